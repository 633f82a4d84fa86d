"""Throughput of ``verifier audit``: N records (a mix of right, wrong and broken) with W workers, and a
profile of where a check's time goes.

Two logs:

* ``--source qald`` (the default when ``../shared/data/qald9`` exists): N records drawn with replacement
  (seed 0) from the 1,767 generated candidates of the QALD-9 train questions (DBpedia, the QALD-9
  lexicon). A real query log repeats (question, query) pairs too, and the audit checks each distinct
  pair once per run (``duplicate_of``); ``--dedup both`` (the default) also runs ``--no-dedup`` on
  ``--no-dedup-records`` records, so the figure without deduplication is there to quote as well.
* ``--source chemistry``: six pairs of the chemistry example, cycled; the per-record overhead alone.

Every 50th line is malformed, so the run also shows that no record is lost. ``--profile N`` first runs
N distinct candidates in this process under cProfile and prints where the time goes, by package and by
function (own and cumulative time), the stages summed over all N checks (the total, not the median),
each check's Z3 work in resource units (deterministic: compare those across runs on a loaded machine,
not milliseconds), the entailments' time split into Z3's check and the set-up around it (``entailment_s``)
and the 20 costliest checks; the audit run's own per-stage timings (query, question,
bridge, prover) are summed as well.
Prints tables and a JSON last line: ``records_per_s``, ``p50_ms``/``p99_ms`` (per check: a duplicate is
not a check), ``peak_rss_mb`` (the largest worker's peak resident set), the line-count check, and the
same figures of the run without deduplication under ``no_dedup``.

``--baseline DIR`` runs the same logs (and the same profile) through the code of another checkout too
(e.g. ``git worktree add --detach /tmp/base <commit>``), one after the other in the same run, and adds
``baseline`` (its figures) and ``ratio`` (this code's over the baseline's; records/s above 1 and
latencies below 1 are better): on a shared, loaded machine only figures measured side by side compare.
The load average before and after is in ``load``.

**What the record-level figures mean** (``records`` in the JSON; measured at stop 32: 10,000 records,
12.81 records/s, p50 283 ms). A resampled log of 10,000 records holds about 1,760 distinct (question,
query) texts (8,039 of the 10,000 repeat an earlier one; 200 are broken lines). A repeat is *not*
checked again and costs about nothing: the parent answers it from the run's verdict table (exact
text, every worker's verdicts) and it is left out of ``p50_ms``/``p99_ms``, which are the latencies of
*checks*, measured inside the worker (``timings_ms.total``: no queueing, no pipe), over the ~1,760
distinct pairs. So a p50 of 283 ms is what a distinct pair costs, not what a repeat costs. The records
are not perturbed (drawn as they are from the candidates file). The logic memo (two spellings of one
query) is per worker; the affinity scan sends a question's records to the worker that read it.
The run's ideal on W free cores is ``records / (sum of the checks' times / W)``
(``ideal_records_per_s``): reaching 40 records/s at 10,000 records and 2 workers needs a mean check of
about 2 × 250 s / 1,760 ≈ 285 ms (the checks' mean was about 545 ms in one warm process at stop 32).
``per_record`` adds the latency per record counting a repeat or a broken line as 0 ms of checking
(what a log's record waits for a verdict to be computed, queueing aside), beside the per-check figures
that the issue's bounds are about, and how many checks parsed their question (a worker keeps the
readings of every question it has read, so that is about one per question and worker; the affinity
scan keeps most questions on one worker).
"""

from __future__ import annotations

import argparse
import collections
import cProfile
import json
import os
import pstats
import random
import subprocess
import sys
import tempfile
import time
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
STAGES = ("query", "question", "bridge", "prover")
#: the functions whose cumulative profile time splits the entailments' (name in the profile → key):
#: all of it, the set-up of the solver (encoding, asserting), the encoding of the hypotheses, Z3's check
ENTAILMENT_PARTS = {"entails": "entails", "_posed": "set_up", "hypothesis": "hypotheses",
                    "Z3_solver_check_assumptions": "z3_check"}


def qald_candidates() -> list[tuple[str, str]]:
    """The generated candidates of the QALD-9 train questions, in file order."""
    with (QALD / "neodudes-train-candidates.jsonl").open() as fh:
        return [(c["question"], c["candidate_sparql"]) for c in map(json.loads, fh)]


def write_log(path: Path, pairs: list[tuple[str, str]], n: int, resample: bool, seed: int = 0) -> None:
    rng = random.Random(seed)
    with path.open("w") as fh:
        for i in range(n):
            if i % 50 == 49:
                fh.write("{ a broken line\n")
                continue
            q, s = rng.choice(pairs) if resample else pairs[i % len(pairs)]
            fh.write(json.dumps({"id": f"r{i}", "question": q, "sparql": s}) + "\n")


def audit(log: Path, out: Path, workers: int, kg_args: list[str], dedup: bool, root: Path = ROOT) -> dict:
    cmd = [sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", str(out), "--workers", str(workers),
           *kg_args, "--json", "--quiet", *([] if dedup else ["--no-dedup"])]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    print(r.stdout.strip())
    if r.returncode != 0:
        raise SystemExit(f"audit failed ({r.returncode}): {r.stderr[-2000:]}")
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    stages: collections.Counter = collections.Counter()
    lines = 0
    per_record: list[float] = []  # a check's time for a checked record, 0 for a repeat or a broken line
    parses = 0  # checks that parsed their question (a question a worker has read comes from its cache in ~0.1 ms)
    with out.open() as fh:
        for raw in fh:
            lines += 1
            row = json.loads(raw)
            ms = 0.0
            if "duplicate_of" not in row:
                for k in STAGES:
                    stages[k] += (row.get("timings_ms") or {}).get(k, 0.0)
                ms = float((row.get("timings_ms") or {}).get("total", 0.0))
                parses += (row.get("timings_ms") or {}).get("question", 0.0) > 1.0
            per_record.append(ms)
    total = sum(stages.values()) or 1.0
    check_s = sum(per_record) / 1000
    per_record.sort()
    return {"records": summary["records"], "output_lines": lines, "records_per_s": summary["records_per_s"],
            "checked": summary["checked"], "deduplicated": summary["deduplicated"],
            "p50_ms": summary["p50_ms"], "p99_ms": summary["p99_ms"], "seconds": summary["seconds"],
            "peak_rss_mb": summary["peak_rss_mb"], "workers_peak_rss_mb": summary["workers_peak_rss_mb"],
            "by_status": summary["by_status"],
            "stage_share": {k: round(stages[k] / total, 3) for k in STAGES},
            "per_record": {"checks_s": round(check_s, 1), "mean_check_ms": round(1000 * check_s / max(summary["checked"], 1), 1),
                           "ideal_records_per_s": round(summary["records"] * workers / check_s, 2) if check_s else None,
                           "p50_ms": _pct(per_record, 50), "p99_ms": _pct(per_record, 99),
                           "question_parses": parses, "question_parse_s": round(stages["question"] / 1000, 1)}}


def _pct(s: list[float], q: float) -> float:
    return round(s[min(len(s) - 1, int(q / 100 * len(s)))], 1) if s else 0.0


def _package(filename: str) -> str:
    if "/verifier/" in filename:
        return "verifier." + filename.split("/verifier/", 1)[1].split("/", 1)[0].removesuffix(".py")
    if "site-packages/" in filename:
        return filename.split("site-packages/", 1)[1].split("/", 1)[0].removesuffix(".py")
    return "python"


def profile(pairs: list[tuple[str, str]], n: int, lexicon: list[str], kg: list[str] | None) -> dict:
    """cProfile of ``n`` distinct pairs checked in this process by a warm verifier.

    Besides the functions, each check's own cost: its wall-clock time, its stage timings and the Z3
    work it spent (:func:`~verifier.prover.encode.work_spent`, in resource units: deterministic, so it
    compares across runs on a loaded machine where milliseconds do not). ``stage_total_ms`` sums the
    stages over all checks (where the TOTAL time goes, not the median), ``top_checks`` are the 20
    costliest checks by wall-clock time, with their units and verdict."""
    from verifier.audit import AuditConfig
    from verifier.audit import runner
    from verifier.prover.encode import work_spent

    config = AuditConfig(lexicon=tuple(lexicon), kg=tuple(kg) if kg else None)
    runner.warm(config)
    distinct = list(dict.fromkeys(pairs))[:n]
    records = [runner.Record(f"p{i}", q, s) for i, (q, s) in enumerate(distinct)]
    prof = cProfile.Profile()
    per_check = []
    t = time.perf_counter()
    for r in records:
        t1 = time.perf_counter()
        prof.enable()
        line = runner.check_record(r)
        prof.disable()
        timings = line.get("timings_ms") or {}
        per_check.append({"id": r.id, "ms": round(1000 * (time.perf_counter() - t1), 1), "units": work_spent(),
                          "status": line.get("status"), "reasons": list(line.get("reasons") or ())[:2],
                          "stages_ms": {k: round(timings.get(k, 0.0), 1) for k in STAGES},
                          "question": r.question[:80]})
    seconds = time.perf_counter() - t
    stats = pstats.Stats(prof)
    by_pkg: collections.Counter = collections.Counter()
    rows = []
    for (filename, line, name), (_cc, calls, tottime, cumtime, _callers) in stats.stats.items():
        by_pkg[_package(filename)] += tottime
        rows.append((tottime, cumtime, calls, f"{Path(filename).name}:{line}({name})"))
    total = sum(by_pkg.values()) or 1.0
    top = sorted(rows, reverse=True)[:15]
    cum = [r for r in sorted(rows, key=lambda r: -r[1]) if not r[3].startswith(("<", "{", "~"))][:25]
    stage_total = {k: round(sum(c["stages_ms"][k] for c in per_check)) for k in STAGES}
    # an entailment's time: Z3's search (its check) against the set-up around it (encoding, asserting)
    parts = {name: 0.0 for name in ENTAILMENT_PARTS}
    for (filename, _line, name), (_cc, _calls, _tt, cumtime, _callers) in stats.stats.items():
        if name in parts and (name != "Z3_solver_check_assumptions" or "z3core" in filename):
            parts[name] += cumtime
    entailment_s = {ENTAILMENT_PARTS[k]: round(v, 1) for k, v in parts.items()}
    ms = sorted(c["ms"] for c in per_check)
    units = sorted(c["units"] for c in per_check)
    costly = sorted(per_check, key=lambda c: -c["ms"])[:20]
    return {"checks": len(records), "seconds": round(seconds, 1), "ms_per_check": round(1000 * seconds / len(records), 1),
            "p50_ms": ms[len(ms) // 2] if ms else 0.0, "p99_ms": ms[min(len(ms) - 1, int(0.99 * len(ms)))] if ms else 0.0,
            "total_units": sum(units), "p50_units": units[len(units) // 2] if units else 0,
            "max_units": units[-1] if units else 0,
            "stage_total_ms": stage_total, "entailment_s": entailment_s,
            "top20_share_of_time": round(sum(c["ms"] for c in costly) / max(sum(ms), 1e-9), 3),
            "by_package": {k: round(v / total, 3) for k, v in by_pkg.most_common(12)},
            "top_functions": [{"function": f, "own_s": round(tt, 2), "cum_s": round(ct, 2), "calls": c}
                              for tt, ct, c, f in top],
            "top_cumulative": [{"function": f, "own_s": round(tt, 2), "cum_s": round(ct, 2), "calls": c}
                               for tt, ct, c, f in cum],
            "top_checks": costly}


def _ratios(new: dict, old: dict) -> dict:
    return {k: round(new[k] / old[k], 3) if old.get(k) else None for k in ("records_per_s", "p50_ms", "p99_ms")}


def baseline_profile(base: Path, n: int, source: str) -> dict:
    """The profile of the same ``n`` checks by the baseline's code, in a process of its own."""
    code = ("import json, sys; sys.path.insert(0, {root!r}); sys.path.insert(0, {bench!r}); import audit_throughput as a; "
            "pairs = a.qald_candidates() if {source!r} == 'qald' else None; "
            "print(json.dumps(a.profile(pairs, {n}, [str(a.QALD / 'lexicon-qald9.ttl')], None)))"
            ).format(root=str(base), bench=str(base / "benchmarks"), source=source, n=n)
    if source != "qald":
        return {"ms_per_check": float("nan")}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=base,
                       env={**os.environ, "PYTHONPATH": str(base)})
    if r.returncode != 0:
        raise SystemExit(f"baseline profile failed: {r.stderr[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--records", type=int, default=10_000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--source", choices=("qald", "chemistry"),
                    default="qald" if (QALD / "neodudes-train-candidates.jsonl").exists() else "chemistry")
    ap.add_argument("--dedup", choices=("on", "off", "both"), default="both")
    ap.add_argument("--no-dedup-records", type=int, default=1000,
                    help="records of the run without deduplication (--dedup both)")
    ap.add_argument("--profile", type=int, default=200, metavar="N", help="profile N distinct checks first (0: no)")
    ap.add_argument("--baseline", metavar="DIR", default=None,
                    help="another checkout (the previous main) to run the same logs and profile through")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    base = Path(args.baseline).resolve() if args.baseline else None
    os.environ.setdefault("PYTHONPATH", str(ROOT))
    if args.source == "qald":
        pairs, lexicon, kg = qald_candidates(), [str(QALD / "lexicon-qald9.ttl")], None
    else:
        pairs = [(q, s if s.startswith("DELETE") else P + s) for q, s in PAIRS]
        lexicon, kg = [str(CHEM / "lexicon.ttl")], [str(CHEM / "kg.ttl")]
    kg_args = [a for x in lexicon for a in ("--lexicon", x)] + [a for x in (kg or []) for a in ("--kg", x)]
    result: dict = {"source": args.source, "distinct_pairs": len(set(pairs)), "records": args.records,
                    "workers": args.workers, "load": {"before": round(os.getloadavg()[0], 2)}}
    if args.profile:
        prof = profile(pairs, args.profile, lexicon, kg)
        result["profile"] = prof
        print(f"\nprofile: {prof['checks']} distinct checks in one warm process, {prof['ms_per_check']} ms a check")
        print("  own time by package: " + ", ".join(f"{k} {100 * v:.0f}%" for k, v in prof["by_package"].items()))
        print(f"  p50 {prof['p50_ms']} ms, p99 {prof['p99_ms']} ms; Z3 work {prof['total_units']:,} units in all, "
              f"p50 {prof['p50_units']:,}, max {prof['max_units']:,}; the 20 costliest checks take "
              f"{100 * prof['top20_share_of_time']:.0f}% of the time")
        print("  stages summed over the checks (ms): " + ", ".join(f"{k} {v}" for k, v in prof["stage_total_ms"].items()))
        print("  entailments (s, cumulative, under the profiler): "
              + ", ".join(f"{k} {v}" for k, v in prof["entailment_s"].items()))
        for title, rows in (("own", prof["top_functions"]), ("cumulative", prof["top_cumulative"])):
            print(f"  by {title} time:\n  {'own s':>7} {'cum s':>7} {'calls':>9}  function")
            for f in rows:
                print(f"  {f['own_s']:>7} {f['cum_s']:>7} {f['calls']:>9}  {f['function']}")
        print(f"  the 20 costliest checks:\n  {'ms':>8} {'units':>11}  verdict  question")
        for c in prof["top_checks"]:
            print(f"  {c['ms']:>8} {c['units']:>11,}  {c['status']} {','.join(c['reasons'])}  {c['question']}")
        if base is not None:
            result["baseline_profile"] = baseline_profile(base, args.profile, args.source)
            print(f"baseline profile: {result['baseline_profile']['ms_per_check']} ms a check "
                  f"(this code: {prof['ms_per_check']})")
    runs: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        todo = {"on": [("dedup", True, args.records)], "off": [("no_dedup", False, args.records)],
                "both": [("dedup", True, args.records), ("no_dedup", False, args.no_dedup_records)]}[args.dedup]
        for name, dedup, n in todo:
            log, out = Path(tmp) / f"{name}.jsonl", Path(tmp) / f"{name}.out.jsonl"
            write_log(log, pairs, n, resample=args.source == "qald")
            print(f"\n{name}: {n} records, {args.workers} workers")
            runs[name] = audit(log, out, args.workers, kg_args, dedup)
            runs[name]["one_line_per_record"] = runs[name]["output_lines"] == n
            if base is not None:
                print(f"{name} through the baseline {base}")
                runs["baseline_" + name] = audit(log, out, args.workers, kg_args, dedup, root=base)
                runs["baseline_" + name]["one_line_per_record"] = runs["baseline_" + name]["output_lines"] == n
    print(f"\n{'run':<10} {'records':>8} {'checked':>8} {'rec/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'RSS MB':>7}  "
          "stage share (query/question/bridge/prover)")
    for name, r in runs.items():
        share = "/".join(f"{100 * r['stage_share'][k]:.0f}%" for k in STAGES)
        print(f"{name:<10} {r['records']:>8} {r['checked']:>8} {r['records_per_s']:>8} {r['p50_ms']:>8} "
              f"{r['p99_ms']:>8} {r['peak_rss_mb']:>7}  {share}")
    for name, r in runs.items():
        pr = r["per_record"]
        print(f"{name}: the checks took {pr['checks_s']} s in all ({pr['mean_check_ms']} ms a check on average), "
              f"so {args.workers} free cores could do at best "
              f"{pr['ideal_records_per_s']} records/s (measured {r['records_per_s']}); per record, a repeat or a "
              f"broken line counted as 0 ms: p50 {pr['p50_ms']} ms, p99 {pr['p99_ms']} ms; "
              f"{pr['question_parses']} checks parsed their question ({pr['question_parse_s']} s)")
    main_run = runs.get("dedup") or runs["no_dedup"]
    result.update({k: main_run[k] for k in ("records_per_s", "p50_ms", "p99_ms", "peak_rss_mb", "output_lines",
                                            "one_line_per_record", "checked", "deduplicated", "seconds",
                                            "workers_peak_rss_mb", "by_status", "stage_share", "per_record")})
    if "dedup" in runs and "no_dedup" in runs:
        result["no_dedup"] = runs["no_dedup"]
    if base is not None:
        result["baseline"] = {"dir": str(base), **{k.removeprefix("baseline_"): v for k, v in runs.items()
                                                   if k.startswith("baseline_")}}
        result["ratio"] = {name: _ratios(runs[name], runs["baseline_" + name]) for name in runs
                           if "baseline_" + name in runs}
        if "profile" in result and "baseline_profile" in result:
            result["ratio"]["profile_ms_per_check"] = round(
                result["profile"]["ms_per_check"] / max(result["baseline_profile"]["ms_per_check"], 1e-9), 3)
        print("\nthis code / baseline, same run: " + "; ".join(
            f"{name}: " + ", ".join(f"{k} {v}" for k, v in r.items()) if isinstance(r, dict) else f"{name}: {r}"
            for name, r in result["ratio"].items()))
    result["load"]["after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
