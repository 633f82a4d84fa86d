"""Counted things at the far end of a support verb's relational noun (issue 22): "Which towns have diplomatic
relations with at most 4 cities?" counts the cities each town has the relation with, and "have at least 2
councils as their legislative body" the councils that hold the role; the noun is read inside the count, not as
one relation (one role) whose other ends are counted. A noun under another verb ("wrote a book with at most 3
chapters": one book) stays outside. Lexicon, labels and sentences are made up here (ids in the Q9005xx range)."""

import pytest

from test_wikidata_counts import tuple_counts
from verifier.logic import Count, free_vars
from verifier.logic.ops import atoms, subformulas

PROPERTIES = [
    {"id": "P530", "label": "diplomatic relation", "alias": ["diplomatic relations"]},
    {"id": "P47", "label": "shares border with", "alias": ["border"]},
    {"id": "P194", "label": "legislative body", "alias": ["parliament"]},
]
RECORD = {"question": "Which towns have diplomatic relations with exactly 3 cities ?",
          "context": {"entities": "{'Q900501': 'Eastmoor'}", "relations": "{'P530': 'diplomatic relation'}",
                      "types": "{'Q3957': 'town', 'Q515': 'city', 'Q7275': 'state', 'Q900510': 'council'}",
                      "history": []}}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def _counted_preds(formula) -> set[str]:
    return {a.pred for c in subformulas(formula) if isinstance(c, Count) for a in atoms(c.body)}


@pytest.mark.wordnet
def test_the_relational_noun_of_a_support_verb_is_read_inside_the_count(verifier):
    readings, _ = verifier.readings("Which towns have diplomatic relations with at most 4 cities ?")
    counted = [r for r in readings if any(isinstance(c, Count) for c in subformulas(r.formula))]
    assert counted, [str(r.formula) for r in readings]
    for r in counted:  # each counted city with its own relation, and "have" said of it
        assert {"_relation_n_1", "_have_v_1", "_city_n_1"} <= _counted_preds(r.formula), r.formula


@pytest.mark.wordnet
def test_a_noun_under_another_verb_stays_outside_the_count(verifier):
    readings, _ = verifier.readings("Which authors wrote a book with at most 3 chapters ?")
    counted = [r for r in readings if any(isinstance(c, Count) for c in subformulas(r.formula))]
    assert counted
    for r in counted:  # one book with at most 3 chapters, not at most 3 chapters over all books written
        book = next(a.args[0] for a in atoms(r.formula) if a.pred == "_book_n_of")
        assert all(book in free_vars(c) for c in subformulas(r.formula) if isinstance(c, Count)), r.formula


@pytest.mark.wordnet
def test_have_relations_with_exactly_n_things_is_verified_against_the_tuple_counts(verifier):
    q = "Which towns have diplomatic relations with exactly 3 cities ?"
    ok = verifier.check(q, tuple_counts("P530", "Q3957", "Q515", "?tupcount = 3"))
    assert ok.status == "accept", ok.explanation
    for wrong in (tuple_counts("P47", "Q3957", "Q515", "?tupcount = 3"),
                  tuple_counts("P530", "Q3957", "Q7275", "?tupcount = 3"),
                  tuple_counts("P530", "Q3957", "Q515", "?tupcount = 2")):
        assert verifier.check(q, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_share_a_border_with_at_least_n_things_counts_the_things_bordered(verifier):
    q = "Which towns share a border with at least 2 cities ?"
    ok = verifier.check(q, tuple_counts("P47", "Q3957", "Q515", "?tupcount >= 2"))
    assert ok.status == "accept", ok.explanation
    assert verifier.check(q, tuple_counts("P530", "Q3957", "Q515", "?tupcount >= 2")).status != "accept"


@pytest.mark.wordnet
def test_have_n_things_as_their_role_counts_the_holders_of_the_role(verifier):
    q = "How many towns have at least 2 councils as their legislative body ?"
    readings, _ = verifier.readings(q)
    assert any({"_body_n_1", "_as_p", "_council_n_1"} <= _counted_preds(r.formula) for r in readings), \
        [str(r.formula) for r in readings]
    count = "(COUNT(*) AS ?n)"
    ok = verifier.check(q, tuple_counts("P194", "Q3957", "Q900510", "?tupcount >= 2", select=count))
    assert ok.status == "accept", ok.explanation
    for wrong in (tuple_counts("P530", "Q3957", "Q900510", "?tupcount >= 2", select=count),
                  tuple_counts("P194", "Q3957", "Q515", "?tupcount >= 2", select=count)):
        assert verifier.check(q, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_a_compound_modifier_of_the_relational_noun_is_read_inside_the_count(verifier):
    # "sister town of at most 2 cities": "sister" is a word of the relation's name, not one sister the count
    # is relative to
    readings, _ = verifier.readings("Which towns are the sister town of at most 2 cities ?")
    counted = [r for r in readings if any(isinstance(c, Count) for c in subformulas(r.formula))]
    assert counted
    for r in counted:
        inside = _counted_preds(r.formula)
        assert {"compound", "_city_n_1"} <= inside and any(p.startswith("_sister_n") for p in inside), r.formula


@pytest.mark.wordnet
def test_a_compound_modifier_of_the_relational_noun_is_read_inside_both_counts_of_more_n_than_x(verifier):
    # "sister towns of fewer states than Eastmoor": the two counts of "more N than X" each read "sister" with
    # their own "town", none of them shares one sister with the other
    readings, _ = verifier.readings("Which cities are sister towns of fewer states than Eastmoor ?")
    versus = [r for r in readings if sum(isinstance(c, Count) for c in subformulas(r.formula)) == 2]
    assert versus

    def read_inside(r) -> bool:
        counts = [c for c in subformulas(r.formula) if isinstance(c, Count)]
        inside = [a for c in counts for a in atoms(c.body)]
        return (all(any(a.pred.startswith("_sister_n") for a in atoms(c.body)) for c in counts)
                and not any(a.pred.startswith("_sister_n") and a not in inside for a in atoms(r.formula)))

    assert any(read_inside(r) for r in versus), [str(r.formula) for r in versus]


@pytest.mark.wordnet
def test_a_compound_modifier_of_a_noun_beside_the_count_stays_where_it_is(verifier):
    # "the river pilot with the most ships": "river" describes the ranked pilot, it is no relation to the ships
    readings, _ = verifier.readings("Who is the river pilot with the most ships ?")
    assert readings and "_river_n_of" not in _counted_preds(readings[0].formula), readings[0].formula


def test_the_counted_support_docstring_examples_hold():
    import doctest

    import verifier.question.semantics._counted_support as counted_support

    result = doctest.testmod(counted_support)
    assert result.attempted and not result.failed
