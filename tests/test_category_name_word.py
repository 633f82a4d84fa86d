"""A capitalised word inside a noun phrase is parsed as a name ("Gloomcore record labels":
``compound(x, z) ∧ named(z, "Gloomcore")``) but says a word of a KG category's name as a noun would
(``readings/categories.category_of_name``): the phrase reads as the category the query puts its thing in,
while "record labels" keeps its own reading. Made-up lexicon, genre and categories."""

import pytest

from lemon_lexicon import header
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = header("dbo") + """
:record_label a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "record label"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :r1 ] ;
    lemon:sense [ lemon:reference dbo:RecordLabel ; lemon:isA :r1 ] .
"""
H = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
     "PREFIX dct: <http://purl.org/dc/terms/> PREFIX dbc: <http://dbpedia.org/resource/Category:> ")
# "Canadian" keeps its own reading (the country it pertains to); "Gloomcore" is parsed as a name only
Q = "Give me all Canadian Gloomcore record labels."


def test_a_name_inside_the_phrase_says_a_word_of_the_category(verifier):
    v = verifier.check(Q, H + "SELECT ?l WHERE { ?l dbo:country dbr:Canada ; dct:subject dbc:Gloomcore_record_labels }")
    assert v.status == "accept", v.explanation
    assert any("dbc:Gloomcore_record_labels by its name" in a["source"] for a in v.to_dict()["proof"]["axioms"])


def test_another_category_is_another_phrase(verifier):
    for cat in ("dbc:Doomcore_record_labels", "dbc:Gloomcore_musicians"):
        v = verifier.check(Q, H + f"SELECT ?l WHERE {{ ?l dbo:country dbr:Canada ; dct:subject {cat} }}")
        assert v.status != "accept", (cat, v.explanation)
