"""``verifier audit`` on logs of growing size, through the local engine and through Ray on a local cluster.

Each log is drawn with replacement (seed 0) from the dev sets: the QALD-9 train questions with their gold
queries and their 1,767 generated candidates (DBpedia, the QALD-9 lexicon); every 50th line is broken.
Both engines check each distinct (question, query) pair once per run, so a large log costs about what its
distinct pairs cost, plus the writing. For each engine and size: records/s, input lines and output
lines (which must be equal). ``--sizes`` picks the sizes (default 1000,10000,100000).

Prints a table and, last, a JSON line ``{"local": {"1000": {records_per_s, lines_in, lines_out}, ...},
"ray": {...}}`` (``"ray": {"skipped": why}`` without the ray extra).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit_throughput import QALD, qald_candidates, write_log  # noqa: E402


def dev_pairs() -> list[tuple[str, str]]:
    data = json.loads((QALD / "qald-9-train-multilingual.json").read_text())
    gold = []
    for q in data["questions"]:
        text = next((x["string"] for x in q["question"] if x.get("language") == "en"), None)
        if text:
            gold.append((text, q["query"]["sparql"]))
    return gold + qald_candidates()


def run(engine: str, log: Path, out: Path, workers: int) -> dict:
    cmd = [sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out), "--workers", str(workers),
           "--engine", engine, "--lexicon", str(QALD / "lexicon-qald9.ttl"), "--json", "--quiet"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"{engine} audit failed ({r.returncode}): {r.stderr[-2000:]}")
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    lines_out = sum(1 for _ in out.open())
    return {"records_per_s": summary["records_per_s"], "lines_in": sum(1 for _ in log.open()),
            "lines_out": lines_out, "checked": summary["checked"], "seconds": summary["seconds"],
            "peak_rss_mb": summary["peak_rss_mb"]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="1000,10000,100000", help="comma-separated log sizes")
    ap.add_argument("--workers", type=int, default=2, help="worker processes / Ray actors")
    ap.add_argument("--engines", default="local,ray")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not (QALD / "neodudes-train-candidates.jsonl").exists():
        print("../shared/data/qald9 is absent", file=sys.stderr)
        return 2
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    pairs = dev_pairs()
    result: dict = {}
    engines = [e.strip() for e in args.engines.split(",") if e.strip()]
    if "ray" in engines:
        try:
            import ray.data  # noqa: F401
        except ImportError:
            result["ray"] = {"skipped": "ray is not installed (pip install 'sparql-verifier[ray]')"}
            engines.remove("ray")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            log = Path(tmp) / f"log-{n}.jsonl"
            write_log(log, pairs, n, resample=True)
            for engine in engines:
                out = Path(tmp) / f"out-{engine}-{n}.jsonl"
                result.setdefault(engine, {})[str(n)] = run(engine, log, out, args.workers)
                out.unlink()
    print(f"{'engine':<7} {'records':>8} {'checked':>8} {'rec/s':>8} {'lines in':>9} {'lines out':>9}")
    for engine, by_size in result.items():
        for n, r in by_size.items():
            if isinstance(r, dict):
                print(f"{engine:<7} {n:>8} {r['checked']:>8} {r['records_per_s']:>8} {r['lines_in']:>9} {r['lines_out']:>9}")
    print(json.dumps({**result, "sizes": sizes, "workers": args.workers, "distinct_pairs": len(set(pairs))}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
