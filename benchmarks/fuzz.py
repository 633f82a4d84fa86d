"""Fuzz campaign: hypothesis-generated inputs against the five places where untrusted input enters.

Each target takes one generated input and checks a property that must hold for *every* input; an input
for which the property fails (any exception, or a result that breaks the contract) is a **crash**, one
on which the worker spends more than ``--hang-s`` (10) seconds of CPU, or that gets no answer in ``--wall-s``
(60) seconds, is a **hang** (CPU time first: the campaign shares a busy machine, and a busy machine does not
make an input a hang; inputs over 10 s of wall time are counted too, as ``slow_wall``). Inputs run in a
worker process, so a hang is stopped by killing the worker (a fresh one takes its place) and a crash of the
interpreter itself (a segfault in a C extension) is caught too.

===========  =======================================================================================
target       input → property
===========  =======================================================================================
sparql       any text, grammar-shaped SPARQL (mutated or not), deep nesting → a :class:`QueryLogic`
             or a :class:`QueryError` whose code is a known reason code; nesting past the limit is
             ``too_complex``
question     any unicode question (lone surrogates, empty, huge, chat words) against a few screened
             queries → a :class:`Verdict` with known reason codes, never ``internal_error``
lexicon      small Lemon lexicons in Turtle, mutated byte-wise → a :class:`Lexicon` or
             :class:`LexiconError`
records      JSONL, CSV and QALD JSON bytes (BOMs, odd newlines, non-objects, huge cells) → records,
             one per non-blank JSONL line / QALD entry, each well-typed
service      arbitrary method, path, headers and body sent straight to the FastAPI app (its ASGI
             interface, with the real verifier behind a stand-in pool) → one JSON response < 500
===========  =======================================================================================

Every crash or hang is written as a replayable case (``--cases DIR``, default ``benchmarks/fuzz-cases``),
``<target>-<hash>.json``; ``--replay FILE`` runs that one input again in this process and prints the
outcome or the traceback. Worked example::

    PYTHONPATH=$PWD python benchmarks/fuzz.py --per-target 200 --json
    PYTHONPATH=$PWD python benchmarks/fuzz.py --replay benchmarks/fuzz-cases/sparql-0123abcd4567.json

The last line of ``--json`` is one JSON object: ``inputs``, ``crashes``, ``hangs``, ``seconds`` and
``targets`` (per target: inputs, crashes, hangs, seconds, the slowest input's wall and CPU seconds,
``slow_wall``, the case files, and the outcomes seen, e.g. reason codes).
The tests (tests/test_fuzz_properties.py) run the same targets, a few dozen inputs each.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import multiprocessing as mp
import os
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
CHEMISTRY = ROOT / "examples" / "chemistry"
DEFAULT_CASES = ROOT / "benchmarks" / "fuzz-cases"


class PropertyFailed(AssertionError):
    """A target's result broke its contract (as opposed to an exception escaping it)."""


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise PropertyFailed(message)


# ============================================================================ strategies

#: every code point, lone surrogates included (hypothesis's characters() leaves out category Cs)
ANY_CHAR = st.one_of(st.characters(), st.integers(0xD800, 0xDFFF).map(chr))
ANY_TEXT = st.text(ANY_CHAR, max_size=300)


def _times(part: st.SearchStrategy, lo: int, hi: int) -> st.SearchStrategy:
    """``part`` repeated n times, lo ≤ n ≤ hi: huge inputs without generating each character."""
    return st.builds(lambda s, n: s * n, part, st.integers(lo, hi))


def _mutated(base: st.SearchStrategy, tokens: tuple[str, ...]) -> st.SearchStrategy:
    """``base`` with a few random edits: a slice deleted, a token or any character inserted, a slice
    duplicated. Mutations of valid input reach the corners a parser's error paths live in."""
    edit = st.tuples(st.sampled_from(("delete", "insert", "char", "dup")), st.floats(0, 1), st.floats(0, 1),
                     st.sampled_from(tokens), ANY_CHAR)

    def apply(text: str, edits: list) -> str:
        for kind, a, b, token, ch in edits:
            i = int(a * len(text))
            j = min(len(text), i + int(b * 12))
            if kind == "delete":
                text = text[:i] + text[j:]
            elif kind == "insert":
                text = text[:i] + token + text[i:]
            elif kind == "char":
                text = text[:i] + ch + text[i + 1:]
            else:
                text = text[:j] + text[i:j] + text[j:]
        return text

    return st.builds(apply, base, st.lists(edit, min_size=1, max_size=4))


# ---------------------------------------------------------------------------- SPARQL

_VARS = ("?x", "?y", "?v", "?c", "$z")
_IRIS = ("wd:Q2270", "wdt:P2067", "wdt:P31", "wd:Q11173", "<http://example.org/a>", "<http://example.org/p>",
         "dbo:birthPlace", "dbr:Berlin", "rdf:type", "rdfs:label", "foo:bar", "<>", "a")
_LITERALS = ('"benzene"', '"benzene"@en', "3", "-2.5", "1e3", "true", '"1990"^^xsd:gYear', '"x"^^<http://e/t>',
             "'''long\ntext'''", '"\\u00e9"', '""')
_SPARQL_TOKENS = ("{", "}", "(", ")", ".", ";", ",", "UNION", "OPTIONAL", "FILTER", "SELECT", "WHERE", "?x", "<",
                  ">", '"', "#", "PREFIX p: <http://p/>", "SERVICE <http://s/>", "INSERT DATA", "GROUP BY ?x",
                  "COUNT(", "AS", "*", "\\", "@en", "^^", "VALUES", "BIND", "MINUS", "NOT EXISTS", "|", "/")

_term = st.sampled_from(_VARS + _IRIS + _LITERALS)
_var = st.sampled_from(_VARS)
_triple = st.builds(lambda s, p, o: f"{s} {p} {o} .", st.sampled_from(_VARS + _IRIS[:4]),
                    st.sampled_from(_IRIS + ("?p",) + ("wdt:P31/wdt:P279*", "^wdt:P31", "(wdt:P31|wdt:P279)")),
                    _term)
_expr = st.recursive(
    st.one_of(_term, st.builds(lambda v: f"BOUND({v})", _var)),
    lambda e: st.one_of(
        st.builds(lambda a, op, b: f"({a} {op} {b})", e, st.sampled_from(("=", "!=", "<", ">=", "&&", "||", "+", "*")), e),
        st.builds(lambda a: f"!{a}", e),
        st.builds(lambda f, a: f"{f}({a})", st.sampled_from(("STR", "LANG", "YEAR", "STRLEN", "LCASE", "xsd:integer",
                                                             "isIRI", "ABS", "DATATYPE")), e),
        st.builds(lambda a, b: f"REGEX({a}, {b})", e, e),
        st.builds(lambda a, b: f"langMatches({a}, {b})", e, e),
        st.builds(lambda v, xs: f"{v} IN ({', '.join(xs)})", _var, st.lists(_term, max_size=3)),
    ), max_leaves=6)
_pattern = st.recursive(
    _triple,
    lambda p: st.one_of(
        st.builds(lambda a, b: f"{a} {b}", p, p),
        st.builds(lambda a: f"{{ {a} }}", p),
        st.builds(lambda a, b: f"{{ {a} }} UNION {{ {b} }}", p, p),
        st.builds(lambda a: f"OPTIONAL {{ {a} }}", p),
        st.builds(lambda a: f"MINUS {{ {a} }}", p),
        st.builds(lambda a: f"FILTER NOT EXISTS {{ {a} }}", p),
        st.builds(lambda e: f"FILTER({e})", _expr),
        st.builds(lambda e, v: f"BIND({e} AS {v})", _expr, _var),
        st.builds(lambda v, xs: f"VALUES {v} {{ {' '.join(xs)} }}", _var, st.lists(_term, max_size=3)),
        st.builds(lambda v, a: f"{{ SELECT {v} WHERE {{ {a} }} }}", _var, p),
    ), max_leaves=8)
_projection = st.one_of(
    st.lists(_var, min_size=1, max_size=3, unique=True).map(" ".join),
    st.just("*"),
    st.builds(lambda f, v, a: f"({f}({v}) AS {a})", st.sampled_from(("COUNT", "SUM", "MIN", "MAX", "AVG", "SAMPLE")),
              st.sampled_from(_VARS + ("DISTINCT ?x", "*")), st.sampled_from(("?n", "?x"))),
    st.builds(lambda v: f"COUNT({v})", st.sampled_from(("?x", "DISTINCT ?x"))),  # Virtuoso's bare aggregate
)
_modifiers = st.lists(st.sampled_from(("GROUP BY ?x", "HAVING(COUNT(?y) > 2)", "ORDER BY DESC(?v)", "ORDER BY ?x",
                                       "LIMIT 1", "OFFSET 1", "LIMIT 0")), max_size=3).map(" ".join)
_prefixes = st.lists(st.sampled_from(("PREFIX wd: <http://www.wikidata.org/entity/>",
                                      "PREFIX wdt: <http://www.wikidata.org/prop/direct/>",
                                      "PREFIX dbo: <http://dbpedia.org/ontology/>", "PREFIX x: <http://wd/>",
                                      "PREFIX : <http://example.org/>", "BASE <http://example.org/>")),
                     max_size=3).map(" ".join)
_query = st.builds(
    lambda pre, form, proj, pat, mods: (f"{pre} {form} {proj} WHERE {{ {pat} }} {mods}" if form.startswith("SELECT")
                                        else f"{pre} {form} {{ {pat} }} {mods}" if form != "CONSTRUCT"
                                        else f"{pre} CONSTRUCT {{ ?x ?p ?o }} WHERE {{ {pat} }}"),
    _prefixes, st.sampled_from(("SELECT", "SELECT DISTINCT", "ASK", "ASK WHERE", "CONSTRUCT", "DESCRIBE ?x WHERE")),
    _projection, _pattern, _modifiers)


def deep_query(kind: str, n: int) -> str:
    """Valid SPARQL that nests or branches ``n`` times (``groups``, ``optional``, ``union``, ``paren``).

        >>> deep_query("groups", 2)
        'SELECT ?x WHERE { { { ?x ?p ?o } } }'
    """
    t = "?x ?p ?o"
    if kind == "groups":
        body = "{ " * n + t + " }" * n
    elif kind == "optional":
        body = t + " OPTIONAL { ?x ?p ?o " * n + "}" * n
    elif kind == "union":
        body = " UNION ".join(["{ ?x ?p ?o }"] * (n + 1))
    else:
        body = f"{t} FILTER(" + "(" * n + "?o > 1" + ")" * n + ")"
    return f"SELECT ?x WHERE {{ {body} }}"


SPARQL_INPUTS = st.one_of(
    ANY_TEXT,
    _query,
    _mutated(_query, _SPARQL_TOKENS),
    st.builds(deep_query, st.sampled_from(("groups", "optional", "union", "paren")), st.integers(1, 3000)),
    _times(st.sampled_from(("{", "(", "OPTIONAL {", "{ } UNION ", "SELECT ", "#", '"')), 1, 5000),
)


# ---------------------------------------------------------------------------- questions

_WORDS = ("what", "which", "who", "how", "many", "is", "are", "was", "the", "a", "of", "mass", "boiling", "point",
          "melting", "benzene", "water", "toluene", "caffeine", "compound", "compounds", "heaviest", "heavier",
          "than", "and", "or", "not", "in", "density", "lethal", "dose", "give", "me", "all", "that", "it",
          "aromatic", "element", "more", "most", "least", "Berlin", "?", ",", "'s", "Benzene", "do", "does", "NaN",
          "Infinity", "1e999", "-3", "70")
#: a few queries the chemistry example screens through (so the question is read), and one it does not
QUESTION_QUERIES = (
    "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }",
    "ASK WHERE { wd:Q2270 wdt:P2067 ?v FILTER(?v > 70) }",
    "SELECT ?c WHERE { ?c wdt:P31 wd:Q11173 . ?c wdt:P2067 ?m } ORDER BY DESC(?m) LIMIT 1",
    "SELECT (COUNT(?c) AS ?n) WHERE { ?c wdt:P31 wd:Q11173 }",
)
QUESTION_INPUTS = st.tuples(
    st.one_of(
        ANY_TEXT,
        st.lists(st.sampled_from(_WORDS), max_size=14).map(" ".join),
        _mutated(st.lists(st.sampled_from(_WORDS), min_size=3, max_size=10).map(" ".join), _WORDS),
        _times(st.sampled_from(("What is the mass of benzene? ", "a b ", "\udcff", "of the ", " ", "x")), 1, 600_000),
        st.sampled_from(("", " ", "?", "\x00", "[ LTOP: h0 INDEX: e2 RELS: < > HCONS: < > ]", '{"relations": []}',
                         "/etc/passwd", "question.mrs", "../x.json")),
    ),
    st.integers(0, len(QUESTION_QUERIES) - 1),
)


# ---------------------------------------------------------------------------- lexicons

_LEX_HEAD = ("@prefix : <http://example.org/fuzz#> .\n@prefix ontolex: <http://www.w3.org/ns/lemon/ontolex#> .\n"
             "@prefix synsem: <http://www.w3.org/ns/lemon/synsem#> .\n"
             "@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .\n"
             "@prefix wdt: <http://www.wikidata.org/prop/direct/> .\n@prefix wd: <http://www.wikidata.org/entity/> .\n"
             "@prefix owl: <http://www.w3.org/2002/07/owl#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n")


def _lex_entry(i: int, lemma: str, pos: str, frame: str, ref: str, extra: str) -> str:
    name = f":e{i}"
    return (f"{name} a ontolex:LexicalEntry ; lexinfo:partOfSpeech lexinfo:{pos} ;\n"
            f"  ontolex:canonicalForm [ ontolex:writtenRep {json.dumps(lemma, ensure_ascii=True)}@en ] ;\n"
            f"  synsem:synBehavior [ a lexinfo:{frame} ; lexinfo:subject {name}_a1 ; lexinfo:directObject {name}_a2 ;"
            f" lexinfo:copulativeArg {name}_a1 ; lexinfo:prepositionalAdjunct {name}_a2 ] ;\n"
            f"  ontolex:sense [ ontolex:reference {ref} ; synsem:subjOfProp {name}_a1 ; synsem:objOfProp {name}_a2 ] .\n"
            f"{name}_a2 synsem:marker :of .\n{extra}\n")


_LEX_TOKENS = (".", ";", ",", "[", "]", '"', "@en", "<", ">", "^^xsd:int", " a ", "ontolex:sense", "lexinfo:noun",
               "owl:deprecated true", "_:b", "(", ")", "\\", "\n", "#", "@prefix x: <y> .", "@base <rel> .", ":e0")
_lexicon = st.builds(
    lambda entries: _LEX_HEAD + ":of a ontolex:LexicalEntry ; ontolex:canonicalForm [ ontolex:writtenRep \"of\"@en ] .\n"
    + "".join(_lex_entry(i, *e) for i, e in enumerate(entries)),
    st.lists(st.tuples(st.one_of(st.sampled_from(("mass", "boil", "heavy", "compound", "write", "")), ANY_TEXT),
                       st.sampled_from(("noun", "verb", "adjective", "preposition", "properNoun", "bogus")),
                       st.sampled_from(("NounPPFrame", "TransitiveFrame", "IntransitivePPFrame", "AdjectivePredicateFrame",
                                        "NounPredicateFrame", "UnknownFrame")),
                       st.sampled_from(("wdt:P2067", "wd:Q11173", "<http://e/p>", "\"literal\"", "[]", "_:n", "wd:")),
                       st.sampled_from(("", ":e0 owl:deprecated true .", ":e1 a ontolex:LexicalEntry .",
                                        ":e0 ontolex:sense [ ontolex:reference :e0 ] .",
                                        "[] synsem:marker [] .", ":e0 lexinfo:partOfSpeech \"noun\" ."))),
             min_size=1, max_size=3))
LEXICON_INPUTS = st.one_of(_lexicon, _mutated(_lexicon, _LEX_TOKENS), ANY_TEXT, st.binary(max_size=200))


# ---------------------------------------------------------------------------- records

_json_scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), ANY_TEXT)
_json_value = st.recursive(_json_scalar, lambda v: st.one_of(st.lists(v, max_size=3),
                                                             st.dictionaries(st.text(max_size=8), v, max_size=3)),
                           max_leaves=6)
_record_obj = st.fixed_dictionaries({}, optional={
    "id": _json_value, "question": st.one_of(ANY_TEXT, _json_value), "sparql": st.one_of(ANY_TEXT, _json_value),
    "query": _json_value, "extra": _json_value})
_line = st.one_of(_record_obj.map(lambda o: json.dumps(o, ensure_ascii=False)), _json_value.map(json.dumps),
                  ANY_TEXT.filter(lambda s: "\n" not in s and "\r" not in s), _times(st.just("["), 1, 5000))
_newline = st.sampled_from(("\n", "\r\n", "\r"))
_bom = st.sampled_from(("", "\ufeff"))


def _encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


_jsonl = st.builds(lambda bom, lines, nl: _encode(bom + nl.join(lines)), _bom, st.lists(_line, max_size=6), _newline)
_cell = st.one_of(ANY_TEXT, st.sampled_from(('"', '""', '"a,b"', "a\nb", '"x\ny"', "")), _times(st.just("x"), 1, 200_000))
_csv = st.builds(
    lambda bom, head, rows, nl: _encode(bom + nl.join([",".join(head)] + [",".join(r) for r in rows])),
    _bom, st.lists(st.sampled_from(("id", "question", "sparql", "query", "note", '"id"', "", "id")), min_size=1, max_size=4),
    st.lists(st.lists(_cell, max_size=5), max_size=5), _newline)
_qald_entry = st.one_of(_json_value, st.fixed_dictionaries({}, optional={
    "id": _json_value, "answertype": _json_value,
    "question": st.one_of(ANY_TEXT, _json_value, st.lists(st.fixed_dictionaries(
        {"language": st.sampled_from(("en", "de", 3)), "string": st.one_of(ANY_TEXT, _json_value)}), max_size=2)),
    "query": st.one_of(_json_value, st.fixed_dictionaries({"sparql": st.one_of(ANY_TEXT, _json_value)}))}))
_qald = st.one_of(
    st.builds(lambda bom, qs: _encode(bom + json.dumps({"questions": qs}, ensure_ascii=False)), _bom,
              st.lists(_qald_entry, max_size=5)),
    _json_value.map(lambda v: _encode(json.dumps(v))),
    _times(st.just(b"["), 1, 100_000),
)
RECORD_INPUTS = st.one_of(
    st.tuples(st.just("jsonl"), st.one_of(_jsonl, st.binary(max_size=300))),
    st.tuples(st.just("csv"), st.one_of(_csv, st.binary(max_size=300))),
    st.tuples(st.just("qald"), st.one_of(_qald, st.binary(max_size=300))),
)


# ---------------------------------------------------------------------------- service requests

_body_obj = st.fixed_dictionaries({}, optional={
    "question": st.one_of(ANY_TEXT, _json_value, st.sampled_from(("What is the mass of benzene?", "Which compound?"))),
    "sparql": st.one_of(st.sampled_from(QUESTION_QUERIES), ANY_TEXT, _json_value),
    "id": _json_value, "mrs_file": st.one_of(st.sampled_from(("/etc/passwd", "x.mrs")), _json_value),
    "query1": st.one_of(st.sampled_from(QUESTION_QUERIES), ANY_TEXT), "query2": st.sampled_from(QUESTION_QUERIES),
    "candidates": st.one_of(st.lists(st.sampled_from(QUESTION_QUERIES), max_size=3), _json_value),
    "max_checks": st.one_of(st.integers(-5, 3), _json_value), "endpoint": st.one_of(ANY_TEXT, _json_value),
    "unknown_field": _json_value})
_body = st.one_of(
    _body_obj.map(lambda o: _encode(json.dumps(o, ensure_ascii=False))),
    _body_obj.map(lambda o: json.dumps(o).encode("ascii")),  # lone surrogates as \\u escapes
    _json_value.map(lambda v: json.dumps(v).encode()),
    st.binary(max_size=200),
    _times(st.sampled_from((b"[", b'{"a":', b" ")), 1, 100_000),
    st.builds(lambda q: b'{"question": "' + q + b'", "sparql": "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"}',
              st.sampled_from((b"\\udcff", b"\\ud800\\udc00", b"\xff\xfe", b"\\u0000", b"x" * 3000))),
)
_header_value = st.one_of(st.sampled_from((b"application/json", b"text/plain", b"-1", b"abc", b"99999999999999999999",
                                           b"0", b"", b"chunked", b"gzip", b"application/json; charset=latin-1")),
                          st.binary(max_size=40))
_headers = st.lists(st.tuples(st.sampled_from((b"content-type", b"content-length", b"transfer-encoding", b"accept",
                                               b"content-encoding", b"x-request-id", b"host", b"expect")),
                              _header_value), max_size=4)
_text_field = st.one_of(ANY_TEXT, st.sampled_from(_WORDS).map(str.capitalize), st.sampled_from(QUESTION_QUERIES),
                        _times(st.just("x"), 1, 3000))
#: bodies that fit a route's schema, their text fuzzed: these reach the verifier behind the route
_well_formed = st.one_of(
    st.builds(lambda q, s, i: ("/check", {"question": q, "sparql": s, **({"id": i} if i is not None else {})}),
              _text_field, _text_field, st.one_of(st.none(), ANY_TEXT)),
    st.builds(lambda a, b: ("/equiv", {"query1": a, "query2": b}), _text_field, _text_field),
    st.builds(lambda q, c: ("/guard", {"question": q, "candidates": c}), _text_field, st.lists(_text_field, max_size=3)),
).map(lambda pb: {"method": "POST", "path": pb[0], "headers": [(b"content-type", b"application/json")],
                  "body": json.dumps(pb[1]).encode("ascii"), "chunks": 1})
SERVICE_RANDOM = st.fixed_dictionaries({
    "method": st.one_of(st.just("POST"), st.sampled_from(("POST", "GET", "PUT", "DELETE", "OPTIONS", "HEAD", "BREW"))),
    "path": st.one_of(st.sampled_from(("/check", "/check", "/check", "/equiv", "/guard", "/ask", "/health", "/metrics",
                                       "/openapi.json", "/nope", "/check/", "//check")),
                      st.sampled_from(("/check", "/equiv", "/guard")),
                      ANY_TEXT.map(lambda s: "/" + s)),
    "headers": _headers,
    "body": _body,
    "chunks": st.integers(1, 3),
})
SERVICE_INPUTS = st.one_of(SERVICE_RANDOM, _well_formed)


# ============================================================================ targets

@dataclass
class Target:
    """One fuzz target: ``inputs`` generates, ``setup`` makes the (reused) state once per process,
    ``check(state, input)`` returns an outcome label or raises on a broken property."""

    name: str
    inputs: st.SearchStrategy
    setup: Callable[[], Any]
    check: Callable[[Any, Any], str]
    state: Any = field(default=None, repr=False)
    ready: bool = False

    def run(self, x: Any) -> str:
        if not self.ready:
            self.state, self.ready = self.setup(), True
        return self.check(self.state, x)


def _known_code(code: str) -> bool:
    from verifier.verdict import REASONS
    return code in REASONS


# ---------------------------------------------------------------------------- sparql

def check_sparql(_state: Any, text: str) -> str:
    """A query is translated, or refused with a known reason code; nothing else escapes.

        >>> check_sparql(None, "SELECT ?x WHERE { ?x a <http://e/C> }")
        'ok'
        >>> check_sparql(None, "DROP ALL")
        'unsafe_operation'
    """
    from verifier.query import QueryError, query_logic
    from verifier.query.parse import _QUERY_FORM, QueryLimits, _strip_literals_and_iris

    try:
        ql = query_logic(text)
    except QueryError as exc:
        _require(_known_code(exc.code), f"unknown reason code {exc.code!r}")
        _require(bool(exc.message), "a QueryError without a message")
        if exc.code in ("syntax_error", "truncated_query") and QueryLimits.from_env().exceeded(text) \
                and _QUERY_FORM.search(_strip_literals_and_iris(text)):
            raise PropertyFailed("a query past the nesting limits was called a syntax error") from None
        return exc.code
    _require(ql.form in ("select", "ask") or bool(ql.form), "a translation without a form")
    _require(ql.formula is not None, "a translation without a formula")
    return "ok"


# ---------------------------------------------------------------------------- question

def setup_question() -> Any:
    from verifier import Verifier

    # no grounding stage: it is the KG's, not the question's (and it is not set through the environment,
    # which the tests share)
    v = Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl", grounding=False)
    prefixes = ("PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> ")
    queries = [prefixes + q for q in QUESTION_QUERIES]
    v.check("What is the mass of benzene?", queries[0])  # load every lazy part before the clock runs
    return v, queries


def check_question(state: Any, x: Any) -> str:
    """``Verifier.check`` gives a verdict with known reason codes for any question, and ``internal_error``
    (an exception inside) for none."""
    from verifier.verdict import STATUSES, Verdict

    v, queries = state
    question, qi = x
    verdict = v.check(question, queries[qi % len(queries)])
    _require(isinstance(verdict, Verdict), f"check returned {type(verdict).__name__}")
    _require(verdict.status in STATUSES, f"status {verdict.status!r}")
    _require(bool(verdict.reasons) and all(_known_code(r) for r in verdict.reasons), f"reasons {verdict.reasons}")
    if "internal_error" in verdict.reasons:  # the exception check() turned into a verdict, with its traceback
        from verifier.prover.encode import fresh_context
        try:
            with fresh_context(lazy=True):
                v._check(question, queries[qi % len(queries)])
        except Exception as exc:
            raise PropertyFailed(f"internal_error for {x!r}: {verdict.explanation}") from exc
        raise PropertyFailed(f"internal_error for {x!r} (not again on a second try): {verdict.explanation}")
    json.dumps(verdict.to_dict(), ensure_ascii=True)  # the verdict serialises, whatever the question held
    return verdict.reasons[0]


# ---------------------------------------------------------------------------- lexicon

def setup_files() -> Any:
    return tempfile.mkdtemp(prefix="verifier-fuzz-")


def check_lexicon(folder: str, x: Any) -> str:
    """Any file given as a lexicon loads or raises :class:`LexiconError` (a ``ValueError``) naming it."""
    from verifier.bridge.lexicon import Lexicon, LexiconError

    path = Path(folder) / "lexicon.ttl"
    path.write_bytes(x if isinstance(x, bytes) else _encode(x))
    try:
        lex = Lexicon.load(path, cache_dir=False)
    except LexiconError as exc:
        _require(str(path) in str(exc), f"the error does not name the file: {exc}")
        return "LexiconError"
    _require(all(isinstance(e.lemma, str) for e in lex), "an entry without a text lemma")
    return "loaded" if len(lex) else "empty"


# ---------------------------------------------------------------------------- records

def _expected_count(fmt: str, data: bytes) -> int | None:
    """How many records the reader must give, worked out independently of it (None: not known)."""
    text = data.decode("utf-8", "replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    if fmt == "jsonl":
        import re
        return sum(1 for line in re.split(r"\r\n|\r|\n", text) if line.strip())
    if fmt == "qald":
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError):
            return 1
        entries = doc.get("questions") if isinstance(doc, dict) else None
        return len(entries) if isinstance(entries, list) else 1
    return None


def check_records(folder: str, x: Any) -> str:
    """Every JSONL line and every QALD entry is one record; every record is well-typed; a record without
    an error has a question and a query. No exception escapes, whatever the bytes."""
    from verifier.audit.records import Record, read_records

    fmt, data = x
    path = Path(folder) / f"log.{ {'qald': 'json'}.get(fmt, fmt) }"
    path.write_bytes(data)
    records = list(read_records(path, fmt))
    want = _expected_count(fmt, data)
    _require(want is None or len(records) == want, f"{len(records)} records for {want} lines/entries")
    for r in records:
        _require(isinstance(r, Record) and all(isinstance(getattr(r, k), str) for k in ("id", "question", "sparql",
                                                                                         "error")), f"bad record {r!r}")
        _require(bool(r.id), "a record without an id")
        _require(bool(r.error) or (r.question.strip() != "" and r.sparql.strip() != ""), f"an empty record {r!r}")
    if fmt != "csv":  # a line or entry the reader could not take is named by its place in the file
        places = [r.id for r in records if r.error and r.id.startswith(("line:", "q:"))]
        _require(len(set(places)) == len(places), f"two unreadable lines named alike: {places}")
    return f"{fmt}:{sum(1 for r in records if r.error)}err" if records else f"{fmt}:none"


# ---------------------------------------------------------------------------- service

class _InProcessPool:
    """The pool's interface with the real verifier's jobs run in this process (no worker processes): the
    request path is the service's, the answer is the verifier's, and a job that raises is the 500
    ``internal_error`` the real pool gives."""

    ready, failure, size, waiting = True, "", 1, 0

    def __init__(self, verifier: Any):
        self.verifier, self.cache = verifier, {}

    def start(self) -> None:
        pass

    async def close(self) -> None:
        pass

    async def run(self, kind: str, payload: dict, timeout_s: float | None = None) -> dict:
        from verifier.service.pool import PoolError, handle_job
        try:
            return handle_job(self.verifier, kind, payload, self.cache)
        except Exception as exc:
            raise PoolError("internal_error", f"{type(exc).__name__}: {exc}", status=500) from exc


def setup_service() -> Any:
    import asyncio

    from verifier.service.app import create_app
    from verifier.service.config import ServiceConfig

    v, _queries = setup_question()
    app = create_app(ServiceConfig(max_candidates=2), pool=_InProcessPool(v))
    return app, asyncio.new_event_loop()


def call_asgi(app: Any, loop: Any, request: dict) -> tuple[int, dict, bytes]:
    """Send one request to the ASGI app as a server would (headers as bytes, the body in chunks); the
    status, headers and body it answers. Raises if the app answers nothing or twice."""
    body, n = request["body"], max(1, request.get("chunks", 1))
    size = -(-len(body) // n) if body else 0
    parts = [body[i:i + size] for i in range(0, len(body), size)] if body else [b""]
    messages = [{"type": "http.request", "body": p, "more_body": i < len(parts) - 1} for i, p in enumerate(parts)]
    sent: list[dict] = []
    path = request["path"]
    raw_path = path.encode("utf-8", "surrogateescape") if path.isascii() else path.encode("utf-8", "replace")
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": request["method"],
             "scheme": "http", "path": path.encode("utf-8", "replace").decode("utf-8"), "raw_path": raw_path,
             "query_string": b"", "root_path": "", "headers": [(k.lower(), v) for k, v in request["headers"]],
             "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 8000), "state": {}}

    async def receive() -> dict:
        return messages.pop(0) if messages else {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        sent.append(message)

    loop.run_until_complete(app(scope, receive, send))
    starts = [m for m in sent if m["type"] == "http.response.start"]
    _require(len(starts) == 1, f"{len(starts)} response starts")
    out = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in starts[0].get("headers", [])}
    return starts[0]["status"], headers, out


def check_service(state: Any, request: dict) -> str:
    """Every request gets exactly one response, under 500, JSON (the metrics and docs pages aside); an error
    response has its ``code``."""
    app, loop = state
    status, headers, body = call_asgi(app, loop, request)
    _require(status < 500, f"status {status}: {body[:300]!r}")
    if request["method"] == "HEAD" or request["path"] in ("/metrics", "/docs", "/redoc"):
        return str(status)
    if status == 200 and request["path"] == "/openapi.json":
        return "200"
    _require(headers.get("content-type", "").startswith("application/json"), f"content-type {headers}")
    doc = json.loads(body)
    if status >= 400:
        _require(isinstance(doc, dict) and isinstance(doc.get("code"), str), f"an error without a code: {doc}")
        return f"{status}:{doc['code']}"
    return str(status)


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("sparql", SPARQL_INPUTS, lambda: None, check_sparql),
    Target("question", QUESTION_INPUTS, setup_question, check_question),
    Target("lexicon", LEXICON_INPUTS, setup_files, check_lexicon),
    Target("records", RECORD_INPUTS, setup_files, check_records),
    Target("service", SERVICE_INPUTS, setup_service, check_service),
)}


# ============================================================================ cases (JSON with bytes)

def to_json(x: Any) -> Any:
    """Inputs as JSON: bytes as ``{"bytes": base64}``, tuples as lists; lone surrogates survive
    (``json.dumps`` escapes them)."""
    if isinstance(x, bytes):
        return {"bytes": base64.b64encode(x).decode("ascii")}
    if isinstance(x, (list, tuple)):
        return [to_json(v) for v in x]
    if isinstance(x, dict):
        return {"dict": [[to_json(k), to_json(v)] for k, v in x.items()]}
    return x


def from_json(x: Any) -> Any:
    if isinstance(x, dict) and set(x) == {"bytes"}:
        return base64.b64decode(x["bytes"])
    if isinstance(x, dict) and set(x) == {"dict"}:
        return {from_json(k): from_json(v) for k, v in x["dict"]}
    if isinstance(x, list):
        return tuple(from_json(v) for v in x)
    return x


def _service_fix(x: dict) -> dict:
    return {**x, "headers": [tuple(h) for h in x["headers"]]}


def write_case(folder: Path, target: str, kind: str, x: Any, error: str, seconds: float) -> Path:
    payload = json.dumps(to_json(x), ensure_ascii=True, sort_keys=True)
    digest = hashlib.sha256(f"{target}\n{payload}".encode()).hexdigest()[:12]
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{target}-{digest}.json"
    path.write_text(json.dumps({"target": target, "kind": kind, "seconds": round(seconds, 3), "error": error,
                                "input": json.loads(payload)}, ensure_ascii=True, indent=1) + "\n")
    return path


def read_case(path: Path) -> tuple[str, Any]:
    case = json.loads(Path(path).read_text())
    x = from_json(case["input"])
    if case["target"] == "service":
        x = _service_fix(x)
    elif case["target"] in ("question", "records"):
        x = tuple(x)
    return case["target"], x


# ============================================================================ the campaign

def _worker(conn: Any, name: str) -> None:
    import logging
    import warnings

    logging.getLogger("rdflib").setLevel(logging.ERROR)  # a mutated IRI is a finding only if it breaks a property
    warnings.simplefilter("ignore")
    target = TARGETS[name]
    try:
        target.run(_warmup(name))
    except Exception:
        pass  # a warm-up that fails is found again by the campaign
    conn.send(("ready",))
    while True:
        try:
            x = conn.recv()
        except (EOFError, OSError):
            return
        t, c = time.perf_counter(), time.process_time()
        try:
            reply = ("ok", target.run(x), time.perf_counter() - t, time.process_time() - c)
        except BaseException as exc:  # noqa: BLE001 - every escape is a finding
            reply = ("crash", f"{type(exc).__name__}: {exc}"[:500] + "\n" + traceback.format_exc()[-4000:],
                     time.perf_counter() - t, time.process_time() - c)
        conn.send(reply)


def _warmup(name: str) -> Any:
    return {"sparql": "SELECT ?x WHERE { ?x ?p ?o }", "question": ("What is the mass of benzene?", 0),
            "lexicon": _LEX_HEAD, "records": ("jsonl", b"{}\n"),
            "service": {"method": "GET", "path": "/health", "headers": [], "body": b"", "chunks": 1}}[name]


def _cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) a process has used so far, from /proc; None where there is no /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class Runner:
    """Runs one target's inputs in a worker process, with a watchdog per input.

    A **hang** is an input whose worker has spent more than ``hang_s`` seconds of CPU on it, or that has
    had no answer after ``wall_s`` seconds of wall-clock time (a wait that burns no CPU: a lock, a socket).
    CPU time, not wall time, is the first bound because this campaign runs beside other work on a shared
    machine: an input is not a hang because the machine was busy. The slowest input's wall and CPU time
    are reported, and so is every input that took more than ``hang_s`` of wall time without being a hang
    (``slow_wall``), so nothing is hidden by the choice."""

    def __init__(self, name: str, hang_s: float, cases: Path, wall_s: float | None = None):
        self.name, self.hang_s, self.cases = name, hang_s, cases
        self.wall_s = wall_s if wall_s is not None else 6 * hang_s
        self.ctx = mp.get_context("fork")
        self.proc: Any = None
        self.conn: Any = None
        self.outcomes: Counter = Counter()
        self.inputs = self.crashes = self.hangs = self.slow_wall = 0
        self.slowest = self.slowest_cpu = 0.0
        self.found: list[str] = []

    def _start(self) -> None:
        parent, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(child, self.name), daemon=True)
        self.proc.start()
        child.close()
        self.conn = parent
        if not parent.poll(600) or parent.recv()[0] != "ready":
            raise RuntimeError(f"the {self.name} worker did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.join()
            self.proc = None

    def _wait(self, t: float) -> tuple[bool, str]:
        """Wait for the worker's answer: (answered, why not)."""
        cpu0 = _cpu_seconds(self.proc.pid)
        while True:
            if self.conn.poll(min(0.5, self.hang_s)):
                return True, ""
            wall = time.perf_counter() - t
            cpu = _cpu_seconds(self.proc.pid)
            if cpu0 is not None and cpu is not None and cpu - cpu0 > self.hang_s:
                return False, f"{cpu - cpu0:.1f} s of CPU without an answer (wall {wall:.1f} s)"
            if cpu0 is None and wall > self.hang_s:
                return False, f"no answer in {wall:.1f} s"
            if wall > self.wall_s:
                return False, f"no answer in {wall:.1f} s of wall-clock time"

    def __call__(self, x: Any) -> None:
        if self.proc is None or not self.proc.is_alive():
            self._start()
        self.inputs += 1
        t = time.perf_counter()
        try:
            self.conn.send(x)
            answered, why = self._wait(t)
            reply = self.conn.recv() if answered else None
        except (EOFError, OSError, BrokenPipeError):
            reply = ("crash", f"the worker died (exit code {self.proc.exitcode})", time.perf_counter() - t, 0.0)
            answered = True
            self.stop()
        if not answered:
            self.stop()  # a fresh worker takes the next input
            self.hangs += 1
            self.found.append(str(write_case(self.cases, self.name, "hang", x, why, time.perf_counter() - t)))
            self.outcomes["HANG"] += 1
            return
        self.slowest = max(self.slowest, reply[2])
        self.slowest_cpu = max(self.slowest_cpu, reply[3])
        self.slow_wall += reply[2] > self.hang_s
        if reply[0] == "crash":
            self.crashes += 1
            self.found.append(str(write_case(self.cases, self.name, "crash", x, reply[1], reply[2])))
            self.outcomes["CRASH"] += 1
            return
        self.outcomes[reply[1]] += 1


def campaign(name: str, per_target: int, hang_s: float, cases: Path, seed: int, wall_s: float | None = None) -> dict:
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed

    runner = Runner(name, hang_s, cases, wall_s)
    t0 = time.perf_counter()

    @hseed(seed)
    @settings(max_examples=per_target, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(TARGETS[name].inputs)
    def drive(x: Any) -> None:
        runner(x)

    try:
        drive()
    finally:
        runner.stop()
    return {"inputs": runner.inputs, "crashes": runner.crashes, "hangs": runner.hangs,
            "seconds": round(time.perf_counter() - t0, 1), "slowest_s": round(runner.slowest, 3),
            "slowest_cpu_s": round(runner.slowest_cpu, 3), "slow_wall": runner.slow_wall, "cases": runner.found, "outcomes": dict(runner.outcomes.most_common(12))}


def replay(path: Path) -> int:
    name, x = read_case(path)
    print(f"replaying a {name} case: {str(to_json(x))[:300]}")
    t = time.perf_counter()
    try:
        outcome = TARGETS[name].run(x)
    except BaseException:  # noqa: BLE001
        traceback.print_exc()
        print(f"still fails ({time.perf_counter() - t:.2f} s)")
        return 1
    print(f"passes: {outcome} ({time.perf_counter() - t:.2f} s)")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--per-target", type=int, default=1000, help="inputs per target (default 1000)")
    ap.add_argument("--targets", default=",".join(TARGETS), help="comma-separated subset of " + ", ".join(TARGETS))
    ap.add_argument("--hang-s", type=float, default=10.0,
                    help="CPU seconds of the worker on one input after which it is a hang (10)")
    ap.add_argument("--wall-s", type=float, default=None,
                    help="wall-clock seconds without an answer after which an input is a hang (6 x --hang-s)")
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES, help="where crash and hang cases are written")
    ap.add_argument("--seed", type=int, default=0, help="hypothesis seed (the same seed, the same inputs)")
    ap.add_argument("--replay", type=Path, help="run one case file again, here, and print its outcome")
    ap.add_argument("--json", action="store_true", help="print one JSON object as the last line")
    args = ap.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    names = [n.strip() for n in args.targets.split(",") if n.strip()]
    unknown = [n for n in names if n not in TARGETS]
    if unknown:
        ap.error(f"unknown target(s) {unknown}; choose from {list(TARGETS)}")
    results: dict[str, dict] = {}
    t0 = time.perf_counter()
    print(f"{'target':<10} {'inputs':>8} {'crashes':>8} {'hangs':>6} {'seconds':>8} {'slowest':>8} {'cpu':>7}  outcomes")
    for name in names:
        r = results[name] = campaign(name, args.per_target, args.hang_s, args.cases, args.seed, args.wall_s)
        top = ", ".join(f"{k} {v}" for k, v in list(r["outcomes"].items())[:6])
        print(f"{name:<10} {r['inputs']:>8} {r['crashes']:>8} {r['hangs']:>6} {r['seconds']:>8} {r['slowest_s']:>8} "
              f"{r['slowest_cpu_s']:>7}  {top}",
              flush=True)
        for c in r["cases"][:5]:
            print(f"           case: {c}")
    total = {"inputs": sum(r["inputs"] for r in results.values()), "crashes": sum(r["crashes"] for r in results.values()),
             "hangs": sum(r["hangs"] for r in results.values()), "seconds": round(time.perf_counter() - t0, 1),
             "slow_wall": sum(r["slow_wall"] for r in results.values()), "per_target": args.per_target,
             "hang_s": args.hang_s, "wall_s": args.wall_s if args.wall_s is not None else 6 * args.hang_s,
             "seed": args.seed, "targets": results}
    print(f"{'total':<10} {total['inputs']:>8} {total['crashes']:>8} {total['hangs']:>6} {total['seconds']:>8}")
    if args.json:
        print(json.dumps(total, ensure_ascii=True))
    return 1 if total["crashes"] or total["hangs"] else 0


if __name__ == "__main__":
    sys.exit(main())
