"""Conversational Wikidata questions whose reading depended on the grammar (issue 22): the possessive
pronoun of "X has Y as its Z" is X's, not the named Y's. The lexicon, labels and sentences are made up
here (ids in the Q9000xx range)."""

import pytest

PROPERTIES = [
    {"id": "P1376", "label": "capital of", "alias": ["county seat of"]},
    {"id": "P138", "label": "named after", "alias": ["eponym", "namesake"]},
    {"id": "P463", "label": "member of", "alias": ["member"]},
]
RECORD = {"question": "Which state has Lowmere as its county seat ?",
          "context": {"entities": "{'Q900103': 'Lowmere', 'Q900106': 'Tamsin Hale'}",
                      "relations": "{'P1376': 'capital of'}",
                      "types": "{'Q7275': 'state', 'Q3914': 'school', 'Q838948': 'work of art'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.mark.wordnet
def test_its_in_have_as_is_the_havers(wikidata_verifier):
    v = wikidata_verifier
    seat = "SELECT ?x WHERE { wd:Q900103 wdt:P1376 ?x . ?x wdt:P31 wd:Q7275 . }"
    r = v.check("Which state has Lowmere as its county seat ?", WD + seat)
    assert r.status == "accept", r.explanation
    flipped = "SELECT ?x WHERE { ?x wdt:P1376 wd:Q900103 . ?x wdt:P31 wd:Q7275 . }"
    assert v.check("Which state has Lowmere as its county seat ?", WD + flipped).status == "reject"
    member = "SELECT ?x WHERE { wd:Q900106 wdt:P463 ?x . ?x wdt:P31 wd:Q3914 . }"
    assert v.check("Which school had Tamsin Hale as its member ?", WD + member).status == "accept"
    named = "SELECT ?x WHERE { ?x wdt:P138 wd:Q900103 . ?x wdt:P31 wd:Q838948 . }"
    assert v.check("Which work of art has Lowmere as its namesake ?", WD + named).status == "accept"

