"""A bottom-up chart parser over feature categories, with a packed forest and k-best extraction.

Passive edges are packed by (category, features, span): two analyses of the same span with the
same category share one edge, so the chart stays polynomial however ambiguous the question.
Active edges are packed by (rule, dot, span, feature bindings) and point back to the active edge
they extend, so the forest is binarised. Derivations are read off afterwards, best first, with
at most ``k`` kept per edge (scores add up rule, type and item weights).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ...bounds import reached
from .formalism import Grammar, Pattern, Rule

__all__ = ["Item", "Derivation", "Chart", "parse_chart"]


@dataclass(frozen=True)
class Item:
    """A lexical item on the chart: words ``start``…``end`` (token positions, end exclusive)."""

    start: int
    end: int
    cat: str
    feats: tuple[tuple[str, str], ...]
    type: str
    attrs: tuple[tuple[str, str], ...]
    weight: float
    cfrom: int
    cto: int
    form: str

    def attr(self, name: str, default: str | None = None) -> str | None:
        for k, v in self.attrs:
            if k == name:
                return v
        return default


@dataclass(frozen=True)
class Derivation:
    """A derivation tree: a lexical leaf (``item``) or a rule application over ``children``."""

    score: float
    rule: Rule | None
    bindings: tuple[tuple[str, str], ...]
    children: tuple["Derivation", ...]
    item: Item | None
    start: int
    end: int

    def label(self) -> str:
        return self.item.type if self.item is not None else self.rule.name

    def tree(self) -> str:
        """A bracketed rendering, for debugging and explanations."""
        if self.item is not None:
            return f"({self.item.type} {self.item.form})"
        return f"({self.rule.name} " + " ".join(c.tree() for c in self.children) + ")"


def _match(pattern: Pattern, feats: dict[str, str], bindings: dict[str, str]) -> dict[str, str] | None:
    """Unify *pattern*'s constraints with an edge's features under *bindings*; new bindings or None."""
    out = None
    for name, spec in pattern.feats:
        value = feats.get(name)
        if value is None:
            # an edge silent on a feature is compatible with anything
            continue
        if spec.values is not None and value not in spec.values:
            return None
        if spec.var is not None:
            bound = bindings.get(spec.var) if out is None else out.get(spec.var)
            if bound is None:
                if out is None:
                    out = dict(bindings)
                out[spec.var] = value
            elif bound != value:
                return None
    return bindings if out is None else out


def _mother_feats(pattern: Pattern, bindings: dict[str, str]) -> tuple[tuple[str, str], ...]:
    out = []
    for name, spec in pattern.feats:
        if spec.var is not None:
            v = bindings.get(spec.var)
            if v is not None:
                out.append((name, v))
            elif spec.values is not None and len(spec.values) == 1:
                out.append((name, next(iter(spec.values))))
        elif spec.values is not None and len(spec.values) == 1:
            out.append((name, next(iter(spec.values))))
    return tuple(sorted(out))


@dataclass
class _Passive:
    key: tuple
    cat: str
    feats: dict[str, str]
    start: int
    end: int
    bps: list = field(default_factory=list)  # ("item", Item) | ("rule", Rule, _Active, bindings)


@dataclass
class _Active:
    rule: Rule
    dot: int
    start: int
    end: int
    bindings: dict[str, str]
    bps: list = field(default_factory=list)  # (prev _Active | None, _Passive)


class Chart:
    """The parse chart of one token sequence. Build with :func:`parse_chart`."""

    def __init__(self, grammar: Grammar, n: int, max_edges: int = 20000, commas: frozenset[int] = frozenset()):
        self.grammar = grammar
        self.n = n
        #: token positions a comma stands before (after token i-1): where ``comma N`` daughters may end
        self.commas = commas
        self.max_edges = max_edges
        self.passive: dict[tuple, _Passive] = {}
        self.active: dict[tuple, _Active] = {}
        self.by_start: dict[int, list[_Passive]] = {}
        self.waiting: dict[tuple[int, str], list[_Active]] = {}  # (end, next category)
        self.rules_by_first: dict[str, list[Rule]] = {}
        for r in grammar.rules:
            self.rules_by_first.setdefault(r.daughters[0].cat, []).append(r)
        self.agenda: list = []
        self.truncated = False

    # -- building -------------------------------------------------------------------------
    def add_item(self, item: Item) -> None:
        feats = dict(item.feats)
        self._add_passive(item.cat, tuple(sorted(feats.items())), item.start, item.end, ("item", item))

    def _add_passive(self, cat, feats, start, end, bp) -> None:
        defaults = self.grammar.defaults.get(cat)
        if defaults:
            # an edge silent on a feature with a declared default takes the default, so that
            # rules can tell "kind=name" from "not said"
            have = dict(feats)
            if any(k not in have for k in defaults):
                for k, v in defaults.items():
                    have.setdefault(k, v)
                feats = tuple(sorted(have.items()))
        key = (cat, feats, start, end)
        edge = self.passive.get(key)
        if edge is None:
            if len(self.passive) + len(self.active) > self.max_edges:
                self.truncated = True
                return
            edge = _Passive(key, cat, dict(feats), start, end)
            self.passive[key] = edge
            self.by_start.setdefault(start, []).append(edge)
            self.agenda.append(edge)
        edge.bps.append(bp)

    def _add_active(self, rule: Rule, dot: int, start: int, end: int, bindings: dict, bp) -> None:
        if rule.commas and dot - 1 in rule.commas:
            # the daughter just found must be followed by a comma and hold none
            start_d = bp[1].start
            if end not in self.commas or any(start_d < c < end for c in self.commas):
                return
        if rule.nocommas and dot - 1 in rule.nocommas and end in self.commas:
            return  # the daughter just found may not be followed by a comma ("a country, of X")
        if dot == len(rule.daughters):
            act = _Active(rule, dot, start, end, bindings, [bp])
            feats = _mother_feats(rule.mother, bindings)
            self._add_passive(rule.mother.cat, feats, start, end,
                              ("rule", rule, act, tuple(sorted(bindings.items()))))
            return
        key = (id(rule), dot, start, end, tuple(sorted(bindings.items())))
        act = self.active.get(key)
        if act is None:
            act = _Active(rule, dot, start, end, bindings)
            self.active[key] = act
            self.waiting.setdefault((end, rule.daughters[dot].cat), []).append(act)
            act.bps.append(bp)
            self.agenda.append(act)
        else:
            act.bps.append(bp)

    def run(self) -> None:
        popped = 0
        while self.agenda:
            if self.truncated:
                break
            popped += 1
            if popped % 512 == 0:  # (the check's wall-clock bound, asked every few hundred edges)
                reached("parse")
            edge = self.agenda.pop()
            if isinstance(edge, _Passive):
                for rule in self.rules_by_first.get(edge.cat, ()):
                    b = _match(rule.daughters[0], edge.feats, {})
                    if b is not None:
                        self._add_active(rule, 1, edge.start, edge.end, b, (None, edge))
                for act in list(self.waiting.get((edge.start, edge.cat), ())):
                    b = _match(act.rule.daughters[act.dot], edge.feats, act.bindings)
                    if b is not None:
                        self._add_active(act.rule, act.dot + 1, act.start, edge.end, b, (act, edge))
            else:
                act = edge
                want = act.rule.daughters[act.dot]
                for pas in list(self.by_start.get(act.end, ())):
                    if pas.cat != want.cat:
                        continue
                    b = _match(want, pas.feats, act.bindings)
                    if b is not None:
                        self._add_active(act.rule, act.dot + 1, act.start, pas.end, b, (act, pas))

    # -- reading derivations --------------------------------------------------------------
    def roots(self) -> list[_Passive]:
        return [e for e in self.passive.values()
                if e.start == 0 and e.end == self.n and e.cat in self.grammar.start]

    def derivations(self, k: int = 8) -> list[Derivation]:
        """The *k* best complete derivations (root categories spanning the whole input)."""
        memo: dict[int, list[Derivation]] = {}
        amemo: dict[int, list[tuple[float, tuple[Derivation, ...]]]] = {}
        busy: set[int] = set()

        def passive(edge: _Passive) -> list[Derivation]:
            got = memo.get(id(edge))
            if got is not None:
                return got
            if id(edge) in busy:  # a unary cycle: no finite derivation through here
                return []
            busy.add(id(edge))
            out: list[Derivation] = []
            for bp in edge.bps:
                if bp[0] == "item":
                    it = bp[1]
                    out.append(Derivation(it.weight, None, (), (), it, it.start, it.end))
                    continue
                _, rule, act, bindings = bp
                for score, kids in active(act):
                    if rule.locality:
                        score += rule.locality * (kids[0].end - kids[0].start)
                    out.append(Derivation(score + rule.weight, rule, bindings, kids, None,
                                          edge.start, edge.end))
            busy.discard(id(edge))
            out.sort(key=lambda d: -d.score)
            out = out[:k]
            memo[id(edge)] = out
            return out

        def active(act: _Active) -> list[tuple[float, tuple[Derivation, ...]]]:
            got = amemo.get(id(act))
            if got is not None:
                return got
            out = []
            for prev, pas in act.bps:
                lefts = active(prev) if prev is not None else [(0.0, ())]
                rights = passive(pas)
                for (ls, lk), d in itertools.product(lefts, rights):
                    out.append((ls + d.score, lk + (d,)))
            out.sort(key=lambda t: -t[0])
            out = out[:k]
            amemo[id(act)] = out
            return out

        result: list[Derivation] = []
        for root in self.roots():
            result.extend(passive(root))
        result.sort(key=lambda d: -d.score)
        return result[:k]


def parse_chart(grammar: Grammar, items: list[Item], n: int, max_edges: int = 20000,
                commas: frozenset[int] = frozenset()) -> Chart:
    """Parse *items* over *n* tokens; *commas*: the token positions a comma stands before."""
    chart = Chart(grammar, n, max_edges, commas)
    for it in items:
        chart.add_item(it)
    chart.run()
    return chart
