#!/usr/bin/env python3
"""Grounding-stage benchmark: does :mod:`verifier.kg.grounding` diagnose why a query the KG cannot answer
returns nothing, and how long does the stage take?

    python benchmarks/grounding.py [--json] [--servers oxigraph,virtuoso] [--repeat 3]

Cases: the DBpedia-shaped fixture (``tests/fixtures/grounding/cases.jsonl``: faithful-but-empty queries under
dbo/dbp/foaf terms, redirects, a disambiguation page, a namesake, a relation stored the other way round,
unknown IRIs, misused namespaces, and grounded queries with their answer counts) and the chemistry example
(``examples/chemistry``: the demo's right queries, a Wikidata entity used as a property and the other way
round, an IRI the KG lacks). Each case runs through every engine found: the embedded store (pyoxigraph, the
default), Oxigraph's server and Virtuoso (each started on 127.0.0.1 for the run; left out with a note when
its binary is absent).

A case is diagnosed right when the status is the expected one, an expected repair is there with a non-empty
answer count and the expected edit, and a grounded query's count is the expected one. The stage time is
:meth:`Grounder.ground`'s wall time per case (the query parse included: the memo is cleared first).

Prints a table per engine and, as the LAST line, one JSON object with ``cases``, ``diagnosed_right``
(share over every engine × case), ``servers`` (engines run), ``stage_p50_ms`` / ``stage_p99_ms`` (the
embedded store) and ``per_engine`` (each engine's share and percentiles).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FIXTURE = ROOT / "tests" / "fixtures" / "grounding"
CHEMISTRY = ROOT / "examples" / "chemistry"
_W = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
#: chemistry cases: (id, query, expected status, expected edit or None, expected count or None)
CHEMISTRY_CASES = [
    ("chem-mass", _W + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", "ok", None, 1),
    ("chem-boiling", _W + "SELECT ?b WHERE { wd:Q15779 wdt:P2102 ?b }", "ok", None, 1),
    ("chem-ask-density", _W + "ASK { wd:Q153 wdt:P2054 ?d . FILTER(?d > 0.7) }", "ok", None, 1),
    ("chem-count", _W + "SELECT (COUNT(?c) AS ?n) WHERE { ?c wdt:P31 wd:Q11173 }", "ok", None, 1),
    ("chem-item-as-property", _W + "SELECT ?v WHERE { wd:Q2270 wd:P2067 ?v }", "misused_namespace",
     "wd:P2067 → wdt:P2067", None),
    ("chem-property-as-item", _W + "SELECT ?v WHERE { wdt:Q2270 wdt:P2067 ?v }", "misused_namespace",
     "wdt:Q2270 → wd:Q2270", None),
    ("chem-unknown", _W + "SELECT ?v WHERE { wd:Q4242424 wdt:P2067 ?v }", "unknown_iri", None, None),
]


def load_cases() -> list[dict]:
    cases = []
    for line in (FIXTURE / "cases.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            c = json.loads(line)
            cases.append({"kg": "fixture", "id": c["id"], "sparql": c["sparql"], "status": c["status"],
                          "edit": c.get("edit"), "count": c.get("count")})
    for cid, q, status, edit, count in CHEMISTRY_CASES:
        cases.append({"kg": "chemistry", "id": cid, "sparql": q, "status": status, "edit": edit, "count": count})
    return cases


def right(g, case: dict) -> bool:
    if g is None or g.status != case["status"]:
        return False
    if case["status"] == "ok":
        return case["count"] is None or g.count == case["count"]
    if case["edit"]:
        return bool(g.repair and g.repair_count) and any(case["edit"] in e for e in g.edits)
    return True


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(q * (len(values) - 1))))
    return values[k]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", action="store_true", help="print the JSON summary as the last line")
    ap.add_argument("--servers", default="oxigraph,virtuoso", help="servers to try (comma-separated; '' for none)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per case on each engine (the first counts"
                    " for the diagnosis, all for the times)")
    args = ap.parse_args(argv)

    from verifier.bridge.lexicon import Lexicon
    from verifier.kg import grounding
    from verifier.kg.endpoint import SparqlEndpoint
    from verifier.kg.grounding import make_grounder
    from verifier.kg.servers import STARTERS
    from verifier.kg.store import EmbeddedStore, has_oxigraph

    kgs = {"fixture": (FIXTURE / "kg.ttl", Lexicon.load(FIXTURE / "lexicon.ttl")),
           "chemistry": (CHEMISTRY / "kg.ttl", Lexicon.load(CHEMISTRY / "lexicon.ttl"))}
    cases = load_cases()
    notes: list[str] = []
    engines: dict[str, dict] = {}  # engine → kg → grounder
    started = []
    if has_oxigraph():
        engines["embedded"] = {k: make_grounder(EmbeddedStore(path), None, lex) for k, (path, lex) in kgs.items()}
    else:
        notes.append("pyoxigraph is not installed: the embedded store runs through rdflib")
        engines["embedded-rdflib"] = {k: make_grounder(EmbeddedStore(path), None, lex) for k, (path, lex) in kgs.items()}
    for name in [s for s in args.servers.split(",") if s]:
        per_kg = {}
        for k, (path, lex) in kgs.items():
            try:
                server = STARTERS[name]([path])
            except Exception as exc:
                notes.append(f"{name} did not start: {exc}")
                server = None
            if server is None:
                break
            started.append(server)
            per_kg[k] = make_grounder(SparqlEndpoint(server.url, cache_dir=False, timeout=20), None, lex)
        if len(per_kg) == len(kgs):
            engines[name] = per_kg
        elif not any(name in n for n in notes):
            notes.append(f"{name}: not installed, left out")

    results: dict[str, dict] = {}
    try:
        for engine, grounders in engines.items():
            ok, times, rows = 0, [], []
            for case in cases:
                g = None
                for r in range(max(1, args.repeat)):
                    grounding._PATTERNS.clear()
                    t = time.perf_counter()
                    out = grounders[case["kg"]].ground(case["sparql"])
                    times.append((time.perf_counter() - t) * 1000)
                    g = out if r == 0 else g
                good = right(g, case)
                ok += good
                rows.append((case["kg"], case["id"], case["status"], g.status if g else "-",
                             "; ".join(g.edits) if g else "", g.repair_count if g else None, good))
            results[engine] = {"right": ok, "cases": len(cases), "share": ok / len(cases),
                               "p50_ms": percentile(times, 0.5), "p99_ms": percentile(times, 0.99), "rows": rows}
    finally:
        for server in started:
            server.stop()

    for engine, r in results.items():
        print(f"\n== {engine}: {r['right']}/{r['cases']} diagnosed right, stage p50 {r['p50_ms']:.1f} ms,"
              f" p99 {r['p99_ms']:.1f} ms")
        print(f"{'kg':10} {'case':24} {'expected':18} {'got':18} {'right':5} repair")
        for kg, cid, want, got, edits, n, good in r["rows"]:
            rep = f"{edits} ({n} answer(s))" if edits else ""
            print(f"{kg:10} {cid:24} {want:18} {got:18} {'yes' if good else 'NO':5} {rep}")
    for n in notes:
        print(f"note: {n}")
    total_right = sum(r["right"] for r in results.values())
    total = sum(r["cases"] for r in results.values())
    embedded = results.get("embedded") or results.get("embedded-rdflib") or {}
    summary = {
        "cases": len(cases),
        "diagnosed_right": round(total_right / total, 4) if total else 0.0,
        "servers": list(results),
        "stage_p50_ms": round(embedded.get("p50_ms", float("nan")), 2),
        "stage_p99_ms": round(embedded.get("p99_ms", float("nan")), 2),
        "per_engine": {e: {"diagnosed_right": round(r["share"], 4), "p50_ms": round(r["p50_ms"], 2),
                           "p99_ms": round(r["p99_ms"], 2)} for e, r in results.items()},
        "notes": notes,
    }
    if args.json:
        print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
