"""Reading MRS from the forms they are stored in: SimpleMRS, MRS-JSON, files, and JSONL records.

Every reader returns :class:`delphin.mrs.MRS` objects, or raises
:class:`~verifier.question.errors.QuestionError` with code ``mrs_malformed`` (never a decoder's own
exception), so that a caller can turn a bad input into a verdict reason.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from delphin import mrs as _mrs

from .errors import QuestionError

__all__ = ["MrsRecord", "from_simplemrs", "from_json", "from_text", "from_file", "from_jsonl_line",
           "iter_jsonl", "jsonl_records", "to_simplemrs", "looks_like_mrs", "looks_like_path"]


@dataclass(frozen=True)
class MrsRecord:
    """One stored question with its MRS (a line of the ERG question JSONL files)."""

    profile: str
    i_id: str
    text: str
    mrs: _mrs.MRS


def _check(m: object, what: str) -> _mrs.MRS:
    if not isinstance(m, _mrs.MRS):
        raise QuestionError("mrs_malformed", f"{what} did not decode to an MRS")
    if not m.rels:
        raise QuestionError("mrs_malformed", f"{what} has no relations")
    if not m.top:
        raise QuestionError("mrs_malformed", f"{what} has no top handle")
    return m


def from_simplemrs(text: str) -> _mrs.MRS:
    """Decode one SimpleMRS string."""
    from delphin.codecs import simplemrs

    if not isinstance(text, str) or not text.strip():
        raise QuestionError("mrs_malformed", "empty SimpleMRS")
    try:
        m = simplemrs.decode(text)
    except Exception as exc:  # pydelphin raises several classes (syntax errors, key errors)
        raise QuestionError("mrs_malformed", "not SimpleMRS: " + " ".join(str(exc).split())) from None
    return _check(m, "SimpleMRS")


def from_json(data: "str | dict") -> _mrs.MRS:
    """Decode MRS-JSON, given as a string or as an already-parsed dictionary."""
    from delphin.codecs import mrsjson

    try:
        if isinstance(data, str):
            data = json.loads(data)
        if not isinstance(data, dict):
            raise TypeError("MRS-JSON must be an object")
        m = mrsjson.from_dict(data)
    except QuestionError:
        raise
    except Exception as exc:
        raise QuestionError("mrs_malformed", f"not MRS-JSON: {exc}") from None
    return _check(m, "MRS-JSON")


def from_jsonl_line(line: str) -> MrsRecord:
    """Decode a record ``{profile, i_id, text, mrs}``; ``mrs`` may be SimpleMRS text or MRS-JSON."""
    try:
        rec = json.loads(line)
    except ValueError as exc:
        raise QuestionError("mrs_malformed", f"not a JSON line: {exc}") from None
    if not isinstance(rec, dict) or "mrs" not in rec:
        raise QuestionError("mrs_malformed", "JSON line without an 'mrs' field")
    raw = rec["mrs"]
    m = from_json(raw) if isinstance(raw, dict) else from_text(str(raw))
    return MrsRecord(str(rec.get("profile", "")), str(rec.get("i_id", "")), str(rec.get("text", "")), m)


def from_text(text: str) -> _mrs.MRS:
    """Decode SimpleMRS or MRS-JSON, deciding by the first character."""
    if not isinstance(text, str):
        raise QuestionError("mrs_malformed", f"expected text, got {type(text).__name__}")
    s = text.lstrip()
    if s.startswith("{"):
        obj = None
        try:
            obj = json.loads(s)
        except ValueError:
            pass
        if isinstance(obj, dict) and "mrs" in obj and "relations" not in obj:
            return from_jsonl_line(s).mrs
        return from_json(s)
    return from_simplemrs(s)


def from_file(path: "str | Path") -> list[_mrs.MRS]:
    """Every MRS in a file: SimpleMRS (one or more), one MRS-JSON object or list, or JSONL records."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise QuestionError("mrs_malformed", f"cannot read {p}: {exc.strerror}") from None
    s = text.strip()
    if not s:
        raise QuestionError("mrs_malformed", f"{p} is empty")
    if s.startswith("{") or s.startswith("["):
        try:
            obj = json.loads(s)
        except ValueError:
            obj = None
        if isinstance(obj, list):
            return [from_json(o) for o in obj]
        if isinstance(obj, dict):
            return [from_text(s)]
        if s.startswith("{"):  # JSON lines
            return [r.mrs for r in iter_jsonl(p)]
    from delphin.codecs import simplemrs

    try:
        ms = list(simplemrs.loads(s))
    except Exception as exc:
        raise QuestionError("mrs_malformed", f"{p}: not SimpleMRS: " + " ".join(str(exc).split())) from None
    if not ms:
        raise QuestionError("mrs_malformed", f"{p} holds no MRS")
    return [_check(m, str(p)) for m in ms]


def jsonl_records(path: "str | Path") -> "Iterator[MrsRecord | QuestionError]":
    """The records of a JSONL file, lazily, a malformed line as a :class:`QuestionError` that names
    its line (``batch.jsonl:7: …``) in its place, so that one bad line does not stop a batch."""
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield from_jsonl_line(line)
            except QuestionError as exc:
                yield QuestionError(exc.code, f"{path}:{n}: {exc.message}")


def iter_jsonl(path: "str | Path") -> Iterator[MrsRecord]:
    """The records of a JSONL file, lazily; a malformed line raises with its line number."""
    for rec in jsonl_records(path):
        if isinstance(rec, QuestionError):
            raise QuestionError("mrs_malformed", rec.message)
        yield rec


def to_simplemrs(m: _mrs.MRS, indent: bool = True) -> str:
    from delphin.codecs import simplemrs

    return simplemrs.encode(m, indent=indent)


def looks_like_mrs(text: object) -> bool:
    """Whether a question given as text is an MRS (SimpleMRS or MRS JSON) rather than English:
    ``"[ TOP: h0 … RELS: < … > ]"`` is, "Who wrote Dune?" is not."""
    if not isinstance(text, str):
        return False
    s = text.lstrip()
    return (s.startswith("[") and ("RELS" in s or "LTOP" in s)) or (s.startswith("{") and '"relations"' in s)


def looks_like_path(text: object) -> bool:
    """Whether a question names a stored MRS file: only a path object does. A string is always the
    question's text, so a question that happens to spell a local file name ("/srv/x.mrs") is never read
    (a service must not open files on a client's behalf)."""
    return isinstance(text, os.PathLike)
