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

__all__ = ["EmbeddedStore", "OxigraphStore", "row_value", "has_oxigraph"]


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
        self._oxigraph: "OxigraphStore | None | bool" = None

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

    def oxigraph(self) -> "OxigraphStore | None":
        """The same triples in a pyoxigraph store (the grounding stage's many small queries run there in
        a fraction of a millisecond each, against tens of milliseconds through rdflib's SPARQL engine);
        None without pyoxigraph, and then the callers query this store itself."""
        if self._oxigraph is None:
            graph = self.graph  # loaded first: the lock is not re-entrant
            with self._lock:
                if self._oxigraph is None:
                    self._oxigraph = False
                    if has_oxigraph():
                        import pyoxigraph

                        ox = pyoxigraph.Store()
                        data = graph.serialize(format="nt", encoding="utf-8")
                        ox.bulk_load(data, format=pyoxigraph.RdfFormat.N_TRIPLES)
                        self._oxigraph = OxigraphStore(ox)
        return self._oxigraph or None

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


def has_oxigraph() -> bool:
    import importlib.util

    return importlib.util.find_spec("pyoxigraph") is not None


def _rdflib_term(node):
    """A pyoxigraph term → the rdflib term the rest of the verifier reads."""
    import pyoxigraph
    from rdflib import BNode, Literal, URIRef

    if node is None:
        return None
    if isinstance(node, pyoxigraph.NamedNode):
        return URIRef(node.value)
    if isinstance(node, pyoxigraph.BlankNode):
        return BNode(node.value)
    if isinstance(node, pyoxigraph.Literal):
        if node.language:
            return Literal(node.value, lang=node.language)
        dt = node.datatype.value if node.datatype is not None else None
        if dt == "http://www.w3.org/2001/XMLSchema#string":
            dt = None
        return Literal(node.value, datatype=URIRef(dt) if dt else None)
    return Literal(str(node))


class OxigraphStore:
    """A pyoxigraph ``Store`` behind the verifier's ``select``/``ask`` interface (rows of rdflib terms).

    ``Verifier(kg=pyoxigraph.Store(...))`` is wrapped in one of these; so is the mirror an
    :class:`EmbeddedStore` builds for the grounding stage.

    Worked example::

        ox = pyoxigraph.Store(); ox.load(path="kg.ttl", format=pyoxigraph.RdfFormat.TURTLE)
        OxigraphStore(ox).ask("ASK { ?s ?p ?o }")   # True
    """

    def __init__(self, store) -> None:
        self.store = store

    def __repr__(self) -> str:
        return "OxigraphStore()"

    def select(self, sparql: str) -> list[dict]:
        import pyoxigraph

        res = self.store.query(sparql)
        if isinstance(res, pyoxigraph.QueryBoolean):
            raise ValueError("an ASK query given to select()")
        names = [v.value for v in res.variables]
        out = []
        for sol in res:
            row = {}
            for n in names:
                t = sol[n]
                if t is not None:
                    row[n] = _rdflib_term(t)
            out.append(row)
        return out

    def ask(self, sparql: str) -> bool:
        return bool(self.store.query(sparql))
