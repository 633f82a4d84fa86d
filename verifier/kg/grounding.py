"""Grounding: does the KG hold the data a query asks for, and if not, which query would find it?

Meaning is the verifier's core judgement; this is a second, separate one, made after the semantic verdict
when a KG is given. A query can say exactly what the question means and still return nothing, because the
KG stores the fact under another term (``dbo:nickname`` where the data is under ``foaf:nick``), on another
page (a redirect, a disambiguation page, a namesake), or because a term from one namespace is used in the
role of another (``dbr:birthPlace`` as a property). The :class:`Grounder` asks the KG small bounded
questions (each an ASK or a SELECT with a LIMIT; an endpoint bounds each request's total time) and records:

* per query IRI: whether the KG has it at all, whether it is a redirect or a disambiguation page (and
  where to), and whether the KG uses it in the role the query does (property, class, individual);
* per triple pattern, with the query's constants bound: whether it has a match, and where it has none,
  which lexically equivalent terms do: the readings the bridge offers for the same word (``dbo:X``/``dbp:X``
  and the other rows of ``property_variants.table``, the lexicon's other senses of the word, the KG terms
  labelled with it) and the inverse direction; for an entity, the page it redirects to, the pages a
  disambiguation page lists, what a namesake is named after and the pages with a shorter name;
* the whole query's answer count (for ASK, which patterns fail).

The result is a :class:`Grounding`: a status (``ok``, ``empty``, ``unknown_iri``, ``redirect``,
``misused_namespace``, ``unreachable``), the evidence, and a concrete repair: the query rewritten with the
term or IRI that holds the data, with its answer count. The KG vocabulary read here is in
:mod:`verifier.kg.vocabulary`.

Worked example (the DBpedia-shaped test fixture, tests/fixtures/grounding)::

    g = Grounder(store, lexicon=lexicon).ground(
        "SELECT ?n WHERE { dbr:Port_Alden dbo:nickname ?n }")
    g.status        # "empty"
    g.repair        # "PREFIX foaf: <http://xmlns.com/foaf/0.1/>\\nSELECT ?n WHERE { dbr:Port_Alden foaf:nick ?n }"
    g.repair_count  # 1
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from .iri import WELL_KNOWN, compact, expand, local_name, name_words
from .vocabulary import (DISAMBIGUATES, NAMED_AFTER, REDIRECT, TYPE_PREDICATES, W3C_VOCABULARY, role_of_namespace,
                         same_local_in)

__all__ = ["Grounding", "Grounder", "STATUSES", "TriplePattern", "triple_patterns", "rewrite", "make_grounder"]

#: grounding statuses, the most telling first (a verdict names the first that applies)
STATUSES = ("unreachable", "unknown_iri", "misused_namespace", "redirect", "empty", "ok")
_VOCAB = W3C_VOCABULARY
_PREFIX_DECL = re.compile(r"PREFIX\s+([A-Za-z][\w.-]*)?:\s*<([^>]*)>", re.I)


@dataclass(frozen=True)
class Grounding:
    """The grounding section of a verdict.

    * ``status``: one of :data:`STATUSES`; ``explanation``: sentences a person reads;
    * ``count``: the query's answers as written (rows; 1/0 for ASK; None when it was not run);
    * ``evidence``: what each check found (dicts with ``check``, the term or pattern, and the finding);
    * ``repair``: the query rewritten so that the KG answers it, ``repair_count`` its answers,
      ``edits``: the replacements made (``dbo:nickname → foaf:nick``);
    * ``checks``: which check ran where (``patterns: kg <file>``, ``existence: dbpedia-names (offline)``).
    """

    status: str
    explanation: str
    count: int | None = None
    evidence: tuple[dict, ...] = ()
    repair: str = ""
    repair_count: int | None = None
    edits: tuple[str, ...] = ()
    checks: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "explanation": self.explanation, "count": self.count,
                "evidence": [dict(e) for e in self.evidence], "repair": self.repair or None,
                "repair_count": self.repair_count, "edits": list(self.edits), "checks": dict(self.checks)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Grounding":
        return cls(d["status"], d.get("explanation", ""), d.get("count"), tuple(d.get("evidence") or ()),
                   d.get("repair") or "", d.get("repair_count"), tuple(d.get("edits") or ()),
                   dict(d.get("checks") or {}))


@dataclass(frozen=True)
class TriplePattern:
    """One triple of the query: terms as compact names (``dbo:nickname``) or variables (``?n``);
    ``optional``: inside an OPTIONAL or a UNION branch (its failure does not empty the query alone)."""

    s: str
    p: str
    o: str
    optional: bool = False

    def __str__(self) -> str:
        return f"{self.s} {self.p} {self.o}"

    def sparql(self) -> str:
        return " ".join(_sparql_term(t) for t in (self.s, self.p, self.o))


class _Unreachable(Exception):
    pass


def _sparql_term(t: str) -> str:
    if t.startswith("?") or t.startswith('"'):
        return t
    return "<" + expand(t).replace(">", "%3E") + ">"


def _name(node) -> str:
    """rdflib term of a parsed query → a compact name, ``?var`` or a literal in N-Triples form."""
    from rdflib import BNode, Literal, URIRef, Variable

    if isinstance(node, Variable):
        return "?" + str(node)
    if isinstance(node, BNode):
        return "?_" + str(node)
    if isinstance(node, URIRef):
        return compact(str(node))
    if isinstance(node, Literal):
        return node.n3()
    return ""


def with_prefixes(sparql: str) -> str:
    """``sparql`` with a PREFIX line for each well-known prefix it uses and does not declare (the query
    stage repairs these the same way)."""
    declared = {m.group(1) or "" for m in _PREFIX_DECL.finditer(sparql)}
    body = _PREFIX_DECL.sub(" ", sparql)
    used = set(re.findall(r"(?<![\w<:/#?$-])([A-Za-z][\w-]*):(?=[\w(])", _strip_strings(body)))
    missing = [p for p in sorted(used - declared) if p in WELL_KNOWN]
    return "".join(f"PREFIX {p}: <{WELL_KNOWN[p]}>\n" for p in missing) + sparql


def _strip_strings(text: str) -> str:
    return re.sub(r'"(?:[^"\\]|\\.)*"|<[^<>\s]*>', " ", text)


def triple_patterns(sparql: str) -> tuple[list[TriplePattern], str]:
    """The query's triple patterns (paths other than a single IRI are left out) and its form
    (``select``/``ask``/other); raises ValueError when rdflib cannot read the query."""
    hit = _PATTERNS.get(sparql)
    if hit is None:
        hit = _triple_patterns(sparql)
        with _PATTERNS_LOCK:  # `verifier serve` grounds from several threads
            if len(_PATTERNS) >= 512:
                _PATTERNS.pop(next(iter(_PATTERNS)), None)
            _PATTERNS[sparql] = hit
    if isinstance(hit, ValueError):
        raise hit
    return list(hit[0]), hit[1]


#: parsed queries by text (a check and its guard loop ground the same text more than once)
_PATTERNS: dict[str, Any] = {}
_PATTERNS_LOCK = threading.Lock()


def _triple_patterns(sparql: str):
    from rdflib import URIRef
    from ..query.parse import parse_query

    try:
        q = parse_query(sparql).algebra  # the query stage's own parser, screens and prefix repairs
    except Exception as exc:
        return ValueError(f"the query cannot be read: {exc}")
    out: list[TriplePattern] = []

    def walk(node, optional: bool) -> None:
        name = getattr(node, "name", "")
        if name == "BGP":
            for s, p, o in node.triples:
                if not isinstance(p, URIRef) and not hasattr(p, "n3") or type(p).__name__.endswith("Path"):
                    continue
                out.append(TriplePattern(_name(s), _name(p), _name(o), optional))
            return
        if name in ("Minus",):
            walk(node.p1, optional)  # what MINUS removes need not match
            return
        if name == "LeftJoin":
            walk(node.p1, optional)
            walk(node.p2, True)
            return
        if name == "Union":
            walk(node.p1, True)
            walk(node.p2, True)
            return
        if name == "Filter":
            walk(node.p, optional)
            return  # FILTER EXISTS patterns are conditions, not data the query reads
        if hasattr(node, "items"):
            for k, v in node.items():
                if k in ("expr", "_vars", "PV", "var"):
                    continue
                if hasattr(v, "name"):
                    walk(v, optional)
                elif isinstance(v, list):
                    for x in v:
                        if hasattr(x, "name"):
                            walk(x, optional)

    walk(q.algebra, False)
    form = "ask" if q.algebra.name == "AskQuery" else "select" if q.algebra.name == "SelectQuery" else "other"
    seen: list[TriplePattern] = []
    for t in out:
        if t not in seen:
            seen.append(t)
    return tuple(seen), form


# ---------------------------------------------------------------------------------------- rewriting

def _spellings(sparql: str, name: str) -> list[str]:
    """How ``name`` (compact) may be written in ``sparql``: ``<full IRI>`` and ``pfx:local`` for every
    prefix the query declares (or the well-known one) whose namespace starts the IRI."""
    full = expand(name)
    out = [re.escape("<" + full + ">")]
    prefixes = {m.group(1) or "": m.group(2) for m in _PREFIX_DECL.finditer(sparql)}
    for p, ns in WELL_KNOWN.items():
        prefixes.setdefault(p, ns)
    for p, ns in prefixes.items():
        if full.startswith(ns) and len(full) > len(ns):
            local = full[len(ns):]
            out.append(r"(?<![\w:<#/.?$-])" + re.escape(f"{p}:{local}") + r"(?![\w:%-]|\.[\w])")
    return out


def _written(sparql: str, name: str) -> tuple[str, str]:
    """How to write ``name`` in ``sparql``: as ``pfx:local`` with a declared or well-known prefix (and the
    PREFIX line to add, or ""), else as ``<full IRI>``."""
    if name.startswith("?") or name.startswith('"'):
        return name, ""
    full = expand(name)
    declared = {m.group(1) or "": m.group(2) for m in _PREFIX_DECL.finditer(sparql)}
    for p, ns in declared.items():
        if p and full.startswith(ns) and re.fullmatch(r"[\w-]+", full[len(ns):] or "!"):
            return f"{p}:{full[len(ns):]}", ""
    short = compact(full)
    p, sep, local = short.partition(":")
    if sep and not short.startswith("<") and re.fullmatch(r"[\w-]+", local):
        if p in declared:  # the prefix names another namespace in this query
            return "<" + full + ">", ""
        return short, f"PREFIX {p}: <{WELL_KNOWN[p]}>\n"
    return "<" + full + ">", ""


def rewrite(sparql: str, old: str, new: str) -> str | None:
    """``sparql`` with every occurrence of the term ``old`` replaced by ``new`` (compact names); None when
    ``old`` is not written in it."""
    written, decl = _written(sparql, new)
    pattern = re.compile("|".join(_spellings(sparql, old)))
    if not pattern.search(sparql):
        return None
    out = pattern.sub(lambda m: written, sparql)
    return decl + out if decl and decl.strip() not in out else out


def _reverse(sparql: str, t: TriplePattern) -> str | None:
    """``sparql`` with the triple ``t`` turned round (``?x P o`` → ``o P ?x``), when it is written whole."""
    def alt(term: str) -> str:
        if term.startswith("?"):
            return r"[?$]" + re.escape(term[1:]) + r"\b"
        if term.startswith('"'):
            return re.escape(term)
        return "(?:" + "|".join(_spellings(sparql, term)) + ")"

    rx = re.compile(f"(?P<s>{alt(t.s)})(?P<a>\\s+)(?P<p>{alt(t.p)})(?P<b>\\s+)(?P<o>{alt(t.o)})")
    found = list(rx.finditer(sparql))
    if len(found) != 1:
        return None
    m = found[0]
    return sparql[:m.start()] + m.group("o") + m.group("a") + m.group("p") + m.group("b") + m.group("s") + \
        sparql[m.end():]


# ---------------------------------------------------------------------------------------- the checks

@dataclass
class _Edit:
    kind: str  # term | inverse
    old: str
    new: str
    why: str
    matches: int = 0

    def label(self) -> str:
        return f"{self.old} → {self.new}" if self.kind == "term" else f"`{self.old}` → `{self.new}` (turned round)"


class Grounder:
    """Ask a KG whether it holds what a query asks for.

    :param store: anything with ``select``/``ask`` (an embedded store's pyoxigraph mirror, an endpoint).
    :param kg_name: how the verdict names the KG (``embedded pyoxigraph: kg.ttl``, an endpoint URL).
    :param lexicon: a :class:`verifier.bridge.lexicon.Lexicon` (its other senses of a word), or None.
    :param labels: a label source (``labels``/``lookup``, e.g. ``Verifier.labels``), or None.
    :param variant_rules: :mod:`verifier.bridge.variants` rules (``dbo:X``/``dbp:X`` …); the table's by default.
    :param names: :class:`verifier.kg.dbpedia_names.DbpediaNames` for offline existence/redirect answers
        about ``dbr:`` IRIs (used when there is no store, or the store cannot be reached).
    :param unreachable: the exception types that mean the KG could not answer (an endpoint's error).
    :param limit: the most answers counted; ``max_candidates``: alternatives tried per pattern or term;
        ``budget_s``: seconds the search for alternatives may take in all.
    """

    def __init__(self, store: Any = None, kg_name: str = "", lexicon: Any = None, labels: Any = None,
                 variant_rules: Sequence[Any] | None = None, names: Any = None,
                 unreachable: tuple[type, ...] = (), limit: int = 1000, max_candidates: int = 12,
                 budget_s: float = 20.0) -> None:
        self.store = store
        self.kg_name = kg_name or (type(store).__name__ if store is not None else "")
        self.lexicon = lexicon
        self.labels = labels
        if variant_rules is None:
            from ..bridge import load_variant_rules
            variant_rules = load_variant_rules()
        self.variant_rules = tuple(variant_rules)
        self.names = names
        self.unreachable = tuple(unreachable)
        self.limit = limit
        self.max_candidates = max_candidates
        #: seconds the search for alternatives may take in all (each request is bounded on its own; this
        #: bounds their number on a slow endpoint): past it the repair found so far is given
        self.budget_s = budget_s

    # ------------------------------------------------------------------ store calls
    def _ask(self, q: str) -> bool:
        try:
            return bool(self.store.ask(q))
        except self.unreachable as exc:
            raise _Unreachable(str(exc)) from None

    def _select(self, q: str) -> list[dict]:
        try:
            return self.store.select(q)
        except self.unreachable as exc:
            raise _Unreachable(str(exc)) from None

    def _pattern_matches(self, s: str, p: str, o: str) -> bool:
        return self._ask(f"ASK {{ {_sparql_term(s)} {_sparql_term(p)} {_sparql_term(o)} }}")

    def _count(self, sparql: str, form: str) -> int | None:
        """The query's answers (rows, up to ``limit``; 1/0 for ASK); None when the KG cannot run it."""
        text = with_prefixes(sparql)
        try:
            if form == "ask":
                return 1 if self._ask(text) else 0
            if form != "select":
                return None
            tail = text[text.rfind("}") + 1:]  # the solution modifiers after the last group
            if not re.search(r"\bLIMIT\s+\d+", tail, re.I):
                text = text.rstrip() + f"\nLIMIT {self.limit}"
            rows = self._select(text)
        except _Unreachable:
            raise
        except Exception:
            return None  # the engine cannot run this query (a construct it lacks): not counted
        if len(rows) == 1 and len(rows[0]) == 1:
            # an aggregate of nothing (COUNT = 0) is no answer
            (value,) = rows[0].values()
            if str(value) == "0" and re.search(r"\bCOUNT\s*\(", text, re.I):
                return 0
        return len(rows)

    # ------------------------------------------------------------------ IRIs
    def _iri_facts(self, iris: list[str]) -> dict[str, dict]:
        """Per IRI: its roles in the KG (subject/predicate/class/object), redirect and disambiguation
        targets; two bounded queries for all IRIs together."""
        facts = {i: {"roles": set(), "redirect": [], "disambiguation": []} for i in iris}
        if not iris:
            return facts
        values = " ".join(_sparql_term(i) for i in iris)
        types = "|".join(_sparql_term(t) for t in TYPE_PREDICATES)
        q = ("SELECT ?t ?s ?p ?c ?o WHERE { VALUES ?t { " + values + " } "
             "BIND(EXISTS { ?t ?p1 ?o1 } AS ?s) BIND(EXISTS { ?s2 ?t ?o2 } AS ?p) "
             f"BIND(EXISTS {{ ?s3 {types} ?t }} AS ?c) BIND(EXISTS {{ ?s4 ?p4 ?t }} AS ?o) }} LIMIT {len(iris) + 1}")
        for row in self._select(q):
            t = compact(str(row.get("t", "")))
            if t in facts:
                for role, var in (("subject", "s"), ("predicate", "p"), ("class", "c"), ("object", "o")):
                    if str(row.get(var, "")).lower() in ("true", "1"):
                        facts[t]["roles"].add(role)
        branches = [f"{{ ?t {_sparql_term(p)} ?to BIND(\"redirect\" AS ?k) }}" for p in REDIRECT] + \
                   [f"{{ ?t {_sparql_term(p)} ?to BIND(\"disambiguation\" AS ?k) }}" for p in DISAMBIGUATES]
        q = "SELECT ?t ?k ?to WHERE { VALUES ?t { " + values + " } " + " UNION ".join(branches) + " } LIMIT 200"
        for row in self._select(q):
            t = compact(str(row.get("t", "")))
            if t in facts and "to" in row:
                facts[t][str(row.get("k"))].append(compact(str(row["to"])))
        return facts

    # ------------------------------------------------------------------ alternatives
    def _words(self, term: str) -> list[str]:
        """The words a term is read from: its labels, its local name, the lexicon entries that use it."""
        words: list[str] = []
        if self.labels is not None:
            try:
                words += list(self.labels.labels([term]).get(term) or [])
            except self.unreachable:
                pass
        local = local_name(term)
        parts = name_words(local)
        if parts:
            words += [" ".join(parts), "".join(parts)]
        if self.lexicon is not None:
            words += [e.lemma for e in self.lexicon.by_reference(term)]
        return [w for w in dict.fromkeys(w.strip() for w in words) if w]

    def _property_candidates(self, p: str) -> list[tuple[str, str]]:
        from ..bridge import variants_of

        out: list[tuple[str, str]] = []
        for v in variants_of(p, self.variant_rules):
            out.append((v, "property variant"))
            out += [(w, "property variant") for w in variants_of(v, self.variant_rules)]
        for word in self._words(p):
            if self.lexicon is not None:
                for e in self.lexicon.lookup(word):
                    if e.reference and e.kind in ("property", "scalar", "restriction"):
                        out.append((e.reference, f"the lexicon's sense of “{e.lemma}”"))
            if self.labels is not None:
                try:
                    out += [(h, f"labelled “{word}” in the KG") for h in self.labels.lookup(word)]
                except self.unreachable:
                    pass
        for v in same_local_in(p, "property"):
            out.append((v, "the same name as a property"))
        return self._dedupe(p, out)

    def _class_candidates(self, c: str) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = [(v, "the same name as a class") for v in same_local_in(c, "class")]
        for word in self._words(c):
            if self.lexicon is not None:
                out += [(e.reference, f"the lexicon's sense of “{e.lemma}”") for e in self.lexicon.lookup(word)
                        if e.reference and e.kind == "class"]
            if self.labels is not None:
                try:
                    out += [(h, f"labelled “{word}” in the KG") for h in self.labels.lookup(word)]
                except self.unreachable:
                    pass
        return self._dedupe(c, out)

    def _entity_candidates(self, e: str, facts: dict) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        f = facts.get(e, {})
        out += [(t, "the page it redirects to") for t in f.get("redirect", [])]
        out += [(t, "a page the disambiguation page lists") for t in f.get("disambiguation", [])]
        if NAMED_AFTER:
            preds = "|".join(_sparql_term(p) for p in NAMED_AFTER)
            try:
                out += [(compact(str(r["n"])), "what it is named after")
                        for r in self._select(f"SELECT ?n WHERE {{ {_sparql_term(e)} {preds} ?n }} LIMIT 5")
                        if "n" in r]
            except _Unreachable:
                raise
            except Exception:
                pass
        out += [(v, "the same name as an individual") for v in same_local_in(e, "individual")]
        if self.labels is not None:
            names = []
            try:
                names = list(self.labels.labels([e]).get(e) or [])
            except self.unreachable:
                pass
            local = local_name(e).replace("_", " ")
            for label in dict.fromkeys(names + [local]):
                words = label.split()
                # the name itself (another spelling of the page) and shorter names: a namesake's page is
                # named after the thing the question means ("X Street Line" after "X Street")
                for k in range(len(words), 0, -1):
                    try:
                        hits = self.labels.lookup(" ".join(words[:k]))
                    except self.unreachable:
                        hits = []
                    out += [(h, f"the page named “{' '.join(words[:k])}”") for h in hits]
        return self._dedupe(e, out)

    def _dedupe(self, old: str, cands: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
        seen: dict[str, str] = {}
        for c, why in cands:
            if c and c != old and not c.startswith("?") and c not in seen:
                seen[c] = why
        return list(seen.items())[: self.max_candidates]

    # ------------------------------------------------------------------ the stage
    def ground(self, sparql: str) -> Grounding | None:
        """The grounding of ``sparql``; None when rdflib cannot read the query (nothing was checked)."""
        try:
            patterns, form = triple_patterns(sparql)
        except ValueError:
            return None
        if self.store is None:
            return self._offline(sparql, patterns)
        where = self.kg_name
        checks = {"existence": where, "redirect": where, "namespace": where, "patterns": where, "answers": where}
        try:
            return self._ground(sparql, patterns, form, checks)
        except _Unreachable as exc:
            offline = self._offline(sparql, patterns) if self.names is not None else None
            evidence = ({"check": "kg", "finding": f"the KG could not be reached: {exc}"},)
            checks = {k: "not run (the KG could not be reached)" for k in checks}
            if offline is not None:
                evidence += offline.evidence
                checks.update({k: v for k, v in offline.checks.items() if not v.startswith("not run")})
            return Grounding("unreachable", f"The grounding checks could not ask the KG ({where}): {exc}",
                             evidence=evidence, checks=checks)

    def _ground(self, sparql: str, patterns: list[TriplePattern], form: str, checks: dict) -> Grounding:
        evidence: list[dict] = []
        role_in_query: dict[str, str] = {}
        for t in patterns:
            if not t.p.startswith("?"):
                role_in_query.setdefault(t.p, "property")
            if not t.o.startswith(("?", '"')):
                role_in_query.setdefault(t.o, "class" if t.p in TYPE_PREDICATES else "individual")
            if not t.s.startswith(("?", '"')):
                role_in_query.setdefault(t.s, "individual")
        iris = [i for i in role_in_query if not i.startswith(_VOCAB)]
        facts = self._iri_facts(iris)
        misused = []
        for i in iris:
            want, named = role_in_query[i], role_of_namespace(i)
            if not named or named == want:
                continue
            if named == "individual" and want == "class" and i.startswith("wd:"):
                continue  # a Wikidata item is a class when things are instances of it
            has = facts[i]["roles"]
            in_role = {"property": "predicate" in has, "class": "class" in has,
                       "individual": bool(has & {"subject", "object"})}[want]
            # a resource name as a property (or a property name as an individual) is misused whatever the
            # KG holds; a class name as an individual only when the KG does not use it so
            if not in_role or want == "property" or named == "property":
                misused.append(i)
        unknown = [i for i in iris if not facts[i]["roles"] and i not in misused]
        redirects = [i for i in iris if facts[i]["redirect"] or facts[i]["disambiguation"]]
        for i in unknown:
            evidence.append({"check": "existence", "term": i, "finding": "the KG has no triple with it"})
        for i in redirects:
            f = facts[i]
            if f["redirect"]:
                evidence.append({"check": "redirect", "term": i, "finding": f"a redirect to {f['redirect'][0]}",
                                 "target": f["redirect"][0]})
            else:
                evidence.append({"check": "redirect", "term": i, "finding": "a disambiguation page listing "
                                 + ", ".join(f["disambiguation"][:6]), "targets": f["disambiguation"][:6]})
        for i in misused:
            evidence.append({"check": "namespace", "term": i, "finding": f"a {role_of_namespace(i)} name used as"
                             f" {'a' if role_in_query[i] != 'individual' else 'an'} {role_in_query[i]}"})
        # every pattern, its constants bound
        failing: list[TriplePattern] = []
        for t in patterns:
            if t.s.startswith("?") and t.p.startswith("?") and t.o.startswith("?"):
                continue
            ok = self._pattern_matches(t.s, t.p, t.o)
            evidence.append({"check": "pattern", "pattern": str(t), "matches": ok})
            if not ok and not t.optional:
                failing.append(t)
        count = self._count(sparql, form)
        evidence.append({"check": "answers", "count": count})
        status = ("unknown_iri" if unknown else "misused_namespace" if misused else "redirect" if redirects
                  else "empty" if failing or count == 0 else "ok")
        if status == "ok":
            n = "an unknown number of" if count is None else (f"{count}{'+' if count >= self.limit else ''}")
            return Grounding("ok", f"The KG answers the query: {n} answer(s); every triple pattern has a match.",
                             count=count, evidence=tuple(evidence), checks=checks)
        # the repair: a replacement for each bad term or failing pattern, tried on the whole query
        deadline = time.monotonic() + self.budget_s
        edits = self._edits(sparql, patterns, failing, unknown + misused + redirects, facts, role_in_query, deadline)
        if time.monotonic() > deadline:
            evidence.append({"check": "alternative", "finding": f"the search stopped at its {self.budget_s:g} s budget"})
        repair, repair_count, used = self._best_repair(sparql, form, edits)
        for e in edits:
            evidence.append({"check": "alternative", "edit": e.label(), "why": e.why, "matches": e.matches})
        return Grounding(status, self._explain(status, failing, unknown, misused, redirects, facts, count, used,
                                               repair_count),
                         count=count, evidence=tuple(evidence), repair=repair, repair_count=repair_count,
                         edits=tuple(e.label() for e in used), checks=checks)

    def _edits(self, sparql: str, patterns: list[TriplePattern], failing: list[TriplePattern], bad: list[str],
               facts: dict, role_in_query: dict[str, str], deadline: float = float("inf")) -> list[_Edit]:
        """Replacements that make a pattern match: for a bad term, in every pattern that uses it; for a
        failing pattern, of its property or class, of its entities, or the pattern turned round."""
        edits: list[_Edit] = []

        def candidates(term: str) -> list[tuple[str, str]]:
            role = role_in_query.get(term, "")
            if role == "property":
                return self._property_candidates(term)
            if role == "class":
                return self._class_candidates(term)
            return self._entity_candidates(term, facts)

        def works(term: str, new: str) -> int:
            uses = [t for t in patterns if term in (t.s, t.p, t.o) and not t.optional] or \
                   [t for t in patterns if term in (t.s, t.p, t.o)]
            hits = 0
            for t in uses:
                s, p, o = ((new if x == term else x) for x in (t.s, t.p, t.o))
                if not self._pattern_matches(s, p, o):
                    return 0
                hits += 1
            return hits

        targets = list(dict.fromkeys(bad + [x for t in failing for x in (t.p, t.o, t.s)
                                            if not x.startswith(("?", '"')) and not x.startswith(_VOCAB)]))
        for term in targets:
            if time.monotonic() > deadline:
                break
            for new, why in candidates(term):
                if time.monotonic() > deadline:
                    break
                if works(term, new):
                    edits.append(_Edit("term", term, new, why, 1))
        for t in failing:
            if time.monotonic() > deadline:
                break
            if not t.s.startswith('"') and not t.o.startswith('"') and self._pattern_matches(t.o, t.p, t.s):
                edits.append(_Edit("inverse", str(t), str(_turned(t)), "the relation stored the other way round", 1))
        return edits

    def _best_repair(self, sparql: str, form: str, edits: list[_Edit]) -> tuple[str, int | None, list[_Edit]]:
        """The first rewritten query that the KG answers: each edit alone, then one edit per term together."""
        tried: list[tuple[str, list[_Edit]]] = []
        for e in edits:
            tried.append((self._apply(sparql, [e]) or "", [e]))
        firsts: dict[str, _Edit] = {}
        for e in edits:
            firsts.setdefault(e.old, e)
        if len(firsts) > 1:
            tried.append((self._apply(sparql, list(firsts.values())) or "", list(firsts.values())))
        best: tuple[str, int | None, list[_Edit]] = ("", None, [])
        for text, used in tried:
            if not text:
                continue
            n = self._count(text, form)
            if n:
                if form == "select" or n:
                    return text, n, used
            elif not best[0] and n is not None:
                best = (text, n, used)
        return best

    def _apply(self, sparql: str, edits: list[_Edit]) -> str | None:
        text = sparql
        for e in edits:
            if e.kind == "term":
                text = rewrite(text, e.old, e.new)
            else:
                s, p, o = e.old.split(" ", 2)
                text = _reverse(text, TriplePattern(s, p, o))
            if text is None:
                return None
        return text

    def _explain(self, status: str, failing, unknown, misused, redirects, facts, count, used, repair_count) -> str:
        said = []
        if status == "unknown_iri":
            said.append("The KG has no " + ", ".join(unknown) + ": the query cannot return answers about it.")
        elif status == "misused_namespace":
            said.append("The query uses " + ", ".join(
                f"{i} (a {role_of_namespace(i)} name)" for i in misused) + " in another role.")
        elif status == "redirect":
            parts = []
            for i in redirects:
                f = facts[i]
                parts.append(f"{i} is a redirect to {f['redirect'][0]}" if f["redirect"]
                             else f"{i} is a disambiguation page ({', '.join(f['disambiguation'][:4])})")
            said.append("The query names a page that holds no facts: " + "; ".join(parts) + ".")
        else:
            n = "no answers" if count == 0 else "answers only where every pattern matches"
            if failing:
                said.append(f"The query says what it means but the KG gives it {n}: no triple matches "
                            + ", ".join(f"`{t}`" for t in failing[:3]) + ".")
            else:
                said.append("The query says what it means but the KG gives it no answers.")
        if used:
            said.append("The KG holds the data " + "; ".join(
                f"under {e.new} ({e.why})" if e.kind == "term" else f"the other way round, as `{e.new}`"
                for e in used) + f": the query rewritten so returns {repair_count} answer(s).")
        else:
            said.append("No lexically equivalent term or page found in the KG holds the data.")
        return " ".join(said)

    # ------------------------------------------------------------------ offline (dbpedia-names)
    def _offline(self, sparql: str, patterns: list[TriplePattern]) -> Grounding | None:
        """Existence and redirects of ``dbr:`` IRIs from the offline DBpedia names; namespace roles from the
        query text; patterns and answers are not checked (no data)."""
        if self.names is None:
            return None
        checks = {"existence": "dbpedia-names (offline)", "redirect": "dbpedia-names (offline)",
                  "namespace": "query text", "patterns": "not run (no KG data)", "answers": "not run (no KG data)"}
        evidence: list[dict] = []
        unknown, redirects, misused = [], [], []
        edits: list[_Edit] = []
        role: dict[str, str] = {}
        for t in patterns:
            if not t.p.startswith("?"):
                role.setdefault(t.p, "property")
            for x in (t.s, t.o):
                if not x.startswith(("?", '"')):
                    role.setdefault(x, "class" if x == t.o and t.p in TYPE_PREDICATES else "individual")
        for i, want in role.items():
            named = role_of_namespace(i)
            if named and named != want and not (named == "individual" and want == "class" and i.startswith("wd:")):
                misused.append(i)
                evidence.append({"check": "namespace", "term": i, "finding": f"a {named} name used as {want}"})
                alt = same_local_in(i, want)
                if alt:
                    edits.append(_Edit("term", i, alt[0], "the same name in the namespace of that role"))
                continue  # a page name used as a property is misused whether or not the page exists
            if named != "individual" or not i.startswith(("dbr:", "res:")):
                continue
            local = local_name(i)
            from .dbpedia_names import title_key, recase

            key = title_key(local.replace("_", " "))
            page = self.names.canonical(key)
            if page is None:
                unknown.append(i)
                evidence.append({"check": "existence", "term": i, "finding": "not a DBpedia page name"})
            elif page != key:
                target = "dbr:" + recase(page, local.replace("_", " "))
                redirects.append(i)
                evidence.append({"check": "redirect", "term": i, "finding": f"a redirect to {target}",
                                 "target": target})
                edits.append(_Edit("term", i, target, "the page it redirects to"))
        status = "unknown_iri" if unknown else "misused_namespace" if misused else "redirect" if redirects else "ok"
        repair = self._apply(sparql, edits) if edits and status != "ok" else None
        explanation = {"unknown_iri": f"DBpedia has no page named {', '.join(unknown)}.",
                       "misused_namespace": "The query uses " + ", ".join(misused) + " in another role.",
                       "redirect": "The query names redirect page(s): " + ", ".join(redirects) + ".",
                       "ok": "Every DBpedia page the query names exists and is no redirect (offline names);"
                             " whether the KG answers it was not checked."}[status]
        return Grounding(status, explanation, evidence=tuple(evidence), repair=repair or "",
                         edits=tuple(e.label() for e in edits) if repair else (), checks=checks)


def make_grounder(store: Any, mode: Any = None, lexicon: Any = None) -> Grounder | None:
    """The grounder a :class:`~verifier.api.Verifier` runs: over the KG ``store`` (an embedded store's
    pyoxigraph mirror when pyoxigraph is installed, so that the same SPARQL runs in well under a
    millisecond a question), with the offline DBpedia names beside it when the dbpedia extra is there.

    ``mode``: None runs when there is a KG (``$VERIFIER_GROUNDING=off`` turns it off); False never;
    ``"offline"``: the DBpedia names alone answer existence and redirects, without a KG.
    """
    import os

    if mode is False or str(mode).lower() in ("off", "false", "0", "no"):
        return None
    env = os.environ.get("VERIFIER_GROUNDING", "").lower()
    if mode is None and env in ("off", "0", "no", "false"):
        return None
    if mode is None and env == "offline":
        mode = "offline"
    from .dbpedia_names import default_names
    from .endpoint import EndpointError, SparqlEndpoint
    from .store import EmbeddedStore, OxigraphStore

    names = default_names(build=False)
    if store is None:
        if mode != "offline" or names is None:
            return None
        return Grounder(None, "dbpedia-names (offline)", lexicon=lexicon, names=names)
    from ..bridge import StoreLabels

    if isinstance(store, EmbeddedStore):
        mirror = store.oxigraph()
        files = ", ".join(p.name for p in store.paths) or "a graph"
        gstore, name = (mirror, f"embedded pyoxigraph ({files})") if mirror else (store, f"embedded rdflib ({files})")
    elif isinstance(store, OxigraphStore):
        gstore, name = store, "embedded pyoxigraph"
    elif isinstance(store, SparqlEndpoint):
        gstore, name = store, f"endpoint {store.url}"
    else:
        gstore, name = store, type(store).__name__
    return Grounder(gstore, name, lexicon=lexicon, labels=StoreLabels(gstore), names=names,
                    unreachable=(EndpointError,))


def _turned(t: TriplePattern) -> TriplePattern:
    return TriplePattern(t.o, t.p, t.s, t.optional)
