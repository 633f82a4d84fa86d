"""A lazy fresh Z3 context: made only when a check reaches the prover, still one per check."""

from verifier.logic import Atom, Const
from verifier.prover.encode import Encoder, fresh_context, shared_context
from verifier.prover.entail import entails


def test_a_lazy_block_makes_its_own_context_on_first_use_and_drops_it():
    outer = shared_context()
    with fresh_context(lazy=True) as none:
        assert none is None
        first = Encoder().ctx
        assert first is not outer and shared_context() is first
        p = Atom("ex:p", (Const("ex:a"),))
        assert entails([], ("hyp", p), p).proved
    assert shared_context() is outer
    with fresh_context(lazy=True):
        assert shared_context() is not first  # the next block does not reuse the last one's context
