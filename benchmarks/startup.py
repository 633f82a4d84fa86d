"""Startup cost: how long a fresh process takes to import the package and to give its first verdict.

A CLI call, a cold service or an audit worker pays this every time, so it is measured as they pay it: each
figure is the wall time of a fresh ``python`` subprocess (the median of ``--runs``), the first verdicts through
``verifier check --json`` itself. Caches are warm for the first-verdict figures (the WordNet index, the grammar's
WordNet view, the lexicon's checked form, all in ``$VERIFIER_CACHE``); building them once, from an empty cache
folder, is reported apart as ``cache_build_s``. The children may write bytecode, as an installed package has it.

    python benchmarks/startup.py --json
    what                         seconds   target
    import verifier                0.012     0.3
    ...
    {"import_s": 0.012, "first_verdict_s_chemistry": 1.4, "first_verdict_s_qald9": 2.1, "cache_build_s": 25.0, ...}

The QALD-9 figure needs ``../shared/data/qald9`` (null when absent). The load average is printed with the
figures, and the CPU seconds the children used (``cpu_s``): on a shared, busy machine the wall times grow with
the load, the CPU times hardly.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CHEM = ROOT / "examples" / "chemistry"
CHEM_Q = "What is the mass of benzene?"
CHEM_S = ("PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
          "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
TARGETS = {"import_s": 0.3, "first_verdict_s_chemistry": 2.0, "first_verdict_s_qald9": 3.0}


def _env(cache: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["VERIFIER_CACHE"] = str(cache)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return env


#: CPU seconds (user + system) of every child measured, by figure: on a busy machine the wall time grows
#: with the load, the CPU time hardly
CPU: dict[str, list[float]] = {}


def _children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(argv: list[str], env: dict, figure: str = "") -> float:
    cpu0, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=1800)
    elapsed = time.perf_counter() - start
    CPU.setdefault(figure, []).append(_children_cpu() - cpu0)
    if done.returncode not in (0, 1, 3):  # a verdict of any kind is fine; a usage error or a crash is not
        raise SystemExit(f"{' '.join(argv[:4])}… failed ({done.returncode}): {done.stderr[-1500:]}")
    return elapsed


def _check(lexicon: Path, question: str, sparql: str, kg: Path | None) -> list[str]:
    argv = [sys.executable, "-m", "verifier.cli", "check", "--json", "--question", question, "--sparql", sparql,
            "--lexicon", str(lexicon)]
    return argv + (["--kg", str(kg)] if kg is not None else [])


def _qald_case(shared: Path) -> tuple[Path, str, str] | None:
    lexicon, questions = shared / "qald9" / "lexicon-qald9.ttl", shared / "qald9" / "qald-9-train-multilingual.json"
    if not (lexicon.is_file() and questions.is_file()):
        return None
    first = json.loads(questions.read_text(encoding="utf-8"))["questions"][0]
    text = next(q["string"] for q in first["question"] if q["language"] == "en")
    return lexicon, text, first["query"]["sparql"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3, help="fresh processes per figure (the median is reported)")
    ap.add_argument("--shared", default=str(ROOT.parent / "shared" / "data"))
    ap.add_argument("--json", action="store_true", help="(the JSON line is always printed last)")
    args = ap.parse_args()
    qald = _qald_case(Path(args.shared))
    chem = _check(CHEM / "lexicon.ttl", CHEM_Q, CHEM_S, CHEM / "kg.ttl")
    with tempfile.TemporaryDirectory(prefix="verifier-startup-") as tmp:
        env = _env(Path(tmp) / "cache")
        # one process that builds every cache from nothing: WordNet's index, the grammar's view, both lexica
        build = [sys.executable, "-c",
                 "import sys, subprocess; [subprocess.run(a, check=False) for a in " + repr([chem] + (
                     [_check(qald[0], qald[1], qald[2], None)] if qald else [])) + "]"]
        cache_build = _timed(build, env, "cache_build_s")
        import_s = statistics.median(
            float(subprocess.run([sys.executable, "-c", "import time; t = time.perf_counter(); import verifier; "
                                  "print(time.perf_counter() - t)"], env=env, capture_output=True, text=True,
                                 check=True).stdout) for _ in range(args.runs))
        first_chem = statistics.median(_timed(chem, env, "first_verdict_s_chemistry") for _ in range(args.runs))
        first_qald = (statistics.median(_timed(_check(qald[0], qald[1], qald[2], None), env, "first_verdict_s_qald9")
                                        for _ in range(args.runs)) if qald else None)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    result = {"import_s": round(import_s, 3), "first_verdict_s_chemistry": round(first_chem, 3),
              "first_verdict_s_qald9": round(first_qald, 3) if first_qald is not None else None,
              "cache_build_s": round(cache_build, 3), "runs": args.runs, "load_average": load,
              "cpus": os.cpu_count(),
              "cpu_s": {k: round(statistics.median(v), 3) for k, v in CPU.items()}}
    print(f"{'what':32} {'seconds':>9} {'cpu s':>8} {'target':>8}")
    for key, label in (("import_s", "import verifier"), ("first_verdict_s_chemistry", "first verdict, chemistry"),
                       ("first_verdict_s_qald9", "first verdict, QALD-9 lexicon"),
                       ("cache_build_s", "building the caches (once)")):
        value = result[key]
        shown = f"{value:9.3f}" if value is not None else f"{'absent':>9}"
        cpu = result["cpu_s"].get(key)
        print(f"{label:32} {shown} {cpu if cpu is not None else '':>8} {TARGETS.get(key, ''):>8}")
    print(f"load average {load} on {os.cpu_count()} CPUs; medians of {args.runs} fresh processes")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
