"""Multiword relational nouns the lexicon spells with a preposition inside ("landmark at elevation", "claim to
fame"), read across the grammar's prepositional phrases (bridge/readings/of_lexemes.py), a bare number as the
value the query states (bridge/readings/names.py), and lexcheck taking the head of such a noun as the phrase
before its preposition. Our own sentences and a small lexicon of our own."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.lexcheck import check
from verifier.bridge.lexicon import LexicalEntry, SynArg

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:peak_at_height a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "summit at height"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :p1 ; lexinfo:prepositionalAdjunct :p2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/elevation> ; lemon:subjOfProp :p1 ; lemon:objOfProp :p2 ] .
:p2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:road_to_glory a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "road to glory"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :r1 ; lexinfo:prepositionalAdjunct :r2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/knownFor> ; lemon:subjOfProp :r2 ; lemon:objOfProp :r1 ] .
:r2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
DBO = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
       "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> ")


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ('?x dbo:elevation "740"^^xsd:integer', True),
    ('?x dbo:elevation "740.0"^^xsd:double', True),
    # another number, or the number turned into the subject, is not what the question asks
    ('?x dbo:elevation "750"^^xsd:integer', False),
    ('?x dbo:elevation ?h', False),
])
def test_a_summit_at_a_height_of_a_number(verifier, body, accepted):
    verdict = verifier.check("Give me the summit at height of 740.", DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation
    if accepted:
        assert "“summit at height” is dbo:elevation" in verdict.explanation


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Anna_Weber dbo:knownFor ?x", True),
    ("?x dbo:knownFor dbr:Anna_Weber", False),
])
def test_a_noun_spelled_with_to_inside(verifier, body, accepted):
    verdict = verifier.check("Give me the road to glory of Anna Weber.", DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation


@needs_wordnet
@pytest.mark.parametrize("question,body,accepted", [
    ("Give me the road to glory, that is a book, of Anna Weber.", "dbr:Anna_Weber dbo:knownFor ?x . ?x a dbo:Book", True),
    # the clause restricts the phrase: a query that drops it admits more
    ("Give me the road to glory, that is a book, of Anna Weber.", "dbr:Anna_Weber dbo:knownFor ?x", False),
    ("Give me the road to glory of Anna Weber.", "dbr:Anna_Weber dbo:knownFor ?x . ?x a dbo:Book", False),
    # each conjunct of a coordinated clause (on its own variable, equated)
    ("Give me the road to glory, that is a film and a book, of Anna Weber.",
     "dbr:Anna_Weber dbo:knownFor ?x . ?x a dbo:Book . ?x a dbo:Film", True),
    ("Give me the road to glory, that is a film and a book, of Anna Weber.",
     "dbr:Anna_Weber dbo:knownFor ?x . ?x a dbo:Book", False),
])
def test_a_comma_clause_after_the_phrase_restricts_the_phrase(verifier, question, body, accepted):
    # the grammar attaches the clause to "glory", the nearest noun; the lexicon reads "road to glory" as one word
    verdict = verifier.check(question, DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation


@needs_wordnet
def test_lexcheck_reads_the_head_before_an_inner_preposition():
    # "tower at elevation" for ex:elevation from a ex:Airport to a number: the noun is a tower, not an
    # elevation, so the property's name ("elevation") does not make it the property's value; the entry keeps
    # its mapping (read by its last word, it was turned round)
    e = LexicalEntry("ex:tower_at_elevation", "tower at elevation", "noun", "NounPPFrame", "ex:elevation",
                     args=(SynArg("copulativeArg", "subject"), SynArg("prepositionalAdjunct", "object", "of")),
                     domain="ex:Airport", range="xsd:double", source="test.ttl")
    fixed, repairs = check([e])
    assert fixed == (e,) and repairs == ()
