"""Orders with no measure of their own: an ordinal ("the first film"), "the last", and "earlier than"
read as a query property whose value is a place in time or in a series (grammars/measure_properties.tsv,
``value`` rows; axiom_templates/superlative.tmpl, ``[order]``). Small hand-written lexicon; the grammar
parses the questions and the prover decides."""

import pytest

from lemon_lexicon import LEMON
from verifier import Verifier
from verifier.question.scales import property_on_scale

LEX = LEMON + """
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :f1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Film> ; lemon:isA :f1 ] .
:direct a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "direct"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :d_s ; lexinfo:directObject :d_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/director> ; lemon:subjOfProp :d_o ;
                  lemon:objOfProp :d_s ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
FILMS = H + "SELECT ?f WHERE { ?f a dbo:Film ; dbo:director dbr:Federico_Fellini ; %s ?d } ORDER BY %s(?d) LIMIT 1"
FIRST = "What was the first film that Federico Fellini directed?"
LAST = "What was the last film that Federico Fellini directed?"
TREATY = "Was the Treaty of Kiel earlier than the Congress of Vienna?"
DATES = H + "ASK WHERE { dbr:Treaty_of_Kiel %s ?x . dbr:Congress_of_Vienna %s ?y FILTER(?x %s ?y) }"


def test_value_properties_by_the_words_of_their_names():
    assert property_on_scale("dbo:releaseDate", "time") and property_on_scale("dbo:activeYearsStartYear", "order")
    assert property_on_scale("dbo:seasonNumber", "order") and not property_on_scale("dbo:seasonNumber", "time")
    # a count is no position, and "date" inside another word is no date
    assert not property_on_scale("dbo:numberOfEpisodes", "order") and not property_on_scale("dbo:candidate", "time")
    assert not property_on_scale("dbo:runtime", "order")
    # "the first king" is neither the one born first nor the one whose reign ended first
    assert property_on_scale("dbo:activeYearsStartYear", "order")
    assert not any(property_on_scale(p, s) for p in ("dbo:birthDate", "dbo:deathYear", "dbo:activeYearsEndYear")
                   for s in ("order", "time"))


def test_first_and_last_rank_by_a_date_of_the_thing(verifier):
    v = verifier.check(FIRST, FILMS % ("dbo:releaseDate", "ASC"))
    assert v.status == "accept"
    used = {a["name"]: a for a in v.proof["axioms"]}
    assert "superlative:ord=dbo:releaseDate" in used
    assert "assumed" in used["superlative:ord=dbo:releaseDate"]["source"]
    assert used["superlative:ord=dbo:releaseDate"]["word"] == "first"
    assert verifier.check(LAST, FILMS % ("dbo:releaseDate", "DESC")).status == "accept"


@pytest.mark.parametrize("question,prop,order,status", [
    (FIRST, "dbo:releaseDate", "DESC", "reject"),  # the latest film is not the first
    # (the grammar's second reading, "last" as a noun in a compound, leaves this one unknown)
    (LAST, "dbo:releaseDate", "ASC", "unknown"),
    (FIRST, "dbo:runtime", "ASC", "unknown"),  # a length is no order of films: nothing bridges "first"
])
def test_wrong_orders_are_not_accepted(verifier, question, prop, order, status):
    assert verifier.check(question, FILMS % (prop, order)).status == status


def test_a_literal_ordinal_is_no_date(verifier):
    v = verifier.check("Who was the 3rd film that Federico Fellini directed?",
                       H + "SELECT ?f WHERE { ?f a dbo:Film ; dbo:director dbr:Federico_Fellini ; dbo:releaseDate 3 }")
    assert v.status != "accept"


def test_earlier_than_compares_dates(verifier):
    v = verifier.check(TREATY, DATES % ("dbo:date", "dbo:date", "<"))
    assert v.status == "accept" and any(a["name"] == "superlative:_late_a_1=dbo:date" for a in v.proof["axioms"])
    assert verifier.check(TREATY, DATES % ("dbo:date", "dbo:date", ">")).status == "reject"
    assert verifier.check(TREATY, DATES % ("dbo:area", "dbo:area", "<")).status == "unknown"


def test_earlier_than_a_year_compares_with_the_year_itself(verifier):
    # "earlier than" said of the film itself (on a verb's event it is "before": test_event_comparative.py)
    q = "Which films are earlier than 1960?"
    ok = H + "SELECT ?f WHERE { ?f a dbo:Film ; dbo:releaseDate ?d FILTER(?d < 1960) }"
    assert verifier.check(q, ok).status == "accept"
    assert verifier.check(q, ok.replace("?d < 1960", "?d > 1960")).status == "reject"
    assert verifier.check(q, ok.replace("?d < 1960", "?d < 1970")).status == "reject"


SERIES_LEX = LEMON + """
:episode a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "episode"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :e1 ; lexinfo:prepositionalAdjunct :e2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/series> ; lemon:subjOfProp :e1 ; lemon:objOfProp :e2 ] .
:e2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:season a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "season"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :s1 ; lexinfo:prepositionalAdjunct :s2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/series> ; lemon:subjOfProp :s1 ; lemon:objOfProp :s2 ] .
:s2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
SEASON = H + "SELECT ?e WHERE { ?e dbo:series dbr:Twin_Peaks ; %s %d }"


@pytest.mark.parametrize("question,prop,number,status", [
    ("List all episodes of the first season of Twin Peaks.", "dbo:seasonNumber", 1, "accept"),
    ("List all episodes of the second season of Twin Peaks.", "dbo:seasonNumber", 2, "accept"),
    # another position, another noun's number, or "last" (no position from the start): not accepted
    ("List all episodes of the first season of Twin Peaks.", "dbo:seasonNumber", 2, "unknown"),
    ("List all episodes of the first season of Twin Peaks.", "dbo:episodeNumber", 1, "unknown"),
    ("List all episodes of the last season of Twin Peaks.", "dbo:seasonNumber", 1, "unknown"),
])
def test_an_ordinal_as_a_stored_position(tmp_path, question, prop, number, status):
    path = tmp_path / "lexicon.ttl"
    path.write_text(SERIES_LEX, encoding="utf-8")
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        verdict = v.check(question, SEASON % (prop, number))
    assert verdict.status == status
    if status == "accept":  # the verdict says what it assumed
        assert any("position the query's dbo:seasonNumber stores" in n for n in verdict.notes)
