"""A transitive verb whose object is only a name that the verb's date-valued property spells in its own
name ("When did X join NATO?" and an infobox key ``accessionnatodate``) reads as that property: the date is
the time of the event, the name stays in the axiom (axiom_templates/intransitive_pp.tmpl, arity:
named_object). Small hand-written lexicon that maps the date to the verb's direct object, as generated
lexica do; the grammar parses the questions and the prover decides."""

import pytest
from lemon_lexicon import header


LEX = header("xsd") + """
:join a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "join"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :j_s ; lexinfo:directObject :j_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/accessionnatodate> ;
                  lemon:subjOfProp :j_s ; lemon:objOfProp :j_o ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Country> ;
                                    lemon:propertyRange xsd:date ] ] .
:enter a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "enter"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :n_s ; lexinfo:directObject :n_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/entryDate> ;
                  lemon:subjOfProp :n_s ; lemon:objOfProp :n_o ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Country> ;
                                    lemon:propertyRange xsd:date ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> " \
    "PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "When did Freedonia join NATO?"


def test_the_property_that_spells_the_object_is_the_time_of_the_event(verifier):
    v = verifier.check(Q, H + "SELECT ?d WHERE { dbr:Freedonia dbp:accessionnatodate ?d }")
    assert v.status == "accept", v.explanation
    axiom = next(a for a in v.proof["axioms"] if "accessionnatodate" in a["name"])
    assert '"NATO"' in axiom["formula"]


@pytest.mark.parametrize("sparql", [
    # another subject
    "SELECT ?d WHERE { dbr:Sylvania dbp:accessionnatodate ?d }",
    # the relation the wrong way round
    "SELECT ?d WHERE { ?d dbp:accessionnatodate dbr:Freedonia }",
    # the subject dropped: every date of joining
    "SELECT ?d WHERE { ?c dbp:accessionnatodate ?d }",
])
def test_a_query_that_says_otherwise_is_not_accepted(verifier, sparql):
    assert verifier.check(Q, H + sparql).status != "accept"


def test_another_object_is_not_the_one_the_property_spells(verifier):
    v = verifier.check("When did Freedonia join the Commonwealth?",
                       H + "SELECT ?d WHERE { dbr:Freedonia dbp:accessionnatodate ?d }")
    assert v.status != "accept"


def test_a_property_that_does_not_spell_the_object_takes_no_such_reading(verifier):
    # dbo:entryDate names no "NATO": entering NATO is not proved to be any entry date
    v = verifier.check("When did Freedonia enter NATO?", H + "SELECT ?d WHERE { dbr:Freedonia dbo:entryDate ?d }")
    assert v.status != "accept"
