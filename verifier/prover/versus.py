"""One count against another: "Which cities are the capital of more states than X?".

A question reading says ``#{s | B(x, s)} > n ∧ #{t | B(X, t)} = n`` (the number of things the answer has
against the number X has); a query says the same with its tuple counts filtered by an ungrouped
``COUNT`` of what X has (``FILTER(?tupcount > ?count) { SELECT (COUNT(*) AS ?count) … }``). Counts are
opaque to the first-order prover, so the two sides are compared piece by piece, as the filtered counts
of :mod:`.compare` are: the comparison (the same operator on both sides), what is said of the answers
alone, the answer's counted things (answer and counted thing aligned) and the other side's counted
things (the things X has, with what names X). Sufficient, not necessary: None when a piece is not
proved equal, and the caller's comparison of the whole decides then (a changed operator or a changed
count body fails there, the counts being different opaque predicates).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Optional

from ..logic import And, Cmp, Exists, Formula, Or, Var, conj, exists, free_vars
from ..logic.formulas import Count
from ..logic.ops import linked_parts, subformulas
from .zero_rows import READING_NOTE, matching_reading, zero_domain

__all__ = ["versus_split", "compare_versus"]


@dataclass(frozen=True)
class Versus:
    """A formula read as ``rest ∧ #{v | answer_body} op n ∧ context ∧ #{t | than_body} = n``."""

    rest: Formula  # what is said of the answers alone (∃-closed)
    mine: Count  # the answer's count, compared with n
    theirs: Formula  # ∃(context's variables). context ∧ than-body: the other side's counted things
    counted: Var  # the variable theirs counts
    zero_rows: bool = False  # the answers with none of the counted things kept only where a pattern has them
    zero_domain: Optional[Formula] = None  # those answers (∃-closed but for the answers), where zero_rows


def _flatten(f: Formula, bound: list[Var]) -> list[Formula]:
    """The conjuncts under a prefix of ∃ and ∧ (their variables added to ``bound``)."""
    if isinstance(f, Exists):
        bound.extend(f.vars)
        return _flatten(f.body, bound)
    if isinstance(f, And):
        return [p for part in f.parts for p in _flatten(part, bound)]
    return [f]


def versus_split(f: Formula, answers: tuple[Var, ...]) -> Optional[Versus]:
    """``f`` as one count of the answers' things against another count (:class:`Versus`), or None.

        >>> from verifier.logic import Atom
        >>> x, y, z, n, e = Var("x"), Var("y"), Var("z"), Var("n"), Var("e")
        >>> f = conj([Atom("city", (x,)), Exists((e, n), conj([Atom("named", (e,)),
        ...     Count((y,), Atom("p", (x, y)), ">", n), Count((z,), Atom("p", (e, z)), "=", n)]))])
        >>> v = versus_split(f, (x,))
        >>> print(v.rest, "|", v.mine, "|", v.theirs)
        city(x) ∧ (∃y. p(x, y)) | #{y | p(x, y)} > n | ∃e. named(e) ∧ p(e, z)
    """
    bound: list[Var] = []
    parts = _flatten(f, bound)
    zero = _zero_rows(parts)
    if zero is not None:  # "fewer than X" in tuple counts: the counted rows, or a zero row where 0 passes
        first = zero.parts[0]
        parts = [p for p in parts if p is not zero] + (list(first.parts) if isinstance(first, And) else [first])
    if len(set(bound)) != len(bound):
        return None  # a name bound twice: the flattened conjunction would merge two things
    counts = [p for p in parts if isinstance(p, Count) and isinstance(p.number, Var) and len(p.vars) == 1]
    mine = [c for c in counts if free_vars(c.body) & set(answers)]
    theirs = [c for c in counts if not free_vars(c.body) & set(answers) and c.op == "="]
    if len(counts) != 2 or len(mine) != 1 or len(theirs) != 1 or mine[0].number != theirs[0].number:
        return None
    n = mine[0].number
    others = [p for p in parts if not isinstance(p, Count)]
    if n not in bound or any(n in free_vars(p) for p in others):
        return None
    context = linked_parts(others, free_vars(theirs[0].body), avoid=set(answers) | {n})
    rest = [p for p in others if not any(p is c for c in context)]
    if context and (set(answers) & set().union(*(free_vars(p) for p in context))):
        return None  # what names X also speaks of the answers: not two separate counts
    if free_vars(mine[0].body) - set(answers) - set(mine[0].vars):
        return None  # the answer's count depends on something outside it
    if zero is not None:  # the counted rows' "has some" and the zero rows' "has none" together: uncounted_zero
        rest = [p for p in rest if p != Exists(mine[0].vars, mine[0].body)]
        # what both kinds of rows say of the answer alone (its class) is said of it
        zero_atoms = set(subformulas(zero.parts[1]))
        rest += [p for p in _own(mine[0].body, set(answers)) if p in zero_atoms]
    if mine[0].op == ">":  # more than some number ≥ 0: the answer has some (a query's GROUP BY says so)
        rest.append(exists(set(mine[0].vars), mine[0].body))
    than = theirs[0]
    closed = set().union(*(free_vars(p) for p in context + [than.body])) - set(than.vars) if context else \
        free_vars(than.body) - set(than.vars)
    domain = zero_domain(zero.parts[1]) if zero is not None else None
    return Versus(exists(set(free_vars(conj(rest))) - set(answers), conj(rest)) if rest else conj([]),
                  mine[0], exists(closed, conj(context + [than.body])), than.vars[0], zero is not None,
                  exists(free_vars(domain) - set(answers), domain) if domain is not None else None)


def _own(body: Formula, answers: set[Var]) -> list[Formula]:
    """The conjuncts of ``body`` about the answers alone (those of every disjunct, for a union of classes)."""
    if isinstance(body, Or):
        each = [_own(d, answers) for d in body.parts]
        return [p for p in each[0] if all(p in e for e in each[1:])]
    return [p for p in (body.parts if isinstance(body, And) else (body,)) if free_vars(p) <= answers]


def _zero_rows(parts: list[Formula]) -> Optional[Or]:
    """The one disjunction ``(… #{y | B} op n …) ∨ (zero domain ∧ 0 op n)`` of a folded tuple count, if any."""
    ors = [p for p in parts if isinstance(p, Or) and len(p.parts) == 2]
    if len(ors) != 1:
        return None
    counted, zero = ors[0].parts
    has_count = lambda g: any(isinstance(s, Count) for s in subformulas(g))  # noqa: E731
    if not has_count(counted) or has_count(zero) or not any(isinstance(s, Cmp) for s in subformulas(zero)):
        return None
    return ors[0]


def compare_versus(q: Versus, s: Versus, qa: tuple[Var, ...], sa: tuple[Var, ...], compare: Callable[..., Any],
                   **kw: Any) -> Any:
    """The pieces of two :class:`Versus` compared (``compare`` is :func:`.compare.compare`); the equivalent
    comparison with the pieces' cores, or None when one piece is not proved equal."""
    if q.mine.op != s.mine.op or len(qa) != 1 or len(sa) != 1:
        return None
    pieces = [compare(q.rest, qa, s.rest, sa, permute=False, **kw)]
    mine = compare(q.mine.body, [qa[0], q.mine.vars[0]], s.mine.body, [sa[0], s.mine.vars[0]], permute=False, **kw)
    if mine.status != "equivalent":  # a word of the rest may read only with the counted body (see _compare_filtered)
        mine = compare(conj([q.rest, q.mine.body]), [qa[0], q.mine.vars[0]], conj([s.rest, s.mine.body]),
                       [sa[0], s.mine.vars[0]], permute=False, **kw)
    pieces += [mine, compare(q.theirs, [q.counted], s.theirs, [s.counted], permute=False, **kw)]
    if any(p.status != "equivalent" for p in pieces):
        return None
    if s.zero_rows and not q.zero_rows and s.zero_domain is not None:
        reading = matching_reading(q.rest, q.mine, conj([s.rest, s.zero_domain]), qa, sa, compare, **kw)
        if reading is not None:  # the query's zero rows are the answers with none of one reading
            pieces.append(reading[1])
            return _equivalent(pieces, qa, sa, f"the number of counted things of each answer against the number the"
                                               f" other side has ({q.mine.op}), compared piece by piece, and"
                                               f" {READING_NOTE[reading[0]]}")
    if q.zero_rows != s.zero_rows:
        # "Which cities are the capital of fewer states than X?" holds of a city that is the capital of
        # nothing; tuple counts have a zero row only for the cities with some value of the property
        return replace(pieces[1], status="mismatch", mismatch="uncounted_zero",
                       detail="the two sides count the same things of each answer and compare them the same way,"
                              " but one keeps an answer with none of them only where it has the relation at all;"
                              " whether the question presupposes that is not decided")
    return _equivalent(pieces, qa, sa, f"the number of counted things of each answer against the number the other"
                                       f" side has ({q.mine.op}), compared piece by piece")


def _equivalent(pieces: list[Any], qa: tuple[Var, ...], sa: tuple[Var, ...], detail: str) -> Any:
    """The counted pieces' comparison (the second) made the whole's: every piece's cores, the answers aligned."""
    core = lambda d: tuple(dict.fromkeys(c for p in pieces for c in getattr(p, d).core))  # noqa: E731
    return replace(pieces[1], forward=replace(pieces[1].forward, core=core("forward")),
                   backward=replace(pieces[1].backward, core=core("backward")),
                   alignment=((qa[0].name, sa[0].name),), detail=detail)
