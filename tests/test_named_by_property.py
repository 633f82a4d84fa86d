"""A noun on the answer that the lexicon reads only as a relation ("the location of X"), where the query
property giving the answer is named by that noun ("work location"): the property's own name calls its values
so, and the noun is presupposed of them rather than unread (issue 22). The properties, classes, entities and
sentences are made up (ids Q9907xx, P99xx)."""

import json

import pytest

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [{"id": "P9971", "label": "rehearsal location", "alias": ["rehearses in", "rehearses at"]},
              {"id": "P9972", "label": "location", "alias": ["located in"]},
              {"id": "P9973", "label": "birth city", "alias": []}]
RECORD = {"question": "What is the location where Odile Fenn rehearses ?",
          "context": {"entities": "{'Q990701': 'Odile Fenn', 'Q990702': 'Brackwater'}",
                      "relations": "{'P9971': 'rehearsal location', 'P9972': 'location', 'P9973': 'birth city'}",
                      "types": "{'Q990703': 'town'}", "history": []}}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import derive_entries, labels_turtle, read_annotations, read_properties

    d = tmp_path_factory.mktemp("wikidata_named_by_property")
    (d / "p.json").write_text(json.dumps(PROPERTIES))
    (d / "d.jsonl").write_text(json.dumps(RECORD) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    entries = derive_entries(read_properties(d / "p.json"), ann, keep={"P9971", "P9972", "P9973"})
    (d / "lex.ttl").write_text(to_turtle(entries))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=d / "lex.ttl", kg=d / "labels.ttl")
    yield v
    v.close()


@pytest.mark.wordnet
def test_the_noun_that_names_the_propertys_values_is_presupposed(verifier):
    d = verifier.check(RECORD["question"], WD + "SELECT ?x WHERE { wd:Q990701 wdt:P9971 ?x }").to_dict()
    assert d["status"] == "accept", d["explanation"]
    assert any("its own name calls them" in str(p) for p in (d.get("proof") or {}).get("axioms", [])) \
        or "presupposed" in json.dumps(d.get("proof")), d.get("proof")


@pytest.mark.wordnet
def test_another_property_or_named_thing_is_not_read_so(verifier):
    other = verifier.check(RECORD["question"], WD + "SELECT ?x WHERE { wd:Q990701 wdt:P9973 ?x }").to_dict()
    assert other["status"] != "accept", other["explanation"]
    wrong = verifier.check(RECORD["question"], WD + "SELECT ?x WHERE { wd:Q990702 wdt:P9971 ?x }").to_dict()
    assert wrong["status"] != "accept", wrong["explanation"]
