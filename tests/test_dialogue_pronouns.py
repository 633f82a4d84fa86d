"""Pronouns of a follow-up question read as an entity of the dialogue (verifier/question/dialogue_pronouns.py):
put in where they stand as whole words, a possessive determiner as the name's possessive, and a pronoun that
nothing in the question can refer to is an unresolved reference without a dialogue."""

import pytest

from verifier.question.dialogue import Dialogue, resolve, unresolved
from verifier.question.dialogue_pronouns import anchorless_pronoun, read_for

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
BRIDGE = Dialogue.coerce([{"speaker": "USER", "utterance": "Who designed the Tallow Bridge?",
                           "entities": {"Q71": "Tallow Bridge"}},
                          {"speaker": "SYSTEM", "utterance": "Mira Holt", "entities": {"Q72": "Mira Holt"}}])
BENZENE = [{"speaker": "USER", "utterance": "What is the mass of benzene?", "entities": {"Q2270": "benzene"}},
           {"speaker": "SYSTEM", "utterance": "78.11 dalton"}]


def test_a_pronoun_is_replaced_as_a_whole_word_never_inside_another():
    texts = [r.text for r in resolve("Which city is it in?", BRIDGE)]
    assert "Which city is Tallow Bridge in?" in texts and "Which city is Mira Holt in?" in texts
    assert not any("cMira" in t or "cTallow" in t for t in texts)


def test_a_possessive_determiner_becomes_the_names_possessive():
    assert [r.text for r in resolve("What is its length?", BRIDGE)] == [
        "What is Mira Holt's length?", "What is Tallow Bridge's length?"]
    assert read_for("Where was her sister born?", "her", "Mira Holt") == "Where was Mira Holt's sister born?"
    assert read_for("Who trained her?", "her", "Mira Holt") == "Who trained Mira Holt?"


def test_every_form_of_the_pronoun_names_the_same_antecedent():
    assert read_for("When was it opened and what is its length?", "it", "Tallow Bridge") == \
        "When was Tallow Bridge opened and what is Tallow Bridge's length?"
    assert read_for("Is it true that it spans a river?", "it", "Tallow Bridge") == \
        "Is it true that Tallow Bridge spans a river?"


@pytest.mark.parametrize("question, pronoun", [("What is its length?", "its"), ("Who designed it?", "it"),
                                                ("When did he retire?", "he")])
def test_a_pronoun_with_nothing_before_it_needs_the_dialogue(question, pronoun):
    assert anchorless_pronoun(question) == pronoun
    assert unresolved(question) == pronoun
    assert resolve(question, None) == []


@pytest.mark.parametrize("question", ["What is the capital of Westria and its population?",
                                      "Which rivers cross Westria and how long are they?"])
def test_a_pronoun_after_a_noun_may_refer_inside_the_question(question):
    assert anchorless_pronoun(question) is None
    assert [r.text for r in resolve(question, None)] == [question]


def test_a_follow_up_with_its_is_verified_against_the_dialogue(chemistry_verifier):
    q = "What is its boiling point?"
    right = chemistry_verifier.check(q, P + "SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }", context=BENZENE)
    assert right.status == "accept"
    assert any("‘its’ read as wd:Q2270, benzene, from turn 1" in n for n in right.notes)
    other = chemistry_verifier.check(q, P + "SELECT ?v WHERE { wd:Q15779 wdt:P2102 ?v }", context=BENZENE)
    assert other.status == "reject" and other.reasons == ("deviating_entity",)
    alone = chemistry_verifier.check(q, P + "SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }")
    assert alone.status == "unknown" and alone.reasons == ("unresolved_reference",)


def test_an_entity_given_by_its_iri_is_named_so_in_the_explanation():
    from verifier.question.dialogue_phrases import entity_term

    turns = Dialogue.coerce([{"speaker": "USER", "utterance": "Who designed the Tallow Bridge?",
                              "entities": {"http://dbpedia.org/resource/Tallow_Bridge": "Tallow Bridge"}}])
    (read,) = [r for r in resolve("When was it opened?", turns) if r.entities]
    assert read.note == "‘it’ read as dbr:Tallow_Bridge, Tallow Bridge, from turn 1"
    assert (entity_term("Q42"), entity_term("<http://example.org/thing/7>")) == ("wd:Q42", "<http://example.org/thing/7>")


def test_a_possessive_after_a_noun_of_its_number_is_not_read_from_the_dialogue():
    question = "Which bridges had their tolls lifted by Mira Holt?"
    assert [r.text for r in resolve(question, BRIDGE)] == [question]
    assert [r.text for r in resolve("Which bridge had its toll lifted?", BRIDGE)] == ["Which bridge had its toll lifted?"]
    assert len(resolve("Which bridge had their toll lifted?", BRIDGE)) > 1  # number disagrees: the dialogue's
