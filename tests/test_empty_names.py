"""A name a generated question leaves out (verifier/question/grammar/tokens.py, ``_gaps``): the entity's label is
empty, so the question says nothing after its preposition ("the native of  and author of Ruthven Hall."). It is
read as a name spelled as the empty string; a query that asks for exactly that string answers the question, and
one that asks for anything else, or drops it, does not."""

import pytest

from lemon_lexicon import header
from verifier.question.grammar.tokens import tokenize

LEX = header("dbo", "dbp") + """
:native_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "native"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :e1 ; lexinfo:prepositionalAdjunct :e2 ] ;
    lemon:sense [ lemon:reference dbp:birthPlace ; lemon:subjOfProp :e1 ; lemon:objOfProp :e2 ] .
:e2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:author_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "author"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :a1 ; lexinfo:prepositionalAdjunct :a2 ] ;
    lemon:sense [ lemon:reference dbo:author ; lemon:subjOfProp :a2 ; lemon:objOfProp :a1 ] .
:a2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> " \
    "PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Give me the native of  and author of Ruthven Hall."


@pytest.mark.parametrize("text, before, after", [
    ("Give me the editor of  and author of Ruthven Hall.", "of", "and"),
    ("Give me the editor of .", "of", None),
    ("Give me the editor, that is Welsh, of  and author of X.", "of", "and"),
])
def test_a_left_out_name_after_a_preposition_is_an_empty_title(text, before, after):
    tokens = tokenize(text)
    at = [t.form for t in tokens].index("")
    assert tokens[at].kind == "title" and tokens[at - 1].form == before
    assert (tokens[at + 1].form if at + 1 < len(tokens) else None) == after


@pytest.mark.parametrize("text", [
    "Who is she married to ?",            # a stranded preposition before a question mark
    "Who is she married to?",
    "Give me the editor of Ruthven Hall.",
    "Give me the editor of \"\" and author of X.",  # an empty quote is no title of its own either
    "Give me the editor  of Ruthven Hall.",  # two spaces, but not after a preposition
])
def test_a_tidy_question_has_no_empty_name(text):
    assert "" not in [t.form for t in tokenize(text)]


def test_a_query_asking_for_the_empty_label_answers_the_question(verifier):
    v = verifier.check(QUESTION, P + 'SELECT ?r WHERE { ?r dbp:birthPlace ""@en . dbr:Ruthven_Hall dbo:author ?r }')
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("where", [
    '?r dbp:birthPlace "Ruthven Hall"@en . dbr:Ruthven_Hall dbo:author ?r',  # another name
    'dbr:Ruthven_Hall dbo:author ?r',  # the left-out name dropped
    '?r dbp:birthPlace ?e . dbr:Ruthven_Hall dbo:author ?r',  # any birth place at all
])
def test_a_query_asking_for_anything_else_does_not(verifier, where):
    v = verifier.check(QUESTION, P + "SELECT ?r WHERE { " + where + " }")
    assert v.status == "reject", (v.status, v.reasons, v.explanation)


@pytest.mark.parametrize("text", [
    "Who is the mayor of  Lowmere?",            # a doubled space before a word: a slip of typing
    "When did the death  of  Ada Quill happen?",
    "Who is she married to ?",                  # a stranded preposition before the question mark
])
def test_a_doubled_space_before_a_word_is_no_gap(text):
    assert "" not in [t.form for t in tokenize(text)]
