"""Verification accuracy on real questions and real generated queries (QALD-9 train by default).

1. gold acceptance: the share of gold queries accepted for their questions;
2. the perturbation suite on the golds: the share of wrong variants rejected, per kind, and the share
   rejected for the right reason (over the golds the verifier accepts: a perturbation of a pair the
   verifier does not understand tests nothing);
3. real generated candidates (label: correct iff f1 == 1): accept-precision, correct-acceptance,
   reject-precision, unknown rate;
4. the same metrics for two baselines a user could deploy today (accept every query that parses;
   accept when every IRI's label or lexicon form occurs in the question) and for one ceiling that
   needs the gold query (triple patterns equal to gold's up to variable renaming).

With a review of the golds (``--review``, by default ``benchmarks/qald9_gold_review.tsv`` for QALD-9 train:
per gold id a category, see that file), it also reports the acceptance over the golds the review does not
judge unfaithful (``gold_acceptance_faithful``) and lists accepted golds it does judge unfaithful.

Prints a table, then a JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from verifier.audit import AuditConfig, Record, read_records, run_audit  # noqa: E402
from verifier.audit.perturb import KINDS, build_pools, perturbations, score_suite, stable_seed  # noqa: E402
from verifier.audit.runner import percentile  # noqa: E402
from verifier.kg.iri import local_name  # noqa: E402
from verifier.query import QueryError, query_logic  # noqa: E402

SHARED = ROOT.parent / "shared" / "data" / "qald9"
REVIEW = ROOT / "benchmarks" / "qald9_gold_review.tsv"
#: review categories under which a gold query does not mean what its question asks (or the question is
#: ill-formed, or only world knowledge makes them agree): acceptance is not expected of a sound verifier
UNFAITHFUL = ("gold_extra", "gold_missing", "gold_wrong", "world_knowledge", "question_defect")


def read_review(path: str | Path) -> dict[str, str]:
    """Gold id → review category, from a TSV with a header line ``id category note`` (``#`` lines are
    comments); {} when the file is absent."""
    path = Path(path)
    if not path.is_file():
        return {}
    out: dict[str, str] = {}
    lines = [l for l in path.read_text(encoding="utf-8").splitlines() if l.strip() and not l.startswith("#")]
    for line in lines[1:]:
        cols = line.split("\t")
        if len(cols) >= 2:
            out[cols[0].strip()] = cols[1].strip()
    return out


def faithful_acceptance(review: dict[str, str], statuses: dict[str, str]) -> dict:
    """Acceptance over the golds the review does not judge unfaithful, and the accepted ones it does."""
    faithful = [i for i in statuses if review.get(i) not in UNFAITHFUL]
    accepted = [i for i in faithful if statuses[i] == "accept"]
    flagged = sorted((i for i in statuses if review.get(i) in UNFAITHFUL and statuses[i] == "accept"),
                     key=lambda i: (len(i), i))
    open_gaps = Counter(review[i] for i in faithful if statuses[i] != "accept" and i in review)
    return {"acceptance": round(len(accepted) / len(faithful), 4) if faithful else 0.0,
            "accepted": len(accepted), "n": len(faithful), "accepted_unfaithful": flagged,
            "open_gaps": dict(open_gaps.most_common())}


def run_checks(records: list[Record], config: AuditConfig, workers: int) -> dict[str, dict]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.jsonl"
        run_audit(records, out, config, workers=workers)
        rows = [json.loads(l) for l in out.read_text().splitlines()]
    return {r["id"]: r for r in rows}


# ---------------------------------------------------------------------------------- baselines

def parses(sparql: str) -> bool:
    try:
        query_logic(sparql)
        return True
    except QueryError:
        return False


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower())}


def label_baseline(question: str, sparql: str, lexicon_forms: dict[str, set[str]]) -> bool:
    """Accept when every IRI of the query is named in the question, by its local name or a lexicon form."""
    try:
        q = query_logic(sparql)
    except QueryError:
        return False
    words = _words(question)
    for iri in q.iris:
        if iri.startswith(("rdf:", "rdfs:", "owl:", "xsd:")):
            continue
        name_words = _words(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", local_name(iri)).replace("_", " "))
        forms = lexicon_forms.get(iri, set())
        if name_words and name_words <= words:
            continue
        if any(_words(f) and _words(f) <= words for f in forms):
            continue
        return False
    return True


def _canonical_triples(sparql: str) -> frozenset | None:
    try:
        q = query_logic(sparql)
    except QueryError:
        return None
    names: dict[str, str] = {}
    out = []
    for s, p, o in q.triples:
        row = []
        for t in (s, p, o):
            if t.startswith("?"):
                names.setdefault(t, f"?v{len(names)}")
                row.append(names[t])
            else:
                row.append(t)
        out.append(tuple(row))
    return frozenset(out)


def gold_triples_ceiling(candidate: str, gold: str) -> bool:
    """Triple patterns equal to gold's up to variable renaming (in order of first occurrence)."""
    a, b = _canonical_triples(candidate), _canonical_triples(gold)
    return a is not None and a == b


def metrics(decisions: list[tuple[str, bool]]) -> dict:
    """decisions: (status, correct) → accept-precision, correct-acceptance, reject-precision, unknown rate."""
    acc = [c for s, c in decisions if s == "accept"]
    rej = [c for s, c in decisions if s == "reject"]
    correct = [s for s, c in decisions if c]
    n = len(decisions)
    return {
        "accept_precision": round(sum(acc) / len(acc), 4) if acc else 0.0,
        "correct_acceptance": round(sum(1 for s in correct if s == "accept") / len(correct), 4) if correct else 0.0,
        "reject_precision": round(sum(1 for c in rej if not c) / len(rej), 4) if rej else 0.0,
        "unknown_rate": round(sum(1 for s, _ in decisions if s == "unknown") / n, 4) if n else 0.0,
        "accepted": len(acc), "rejected": len(rej), "n": n,
    }


# ---------------------------------------------------------------------------------- the run

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", default=str(SHARED / "qald-9-train-multilingual.json"))
    ap.add_argument("--candidates", default=str(SHARED / "neodudes-train-candidates.jsonl"))
    ap.add_argument("--lexicon", default=str(SHARED / "lexicon-qald9.ttl"))
    ap.add_argument("--kg", action="append", help="KG Turtle file(s) or endpoint URL (optional)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="use only the first N questions / candidates")
    ap.add_argument("--timeout-ms", type=int, default=2000)
    ap.add_argument("--review", default=None,
                    help="TSV of reviewed golds (id, category, note); default: the QALD-9 train review, "
                         "used only with the default --questions")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from verifier.bridge.lexicon import Lexicon

    t0 = time.perf_counter()
    lexicon = Lexicon.load(args.lexicon) if args.lexicon else None
    config = AuditConfig(lexicon=(args.lexicon,) if args.lexicon else (), kg=tuple(args.kg) if args.kg else None,
                         timeout_ms=args.timeout_ms)
    golds = [r for r in read_records(args.questions, "qald") if not r.error]
    if args.limit:
        golds = golds[: args.limit]

    # 1. gold acceptance
    gold_results = run_checks(golds, config, args.workers)
    accepted_golds = [r for r in golds if gold_results[r.id]["status"] == "accept"]
    gold_acceptance = len(accepted_golds) / len(golds) if golds else 0.0

    # 2. perturbations of the accepted golds
    pools = build_pools((r.sparql for r in golds), lexicon)
    precs: list[Record] = []
    expected: dict[str, str] = {}
    for r in accepted_golds:
        for p in perturbations(r.sparql, pools, seed=stable_seed(r.id)):
            pid = f"{r.id}/{p.kind}"
            precs.append(Record(pid, r.question, p.sparql))
            expected[pid] = p.kind
    suite = score_suite(expected, run_checks(precs, config, args.workers) if precs else {})
    n_pert, pert_rejected, pert_right = suite.n, suite.rejected, suite.right_reason

    # 3. real candidates
    cands: list[Record] = []
    labels: dict[str, bool] = {}
    gold_of: dict[str, str] = {}
    with open(args.candidates, encoding="utf-8") as fh:
        for n, line in enumerate(fh):
            if args.limit and n >= args.limit * 5:
                break
            c = json.loads(line)
            cid = f"cand{n}"
            cands.append(Record(cid, c["question"], c["candidate_sparql"]))
            labels[cid] = float(c.get("f1") or 0.0) == 1.0
            gold_of[cid] = c.get("gold_sparql", "")
    cand_results = run_checks(cands, config, args.workers)
    ours = metrics([(cand_results[c.id]["status"], labels[c.id]) for c in cands])
    forms = defaultdict(set)
    if lexicon is not None:
        for e in lexicon.entries:
            if e.reference:
                forms[e.reference].update((e.lemma,) + tuple(e.forms))
    base_parse = metrics([("accept" if parses(c.sparql) else "reject", labels[c.id]) for c in cands])
    base_label = metrics([("accept" if label_baseline(c.question, c.sparql, forms) else "reject", labels[c.id])
                          for c in cands])
    ceiling = metrics([("accept" if gold_triples_ceiling(c.sparql, gold_of[c.id]) else "reject", labels[c.id])
                       for c in cands])
    latencies = [r["timings_ms"].get("total", 0.0) for r in list(gold_results.values()) + list(cand_results.values())
                 if r.get("timings_ms")]

    review_path = args.review if args.review is not None else (
        REVIEW if Path(args.questions).resolve() == (SHARED / "qald-9-train-multilingual.json").resolve() else "")
    review = read_review(review_path) if review_path else {}
    faithful = faithful_acceptance(review, {r.id: gold_results[r.id]["status"] for r in golds}) if review else None

    # the table
    print(f"gold acceptance          {gold_acceptance:.3f}  ({len(accepted_golds)}/{len(golds)})")
    if faithful is not None:
        print(f"  over reviewed-faithful {faithful['acceptance']:.3f}  ({faithful['accepted']}/{faithful['n']}; "
              f"open: {', '.join(f'{k} {v}' for k, v in faithful['open_gaps'].items()) or 'none'})")
        if faithful["accepted_unfaithful"]:
            print(f"  accepted although reviewed unfaithful: {', '.join(faithful['accepted_unfaithful'])}")
    print(f"perturbations rejected   {pert_rejected:.3f}  right reason {pert_right:.3f}  (n={n_pert})")
    for kind in KINDS:
        c = suite.per_kind.get(kind)
        if c:
            print(f"  {kind:26s} n={c['n']:4d}  rejected {c['rejected'] / c['n']:.2f}  right reason {c['right_reason'] / c['n']:.2f}")
    print(f"{'candidates':26s} {'acc-prec':>9s} {'corr-acc':>9s} {'rej-prec':>9s} {'unknown':>8s}")
    for name, m in (("verifier", ours), ("baseline: parses", base_parse), ("baseline: labels", base_label),
                    ("ceiling: gold triples", ceiling)):
        print(f"{name:26s} {m['accept_precision']:9.3f} {m['correct_acceptance']:9.3f} {m['reject_precision']:9.3f} {m['unknown_rate']:8.3f}")
    result = {
        "gold_acceptance": round(gold_acceptance, 4),
        **({"gold_acceptance_faithful": faithful} if faithful is not None else {}),
        "perturbation_rejected": round(pert_rejected, 4),
        "perturbation_right_reason": round(pert_right, 4),
        "perturbation_per_kind": suite.as_json(),
        **{k: ours[k] for k in ("accept_precision", "correct_acceptance", "reject_precision", "unknown_rate")},
        "candidates": len(cands),
        "baseline_parses": base_parse, "baseline_labels": base_label, "ceiling_gold_triples": ceiling,
        "p50_ms": round(percentile(latencies, 50), 1), "p99_ms": round(percentile(latencies, 99), 1),
        "seconds": round(time.perf_counter() - t0, 1),
        "gold_reasons": dict(Counter(r["reasons"][0] for r in gold_results.values() if r["reasons"]).most_common()),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
