""""The maximum number of N" as a superlative over a count: "Which cities are the capital of the max
number of states?" asks for the city with the most states it is the capital of.

The ERG reads "max number of states" as a noun phrase about a *number* ``m`` (``_number_n_of(m, s)``,
with ``_max_n_1`` in a compound, or ``_maximum_a_1(m)``), and the question's predication takes that
number as its argument: ``_capital_n_1(x) ∧ _of_p(x, m)``. A number of things is what is counted, so the
predication is said of the things numbered, and the answers are ranked by how many there are:
``argmax_x[n](rest(x) ∧ #{s | state(s) ∧ _of_p(x, s)} = n)``, as "the most states" reads. "min" and
"minimum" rank the other way. :func:`number_extremum` does this where the counted noun phrase and the
predication on the number are separate (else the reading is left as it is).
"""

from __future__ import annotations

from ...logic import Atom, Exists, Extremum, Formula, Var, disj, free_vars
from ...logic.formulas import Count
from ...logic.ops import conjuncts, linked_parts, strip_exists, substitute
from ._rules import _conj, rule_of

#: the ERG's predicates of the words that make a number a maximum or a minimum, by direction
_EXTREME = {"_max_n_1": "max", "_maximum_n_1": "max", "_max_a_1": "max", "_maximum_a_1": "max",
            "_min_n_1": "min", "_minimum_n_1": "min", "_min_a_1": "min", "_minimum_a_1": "min"}


def _marker(m: Var, parts: list[Formula], bound: set[Var]) -> tuple[str, list[Formula]] | None:
    """The direction "max"/"min" said of the number ``m`` and the conjuncts that say it, or None."""
    for p in parts:
        if isinstance(p, Atom) and p.pred in _EXTREME and p.args == (m,):
            return _EXTREME[p.pred], [p]
        if isinstance(p, Atom) and p.pred == "compound" and len(p.args) == 2 and p.args[0] == m \
                and p.args[1] in bound:
            k = p.args[1]
            word = [q for q in parts if isinstance(q, Atom) and q.pred in _EXTREME and q.args == (k,)]
            if word and all(q is p or q is word[0] or k not in free_vars(q) for q in parts):
                return _EXTREME[word[0].pred], [p, word[0]]
    return None


def _numbered(m: Var, number: Atom, parts: list[Formula], bound: set[Var]) -> tuple[Var, list[Formula]] | None:
    """What the number ``m`` numbers (``_number_n_of(m, s)``, or ``_of_p(m, s)`` beside a number without
    its argument) with the conjuncts that say it."""
    s = number.args[1]
    if isinstance(s, Var) and s in bound:
        return s, [number]
    of = [p for p in parts if isinstance(p, Atom) and p.pred == "_of_p" and len(p.args) == 2 and p.args[0] == m
          and p.args[1] in bound]
    if len(of) == 1 and isinstance(s, Var) and sum(s in free_vars(p) for p in parts) == 1:
        return of[0].args[1], [number, of[0]]
    return None


def _number_or_noun(others: list[Formula], m: Var, s: Var, bound: set[Var], a: Var) -> list[Formula]:
    """"min number of encyclopedias or collectables": the grammar joins "[min number of encyclopedias]" and
    "collectables" as readily as it joins the two nouns under "number of", and its best analysis is the first.
    A number and a kind of thing make no pair that one predication holds of ("acknowledged in a number or
    in collectables"), so the coordination is read inside the number: the things counted are each an N or
    an M, and what the coordination's variable is said to do, the number does (:func:`number_extremum` then
    counts it). ``c(x, m, o) ∧ M(o) ∧ N(s) ∧ φ(x)`` → ``(N(s) ∨ M(s)) ∧ φ(m)``, where ``o`` has nothing but
    its noun and modifiers; ``others`` unchanged where there is no such coordination.

        >>> x, m, s, o, e = Var("x"), Var("m"), Var("s"), Var("o"), Var("e")
        >>> ps = [Atom("_book_n_1", (s,)), Atom("_film_n_1", (o,)), Atom("_or_c", (x, m, o)), Atom("_in_p", (e, x))]
        >>> [str(p) for p in _number_or_noun(ps, m, s, {x, m, s, o}, Var("a"))]
        ['_book_n_1(s) ∨ _film_n_1(s)', '_in_p(e, m)']
    """
    for c in others:
        if not (isinstance(c, Atom) and len(c.args) == 3 and rule_of(c.pred).startswith("coord")
                and c.args[1] == m and c.args[0] in bound and c.args[2] in bound):
            continue
        x, o = c.args[0], c.args[2]
        rest = [p for p in others if p is not c]
        own = linked_parts(rest, {o}, bound - {m, a, x, s})
        noun = linked_parts([p for p in rest if not any(p is q for q in own)], {s}, bound - {m, a, x, o})
        left = [p for p in rest if not any(p is q for q in own + noun)]
        if (not own or not noun or any(free_vars(p) & {m, a, x, s} for p in own)
                or any(free_vars(p) & {m, a, x, o} for p in noun) or any(o in free_vars(p) for p in left)):
            continue

        def closed(ps: list[Formula], v: Var) -> Formula:  # ∃ over what only these parts use, but v
            inner = (set().union(*(free_vars(p) for p in ps)) & bound) - {v}
            return Exists(tuple(sorted(inner, key=lambda w: w.name)), _conj(ps)) if inner else _conj(ps)

        either = disj([closed(noun, s), substitute(closed(own, o), {o: s})])
        return [either] + [substitute(p, {x: m}) for p in left]
    return others


def number_extremum(f: Formula, answers: tuple[Var, ...], kind: str, notes: list[str]) -> tuple[Formula, str]:
    """``rest ∧ ∃m. number(m, s) ∧ max(m) ∧ N(s) ∧ φ(m)`` → ``argmax_a[n](rest ∧ #{s | N(s) ∧ φ(s)} = n)``,
    with the kind ``superlative``; ``(f, kind)`` unchanged when the question is no such wh-question.

        >>> x, m, s, k = Var("x"), Var("m"), Var("s"), Var("k")
        >>> f = _conj([Atom("_city_n_1", (x,)), Exists((k, m, s), _conj([Atom("_max_n_1", (k,)),
        ...     Atom("compound", (m, k)), Atom("_number_n_of", (m, s)), Atom("_state_n_1", (s,)),
        ...     Atom("_of_p", (x, m))]))])
        >>> g, kind = number_extremum(f, (x,), "wh", [])
        >>> print(g, kind)
        argmax_x[n_s](_city_n_1(x) ∧ #{s | _state_n_1(s) ∧ _of_p(x, s)} = n_s) superlative
    """
    if kind != "wh" or len(answers) != 1:
        return f, kind
    a = answers[0]
    ex, matrix = strip_exists(f)
    bound = set(ex)
    parts = conjuncts(matrix)
    for number in parts:
        if not (isinstance(number, Atom) and number.pred == "_number_n_of" and len(number.args) == 2
                and number.args[0] in bound):
            continue
        m = number.args[0]
        marked = _marker(m, parts, bound)
        numbered = _numbered(m, number, parts, bound)
        if marked is None or numbered is None:
            continue
        (direction, said), (s, naming) = marked, numbered
        others = _number_or_noun([p for p in parts if not any(p is q for q in said + naming)], m, s, bound, a)
        noun = linked_parts(others, {s}, bound - {m, a})
        on_m = [p for p in others if m in free_vars(p) and not any(p is q for q in noun)]
        coordinated = any(isinstance(p, Atom) and rule_of(p.pred).startswith("coord") for p in on_m)
        if not on_m or coordinated or any(free_vars(p) & {m, a} for p in noun):  # "[max number of N] or M"
            continue
        # what the noun says of other things than those counted ("events or releases": the conjuncts the
        # coordination joins) stays outside the count, where the coordination's reading finds it
        rest = [p for p in others if not any(p is q for q in on_m) and not any(p is q and s in free_vars(p)
                                                                                for q in noun)]
        body = _conj([p for p in noun if s in free_vars(p)] + [substitute(p, {m: s}) for p in on_m])
        inner = (free_vars(body) & bound) - {s} - set().union(*(free_vars(p) for p in rest), set())
        n = Var("n_" + s.name)
        count = Count((s,), Exists(tuple(sorted(inner, key=lambda v: v.name)), body) if inner else body, "=", n)
        outer = (set().union(*(free_vars(p) for p in rest), set()) & bound) - {m}
        ranked = _conj(rest + [count])
        notes.append(f"“{direction} number of”: the answers ranked by how many things they have, as “the "
                     f"{'most' if direction == 'max' else 'fewest'}” ranks them")
        return Extremum(a, Exists(tuple(sorted(outer, key=lambda v: v.name)), ranked) if outer else ranked, n,
                        direction, 1), "superlative"
    return f, kind
