"""The accuracy benchmark's figures over reviewed LLM outputs and per level (benchmarks/accuracy.py)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import accuracy  # noqa: E402


def test_semantic_figures_count_only_the_judged_items():
    m = accuracy.semantic_metrics([("accept", "yes"), ("accept", "no"), ("reject", "no"), ("reject", "yes"),
                                   ("unknown", "yes"), ("accept", "unsure"), ("reject", "unsure")])
    assert m["n"] == 5 and m["faithful"] == 3
    assert m["semantic_accept_precision"] == 0.5      # one of the two judged accepts is faithful
    assert m["semantic_reject_precision"] == 0.5      # one of the two judged rejects is unfaithful
    assert m["faithful_acceptance"] == round(1 / 3, 4)
    assert m["unknown_rate"] == 0.2


def test_answer_labels_from_f1_or_execution():
    assert accuracy.answer_label({"f1": 1.0}) is True
    assert accuracy.answer_label({"f1": 0.4}) is False
    assert accuracy.answer_label({"exec_label": "correct"}) is True
    assert accuracy.answer_label({"exec_label": "incorrect"}) is False
    assert accuracy.answer_label({"exec_label": "unknown"}) is None


def test_levels_are_read_from_the_questions_file(tmp_path):
    path = tmp_path / "q.json"
    path.write_text(json.dumps({"questions": [{"id": "a", "level": "easy"}, {"id": "b", "level": "hard"},
                                              {"id": "c"}, "not an object"]}))
    levels = accuracy.question_levels(path)
    assert levels == {"a": "easy", "b": "hard"}
    assert accuracy.by_level(levels, {"a": "accept", "b": "reject", "c": "accept"}) == {
        "easy": {"accepted": 1, "n": 1, "acceptance": 1.0}, "hard": {"accepted": 0, "n": 1, "acceptance": 0.0}}
