"""Chat-style input: keywords, noun phrases and gibberish are not yes/no questions."""

from pathlib import Path

import pytest

from verifier.bridge.wordnet import wordnet_available
from verifier.question.parsers import ParseError, chat_input

CHEM = Path(__file__).resolve().parents[1] / "examples" / "chemistry"
SELECT = ("PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
          "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")


def test_questions_and_requests_pass_unchanged():
    for text in ("What is the mass of benzene?", "Is water heavier than benzene", "Give me all acids.",
                 "In which year was benzene found", "list the solvents"):
        assert chat_input(text, known=lambda w: True) == text


def test_a_noun_phrase_is_read_as_a_request_for_its_value():
    assert chat_input("benzene boiling point", known=lambda w: True) == "What is the benzene boiling point?"
    assert chat_input("The melting point of caffeine.", known=lambda w: True) == "What is the melting point of caffeine?"


def test_gibberish_is_unparsed():
    with pytest.raises(ParseError) as err:
        chat_input("asdf qwer", known=lambda w: False)
    assert err.value.code == "question_unparsed"


@pytest.mark.wordnet
@pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")
def test_chat_input_never_gets_a_confident_wrong_query_form(chemistry_verifier):
    v = chemistry_verifier.check("benzene boiling point", SELECT)
    assert "wrong_query_form" not in v.reasons
    v = chemistry_verifier.check("asdf qwer", SELECT)
    assert v.status == "unknown" and v.reasons == ("question_unparsed",)
    assert chemistry_verifier.check("the mass of benzene", SELECT).status == "accept"


@pytest.mark.wordnet
@pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")
def test_the_api_takes_rdflib_graphs_for_the_lexicon_and_the_kg(chemistry_verifier):
    from rdflib import Graph

    from verifier import Verifier

    lexicon = Graph().parse(CHEM / "lexicon.ttl", format="turtle")
    kg = Graph().parse(CHEM / "kg.ttl", format="turtle")
    with Verifier(lexicon=lexicon, kg=kg) as v:
        got = v.check("What is the mass of benzene?", SELECT)
    want = chemistry_verifier.check("What is the mass of benzene?", SELECT)
    assert (got.status, got.reasons) == (want.status, want.reasons) == ("accept", ("equivalent",))
