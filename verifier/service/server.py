"""Running the service: uvicorn with a read deadline per request, a deep listen backlog, JSON even for
HTTP framing errors, and SIGTERM → drain → exit 0.

Two things uvicorn does not do by itself, both found by the hardening issue (25):

* a connection that opens and then sends nothing, or half a request head, or a body byte every few
  seconds, is never timed out (uvicorn's keep-alive timer starts only after a first response), so a
  thousand stalled sockets are held for ever. :class:`DeadlineProtocol` gives every request
  ``read_timeout_s`` to arrive whole, head and body, and closes the connection otherwise;
* after a graceful shutdown uvicorn raises the caught signal again, so the process would end *by*
  SIGTERM; :class:`DrainingServer` drains and returns, and ``verifier serve`` exits 0.

    $ verifier serve --lexicon lexicon.ttl --kg kg.ttl --workers 2 --port 8765
"""

from __future__ import annotations

import contextlib
import json
import signal
import sys
import threading
from typing import Any, Iterator

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from .app import create_app
from .config import ServiceConfig

__all__ = ["DeadlineProtocol", "DrainingServer", "serve", "uvicorn_config"]


class DeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol with a whole-request read deadline (set by :func:`uvicorn_config`)."""

    read_timeout_s: float = 10.0
    _deadline: Any = None

    def connection_made(self, transport: Any) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        super().connection_lost(exc)

    def _arm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
        self._deadline = self.loop.call_later(self.read_timeout_s, self._expire)

    def _expire(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        cycle = self.cycle
        if cycle is not None and not cycle.response_complete and not cycle.more_body:
            return  # the request arrived whole and is being answered: the check's own limit applies
        self.transport.close()  # no request head, half a head, or a body still trickling in

    def send_400_response(self, msg: str) -> None:
        """A malformed request (a negative or non-numeric ``Content-Length``, a bad request line) gets
        a JSON 400 like every other error, then the connection closes."""
        body = json.dumps({"code": "bad_request", "error": f"malformed HTTP request: {msg}"}).encode("ascii")
        headers = [(b"content-type", b"application/json"), (b"connection", b"close"),
                   (b"content-length", str(len(body)).encode())]
        try:
            for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"), h11.Data(data=body),
                          h11.EndOfMessage()):
                self.transport.write(self.conn.send(event))
        except h11.LocalProtocolError:
            pass
        self.transport.close()


class DrainingServer(uvicorn.Server):
    """On SIGTERM or SIGINT: stop accepting, let requests in flight finish, stop the workers, return
    (uvicorn's own handler would re-raise the signal once done, ending the process by it)."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = {sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)


def uvicorn_config(config: ServiceConfig, app: Any = None, **extra: Any) -> uvicorn.Config:
    protocol = type("DeadlineProtocol", (DeadlineProtocol,), {"read_timeout_s": config.read_timeout_s})
    return uvicorn.Config(app if app is not None else create_app(config), host=config.host, port=config.port,
                          http=protocol, backlog=config.backlog, lifespan="on", log_level="warning",
                          timeout_keep_alive=5, timeout_graceful_shutdown=max(5, int(config.check_timeout_s) + 5),
                          **extra)


def serve(config: ServiceConfig) -> int:
    """Serve until SIGTERM/SIGINT; 0 after a clean drain."""
    server = DrainingServer(uvicorn_config(config))
    original_startup = server.startup

    async def startup(sockets: Any = None) -> None:
        await original_startup(sockets=sockets)
        for s in server.servers:
            for sock in s.sockets:
                host, port = sock.getsockname()[:2]
                # one line a script can read to learn the port (--port 0 picks a free one)
                print(f"verifier serving on http://{host}:{port}  (POST /check /equiv /ask /guard; "
                      f"GET /health /metrics /openapi.json)", flush=True)
    server.startup = startup  # type: ignore[method-assign]
    server.run()
    return 0 if server.started else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(serve(ServiceConfig()))
