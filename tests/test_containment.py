"""Places inside places (axiom_templates/containment.table): "born in <country>" read also as "born in
the country or in a place whose country it is", and as "born in a place whose country it is", when the
query reaches the country through one step of containment. Small hand-written lexicon and sentences
written for these tests; the grammar parses the questions and the prover decides."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.containment import (containment_of, contained_formula, contained_name, load_containment_table,
                                         parse_containment_table)
from verifier.logic import Atom, Const, Exists, Forall, Iff, Implies, Var, conj, disj

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:born_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "born"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :b_s ; lexinfo:prepositionalAdjunct :b_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthPlace> ; lemon:subjOfProp :b_s ; lemon:objOfProp :b_o ;
                  lemon:condition [ lemon:propertyRange <http://dbpedia.org/ontology/Place> ] ] .
:b_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:die_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "die"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :d_s ; lexinfo:prepositionalAdjunct :d_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/deathPlace> ; lemon:subjOfProp :d_s ; lemon:objOfProp :d_o ] .
:d_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:brewery a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "brewery"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :br1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Brewery> ; lemon:isA :br1 ] .
:country a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :c1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Country> ; lemon:isA :c1 ] .
:painter a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "painter"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Painter> ; lemon:isA :p1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
BORN_IN_PERU = "Which painters were born in Peru?"


def test_the_table_lists_one_step_properties_place_words_and_container_kinds():
    t = parse_containment_table("via dbo:country  # the place's country\nplace hometown\nkind country.n.02\n"
                                "class dbo:Country\n")
    assert t.via == ("dbo:country",) and t.place == {"hometown"}
    assert t.kind == ("country.n.02",) and t.classes == {"dbo:Country"}
    with pytest.raises(ValueError):
        parse_containment_table("closure dbo:country\n")
    shipped = load_containment_table()
    assert "dbo:country" in shipped.via and "place" in shipped.place


def test_the_rewrite_keeps_both_directions_in_epr():
    x, y = Var("x"), Var("y")
    words = Atom("_grow_v_in", (x, y))
    f = Forall((x, y), Iff(words, Atom("ex:habitat", (x, y))))
    w = Const("?place#ex:habitat")
    union = contained_formula(f, "ex:habitat", "ex:region", w, within=False)
    # words → the value or the witness place in it; any place in it → the words (∃ on the left: universal)
    derived = disj([Atom("ex:habitat", (x, y)), conj([Atom("ex:habitat", (x, w)), Atom("ex:region", (w, y))])])
    assert union.body.parts[0] == Implies(words, derived)
    assumed = union.body.parts[1].left
    assert assumed.parts[0] == Atom("ex:habitat", (x, y)) and isinstance(assumed.parts[1], Exists)
    within = contained_formula(f, "ex:habitat", "ex:region", w, within=True)
    assert within.body.parts[0].right == conj([Atom("ex:habitat", (x, w)), Atom("ex:region", (w, y))])
    # a formula without the property has no such reading
    assert contained_formula(f, "ex:other", "ex:region", w, within=False) is None
    assert containment_of(contained_name("verb:_grow_v_in=ex:habitat", "ex:region", True)) == ("ex:region", True)
    assert containment_of("verb:_grow_v_in=ex:habitat") is None


@needs_wordnet
def test_the_direct_reading_still_proves_the_direct_query(verifier):
    v = verifier.check(BORN_IN_PERU, H + "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:birthPlace dbr:Peru }")
    assert v.status == "accept", v.explanation
    assert "containment" not in v.explanation


@needs_wordnet
@pytest.mark.parametrize("sparql", [
    # the country or a place in it
    "SELECT ?x WHERE { ?x a dbo:Painter { ?x dbo:birthPlace dbr:Peru } UNION "
    "{ ?x dbo:birthPlace ?p . ?p dbo:country dbr:Peru } }",
    # a place in it
    "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:birthPlace ?p . ?p dbo:country dbr:Peru }",
])
def test_a_place_in_the_country_the_question_names(verifier, sparql):
    v = verifier.check(BORN_IN_PERU, H + sparql)
    assert v.status == "accept", v.explanation
    assert "containment" in v.explanation
    assert any("containment.table" in a["source"] for a in v.proof["axioms"])


@needs_wordnet
@pytest.mark.parametrize("question,sparql", [
    # a city holds no other places: its name as the end of the chain is another question
    ("Which painters were born in Lima?",
     "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:birthPlace ?p . ?p dbo:country dbr:Lima }"),
    # the chain by a property the table does not list
    (BORN_IN_PERU, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:birthPlace ?p . ?p dbo:capital dbr:Peru }"),
    # the chain from another relation
    (BORN_IN_PERU, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:deathPlace ?p . ?p dbo:country dbr:Peru }"),
    # the chain to another country
    (BORN_IN_PERU, "SELECT ?x WHERE { ?x a dbo:Painter { ?x dbo:birthPlace dbr:Peru } UNION "
                   "{ ?x dbo:birthPlace ?p . ?p dbo:country dbr:Chile } }"),
    # the place asked for instead of the painter
    (BORN_IN_PERU, "SELECT ?p WHERE { ?x a dbo:Painter ; dbo:birthPlace ?p . ?p dbo:country dbr:Peru }"),
    # a constraint on the place in between that the question does not state
    (BORN_IN_PERU, "SELECT ?x WHERE { ?x a dbo:Painter ; dbo:birthPlace ?p . ?p dbo:country dbr:Peru ; a dbo:City }"),
])
def test_wrong_chains_are_rejected(verifier, question, sparql):
    v = verifier.check(question, H + sparql)
    assert v.status == "reject", v.explanation


@needs_wordnet
def test_a_vague_preposition_reads_a_place_in_the_country_too(verifier):
    # "in" on a noun that no frame takes is read as the query's location property (vague_relations.table)
    q = "Show me the breweries in Peru."
    union = H + ("SELECT ?x WHERE { ?x a dbo:Brewery { ?x dbo:location dbr:Peru } UNION "
                 "{ ?x dbo:location ?p . ?p dbo:country dbr:Peru } }")
    v = verifier.check(q, union)
    assert v.status == "accept", v.explanation
    assert "containment" in v.explanation
    assert verifier.check(q, H + "SELECT ?x WHERE { ?x a dbo:Brewery ; dbo:location dbr:Peru }").status == "accept"
    wrong = H + ("SELECT ?x WHERE { ?x a dbo:Brewery { ?x dbo:location dbr:Peru } UNION "
                 "{ ?x dbo:location ?p . ?p dbo:country dbr:Bolivia } }")
    assert verifier.check(q, wrong).status == "reject"


@needs_wordnet
@pytest.mark.parametrize("question,cls,status", [
    # the answer is a country the query types as one: a place in it counts
    ("In which countries were painters born?", "dbo:Country", "accept"),
    # a city holds no other places (no `class` row): the chain is not "born in"
    ("In which cities were painters born?", "dbo:City", "reject"),
])
def test_a_typed_container_variable(verifier, question, cls, status):
    sparql = H + (f"SELECT DISTINCT ?c WHERE {{ ?x a dbo:Painter . ?c a {cls} . {{ ?x dbo:birthPlace ?c }} UNION "
                  "{ ?x dbo:birthPlace ?p . ?p dbo:country ?c } }")
    v = verifier.check(question, sparql)
    assert v.status == status, v.explanation
    # without the type the chain's end may be anything: no containment
    if status == "accept":
        untyped = sparql.replace(f"?c a {cls} . ", "")
        assert verifier.check(question, untyped).status == "reject"
