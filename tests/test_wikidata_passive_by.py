"""A property named by a passive with its class ("produced by studio": "produced by" said of studios) reads
"produce" from the verb's object (issue 22): "Who produced The Glass Orchard?" asks for the value of the
work's property, ``wd:Work wdt:P produced-by ?x``; the query the other way round asks for what the work
produced. The entities, labels and sentences are made up."""

import pytest


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

PROPERTIES = [
    {"id": "P9951", "label": "production company", "alias": ["produced by studio"]},
]
RECORD = {"question": "Who produced The Glass Orchard ?",
          "context": {"entities": "{'Q995101': 'The Glass Orchard'}",
                      "relations": "{'P9951': 'production company'}",
                      "types": "{'Q995301': 'studio'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
QUESTION = "Who produced The Glass Orchard?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@needs_wordnet
def test_the_doer_is_the_value_of_the_works_property(verifier):
    v = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q995101 wdt:P9951 ?x . }")
    assert v.status == "accept", v.explanation


@needs_wordnet
def test_the_reversed_relation_is_not_accepted(verifier):
    v = verifier.check(QUESTION, WD + "SELECT ?x WHERE { ?x wdt:P9951 wd:Q995101 . }")
    assert v.status != "accept", v.explanation
