""""What …?" names no class, and a query may state the class of its answer, as it may for "Who …?" and
"Where …?" (issue 22, :mod:`verifier.bridge.wh_classes`): "What is X a member of?" typed by a club class is
read as the wh-word's class. "What" never asks for a person, so a person class is not its reading; a wh-noun
("Which guild …?") keeps its own class, and a query typing the answer otherwise is still rejected. The
properties, classes, entities and sentences are made up."""

import pytest

PROPERTIES = [
    {"id": "P463", "label": "member of", "alias": []},
    {"id": "P19", "label": "place of birth", "alias": ["born in"]},
    {"id": "P937", "label": "work location", "alias": []},
    {"id": "P140", "label": "religion", "alias": []},
]
RECORD = {"question": "What is Tilda Marsh a member of ?",
          "context": {"entities": "{'Q990401': 'Tilda Marsh'}", "relations": "{'P463': 'member of'}",
                      "types": "{'Q990411': 'rowing club', 'Q990412': 'guild', 'Q502895': 'common name', "
                               "'Q990413': 'township', 'Q990414': 'religion'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    return wikidata_verifier


def _check(v, q, where):
    return v.check(q, WD + where, context=[])


def test_what_reads_as_the_class_the_query_types_its_answer_by(verifier):
    q = "What is Tilda Marsh a member of?"
    for where in ("SELECT ?x WHERE { wd:Q990401 wdt:P463 ?x . ?x wdt:P31 wd:Q990411 . }",
                  "SELECT ?x WHERE { wd:Q990401 wdt:P463 ?x . }"):
        v = _check(verifier, q, where)
        assert v.status == "accept", (where, v.explanation)


def test_a_person_class_another_property_and_a_reversed_relation_are_not_accepted(verifier):
    q = "What is Tilda Marsh a member of?"
    for where in ("SELECT ?x WHERE { wd:Q990401 wdt:P463 ?x . ?x wdt:P31 wd:Q502895 . }",
                  "SELECT ?x WHERE { wd:Q990401 wdt:P19 ?x . ?x wdt:P31 wd:Q990411 . }",
                  "SELECT ?x WHERE { ?x wdt:P463 wd:Q990401 . ?x wdt:P31 wd:Q990411 . }"):
        v = _check(verifier, q, where)
        assert v.status != "accept", (where, v.explanation)


def test_a_wh_noun_keeps_its_own_class(verifier):
    v = _check(verifier, "Which guild is Tilda Marsh a member of?",
               "SELECT ?x WHERE { wd:Q990401 wdt:P463 ?x . ?x wdt:P31 wd:Q990411 . }")
    assert v.status == "reject", v.explanation


def test_what_over_a_relational_noun_that_names_no_class(verifier):
    # "work location" names a relation, not what kind of place: "what" may read as the class the query types
    # the answer by; "religion" is also a class, so "What is the religion of X?" keeps that class
    where = "SELECT ?x WHERE { wd:Q990401 wdt:P937 ?x . ?x wdt:P31 wd:%s . }"
    v = _check(verifier, "What are the work locations of Tilda Marsh?", where % "Q990413")
    assert v.status == "accept", v.explanation
    assert _check(verifier, "What are the work locations of Tilda Marsh?", where % "Q502895").status != "accept"
    religion = "SELECT ?x WHERE { wd:Q990401 wdt:P140 ?x . ?x wdt:P31 wd:%s . }"
    assert _check(verifier, "What is the religion of Tilda Marsh?", religion % "Q990414").status == "accept"
    assert _check(verifier, "What is the religion of Tilda Marsh?", religion % "Q990413").status != "accept"
