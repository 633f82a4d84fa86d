"""``verifier mcp``: the verifier as a Model Context Protocol server (the official ``mcp`` SDK), so an
assistant (Claude Desktop, any MCP client) can check its own SPARQL before running it.

Tools (:mod:`.tools`): ``check_sparql``, ``compare_queries``, ``explain_verdict``, ``answer_question``;
each has a JSON input schema (from its typed, described arguments) and structured output. ``check_sparql`` and
``explain_verdict`` take the conversation so far as ``context``, so an assistant can check a follow-up question.

    $ verifier mcp --lexicon lexicon.ttl --kg kg.ttl                      # stdio (an MCP client starts it)
    $ verifier mcp --transport http --port 8766 --lexicon … --kg …       # streamable HTTP at /mcp

In-process (tests, notebooks)::

    from mcp import Client
    async with Client(build_server(VerifierTools(lexicon=…, kg=…))) as client:
        result = await client.call_tool("check_sparql", {"question": "…", "sparql": "…"})
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

from pydantic import Field

from .tools import MAX_QUERY_CHARS, MAX_QUESTION_CHARS, MAX_TURNS, TOOL_SCHEMAS, ToolInputError, VerifierTools
from .turn_model import DialogueTurn

__all__ = ["build_server", "run"]

Question = Annotated[str, Field(description="the user's question in English", max_length=MAX_QUESTION_CHARS)]
Sparql = Annotated[str, Field(description="the SPARQL query meant to answer it", max_length=MAX_QUERY_CHARS)]


Context = Annotated[Optional[list[DialogueTurn]], Field(
    max_length=MAX_TURNS, description=TOOL_SCHEMAS["check_sparql"][1]["properties"]["context"]["description"])]


def _turns(context: Optional[list[DialogueTurn]]) -> Optional[list[dict[str, Any]]]:
    return None if context is None else [t.model_dump() for t in context]


def build_server(tools: VerifierTools) -> Any:
    """An :class:`mcp.server.MCPServer` whose four tools call ``tools``."""
    from mcp.server import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    server = MCPServer("sparql-verifier", instructions="Verify SPARQL against the English question it should answer "
                       "before running it: call check_sparql (or explain_verdict for sentences); run the query only "
                       "when the status is accept.")

    def guarded(fn, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ToolInputError as exc:
            raise ToolError(str(exc)) from None

    @server.tool(name="check_sparql", description=TOOL_SCHEMAS["check_sparql"][0])
    def check_sparql(question: Question, sparql: Sparql, context: Context = None) -> dict[str, Any]:
        return guarded(tools.check_sparql, question, sparql, _turns(context))

    @server.tool(name="compare_queries", description=TOOL_SCHEMAS["compare_queries"][0])
    def compare_queries(query1: Annotated[str, Field(description="the first query", max_length=MAX_QUERY_CHARS)],
                        query2: Annotated[str, Field(description="the second query", max_length=MAX_QUERY_CHARS)],
                        ) -> dict[str, Any]:
        return guarded(tools.compare_queries, query1, query2)

    @server.tool(name="explain_verdict", description=TOOL_SCHEMAS["explain_verdict"][0])
    def explain_verdict(question: Question, sparql: Sparql, context: Context = None) -> str:
        return guarded(tools.explain_verdict, question, sparql, _turns(context))

    @server.tool(name="answer_question", description=TOOL_SCHEMAS["answer_question"][0])
    def answer_question(question: Question,
                        max_checks: Annotated[int, Field(ge=1, le=32, description="candidates verified at most")] = 8,
                        ) -> dict[str, Any]:
        return guarded(tools.answer_question, question, max_checks)

    return server


def run(args: Any) -> int:
    """``verifier mcp``: serve over stdio (default) or streamable HTTP until the client goes or SIGINT."""
    from ..cli_options import kg_source

    tools = VerifierTools(lexicon=args.lexicon or None, kg=kg_source(args.kg), timeout_ms=args.timeout_ms,
                          names=tuple(args.names), kg_profile=args.kg_profile)
    server = build_server(tools)
    if args.transport == "http":
        server.run("streamable-http", host=args.host, port=args.port)
    else:
        server.run("stdio")
    return 0
