"""A count comparison whose counted phrase is the subject of a passive participle with a stranded
preposition (issue 22): "Which regions are more films set in than X?" compares, per region, the number of
films set in it with the number set in X, as "Which regions are more films a part of than X?" does for a
stranded "a part of". A particle verb that WordNet lists but the ERG's sense table does not attest ("set
in" as one verb) ranks below the verb with its preposition, so "works of art set in" keeps its stranded
"in" (the wh-phrase its object) among the readings read. The passive of a verb of regarding with a small
clause ("Which people were considered (to be) the founder of X?") says what the copula says. Lexicon, labels and sentences are made up here
(ids in the Q9004xx range)."""

import pytest

from test_wikidata_comparative_positions import versus_of
from test_wikidata_comparatives import WD

PROPERTIES = [
    {"id": "P840", "label": "narrative location",
     "alias": ["setting location", "narrative set in", "location of narrative", "set in location", "takes place in",
               "setting of work", "work set in", "setting", "set in", "place set in", "place of setting"]},
    {"id": "P495", "label": "country of origin", "alias": ["made in"]},
    {"id": "P112", "label": "founded by", "alias": ["founder"]},
]
RECORD = {"question": "Which regions are more films set in than Eastmere ?",
          "context": {"entities": "{'Q900401': 'Eastmere', 'Q900402': 'Westholm'}",
                      "relations": "{'P840': 'narrative location'}",
                      "types": "{'Q900417': 'region', 'Q11424': 'film', 'Q900418': 'novel',"
                               " 'Q838948': 'work of art'}",
                      "history": []}}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def _counted(sparql: str) -> str:
    """The same comparison asked as "How many …": the number of the answers."""
    return sparql.replace("SELECT ?y WITH", "SELECT (COUNT(*) AS ?count) WITH", 1)


@pytest.mark.wordnet
def test_a_counted_subject_of_a_stranded_participle_is_counted_per_answer(verifier):
    # "Which Ys are more Ns set in than X?": the Ns set in each Y against those set in X
    text = "Which regions are more films set in than Eastmere ?"
    readings, _ = verifier.readings(text)
    assert any("} > n" in str(r.formula) and "much-many_a" not in str(r.formula) for r in readings)
    ok = verifier.check(text, versus_of("P840", "Q900417", ("Q11424",), ">", "Q900401"))
    assert ok.status == "accept", ok.explanation
    for wrong in (versus_of("P840", "Q900417", ("Q11424",), "<", "Q900401"),  # the other direction
                  versus_of("P840", "Q900417", ("Q900418",), ">", "Q900401"),  # novels, not films
                  versus_of("P840", "Q900417", ("Q11424",), ">", "Q900402"),  # another X
                  versus_of("P495", "Q900417", ("Q11424",), ">", "Q900401")):  # another relation
        assert verifier.check(text, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_a_coordinated_counted_subject_of_a_participle_in_a_how_many_question(verifier):
    # "How many Ys are fewer Ns or Ms set in than X?": the number of Ys whose Ns or Ms are fewer
    text = "How many regions are fewer films or novels set in than Eastmere ?"
    ok = verifier.check(text, _counted(versus_of("P840", "Q900417", ("Q11424", "Q900418"), "<", "Q900401")))
    assert ok.status == "accept", ok.explanation
    wrong = verifier.check(text, _counted(versus_of("P840", "Q900417", ("Q11424", "Q900418"), ">", "Q900401")))
    assert wrong.status == "reject", wrong.explanation


@pytest.mark.wordnet
def test_a_particle_verb_the_erg_does_not_attest_leaves_the_stranded_preposition_a_reading(verifier):
    # "set in" is a WordNet particle verb ("winter set in"), but "Which regions are works of art set in?" asks
    # where the works are set: the verb with its stranded preposition is among the readings, and proves
    text = "Which regions are works of art set in ?"
    ok = verifier.check(text, WD + "SELECT ?y WHERE { ?x wdt:P840 ?y . ?y wdt:P31 wd:Q900417 . "
                                   "?x wdt:P31 wd:Q838948 . }")
    assert ok.status == "accept", ok.explanation
    reversed_ = verifier.check(text, WD + "SELECT ?y WHERE { ?y wdt:P840 ?x . ?y wdt:P31 wd:Q900417 . "
                                          "?x wdt:P31 wd:Q838948 . }")
    assert reversed_.status != "accept", reversed_.explanation


@pytest.mark.wordnet
@pytest.mark.parametrize("text", ["Which people were considered the founder of Eastmere ?",
                                  "Which people were considered to be the founder of Eastmere ?"])
def test_considered_the_n_reads_as_the_copula(verifier, text):
    # "Which people were considered (to be) the founder of X?" asks who the founder of X is
    ok = verifier.check(text, WD + "SELECT ?y WHERE { wd:Q900401 wdt:P112 ?y . }")
    assert ok.status == "accept", ok.explanation
    reversed_ = verifier.check(text, WD + "SELECT ?y WHERE { ?y wdt:P112 wd:Q900401 . }")
    assert reversed_.status != "accept", reversed_.explanation
