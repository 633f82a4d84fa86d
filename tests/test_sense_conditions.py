"""Sense conditions of entries that give the same axiom: a word with two senses on one property
("direct" a film, "direct" a video game) is one lexical choice, but each sense's
lemon:propertyDomain still types the property when the question's class noun is that domain."""

import pytest

from verifier import Verifier

PREFIXES = """
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix : <http://example.org/lex#> .
"""
GAME = """
:direct_game a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "direct"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :dg_s ; lexinfo:directObject :dg_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/director> ; lemon:subjOfProp :dg_o ; lemon:objOfProp :dg_s ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/VideoGame> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
"""
FILM = """
:direct_film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "direct"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :df_s ; lexinfo:directObject :df_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/director> ; lemon:subjOfProp :df_o ; lemon:objOfProp :df_s ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Film> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
"""
NOUNS = """
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :f1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Film> ; lemon:isA :f1 ] .
:song a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "song"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :s1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Song> ; lemon:isA :s1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


@pytest.fixture(scope="module", params=["game sense first", "film sense first"])
def verifier(tmp_path_factory, request):
    # either sense may be the one the option keeps: the outcome must not depend on the lexicon's order
    senses = GAME + FILM if request.param == "game sense first" else FILM + GAME
    text = PREFIXES + senses + NOUNS
    path = tmp_path_factory.mktemp("lex") / "lexicon.ttl"
    path.write_text(text, encoding="utf-8")
    with Verifier(lexicon=path, timeout_ms=20000) as v:  # a loaded machine must not turn a verdict into a time-out
        yield v


def test_the_film_sense_types_the_directed_things_as_films(verifier):
    # whichever sense the option keeps, the film sense's domain says that the query's dbo:director
    # subjects are films, so the class triple may be left out
    v = verifier.check("Which films did Jane Doe direct?", H + "SELECT ?f WHERE { ?f dbo:director dbr:Jane_Doe }")
    assert v.status == "accept", v.explanation
    assert any(a["name"] == "domain_range:dbo:director=dbo:Film" for a in v.proof["axioms"]), v.proof["axioms"]


def test_no_sense_has_the_domain_of_another_class_noun(verifier):
    # no sense of "direct" is conditioned on songs: the query must say that the answers are songs
    v = verifier.check("Which songs did Jane Doe direct?", H + "SELECT ?f WHERE { ?f dbo:director dbr:Jane_Doe }")
    assert v.status == "reject", v.explanation
    v = verifier.check("Which songs did Jane Doe direct?",
                       H + "SELECT ?f WHERE { ?f a dbo:Song ; dbo:director dbr:Jane_Doe }")
    assert v.status == "accept", v.explanation


def test_one_option_keeps_every_sense_that_gives_its_axioms(verifier):
    from verifier.query import query_logic

    ql = query_logic(H + "SELECT ?f WHERE { ?f dbo:director dbr:Jane_Doe }")
    readings, _ = verifier.readings("Which films did Jane Doe direct?")
    opts, _, _ = verifier.bridge.options(readings[0], ql.iris, ql.formula)
    direct = [o for key, lst in opts.items() if key[0] == "_direct_v_to" for o in lst]
    assert len(direct) == 1  # the two senses give one axiom: one choice
    assert {e.domain for e in (direct[0].entry, *direct[0].senses)} == {"dbo:Film", "dbo:VideoGame"}
