"""One verdict for every spelling of a query: a check whose question and parsed logic the verifier has
decided before takes that verdict (with its own query text) instead of proving it again."""

from pathlib import Path

import pytest

from verifier import Verifier
from verifier._memo import CACHE_SIZE, logic_key, remember
from verifier.query import query_logic

CHEMISTRY = Path(__file__).resolve().parents[1] / "examples" / "chemistry"
P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
TABLE = "".join(f"PREFIX g{i}: <http://example.org/g{i}/> " for i in range(12))
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
#: the same query: another prefix table, full IRIs, another layout
RESPELT = TABLE + "SELECT  ?v\nWHERE {\n  <http://www.wikidata.org/entity/Q2270> <http://www.wikidata.org/prop/direct/P2067> ?v .\n}"
WRONG = P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"
FIELDS = ("status", "reasons", "explanation", "proof", "countermodel", "repair", "notes", "question_logic",
          "question_kind", "query_logic", "query_form")


@pytest.fixture()
def fresh():
    with Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl") as v:
        yield v


def test_the_key_is_the_question_and_the_logic():
    assert logic_key("What is the mass of benzene?", query_logic(RIGHT)) == \
        logic_key("What is the mass of benzene?", query_logic(RESPELT))
    assert logic_key("What is the mass of benzene?", query_logic(RIGHT)) != \
        logic_key("What is the mass of toluene?", query_logic(RIGHT))
    assert logic_key("", query_logic(RIGHT)) is None  # no question text (stored MRS): no key


def test_another_spelling_takes_the_verdict_with_its_own_text(fresh):
    first = fresh.check("What is the mass of benzene?", RIGHT).to_dict()
    again = fresh.check("What is the mass of benzene?", RESPELT).to_dict()
    assert first["status"] == "accept"
    assert {f: again.get(f) for f in FIELDS} == {f: first.get(f) for f in FIELDS}
    assert again["sparql"] == RESPELT and first["sparql"] == RIGHT
    assert len(fresh._logic_cache) == 1
    # it was not proved again: its timings are its own parse's, with no question, bridge or prover stage
    assert "prover" in first["timings_ms"] and "prover" not in again["timings_ms"]


def test_the_remembered_verdict_is_the_one_a_fresh_verifier_gives(fresh):
    fresh.check("What is the mass of benzene?", WRONG)
    remembered = fresh.check("What is the mass of benzene?", TABLE + WRONG).to_dict()
    with Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl") as other:
        alone = other.check("What is the mass of benzene?", TABLE + WRONG).to_dict()
    assert remembered["status"] == "reject"
    assert {f: remembered.get(f) for f in FIELDS} == {f: alone.get(f) for f in FIELDS}


def test_other_questions_and_dialogues_are_not_shared(fresh):
    fresh.check("What is the mass of benzene?", RIGHT)
    other = fresh.check("What is the mass of toluene?", RIGHT)
    assert other.status != "accept" and len(fresh._logic_cache) == 2
    fresh.check("And of benzene?", RIGHT, context=[{"speaker": "user", "utterance": "What is the mass of toluene?"}])
    assert len(fresh._logic_cache) == 2  # a follow-up means what its dialogue makes it mean: not kept


def test_a_memo_is_bounded_and_keeps_nothing_under_no_key():
    memo: dict = {}
    for i in range(CACHE_SIZE + 5):
        assert remember(memo, i, str(i)) == str(i)
    assert len(memo) == CACHE_SIZE and 0 not in memo and CACHE_SIZE + 4 in memo
    assert remember(memo, None, "x") == "x" and None not in memo
