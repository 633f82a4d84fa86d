"""Batch audit: every record of a log → one verdict line in a JSONL file, in input order.

* **One line per record.** A record that cannot be read, or whose check fails inside the verifier,
  still gets a line (an error verdict), so ``wc -l`` of the output always equals the record count.
* **Valid after interruption.** Lines are written whole and flushed; a torn last line (from a kill)
  is cut off when the audit resumes. Ctrl-C stops the workers and leaves the file valid.
* **Resume.** Output order equals input order, so a resumed audit skips the records already written,
  after checking that their ids match the input's.
* **Parallel.** ``workers`` processes, each with its own lazily built :class:`~verifier.api.Verifier`.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..verdict import Verdict
from .records import Record

__all__ = ["AuditConfig", "AuditSummary", "run_audit", "completed_lines", "percentile"]


@dataclass(frozen=True)
class AuditConfig:
    """What each worker needs to build its verifier (plain data, so it crosses process boundaries)."""

    lexicon: tuple[str, ...] = ()
    kg: tuple[str, ...] | str | None = None
    timeout_ms: int = 2000
    max_readings: int = 4


@dataclass
class AuditSummary:
    total: int = 0
    skipped: int = 0
    by_status: dict[str, int] = field(default_factory=dict)
    by_reason: dict[str, int] = field(default_factory=dict)
    latencies_ms: list[float] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False

    def add(self, line: dict[str, Any]) -> None:
        self.total += 1
        self.by_status[line["status"]] = self.by_status.get(line["status"], 0) + 1
        for r in line.get("reasons", []):
            self.by_reason[r] = self.by_reason.get(r, 0) + 1
        ms = (line.get("timings_ms") or {}).get("total")
        if isinstance(ms, (int, float)):
            self.latencies_ms.append(float(ms))

    @property
    def throughput(self) -> float:
        return self.total / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "records": self.total, "skipped_resumed": self.skipped, "by_status": self.by_status,
            "by_reason": dict(sorted(self.by_reason.items(), key=lambda kv: -kv[1])),
            "p50_ms": round(percentile(self.latencies_ms, 50), 1), "p99_ms": round(percentile(self.latencies_ms, 99), 1),
            "seconds": round(self.seconds, 1), "records_per_s": round(self.throughput, 2),
            "interrupted": self.interrupted,
        }

    def render(self) -> str:
        d = self.to_dict()
        lines = [f"audited {d['records']} record(s) in {d['seconds']} s ({d['records_per_s']} records/s)"
                 + (f", {d['skipped_resumed']} already done" if self.skipped else "")
                 + (" — interrupted" if self.interrupted else "")]
        lines.append("by status: " + ", ".join(f"{k} {v}" for k, v in sorted(self.by_status.items())))
        lines.append("by reason: " + ", ".join(f"{k} {v}" for k, v in d["by_reason"].items()))
        lines.append(f"latency: p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms")
        return "\n".join(lines)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = (len(s) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


# --------------------------------------------------------------------------------- the workers

_VERIFIER = None


def _init_worker(config: AuditConfig) -> None:
    global _VERIFIER
    from ..api import Verifier

    _VERIFIER = Verifier(lexicon=list(config.lexicon) or None, kg=config.kg, timeout_ms=config.timeout_ms,
                         max_readings=config.max_readings)


def _error_line(record: Record, code: str, message: str) -> dict[str, Any]:
    v = Verdict("unknown", (code,), message, question=record.question, sparql=record.sparql, id=record.id)
    return v.to_dict()


def check_record(record: Record) -> dict[str, Any]:
    """One output line for one record (runs in a worker; never raises)."""
    if record.error:
        line = _error_line(record, "bad_record", record.error)
    else:
        try:
            assert _VERIFIER is not None
            line = _VERIFIER.check(record.question, record.sparql, id=record.id).to_dict()
        except Exception as exc:  # the verifier catches its own failures; this is the last net
            line = _error_line(record, "internal_error", f"{type(exc).__name__}: {exc}")
    for k, v in record.extra.items():
        line[k if k not in line else f"input_{k}"] = v
    return line


# --------------------------------------------------------------------------------- output file

def completed_lines(out: Path) -> list[str]:
    """Ids of the complete lines of an earlier output, cutting off a torn last line in place."""
    if not out.exists():
        return []
    data = out.read_bytes()
    keep = data.rfind(b"\n") + 1
    ids: list[str] = []
    good_end = 0
    pos = 0
    for raw in data[:keep].split(b"\n")[:-1]:
        try:
            obj = json.loads(raw)
            ids.append(str(obj.get("id")))
            good_end = pos + len(raw) + 1
        except ValueError:
            break  # a damaged line: everything from here on is redone
        pos += len(raw) + 1
    if good_end != len(data):
        with out.open("r+b") as fh:
            fh.truncate(good_end)
    return ids


def run_audit(records: Iterable[Record], out: str | Path, config: AuditConfig, workers: int = 1,
              resume: bool = False, progress: Callable[[int, AuditSummary], None] | None = None) -> AuditSummary:
    """Audit ``records`` into ``out``; returns the summary (also when interrupted)."""
    out = Path(out)
    summary = AuditSummary()
    done = completed_lines(out) if resume else []
    mode = "a" if resume else "w"
    it: Iterator[Record] = iter(records)
    for k, rid in enumerate(done):
        rec = next(it, None)
        if rec is None:
            break
        if rec.id != rid:
            raise ValueError(f"cannot resume: output line {k + 1} is record {rid!r}, the input has {rec.id!r} there")
        summary.skipped += 1
    start = time.perf_counter()
    pool = None
    try:
        with out.open(mode, encoding="utf-8") as fh:
            if workers <= 1:
                _init_worker(config)
                results: Iterable[dict[str, Any]] = (check_record(r) for r in it)
            else:
                ctx = mp.get_context("fork" if sys.platform != "win32" else "spawn")
                pool = ctx.Pool(workers, initializer=_init_worker, initargs=(config,))
                results = pool.imap(check_record, it, chunksize=2)
            for line in results:
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
                fh.flush()
                summary.add(line)
                if progress is not None:
                    progress(summary.total + summary.skipped, summary)
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        if pool is not None:
            if summary.interrupted:
                pool.terminate()
            else:
                pool.close()
            pool.join()
        summary.seconds = time.perf_counter() - start
    return summary
