"""Do a question reading and a query mean the same thing under the bridging axioms?

Both entailments are checked with the answer variables of both sides replaced by the same constants:

* **forward**  Δ ∧ Q(a) ⊨ S(a): every answer to the question is an answer of the query (it loses none);
* **backward** Δ ∧ S(a) ⊨ Q(a): every answer of the query answers the question (it adds none).

Checking only the forward direction (as in the seed paper) would let a query that drops a constraint
through; checking only the backward one would let a query that adds one through.

Superlatives (:class:`Extremum` at the top of both formulas) are compared on their bodies with the
ranked variable *and* the measure aligned, plus direction and rank; counting forms are compared on the
counted bodies (the caller passes the bodies and the counted variables as answers).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Sequence

from ..logic import Extremum, Formula, Var, substitute
from .entail import QUERY, QUESTION, Entailment, answer_constants, entails

__all__ = ["Comparison", "compare"]


@dataclass(frozen=True)
class Comparison:
    """The outcome of comparing one reading with one query under one axiom set.

    ``status``: ``equivalent`` (both directions proved), ``different`` (a direction disproved),
    ``unknown`` (a direction undecided and none disproved), or ``mismatch`` (the shapes cannot be
    compared: different numbers of answers, or superlatives that differ in direction; ``mismatch``
    names the reason code).
    """

    status: str
    forward: Entailment | None = None
    backward: Entailment | None = None
    mismatch: str = ""
    detail: str = ""
    alignment: tuple[tuple[str, str], ...] = ()

    @property
    def ms(self) -> float:
        return sum(e.ms for e in (self.forward, self.backward) if e is not None)


def _body(f: Formula, answers: tuple[Var, ...]) -> tuple[Formula, tuple[Var, ...], Extremum | None]:
    if isinstance(f, Extremum):
        measure = f.measure if isinstance(f.measure, Var) else None
        extra = (measure,) if measure is not None else ()
        return f.body, tuple(answers) + extra, f
    return f, tuple(answers), None


def compare(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: Sequence[Var],
            axioms: Sequence[tuple[str, Formula]], timeout_ms: int = 2000,
            permute: bool = True) -> Comparison:
    """Compare ``question`` (free in ``q_answers``) with ``query`` (free in ``s_answers``) under ``axioms``.

    With several answer variables and ``permute``, every alignment is tried (at most 4! of them) and the
    first equivalent one wins: "who married whom" has no fixed column order in SPARQL.
    """
    qb, qa, qext = _body(question, tuple(q_answers))
    sb, sa, sext = _body(query, tuple(s_answers))
    if (qext is None) != (sext is None):
        which = "question asks for a superlative" if qext is not None else "query ranks its answers"
        return Comparison("mismatch", mismatch="wrong_query_form", detail=f"the {which}, the other side does not")
    if qext is not None and sext is not None:
        if qext.direction != sext.direction:
            return Comparison("mismatch", mismatch="wrong_aggregate",
                              detail=f"the question asks for the {'highest' if qext.direction == 'max' else 'lowest'}"
                                     f" value, the query orders the other way")
        if qext.rank != sext.rank:
            return Comparison("mismatch", mismatch="wrong_aggregate",
                              detail=f"the question asks for rank {qext.rank}, the query returns rank {sext.rank}")
    if len(qa) != len(sa):
        return Comparison("mismatch", mismatch="wrong_answer_variable",
                          detail=f"the question asks for {len(qa)} value(s) per answer, the query returns {len(sa)}")
    consts = answer_constants(len(qa))
    orders = list(itertools.permutations(range(len(sa)))) if permute and 1 < len(sa) <= 4 else [tuple(range(len(sa)))]
    best: Comparison | None = None
    for order in orders:
        qsub = dict(zip(qa, consts))
        ssub = {sa[i]: consts[k] for k, i in enumerate(order)}
        qf, sf = substitute(qb, qsub), substitute(sb, ssub)
        fwd = entails(axioms, (QUESTION, qf), sf, timeout_ms)
        bwd = entails(axioms, (QUERY, sf), qf, timeout_ms)
        alignment = tuple((qa[k].name, sa[i].name) for k, i in enumerate(order))
        if fwd.proved and bwd.proved:
            return Comparison("equivalent", fwd, bwd, alignment=alignment)
        status = "different" if (fwd.disproved or bwd.disproved) else "unknown"
        cmp = Comparison(status, fwd, bwd, alignment=alignment)
        if best is None or (best.status == "different" and status == "unknown"):
            best = cmp
    assert best is not None
    return best
