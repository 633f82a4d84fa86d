""""X has its N (located) in/at Y" with a place noun N says that X's N is Y, as "X has Y as its N" does, and
"its" there is X's own, not the named Y's; "X is known as / considered as the N of Y" says what the copula
says, X is the N of Y (issue 22, SPICE constructions). The properties, classes, entities and sentences are
made up (ids Q9981xx, P998x)."""

import json

import pytest

from verifier.bridge.wikidata import derive_entries

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [{"id": "P9981", "label": "narrative setting", "alias": ["setting"]},
              {"id": "P9982", "label": "capital", "alias": ["seat of government"]},
              {"id": "P9983", "label": "place of burial", "alias": ["tomb"]},
              {"id": "P9984", "label": "head of government", "alias": []}]
RECORD = {"question": "Which novel has its setting in Lowmere ?",
          "context": {"entities": "{'Q998101': 'Lowmere', 'Q998102': 'Ruritania'}",
                      "relations": "{'P9981': 'narrative setting', 'P9982': 'capital', 'P9983': 'place of burial', "
                                       "'P9984': 'head of government'}",
                      "types": "{'Q998111': 'novel', 'Q998112': 'town'}", "history": []}}
SETTING = WD + "SELECT ?x WHERE { ?x wdt:P9981 wd:Q998101 . ?x wdt:P31 wd:Q998111 . }"
SETTING_REVERSED = WD + "SELECT ?x WHERE { wd:Q998101 wdt:P9981 ?x . ?x wdt:P31 wd:Q998111 . }"
CAPITAL = WD + "SELECT ?x WHERE { wd:Q998102 wdt:P9982 ?x . ?x wdt:P31 wd:Q998112 . }"
CAPITAL_REVERSED = WD + "SELECT ?x WHERE { ?x wdt:P9982 wd:Q998102 . ?x wdt:P31 wd:Q998112 . }"
BURIAL = WD + "SELECT ?x WHERE { wd:Q998101 wdt:P9983 ?x . }"
BURIAL_REVERSED = WD + "SELECT ?x WHERE { ?x wdt:P9983 wd:Q998101 . }"
HEAD = WD + "SELECT ?x WHERE { wd:Q998102 wdt:P9984 ?x . }"
HEAD_REVERSED = WD + "SELECT ?x WHERE { ?x wdt:P9984 wd:Q998102 . }"


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle, read_annotations, read_properties

    d = tmp_path_factory.mktemp("wikidata_had_places")
    (d / "p.json").write_text(json.dumps(PROPERTIES))
    (d / "d.jsonl").write_text(json.dumps(RECORD) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    entries = derive_entries(read_properties(d / "p.json"), ann, keep={"P9981", "P9982", "P9983", "P9984"})
    (d / "lex.ttl").write_text(to_turtle(entries))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=d / "lex.ttl", kg=d / "labels.ttl")
    yield v
    v.close()


def _readings(text):
    from verifier.question.grammar import default_grammar
    from verifier.question.semantics import readings

    return readings(default_grammar().parse(text), text=text)


@pytest.mark.wordnet
def test_its_on_what_is_had_is_the_havers_and_the_place_is_the_named_one():
    def read(r) -> bool:
        f, answer = str(r.formula), r.answer_vars[0].name
        # the setting is the answer's (not Lowmere's own), and it is Lowmere: no "in", "have" or "located" left
        return (f"poss(" in f and f", {answer})" in f and "_have_v_1" not in f and "_in_p" not in f
                and "_at_p" not in f and "_locate_v" not in f and any("has its setting" in n for n in r.notes))

    assert read(_readings("Which novel has its setting in Lowmere ?")[0])
    # the grammar's first reading of "has its setting located" is a causative "have" (no place had)
    assert any(read(r) for r in _readings("Which novel has its setting located at Lowmere ?"))


@pytest.mark.wordnet
def test_a_thing_had_that_is_no_place_keeps_its_preposition():
    # "has its novel in Lowmere" ("novel" is no place noun): the construction does not apply
    r = _readings("Which writer has its novel in Lowmere ?")[0]
    assert not any("has its" in n for n in r.notes), r.notes


@pytest.mark.wordnet
@pytest.mark.parametrize("q", ["Which novel has its setting in Lowmere ?",
                               "Which novel has its setting located at Lowmere ?"])
def test_the_setting_had_in_a_place_is_accepted_and_the_reversed_query_rejected(verifier, q):
    faithful = verifier.check(q, SETTING, context=[])
    assert faithful.status == "accept", faithful.explanation
    reversed_ = verifier.check(q, SETTING_REVERSED, context=[])
    assert reversed_.status == "reject", reversed_.explanation


@pytest.mark.wordnet
def test_known_as_a_common_noun_is_the_copula():
    r = _readings("Which town is known as the capital of Ruritania ?")[0]
    assert "_know_v" not in str(r.formula) and "_as_p" not in str(r.formula), r.formula
    assert any("known as" in n for n in r.notes), r.notes
    # a name after "as" names the town: the verb stays
    r = _readings("Which town is known as Lowtown ?")[0]
    assert not any("read as the copula" in n for n in r.notes), r.notes


@pytest.mark.wordnet
@pytest.mark.parametrize("q", ["Which town is known as the capital of Ruritania ?",
                               "Which town is considered as the capital of Ruritania ?"])
def test_regarded_as_the_capital_is_accepted_and_the_reversed_query_rejected(verifier, q):
    faithful = verifier.check(q, CAPITAL, context=[])
    assert faithful.status == "accept", faithful.explanation
    reversed_ = verifier.check(q, CAPITAL_REVERSED, context=[])
    assert reversed_.status == "reject", reversed_.explanation


@pytest.mark.wordnet
def test_an_attributive_known_as_keeps_its_verb():
    # "the figure known as the nickname of Y": what the figure is known by may be a name, not the nickname
    r = _readings("Give me the figure known as the nickname of Ruritania .")[0]
    assert not any("read as the copula" in n for n in r.notes), r.notes


@pytest.mark.wordnet
@pytest.mark.parametrize("q, faithful, reversed_", [
    ("What is the place of burial for Lowmere ?", BURIAL, BURIAL_REVERSED),
    ("Where is the place of burial for Lowmere located ?", BURIAL, BURIAL_REVERSED),
    ("Where is the place of burial of Lowmere located ?", BURIAL, BURIAL_REVERSED),
    ("Who is the head of government for Ruritania ?", HEAD, HEAD_REVERSED)])
def test_a_phrase_with_its_own_of_takes_for_and_where_located_asks_for_the_place(verifier, q, faithful, reversed_):
    assert verifier.check(q, faithful, context=[]).status == "accept", verifier.check(q, faithful, context=[]).explanation
    assert verifier.check(q, reversed_, context=[]).status == "reject"


@pytest.mark.wordnet
def test_a_one_word_nouns_for_is_not_its_of(verifier):
    # "the capital for Ruritania": "capital" has no "of" of its own, so "for" is not read as its "of"
    r = verifier.check("Which town is the capital for Ruritania ?", CAPITAL, context=[])
    assert r.status != "accept", r.explanation
