"""The Ray engine (``verifier audit --engine ray``) on a local Ray cluster: the local engine's output,
line for line, and the same lossless guarantees (malformed lines, a record that kills its worker, a
kill of the whole run followed by ``--resume``).

Each test runs the CLI in a process of its own, which starts (and stops) its own local cluster, so no
Ray state is left in the test process.
"""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

pytest.importorskip("ray.data", reason="the ray engine needs the ray extra (pip install 'sparql-verifier[ray]')")

from conftest import CHEMISTRY  # noqa: E402
from verifier.audit import AuditConfig, read_records, run_audit  # noqa: E402
from verifier.audit.runner import CRASH_ENV  # noqa: E402

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
WRONG = P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"
QUESTION = "What is the mass of benzene?"
CONFIG = AuditConfig(lexicon=(str(CHEMISTRY / "lexicon.ttl"),), kg=(str(CHEMISTRY / "kg.ttl"),))
KG = ["--lexicon", str(CHEMISTRY / "lexicon.ttl"), "--kg", str(CHEMISTRY / "kg.ttl")]


def _cli(log, out, *more):
    return [sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out), "--engine", "ray",
            "--workers", "2", "--quiet", "--json", *KG, *more]


def _same(line: dict) -> dict:
    return {k: v for k, v in line.items() if k != "timings_ms"}


def test_ray_engine_writes_the_local_engines_lines(tmp_path, monkeypatch):
    lines = []
    for i in range(8):
        lines.append(json.dumps({"id": f"r{i}", "question": QUESTION, "model": "m",
                                 "sparql": (RIGHT if i % 2 else WRONG) + f" LIMIT {i % 3 + 1}"}))
    lines[2:2] = ["{ a broken line", json.dumps(["not", "an", "object"])]
    lines.append('{"id": "odd", "question": "What is the mass of benzene\\udcff?", "sparql": "ASK {}"}')
    lines.append(json.dumps({"id": "deadly", "question": QUESTION, "sparql": RIGHT + " LIMIT 9"}))
    lines.append(json.dumps({"id": "again", "question": QUESTION, "sparql": WRONG + " LIMIT 1"}))
    # a follow-up: its dialogue travels to the actor ("it" is benzene), not checked alone
    dialogue = [{"speaker": "USER", "utterance": "Tell me about benzene.", "entities": {"Q2270": "benzene"}}]
    lines.append(json.dumps({"id": "follow", "question": "What is its mass?", "sparql": RIGHT, "context": dialogue}))
    log = tmp_path / "log.jsonl"
    log.write_text("\n".join(lines) + "\n")
    ray_out, local_out = tmp_path / "ray.jsonl", tmp_path / "local.jsonl"
    env = {**os.environ, CRASH_ENV: "deadly", "VERIFIER_WALL_CLOCK_SLACK": "30"}
    r = subprocess.run(_cli(log, ray_out), capture_output=True, text=True, timeout=1200, env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    monkeypatch.setenv(CRASH_ENV, "deadly")
    monkeypatch.setenv("VERIFIER_WALL_CLOCK_SLACK", "30")
    run_audit(read_records(log), local_out, CONFIG, workers=2)
    ray_rows = [json.loads(x) for x in ray_out.read_text().splitlines()]
    local_rows = [json.loads(x) for x in local_out.read_text().splitlines()]
    assert len(ray_rows) == len(lines) == len(local_rows)
    assert [_same(x) for x in ray_rows] == [_same(x) for x in local_rows]
    by_id = {x["id"]: x for x in ray_rows}
    assert by_id["deadly"]["reasons"] == ["worker_crashed"]  # the record that kills its worker: a verdict
    assert by_id["line:3"]["reasons"] == by_id["line:4"]["reasons"] == ["bad_record"]
    assert by_id["again"]["duplicate_of"] == "r0" and by_id["r1"]["status"] == "accept"
    assert "unresolved_reference" not in by_id["follow"]["reasons"]
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["records"] == len(lines) and summary["worker_crashed"] == 1 and summary["peak_rss_mb"] > 0


def test_ray_engine_killed_then_resumed_has_one_line_per_record(tmp_path):
    log = tmp_path / "log.jsonl"
    n = 160  # ten blocks of pairs: the verdicts come back block by block, so the kill falls between
    with log.open("w") as fh:
        for i in range(n):
            fh.write(json.dumps({"id": f"r{i}", "question": QUESTION,
                                 "sparql": (RIGHT if i % 2 else WRONG) + f" LIMIT {i + 1}"}) + "\n")
    out = tmp_path / "out.jsonl"
    # a session of its own, so that the kill takes the driver and the cluster it started
    proc = subprocess.Popen(_cli(log, out), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = time.time() + 900
        while time.time() < deadline and proc.poll() is None and (not out.exists() or out.read_text().count("\n") < 2):
            time.sleep(0.5)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    partial = out.read_text().count("\n")
    assert 0 < partial < n
    r = subprocess.run(_cli(log, out, "--resume"), capture_output=True, text=True, timeout=1200)
    assert r.returncode == 0, r.stderr[-3000:]
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [x["id"] for x in rows] == [f"r{i}" for i in range(n)]
    assert {x["status"] for x in rows} == {"accept", "reject"}
    assert json.loads(r.stdout.strip().splitlines()[-1])["skipped_resumed"] >= partial
