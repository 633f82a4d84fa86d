"""'What kind/form/type of N does X have?': a property that classifies the N of its subject (label
"N type", or a WordNet kind of N) read with the light relation between X and the kind (sentences
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
def test_form_of_n_had_by_x_is_the_n_type_property(verifier):
    v = verifier.check("What form of currency does Zarnovia have?", q("Zarnovia", "currencyType"))
    assert v.status == "accept", v.explanation
    # the property's direction still counts: the kind is the value, the haver the subject
    v = verifier.check("What form of currency does Zarnovia have?", q("Zarnovia", "currencyType", reverse=True))
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_type_of_n_found_in_x(verifier):
    v = verifier.check("What type of cuisine is found in Quillfeather?", q("Quillfeather", "cuisineType"))
    assert v.status == "accept", v.explanation


@needs_wordnet
def test_kind_of_n_by_a_wordnet_kind_of_n(verifier):
    # "genre" has a WordNet sense whose hypernym is music: a genre is a kind of music
    v = verifier.check("What kind of music does Pelle Orvik perform?", q("Pelle_Orvik", "genre"))
    assert v.status == "accept", v.explanation
    # a property that is no kind of music is not read so
    v = verifier.check("What kind of music does Pelle Orvik perform?", q("Pelle_Orvik", "instrument"))
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_without_the_kind_construction_the_noun_is_not_its_type(verifier):
    # "which currency" asks for currencies, not for a classification of them
    v = verifier.check("Which currency does Zarnovia have?", q("Zarnovia", "currencyType"))
    assert v.status != "accept", v.explanation
