"""WordNet 3.0 behind one interface: found wherever the user has it, read from a compact index.

**Where the data comes from**, first found wins (:func:`find_wordnet`):

1. ``$VERIFIER_DATA`` (a folder holding ``nltk_data/corpora/wordnet``, or WordNet's database files itself);
2. the checkout's ``data/`` (what ``make setup`` copies there);
3. the user's data folder, filled once by ``verifier data install`` (no root needed);
4. an NLTK download (``python -m nltk.downloader wordnet``: ``~/nltk_data`` and NLTK's other folders, a
   folder or the ``wordnet.zip`` NLTK leaves);
5. Debian's packages (``/usr/share/wordnet``: ``wordnet-base`` + ``wordnet-sense-index``; ``$WORDNET_SRC``
   names another folder, as for ``scripts/setup_wordnet.sh``).

Without any of them :class:`WordNetMissing` carries one message that says what to run.

**How it is read.** Opening nltk's reader costs seconds per process (importing nltk pulls in scipy;
the reader parses every index file and maps sense keys), which a CLI call or a cold service pays on
every start. Here the database files are read once into an sqlite index in the user's cache folder
(:func:`verifier._paths.user_cache_dir`), keyed by the files' fingerprint (names, sizes, times) and this
module's schema version; a process then opens the index in milliseconds and reads only the rows it asks
for. :class:`CompactWordNet` answers with the subset of nltk's ``WordNetCorpusReader`` API the bridge
uses (``synsets``, ``synset``, ``lemmas``, ``morphy``, ``lemma_from_key``, ``synset_from_pos_and_offset``;
synsets with ``name``, ``pos``, ``offset``, ``lexname``, ``lemmas``, ``hypernyms``, ``hypernym_paths``,
``closure``, …; lemmas with ``key``, ``count``, ``derivationally_related_forms``, ``pertainyms``, …),
following nltk 3.10 exactly: names, sense keys, morphology, satellite handling (a test compares the two
readers word by word).

>>> wn = load_wordnet()                                   # doctest: +SKIP
>>> [s.name() for s in wn.synsets("boiling points", "n")]  # doctest: +SKIP
['boiling_point.n.01']
>>> wn.lemma_from_key("mass%1:07:00::").synset().name()   # doctest: +SKIP
'mass.n.01'
"""

from __future__ import annotations

import functools
import hashlib
import io
import os
import re
import sqlite3
import threading
import zipfile
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional

from .._paths import checkout_root, user_cache_dir, user_data_dir

__all__ = [
    "WordNetMissing",
    "WordNetError",
    "WordNetSource",
    "CompactWordNet",
    "Synset",
    "Lemma",
    "data_dir",
    "wordnet_dir",
    "find_wordnet",
    "wordnet_available",
    "missing_message",
    "load_wordnet",
    "index_path",
    "build_index_db",
    "install_wordnet",
    "morphy",
    "sense_key",
    "lemma_from_key",
    "synset_from_key",
]

#: the database files without which no index can be built (``lexnames`` is written when absent)
_REQUIRED = ("index.noun", "index.verb", "index.adj", "index.adv", "data.noun", "data.verb", "data.adj",
             "data.adv", "index.sense")
_OPTIONAL = ("noun.exc", "verb.exc", "adj.exc", "adv.exc", "cntlist.rev", "lexnames")
_POS_FILE = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
_POS_NUMBER = {"n": 1, "v": 2, "a": 3, "r": 4, "s": 5}
_POS_NAME = {v: k for k, v in _POS_NUMBER.items()}
_POS_LIST = ("n", "v", "a", "r")
#: WordNet 3.0's 45 lexicographer files, in number order (Debian ships no ``lexnames`` file)
LEXNAMES = tuple(
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
    "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
    "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
    "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
    "verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation "
    "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather "
    "adj.ppl".split())
_SUBSTITUTIONS = {
    "n": (("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
          ("men", "man"), ("ies", "y")),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}
_SUBSTITUTIONS["s"] = _SUBSTITUTIONS["a"]
#: bumped whenever the index's tables change, so an old index is rebuilt, never misread
SCHEMA = 1

_INSTALL_HINT = (
    "get WordNet 3.0 without root in one of these ways, then run `verifier data install`: "
    "`python -m nltk.downloader wordnet` (any system); `apt-get install wordnet-base wordnet-sense-index` "
    "(Debian/Ubuntu); `brew install wordnet` (macOS, then `verifier data install --from "
    "$(brew --prefix wordnet)/dict`); or set VERIFIER_DATA to a folder holding nltk_data/corpora/wordnet "
    "(in a checkout, `make setup` does all this)"
)


class WordNetMissing(RuntimeError):
    """No WordNet 3.0 database was found; the message says what to run."""


class WordNetError(LookupError):
    """A name, key or offset WordNet does not have (nltk raises its own ``WordNetError`` here)."""


# ================================================================================= finding the data


@dataclass(frozen=True)
class WordNetSource:
    """A WordNet database found on this machine: ``path`` (a folder or NLTK's ``wordnet.zip``) and where it
    was found (``origin``: ``VERIFIER_DATA``, ``checkout``, ``installed``, ``NLTK``, ``Debian``)."""

    path: Path
    origin: str

    def files(self) -> dict[str, tuple[int, int]]:
        """name → (size, mtime in ns) of the database files present (the index's fingerprint)."""
        if self.path.suffix == ".zip":
            st = self.path.stat()
            return {self.path.name: (st.st_size, st.st_mtime_ns)}
        out = {}
        for name in _REQUIRED + _OPTIONAL:
            p = self.path / name
            if p.is_file():
                st = p.stat()
                out[name] = (st.st_size, st.st_mtime_ns)
        return out

    def fingerprint(self) -> str:
        raw = repr((SCHEMA, str(self.path.resolve()), sorted(self.files().items())))
        return hashlib.sha256(raw.encode()).hexdigest()[:16]

    def read_bytes(self, name: str) -> Optional[bytes]:
        """One database file as it is, or None when the source has no such file."""
        if self.path.suffix == ".zip":
            with zipfile.ZipFile(self.path) as z:
                member = next((n for n in z.namelist() if n.rsplit("/", 1)[-1] == name), None)
                return z.read(member) if member is not None else None
        p = self.path / name
        return p.read_bytes() if p.is_file() else None

    def read(self, name: str) -> Optional[Iterator[str]]:
        """The lines of one database file (split at newlines only, as nltk reads them), or None."""
        data = self.read_bytes(name)
        if data is None:
            return None
        return iter(io.StringIO(data.decode("utf-8", errors="replace"), newline="\n"))


def _is_database(path: Path) -> bool:
    if path.suffix == ".zip":
        if not path.is_file():
            return False
        try:
            with zipfile.ZipFile(path) as z:
                names = {n.rsplit("/", 1)[-1] for n in z.namelist()}
        except (OSError, zipfile.BadZipFile):
            return False
        return all(n in names for n in _REQUIRED)
    return all((path / n).is_file() for n in _REQUIRED)


def _nltk_data_dirs() -> list[Path]:
    """NLTK's own search folders (as ``nltk.data.path`` lists them), without importing nltk."""
    import sys

    dirs = [p for p in os.environ.get("NLTK_DATA", "").split(os.pathsep) if p]
    home = os.path.expanduser("~/nltk_data")
    dirs += [home, os.path.join(sys.prefix, "nltk_data"), os.path.join(sys.prefix, "share", "nltk_data"),
             os.path.join(sys.prefix, "lib", "nltk_data")]
    if sys.platform == "win32":
        dirs += [os.path.join(os.environ.get("APPDATA", "C:\\"), "nltk_data"), "C:\\nltk_data"]
    else:
        dirs += ["/usr/share/nltk_data", "/usr/local/share/nltk_data", "/usr/lib/nltk_data",
                 "/usr/local/lib/nltk_data"]
    return [Path(d) for d in dict.fromkeys(dirs)]


def _candidates(data_dir_: Optional[os.PathLike | str] = None) -> list[WordNetSource]:
    out: list[WordNetSource] = []

    def under(base: Path, origin: str) -> None:
        out.append(WordNetSource(base / "nltk_data" / "corpora" / "wordnet", origin))
        out.append(WordNetSource(base, origin))

    if data_dir_ is not None:
        under(Path(data_dir_), "argument")
        return out
    env = os.environ.get("VERIFIER_DATA")
    if env:
        under(Path(env), "VERIFIER_DATA")
        return out  # an explicit choice: nothing else is looked at
    root = checkout_root()
    if root is not None:
        under(root / "data", "checkout")
    under(user_data_dir(), "installed")
    for d in _nltk_data_dirs():
        out.append(WordNetSource(d / "corpora" / "wordnet", "NLTK"))
        out.append(WordNetSource(d / "corpora" / "wordnet.zip", "NLTK"))
    out.append(WordNetSource(Path(os.environ.get("WORDNET_SRC") or "/usr/share/wordnet"), "Debian"))
    return out


def find_wordnet(data_dir_: Optional[os.PathLike | str] = None) -> Optional[WordNetSource]:
    """The first WordNet database found in the order of the module's docstring, or None."""
    return next((c for c in _candidates(data_dir_) if _is_database(c.path)), None)


def data_dir(data_dir: Optional[os.PathLike | str] = None) -> Path:
    """The folder for data derived from WordNet (e.g. the sense graph's cache): *data_dir*, else
    ``$VERIFIER_DATA``, else the checkout's ``data/``, else the user's data folder."""
    if data_dir is not None:
        return Path(data_dir)
    env = os.environ.get("VERIFIER_DATA")
    if env:
        return Path(env)
    root = checkout_root()
    return root / "data" if root is not None else user_data_dir()


def wordnet_dir(data_dir_: Optional[os.PathLike | str] = None) -> Path:
    """The WordNet database folder in use (which may not exist: then where ``make setup`` puts it).

    Readers of the raw files (the sense graph, the exception lists) need a folder: NLTK's ``wordnet.zip`` is
    unpacked once into the user's data folder (:func:`install_wordnet`). The default data folder stands for
    wherever WordNet was found."""
    found = find_wordnet(data_dir_)
    if found is None and data_dir_ is not None and Path(data_dir_) == data_dir():
        found = find_wordnet()
    if found is not None:
        return install_wordnet(found.path) if found.path.suffix == ".zip" else found.path
    return data_dir(data_dir_) / "nltk_data" / "corpora" / "wordnet"


def wordnet_available(data_dir_: Optional[os.PathLike | str] = None) -> bool:
    """True when a WordNet database is found (tests use this to skip)."""
    return find_wordnet(data_dir_) is not None


def missing_message() -> str:
    """The one message for a machine without WordNet: what was looked at and what to run."""
    env = os.environ.get("VERIFIER_DATA")
    where = f"$VERIFIER_DATA ({env})" if env else (
        "the checkout's data/, the user data folder, NLTK's folders and /usr/share/wordnet")
    return f"WordNet 3.0 not found in {where}: {_INSTALL_HINT}"


# ================================================================================= the index


def _storable(value: object) -> bool:
    """Whether sqlite can take ``value`` as a parameter: text must encode as UTF-8 (a question's lone
    surrogate, "\\udcff", does not; found by benchmarks/fuzz.py as an internal_error)."""
    if not isinstance(value, str):
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def index_path(source: WordNetSource, cache_dir: Optional[os.PathLike | str] = None) -> Path:
    """Where the index of *source* lives: ``<cache>/wordnet-<fingerprint>.sqlite``."""
    return Path(cache_dir or user_cache_dir()) / f"wordnet-{source.fingerprint()}.sqlite"


def _index_lines(lines: Iterable[str]) -> Iterator[tuple[str, str, list[int]]]:
    for line in lines:
        if line.startswith(" ") or not line.strip():
            continue
        parts = line.split()
        lemma, pos, n_synsets, n_pointers = parts[0], parts[1], int(parts[2]), int(parts[3])
        at = 4 + n_pointers + 2
        yield lemma, pos, [int(x) for x in parts[at: at + n_synsets]]


def _fill(con: sqlite3.Connection, source: WordNetSource) -> None:
    con.executescript(
        "CREATE TABLE meta(k TEXT PRIMARY KEY, v TEXT);"
        "CREATE TABLE idx(lemma TEXT, pos TEXT, offsets TEXT, PRIMARY KEY(lemma, pos)) WITHOUT ROWID;"
        "CREATE TABLE syn(pos TEXT, off INTEGER, line TEXT, PRIMARY KEY(pos, off)) WITHOUT ROWID;"
        "CREATE TABLE exc(pos TEXT, form TEXT, bases TEXT, PRIMARY KEY(pos, form)) WITHOUT ROWID;"
        "CREATE TABLE sense(key TEXT PRIMARY KEY, off INTEGER) WITHOUT ROWID;"
        "CREATE TABLE cnt(key TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;"
        "CREATE TABLE lexname(i INTEGER PRIMARY KEY, name TEXT);")
    lexnames = source.read("lexnames")
    names = [line.split()[1] for line in lexnames if line.strip()] if lexnames is not None else list(LEXNAMES)
    con.executemany("INSERT INTO lexname VALUES (?, ?)", enumerate(names))
    satellites: set[int] = set()
    for file_pos in ("noun", "verb", "adj", "adv"):
        pos = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}[file_pos]
        lines = source.read(f"data.{file_pos}")
        rows = []
        for line in lines or ():
            if line.startswith(" ") or not line.strip():
                continue
            off = int(line[:8])
            if pos == "a" and line.split(None, 3)[2] == "s":
                satellites.add(off)
            rows.append((pos, off, line.rstrip("\n")))
        con.executemany("INSERT INTO syn VALUES (?, ?, ?)", rows)
    for file_pos in ("noun", "verb", "adj", "adv"):
        rows = []
        for lemma, pos, offsets in _index_lines(source.read(f"index.{file_pos}") or ()):
            rows.append((lemma, pos, ",".join(map(str, offsets))))
            if pos == "a":  # nltk lists the satellites of an adjective under 's' as well (possibly none)
                rows.append((lemma, "s", ",".join(str(o) for o in offsets if o in satellites)))
        con.executemany("INSERT OR REPLACE INTO idx VALUES (?, ?, ?)", rows)
        exc = source.read(f"{file_pos}.exc")
        erows = {}
        for line in exc or ():
            terms = line.split()
            if terms:
                erows[terms[0]] = " ".join(terms[1:])
        con.executemany("INSERT INTO exc VALUES (?, ?, ?)",
                        [({"noun": "n", "verb": "v", "adj": "a", "adv": "r"}[file_pos], k, v) for k, v in erows.items()])
    con.executemany("INSERT OR REPLACE INTO sense VALUES (?, ?)",
                    ((f[0], int(f[1])) for f in (line.split() for line in source.read("index.sense") or ()) if len(f) >= 2))
    counts = source.read("cntlist.rev")
    if counts is not None:
        con.executemany("INSERT OR REPLACE INTO cnt VALUES (?, ?)",
                        ((f[0], int(f[-1])) for f in (line.split() for line in counts) if len(f) >= 3))
    con.executemany("INSERT INTO meta VALUES (?, ?)", [("schema", str(SCHEMA)), ("source", str(source.path)),
                                                      ("origin", source.origin)])
    con.commit()


def build_index_db(source: WordNetSource, target: Path) -> Path:
    """Read *source*'s database files into a new sqlite index at *target* (written aside, then moved in,
    so a reader never sees half an index)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        con = sqlite3.connect(tmp)
        try:
            con.execute("PRAGMA journal_mode=OFF")
            con.execute("PRAGMA synchronous=OFF")
            _fill(con, source)
        finally:
            con.close()
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            tmp.unlink()
    return target


def _index_connection(source: WordNetSource, cache_dir: Optional[os.PathLike | str] = None) -> sqlite3.Connection:
    path = index_path(source, cache_dir)
    if not path.is_file():
        try:
            build_index_db(source, path)
        except OSError:
            # a read-only cache folder: an index in memory for this process only
            con = sqlite3.connect(":memory:", check_same_thread=False)
            _fill(con, source)
            return con
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)


# ================================================================================= the reader


class _Node:
    """What synsets and lemmas share: equality and order by name, as nltk's objects."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._name)

    def __eq__(self, other) -> bool:
        if not isinstance(other, _Node):
            return NotImplemented
        return self._name == other._name

    def __lt__(self, other) -> bool:
        if not isinstance(other, _Node):
            return NotImplemented
        return self._name < other._name


def _symbol_method(symbol: str) -> Callable:
    def related(self):
        return self._related(symbol)
    return related


_SYNSET_RELATIONS = {
    "hypernyms": "@", "instance_hypernyms": "@i", "hyponyms": "~", "instance_hyponyms": "~i",
    "member_holonyms": "#m", "substance_holonyms": "#s", "part_holonyms": "#p", "member_meronyms": "%m",
    "substance_meronyms": "%s", "part_meronyms": "%p", "topic_domains": ";c", "in_topic_domains": "-c",
    "region_domains": ";r", "in_region_domains": "-r", "usage_domains": ";u", "in_usage_domains": "-u",
    "attributes": "=", "entailments": "*", "causes": ">", "also_sees": "^", "verb_groups": "$",
    "similar_tos": "&",
}
_LEMMA_RELATIONS = dict(_SYNSET_RELATIONS, antonyms="!", derivationally_related_forms="+", pertainyms="\\")


class Lemma(_Node):
    """One word of a synset (nltk's ``Lemma``): ``name``, ``key`` (the sense key), ``count`` (SemCor)."""

    __slots__ = ("_reader", "_synset", "_name", "_marker", "_lexname_index", "_lex_id", "_frame_ids", "_key")

    def __init__(self, reader, synset, name, lexname_index, lex_id, marker):
        self._reader, self._synset, self._name, self._marker = reader, synset, name, marker
        self._lexname_index, self._lex_id = lexname_index, lex_id
        self._frame_ids: list[int] = []
        self._key = ""

    def name(self) -> str:
        return self._name

    def syntactic_marker(self):
        return self._marker

    def synset(self) -> "Synset":
        return self._synset

    def frame_ids(self) -> list[int]:
        return self._frame_ids

    def key(self) -> str:
        return self._key

    def count(self) -> int:
        return self._reader._count(self._key)

    def lang(self) -> str:
        return "eng"

    def _related(self, symbol: str) -> list["Lemma"]:
        return [self._reader.synset_from_pos_and_offset(pos, off)._lemmas[i]
                for pos, off, i in self._synset._lemma_pointers.get((self._name, symbol), ())]

    def __repr__(self) -> str:
        return f"Lemma('{self._synset._name}.{self._name}')"


for _m, _s in _LEMMA_RELATIONS.items():
    setattr(Lemma, _m, _symbol_method(_s))


class Synset(_Node):
    """One synset (nltk's ``Synset``), parsed from its data line on first use and kept."""

    __slots__ = ("_reader", "_pos", "_offset", "_name", "_lexname", "_lemmas", "_pointers", "_lemma_pointers",
                 "_frame_ids", "_definition", "_examples")

    def pos(self) -> str:
        return self._pos

    def offset(self) -> int:
        return self._offset

    def name(self) -> str:
        return self._name

    def lexname(self) -> str:
        return self._lexname

    def frame_ids(self) -> list[int]:
        return self._frame_ids

    def definition(self) -> str:
        return self._definition

    def examples(self) -> list[str]:
        return self._examples

    def lemmas(self) -> list[Lemma]:
        return self._lemmas

    def lemma_names(self) -> list[str]:
        return [lemma._name for lemma in self._lemmas]

    def _related(self, symbol: str) -> list["Synset"]:
        return [self._reader.synset_from_pos_and_offset(pos, off) for pos, off in self._pointers.get(symbol, ())]

    def closure(self, rel: Callable[["Synset"], Iterable["Synset"]], depth: int = -1) -> Iterator["Synset"]:
        """Every synset reached through *rel*, breadth first, each once, without *self*."""
        seen = {self}
        queue = deque([(self, 0)])
        while queue:
            node, d = queue.popleft()
            if d == depth:
                continue
            for child in rel(node):
                if child not in seen:
                    seen.add(child)
                    yield child
                    queue.append((child, d + 1))

    def hypernym_paths(self, _visited: frozenset = frozenset()) -> list[list["Synset"]]:
        """Each path from a root down to this synset through hypernyms and instance hypernyms."""
        if self in _visited or len(_visited) > 256:
            raise ValueError(f"hypernym graph has a cycle or is too deep at {self._name!r}")
        hypernyms = self.hypernyms() + self.instance_hypernyms()
        if not hypernyms:
            return [[self]]
        paths = []
        for hypernym in hypernyms:
            for path in hypernym.hypernym_paths(_visited | {self}):
                path.append(self)
                paths.append(path)
        return paths

    def root_hypernyms(self) -> list["Synset"]:
        return list(dict.fromkeys(path[0] for path in self.hypernym_paths()))

    def __repr__(self) -> str:
        return f"Synset('{self._name}')"


for _m, _s in _SYNSET_RELATIONS.items():
    setattr(Synset, _m, _symbol_method(_s))

_MARKER = re.compile(r"(.*?)(\([^()]*\))?$")
_QUOTED = re.compile(r"\"[^\"]*\"")


class CompactWordNet:
    """WordNet read from the sqlite index (see the module's docstring); safe across threads and forks."""

    def __init__(self, source: WordNetSource, cache_dir: Optional[os.PathLike | str] = None) -> None:
        self.source = source
        self._cache_dir = cache_dir
        self._lock = threading.RLock()
        self._pid = os.getpid()
        self._con = _index_connection(source, cache_dir)
        self._lexnames = [name for _, name in self._con.execute("SELECT i, name FROM lexname ORDER BY i")]
        self._offsets: dict[tuple[str, str], Optional[tuple[int, ...]]] = {}
        self._exc: dict[tuple[str, str], Optional[tuple[str, ...]]] = {}
        self._synsets: dict[tuple[str, int], Optional[Synset]] = {}

    # -- the index --------------------------------------------------------------------------------

    def _query(self, sql: str, args: tuple) -> Optional[tuple]:
        if not all(_storable(a) for a in args):
            return None  # a lone surrogate (sqlite cannot take it): no WordNet word holds one
        with self._lock:
            if os.getpid() != self._pid:  # a forked child: a connection of its own
                self._con = _index_connection(self.source, self._cache_dir)
                self._pid = os.getpid()
            return self._con.execute(sql, args).fetchone()

    def _index(self, lemma: str, pos: str) -> Optional[tuple[int, ...]]:
        """The synset offsets of *lemma* as *pos* in WordNet's order; None when the lemma is not listed."""
        key = (lemma, pos)
        if key not in self._offsets:
            row = self._query("SELECT offsets FROM idx WHERE lemma = ? AND pos = ?", key)
            self._offsets[key] = None if row is None else tuple(int(x) for x in row[0].split(",") if x)
        return self._offsets[key]

    def _exceptions(self, form: str, pos: str) -> Optional[tuple[str, ...]]:
        key = (form, "a" if pos == "s" else pos)
        if key not in self._exc:
            row = self._query("SELECT bases FROM exc WHERE form = ? AND pos = ?", (form, key[1]))
            self._exc[key] = None if row is None else tuple(row[0].split())
        return self._exc[key]

    def _count(self, key: str) -> int:
        row = self._query("SELECT n FROM cnt WHERE key = ?", (key,))
        return int(row[0]) if row else 0

    # -- nltk's API ---------------------------------------------------------------------------------

    @functools.lru_cache(maxsize=None)  # (the bridge asks for the same forms over and over; pure)
    def _morphy(self, form: str, pos: str, check_exceptions: bool = True) -> tuple[str, ...]:
        exc = self._exceptions(form, pos) if check_exceptions else None
        if exc is not None:
            forms = list(exc)
        else:
            forms = [form[: -len(old)] + new for old, new in _SUBSTITUTIONS[pos] if form.endswith(old)]
        out: list[str] = []
        for f in [form] + forms:
            if f not in out and self._index(f, pos) is not None:
                out.append(f)
        return tuple(out)

    def morphy(self, form: str, pos: Optional[str] = None, check_exceptions: bool = True) -> Optional[str]:
        for p in [pos] if pos else _POS_LIST:
            found = self._morphy(form, p, check_exceptions)
            if found:
                return found[0]
        return None

    def synsets(self, lemma: str, pos: Optional[str] = None, check_exceptions: bool = True) -> list[Synset]:
        lemma = lemma.lower()
        return [self.synset_from_pos_and_offset(p, off)
                for p in (pos if pos is not None else _POS_LIST)
                for form in self._morphy(lemma, p, check_exceptions)
                for off in self._index(form, p) or ()]

    def lemmas(self, lemma: str, pos: Optional[str] = None) -> list[Lemma]:
        lemma = lemma.lower()
        return [l for s in self.synsets(lemma, pos) for l in s._lemmas if l._name.lower() == lemma]

    def synset(self, name: str) -> Synset:
        lemma, pos, number = name.lower().rsplit(".", 2)
        offsets = self._index(lemma, pos)
        if offsets is None:
            raise WordNetError(f"No lemma {lemma!r} with part of speech {pos!r}")
        i = int(number) - 1
        if not 0 <= i < len(offsets):
            raise WordNetError(f"Lemma {lemma!r} with part of speech {pos!r} only has {len(offsets)} senses")
        synset = self.synset_from_pos_and_offset(pos, offsets[i])
        if pos == "s" and synset._pos == "a":
            raise WordNetError(f"Adjective satellite requested but only plain adjective found for lemma {lemma!r}")
        return synset

    def lemma_from_key(self, key: str) -> Lemma:
        key = key.lower()
        try:
            _, lex_sense = key.split("%")
            pos = _POS_NAME[int(lex_sense.split(":")[0])]
        except (ValueError, KeyError) as exc:
            raise WordNetError(f"Not a sense key: {key!r}") from exc
        row = self._query("SELECT off FROM sense WHERE key = ?", (key,))
        if row is None:
            raise WordNetError(f"No synset found for key {key!r}")
        synset = self.synset_from_pos_and_offset(pos, int(row[0]))
        for lemma in synset._lemmas if synset is not None else ():
            if lemma._key == key:
                return lemma
        raise WordNetError(f"No lemma found for key {key!r}")

    def synset_from_sense_key(self, key: str) -> Synset:
        return self.lemma_from_key(key).synset()

    def synset_from_pos_and_offset(self, pos: str, offset: int) -> Optional[Synset]:
        file_pos = "a" if pos == "s" else pos
        key = (file_pos, int(offset))
        if key not in self._synsets:
            row = self._query("SELECT line FROM syn WHERE pos = ? AND off = ?", key)
            self._synsets[key] = self._parse(row[0]) if row else None
        return self._synsets[key]

    def all_synsets(self, pos: Optional[str] = None) -> Iterator[Synset]:
        for p in (pos if pos is not None else _POS_LIST):
            with self._lock:
                offs = [o for (o,) in self._con.execute("SELECT off FROM syn WHERE pos = ? ORDER BY off", (p,))]
            for off in offs:
                synset = self.synset_from_pos_and_offset(p, off)
                if pos is None or synset._pos == p or (p == "a" and synset._pos == "s"):
                    yield synset

    def lexnames(self) -> list[str]:
        return list(self._lexnames)

    def get_version(self) -> str:
        return "3.0"

    # -- one synset from its data line (nltk's _synset_from_pos_and_line) ----------------------------

    def _parse(self, line: str) -> Synset:
        columns, _, gloss = line.strip().partition("|")
        s = Synset.__new__(Synset)
        s._reader = self
        s._examples = re.findall(r'"([^"]*)"', gloss)
        s._definition = _QUOTED.sub("", gloss).strip().strip("; ")
        tokens = iter(columns.split())
        s._offset = int(next(tokens))
        lexname_index = int(next(tokens))
        s._lexname = self._lexnames[lexname_index] if lexname_index < len(self._lexnames) else ""
        s._pos = next(tokens)
        s._lemmas, s._pointers, s._lemma_pointers, s._frame_ids = [], {}, {}, []
        for _ in range(int(next(tokens), 16)):
            name = next(tokens)
            lex_id = int(next(tokens), 16)
            name, marker = _MARKER.match(name).groups()
            s._lemmas.append(Lemma(self, s, name, lexname_index, lex_id, marker))
        for _ in range(int(next(tokens))):
            symbol, off, pos, ids = next(tokens), int(next(tokens)), next(tokens), next(tokens)
            if ids == "0000":
                targets = s._pointers.setdefault(symbol, [])
                if (pos, off) not in targets:
                    targets.append((pos, off))
            else:
                source = s._lemmas[int(ids[:2], 16) - 1]._name
                s._lemma_pointers.setdefault((source, symbol), []).append((pos, off, int(ids[2:], 16) - 1))
        frames = next(tokens, None)
        for _ in range(int(frames) if frames is not None else 0):
            next(tokens)  # "+"
            frame, number = int(next(tokens)), int(next(tokens), 16)
            if number == 0:
                s._frame_ids.append(frame)
                for lemma in s._lemmas:
                    lemma._frame_ids.append(frame)
            else:
                s._lemmas[number - 1]._frame_ids.append(frame)
        head_name = head_id = ""
        if s._pos == "s":
            similar = s._pointers.get("&")
            if similar:
                head = self.synset_from_pos_and_offset(*similar[0])._lemmas[0]
                head_name, head_id = head._name, f"{head._lex_id:02d}"
        for lemma in s._lemmas:
            lemma._key = (f"{lemma._name}%{_POS_NUMBER[s._pos]}:{lexname_index:02d}:{lemma._lex_id:02d}:"
                          f"{head_name}:{head_id}").lower()
        first = s._lemmas[0]._name.lower()
        offsets = self._index(first, s._pos) or ()
        number = offsets.index(s._offset) + 1 if s._offset in offsets else 1
        s._name = f"{first}.{s._pos}.{number:02d}"
        return s


# ================================================================================= entry points


def load_wordnet(data_dir: Optional[os.PathLike | str] = None) -> CompactWordNet:
    """WordNet 3.0, found as the module's docstring says and read from its index (built on first use;
    one reader per source and process). Raises :class:`WordNetMissing` with what to run."""
    source = find_wordnet(data_dir)
    if source is None:
        raise WordNetMissing(missing_message())
    return _open(source, str(user_cache_dir()))


@functools.lru_cache(maxsize=4)
def _open(source: WordNetSource, cache_dir: str) -> CompactWordNet:
    return CompactWordNet(source, cache_dir)


def install_wordnet(source: Optional[os.PathLike | str] = None, target: Optional[Path] = None) -> Path:
    """Copy WordNet's database files from *source* (a folder of Debian's or Homebrew's files, an NLTK
    ``corpora/wordnet`` folder or ``wordnet.zip``; default: the first found) into the user's data folder
    in NLTK's layout (``lexnames`` written when absent), and build its index. Returns the folder."""
    found = WordNetSource(Path(source).expanduser(), "given") if source is not None else find_wordnet()
    if found is None or not _is_database(found.path):
        where = f"{source} has no WordNet database files ({', '.join(_REQUIRED)})" if source else missing_message()
        raise WordNetMissing(where)
    dest = target or user_data_dir() / "nltk_data" / "corpora" / "wordnet"
    dest.mkdir(parents=True, exist_ok=True)
    for name in _REQUIRED + _OPTIONAL:
        data = found.read_bytes(name) if found.path.resolve() != dest.resolve() else None
        if data is not None:
            (dest / name).write_bytes(data)  # byte for byte: data files are addressed by byte offset
    for name in ("noun.exc", "verb.exc", "adj.exc", "adv.exc"):
        if not (dest / name).exists():
            (dest / name).write_text("", encoding="utf-8")  # nltk needs each, even empty
    if not (dest / "lexnames").exists():
        pos_number = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
        (dest / "lexnames").write_text("".join(f"{i:02d}\t{n}\t{pos_number[n.split('.')[0]]}\n"
                                               for i, n in enumerate(LEXNAMES)), encoding="utf-8")
    installed = WordNetSource(dest, "installed")
    path = index_path(installed)
    if not path.is_file():
        build_index_db(installed, path)
    return dest


def morphy(word: str, pos: str, wordnet: Optional[CompactWordNet] = None) -> Optional[str]:
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


def sense_key(lemma: Lemma) -> str:
    """Return the WordNet 3.0 sense key of a lemma, e.g. ``mass%1:07:00::``."""
    return lemma.key()


def lemma_from_key(key: str, wordnet: Optional[CompactWordNet] = None) -> Optional[Lemma]:
    """Return the lemma of a WordNet 3.0 sense key, or None when the key is unknown."""
    wn = wordnet or load_wordnet()
    try:
        return wn.lemma_from_key(key)
    except (WordNetError, ValueError):
        return None


def synset_from_key(key: str, wordnet: Optional[CompactWordNet] = None) -> Optional[str]:
    """Return the synset name (``mass.n.01``) of a sense key, or None when the key is unknown."""
    lemma = lemma_from_key(key, wordnet)
    return lemma.synset().name() if lemma is not None else None
