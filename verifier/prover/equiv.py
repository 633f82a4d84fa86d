"""Query containment and equivalence under SPARQL's answer semantics, optionally modulo an RDFS schema.

``Q1 ⊑ Q2`` (contained) when on every KG every answer of Q1 is an answer of Q2. Answers are solution
mappings keyed by variable name, compared as sets (a query without DISTINCT may return an answer
twice; multiplicities are not compared, and the result says so where they could differ). When the
two queries project different names, of the same number, the columns are compared in the order
written and the result says so (``columns``).

Each direction is decided three ways, and only a proof or a counter-example decides:

* **contained** — a proof: every conjunctive branch of Q1 (:mod:`verifier.query.normal`) has a
  homomorphism from some branch of Q2 that keeps each answer name, maps Q2's triples onto Q1's
  (after closing Q1's pattern under the schema's Horn rules), whose FILTER conditions follow from Q1's
  (Z3, over numbers and term identity) and whose negations Q1 implies. The witness is the variable
  mapping. This is the classical test (Chandra–Merlin, Sagiv–Yannakakis), complete for unions of
  conjunctive queries and sound beyond them;
* **not contained** — a counter-example: a small KG built from Q1's pattern (its variables frozen to
  fresh IRIs or to numbers that satisfy its FILTERs) on which a SPARQL engine (pyoxigraph) returns an
  answer of Q1 that Q2 does not return. LIMIT/OFFSET are taken into account: a sliced query's rows are
  any of its unsliced rows, so only a difference that holds for every choice counts;
* **unknown** — neither, with the construct that stood in the way named (``LIMIT without ORDER BY``,
  ``an aggregate (SUM)``, ``a sub-query``…). Never a guess.

Example::

    >>> r = equivalence("SELECT ?x { ?x <http://e/p> ?y }", "SELECT ?x { ?x ?q ?y }")
    >>> r.forward.contained, r.backward.contained
    (True, False)
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any, Iterable, Iterator, Sequence

from rdflib import Literal, URIRef, Variable

from ..query import QueryError, QueryLogic
from ..query.normal import DEFAULT_GRAPH, Branch, NormalQuery, PathPred, normalize, subst_cond
from ..query.parse import ParsedQuery, parse_query
from .equiv_logic import _typing_facts, ontology_axioms
from .equiv_result import Direction, Equivalence
from .filters import _implied, _iri_vars, _unsatisfiable, _values
from .rdfs import RDF_TYPE, Rule, Schema, load_schema

__all__ = ["Equivalence", "Direction", "equivalence", "contained", "ontology_axioms"]

#: homomorphisms tried per pair of branches before giving up on a proof
MAX_HOMOMORPHISMS = 500
#: steps of one homomorphism search (a pattern of many triples of one property can have very many)
MAX_SEARCH_STEPS = 200_000
_CX = "http://example.org/counterexample/"


# ------------------------------------------------------------------------------------- the API


def equivalence(q1: str | QueryLogic, q2: str | QueryLogic, timeout_ms: int = 2000, lexicon: Any = None,
                axioms: Sequence[tuple[str, Any]] = (), schema: Any = None) -> Equivalence:
    """Decide both containments of two queries, and so their equivalence.

    ``q1``/``q2``: SPARQL text. ``schema``: an RDFS schema (a Turtle path, an rdflib Graph or a
    :class:`~verifier.prover.rdfs.Schema`); ``lexicon``: a lexicon whose properties' agreed domains and
    ranges count as schema axioms (as before). ``axioms`` (first-order formulas) and already translated
    :class:`QueryLogic` inputs take the earlier formula-based comparison
    (:func:`verifier.prover.equiv_logic.equivalence`), kept for callers that edit a query's logic."""
    if isinstance(q1, QueryLogic) or isinstance(q2, QueryLogic) or axioms:
        from .equiv_logic import equivalence as by_logic
        return by_logic(q1, q2, timeout_ms, lexicon, axioms)
    try:
        rules = load_schema(schema) + _lexicon_schema(lexicon)
    except ValueError as exc:
        return Equivalence(False, False, False, f"cannot compare: bad_schema: {exc}", decided=False)
    try:
        a, b = _prepare(q1), _prepare(q2)
    except QueryError as exc:
        return Equivalence(False, False, False, f"cannot compare: {exc.code}: {exc.message}", decided=False)
    (pa, na), (pb, nb) = a, b
    if na.form != nb.form:
        d = Direction(False, f"the forms differ: {na.form} vs {nb.form}")
        return Equivalence(False, False, False, f"the forms differ: {na.form} vs {nb.form}", True, (), d, d)
    columns = "by name"
    if set(na.names) != set(nb.names) and len(na.names) == len(nb.names):
        columns = "by position"  # the same number of columns, named differently: compared in order
    fwd = contained((pa, na), (pb, nb), rules, timeout_ms)
    bwd = contained((pb, nb), (pa, na), rules, timeout_ms)
    used = tuple(sorted(set(fwd.rules_used if fwd.contained else ()) | set(bwd.rules_used if bwd.contained else ())))
    f, g = fwd.contained is True, bwd.contained is True
    if f and g:
        text = "the queries return the same answers on every KG"
    elif f:
        text = "every answer of query 1 is an answer of query 2" + (", not the reverse" if bwd.contained is False
                                                                      else "; the reverse is unknown")
    elif g:
        text = "every answer of query 2 is an answer of query 1" + (", not the reverse" if fwd.contained is False
                                                                      else "; the reverse is unknown")
    elif fwd.contained is False and bwd.contained is False:
        text = "neither query's answers are contained in the other's"
    else:
        text = "containment is unknown: " + "; ".join(d.reason for d in (fwd, bwd) if d.contained is None)
    if used:
        text += " (modulo the schema axioms " + ", ".join(used) + ")"
    if columns == "by position":
        text += "; columns compared by position: " + ", ".join(f"?{x}~?{y}" for x, y in zip(na.names, nb.names))
    notes = []
    if f and g and na.distinct != nb.distinct and na.form == "select":
        notes.append("equal as sets of answers; as bags (with duplicates) they may differ: only one query has DISTINCT")
    return Equivalence(f and g, f, g, text, fwd.contained is not None and bwd.contained is not None, used,
                       fwd, bwd, columns, "set", tuple(notes))


def contained(a: tuple[ParsedQuery, NormalQuery], b: tuple[ParsedQuery, NormalQuery], rules: Schema = Schema(),
              timeout_ms: int = 2000) -> Direction:
    """Is every answer of ``a`` an answer of ``b`` (on every KG that satisfies ``rules``)?"""
    (pa, na), (pb, nb) = a, b
    names = (dict(zip(nb.names, na.names)) if set(na.names) != set(nb.names) and len(na.names) == len(nb.names)
             else {n: n for n in nb.names})
    same = na.key is not None and na.key == _renamed_key(nb, names) and not _nondeterministic(pa)
    sliced_unordered = (na.limit is not None or na.offset) and not na.order
    if same and not sliced_unordered:  # (an ORDER BY with LIMIT: ties assumed broken alike)
        return Direction(True, "the two queries are the same text", {"same_query": True})
    proof = None
    blockers = list(nb.unsupported)
    if na.aggregate is not None or nb.aggregate is not None:
        proof = _aggregate_proof(na, nb, names, rules, timeout_ms)
    elif not blockers and not [u for u in na.unsupported if not u.startswith(("LIMIT", "OFFSET"))]:
        proof = _union_proof(na, nb, names, rules, timeout_ms)
    elif nb.unsupported and nb.limit is not None and na.limit == nb.limit and na.offset == nb.offset \
            and na.order == _renamed_order(nb, names) and set(nb.unsupported) <= {_slice_word(nb)}:
        # the same ORDER BY/LIMIT over equivalent patterns: the same rows (ties broken alike)
        inner = _union_proof(replace(na, limit=None), replace(nb, limit=None, unsupported=()), names, rules, timeout_ms)
        back = _union_proof(replace(nb, limit=None, unsupported=()), replace(na, limit=None, unsupported=()),
                            {v: k for k, v in names.items()}, rules, timeout_ms)
        if inner is not None and back is not None and na.order:
            proof = (inner[0] + ["the same ORDER BY and LIMIT over equivalent patterns (ties broken alike)"], inner[1])
    if proof is not None:
        mappings, used = proof
        return Direction(True, "proved: " + (mappings[-1] if mappings and isinstance(mappings[-1], str)
                                             else "each branch maps into the other query"),
                         {"mappings": [m for m in mappings if not isinstance(m, str)]}, (), tuple(used))
    cx = _counterexample(pa, na, pb, nb, names, rules)
    if cx is not None:
        return Direction(False, "a counter-example KG: query 1's answer " + _show_row(cx["answer"])
                         + " is not an answer of query 2", cx)
    constructs = tuple(dict.fromkeys(list(nb.unsupported) + [u for u in na.unsupported
                                                              if not u.startswith(("LIMIT", "OFFSET"))]))
    if constructs:
        return Direction(None, "unknown: the logic does not decide " + ", ".join(constructs), None, constructs)
    beyond = _beyond(na) + [c for c in _beyond(nb) if c not in _beyond(na)]
    return Direction(None, "unknown: no proof and no counter-example found; beyond the fragment the test is complete "
                     "for (unions of conjunctive patterns): " + (", ".join(beyond) or "the mappings tried"),
                     None, tuple(beyond) or ("search limit",))


def _beyond(n: NormalQuery) -> list[str]:
    """What in ``n`` is outside unions of conjunctive patterns (where proof search is complete)."""
    out: list[str] = []

    def add(x: str) -> None:
        if x not in out:
            out.append(x)
    for b in n.branches:
        for q in b.quads:
            if isinstance(q[1], PathPred):
                add(f"the property path {q[1].text}")
        for f in b.filters:
            add("FILTER " + (getattr(f[3], "name", "expression").replace("Builtin_", "") if f[0] == "opaque"
                             else "comparisons"))
        if b.negs:
            add("negation (NOT EXISTS, MINUS or an unmatched OPTIONAL)")
    return out


# ------------------------------------------------------------------------------ preparation


def _prepare(q: str) -> tuple[ParsedQuery, NormalQuery]:
    p = parse_query(q)
    return p, normalize(p)


def _cols(n: NormalQuery) -> str:
    return "(" + ", ".join("?" + x for x in n.names) + ")"


def _lexicon_schema(lexicon: Any) -> Schema:
    """The domains and ranges a lexicon states (agreed by all its entries for a property) as rules."""
    if lexicon is None:
        return Schema()
    from ..kg.iri import expand
    rules = tuple(Rule(which, expand(prop), expand(cls), "lexicon") for prop, which, cls in _typing_facts(lexicon))
    return Schema(rules, "lexicon")


def _slice_word(n: NormalQuery) -> str:
    what = "OFFSET" if n.offset and n.limit is None else "LIMIT" if not n.offset else "LIMIT/OFFSET"
    return what + (" after ORDER BY" if n.order else " without ORDER BY")


def _renamed_key(n: NormalQuery, names: dict[str, str]) -> Any:
    if n.key is None:
        return None
    if all(k == v for k, v in names.items()):
        return n.key
    return None


def _renamed_order(n: NormalQuery, names: dict[str, str]) -> Any:
    return n.order if all(k == v for k, v in names.items()) else None


def _nondeterministic(p: ParsedQuery) -> bool:
    import re
    from ..query.parse import _blank
    return re.search(r"\b(RAND|NOW|UUID|STRUUID|BNODE|SAMPLE)\s*\(", _blank(p.parsed_text or p.text), re.I) is not None


# ------------------------------------------------------------------------------------ proofs


def _union_proof(na: NormalQuery, nb: NormalQuery, names: dict[str, str], rules: Schema, timeout_ms: int
                 ) -> tuple[list, list[str]] | None:
    """Every branch of ``na`` contained in some branch of ``nb``: the mappings and the rules used."""
    out, used = [], []
    for i, b1 in enumerate(na.branches):
        found = None
        closed, prov = _chase(b1.quads, rules)
        for j, b2 in enumerate(nb.branches):
            h = _branch_into(b1, closed, b2, names, timeout_ms)
            if h is not None:
                found = (j, h)
                break
        if found is None:
            return None
        j, h = found
        out.append({"branch": i, "into_branch": j,
                    "variables": {"?" + str(k): _show(v) for k, v in sorted(h.items(), key=lambda kv: str(kv[0]))
                                  if not str(k).startswith("_")}})
        image = {_apply(q, h) for q in nb.branches[j].quads}
        used.extend(_rules_for(image, prov))
    return out, sorted(set(used))


def _branch_into(b1: Branch, closed: list[tuple], b2: Branch, names: dict[str, str], timeout_ms: int
                 ) -> dict | None:
    """A homomorphism from ``b2`` into ``b1`` (closed under the schema) that passes the filters and negations."""
    fixed: dict = {}
    h1 = dict(b1.head)
    h2 = {names.get(k, k): v for k, v in b2.head}
    for n in set(h1) | set(h2):
        t1, t2 = h1.get(n), h2.get(n)
        if (t1 is None) != (t2 is None):
            return None
        if t1 is None:
            continue
        if isinstance(t2, Variable):
            if fixed.get(t2, t1) != t1:
                return None
            fixed[t2] = t1
        elif t2 != t1:
            return None
    if _unsatisfiable(b1, timeout_ms):
        return {}
    tried = 0
    for h in _homomorphisms(b2.quads, closed, fixed):
        tried += 1
        if tried > MAX_HOMOMORPHISMS:
            return None
        if b2.filters and not _implied(b1.filters, [subst_cond(f, h) for f in b2.filters], timeout_ms,
                                       _iri_vars(b1)):
            continue
        if all(_neg_implied(b1, closed, n2, h) for n2 in b2.negs):
            return h
    return None


def _homomorphisms(quads: tuple, target: list[tuple], fixed: dict) -> Iterator[dict]:
    plain = [q for q in quads if not isinstance(q[1], PathPred)]
    paths = [q for q in quads if isinstance(q[1], PathPred)]
    order = plain + paths

    def match(t2: Any, t1: Any, h: dict, graph: bool = False) -> dict | None:
        if isinstance(t2, Variable):
            if t2 in h:
                return h if h[t2] == t1 else None
            if graph and t1 == DEFAULT_GRAPH:
                return None  # GRAPH ?g ranges over named graphs only
            if isinstance(t1, PathPred):
                return None
            h2 = dict(h)
            h2[t2] = t1
            return h2
        return h if t2 == t1 else None

    budget = [MAX_SEARCH_STEPS]

    def step(k: int, h: dict) -> Iterator[dict]:
        budget[0] -= 1
        if budget[0] < 0:
            return  # the search is given up: no proof (never a wrong one)
        if k == len(order):
            yield h
            return
        s, p, o, g = order[k]
        for t in target:
            if isinstance(p, PathPred) and isinstance(t[1], PathPred) and p.mod == "*" and p.inner is not None \
                    and t[1].inner == p.inner and t[1].mod in "+?":
                h2 = match(s, t[0], h)  # p+ and p? paths are p* paths
                h2 = match(o, t[2], h2) if h2 is not None else None
                h2 = match(g, t[3], h2, True) if h2 is not None else None
            elif isinstance(p, PathPred) and not isinstance(t[1], PathPred):
                if p.inner is None or t[1] != p.inner or p.mod not in "+*?":
                    continue
                h2 = match(s, t[0], h)
                h2 = match(o, t[2], h2) if h2 is not None else None
                h2 = match(g, t[3], h2, True) if h2 is not None else None
            else:
                h2 = h
                for x, y, is_g in ((s, t[0], False), (p, t[1], False), (o, t[2], False), (g, t[3], True)):
                    h2 = match(x, y, h2, is_g) if h2 is not None else None
            if h2 is not None:
                yield from step(k + 1, h2)
        if isinstance(p, PathPred) and p.mod in "*?":  # a zero-length path: s and o the same node
            sv, ov = h.get(s, s) if isinstance(s, Variable) else s, h.get(o, o) if isinstance(o, Variable) else o
            nodes = {x for t in target for x in (t[0], t[2])}
            if not isinstance(sv, Variable) or sv in h.values():
                if sv == ov and sv in nodes:
                    yield from step(k + 1, h)
                elif isinstance(o, Variable) and o not in h and sv in nodes:
                    yield from step(k + 1, {**h, o: sv})

    yield from step(0, dict(fixed))


def _apply(q: tuple, h: dict) -> tuple:
    return tuple(h.get(t, t) if isinstance(t, Variable) else t for t in q)


def _neg_implied(b1: Branch, closed: list[tuple], n2: Branch, h: dict) -> bool:
    """``b1`` implies NOT EXISTS ``h(n2)``: some negation of b1 maps into b1 ∪ h(n2) (fixing b1's variables)."""
    local = {v: Variable(f"_neg_{v}") for v in n2.variables() if v not in h}
    hn = {**h, **local}
    image = [_apply(q, hn) for q in n2.quads]
    pool = closed + [q for q in image if q not in closed]
    outer = {v: v for v in b1.bound}
    for n1 in b1.negs:
        if n1.filters:
            continue
        fixed = {v: v for v in n1.variables() if v in outer}
        for _ in _homomorphisms(n1.quads, pool, fixed):
            return True
    return False


# ------------------------------------------------------------------------------------ the schema


def _chase(quads: Iterable[tuple], schema: Schema, strict: bool = False
           ) -> tuple[list[tuple], dict[tuple, tuple[str, tuple]]]:
    """``quads`` closed under the schema's rules (a fixpoint: the rules create no new terms), with the
    provenance of each derived quad: (rule name, premise).

    A range rule types every object of the property. A literal object cannot be typed in RDF, so a KG
    where a property with a range has a literal object satisfies no such schema: :func:`_freeze` drops
    a counter-example that would need one (``strict=True`` here reports it)."""
    out = list(dict.fromkeys(quads))
    prov: dict[tuple, tuple[str, tuple]] = {}
    if not schema:
        return out, prov
    typ = URIRef(RDF_TYPE)
    by_kind: dict[str, list[Rule]] = {}
    for r in schema.rules:
        by_kind.setdefault(r.kind, []).append(r)
    seen = set(out)
    i = 0
    while i < len(out):
        s, p, o, g = out[i]
        new: list[tuple[tuple, Rule]] = []
        if p == typ:
            new += [((s, typ, URIRef(r.object), g), r) for r in by_kind.get("subClassOf", ()) if o == URIRef(r.subject)]
        elif isinstance(p, URIRef):
            new += [((s, URIRef(r.object), o, g), r) for r in by_kind.get("subPropertyOf", ()) if p == URIRef(r.subject)]
            new += [((s, typ, URIRef(r.object), g), r) for r in by_kind.get("domain", ()) if p == URIRef(r.subject)]
            ranges = [r for r in by_kind.get("range", ()) if p == URIRef(r.subject)]
            if isinstance(o, Literal) and ranges:
                if strict:
                    raise ValueError("a literal object of a property with a range: no model of the schema")
            else:
                new += [((o, typ, URIRef(r.object), g), r) for r in ranges]
        for q, r in new:
            if q not in seen:
                seen.add(q)
                out.append(q)
                prov[q] = (r.name, out[i])
        i += 1
    return out, prov


def _rules_for(quads: Iterable[tuple], prov: dict) -> list[str]:
    out: list[str] = []
    stack = list(quads)
    while stack:
        q = stack.pop()
        if q in prov:
            name, premise = prov[q]
            if name not in out:
                out.append(name)
            stack.append(premise)
    return out


# ------------------------------------------------------------------------------------ aggregates


def _aggregate_proof(na: NormalQuery, nb: NormalQuery, names: dict[str, str], rules: Schema, timeout_ms: int
                     ) -> tuple[list, list[str]] | None:
    """Two aggregate queries that compute the same thing over the same groups: proved equal.

    COUNT(DISTINCT ?x), MIN, MAX and GROUP BY depend only on the *set* of (group, argument) rows, so
    patterns equivalent on those variables suffice; COUNT without DISTINCT, SUM and AVG depend on
    multiplicities, so the patterns must be the same up to renaming (the same rows, the same number of times)."""
    if na.aggregate is None or nb.aggregate is None:
        return None
    if [u for u in na.unsupported + nb.unsupported if not u.startswith("an aggregate")]:
        return None  # HAVING, LIMIT, a BIND…: not compared
    ga, oa, ha = na.aggregate
    gb, ob, hb = nb.aggregate
    if ha or hb or len(ga) != len(gb) or len(oa) != len(ob):
        return None
    outs_b = {names.get(o[0], o[0]): o for o in ob}
    key_vars_a: list[str] = list(ga)
    key_vars_b: list[str] = list(gb)
    bag = False
    for o in oa:
        other = outs_b.get(o[0])
        if other is None or other[1] != o[1] or other[2] != o[2]:
            return None
        if o[1] == "group":  # a grouping variable, projected: the same position in both GROUP BYs
            va, vb = o[3][1], other[3][1]
            if va not in ga or vb not in gb or ga.index(va) != gb.index(vb):
                return None
            continue
        if o[1] in ("count", "sum", "avg") and not (o[1] == "count" and o[2]) or o[3][0] != "var":
            bag = True
        if o[3] and o[3][0] == "var" and other[3] and other[3][0] == "var":
            key_vars_a.append(o[3][1])
            key_vars_b.append(other[3][1])
        elif o[3] != other[3]:
            return None
    if len(set(key_vars_a)) != len(key_vars_a) or len(set(key_vars_b)) != len(key_vars_b):
        return None
    if bag:
        if len(na.branches) != 1 or len(nb.branches) != 1 or rules:
            return None
        b1, b2 = na.branches[0], nb.branches[0]
        if len(set(b1.quads)) != len(set(b2.quads)) or len(b1.variables()) != len(b2.variables()) \
                or b1.filters or b2.filters or b1.negs or b2.negs:
            return None
    # the patterns with the group and argument variables as the answer, compared both ways
    def proj(n: NormalQuery, keys: list[str]) -> NormalQuery:
        common = [f"k{i}" for i in range(len(keys))]
        brs = []
        for b in n.branches:
            head = {c: (dict(b.head).get(k) or Variable(k)) for c, k in zip(common, keys)}
            brs.append(replace(b, head=tuple(head.items())))
        return replace(n, names=tuple(common), branches=tuple(brs), aggregate=None, unsupported=())
    pa, pb = proj(na, key_vars_a), proj(nb, key_vars_b)
    same = {f"k{i}": f"k{i}" for i in range(len(key_vars_a))}
    fwd = _union_proof(pa, pb, same, rules, timeout_ms)
    bwd = _union_proof(pb, pa, same, rules, timeout_ms)
    if fwd is None or bwd is None:
        return None
    if bag:
        b1, b2 = na.branches[0], nb.branches[0]
        h = fwd[0][0]["variables"] if fwd[0] else {}
        if any(str(v).startswith("_") for v in b1.variables() + b2.variables()) or len(h) != len(b2.variables()) \
                or len(set(h.values())) != len(h) or not all(str(v).startswith("?") for v in h.values()):
            return None
    return fwd[0] + ["the same aggregate over equivalent groups" + (" (the same pattern, so the same multiplicities)"
                                                                    if bag else "")], fwd[1] + bwd[1]


# ------------------------------------------------------------------------------- counter-examples


def _counterexample(pa: ParsedQuery, na: NormalQuery, pb: ParsedQuery, nb: NormalQuery, names: dict[str, str],
                    rules: Schema) -> dict[str, Any] | None:
    """A small KG on which an answer of ``a`` is, for certain, not an answer of ``b``; None if none found."""
    if _nondeterministic(pa) or _nondeterministic(pb) or not na.branches:
        return None
    try:
        import pyoxigraph  # noqa: F401
    except ImportError:
        return None
    copies = [1, 2]
    if nb.limit is not None or nb.offset:
        copies.append(min(50, (nb.limit or 0) + nb.offset + 1))
    tried = 0
    for b1 in na.branches[:8]:
        avoid = []
        extra: list[tuple] = []  # the other query's negated patterns, matched: an answer of a it excludes
        closed, _ = _chase(b1.quads, rules)
        for b2 in nb.branches[:8]:
            for h in itertools.islice(_homomorphisms(b2.quads, closed, {}), 4):
                avoid.append([subst_cond(f, h) for f in b2.filters])
                for n2 in b2.negs:
                    extra.extend(q for q in (_apply(q, h) for q in n2.quads) if q not in extra)
        values = _values(b1, avoid, 1000) if (b1.filters or any(avoid)) else {}
        if values is None:
            continue
        variants = [(b1, 1)] + ([(replace(b1, quads=b1.quads + tuple(extra)), 1)] if extra else [])
        if any(isinstance(q[1], PathPred) and q[1].mod in "+*" for q in b1.quads):
            variants.append((b1, 2))  # a path of two edges, which one edge does not match
        objects_only = [v for v in b1.variables() if v not in values and not any(
            v in (q[0], q[1], q[3]) for q in b1.quads)]
        if objects_only:  # object variables bound to literals (which no class, no subject, can be)
            lit_values = {**values, **{v: Literal(f"cx-{str(v).lstrip('_')}") for v in objects_only}}
            variants.append((b1, -1))
        for k, (variant, steps) in itertools.product(copies, variants):
            tried += 1
            quads = (_freeze(variant, lit_values, k, rules, 1) if steps == -1
                     else _freeze(variant, values, k, rules, steps))
            if quads is None:
                break
            got = _differs(pa, na, pb, nb, names, quads)
            if got is not None:
                return {"kg": [_show_quad(q) for q in quads], "answer": got}
    return None


def _freeze(b: Branch, values: dict[Variable, Any], copies: int, rules: Schema, steps: int = 1
            ) -> list[tuple] | None:
    """The canonical KG of branch ``b``: ``copies`` copies, variables frozen to fresh IRIs (or to the
    terms ``values`` gives them), a ``+``/``*`` path as ``steps`` edges."""
    out: list[tuple] = []
    for c in range(copies):
        suffix = "_" + str(c) if c else ""

        def f(t: Any, graph: bool = False) -> Any:
            if isinstance(t, Variable):
                if t in values:
                    return values[t]
                return URIRef(f"{_CX}{'g_' if graph else ''}{str(t).lstrip('_')}{suffix}")
            return t
        for k, (s, p, o, g) in enumerate(b.quads):
            gg = f(g, True)
            if isinstance(p, PathPred):
                if p.inner is None:
                    return None
                chain = [f(s)] + [URIRef(f"{_CX}step{k}_{i}{suffix}") for i in range(1, steps)] + [f(o)]
                for x, y in zip(chain, chain[1:]):
                    if isinstance(x, Literal):
                        return None
                    out.append((x, p.inner, y, gg))
                continue
            if isinstance(p, Variable):
                p = values.get(p) or URIRef(f"{_CX}p_{str(p).lstrip('_')}{suffix}")
            q = (f(s), p, f(o), gg)
            if isinstance(q[0], Literal) or not isinstance(q[1], URIRef) or isinstance(q[3], Literal):
                return None
            out.append(q)
    try:
        closed, _ = _chase(out, rules, strict=True)
    except ValueError:
        return None  # not a KG the schema allows
    return closed


def _differs(pa: ParsedQuery, na: NormalQuery, pb: ParsedQuery, nb: NormalQuery, names: dict[str, str],
             quads: list[tuple]) -> dict[str, str] | None:
    import pyoxigraph as ox

    store = ox.Store()
    for s, p, o, g in quads:
        store.add(ox.Quad(_ox(s), _ox(p), _ox(o), ox.DefaultGraph() if g == DEFAULT_GRAPH else _ox(g)))
    try:
        rows_a, rows_a_all = _rows(store, pa, na)
        rows_b, rows_b_all = _rows(store, pb, nb)
    except Exception:
        return None
    if rows_a is None or rows_b_all is None:
        return None
    rename = {v: k for k, v in names.items()}  # a's names → b's names
    certain_a = rows_a
    if na.limit is not None or na.offset:
        certain_a = rows_a_all if (na.offset == 0 and na.limit is not None and len(rows_a_all) <= na.limit) else set()
    possible_b = rows_b_all
    for row in sorted(certain_a, key=repr):
        mapped = frozenset((rename.get(k, k), v) for k, v in row)
        if mapped not in possible_b:
            return dict(sorted(row))
    # b returns at most min(LIMIT, unsliced rows − OFFSET) rows, whichever it picks
    most_b = max(0, len(possible_b) - nb.offset)
    if nb.limit is not None:
        most_b = min(most_b, nb.limit)
    if len(certain_a) > most_b:
        return dict(sorted(next(iter(sorted(certain_a, key=repr)))))
    return None


def _rows(store: Any, p: ParsedQuery, n: NormalQuery) -> tuple[set | None, set | None]:
    """The answers of ``p`` on ``store``, and the answers without its outer LIMIT/OFFSET."""
    text = p.parsed_text or p.text
    full = _rows_of(store, text, n)
    if n.limit is None and not n.offset:
        return full, full
    unsliced = _strip_slice(text)
    return full, (_rows_of(store, unsliced, n) if unsliced is not None else None)


def _rows_of(store: Any, text: str, n: NormalQuery) -> set:
    import pyoxigraph as ox
    res = store.query(text)
    if isinstance(res, bool) or (hasattr(ox, "QueryBoolean") and isinstance(res, ox.QueryBoolean)):
        return {frozenset()} if bool(res) else set()
    out = set()
    for sol in res:
        row = []
        for name in n.names:
            v = sol[name]
            if v is not None:
                if isinstance(v, ox.BlankNode):
                    raise ValueError("blank node in an answer")
                row.append((name, _n3(v)))
        out.add(frozenset(row))
    return out


def _strip_slice(text: str) -> str | None:
    import re
    from ..query.parse import _blank
    syntax = _blank(text)
    end = syntax.rfind("}")
    if end < 0:
        return None
    tail = syntax[end + 1:]
    if not re.fullmatch(r"(?is)(\s|ORDER\s+BY\s+[^{}]*?|LIMIT\s+\d+|OFFSET\s+\d+|GROUP\s+BY\s+[^{}]*?|HAVING[^{}]*)*", tail):
        return None
    cleaned = re.sub(r"(?i)\b(LIMIT|OFFSET)\s+\d+", " ", tail)
    return text[:end + 1] + cleaned


def _ox(t: Any) -> Any:
    import pyoxigraph as ox
    if isinstance(t, URIRef):
        return ox.NamedNode(str(t))
    if isinstance(t, Literal):
        if t.language:
            return ox.Literal(str(t), language=t.language)
        if t.datatype:
            return ox.Literal(str(t), datatype=ox.NamedNode(str(t.datatype)))
        return ox.Literal(str(t))
    raise ValueError(f"not a ground term: {t!r}")


def _n3(v: Any) -> str:
    import pyoxigraph as ox
    if isinstance(v, ox.NamedNode):
        return f"<{v.value}>"
    if isinstance(v, ox.Literal):
        return str(v)
    return str(v)


def _show(t: Any) -> str:
    from ..kg.iri import compact
    if isinstance(t, Variable):
        return "?" + str(t)
    if isinstance(t, URIRef):
        return compact(str(t))
    if isinstance(t, PathPred):
        return t.text
    return t.n3() if hasattr(t, "n3") else str(t)


def _show_quad(q: tuple) -> list[str]:
    s, p, o, g = q
    out = [_show(s), _show(p), _show(o)]
    if g != DEFAULT_GRAPH:
        out.append(_show(g))
    return out


def _show_row(row: dict[str, str]) -> str:
    return "{" + ", ".join(f"?{k}={v}" for k, v in row.items()) + "}"
