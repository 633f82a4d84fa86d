"""A comparative of time on a verb's event with a year ("founded earlier than 1400") reads as the
temporal preposition ("founded before 1400"), on our own sentences."""

from pathlib import Path

import pytest
from lemon_lexicon import LEMON

WORDNET = Path(__file__).resolve().parents[1] / "data" / "nltk_data" / "corpora" / "wordnet"
needs_wordnet = pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")

LEX = LEMON + """
:museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :m1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Museum> ; lemon:isA :m1 ] .
:found a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "found"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :f_s ; lexinfo:prepositionalAdjunct :f_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/founded> ; lemon:subjOfProp :f_s ; lemon:objOfProp :f_o ;
                  lemon:condition [ lemon:propertyRange <http://www.w3.org/2001/XMLSchema#gYear> ] ] .
:f_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""

PFX = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> "


def _formula(verifier, text):
    (r, *_), _ = verifier.readings(text)
    return str(r.formula)


@needs_wordnet
def test_earlier_than_a_year_on_an_event_is_before(verifier):
    f = _formula(verifier, "Give me all museums founded earlier than 1820.")
    assert "_before_p(" in f and "_late_a_1" not in f and "_early_a_1" not in f
    assert "_after_p(" in _formula(verifier, "Give me all museums founded later than 1820.")


@needs_wordnet
def test_a_comparative_of_two_things_stays_a_comparison_of_degrees(verifier):
    f = _formula(verifier, "Is the museum older than the palace?")
    assert "_old_a_1" in f and "_before_p" not in f


@needs_wordnet
def test_verdicts_as_for_the_preposition(verifier):
    q = "Give me all museums founded earlier than 1820."
    right = PFX + "SELECT ?m WHERE { ?m a dbo:Museum ; dbp:founded ?y FILTER (?y < 1820) }"
    assert verifier.check(q, right).status == "accept"
    assert verifier.check("Give me all museums founded before 1820.", right).status == "accept"
    wrong = PFX + "SELECT ?m WHERE { ?m a dbo:Museum ; dbp:founded ?y FILTER (?y > 1820) }"
    assert verifier.check(q, wrong).status == "reject"
    later = PFX + "SELECT ?m WHERE { ?m a dbo:Museum ; dbp:founded ?y FILTER (?y > 1820) }"
    assert verifier.check("Give me all museums founded later than 1820.", later).status == "accept"


@needs_wordnet
def test_a_date_compared_by_a_verb_as_before_the_year(verifier):
    # the release's date against the first day of the year, as for "released before 1960"
    q = "Give me all museums released earlier than 1960."
    ok = PFX + 'SELECT ?m WHERE { ?m a dbo:Museum ; dbo:releaseDate ?d FILTER(?d < "1960-01-01"^^xsd:date) }'
    ok = "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> " + ok
    assert verifier.check(q, ok).status == "accept"
    assert verifier.check(q, ok.replace("1960-01-01", "1970-01-01")).status == "reject"
