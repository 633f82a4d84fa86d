"""Names a Wikidata property's own words give it, over made-up properties and sentences:

* a description that says what its subject does with the value ("game that the subject participates in",
  "guilds that the subject represents") names the property by that verb (bridge/wikidata_names.subject_verb_names),
  as its label would; so does one that names the subject by a general noun ("charm that the person wears"), not
  one whose verb has an object of its own ("tune which this work borrows a phrase of") or whose value is a count;
* an alias with a gloss in parentheses after it ("finish (race)") is the name without the gloss
  (bridge/wikidata.without_gloss).

A wrong property and a reversed one are still not accepted."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P9951", "label": "pastime", "description": "game that the subject participates or participated in",
     "alias": []},
    {"id": "P9952", "label": "guild for play", "description": "guilds that the subject represents or represented",
     "alias": []},
    {"id": "P9953", "label": "rival", "description": "rival of the subject", "alias": []},
    {"id": "P9954", "label": "goal post", "description": "where the race ends", "alias": ["finish (race)"]},
    {"id": "P9955", "label": "lucky token", "description": "charm that the person wears", "alias": []},
    {"id": "P9956", "label": "borrowed tune", "description": "tune which this work borrows a phrase of", "alias": []},
]
RECORD = {"question": "What did Tilda Marsh participate in ?",
          "context": {"entities": "{'Q990401': 'Tilda Marsh', 'Q990402': 'Quoits'}", "relations": "{}",
                      "types": "{'Q990611': 'game', 'Q990612': 'guild', 'Q990613': 'charm', 'Q990614': 'tune'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_the_verb_said_of_the_subject_names_the_property():
    from verifier.bridge.wikidata_names import subject_verb_names

    assert subject_verb_names("game that the subject participates or participated in") == ["participates in"]
    assert subject_verb_names("guilds that the subject represents or represented") == ["represents"]
    # a verb that says nothing of its own, or a clause about something else than the subject
    assert subject_verb_names("object of which the subject is a part") == []
    assert subject_verb_names("rival of the subject") == []


def test_the_subject_named_by_a_general_noun_is_the_subject():
    from verifier.bridge.wikidata_names import subject_verb_names

    assert subject_verb_names("charm that the person wears") == ["wears"]
    assert subject_verb_names("hills that this item overlooks") == ["overlooks"]
    assert subject_verb_names("the guild which a person belongs to") == ["belongs"]
    # the verb's own object comes first, or the value counts the things the verb is about: no name
    assert subject_verb_names("tune which this work borrows a phrase of") == []
    assert subject_verb_names("the number of rooms that a house comprises") == []


@pytest.mark.parametrize("question,query", [
    ("What did Tilda Marsh participate in ?", "SELECT ?x WHERE { wd:Q990401 wdt:P9951 ?x . ?x wdt:P31 wd:Q990611 . }"),
    ("Which guild does Tilda Marsh represent ?", "SELECT ?x WHERE { wd:Q990401 wdt:P9952 ?x . ?x wdt:P31 wd:Q990612 . }"),
    ("Which charm does Tilda Marsh wear ?", "SELECT ?x WHERE { wd:Q990401 wdt:P9955 ?x . ?x wdt:P31 wd:Q990613 . }"),
])
def test_a_question_in_the_description_s_verb_is_accepted(wikidata_verifier, question, query):
    v = wikidata_verifier.check(question, WD + query)
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("query", [
    "SELECT ?x WHERE { wd:Q990401 wdt:P9953 ?x . }",     # another property
    "SELECT ?x WHERE { ?x wdt:P9951 wd:Q990401 . }",     # the value's subjects
])
def test_another_or_a_reversed_property_is_not(wikidata_verifier, query):
    assert wikidata_verifier.check("What did Tilda Marsh participate in ?", WD + query).status != "accept"


def test_a_verb_with_an_object_of_its_own_names_nothing(wikidata_verifier):
    v = wikidata_verifier.check("Which tune does Tilda Marsh borrow ?",
                                WD + "SELECT ?x WHERE { wd:Q990401 wdt:P9956 ?x . ?x wdt:P31 wd:Q990614 . }")
    assert v.status != "accept", v.explanation


def test_an_alias_is_read_without_the_gloss_after_it(wikidata_verifier):
    from verifier.bridge.wikidata import without_gloss

    assert without_gloss("finish (race)") == "finish" and without_gloss("(legal) nationality") == "(legal) nationality"
    v = wikidata_verifier.check("What is the finish of Quoits ?", WD + "SELECT ?x WHERE { wd:Q990402 wdt:P9954 ?x . }")
    assert v.status == "accept", v.explanation
