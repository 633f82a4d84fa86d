"""A remote SPARQL 1.1 endpoint, bounded in time and size, with a validated on-disk answer cache.

Why not a per-read timeout: an endpoint that sends one byte every two seconds never trips a 30 s
timeout per socket read, and used to hold ``check`` (and all of ``serve``) forever. Here every request
has a TOTAL deadline (``timeout``, seconds, ``$VERIFIER_ENDPOINT_TIMEOUT``, default 10): a watchdog
shuts the socket down when it passes, whatever the server is doing, and the answer may not be larger
than ``max_bytes`` (``$VERIFIER_ENDPOINT_MAX_BYTES``, default 16 MB). After a failure the endpoint is
taken as down for ``retry_after`` seconds, so one check against a dead endpoint waits one deadline, not
one per question it asks.

An answer is validated (:func:`validate_results`: SPARQL JSON results, every cell a dict with a ``type``
and a string ``value``) before it is used or cached: a malformed answer raises :class:`EndpointError`
and is never cached. The cache is a small sqlite file keyed by (endpoint URL, query text), in
``$SPARQL_VERIFIER_CACHE`` or ``~/.cache/sparql-verifier`` unless given (``cache_dir=False`` turns it
off); entries expire after ``cache_ttl`` seconds (default a week) and the file keeps at most
``cache_rows`` answers (the oldest go first).

Worked example::

    ep = SparqlEndpoint("http://127.0.0.1:7878/query", timeout=5, cache_dir=False)
    ep.select("SELECT ?n WHERE { ?s <http://xmlns.com/foaf/0.1/nick> ?n } LIMIT 3")
    # -> [{"n": rdflib.Literal("...")}, ...]; a dead or trickling server: EndpointError within ~5 s

The HTTP is the standard library's :mod:`http.client` (the SPARQL protocol is one form-encoded POST);
SPARQLWrapper hides the socket, and the deadline needs it.
"""

from __future__ import annotations

import hashlib
import http.client
import json
import os
import socket
import sqlite3
import threading
import time
from pathlib import Path
from urllib.parse import urlencode, urlsplit

__all__ = ["SparqlEndpoint", "EndpointError", "default_cache_dir", "validate_results", "TolerantLabels"]

USER_AGENT = "sparql-verifier/0.1 (https://example.org/sparql-verifier; label lookups)"
ACCEPT = "application/sparql-results+json, application/json;q=0.8"


class EndpointError(RuntimeError):
    """The endpoint could not be reached in time, or returned something other than SPARQL results."""


def default_cache_dir() -> Path:
    env = os.environ.get("SPARQL_VERIFIER_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "sparql-verifier"


def _env_float(name: str, default: float) -> float:
    try:
        value = float(os.environ.get(name, ""))
    except ValueError:
        return default
    return value if value > 0 else default


_CELL_TYPES = ("uri", "literal", "typed-literal", "bnode")


def validate_results(body: object) -> dict:
    """``body`` if it is SPARQL 1.1 JSON results (a boolean, or bindings whose every cell has a known
    ``type`` and a string ``value``); :class:`EndpointError` otherwise. ``{"boolean": "yes"}`` and a cell
    ``{"type": "uri"}`` (no value) are refused here, before they can be used or cached."""
    if not isinstance(body, dict):
        raise EndpointError("not a SPARQL JSON result (not an object)")
    if "boolean" in body:
        if not isinstance(body["boolean"], bool):
            raise EndpointError("malformed ASK result: 'boolean' is not true or false")
        return body
    results = body.get("results")
    bindings = results.get("bindings") if isinstance(results, dict) else None
    if not isinstance(bindings, list):
        raise EndpointError("not a SPARQL JSON result (no results.bindings list)")
    for row in bindings:
        if not isinstance(row, dict):
            raise EndpointError("malformed result: a row is not an object")
        for var, cell in row.items():
            if not (isinstance(var, str) and isinstance(cell, dict) and cell.get("type") in _CELL_TYPES
                    and isinstance(cell.get("value"), str)):
                raise EndpointError(f"malformed result cell for ?{var}: {str(cell)[:80]}")
            for extra in ("datatype", "xml:lang"):
                if extra in cell and not isinstance(cell[extra], str):
                    raise EndpointError(f"malformed result cell for ?{var}: {extra} is not text")
    return body


def _term(cell: dict):
    """SPARQL JSON results cell (validated) → rdflib term."""
    from rdflib import BNode, Literal, URIRef

    kind = cell["type"]
    if kind == "uri":
        return URIRef(cell["value"])
    if kind == "bnode":
        return BNode(cell["value"])
    dt = cell.get("datatype")
    return Literal(cell["value"], lang=cell.get("xml:lang") or None, datatype=URIRef(dt) if dt else None)


class SparqlEndpoint:
    """``select``/``ask`` against an HTTP SPARQL endpoint.

    * ``url``: the endpoint (``https://query.wikidata.org/sparql``).
    * ``cache_dir``: directory of the sqlite cache, None for the default, False for no cache.
    * ``timeout``: TOTAL seconds per request (connect, send, wait, read), not per socket read.
    * ``max_bytes``: the largest answer read; a larger one is an :class:`EndpointError`.
    * ``retry_after``: seconds the endpoint is taken as down after a failure (0: ask again at once).
    * ``cache_ttl``/``cache_rows``: cache expiry in seconds and its size bound in answers.
    * ``method``: ``GET`` or ``POST`` (long VALUES blocks want POST).
    * ``requests``: how many HTTP requests this object has sent (cache hits excluded).
    """

    def __init__(self, url: str, cache_dir: str | os.PathLike | None | bool = None, timeout: float | None = None,
                 method: str = "POST", user_agent: str = USER_AGENT, max_bytes: int | None = None,
                 retry_after: float = 30.0, cache_ttl: float = 7 * 24 * 3600.0, cache_rows: int = 100_000) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"not an http(s) endpoint URL: {url!r}")
        self.url = url
        self.timeout = float(timeout) if timeout else _env_float("VERIFIER_ENDPOINT_TIMEOUT", 10.0)
        self.max_bytes = int(max_bytes) if max_bytes else int(_env_float("VERIFIER_ENDPOINT_MAX_BYTES", 16e6))
        self.method = method
        self.user_agent = user_agent
        self.retry_after = retry_after
        self.cache_ttl = cache_ttl
        self.cache_rows = cache_rows
        self.requests = 0
        self._down_until = 0.0
        self._down_why = ""
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        if cache_dir is False:
            self._cache_path = None
        else:
            d = Path(cache_dir) if cache_dir not in (None, True) else default_cache_dir()
            self._cache_path = d / "sparql-cache.sqlite"

    def __repr__(self) -> str:
        return f"SparqlEndpoint({self.url!r})"

    # ------------------------------------------------------------------ cache

    def _conn(self) -> sqlite3.Connection | None:
        if self._cache_path is None:
            return None
        if self._db is None:
            try:
                self._cache_path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(str(self._cache_path), check_same_thread=False, timeout=5)
                # ``results`` (with the time stored) replaces the unbounded ``answers`` table of old
                db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, url TEXT, "
                           "query TEXT, body TEXT, stored REAL)")
                db.execute("CREATE INDEX IF NOT EXISTS results_stored ON results (stored)")
                db.commit()
            except (OSError, sqlite3.Error):
                self._cache_path = None  # an unwritable cache is no cache, not a failure
                return None
            self._db = db
        return self._db

    def _key(self, sparql: str) -> str:
        return hashlib.sha256(f"{self.url}\n{sparql}".encode("utf-8", "surrogatepass")).hexdigest()

    def _cached(self, sparql: str) -> dict | None:
        db = self._conn()
        if db is None:
            return None
        try:
            with self._lock:
                row = db.execute("SELECT body, stored FROM results WHERE key = ?", (self._key(sparql),)).fetchone()
            if not row or time.time() - (row[1] or 0) > self.cache_ttl:
                return None
            return validate_results(json.loads(row[0]))
        except (sqlite3.Error, ValueError, EndpointError):
            return None  # a torn or old entry is asked again

    def _store(self, sparql: str, body: dict) -> None:
        db = self._conn()
        if db is None:
            return
        try:
            with self._lock:
                db.execute("INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?)",
                           (self._key(sparql), self.url, sparql, json.dumps(body), time.time()))
                (n,) = db.execute("SELECT COUNT(*) FROM results").fetchone()
                if n > self.cache_rows:
                    db.execute("DELETE FROM results WHERE key IN (SELECT key FROM results ORDER BY stored LIMIT ?)",
                               (n - self.cache_rows,))
                db.commit()
        except sqlite3.Error:
            pass

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ HTTP

    def _fetch(self, sparql: str) -> bytes:
        """The answer's bytes, within ``timeout`` seconds in all and ``max_bytes`` in size."""
        parts = urlsplit(self.url)
        conn_cls = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
        # the socket's own timeout (per operation) is a backstop a little past the total: the watchdog
        # below is what ends a request at its deadline
        conn = conn_cls(parts.hostname, parts.port, timeout=self.timeout + 1.0)
        expired = threading.Event()

        def watchdog() -> None:
            expired.set()
            sock = conn.sock
            if sock is not None:
                try:
                    sock.shutdown(socket.SHUT_RDWR)  # wakes a blocked read at once
                except OSError:
                    pass

        timer = threading.Timer(self.timeout, watchdog)
        timer.daemon = True
        form = urlencode({"query": sparql})
        path = parts.path or "/"
        headers = {"Accept": ACCEPT, "User-Agent": self.user_agent}
        if self.method.upper() == "GET":
            path += "?" + (parts.query + "&" if parts.query else "") + form
            body = None
        else:
            path += ("?" + parts.query) if parts.query else ""
            body = form.encode("utf-8")
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        timer.start()
        try:
            conn.request(self.method.upper(), path, body=body, headers=headers)
            resp = conn.getresponse()
            if resp.status != 200:
                raise EndpointError(f"{self.url}: HTTP {resp.status} {resp.reason}")
            declared = resp.getheader("Content-Length")
            if declared and declared.isdigit() and int(declared) > self.max_bytes:
                raise EndpointError(f"{self.url}: the answer ({declared} bytes) is larger than {self.max_bytes}")
            chunks, size = [], 0
            while True:
                chunk = resp.read1(65536) if hasattr(resp, "read1") else resp.read(65536)
                if not chunk:
                    break
                size += len(chunk)
                if size > self.max_bytes:
                    raise EndpointError(f"{self.url}: the answer is larger than {self.max_bytes} bytes")
                chunks.append(chunk)
            if expired.is_set():
                raise EndpointError(f"{self.url}: no complete answer within {self.timeout:g} s")
            return b"".join(chunks)
        except EndpointError:
            raise
        except (OSError, http.client.HTTPException, ValueError) as exc:
            if expired.is_set() or isinstance(exc, (TimeoutError, socket.timeout)):
                raise EndpointError(f"{self.url}: no complete answer within {self.timeout:g} s") from None
            raise EndpointError(f"{self.url}: {type(exc).__name__}: {exc}") from None
        finally:
            timer.cancel()
            conn.close()

    # ------------------------------------------------------------------ queries

    def raw(self, sparql: str) -> dict:
        """The endpoint's SPARQL JSON results for ``sparql`` (from the cache when there), validated."""
        hit = self._cached(sparql)
        if hit is not None:
            return hit
        now = time.monotonic()
        if now < self._down_until:
            raise EndpointError(f"{self.url}: taken as down for {self._down_until - now:.0f} s more "
                                f"({self._down_why})")
        self.requests += 1
        try:
            data = self._fetch(sparql)
            try:
                body = json.loads(data.decode("utf-8"))
            except (UnicodeDecodeError, ValueError, RecursionError):
                raise EndpointError(f"{self.url}: the answer is not JSON ({data[:60]!r})") from None
            body = validate_results(body)
        except EndpointError as exc:
            if self.retry_after > 0:
                self._down_until = time.monotonic() + self.retry_after
                self._down_why = str(exc)[:200]
            raise
        self._store(sparql, body)
        return body

    def select(self, sparql: str) -> list[dict]:
        """Rows of a SELECT as dicts from variable name to rdflib term (unbound variables left out)."""
        body = self.raw(sparql)
        if "boolean" in body:
            raise EndpointError(f"{self.url}: an ASK answer to a SELECT")
        return [{k: _term(v) for k, v in b.items()} for b in body["results"]["bindings"]]

    def ask(self, sparql: str) -> bool:
        body = self.raw(sparql)
        if "boolean" in body:
            return body["boolean"]
        # Virtuoso 7 answers an ASK sent with a default-graph-uri as a SELECT of one variable,
        # __ASK_RETVAL: no row (false) or one row whose value is 1 (true)
        head = body.get("head") if isinstance(body.get("head"), dict) else {}
        if [str(v).lower() for v in head.get("vars") or []] == ["__ask_retval"]:
            return any(cell.get("value") not in ("0", "false") for row in body["results"]["bindings"]
                       for cell in row.values())
        raise EndpointError(f"{self.url}: a SELECT answer to an ASK")


class TolerantLabels:
    """A label source (``labels``/``lookup``) that survives its endpoint: a failure answers "no labels"
    for that call (the next source of a :class:`~verifier.bridge.labels.ChainLabels` then speaks) and is
    counted in ``failures`` with its message in ``last_error``; nothing is remembered from a failed
    call, so the labels come back when the endpoint does."""

    def __init__(self, source) -> None:
        self.source = source
        self.failures = 0
        self.last_error = ""

    def labels(self, names):
        names = list(names)
        try:
            return self.source.labels(names)
        except EndpointError as exc:
            self.failures += 1
            self.last_error = str(exc)
            return {n: [] for n in names}

    def lookup(self, text: str) -> list[str]:
        try:
            return self.source.lookup(text)
        except EndpointError as exc:
            self.failures += 1
            self.last_error = str(exc)
            return []

    def __getattr__(self, name):
        return getattr(self.source, name)
