"""The noun of a wh-phrase that a relation verb reads as the relation itself also names the class of the
answer (issue 22): "Which guild does X belong to?" asks for X's guild, and the answer is a guild, so a query
that types the value with the class the lexicon lists for "guild" says what the question says, as one that
leaves the class to the property does. The properties, classes, entities and sentences are made up."""


import pytest

PROPERTIES = [
    {"id": "P9901", "label": "guild", "alias": ["trade guild"]},
    {"id": "P9902", "label": "place of apprenticeship", "alias": []},
]
RECORD = {"question": "Which guild does Tilda Marsh belong to ?",
          "context": {"entities": "{'Q990201': 'Tilda Marsh', 'Q990202': 'Weavers of Brackwater'}",
                      "relations": "{'P9901': 'guild'}",
                      "types": "{'Q990301': 'guild', 'Q990302': 'harbour town'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
QUESTION = "Which guild does Tilda Marsh belong to?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def test_the_value_typed_with_the_wh_nouns_class_is_accepted(verifier):
    v = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9901 ?x . ?x wdt:P31 wd:Q990301 . }")
    assert v.status == "accept", v.explanation


def test_the_untyped_value_stays_accepted(verifier):
    v = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9901 ?x . }")
    assert v.status == "accept", v.explanation


def test_another_class_a_reversed_relation_and_another_property_are_not_accepted(verifier):
    other_class = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9901 ?x . ?x wdt:P31 wd:Q990302 . }")
    assert other_class.status != "accept", other_class.explanation
    reversed_ = verifier.check(QUESTION, WD + "SELECT ?x WHERE { ?x wdt:P9901 wd:Q990201 . ?x wdt:P31 wd:Q990301 . }")
    assert reversed_.status != "accept", reversed_.explanation
    other = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9902 ?x . ?x wdt:P31 wd:Q990301 . }")
    assert other.status != "accept", other.explanation
