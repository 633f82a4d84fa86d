"""Events and universals: coordinated events, the event variables that must stay as arguments, and
universals inside the answer's own noun phrase.

"Give me the capitals of all countries": ``_every_q`` over the countries, an argument of the answer's
noun "capital", distributes, so the answers are the capitals of each country (read as ∃).
"""

from __future__ import annotations

import re

from ._analysis import _head_var
from ._context import _Context, construction
from ._rules import _is_handle, _vtype, rule_of


@construction("event-coordination")
def event_coordination(c: _Context) -> None:
    """Coordination of events is already the conjunction of its conjuncts' predications; a
    disjunction of events splits the predications of its label in two (see ``_Translator.node``)."""
    rels = c.rels
    for i, ep in enumerate(rels):
        rule = rule_of(ep.predicate)
        if rule.startswith("coord") and _vtype(ep.iv or "") == "e" and i not in c.consumed and i not in c.identities:
            others = [o for k, o in enumerate(rels) if k != i and k not in c.consumed and ep.iv in o.args.values()]
            if others:
                continue
            if rule == "coord":
                c.consumed.add(i)
            elif all(c.by_arg0.get(ep.args.get(r, "")) for r in ("ARG1", "ARG2")):
                c.consumed.add(i)
                c.event_or.add(i)


@construction("kept-events")
def kept_events(c: _Context) -> None:
    """Event ARG0s that another (kept) EP refers to, or that a reified handle stands for, stay as
    arguments; the answers are free."""
    refs: dict[str, int] = {}
    for i, ep in enumerate(c.rels):
        if i in c.consumed or i in c.same_as:  # "as Y" is rewritten into a copy of the event's predications
            continue
        for r, v in ep.args.items():
            if r == "CARG":
                continue
            if r == "ARG0" and not ep.is_quantifier():
                refs[v] = refs.get(v, 0)  # introduced here, not a reference
                continue
            if r == "ARG1" and i in c.compare:
                continue  # the comparison speaks of the degree, not of the event
            if r == "ARG1" and i in c.temporal:
                v = c.temporal[i][1]  # the preposition speaks of the verb's event
            if _is_handle(r, v) and not ep.is_quantifier() and rule_of(ep.predicate) == "relation":
                hv = _head_var(c.m, c.qeq.get(v, v), c.by_label)
                if hv:
                    refs[hv] = refs.get(hv, 0) + 1
                continue
            refs[v] = refs.get(v, 0) + 1
    keep = {v for v, n in refs.items() if n > 0}
    # an ARG0 shared by two kept EPs is a reference too
    for v, eps in c.by_arg0.items():
        if len([i for i in eps if i not in c.consumed]) > 1:
            keep.add(v)
    c.keep = keep
    c.free_quant.update(c.wh)


@construction("answer-universals")
def answer_universals(c: _Context) -> None:
    """"Give me the capitals of all countries …": a universal over an argument of the answer's own
    noun phrase (a relational noun's argument, a preposition or possessive on the answer) distributes:
    the answers are those of each country. A verb's argument ("rivers that cross all countries") stays ∀."""
    answer_class = {v for v in c.m.variables if c.uf.find(v) in c.wh} | set(c.wh)
    universals = {ep.iv for ep in c.rels if ep.is_quantifier() and rule_of(ep.predicate) == "forall"}
    found: set[str] = set()
    if c.kind in ("wh", "count", "superlative"):
        for o in c.rels:
            if o.is_quantifier():
                continue
            if o.iv in answer_class and "_n_" in o.predicate:
                linked = {v for r, v in o.args.items() if r not in ("ARG0", "CARG")}
            elif o.args.get("ARG1") in answer_class and (o.predicate in ("poss", "compound")
                                                         or re.search(r"_p(_|$)", o.predicate)):
                linked = {o.args.get("ARG2")}
            else:
                continue
            found |= linked & universals
    c.answer_np_universals = found
