"""DUDES stage 3: one combination of lexical choices composed into the DUDES of the whole MRS, along
its argument structure (:func:`compose_mrs`).

"Which rivers flow through Spain?": the clause of ``_flow_v_1`` fills its ``subj`` pair with the
rivers' DUDES and its ``through`` pair with Spain's; a content word left unused fails the combination.
"""

from __future__ import annotations

from dataclasses import replace

from .lexical import copula, empty
from .structure import Dudes, Filter, Iri, Literal, Order, SelectionPair, Triple, Var, compose

from .analysis import (Alternative, Analysis, COMPOUND_PENALTY, EP, GENERIC_LOCATION, OPEN_ARGUMENT_PENALTY,
                       VAGUE_PENALTY, _CARD_COMPARE, _COMPARATIVES, _COMPARE_PREPS, _CONTAINERS, _COORDINATION,
                       _COPULAS, _GAPS, _HAVE, _IGNORE, _IMPERATIVE, _LOCATIVE, _locative_default, _MOST, _THERE)


class _Fail(Exception):
    pass


class _Composer:
    """One combination's composition (mutable bookkeeping of the EPs used, nothing else)."""

    def __init__(self, a: Analysis, choice: dict[int, Alternative]):
        self.a = a
        self.choice = choice
        self.used: set[int] = set(a.handled)
        self.roles: dict[int, dict[str, str]] = {}  # EP → its argument roles' markers
        self.penalty = 1.0  # structural choices that make the reading less likely
        self.covered: dict[int, int] = {}  # EP → the unit that covers it
        for unit, alt in choice.items():
            for i in alt.covers:
                if i != unit:
                    self.covered.setdefault(i, unit)

    # ------------------------------------------------------------ referents

    def np(self, x: str, exclude: int | None = None) -> Dudes:
        a = self.a
        if x.startswith("e"):
            raise _Fail(f"event argument {x}")
        if x not in a.owner:
            base = empty(Var(x))
        else:
            o = a.owner[x]
            if o in self.used:
                raise _Fail(f"{x} used twice")
            alt = self.choice.get(o)
            if alt is None or alt.dudes is None:
                raise _Fail(f"no lexical choice for {a.eps[o].pred}")
            if o in self.covered and self.choice.get(self.covered[o]) is not None:
                raise _Fail(f"{a.eps[o].pred} is part of another unit")
            self.used |= alt.covers
            base = alt.dudes
            head = a.eps[o]
            for role, v in head.args:
                if v == x or not a.expressed(v) or any(i in alt.covers for i, _ in a.mentions.get(v, ()) if i != o):
                    continue
                arg = self.np(v, exclude=o)
                marker = next((p.marker for p in base.pairs if p.marker not in ("mod", "subj", "dobj")), None)
                if marker is None:
                    raise _Fail(f"{head.pred} takes no argument")
                base = _need(compose(base, arg, marker))
        q = a.quantifier.get(x, "")
        if q in _MOST:
            # "the most inhabitants": the highest value of a relational noun (a count of members is
            # no value the KG stores)
            if not isinstance(base.main, Var) or not any(p.marker not in ("mod", "subj", "dobj") for p in base.pairs):
                raise _Fail("most over a count")
            base = base.with_conditions(Order(base.main, _MOST[q]))
        if x in a.wh and base.main is not None:
            base = base.with_marks(("answer", base.main))
        if x == a.count and base.main is not None:
            base = base.with_marks(("count", base.main))
        for m_i, role in list(a.mentions.get(x, ())):
            if m_i == exclude or m_i in self.used:
                continue
            base = self.modify(base, x, m_i, role)
        return base

    def modify(self, base: Dudes, x: str, m_i: int, role: str) -> Dudes:
        a = self.a
        m = a.eps[m_i]
        if m.pred in _IGNORE:
            self.used.add(m_i)
            return base
        if m.pos == "p" and role == "ARG1":
            self.used.add(m_i)
            return self.preposition(base, m)
        if m.pred in ("compound", "poss", "_of_p") and role == "ARG1":
            self.used.add(m_i)
            if m.pred == "compound":
                self.penalty *= COMPOUND_PENALTY  # "Apollo 14 astronauts": an implicit relation
            arg = self.np(m.arg("ARG2"), exclude=m_i)
            marker = "of" if base.pair("of") is not None else next(
                (p.marker for p in base.pairs if p.marker not in ("mod", "subj", "dobj")), None)
            if marker is None and m.pred == "compound" and isinstance(arg.main, Iri):
                # "the comic Captain America": a class noun and the name of one of its members
                be = copula(Var(f"cmp{m_i}"))
                return _need(compose(_need(compose(be, base, "subj")), arg, "pred"))
            if marker is None:
                raise _Fail(f"{m.pred}: the head has no argument to fill")
            return _need(compose(base, arg, marker))
        if m.pred == "appos" and role == "ARG1":
            # "the formula C6H6": the apposition names the same referent
            self.used.add(m_i)
            arg = self.np(m.arg("ARG2"), exclude=m_i)
            be = copula(Var(f"appos{m_i}"))
            return _need(compose(_need(compose(be, base, "subj")), arg, "pred"))
        if m.pred == "card" and role == "ARG1":
            self.used.add(m_i)
            return base
        if m.pred in _CARD_COMPARE or m.pred in _COMPARATIVES or m.pred == "superl":
            raise _Fail(f"{m.pred} on a referent")
        # an adjective, a verb (relative clause) or any other predicate over the referent
        d = self.clause(m_i, via=x)
        if d is None:  # an adjective left out
            return base
        marker = self.roles.get(m_i, {}).get(role) or _marker_for(m, role, d)
        return _need(compose(d, base, marker, main="argument"))

    def preposition(self, base: Dudes, m: EP) -> Dudes:
        prep = m.lemma
        y = m.arg("ARG2")
        if prep in _COMPARE_PREPS and y in self.a.owner:
            arg = self.np(y, exclude=m.i)
            if isinstance(arg.main, Literal) and isinstance(base.main, Var):
                return base.with_conditions(Filter(base.main, _COMPARE_PREPS[prep], arg.main))
        if base.pair(prep) is None:
            return self.vague_preposition(base, m)
        return _need(compose(base, self.np(y, exclude=m.i), prep))

    def vague_preposition(self, base: Dudes, m: EP) -> Dudes:
        """A preposition on a noun that its frame does not take: the property the lexicon most often
        expresses with that preposition for the noun's class, the noun its subject."""
        lexical = self.a.lexical
        classes = [str(c.o.name) for c in base.conditions if isinstance(c, Triple) and c.s == base.main
                   and c.p == Iri("rdf:type") and isinstance(c.o, Iri)]
        obj = self.np(m.arg("ARG2"), exclude=m.i)
        hint = obj.main.name.split(":")[-1].replace("_", " ") if isinstance(obj.main, Iri) else ""
        props = lexical.vague_properties(m.lemma, classes, hint) if lexical is not None else []
        if not props and _locative_default(m.lemma):
            props = [GENERIC_LOCATION]
        if not props or not isinstance(base.main, Var):
            raise _Fail(f"no '{m.lemma}' argument")
        h, o = Var(f"vh{m.i}"), Var(f"vo{m.i}")
        relation = Dudes(h, frozenset({h, o}), (Triple(h, Iri(props[0]), o),),
                         (SelectionPair(o, m.lemma), SelectionPair(h, "head")),
                         sources=(f"vague '{m.lemma}' on {classes[0]}: {props[0]}",))
        self.penalty *= VAGUE_PENALTY
        with_object = _need(compose(relation, obj, m.lemma))
        return _need(compose(with_object, base, "head", main="argument"))

    # ------------------------------------------------------------ predicates

    def clause(self, i: int, via: str | None = None) -> Dudes | None:
        a = self.a
        ep = a.eps[i]
        if i in self.used:
            raise _Fail(f"{ep.pred} used twice")
        self.used.add(i)
        head = Var(ep.arg0 or f"e{i}")
        roles: dict[str, str] = {}
        if ep.pred in _COPULAS or (ep.pred == "loc_nonsp" and (ep.arg("ARG1") or "").startswith("x")):
            # "Where is the birthplace of Goethe?": a place or time asked of a noun is that noun
            d = copula(head)
            roles = {"ARG1": "subj", "ARG2": "pred"}
        elif ep.pred in _THERE:
            d = Dudes(None, frozenset({head}), (), (SelectionPair(head, "subj"),))
            roles = {"ARG1": "subj"}
        elif ep.pred in _HAVE:
            obj = ep.arg("ARG2")
            if not a.expressed(obj):
                raise _Fail("have without an object")
            o = self.np(obj, exclude=i)
            of = o.pair("of") or next((p for p in o.pairs if p.marker not in ("mod", "subj", "dobj")), None)
            if of is None:
                raise _Fail("have: the object is not relational")
            # lexical rule: "X has a Y" is "X is the of-argument of Y"
            pairs = tuple(SelectionPair(p.var, "subj") if p is of else p for p in o.pairs)
            d = replace(o, main=None, pairs=pairs)
            roles = {"ARG1": "subj"}
        elif ep.pred in _IMPERATIVE:
            obj = ep.arg(_IMPERATIVE[ep.pred])
            if not a.expressed(obj):
                raise _Fail("imperative without an object")
            own = a.owner.get(obj)
            if own is not None and a.eps[own].pred in _CONTAINERS and a.expressed(a.eps[own].arg("ARG1") or ""):
                # "Give me a list of all lakes": the list is the lakes asked for
                if any(m not in (i, own) for m, _ in a.mentions.get(obj, ())):
                    raise _Fail(f"{a.eps[own].pred} is modified")
                self.used.add(own)
                obj = a.eps[own].arg("ARG1")
            o = self.np(obj, exclude=i)
            if o.main is None or o.marked("answer") is not None or o.marked("count") is not None:
                d = o
            else:
                d = o.with_marks(("answer", o.main))
            return self.event_modifiers(replace(d, main=None), ep)
        else:
            alt = self.choice.get(i)
            if alt is None:
                raise _Fail(f"no lexical choice for {ep.pred}")
            if alt.dudes is None:
                if a.mentions.get(ep.arg0):
                    raise _Fail(f"{ep.pred} is left out but modified")
                return None
            d = alt.dudes
            if ep.pos == "a":
                roles = {"ARG1": "mod"}
            else:
                roles = {"ARG1": "subj", "ARG2": "dobj"}
                if d.pair("dobj") is None:
                    pp = next((p.marker for p in d.pairs if p.marker not in ("subj", "mod")), None)
                    if not a.expressed(ep.arg("ARG1")) and via != ep.arg("ARG1"):
                        roles = {"ARG2": "subj"}  # "X was born in Y": the passive's subject is ARG2
                    elif pp is not None:
                        roles["ARG2"] = pp
        self.roles[i] = roles
        for role, v in ep.args:
            if v == via or role not in roles or not a.expressed(v):
                continue
            if v.startswith("e"):
                raise _Fail(f"{ep.pred}: clausal argument")
            d = self.fill(d, v, roles[role], i)
        return self.event_modifiers(d, ep)

    def fill(self, d: Dudes, v: str, marker: str, exclude: int) -> Dudes:
        """``d`` with the referent ``v`` through ``marker``; a coordination of individuals ("contain
        carbon and oxygen") distributes: ``d`` is composed with each conjunct and the results merged."""
        a = self.a
        o = a.owner.get(v)
        if o is not None and a.eps[o].pred in _COORDINATION and o not in self.used:
            self.used.add(o)
            parts = [a.eps[o].arg(r) for r in ("ARG1", "ARG2", "L-INDEX", "R-INDEX")]
            parts = [p for p in parts if p and p.startswith("x")]
            if len(parts) != 2:
                raise _Fail("coordination without two conjuncts")
            if a.wh & set(parts) or v in a.wh:
                raise _Fail("coordinated wh-phrases")
            results = [_need(compose(d, self.np(p, exclude=o), marker)) for p in parts]
            return merge_conjuncts(results[0], results[1])
        return _need(compose(d, self.np(v, exclude=exclude), marker))

    def event_modifiers(self, d: Dudes, ep: EP) -> Dudes:
        a = self.a
        for m_i, role in list(a.mentions.get(ep.arg0, ())):
            if m_i in self.used or m_i == ep.i or role != "ARG1":
                continue
            m = a.eps[m_i]
            self.used.add(m_i)
            if m.pred in _IGNORE:
                continue
            if m.pred == "superl":
                if d.scale is None:
                    raise _Fail("superlative of a word with no scale")
                d = d.with_conditions(Order(d.scale.degree, d.scale.high))
            elif m.pred in _COMPARATIVES:
                d = self.comparative(d, m)
            elif m.pred == "measure" and m.arg("ARG2") in a.wh:
                # how + adjective ("How heavy is benzene?"): the value on the adjective's scale
                if d.scale is None or not isinstance(d.scale.degree, Var):
                    raise _Fail("how + a word with no scale")
                deg = m.arg("ARG2")
                if deg in a.owner:
                    self.used.add(a.owner[deg])
                d = d.with_marks(("answer", d.scale.degree))
            elif m.pred == "loc_nonsp" or m.pos == "p":
                y = m.arg("ARG2")
                markers = [m.lemma] if m.pos == "p" else list(_LOCATIVE)
                if m.pos == "p" and m.lemma in _COMPARE_PREPS and d.scale is not None:
                    d = self.comparative(d, m, _COMPARE_PREPS[m.lemma])
                    continue
                marker = next((mk for mk in markers if d.pair(mk) is not None), None)
                if marker is None:
                    raise _Fail(f"no '{m.lemma}' argument")
                d = _need(compose(d, self.np(y, exclude=m_i), marker))
            else:
                raise _Fail(f"unsupported modifier {m.pred}")
        return d

    def comparative(self, d: Dudes, m: EP, op: str | None = None) -> Dudes:
        if d.scale is None:
            raise _Fail("comparative of a word with no scale")
        sc = d.scale
        if op is None:
            high = sc.high if _COMPARATIVES.get(m.pred) != "flip" else not sc.high
            op = ">" if high else "<"
        y = m.arg("ARG2")
        if not self.a.expressed(y):
            raise _Fail("comparative without a standard")
        other = self.np(y, exclude=m.i)
        if isinstance(other.main, Literal) or sc.prop is None:
            return d.with_conditions(Filter(sc.degree, op, other.main))
        other = other.rename_apart(d.variables)
        dv = Var(f"{y}_deg")
        merged = replace(d, variables=d.variables | other.variables | {dv},
                         conditions=tuple(dict.fromkeys(d.conditions + other.conditions)),
                         pairs=d.pairs + other.pairs, marks=d.marks + other.marks)
        return merged.with_conditions(Triple(other.main, sc.prop, dv), Filter(sc.degree, op, dv))


def merge_conjuncts(d1: Dudes, d2: Dudes) -> Dudes:
    """Two DUDES built from one functor and two conjuncts, as one: their DRSs united (shared
    referents of the functor keep their names in both), their open pairs and marks merged."""
    if d1.main != d2.main:
        raise _Fail("conjuncts with different main referents")
    return Dudes(d1.main, d1.variables | d2.variables, tuple(dict.fromkeys(d1.conditions + d2.conditions)),
                 tuple(dict.fromkeys(d1.pairs + d2.pairs)), tuple(dict.fromkeys(d1.marks + d2.marks)),
                 d1.scale or d2.scale, d1.score * d2.score, tuple(dict.fromkeys(d1.sources + d2.sources)))


def _marker_for(m: EP, role: str, d: Dudes) -> str:
    if m.pos == "a" or m.pred in _COPULAS:
        return "mod" if d.pair("mod") is not None else "subj"
    if role == "ARG1":
        return "subj"
    if role == "ARG2":
        if d.pair("dobj") is not None:
            return "dobj"
        pp = next((p.marker for p in d.pairs if p.marker not in ("subj", "mod")), None)
        return pp or "dobj"
    return role.lower()


def _need(d: Dudes | None) -> Dudes:
    if d is None:
        raise _Fail("composition failed")
    return d


def compose_mrs(a: Analysis, choice: dict[int, Alternative], trace: list | None = None) -> Dudes | None:
    """The DUDES of the whole MRS under one combination of lexical choices, or None.

    ``trace``: a list that gets why the composition failed (for debugging and ``verifier ask``)."""
    tops = [ep for ep in a.eps.values() if ep.arg0 == a.index]
    if not tops:
        if trace is not None:
            trace.append(f"no predicate has the INDEX {a.index}")
        return None
    top = next((ep for ep in tops if not ep.pred.endswith("_c")), tops[0])
    c = _Composer(a, choice)
    try:
        d = c.clause(top.i)
    except _Fail as exc:
        if trace is not None:
            trace.append(str(exc))
        return None
    if d is None:
        return None
    left = [a.eps[i] for i in a.eps if i not in c.used and a.eps[i].pred not in _IGNORE
            and not (a.eps[i].pred in _GAPS
                     and all(m in c.used for m, _ in a.mentions.get(a.eps[i].arg0, ())))]
    if left:
        if trace is not None:
            trace.append("unused: " + ", ".join(ep.pred for ep in left))
        return None
    score = 1.0
    for alt in choice.values():
        score *= alt.score
    # an argument nobody filled ("movie" read as "movie of …") makes a reading less likely
    open_args = sum(1 for p in d.pairs if p.marker != "mod")
    score *= OPEN_ARGUMENT_PENALTY ** open_args * c.penalty
    return replace(d, score=score)
