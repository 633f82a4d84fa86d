"""LLM sources over real HTTP (a chat-completions server started here on localhost), SPARQL
extraction, and the guardrail's repair loop and refusal."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import CHEMISTRY
from verifier.sources.guardrail import Guardrail
from verifier.sources.llm import CallableSource, ChatCompletionsSource, SourceError, extract_sparql

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
WRONG = P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"


def test_extract_from_fenced_block_prose_and_cut_text():
    assert extract_sparql("Here you go:\n```sparql\nSELECT ?x WHERE { ?x ?p ?o }\n```\nDone.") == "SELECT ?x WHERE { ?x ?p ?o }"
    prose = "The query is SELECT ?x WHERE { ?x <http://e/p> \"}\" } ORDER BY ?x LIMIT 3 and that is all."
    assert extract_sparql(prose) == 'SELECT ?x WHERE { ?x <http://e/p> "}" } ORDER BY ?x LIMIT 3'
    assert extract_sparql("PREFIX e: <http://e/>\nASK { e:a e:b e:c }") == "PREFIX e: <http://e/>\nASK { e:a e:b e:c }"
    assert extract_sparql("I cannot answer that.") == ""
    assert extract_sparql("SELECT ?x WHERE { ?x ?p") == "SELECT ?x WHERE { ?x ?p"


class ChatServer:
    """A chat-completions endpoint: wrong query first; the right one once a repair request arrives."""

    def __init__(self, always_wrong=False):
        self.requests = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append({"body": body, "auth": self.headers.get("Authorization")})
                repairing = any("rejected" in m["content"] for m in body["messages"] if m["role"] == "user")
                query = RIGHT if repairing and not always_wrong else WRONG
                data = json.dumps({"choices": [{"message": {"role": "assistant",
                                                            "content": f"Sure.\n```sparql\n{query}\n```"}}]}).encode()
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


@pytest.fixture()
def chat():
    s = ChatServer()
    yield s
    s.close()


def test_client_sends_model_key_and_question(chat):
    src = ChatCompletionsSource(chat.url, model="tiny", api_key="k123")
    cand = src.generate("What is the mass of benzene?")
    assert cand.sparql == WRONG and "```sparql" in cand.raw
    req = chat.requests[0]
    assert req["auth"] == "Bearer k123" and req["body"]["model"] == "tiny"
    assert "What is the mass of benzene?" in req["body"]["messages"][1]["content"]


def test_guardrail_repairs_with_the_explanation(chat, chemistry_verifier):
    result = Guardrail(ChatCompletionsSource(chat.url), chemistry_verifier).answer("What is the mass of benzene?")
    assert result.accepted and result.sparql == RIGHT
    assert [a.verdict.status for a in result.attempts] == ["reject", "accept"]
    repair_msg = chat.requests[1]["body"]["messages"][-1]["content"]
    assert "deviating_entity" in repair_msg and "toluene" in repair_msg
    assert result.to_dict()["proof"]["axioms"]


def test_guardrail_refuses_with_reasons():
    s = ChatServer(always_wrong=True)
    try:
        from verifier import Verifier
        v = Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl")
        result = Guardrail(ChatCompletionsSource(s.url), v, attempts=2).answer("What is the mass of benzene?")
    finally:
        s.close()
    assert not result.accepted and result.sparql == ""
    assert len(result.attempts) == 2 and "deviating_entity" in result.refusal
    assert result.outcome == "refused" and result.exit_code == 1


def test_unreachable_endpoint_is_a_refusal_not_a_crash(chemistry_verifier):
    src = ChatCompletionsSource("http://127.0.0.1:9/v1", timeout=2)
    result = Guardrail(src, chemistry_verifier).answer("What is the mass of benzene?")
    assert not result.accepted and "could not be reached" in result.refusal
    # an unreachable LLM is not a refusal: its own outcome and exit code
    assert result.outcome == "generator_failed" and result.exit_code == 4


def test_callable_source():
    calls = []

    def gen(question, repair="", previous=""):
        calls.append(repair)
        return RIGHT if repair else WRONG

    src = CallableSource(gen)
    assert src.generate("q").sparql == WRONG
    assert src.generate("q", repair="wrong entity", previous=WRONG).sparql == RIGHT


def test_missing_url_is_an_error(monkeypatch):
    monkeypatch.delenv("VERIFIER_LLM_URL", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(SourceError):
        ChatCompletionsSource()
