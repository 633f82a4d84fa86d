"""The service's request and response bodies as pydantic models: the OpenAPI schema at
``/openapi.json`` is generated from them, and each response model is exactly the JSON the library
already writes (``Verdict.to_dict()``, ``Equivalence.to_dict()``, ``AskResult.to_dict()``,
``GuardedAnswer.to_dict()``), so a client reads the same fields from the CLI's ``--json``, an audit's
JSONL and the HTTP API.

    >>> CheckRequest(question="What is the mass of benzene?", sparql="ASK {}").id is None
    True
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

from ..assistants.turn_model import MAX_TURNS, DialogueTurn

__all__ = ["CheckRequest", "EquivRequest", "AskRequest", "GuardRequest", "VerdictModel", "EquivalenceModel",
           "AskModel", "GuardModel", "HealthModel", "ErrorModel"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")  # a misspelt field is a 422, not silently ignored


class CheckRequest(_Strict):
    question: str = Field(description="the question in English (text only: never read as a file name)",
                          examples=["What is the mass of benzene?"])
    sparql: str = Field(description="the SPARQL query to verify",
                        examples=["SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"])
    id: Optional[str] = Field(None, description="echoed in the verdict")
    mrs_file: Optional[str] = Field(None, description="a stored MRS file for the question, read only when it lies "
                                                      "under a directory the operator allowed (--allow-path)")
    context: Optional[list[DialogueTurn]] = Field(None, max_length=MAX_TURNS, description=(
        "the dialogue before a follow-up question, oldest turn first: turns with `speaker` (USER/SYSTEM), "
        "`utterance` and the `entities` each mentions (id → name); \"that person\", \"it\", \"Or X?\" are read "
        "from it"))


class EquivRequest(_Strict):
    query1: str
    query2: str


class AskRequest(_Strict):
    question: str
    max_checks: int = Field(8, ge=1, le=32, description="candidates verified at most")
    endpoint: Optional[str] = Field(None, description="a SPARQL endpoint to run the verified query on; only "
                                                      "prefixes the operator allowed (--allow-url)")


class GuardRequest(_Strict):
    question: str
    candidates: list[str] = Field(min_length=1, description="candidate queries (e.g. from a language model), "
                                                            "verified in order; the first accepted one is returned")


class VerdictModel(BaseModel):
    """``Verdict.to_dict()``: accept / reject / unknown with reason codes, explanation and evidence."""

    id: Optional[str] = None
    status: Literal["accept", "reject", "unknown"]
    reasons: list[str]
    explanation: str
    question: str
    sparql: str
    question_logic: str
    question_kind: str
    query_logic: str
    query_form: str
    proof: Optional[dict[str, Any]] = None
    countermodel: Optional[dict[str, Any]] = None
    repair: Optional[str] = None
    notes: list[str]
    timings_ms: dict[str, float]


class EquivalenceModel(BaseModel):
    equivalent: bool
    contained_1_in_2: bool
    contained_2_in_1: bool
    decided: bool
    explanation: str
    axioms_used: list[str]


class AskModel(BaseModel):
    question: str
    accepted: bool
    sparql: Optional[str] = None
    form: Optional[str] = None
    answers: list[Any]
    status: Optional[str] = None
    reasons: list[str]
    explanation: Optional[str] = None
    proof: Optional[dict[str, Any]] = None
    tried: list[dict[str, Any]]
    seconds: float
    error: Optional[str] = None


class GuardModel(BaseModel):
    question: str
    accepted: bool
    sparql: Optional[str] = None
    refusal: Optional[str] = None
    attempts: list[dict[str, Any]]
    proof: Optional[dict[str, Any]] = None
    verdict: Optional[VerdictModel] = None


class HealthModel(BaseModel):
    status: Literal["ok", "starting", "failed"]
    workers: int
    waiting: int
    detail: Optional[str] = None


class ErrorModel(BaseModel):
    """Every error: ``code`` names the limit or fault (``body_too_large``, ``question_too_large``,
    ``queue_full``, ``check_timeout``, ``path_not_allowed``…), ``error`` says it in words."""

    code: str
    error: str
    detail: Optional[list[Any]] = None
