"""Issue 22: "Who wrote the music for X?" where the lexicon names the query property both "music by" (the doer as
its value) and by the verb "write" (its subject the doer): who writes the music for X is whom X has its music by
(``made_by_subject`` in ``verifier/bridge/readings/guessed.py``), over a made-up Wikidata lexicon.

Beside each accepted query, twins that must stay unaccepted (the property that names another noun "by", the
reversed direction). The entities, labels and sentences are made up."""

import pytest

PROPERTIES = [
    {"id": "P9961", "label": "composer", "alias": ["music by", "written by"],
     "description": "person who wrote the music of a work"},
    {"id": "P9962", "label": "librettist", "alias": ["libretto by", "written by"],
     "description": "person who wrote the text of an opera"},
]
RECORD = {"question": "Who wrote the music for Tale of Quill ?",
          "context": {"entities": "{'Q996101': 'Tale of Quill'}",
                      "relations": "{'P9961': 'composer', 'P9962': 'librettist'}",
                      "types": "{'Q996201': 'person'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
MUSIC = "Who wrote the music for Tale of Quill?"
LIBRETTO = "Who wrote the libretto for Tale of Quill?"


def _query(prop: str, reverse: bool = False) -> str:
    triple = f"?x wdt:{prop} wd:Q996101" if reverse else f"wd:Q996101 wdt:{prop} ?x"
    return WD + f"SELECT ?x WHERE {{ {triple} . ?x wdt:P31 wd:Q996201 . }}"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.parametrize("question,prop", [(MUSIC, "P9961"), (LIBRETTO, "P9962")])
def test_the_doer_of_the_nouns_by_entry_is_the_verbs_subject(verifier, question, prop):
    v = verifier.check(question, _query(prop))
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question,prop,reverse", [(MUSIC, "P9962", False), (LIBRETTO, "P9961", False),
                                                   (MUSIC, "P9961", True)])
def test_another_nouns_property_or_the_reversed_query_stays_unaccepted(verifier, question, prop, reverse):
    v = verifier.check(question, _query(prop, reverse))
    assert v.status != "accept", v.explanation


def test_the_docstring_example_holds():
    import doctest

    import verifier.bridge.readings.guessed as guessed

    finder = doctest.DocTestFinder()
    tests = [t for t in finder.find(guessed) if t.name.endswith("made_by_subject")]
    runner = doctest.DocTestRunner()
    for t in tests:
        runner.run(t)
    assert tests and runner.failures == 0
