"""The FastAPI application: routes, limits, errors as JSON, Prometheus metrics.

Every route that verifies hands its job to the warm worker pool (:mod:`.pool`), so checks run side by
side in separate processes and one slow or hostile request cannot hold the others up. Every refusal is
JSON ``{"code": …, "error": …}`` with its HTTP status:

=====  =====================================================================================
400    ``bad_json`` (malformed, or nested too deep to parse), ``bad_request`` (HTTP framing)
403    ``path_not_allowed``, ``url_not_allowed`` (outside ``--allow-path``/``--allow-url``)
404    ``not_found``;  405 ``method_not_allowed``
413    ``body_too_large``, ``question_too_large``, ``query_too_large``, ``too_many_candidates``
422    ``invalid_request`` (wrong fields or types), ``invalid_text`` (a lone surrogate, a NUL)
503    ``not_ready``, ``queue_full``, ``check_timeout``, ``worker_crashed``, ``no_workers``
=====  =====================================================================================

A verdict is always a 200, whatever its status (accept, reject or unknown).

    >>> from verifier.service.app import create_app
    >>> from verifier.service.config import ServiceConfig
    >>> sorted(r.path for r in create_app(ServiceConfig()).routes if r.path.startswith("/c"))
    ['/check']
"""

from __future__ import annotations

import json
import time
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from .config import ServiceConfig, path_allowed, url_allowed
from .models import (AskModel, AskRequest, CheckRequest, EquivalenceModel, EquivRequest, ErrorModel, GuardModel,
                     GuardRequest, HealthModel, VerdictModel)
from .pool import PoolError, WorkerPool

__all__ = ["create_app", "ApiError"]


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class BodyTooLarge(StarletteHTTPException):
    def __init__(self) -> None:
        super().__init__(status_code=413, detail="body_too_large")


class BodyLimit:
    """ASGI middleware: a body over ``limit`` bytes is refused with 413 ``body_too_large``, whether its
    ``Content-Length`` says so up front or the bytes (chunked, or more than declared) are counted as
    they arrive. (A negative or non-numeric ``Content-Length`` never gets here: the HTTP parser answers
    it with 400.)"""

    def __init__(self, app: Any, limit: int, on_refuse: Any = None):
        self.app, self.limit, self.on_refuse = app, limit, on_refuse

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or ()).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.limit:
            if self.on_refuse:
                self.on_refuse()
            return await _error(413, "body_too_large", self._message())(scope, receive, send)
        total = 0

        async def counted() -> Any:
            nonlocal total
            message = await receive()
            if message["type"] == "http.request":
                total += len(message.get("body", b""))
                if total > self.limit:
                    raise BodyTooLarge()  # FastAPI passes HTTP exceptions on to the JSON handler
            return message

        await self.app(scope, counted, send)

    def _message(self) -> str:
        return f"the request body is over {self.limit:,} bytes (--max-body-bytes)"


class SafeJSONResponse(JSONResponse):
    """JSON in UTF-8; text that UTF-8 cannot carry (a lone surrogate) is written as a JSON escape
    instead of failing the response."""

    def render(self, content: Any) -> bytes:
        text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        try:
            return text.encode("utf-8")
        except UnicodeEncodeError:
            return json.dumps(content, ensure_ascii=True, allow_nan=False, separators=(",", ":")).encode("ascii")


_HTTP_CODES = {400: "bad_json", 404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}
_ERRORS = {status: {"model": ErrorModel} for status in (400, 403, 413, 422, 503)}


def _error(status: int, code: str, message: str, headers: dict | None = None, detail: Any = None) -> JSONResponse:
    body: dict[str, Any] = {"code": code, "error": message}
    if detail is not None:
        body["detail"] = detail
    return SafeJSONResponse(body, status_code=status, headers=headers)


class _Metrics:
    """Prometheus metrics of one app (its own registry, so two apps in one process do not clash)."""

    def __init__(self, pool: WorkerPool):
        from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, disable_created_metrics

        disable_created_metrics()  # the *_created series only add noise to a scrape

        self.registry = CollectorRegistry()
        self.requests = Counter("verifier_requests", "requests answered, by route", ["route"], registry=self.registry)
        self.cache_hits = Counter("verifier_cache_hits", "answers given from the cache", registry=self.registry)
        self.checks = Counter("verifier_checks", "checks answered with a verdict (POST /check)", registry=self.registry)
        self.verdicts = Counter("verifier_verdicts", "verdicts given, by status", ["status"], registry=self.registry)
        self.errors = Counter("verifier_errors", "requests refused or failed, by error code", ["code"],
                              registry=self.registry)
        self.latency = Histogram("verifier_request_seconds", "time to answer a verifying request", ["route"],
                                 buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
                                 registry=self.registry)
        Gauge("verifier_workers", "live warm workers", registry=self.registry).set_function(lambda: pool.size)
        Gauge("verifier_queue", "requests waiting for a worker", registry=self.registry).set_function(
            lambda: pool.waiting)


class _AnswerCache:
    """Answers by request, least recently used out first: checks are deterministic for a given server
    (its lexicon, KG and limits), and assistants and audits repeat them. A verdict decided by the
    prover's wall-clock limit or by an internal failure is not remembered: it may differ next time."""

    TRANSIENT = {"solver_timeout", "internal_error"}

    def __init__(self, size: int):
        from collections import OrderedDict

        self.size = size
        self._items: OrderedDict = OrderedDict()

    def get(self, key: Any) -> dict[str, Any] | None:
        if key not in self._items:
            return None
        self._items.move_to_end(key)
        return self._items[key]

    def put(self, key: Any, value: dict[str, Any]) -> None:
        if self.size == 0 or self.TRANSIENT & set(value.get("reasons") or ()):
            return
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)


def _text(value: str, field: str, limit: int, code: str) -> str:
    if len(value) > limit:
        raise ApiError(413, code, f"'{field}' has {len(value):,} characters; the limit is {limit:,}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ApiError(422, "invalid_text", f"'{field}' holds a lone surrogate, which is not text") from None
    if "\x00" in value:
        raise ApiError(422, "invalid_text", f"'{field}' holds a NUL character")
    return value


def _add_error_handlers(app: FastAPI, config: ServiceConfig, metrics: "_Metrics") -> None:
    """Every error the service gives is JSON with its own code, and is counted."""

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError):
        metrics.errors.labels(exc.code).inc()
        return _error(exc.status, exc.code, exc.message)

    @app.exception_handler(PoolError)
    async def _pool_error(request: Request, exc: PoolError):
        metrics.errors.labels(exc.code).inc()
        headers = {"Retry-After": "1"} if exc.status == 503 else None
        return _error(exc.status, exc.code, exc.message, headers=headers)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        code = _HTTP_CODES.get(exc.status_code, "http_error")
        metrics.errors.labels(code).inc()
        message = {413: f"the request body is over {config.max_body_bytes:,} bytes (--max-body-bytes)",
                   404: f"no such resource: {request.url.path}",
                   405: f"{request.method} is not allowed on {request.url.path}"}.get(exc.status_code, str(exc.detail))
        if exc.status_code == 400:  # FastAPI could not parse the body: malformed, or nested too deep
            message = "the body could not be parsed as JSON (malformed, or nested too deep)"
        return _error(exc.status_code, code, message, headers=getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError):
        errors = exc.errors()
        if any(e.get("type") == "json_invalid" for e in errors):
            metrics.errors.labels("bad_json").inc()
            return _error(400, "bad_json", "the body is not valid JSON")
        metrics.errors.labels("invalid_request").inc()
        detail = jsonable_encoder([{k: e.get(k) for k in ("type", "loc", "msg")} for e in errors])
        return _error(422, "invalid_request", "the request does not fit the schema (see detail)", detail=detail)

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception):  # last resort: JSON, never an HTML page
        metrics.errors.labels("internal_error").inc()
        return _error(500, "internal_error", f"{type(exc).__name__}")


def create_app(config: ServiceConfig, pool: WorkerPool | None = None) -> FastAPI:
    """The service for ``config``; the pool starts with the app (lifespan) and stops after it drains."""
    pool = pool or WorkerPool(config)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        pool.start()
        try:
            yield
        finally:
            await pool.close()

    # redirect_slashes off: "/check/" is a JSON 404 like any unknown path, not an empty 307 whose Location
    # is built from the client's own Host header (found by benchmarks/fuzz.py)
    app = FastAPI(title="sparql-verifier", version="1", lifespan=lifespan, redirect_slashes=False,
                  default_response_class=SafeJSONResponse,
                  description="Decide whether a SPARQL query answers an English question (MRS + Z3).")
    app.state.pool = pool
    metrics = app.state.metrics = _Metrics(pool)
    app.add_middleware(BodyLimit, limit=config.max_body_bytes,
                       on_refuse=lambda: metrics.errors.labels("body_too_large").inc())

    _add_error_handlers(app, config, metrics)

    # ------------------------------------------------------------------ routes
    cache = _AnswerCache(config.cache_size)

    async def _run(route: str, kind: str, payload: dict[str, Any], timeout_s: float,
                   key: Any = None) -> dict[str, Any]:
        t0 = time.perf_counter()
        try:
            if key is not None and (hit := cache.get(key)) is not None:
                metrics.cache_hits.inc()
                return hit
            answer = await pool.run(kind, payload, timeout_s)
            if key is not None:
                cache.put(key, answer)
            return answer
        finally:
            metrics.requests.labels(route).inc()
            metrics.latency.labels(route).observe(time.perf_counter() - t0)

    @app.post("/check", response_model=VerdictModel, responses=_ERRORS,
              summary="does the query answer the question?")
    async def check(req: CheckRequest) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "question": _text(req.question, "question", config.max_question_chars, "question_too_large"),
            "sparql": _text(req.sparql, "sparql", config.max_query_chars, "query_too_large"),
            "id": _text(req.id, "id", config.max_question_chars, "question_too_large") if req.id is not None else None,
        }
        if req.mrs_file is not None:
            real = path_allowed(req.mrs_file, config.allow_paths)
            if real is None or not real.is_file():  # one answer for "outside" and "absent": nothing leaks
                raise ApiError(403, "path_not_allowed", "the server reads no file a request names unless the "
                                                        "operator allowed its directory (--allow-path)")
            payload["mrs_file"] = str(real)
        if req.context is not None:
            payload["context"] = [turn.model_dump() for turn in req.context]
        key = None if "mrs_file" in payload else ("check", payload["question"], payload["sparql"]) + (
            (json.dumps(payload["context"], sort_keys=True),) if "context" in payload else ())
        verdict = dict(await _run("check", "check", {**payload, "id": None}, config.check_timeout_s, key))
        if payload["id"] is not None:
            verdict = {"id": payload["id"], **verdict}
        metrics.checks.inc()
        metrics.verdicts.labels(verdict["status"]).inc()
        return verdict

    @app.post("/equiv", response_model=EquivalenceModel, responses=_ERRORS,
              summary="do two queries return the same answers (under the server's lexicon)?")
    async def equiv(req: EquivRequest) -> dict[str, Any]:
        payload = {"query1": _text(req.query1, "query1", config.max_query_chars, "query_too_large"),
                   "query2": _text(req.query2, "query2", config.max_query_chars, "query_too_large")}
        return await _run("equiv", "equiv", payload, config.check_timeout_s,
                          ("equiv", payload["query1"], payload["query2"]))

    @app.post("/ask", response_model=AskModel, responses=_ERRORS,
              summary="answer a question with a verified query (DUDES candidates, verified, run)")
    async def ask(req: AskRequest) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "question": _text(req.question, "question", config.max_question_chars, "question_too_large"),
            "max_checks": min(req.max_checks, config.max_candidates)}
        if req.endpoint is not None:
            if not url_allowed(req.endpoint, config.allow_urls):
                raise ApiError(403, "url_not_allowed", "the server opens no URL a request names unless the operator"
                                                       " allowed its prefix (--allow-url)")
            payload["endpoint"] = req.endpoint
        return await _run("ask", "ask", payload, config.check_timeout_s * payload["max_checks"])

    @app.post("/guard", response_model=GuardModel, responses=_ERRORS,
              summary="verify candidate queries in order; the first accepted one, or a refusal with every reason")
    async def guard(req: GuardRequest) -> dict[str, Any]:
        if len(req.candidates) > config.max_candidates:
            raise ApiError(413, "too_many_candidates", f"{len(req.candidates)} candidates; the limit is "
                                                       f"{config.max_candidates} (--max-candidates)")
        payload = {"question": _text(req.question, "question", config.max_question_chars, "question_too_large"),
                   "candidates": [_text(c, "candidates", config.max_query_chars, "query_too_large")
                                  for c in req.candidates]}
        return await _run("guard", "guard", payload, config.check_timeout_s * len(payload["candidates"]))

    @app.get("/health", response_model=HealthModel, responses={503: {"model": HealthModel}},
             summary="200 once the workers are warm, 503 before (or when they cannot load)")
    async def health() -> Any:
        status = "ok" if pool.ready else ("failed" if pool.failure else "starting")  # detail: any failure
        body = {"status": status, "workers": pool.size, "waiting": pool.waiting, "detail": pool.failure or None}
        return SafeJSONResponse(body, status_code=200 if status == "ok" else 503)

    @app.get("/metrics", response_class=PlainTextResponse, summary="Prometheus metrics (text format)")
    async def prometheus() -> PlainTextResponse:
        from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
        return PlainTextResponse(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    return app
