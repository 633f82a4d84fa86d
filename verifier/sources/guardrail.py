"""The guardrail loop: generate, verify, ground, and on rejection ask the generator to repair.

``Guardrail(generator, verifier, attempts=3).answer(question)`` returns a :class:`GuardedAnswer`: the
first accepted query with its proof, or a refusal that gives every attempt and why it was rejected.
There is no silent fallthrough: a query that was not accepted is never returned as the answer.

A query the verifier accepts but the KG cannot answer (the verdict's grounding section says ``empty``,
``redirect``, ``unknown_iri`` or ``misused_namespace``: faithful but empty) is repairable too. When the
grounding stage found a rewritten query that returns answers, that query is checked: accepted by the
verifier, it is applied (the transcript shows both, and the generator is not asked again); otherwise the
repair goes to the generator as the next request. Example, with a KG that keeps nicknames under
``foaf:nick``: the model writes ``dbr:X dbo:nickname ?n``; the verifier accepts it, the grounding says
``empty`` and offers ``dbr:X foaf:nick ?n`` (1 answer); the verifier accepts that too, and it is the answer.

:attr:`GuardedAnswer.outcome` tells the endings apart (and ``verifier guard`` exits with
:data:`GUARD_EXIT_CODES`): ``accepted``; ``refused`` (the generator answered, no query was verified);
``generator_failed`` (the generator could not be reached or answered with something unusable).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..verdict import Verdict
from .llm import Candidate, SourceError

__all__ = ["Guardrail", "GuardedAnswer", "Attempt", "GUARD_EXIT_CODES", "UNGROUNDED"]

#: grounding statuses of a faithful query that the KG does not answer as written
UNGROUNDED = ("empty", "redirect", "unknown_iri", "misused_namespace")
#: ``verifier guard`` exit codes by outcome (2 stays the usage error)
GUARD_EXIT_CODES = {"accepted": 0, "refused": 1, "generator_failed": 4}


@dataclass(frozen=True)
class Attempt:
    """One query and its verdict; ``origin`` says where the query came from: ``generator`` (the model)
    or ``grounding`` (the grounding stage's repair of the attempt before, applied without the model)."""

    candidate: Candidate
    verdict: Verdict
    origin: str = "generator"


@dataclass(frozen=True)
class GuardedAnswer:
    """``accepted``: the query is verified; otherwise ``refusal`` says why no query is given.

    ``outcome`` is ``accepted``, ``refused`` or ``generator_failed``; ``grounded`` is False for an
    accepted query the KG gives no answers to (no repair was found or accepted), None without a KG."""

    question: str
    accepted: bool
    sparql: str = ""
    verdict: Verdict | None = None
    attempts: tuple[Attempt, ...] = ()
    refusal: str = ""
    outcome: str = ""
    grounded: bool | None = None

    def __post_init__(self) -> None:
        if not self.outcome:
            object.__setattr__(self, "outcome", "accepted" if self.accepted else "refused")

    @property
    def exit_code(self) -> int:
        return GUARD_EXIT_CODES[self.outcome]

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question, "accepted": self.accepted, "outcome": self.outcome, "generator_failed": self.outcome == "generator_failed",
            "sparql": self.sparql or None, "grounded": self.grounded, "refusal": self.refusal or None,
            "attempts": [{"origin": a.origin, "sparql": a.candidate.sparql, "raw": a.candidate.raw,
                          "status": a.verdict.status, "reasons": list(a.verdict.reasons),
                          "explanation": a.verdict.explanation, "grounding": a.verdict.grounding}
                         for a in self.attempts],
            "proof": self.verdict.proof if self.verdict is not None and self.accepted else None,
        }

    def transcript(self) -> str:
        """Every attempt, in order: where the query came from, the query, the verdict and its grounding."""
        lines = []
        for i, a in enumerate(self.attempts, 1):
            v = a.verdict
            by = "the generator" if a.origin == "generator" else "the grounding repair"
            lines.append(f"attempt {i} ({by}):")
            lines.extend("  " + line for line in (a.candidate.sparql or a.candidate.raw or "(nothing)").splitlines())
            lines.append(f"  -> {v.status} [{', '.join(v.reasons)}]")
            g = v.grounding
            if g:
                count = "" if g.get("count") is None else f", {g['count']} answer(s)"
                lines.append(f"  -> grounding: {g.get('status')}{count}")
                if g.get("repair") and g.get("status") in UNGROUNDED:
                    lines.append(f"     repair ({', '.join(g.get('edits') or [])}): {g.get('repair_count')} answer(s)")
        return "\n".join(lines)


def _ungrounded(verdict: Verdict) -> bool:
    return bool(verdict.grounding) and verdict.grounding.get("status") in UNGROUNDED


class Guardrail:
    """Wrap a generator (anything with ``generate(question, repair="", previous="") -> Candidate``)."""

    def __init__(self, generator: Any, verifier: Any, attempts: int = 3):
        if attempts < 1:
            raise ValueError("attempts must be at least 1")
        self.generator = generator
        self.verifier = verifier
        self.attempts = attempts

    def answer(self, question: str, context: Any = None) -> GuardedAnswer:
        """``context``: the dialogue before a follow-up question; the generator sees it (when its
        ``generate`` takes ``context``) and the verifier reads the question against it."""
        done: list[Attempt] = []
        extra = {} if context is None else {"context": context}
        repair, previous = "", ""
        faithful: Attempt | None = None  # the last accepted query the KG gives no answers to
        for _ in range(self.attempts):
            try:
                cand = self.generator.generate(question, repair=repair, previous=previous, **extra)
            except SourceError as exc:
                what = "could not be reached" if getattr(exc, "kind", "") == "unreachable" else "failed"
                return GuardedAnswer(question, False, attempts=tuple(done), outcome="generator_failed",
                                     refusal=f"the generator {what}: {exc}")
            verdict = self.verifier.check(question, cand.sparql or cand.raw, **extra)
            done.append(Attempt(cand, verdict))
            if verdict.status == "accept":
                if not _ungrounded(verdict):
                    status = (verdict.grounding or {}).get("status")
                    grounded = True if status == "ok" else None  # no KG, or it could not be reached
                    return GuardedAnswer(question, True, cand.sparql, verdict, tuple(done), grounded=grounded)
                faithful = done[-1]
                fixed = self._apply_grounding(question, verdict, extra)
                if fixed is not None:
                    done.append(fixed)
                    return GuardedAnswer(question, True, fixed.candidate.sparql, fixed.verdict, tuple(done),
                                         grounded=True)
                g = verdict.grounding or {}
                repair = (f"[grounding: {g.get('status')}] The query means what the question asks, but "
                          f"{g.get('explanation', 'the knowledge graph gives it no answers.')}")
                if g.get("repair"):
                    repair += f" This query returns {g.get('repair_count')} answer(s):\n{g['repair']}"
                previous = cand.sparql or cand.raw
                continue
            if verdict.status == "unknown" and verdict.reasons[0] in ("question_unparsed", "scope_unresolved"):
                # no query can be verified for a question the verifier cannot read: stop asking
                break
            repair = f"[{', '.join(verdict.reasons)}] {verdict.explanation}"
            if verdict.repair:
                repair += f" Suggested edit: {verdict.repair}."
            previous = cand.sparql or cand.raw
        if faithful is not None:
            # the verifier accepted it: it is the answer, said to return nothing from this KG
            return GuardedAnswer(question, True, faithful.candidate.sparql, faithful.verdict, tuple(done),
                                 grounded=False)
        last = done[-1].verdict if done else None
        why = "; ".join(f"attempt {i + 1}: {a.verdict.status} [{', '.join(a.verdict.reasons)}] {a.verdict.explanation}"
                        for i, a in enumerate(done))
        return GuardedAnswer(question, False, verdict=last, attempts=tuple(done),
                             refusal=f"no query was verified after {len(done)} attempt(s): {why}")

    def _apply_grounding(self, question: str, verdict: Verdict, extra: dict | None = None) -> Attempt | None:
        """The grounding stage's rewritten query as an attempt, when the verifier accepts it and the KG
        answers it; None otherwise (the repair then goes to the generator)."""
        g = verdict.grounding or {}
        if not g.get("repair") or not g.get("repair_count"):
            return None
        fixed = self.verifier.check(question, g["repair"], **(extra or {}))
        fg = fixed.grounding or {}
        if fixed.status != "accept" or fg.get("status") != "ok":
            return None
        cand = Candidate(g["repair"], g["repair"], "grounding", meta={"edits": list(g.get("edits") or [])})
        return Attempt(cand, fixed, origin="grounding")
