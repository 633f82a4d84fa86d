"""The DUDES query source on QALD-9 train: how often it finds a verified query, and whether that query
is the gold one.

For each English question: the DUDES pipeline's candidates, best first, go through the verifier
(QALD-9 lexicon, no KG: entities are spelled from the surface as DBpedia names them, "Angela Merkel"
→ ``dbr:Angela_Merkel``) until one is accepted. Reported:

* ``dudes_accepted_rate``: share of questions with an accepted candidate;
* ``accepted_equiv_gold``: share of accepted candidates that :func:`verifier.prover.equiv.equivalence`
  proves equivalent to the gold query, modulo the lexicon's property domains and ranges (gold's
  ``?x a dbo:Film`` next to ``?x dbo:starring ?y`` when dbo:Film is starring's domain);
  ``equiv_axioms_used`` counts the ontology axioms those proofs needed (``accepted_equiv_gold_plain``:
  the same share without them);
* ``gold_mismatch_reasons``: how each accepted candidate that is *not* equivalent differs from gold
  (see :func:`mismatch_reason`), never counted as equivalent;
* ``candidate_rate``: share of questions with at least one candidate;
* ``median_s``/``p95_s``: seconds per question (generation and verification; the published
  compositional pipeline took about 410 s per question).

Prints a table, then a JSON object as the last line. ``--out FILE`` writes one JSON line per question.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SHARED = ROOT.parent / "shared" / "data" / "qald9"


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    xs = sorted(values)
    k = (len(xs) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def _iris(logic) -> tuple[set[str], set[str]]:
    """(entities, vocabulary) among a translated query's IRIs: resources vs properties and classes."""
    ents, vocab = set(), set()
    for iri in logic.iris:
        if iri in ("rdf:type", "wdt:P31"):
            continue
        local = iri.split(":", 1)[0]
        (ents if local in ("dbr", "res", "wd") or "/resource/" in iri else vocab).add(iri)
    return ents, vocab


def _without_classes(logic):
    """The query with its class conditions (``?x a C``) left out."""
    from dataclasses import replace as _replace

    from verifier.logic import TRUE, map_atoms

    return _replace(logic, formula=map_atoms(logic.formula, lambda a: TRUE if a.pred in ("rdf:type", "wdt:P31") else a))


def mismatch_reason(candidate: str, gold: str, eq, lexicon=None) -> str:
    """Why an accepted candidate is not equivalent to gold, descriptively (who is right is not decided
    here): ``equiv_undecided`` (a query the logic cannot read, or a time-out), ``form_differs``,
    ``gold_omits_class`` (the candidate without its class conditions, which come from the question's
    class noun, is equivalent to gold: "Which films did X direct?" where gold has no ``?x a dbo:Film``),
    ``gold_more_general`` (every candidate answer is a gold answer, otherwise: gold's UNION of
    dbo:/dbp: variants, a broader entity), ``gold_more_specific`` (gold adds a constraint), else by the
    IRIs: ``entity_differs`` (another resource, e.g. gold's disambiguated page), ``vocabulary_differs``
    (another property or class than gold's), ``same_terms_other_shape`` (same IRIs, another
    structure: a reversed edge, another answer variable)."""
    from verifier.query import QueryError, query_logic

    if not eq.decided:
        return "equiv_undecided"
    if eq.explanation.startswith(("the forms differ", "the aggregates differ")):
        return "form_differs"
    try:
        a, b = query_logic(candidate), query_logic(gold)
    except QueryError:
        return "equiv_undecided"
    if eq.contained_1_in_2:
        from verifier.prover.equiv import equivalence

        bare = _without_classes(a)
        if bare.formula != a.formula and equivalence(bare, b, lexicon=lexicon).equivalent:
            return "gold_omits_class"
        return "gold_more_general"
    if eq.contained_2_in_1:
        return "gold_more_specific"
    (ea, va), (eb, vb) = _iris(a), _iris(b)
    if ea != eb:
        return "entity_differs"
    if va != vb:
        return "vocabulary_differs"
    return "same_terms_other_shape"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", default=str(SHARED / "qald-9-train-multilingual.json"))
    ap.add_argument("--lexicon", default=str(SHARED / "lexicon-qald9.ttl"))
    ap.add_argument("--kg", action="append", help="KG Turtle file(s) or endpoint URL (default: none)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N questions")
    ap.add_argument("--max-checks", type=int, default=6, help="candidates verified per question")
    ap.add_argument("--timeout-ms", type=int, default=2000)
    ap.add_argument("--out", help="per-question results as JSON lines")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from verifier import Verifier
    from verifier.audit.records import read_records
    from verifier.prover.equiv import equivalence
    from verifier.sources.dudes import DudesPipeline

    if not Path(args.questions).is_file():
        print(f"no questions at {args.questions}", file=sys.stderr)
        return 2
    records = [r for r in read_records(args.questions, "qald") if not r.error and r.question]
    if args.limit:
        records = records[: args.limit]
    t_all = time.perf_counter()
    kg = args.kg[0] if args.kg and len(args.kg) == 1 and args.kg[0].startswith("http") else args.kg
    verifier = Verifier(lexicon=args.lexicon, kg=kg, timeout_ms=args.timeout_ms)
    pipeline = DudesPipeline(verifier.lexicon, verifier.store, parser=verifier.parser)
    rows = []
    out = open(args.out, "w", encoding="utf-8") if args.out else None
    for r in records:
        t = time.perf_counter()
        sel = pipeline.answer(r.question, verifier, max_checks=args.max_checks)
        seconds = time.perf_counter() - t
        row = {"id": r.id, "question": r.question, "seconds": round(seconds, 3), "candidates": len(sel.tried),
               "accepted": sel.accepted, "sparql": sel.candidate.sparql if sel.accepted else None,
               "last_reasons": list(sel.verdict.reasons) if sel.verdict is not None else [],
               "equivalent_gold": None}
        if sel.accepted:
            try:
                eq = equivalence(sel.candidate.sparql, r.sparql, args.timeout_ms, lexicon=verifier.lexicon)
                row["equivalent_gold"] = bool(eq.equivalent)
                row["equiv_explanation"] = eq.explanation[:300]
                row["equiv_axioms"] = list(eq.axioms_used)
                if not eq.equivalent:
                    row["mismatch"] = mismatch_reason(sel.candidate.sparql, r.sparql, eq, verifier.lexicon)
            except Exception as exc:  # a gold query the query stage cannot read counts as not equivalent
                row["equivalent_gold"] = False
                row["equiv_explanation"] = f"{type(exc).__name__}: {exc}"[:300]
                row["mismatch"] = "equiv_undecided"
        rows.append(row)
        if out:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            out.flush()
    if out:
        out.close()
    n = len(rows)
    accepted = [x for x in rows if x["accepted"]]
    equiv = [x for x in accepted if x["equivalent_gold"]]
    plain = [x for x in equiv if not x.get("equiv_axioms")]
    secs = [x["seconds"] for x in rows]
    result = {
        "questions": n,
        "candidate_rate": round(sum(1 for x in rows if x["candidates"]) / n, 4) if n else 0.0,
        "dudes_accepted_rate": round(len(accepted) / n, 4) if n else 0.0,
        "accepted_equiv_gold": round(len(equiv) / len(accepted), 4) if accepted else 0.0,
        "accepted_equiv_gold_plain": round(len(plain) / len(accepted), 4) if accepted else 0.0,
        "accepted": len(accepted), "accepted_equivalent": len(equiv),
        "equiv_axioms_used": dict(Counter(a for x in equiv for a in x.get("equiv_axioms", ())).most_common(10)),
        "gold_mismatch_reasons": dict(Counter(x.get("mismatch", "equiv_undecided") for x in accepted
                                              if not x["equivalent_gold"]).most_common()),
        "median_s": round(percentile(secs, 50), 3), "p95_s": round(percentile(secs, 95), 3),
        "anchor_published_s_per_question": 410,
        "not_accepted_reasons": dict(Counter(x["last_reasons"][0] if x["last_reasons"] else "no_candidate"
                                             for x in rows if not x["accepted"]).most_common()),
        "seconds": round(time.perf_counter() - t_all, 1),
    }
    print(f"questions               {n}")
    print(f"with a candidate        {result['candidate_rate']:.3f}")
    print(f"dudes_accepted_rate     {result['dudes_accepted_rate']:.3f}  ({len(accepted)}/{n})")
    print(f"accepted_equiv_gold     {result['accepted_equiv_gold']:.3f}  ({len(equiv)}/{len(accepted)})")
    print(f"  without ontology axioms {result['accepted_equiv_gold_plain']:.3f}")
    print(f"not equivalent to gold  {result['gold_mismatch_reasons']}")
    print(f"seconds per question    median {result['median_s']:.2f}  p95 {result['p95_s']:.2f}  (published pipeline: ~410)")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
