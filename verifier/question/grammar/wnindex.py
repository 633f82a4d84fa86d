"""A compact, cached view of WordNet 3.0 with just what the lexicon asks of it.

Loading WordNet through nltk parses every index and exception file, which takes several seconds
per process. The lexicon only needs, per part of speech: which lemmas exist, morphy's lemma
candidates, tagged-sense counts (``index.sense``), and three facts about a lemma's first sense
(is the lemma written in lower case there, is it an instance, is an adjective written with a
capital). This module reads those from the WordNet database files once, keeps them in a pickle
next to the database (``data/cache/``), and answers from memory afterwards.

The answers follow nltk's reader: :meth:`WordNetIndex.morphy` is nltk 3.10's ``_morphy``, the
first sense is the first synset offset of ``index.<pos>``, counts are summed over a lemma's
sense keys, adjectives include satellites.
"""

from __future__ import annotations

import os
import pickle
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
_CACHE_VERSION = 1


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
    """The WordNet database folder under *nltk_data*, ``NLTK_DATA`` or the project's data dir."""
    from .lexicon import DEFAULT_NLTK_DATA

    for base in (nltk_data, os.environ.get("NLTK_DATA"), DEFAULT_NLTK_DATA):
        if base:
            d = Path(base) / "corpora" / "wordnet"
            if (d / "index.sense").exists():
                return d
    return None


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


def _default_cache_dir(wndir: Path) -> Path:
    """``data/cache`` for the project's own WordNet copy, else the user's cache folder."""
    from .lexicon import DEFAULT_NLTK_DATA

    try:
        wndir.resolve().relative_to(DEFAULT_NLTK_DATA.resolve())
        return DEFAULT_NLTK_DATA.parent / "cache"
    except ValueError:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        return Path(base) / "sparql-verifier"


def load_index(wndir: Path, cache_dir: Path | None = None) -> WordNetIndex:
    """The index for the database in *wndir*, from the pickle cache when it is current."""
    cache_dir = cache_dir or _default_cache_dir(wndir)
    cache = cache_dir / "wordnet-lexicon.pickle"
    sig = _signature(wndir)
    try:
        with open(cache, "rb") as f:
            stored_sig, index = pickle.load(f)
        if stored_sig == sig:
            return index
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, TypeError):
        pass
    index = build_index(wndir)
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            pickle.dump((sig, index), f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, cache)
    except OSError:
        pass  # a read-only data folder: rebuild next time
    return index
