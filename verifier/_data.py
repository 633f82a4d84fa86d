"""The data files the package ships: the question grammar and the bridging axiom templates.

Both live inside the package (``verifier/grammars/``, ``verifier/axiom_templates/``) and are found through
:mod:`importlib.resources`, so an installed wheel reads the same files as a checkout. Each function returns
a filesystem path; a file that is not there raises :class:`DataFileMissing` naming the path, never an empty
table.

>>> grammar_file("closed.lex").name
'closed.lex'
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

__all__ = ["DataFileMissing", "grammar_dir", "grammar_file", "templates_dir", "template_file"]


class DataFileMissing(FileNotFoundError):
    """A data file the package should ship is not where it belongs (a broken install or a typo)."""


def _package_dir(name: str) -> Path:
    return Path(str(resources.files("verifier") / name))


def grammar_dir() -> Path:
    """``verifier/grammars/``: the grammar's rules, lexicon and word tables."""
    return _package_dir("grammars")


def templates_dir() -> Path:
    """``verifier/axiom_templates/``: the bridging templates (``*.tmpl``) and their tables (``*.table``)."""
    return _package_dir("axiom_templates")


def _file(directory: Path, name: str) -> Path:
    path = directory / name
    if not path.is_file():
        raise DataFileMissing(f"{path}: a data file of sparql-verifier is missing (reinstall the package)")
    return path


def grammar_file(name: str) -> Path:
    """A file of the grammar directory; :class:`DataFileMissing` when it is not there."""
    return _file(grammar_dir(), name)


def template_file(name: str) -> Path:
    """A file of the templates directory; :class:`DataFileMissing` when it is not there."""
    return _file(templates_dir(), name)
