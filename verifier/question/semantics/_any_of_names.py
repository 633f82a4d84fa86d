"""A list of names in a wh-question read as "any of them": "Which people starred in A, B and C?".

A wh-question whose relation takes a coordination of names has two readings. Read *collectively*, the
answer holds of all the names together (people who starred in A and in B and in C): the coordination
distributes with ∧, as :func:`._forms._distribute` does. Read *distributively over the answers*, the
question asks for the answers of each name, gathered (people who starred in A, or in B, or in C): a
list of films asks for their casts. Conversational benchmarks mean the second (SPICE's golds list the
names in ``VALUES ?y { A B C }``), exact-match ones often the first; neither reading is a guess, so the
collective one comes first and this one beside it.

:func:`any_of_names` turns the list's "and" into "or" before the coordination is distributed, so the
distribution gives the disjunction:

    >>> from verifier.logic import Atom, Const, Exists, Var, conj
    >>> x, a, b, p = Var("x10"), Var("x12"), Var("x17"), Var("x3")
    >>> f = Exists((a,), conj([Atom("named", (a, Const("A", kind="literal"))), Exists((b,), conj([
    ...     Atom("named", (b, Const("B", kind="literal"))),
    ...     Exists((x,), conj([Atom("_and_c", (x, a, b)), Atom("_star_v_1", (p, x))]))]))]))
    >>> [g.pred for g in any_of_names(f).body.parts[1].body.parts[1].body.parts if g.pred.endswith("_c")]
    ['_or_c']

A list whose members are not all names ("Which films star A and a dog?") is no such list, nor one
under "both" (the caller checks the question's words: "both A and B" is the collective reading only);
the reading is offered for wh-questions only ("Did X star in A and B?" asks of each).
"""

from __future__ import annotations

from typing import Optional

from ...logic import Atom, Formula, Var
from ...logic.ops import map_children, subformulas
from ._rules import _conj, rule_of

__all__ = ["any_of_names", "AND_LISTS", "NOTE"]

#: the coordinations of a list that "and" joins (a "but" joins no list)
AND_LISTS = frozenset({"_and_c", "implicit_conj", "_as+well+as_c"})

#: what the reading notes
NOTE = "a list of names read as any of them (the answers of each name, gathered)"


def _coordinations(f: Formula) -> dict[Var, Atom]:
    """The coordination atoms of ``f`` by the variable they make (their first argument)."""
    return {g.args[0]: g for g in subformulas(f)
            if isinstance(g, Atom) and rule_of(g.pred).startswith("coord") and len(g.args) == 3
            and isinstance(g.args[0], Var)}


def _named(f: Formula) -> frozenset[Var]:
    return frozenset(g.args[0] for g in subformulas(f) if isinstance(g, Atom) and g.pred == "named" and g.args
                     and isinstance(g.args[0], Var))


def _leaves(v: Var, coords: dict[Var, Atom], seen: frozenset[Var]) -> list:
    """The members of the list ``v`` makes: its coordinations' arguments, through nested coordinations."""
    if v not in coords or v in seen:
        return [v]
    return [m for a in coords[v].args[1:] for m in _leaves(a, coords, seen | {v})]


def any_of_names(f: Formula) -> Optional[Formula]:
    """``f`` with each "and" list whose members are all names joined by "or"; None when ``f`` has none."""
    coords = _coordinations(f)
    named = _named(f)
    inner = {a for c in coords.values() for a in c.args[1:]}
    lists = set()
    for v, c in coords.items():
        if v in inner:  # a list inside a list: its top decides
            continue
        chain = {v} | _chain(v, coords)
        if all(coords[u].pred in AND_LISTS for u in chain) and all(m in named for m in _leaves(v, coords, frozenset())):
            lists.update(chain)
    if not lists:
        return None

    def swap(g: Formula) -> Formula:
        if isinstance(g, Atom) and g.args and g.args[0] in lists and g in coords.values():
            return Atom("_or_c", g.args)
        return map_children(g, swap, _conj)

    return swap(f)


def _chain(v: Var, coords: dict[Var, Atom]) -> set[Var]:
    """The coordinations nested in the list ``v`` ("A, B and C": the inner "B and C")."""
    out: set[Var] = set()
    todo = [v]
    while todo:
        u = todo.pop()
        for a in coords[u].args[1:]:
            if a in coords and a not in out and a != v:
                out.add(a)
                todo.append(a)
    return out
