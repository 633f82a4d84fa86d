"""A wh-noun a verb takes for the manner or cause of its event ("What manner did X die?"), read as the lexicon's
"<noun> of <the verb's event noun>" (bridge/readings/event_aspects.py). Made-up names and sentences over a
Wikidata lexicon built from property records of our own."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P1196", "label": "manner of death", "alias": ["death manner"]},
    {"id": "P509", "label": "cause of death", "alias": ["death cause"]},
    {"id": "P20", "label": "place of death", "alias": ["deathplace"]},
    {"id": "P19", "label": "place of birth", "alias": ["birthplace"]},
]
RECORD = {"question": "What manner did Ada Brook die ?",
          "context": {"entities": "{'Q900101': 'Ada Brook', 'Q900103': 'drowning'}",
                      "relations": "{'P1196': 'manner of death'}",
                      "types": "{'Q900104': 'kind of end'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def _select(body: str) -> str:
    return WD + "SELECT ?x WHERE { " + body + " }"


@pytest.mark.parametrize("question,body,accepted", [
    ("What manner did Ada Brook die ?", "wd:Q900101 wdt:P1196 ?x .", True),
    # another aspect of the death, or the manner the other way round, is not asked
    ("What manner did Ada Brook die ?", "wd:Q900101 wdt:P509 ?x .", False),
    ("What manner did Ada Brook die ?", "wd:Q900101 wdt:P20 ?x .", False),
    ("What manner did Ada Brook die ?", "?x wdt:P1196 wd:Q900101 .", False),
    # the KG types every answer: the class the query types the value by says no more than the noun
    ("What manner did Ada Brook die ?", "wd:Q900101 wdt:P1196 ?x . ?x wdt:P31 wd:Q900104 .", True),
    ("What manner did Ada Brook die ?", "wd:Q900101 wdt:P509 ?x . ?x wdt:P31 wd:Q900104 .", False),
])
def test_the_aspect_of_the_event_the_verb_names(wikidata_verifier, question, body, accepted):
    verdict = wikidata_verifier.check(question, _select(body))
    assert (verdict.status == "accept") is accepted, verdict.explanation


def test_one_option_a_property_however_many_entries_name_it(wikidata_verifier):
    from verifier.bridge.readings.event_aspects import event_aspect_options
    from verifier.logic import Atom, Var

    x, i, s = Var("x3"), Var("i7"), Var("x11")
    atoms = [Atom("_manner_n_of", (x, i)), Atom("_die_v_1", (s, x))]
    (covered, options), = event_aspect_options(wikidata_verifier.bridge, atoms, set())
    assert [o.axioms[0].kg_terms for o in options] == [("wdt:P1196",)] and len(covered) == 2


def test_a_verb_without_such_an_entry_reads_nothing(wikidata_verifier):
    from verifier.bridge.readings.event_aspects import event_aspect_options
    from verifier.logic import Atom, Var

    x, i, s = Var("x3"), Var("i7"), Var("x11")
    atoms = [Atom("_manner_n_of", (x, i)), Atom("_sing_v_1", (s, x))]
    assert event_aspect_options(wikidata_verifier.bridge, atoms, set()) == []


def test_only_a_relational_noun_with_no_other_link_is_an_aspect():
    from verifier.bridge.readings.event_aspects import aspects
    from verifier.logic import Atom, Var

    x, y, s, i = Var("x8"), Var("x14"), Var("x3"), Var("i9")
    # "Who wrote the script for X?": a script, linked to X, is what was written, not the aspect of a writing
    assert aspects([Atom("_script_n_1", (x,)), Atom("_for_p", (x, y)), Atom("_write_v_to", (s, x))]) == []
    assert aspects([Atom("_manner_n_of", (x, i)), Atom("_for_p", (x, y)), Atom("_die_v_1", (s, x))]) == []
    assert len(aspects([Atom("_manner_n_of", (x, i)), Atom("_die_v_1", (s, x))])) == 1
