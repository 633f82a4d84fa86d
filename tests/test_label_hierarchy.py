"""A class the query names above the range a lexicon sense gives its property, by the classes' labels where their
names say nothing (bridge/lexcheck.label_above, bridge/ontology._labelled_class_above). Made-up names and
sentences over a Wikidata lexicon built from property records of our own."""

import pytest

from verifier.bridge.lexcheck import label_above
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [{"id": "P102", "label": "member of political party", "alias": ["party", "political party", "member of", "member of party"]}]
RECORD = {"question": "Which party does Ada Brook belong to ?",
          "context": {"entities": "{'Q900101': 'Ada Brook'}", "relations": "{'P102': 'member of political party'}",
                      "types": "{'Q7278': 'political party', 'Q7210356': 'political organization', "
                               "'Q900201': 'sports organization', 'Q900202': 'political movement'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_a_wider_label_is_a_hypernym_whose_modifiers_the_narrower_one_says():
    assert label_above("political organization", "political party")
    assert label_above("organization", "political party")
    # a modifier the narrower class does not say, the same class, or the other way round: not above
    assert not label_above("sports organization", "political party")
    assert not label_above("political party", "political party")
    assert not label_above("political party", "political organization")


@pytest.mark.parametrize("cls,accepted", [
    ("wd:Q7210356", True),    # political organization: every political party is one
    ("wd:Q7278", True),       # the range itself
    ("wd:Q900201", False),    # sports organization
    ("wd:Q900202", False),    # political movement: not above a party by WordNet
])
def test_the_range_types_the_answer_by_a_class_above_it(wikidata_verifier, cls, accepted):
    q = WD + f"SELECT ?x WHERE {{ wd:Q900101 wdt:P102 ?x . ?x wdt:P31 {cls} . }}"
    verdict = wikidata_verifier.check("Which party is Ada Brook a member of ?", q)
    assert (verdict.status == "accept") is accepted, verdict.explanation
