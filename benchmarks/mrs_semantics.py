"""Benchmark: MRS → scoped logic over a JSONL file of questions with gold MRS.

Usage: python benchmarks/mrs_semantics.py --data ../shared/data/erg/erg-questions-dev.jsonl [--json]
       [--limit N] [--profile trec] [--max-readings 8]

Reports the share of MRS translated into at least one formula, failures by reason, per-MRS time
(decoding excluded: scope resolution + translation), and the question kinds of the first reading. With
``--json`` the last line is one JSON object.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
from pathlib import Path


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[1].parent / "shared/data/erg/erg-questions-dev.jsonl"))
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--profile", default=None)
    ap.add_argument("--max-readings", type=int, default=8)
    ap.add_argument("--show-failures", type=int, default=0)
    args = ap.parse_args(argv)

    from verifier.question import mrsio
    from verifier.question.errors import QuestionError
    from verifier.question.semantics import interpret

    path = Path(args.data)
    if not path.exists():
        print(f"no data at {path}", file=sys.stderr)
        return 2
    times: list[float] = []
    cpu: list[float] = []  # process time: what the machine's other tenants cannot inflate
    failed = collections.Counter()
    kinds = collections.Counter()
    n = ok = fallback = multi = 0
    shown = 0
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            rec = json.loads(line)
            if args.profile and rec.get("profile") != args.profile:
                continue
            n += 1
            if args.limit and n > args.limit:
                n -= 1
                break
            try:
                m = mrsio.from_jsonl_line(line).mrs
            except QuestionError as exc:
                failed[exc.code] += 1
                continue
            t0, c0 = time.perf_counter(), time.process_time()
            try:
                rs = interpret(m, args.max_readings, text=rec.get("text"))
            except QuestionError as exc:
                failed[exc.code] += 1
                rs = None
            except Exception as exc:  # a bug: counted by its class so the benchmark still finishes
                failed["crash:" + type(exc).__name__] += 1
                rs = None
                if shown < args.show_failures:
                    shown += 1
                    import traceback
                    print(rec.get("text"), file=sys.stderr)
                    traceback.print_exc()
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            if rs:
                ok += 1
                kinds[rs[0].kind if rs[0].kind in ("wh", "yes-no", "count") else "other"] += 1
                if any("fallback" in note for note in rs[0].notes):
                    fallback += 1
                if len(rs) > 1:
                    multi += 1
            elif rs is not None:
                failed["no_reading"] += 1
    summary = {
        "data": str(path), "n": n, "translated": round(ok / n, 4) if n else 0.0,
        "failed_by_reason": dict(failed), "fallback": fallback, "several_readings": multi,
        "p50_ms": round(_pct(times, 0.5), 2), "p99_ms": round(_pct(times, 0.99), 2),
        "max_ms": round(max(times), 2) if times else 0.0,
        "mean_ms": round(statistics.fmean(times), 2) if times else 0.0,
        "cpu_p50_ms": round(_pct(cpu, 0.5), 2), "cpu_p99_ms": round(_pct(cpu, 0.99), 2),
        "cpu_max_ms": round(max(cpu), 2) if cpu else 0.0, "kinds": dict(kinds),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            print(f"{k:18} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
