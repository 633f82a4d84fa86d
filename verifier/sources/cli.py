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
    p.add_argument("--lexicon", action="append",
                   help="Lemon/OntoLex Turtle whose property domains and ranges are taken as ontology axioms")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_run_equiv)
    register_guard(sub)


def _run_equiv(args: argparse.Namespace) -> int:
    from ..prover.equiv import equivalence

    lexicon = None
    if args.lexicon:
        from ..bridge import Lexicon
        lexicon = Lexicon.load(args.lexicon if len(args.lexicon) > 1 else args.lexicon[0])
    r = equivalence(_read_text_or_file(args.query1), _read_text_or_file(args.query2), args.timeout_ms,
                    lexicon=lexicon)
    if args.json:
        print(json.dumps(r.to_dict()))
    else:
        print(("EQUIVALENT" if r.equivalent else "NOT EQUIVALENT") + f": {r.explanation}")
    return 0 if r.equivalent else (3 if not r.decided else 1)


def register_guard(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("guard", help="ask an LLM for a query, verify it, and have it repair rejected ones")
    p.add_argument("question")
    p.add_argument("--llm", required=True, help="OpenAI-compatible API base URL (…/v1)")
    p.add_argument("--model", help="model name (default: $VERIFIER_LLM_MODEL)")
    p.add_argument("--attempts", type=int, default=3)
    p.add_argument("--lexicon", action="append")
    p.add_argument("--kg", action="append")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_run_guard)


def _run_guard(args: argparse.Namespace) -> int:
    from ..api import Verifier
    from .guardrail import Guardrail
    from .llm import ChatCompletionsSource

    kg = args.kg[0] if args.kg and len(args.kg) == 1 and args.kg[0].startswith(("http://", "https://")) else args.kg
    with Verifier(lexicon=args.lexicon, kg=kg) as verifier:
        result = Guardrail(ChatCompletionsSource(args.llm, args.model), verifier, args.attempts).answer(args.question)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    elif result.accepted:
        print(f"ACCEPTED after {len(result.attempts)} attempt(s):\n{result.sparql}\n\n{result.verdict.render()}")
    else:
        print(f"REFUSED: {result.refusal}")
    return 0 if result.accepted else 1
