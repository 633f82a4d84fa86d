"""The dev benchmark's review of gold queries (benchmarks/qald9_gold_review.tsv, read by
benchmarks/accuracy.py): its reader, the acceptance over faithful golds, and the file's own shape."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _accuracy():
    spec = importlib.util.spec_from_file_location("accuracy_benchmark", ROOT / "benchmarks" / "accuracy.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_acceptance_over_faithful_golds_and_flagged_accepts(tmp_path):
    acc = _accuracy()
    review = tmp_path / "review.tsv"
    review.write_text("# a comment\nid\tcategory\tnote\n"
                      "2\tgold_missing\tdrops the class noun.\n"
                      "3\tlexicon_gap\tno entry for the verb.\n"
                      "4\tgold_wrong\tcounts where the question lists.\n", encoding="utf-8")
    got = acc.read_review(review)
    assert got == {"2": "gold_missing", "3": "lexicon_gap", "4": "gold_wrong"}
    statuses = {"1": "accept", "2": "reject", "3": "unknown", "4": "accept"}
    out = acc.faithful_acceptance(got, statuses)
    # 1 (unreviewed, accepted) and 3 (a gap) count; 2 and 4 do not mean what their questions ask
    assert (out["accepted"], out["n"], out["acceptance"]) == (1, 2, 0.5)
    assert out["accepted_unfaithful"] == ["4"] and out["open_gaps"] == {"lexicon_gap": 1}
    assert acc.read_review(tmp_path / "absent.tsv") == {}


def test_the_shipped_review_has_one_known_category_per_gold():
    acc = _accuracy()
    review = acc.read_review(acc.REVIEW)
    known = set(acc.UNFAITHFUL) | {"lexicon_gap", "verifier_gap"}
    assert review and set(review.values()) <= known
    assert all(i.isdigit() for i in review)
