"""Clauses joined by "or" as scopes of their own (``_or_c`` with L-HNDL and R-HNDL).

"Which cities is Ada a citizen of or is Bo a resident of?" asks for the cities that either clause says.
A noun phrase of one clause ("a citizen") belongs inside that clause's disjunct: scoped over the "or",
∃c. citizen(c, x) ∧ (Ada = c ∨ resident(Bo, x)) would demand a citizen of x whichever clause holds, and
with the copula read as an identity it says Ada is a citizen of x, dropping the other clause. Such
scopings are not readings of the question; names and the wh-phrase scope anywhere.

The grammar also joins two verb phrases by an "or" over their events in one label ("Which towns are the
ports of Ada or are the capitals of Bo?": ``_or_c(e, e1, e2)``, ``_be_v_id(e1, x, p)``, ``_be_v_id(e2, x,
c)``). A copula there is no predication of its own event: it identifies its two arguments, so the noun
phrases' restrictions, scoped outside the label, would both hold of the answer (a port and a capital),
the "or" left with nothing to join. Such an analysis is no reading either; the one with the clauses as
scopes of their own (above) reads it (:func:`copula_disjoined`).
"""

from __future__ import annotations

from delphin import mrs as _mrs

from ..scope import ScopedTree
from ._analysis import _Analysis
from ._rules import rule_of

#: quantifiers whose place in the scope does not matter here (the wh-phrase is in both clauses)
_ANYWHERE = ("wh", "exists-ref")


def _clause_or(ep: _mrs.EP) -> bool:
    return rule_of(ep.predicate).startswith("coord") and "L-HNDL" in ep.args and "R-HNDL" in ep.args


def _vars_under(m: _mrs.MRS, t: ScopedTree | None) -> set[str]:
    if t is None:
        return set()
    out = {v for i in t.eps for r, v in m.rels[i].args.items() if r != "CARG" and isinstance(v, str)}
    for _, c in t.plugs:
        out |= _vars_under(m, c)
    return out


def scoped_over_one_clause(m: _mrs.MRS, tree: ScopedTree | None, above: tuple[int, ...] = ()) -> bool:
    """Whether a quantifier above a disjunction of clauses binds a variable of one clause only.

        >>> from verifier.question.grammar import default_grammar
        >>> from verifier.question.scope import resolve
        >>> m = default_grammar().parse("Which cities is Ada a citizen of or does Bo live in ?")[0]
        >>> [scoped_over_one_clause(m, t) for t in resolve(m, 8).trees]
        [True, False]
    """
    if tree is None:  # an open hole (a damaged MRS)
        return False
    for i in tree.eps:
        ep = m.rels[i]
        if not _clause_or(ep):
            continue
        left = _vars_under(m, tree.child(ep.args["L-HNDL"]))
        right = _vars_under(m, tree.child(ep.args["R-HNDL"]))
        for q in above:
            qep = m.rels[q]
            if rule_of(qep.predicate) not in _ANYWHERE and (qep.iv in left) != (qep.iv in right):
                return True
    quants = tuple(i for i in tree.eps if m.rels[i].is_quantifier())
    return any(scoped_over_one_clause(m, c, above + quants) for _, c in tree.plugs)


def copula_disjoined(m: _mrs.MRS, an: _Analysis) -> bool:
    """Whether an "or" over events in one label (``an.event_or``) joins the event of a copula read as an
    identity (consumed: its arguments are one variable), which leaves the "or" nothing to join.

        >>> from delphin.codecs import simplemrs
        >>> from ._constructions import analyse
        >>> m = simplemrs.decode('[ TOP: h0 INDEX: e1 RELS: < [ _which_q LBL: h2 ARG0: x3 RSTR: h4 BODY: h5 ] '
        ...     '[ _town_n_1 LBL: h6 ARG0: x3 ] [ _the_q LBL: h7 ARG0: x8 RSTR: h9 BODY: h10 ] '
        ...     '[ _port_n_1 LBL: h11 ARG0: x8 ] [ _be_v_id LBL: h12 ARG0: e13 ARG1: x3 ARG2: x8 ] '
        ...     '[ _the_q LBL: h14 ARG0: x15 RSTR: h16 BODY: h17 ] [ _capital_n_1 LBL: h18 ARG0: x15 ] '
        ...     '[ _be_v_id LBL: h12 ARG0: e19 ARG1: x3 ARG2: x15 ] [ _or_c LBL: h12 ARG0: e1 ARG1: e13 ARG2: e19 ] > '
        ...     'HCONS: < h0 qeq h12 h4 qeq h6 h9 qeq h11 h16 qeq h18 > ]')
        >>> copula_disjoined(m, analyse(m))
        True
    """
    for i in an.event_or:
        events = {m.rels[i].args.get(r) for r in ("ARG1", "ARG2")}
        if any(k in an.consumed and rule_of(ep.predicate) == "copula" and ep.iv in events
               for k, ep in enumerate(m.rels)):
            return True
    return False



def clauses_disjoined(m: _mrs.MRS) -> bool:
    """Whether ``m`` joins clauses by "or" as scopes of their own: its scopings with a clause's noun phrase
    over the "or" are dropped (:func:`scoped_over_one_clause`), so where no analysis keeps a reading of its
    first scopings, more are built ("Which towns are ports of Ada or are the capitals of Bo?": of the first
    four scopings of its clausal analysis none keeps "ports of Ada" inside its clause; the sixth does)."""
    return any(_clause_or(ep) for ep in m.rels)
