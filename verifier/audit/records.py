"""Query-log readers: JSONL, CSV and QALD JSON → :class:`Record` values, never losing a line.

A line that cannot be read becomes a record with ``error`` set; the runner turns it into an error
verdict, so the output keeps one line per input record whatever the input holds.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

__all__ = ["Record", "read_records", "detect_format"]


@dataclass(frozen=True)
class Record:
    """One (question, query) pair to audit; ``extra`` holds the input's other fields, passed through."""

    id: str
    question: str
    sparql: str
    extra: dict[str, Any] = field(default_factory=dict)
    error: str = ""


def detect_format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return "csv"
    if suffix == ".jsonl":
        return "jsonl"
    with path.open(encoding="utf-8", errors="replace") as fh:
        head = fh.read(4096).lstrip()
    if head.startswith("{") and '"questions"' in head[:4096]:
        return "qald"
    if head.startswith("{") and "\n" in head:
        first = head.split("\n", 1)[0]
        try:
            json.loads(first)
            return "jsonl"
        except ValueError:
            return "qald"
    return "jsonl"


def _from_mapping(obj: dict[str, Any], fallback_id: str) -> Record:
    rid = str(obj.get("id", fallback_id)) if obj.get("id") is not None else fallback_id
    question, sparql = obj.get("question"), obj.get("sparql", obj.get("query"))
    extra = {k: v for k, v in obj.items() if k not in ("id", "question", "sparql", "query")}
    missing = [k for k, v in (("question", question), ("sparql", sparql)) if not isinstance(v, str) or not v.strip()]
    if missing:
        return Record(rid, question if isinstance(question, str) else "", sparql if isinstance(sparql, str) else "",
                      extra, error=f"the record has no {' and no '.join(missing)}")
    return Record(rid, question, sparql, extra)


def _jsonl(path: Path) -> Iterator[Record]:
    with path.open(encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except ValueError as exc:
                yield Record(f"line:{n}", "", "", {}, error=f"line {n} is not JSON: {exc.msg}")
                continue
            if not isinstance(obj, dict):
                yield Record(f"line:{n}", "", "", {}, error=f"line {n} is not a JSON object")
                continue
            yield _from_mapping(obj, f"line:{n}")


def _csv(path: Path) -> Iterator[Record]:
    with path.open(encoding="utf-8", errors="replace", newline="") as fh:
        reader = csv.DictReader(fh)
        for n, row in enumerate(reader, 2):
            if None in row:  # more cells than columns
                extra_cells = row.pop(None)
                row["_extra_cells"] = extra_cells
            yield _from_mapping(dict(row), f"line:{n}")


def _qald_text(question: dict[str, Any], lang: str = "en") -> str:
    for q in question.get("question", []):
        if q.get("language") == lang and q.get("string"):
            return q["string"]
    return ""


def _qald(path: Path) -> Iterator[Record]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        yield Record("file", "", "", {}, error=f"{path.name} is not JSON: {exc}")
        return
    for n, q in enumerate(data.get("questions", []), 1):
        sparql = (q.get("query") or {}).get("sparql", "") if isinstance(q.get("query"), dict) else ""
        rid = str(q.get("id", f"q:{n}"))
        text = _qald_text(q)
        extra = {"answertype": q.get("answertype")} if q.get("answertype") else {}
        if not text or not sparql:
            yield Record(rid, text, sparql, extra, error="the QALD entry has no English question or no SPARQL")
        else:
            yield Record(rid, text, sparql, extra)


def read_records(path: str | Path, fmt: str | None = None) -> Iterator[Record]:
    """Records of a query log; ``fmt`` is jsonl, csv or qald (detected when None)."""
    p = Path(path)
    fmt = fmt or detect_format(p)
    reader = {"jsonl": _jsonl, "csv": _csv, "qald": _qald}.get(fmt)
    if reader is None:
        raise ValueError(f"unknown log format {fmt!r}")
    return reader(p)
