"""The ``verifier`` command.

``verifier check``  one question (text or stored MRS) and one query → a verdict (exit 0 accept, 1 reject,
                    3 unknown, 2 usage error);
``verifier parse``  the question side: MRS, scoped logic, answer variables and kind;
``verifier data``   where WordNet is found; ``data install`` copies it for this user and builds its index;
``verifier lexicon``, ``verifier audit``, … are registered by their stages' own ``cli`` modules.

Exit codes, the same for every command: 0 accept (or success), 1 reject (``audit --fail-on reject``: a
record was rejected; ``guard``: no query was verified), 3 unknown, 2 a usage error (a bad option, a missing or
unreadable input file, a malformed lexicon or KG, an output that cannot be written): one line on standard
error saying what is wrong, never a traceback or a verdict about the user's files; 4 a service the command
needs could not be used (``guard``'s LLM unreachable or answering nonsense: no judgement of any query).
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from pathlib import Path

from .cli_options import add_verifier_options, kg_source, positive_int
from .verdict import EXIT_CODES

__all__ = ["main", "build_parser", "configure_logging", "UsageError", "positive_int"]


class UsageError(Exception):
    """Bad input from the command line (exit 2): the message is printed as it is, after the command's name."""


#: stage modules that contribute subcommands through ``register(subparsers)``
_STAGE_COMMANDS = ("verifier.question.cli", "verifier.bridge.cli", "verifier.audit.cli", "verifier.sources.cli",
                   "verifier.sources.ask", "verifier.service", "verifier.assistants", "verifier.datacli")


def _read_text_or_file(value: str) -> str:
    """A command-line value that is either the text itself or the path of a file holding it."""
    if value == "-":
        return sys.stdin.read()
    p = Path(value)
    if len(value) < 4096 and "\n" not in value and p.is_file():
        data = p.read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise UsageError(f"{value} is not UTF-8 text (byte {exc.start}): a query file must be text") from None
        if "\x00" in text:
            raise UsageError(f"{value} is a binary file, not a query")
        return text
    return value


def _add_check(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("check", help="does a SPARQL query answer a question?",
                       description="Verify one query against one question. Exit code: 0 accept, 1 reject, "
                                   "3 unknown, 2 usage error.")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--mrs", help="the question's MRS: a SimpleMRS or MRS-JSON file")
    src.add_argument("--question", help="the question as English text (parsed by our grammar)")
    p.add_argument("--sparql", required=True, help="the query: text, a file, or - for standard input")
    add_verifier_options(p)
    p.add_argument("--context", metavar="FILE",
                   help="the dialogue before a follow-up question: a JSON list of turns (speaker, utterance, "
                        "entities) or an object with `history`; \"that person\", \"it\", \"Or X?\" are read from it")
    p.add_argument("--schema", help="RDFS schema in Turtle whose subClassOf/subPropertyOf/domain/range axioms hold")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON")
    p.set_defaults(func=_run_check)


def _is_url(value: str) -> bool:
    return value.startswith(("http://", "https://"))


def _check_inputs(args: argparse.Namespace) -> None:
    """The checks every command shares, before it starts: limits above zero, input files that exist,
    outputs that can be written. Each failure is a :class:`UsageError` naming the option and the file."""
    timeout = getattr(args, "timeout_ms", None)
    if isinstance(timeout, int) and timeout <= 0:
        raise UsageError(f"--timeout-ms must be above zero, not {timeout}")
    for option in ("lexicon", "kg"):
        values = getattr(args, option, None)
        values = [values] if isinstance(values, str) else (values or [])
        for value in values:
            if isinstance(value, str) and not _is_url(value) and not Path(value).is_file():
                raise UsageError(f"--{option}: no such file: {value}")
    for option in ("out", "report"):
        value = getattr(args, option, None)
        if isinstance(value, str) and value != "-":
            target = Path(value)
            parent = target.parent if str(target.parent) else Path(".")
            if target.is_dir():
                raise UsageError(f"--{option}: {value} is a folder, not a file")
            if not parent.is_dir():
                raise UsageError(f"--{option}: cannot write {value}: no folder {parent}")
            if not os.access(parent, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
                raise UsageError(f"--{option}: cannot write {value}: permission denied")


def load_inputs(verifier) -> None:
    """Open a :class:`~verifier.api.Verifier`'s lexicon and KG now, so that a malformed file is a usage
    error naming it (exit 2) rather than an ``internal_error`` verdict about the user's question."""
    try:
        verifier.lexicon
    except Exception as exc:  # rdflib's syntax errors, decoding errors, a damaged file: all the user's input
        raise UsageError(f"cannot read the lexicon {_names(verifier._lexicon_arg)}: {_first_line(exc)}") from None
    try:
        store = verifier.store
        if store is not None and hasattr(store, "graph") and getattr(store, "paths", ()):
            store.graph  # a local KG is parsed now; an endpoint is reached on first use
    except Exception as exc:
        raise UsageError(f"cannot read the KG {_names(verifier._kg_arg)}: {_first_line(exc)}") from None


def _names(arg) -> str:
    return ", ".join(map(str, arg)) if isinstance(arg, (list, tuple)) else str(arg)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")


def dialogue_and_kg(args: argparse.Namespace, command: str) -> tuple[object, object, int | None]:
    """What ``verifier check`` and ``verifier guard`` share: ``--context`` read as a dialogue (None without
    it) and ``--kg`` as given (one endpoint URL as a string, else the list of files); an unreadable context is
    said on stderr and its exit status (2) is the third value, else None."""
    context = None
    if args.context:
        from .question.dialogue import Dialogue
        try:
            context = Dialogue.coerce(Path(args.context).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"verifier {command}: cannot read the dialogue context {args.context}: {exc}", file=sys.stderr)
            return None, None, 2
    return context, kg_source(args.kg), None


def _run_check(args: argparse.Namespace) -> int:
    from .api import Verifier

    sparql = _read_text_or_file(args.sparql)
    context, kg, failed = dialogue_and_kg(args, "check")
    if failed is not None:
        return failed
    with Verifier(lexicon=args.lexicon or None, kg=kg, timeout_ms=args.timeout_ms, names=tuple(args.names),
                  kg_profile=args.kg_profile,
                  **({"schema": args.schema} if getattr(args, "schema", None) else {})) as verifier:
        load_inputs(verifier)
        if args.mrs:
            if not Path(args.mrs).is_file():
                print(f"verifier check: no such MRS file: {args.mrs}", file=sys.stderr)
                return 2
            question: object = Path(args.mrs)
        else:
            question = args.question
        verdict = verifier.check(question, sparql, context=context)
    print(verdict.to_json(indent=2) if args.json else verdict.render(verbose=getattr(args, "verbose", False)))
    return EXIT_CODES[verdict.status]


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(prog="verifier", description="Decide whether a SPARQL query answers a question.",
                                     epilog="exit codes: 0 accept or success, 1 reject, 3 unknown, 2 usage error, "
                                            "4 a service (an LLM) unreachable")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="show the logic (formulas, axioms, counterexample facts) in text output and log the "
                             "library's progress on standard error")
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


def configure_logging(verbose: bool) -> None:
    """The library logs through ``logging`` (logger ``verifier.*``) and never prints; the command shows
    its warnings on standard error, and with ``-v`` its debug messages too (stage timings, lexicons and
    KGs loaded, the traceback behind an ``internal_error`` verdict). Other libraries stay at warnings."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("verifier")
    logger.handlers[:] = [handler]
    logger.propagate = False
    logger.setLevel(logging.DEBUG if verbose else logging.WARNING)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0) and 2
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    configure_logging(args.verbose)
    name = f"verifier {args.command}" if getattr(args, "command", None) else "verifier"
    try:
        _check_inputs(args)
        return int(args.func(args))
    except UsageError as exc:
        print(f"{name}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        # an input that vanished, an output that cannot be written (a full disk, a read-only folder): the
        # machine's answer, said in one line
        where = f" {exc.filename}" if exc.filename else ""
        print(f"{name}: cannot use{where}: {exc.strerror or exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
