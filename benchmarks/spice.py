"""Conversational questions over Wikidata (SPICE): gold acceptance per question type, and real LLM outputs.

Each record of the data file holds the current question, its dialogue history (utterances with the entities
they mention), the annotated entities, relations and classes, a query (``candidate_sparql``; the gold query
where ``generator`` is ``gold``) and a label (``correct``/``incorrect``/``unknown``, with ``label_source``).

The lexicon is the Wikidata one that ``verifier lexicon build --wikidata`` makes from the property labels and
aliases of the npm package ``wikidata-properties`` and the records' annotations; the entities' labels become
names the verifier reads (``AuditConfig.names``: not a KG, for they name the annotated terms only, and a term they
lack is no term the KG lacks). Pass ``--lexicon`` and ``--kg`` to use files built before, or
``--properties`` (the package's directory or .tgz) to build them into a cache folder.

Reports gold acceptance overall and per question type (simple direct / coreferenced / ellipsis, logical,
quantitative, comparative, verification), and on the labelled LLM outputs accept-precision, correct-acceptance
and the unknown rate, beside the label-overlap baseline (accept when each IRI of the query has its annotated
label in the question or its history). Runs unchanged on any file of the same format.

    python benchmarks/spice.py --properties /path/to/wikidata-properties-1.0.0.tgz --json

Prints a table and, as the last line, a JSON object with the keys ``gold_acceptance``,
``gold_acceptance_by_type``, ``accept_precision``, ``correct_acceptance``, ``unknown_rate``,
``baseline_labels``.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from verifier.audit import AuditConfig, Record, run_audit  # noqa: E402
from verifier.audit.runner import percentile  # noqa: E402
from verifier.question.dialogue import annotation  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "spice" / "spice-dev.jsonl"

#: SPICE's question types → the names reported
TYPES = (("Simple Question (Direct)", "simple_direct"), ("Simple Question (Coreferenced)", "simple_coreferenced"),
         ("Simple Question (Ellipsis)", "simple_ellipsis"), ("Logical Reasoning", "logical"),
         ("Quantitative Reasoning (Count)", "quantitative_count"), ("Quantitative Reasoning", "quantitative"),
         ("Comparative Reasoning (Count)", "comparative_count"), ("Comparative Reasoning", "comparative"),
         ("Verification", "verification"))


def question_type(row: dict) -> str:
    raw = str((row.get("context") or {}).get("question_type") or "")
    return next((name for prefix, name in TYPES if raw.startswith(prefix)), "other")


def _id_map(value) -> dict[str, str]:
    value = annotation(value)
    return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}


def label_baseline(row: dict) -> bool:
    """Accept when every Wikidata id the query names has an annotated label found in the question or its
    history (relations and classes by their annotated labels)."""
    ctx = row.get("context") or {}
    labels = {**_id_map(ctx.get("entities")), **_id_map(ctx.get("relations")), **_id_map(ctx.get("types"))}
    text = " ".join([row.get("question", "")] + [str(t.get("utterance", "")) for t in ctx.get("history") or ()]).lower()
    ids = set(re.findall(r"\b(?:wd|wdt|p|ps|pq):([PQ]\d+)\b|/(?:entity|prop/direct)/([PQ]\d+)>", row.get("candidate_sparql") or ""))
    ids = {a or b for a, b in ids}
    if not ids:
        return False
    return all(i in labels and labels[i].lower() in text for i in ids if i != "P31")


def _history(row: dict, mentions: bool = True) -> list | dict:
    """The dialogue before the question (its turns with their entities), as the verifier's ``context``;
    with ``mentions``, also the entities annotated on the question itself (an entity linker's output:
    the verifier uses their names only to read them as names, never as antecedents)."""
    ctx = row.get("context") or {}
    history = list(ctx.get("history") or ())
    if mentions and ctx.get("entities"):
        return {"history": history, "entities": ctx.get("entities")}
    return history


def metrics(decisions: list[tuple[str, bool]]) -> dict:
    acc = [c for s, c in decisions if s == "accept"]
    correct = [s for s, c in decisions if c]
    n = len(decisions)
    return {"accept_precision": round(sum(acc) / len(acc), 4) if acc else 0.0,
            "correct_acceptance": round(sum(1 for s in correct if s == "accept") / len(correct), 4) if correct else 0.0,
            "unknown_rate": round(sum(1 for s, _ in decisions if s == "unknown") / n, 4) if n else 0.0,
            "accepted": len(acc), "n": n}


def build_lexicon(properties: str, data: str, cache: Path) -> tuple[Path, Path]:
    cache.mkdir(parents=True, exist_ok=True)
    lex, labels = cache / "wikidata-lexicon.ttl", cache / "wikidata-labels.ttl"
    if not (lex.is_file() and labels.is_file()):
        subprocess.run([sys.executable, "-m", "verifier.cli", "lexicon", "build", "--wikidata", properties,
                        "--annotations", data, "--out", str(lex), "--labels-out", str(labels)], check=True,
                       cwd=ROOT)
    return lex, labels


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--properties", help="the wikidata-properties npm package (directory or .tgz) to build from")
    ap.add_argument("--lexicon", help="a Wikidata lexicon built before (verifier lexicon build --wikidata)")
    ap.add_argument("--kg", action="append", help="labels Turtle file(s) built before (--labels-out): read as names, "
                    "not as the KG (they name the annotated terms only)")
    ap.add_argument("--cache", default=str(ROOT / "data" / "spice"), help="where built files are kept")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="only the first N gold questions (and their outputs)")
    ap.add_argument("--offset", type=int, default=0,
                    help="skip the first N gold questions (with --limit: a slice not looked at while developing)")
    ap.add_argument("--no-candidates", action="store_true", help="gold queries only")
    ap.add_argument("--timeout-ms", type=int, default=2000)
    ap.add_argument("--out", help="write every verdict here (JSON lines)")
    ap.add_argument("--no-mentions", action="store_true",
                    help="do not pass the entities annotated on the question itself (only its history)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    rows = [json.loads(line) for line in open(args.data, encoding="utf-8") if line.strip()]
    golds = [r for r in rows if r.get("generator") == "gold"]
    if args.limit or args.offset:
        golds = golds[args.offset: args.offset + args.limit if args.limit else None]
        keep = {r["item_id"] for r in golds}
        rows = [r for r in rows if r.get("item_id") in keep]
    outputs = [] if args.no_candidates else [r for r in rows if r.get("generator") != "gold"
                                             and r.get("label") in ("correct", "incorrect")]
    if args.lexicon:
        lexicon, kg = Path(args.lexicon), [Path(k) for k in (args.kg or ())]
    elif args.properties:
        lex, labels = build_lexicon(args.properties, args.data, Path(args.cache))
        lexicon, kg = lex, [labels]
    else:
        ap.error("give --lexicon (and --kg) built before, or --properties to build them")
    # the labels built from the annotations name what the dialogues annotate, not all of Wikidata: names, not a KG
    # the dialogues' queries run against the KG their records name (Wikidata): one typing by another KG's
    # predicate matches nothing there
    kgs = {r.get("kg") or "wikidata" for r in rows}
    config = AuditConfig(lexicon=(str(lexicon),), names=tuple(str(k) for k in kg), timeout_ms=args.timeout_ms,
                         kg_profile=next(iter(kgs)) if len(kgs) == 1 else "")
    mentions = not args.no_mentions
    records = [Record(f"gold:{r['id']}", r["question"], r["candidate_sparql"], context=_history(r, mentions))
               for r in golds]
    records += [Record(f"out:{r['id']}:{n}", r["question"], r.get("candidate_sparql") or "", context=_history(r, mentions))
                for n, r in enumerate(outputs)]
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(args.out) if args.out else Path(tmp) / "out.jsonl"
        run_audit(records, out, config, workers=args.workers)
        results = {}
        for line in out.read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            results[d["id"]] = d

    status = {rid: d["status"] for rid, d in results.items()}
    by_type: dict[str, dict] = {}
    for r in golds:
        t = by_type.setdefault(question_type(r), {"accepted": 0, "n": 0})
        t["n"] += 1
        t["accepted"] += status.get(f"gold:{r['id']}") == "accept"
    for t in by_type.values():
        t["acceptance"] = round(t["accepted"] / t["n"], 4)
    gold_acc = sum(t["accepted"] for t in by_type.values()) / len(golds) if golds else 0.0
    decisions = [(status.get(f"out:{r['id']}:{n}", "unknown"), r["label"] == "correct") for n, r in enumerate(outputs)]
    ours = metrics(decisions)
    base = metrics([("accept" if label_baseline(r) else "reject", r["label"] == "correct") for r in outputs])
    reasons = Counter(results[f"gold:{r['id']}"]["reasons"][0] for r in golds
                      if results.get(f"gold:{r['id']}", {}).get("reasons") and status.get(f"gold:{r['id']}") != "accept")
    lat = [d.get("timings_ms", {}).get("total", 0.0) for d in results.values()]

    print(f"gold acceptance {gold_acc:.3f}  ({sum(t['accepted'] for t in by_type.values())}/{len(golds)})")
    for name, t in sorted(by_type.items()):
        print(f"  {name:24s} {t['acceptance']:.3f}  ({t['accepted']}/{t['n']})")
    print(f"gold not accepted, first reason: {', '.join(f'{k} {v}' for k, v in reasons.most_common(8))}")
    print(f"LLM outputs ({len(outputs)} labelled)   acc-prec  corr-acc  unknown")
    for name, m in (("verifier", ours), ("baseline: labels", base)):
        print(f"  {name:28s} {m['accept_precision']:8.3f} {m['correct_acceptance']:9.3f} {m['unknown_rate']:8.3f}")
    result = {"gold_acceptance": round(gold_acc, 4), "gold_acceptance_by_type": dict(sorted(by_type.items())),
              **{k: ours[k] for k in ("accept_precision", "correct_acceptance", "unknown_rate")},
              "outputs": len(outputs), "baseline_labels": base, "gold_reasons": dict(reasons.most_common()),
              "p50_ms": round(percentile(lat, 50), 1), "p99_ms": round(percentile(lat, 99), 1),
              "seconds": round(time.perf_counter() - t0, 1)}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
