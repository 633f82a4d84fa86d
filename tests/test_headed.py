"""The head noun of a phrase reading, on the answer, as its class too ("Which cities are the sister cities of X?":
bridge/readings/headed.py). Made-up names and sentences over a Wikidata lexicon built from property records of
our own."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P190", "label": "twinned administrative body", "alias": ["sister city", "partner town"]},
    {"id": "P19", "label": "place of birth", "alias": ["birthplace", "born in"]},
]
RECORD = {"question": "Which cities are the sister cities of Lowmere ?",
          "context": {"entities": "{'Q900103': 'Lowmere'}", "relations": "{'P190': 'twinned administrative body'}",
                      "types": "{'Q515': 'city', 'Q56061': 'administrative territorial entity', 'Q900300': 'river'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.mark.parametrize("body,accepted", [
    ("wd:Q900103 wdt:P190 ?x . ?x wdt:P31 wd:Q515 .", True),
    # another class, or another relation, is not what the question asks
    ("wd:Q900103 wdt:P190 ?x . ?x wdt:P31 wd:Q900300 .", False),
    ("wd:Q900103 wdt:P19 ?x . ?x wdt:P31 wd:Q515 .", False),
    ("?x wdt:P31 wd:Q515 .", False),
])
def test_the_restated_head_noun_reads_as_its_class(wikidata_verifier, body, accepted):
    verdict = wikidata_verifier.check("Which cities are the sister cities of Lowmere ?",
                                      WD + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation
    if accepted:
        assert "“city” is wd:Q515" in verdict.explanation
