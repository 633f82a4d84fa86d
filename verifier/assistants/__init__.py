"""Where assistants meet the verifier: one set of tools (:mod:`.tools`) and thin adapters for an MCP
server (:mod:`.mcp_server`, ``verifier mcp``), OpenAI function calling (:mod:`.openai_tool`), LangChain
(:mod:`.langchain_tool`) and LlamaIndex (:mod:`.llamaindex_tool`). Each adapter imports its framework
only when used, so the package costs nothing without them.
"""

from __future__ import annotations

import argparse
import sys

from ..cli_options import add_verifier_options

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("mcp", help="serve the verifier's tools over the Model Context Protocol (needs the 'mcp' extra)",
                       description="An MCP server with the tools check_sparql, compare_queries, explain_verdict and "
                                   "answer_question, over stdio (default) or streamable HTTP.")
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    p.add_argument("--host", default="127.0.0.1", help="with --transport http (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8766, help="with --transport http (default 8766)")
    add_verifier_options(p)
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    try:
        from .mcp_server import run
        import mcp  # noqa: F401
    except ModuleNotFoundError as exc:
        print(f"verifier mcp: {exc.name} is not installed; pip install 'sparql-verifier[mcp]'", file=sys.stderr)
        return 2
    return run(args)
