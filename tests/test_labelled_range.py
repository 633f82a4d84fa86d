"""A property whose IRI says no word (Wikidata's wdt:P…) is named by its labels: one that ends in the name of a
class in play, after words of its own, says what its values are (bridge/ontology._labelled_range_axioms), as a
local name does (tests/test_named_range.py). Made-up names and sentences over a Wikidata lexicon built from
property records of our own."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [{"id": "P900701", "label": "found in clade", "alias": ["present in clade"]},
              {"id": "P900702", "label": "whereabouts", "alias": ["clade", "sited in"]}]
RECORD = {"question": "Where is Zorbin found ?",
          "context": {"entities": "{'Q900101': 'Zorbin', 'Q900102': 'Quuxia'}",
                      "relations": "{'P900701': 'found in clade', 'P900702': 'whereabouts'}",
                      "types": "{'Q900301': 'clade', 'Q900302': 'grove'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def _select(triples: str) -> str:
    return WD + "SELECT ?x WHERE { " + triples + " }"


def test_a_label_that_ends_in_the_class_name_types_the_values(wikidata_verifier):
    # "found in clade" holds clades: the typing beside it adds nothing "Where …found?" leaves out
    v = wikidata_verifier.check("Where is Zorbin found ?", _select("wd:Q900101 wdt:P900701 ?x . ?x wdt:P31 wd:Q900301 ."))
    assert v.status == "accept", v.explanation
    assert any("ends in the name of wd:Q900301" in a["source"] for a in v.proof["axioms"])


def test_the_name_types_no_subjects(wikidata_verifier):
    # a name says what the values are, nothing of the subjects: the far end stays the wrong way round
    v = wikidata_verifier.check("Where is Zorbin found ?", _select("?x wdt:P900701 wd:Q900101 . ?x wdt:P31 wd:Q900301 ."))
    assert v.status == "reject", v.explanation


def test_a_name_that_is_the_class_name_alone_types_nothing(wikidata_verifier):
    # "clade" as an alias of a whereabouts names the relation by a kind of its values, not each value's kind
    v = wikidata_verifier.check("Where is Zorbin sited ?", _select("wd:Q900101 wdt:P900702 ?x . ?x wdt:P31 wd:Q900301 ."))
    assert not any("ends in the name of" in a["source"] for a in (v.proof or {}).get("axioms", [])), v.explanation
