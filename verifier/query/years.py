"""Years in a query: the filters that keep the dates of one year, as one atom a question's year is bridged to.

A query keeps the dates of one year in several ways — ``regex(str(?d), "^1950")``, ``strstarts(str(?d),
"1950")``, ``YEAR(?d) = 1950`` or, on a value that is a date, four digits anywhere in it — and all of them
are ``fn:year(?d, "1950"^^xsd:gYear)`` here:

>>> year_prefix("Builtin_REGEX", "^1950-"), year_inside("Builtin_REGEX", ".*1950.*")
('1950', '1950')
>>> year_inside("Builtin_REGEX", "-10-31") is None
True
"""

from __future__ import annotations

import re

from ..logic import Atom, Const, Term

__all__ = ["YEAR_PRED", "year_atom", "year_inside", "year_of", "year_prefix"]

#: a date's year: ``fn:year(?d, "1950"^^xsd:gYear)``. A FILTER that keeps the dates of one year
#: (``regex(str(?d), "^1950")``, ``strstarts(str(?d), "1950")``, ``YEAR(?d) = 1950``) says this, and a
#: question's year ("founded in 1950", ``yofc``) can be bridged to it (verifier/bridge/axioms.py).
YEAR_PRED = "fn:year"


def year_of(e, uncast=lambda e: e):
    """The date variable of ``YEAR(?d)`` (``YEAR(xsd:date(?d))``: ``uncast`` strips the cast), or None for any
    other rdflib expression."""
    from rdflib import Variable

    if getattr(e, "name", None) != "Builtin_YEAR":
        return None
    arg = uncast(getattr(e, "arg", None))
    return arg if isinstance(arg, Variable) else None


def year_atom(term: Term, year: str) -> Atom:
    return Atom(YEAR_PRED, (term, Const(year.lstrip("+"), "literal", "xsd:gYear")))


#: per string test, the pattern of its argument that keeps one year's dates: at the start of the lexical form
_PREFIX = {"Builtin_REGEX": r"\^(\d{4})-?", "Builtin_STRSTARTS": r"(\d{4})-?"}
#: … or anywhere in it
_INSIDE = {"Builtin_REGEX": r"(?:\.\*)?(\d{4})(?:\.\*)?", "Builtin_CONTAINS": r"(\d{4})"}


def _year_by(patterns: dict[str, str], builtin: str, pattern: str) -> str | None:
    """The year ``pattern`` spells in the form ``patterns`` gives for ``builtin``, or None."""
    m = re.fullmatch(patterns[builtin], pattern) if builtin in patterns else None
    return m.group(1) if m else None


def year_prefix(builtin: str, pattern: str) -> str | None:
    """The year a string test keeps: regex "^1950" (optionally "^1950-"), strstarts "1950"."""
    return _year_by(_PREFIX, builtin, pattern)


def year_inside(builtin: str, pattern: str) -> str | None:
    """The year a string test keeps when it looks for four digits anywhere in a date's lexical form
    (regex "1945" or ".*1945.*", contains "1945"): in "1945-04-30" or "1945" four digits in a row can
    only be the year (month and day are two digits between hyphens), so the test keeps that year's
    dates. Only for a value the query's properties give as a date or a year (``_Translator._dated``)."""
    return _year_by(_INSIDE, builtin, pattern)
