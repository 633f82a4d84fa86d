"""Two rules of the Wikidata lexicon builder (issue 22), over made-up properties, entities and sentences
(ids P99xx, Q9903xx): a noun-labelled property's alias "R C" ("type of song" of "style") is another name of
its value, not R said of C's things with R's direction; and a label that lists participles of one noun
("tongues spoken, written or signed") gives each verb, a language's with "in" as well."""

import json

import pytest

from verifier.bridge.wikidata import derive_entries, participle_entries, read_annotations, read_properties, \
    value_class_names
from verifier.bridge.wikidata_names import participle_list, value_noun
from verifier.bridge.wordnet import wordnet_available

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [
    {"id": "P9901", "label": "subclass of", "alias": ["type of", "kind of"]},
    {"id": "P9902", "label": "style", "alias": ["type of song", "kind of dance"]},
    {"id": "P9903", "label": "battle", "alias": ["participant in battle"]},
    {"id": "P9904", "label": "participant in", "alias": []},
    {"id": "P9905", "label": "languages spoken, written or signed", "alias": []},
]
RECORD = {"question": "Which language does Tilda Marsh write in ?",
          "context": {"entities": "{'Q990301': 'Tilda Marsh', 'Q990302': 'Harbour Rovers', 'Q990303': 'shanty'}",
                      "relations": "{'P9905': 'languages spoken, written or signed'}",
                      "types": "{'Q990311': 'song', 'Q990312': 'dance', 'Q990313': 'battle', 'Q34770': 'language'}",
                      "history": []}}


def test_the_head_noun_of_a_label_that_names_its_value():
    assert value_noun("style") == "style"
    assert value_noun("work location") == "location"
    assert value_noun("original language of film") == "language"
    # a relation's name (a verb's form, a preposition other than "of"): no value noun
    assert value_noun("found in taxon") is None and value_noun("present in work") is None
    assert value_noun("has part") is None


def test_an_alias_of_a_noun_label_is_not_the_other_propertys_relation():
    names = {"wdt:P9901": ["subclass of", "type of", "kind of"], "wdt:P9902": ["style", "type of song"],
             "wdt:P9903": ["battle", "participant in battle"], "wdt:P9904": ["participant in"],
             "wdt:P54": ["member of team"], "wdt:P463": ["member of"]}
    found = value_class_names(names, ["song", "battle", "team"])
    # "type of song" is the style (a type a song is of), not a song: no "type of" for P9902
    assert "wdt:P9902" not in found
    # "participant in battle" of "battle": the value is a battle, so it is "participant in" said of battles
    assert found["wdt:P9903"] == ["participant in"]
    # the property's own label "R C" is still read so
    assert found["wdt:P54"] == ["member of"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    d = tmp_path_factory.mktemp("wikidata_nouns")
    (d / "p.json").write_text(json.dumps(PROPERTIES))
    (d / "d.jsonl").write_text(json.dumps(RECORD) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    entries = derive_entries(read_properties(d / "p.json"), ann, keep={p["id"] for p in PROPERTIES})
    return d, ann, entries


def test_the_noun_alias_keeps_the_value_as_the_nouns_referent(built):
    _, _, entries = built
    # "type" is read for P9902 (if at all) only as the name of its value: "the type of X" = P9902(X, ·)
    for e in entries:
        if e.reference == "wdt:P9902" and e.lemma == "type":
            assert dict((a.role, a.maps_to) for a in e.args)["copulativeArg"] == "object", e


@pytest.mark.skipif(not wordnet_available(), reason="participles are read through WordNet")
def test_a_label_listing_participles_gives_each_verb():
    assert participle_list("tongues spoken, written or signed") == ["tongues spoken", "tongues written",
                                                                    "tongues signed"]
    assert participle_list("tongues spoken, written, or signed")[-1] == "tongues signed"
    assert participle_list("colour red or blue") == [] and participle_list("place of birth") == []
    got = {(e.lemma, e.frame) for e in participle_entries({"wdt:P9": ["songs sung, played or recorded"]}, 0.5)}
    assert {("sing", "TransitiveFrame"), ("play", "TransitiveFrame"), ("record", "TransitiveFrame")} <= got
    # a song is no language: no "sing in"
    assert not any(frame == "IntransitivePPFrame" for _, frame in got)


@pytest.mark.skipif(not wordnet_available(), reason="participles are read through WordNet")
def test_a_language_is_what_one_writes_in(built):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle

    d, ann, entries = built
    write_in = [e for e in entries if e.reference == "wdt:P9905" and e.lemma == "write"
                and e.frame == "IntransitivePPFrame"]
    assert write_in and [a.marker for a in write_in[0].args if a.marker] == ["in"]
    (d / "lex.ttl").write_text(to_turtle(entries))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    q = "Which language does Tilda Marsh write in?"
    with Verifier(lexicon=d / "lex.ttl", kg=d / "labels.ttl") as v:
        right = v.check(q, WD + "SELECT ?x WHERE { wd:Q990301 wdt:P9905 ?x . ?x wdt:P31 wd:Q34770 . }", context=[])
        assert right.status == "accept", right.explanation
        for wrong in ("SELECT ?x WHERE { ?x wdt:P9905 wd:Q990301 . ?x wdt:P31 wd:Q34770 . }",
                      "SELECT ?x WHERE { wd:Q990301 wdt:P9903 ?x . ?x wdt:P31 wd:Q34770 . }"):
            got = v.check(q, WD + wrong, context=[])
            assert got.status != "accept", got.explanation


def test_the_value_of_a_noun_labelled_property_is_not_read_backwards(built):
    """"Which songs have shanty as their type?": "type" of the style's alias "type of song" used to be read
    as P9901's "type of", so the style was the song's (backwards) and the query the other way round passed."""
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle

    d, ann, entries = built
    (d / "lex2.ttl").write_text(to_turtle(entries))
    (d / "labels2.ttl").write_text(labels_turtle(ann))
    q = "Which songs have shanty as their type?"
    with Verifier(lexicon=d / "lex2.ttl", kg=d / "labels2.ttl") as v:
        backwards = v.check(q, WD + "SELECT ?x WHERE { wd:Q990303 wdt:P9902 ?x . ?x wdt:P31 wd:Q990311 . }",
                            context=[])
        assert backwards.status != "accept", backwards.explanation
