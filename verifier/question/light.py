"""Light words and measure nouns: the declarative tables ``grammars/light_words.tsv`` and
``grammars/measure_nouns.tsv``.

A *light word* is a question word that a KG query does not express ("both", "the total population",
"a list of …", "other", "the same … as"): :mod:`verifier.question.semantics` reads it by the treatment its
row names and records the row's reason as a note of the reading, so that no word is dropped silently.
A *measure noun* ("area", "height") names a value on a scale: "how big is the area" asks for the area.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Optional
from .._data import grammar_dir, grammar_file
from . import predicates

__all__ = ["LightWord", "TREATMENTS", "kind_words", "light_word", "light_words", "measure_scales", "scale_nouns",
           "place_time_kind", "relation_verbs", "naming_predicates"]

_GRAMMARS = grammar_dir()

#: the treatments a row may name (see the table's header)
TREATMENTS = ("vacuous", "member", "distinct", "same", "frequency", "kind", "everywhere", "regarded")


@dataclass(frozen=True)
class LightWord:
    predicate: str
    treatment: str
    reason: str


def _rows(name: str) -> list[list[str]]:
    """The tab-separated rows of the grammar table ``name``, cells stripped; a missing table raises
    :class:`~verifier._data.DataFileMissing` (a broken install, not a table with no rows)."""
    text = grammar_file(name).read_text(encoding="utf-8")
    return [[c.strip() for c in line.split("\t")] for line in text.splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


@functools.lru_cache(maxsize=1)
def light_words() -> dict[str, LightWord]:
    """predicate → its row; rows with an unknown treatment are ignored (a typo never drops a word)."""
    out: dict[str, LightWord] = {}
    for r in _rows("light_words.tsv"):
        if len(r) >= 3 and r[1] in TREATMENTS:
            out[r[0]] = LightWord(r[0], r[1], r[2])
    return out


def light_word(pred: str, carg: Optional[str] = None) -> Optional[LightWord]:
    """The row of a predicate; a name's own row (``named:Earth``) first, so that one name can be light
    where other names are not."""
    rows = light_words()
    return (rows.get(f"{pred}:{carg}") if carg else None) or rows.get(pred)


@functools.lru_cache(maxsize=1)
def kind_words() -> frozenset[str]:
    """The nouns of the table's ``kind`` rows ("kind", "type", "form" …): a property label "N type"
    names a classification of N (the bridge's reading of "what kind of N")."""
    return frozenset(predicates.lemma(p) for p, lw in light_words().items()
                     if lw.treatment == "kind" and p.startswith("_") and ":" not in p)


@functools.lru_cache(maxsize=1)
def relation_verbs() -> dict[str, tuple[str, ...]]:
    """The verbs of ``grammars/relation_verbs.tsv`` ("belong to", "need for", "affiliated with"): a noun
    they take names the relation between it and the row's holder: ``subject`` (the noun is the verb's
    object), ``object`` (the noun is the object of the one preposition on the verb's event), or the
    predicate of a preposition on the verb's event (the noun is the verb's object). The bridge reads
    verb and noun as one query property. Predicate → its holders, in the table's order."""
    out: dict[str, tuple[str, ...]] = {}
    for r in _rows("relation_verbs.tsv"):
        if len(r) >= 3 and r[0].startswith("_") and (r[1] in ("subject", "object") or r[1].endswith("_p")):
            out[r[0]] = out.get(r[0], ()) + (r[1],)
    return out


@functools.lru_cache(maxsize=1)
def naming_predicates() -> frozenset[str]:
    """The ERG predicates of the naming verbs of ``grammars/naming_verbs.tsv`` (``_call_v_name``):
    ARG2 is the thing named, ARG3 its name."""
    from .grammar.lexicon import load_naming_verbs  # the table's one reader, also the grammar's

    return frozenset(load_naming_verbs(_GRAMMARS / "naming_verbs.tsv").values())


@functools.lru_cache(maxsize=1)
def _measures() -> dict[str, frozenset[str]]:
    return {r[0]: frozenset(s.strip() for s in r[1].split(",") if s.strip())
            for r in _rows("measure_nouns.tsv") if len(r) >= 2}


def measure_scales(noun_pred: str) -> frozenset[str]:
    """The scales a noun's value lies on: ``_area_n_of`` → {size}; empty for other nouns."""
    lemma = predicates.lemma(noun_pred, "n")
    return frozenset() if lemma is None else _measures().get(lemma, frozenset())


def scale_nouns(scale: str) -> tuple[str, ...]:
    """The measure nouns whose value lies on ``scale``, in the table's order: the nouns a gradable
    adjective of that scale measures ("large", size: "area", "size", "surface", "population").

    >>> scale_nouns("weight")
    ('weight', 'mass')
    """
    return tuple(n for n, scales in _measures().items() if scale in scales)


@functools.lru_cache(maxsize=1)
def _place_time() -> dict[str, str]:
    return {r[0]: r[1] for r in _rows("place_time_nouns.tsv") if len(r) >= 2 and r[1] in ("place", "time")}


def place_time_kind(noun_pred: str) -> Optional[str]:
    """``place`` / ``time`` for a noun whose referent is a place or a time (``_birthplace_n_1``), else None."""
    lemma = predicates.lemma(noun_pred, "n")
    return None if lemma is None else _place_time().get(lemma)
