"""Verification accuracy on real questions and real generated queries (QALD-9 train by default).

1. gold acceptance: the share of gold queries accepted for their questions;
2. the perturbation suite on the golds: the share of wrong variants rejected, per kind, and the share
   rejected for the right reason (over the golds the verifier accepts: a perturbation of a pair the
   verifier does not understand tests nothing);
3. real generated candidates (label: correct iff f1 == 1): accept-precision, correct-acceptance,
   reject-precision, unknown rate;
4. the same metrics for two baselines a user could deploy today (accept every query that parses;
   accept when every IRI's label or lexicon form occurs in the question) and for one ceiling that
   needs the gold query (triple patterns equal to gold's up to variable renaming);
5. with ``--reviewed FILE`` (real LLM outputs each reviewed for meaning: ``faithful`` yes/no/unsure, in the
   candidates format), the semantic figures over the yes/no items: ``semantic_accept_precision`` (share of
   accepts that are faithful), ``semantic_reject_precision`` (share of rejects that are unfaithful),
   ``faithful_acceptance`` (share of faithful queries accepted) and ``unknown_rate``, beside the answer-based
   figures over the items whose execution label is known.

Other data sets in the same formats run unchanged, e.g. CompoST (``--questions`` QALD JSON whose questions carry
a ``level``, ``--candidates`` with ``level`` on each, ``--lexicon``); gold acceptance and the candidate figures
are then also printed per level. ``--sections`` picks the parts to run (the perturbations need the golds).

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


def run_checks(records: list[Record], config: AuditConfig, workers: int, keep: str | None = None,
               name: str = "out") -> dict[str, dict]:
    """Audit ``records``; the verdicts by id. With ``keep`` (a directory), the audit's output stays there
    as ``NAME.jsonl`` for reading verdict by verdict (or for ``compare_audits.py diff``)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(keep or tmp) / f"{name}.jsonl"
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.exists():
            out.unlink()
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


def semantic_metrics(decisions: list[tuple[str, str]]) -> dict:
    """decisions: (status, faithful) with faithful yes/no/unsure → the figures over the yes/no items.

    >>> semantic_metrics([("accept", "yes"), ("reject", "no"), ("reject", "yes"), ("unknown", "unsure")])["faithful_acceptance"]
    0.5
    """
    judged = [(s, f == "yes") for s, f in decisions if f in ("yes", "no")]
    acc = [c for s, c in judged if s == "accept"]
    rej = [c for s, c in judged if s == "reject"]
    faithful = [s for s, c in judged if c]
    n = len(judged)
    return {
        "semantic_accept_precision": round(sum(acc) / len(acc), 4) if acc else 0.0,
        "semantic_reject_precision": round(sum(1 for c in rej if not c) / len(rej), 4) if rej else 0.0,
        "faithful_acceptance": round(sum(1 for s in faithful if s == "accept") / len(faithful), 4) if faithful else 0.0,
        "unknown_rate": round(sum(1 for s, _ in judged if s == "unknown") / n, 4) if n else 0.0,
        "accepted": len(acc), "rejected": len(rej), "faithful": len(faithful), "n": n,
    }


def question_levels(path: str | Path) -> dict[str, str]:
    """QALD question id → its ``level`` (CompoST's easy/medium/hard); {} for a file without levels."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(q.get("id")): str(q["level"]) for q in data.get("questions", [])
            if isinstance(q, dict) and q.get("level")}


def by_level(levels: dict[str, str], statuses: dict[str, str]) -> dict[str, dict]:
    """Acceptance per level: {level: {"acceptance", "accepted", "n"}}."""
    out: dict[str, dict] = {}
    for rid, status in statuses.items():
        level = levels.get(rid)
        if level is None:
            continue
        d = out.setdefault(level, {"accepted": 0, "n": 0})
        d["n"] += 1
        d["accepted"] += status == "accept"
    for d in out.values():
        d["acceptance"] = round(d["accepted"] / d["n"], 4)
    return dict(sorted(out.items()))


def read_candidates(path: str | Path, limit: int = 0) -> list[dict]:
    """The candidates file's rows (``question``, ``candidate_sparql``, ``f1`` or ``exec_label`` …), each with an
    ``id`` (``cand<line>`` unless the row has one) kept stable across runs."""
    rows = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh):
            if limit and n >= limit:
                break
            c = json.loads(line)
            c["_id"] = f"cand{n}"
            rows.append(c)
    return rows


def answer_label(row: dict) -> bool | None:
    """Correct by its answers: ``f1 == 1``, or the ``exec_label`` correct/incorrect; None when unknown."""
    if "f1" in row and row["f1"] is not None:
        return float(row["f1"]) == 1.0
    label = row.get("exec_label")
    return {"correct": True, "incorrect": False}.get(label) if isinstance(label, str) else None


# ---------------------------------------------------------------------------------- the run

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", default=str(SHARED / "qald-9-train-multilingual.json"))
    ap.add_argument("--candidates", default=str(SHARED / "neodudes-train-candidates.jsonl"))
    ap.add_argument("--reviewed", default=None,
                    help="real LLM outputs reviewed for meaning (candidates format with `faithful` yes/no/unsure), "
                         "e.g. ../shared/data/qald9/llm-train-candidates-reviewed.jsonl")
    ap.add_argument("--lexicon", default=str(SHARED / "lexicon-qald9.ttl"))
    ap.add_argument("--kg", action="append", help="KG Turtle file(s) or endpoint URL (optional)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="use only the first N questions (5N candidates, N reviewed)")
    ap.add_argument("--sample", type=int, default=0,
                    help="use N golds spread evenly over the file (every k-th), e.g. across CompoST's levels")
    ap.add_argument("--sample-offset", type=int, default=0,
                    help="start the --sample spread at this position (0 ≤ K < k): another sample of the same size, "
                         "e.g. golds nobody read when tuning on the default one")
    ap.add_argument("--sections", default="golds,perturbations,candidates,reviewed",
                    help="comma-separated parts to run: golds, perturbations (needs golds), candidates, reviewed")
    ap.add_argument("--timeout-ms", type=int, default=2000)
    ap.add_argument("--review", default=None,
                    help="TSV of reviewed golds (id, category, note); default: the QALD-9 train review, "
                         "used only with the default --questions")
    ap.add_argument("--keep", default=None, help="directory to keep each section's audit output in "
                    "(golds.jsonl, candidates.jsonl, reviewed.jsonl)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    sections = {s.strip() for s in args.sections.split(",") if s.strip()}
    if "perturbations" in sections:
        sections.add("golds")

    from verifier.bridge.lexicon import Lexicon

    t0 = time.perf_counter()
    lexicon = Lexicon.load(args.lexicon) if args.lexicon else None
    config = AuditConfig(lexicon=(args.lexicon,) if args.lexicon else (), kg=tuple(args.kg) if args.kg else None,
                         timeout_ms=args.timeout_ms)
    result: dict = {}
    all_results: list[dict] = []
    if "golds" in sections:
        golds = [r for r in read_records(args.questions, "qald") if not r.error]
        if args.limit:
            golds = golds[: args.limit]
        if args.sample and len(golds) > args.sample:
            step = len(golds) // args.sample
            golds = golds[args.sample_offset % step:: step][: args.sample]
        gold_results = run_checks(golds, config, args.workers, args.keep, "golds")
        all_results += gold_results.values()
        result.update(_gold_section(args, golds, gold_results))
        if "perturbations" in sections:
            result.update(_perturbation_section(golds, gold_results, lexicon, config, args.workers, args.keep))
    if "candidates" in sections and args.candidates:
        rows = read_candidates(args.candidates, args.limit * 5)
        cand_results = run_checks([Record(c["_id"], c["question"], c["candidate_sparql"]) for c in rows],
                                  config, args.workers, args.keep, "candidates")
        all_results += cand_results.values()
        result.update(_candidate_section(rows, cand_results, lexicon, question_levels(args.questions)))
    if "reviewed" in sections and args.reviewed:
        rows = read_candidates(args.reviewed, args.limit)
        rev_results = run_checks([Record(c["_id"], c["question"], c["candidate_sparql"]) for c in rows],
                                 config, args.workers, args.keep, "reviewed")
        all_results += rev_results.values()
        result["reviewed"] = _reviewed_section(rows, rev_results, lexicon)
    latencies = [r["timings_ms"].get("total", 0.0) for r in all_results if r.get("timings_ms")]
    result.update({"p50_ms": round(percentile(latencies, 50), 1), "p99_ms": round(percentile(latencies, 99), 1),
                   "seconds": round(time.perf_counter() - t0, 1)})
    print(json.dumps(result))
    return 0


def _gold_section(args: argparse.Namespace, golds: list[Record], gold_results: dict[str, dict]) -> dict:
    accepted = [r for r in golds if gold_results[r.id]["status"] == "accept"]
    acceptance = len(accepted) / len(golds) if golds else 0.0
    statuses = {r.id: gold_results[r.id]["status"] for r in golds}
    review_path = args.review if args.review is not None else (
        REVIEW if Path(args.questions).resolve() == (SHARED / "qald-9-train-multilingual.json").resolve() else "")
    review = read_review(review_path) if review_path else {}
    faithful = faithful_acceptance(review, statuses) if review else None
    levels = by_level(question_levels(args.questions), statuses)
    print(f"gold acceptance          {acceptance:.3f}  ({len(accepted)}/{len(golds)})")
    for level, d in levels.items():
        print(f"  {level:22s} {d['acceptance']:.3f}  ({d['accepted']}/{d['n']})")
    if faithful is not None:
        print(f"  over reviewed-faithful {faithful['acceptance']:.3f}  ({faithful['accepted']}/{faithful['n']}; "
              f"open: {', '.join(f'{k} {v}' for k, v in faithful['open_gaps'].items()) or 'none'})")
        if faithful["accepted_unfaithful"]:
            print(f"  accepted although reviewed unfaithful: {', '.join(faithful['accepted_unfaithful'])}")
    return {
        "gold_acceptance": round(acceptance, 4),
        **({"gold_acceptance_by_level": levels} if levels else {}),
        **({"gold_acceptance_faithful": faithful} if faithful is not None else {}),
        "gold_reasons": dict(Counter(r["reasons"][0] for r in gold_results.values() if r["reasons"]).most_common()),
    }


def _perturbation_section(golds: list[Record], gold_results: dict[str, dict], lexicon, config: AuditConfig,
                          workers: int, keep: str | None = None) -> dict:
    pools = build_pools((r.sparql for r in golds), lexicon)
    precs: list[Record] = []
    expected: dict[str, str] = {}
    for r in golds:
        if gold_results[r.id]["status"] != "accept":
            continue
        for p in perturbations(r.sparql, pools, seed=stable_seed(r.id)):
            pid = f"{r.id}/{p.kind}"
            precs.append(Record(pid, r.question, p.sparql))
            expected[pid] = p.kind
    suite = score_suite(expected, run_checks(precs, config, workers, keep, "perturbations") if precs else {})
    print(f"perturbations rejected   {suite.rejected:.3f}  right reason {suite.right_reason:.3f}  (n={suite.n})")
    for kind in KINDS:
        c = suite.per_kind.get(kind)
        if c:
            print(f"  {kind:26s} n={c['n']:4d}  rejected {c['rejected'] / c['n']:.2f}  right reason {c['right_reason'] / c['n']:.2f}")
    return {"perturbation_rejected": round(suite.rejected, 4), "perturbation_right_reason": round(suite.right_reason, 4),
            "perturbation_per_kind": suite.as_json()}


def _lexicon_forms(lexicon) -> dict[str, set[str]]:
    forms: dict[str, set[str]] = defaultdict(set)
    if lexicon is not None:
        for e in lexicon.entries:
            if e.reference:
                forms[e.reference].update((e.lemma,) + tuple(e.forms))
    return forms


def _print_metrics(rows: list[tuple[str, dict]]) -> None:
    print(f"{'':26s} {'acc-prec':>9s} {'corr-acc':>9s} {'rej-prec':>9s} {'unknown':>8s}")
    for name, m in rows:
        print(f"{name:26s} {m['accept_precision']:9.3f} {m['correct_acceptance']:9.3f} {m['reject_precision']:9.3f} {m['unknown_rate']:8.3f}")


def _candidate_section(rows: list[dict], results: dict[str, dict], lexicon, levels: dict[str, str]) -> dict:
    labelled = [c for c in rows if answer_label(c) is not None]
    label = {c["_id"]: bool(answer_label(c)) for c in labelled}
    ours = metrics([(results[c["_id"]]["status"], label[c["_id"]]) for c in labelled])
    forms = _lexicon_forms(lexicon)
    base_parse = metrics([("accept" if parses(c["candidate_sparql"]) else "reject", label[c["_id"]]) for c in labelled])
    base_label = metrics([("accept" if label_baseline(c["question"], c["candidate_sparql"], forms) else "reject",
                           label[c["_id"]]) for c in labelled])
    ceiling = metrics([("accept" if gold_triples_ceiling(c["candidate_sparql"], c.get("gold_sparql", "")) else "reject",
                        label[c["_id"]]) for c in labelled])
    per_level = {}
    for level in sorted({c.get("level") for c in labelled if c.get("level")}):
        per_level[level] = metrics([(results[c["_id"]]["status"], label[c["_id"]]) for c in labelled
                                    if c.get("level") == level])
    print("candidates (by answers)")
    _print_metrics([("verifier", ours), *((f"  level {k}", m) for k, m in per_level.items()),
                    ("baseline: parses", base_parse), ("baseline: labels", base_label),
                    ("ceiling: gold triples", ceiling)])
    return {
        **{k: ours[k] for k in ("accept_precision", "correct_acceptance", "reject_precision", "unknown_rate")},
        "candidates": len(rows), "candidates_labelled": len(labelled),
        **({"candidates_by_level": per_level} if per_level else {}),
        "baseline_parses": base_parse, "baseline_labels": base_label, "ceiling_gold_triples": ceiling,
    }


def _reviewed_section(rows: list[dict], results: dict[str, dict], lexicon) -> dict:
    sem = semantic_metrics([(results[c["_id"]]["status"], str(c.get("faithful", ""))) for c in rows])
    forms = _lexicon_forms(lexicon)
    sem_label = semantic_metrics([("accept" if label_baseline(c["question"], c["candidate_sparql"], forms)
                                   else "reject", str(c.get("faithful", ""))) for c in rows])
    labelled = [c for c in rows if answer_label(c) is not None]
    by_answers = metrics([(results[c["_id"]]["status"], bool(answer_label(c))) for c in labelled])
    print(f"reviewed LLM outputs ({sem['n']} judged yes/no of {len(rows)})")
    print(f"{'':26s} {'acc-prec':>9s} {'rej-prec':>9s} {'faith-acc':>9s} {'unknown':>8s}")
    for name, m in (("verifier", sem), ("baseline: labels", sem_label)):
        print(f"{name:26s} {m['semantic_accept_precision']:9.3f} {m['semantic_reject_precision']:9.3f} "
              f"{m['faithful_acceptance']:9.3f} {m['unknown_rate']:8.3f}")
    print(f"  by answers ({len(labelled)} with an execution label): accept-precision "
          f"{by_answers['accept_precision']:.3f}, correct-acceptance {by_answers['correct_acceptance']:.3f}")
    return {**sem, "baseline_labels": sem_label, "by_answers": by_answers,
            "reasons_of_faithful_rejects": dict(Counter(
                results[c["_id"]]["reasons"][0] for c in rows
                if c.get("faithful") == "yes" and results[c["_id"]]["status"] == "reject"
                and results[c["_id"]]["reasons"]).most_common())}


if __name__ == "__main__":
    sys.exit(main())
