"""The built wheel, installed in a fresh venv outside the checkout, gives the checkout's verdicts.

The wheel must carry everything a check reads (grammar, templates, py.typed) and nothing may be found
relative to the source tree; WordNet is reached as an installed user reaches it (``VERIFIER_DATA``), and the
caches start empty (``VERIFIER_CACHE``), so the installed tool builds its own indexes.
"""

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from verifier.bridge.wordnet import find_wordnet

ROOT = Path(__file__).resolve().parents[1]
CHEM = ROOT / "examples" / "chemistry"
SOURCE = find_wordnet()

pytestmark = [pytest.mark.slow, pytest.mark.wordnet,
              pytest.mark.skipif(SOURCE is None, reason="WordNet not installed (make setup)")]


def _cases() -> list[dict]:
    sys.path.insert(0, str(CHEM))
    try:
        import demo
    finally:
        sys.path.remove(str(CHEM))
    out = []
    for q, candidates in demo.CASES:
        for label, sparql in candidates:
            body = sparql if sparql.startswith("The ") else demo.P + sparql
            out.append({"id": f"{len(out)}: {label}", "question": q, "sparql": body})
    return out


def _clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(VERIFIER_WALL_CLOCK_SLACK="30", VERIFIER_DBPEDIA_NAMES="off", **extra)
    return env


def _audit(python: list[str], log: Path, out: Path, cwd: Path, env: dict) -> dict:
    done = subprocess.run([*python, "audit", str(log), "--out", str(out), "--lexicon", str(CHEM / "lexicon.ttl"),
                           "--kg", str(CHEM / "kg.ttl"), "--timeout-ms", "20000"],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stderr[-2000:]
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return {r["id"]: (r["status"], tuple(r.get("reasons", ()))) for r in records}


def test_the_installed_wheel_gives_the_checkouts_verdicts(tmp_path):
    try:
        venv.EnvBuilder(with_pip=True).create(tmp_path / "venv")
    except Exception as exc:  # no ensurepip (a stripped Python build): nothing to install with
        pytest.skip(f"cannot make a venv with pip here: {exc}")
    py = tmp_path / "venv" / ("Scripts" if os.name == "nt" else "bin") / "python"
    env = _clean_env(PIP_DISABLE_PIP_VERSION_CHECK="1")
    wheels = tmp_path / "wheels"
    # built from a copy: pip builds in the source tree, and a build/ left in the checkout could ship stale files
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "data", "build", "*.egg-info", "__pycache__", ".pytest_cache", "benchmarks"))
    built = subprocess.run([str(py), "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(source)],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next(wheels.glob("sparql_verifier-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "verifier/py.typed" in names and any(n.startswith("verifier/grammars/") for n in names)
    assert any(n.endswith("licenses/LICENSE") for n in names)
    installed = subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], cwd=tmp_path, env=env,
                               capture_output=True, text=True, timeout=1800)
    assert installed.returncode == 0, installed.stderr[-2000:]

    log = tmp_path / "chemistry.jsonl"
    log.write_text("".join(json.dumps(c) + "\n" for c in _cases()), encoding="utf-8")
    work = tmp_path / "elsewhere"
    work.mkdir()
    tool_env = _clean_env(VERIFIER_DATA=str(SOURCE.path), VERIFIER_CACHE=str(tmp_path / "cache"))
    version = subprocess.run([str(tmp_path / "venv" / "bin" / "verifier"), "--version"], cwd=work, env=tool_env,
                             capture_output=True, text=True, timeout=600)
    assert version.returncode == 0 and version.stdout.startswith("verifier ")
    where = subprocess.run([str(py), "-c", "import verifier; print(verifier.__file__)"], cwd=work, env=tool_env,
                           capture_output=True, text=True, timeout=600)
    assert str(tmp_path / "venv") in where.stdout  # the installed copy, not the checkout

    theirs = _audit([str(py), "-m", "verifier.cli"], log, tmp_path / "installed.jsonl", work, tool_env)
    checkout_env = dict(_clean_env(VERIFIER_DATA=str(SOURCE.path)), PYTHONPATH=str(ROOT))
    ours = _audit([sys.executable, "-m", "verifier.cli"], log, tmp_path / "checkout.jsonl", ROOT, checkout_env)
    assert len(ours) == len(_cases())
    assert theirs == ours
    assert {s for s, _ in ours.values()} >= {"accept", "reject"}
