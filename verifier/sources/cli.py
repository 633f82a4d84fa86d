"""``verifier equiv Q1 Q2``: query equivalence and containment."""

from __future__ import annotations

import argparse
import json

from ..cli import _read_text_or_file, dialogue_and_kg
from ..cli_options import add_verifier_options

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("equiv", help="are two SPARQL queries equivalent, or one contained in the other?")
    p.add_argument("query1", help="SPARQL text or file")
    p.add_argument("query2", help="SPARQL text or file")
    p.add_argument("--timeout-ms", type=int, default=2000)
    p.add_argument("--lexicon", action="append",
                   help="Lemon/OntoLex Turtle whose property domains and ranges are taken as ontology axioms")
    p.add_argument("--schema", help="RDFS schema in Turtle (subClassOf, subPropertyOf, domain, range) the KG satisfies")
    p.add_argument("--json", action="store_true",
                   help="per direction: contained true/false/null, with a variable mapping or a counter-example KG")
    p.set_defaults(func=_run_equiv)
    register_guard(sub)


def _run_equiv(args: argparse.Namespace) -> int:
    from ..prover.equiv import equivalence

    lexicon = None
    if args.lexicon:
        from ..bridge import Lexicon
        lexicon = Lexicon.load(args.lexicon if len(args.lexicon) > 1 else args.lexicon[0])
    r = equivalence(_read_text_or_file(args.query1), _read_text_or_file(args.query2), args.timeout_ms,
                    lexicon=lexicon, schema=args.schema)
    if args.json:
        print(json.dumps(r.to_dict(), ensure_ascii=False))
    else:
        print(("EQUIVALENT" if r.equivalent else "NOT EQUIVALENT") + f": {r.explanation}")
        for label, d in (("1 in 2", r.forward), ("2 in 1", r.backward)):
            if d is not None:
                verdict = {True: "contained", False: "not contained", None: "unknown"}[d.contained]
                print(f"  {label}: {verdict}: {d.reason}")
    return 0 if r.equivalent else (3 if not r.decided else 1)


def register_guard(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("guard", help="ask an LLM for a query, verify it, and have it repair rejected ones",
                       description="Exit codes: 0 a verified query (with --kg, grounded when the KG answers it);"
                                   " 1 refused: the LLM answered but no query was verified; 4 the LLM could not"
                                   " be reached or answered with something unusable; 2 usage.")
    p.add_argument("question")
    p.add_argument("--llm", required=True, help="OpenAI-compatible API base URL (…/v1)")
    p.add_argument("--model", help="model name (default: $VERIFIER_LLM_MODEL)")
    p.add_argument("--attempts", type=int, default=3)
    add_verifier_options(p)
    p.add_argument("--json", action="store_true")
    p.add_argument("--context", metavar="FILE", help="the dialogue before a follow-up question (JSON: a list of "
                   "turns with speaker, utterance and entities, or an object with `history`), given to the LLM "
                   "and the verifier")
    p.set_defaults(func=_run_guard)


def _run_guard(args: argparse.Namespace) -> int:
    from ..api import Verifier
    from .guardrail import Guardrail
    from .llm import ChatCompletionsSource

    context, kg, failed = dialogue_and_kg(args, "guard")
    if failed is not None:
        return failed
    with Verifier(lexicon=args.lexicon or None, kg=kg, timeout_ms=args.timeout_ms, names=tuple(args.names),
                  kg_profile=args.kg_profile) as verifier:
        result = Guardrail(ChatCompletionsSource(args.llm, args.model), verifier, args.attempts).answer(
            args.question, context=context)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    elif result.accepted:
        print(f"{result.transcript()}\n\nACCEPTED after {len(result.attempts)} attempt(s):\n{result.sparql}\n\n"
              f"{result.verdict.render()}")
    else:
        head = "LLM FAILED" if result.outcome == "generator_failed" else "REFUSED"
        print((result.transcript() + "\n\n" if result.attempts else "") + f"{head}: {result.refusal}")
    return result.exit_code
