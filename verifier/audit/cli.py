"""``verifier audit IN --out OUT.jsonl``: audit a query log in batch.

Exit status: 0 when the audit ran (whatever the verdicts), 2 for a usage error or an input that cannot
be resumed, 130 when interrupted; with ``--fail-on reject`` (or ``unknown``, repeatable) 1 when a record
of this run got that status (bad records are unknown), so a pipeline can stop on a bad batch of
generated queries::

    verifier audit log.jsonl --out verdicts.jsonl --workers 2 --fail-on reject || exit 1
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .records import read_records, source_exists
from .report import query_body, read_results, write_report
from .report import register as register_report
from .runner import RECORD_TIMEOUT_S, AuditConfig, AuditSummary, run_audit
from ..cli_options import add_verifier_options, kg_source
from ..verdict import plain_repair, plain_words

__all__ = ["register", "run", "Progress"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("audit", help="audit a query log (JSONL, CSV, Parquet or QALD JSON) in batch",
                       description="Verify every (question, sparql) record of a log; writes one JSON line per record.")
    p.add_argument("input", help="JSONL ({id, question, sparql, ...}), CSV with those columns, Parquet or QALD JSON;"
                                 " a local path or a URL pyarrow.fs opens (s3://, gs://, hdfs://, file://)")
    p.add_argument("--out", required=True, help="output JSONL, one verdict per input record")
    p.add_argument("--format", choices=("jsonl", "csv", "parquet", "qald"), help="input format (detected by default)")
    add_verifier_options(p)
    p.add_argument("--workers", type=int, default=1, help="worker processes, or Ray actors (default 1)")
    p.add_argument("--engine", choices=("local", "ray"), default="local",
                   help="local: supervised worker processes on this machine (default); ray: a pool of Ray actors"
                        " through Ray Data (needs the ray extra)")
    p.add_argument("--address", help="Ray cluster address (ray://host:10001, or auto); default: a local cluster")
    p.add_argument("--resume", action="store_true", help="skip the records already in --out")
    p.add_argument("--no-dedup", dest="dedup", action="store_false",
                   help="check every record, also one whose question and query repeat an earlier record's")
    p.add_argument("--record-timeout-s", type=float, default=RECORD_TIMEOUT_S,
                   help=f"a worker still on one record after this long is replaced (default {RECORD_TIMEOUT_S:g})")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    p.add_argument("--progress-every", type=float, default=10.0, metavar="S",
                   help="seconds between progress lines when stderr is not a terminal (default 10)")
    p.add_argument("--report", help="also write an HTML report here")
    p.add_argument("--explain", type=int, default=0, metavar="N", help="print N rejected records with explanations")
    p.add_argument("--json", action="store_true", help="print the summary as a JSON line")
    p.add_argument("--fail-on", action="append", choices=("reject", "unknown"), default=[],
                   help="for pipelines: exit 1 when any record gets this status (repeatable); else exit 0")
    p.set_defaults(func=run)
    register_report(sub)  # `verifier report OUT.jsonl --html R.html [--baseline OLD.jsonl]`


class Progress:
    """Progress of an audit on stderr: a tqdm bar (total, rate, ETA) on a terminal, else one plain line
    every ``every`` seconds (``1200/10000 records (12%), 41.3 records/s, ETA 3m33s, accept 700 …``)."""

    def __init__(self, total: int | None, every: float = 10.0, stream=None, tty: bool | None = None):
        self.total, self.every = total, every
        self.stream = stream if stream is not None else sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.start = self.last = time.perf_counter()
        self.bar = None
        if self.tty:
            from tqdm import tqdm
            self.bar = tqdm(total=total, unit="rec", file=self.stream, dynamic_ncols=True, smoothing=0.1)

    def __call__(self, n: int, summary: AuditSummary) -> None:
        if self.bar is not None:
            self.bar.n = n
            self.bar.set_postfix_str(" ".join(f"{k}:{v}" for k, v in sorted(summary.by_status.items())), refresh=False)
            if time.perf_counter() - self.last > 0.2:
                self.bar.refresh()
                self.last = time.perf_counter()
            return
        now = time.perf_counter()
        if now - self.last >= self.every:
            self.last = now
            self.stream.write(self.line(n, summary, now) + "\n")
            self.stream.flush()

    def line(self, n: int, summary: AuditSummary, now: float | None = None) -> str:
        elapsed = max((now or time.perf_counter()) - self.start, 1e-9)
        rate = summary.total / elapsed
        parts = [f"{n}/{self.total} records ({100 * n / self.total:.0f}%)" if self.total else f"{n} records",
                 f"{rate:.1f} records/s"]
        if self.total and rate > 0:
            left = max(self.total - n, 0) / rate
            parts.append(f"ETA {int(left // 60)}m{int(left % 60):02d}s")
        parts.append(" ".join(f"{k} {v}" for k, v in sorted(summary.by_status.items())))
        return "audit: " + ", ".join(p for p in parts if p)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _count(src: str, fmt: str | None) -> int | None:
    """The number of records, for the progress total (None for a remote or very large input)."""
    if "://" in src or Path(src).stat().st_size > 2 * 2**30:
        return None
    try:
        return sum(1 for _ in read_records(src, fmt))
    except (ValueError, OSError):
        return None


def run(args: argparse.Namespace) -> int:
    src = args.input
    try:
        exists = source_exists(src)
    except ValueError as exc:
        print(f"verifier audit: {exc}", file=sys.stderr)
        return 2
    if not exists:
        print(f"verifier audit: no such file: {src}", file=sys.stderr)
        return 2
    kg = kg_source(args.kg)
    config = AuditConfig(lexicon=tuple(args.lexicon), kg=kg, timeout_ms=args.timeout_ms, names=tuple(args.names),
                         kg_profile=args.kg_profile)
    # a malformed lexicon or KG is the user's input to fix (exit 2), not an internal_error on every record
    from ..api import Verifier
    from ..cli import load_inputs

    with Verifier(lexicon=list(args.lexicon) or None, kg=kg) as probe:
        load_inputs(probe)
    progress = None if args.quiet else Progress(_count(src, args.format), every=args.progress_every)
    try:
        if args.engine == "ray":
            from .ray_engine import run_ray_audit
            summary = run_ray_audit(src, args.out, config, fmt=args.format, actors=max(1, args.workers),
                                    address=args.address, resume=args.resume, progress=progress, dedup=args.dedup,
                                    record_timeout_s=args.record_timeout_s)
        else:
            summary = run_audit(read_records(src, args.format), args.out, config, workers=max(1, args.workers),
                                resume=args.resume, progress=progress, dedup=args.dedup,
                                record_timeout_s=args.record_timeout_s)
    except (ValueError, ImportError) as exc:
        print(f"verifier audit: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"verifier audit: cannot write {args.out}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    finally:
        if progress is not None:
            progress.close()
    print(summary.render())
    failed = sum(summary.by_status.get(status, 0) for status in args.fail_on)
    if args.json:
        print(json.dumps(summary.to_dict()))
    if args.report or args.explain:
        results = read_results(args.out)
        if args.report:
            write_report(results, summary, args.report)
            print(f"report: {args.report}")
        if args.explain:
            shown = [r for r in results if r.get("status") == "reject"][: args.explain]
            for r in shown:
                print(f"\n[{r.get('id')}] {', '.join(r.get('reasons', []))}\n  question: {r.get('question')}\n"
                      f"  query: {query_body(r.get('sparql', ''))}")
                verbose = getattr(args, "verbose", False)
                if verbose and (r.get("question_logic") or r.get("query_logic")):
                    print(f"  question logic: {r.get('question_logic')}\n  query logic: {r.get('query_logic')}")
                print(f"  {r.get('explanation') if verbose else plain_words(r.get('explanation') or '')}")
                if r.get("repair"):
                    print(f"  repair: {r['repair'] if verbose else plain_repair(r['repair'])}")
    if summary.interrupted:
        return 130
    if failed:
        print(f"--fail-on {'/'.join(args.fail_on)}: {failed} record(s)", file=sys.stderr)
        return 1
    return 0
