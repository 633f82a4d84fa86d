"""Verbs of mere connection ("affiliated with", "associated with", "linked with", "participate in") whose noun names the
relation (issue 22, ``grammars/relation_verbs.tsv``): "Which guild is X affiliated with?" asks for X's guild,
as "Which guild does X belong to?" does; "Which guild is associated with X?" too. The properties, classes,
entities and sentences are made up."""


import pytest

PROPERTIES = [
    {"id": "P9901", "label": "guild", "alias": ["trade guild"]},
    {"id": "P9902", "label": "place of apprenticeship", "alias": []},
    {"id": "P9903", "label": "craft", "alias": []},
]
RECORD = {"question": "Which guild is Tilda Marsh affiliated with ?",
          "context": {"entities": "{'Q990201': 'Tilda Marsh', 'Q990202': 'Weavers of Brackwater'}",
                      "relations": "{'P9901': 'guild'}", "types": "{'Q990301': 'guild'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
RIGHT = WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9901 ?x . }"
REVERSED = WD + "SELECT ?x WHERE { ?x wdt:P9901 wd:Q990201 . }"
OTHER = WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9902 ?x . }"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.parametrize("question", ["Which guild is Tilda Marsh affiliated with?",
                                      "Which guild is Tilda Marsh linked with?",
                                      "Which guild is associated with Tilda Marsh?"])
def test_the_noun_names_the_relation_of_the_connected_thing(verifier, question):
    v = verifier.check(question, RIGHT)
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question", ["Which guild is Tilda Marsh affiliated with?",
                                      "Which guild is associated with Tilda Marsh?"])
def test_a_reversed_relation_and_another_property_are_not_accepted(verifier, question):
    for sparql in (REVERSED, OTHER):
        v = verifier.check(question, sparql)
        assert v.status != "accept", v.explanation


def test_the_table_lists_a_verb_with_several_holders():
    from verifier.question.light import relation_verbs

    holders = relation_verbs()
    assert holders["_participate_v_in"] == ("subject",) and holders["_part_n_of"] == ("subject",)
    assert holders["_belong_v_to"] == ("subject",)
    assert set(holders["_associate_v_1"]) == {"_with_p", "object"}


@pytest.mark.parametrize("q", ["Which craft did Tilda Marsh participate in?", "Which craft was Tilda Marsh a part of?"])
def test_participating_in_the_n_is_having_it_as_ones_n(verifier, q):
    right = verifier.check(q, WD + "SELECT ?x WHERE { wd:Q990201 wdt:P9903 ?x . }")
    assert right.status == "accept", right.explanation
    for wrong in ("SELECT ?x WHERE { ?x wdt:P9903 wd:Q990201 . }", "SELECT ?x WHERE { wd:Q990201 wdt:P9902 ?x . }"):
        v = verifier.check(q, WD + wrong)
        assert v.status != "accept", v.explanation
