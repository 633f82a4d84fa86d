""""Fewer N than X" inside a noun phrase as a comparison of two counts: "Which countries have relations
with fewer states than X?" compares the number of states a country has relations with against the
number X has relations with.

Where the compared noun sits inside another noun phrase ("relations with fewer states"), the ERG's
comparative stays a comparison of degrees of the two things: ``little-few_a(s, d) ∧ little-few_a(X, d')
∧ d < d'`` (a state is "fewer" than X), which no knowledge graph states. The number of N is what "more"
and "fewer" compare (as the translation's "more N than B" reading does where the noun phrase is the
verb's own, :meth:`._translate._Translator._count_vs`): the things counted are those the compared noun
says, linked to the answer by the rest of its phrase, ``#{s | state(s) ∧ ∃r. relation(r) ∧ with(r, s) ∧
have(a, r)} < n``, and ``n`` is the same count with X for the answer (the than-phrase is elliptical for
"than X has"). :func:`number_versus` rewrites such a reading so; one whose compared noun says nothing of
the answer is left as it is. The link may go through the verb's event, not bound yet at this point
("appear as a character in more books than X": the books are those the answer appears in as a
character); the count then binds the event, which must say nothing outside the counted phrase.
"""

from __future__ import annotations

from ...logic import Atom, Cmp, Exists, Formula, Var, free_vars
from ...logic.formulas import Count
from ...logic.ops import conjuncts, linked_parts, strip_exists, substitute
from ._numbered_coordination import _loose
from ._rules import _conj

#: the ERG's degree predicates of "more"/"fewer" ("much-many_a(x, d)": the degree to which x is many)
_NUMBER_DEGREES = frozenset({"much-many_a", "little-few_a"})
_FLIPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "=", "!=": "!="}


def _degree_of(d: Var, parts: list[Formula]) -> Atom | None:
    found = [p for p in parts if isinstance(p, Atom) and p.pred in _NUMBER_DEGREES and len(p.args) == 2
             and p.args[1] == d]
    return found[0] if len(found) == 1 else None


def _closed(body: Formula, keep: set[Var], bound: set[Var]) -> Formula:
    inner = (free_vars(body) & bound) - keep
    return Exists(tuple(sorted(inner, key=lambda v: v.name)), body) if inner else body


def _unbound_events(f: Formula, answers: tuple[Var, ...]) -> set[Var]:
    """The events still free in ``f``: the translation binds a verb's event only when the reading is
    closed, after :func:`number_versus`. "Which people appear as a character in more books than X?"
    links the counted books to the answer through the verb's event (``appear(e, a) ∧ as(e, c) ∧
    character(c) ∧ in(c, b)``), so the count's body reaches the answer through ``e``; an event is free
    here only because it is not bound yet, and the count binds it, one event per counted thing.

        >>> e, a, i = Var("e1"), Var("a"), Var("i2")
        >>> sorted(v.name for v in _unbound_events(Atom("_appear_v_1", (e, a, i)), (a,)))
        ['e1']
    """
    return {v for v in free_vars(f) if v.name.startswith("e") and v not in answers}


def number_versus(f: Formula, answers: tuple[Var, ...], kind: str, notes: list[str]) -> Formula:
    """``… many(s, d) ∧ many(X, d') ∧ d > d' ∧ B(a, s)`` → ``… ∃n. #{s | B(a, s)} > n ∧ #{t | B(X, t)} = n``.

        >>> a, r, s, x, d, e = Var("a"), Var("r"), Var("s"), Var("x"), Var("d"), Var("e")
        >>> f = _conj([Atom("_country_n_1", (a,)), Exists((x, r, s, d, e), _conj([Atom("named", (x,)),
        ...     Atom("_state_n_1", (s,)), Atom("little-few_a", (s, d)), Atom("little-few_a", (x, e)),
        ...     Cmp("<", d, e), Atom("_relation_n_1", (r,)), Atom("_with_p", (r, s)), Atom("_have_v_1", (a, r))]))])
        >>> print(number_versus(f, (a,), "wh", []))
        ∃x. _country_n_1(a) ∧ named(x) ∧ (∃ns. #{s | ∃r. _state_n_1(s) ∧ _with_p(r, s) ∧ _have_v_1(a, r) ∧ _relation_n_1(r)} < ns ∧ #{s_than | ∃r. _state_n_1(s_than) ∧ _with_p(r, s_than) ∧ _have_v_1(x, r) ∧ _relation_n_1(r)} = ns)
    """
    if kind not in ("wh", "count") or len(answers) != 1:
        return f
    a = answers[0]
    ex, matrix = strip_exists(f)
    bound = set(ex)
    events = _unbound_events(f, answers)
    parts = conjuncts(matrix)
    for cmp in parts:
        if not (isinstance(cmp, Cmp) and isinstance(cmp.left, Var) and isinstance(cmp.right, Var)):
            continue
        mine, theirs = _degree_of(cmp.left, parts), _degree_of(cmp.right, parts)
        if mine is None or theirs is None or mine.pred != theirs.pred:
            continue
        s, x = mine.args[0], theirs.args[0]
        if not (isinstance(s, Var) and s in bound and isinstance(x, Var) and x in bound and x != a):
            continue
        op = cmp.op
        if a in free_vars(theirs):  # "X has more than the answer": the answer's count is on the right
            continue
        others = [p for p in parts if not any(p is q for q in (cmp, mine, theirs))]
        links = (bound | events) - {x, a, cmp.left, cmp.right}
        body_parts = linked_parts(others, {s}, links)
        used = set().union(*(free_vars(p) for p in body_parts), set())
        if a not in used or x in used or {cmp.left, cmp.right} & used:
            continue  # the compared noun says nothing of the answer, or speaks of X itself
        rest = [p for p in others if not any(p is q for q in body_parts)]
        outside = set().union(*(free_vars(p) for p in rest), set())
        if (used - {s, a}) & outside & links:
            continue  # a thing of the counted phrase is also said of something else: not the phrase's own
        body = _closed(_conj(body_parts), {s, a}, links | _loose(f))  # a noun's unexpressed argument too
        n, t = Var("n" + s.name), Var(s.name + "_than")
        counts = Exists((n,), _conj([Count((s,), body, op, n), Count((t,), substitute(body, {s: t, a: x}), "=", n)]))
        notes.append(f"“{'fewer' if mine.pred == 'little-few_a' else 'more'} N than X” inside a noun phrase: the "
                     "number of Ns the answer has is compared with the number X has")
        return _closed(_conj(rest + [counts]), set(), bound - {cmp.left, cmp.right})
    return f
