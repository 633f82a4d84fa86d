"""A Wikidata property whose value is a time (its datatype "time", or, where the record has no datatype, a label
or description that says date, time, year or when) names no verb whose subject or object is that value (issue
22): an alias "composed" of a date property says when the subject was composed, not that the subject composed
the date, so "Which tongue is X composed in?" and "Did X compose Y?" do not read it as that property, while
"When was X founded?" and "Was X founded in 1990?" still do. The properties, entities and sentences are made
up."""

import pytest

PROPERTIES = [
    {"id": "P9931", "label": "coming into being", "description": "moment the thing began to exist",
     "alias": ["composed", "founded", "founded in", "founded by"], "datatype": "time"},
    {"id": "P9932", "label": "tongue of work", "description": "language in which the work is written",
     "alias": [], "datatype": "wikibase-item"},
    {"id": "P9933", "label": "maker", "description": "who made the thing", "alias": ["made", "composed by"],
     "datatype": "wikibase-item"},
]
RECORD = {"question": "When was Tilda Marsh founded ?",
          "context": {"entities": "{'Q990201': 'Tilda Marsh', 'Q990202': 'Brackwater'}",
                      "relations": "{'P9931': 'coming into being'}", "types": "{'Q990301': 'tongue'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def _verbs(props):
    from verifier.bridge.wikidata import PropertyLabels, derive_entries

    labels = {p["id"]: PropertyLabels(p["id"], p["label"], tuple(p["alias"]), p["description"], p.get("datatype", ""))
              for p in props}
    return {(e.reference, e.lemma, e.frame) for e in derive_entries(labels, None) if e.pos == "verb"}


def test_a_time_property_keeps_its_verbs_with_a_preposition_and_loses_those_with_the_time_as_object():
    verbs = _verbs(PROPERTIES)
    assert ("wdt:P9931", "found", "IntransitivePPFrame") in verbs
    assert not {v for v in verbs if v[0] == "wdt:P9931" and v[2] == "TransitiveFrame"}
    # a property whose value is a thing keeps its transitive verbs
    assert ("wdt:P9933", "compose", "TransitiveFrame") in verbs


def test_without_a_datatype_the_label_or_description_says_the_value_is_a_time():
    undated = [{**p, "datatype": ""} for p in PROPERTIES]
    undated[0] = {**undated[0], "description": "time when the thing began to exist"}
    verbs = _verbs(undated)
    assert not {v for v in verbs if v[0] == "wdt:P9931" and v[2] == "TransitiveFrame"}
    assert ("wdt:P9933", "compose", "TransitiveFrame") in verbs  # "who made the thing": no time word
    # the same property described without a time word is read as its aliases say
    verbs = _verbs([{**undated[0], "description": "the beginning of the thing"}])
    assert ("wdt:P9931", "compose", "TransitiveFrame") in verbs


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.parametrize("question, query", [
    ("When was Tilda Marsh founded?", "SELECT ?d WHERE { wd:Q990201 wdt:P9931 ?d . }"),
    ("Was Tilda Marsh founded in 1990?", "ASK { wd:Q990201 wdt:P9931 ?d . FILTER(YEAR(?d) = 1990) }"),
])
def test_when_and_in_a_year_still_read_the_time_property(verifier, question, query):
    v = verifier.check(question, WD + query)
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question, query", [
    ("Which tongue is Tilda Marsh composed in?", "SELECT ?x WHERE { wd:Q990201 wdt:P9932 ?x . ?x wdt:P31 wd:Q990301 . }"),
])
def test_a_verb_of_a_time_property_does_not_reject_another_relation(verifier, question, query):
    v = verifier.check(question, WD + query)
    assert v.status != "reject", v.explanation


def test_a_verb_of_a_time_property_does_not_take_a_thing_as_its_object(verifier):
    v = verifier.check("Did Tilda Marsh compose Brackwater?", WD + "ASK { wd:Q990201 wdt:P9931 wd:Q990202 . }")
    assert v.status != "accept", v.explanation
