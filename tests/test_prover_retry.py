"""An entailment that runs out of its budget in the check's shared Z3 context is asked once more in a context
of its own (``entail.RETRY_FRESH``): Z3's search depends on the terms made before in a context, so a
call that a context full of other axiom sets leaves undecided is often decided at once in a new one.

The shared context's bad luck is simulated here: the first ``check`` of the test answers ``unknown`` as
a spent resource budget does ("canceled"), every later one is Z3's own."""

import pytest
import z3

from verifier.logic import Atom, Const, Var, conj, exists
from verifier.prover import entail
from verifier.prover.encode import CALL_UNITS, fresh_context, work_limit, work_spent
from verifier.prover.entail import entails

ALICE, BOB = Const("ex:alice"), Const("ex:bob")
y = Var("y")
KNOWS = Atom("ex:knows", (BOB, ALICE))
LIKES_SOMEONE = exists([y], Atom("ex:likes", (BOB, y)))


@pytest.fixture
def unlucky_first_check(monkeypatch):
    """The first solver call of the test ends as a spent budget does; the rest are decided by Z3."""
    real_check, real_reason = z3.Solver.check, z3.Solver.reason_unknown
    state = {"calls": 0, "unlucky": set()}

    def check(self, *args):
        state["calls"] += 1
        if state["calls"] == 1:
            state["unlucky"].add(id(self))
            return z3.unknown
        return real_check(self, *args)

    def reason(self):
        return "canceled" if id(self) in state["unlucky"] else real_reason(self)

    monkeypatch.setattr(z3.Solver, "check", check)
    monkeypatch.setattr(z3.Solver, "reason_unknown", reason)
    monkeypatch.setattr(entail, "RETRY_FRESH", True)
    return state


def test_a_call_undecided_at_its_budget_is_decided_again_in_a_context_of_its_own(unlucky_first_check):
    with fresh_context(lazy=True):
        proved = entails([], ("question", conj([KNOWS, LIKES_SOMEONE])), KNOWS)
        spent = work_spent()
    assert unlucky_first_check["calls"] == 2  # the shared context's try, then the fresh one's
    assert proved.proved and proved.core == ("question",)
    assert spent >= 2 * CALL_UNITS  # both tries count in the check's work


def test_a_retry_refutes_with_a_countermodel_as_a_first_try_does(unlucky_first_check):
    with fresh_context(lazy=True):
        got = entails([], ("question", KNOWS), LIKES_SOMEONE)
    assert got.disproved and "ex:knows(ex:bob, ex:alice)" in got.countermodel.facts


def test_without_the_retry_the_unknown_stands(unlucky_first_check, monkeypatch):
    monkeypatch.setattr(entail, "RETRY_FRESH", False)
    with fresh_context(lazy=True):
        got = entails([], ("question", conj([KNOWS, LIKES_SOMEONE])), KNOWS)
    assert got.status == "unknown" and unlucky_first_check["calls"] == 1


def test_no_retry_where_the_stage_has_not_a_whole_budget_left(unlucky_first_check):
    # (a bound the first try of 2M units fits in, and then 100k units less than a second whole try)
    with fresh_context(lazy=True), work_limit("solver", 2_100_000):
        got = entails([], ("question", conj([KNOWS, LIKES_SOMEONE])), KNOWS, timeout_ms=1000)
    assert got.status == "unknown" and unlucky_first_check["calls"] == 1
