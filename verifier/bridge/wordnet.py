"""WordNet 3.0 from the project's data directory, read by nltk.

`make setup` (scripts/setup_wordnet.sh) copies Debian's WordNet 3.0 into
``data/nltk_data/corpora/wordnet``. This module finds that directory, opens it once with nltk's
:class:`~nltk.corpus.reader.wordnet.WordNetCorpusReader` and offers the few look-ups the bridge
needs (morphological base forms, sense keys). Nothing is read at import time.

The data directory is, in order: the ``data_dir`` argument, the environment variable
``VERIFIER_DATA``, or ``data/`` under the repository root. It must contain
``nltk_data/corpora/wordnet``.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # nltk is imported lazily: it is slow to import and not needed by every stage
    from nltk.corpus.reader.wordnet import Lemma, WordNetCorpusReader

__all__ = [
    "WordNetMissing",
    "data_dir",
    "wordnet_dir",
    "wordnet_available",
    "load_wordnet",
    "morphy",
    "sense_key",
    "lemma_from_key",
    "synset_from_key",
]

#: The files without which nltk's reader cannot open WordNet (``lexnames`` is written by setup).
_REQUIRED = ("index.noun", "data.noun", "index.sense", "lexnames")


class WordNetMissing(RuntimeError):
    """WordNet 3.0 is not installed in the project's data directory."""


def _repo_root() -> Path:
    # verifier/bridge/wordnet.py -> the repository root is two packages up.
    return Path(__file__).resolve().parents[2]


def data_dir(data_dir: Optional[os.PathLike | str] = None) -> Path:
    """Return the project's data directory: *data_dir*, else ``$VERIFIER_DATA``, else ``<repo>/data``."""
    if data_dir is not None:
        return Path(data_dir)
    env = os.environ.get("VERIFIER_DATA")
    if env:
        return Path(env)
    return _repo_root() / "data"


def wordnet_dir(data_dir_: Optional[os.PathLike | str] = None) -> Path:
    """Return the WordNet directory, ``<data>/nltk_data/corpora/wordnet`` (it may not exist)."""
    return data_dir(data_dir_) / "nltk_data" / "corpora" / "wordnet"


def wordnet_available(data_dir_: Optional[os.PathLike | str] = None) -> bool:
    """True when the WordNet files nltk needs are present (tests use this to skip)."""
    root = wordnet_dir(data_dir_)
    return all((root / name).is_file() for name in _REQUIRED)


def load_wordnet(data_dir: Optional[os.PathLike | str] = None) -> "WordNetCorpusReader":
    """Open WordNet 3.0 from the project's data directory (cached per resolved directory).

    Raises :class:`WordNetMissing` with the fix ("run make setup") when the files are absent.
    """
    root = wordnet_dir(data_dir).resolve()
    return _open(str(root))


@functools.lru_cache(maxsize=4)
def _open(root: str) -> "WordNetCorpusReader":
    path = Path(root)
    missing = [name for name in _REQUIRED if not (path / name).is_file()]
    if missing:
        raise WordNetMissing(
            f"WordNet 3.0 not found in {path} (missing {', '.join(missing)}); run `make setup` "
            "or set VERIFIER_DATA to a directory holding nltk_data/corpora/wordnet"
        )
    import warnings

    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    # nltk 3.10 refuses to open files outside nltk.data.path, so the project's nltk_data goes first.
    nltk_data = str(path.parent.parent)
    if nltk_data not in nltk.data.path:
        nltk.data.path.insert(0, nltk_data)
    with warnings.catch_warnings():
        # Without the Open Multilingual Wordnet nltk warns on every open; English is all we use.
        warnings.filterwarnings("ignore", message="The multilingual functions")
        reader = WordNetCorpusReader(nltk.data.find("corpora/wordnet"), None)
    _OPENED.append(reader)
    return reader


#: the readers this process opened, whose files a forked child must not share (see _drop_open_files)
_OPENED: list = []


def _drop_open_files() -> None:
    """In a forked child (audit workers), forget the data files the parent's readers hold open.

    nltk reads a synset by ``seek(offset)`` then ``readline()`` on a file it keeps open. A forked child
    shares each open file's offset with its parent and its siblings, so two processes reading at once
    move each other's position: a read then finds another line ("No WordNet synset found for pos=n at
    offset …") and a WordNet answer would depend on the timing of other workers. The reader reopens
    each file on its next use, with an offset of the child's own.
    """
    for reader in _OPENED:
        files = list(reader._data_file_map.values()) + [reader._key_synset_file, reader._key_count_file]
        reader._data_file_map = {}
        reader._key_synset_file = reader._key_count_file = None
        for f in files:
            if f is not None:
                try:
                    f.close()  # the child's copy of the descriptor only
                except OSError:
                    pass


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_drop_open_files)


def morphy(word: str, pos: str, wordnet: Optional["WordNetCorpusReader"] = None) -> Optional[str]:
    """Return the WordNet base form of *word* as part of speech *pos* (``n v a r``), or None.

    Spaces and hyphens are tried as WordNet's underscores, so ``"boiling point"`` finds
    ``boiling_point``.
    """
    wn = wordnet or load_wordnet()
    form = word.strip().lower().replace(" ", "_")
    for candidate in dict.fromkeys((form, form.replace("-", "_"))):
        base = wn.morphy(candidate, pos)
        if base is not None:
            return base
    return None


def sense_key(lemma: "Lemma") -> str:
    """Return the WordNet 3.0 sense key of an nltk lemma, e.g. ``mass%1:07:00::``."""
    return lemma.key()


def lemma_from_key(key: str, wordnet: Optional["WordNetCorpusReader"] = None) -> Optional["Lemma"]:
    """Return the nltk lemma of a WordNet 3.0 sense key, or None when the key is unknown."""
    wn = wordnet or load_wordnet()
    try:
        return wn.lemma_from_key(key)
    except Exception:  # nltk raises WordNetError or KeyError depending on which look-up fails
        return None


def synset_from_key(key: str, wordnet: Optional["WordNetCorpusReader"] = None) -> Optional[str]:
    """Return the synset name (``mass.n.01``) of a sense key, or None when the key is unknown."""
    lemma = lemma_from_key(key, wordnet)
    return lemma.synset().name() if lemma is not None else None
