""""More N than X" counted through a query property no question word is bridged to (issue 22): "Which towns
are situated in the neighbourhood of more lakes than Eastmoor?" where the lexicon reads "situated in" and
"neighbourhood" as other properties and the query counts the lakes through a property whose forms say
"located". Setting the property aside, as the non-count rule does (verifier.unread), means nothing inside a
count; read as the phrase that links the lakes to the town, the query asks what the question asks, so the
verdict is ``unknown``, not a rejection. A changed comparison, or a property whose name says no word of the
phrase, keeps the rejection. Lexicon, labels and sentences are made up here (ids in the Q9003xx range)."""

import pytest

from test_wikidata_comparatives import versus

PROPERTIES = [
    {"id": "P206", "label": "located in or next to body of water", "alias": ["located in water", "on lake"]},
    {"id": "P17", "label": "country", "alias": ["situated in"]},
    {"id": "P276", "label": "location", "alias": ["neighbourhood"]},
    {"id": "P47", "label": "shares border with", "alias": ["border"]},
]
RECORD = {"question": "Which towns are situated in the neighbourhood of more lakes than Eastmoor ?",
          "context": {"entities": "{'Q900301': 'Eastmoor'}", "relations": "{'P206': 'located in or next to body of water'}",
                      "types": "{'Q3957': 'town', 'Q23397': 'lake'}", "history": []}}
Q = "Which towns are situated in the neighbourhood of more lakes than Eastmoor ?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
def test_a_count_through_a_term_whose_forms_say_the_linking_verb_is_unknown_not_wrong(verifier):
    got = verifier.check(Q, versus("P206", "Q3957", ("Q23397",), ">", "Q900301"))
    assert got.status == "unknown" and got.reasons[0] == "unlinked_term", (got.status, got.reasons, got.explanation)
    assert "situated" in got.explanation


@pytest.mark.wordnet
def test_the_term_read_as_the_link_still_rejects_a_changed_comparison(verifier):
    got = verifier.check(Q, versus("P206", "Q3957", ("Q23397",), "<", "Q900301"))
    assert got.status == "reject", (got.status, got.reasons, got.explanation)


@pytest.mark.wordnet
def test_a_term_whose_name_says_no_word_of_the_link_keeps_the_rejection(verifier):
    got = verifier.check(Q, versus("P47", "Q3957", ("Q23397",), ">", "Q900301"))
    assert got.status == "reject", (got.status, got.reasons, got.explanation)


def test_the_counted_link_is_what_the_count_says_beyond_the_counted_thing():
    import doctest

    import verifier.unread as unread

    result = doctest.testmod(unread)
    assert result.attempted and not result.failed
