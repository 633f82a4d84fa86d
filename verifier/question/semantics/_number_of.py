""""What is the number of N?": a noun that names how many Ns there are asks the count of the Ns.

The ERG reads "What is the (total) number of rivers in Spain?" as an identity between "what" and a number
noun, ``_be_v_id(e, x8, x3) ∧ thing(x3) ∧ _number_n_of(x8, x12) ∧ _river_n_of(x12, i)``: read literally,
the answer is an individual, the number, about which the KG says nothing, so a query that counts the
rivers looked like the wrong form ("the question asks for individuals, the query counts them"). The
number of the Ns is what "How many Ns …?" asks, so the reading is the same count: the Ns are the counted
answer and the number noun, "what" and the copula go. Only a plural N is counted ("the amount of water"
is a quantity, not a count), and only where nothing but the copula and an adjective such as "total" says
anything of the number itself ("the number in Spain" keeps its literal reading).
"""

from __future__ import annotations

from typing import Optional

from ._context import _Context, construction
from ._rules import _vtype, rule_of

#: nouns whose ARG1 is what they number: "the number of Ns", "the amount of Ns", "the count of Ns"
NUMBER_NOUNS = frozenset({"_number_n_of", "_amount_n_of", "_count_n_of", "_total_n_of"})

#: adjectives on the number that leave it the count ("the total number", "the overall amount")
_COUNT_ADJECTIVES = frozenset({"_total_a_1", "_overall_a_1", "_entire_a_1", "_whole_a_1"})

#: the generic nouns of "what" and "which thing"
_WHAT = frozenset({"thing"})


def _number_noun(c: _Context, x: str) -> Optional[tuple[int, str]]:
    """(EP index, counted variable) of the number noun ``x`` is the ARG0 of, when it numbers a plural."""
    for j in c.by_arg0.get(x, ()):
        ep = c.rels[j]
        counted = ep.args.get("ARG1", "")
        if ep.predicate in NUMBER_NOUNS and _vtype(counted) == "x" \
                and (c.m.variables.get(counted) or {}).get("NUM") == "pl":
            return j, counted
    return None


def _only_said_by(c: _Context, x: str, allowed: set[int]) -> bool:
    """Does nothing but the EPs ``allowed``, ``x``'s quantifier and the count adjectives use ``x``?"""
    for i, ep in enumerate(c.rels):
        if i in allowed or i == c.binder.get(x) or x not in ep.args.values():
            continue
        if ep.predicate not in _COUNT_ADJECTIVES:
            return False
    return True


@construction("number-of")
def number_of(c: _Context) -> None:
    """"What is the number of Ns?": the count of the Ns (see the module docstring).

    >>> from delphin.codecs import simplemrs
    >>> from verifier.question.semantics._constructions import analyse
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e1 [ e SF: ques ] RELS: < [ thing LBL: h2 ARG0: x3 ] '
    ...     '[ which_q LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _the_q LBL: h7 ARG0: x8 RSTR: h9 BODY: h10 ] '
    ...     '[ _number_n_of LBL: h11 ARG0: x8 ARG1: x12 [ x NUM: pl ] ] [ _river_n_of LBL: h13 ARG0: x12 ARG1: i14 ] '
    ...     '[ udef_q LBL: h21 ARG0: x12 RSTR: h22 BODY: h23 ] [ _be_v_id LBL: h24 ARG0: e1 ARG1: x8 ARG2: x3 ] > '
    ...     'HCONS: < h0 qeq h24 h5 qeq h2 h9 qeq h11 h22 qeq h13 > ]')
    >>> an = analyse(m)
    >>> an.kind, an.wh_vars
    ('count', ['x12'])
    """
    if len(c.wh) != 1 or c.extremum is not None or c.request is not None:
        return
    w = c.wh[0]
    for i, ep in enumerate(c.rels):
        if rule_of(ep.predicate) != "copula" or i in c.consumed:
            continue
        pair = (ep.args.get("ARG1"), ep.args.get("ARG2"))
        if w not in pair:
            continue
        x = pair[1] if pair[0] == w else pair[0]
        found = _number_noun(c, x) if x in c.definites else None
        what = [j for j in c.by_arg0.get(w, ()) if c.rels[j].predicate in _WHAT]
        if found is None or len(what) != len(c.by_arg0.get(w, ())) or not what:
            continue
        j, counted = found
        if not _only_said_by(c, x, {i, j}) or not _only_said_by(c, w, {i, *what}):
            continue
        c.consumed.update({i, j, *what, *(k for k, o in enumerate(c.rels) if o.predicate in _COUNT_ADJECTIVES
                                            and o.args.get("ARG1") == x)})
        c.consumed.update(c.binder[v] for v in (w, x) if v in c.binder)
        c.wh = [counted]
        c.free_quant.add(counted)
        c.kind = "count"
        c.notes.append(f"“{c.rels[j].predicate.split('_')[1]} of …” asked with “what”: the count of what it"
                       " numbers, as “how many …” asks it")
        return
