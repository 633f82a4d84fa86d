"""A common noun that no lexicon entry covers, read as the things a query gives that noun's individual as
the value of a property saying what they are (the KG profile's kind_value role: "sculptor" and
?x dbo:occupation dbr:Sculptor)."""

from lemon_lexicon import LEMON
from verifier.bridge import Bridge

LEX = LEMON + """
:write a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "write"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :w_s ; lexinfo:directObject :w_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/author> ; lemon:subjOfProp :w_o ; lemon:objOfProp :w_s ] .
:novel a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "novel"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Novel> ; lemon:isA :n1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Which sculptors wrote novels?"
NOVELS = "?n a dbo:Novel ; dbo:author ?s ."


def test_the_table_lists_occupations_not_any_property():
    props = Bridge().kind_value_properties()
    assert "dbo:occupation" in props and "dbo:employer" not in props


def test_the_noun_is_the_things_whose_occupation_it_names(verifier):
    v = verifier.check(QUESTION, H + f"SELECT DISTINCT ?s WHERE {{ ?s dbo:occupation dbr:Sculptor . {NOVELS} }}")
    assert v.status == "accept", v.explanation
    assert "dbo:occupation" in v.explanation


def test_another_occupation_or_another_property_is_not_accepted(verifier):
    for pattern in ("?s dbo:occupation dbr:Painter .", "?s dbo:employer dbr:Sculptor .", ""):
        v = verifier.check(QUESTION, H + f"SELECT DISTINCT ?s WHERE {{ {pattern} {NOVELS} }}")
        assert v.status != "accept", (pattern, v.explanation)
