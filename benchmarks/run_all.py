"""``make bench``: every benchmark whose data is present, each printing its table and JSON line."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(HERE.parents[1] / "shared" / "data"))
    args = ap.parse_args()
    shared = Path(args.shared)
    runs = [
        ("mrs_semantics", ["--data", str(shared / "erg" / "erg-questions-dev.jsonl"), "--json"], shared / "erg"),
        ("grammar", ["--json"], shared / "qald9"),
        ("wsd", ["--data", str(shared / "wsd"), "--json"], shared / "wsd"),
        ("accuracy", ["--json"], shared / "qald9"),
        ("sources", ["--json"], shared / "qald9"),
        ("audit_throughput", ["--records", "2000", "--json"], None),
        ("grounding", ["--json"], None),
    ]
    failed = 0
    for name, extra, needs in runs:
        print(f"\n=== {name} ===", flush=True)
        if needs is not None and not needs.exists():
            print(f"skipped: {needs} is absent")
            continue
        r = subprocess.run([sys.executable, str(HERE / f"{name}.py"), *extra])
        failed += r.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
