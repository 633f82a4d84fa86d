"""A query that types the answer of "Who …?" (or "Where …?") by a class labelled with the wh-word's own noun
("person", "place") restricts no more than the wh-word: it is read as the wh-word, beside its core reading
(``wh_classes._names_the_wh_noun``). A narrower class ("politician" for "who") is still the noun's to read,
and a person class on a "Which N" question is still a wrong class. Names and words are made up here."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.wh_classes import wh_class_options
from verifier.logic import Atom, Const, Var

LEX = LEMON + """
:warden a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "warden"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :wd_s ; lexinfo:prepositionalAdjunct :wd_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/warden> ; lemon:subjOfProp :wd_o ; lemon:objOfProp :wd_s ] .
:wd_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:lamp a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "lamp"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Lamp> ] .
"""

DBO, DBR = "<http://dbpedia.org/ontology/", "<http://dbpedia.org/resource/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
TOWER = f"{DBR}Kestrel_Tower>"


def typed(cls: str) -> tuple:
    return (Atom("rdf:type", (Var("x"), Const(cls))), Atom("dbo:warden", (Const("dbr:Kestrel_Tower"), Var("x"))))


def test_who_reads_as_a_class_labelled_person_and_where_as_one_labelled_place():
    labels = {"ex:Person": ["Person"], "ex:Politician": ["politician"], "ex:Place": ["place"]}
    [who] = wh_class_options(("person", 1), "person", typed("ex:Person"), described=True, labels=labels)
    assert str(who.axioms[0].formula) == "∀x. person(x) ↔ rdf:type(x, ex:Person)" and who.weight < 1.0
    assert wh_class_options(("person", 1), "person", typed("ex:Politician"), labels=labels) == []
    assert wh_class_options(("person", 1), "person", typed("ex:Place"), labels=labels) == []
    assert len(wh_class_options(("place_n", 1), "place_n", typed("ex:Place"), labels=labels)) == 1
    assert wh_class_options(("thing", 1), "thing", typed("ex:Person"), labels=labels) == []


@pytest.mark.wordnet
def test_who_with_the_answer_typed_as_a_person_is_accepted(verifier):
    q = f"SELECT ?x WHERE {{ {TOWER} {DBO}warden> ?x . ?x {RDF_TYPE} {DBO}Person> }}"
    v = verifier.check("Who is the warden of Kestrel Tower?", q)
    assert v.status == "accept", v.explanation


@pytest.mark.wordnet
def test_a_narrower_class_or_a_person_class_for_another_noun_is_not_accepted(verifier):
    q = f"SELECT ?x WHERE {{ {TOWER} {DBO}warden> ?x . ?x {RDF_TYPE} {DBO}Politician> }}"
    assert verifier.check("Who is the warden of Kestrel Tower?", q).status != "accept"
    q = f"SELECT ?x WHERE {{ ?x {DBO}location> {TOWER} . ?x {RDF_TYPE} {DBO}Person> }}"
    assert verifier.check("Which lamps are in Kestrel Tower?", q).status != "accept"
