"""The passive of a verb with a preposition of its own ("X was cast in Y", axiom_templates/
passive_prepositions.table) carries the lexicon frame's marked argument with that preposition, whatever
marker a generated lexicon gave it (QALD-9's puts "by" on the property's subject). Small hand-written
lexicon in that style; the grammar parses the questions and the prover decides."""

import pytest
from lemon_lexicon import LEMON


LEX = LEMON + """
:cast a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "cast"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :c_s ; lexinfo:directObject :c_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/starring> ; lemon:subjOfProp :c_o ; lemon:objOfProp :c_s ] .
:c_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "by"@en ] ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :f_s ; lexinfo:directObject :f_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/filmingLocation> ; lemon:subjOfProp :f_o ; lemon:objOfProp :f_s ] .
:f_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "by"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Who was cast in Casablanca?"


def test_the_verbs_own_preposition_carries_the_marked_argument(verifier):
    v = verifier.check(Q, H + "SELECT ?a WHERE { dbr:Casablanca dbo:starring ?a }")
    assert v.status == "accept", v.explanation
    axiom = next(a for a in v.proof["axioms"] if "dbo:starring" in a["name"])
    assert "_in_p" in axiom["formula"]


@pytest.mark.parametrize("sparql", [
    # the relation the wrong way round
    "SELECT ?a WHERE { ?a dbo:starring dbr:Casablanca }",
    # another film
    "SELECT ?a WHERE { dbr:Metropolis dbo:starring ?a }",
    # the film dropped: everyone who starred anywhere
    "SELECT ?a WHERE { ?f dbo:starring ?a }",
])
def test_a_query_that_says_otherwise_is_not_accepted(verifier, sparql):
    assert verifier.check(Q, H + sparql).status != "accept"


def test_a_verb_without_a_preposition_of_its_own_keeps_the_lexicons_marker(verifier):
    # "film" is not listed: "in Casablanca" is no argument of its frame, so it is not read as one
    v = verifier.check("What was filmed in Casablanca?", H + "SELECT ?x WHERE { ?x dbo:filmingLocation dbr:Casablanca }")
    assert v.status != "accept"
