"""A Wikidata property whose description says that its subject is in its value ("sovereign realm that this
subject item is in") is also what "located in" and "situated in" say (issue 22): "Which realm is X situated
in?" asks for the realm X is in. A property described otherwise gets no such name. The properties, classes,
entities and sentences are made up."""


import pytest

PROPERTIES = [
    {"id": "P9911", "label": "realm", "description": "sovereign realm that this subject item is in", "alias": []},
    {"id": "P9912", "label": "guild", "description": "guild that the person belongs to", "alias": []},
    {"id": "P361", "label": "part of", "description": "object of which the subject is a part", "alias": []},
]
RECORD = {"question": "Which realm is Tilda Marsh situated in ?",
          "context": {"entities": "{'Q990201': 'Tilda Marsh', 'Q990202': 'Brackwater'}",
                      "relations": "{'P9911': 'realm'}", "types": "{'Q990301': 'realm'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_the_description_names_the_property_by_being_in_a_place():
    from verifier.bridge.wikidata import PropertyLabels, derive_entries

    props = {p["id"]: PropertyLabels(p["id"], p["label"], (), p["description"]) for p in PROPERTIES}
    verbs = {(e.reference, e.lemma) for e in derive_entries(props, None) if e.pos == "verb"}
    assert {("wdt:P9911", "locate"), ("wdt:P9911", "situate")} <= verbs
    # (a guild the person belongs to is a membership: "belong", "affiliated to", test_wikidata_membership.py and
    # test_wikidata_joined.py, not "located in")
    assert not any(ref == "wdt:P9912" and lemma not in ("belong", "affiliate", "unionize") for ref, lemma in verbs)
    nouns = {(e.reference, e.lemma) for e in derive_entries(props, None) if e.pos == "noun"}
    assert ("wdt:P9911", "part") in nouns and ("wdt:P9912", "part") not in nouns


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.parametrize("question", ["Which realm is Tilda Marsh situated in?",
                                      "Which realm is Tilda Marsh located in?"])
def test_being_in_the_value_reads_as_the_property(verifier, question):
    v = verifier.check(question, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9911 ?x . ?x wdt:P31 wd:Q990301 . }")
    assert v.status == "accept", v.explanation


def test_a_reversed_relation_and_another_property_are_not_accepted(verifier):
    q = "Which realm is Tilda Marsh situated in?"
    reversed_ = verifier.check(q, WD + "SELECT ?x WHERE { ?x wdt:P9911 wd:Q990201 . ?x wdt:P31 wd:Q990301 . }")
    assert reversed_.status != "accept", reversed_.explanation
    other = verifier.check(q, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9912 ?x . ?x wdt:P31 wd:Q990301 . }")
    assert other.status != "accept", other.explanation


def test_a_thing_in_a_place_is_a_part_of_it(verifier):
    """"Is X a part of Y?" reads "part of" as the property that puts its subject in its value, beside the
    property named "part of" itself; reversed, it is still rejected."""
    q = "Is Tilda Marsh a part of Brackwater?"
    for query in ("ASK { wd:Q990201 wdt:P9911 wd:Q990202 . }", "ASK { wd:Q990201 wdt:P361 wd:Q990202 . }"):
        v = verifier.check(q, WD + query)
        assert v.status == "accept", (query, v.explanation)
    for query in ("ASK { wd:Q990202 wdt:P9911 wd:Q990201 . }", "ASK { wd:Q990201 wdt:P9912 wd:Q990202 . }"):
        v = verifier.check(q, WD + query)
        assert v.status == "reject", (query, v.explanation)
