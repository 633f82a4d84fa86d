"""A KG category's name read as a noun phrase beyond its plain words (``readings/categories``): a
hyphenated word of the name is also one word ("Non-profit" says "nonprofit"), and a name
"<phrase> [<participle>] in|from <Place>" says the phrase with an adjective that pertains to the place
(WordNet's pertainym: "Norwegian" → Norway). Made-up categories; no lexicon entry for any word."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = LEMON  # no entry: every reading is by name
H = "PREFIX dct: <http://purl.org/dc/terms/> PREFIX dbc: <http://dbpedia.org/resource/Category:> "


def _status(verifier, question: str, category: str) -> str:
    return verifier.check(question, H + f"SELECT ?c WHERE {{ ?c dct:subject dbc:{category} }}").status


def test_a_hyphenated_word_of_the_name_says_one_word(verifier):
    assert _status(verifier, "Give me all nonprofit choirs.", "Non-profit_choirs") == "accept"


@pytest.mark.parametrize("question, category", [
    ("Give me all Norwegian nonprofit choirs.", "Non-profit_choirs_based_in_Norway"),
    ("Give me all Norwegian fiddlers.", "Fiddlers_from_Norway"),
])
def test_a_place_the_phrase_is_in_says_its_adjective(verifier, question, category):
    assert _status(verifier, question, category) == "accept"


@pytest.mark.parametrize("question, category", [
    ("Give me all Norwegian nonprofit choirs.", "Non-profit_choirs_based_in_Sweden"),  # another place
    ("Give me all Norwegian nonprofit choirs.", "Choirs_based_in_Norway"),  # "nonprofit" not said
    ("Give me all Swedish fiddlers.", "Fiddlers_from_Norway"),
    ("Give me all fiddlers.", "Fiddlers_from_Norway"),  # no adjective for the place
])
def test_another_place_or_phrase_is_not_the_category(verifier, question, category):
    assert _status(verifier, question, category) != "accept"
