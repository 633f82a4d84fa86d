"""Query equivalence and containment: are two SPARQL queries the same question to the KG?

The same logic and prover as a check, with no bridging axioms: both queries are over KG symbols
already. ``Q1 ⊑ Q2`` (contained) when every answer of Q1 is an answer of Q2 on every KG: the
entailment S1(a) ⊨ S2(a) with the answer columns aligned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..query import QueryError, QueryLogic, query_logic
from .compare import compare

__all__ = ["Equivalence", "equivalence"]


@dataclass(frozen=True)
class Equivalence:
    equivalent: bool
    contained_1_in_2: bool
    contained_2_in_1: bool
    explanation: str
    decided: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {"equivalent": self.equivalent, "contained_1_in_2": self.contained_1_in_2,
                "contained_2_in_1": self.contained_2_in_1, "decided": self.decided, "explanation": self.explanation}


def equivalence(q1: str | QueryLogic, q2: str | QueryLogic, timeout_ms: int = 2000) -> Equivalence:
    """Decide equivalence and both containments of two queries (text or translated)."""
    try:
        a = q1 if isinstance(q1, QueryLogic) else query_logic(q1)
        b = q2 if isinstance(q2, QueryLogic) else query_logic(q2)
    except QueryError as exc:
        return Equivalence(False, False, False, f"cannot compare: {exc.code}: {exc.message}", decided=False)
    if a.form != b.form:
        return Equivalence(False, False, False, f"the forms differ: {a.form} vs {b.form}")
    if a.form == "aggregate" and a.aggregate != b.aggregate:
        return Equivalence(False, False, False, f"the aggregates differ: {a.aggregate} vs {b.aggregate}")
    c = compare(a.formula, a.answer_vars, b.formula, b.answer_vars, [], timeout_ms)
    if c.status == "mismatch":
        return Equivalence(False, False, False, c.detail)
    fwd = c.forward is not None and c.forward.proved   # S1 ⊨ S2: 1 contained in 2
    bwd = c.backward is not None and c.backward.proved  # S2 ⊨ S1
    undecided = any(e is not None and e.status == "unknown" for e in (c.forward, c.backward))
    if fwd and bwd:
        text = "the queries return the same answers on every KG"
    elif fwd:
        text = "every answer of query 1 is an answer of query 2, not the reverse"
    elif bwd:
        text = "every answer of query 2 is an answer of query 1, not the reverse"
    else:
        text = "neither query's answers are contained in the other's"
    if undecided:
        text += " (the prover could not decide one direction)"
    if c.alignment and len(c.alignment) > 1:
        text += "; columns aligned " + ", ".join(f"?{x}~?{y}" for x, y in c.alignment)
    return Equivalence(fwd and bwd, fwd, bwd, text, decided=not undecided)
