"""Names a Wikidata property's own words and WordNet give it (issue 22), over made-up properties and sentences:

* a membership its description states ("branch to which this person belongs") is also "affiliated to / with":
  WordNet's verbs of joining a group (affiliate.v.02 below join.v.01) whose participle is the adjective of
  having joined; a membership named "member of" is not (the KG's general one);
* a description "is V-ed PREP the …" names the property "V-ed PREP" ("involved in");
* a property named "V-ed in GROUP" ("found in clan": clan.n.01 is a group) is what "belongs to" says;
* a property named "N received" whose N is a verb of giving (grant.v below give.v.03) reads "Y was granted
  to X" with the value as what is given;
* a property named "N member" whose group noun N has a verb that acts on somebody (cast.v.03, derivationally
  related to cast.n.01) reads "X was cast in F" (the member the verb's object, the whole its "in");
* a property's own label "N V-ed" with a verb WordNet also spells "have" ("office held") is the verb with
  the subject as its subject ("held by X"), and the noun of a name "V-ed N" ("held office") is presupposed
  of the property's values even where the query types them ("Which title was an office held by X?").

A wrong property and a reversed one are still not accepted."""

import pytest

PROPERTIES = [
    {"id": "P9941", "label": "squad branch", "description": "branch to which this soldier or person belongs",
     "alias": []},
    {"id": "P9942", "label": "ceremony", "description": "is involved in the ceremony", "alias": []},
    {"id": "P9943", "label": "patron", "description": "person who sponsors the subject", "alias": []},
    {"id": "P9948", "label": "member of", "description": "club to which the subject belongs", "alias": []},
    {"id": "P9944", "label": "found in clan", "description": "the clan the item is found in", "alias": []},
    {"id": "P9945", "label": "grant received", "description": "grant the subject got", "alias": []},
    {"id": "P9946", "label": "cast member", "description": "actor in the subject production", "alias": []},
    {"id": "P9947", "label": "office held", "description": "the subject holds the office", "alias": ["held office"]},
]
RECORD = {"question": "Which branch is Tilda Marsh affiliated to ?",
          "context": {"entities": "{'Q990401': 'Tilda Marsh', 'Q990406': 'Moonlit Harbour'}",
                      "relations": "{}",
                      "types": "{'Q990511': 'branch', 'Q990512': 'ritual', 'Q990513': 'clan', 'Q990514': 'bursary',"
                               " 'Q990515': 'title', 'Q5': 'human'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    return wikidata_verifier


def test_names_from_joining_descriptions_and_groups():
    from verifier.bridge.wikidata_names import description_names, group_names, joined_names

    assert {"affiliated to", "affiliated with"} <= set(joined_names("branch to which this soldier or person belongs"))
    assert joined_names("person who sponsors the subject") == []
    assert joined_names("club to which the subject belongs", ["member of"]) == []
    assert description_names("is involved in the ceremony") == ["involved in"]
    assert description_names("person who sponsors the subject") == []
    assert group_names(["found in clan"]) == ["belongs to"] and group_names(["found in"]) == []


@pytest.mark.parametrize("question,query", [
    ("Which branch is Tilda Marsh affiliated to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9941 ?x . ?x wdt:P31 wd:Q990511 . }"),
    ("Which branch is Tilda Marsh affiliated with?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9941 ?x . ?x wdt:P31 wd:Q990511 . }"),
    ("Which ritual is Tilda Marsh involved in?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9942 ?x . ?x wdt:P31 wd:Q990512 . }"),
    ("Which clan does Tilda Marsh belong to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9944 ?x . ?x wdt:P31 wd:Q990513 . }"),
    ("Which bursary was granted to Tilda Marsh?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9945 ?x . ?x wdt:P31 wd:Q990514 . }"),
    ("Which people were cast in Moonlit Harbour?",
     "SELECT ?x WHERE { wd:Q990406 wdt:P9946 ?x . ?x wdt:P31 wd:Q5 . }"),
    ("Which title was an office held by Tilda Marsh?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9947 ?x . ?x wdt:P31 wd:Q990515 . }"),
])
def test_the_property_is_read(verifier, question, query):
    v = verifier.check(question, WD + query)
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question,query", [
    ("Which branch is Tilda Marsh affiliated to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9943 ?x . ?x wdt:P31 wd:Q990511 . }"),
    ("Which branch is Tilda Marsh affiliated to?",
     "SELECT ?x WHERE { ?x wdt:P9941 wd:Q990401 . ?x wdt:P31 wd:Q990511 . }"),
    # the general membership, typed as branches: the KG keeps the branch in the property the description names
    ("Which branch is Tilda Marsh affiliated to?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9948 ?x . ?x wdt:P31 wd:Q990511 . }"),
    ("Which ritual is Tilda Marsh involved in?",
     "SELECT ?x WHERE { ?x wdt:P9942 wd:Q990401 . ?x wdt:P31 wd:Q990512 . }"),
    ("Which clan does Tilda Marsh belong to?",
     "SELECT ?x WHERE { ?x wdt:P9944 wd:Q990401 . ?x wdt:P31 wd:Q990513 . }"),
    ("Which bursary was granted to Tilda Marsh?",
     "SELECT ?x WHERE { ?x wdt:P9945 wd:Q990401 . ?x wdt:P31 wd:Q990514 . }"),
    ("Which bursary was granted to Tilda Marsh?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9943 ?x . ?x wdt:P31 wd:Q990514 . }"),
    ("Which people were cast in Moonlit Harbour?",
     "SELECT ?x WHERE { ?x wdt:P9946 wd:Q990406 . ?x wdt:P31 wd:Q5 . }"),
    ("Which title was an office held by Tilda Marsh?",
     "SELECT ?x WHERE { ?x wdt:P9947 wd:Q990401 . ?x wdt:P31 wd:Q990515 . }"),
    ("Which title was an office held by Tilda Marsh?",
     "SELECT ?x WHERE { wd:Q990401 wdt:P9943 ?x . ?x wdt:P31 wd:Q990515 . }"),
])
def test_a_wrong_or_reversed_property_is_not_accepted(verifier, question, query):
    v = verifier.check(question, WD + query)
    assert v.status != "accept", v.explanation
