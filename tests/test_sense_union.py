"""A question word the query reads as a UNION of its senses: a singer is of the class dbo:Singer or has
the occupation dbr:Singer (two senses in the lexicon, of different shapes), and a "opened in" year is
stored under the ontology's year or under the infobox field it is mapped from (a property variant, no
label of the word's).
Each branch a sense of the word: the union is the word's disjunction. One branch alone keeps its
own reading; a branch that is no sense of the word is named."""

from lemon_lexicon import header

LEX = header("dbo", "dbr", "owl") + """
:singer_1 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "singer"@en ] ;
    lemon:otherForm [ lemon:writtenRep "singers"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :s1 ] ;
    lemon:sense [ lemon:reference dbo:Singer ; lemon:isA :s1 ] .
:singer_2 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "singer"@en ] ;
    lemon:otherForm [ lemon:writtenRep "singers"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :s2 ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ; owl:onProperty dbo:occupation ; owl:hasValue dbr:Singer ] ;
                  lemon:isA :s2 ] .
:band a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "band"@en ] ;
    lemon:otherForm [ lemon:writtenRep "bands"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :b1 ] ;
    lemon:sense [ lemon:reference dbo:Band ; lemon:isA :b1 ] .
:open_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "open"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :f_s ; lexinfo:prepositionalAdjunct :f_o ] ;
    lemon:sense [ lemon:reference dbo:inaugurationYear ; lemon:subjOfProp :f_s ; lemon:objOfProp :f_o ;
                  lemon:condition [ lemon:propertyRange <http://www.w3.org/2001/XMLSchema#gYear> ] ] .
:f_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""

PREFIX = ("PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbr: <http://dbpedia.org/resource/>\n"
          "PREFIX dbp: <http://dbpedia.org/property/>\n")


def test_a_union_of_two_senses_of_different_shape_is_the_word(verifier):
    v = verifier.check("Give me all singers.", PREFIX + "SELECT ?x WHERE { { ?x a dbo:Singer } "
                       "UNION { ?x dbo:occupation dbr:Singer } }")
    assert v.status == "accept", v.explanation


def test_each_sense_alone_is_still_a_reading(verifier):
    for body in ("?x a dbo:Singer", "?x dbo:occupation dbr:Singer"):
        v = verifier.check("Give me all singers.", PREFIX + f"SELECT ?x WHERE {{ {body} }}")
        assert v.status == "accept", (body, v.explanation)


def test_a_branch_that_is_no_sense_of_the_word_is_named(verifier):
    v = verifier.check("Give me all singers.", PREFIX + "SELECT ?x WHERE { { ?x a dbo:Singer } "
                       "UNION { ?x dbo:occupation dbr:Dancer } }")
    assert v.status == "reject", v.explanation
    assert "dbr:Dancer" in v.explanation


def test_both_senses_in_one_branch_are_no_union(verifier):
    # a conjunction of the senses asks for more than the word: singers of the class without the
    # occupation are lost
    v = verifier.check("Give me all singers.", PREFIX + "SELECT ?x WHERE { ?x a dbo:Singer ; "
                       "dbo:occupation dbr:Singer }")
    assert v.status == "reject", v.explanation


def test_a_year_and_the_infobox_field_it_is_mapped_from(verifier):
    q = "Which bands were opened in 1994?"
    union = PREFIX + ('SELECT ?b WHERE { ?b a dbo:Band { ?b dbo:inaugurationYear ?y } UNION { ?b dbp:inauguration ?y } '
                      'FILTER (year(?y) = 1994) }')
    assert verifier.check(q, union).status == "accept"
    alone = PREFIX + 'SELECT ?b WHERE { ?b a dbo:Band ; dbo:inaugurationYear ?y FILTER (year(?y) = 1994) }'
    assert verifier.check(q, alone).status == "accept"
    # another date of the band is no sense of "opened": not accepted; WordNet's first senses of "dissolution"
    # (going into solution) do not set it against an opening, so by the open lexicon it is unknown, not disproved
    other = PREFIX + ('SELECT ?b WHERE { ?b a dbo:Band { ?b dbo:inaugurationYear ?y } UNION { ?b dbp:dissolution ?y } '
                      'FILTER (year(?y) = 1994) }')
    v = verifier.check(q, other)
    assert v.status != "accept" and "dbp:dissolution" in v.explanation, v.explanation
