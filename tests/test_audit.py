"""Batch audit: one output line per record (bad records included), resume after a kill, report."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from conftest import CHEMISTRY
from verifier.audit import AuditConfig, read_records, run_audit
from verifier.audit.runner import completed_lines

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
CONFIG = AuditConfig(lexicon=(str(CHEMISTRY / "lexicon.ttl"),), kg=(str(CHEMISTRY / "kg.ttl"),))


@pytest.fixture()
def mixed_log(tmp_path, seed_mrs):
    mrs = seed_mrs.read_text()
    lines = [
        json.dumps({"id": "good", "question": mrs, "sparql": P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", "model": "m1"}),
        "this line is not JSON {",
        json.dumps({"id": "wrong", "question": mrs, "sparql": P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"}),
        json.dumps(["a", "list"]),
        json.dumps({"id": "noquery", "question": mrs}),
        "",
        json.dumps({"id": "unsafe", "question": mrs, "sparql": "DELETE WHERE { ?s ?p ?o }"}),
    ]
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_mixed_good_and_broken_lines_keep_one_output_line_each(mixed_log, tmp_path):
    out = tmp_path / "out.jsonl"
    summary = run_audit(read_records(mixed_log), out, CONFIG)
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert len(rows) == 6 == summary.total  # 7 lines, one of them blank
    by_id = {r["id"]: r for r in rows}
    assert by_id["good"]["status"] == "accept" and by_id["good"]["model"] == "m1"  # extra field passed through
    assert by_id["wrong"]["reasons"] == ["deviating_entity"]
    assert by_id["line:2"]["reasons"] == ["bad_record"]
    assert by_id["line:4"]["reasons"] == ["bad_record"]
    assert by_id["noquery"]["reasons"] == ["bad_record"]
    assert by_id["unsafe"]["reasons"] == ["unsafe_operation"]
    assert summary.by_status == {"accept": 1, "reject": 2, "unknown": 3}


def test_csv_input(tmp_path, seed_mrs):
    import csv
    path = tmp_path / "log.csv"
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "question", "sparql"])
        w.writerow(["a", seed_mrs.read_text(), P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"])
        w.writerow(["b", "", ""])
    recs = list(read_records(path))
    assert [r.id for r in recs] == ["a", "b"] and recs[1].error


def test_qald_input(shared_data):
    recs = list(read_records(shared_data / "qald9" / "qald-9-train-multilingual.json"))
    assert len(recs) == 408
    assert all(r.question and r.sparql for r in recs if not r.error)


def test_torn_last_line_is_cut_on_resume(tmp_path):
    out = tmp_path / "out.jsonl"
    out.write_text('{"id": "a", "status": "accept"}\n{"id": "b", "sta')
    assert completed_lines(out) == ["a"]
    assert out.read_text() == '{"id": "a", "status": "accept"}\n'


def test_resume_skips_done_records_and_refuses_a_different_input(mixed_log, tmp_path):
    out = tmp_path / "out.jsonl"
    records = list(read_records(mixed_log))
    run_audit(records[:3], out, CONFIG)
    summary = run_audit(records, out, CONFIG, resume=True)
    assert summary.skipped == 3 and summary.total == 3
    assert [json.loads(l)["id"] for l in out.read_text().splitlines()] == [r.id for r in records]
    with pytest.raises(ValueError):
        run_audit(list(reversed(records)), out, CONFIG, resume=True)


def test_parallel_workers_keep_input_order(mixed_log, tmp_path):
    out = tmp_path / "out.jsonl"
    records = list(read_records(mixed_log)) * 3
    run_audit(records, out, CONFIG, workers=2)
    assert [json.loads(l)["id"] for l in out.read_text().splitlines()] == [r.id for r in records]


def test_killed_audit_resumes_to_one_line_per_record(tmp_path, seed_mrs):
    mrs = seed_mrs.read_text()
    log = tmp_path / "big.jsonl"
    with log.open("w") as fh:
        for i in range(60):
            ent = "wd:Q2270" if i % 2 else "wd:Q15779"
            # distinct queries: a repeated pair is checked once per run, and the run must still be going at the kill
            fh.write(json.dumps({"id": f"r{i}", "question": mrs,
                                 "sparql": P + f"SELECT ?v WHERE {{ {ent} wdt:P2067 ?v }} LIMIT {i + 1}"}) + "\n")
    out = tmp_path / "out.jsonl"
    cmd = [sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out),
           "--lexicon", str(CHEMISTRY / "lexicon.ttl"), "--kg", str(CHEMISTRY / "kg.ttl")]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while time.time() < deadline and (not out.exists() or out.read_text().count("\n") < 5):
        time.sleep(0.2)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    partial = out.read_text().count("\n")
    assert 0 < partial < 60
    r = subprocess.run(cmd + ["--resume"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert [x["id"] for x in rows] == [f"r{i}" for i in range(60)]
    assert {x["status"] for x in rows} == {"accept", "reject"}
    assert "records/s" in r.stdout


def test_report_and_explain(mixed_log, tmp_path):
    out, report = tmp_path / "out.jsonl", tmp_path / "report.html"
    r = subprocess.run([sys.executable, "-m", "verifier.cli", "audit", str(mixed_log), "--out", str(out),
                        "--lexicon", str(CHEMISTRY / "lexicon.ttl"), "--kg", str(CHEMISTRY / "kg.ttl"),
                        "--report", str(report), "--explain", "5"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "[wrong] deviating_entity" in r.stdout and "toluene" in r.stdout
    html = report.read_text()
    assert "<table id='records'>" in html and "deviating_entity" in html


def test_query_body_drops_the_prefix_header_and_bounds_length():
    from verifier.audit.report import query_body
    text = "PREFIX a: <http://a/>\nPREFIX b: <http://b/>\n  SELECT ?x\nWHERE { ?x a:p b:o }"
    assert query_body(text) == "[2 prefix declarations] SELECT ?x WHERE { ?x a:p b:o }"
    assert query_body("ASK { ?s ?p ?o }") == "ASK { ?s ?p ?o }"
    long = query_body("SELECT ?x WHERE { " + "?x ?p ?o . " * 100 + "}", limit=50)
    assert len(long) == 50 and long.endswith("…")
