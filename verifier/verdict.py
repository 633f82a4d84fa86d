"""The verdict: accept / reject / unknown, with reason codes, an explanation, and the evidence.

A verdict is a frozen value that serialises to JSON (:meth:`Verdict.to_dict`) and renders as text a
person can read (:meth:`Verdict.render`). ``reject`` is given only on evidence (a countermodel, or a
screen such as an unsafe operation); anything the verifier could not decide is ``unknown``, with the
reason it could not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = ["Verdict", "REASONS", "STATUSES", "EXIT_CODES", "status_for"]

STATUSES = ("accept", "reject", "unknown")

#: every reason code, with the status it implies when it is the deciding reason
REASONS: dict[str, tuple[str, str]] = {
    # decided before any logic
    "syntax_error": ("reject", "the text is not well-formed SPARQL"),
    "not_a_query": ("reject", "the text is not a SPARQL query"),
    "undeclared_prefix": ("reject", "the query uses a prefix it does not declare"),
    "unsafe_operation": ("reject", "the query updates data or reaches other services"),
    "input_too_large": ("unknown", "the input is larger than the verifier accepts"),
    "unsupported_query_form": ("reject", "CONSTRUCT/DESCRIBE return graphs, not answers"),
    "unsupported_construct": ("unknown", "the query uses a construct the verifier does not model"),
    "unknown_term": ("reject", "the query names an IRI the knowledge graph does not have"),
    "irrelevant_language_filter": ("reject", "a language filter on an IRI discards every answer"),
    "truncated_query": ("reject", "the query text is cut off"),
    # decided by comparing meanings
    "deviating_entity": ("reject", "the query names another entity than the question"),
    "wrong_relation": ("reject", "the query uses another property or class than the question"),
    "wrong_direction": ("reject", "the query reverses a relation of the question"),
    "missing_constraint": ("reject", "the query drops a constraint of the question"),
    "extra_constraint": ("reject", "the query adds a constraint the question does not have"),
    "wrong_answer_variable": ("reject", "the query returns another variable than the question asks for"),
    "wrong_query_form": ("reject", "the query's form does not fit the kind of question"),
    "wrong_aggregate": ("reject", "the query aggregates or orders differently from the question"),
    "wrong_filter": ("reject", "a FILTER of the query differs from the question's condition"),
    # could not decide
    "question_unparsed": ("unknown", "the question could not be parsed"),
    "scope_unresolved": ("unknown", "no scoped reading of the question could be built"),
    "no_lexical_bridge": ("unknown", "a question word has no bridge to the knowledge graph"),
    "solver_timeout": ("unknown", "the prover ran out of time"),
    "solver_incomplete": ("unknown", "the prover could not decide the check"),
    "inconsistent_bridge": ("unknown", "the question contradicts its bridging axioms, so no proof about it means anything"),
    "one_sided_relation": ("unknown", "the query reads a two-way relation from the end the knowledge graph may not"
                           " store it on"),
    "lexicalised_extremum": ("unknown", "the ranking is carried by a word or property name the verifier cannot compare"),
    "count_by_property": ("unknown", "a how-many question answered by a numeric property cannot be checked"),
    "internal_error": ("unknown", "the verifier failed on this input"),
    "bad_record": ("unknown", "the audit record could not be read"),
    "worker_crashed": ("unknown", "the audit worker checking this record died, and again in a fresh worker"),
    # accepted
    "equivalent": ("accept", "the query means what the question asks"),
}

#: CLI exit codes by status (2 is reserved for usage errors)
EXIT_CODES = {"accept": 0, "reject": 1, "unknown": 3}


def status_for(code: str) -> str:
    return REASONS.get(code, ("unknown", ""))[0]


@dataclass(frozen=True)
class Verdict:
    """The answer to "does this query answer this question?".

    * ``status``: accept | reject | unknown; ``reasons``: reason codes, the deciding one first;
    * ``explanation``: sentences a person reads;
    * ``proof``: for accept, the reading, the axiom set, and the axioms each direction used;
    * ``countermodel``: for reject by logic, the failing direction and the counterexample's facts;
    * ``repair``: the edit of the query that would make it right, when one was found;
    * ``question_logic``/``query_logic``: the formulas compared (text);
    * ``timings_ms``: per stage; ``notes``: approximations and repairs made on the way.
    """

    status: str
    reasons: tuple[str, ...]
    explanation: str
    question: str = ""
    sparql: str = ""
    proof: dict[str, Any] | None = None
    countermodel: dict[str, Any] | None = None
    repair: str = ""
    question_logic: str = ""
    question_kind: str = ""
    query_logic: str = ""
    query_form: str = ""
    timings_ms: dict[str, float] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    id: str | None = None

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")

    @property
    def accepted(self) -> bool:
        return self.status == "accept"

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]

    def with_timings(self, **timings: float) -> "Verdict":
        merged = {k: round(v, 2) for k, v in {**self.timings_ms, **timings}.items()}
        return replace(self, timings_ms=merged)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if self.id is not None:
            d["id"] = self.id
        d.update({
            "status": self.status,
            "reasons": list(self.reasons),
            "explanation": self.explanation,
            "question": self.question,
            "sparql": self.sparql,
            "question_logic": self.question_logic,
            "question_kind": self.question_kind,
            "query_logic": self.query_logic,
            "query_form": self.query_form,
            "proof": self.proof,
            "countermodel": self.countermodel,
            "repair": self.repair or None,
            "notes": list(self.notes),
            "timings_ms": self.timings_ms,
        })
        return d

    def to_json(self, **kwargs: Any) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, **kwargs)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Verdict":
        return cls(status=d["status"], reasons=tuple(d.get("reasons", ())), explanation=d.get("explanation", ""),
                   question=d.get("question", ""), sparql=d.get("sparql", ""), proof=d.get("proof"),
                   countermodel=d.get("countermodel"), repair=d.get("repair") or "",
                   question_logic=d.get("question_logic", ""), question_kind=d.get("question_kind", ""),
                   query_logic=d.get("query_logic", ""), query_form=d.get("query_form", ""),
                   timings_ms=dict(d.get("timings_ms", {})), notes=tuple(d.get("notes", ())), id=d.get("id"))

    def render(self) -> str:
        """A readable multi-line report."""
        mark = {"accept": "ACCEPT", "reject": "REJECT", "unknown": "UNKNOWN"}[self.status]
        lines = [f"{mark}  [{', '.join(self.reasons)}]"]
        if self.question:
            lines.append(f"question: {self.question}")
        lines.append(self.explanation)
        if self.question_logic:
            lines.append(f"question logic ({self.question_kind}): {self.question_logic}")
        if self.query_logic:
            lines.append(f"query logic ({self.query_form}): {self.query_logic}")
        if self.proof:
            lines.append("proof, axioms used:")
            for ax in self.proof.get("axioms", []):
                lines.append(f"  [{ax['name']}] {ax['formula']}")
        if self.countermodel:
            lines.append(f"counterexample ({self.countermodel.get('direction', '')}):")
            for fact in self.countermodel.get("facts", []):
                lines.append(f"  {fact}")
            for same in self.countermodel.get("identities", []):
                lines.append(f"  {same}")
        if self.repair:
            lines.append(f"repair: {self.repair}")
        for note in self.notes:
            lines.append(f"note: {note}")
        if self.timings_ms:
            lines.append("time: " + ", ".join(f"{k} {v:.1f} ms" for k, v in self.timings_ms.items()))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()
