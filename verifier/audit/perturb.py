"""Perturbations: wrong queries derived from a right one, each with the reason a verifier should give.

From a correct (question, query) pair we make the mistakes text-to-SPARQL systems make: another entity
(a sibling of the same class), another property (one with the same domain), a reversed edge, a dropped
or an added triple, another answer variable, a swapped query form, a changed FILTER constant, a useless
language filter, and a cut-off text. Substitutes come from a :class:`Pools` of KG terms, so the wrong
queries stay plausible rather than random.

The edits work on the query text through a small tokenizer, so everything the edit does not touch
(prefixes, modifiers, layout) stays as the author wrote it.
"""

from __future__ import annotations

import functools
import random
import re
import zlib
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..bridge import variants_of

__all__ = ["Perturbation", "Pools", "perturbations", "KINDS", "tokenize", "build_pools", "stable_seed",
           "SuiteScore", "score_suite"]

#: perturbation kind → the reason code(s) a verifier should give (the first is the canonical one)
KINDS: dict[str, tuple[str, ...]] = {
    "sibling_entity": ("deviating_entity",),
    "same_domain_property": ("wrong_relation",),
    "reversed_direction": ("wrong_direction",),
    "dropped_triple": ("missing_constraint",),
    "added_triple": ("extra_constraint",),
    "changed_answer_variable": ("wrong_answer_variable", "missing_constraint"),
    "select_to_ask": ("wrong_query_form",),
    "ask_to_select": ("wrong_query_form",),
    "select_to_count": ("wrong_query_form", "wrong_aggregate"),
    "count_to_select": ("wrong_query_form", "count_by_property"),
    "changed_filter_constant": ("wrong_filter",),
    "added_language_filter": ("irrelevant_language_filter",),
    "truncated_text": ("truncated_query", "syntax_error"),
}


@dataclass(frozen=True)
class Perturbation:
    kind: str
    sparql: str
    description: str

    @property
    def expected(self) -> tuple[str, ...]:
        return KINDS[self.kind]


@dataclass
class Pools:
    """KG terms to draw substitutes from.

    ``classes``: entity → its classes; ``members``: class → entities; ``domains``: property → domain
    class; ``properties``: every property known; ``entities``: every entity known (the fallback
    pool when an entity's class is unknown).
    """

    classes: dict[str, list[str]] = field(default_factory=dict)
    members: dict[str, list[str]] = field(default_factory=dict)
    domains: dict[str, str] = field(default_factory=dict)
    properties: list[str] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)

    def sibling(self, entity: str, rng: random.Random) -> str | None:
        for cls in self.classes.get(entity, []):
            options = [e for e in self.members.get(cls, []) if e != entity]
            if options:
                return rng.choice(sorted(options))
        options = [e for e in self.entities if e != entity]
        return rng.choice(sorted(options)) if options else None

    def same_domain(self, prop: str, rng: random.Random, avoid: Iterable[str] = ()) -> str | None:
        avoid = set(avoid) | {prop}
        dom = self.domains.get(prop)
        if dom is not None:
            options = [p for p, d in self.domains.items() if d == dom and p not in avoid]
            if options:
                return rng.choice(sorted(options))
        options = [p for p in self.properties if p not in avoid]
        return rng.choice(sorted(options)) if options else None


# ------------------------------------------------------------------------------------ tokenizer

_TOKEN = re.compile(r"""
    (?P<iri><[^<>\s]*>)
  | (?P<string>"(?:[^"\\]|\\.)*"(?:@[\w-]+|\^\^\S+)?|'(?:[^'\\]|\\.)*'(?:@[\w-]+|\^\^\S+)?)
  | (?P<var>[?$][\w]+)
  | (?P<number>[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)
  | (?P<pname>[A-Za-z][\w\-]*:[\w\-.%]*[\w\-%]|[A-Za-z][\w\-]*:|:[\w\-]+)
  | (?P<word>[A-Za-z_]\w*)
  | (?P<punct>[{}().;,*=<>!&|^/+-]+)
  | (?P<space>\s+)
  | (?P<other>.)
""", re.X)


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    start: int
    end: int


def tokenize(text: str) -> list[Token]:
    """Tokens of a SPARQL text with their offsets (whitespace dropped)."""
    out = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "other"
        if kind != "space":
            out.append(Token(kind, m.group(), m.start(), m.end()))
    return out


_TERM = ("iri", "pname", "var", "string", "number")


@dataclass(frozen=True)
class _Triple:
    s: Token
    p: Token
    o: Token
    end: Token | None  # the "." after it, if any


def _simple_triples(tokens: list[Token]) -> list[_Triple]:
    """Triples written as three terms ended by '.' or '}' (not ';' or ',' lists) inside the WHERE body."""
    out = []
    try:
        body_start = next(i for i, t in enumerate(tokens) if t.text == "{")
    except StopIteration:
        return out
    i = body_start + 1
    while i + 2 < len(tokens):
        a, b, c = tokens[i], tokens[i + 1], tokens[i + 2]
        prev = tokens[i - 1].text
        nxt = tokens[i + 3] if i + 3 < len(tokens) else None
        if (prev in ("{", ".", "}") and a.kind in _TERM and (b.kind in ("iri", "pname") or b.text == "a")
                and c.kind in _TERM and nxt is not None and nxt.text in (".", "}")):
            out.append(_Triple(a, b, c, nxt if nxt.text == "." else None))
            i += 3
            continue
        i += 1
    return out


def _replace(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def _projection(tokens: list[Token]) -> tuple[str, list[Token]]:
    """The query form and the projected variable tokens of a SELECT."""
    for i, t in enumerate(tokens):
        up = t.text.upper()
        if up == "ASK":
            return "ask", []
        if up == "SELECT":
            vars_ = []
            j = i + 1
            depth = 0
            while j < len(tokens) and tokens[j].text.upper() != "WHERE" and tokens[j].text != "{":
                tok = tokens[j]
                depth += tok.text.count("(") - tok.text.count(")")
                if tok.kind == "var" and depth == 0:
                    vars_.append(tok)
                if tok.text.upper() == "COUNT":
                    return "count", vars_
                j += 1
            return "select", vars_
    return "other", []


def _matching_close(tokens: list[Token]) -> Token | None:
    """The '}' that closes the query's first '{' (the WHERE body)."""
    depth = 0
    for t in tokens:
        if t.kind == "punct" or t.text in ("{", "}"):
            for ch in t.text:
                if ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                    if depth == 0:
                        return t
    return None


@functools.lru_cache(maxsize=1)
def _symmetric_properties() -> frozenset[str]:
    from ..bridge import load_symmetric_properties
    return load_symmetric_properties()


@functools.lru_cache(maxsize=1)
def _variant_rules():
    from ..bridge import load_variant_rules
    return load_variant_rules()  # read once, on first use


def perturbations(sparql: str, pools: Pools, seed: int = 0) -> list[Perturbation]:
    """Every perturbation kind that applies to ``sparql`` (at most one of each kind)."""
    rng = random.Random(seed)
    tokens = tokenize(sparql)
    triples = _simple_triples(tokens)
    form, projected = _projection(tokens)
    out: list[Perturbation] = []
    where_at = next((t.start for t in tokens if t.text == "{"), None)
    if where_at is None:
        return out
    close_tok = _matching_close(tokens)
    if close_tok is None:
        return out
    body_vars = [t.text for t in tokens if t.kind == "var" and t.start > where_at]

    # another entity: a subject or object IRI (not a class after rdf:type)
    for tr in triples:
        cands = [t for t in (tr.s, tr.o) if t.kind in ("iri", "pname")
                 and not (t is tr.o and (tr.p.text == "a" or tr.p.text.endswith("type") or tr.p.text.endswith("#type>")))]
        done = False
        for t in cands:
            sib = pools.sibling(_name(t.text), rng)
            if sib:
                out.append(Perturbation("sibling_entity", _replace(sparql, t.start, t.end, _write(sib)),
                                        f"{t.text} → {_write(sib)}"))
                done = True
                break
        if done:
            break
    # another property with the same domain (properties whose domain is known first)
    for tr in sorted(triples, key=lambda tr: _name(tr.p.text) not in pools.domains):
        if tr.p.text == "a" or tr.p.text.endswith("type"):
            continue
        # a variant of the same fact (dbo:birthDate / dbo:birthYear, dbo:x / dbp:x) is no wrong property
        avoid = [_name(t.p.text) for t in triples]
        avoid += [v for a in avoid for v in variants_of(a, _variant_rules())]
        other = pools.same_domain(_name(tr.p.text), rng, avoid=avoid)
        if other:
            out.append(Perturbation("same_domain_property", _replace(sparql, tr.p.start, tr.p.end, _write(other)),
                                    f"{tr.p.text} → {_write(other)}"))
            break
    # reversed direction (a symmetric relation read from the other end is the same query)
    for tr in triples:
        if tr.p.text == "a" or tr.p.text.endswith("type") or tr.o.kind in ("string", "number") or tr.s.text == tr.o.text:
            continue
        if _name(tr.p.text) in _symmetric_properties():
            continue
        text = sparql[:tr.s.start] + tr.o.text + sparql[tr.s.end:tr.o.start] + tr.s.text + sparql[tr.o.end:]
        out.append(Perturbation("reversed_direction", text, f"swap {tr.s.text} and {tr.o.text}"))
        break
    # a dropped triple (one that still leaves every projected variable bound)
    if len(triples) >= 2:
        for tr in triples:
            rest_vars = [t.text for t in tokens if t.kind == "var" and t.start > where_at
                         and not (tr.s.start <= t.start < (tr.end.end if tr.end else tr.o.end))]
            if all(v.text in rest_vars for v in projected) and tr.end is not None:
                text = sparql[:tr.s.start] + sparql[tr.end.end:]
                out.append(Perturbation("dropped_triple", text, f"drop {tr.s.text} {tr.p.text} {tr.o.text}"))
                break
    # an added triple on the answer (or, for ASK, on the first subject)
    anchor = projected[0].text if projected and form == "select" else None
    if anchor:
        used = {_name(t.p.text) for t in triples}
        prop = pools.same_domain("", rng, avoid=used)
        if prop:
            # a group of its own: valid after any triples block, whatever punctuation ends it
            extra = f" {{ {anchor} {_write(prop)} ?extra_value_ }}"
            text = _replace(sparql, close_tok.start, close_tok.start, extra + " ")
            out.append(Perturbation("added_triple", text, f"add{extra}"))
    # another answer variable
    if form == "select" and len(projected) == 1:
        others = [v for v in dict.fromkeys(body_vars) if v != projected[0].text]
        if others:
            new = others[0]
            out.append(Perturbation("changed_answer_variable",
                                    _replace(sparql, projected[0].start, projected[0].end, new),
                                    f"answer {new} instead of {projected[0].text}"))
    out += _form_swaps(sparql, tokens, form, projected, body_vars, close_tok)
    # a changed FILTER constant
    changed = _changed_filter_constant(sparql, tokens)
    if changed is not None:
        out.append(changed)
    # a language filter on a variable that is the subject of a triple (so an IRI)
    subj = next((tr.s.text for tr in triples if tr.s.kind == "var"), None)
    if subj:
        filt = f' FILTER(lang({subj}) = "en")'
        out.append(Perturbation("added_language_filter", _replace(sparql, close_tok.start, close_tok.start, filt + " "),
                                f"add{filt}"))
    # a cut-off text: stop inside the graph pattern
    inner = [t for t in tokens if where_at < t.start < close_tok.start and t.text != "}"]
    if len(inner) >= 3:
        cut = inner[len(inner) * 2 // 3].start
        out.append(Perturbation("truncated_text", sparql[:cut].rstrip(), f"cut after {cut} characters"))
    return out


def _form_swaps(sparql: str, tokens: list, form: str, projected: list, body_vars: list[str],
                close_tok) -> list[Perturbation]:
    """The query in another form: SELECT → ASK or COUNT, ASK → SELECT, COUNT → plain SELECT."""
    out: list[Perturbation] = []
    select_tok = next((t for t in tokens if t.text.upper() == "SELECT"), None)
    if form == "select" and select_tok is not None:
        where_tok = next((t for t in tokens if t.text.upper() == "WHERE" or t.text == "{"), None)
        if where_tok is not None and projected:
            # solution modifiers (GROUP BY, ORDER BY, LIMIT) mean nothing to ASK: they go too
            ask = sparql[:select_tok.start] + "ASK " + sparql[where_tok.start:close_tok.end]
            out.append(Perturbation("select_to_ask", ask, "SELECT → ASK"))
            v = projected[0].text
            count = sparql[:select_tok.start] + f"SELECT (COUNT(DISTINCT {v}) AS ?count) " + sparql[where_tok.start:]
            out.append(Perturbation("select_to_count", count, "SELECT → SELECT COUNT"))
    if form == "ask":
        ask_tok = next(t for t in tokens if t.text.upper() == "ASK")
        if body_vars:
            text = _replace(sparql, ask_tok.start, ask_tok.end, f"SELECT DISTINCT {body_vars[0]}")
            out.append(Perturbation("ask_to_select", text, f"ASK → SELECT {body_vars[0]}"))
    if form == "count" and select_tok is not None:
        where_tok = next((t for t in tokens if t.text.upper() == "WHERE" or t.text == "{"), None)
        counted = next((t.text for t in tokens if t.kind == "var" and select_tok.start < t.start < (where_tok.start if where_tok else 0)), None)
        if counted and where_tok is not None:
            text = sparql[:select_tok.start] + f"SELECT DISTINCT {counted} " + sparql[where_tok.start:]
            out.append(Perturbation("count_to_select", text, "COUNT → plain SELECT"))
    return out


def _changed_filter_constant(sparql: str, tokens: list) -> Perturbation | None:
    """The first number within a FILTER's next eleven tokens, changed (5 → 11, -2 → -5)."""
    for i, t in enumerate(tokens):
        if t.text.upper() == "FILTER":
            for u in tokens[i + 1:i + 12]:
                if u.kind == "number":
                    value = float(u.text)
                    new = value * 2 + 1 if value >= 0 else value * 2 - 1
                    new_text = str(int(new)) if float(new).is_integer() and "." not in u.text else f"{new:g}"
                    return Perturbation("changed_filter_constant", _replace(sparql, u.start, u.end, new_text),
                                        f"{u.text} → {new_text}")
    return None


def _name(token_text: str) -> str:
    """A token as the compact name the pools use."""
    from ..kg.iri import compact

    if token_text.startswith("<"):
        return compact(token_text)
    return token_text


def _write(name: str) -> str:
    """A compact name as query text, always as a full IRI: local names such as ``Foo_(band)`` are not
    legal prefixed names, and a full IRI needs no prefix declaration."""
    from ..kg.iri import expand

    return "<" + expand(name) + ">"


# ------------------------------------------------------------------------------------ the suite

def stable_seed(key: str) -> int:
    """A seed for :func:`perturbations` that is the same in every process (``hash`` of a string is not:
    Python salts it per process, which made two runs of the suite draw different substitutes)."""
    return zlib.crc32(key.encode("utf-8")) % 1000


def build_pools(queries: Iterable[str], lexicon=None) -> Pools:
    """Pools from a set of (correct) queries: their entities, properties and typed members, and the
    domains that ``lexicon`` entries give to properties. Queries that do not parse are skipped."""
    from ..query import QueryError, query_logic

    pools = Pools()
    ents, props = [], []
    members: dict[str, list[str]] = defaultdict(list)
    classes: dict[str, list[str]] = defaultdict(list)
    for sparql in queries:
        try:
            q = query_logic(sparql)
        except QueryError:
            continue
        preds = {p for _, p, _ in q.triples}
        for s, p, o in q.triples:
            for t in (s, o):
                if not t.startswith(("?", '"')) and t not in preds and not (p in ("rdf:type", "a") and t == o):
                    ents.append(t)
            if p not in ("rdf:type", "a"):
                props.append(p)
            elif not s.startswith("?") and not o.startswith("?"):
                members[o].append(s)
                classes[s].append(o)
    pools.entities = sorted(set(ents))
    pools.properties = sorted(set(props))
    pools.members = {k: sorted(set(v)) for k, v in members.items()}
    pools.classes = {k: sorted(set(v)) for k, v in classes.items()}
    if lexicon is not None:
        for e in lexicon.entries:
            if e.reference and e.domain and e.kind != "class":
                pools.domains.setdefault(e.reference, e.domain)
    return pools


@dataclass(frozen=True)
class SuiteScore:
    """How a verifier did on a perturbation suite: per kind ``n``, ``rejected`` and ``right_reason``
    (rejected with the kind's expected reason first)."""

    per_kind: dict[str, dict[str, int]]

    @property
    def n(self) -> int:
        return sum(c["n"] for c in self.per_kind.values())

    @property
    def rejected(self) -> float:
        return sum(c["rejected"] for c in self.per_kind.values()) / self.n if self.n else 0.0

    @property
    def right_reason(self) -> float:
        return sum(c["right_reason"] for c in self.per_kind.values()) / self.n if self.n else 0.0

    def as_json(self) -> dict:
        return {k: {"n": c["n"], "rejected": round(c["rejected"] / c["n"], 4),
                    "right_reason": round(c["right_reason"] / c["n"], 4)} for k, c in self.per_kind.items()}


def score_suite(expected: dict[str, str], verdicts: dict[str, dict]) -> SuiteScore:
    """Score verdict rows (``status``, ``reasons``) by perturbation id against ``expected`` (id → kind)."""
    per_kind: dict[str, dict[str, int]] = {}
    for pid, kind in expected.items():
        row = verdicts[pid]
        c = per_kind.setdefault(kind, {"n": 0, "rejected": 0, "right_reason": 0})
        c["n"] += 1
        if row["status"] == "reject":
            c["rejected"] += 1
            if row.get("reasons") and row["reasons"][0] in KINDS[kind]:
                c["right_reason"] += 1
    return SuiteScore(per_kind)
