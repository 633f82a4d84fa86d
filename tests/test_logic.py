"""The formula language: construction, printing, JSON round trips, and pure operations."""

import pytest

from verifier.logic import (FALSE, TRUE, And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall, Iff,
                            Implies, Not, Num, Or, Var, codec, conj, constants, disj, exists, free_vars, nnf,
                            predicates, strip_exists, substitute)

x, y, z = Var("x"), Var("y"), Var("z")
benzene = Const("wd:Q2270")


def test_entity_axiom_prints_like_the_paper():
    f = Forall((x,), Iff(Atom("_benzene_n_1", (x,)), Eq(x, benzene)))
    assert str(f) == "∀x. _benzene_n_1(x) ↔ x = wd:Q2270"


def test_printing_uses_parentheses_only_where_needed():
    f = And((Or((Atom("p", (x,)), Atom("q", (x,)))), Not(Atom("r", (x,)))))
    assert str(f) == "(p(x) ∨ q(x)) ∧ ¬r(x)"
    assert str(Not(Eq(x, y))) == "x ≠ y"
    assert str(Cmp("<=", x, Num(0.07))) == "x ≤ 0.07"
    assert str(Implies(Atom("p", (x,)), Exists((y,), Atom("q", (x, y))))) == "p(x) → (∃y. q(x, y))"


def test_literals_print_with_datatype_or_language():
    assert str(Const("12.5", "literal", "xsd:decimal")) == '"12.5"^^xsd:decimal'
    assert str(Const("benzene", "literal", lang="en")) == '"benzene"@en'


@pytest.mark.parametrize("f", [
    TRUE, FALSE,
    Forall((x,), Iff(Atom("_benzene_n_1", (x,)), Eq(x, benzene))),
    Exists((x, y), And((Atom("p", (x, y)), Cmp(">", y, Num(3))))),
    Implies(Atom("p", (Const("a", "literal", "xsd:string", None),)), Or((Not(Atom("q", ())), TRUE))),
    Count((x,), Atom("p", (x, y)), ">", Num(2)),
    Extremum(x, Exists((z,), Atom("h", (x, y))), y, "max", 2),
    Atom("named", (x, Const("Berlin", "literal", lang="en"))),
])
def test_json_round_trip(f):
    assert codec.loads(codec.dumps(f)) == f


def test_formulas_are_values():
    a = Atom("p", [x, y])  # a list becomes a tuple: formulas stay hashable
    assert a == Atom("p", (x, y)) and hash(a) == hash(Atom("p", (x, y)))
    with pytest.raises(Exception):
        a.pred = "q"  # frozen


def test_variables_and_constants_never_collide():
    assert Var("c") != Const("c")
    assert free_vars(Atom("p", (Var("c"), Const("c")))) == {Var("c")}


def test_free_vars_respect_binders():
    f = And((Atom("p", (x, y)), Exists((y,), Atom("q", (y, z)))))
    assert free_vars(f) == {x, y, z}
    assert free_vars(Count((x,), Atom("p", (x, y)), ">", Num(1))) == {y}
    assert free_vars(Extremum(x, Atom("h", (x, y)), y, "max")) == set()


def test_substitution_does_not_enter_binders():
    f = And((Atom("p", (x,)), Exists((x,), Atom("q", (x,)))))
    g = substitute(f, {x: benzene})
    assert g == And((Atom("p", (benzene,)), Exists((x,), Atom("q", (x,)))))


def test_conj_and_disj_flatten_and_fold():
    p, q = Atom("p", ()), Atom("q", ())
    assert conj([p, TRUE, conj([q, p])]) == And((p, q))
    assert conj([p, FALSE]) == FALSE
    assert conj([]) == TRUE
    assert disj([p, FALSE]) == p
    assert disj([p, TRUE]) == TRUE


def test_exists_keeps_only_used_variables_and_merges():
    f = exists([x, y], exists([z], Atom("p", (x, z))))
    assert f == Exists((x, z), Atom("p", (x, z)))
    assert exists([y], Atom("p", (x,))) == Atom("p", (x,))


def test_nnf_pushes_negation_to_atoms():
    f = Not(Forall((x,), Implies(Atom("p", (x,)), Atom("q", (x,)))))
    assert nnf(f) == Exists((x,), And((Atom("p", (x,)), Not(Atom("q", (x,))))))


def test_strip_exists_through_conjunction():
    f = And((Exists((x,), Atom("p", (x,))), Exists((y,), Atom("q", (y,)))))
    vs, matrix = strip_exists(f)
    assert vs == (x, y) and matrix == And((Atom("p", (x,)), Atom("q", (y,))))


def test_constants_and_predicates():
    f = Forall((x,), Iff(Atom("_mass_n_of", (x, y)), Atom("wdt:P2067", (y, x))))
    assert predicates(f) == {("_mass_n_of", 2), ("wdt:P2067", 2)}
    assert constants(Eq(x, benzene)) == {benzene}


def test_unknown_sort_and_operator_are_refused():
    with pytest.raises(ValueError):
        Var("x", "weird")
    with pytest.raises(ValueError):
        Cmp("<>", x, y)


def test_map_children_rewrites_one_level_and_keeps_binders():
    from verifier.logic import map_children
    x, y = Var("x"), Var("y")
    p, q = Atom("p", (x,)), Atom("q", (x, y))
    swap = {p: q, q: p}
    f = Exists((x,), And((p, Not(q))))
    # only the immediate subformula is handed to fn: the ∃ keeps its variables, the body is fn's
    assert map_children(f, lambda g: TRUE) == Exists((x,), TRUE)
    assert map_children(And((p, q)), lambda g: swap.get(g, g)) == And((q, p))
    assert map_children(Iff(p, q), lambda g: swap[g]) == Iff(q, p)
    assert map_children(p, lambda g: FALSE) == p  # an atom has no children


def test_renaming_apart_keeps_what_kind_of_variable_each_is():
    # a copy of "book series" (∃i x. _series_n_of(s, i) ∧ compound(s, x) ∧ …) renamed apart keeps an unexpressed
    # argument unexpressed and an event an event: the bridge reads a variable's kind from its first letter
    from verifier.logic.ops import rename_apart

    i, x, e, s = Var("i7"), Var("x9"), Var("e2"), Var("s1")
    f = Exists((i, x, e), And((Atom("_series_n_of", (s, i)), Atom("compound", (s, x)), Atom("_go_v_1", (e, s)))))
    renamed = rename_apart(f, {"i7", "x9", "e2"})
    assert [v.name[:1] for v in renamed.vars] == ["i", "x", "e"]
    assert not {v.name for v in renamed.vars} & {"i7", "x9", "e2"}
