"""The checked lexicon's cache: a loaded and checked :class:`~verifier.bridge.lexicon.Lexicon` kept as a pickle
in the user's cache folder, keyed by what decides its contents (the files' paths and bytes, the options, the code
that reads and checks them, the WordNet the check consults). Reading and writing it are effects at the edge of
:meth:`Lexicon.load`; a damaged or unwritable cache only costs speed.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .lexicon import Lexicon

__all__ = ["checked_key", "read_checked", "write_checked"]


def checked_key(paths, namespace_map, curated, confidence, format, check) -> str:
    """The key of a lexicon's loaded and checked form: the files' paths (entries name their source file)
    and contents (not their times: a touched file hits), the options, the code that reads and checks them,
    and the WordNet the check consults."""
    import hashlib

    from .wordnet import find_wordnet

    h = hashlib.sha256()
    for p in paths:
        h.update(str(Path(p).resolve()).encode() + b"\0")
        h.update(Path(p).read_bytes())  # a missing file raises here, as the parse would
        h.update(b"\0")
    here = Path(__file__).parent
    for code in (here / "lexicon.py", here / "lexcheck.py", here / "wordnet.py", here.parent / "kg" / "iri.py"):
        h.update(code.read_bytes())
    wn = find_wordnet() if check else None
    h.update(repr((sorted((namespace_map or {}).items()), curated, confidence, format, check,
                   wn.fingerprint() if wn is not None else None)).encode())
    return h.hexdigest()[:32]


def _checked_path(key: str, cache_dir) -> Path:
    from .._paths import user_cache_dir

    base = user_cache_dir() if cache_dir in (None, True) else Path(cache_dir)
    return base / f"lexicon-checked-{key}.pickle"


def read_checked(key: str, cache_dir) -> "Lexicon | None":
    import pickle

    try:
        with open(_checked_path(key, cache_dir), "rb") as f:
            entries, skipped, repairs, deprecated = pickle.load(f)
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError, ImportError):
        return None  # absent or damaged: load and check again, then overwrite
    from .lexicon import Lexicon

    return Lexicon(entries, skipped, repairs, deprecated)


def write_checked(key: str, lex: "Lexicon", cache_dir) -> None:
    import pickle

    target = _checked_path(key, cache_dir)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            pickle.dump((lex.entries, lex.skipped, lex.repairs, lex.deprecated), f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, target)
    except OSError:
        pass  # a read-only cache folder only costs speed
