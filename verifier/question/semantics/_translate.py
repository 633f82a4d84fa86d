"""One scope tree of an MRS → a formula, by the rule of each EP (see the rule table in
:mod:`verifier.question.semantics`) and what the constructions found (:class:`._analysis._Analysis`).

A quantifier node becomes its quantifier over restriction and body (``_every_q`` → ∀x. R → B, a wh
quantifier leaves its variable free), every other EP an atom of its arguments, with the degree a
construction gave it as a last argument (``_tall_a_1(x, d)``).
"""

from __future__ import annotations

from typing import Optional, Sequence

from delphin import mrs as _mrs

from ...logic import TRUE, Atom, Cmp, Const, Eq, Exists, Forall, Formula, Implies, Not, Num, Var, disj, free_vars, substitute
from ...logic.formulas import Count
from ..predicates import words
from ..scales import adjective_scale, scale_predicate
from ..scope import ScopedTree
from ._analysis import _Analysis, _ep_index, _head_var
from ._rules import _QUANT_RULES, _conj, _is_handle, _roles, _vtype, rule_of


class _Translator:
    def __init__(self, an: _Analysis) -> None:
        self.an = an
        self.m = an.m
        self.notes: list[str] = []
        self.by_label = _ep_index(an.m)
        self.qeq = {hc.hi: hc.lo for hc in an.m.hcons}
        self._suppressed: set[int] = set()  # EPs a construction reads itself (see _count_vs)

    # terms
    def var(self, v: str) -> Var:
        return Var(self.an.rep(v))

    def term_args(self, i: int, ep: _mrs.EP, kids: dict[str, Formula], extra: list[Formula]) -> list:
        out = []
        for r in _roles(ep):
            v = ep.args[r]
            if r == "ARG0":
                if _vtype(v) in ("e", "i", "u") and v not in self.an.keep_arg0:
                    continue
                out.append(self.var(v))
            elif _is_handle(r, v):
                hv = _head_var(self.m, self.qeq.get(v, v), self.by_label)
                sub = kids.get(v)
                if sub is not None:
                    extra.append(sub)
                if hv is None:
                    self.notes.append(f"{ep.predicate}: the clause in {r} has no characteristic variable")
                    out.append(Var("p" + v[1:]))
                else:
                    out.append(self.var(hv))
            else:
                out.append(self.var(v))
        return out

    def ep_formula(self, i: int, kids: dict[str, Formula]) -> Formula:
        if i in self._suppressed:
            return TRUE
        an, ep = self.an, self.m.rels[i]
        rule = rule_of(ep.predicate)
        handles = [v for r, v in ep.args.items() if _is_handle(r, v)]
        if i in an.same_as:
            # "X is in the same N as Y": what the event says of X, said of Y (with an event of its own)
            cluster, subj, y = an.same_as[i]
            copy = _conj(self.ep_formula(k, {}) for k in cluster)
            ren = {self.var(subj): self.var(y)}
            for k in cluster:
                ev = self.m.rels[k].iv
                if ev and _vtype(ev) == "e":
                    ren.setdefault(self.var(ev), Var(self.an.rep(ev) + "_as"))
            return substitute(copy, ren)
        if rule.startswith("coord") and "L-HNDL" in ep.args and "R-HNDL" in ep.args:
            # clauses coordinated as scopes of their own: each side is its handle's formula
            sides = [kids.get(ep.args["L-HNDL"], TRUE), kids.get(ep.args["R-HNDL"], TRUE)]
            return disj(sides) if rule == "coord-or" else _conj(sides)
        if i in an.consumed:  # replaced by a construction; an embedded clause still counts
            return _conj(kids.get(h, TRUE) for h in handles)
        if rule == "neg":
            return Not(_conj(kids.get(h, TRUE) for h in handles))
        if rule == "transparent":
            return _conj(kids.get(h, TRUE) for h in handles)
        if rule == "cond":
            then, cond = kids.get(ep.args.get("ARG1"), TRUE), kids.get(ep.args.get("ARG2"), TRUE)
            return Implies(cond, then)
        if rule == "there":
            return TRUE
        if i in an.temporal:
            prep, ev, year = an.temporal[i]
            return Atom(prep, (self.var(ev), self.var(year)))
        if i in an.compare:
            op, d1, than, adj = an.compare[i]
            if isinstance(than, Num):
                return Cmp(op, Var(d1), than)
            a = self.m.rels[adj]
            if (adjective_scale(a.predicate) or ("",))[0] == "time" and any(
                    o.predicate == "yofc" and o.iv == than for o in self.m.rels):
                # "earlier than 1400": a year's place in time is the year itself
                return Cmp(op, Var(d1), self.var(than))
            d2 = Var(d1 + "_" + than)
            args = [self.var(v) for r, v in ((r, a.args[r]) for r in _roles(a)) if r != "ARG0" and r != "ARG1"
                    and not _is_handle(r, v)]
            return _conj([Atom(scale_predicate(a.predicate), tuple([self.var(than)] + args + [d2])),
                          Cmp(op, Var(d1), d2)])
        if i in an.identities:
            a, b = self.var(ep.args["ARG1"]), self.var(ep.args["ARG2"])
            if _vtype(ep.iv or "") == "e":  # conjoined nominals: one individual, each noun on its own variable
                return Eq(a, b)
            x = self.var(ep.iv)  # "is a C and a D": the coordination is each conjunct
            return _conj([Eq(x, a), Eq(x, b)])
        if rule == "copula":  # a copula that was not resolved (negated): an identity
            a, b = ep.args.get("ARG1"), ep.args.get("ARG2")
            if a and b:
                return Eq(self.var(a), self.var(b))
        extra: list[Formula] = []
        args = self.term_args(i, ep, kids, extra)
        if ep.carg is not None and i not in an.plain_degree:
            args.append(Const(ep.carg, kind="literal"))
        pred = an.renamed.get(i, ep.predicate)
        if i in an.degree_of:
            args.append(Var(an.degree_of[i]))
            if i not in an.plain_degree:  # a degree is a value on the scale its high pole names
                pred = scale_predicate(pred)
        return _conj([Atom(pred, tuple(args))] + extra)

    def node(self, t: Optional[ScopedTree], bound: frozenset) -> Formula:
        if t is None:
            self.notes.append("an open hole was read as true")
            return TRUE
        an = self.an
        quant = [i for i in t.eps if self.m.rels[i].is_quantifier()]
        if quant:
            q = self.m.rels[quant[0]]
            rule = rule_of(q.predicate)
            if rule not in _QUANT_RULES:
                rule = "exists"
            v = self.var(q.iv)
            inner = bound | {v}
            if q.iv in an.count_vs and quant[0] not in an.consumed and self._count_vs_applies(q.iv, bound):
                compared = self._count_vs(q.iv, v, t, inner)
                if compared is not None:
                    others = _conj(self.ep_formula(i, {}) for i in t.eps if i not in quant[:1])
                    return _conj([compared, others])
            r = self.node(t.child(q.args.get("RSTR", "")), inner) if "RSTR" in q.args else TRUE
            b = self.node(t.child(q.args.get("BODY", "")), inner) if "BODY" in q.args else TRUE
            others = _conj(self.ep_formula(i, {}) for i in t.eps if i not in quant[:1])
            if quant[0] in an.consumed or v.name in an.free_quant or v in bound or rule == "wh":
                f = _conj([r, b])
            elif rule == "forall" and q.iv in an.answer_np_universals:
                # "give me the capitals of all countries that …": the answers are the capitals of each
                # such country, not one capital of all of them (a listing question distributes)
                self.notes.append(f"“{words(q.predicate)}” over what the answers depend on: the answers"
                                  " for each of them (read as ∃)")
                f = Exists((v,), _conj([r, b]))
            elif rule == "forall":
                f = Forall((v,), Implies(r, b))
            elif (counted := self._counted(q.iv)) is not None:
                op, number = an.count_cmp[counted]
                extra = []
                noun = an.count_noun.get(counted)
                if noun is not None:
                    args = [v] + [self.var(noun.args[r]) for r in _roles(noun) if r != "ARG0"
                                  and not _is_handle(r, noun.args[r])]
                    extra.append(Atom(noun.predicate, tuple(args)))
                extra += [Atom(a.predicate, (v,)) for a in an.count_mods.get(counted, ())]
                f = Count((v,), _conj([r, b] + extra), op, Num(number))
            elif rule in ("most", "fewest") and q.iv in an.count_of:
                # the number of witnesses is the measure of the superlative
                f = Count((v,), _conj([r, b]), "=", Var(an.count_of[q.iv]))
            elif rule in ("most", "fewest"):
                self.notes.append(f"{q.predicate}: read as ∃ (a proportion is not modelled)")
                f = Exists((v,), _conj([r, b]))
            elif rule == "no":
                f = Not(Exists((v,), _conj([r, b])))
            else:
                f = Exists((v,), _conj([r, b]))
            return _conj([f, others])
        kids = {h: self.node(c, bound) for h, c in t.plugs}
        ors = [i for i in t.eps if i in an.event_or]
        if ors:
            return self._event_or(t.eps, ors[0], kids)
        return _conj(self.ep_formula(i, kids) for i in t.eps)

    def _counted(self, name: str) -> Optional[str]:
        """The counted variable whose count the quantifier of ``name`` states: ``name`` itself, or one a
        copula identified with it. The quantifier that binds the pair first (the outer one) carries the
        count; the other one then finds its variable bound and adds only its restriction.

        "Which states are at most 1 language the official language of?": ``_be_v_id(e, x11, x16)`` makes
        the counted languages ``x11`` the official languages ``x16`` of the state; the definite "the" of
        ``x16`` outscopes the count's ``udef_q``, so keyed by ``x11`` alone the count was never read and
        the question said only "some official language" (a query without any count was accepted). Read
        so, it is #{x11 | official(x11) ∧ language(x11) ∧ of(x11, x3)} ≤ 1."""
        if name in self.an.count_cmp:
            return name
        rep = self.an.rep(name)
        return next((w for w in self.an.count_cmp if w != name and self.an.rep(w) == rep), None)

    def _count_vs_applies(self, name: str, bound: frozenset) -> bool:
        """The count reading of "A has more N than B" needs A and B bound outside the counted phrase
        (or A an answer), so that what the count says of A it can say of B; in the other scopings the
        comparison stays one of degrees."""
        _, owner, than, _, _ = self.an.count_vs[name]
        o, t = self.var(owner), self.var(than)
        return o != t and t in bound and (o in bound or owner in self.an.free_quant)

    def _count_vs(self, name: str, v: Var, t: ScopedTree, inner: frozenset) -> Optional[Formula]:
        """``#{v | body} op n ∧ #{z | body[A := B]} = n``: the number of Ns A has against the number
        of Ns B has, the comparative's degree EPs left out of the body."""
        op, owner, than, i_comp, i_adj = self.an.count_vs[name]
        q = next(k for k in t.eps if self.m.rels[k].is_quantifier())
        self._suppressed |= {i_comp, i_adj}
        try:
            qep = self.m.rels[q]
            r = self.node(t.child(qep.args.get("RSTR", "")), inner) if "RSTR" in qep.args else TRUE
            b = self.node(t.child(qep.args.get("BODY", "")), inner) if "BODY" in qep.args else TRUE
        finally:
            self._suppressed -= {i_comp, i_adj}
        body = _conj([r, b])
        if self.var(owner) not in free_vars(body):
            return None  # the counted phrase says nothing of A here: no number of A's to compare in this scoping
        # what else the counted phrase mentions (an event, a noun's unexpressed argument) is each count's own:
        # "A appears in more books than B" counts B's appearances, not the books of A's appearance
        kept = set(inner) | {self.var(owner), self.var(than)} | {self.var(a) for a in self.an.free_quant}
        body = Exists(tuple(sorted(free_vars(body) - kept, key=lambda x: x.name)), body) \
            if free_vars(body) - kept else body
        n, z = Var("n" + name), Var(name + "_than")
        than_body = substitute(body, {v: z, self.var(owner): self.var(than)})
        self.notes.append("“more N than B”: the number of Ns the subject has is compared with the number B has"
                          " (the than-phrase is elliptical for “than B has”)")
        return Exists((n,), _conj([Count((v,), body, op, n), Count((z,), than_body, "=", n)]))

    def _event_or(self, eps: Sequence[int], i_or: int, kids: dict[str, Formula]) -> Formula:
        """``e1 or e2`` in one label: the predications about each event (and their modifiers) form
        the two disjuncts; the rest of the label is conjoined outside."""
        rels = self.m.rels
        sides: list[set[int]] = []
        for role in ("ARG1", "ARG2"):
            ev = {rels[i_or].args.get(role)}
            side: set[int] = set()
            grew = True
            while grew:  # the event's own EPs, then EPs about those, transitively
                grew = False
                for i in eps:
                    if i in side or i == i_or:
                        continue
                    ep = rels[i]
                    if ep.iv in ev or (ep.args.get("ARG1") in ev and _vtype(ep.iv or "") in ("e", "i")):
                        side.add(i)
                        ev.add(ep.iv)
                        grew = True
            sides.append(side)
        rest = [i for i in eps if i != i_or and i not in sides[0] and i not in sides[1]]
        left = _conj(self.ep_formula(i, kids) for i in eps if i in sides[0])
        right = _conj(self.ep_formula(i, kids) for i in eps if i in sides[1] and i not in sides[0])
        self.notes.append(f"{rels[i_or].predicate} over events: a disjunction")
        return _conj([disj([left, right])] + [self.ep_formula(i, kids) for i in rest])
