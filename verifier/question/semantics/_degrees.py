"""Degrees and counts: "how many/much/often", "how + adjective", superlatives, comparatives,
ordinals ("the first king") and "the most N".

"How many rivers cross Spain?": ``measure(e, e_deg, d)`` with ``d`` the wh-bound degree of
``much-many_a(e_deg, x)`` makes the question a count whose answer is the counted rivers ``x``;
"the largest city": ``superl`` on ``_large_a_1`` makes an Extremum over the city's size degree.
"""

from __future__ import annotations

from ...logic import Num
from ..light import light_word
from ..predicates import split, words
from ..scales import adjective_scale, flip_direction, flip_op, is_low_pole, scale_predicate
from ._analysis import _frequency, _in_title, _measure_noun, _number
from ._context import _Context, construction
from ._rules import _TIME_PREPOSITIONS, COMPARISONS, ORDINAL_EXCLUDED, _vtype, rule_of


@construction("measure")
def measure(c: _Context) -> None:
    """How many / how much / how + adjective: ``measure(e, e_deg, d)`` with ``d`` a wh-bound abstr_deg."""
    rels = c.rels
    for i, ep in enumerate(rels):
        if ep.predicate != "measure":
            continue
        d, e_deg = ep.args.get("ARG2"), ep.args.get("ARG1")
        if d not in c.wh:
            continue
        deg_eps = [j for j in c.by_arg0.get(e_deg, []) if j != i]
        c.consumed.add(i)
        c.consumed.update(j for j in c.by_arg0.get(d, []) if rels[j].predicate == "abstr_deg")
        mm = [j for j in deg_eps if rels[j].predicate == "much-many_a"]
        compared = any(o.predicate.endswith("comp") and o.args.get("ARG1") == e_deg for o in rels)
        if mm and rels[mm[0]].args.get("ARG1", "")[:1] == "x" and not compared:
            _how_many(c, d, mm[0])
        elif deg_eps and _frequency(rels, deg_eps, c.by_arg0) is not None:
            # "how often did X marry": the number of marriages, one per (unexpressed) participant
            j, counted = _frequency(rels, deg_eps, c.by_arg0)
            c.consumed.add(j)
            _answer_instead(c, d, counted)
            c.kind = "count"
            c.notes.append(f"“{words(rels[j].predicate)}” read as a count: {light_word(rels[j].predicate).reason}")
        elif deg_eps:
            _how_adjective(c, d, deg_eps)
        else:
            c.notes.append("measure without a gradable predicate")


def _answer_instead(c: _Context, d: str, answer: str) -> None:
    """The degree ``d`` asked for is answered by ``answer``: its quantifier goes, ``answer`` is free."""
    if d in c.binder:
        c.consumed.add(c.binder[d])
    c.wh = [answer if v == d else v for v in c.wh]
    c.free_quant.add(answer)


def _how_many(c: _Context, d: str, j_mm: int) -> None:
    """How many N: count the N; how much N (a mass noun, not plural): the quantity itself."""
    rels, m, text = c.rels, c.m, c.text
    counted = rels[j_mm].args["ARG1"]
    c.consumed.add(j_mm)
    _answer_instead(c, d, counted)
    singular = (m.variables.get(counted) or {}).get("NUM") == "sg"
    # "much" takes a mass noun, so "how much N" asks a quantity even where the noun's number is
    # plural or unknown to the parser ("how much carbs", an unknown word without NUM)
    mm_ep = rels[j_mm]
    much = bool(text and mm_ep.cfrom is not None and mm_ep.cto is not None
                and text[mm_ep.cfrom:mm_ep.cto].strip().lower() == "much")
    c.kind = "amount" if singular or much else "count"


def _how_adjective(c: _Context, d: str, deg_eps: list[int]) -> None:
    """How + adjective: the adjective gets the degree asked for; "how big is the area of X": the
    degree of a measure noun on its scale is the noun's value itself."""
    rels, by_arg0 = c.rels, c.by_arg0
    # a coordinated degree ("how big and heavy") is the degree of each conjunct
    for j in list(deg_eps):
        if rule_of(rels[j].predicate).startswith("coord"):
            deg_eps += [k for r in ("ARG1", "ARG2") for k in by_arg0.get(rels[j].args.get(r), [])]
    adjs = [j for j in deg_eps if not rule_of(rels[j].predicate).startswith("coord")] or deg_eps
    graded = [j for j in adjs if "_a_" in rels[j].predicate or rels[j].predicate.endswith("_a")]
    measured = _measure_noun(rels, graded, by_arg0) if len(graded) == 1 else None
    if measured is not None:
        adj, noun = graded[0], measured
        c.consumed.add(adj)
        _answer_instead(c, d, noun)
        c.kind = "amount" if c.kind != "count" else c.kind
        c.notes.append(f"how {words(rels[adj].predicate)}: the degree of a measure noun is its value,"
                       f" so the answer is the {words(next(rels[k].predicate for k in by_arg0[noun] if '_n_' in rels[k].predicate))} itself")
        return
    for adj in graded or adjs[:1]:
        c.degree_of[adj] = d
    if rels[adj].predicate == "much-many_a":
        c.notes.append("how much: the amount is the degree of much-many_a")
    c.kind = "amount" if c.kind != "count" else c.kind


@construction("superlative")
def superlative(c: _Context) -> None:
    """``superl(e, e_adj)`` on a gradable adjective, with _most/_least degree specifiers: an
    Extremum over the adjective's degree."""
    rels = c.rels
    for i, ep in enumerate(rels):
        if ep.predicate != "superl":
            continue
        e_adj = ep.args.get("ARG1")
        adjs = [j for j in c.by_arg0.get(e_adj, []) if j != i]
        if not adjs:
            continue
        adj = adjs[0]
        target = rels[adj].args.get("ARG1")
        if not target or _vtype(target) != "x":
            c.notes.append(f"superlative of {rels[adj].predicate} over a non-individual")
            continue
        c.consumed.add(i)
        direction = "max"
        for j, other in enumerate(rels):
            if other.predicate.startswith("_least") and other.args.get("ARG1") == e_adj:
                direction = "min"
                c.consumed.add(j)
            if other.predicate.startswith("_most") and other.args.get("ARG1") == e_adj:
                c.consumed.add(j)
        if is_low_pole(rels[adj].predicate):  # "the smallest": the minimum on the size scale
            direction = flip_direction(direction)
        rank = 1
        for j, other in enumerate(rels):
            if other.predicate == "ord" and other.args.get("ARG1") == target and other.carg:
                try:
                    rank = int(other.carg)
                    c.consumed.add(j)
                except ValueError:
                    pass
        dvar = "d" + e_adj
        asked = [d for j, d in c.degree_of.items() if d in c.wh and rels[j].args.get("ARG1") == target
                 and scale_predicate(rels[j].predicate) == scale_predicate(rels[adj].predicate)]
        if asked:
            # "how heavy is Jupiter's lightest moon": the degree asked for is the one ranked, so the
            # answer is the lowest mass itself (as ORDER BY ?mass LIMIT 1 selecting ?mass)
            dvar = asked[0]
            c.notes.append("how + superlative on one scale: the answer is the extreme degree itself")
        c.degree_of[adj] = dvar
        if c.extremum is None:
            c.extremum = (target, dvar, direction, rank)
        else:
            c.notes.append("several superlatives: only the first is an Extremum")


@construction("comparative")
def comparative(c: _Context) -> None:
    """Comparatives, ``more_comp(e, e_adj, than)`` → A(x, d1) ∧ d1 op (than's degree or number), and
    numeric degree specifiers on cardinals ("more than 5 N"), EP by EP."""
    for i, ep in enumerate(c.rels):
        rule = rule_of(ep.predicate)
        if rule == "compare":
            _compare(c, i, ep)
        elif rule == "card-compare":
            _card_compare(c, i, ep)


def _compare(c: _Context, i: int, ep) -> None:
    rels, binder, consumed = c.rels, c.binder, c.consumed
    e_adj, than = ep.args.get("ARG1"), ep.args.get("ARG2")
    adjs = [j for j in c.by_arg0.get(e_adj, []) if j != i and j not in consumed]
    if not adjs or not than or _vtype(than) not in ("x", "e"):
        return
    adj = adjs[0]
    d1 = c.degree_of.setdefault(adj, "d" + e_adj)
    target: object = None
    if than in c.cards and c.cards[than][1] is not None:
        idxs, value = c.cards[than]
        unit = next((split(o.predicate)[0] for o in rels if o.iv == than and not o.is_quantifier()
                     and o.predicate.startswith("_") and "_n_" in o.predicate), None)
        target = Num(value, unit)
        consumed.update(idxs)
        consumed.update(k for k, o in enumerate(rels) if o.iv == than and not o.is_quantifier()
                        and "_n_" in o.predicate)
    counted = rels[adj].args.get("ARG1", "")
    if (isinstance(target, Num) and rels[adj].predicate == "much-many_a" and counted in binder
            and target.unit is not None):
        # "more than two caves": the number of caves is compared, so count them
        c.count_cmp[counted] = (COMPARISONS.get(ep.predicate, ">"), target.value)
        noun = next(o for o in rels if o.iv == than and not o.is_quantifier() and "_n_" in o.predicate)
        c.count_noun[counted] = noun
        # "more than two official languages": the noun's own adjectives go with it, or the
        # counted things would be any languages beside some official thing
        mods = [k for k, o in enumerate(rels) if k not in consumed and o.args.get("ARG1") == than
                and "_a_" in o.predicate and set(o.args) <= {"ARG0", "ARG1"}]
        c.count_mods[counted] = tuple(rels[k] for k in mods)
        consumed.update(mods)
        c.degree_of.pop(adj, None)
        consumed.update((i, adj))
        return
    if target is None and rels[adj].predicate in _COUNTING and counted in binder and _vtype(than) == "x":
        # "Does A have more episodes than B?": than-B is elliptical for "than B has episodes", so
        # the number of episodes A has is compared with the number B has (not a degree of B)
        owner = _count_owner(rels, counted, than)
        if owner is not None:
            c.count_vs[counted] = (COMPARISONS.get(ep.predicate, ">"), owner, than, i, adj)
    op = COMPARISONS.get(ep.predicate, ">")
    if is_low_pole(rels[adj].predicate):  # "lower than": a lower value on the height scale
        op = flip_op(op)
    ev = rels[adj].args.get("ARG1", "")
    if (target is None and op in _TIME_PREPOSITIONS and (adjective_scale(rels[adj].predicate) or ("",))[0] == "time"
            and _vtype(ev) == "e" and any("_v_" in rels[k].predicate for k in c.by_arg0.get(ev, []))
            and any(o.predicate == "yofc" and o.iv == than for o in rels)):
        # "founded earlier than 1400" is "founded before 1400": the event's time against a
        # year is what a temporal preposition on the event says, and reads as one
        c.degree_of.pop(adj, None)
        consumed.add(adj)
        c.temporal[i] = (_TIME_PREPOSITIONS[op], ev, than)
        c.notes.append(f"“{words(rels[adj].predicate)}” + comparative on an event with a year: "
                       f"read as {_TIME_PREPOSITIONS[op]}")
        return
    c.compare[i] = (op, d1, target if target is not None else than, adj)


#: the degree EPs of "more N" and "fewer N": how many Ns there are
_COUNTING = ("much-many_a", "little-few_a")


#: verbs that identify two things rather than relate participants ("Ns are a part of Y", "Y has Ns as its Z"):
#: counted things they identify with another noun are counted as that noun's (:func:`.number_versus`)
_IDENTITIES = frozenset({"_be_v_id"})


def _count_owner(rels, counted: str, than: str) -> str | None:
    """Whose Ns "more N than B" counts: the other participant of the verb the counted Ns take part in.

    The Ns are an argument of the verb ("A has more episodes than B": ``_have_v_1(e, A, N)``), the object
    of a preposition on its event ("A appears in more books than B": ``_in_p(e, N)``) or on its object
    ("A has relations with fewer states than B": ``_with_p(r, N)`` on ``_have_v_1(e, A, r)``); the owner
    is the verb's first x argument that is neither the Ns, nor the thing the preposition hangs on, nor B
    (a passive's subject is its ARG2: "films dubbed by more people than F": ``_dub_v_1(e, N, film)``), or
    else the object of a preposition on its event."""
    preps = [o for o in rels if o.args.get("ARG2") == counted and "_p" in o.predicate and not o.is_quantifier()]
    for o in rels:
        if "_v_" not in o.predicate:
            continue
        xs = [o.args[r] for r in ("ARG1", "ARG2", "ARG3") if _vtype(o.args.get(r, "")) == "x"]
        if o.predicate in _IDENTITIES and counted in xs:
            continue  # the Ns are the other noun, not its participant: "Which Ys were more Ns a part of than X?"
        via = {p.args.get("ARG1") for p in preps} & (set(xs) | {o.iv})
        if counted not in xs and not via:
            continue
        # or the object of a preposition on its event ("Which films did more people dub for?": _for_p(e, film))
        xs += [p.args["ARG2"] for p in rels if p.args.get("ARG1") == o.iv and "_p" in p.predicate
               and _vtype(p.args.get("ARG2", "")) == "x" and not p.is_quantifier()]
        owner = next((x for x in xs if x not in (counted, than) and x not in via), None)
        if owner is not None:
            return owner
    return None


def _card_compare(c: _Context, i: int, ep) -> None:
    rels = c.rels
    e_card = ep.args.get("ARG1")
    card = next(((j, o) for j, o in enumerate(rels) if o.predicate == "card" and o.iv == e_card), None)
    if card is None or _number(card[1].carg) is None:
        return
    x = card[1].args.get("ARG1")
    idxs, value = c.cards.get(x, ((card[0],), _number(card[1].carg)))
    if x in c.binder and value is not None:
        c.count_cmp[x] = (COMPARISONS.get(ep.predicate, ">"), value)
        c.consumed.update((i,) + tuple(idxs))


@construction("ordinal")
def ordinal(c: _Context) -> None:
    """"The first/second X", "the last X": an order of X (in time, usually) ranks it."""
    if c.extremum is not None:
        return
    rels, text = c.rels, c.text
    for j, ep in enumerate(rels):
        x = ep.args.get("ARG1", "")
        if x not in c.definites or any(o.iv == x and o.predicate in ORDINAL_EXCLUDED for o in rels):
            continue
        if _in_title(ep, text):
            c.notes.append(f"{ep.predicate}: a capitalised word inside a title (“{text[ep.cfrom:ep.cto]}”),"
                           " not an ordering")
            continue
        if ep.predicate == "ord" and ep.carg and ep.carg.isdigit():
            direction, rank = "min", int(ep.carg)
        elif ep.predicate in ("_last_a_1", "_latest_a_1"):
            direction, rank = "max", 1
        else:
            continue
        c.degree_of[j] = "d" + (ep.iv or x)
        c.plain_degree.add(j)
        c.extremum = (x, c.degree_of[j], direction, rank)
        c.notes.append(f"{ep.predicate}: an ordering (usually in time) ranks {x}")
        break


@construction("most")
def most(c: _Context) -> None:
    """"Which X has the most Y": X ranked by the number of its Ys."""
    for ep in c.rels:
        if ep.is_quantifier() and rule_of(ep.predicate) in ("most", "fewest") and c.wh and c.extremum is None:
            c.count_of[ep.iv] = "n" + ep.iv
            c.extremum = (c.wh[0], "n" + ep.iv, "max" if rule_of(ep.predicate) == "most" else "min", 1)
