"""The perturbation suite alone: wrong queries derived from correct (question, query) pairs.

Every gold query of a QALD file that the verifier accepts is perturbed in each way of
:data:`verifier.audit.perturb.KINDS` (a sibling entity, a property of the same domain, a reversed edge,
a dropped or added triple, another answer variable, ASK/SELECT/COUNT swaps, a changed FILTER constant,
an added language filter, a truncated text). Each wrong query carries its expected reason. Golds the
verifier does not accept are left out: a perturbation of a pair it does not understand tests nothing.

Prints the share rejected and the share rejected for the right reason, overall and per kind, and a JSON
object as the last line. ``--out`` keeps every perturbed query with its verdict (JSON lines), so that a
miss can be read.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from verifier.audit import AuditConfig, Record, read_records, run_audit  # noqa: E402
from verifier.audit.perturb import KINDS, build_pools, perturbations, score_suite, stable_seed  # noqa: E402

SHARED = ROOT.parent / "shared" / "data" / "qald9"


def _verdicts(records: list[Record], config: AuditConfig, workers: int, keep: Path | None) -> dict[str, dict]:
    with tempfile.TemporaryDirectory() as tmp:
        out = keep or Path(tmp) / "out.jsonl"
        run_audit(records, out, config, workers=workers)
        return {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", default=str(SHARED / "qald-9-train-multilingual.json"),
                    help="QALD JSON (or JSONL/CSV with id, question, sparql) of correct pairs")
    ap.add_argument("--lexicon", default=str(SHARED / "lexicon-qald9.ttl"))
    ap.add_argument("--kg", action="append", help="KG Turtle file(s) or endpoint URL (optional)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="only the first N pairs")
    ap.add_argument("--timeout-ms", type=int, default=2000)
    ap.add_argument("--out", type=Path, help="write every perturbed query's verdict here (JSON lines)")
    ap.add_argument("--json", action="store_true", help="(the JSON line is always printed last)")
    args = ap.parse_args(argv)
    if not Path(args.questions).exists():
        print(f"no data at {args.questions}", file=sys.stderr)
        return 2

    from verifier.bridge.lexicon import Lexicon

    t0 = time.perf_counter()
    lexicon = Lexicon.load(args.lexicon) if args.lexicon else None
    config = AuditConfig(lexicon=(args.lexicon,) if args.lexicon else (), kg=tuple(args.kg) if args.kg else None,
                         timeout_ms=args.timeout_ms)
    pairs = [r for r in read_records(args.questions) if not r.error]
    if args.limit:
        pairs = pairs[: args.limit]
    verdicts = _verdicts(pairs, config, args.workers, None)
    accepted = [r for r in pairs if verdicts[r.id]["status"] == "accept"]

    pools = build_pools((r.sparql for r in pairs), lexicon)
    wrong: list[Record] = []
    expected: dict[str, str] = {}
    for r in accepted:
        for p in perturbations(r.sparql, pools, seed=stable_seed(r.id)):
            pid = f"{r.id}/{p.kind}"
            wrong.append(Record(pid, r.question, p.sparql, extra={"kind": p.kind, "expected": list(p.expected),
                                                                     "description": p.description}))
            expected[pid] = p.kind
    suite = score_suite(expected, _verdicts(wrong, config, args.workers, args.out) if wrong else {})

    print(f"pairs {len(pairs)}, accepted {len(accepted)} (only these are perturbed)")
    print(f"perturbations rejected {suite.rejected:.3f}  right reason {suite.right_reason:.3f}  (n={suite.n})")
    for kind in KINDS:
        c = suite.per_kind.get(kind)
        if c:
            print(f"  {kind:26s} n={c['n']:4d}  rejected {c['rejected'] / c['n']:.2f}  "
                  f"right reason {c['right_reason'] / c['n']:.2f}")
    print(json.dumps({"pairs": len(pairs), "accepted_pairs": len(accepted), "perturbations": suite.n,
                      "perturbation_rejected": round(suite.rejected, 4),
                      "perturbation_right_reason": round(suite.right_reason, 4),
                      "per_kind": suite.as_json(), "seconds": round(time.perf_counter() - t0, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
