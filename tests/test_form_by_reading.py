"""The query's form against the question's readings (forms.decided_outcomes): a form that only a later
reading disagrees with is no evidence against the query while the grammar's first reading, of the query's
form, is set aside unbridged; a form the first reading disagrees with stays a reject."""

from types import SimpleNamespace

import pytest

from verifier import Verifier
from verifier.forms import decided_outcomes

QUESTION = "What is the total amount of pilots and sailors serving in the Zorbian Navy?"


def _outcome(index: int, status: str, reason: str = "", kind: str = "wh"):
    return SimpleNamespace(reading_index=index, status=status, comparison=None, reasons=(reason,) if reason else (),
                           reading=SimpleNamespace(kind=kind))


def test_a_form_mismatch_of_a_later_reading_decides_nothing_when_the_first_is_set_aside():
    first, later = _outcome(0, "unbridged"), _outcome(1, "mismatch", "wrong_query_form")
    assert decided_outcomes([first, later]) == []
    # the first reading disagreeing with the form: the form decides
    assert decided_outcomes([_outcome(0, "mismatch", "wrong_query_form"), _outcome(1, "unbridged")]) != []
    # another mismatch than the form is evidence of its own
    assert decided_outcomes([first, _outcome(1, "mismatch", "wrong_answer_variable")]) != []
    # a yes/no question is one by its syntax: an earlier parse of another kind does not save a SELECT
    assert decided_outcomes([first, _outcome(1, "mismatch", "wrong_query_form", kind="yes-no")]) != []


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    path = tmp_path_factory.mktemp("lex") / "empty.ttl"
    path.write_text("@prefix : <http://ex.org/lex#> .\n", encoding="utf-8")
    return Verifier(lexicon=[str(path)])


def test_the_amount_of_coordinated_nouns_counted_is_not_the_wrong_form(verifier):
    # first reading: the count of [pilots and sailors …], which nothing bridges; a later one: "what is
    # [the amount of pilots] and [sailors …]", which asks for individuals
    v = verifier.check(QUESTION, "SELECT (COUNT(?p) AS ?n) WHERE { ?p dbo:militaryBranch dbr:Zorbian_Navy }")
    assert v.status == "unknown" and v.reasons == ("no_lexical_bridge",), v.explanation


def test_a_list_for_the_amount_of_coordinated_nouns_is_still_the_wrong_form(verifier):
    v = verifier.check(QUESTION, "SELECT ?p WHERE { ?p dbo:militaryBranch dbr:Zorbian_Navy }")
    assert v.status == "reject" and v.reasons == ("wrong_query_form",), v.explanation


SUMMED = "How many people live in Velmoria?"


def test_a_sum_of_stored_counts_over_the_parts_of_a_named_thing_is_undecided(verifier):
    # the people of Velmoria as the sum of its countries' populations: a way to count the logic cannot compare
    v = verifier.check(SUMMED, "SELECT (SUM(?p) AS ?t) WHERE { ?c dbo:continent <http://dbpedia.org/resource/Velmoria> ;"
                               " dbo:populationTotal ?p }")
    assert v.status == "unknown" and v.reasons == ("count_by_property",), v.explanation


def test_a_sum_tied_to_no_named_thing_or_of_no_count_is_still_the_wrong_form(verifier):
    every = verifier.check(SUMMED, "SELECT (SUM(?p) AS ?t) WHERE { ?c a dbo:Country ; dbo:populationTotal ?p }")
    assert every.status == "reject" and every.reasons == ("wrong_query_form",), every.explanation
    height = verifier.check(SUMMED, "SELECT (SUM(?h) AS ?t) WHERE { ?c dbo:continent "
                                    "<http://dbpedia.org/resource/Velmoria> ; dbo:height ?h }")
    assert height.status == "reject" and height.reasons == ("wrong_query_form",), height.explanation


def test_a_sum_over_the_parts_of_another_named_thing_is_a_deviating_entity(verifier):
    v = verifier.check(SUMMED, "SELECT (SUM(?p) AS ?t) WHERE { ?c dbo:continent <http://dbpedia.org/resource/Ostrana> ;"
                               " dbo:populationTotal ?p }")
    assert v.status == "reject" and v.reasons == ("deviating_entity",), v.explanation
