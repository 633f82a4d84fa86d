"""Organisations given a place (``axiom_templates/organisation_locations.table``).

"Which writers studied in Berlin?" is bridged by the lexicon to ``dbo:almaMater``, whose values are
schools, not cities. A place where the relation expects an organisation means an organisation located
in that place: ``words(x, y) ↔ ∃z. P(x, z) ∧ L(z, y)``, with ``L`` one of the table's ``located``
properties that the query uses, or the union of those it uses (an ontology property and its infobox
field, ``dbo:city`` and ``dbp:city``). It is one more lexical choice of the word, weighted below the
direct reading and never merged with it, so "studied at Humboldt University" keeps its direct reading.

The rewriting is :func:`~verifier.bridge.containment.contained_formula`'s "within" reading by polarity
(a witness where ``P`` is derived, a universal ``∃z`` where it is assumed), so the check stays in EPR.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..logic import And, Atom, Const, Exists, Forall, Formula, Implies, Or, conj, disj, map_atoms
from ..logic.ops import map_children
from . import tables
from .weights import W_LOCATED
from .containment import contained_formula

__all__ = ["OrganisationLocations", "load_organisation_locations", "parse_organisation_locations",
           "located_formula", "W_LOCATED"]

_KEYS = ("class", "located")
#: stands for the location relation while the containment rewriting runs; replaced by the union after
_PLACEHOLDER = "__located__"


@dataclass(frozen=True)
class OrganisationLocations:
    """The rows of ``organisation_locations.table``: range ``classes`` of properties that hold
    organisations, and the ``located`` properties that give an organisation's place."""

    classes: frozenset = frozenset()
    located: tuple[str, ...] = ()


def parse_organisation_locations(text: str, source: str = "<table>") -> OrganisationLocations:
    return _locations(tables.text_rows(text, source))


def _locations(rows) -> OrganisationLocations:
    rows = tables.keyed(rows, _KEYS)
    return OrganisationLocations(frozenset(rows["class"]), tuple(dict.fromkeys(rows["located"])))


def load_organisation_locations(directory: str | Path | None = None) -> OrganisationLocations:
    return _locations(tables.read_table("organisation_locations.table", directory))


def located_formula(f: Formula, props: Sequence[str], locations: Sequence[str]) -> Formula | None:
    """``f`` with each atom ``P(s, o)`` of ``props`` read as "``s``'s P is an organisation located in
    ``o``" by any of ``locations`` (their union; one location gives the plain chain). None when some
    ``P`` cannot be read so (its value is the noun's own variable, or it occurs where its polarity is
    mixed) or none occurs."""
    if not locations:
        return None
    out = f
    for p in props:
        # a witness of its own for each property: the school of one relation is not the other's
        read = contained_formula(out, p, _PLACEHOLDER, Const(f"?organisation#{p}"), within=True)
        if read is None:
            return None
        out = read
    return _horn(_spread(out, tuple(locations)))


def _spread(f: Formula, locations: tuple[str, ...]) -> Formula:
    """``f`` with the placeholder atom read as the union of ``locations``. An assumed chain ``∃z. P(s, z) ∧
    located(z, o)`` becomes one chain for each location, ``(∃z. P ∧ L₁) ∨ (∃z. P ∧ L₂)``: the same
    formula, but as separate universal implications once it is assumed, which Z3 refutes quickly where
    the disjunction inside one quantifier (for two properties and two locations) ran out of time."""
    if isinstance(f, Exists) and any(isinstance(a, Atom) and a.pred == _PLACEHOLDER for a in _parts(f.body)):
        return disj([Exists(f.vars, map_atoms(f.body, lambda a, loc=loc: Atom(loc, a.args) if a.pred == _PLACEHOLDER
                                              else a)) for loc in locations])
    if isinstance(f, Atom):
        return disj([Atom(loc, f.args) for loc in locations]) if f.pred == _PLACEHOLDER else f
    return map_children(f, lambda g: _spread(g, locations))


def _horn(f: Formula) -> Formula:
    """``f`` with each assumed union of chains stated as one implication per chain: ``(∃z. A) ∨ (∃z. B)
    → W`` as ``(∀z. A → W) ∧ (∀z. B → W)``, the same formula in the shape of separate quantified rules,
    which Z3 instantiates one by one (the union inside one quantifier made it run out of time finding
    countermodels)."""
    if isinstance(f, Implies):
        left = f.left.parts if isinstance(f.left, Or) else (f.left,)
        return conj([Forall(p.vars, Implies(p.body, f.right)) if isinstance(p, Exists) else Implies(p, f.right)
                     for p in left])
    if isinstance(f, And):
        return conj([_horn(p) for p in f.parts])
    if isinstance(f, Forall):
        return Forall(f.vars, _horn(f.body))
    return f


def _parts(f: Formula) -> tuple:
    return f.parts if isinstance(f, And) else (f,)
