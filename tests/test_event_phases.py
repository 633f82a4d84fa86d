"""The phases of an event (phases.py): where the lexicon reads an event word as one phase of it ("built"
as the building's start date), a query term named for another phase of it (its completion) is another
reading of the word, not evidence of a wrong relation: ``unknown``, not ``reject``. A term that names an
event of its own (a demolition) keeps the rejection."""

from lemon_lexicon import LEMON
from verifier.bridge.phases import another_phase, is_phase_word
from verifier.bridge.wordnet import load_wordnet

DBO = "http://dbpedia.org/ontology/"


def _verb(name: str, lemma: str, prop: str, marker: str = "in") -> str:
    return f"""
:{name} a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "{lemma}"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :{name}_s ; lexinfo:prepositionalAdjunct :{name}_o ] ;
    lemon:sense [ lemon:reference <{DBO}{prop}> ; lemon:subjOfProp :{name}_s ; lemon:objOfProp :{name}_o ;
                  lemon:condition [ lemon:propertyRange <http://www.w3.org/2001/XMLSchema#date> ] ] .
:{name}_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "{marker}"@en ] ] .
"""


LEX = LEMON + _verb("build_in", "build", "buildingStartDate") + _verb("complete_in", "complete", "completionDate") \
    + _verb("demolish_in", "demolish", "demolitionDate")

QUESTION = "When was the Quellmark Tower built?"
TOWER = "<http://dbpedia.org/resource/Quellmark_Tower>"


def _ask(prop: str) -> str:
    return f"SELECT ?d WHERE {{ {TOWER} <{DBO}{prop}> ?d }}"


def test_phase_words_are_the_beginnings_and_ends_of_things():
    wn = load_wordnet()
    assert [w for w in ("start", "completion", "finish", "build", "demolition", "date") if is_phase_word(wn, w)] \
        == ["start", "completion", "finish"]


def test_the_lexicons_reading_of_the_word_is_accepted(verifier):
    assert verifier.check(QUESTION, _ask("buildingStartDate")).status == "accept"


def test_another_phase_of_the_words_event_is_not_disproved(verifier):
    v = verifier.check(QUESTION, _ask("completionDate"))
    assert (v.status, v.reasons) == ("unknown", ("unlinked_term",)), v.explanation


def test_another_event_keeps_its_rejection(verifier):
    v = verifier.check(QUESTION, _ask("demolitionDate"))
    assert (v.status, v.reasons) == ("reject", ("wrong_relation",)), v.explanation


def test_another_phase_needs_the_lexicons_reading_to_be_a_phase_of_the_words_event(verifier):
    wn = load_wordnet()
    bridge = verifier.bridge
    assert another_phase(bridge, wn, "dbo:completionDate", "built", "dbo:buildingStartDate")
    assert another_phase(bridge, wn, "dbo:buildingEndDate", "built", "dbo:buildingStartDate")
    # the lexicon's reading names no phase (the founding itself), or the word is itself a phase word
    assert not another_phase(bridge, wn, "dbo:completionDate", "founded", "dbo:foundingDate")
    assert not another_phase(bridge, wn, "dbo:completionDate", "started", "dbo:buildingStartDate")
    # the term's own lexicon entry names another event
    assert not another_phase(bridge, wn, "dbo:demolitionDate", "built", "dbo:buildingStartDate")
