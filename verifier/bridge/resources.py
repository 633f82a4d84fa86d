"""What the readings read besides the question and the query: WordNet, tables, templates.

One policy for what is unavailable: WordNet is optional, so :func:`wordnet` answers None when it is not
installed (or fails to open) and each reading then does without it; a table or template the package
ships is not optional, so a missing one raises (:mod:`verifier.bridge.tables`). Everything is loaded on
first use, never at import time.

>>> wn = wordnet()
>>> wn is None or bool(wn.synsets("climb", "v"))
True
"""

from __future__ import annotations

from typing import Any

from . import tables
from .templates import Template, load_templates

__all__ = ["wordnet", "templates", "tables"]


def wordnet() -> Any | None:
    """The WordNet corpus reader, or None when WordNet is not installed or cannot be opened."""
    try:
        from .wordnet import load_wordnet, wordnet_available
        if not wordnet_available():
            return None
        return load_wordnet()
    except Exception:  # WordNet is optional: a missing or damaged install reads as no WordNet
        return None


def templates(directory=None) -> list[Template]:
    """The bridging templates of ``axiom_templates/`` (or ``directory``)."""
    return load_templates(directory)
