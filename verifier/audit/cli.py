"""``verifier audit IN --out OUT.jsonl``: audit a query log in batch."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .records import read_records
from .report import query_body, read_results, write_report
from .report import register as register_report
from .runner import AuditConfig, AuditSummary, run_audit
from ..verdict import plain_repair, plain_words

__all__ = ["register", "run"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("audit", help="audit a query log (JSONL, CSV or QALD JSON) in batch",
                       description="Verify every (question, sparql) record of a log; writes one JSON line per record.")
    p.add_argument("input", help="JSONL ({id, question, sparql, ...}), CSV with those columns, or QALD JSON")
    p.add_argument("--out", required=True, help="output JSONL, one verdict per input record")
    p.add_argument("--format", choices=("jsonl", "csv", "qald"), help="input format (detected by default)")
    p.add_argument("--lexicon", action="append", default=[], help="Lemon/OntoLex lexicon in Turtle (repeatable)")
    p.add_argument("--kg", action="append", help="KG Turtle file(s) or a SPARQL endpoint URL")
    p.add_argument("--workers", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--resume", action="store_true", help="skip the records already in --out")
    p.add_argument("--timeout-ms", type=int, default=2000)
    p.add_argument("--report", help="also write an HTML report here")
    p.add_argument("--explain", type=int, default=0, metavar="N", help="print N rejected records with explanations")
    p.add_argument("--json", action="store_true", help="print the summary as a JSON line")
    p.add_argument("--fail-on", action="append", choices=("reject", "unknown"), default=[],
                   help="for pipelines: exit 1 when any record gets this status (repeatable); else exit 0")
    p.set_defaults(func=run)
    register_report(sub)  # `verifier report OUT.jsonl --html R.html [--baseline OLD.jsonl]`


def _progress_printer():
    if not sys.stderr.isatty():
        return None

    start = time.perf_counter()

    def show(n: int, summary: AuditSummary) -> None:
        rate = summary.total / max(time.perf_counter() - start, 1e-9)
        parts = " ".join(f"{k}:{v}" for k, v in sorted(summary.by_status.items()))
        sys.stderr.write(f"\r{n} records  {rate:.1f}/s  {parts}  ")
        sys.stderr.flush()

    return show


def run(args: argparse.Namespace) -> int:
    src = Path(args.input)
    if not src.is_file():
        print(f"verifier audit: no such file: {src}", file=sys.stderr)
        return 2
    kg = args.kg[0] if args.kg and len(args.kg) == 1 and args.kg[0].startswith(("http://", "https://")) \
        else (tuple(args.kg) if args.kg else None)
    config = AuditConfig(lexicon=tuple(args.lexicon), kg=kg, timeout_ms=args.timeout_ms)
    # a malformed lexicon or KG is the user's input to fix (exit 2), not an internal_error on every record
    from ..api import Verifier
    from ..cli import load_inputs

    with Verifier(lexicon=list(args.lexicon) or None, kg=kg) as probe:
        load_inputs(probe)
    try:
        summary = run_audit(read_records(src, args.format), args.out, config, workers=max(1, args.workers),
                            resume=args.resume, progress=_progress_printer())
    except ValueError as exc:
        print(f"verifier audit: {exc}", file=sys.stderr)
        return 2
    if sys.stderr.isatty():
        sys.stderr.write("\n")
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
