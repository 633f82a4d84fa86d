"""A relational noun of three words ("head office location"): the grammar puts both modifiers on the head
noun, each by a compound of its own, and the lexicon's entry for the whole phrase reads the three words with
the argument the head's link gives (sentences written for these tests)."""

import pytest

from lemon_lexicon import header

LEX = header("dbo") + """
:head_office_location a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "head office location"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :h_o ; lexinfo:prepositionalAdjunct :h_s ] ;
    lemon:sense [ lemon:reference dbo:headquarter ; lemon:subjOfProp :h_s ; lemon:objOfProp :h_o ] .
:h_s lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:head_offfice_location a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "head offfice location"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m_o ; lexinfo:prepositionalAdjunct :m_s ] ;
    lemon:sense [ lemon:reference dbo:headquarter ; lemon:subjOfProp :m_s ; lemon:objOfProp :m_o ] .
:m_s lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
RIGHT = H + "SELECT ?x WHERE { dbr:Brindle_Trust dbo:headquarter ?x }"
REVERSED = H + "SELECT ?x WHERE { ?x dbo:headquarter dbr:Brindle_Trust }"


@pytest.mark.parametrize("question", ["What is the head office location of Brindle Trust?",
                                      "What is Brindle Trust's head office location?"])
def test_the_three_words_are_the_lexicon_entry_of_the_phrase(verifier, question):
    v = verifier.check(question, RIGHT)
    assert v.status == "accept", v.explanation
    assert "head office location" in v.explanation


def test_the_phrase_keeps_its_direction(verifier):
    v = verifier.check("What is the head office location of Brindle Trust?", REVERSED)
    assert v.status == "reject", v.explanation


def test_the_haver_of_the_phrase_is_its_subject(verifier):
    v = verifier.check("Which trust has its head office location in Tarrow?",
                       H + "SELECT ?x WHERE { ?x dbo:headquarter dbr:Tarrow ; a dbo:Trust }")
    assert v.status == "accept", v.explanation


def test_two_of_the_three_words_are_no_reading_of_the_phrase(verifier):
    # "office location" is not "head office location": no entry spells it, so nothing bridges it
    v = verifier.check("What is the office location of Brindle Trust?", RIGHT)
    assert v.status != "accept", v.explanation


def test_a_misspelt_word_of_the_phrase_reads_no_entry(verifier):
    # "offfice" is no word the grammar knows, so its analysis (a guessed noun) is no reading of the words,
    # even where a lexicon built from misspelt questions holds an entry spelled the same
    v = verifier.check("What is the head offfice location of Brindle Trust?", RIGHT)
    assert v.status != "accept", v.explanation
