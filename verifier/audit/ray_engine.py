"""``verifier audit IN --out OUT --engine ray``: the same audit on a pool of Ray actors, through Ray Data.

The output is the local engine's, line for line (same verdicts, same ``duplicate_of``, same order, one
line per input record), and the run is resumable the same way; only where the checks run differs:

1. **Plan (driver).** The driver streams the log once (JSONL, CSV, Parquet, QALD; a local path or any
   URL ``pyarrow.fs`` opens), skips the records an earlier run wrote, and writes each distinct
   (question, query) pair once, numbered in input order, to Parquet files in a scratch directory. A
   record that cannot be read, or repeats an earlier pair, is not sent anywhere.
2. **Check (actors).** ``ray.data.read_parquet`` → ``repartition`` (a block per file: the reader joins
   small files into one block, which one actor would check alone, all at once) → ``map_batches`` with an actor class on an
   ``ActorPoolStrategy``: each actor builds one warm :class:`~verifier.api.Verifier` (lexicon, KG,
   grammar, WordNet) and checks its batches in a supervised worker process forked from itself
   (:class:`~verifier.audit.runner.CheckPool` with one worker). A record that kills that worker is
   retried once in a fresh fork and then written as ``worker_crashed``: the actor itself survives, so
   a record can never take the actor's other records, or the run, down with it.
3. **Write (driver).** The driver reads the log a second time and the verdicts in order
   (``preserve_order``), and writes each record's line as soon as its verdict is there.

Example (a local cluster of 2 actors; ``--address ray://head:10001`` for a running cluster, whose
nodes must reach the lexicon and KG paths)::

    verifier audit s3://bucket/logs/may.parquet --out may.jsonl --engine ray --workers 2 --lexicon lex.ttl
"""

from __future__ import annotations

import array
import hashlib
import itertools
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from .records import Record, read_records
from .runner import (CRASH_ENV, RECORD_TIMEOUT_S, AuditConfig, AuditSummary, CheckPool, LineWriter, _peak_rss_mb,
                     check_record, completed_lines, finish_line, skip_done)

__all__ = ["run_ray_audit"]

#: distinct pairs per scratch Parquet file (one Ray Data block each)
ROWS_PER_FILE = 16


class _CheckActor:
    """One Ray actor: a warm verifier, and a supervised worker forked from it that runs the checks."""

    def __init__(self, config: AuditConfig, record_timeout_s: float):
        self.pool = CheckPool(config, 1, dedup=False, record_timeout_s=record_timeout_s).__enter__()

    def __call__(self, batch: dict[str, Any]) -> dict[str, Any]:
        records = [Record(str(rid), json.loads(q), json.loads(s), context=json.loads(c))
                   for rid, q, s, c in zip(batch["rid"], batch["question"], batch["sparql"], batch["context"])]
        lines = [json.dumps(line, ensure_ascii=True) for _, line in self.pool.run(records)]
        rss = max(_peak_rss_mb(), *self.pool.peak_rss_mb)
        return {"tid": list(batch["tid"]), "verdict": lines, "pid": [os.getpid()] * len(lines),
                "rss_mb": [rss] * len(lines)}


def _key(rec: Record) -> bytes:
    # a follow-up question with another dialogue is another check
    return hashlib.blake2b(json.dumps([rec.question, rec.sparql, rec.context], ensure_ascii=True, sort_keys=True,
                                      default=str).encode(), digest_size=16).digest()


def _plan(records, scratch: Path, dedup: bool) -> tuple[array.array, array.array, int]:
    """Write the distinct pairs to Parquet; per record its pair number (-1: unreadable), and per pair the
    position of its first record."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    plan, first = array.array("q"), array.array("q")
    seen: dict[bytes, int] = {}
    rows: dict[str, list] = {"tid": [], "rid": [], "question": [], "sparql": [], "context": []}
    files = 0

    def flush() -> None:
        nonlocal files
        if rows["tid"]:
            pq.write_table(pa.table(rows), scratch / f"pairs-{files:08d}.parquet")
            files += 1
            for v in rows.values():
                v.clear()

    for pos, rec in enumerate(records):
        if rec.error:
            plan.append(-1)
            continue
        key = _key(rec) if dedup else None
        if key is not None and key in seen:
            plan.append(seen[key])
            continue
        tid = len(first)
        first.append(pos)
        plan.append(tid)
        if key is not None:
            seen[key] = tid
        rows["tid"].append(tid)
        rows["rid"].append(rec.id)
        # JSON text with ASCII escapes: Arrow strings are UTF-8, which a lone surrogate is not
        rows["question"].append(json.dumps(rec.question, ensure_ascii=True))
        rows["sparql"].append(json.dumps(rec.sparql, ensure_ascii=True))
        rows["context"].append(json.dumps(rec.context, ensure_ascii=True, default=str))  # the dialogue, or null
        if len(rows["tid"]) >= ROWS_PER_FILE:
            flush()
    flush()
    return plan, first, files


def run_ray_audit(source: str | Path, out: str | Path, config: AuditConfig, *, fmt: str | None = None,
                  actors: int = 2, address: str | None = None, resume: bool = False,
                  progress: Callable[[int, AuditSummary], None] | None = None, dedup: bool = True,
                  record_timeout_s: float = RECORD_TIMEOUT_S, batch_size: int = 4) -> AuditSummary:
    """Audit the log at ``source`` into ``out`` on ``actors`` Ray actors (see the module docstring)."""
    try:
        import ray
        import ray.data
    except ImportError as exc:
        raise ImportError("the ray engine needs Ray Data: pip install 'sparql-verifier[ray]'") from exc

    out = Path(out)
    summary = AuditSummary()
    done = completed_lines(out) if resume else []
    start = time.perf_counter()
    started_here = False
    if not ray.is_initialized():
        env = {k: os.environ[k] for k in (CRASH_ENV, "VERIFIER_WALL_CLOCK_SLACK", "VERIFIER_CHECK_SECONDS", "VERIFIER_DATA")
               if k in os.environ}
        kwargs: dict[str, Any] = {"address": address} if address else {"num_cpus": actors + 1}
        ray.init(**kwargs, include_dashboard=False, log_to_driver=False, configure_logging=False,
                 runtime_env={"env_vars": env} if env else None)
        started_here = True
    ctx = ray.data.DataContext.get_current()
    ctx.execution_options.preserve_order = True
    ctx.enable_progress_bars = False
    ctx.print_on_execution_start = False
    rss: dict[int, float] = {}
    try:
        with tempfile.TemporaryDirectory(prefix="verifier-ray-") as tmp:
            plan, first, files = _plan(skip_done(read_records(source, fmt), done, summary), Path(tmp), dedup)
            rows = iter(())
            if files:
                # the reader joins small files into one block; one block per file again, so that the
                # actors share the work and the verdicts stream back block by block
                ds = ray.data.read_parquet(tmp).repartition(files).map_batches(
                    _CheckActor, fn_constructor_args=(config, record_timeout_s), batch_size=batch_size,
                    compute=ray.data.ActorPoolStrategy(size=actors), num_cpus=1, batch_format="numpy")
                rows = iter(ds.iter_rows())
            last = {tid: pos for pos, tid in enumerate(plan) if tid >= 0}  # a pair's last record
            verdicts: dict[int, dict[str, Any]] = {}
            records = itertools.islice(read_records(source, fmt), len(done), None)
            with out.open("a" if resume else "w", encoding="utf-8") as fh:
                writer = LineWriter(fh)
                for pos, rec in enumerate(records):
                    tid = plan[pos]
                    if tid < 0:
                        line = check_record(rec)
                    else:
                        while tid not in verdicts:
                            row = next(rows)
                            verdicts[int(row["tid"])] = json.loads(row["verdict"])
                            rss[int(row["pid"])] = max(rss.get(int(row["pid"]), 0.0), float(row["rss_mb"]))
                        verdict = verdicts[tid] if last[tid] != pos else verdicts.pop(tid)
                        dup = None if first[tid] == pos else verdict.get("id")
                        line = finish_line(rec, verdict, duplicate_of=dup)
                    writer.write(line)
                    summary.add(line)
                    if progress is not None:
                        progress(summary.total + summary.skipped, summary)
            for _ in rows:  # run the iterator to its end, so that Ray Data finishes its bookkeeping
                pass
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        summary.workers_peak_rss_mb = [rss[p] for p in sorted(rss)]
        summary.crashed = summary.by_reason.get("worker_crashed", 0)
        summary.seconds = time.perf_counter() - start
        if started_here:
            ray.shutdown()
    return summary
