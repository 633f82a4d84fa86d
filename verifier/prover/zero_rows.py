"""A number of things that 0 passes ("at most 2", "fewer than 3", "min number of") against tuple counts
whose zero rows cover only some of the answers with none.

The Wikidata Query Service's tuple counts (:mod:`verifier.query.grouped`) give a count per answer with
some of the counted things, and a zero row per answer that has the relation but none of them; a filter
``?tupcount <= 2`` then keeps ``(∃y. B(x, y)) ∧ #{y | B(x, y)} ≤ 2 ∨ (∃b. R(x, b)) ∧ ¬∃y. B(x, y)``.
"Which cities are the capital of at most 2 states?" has two readings (:func:`domains`): strictly, it holds
of a city that is the capital of nothing too; with the relation's presupposition, it speaks only of the
cities that are the capital of something, which is what those zero rows keep. The query is equivalent to
the question when the answers with some counted thing agree (:func:`counted_rows`) and its zero rows are
the answers with none under one reading (:func:`matching_reading`), said in the notes (:data:`READING_NOTE`);
zero rows that are neither (another relation) leave ``uncounted_zero`` (unknown: no reading is disproved).
A changed number, comparison or counted body fails the counted part's comparison, and the caller's
comparison of the whole decides then. A MIN over such counts ranks the same answers (:func:`ranked_domains`).
"""

from __future__ import annotations

from typing import Any, Callable

from ..logic import And, Cmp, Exists, Formula, Not, Or, Var, conj, exists, free_vars
from ..logic.formulas import Count, Num
from ..logic.ops import subformulas

__all__ = ["passes_zero", "counted_rows", "zero_domain", "rows_domain", "relation_of", "domains", "matching_reading",
           "READING_NOTE", "ranked_domains", "ranks_zero_rows"]


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


def zero_domain(zero: Formula) -> Formula:
    """The answers a folded zero row keeps, its comparison of 0 with the number dropped: ``R(x, b) ∧ c(x) ∧
    ¬∃y. B ∧ 0 < n`` → ``R(x, b) ∧ c(x) ∧ ¬∃y. B`` (the answers with the relation but none of the counted
    things; whether 0 passes is decided with the count's own comparison)."""
    ex: tuple[Var, ...] = ()
    if isinstance(zero, Exists):
        ex, zero = zero.vars, zero.body
    body = conj([p for p in (zero.parts if isinstance(zero, And) else (zero,)) if not isinstance(p, Cmp)])
    return Exists(ex, body) if ex else body


def rows_domain(f: Formula) -> Formula | None:
    """``rest ∧ zero domain`` of ``f``'s one zero-row disjunction (see :func:`counted_rows`), or None."""
    ex: tuple[Var, ...] = ()
    if isinstance(f, Exists):
        ex, f = f.vars, f.body
    parts = list(f.parts) if isinstance(f, And) else [f]
    ors = [p for p in parts if isinstance(p, Or) and len(p.parts) == 2]
    if len(ors) != 1 or counted_rows(conj(parts)) is None:
        return None
    body = conj([p for p in parts if p is not ors[0]] + [zero_domain(ors[0].parts[1])])
    return exists(set(ex) & free_vars(body), body)


def relation_of(body: Formula, counted: set[Var]) -> list[Formula]:
    """A counted body without a description of the counted things alone (their class noun, with what it
    alone binds): the relation the answer has to them, one candidate per such description (and one without
    all of them). ``∃i. state(y, i) ∧ p(x, y)`` → ``[∃i. p(x, y)]``; "parties as their government" has two
    descriptions of the counted things alone (party, government), and which one is the relation's noun is
    the bridge's to say, so each is tried. A union of classes: each branch without all of them.

        >>> from verifier.logic import Atom
        >>> x, y = Var("x"), Var("y")
        >>> print(relation_of(Or((conj([Atom("p", (x, y)), Atom("s", (y,))]),
        ...                       conj([Atom("p", (x, y)), Atom("c", (y,))]))), {y})[0])
        p(x, y) ∨ p(x, y)
    """
    if isinstance(body, Or):
        return [Or(tuple(relation_of(p, counted)[-1] for p in body.parts))]
    bound: list[Var] = []
    while isinstance(body, Exists):
        bound.extend(body.vars)
        body = body.body
    parts = list(body.parts) if isinstance(body, And) else [body]

    def alone(p: Formula) -> bool:  # about the counted things and what only this part binds
        others = set().union(*(free_vars(o) for o in parts if o is not p))
        local = (free_vars(p) & set(bound)) - others
        return bool(free_vars(p) & counted) and free_vars(p) <= counted | local

    classes = [p for p in parts if alone(p)]
    drops = [[c] for c in classes] + ([classes] if len(classes) > 1 else [])
    out = []
    for drop in drops or [[]]:
        kept = conj([p for p in parts if not any(p is d for d in drop)])
        out.append(exists(set(bound) & free_vars(kept), kept))
    return out


def domains(rest: Formula, count: Count) -> tuple[tuple[str, Formula], ...]:
    """The answers with none of ``count``'s things that a question's readings keep, beside what the rest
    says: the strict reading keeps every one (``rest ∧ ¬∃y. B``), the relation's presupposition only those
    with the relation at all (``rest ∧ (∃y. R) ∧ ¬∃y. B``, R the counted body without the counted class).

    "Which cities are the capital of at most 2 states?" holds, strictly, of a city that is the capital of
    nothing. The count also reads as ranking only the cities the relation speaks of: a count of the
    states a city is the capital of presupposes that it is the capital of something, as "Which of his
    children are the oldest?" presupposes children. The Wikidata Query Service's tuple counts make
    exactly that reading: their zero rows (``?x wdt:P1376 ?b . ?x wdt:P31 wd:Q515``, FILTER NOT EXISTS
    the counted pattern) are the cities that are the capital of something but of no state. A query whose
    zero rows are every city is the strict reading; one whose zero rows need another relation is neither.
    """
    some = Exists(count.vars, count.body)
    strict = conj([rest, Not(some)])
    return (("strict", strict),) + tuple(
        ("presupposed", conj([rest, exists(set(count.vars) & free_vars(related), related), Not(some)]))
        for related in relation_of(count.body, set(count.vars)))


def matching_reading(rest: Formula, count: Count, query_domain: Formula, qa: tuple[Var, ...], sa: tuple[Var, ...],
                     compare: Callable[..., Any], **kw: Any) -> tuple[str, Any] | None:
    """The first reading of :func:`domains` whose answers with none of the counted things are the query's
    zero rows (``query_domain``, with what the query says of its answers beside), with that comparison; None
    when neither is proved (the query's zero rows need something else: another relation, another class)."""
    for name, domain in domains(rest, count):
        got = compare(domain, qa, query_domain, sa, permute=False, **kw)
        if got.status == "equivalent":
            return name, got
    return None


#: what the explanation says of each reading a query's zero rows were found to make
READING_NOTE = {
    "strict": "its zero rows keep every answer with none of them, as the question does",
    "presupposed": "its zero rows keep an answer with none of them only where it has the relation at all: the"
                   " question read with the relation's presupposition (the count ranks only the answers the"
                   " relation speaks of; the strict reading, which also keeps an answer without the relation,"
                   " is not what the query says)",
}


def ranked_domains(rest: Formula, count: Count) -> tuple[tuple[str, Formula], ...]:
    """The answers a ranking by ``count`` ranks under each reading ("min number of states"): every answer
    the rest admits (strict: one with none ranks with 0), or only those with the relation at all
    (presupposed). SPICE's MIN over tuple counts ranks the answers with some counted thing and those of its
    zero rows (the cities that are the capital of something), the presupposed reading."""
    return (("strict", rest),) + tuple(
        ("presupposed", conj([rest, exists(set(count.vars) & free_vars(related), related)]))
        for related in relation_of(count.body, set(count.vars)))


def ranks_zero_rows(rest: Formula) -> bool:
    """Whether a ranking's rest says its answers are those with some counted thing or of the zero rows
    (``(∃y. B) ∨ (zero domain ∧ ¬∃y. B)``, as :func:`verifier.query.grouped.extreme_count` reads a MIN)."""
    while isinstance(rest, Exists):
        rest = rest.body
    return any(isinstance(p, Or) and len(p.parts) == 2 and isinstance(p.parts[0], Exists)
               and Not(p.parts[0]) in (p.parts[1].parts if isinstance(p.parts[1], And) else (p.parts[1],))
               for p in (rest.parts if isinstance(rest, And) else (rest,)))
