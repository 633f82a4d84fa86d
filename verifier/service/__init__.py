"""``verifier serve``: the HTTP JSON API (FastAPI + uvicorn, the optional extra ``sparql-verifier[serve]``).

    POST /check   {"question": "...", "sparql": "...", "id": "optional"}  → the verdict's JSON
    POST /equiv   {"query1": "...", "query2": "..."}                     → equivalence (server's lexicon)
    POST /ask     {"question": "..."}                                    → a verified query and its answers
    POST /guard   {"question": "...", "candidates": ["...", ...]}        → the first accepted candidate
    GET  /health  → 200 when the workers are warm, 503 before;  GET /metrics → Prometheus text
    GET  /openapi.json, /docs                                            → the schema

Checks run in a pool of warm worker processes (:mod:`.pool`), limits are flags with their own error
codes (:mod:`.config`, :mod:`.app`), and the server binds to 127.0.0.1 unless told otherwise. Nothing
heavy is imported until the command runs: ``verifier check`` works without the extra installed.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..cli_options import add_verifier_options

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="serve checks over HTTP (JSON, OpenAPI; needs the 'serve' extra)",
                       description="An HTTP JSON API over warm worker processes. Every limit is a flag; a request "
                                   "over one gets a JSON error naming it. SIGTERM drains and exits 0.")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 picks a free one)")
    add_verifier_options(p)
    p.add_argument("--workers", type=int, default=min(4, os.cpu_count() or 1),
                   help="warm worker processes (default: CPUs, at most 4)")
    p.add_argument("--max-body-bytes", type=int, default=1_000_000, help="request body limit (413 body_too_large)")
    p.add_argument("--max-question-chars", type=int, default=2_000,
                   help="question length limit (413 question_too_large)")
    p.add_argument("--max-query-chars", type=int, default=100_000, help="query length limit (413 query_too_large)")
    p.add_argument("--max-candidates", type=int, default=8,
                   help="candidates per /guard request and checks per /ask (413 too_many_candidates)")
    p.add_argument("--check-timeout", type=float, default=30.0,
                   help="seconds one check may run before its worker is replaced (503 check_timeout)")
    p.add_argument("--max-queue", type=int, default=256,
                   help="requests that may wait for a free worker (503 queue_full beyond)")
    p.add_argument("--read-timeout", type=float, default=10.0,
                   help="seconds a connection has to send a whole request before it is closed")
    p.add_argument("--backlog", type=int, default=2048, help="listen backlog for bursts of new connections")
    p.add_argument("--cache-size", type=int, default=4096,
                   help="answers remembered for repeated requests (default 4096; 0: off)")
    p.add_argument("--allow-path", action="append", default=[], metavar="DIR",
                   help="a directory whose files a request may name (mrs_file); none by default")
    p.add_argument("--allow-url", action="append", default=[], metavar="PREFIX",
                   help="a URL prefix a request may name (/ask's endpoint); none by default")
    p.add_argument("--verifier-factory", default="", help=argparse.SUPPRESS)  # module:function, for tests
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    try:
        from .server import serve
    except ModuleNotFoundError as exc:
        print(f"verifier serve: {exc.name} is not installed; pip install 'sparql-verifier[serve]'", file=sys.stderr)
        return 2
    from pathlib import Path

    from .config import ServiceConfig

    missing = [f for f in args.lexicon + args.names + [k for k in args.kg if not k.startswith(("http://", "https://"))]
               if not Path(f).is_file()]
    if missing:  # fail at once, not after the workers tried to load it
        print(f"verifier serve: no such file: {', '.join(missing)}", file=sys.stderr)
        return 2
    try:
        config = ServiceConfig(
            host=args.host, port=args.port, lexicon=tuple(args.lexicon), kg=tuple(args.kg), names=tuple(args.names),
            kg_profile=args.kg_profile, timeout_ms=args.timeout_ms,
            workers=args.workers, max_body_bytes=args.max_body_bytes, max_question_chars=args.max_question_chars,
            max_query_chars=args.max_query_chars, max_candidates=args.max_candidates,
            check_timeout_s=args.check_timeout, max_queue=args.max_queue, read_timeout_s=args.read_timeout,
            backlog=args.backlog, allow_paths=tuple(args.allow_path), allow_urls=tuple(args.allow_url),
            cache_size=args.cache_size, factory=args.verifier_factory)
    except ValueError as exc:
        print(f"verifier serve: {exc}", file=sys.stderr)
        return 2
    return serve(config)
