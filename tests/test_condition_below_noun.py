"""A class the question's noun names is implied by a chosen sense whose condition gives that end of the
property a class *below* it (``ontology._noun_class_above``): "founded in" as a company's foundation place
makes every founded thing an organisation, so "Which organizations were founded in X?" needs no
``?o a dbo:Organisation``. A noun's class below the condition, or beside it, still needs the query to say
it. Small made-up lexicon and names; the grammar parses the questions and the prover decides."""

import pytest

from lemon_lexicon import header
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = header("dbo") + """
:found_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "found"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :f_s ; lexinfo:prepositionalAdjunct :f_o ] ;
    lemon:sense [ lemon:reference dbo:foundationPlace ; lemon:subjOfProp :f_s ; lemon:objOfProp :f_o ;
                  lemon:condition [ lemon:propertyDomain dbo:Company ; lemon:propertyRange dbo:Place ] ] .
:f_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:organization a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "organization"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :o1 ] ;
    lemon:sense [ lemon:reference dbo:Organisation ; lemon:isA :o1 ] .
:airline a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "airline"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :a1 ] ;
    lemon:sense [ lemon:reference dbo:Airline ; lemon:isA :a1 ] .
:university a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "university"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :u1 ] ;
    lemon:sense [ lemon:reference dbo:University ; lemon:isA :u1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_a_condition_below_the_noun_implies_its_class(verifier):
    v = verifier.check("Which organizations were founded in Zorvath?",
                       H + "SELECT ?o WHERE { ?o dbo:foundationPlace dbr:Zorvath }")
    assert v.status == "accept", v.explanation
    assert verifier.check("Which organizations were founded in Zorvath?",
                          H + "SELECT ?o WHERE { ?o dbo:foundationPlace dbr:Zorvath . ?o a dbo:Organisation }"
                          ).status == "accept"


@pytest.mark.parametrize("noun, cls", [("airlines", "dbo:Airline"), ("universities", "dbo:University")])
def test_a_noun_below_or_beside_the_condition_still_needs_its_class(verifier, noun, cls):
    # every airline is a company, not every company an airline; a university is not a company
    v = verifier.check(f"Which {noun} were founded in Zorvath?",
                       H + "SELECT ?o WHERE { ?o dbo:foundationPlace dbr:Zorvath }")
    assert v.status == "reject" and "missing_constraint" in v.reasons, v.explanation
    assert verifier.check(f"Which {noun} were founded in Zorvath?",
                          H + f"SELECT ?o WHERE {{ ?o dbo:foundationPlace dbr:Zorvath . ?o a {cls} }}"
                          ).status == "accept"
