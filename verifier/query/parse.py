"""SPARQL text → rdflib algebra, with a safety screen and repair of well-known undeclared prefixes.

Everything that can be decided about a query without logic is decided here, cheaply, before any solver
runs: is it SPARQL at all, is it a read-only query, does it parse, and which prefixes had to be added.
Failures raise :class:`QueryError` with a reason code from the verdict vocabulary.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any

from ..kg.iri import WELL_KNOWN
from ..kg.profile import endpoint_prefixes, kg_of_terms, service_kg

__all__ = ["QueryError", "ParsedQuery", "QueryLimits", "parse_query", "MAX_QUERY_CHARS"]

#: queries longer than this are refused with ``input_too_large`` rather than parsed
MAX_QUERY_CHARS = 100_000


@dataclass(frozen=True)
class QueryLimits:
    """How complex a query the verifier takes on; a query past a limit is ``unknown: too_complex``.

    The SPARQL parser (pyparsing) and the algebra translation (rdflib) recurse once per nested group
    and once per UNION/OPTIONAL, so a valid but deep query would otherwise end in a RecursionError,
    i.e. a wrong ``syntax_error`` verdict. The limits are checked on the text before parsing (cheap) and
    are far above what real logs contain (QALD-9's deepest gold query nests 4 groups, its largest
    UNION has 3 branches). Each can be set by an environment variable, read when the limits are made::

        >>> QueryLimits(max_depth=3).exceeded("SELECT * { { { { ?s ?p ?o } } } }")
        'the query nests groups or parentheses 4 deep; the limit is 3 (VERIFIER_MAX_QUERY_DEPTH)'
    """

    #: nesting of ``{…}`` and ``(…)`` together (VERIFIER_MAX_QUERY_DEPTH)
    max_depth: int = 30
    #: UNION keywords in the query (VERIFIER_MAX_UNIONS)
    max_unions: int = 200
    #: OPTIONAL keywords in the query (VERIFIER_MAX_OPTIONALS)
    max_optionals: int = 100

    @classmethod
    def from_env(cls) -> "QueryLimits":
        def get(name: str, default: int) -> int:
            try:
                return max(1, int(os.environ.get(name, default)))
            except ValueError:
                return default
        d = cls()
        return cls(get("VERIFIER_MAX_QUERY_DEPTH", d.max_depth), get("VERIFIER_MAX_UNIONS", d.max_unions),
                   get("VERIFIER_MAX_OPTIONALS", d.max_optionals))

    def exceeded(self, text: str) -> str | None:
        """Why ``text`` is past a limit, in words; None when it is within all of them."""
        syntax = _strip_literals_and_iris(text)
        depth = deepest = 0
        for ch in syntax:
            if ch in "{(":
                depth += 1
                deepest = max(deepest, depth)
            elif ch in "})":
                depth -= 1
        if deepest > self.max_depth:
            return (f"the query nests groups or parentheses {deepest} deep; the limit is {self.max_depth}"
                    " (VERIFIER_MAX_QUERY_DEPTH)")
        for word, limit, var in (("UNION", self.max_unions, "VERIFIER_MAX_UNIONS"),
                                 ("OPTIONAL", self.max_optionals, "VERIFIER_MAX_OPTIONALS")):
            n = len(re.findall(rf"\b{word}\b", syntax, re.I))
            if n > limit:
                return f"the query has {n} {word}s; the limit is {limit} ({var})"
        return None


class QueryError(Exception):
    """A query that cannot be translated; ``code`` is a verdict reason code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def not_too_deep(step, parsed, message: str):
    """``step(parsed)``, with a RecursionError (a query nested past Python's recursion limit) turned into
    the verdict ``too_complex`` saying ``message``: one guard for the steps that walk a query's algebra
    recursively (normalising it, translating it to logic), so a deep query is an answer, never a crash."""
    try:
        return step(parsed)
    except RecursionError:
        raise QueryError("too_complex", message) from None


@dataclass(frozen=True)
class ParsedQuery:
    """A parsed read-only query: rdflib's algebra plus what the parser had to repair."""

    text: str
    algebra: Any  # rdflib.plugins.sparql.sparql.Query
    repaired_prefixes: tuple[str, ...] = ()
    #: other repairs of the text, in words (e.g. a Virtuoso-style aggregate projection)
    repairs: tuple[str, ...] = ()
    #: the text as parsed, after the repairs (standard SPARQL 1.1; what a SPARQL engine can run)
    parsed_text: str = ""
    #: where every answer is a name that Wikidata's label service binds (``SELECT ?xLabel … SERVICE
    #: wikibase:label``), why such answers cannot be accepted (:func:`_names_only`); "" otherwise
    names_only: str = ""


_QUERY_FORM = re.compile(r"\b(SELECT|ASK|CONSTRUCT|DESCRIBE)\b", re.I)
_UPDATE_OPS = re.compile(
    r"^\s*(?:(?:PREFIX\s+\S*\s*<[^>]*>|BASE\s+<[^>]*>)\s*)*"
    r"(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|WITH)\b", re.I)
_SERVICE = re.compile(r"\bSERVICE\b", re.I)
_DECLARED = re.compile(r"\bPREFIX\s+([A-Za-z][\w\-.]*)?\s*:\s*<", re.I)
# a prefixed name: prefix, colon, then a local part or the end of the name
_USED = re.compile(r"(?<![\w<\"'?$:#@.-])([A-Za-z][\w\-]*):(?=[\w%(]|\s|[;,.)\]}]|$)")


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
    if len(_SERVICE.findall(syntax)) > len(_label_services(text)):
        raise QueryError("unsafe_operation", "SERVICE (federated query) is refused: it would reach other endpoints")


#: the namespaces Virtuoso (DBpedia's engine) declares itself: its built-in functions (``bif:contains``, its
#: full-text search) and SQL ones. A query written for it uses them undeclared; declared, a FILTER that calls
#: one is read as far as the logic can (an unmodelled function is ``unsupported_construct``, named)
_VIRTUOSO_BUILTINS = {"bif": "bif:", "sql": "sql:"}


def _repair_prefixes(text: str) -> tuple[str, tuple[str, ...]]:
    syntax = _strip_literals_and_iris(text)
    declared = {(m.group(1) or "") for m in _DECLARED.finditer(syntax)}
    body = _DECLARED.sub(" ", syntax)
    used = []
    for m in _USED.finditer(body):
        p = m.group(1)
        if p not in declared and p not in used and p.lower() not in ("http", "https", "urn", "mailto"):
            used.append(p)
    known = {**endpoint_prefixes(), **WELL_KNOWN, **_VIRTUOSO_BUILTINS}
    unknown = [p for p in used if p not in known]
    if unknown:
        raise QueryError("undeclared_prefix", "undeclared prefix " + ", ".join(f"{p}:" for p in unknown)
                         + " is not one the verifier can repair")
    if not used:
        return text, ()
    header = "".join(f"PREFIX {p}: <{known[p]}>\n" for p in used)
    return header + text, tuple(used)


def _blank(text: str) -> str:
    """``text`` with the insides of strings, IRIs and comments blanked to spaces, same length: positions
    found in it are positions in ``text``, and what is left is syntax only."""
    def spaces(m: re.Match) -> str:
        g = m.group(0)
        if g.startswith("#"):
            return " " * len(g)
        q = 3 if g[:3] in ('"' * 3, "'" * 3) else 1
        return g[:q] + re.sub(r"[^\n]", " ", g[q:-q]) + g[-q:] if g[0] != "<" else "<" + " " * (len(g) - 2) + ">"
    return _LEXICAL.sub(spaces, text)


#: strings (long and short, either quote), IRIs and comments
_LEXICAL = re.compile("|".join((r'"{3}[\s\S]*?"{3}', r"'{3}[\s\S]*?'{3}", r'"(?:[^"\\\n]|\\.)*"',
                                r"'(?:[^'\\\n]|\\.)*'", r'<[^<>\s{}|"]*>', r"#[^\n]*")))


_PREFIX_DECL = re.compile(r"\bPREFIX\s+([A-Za-z][\w\-.]*)?\s*:\s*<([^<>\s]*)>", re.I)


def _repair_shared_namespaces(text: str) -> tuple[str, tuple[str, ...]]:
    """One namespace under two prefixes (``res:`` and ``dbr:``, ``dct:`` and ``dcterms:``): rdflib keeps
    only the last name a namespace was bound to, so the first becomes "unknown". The later
    declarations are dropped and their names written with the first prefix: the same IRIs.

        >>> " ".join(_repair_shared_namespaces("PREFIX a: <http://x/> PREFIX b: <http://x/> SELECT * { b:s a:p ?o }")[0].split())
        'PREFIX a: <http://x/> SELECT * { a:s a:p ?o }'
    """
    syntax = _blank(text)
    first: dict[str, str] = {}   # namespace -> its first prefix
    alias: dict[str, str] = {}   # later prefix -> first prefix
    drop: list[tuple[int, int]] = []
    for m in _PREFIX_DECL.finditer(text):
        if not syntax[m.start():m.start() + 6].upper() == "PREFIX":
            continue  # inside a string or comment
        name, ns = m.group(1) or "", m.group(2)
        if ns in first and first[ns] != name and name not in first.values():
            alias[name] = first[ns]
            drop.append((m.start(), m.end()))
        else:
            first.setdefault(ns, name)
    if not alias:
        return text, ()
    edits = [(a, b, " " * (b - a)) for a, b in drop]
    pattern = re.compile(r"(?<![\w?$:/#@.\-])(" + "|".join(re.escape(a) for a in sorted(alias, key=len, reverse=True))
                         + r"):")
    for m in pattern.finditer(syntax):
        if any(a <= m.start() < b for a, b in drop):
            continue
        edits.append((m.start(1), m.end(1), alias[m.group(1)]))
    for a, b, rep in sorted(edits, reverse=True):
        text = text[:a] + rep + text[b:]
    return text, tuple(f"the prefix {a}: names the namespace of {p}: (two prefixes for one namespace); "
                       f"read as {p}:" for a, p in alias.items())


# Virtuoso (DBpedia's endpoint) accepts expressions in the projection without the parentheses and alias
# SPARQL 1.1 requires: `SELECT COUNT(DISTINCT ?x) WHERE …`, `SELECT COUNT(?x) AS ?c WHERE …`, even
# `COUNT(?x AS ?x)`, and `SELECT xsd:date(?d) WHERE …`; query logs (QALD's gold queries among them) are full
# of them. Each has one reading, so it is rewritten to the standard form.
_SELECT = re.compile(r"\bSELECT\s+(?:DISTINCT\s+|REDUCED\s+)?", re.I)
_PROJECTION_END = re.compile(r"\bWHERE\b|\{", re.I)


def _projection(syntax: str) -> tuple[int, int] | None:
    """Where the first SELECT's projection lies in ``syntax`` (start, end), without the space before its
    WHERE or ``{``; None when there is no SELECT or nothing ends it. Two linear scans: a regular
    expression ``SELECT (.*?)\\s*(WHERE|{)`` searched over the text took time quadratic in its length (a
    35 KB text of repeated SELECTs: over 10 s).

        >>> s = "SELECT DISTINCT ?x  WHERE { ?x ?p ?o }"
        >>> a, b = _projection(s); s[a:b]
        '?x'
    """
    m = _SELECT.search(syntax)
    if not m:
        return None
    end = _PROJECTION_END.search(syntax, m.end())
    if not end:
        return None
    stop = end.start()
    while stop > m.end() and syntax[stop - 1].isspace():
        stop -= 1
    return m.end(), stop
_AGGREGATES = ("COUNT", "SUM", "AVG", "MIN", "MAX", "SAMPLE", "GROUP_CONCAT")
_CALL = re.compile(r"([A-Za-z_][\w\-]*:[\w\-.]*|[A-Za-z_]\w*|<[^<>\s]*>)\s*\(")
_INNER_ALIAS = re.compile(r"\(\s*(DISTINCT\s+)?(\?\w+|\*)\s+AS\s+(\?\w+)\s*\)$", re.I)


def _closing(text: str, i: int) -> int:
    """The index just after the parenthesis that closes the one at ``text[i]`` (-1 if none)."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return j + 1
    return -1


def _repair_projection(text: str) -> tuple[str, tuple[str, ...]]:
    """Wrap bare expressions of the projection: ``SELECT COUNT(?x) AS ?c`` → ``SELECT (COUNT(?x) AS ?c)``,
    ``SELECT xsd:date(?d)`` → ``SELECT (xsd:date(?d) AS ?date)``, ``COUNT(DISTINCT ?x)`` → ``(… AS ?count)``.

        >>> _repair_projection("SELECT COUNT(?x) AS ?c WHERE { ?x a ?y }")[0]
        'SELECT (COUNT(?x) AS ?c) WHERE { ?x a ?y }'
    """
    syntax = _blank(text)
    m = _projection(syntax)
    if not m:
        return text, ()
    proj, base = syntax[m[0]:m[1]], m[0]
    used = set(re.findall(r"[?$](\w+)", syntax))
    out: list[str] = []
    done: list[str] = []
    i = 0
    while i < len(proj):
        if proj[i].isspace():
            out.append(proj[i])
            i += 1
            continue
        if proj[i] == "(":
            j = _closing(proj, i)
            if j < 0:
                return text, ()
            out.append(text[base + i:base + j])
            i = j
            continue
        v = re.match(r"[?$]\w+|\*", proj[i:])
        if v:
            out.append(text[base + i:base + i + v.end()])
            i += v.end()
            continue
        c = _CALL.match(proj, i)
        if not c:
            return text, ()
        j = _closing(proj, c.end() - 1)
        if j < 0:
            return text, ()
        call = text[base + i:base + j]
        fn = c.group(1).upper()
        after = re.match(r"\s+AS\s+([?$]\w+)", proj[j:], re.I)
        alias = after.group(1) if after else None
        inner = _INNER_ALIAS.search(call) if fn in _AGGREGATES else None
        if inner is not None:  # COUNT(?x AS ?x): Virtuoso's alias inside the call
            call = call[:inner.start()] + f"({(inner.group(1) or '').upper()}{inner.group(2)})"
            alias = alias or (inner.group(3) if inner.group(3) != inner.group(2) else None)
        if alias is None:
            stem = re.sub(r"\W", "", c.group(1).rsplit(":", 1)[-1].rsplit("/", 1)[-1].rsplit("#", 1)[-1]).lower() or "value"
            alias, k = "?" + stem, 0
            while alias[1:] in used:
                k += 1
                alias = f"?{stem}{k}"
            used.add(alias[1:])
        out.append(f"({call} AS {alias})")
        done.append(text[base + i:base + j + (after.end() if after else 0)].strip())
        i = j + (after.end() if after else 0)
    if not done:
        return text, ()
    fixed = text[:base] + "".join(out) + text[m[1]:]
    return fixed, tuple(f"rewrote the projection {d} without parentheses (Virtuoso syntax) to SPARQL 1.1"
                        for d in done)


#: a prefixed name with a bare comma inside its local part (Virtuoso takes ``dbr:Washington,_D.C.``)
_COMMA_NAME = re.compile(r"(?<![\w?$<:/#@.\-])([A-Za-z][\w\-.]*)?:[\w\-.%]*[\w%](?:,(?![\w\-.%]*:)[\w%][\w\-.%]*)+")


def _repair_commas(text: str) -> tuple[str, tuple[str, ...]]:
    """Write prefixed names with a bare comma as full IRIs (``dbr:Hamilton,_Ontario`` →
    ``<http://dbpedia.org/resource/Hamilton,_Ontario>``: commas are allowed in IRIs, and rdflib would
    keep the backslash of an escaped ``\\,``); a comma followed by another term (``dbr:A, dbr:B``,
    ``dbr:A,dbr:B``) is an object list and stays."""
    return _names_as_iris(text, _COMMA_NAME, lambda _span: True, "a bare comma")


def _names_as_iris(text: str, pattern: re.Pattern, keep, what: str) -> tuple[str, tuple[str, ...]]:
    """Each prefixed name ``pattern`` finds outside strings and comments (group 1 its prefix, a declared
    one), whose matched text ``keep`` accepts, written as the full IRI; with a note for each, saying it has
    ``what`` ("a bare comma")."""
    syntax = _blank(text)
    declared = {(m.group(1) or ""): m.group(2) for m in _PREFIX_DECL.finditer(text)}
    edits: list[tuple[int, int, str]] = []
    for m in pattern.finditer(syntax):
        prefix = m.group(1) or ""
        if prefix.upper() in ("PREFIX", "BASE") or prefix not in declared or not keep(syntax[m.start():m.end()]):
            continue
        name = text[m.start():m.end()]
        edits.append((m.start(), m.end(), "<" + declared[prefix] + name.split(":", 1)[1] + ">"))
    for a, b, rep in sorted(edits, reverse=True):
        text = text[:a] + rep + text[b:]
    return text, tuple(f"wrote a name with {what} (Virtuoso syntax) as the IRI {rep}" for _a, _b, rep in edits)


#: a prefixed name whose local part holds a bare parenthesised qualifier (Virtuoso takes
#: ``dbr:Mercury_(planet)``): the parentheses hold name characters only, one letter at least, and
#: the name may go on after them (``dbr:A_(b)_c``); a ``.`` after them ends the triple; a comma
#: inside as :data:`_COMMA_NAME` takes it
_PAREN_NAME = re.compile(r"(?<![\w?$<:/#@.\-])([A-Za-z][\w\-.]*)?:(?:[\w\-.%]|,(?![\w\-.%]*:))*[\w%]"
                         r"(?:\(([\w\-.%,]*)\)(?:[\w\-%]|\.(?=[\w\-%]))*)+")
#: what a function's one argument can be without a ``?``, a quote or a colon: a number or a boolean
_BARE_ARGUMENT = re.compile(r"[+\-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+\-]?\d+)?|true|false", re.I)


def _repair_parentheses(text: str) -> tuple[str, tuple[str, ...]]:
    """Write prefixed names with bare parentheses in their local part as full IRIs, as
    :func:`_repair_commas` does for commas: ``dbr:Mercury_(planet)`` →
    ``<http://dbpedia.org/resource/Mercury_(planet)>`` (parentheses are allowed in IRIs, not in a
    prefixed name unescaped, and Wikipedia-derived names carry them for disambiguation).

    A function call keeps its parentheses: its argument holds a variable, a string or a prefixed name
    (``xsd:date(?d)``, ``xsd:integer("4")``, ``ex:f(ex:a)``), which name characters alone cannot spell,
    or is a number or a boolean (``xsd:double(1e5)``). Tried only on a query that fails to parse, so a
    query whose parentheses are syntax never gets here::

        >>> _repair_parentheses("PREFIX e: <http://e/> SELECT ?x WHERE { e:Mars_(god) e:p ?x . }")[0]
        'PREFIX e: <http://e/> SELECT ?x WHERE { <http://e/Mars_(god)> e:p ?x . }'
    """
    return _names_as_iris(text, _PAREN_NAME, _qualifiers_only, "bare parentheses")


def _qualifiers_only(span: str) -> bool:
    """Does every parenthesised part of the prefixed name ``span`` hold a letter and no bare number or
    boolean (a name's qualifier, not a function's argument)?"""
    parts = re.findall(r"\(([^()]*)\)", span)
    return not any(not re.search(r"[A-Za-z]", a) or _BARE_ARGUMENT.fullmatch(a) for a in parts)


def _brace_end(syntax: str, i: int) -> int:
    """The index just after the brace that closes the one at ``syntax[i]`` (-1 if none)."""
    depth = 0
    for j in range(i, len(syntax)):
        if syntax[j] == "{":
            depth += 1
        elif syntax[j] == "}":
            depth -= 1
            if depth == 0:
                return j + 1
    return -1


_WITH = re.compile(r"\bWITH\s*\{", re.I)
_WITH_NAME = re.compile(r"\s*AS\s+(%[A-Za-z_]\w*)", re.I)
_INCLUDE = re.compile(r"\bINCLUDE\s+(%[A-Za-z_]\w*)", re.I)


def _repair_named_subqueries(text: str) -> tuple[str, tuple[str, ...]]:
    """Blazegraph's named subqueries (the Wikidata Query Service's ``WITH { SELECT … } AS %name`` before
    ``WHERE``, used by ``INCLUDE %name``) inlined as standard sub-queries: each ``INCLUDE %name`` becomes
    ``{ SELECT … }``. A name included but never defined leaves the text as it is (a syntax error then).

        >>> _repair_named_subqueries("SELECT ?x WITH { SELECT ?x WHERE { ?x ?p ?o } } AS %a WHERE { INCLUDE %a }")[0]
        'SELECT ?x WHERE { { SELECT ?x WHERE { ?x ?p ?o } } }'
    """
    syntax = _blank(text)
    if not _INCLUDE.search(syntax) or not _WITH.search(syntax):
        return text, ()
    named: dict[str, str] = {}
    kept: list[str] = []
    pos = 0

    def inline(start: int, end: int) -> str | None:
        part, out, at = syntax[start:end], [], 0
        for m in _INCLUDE.finditer(part):
            if m.group(1) not in named:
                return None
            out += [text[start + at: start + m.start()], "{ ", named[m.group(1)], " }"]
            at = m.end()
        return "".join(out) + text[start + at: end]

    for m in _WITH.finditer(syntax):
        if m.start() < pos:
            continue
        close = _brace_end(syntax, m.end() - 1)
        name = _WITH_NAME.match(syntax, close) if close > 0 else None
        if name is None:
            return text, ()
        body = inline(m.end(), close - 1)
        if body is None:
            return text, ()
        named[name.group(1)] = body.strip()
        kept.append(text[pos: m.start()])
        pos = name.end()
    rest = inline(pos, len(text))
    if rest is None:
        return text, ()
    return re.sub(r"[ \t]+(?=WHERE\b)", " ", "".join(kept) + rest), (
        "Blazegraph named subqueries (WITH { … } AS %name, INCLUDE %name) inlined as sub-queries",)


#: the Wikidata Query Service's label service, ``SERVICE wikibase:label { bd:serviceParam wikibase:language "en" }``:
#: not a federated query but the service's own way of binding ``?xLabel`` to the label of ``?x`` (and
#: ``?xAltLabel``, ``?xDescription``); nearly every query a language model writes for Wikidata ends with it
_LABEL_SERVICE = re.compile(r"\bSERVICE\s+(wikibase:label\b|<[^<>]*>)\s*\{", re.I)
_LABEL_SERVICE_IRI = "http://wikiba.se/ontology#label"
_SERVICE_PARAM = re.compile(r"(?:bd:serviceParam|<http://www\.bigdata\.com/rdf#serviceParam>)\s+"
                            r"(?:wikibase:language|<http://wikiba\.se/ontology#language>)\s+(?:\"[^\"]*\"|'[^']*')\s*[.;]?")
_LABEL_VARIABLE = re.compile(r"[?$]([A-Za-z_]\w*?)(AltLabel|Label|Description)\b")
_LABEL_PROPERTY = {"Label": "<http://www.w3.org/2000/01/rdf-schema#label>",
                   "AltLabel": "<http://www.w3.org/2004/02/skos/core#altLabel>",
                   "Description": "<http://schema.org/description>"}


def _label_services(text: str) -> list[tuple[int, int, int]]:
    """Where ``text`` calls the label service: (start of SERVICE, start of its body, end after its brace).
    Only in a query written for the KG whose endpoint runs that service (:func:`~verifier.kg.profile.service_kg`,
    its terms read by :func:`_terms_kg`): asked of DBpedia, the same clause reaches out to an endpoint that
    is not there, and stays a refused federated query."""
    if not _LABEL_SERVICE.search(text):  # (every query is screened: the blanking only where the words are there)
        return []
    syntax = _blank(text)
    found = []
    for m in _LABEL_SERVICE.finditer(syntax):
        name = text[m.start(1):m.end(1)]
        close = _brace_end(syntax, m.end() - 1)
        if close > 0 and (name == "wikibase:label" or name[1:-1] == _LABEL_SERVICE_IRI):
            found.append((m.start(), m.end(), close))
    return found if found and service_kg(_LABEL_SERVICE_IRI) == _terms_kg(text) else []


#: a prefixed name (prefix, local part) in text whose strings and IRIs are blanked
_PREFIXED = re.compile(r"(?<![\w<\"'?$:#@.-])([A-Za-z][\w\-]*):([\w\-.%]+)")


def _terms_kg(text: str) -> str:
    """The shipped KG the query's terms are written for (:func:`~verifier.kg.profile.kg_of_terms`), read
    from its text: its full IRIs and its prefixed names, expanded by its own declarations or else the
    endpoints' prefixes; "" when none or several.

        >>> _terms_kg("SELECT ?c { wd:Q1 wdt:P36 ?c }"), _terms_kg("SELECT ?c { dbr:X dbo:capital ?c }")
        ('wikidata', 'dbpedia')
    """
    declared = {(m.group(1) or ""): m.group(2) for m in _PREFIX_DECL.finditer(text)}
    known = {**endpoint_prefixes(), **WELL_KNOWN, **declared}
    body = _PREFIX_DECL.sub(" ", text)
    iris = re.findall(r"<([^<>\s]*)>", body)
    iris += [known[m.group(1)] + m.group(2) for m in _PREFIXED.finditer(_blank(body)) if m.group(1) in known]
    return kg_of_terms(iris)


def _names_only(text: str, bound: set[str]) -> str:
    """Why a query whose every answer is a name the label service binds (``SELECT ?xLabel``) cannot be
    accepted, or "" when some answer is not: only the Wikidata Query Service binds such names, a copy of
    Wikidata in another store returns nothing (the published evaluations of language models over
    Wikidata count such queries wrong), and the names are not the things the question asks for. The query
    is still read: where its logic differs from the question it is rejected as any other; where it fits,
    the verdict is ``unknown``, saying that returning ``?x`` beside ``?xLabel`` makes it checkable."""
    syntax = _blank(text)
    span = _projection(syntax)
    projected = re.findall(r"[?$](\w+)", syntax[span[0]:span[1]]) if span else []
    if not projected or "*" in syntax[span[0]:span[1]] or not set(projected) <= bound:
        return ""
    names = ", ".join(f"?{v}" for v in dict.fromkeys(projected))
    return (f"The query returns only {names}: names that Wikidata's label service (SERVICE wikibase:label) binds, "
            "which only the Wikidata Query Service gives, in place of the things the question asks for. Return "
            "the things themselves beside their labels, and the query can be checked.")


def _read_label_service(text: str) -> tuple[str, tuple[str, ...], str]:
    """``text`` with each call of the label service replaced by what it binds: the triples written in it
    (its manual mode, ``?x rdfs:label ?name``) and, in place of the first, for every ``?xLabel``,
    ``?xAltLabel`` or ``?xDescription`` the query names elsewhere beside its ``?x``, the triple that binds
    it (``?x rdfs:label ?xLabel``: a column of names beside the answers, which the presentation rules read;
    a query that returns only such names is ``unsupported_construct``, :func:`_names_only`). Before, the
    block was refused as a federated query (``unsafe_operation``).

        >>> q = 'SELECT ?c ?cLabel { ?c wdt:P31 wd:Q5 . SERVICE wikibase:label { bd:serviceParam wikibase:language "en". } }'
        >>> " ".join(_read_label_service(q)[0].split())
        'SELECT ?c ?cLabel { ?c wdt:P31 wd:Q5 . ?c <http://www.w3.org/2000/01/rdf-schema#label> ?cLabel . }'
    """
    spans = _label_services(text)
    if not spans:
        return text, (), ""
    outside = "".join(text[a:b] for a, b in zip([0] + [close for _s, _o, close in spans],
                                                  [start for start, _o, _c in spans] + [len(text)]))
    out, at, read, names_only = [], 0, [], ""
    for n, (start, body_start, close) in enumerate(spans):
        manual = _SERVICE_PARAM.sub(" ", text[body_start:close - 1]).strip()
        binds = [] if n else [(v, kind) for v, kind in dict.fromkeys(_LABEL_VARIABLE.findall(outside))
                              if re.search(rf"[?$]{v}\b", outside) and not re.search(rf"[?$]{v}{kind}\b", manual)]
        read += [f"?{v}{kind} as the {_LABEL_PROPERTY[kind][1:-1].rsplit('#', 1)[-1].rsplit('/', 1)[-1]} of ?{v}"
                 for v, kind in binds]
        if not n:
            names_only = _names_only(text, {v + kind for v, kind in binds})
        manual = manual + " ." if manual and not manual.endswith(".") else manual
        out += [text[at:start], " ".join([manual] + [f"?{v} {_LABEL_PROPERTY[kind]} ?{v}{kind} ." for v, kind in binds])]
        at = close
    return "".join(out) + text[at:], ("read SERVICE wikibase:label (the Wikidata Query Service's label service, not a "
                                       "federated query)" + (": " + ", ".join(read) if read else ""),), names_only


#: Virtuoso's pragmas before a query (``DEFINE input:inference "dbpedia"``, ``define sql:signal-void-variables 1``)
_PRAGMA = re.compile(r"\s*DEFINE\s+[A-Za-z][\w\-]*:[\w\-.]+\s+(?:\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|<[^<>\s]*>|[\w\-.:]+)",
                     re.I)


def _without_pragmas(text: str) -> tuple[str, tuple[str, ...]]:
    """``text`` without the Virtuoso pragmas it opens with, and a note of each: they tell Virtuoso how to
    evaluate (which inference rules, which SQL options), not what the query asks, and no other engine
    reads them. Before, ``input:`` was taken for an undeclared prefix and the query rejected.

    >>> _without_pragmas('DEFINE input:inference "dbpedia" SELECT * { ?s ?p ?o }')
    (' SELECT * { ?s ?p ?o }', ('left out the Virtuoso pragma DEFINE input:inference "dbpedia" (it says how Virtuoso evaluates the query, not what it asks)',))
    """
    pos, notes = 0, []
    while (m := _PRAGMA.match(text, pos)) is not None:
        pragma = " ".join(m.group(0).split()[1:])
        notes.append(f"left out the Virtuoso pragma DEFINE {pragma} (it says how Virtuoso evaluates the query, not "
                     "what it asks)")
        pos = m.end()
    return (text[pos:], tuple(notes)) if notes else (text, ())


#: dialect repairs tried, in turn, on a query that does not parse as written (parentheses before commas: a
#: name with both, ``dbr:A,_B_(c)``, is rewritten whole by the first)
_DIALECT_REPAIRS = (_repair_named_subqueries, _repair_projection, _repair_parentheses, _repair_commas)


#: one item of a query's prologue: blanks, a comment, a BASE, or a PREFIX declaration in the strict
#: SPARQL form (a prefix name that ends in a name character, an IRI with no character IRIREF excludes)
_PROLOGUE_ITEM = re.compile(r"\s+|#[^\n]*|BASE\s*<[^<>\"{}|^`\\\x00-\x20]*>"
                            r"|PREFIX\s+([A-Za-z](?:[A-Za-z0-9_\-.]*[A-Za-z0-9_\-])?)\s*:\s*<[^<>\"{}|^`\\\x00-\x20]*>",
                            re.I)


def _without_unused_prefixes(text: str) -> str:
    """``text`` without the PREFIX declarations of its prologue whose name the rest never spells.

    Generated queries open with dozens of declarations (a generator's whole namespace table), and the
    SPARQL parser spends most of its time on them: 23 ms a query against 8 ms without them, over the
    QALD-9 candidates. A declaration nobody uses changes neither the parse nor the algebra; a name
    that occurs anywhere after the prologue (in a string too) is kept, so the test errs on keeping::

        >>> " ".join(_without_unused_prefixes("PREFIX a: <http://a/> PREFIX b: <http://b/> SELECT * { ?s a:p ?o }").split())
        'PREFIX a: <http://a/> SELECT * { ?s a:p ?o }'

    Used only for a first parse: where that fails, the text is parsed as written, so an error
    message (and its positions) is the one the query's own text gives."""
    pos, found = 0, []
    while (m := _PROLOGUE_ITEM.match(text, pos)) is not None and m.end() > pos:
        if m.group(1):
            found.append(m)
        pos = m.end()
    rest = text[pos:]
    unused = [m for m in found if m.group(1) + ":" not in rest]
    if not unused:
        return text
    kept, at = [], 0
    for m in unused:
        kept.append(text[at:m.start()])
        at = m.end()
    return " ".join(kept) + " " + text[at:]


def _lean_algebra(fixed: str, parse, translate) -> Any:
    """The algebra of ``fixed`` parsed without its unused prefixes, or None (none unused, or that parse
    or its translation failed: the caller then parses the text as written)."""
    lean = _without_unused_prefixes(fixed)
    if lean is fixed:
        return None
    try:
        return translate(parse(lean))
    except Exception:  # (RecursionError too: the parse as written decides, and says why)
        return None


def parse_query(text: str, limits: QueryLimits | None = None) -> ParsedQuery:
    """Screen, repair and parse ``text`` into rdflib's SPARQL algebra.

    Raises :class:`QueryError` with code ``input_too_large``, ``too_complex`` (past ``limits``, by
    default :meth:`QueryLimits.from_env`), ``not_a_query``, ``unsafe_operation``, ``undeclared_prefix``
    or ``syntax_error``.
    """
    from rdflib.plugins.sparql.algebra import translateQuery
    from rdflib.plugins.sparql.parser import parseQuery

    if not isinstance(text, str) or not text.strip():
        raise QueryError("not_a_query", "the query is empty")
    _screen(text)
    too_complex = (limits or QueryLimits.from_env()).exceeded(text)
    if too_complex:
        raise QueryError("too_complex", too_complex)
    fixed, pragmas = _without_pragmas(text)
    fixed, labels, names_only = _read_label_service(fixed)
    try:
        fixed, repaired = _repair_prefixes(fixed)
    except QueryError as exc:  # a cut-off query is first of all cut off, whatever names it got to
        if _truncated(text):
            raise QueryError("truncated_query", f"the query text stops before its graph pattern is closed (it was "
                                                f"cut off); also: {exc.message}") from None
        raise
    fixed, repairs = _repair_shared_namespaces(fixed)
    repairs = pragmas + labels + repairs
    algebra = _lean_algebra(fixed, parseQuery, translateQuery)
    if algebra is None:
        fixed, repairs, algebra = _parse_as_written(text, fixed, repairs, parseQuery, translateQuery)
    if algebra.algebra.name not in ("SelectQuery", "AskQuery"):
        raise QueryError("unsupported_query_form",
                         f"{algebra.algebra.name.replace('Query', '').upper()} queries return graphs, not answers")
    return ParsedQuery(text=text, algebra=algebra, repaired_prefixes=repaired, repairs=repairs, parsed_text=fixed,
                       names_only=names_only)


def _parse_as_written(text: str, fixed: str, repairs: tuple[str, ...], parseQuery, translateQuery
                      ) -> tuple[str, tuple[str, ...], Any]:
    """Parse ``fixed`` (``text`` with its prefixes repaired), trying the dialect repairs where it fails:
    (the text parsed, the repairs made, rdflib's algebra); or raise :class:`QueryError`."""
    try:
        try:
            tree = parseQuery(fixed)
        except RecursionError:
            raise
        except Exception:
            tree = None
            for repair in _DIALECT_REPAIRS:
                dialect, more = repair(fixed)
                if not more:
                    continue
                try:
                    tree = parseQuery(dialect)
                except RecursionError:
                    raise
                except Exception:
                    continue
                fixed, repairs = dialect, repairs + more
                break
            if tree is None:  # every repair together, for a query with two dialect forms
                dialect, more = fixed, ()
                for repair in _DIALECT_REPAIRS:
                    dialect, extra = repair(dialect)
                    more += extra
                if not more:
                    raise
                tree = parseQuery(dialect)
                fixed, repairs = dialect, repairs + more
    except RecursionError:
        raise QueryError("too_complex", "the query is nested too deeply for the SPARQL parser") from None
    except Exception as exc:  # pyparsing's ParseException and friends: all mean the text is malformed
        if _truncated(text):
            raise QueryError("truncated_query", "the query text stops before its graph pattern is closed "
                             f"(it was cut off): {_short(exc)}") from None
        raise QueryError("syntax_error", f"the query does not parse: {_short(exc)}") from None
    try:
        algebra = translateQuery(tree)
    except RecursionError:
        raise QueryError("too_complex", "the query is nested too deeply for the SPARQL algebra") from None
    except Exception as exc:  # rdflib raises plain Exceptions for unknown prefixes and bad projections
        msg = _short(exc)
        code = "undeclared_prefix" if "prefix" in msg.lower() else "syntax_error"
        raise QueryError(code, f"the query cannot be translated: {msg}") from None
    return fixed, repairs, algebra


def _truncated(text: str) -> bool:
    """Cut-off text (a generator that hit its token limit): more braces opened than closed."""
    syntax = _strip_literals_and_iris(text)
    unclosed_string = syntax.count('"') % 2 == 1 or text.count("<") > text.count(">")
    return syntax.count("{") > syntax.count("}") or unclosed_string


def _short(exc: Exception) -> str:
    msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return msg[:200]
