"""Coverage, accuracy and speed of our question grammar.

* ``qald9_train_coverage``: share of QALD-9 train English questions with at least one MRS;
* ``erg_trec_edm_f1``: EDM F1 (delphin.edm over EDS conversions: predicate names and arguments)
  of our top reading against the gold ERG MRS for the ``trec`` profile (unparsed questions count
  as empty analyses); ``erg_trec_coverage`` beside it;
* ``p50_ms`` / ``p99_ms``: parse times over all questions (after one warm-up parse);
* ``well_formed``: share of top readings that pass ``delphin.mrs.is_well_formed``.

    python benchmarks/grammar.py --json [--qald FILE] [--erg FILE] [--show-failures N]

The last line of output is a JSON object with these figures.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
sys.path.insert(0, str(ROOT))


def qald_questions(path: Path) -> list[str]:
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for q in data["questions"]:
        for s in q["question"]:
            if s["language"] == "en" and s.get("string"):
                out.append(s["string"])
                break
    return out


def erg_items(path: Path, profile: str = "trec") -> list[tuple[str, str]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(r["text"], r["mrs"]) for r in rows if r["profile"] == profile]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    i = min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))
    return s[i]


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--qald", type=Path, default=DATA / "qald9" / "qald-9-train-multilingual.json")
    ap.add_argument("--erg", type=Path, default=DATA / "erg" / "erg-questions-dev.jsonl")
    ap.add_argument("--grammar", type=Path, default=None, help="another grammar directory")
    ap.add_argument("--json", action="store_true", help="print only the JSON summary")
    ap.add_argument("--show-failures", type=int, default=0, help="list N unparsed questions per set")
    args = ap.parse_args(argv)

    from delphin import edm, eds
    from delphin.codecs import simplemrs
    from delphin.mrs import is_well_formed

    from verifier.question.grammar import default_grammar

    grammar = default_grammar(str(args.grammar) if args.grammar else None)
    grammar.parse("What is the capital of France?")  # loads WordNet

    times: list[float] = []
    wf_ok = wf_total = 0
    result: dict = {}

    def run(text):
        nonlocal wf_ok, wf_total
        t0 = time.perf_counter()
        readings = grammar.parse(text)
        times.append((time.perf_counter() - t0) * 1000)
        if readings:
            wf_total += 1
            wf_ok += is_well_formed(readings[0])
        return readings

    if args.qald.exists():
        questions = qald_questions(args.qald)
        failed = [q for q in questions if not run(q)]
        result["qald9_train_questions"] = len(questions)
        result["qald9_train_coverage"] = round(1 - len(failed) / max(1, len(questions)), 4)
        if args.show_failures:
            print("QALD unparsed:", *failed[: args.show_failures], sep="\n  ")
    if args.erg.exists():
        items = erg_items(args.erg)
        golds, tests, failed = [], [], []
        for text, gold in items:
            readings = run(text)
            golds.append(eds.from_mrs(simplemrs.decode(gold)))
            if readings:
                tests.append(eds.from_mrs(readings[0]))
            else:
                tests.append(None)
                failed.append(text)
        # names and arguments only, as the task defines the metric
        score = edm.compute(golds, tests, property_weight=0.0, constant_weight=0.0, top_weight=0.0)
        result["erg_trec_questions"] = len(items)
        result["erg_trec_coverage"] = round(1 - len(failed) / max(1, len(items)), 4)
        result["erg_trec_edm_precision"] = round(score.precision, 4)
        result["erg_trec_edm_recall"] = round(score.recall, 4)
        result["erg_trec_edm_f1"] = round(score.fscore, 4)
        full = edm.compute(golds, tests)
        result["erg_trec_edm_f1_all_triples"] = round(full.fscore, 4)
        if args.show_failures:
            print("ERG trec unparsed:", *failed[: args.show_failures], sep="\n  ")
    result["p50_ms"] = round(percentile(times, 0.50), 2)
    result["p99_ms"] = round(percentile(times, 0.99), 2)
    result["max_ms"] = round(max(times, default=0.0), 2)
    result["well_formed"] = round(wf_ok / max(1, wf_total), 4)
    if not args.json:
        for k, v in result.items():
            print(f"{k:32} {v}")
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
