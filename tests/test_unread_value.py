"""An unread property whose object is what a question word names (``value_links`` in verifier/unread.py):
a noun or adjective the lexicon lists no meaning for, read as an individual by its name, names a value
of the thing it describes, and no word says the relation; the query's property for it is then a reading
the lexicon does not list, and the verdict is ``unknown``, not a rejection by the lexicon's silence. The
rejection stands where the lexicon has the word, or the individual is the property's subject.
Names and the small lexicon are our own."""

import pytest

from lemon_lexicon import header

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo") + """
:chronicle a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "chronicle"@en ] ;
    lemon:sense [ lemon:reference dbo:Chronicle ] .
"""

MEMOIR = "SELECT ?b WHERE { ?b dbo:author dbr:Zorblax . %s }"


@needs_wordnet
def test_a_property_to_what_an_unlisted_noun_names_is_unknown(verifier):
    v = verifier.check("Show me Zorblax's memoir.", MEMOIR % "?b dbo:literaryGenre dbr:Memoir")
    assert v.status == "unknown" and v.reasons == ("unlinked_term",), v.explanation
    assert "dbo:literaryGenre" in v.explanation and "“memoir”, which names its value" in v.explanation


@needs_wordnet
def test_a_name_said_of_the_answer_names_a_value_too(verifier):
    v = verifier.check("Which Greek parties are pro-Quux?",
                       "SELECT ?p WHERE { ?p a dbo:PoliticalParty ; dbo:country dbr:Greece ; dbo:position dbr:Pro-Quux }")
    assert v.status == "unknown" and v.reasons == ("unlinked_term",), v.explanation
    assert "“pro-Quux”" in v.explanation


@needs_wordnet
def test_the_value_as_the_subject_keeps_the_rejection(verifier):
    v = verifier.check("Show me Zorblax's memoir.", MEMOIR % "dbr:Memoir dbo:literaryGenre ?b")
    assert v.status == "reject" and v.reasons[0] == "wrong_relation", v.explanation


@needs_wordnet
def test_a_noun_the_lexicon_reads_keeps_the_rejection(verifier):
    # the lexicon reads "chronicle" as a class: its silence about dbo:literaryGenre is no longer all there is
    v = verifier.check("Show me Zorblax's chronicle.", MEMOIR % "?b dbo:literaryGenre dbr:Chronicle")
    assert v.status == "reject" and v.reasons[0] == "wrong_relation", v.explanation


@needs_wordnet
def test_another_individual_keeps_the_rejection(verifier):
    v = verifier.check("Show me Zorblax's memoir.", MEMOIR % "?b dbo:literaryGenre dbr:Quux")
    assert v.status == "reject" and v.reasons[0] == "deviating_entity", v.explanation


@needs_wordnet
def test_a_noun_read_as_a_class_of_the_query_property_s_name_is_unread(verifier):
    # no entry for "B-sides": read as the class dbo:B-side, and "of" by a vague relation; the query's property
    # dbo:B-side is then the reading of the noun the lexicon does not list, not a term beside the question
    v = verifier.check("Give me all B-sides of the Zorblax.",
                       "SELECT ?b WHERE { ?song dbo:artist dbr:Zorblax . ?song dbo:B-side ?b . }")
    assert v.status == "unknown" and v.reasons == ("unlinked_term",), v.explanation
    assert "dbo:B-side" in v.explanation and "“B-sides”" in v.explanation
