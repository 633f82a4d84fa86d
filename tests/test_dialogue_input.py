"""A dialogue given with a question is read leniently (dialogue data comes in many shapes: SPICE writes
entities as Python-literal text), but never silently: a turn that cannot be read is left out and said in
the verdict's notes, and a context that cannot be read at all is ``unknown`` with ``bad_context`` (before,
unreadable JSON text came out as ``question_unparsed``, blaming the question)."""

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
TOLUENE_MASS = P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"
FOLLOW_UP = "What is the mass of that compound?"
TOLUENE = {"speaker": "USER", "utterance": "What is the boiling point of toluene?", "entities": {"Q15779": "toluene"}}


def test_a_turn_that_cannot_be_read_is_left_out_and_said(chemistry_verifier):
    v = chemistry_verifier.check(FOLLOW_UP, TOLUENE_MASS, context=[TOLUENE, "110.6 degrees",
                                                                   {"utterance": 42},
                                                                   {"utterance": "ok", "entities": 7}])
    assert v.status == "accept"
    ignored = [n for n in v.notes if n.startswith("ignored in the dialogue")]
    assert ignored == ["ignored in the dialogue: turn 2 (not an object with a text utterance)",
                       "ignored in the dialogue: turn 3 (not an object with a text utterance)",
                       "ignored in the dialogue: the entities of turn 4 (neither id → name nor a list of {id, label})"]


def test_a_readable_dialogue_gets_no_such_note(chemistry_verifier):
    v = chemistry_verifier.check(FOLLOW_UP, TOLUENE_MASS, context=[TOLUENE])
    assert v.status == "accept" and not any(n.startswith("ignored in the dialogue") for n in v.notes)


def test_a_context_that_cannot_be_read_is_bad_context_not_the_questions_fault(chemistry_verifier):
    for context in ('[{"utterance": "What is the boiling point of toluene?"', 17):
        v = chemistry_verifier.check(FOLLOW_UP, TOLUENE_MASS, context=context)
        assert (v.status, v.reasons) == ("unknown", ("bad_context",))
        assert "dialogue given with the question could not be read" in v.explanation
