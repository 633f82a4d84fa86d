"""The service's settings: one frozen value built from ``verifier serve``'s flags.

Every limit a client could push against has its own field, its own flag and its own error code, so an
operator can see which one a refused request hit (``GET /metrics`` counts them by code)::

    >>> ServiceConfig(max_question_chars=500).max_question_chars
    500
    >>> ServiceConfig().host  # loopback unless told otherwise
    '127.0.0.1'
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["ServiceConfig", "path_allowed", "url_allowed"]


@dataclass(frozen=True)
class ServiceConfig:
    """What the server loads and how much one request may ask of it.

    * ``lexicon``/``kg``: what the warm workers load (the operator's files, never a request's);
    * ``names``: labels-only RDF files read as names beside the KG, never as the KG (the
      ``--names`` of ``verifier check``; a labelled answer is then not an unknown term);
    * ``kg_profile``: the KG profile the queries run against (``Verifier(kg_profile=…)``; "" reads it from
      each query's namespaces);
    * ``workers``: warm worker processes (each holds a loaded ``Verifier``);
    * ``max_body_bytes``: a request body larger than this is refused with 413 ``body_too_large``,
      whatever its ``Content-Length`` says (the bytes are counted as they arrive);
    * ``max_question_chars``/``max_query_chars``: 413 ``question_too_large``/``query_too_large``;
    * ``check_timeout_s``: wall time of one check in a worker; past it the worker is killed and
      replaced, the request gets 503 ``check_timeout``;
    * ``max_queue``: requests waiting for a free worker; one more gets 503 ``queue_full``;
    * ``read_timeout_s``: a connection must deliver a whole request (head and body) within this
      long, or it is closed (stalled and trickling clients hold no socket for ever);
    * ``backlog``: the listen queue, so a burst of simultaneous clients is not reset;
    * ``cache_size``: answers remembered (least recently used first out); a verdict the prover's
      time limit or an internal failure decided is never remembered;
    * ``allow_paths``/``allow_urls``: the only files (under these directories) and URLs (with these
      prefixes) a request may name; empty, the default, means none.
    """

    host: str = "127.0.0.1"
    port: int = 8765
    lexicon: tuple[str, ...] = ()
    kg: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    kg_profile: str = ""
    timeout_ms: int = 2000
    workers: int = 2
    max_body_bytes: int = 1_000_000
    max_question_chars: int = 2_000
    max_query_chars: int = 100_000
    max_candidates: int = 8
    check_timeout_s: float = 30.0
    max_queue: int = 256
    read_timeout_s: float = 10.0
    backlog: int = 2048
    allow_paths: tuple[str, ...] = ()
    allow_urls: tuple[str, ...] = ()
    #: verdicts remembered by (question, query) — and equivalences by their two queries — so a
    #: repeated request is answered without a worker; 0 turns it off
    cache_size: int = 4096
    #: ``module:function`` building the workers' verifier from this config (tests, embedding); "" for
    #: the standard :class:`~verifier.api.Verifier`
    factory: str = ""

    def __post_init__(self) -> None:
        for name in ("workers", "max_body_bytes", "max_question_chars", "max_query_chars", "max_candidates",
                     "backlog", "timeout_ms"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)}")
        for name in ("check_timeout_s", "read_timeout_s"):
            if not getattr(self, name) > 0:
                raise ValueError(f"{name} must be positive, not {getattr(self, name)}")
        if self.cache_size < 0:
            raise ValueError(f"cache_size must be 0 or more, not {self.cache_size}")
        if self.max_queue < 0:
            raise ValueError(f"max_queue must be 0 or more, not {self.max_queue}")

    def kg_arg(self) -> Any:
        """The ``kg`` argument of :class:`~verifier.api.Verifier`: one endpoint URL, or the file list."""
        if len(self.kg) == 1 and self.kg[0].startswith(("http://", "https://")):
            return self.kg[0]
        return list(self.kg) or None

    def lexicon_arg(self) -> Any:
        return list(self.lexicon) or None


def path_allowed(path: str, allowed: tuple[str, ...]) -> Path | None:
    """The resolved file ``path`` names when it lies under one of the ``allowed`` directories, else None.

    Symbolic links and ``..`` are resolved first, so ``/srv/mrs/../../etc/passwd`` is outside ``/srv/mrs``::

        >>> path_allowed("/srv/mrs/../../etc/passwd", ("/srv/mrs",)) is None
        True
    """
    if not allowed or not isinstance(path, str) or not path or "\x00" in path:
        return None
    try:
        real = Path(os.path.realpath(path))
    except (OSError, ValueError):
        return None
    for root in allowed:
        base = Path(os.path.realpath(root))
        if real == base or base in real.parents:
            return real
    return None


def url_allowed(url: str, allowed: tuple[str, ...]) -> bool:
    """Does ``url`` start with one of the operator's ``allowed`` prefixes (``--allow-url``)?

        >>> url_allowed("https://query.example.org/sparql", ("https://query.example.org/",))
        True
        >>> url_allowed("https://query.example.org.evil/sparql", ("https://query.example.org/",))
        False
    """
    return bool(allowed) and isinstance(url, str) and url.startswith(("http://", "https://")) \
        and any(url.startswith(prefix) for prefix in allowed)
