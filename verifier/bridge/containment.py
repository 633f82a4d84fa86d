"""Places inside places (``axiom_templates/containment.table``).

"Which actors were born in Germany?" is answered in a KG that records birth *cities*: the actor's
``dbo:birthPlace`` is Germany, or a place whose ``dbo:country`` is Germany. A reading that bridges
"born in" to ``dbo:birthPlace`` says only the first; this module makes the others, as further lexical
choices of the same word (never merged with the direct one, which stays first):

* ``union``:  ``P(x, X) ∨ ∃z. P(x, z) ∧ C(z, X)``, "the value is X or lies in X";
* ``within``: ``∃z. P(x, z) ∧ C(z, X)``, "the value lies in X" (a query that reaches X only through
  the chain).

``C`` is one of the table's ``via`` properties, one step, never a transitive closure. An axiom
``∀x y. words(x, y) ↔ P(x, y)`` is split into its two directions and rewritten by polarity, so that the
check stays in EPR: where ``P`` is derived from the words (positive), the intermediate place is a fixed
witness constant (as ``multiword.tmpl``'s ``$w``); where the words are derived from ``P`` (negative), the
``∃z`` turns universal. Which properties hold places, and which named places or typed variables may
contain others (a country, not a city), the table says.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..logic import And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall, Formula, Iff, Implies, Not, Or, Truth, Var
from ..logic.ops import atoms, conj, disj, free_vars
from . import tables
from .weights import W_CONTAIN, W_WITHIN

__all__ = ["ContainmentTable", "contained_name", "containment_of", "load_containment_table", "parse_containment_table", "contained_formula",
           "W_CONTAIN", "W_WITHIN"]

_KEYS = ("via", "place", "kind", "class")


@dataclass(frozen=True)
class ContainmentTable:
    """The rows of ``containment.table``: ``via`` properties, ``place`` name endings of place-valued
    properties, WordNet ``kind`` synsets and query ``class`` es of places that contain others."""

    via: tuple[str, ...] = ()
    place: frozenset = frozenset()
    kind: tuple[str, ...] = ()
    classes: frozenset = frozenset()


def parse_containment_table(text: str, source: str = "<table>") -> ContainmentTable:
    return _containment(tables.text_rows(text, source))


def _containment(rows) -> ContainmentTable:
    rows = tables.keyed(rows, _KEYS)
    return ContainmentTable(tuple(dict.fromkeys(rows["via"])), frozenset(w.lower() for w in rows["place"]),
                            tuple(dict.fromkeys(rows["kind"])), frozenset(rows["class"]))


def load_containment_table(directory: str | Path | None = None) -> ContainmentTable:
    return _containment(tables.read_table("containment.table", directory))


def contained_formula(f: Formula, prop: str, via: str, witness: Const, within: bool,
                      places: bool = True, at_subject: bool = False) -> Formula | None:
    """``f`` with each atom ``prop(s, o)`` read as "``s``'s value lies in ``o``" (``within``) or "is ``o``
    or lies in it": by polarity, a witness for the intermediate place where the atom is derived, a
    universally read ``∃z`` where it is assumed. None when ``prop`` occurs where its polarity is mixed
    (inside a count or a superlative) or nowhere. ``places=False``: a chain of another kind than places
    (a child's child), which may well end at the noun's own variable. ``at_subject``: the chain runs
    through the subject's end instead, ``prop(z, o) ∧ via(z, s)`` (the B-sides of a work whose maker
    is ``s``)."""
    if places and _value_is_the_noun(f, prop):
        return None
    seen = []

    def link(z, s, o) -> Formula:
        return conj([Atom(prop, (z, o)), Atom(via, (z, s))]) if at_subject \
            else conj([Atom(prop, (s, z)), Atom(via, (z, o))])

    def atom(a: Atom, positive: bool) -> Formula:
        if a.pred != prop or len(a.args) != 2:
            return a
        seen.append(a)
        s, o = a.args
        if positive:
            chain = link(witness, s, o)
        else:
            taken = {v.name for v in free_vars(a)}
            z = Var(next(n for n in (f"z{i}" for i in range(100)) if n not in taken))
            chain = Exists((z,), link(z, s, o))
        return chain if within else disj([a, chain])

    def walk(g: Formula, positive: bool) -> Formula | None:
        if isinstance(g, Atom):
            return atom(g, positive)
        if isinstance(g, (Truth, Eq, Cmp)):
            return g
        if isinstance(g, Not):
            b = walk(g.body, not positive)
            return None if b is None else Not(b)
        if isinstance(g, (And, Or)):
            parts = [walk(p, positive) for p in g.parts]
            return None if any(p is None for p in parts) else (conj if isinstance(g, And) else disj)(parts)
        if isinstance(g, Implies):
            left, right = walk(g.left, not positive), walk(g.right, positive)
            return None if left is None or right is None else Implies(left, right)
        if isinstance(g, Iff):
            # both directions, each rewritten by its own polarity
            a, b = walk(Implies(g.left, g.right), positive), walk(Implies(g.right, g.left), positive)
            return None if a is None or b is None else conj([a, b])
        if isinstance(g, (Forall, Exists)):
            b = walk(g.body, positive)
            return None if b is None else type(g)(g.vars, b)
        if isinstance(g, (Count, Extremum)):
            return None if any(a.pred == prop for a in atoms(g)) else g
        raise TypeError(f"not a formula: {g!r}")

    out = walk(f, True)
    return out if out is not None and seen else None



def _value_is_the_noun(f: Formula, prop: str) -> bool:
    """Does ``prop``'s value end stand for the very thing a noun of the words describes (``_brewery_n_1(x)
    ∧ _in_p_loc(x, y) ↔ P(y, x)``, the lexicon's reading from the other end)? Then the place the words
    name is the subject's end, and no place lies between: such a reading gets no containment."""
    nouns = {a.args[0] for a in atoms(f) if a.args and "_n_" in a.pred and not a.pred.startswith(prop)}
    return any(a.pred == prop and len(a.args) == 2 and isinstance(a.args[1], Var) and a.args[1] in nouns
               for a in atoms(f))


def contained_name(name: str, via: str, within: bool) -> str:
    """The name of an axiom ``name`` read through containment by ``via`` (see :func:`containment_of`)."""
    return f"{name}/{'within' if within else 'or-within'}:{via}"


def containment_of(name: str) -> tuple[str, bool] | None:
    """``(via, within)`` of an axiom named by :func:`contained_name`; None for any other axiom."""
    head, sep, tail = name.rpartition("/")
    how, _, via = tail.partition(":")
    if not sep or how not in ("within", "or-within") or not via:
        return None
    return via, how == "within"
