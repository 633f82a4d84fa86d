"""A class the query gives a thing the question names, where WordNet lists the name as an instance of that
kind (``bridge/ontology._instance_axioms``): "the Danube" is an instance of *river* in WordNet, so the query's
``?r a dbo:River`` beside the Danube's label says what the Danube is, and the query is faithful. A class WordNet
does not list it under stays a fact only the KG can decide (``type_of_named``, unknown). The lexicon is ours.
"""

import pytest
from lemon_lexicon import LEMON


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:length a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "length"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :l1 ; lexinfo:prepositionalAdjunct :l2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/length> ; lemon:subjOfProp :l2 ; lemon:objOfProp :l1 ] .
:l2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "What is the length of the Danube?"


@needs_wordnet
@pytest.mark.parametrize("sparql", [
    P + "SELECT ?l WHERE { dbr:Danube a dbo:River ; dbo:length ?l }",
    P + 'SELECT ?l WHERE { ?r <http://www.w3.org/2000/01/rdf-schema#label> "Danube"@en ; a dbo:River ; dbo:length ?l }',
    P + "SELECT ?l WHERE { ?r a dbo:Stream ; dbo:length ?l . FILTER(?r = dbr:Danube) }",
])
def test_a_class_wordnet_lists_the_named_thing_under_is_a_fact(verifier, sparql):
    v = verifier.check(Q, sparql)
    assert v.status == "accept", v.explanation
    assert "WordNet lists" in v.explanation


@needs_wordnet
def test_a_class_wordnet_does_not_list_it_under_is_left_to_the_kg(verifier):
    v = verifier.check(Q, P + "SELECT ?l WHERE { dbr:Danube a dbo:Mountain ; dbo:length ?l }")
    assert v.status == "unknown" and v.reasons[0] == "type_of_named", v.explanation
