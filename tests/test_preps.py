"""Prepositions no plain frame takes: a year compared on a verb's event ("launched after 1990",
axiom_templates/comparison.tmpl), a created thing had "with"/"have" and named by its maker ("plays with a
score by X"), and "from" before a relational noun ("From which province is X?"). Small hand-written
lexicon; the grammar parses the questions and the prover decides."""

import pytest
from lemon_lexicon import LEMON

LEX = LEMON + """
:rocket a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "rocket"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :r1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Rocket> ; lemon:isA :r1 ] .
:play a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "play"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Play> ; lemon:isA :p1 ] .
:score_by a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "score"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :s1 ; lexinfo:prepositionalAdjunct :s2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/composer> ; lemon:subjOfProp :s2 ; lemon:objOfProp :s1 ] .
:s2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "by"@en ] ] .
:province_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "province"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :v1 ; lexinfo:prepositionalAdjunct :v2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/province> ; lemon:subjOfProp :v2 ; lemon:objOfProp :v1 ] .
:v2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
     "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> ")
AFTER = "Which rockets were launched after 1990?"
ROCKETS = "SELECT ?r WHERE { ?r a dbo:Rocket ; dbo:launchDate ?d . FILTER(%s) }"


@pytest.mark.parametrize("question,test", [
    # "after 1990": after its last day, however the query spells the bound
    (AFTER, '?d > "1990-12-31"^^xsd:date'),
    (AFTER, '?d >= "1991-01-01"^^xsd:date'),
    ("Which rockets were launched before 1990?", '?d < "1990-01-01"^^xsd:date'),
    ("Which rockets were launched before 1990?", '?d <= "1989-12-31"^^xsd:date'),
    # "since 1990" counts 1990 itself; "between" both years
    ("Which rockets were launched since 1990?", '?d >= "1990-01-01"^^xsd:date'),
    ("Which rockets were launched between 1980 and 1990?",
     '?d >= "1980-01-01"^^xsd:date && ?d <= "1990-12-31"^^xsd:date'),
])
def test_a_year_compared_on_a_verb_is_the_filter_of_its_date(verifier, question, test):
    v = verifier.check(question, H + ROCKETS % test)
    assert v.status == "accept", v.explanation
    assert any(a["template"] == "comparison" for a in v.proof["axioms"])


def test_a_year_valued_property_compares_years(verifier):
    v = verifier.check(AFTER, H + "SELECT ?r WHERE { ?r a dbo:Rocket ; dbo:launchYear ?y . FILTER(?y > 1990) }")
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question,test", [
    # the year itself kept, or the comparison turned round
    (AFTER, '?d >= "1990-01-01"^^xsd:date'),
    (AFTER, '?d < "1990-01-01"^^xsd:date'),
    ("Which rockets were launched before 1990?", '?d <= "1990-01-01"^^xsd:date'),
    ("Which rockets were launched since 1990?", '?d > "1990-12-31"^^xsd:date'),
    ("Which rockets were launched between 1980 and 1990?", '?d >= "1980-01-01"^^xsd:date'),
])
def test_a_wrong_bound_is_disproved(verifier, question, test):
    v = verifier.check(question, H + ROCKETS % test)
    assert v.status == "reject" and v.reasons == ("wrong_filter",), (v.reasons, v.explanation)


def test_a_comparison_the_query_leaves_out_is_disproved(verifier):
    v = verifier.check(AFTER, H + "SELECT ?r WHERE { ?r a dbo:Rocket ; dbo:launchDate ?d }")
    assert v.status == "reject"


@pytest.mark.parametrize("question", [
    "List all the plays with a score by Zarnok Vell.",
    "Which plays have a score by Zarnok Vell?",
])
def test_a_work_with_a_part_by_its_maker(verifier, question):
    v = verifier.check(question, H + "SELECT ?p WHERE { ?p a dbo:Play ; dbo:composer dbr:Zarnok_Vell }")
    assert v.status == "accept", v.explanation
    assert any("_by_p" in a["formula"] and "_score_n_1" in a["formula"] for a in v.proof["axioms"])


@pytest.mark.parametrize("sparql", [
    # the maker dropped, another maker, the relation the wrong way round
    "SELECT ?p WHERE { ?p a dbo:Play ; dbo:composer ?c }",
    "SELECT ?p WHERE { ?p a dbo:Play ; dbo:composer dbr:Ilsa_Brand }",
    "SELECT ?p WHERE { ?p a dbo:Play . dbr:Zarnok_Vell dbo:composer ?p }",
])
def test_a_work_with_a_part_by_another_is_not_accepted(verifier, sparql):
    assert verifier.check("List all the plays with a score by Zarnok Vell.", H + sparql).status != "accept"


def test_from_a_relational_noun_is_its_argument(verifier):
    # "From which province is X?": the province of X
    q = "From which province is Zarnok?"
    v = verifier.check(q, H + "SELECT ?p WHERE { dbr:Zarnok dbo:province ?p }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, H + "SELECT ?p WHERE { ?p dbo:province dbr:Zarnok }").status != "accept"


def test_from_on_a_verb_may_name_a_cause(verifier):
    # "die from": what caused it (vague_relations.table, @cause), not where it happened
    q = "What did Zarnok die from?"
    v = verifier.check(q, H + "SELECT ?c WHERE { dbr:Zarnok dbo:deathCause ?c }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, H + "SELECT ?c WHERE { ?c dbo:deathCause dbr:Zarnok }").status != "accept"


@pytest.mark.parametrize("sparql,accepted", [
    # a possessive no relational noun takes: its maker (or its place), in the direction of the table
    ("SELECT ?p WHERE { ?p a dbo:Play ; dbo:author dbr:Zarnok }", True),
    ("SELECT ?p WHERE { ?p a dbo:Play . dbr:Zarnok dbo:author ?p }", False),
    ("SELECT ?p WHERE { ?p a dbo:Play ; dbo:spouse dbr:Zarnok }", False),
])
def test_a_possessive_name_is_the_maker(verifier, sparql, accepted):
    v = verifier.check("Give me Zarnok's plays.", H + sparql)
    assert (v.status == "accept") == accepted, v.explanation


def test_what_is_in_a_thing_may_be_its_content(verifier):
    # "What is in X?": the wh-word's noun heads the preposition; "in" read the other way round (@content)
    q = "What is in Zarnok?"
    v = verifier.check(q, H + "SELECT ?x WHERE { dbr:Zarnok dbo:ingredient ?x }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, H + "SELECT ?x WHERE { ?x dbo:ingredient dbr:Zarnok }").status == "reject"
