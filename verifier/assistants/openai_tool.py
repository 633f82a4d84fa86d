"""OpenAI function calling: the verifier's tools as ``tools=[…]`` definitions, and a handler that turns a
model's tool call into the ``role: tool`` message to send back. No ``openai`` package is needed: the
definitions are JSON, and the handler reads a tool call as a dict (the HTTP API's JSON) or as the SDK's
object (``.id``, ``.function.name``, ``.function.arguments``).

    >>> [d["function"]["name"] for d in tool_definitions()]
    ['check_sparql', 'compare_queries', 'explain_verdict', 'answer_question']

A round trip::

    response = client.chat.completions.create(model=…, messages=messages, tools=tool_definitions())
    for call in response.choices[0].message.tool_calls or []:
        messages.append(handle_tool_call(call, tools))      # tools = VerifierTools(lexicon=…, kg=…)
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from .tools import TOOL_SCHEMAS, ToolInputError, VerifierTools

__all__ = ["tool_definitions", "handle_tool_call"]


def tool_definitions(names: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """The ``tools`` parameter of a Chat Completions request (all four tools, or ``names``)."""
    chosen = list(names) if names is not None else list(TOOL_SCHEMAS)
    return [{"type": "function", "function": {"name": n, "description": TOOL_SCHEMAS[n][0],
                                              "parameters": TOOL_SCHEMAS[n][1]}} for n in chosen]


def _field(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def handle_tool_call(tool_call: Any, tools: VerifierTools) -> dict[str, Any]:
    """Run one tool call; the ``{"role": "tool", "tool_call_id": …, "content": …}`` message answering it.

    The content is the tool's JSON result, or ``{"error": …}`` for arguments that are not JSON or not
    what the tool takes, so the model can correct its call rather than the conversation failing."""
    function = _field(tool_call, "function") or {}
    name, arguments = _field(function, "name"), _field(function, "arguments")
    try:
        args = json.loads(arguments) if isinstance(arguments, str) else (arguments or {})
        result: Any = tools.call(name, args)
    except json.JSONDecodeError as exc:
        result = {"error": f"the arguments are not JSON: {exc.msg}"}
    except ToolInputError as exc:
        result = {"error": str(exc)}
    content = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False, default=str)
    return {"role": "tool", "tool_call_id": _field(tool_call, "id"), "content": content}
