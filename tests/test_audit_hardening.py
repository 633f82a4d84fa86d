"""The audit cannot be stopped or made to lose a record by what a log holds or by a dying worker.

Regression tests for issue 25, items 4 (a lone surrogate broke the writer and every resume),
5 (a SIGKILLed worker hung the audit) and 9 (QALD entries that are not objects, a plain-string question,
a CSV with a byte order mark); and for the run-wide deduplication, the progress line and --fail-on.
"""

import csv
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import CHEMISTRY
from verifier.audit import AuditConfig, Record, read_records, run_audit
from verifier.audit.runner import CRASH_ENV, AuditSummary, completed_lines

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
WRONG = P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"
QUESTION = "What is the mass of benzene?"
CONFIG = AuditConfig(lexicon=(str(CHEMISTRY / "lexicon.ttl"),), kg=(str(CHEMISTRY / "kg.ttl"),))
CLI_KG = ["--lexicon", str(CHEMISTRY / "lexicon.ttl"), "--kg", str(CHEMISTRY / "kg.ttl")]


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# ------------------------------------------------------------------ item 4: the writer and resume

def test_a_lone_surrogate_neither_breaks_the_writer_nor_resume(tmp_path):
    log = tmp_path / "log.jsonl"
    # "\udcff" is valid JSON and decodes to a lone surrogate, which UTF-8 cannot encode
    log.write_text('{"id": "s", "question": "What is the mass of benzene\\udcff?", "sparql": "ASK {}"}\n'
                   + json.dumps({"id": "after", "question": QUESTION, "sparql": RIGHT}) + "\n"
                   + '{"id": "t", "question": "Wh\\ud800at?", "sparql": "ASK {}", "note": "\\udfff"}\n')
    out = tmp_path / "out.jsonl"
    summary = run_audit(read_records(log), out, CONFIG)
    rows = _rows(out)
    assert [r["id"] for r in rows] == ["s", "after", "t"] and summary.total == 3
    assert rows[0]["question"] == "What is the mass of benzene\udcff?"  # escaped, it reads back the same
    assert rows[1]["status"] == "accept" and rows[2]["note"] == "\udfff"
    # a resume reads the same lines back and has nothing left to do
    again = run_audit(read_records(log), out, CONFIG, resume=True)
    assert again.skipped == 3 and again.total == 0 and len(_rows(out)) == 3


@pytest.mark.parametrize("odd", [b'["a", "list"]', b'{"no_id": 1}', b"\xff\xfe not utf-8", b"", b"null",
                                 b'{"id": "x", "sta', b"[" * 100_000])
def test_resume_cuts_the_output_at_any_odd_line(tmp_path, odd):
    out = tmp_path / "out.jsonl"
    out.write_bytes(b'{"id": "a", "status": "accept"}\n' + odd + b'\n{"id": "c", "status": "accept"}\n')
    assert completed_lines(out) == ["a"]
    assert out.read_bytes() == b'{"id": "a", "status": "accept"}\n'


def test_resume_redoes_what_follows_an_odd_line(tmp_path):
    records = [Record(f"r{i}", QUESTION, RIGHT if i % 2 else WRONG) for i in range(4)]
    out = tmp_path / "out.jsonl"
    run_audit(records[:2], out, CONFIG)
    with out.open("ab") as fh:
        fh.write(b"[1, 2]\n" + b'{"id": "r3"}\n')
    summary = run_audit(records, out, CONFIG, resume=True)
    assert summary.skipped == 2 and summary.total == 2
    assert [r["id"] for r in _rows(out)] == ["r0", "r1", "r2", "r3"]


# ------------------------------------------------------------------ item 5: dead workers

def _children(pid: int) -> list[int]:
    kids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                kids.append(int(entry.name))
    return sorted(kids)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds the worker processes through /proc")
def test_an_audit_with_a_sigkilled_worker_finishes_with_one_line_per_record(tmp_path):
    log = tmp_path / "log.jsonl"
    with log.open("w") as fh:
        for i in range(60):
            # distinct queries, so that every record is a check of its own
            fh.write(json.dumps({"id": f"r{i}", "question": QUESTION,
                                 "sparql": (RIGHT if i % 2 else WRONG) + f" LIMIT {i + 1}"}) + "\n")
    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out),
                             "--workers", "2", "--quiet", "--json", *CLI_KG],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 240
        while time.time() < deadline and (not out.exists() or out.read_text().count("\n") < 5):
            time.sleep(0.2)
        workers = _children(proc.pid)
        assert len(workers) == 2, workers
        os.kill(workers[0], signal.SIGKILL)  # as the OOM killer would
        stdout, stderr = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, stderr
    rows = _rows(out)
    assert [r["id"] for r in rows] == [f"r{i}" for i in range(60)]
    assert {r["status"] for r in rows} == {"accept", "reject"}  # the killed worker's record was retried
    summary = json.loads(stdout.strip().splitlines()[-1])
    assert summary["worker_crashed"] == 0 and summary["retried_after_crash"] <= 1


def test_a_record_that_kills_every_worker_is_written_as_worker_crashed(tmp_path, monkeypatch):
    monkeypatch.setenv(CRASH_ENV, "deadly")
    records = [Record("a", QUESTION, RIGHT), Record("deadly", QUESTION, RIGHT + " LIMIT 3"),
               Record("b", QUESTION, WRONG), Record("twin", QUESTION, RIGHT + " LIMIT 3")]
    out = tmp_path / "out.jsonl"
    summary = run_audit(records, out, CONFIG, workers=2)
    rows = _rows(out)
    assert [r["id"] for r in rows] == ["a", "deadly", "b", "twin"]
    assert rows[1]["status"] == "unknown" and rows[1]["reasons"] == ["worker_crashed"]
    assert "killed by SIGKILL" in rows[1]["explanation"]
    assert rows[0]["status"] == "accept" and rows[2]["reasons"] == ["deviating_entity"]
    # the same pair under another id shares the verdict of the record it repeats
    assert rows[3]["reasons"] == ["worker_crashed"] and rows[3]["duplicate_of"] == "deadly"
    assert summary.retried == 1 and summary.crashed == 1


def test_a_hung_worker_is_replaced(tmp_path):
    records = [Record("a", QUESTION, RIGHT)]
    out = tmp_path / "out.jsonl"
    summary = run_audit(records, out, CONFIG, workers=1, record_timeout_s=0.0)
    rows = _rows(out)
    assert rows[0]["reasons"] == ["worker_crashed"] and "did not finish in 0 s" in rows[0]["explanation"]
    assert summary.retried == 1 and summary.crashed == 1


# ------------------------------------------------------------------ item 9: readers

def test_qald_entries_that_are_not_objects_or_have_a_plain_question(tmp_path):
    path = tmp_path / "qald.json"
    path.write_text(json.dumps({"questions": [
        7, "a string", None,
        {"id": "plain", "question": "Who founded the company?", "query": {"sparql": "ASK {}"}},
        {"id": "listed", "question": [{"language": "en", "string": "What is the mass?"}, "junk"],
         "query": {"sparql": "ASK {}"}},
        {"id": "odd", "question": [{"language": "en", "string": 5}], "query": "not a dict"},
    ]}))
    recs = list(read_records(path, "qald"))
    assert [r.id for r in recs] == ["q:1", "q:2", "q:3", "plain", "listed", "odd"]
    assert all(r.error for r in recs[:3]) and recs[5].error
    assert (recs[3].question, recs[3].error) == ("Who founded the company?", "")
    assert recs[4].question == "What is the mass?" and not recs[4].error
    top_list = tmp_path / "list.json"
    top_list.write_text("[1, 2]")
    assert [r.error != "" for r in read_records(top_list, "qald")] == [True]


def test_a_csv_with_a_byte_order_mark_keeps_its_ids(tmp_path):
    path = tmp_path / "excel.csv"
    with path.open("w", encoding="utf-8-sig", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "question", "sparql"])
        w.writerow(["first", QUESTION, RIGHT])
    recs = list(read_records(path))
    assert [(r.id, r.error) for r in recs] == [("first", "")]


def test_parquet_and_file_urls(tmp_path):
    pa = pytest.importorskip("pyarrow", reason="Parquet and URLs need pyarrow (the ray extra)")
    import pyarrow.parquet as pq
    path = tmp_path / "log.parquet"
    pq.write_table(pa.table({"id": ["p1", "p2"], "question": [QUESTION, QUESTION], "sparql": [RIGHT, None],
                             "model": ["m", "m"]}), path)
    recs = list(read_records(path))
    assert [r.id for r in recs] == ["p1", "p2"] and recs[0].extra == {"model": "m"} and recs[1].error
    jsonl = tmp_path / "log.jsonl"
    jsonl.write_text(json.dumps({"id": "u", "question": QUESTION, "sparql": RIGHT}) + "\n")
    assert [r.id for r in read_records(jsonl.as_uri())] == ["u"]
    assert [r.id for r in read_records(path.as_uri())] == ["p1", "p2"]


# ------------------------------------------------------------------ once per run, progress, exit codes

def test_a_repeated_record_is_checked_once_and_says_so(tmp_path):
    records = [Record("a", QUESTION, RIGHT), Record("b", QUESTION, WRONG), Record("c", QUESTION, RIGHT),
               Record("d", QUESTION, RIGHT, {"model": "m2"})]
    out = tmp_path / "out.jsonl"
    summary = run_audit(records, out, CONFIG, workers=2)
    rows = _rows(out)
    assert [r["id"] for r in rows] == ["a", "b", "c", "d"]
    assert [r.get("duplicate_of") for r in rows] == [None, None, "a", "a"]
    assert rows[2]["status"] == rows[0]["status"] == "accept" and rows[3]["model"] == "m2"
    assert summary.deduplicated == 2 and summary.to_dict()["checked"] == 2
    undeduplicated = run_audit(records, out, CONFIG, workers=2, dedup=False)
    rows2 = _rows(out)
    assert all("duplicate_of" not in r for r in rows2) and undeduplicated.deduplicated == 0
    assert [r["status"] for r in rows2] == [r["status"] for r in rows]


def test_progress_line_when_not_a_terminal():
    from verifier.audit.cli import Progress
    stream = io.StringIO()
    progress = Progress(total=10, every=0.0, stream=stream, tty=False)
    summary = AuditSummary(total=4, by_status={"accept": 3, "reject": 1})
    progress(4, summary)
    line = stream.getvalue()
    assert line.startswith("audit: 4/10 records (40%)") and "records/s" in line and "ETA" in line
    assert "accept 3 reject 1" in line


def test_fail_on_and_quiet(tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text(json.dumps({"id": "a", "question": QUESTION, "sparql": RIGHT}) + "\n"
                   + json.dumps({"id": "b", "question": QUESTION, "sparql": WRONG}) + "\n")
    out = tmp_path / "out.jsonl"
    base = [sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out), *CLI_KG]
    r = subprocess.run(base + ["--fail-on", "reject", "--progress-every", "0"], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 1, r.stderr
    assert "audit: 2/2 records (100%)" in r.stderr  # the periodic line, stderr being a pipe
    r = subprocess.run(base + ["--quiet"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "audit:" not in r.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds the worker processes through /proc")
def test_workers_do_not_outlive_a_killed_audit(tmp_path):
    log = tmp_path / "log.jsonl"
    with log.open("w") as fh:
        # enough records that the audit outlives its first flush (FLUSH_S) on a fast machine: 40 took under
        # half a second on one, and it ended before a line was on disk
        for i in range(1000):
            fh.write(json.dumps({"id": f"r{i}", "question": QUESTION, "sparql": RIGHT + f" LIMIT {i + 1}"}) + "\n")
    out = tmp_path / "out.jsonl"
    err = tmp_path / "stderr.txt"
    with err.open("w") as err_fh:
        proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out),
                                 "--workers", "2", "--quiet", *CLI_KG], stdout=subprocess.DEVNULL, stderr=err_fh)
    try:
        # both workers forked and at work (two records written); on a loaded machine the parent's loading may
        # take minutes, so wait for that state rather than a fixed time
        deadline = time.time() + 480
        workers: list[int] = []
        while time.time() < deadline and proc.poll() is None and (
                len(workers) < 2 or not out.exists() or out.read_text().count("\n") < 2):
            time.sleep(0.2)
            workers = _children(proc.pid) or workers  # an ended audit has none: keep those seen for the message
        assert len(workers) == 2 and proc.poll() is None, (workers, proc.poll(), err.read_text()[-2000:])
    finally:
        proc.kill()  # the parent only, as the OOM killer would
        proc.wait()
    deadline = time.time() + 30
    while time.time() < deadline and any(Path(f"/proc/{w}").exists() for w in workers):
        time.sleep(0.2)
    alive = [w for w in workers if Path(f"/proc/{w}").exists()
             and "Z" not in Path(f"/proc/{w}/stat").read_text().rsplit(")", 1)[1].split()[0]]
    for w in alive:  # do not leave them behind if the test fails
        os.kill(w, signal.SIGKILL)
    assert alive == []
