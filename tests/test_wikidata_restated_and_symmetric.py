"""Two readings of issue 22's labelled-correct outputs, over a made-up Wikidata lexicon:

* an adjective the lexicon does not list that restates a word of the name of the property its noun is read
  as (``verifier/bridge/readings/restated.py``): "tactful political relations" where the property is named
  "diplomatic relation" and "political relation" (WordNet: *tactful* is a satellite of *diplomatic*);
* a wh-noun presupposed of the subject of a two-way property (``readings/presupposed.py``): "Which person had
  X as their girlfriend?" with ``?x wdt:P451 wd:X`` (a listed symmetric property), as it is of the value.

Beside each accepted query, twins that must stay unaccepted. The entities, labels and sentences are made up;
P451 is used because the symmetric-properties table lists it."""

import pytest


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

PROPERTIES = [
    {"id": "P9921", "label": "diplomatic relation", "alias": ["political relation"]},
    {"id": "P9922", "label": "trade partner", "alias": []},
    {"id": "P451", "label": "unmarried partner", "alias": ["girlfriend", "boyfriend"]},
    {"id": "P9923", "label": "employer", "alias": []},
]
RECORD = {"question": "Does Vellmark have tactful political relations with Osterhaven ?",
          "context": {"entities": "{'Q992101': 'Vellmark', 'Q992102': 'Osterhaven', 'Q992103': 'Mira Tolland'}",
                      "relations": "{'P9921': 'diplomatic relation'}",
                      "types": "{}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
RELATIONS = "Does Vellmark have tactful political relations with Osterhaven?"
PARTNER = "Which person had Mira Tolland as their girlfriend?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@needs_wordnet
def test_an_adjective_restating_the_propertys_name_is_read(verifier):
    v = verifier.check(RELATIONS, WD + "ASK { wd:Q992101 wdt:P9921 wd:Q992102 . }")
    assert v.status == "accept", v.explanation
    assert "“tactful” restates the name of wdt:P9921" in v.explanation


@needs_wordnet
def test_another_property_or_an_unlinked_adjective_stays_unaccepted(verifier):
    other = verifier.check(RELATIONS, WD + "ASK { wd:Q992101 wdt:P9922 wd:Q992102 . }")
    assert other.status != "accept", other.explanation
    hostile = verifier.check("Does Vellmark have hostile political relations with Osterhaven?",
                             WD + "ASK { wd:Q992101 wdt:P9921 wd:Q992102 . }")
    assert hostile.status != "accept", hostile.explanation


@needs_wordnet
def test_the_wh_noun_is_presupposed_of_a_two_way_propertys_subject(verifier):
    untyped = verifier.check(PARTNER, WD + "SELECT ?x WHERE { ?x wdt:P451 wd:Q992103 . }")
    assert untyped.status == "accept", untyped.explanation
    value = verifier.check(PARTNER, WD + "SELECT ?x WHERE { wd:Q992103 wdt:P451 ?x . }")
    assert value.status == "accept", value.explanation


@needs_wordnet
def test_a_one_way_property_or_another_entity_stays_unaccepted(verifier):
    one_way = verifier.check("Which person had Mira Tolland as their employer?",
                             WD + "SELECT ?x WHERE { ?x wdt:P9923 wd:Q992103 . }")
    assert one_way.status != "accept", one_way.explanation
    other = verifier.check(PARTNER, WD + "SELECT ?x WHERE { ?x wdt:P451 wd:Q992101 . }")
    assert other.status != "accept", other.explanation
