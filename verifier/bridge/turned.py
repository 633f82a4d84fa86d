"""A word the lexicon reads as one property both ways round: the class its sense condition gives an
argument of the word goes with that argument, whichever end of the property an entry maps it to.

Generated lexica sometimes list a word twice for one property with its arguments mapped opposite ways
("play": the player as the subject of ``dbo:instrument`` in one entry, as its object in another), each
with the sense condition written for its own mapping. At most one mapping is the KG's, and the bridge
offers both; but the typing of a reading (``domain_range``, :func:`~verifier.bridge.ontology._typing_axioms`)
took each direction's classes from its own entry alone, so the class the lexicon gives the *player*
(``dbo:MusicalArtist``, the range of the entry that maps the player to the object) typed the player only
in the direction the KG does not use. "Which zorblists play the quillhorn?" with ``?z a
dbo:MusicalArtist ; dbo:instrument dbr:Quillhorn`` then failed in the KG's direction (the query's class
unimplied) and was disproved as ``wrong_direction`` in the other.

:func:`with_turned_conditions` gives each of the two readings the other's entries turned round as
further entries (:attr:`~verifier.bridge.options.Option.alternatives`): the same sense with its domain
and range swapped, so that the class stays with the word's argument, at the ends where it is a kind of the
class the reading's own entry gives that argument (``dbo:MusicalArtist`` for its ``dbo:Person``). The typing
still takes a class only where the question's nouns or the query name it, one per end, as for any entry.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from .lexicon import LexicalEntry
from .options import Option

__all__ = ["with_turned_conditions", "turned_condition"]

_LITERAL = ("xsd:", "rdf:langString", "rdfs:Literal")


def turned_condition(e: LexicalEntry) -> LexicalEntry:
    """``e`` with its sense condition's domain and range swapped, saying why.

    >>> from verifier.bridge.lexicon import LexicalEntry
    >>> e = LexicalEntry("x", "play", "verb", "TransitiveFrame", "dbo:instrument", domain="dbo:Person",
    ...                  range="dbo:MusicalArtist")
    >>> t = turned_condition(e)
    >>> (t.domain, t.range, t.id)
    ('dbo:MusicalArtist', 'dbo:Person', 'x#turned')
    """
    note = "its condition turned round: the lexicon maps the word's arguments to this property both ways"
    return replace(e, id=f"{e.id}#turned", domain=e.range, range=e.domain,
                   source=f"{e.source}; {note}" if e.source else note)


def _opposite(e: LexicalEntry, f: LexicalEntry) -> bool:
    """Are ``e`` and ``f`` one word's entries for one property in one frame, mapped opposite ways?"""
    return (e.kind == f.kind == "property" and e.reference == f.reference and e.frame == f.frame
            and e.lemma.lower() == f.lemma.lower() and {e.direction, f.direction} == {"normal", "inverse"})


def _turnable(e: LexicalEntry) -> bool:
    """A condition that can be turned: neither end a literal datatype (a date is no subject)."""
    return not any(c and c.startswith(_LITERAL) for c in (e.domain, e.range)) and bool(e.domain or e.range)


def _narrowed(e: LexicalEntry, t: LexicalEntry) -> LexicalEntry | None:
    """``t`` (a turned condition) with only the ends whose class is a kind of the class ``e`` gives the same
    end (the same argument of the word, said more narrowly: a ``dbo:MusicalArtist`` where ``e`` says
    ``dbo:Person``); None where no end is. Two entries with one condition mapped opposite ways ("serve":
    an airline to an airport both ways) say what the property joins, not what the word's arguments are:
    turned, the airline would be an airport, which is no kind of airline, so nothing is lent."""
    from .lexcheck import _includes

    ends = {which: getattr(t, which) if getattr(e, which) and getattr(t, which) != getattr(e, which)
            and _includes(getattr(e, which), getattr(t, which)) else None for which in ("domain", "range")}
    return replace(t, **ends) if any(ends.values()) else None


def with_turned_conditions(options: Sequence[Option]) -> list[Option]:
    """The options of one word, each lexicon reading given, as further entries, the turned conditions
    (:func:`turned_condition`) of the entries that read the word's property the other way round, at the
    ends where they name a kind of the class this reading's entry gives the same argument (:func:`_narrowed`)."""
    out = []
    for o in options:
        e = o.entry
        if e is None or e.kind != "property" or e.direction not in ("normal", "inverse"):
            out.append(o)
            continue
        mine = set(o.entries())
        lent = (_narrowed(e, turned_condition(f)) for p in options if p is not o for f in p.entries()
                if f not in mine and _opposite(e, f) and _turnable(f))
        extra = tuple(dict.fromkeys(t for t in lent if t is not None))
        out.append(replace(o, alternatives=o.alternatives + extra) if extra else o)
    return out
