"""A generated Wikidata lexicon is no closed list (issue 22): an entry built from a property's label or alias
says a name someone wrote for it, not that it means no other word. "Which clubs did Tomas Velk play for?" with
the lexicon reading "play for" as the sports-team property and the query using "loan club": nothing says a
loan club is not what the words mean, so the verdict is ``unknown`` (``unlinked_term``), not a
rejection. Where WordNet sets a word of the property's name against the question's word ("sport" in "country
for sport" against "play", another kind of activity), the rejection stands. Made-up names and ids."""

import pytest

from verifier.bridge.wordnet import wordnet_available

needs_wordnet = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P9941", "label": "occupant", "alias": ["inhabitant", "tenant"]},
    {"id": "P9942", "label": "country of citizenship", "alias": ["citizenship"]},
    {"id": "P9943", "label": "member of sports team", "alias": ["plays for"]},
    {"id": "P9944", "label": "country for sport", "alias": []},
    {"id": "P9946", "label": "loan club", "alias": []},
]
RECORD = {"question": "Which country is Tomas Velk an inhabitant of ?",
          "context": {"entities": "{'Q994101': 'Tomas Velk', 'Q994102': 'Brackwater Rovers'}",
                      "relations": "{'P9942': 'country of citizenship'}",
                      "types": "{'Q994301': 'country', 'Q994302': 'club'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@needs_wordnet
def test_a_property_the_generated_lexicon_names_otherwise_is_not_rejected(verifier):
    v = verifier.check("Which clubs did Tomas Velk play for?",
                       WD + "SELECT ?x WHERE { wd:Q994101 wdt:P9946 ?x . ?x wdt:P31 wd:Q994302 . }")
    assert v.status == "unknown", v.explanation
    assert v.reasons[0] == "unlinked_term"


@needs_wordnet
def test_a_name_wordnet_sets_against_the_word_is_still_rejected(verifier):
    v = verifier.check("Which countries did Brackwater Rovers play for?",
                       WD + "SELECT ?x WHERE { wd:Q994102 wdt:P9944 ?x . ?x wdt:P31 wd:Q994301 . }")
    assert v.status == "reject", v.explanation
