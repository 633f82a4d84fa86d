"""Query containment benchmark: ``verifier equiv`` on query pairs whose answer is known, per feature.

Each base case below is a pair (Q1, Q2) with the expected answer per direction (``Q1 ⊑ Q2``,
``Q2 ⊑ Q1``: True, False), argued in its comment under SPARQL's semantics (solution mappings keyed by
variable name, compared as sets). Every base case is instantiated over four vocabularies (the
predicates and classes renamed), which changes no answer and gives the suite its size (≥ 200 pairs).

Scoring per direction: ``right`` (the expected True/False), ``unknown`` (None: allowed, never a guess),
``wrong`` (the opposite). A wrong ``contained`` is unsound; the must-hold: none, and ≥ 95% of the true
containments found on the conjunctive, union, filter and schema groups.

    python benchmarks/equiv.py [--json] [--limit N]

Prints a table per feature and, as the last line, one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SCHEMA = """@prefix : <http://example.org/> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
:A rdfs:subClassOf :B . :B rdfs:subClassOf :C . :p rdfs:subPropertyOf :q .
:p rdfs:domain :A . :p rdfs:range :D ."""

T, F = True, False

# (feature, Q1 body, Q2 body, Q1 ⊑ Q2, Q2 ⊑ Q1). Bodies use :p :q :r (properties), :A :B :C :D (classes),
# :c :d (entities); "schema" cases are decided under SCHEMA. Each comment argues both directions.
CASES = [
    # --- conjunctive (BGP)
    # same pattern, hidden variable renamed: the same answers
    ("bgp", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?x :p ?z }", T, T),
    # an extra triple restricts: Q1 ⊑ Q2; an x with p but no q is a Q2 answer only
    ("bgp", "SELECT ?x { ?x :p ?y . ?y :q ?z }", "SELECT ?x { ?x :p ?y }", T, F),
    # triple order does not matter
    ("bgp", "SELECT ?x { ?x :p ?y . ?y :q :c }", "SELECT ?x { ?y :q :c . ?x :p ?y }", T, T),
    # a constant object is a special case of a variable one
    ("bgp", "SELECT ?x { ?x :p :c }", "SELECT ?x { ?x :p ?y }", T, F),
    # a redundant triple (folds onto the other): equivalent (Chandra–Merlin minimisation)
    ("bgp", "SELECT ?x { ?x :p ?y . ?x :p ?z }", "SELECT ?x { ?x :p ?y }", T, T),
    # a cycle is more specific than a path
    ("bgp", "SELECT ?x { ?x :p ?x }", "SELECT ?x { ?x :p ?y }", T, F),
    # different properties: neither
    ("bgp", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?x :q ?y }", F, F),
    # reversed edge: neither (x as subject vs x as object)
    ("bgp", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?y :p ?x }", F, F),
    # swapped answer columns with the same names: answers keyed by name differ
    ("bgp", "SELECT ?x ?y { ?x :p ?y }", "SELECT ?x ?y { ?y :p ?x }", F, F),
    # a predicate variable covers every property
    ("bgp", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?x ?r ?y }", T, F),
    # two answer columns, one more triple
    ("bgp", "SELECT ?x ?y { ?x :p ?y . ?y a :A }", "SELECT ?x ?y { ?x :p ?y }", T, F),
    # ASK: true on a KG with a p-edge to c implies true with any p-edge
    ("bgp", "ASK { ?x :p :c }", "ASK { ?x :p ?y }", T, F),
    # chain of two vs chain of three
    ("bgp", "SELECT ?x { ?x :p ?y . ?y :p ?z . ?z :p ?w }", "SELECT ?x { ?x :p ?y . ?y :p ?z }", T, F),
    # DISTINCT changes multiplicities only: equal as sets
    ("bgp", "SELECT DISTINCT ?x { ?x :p ?y }", "SELECT ?x { ?x :p ?y }", T, T),
    # --- union
    # one branch of a union is contained in the union, not the reverse
    ("union", "SELECT ?x { ?x :p :c }", "SELECT ?x { { ?x :p :c } UNION { ?x :q :c } }", T, F),
    # union order does not matter
    ("union", "SELECT ?x { { ?x :p :c } UNION { ?x :q :c } }", "SELECT ?x { { ?x :q :c } UNION { ?x :p :c } }", T, T),
    # VALUES over the object is the union of the two constants
    ("union", "SELECT ?x { { ?x :p :c } UNION { ?x :p :d } }", "SELECT ?x { VALUES ?o { :c :d } ?x :p ?o }", T, T),
    # a union whose branches are both more specific than Q2
    ("union", "SELECT ?x { { ?x :p :c } UNION { ?x :p :d } }", "SELECT ?x { ?x :p ?o }", T, F),
    # union with a branch outside Q2: not contained
    ("union", "SELECT ?x { { ?x :p ?o } UNION { ?x :q ?o } }", "SELECT ?x { ?x :p ?o }", F, T),
    # alternative path = union
    ("union", "SELECT ?x { ?x :p|:q ?o }", "SELECT ?x { { ?x :p ?o } UNION { ?x :q ?o } }", T, T),
    # union distributed over a join
    ("union", "SELECT ?x { ?x :r ?z . { ?x :p :c } UNION { ?x :q :c } }",
     "SELECT ?x { { ?x :r ?z . ?x :p :c } UNION { ?x :r ?w . ?x :q :c } }", T, T),
    # a branch binding another variable: unbound columns are part of the answer
    ("union", "SELECT ?x ?y { { ?x :p ?y } UNION { ?x :q ?z } }", "SELECT ?x ?y { ?x :p ?y }", F, T),
    # --- filter
    # a stronger numeric bound is contained in a weaker one
    ("filter", "SELECT ?x { ?x :p ?v FILTER(?v > 4) }", "SELECT ?x { ?x :p ?v FILTER(?v > 3) }", T, F),
    # the filter that binds: FILTER(?o = :c) is the constant
    ("filter", "SELECT ?x { ?x :p ?o FILTER(?o = :c) }", "SELECT ?x { ?x :p :c }", T, T),
    # a filter only restricts
    ("filter", "SELECT ?x { ?x :p ?v FILTER(?v >= 10) }", "SELECT ?x { ?x :p ?v }", T, F),
    # a range inside another range
    ("filter", "SELECT ?x { ?x :p ?v FILTER(?v > 5 && ?v < 8) }", "SELECT ?x { ?x :p ?v FILTER(?v > 1 && ?v < 10) }", T, F),
    # disjunction of two bounds contains one of them
    ("filter", "SELECT ?x { ?x :p ?v FILTER(?v < 1) }", "SELECT ?x { ?x :p ?v FILTER(?v < 1 || ?v > 9) }", T, F),
    # IN is a disjunction of equalities (IRIs bind)
    ("filter", "SELECT ?x { ?x :p ?o FILTER(?o IN (:c, :d)) }", "SELECT ?x { VALUES ?o { :c :d } ?x :p ?o }", T, T),
    # inequality to a constant: contained in the unfiltered query
    ("filter", "SELECT ?x { ?x :p ?o FILTER(?o != :c) }", "SELECT ?x { ?x :p ?o }", T, F),
    # !(?v > 3) is an error, not true, where ?v is not a number (as ?v <= 3 is): the same answers
    ("filter", "SELECT ?x { ?x :p ?v FILTER(!(?v > 3)) }", "SELECT ?x { ?x :p ?v FILTER(?v <= 3) }", T, T),
    # ?v != 3 is true of an IRI, for which both comparisons are errors: only the reverse holds
    ("filter", "SELECT ?x { ?x :p ?v FILTER(?v != 3) }", "SELECT ?x { ?x :p ?v FILTER(?v < 3 || ?v > 3) }", F, T),
    # FILTER EXISTS is the join, projected
    ("filter", "SELECT ?x { ?x :p ?y FILTER EXISTS { ?y :q ?z } }", "SELECT ?x { ?x :p ?y . ?y :q ?z }", T, T),
    # disjoint ranges: neither
    ("filter", "SELECT ?x { ?x :p ?v FILTER(?v < 3) }", "SELECT ?x { ?x :p ?v FILTER(?v > 5) }", F, F),
    # the same regex on both sides (compared as itself)
    ("filter", "SELECT ?x { ?x :p ?v FILTER(regex(str(?v), \"^a\")) }", "SELECT ?x { ?x :p ?w FILTER(regex(str(?w), \"^a\")) }", T, T),
    # equality between two variables: the join it expresses
    ("filter", "SELECT ?x { ?x :p ?a . ?x :q ?b FILTER(?a = ?b) }", "SELECT ?x { ?x :p ?a . ?x :q ?b }", T, F),
    # --- optional
    # OPTIONAL that binds a projected variable: the unmatched answers lack ?n
    ("optional", "SELECT ?x ?n { ?x :p ?y OPTIONAL { ?x :q ?n } }", "SELECT ?x ?n { ?x :p ?y . ?x :q ?n }", F, T),
    # OPTIONAL over a variable not projected changes no answer
    ("optional", "SELECT ?x { ?x :p ?y OPTIONAL { ?x :q ?n } }", "SELECT ?x { ?x :p ?y }", T, T),
    # the same optional with renamed hidden variables
    ("optional", "SELECT ?x ?n { ?x :p ?y OPTIONAL { ?x :q ?n } }", "SELECT ?x ?n { ?x :p ?z OPTIONAL { ?x :q ?n } }", T, T),
    # !bound after OPTIONAL is SPARQL 1.0 negation: contained in the plain pattern
    ("optional", "SELECT ?x { ?x :p ?y OPTIONAL { ?x :q ?n } FILTER(!bound(?n)) }", "SELECT ?x { ?x :p ?y }", T, F),
    # a comparison with ?n unbound is an error, and !error too: only the matched answers stay
    ("optional", "SELECT ?x ?n { ?x :p ?y OPTIONAL { ?x :q ?n } FILTER(!(?n > 2)) }",
     "SELECT ?x ?n { ?x :p ?y . ?x :q ?n }", T, F),
    # a condition inside OPTIONAL leaves ?n unbound where it fails (x q 1): neither way
    ("optional", "SELECT ?x ?n { ?x :p ?y OPTIONAL { ?x :q ?n FILTER(?n > 2) } }",
     "SELECT ?x ?n { ?x :p ?y OPTIONAL { ?x :q ?n } }", F, F),
    # --- negation (MINUS / NOT EXISTS)
    # OPTIONAL + !bound is NOT EXISTS
    ("negation", "SELECT ?x { ?x :p ?y OPTIONAL { ?y :q ?z } FILTER(!bound(?z)) }",
     "SELECT ?x { ?x :p ?y FILTER NOT EXISTS { ?y :q ?w } }", T, T),
    # NOT EXISTS and MINUS with a shared variable are the same here
    ("negation", "SELECT ?x { ?x :p ?y FILTER NOT EXISTS { ?x :q ?z } }", "SELECT ?x { ?x :p ?y MINUS { ?x :q ?w } }", T, T),
    # negation only removes answers
    ("negation", "SELECT ?x { ?x :p ?y FILTER NOT EXISTS { ?x :q ?z } }", "SELECT ?x { ?x :p ?y }", T, F),
    # excluding more (no q at all) is contained in excluding less (no q to :c)
    ("negation", "SELECT ?x { ?x :p ?y FILTER NOT EXISTS { ?x :q ?z } }", "SELECT ?x { ?x :p ?y FILTER NOT EXISTS { ?x :q :c } }", T, F),
    # MINUS with no shared variable removes nothing
    ("negation", "SELECT ?x { ?x :p ?y MINUS { ?a :q ?b } }", "SELECT ?x { ?x :p ?y }", T, T),
    # --- property paths
    # one step is contained in one-or-more
    ("paths", "SELECT ?x ?y { ?x :p ?y }", "SELECT ?x ?y { ?x :p+ ?y }", T, F),
    # a sequence path is the chain
    ("paths", "SELECT ?x ?y { ?x :p/:q ?y }", "SELECT ?x ?y { ?x :p ?m . ?m :q ?y }", T, T),
    # an inverse path is the reversed edge
    ("paths", "SELECT ?x ?y { ?x ^:p ?y }", "SELECT ?x ?y { ?y :p ?x }", T, T),
    # p* also matches the empty path (x = y, with no edge): p+ ⊑ p*, not the reverse
    ("paths", "SELECT ?x ?y { ?x :p* ?y }", "SELECT ?x ?y { ?x :p+ ?y }", F, T),
    # p? is the empty path or one edge
    ("paths", "SELECT ?x ?y { ?x :p? ?y }", "SELECT ?x ?y { ?x :p ?y }", F, T),
    # a two-step path is not a one-step edge
    ("paths", "SELECT ?x ?y { ?x :p/:p ?y }", "SELECT ?x ?y { ?x :p ?y }", F, F),
    # --- ORDER BY / LIMIT / OFFSET
    # LIMIT on the containing side: with two answers LIMIT 1 misses one
    ("order_limit", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?x :p ?y } LIMIT 1", F, T),
    # ORDER BY alone changes no set of answers
    ("order_limit", "SELECT ?x { ?x :p ?y } ORDER BY ?y", "SELECT ?x { ?x :p ?y }", T, T),
    # the same ORDER BY and LIMIT over the same pattern
    ("order_limit", "SELECT ?x { ?x :p ?y } ORDER BY ?y LIMIT 2", "SELECT ?x { ?x :p ?y } ORDER BY ?y LIMIT 2", T, T),
    # the top answer is an answer
    ("order_limit", "SELECT ?x { ?x :p ?v } ORDER BY DESC(?v) LIMIT 1", "SELECT ?x { ?x :p ?v }", T, F),
    # OFFSET 1 drops an answer: with one answer it returns none
    ("order_limit", "SELECT ?x { ?x :p ?y } OFFSET 1", "SELECT ?x { ?x :p ?y }", T, F),
    # --- aggregates
    # COUNT without DISTINCT over the same pattern, renamed: the same multiplicities
    ("aggregates", "SELECT (COUNT(?x) AS ?n) { ?x :p ?y }", "SELECT (COUNT(?z) AS ?n) { ?z :p ?w }", T, T),
    # the same grouping and count, renamed
    ("aggregates", "SELECT ?g (COUNT(DISTINCT ?x) AS ?n) { ?x :p ?g } GROUP BY ?g",
     "SELECT ?g (COUNT(DISTINCT ?y) AS ?n) { ?y :p ?g } GROUP BY ?g", T, T),
    # COUNT(DISTINCT) over the same pattern, renamed
    ("aggregates", "SELECT (COUNT(DISTINCT ?x) AS ?n) { ?x :p ?y }", "SELECT (COUNT(DISTINCT ?z) AS ?n) { ?z :p ?w }", T, T),
    # MAX over equivalent patterns (a redundant triple)
    ("aggregates", "SELECT (MAX(?v) AS ?m) { ?x :p ?v . ?x :p ?w }", "SELECT (MAX(?v) AS ?m) { ?x :p ?v }", T, T),
    # counts of different properties differ on a KG with one p-edge and no q-edge
    ("aggregates", "SELECT (COUNT(DISTINCT ?x) AS ?n) { ?x :p ?y }", "SELECT (COUNT(DISTINCT ?x) AS ?n) { ?x :q ?y }", F, F),
    # --- GRAPH / FROM
    # FROM <g> reads g, not the default graph: neither (a KG with the triple in one place only)
    ("graph", "SELECT ?x FROM <http://example.org/g> { ?x :p ?y }", "SELECT ?x { ?x :p ?y }", F, F),
    # GRAPH <g> within GRAPH ?h
    ("graph", "SELECT ?x { GRAPH <http://example.org/g> { ?x :p ?y } }", "SELECT ?x { GRAPH ?h { ?x :p ?y } }", T, F),
    # the same FROM on both sides
    ("graph", "SELECT ?x FROM <http://example.org/g> { ?x :p ?y . ?y :q ?z }", "SELECT ?x FROM <http://example.org/g> { ?x :p ?y }", T, F),
    # GRAPH ?g reads the named graphs, not the default graph: neither
    ("graph", "SELECT ?x { GRAPH ?g { ?x :p ?y } }", "SELECT ?x { ?x :p ?y }", F, F),
    # --- VALUES
    # BIND of a constant is a one-row VALUES
    ("values", "SELECT ?x ?z { ?x :p ?y BIND(:c AS ?z) }", "SELECT ?x ?z { ?x :p ?y VALUES ?z { :c } }", T, T),
    ("values", "SELECT ?x { VALUES ?x { :c } ?x :p ?y }", "SELECT ?x { ?x :p ?y }", T, F),
    ("values", "SELECT ?x { VALUES ?x { :c :d } ?x :p ?y }", "SELECT ?x { VALUES ?x { :d :c } ?x :p ?z }", T, T),
    ("values", "SELECT ?x { VALUES ?x { :c :d } ?x :p ?y }", "SELECT ?x { VALUES ?x { :c } ?x :p ?y }", F, T),
    # --- beyond the decided fragment: the expected answer stands, the solver may say unknown
    # an x with a p+ path has a first p edge (and the reverse: one edge is a path): equivalent on ?x
    ("paths", "SELECT ?x { ?x :p+ ?y }", "SELECT ?x { ?x :p ?y }", T, T),
    # SUM counts ?v once per ?w as well: an x with two p values sums them twice on the right
    ("aggregates", "SELECT (SUM(?v) AS ?s) { ?x :p ?v }", "SELECT (SUM(?v) AS ?s) { ?x :p ?v . ?x :p ?w }", F, F),
    # LIMIT 1 over different properties: a KG with only a p edge returns an answer on the left only
    ("order_limit", "SELECT ?x { ?x :p ?y } LIMIT 1", "SELECT ?x { ?x :q ?y } LIMIT 1", F, F),
    # strings starting with "a" and with "b" are disjoint sets of answers
    ("filter", "SELECT ?x { ?x :p ?v FILTER(strstarts(str(?v), \"a\")) }",
     "SELECT ?x { ?x :p ?v FILTER(strstarts(str(?v), \"b\")) }", F, F),
    # the same sub-query text on both sides
    ("bgp", "SELECT ?x { { SELECT ?x { ?x :p ?y } LIMIT 5 } }", "SELECT ?x { { SELECT ?x { ?x :p ?y } LIMIT 5 } }", T, T),
    # --- schema (decided under SCHEMA)
    # subClassOf: A ⊑ B ⊑ C
    ("schema", "SELECT ?x { ?x a :A }", "SELECT ?x { ?x a :B }", T, F),
    ("schema", "SELECT ?x { ?x a :A }", "SELECT ?x { ?x a :C }", T, F),
    # subPropertyOf: p ⊑ q
    ("schema", "SELECT ?x ?y { ?x :p ?y }", "SELECT ?x ?y { ?x :q ?y }", T, F),
    # domain: p's subjects are As, so the type adds nothing
    ("schema", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?x :p ?y . ?x a :A }", T, T),
    # range: p's objects are Ds (a KG with a literal object of p, which RDF cannot type, satisfies
    # no schema with that range: it is not one of the KGs quantified over)
    ("schema", "SELECT ?y { ?x :p ?y }", "SELECT ?y { ?x :p ?y . ?y a :D }", T, T),
    # the same, for an object also used as a subject
    ("schema", "SELECT ?y { ?x :p ?y . ?y :r ?z }", "SELECT ?y { ?x :p ?y . ?y :r ?z . ?y a :D }", T, T),
    # domain then subClassOf: p's subjects are Cs
    ("schema", "SELECT ?x { ?x :p ?y }", "SELECT ?x { ?x a :C }", T, F),
    # no rule relates q to p
    ("schema", "SELECT ?x { ?x :q ?y }", "SELECT ?x { ?x :p ?y }", F, T),
]

#: renamings of the vocabulary: each base case is run under each (no answer changes)
VOCABULARIES = [
    {},
    {":p": ":hasPart", ":q": ":contains", ":A": ":Engine", ":B": ":Machine", ":C": ":Artifact", ":D": ":Component"},
    {":p": ":director", ":q": ":creator", ":r": ":starring", ":A": ":Film", ":B": ":Work", ":C": ":Thing2",
     ":D": ":Person", ":c": ":e1", ":d": ":e2"},
    {":p": ":memberOf", ":q": ":affiliatedWith", ":r": ":locatedIn", ":A": ":Player", ":B": ":Athlete",
     ":C": ":Agent", ":D": ":Team", ":c": ":k1", ":d": ":k2"},
]

#: the groups the must-hold counts the true containments on
COMPLETE_GROUPS = ("bgp", "union", "filter", "schema")


def _rename(text: str, voc: dict[str, str]) -> str:
    import re
    if not voc:
        return text
    pattern = re.compile("|".join(re.escape(k) + r"\b" for k in sorted(voc, key=len, reverse=True)))
    return pattern.sub(lambda m: voc[m.group(0)], text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--limit", type=int, default=0, help="only the first N pairs")
    args = ap.parse_args(argv)

    import tempfile
    from verifier.prover.equiv import equivalence

    prefix = "PREFIX : <http://example.org/> "
    pairs = [(feat, _rename(a, v), _rename(b, v), f, g, _rename(SCHEMA, v) if feat == "schema" else None)
             for v in VOCABULARIES for feat, a, b, f, g in CASES]
    if args.limit:
        pairs = pairs[: args.limit]
    stats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    wrong_rows = []
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for k, (feat, a, b, f, g, schema) in enumerate(pairs):
            path = None
            if schema is not None:
                path = Path(tmp) / f"schema{k}.ttl"
                path.write_text(schema)
            r = equivalence(prefix + a, prefix + b, schema=str(path) if path else None)
            for got, want, which in ((r.forward.contained if r.forward else None, f, "1in2"),
                                     (r.backward.contained if r.backward else None, g, "2in1")):
                s = stats[feat]
                s["directions"] += 1
                s["true_containments"] += int(want is True)
                if got is None:
                    s["unknown"] += 1
                elif got == want:
                    s["right"] += 1
                    s["found_containments"] += int(want is True)
                else:
                    s["wrong"] += 1
                    s["wrong_contained"] += int(got is True)
                    wrong_rows.append({"feature": feat, "direction": which, "q1": a, "q2": b, "got": got, "want": want})
    seconds = time.perf_counter() - t0
    print(f"{'feature':<12} {'dirs':>5} {'right':>7} {'unknown':>8} {'wrong':>6} {'true⊑ found':>12}")
    total = defaultdict(int)
    for feat in dict.fromkeys(c[0] for c in CASES):
        s = stats.get(feat)
        if not s:
            continue
        n = s["directions"]
        print(f"{feat:<12} {n:>5} {s['right'] / n:>7.2f} {s['unknown'] / n:>8.2f} {s['wrong'] / n:>6.2f} "
              f"{s['found_containments']:>5}/{s['true_containments']:<6}")
        for key, val in s.items():
            total[key] += val
    for w in wrong_rows:
        print("WRONG", w, file=sys.stderr)
    complete_true = sum(stats[g]["true_containments"] for g in COMPLETE_GROUPS if g in stats)
    complete_found = sum(stats[g]["found_containments"] for g in COMPLETE_GROUPS if g in stats)
    summary = {
        "pairs": len(pairs), "directions": total["directions"],
        "right": total["right"], "unknown": total["unknown"], "wrong": total["wrong"],
        "wrong_contained": total["wrong_contained"],
        "complete_groups_containments_found": round(complete_found / complete_true, 4) if complete_true else None,
        "per_feature": {f: {"right": round(s["right"] / s["directions"], 3),
                            "unknown": round(s["unknown"] / s["directions"], 3),
                            "wrong": round(s["wrong"] / s["directions"], 3)} for f, s in stats.items()},
        "seconds": round(seconds, 1),
    }
    print(f"{len(pairs)} pairs, {total['directions']} directions: wrong 'contained' {total['wrong_contained']}, "
          f"true containments found on {'/'.join(COMPLETE_GROUPS)}: {complete_found}/{complete_true}")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
