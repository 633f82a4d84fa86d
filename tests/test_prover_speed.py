"""What the prover leaves undone until it is needed: the backward direction of a comparison whose forward
direction is disproved (the comparison is ``different`` whatever it says), decided on first read, in the
check's own Z3 context, with the answer an immediate check gives."""

from verifier.logic import Atom, Const, Eq, Var, conj, exists
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


# ------------------------------------------------------------------ stage bounds, through the verifier
import pytest  # noqa: E402

from conftest import CHEMISTRY  # noqa: E402
from verifier.prover.encode import CALL_UNITS, WorkBudgetExceeded, work_limit, work_spent  # noqa: E402

P = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
MASS = "What is the mass of benzene?"
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
WRONG_RELATION = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2054 ?v }"


@pytest.fixture(scope="module")
def verifiers():
    from verifier import Verifier

    def make(max_work):
        return Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl", max_work=max_work)
    return make


def _said(v):
    d = v.to_dict()
    d.pop("timings_ms", None)
    return d


def test_work_is_counted_per_check_and_a_stage_bound_stops_the_next_entailment():
    fact = Atom("ex:knows", (Const("ex:bob"), ALICE))
    with fresh_context(lazy=True):
        assert work_spent() == 0
        entails([], ("hyp", fact), fact)
        spent = work_spent()
        assert spent > 0
        with work_limit("solver", CALL_UNITS + CALL_UNITS // 2):
            assert entails([], ("hyp", fact), fact).proved  # the first two calls may start
            assert entails([], ("hyp", fact), fact).proved
            with pytest.raises(WorkBudgetExceeded) as exc:  # the third finds the stage's work spent
                entails([], ("hyp", fact), fact)
        assert exc.value.stage == "solver" and exc.value.code == "budget_exceeded"
        entails([], ("hyp", fact), fact)  # outside the block: no bound
    with fresh_context(lazy=True):
        assert work_spent() == 0  # a new check starts from nothing


def test_a_check_past_the_solver_bound_is_unknown_and_names_the_stage(verifiers):
    v = verifiers((1, None))
    got = v.check(MASS, RIGHT)
    assert got.status == "unknown" and got.reasons == ("budget_exceeded",)
    assert "solver" in got.explanation
    assert verifiers((None, None)).check(MASS, RIGHT).status == "accept"


def test_a_diagnosis_past_its_bound_keeps_the_rejection_and_says_it_stopped(verifiers):
    full = verifiers((None, None)).check(MASS, WRONG_RELATION)
    assert full.status == "reject" and full.reasons[0] == "wrong_relation"
    cut = verifiers((None, 1)).check(MASS, WRONG_RELATION)
    assert cut.status == "reject"  # the comparison disproved it; only naming the edit was cut short
    assert set(cut.reasons) <= {"missing_constraint", "extra_constraint"}
    assert any("diagnosis stopped at its bound" in n for n in cut.notes)


def test_the_default_bounds_change_no_verdict_of_a_short_question(verifiers):
    from verifier.prover.entail import CHECK_WORK, DIAGNOSIS_WORK

    bounded, free = verifiers((CHECK_WORK, DIAGNOSIS_WORK)), verifiers((None, None))
    for sparql in (RIGHT, WRONG_RELATION):
        assert _said(bounded.check(MASS, sparql)) == _said(free.check(MASS, sparql))


def test_a_verdict_does_not_depend_on_what_the_verifier_checked_before(verifiers):
    v = verifiers((10**9, 10**9))
    first = _said(v.check(MASS, WRONG_RELATION))
    for q, s in [("What is the density of ethanol?", P + "SELECT ?d WHERE { wd:Q153 wdt:P2054 ?d }"),
                 (MASS, RIGHT), (MASS, P + "SELECT ?v WHERE { ?v wdt:P2067 wd:Q2270 }")]:
        v.check(q, s)
    assert _said(v.check(MASS, WRONG_RELATION)) == first


def test_a_parse_that_reaches_its_chart_bound_is_unknown_and_names_the_stage():
    import copy

    from verifier import Verifier
    from verifier.question.errors import QuestionError
    from verifier.question.grammar import default_grammar
    from verifier.question.parsers import GrammarParser

    small = copy.copy(default_grammar())
    small.max_edges = 10
    with pytest.raises(QuestionError) as exc:
        small.analyses(MASS)
    assert exc.value.code == "budget_exceeded" and "parse" in str(exc.value)
    assert default_grammar().analyses(MASS)  # the default bound leaves room for a short question
    parser = GrammarParser()
    parser._grammar = small
    got = Verifier(lexicon=CHEMISTRY / "lexicon.ttl", parser=parser).check(MASS, RIGHT)
    assert got.status == "unknown" and got.reasons == ("budget_exceeded",)
    assert "parse" in got.explanation


# ------------------------------------------------------------------ the encoder's direct C calls
def _reference(enc, f, env=None):
    """The encoding through z3's own Python layer, as the encoder made it before it called the C API."""
    import z3

    from verifier.logic import And, Eq, Exists, Forall, Implies, Not, Or

    env = env or {}
    term = (lambda t: env[t] if isinstance(t, Var) else enc.const(t))
    if isinstance(f, Atom):
        return enc.pred(f.pred, len(f.args))(*[term(a) for a in f.args])
    if isinstance(f, Eq):
        return term(f.left) == term(f.right)
    if isinstance(f, Not):
        return z3.Not(_reference(enc, f.body, env))
    if isinstance(f, (And, Or)):
        return (z3.And if isinstance(f, And) else z3.Or)([_reference(enc, p, env) for p in f.parts])
    if isinstance(f, Implies):
        return z3.Implies(_reference(enc, f.left, env), _reference(enc, f.right, env))
    inner = dict(env)
    for v in f.vars:
        inner[v] = z3.Const(f"v:{v.name}", enc.Ind)
    body = _reference(enc, f.body, inner)
    return (z3.ForAll if isinstance(f, Forall) else z3.Exists)([inner[v] for v in f.vars], body)


def test_the_encoder_makes_the_very_terms_z3s_python_layer_makes():
    from verifier.logic import And, Eq, Forall, Implies, Not, Or
    from verifier.prover.encode import Encoder

    z = Var("z")
    bob = Const("ex:bob")
    axiom = Forall((x, y), Implies(And((Atom("ex:knows", (x, y)), Not(Eq(x, bob)))),
                                   Or((Atom("ex:likes", (y, x)), exists([z], And((Atom("ex:knows", (z, x)),
                                                                                  Eq(z, y))))))))
    with fresh_context():
        enc = Encoder()
        fast, ref = enc.formula(axiom), _reference(enc, axiom)
        # hash-consing: one context gives structurally equal terms one node, so eq() is identity
        assert fast.eq(ref) and fast.get_id() == ref.get_id()
        assert str(fast) == str(ref)


def test_a_verifier_check_lets_go_of_its_z3_context_when_it_ends():
    import weakref

    from verifier.prover.encode import shared_context

    with fresh_context(lazy=True, release=True):
        c = compare(QUESTION, (x,), QUERY_MORE, (x,), [])
        ctx = weakref.ref(shared_context())
        assert isinstance(c.backward, DeferredEntailment) and not c.backward.decided
    # nothing the check made holds its context now (the comparison lives on here, as a cycle can keep it)
    assert ctx() is None
    assert c.backward.status == "unknown" and "ended" in c.backward.reason_unknown


# -- countermodels reused within a diagnosis (encode.reuse_countermodels)
BOB, CAROL = Const("ex:bob"), Const("ex:carol")


def _question_about_bob():
    """Bob knows Alice and likes somebody: a hypothesis for several goals, as a diagnosis asks."""
    return ("question", conj([Atom("ex:knows", (BOB, ALICE)), exists([y], Atom("ex:likes", (BOB, y)))]))


def test_a_kept_countermodel_disproves_a_later_goal_it_falsifies_without_the_solver():
    from verifier.prover.encode import REUSE_UNITS, reuse_countermodels

    hyp = _question_about_bob()
    with fresh_context(lazy=True), reuse_countermodels():
        first = entails([], hyp, Atom("ex:admires", (BOB, ALICE)))
        assert first.disproved  # Z3's model: Bob knows Alice, likes someone, admires nobody
        before = work_spent()
        later = entails([], hyp, exists([y], Atom("ex:admires", (y, ALICE))))
        assert later.disproved and work_spent() - before == REUSE_UNITS  # decided in that model
        # read as Z3's own model is read: the hypothesis' facts and the goal that fails
        assert later.countermodel.facts == ("ex:knows(ex:bob, ex:alice)", "ex:likes(ex:bob, y)",
                                            "not: ∃y. ex:admires(y, ex:alice)")
        before = work_spent()
        assert entails([], hyp, Atom("ex:knows", (BOB, ALICE))).proved  # the model satisfies it: Z3 decides
        assert work_spent() - before >= CALL_UNITS
    # the same goal decided by Z3 alone says the same
    with fresh_context(lazy=True):
        assert entails([], hyp, exists([y], Atom("ex:admires", (y, ALICE)))).disproved


def test_a_goal_naming_an_individual_the_model_never_named_goes_to_the_solver():
    from verifier.prover.encode import reuse_countermodels

    hyp = _question_about_bob()
    with fresh_context(lazy=True), reuse_countermodels():
        assert entails([], hyp, Atom("ex:admires", (BOB, ALICE))).disproved
        before = work_spent()
        # Carol must be another individual than Bob and Alice (unique names): the old model says
        # nothing of that, so it does not decide this goal
        assert entails([], hyp, Atom("ex:knows", (CAROL, ALICE))).disproved
        assert work_spent() - before >= CALL_UNITS


def test_without_a_reuse_block_every_entailment_goes_to_the_solver():
    hyp = _question_about_bob()
    with fresh_context(lazy=True):
        entails([], hyp, Atom("ex:admires", (BOB, ALICE)))
        before = work_spent()
        assert entails([], hyp, exists([y], Atom("ex:admires", (y, ALICE)))).disproved
        assert work_spent() - before >= CALL_UNITS


def test_a_countermodel_names_each_individual_once_and_its_other_names_as_identities():
    answer = Const("answer", "answer")
    with fresh_context(lazy=True):
        # the answer is Bob: one individual under two names
        got = entails([], ("question", conj([Eq(answer, BOB), Atom("ex:knows", (answer, ALICE))])),
                      Atom("ex:likes", (answer, ALICE)))
    assert got.disproved
    assert got.countermodel.facts == ("ex:knows(answer, ex:alice)", "not: ex:likes(answer, ex:alice)")
    assert got.countermodel.same == ("answer = ex:bob",)  # Alice, another IRI, is never Bob (unique names)


def test_a_direction_the_work_bound_stops_counts_as_not_proved_when_choosing_an_explanation():
    from verifier.prover.diagnose import proved_one_way

    with fresh_context(lazy=True):
        c = compare(QUESTION, (x,), QUERY_MORE, (x,), [])  # forward disproved, backward left undecided
        with work_limit("solver", 0):
            assert not proved_one_way(c)  # (deciding it now would pass the bound: not a budget_exceeded)
        assert not c.backward.decided
        assert proved_one_way(c)  # without the bound it is decided, and proved
