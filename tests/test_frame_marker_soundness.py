"""A lexicon entry written for a verb *with its preposition* ("written on" a date, "work in" a place) reads a
plain transitive use of the verb ("Did Ann write the letter?") as nothing (issue 20, soundness of the frame
variants): the two-place variant of ``intransitive_pp.tmpl`` stands for a predicate that carries the
preposition itself (``_participate_v_in(x, y)``), never for ``_write_v_to(x, y)``; a guess by the word's label
or by the property's name does not re-read the word as the term its own entry gives it in a frame that did not
fit; and a bare "what" as a verb's adjunct ("What did Ann write?", the ERG's ``loc_nonsp``) says neither where
nor when. The entities, properties and sentences are made up.
"""

import pytest

from lemon_lexicon import header

LEX = header("dbo", "xsd") + """
:write_on a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "write"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :w_s ; lexinfo:prepositionalAdjunct :w_o ] ;
    lemon:sense [ lemon:reference dbo:draftDate ; lemon:subjOfProp :w_s ; lemon:objOfProp :w_o ;
                  lemon:condition [ lemon:propertyRange xsd:date ] ] .
:w_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "on"@en ] ] .
:take_part a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "participate"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :p_s ; lexinfo:prepositionalAdjunct :p_o ] ;
    lemon:sense [ lemon:reference dbo:contest ; lemon:subjOfProp :p_s ; lemon:objOfProp :p_o ] .
:p_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""

R = "http://dbpedia.org/resource/"
O = "http://dbpedia.org/ontology/"


@pytest.mark.parametrize("question, query", [
    ("Did Ann Marlow write The Quiet Harbour?", f"ASK {{ <{R}Ann_Marlow> <{O}draftDate> <{R}The_Quiet_Harbour> }}"),
    ("What did Ann Marlow write?", f"SELECT ?x WHERE {{ <{R}Ann_Marlow> <{O}draftDate> ?x }}"),
])
def test_a_plain_transitive_use_is_not_the_prepositional_entry(verifier, question, query):
    v = verifier.check(question, query)
    assert v.status != "accept", v.explanation


def test_the_entry_still_reads_its_own_preposition_and_when(verifier):
    v = verifier.check("When was The Quiet Harbour written?", f"SELECT ?d WHERE {{ <{R}The_Quiet_Harbour> <{O}draftDate> ?d }}")
    assert v.status == "accept", v.explanation


def test_a_predicate_that_carries_the_marker_reads_as_the_entry(verifier):
    v = verifier.check("Which contests did Ann Marlow participate in?",
                       f"SELECT ?c WHERE {{ <{R}Ann_Marlow> <{O}contest> ?c }}")
    assert v.status == "accept", v.explanation


def test_the_two_place_variant_asks_the_predicate_for_the_marker():
    from verifier.bridge.frames import _carries_marker
    from verifier.bridge.options import parse_erg_predicate as p
    from verifier.bridge.templates import load_templates

    plain = {t.variant: t for t in load_templates() if t.family == "intransitive_pp"}
    normal, event = plain["normal"], plain["event_normal"]
    assert _carries_marker(normal, p("_participate_v_in"), ("in",))
    assert not _carries_marker(normal, p("_write_v_to"), ("on",))
    assert not _carries_marker(normal, p("_work_v_1"), ("in",))
    assert not _carries_marker(normal, p("_write_v_1"), ())
    # the event variants take the preposition as an atom of their own: the predicate need not hold it
    assert _carries_marker(event, p("_write_v_to"), ("on",))


# A Wikidata-like lexicon, as `verifier lexicon build --wikidata` derives it: a time property with the alias
# "written on" (kept: its date is the prepositional argument) and a maker property with "wrote".
PROPERTIES = [
    {"id": "P9941", "label": "moment of drafting", "description": "moment the text was first set down",
     "alias": ["written on"], "datatype": "time"},
    {"id": "P9942", "label": "penned by", "description": "who set down the text", "alias": ["written by"],
     "datatype": "wikibase-item"},
]
RECORD = {"question": "Did Tilda Marsh write Brackwater ?",
          "context": {"entities": "{'Q990401': 'Tilda Marsh', 'Q990402': 'Brackwater'}",
                      "relations": "{'P9941': 'moment of drafting'}", "types": "{}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.mark.parametrize("question, query", [
    ("Did Tilda Marsh write Brackwater?", "ASK { wd:Q990401 wdt:P9941 wd:Q990402 . }"),
    ("Did Tilda Marsh write Brackwater?", "ASK { wd:Q990402 wdt:P9941 wd:Q990401 . }"),
    ("What did Tilda Marsh write?", "SELECT ?x WHERE { wd:Q990401 wdt:P9941 ?x . }"),
])
def test_a_time_alias_with_its_preposition_does_not_read_a_transitive_verb(wikidata_verifier, question, query):
    v = wikidata_verifier.check(question, WD + query)
    assert v.status != "accept", v.explanation


def test_the_time_alias_still_answers_when(wikidata_verifier):
    v = wikidata_verifier.check("When was Brackwater written?", WD + "SELECT ?d WHERE { wd:Q990402 wdt:P9941 ?d . }")
    assert v.status == "accept", v.explanation
