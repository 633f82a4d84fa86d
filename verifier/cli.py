"""The ``verifier`` command.

``verifier check``  one question (text or stored MRS) and one query → a verdict (exit 0 accept, 1 reject,
                    3 unknown, 2 usage error);
``verifier parse``  the question side: MRS, scoped logic, answer variables and kind;
``verifier lexicon``, ``verifier audit``, … are registered by their stages' own ``cli`` modules.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from .verdict import EXIT_CODES

__all__ = ["main", "build_parser"]

#: stage modules that contribute subcommands through ``register(subparsers)``
_STAGE_COMMANDS = ("verifier.question.cli", "verifier.bridge.cli", "verifier.audit.cli", "verifier.sources.cli",
                   "verifier.sources.ask", "verifier.service")


def _read_text_or_file(value: str) -> str:
    """A command-line value that is either the text itself or the path of a file holding it."""
    if value == "-":
        return sys.stdin.read()
    p = Path(value)
    if len(value) < 4096 and "\n" not in value and p.is_file():
        return p.read_text(encoding="utf-8")
    return value


def _add_check(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("check", help="does a SPARQL query answer a question?",
                       description="Verify one query against one question. Exit code: 0 accept, 1 reject, "
                                   "3 unknown, 2 usage error.")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--mrs", help="the question's MRS: a SimpleMRS or MRS-JSON file")
    src.add_argument("--question", help="the question as English text (parsed by our grammar)")
    p.add_argument("--sparql", required=True, help="the query: text, a file, or - for standard input")
    p.add_argument("--lexicon", action="append", help="Lemon/OntoLex lexicon in Turtle (repeatable)")
    p.add_argument("--kg", action="append", help="Turtle file(s) of the KG, or a SPARQL endpoint URL")
    p.add_argument("--timeout-ms", type=int, default=2000, help="Z3 time limit per entailment (default 2000)")
    p.add_argument("--schema", help="RDFS schema in Turtle whose subClassOf/subPropertyOf/domain/range axioms hold")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON")
    p.set_defaults(func=_run_check)


def _run_check(args: argparse.Namespace) -> int:
    from .api import Verifier

    sparql = _read_text_or_file(args.sparql)
    kg = args.kg[0] if args.kg and len(args.kg) == 1 and args.kg[0].startswith(("http://", "https://")) else args.kg
    with Verifier(lexicon=args.lexicon, kg=kg, timeout_ms=args.timeout_ms,
                  **({"schema": args.schema} if getattr(args, "schema", None) else {})) as verifier:
        if args.mrs:
            if not Path(args.mrs).is_file():
                print(f"verifier check: no such MRS file: {args.mrs}", file=sys.stderr)
                return 2
            question: object = Path(args.mrs)
        else:
            question = args.question
        verdict = verifier.check(question, sparql)
    print(verdict.to_json(indent=2) if args.json else verdict.render())
    return EXIT_CODES[verdict.status]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="verifier", description="Decide whether a SPARQL query answers a question.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_check(sub)
    for name in _STAGE_COMMANDS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue  # that stage has no commands (yet)
            raise
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0) and 2
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args))
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
