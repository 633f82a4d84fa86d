"""LangChain (``langchain-core`` only, the optional extra ``langchain``): the verifier's tools as
``StructuredTool``s, and a guard that wraps any text-to-SPARQL chain.

:func:`sparql_guard` turns a generating runnable (a prompt piped into a chat model, or anything taking
``{"question", "feedback", "previous"}`` and returning text or a message) into a runnable that
generates, verifies, and on a rejection asks the chain again with the verifier's explanation (the
reason codes, the sentences, the suggested edit) as ``feedback`` — the ``GraphSparqlQAChain`` pattern
with a proof in the middle. Only an accepted query is run (``run(sparql)``, e.g. on the KG); the
answer says every attempt and why it was refused otherwise. The loop itself is the library's
:class:`~verifier.sources.guardrail.Guardrail`::

    prompt = ChatPromptTemplate.from_messages([("system", "Write SPARQL. {feedback}"), ("human", "{question}")])
    guard = sparql_guard(prompt | chat_model, verifier, run=lambda q: store.select(q))
    guard.invoke({"question": "What is the mass of benzene?"})
    # → {"accepted": True, "sparql": "SELECT …", "result": [...], "attempts": [...], "proof": {...}}
"""

from __future__ import annotations

from typing import Any, Callable

from .tools import TOOL_SCHEMAS, VerifierTools

__all__ = ["langchain_tools", "sparql_guard"]


def langchain_tools(tools: VerifierTools) -> list[Any]:
    """One ``StructuredTool`` per verifier tool, with the tool's JSON schema as its arguments."""
    from langchain_core.tools import StructuredTool

    return [StructuredTool.from_function(func=getattr(tools, name), name=name, description=description,
                                         args_schema=schema)
            for name, (description, schema) in TOOL_SCHEMAS.items()]


class _ChainSource:
    """A LangChain runnable as the guardrail's generator."""

    def __init__(self, chain: Any, config: Any = None):
        self.chain, self.config = chain, config

    def generate(self, question: str, repair: str = "", previous: str = "") -> Any:
        from ..sources.llm import Candidate, extract_sparql

        feedback = (f"Your previous query was refused by a verifier: {repair} Previous query: {previous}"
                    if repair else "")
        out = self.chain.invoke({"question": question, "feedback": feedback, "previous": previous}, self.config)
        raw = out.content if hasattr(out, "content") else str(out)
        raw = raw if isinstance(raw, str) else str(raw)
        return Candidate(extract_sparql(raw) or raw.strip(), raw, "langchain")


def sparql_guard(chain: Any, verifier: Any, run: Callable[[str], Any] | None = None, attempts: int = 3) -> Any:
    """A runnable: ``{"question": …}`` (or the question as a string) → the guarded answer's dict
    (:meth:`GuardedAnswer.to_dict`) plus ``result``, what ``run`` returned for the accepted query."""
    from langchain_core.runnables import RunnableLambda

    from ..sources.guardrail import Guardrail

    def guard(inputs: Any, config: Any = None) -> dict[str, Any]:
        question = inputs if isinstance(inputs, str) else inputs["question"]
        answer = Guardrail(_ChainSource(chain, config), verifier, attempts=attempts).answer(question)
        out = answer.to_dict()
        out["result"] = run(answer.sparql) if answer.accepted and run is not None else None
        return out

    return RunnableLambda(guard, name="sparql_guard")
