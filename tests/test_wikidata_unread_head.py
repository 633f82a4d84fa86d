"""A query property whose label is a noun phrase headed by a question noun the query leaves unread, where the
lexicon lists the noun only for another property (verifier/unread.py ``_head_links``): "Which parts are the
components of Zorbase or Quuxase?" with a property labelled "cell component", the lexicon reading
"component of" as "part of". A lexicon lists some meanings of a word, not all: the verdict is ``unknown``,
not a rejection. A property whose label is headed by another noun keeps the rejection. Lexicon, labels and
sentences are made up here (ids in the Q9004xx range)."""

import pytest

PROPERTIES = [
    {"id": "P361", "label": "part of", "alias": ["component of"]},
    {"id": "P681", "label": "cell component", "alias": []},
    {"id": "P2283", "label": "uses", "alias": ["used"]},
]
RECORD = {"question": "Which parts are the components of Zorbase or Quuxase ?",
          "context": {"entities": "{'Q900401': 'Zorbase', 'Q900402': 'Quuxase'}",
                      "relations": "{'P681': 'cell component'}", "types": "{'Q900403': 'part'}", "history": []}}
Q = "Which parts are the components of Zorbase or Quuxase ?"


def _query(prop: str) -> str:
    return ("SELECT ?x WHERE { { wd:Q900401 wdt:%s ?x . ?x wdt:P31 wd:Q900403 . } UNION "
            "{ wd:Q900402 wdt:%s ?x . ?x wdt:P31 wd:Q900403 . } }" % (prop, prop))


@pytest.mark.wordnet
def test_a_property_headed_by_the_unread_noun_is_unknown_not_wrong(wikidata_verifier):
    got = wikidata_verifier.check(Q, _query("P681"))
    assert got.status == "unknown" and got.reasons[0] == "unlinked_term", (got.status, got.reasons, got.explanation)
    assert "headed by the word" in got.explanation


@pytest.mark.wordnet
def test_a_property_headed_by_another_noun_keeps_the_rejection(wikidata_verifier):
    got = wikidata_verifier.check(Q, _query("P2283"))
    assert got.status == "reject", (got.status, got.reasons, got.explanation)
