"""Property variants: one fact stated by two KG properties (``axiom_templates/property_variants.table``).

The lexicon bridges "born" to ``dbo:birthYear``; a query that asks for the ``dbo:birthDate`` whose
year is 1945 asks the same thing at another granularity. A lexical option whose axiom uses a property
with a variant that the query uses gets a sibling option with the property renamed: one more lexical
choice, enumerated like the lexicon's own alternatives and never combined with the original (two
↔-axioms would equate the properties). The sibling is weighted below the lexicon's reading
(:data:`W_VARIANT`) but, using the query's own term, is not pushed out of the bounded enumeration.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from . import tables
from .weights import W_VARIANT

__all__ = ["VariantRule", "guarded_variants_among", "load_variant_rules", "parse_variant_rules", "variants_among",
           "variants_of", "W_VARIANT"]




@dataclass(frozen=True)
class VariantRule:
    """``suffix A B``: ``ns:stemA`` ~ ``ns:stemB``; ``prefix p q``: ``p:local`` ~ ``q:local``; ``same P Q``:
    the two named properties (one relation under two names, each row saying why). ``-`` for B
    is the empty suffix, read one way only: ``ns:stemA`` ~ ``ns:stem`` (the infobox field a year or date
    is mapped from is named by the stem alone, "formation" for ``formationYear``), never ``ns:x`` ~
    ``ns:xA`` (a bare "population" is not a "populationYear")."""

    kind: str
    a: str
    b: str
    #: ``same P Q C``: the two names are one relation only of a subject of class C (see
    #: :func:`guarded_variants_among`); such a rule gives no variant of its own, without a subject to check
    domain: str = ""

    def variants(self, prop: str) -> tuple[str, ...]:
        prefix, sep, local = prop.partition(":")
        if not sep or prop.startswith("<") or self.domain:
            return ()
        out = []
        if self.kind == "suffix":
            for x, y in ((self.a, self.b), (self.b, self.a)):
                x, y = ("" if x == "-" else x), ("" if y == "-" else y)
                if not x:
                    continue
                # a stem of its own before the suffix ("birthYear", not the bare "year")
                if local.endswith(x) and len(local) > len(x) and local[: -len(x)][-1:].islower():
                    out.append(f"{prefix}:{local[: -len(x)]}{y}")
        elif self.kind == "prefix":
            for x, y in ((self.a, self.b), (self.b, self.a)):
                if prefix == x:
                    out.append(f"{y}:{local}")
        elif self.kind == "same":
            for x, y in ((self.a, self.b), (self.b, self.a)):
                if _spelling(prop) == _spelling(x):
                    out.append(y)
        return tuple(out)


def parse_variant_rules(text: str, source: str = "<table>") -> tuple[VariantRule, ...]:
    return _rules(tables.text_rows(text, source))


def _rules(rows) -> tuple[VariantRule, ...]:
    rules = []
    for row in rows:
        parts = row.fields
        if not (len(parts) == 3 and parts[0] in ("suffix", "prefix", "same") or len(parts) == 4 and parts[0] == "same"):
            raise row.error("'suffix|prefix A B' or 'same P Q [C]'")
        if parts[0] == "same" and not all(":" in p and not p.startswith("<") for p in parts[1:]):
            raise row.error("'same' to pair two prefixed property names (and a class)")
        rules.append(VariantRule(*parts))
    return tuple(rules)


def load_variant_rules(directory: str | Path | None = None) -> tuple[VariantRule, ...]:
    return _rules(tables.read_table("property_variants.table", directory))


def variants_of(prop: str, rules: tuple[VariantRule, ...]) -> tuple[str, ...]:
    """The properties that state ``prop``'s fact in another shape, by the rules (not ``prop`` itself)."""
    return tuple(dict.fromkeys(v for r in rules for v in r.variants(prop) if v != prop))


@functools.lru_cache(maxsize=1 << 16)
def _spelling(prop: str) -> str:
    """``prop`` with its local name in lower case and without separators: an infobox key (dbp:) is
    named as editors typed it, so ``dbp:timezone`` and ``dbp:time_zone`` are the field that
    ``dbo:timeZone`` is mapped from; and often in the plural, a list of values where the ontology
    names one (``dbp:officialLanguages``, ``dbo:officialLanguage``), so a final "s" is not compared."""
    prefix, _, local = prop.partition(":")
    return prefix + ":" + re.sub(r"s$", "", re.sub(r"[_\W]", "", local).lower())


def variants_among(prop: str, candidates, rules: tuple[VariantRule, ...]) -> tuple[str, ...]:
    """The ``candidates`` (e.g. a query's properties) that state ``prop``'s fact in another shape: a
    variant by the rules, its local name compared regardless of case and separators."""
    # two rules in a row: a suffix and a vocabulary (dbo:formationYear, the infobox's dbp:formation)
    wanted = {_spelling(w) for v in variants_of(prop, rules) for w in (v,) + variants_of(v, rules)} \
        - {_spelling(prop)}
    return tuple(c for c in dict.fromkeys(candidates)
                 if c != prop and not c.startswith("<") and ":" in c and _spelling(c) in wanted)


def guarded_variants_among(prop: str, candidates, rules: tuple[VariantRule, ...]) -> tuple[tuple[str, str], ...]:
    """``(candidate, class)`` for the ``candidates`` that name ``prop``'s relation by a rule ``same P Q C``:
    one relation only of a subject of class C (a weapon's developer is its infobox's designer; a
    program's designer is not its developer). ``prop`` and the rule's names are compared with their
    variants by the other rules (the infobox field of an ontology property)."""
    own = {_spelling(prop)} | {_spelling(v) for v in variants_of(prop, rules)}
    out = []
    for r in rules:
        if r.kind != "same" or not r.domain:
            continue
        for x, y in ((r.a, r.b), (r.b, r.a)):
            if _spelling(x) not in own:
                continue
            wanted = {_spelling(w) for w in (y,) + variants_of(y, rules)}
            out += [(c, r.domain) for c in dict.fromkeys(candidates)
                    if c != prop and not c.startswith("<") and ":" in c and _spelling(c) in wanted]
    return tuple(dict.fromkeys(out))
