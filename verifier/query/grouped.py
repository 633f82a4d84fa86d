"""Grouping sub-selects as patterns, and filters on what they count (Blazegraph's tuple counts).

``{ SELECT ?x (COUNT(*) AS ?n) WHERE { P } GROUP BY ?x }`` inside a query is, per group, ``(∃y. P) ∧ #{y | P} =
n``; ``FILTER(?n >= 2)`` on it folds into ``#{y | P} >= 2``. The Wikidata Query Service's tuple counts (one such
sub-select per class of the counted things, a zero row for each ?x with none, then ``SUM``) read as the count
of the union of the counted bodies (:func:`grouped`, :func:`fold_count`); :mod:`.semantics` calls them.
"""

from __future__ import annotations

from typing import Any

from rdflib import Variable

from ..logic import (FALSE, TRUE, And, Cmp, Count, Exists, Extremum, Formula, Not, Num, Or, Var, conj, conjuncts, disj,
                     exists, free_vars, substitute)
from ..logic.ops import subformulas as _subformulas
from .parse import QueryError

__all__ = ["grouped", "fold_count", "counted_numbers", "extreme_count"]

#: the operator with its two sides swapped
_FLIPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "=", "!=": "!="}


def _var(v: Variable) -> Var:
    return Var(str(v))


def grouped(tr: Any, node: Any) -> Formula | None:
    """A grouping sub-select as a pattern: each group with the number it counts or sums.

    ``{ SELECT ?x (COUNT(*) AS ?n) WHERE { P } GROUP BY ?x }`` is ``(∃y. P) ∧ #{y | P} = n``: the
    groups are the ?x the pattern has, n the number of its other bindings. ``SUM(?n)`` over a union of
    such counts per group (the Wikidata Query Service's tuple counts, one sub-select per class of the
    counted things, and a zero row for the ?x with none) is read as the count of the union of their
    bodies, noted: the same number when the classes share no member. A filter on ``n`` then folds into
    the count (see :func:`fold_count`). None when ``node`` is no such Extend over an aggregate."""
    extends = []
    while getattr(node, "name", None) == "Extend":
        extends.append(node)
        node = node.p
    if getattr(node, "name", None) != "AggregateJoin" or not extends:
        return None
    group = node.p
    group_vars = [_var(v) for v in (group.expr or [])] if getattr(group, "name", None) == "Group" else []
    body = tr.pattern(group.p if getattr(group, "name", None) == "Group" else group)
    named = {str(e.expr): _var(e.var) for e in extends if isinstance(e.expr, Variable)}
    parts: list[Formula] = []
    for agg in node.A:
        fn = agg.name.replace("Aggregate_", "").lower()
        res = named.get(str(agg.res))
        if fn == "sample" and isinstance(agg.vars, Variable) and _var(agg.vars) in group_vars:
            if res is not None and res != _var(agg.vars):
                raise QueryError("unsupported_construct", "a grouped variable renamed by SAMPLE is not modelled")
            continue
        if res is None:
            continue
        number = res
        if fn == "count":
            if agg.vars == "*" or agg.vars is None:
                counted = tuple(sorted(free_vars(body) - set(group_vars), key=lambda v: v.name))
            elif isinstance(agg.vars, Variable):
                counted = (_var(agg.vars),)
            else:
                raise QueryError("unsupported_construct", "COUNT over an expression is not modelled")
            if not counted:
                raise QueryError("unsupported_construct", "COUNT of a group with nothing to count is not modelled")
            inner = exists(free_vars(body) - set(counted) - set(group_vars), body)
            # a group is a ?x the pattern has; an ungrouped COUNT is one row, 0 when nothing matches
            parts += ([exists(set(counted), inner)] if group_vars else []) + [Count(counted, inner, "=", number)]
        elif fn == "sum" and isinstance(agg.vars, Variable):
            parts.append(_summed_counts(tr, body, Var(str(agg.vars)), number, group_vars))
        else:
            raise QueryError("unsupported_construct", f"{fn.upper()} in a grouping sub-select is not modelled")
    if not parts:
        return None
    return conj(parts)

def _summed_counts(tr: Any, body: Formula, summed: Var, number: Var, group_vars: list[Var]) -> Formula:
    """``SUM(?n)`` per group over a union whose branches each give ?n as a count (``#{y | B} = n``) or as
    0 (a group with none of the counted things): a group with some counted thing has the count of the
    union of the counted bodies, one with none but in a zero branch has 0.

    The sum and the union's count differ where one thing is counted by two branches: a thing of two of
    the summed classes (a painting that is also a collectable) adds 2 to the sum and 1 to ``#{y | B1 ∨
    B2}``. So the reading is exact only where the branches' bodies share no member, and that is an
    assumption, noted on the query, not a fact the verifier checks (the knowledge graph states no
    disjointness of classes). It comes from the question, which coordinates the kinds it counts as two
    kinds of things: "the number of paintings or collectables" (read as ``#{y | painting(y) ∨
    collectable(y)}``, :mod:`verifier.question.semantics._counted_coordination`) is the number of
    paintings plus the number of collectables wherever nothing is both, which is what a speaker who
    coordinates the kinds presents them as. Where a thing is both, the question counts it once and the
    sum twice: an acceptance of a summed count rests on that note."""
    branches = body.parts if isinstance(body, Or) else (body,)
    zero_domains: list[Formula] = []
    bodies: list[Formula] = []
    counted: tuple[Var, ...] | None = None
    for branch in branches:
        ex, inner = (branch.vars, branch.body) if isinstance(branch, Exists) else ((), branch)
        conjs = conjuncts(inner)
        counts = [c for c in conjs if isinstance(c, Count) and c.op == "=" and isinstance(c.number, Var)
                  and c.number.name == summed.name]
        zeros = [c for c in conjs if isinstance(c, Cmp) and c.op == "=" and isinstance(c.left, Var)
                 and c.left.name == summed.name and isinstance(c.right, Num) and c.right.value == 0]
        rest = [c for c in conjs if not any(c is k for k in counts + zeros)]
        if len(counts) + len(zeros) != 1 or any(summed.name in {v.name for v in free_vars(c)} for c in rest):
            raise QueryError("unsupported_construct", "SUM over something other than counts is not modelled")
        if zeros:
            zero_domains.append(exists(set(ex), conj(rest)))
            continue
        c = counts[0]
        if rest != [exists(set(c.vars), c.body)] or ex:
            raise QueryError("unsupported_construct", "SUM over counts with conditions of their own is not modelled")
        if counted is None:
            counted = c.vars
        if len(c.vars) != len(counted):
            raise QueryError("unsupported_construct", "SUM of counts of different arity is not modelled")
        bodies.append(substitute(c.body, dict(zip(c.vars, counted))))
    if counted is None:
        raise QueryError("unsupported_construct", "SUM over something other than counts is not modelled")
    if len(bodies) > 1:
        tr.notes.append("SUM of per-class counts read as the count of their union (the same when the classes "
                          "share no member)")
    total = disj(bodies)
    some = exists(set(counted), total)
    return disj([conj([some, Count(counted, total, "=", number)]),
                 conj([disj(zero_domains), Not(some), Cmp("=", number, Num(0))])])


def fold_count(body: Formula, cond: Formula) -> Formula | None:
    """A filter on a grouped count (``FILTER(?n >= 2)`` over ``#{y | B} = n``, or over a zero row ``n = 0``)
    folded into the count: ``#{y | B} >= 2``, and a zero row kept only where 0 passes the filter. None when
    ``cond`` compares no such number with a constant.

        >>> from verifier.logic import Atom
        >>> b = conj([Atom("p", (Var("x"), Var("y"))), Count((Var("y"),), Atom("p", (Var("x"), Var("y"))), "=", Var("n"))])
        >>> print(fold_count(b, Cmp(">=", Var("n"), Num(2))))
        p(x, y) ∧ #{y | p(x, y)} ≥ 2
    """
    if not isinstance(cond, Cmp):
        return None
    if isinstance(cond.left, Var) and isinstance(cond.right, Var):
        # one count against another ("?tupcount > ?count", the other an ungrouped COUNT of what X has)
        return _fold_one(body, cond.left, cond.op, cond.right) or _fold_one(body, cond.right, _FLIPPED[cond.op],
                                                                             cond.left)
    if isinstance(cond.left, Var) and isinstance(cond.right, Num):
        return _fold_one(body, cond.left, cond.op, cond.right)
    if isinstance(cond.right, Var) and isinstance(cond.left, Num):
        return _fold_one(body, cond.right, _FLIPPED[cond.op], cond.left)
    return None


def _fold_one(body: Formula, var: Var, op: str, n: Num | Var) -> Formula | None:
    """``#{y | B} = var`` in ``body`` made ``#{y | B} op n``, and a zero row ``var = 0`` kept where 0 passes
    (``0 op n``; against a count ``n`` only ``>`` is decided: no count is below 0). None when nothing folds.

        >>> from verifier.logic import Atom
        >>> b = conj([Count((Var("y"),), Atom("p", (Var("x"), Var("y"))), "=", Var("n")),
        ...           Count((Var("w"),), Atom("p", (Var("a"), Var("w"))), "=", Var("m"))])
        >>> print(_fold_one(b, Var("n"), ">", Var("m")))
        #{y | p(x, y)} > m ∧ #{w | p(a, w)} = m
    """
    found = []

    def fold(f: Formula) -> Formula:
        if isinstance(f, Count) and f.op == "=" and isinstance(f.number, Var) and f.number.name == var.name:
            found.append(f)
            return Count(f.vars, f.body, op, n)
        if isinstance(f, Cmp) and f.op == "=" and isinstance(f.left, Var) and f.left.name == var.name \
                and isinstance(f.right, Num):
            found.append(f)
            return _zero_row(f.right, op, n)
        if isinstance(f, (And, Or)):
            return (conj if isinstance(f, And) else disj)([fold(p) for p in f.parts])
        if isinstance(f, Exists):
            return exists(set(f.vars), fold(f.body))
        return f

    out = fold(body)
    if not found or var.name in {v.name for v in free_vars(out)}:
        return None
    return out


def _zero_row(zero: Num, op: str, n: Num | Var) -> Formula:
    """Whether a group with none of the counted things passes ``op n``."""
    if isinstance(n, Num):
        return TRUE if _holds(zero.value, op, n.value) else FALSE
    if zero.value == 0 and op == ">":
        return FALSE
    return Cmp(op, zero, n)


def counted_numbers(body: Formula) -> set[Var]:
    """Variables a conjunct of ``body`` makes a number of things (``#{w | B} = n``): one value per solution of
    the rest, so ``COUNT(*)`` counts the same tuples without them ("How many cities are the capital of more
    states than X?" counts cities, not pairs of a city and X's number)."""
    ex = body.body if isinstance(body, Exists) else body
    return {p.number for p in conjuncts(ex) if isinstance(p, Count) and p.op == "=" and isinstance(p.number, Var)}


def _holds(a: float, op: str, b: float) -> bool:
    return {"=": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]


def _unwrapped(node: Any) -> Any:
    while getattr(node, "name", None) in ("ToMultiSet", "Project", "Distinct", "Reduced"):
        node = node.p
    return node


def _top_of(node: Any) -> tuple[str, Var, Var, Any] | None:
    """``{ SELECT (MAX(?n) AS ?m) WHERE { P } }`` (ungrouped): (max or min, ?n, ?m, P), else None."""
    node = _unwrapped(node)
    extends = []
    while getattr(node, "name", None) == "Extend":
        extends.append(node)
        node = node.p
    if getattr(node, "name", None) != "AggregateJoin" or len(node.A) != 1 or len(extends) != 1:
        return None
    agg, group = node.A[0], node.p
    fn = agg.name.replace("Aggregate_", "").lower()
    if fn not in ("max", "min") or not isinstance(agg.vars, Variable) or str(extends[0].expr) != str(agg.res):
        return None
    if getattr(group, "name", None) == "Group" and group.expr:
        return None
    return fn, _var(agg.vars), _var(extends[0].var), group.p if getattr(group, "name", None) == "Group" else group


def extreme_count(tr: Any, node: Any) -> Formula | None:
    """``FILTER(?n = ?m)`` over grouped counts joined with ``{ SELECT (MAX(?n) AS ?m) WHERE { the same counts }
    }`` (the Wikidata Query Service's "the most"): the group with the most counted things, as ``ORDER BY
    DESC(COUNT(…)) LIMIT 1`` reads, ``Extremum(x, #{y | B} = n, n, max)``. The zero rows (an ?x with the
    relation but none of the counted things) are left out of MAX: they are its value only when no ?x has
    any, and then there is no "most" to ask for (noted). MIN over counts with zero rows counts 0 only for the
    ?x with the relation at all, which is not "the fewest" (an ?x without it has none too): unsupported.
    None when ``node`` is no such filter."""
    cond = node.expr
    if getattr(cond, "name", None) != "RelationalExpression" or str(cond.op) != "=" \
            or not isinstance(cond.expr, Variable) or not isinstance(cond.other, Variable):
        return None
    parts = [node.p.p1, node.p.p2] if getattr(node.p, "name", None) == "Join" else []
    tops = [_top_of(p) for p in parts]
    if sorted(t is None for t in tops) != [False, True]:
        return None
    fn, measured, top, over = next(t for t in tops if t is not None)
    counts = parts[tops.index(None)]
    if {_var(cond.expr), _var(cond.other)} != {measured, top} or _unwrapped(counts) != _unwrapped(over):
        return None
    body = tr.pattern(counts)
    found = [s for s in _subformulas(body) if isinstance(s, Count) and s.op == "=" and s.number == measured]
    zero = any(isinstance(s, Cmp) and s.left == measured and s.right == Num(0) for s in _subformulas(body))
    answers = free_vars(body) - {measured}
    if len(found) != 1 or len(answers) != 1 or len(found[0].vars) != 1:
        raise QueryError("unsupported_construct", f"{fn.upper()} of a grouped count is modelled only over one count"
                                                  " per answer")
    answer, n = next(iter(answers)), Var("n_" + found[0].vars[0].name)
    own, counted = _answers_own(found[0].body, answer)
    if zero and fn == "min":  # the zero rows rank too, with 0: the answers with some, or with a zero row
        ranked = _ranked_with_zero_rows(body, measured, Exists(found[0].vars, found[0].body))
        if ranked is None:
            raise QueryError("unsupported_construct", "MIN over tuple counts with zero rows of another form is not"
                                                      " modelled")
        tr.notes.append("MIN of tuple counts: an answer with none of the counted things ranks with 0 where it has a"
                        " zero row")
        return Extremum(answer, conj(own + [ranked, Count(found[0].vars, counted, "=", n)]), n, fn, rank=1)
    if zero:
        tr.notes.append("MAX of tuple counts: the zero rows are left out (they are the maximum only when no answer "
                        "has any)")
    return Extremum(answer, conj(own + [Count(found[0].vars, counted, "=", n)]), n, fn, rank=1)


def _ranked_with_zero_rows(body: Formula, measured: Var, some: Formula) -> Formula | None:
    """The answers a MIN over tuple counts ranks: those with some counted thing, and those of the zero rows
    (``(∃y. B) ∨ (R(x, b) ∧ c(x) ∧ ¬∃y. B)``, the zero row's ``measured = 0`` dropped: its number is the
    count, 0). "Which cities are the capital of min number of states?" in SPICE's form ranks the cities that
    are the capital of something; which reading of the question that is, the prover decides
    (:mod:`verifier.prover.zero_rows`). None when the zero rows are not one branch of one union."""
    is_zero = lambda f: isinstance(f, Cmp) and f.left == measured and f.right == Num(0)  # noqa: E731
    ors = [s for s in _subformulas(body) if isinstance(s, Or) and len(s.parts) == 2
           and any(is_zero(c) for c in conjuncts(s.parts[1]))]
    if len(ors) != 1:
        return None
    zero = conj([c for c in conjuncts(ors[0].parts[1]) if not is_zero(c)])
    return disj([some, zero])


def _answers_own(body: Formula, answer: Var) -> tuple[list[Formula], Formula]:
    """What every branch of a union of counted bodies says of the answer alone (its class, ``P31(y, C)``),
    and the union without it: a count per class summed says the answer's class in each sub-select.

        >>> from verifier.logic import Atom
        >>> x, y = Var("x"), Var("y")
        >>> own, rest = _answers_own(disj([conj([Atom("c", (y,)), Atom("p", (x, y))]),
        ...                                conj([Atom("c", (y,)), Atom("q", (x, y))])]), y)
        >>> print(conj(own), "|", rest)
        c(y) | p(x, y) ∨ q(x, y)
    """
    branches = list(body.parts) if isinstance(body, Or) else [body]
    each = [conjuncts(b) for b in branches]
    own = [p for p in each[0] if free_vars(p) <= {answer} and all(p in e for e in each[1:])]
    if not own:
        return [], body
    return own, disj([conj([p for p in e if p not in own]) for e in each])
