"""An adjective + noun lexeme said twice, in a reading that gives each occurrence its own predicate
(verifier/bridge/repeated.py, verifier/bridge/readings/lexical.py: one option key per occurrence)."""

import pytest

from lemon_lexicon import LEMON

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

# "musical partner of X": X's dbo:associatedMusicalArtist; "band member of Y": Y's dbo:bandMember; "band" a class
LEX = LEMON + """
:musical_partner a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "musical partner"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/associatedMusicalArtist> ; lemon:subjOfProp :m2 ;
                  lemon:objOfProp :m1 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:band_member a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "band member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :b1 ; lexinfo:prepositionalAdjunct :b2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/bandMember> ; lemon:subjOfProp :b2 ;
                  lemon:objOfProp :b1 ] .
:b2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:band a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "band"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Band> ] .
"""
DBO = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
# "band" is said twice (the class, and inside "band member"): only the reading with one predicate per
# occurrence reads both, and in it each "musical partner" is an occurrence of its own
QUESTION = "Give me the musical partner of Anna Weber and band member of the musical partner, that is a band, of Otto Brandt."


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Anna_Weber dbo:associatedMusicalArtist ?x . ?v dbo:bandMember ?x . "
     "dbr:Otto_Brandt dbo:associatedMusicalArtist ?v . ?v a dbo:Band", True),
    # the inner partner not typed as a band: the question's restriction dropped
    ("dbr:Anna_Weber dbo:associatedMusicalArtist ?x . ?v dbo:bandMember ?x . "
     "dbr:Otto_Brandt dbo:associatedMusicalArtist ?v", False),
    # the first partner's relation turned round
    ("?x dbo:associatedMusicalArtist dbr:Anna_Weber . ?v dbo:bandMember ?x . "
     "dbr:Otto_Brandt dbo:associatedMusicalArtist ?v . ?v a dbo:Band", False),
])
def test_each_occurrence_of_a_repeated_phrase_is_read(verifier, body, accepted):
    verdict = verifier.check(QUESTION, DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation
