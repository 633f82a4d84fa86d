"""A verb done in a role, with the role noun after "as" (``verifier/bridge/readings/roles.py``,
``read_role_verb``): "X appears as a character in Y" is X being a character in Y, the noun naming the relation
(WordNet's appear.v.06 is "appear as a character on stage"). Small hand-written lexicon; the grammar parses
the questions and the prover decides. The names are made up."""

import pytest

pytestmark = pytest.mark.wordnet  # the verb's sense is WordNet's

LEX = """
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix dbo: <http://dbpedia.org/ontology/> .
@prefix : <http://example.org/lex#> .
:character_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "character"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :c1 ; lexinfo:prepositionalAdjunct :c2 ] ;
    lemon:sense [ lemon:reference dbo:characters ; lemon:subjOfProp :c2 ; lemon:objOfProp :c1 ] .
:c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:member_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference dbo:member ; lemon:subjOfProp :m2 ; lemon:objOfProp :m1 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Who appears as a character in Zorvania Tales?"


def test_a_verb_done_in_a_role_is_its_subject_being_the_role_noun(verifier):
    v = verifier.check(Q, H + "SELECT ?p WHERE { dbr:Zorvania_Tales dbo:characters ?p }")
    assert v.status == "accept", v.explanation
    assert any(a["name"].startswith("role_verb:") for a in v.proof["axioms"])


def test_the_role_verb_proves_nothing_else(verifier):
    # the relation turned round, another work: each still another question
    assert verifier.check(Q, H + "SELECT ?p WHERE { ?p dbo:characters dbr:Zorvania_Tales }").status == "reject"
    assert verifier.check(Q, H + "SELECT ?p WHERE { dbr:Orlen_Saga dbo:characters ?p }").status == "reject"


def test_a_verb_not_done_in_a_role_is_not_read_so(verifier):
    # "die as a member": dying is no role WordNet names; absence of a reading is no evidence either way
    v = verifier.check("Who dies as a member of the Zorvania Guild?",
                       H + "SELECT ?p WHERE { dbr:Zorvania_Guild dbo:member ?p }")
    assert v.status != "accept", v.explanation
