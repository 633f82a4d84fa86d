"""Answer types on a KG whose questions type every answer (issue 22). "Who" and "where": beyond the profile's
person and place classes, "who" reads as a class whose label's head noun names an agent (a person, an
organisation, a group; no place) and "where" as one whose head noun names a location or a structure, by
WordNet; never where a noun of the question describes the answer. A noun: its readings also hold with a query
class whose label's head noun is a WordNet hypernym of it ("party": political organization). Neither on a KG
that does not type its answers so (DBpedia). The lexicon, labels and sentences are made up here (ids in the
Q9005xx range)."""

import pytest

from verifier.bridge.lexcheck import labels_a_kind_above, names_a_place, names_an_agent
from verifier.bridge.wh_classes import wh_class_options
from verifier.logic import Atom, Const, Var

PROPERTIES = [
    {"id": "P69", "label": "educated at", "alias": ["alma mater", "studied at"]},
    {"id": "P108", "label": "employer", "alias": ["works for", "employed by"]},
    {"id": "P102", "label": "member of political party", "alias": ["party", "member of"]},
]
RECORD = {"question": "Where was Ada Brook educated ?",
          "context": {"entities": "{'Q900501': 'Ada Brook'}",
                      "relations": "{'P69': 'educated at'}",
                      "types": "{'Q3918': 'university', 'Q43229': 'organization', 'Q16521': 'taxon', "
                               "'Q6256': 'country', 'Q783794': 'company', 'Q7210356': 'political organization', "
                               "'Q35120': 'entity'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
LABELS = {"wd:Q43229": ["organization"], "wd:Q3918": ["university"], "wd:Q16521": ["taxon"],
          "wd:Q900599": ["designation for an administrative territorial entity"], "wd:Q6256": ["country"]}


def typed(cls: str, via: str = "wdt:P31") -> tuple:
    return (Atom(via, (Var("x"), Const(cls))),)


@pytest.mark.wordnet
def test_a_labels_head_noun_names_an_agent_or_a_place_by_wordnet():
    assert names_an_agent("political organization") and names_an_agent("band")
    assert not names_an_agent("country")          # a body politic, but a place first
    assert not names_an_agent("designation for an administrative territorial entity")   # its head: designation
    assert names_a_place("sports venue") and names_a_place("university")
    assert not names_a_place("taxon") and not names_a_place("company")


@pytest.mark.wordnet
def test_who_and_where_read_as_a_class_naming_an_agent_or_a_place_where_no_noun_describes_the_answer():
    [who] = wh_class_options(("person", 1), "person", typed("wd:Q43229"), labels=LABELS)
    assert str(who.axioms[0].formula) == "∀x. person(x) ↔ wdt:P31(x, wd:Q43229)" and who.weight < 1.0
    assert wh_class_options(("person", 1), "person", typed("wd:Q16521"), labels=LABELS) == []
    assert wh_class_options(("person", 1), "person", typed("wd:Q6256"), labels=LABELS) == []   # a place class
    assert len(wh_class_options(("place_n", 1), "place_n", typed("wd:Q3918"), labels=LABELS)) == 1
    assert wh_class_options(("place_n", 1), "place_n", typed("wd:Q43229"), labels=LABELS) == []
    # a noun of the question describing the answer decides its type; a KG that does not type every answer
    # (DBpedia) keeps the class an added constraint
    assert wh_class_options(("person", 1), "person", typed("wd:Q43229"), described=True, labels=LABELS) == []
    assert wh_class_options(("person", 1), "person", typed("dbo:Organisation", "rdf:type"),
                            labels={"dbo:Organisation": ["organisation"]}) == []


@pytest.mark.wordnet
def test_where_with_a_university_and_who_with_an_organization_are_verified(wikidata_verifier):
    v = wikidata_verifier
    educated = WD + "SELECT ?x WHERE { wd:Q900501 wdt:P69 ?x . ?x wdt:P31 wd:%s . }"
    ok = v.check("Where was Ada Brook educated ?", educated % "Q3918")
    assert ok.status == "accept", ok.explanation
    assert v.check("Where was Ada Brook educated ?", educated % "Q16521").status != "accept"
    assert v.check("Where was Ada Brook educated ?", educated % "Q783794").status != "accept"
    employer = WD + "SELECT ?x WHERE { wd:Q900501 wdt:P108 ?x . ?x wdt:P31 wd:%s . }"
    ok = v.check("Who employed Ada Brook ?", employer % "Q43229")
    assert ok.status == "accept", ok.explanation
    assert v.check("Who employed Ada Brook ?", employer % "Q16521").status != "accept"


@pytest.mark.wordnet
def test_a_label_names_a_kind_above_a_noun_within_three_links_and_below_wordnets_top():
    assert labels_a_kind_above("party", "political organization")
    assert labels_a_kind_above("gene", "sequence")
    # a word before the head narrows the class: the noun's sense must say it ("political": *an organization to
    # gain political power*); the gloss of "gene" names DNA, not a nucleic acid, and no party is a sports one
    assert not labels_a_kind_above("gene", "nucleic acid sequence")
    assert not labels_a_kind_above("party", "sports organization")
    assert not labels_a_kind_above("city", "administrative territorial entity")   # entity: WordNet's top
    assert not labels_a_kind_above("party", "party") and not labels_a_kind_above("genre", "cultural movement")
    assert not labels_a_kind_above("sport", "occupation")   # the occupation of athletes: its second sense only


@pytest.mark.wordnet
def test_a_noun_read_as_a_relation_holds_with_the_class_above_it_the_query_types_by(wikidata_verifier):
    v = wikidata_verifier
    party = WD + "SELECT ?x WHERE { wd:Q900501 wdt:P102 ?x . ?x wdt:P31 wd:%s . }"
    ok = v.check("Which party does Ada Brook belong to ?", party % "Q7210356")
    assert ok.status == "accept", ok.explanation
    assert v.check("Which party does Ada Brook belong to ?", WD + "SELECT ?x WHERE { wd:Q900501 wdt:P102 ?x . }"
                   ).status == "accept"
    for other in ("Q16521", "Q35120", "Q3918"):   # a taxon; WordNet's top; a university (no party)
        assert v.check("Which party does Ada Brook belong to ?", party % other).status != "accept", other
