"""Yes/no questions over two entities and their direction (issue 22): "Was X born in A and B?" asked as
``A P19 X ∧ B P19 X`` (every triple the wrong way round) is rejected, and said so (``wrong_direction``, the
whole property reversed), where the faithful ``X P19 A ∧ X P19 B`` is accepted. A noun WordNet knows only
as a name ("born": Max Born) names no query term by its name: the parse with "X born" as one noun read P19,
named "born in", as that noun's relation the other way round, and accepted the reversed triple. Lexicon, labels and sentences are made
up here (ids in the Q9004xx range)."""

import pytest

from test_wikidata_comparatives import WD

PROPERTIES = [
    {"id": "P19", "label": "place of birth",
     "alias": ["birthplace", "born in", "POB", "birth place", "location born", "born at", "birth location",
               "location of birth", "birth city", "born"]},
    {"id": "P20", "label": "place of death", "alias": ["died in", "death place"]},
]
RECORD = {"question": "Was Ada Quill born in Eastmere and Westholm ?",
          "context": {"entities": "{'Q900421': 'Ada Quill', 'Q900401': 'Eastmere', 'Q900402': 'Westholm'}",
                      "relations": "{'P19': 'place of birth'}", "types": "{}", "history": []}}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
@pytest.mark.parametrize("text", ["Was Ada Quill born in Eastmere ?", "Was Ada Quill born at Eastmere ?"])
def test_a_reversed_birth_place_is_rejected(verifier, text):
    ok = verifier.check(text, WD + "ASK { wd:Q900421 wdt:P19 wd:Q900401 . }")
    assert ok.status == "accept", ok.explanation
    wrong = verifier.check(text, WD + "ASK { wd:Q900401 wdt:P19 wd:Q900421 . }")
    assert (wrong.status, wrong.reasons[0]) == ("reject", "wrong_direction"), wrong.explanation


@pytest.mark.wordnet
def test_every_triple_reversed_is_one_wrong_direction(verifier):
    text = "Was Ada Quill born in Eastmere and Westholm ?"
    ok = verifier.check(text, WD + "ASK { wd:Q900421 wdt:P19 wd:Q900401 . wd:Q900421 wdt:P19 wd:Q900402 . }")
    assert ok.status == "accept", ok.explanation
    wrong = verifier.check(text, WD + "ASK { wd:Q900401 wdt:P19 wd:Q900421 . wd:Q900402 wdt:P19 wd:Q900421 . }")
    assert (wrong.status, wrong.reasons[0]) == ("reject", "wrong_direction"), wrong.explanation
    assert "wd:Q900402 wdt:P19 wd:Q900421" in wrong.explanation  # both triples named in the repair


@pytest.mark.wordnet
def test_a_noun_wordnet_knows_only_as_a_name_names_no_term():
    from verifier.bridge import load_wordnet
    from verifier.bridge.readings.named import _only_a_name

    wn = load_wordnet()
    assert _only_a_name("born", wn)  # Max Born
    assert not _only_a_name("lodge", wn) and not _only_a_name("sun", wn)  # a name first, but a common noun too
