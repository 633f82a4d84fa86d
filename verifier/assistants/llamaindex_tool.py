"""LlamaIndex: the verifier's tools as ``FunctionTool``s (``llama-index-core``, the optional extra
``llamaindex``), for an agent to call before it runs a query.

    tools = llamaindex_tools(VerifierTools(lexicon="lexicon.ttl", kg="kg.ttl"))
    agent = FunctionAgent(tools=tools, llm=…)     # any LlamaIndex agent

    >>> # llamaindex_tools(VerifierTools())[0].metadata.name  → 'check_sparql'
"""

from __future__ import annotations

from typing import Any

from .tools import TOOL_SCHEMAS, VerifierTools

__all__ = ["llamaindex_tools"]


def llamaindex_tools(tools: VerifierTools) -> list[Any]:
    """One ``FunctionTool`` per verifier tool; each returns the tool's JSON (a dict) or its text."""
    from llama_index.core.tools import FunctionTool

    return [FunctionTool.from_defaults(fn=getattr(tools, name), name=name, description=description)
            for name, (description, _schema) in TOOL_SCHEMAS.items()]
