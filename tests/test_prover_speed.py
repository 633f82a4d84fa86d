"""What the prover leaves undone until it is needed: the backward direction of a comparison whose forward
direction is disproved (the comparison is ``different`` whatever it says), decided on first read, in the
check's own Z3 context, with the answer an immediate check gives."""

from verifier.logic import Atom, Const, Var, conj, exists
from verifier.prover.compare import compare
from verifier.prover.encode import fresh_context
from verifier.prover.entail import QUERY, DeferredEntailment, entails

x, y = Var("x"), Var("y")
ALICE = Const("ex:alice")
# the question: people who know Alice; the query: people who know Alice and like someone
QUESTION = conj([Atom("ex:knows", (x, ALICE))])
QUERY_MORE = conj([Atom("ex:knows", (x, ALICE)), exists([y], Atom("ex:likes", (x, y)))])


def test_a_disproved_forward_direction_defers_the_backward_one_until_it_is_read():
    with fresh_context(lazy=True):
        c = compare(QUESTION, (x,), QUERY_MORE, (x,), [])
        assert c.status == "different" and c.forward.disproved
        assert isinstance(c.backward, DeferredEntailment) and not c.backward.decided
        assert c.ms == c.forward.ms  # an undecided direction took no time
        assert c.backward.proved  # the query's answers all answer the question: read, so decided now
        assert c.backward.decided and c.backward.core == ("query",)


def test_the_deferred_direction_says_what_an_immediate_check_says():
    answer = Const("answer", "answer")
    with fresh_context(lazy=True):
        deferred = compare(QUERY_MORE, (x,), QUESTION, (x,), [])  # now the question asks for more
        assert deferred.status == "different"
    with fresh_context(lazy=True):
        now = entails([], (QUERY, Atom("ex:knows", (answer, ALICE))),
                      conj([Atom("ex:knows", (answer, ALICE)), exists([y], Atom("ex:likes", (answer, y)))]))
    # read after its context's block ended: it is decided in the context it was made in
    assert deferred.backward.status == now.status == "disproved"


def test_a_forward_direction_not_disproved_decides_the_backward_one_at_once():
    with fresh_context(lazy=True):
        c = compare(QUERY_MORE, (x,), QUESTION, (x,), [])  # the question asks for more: forward proved
    assert c.status == "different" and c.forward.proved
    assert not isinstance(c.backward, DeferredEntailment) and c.backward.disproved
    with fresh_context(lazy=True):
        same = compare(QUESTION, (x,), QUESTION, (x,), [])
    assert same.status == "equivalent" and not isinstance(same.backward, DeferredEntailment)
