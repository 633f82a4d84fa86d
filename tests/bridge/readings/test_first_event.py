""""Who was the first to V X?" against a query property named after the first V event ("first" + a noun
WordNet derives from the verb, + "person"): the ordinal, the verb and the ranking become that one
relation, the verb's object its subject."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.readings.stored import _event_nouns

LEX = LEMON

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Who was the first to climb Mount Ossa?"
OSSA = "dbr:Mount_Ossa"

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)


def test_without_a_derived_noun_the_name_must_spell_the_verb():
    assert "climb" in _event_nouns("climb")


@needs_wordnet
def test_wordnet_derives_the_event_nouns_of_the_verbs_first_sense():
    nouns = _event_nouns("climb")
    assert "ascent" in nouns and "descent" not in nouns


@needs_wordnet
def test_the_first_events_agent_property_is_accepted(verifier):
    v = verifier.check(QUESTION, H + f"SELECT ?p WHERE {{ {OSSA} dbo:firstAscentPerson ?p }}")
    assert v.status == "accept", v.explanation
    assert any("firstAscentPerson" in n for n in v.notes)


@needs_wordnet
def test_the_property_turned_round_is_not_accepted(verifier):
    # not a rejection: the verb and the ordinal have no bridge of their own outside that reading
    v = verifier.check(QUESTION, H + f"SELECT ?p WHERE {{ ?p dbo:firstAscentPerson {OSSA} }}")
    assert v.status != "accept", v.explanation


def test_another_event_or_another_rank_stays_unproved(verifier):
    v = verifier.check(QUESTION, H + f"SELECT ?p WHERE {{ {OSSA} dbo:firstDescentPerson ?p }}")
    assert v.status != "accept", v.explanation
    v = verifier.check("Who was the second to climb Mount Ossa?",
                       H + f"SELECT ?p WHERE {{ {OSSA} dbo:firstAscentPerson ?p }}")
    assert v.status != "accept", v.explanation
