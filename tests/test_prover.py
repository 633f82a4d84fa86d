"""The Z3 prover: encoding, both entailment directions, cores, countermodels, and repair diagnosis.

The bridging axioms here are written by hand, so these tests depend on nothing but the prover.
"""

import pytest

from verifier.logic import (And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall, Iff, Num, Var, atoms, conj,
                            exists)
from verifier.prover.compare import compare
from verifier.prover.diagnose import diagnose
from verifier.prover.encode import Encoder
from verifier.prover.entail import entails
from verifier.query import query_logic

x, y, x3, x13 = Var("x"), Var("y"), Var("x3"), Var("x13")
Q2270, Q15779 = Const("wd:Q2270"), Const("wd:Q15779")
AXIOMS = [
    ("entity:_benzene_n_1=wd:Q2270", Forall((x,), Iff(Atom("_benzene_n_1", (x,)), Eq(x, Q2270)))),
    ("relational_noun:_mass_n_of=wdt:P2067", Forall((x, y), Iff(Atom("_mass_n_of", (x, y)), Atom("wdt:P2067", (y, x))))),
    ("relational_noun:_density_n_of=wdt:P2054", Forall((x, y), Iff(Atom("_density_n_of", (x, y)), Atom("wdt:P2054", (y, x))))),
    ("core:thing", Forall((x,), Atom("thing", (x,)))),
]
# "What is the mass of benzene?" after copula resolution
QUESTION = conj([Atom("thing", (x3,)), exists([x13], conj([Atom("_mass_n_of", (x3, x13)), Atom("_benzene_n_1", (x13,))]))])
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def check(sparql):
    q = query_logic(WD + sparql)
    return q, compare(QUESTION, (x3,), q.formula, q.answer_vars, AXIOMS)


def test_right_query_is_equivalent_and_the_cores_name_the_axioms():
    _, c = check("SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
    assert c.status == "equivalent"
    assert {"entity:_benzene_n_1=wd:Q2270", "relational_noun:_mass_n_of=wdt:P2067", "question"} <= set(c.forward.core)
    assert "core:thing" in c.backward.core and "query" in c.backward.core
    # an axiom that plays no part is not in the proof
    assert not any("density" in name for name in c.forward.core + c.backward.core)


@pytest.mark.parametrize("sparql,reason", [
    ("SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }", "deviating_entity"),
    ("SELECT ?v WHERE { wd:Q2270 wdt:P2054 ?v }", "wrong_relation"),
    ("SELECT ?v WHERE { ?v wdt:P2067 wd:Q2270 }", "wrong_direction"),
    ("SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v . ?v wdt:P31 wd:Q5 }", "extra_constraint"),
    ("SELECT ?x WHERE { ?x wdt:P2067 ?v }", "wrong_answer_variable"),
])
def test_wrong_queries_are_disproved_and_diagnosed(sparql, reason):
    q, c = check(sparql)
    assert c.status == "different"
    d = diagnose(QUESTION, (x3,), q.formula, q.answer_vars, AXIOMS, c)
    assert d.reasons[0] == reason


def test_dropping_the_entity_is_a_missing_constraint():
    q, c = check("SELECT ?v WHERE { ?c wdt:P2067 ?v }")
    assert c.forward.proved and c.backward.disproved  # keeps every answer, adds others
    d = diagnose(QUESTION, (x3,), q.formula, q.answer_vars, AXIOMS, c)
    assert d.reasons == ("missing_constraint",)


def test_countermodel_shows_the_hypothesis_and_the_failing_goal():
    _, c = check("SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }")
    facts = c.forward.countermodel.facts
    assert "_benzene_n_1(x13)" in facts and any(f.startswith("not: wdt:P2067(wd:Q15779") for f in facts)


def test_unique_names_block_identifying_two_entities():
    # without distinctness, wd:Q2270 = wd:Q15779 would make the wrong-entity query "provable"
    ax = [("fact", Atom("wdt:P2067", (Q2270, Const("78.1", "literal", "xsd:decimal"))))]
    r = entails(ax, ("hyp", Atom("p", ())), Atom("wdt:P2067", (Q15779, Const("78.1", "literal", "xsd:decimal"))))
    assert r.disproved


def test_numeric_literals_take_part_in_comparisons():
    lit = Const("78.11", "literal", "xsd:decimal")
    hyp = Atom("wdt:P2067", (Q2270, lit))
    goal = Exists((y,), Atom("wdt:P2067", (Q2270, y)) & Cmp(">", y, Num(50)))
    assert entails([], ("hyp", hyp), goal).proved
    goal2 = Exists((y,), Atom("wdt:P2067", (Q2270, y)) & Cmp("<", y, Num(50)))
    assert entails([], ("hyp", hyp), goal2).disproved


def test_undecided_is_never_reported_as_disproved():
    # a goal Z3 cannot settle in 1 ms is "unknown", not "disproved"
    big = conj([Atom(f"p{i}", (Var(f"v{i}"), Var(f"v{i + 1}"))) for i in range(30)])
    ax = [(f"ax{i}", Forall((x, y), Iff(Atom(f"p{i}", (x, y)), Atom(f"q{i}", (y, x))))) for i in range(30)]
    r = entails(ax, ("hyp", exists([Var(f"v{i}") for i in range(31)], big)),
                exists([Var(f"v{i}") for i in range(31)], conj([Atom(f"q{i}", (Var(f"v{i + 1}"), Var(f"v{i}"))) for i in range(30)])),
                timeout_ms=1)
    assert r.status in ("proved", "unknown")


def test_answer_variables_are_aligned_across_permutations():
    q = query_logic(WD + "SELECT ?m ?c WHERE { ?c wdt:P2067 ?m }")
    question = Atom("_mass_n_of", (x, y))
    c = compare(question, (y, x), q.formula, q.answer_vars, AXIOMS[1:2])
    assert c.status == "equivalent" and set(c.alignment) == {("y", "c"), ("x", "m")}


def test_superlatives_compare_bodies_direction_and_rank():
    body = Exists((y,), Atom("_mass_n_of", (y, x)))
    question = Extremum(x, Atom("_mass_n_of", (y, x)), y, "max")
    ok = query_logic(WD + "SELECT ?c WHERE { ?c wdt:P2067 ?m } ORDER BY DESC(?m) LIMIT 1")
    assert compare(question, (x,), ok.formula, ok.answer_vars, AXIOMS[1:2]).status == "equivalent"
    wrong = query_logic(WD + "SELECT ?c WHERE { ?c wdt:P2067 ?m } ORDER BY ?m LIMIT 1")
    c = compare(question, (x,), wrong.formula, wrong.answer_vars, AXIOMS[1:2])
    assert c.status == "mismatch" and c.mismatch == "wrong_aggregate"


def test_count_abstraction_matches_equal_counts_only():
    enc = Encoder()
    a = Count((x,), Atom("p", (x, y)), ">", Num(2))
    b = Count((x,), Atom("p", (x, y)), ">", Num(3))
    env = {y: enc.var(y)}
    assert enc.formula(a, env).eq(enc.formula(a, env))
    assert not enc.formula(a, env).eq(enc.formula(b, env))


def test_literals_without_datatype_sort_beside_typed_ones():
    # a plain literal (datatype None) next to a typed one once crashed the unique-names ordering
    hyp = Atom("p", (Const("1978", "literal", "xsd:gYear"), Const("Pakistan", "literal")))
    goal = Atom("p", (Const("1978", "literal", "xsd:gYear"), Const("Pakistan", "literal")))
    assert entails([], ("hyp", hyp), goal).proved


def test_the_budget_is_counted_in_solver_resources_so_verdicts_do_not_depend_on_load():
    # 1 ms of budget is a fixed number of Z3 resource units: the same problem runs out of it on every
    # run, whatever else the machine is doing, and says so as "unknown", never as "disproved"
    big = conj([Atom(f"p{i}", (Var(f"v{i}"), Var(f"v{i + 1}"))) for i in range(30)])
    ax = [(f"ax{i}", Forall((x, y), Iff(Atom(f"p{i}", (x, y)), Atom(f"q{i}", (y, x))))) for i in range(30)]
    goal = exists([Var(f"v{i}") for i in range(31)],
                  conj([Atom(f"q{i}", (Var(f"v{i + 1}"), Var(f"v{i}"))) for i in range(30)]))
    runs = [entails(ax, ("hyp", exists([Var(f"v{i}") for i in range(31)], big)), goal, timeout_ms=1)
            for _ in range(3)]
    assert [r.status for r in runs] == ["unknown"] * 3
    assert all("cancel" in r.reason_unknown for r in runs)
    # with an ordinary budget the same entailment is proved
    assert entails(ax, ("hyp", exists([Var(f"v{i}") for i in range(31)], big)), goal).proved


def test_a_question_that_contradicts_its_axioms_proves_nothing():
    # benzene bridged to two different items: unique names make "the mass of benzene" impossible, and an
    # impossible question would "entail" any query, the wrong one included
    clash = AXIOMS + [("entity:_benzene_n_1=wd:Q15779",
                       Forall((x,), Iff(Atom("_benzene_n_1", (x,)), Eq(x, Q15779))))]
    for sparql in ("SELECT ?m WHERE { wd:Q2270 wdt:P2067 ?m }", "SELECT ?m WHERE { wd:Q15779 wdt:P2054 ?m }"):
        q = query_logic(WD + sparql)
        c = compare(QUESTION, (x3,), q.formula, q.answer_vars, clash)
        assert c.status == "mismatch" and c.mismatch == "inconsistent_bridge"
        assert "entity:_benzene_n_1=wd:Q15779" in c.detail and "entity:_benzene_n_1=wd:Q2270" in c.detail
    # the same check leaves a satisfiable question's proof alone
    assert check("SELECT ?m WHERE { wd:Q2270 wdt:P2067 ?m }")[1].status == "equivalent"


def test_a_variable_of_one_branch_of_a_union_is_no_other_answer_variable():
    # the second branch admits the mass of anything typed at all; ?c is bound in that branch only, so
    # the query cannot have meant it as its answer (the first branch would leave it unbound)
    q, c = check("SELECT ?v WHERE { { wd:Q2270 wdt:P2067 ?v } UNION { ?c wdt:P2067 ?v . ?c wdt:P31 ?k } }")
    assert c.status == "different" and c.forward.proved
    d = diagnose(QUESTION, (x3,), q.formula, q.answer_vars, AXIOMS, c)
    assert d.reasons == ("missing_constraint",), d


def test_each_check_gets_a_fresh_solver_context_so_no_check_sees_an_earlier_ones_terms():
    # a verdict must be a function of its record: terms left in a reused context by earlier checks
    # change Z3's search, so Verifier.check and equivalence run inside a context of their own
    from verifier.prover.encode import fresh_context, shared_context
    outer = shared_context()
    with fresh_context() as ctx:
        assert shared_context() is ctx and ctx is not outer
        assert Encoder().ctx is ctx
        with fresh_context() as inner:
            assert shared_context() is inner and inner is not ctx
        assert shared_context() is ctx
        # an entailment made inside the block is decided in that context
        p = Atom("ex:p", (Const("ex:a"),))
        assert entails([], ("hyp", p), p).proved
    assert shared_context() is outer


def test_a_count_under_the_answers_own_existentials_is_split_from_them():
    # "the Ruritanian town with the most parks": the grammar puts the count inside the name's ∃ and
    # the answer's own words inside the count
    from verifier.logic import Extremum
    from verifier.logic import free_vars
    from verifier.prover.compare import _count_split
    t, y, p, n = Var("x3"), Var("x7"), Var("x9"), Var("n9")
    named = Atom("named", (y, Const("Ruritania", kind="literal")))

    def ranking(*counted):
        count = Count((p,), And((Atom("_park_n_1", (p,)), Atom("_town_n_1", (t,)), *counted,
                                 Atom("_with_p", (t, p)))), "=", n)
        return Extremum(t, Exists((y,), And((named, count))), n, "max")

    rest, count = _count_split(ranking(Atom("compound", (t, y))))
    assert free_vars(count) == {t, n} and {a.pred for a in atoms(count.body)} == {"_park_n_1", "_with_p"}
    assert isinstance(rest, Exists) and rest.vars == (y,)
    assert {a.pred for a in atoms(rest)} == {"named", "_town_n_1", "compound"}
    # a count that says something of the bound name and of the counted thing together is not split
    assert _count_split(ranking(Atom("_in_p_loc", (p, y)))) is None


def test_a_column_shown_beside_each_answer_does_not_change_the_answers():
    # "What is the mass of benzene?" answered with the compound beside its mass: the compound's column is
    # fixed by the question's own entity, so the masses returned are exactly the question's
    q, c = check("SELECT ?c ?v WHERE { ?c wdt:P2067 ?v . FILTER(?c = wd:Q2270) }")
    assert q.answer_vars == (Var("c"), Var("v"))
    assert c.status == "equivalent" and "also returns ?c" in c.detail
    assert c.alignment == (("x3", "v"),)


def test_an_extra_column_that_restricts_the_answers_is_still_a_difference():
    # the density column keeps only compounds with a recorded density: a constraint the question lacks
    q, c = check("SELECT ?v ?d WHERE { wd:Q2270 wdt:P2067 ?v . wd:Q2270 wdt:P2054 ?d }")
    assert c.status != "equivalent"
