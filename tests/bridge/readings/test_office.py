""""The kings of Ruritania" as the holders of the office dbr:King_of_Ruritania: the page whose name is
the phrase is the value of the noun's own lexicon property (dbp:title), not the country."""

import pytest
from lemon_lexicon import header

LEX = header("dbp") + """
:king_title a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "king"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :k1 ; lexinfo:prepositionalAdjunct :k2 ] ;
    lemon:sense [ lemon:reference dbp:title ; lemon:subjOfProp :k1 ; lemon:objOfProp :k2 ] .
:k2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:ruin a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "ruin"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :r1 ; lexinfo:prepositionalAdjunct :r2 ] ;
    lemon:sense [ lemon:reference dbp:title ; lemon:subjOfProp :r1 ; lemon:objOfProp :r2 ] .
:r2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = "PREFIX dbp: <http://dbpedia.org/property/> PREFIX dbo: <http://dbpedia.org/ontology/> " \
    "PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "List the kings of Ruritania."


@pytest.fixture(autouse=True)
def needs_wordnet():
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed: whether a king is a person is WordNet's to say")


def test_the_holders_of_the_office(verifier):
    v = verifier.check(QUESTION, H + "SELECT DISTINCT ?k WHERE { ?k dbp:title dbr:King_of_Ruritania }")
    assert v.status == "accept", v.explanation
    assert "“kings of Ruritania” is dbp:title" in v.explanation
    # the office reading is a rule and its facts: the explanation says what it reads as once
    assert v.explanation.count("“kings of Ruritania” is") == 1, v.explanation


def test_another_office_property_or_direction_is_not_accepted(verifier):
    for pattern in ("?k dbp:title dbr:King_of_Zenda", "?k dbp:title dbr:Queen_of_Ruritania",
                    "?k dbo:successor dbr:King_of_Ruritania", "dbr:King_of_Ruritania dbp:title ?k",
                    "?k dbp:title ?office"):
        v = verifier.check(QUESTION, H + f"SELECT DISTINCT ?k WHERE {{ {pattern} }}")
        assert v.status != "accept", (pattern, v.explanation)


def test_a_thing_that_is_no_person_holds_no_office(verifier):
    # "the ruins of Ruritania" is no office with holders: the page so named is not their value
    v = verifier.check("List the ruins of Ruritania.", H + "SELECT DISTINCT ?k WHERE { ?k dbp:title dbr:Ruin_of_Ruritania }")
    assert v.status != "accept", v.explanation


def test_the_office_stored_by_its_name(verifier):
    # a KG that keeps the office as text, not as a page: the literal spells the phrase as the page's label does
    v = verifier.check(QUESTION, H + 'SELECT DISTINCT ?k WHERE { ?k dbp:title "King of Ruritania"@en }')
    assert v.status == "accept", v.explanation
    assert "“kings of Ruritania” is dbp:title" in v.explanation


def test_the_office_held_through_the_variant_of_the_nouns_property(verifier):
    # dbo:title is the ontology property mapped from the infobox's dbp:title, the lexicon's property for "king"
    for value in ("dbr:King_of_Ruritania", '"King of Ruritania"@en'):
        v = verifier.check(QUESTION, H + f"SELECT DISTINCT ?k WHERE {{ ?k dbo:title {value} }}")
        assert v.status == "accept", (value, v.explanation)


def test_another_office_literal_or_property_is_not_accepted(verifier):
    for pattern in ('?k dbp:title "King of Zenda"@en', '?k dbp:title "Queen of Ruritania"@en',
                    '?k dbo:successor "King of Ruritania"@en'):
        v = verifier.check(QUESTION, H + f"SELECT DISTINCT ?k WHERE {{ {pattern} }}")
        assert v.status != "accept", (pattern, v.explanation)
