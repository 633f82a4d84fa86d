"""The four things an assistant can ask of the verifier, once, for every adapter (MCP, OpenAI function
calling, LangChain, LlamaIndex): each is a plain function over JSON-able values with a JSON schema.

* ``check_sparql(question, sparql, context=None)`` → the verdict's JSON (``Verdict.to_dict()``);
* ``compare_queries(query1, query2)`` → equivalence and both containments (under the lexicon);
* ``explain_verdict(question, sparql, context=None)`` → the verdict as sentences: what was decided, why, what to
  change;
* ``answer_question(question)`` → a query generated and verified by the verifier itself, run on the KG.

Example::

    >>> tools = VerifierTools(lexicon="examples/chemistry/lexicon.ttl", kg="examples/chemistry/kg.ttl")
    >>> tools.check_sparql("What is the mass of benzene?",
    ...                    "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")["status"]  # doctest: +SKIP
    'accept'

``context`` is the conversation before a follow-up question, as the assistant saw it: a list of turns, each with
its ``speaker`` (USER or SYSTEM), its ``utterance`` and the ``entities`` it mentions (KG id → name), so that "that
person", "it" or "And how about Ada Lovelace?" are read as the dialogue says. Without it such a question is
``unknown`` (``unresolved_reference``), never a guess::

    >>> tools.check_sparql("Who was the doctoral advisor of that person?",
    ...                    "SELECT ?a WHERE { wd:Q7251 wdt:P184 ?a }",
    ...                    context=[{"speaker": "USER", "utterance": "Who proposed the Turing test?"},
    ...                             {"speaker": "SYSTEM", "utterance": "Alan Turing",
    ...                              "entities": {"Q7251": "Alan Turing"}}])  # doctest: +SKIP

The verifier is loaded on first use and shared by the calls under a lock (a check is CPU-bound; one at
a time per process). Inputs are text only: no argument is ever read as a file name or opened as a URL.
"""

from __future__ import annotations

import threading
from typing import Any

__all__ = ["VerifierTools", "TOOL_SCHEMAS", "ToolInputError", "MAX_QUESTION_CHARS", "MAX_QUERY_CHARS", "MAX_TURNS",
           "MAX_TURN_ENTITIES", "MAX_ENTITY_CHARS"]

MAX_QUESTION_CHARS = 2_000
MAX_QUERY_CHARS = 100_000
#: the most turns a ``context`` may hold, and entities one turn may name (as the HTTP service allows)
MAX_TURNS = 64
MAX_TURN_ENTITIES = 64
#: the longest entity id or name a turn may give
MAX_ENTITY_CHARS = 500

_QUESTION = {"type": "string", "description": "the user's question in English", "maxLength": MAX_QUESTION_CHARS}
_SPARQL = {"type": "string", "description": "the SPARQL query meant to answer it", "maxLength": MAX_QUERY_CHARS}
_CONTEXT = {
    "type": "array", "maxItems": MAX_TURNS,
    "description": "the conversation before a follow-up question, oldest turn first: who spoke, what was said and "
                   "the KG entities each turn mentions, so that 'that person', 'it' or 'And how about X?' can be read",
    "items": {"type": "object", "additionalProperties": False, "required": ["utterance"],
              "properties": {"speaker": {"type": "string", "enum": ["USER", "SYSTEM"], "default": "USER"},
                             "utterance": {"type": "string", "maxLength": MAX_QUESTION_CHARS},
                             "entities": {"type": "object", "maxProperties": MAX_TURN_ENTITIES,
                                          "propertyNames": {"maxLength": MAX_ENTITY_CHARS},
                                          "additionalProperties": {"type": "string", "maxLength": MAX_ENTITY_CHARS},
                                          "description": "KG id (Q42, or a full IRI) → the entity's name"}}}}

#: name → (description, JSON schema of the arguments): the one source of every adapter's tool definitions
TOOL_SCHEMAS: dict[str, tuple[str, dict[str, Any]]] = {
    "check_sparql": (
        "Verify, before running it, that a SPARQL query answers an English question: accept (proved to mean "
        "the same), reject (with the reason and a counterexample), or unknown (with what is missing).",
        {"type": "object", "properties": {"question": _QUESTION, "sparql": _SPARQL, "context": _CONTEXT},
         "required": ["question", "sparql"], "additionalProperties": False}),
    "compare_queries": (
        "Decide whether two SPARQL queries return the same answers on every knowledge graph (and whether one "
        "contains the other), taking the lexicon's property domains and ranges into account.",
        {"type": "object", "properties": {"query1": dict(_SPARQL, description="the first query"),
                                          "query2": dict(_SPARQL, description="the second query")},
         "required": ["query1", "query2"], "additionalProperties": False}),
    "explain_verdict": (
        "Explain in sentences whether a SPARQL query answers a question, why, and what to change if not.",
        {"type": "object", "properties": {"question": _QUESTION, "sparql": _SPARQL, "context": _CONTEXT},
         "required": ["question", "sparql"], "additionalProperties": False}),
    "answer_question": (
        "Answer an English question from the knowledge graph with a query the verifier generated and proved "
        "correct; returns the query, its proof and the answers, or why no query could be verified.",
        {"type": "object", "properties": {"question": _QUESTION,
                                          "max_checks": {"type": "integer", "minimum": 1, "maximum": 32,
                                                         "default": 8, "description": "candidates verified at most"}},
         "required": ["question"], "additionalProperties": False}),
}


class ToolInputError(ValueError):
    """An argument a tool refuses (wrong type, over its size limit): the message says which."""


def _text(value: Any, name: str, limit: int) -> str:
    if not isinstance(value, str):
        raise ToolInputError(f"'{name}' must be a string")
    if len(value) > limit:
        raise ToolInputError(f"'{name}' has {len(value):,} characters; the limit is {limit:,}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ToolInputError(f"'{name}' holds a lone surrogate, which is not text") from None
    return value


def _context(value: Any) -> list[dict[str, Any]] | None:
    """The dialogue a tool call passes, checked against ``_CONTEXT`` (None for none): every fault is a
    :class:`ToolInputError` naming the turn, so the assistant can correct its call."""
    if value is None:
        return None
    if not isinstance(value, list):
        raise ToolInputError("'context' must be a list of turns")
    if len(value) > MAX_TURNS:
        raise ToolInputError(f"'context' has {len(value)} turns; the limit is {MAX_TURNS}")
    turns = []
    for i, turn in enumerate(value):
        where = f"context[{i}]"
        if not isinstance(turn, dict):
            raise ToolInputError(f"'{where}' must be an object with speaker, utterance and entities")
        extra = set(turn) - {"speaker", "utterance", "entities"}
        if extra:
            raise ToolInputError(f"'{where}' has unknown keys {sorted(extra)}")
        speaker = _text(turn.get("speaker", "USER"), f"{where}.speaker", 16).upper()
        if speaker not in ("USER", "SYSTEM"):
            raise ToolInputError(f"'{where}.speaker' must be USER or SYSTEM")
        entities = turn.get("entities") or {}
        if not isinstance(entities, dict) or len(entities) > MAX_TURN_ENTITIES:
            raise ToolInputError(f"'{where}.entities' must be an object of at most {MAX_TURN_ENTITIES} id → name")
        turns.append({"speaker": speaker, "utterance": _text(turn.get("utterance"), f"{where}.utterance",
                                                              MAX_QUESTION_CHARS),
                      "entities": {_text(k, f"{where}.entities key", MAX_ENTITY_CHARS):
                                       _text(v, f"{where}.entities[{k!r}]", MAX_ENTITY_CHARS)
                                   for k, v in entities.items()}})
    return turns or None


class VerifierTools:
    """The tools over one verifier: pass a :class:`~verifier.api.Verifier`, or what builds one
    (``lexicon``, ``kg``, ``timeout_ms``, ``names``: labels-only graphs read as names, never as the KG, and
    ``kg_profile``: the KG the queries run against, "dbpedia" or "wikidata"; "" reads it from each query)."""

    def __init__(self, verifier: Any = None, lexicon: Any = None, kg: Any = None, timeout_ms: int = 2000,
                 names: Any = (), kg_profile: str = ""):
        self._verifier = verifier
        self._args = dict(lexicon=lexicon, kg=kg, timeout_ms=timeout_ms, names=tuple(names), kg_profile=kg_profile)
        self._lock = threading.RLock()
        self._pipeline: Any = None

    @property
    def verifier(self) -> Any:
        with self._lock:
            if self._verifier is None:
                from ..api import Verifier
                self._verifier = Verifier(**self._args)
            return self._verifier

    def call(self, name: str, arguments: dict[str, Any]) -> Any:
        """Run the tool ``name`` with its JSON ``arguments`` (what every adapter's handler does)."""
        if name not in TOOL_SCHEMAS:
            raise ToolInputError(f"no tool named {name!r}; the tools are {', '.join(TOOL_SCHEMAS)}")
        if not isinstance(arguments, dict):
            raise ToolInputError("the arguments must be a JSON object")
        schema = TOOL_SCHEMAS[name][1]
        unknown = set(arguments) - set(schema["properties"])
        missing = [k for k in schema["required"] if k not in arguments]
        if unknown or missing:
            raise ToolInputError(f"{name}: missing {missing or 'nothing'}, unknown {sorted(unknown) or 'nothing'}")
        return getattr(self, name)(**arguments)

    def check_sparql(self, question: str, sparql: str, context: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        question = _text(question, "question", MAX_QUESTION_CHARS)
        sparql = _text(sparql, "sparql", MAX_QUERY_CHARS)
        turns = _context(context)
        with self._lock:
            return self.verifier.check(question, sparql, context=turns).to_dict()

    def compare_queries(self, query1: str, query2: str) -> dict[str, Any]:
        from ..prover.equiv import equivalence

        q1, q2 = _text(query1, "query1", MAX_QUERY_CHARS), _text(query2, "query2", MAX_QUERY_CHARS)
        with self._lock:
            v = self.verifier
            return equivalence(q1, q2, timeout_ms=v.timeout_ms, lexicon=v.lexicon).to_dict()

    def explain_verdict(self, question: str, sparql: str, context: list[dict[str, Any]] | None = None) -> str:
        from ..verdict import REASONS

        d = self.check_sparql(question, sparql, context)
        word = {"accept": "Yes", "reject": "No", "unknown": "Undecided"}[d["status"]]
        lines = [f"{word}: " + {"accept": "the query answers the question.",
                                "reject": "the query does not answer the question.",
                                "unknown": "the verifier could not decide whether the query answers the question."
                                }[d["status"]]]
        lines.append("Why: " + "; ".join(REASONS.get(r, ("", r))[1] for r in d["reasons"]) + ".")
        if d["explanation"]:
            lines.append(d["explanation"])
        if d.get("repair"):
            lines.append(f"Suggested change: {d['repair']}")
        return "\n".join(lines)

    def answer_question(self, question: str, max_checks: int = 8) -> dict[str, Any]:
        from ..sources.ask import ask
        from ..sources.dudes import DudesPipeline

        question = _text(question, "question", MAX_QUESTION_CHARS)
        if not isinstance(max_checks, int) or not 1 <= max_checks <= 32:
            raise ToolInputError("'max_checks' must be an integer from 1 to 32")
        with self._lock:
            v = self.verifier
            if v.lexicon is None:
                raise ToolInputError("answer_question needs a lexicon (start the server with --lexicon)")
            if self._pipeline is None:
                self._pipeline = DudesPipeline(v.lexicon, v.store, parser=v.parser)
            return ask(question, self._pipeline, v, v.store, max_checks=max_checks).to_dict()
