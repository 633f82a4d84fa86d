"""Word-level bridges that need no lexicon entry of their own: a query property whose KG name is the
word competes with a (possibly wrong) lexicon entry for it; a verb reads as the property named by a noun
WordNet derives from it; a demonym as a tie to the country it pertains to; "grandchild" as the lexicon's
"child" taken twice; a name read as a string is never a triple's subject. Small hand-written lexicon; the
grammar parses the questions (sentences written for these tests) and the prover decides."""

import pytest
from lemon_lexicon import LEMON


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

# the generated lexicon maps "elevation" to a property of another name (a wrong entry)
LEX = LEMON + """
:elevation_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "elevation"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :e1 ; lexinfo:prepositionalAdjunct :e2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/borders> ; lemon:subjOfProp :e2 ; lemon:objOfProp :e1 ] .
:e2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
# "produce" only as the film producer (dbo:producer(film, person)): no entry reads it as a maker's product
:produce a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pr_s ; lexinfo:directObject :pr_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ; lemon:subjOfProp :pr_o ; lemon:objOfProp :pr_s ] .
:company a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "company"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :c1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Company> ; lemon:isA :c1 ] .
# "X stands for Y" as dbo:abbreviation(X, Y): the entry's direction puts the short form in the subject
:stand_for a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "stand"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :sf_s ; lexinfo:prepositionalAdjunct :sf_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/abbreviation> ; lemon:subjOfProp :sf_s ; lemon:objOfProp :sf_o ] .
:sf_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "for"@en ] ] .
# "X abbreviates Y" as dbo:abbreviation(X, Y): the short form in the subject again, through a verb the
# consistency check (lexcheck) does not know as one of signifying, so the entry stays as it is
:abbreviate a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "abbreviate"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :ab_s ; lexinfo:directObject :ab_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/abbreviation> ; lemon:subjOfProp :ab_s ; lemon:objOfProp :ab_o ] .
# "child of": dbo:child(parent, child); no entry for "grandchild"
:child_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "child"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ch1 ; lexinfo:prepositionalAdjunct :ch2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/child> ; lemon:subjOfProp :ch2 ; lemon:objOfProp :ch1 ] .
:ch2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
# "Norwegian" as the nationality only, no entry for a museum's location
:norwegian a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:adjective ;
    lemon:canonicalForm [ lemon:writtenRep "Norwegian"@en ] ;
    lemon:synBehavior [ a lexinfo:AdjectiveAttributiveFrame ; lexinfo:attributiveArg :no_a ] ;
    lemon:sense [ lemon:reference [ a <http://www.w3.org/2002/07/owl#Restriction> ;
                  <http://www.w3.org/2002/07/owl#onProperty> <http://dbpedia.org/ontology/nationality> ;
                  <http://www.w3.org/2002/07/owl#hasValue> <http://dbpedia.org/resource/Norway> ] ; lemon:isA :no_a ] .
:museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :mu1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Museum> ; lemon:isA :mu1 ] .
"""

H = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> "
     "PREFIX dbr: <http://dbpedia.org/resource/> ")


def test_a_query_property_named_by_the_word_competes_with_the_lexicon_entry(verifier):
    q = "What is the elevation of Mount Corra?"
    v = verifier.check(q, H + "SELECT ?e WHERE { dbr:Mount_Corra dbo:elevation ?e }")
    assert v.status == "accept", v.explanation
    assert any("KG's own name" in a["source"] for a in v.proof["axioms"])
    # the lexicon's own entry still proves its query
    assert verifier.check(q, H + "SELECT ?e WHERE { dbr:Mount_Corra dbp:borders ?e }").status == "accept"
    # the property named by the word, the wrong way round, or another property: still wrong
    for sparql in ("SELECT ?e WHERE { ?e dbo:elevation dbr:Mount_Corra }",
                   "SELECT ?e WHERE { dbr:Mount_Corra dbo:prominence ?e }",
                   "SELECT ?e WHERE { dbr:Mount_Sella dbo:elevation ?e }"):
        assert verifier.check(q, H + sparql).status == "reject", sparql


@needs_wordnet
def test_a_verb_reads_as_the_property_named_by_the_noun_wordnet_derives_from_it(verifier):
    q = "Which companies produce skateboards?"
    v = verifier.check(q, H + "SELECT ?c WHERE { ?c a dbo:Company ; dbo:product dbr:Skateboard }")
    assert v.status == "accept", v.explanation
    assert any('derives the noun "product"' in a["source"] for a in v.proof["axioms"])
    # the lexicon's own reading stands
    assert verifier.check(q, H + "SELECT ?c WHERE { ?c a dbo:Company . ?s a dbo:Skateboard ; dbo:producer ?c }"
                          ).status != "reject"
    for sparql in (
            # the product the other way round, the class dropped
            "SELECT ?c WHERE { ?c a dbo:Company . dbr:Skateboard dbo:product ?c }",
            "SELECT ?c WHERE { ?c dbo:product dbr:Skateboard }"):
        assert verifier.check(q, H + sparql).status == "reject", sparql
    # another product: the question's word has no KG term in that query, so no proof either way
    assert verifier.check(q, H + "SELECT ?c WHERE { ?c a dbo:Company ; dbo:product dbr:Surfboard }"
                          ).status != "accept"


@needs_wordnet
def test_the_agent_noun_of_a_verb_is_not_read_as_its_object():
    from verifier.bridge import Bridge
    nouns = Bridge().derived_nouns("produce")
    # "producer" names who produces: "X produces Y" is not producer(X, Y)
    assert "product" in nouns and "producer" not in nouns


def test_a_name_read_as_a_string_takes_the_entrys_other_direction(verifier):
    q = "What does KLMT abbreviate?"
    v = verifier.check(q, 'SELECT ?x WHERE { ?x <http://dbpedia.org/ontology/abbreviation> "KLMT" }')
    assert v.status == "accept", v.explanation
    assert any("never a triple's subject" in a["source"] for a in v.proof["axioms"])
    # another string, or another property with the string: no reading of the question
    v = verifier.check(q, 'SELECT ?x WHERE { ?x <http://dbpedia.org/ontology/abbreviation> "KLMX" }')
    assert v.status == "reject", v.explanation
    v = verifier.check(q, 'SELECT ?x WHERE { ?x <http://dbpedia.org/ontology/name> "KLMT" }')
    assert v.status != "accept", v.explanation


def test_a_grandchild_is_a_child_of_a_child():
    from verifier.bridge.readings.tabled import kinship_step
    from verifier.bridge.senses import SenseRanker
    wordnet = SenseRanker().wordnet
    assert kinship_step(wordnet, "grandchild") == "child" and kinship_step(wordnet, "grandparent") == "parent"
    # two different steps (a male grandchild; the mother of a parent): not one relation twice
    assert kinship_step(wordnet, "grandson") is None and kinship_step(wordnet, "grandmother") is None


def test_grandchildren_read_through_the_lexicons_child_entry_taken_twice(verifier):
    q = "Give me the grandchildren of Mara Volk."
    v = verifier.check(q, H + "SELECT ?g WHERE { dbr:Mara_Volk dbo:child ?c . ?c dbo:child ?g }")
    assert v.status == "accept", v.explanation
    assert any("is a child of a child" in a["source"] for a in v.proof["axioms"])
    for sparql in (
            # one step only, the chain the wrong way round (her grandparents), the middle generation asked
            "SELECT ?g WHERE { dbr:Mara_Volk dbo:child ?g }",
            "SELECT ?g WHERE { ?c dbo:child dbr:Mara_Volk . ?g dbo:child ?c }",
            "SELECT ?c WHERE { dbr:Mara_Volk dbo:child ?c . ?c dbo:child ?g }",
            # a fixed child in the middle: not every grandchild comes through that one
            "SELECT ?g WHERE { dbr:Mara_Volk dbo:child dbr:Ivo_Volk . dbr:Ivo_Volk dbo:child ?g }"):
        assert verifier.check(q, H + sparql).status == "reject", sparql


@needs_wordnet
def test_a_demonym_reads_as_a_location_in_the_country_it_pertains_to(verifier):
    q = "Give me all Norwegian museums."
    v = verifier.check(q, H + "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:location dbr:Norway }")
    assert v.status == "accept", v.explanation
    assert any('pertains to dbr:Norway' in a["source"] for a in v.proof["axioms"])
    # the lexicon's own reading stands
    assert verifier.check(q, H + "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:nationality dbr:Norway }").status == "accept"
    for sparql in (
            # another country, the country dropped
            "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:location dbr:Sweden }",
            "SELECT ?m WHERE { ?m a dbo:Museum }"):
        assert verifier.check(q, H + sparql).status != "accept", sparql


@needs_wordnet
def test_a_demonym_reads_as_the_country_given_by_its_name(verifier):
    # infobox properties hold the country as a string: the name the adjective pertains to, in the query's form
    q = "Give me all Norwegian museums."
    v = verifier.check(q, H + 'SELECT ?m WHERE { ?m a dbo:Museum ; dbp:country "Norway"@en }')
    assert v.status == "accept", v.explanation
    assert any("the name the query gives" in a["source"] for a in v.proof["axioms"])
    for sparql in ('SELECT ?m WHERE { ?m a dbo:Museum ; dbp:country "Sweden"@en }',
                   'SELECT ?m WHERE { ?m a dbo:Museum ; dbp:name "Norway"@en }'):  # not a property of the role
        assert verifier.check(q, H + sparql).status != "accept", sparql


def test_a_query_that_types_its_answer_as_owl_thing_adds_no_constraint(verifier):
    # owl:Thing holds of every individual (vocabulary.tmpl); a real class is still a constraint
    q = "What does ZTRA stand for?"
    owl = "PREFIX owl: <http://www.w3.org/2002/07/owl#> "
    v = verifier.check(q, owl + H + 'SELECT ?x WHERE { ?x a owl:Thing ; dbo:abbreviation "ZTRA" }')
    assert v.status == "accept", v.explanation
    assert any(a["name"] == "vocabulary:owl:Thing" for a in v.proof["axioms"])
    v = verifier.check(q, owl + H + 'SELECT ?x WHERE { ?x a dbo:Company ; dbo:abbreviation "ZTRA" }')
    assert v.status == "reject" and "extra_constraint" in v.reasons, v.explanation
