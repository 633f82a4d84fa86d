"""The working state of one MRS's analysis and the registry of constructions that fill it.

Each construction ("how many", superlatives, copulas, pronouns …) is one function ``f(ctx)``
registered under its name with :func:`construction`; :func:`verifier.question.semantics._constructions.analyse`
runs them in the order of :data:`ORDER`, as rdflib's SPARQL evaluator dispatches one ``evalX(ctx, part)``
per algebra node. A construction reads the MRS through the context and records what it finds there
(consumed EPs, answer variables, notes …); later constructions see what earlier ones recorded, which
is why the order is fixed in one place.

>>> sorted(ORDER)[:3]
['answer-universals', 'cardinals', 'command-words']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Optional

from delphin import mrs as _mrs

from ._analysis import _card_groups, _ep_index, _named_heads, _UnionFind
from ._rules import _DEFINITES, rule_of

__all__ = ["ORDER", "CONSTRUCTIONS", "construction"]

#: the constructions, in the order they run (each sees what the earlier ones recorded)
ORDER: tuple[str, ...] = (
    "request", "embedded-question", "imperative-object", "command-words",
    "measure", "superlative", "comparative", "ordinal", "most", "number-of",
    "light-words", "regarded-as", "cardinals", "where-located", "place-time", "place-had-at",
    "conjoined-nominals", "have-as-person", "copula", "naming", "same-referent", "pronoun",
    "event-coordination", "kept-events", "answer-universals",
)

#: construction name → its function (filled by :func:`construction`)
CONSTRUCTIONS: dict[str, Callable[["_Context"], None]] = {}


def construction(name: str) -> Callable:
    """Register ``f(ctx)`` as the construction ``name`` (one of :data:`ORDER`)."""
    if name not in ORDER:
        raise ValueError(f"construction {name!r} is not in ORDER")

    def register(f: Callable[["_Context"], None]) -> Callable[["_Context"], None]:
        if name in CONSTRUCTIONS:
            raise ValueError(f"construction {name!r} registered twice")
        CONSTRUCTIONS[name] = f
        return f

    return register


@dataclass
class _Context:
    """One MRS, its indexes, and what the constructions have found so far (mutated while they run;
    :func:`verifier.question.semantics._constructions.analyse` freezes it into an ``_Analysis``)."""

    m: _mrs.MRS
    text: Optional[str]
    rels: list = field(default_factory=list)
    by_label: dict[str, list[int]] = field(default_factory=dict)
    qeq: dict[str, str] = field(default_factory=dict)
    binder: dict[str, int] = field(default_factory=dict)  # variable → its quantifier EP
    by_arg0: dict[str, list[int]] = field(default_factory=dict)  # variable → the EPs it is the ARG0 of
    cards: dict = field(default_factory=dict)  # see _card_groups
    heads: list[str] = field(default_factory=list)  # the named individuals (see _named_heads)
    definites: set[str] = field(default_factory=set)  # variables of definite quantifiers
    wh: list[str] = field(default_factory=list)
    kind: str = "yes-no"
    main: set[str] = field(default_factory=set)  # labels of the clause the question asks about
    request: Optional[tuple] = None  # (EP index, EP, role, object) of an imperative or a request
    consumed: set[int] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    free_quant: set[str] = field(default_factory=set)
    count_cmp: dict = field(default_factory=dict)
    count_noun: dict = field(default_factory=dict)
    count_mods: dict = field(default_factory=dict)
    count_vs: dict = field(default_factory=dict)
    count_of: dict[str, str] = field(default_factory=dict)
    plain_degree: set[int] = field(default_factory=set)
    event_or: set[int] = field(default_factory=set)
    degree_of: dict[int, str] = field(default_factory=dict)
    extremum: Optional[tuple] = None
    compare: dict[int, tuple] = field(default_factory=dict)
    temporal: dict[int, tuple[str, str, str]] = field(default_factory=dict)
    renamed: dict[int, str] = field(default_factory=dict)  # EP index → the predicate it is read as
    same_referent: list[tuple[str, str]] = field(default_factory=list)  # variables denoting one individual
    same_as: dict[int, tuple] = field(default_factory=dict)
    distinct: list[tuple[str, str, str]] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    top: Optional[int] = None
    uf: _UnionFind = field(default_factory=_UnionFind)
    identified: set[str] = field(default_factory=set)
    negated: set = field(default_factory=set)  # labels under a negation
    wh_set: set[str] = field(default_factory=set)  # the answers when the copulas are unified
    keep: set[str] = field(default_factory=set)
    answer_np_universals: set[str] = field(default_factory=set)
    identities: set[int] = field(default_factory=set)  # _and_c EPs of conjoined nominals: read as x = y

    @classmethod
    def of(cls, m: _mrs.MRS, text: Optional[str]) -> "_Context":
        rels = m.rels
        by_arg0: dict[str, list[int]] = {}
        for i, ep in enumerate(rels):
            if not ep.is_quantifier() and ep.iv:
                by_arg0.setdefault(ep.iv, []).append(i)
        wh = [ep.iv for ep in sorted((e for e in rels if e.is_quantifier() and rule_of(e.predicate) == "wh"),
                                     key=lambda e: e.cfrom if e.cfrom is not None else 0)]
        return cls(m, text, rels=rels, by_label=_ep_index(m), qeq={hc.hi: hc.lo for hc in m.hcons},
                   binder={ep.iv: i for i, ep in enumerate(rels) if ep.is_quantifier()}, by_arg0=by_arg0,
                   cards=_card_groups(rels), heads=_named_heads(m),
                   definites={ep.iv for ep in rels if ep.is_quantifier() and ep.predicate in _DEFINITES}, wh=wh)

    def prefer(self, v: str) -> int:
        """Which variable of a unified pair names the pair: answers, then free variables, then bound
        ones, then the lowest number."""
        return (0 if v in self.wh_set else 1 if v in self.free_quant else 2 if v in self.binder else 3,
                int(re.sub(r"\D", "", v) or 0))
