"""A bridging axiom ``∀x̄. L ↔ R`` is given to Z3 as its two implications (``entail.one_way_each``): the same
axiom, so the same proofs, cores and refutations, with less work for quantifier instantiation."""

import pytest

from verifier.logic import And, Atom, Const, Eq, Exists, Forall, Iff, Implies, Var, conj
from verifier.prover import entail
from verifier.prover.encode import fresh_context, work_spent
from verifier.prover.entail import QUESTION, entails, one_way_each

x, y, e = Var("x"), Var("y"), Var("e")
ANSWER = Const("answer", "answer")
PARIS, ROME = Const("ex:Paris"), Const("ex:Rome")
# "die in": an event of dying whose place is y, read as the KG's death place
DIE_IN = Forall((x, y), Iff(Exists((e,), conj([Atom("_die_v", (e, x)), Atom("_in_p", (e, y))])),
                            Atom("ex:deathPlace", (x, y))))


def test_an_existential_premise_becomes_a_universal_of_its_own_implication():
    split = one_way_each(DIE_IN)
    assert split == And((
        Forall((x, y, e), Implies(conj([Atom("_die_v", (e, x)), Atom("_in_p", (e, y))]),
                                  Atom("ex:deathPlace", (x, y)))),
        Forall((x, y), Implies(Atom("ex:deathPlace", (x, y)), DIE_IN.body.left))))


def test_the_mirror_image_is_split_too():
    mirrored = Forall((x, y), Iff(Atom("ex:deathPlace", (x, y)), DIE_IN.body.left))
    assert one_way_each(mirrored).parts[1] == Forall((x, y, e), Implies(DIE_IN.body.left.body,
                                                                         Atom("ex:deathPlace", (x, y))))


def test_a_definition_without_an_existential_side_is_given_as_it_is():
    # split, "named(x, Peru) ↔ x = Peru" beside a containment axiom took one check past its 40M-unit bound
    named = Forall((x,), Iff(Atom("named_paris", (x,)), Eq(x, PARIS)))
    assert one_way_each(named) is named


def test_an_existential_variable_the_other_side_uses_leaves_the_biconditional_as_it_is():
    # (∃y. p(x, y)) ↔ q(x, y) with y also universal: pulling ∃y out would merge the two y's
    shadow = Forall((x, y), Iff(Exists((y,), Atom("p", (x, y))), Atom("q", (x, y))))
    assert one_way_each(shadow) is shadow


@pytest.mark.parametrize("ax", [Atom("p", (PARIS,)), Forall((x,), Implies(Atom("p", (x,)), Atom("q", (x,))))])
def test_other_axioms_are_given_as_they_are(ax):
    assert one_way_each(ax) is ax


@pytest.mark.parametrize("goal, status", [
    (Atom("ex:deathPlace", (ANSWER, PARIS)), "proved"),   # the question's event gives the KG fact
    (Atom("ex:deathPlace", (ANSWER, ROME)), "disproved"),  # and not another one
])
def test_split_and_biconditional_decide_alike_with_the_same_core(monkeypatch, goal, status):
    question = Exists((e,), conj([Atom("_die_v", (e, ANSWER)), Atom("_in_p", (e, PARIS))]))
    out = {}
    for split in (True, False):
        monkeypatch.setattr(entail, "SPLIT_IFF", split)
        with fresh_context():
            out[split] = entails([("die_in", DIE_IN)], (QUESTION, question), goal)
    assert out[True].status == out[False].status == status
    assert out[True].core == out[False].core
    if status == "proved":
        assert out[True].core == ("die_in", "question")


def test_the_backward_direction_of_a_definition_still_proves():
    # the KG fact gives an event of dying there: the definition's other direction is kept
    goal = Exists((e,), conj([Atom("_die_v", (e, ANSWER)), Atom("_in_p", (e, PARIS))]))
    with fresh_context():
        got = entails([("die_in", DIE_IN)], ("query", Atom("ex:deathPlace", (ANSWER, PARIS))), goal)
        assert work_spent() > 0
    assert got.proved and got.core == ("die_in", "query")
