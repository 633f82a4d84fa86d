"""A pool of warm worker processes, each holding a loaded :class:`~verifier.api.Verifier`.

Why processes, and why forked from a warm template: a check is CPU-bound Python and Z3, so threads
would serialise on the GIL (the old server serialised every check on one lock); and loading a verifier
(the lexicon's WordNet checks above all) takes seconds to tens of seconds. So one *template* process
(spawned clean, single-threaded) loads and warms a verifier once, then ``fork``s each worker on demand:
a worker starts warm in milliseconds and shares the template's memory copy-on-write. A worker that
dies (the OOM killer, a crash in native code) or overruns the per-check time is killed and replaced by
a fresh fork, and the request it held is answered with an error (``worker_crashed``,
``check_timeout``), never left hanging.

The server talks to a worker over a socket pair (``multiprocessing.connection``): one job at a time,
``(kind, payload)`` in, ``("ok", result)`` or ``("error", code, message)`` out. The template hands each
new worker's socket to the server with ``SCM_RIGHTS`` (``multiprocessing.reduction.send_handle``).

Example (what the service does on start-up and per request)::

    pool = WorkerPool(ServiceConfig(lexicon=("lexicon.ttl",), kg=("kg.ttl",)))
    pool.start()                       # returns at once; pool.ready turns true once warm
    result = await pool.run("check", {"question": "…", "sparql": "…"})
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing as mp
import os
import signal
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing import reduction
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .config import ServiceConfig

__all__ = ["WorkerPool", "PoolError", "handle_job", "load_verifier"]

log = logging.getLogger(__name__)


class PoolError(Exception):
    """A request the pool could not answer: ``code`` names the limit or fault, ``status`` the HTTP status."""

    def __init__(self, code: str, message: str, status: int = 503):
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


# ---------------------------------------------------------------------------------------- in a worker
def load_verifier(config: ServiceConfig) -> Any:
    """The verifier a worker holds: ``config.factory`` (``module:function``, called with the config)
    when given, else a :class:`~verifier.api.Verifier` over the operator's lexicon and KG, warmed by
    loading every lazy part and running one check."""
    if config.factory:
        module, _, name = config.factory.partition(":")
        return getattr(importlib.import_module(module), name)(config)
    from ..api import Verifier

    verifier = Verifier(lexicon=config.lexicon_arg(), kg=config.kg_arg(), timeout_ms=config.timeout_ms,
                        names=config.names, kg_profile=config.kg_profile)
    for part in ("parser", "lexicon", "store", "labels", "bridge"):
        getattr(verifier, part)
    verifier.check("Which thing is it?", "SELECT ?x WHERE { ?x ?p ?o }")
    return verifier


def handle_job(verifier: Any, kind: str, payload: dict[str, Any], cache: dict[str, Any]) -> dict[str, Any]:
    """Run one job on ``verifier``; the result is plain JSON-able data.

    ``check``: the verdict of ``question`` (text only; ``mrs_file``, already allow-listed by the server,
    is the one way to name a stored MRS); ``equiv``: equivalence under the server's lexicon; ``ask``:
    DUDES candidates verified and the accepted one run (on ``endpoint`` when given, else the server's
    KG); ``guard``: the given candidates verified in order, the first accepted one returned.
    """
    if kind == "check":
        question: Any = Path(payload["mrs_file"]) if payload.get("mrs_file") else payload["question"]
        # the dialogue only when given: a verifier factory's own verifier may not take one
        dialogue = {"context": payload["context"]} if payload.get("context") is not None else {}
        return verifier.check(question, payload["sparql"], id=payload.get("id"), **dialogue).to_dict()
    if kind == "equiv":
        from ..prover.equiv import equivalence
        return equivalence(payload["query1"], payload["query2"], timeout_ms=verifier.timeout_ms,
                           lexicon=verifier.lexicon).to_dict()
    if kind == "ask":
        from ..sources.ask import ask
        from ..sources.dudes import DudesPipeline
        if verifier.lexicon is None:
            raise ValueError("the server has no lexicon: /ask needs one (verifier serve --lexicon)")
        store = verifier.store
        if payload.get("endpoint"):
            from ..kg import open_kg
            store = open_kg(payload["endpoint"])
        key = f"pipeline:{payload.get('endpoint') or ''}"
        if key not in cache:
            if len(cache) >= 8:  # a few endpoints at most are remembered per worker
                cache.clear()
            cache[key] = DudesPipeline(verifier.lexicon, store, parser=verifier.parser)
        result = ask(payload["question"], cache[key], verifier, store, max_checks=payload.get("max_checks", 8))
        return result.to_dict()
    if kind == "guard":
        from ..sources.guardrail import Guardrail
        from ..sources.llm import Candidate
        candidates = list(payload["candidates"])

        class Listed:  # the client's candidates, in its order, stand in for the generator
            def generate(self, question: str, repair: str = "", previous: str = "") -> Candidate:
                text = candidates.pop(0)
                return Candidate(text, text, "request")

        answer = Guardrail(Listed(), verifier, attempts=len(candidates)).answer(payload["question"])
        out = answer.to_dict()
        out["verdict"] = answer.verdict.to_dict() if answer.verdict is not None else None
        return out
    raise ValueError(f"unknown job kind {kind!r}")


def _worker_loop(conn: Connection, verifier: Any) -> None:
    cache: dict[str, Any] = {}
    while True:
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError):
            return  # the server closed its end: shut down
        try:
            reply: tuple = ("ok", handle_job(verifier, kind, payload, cache))
        except Exception as exc:  # a bad job is an answer, not the end of the worker
            reply = ("error", "internal_error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


def _template_main(config: ServiceConfig, ctrl: Connection) -> None:
    """The template process: load and warm one verifier, then fork a worker per ``"fork"`` message."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the server, which shuts us down
    try:
        verifier = load_verifier(config)
    except BaseException as exc:  # noqa: BLE001 - reported to the server, which says so in /health
        ctrl.send(("failed", f"{type(exc).__name__}: {exc}"))
        return
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the kernel reaps dead workers: no zombies
    ctrl.send(("ready", os.getpid()))
    server_pid = os.getppid()
    while True:
        try:
            msg = ctrl.recv()
        except (EOFError, OSError):
            return
        if msg != "fork":
            return
        mine, theirs = socket.socketpair()
        pid = os.fork()
        if pid == 0:  # the worker: warm, single-threaded, its own socket only
            code = 0
            try:
                ctrl.close()
                theirs.close()
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                _worker_loop(Connection(mine.detach()), verifier)
            except BaseException:  # noqa: BLE001
                code = 1
            finally:
                os._exit(code)
        mine.close()
        ctrl.send(pid)
        reduction.send_handle(ctrl, theirs.fileno(), server_pid)
        theirs.close()


# ---------------------------------------------------------------------------------------- in the server
@dataclass
class _Worker:
    pid: int
    conn: Connection

    def kill(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            self.conn.close()
        except OSError:
            pass


class WorkerPool:
    """``config.workers`` warm workers; :meth:`run` sends a job to a free one (waiting in line, at most
    ``config.max_queue`` requests) and raises :class:`PoolError` for every way that can fail."""

    def __init__(self, config: ServiceConfig):
        self.config = config
        self._ctx = mp.get_context("spawn")
        self._ctrl: Connection | None = None
        self._template: Any = None
        self._ctrl_lock = threading.Lock()
        self._threads = ThreadPoolExecutor(max_workers=config.workers + 2, thread_name_prefix="verifier-pool")
        self._idle: asyncio.Queue | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._workers: dict[int, _Worker] = {}
        self._waiting = 0
        self.failure = ""  # why the pool cannot serve (the template failed to load), else ""
        self._warm = False
        self._closing = False

    # -- state
    @property
    def ready(self) -> bool:
        """Warm and able to answer: the template loaded and at least one worker alive (workers go on
        serving even if the template has gone; only their replacements are lost)."""
        return self._warm and bool(self._workers)

    @property
    def waiting(self) -> int:
        return self._waiting

    @property
    def size(self) -> int:
        return len(self._workers)

    # -- life cycle
    def start(self) -> None:
        """Start the template (in the background: the server answers ``/health`` meanwhile)."""
        self._loop = asyncio.get_running_loop()
        self._idle = asyncio.Queue()
        ours, theirs = self._ctx.Pipe(duplex=True)
        self._template = self._ctx.Process(target=_template_main, args=(self.config, theirs),
                                           name="verifier-template", daemon=True)
        self._template.start()
        theirs.close()
        self._ctrl = ours
        threading.Thread(target=self._warm_up, name="verifier-warm-up", daemon=True).start()

    def _warm_up(self) -> None:
        try:
            status, detail = self._ctrl.recv()
        except (EOFError, OSError):
            status, detail = "failed", "the template process exited while loading"
        if status != "ready":
            self.failure = f"the verifier could not be loaded: {detail}"
            log.error(self.failure)
            self._loop.call_soon_threadsafe(self._idle.put_nowait, None)
            return
        for _ in range(self.config.workers):
            worker = self._fork()
            if worker is not None:
                self._loop.call_soon_threadsafe(self._idle.put_nowait, worker)
        self._warm = True
        log.info("verifier pool warm: %d workers", len(self._workers))

    def _fork(self) -> _Worker | None:
        """A new worker forked from the template (blocking: call from a thread)."""
        if self._closing or self._ctrl is None:
            return None
        try:
            with self._ctrl_lock:
                self._ctrl.send("fork")
                pid = self._ctrl.recv()
                fd = reduction.recv_handle(self._ctrl)
        except (EOFError, OSError) as exc:
            self.failure = f"the template process is gone ({type(exc).__name__}); restart the server"
            log.error(self.failure)
            return None
        worker = _Worker(pid, Connection(fd))
        self._workers[pid] = worker
        return worker

    async def close(self) -> None:
        """Stop every worker and the template (after the server has drained its requests)."""
        self._closing = True
        for worker in list(self._workers.values()):
            worker.conn.close()  # an idle worker sees EOF and exits
        self._workers.clear()
        if self._ctrl is not None:
            try:
                with self._ctrl_lock:
                    self._ctrl.send("stop")
            except OSError:
                pass
            self._ctrl.close()
        if self._template is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._template.join, 5)
            if self._template.is_alive():
                self._template.kill()
        self._threads.shutdown(wait=False, cancel_futures=True)

    # -- requests
    async def run(self, kind: str, payload: dict[str, Any], timeout_s: float | None = None) -> dict[str, Any]:
        """The result of one job, or :class:`PoolError` (``not_ready``, ``queue_full``,
        ``check_timeout``, ``worker_crashed``, ``no_workers``, ``internal_error``)."""
        if self.failure and not self._workers:
            raise PoolError("no_workers", self.failure)
        if not self.ready:
            raise PoolError("not_ready", "the verifier is still loading; try again shortly (GET /health)")
        if self._idle.empty() and self._waiting >= self.config.max_queue:
            raise PoolError("queue_full", f"{self._waiting} requests are already waiting for a worker"
                                          f" (--max-queue {self.config.max_queue})")
        timeout = timeout_s if timeout_s is not None else self.config.check_timeout_s
        loop = asyncio.get_running_loop()
        while True:
            worker = await self._take()
            fut = loop.run_in_executor(self._threads, _roundtrip, worker, (kind, payload), timeout)
            try:
                outcome = await asyncio.shield(fut)
            except asyncio.CancelledError:  # the request went away: the worker comes back when done
                fut.add_done_callback(lambda f, w=worker: self._settle(w, f))
                raise
            if outcome[0] == "done":
                self._idle.put_nowait(worker)
                reply = outcome[1]
                if reply[0] == "ok":
                    return reply[1]
                raise PoolError(reply[1], reply[2], status=500)
            await self._replace(worker)
            if outcome[0] == "dead":  # died while idle: nothing of this request was lost, try another
                continue
            if outcome[0] == "timeout":
                raise PoolError("check_timeout", f"the check took longer than {timeout:g} s (--check-timeout);"
                                                 " its worker was replaced")
            raise PoolError("worker_crashed", "the worker running this check died; it was replaced")

    async def _take(self) -> _Worker:
        self._waiting += 1
        try:
            worker = await self._idle.get()
        finally:
            self._waiting -= 1
        if worker is None:  # the pool cannot serve any more: wake the next waiter too
            self._idle.put_nowait(None)
            raise PoolError("no_workers", self.failure or "no worker is left")
        return worker

    async def _replace(self, worker: _Worker) -> None:
        worker.kill()
        self._workers.pop(worker.pid, None)
        fresh = await asyncio.get_running_loop().run_in_executor(self._threads, self._fork)
        if fresh is not None:
            self._idle.put_nowait(fresh)
        elif not self._workers:
            self._idle.put_nowait(None)

    def _settle(self, worker: _Worker, fut: Any) -> None:
        if not fut.cancelled() and fut.exception() is None and fut.result()[0] == "done":
            self._idle.put_nowait(worker)
        else:
            asyncio.ensure_future(self._replace(worker))

    def worker_pids(self) -> list[int]:
        return sorted(self._workers)


def _roundtrip(worker: _Worker, job: tuple, timeout: float) -> tuple:
    """Send one job and wait for its answer (in a pool thread): ``("done", reply)``, ``("timeout",)``,
    ``("crashed",)`` when the worker died on it, ``("dead",)`` when it was found dead before."""
    conn = worker.conn
    try:
        if conn.poll(0):  # an idle worker says nothing: readable means its end is closed
            return ("dead",)
        conn.send(job)
    except (OSError, EOFError, ValueError):
        return ("dead",)
    try:
        if not conn.poll(timeout):
            return ("timeout",)
        return ("done", conn.recv())
    except (OSError, EOFError, ValueError):
        return ("crashed",)
