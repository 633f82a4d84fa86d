"""rdflib SPARQL algebra → a union of conjunctive branches, for query containment (:mod:`verifier.prover.equiv`).

The check's translation (:mod:`.semantics`) reads a query as a formula to compare with a question and
approximates where the question cannot tell the difference (an OPTIONAL part "restricts nothing").
Containment between two queries needs SPARQL's own answer semantics, so this translation is exact
where it claims to be and says what it is not:

* a query is a set of :class:`Branch` es (the union of their answers), each a conjunction of quad
  patterns ``(s, p, o, graph)``, FILTER conditions, and negated sub-patterns (NOT EXISTS, MINUS,
  the unmatched side of an OPTIONAL) whose own variables are renamed apart;
* answers are solution mappings keyed by variable name: a branch's ``head`` gives, per projected name,
  the term it is bound to, or None where that branch leaves it unbound (an OPTIONAL that did not match);
* ``OPTIONAL {P}`` is exactly two branches: the one where P matched (its variables bound) and the one
  where it did not (``NOT EXISTS {P}``, its variables unbound);
* ``FILTER(?p = <iri>)`` and ``VALUES`` bind: the variable is replaced by the constant;
* ``FROM <g>`` makes g's triples the default graph; ``GRAPH ?g`` ranges over the named graphs
  (``FROM NAMED``'s, when given);
* ``approximations``: constructs dropped such that the branches have *more* answers than the query
  (an unmodelled FILTER): a proof that the branches are contained in another query still holds;
* ``unsupported``: constructs with no such reading (aggregates, LIMIT/OFFSET on the projection, a
  BIND of an expression, a sub-query): no containment is proved *into* such a query.

Worked example: ``SELECT ?x ?n { ?x :p ?y OPTIONAL { ?x :name ?n } }`` gives two branches:
``{(?x :p ?y)} head x=?x n=?n`` with ``(?x :name ?n)`` added, and ``{(?x :p ?y), NOT EXISTS
{(?x :name ?_n1)}} head x=?x n=None``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Any, Iterator

from rdflib import BNode, Literal, URIRef, Variable
from rdflib.paths import AlternativePath, InvPath, MulPath, NegatedPath, Path, SequencePath

from .parse import ParsedQuery, QueryError, not_too_deep
from .semantics import _chain, _unwrap

__all__ = ["Branch", "NormalQuery", "PathPred", "DEFAULT_GRAPH", "normalize", "expr_key", "MAX_BRANCHES"]

#: the graph term of a triple matched in the query's default graph (no FROM)
DEFAULT_GRAPH = URIRef("urn:x-verifier:default-graph")
#: more branches than this (a join of many UNIONs multiplies them) and the query is not normalised
MAX_BRANCHES = 256

_VALUE_CASTS = {"http://www.w3.org/2001/XMLSchema#" + t for t in (
    "integer", "int", "long", "short", "decimal", "double", "float", "date", "dateTime", "string", "boolean",
    "nonNegativeInteger", "positiveInteger", "gYear")}


@dataclass(frozen=True)
class PathPred:
    """A property path in predicate position (``:p+``, ``:p*``, ``:p?``, ``!(:p)``), compared as a unit.

    ``mod`` is ``+``, ``*``, ``?`` or ``!``; ``inner`` the IRI under it when it is a single IRI."""

    text: str
    mod: str
    inner: URIRef | None = None
    path: Any = field(default=None, compare=False, hash=False)

    def n3(self) -> str:
        return self.text


@dataclass(frozen=True)
class Branch:
    """One conjunctive branch: quads, filter conditions (see :func:`_cond`), negated sub-branches, head."""

    quads: tuple[tuple[Any, Any, Any, Any], ...] = ()
    filters: tuple[tuple, ...] = ()
    negs: tuple["Branch", ...] = ()
    #: variables this branch binds (in the quads or by BIND), in order of first occurrence
    bound: tuple[Variable, ...] = ()
    #: projected name → term (a Variable, or a constant after FILTER(?v = c)/VALUES); absent: unbound
    head: tuple[tuple[str, Any], ...] = ()

    def head_map(self) -> dict[str, Any]:
        return dict(self.head)

    def variables(self) -> list[Variable]:
        out: list[Variable] = []
        for q in self.quads:
            for t in q:
                if isinstance(t, Variable) and t not in out:
                    out.append(t)
        return out


@dataclass(frozen=True)
class NormalQuery:
    form: str  # "select" | "ask"
    #: projected names in the order written (SELECT *: sorted)
    names: tuple[str, ...]
    branches: tuple[Branch, ...]
    distinct: bool = False
    limit: int | None = None
    offset: int = 0
    #: ORDER BY keys (expression keys) when the query orders its answers
    order: tuple = ()
    #: the aggregate projection: (group names, ((alias, function, distinct, argument), …)), or None
    aggregate: tuple | None = None
    approximations: tuple[str, ...] = ()
    unsupported: tuple[str, ...] = ()
    #: ``FROM`` graphs and ``FROM NAMED`` graphs
    dataset: tuple[tuple[URIRef, ...], tuple[URIRef, ...]] = ((), ())
    #: the query text as parsed (after repairs) and its names: equal keys, the same query
    key: Any = None


def expr_key(e: Any, rename: dict | None = None) -> Any:
    """A hashable, order-stable key of an rdflib algebra node or expression, variables through ``rename``.

    rdflib's nodes carry sets (``_vars``) whose order changes with PYTHONHASHSEED; they are skipped, and
    the projection list of ``SELECT *`` is sorted."""
    rename = rename if rename is not None else {}
    stack_key = _key(e, rename)
    return stack_key


def _key(e: Any, rename: dict) -> Any:
    if isinstance(e, Variable):
        return ("var", rename.get(e, str(e)))
    if isinstance(e, BNode):
        return ("var", rename.get(e, "_:" + str(e)))
    if isinstance(e, (URIRef, Literal)):
        return ("term", e.n3())
    if isinstance(e, PathPred):
        return ("path", e.text)
    if isinstance(e, Path):
        return ("path", e.n3())
    name = getattr(e, "name", None)
    if name is not None and hasattr(e, "items"):
        items = []
        for k, v in e.items():
            if k.startswith("_") or k in ("lazy",):
                continue
            vk = _key(v, rename)
            if k == "PV":
                vk = tuple(sorted(vk, key=repr))
            items.append((k, vk))
        return (name, tuple(sorted(items, key=lambda kv: kv[0])))
    if isinstance(e, dict):
        return ("dict", tuple(sorted(((_key(k, rename), _key(v, rename)) for k, v in e.items()), key=repr)))
    if isinstance(e, (list, tuple)):
        return tuple(_key(x, rename) for x in e)
    if isinstance(e, (set, frozenset)):
        return tuple(sorted((_key(x, rename) for x in e), key=repr))
    return ("lit", repr(e))


# ------------------------------------------------------------------------------------ conditions
# A condition is a tuple: ("cmp", op, a, b) | ("and", c…) | ("or", c…) | ("not", c) | ("true",) |
# ("false",) | ("opaque", key, vars) — an expression compared only as itself (regex, lang, …).

TRUE_C = ("true",)
FALSE_C = ("false",)
#: a FILTER expression that raises an error (a comparison with an unbound variable): neither true nor false
ERR_C = ("error",)


def c_and(parts: list[tuple]) -> tuple:
    """SPARQL's ``&&`` over true/false/error (error && false = false, error && true = error)."""
    if FALSE_C in parts:
        return FALSE_C
    parts = list(dict.fromkeys(p for p in parts if p != TRUE_C))
    return parts[0] if len(parts) == 1 else ("and",) + tuple(parts) if parts else TRUE_C


def c_or(parts: list[tuple]) -> tuple:
    """SPARQL's ``||`` (error || true = true, error || false = error)."""
    if TRUE_C in parts:
        return TRUE_C
    parts = list(dict.fromkeys(p for p in parts if p != FALSE_C))
    return parts[0] if len(parts) == 1 else ("or",) + tuple(parts) if parts else FALSE_C


def c_not(c: tuple) -> tuple:
    """SPARQL's ``!`` (!error = error)."""
    return FALSE_C if c == TRUE_C else TRUE_C if c == FALSE_C else ERR_C if c == ERR_C else ("not", c)


def cond_vars(c: tuple) -> list[Variable]:
    out: list[Variable] = []
    if c[0] == "cmp":
        out = [t for t in c[2:] if isinstance(t, Variable)]
    elif c[0] in ("and", "or"):
        for x in c[1:]:
            out += [v for v in cond_vars(x) if v not in out]
    elif c[0] == "not":
        out = cond_vars(c[1])
    elif c[0] == "opaque":
        out = list(c[2])
    return out


def subst_cond(c: tuple, m: dict) -> tuple:
    if c[0] == "cmp":
        return ("cmp", c[1], m.get(c[2], c[2]), m.get(c[3], c[3]))
    if c[0] in ("and", "or"):
        return (c[0],) + tuple(subst_cond(x, m) for x in c[1:])
    if c[0] == "not":
        return ("not", subst_cond(c[1], m))
    if c[0] == "opaque":
        pairs = tuple((ov, m.get(ct, ct) if isinstance(ct, Variable) else ct) for ov, ct in c[4])
        return _opaque(c[3], pairs)
    return c


def _opaque(expr: Any, pairs: tuple) -> tuple:
    names = {ov: (str(ct) if isinstance(ct, Variable) else ct.n3()) for ov, ct in pairs}
    return ("opaque", _key(expr, names), tuple(dict.fromkeys(ct for _, ct in pairs if isinstance(ct, Variable))),
            expr, pairs)


# ------------------------------------------------------------------------------------ translator


class _Normalizer:
    """Walks one query's algebra into branches; ``approx``/``unsupported`` collect what it is not exact on."""

    def __init__(self, dataset: tuple[tuple[URIRef, ...], tuple[URIRef, ...]]) -> None:
        self.approx: list[str] = []
        self.unsupported: list[str] = []
        self.dataset = dataset
        self._fresh = itertools.count(1)
        self._bnodes: dict[str, Variable] = {}
        #: how often each variable occurs in the whole query, and the projected names (for OPTIONAL)
        self.occurrences: dict[Variable, int] | None = None
        self.projected: set[str] = set()

    def fresh(self, base: str) -> Variable:
        return Variable(f"_{base.lstrip('_')}_{next(self._fresh)}")

    def note(self, where: list[str], what: str) -> None:
        if what not in where:
            where.append(what)

    # -- patterns: each returns a list of Branch (their union), graph context ``g``
    def pattern(self, node: Any, g: Any) -> list[Branch]:
        name = getattr(node, "name", None)
        method = getattr(self, f"_p_{name}", None)
        if method is None:
            raise QueryError("unsupported_construct", f"{name or type(node).__name__} is not modelled for containment")
        out = method(node, g)
        if len(out) > MAX_BRANCHES:
            raise QueryError("too_complex", f"the query unfolds into more than {MAX_BRANCHES} conjunctive branches")
        return out

    def term(self, t: Any) -> Any:
        if isinstance(t, BNode):
            return self._bnodes.setdefault(str(t), self.fresh("b"))
        return t

    def _p_BGP(self, node: Any, g: Any) -> list[Branch]:
        options: list[list[tuple[tuple, ...]]] = []
        for s, p, o in node.triples:
            options.append(self.path_quads(self.term(s), p, self.term(o), g))
        out = []
        for combo in itertools.product(*options) if options else [()]:
            quads = tuple(q for part in combo for q in part)
            out.append(_with_bound(Branch(quads=quads)))
            if len(out) > MAX_BRANCHES:
                raise QueryError("too_complex", f"the query unfolds into more than {MAX_BRANCHES} branches")
        return out

    def path_quads(self, s: Any, p: Any, o: Any, g: Any) -> list[tuple[tuple, ...]]:
        """The alternatives (each a tuple of quads) a triple pattern with path ``p`` unfolds into."""
        if not isinstance(p, Path):
            return [((s, self.term(p), o, g),)]
        if isinstance(p, InvPath):
            return self.path_quads(o, p.arg, s, g)
        if isinstance(p, SequencePath):
            alts: list[tuple[tuple, ...]] = [()]
            cur = s
            for k, step in enumerate(p.args):
                nxt = o if k == len(p.args) - 1 else self.fresh("path")
                alts = [a + b for a in alts for b in self.path_quads(cur, step, nxt, g)]
                cur = nxt
            return alts
        if isinstance(p, AlternativePath):
            return [alt for arg in p.args for alt in self.path_quads(s, arg, o, g)]
        if isinstance(p, MulPath):
            inner = p.path if isinstance(p.path, URIRef) else None
            return [((s, PathPred(p.n3(), p.mod, inner, p), o, g),)]
        if isinstance(p, NegatedPath):
            return [((s, PathPred(p.n3(), "!", None, p), o, g),)]
        raise QueryError("unsupported_construct", f"property path {p!r} is not modelled for containment")

    def _p_Join(self, node: Any, g: Any) -> list[Branch]:
        parts = [self.pattern(p, g) for p in _chain(node)]
        out = parts[0]
        for nxt in parts[1:]:
            out = [_join(a, b) for a in out for b in nxt]
            if len(out) > MAX_BRANCHES:
                raise QueryError("too_complex", f"the query unfolds into more than {MAX_BRANCHES} branches")
        return out

    def _p_Union(self, node: Any, g: Any) -> list[Branch]:
        return [b for p in _chain(node) for b in self.pattern(p, g)]

    def _p_Filter(self, node: Any, g: Any) -> list[Branch]:
        out = []
        for b in self.pattern(node.p, g):
            out.extend(self.apply_filter(b, node.expr, g))
        return out

    def apply_filter(self, b: Branch, expr: Any, g: Any) -> list[Branch]:
        """``b`` under FILTER ``expr``: conjuncts become conditions, EXISTS joins, NOT EXISTS negates,
        ``?v = <iri>`` binds ?v."""
        results = [b]
        for conjunct in _conjuncts(expr):
            nxt = []
            for br in results:
                nxt.extend(self._one_filter(br, conjunct, g))
            results = nxt
        return results

    def _one_filter(self, b: Branch, e: Any, g: Any) -> list[Branch]:
        name = getattr(e, "name", None)
        if name in ("Builtin_EXISTS", "Builtin_NOTEXISTS"):
            inner = self.pattern(e.graph, g)
            if name == "Builtin_NOTEXISTS":
                return [_with_neg(b, [self.local(n, b.bound) for n in inner])]
            return [_join_semi(b, self.local(n, b.bound)) for n in inner]
        c = self.cond(e, b)
        al = aliases(b)
        if al:
            c = subst_cond(c, al)
        if c == TRUE_C:
            return [b]
        if c in (FALSE_C, ERR_C):
            return []
        if c[0] == "cmp" and c[1] == "=":
            x, y = c[2], c[3]
            for v, t in ((x, y), (y, x)):
                if isinstance(v, Variable) and v in b.bound and _binds(t):
                    return [_substitute(b, {v: t})]
        if c[0] == "or" and all(x[0] == "cmp" and x[1] == "=" for x in c[1:]):
            # ?v IN (<a>, <b>) / ?v = <a> || ?v = <b>: one branch per value, as VALUES would give
            pins = [(x[2], x[3]) if isinstance(x[2], Variable) else (x[3], x[2]) for x in c[1:]]
            if all(isinstance(v, Variable) and v in b.bound and _binds(t) for v, t in pins) \
                    and len({v for v, _ in pins}) == 1:
                return [_substitute(b, {v: t}) for v, t in dict.fromkeys(pins)]
        return [replace(b, filters=b.filters + (c,))]

    def local(self, n: Branch, outer: tuple[Variable, ...]) -> Branch:
        """``n`` with the variables not bound outside renamed apart (they are its own existentials)."""
        ren = {v: self.fresh(str(v)) for v in n.bound if v not in outer}
        ren.update({v: self.fresh(str(v)) for v in n.variables() if v not in outer and v not in ren})
        out = _substitute(n, ren, keep_head=False)
        return replace(out, head=())

    def cond(self, e: Any, b: Branch) -> tuple:
        """A FILTER expression as a condition over ``b``'s variables."""
        name = getattr(e, "name", None)
        if name == "ConditionalAndExpression":
            return c_and([self.cond(x, b) for x in [e.expr] + list(e.other or [])])
        if name == "ConditionalOrExpression":
            return c_or([self.cond(x, b) for x in [e.expr] + list(e.other or [])])
        if name == "UnaryNot":
            return c_not(self.cond(e.expr, b))
        if name == "Builtin_BOUND" and isinstance(e.arg, Variable):
            return TRUE_C if e.arg in b.bound else FALSE_C
        if name == "RelationalExpression" and str(e.op) in ("<", "<=", ">", ">=", "=", "!="):
            a, c = _uncast(e.expr), _uncast(e.other)
            if _is_term(a) and _is_term(c):
                for t in (a, c):
                    if isinstance(t, Variable) and t not in b.bound:
                        return ERR_C  # a comparison with an unbound variable is an error
                return ("cmp", str(e.op), a, c)
        if name == "RelationalExpression" and str(e.op) in ("IN", "NOT IN") and _is_term(_uncast(e.expr)) \
                and all(_is_term(x) for x in e.other):
            a = _uncast(e.expr)
            if isinstance(a, Variable) and a not in b.bound:
                return ERR_C
            f = c_or([("cmp", "=", a, x) for x in e.other])
            return c_not(f) if str(e.op) == "NOT IN" else f
        if isinstance(e, Literal) and e.datatype and str(e.datatype).endswith("#boolean"):
            return TRUE_C if e.toPython() is True else FALSE_C
        # anything else is compared as itself; over unbound variables it may be an error: not modelled
        vs = sorted(_expr_vars(e), key=str)
        if any(v not in b.bound for v in vs):
            self.note(self.unsupported, f"FILTER {name or e} over a variable the pattern may leave unbound")
        return _opaque(e, tuple((v, v) for v in vs))

    def _p_LeftJoin(self, node: Any, g: Any) -> list[Branch]:
        own = _expr_vars(node.p2) - _expr_vars(node.p1)
        if own and self.occurrences is not None and not any(str(v) in self.projected for v in own):
            local = _occurrences(node.p2)
            if all(self.occurrences.get(v, 0) == local.get(v, 0) for v in own):
                # the OPTIONAL binds only variables used nowhere else: every answer of the left side
                # stays one, extended or not, and the projection forgets the extension
                return self.pattern(node.p1, g)
        left = self.pattern(node.p1, g)
        right = self.pattern(node.p2, g)
        expr = getattr(node, "expr", None)
        if expr is not None and getattr(expr, "name", "") == "TrueFilter":
            expr = None
        out = []
        for lb in left:
            matched = []
            for rb in right:
                j = _join(lb, rb)
                matched.extend(self.apply_filter(j, expr, g) if expr is not None else [j])
            out.extend(matched)
            # the left answer stands alone where no right one is compatible and passes the condition
            negs = []
            for rb in right:
                cand = _join(lb, rb)
                for m in (self.apply_filter(cand, expr, g) if expr is not None else [cand]):
                    negs.append(self.local(_minus_outer(m, lb), lb.bound))
            out.append(_with_neg(lb, negs))
        return out

    def _p_Minus(self, node: Any, g: Any) -> list[Branch]:
        left = self.pattern(node.p1, g)
        right = self.pattern(node.p2, g)
        out = []
        for lb in left:
            negs = []
            for rb in right:
                if not set(rb.bound) & set(lb.bound):
                    continue  # MINUS with no shared variable removes nothing
                if rb.filters or rb.negs:
                    self.note(self.unsupported, "MINUS of a pattern with FILTERs")
                negs.append(self.local(rb, lb.bound))
            out.append(_with_neg(lb, negs))
        return out

    def _p_Extend(self, node: Any, g: Any) -> list[Branch]:
        out = []
        value = _uncast(node.expr)
        for b in self.pattern(node.p, g):
            if isinstance(value, Variable):
                if value in b.bound:
                    out.append(_add_bound(b, node.var, value))
                else:
                    out.append(b)  # BIND of an unbound variable leaves the new one unbound
            elif isinstance(value, (URIRef, Literal)):
                out.append(_add_bound(b, node.var, value))
            else:
                self.note(self.unsupported, f"BIND(… AS ?{node.var}) of an expression")
                self.note(self.approx, f"BIND(… AS ?{node.var}) of an expression read as any value")
                out.append(replace(b, bound=b.bound + (node.var,)))
        return out

    def _p_ToMultiSet(self, node: Any, g: Any) -> list[Branch]:
        return self.pattern(node.p, g)

    def _p_values(self, node: Any, g: Any) -> list[Branch]:
        out = []
        for row in node.res:
            b = Branch()
            for k, v in row.items():
                if v is not None:
                    b = _add_bound(b, k, v)
            out.append(b)
        return out

    def _p_Graph(self, node: Any, g: Any) -> list[Branch]:
        term = node.term
        froms, named = self.dataset
        if isinstance(term, Variable):
            if froms and not named:
                return []  # FROM without FROM NAMED: the dataset has no named graphs
            inner = self.pattern(node.p, term)
            if named:  # ?g ranges over the FROM NAMED graphs
                return [_substitute(b, {term: n}) if term in b.bound else b for b in inner for n in named]
            return inner
        if named and term not in named or (froms and not named):
            return []
        return self.pattern(node.p, term)

    def _p_Distinct(self, node: Any, g: Any) -> list[Branch]:
        return self.pattern(node.p, g)

    _p_Reduced = _p_Distinct

    def _p_OrderBy(self, node: Any, g: Any) -> list[Branch]:
        return self.pattern(node.p, g)  # inside a pattern (a sub-query) order changes no answer set

    def _p_Project(self, node: Any, g: Any) -> list[Branch]:
        raise QueryError("unsupported_construct", "a sub-query is not modelled for containment")

    def _p_Slice(self, node: Any, g: Any) -> list[Branch]:
        raise QueryError("unsupported_construct", "LIMIT/OFFSET inside a sub-query is not modelled for containment")


# -------------------------------------------------------------------------------- branch algebra


def _conjuncts(e: Any) -> list[Any]:
    if getattr(e, "name", None) == "ConditionalAndExpression":
        out = []
        for x in [e.expr] + list(e.other or []):
            out.extend(_conjuncts(x))
        return out
    return [e]


def _uncast(e: Any) -> Any:
    """``xsd:date(?d)`` compares as ?d; ``str(?x)`` as ?x is not taken (it changes the term's kind)."""
    if getattr(e, "name", None) == "Function" and str(getattr(e, "iri", "")) in _VALUE_CASTS:
        args = list(getattr(e, "expr", None) or [])
        if len(args) == 1 and isinstance(args[0], Variable):
            return args[0]
    return e


def _is_term(t: Any) -> bool:
    return isinstance(t, (Variable, URIRef, Literal))


def _binds(t: Any) -> bool:
    """Whether ``?v = t`` pins ?v to the term t itself: IRIs and plain strings (numbers compare by value:
    ``?v = 3`` holds of ``"3.0"^^xsd:decimal`` too, so a number stays a condition)."""
    if isinstance(t, URIRef):
        return True
    return isinstance(t, Literal) and t.language is None and (
        t.datatype is None or str(t.datatype).endswith("#string"))


def _variables_in(e: Any) -> Iterator[Variable]:
    """Every occurrence of a variable in an algebra node or expression, walked without recursion (rdflib's
    own ``_vars`` sets not counted)."""
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, Variable):
            yield x
        elif hasattr(x, "items") and getattr(x, "name", None) is not None:
            stack.extend(v for k, v in x.items() if not k.startswith("_"))
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())


def _expr_vars(e: Any) -> set[Variable]:
    return set(_variables_in(e))


def _occurrences(e: Any) -> dict[Variable, int]:
    """How often each variable occurs in an algebra node."""
    out: dict[Variable, int] = {}
    for v in _variables_in(e):
        out[v] = out.get(v, 0) + 1
    return out


def _with_bound(b: Branch) -> Branch:
    bound = list(b.bound)
    for v in b.variables():
        if v not in bound:
            bound.append(v)
    return replace(b, bound=tuple(bound))


def _join(a: Branch, b: Branch) -> Branch:
    al_a, al_b = aliases(a), aliases(b)
    if any(v in b.variables() for v in al_a):
        b = _substitute(b, {v: t for v, t in al_a.items() if v in b.variables()})
    if any(v in a.variables() for v in al_b):
        a = _substitute(a, {v: t for v, t in al_b.items() if v in a.variables()})
    bound = list(a.bound) + [v for v in b.bound if v not in a.bound]
    return Branch(a.quads + tuple(q for q in b.quads if q not in a.quads), a.filters + b.filters,
                  a.negs + b.negs, tuple(bound), a.head + b.head)


def _join_semi(a: Branch, b: Branch) -> Branch:
    """``a`` with EXISTS ``b`` (``b``'s own variables already renamed apart)."""
    j = _join(a, b)
    return replace(j, bound=a.bound)


def _with_neg(b: Branch, negs: list[Branch]) -> Branch:
    return replace(b, negs=b.negs + tuple(negs))


def _minus_outer(m: Branch, outer: Branch) -> Branch:
    """The part of ``m`` (outer ⋈ right) beyond ``outer``: the right pattern with the join's conditions."""
    quads = tuple(q for q in m.quads if q not in outer.quads)
    filters = tuple(f for f in m.filters if f not in outer.filters)
    negs = tuple(n for n in m.negs if n not in outer.negs)
    return Branch(quads, filters, negs, m.bound)


def _add_bound(b: Branch, var: Variable, value: Any) -> Branch:
    """``BIND(value AS ?var)`` / a VALUES cell: ?var names ``value`` (a term, or another variable)."""
    head = dict(b.head)
    head[str(var)] = value
    bound = b.bound + ((var,) if var not in b.bound else ())
    return replace(b, head=tuple(head.items()), bound=bound)


def aliases(b: Branch) -> dict[Variable, Any]:
    """Variables of ``b`` that name another term (BIND, VALUES, FILTER(?v = c)): what their uses mean."""
    return {Variable(n): t for n, t in b.head if Variable(n) != t}


def _substitute(b: Branch, m: dict, keep_head: bool = True) -> Branch:
    """Replace variables by terms throughout ``b``; the head keeps the name, now bound to the term."""

    def t(x: Any) -> Any:
        return m.get(x, x) if isinstance(x, Variable) else x

    quads = tuple(tuple(t(x) for x in q) for q in b.quads)
    filters = tuple(subst_cond(f, m) for f in b.filters)
    negs = tuple(_substitute(n, m, keep_head=False) for n in b.negs)
    bound = tuple(v for v in b.bound if v not in m or isinstance(m[v], Variable))
    head = dict(b.head)
    for v, val in m.items():
        head.setdefault(str(v), val)
    for k, val in list(head.items()):
        head[k] = t(val)
    bound = tuple(x if not isinstance(x, Variable) else m.get(x, x) for x in bound)
    bound = tuple(dict.fromkeys(x for x in bound if isinstance(x, Variable)))
    out = Branch(quads, filters, negs, bound, tuple(head.items()) if keep_head else ())
    return out


# ------------------------------------------------------------------------------------ the query


def normalize(parsed: ParsedQuery) -> NormalQuery:
    """The branches of a parsed SELECT/ASK query (raises :class:`QueryError` where the pattern itself
    cannot be read: an unmodelled pattern operator, or too many branches)."""
    return not_too_deep(_normalize, parsed, "the query is nested too deeply to normalise")


def _normalize(parsed: ParsedQuery) -> NormalQuery:
    top = parsed.algebra.algebra
    clauses = getattr(top, "datasetClause", None) or []
    froms = tuple(sorted({c.default for c in clauses if getattr(c, "default", None) is not None}, key=str))
    named = tuple(sorted({c.named for c in clauses if getattr(c, "named", None) is not None}, key=str))
    nz = _Normalizer((froms, named))
    names: tuple[str, ...]
    if top.name == "AskQuery":
        node, mods = _unwrap(top.p, ("Slice", "Project", "Distinct", "Reduced", "OrderBy"))
        names = ()
    else:
        node, mods = _unwrap(top.p, ("Slice", "Project", "Distinct", "Reduced", "OrderBy"))
        pv = [str(v) for v in top.PV]
        names = tuple(sorted(pv)) if _select_star(parsed) else tuple(dict.fromkeys(pv))
    slice_ = mods.get("Slice")
    limit = slice_.length if slice_ is not None else None
    offset = (slice_.start or 0) if slice_ is not None else 0
    order = mods.get("OrderBy")
    order_key = tuple(_key(c, {}) for c in order.expr) if order is not None else ()
    aggregate = None
    extends: list[Any] = []
    havings: list[Any] = []
    while getattr(node, "name", None) in ("Extend", "Filter") and _has_aggregate(node):
        (extends if node.name == "Extend" else havings).append(node)
        node = node.p
    if getattr(node, "name", None) == "AggregateJoin":
        aggs = {str(a.res): a for a in node.A}
        group = node.p
        gvars = tuple(str(v) for v in (group.expr or [])) if getattr(group, "name", None) == "Group" else ()
        pattern = group.p if getattr(group, "name", None) == "Group" else group
        outs = []
        alias = {str(e.var): e.expr for e in extends}
        for n in names:
            target = alias.get(n)
            a = aggs.get(str(target)) if isinstance(target, Variable) else None
            if a is not None and a.name == "Aggregate_Sample" and str(a.vars) in gvars:
                # rdflib wraps a projected grouping variable in SAMPLE: it is the group's value
                outs.append((n, "group", False, ("var", str(a.vars))))
            elif a is not None:
                fn = a.name.replace("Aggregate_", "").lower()
                outs.append((n, fn, bool(getattr(a, "distinct", "") == "DISTINCT"), _key(a.vars, {})))
            elif n in gvars or (isinstance(target, Variable) and str(target) in gvars):
                outs.append((n, "group", False, ("var", str(target) if target is not None else n)))
            else:
                outs.append((n, "other", False, _key(target, {}) if target is not None else None))
        aggregate = (gvars, tuple(outs), tuple(_key(h.expr, {}) for h in havings))
        nz.note(nz.unsupported, "an aggregate (" + ", ".join(sorted({o[1].upper() for o in outs
                                                                      if o[1] not in ("group", "other")})
                                                            or ["GROUP BY"]) + ")")
        node = pattern
        if havings:
            nz.note(nz.unsupported, "HAVING")
    branches: list[Branch] = []
    error = None
    nz.occurrences = _occurrences(top.p)
    nz.projected = set(names)
    try:
        branches = nz.pattern(node, froms[0] if len(froms) == 1 else DEFAULT_GRAPH)
        if len(froms) > 1:  # the default graph is the merge of the FROM graphs: each triple in one of them
            branches = [_spread(b, froms) for b in branches]
            branches = [x for b in branches for x in b]
    except QueryError as exc:
        if exc.code == "too_complex":
            raise
        error = exc.message
        nz.note(nz.unsupported, exc.message)
    if slice_ is not None:
        what = "OFFSET" if offset and limit is None else "LIMIT" if not offset else "LIMIT/OFFSET"
        nz.note(nz.unsupported, what + (" after ORDER BY" if order is not None else " without ORDER BY"))
    heads = []
    for b in branches:
        head = dict(b.head)
        for n in names:
            v = Variable(n)
            if n not in head and v in b.bound:
                head[n] = v
        heads.append(replace(b, head=tuple((n, head[n]) for n in names if n in head)))
    distinct = "Distinct" in mods or "Reduced" in mods
    nq = NormalQuery(form="ask" if top.name == "AskQuery" else "select", names=names,
                     branches=tuple(heads) if error is None else (), distinct=distinct, limit=limit, offset=offset,
                     order=order_key, aggregate=aggregate, approximations=tuple(nz.approx),
                     unsupported=tuple(nz.unsupported), dataset=(froms, named),
                     key=((parsed.parsed_text or parsed.text).strip(), names))
    return nq


def _spread(b: Branch, graphs: tuple[URIRef, ...]) -> list[Branch]:
    """A branch over the merge of ``graphs``: each default-graph quad in one of them."""
    idx = [i for i, q in enumerate(b.quads) if q[3] == graphs[0]]
    out = []
    for choice in itertools.product(graphs, repeat=len(idx)):
        quads = list(b.quads)
        for i, gname in zip(idx, choice):
            s, p, o, _ = quads[i]
            quads[i] = (s, p, o, gname)
        out.append(replace(b, quads=tuple(quads)))
        if len(out) > MAX_BRANCHES:
            raise QueryError("too_complex", "too many FROM graphs to unfold")
    return out


def _has_aggregate(node: Any) -> bool:
    while getattr(node, "name", None) in ("Extend", "Filter"):
        node = node.p
    return getattr(node, "name", None) == "AggregateJoin"


def _select_star(parsed: ParsedQuery) -> bool:
    import re
    from .parse import _blank
    text = _blank(parsed.parsed_text or parsed.text)
    return re.search(r"\bSELECT\s+(?:DISTINCT\s+|REDUCED\s+)?\*", text, re.I) is not None
