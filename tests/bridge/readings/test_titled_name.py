"""A person's title with its place before the name, which the grammar reads as the title "of" one
multiword name ("the chancellor of Austria Anna Weber"): the name's last words are the individual,
the title with its place is presupposed of it, as a noun in apposition to a name is."""

import pytest
from lemon_lexicon import LEMON

LEX = LEMON + """
:born_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "born"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :bi_s ; lexinfo:prepositionalAdjunct :bi_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthPlace> ; lemon:subjOfProp :bi_s ; lemon:objOfProp :bi_o ;
                  lemon:condition [ lemon:propertyRange <http://dbpedia.org/ontology/Place> ] ] .
:bi_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Where was the chancellor of Austria Anna Weber born?"


@pytest.fixture(autouse=True)
def needs_wordnet():
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed: it says that a chancellor is a person and Austria a name")


def test_the_name_after_the_title_and_place_is_the_person(verifier):
    v = verifier.check(QUESTION, H + "SELECT ?p WHERE { dbr:Anna_Weber dbo:birthPlace ?p }")
    assert v.status == "accept", v.explanation
    assert "chancellor of Austria Anna Weber" in v.explanation


def test_another_person_or_relation_is_not_accepted(verifier):
    for pattern in ("dbr:Anna_Schmidt dbo:birthPlace ?p", "?p dbo:birthPlace dbr:Anna_Weber",
                    "dbr:Anna_Weber dbo:deathPlace ?p", "dbr:Austria dbo:birthPlace ?p"):
        v = verifier.check(QUESTION, H + f"SELECT ?p WHERE {{ {pattern} }}")
        assert v.status != "accept", (pattern, v.explanation)


def test_a_title_that_is_no_person_does_not_split_the_name(verifier):
    # "the capital of Austria Anna Weber": a capital is no person, so no bearer of a title
    v = verifier.check("Where is the capital of Austria Anna Weber?",
                       H + "SELECT ?p WHERE { dbr:Anna_Weber dbo:location ?p }")
    assert v.status != "accept", v.explanation
