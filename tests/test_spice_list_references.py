"""A plural demonstrative read as each of the entities of an earlier answer list ("Which colors are those
banners associated with?"): the verb said of each member of the list is one verb, read as a relation
noun reads it for one. Sentences and data are made up."""

from dataclasses import dataclass

import pytest

PROPERTIES = [
    {"id": "P462", "label": "color", "alias": ["colour"]},
    {"id": "P138", "label": "named after", "alias": ["eponym"]},
    {"id": "P39", "label": "position held", "alias": ["office held"]},
]
RECORD = {"question": "Which colors is the banner of Lowmere associated with ?",
          "context": {"entities": "{'Q900401': 'banner of Lowmere', 'Q900402': 'banner of Eastwick', "
                                  "'Q900403': 'Mayor of Lowmere'}",
                      "relations": "{'P462': 'color'}",
                      "types": "{'Q1075': 'color'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
TURNS = [{"speaker": "USER", "utterance": "Which banners are named after Ada Brook ?", "entities": {}},
         {"speaker": "SYSTEM", "utterance": "banner of Lowmere, banner of Eastwick",
          "entities": {"Q900401": "banner of Lowmere", "Q900402": "banner of Eastwick"}}]


@pytest.mark.wordnet
def test_a_relation_noun_with_its_verb_reads_each_member_of_a_list(wikidata_verifier):
    # "colors" names the query's property, "associated with" says only that the two are connected; the
    # list distributed over its members repeats the verb on one event (before, that was two verbs and
    # neither was read: no reading of "associated with")
    v = wikidata_verifier
    either = WD + ("SELECT DISTINCT ?x WHERE { ?y wdt:P462 ?x . VALUES ?y { wd:Q900401 wd:Q900402 } . "
                   "?x wdt:P31 wd:Q1075 . }")
    ok = v.check("Which colors are those banners associated with ?", either, context=TURNS)
    assert ok.status == "accept", ok.explanation
    assert any("read as each of" in n for n in ok.notes), ok.notes
    other = WD + ("SELECT DISTINCT ?x WHERE { ?y wdt:P138 ?x . VALUES ?y { wd:Q900401 wd:Q900402 } . "
                  "?x wdt:P31 wd:Q1075 . }")
    assert v.check("Which colors are those banners associated with ?", other, context=TURNS).status != "accept"
    # the list said directly reads the same
    direct = v.check('Which colors are "banner of Lowmere" or "banner of Eastwick" associated with ?', either)
    assert direct.status == "accept", direct.explanation


def test_resolutions_past_the_bound_on_readings_are_not_parsed(chemistry_verifier, monkeypatch):
    # the verifier keeps the best reading of the first 2 × max_readings resolutions that parse; parsing
    # more only costs time (a ten-name answer list read together, each of them, and one by one)
    v = chemistry_verifier
    turns = [{"speaker": "SYSTEM", "utterance": ", ".join(f"Compound {k}" for k in range(6)),
              "entities": {f"Q90050{k}": f"Compound {k}" for k in range(6)}}] * 4
    parsed = []

    @dataclass(frozen=True)
    class Parsed:
        text: str
        notes: tuple = ()

    def readings(text):
        parsed.append(text)
        return [Parsed(text)], text

    monkeypatch.setattr(v, "readings", readings)
    rs, _ = v._dialogue_readings("What is the mass of those compounds ?", turns)
    assert len(rs) == 2 * v.max_readings == len(parsed)


def test_over_names_the_other_end_of_a_had_power_as_with_does():
    # "X has jurisdiction over Y": Y is the jurisdiction of X, as "X has relations with Y" reads (before,
    # "over" had no reading); a locative preposition is no such end
    from verifier.bridge.readings.supported import have_as_phrases
    from verifier.logic import Atom, Var

    x, n, y = Var("x3"), Var("x9"), Var("x12")
    found = have_as_phrases([Atom("_have_v_1", (x, n)), Atom("_jurisdiction_n_1", (n,)), Atom("_over_p", (n, y))])
    assert [(p.texts, p.shape, p.prep) for p in found] == [(("jurisdiction",), "with", "_over_p")]
    assert not have_as_phrases([Atom("_have_v_1", (x, n)), Atom("_child_n_1", (n,)), Atom("_in_p", (n, y))])


@pytest.mark.wordnet
def test_the_noun_of_a_name_after_a_verb_reads_a_property_labelled_noun_and_participle(wikidata_verifier):
    # "position held" says that the subject holds a position; "the position of Mayor of Lowmere" is that
    # position by name (before, "position" was read only as a relation of Mayor of Lowmere, P625 or none)
    v = wikidata_verifier
    q = 'Who held the position of "Mayor of Lowmere" ?'
    ok = v.check(q, WD + "SELECT ?x WHERE { ?x wdt:P39 wd:Q900403 . }")
    assert ok.status == "accept", ok.explanation
    assert v.check(q, WD + "SELECT ?x WHERE { wd:Q900403 wdt:P39 ?x . }").status == "reject"
    assert v.check(q, WD + "SELECT ?x WHERE { ?x wdt:P138 wd:Q900403 . }").status != "accept"
