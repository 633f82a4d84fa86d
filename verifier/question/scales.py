"""Scales of gradable adjectives and how KG properties run along them (declarative: ``grammars/``).

The degree argument of a gradable adjective is read as the value on its scale: ``_small_a_1(x, d)`` has
``d`` the size of ``x``, like ``_large_a_1(x, d)``. The low pole of a scale therefore flips a
superlative's direction ("the smallest" is the minimum size) and a comparative's operator ("smaller
than" is a lower size). A query property may run against the scale: a rank (the top has rank 1) or, on
the age scale, a date (the oldest has the earliest birth date). ``grammars/scales.tsv`` and
``grammars/measure_properties.tsv`` hold the tables.
"""

from __future__ import annotations

import functools
import re
from typing import Optional

from ..kg.iri import name_words
from .._data import grammar_dir, grammar_file
from . import predicates

__all__ = ["Scale", "adjective_scale", "flip_direction", "flip_op", "is_low_pole", "low_poles", "name_clippings",
           "property_on_scale", "property_runs_inverse", "scale_predicate"]

_GRAMMARS = grammar_dir()
Scale = tuple[str, str]  # (scale, pole)


def _rows(name: str) -> list[list[str]]:
    """The tab-separated rows of the grammar table ``name``; a missing table raises
    :class:`~verifier._data.DataFileMissing` (a broken install, not a table with no rows)."""
    text = grammar_file(name).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]


@functools.lru_cache(maxsize=1)
def _scales() -> dict[str, Scale]:
    return {r[0].strip(): (r[1].strip(), r[2].strip()) for r in _rows("scales.tsv") if len(r) >= 3}


@functools.lru_cache(maxsize=1)
def _properties() -> tuple[tuple[re.Pattern, str], ...]:
    return tuple((re.compile(r[0].strip(), re.I), r[1].strip()) for r in _rows("measure_properties.tsv")
                 if len(r) >= 3 and r[2].strip() == "inverse")


@functools.lru_cache(maxsize=1)
def _value_properties() -> tuple[tuple[re.Pattern, str], ...]:
    return tuple((re.compile(r[0].strip(), re.I), r[1].strip()) for r in _rows("measure_properties.tsv")
                 if len(r) >= 3 and r[2].strip() == "value")


def lemma(pred: str) -> str:
    """``_small_a_1`` → ``small``; other predicates come back unchanged."""
    return predicates.lemma(pred, "a") or pred


def adjective_scale(pred: str) -> Optional[Scale]:
    """The (scale, pole) of a gradable adjective's ERG predicate, or None when the table lacks it."""
    return _scales().get(lemma(pred))


def is_low_pole(pred: str) -> bool:
    s = adjective_scale(pred)
    return s is not None and s[1] == "low"


@functools.lru_cache(maxsize=1)
def _high_poles() -> dict[str, str]:
    out: dict[str, str] = {}
    for lem, (scale, pole) in _scales().items():  # the first high pole listed names the scale
        if pole == "high":
            out.setdefault(scale, lem)
    return out


def low_poles(scale: str) -> tuple[str, ...]:
    """The lemmas of the low poles of ``scale`` (size: small, little, tiny)."""
    return tuple(lem for lem, (sc, pole) in _scales().items() if sc == scale and pole == "low")


@functools.lru_cache(maxsize=1)
def name_clippings() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Clipped words of KG property names and the phrases they shorten (``grammars/name_clippings.tsv``):
    ("metro", ("metropolitan", "area"))."""
    return tuple((r[0].strip().lower(), tuple(r[1].split())) for r in _rows("name_clippings.tsv") if len(r) >= 2)


def scale_predicate(pred: str) -> str:
    """The predicate that names the scale of a low-pole adjective's degree: ``_small_a_1`` → ``_large_a_1``.

    The degree of "small" is a size, the degree of "large" too: a degree-taking low pole is written with
    its scale's high pole so that one lexical bridge (large → area) serves both words.
    """
    s = adjective_scale(pred)
    if s is None or s[1] != "low":
        return pred
    high = _high_poles().get(s[0])
    return f"_{high}_a_1" if high else pred


def flip_direction(direction: str) -> str:
    return "min" if direction == "max" else "max"


_FLIP_OP = {">": "<", "<": ">", ">=": "<=", "<=": ">=", "=": "=", "!=": "!="}


def flip_op(op: str) -> str:
    return _FLIP_OP.get(op, op)


def _local(prop: str) -> str:
    return re.split(r"[:/#]", prop)[-1]


def property_runs_inverse(prop: str, scale: Optional[str]) -> bool:
    """Does ordering by ``prop`` run against ``scale`` (a rank on any scale, a date on the age scale)?"""
    local = _local(prop)
    return any(p.search(local) and (s == "*" or s == scale) for p, s in _properties())


def property_on_scale(prop: str, scale: str) -> bool:
    """Is ``prop``'s value its subject's place on ``scale`` (a date on the time scale, a position number
    on the order scale)? Scales with no measure of their own are bridged only through such properties."""
    words = " ".join(name_words(_local(prop)))
    return any(s == scale and p.search(words) for p, s in _value_properties())
