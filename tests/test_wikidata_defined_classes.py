"""Issue 22: a question noun no lexicon entry reads, read as the class the query types its answer by where the
class's label defines the noun by its kind and its adjective (``label_defines_noun`` in
``verifier/bridge/readings/kind_classes.py``): "religious organization" says what a religion (the institution) is,
since WordNet makes it a kind of organization and derives "religious" from it.

Beside the accepted query, twins that must stay unaccepted (a class whose head is no kind above the noun, one whose
adjective WordNet does not derive from it, another property). The entities, labels and sentences are made up."""

import pytest

from verifier.bridge.wordnet import wordnet_available

needs_wordnet = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P9951", "label": "adherent of", "alias": ["belongs to"], "description": "the faith a person follows"},
    {"id": "P9952", "label": "employer", "alias": [], "description": "the organization a person works for"},
]
RECORD = {"question": "Which religion does Ada Quill belong to ?",
          "context": {"entities": "{'Q995101': 'Ada Quill'}",
                      "relations": "{'P9951': 'adherent of', 'P9952': 'employer'}",
                      "types": "{'Q995201': 'religious organization', 'Q995202': 'religious text', "
                               "'Q995203': 'political organization'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
QUESTION = "Which religion does Ada Quill belong to?"


def _query(prop: str, cls: str) -> str:
    return WD + f"SELECT ?x WHERE {{ wd:Q995101 wdt:{prop} ?x . ?x wdt:P31 wd:{cls} . }}"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@needs_wordnet
def test_a_noun_the_querys_class_label_defines_reads_as_that_class(verifier):
    v = verifier.check(QUESTION, _query("P9951", "Q995201"))
    assert v.status == "accept", v.explanation
    said = "“religion” is wd:Q995201 (religious organization), the query's class, which WordNet relates to the word"
    assert said in v.explanation


@needs_wordnet
@pytest.mark.parametrize("prop,cls", [("P9951", "Q995202"), ("P9951", "Q995203"), ("P9952", "Q995201")])
def test_another_head_adjective_or_property_stays_unaccepted(verifier, prop, cls):
    v = verifier.check(QUESTION, _query(prop, cls))
    assert v.status != "accept", v.explanation
