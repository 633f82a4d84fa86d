"""Query-log readers: JSONL, CSV, Parquet and QALD JSON → :class:`Record` values, never losing a line.

A line that cannot be read becomes a record with ``error`` set; the runner turns it into an error
verdict, so the output keeps one line per input record whatever the input holds: a line that is not
JSON, a JSON value that is not an object, a QALD entry that is a number, a ``question`` given as a
plain string instead of QALD's list of languages, a CSV written by a spreadsheet with a UTF-8 byte
order mark before its header (the BOM is dropped, so the ``id`` column keeps its name), a CSV cell
larger than the csv module's field limit (that row is an error record; the rows after it are read).

Sources are local paths or, when ``pyarrow`` is installed (the ``ray`` extra), any URL that
``pyarrow.fs`` opens (``s3://``, ``gs://``, ``hdfs://``, ``file://``)::

    >>> from verifier.audit.records import _from_mapping
    >>> _from_mapping({"id": 7, "question": "Who wrote it?", "sparql": "ASK {}"}, "line:1").id
    '7'
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

__all__ = ["Record", "read_records", "detect_format", "is_url", "source_exists"]


@dataclass(frozen=True)
class Record:
    """One (question, query) pair to audit; ``extra`` holds the input's other fields, passed through.
    ``context``: the dialogue before a follow-up question (an input's ``context`` field: a list of turns or
    an object with ``history``), passed to ``Verifier.check(..., context=)``; None for a lone question."""

    id: str
    question: str
    sparql: str
    extra: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    context: Any = None


def is_url(source: str | Path) -> bool:
    """``s3://bucket/log.jsonl`` and ``file:///tmp/log.csv`` are URLs; ``logs/a.jsonl`` is a path."""
    return isinstance(source, str) and re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", source) is not None


def _fs(url: str):
    try:
        from pyarrow import fs
    except ImportError as exc:  # pragma: no cover - depends on the extra
        raise ValueError(f"reading {url} needs pyarrow (pip install 'sparql-verifier[ray]')") from exc
    try:
        return fs.FileSystem.from_uri(url)
    except Exception as exc:  # an unknown scheme, a bucket without credentials…
        raise ValueError(f"cannot open {url}: {exc}") from exc


def source_exists(source: str | Path) -> bool:
    """Whether a path or URL names a readable file (False for a directory or nothing)."""
    if not is_url(source):
        return Path(source).is_file()
    from pyarrow import fs as pafs
    try:
        filesystem, path = _fs(str(source))
        return filesystem.get_file_info(path).type == pafs.FileType.File
    except (ValueError, OSError):
        return False


@contextlib.contextmanager
def _open_binary(source: str | Path) -> Iterator[Any]:
    if is_url(source):
        filesystem, path = _fs(str(source))
        with filesystem.open_input_stream(path) as stream:
            yield stream
    else:
        with open(source, "rb") as fh:
            yield fh


class _NoBom:
    """A text stream with a byte order mark at its start dropped, so that the first field keeps its name.

    Not ``utf-8-sig``: its decoder drops a file that is only the first one or two bytes of a BOM
    (``b"\\xef"`` reads as nothing, a lost line; found by benchmarks/fuzz.py); here that byte is the
    replacement character, a line the reader reports as broken."""

    def __init__(self, text: io.TextIOBase):
        self.text, self.first = text, True

    def _strip(self, chunk: str) -> str:
        if self.first and chunk:
            self.first = False
            return chunk[1:] if chunk.startswith("\ufeff") else chunk
        return chunk

    def read(self, n: int = -1) -> str:
        return self._strip(self.text.read(n))

    def __iter__(self) -> Iterator[str]:
        for line in self.text:
            yield self._strip(line)


@contextlib.contextmanager
def _open_text(source: str | Path, newline: str | None = None) -> Iterator[_NoBom]:
    with _open_binary(source) as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8", errors="replace", newline=newline)
        try:
            yield _NoBom(text)
        finally:
            text.detach()


def _name(source: str | Path) -> str:
    return str(source).rstrip("/").rsplit("/", 1)[-1]


def detect_format(source: str | Path) -> str:
    suffix = ("." + _name(source).rsplit(".", 1)[-1].lower()) if "." in _name(source) else ""
    if suffix == ".csv":
        return "csv"
    if suffix == ".jsonl":
        return "jsonl"
    if suffix in (".parquet", ".pq"):
        return "parquet"
    with _open_text(source) as fh:
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


def _record_id(value: Any, fallback_id: str) -> str:
    """The record's own id as text, or its place in the file (``line:3``) when it has none: absent,
    null, or blank (a CSV whose id cell is empty, or whose header names ``id`` twice and the later cell
    is empty). An output line keyed by an empty id could not be told apart or resumed."""
    text = str(value) if value is not None else ""
    return text if text.strip() else fallback_id


def _from_mapping(obj: dict[str, Any], fallback_id: str) -> Record:
    rid = _record_id(obj.get("id"), fallback_id)
    question, sparql = obj.get("question"), obj.get("sparql", obj.get("query"))
    extra = {k: v for k, v in obj.items() if k not in ("id", "question", "sparql", "query")}
    missing = [k for k, v in (("question", question), ("sparql", sparql)) if not isinstance(v, str) or not v.strip()]
    if missing:
        return Record(rid, question if isinstance(question, str) else "", sparql if isinstance(sparql, str) else "",
                      extra, error=f"the record has no {' and no '.join(missing)}")
    return Record(rid, question, sparql, extra, context=obj.get("context"))


def _jsonl(source: str | Path) -> Iterator[Record]:
    with _open_text(source) as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except (ValueError, RecursionError) as exc:
                msg = getattr(exc, "msg", "nested too deep")
                yield Record(f"line:{n}", "", "", {}, error=f"line {n} is not JSON: {msg}")
                continue
            if not isinstance(obj, dict):
                yield Record(f"line:{n}", "", "", {}, error=f"line {n} is not a JSON object")
                continue
            yield _from_mapping(obj, f"line:{n}")


def _csv(source: str | Path) -> Iterator[Record]:
    with _open_text(source, newline="") as fh:
        reader = csv.DictReader(fh)
        n = 1
        while True:
            n += 1
            try:
                row = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:  # a cell over csv's field size limit (128 KiB): this row only
                yield Record(f"line:{n}", "", "", {}, error=f"row {n} cannot be read as CSV: {exc}")
                continue
            if None in row:  # more cells than columns
                extra_cells = row.pop(None)
                row["_extra_cells"] = extra_cells
            yield _from_mapping(dict(row), f"line:{n}")


def _parquet(source: str | Path) -> Iterator[Record]:
    try:
        import pyarrow.parquet as pq
    except ImportError as exc:  # pragma: no cover - depends on the extra
        raise ValueError("reading Parquet needs pyarrow (pip install 'sparql-verifier[ray]')") from exc
    if is_url(source):  # Parquet is read from its footer: a random-access file, not a stream
        filesystem, path = _fs(str(source))
        opened: Any = filesystem.open_input_file(path)
    else:
        opened = open(source, "rb")
    with opened as raw:
        n = 0
        for batch in pq.ParquetFile(raw).iter_batches(batch_size=1024):
            for row in batch.to_pylist():
                n += 1
                yield _from_mapping(row, f"row:{n}")


def _qald_text(question: dict[str, Any], lang: str = "en") -> str:
    q = question.get("question")
    if isinstance(q, str):  # a QALD-like file with the question as plain text
        return q
    for entry in q if isinstance(q, list) else []:
        if isinstance(entry, dict) and entry.get("language") == lang and isinstance(entry.get("string"), str) \
                and entry["string"]:
            return entry["string"]
    return ""


def _qald(source: str | Path) -> Iterator[Record]:
    try:
        with _open_text(source) as fh:
            data = json.loads(fh.read())
    except (ValueError, RecursionError) as exc:
        yield Record("file", "", "", {}, error=f"{_name(source)} is not JSON: {exc}")
        return
    entries = data.get("questions") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        yield Record("file", "", "", {}, error=f"{_name(source)} has no list of questions")
        return
    for n, q in enumerate(entries, 1):
        if not isinstance(q, dict):
            yield Record(f"q:{n}", "", "", {}, error=f"QALD entry {n} is not a JSON object")
            continue
        query = q.get("query")
        sparql = query.get("sparql", "") if isinstance(query, dict) else ""
        sparql = sparql if isinstance(sparql, str) else ""
        rid = _record_id(q.get("id"), f"q:{n}")
        text = _qald_text(q)
        extra = {"answertype": q.get("answertype")} if q.get("answertype") else {}
        if not text or not sparql:
            yield Record(rid, text, sparql, extra, error="the QALD entry has no English question or no SPARQL")
        else:
            yield Record(rid, text, sparql, extra)


def read_records(source: str | Path, fmt: str | None = None) -> Iterator[Record]:
    """Records of a query log; ``fmt`` is jsonl, csv, parquet or qald (detected when None)."""
    fmt = fmt or detect_format(source)
    reader = {"jsonl": _jsonl, "csv": _csv, "qald": _qald, "parquet": _parquet}.get(fmt)
    if reader is None:
        raise ValueError(f"unknown log format {fmt!r}")
    return reader(source)
