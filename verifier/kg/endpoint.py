"""A remote SPARQL 1.1 endpoint (SPARQLWrapper), with a persistent on-disk answer cache.

Every answer is kept in a small sqlite file keyed by (endpoint URL, query text), so audits that ask
the same label questions again do not hit the endpoint again, and tests and benchmarks can run
offline once warmed. The cache directory is ``$SPARQL_VERIFIER_CACHE`` or ``~/.cache/sparql-verifier``
unless given; ``cache_dir=False`` turns caching off.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
from pathlib import Path

__all__ = ["SparqlEndpoint", "EndpointError", "default_cache_dir"]

USER_AGENT = "sparql-verifier/0.1 (https://example.org/sparql-verifier; label lookups)"


class EndpointError(RuntimeError):
    """The endpoint could not be reached or returned something other than SPARQL results."""


def default_cache_dir() -> Path:
    env = os.environ.get("SPARQL_VERIFIER_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "sparql-verifier"


def _term(cell: dict):
    """SPARQL JSON results cell → rdflib term."""
    from rdflib import BNode, Literal, URIRef

    kind = cell.get("type")
    if kind == "uri":
        return URIRef(cell["value"])
    if kind == "bnode":
        return BNode(cell["value"])
    dt = cell.get("datatype")
    return Literal(cell["value"], lang=cell.get("xml:lang"), datatype=URIRef(dt) if dt else None)


class SparqlEndpoint:
    """``select``/``ask`` against an HTTP SPARQL endpoint.

    * ``url``: the endpoint (``https://query.wikidata.org/sparql``).
    * ``cache_dir``: directory of the sqlite cache, None for the default, False for no cache.
    * ``timeout``: seconds per request; ``method``: ``GET`` or ``POST`` (long VALUES blocks want POST).
    * ``requests``: how many HTTP requests this object has sent (cache hits excluded).
    """

    def __init__(self, url: str, cache_dir: str | os.PathLike | None | bool = None, timeout: float = 30.0,
                 method: str = "POST", user_agent: str = USER_AGENT) -> None:
        self.url = url
        self.timeout = timeout
        self.method = method
        self.user_agent = user_agent
        self.requests = 0
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        if cache_dir is False:
            self._cache_path = None
        else:
            d = Path(cache_dir) if cache_dir not in (None, True) else default_cache_dir()
            self._cache_path = d / "sparql-cache.sqlite"

    # ------------------------------------------------------------------ cache

    def _conn(self) -> sqlite3.Connection | None:
        if self._cache_path is None:
            return None
        if self._db is None:
            self._cache_path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(self._cache_path), check_same_thread=False)
            self._db.execute("CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, url TEXT, "
                             "query TEXT, body TEXT)")
            self._db.commit()
        return self._db

    def _key(self, sparql: str) -> str:
        return hashlib.sha256(f"{self.url}\n{sparql}".encode("utf-8")).hexdigest()

    def _cached(self, sparql: str) -> dict | None:
        db = self._conn()
        if db is None:
            return None
        with self._lock:
            row = db.execute("SELECT body FROM answers WHERE key = ?", (self._key(sparql),)).fetchone()
        return json.loads(row[0]) if row else None

    def _store(self, sparql: str, body: dict) -> None:
        db = self._conn()
        if db is None:
            return
        with self._lock:
            db.execute("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?)",
                       (self._key(sparql), self.url, sparql, json.dumps(body)))
            db.commit()

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ queries

    def raw(self, sparql: str) -> dict:
        """The endpoint's SPARQL JSON results for ``sparql`` (from the cache when there)."""
        hit = self._cached(sparql)
        if hit is not None:
            return hit
        from SPARQLWrapper import JSON, POST, GET, SPARQLWrapper

        sw = SPARQLWrapper(self.url, agent=self.user_agent)
        sw.setQuery(sparql)
        sw.setReturnFormat(JSON)
        sw.setMethod(POST if self.method.upper() == "POST" else GET)
        sw.setTimeout(int(self.timeout))
        try:
            self.requests += 1
            body = sw.queryAndConvert()
        except Exception as exc:  # SPARQLWrapper raises urllib and its own errors alike
            raise EndpointError(f"{self.url}: {exc}") from exc
        if not isinstance(body, dict):
            raise EndpointError(f"{self.url}: not a SPARQL JSON result")
        self._store(sparql, body)
        return body

    def select(self, sparql: str) -> list[dict]:
        """Rows of a SELECT as dicts from variable name to rdflib term (unbound variables left out)."""
        body = self.raw(sparql)
        return [{k: _term(v) for k, v in b.items()} for b in body.get("results", {}).get("bindings", [])]

    def ask(self, sparql: str) -> bool:
        return bool(self.raw(sparql).get("boolean"))
