"""A wh-phrase's class noun is presupposed of the values of a named thing's attribute
(``verifier/bridge/readings/presupposed.py``): "Which university did Ilse Brandt attend?" asks for the school
she attended and presupposes it is a university, so a query that returns it untyped is faithful. Beside each
accepted query, twins that must stay rejected: the answer as the *subject* (a class that filters), a query
that types the answer by a more general class, a reversed relation, another property, and a property that
holds places (a KG lists a death place's city and country together: the noun picks the level, which the data
decides: unknown). Names and
the small lexicon are our own.
"""

import pytest

from lemon_lexicon import header
from verifier.bridge.context import QueryContext
from verifier.bridge.readings.presupposed import presupposing_atoms_formulas
from verifier.logic import Atom, Const, Var

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo") + """
:die_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "die"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :di_s ; lexinfo:prepositionalAdjunct :di_o ] ;
    lemon:sense [ lemon:reference dbo:deathPlace ; lemon:subjOfProp :di_s ; lemon:objOfProp :di_o ] .
:di_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:brew_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "brew"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :br_s ; lexinfo:prepositionalAdjunct :br_o ] ;
    lemon:sense [ lemon:reference dbo:location ; lemon:subjOfProp :br_s ; lemon:objOfProp :br_o ] .
:br_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:attend a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "attend"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :at_s ; lexinfo:directObject :at_o ] ;
    lemon:sense [ lemon:reference dbo:almaMater ; lemon:subjOfProp :at_s ; lemon:objOfProp :at_o ] .
:university a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "university"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :un ] ;
    lemon:sense [ lemon:reference dbo:University ; lemon:isA :un ] .
:college a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "institution"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :co2 ] ;
    lemon:sense [ lemon:reference dbo:EducationalInstitution ; lemon:isA :co2 ] .
:live_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "live"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :li_s ; lexinfo:prepositionalAdjunct :li_o ] ;
    lemon:sense [ lemon:reference dbo:residenceCity ; lemon:subjOfProp :li_s ; lemon:objOfProp :li_o ] .
:li_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:town a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "town"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :to ] ;
    lemon:sense [ lemon:reference dbo:Town ; lemon:isA :to ] .
:cross a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "cross"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :cr_s ; lexinfo:directObject :cr_o ] ;
    lemon:sense [ lemon:reference dbo:crosses ; lemon:subjOfProp :cr_s ; lemon:objOfProp :cr_o ] .
:state a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "state"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :sa ] ;
    lemon:sense [ lemon:reference dbo:State ; lemon:isA :sa ] .
:country a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :co ] ;
    lemon:sense [ lemon:reference dbo:Country ; lemon:isA :co ] .
:beer a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "beer"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :be ] ;
    lemon:sense [ lemon:reference dbo:Beer ; lemon:isA :be ] .
"""

@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    """The module's lexicon with the verifier's default budgets: a rejection here is decided quickly, and
    the conftest's generous budget only lets a hard refutation run longer."""
    from verifier import Verifier

    path = tmp_path_factory.mktemp("lex") / "lexicon.ttl"
    path.write_text(LEX, encoding="utf-8")
    with Verifier(lexicon=path) as v:
        yield v


P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> " \
    "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> "


def check(verifier, question, body):
    return verifier.check(question, P + body)


def test_the_reading_is_one_rule_per_named_things_untyped_attribute():
    c, v, t = Const("dbr:Ilse_Brandt"), Var("v"), Var("t")
    q = QueryContext((), {}, (Atom("dbo:deathPlace", (c, v)), Atom("dbo:spouse", (c, t)),
                              Atom("rdf:type", (t, Const("dbo:Person"))), Atom("dbo:origin", (v, c))),
                     frozenset(), dict)
    # the typed value (t) and the atom whose subject is a variable (origin) presuppose nothing
    assert [str(f) for f in presupposing_atoms_formulas("_town_n_1", q)] == [
        "∀v. dbo:deathPlace(dbr:Ilse_Brandt, v) → _town_n_1(v)"]


def test_a_thing_the_query_names_by_a_label_is_a_named_thing_too():
    s, v, t = Var("s"), Var("v"), Var("t")
    lit = Const("Ilse Brandt", "literal", lang="en")
    q = QueryContext((), {}, (Atom("rdfs:label", (s, lit)), Atom("dbo:almaMater", (s, v)), Atom("dbo:origin", (t, v))),
                     frozenset(), dict)
    # the label itself is no attribute, and a subject no label names (t) presupposes nothing
    assert [str(f) for f in presupposing_atoms_formulas("_university_n_1", q)] == [
        '∀s v. rdfs:label(s, "Ilse Brandt"@en) ∧ dbo:almaMater(s, v) → _university_n_1(v)']


@needs_wordnet
def test_the_value_of_a_labelled_things_attribute_need_not_be_typed(verifier):
    q = "Which university did Ilse Brandt attend?"
    v = check(verifier, q, 'SELECT ?u WHERE { ?p rdfs:label "Ilse Brandt"@en ; dbo:almaMater ?u }')
    assert v.status == "accept", v.explanation
    assert "presupposed" in v.explanation and "labelled" in v.explanation
    # reversed, or the attribute of something else than the labelled thing: not the question
    for body in ('SELECT ?u WHERE { ?p rdfs:label "Ilse Brandt"@en . ?u dbo:almaMater ?p }',
                 'SELECT ?u WHERE { ?p rdfs:label "Ilse Brandt"@en . ?q dbo:almaMater ?u }'):
        assert check(verifier, q, body).status != "accept", body


@needs_wordnet
def test_the_value_of_a_named_things_attribute_need_not_be_typed(verifier):
    q = "Which university did Ilse Brandt attend?"
    for body in ("SELECT ?u WHERE { dbr:Ilse_Brandt dbo:almaMater ?u . ?u a dbo:University }",
                 "SELECT ?u WHERE { dbr:Ilse_Brandt dbo:almaMater ?u }"):
        v = check(verifier, q, body)
        assert v.status == "accept", v.explanation
    assert "presupposed" in v.explanation


@needs_wordnet
@pytest.mark.parametrize("body", [
    # a more general class the query states is judged as a class, not passed over
    "SELECT ?u WHERE { dbr:Ilse_Brandt dbo:almaMater ?u . ?u a dbo:EducationalInstitution }",
    # reversed: the named thing is now the value, and the answer what has it as its school
    "SELECT ?u WHERE { ?u dbo:almaMater dbr:Ilse_Brandt }",
    # another property of the same named thing: the noun is presupposed, the relation still compared
    "SELECT ?u WHERE { dbr:Ilse_Brandt dbo:deathPlace ?u }",
])
def test_the_presupposition_reads_no_other_query(verifier, body):
    v = check(verifier, "Which university did Ilse Brandt attend?", body)
    assert v.status == "reject", v.explanation


@needs_wordnet
def test_a_relational_noun_without_its_complement_is_presupposed_too(verifier):
    # "states" is the grammar's relational "state of", its complement unexpressed
    v = check(verifier, "Which states does the Vell cross?", "SELECT ?s WHERE { dbr:Vell dbo:crosses ?s }")
    assert v.status == "accept", v.explanation


@needs_wordnet
@pytest.mark.parametrize("noun", ["town", "country"])
def test_a_noun_on_the_values_of_a_place_valued_property_picks_their_level(verifier, noun):
    # a KG may list a death place's town and the country it lies in together, or the town alone: the noun
    # picks the level, and whether the untyped values are only that level is a fact of the data (unknown)
    q = f"In which {noun} did Ilse Brandt die?"
    v = check(verifier, q, "SELECT ?c WHERE { dbr:Ilse_Brandt dbo:deathPlace ?c }")
    assert (v.status, v.reasons[0]) == ("unknown", "place_level"), v.explanation
    assert f"“{noun}”" in v.explanation and "dbo:deathPlace" in v.explanation
    cls = "dbo:Town" if noun == "town" else "dbo:Country"
    assert check(verifier, q, f"SELECT ?c WHERE {{ dbr:Ilse_Brandt dbo:deathPlace ?c . ?c a {cls} }}").status == "accept"


@needs_wordnet
@pytest.mark.parametrize("body", [
    "SELECT ?c WHERE { ?c dbo:deathPlace dbr:Ilse_Brandt }",  # reversed
    "SELECT ?c WHERE { dbr:Tomas_Brandt dbo:deathPlace ?c }",  # another person
    "SELECT ?c WHERE { dbr:Ilse_Brandt dbo:deathPlace ?c . ?c a dbo:Country }",  # another level, stated
])
def test_the_place_level_leaves_every_other_query_rejected(verifier, body):
    v = check(verifier, "In which town did Ilse Brandt die?", body)
    assert v.status == "reject", v.explanation


@needs_wordnet
def test_a_property_whose_name_says_the_level_decides_it(verifier):
    # dbo:residenceCity holds cities by its name: "city" is presupposed of its values, "country" is not
    body = "SELECT ?c WHERE { dbr:Ilse_Brandt dbo:residenceCity ?c }"
    v = check(verifier, "In which city did Ilse Brandt live?", body)
    assert v.status == "accept", v.explanation
    v = check(verifier, "In which country did Ilse Brandt live?", body)
    assert v.status == "reject", v.explanation


@needs_wordnet
def test_a_noun_on_the_subject_of_the_relation_is_a_filter(verifier):
    # many things are brewed in a place: "beer" picks some of them, so the query must say so
    q = "Which beer is brewed in Dralmoor?"
    v = check(verifier, q, "SELECT ?b WHERE { ?b a dbo:Beer ; dbo:location dbr:Dralmoor }")
    assert v.status == "accept", v.explanation
    v = check(verifier, q, "SELECT ?b WHERE { ?b dbo:location dbr:Dralmoor }")
    assert (v.status, v.reasons[0]) == ("reject", "missing_constraint"), v.explanation


@needs_wordnet
def test_a_noun_no_reading_relates_to_the_kg_is_presupposed_where_wordnet_files_it_as_a_kind_of_thing(verifier):
    # no lexicon entry for "abbess" (WordNet: a person); "succeeded" is read by the name of dbp:successor
    q = "Which abbess succeeded Ilse Brandt?"
    v = check(verifier, q, "SELECT ?a WHERE { dbr:Ilse_Brandt dbp:successor ?a }")
    assert v.status == "accept", v.explanation
    assert "presupposed" in v.explanation
    # reversed, nothing relates the noun to the query's answer: not accepted (the noun unread, unknown)
    assert check(verifier, q, "SELECT ?a WHERE { ?a dbp:successor dbr:Ilse_Brandt }").status != "accept"


@needs_wordnet
def test_a_presupposition_that_is_only_a_guess_leaves_the_noun_unread_where_it_fails(verifier):
    # the presupposition is about the first successor, the answer is the second's: nothing relates "abbess"
    # to the answer, which is no evidence that the query is wrong (unknown, not a rejection)
    q = "Which abbess succeeded the successor of Ilse Brandt?"
    v = check(verifier, q, "SELECT ?a WHERE { dbr:Ilse_Brandt dbp:successor ?x . ?x dbp:successor ?a }")
    assert (v.status, v.reasons[0]) == ("unknown", "no_lexical_bridge"), v.explanation
    assert "abbess" in v.explanation
