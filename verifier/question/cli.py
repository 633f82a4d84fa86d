"""``verifier parse``: show the question side's work (MRS, scoped logic, answer variables, kind).

Inputs: a question text (parsed by :class:`verifier.question.parsers.GrammarParser` when available),
``--mrs FILE`` (SimpleMRS / MRS-JSON / JSONL), or ``--jsonl FILE`` (a batch of ``{profile, i_id, text,
mrs}`` records). ``--all`` prints every reading (default: the first), ``--json`` one JSON object per
question.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Iterable, Optional

__all__ = ["register", "run"]


def register(sub) -> None:
    p = sub.add_parser("parse", help="question → MRS → scoped logic, answer variables and kind",
                       description="Show the readings of a question: its scoped logic, answer variables "
                                   "and question kind.")
    p.add_argument("question", nargs="?", help="the question as English text (needs the question grammar)")
    p.add_argument("--mrs", metavar="FILE", help="read the MRS from a SimpleMRS, MRS-JSON or JSONL file")
    p.add_argument("--jsonl", metavar="FILE", help="a batch: one {profile, i_id, text, mrs} record per line")
    p.add_argument("--all", action="store_true", help="print every reading, not only the first")
    p.add_argument("--max-readings", type=int, default=8)
    p.add_argument("--json", action="store_true", help="one JSON object per question")
    p.set_defaults(func=run)


def _reading_json(r) -> dict:
    from ..logic import codec

    return {"kind": r.kind, "answer_vars": [v.name for v in r.answer_vars], "formula": str(r.formula),
            "formula_json": codec.to_dict(r.formula),
            "mrs_index": r.mrs_index, "scope_index": r.scope_index, "words": dict(r.words),
            "notes": list(r.notes)}


def _emit(out, label: str, text: Optional[str], mrss: list, args) -> None:
    from .mrsio import to_simplemrs
    from .semantics import readings

    rs = readings(mrss, args.max_readings, text=text)
    shown = rs if args.all else rs[:1]
    if args.json:
        obj = {"id": label, "text": text, "readings": [_reading_json(r) for r in shown],
               "n_readings": len(rs)}
        if args.question:
            obj["mrs"] = [to_simplemrs(m, indent=False) for m in mrss]
        out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        return
    if label or text:
        out.write(f"# {label} {text or ''}".rstrip() + "\n")
    if args.question:
        for m in mrss[: len(mrss) if args.all else 1]:
            out.write(to_simplemrs(m) + "\n")
    for r in shown:
        answers = ", ".join(v.name for v in r.answer_vars) or "-"
        out.write(f"[{r.mrs_index}.{r.scope_index}] kind={r.kind} answer=({answers})\n  {r.formula}\n")
        for note in r.notes:
            out.write(f"  note: {note}\n")
    if not args.all and len(rs) > 1:
        out.write(f"  ({len(rs) - 1} more reading(s); --all shows them)\n")


def _parse_text(text: str) -> list:
    from .errors import QuestionError

    try:
        from .parsers import GrammarParser
    except ImportError as exc:
        raise QuestionError("question_unparsed", f"no question parser is available ({exc})") from None
    try:
        return list(GrammarParser().parse(text))
    except Exception as exc:  # the parser's own error classes carry a code and a message
        raise QuestionError("question_unparsed", str(getattr(exc, "message", exc))) from None


def run(args: argparse.Namespace) -> int:
    """0 when every question got a reading, 1 otherwise, 2 for usage errors."""
    from .errors import QuestionError
    from . import mrsio

    out = sys.stdout
    if not (args.question or args.mrs or args.jsonl):
        print("verifier parse: give a QUESTION, --mrs FILE or --jsonl FILE", file=sys.stderr)
        return 2
    status = 0
    try:
        if args.mrs:
            _emit(out, args.mrs, args.question, mrsio.from_file(args.mrs), args)
        elif args.question:
            _emit(out, "", args.question, _parse_text(args.question), args)
        if args.jsonl:
            for rec in _records(args.jsonl):
                if isinstance(rec, QuestionError):
                    print(f"verifier parse: {rec}", file=sys.stderr)
                    status = 1
                    continue
                try:
                    _emit(out, f"{rec.profile}:{rec.i_id}", rec.text, [rec.mrs], args)
                except QuestionError as exc:
                    print(f"verifier parse: {rec.profile}:{rec.i_id}: {exc}", file=sys.stderr)
                    status = 1
    except QuestionError as exc:
        print(f"verifier parse: {exc}", file=sys.stderr)
        return 1
    return status


def _records(path: str) -> Iterable:
    from .errors import QuestionError
    from .mrsio import jsonl_records

    try:
        yield from jsonl_records(path)
    except OSError as exc:
        yield QuestionError("mrs_malformed", f"cannot read {path}: {exc.strerror}")
