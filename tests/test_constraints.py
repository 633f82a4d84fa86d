"""Constraints a query drops or adds: the typing that a property's lexicon entries imply, and the
explanation that names the constraint. Small hand-written lexicon; the grammar parses the questions and
the prover decides."""

LEX = """
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix : <http://example.org/lex#> .
:produce_film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pf_s ; lexinfo:directObject :pf_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ; lemon:subjOfProp :pf_o ; lemon:objOfProp :pf_s ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Film> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
:produce_album a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pa_s ; lexinfo:directObject :pa_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ; lemon:subjOfProp :pa_o ; lemon:objOfProp :pa_s ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Album> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:otherForm [ lemon:writtenRep "films"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Film> ] .
:album a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "album"@en ] ;
    lemon:otherForm [ lemon:writtenRep "albums"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Album> ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_the_entry_whose_domain_the_question_names_types_the_property(verifier):
    # the two "produce" entries give one axiom; each question's noun picks its own entry's domain,
    # whichever entry the bridge happened to keep
    for noun, cls in (("films", "dbo:Film"), ("albums", "dbo:Album")):
        v = verifier.check(f"Which {noun} did Nora Lind produce?", H + "SELECT ?x WHERE { ?x dbo:producer dbr:Nora_Lind }")
        assert v.status == "accept", (noun, v.explanation)
        assert f"domain_range:dbo:producer={cls}" in {a["name"] for a in v.proof["axioms"]}


def test_one_domain_per_reading(verifier):
    # both domains at once would make every production a film and an album, and prove this query
    v = verifier.check("Which albums did Nora Lind produce?",
                       H + "SELECT ?x WHERE { ?x dbo:producer dbr:Nora_Lind . ?x a dbo:Film }")
    assert v.status == "reject", v.explanation
