"""SparqlEndpoint and StoreLabels against a real SPARQL HTTP server on 127.0.0.1 (rdflib over a Graph)."""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from rdflib import Graph

from verifier.bridge.labels import StoreLabels
from verifier.kg.endpoint import EndpointError, SparqlEndpoint

KG = Path(__file__).resolve().parents[1] / "examples" / "chemistry" / "kg.ttl"


class _Handler(BaseHTTPRequestHandler):
    graph: Graph = None
    log: list = None

    def _answer(self, query: str | None) -> None:
        if not query:
            self.send_error(400, "no query")
            return
        type(self).log.append(query)
        try:
            body = self.graph.query(query).serialize(format="json")
        except Exception as exc:  # a malformed query is the client's error
            self.send_error(400, str(exc)[:200])
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/sparql-results+json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self._answer(parse_qs(urlparse(self.path).query).get("query", [None])[0])

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode("utf-8")
        if self.headers.get("Content-Type", "").startswith("application/sparql-query"):
            self._answer(raw)
        else:
            self._answer(parse_qs(raw).get("query", [None])[0])

    def log_message(self, *args):  # keep test output quiet
        pass


@pytest.fixture(scope="module")
def server():
    g = Graph().parse(str(KG), format="turtle")
    handler = type("Handler", (_Handler,), {"graph": g, "log": []})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    t = threading.Thread(target=httpd.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/sparql", handler
    httpd.shutdown()
    httpd.server_close()


def test_select_and_ask_over_http(server, tmp_path):
    url, handler = server
    ep = SparqlEndpoint(url, cache_dir=tmp_path)
    rows = ep.select("PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
                     "SELECT ?f ?m WHERE { wd:Q2270 wdt:P274 ?f ; wdt:P2067 ?m }")
    assert [(str(r["f"]), float(r["m"])) for r in rows] == [("C6H6", pytest.approx(78.114))]
    assert rows[0]["m"].datatype.endswith("#decimal")
    assert ep.ask("PREFIX wd: <http://www.wikidata.org/entity/> ASK { wd:Q2270 ?p ?o }")
    get = SparqlEndpoint(url, cache_dir=False, method="GET")
    assert not get.ask("PREFIX wd: <http://www.wikidata.org/entity/> ASK { wd:Q1 ?p ?o }")


def test_labels_one_request_per_batch_and_cached_on_disk(server, tmp_path):
    url, handler = server
    names = ["wd:Q2270", "wd:Q15779", "wdt:P2067", "wd:Q11173", "wd:Q283"]
    before = len(handler.log)
    ep = SparqlEndpoint(url, cache_dir=tmp_path)
    got = StoreLabels(ep).labels(names)
    assert len(handler.log) - before == 1 and ep.requests == 1
    assert "VALUES ?s" in handler.log[-1]
    assert got["wd:Q2270"][0] == "benzene" and got["wdt:P2067"][0] == "mass" and got["wd:Q283"][0] == "water"
    # batches of two: three requests
    ep2 = SparqlEndpoint(url, cache_dir=False)
    StoreLabels(ep2, batch=2).labels(names)
    assert ep2.requests == 3
    # a new endpoint object over the same cache dir asks nothing
    ep3 = SparqlEndpoint(url, cache_dir=tmp_path)
    assert StoreLabels(ep3).labels(names) == got
    assert ep3.requests == 0
    assert (tmp_path / "sparql-cache.sqlite").exists()


def test_lookup_over_http_matches_case_variants(server, tmp_path):
    url, handler = server
    src = StoreLabels(SparqlEndpoint(url, cache_dir=False))
    assert src.lookup("benzene") == ["wd:Q2270"]
    assert src.lookup("Methylbenzene") == ["wd:Q15779"]
    assert src.lookup("InChIKey") == ["wd:P235"]
    assert src.lookup("sodium chloride") == ["wd:Q2314"]


def test_unreachable_endpoint_raises(tmp_path):
    ep = SparqlEndpoint("http://127.0.0.1:9/sparql", cache_dir=False, timeout=2)
    with pytest.raises(EndpointError):
        ep.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1")
