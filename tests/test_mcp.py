"""``verifier mcp``: an MCP client session (the official SDK's client, in-process) lists the four tools,
each with a JSON input schema, and gets a verdict from ``check_sparql``; the stdio transport answers a
real subprocess client."""

import asyncio
import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("mcp", reason="the 'mcp' extra (the official MCP SDK) is not installed")

from mcp import Client, StdioServerParameters  # noqa: E402

from verifier.assistants.mcp_server import build_server  # noqa: E402
from verifier.assistants.tools import VerifierTools  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
TOOLS = {"check_sparql", "compare_queries", "explain_verdict", "answer_question"}


def test_a_session_lists_the_four_tools_and_gets_a_verdict(chemistry_verifier):
    async def session():
        async with Client(build_server(VerifierTools(verifier=chemistry_verifier))) as client:
            listed = (await client.list_tools()).tools
            checked = await client.call_tool("check_sparql", {"question": "What is the mass of benzene?",
                                                              "sparql": P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"})
            wrong = await client.call_tool("explain_verdict", {"question": "What is the mass of benzene?",
                                                               "sparql": P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"})
            too_long = await client.call_tool("check_sparql", {"question": "w" * 5000, "sparql": "ASK {}"})
            return listed, checked, wrong, too_long

    listed, checked, wrong, too_long = asyncio.run(session())
    assert {t.name for t in listed} == TOOLS
    for tool in listed:
        assert tool.input_schema["type"] == "object" and tool.input_schema["required"] and tool.description
    assert not checked.is_error
    assert checked.structured_content["status"] == "accept" and checked.structured_content["proof"]
    assert not wrong.is_error and wrong.content[0].text.startswith("No:")
    assert too_long.is_error


def test_a_follow_up_question_carries_its_conversation(chemistry_verifier):
    turns = [{"speaker": "USER", "utterance": "What is the mass of benzene?", "entities": {"Q2270": "benzene"}},
             {"speaker": "SYSTEM", "utterance": "78.11 dalton"}]
    query = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }"

    async def session():
        async with Client(build_server(VerifierTools(verifier=chemistry_verifier))) as client:
            schema = {t.name: t.input_schema for t in (await client.list_tools()).tools}["check_sparql"]
            followed = await client.call_tool("check_sparql", {"question": "What is its boiling point?",
                                                               "sparql": query, "context": turns})
            alone = await client.call_tool("check_sparql", {"question": "What is its boiling point?", "sparql": query})
            odd = await client.call_tool("check_sparql", {"question": "What is its boiling point?", "sparql": query,
                                                          "context": [{"speaker": "BOT", "utterance": "hi"}]})
            return schema, followed, alone, odd

    schema, followed, alone, odd = asyncio.run(session())
    assert "context" in schema["properties"] and "context" not in schema["required"]
    assert followed.structured_content["status"] == "accept"
    assert alone.structured_content["reasons"] == ["unresolved_reference"]
    assert odd.is_error


def test_the_stdio_transport_answers_a_subprocess_client():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    params = StdioServerParameters(command=sys.executable, args=["-m", "verifier.cli", "mcp"], env=env, cwd=str(ROOT))

    async def session():
        async with Client(params) as client:
            names = {t.name for t in (await client.list_tools()).tools}
            result = await client.call_tool("compare_queries", {"query1": "SELECT ?x WHERE { ?x dbo:a dbr:B }",
                                                                "query2": "SELECT ?z WHERE { ?z dbo:a dbr:B }"})
            return names, result

    names, result = asyncio.run(session())
    assert names == TOOLS and result.structured_content["equivalent"] is True


def test_the_streamable_http_transport_answers_a_client():
    import socket
    import subprocess
    import time

    with socket.socket() as s:  # a free port for the server
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "mcp", "--transport", "http", "--port", str(port)],
                            env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)

        async def session():
            async with Client(f"http://127.0.0.1:{port}/mcp") as client:
                return {t.name for t in (await client.list_tools()).tools}

        assert asyncio.run(session()) == TOOLS
    finally:
        proc.terminate()
        proc.wait(30)
