"""The one reader of the bridge's tables (``axiom_templates/*.table``, ``grammars/*.tsv``).

Every table the bridge reads is a small text file of rows: ``#`` starts a comment, blank lines are
skipped, and each row is a fixed number of fields. Before this module, about ten readers each opened
their own file and returned an empty table when it was missing, so a broken install silently lost a
reading instead of failing. Here a missing file raises :class:`~verifier._data.DataFileMissing` and a
malformed row raises :class:`TableError` naming the file and line.

>>> rows = text_rows("via dbo:country  # a comment\\n\\nplace hometown\\n", "<example>")
>>> [(r.line, r.fields) for r in rows]
[(1, ('via', 'dbo:country')), (3, ('place', 'hometown'))]
>>> pairs(rows, "a key and a value")
[('via', 'dbo:country'), ('place', 'hometown')]
>>> pairs(text_rows("via\\n", "<example>"), "a key and a value")
Traceback (most recent call last):
...
verifier.bridge.tables.TableError: <example>:1: expected a key and a value a line, got 'via'
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from .._data import DataFileMissing, grammar_file, template_file

__all__ = ["Row", "TableError", "table_path", "read_table", "read_tsv", "text_rows", "pairs", "keyed", "words",
           "logical_lines", "load_property_set", "load_symmetric_properties",
           "load_superclasses", "load_state_adjectives",
           "load_work_makers", "load_passive_prepositions", "load_inverse_properties"]


class TableError(ValueError):
    """A row of a table that does not have the shape the table's reader expects (``path:line: …``)."""


@dataclass(frozen=True)
class Row:
    """One row of a table: where it is (``source``, 1-based ``line``) and its ``fields``."""

    source: str
    line: int
    fields: tuple[str, ...]

    def error(self, expected: str) -> TableError:
        """The error for this row: ``source:line: expected …, got '…'``."""
        return TableError(f"{self.source}:{self.line}: expected {expected}, got {' '.join(self.fields)!r}")


def table_path(name: str, directory: str | Path | None = None) -> Path:
    """The table ``name`` of the templates directory (or of ``directory``); :class:`DataFileMissing`
    when it is not there."""
    if directory is None:
        return template_file(name)
    path = Path(directory) / name
    if not path.is_file():
        raise DataFileMissing(f"{path}: a table of the bridge is missing")
    return path


def logical_lines(text: str) -> list[tuple[int, str]]:
    """``(line number, line)`` for the non-blank lines of ``text`` with their ``#`` comments cut and
    the line's leading whitespace kept (a continuation line starts with whitespace)."""
    out = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip()
        if line.strip():
            out.append((no, line))
    return out


def text_rows(text: str, source: str = "<table>", sep: str | None = None, comments_anywhere: bool = True
              ) -> tuple[Row, ...]:
    """The rows of a table's ``text``: fields split on whitespace (or on ``sep``, each field stripped),
    ``#`` comments and blank lines left out. ``comments_anywhere=False``: only a line that starts with
    ``#`` is a comment (a field may hold ``#``, e.g. a regular expression)."""
    out = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0] if comments_anywhere else ("" if raw.startswith("#") else raw)
        if not line.strip():
            continue
        fields = tuple(line.split()) if sep is None else tuple(f.strip() for f in line.split(sep))
        out.append(Row(source, no, fields))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def _read(path: str, sep: str | None, comments_anywhere: bool) -> tuple[Row, ...]:
    return text_rows(Path(path).read_text(encoding="utf-8"), path, sep, comments_anywhere)


def read_table(name: str, directory: str | Path | None = None) -> tuple[Row, ...]:
    """The rows of the whitespace-separated table ``name`` of ``axiom_templates/`` (or ``directory``)."""
    return _read(str(table_path(name, directory)), None, True)


def read_tsv(name: str) -> tuple[Row, ...]:
    """The rows of the tab-separated table ``name`` of ``grammars/`` (a ``#`` starts a comment only at
    the start of a line)."""
    return _read(str(grammar_file(name)), "\t", False)


def pairs(rows: Sequence[Row], what: str) -> list[tuple[str, str]]:
    """The rows of a two-column table; ``what`` says what a line holds, for the error on a row of
    another length."""
    for r in rows:
        if len(r.fields) != 2:
            raise r.error(f"{what} a line")
    return [r.fields for r in rows]  # type: ignore[misc]


def keyed(rows: Sequence[Row], keys: Sequence[str]) -> dict[str, list[str]]:
    """The values of a table of ``KEY VALUE`` rows, by key; a row with another key or another number of
    fields is an error."""
    out: dict[str, list[str]] = {k: [] for k in keys}
    for r in rows:
        if len(r.fields) != 2 or r.fields[0] not in out:
            raise r.error(f"'{'|'.join(keys)} VALUE'")
        out[r.fields[0]].append(r.fields[1])
    return out


def words(rows: Sequence[Row]) -> frozenset[str]:
    """Every field of every row (a set table: compact IRIs, any number a line)."""
    return frozenset(w for r in rows for w in r.fields)


# ---------------------------------------------------------------- the bridge's tables, one loader each

def load_property_set(name: str, directory: str | Path | None = None) -> frozenset[str]:
    """Every word of the table ``name`` (compact IRIs, any number a line)."""
    return words(read_table(name, directory))


def load_symmetric_properties(directory: str | Path | None = None) -> frozenset[str]:
    """The properties ``symmetric_properties.table`` lists (compact IRIs)."""
    return load_property_set("symmetric_properties.table", directory)


def _pair_rows(name: str, what: str, directory: str | Path | None = None) -> list[tuple[str, str]]:
    """The rows of the two-column table ``name``; ``what`` says what a line holds, for the error on a
    line of another length."""
    return pairs(read_table(name, directory), what)


def load_superclasses(directory: str | Path | None = None) -> dict[str, tuple[str, ...]]:
    """The wider classes ``class_hierarchy.table`` gives each class: class → its wider classes (compact
    IRIs)."""
    out: dict[str, tuple[str, ...]] = {}
    for cls, wider in _pair_rows("class_hierarchy.table", "a class and its wider class", directory):
        out[cls] = out.get(cls, ()) + (wider,)
    return out


def load_state_adjectives(directory: str | Path | None = None) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The rows of ``state_adjectives.table``: adjective → (``has`` or ``lacks``, its properties)."""
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for row in read_table("state_adjectives.table", directory):
        f = row.fields
        if len(f) < 3 or f[1] not in ("has", "lacks"):
            raise row.error("an adjective, has or lacks, and properties")
        out[f[0].lower()] = (f[1], tuple(p for t in f[2:] for p in _role_or_term(t, row)))
    return out


def _role_or_term(token: str, row: Row) -> tuple[str, ...]:
    """A table cell that names a property, or ``@role``: the properties of a KG profile's role (sorted)."""
    if not token.startswith("@"):
        return (token,)
    from ..kg.profile import role

    try:
        return tuple(sorted(role(token[1:])))
    except KeyError as exc:
        raise row.error(str(exc)) from None


def load_work_makers(directory: str | Path | None = None) -> tuple[frozenset[str], tuple[str, ...]]:
    """The rows of ``work_makers.table``: the classes of works and the properties from a work to its
    maker (compact IRIs)."""
    rows = keyed(read_table("work_makers.table", directory), ("work", "maker"))
    return frozenset(rows["work"]), tuple(dict.fromkeys(rows["maker"]))


def load_passive_prepositions(directory: str | Path | None = None) -> dict[str, str]:
    """The rows of ``passive_prepositions.table``: a verb and the preposition of its own that carries
    its third participant in the passive ("cast" → "in")."""
    return dict(_pair_rows("passive_prepositions.table", "a verb and its preposition", directory))


def load_inverse_properties(directory: str | Path | None = None) -> tuple[tuple[str, str], ...]:
    """The pairs ``inverse_properties.table`` lists (compact IRIs)."""
    return tuple(_pair_rows("inverse_properties.table", "two properties", directory))
