"""An entity the linker found in a follow-up question, which the question spells by another of its names (words
the label lacks, or none of the label's), is read as that entity where the question has one such name the
grammar would break apart (issue 22). Names, ids (Q9005xx) and sentences are made up."""

import pytest

from verifier.question.dialogue import Dialogue, Resolution, resolve
from verifier.question.dialogue_aliases import name_runs, read_alias


def _runs(text):
    return [text[a:b] for a, b in name_runs(text)]


def test_a_name_run_begins_with_a_capital_or_digit_and_ends_at_a_function_word_or_a_mark():
    assert _runs("Which gene encodes Harbour kinase homolog 5 ?") == ["Harbour kinase homolog 5"]
    assert _runs("Which parts are components of Lowmere binding-protein 2 or Tilda Marsh ?") == \
        ["Lowmere binding-protein 2"]
    # a run of capitalised words is read as a name by the grammar; one word is no run; quotes are read already
    assert _runs("Which city is Tilda Marsh from ?") == []
    assert _runs("Which gene encodes Harbour ?") == []
    assert _runs('Which gene encodes "Harbour kinase homolog 5" ?') == []
    # a bracket inside a word does not end the word, nor the run ("K(3) kinase receptor" is one name)
    assert _runs("Which drugs bind K(3) kinase receptor or Tilda Marsh ?") == ["K(3) kinase receptor"]
    assert _runs("Which drugs bind K (3) kinase receptor ?") == []


@pytest.mark.wordnet
def test_a_name_run_ends_before_the_verb_a_support_verb_wants():
    assert _runs("Does Harbour kinase 5 bind with Tilda Marsh ?") == ["Harbour kinase 5"]


def test_the_one_unspelled_linked_entity_is_read_for_the_one_name_run():
    mentions = [("Q900501", "Marrow binding cassette member 5"), ("Q900502", "Tilda Marsh")]
    r = read_alias(Resolution("Does Tilda Marsh bind Harbour kinase homolog 5 ?", ""), mentions)
    assert r.text == 'Does Tilda Marsh bind "Marrow binding cassette member 5" ?'
    assert "Q900501" in r.note and "Harbour kinase homolog 5" in r.note


def test_no_alias_is_read_where_which_name_is_which_is_not_known():
    q = Resolution("Does Harbour kinase homolog 5 bind Lowmere enzyme 7 ?", "")
    # two runs for one unspelled entity
    assert read_alias(q, [("Q900501", "Marrow binding cassette member 5")]) == q
    # two unspelled entities
    assert read_alias(q, [("Q900501", "Marrow binding cassette member 5"), ("Q900503", "Eastmarch gene")]) == q
    # nothing unspelled: the question says every linked entity
    said = Resolution("Does Tilda Marsh sing ?", "")
    assert read_alias(said, [("Q900502", "Tilda Marsh")]) == said


def test_a_follow_up_reads_its_linked_entity_by_its_label():
    d = Dialogue.coerce({"entities": {"Q900504": "Lowmere repeat binding 7"}, "history": []})
    (r,) = resolve("Which nucleic acid sequence encodes Lowmere repeat-binding protein 7 ?", d)
    assert r.text == 'Which nucleic acid sequence encodes "Lowmere repeat binding 7" ?'


def test_an_ellipsis_exchanges_the_entity_its_base_question_spells_by_another_name():
    # the base question spells its one entity by a name that shares no word with the label: the one name run
    # is where it is, and "And how about X?" asks that question again about X
    d = Dialogue.coerce({"entities": {"Q900506": "Eastmarch transporter 4"}, "history": [
        {"speaker": "USER", "utterance": "Which drugs bind more sugars than Harbour kinase homolog 5 ?",
         "entities": {"Q900501": "Marrow binding cassette member 5"}},
        {"speaker": "SYSTEM", "utterance": "Tilda Marsh", "entities": {"Q900502": "Tilda Marsh"}}]})
    texts = [r.text for r in resolve("And how about Eastmarch transporter 4?", d)]
    assert texts and all("Harbour" not in t and "Eastmarch transporter 4" in t for t in texts)
    assert texts[0].startswith("Which drugs bind more sugars than ")


def test_an_ellipsis_reads_no_alias_where_the_base_question_has_two_name_runs():
    d = Dialogue.coerce({"entities": {"Q900506": "Eastmarch transporter 4"}, "history": [
        {"speaker": "USER", "utterance": "Does Harbour kinase homolog 5 bind Lowmere enzyme 7 ?",
         "entities": {"Q900501": "Marrow binding cassette member 5"}},
        {"speaker": "SYSTEM", "utterance": "yes", "entities": {}}]})
    assert resolve("And how about Eastmarch transporter 4?", d) == []
