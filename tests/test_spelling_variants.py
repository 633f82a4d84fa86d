"""One word in its British and American spellings is one word (``options._stem_token``): a question's
"amateur organizations" spells a query class named "Amateur Organisation". Made-up lexicon, names and class."""

import pytest
from rdflib import Graph

from lemon_lexicon import LEMON
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.options import _stem_token
from verifier.bridge.wordnet import wordnet_available

LEX = LEMON + """
:member_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/club> ; lemon:subjOfProp :m1 ; lemon:objOfProp :m2 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_isation_and_ization_are_one_word():
    assert _stem_token("organisations") == _stem_token("organization") == "organization"
    assert _stem_token("colonisation") == _stem_token("colonizations")
    assert _stem_token("states") == "state" and _stem_token("glass") == "glass"


@pytest.fixture(scope="module")
def verifier():
    from verifier.api import Verifier
    return Verifier(lexicon=Lexicon.from_graph(Graph().parse(data=LEX, format="turtle")))


@pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")
def test_a_class_spelt_the_british_way_reads_as_the_phrase(verifier):
    q = "Which amateur organizations are members of the Gravel Pit Club?"
    v = verifier.check(q, P + "SELECT ?o WHERE { ?o a dbo:Amateur-Organisation ; dbo:club dbr:Gravel_Pit_Club }")
    assert v.status == "accept", v.explanation
    v = verifier.check(q, P + "SELECT ?o WHERE { ?o a dbo:AmateurSociety ; dbo:club dbr:Gravel_Pit_Club }")
    assert v.status != "accept", v.explanation
