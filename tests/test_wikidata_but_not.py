""""A but not B" (issue 22): "Which clubs competed in Northcup but not Southcup?" asks for the teams that
competed in A and did not compete in B, as a query's ``FILTER NOT EXISTS`` (or MINUS) on B says; a query without
the exclusion, with both, or with the two swapped is not accepted. Lexicon, labels and sentences are made up here
(ids in the Q9006xx range)."""

import pytest

from verifier.logic import Not
from verifier.logic.ops import subformulas

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [
    {"id": "P1344", "label": "participant in", "alias": ["competed in", "took part in"]},
    {"id": "P710", "label": "participant", "alias": ["party"]},
]
RECORD = {"question": "Which clubs competed in Northcup but not Southcup ?",
          "context": {"entities": "{'Q900601': 'Northcup', 'Q900602': 'Southcup'}",
                      "relations": "{'P1344': 'participant in'}", "types": "{'Q900610': 'club'}",
                      "history": []}}
Q = "Which clubs competed in Northcup but not Southcup ?"


def query(body: str) -> str:
    return WD + "SELECT ?x WHERE { " + body + " }"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
def test_but_not_reads_the_second_conjunct_negated(verifier):
    readings, _ = verifier.readings(Q)
    assert readings and all(any(isinstance(g, Not) for g in subformulas(r.formula)) for r in readings), \
        [str(r.formula) for r in readings]
    assert all("_but+not_c" not in str(r.formula) for r in readings)


@pytest.mark.wordnet
def test_but_not_is_verified_against_an_exclusion_of_the_second(verifier):
    typed = "?x wdt:P31 wd:Q900610 . "
    north, south = "?x wdt:P1344 wd:Q900601 . ", "?x wdt:P1344 wd:Q900602 . "
    for ok in (query(north + typed + "FILTER NOT EXISTS { " + south + "}"),
               query(north + typed + "MINUS { " + south + "}")):
        got = verifier.check(Q, ok)
        assert got.status == "accept", (ok, got.explanation)
    for wrong in (query(north + typed), query(north + south + typed),
                  query(south + typed + "FILTER NOT EXISTS { " + north + "}")):
        assert verifier.check(Q, wrong).status != "accept", wrong


def test_the_but_not_docstring_example_holds():
    import doctest

    import verifier.question.semantics._but_not as but_not

    result = doctest.testmod(but_not)
    assert result.attempted and not result.failed
