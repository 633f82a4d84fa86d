"""A plural demonstrative read as each of the entities of an earlier answer list ("Which colors are those
banners associated with?"): the verb said of each member of the list is one verb, read as a relation
noun reads it for one. Sentences and data are made up."""

import pytest

PROPERTIES = [
    {"id": "P462", "label": "color", "alias": ["colour"]},
    {"id": "P138", "label": "named after", "alias": ["eponym"]},
]
RECORD = {"question": "Which colors is the banner of Lowmere associated with ?",
          "context": {"entities": "{'Q900401': 'banner of Lowmere', 'Q900402': 'banner of Eastwick'}",
                      "relations": "{'P462': 'color'}",
                      "types": "{'Q1075': 'color'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
TURNS = [{"speaker": "USER", "utterance": "Which banners are named after Ada Brook ?", "entities": {}},
         {"speaker": "SYSTEM", "utterance": "banner of Lowmere, banner of Eastwick",
          "entities": {"Q900401": "banner of Lowmere", "Q900402": "banner of Eastwick"}}]


@pytest.mark.wordnet
def test_a_relation_noun_with_its_verb_reads_each_member_of_a_list(wikidata_verifier):
    # "colors" names the query's property, "associated with" says only that the two are connected; the
    # list distributed over its members repeats the verb on one event (before, that was two verbs and
    # neither was read: no reading of "associated with")
    v = wikidata_verifier
    either = WD + ("SELECT DISTINCT ?x WHERE { ?y wdt:P462 ?x . VALUES ?y { wd:Q900401 wd:Q900402 } . "
                   "?x wdt:P31 wd:Q1075 . }")
    ok = v.check("Which colors are those banners associated with ?", either, context=TURNS)
    assert ok.status == "accept", ok.explanation
    assert any("read as each of" in n for n in ok.notes), ok.notes
    other = WD + ("SELECT DISTINCT ?x WHERE { ?y wdt:P138 ?x . VALUES ?y { wd:Q900401 wd:Q900402 } . "
                  "?x wdt:P31 wd:Q1075 . }")
    assert v.check("Which colors are those banners associated with ?", other, context=TURNS).status != "accept"
    # the list said directly reads the same
    direct = v.check('Which colors are "banner of Lowmere" or "banner of Eastwick" associated with ?', either)
    assert direct.status == "accept", direct.explanation
