"""Does a verdict depend on the checks made before it in the same process? One warm verifier checks the
records in file order, then a new verifier in the same process checks them in reversed order (or another
shuffle); every record whose status or reasons differ between the passes is listed.

The README promises verdicts that depend neither on the load nor on the order of the records: a verifier's
memos and the module-level caches must hold only values that their keys determine. A difference here names
a cache whose key omits something the answer depends on (or a time-out: run with a generous
``VERIFIER_WALL_CLOCK_SLACK`` so that the wall clock does not pose as one; the ``budget_exceeded`` and
``timeout`` differences are counted apart).

    python benchmarks/order_check.py --spice --lexicon CACHE/wikidata-lexicon.ttl --kg CACHE/wikidata-labels.ttl
    python benchmarks/order_check.py --spice --outputs --offset 300 --limit 150 --seed 1 --lexicon … --kg …
    python benchmarks/order_check.py --candidates ../shared/data/qald9/neodudes-train-candidates.jsonl --limit 300 \
        --lexicon ../shared/data/qald9/lexicon-qald9.ttl

Prints the status counts of both passes, the differing records, a summary and, as the last line (always;
``--json`` is accepted as by the other benchmarks), a JSON object with the keys ``records``, ``accepted``
(per pass), ``differ``, ``differ_timeouts`` and ``ids``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

SHARED = ROOT.parent / "shared" / "data"
#: reasons that a stage cut by a bound gives: a difference in them may be the clock, not the order
TIMEOUTS = ("budget_exceeded", "solver_timeout", "timeout", "deadline")


def spice_records(path: str, golds: slice, outputs: bool = False) -> list[tuple[str, str, str, object]]:
    """SPICE's gold records in ``golds`` (a slice of them), each with its dialogue as the check's context (as
    ``benchmarks/spice.py``); with ``outputs``, the LLM outputs of the same items after them (the same
    questions again with other queries: what a verifier keeps of a question is used there)."""
    from spice import _history  # noqa: PLC0415 (the benchmark's own reading of a record's dialogue)
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    chosen = [r for r in rows if r.get("generator") == "gold"][golds]
    items = {r.get("item_id") for r in chosen}
    if outputs:
        chosen += [r for r in rows if r.get("generator") != "gold" and r.get("item_id") in items]
    return [(f"{r.get('generator')}:{r['id']}:{n}", r["question"], r.get("candidate_sparql") or "", _history(r))
            for n, r in enumerate(chosen)]


def candidate_records(path: str) -> list[tuple[str, str, str, object]]:
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    return [(str(r.get("id", n)) + f":{n}", r["question"], r.get("candidate_sparql") or "", None)
            for n, r in enumerate(rows)]


def run_pass(records: list, order: list[int], make) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The verdicts (status, reasons) of ``records`` checked in ``order`` by one new verifier."""
    v = make()
    out = {}
    for i in order:
        rid, question, sparql, context = records[i]
        d = v.check(question, sparql, context=context)
        out[rid] = (d.status, tuple(d.reasons))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--spice", nargs="?", const=str(SHARED / "spice" / "spice-dev.jsonl"),
                    help="SPICE's gold records (this file, or the shared one)")
    ap.add_argument("--outputs", action="store_true", help="with --spice: also the LLM outputs of the golds chosen")
    ap.add_argument("--candidates", help="a candidates file (question, candidate_sparql), checked with no context")
    ap.add_argument("--lexicon", action="append", default=None)
    ap.add_argument("--kg", action="append", default=None)
    ap.add_argument("--limit", type=int, default=0, help="only N records (with --spice: N golds)")
    ap.add_argument("--offset", type=int, default=0)
    ap.add_argument("--timeout-ms", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=-1, help="the second pass in this shuffle (default: reversed)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from verifier.api import Verifier

    part = slice(args.offset, args.offset + args.limit if args.limit else None)
    if args.spice:
        records = spice_records(args.spice, part, args.outputs)
    elif args.candidates:
        records = candidate_records(args.candidates)[part]
    else:
        ap.error("give --spice or --candidates")
    for path in (args.lexicon or []) + (args.kg or []):
        if not Path(path).is_file():
            ap.error(f"no file {path}")

    def make():
        return Verifier(lexicon=args.lexicon, kg=args.kg, timeout_ms=args.timeout_ms)

    first = list(range(len(records)))
    second = first[::-1]
    if args.seed >= 0:
        random.Random(args.seed).shuffle(second)
    t0 = time.perf_counter()
    a = run_pass(records, first, make)
    b = run_pass(records, second, make)
    differ = [rid for rid, _, _, _ in records if a[rid] != b[rid]]
    timeouts = [rid for rid in differ if any(r.startswith(TIMEOUTS) for r in a[rid][1] + b[rid][1])]
    for name, verdicts in (("file order", a), ("second order", b)):
        counts = Counter(s for s, _ in verdicts.values())
        print(f"{name:14s} " + "  ".join(f"{k} {counts[k]}" for k in ("accept", "reject", "unknown")))
    for rid in differ:
        print(f"{rid:28s} {a[rid][0]:8s} {','.join(a[rid][1]):32s} | {b[rid][0]:8s} {','.join(b[rid][1])}")
    print(f"{len(records)} records, {len(differ)} differ between the orders ({len(timeouts)} with a time-out), "
          f"{time.perf_counter() - t0:.0f} s")
    print(json.dumps({"records": len(records), "accepted": [sum(s == "accept" for s, _ in v.values()) for v in (a, b)],
                      "differ": len(differ), "differ_timeouts": len(timeouts),
                      "ids": differ}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
