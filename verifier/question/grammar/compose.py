"""Semantic composition: a derivation tree → a ``delphin.mrs.MRS``.

Each node's sign is built from its daughters' signs by the operations of its rule (see
:mod:`.formalism`). Variables are nodes of a union-find structure: ``fill`` and ``eq`` merge them,
merging their sorts (``u`` ⊒ ``i`` ⊒ ``e``/``x``, ``h`` on its own) and properties. Names
(``h0``, ``e2``, ``x3`` …) are given at the end in order of first mention, ``h0`` being the top.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from delphin.lnk import Lnk
from delphin.mrs import EP, MRS, HCons

from .chart import Derivation, Item
from .formalism import Grammar

__all__ = ["Var", "Sign", "compose", "CompositionError"]


class CompositionError(ValueError):
    """The grammar asked for something impossible (unknown slot, clashing sorts …)."""


_SORT_RANK = {"u": 0, "i": 1, "e": 2, "x": 2, "h": 3, "p": 1}


class Var:
    __slots__ = ("parent", "sort", "props")

    def __init__(self, sort: str):
        self.parent: Var | None = None
        self.sort = sort
        self.props: dict[str, str] = {}

    def find(self) -> "Var":
        v = self
        while v.parent is not None:
            v = v.parent
        node = self
        while node.parent is not None and node.parent is not v:
            node.parent, node = v, node.parent
        return v


def _unify(a: Var, b: Var) -> None:
    a, b = a.find(), b.find()
    if a is b:
        return
    sa, sb = a.sort, b.sort
    if sa != sb:
        ra, rb = _SORT_RANK.get(sa, 0), _SORT_RANK.get(sb, 0)
        if ra == rb and {sa, sb} != {"u"}:
            raise CompositionError(f"cannot equate a {sa} variable with a {sb} variable")
        sort = sa if ra >= rb else sb
    else:
        sort = sa
    b.parent = a
    a.sort = sort
    for k, v in b.props.items():
        a.props.setdefault(k, v)


@dataclass
class Sign:
    hook: dict[str, Var]
    slots: dict[str, dict[str, Var]]
    eps: list = field(default_factory=list)  # (pred, lbl, {role: Var|str}, cfrom, cto)
    hcons: list = field(default_factory=list)  # (hi, lo)


_HOOK_PARTS = ("ltop", "index", "xarg")
_VARREF = re.compile(r"\?([A-Za-z0-9]+)")
_ATTRREF = re.compile(r"\{(\w+)\}")


class _Env:
    """Resolves terms inside one rule application or lexical type instantiation."""

    def __init__(self, dtrs: list[Sign], bindings: dict[str, str], attrs: dict[str, str]):
        self.dtrs = dtrs
        self.bindings = bindings
        self.attrs = attrs
        self.local: dict[str, Var] = {}

    def text(self, token: str) -> str:
        """Substitute ``?var`` (feature bindings) and ``{attr}`` (item attributes) in *token*;
        an unresolved reference yields the empty string (the property or EP is then left out)."""
        if "?" in token:
            token = _VARREF.sub(lambda m: self.bindings.get(m.group(1), "\0"), token)
        if "{" in token:
            token = _ATTRREF.sub(lambda m: self.attrs.get(m.group(1), "\0"), token)
        return "" if "\0" in token else token

    def term(self, token: str) -> Var:
        if token[0].isdigit():
            parts = token.split(".")
            sign = self.dtrs[int(parts[0])]
            if len(parts) == 2:
                part = parts[1]
                var = sign.hook.get(part)
                if var is None:
                    var = sign.hook[part] = Var("i" if part != "ltop" else "h")
                return var
            slot = sign.slots.get(parts[1])
            if slot is None:
                raise CompositionError(f"no slot {parts[1]!r} on daughter {parts[0]}")
            var = slot.get(parts[2])
            if var is None:
                var = slot[parts[2]] = Var("h" if parts[2] == "ltop" else "i")
            return var
        var = self.local.get(token)
        if var is None:
            var = self.local[token] = Var(token[0])
        return var


def _hook_spec(env: _Env, args) -> dict[str, Var]:
    out = {}
    for a in args:
        k, _, v = a.partition("=")
        if k not in _HOOK_PARTS:
            raise CompositionError(f"bad hook part {k!r}")
        out[k] = env.term(v)
    return out


def _run_ops(ops, env: _Env, mother: Sign, cfrom: int, cto: int, dspans=()) -> None:
    for op in ops:
        name = op[0]
        if name.startswith("ep@"):
            # constructional content anchored on one daughter ("is" for _be_v_id, "'s" for poss)
            ecfrom, ecto = dspans[int(name[3:])]
            _add_ep(op, env, mother, ecfrom, ecto)
            continue
        if name == "head":
            head = env.dtrs[int(op[1])]
            mother.hook = dict(head.hook)
            mother.slots = {k: v for k, v in head.slots.items()}
        elif name == "hook":
            mother.hook.update(_hook_spec(env, op[1:]))
        elif name == "slot":
            if len(op) >= 3 and op[2] == "=":
                d, s = op[3].split(".")
                src = env.dtrs[int(d)].slots.get(s)
                if src is None:
                    raise CompositionError(f"no slot {s!r} on daughter {d}")
                mother.slots[op[1]] = src
            else:
                mother.slots[op[1]] = _hook_spec(env, op[2:])
        elif name == "fill":
            d, s = op[1].split(".")
            target = env.dtrs[int(d)]
            slot = target.slots.get(s)
            if slot is None:
                raise CompositionError(f"no slot {s!r} on daughter {d}")
            arg = env.dtrs[int(op[2])].hook
            for part, var in slot.items():
                other = arg.get(part)
                if other is not None:
                    _unify(var, other)
            # the slot is consumed on the mother too (it inherited it from the head)
            if mother.slots.get(s) is slot:
                del mother.slots[s]
            target.slots = {k: v for k, v in target.slots.items() if k != s}
        elif name == "ep":
            _add_ep(op, env, mother, cfrom, cto)
        elif name == "qeq":
            mother.hcons.append((env.term(op[1]), env.term(op[2])))
        elif name == "eq":
            _unify(env.term(op[1]), env.term(op[2]))
        elif name == "props":
            var = env.term(op[1]).find()
            for a in op[2:]:
                k, _, v = a.partition("=")
                v = env.text(v)
                if v:
                    var.props[k] = v
        else:  # pragma: no cover - formalism rejects unknown ops
            raise CompositionError(f"unknown op {name}")


def _add_ep(op, env: _Env, mother: Sign, cfrom: int, cto: int) -> None:
    pred = env.text(op[1])
    lbl = env.term(op[2])
    args: dict[str, object] = {"ARG0": env.term(op[3])} if len(op) > 3 and "=" not in op[3] else {}
    for a in op[4 if args else 3:]:
        role, _, val = a.partition("=")
        if role == "CARG":
            args[role] = env.text(val.strip('"'))
        else:
            args[role] = env.term(val)
    mother.eps.append((pred, lbl, args, cfrom, cto))


def _leaf(grammar: Grammar, item: Item) -> Sign:
    lextype = grammar.types[item.type]
    attrs = dict(item.attrs)
    attrs.setdefault("form", item.form)
    for k, v in item.feats:
        attrs.setdefault(k, v)
    env = _Env([], dict(item.feats), attrs)
    sign = Sign({}, {})
    _run_ops(lextype.ops, env, sign, item.cfrom, item.cto)
    return sign


def _dtr_span(d: Derivation, spans) -> tuple[int, int]:
    if d.item is not None:
        return d.item.cfrom, d.item.cto
    return spans[d.start][0], spans[d.end - 1][2]


def _build(grammar: Grammar, d: Derivation, spans) -> Sign:
    if d.item is not None:
        return _leaf(grammar, d.item)
    dtrs = [_build(grammar, c, spans) for c in d.children]
    mother = Sign({}, {})
    for s in dtrs:
        mother.eps.extend(s.eps)
        mother.hcons.extend(s.hcons)
    # phrases extend over punctuation attached to their last word, as the ERG's do
    cfrom, cto = spans[d.start][0], spans[d.end - 1][2]
    dspans = [_dtr_span(c, spans) for c in d.children]
    env = _Env(dtrs, dict(d.bindings), {})
    _run_ops(d.rule.ops, env, mother, cfrom, cto, dspans)
    return mother


def compose(grammar: Grammar, d: Derivation, spans: list[tuple[int, int]]) -> MRS:
    """Build the MRS of derivation *d*; *spans* are the tokens' (cfrom, cto, end with attached
    punctuation)."""
    sign = _build(grammar, d, spans)
    top = Var("h")
    ltop = sign.hook.get("ltop")
    hcons = list(sign.hcons)
    if ltop is not None:
        hcons.insert(0, (top, ltop))
    names: dict[int, str] = {}
    counter = [0]
    variables: dict[str, dict[str, str]] = {}

    def name(v: Var) -> str:
        r = v.find()
        got = names.get(id(r))
        if got is None:
            sort = r.sort if r.sort != "u" else "i"
            got = f"{sort}{counter[0]}"
            counter[0] += 1
            names[id(r)] = got
            variables[got] = dict(r.props)
        return got

    top_name = name(top)
    index = sign.hook.get("index")
    index_name = name(index) if index is not None else None
    rels = []
    for pred, lbl, args, cfrom, cto in sign.eps:
        lbl_name = name(lbl)
        margs = {}
        for role, val in args.items():
            margs[role] = val if isinstance(val, str) else name(val)
        rels.append(EP(pred, lbl_name, margs, lnk=Lnk.charspan(cfrom, cto)))
    hc = [HCons(name(hi), "qeq", name(lo)) for hi, lo in hcons]
    return MRS(top_name, index_name, rels, hc, variables=variables)
