"""An embedded KG: Turtle files loaded into an rdflib Graph, queried with real SPARQL.

The same small interface as :class:`verifier.kg.endpoint.SparqlEndpoint` (``select``/``ask``), so
label lookups, query execution and examples work against either. The files are read on first use,
not when the store is made, so building a :class:`~verifier.api.Verifier` stays cheap.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Iterable, Sequence

__all__ = ["EmbeddedStore", "row_value"]


def row_value(node) -> str | None:
    """A result cell as text: IRIs whole, literals by their lexical form, unbound as None."""
    return None if node is None else str(node)


class EmbeddedStore:
    """Turtle (or any rdflib format) files in one in-memory graph.

    ``paths``: files to load (a single path is accepted); ``graph``: an rdflib Graph to use instead.
    """

    def __init__(self, paths: str | os.PathLike | Sequence[str | os.PathLike] = (), graph=None) -> None:
        if isinstance(paths, (str, os.PathLike)):
            paths = [paths]
        self.paths: tuple[Path, ...] = tuple(Path(p) for p in paths)
        self._graph = graph
        self._lock = threading.Lock()
        self._label_index: dict[str, list[str]] | None = None

    @property
    def graph(self):
        """The rdflib Graph, loaded on first access."""
        if self._graph is None:
            with self._lock:
                if self._graph is None:
                    from rdflib import Graph

                    g = Graph()
                    for p in self.paths:
                        fmt = "turtle" if p.suffix in (".ttl", ".turtle") else None
                        g.parse(str(p), format=fmt)
                    self._graph = g
        return self._graph

    def __len__(self) -> int:
        return len(self.graph)

    def query(self, sparql: str):
        """Run SPARQL on the graph; returns rdflib's ``Result`` (rows, ``askAnswer``, graphs)."""
        return self.graph.query(sparql)

    def select(self, sparql: str) -> list[dict]:
        """Rows of a SELECT as dicts from variable name to rdflib term (unbound variables left out)."""
        res = self.query(sparql)
        out = []
        names = [str(v) for v in res.vars or ()]
        for row in res:
            out.append({n: row[i] for i, n in enumerate(names) if row[i] is not None})
        return out

    def ask(self, sparql: str) -> bool:
        return bool(self.query(sparql).askAnswer)

    def label_index(self, predicates: Iterable[str]) -> dict[str, list[str]]:
        """Lower-cased label → subjects (full IRIs), built once from the given label predicates.

        A label lookup is an exact, case-insensitive match; scanning the graph once beats one SPARQL
        FILTER per word on an in-memory store.
        """
        if self._label_index is None:
            from rdflib import URIRef

            idx: dict[str, list[str]] = {}
            for p in predicates:
                for s, o in self.graph.subject_objects(URIRef(p)):
                    lang = getattr(o, "language", None)
                    if lang not in (None, "en") and not str(lang).startswith("en-"):
                        continue
                    key = " ".join(str(o).lower().split())
                    subs = idx.setdefault(key, [])
                    if str(s) not in subs:
                        subs.append(str(s))
            self._label_index = idx
        return self._label_index
