"""Labels of KG terms, from an embedded store, a SPARQL endpoint, or the IRIs' local names.

Two questions are asked of labels:

* ``labels(names)``: what are the labels of these KG terms (``wd:Q2270`` → ``["benzene", "benzol"]``)?
  Asked for all of a query's IRIs at once, so it is ONE SPARQL request (per batch of
  :attr:`StoreLabels.batch` names) with a ``VALUES`` block, never one per term.
* ``lookup(text)``: which KG terms have this label (``"benzene"`` → ``["wd:Q2270"]``)? Case is
  ignored; ``skos:altLabel`` counts.

Names are compact (:func:`verifier.kg.iri.compact`). Wikidata keeps the labels of a property on its
entity (``wd:P2067``), while queries use the direct-claim predicate (``wdt:P2067``); both
directions are mapped here (:func:`label_subject`, :func:`as_predicate`).
"""

from __future__ import annotations

import functools
import re
from typing import Iterable, Protocol, Sequence, runtime_checkable
from urllib.parse import unquote

from ..kg.iri import WELL_KNOWN, compact, expand, local_name

__all__ = ["LabelSource", "StoreLabels", "LocalNameLabels", "ChainLabels", "LABEL_PREDICATES",
           "label_subject", "as_predicate", "split_local_name", "normalise"]

#: label predicates, strongest first: a name's first label is its preferred one
LABEL_PREDICATES = (
    "http://www.w3.org/2000/01/rdf-schema#label",
    "http://www.w3.org/2004/02/skos/core#prefLabel",
    "http://schema.org/name",
    "http://xmlns.com/foaf/0.1/name",
    "http://www.w3.org/2004/02/skos/core#altLabel",
)

_WIKIDATA_PROP_PREFIXES = ("wdt", "p", "ps", "pq")


@runtime_checkable
class LabelSource(Protocol):
    """Anything that answers the two label questions."""

    def labels(self, names: Iterable[str]) -> dict[str, list[str]]:
        """Compact name → its labels (preferred first); names without labels map to ``[]``."""
        ...

    def lookup(self, text: str) -> list[str]:
        """Compact names whose label is ``text`` (case-insensitive), best first."""
        ...


@functools.lru_cache(maxsize=1 << 16)
def normalise(text: str) -> str:
    """Label comparison key: lower case, single spaces, ``_`` as space. Kept per text: a pure function
    of a string, asked for the same labels by every word of every check (a word's guesses compare it
    with each label of each query term)."""
    return " ".join(text.replace("_", " ").lower().split())


def label_subject(name: str) -> str:
    """The term that carries ``name``'s labels: ``wdt:P2067`` → ``wd:P2067``, others unchanged."""
    prefix, sep, local = name.partition(":")
    if sep and prefix in _WIKIDATA_PROP_PREFIXES and re.fullmatch(r"P\d+", local):
        return f"wd:{local}"
    return name


def as_predicate(name: str) -> str:
    """The predicate queries use for a property term: ``wd:P2067`` → ``wdt:P2067``, others unchanged."""
    prefix, sep, local = name.partition(":")
    if sep and prefix == "wd" and re.fullmatch(r"P\d+", local):
        return f"wdt:{local}"
    return name


def split_local_name(name: str) -> str:
    """A readable label from an IRI's local name: ``dbo:birthPlace`` → ``birth place``,
    ``dbr:Angela_Merkel`` → ``Angela Merkel``; opaque ids (``wd:Q2270``) → ``""``. A local name is
    percent-encoded text, read decoded (``dbr:Anna_%22Annie%22_Weber`` → ``Anna "Annie" Weber``)."""
    local = unquote(local_name(name))
    if re.fullmatch(r"[QPL]\d+", local) or not local:
        return ""
    text = local.replace("_", " ")
    if " " not in text:
        # camelCase → words, keeping acronyms ("ISBN") whole
        text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text)
        words = text.split()
        if not local[0].isupper():
            words = [w if w.isupper() and len(w) > 1 else w.lower() for w in words]
        text = " ".join(words)
    return " ".join(text.split())


def _iri(name: str) -> str:
    return "<" + expand(name).replace(">", "%3E") + ">"


def _sparql_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


class StoreLabels:
    """Labels from anything with ``select(sparql) -> rows`` (:class:`~verifier.kg.store.EmbeddedStore`,
    :class:`~verifier.kg.endpoint.SparqlEndpoint`).

    ``lang``: the label language (untagged labels are accepted too); ``batch``: names per request.
    On an embedded store, ``lookup`` uses the store's label index instead of a FILTER scan.
    """

    def __init__(self, store, predicates: Sequence[str] = LABEL_PREDICATES, lang: str = "en",
                 batch: int = 200) -> None:
        self.store = store
        self.predicates = tuple(predicates)
        self.lang = lang
        self.batch = batch
        self._labels: dict[str, list[str]] = {}
        self._lookups: dict[str, list[str]] = {}

    def labels(self, names: Iterable[str]) -> dict[str, list[str]]:
        names = list(dict.fromkeys(names))
        todo = [n for n in names if n not in self._labels]
        subjects = {n: label_subject(n) for n in todo}
        wanted = sorted(set(subjects.values()))
        found: dict[str, list[tuple[int, str]]] = {s: [] for s in wanted}
        rank = {p: i for i, p in enumerate(self.predicates)}
        for i in range(0, len(wanted), self.batch):
            chunk = wanted[i:i + self.batch]
            q = (
                "SELECT ?s ?p ?l WHERE { VALUES ?s { " + " ".join(_iri(s) for s in chunk) + " } "
                "VALUES ?p { " + " ".join(f"<{p}>" for p in self.predicates) + " } ?s ?p ?l . "
                f'FILTER(isLiteral(?l) && (lang(?l) = "" || langMatches(lang(?l), "{self.lang}"))) }}'
            )
            for row in self.store.select(q):
                s = compact(str(row["s"]))
                if s in found:
                    found[s].append((rank.get(str(row["p"]), 99), str(row["l"])))
        for n in todo:
            out: list[str] = []
            for _, label in sorted(found.get(subjects[n], [])):
                if label not in out:
                    out.append(label)
            self._labels[n] = out
        return {n: list(self._labels[n]) for n in names}

    def lookup(self, text: str) -> list[str]:
        key = normalise(text)
        if key in self._lookups:
            return list(self._lookups[key])
        if hasattr(self.store, "label_index"):
            hits = [compact(s) for s in self.store.label_index(self.predicates).get(key, [])]
        else:
            # an endpoint: exact matches of a few spellings (indexes serve these; a FILTER on
            # lcase() would scan the whole KG)
            variants = {text, text.lower(), text[:1].upper() + text[1:], text.title()}
            vals = " ".join(f"{_sparql_string(v)}@{self.lang} {_sparql_string(v)}" for v in sorted(variants))
            q = ("SELECT DISTINCT ?s WHERE { VALUES ?l { " + vals + " } VALUES ?p { "
                 + " ".join(f"<{p}>" for p in self.predicates) + " } ?s ?p ?l . }")
            hits = [compact(str(r["s"])) for r in self.store.select(q) if "s" in r]
        self._lookups[key] = list(dict.fromkeys(hits))
        return list(self._lookups[key])


class LocalNameLabels:
    """The last resort: labels read off IRI local names (``dbo:birthPlace`` → ``birth place``).

    ``lookup`` can only find names it has been told about (``known``, e.g. a query's IRIs), unless
    ``guess`` names a namespace prefix whose IRIs are spelled from labels (``dbr``: "Angela Merkel"
    → ``dbr:Angela_Merkel``), which is how DBpedia resources are named.
    """

    def __init__(self, known: Iterable[str] = (), guess: str | None = None) -> None:
        self.known = list(dict.fromkeys(known))
        self.guess = guess
        if guess is not None and guess not in WELL_KNOWN:
            raise ValueError(f"unknown prefix {guess!r}")

    def labels(self, names: Iterable[str]) -> dict[str, list[str]]:
        out = {}
        for n in names:
            label = split_local_name(n)
            out[n] = [label] if label else []
        return out

    def lookup(self, text: str) -> list[str]:
        key = normalise(text)
        hits = [n for n in self.known if normalise(split_local_name(n)) == key]
        if self.guess and text.strip():
            words = text.strip().split()
            guess = f"{self.guess}:" + "_".join(w[:1].upper() + w[1:] for w in words)
            if guess not in hits:
                hits.append(guess)
        return hits


class ChainLabels:
    """Several sources in order: ``labels`` takes each name's labels from the first source that has
    any; ``lookup`` returns the union, earlier sources' hits first."""

    def __init__(self, *sources: LabelSource) -> None:
        self.sources = sources

    def labels(self, names: Iterable[str]) -> dict[str, list[str]]:
        names = list(dict.fromkeys(names))
        out: dict[str, list[str]] = {n: [] for n in names}
        todo = names
        for src in self.sources:
            if not todo:
                break
            got = src.labels(todo)
            for n in todo:
                if got.get(n):
                    out[n] = list(got[n])
            todo = [n for n in todo if not out[n]]
        return out

    def lookup(self, text: str) -> list[str]:
        hits: list[str] = []
        for src in self.sources:
            for h in src.lookup(text):
                if h not in hits:
                    hits.append(h)
        return hits
