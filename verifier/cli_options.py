"""The options of every command that builds a verifier (``check``, ``audit``, ``serve``, ``mcp``), declared once,
so that one flag means one thing, with one help text and one check of its value, whichever command takes it.

    >>> import argparse
    >>> p = argparse.ArgumentParser()
    >>> add_verifier_options(p)
    >>> args = p.parse_args(["--lexicon", "a.ttl", "--kg", "https://example.org/sparql", "--kg-profile", "wikidata"])
    >>> args.lexicon, kg_source(args.kg), args.kg_profile, args.timeout_ms
    (['a.ttl'], 'https://example.org/sparql', 'wikidata', 2000)
    >>> kg_source(["kg.ttl", "more.ttl"]), kg_source([])
    (('kg.ttl', 'more.ttl'), None)

Nothing here opens a file or reads a profile: the commands do that, and say which file failed.
"""

from __future__ import annotations

import argparse
from typing import Sequence

from .kg.profile import PROFILES

__all__ = ["add_verifier_options", "kg_source", "positive_int"]


def positive_int(text: str) -> int:
    """An argparse type for limits such as ``--timeout-ms``: a whole number above zero."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{value} is not above zero")
    return value


def add_verifier_options(p: argparse.ArgumentParser) -> None:
    """``--lexicon``, ``--kg``, ``--names`` (each repeatable; default none), ``--timeout-ms`` and ``--kg-profile``."""
    p.add_argument("--lexicon", action="append", default=[], help="Lemon/OntoLex lexicon in Turtle (repeatable)")
    p.add_argument("--kg", action="append", default=[], help="Turtle file(s) of the KG, or a SPARQL endpoint URL")
    p.add_argument("--names", action="append", default=[],
                   help="labels-only RDF file(s) read as names beside the KG, never as the KG (repeatable)")
    p.add_argument("--timeout-ms", type=positive_int, default=2000, help="Z3 time limit per entailment (default 2000)")
    p.add_argument("--kg-profile", default="", choices=("", *PROFILES), metavar="NAME",
                   help="the KG profile the queries run against (" + ", ".join(PROFILES) + "): a query typing by "
                        "another KG's predicate matches nothing (default: read from each query's namespaces)")


def kg_source(values: Sequence[str] | None) -> str | tuple[str, ...] | None:
    """What ``--kg`` names as the verifier's ``kg``: one SPARQL endpoint (a lone ``http(s)://`` URL), Turtle
    files (a tuple), or nothing (None)."""
    values = tuple(values or ())
    if len(values) == 1 and values[0].startswith(("http://", "https://")):
        return values[0]
    return values or None
