"""Counted things at the far end of a support verb's relational noun: "X has diplomatic relations with at
most 49 Ys", "X has at least 2 Ys as its legislative body" count the Ys X has the relation (the role) with.

A support verb ("have", "share", "hold", … the bridge's ``SUPPORT_VERBS``) carries a noun that names a
relation, and "with" names the relation's other end ("X has relations with Y" is the relation of X being Y);
with "as", the noun names the role the verb's object holds for its subject ("X has Y as its body"). The
grammar gives the noun a variable and a quantifier of its own, and the scope resolver puts that quantifier
above the counted one (the two ∃-like quantifiers commute, so no other scoping is kept):

    ∃n. #{y | T(y) ∧ _diplomatic_a_1(n) ∧ _relation_n_1(n) ∧ _with_p(n, y)} ≤ 49 ∧ _have_v_1(x, n)

which counts the Ys of *one* relation n of X, and puts "have" out of the count. A relation has its two ends
and no more, and a role is held by each of its holders: every counted Y has its own, so the noun belongs
inside the count, with everything said of it:

    #{y | T(y) ∧ ∃n. _diplomatic_a_1(n) ∧ _relation_n_1(n) ∧ _with_p(n, y) ∧ _have_v_1(x, n)} ≤ 49

which is the count the bridge reads as the number of Ys X has the relation with. The rule fires only on
the support verb's own pattern: the noun is the verb's object and "with" (on the noun or on the verb's
event) takes the counted variable, or the verb "have" takes the counted variable as object and "as" (on
its event) takes the noun. A noun under another verb ("X wrote a book with at most 3 chapters": one book)
stays where the scope put it. The comparative's count ("relations with more Ys than Z") already holds the
noun inside (:meth:`._translate._Translator._count_vs`).

A noun compound names a relation the same way: in "the parent company of at most 2 Ys" the count holds the
head's "of" (``_company_n_of(x, y)``) and the compound (``compound(x, n)``), while the modifier's own noun
(``_parent_n_of(n, i)``) stays outside with its quantifier. The modifier is no individual of its own that the
count is relative to, only a word of the relation's name, so it is read inside with the head
(:func:`_modifier`). Only a head that is "of" the counted things is such a relation: in "the race driver with
the most races" the head describes the ranked answer beside the count, and its modifier stays outside; so
does a name ("named") as modifier.

What the rule cannot tell is a had noun that names a thing, not a relation ("X has places with more than two
caves"): "have … with" reads so there too, the count then over the caves of all X's places.
"""

from __future__ import annotations

import re
from typing import Optional

from ...logic import Atom, Exists, Formula, Var, free_vars
from ...logic.formulas import Count
from ...logic.ops import atoms, conjuncts, map_children
from ._rules import _conj

_HAVE, _AS, _WITH, _COMPOUND, _OF = "_have_v_1", "_as_p", "_with_p", "compound", "_of_p"
#: a relational noun's predicate, whose first argument after the noun's own is its "of" argument (_company_n_of)
_RELATIONAL_NOUN = re.compile(r"_n_of")
NOTE = ("a support verb's relational noun on the counted things (“have N with …”, “have … as N”): each counted "
        "thing has its own, so the noun is read inside the count")
COMPOUND_NOTE = ("a compound's modifier on a noun of the count (“the parent company of at most 2 Ys”) names the "
                 "relation with its head: read inside the count")


def _support_verbs() -> frozenset[str]:
    from ...bridge import SUPPORT_VERBS  # the verbs the bridge reads so (late: nothing heavy at import)

    return frozenset(SUPPORT_VERBS)


def _carried(n: Var, c: Var, said: list[Atom], verbs: frozenset[str]) -> Optional[frozenset[Var]]:
    """Is ``n`` a support verb's relational noun whose other end (or holder) is the counted ``c``? Then the
    noun with the verb's event, if it has one (both are the counted thing's own); else None.

        >>> x, n, c, e = Var("x"), Var("n"), Var("c"), Var("e")
        >>> sorted(v.name for v in _carried(n, c, [Atom("_have_v_1", (x, n)), Atom("_with_p", (n, c))],
        ...                                 frozenset({"_have_v_1"})))
        ['n']
        >>> _carried(n, c, [Atom("_write_v_1", (x, n)), Atom("_with_p", (n, c))], frozenset({"_have_v_1"}))
        >>> sorted(v.name for v in _carried(n, c, [Atom("_have_v_1", (e, x, c)), Atom("_as_p", (e, n))],
        ...                                 frozenset({"_have_v_1"})))
        ['e', 'n']
    """
    withs = {a.args[0] for a in said if a.pred == _WITH and len(a.args) == 2 and a.args[1] == c}
    ases = {a.args[0] for a in said if a.pred == _AS and len(a.args) == 2 and a.args[1] == n}
    for a in said:
        event = {a.args[0]} if len(a.args) == 3 and isinstance(a.args[0], Var) else set()
        if a.pred in verbs and len(a.args) in (2, 3) and a.args[-1] == n and a.args[-2] != n:
            if n in withs or event & withs:
                return frozenset({n} | event)
        if a.pred == _HAVE and len(a.args) == 3 and a.args[2] == c and a.args[0] in ases:
            return frozenset({n} | event)
    return None


def _modifier(n: Var, count: Count, others: list[Formula]) -> bool:
    """Is ``n`` the modifier of a compound inside ``count`` ("parent" of "parent company", "sister" of "sister
    town") whose head is not the counted thing, and said of nothing else outside the count but its own
    common noun? The compound with its head names the relation to the counted things ("the parent company
    of at most 2 Ys": ``_company_n_of(x, y) ∧ compound(x, n) ∧ _parent_n_of(n, i)``), so its modifier is
    read with it, inside the count.

        >>> from verifier.logic import Num
        >>> x, n, y = Var("x"), Var("n"), Var("y")
        >>> c = Count((y,), _conj([Atom("_town_n_1", (x,)), Atom("compound", (x, n)), Atom("_of_p", (x, y))]),
        ...           ">=", Num(6))
        >>> _modifier(n, c, [Atom("_sister_n_1", (n,))]), _modifier(n, c, [Atom("named", (n,))])
        (True, False)
        >>> beside = Count((y,), _conj([Atom("_driver_n_of", (x, Var("i"))), Atom("compound", (x, n)),
        ...                             Atom("_with_p", (x, y))]), "=", Num(6))
        >>> _modifier(n, beside, [Atom("_race_n_1", (n,))])
        False
    """
    c = count.vars[0]
    said_in = atoms(count.body)
    heads = {a.args[0] for a in said_in if a.pred == _COMPOUND and a.args[1:] == (n,) and a.args[0] != c}
    # the head is the counted things' relational noun: "of" them ("the sister town of Ys", "the parent company of
    # Ys"), not a noun described beside the count ("the race driver with the most races" ranks the drivers)
    if not any(a.args == (h, c) and (a.pred == _OF or _RELATIONAL_NOUN.search(a.pred)) for a in said_in for h in heads):
        return False
    said = [p for p in others if n in free_vars(p)]
    return bool(said) and all(free_vars(p) == {n} and not any(a.pred == "named" for a in atoms(p)) for p in said)


def _pulled(g: Exists, verbs: frozenset[str], notes: list[str]) -> Optional[Formula]:
    """``g`` with a relational noun it binds (and the support verb's event) moved into the count it is
    carried to, or None."""
    parts = conjuncts(g.body)
    counts = [p for p in parts if isinstance(p, Count) and len(p.vars) == 1]
    for n in g.vars:
        for count in counts:
            said = [a for p in parts if not any(p is o for o in counts if o is not count) for a in atoms(p)]
            own = _carried(n, count.vars[0], said, verbs)
            note = NOTE
            if own is None and _modifier(n, count, [p for p in parts if p is not count]):
                own, note = frozenset({n}), COMPOUND_NOTE
            own = own & set(g.vars) if own is not None else frozenset()  # (an event bound elsewhere stays there)
            if not own & free_vars(count.body):
                continue
            if any(own & free_vars(o.body) for o in counts if o is not count):
                continue
            outside = [p for p in parts if p is not count and own & free_vars(p)]
            if any(isinstance(p, Count) for p in outside) or (set(g.vars) - own) & set().union(
                    *(free_vars(p) for p in outside)):
                continue
            moved = tuple(v for v in g.vars if v in own)
            inner = Count(count.vars, Exists(moved, _conj([count.body] + outside)), count.op, count.number)
            rest = _conj([inner if p is count else p for p in parts if not any(p is o for o in outside)])
            keep = tuple(v for v in g.vars if v not in own)
            notes.append(note)
            return Exists(keep, rest) if keep else rest
    return None


def _modifier_copied(g: Exists, notes: list[str]) -> Optional[Formula]:
    """``g`` with a compound's modifier it binds copied into each of the counts that hold it, or None: "more
    N than X" compares two counts of one phrase (:meth:`._translate._Translator._count_vs`), so a modifier
    the scope put above them ("Which cities are sister towns of fewer Ys than X?": ``∃n. _sister_n_of(n, i) ∧
    ∃k. #{y | town(a) ∧ compound(a, n) ∧ of(a, y)} < k ∧ #{z | town(X) ∧ compound(X, n) ∧ of(X, z)} = k``) is
    in both; as a word of the relation's name (:func:`_modifier`), not a thing the counts share, each count
    reads it with its own head.

        >>> from verifier.logic import Num
        >>> a, x, n, y, z, k = Var("a"), Var("x"), Var("n"), Var("y"), Var("z"), Var("k")
        >>> def count(o, v, op):
        ...     return Count((v,), _conj([Atom("_town_n_1", (o,)), Atom("compound", (o, n)), Atom("_of_p", (o, v))]), op, k)
        >>> g = Exists((n,), _conj([Atom("_sister_n_1", (n,)), Exists((k,), _conj([count(a, y, "<"), count(x, z, "=")]))]))
        >>> print(_modifier_copied(g, []))
        ∃k. #{y | ∃n_y. _sister_n_1(n_y) ∧ _town_n_1(a) ∧ compound(a, n_y) ∧ _of_p(a, y)} < k ∧ #{z | ∃n_z. _sister_n_1(n_z) ∧ _town_n_1(x) ∧ compound(x, n_z) ∧ _of_p(x, z)} = k
    """
    from ...logic.ops import subformulas, substitute

    parts = conjuncts(g.body)
    for n in g.vars:
        holders = [p for p in parts if n in free_vars(p) and any(isinstance(c, Count) for c in subformulas(p))]
        if len(holders) != 1:
            continue
        counts = [c for c in subformulas(holders[0]) if isinstance(c, Count) and len(c.vars) == 1 and n in free_vars(c.body)]
        others = [p for p in parts if p is not holders[0]]
        if len(counts) < 2 or not all(_modifier(n, c, others) for c in counts):
            continue
        own = _conj([p for p in others if n in free_vars(p)])

        def copied(h: Formula) -> Formula:
            if isinstance(h, Count) and any(h is c for c in counts):
                m = Var(f"{n.name}_{h.vars[0].name}", n.sort)
                return Count(h.vars, Exists((m,), substitute(_conj([own, h.body]), {n: m})), h.op, h.number)
            return map_children(h, copied, _conj)

        holder = copied(holders[0])
        if n in free_vars(holder):
            continue  # said of outside the counts too: a thing they share
        rest = _conj([holder] + [p for p in others if n not in free_vars(p)])
        keep = tuple(v for v in g.vars if v != n)
        notes.append(COMPOUND_NOTE)
        return Exists(keep, rest) if keep else rest
    return None


def counted_support(f: Formula, notes: list[str]) -> Formula:
    """``∃n. #{y | φ(n, y)} op k ∧ ψ(n)`` → ``#{y | ∃n. φ(n, y) ∧ ψ(n)} op k`` where ``n`` is a support
    verb's relational noun whose other end is ``y`` (see the module's text).

        >>> from verifier.logic import Num
        >>> x, n, y = Var("x3"), Var("x9"), Var("x13")
        >>> f = Exists((n,), _conj([Count((y,), _conj([Atom("_city_n_1", (y,)), Atom("_tie_n_1", (n,)),
        ...     Atom("_with_p", (n, y))]), "<=", Num(4)), Atom("_have_v_1", (x, n))]))
        >>> print(counted_support(f, []))
        #{x13 | ∃x9. _city_n_1(x13) ∧ _tie_n_1(x9) ∧ _with_p(x9, x13) ∧ _have_v_1(x3, x9)} ≤ 4
    """
    if not any(a.pred in (_WITH, _AS, _COMPOUND) for a in atoms(f)):
        return f
    verbs = _support_verbs()

    def walk(g: Formula) -> Formula:
        g = map_children(g, walk, _conj)
        while isinstance(g, Exists):
            h = _pulled(g, verbs, notes) or _modifier_copied(g, notes)
            if h is None:
                break
            g = h
        return g

    return walk(f)
