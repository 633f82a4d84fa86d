"""Write the lexicons the unseen-vocabulary check uses: QALD-9's lexicon less half its lemmas, and an empty one.

A lemma goes to half K when the md5 of its canonical written form, read as a number, is K modulo 2; ``halfK.ttl``
keeps the *other* half, so ``half0.ttl`` lacks the lemmas of half 0. Everything that is not a lexical entry
(frame markers, senses of kept entries, the lexicon node) is kept. The gold acceptance with each file stands in
for questions whose words the lexicon does not reach:

    python benchmarks/half_lexicon.py --out /tmp/xl
    python benchmarks/accuracy.py --lexicon /tmp/xl/half0.ttl --sections golds --json

Prints a table and, last, a JSON line with the number of entries each file drops and keeps.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "qald9" / "lexicon-qald9.ttl"


def entries(graph) -> set:
    """The lexical entries of ``graph``: typed as one, or with a canonical form and a sense or a frame."""
    from rdflib.namespace import RDF
    out = set()
    for s, o in graph.subject_objects(RDF.type):
        if str(o).endswith(("#LexicalEntry", "/LexicalEntry")):
            out.add(s)
    for s in set(graph.subjects()):
        preds = {str(p).rsplit("#", 1)[-1] for p in graph.predicates(s)}
        if "canonicalForm" in preds and preds & {"sense", "synBehavior"}:
            out.add(s)
    return out


def lemma(graph, entry) -> str | None:
    """The first (sorted) written form of the entry's canonical form."""
    reps = sorted(str(r) for p, f in graph.predicate_objects(entry) if str(p).endswith("canonicalForm")
                  for q, r in graph.predicate_objects(f) if str(q).endswith("writtenRep"))
    return reps[0] if reps else None


def half_of(text: str) -> int:
    return int(hashlib.md5(text.encode()).hexdigest(), 16) % 2


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lexicon", default=str(SHARED))
    ap.add_argument("--out", required=True, help="directory for half0.ttl, half1.ttl and empty.ttl")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    import rdflib
    g = rdflib.Graph().parse(args.lexicon, format="turtle")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    found = entries(g)
    result = {"entries": len(found)}
    for k in (0, 1):
        drop = {e for e in found if (t := lemma(g, e)) is not None and half_of(t) == k}
        h = rdflib.Graph()
        for prefix, ns in g.namespaces():
            h.bind(prefix, ns)
        for t in g:
            if t[0] not in drop and t[2] not in drop:
                h.add(t)
        h.serialize(out / f"half{k}.ttl", format="turtle")
        result[f"half{k}"] = {"dropped": len(drop), "kept": len(found) - len(drop)}
    (out / "empty.ttl").write_text("\n")
    for k in (0, 1):
        print(f"half{k}.ttl  drops {result[f'half{k}']['dropped']:5d} of {len(found)} entries")
    print("empty.ttl  no entries")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
