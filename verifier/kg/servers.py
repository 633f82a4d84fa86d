"""Real SPARQL servers for tests and benchmarks: Oxigraph's server and OpenLink Virtuoso, started on
127.0.0.1 at a free port, loaded with RDF files, and stopped again.

Why real servers: the grounding stage and the endpoint client must work against the engines KGs really
run on (DBpedia runs on Virtuoso), not only against an rdflib graph behind a test handler. Oxigraph's
server comes with the PyPI package ``oxigraph`` (the ``grounding`` extra; ``pyoxigraph`` is the embedded
store, without a server); Virtuoso is Debian's ``virtuoso-opensource-7-bin`` (``virtuoso-t``). Each
starter returns None when its binary is absent, so callers skip with a reason instead of failing.

Worked example::

    with start_oxigraph(["kg.ttl"]) as server:          # None without the binary
        SparqlEndpoint(server.url, cache_dir=False).ask("ASK { ?s ?p ?o }")   # True
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

__all__ = ["RunningServer", "oxigraph_binary", "virtuoso_binary", "start_oxigraph", "start_virtuoso", "STARTERS",
           "free_port"]

#: the graph Virtuoso loads the files into (it answers queries over every graph by default)
FIXTURE_GRAPH = "http://example.org/grounding-fixture"


@dataclass
class RunningServer:
    """A started server: ``name`` (``oxigraph``/``virtuoso``), its SPARQL ``url``, the process."""

    name: str
    url: str
    proc: subprocess.Popen
    workdir: Path
    _tmp: tempfile.TemporaryDirectory | None = field(default=None, repr=False)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self) -> "RunningServer":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def oxigraph_binary() -> str | None:
    """The ``oxigraph`` server binary: beside this Python (a venv's bin/) or on PATH."""
    here = Path(sys.executable).parent / "oxigraph"
    if here.is_file() and os.access(here, os.X_OK):
        return str(here)
    return shutil.which("oxigraph")


def virtuoso_binary() -> str | None:
    return shutil.which("virtuoso-t")


def _wait_ready(url: str, proc: subprocess.Popen, timeout: float, log: Path | None = None) -> None:
    deadline = time.monotonic() + timeout
    probe = url + ("&" if "?" in url else "?") + urllib.parse.urlencode({"query": "ASK { ?s ?p ?o }"})
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = log.read_text(errors="replace")[-800:] if log is not None and log.exists() else ""
            raise RuntimeError(f"the server exited with {proc.returncode}: {tail}")
        try:
            req = urllib.request.Request(probe, headers={"Accept": "application/sparql-results+json"})
            with urllib.request.urlopen(req, timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"the server at {url} did not answer within {timeout:g} s")


def start_oxigraph(files: Sequence[str | os.PathLike], timeout: float = 60.0) -> RunningServer | None:
    """Oxigraph's server over ``files`` (loaded first with ``oxigraph load``), or None without it."""
    binary = oxigraph_binary()
    if binary is None:
        return None
    tmp = tempfile.TemporaryDirectory(prefix="oxigraph-")
    work = Path(tmp.name)
    db = work / "db"
    try:
        subprocess.run([binary, "load", "--location", str(db), "--file", *[str(f) for f in files]],
                       check=True, capture_output=True, timeout=timeout)
        port = free_port()
        log = work / "server.log"
        proc = subprocess.Popen([binary, "serve-read-only", "--location", str(db), "--bind", f"127.0.0.1:{port}"],
                                stdout=open(log, "wb"), stderr=subprocess.STDOUT)
        server = RunningServer("oxigraph", f"http://127.0.0.1:{port}/query", proc, work, tmp)
        try:
            _wait_ready(server.url, proc, timeout, log)
        except Exception:
            server.stop()
            raise
        return server
    except Exception:
        tmp.cleanup()
        raise


_VIRTUOSO_INI = """\
[Database]
DatabaseFile = {d}/virtuoso.db
ErrorLogFile = {d}/virtuoso.log
LockFile = {d}/virtuoso.lck
TransactionFile = {d}/virtuoso.trx
xa_persistent_file = {d}/virtuoso.pxa
ErrorLogLevel = 7
FileExtend = 200
MaxCheckpointRemap = 2000
Striping = 0
TempStorage = TempDatabase

[TempDatabase]
DatabaseFile = {d}/virtuoso-temp.db
TransactionFile = {d}/virtuoso-temp.trx
MaxCheckpointRemap = 2000
Striping = 0

[Parameters]
ServerPort = 127.0.0.1:{sql}
ServerThreads = 4
CheckpointInterval = 0
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
DirsAllowed = ., {d}
DisableTcpSocket = 0

[HTTPServer]
ServerPort = 127.0.0.1:{http}
ServerRoot = {d}
ServerThreads = 4
MaxClientConnections = 4
EnabledDavVSP = 0

[SPARQL]
ResultSetMaxRows = 100000
MaxQueryExecutionTime = 30
MaxQueryCostEstimationTime = 400
DefaultQuery = ASK {{ ?s ?p ?o }}
"""


def start_virtuoso(files: Sequence[str | os.PathLike], timeout: float = 120.0) -> RunningServer | None:
    """Virtuoso (``virtuoso-t``) over ``files`` loaded into one graph with ``TTLP_MT``, or None without it."""
    binary = virtuoso_binary()
    isql = shutil.which("isql-vt") or shutil.which("isql")
    if binary is None or isql is None:
        return None
    tmp = tempfile.TemporaryDirectory(prefix="virtuoso-")
    work = Path(tmp.name)
    sql, http = free_port(), free_port()
    for f in files:
        shutil.copy(f, work / Path(f).name)
    (work / "virtuoso.ini").write_text(_VIRTUOSO_INI.format(d=work, sql=sql, http=http))
    log = work / "server.log"
    proc = subprocess.Popen([binary, "+foreground", "+configfile", str(work / "virtuoso.ini")], cwd=work,
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT)
    # its own system graphs stay out of the answers: the default graph is the files' graph
    server = RunningServer("virtuoso", f"http://127.0.0.1:{http}/sparql?" + urllib.parse.urlencode(
        {"default-graph-uri": FIXTURE_GRAPH}), proc, work, tmp)
    try:
        deadline = time.monotonic() + timeout
        load = "".join(f"DB.DBA.TTLP_MT(file_to_string_output('{work / Path(f).name}'), '', '{FIXTURE_GRAPH}');"
                       for f in files) + "checkpoint;"
        while True:  # isql answers once the server has opened its database
            if proc.poll() is not None:
                raise RuntimeError(f"virtuoso exited with {proc.returncode}: "
                                   f"{log.read_text(errors='replace')[-800:]}")
            r = subprocess.run([isql, f"127.0.0.1:{sql}", "dba", "dba", f"exec={load}"], capture_output=True,
                               timeout=max(5.0, deadline - time.monotonic()), cwd=work)
            if r.returncode == 0 and b"Error" not in r.stdout + r.stderr:
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"could not load the files into virtuoso: {(r.stdout + r.stderr)[-400:]!r}")
            time.sleep(0.5)
        _wait_ready(server.url, proc, max(5.0, deadline - time.monotonic()), log)
    except Exception:
        server.stop()
        raise
    return server


#: the servers a benchmark or test can start, by name
STARTERS = {"oxigraph": start_oxigraph, "virtuoso": start_virtuoso}
