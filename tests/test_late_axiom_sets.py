"""Sets past the bound on axiom sets (verifier/bridge/choose.py, ``AxiomSet.late``): where every set within the
bound leaves a link of the question unread ("with" beside the class reading of "movie", which outweighs the
noun's own "with" frame), a few lighter sets that read every link are tried as well, to prove the query only;
their failure is no evidence against it, so a query they do not prove keeps the verdict it had."""

from lemon_lexicon import header

LEX = header("dbo", "dbp") + """
:movie a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "movie"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :m0 ] ;
    lemon:sense [ lemon:reference dbo:Film ; lemon:isA :m0 ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "movie"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :f0 ] ;
    lemon:sense [ lemon:reference dbo:Film ; lemon:isA :f0 ] .
:picture a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "movie"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p0 ] ;
    lemon:sense [ lemon:reference dbo:Film ; lemon:isA :p0 ] .
:movie_with a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "movie"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference dbp:starring ; lemon:subjOfProp :m1 ; lemon:objOfProp :m2 ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Person ] ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "with"@en ] ] .
:actor_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "actor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :a1 ; lexinfo:prepositionalAdjunct :a2 ] ;
    lemon:sense [ lemon:reference dbo:starring ; lemon:subjOfProp :a2 ; lemon:objOfProp :a1 ] .
:a2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:actor_of_2 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "actor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :b1 ; lexinfo:prepositionalAdjunct :b2 ] ;
    lemon:sense [ lemon:reference dbp:starring ; lemon:subjOfProp :b2 ; lemon:objOfProp :b1 ] .
:b2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> " \
    "PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Give me the actor of the movie with Orla Vantree."


def test_the_nouns_own_with_frame_is_tried_though_its_class_outweighs_it(verifier):
    v = verifier.check(QUESTION, P + "SELECT ?a WHERE { ?m dbp:starring dbr:Orla_Vantree ; dbo:starring ?a }")
    assert v.status == "accept", v.explanation
    assert "dbp:starring" in v.explanation


def test_a_query_the_late_sets_do_not_prove_is_not_accepted(verifier):
    # the reversed "with" triple is not the question's
    v = verifier.check(QUESTION, P + "SELECT ?a WHERE { dbr:Orla_Vantree dbp:starring ?m . ?m dbo:starring ?a }")
    assert v.status != "accept", v.explanation


def test_a_late_set_is_marked_and_only_where_no_set_within_the_bound_reads_every_link():
    from verifier.bridge.model import AxiomSet
    assert AxiomSet(()).late is False


def test_with_a_lexicon_whose_class_readings_fill_the_bound(shared_data):
    # CompoST's own lexicon lists "movie" as dbo:Film four times over: those sets, each leaving "with" unread,
    # filled the bound, and the noun's "with" frame was never tried
    import pytest
    from verifier import Verifier
    lexicon = shared_data / "compost" / "lexicon-compost.ttl"
    if not lexicon.is_file():
        pytest.skip("CompoST's lexicon is absent")
    with Verifier(lexicon=[str(lexicon)], timeout_ms=20000) as v:
        got = v.check(QUESTION, P + "SELECT ?a WHERE { ?m dbp:starring dbr:Orla_Vantree ; dbo:starring ?a }")
        assert got.status == "accept", got.explanation
        got = v.check(QUESTION, P + "SELECT ?a WHERE { dbr:Orla_Vantree dbp:starring ?m . ?m dbo:starring ?a }")
        assert got.status != "accept", got.explanation
