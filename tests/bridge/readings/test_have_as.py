"""The support verb "have" with "as" and a relational noun (issue 22): "X has Y as (the) N" is "the N of X is
Y", and "X has the N as Y" the same with the noun phrases swapped. The properties, entities and sentences are
made up (ids Q9004xx); a perturbed query (another property, the relation reversed) is still rejected."""

import pytest

from verifier.bridge.readings.supported import have_as_phrases
from verifier.logic import Atom, Var

pytestmark = pytest.mark.wordnet

PROPERTIES = [
    {"id": "P136", "label": "genre", "alias": ["music genre"]},
    {"id": "P20", "label": "place of death", "alias": ["location of death", "died in"]},
    {"id": "P19", "label": "place of birth", "alias": ["born in"]},
    {"id": "P21", "label": "sex or gender", "alias": ["gender", "sex"]},
    {"id": "P734", "label": "family name", "alias": ["surname"]},
    {"id": "P530", "label": "diplomatic relation", "alias": ["diplomatic relations"]},
    {"id": "P47", "label": "shares border with", "alias": ["border"]},
]
RECORD = {"question": "Does Tilda Marsh have jazzcore as genre ?",
          "context": {"entities": "{'Q900401': 'Tilda Marsh', 'Q900402': 'jazzcore', 'Q900403': 'Lowmere', "
                                  "'Q900404': 'female', 'Q900405': 'Marsh', 'Q900406': 'Ostbury'}",
                      "relations": "{'P136': 'genre'}", "types": "{'Q502895': 'common name'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    return wikidata_verifier


def _check(v, question, where):
    return v.check(question, WD + where, context=[])


def test_the_phrase_takes_the_verb_the_preposition_and_the_noun():
    e, x, y, n = Var("e1"), Var("x5"), Var("x14"), Var("x20")
    found = have_as_phrases([Atom("_have_v_1", (e, x, y)), Atom("_as_p", (e, n)), Atom("_genre_n_1", (n,))])
    assert [(p.texts, p.shape) for p in found] == [(("genre",), "as")]
    # "as" on another verb's event is no such phrase
    assert have_as_phrases([Atom("_see_v_1", (e, x, y)), Atom("_as_p", (e, n)), Atom("_genre_n_1", (n,))]) == []


@pytest.mark.parametrize("question, faithful, wrong", [
    ("Does Tilda Marsh have jazzcore as genre?", "ASK { wd:Q900401 wdt:P136 wd:Q900402 . }",
     ["ASK { wd:Q900402 wdt:P136 wd:Q900401 . }", "ASK { wd:Q900401 wdt:P19 wd:Q900402 . }"]),
    ("Does Tilda Marsh have jazzcore as her genre?", "ASK { wd:Q900401 wdt:P136 wd:Q900402 . }",
     ["ASK { wd:Q900402 wdt:P136 wd:Q900401 . }"]),
    ("Does Tilda Marsh have Lowmere and Ostbury as the location of death?",
     "ASK { wd:Q900401 wdt:P20 wd:Q900403 . wd:Q900401 wdt:P20 wd:Q900406 . }",
     ["ASK { wd:Q900401 wdt:P19 wd:Q900403 . wd:Q900401 wdt:P20 wd:Q900406 . }",
      "ASK { wd:Q900401 wdt:P20 wd:Q900403 . }"]),
    ("Does Tilda Marsh have Marsh as family name?", "ASK { wd:Q900401 wdt:P734 wd:Q900405 . }",
     ["ASK { wd:Q900405 wdt:P734 wd:Q900401 . }"]),
    ("Does Tilda Marsh have the gender as female?", "ASK { wd:Q900401 wdt:P21 wd:Q900404 . }",
     ["ASK { wd:Q900404 wdt:P21 wd:Q900401 . }", "ASK { wd:Q900401 wdt:P136 wd:Q900404 . }"]),
    ("Does Lowmere have diplomatic relations with Ostbury?", "ASK { wd:Q900403 wdt:P530 wd:Q900406 . }",
     ["ASK { wd:Q900403 wdt:P47 wd:Q900406 . }"]),
    ("Who have Lowmere as the location of death?",
     "SELECT ?x WHERE { ?x wdt:P20 wd:Q900403 . ?x wdt:P31 wd:Q502895 . }",
     ["SELECT ?x WHERE { ?x wdt:P19 wd:Q900403 . ?x wdt:P31 wd:Q502895 . }",
      "SELECT ?x WHERE { wd:Q900403 wdt:P20 ?x . ?x wdt:P31 wd:Q502895 . }"]),
])
def test_have_y_as_n_is_the_n_of_x(verifier, question, faithful, wrong):
    v = _check(verifier, question, faithful)
    assert v.status == "accept", v.explanation
    for w in wrong:
        r = _check(verifier, question, w)
        assert r.status == "reject", (w, r.status, r.explanation)


def test_a_noun_without_a_relational_entry_stays_unread(verifier):
    """No entry names "colour" a relation: the construction is not read, and absence of an entry is no
    evidence against the query."""
    v = _check(verifier, "Does Tilda Marsh have jazzcore as colour?", "ASK { wd:Q900401 wdt:P136 wd:Q900402 . }")
    assert v.status == "unknown", v.explanation
