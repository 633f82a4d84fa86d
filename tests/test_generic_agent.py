"""A verb whose agent is only a generic noun ("people sing X in Y") reads as its passive ("X is sung in
Y"): the lexicon frame's subject is the verb's object and the preposition on the event its
prepositional argument (axiom_templates/intransitive_pp.tmpl, arity: generic). Small hand-written
lexicon; the grammar parses the questions and the prover decides."""

import pytest
from lemon_lexicon import LEMON


LEX = LEMON + """
:eat_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "eat"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :e_s ; lexinfo:prepositionalAdjunct :e_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/cuisine> ; lemon:subjOfProp :e_o ; lemon:objOfProp :e_s ] .
:e_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:region a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "region"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :r1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Region> ; lemon:isA :r1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "In which regions do people eat Sushi?"


def test_a_generic_agent_reads_as_the_passive(verifier):
    v = verifier.check(Q, H + "SELECT ?r WHERE { ?r a dbo:Region ; dbo:cuisine dbr:Sushi }")
    assert v.status == "accept", v.explanation
    axiom = next(a for a in v.proof["axioms"] if "dbo:cuisine" in a["name"])
    assert "_people_n_of" in axiom["formula"]


@pytest.mark.parametrize("sparql", [
    # the object dropped: every region with some cuisine
    "SELECT ?r WHERE { ?r a dbo:Region ; dbo:cuisine ?c }",
    # the relation the wrong way round
    "SELECT ?r WHERE { ?r a dbo:Region . dbr:Sushi dbo:cuisine ?r }",
    # another object
    "SELECT ?r WHERE { ?r a dbo:Region ; dbo:cuisine dbr:Paella }",
])
def test_a_query_that_says_otherwise_is_not_accepted(verifier, sparql):
    assert verifier.check(Q, H + sparql).status != "accept"


def test_a_specific_agent_is_not_generic(verifier):
    # "cooks" restricts the agent: the clause says more than the passive, so no generic reading
    v = verifier.check("In which regions do cooks eat Sushi?", H + "SELECT ?r WHERE { ?r a dbo:Region ; dbo:cuisine dbr:Sushi }")
    assert v.status != "accept"



@pytest.mark.parametrize("word, general", [("people", True), ("persons", True), ("someone", True),
                                           ("cooks", False), ("natives", False), ("citizens", False)])
def test_people_in_general_is_read_from_wordnet(verifier, word, general):
    # the rule behind the generic agent: WordNet's first sense is the synset of person or of people
    assert verifier.bridge.people_in_general(word) is general
