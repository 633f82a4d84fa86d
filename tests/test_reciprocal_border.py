"""A verb the lexicon reads only as two-way relations names a relation that holds both ways
(readings/reciprocal.py): a query property another reading gives the word ("border" as ``dbo:border`` by
its name) is read turned round as well, so a query that reads the named place's own record
(``dbr:A dbo:border ?x``) for "Which provinces border A?" asks what the question asks; it was disproved
as ``missing_constraint``. The property itself is not declared two-way: the question's own direction is
accepted as before, not left ``unknown`` as a far end (``one_sided_relation``)."""

import pytest
from lemon_lexicon import LEMON

DBO, DBR, DBP = "http://dbpedia.org/ontology/", "http://dbpedia.org/resource/", "http://dbpedia.org/property/"


def _border(name: str, ref: str) -> str:
    return f"""
:{name} a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "border"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :{name}_s ; lexinfo:directObject :{name}_o ] ;
    lemon:sense [ lemon:reference <{ref}> ; lemon:subjOfProp :{name}_s ; lemon:objOfProp :{name}_o ] .
"""


HEAD = LEMON
#: "border" read only as a two-way property of symmetric_properties.table
LEX = HEAD + _border("border_1", f"{DBP}borders")

QUESTION = "Which provinces border Quellmark?"
NEAR = f"SELECT ?p WHERE {{ <{DBR}Quellmark> <{DBO}border> ?p }}"
FAR = f"SELECT ?p WHERE {{ ?p a <{DBO}Province> ; <{DBO}border> <{DBR}Quellmark> }}"
#: the near end with the answer typed by the noun's class (no presupposition of the noun needed)
NEAR_TYPED = f"SELECT ?p WHERE {{ ?p a <{DBO}Province> . <{DBR}Quellmark> <{DBO}border> ?p }}"


def test_the_named_places_own_record_of_its_borders_is_accepted(verifier):
    v = verifier.check(QUESTION, NEAR)
    assert v.status == "accept", v.explanation
    assert any("both ways" in a["source"] for a in v.proof["axioms"]), v.proof["axioms"]


def test_the_questions_own_direction_is_accepted_as_before(verifier):
    v = verifier.check(QUESTION, FAR)
    assert v.status == "accept", v.explanation


def test_another_place_keeps_its_rejection(verifier):
    v = verifier.check(QUESTION, f"SELECT ?p WHERE {{ <{DBR}Zarnholm> <{DBO}border> ?p }}")
    assert v.status == "reject", v.explanation


@pytest.fixture(scope="module")
def one_way_verifier(tmp_path_factory):
    """"border" read by the lexicon as a one-way property too: nothing says the word's relation holds both ways."""
    from verifier import Verifier

    path = tmp_path_factory.mktemp("lex") / "lexicon.ttl"
    path.write_text(LEX + _border("border_2", f"{DBO}country"), encoding="utf-8")
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        yield v


def test_the_typed_near_end_is_accepted(verifier):
    v = verifier.check(QUESTION, NEAR_TYPED)
    assert v.status == "accept", v.explanation


def test_a_word_with_a_one_way_reading_is_read_one_way(one_way_verifier):
    assert one_way_verifier.check(QUESTION, FAR).status == "accept"
    v = one_way_verifier.check(QUESTION, NEAR_TYPED)
    assert v.status == "reject", v.explanation
