"""Readings made with no lexicon entry at all (by names, WordNet and vague prepositions) must not accept a
query that says something else: with an empty lexicon every word is read this way, as on vocabulary no
lexicon covers. Each test pairs a query that must not be accepted with one that must, so that the rule tested
cannot pass by reading nothing. Names are our own."""

import pytest
from rdflib import Graph

from lemon_lexicon import LEMON
from verifier.bridge.lexicon import Lexicon

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> PREFIX dbr: <http://dbpedia.org/resource/> "


@pytest.fixture(scope="module")
def verifier():
    from verifier.api import Verifier
    return Verifier(lexicon=Lexicon.from_graph(Graph().parse(data=LEMON, format="turtle")))


def _status(verifier, question: str, where: str) -> str:
    return verifier.check(question, P + f"SELECT ?x WHERE {{ {where} }}").status


@needs_wordnet
@pytest.mark.parametrize("question, where", [
    ("In which city did Mara Quill die?", "dbr:Mara_Quill dbo:city ?x"),
    ("Where did Mara Quill die?", "dbr:Mara_Quill dbo:city ?x"),
    ("In which city was Mara Quill born?", "dbr:Mara_Quill dbo:city ?x"),
    ("In which country was Mara Quill buried?", "dbr:Mara_Quill dbo:country ?x"),
])
def test_the_place_of_a_happening_is_not_where_its_subject_is(verifier, question, where):
    # "X died in Y" says where the death happened: "die" names a happening (WordNet: "death", an event), and a
    # property that only locates X (its city) does not name it. No entry says what "die in" is: unknown, no reject
    assert _status(verifier, question, where) == "unknown"


@needs_wordnet
@pytest.mark.parametrize("question, where", [
    ("Where did Mara Quill die?", "dbr:Mara_Quill dbo:deathPlace ?x"),
    ("In which city does Mara Quill live?", "dbr:Mara_Quill dbo:city ?x"),
    ("Which countries does the Velka River flow through?", "dbr:Velka_River dbo:country ?x"),
])
def test_the_place_a_verb_names_or_a_state_is_in_still_reads(verifier, question, where):
    assert _status(verifier, question, where) == "accept"


@needs_wordnet
def test_a_place_is_no_date(verifier):
    # "born in Norway": a property of the verb's happening that holds a date cannot hold Norway
    q = "Which actors were born in Norway?"
    assert _status(verifier, q, "?x a dbo:Actor ; dbo:birthDate dbr:Norway") != "accept"
    assert _status(verifier, q, "?x a dbo:Actor { ?x dbo:birthDate dbr:Norway } UNION "
                                "{ ?x dbo:birthPlace ?p . ?p dbo:country dbr:Norway }") != "accept"
    assert _status(verifier, q, "?x a dbo:Actor ; dbo:birthPlace dbr:Norway") == "accept"


@needs_wordnet
def test_a_field_is_read_only_by_the_word_that_commonly_says_it(verifier):
    # WordNet's synset of a field of study ("chemistry" is a science, a discipline) also holds "subject", whose
    # common sense is the topic of a work: a property named "subject" is no chemist's field
    q = "Which chemists were born in Oslo?"
    assert _status(verifier, q, "?x dbo:subject dbr:Chemistry ; dbo:birthPlace dbr:Oslo") == "unknown"
    assert _status(verifier, q, "?x dbo:field dbr:Chemistry ; dbo:birthPlace dbr:Oslo") == "accept"


@needs_wordnet
@pytest.mark.parametrize("question, where", [
    ("Give me the entity of Mara Quill.", "dbr:Mara_Quill dbo:entity ?x"),
    ("Give me the entity in the residence of Mara Quill.", "dbr:Mara_Quill dbo:residence ?r . ?r dbo:entity ?x"),
    ("What is the object of Mara Quill?", "dbr:Mara_Quill dbo:object ?x"),
])
def test_a_most_general_noun_names_no_relation(verifier, question, where):
    # "entity" is the root of WordNet's nouns: every thing is one, so a property named so says nothing the noun says
    assert _status(verifier, question, where) == "unknown"


@needs_wordnet
def test_a_specific_noun_still_names_its_relation(verifier):
    assert _status(verifier, "Give me the location of Mara Quill.", "dbr:Mara_Quill dbo:location ?x") == "accept"


@needs_wordnet
def test_which_verbs_name_a_happening():
    from verifier.bridge import Bridge
    b = Bridge(lexicon=None)
    assert "death" in b.happening_nouns("die") and "burial" in b.happening_nouns("bury")
    # a state, a motion, and a verb whose subject is itself the happening
    assert b.happening_nouns("live") == b.happening_nouns("flow") == b.happening_nouns("occur") == ()


@needs_wordnet
def test_which_nouns_are_most_general():
    from verifier.bridge.options import most_general_noun
    from verifier.bridge.wordnet import load_wordnet
    wn = load_wordnet()
    assert most_general_noun("entity", wn) and most_general_noun("object", wn)
    assert not any(most_general_noun(w, wn) for w in ("location", "person", "population", "field"))
    assert not most_general_noun("entity", None)
