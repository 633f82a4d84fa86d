"""A compound whose head only says what kind of thing its modifier is ("business enterprise": WordNet puts a
business under enterprise), read as the modifier (bridge/readings/compounds.py, ``_kind_modifier_options``).
Made-up names and sentences over a Wikidata lexicon built from property records of our own."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P108", "label": "employer", "alias": ["employed by", "works for"]},
    {"id": "P176", "label": "manufacturer", "alias": ["producer", "made by"]},
]
RECORD = {"question": "Which business enterprise employs Ada Brook ?",
          "context": {"entities": "{'Q900101': 'Ada Brook', 'Q900102': 'Skylark Four'}",
                      "relations": "{'P108': 'employer', 'P176': 'manufacturer'}",
                      "types": "{'Q900105': 'business', 'Q900106': 'city'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def _select(body: str) -> str:
    return WD + "SELECT ?x WHERE { " + body + " }"


@pytest.mark.parametrize("question,body,accepted", [
    ("Which business enterprise employs Ada Brook ?", "wd:Q900101 wdt:P108 ?x . ?x wdt:P31 wd:Q900105 .", True),
    # the modifier keeps its own class: another class is still another class
    ("Which business enterprise employs Ada Brook ?", "wd:Q900101 wdt:P108 ?x . ?x wdt:P31 wd:Q900106 .", False),
])
def test_the_head_restates_the_kind_of_its_modifier(wikidata_verifier, question, body, accepted):
    verdict = wikidata_verifier.check(question, _select(body))
    assert (verdict.status == "accept") is accepted, verdict.explanation


@pytest.mark.parametrize("body,accepted", [
    ("wd:Q900102 wdt:P176 ?x . ?x wdt:P31 wd:Q900105 .", True),
    ("wd:Q900102 wdt:P176 ?x . ?x wdt:P31 wd:Q900106 .", False),
])
def test_the_kind_reading_holds_beside_another_noun_of_the_head(wikidata_verifier, body, accepted):
    # the copula puts "producer" on the compound's head too: the head has two nouns, and the compound is still
    # read as its modifier (the producer is no kind of business, so that noun keeps its own reading)
    verdict = wikidata_verifier.check("Which business enterprise is the producer of Skylark Four ?", _select(body))
    assert (verdict.status == "accept") is accepted, verdict.explanation


@pytest.mark.parametrize("modifier,head,kind", [
    ("business", "enterprise", True),
    ("city", "council", False),
    ("music", "album", False),
    ("enterprise", "business", False),
])
def test_only_a_modifier_wordnet_puts_under_the_head(wikidata_verifier, modifier, head, kind):
    from verifier.bridge.readings.compounds import _kind_of_head

    assert _kind_of_head(wikidata_verifier.bridge, modifier, head) is kind
