""""More N than X" inside a noun phrase over Wikidata (issue 22): "Which countries have diplomatic relations
with more states than Eastmoor?" compares the number of states each country has diplomatic relations with
against the number Eastmoor has, as the Wikidata Query Service's tuple counts filtered by X's count do; the
ERG reads the comparative there as one of degrees of the states. A changed comparison, counted class or
property is not accepted. Lexicon, labels and sentences are made up here (ids in the Q9003xx range)."""


import pytest

from test_wikidata_comparatives import versus

PROPERTIES = [
    {"id": "P530", "label": "diplomatic relation", "alias": ["diplomatic relations"]},
    {"id": "P47", "label": "shares border with", "alias": ["border"]},
]
RECORD = {"question": "Which countries have diplomatic relations with more states than Eastmoor ?",
          "context": {"entities": "{'Q900301': 'Eastmoor'}", "relations": "{'P530': 'diplomatic relation'}",
                      "types": "{'Q6256': 'country', 'Q7275': 'state', 'Q515': 'city'}", "history": []}}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
def test_more_n_than_x_inside_a_noun_phrase_compares_two_counts(verifier):
    q = "Which countries have diplomatic relations with more states than Eastmoor ?"
    readings, _ = verifier.readings(q)
    assert any("much-many_a" not in str(r.formula) and "#{" in str(r.formula) for r in readings)
    ok = verifier.check(q, versus("P530", "Q6256", ("Q7275",), ">", "Q900301"))
    assert ok.status == "accept", ok.explanation
    for wrong in (versus("P530", "Q6256", ("Q7275",), "<", "Q900301"),
                  versus("P530", "Q6256", ("Q515",), ">", "Q900301"),
                  versus("P47", "Q6256", ("Q7275",), ">", "Q900301")):
        assert verifier.check(q, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_fewer_n_than_x_inside_a_noun_phrase_is_verified_under_the_relations_presupposition(verifier):
    # the zero rows are the countries with some diplomatic relation: "have diplomatic relations" read over them
    q = "Which countries have diplomatic relations with fewer states than Eastmoor ?"
    same = verifier.check(q, versus("P530", "Q6256", ("Q7275",), "<", "Q900301"))
    assert same.status == "accept", same.explanation
    assert verifier.check(q, versus("P530", "Q6256", ("Q7275",), ">", "Q900301")).status != "accept"


def test_the_number_versus_docstring_example_holds():
    import doctest

    import verifier.question.semantics._number_versus as number_versus

    result = doctest.testmod(number_versus)
    assert result.attempted and not result.failed
