"""A large existential goal as its independent parts, each decided on its own.

"Did A, B, C, … and J compete in the cup?" reads as one existential conjunction with a name variable and
an event per team: ``∃x1 e1 … x10 e10 y. named(y, "the cup") ∧ named(x1, "A") ∧ compete(e1, x1) ∧
in(e1, y) ∧ …``. Proving that a query entails it, Z3 must find one instance of all twenty-one variables
at once, and its search grows with their number: with the teams' names defined by the axioms, seven
teams took 2.7 s, eight did not finish in 12 s (SPICE's "those national sports teams", ten of them).

A variable a name defines (an axiom ``∀x. named(x, "the cup") ↔ x = c``) is that constant: the goal is
the same with ``c`` in its place, and ``named(c, "the cup")`` stays as a conjunct the axiom makes true.
What is left falls apart into parts that share no variable; ``∃x̄ ȳ. A(x̄) ∧ B(ȳ)`` holds exactly when
``∃x̄. A(x̄)`` and ``∃ȳ. B(ȳ)`` both do, so the goal is proved when every part is, and disproved when
one part is (a countermodel of that part is one of the whole goal).
"""

from __future__ import annotations

from typing import Sequence

from ..logic import (And, Atom, Const, Eq, Exists, Forall, Formula, Iff, Var, conj, exists, free_vars, strip_exists,
                     substitute)

#: a goal is decided part by part when it has at least this many independent parts: below it, one call
#: decides it quickly (six coordinated names: 0.3 s), and its countermodel speaks of the whole goal
MIN_PARTS = 4


def _defined_names(axioms: Sequence[tuple[str, Formula]]) -> dict[Atom, Const]:
    """The name atoms (with the axiom's variable as first argument) that an axiom ``∀x. named(x, "N") ↔
    x = c`` defines, each with its constant; a name two axioms give different constants is left out.

        >>> x = Var("x")
        >>> ax = Forall((x,), Iff(Atom("named", (x, Const('"N"'))), Eq(x, Const("wd:Q1"))))
        >>> _defined_names([("entity", ax)])[Atom("named", (Const("?"), Const('"N"')))] == Const("wd:Q1")
        True
    """
    found: dict[Atom, Const] = {}
    clash: set[Atom] = set()
    for _, ax in axioms:
        if type(ax) is not Forall or len(ax.vars) != 1 or type(ax.body) is not Iff:
            continue
        x, left, right = ax.vars[0], ax.body.left, ax.body.right
        if type(left) is not Atom or len(left.args) != 2 or left.args[0] != x or type(right) is not Eq:
            continue
        c = right.right if right.left == x else right.left if right.right == x else None
        if type(c) is not Const or x in free_vars(Atom(left.pred, left.args[1:])):
            continue
        key = Atom(left.pred, (_SLOT, left.args[1]))
        if found.get(key, c) != c:
            clash.add(key)
        found[key] = c
    return {k: c for k, c in found.items() if k not in clash}


#: the first argument's place in a defined name's key
_SLOT = Const("?")


def goal_parts(axioms: Sequence[tuple[str, Formula]], goal: Formula) -> list[Formula] | None:
    """``goal`` (closed, an existential conjunction of atoms and identities) as its independent parts
    once the variables that names define are their constants; None when it has fewer than
    :data:`MIN_PARTS` (then it is decided whole).

        >>> x, y, e = Var("x"), Var("y"), Var("e")
        >>> ax = Forall((y,), Iff(Atom("named", (y, Const('"C"'))), Eq(y, Const("ex:c"))))
        >>> g = Exists((x, y, e), And((Atom("named", (y, Const('"C"'))), Atom("p", (e, x)), Atom("in", (e, y)))))
        >>> goal_parts([("a", ax)], g) is None
        True
    """
    if free_vars(goal):
        return None
    vs, matrix = strip_exists(goal)
    parts = list(matrix.parts) if type(matrix) is And else [matrix]
    if len(parts) < MIN_PARTS or not all(type(p) in (Atom, Eq) for p in parts):
        return None
    defined = _defined_names(axioms)
    pinned: dict[Var, Const] = {}
    for p in parts:
        if type(p) is Atom and len(p.args) == 2 and p.args[0] in vs and p.args[0] not in pinned:
            c = defined.get(Atom(p.pred, (_SLOT, p.args[1])))
            if c is not None:
                pinned[p.args[0]] = c
    parts = [substitute(p, pinned) for p in parts]
    ground = [p for p in parts if not free_vars(p)]  # (what the names' axioms make true: one part)
    groups: list[tuple[set[Var], list[Formula]]] = [(set(), ground)] if ground else []
    for p in (p for p in parts if free_vars(p)):
        own = free_vars(p)
        joined = [g for g in groups if g[0] & own]
        merged = (own.union(*(g[0] for g in joined)), [q for g in joined for q in g[1]] + [p])
        groups = [g for g in groups if not any(g is j for j in joined)] + [merged]
    if len(groups) < MIN_PARTS:
        return None
    left = [v for v in vs if v not in pinned]
    return [exists([v for v in left if v in own], conj(ps)) for own, ps in groups]
