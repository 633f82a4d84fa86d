"""Pure operations on formulas: free variables, substitution, constants and predicates, normal forms."""

from __future__ import annotations

import itertools
from typing import Callable, Iterable, Iterator, Mapping

from .formulas import (FALSE, TRUE, And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall, Formula,
                       Iff, Implies, Not, Num, Or, Term, Truth, Var, conj, disj)

__all__ = [
    "free_vars", "substitute", "constants", "predicates", "atoms", "subformulas", "nnf", "exists",
    "forall", "rename_apart", "const_key", "conjuncts", "linked_parts", "map_atoms", "map_children", "strip_exists",
    "fresh_var",
]


def const_key(c: Const) -> tuple[str, str, str, str]:
    """A total order on constants (their optional fields may be None, which does not compare)."""
    return (c.kind, c.name, c.datatype or "", c.lang or "")


def _term_vars(t: Term) -> set[Var]:
    return {t} if isinstance(t, Var) else set()


def free_vars(f: Formula) -> set[Var]:
    """The variables of ``f`` not bound by a quantifier (or by Count/Extremum)."""
    if isinstance(f, Truth):
        return set()
    if isinstance(f, Atom):
        return set().union(*(_term_vars(a) for a in f.args)) if f.args else set()
    if isinstance(f, (Eq, Cmp)):
        return _term_vars(f.left) | _term_vars(f.right)
    if isinstance(f, Not):
        return free_vars(f.body)
    if isinstance(f, (And, Or)):
        return set().union(*(free_vars(p) for p in f.parts))
    if isinstance(f, (Implies, Iff)):
        return free_vars(f.left) | free_vars(f.right)
    if isinstance(f, (Forall, Exists)):
        return free_vars(f.body) - set(f.vars)
    if isinstance(f, Count):
        return (free_vars(f.body) - set(f.vars)) | _term_vars(f.number)
    if isinstance(f, Extremum):
        return free_vars(f.body) - {f.var} - _term_vars(f.measure)
    raise TypeError(f"not a formula: {f!r}")


def subformulas(f: Formula) -> Iterator[Formula]:
    """``f`` and every formula inside it, pre-order."""
    yield f
    if isinstance(f, Not):
        yield from subformulas(f.body)
    elif isinstance(f, (And, Or)):
        for p in f.parts:
            yield from subformulas(p)
    elif isinstance(f, (Implies, Iff)):
        yield from subformulas(f.left)
        yield from subformulas(f.right)
    elif isinstance(f, (Forall, Exists, Count, Extremum)):
        yield from subformulas(f.body)


def atoms(f: Formula) -> list[Atom]:
    return [g for g in subformulas(f) if isinstance(g, Atom)]


def predicates(f: Formula) -> set[tuple[str, int]]:
    """The ``(name, arity)`` pairs of the predicates in ``f``."""
    return {(a.pred, len(a.args)) for a in atoms(f)}


def constants(f: Formula) -> set[Const]:
    """The individual constants (IRIs and literals) in ``f``."""
    out: set[Const] = set()
    for g in subformulas(f):
        terms: Iterable[Term] = ()
        if isinstance(g, Atom):
            terms = g.args
        elif isinstance(g, (Eq, Cmp)):
            terms = (g.left, g.right)
        elif isinstance(g, Count):
            terms = (g.number,)
        elif isinstance(g, Extremum):
            terms = (g.measure,)
        out.update(t for t in terms if isinstance(t, Const))
    return out


def _sub_term(t: Term, m: Mapping[Var, Term]) -> Term:
    return m.get(t, t) if isinstance(t, Var) else t


def substitute(f: Formula, m: Mapping[Var, Term]) -> Formula:
    """Replace free occurrences of variables by terms (capture is avoided by the caller's fresh names)."""
    if not m:
        return f
    if isinstance(f, Truth):
        return f
    if isinstance(f, Atom):
        return Atom(f.pred, tuple(_sub_term(a, m) for a in f.args))
    if isinstance(f, Eq):
        return Eq(_sub_term(f.left, m), _sub_term(f.right, m))
    if isinstance(f, Cmp):
        return Cmp(f.op, _sub_term(f.left, m), _sub_term(f.right, m))
    if isinstance(f, Not):
        return Not(substitute(f.body, m))
    if isinstance(f, And):
        return And(tuple(substitute(p, m) for p in f.parts))
    if isinstance(f, Or):
        return Or(tuple(substitute(p, m) for p in f.parts))
    if isinstance(f, Implies):
        return Implies(substitute(f.left, m), substitute(f.right, m))
    if isinstance(f, Iff):
        return Iff(substitute(f.left, m), substitute(f.right, m))
    if isinstance(f, (Forall, Exists)):
        inner = {k: v for k, v in m.items() if k not in f.vars}
        return type(f)(f.vars, substitute(f.body, inner))
    if isinstance(f, Count):
        inner = {k: v for k, v in m.items() if k not in f.vars}
        return Count(f.vars, substitute(f.body, inner), f.op, _sub_term(f.number, m))
    if isinstance(f, Extremum):
        bound = {f.var} | _term_vars(f.measure)
        inner = {k: v for k, v in m.items() if k not in bound}
        return Extremum(f.var, substitute(f.body, inner), f.measure, f.direction, f.rank)
    raise TypeError(f"not a formula: {f!r}")


def map_atoms(f: Formula, fn: Callable[[Atom], Formula]) -> Formula:
    """Rebuild ``f`` with every atom replaced by ``fn(atom)``."""
    if isinstance(f, Atom):
        return fn(f)
    if isinstance(f, (Truth, Eq, Cmp)):
        return f
    if isinstance(f, Not):
        return Not(map_atoms(f.body, fn))
    if isinstance(f, And):
        return conj(map_atoms(p, fn) for p in f.parts)
    if isinstance(f, Or):
        return disj(map_atoms(p, fn) for p in f.parts)
    if isinstance(f, Implies):
        return Implies(map_atoms(f.left, fn), map_atoms(f.right, fn))
    if isinstance(f, Iff):
        return Iff(map_atoms(f.left, fn), map_atoms(f.right, fn))
    if isinstance(f, (Forall, Exists)):
        return type(f)(f.vars, map_atoms(f.body, fn))
    if isinstance(f, Count):
        return Count(f.vars, map_atoms(f.body, fn), f.op, f.number)
    if isinstance(f, Extremum):
        return Extremum(f.var, map_atoms(f.body, fn), f.measure, f.direction, f.rank)
    raise TypeError(f"not a formula: {f!r}")


def map_children(f: Formula, fn: Callable[[Formula], Formula],
                 conjoin: Callable[[Iterable[Formula]], Formula] | None = None) -> Formula:
    """Rebuild ``f`` with each immediate subformula ``g`` replaced by ``fn(g)`` (binders keep their
    variables); atoms, equalities, comparisons and truth values are returned as they are. ``conjoin``
    builds a conjunction (default :func:`conj`), for callers with a cheaper one of their own."""
    if isinstance(f, Not):
        return Not(fn(f.body))
    if isinstance(f, And):
        return (conjoin or conj)(fn(p) for p in f.parts)
    if isinstance(f, Or):
        return disj(fn(p) for p in f.parts)
    if isinstance(f, (Implies, Iff)):
        return type(f)(fn(f.left), fn(f.right))
    if isinstance(f, (Forall, Exists)):
        return type(f)(f.vars, fn(f.body))
    if isinstance(f, Count):
        return Count(f.vars, fn(f.body), f.op, f.number)
    if isinstance(f, Extremum):
        return Extremum(f.var, fn(f.body), f.measure, f.direction, f.rank)
    return f


def _quantified(q: "type[Exists] | type[Forall]", vs: Iterable[Var], body: Formula) -> Formula:
    fv = free_vars(body)
    keep = tuple(dict.fromkeys(v for v in vs if v in fv))
    if isinstance(body, q):
        keep = tuple(dict.fromkeys(keep + body.vars))
        body = body.body
    return q(keep, body) if keep else body


def exists(vs: Iterable[Var], body: Formula) -> Formula:
    """∃vs. body, keeping only the variables free in body and merging nested ∃."""
    return _quantified(Exists, vs, body)


def forall(vs: Iterable[Var], body: Formula) -> Formula:
    """∀vs. body, keeping only the variables free in body and merging nested ∀."""
    return _quantified(Forall, vs, body)


def conjuncts(f: Formula) -> list[Formula]:
    return list(f.parts) if isinstance(f, And) else ([] if f == TRUE else [f])


def linked_parts(parts: Iterable[Formula], seed: Iterable[Var], through: Iterable[Var] | None = None,
                 avoid: Iterable[Var] = ()) -> list[Formula]:
    """The parts reached from the variables ``seed``, in the order of ``parts``' first reach: a part is
    reached when it shares a free variable with what is reached, and its own variables then reach further
    when they are in ``through`` (every variable when None) and not in ``avoid``. A noun with its
    modifiers ("administrative territories": ``_administrative_a_1(a) ∧ _territory_n_1(a)``), or all that
    is said of a counted thing, is such a set of parts.

        >>> from verifier.logic import Atom
        >>> x, y, z = Var("x"), Var("y"), Var("z")
        >>> ps = [Atom("p", (x, y)), Atom("q", (y, z)), Atom("r", (z,))]
        >>> [str(p) for p in linked_parts(ps, {x})]
        ['p(x, y)', 'q(y, z)', 'r(z)']
        >>> [str(p) for p in linked_parts(ps, {x}, avoid={y})]
        ['p(x, y)']
    """
    parts = list(parts)
    links = None if through is None else set(through)
    avoid = set(avoid)
    reach = set(seed) - avoid
    linked: list[Formula] = []
    grew = True
    while grew:
        grew = False
        for p in parts:
            if not any(p is q for q in linked) and free_vars(p) & reach:
                linked.append(p)
                more = free_vars(p) if links is None else free_vars(p) & links
                reach |= more - avoid
                grew = True
    return linked


def strip_exists(f: Formula) -> tuple[tuple[Var, ...], Formula]:
    """Pull the outermost ∃ prefix of ``f``, also through conjunctions: ``(vars, matrix)``.

    Bound variables are assumed distinct from each other and from free variables (translations make
    them so), which is what makes pulling through ∧ sound.
    """
    if isinstance(f, Exists):
        vs, body = strip_exists(f.body)
        return tuple(f.vars) + vs, body
    if isinstance(f, And):
        allv: list[Var] = []
        parts = []
        for p in f.parts:
            vs, body = strip_exists(p)
            allv.extend(vs)
            parts.append(body)
        return tuple(allv), conj(parts)
    return (), f


_counter = itertools.count()


def fresh_var(prefix: str = "v", sort: str = "i", avoid: Iterable[Var] = ()) -> Var:
    taken = {v.name for v in avoid}
    while True:
        name = f"{prefix}{next(_counter)}"
        if name not in taken:
            return Var(name, sort)


def rename_apart(f: Formula, avoid: set[str], prefix: str = "_b") -> Formula:
    """Rename bound variables whose names occur in ``avoid`` to fresh names (capture-free merging). A fresh
    name keeps the old one's first letter, which says what kind of variable it is (an ERG event ``e…``, an
    unexpressed argument ``i…``): ``i7`` becomes ``i_b0``, not ``_b0``, so a relational noun's unexpressed
    argument stays one in each copy of a counted coordination."""
    if isinstance(f, (Forall, Exists)):
        m: dict[Var, Term] = {}
        nvs = []
        for v in f.vars:
            if v.name in avoid:
                nv = fresh_var(v.name[:1] + prefix if v.name[:1].isalpha() else prefix, v.sort)
                m[v] = nv
                nvs.append(nv)
            else:
                nvs.append(v)
        return type(f)(tuple(nvs), rename_apart(substitute(f.body, m), avoid, prefix))
    if isinstance(f, Not):
        return Not(rename_apart(f.body, avoid, prefix))
    if isinstance(f, (And, Or)):
        return type(f)(tuple(rename_apart(p, avoid, prefix) for p in f.parts))
    if isinstance(f, (Implies, Iff)):
        return type(f)(rename_apart(f.left, avoid, prefix), rename_apart(f.right, avoid, prefix))
    return f


def nnf(f: Formula, negate: bool = False) -> Formula:
    """Negation normal form: ¬ only on atoms, equalities and comparisons; → and ↔ expanded."""
    if isinstance(f, Truth):
        return Truth(f.value != negate)
    if isinstance(f, (Atom, Eq, Cmp, Count, Extremum)):
        return Not(f) if negate else f
    if isinstance(f, Not):
        return nnf(f.body, not negate)
    if isinstance(f, And):
        parts = [nnf(p, negate) for p in f.parts]
        return disj(parts) if negate else conj(parts)
    if isinstance(f, Or):
        parts = [nnf(p, negate) for p in f.parts]
        return conj(parts) if negate else disj(parts)
    if isinstance(f, Implies):
        return nnf(Or((Not(f.left), f.right)), negate)
    if isinstance(f, Iff):
        both = And((Implies(f.left, f.right), Implies(f.right, f.left)))
        return nnf(both, negate)
    if isinstance(f, Forall):
        return (Exists if negate else Forall)(f.vars, nnf(f.body, negate))
    if isinstance(f, Exists):
        return (Forall if negate else Exists)(f.vars, nnf(f.body, negate))
    raise TypeError(f"not a formula: {f!r}")
