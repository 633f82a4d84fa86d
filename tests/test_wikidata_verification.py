"""Verification and logical questions over Wikidata as conversational benchmarks ask them (issue 22): a
relational noun phrase carried by a support verb that the lexicon spells with a WordNet hypernym of its
head ("holds a diplomatic relationship with" by the entry "diplomatic relation"), and a negated copula in a
coordinated verb phrase ("… and are not the countries of origin of X", SPARQL's FILTER NOT EXISTS). The lexicon, labels and
sentences are made up here (ids in the Q9000xx range)."""

import pytest

PROPERTIES = [
    {"id": "P530", "label": "diplomatic relation", "alias": ["diplomatic relations"]},
    {"id": "P19", "label": "place of birth", "alias": ["birthplace", "born in"]},
    {"id": "P17", "label": "country", "alias": ["sovereign state"]},
    {"id": "P495", "label": "country of origin", "alias": ["origin"]},
]
RECORD = {"question": "Does Lowmere have diplomatic relations with Brightwater ?",
          "context": {"entities": "{'Q900101': 'Lowmere', 'Q900102': 'Brightwater', 'Q900103': 'Ashdale', 'Q900104': 'Greyford'}",
                      "relations": "{'P530': 'diplomatic relation'}",
                      "types": "{'Q6256': 'country'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.mark.wordnet
@pytest.mark.parametrize("question", [
    "Does Lowmere hold a diplomatic relationship with Brightwater ?",
    "Does Lowmere have diplomatic associations with Brightwater ?",
    "Does Lowmere have diplomatic connections with Brightwater and Ashdale ?",
])
def test_a_support_verbs_noun_phrase_reads_as_the_entry_spelled_with_a_hypernym_of_its_head(wikidata_verifier, question):
    v = wikidata_verifier
    both = " wd:Q900101 wdt:P530 wd:Q900103 ." if "Ashdale" in question else ""
    ok = v.check(question, WD + "ASK { wd:Q900101 wdt:P530 wd:Q900102 ." + both + " }")
    assert ok.status == "accept", ok.explanation
    assert any("is a kind of" in a["source"] for a in ok.to_dict()["proof"]["axioms"])
    other = v.check(question, WD + "ASK { wd:Q900101 wdt:P19 wd:Q900102 ." + both.replace("P530", "P19") + " }")
    assert other.status != "accept"


@pytest.mark.wordnet
def test_a_head_noun_whose_hypernym_no_entry_spells_with_the_modifiers_stays_unread(wikidata_verifier):
    # a visit is no kind of relation: no entry spells "diplomatic visit" or a hypernym of it
    r = wikidata_verifier.check("Does Lowmere have diplomatic visits with Brightwater ?",
                                WD + "ASK { wd:Q900101 wdt:P530 wd:Q900102 . }")
    assert r.status != "accept"


def test_hypernym_texts_keep_the_modifiers_and_replace_the_head_only():
    from verifier.bridge.readings.supported import hypernym_texts

    class WN:  # a WordNet stand-in: one sense of "tie" whose hypernym is "bond"
        class S:
            def __init__(self, names, hyper=()):
                self._n, self._h = names, hyper

            def lemma_names(self):
                return self._n

            def hypernyms(self):
                return self._h

        def synsets(self, word, pos):
            return [self.S(["tie"], [self.S(["bond", "human_bond"])])] if word == "tie" else []

    assert hypernym_texts("family tie", "tie", WN()) == [("family bond", "bond"), ("family human bond", "human bond")]
    assert hypernym_texts("tie", "tie", WN()) == []  # one word: no modifier to hold it


@pytest.mark.wordnet
def test_a_negated_copula_in_a_coordinated_verb_phrase_reads_as_filter_not_exists(wikidata_verifier):
    v = wikidata_verifier
    q = "Which countries have diplomatic relations with Lowmere and are not the countries of origin of Greyford ?"
    body = "SELECT ?x WHERE { wd:Q900101 wdt:P530 ?x . ?x wdt:P31 wd:Q6256 . %s }"
    ok = v.check(q, WD + body % "FILTER NOT EXISTS { wd:Q900104 wdt:P495 ?x . }")
    assert ok.status == "accept", ok.explanation
    assert v.check(q, WD + body % "wd:Q900104 wdt:P495 ?x .").status == "reject"
    assert v.check(q, WD + body % "").status != "accept"
