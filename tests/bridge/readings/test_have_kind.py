""""X has a Y" between two nouns that no relational noun or verb frame takes reads as Y located in X
(vague_relations.table), and a lexicon restriction that types by an individual rather than a class
("ferry" as rdf:type dbr:Ferry_service) is also read with the property the KG states such kinds with
(the KG profile's kind_individual role: dbo:type). Small hand-written lexicon; the grammar parses the
questions and the prover decides."""

from lemon_lexicon import header

LEX = header("owl") + """
:ferry a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "ferry"@en ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ;
        owl:onProperty <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> ;
        owl:hasValue <http://dbpedia.org/resource/Ferry_service> ] ] .
:town a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "town"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Town> ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Which town has a ferry?"


def test_a_town_that_has_a_ferry_is_where_the_ferry_is(verifier):
    v = verifier.check(Q, H + "SELECT ?t WHERE { ?f dbo:type dbr:Ferry_service ; dbo:location ?t . ?t a dbo:Town }")
    assert v.status == "accept", v.explanation
    sources = " ".join(a["source"] for a in v.proof["axioms"])
    assert "kind_individual role" in sources and "vague_relations.table" in sources


def test_the_lexicons_own_typing_still_holds(verifier):
    v = verifier.check(Q, H + "SELECT ?t WHERE { ?f a dbr:Ferry_service ; dbo:location ?t . ?t a dbo:Town }")
    assert v.status == "accept", v.explanation


def test_other_kinds_directions_and_answers_are_rejected(verifier):
    for q in ("SELECT ?t WHERE { ?f dbo:type dbr:Bus_service ; dbo:location ?t . ?t a dbo:Town }",
              "SELECT ?t WHERE { ?f dbo:type dbr:Ferry_service . ?t dbo:location ?f . ?t a dbo:Town }",
              "SELECT ?f WHERE { ?f dbo:type dbr:Ferry_service ; dbo:location ?t . ?t a dbo:Town }",
              "SELECT ?t WHERE { ?f dbo:location ?t . ?t a dbo:Town }",
              "SELECT ?t WHERE { ?f dbo:genre dbr:Ferry_service ; dbo:location ?t . ?t a dbo:Town }"):
        v = verifier.check(Q, H + q)
        assert v.status == "reject", (q, v.explanation)
