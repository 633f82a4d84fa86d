"""SPARQL text → rdflib algebra, with a safety screen and repair of well-known undeclared prefixes.

Everything that can be decided about a query without logic is decided here, cheaply, before any solver
runs: is it SPARQL at all, is it a read-only query, does it parse, and which prefixes had to be added.
Failures raise :class:`QueryError` with a reason code from the verdict vocabulary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..kg.iri import WELL_KNOWN

__all__ = ["QueryError", "ParsedQuery", "parse_query", "MAX_QUERY_CHARS"]

#: queries longer than this are refused with ``input_too_large`` rather than parsed
MAX_QUERY_CHARS = 100_000


class QueryError(Exception):
    """A query that cannot be translated; ``code`` is a verdict reason code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class ParsedQuery:
    """A parsed read-only query: rdflib's algebra plus what the parser had to repair."""

    text: str
    algebra: Any  # rdflib.plugins.sparql.sparql.Query
    repaired_prefixes: tuple[str, ...] = ()
    #: other repairs of the text, in words (e.g. a Virtuoso-style aggregate projection)
    repairs: tuple[str, ...] = ()


_QUERY_FORM = re.compile(r"\b(SELECT|ASK|CONSTRUCT|DESCRIBE)\b", re.I)
_UPDATE_OPS = re.compile(
    r"^\s*(?:(?:PREFIX\s+\S*\s*<[^>]*>|BASE\s+<[^>]*>)\s*)*"
    r"(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|WITH)\b", re.I)
_SERVICE = re.compile(r"\bSERVICE\b", re.I)
_DECLARED = re.compile(r"\bPREFIX\s+([A-Za-z][\w\-.]*)?\s*:\s*<", re.I)
# a prefixed name: prefix, colon, then a local part or the end of the name
_USED = re.compile(r"(?<![\w<\"'?$:/#@.-])([A-Za-z][\w\-]*):(?=[\w%(]|\s|[;,.)\]}]|$)")


def _strip_literals_and_iris(text: str) -> str:
    """Blank out strings, IRIs and comments so that prefix and keyword scans see only syntax."""
    text = re.sub(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'', '""', text)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', '""', text)
    text = re.sub(r"<[^<>\s{}|\"]*>", "<>", text)
    text = re.sub(r"#[^\n]*", "", text)
    return text


def _screen(text: str) -> None:
    """Refuse text that is not a read-only SPARQL query before parsing it."""
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError("input_too_large", f"the query has {len(text):,} characters; the limit is {MAX_QUERY_CHARS:,}")
    syntax = _strip_literals_and_iris(text)
    m = _UPDATE_OPS.match(syntax)
    if m:
        raise QueryError("unsafe_operation", f"SPARQL Update ({m.group(1).upper()}) is refused: the verifier checks read-only queries")
    if not _QUERY_FORM.search(syntax):
        if re.search(r"\b(INSERT|DELETE|LOAD|CLEAR|DROP)\b", syntax, re.I) and "{" in syntax:
            raise QueryError("unsafe_operation", "SPARQL Update is refused: the verifier checks read-only queries")
        if "{" in syntax or re.search(r"\?\w+", syntax):
            raise QueryError("syntax_error", "no query form (SELECT, ASK, CONSTRUCT or DESCRIBE) found")
        raise QueryError("not_a_query", "the text is not a SPARQL query (no query form, no graph pattern)")
    if _SERVICE.search(syntax):
        raise QueryError("unsafe_operation", "SERVICE (federated query) is refused: it would reach other endpoints")


def _repair_prefixes(text: str) -> tuple[str, tuple[str, ...]]:
    syntax = _strip_literals_and_iris(text)
    declared = {(m.group(1) or "") for m in _DECLARED.finditer(syntax)}
    body = _DECLARED.sub(" ", syntax)
    used = []
    for m in _USED.finditer(body):
        p = m.group(1)
        if p not in declared and p not in used and p.lower() not in ("http", "https", "urn", "mailto", "bif"):
            used.append(p)
    unknown = [p for p in used if p not in WELL_KNOWN]
    if unknown:
        raise QueryError("undeclared_prefix", "undeclared prefix " + ", ".join(f"{p}:" for p in unknown)
                         + " is not one the verifier can repair")
    if not used:
        return text, ()
    header = "".join(f"PREFIX {p}: <{WELL_KNOWN[p]}>\n" for p in used)
    return header + text, tuple(used)


# Virtuoso (DBpedia's endpoint) accepts an aggregate in the projection without the parentheses and
# alias SPARQL 1.1 requires, `SELECT COUNT(DISTINCT ?x) WHERE …`, even `COUNT(?x AS ?x)`; query logs
# (QALD's gold queries among them) are full of it. It has one reading, so we rewrite it to the standard form.
_BARE_AGGREGATE = re.compile(
    r"(?<![(\w])(COUNT|SUM|AVG|MIN|MAX)\s*\(\s*(DISTINCT\s+)?(\?\w+|\*)\s*(?:AS\s+(\?\w+)\s*)?\)(?!\s*AS\b)",
    re.I)
_PROJECTION = re.compile(r"\bSELECT\s+(?:DISTINCT\s+|REDUCED\s+)?(.*?)\s*(?:\bWHERE\b|\{)", re.I | re.S)


def _repair_bare_aggregates(text: str) -> tuple[str, tuple[str, ...]]:
    """Rewrite ``SELECT COUNT(DISTINCT ?x) WHERE`` to ``SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE``."""
    m = _PROJECTION.search(text)
    if not m:
        return text, ()
    done: list[str] = []

    def standard(a: re.Match) -> str:
        fn, distinct, arg, alias = a.group(1).upper(), a.group(2) or "", a.group(3), a.group(4)
        if alias is None or alias == arg:
            alias = "?" + fn.lower() + (str(len(done)) if done else "")
        done.append(a.group(0))
        return f"({fn}({distinct.upper()}{arg}) AS {alias})"

    projection = _BARE_AGGREGATE.sub(standard, m.group(1))
    if not done:
        return text, ()
    fixed = text[:m.start(1)] + projection + text[m.end(1):]
    return fixed, tuple(f"rewrote the aggregate {d.strip()} without parentheses (Virtuoso syntax) to SPARQL 1.1"
                        for d in done)


def parse_query(text: str) -> ParsedQuery:
    """Screen, repair and parse ``text`` into rdflib's SPARQL algebra.

    Raises :class:`QueryError` with code ``input_too_large``, ``not_a_query``, ``unsafe_operation``,
    ``undeclared_prefix`` or ``syntax_error``.
    """
    from rdflib.plugins.sparql.algebra import translateQuery
    from rdflib.plugins.sparql.parser import parseQuery

    if not isinstance(text, str) or not text.strip():
        raise QueryError("not_a_query", "the query is empty")
    _screen(text)
    fixed, repaired = _repair_prefixes(text)
    repairs: tuple[str, ...] = ()
    try:
        try:
            tree = parseQuery(fixed)
        except Exception:
            dialect, repairs = _repair_bare_aggregates(fixed)
            if not repairs:
                raise
            tree = parseQuery(dialect)
    except Exception as exc:  # pyparsing's ParseException and friends: all mean the text is malformed
        if _truncated(text):
            raise QueryError("truncated_query", "the query text stops before its graph pattern is closed "
                             f"(it was cut off): {_short(exc)}") from None
        raise QueryError("syntax_error", f"the query does not parse: {_short(exc)}") from None
    try:
        algebra = translateQuery(tree)
    except Exception as exc:  # rdflib raises plain Exceptions for unknown prefixes and bad projections
        msg = _short(exc)
        code = "undeclared_prefix" if "prefix" in msg.lower() else "syntax_error"
        raise QueryError(code, f"the query cannot be translated: {msg}") from None
    if algebra.algebra.name not in ("SelectQuery", "AskQuery"):
        raise QueryError("unsupported_query_form",
                         f"{algebra.algebra.name.replace('Query', '').upper()} queries return graphs, not answers")
    return ParsedQuery(text=text, algebra=algebra, repaired_prefixes=repaired, repairs=repairs)


def _truncated(text: str) -> bool:
    """Cut-off text (a generator that hit its token limit): more braces opened than closed."""
    syntax = _strip_literals_and_iris(text)
    unclosed_string = syntax.count('"') % 2 == 1 or text.count("<") > text.count(">")
    return syntax.count("{") > syntax.count("}") or unclosed_string


def _short(exc: Exception) -> str:
    msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return msg[:200]
