"""Wikidata says what sex its subject is by a value of ``wdt:P21`` ("sex or gender"), an individual, not a
class: the profile gives P21 the ``kind_individual`` role, so a noun labelling the query's value of P21 ("Which
people are … and are a male?", ``?x wdt:P21 wd:<male>``) reads as the things with that value, as "beers" reads
as ``dbp:type dbr:Beer`` on DBpedia (issue 22). Another value is still rejected. The entities, classes and
sentences are made up."""

import pytest

PROPERTIES = [
    {"id": "P21", "label": "sex or gender", "description": "sex or gender identity of the subject", "alias": ["sex"]},
    {"id": "P27", "label": "country of citizenship", "description": "the object is a country that recognizes the "
     "subject as its citizen", "alias": ["citizen of", "citizenship"]},
]
RECORD = {"question": "Which people are a citizen of Brackwater and are a male ?",
          "context": {"entities": "{'Q990202': 'Brackwater', 'Q990401': 'male', 'Q990402': 'female'}",
                      "relations": "{'P27': 'country of citizenship', 'P21': 'sex or gender'}",
                      "types": "{'Q990301': 'people'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
Q = "Which people are a citizen of Brackwater and are a male?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def test_the_sex_noun_reads_as_the_value_of_p21(verifier):
    v = verifier.check(Q, WD + "SELECT ?x WHERE { ?x wdt:P27 wd:Q990202 . ?x wdt:P31 wd:Q990301 . "
                              "?x wdt:P21 wd:Q990401 . }")
    assert v.status == "accept", v.explanation


def test_another_value_or_none_is_not_accepted(verifier):
    other = verifier.check(Q, WD + "SELECT ?x WHERE { ?x wdt:P27 wd:Q990202 . ?x wdt:P31 wd:Q990301 . "
                                  "?x wdt:P21 wd:Q990402 . }")
    assert other.status == "reject", other.explanation
    dropped = verifier.check(Q, WD + "SELECT ?x WHERE { ?x wdt:P27 wd:Q990202 . ?x wdt:P31 wd:Q990301 . }")
    assert dropped.status != "accept", dropped.explanation
