"""An event noun's place or time asked through a verb of happening ("Where did the death of X occur?"), read as
the lexicon's place or time of that event (bridge/readings/occurred.py). Made-up names and sentences over a
Wikidata lexicon built from property records of our own."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [
    {"id": "P19", "label": "place of birth", "alias": ["birthplace", "born in"]},
    {"id": "P20", "label": "place of death", "alias": ["died in", "deathplace", "death place", "location of death"]},
    {"id": "P569", "label": "date of birth", "alias": ["born on", "birth date"]},
    {"id": "P570", "label": "date of death", "alias": ["died on", "death date"]},
]
RECORD = {"question": "Where did the death of Ada Brook occur ?",
          "context": {"entities": "{'Q900101': 'Ada Brook', 'Q900102': 'Lowmere'}",
                      "relations": "{'P20': 'place of death'}",
                      "types": "{'Q56061': 'administrative territorial entity'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def _select(body: str) -> str:
    return WD + "SELECT ?x WHERE { " + body + " }"


@pytest.mark.parametrize("question,body,accepted", [
    ("Where did the death of Ada Brook occur ?", "wd:Q900101 wdt:P20 ?x .", True),
    # the noun names the event: another event's place, or the date of this one, is not asked
    ("Where did the death of Ada Brook occur ?", "wd:Q900101 wdt:P19 ?x .", False),
    ("Where did the death of Ada Brook occur ?", "wd:Q900101 wdt:P570 ?x .", False),
    ("Where did the death of Ada Brook occur ?", "?x wdt:P20 wd:Q900101 .", False),
    # "demise" is a WordNet synonym of "death"; the possessive names the owner as "of" does
    ("Where did the demise of Ada Brook occur ?", "wd:Q900101 wdt:P20 ?x .", True),
    ("Where did Ada Brook's death occur ?", "wd:Q900101 wdt:P20 ?x .", True),
    ("When did the birth of Ada Brook happen ?", "wd:Q900101 wdt:P569 ?x .", True),
    ("When did the birth of Ada Brook happen ?", "wd:Q900101 wdt:P19 ?x .", False),
    ("In which administrative territory did the death of Ada Brook happen ?",
     "wd:Q900101 wdt:P20 ?x . ?x wdt:P31 wd:Q56061 .", True),
    # "where" as the place class the query types by, beside the three entries naming one property
    ("Where did the demise of Ada Brook occur ?", "wd:Q900101 wdt:P20 ?x . ?x wdt:P31 wd:Q56061 .", True),
])
def test_the_place_or_time_of_an_event_noun_that_happened(wikidata_verifier, question, body, accepted):
    verdict = wikidata_verifier.check(question, _select(body))
    assert (verdict.status == "accept") is accepted, verdict.explanation


def test_one_option_a_property_however_many_entries_name_it(wikidata_verifier):
    from verifier.bridge.readings.occurred import occurrence_options
    from verifier.logic import Atom, Var

    n, y, e, x = Var("x10"), Var("x15"), Var("e1"), Var("x4")
    atoms = [Atom("place_n", (x,)), Atom("_death_n_1", (n,)), Atom("_of_p", (n, y)), Atom("_occur_v_to", (e, n)),
             Atom("loc_nonsp", (e, x))]
    bridge = wikidata_verifier.bridge
    (covered, options), = occurrence_options(bridge, atoms, set(), bridge._wordnet())
    assert [o.axioms[0].kg_terms for o in options] == [("wdt:P20",)] and len(covered) == 4


def test_the_reading_names_the_lexicon_entry_it_used(wikidata_verifier):
    verdict = wikidata_verifier.check("Where did the demise of Ada Brook occur ?", _select("wd:Q900101 wdt:P20 ?x ."))
    assert "“place of death” is wdt:P20" in verdict.explanation
