"""``verifier serve``: an HTTP JSON API for chat assistants that are not written in Python.

    POST /check   {"question": "...", "sparql": "...", "id": "optional"}  → the verdict's JSON
    POST /equiv   {"query1": "...", "query2": "..."}                     → equivalence JSON
    GET  /health                                                          → {"status": "ok"}

Built on the standard library's HTTP server: one verifier per server, its checks serialised by a lock
(Z3 contexts are per check, but the lazily loaded lexicon and KG are shared). Bad requests get a 400
with a JSON error; a verdict is always a 200, whatever its status.
"""

from __future__ import annotations

import argparse
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from .verdict import Verdict

__all__ = ["make_server", "register"]

MAX_BODY = 1_000_000


def make_server(verifier: Any, host: str = "127.0.0.1", port: int = 8765) -> ThreadingHTTPServer:
    """An HTTP server bound to ``host:port`` (port 0 picks a free one) that answers with ``verifier``."""
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        server_version = "sparql-verifier"

        def log_message(self, fmt: str, *args: Any) -> None:  # quiet by default: the caller logs
            pass

        def _send(self, code: int, body: dict[str, Any]) -> None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            self.send_response(code)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path == "/health":
                self._send(200, {"status": "ok"})
            else:
                self._send(404, {"error": f"no such resource {self.path}"})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_BODY:
                self._send(413, {"error": f"request body over {MAX_BODY} bytes"})
                return
            try:
                body = json.loads(self.rfile.read(length) or b"{}")
                if not isinstance(body, dict):
                    raise ValueError("the body must be a JSON object")
            except ValueError as exc:
                self._send(400, {"error": f"bad JSON: {exc}"})
                return
            if self.path == "/check":
                question, sparql = body.get("question"), body.get("sparql")
                if not isinstance(question, str) or not isinstance(sparql, str):
                    self._send(400, {"error": "need string fields 'question' and 'sparql'"})
                    return
                with lock:
                    verdict: Verdict = verifier.check(question, sparql, id=body.get("id"))
                self._send(200, verdict.to_dict())
            elif self.path == "/equiv":
                from .prover.equiv import equivalence

                q1, q2 = body.get("query1"), body.get("query2")
                if not isinstance(q1, str) or not isinstance(q2, str):
                    self._send(400, {"error": "need string fields 'query1' and 'query2'"})
                    return
                self._send(200, equivalence(q1, q2).to_dict())
            else:
                self._send(404, {"error": f"no such resource {self.path}"})

    return ThreadingHTTPServer((host, port), Handler)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="serve checks over HTTP (JSON)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8765)
    p.add_argument("--lexicon", action="append")
    p.add_argument("--kg", action="append")
    p.add_argument("--timeout-ms", type=int, default=2000)
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    from .api import Verifier

    kg = args.kg[0] if args.kg and len(args.kg) == 1 and args.kg[0].startswith(("http://", "https://")) else args.kg
    with Verifier(lexicon=args.lexicon, kg=kg, timeout_ms=args.timeout_ms) as verifier:
        server = make_server(verifier, args.host, args.port)
        print(f"verifier serving on http://{args.host}:{server.server_address[1]}  (POST /check, /equiv; GET /health)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0
