"""``verifier equiv Q1 Q2``: query equivalence and containment."""

from __future__ import annotations

import argparse
import json

from ..cli import _read_text_or_file

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("equiv", help="are two SPARQL queries equivalent, or one contained in the other?")
    p.add_argument("query1", help="SPARQL text or file")
    p.add_argument("query2", help="SPARQL text or file")
    p.add_argument("--timeout-ms", type=int, default=2000)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_run_equiv)


def _run_equiv(args: argparse.Namespace) -> int:
    from ..prover.equiv import equivalence

    r = equivalence(_read_text_or_file(args.query1), _read_text_or_file(args.query2), args.timeout_ms)
    if args.json:
        print(json.dumps(r.to_dict()))
    else:
        print(("EQUIVALENT" if r.equivalent else "NOT EQUIVALENT") + f": {r.explanation}")
    return 0 if r.equivalent else (3 if not r.decided else 1)
