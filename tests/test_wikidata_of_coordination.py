"""Coordinated nouns after "N of M" (issue 22): "How many works of art or film genres have X as actor?" asks
for the things that are works of art or film genres, "(works of art) or (film genres)"; the grammar's best
analyses read "works of (art or film genres)" only, which no class label connects. The verifier adds the
other bracketing of the same words (:mod:`verifier.question.semantics._of_coordination`), and the query that
counts the members of the two classes is accepted; one that drops a class, or counts another, is not. The
classes, entities and sentences are made up (ids in the Q9906xx range)."""

import pytest

from verifier.question.semantics._of_coordination import of_coordination

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [{"id": "P161", "label": "cast member", "description": "actor in the subject production",
               "alias": ["actor", "starring"]}]
RECORD = {"question": "How many works of art or film genres have Orvand Telmik as actor ?",
          "context": {"entities": "{'Q990601': 'Orvand Telmik'}", "relations": "{'P161': 'cast member'}",
                      "types": "{'Q990602': 'work of art', 'Q990603': 'film genre', 'Q990604': 'painting'}",
                      "history": []}}
Q = "How many works of art or film genres have Orvand Telmik as actor?"


def union(*classes: str) -> str:
    branches = " UNION ".join(f"{{ ?x wdt:P161 wd:Q990601 . ?x wdt:P31 wd:{c} . }}" for c in classes)
    return WD + f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {branches} }}"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def test_the_head_noun_with_its_of_phrase_is_one_conjunct(verifier):
    v = verifier.check(Q, union("Q990602", "Q990603"))
    assert v.status == "accept", v.explanation


def test_a_dropped_or_another_class_is_not_accepted(verifier):
    dropped = verifier.check(Q, union("Q990602"))
    assert dropped.status != "accept", dropped.explanation
    other = verifier.check(Q, union("Q990604", "Q990603"))
    assert other.status != "accept", other.explanation


def test_the_docstring_example_holds():
    import doctest

    import verifier.question.semantics._of_coordination as module

    assert doctest.testmod(module).failed == 0


def test_no_other_analysis_of_a_singular_head_or_where_of_takes_no_coordination():
    from delphin.mrs import EP, MRS, HCons

    amount = MRS(top="h0", index="e1", rels=[
        EP("udef_q", "h3", {"ARG0": "x4", "RSTR": "h5", "BODY": "h6"}), EP("_amount_n_of", "h7", {"ARG0": "x4"}),
        EP("_of_p", "h7", {"ARG0": "e8", "ARG1": "x4", "ARG2": "x9"}),
        EP("udef_q", "h10", {"ARG0": "x9", "RSTR": "h11", "BODY": "h12"}),
        EP("_and_c", "h13", {"ARG0": "x9", "ARG1": "x14", "ARG2": "x15"}),
        EP("udef_q", "h16", {"ARG0": "x14", "RSTR": "h17", "BODY": "h18"}), EP("_man_n_1", "h19", {"ARG0": "x14"}),
        EP("udef_q", "h20", {"ARG0": "x15", "RSTR": "h21", "BODY": "h22"}), EP("_woman_n_1", "h23", {"ARG0": "x15"})],
        hcons=[HCons.qeq("h5", "h7"), HCons.qeq("h11", "h13"), HCons.qeq("h17", "h19"), HCons.qeq("h21", "h23")],
        variables={"x4": {"NUM": "sg"}, "x15": {"NUM": "pl"}})
    assert of_coordination(amount) is None  # "the amount of men and women": one amount, no list of kinds

    m = MRS(top="h0", index="e1", rels=[
        EP("udef_q", "h3", {"ARG0": "x4", "RSTR": "h5", "BODY": "h6"}), EP("_work_n_1", "h7", {"ARG0": "x4"}),
        EP("_of_p", "h7", {"ARG0": "e8", "ARG1": "x4", "ARG2": "x9"}),
        EP("udef_q", "h10", {"ARG0": "x9", "RSTR": "h11", "BODY": "h12"}), EP("_art_n_1", "h13", {"ARG0": "x9"})],
        hcons=[HCons.qeq("h5", "h7"), HCons.qeq("h11", "h13")])
    assert of_coordination(m) is None
