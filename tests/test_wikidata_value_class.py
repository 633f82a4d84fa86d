"""A Wikidata property named "RELATION CLASS" ("member of sports team") is that relation said of the class's
things (issue 22): "Which sports team is X a member of?" reads "member of" as it too, beside the property
named "member of" itself. The properties, classes, entities and sentences are made up (ids Q9002xx)."""

import json

import pytest

from verifier.bridge.wikidata import Annotations, PropertyLabels, derive_entries, value_class_names

PROPERTIES = [
    {"id": "P463", "label": "member of", "alias": ["is member of"]},
    {"id": "P54", "label": "member of sports team", "alias": ["member of team", "plays for"]},
    {"id": "P35", "label": "head of state", "alias": ["chief of state"]},
    {"id": "P19", "label": "place of birth", "alias": ["born in"]},
]
RECORD = {"question": "Which sports team is Tilda Marsh a member of ?",
          "context": {"entities": "{'Q900201': 'Tilda Marsh', 'Q900202': 'Harbour Rovers', 'Q900203': 'Kestrel Union'}",
                      "relations": "{'P54': 'member of sports team'}",
                      "types": "{'Q12973014': 'sports team', 'Q7275': 'state', 'Q43229': 'organization'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_a_name_that_adds_the_values_class_to_another_propertys_name_gives_that_name():
    names = {"wdt:P463": ["member of"], "wdt:P54": ["member of sports team", "member of a sports team"],
             "wdt:P35": ["head of state"], "wdt:P19": ["place of birth"]}
    found = value_class_names(names, ["sports team", "state", "birth"])
    assert found == {"wdt:P54": ["member of"]}
    # no other property is named "head of" or "place of": those names stay whole
    assert "wdt:P35" not in found and "wdt:P19" not in found
    # a class the dialogue set never annotates restricts nothing
    assert value_class_names(names, ["club"]) == {}


def test_the_lexicon_reads_member_as_both_properties():
    props = {p["id"]: PropertyLabels(p["id"], p["label"], tuple(p["alias"])) for p in PROPERTIES}
    ann = Annotations({}, {}, {"Q12973014": "sports team", "Q7275": "state"})
    entries = derive_entries(props, ann)
    member = {e.reference for e in entries if e.lemma == "member" and e.pos == "noun"}
    assert {"wdt:P463", "wdt:P54"} <= member
    assert not any(e.lemma == "head" and e.reference == "wdt:P35" for e in entries)


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


QUESTION = "Which sports team is Tilda Marsh a member of?"


def test_the_restricted_property_answers_the_question(verifier):
    v = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q900201 wdt:P54 ?x . ?x wdt:P31 wd:Q12973014 . }")
    assert v.status == "accept", v.explanation


def test_its_reversed_twin_and_another_property_are_not_accepted(verifier):
    reversed_ = verifier.check(QUESTION, WD + "SELECT ?x WHERE { ?x wdt:P54 wd:Q900201 . ?x wdt:P31 wd:Q12973014 . }")
    assert reversed_.status != "accept", reversed_.explanation
    other = verifier.check(QUESTION, WD + "SELECT ?x WHERE { wd:Q900201 wdt:P19 ?x . ?x wdt:P31 wd:Q12973014 . }")
    assert other.status != "accept", other.explanation


# ---------------------------------------------------------------- "his/her": one pronoun, a person's

def test_a_slash_pair_of_pronouns_is_one_pronoun():
    from verifier.question.dialogue import one_pronoun

    assert one_pronoun("Who have Dover as his/her burial place ?") == "Who have Dover as his burial place ?"
    assert one_pronoun("Did Ada meet him/her?") == "Did Ada meet him?"
    assert one_pronoun("Was She/he born there?") == "Was He born there?"
    assert one_pronoun("Is it his/his?") == "Is it his/his?"  # one gender: not a pair of either
    assert one_pronoun("Who wrote Rhode Island or Hershey?") == "Who wrote Rhode Island or Hershey?"


TOMB = [{"id": "P119", "label": "place of burial", "alias": ["burial place", "tomb"]}]
TOMB_RECORD = {"question": "Who have Lowmere as his/her tomb ?",
               "context": {"entities": "{'Q900211': 'Lowmere'}", "relations": "{'P119': 'place of burial'}",
                           "types": "{'Q502895': 'common name'}", "history": []}}


@pytest.fixture(scope="module")
def tomb_verifier(tmp_path_factory):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle, read_annotations, read_properties

    d = tmp_path_factory.mktemp("wikidata_tomb")
    (d / "p.json").write_text(json.dumps(TOMB))
    (d / "d.jsonl").write_text(json.dumps(TOMB_RECORD) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    (d / "lex.ttl").write_text(to_turtle(derive_entries(read_properties(d / "p.json"), ann, keep={"P119"})))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=d / "lex.ttl", kg=d / "labels.ttl")
    yield v
    v.close()


def test_his_her_refers_to_the_person_who_asks_for(tomb_verifier):
    """"Who has Y as his/her Z?": the pair is the answer's own (one person, bound to "who"), not
    the other name of the question, which read word by word it used to be ("Lowmere/her")."""
    q = TOMB_RECORD["question"]
    faithful = tomb_verifier.check(q, WD + "SELECT ?x WHERE { ?x wdt:P119 wd:Q900211 . ?x wdt:P31 wd:Q502895 . }",
                                   context=[])
    assert faithful.status == "accept", faithful.explanation
    reversed_ = tomb_verifier.check(q, WD + "SELECT ?x WHERE { wd:Q900211 wdt:P119 ?x . ?x wdt:P31 wd:Q502895 . }",
                                    context=[])
    assert reversed_.status != "accept", reversed_.explanation


# ---------------------------------------------------------------- a participle's name: "found in habitat"

PARTICIPLE_PROPERTIES = [
    {"id": "P9931", "label": "found in habitat", "alias": ["setting of habitat"]},
    {"id": "P9932", "label": "place of discovery", "alias": []},
]
PARTICIPLE_RECORD = {"question": "Which habitat is Tilda Marsh found in ?",
                     "context": {"entities": "{'Q990201': 'Tilda Marsh'}", "relations": "{'P9931': 'found in habitat'}",
                                 "types": "{'Q990311': 'habitat'}", "history": []}}


def test_a_participle_with_its_preposition_is_a_relation_name_of_its_own():
    names = {"wdt:P9931": ["found in habitat", "setting of habitat"], "wdt:P9932": ["place of discovery"]}
    # "found in" needs no other property of that name; "setting of" is a noun's, and gives nothing
    assert value_class_names(names, ["habitat", "discovery"]) == {"wdt:P9931": ["found in"]}


def test_the_participle_reads_as_its_verb(tmp_path):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle, read_annotations, read_properties

    (tmp_path / "p.json").write_text(json.dumps(PARTICIPLE_PROPERTIES))
    (tmp_path / "d.jsonl").write_text(json.dumps(PARTICIPLE_RECORD) + "\n")
    ann = read_annotations([tmp_path / "d.jsonl"])
    entries = derive_entries(read_properties(tmp_path / "p.json"), ann, keep={"P9931", "P9932"})
    assert any(e.lemma == "find" and e.pos == "verb" and e.reference == "wdt:P9931" for e in entries)
    assert not any(e.lemma == "found in" for e in entries)
    (tmp_path / "lex.ttl").write_text(to_turtle(entries))
    (tmp_path / "labels.ttl").write_text(labels_turtle(ann))
    with Verifier(lexicon=tmp_path / "lex.ttl", kg=tmp_path / "labels.ttl") as v:
        q = "Which habitat is Tilda Marsh found in?"
        right = v.check(q, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9931 ?x . ?x wdt:P31 wd:Q990311 . }")
        assert right.status == "accept", right.explanation
        for wrong in ("SELECT ?x WHERE { ?x wdt:P9931 wd:Q990201 . ?x wdt:P31 wd:Q990311 . }",
                      "SELECT ?x WHERE { wd:Q990201 wdt:P9932 ?x . ?x wdt:P31 wd:Q990311 . }"):
            v2 = v.check(q, WD + wrong)
            assert v2.status != "accept", v2.explanation
