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
from ...logic.ops import linked_parts, map_children, rename_apart, subformulas, substitute
from ._rules import _conj, rule_of


def _parts(f: Formula) -> list[Formula]:
    return list(f.parts) if isinstance(f, And) else [f]


def _atoms_of(f: Formula) -> list[Atom]:
    return [g for g in subformulas(f) if isinstance(g, Atom)]


def _restrictions(f: Formula) -> dict[Var, tuple[Formula, frozenset[Var]]]:
    """∃-bound variables with what their own atoms say of them: a → (R(a), the variables only R uses).

    R is the atoms linked to ``a`` through variables used nowhere else ("film genres": ``_genre_n_1(a) ∧
    compound(a, f) ∧ _film_n_1(f)``), with those variables ∃-bound in it. A variable of R that other atoms
    use too (an answer, a name) makes it no restriction of ``a`` alone: None then."""
    atoms_ = [g for g in _atoms_of(f) if not rule_of(g.pred).startswith("coord")]
    bound = {v for g in subformulas(f) if isinstance(g, Exists) for v in g.vars}
    counted = {v for g in subformulas(f) if isinstance(g, Count) for v in g.vars}
    out: dict[Var, tuple[Formula, frozenset[Var]]] = {}
    for a in bound - counted:
        mine = linked_parts(atoms_, {a})
        vars_ = {a}.union(*(free_vars(g) for g in mine))
        others = vars_ - {a}
        if not mine or others & counted or any(free_vars(g) & vars_ for g in atoms_ if not any(g is m for m in mine)):
            continue
        if others - bound - (free_vars(f) - bound) or (others & free_vars(f) and not _loose(f, others & free_vars(f))):
            continue
        r = _conj(mine)
        out[a] = (Exists(tuple(sorted(others, key=lambda v: v.name)), r) if others else r, frozenset(vars_))
    return out


def _loose(f: Formula, vs: set[Var]) -> bool:
    """Free variables used by one atom only (a noun's unexpressed argument before the reading is closed)."""
    return all(sum(v in free_vars(g) for g in _atoms_of(f)) == 1 for v in vs)


def _coordination(body: Formula, v: Var, known: dict[Var, Formula]) -> tuple[Atom, Var, Var] | None:
    for p in _parts(body):
        if (isinstance(p, Atom) and len(p.args) == 3 and p.args[0] == v and rule_of(p.pred).startswith("coord")
                and all(a in known for a in p.args[1:])):
            return p, p.args[1], p.args[2]
    return None


def counted_coordination(f: Formula, notes: list[str]) -> Formula:
    """``∃a b. A(a) ∧ B(b) ∧ … #{x | c(x, a, b) ∧ φ(x)} …`` → ``… #{x | (A(x) ∨ B(x)) ∧ φ(x)} …``

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
            ex, body = (g.body.vars, g.body.body) if isinstance(g.body, Exists) else ((), g.body)
            found = _coordination(body, g.vars[0], known)
            if found is not None:
                atom, a, b = found
                v = g.vars[0]
                taken = {w.name for s in subformulas(g) if isinstance(s, (Exists, Count)) for w in s.vars}
                either = disj([rename_apart(substitute(known[a][0], {a: v}), taken),
                               rename_apart(substitute(known[b][0], {b: v}), taken)])
                used.update(known[a][1] | known[b][1])
                notes.append(f"{atom.pred} of counted things: the things either conjunct says are counted")
                # the conjuncts' own nouns, where the count's body holds them too (a counted phrase the copula
                # identified with another noun, "more Ns or Ms a part of Y"), are what either now says
                own = known[a][1] | known[b][1]
                rest = [p for p in _parts(body) if p is not atom and not (free_vars(p) and free_vars(p) <= own)]
                inner = _conj([either] + rest)
                return Count(g.vars, Exists(ex, inner) if ex else inner, g.op, g.number)
        return map_children(g, count, _conj)

    out = count(f)
    return _drop(out, used) if used else f


def _drop(f: Formula, gone: set[Var]) -> Formula:
    """The quantifiers of the coordinated variables, with their own conjuncts, removed (not inside the
    counts, which now say them of the counted things)."""
    if isinstance(f, Count):
        return f
    if isinstance(f, Exists) and set(f.vars) & gone:
        mine = set(f.vars) & gone
        parts = [p for p in _parts(f.body) if not (free_vars(p) & gone and not any(isinstance(s, Count)
                                                                                   for s in subformulas(p)))]
        body = _drop(_conj(parts), gone)
        if mine & free_vars(body):  # still used elsewhere: leave it whole
            return Exists(f.vars, _drop(f.body, gone))
        keep = tuple(w for w in f.vars if w not in mine)
        return Exists(keep, body) if keep else body
    return map_children(f, lambda g: _drop(g, gone), _conj)
