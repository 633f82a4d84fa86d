"""A two-way relation (symmetric_properties.table) read from the far end: the KG stores it on the record
of the entity it describes, so a query that asks who names that entity back may miss answers."""

from lemon_lexicon import LEMON
from verifier.api import one_sided_symmetric
from verifier.logic import Atom, Const, Or, Var

LEX = LEMON + """
:to_wed a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "marry"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :w_s ; lexinfo:directObject :w_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/spouse> ; lemon:subjOfProp :w_s ; lemon:objOfProp :w_o ] .
"""

DBO, DBR = "<http://dbpedia.org/ontology/", "<http://dbpedia.org/resource/"
QUESTION = "Whom did Ottilie Varga marry?"


def _spouse(s: str, o: str) -> str:
    return f"{s} {DBO}spouse> {o}"


def test_the_far_end_of_a_symmetric_triple_is_found_with_its_turned_round_triple():
    x, ann = Var("x"), Const("dbr:Ann_Example")
    far, near = Atom("dbo:spouse", (x, ann)), Atom("dbo:spouse", (ann, x))
    sym = frozenset({"dbo:spouse"})
    assert one_sided_symmetric(far, sym) == [(far, near)]
    assert one_sided_symmetric(near, sym) == []
    assert one_sided_symmetric(Or((far, near)), sym) == []  # both ends, in a UNION
    # a property the table does not list keeps whatever direction the lexicon gives it
    assert one_sided_symmetric(Atom("dbo:foundedBy", (x, ann)), sym) == []
    # two variables or two IRIs: no end is the one the question names
    assert one_sided_symmetric(Atom("dbo:spouse", (x, Var("y"))), sym) == []
    assert one_sided_symmetric(Atom("dbo:spouse", (Const("dbr:Bo_Example"), ann)), sym) == []


def test_the_named_entitys_own_record_is_accepted(verifier):
    person = f"{DBR}Ottilie_Varga>"
    v = verifier.check(QUESTION, f"SELECT ?s WHERE {{ {_spouse(person, '?s')} }}")
    assert v.status == "accept", v.explanation


def test_both_ends_in_a_union_are_accepted(verifier):
    person = f"{DBR}Ottilie_Varga>"
    v = verifier.check(QUESTION, f"SELECT ?s WHERE {{ {{ {_spouse(person, '?s')} }} UNION {{ {_spouse('?s', person)} }} }}")
    assert v.status == "accept", v.explanation


def test_the_far_end_alone_is_unknown_with_the_turned_round_triple_as_repair(verifier):
    person = f"{DBR}Ottilie_Varga>"
    v = verifier.check(QUESTION, f"SELECT ?s WHERE {{ {_spouse('?s', person)} }}")
    assert (v.status, v.reasons) == ("unknown", ("one_sided_relation",)), v.explanation
    assert v.repair == "?s dbo:spouse dbr:Ottilie_Varga → dbr:Ottilie_Varga dbo:spouse ?s"
    assert "both ways" in " ".join(v.notes)  # the proof under the two-way reading is kept as a note


def test_a_query_that_is_wrong_anyway_keeps_its_rejection(verifier):
    # the far-end check comes after the proof: a wrong entity is still a rejection, not an unknown
    other = f"{DBR}Bertram_Kilnsey>"
    v = verifier.check(QUESTION, f"SELECT ?s WHERE {{ {_spouse('?s', other)} }}")
    assert v.status == "reject", v.explanation

