"""Issue 22: a question word no lexicon entry reads, read as the class the query types its answer by where
WordNet relates the class's label to it (``verifier/bridge/readings/kind_classes.py``), over a made-up
Wikidata lexicon:

* a noun one step below the head of the class's label ("gene" is a kind of "sequence": a query typing by a
  class labelled "nucleic acid sequence");
* an adjective whose compound with its noun is a WordNet name of the class's label ("metabolic process" and
  "metabolism");
* a noun that heads the class's label ("qualification" and a class labelled "professional qualification"), never
  where a privative word modifies it ("fictional qualification") or the query types by another class.

Beside each accepted query, twins that must stay unaccepted (another class, another property, another
direction, an adjective WordNet does not join to the noun). The entities, labels and sentences are made up."""

import pytest


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

PROPERTIES = [
    {"id": "P9941", "label": "encoded by", "alias": [], "description": "the gene that encodes some gene product"},
    {"id": "P9942", "label": "encodes", "alias": [], "description": "the product of a gene"},
    {"id": "P9943", "label": "biological process", "alias": [],
     "description": "is involved in the biological process"},
    {"id": "P9944", "label": "holds", "alias": [], "description": "a qualification the subject holds"},
]
RECORD = {"question": "Which gene encodes Brantolase ?",
          "context": {"entities": "{'Q994101': 'Brantolase', 'Q994102': 'Veltrin kinase', 'Q994103': 'Irmela Voss'}",
                      "relations": "{'P9941': 'encoded by', 'P9943': 'biological process', 'P9944': 'holds'}",
                      "types": "{'Q994201': 'nucleic acid sequence', 'Q994202': 'protein', "
                               "'Q994203': 'metabolism', 'Q994204': 'cell death', "
                               "'Q994205': 'professional qualification', 'Q994206': 'fictional qualification'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
GENE = "Which gene encodes Brantolase?"
PROCESS = "Which metabolic process is Veltrin kinase involved in?"
QUALIFICATION = "Which qualification does Irmela Voss hold?"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@needs_wordnet
def test_a_noun_below_the_head_of_the_querys_class_reads_as_that_class(verifier):
    v = verifier.check(GENE, WD + "SELECT ?x WHERE { wd:Q994101 wdt:P9941 ?x . ?x wdt:P31 wd:Q994201 . }")
    assert v.status == "accept", v.explanation
    assert "“gene” is wd:Q994201 (nucleic acid sequence), the query's class, which WordNet relates to the word" in v.explanation


@needs_wordnet
def test_another_class_property_or_direction_stays_unaccepted(verifier):
    protein = verifier.check(GENE, WD + "SELECT ?x WHERE { wd:Q994101 wdt:P9941 ?x . ?x wdt:P31 wd:Q994202 . }")
    assert protein.status != "accept", protein.explanation
    backwards = verifier.check(GENE, WD + "SELECT ?x WHERE { wd:Q994101 wdt:P9942 ?x . ?x wdt:P31 wd:Q994201 . }")
    assert backwards.status != "accept", backwards.explanation


@needs_wordnet
def test_an_adjective_whose_compound_names_the_querys_class_reads_with_its_noun(verifier):
    v = verifier.check(PROCESS, WD + "SELECT ?x WHERE { wd:Q994102 wdt:P9943 ?x . ?x wdt:P31 wd:Q994203 . }")
    assert v.status == "accept", v.explanation
    assert "“metabolic” is wd:Q994203 (metabolism), the query's class, which WordNet relates to the word" in v.explanation


@needs_wordnet
def test_another_class_or_an_unjoined_adjective_stays_unaccepted(verifier):
    death = verifier.check(PROCESS, WD + "SELECT ?x WHERE { wd:Q994102 wdt:P9943 ?x . ?x wdt:P31 wd:Q994204 . }")
    assert death.status != "accept", death.explanation
    chemical = verifier.check("Which chemical process is Veltrin kinase involved in?",
                              WD + "SELECT ?x WHERE { wd:Q994102 wdt:P9943 ?x . ?x wdt:P31 wd:Q994203 . }")
    assert chemical.status != "accept", chemical.explanation


@needs_wordnet
def test_a_noun_that_heads_the_querys_class_label_reads_as_that_class(verifier):
    v = verifier.check(QUALIFICATION, WD + "SELECT ?x WHERE { wd:Q994103 wdt:P9944 ?x . ?x wdt:P31 wd:Q994205 . }")
    assert v.status == "accept", v.explanation
    assert "“qualification” is wd:Q994205 (professional qualification)" in v.explanation


@needs_wordnet
def test_a_privative_label_another_class_or_no_class_stays_unaccepted(verifier):
    for cls in ("wd:Q994206", "wd:Q994202"):
        v = verifier.check(QUALIFICATION, WD + f"SELECT ?x WHERE {{ wd:Q994103 wdt:P9944 ?x . ?x wdt:P31 {cls} . }}")
        assert v.status != "accept", (cls, v.explanation)
    # the class is a guess: a query without it is not disproved by it
    bare = verifier.check(QUALIFICATION, WD + "SELECT ?x WHERE { wd:Q994103 wdt:P9944 ?x . }")
    assert bare.status == "unknown", bare.explanation


def test_the_reading_is_registered_after_the_restated_modifier():
    from verifier.bridge.readings import registered

    names = [r.name for r in registered("word")]
    assert names.index("kind-class") == names.index("restated-modifier") + 1


def test_the_docstring_examples_hold():
    import doctest

    import verifier.bridge.readings.kind_classes as kind_classes

    result = doctest.testmod(kind_classes)
    assert result.attempted and not result.failed
