"""A query property whose name ends in the question's class noun (dbo:sourceCountry and "country") has
values of that class: the query need not restate the type. Small hand-written lexicon; the grammar parses
the questions and the prover decides."""

from lemon_lexicon import header
from verifier.bridge.frames import _name_ends_in

LEX = header("owl") + """
:rise_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "rise"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :ri_s ; lexinfo:prepositionalAdjunct :ri_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/sourceCountry> ; lemon:subjOfProp :ri_s ; lemon:objOfProp :ri_o ] .
:ri_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:flow_through a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "flow"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :fl_s ; lexinfo:prepositionalAdjunct :fl_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/location> ; lemon:subjOfProp :fl_s ; lemon:objOfProp :fl_o ] .
:fl_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "through"@en ] ] .
:country a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:otherForm [ lemon:writtenRep "countries"@en ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ;
        owl:onProperty <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> ;
        owl:hasValue <http://dbpedia.org/ontology/Country> ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_name_endings_at_word_boundaries():
    assert _name_ends_in("dbo:sourceCountry", {"country"}) and _name_ends_in("dbo:country", {"country"})
    assert _name_ends_in("dbo:programmingLanguage", {"programminglanguage"})
    assert _name_ends_in("dbp:borderingstates", {"states"})
    # inside a camelCase word, or a short form inside an infobox name: no
    assert not _name_ends_in("dbo:countryside", {"country"}) and not _name_ends_in("dbo:heart", {"art"})
    assert not _name_ends_in("dbo:countryCode", {"country"})


def test_the_class_is_implied_by_a_property_named_after_it(verifier):
    q = "In which country does the Elbe rise?"
    v = verifier.check(q, H + "SELECT ?c WHERE { dbr:Elbe dbo:sourceCountry ?c }")
    assert v.status == "accept", v.explanation
    assert any("ends in" in a["source"] for a in v.proof["axioms"])
    # restating the type is fine too
    assert verifier.check(q, H + "SELECT ?c WHERE { dbr:Elbe dbo:sourceCountry ?c . ?c a dbo:Country }").status == "accept"


def test_a_property_not_named_after_the_class_still_needs_the_type(verifier):
    # dbo:location's values may be any place: "country" is a level of place the query leaves to the data
    # (not proved: unknown, place_level; see readings/presupposed.py)
    v = verifier.check("Through which countries does the Elbe flow?", H + "SELECT ?c WHERE { dbr:Elbe dbo:location ?c }")
    assert v.status == "unknown" and "place_level" in v.reasons, v.explanation
