"""Where the verifier keeps what it builds once per machine: the user's cache and data folders.

Nothing here needs root or a checkout: an installed wheel writes to the user's own folders.

* cache (indexes rebuilt at will: WordNet's, checked lexica): ``$VERIFIER_CACHE``, else
  ``$SPARQL_VERIFIER_CACHE`` (the endpoint cache's older name), else ``$XDG_CACHE_HOME/sparql-verifier``,
  else ``~/.cache/sparql-verifier``;
* data (what ``verifier data install`` copies, e.g. WordNet's database files): ``$XDG_DATA_HOME/sparql-verifier``,
  else ``~/.local/share/sparql-verifier``.

>>> import os; os.environ["VERIFIER_CACHE"] = "/tmp/vc"; str(user_cache_dir())
'/tmp/vc'
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["user_cache_dir", "user_data_dir", "checkout_root"]


def user_cache_dir() -> Path:
    """The folder for caches (created by whoever writes into it)."""
    for var in ("VERIFIER_CACHE", "SPARQL_VERIFIER_CACHE"):
        if os.environ.get(var):
            return Path(os.environ[var])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "sparql-verifier"


def user_data_dir() -> Path:
    """The folder for data the user installed once (``verifier data install``)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "sparql-verifier"


def checkout_root() -> Path | None:
    """The repository root when the package runs from a checkout (``make setup``'s ``data/`` lives there),
    else None (an installed wheel)."""
    root = Path(__file__).resolve().parents[1]
    return root if (root / "pyproject.toml").is_file() and (root / "verifier").is_dir() else None
