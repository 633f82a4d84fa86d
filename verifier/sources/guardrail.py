"""The guardrail loop: generate, verify, and on rejection ask the generator to repair.

``Guardrail(generator, verifier, attempts=3).answer(question)`` returns a :class:`GuardedAnswer`: the
first accepted query with its proof, or a refusal that gives every attempt and why it was rejected.
There is no silent fallthrough: a query that was not accepted is never returned as the answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..verdict import Verdict
from .llm import Candidate, SourceError

__all__ = ["Guardrail", "GuardedAnswer", "Attempt"]


@dataclass(frozen=True)
class Attempt:
    candidate: Candidate
    verdict: Verdict


@dataclass(frozen=True)
class GuardedAnswer:
    """``accepted``: the query is verified; otherwise ``refusal`` says why no query is given."""

    question: str
    accepted: bool
    sparql: str = ""
    verdict: Verdict | None = None
    attempts: tuple[Attempt, ...] = ()
    refusal: str = ""
    #: the refusal is the generator's failure (an unreachable or broken LLM), not the verifier's judgement
    generator_failed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question, "accepted": self.accepted, "sparql": self.sparql or None,
            "refusal": self.refusal or None, "generator_failed": self.generator_failed,
            "attempts": [{"sparql": a.candidate.sparql, "raw": a.candidate.raw, "status": a.verdict.status,
                          "reasons": list(a.verdict.reasons), "explanation": a.verdict.explanation}
                         for a in self.attempts],
            "proof": self.verdict.proof if self.verdict is not None and self.accepted else None,
        }


class Guardrail:
    """Wrap a generator (anything with ``generate(question, repair="", previous="") -> Candidate``)."""

    def __init__(self, generator: Any, verifier: Any, attempts: int = 3):
        if attempts < 1:
            raise ValueError("attempts must be at least 1")
        self.generator = generator
        self.verifier = verifier
        self.attempts = attempts

    def answer(self, question: str) -> GuardedAnswer:
        done: list[Attempt] = []
        repair, previous = "", ""
        for _ in range(self.attempts):
            try:
                cand = self.generator.generate(question, repair=repair, previous=previous)
            except SourceError as exc:
                return GuardedAnswer(question, False, attempts=tuple(done),
                                     refusal=f"the generator failed: {exc}", generator_failed=True)
            verdict = self.verifier.check(question, cand.sparql or cand.raw)
            done.append(Attempt(cand, verdict))
            if verdict.status == "accept":
                return GuardedAnswer(question, True, cand.sparql, verdict, tuple(done))
            if verdict.status == "unknown" and verdict.reasons[0] in ("question_unparsed", "scope_unresolved"):
                # no query can be verified for a question the verifier cannot read: stop asking
                break
            repair = f"[{', '.join(verdict.reasons)}] {verdict.explanation}"
            if verdict.repair:
                repair += f" Suggested edit: {verdict.repair}."
            previous = cand.sparql or cand.raw
        last = done[-1].verdict if done else None
        why = "; ".join(f"attempt {i + 1}: {a.verdict.status} [{', '.join(a.verdict.reasons)}] {a.verdict.explanation}"
                        for i, a in enumerate(done))
        return GuardedAnswer(question, False, verdict=last, attempts=tuple(done),
                             refusal=f"no query was verified after {len(done)} attempt(s): {why}")
