"""Clauses joined by "or" as scopes of their own (``_or_c`` with L-HNDL and R-HNDL).

"Which cities is Ada a citizen of or is Bo a resident of?" asks for the cities that either clause says.
A noun phrase of one clause ("a citizen") belongs inside that clause's disjunct: scoped over the "or",
∃c. citizen(c, x) ∧ (Ada = c ∨ resident(Bo, x)) would demand a citizen of x whichever clause holds, and
with the copula read as an identity it says Ada is a citizen of x, dropping the other clause. Such
scopings are not readings of the question; names and the wh-phrase scope anywhere.
"""

from __future__ import annotations

from delphin import mrs as _mrs

from ..scope import ScopedTree
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
