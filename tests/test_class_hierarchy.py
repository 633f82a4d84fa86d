"""A sense's condition gives a property's end a class, and a class below it in
axiom_templates/class_hierarchy.table (an actor is a person) also types that end by the wider class
when the query names it. Small hand-written lexicon; the grammar parses the questions and the prover
decides."""

from lemon_lexicon import header
from verifier.bridge import load_superclasses

LEX = header("dbo") + """
:appear_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "appear"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :a_s ; lexinfo:prepositionalAdjunct :a_o ] ;
    lemon:sense [ lemon:reference dbo:starring ; lemon:subjOfProp :a_o ; lemon:objOfProp :a_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Actor ] ] .
:a_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:sing a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "sing"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :s_s ; lexinfo:directObject :s_o ] ;
    lemon:sense [ lemon:reference dbo:musicalArtist ; lemon:subjOfProp :s_o ; lemon:objOfProp :s_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Song ; lemon:propertyRange dbo:Band ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
WHO = "Who appeared in Vertigo?"


def test_the_shipped_table_gives_persons_a_wider_class():
    wider = load_superclasses()
    assert "dbo:Person" in wider["dbo:Actor"]
    # a band is no person, whatever an ontology's tree says of agents
    assert "dbo:Band" not in wider


def test_a_narrower_condition_implies_the_query_class(verifier):
    plain = H + "SELECT ?x WHERE { dbr:Vertigo dbo:starring ?x }"
    typed = H + "SELECT ?x WHERE { dbr:Vertigo dbo:starring ?x . ?x a dbo:Person }"
    assert verifier.check(WHO, plain).status == "accept"
    v = verifier.check(WHO, typed)
    assert v.status == "accept", v.explanation
    assert any("dbo:Person" in a["formula"] for a in v.proof["axioms"] if "starring" in a["formula"])


def test_the_wider_class_proves_nothing_else(verifier):
    # another film, the reversed triple, or a class the table does not put above the condition's
    assert verifier.check(WHO, H + "SELECT ?x WHERE { dbr:Psycho dbo:starring ?x . ?x a dbo:Person }"
                          ).status == "reject"
    assert verifier.check(WHO, H + "SELECT ?x WHERE { ?x dbo:starring dbr:Vertigo . ?x a dbo:Person }"
                          ).status == "reject"
    v = verifier.check(WHO, H + "SELECT ?x WHERE { dbr:Vertigo dbo:starring ?x . ?x a dbo:Politician }")
    assert v.status == "reject" and "extra_constraint" in v.reasons, v.explanation


def test_a_class_outside_the_table_stays_an_extra_constraint(verifier):
    v = verifier.check("Who sang Yesterday?", H + "SELECT ?x WHERE { dbr:Yesterday dbo:musicalArtist ?x . ?x a dbo:Person }")
    assert v.status == "reject" and "extra_constraint" in v.reasons, v.explanation
