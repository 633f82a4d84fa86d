"""Queries that a conversational benchmark gives as gold but that do not mean what their question asks stay
rejected, for the reason that makes them wrong (issue 22): a verification that asks whether a person was
born in two places, answered by a query that asks whether the places were born in the person; a query that
types its answers by a class the question does not name (the class's label says something else); "an
inhabitant of" answered by citizenship, where the lexicon reads "inhabitant" as occupancy. The lexicon,
labels and sentences are made up here (ids in the Q9002xx range)."""

import pytest

PROPERTIES = [
    {"id": "P19", "label": "place of birth", "alias": ["birthplace", "born in"]},
    {"id": "P27", "label": "country of citizenship", "alias": ["citizen of", "citizenship"]},
    {"id": "P102", "label": "member of political party", "alias": ["party", "member of"]},
    {"id": "P136", "label": "genre", "alias": ["type of music"]},
    {"id": "P466", "label": "occupied by", "alias": ["occupant", "inhabitant"]},
]
RECORD = {"question": "Which political party is Mira Callow a member of ?",
          "context": {"entities": "{'Q900201': 'Mira Callow', 'Q900202': 'Tarnwick', 'Q900203': 'Eastmoor'}",
                      "relations": "{'P102': 'member of political party'}",
                      "types": "{'Q7278': 'political party', 'Q900204': 'glittering generality', "
                               "'Q56061': 'administrative territorial entity', 'Q483394': 'genre'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.mark.wordnet
def test_born_in_two_places_answered_with_the_relation_reversed_is_a_wrong_direction(wikidata_verifier):
    reversed_ = "ASK { wd:Q900202 wdt:P19 wd:Q900201 . wd:Q900203 wdt:P19 wd:Q900201 . }"
    d = wikidata_verifier.check("Was Mira Callow born in Tarnwick and Eastmoor ?", WD + reversed_)
    assert (d.status, d.reasons[0]) == ("reject", "wrong_direction"), d.explanation
    right = "ASK { wd:Q900201 wdt:P19 wd:Q900202 . wd:Q900201 wdt:P19 wd:Q900203 . }"
    assert wikidata_verifier.check("Was Mira Callow born in Tarnwick and Eastmoor ?", WD + right).status != "reject"


@pytest.mark.wordnet
def test_a_class_whose_label_names_another_kind_is_a_constraint_the_question_lacks(wikidata_verifier):
    odd = "SELECT ?x WHERE { wd:Q900201 wdt:P136 ?x . ?x wdt:P31 wd:Q900204 . }"
    d = wikidata_verifier.check("Which genre does Mira Callow belong to ?", WD + odd)
    assert (d.status, d.reasons[0]) == ("reject", "extra_constraint"), d.explanation
    assert "wd:Q900204" in d.explanation
    named = "SELECT ?x WHERE { wd:Q900201 wdt:P136 ?x . ?x wdt:P31 wd:Q483394 . }"
    assert wikidata_verifier.check("Which genre does Mira Callow belong to ?", WD + named).status != "reject"


@pytest.mark.wordnet
def test_an_inhabitant_answered_by_citizenship_is_not_accepted(wikidata_verifier):
    citizen = "SELECT ?x WHERE { wd:Q900201 wdt:P27 ?x . ?x wdt:P31 wd:Q56061 . }"
    d = wikidata_verifier.check("Which administrative territory is Mira Callow an inhabitant of ?", WD + citizen)
    assert d.status == "reject", d.explanation
    assert "wdt:P466" in d.explanation
