"""What a comparison of two queries says: :class:`Equivalence`, both directions, each a :class:`Direction`.

One result type for both ways of comparing queries (:func:`verifier.prover.equiv.equivalence` on their
normal forms, :func:`verifier.prover.equiv_logic.equivalence` on their logic), so a caller reads one shape:

>>> Equivalence(True, True, True, "the same").to_dict()["columns"]
'by name'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Direction", "Equivalence"]


@dataclass(frozen=True)
class Direction:
    """One direction of a comparison: is every answer of query ``a`` an answer of query ``b``?

    ``contained``: True (proved), False (a counter-example KG shows otherwise) or None (unknown);
    ``witness``: the variable mapping of the proof (per branch of ``a``: which branch of ``b`` and
    ``{b's variable: a's term}``), or the counter-example (``kg`` triples/quads and the ``answer`` of ``a``
    that ``b`` lacks); ``reason``: in words; ``constructs``: what made it unknown."""

    contained: bool | None
    reason: str
    witness: dict[str, Any] | None = None
    constructs: tuple[str, ...] = ()
    rules_used: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"contained": self.contained, "reason": self.reason, "witness": self.witness,
                "constructs": list(self.constructs), "rules_used": list(self.rules_used)}


@dataclass(frozen=True)
class Equivalence:
    """Both directions. ``contained_1_in_2``/``contained_2_in_1`` are True only when proved; ``decided``
    is False when a direction is unknown (a disproved direction is decided)."""

    equivalent: bool
    contained_1_in_2: bool
    contained_2_in_1: bool
    explanation: str
    decided: bool = True
    #: names of the schema (or lexicon) axioms the proofs used (empty: the result holds on every KG)
    axioms_used: tuple[str, ...] = ()
    forward: Direction | None = None
    backward: Direction | None = None
    #: "by name", or "by position" when the two queries name their answer columns differently
    columns: str = "by name"
    semantics: str = "set"
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = {"equivalent": self.equivalent, "contained_1_in_2": self.contained_1_in_2,
             "contained_2_in_1": self.contained_2_in_1, "decided": self.decided, "explanation": self.explanation,
             "axioms_used": list(self.axioms_used), "columns": self.columns, "semantics": self.semantics,
             "notes": list(self.notes)}
        if self.forward is not None and self.backward is not None:
            d["directions"] = {"1_in_2": self.forward.to_dict(), "2_in_1": self.backward.to_dict()}
        return d
