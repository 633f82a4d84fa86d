"""Endpoint faults (issue 25, item 6): a fake SPARQL endpoint on 127.0.0.1 that hangs, trickles a byte at a
time, resets the connection, answers 500, garbage, a malformed result or too much. Each gives an
EndpointError within the request's total time (never a hang), nothing malformed is cached, and a check
against such an endpoint gets a clean verdict with ``grounding: unreachable``."""

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from verifier.kg.endpoint import EndpointError, SparqlEndpoint, TolerantLabels, validate_results

GOOD = {"head": {"vars": ["s"]}, "results": {"bindings": [{"s": {"type": "uri", "value": "http://example.org/a"}}]}}


class _Fake(BaseHTTPRequestHandler):
    mode = "good"
    hits: list = None
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0) or 0))
        type(self).hits.append(self.mode)
        mode = self.mode
        if mode == "hang":
            time.sleep(30)
            return
        if mode == "reset":
            # linger 0: the server's close sends a TCP reset instead of an answer
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            self.close_connection = True
            return
        if mode == "500":
            self.send_error(500, "boom")
            return
        body = {"good": json.dumps(GOOD).encode(), "garbage": b"<html>not json</html>",
                "no_value": json.dumps({"head": {"vars": ["s"]},
                                        "results": {"bindings": [{"s": {"type": "uri"}}]}}).encode(),
                "big": b'{"head": {"vars": []}, "results": {"bindings": []}, "pad": "' + b"x" * 5000 + b'"}',
                "trickle": json.dumps(GOOD).encode()}[mode]
        self.send_response(200)
        self.send_header("Content-Type", "application/sparql-results+json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if mode == "trickle":  # one byte every 0.3 s: each read is quick, the whole answer is not
            for i in range(len(body)):
                try:
                    self.wfile.write(body[i:i + 1])
                    self.wfile.flush()
                except OSError:
                    return
                time.sleep(0.3)
            return
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def fake():
    handler = type("Fake", (_Fake,), {"hits": []})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    httpd.block_on_close = False  # the hanging handler's thread is not waited for
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/sparql", handler
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.parametrize("mode,message", [
    ("hang", "within"), ("trickle", "within"), ("reset", "Reset|Disconnected|Incomplete|Broken|closed"), ("500", "HTTP 500"),
    ("garbage", "not JSON"), ("no_value", "malformed result cell"), ("big", "larger than"),
])
def test_each_fault_is_an_endpoint_error(fake, tmp_path, mode, message):
    url, handler = fake
    handler.mode = mode
    ep = SparqlEndpoint(url, cache_dir=tmp_path, timeout=1.5, max_bytes=2000, retry_after=0)
    with pytest.raises(EndpointError, match=message):
        ep.select("SELECT ?s WHERE { ?s ?p ?o }")
    # nothing was cached: the next call asks the endpoint again
    handler.mode = "good"
    assert [str(r["s"]) for r in ep.select("SELECT ?s WHERE { ?s ?p ?o }")] == ["http://example.org/a"]
    assert ep.requests == 2


def test_refused_connection(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    ep = SparqlEndpoint(f"http://127.0.0.1:{port}/sparql", cache_dir=False, timeout=2)
    with pytest.raises(EndpointError):
        ep.ask("ASK { ?s ?p ?o }")


def test_a_failed_endpoint_is_taken_as_down_for_a_while(fake):
    url, handler = fake
    handler.mode = "500"
    ep = SparqlEndpoint(url, cache_dir=False, timeout=2, retry_after=60)
    with pytest.raises(EndpointError):
        ep.select("SELECT * WHERE { ?s ?p ?o }")
    handler.mode = "good"
    with pytest.raises(EndpointError, match="taken as down"):
        ep.select("SELECT * WHERE { ?s ?p ?o }")
    assert handler.hits == ["500"]  # the second call never reached the server


def test_cache_expires_and_is_bounded(fake, tmp_path):
    import sqlite3

    url, handler = fake
    ep = SparqlEndpoint(url, cache_dir=tmp_path, cache_rows=2)
    for i in range(4):
        ep.select(f"SELECT ?s WHERE {{ ?s ?p {i} }}")
    rows = sqlite3.connect(str(tmp_path / "sparql-cache.sqlite")).execute("SELECT COUNT(*) FROM results").fetchone()
    assert rows == (2,)
    ep.select("SELECT ?s WHERE { ?s ?p 3 }")
    assert ep.requests == 4  # the newest answers are kept
    stale = SparqlEndpoint(url, cache_dir=tmp_path, cache_ttl=0)
    stale.select("SELECT ?s WHERE { ?s ?p 3 }")
    assert stale.requests == 1  # an expired answer is asked again


def test_validate_results_refuses_malformed_answers():
    validate_results(GOOD)
    validate_results({"boolean": False})
    for bad in ([], {"boolean": "yes"}, {"results": {}}, {"results": {"bindings": [1]}},
                {"results": {"bindings": [{"s": {"type": "uri", "value": 3}}]}},
                {"results": {"bindings": [{"s": {"type": "iri", "value": "x"}}]}},
                {"results": {"bindings": [{"s": {"type": "literal", "value": "x", "xml:lang": 5}}]}}):
        with pytest.raises(EndpointError):
            validate_results(bad)


def test_tolerant_labels_fall_back_and_remember_nothing(fake):
    from verifier.bridge.labels import StoreLabels

    url, handler = fake
    handler.mode = "500"
    labels = TolerantLabels(StoreLabels(SparqlEndpoint(url, cache_dir=False, retry_after=0)))
    assert labels.labels(["wd:Q1"]) == {"wd:Q1": []} and labels.lookup("x") == []
    assert labels.failures == 2 and "HTTP 500" in labels.last_error


def test_check_against_a_trickling_endpoint_is_a_clean_verdict(fake):
    """The semantic verdict is reached (labels from local names, no unknown-term screen) and the
    grounding section says the KG could not be reached, instead of a hang or an internal error."""
    from verifier import Verifier

    url, handler = fake
    handler.mode = "trickle"
    chem = Path(__file__).resolve().parents[1] / "examples" / "chemistry" / "lexicon.ttl"
    ep = SparqlEndpoint(url, cache_dir=False, timeout=1.0)
    with Verifier(lexicon=chem, kg=ep, timeout_ms=20000) as v:
        verdict = v.check("What is the mass of benzene?",
                          "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/>"
                          " SELECT ?m WHERE { wd:Q2270 wdt:P2067 ?m }")
    assert verdict.reasons[0] != "internal_error"
    assert verdict.grounding["status"] == "unreachable"
    assert "within 1 s" in verdict.grounding["explanation"] or "taken as down" in verdict.grounding["explanation"]
    assert ep.requests <= 2  # after the first failure the endpoint is not asked again during the check
