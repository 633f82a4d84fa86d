"""The chemistry example: questions about a small Wikidata-style KG, each with a right query and
queries that are wrong in the ways LLMs get them wrong. Run with ``make demo``.

Each question is parsed by our own grammar (``grammars/``); the benzene question is also checked from
the ERG's own MRS when the shared data is present, to show that both parse sources meet in one logic.
"""

from __future__ import annotations

import sys
from pathlib import Path

from verifier import Verifier

HERE = Path(__file__).resolve().parent
SEED_MRS = HERE.parents[1].parent / "shared" / "data" / "seed" / "benzene.mrs"
P = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"

CASES = [
    ("What is the mass of benzene?", [
        ("the right query", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"),
        ("another compound", "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"),
        ("another property", "SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }"),
        ("subject and object swapped", "SELECT ?v WHERE { ?v wdt:P2067 wd:Q2270 }"),
        ("an extra triple", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v . ?v wdt:P31 wd:Q11173 }"),
        ("constraint dropped, answer variable changed", "SELECT ?x WHERE { ?x wdt:P2067 ?v }"),
        ("ASK instead of SELECT", "ASK { wd:Q2270 wdt:P2067 ?v }"),
        ("an update", "DELETE WHERE { wd:Q2270 wdt:P2067 ?v }"),
        ("prose instead of a query", "The mass of benzene is about 78 g/mol."),
    ]),
    ("What is the boiling point of toluene?", [
        ("the right query", "SELECT ?b WHERE { wd:Q15779 wdt:P2102 ?b }"),
        ("the melting point instead", "SELECT ?b WHERE { wd:Q15779 wdt:P2101 ?b }"),
    ]),
    ("Is the density of ethanol greater than 0.7?", [
        ("the right query", "ASK { wd:Q153 wdt:P2054 ?d . FILTER(?d > 0.7) }"),
    ]),
    ("How many chemical compounds are there?", [
        ("the right query", "SELECT (COUNT(?c) AS ?n) WHERE { ?c wdt:P31 wd:Q11173 }"),
        ("listing instead of counting", "SELECT ?c WHERE { ?c wdt:P31 wd:Q11173 }"),
    ]),
]


def main() -> int:
    verifier = Verifier(lexicon=HERE / "lexicon.ttl", kg=HERE / "kg.ttl")
    tally = {"accept": 0, "reject": 0, "unknown": 0}
    if SEED_MRS.is_file():
        print("=" * 100)
        print("From the ERG's MRS of “What is the mass of benzene?” (../shared/data/seed/benzene.mrs)")
        for label, q in CASES[0][1][:3]:
            v = verifier.check(SEED_MRS, P + q)
            tally[v.status] += 1
            print(f"\n--- {label}: {q}\n{v.render()}")
    for question, queries in CASES:
        print("=" * 100)
        print(f"Question: {question}")
        for label, q in queries:
            v = verifier.check(question, P + q if q.lstrip().upper().startswith(("SELECT", "ASK")) else q)
            tally[v.status] += 1
            print(f"\n--- {label}: {q}\n{v.render()}")
    print("=" * 100)
    print("verdicts: " + ", ".join(f"{k} {n}" for k, n in tally.items()))
    verifier.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
