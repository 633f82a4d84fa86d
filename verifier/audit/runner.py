"""Batch audit: every record of a log → one verdict line in a JSONL file, in input order.

* **One line per record.** A record that cannot be read, or whose check fails inside the verifier,
  still gets a line (an error verdict), so ``wc -l`` of the output always equals the record count.
* **Supervised workers.** Each worker is a process of its own; the parent knows which record each one
  holds. A worker that dies (the OOM killer, a crash in native code, a SIGKILL) or runs past
  ``record_timeout_s`` is replaced by a fresh one and its record is tried once more there; a record
  that kills that worker too is written as ``worker_crashed`` (unknown). Nothing waits on a dead worker.
* **Warm workers.** Where processes fork (Linux, macOS), the parent loads the lexicon, the KG, the
  grammar and WordNet once (one warm-up check, after which the verifier's own caches are emptied) and
  the workers fork from it: they share those pages copy-on-write and start in milliseconds, and so
  does the fresh worker that replaces a dead one. Elsewhere each worker loads once, and never again.
* **Checked once per run.** A verdict is a deterministic function of (question, query, configuration):
  each check runs in a Z3 context of its own with a deterministic budget, and the caches on the way
  (readings per question, logic per query) hold values of pure functions. So a record whose question
  and query equal an earlier record's in the same run is not checked again: its line is the earlier
  verdict, with its own ``id`` and fields and ``duplicate_of`` naming the record that was checked.
  ``dedup=False`` (``--no-dedup``) checks every record.
* **Writes cannot fail on a record.** A line is JSON with non-ASCII text kept as it is; a string the
  encoder cannot write (a lone surrogate such as ``"\\udcff"`` from a JSON escape) makes that line
  fall back to ASCII escapes, which read back to the same value.
* **Valid after interruption, resumable.** Lines are written whole, flushed twice a second and at the end
  (:class:`LineWriter`); a line a kill leaves unwritten is redone on resume. Output order equals
  input order, so a resumed audit skips the records already written, after checking that their ids
  match the input's; a torn or odd line (cut by a kill, not JSON, not an object, no id) and everything
  after it is cut off and redone. Ctrl-C stops the workers and leaves the file valid.

Example::

    >>> from verifier.audit import AuditConfig, Record, run_audit   # doctest: +SKIP
    >>> recs = [Record("a", "What is the mass of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")]
    >>> run_audit(recs, "out.jsonl", AuditConfig(lexicon=("lexicon.ttl",)), workers=2).total
    1
"""

from __future__ import annotations

import collections
import gc
import itertools
import json
import multiprocessing as mp
import multiprocessing.connection as mpc
import os
import resource
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..verdict import Verdict
from .records import Record

__all__ = ["AuditConfig", "AuditSummary", "CheckPool", "run_audit", "completed_lines", "percentile",
           "check_record", "dumps_line", "finish_line", "LineWriter", "RECORD_TIMEOUT_S"]

#: wall-clock seconds one record may take before its worker is taken for hung (killed, the record retried)
RECORD_TIMEOUT_S = 600.0
#: distinct (question, query) pairs whose verdicts a run keeps for its duplicates
DEDUP_CACHE = 100_000
#: how far down the queue a free worker looks for a record whose question it has read before
AFFINITY_SCAN = 64
#: the environment variable that makes a worker die on the records with these ids (fault injection in tests)
CRASH_ENV = "VERIFIER_AUDIT_CRASH_IDS"


@dataclass(frozen=True)
class AuditConfig:
    """What each worker needs to build its verifier (plain data, so it crosses process boundaries)."""

    lexicon: tuple[str, ...] = ()
    kg: tuple[str, ...] | str | None = None
    timeout_ms: int = 2000
    max_readings: int = 4
    #: labels-only graphs (RDF files): names the verifier reads, beside the KG's own, never a KG. They name the
    #: terms some source annotates (a dialogue set's entities and classes), not all the KG has, so a term they
    #: lack is not screened as missing from the KG (``unknown_term``): that would take "not annotated" for
    #: "not there"
    names: tuple[str, ...] = ()
    #: the KG profile the queries run against ("" reads it from each query's namespaces; ``Verifier(kg_profile=…)``)
    kg_profile: str = ""


@dataclass
class AuditSummary:
    total: int = 0
    skipped: int = 0
    deduplicated: int = 0
    retried: int = 0
    crashed: int = 0
    by_status: dict[str, int] = field(default_factory=dict)
    by_reason: dict[str, int] = field(default_factory=dict)
    latencies_ms: list[float] = field(default_factory=list)
    workers_peak_rss_mb: list[float] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False

    def add(self, line: dict[str, Any]) -> None:
        self.total += 1
        self.by_status[line["status"]] = self.by_status.get(line["status"], 0) + 1
        for r in line.get("reasons", []):
            self.by_reason[r] = self.by_reason.get(r, 0) + 1
        if "duplicate_of" in line:
            self.deduplicated += 1
            return  # its check ran once, for the record it duplicates
        ms = (line.get("timings_ms") or {}).get("total")
        if isinstance(ms, (int, float)):
            self.latencies_ms.append(float(ms))

    @property
    def throughput(self) -> float:
        return self.total / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "records": self.total, "skipped_resumed": self.skipped, "deduplicated": self.deduplicated,
            "checked": len(self.latencies_ms), "retried_after_crash": self.retried, "worker_crashed": self.crashed,
            "by_status": self.by_status,
            "by_reason": dict(sorted(self.by_reason.items(), key=lambda kv: -kv[1])),
            "p50_ms": round(percentile(self.latencies_ms, 50), 1), "p99_ms": round(percentile(self.latencies_ms, 99), 1),
            "seconds": round(self.seconds, 1), "records_per_s": round(self.throughput, 2),
            "peak_rss_mb": round(max(self.workers_peak_rss_mb, default=0.0), 1),
            "workers_peak_rss_mb": [round(x, 1) for x in self.workers_peak_rss_mb],
            "interrupted": self.interrupted,
        }

    def render(self) -> str:
        d = self.to_dict()
        lines = [f"audited {d['records']} record(s) in {d['seconds']} s ({d['records_per_s']} records/s)"
                 + (f", {d['skipped_resumed']} already done" if self.skipped else "")
                 + (" — interrupted" if self.interrupted else "")]
        if self.deduplicated:
            lines.append(f"checked {d['checked']}; {self.deduplicated} repeated an earlier record's question and query")
        lines.append("by status: " + ", ".join(f"{k} {v}" for k, v in sorted(self.by_status.items())))
        lines.append("by reason: " + ", ".join(f"{k} {v}" for k, v in d["by_reason"].items()))
        lines.append(f"latency per check: p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms")
        if self.workers_peak_rss_mb:
            lines.append("peak RSS per worker: " + ", ".join(f"{x:.0f} MB" for x in self.workers_peak_rss_mb))
        if self.retried or self.crashed:
            lines.append(f"workers died: {self.retried} record(s) retried in a fresh worker, "
                         f"{self.crashed} written as worker_crashed")
        return "\n".join(lines)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = (len(s) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


# --------------------------------------------------------------------------------- one record

_VERIFIER = None
_VERIFIER_CONFIG: AuditConfig | None = None

#: the warm-up pair: it touches the grammar, WordNet, the lexicon, the bridge and Z3, and names no IRI
#: (so no KG look-up is made on an endpoint's behalf)
_WARM_QUESTION = "Which rivers flow through the largest city of a country?"
_WARM_QUERY = "SELECT ?x WHERE { ?x ?p ?o }"


def _init_worker(config: AuditConfig) -> None:
    global _VERIFIER, _VERIFIER_CONFIG
    from ..api import Verifier

    _VERIFIER = Verifier(lexicon=list(config.lexicon) or None, kg=config.kg, timeout_ms=config.timeout_ms,
                         max_readings=config.max_readings, names=config.names,
                         kg_profile=config.kg_profile)
    _VERIFIER_CONFIG = config


def warm(config: AuditConfig) -> None:
    """Build this process's verifier for ``config`` and load what it loads lazily, with one check.

    The verifier's per-question and per-query caches are emptied afterwards, so what a worker forked
    from here decides depends on its records only (the module-level caches left behind hold values of
    pure functions: a word's lexical entries, a grammar rule's table).
    The garbage of loading is collected here, before workers fork and share these pages.
    """
    if _VERIFIER is None or _VERIFIER_CONFIG != config:
        _init_worker(config)
    assert _VERIFIER is not None
    v = _VERIFIER
    for part in ("lexicon", "store", "labels", "bridge", "parser"):
        getattr(v, part, None)
    try:
        from ..bridge import load_wordnet
        load_wordnet()
    except Exception:  # no WordNet installed: the checks say so themselves
        pass
    v.check(_WARM_QUESTION, _WARM_QUERY)
    for cache in ("_reading_cache", "_query_cache", "_known_cache", "_logic_cache"):
        getattr(_VERIFIER, cache, {}).clear()
    gc.collect()


def _error_line(record: Record, code: str, message: str) -> dict[str, Any]:
    v = Verdict("unknown", (code,), message, question=record.question, sparql=record.sparql, id=record.id)
    return v.to_dict()


def _verdict(record: Record) -> dict[str, Any]:
    """The verdict of one readable record, as a dict without the record's extra fields (never raises)."""
    crash_ids = os.environ.get(CRASH_ENV)
    if crash_ids and record.id in crash_ids.split(","):
        os.kill(os.getpid(), signal.SIGKILL)  # fault injection: this record kills its worker
    try:
        if _VERIFIER is None:
            raise RuntimeError("the audit worker has no verifier")
        return _VERIFIER.check(record.question, record.sparql, id=record.id, context=record.context).to_dict()
    except Exception as exc:  # the verifier catches its own failures; this is the last net
        return _error_line(record, "internal_error", f"{type(exc).__name__}: {exc}")


def _dedup_key(record: Record) -> tuple[str, ...]:
    """Records with the same key have the same verdict: the question, the query and the dialogue (a follow-up
    question means something else in another dialogue)."""
    if record.context is None:
        return (record.question, record.sparql)
    return (record.question, record.sparql, json.dumps(record.context, sort_keys=True, default=str))


class _Line(dict):
    """An output line that remembers the verdict it was made from, so that :class:`LineWriter` encodes a
    verdict shared by many records (duplicates) once."""

    __slots__ = ("verdict",)


def finish_line(record: Record, verdict: dict[str, Any], duplicate_of: str | None = None) -> dict[str, Any]:
    """The output line of ``record``: its verdict (maybe another record's), its id, its extra fields."""
    line = _Line(verdict)
    line.verdict = verdict
    line["id"] = record.id
    if duplicate_of is not None:
        line["duplicate_of"] = duplicate_of
    for k, v in record.extra.items():
        line[k if k not in line else f"input_{k}"] = v
    return line


def check_record(record: Record) -> dict[str, Any]:
    """One output line for one record, in this process (never raises)."""
    if record.error:
        return finish_line(record, _error_line(record, "bad_record", record.error))
    return finish_line(record, _verdict(record))


def dumps_line(line: dict[str, Any]) -> str:
    """One JSONL line that any record can be written as (see the module docstring)."""
    text = json.dumps(line, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: escaped, it reads back as the same string
        text = json.dumps(line, ensure_ascii=True)
    return text + "\n"


#: seconds between flushes of the output: a line is written whole, and one a kill leaves unflushed (or torn)
#: is redone by ``--resume``; a flush per line cost a 100,000-record audit of mostly duplicates 6 s
FLUSH_S = 0.5


class LineWriter:
    """Writes the output lines of an audit: each as :func:`dumps_line` writes it, flushed at least every
    :data:`FLUSH_S` seconds and when the file is closed.

    A large log repeats (question, query) pairs, and each repeat's line is the verdict it shares with the
    first, under its own ``id``, with ``duplicate_of`` and its own extra fields. The verdict's part of
    the text is encoded once and spliced, giving the very text :func:`dumps_line` gives (JSON encoding
    was the largest cost of writing a 100,000-record log)::

        w = LineWriter(fh)
        w.write(finish_line(rec, verdict))                      # encodes the verdict
        w.write(finish_line(dup, verdict, duplicate_of="a"))    # reuses that encoding
    """

    def __init__(self, fh) -> None:
        self.fh = fh
        self._flushed = time.monotonic()
        self._bodies: dict[int, tuple[dict[str, Any], str | None]] = {}

    def write(self, line: dict[str, Any]) -> None:
        self.fh.write(self.text(line))
        now = time.monotonic()
        if now - self._flushed >= FLUSH_S:
            self.fh.flush()
            self._flushed = now

    def text(self, line: dict[str, Any]) -> str:
        verdict = getattr(line, "verdict", None)
        if not verdict or next(iter(verdict)) != "id" or "duplicate_of" in verdict:
            return dumps_line(line)
        body = self._body(verdict)
        if body is None:
            return dumps_line(line)
        parts = ['{"id": ', json.dumps(line["id"], ensure_ascii=False)]
        if body:
            parts += [", ", body]
        for k, v in itertools.islice(line.items(), len(verdict), None):  # what the record adds, in order
            parts += [", ", json.dumps(k, ensure_ascii=False), ": ", json.dumps(v, ensure_ascii=False)]
        text = "".join(parts) + "}\n"
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return dumps_line(line)
        return text

    def _body(self, verdict: dict[str, Any]) -> str | None:
        """The verdict's fields but ``id``, encoded as inside a JSON object (None: it cannot be written as
        UTF-8 as it is, and each line falls back to :func:`dumps_line`)."""
        hit = self._bodies.get(id(verdict))
        if hit is None or hit[0] is not verdict:
            body: str | None = json.dumps({k: v for k, v in verdict.items() if k != "id"}, ensure_ascii=False)[1:-1]
            try:
                body.encode("utf-8")  # type: ignore[union-attr]
            except UnicodeEncodeError:
                body = None
            if len(self._bodies) >= 4096:
                self._bodies.clear()
            hit = self._bodies[id(verdict)] = (verdict, body)
        return hit[1]


def _peak_rss_mb() -> float:
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024 if sys.platform != "darwin" else kb / 2**20


# --------------------------------------------------------------------------------- the workers

def _die_with_parent() -> None:
    """Linux: the kernel kills this worker when its parent dies (a forked worker holds copies of the
    parent's pipe ends, so it would never read end-of-file and wait for work forever)."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass


def _worker_main(conn: mpc.Connection, config: AuditConfig, parent: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    _die_with_parent()
    if os.getppid() != parent:  # the parent died before the line above
        return
    if _VERIFIER is None or _VERIFIER_CONFIG != config:  # spawned, or forked from a cold parent
        _init_worker(config)
    # What the worker holds now (the lexicon, WordNet's index, the grammar) lives as long as it does, yet
    # every full collection walked it again: 0.2-0.3 s each, a few in every 30 checks on the QALD-9
    # lexicon, 0.04 s with it frozen out of the collector's reach; a forked worker's collections also
    # wrote to the pages it shares with its parent. Collecting when it does changes no verdict (a
    # check lets go of its Z3 context when it ends).
    gc.freeze()
    while True:
        try:
            while not conn.poll(5.0):  # elsewhere than Linux: notice an orphaning within 5 s
                if os.getppid() != parent:
                    return
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            conn.send(("bye", None, _peak_rss_mb()))
            return
        task_id, record = msg
        conn.send((task_id, _verdict(record), _peak_rss_mb()))


class _Worker:
    def __init__(self, ctx: Any, config: AuditConfig):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, config, os.getpid()), daemon=True)
        self.proc.start()
        child.close()
        self.task: tuple[int, Record] | None = None
        self.since = 0.0
        self.peak_rss_mb = 0.0
        self.questions: set[str] = set()  # the questions this worker has read (and keeps the readings of)

    def send(self, task_id: int, record: Record) -> None:
        self.task = (task_id, record)
        self.since = time.monotonic()
        self.conn.send((task_id, record))

    def kill(self) -> None:
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join()
        self.conn.close()


@dataclass
class _Task:
    record: Record  # the first record with this (question, query): the one checked
    attempts: int = 0
    waiting: list[list[Any]] = field(default_factory=list)  # output entries [record, line] that take its verdict


class CheckPool:
    """A supervised pool of warm worker processes that turns records into output lines, in input order.

    ``workers`` processes check records one at a time each; ``run`` yields ``(record, line)`` pairs
    in the order of its input while at most ``window`` records are held. ``peak_rss_mb`` lists each
    worker slot's peak resident set (its copy-on-write pages shared with the parent count in full).
    """

    def __init__(self, config: AuditConfig, workers: int = 1, *, dedup: bool = True,
                 record_timeout_s: float = RECORD_TIMEOUT_S, warm_parent: bool = True):
        self.config = config
        self.n = max(1, workers)
        self.dedup = dedup
        self.record_timeout_s = record_timeout_s
        fork = sys.platform != "win32" and "fork" in mp.get_all_start_methods()
        self.ctx = mp.get_context("fork" if fork else "spawn")
        if fork and warm_parent:
            warm(config)
        self.workers: list[_Worker] = []
        self.peak_rss_mb = [0.0] * self.n
        self.retried = 0
        self.crashed = 0

    def __enter__(self) -> "CheckPool":
        self.workers = [_Worker(self.ctx, self.config) for _ in range(self.n)]
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close(graceful=exc[0] is None)

    def close(self, graceful: bool = True) -> None:
        for i, w in enumerate(self.workers):
            if graceful and w.proc.is_alive() and w.task is None:
                try:
                    w.conn.send(None)
                    if w.conn.poll(5):
                        _, _, rss = w.conn.recv()
                        self.peak_rss_mb[i] = max(self.peak_rss_mb[i], rss)
                    w.proc.join(5)
                except (EOFError, OSError):
                    pass
            w.kill()
        self.workers = []

    def run(self, records: Iterable[Record]) -> Iterator[tuple[Record, dict[str, Any]]]:
        if not self.workers:  # used without ``with``
            self.__enter__()
        window = self.n * 32
        pending: collections.deque[list[Any]] = collections.deque()  # [record, line or None]
        todo: collections.deque[int] = collections.deque()
        tasks: dict[int, _Task] = {}
        by_key: dict[tuple[str, ...], int] = {}
        done: collections.OrderedDict[tuple[str, ...], tuple[str, dict[str, Any]]] = collections.OrderedDict()
        it = iter(records)
        exhausted = False
        next_id = 0
        while True:
            while not exhausted and len(pending) < window:
                rec = next(it, None)
                if rec is None:
                    exhausted = True
                    break
                entry: list[Any] = [rec, None]
                pending.append(entry)
                if rec.error:
                    entry[1] = check_record(rec)
                    continue
                key = _dedup_key(rec)
                if self.dedup and key in done:
                    first, verdict = done[key]
                    entry[1] = finish_line(rec, verdict, duplicate_of=first)
                elif self.dedup and key in by_key:
                    tasks[by_key[key]].waiting.append(entry)
                else:
                    next_id += 1
                    tasks[next_id] = _Task(rec, waiting=[entry])
                    if self.dedup:
                        by_key[key] = next_id
                    todo.append(next_id)
            while pending and pending[0][1] is not None:
                rec, line = pending.popleft()
                yield rec, line
            if not pending:
                if exhausted:
                    return
                continue
            for w in self.workers:
                if w.task is None and todo:
                    tid = self._pick(w, todo, tasks)
                    try:
                        w.send(tid, tasks[tid].record)
                    except OSError:  # died while idle: the wait below finds it
                        pass
            busy = [w for w in self.workers if w.task is not None]
            if not busy:
                continue
            timeout = max(0.0, min(w.since for w in busy) + self.record_timeout_s - time.monotonic())
            mpc.wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout=timeout)
            for i, w in enumerate(self.workers):
                if w.task is None:
                    continue
                tid, _ = w.task
                try:
                    got = w.conn.recv() if w.conn.poll() else None
                except (EOFError, OSError):
                    got = None
                if got is not None:
                    w.task = None
                    _, verdict, rss = got
                    self.peak_rss_mb[i] = max(self.peak_rss_mb[i], rss)
                    self._settle(tasks.pop(tid), verdict, by_key, done)
                    continue
                hung = time.monotonic() - w.since > self.record_timeout_s
                if w.proc.is_alive() and not hung:
                    continue
                cause = (f"did not finish in {self.record_timeout_s:g} s" if hung and w.proc.is_alive()
                         else f"died ({_exit_text(w.proc.exitcode)})")
                w.kill()
                self.workers[i] = _Worker(self.ctx, self.config)
                task = tasks[tid]
                task.attempts += 1
                if task.attempts < 2:
                    self.retried += 1
                    todo.appendleft(tid)
                    continue
                self.crashed += 1
                verdict = _error_line(task.record, "worker_crashed",
                                      f"the audit worker checking this record {cause}, and again in a fresh worker")
                self._settle(tasks.pop(tid), verdict, by_key, done)

    @staticmethod
    def _pick(w: "_Worker", todo: collections.deque[int], tasks: dict[int, _Task]) -> int:
        """The next task for ``w``: the first of the next few whose question it has read before (its
        verifier keeps the question's readings), else the first. Which worker checks a record does not
        change the verdict, only how often a question is parsed."""
        for k, tid in enumerate(itertools.islice(todo, AFFINITY_SCAN)):
            if tasks[tid].record.question in w.questions:
                del todo[k]
                return tid
        tid = todo.popleft()
        w.questions.add(tasks[tid].record.question)
        return tid

    def _settle(self, task: _Task, verdict: dict[str, Any], by_key: dict, done: collections.OrderedDict) -> None:
        first = task.record
        key = _dedup_key(first)  # (the key it was filed under: with its dialogue, if any)
        for entry in task.waiting:
            rec = entry[0]
            entry[1] = finish_line(rec, verdict, duplicate_of=None if rec is first else first.id)
        if self.dedup:
            by_key.pop(key, None)
            done[key] = (first.id, verdict)  # a crash too: the same pair would crash the same way
            while len(done) > DEDUP_CACHE:
                done.popitem(last=False)


def _exit_text(code: int | None) -> str:
    if code is None:
        return "no exit status"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


# --------------------------------------------------------------------------------- output file

def completed_lines(out: Path) -> list[str]:
    """Ids of the good lines at the start of an earlier output; the rest is cut off in place.

    A good line is a JSON object with an ``id``; the first line that is not (torn by a kill, not UTF-8,
    not JSON, a JSON array, blank) and everything after it is redone by the resumed audit.
    """
    out = Path(out)
    if not out.exists():
        return []
    data = out.read_bytes()
    ids: list[str] = []
    good_end = 0
    for raw in data.split(b"\n")[:-1]:  # the part after the last newline is torn whatever it holds
        try:
            obj = json.loads(raw)
        except (ValueError, RecursionError):
            break
        if not isinstance(obj, dict) or obj.get("id") is None:
            break
        ids.append(str(obj["id"]))
        good_end += len(raw) + 1
    if good_end != len(data):
        with out.open("r+b") as fh:
            fh.truncate(good_end)
    return ids


def skip_done(records: Iterable[Record], done: list[str], summary: AuditSummary) -> Iterator[Record]:
    """``records`` after the ``done`` ones, which must be the same records (ids) in the same order."""
    it: Iterator[Record] = iter(records)
    for k, rid in enumerate(done):
        rec = next(it, None)
        if rec is None:
            raise ValueError(f"cannot resume: the output has {len(done)} line(s), the input only {k} record(s)")
        if rec.id != rid:
            raise ValueError(f"cannot resume: output line {k + 1} is record {rid!r}, the input has {rec.id!r} there")
        summary.skipped += 1
    return it


def run_audit(records: Iterable[Record], out: str | Path, config: AuditConfig, workers: int = 1,
              resume: bool = False, progress: Callable[[int, AuditSummary], None] | None = None,
              dedup: bool = True, record_timeout_s: float = RECORD_TIMEOUT_S) -> AuditSummary:
    """Audit ``records`` into ``out`` with ``workers`` supervised processes; returns the summary (also
    when interrupted). ``workers=0`` checks in this process (no supervision: for debugging)."""
    out = Path(out)
    summary = AuditSummary()
    done = completed_lines(out) if resume else []
    it = skip_done(records, done, summary)
    start = time.perf_counter()
    pool: CheckPool | None = None
    try:
        with out.open("a" if resume else "w", encoding="utf-8") as fh:
            if workers <= 0:
                warm(config)
                results: Iterable[tuple[Record, dict[str, Any]]] = ((r, check_record(r)) for r in it)
            else:
                pool = CheckPool(config, workers, dedup=dedup, record_timeout_s=record_timeout_s).__enter__()
                results = pool.run(it)
            writer = LineWriter(fh)
            for _, line in results:
                writer.write(line)
                summary.add(line)
                if progress is not None:
                    progress(summary.total + summary.skipped, summary)
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        if pool is not None:
            pool.close(graceful=not summary.interrupted)
            summary.workers_peak_rss_mb = pool.peak_rss_mb
            summary.retried, summary.crashed = pool.retried, pool.crashed
        summary.seconds = time.perf_counter() - start
    return summary
