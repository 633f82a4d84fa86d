"""A noun the lexicon restricts by one property to several values means any of them: "vikings" with
origin Norway and origin Denmark asks for both, and a query that keeps one value answers only part."""

from lemon_lexicon import header

LEX = header("dbo", "dbr", "owl") + """
:viking_1 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "viking"@en ] ;
    lemon:otherForm [ lemon:writtenRep "vikings"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :v1 ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ; owl:onProperty dbo:origin ; owl:hasValue dbr:Norway ] ;
                  lemon:isA :v1 ] .
:viking_2 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "viking"@en ] ;
    lemon:otherForm [ lemon:writtenRep "vikings"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :v2 ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ; owl:onProperty dbo:origin ; owl:hasValue dbr:Denmark ] ;
                  lemon:isA :v2 ] .
"""

PREFIX = "PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbr: <http://dbpedia.org/resource/>\n"


def test_one_value_answers_part_of_the_question(verifier):
    v = verifier.check("Give me all vikings.", PREFIX + "SELECT ?x WHERE { ?x dbo:origin dbr:Norway }")
    assert v.status != "accept", v.explanation


def test_the_union_of_the_values_answers_it(verifier):
    v = verifier.check("Give me all vikings.", PREFIX + "SELECT ?x WHERE { { ?x dbo:origin dbr:Norway } "
                       "UNION { ?x dbo:origin dbr:Denmark } }")
    assert v.status == "accept", v.explanation
