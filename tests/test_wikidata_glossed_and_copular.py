"""Two readings of issue 22's rejected SPICE questions, over a made-up Wikidata lexicon:

* a verb with its preposition read through a property named "VALUE PREP ACTIVITY" whose activity WordNet's
  gloss of the verb names (``verifier/bridge/readings/glossed.py``): "Which countries did X play for?" with a
  property named "country for sport" (WordNet: *play* is "participate in games or sport"), beside the
  lexicon's own "plays for" of a team membership;
* a two-place verb WordNet files with "be" as being one thing with another, read as the copula
  (``readings/copular.py``): "Which elements represent the main function of X?" (WordNet's constitute.v.01:
  *constitute, represent, make up, comprise, be*).

Beside each accepted query, twins that must stay unaccepted. The entities, labels and sentences are made up."""

import pytest


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

PROPERTIES = [
    {"id": "P9931", "label": "country for sport", "alias": ["sports nationality"]},
    {"id": "P9932", "label": "member of sports team", "alias": ["plays for", "played for"]},
    {"id": "P9933", "label": "country for trade", "alias": []},
    {"id": "P9934", "label": "main function", "alias": []},
    {"id": "P9935", "label": "depicts", "alias": ["represents"]},
]
RECORD = {"question": "Which countries did Kellan Rovers play for ?",
          "context": {"entities": "{'Q993101': 'Kellan Rovers', 'Q993102': 'Osterhaven', 'Q993103': 'Velmic protein'}",
                      "relations": "{'P9931': 'country for sport'}",
                      "types": "{'Q993201': 'country', 'Q993202': 'chemical element'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PLAYED = "Which countries did Kellan Rovers play for?"
REPRESENT = "Which chemical elements represent the main function of Velmic protein?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@needs_wordnet
def test_a_verb_glossed_by_the_activity_a_property_is_named_for_reads_it(verifier):
    v = verifier.check(PLAYED, WD + "SELECT ?x WHERE { wd:Q993101 wdt:P9931 ?x . ?x wdt:P31 wd:Q993201 . }")
    assert v.status == "accept", v.explanation
    team = verifier.check(PLAYED, WD + "SELECT ?x WHERE { wd:Q993101 wdt:P9932 ?x . ?x wdt:P31 wd:Q993201 . }")
    assert team.status == "accept", team.explanation  # the lexicon's own reading stays


@needs_wordnet
def test_another_activity_direction_or_preposition_stays_unaccepted(verifier):
    trade = verifier.check(PLAYED, WD + "SELECT ?x WHERE { wd:Q993101 wdt:P9933 ?x . ?x wdt:P31 wd:Q993201 . }")
    assert trade.status != "accept", trade.explanation
    backwards = verifier.check(PLAYED, WD + "SELECT ?x WHERE { ?x wdt:P9931 wd:Q993101 . ?x wdt:P31 wd:Q993201 . }")
    assert backwards.status != "accept", backwards.explanation
    against = verifier.check("Which countries did Kellan Rovers play against?",
                             WD + "SELECT ?x WHERE { wd:Q993101 wdt:P9931 ?x . ?x wdt:P31 wd:Q993201 . }")
    assert against.status != "accept", against.explanation


@needs_wordnet
def test_a_verb_filed_with_be_reads_as_the_copula(verifier):
    v = verifier.check(REPRESENT, WD + "SELECT ?x WHERE { wd:Q993103 wdt:P9934 ?x . ?x wdt:P31 wd:Q993202 . }")
    assert v.status == "accept", v.explanation
    assert "read as “is”" in " ".join(a["source"] for a in v.to_dict()["proof"]["axioms"])


@needs_wordnet
def test_the_copula_reading_adds_no_relation_of_its_own(verifier):
    other = verifier.check(REPRESENT, WD + "SELECT ?x WHERE { wd:Q993103 wdt:P9935 ?x . ?x wdt:P31 wd:Q993202 . }")
    assert other.status != "accept", other.explanation
    untyped = verifier.check(REPRESENT, WD + "SELECT ?x WHERE { wd:Q993103 wdt:P9934 ?x . }")
    assert untyped.status != "accept", untyped.explanation
    painted = verifier.check("Which chemical elements paint the main function of Velmic protein?",
                             WD + "SELECT ?x WHERE { wd:Q993103 wdt:P9934 ?x . ?x wdt:P31 wd:Q993202 . }")
    assert painted.status != "accept", painted.explanation


def test_the_modules_examples_hold():
    import doctest

    from verifier.bridge.readings import copular, glossed

    for module in (glossed, copular):
        result = doctest.testmod(module)
        assert result.failed == 0, module.__name__
