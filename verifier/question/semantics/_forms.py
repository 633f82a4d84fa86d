"""Formula housekeeping after translation: ∃-closure at the smallest scope (:func:`_close`),
simplification, renaming bound variables apart, distributing coordinations of individuals, events
of their own for distributed copies, and the "other"/"same as" variants of a reading.

>>> from verifier.logic import Atom, Var
>>> x, e = Var("x"), Var("e")
>>> str(_close(Atom("_sleep_v_1", (e, x)), {e}))
'∃e. _sleep_v_1(e, x)'
"""

from __future__ import annotations

from typing import Optional, Sequence

from ...logic import (FALSE, TRUE, And, Atom, Eq, Exists, Extremum, Forall, Formula, Iff, Implies, Not, Or, Var,
                      disj, free_vars, map_children, rename_apart, strip_exists, subformulas, substitute)
from ...logic.formulas import Count
from ...logic.ops import linked_parts
from ._analysis import _Analysis
from ._rules import _conj, rule_of


class _FreeVars:
    """free_vars with a cache keyed by object identity (formulas are immutable; one translation)."""

    def __init__(self) -> None:
        self.memo: dict[int, tuple[Formula, frozenset]] = {}

    def __call__(self, f: Formula) -> frozenset:
        got = self.memo.get(id(f))
        if got is not None and got[0] is f:
            return got[1]
        if isinstance(f, (And, Or)):
            fv = frozenset().union(*(self(p) for p in f.parts))
        elif isinstance(f, Not):
            fv = self(f.body)
        elif isinstance(f, (Implies, Iff)):
            fv = self(f.left) | self(f.right)
        elif isinstance(f, (Exists, Forall)):
            fv = self(f.body) - set(f.vars)
        elif isinstance(f, Count):
            fv = (self(f.body) - set(f.vars)) | frozenset(free_vars(Eq(f.number, f.number)))
        else:
            fv = frozenset(free_vars(f))
        self.memo[id(f)] = (f, fv)
        return fv


def _close(f: Formula, vs: "set[Var]", fv: Optional[_FreeVars] = None) -> Formula:
    """∃-bind each of ``vs`` at the smallest subformula holding all its free occurrences."""
    fv = fv or _FreeVars()
    here = set(vs) & fv(f)
    if not here:
        return f
    if isinstance(f, And):
        per_part: dict[Var, list[int]] = {}
        for i, p in enumerate(f.parts):
            for v in here & fv(p):
                per_part.setdefault(v, []).append(i)
        push: dict[int, set[Var]] = {}
        stay = []
        for v in sorted(here, key=lambda v: v.name):
            hit = per_part.get(v, [])
            if len(hit) == 1:
                push.setdefault(hit[0], set()).add(v)
            else:
                stay.append(v)
        parts = tuple(_close(p, push[i], fv) if i in push else p for i, p in enumerate(f.parts))
        g = And(parts)
        return _exists_n(stay, g)
    if isinstance(f, Not):
        return Not(_close(f.body, here, fv))
    if isinstance(f, (Implies, Iff)):
        lv, rv = here & fv(f.left), here & fv(f.right)
        both = lv & rv
        g = type(f)(_close(f.left, lv - both, fv), _close(f.right, rv - both, fv))
        return _exists_n(sorted(both, key=lambda v: v.name), g)
    if isinstance(f, Or):
        per = [here & fv(p) for p in f.parts]
        shared = {v for v in here if sum(v in s for s in per) > 1}
        g = Or(tuple(_close(p, s - shared, fv) for p, s in zip(f.parts, per)))
        return _exists_n(sorted(shared, key=lambda v: v.name), g)
    if isinstance(f, (Exists, Forall)):
        return type(f)(f.vars, _close(f.body, here - set(f.vars), fv))
    if isinstance(f, Extremum):
        return Extremum(f.var, _close(f.body, here - {f.var}, fv), f.measure, f.direction, f.rank)
    if isinstance(f, Count):
        return Count(f.vars, _close(f.body, here - set(f.vars), fv), f.op, f.number)
    return _exists_n(sorted(here, key=lambda v: v.name), f)


def _exists_n(vs: "Sequence[Var]", f: Formula) -> Formula:
    if not vs:
        return f
    if isinstance(f, Exists):
        return Exists(tuple(vs) + tuple(x for x in f.vars if x not in vs), f.body)
    return Exists(tuple(vs), f)


def _simplify(f: Formula, fv: Optional[_FreeVars] = None) -> Formula:
    """Flatten ∧/∨, drop ⊤, drop vacuous quantified variables, merge nested ∃ (housekeeping)."""
    fv = fv or _FreeVars()
    if isinstance(f, And):
        return _conj(_simplify(p, fv) for p in f.parts)
    if isinstance(f, Or):
        return disj(_simplify(p, fv) for p in f.parts)
    if isinstance(f, Not):
        b = _simplify(f.body, fv)
        return FALSE if b == TRUE else TRUE if b == FALSE else Not(b)
    if isinstance(f, Implies):
        left, right = _simplify(f.left, fv), _simplify(f.right, fv)
        return right if left == TRUE else Implies(left, right)
    if isinstance(f, (Exists, Forall)):
        body = _simplify(f.body, fv)
        free = fv(body)
        keep = tuple(dict.fromkeys(v for v in f.vars if v in free))
        if isinstance(body, type(f)):
            keep, body = tuple(dict.fromkeys(keep + body.vars)), body.body
        return type(f)(keep, body) if keep else body
    if isinstance(f, Extremum):
        return Extremum(f.var, _simplify(f.body, fv), f.measure, f.direction, f.rank)
    if isinstance(f, Count):
        return Count(f.vars, _simplify(f.body, fv), f.op, f.number)
    return f

def _unique_bound(f: Formula, taken: set[str]) -> Formula:
    """Rename quantified variables bound more than once (possible in fallback trees) apart.

    Consumers pull ∃ prefixes through conjunctions, which is sound only when every bound variable
    is bound once and differs from the free ones.
    """
    def walk(g: Formula) -> Formula:
        if isinstance(g, (Exists, Forall, Count)):
            ren: dict[Var, Var] = {}
            for v in g.vars:
                if v.name in taken:
                    k = 1
                    while f"{v.name}_{k}" in taken:
                        k += 1
                    ren[v] = Var(f"{v.name}_{k}", v.sort)
                taken.add(ren.get(v, v).name)
            body = walk(substitute(g.body, ren) if ren else g.body)
            vs = tuple(ren.get(v, v) for v in g.vars)
            return Count(vs, body, g.op, g.number) if isinstance(g, Count) else type(g)(vs, body)
        if isinstance(g, Not):
            return Not(walk(g.body))
        if isinstance(g, (And, Or)):
            return type(g)(tuple(walk(p) for p in g.parts))
        if isinstance(g, (Implies, Iff)):
            return type(g)(walk(g.left), walk(g.right))
        if isinstance(g, Extremum):
            taken.update(v.name for v in (g.var, g.measure) if isinstance(v, Var))
            return Extremum(g.var, walk(g.body), g.measure, g.direction, g.rank)
        return g

    return walk(f)


def _list_members(f: Exists) -> Optional[tuple[list, str, Formula]]:
    """A list ("A, B and C") is a coordination whose second conjunct is a coordination, each quantified
    inside the one before: ``∃x. (∃y. _and_c(y, b, c) ∧ _and_c(x, a, y)) ∧ φ(x)``. Its members ``[a, b, c]``,
    the coordination's rule and φ(x), so that φ is said of each member once: distributed level by level,
    each level would copy the levels below it, 2^n copies for n members. None when ``f`` is no such list
    (the chain's ∃s hold coordinations only, all of one rule)."""
    x = f.vars[0]
    parts = list(f.body.parts) if isinstance(f.body, And) else [f.body]
    for k, q in enumerate(parts):
        chain: list[Var] = []
        inner: list[Formula] = []
        todo = [q]
        while todo:  # the conjunctive ∃s below q, outermost first
            g = todo.pop()
            if isinstance(g, Exists):
                chain.extend(g.vars)
                todo.append(g.body)
            elif isinstance(g, And):
                todo.extend(reversed(g.parts))
            else:
                inner.append(g)
        if not chain or not all(isinstance(p, Atom) and len(p.args) == 3 and rule_of(p.pred).startswith("coord")
                                for p in inner):
            continue
        of = {p.args[0]: p for p in inner}
        rules = {rule_of(p.pred) for p in inner}
        if x not in of or len(of) != len(inner) or set(of) != set(chain) | {x} or len(rules) != 1:
            continue

        def members(v: Var, seen: frozenset) -> list:
            return [t for a in of[v].args[1:]
                    for t in (members(a, seen | {a}) if a in of and a not in seen else [a])]

        rest = _conj(parts[:k] + parts[k + 1:])
        if x not in free_vars(rest):
            continue
        return members(x, frozenset({x})), rules.pop(), rest
    return None


def _narrowed(f: Exists) -> Optional[Formula]:
    """``∃x. φ(x) ∧ Q ∧ (∃a. A(a) ∧ (∃b. B(b) ∧ c(x, a, b) ∧ ψ(x)))`` →
    ``Q ∧ (∃a. A(a) ∧ (∃b. B(b) ∧ (∃x. c(x, a, b) ∧ φ(x) ∧ ψ(x))))``: a coordination's own variable scoped
    above its conjuncts ("have a male or an allele as their toponym", the toponym's quantifier outermost)
    is moved below them, where :func:`_distribute` reads it; ∃x commutes with the conjuncts' ∃ and with
    what does not mention x (bound variables are distinct). None where ``x`` is no such coordination's.
    Only a disjunction: "or" asks of either; a conjunction so scoped may be said *of* one thing ("the
    founder, that is Danish and a painter, of X"), and read over its conjuncts it would make two founders.

        >>> from verifier.logic import Atom, Exists, Var, conj
        >>> x, a, b, y = Var("x26"), Var("x16"), Var("x21"), Var("x4")
        >>> f = Exists((x,), conj([Atom("_toponym_n_1", (x,)), Atom("poss", (x, y)), Exists((a,), conj([
        ...     Atom("_male_n_1", (a,)), Exists((b,), conj([Atom("_allele_n_1", (b,)), Atom("_or_c", (x, a, b))]))]))]))
        >>> print(_narrowed(f))
        ∃x16. _male_n_1(x16) ∧ (∃x21. _allele_n_1(x21) ∧ (∃x26. _or_c(x26, x16, x21) ∧ _toponym_n_1(x26) ∧ poss(x26, x4)))
    """
    x = f.vars[0]
    parts = conjuncts_of(f.body)
    if any(isinstance(p, Atom) and rule_of(p.pred).startswith("coord") and p.args[:1] == (x,) for p in parts):
        return None
    nested = [p for p in parts if isinstance(p, Exists) and x in free_vars(p)]
    if len(nested) != 1:
        return None
    g = nested[0]
    outer = [p for p in parts if p is not g and x in free_vars(p)]
    rest = [p for p in parts if p is not g and x not in free_vars(p)]

    def down(h: Formula) -> Optional[Formula]:
        # to the conjunction that holds the coordination c(x, a, b) (its conjuncts bound on the way or outside)
        if isinstance(h, Exists):
            inner = down(h.body)
            return None if inner is None else Exists(h.vars, inner)
        hs = conjuncts_of(h)
        here = [p for p in hs if isinstance(p, Atom) and len(p.args) == 3 and p.pred == "_or_c"
                and p.args[0] == x and x not in p.args[1:]]
        if here:
            mine = [p for p in hs if p is not here[0] and x in free_vars(p)]
            return _conj([p for p in hs if x not in free_vars(p)] + [Exists((x,), _conj(here[:1] + mine + outer))])
        inner_parts = [p for p in hs if isinstance(p, Exists) and x in free_vars(p)]
        if len(inner_parts) != 1 or any(x in free_vars(p) for p in hs if p is not inner_parts[0]):
            return None
        inner = down(inner_parts[0])
        return None if inner is None else _conj([inner if p is inner_parts[0] else p for p in hs])

    moved = down(g)
    return None if moved is None else _conj(rest + [moved])


def _distribute(f: Formula, notes: list[str]) -> Formula:
    """``∃x. _and_c(x, a, b) ∧ φ(x)`` → ``φ(a) ∧ φ(b)`` (``∨`` for _or_c), conjuncts bound outside."""
    if isinstance(f, Exists) and len(f.vars) == 1 and (g := _narrowed(f)) is not None:
        return _distribute(g, notes)
    if isinstance(f, Exists) and len(f.vars) == 1:
        listed = _list_members(f)
        if listed is not None:
            members, rule, rest = listed
            copies = [substitute(rest, {f.vars[0]: m}) for m in members]
            copies = copies[:1] + [rename_apart(c, {v.name for g in subformulas(c) if isinstance(g, (Exists, Forall))
                                                    for v in g.vars}) for c in copies[1:]]
            notes.append("a list distributed over its members")
            return _distribute(disj(copies) if rule == "coord-or" else _conj(copies), notes)
        x = f.vars[0]
        parts = list(f.body.parts) if isinstance(f.body, And) else [f.body]
        for k, p in enumerate(parts):
            if (isinstance(p, Atom) and len(p.args) == 3 and p.args[0] == x and rule_of(p.pred).startswith("coord")
                    and all(isinstance(a, Var) and a != x for a in p.args[1:])):
                rest = _conj(parts[:k] + parts[k + 1:])
                if x not in free_vars(rest):
                    break
                left = substitute(rest, {x: p.args[1]})
                right = substitute(rest, {x: p.args[2]})
                right = rename_apart(right, {v.name for g in subformulas(right)
                                             if isinstance(g, (Exists, Forall)) for v in g.vars})
                notes.append(f"{p.pred} distributed over its conjuncts")
                return _distribute(disj([left, right]) if rule_of(p.pred) == "coord-or" else _conj([left, right]),
                                   notes)
    return map_children(f, lambda g: _distribute(g, notes), _conj)


#: relations a coordination fills together, not each on its own ("between 1980 and 1990" is one range)
_COLLECTIVE = frozenset({"_between_p", "_among_p"})


def _split_events(f: Formula, notes: list[str]) -> Formula:
    """After a coordination is distributed, one event holds both copies of the coordinated atom:
    "known for A and B" gives ``_know_v_1(e, i, x) ∧ _for_p(e, a) ∧ _for_p(e, b)``, "A as well as B
    played in it" ``_play_v_1(e, a, i) ∧ _play_v_1(e, b, i)``. The distributive reading says each of
    them on its own ("known for A" and "known for B"), so the second copy gets an event of its own,
    with the event's other atoms repeated on it and the variables only they use renamed apart. A
    KG stores each fact as its own triple; one shared event would need both in one fact."""
    if isinstance(f, Exists):
        inner, matrix = strip_exists(f.body)
        vs = tuple(f.vars) + inner
        parts = list(matrix.parts) if isinstance(matrix, And) else [matrix]
        for e in f.vars:  # events bound here (an outer ∃ is left as it is)
            if not e.name.startswith("e"):
                continue
            on_e = [k for k, p in enumerate(parts) if isinstance(p, Atom) and e in p.args]
            if any(e in free_vars(p) for k, p in enumerate(parts) if k not in on_e):
                continue  # the event is also used under a connective: leave it whole
            pair = next(((i, j) for n, i in enumerate(on_e) for j in on_e[n + 1:]
                         if parts[i].pred == parts[j].pred and parts[i].pred not in _COLLECTIVE and len(parts[i].args) == len(parts[j].args)
                         and parts[i].args.index(e) == parts[j].args.index(e)
                         and sum(a != b for a, b in zip(parts[i].args, parts[j].args)) == 1), None)
            if pair is None:
                continue
            i, j = pair
            elsewhere = set().union(*(free_vars(p) for k, p in enumerate(parts) if k not in on_e))
            # j's other siblings (a list of three or more) stay on e, to be split from i in turn: copied
            # along with j they would be said twice, and a list of n members 2^(n-1) times
            siblings = {k for k in on_e if k not in (i, j) and parts[k].pred == parts[i].pred
                        and len(parts[k].args) == len(parts[i].args) and parts[k].args.index(e) == parts[i].args.index(e)
                        and sum(a != b for a, b in zip(parts[k].args, parts[i].args)) == 1}
            copied = [parts[k] for k in on_e if k != i and k not in siblings]
            taken = {v.name for v in vs} | {v.name for v in free_vars(f)}
            ren: dict[Var, Var] = {}
            for v in [e] + sorted({v for p in copied for v in free_vars(p)} - elsewhere - {e}, key=lambda v: v.name):
                if v in vs:
                    k = 1
                    while f"{v.name}_{k}" in taken:
                        k += 1
                    ren[v] = Var(f"{v.name}_{k}", v.sort)
                    taken.add(ren[v].name)
            kept = [p for k, p in enumerate(parts) if k != j]
            notes.append(f"{parts[i].pred} and {parts[j].pred} of one coordination read on events of their own")
            return _split_events(Exists(vs + tuple(ren.values()),
                                        _conj(kept + [substitute(p, ren) for p in copied])), notes)
        return Exists(f.vars, _split_events(f.body, notes))
    return map_children(f, lambda g: _split_events(g, notes), _conj)

def _distinct_variants(f: Formula, notes: tuple[str, ...], an: _Analysis) -> list[tuple[Formula, tuple[str, ...]]]:
    """"which other N …", "the same N as Y": first the reading that says the answer is not the named
    individual (x ≠ y, conjoined where y is bound), then the reading without it."""
    if not an.distinct:
        return [(f, notes)]
    g, said = f, []
    for xv, yv, word in an.distinct:
        x, y = Var(an.rep(xv)), Var(an.rep(yv))
        if x == y:
            continue
        h = _conjoin_at(g, y, Not(Eq(x, y)))
        if h is not None and free_vars(h) == free_vars(g):
            g = h
            said.append(f"“{word}”: {x.name} ≠ {y.name}")
    if g == f:
        return [(f, notes)]
    return [(g, notes + tuple(said)),
            (f, notes + tuple(f"“{w}”: not read as excluding the named individual" for _, _, w in an.distinct))]


def _conjoin_at(f: Formula, y: Var, g: Formula) -> Optional[Formula]:
    """``f`` with ``g`` conjoined inside the ∃ that binds ``y`` (at the top when ``y`` is free), along
    conjunctions, ∃, and the bodies of counts and extrema only (a positive context); None if not found."""
    if y in free_vars(f):
        return _conj([f, g]) if not isinstance(f, (Extremum, Count)) else _inside(f, _conj([f.body, g]))
    if isinstance(f, Exists):
        if y in f.vars:
            return Exists(f.vars, _conj([f.body, g]))
        inner = _conjoin_at(f.body, y, g)
        return None if inner is None else Exists(f.vars, inner)
    if isinstance(f, And):
        for k, p in enumerate(f.parts):
            inner = _conjoin_at(p, y, g)
            if inner is not None:
                return And(f.parts[:k] + (inner,) + f.parts[k + 1:])
        return None
    if isinstance(f, (Extremum, Count)):
        inner = _conjoin_at(f.body, y, g)
        return None if inner is None else _inside(f, inner)
    return None


def _inside(f: "Extremum | Count", body: Formula) -> Formula:
    if isinstance(f, Extremum):
        return Extremum(f.var, body, f.measure, f.direction, f.rank)
    return Count(f.vars, body, f.op, f.number)


def _answer_union(f: Formula, answers: Sequence[Var], notes: list[str]) -> Formula:
    """"Which A and B …?", "How many A and B …?": plural nominals coordinated under the wh-determiner ask
    for one kind of answer that is an A or a B, not for an A beside some B.

    The grammar coordinates the noun phrases ("how many cats" and "dogs"), so the translation holds
    ``_and_c(x, a, b)`` with ``a`` the answer, ``b`` another individual and the predication on ``x``;
    distributing it would ask for ``a`` and say the same of some B. Where ``b`` has no role but its nouns
    and the coordination (nothing else is said of it alone), this reads ``x`` as the answer, whose
    restriction is ``A(a) ∨ B(a)``. Anything else is left as it is (and distributed after).

        >>> from verifier.logic import Atom, Exists, Var, conj
        >>> a, b, x, o = Var("x4"), Var("x15"), Var("x20"), Var("x27")
        >>> f = conj([Atom("_cat_n_1", (a,)), Exists((b,), conj([Atom("_dog_n_1", (b,)), Exists((x,), conj([
        ...     Atom("_and_c", (x, a, b)), Atom("_own_v_1", (o, x))]))]))])
        >>> str(_answer_union(f, (a,), []))
        '(_cat_n_1(x4) ∨ _dog_n_1(x4)) ∧ _own_v_1(x27, x4)'
    """
    coord = next((p for p in subformulas(f) if isinstance(p, Atom) and len(p.args) == 3
                  and rule_of(p.pred).startswith("coord") and all(isinstance(t, Var) for t in p.args)
                  and p.args[1] in answers and p.args[2] not in answers and p.args[0] not in answers
                  and all(t.name[:1] == "x" for t in p.args)), None)
    if coord is None:
        return f
    x, a, b = coord.args
    found: dict[str, list[Formula]] = {"b": [], "a": []}

    def b_restriction(g: Formula) -> Formula:
        # ∃b. R_b(b) ∧ rest: R_b taken out; b must occur in rest only in the coordination
        if isinstance(g, Exists) and b in g.vars and not found["b"]:
            parts = conjuncts_of(g.body)
            rb = [p for p in parts if _only_about(p, b)]
            rest = [p for p in parts if not _only_about(p, b)]
            if not rb or any(b in free_vars(_drop(p, coord)) for p in rest):
                return g
            found["b"] = rb
            vs = tuple(v for v in g.vars if v != b)
            body = _conj(rest)
            return Exists(vs, body) if vs else body
        return map_children(g, b_restriction, _conj)

    g = b_restriction(f)
    if not found["b"]:
        linked = _linked_restriction(f, b, coord)
        if linked is None:
            return f
        found["b"], g = [linked[0]], linked[1]

    def merge(g: Formula) -> Formula:
        # the coordination atom goes; x is the answer, or, where a copula made x a noun of its own ("How many
        # A and B are twin towns of Y?"), x is identified with the answer and keeps its noun and modifiers
        # (substituted, "twin" would sit beside A's noun and read as "twin A")
        if isinstance(g, Exists) and x in g.vars:
            body = _drop(g.body, coord)
            if any(_only_about(p, x) and _noun_like(p) for p in conjuncts_of(body)):
                return Exists(g.vars, _conj([body, Eq(x, a)]))
            vs = tuple(v for v in g.vars if v != x)
            body = substitute(body, {x: a})
            return Exists(vs, body) if vs else body
        return map_children(g, merge, _conj)

    g = merge(g)
    if x in free_vars(g) or b in free_vars(g):
        return f
    ra: list[Formula] = []

    def collect(g: Formula) -> None:
        # the answer's own nouns, on a path of conjunctions and existentials from the top: a noun's atom, or
        # one closed over its unexpressed arguments ("∃i9. book(x3, i9)"); a part that binds another
        # individual says more of the answer than what it is ("∃x21. write(x21, x3)"), and stays outside
        if isinstance(g, And):
            for p in g.parts:
                if _only_about(p, a) and _noun_like(p):
                    ra.append(p)
                else:
                    collect(p)
        elif isinstance(g, Exists):
            collect(g.body)

    collect(g)
    if not ra:
        return f
    linked = _own_modifiers(g, a, x, b)
    if linked is not None:  # "national sports teams": the compound's noun is the first kind's, not both kinds'
        ra.append(linked[0])
        g = linked[1]
    # the two nouns said of one variable would be one atom where they are one noun ("political territories
    # and administrative territories"), with both modifiers on it: the second keeps its own variable then
    shared = {p.pred for p in ra if isinstance(p, Atom)} & {q.pred for r in found["b"] for q in subformulas(r)
                                                           if isinstance(q, Atom)}
    second = (Exists((b,), _conj(found["b"] + [Eq(b, a)])) if shared
              else substitute(_conj(found["b"]), {b: a}))
    union = disj([_conj(ra), second])
    placed: list[bool] = []

    def a_restriction(g: Formula) -> Formula:
        if isinstance(g, And):
            parts = []
            for p in g.parts:
                if any(p is q for q in ra):
                    if not placed:
                        placed.append(True)
                        parts.append(union)
                    continue
                parts.append(a_restriction(p))
            return _conj(parts)
        if isinstance(g, Exists):
            return Exists(g.vars, a_restriction(g.body))
        return g

    g = a_restriction(g)
    notes.append(f"{coord.pred} of noun phrases under the wh-word: the answer is each that is one or the other")
    return g


def _linked_restriction(f: Formula, b: Var, coord: Atom) -> Optional[tuple[Formula, Formula]]:
    """The second conjunct's noun with the modifiers linked to it through variables nothing else uses
    ("trade blocs": ``_bloc_n_1(b) ∧ compound(b, t) ∧ _trade_n_of(t, i)``), as one restriction, and ``f``
    without them; None where ``b`` has no such restriction or is used beyond it and the coordination.

        >>> from verifier.logic import Atom, Exists, Var, conj
        >>> a, b, t, x = Var("x4"), Var("x19"), Var("x16"), Var("x28")
        >>> c = Atom("_or_c", (x, a, b))
        >>> f = conj([Atom("_cat_n_1", (a,)), Exists((t,), conj([Atom("_trade_n_1", (t,)), Exists((b,), conj([
        ...     Atom("_bloc_n_1", (b,)), Atom("compound", (b, t)), Exists((x,), conj([c, Atom("_own_v_1", (x,))]))]))]))])
        >>> r, g = _linked_restriction(f, b, c)
        >>> print(r); print(g)
        ∃x16. _bloc_n_1(x19) ∧ compound(x19, x16) ∧ _trade_n_1(x16)
        _cat_n_1(x4) ∧ (∃x19. ∃x28. _or_c(x28, x4, x19) ∧ _own_v_1(x28))
    """
    from ._counted_coordination import _restrictions

    known = _restrictions(f).get(b)
    if known is None:
        return None
    r, vs = known

    def gone(p: Formula) -> bool:
        fv = {v for v in free_vars(p) if v.name[:1] != "i"}
        return p is not coord and bool(fv) and fv <= vs

    def strip(g: Formula) -> Formula:
        if isinstance(g, And):
            return _conj([strip(p) for p in g.parts if not gone(p)])
        if isinstance(g, Exists):
            body = strip(g.body)
            keep = tuple(v for v in g.vars if v not in vs or v in free_vars(body))
            return Exists(keep, body) if keep else body
        return map_children(g, strip, _conj)

    g = strip(f)
    if any(b in free_vars(p) for p in subformulas(g) if isinstance(p, Atom) and p is not coord and p != coord):
        return None
    return r, g


def _own_modifiers(g: Formula, a: Var, x: Var, b: Var) -> Optional[tuple[Formula, Formula]]:
    """The modifiers of the first conjunct's noun linked to ``a`` through variables nothing else uses
    ("sports" in "national sports teams": ``compound(a, s) ∧ _sport_n_1(s)``), closed as one formula,
    and ``g`` without them; None where there are none.

        >>> from verifier.logic import Atom, Exists, Var, conj
        >>> a, s, o = Var("x4"), Var("x13"), Var("x49")
        >>> g = Exists((s,), conj([Atom("_sport_n_1", (s,)), Atom("_team_n_of", (a,)), Atom("compound", (a, s)),
        ...     Atom("_play_v_1", (a, o))]))
        >>> r, h = _own_modifiers(g, a, Var("x20"), Var("x24"))
        >>> print(r); print(h)
        ∃x13. compound(x4, x13) ∧ _sport_n_1(x13)
        _team_n_of(x4) ∧ _play_v_1(x4, x49)
    """
    atoms_ = [p for p in subformulas(g) if isinstance(p, Atom)]
    bound = {v for p in subformulas(g) if isinstance(p, Exists) for v in p.vars} - {a, x, b}
    for p in atoms_:
        if p.pred != "compound" or len(p.args) != 2 or p.args[0] != a or p.args[1] not in bound:
            continue
        rest = [q for q in atoms_ if q is not p]
        mine = [p] + linked_parts(rest, {p.args[1]}, bound)
        vs = set().union(*(free_vars(q) for q in mine)) - {a}
        if any(v.name[:1] != "i" and v not in bound for v in vs) or any(
                free_vars(q) & vs for q in rest if not any(q is m for m in mine)):
            continue
        gone = set(mine)

        def strip(h: Formula) -> Formula:
            if isinstance(h, And):
                return _conj([strip(q) for q in h.parts if q not in gone])
            if isinstance(h, Exists):
                body = strip(h.body)
                keep = tuple(v for v in h.vars if v not in vs or v in free_vars(body))
                return Exists(keep, body) if keep else body
            return map_children(h, strip, _conj)

        inner = tuple(sorted((v for v in vs if v in bound), key=lambda v: v.name))
        return Exists(inner, _conj(mine)), strip(g)
    return None


def _noun_like(p: Formula) -> bool:
    """Is ``p`` an atom, or one under ∃ over unexpressed arguments (``i`` variables) only?"""
    while isinstance(p, Exists) and all(v.name[:1] == "i" for v in p.vars):
        p = p.body
    return isinstance(p, Atom)


def _only_about(p: Formula, v: Var) -> bool:
    """Does ``p`` say something of ``v`` alone (its other free variables unbound instances, ``i7``)?"""
    fv = free_vars(p)
    return v in fv and all(u == v or u.name[:1] == "i" for u in fv)


def conjuncts_of(f: Formula) -> list[Formula]:
    """The conjuncts of ``f`` (``f`` itself when it is no conjunction)."""
    return list(f.parts) if isinstance(f, And) else [f]


def _drop(f: Formula, atom: Atom) -> Formula:
    """``f`` without the conjunct ``atom`` (through conjunctions and existentials)."""
    if f == atom:
        return TRUE
    if isinstance(f, And):
        return _conj([_drop(p, atom) for p in f.parts])
    if isinstance(f, Exists):
        return Exists(f.vars, _drop(f.body, atom))
    return f
