"""A verdict does not depend on the checks a process made before it: what a wall-clock net cut (the load's
doing, not the record's) is never kept for a later check, and an audit gives one record's verdict to another
only where both have the same question, query and dialogue. Made-up questions; no lexicon or KG needed.
(``benchmarks/order_check.py`` checks whole data sets in two orders.)"""

import itertools

import pytest

from verifier import Verifier
from verifier.bounds import deadline, deadline_hit
from verifier.question import scope

#: read with 8 readings, most of its parses need about 260 scope steps (the solver looks at its clock every
#: 256) and have several scopings
QUESTION = "Which people were cast in Green Meadows or is Springfield the head of government of ?"
QUERY = "SELECT ?x WHERE { ?x <http://example.org/castMember> ?y }"


class _LateClock:
    """A clock for the scope solver that is a million seconds later each time it is looked at: the
    solver's wall-clock net fires the first time it looks, as on a machine under heavy load."""

    def __init__(self) -> None:
        self.monotonic = itertools.count(0.0, 1e6).__next__


def _formulas(v: Verifier) -> list[str]:
    return [str(r.formula) for r in v.readings(QUESTION)[0]]


def test_the_scope_solvers_wall_clock_net_marks_the_check_as_cut_and_its_step_bound_does_not(monkeypatch):
    from verifier.question.parsers import GrammarParser

    mrss = GrammarParser().parse(QUESTION)
    with deadline(None):
        for m in mrss:
            scope.resolve(m, 8, max_steps=10)  # the counted bound: the same at any load
        assert not deadline_hit()
    monkeypatch.setattr(scope, "time", _LateClock())
    with deadline(None):
        results = [scope.resolve(m, 8) for m in mrss]
        assert any("stopped" in " ".join(r.notes) for r in results)
        assert deadline_hit()


def test_readings_a_wall_clock_net_cut_are_not_kept_for_later_checks(monkeypatch):
    fresh = Verifier(timeout_ms=20000, max_readings=8)
    expected = _formulas(fresh)
    expected_verdict = fresh.check(QUESTION, QUERY).to_dict()
    v = Verifier(timeout_ms=20000, max_readings=8)
    with monkeypatch.context() as m:
        m.setattr(scope, "time", _LateClock())
        v.check(QUESTION, QUERY)  # the scope solver's net fires: one scoping kept of a parse
        with deadline(None):
            assert [str(r.formula) for r in v._readings_uncached(QUESTION)[0]] != expected  # (the cut is real)
    # the clock as ever: the same question in the same verifier reads and is decided as in a fresh one
    assert _formulas(v) == expected
    again = v.check(QUESTION, QUERY).to_dict()
    assert (again["status"], again["reasons"], again.get("question_logic")) == \
        (expected_verdict["status"], expected_verdict["reasons"], expected_verdict.get("question_logic"))


@pytest.mark.parametrize("order", [(0, 1), (1, 0)])
def test_two_checks_in_one_verifier_in_either_order_are_decided_as_in_fresh_verifiers(order):
    records = [(QUESTION, QUERY),
               ("Which rivers flow through every country that borders a country with a capital?",
                "SELECT ?r WHERE { ?r <http://example.org/flowsThrough> ?c }")]
    alone = [Verifier(timeout_ms=20000).check(q, s).to_dict() for q, s in records]
    v = Verifier(timeout_ms=20000)
    together = {i: v.check(*records[i]).to_dict() for i in order}
    for i, d in enumerate(alone):
        assert (together[i]["status"], together[i]["reasons"], together[i].get("question_logic")) == \
            (d["status"], d["reasons"], d.get("question_logic"))


def test_an_audit_gives_a_records_verdict_to_a_later_one_only_in_the_same_dialogue(tmp_path):
    """The audit checks a repeated record once: the same question and query, and the same dialogue. A repeat
    read after the first was decided (more than a window of records later) took the verdict filed under the
    question and query alone: one with no dialogue got the verdict of the follow-up question, and one in
    the same dialogue stopped the audit (a KeyError)."""
    import json

    from verifier.audit import AuditConfig, Record, run_audit

    turns = [{"speaker": "USER", "utterance": "Who wrote Green Meadows?", "entities": {"Q1": "Green Meadows"}}]
    q, s = "Who wrote it?", "SELECT ?x WHERE { <http://example.org/Q1> <http://example.org/author> ?x }"
    fillers = [Record(f"f{i}", f"Which towns are near town number {i}?", "SELECT ?x WHERE { ?x ?p ?o }")
               for i in range(40)]
    records = [Record("a", q, s, context=turns), *fillers, Record("b", q, s, context=turns), Record("c", q, s)]
    out = tmp_path / "out.jsonl"
    run_audit(records, out, AuditConfig(), workers=1)
    lines = {d["id"]: d for d in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert lines["b"].get("duplicate_of") == "a"
    assert lines["c"].get("duplicate_of") is None
    alone = Verifier().check(q, s).to_dict()
    assert (lines["c"]["status"], lines["c"]["reasons"]) == (alone["status"], alone["reasons"])
