"""JSON codec for terms and formulas (kept apart from the data types, as pydelphin keeps its codecs).

Every formula becomes a JSON object with a ``"type"`` key; :func:`loads` inverts :func:`dumps` exactly.
"""

from __future__ import annotations

import json
from typing import Any

from .formulas import (And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall, Formula, Iff,
                       Implies, Not, Num, Or, Term, Truth, Var)

__all__ = ["to_dict", "from_dict", "dumps", "loads", "term_to_dict", "term_from_dict"]


def term_to_dict(t: Term) -> dict[str, Any]:
    if isinstance(t, Var):
        return {"type": "var", "name": t.name, "sort": t.sort}
    if isinstance(t, Const):
        d: dict[str, Any] = {"type": "const", "name": t.name, "kind": t.kind}
        if t.datatype:
            d["datatype"] = t.datatype
        if t.lang:
            d["lang"] = t.lang
        return d
    if isinstance(t, Num):
        d = {"type": "num", "value": t.value}
        if t.unit:
            d["unit"] = t.unit
        return d
    raise TypeError(f"not a term: {t!r}")


def term_from_dict(d: dict[str, Any]) -> Term:
    kind = d["type"]
    if kind == "var":
        return Var(d["name"], d.get("sort", "i"))
    if kind == "const":
        return Const(d["name"], d.get("kind", "iri"), d.get("datatype"), d.get("lang"))
    if kind == "num":
        return Num(d["value"], d.get("unit"))
    raise ValueError(f"not a term object: {d!r}")


def to_dict(f: Formula) -> dict[str, Any]:
    """The JSON-ready dict of ``f``."""
    if isinstance(f, Truth):
        return {"type": "true" if f.value else "false"}
    if isinstance(f, Atom):
        return {"type": "atom", "pred": f.pred, "args": [term_to_dict(a) for a in f.args]}
    if isinstance(f, Eq):
        return {"type": "eq", "left": term_to_dict(f.left), "right": term_to_dict(f.right)}
    if isinstance(f, Cmp):
        return {"type": "cmp", "op": f.op, "left": term_to_dict(f.left), "right": term_to_dict(f.right)}
    if isinstance(f, Not):
        return {"type": "not", "body": to_dict(f.body)}
    if isinstance(f, (And, Or)):
        return {"type": "and" if isinstance(f, And) else "or", "parts": [to_dict(p) for p in f.parts]}
    if isinstance(f, (Implies, Iff)):
        return {"type": "implies" if isinstance(f, Implies) else "iff",
                "left": to_dict(f.left), "right": to_dict(f.right)}
    if isinstance(f, (Forall, Exists)):
        return {"type": "forall" if isinstance(f, Forall) else "exists",
                "vars": [term_to_dict(v) for v in f.vars], "body": to_dict(f.body)}
    if isinstance(f, Count):
        return {"type": "count", "vars": [term_to_dict(v) for v in f.vars], "body": to_dict(f.body),
                "op": f.op, "number": term_to_dict(f.number)}
    if isinstance(f, Extremum):
        return {"type": "extremum", "var": term_to_dict(f.var), "body": to_dict(f.body),
                "measure": term_to_dict(f.measure), "direction": f.direction, "rank": f.rank}
    raise TypeError(f"not a formula: {f!r}")


def from_dict(d: dict[str, Any]) -> Formula:
    """Inverse of :func:`to_dict`."""
    t = d["type"]
    if t in ("true", "false"):
        return Truth(t == "true")
    if t == "atom":
        return Atom(d["pred"], tuple(term_from_dict(a) for a in d["args"]))
    if t == "eq":
        return Eq(term_from_dict(d["left"]), term_from_dict(d["right"]))
    if t == "cmp":
        return Cmp(d["op"], term_from_dict(d["left"]), term_from_dict(d["right"]))
    if t == "not":
        return Not(from_dict(d["body"]))
    if t == "and":
        return And(tuple(from_dict(p) for p in d["parts"]))
    if t == "or":
        return Or(tuple(from_dict(p) for p in d["parts"]))
    if t == "implies":
        return Implies(from_dict(d["left"]), from_dict(d["right"]))
    if t == "iff":
        return Iff(from_dict(d["left"]), from_dict(d["right"]))
    if t in ("forall", "exists"):
        cls = Forall if t == "forall" else Exists
        return cls(tuple(term_from_dict(v) for v in d["vars"]), from_dict(d["body"]))  # type: ignore[arg-type]
    if t == "count":
        return Count(tuple(term_from_dict(v) for v in d["vars"]), from_dict(d["body"]), d["op"],  # type: ignore[misc]
                     term_from_dict(d["number"]))
    if t == "extremum":
        return Extremum(term_from_dict(d["var"]), from_dict(d["body"]), term_from_dict(d["measure"]),  # type: ignore[arg-type]
                        d["direction"], d.get("rank", 1))
    raise ValueError(f"unknown formula type {t!r}")


def dumps(f: Formula, **kwargs: Any) -> str:
    return json.dumps(to_dict(f), ensure_ascii=False, **kwargs)


def loads(text: str) -> Formula:
    return from_dict(json.loads(text))
