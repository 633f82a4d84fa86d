"""The guard loop with a KG: a faithful query the KG cannot answer is repaired with the grounding stage's
rewritten query (issue 21). The LLM is a tiny OpenAI-compatible server started here on 127.0.0.1."""

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from verifier.kg.store import has_oxigraph
from verifier.sources.guardrail import Guardrail
from verifier.sources.llm import CallableSource

FIX = Path(__file__).resolve().parent / "fixtures" / "grounding"
QUESTION = "What is the nickname of Port Alden?"
NICKNAME = ("PREFIX dbr: <http://dbpedia.org/resource/>\nPREFIX dbo: <http://dbpedia.org/ontology/>\n"
            "SELECT ?n WHERE { dbr:Port_Alden dbo:nickname ?n }")

pytestmark = pytest.mark.skipif(not has_oxigraph(), reason="pyoxigraph is not installed (the grounding extra)")


class FakeLLM:
    """Chat completions that always answer with the dbo:nickname query; records every request."""

    def __init__(self):
        self.requests = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                outer.requests.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                data = json.dumps({"choices": [{"message": {"role": "assistant",
                                                            "content": f"```sparql\n{NICKNAME}\n```"}}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def test_guard_cli_ends_with_the_grounded_query():
    llm = FakeLLM()
    try:
        out = subprocess.run([sys.executable, "-m", "verifier.cli", "guard", QUESTION, "--llm", llm.url,
                              "--lexicon", str(FIX / "lexicon.ttl"), "--kg", str(FIX / "kg.ttl")],
                             capture_output=True, text=True, timeout=600)
    finally:
        llm.close()
    assert out.returncode == 0, out.stderr[-2000:]
    text = out.stdout
    # the transcript: the model's dbo:nickname query, accepted but empty; the grounding repair, accepted
    first, second = text.index("attempt 1 (the generator)"), text.index("attempt 2 (the grounding repair)")
    assert first < text.index("dbo:nickname ?n", first) < second
    assert "grounding: empty, 0 answer(s)" in text[first:second]
    assert "repair (dbo:nickname → foaf:nick): 1 answer(s)" in text[first:second]
    assert "foaf:nick ?n" in text[second:] and "grounding: ok, 1 answer(s)" in text[second:]
    accepted = text[text.index("ACCEPTED after 2 attempt(s):"):]
    assert "SELECT ?n WHERE { dbr:Port_Alden foaf:nick ?n }" in accepted.splitlines()[4]
    assert len(llm.requests) == 1  # the repair was applied, not asked for


def test_repair_goes_to_the_generator_when_the_verifier_cannot_accept_it():
    """The KG stores the marriage on the king's page only: the faithful query from the spouse's end is
    empty, and the grounding's repair reads it the other way round, which the verifier does not accept as
    it stands (one_sided_relation). So the repair is sent to the generator; the faithful query stays the
    answer, marked as not grounded."""
    from verifier import Verifier

    spouse = ("PREFIX dbr: <http://dbpedia.org/resource/>\nPREFIX dbo: <http://dbpedia.org/ontology/>\n"
              "SELECT ?x WHERE { dbr:Lioba_Venn dbo:spouse ?x }")
    asked = []

    def gen(question, repair="", previous=""):
        asked.append(repair)
        return spouse

    with Verifier(lexicon=FIX / "lexicon.ttl", kg=FIX / "kg.ttl", timeout_ms=20000) as v:
        result = Guardrail(CallableSource(gen), v, attempts=2).answer("Who is the spouse of Lioba Venn?")
    assert len(asked) == 2 and asked[1].startswith("[grounding: empty]")
    assert "?x dbo:spouse dbr:Lioba_Venn" in asked[1] and "returns 1 answer(s)" in asked[1]
    assert result.accepted and result.outcome == "accepted" and result.grounded is False
    assert result.sparql == spouse
    assert [a.origin for a in result.attempts] == ["generator", "generator"]
    assert "grounding: empty" in result.transcript()
