""""Who is the chancellor of X?" asks for a person: a property whose name says its values are titles
(no person, agent or group by WordNet) does not answer it from its value end."""

import pytest
from lemon_lexicon import header

LEX = header("dbo", "dbp") + """
:chancellor_leader a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "chancellor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :c1 ; lexinfo:prepositionalAdjunct :c2 ] ;
    lemon:sense [ lemon:reference dbo:leader ; lemon:subjOfProp :c2 ; lemon:objOfProp :c1 ] .
:c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:chancellor_title a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "chancellor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :t1 ; lexinfo:prepositionalAdjunct :t2 ] ;
    lemon:sense [ lemon:reference dbp:title ; lemon:subjOfProp :t2 ; lemon:objOfProp :t1 ] .
:t2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

PREFIX = ("PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbp: <http://dbpedia.org/property/>\n"
          "PREFIX dbr: <http://dbpedia.org/resource/>\n")


def test_who_is_not_answered_by_a_title(verifier):
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed")
    question = "Who is the chancellor of Austria?"
    v = verifier.check(question, PREFIX + "SELECT ?x WHERE { dbr:Austria dbo:leader ?x }")
    assert v.status == "accept", v.explanation
    v = verifier.check(question, PREFIX + "SELECT ?x WHERE { dbr:Austria dbp:title ?x }")
    assert v.status != "accept", v.explanation
    # without "who" the title is a fine answer to what the noun names
    v = verifier.check("What is the chancellor of Austria?", PREFIX + "SELECT ?x WHERE { dbr:Austria dbp:title ?x }")
    assert v.status == "accept", v.explanation


def test_names_no_agent():
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed")
    from verifier.bridge.lexcheck import names_no_agent
    assert names_no_agent("title")
    assert not names_no_agent("leader") and not names_no_agent("team") and not names_no_agent("owner")
    assert not names_no_agent("xyzzyq")  # WordNet does not know it: no judgement
