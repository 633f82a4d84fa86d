"""A transitive verb's lexicon entry whose argument mapping the question's subject contradicts by the entry's
own condition (``verifier/bridge/entries._subject_class_view``): the lexicon maps the subject of "adopt" to
``dbo:currency``'s object, but its condition says the property goes from a country to a currency, so in "Which
kingdoms adopted the florin?" the kingdoms are the property's subject. The reversed entry is offered beside the
lexicon's own. Names and the small lexicon are our own."""

import pytest
from lemon_lexicon import header


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo") + """
:adopt a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "adopt"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :ad_s ; lexinfo:directObject :ad_o ] ;
    lemon:sense [ lemon:reference dbo:currency ; lemon:subjOfProp :ad_o ; lemon:objOfProp :ad_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Country ; lemon:propertyRange dbo:Currency ] ] .
:kingdom a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "kingdom"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :ki ] ;
    lemon:sense [ lemon:reference dbo:Country ; lemon:isA :ki ] .
:coin a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "coin"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :co ] ;
    lemon:sense [ lemon:reference dbo:Currency ; lemon:isA :co ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Which kingdoms adopted the florin?"


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier

    path = tmp_path_factory.mktemp("lex") / "lexicon.ttl"
    path.write_text(LEX, encoding="utf-8")
    with Verifier(lexicon=path) as v:
        yield v


def check(verifier, question, body):
    return verifier.check(question, P + body)


@needs_wordnet
def test_the_subject_of_the_class_at_the_other_end_reads_the_entry_the_other_way(verifier):
    v = check(verifier, Q, "SELECT ?k WHERE { ?k a dbo:Country ; dbo:currency dbr:Florin }")
    assert v.status == "accept", v.explanation


@needs_wordnet
@pytest.mark.parametrize("body", [
    "SELECT ?k WHERE { ?k a dbo:Country ; dbo:currency dbr:Ducat }",  # another currency
    "SELECT ?k WHERE { ?k a dbo:Country ; dbo:language dbr:Florin }",  # another property
])
def test_the_reversed_entry_proves_no_other_query(verifier, body):
    assert check(verifier, Q, body).status == "reject"


@needs_wordnet
def test_a_subject_of_the_class_at_its_own_end_keeps_the_lexicons_reading(verifier):
    # "coins" are currencies, the class the lexicon's mapping puts the subject at: no reversal is offered
    v = check(verifier, "Which coins adopted Ruritania?", "SELECT ?c WHERE { dbr:Ruritania dbo:currency ?c . ?c a dbo:Currency }")
    assert v.status == "accept", v.explanation
    v = check(verifier, "Which coins adopted Ruritania?", "SELECT ?c WHERE { ?c dbo:currency dbr:Ruritania . ?c a dbo:Currency }")
    assert v.status == "reject", v.explanation
