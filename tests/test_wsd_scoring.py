"""The WSD benchmark's reader and scorer (benchmarks/wsd.py) on tiny hand-made files."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from verifier.bridge.wordnet import wordnet_available

ROOT = Path(__file__).resolve().parents[1]
SHARED_WSD = ROOT.parent / "shared" / "data" / "wsd"


@pytest.fixture(scope="module")
def wsd():
    spec = importlib.util.spec_from_file_location("wsd_benchmark", ROOT / "benchmarks" / "wsd.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file executes
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop(spec.name, None)


XML = """<?xml version="1.0" encoding="UTF-8" ?>
<corpus lang="en" source="toy">
<text id="d000">
<sentence id="d000.s000">
<wf lemma="the" pos="DET">The</wf>
<instance id="d000.s000.t000" lemma="bank" pos="NOUN">bank</instance>
<instance id="d000.s000.t001" lemma="lend" pos="VERB">lent</instance>
<wf lemma="money" pos="NOUN">money</wf>
</sentence>
<sentence id="d000.s001">
<instance id="d000.s001.t000" lemma="river" pos="NOUN">River</instance>
<instance id="d000.s001.t001" lemma="wide" pos="ADJ">wide</instance>
</sentence>
</text>
</corpus>
"""

GOLD = """d000.s000.t000 bank%1:14:00::
d000.s000.t001 lend%2:40:00:: lend%2:40:01::
d000.s001.t000 river%1:17:00::
d000.s001.t001 wide%3:00:00::
"""


@pytest.fixture
def toy(tmp_path):
    folder = tmp_path / "toy"
    folder.mkdir()
    (folder / "toy.data.xml").write_text(XML, encoding="utf-8")
    (folder / "toy.gold.key.txt").write_text(GOLD, encoding="utf-8")
    return folder


def test_read_corpus_and_gold(wsd, toy):
    sentences = wsd.read_corpus(toy / "toy.data.xml")
    assert [s.id for s in sentences] == ["d000.s000", "d000.s001"]
    assert sentences[0].document == "d000"
    first = sentences[0].tokens
    assert [(t.lemma, t.pos, t.id) for t in first] == [
        ("the", "", None),
        ("bank", "n", "d000.s000.t000"),
        ("lend", "v", "d000.s000.t001"),
        ("money", "n", None),
    ]
    gold = wsd.read_gold(toy / "toy.gold.key.txt")
    assert gold["d000.s000.t001"] == frozenset({"lend%2:40:00::", "lend%2:40:01::"})
    assert len(gold) == 4


def test_score_semantics(wsd, toy):
    gold = wsd.read_gold(toy / "toy.gold.key.txt")
    predictions = {
        "d000.s000.t000": "bank%1:17:01::",  # wrong
        "d000.s000.t001": "lend%2:40:01::",  # the second of two gold keys: right
        "d000.s001.t000": "river%1:17:00::",  # right
        # d000.s001.t001 unanswered: lowers recall only
        "d999.s000.t000": "extra%1:00:00::",  # not in the gold: ignored
    }
    result = wsd.score(predictions, gold)
    assert (result.correct, result.answered, result.total) == (2, 3, 4)
    assert result.precision == pytest.approx(2 / 3)
    assert result.recall == pytest.approx(0.5)
    assert result.f1 == pytest.approx(2 * (2 / 3) * 0.5 / (2 / 3 + 0.5))
    assert result.as_dict()["F1"] == pytest.approx(57.14)


def test_score_all_or_nothing(wsd, toy):
    gold = wsd.read_gold(toy / "toy.gold.key.txt")
    assert wsd.score({}, gold).f1 == 0.0
    perfect = {k: sorted(v)[0] for k, v in gold.items()}
    assert wsd.score(perfect, gold).f1 == 1.0
    # Several predicted keys: correct when one of them is gold.
    assert wsd.score({"d000.s000.t000": ["x%1:00:00::", "bank%1:14:00::"]}, gold).correct == 1


@pytest.mark.skipif(not wordnet_available(), reason="WordNet 3.0 not installed (run `make setup`)")
def test_benchmark_runs_on_toy_set(wsd, toy, capsys):
    status = wsd.main(["--data", str(toy.parent), "--sets", "toy", "--json", "--min-context", "2"])
    assert status == 0
    lines = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(lines[-1])
    assert set(summary["methods"]) == {"first", "ppr", "ppr+prior"}
    details = summary["details"]["first"]["toy"]
    # First senses: bank.n.01 is sloping land (wrong here), lend, river and wide are right.
    assert (details["correct"], details["answered"], details["total"]) == (3, 4, 4)
    for method in ("ppr", "ppr+prior"):
        assert summary["details"][method]["toy"]["answered"] == 4


@pytest.mark.shared_data
@pytest.mark.skipif(
    not (SHARED_WSD / "semeval2007" / "semeval2007.data.xml").is_file() or not wordnet_available(),
    reason="needs ../shared/data/wsd and WordNet",
)
def test_first_sense_baseline_on_semeval2007(wsd):
    sentences = wsd.read_corpus(SHARED_WSD / "semeval2007" / "semeval2007.data.xml")
    gold = wsd.read_gold(SHARED_WSD / "semeval2007" / "semeval2007.gold.key.txt")
    from verifier.bridge.senses import SenseRanker

    predictions = wsd.disambiguate(sentences, SenseRanker(), ["first"], min_context=20)["first"]
    # The published most-frequent-sense baseline on SemEval-2007 is 55.2 F1.
    assert round(100 * wsd.score(predictions, gold).f1, 1) == 55.2
