"""Behaviour preservation: audit the dev sets on two versions of the code and print every difference.

A refactoring (or a speed-up) must not change what the verifier says. This script has two steps:

``run OUT_DIR``
    audits three sets with the code it is run with and writes, for each, its input log and its output:
    the QALD-9 train golds (``golds``), the real generated candidates (``candidates``), and the
    perturbation suite built from the accepted golds (``perturbations``). With ``--inputs DIR`` it
    audits the input logs of an earlier run instead of building them, so both versions see exactly the
    same records (the perturbations depend on which golds were accepted).

``diff A_DIR B_DIR``
    compares the two outputs record by record on everything a verdict says (status, reasons,
    explanation, proof, countermodel, repair, notes, the question's and the query's logic and kind), not on
    timings, and prints each difference. It exits 1 when there is any.

    python benchmarks/compare_audits.py run /tmp/before                       # on the old code
    python benchmarks/compare_audits.py run /tmp/after --inputs /tmp/before   # on the new code
    python benchmarks/compare_audits.py diff /tmp/before /tmp/after

Run both with ``PYTHONHASHSEED=0`` (rdflib hands a query's variables over as a set, so the order of a
query's existential variables in its printed logic follows the process's hash seed), and on a loaded
machine with ``VERIFIER_WALL_CLOCK_SLACK=30``: the prover's budget is counted in deterministic resource
units, and a wide wall-clock safety net keeps load from deciding a verdict.
Prints a table and, as the last line, a JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SHARED = ROOT.parent / "shared" / "data" / "qald9"
SETS = ("golds", "candidates", "perturbations")
#: the fields of an output line that state the verdict; timings and the echoed input are left out
FIELDS = ("status", "reasons", "explanation", "proof", "countermodel", "repair", "notes", "question_logic",
          "question_kind", "query_logic", "query_form")


def _write_log(path: Path, records) -> None:
    with path.open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps({"id": r.id, "question": r.question, "sparql": r.sparql}, ensure_ascii=True) + "\n")


def _read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _audit(name: str, log: Path, out_dir: Path, config, workers: int) -> dict[str, dict]:
    from verifier.audit import read_records, run_audit

    out = out_dir / f"{name}.out.jsonl"
    t0 = time.perf_counter()
    run_audit(read_records(log, "jsonl"), out, config, workers=workers)
    rows = _read_jsonl(out)
    print(f"{name:14s} {len(rows):5d} records audited in {time.perf_counter() - t0:7.1f} s", flush=True)
    return {r["id"]: r for r in rows}


def run(args: argparse.Namespace) -> dict:
    from verifier.audit import AuditConfig, Record, read_records
    from verifier.audit.perturb import build_pools, perturbations, stable_seed
    from verifier.bridge.lexicon import Lexicon

    out_dir = Path(args.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    config = AuditConfig(lexicon=(args.lexicon,), kg=None, timeout_ms=args.timeout_ms)
    inputs = Path(args.inputs) if args.inputs else None
    logs = {name: out_dir / f"{name}.in.jsonl" for name in SETS}
    if inputs is not None:
        for name in SETS:
            if (inputs / f"{name}.in.jsonl").is_file():  # (an earlier run of some sets only)
                logs[name].write_bytes((inputs / f"{name}.in.jsonl").read_bytes())
    else:
        golds = [r for r in read_records(args.questions, "qald") if not r.error]
        _write_log(logs["golds"], golds[: args.limit or None])
        cands = []
        with open(args.candidates, encoding="utf-8") as fh:
            for n, line in enumerate(fh):
                c = json.loads(line)
                cands.append(Record(f"cand{n}", c["question"], c["candidate_sparql"]))
        _write_log(logs["candidates"], cands[: (args.limit * 5) or None])
    wanted = [name for name in SETS if name in set(args.sets.split(","))]
    results = {}
    if "golds" in wanted or inputs is None:
        results["golds"] = _audit("golds", logs["golds"], out_dir, config, args.workers)
    if inputs is None:
        golds = list(read_records(logs["golds"], "jsonl"))
        pools = build_pools((r.sparql for r in golds), Lexicon.load(args.lexicon))
        precs = [Record(f"{r.id}/{p.kind}", r.question, p.sparql) for r in golds
                 if results["golds"][r.id]["status"] == "accept"
                 for p in perturbations(r.sparql, pools, seed=stable_seed(r.id))]
        _write_log(logs["perturbations"], precs)
    for name in ("candidates", "perturbations"):
        if name in wanted:
            results[name] = _audit(name, logs[name], out_dir, config, args.workers)
    return {name: len(rows) for name, rows in results.items()}


def differences(a: dict[str, dict], b: dict[str, dict]) -> list[str]:
    """One line per record and field where the two outputs differ (a record missing on one side too)."""
    out = []
    for rid in sorted(set(a) | set(b), key=lambda i: (len(i), i)):
        if rid not in a or rid not in b:
            out.append(f"{rid}: only in {'first' if rid in a else 'second'}")
            continue
        for field in FIELDS:
            if a[rid].get(field) != b[rid].get(field):
                out.append(f"{rid} {field}: {json.dumps(a[rid].get(field), ensure_ascii=False)[:300]}"
                           f"  →  {json.dumps(b[rid].get(field), ensure_ascii=False)[:300]}")
    return out


def diff(args: argparse.Namespace) -> dict:
    counts = {}
    for name in SETS:
        pa, pb = Path(args.a) / f"{name}.out.jsonl", Path(args.b) / f"{name}.out.jsonl"
        if not pa.is_file() or not pb.is_file():
            print(f"{name}: not compared (no output: {pa if not pa.is_file() else pb})")
            continue
        a = {r["id"]: r for r in _read_jsonl(pa)}
        b = {r["id"]: r for r in _read_jsonl(pb)}
        lines = differences(a, b)
        changed = len({line.split(" ", 1)[0].rstrip(":") for line in lines})
        counts[name] = {"records": len(a), "changed": changed}
        print(f"{name:14s} {len(a):5d} records, {changed} changed")
        for line in lines:
            print("  " + line)
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="audit the three sets with this code")
    r.add_argument("out_dir")
    r.add_argument("--inputs", help="audit the input logs of an earlier run (its OUT_DIR)")
    r.add_argument("--questions", default=str(SHARED / "qald-9-train-multilingual.json"))
    r.add_argument("--candidates", default=str(SHARED / "neodudes-train-candidates.jsonl"))
    r.add_argument("--lexicon", default=str(SHARED / "lexicon-qald9.ttl"))
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--limit", type=int, default=0, help="only the first N golds (and 5N candidates)")
    r.add_argument("--timeout-ms", type=int, default=2000)
    r.add_argument("--sets", default=",".join(SETS), help="which sets to audit (default: all three; "
                                                          "with --inputs any subset)")
    d = sub.add_parser("diff", help="print every difference between two runs")
    d.add_argument("a")
    d.add_argument("b")
    args = ap.parse_args(argv)
    if args.cmd == "run":
        print(json.dumps({"audited": run(args)}))
        return 0
    counts = diff(args)
    print(json.dumps({"differences": counts}))
    return 1 if not counts or any(c["changed"] for c in counts.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
