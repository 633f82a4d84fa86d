"""A class the query adds for a question noun no lexicon entry reads (``unread_class_verdict`` in
verifier/unread.py): the rejection would rest on the lexicon's silence, so the verdict is ``unknown``; it
stands where the noun is read as a class (the core reading of "who" included), or where WordNet puts the
class's name apart from the noun or below it.
Names and the small lexicon are our own."""

import pytest

from lemon_lexicon import header

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo", "owl") + """
:bury_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "bury"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :di_s ; lexinfo:prepositionalAdjunct :di_o ] ;
    lemon:sense [ lemon:reference dbo:restingPlace ; lemon:subjOfProp :di_s ; lemon:objOfProp :di_o ] .
:di_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:composer a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "composer"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :co ] ;
    lemon:sense [ lemon:reference dbo:Composer ; lemon:isA :co ] .
:musician a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "musician"@en ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ; owl:onProperty dbo:occupation ;
        owl:hasValue <http://dbpedia.org/resource/Musician> ] ] .
:bandleader a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "bandleader"@en ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ; owl:onProperty dbo:occupation ;
        owl:hasValue <http://dbpedia.org/resource/Bandleader> ] ] .
"""

BURIED = "SELECT ?p WHERE { ?p dbo:restingPlace dbr:Zorbton . ?p a %s }"
BANDLEADERS = "SELECT ?p WHERE { ?p dbo:restingPlace dbr:Zorbton ; dbo:occupation dbr:Bandleader ; a %s }"


@needs_wordnet
def test_a_class_wordnet_places_above_a_noun_read_as_no_class_is_unknown(verifier):
    # "bandleaders" is read as an occupation, no class: nothing reads dbo:MusicalArtist, nor sets it against the noun
    for cls in ("dbo:MusicalArtist", "dbo:Person"):
        v = verifier.check("Which bandleaders were buried in Zorbton?", BANDLEADERS % cls)
        assert v.status == "unknown" and v.reasons == ("unlinked_term",), (cls, v.explanation)
        assert cls in v.explanation and "“bandleader”" in v.explanation


@needs_wordnet
def test_a_class_wordnet_puts_apart_from_or_below_the_noun_keeps_the_rejection(verifier):
    for cls in ("dbo:Film", "dbo:Place"):  # apart; too general for WordNet to place
        v = verifier.check("Which bandleaders were buried in Zorbton?", BANDLEADERS % cls)
        assert v.status == "reject" and v.reasons[0] == "extra_constraint", (cls, v.explanation)
    v = verifier.check("Which musicians were buried in Zorbton?",  # a guitarist is a kind of musician: it narrows
                       "SELECT ?p WHERE { ?p dbo:restingPlace dbr:Zorbton ; dbo:occupation dbr:Musician ; a dbo:Guitarist }")
    assert v.status == "reject" and v.reasons[0] == "extra_constraint", v.explanation


@needs_wordnet
def test_a_class_added_to_who_keeps_the_rejection(verifier):
    # "who" is read (its core axiom: any agent, a band as well as a person): dbo:Person narrows it
    v = verifier.check("Who was buried in Zorbton?", BURIED % "dbo:Person")
    assert v.status == "reject" and v.reasons[0] == "extra_constraint", v.explanation


@needs_wordnet
def test_a_class_added_to_a_noun_the_lexicon_reads_keeps_the_rejection(verifier):
    v = verifier.check("Which composers were buried in Zorbton?",
                       "SELECT ?p WHERE { ?p dbo:restingPlace dbr:Zorbton . ?p a dbo:Composer . ?p a dbo:MusicalArtist }")
    assert v.status == "reject" and v.reasons[0] == "extra_constraint", v.explanation
