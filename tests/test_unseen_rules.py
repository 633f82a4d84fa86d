"""Open-vocabulary rules of the stop-35 helper, each one general rule over WordNet or the query's own
names, tested with sentences and queries written for these tests: a faithful query is accepted, its
unfaithful twin is not. The lexicon has one verb ("flow through"); every word under test has no entry."""

import pytest

from lemon_lexicon import ontolex_header
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = ontolex_header() + """

:flow_through a ontolex:LexicalEntry ;
    lexinfo:partOfSpeech lexinfo:verb ;
    ontolex:canonicalForm [ ontolex:writtenRep "flow"@en ] ;
    synsem:synBehavior [ a lexinfo:IntransitivePPFrame ;
        lexinfo:subject :flow_through_subj ;
        lexinfo:prepositionalAdjunct :flow_through_obj ] ;
    ontolex:sense [ a synsem:OntoMap ;
        ontolex:reference <http://dbpedia.org/ontology/city> ;
        synsem:subjOfProp :flow_through_subj ;
        synsem:objOfProp :flow_through_obj ] .
:flow_through_obj synsem:marker [ ontolex:writtenRep "through"@en ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def check(verifier, question, body):
    return verifier.check(question, P + body)


# ---- a measuring adjective whose measure's noun is not built on it: WordNet's gloss gives the end
def test_the_gloss_of_a_measuring_adjective_gives_its_end():
    from verifier.bridge.measures import _gloss_pole, measure_pole
    from verifier.bridge.senses import SenseRanker

    wordnet = SenseRanker().wordnet
    tall = measure_pole(wordnet, "tall")
    assert tall[0] == "high" and "height" in tall[1]
    assert measure_pole(wordnet, "small")[0] == "low"
    # a noun built on the adjective still decides first: "short" is the low end of length, not of stature
    assert measure_pole(wordnet, "short")[0] == "low"
    assert _gloss_pole("of comparatively little physical weight or density") == "low"
    assert _gloss_pole("having lived for a relatively long time") is None


def test_how_tall_reads_the_height_property_by_its_name(verifier):
    v = check(verifier, "How tall is Ilse Morven?", "SELECT ?h WHERE { dbr:Ilse_Morven dbo:height ?h }")
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation
    wrong = check(verifier, "How tall is Ilse Morven?", "SELECT ?h WHERE { dbr:Ilse_Morven dbo:weight ?h }")
    assert wrong.status != "accept", wrong.explanation


def test_the_tallest_ranks_by_height_downwards(verifier):
    right = "SELECT ?p WHERE { ?p a dbo:BasketballPlayer ; dbo:height ?h } ORDER BY DESC(?h) LIMIT 1"
    v = check(verifier, "Who is the tallest basketball player?", right)
    assert v.status == "accept", v.explanation
    wrong = "SELECT ?p WHERE { ?p a dbo:BasketballPlayer ; dbo:height ?h } ORDER BY ASC(?h) LIMIT 1"
    assert check(verifier, "Who is the tallest basketball player?", wrong).status == "reject"


# ---- a plural-only collective noun stands for its members' noun ("people" / "person")
def test_people_names_the_person_class(verifier):
    right = "SELECT ?p WHERE { ?p a dbo:Person ; dbo:birthPlace dbr:Tarnholm }"
    v = check(verifier, "Which people were born in Tarnholm?", right)
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation
    wrong = "SELECT ?p WHERE { ?p a dbo:Organisation ; dbo:birthPlace dbr:Tarnholm }"
    assert check(verifier, "Which people were born in Tarnholm?", wrong).status != "accept"


def test_a_collective_that_is_no_plural_keeps_its_meaning():
    from verifier.bridge.readings.named import _forms
    from verifier.bridge.senses import SenseRanker

    wordnet = SenseRanker().wordnet
    assert "person" in _forms("people", wordnet)
    assert "crewman" not in _forms("crew", wordnet) and "clergyman" not in _forms("clergy", wordnet)


# ---- a class noun with no entry, on the values of a query property whose name ends in it
@pytest.mark.parametrize("question,right,wrong", [
    ("Which cities does the Almer flow through?", "SELECT ?c WHERE { dbr:Almer dbo:city ?c }",
     "SELECT ?c WHERE { ?c dbo:city dbr:Almer }"),  # the subjects of dbo:city are no cities by its name
    ("Which chess players died in the same place they were born in?",
     "SELECT ?p WHERE { ?p a dbo:ChessPlayer ; dbo:birthPlace ?x ; dbo:deathPlace ?y FILTER (?x = ?y) }",
     "SELECT ?p WHERE { ?p a dbo:ChessPlayer ; dbo:birthPlace ?x ; dbo:deathPlace ?y FILTER (?x != ?y) }"),
])
def test_a_noun_is_read_by_the_name_of_the_property_whose_values_it_describes(verifier, question, right, wrong):
    v = check(verifier, question, right)
    assert v.status == "accept", v.explanation
    assert "read by the name of" in v.explanation
    assert check(verifier, question, wrong).status != "accept"


def test_a_property_whose_name_makes_its_value_a_count_gives_no_range():
    from verifier.bridge.readings.named import _NOT_THE_THING, name_words

    assert set(name_words("dbo:numberOfEmployees")) & _NOT_THE_THING


# ---- a person noun whose gloss defines it as one who does the verb (or its synonym) is the verb's doer
def test_the_successor_is_the_one_who_succeeds(verifier):
    v = check(verifier, "Who succeeded Alda Morn?", "SELECT ?p WHERE { dbr:Alda_Morn dbo:successor ?p }")
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation
    assert check(verifier, "Who succeeded Alda Morn?",
                 "SELECT ?p WHERE { ?p dbo:successor dbr:Alda_Morn }").status == "reject"


def test_a_person_noun_glossed_as_undergoing_the_verb_is_no_doer():
    from verifier.bridge import Bridge
    from verifier.bridge.readings.named import agent_nouns

    bridge = Bridge(lexicon=None)
    assert "successor" in agent_nouns(bridge, "succeed") and "predecessor" in agent_nouns(bridge, "precede")
    assert "trainee" not in agent_nouns(bridge, "train") and "employee" not in agent_nouns(bridge, "employ")
