"""A check's hypotheses are encoded once: the bridging axioms and the question, asked under many goals in one
check, keep their Z3 terms in the check's context (``Encoder.hypothesis``), and each entailment still reads
its countermodel over the names of its own problem."""

import z3

from verifier.logic import Atom, Const, Count, Forall, Iff, Num, Var, conj, exists
from verifier.prover.encode import Encoder, fresh_context
from verifier.prover.entail import entails

x, y = Var("x"), Var("y")
ALICE, BOB, CAROL = Const("ex:alice"), Const("ex:bob"), Const("ex:carol")
# a bridging axiom of the usual shape: a word's predicate is a KG property
AXIOM = Forall((x, y), Iff(Atom("_know_v_1", (x, y)), Atom("ex:knows", (x, y))))


def test_a_hypothesis_encoded_twice_in_a_check_is_the_same_term_with_the_same_names():
    with fresh_context():
        first = Encoder()
        term = first.hypothesis(Atom("ex:knows", (BOB, ALICE)))
        second = Encoder()
        assert second.consts == {}
        again = second.hypothesis(Atom("ex:knows", (BOB, ALICE)))
        assert again.eq(term)
        # the names the walk would have met, in its order, join the second encoder's names
        assert list(second.consts) == [BOB, ALICE] == list(first.consts)
        assert second.Ind.eq(first.Ind)
    with fresh_context():
        # the next check walks it again, in its own context
        assert Encoder().hypothesis(Atom("ex:knows", (BOB, ALICE))).ctx is not term.ctx


def test_without_a_check_block_nothing_is_kept():
    f = Atom("ex:knows", (BOB, ALICE))
    enc = Encoder(z3.Context())  # a context of its own (a fresh retry's): no cache
    assert enc._terms is None
    assert enc.hypothesis(f).eq(enc.formula(f))


def test_a_formula_with_a_count_is_walked_every_time():
    # (its predicate is numbered per encoder: a kept term could name another encoder's count)
    counted = Count((y,), Atom("ex:knows", (BOB, y)), ">=", Num(2))
    plain = Atom("ex:knows", (BOB, ALICE))
    with fresh_context():
        enc = Encoder()
        enc.hypothesis(counted)
        enc.hypothesis(plain)
        assert counted not in enc._terms and plain in enc._terms


def test_entailments_under_one_axiom_set_decide_as_with_every_term_made_anew(monkeypatch):
    """Proof, core, countermodel and its identities are the same whether the axioms' terms are reused."""
    question = Atom("_know_v_1", (BOB, ALICE))
    goals = [Atom("ex:knows", (BOB, ALICE)), Atom("ex:knows", (BOB, CAROL)),
             conj([Atom("ex:knows", (BOB, ALICE)), exists([y], Atom("ex:likes", (BOB, y)))])]

    def run():
        with fresh_context():
            return [entails([("lexicon:know", AXIOM)], ("question", question), g) for g in goals]

    import verifier.prover.encode as encode
    cached = run()
    monkeypatch.setattr(encode, "TERM_CACHE", False)
    fresh = run()
    assert [e.status for e in cached] == ["proved", "disproved", "disproved"]
    for a, b in zip(cached, fresh):
        assert (a.status, a.core, a.countermodel) == (b.status, b.core, b.countermodel)


def test_a_formula_that_cannot_be_hashed_is_walked_and_decided():
    # (a list where a tuple belongs, past the constructor: such a formula cannot key a cache, and is
    # decided as before)
    odd = Atom("ex:knows", (BOB, ALICE))
    object.__setattr__(odd, "args", [BOB, ALICE])
    with fresh_context():
        enc = Encoder()
        assert enc.hypothesis(odd).eq(enc.formula(Atom("ex:knows", (BOB, ALICE))))
        assert entails([], ("question", odd), Atom("ex:knows", (BOB, ALICE))).proved
