"""Two properties that state one relation from its two ends (inverse_properties.table): a question the
lexicon reads with one of them is answered by a query that uses the other, turned round."""

from lemon_lexicon import LEMON
from verifier.bridge import load_inverse_properties

LEX = LEMON + """
:daughter_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "daughter"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :d_o ; lexinfo:prepositionalAdjunct :d_s ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/child> ; lemon:subjOfProp :d_s ; lemon:objOfProp :d_o ] .
:d_s lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

DBO, DBR = "<http://dbpedia.org/ontology/", "<http://dbpedia.org/resource/"
QUESTION = "Who is the daughter of Ottilie Varga?"
MOTHER = f"{DBR}Ottilie_Varga>"


def test_the_table_pairs_parent_with_child():
    pairs = load_inverse_properties()
    assert ("dbo:parent", "dbo:child") in pairs
    # a property and the inverse of a narrower one are no pair: a child's father is one parent only
    assert not any("father" in p or "father" in q for p, q in pairs)


def test_the_lexicons_own_property_is_accepted(verifier):
    v = verifier.check(QUESTION, f"SELECT ?d WHERE {{ {MOTHER} {DBO}child> ?d }}")
    assert v.status == "accept", v.explanation


def test_the_inverse_property_turned_round_is_accepted_and_named(verifier):
    v = verifier.check(QUESTION, f"SELECT ?d WHERE {{ ?d {DBO}parent> {MOTHER} }}")
    assert v.status == "accept", v.explanation
    assert "dbo:parent is the inverse of dbo:child" in v.explanation
    # each property of the pair is stored on its own subject's record: not a far-end reading
    assert "one_sided_relation" not in v.reasons


def test_the_inverse_property_the_wrong_way_round_is_rejected(verifier):
    # ?d's children are not ?d's mothers
    v = verifier.check(QUESTION, f"SELECT ?d WHERE {{ {MOTHER} {DBO}parent> ?d }}")
    assert v.status == "reject", v.explanation


def test_both_properties_in_a_union_are_accepted(verifier):
    v = verifier.check(QUESTION, f"SELECT ?d WHERE {{ {{ {MOTHER} {DBO}child> ?d }} UNION "
                                 f"{{ ?d {DBO}parent> {MOTHER} }} }}")
    assert v.status == "accept", v.explanation


def test_an_unrelated_property_turned_round_stays_rejected(verifier):
    v = verifier.check(QUESTION, f"SELECT ?d WHERE {{ ?d {DBO}successor> {MOTHER} }}")
    assert v.status == "reject", v.explanation
