"""Organisations given a place (axiom_templates/organisation_locations.table): "studied in <city>" read
as "studied at a school located in the city" when the lexicon's property holds schools and the query
states the school's location. Small hand-written lexicon and sentences written for these tests; the
grammar parses the questions and the prover decides."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.located import load_organisation_locations, located_formula, parse_organisation_locations
from verifier.logic import Atom, Const, Forall, Iff, Implies, Var, conj, disj

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:study_at a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "study"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :s_s ; lexinfo:prepositionalAdjunct :s_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/almaMater> ; lemon:subjOfProp :s_s ; lemon:objOfProp :s_o ;
                  lemon:condition [ lemon:propertyRange <http://dbpedia.org/ontology/EducationalInstitution> ] ] .
:s_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:die_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "die"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :d_s ; lexinfo:prepositionalAdjunct :d_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/deathPlace> ; lemon:subjOfProp :d_s ; lemon:objOfProp :d_o ;
                  lemon:condition [ lemon:propertyRange <http://dbpedia.org/ontology/Place> ] ] .
:d_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:painter a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "painter"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Painter> ; lemon:isA :p1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> " \
    "PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Which painters studied in Lyon?"


def test_the_table_lists_organisation_classes_and_location_properties():
    t = parse_organisation_locations("class dbo:School  # a range\nlocated dbo:city\n")
    assert t.classes == {"dbo:School"} and t.located == ("dbo:city",)
    with pytest.raises(ValueError):
        parse_organisation_locations("near dbo:city\n")
    shipped = load_organisation_locations()
    assert "dbo:EducationalInstitution" in shipped.classes and "dbo:city" in shipped.located


def test_the_rewrite_reads_the_value_as_a_located_organisation_in_epr():
    x, y = Var("x"), Var("y")
    words = Atom("_train_v_in", (x, y))
    f = Forall((x, y), Iff(words, Atom("ex:school", (x, y))))
    read = located_formula(f, ["ex:school"], ["ex:town", "ex:seat"])
    w = Const("?organisation#ex:school")
    # derived: a fixed witness school located in the place by either property
    assert read.body.parts[0] == Implies(words, conj([Atom("ex:school", (x, w)),
                                                     disj([Atom("ex:town", (w, y)), Atom("ex:seat", (w, y))])]))
    # assumed: any school located there by either property, one universal rule for each
    z = Var("z0")
    assert read.body.parts[1:] == (Forall((z,), Implies(conj([Atom("ex:school", (x, z)), Atom("ex:town", (z, y))]), words)),
                                   Forall((z,), Implies(conj([Atom("ex:school", (x, z)), Atom("ex:seat", (z, y))]), words)))
    assert located_formula(f, ["ex:other"], ["ex:town"]) is None
    assert located_formula(f, ["ex:school"], []) is None


@needs_wordnet
def test_the_direct_reading_still_proves_the_direct_query(verifier):
    v = verifier.check(Q, H + "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater dbr:Lyon }")
    assert v.status == "accept", v.explanation
    assert "organisation_locations" not in str(v.proof)


@needs_wordnet
@pytest.mark.parametrize("sparql", [
    "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater ?s . ?s dbo:city dbr:Lyon }",
    # the ontology property and its infobox field, either
    "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater ?s { ?s dbo:city dbr:Lyon } UNION { ?s dbp:city dbr:Lyon } }",
])
def test_a_school_located_in_the_place(verifier, sparql):
    v = verifier.check(Q, H + sparql)
    assert v.status == "accept", v.explanation
    assert any("organisation_locations.table" in a["source"] for a in v.proof["axioms"])


@needs_wordnet
@pytest.mark.parametrize("question,sparql", [
    # another place
    (Q, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater ?s . ?s dbo:city dbr:Nantes }"),
    # the location triple reversed
    (Q, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater ?s . dbr:Lyon dbo:city ?s }"),
    # no location stated: any school
    (Q, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater ?s }"),
    # by a property the table does not list
    (Q, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:almaMater ?s . ?s dbo:country dbr:Lyon }"),
    # the school asked for instead of the painter
    (Q, "SELECT ?s WHERE { ?x a dbo:Painter ; dbo:almaMater ?s . ?s dbo:city dbr:Lyon }"),
    # a place-valued relation holds no organisation: no school in between
    ("Which painters died in Lyon?", "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:deathPlace ?s . ?s dbo:city dbr:Lyon }"),
])
def test_wrong_chains_are_rejected(verifier, question, sparql):
    v = verifier.check(question, H + sparql)
    assert v.status == "reject", v.explanation
