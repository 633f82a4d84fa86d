"""A relation of adjoining ("border") holds both ways: the query may read it from either end's record.

``dbo:border`` names the same two-way relation as the bordering properties ``symmetric_properties.table``
already lists (``dbp:borders``): what borders A is bordered by A. A query that reads the named place's own
record (``dbr:A dbo:border ?x``) for "Which provinces border A?" asks what the question asks; with the
relation read one way only it dropped the question's "border" (``missing_constraint``)."""

from verifier.bridge import load_symmetric_properties

LEX = """
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix : <http://example.org/lex#> .
:to_border a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "border"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :b_s ; lexinfo:directObject :b_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/border> ; lemon:subjOfProp :b_s ; lemon:objOfProp :b_o ] .
"""

QUESTION = "Which provinces border Quellmark?"


def test_border_is_listed_as_a_two_way_relation():
    assert "dbo:border" in load_symmetric_properties()


def test_the_named_places_own_record_of_its_borders_is_accepted(verifier):
    v = verifier.check(QUESTION, "SELECT ?p WHERE { <http://dbpedia.org/resource/Quellmark> "
                                 "<http://dbpedia.org/ontology/border> ?p }")
    assert v.status == "accept", v.explanation


def test_another_place_keeps_its_rejection(verifier):
    v = verifier.check(QUESTION, "SELECT ?p WHERE { <http://dbpedia.org/resource/Zarnholm> "
                                 "<http://dbpedia.org/ontology/border> ?p }")
    assert v.status == "reject", v.explanation
