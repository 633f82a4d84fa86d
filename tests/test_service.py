"""``verifier serve`` over real HTTP, with a stand-in verifier (tests/service_fakes.py) so the HTTP layer,
the limits and the worker pool's fault handling are tested without loading a lexicon.

Issue 25 items 1 and 2 each have a reproduction here (negative and non-numeric Content-Length,
oversized bodies and questions, lone surrogates, JSON nested 100,000 deep, stalled and trickling
connections, a burst of 200 simultaneous clients); item 3 (a question naming a local file) is in
tests/test_service_paths.py at the library's cause and here at the service."""

import asyncio
import json
import socket
import threading
import time

import pytest

pytest.importorskip("fastapi", reason="the 'serve' extra (fastapi, uvicorn) is not installed")
pytest.importorskip("uvicorn", reason="the 'serve' extra (fastapi, uvicorn) is not installed")
httpx = pytest.importorskip("httpx", reason="httpx (the tests' HTTP client) is not installed")

from service_helpers import Server  # noqa: E402


@pytest.fixture(scope="module")
def srv(tmp_path_factory):
    allowed = tmp_path_factory.mktemp("allowed")
    (allowed / "q.mrs").write_text("stored question\n", encoding="utf-8")
    s = Server("--verifier-factory", "service_fakes:make", "--workers", "2", "--read-timeout", "3",
               "--check-timeout", "3", "--max-question-chars", "100", "--max-query-chars", "500",
               "--max-body-bytes", "300000", "--allow-path", str(allowed), "--allow-url", "http://127.0.0.1:9/")
    s.allowed = allowed
    yield s
    s.stop()


def raw(srv, data: bytes, timeout: float = 20) -> bytes:
    """Send bytes on a fresh connection; everything the server answers until it closes."""
    with socket.create_connection((srv.host, srv.port), timeout=timeout) as sock:
        sock.sendall(data)
        out = b""
        while True:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            out += chunk
            if b"\r\n\r\n" in out:
                head, _, body = out.partition(b"\r\n\r\n")
                length = [int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")]
                if length and len(body) >= length[0]:
                    break
        return out


def status_and_json(response: bytes) -> tuple[int, dict]:
    head, _, body = response.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), json.loads(body)


def test_check_answers_with_the_verdicts_json(srv):
    r = srv.post("/check", {"question": "q", "sparql": "good query", "id": "a1"})
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "accept" and body["reasons"] == ["equivalent"] and body["id"] == "a1"
    assert srv.post("/check", {"question": "q", "sparql": "other"}).json()["status"] == "reject"


def test_errors_are_json_with_their_status(srv):
    r = srv.get("/no/such/thing")
    assert r.status_code == 404 and r.json()["code"] == "not_found"
    r = httpx.put(srv.url + "/check", json={}, timeout=10)
    assert r.status_code == 405 and r.json()["code"] == "method_not_allowed" and "POST" in r.headers["allow"]
    r = httpx.post(srv.url + "/check", content=b'{"question": "q", "sparql": ', timeout=10,
                   headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["code"] == "bad_json"
    r = srv.post("/check", {"question": "q"})
    assert r.status_code == 422 and r.json()["code"] == "invalid_request"
    assert any(d["loc"][-1] == "sparql" for d in r.json()["detail"])
    assert srv.post("/check", {"question": "q", "sparql": "s", "sparq1": "typo"}).status_code == 422
    assert srv.post("/check", ["not", "an", "object"]).status_code == 422
    assert srv.post("/check", {"question": 3, "sparql": "s"}).status_code == 422


@pytest.mark.parametrize("length", [b"-1", b"abc", b"1e3", b"+5"])
def test_a_bad_content_length_gets_a_400_and_no_body_is_read(srv, length):
    """Issue 25.1: ``Content-Length: -1`` bypassed the body limit (a 50 MB body was read); a non-numeric
    one closed the connection with no response at all."""
    response = raw(srv, b"POST /check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                   + length + b"\r\n\r\n" + b'{"question": "q", "sparql": "good"}' + b" " * 50_000)
    status, body = status_and_json(response)
    assert status == 400 and body["code"] == "bad_request"


def test_bodies_over_the_limit_are_refused_whether_declared_or_streamed(srv):
    big = json.dumps({"question": "q", "sparql": "x" * 400_000}).encode()
    r = httpx.post(srv.url + "/check", content=big, headers={"content-type": "application/json"}, timeout=30)
    assert r.status_code == 413 and r.json()["code"] == "body_too_large"

    def chunks():  # no Content-Length at all: the bytes are counted as they arrive
        for i in range(0, len(big), 50_000):
            yield big[i:i + 50_000]

    r = httpx.post(srv.url + "/check", content=chunks(), headers={"content-type": "application/json"}, timeout=30)
    assert r.status_code == 413 and r.json()["code"] == "body_too_large"


def test_questions_and_queries_over_their_limits(srv):
    r = srv.post("/check", {"question": "w" * 101, "sparql": "good"})
    assert r.status_code == 413 and r.json()["code"] == "question_too_large"
    r = srv.post("/check", {"question": "q", "sparql": "good" + " " * 500})
    assert r.status_code == 413 and r.json()["code"] == "query_too_large"
    r = srv.post("/guard", {"question": "q", "candidates": ["good"] * 9})
    assert r.status_code == 413 and r.json()["code"] == "too_many_candidates"


def test_a_lone_surrogate_gets_a_422(srv):
    """Issue 25.1: ``"\\udcff"`` closed the connection with no HTTP response."""
    body = b'{"question": "\\udcff", "sparql": "good"}'
    status, answer = status_and_json(raw(srv, b"POST /check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                         b"Content-Length: %d\r\n\r\n" % len(body) + body))
    assert status == 422 and answer["code"] == "invalid_text"


@pytest.mark.parametrize("turn, field", [
    ({"speaker": "BOT", "utterance": "hi"}, "speaker"),
    ({"utterance": 5}, "utterance"),
    ({"utterance": "hi", "entities": ["Q1"]}, "entities"),
    ({"utterance": "hi", "entities": {"Q1": 5}}, "entities"),
    ({"utterance": "hi", "mood": "curious"}, "mood"),
    ({"utterance": "x" * 2_001}, "utterance"),
    ("hello", "context"),
])
def test_a_malformed_dialogue_turn_gets_a_422_naming_its_field(srv, turn, field):
    """Before, the service took any list of objects and the library dropped what it could not read, so a
    misspelt field or a speaker the service does not know vanished without a word."""
    r = srv.post("/check", {"question": "q", "sparql": "good", "context": [turn]})
    assert r.status_code == 422 and r.json()["code"] == "invalid_request"
    assert field in json.dumps(r.json())
    ok = srv.post("/check", {"question": "q", "sparql": "good",
                             "context": [{"speaker": "user", "utterance": "hi", "entities": {"Q1": "one"}}]})
    assert ok.status_code == 200


def test_a_lone_surrogate_in_a_dialogue_turn_gets_a_422(srv):
    body = b'{"question": "q", "sparql": "good", "context": [{"utterance": "\\udcff"}]}'
    status, answer = status_and_json(raw(srv, b"POST /check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                         b"Content-Length: %d\r\n\r\n" % len(body) + body))
    assert status == 422 and answer["code"] == "invalid_request"


def test_json_nested_100000_deep_gets_a_400(srv):
    """Issue 25.1: the parser's RecursionError closed the connection with no response."""
    body = b'{"question": ' + b"[" * 100_000 + b"]" * 100_000 + b', "sparql": "good"}'
    status, answer = status_and_json(raw(srv, b"POST /check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                         b"Content-Length: %d\r\n\r\n" % len(body) + body))
    assert status == 400 and answer["code"] == "bad_json"


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    sock.settimeout(seconds)
    try:
        return sock.recv(1024) == b""
    except ConnectionResetError:
        return True
    except socket.timeout:
        return False


def test_stalled_and_trickling_connections_are_closed(srv):
    """Issue 25.1: no socket timeout, so stalled connections were held for ever. --read-timeout 3 here."""
    silent = [socket.create_connection((srv.host, srv.port)) for _ in range(20)]
    half = socket.create_connection((srv.host, srv.port))
    half.sendall(b"POST /check HTTP/1.1\r\nHost: x\r\n")  # half a request head
    trickle = socket.create_connection((srv.host, srv.port))
    trickle.sendall(b"POST /check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n")
    trickle_closed = False
    for _ in range(30):  # a byte every 0.4 s would take 40 s to finish the body
        try:
            trickle.sendall(b" ")
        except OSError:
            trickle_closed = True
            break
        if _closed_within(trickle, 0.4):
            trickle_closed = True
            break
    assert trickle_closed
    assert _closed_within(half, 15)
    assert all(_closed_within(s, 15) for s in silent)
    for s in silent + [half, trickle]:
        s.close()
    assert srv.post("/check", {"question": "q", "sparql": "good"}).status_code == 200  # still serving


def test_a_burst_of_200_simultaneous_clients_is_all_answered(srv):
    """Issue 25.2: with a listen backlog of 5, 133-143 of 200 simultaneous clients were reset."""
    async def burst():
        limits = httpx.Limits(max_connections=200, max_keepalive_connections=0)
        async with httpx.AsyncClient(timeout=120, limits=limits) as client:  # 200 connections at once
            async def one(i):
                r = await client.post(srv.url + "/check", json={"question": f"q{i}", "sparql": "good"})
                return r.status_code
            return await asyncio.gather(*(one(i) for i in range(200)), return_exceptions=True)

    results = asyncio.run(burst())
    assert results.count(200) == 200, [r for r in results if r != 200][:3]


def test_a_question_naming_a_local_file_is_text_and_files_need_the_allow_list(srv, tmp_path):
    """Issue 25.3: a ``question`` that is a server-local path was read as that file."""
    inside = str(srv.allowed / "q.mrs")
    r = srv.post("/check", {"question": inside, "sparql": "good"})
    assert r.status_code == 200 and r.json()["question"] == inside  # the text, not the file's content
    r = srv.post("/check", {"question": "q", "sparql": "good", "mrs_file": inside})
    assert r.status_code == 200 and r.json()["question"] == "mrs:stored question"  # allowed: read
    outside = tmp_path / "secret.mrs"
    outside.write_text("secret\n", encoding="utf-8")
    for path in (str(outside), str(srv.allowed / ".." / outside.name), str(srv.allowed / "absent.mrs"), "/etc/passwd"):
        r = srv.post("/check", {"question": "q", "sparql": "good", "mrs_file": path})
        assert r.status_code == 403 and r.json()["code"] == "path_not_allowed"
        assert "secret" not in r.text
    r = srv.post("/ask", {"question": "q", "endpoint": "http://169.254.169.254/latest"})
    assert r.status_code == 403 and r.json()["code"] == "url_not_allowed"


def test_a_dead_worker_is_replaced_and_its_request_answered(srv):
    r = srv.post("/check", {"question": "die now", "sparql": "good"})
    assert r.status_code == 503 and r.json()["code"] == "worker_crashed"
    assert srv.post("/check", {"question": "after a crash", "sparql": "good"}).status_code == 200
    assert srv.get("/health").json()["workers"] == 2


def test_a_check_over_its_time_is_cut_off_and_its_worker_replaced(srv):
    r = srv.post("/check", {"question": "stall now", "sparql": "good"})
    assert r.status_code == 503 and r.json()["code"] == "check_timeout"
    assert srv.post("/check", {"question": "after a timeout", "sparql": "good"}).status_code == 200
    assert srv.get("/health").json()["workers"] == 2


def test_metrics_count_checks_verdicts_and_latency(srv):
    srv.post("/check", {"question": "q", "sparql": "good"})
    text = srv.get("/metrics").text
    assert 'verifier_verdicts_total{status="accept"}' in text
    assert "verifier_checks_total" in text and 'verifier_request_seconds_bucket{le="0.5",route="check"}' in text
    assert 'verifier_errors_total{code="worker_crashed"}' in text or "verifier_errors_total" in text


def _hits(srv) -> float:
    line = next(l for l in srv.get("/metrics").text.splitlines() if l.startswith("verifier_cache_hits_total"))
    return float(line.split()[-1])


def test_repeated_checks_are_answered_from_the_cache_except_transient_verdicts(srv):
    before = _hits(srv)
    a = srv.post("/check", {"question": "cached?", "sparql": "good", "id": "first"}).json()
    b = srv.post("/check", {"question": "cached?", "sparql": "good", "id": "second"}).json()
    assert _hits(srv) == before + 1
    assert (a["id"], b["id"]) == ("first", "second") and {**a, "id": 0} == {**b, "id": 0}
    for _ in range(2):
        assert srv.post("/check", {"question": "transient", "sparql": "good"}).json()["reasons"] == ["solver_timeout"]
    assert _hits(srv) == before + 1


def test_openapi_describes_every_route_with_the_verdict_model(srv):
    spec = srv.get("/openapi.json").json()
    assert {"/check", "/equiv", "/ask", "/guard", "/health", "/metrics"} <= set(spec["paths"])
    ok = spec["paths"]["/check"]["post"]["responses"]["200"]["content"]["application/json"]["schema"]
    model = spec["components"]["schemas"][ok["$ref"].rsplit("/", 1)[1]]
    assert set(model["properties"]["status"]["enum"]) == {"accept", "reject", "unknown"}
    assert {"reasons", "explanation", "proof", "countermodel", "repair"} <= set(model["properties"])


def test_queue_limit_and_sigterm_drain():
    """One worker, no queue: a second request while the first runs is refused with queue_full; SIGTERM
    lets the request in flight finish, then the server exits 0."""
    s = Server("--verifier-factory", "service_fakes:make", "--workers", "1", "--max-queue", "0")
    try:
        results = {}
        t = threading.Thread(target=lambda: results.update(slow=s.post("/check", {"question": "slow now",
                                                                                  "sparql": "good"})))
        t.start()
        time.sleep(0.5)
        r = s.post("/check", {"question": "q", "sparql": "good"})
        assert r.status_code == 503 and r.json()["code"] == "queue_full"
        s.proc.terminate()  # SIGTERM while the slow check runs
        t.join(30)
        assert results["slow"].status_code == 200 and results["slow"].json()["status"] == "accept"
        assert s.proc.wait(30) == 0
    finally:
        s.stop()


def test_a_verifier_that_cannot_load_is_reported_not_hung():
    s = Server("--verifier-factory", "service_fakes:broken", "--workers", "1", wait_ready=False)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and s.get("/health").json()["status"] == "starting":
            time.sleep(0.2)
        health = s.get("/health")
        assert health.status_code == 503 and health.json()["status"] == "failed"
        assert "malformed (line 3)" in health.json()["detail"]
        r = s.post("/check", {"question": "q", "sparql": "good"})
        assert r.status_code == 503 and r.json()["code"] == "no_workers"
    finally:
        assert s.stop() == 0
