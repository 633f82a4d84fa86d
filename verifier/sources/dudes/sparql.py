"""A complete DUDES → SPARQL: SELECT, ASK, COUNT, ORDER BY … LIMIT 1 (superlatives) and FILTER
(comparatives).

The question's marks decide the form: a ``count`` mark gives ``SELECT (COUNT(DISTINCT ?x) AS ?n)``,
an ``answer`` mark ``SELECT DISTINCT ?x``, no mark ``ASK``. An :class:`~.structure.Order` condition
adds ``ORDER BY DESC(?d) LIMIT 1`` (ASC for the low end of a scale).
"""

from __future__ import annotations

import re

from ...kg.iri import WELL_KNOWN, expand
from .structure import Dudes, Filter, Iri, Literal, Order, Term, Triple, Var

__all__ = ["to_sparql", "query_form", "canonical", "QueryShapeError"]


class QueryShapeError(ValueError):
    """The DUDES cannot be written as a query (an open referent asked for is a constant, no condition…)."""


def query_form(d: Dudes) -> str:
    """``count``, ``select`` or ``ask`` from the DUDES's marks."""
    if d.marked("count") is not None:
        return "count"
    if d.marked("answer") is not None:
        return "select"
    return "ask"


_PN_LOCAL = re.compile(r"^[A-Za-z0-9_](?:[A-Za-z0-9_\-.]*[A-Za-z0-9_\-])?$")


def _term(t: Term) -> str:
    """A term in SPARQL syntax: a prefixed name when its local part is one SPARQL allows unescaped,
    else the full IRI (``dbr:Heckler_&_Koch`` → ``<http://dbpedia.org/resource/Heckler_&_Koch>``)."""
    if isinstance(t, Iri) and not t.name.startswith("<"):
        prefix, _, local = t.name.partition(":")
        if prefix in WELL_KNOWN and not _PN_LOCAL.match(local):
            return "<" + expand(t.name).replace(">", "%3E").replace(" ", "_") + ">"
    return str(t)


def _prefixes(text: str) -> str:
    used = sorted(set(re.findall(r"(?<![\w?<])([a-z][a-z0-9]*):(?=[A-Za-z0-9_(])", text)))
    return "".join(f"PREFIX {p}: <{WELL_KNOWN[p]}>\n" for p in used if p in WELL_KNOWN)


def canonical(d: Dudes) -> Dudes:
    """Referents renamed in a fixed way, so equal queries are equal strings: the referent asked for
    (or counted) is ``?x``, the others ``?v1``, ``?v2`` … in order of appearance."""
    order: list[Var] = []
    target = d.marked("count") or d.marked("answer")
    if isinstance(target, Var):
        order.append(target)
    for c in d.conditions:
        for t in c.terms():
            if isinstance(t, Var) and t not in order:
                order.append(t)
    mapping: dict[Var, Var] = {}
    for i, v in enumerate(order):
        new = Var("x") if (i == 0 and v == target) else Var(f"v{i + (0 if v != target and target in order else 1)}")
        mapping[v] = new
    # two steps through fresh names, so a renaming never captures a referent not yet renamed
    tmp = {v: Var(f"__tmp{i}") for i, v in enumerate(order)}
    return d.substitute(tmp).substitute({tmp[v]: mapping[v] for v in order})


def to_sparql(d: Dudes) -> str:
    """The SPARQL query of a complete DUDES (no open selection pairs needed: open ones stay variables).

    Raises :class:`QueryShapeError` when no query can be written.
    """
    triples = [c for c in d.conditions if isinstance(c, Triple)]
    filters = [c for c in d.conditions if isinstance(c, Filter)]
    orders = [c for c in d.conditions if isinstance(c, Order)]
    if not triples:
        raise QueryShapeError("the DUDES has no triple")
    if len(orders) > 1:
        raise QueryShapeError("more than one superlative")
    if any(isinstance(c.s, Literal) for c in triples):
        raise QueryShapeError("a literal as a triple's subject")  # RDF has none: no KG matches it
    form = query_form(d)
    d = canonical(d)
    triples = [c for c in d.conditions if isinstance(c, Triple)]
    filters = [c for c in d.conditions if isinstance(c, Filter)]
    orders = [c for c in d.conditions if isinstance(c, Order)]
    body_vars = {t for c in triples for t in c.terms() if isinstance(t, Var)}
    for f in filters:
        for t in f.terms():
            if isinstance(t, Var) and t not in body_vars:
                raise QueryShapeError(f"the filter's {t} occurs in no triple")
    lines = [f"  {_term(c.s)} {_term(c.p)} {_term(c.o)} ." for c in triples]
    lines += [f"  FILTER({_term(f.left)} {f.op} {_term(f.right)})" for f in filters]
    where = "WHERE {\n" + "\n".join(lines) + "\n}"
    if form == "ask":
        if orders:
            raise QueryShapeError("a superlative in a yes/no question")
        q = "ASK " + where
    else:
        target = d.marked("count") if form == "count" else d.marked("answer")
        if not isinstance(target, Var) or target not in body_vars:
            raise QueryShapeError(f"the question asks for {target}, which is no variable of the query")
        if form == "count":
            if orders:
                raise QueryShapeError("a superlative in a how-many question")
            q = f"SELECT (COUNT(DISTINCT {target}) AS ?count) " + where
        else:
            q = f"SELECT DISTINCT {target} " + where
            if orders:
                o = orders[0]
                if not isinstance(o.key, Var) or o.key not in body_vars:
                    raise QueryShapeError("the superlative's value is no variable of the query")
                q += f"\nORDER BY {'DESC' if o.descending else 'ASC'}({o.key})\nLIMIT 1"
    return _prefixes(q) + q
