"""``verifier lexicon stats FILE…`` and ``verifier lexicon build --kg KG --out FILE``.

``stats`` reads Lemon/OntoLex lexica and prints how many entries each frame has, every entry the
consistency check (:mod:`verifier.bridge.lexcheck`) read differently from its file, with the rule
and the reason, and every entry that yields no axiom: the ones the reader could not use (no sense, no reference …) and the ones no
template in ``axiom_templates/`` instantiates, each with the reason. ``build`` derives candidate
entries from a KG's property and class labels (:mod:`verifier.bridge.autolex`) and writes them as
OntoLex Turtle.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

__all__ = ["register", "run_stats", "run_build"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("lexicon", help="inspect or build Lemon/OntoLex lexica",
                       description="Lexicon tools: statistics and template coverage, or a lexicon derived from a KG.")
    lsub = p.add_subparsers(dest="lexicon_command", metavar="ACTION")
    s = lsub.add_parser("stats", help="entries per frame, and every entry that yields no axiom, with the reason")
    s.add_argument("files", nargs="+", help="Lemon / OntoLex Turtle file(s)")
    s.add_argument("--templates", help="template directory (default: the project's axiom_templates/)")
    s.add_argument("--namespace", action="append", default=[], metavar="NS=VOCAB",
                   help="read namespace NS as vocabulary lemon, lexinfo or oils (repeatable)")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.add_argument("--limit", type=int, default=50, help="entries listed per reason (default 50; 0 = all)")
    s.set_defaults(func=run_stats)
    b = lsub.add_parser("build", help="derive candidate entries from a KG's labels, or a Wikidata lexicon",
                        description="Derive lexical entries from a KG's property and class labels (--kg), or build a "
                                    "Wikidata lexicon from property labels and aliases (--wikidata) and the entity, "
                                    "relation and class labels that dialogue records annotate (--annotations).")
    src = b.add_mutually_exclusive_group(required=True)
    src.add_argument("--kg", action="append", help="Turtle file(s) or a SPARQL endpoint URL")
    src.add_argument("--wikidata", metavar="PROPERTIES",
                     help="Wikidata property labels: the npm package wikidata-properties (directory, .tgz or "
                          "lib/index.cjs) or a JSON file of {id, label, alias} records")
    b.add_argument("--annotations", action="append", default=[], metavar="JSONL",
                   help="dialogue records whose context annotates entities, relations and types (SPICE format)")
    b.add_argument("--all-properties", action="store_true",
                   help="with --wikidata: every property, not only those annotated or named by the annotated "
                        "records' queries (about 70,000 entries)")
    b.add_argument("--labels-out", help="with --wikidata: write the annotated entities' and classes' labels "
                                        "(rdfs:label Turtle, a KG the verifier reads names from) here")
    b.add_argument("--out", required=True, help="output Turtle file")
    b.add_argument("--confidence", type=float, default=0.5, help="confidence of the derived entries (default 0.5)")
    b.set_defaults(func=run_build)
    p.set_defaults(func=lambda args: (p.print_help(), 2)[1])


def run_stats(args: argparse.Namespace) -> int:
    from .frames import why_no_template
    from .lexicon import Lexicon
    from .templates import load_templates

    ns_map = {}
    for item in args.namespace:
        ns, sep, vocab = item.rpartition("=")
        if not sep or vocab not in ("lemon", "lexinfo", "oils"):
            print(f"verifier lexicon stats: --namespace wants NS=lemon|lexinfo|oils, got {item!r}", file=sys.stderr)
            return 2
        ns_map[ns] = vocab
    try:
        lexicon = Lexicon.load(args.files, namespace_map=ns_map or None)
    except Exception as exc:  # unreadable Turtle: say which file
        print(f"verifier lexicon stats: {exc}", file=sys.stderr)
        return 2
    templates = load_templates(args.templates)
    uncovered = []
    for e in lexicon:
        why = why_no_template(e, templates)
        if why is not None:
            uncovered.append((e.id, e.lemma, e.frame, why))
    stats = lexicon.stats()
    stats["instantiable"] = len(lexicon) - len(uncovered)
    stats["no_template"] = len(uncovered)
    if args.json:
        stats["uncovered"] = [{"entry": i, "lemma": l, "frame": f, "reason": r} for i, l, f, r in uncovered]
        stats["unread"] = [{"entry": i, "reason": r} for i, r in lexicon.skipped]
        stats["repaired"] = [{"entry": r.entry, "lemma": r.lemma, "reference": r.reference, "action": r.action,
                              "rule": r.rule, "reason": r.reason} for r in lexicon.repairs]
        stats["withdrawn"] = [{"entry": i, "reason": r} for i, r in lexicon.deprecated]
        print(json.dumps(stats, ensure_ascii=False))
        return 0
    print(f"{stats['entries']} lexical entries (sense × frame), {stats['lemmas']} lemmas, from {len(args.files)} file(s)")
    print(f"  instantiate a template: {stats['instantiable']}; no template: {stats['no_template']}; "
          f"unread entries: {stats['skipped']}")
    print("per frame:")
    for frame, n in stats["frames"].items():
        print(f"  {frame:28} {n:6}")
    print("per reference kind:")
    for kind, n in stats["kinds"].items():
        print(f"  {kind:28} {n:6}")
    limit = args.limit or None
    if lexicon.repairs:
        print("entries the consistency check read differently from the file:")
        for kind, n in stats["repairs"].items():
            print(f"  [{n}] {kind}")
            for r in [r for r in lexicon.repairs if f"{r.action} ({r.rule})" == kind][:limit]:
                print(f"      {r.entry} \"{r.lemma}\" {r.reference}: {r.reason}")
    if lexicon.deprecated:
        print(f"entries an overlay withdrew (owl:deprecated): {len(lexicon.deprecated)}")
        for ident, reason in lexicon.deprecated[:limit]:
            print(f"      {ident}: {reason}")
    if lexicon.skipped:
        print("entries the reader could not use:")
        for reason, n in Counter(r for _, r in lexicon.skipped).most_common():
            print(f"  [{n}] {reason}")
            for ident, _ in [x for x in lexicon.skipped if x[1] == reason][:limit]:
                print(f"      {ident}")
    if uncovered:
        print("entries no template instantiates:")
        for reason, n in Counter(r for *_, r in uncovered).most_common():
            print(f"  [{n}] {reason}")
            for ident, lemma, frame, _ in [u for u in uncovered if u[3] == reason][:limit]:
                print(f"      {ident} \"{lemma}\" ({frame})")
    return 0


def run_build(args: argparse.Namespace) -> int:
    if args.wikidata:
        return _run_build_wikidata(args)
    from ..kg import open_kg
    from .autolex import derive_from_store, to_turtle

    kg = args.kg[0] if len(args.kg) == 1 and args.kg[0].startswith(("http://", "https://")) else args.kg
    try:
        store = open_kg(kg)
        entries = derive_from_store(store, source=", ".join(args.kg), confidence=args.confidence)
    except Exception as exc:
        print(f"verifier lexicon build: {exc}", file=sys.stderr)
        return 1
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(to_turtle(entries))
    frames = Counter(e.frame for e in entries)
    print(f"{len(entries)} candidate entries written to {args.out}: "
          + ", ".join(f"{f} {n}" for f, n in frames.most_common()))
    return 0


def _run_build_wikidata(args: argparse.Namespace) -> int:
    from . import wikidata
    from .autolex import to_turtle

    try:
        properties = wikidata.read_properties(args.wikidata)
        annotations = wikidata.read_annotations(args.annotations)
        keep = None
        if not args.all_properties:
            queries = []
            for path in args.annotations:
                with open(path, encoding="utf-8") as fh:
                    for line in fh:
                        row = json.loads(line) if line.strip() else {}
                        queries += [row.get(k, "") for k in ("gold_sparql", "candidate_sparql", "sparql")]
            keep = set(annotations.relations) | wikidata.properties_in_queries(queries)
        entries = wikidata.derive_entries(properties, annotations, keep, confidence=args.confidence)
    except (OSError, ValueError) as exc:
        print(f"verifier lexicon build: {exc}", file=sys.stderr)
        return 2
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(to_turtle(entries, base="http://example.org/wikidata-lexicon#"))
    if args.labels_out:
        with open(args.labels_out, "w", encoding="utf-8") as fh:
            fh.write(wikidata.labels_turtle(annotations))
    frames = Counter(e.frame for e in entries)
    print(f"{len(entries)} entries for {len({e.reference if e.value is None else e.value for e in entries})} "
          f"Wikidata terms written to {args.out}: " + ", ".join(f"{f} {n}" for f, n in frames.most_common())
          + (f"; {len(annotations.entities) + len(annotations.types)} labels to {args.labels_out}"
             if args.labels_out else ""))
    return 0
