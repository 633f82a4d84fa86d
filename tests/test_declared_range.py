"""The ranges a KG's ontology declares (the KG profile's declared_ranges) imply their class: a query
need not restate the type of a property's values, even where another lexicon sense of the word gives that
end a wider class; and so do the domains it declares (declared_domains), for a property's subjects. Small hand-written lexicon; the grammar parses the questions and the prover decides."""

from lemon_lexicon import header
from verifier.kg.profile import declared_domains, declared_ranges

LEX = header("dbo") + """
:fight_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "fight"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :f_s ; lexinfo:prepositionalAdjunct :f_o ] ;
    lemon:sense [ lemon:reference dbo:battle ; lemon:subjOfProp :f_s ; lemon:objOfProp :f_o ;
                  lemon:condition [ lemon:propertyDomain dbo:Person ; lemon:propertyRange dbo:MilitaryConflict ] ] .
:f_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:take_part_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "engage"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :t_s ; lexinfo:prepositionalAdjunct :t_o ] ;
    lemon:sense [ lemon:reference dbo:battle ; lemon:subjOfProp :t_s ; lemon:objOfProp :t_o ;
                  lemon:condition [ lemon:propertyDomain dbo:Person ; lemon:propertyRange dbo:Event ] ] .
:t_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:die_in_city a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "die"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :d_s ; lexinfo:prepositionalAdjunct :d_o ] ;
    lemon:sense [ lemon:reference dbo:deathPlace ; lemon:subjOfProp :d_s ; lemon:objOfProp :d_o ;
                  lemon:condition [ lemon:propertyDomain dbo:Person ; lemon:propertyRange dbo:City ] ] .
:d_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:die_in_place a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "die"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :e_s ; lexinfo:prepositionalAdjunct :e_o ] ;
    lemon:sense [ lemon:reference dbo:deathPlace ; lemon:subjOfProp :e_s ; lemon:objOfProp :e_o ;
                  lemon:condition [ lemon:propertyDomain dbo:Person ; lemon:propertyRange dbo:Place ] ] .
:e_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:war a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "war"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :w1 ] ;
    lemon:sense [ lemon:reference dbo:MilitaryConflict ; lemon:isA :w1 ] .
:city a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "city"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :c1 ] ;
    lemon:sense [ lemon:reference dbo:City ; lemon:isA :c1 ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :fi1 ] ;
    lemon:sense [ lemon:reference dbo:Film ; lemon:isA :fi1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
WARS = "In which wars did Nelson fight?"


def test_the_profile_declares_one_range_a_property():
    ranges = declared_ranges()
    assert ranges["dbo:battle"] == "dbo:MilitaryConflict"
    assert all(p.startswith(("dbo:", "wdt:")) for p in ranges)


def test_a_declared_range_implies_the_class(verifier):
    # "engage in" gives dbo:battle events: as a sense's condition, "fight in" wars would not settle the
    # class; the ontology's declared range does
    v = verifier.check(WARS, H + "SELECT ?w WHERE { dbr:Nelson dbo:battle ?w }")
    assert v.status == "accept", v.explanation
    assert any("declared by the KG's ontology" in a["source"] for a in v.proof["axioms"])
    assert verifier.check(WARS, H + "SELECT ?w WHERE { dbr:Nelson dbo:battle ?w . ?w a dbo:MilitaryConflict }"
                          ).status == "accept"


def test_the_range_proves_nothing_else(verifier):
    # the far end, another subject, or the class alone are still other questions
    assert verifier.check(WARS, H + "SELECT ?w WHERE { ?w dbo:battle dbr:Nelson }").status == "reject"
    assert verifier.check(WARS, H + "SELECT ?w WHERE { dbr:Napoleon dbo:battle ?w }").status == "reject"
    assert verifier.check(WARS, H + "SELECT ?w WHERE { ?w a dbo:MilitaryConflict }").status == "reject"


def test_an_undeclared_range_still_needs_the_type(verifier):
    # a death place is a city in one sense of "die in" and a place in another: the range proves no city,
    # and whether the KG keeps the city alone is a fact of the data
    v = verifier.check("In which city did Nelson die?", H + "SELECT ?c WHERE { dbr:Nelson dbo:deathPlace ?c }")
    assert v.status == "unknown" and "place_level" in v.reasons, v.explanation


FILMS = "Which films did Ada Lowmere direct?"


def test_the_profile_declares_a_domain():
    assert declared_domains()["dbo:director"] == "dbo:Film"


def test_a_declared_domain_implies_the_class(verifier):
    # no lexicon entry for "direct" (read by the property's name) says what is directed: the ontology's
    # declared domain of dbo:director does
    v = verifier.check(FILMS, H + "SELECT ?f WHERE { ?f dbo:director dbr:Ada_Lowmere }")
    assert v.status == "accept", v.explanation
    assert any("domain of dbo:director is dbo:Film" in a["source"] for a in v.proof["axioms"])


def test_the_domain_proves_nothing_else(verifier):
    # the domain types the subject only: the films are still the ones she directed
    assert verifier.check(FILMS, H + "SELECT ?f WHERE { dbr:Ada_Lowmere dbo:director ?f }").status != "accept"
    assert verifier.check(FILMS, H + "SELECT ?f WHERE { ?f a dbo:Film }").status != "accept"


MOVIES = "Which movies did Ada Lowmere direct?"


def test_a_noun_without_an_entry_reads_the_declared_domain_by_its_name(verifier):
    # the lexicon has no "movie": the noun is read as the declared domain of the query's dbo:director by
    # its name (a WordNet synonym of "film"), though the query names no class
    v = verifier.check(MOVIES, H + "SELECT ?f WHERE { ?f dbo:director dbr:Ada_Lowmere }")
    assert v.status == "accept", v.explanation
    assert any("‘movies’ read as dbo:Film by its name" in a["source"] for a in v.proof["axioms"]), v.proof


def test_a_noun_naming_another_class_is_not_read_as_the_declared_domain(verifier):
    # "books" names no declared class; the domain types the subject only
    v = verifier.check("Which books did Ada Lowmere direct?", H + "SELECT ?f WHERE { ?f dbo:director dbr:Ada_Lowmere }")
    assert v.status != "accept", v.explanation
    assert verifier.check(MOVIES, H + "SELECT ?f WHERE { dbr:Ada_Lowmere dbo:director ?f }").status != "accept"


def test_a_declared_domain_of_the_profile_types_a_noun_read_by_name(verifier):
    # no entry for "language" or "speak": the noun by its name, the verb by the property's, and the domain
    # the profile declares for dbo:spokenIn types the query's answers
    q = "Which languages are spoken in Lowmeria?"
    assert verifier.check(q, H + "SELECT ?l WHERE { ?l dbo:spokenIn dbr:Lowmeria }").status == "accept"
    assert verifier.check(q, H + "SELECT ?l WHERE { dbr:Lowmeria dbo:spokenIn ?l }").status != "accept"
