""""Which N has Y as his/her Z?" with N no person and Y one (issue 22): "his/her" is one person's
pronoun, so it is Y's, and the question asks for Y's Z among the N ("Which hobbies have Tilda Marsh as
his/her pastime?" asks for Tilda Marsh's pastimes). Read the grammar's way the N would have Y as their
Z, with "his/her" standing for a thing. The properties, classes, entities and sentences are made up
(ids Q9904xx, P99xx)."""

import json

import pytest

from verifier.bridge.wikidata import derive_entries

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [{"id": "P9941", "label": "pastime", "alias": ["hobby", "leisure activity"]},
              {"id": "P9942", "label": "place of burial", "alias": ["tomb"]}]
RECORD = {"question": "Which hobbies have Tilda Marsh as his/her 's pastime ?",
          "context": {"entities": "{'Q990402': 'Tilda Marsh', 'Q990403': 'Lowmere'}",
                      "relations": "{'P9941': 'pastime', 'P9942': 'place of burial'}",
                      "types": "{'Q990401': 'hobby', 'Q502895': 'common name'}", "history": []}}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle, read_annotations, read_properties

    d = tmp_path_factory.mktemp("wikidata_pastime")
    (d / "p.json").write_text(json.dumps(PROPERTIES))
    (d / "d.jsonl").write_text(json.dumps(RECORD) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    entries = derive_entries(read_properties(d / "p.json"), ann, keep={"P9941", "P9942"})
    (d / "lex.ttl").write_text(to_turtle(entries))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=d / "lex.ttl", kg=d / "labels.ttl")
    yield v
    v.close()


def _reading(text):
    from verifier.question.dialogue import resolve
    from verifier.question.grammar import default_grammar
    from verifier.question.semantics import readings

    said = resolve(text, None)[0].text
    return readings(default_grammar().parse(said), text=said)[0]


@pytest.mark.wordnet
def test_his_her_is_the_person_and_the_asked_thing_is_their_z():
    r = _reading("Which hobbies have Tilda Marsh as his/her pastime ?")
    f = str(r.formula)
    # the answer is the pastime, and it is the named person's: poss(answer, Marsh)
    answer = r.answer_vars[0].name
    assert f"_pastime_n_1({answer})" in f and f"poss({answer}, " in f, f
    assert any("has … as his/her" in n for n in r.notes), r.notes


@pytest.mark.wordnet
def test_a_person_haver_keeps_the_grammars_reading():
    # "who" may be a person: the pronoun is the answer's, and Lowmere is the answer's tomb
    r = _reading("Who have Lowmere as his/her tomb ?")
    answer = r.answer_vars[0].name
    assert f"poss(" in str(r.formula) and f", {answer})" in str(r.formula), r.formula
    assert not any("has … as his/her" in n for n in r.notes), r.notes
    # "its" stands for a thing: the haver's, as before ("Which state has Lowmere as its seat?")
    r = _reading("Which hobbies have Tilda Marsh as its pastime ?")
    assert not any("has … as his/her" in n for n in r.notes), r.notes


@pytest.mark.wordnet
def test_the_persons_pastime_is_accepted_and_the_reversed_query_rejected(verifier):
    q = RECORD["question"]
    faithful = verifier.check(q, WD + "SELECT ?x WHERE { wd:Q990402 wdt:P9941 ?x . ?x wdt:P31 wd:Q990401 . }",
                              context=[])
    assert faithful.status == "accept", faithful.explanation
    reversed_ = verifier.check(q, WD + "SELECT ?x WHERE { ?x wdt:P9941 wd:Q990402 . ?x wdt:P31 wd:Q990401 . }",
                               context=[])
    assert reversed_.status == "reject", reversed_.explanation
