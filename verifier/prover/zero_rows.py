"""A number of things that 0 passes ("at most 2", "fewer than 3", "exactly 0") against tuple counts
whose zero rows cover only the answers that have the relation at all.

The Wikidata Query Service's tuple counts (:mod:`verifier.query.grouped`) give a count per answer with
some of the counted things, and a zero row per answer that has the relation but none of them; a filter
``?tupcount <= 2`` then keeps ``(∃y. B(x, y)) ∧ #{y | B(x, y)} ≤ 2 ∨ (∃b. R(x, b)) ∧ ¬∃y. B(x, y)``.
"Which cities are the capital of at most 2 states?" holds of a city that is the capital of nothing
too, which the query leaves out. Whether the question presupposes that the answer has the relation
(the reading the tuple counts make) is not decided: when the counted part of the query is the
question's count, the verdict is ``uncounted_zero`` (unknown), as for "fewer N than X" in
:mod:`.versus`, not a rejection. A changed number, comparison or counted body fails the counted part's
comparison, and the caller's comparison of the whole decides then.
"""

from __future__ import annotations

from ..logic import And, Exists, Formula, Or, Var, conj
from ..logic.formulas import Count, Num
from ..logic.ops import subformulas

__all__ = ["passes_zero", "counted_rows"]


def _holds(a: float, op: str, b: float) -> bool:
    return {"=": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]


def passes_zero(count: Count) -> bool:
    """Whether an answer with none of the counted things passes ``count`` ("at most 2" does)."""
    return isinstance(count.number, Num) and _holds(0, count.op, count.number.value)


def counted_rows(f: Formula) -> Formula | None:
    """``f`` with its one zero-row disjunction replaced by the counted rows: ``rest ∧ ((∃y. B) ∧ #{y | B}
    op k ∨ zero domain)`` → ``rest ∧ (∃y. B) ∧ #{y | B} op k``; None when ``f`` has no such disjunction
    (one of two parts, the first with a count against a number, the second with none).

        >>> from verifier.logic import Atom, Not
        >>> x, y, b = Var("x"), Var("y"), Var("b")
        >>> has = Exists((y,), Atom("p", (x, y)))
        >>> f = Or((conj([has, Count((y,), Atom("p", (x, y)), "<=", Num(2))]),
        ...         conj([Exists((b,), Atom("r", (x, b))), Not(has)])))
        >>> print(counted_rows(conj([Atom("city", (x,)), f])))
        city(x) ∧ (∃y. p(x, y)) ∧ #{y | p(x, y)} ≤ 2
    """
    ex: tuple[Var, ...] = ()
    if isinstance(f, Exists):
        ex, f = f.vars, f.body
    parts = list(f.parts) if isinstance(f, And) else [f]
    ors = [p for p in parts if isinstance(p, Or) and len(p.parts) == 2]
    if len(ors) != 1:
        return None
    counted, zero = ors[0].parts
    counts = [s for s in subformulas(counted) if isinstance(s, Count)]
    if len(counts) != 1 or not passes_zero(counts[0]) or any(isinstance(s, Count) for s in subformulas(zero)):
        return None
    body = conj([p for p in parts if p is not ors[0]] + [counted])
    return Exists(ex, body) if ex else body
