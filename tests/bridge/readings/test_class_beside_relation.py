"""A relational noun read through a property keeps the class the noun itself names, where the query states
it: "the players of X" as ``dbo:team`` and, beside it, ``dbo:Player`` (readings/named.py,
``read_class_beside_relation``). Small hand-written lexicon; the grammar parses the question."""

import pytest

from lemon_lexicon import header
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = header("dbo") + """
:player_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "player"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :p_s ; lexinfo:prepositionalAdjunct :p_o ] ;
    lemon:sense [ lemon:reference dbo:team ; lemon:subjOfProp :p_s ; lemon:objOfProp :p_o ] .
:p_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Who are the players of the Ferrow Hawks?"


def test_the_class_the_noun_names_may_stand_beside_the_relation(verifier):
    for sparql in ("SELECT ?p WHERE { ?p dbo:team dbr:Ferrow_Hawks }",
                   "SELECT ?p WHERE { ?p dbo:team dbr:Ferrow_Hawks ; a dbo:Player }"):
        v = verifier.check(Q, H + sparql)
        assert v.status == "accept", (sparql, v.explanation)
    v = verifier.check(Q, H + "SELECT ?p WHERE { ?p dbo:team dbr:Ferrow_Hawks ; a dbo:Player }")
    assert any("names the query's class dbo:Player" in a["source"] for a in v.proof["axioms"])


def test_a_class_the_noun_does_not_name_is_still_extra(verifier):
    # the class is not the noun's own ("goalkeeper" says more than "player"); the relation is still required
    assert verifier.check(Q, H + "SELECT ?p WHERE { ?p dbo:team dbr:Ferrow_Hawks ; a dbo:Goalkeeper }").status != "accept"
    assert verifier.check(Q, H + "SELECT ?p WHERE { ?p a dbo:Player }").status != "accept"
    assert verifier.check(Q, H + "SELECT ?p WHERE { ?p dbo:team dbr:Marsh_Owls ; a dbo:Player }").status == "reject"
