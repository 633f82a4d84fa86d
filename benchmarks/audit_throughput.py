"""Throughput of ``verifier audit``: N records (a mix of right, wrong and broken) with W workers.

Two logs:

* ``--source qald`` (the default when ``../shared/data/qald9`` exists): the 408 QALD-9 train questions
  with their gold queries and the 1,767 generated candidates (2,175 distinct pairs over DBpedia, with the
  QALD-9 lexicon), cycled to N records. Real query logs repeat questions too, but most records here are
  new to a worker, so this is the figure to quote.
* ``--source chemistry``: six pairs of the chemistry example, cycled; it measures the per-record
  overhead when the verifier's caches answer.

Every 50th line is malformed, so the run also shows that no record is lost. Prints the audit summary and
a JSON last line with records/s, p50/p99 latency and the line-count check.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHEM = ROOT / "examples" / "chemistry"
QALD = ROOT.parent / "shared" / "data" / "qald9"
P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
PAIRS = [
    ("What is the mass of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"),
    ("What is the mass of benzene?", "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"),
    ("What is the mass of toluene?", "SELECT ?v WHERE { ?v wdt:P2067 wd:Q15779 }"),
    ("What is the density of ethanol?", "SELECT ?d WHERE { wd:Q153 wdt:P2054 ?d }"),
    ("What is the density of ethanol?", "ASK { wd:Q153 wdt:P2054 ?d }"),
    ("What is the mass of benzene?", "DELETE WHERE { ?s ?p ?o }"),
]


def qald_pairs() -> list[tuple[str, str]]:
    """QALD-9 train (question, gold query) pairs, then the generated candidates, in file order."""
    data = json.loads((QALD / "qald-9-train-multilingual.json").read_text())
    pairs = []
    for q in data["questions"]:
        text = next((x["string"] for x in q["question"] if x.get("language") == "en"), None)
        if text:
            pairs.append((text, q["query"]["sparql"]))
    with (QALD / "neodudes-train-candidates.jsonl").open() as fh:
        for line in fh:
            c = json.loads(line)
            pairs.append((c["question"], c["candidate_sparql"]))
    return pairs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--records", type=int, default=10_000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--source", choices=("qald", "chemistry"),
                    default="qald" if (QALD / "neodudes-train-candidates.jsonl").exists() else "chemistry")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pairs, kg_args = (qald_pairs(), ["--lexicon", str(QALD / "lexicon-qald9.ttl")]) if args.source == "qald" else (
        [(q, s if s.startswith("DELETE") else P + s) for q, s in PAIRS],
        ["--lexicon", str(CHEM / "lexicon.ttl"), "--kg", str(CHEM / "kg.ttl")])
    with tempfile.TemporaryDirectory() as tmp:
        log, out = Path(tmp) / "log.jsonl", Path(tmp) / "out.jsonl"
        with log.open("w") as fh:
            for i in range(args.records):
                if i % 50 == 49:
                    fh.write("{ a broken line\n")
                    continue
                q, s = pairs[i % len(pairs)]
                fh.write(json.dumps({"id": f"r{i}", "question": q, "sparql": s}) + "\n")
        cmd = [sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out), "--workers", str(args.workers),
               *kg_args, "--json"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        print(r.stdout.strip())
        if r.returncode != 0:
            print(r.stderr[-2000:], file=sys.stderr)
            return r.returncode
        summary = json.loads(r.stdout.strip().splitlines()[-1])
        lines = sum(1 for _ in out.open())
    result = {"source": args.source, "distinct_pairs": len(pairs), "records": args.records, "workers": args.workers, "output_lines": lines,
              "one_line_per_record": lines == args.records, "records_per_s": summary["records_per_s"],
              "p50_ms": summary["p50_ms"], "p99_ms": summary["p99_ms"], "seconds": summary["seconds"],
              "by_status": summary["by_status"]}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
