"""A question that asks for an extreme degree ("How heavy is the lightest moon of X?") answered by a query that
ranks the thing and shows its measure beside it (``SELECT ?m ?mass … ORDER BY ASC(?mass) LIMIT 1``): the shown
measure is the degree asked for (``forms.degree_shown``). A query that returns the thing alone does not say how
heavy it is. Names and the lexicon are our own."""

import pytest

from lemon_lexicon import header
from verifier.query import query_logic

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("oils") + """
:heavy a lemon:LexicalEntry ; lemon:canonicalForm [ lemon:writtenRep "heavy"@en ] ; lemon:sense :heavy_sense ;
    lemon:synBehavior :heavy_frame ; lexinfo:partOfSpeech lexinfo:adjective .
:heavy_frame a lexinfo:AdjectiveSuperlativeFrame ; lexinfo:copulativeSubject :heavy_arg .
:heavy_sense a lemon:LexicalSense ; lemon:isA :heavy_arg ; lemon:reference :heavy_res .
:heavy_res a oils:CovariantScalar ; oils:boundTo <http://dbpedia.org/ontology/mass> ; oils:degree oils:high .
:moon_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "moon"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/satelliteOf> ; lemon:subjOfProp :m1 ; lemon:objOfProp :m2 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "How heavy is the lightest moon of Velora?"
BODY = "WHERE { ?m dbo:satelliteOf dbr:Velora ; dbo:mass ?mass } ORDER BY ASC(?mass) LIMIT 1"


def test_the_query_records_the_measure_it_shows():
    assert query_logic(P + "SELECT ?m ?mass " + BODY).measure_shown == "mass"
    assert query_logic(P + "SELECT ?m " + BODY).measure_shown is None


@needs_wordnet
@pytest.mark.parametrize("select", ["SELECT ?m ?mass ", "SELECT ?mass "])
def test_the_shown_measure_answers_how_heavy(verifier, select):
    v = verifier.check(Q, P + select + BODY)
    assert v.status == "accept", v.explanation


@needs_wordnet
def test_the_thing_alone_does_not_say_how_heavy_it_is(verifier):
    v = verifier.check(Q, P + "SELECT ?m " + BODY)
    assert v.status != "accept", v.explanation
