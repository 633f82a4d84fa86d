"""FILTER conditions in Z3, for query containment (:mod:`verifier.prover.equiv`): does one branch's
conditions imply another's under SPARQL's three values (true, false, error), is a branch satisfiable at
all, and which values make it true (the counter-example KG's literals).

The terms are typed as SPARQL types them: an IRI, a number, a date or a string, each its own sort of
value, so ``FILTER(?v > 3)`` is an error (never true) on an IRI and a comparison can be proved true only
where it cannot raise one.
"""

from __future__ import annotations

from typing import Any, Iterable

from rdflib import Literal, URIRef, Variable
from rdflib.namespace import XSD

from ..query.normal import Branch

_NUMERIC = {str(XSD[t]) for t in ("integer", "int", "long", "short", "decimal", "double", "float",
                                  "nonNegativeInteger", "positiveInteger", "negativeInteger", "nonPositiveInteger",
                                  "unsignedInt", "unsignedLong", "gYear")}
_DATES = {str(XSD.date), str(XSD.dateTime)}


class _Z3:
    """FILTER conditions as Z3 formulas, with SPARQL's three values (true, false, error).

    Every term is a constant of one sort with a kind (``iri``, ``num`` — numbers and dates, compared by
    value — ``str`` for plain strings, or another literal) and a numeric value ``num``. A condition is a
    pair of formulas: when it is true, and when it is false; neither is an error (``?v > 3`` of an IRI),
    which a FILTER treats as false and ``!`` keeps an error. So ``FILTER(?v != 3)`` (true of an IRI) does
    not entail ``FILTER(?v < 3 || ?v > 3)`` (an error for it)."""

    def __init__(self) -> None:
        import z3
        self.z3 = z3
        self.ctx = z3.Context()
        self.T = z3.DeclareSort("T", self.ctx)
        self.num = z3.Function("num", self.T, z3.RealSort(self.ctx))
        self.isiri = z3.Function("isiri", self.T, z3.BoolSort(self.ctx))
        self.isnum = z3.Function("isnum", self.T, z3.BoolSort(self.ctx))
        self.isstr = z3.Function("isstr", self.T, z3.BoolSort(self.ctx))
        self.terms: dict[str, Any] = {}
        self.consts: dict[str, Any] = {}
        self.nums: dict[str, float] = {}
        self.kinds: dict[str, str] = {}
        self.iri_vars: set[str] = set()

    def term(self, t: Any) -> Any:
        key = ("?" + str(t)) if isinstance(t, Variable) else t.n3()
        if key not in self.terms:
            self.terms[key] = self.z3.Const(f"t{len(self.terms)}", self.T)
            if not isinstance(t, Variable):
                self.consts[key] = self.terms[key]
                n = _number(t)
                if n is not None:
                    self.nums[key] = n
                self.kinds[key] = ("iri" if isinstance(t, URIRef) else "num" if n is not None
                                   else "str" if isinstance(t, Literal) and not t.language and (
                                       t.datatype is None or str(t.datatype).endswith("#string")) else "other")
        return self.terms[key]

    def val(self, t: Any) -> Any:
        n = _number(t) if not isinstance(t, Variable) else None
        if n is not None:
            return self.z3.RealVal(str(n), self.ctx)
        return self.num(self.term(t))

    def cond(self, c: tuple) -> Any:
        """When ``c`` is true."""
        return self.tf(c)[0]

    def tf(self, c: tuple) -> tuple[Any, Any]:
        z3 = self.z3
        kind = c[0]
        T, F = z3.BoolVal(True, self.ctx), z3.BoolVal(False, self.ctx)
        if kind == "true":
            return T, F
        if kind == "false":
            return F, T
        if kind == "error":
            return F, F
        if kind in ("and", "or"):
            parts = [self.tf(x) for x in c[1:]]
            if kind == "and":
                return z3.And(*[p[0] for p in parts]), z3.Or(*[p[1] for p in parts])
            return z3.Or(*[p[0] for p in parts]), z3.And(*[p[1] for p in parts])
        if kind == "not":
            t, f = self.tf(c[1])
            return f, t
        if kind == "opaque":
            t = z3.Bool("opaque:" + repr(c[1]), self.ctx)
            f = z3.Bool("opaque-false:" + repr(c[1]), self.ctx)
            return z3.And(t, z3.Not(f)), z3.And(f, z3.Not(t))
        op, a, b = c[1], c[2], c[3]
        ta, tb = self.term(a), self.term(b)
        both_num = z3.And(self.isnum(ta), self.isnum(tb))
        x, y = self.val(a), self.val(b)
        if op not in ("=", "!="):
            rel = {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]
            both_str = z3.And(self.isstr(ta), self.isstr(tb))
            # strings compare too, but by an order the logic does not model: true or false, not an error
            s_rel = z3.Bool(f"strcmp:{op}:{ta}:{tb}", self.ctx)
            return (z3.Or(z3.And(both_num, rel), z3.And(both_str, s_rel)),
                    z3.Or(z3.And(both_num, z3.Not(rel)), z3.And(both_str, z3.Not(s_rel))))
        same = ta == tb
        equal = z3.Or(same, z3.And(both_num, x == y))
        differ = z3.And(z3.Not(same), z3.Or(self.isiri(ta), self.isiri(tb), z3.And(both_num, x != y),
                                            z3.And(self.isstr(ta), self.isstr(tb))))
        return (equal, differ) if op == "=" else (differ, equal)

    def background(self) -> list[Any]:
        z3 = self.z3
        out = []
        cs = list(self.consts.values())
        if len(cs) > 1:
            out.append(z3.Distinct(*cs))
        for key, c in self.consts.items():
            k = self.kinds[key]
            out += [self.isiri(c) == (k == "iri"), self.isnum(c) == (k == "num"), self.isstr(c) == (k == "str")]
        for key, n in self.nums.items():
            out.append(self.num(self.consts[key]) == z3.RealVal(str(n), self.ctx))
        for key, t in self.terms.items():
            if key not in self.consts:
                kinds = [self.isiri(t), self.isnum(t), self.isstr(t)]
                out.append(z3.AtMost(*kinds, 1))
                if key in self.iri_vars:
                    out.append(self.isiri(t))
        return out


def _number(t: Any) -> float | None:
    if not isinstance(t, Literal):
        return None
    dt = str(t.datatype) if t.datatype else None
    try:
        if dt in _NUMERIC:
            return float(t.toPython())
        if dt in _DATES:
            v = t.toPython()
            return float(v.toordinal()) if hasattr(v, "toordinal") else None
    except (TypeError, ValueError):
        return None
    return None


def _solver(enc: _Z3, timeout_ms: int) -> Any:
    s = enc.z3.Solver(ctx=enc.ctx)
    s.set("timeout", max(100, int(timeout_ms)))
    return s


def _iri_vars(b: Branch) -> set[str]:
    """Variables of ``b`` in subject, predicate or graph position: IRIs (or blank nodes), never literals."""
    return {"?" + str(t) for q in b.quads for t in (q[0], q[1], q[3]) if isinstance(t, Variable)}


def _implied(premises: Iterable[tuple], goals: list[tuple], timeout_ms: int, iris: set[str] = frozenset()) -> bool:
    enc = _Z3()
    enc.iri_vars = set(iris)
    s = _solver(enc, timeout_ms)
    for p in premises:
        s.add(enc.cond(p))
    goal = enc.z3.And(*[enc.cond(g) for g in goals]) if goals else enc.z3.BoolVal(True, enc.ctx)
    s.add(enc.z3.Not(goal))
    for bg in enc.background():
        s.add(bg)
    return s.check() == enc.z3.unsat


def _unsatisfiable(b: Branch, timeout_ms: int) -> bool:
    if not b.filters:
        return False
    enc = _Z3()
    enc.iri_vars = _iri_vars(b)
    s = _solver(enc, timeout_ms)
    for p in b.filters:
        s.add(enc.cond(p))
    for bg in enc.background():
        s.add(bg)
    return s.check() == enc.z3.unsat


def _values(b: Branch, avoid: list[list[tuple]], timeout_ms: int) -> dict[Variable, Any] | None:
    """Terms for ``b``'s filtered variables that satisfy its filters and, if possible, falsify each of
    ``avoid`` (the other query's conditions under a mapping): a number, or a constant the model makes
    the variable equal to (``?o != :c`` is falsified by ``?o`` = ``:c``). None: the filters are unsatisfiable."""
    enc = _Z3()
    enc.iri_vars = _iri_vars(b)
    base = [enc.cond(p) for p in b.filters]
    variables = {v for f in b.filters for v in _cond_vars(f)} | {v for goals in avoid for g in goals for v in _cond_vars(g)}
    avoided = [enc.z3.Not(enc.z3.And(*[enc.cond(g) for g in goals])) for goals in avoid if goals]
    for want_avoid in (True, False):
        s = _solver(enc, timeout_ms)
        for f in base + (avoided if want_avoid else []):
            s.add(f)
        for bg in enc.background():
            s.add(bg)
        if s.check() != enc.z3.sat:
            continue
        m = s.model()
        out: dict[Variable, Any] = {}
        consts = sorted(enc.consts.items())
        for v in sorted(variables, key=str):
            tv = enc.term(v)
            same = next((key for key, c in consts if enc.z3.is_true(m.eval(tv == c, model_completion=True))), None)
            if same is not None:
                out[v] = _const_from_key(same)
                continue
            if enc.z3.is_true(m.eval(enc.isstr(tv), model_completion=True)):
                out[v] = Literal(f"cx-{str(v).lstrip('_')}")
                continue
            if enc.z3.is_true(m.eval(enc.isnum(tv), model_completion=True)):
                val = m.eval(enc.num(tv), model_completion=True)
                try:
                    x = float(val.as_fraction())
                except Exception:
                    continue
                out[v] = Literal(int(x)) if x.is_integer() else Literal(repr(x), datatype=XSD.decimal)
        return out
    return None


def _numeric_vars(c: tuple) -> list[Variable]:
    if c[0] == "cmp":
        if c[1] not in ("=", "!=") or _number(c[2]) is not None or _number(c[3]) is not None:
            return [t for t in c[2:] if isinstance(t, Variable)]
        return []
    if c[0] in ("and", "or"):
        return [v for x in c[1:] for v in _numeric_vars(x)]
    if c[0] == "not":
        return _numeric_vars(c[1])
    return []


def _const_from_key(key: str) -> Any:
    from rdflib.util import from_n3
    return from_n3(key)


def _cond_vars(c: tuple) -> list[Variable]:
    from ..query.normal import cond_vars
    return cond_vars(c)
