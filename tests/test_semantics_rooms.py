"""The question semantics as a front module over private parts: every construction is one registered
function, run in the one order ``_context.ORDER`` fixes, and the rooms never import each other."""

import ast
from pathlib import Path

import pytest

from verifier.question.semantics import _constructions  # noqa: F401 (registers every room)
from verifier.question.semantics._context import CONSTRUCTIONS, ORDER, construction

PACKAGE = Path(__file__).resolve().parents[1] / "verifier" / "question" / "semantics"
ROOMS = ("_asking", "_degrees", "_words", "_identity", "_events")
SHARED = {"_context", "_analysis", "_rules"}


def test_every_construction_in_the_order_has_exactly_one_function():
    assert list(ORDER) == sorted(CONSTRUCTIONS, key=ORDER.index)
    assert len(set(ORDER)) == len(ORDER)


def test_a_construction_outside_the_order_or_registered_twice_fails_loudly():
    with pytest.raises(ValueError, match="not in ORDER"):
        construction("made-up")
    with pytest.raises(ValueError, match="registered twice"):
        construction("copula")(lambda ctx: None)


@pytest.mark.parametrize("room", ROOMS)
def test_rooms_import_only_the_shared_parts(room):
    tree = ast.parse((PACKAGE / f"{room}.py").read_text(encoding="utf-8"))
    local = {node.module for node in ast.walk(tree)
             if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}
    assert local <= SHARED, f"{room} imports {sorted(local - SHARED)}"


def test_front_module_keeps_the_public_names():
    from verifier.question import semantics

    for name in semantics.__all__:
        assert hasattr(semantics, name), name


@pytest.mark.parametrize("module", ["verifier.question.predicates", "verifier.question.semantics._rules",
                                    "verifier.question.semantics._analysis", "verifier.question.semantics._context",
                                    "verifier.question.semantics._constructions", "verifier.question.semantics._forms",
                                    "verifier._resources"])
def test_worked_examples_in_docstrings_hold(module):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
