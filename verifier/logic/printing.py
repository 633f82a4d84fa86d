"""Readable Unicode rendering of formulas, in the style of the papers: ``∀x. _benzene_n_1(x) ↔ x = wd:Q2270``."""

from __future__ import annotations

from .formulas import (And, Atom, Cmp, Count, Eq, Exists, Extremum, Forall, Formula, Iff, Implies, Not,
                       Or, Truth)

__all__ = ["to_text"]

_CMP = {"<": "<", "<=": "≤", ">": ">", ">=": "≥", "=": "=", "!=": "≠"}

# binding strength: a higher number binds tighter
_PREC = {Iff: 1, Implies: 2, Or: 3, And: 4}


def _prec(f: Formula) -> int:
    return _PREC.get(type(f), 9)


def _wrap(f: Formula, outer: int) -> str:
    text = to_text(f)
    if isinstance(f, (Forall, Exists)) or _prec(f) <= outer:
        return f"({text})"
    return text


def to_text(f: Formula) -> str:
    """Render ``f`` with the usual symbols; parentheses only where precedence needs them."""
    if isinstance(f, Truth):
        return "⊤" if f.value else "⊥"
    if isinstance(f, Atom):
        return f"{f.pred}({', '.join(str(a) for a in f.args)})"
    if isinstance(f, Eq):
        return f"{f.left} = {f.right}"
    if isinstance(f, Cmp):
        return f"{f.left} {_CMP[f.op]} {f.right}"
    if isinstance(f, Not):
        if isinstance(f.body, Eq):
            return f"{f.body.left} ≠ {f.body.right}"
        return "¬" + _wrap(f.body, 8)
    if isinstance(f, And):
        return " ∧ ".join(_wrap(p, 4) for p in f.parts)
    if isinstance(f, Or):
        return " ∨ ".join(_wrap(p, 3) for p in f.parts)
    if isinstance(f, Implies):
        return f"{_wrap(f.left, 2)} → {_wrap(f.right, 1)}"
    if isinstance(f, Iff):
        return f"{_wrap(f.left, 1)} ↔ {_wrap(f.right, 1)}"
    if isinstance(f, (Forall, Exists)):
        q = "∀" if isinstance(f, Forall) else "∃"
        return f"{q}{' '.join(v.name for v in f.vars)}. {to_text(f.body)}"
    if isinstance(f, Count):
        vs = ", ".join(v.name for v in f.vars)
        return f"#{{{vs} | {to_text(f.body)}}} {_CMP.get(f.op, f.op)} {f.number}"
    if isinstance(f, Extremum):
        nth = "" if f.rank == 1 else f"{f.rank}th-"
        return f"{nth}{'argmax' if f.direction == 'max' else 'argmin'}_{f.var.name}[{f.measure}]({to_text(f.body)})"
    raise TypeError(f"not a formula: {f!r}")
