"""A verb entry whose lemma holds the verb's object ("end his playing career", an IntransitivePPFrame
whose prepositional argument is the date) reads the verb, its object's words and "when" together
(axiom_templates/intransitive_pp.tmpl, arity verb_own_object). Small hand-written lexicon; the grammar
parses the questions and the prover decides."""

import pytest
from lemon_lexicon import header


LEX = header("xsd") + """
:end_career a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "end his short career"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :c_s ; lexinfo:prepositionalAdjunct :c_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/activeYearsEndDate> ;
                  lemon:subjOfProp :c_s ; lemon:objOfProp :c_o ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Person> ;
                                    lemon:propertyRange xsd:date ] ] .
:short_career_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "short career"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :k_c ; lexinfo:prepositionalAdjunct :k_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/activeYearsEndDate> ;
                  lemon:subjOfProp :k_o ; lemon:objOfProp :k_c ] .
:k_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:c_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "When did Anna Weber end her short career?"


def test_the_verb_with_its_object_is_the_entry(verifier):
    v = verifier.check(Q, H + "SELECT ?d WHERE { dbr:Anna_Weber dbo:activeYearsEndDate ?d }")
    assert v.status == "accept", v.explanation
    axiom = next(a for a in v.proof["axioms"] if "activeYearsEndDate" in a["name"])
    assert "_career_n_1" in axiom["formula"] and "poss" in axiom["formula"]


@pytest.mark.parametrize("sparql", [
    # another person
    "SELECT ?d WHERE { dbr:Otto_Weber dbo:activeYearsEndDate ?d }",
    # another property
    "SELECT ?d WHERE { dbr:Anna_Weber dbo:activeYearsStartDate ?d }",
    # the relation the wrong way round
    "SELECT ?d WHERE { ?d dbo:activeYearsEndDate dbr:Anna_Weber }",
])
def test_a_query_that_says_otherwise_is_rejected(verifier, sparql):
    # disproved, not undecided: the object's words are read with the verb alone, so no other reading
    # of them chains with the verb's into an endless model
    assert verifier.check(Q, H + sparql).status == "reject"


def test_another_object_is_not_the_entrys(verifier):
    # "her marriage" is no part of the entry's lemma: the verb alone has no reading
    v = verifier.check("When did Anna Weber end her short marriage?",
                       H + "SELECT ?d WHERE { dbr:Anna_Weber dbo:activeYearsEndDate ?d }")
    assert v.status != "accept"
