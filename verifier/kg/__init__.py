"""Knowledge graphs: IRI naming (:mod:`.iri`), the embedded store (:mod:`.store`), SPARQL endpoints
(:mod:`.endpoint`), and the checks that ask a KG what it knows.
"""

from __future__ import annotations

import os
from typing import Any, Iterable, Sequence

from .iri import compact, expand

__all__ = ["open_kg", "known_terms", "labels_of"]


def open_kg(kg: Any) -> Any:
    """A KG from a URL (SPARQL endpoint), path(s) of RDF files (embedded store), an rdflib ``Graph``, a
    pyoxigraph ``Store``, or any object with ``select``/``ask``."""
    if kg is None:
        return None
    if isinstance(kg, str) and kg.startswith(("http://", "https://")):
        from .endpoint import SparqlEndpoint
        return SparqlEndpoint(kg)
    if isinstance(kg, (str, os.PathLike)) or (isinstance(kg, (list, tuple)) and all(isinstance(p, (str, os.PathLike)) for p in kg)):
        from .store import EmbeddedStore
        return EmbeddedStore(kg)
    if hasattr(kg, "select"):
        return kg
    if type(kg).__module__.startswith("rdflib") and hasattr(kg, "triples"):
        from .store import EmbeddedStore
        return EmbeddedStore(graph=kg)
    if type(kg).__module__.startswith("pyoxigraph") and hasattr(kg, "quads_for_pattern"):
        from .store import OxigraphStore
        return OxigraphStore(kg)
    raise TypeError(f"cannot open a KG from {type(kg).__name__}")


def known_terms(store: Any, names: Sequence[str], batch: int = 200) -> set[str]:
    """Which of ``names`` (compact IRIs) occur in the KG, in any position: one request per batch."""
    names = [n for n in dict.fromkeys(names) if not n.startswith("?")]
    found: set[str] = set()
    graph = getattr(store, "graph", None)
    if graph is not None and hasattr(graph, "triples"):
        # an in-memory graph answers membership from its indexes, far faster than a SPARQL query
        from rdflib import URIRef
        for n in names:
            t = URIRef(expand(n))
            if (t, None, None) in graph or (None, t, None) in graph or (None, None, t) in graph:
                found.add(n)
        return found
    for i in range(0, len(names), batch):
        chunk = names[i:i + batch]
        values = " ".join("<" + expand(n).replace(">", "%3E") + ">" for n in chunk)
        q = ("SELECT DISTINCT ?t WHERE { VALUES ?t { " + values + " } "
             "{ ?t ?p ?o } UNION { ?s ?t ?o } UNION { ?s ?p ?t } }")
        for row in store.select(q):
            if "t" in row:
                found.add(compact(str(row["t"])))
    return found


def labels_of(store: Any, names: Sequence[str] = ()) -> Any:
    """The labels a verifier reads: those of the labels-only graphs ``names`` (RDF files) first, then the KG's
    (``store``, if any; an endpoint that fails answers "no labels", never a crash), then IRI local names as the
    last resort. Labels-only graphs name what a source annotates (a dialogue set's entities and classes), not
    all the KG holds, so they are never the KG: a term they lack is not screened as missing from it
    (``unknown_term``), which would take "not annotated" for "not there"."""
    from ..bridge import ChainLabels, LocalNameLabels, StoreLabels
    from .endpoint import TolerantLabels

    sources = [StoreLabels(open_kg(list(names)))] if names else []
    if store is not None:
        sources.append(TolerantLabels(StoreLabels(store)))
    return ChainLabels(*sources, LocalNameLabels())
