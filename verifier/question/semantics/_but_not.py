""""A but not B": a coordination whose second conjunct is excluded. "Which teams competed in A but not B?"
asks for the teams that competed in A and did not compete in B.

The grammar reads "but not" as one conjunction (``_but+not_c(x, a, b)``, as "and" is ``_and_c``), with the
predication on the coordination's variable ``x``. Where "and" is distributed (φ(a) ∧ φ(b)), this says
φ(a) ∧ ¬φ(b), φ being everything said of ``x`` where it is bound, with the variables bound there (the
event of "competed") bound on each side: the B-side negates that *some* event of competing in B exists,
not that the A-event is no B-event:

    ∃x e. _but+not_c(x, a, b) ∧ _compete_v_1(e, t) ∧ _in_p(e, x)
    → (∃e. _compete_v_1(e, t) ∧ _in_p(e, a)) ∧ ¬(∃e'. _compete_v_1(e', t) ∧ _in_p(e', b))

A coordination this does not find so (its variable said of nothing) stays the atom it is, which no lexicon
entry reads: the question is then undecided, never read as "A and B".
"""

from __future__ import annotations

from ...logic import Atom, Exists, Formula, Not, Var, free_vars
from ...logic.ops import conjuncts, map_children, rename_apart, subformulas, substitute
from ._rules import _conj

BUT_NOT = "_but+not_c"
NOTE = "“A but not B”: what is said of A, and not of B"


def but_not(f: Formula, notes: list[str]) -> Formula:
    """``∃x V. _but+not_c(x, a, b) ∧ φ(x)`` → ``(∃V. φ(a)) ∧ ¬(∃V'. φ(b))`` (see the module's text).

        >>> t, x, e, a, b = Var("x3"), Var("x10"), Var("e1"), Var("x12"), Var("x14")
        >>> f = Exists((x, e), _conj([Atom(BUT_NOT, (x, a, b)), Atom("_compete_v_1", (e, t)),
        ...                           Atom("_in_p", (e, x))]))
        >>> print(but_not(f, []))
        (∃e1. _compete_v_1(e1, x3) ∧ _in_p(e1, x12)) ∧ ¬(∃e1_1. _compete_v_1(e1_1, x3) ∧ _in_p(e1_1, x14))
    """
    if not any(isinstance(g, Atom) and g.pred == BUT_NOT for g in subformulas(f)):
        return f

    def walk(g: Formula) -> Formula:
        g = map_children(g, walk, _conj)
        if not isinstance(g, Exists):
            return g
        parts = conjuncts(g.body)
        for p in parts:
            if not (isinstance(p, Atom) and p.pred == BUT_NOT and len(p.args) == 3 and p.args[0] in g.vars
                    and all(isinstance(v, Var) and v not in g.vars for v in p.args[1:])):
                continue
            x, a, b = p.args
            rest = _conj([q for q in parts if q is not p])
            if x not in free_vars(rest):
                continue
            others = tuple(v for v in g.vars if v != x)
            left = substitute(rest, {x: a})
            right = substitute(rest, {x: b})
            taken = {v.name for v in free_vars(g)} | {v.name for v in g.vars}
            ren = {v: Var(_fresh(v.name, taken), v.sort) for v in others}
            right = rename_apart(substitute(right, ren), taken | {w.name for w in ren.values()})
            notes.append(NOTE)
            return _conj([Exists(others, left) if others else left,
                          Not(Exists(tuple(ren.values()), right) if others else right)])
        return g

    return walk(f)


def _fresh(name: str, taken: set[str]) -> str:
    k = 1
    while f"{name}_{k}" in taken:
        k += 1
    taken.add(f"{name}_{k}")
    return f"{name}_{k}"
