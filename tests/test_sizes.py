"""Modules and functions stay readable: no module of ``verifier/`` over 800 lines and no function over
120, outside ``bridge/`` and ``prover/`` (whose split is its own piece of work)."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "verifier"
MAX_MODULE, MAX_FUNCTION = 800, 120
MODULES = sorted(p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).parts[0] not in ("bridge", "prover"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_module_and_function_sizes(path):
    text = path.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= MAX_MODULE
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)" for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > MAX_FUNCTION]
    assert not long, f"{path.name}: {', '.join(long)}"
