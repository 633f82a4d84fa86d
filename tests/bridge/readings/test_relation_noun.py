"""A verb whose object noun names the query property itself, not a class of its values: "X belongs to
the N" (grammars/relation_verbs.tsv) is X's N, and "who Vs the N for X" is X's "N V-er" (sentences
written for these tests)."""

import pytest
from lemon_lexicon import LEMON


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

# no lexicon entries: the query properties' own names are all the bridge has
LEX = LEMON

DBO = "http://dbpedia.org/ontology/"
DBR = "http://dbpedia.org/resource/"


def q(subject: str, prop: str, reverse: bool = False) -> str:
    s, o = (f"<{DBR}{subject}>", "?x") if not reverse else ("?x", f"<{DBR}{subject}>")
    return f"SELECT DISTINCT ?x WHERE {{ {s} <{DBO}{prop}> {o} }}"


@needs_wordnet
def test_who_designed_the_n_for_x_is_the_n_designer_of_x(verifier):
    question = "Who designed the costumes for Marrowdale?"
    v = verifier.check(question, q("Marrowdale", "costumeDesigner"))
    assert v.status == "accept", v.explanation
    # X is the film, the answer its designer: the other direction is another relation
    v = verifier.check(question, q("Marrowdale", "costumeDesigner", reverse=True))
    assert v.status != "accept", v.explanation
    # a property the noun does not name: the costumes' designer is not the film's designer
    v = verifier.check(question, q("Marrowdale", "designer"))
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_belong_to_the_n_is_the_n_property(verifier):
    v = verifier.check("To which movement does Ilsa Varn belong?", q("Ilsa_Varn", "movement"))
    assert v.status == "accept", v.explanation
    v = verifier.check("To which movement does Ilsa Varn belong?", q("Ilsa_Varn", "movement", reverse=True))
    assert v.status != "accept", v.explanation
    v = verifier.check("To which movement does Ilsa Varn belong?", q("Ilsa_Varn", "genre"))
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_an_adjective_stays_only_as_part_of_a_wordnet_noun(verifier):
    # "artistic movement" is one WordNet noun, a kind of movement
    v = verifier.check("To which artistic movement does Ilsa Varn belong?", q("Ilsa_Varn", "movement"))
    assert v.status == "accept", v.explanation
    # "large movement" is no noun of its own: the adjective would be a condition the query drops
    v = verifier.check("To which large movement does Ilsa Varn belong?", q("Ilsa_Varn", "movement"))
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_the_n_you_need_for_x_is_the_n_of_x(verifier):
    question = "Which parts do you need for a Blorvan engine?"
    v = verifier.check(question, q("Blorvan_engine", "part"))
    assert v.status == "accept", v.explanation
    v = verifier.check(question, q("Blorvan_engine", "part", reverse=True))
    assert v.status != "accept", v.explanation
    # the noun must name the property: a fuel is needed too, but "parts" does not say fuel
    v = verifier.check(question, q("Blorvan_engine", "fuel"))
    assert v.status != "accept", v.explanation


def test_relation_verbs_table_lists_belong():
    from verifier.question.light import relation_verbs

    assert relation_verbs()["_belong_v_to"] == ("subject",)
    assert relation_verbs()["_need_v_1"] == ("_for_p",)
