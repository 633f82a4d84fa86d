"""The level of place a wh-noun asks for, reached by "in" from the value of a named thing's attribute
(``read_contained_level`` in ``verifier/bridge/readings/presupposed.py``): "In which town are the
headquarters of Vellmark?" with ``dbr:Vellmark dbo:headquarter ?c`` asks for the town the headquarters are
in; the untyped query returns the headquarters' places, and whether the KG keeps them at the town level only
is the data's to say (unknown, ``place_level``), as for "In which town did X die?". Another named thing stays
rejected; a reversed relation or another level stated gets no place level (this small lexicon has no reading
of "in" of its own, so they stay where they were: unknown, no_lexical_bridge). Names and the lexicon are our own.
"""

import pytest

from lemon_lexicon import header
from verifier.bridge.readings.presupposed import _contained_level, _says_level
from verifier.logic import Atom, Const, Var

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo") + """
:headquarters_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "headquarters"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :hq_s ; lexinfo:prepositionalAdjunct :hq_o ] ;
    lemon:sense [ lemon:reference dbo:headquarter ; lemon:subjOfProp :hq_o ; lemon:objOfProp :hq_s ] .
:hq_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:town a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "town"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :to ] ;
    lemon:sense [ lemon:reference dbo:Town ; lemon:isA :to ] .
:country a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :co ] ;
    lemon:sense [ lemon:reference dbo:Country ; lemon:isA :co ] .
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier

    path = tmp_path_factory.mktemp("lex") / "lexicon.ttl"
    path.write_text(LEX, encoding="utf-8")
    with Verifier(lexicon=path) as v:
        yield v


P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "In which town are the headquarters of Vellmark?"


def check(verifier, question, body):
    return verifier.check(question, P + body)


def test_the_axiom_speaks_of_the_attribute_values_or_its_subject_only():
    a = Atom("dbo:headquarter", (Const("dbr:Vellmark"), Var("v")))
    value = _contained_level("_town_n_1", a, Atom("_in_p_loc", (Var("x3"), Var("x4"))))
    assert str(value) == "∀x y. dbo:headquarter(dbr:Vellmark, x) ∧ _town_n_1(y) → (_in_p_loc(x, y) ↔ x = y)"
    subject = _contained_level("_town_n_1", a, Atom("_in_p_loc", (Const("dbr:Vellmark"), Var("x4"))))
    assert str(subject) == "∀y. _town_n_1(y) → (_in_p_loc(dbr:Vellmark, y) ↔ dbo:headquarter(dbr:Vellmark, y))"


@needs_wordnet
def test_the_untyped_place_of_the_value_is_the_datas_level(verifier):
    v = check(verifier, Q, "SELECT ?c WHERE { dbr:Vellmark dbo:headquarter ?c }")
    assert (v.status, v.reasons[0]) == ("unknown", "place_level"), v.explanation
    assert "“town”" in v.explanation and "dbo:headquarter" in v.explanation


@needs_wordnet
def test_another_named_thing_stays_rejected(verifier):
    v = check(verifier, Q, "SELECT ?c WHERE { dbr:Ostrava_Works dbo:headquarter ?c }")
    assert v.status == "reject", v.explanation


@needs_wordnet
@pytest.mark.parametrize("body", [
    "SELECT ?c WHERE { ?c dbo:headquarter dbr:Vellmark }",  # reversed
    "SELECT ?c WHERE { dbr:Vellmark dbo:headquarter ?c . ?c a dbo:Country }",  # another level, stated
])
def test_no_other_query_gets_the_place_level(verifier, body):
    v = check(verifier, Q, body)
    assert v.status != "accept" and "place_level" not in v.reasons, v.explanation


@needs_wordnet
def test_only_a_noun_that_says_a_level_of_place_reads_so(verifier):
    # "In which year was X born?" misread as "the born (noun) in which year": a year is no level of place
    assert [w for w in ("town", "country", "year", "album") if _says_level(verifier.bridge, w)] == ["town", "country"]
