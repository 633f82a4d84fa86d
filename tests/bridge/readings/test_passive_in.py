"""A transitive verb's passive with "in" ("X is shown in Y"): the preposition's object is the verb's doer, so the
verb's own property runs from it to the passive's subject (Y shows X); and a verb the lexicon does not list is
read so through a WordNet synonym it lists ("expressed in" as "shown in": *express* is "express, show, evince").
Names and the lexicon are our own."""

import pytest
from rdflib import Graph

from lemon_lexicon import ontolex_header
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.wordnet import wordnet_available

needs_wordnet = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = ontolex_header("http://example.org/lex#") + """
:show a ontolex:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    ontolex:canonicalForm [ ontolex:writtenRep "show"@en ] ;
    synsem:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :show_subj ; lexinfo:directObject :show_obj ] ;
    ontolex:sense [ ontolex:reference <http://dbpedia.org/ontology/portrays> ; synsem:subjOfProp :show_subj ;
                    synsem:objOfProp :show_obj ] .
:canvas a ontolex:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    ontolex:canonicalForm [ ontolex:writtenRep "canvas"@en ] ;
    ontolex:sense [ ontolex:reference <http://dbpedia.org/ontology/Canvas> ] .
:trade a ontolex:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    ontolex:canonicalForm [ ontolex:writtenRep "trade"@en ] ;
    ontolex:sense [ ontolex:reference <http://dbpedia.org/ontology/Trade> ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> "
RIGHT = P + "SELECT DISTINCT ?t WHERE { ?c dbo:portrays ?t . ?t a dbo:Trade . ?c a dbo:Canvas }"
TURNED = P + "SELECT DISTINCT ?t WHERE { ?t dbo:portrays ?c . ?t a dbo:Trade . ?c a dbo:Canvas }"


@pytest.fixture(scope="module")
def verifier():
    from verifier.api import Verifier
    return Verifier(lexicon=Lexicon.from_graph(Graph().parse(data=LEX, format="turtle")))


@needs_wordnet
@pytest.mark.parametrize("verb", ["shown", "expressed"])
def test_the_passive_in_names_the_doer(verifier, verb):
    v = verifier.check(f"Which trades are {verb} in canvases?", RIGHT)
    assert v.status == "accept", v.explanation


@needs_wordnet
@pytest.mark.parametrize("verb", ["shown", "expressed"])
def test_the_property_turned_round_is_not_accepted(verifier, verb):
    v = verifier.check(f"Which trades are {verb} in canvases?", TURNED)
    assert v.status != "accept", v.explanation
