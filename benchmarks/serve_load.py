"""Load test of ``verifier serve`` on the chemistry example: C concurrent asyncio (httpx) clients, N checks.

The server runs as a subprocess with its default limits (``--workers`` as given). The request mix is
built through the server itself: ``POST /ask`` for the first ``--questions`` questions of
``examples/chemistry/questions.jsonl`` gives each a verified query; each question is then checked
against its own query (accept) and against the next question's (mostly reject). One pass over the mix
warms the workers (and the server's answer cache) before the clock starts: the figures are for warm
workers; ``--cache-size 0`` measures every request checked by a worker.

Reported: requests, errors (any non-200 or connection failure), p50/p99 latency, and the resident memory
of the server, its template and its workers together (summed RSS, MB) after the warm-up and at the end.

``--burst`` adds: 200 simultaneous clients, each on its own connection (how many get a response), and
a client sending a 1 MB question beside a small check (the small check's latency alone and beside it).

    python benchmarks/serve_load.py --requests 2000 --json
    python benchmarks/serve_load.py --requests 10000 --burst --json     # the figure to quote
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHEM = ROOT / "examples" / "chemistry"


def rss_mb(pid: int) -> float:
    """Summed resident memory of ``pid`` and all its descendants (Linux /proc), in MB."""
    total, stack = 0, [pid]
    while stack:
        p = stack.pop()
        try:
            status = Path(f"/proc/{p}/status").read_text()
            total += int(re.search(r"VmRSS:\s+(\d+)", status).group(1))
            for task in Path(f"/proc/{p}/task").iterdir():
                stack += [int(c) for c in (task / "children").read_text().split()]
        except (OSError, AttributeError):
            continue
    return round(total / 1024, 1)


def start_server(workers: int, cache_size: int) -> tuple[subprocess.Popen, str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "serve", "--port", "0", "--workers", str(workers),
                             "--cache-size", str(cache_size),
                             "--lexicon", str(CHEM / "lexicon.ttl"), "--kg", str(CHEM / "kg.ttl")],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
    line = proc.stdout.readline()
    m = re.search(r"(http://[\d.]+:\d+)", line)
    if not m:
        proc.kill()
        raise SystemExit(f"the server did not start: {line}{proc.stdout.read()}")
    return proc, m.group(1)


async def wait_ready(client, url: str, timeout: float = 600) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if (await client.get(url + "/health")).status_code == 200:
                return
        except Exception:
            pass
        await asyncio.sleep(0.25)
    raise SystemExit("the server did not become ready")


async def build_mix(client, url: str, n_questions: int) -> list[dict]:
    questions = [json.loads(line)["question"] for line in (CHEM / "questions.jsonl").read_text().splitlines()
                 if line.strip()][:n_questions]
    verified = []
    for q in questions:
        body = (await client.post(url + "/ask", json={"question": q}, timeout=600)).json()
        if body.get("accepted"):
            verified.append((q, body["sparql"]))
    if not verified:
        raise SystemExit("no question got a verified query: nothing to load-test with")
    mix = []
    for i, (q, s) in enumerate(verified):
        mix.append({"question": q, "sparql": s})
        mix.append({"question": q, "sparql": verified[(i + 1) % len(verified)][1]})
    return mix


async def load(client, url: str, mix: list[dict], clients: int, requests: int) -> tuple[list[float], int, dict]:
    latencies: list[float] = []
    errors = 0
    statuses: dict[str, int] = {}  # verdict statuses, and "error:<code>" for each kind of failure
    counter = iter(range(requests))

    async def one_client() -> None:
        nonlocal errors
        for i in counter:
            t = time.perf_counter()
            try:
                r = await client.post(url + "/check", json=mix[i % len(mix)], timeout=120)
                ok = r.status_code == 200
                body = r.json()
                key = (body["status"] if body["status"] != "unknown" else f"unknown:{body['reasons'][0]}") if ok \
                    else f"error:{r.status_code}:{body.get('code')}"
            except Exception as exc:
                ok, key = False, f"error:{type(exc).__name__}"
            statuses[key] = statuses.get(key, 0) + 1
            latencies.append((time.perf_counter() - t) * 1000)
            errors += not ok

    await asyncio.gather(*(one_client() for _ in range(clients)))
    return latencies, errors, statuses


async def burst(url: str, mix: list[dict], n: int = 200) -> int:
    import httpx

    limits = httpx.Limits(max_connections=n, max_keepalive_connections=0)
    async with httpx.AsyncClient(limits=limits, timeout=300) as client:
        async def one(i: int):
            try:
                return (await client.post(url + "/check", json=mix[i % len(mix)])).status_code
            except Exception as exc:
                return type(exc).__name__
        results = await asyncio.gather(*(one(i) for i in range(n)))
    return sum(1 for r in results if isinstance(r, int))


async def big_beside_small(client, url: str, small: dict) -> dict:
    async def timed(body: dict) -> tuple[float, int]:
        t = time.perf_counter()
        r = await client.post(url + "/check", json=body, timeout=300)
        return (time.perf_counter() - t) * 1000, r.status_code

    alone = [(await timed(small))[0] for _ in range(5)]
    big = {"question": "Which substance is it? " * 43_500, "sparql": small["sparql"]}  # ~1 MB of question

    async def small_after_big_starts():
        await asyncio.sleep(0.05)
        return await timed(small)

    (big_ms, big_status), (beside_ms, _) = await asyncio.gather(timed(big), small_after_big_starts())
    return {"big_question_status": big_status, "big_question_ms": round(big_ms, 1),
            "small_check_ms_alone": round(statistics.median(alone), 1), "small_check_ms_beside_big": round(beside_ms, 1)}


async def main_async(args: argparse.Namespace) -> dict:
    import httpx

    proc, url = start_server(args.workers, args.cache_size)
    try:
        limits = httpx.Limits(max_connections=args.clients, max_keepalive_connections=args.clients)
        async with httpx.AsyncClient(limits=limits, timeout=120) as client:
            await wait_ready(client, url)
            mix = await build_mix(client, url, args.questions)
            await load(client, url, mix, min(args.clients, len(mix)), len(mix))  # warm-up pass
            rss_start = rss_mb(proc.pid)
            t0 = time.perf_counter()
            latencies, errors, statuses = await load(client, url, mix, args.clients, args.requests)
            wall = time.perf_counter() - t0
            rss_end = rss_mb(proc.pid)
            result = {"clients": args.clients, "requests": args.requests, "errors": errors,
                      "p50_ms": round(statistics.median(latencies), 1),
                      "p99_ms": round(sorted(latencies)[max(0, int(len(latencies) * 0.99) - 1)], 1),
                      "rss_mb_start": rss_start, "rss_mb_end": rss_end, "workers": args.workers,
                      "requests_per_s": round(args.requests / wall, 1), "pairs": len(mix), "cache_size": args.cache_size,
                      "verdicts": statuses}
            if args.burst:
                result["burst_clients"] = 200
                result["burst_answered"] = await burst(url, mix, 200)
                result.update(await big_beside_small(client, url, mix[0]))
    finally:
        proc.terminate()
        code = proc.wait(60)
    result["exit_code_after_sigterm"] = code
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--questions", type=int, default=12, help="chemistry questions in the mix (two pairs each)")
    ap.add_argument("--cache-size", type=int, default=4096,
                    help="the server's answer cache (0: every request is checked by a worker)")
    ap.add_argument("--burst", action="store_true", help="also the burst and the 1 MB question")
    ap.add_argument("--json", action="store_true", help="(the JSON line is always the last line)")
    args = ap.parse_args(argv)
    result = asyncio.run(main_async(args))
    rows = [(k, v) for k, v in result.items() if k != "verdicts"]
    width = max(len(k) for k, _ in rows)
    print(f"verifier serve under load: chemistry example, {args.clients} clients, {args.workers} workers")
    for k, v in rows:
        print(f"  {k:<{width}}  {v}")
    print(f"  {'verdicts':<{width}}  {result['verdicts']}")
    print(json.dumps(result))
    return 0 if result["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
