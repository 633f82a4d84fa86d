"""Counted coordinations: "more books or films than X" counts the things that are books or films.

A coordination of nominals is ``_or_c(x, a, b)`` (or ``_and_c``) with ``a`` and ``b`` quantified on their
own, each with its noun. Where ``x`` is counted (``#{x | _or_c(x, a, b) ∧ φ(x)}``), distributing it (as
:func:`._forms._distribute` does for ∃) would compare two counts, not count one union; the things counted
are those either noun says, so the coordination reads as ``(book(x) ∨ film(x))`` in the count, and the
quantifiers of ``a`` and ``b`` with their nouns go. "And" is the union as well: "the number of books and
films X wrote" counts both kinds.
"""

from __future__ import annotations

from ...logic import And, Atom, Exists, Formula, Var, disj, free_vars
from ...logic.formulas import Count
from ...logic.ops import map_children, rename_apart, subformulas, substitute
from ._rules import _conj, rule_of


def _parts(f: Formula) -> list[Formula]:
    return list(f.parts) if isinstance(f, And) else [f]


def _restrictions(f: Formula) -> dict[Var, Formula]:
    """∃-bound variables whose conjuncts about them alone say what they are: a → R(a) (a noun's unexpressed
    argument, free until the reading is closed and used nowhere else, is R's own)."""
    seen: dict[Var, int] = {}
    for g in subformulas(f):
        if isinstance(g, Atom):
            for v in free_vars(g):
                seen[v] = seen.get(v, 0) + 1
    loose = {v for v in free_vars(f) if seen.get(v) == 1}
    out: dict[Var, Formula] = {}
    for g in subformulas(f):
        if isinstance(g, Exists):
            parts = _parts(g.body)
            for a in g.vars:
                own = [p for p in parts if a in free_vars(p) and free_vars(p) - {a} <= loose
                       and not any(isinstance(s, Count) for s in subformulas(p))]
                if own:
                    r = _conj(own)
                    out[a] = Exists(tuple(sorted(free_vars(r) - {a}, key=lambda v: v.name)), r) \
                        if free_vars(r) - {a} else r
    return out


def _coordination(body: Formula, v: Var, known: dict[Var, Formula]) -> tuple[Atom, Var, Var] | None:
    for p in _parts(body):
        if (isinstance(p, Atom) and len(p.args) == 3 and p.args[0] == v and rule_of(p.pred).startswith("coord")
                and all(a in known for a in p.args[1:])):
            return p, p.args[1], p.args[2]
    return None


def counted_coordination(f: Formula, notes: list[str]) -> Formula:
    """``∃a b. A(a) ∧ B(b) ∧ … #{x | c(x, a, b) ∧ φ(x)} …`` → ``… #{x | (A(x) ∨ B(x)) ∧ φ(x)} …``.

        >>> from verifier.logic import Num
        >>> x, a, b, y = Var("x"), Var("a"), Var("b"), Var("y")
        >>> f = Exists((a, b), _conj([Atom("_book_n_1", (a,)), Atom("_film_n_1", (b,)),
        ...     Count((x,), _conj([Atom("_or_c", (x, a, b)), Atom("_write_v_1", (y, x))]), ">", Num(2))]))
        >>> print(counted_coordination(f, []))
        #{x | (_book_n_1(x) ∨ _film_n_1(x)) ∧ _write_v_1(y, x)} > 2
    """
    known = _restrictions(f)
    used: set[Var] = set()

    def count(g: Formula) -> Formula:
        if isinstance(g, Count) and len(g.vars) == 1:
            found = _coordination(g.body, g.vars[0], known)
            if found is not None:
                atom, a, b = found
                v = g.vars[0]
                taken = {w.name for s in subformulas(g) if isinstance(s, (Exists, Count)) for w in s.vars}
                either = disj([rename_apart(substitute(known[a], {a: v}), taken),
                               rename_apart(substitute(known[b], {b: v}), taken)])
                used.update((a, b))
                notes.append(f"{atom.pred} of counted things: the things either conjunct says are counted")
                rest = [p for p in _parts(g.body) if p is not atom]
                return Count(g.vars, _conj([either] + rest), g.op, g.number)
        return map_children(g, count, _conj)

    out = count(f)
    return _drop(out, used) if used else f


def _drop(f: Formula, gone: set[Var]) -> Formula:
    """The quantifiers of the coordinated variables, with their own conjuncts, removed."""
    if isinstance(f, Exists) and set(f.vars) & gone:
        mine = set(f.vars) & gone
        parts = [p for p in _parts(f.body) if not (free_vars(p) & mine and not any(isinstance(s, Count)
                                                                                   for s in subformulas(p)))]
        body = _drop(_conj(parts), gone)
        if mine & free_vars(body):  # still used elsewhere: leave it whole
            return Exists(f.vars, _drop(f.body, gone))
        keep = tuple(w for w in f.vars if w not in mine)
        return Exists(keep, body) if keep else body
    return map_children(f, lambda g: _drop(g, gone), _conj)
