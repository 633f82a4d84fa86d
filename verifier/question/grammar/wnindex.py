"""A compact, cached view of WordNet 3.0 with just what the lexicon asks of it.

Loading WordNet through nltk parses every index and exception file, which takes several seconds
per process. The lexicon only needs, per part of speech: which lemmas exist, morphy's lemma
candidates, tagged-sense counts (``index.sense``), and three facts about a lemma's first sense
(is the lemma written in lower case there, is it an instance, is an adjective written with a
capital). This module reads those from the WordNet database files once and keeps them in an sqlite
file in the user's cache folder (:func:`verifier._paths.user_cache_dir`), keyed by the files'
fingerprint; a process opens it in milliseconds and reads only the lemmas it asks about (a pickle of
the whole table took a second or more to load).

The answers follow nltk's reader: :meth:`WordNetIndex.morphy` is nltk 3.10's ``_morphy``, the
first sense is the first synset offset of ``index.<pos>``, counts are summed over a lemma's
sense keys, adjectives include satellites.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = ["WordNetIndex", "load_index", "find_wordnet_dir"]

_POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
_SS_TYPES = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
_SUBSTITUTIONS = {
    "n": [("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"),
          ("shes", "sh"), ("men", "man"), ("ies", "y")],
    "v": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
          ("ing", "")],
    "a": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "r": [],
}
_CACHE_VERSION = 2


@dataclass
class WordNetIndex:
    """Per part of speech: lemma → (tag count, first sense flags); exceptions per pos.

    ``first`` flags: bit 1 = the lemma is written in lower case in its first synset;
    bit 2 = the first synset is an instance (a proper noun); bit 4 = it is written with a capital
    there (for adjectives: "American").
    """

    lemmas: dict[str, dict[str, tuple[int, int]]]
    exceptions: dict[str, dict[str, tuple[str, ...]]]

    def exists(self, lemma: str, pos: str) -> bool:
        return lemma in self.lemmas[pos]

    def morphy(self, form: str, pos: str) -> list[str]:
        """Lemma candidates of *form* (nltk 3.10 ``_morphy``: exceptions, else one rule step)."""
        exc = self.exceptions[pos]
        if form in exc:
            forms = list(exc[form])
        else:
            forms = [form[: -len(old)] + new for old, new in _SUBSTITUTIONS[pos] if form.endswith(old)]
        out: list[str] = []
        for f in [form] + forms:
            if f in self.lemmas[pos] and f not in out:
                out.append(f)
        return out

    def count(self, lemma: str, pos: str) -> int:
        entry = self.lemmas[pos].get(lemma)
        return entry[0] if entry else 0

    def first_lowercase(self, lemma: str, pos: str) -> bool:
        entry = self.lemmas[pos].get(lemma)
        return bool(entry and entry[1] & 1)

    def first_instance(self, lemma: str, pos: str) -> bool:
        entry = self.lemmas[pos].get(lemma)
        return bool(entry and entry[1] & 2)

    def first_capitalised(self, lemma: str, pos: str) -> bool:
        entry = self.lemmas[pos].get(lemma)
        return bool(entry and entry[1] & 4)


def find_wordnet_dir(nltk_data: str | Path | None = None) -> Path | None:
    """The WordNet database folder: under *nltk_data* when given, else the one
    :func:`verifier.bridge.wordnet.find_wordnet` finds (``$VERIFIER_DATA``, the checkout's data, the
    user's, NLTK's, Debian's)."""
    if nltk_data:
        d = Path(nltk_data) / "corpora" / "wordnet"
        return d if (d / "index.sense").exists() else None
    from ...bridge import find_wordnet, wordnet_dir

    found = find_wordnet()
    if found is None:
        return None
    return wordnet_dir() if found.path.suffix == ".zip" else found.path  # a zip is unpacked once


def _signature(wndir: Path) -> tuple:
    return (_CACHE_VERSION,) + tuple(
        (p.name, p.stat().st_size, int(p.stat().st_mtime)) for p in sorted(wndir.glob("*"))
        if p.name.startswith(("index.", "data.")) or p.name.endswith(".exc"))


def _read_index(path: Path) -> dict[str, str]:
    """lemma → offset of its first synset."""
    first: dict[str, str] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith(" "):
                continue
            parts = line.split()
            lemma, p_cnt = parts[0], int(parts[3])
            # lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt offsets…
            first[lemma] = parts[4 + p_cnt + 2]
    return first


def _first_synset_flags(path: Path, wanted: dict[str, set[str]]) -> dict[str, dict[str, int]]:
    """For each wanted offset: lower-cased lemma → flags, read from one data file."""
    out: dict[str, dict[str, int]] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith(" "):
                continue
            offset = line[:8]
            lemmas = wanted.get(offset)
            if lemmas is None:
                continue
            parts = line.split(" | ", 1)[0].split()
            w_cnt = int(parts[3], 16)
            words = [parts[4 + 2 * i] for i in range(w_cnt)]
            words = [w.split("(", 1)[0] for w in words]  # adjective markers: "galore(ip)"
            p_idx = 4 + 2 * w_cnt
            p_cnt = int(parts[p_idx])
            pointers = [parts[p_idx + 1 + 4 * i] for i in range(p_cnt)]
            instance = "@i" in pointers
            flags: dict[str, int] = {}
            for lemma in lemmas:
                bits = 0
                if lemma in words:
                    bits |= 1
                if any(w.lower() == lemma and w != lemma for w in words):
                    bits |= 4
                if instance:
                    bits |= 2
                flags[lemma] = bits
            out[offset] = flags
    return out


def build_index(wndir: Path) -> WordNetIndex:
    counts: dict[str, dict[str, int]] = {p: {} for p in _POS_FILES}
    with open(wndir / "index.sense", encoding="utf-8") as f:
        for line in f:
            key, _, _, tag_cnt = line.split()
            lemma, _, rest = key.partition("%")
            pos = _SS_TYPES.get(rest[:1])
            if pos:
                counts[pos][lemma] = counts[pos].get(lemma, 0) + int(tag_cnt)
    lemmas: dict[str, dict[str, tuple[int, int]]] = {}
    exceptions: dict[str, dict[str, tuple[str, ...]]] = {}
    for pos, name in _POS_FILES.items():
        first = _read_index(wndir / f"index.{name}")
        wanted: dict[str, set[str]] = {}
        for lemma, offset in first.items():
            wanted.setdefault(offset, set()).add(lemma)
        flags = _first_synset_flags(wndir / f"data.{name}", wanted)
        lemmas[pos] = {lemma: (counts[pos].get(lemma, 0), flags.get(offset, {}).get(lemma, 0))
                       for lemma, offset in first.items()}
        exc: dict[str, tuple[str, ...]] = {}
        with open(wndir / f"{name}.exc", encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 2:
                    exc[parts[0]] = tuple(parts[1:])
        exceptions[pos] = exc
    return WordNetIndex(lemmas, exceptions)


class _Table(Mapping):
    """One part of speech's table in the index file, read row by row on demand and kept."""

    def __init__(self, db: "_Db", table: str, pos: str) -> None:
        self._db, self._table, self._pos = db, table, pos
        self._memo: dict = {}

    def __getitem__(self, key):
        if key not in self._memo:
            self._memo[key] = self._db.row(self._table, self._pos, key)
        value = self._memo[key]
        if value is None:
            raise KeyError(key)
        return value

    def __contains__(self, key) -> bool:
        try:
            self[key]
        except KeyError:
            return False
        return True

    def __iter__(self):
        return iter(self._db.keys(self._table, self._pos))

    def __len__(self) -> int:
        return len(self._db.keys(self._table, self._pos))


class _Db:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._pid = -1
        self._con: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._pid != os.getpid():  # a forked child opens a connection of its own
            self._con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
            self._pid = os.getpid()
        return self._con

    def row(self, table: str, pos: str, key: str):
        try:
            key.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in a question's word: sqlite cannot take it, and
            return None             # no WordNet word holds one (found by benchmarks/fuzz.py)
        with self._lock:
            found = self._connection().execute(f"SELECT a, b FROM {table} WHERE pos = ? AND k = ?",
                                               (pos, key)).fetchone()
        if found is None:
            return None
        return (found[0], found[1]) if table == "lem" else tuple(found[0].split())

    def keys(self, table: str, pos: str) -> list[str]:
        with self._lock:
            return [k for (k,) in self._connection().execute(f"SELECT k FROM {table} WHERE pos = ?", (pos,))]


def _write(index: WordNetIndex, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    con = sqlite3.connect(tmp)
    try:
        con.executescript("CREATE TABLE lem(pos TEXT, k TEXT, a INTEGER, b INTEGER, PRIMARY KEY(pos, k)) WITHOUT ROWID;"
                          "CREATE TABLE exc(pos TEXT, k TEXT, a TEXT, b INTEGER, PRIMARY KEY(pos, k)) WITHOUT ROWID;")
        for pos, table in index.lemmas.items():
            con.executemany("INSERT INTO lem VALUES (?, ?, ?, ?)", ((pos, k, c, f) for k, (c, f) in table.items()))
        for pos, table in index.exceptions.items():
            con.executemany("INSERT INTO exc VALUES (?, ?, ?, 0)", ((pos, k, " ".join(v)) for k, v in table.items()))
        con.commit()
    finally:
        con.close()
    os.replace(tmp, target)


def load_index(wndir: Path, cache_dir: Path | None = None) -> WordNetIndex:
    """The index for the database in *wndir*: from its sqlite file in *cache_dir* (default: the user's
    cache folder), built there on first use; built in memory when the folder cannot be written."""
    from ..._paths import user_cache_dir

    cache_dir = Path(cache_dir) if cache_dir is not None else user_cache_dir()
    key = hashlib.sha256(repr((str(Path(wndir).resolve()), _signature(Path(wndir)))).encode()).hexdigest()[:16]
    target = cache_dir / f"wordnet-lexicon-{key}.sqlite"
    if not target.is_file():
        index = build_index(Path(wndir))
        try:
            _write(index, target)
        except OSError:
            return index  # a read-only cache folder: this process keeps the index in memory
    db = _Db(target)
    return WordNetIndex({p: _Table(db, "lem", p) for p in _POS_FILES}, {p: _Table(db, "exc", p) for p in _POS_FILES})
