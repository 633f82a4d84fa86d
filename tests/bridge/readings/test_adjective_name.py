"""Adjectives that together spell the name of a query individual which the query gives as a value of
the modified thing ("Spanish Gothic churches": ?x dbo:architecturalStyle dbr:Spanish_Gothic): the
grammar reads a multiword name used as a modifier as adjectives, and the name is the individual."""

from lemon_lexicon import LEMON
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.logic import And, Atom, Const, Var
from verifier.question.reading import Reading

LEX = LEMON + """
:church a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "church"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :c1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Church> ; lemon:isA :c1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Which Spanish Gothic churches are there?"


def query(style: str, prop: str = "dbo:architecturalStyle") -> str:
    return H + f"SELECT DISTINCT ?c WHERE {{ ?c a dbo:Church ; {prop} {style} }}"


def test_the_adjectives_are_the_named_style(verifier):
    v = verifier.check(QUESTION, query("dbr:Spanish_Gothic"))
    assert v.status == "accept", v.explanation
    assert "Spanish Gothic" in v.explanation


def test_another_style_or_none_is_not_accepted(verifier):
    for q in (query("dbr:Gothic"), query("dbr:French_Gothic"),
              H + "SELECT DISTINCT ?c WHERE { ?c a dbo:Church }",
              H + "SELECT DISTINCT ?c WHERE { ?c a dbo:Church . dbr:Spanish_Gothic dbo:architecturalStyle ?c }"):
        v = verifier.check(QUESTION, q)
        assert v.status != "accept", (q, v.explanation)


x3 = Var("x3")


def test_one_adjective_alone_names_nothing():
    # "Gothic churches" with a style labelled "Gothic": a single adjective is the lexicon's to read
    r = Reading(And((Atom("_gothic_a_1", (x3,)), Atom("_church_n_1", (x3,)))), (x3,), "wh")
    f = And((Atom("dbo:architecturalStyle", (Var("c"), Const("dbr:Gothic"))),))
    opts, _, _ = Bridge(Lexicon(), None, synonyms=False, redirects=None).options(
        r, ["dbr:Gothic", "dbo:architecturalStyle"], f)
    assert not any(k[0] == "adjective-name" for k in opts)


def test_two_adjectives_spell_a_name_through_its_label():
    r = Reading(And((Atom("_spanish_a_1", (x3,)), Atom("_gothic_a_1", (x3,)), Atom("_church_n_1", (x3,)))),
                (x3,), "wh")
    f = And((Atom("dbo:architecturalStyle", (Var("c"), Const("dbr:Spanish_Gothic"))),))
    opts, _, _ = Bridge(Lexicon(), None, synonyms=False, redirects=None).options(
        r, ["dbr:Spanish_Gothic", "dbo:architecturalStyle"], f)
    found = opts[("adjective-name", "spanish gothic")]
    assert [a.kg_terms for o in found for a in o.axioms] == [("dbo:architecturalStyle", "dbr:Spanish_Gothic")]
