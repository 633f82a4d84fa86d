"""Three readings of a Wikidata property's own words (issue 22), over made-up properties and sentences:

* membership: a property whose name or description makes its subject a part or a member of its value is
  also what "belongs to" says ("Which guild does X belong to?"), and a person noun that WordNet glosses as
  a kind of member ("citizen": "a native or naturalized member of a state") gives "native of" and "native
  country";
* inverses: a property whose description names its inverse ("inverse of P9921") is read backwards through
  the other's names ("X took part in Y" for the inverse's ``wdt:P9921(Y, X)``);
* an adjective with its preposition ("adjacent to") is the adjective, not a noun;
* a property whose value is a place (its label's head noun is a location in WordNet) has "formed at" beside
  "formed in";
* a gerund's verb that WordNet glosses as a role in something ("star": "be the star in a performance") reads
  the property backwards with "in" ("X stars in F" for "F starring X").

A wrong property, a reversed one and a property of the value that is no membership are still not accepted."""

import pytest

PROPERTIES = [
    {"id": "P9931", "label": "fellowship", "description": "guild to which the person belongs", "alias": []},
    {"id": "P9932", "label": "realm of citizenship", "alias": ["citizen of", "nation"],
     "description": "the object is a realm that recognizes the subject as its citizen"},
    {"id": "P9933", "label": "patron", "description": "person who sponsors the subject", "alias": []},
    {"id": "P9934", "label": "contest entered", "alias": ["took part in", "participated in"],
     "description": "contest in which the person took part; inverse of P9935"},
    {"id": "P9935", "label": "entrant", "description": "person who took part in the contest", "alias": []},
    {"id": "P9936", "label": "neighbours", "alias": ["adjacent to"],
     "description": "places that share a border with the subject"},
    {"id": "P9937", "label": "location of founding", "alias": ["formed in"],
     "description": "location where a guild was formed"},
    {"id": "P9938", "label": "cast member", "alias": ["starring"], "description": "actor in the subject production"},
]
RECORD = {"question": "Which guild does Tilda Marsh belong to ?",
          "context": {"entities": "{'Q990401': 'Tilda Marsh', 'Q990402': 'Brackwater', 'Q990403': 'Weavers Guild',"
                                  " 'Q990404': 'Gullholm', 'Q990405': 'Spring Fair'}",
                      "relations": "{}", "types": "{'Q990501': 'guild', 'Q990502': 'kingdom', 'Q990503': 'contest', 'Q990504': 'show'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    return wikidata_verifier


def _names(pid: str):
    from verifier.bridge.wikidata_names import membership_names

    p = next(p for p in PROPERTIES if p["id"] == pid)
    return membership_names([p["label"], *p["alias"]], p["description"])


def test_membership_names_come_from_names_descriptions_and_wordnet():
    assert _names("P9931") == ["belongs to"]
    assert _names("P9933") == [] and _names("P9935") == []
    assert {"belongs to", "native of", "native nation"} <= set(_names("P9932"))


def test_at_beside_in_only_for_a_place_valued_property():
    from verifier.bridge.wikidata_names import place_at_names

    assert place_at_names("location of founding", ["formed in"]) == ["formed at"]
    assert place_at_names("member of club", ["enrolled in"]) == []


@pytest.mark.parametrize("question,query", [
    ("Which guild does Tilda Marsh belong to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9931 ?x . ?x wdt:P31 wd:Q990501 . }"),
    ("Which kingdom does Tilda Marsh belong to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9932 ?x . ?x wdt:P31 wd:Q990502 . }"),
    ("Is Tilda Marsh a native of Brackwater?", "ASK { wd:Q990401 wdt:P9932 wd:Q990402 . }"),
    ("Which kingdom is the native nation of Tilda Marsh?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9932 ?x . ?x wdt:P31 wd:Q990502 . }"),
    ("Which contest did Tilda Marsh participate in?",
     "SELECT ?x WHERE { ?x wdt:P9935 wd:Q990401 . ?x wdt:P31 wd:Q990503 . }"),
    ("Which contest did Tilda Marsh participate in?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9934 ?x . ?x wdt:P31 wd:Q990503 . }"),
    ("Which kingdoms are adjacent to Gullholm?",
     "SELECT ?x WHERE { ?x wdt:P9936 wd:Q990404 . ?x wdt:P31 wd:Q990502 . }"),
    ("Which guilds were formed at Gullholm?",
     "SELECT ?x WHERE { ?x wdt:P9937 wd:Q990404 . ?x wdt:P31 wd:Q990501 . }"),
    ("Which shows does Tilda Marsh star in?",
     "SELECT ?x WHERE { ?x wdt:P9938 wd:Q990401 . ?x wdt:P31 wd:Q990504 . }"),
])
def test_the_property_is_read(verifier, question, query):
    v = verifier.check(question, WD + query)
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question,query", [
    # another property, one whose value is no membership of the subject
    ("Which guild does Tilda Marsh belong to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9933 ?x . ?x wdt:P31 wd:Q990501 . }"),
    # reversed: the guild belongs to Tilda Marsh
    ("Which guild does Tilda Marsh belong to?",
     "SELECT ?x WHERE { ?x wdt:P9931 wd:Q990401 . ?x wdt:P31 wd:Q990501 . }"),
    ("Is Tilda Marsh a native of Brackwater?", "ASK { wd:Q990402 wdt:P9932 wd:Q990401 . }"),
    ("Is Tilda Marsh a native of Brackwater?", "ASK { wd:Q990401 wdt:P9933 wd:Q990402 . }"),
    # the inverse read forwards: the contest's entrant is not a contest Tilda Marsh entered
    ("Which contest did Tilda Marsh participate in?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9935 ?x . ?x wdt:P31 wd:Q990503 . }"),
    ("Which kingdoms are adjacent to Gullholm?",
     "SELECT ?x WHERE { ?x wdt:P9933 wd:Q990404 . ?x wdt:P31 wd:Q990502 . }"),
    ("Which kingdoms are adjacent to Gullholm?",
     "SELECT ?x WHERE { wd:Q990404 wdt:P9936 ?x . ?x wdt:P31 wd:Q990502 . }"),
    ("Which guilds were formed at Gullholm?",
     "SELECT ?x WHERE { wd:Q990404 wdt:P9937 ?x . ?x wdt:P31 wd:Q990501 . }"),
    ("Which guilds were formed at Gullholm?",
     "SELECT ?x WHERE { ?x wdt:P9933 wd:Q990404 . ?x wdt:P31 wd:Q990501 . }"),
    ("Which shows does Tilda Marsh star in?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9938 ?x . ?x wdt:P31 wd:Q990504 . }"),
])
def test_a_wrong_or_reversed_property_is_not_accepted(verifier, question, query):
    v = verifier.check(question, WD + query)
    assert v.status != "accept", v.explanation
