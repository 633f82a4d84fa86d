"""A class noun as the role of a named thing ("When was Kepler appointed as astronomer?") is presupposed,
as a noun in apposition to a name is: the name fixes the thing, so a query need not restate the class.
Small hand-written lexicon; the grammar parses the questions and the prover decides."""

from lemon_lexicon import header

LEX = header("dbo", "xsd") + """
:appoint_on a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "appoint"@en ] ;
    lemon:otherForm [ lemon:writtenRep "appointed"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :a_s ; lexinfo:prepositionalAdjunct :a_o ] ;
    lemon:sense [ lemon:reference dbo:appointmentDate ; lemon:subjOfProp :a_s ; lemon:objOfProp :a_o ;
                  lemon:condition [ lemon:propertyDomain dbo:Person ; lemon:propertyRange xsd:date ] ] .
:a_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "on"@en ] ] .
:astronomer a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "astronomer"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n1 ] ;
    lemon:sense [ lemon:reference dbo:Astronomer ; lemon:isA :n1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "When was Kepler appointed as astronomer?"


def test_the_role_of_a_named_thing_is_presupposed(verifier):
    v = verifier.check(Q, H + "SELECT ?d WHERE { dbr:Kepler dbo:appointmentDate ?d }")
    assert v.status == "accept", v.explanation
    assert any("role of a named thing" in a["source"] for a in v.proof["axioms"])


def test_the_role_proves_nothing_else(verifier):
    # another entity, the far end, another relation: each still another question
    assert verifier.check(Q, H + "SELECT ?d WHERE { dbr:Galileo dbo:appointmentDate ?d }").status == "reject"
    assert verifier.check(Q, H + "SELECT ?d WHERE { ?d dbo:appointmentDate dbr:Kepler }").status == "reject"
    assert verifier.check(Q, H + "SELECT ?d WHERE { dbr:Kepler dbo:birthDate ?d }").status == "reject"


def test_no_role_without_a_name(verifier):
    # "Which people …" is no name: the role noun is what the question asks about, not presupposed
    v = verifier.check("Which people were appointed as astronomers?",
                       H + "SELECT ?p WHERE { ?p dbo:appointmentDate ?d }")
    assert v.status != "accept", v.explanation
