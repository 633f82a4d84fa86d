"""A query about an individual that nothing of the question names is rejected even where some words of the
question have no reading (verifier/forms.py, stray_individuals): whatever those words mean, the query is
about something else. Sentences written for these tests; a small lexicon with one relation."""

import pytest

from lemon_lexicon import LEMON
from verifier import Verifier
from verifier.forms import stray_individuals
from verifier.query import query_logic

LEXICON = LEMON + """
:edit a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "edit"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :e_s ; lexinfo:directObject :e_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/editor> ; lemon:subjOfProp :e_o ;
                  lemon:objOfProp :e_s ] .
"""
Q = "Who edits the Gardeners' Yearbook of Wessex?"


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    path = tmp_path_factory.mktemp("lex") / "edit.ttl"
    path.write_text(LEXICON, encoding="utf-8")
    return Verifier(lexicon=[str(path)])


def test_an_individual_the_question_never_names_is_a_deviating_entity(verifier):
    v = verifier.check(Q, "SELECT ?e WHERE { <http://dbpedia.org/resource/Tractor> dbp:editor ?e }")
    assert v.status == "reject" and v.reasons == ("deviating_entity",), v.explanation
    assert "dbr:Tractor" in v.explanation and "nothing in the question names" in v.explanation


def test_an_individual_whose_name_the_question_says_is_not_stray(verifier):
    v = verifier.check(Q, "SELECT ?e WHERE { <http://dbpedia.org/resource/Gardeners_Yearbook> dbp:editor ?e }")
    assert v.reasons != ("deviating_entity",), v.explanation


@pytest.mark.parametrize("question,iri,stray", [
    ("Where does the Himalayan range end?", "Himalayas", False),     # a derived word of the name
    ("Where does the Himalayan range end?", "Andes", True),
    ("Which farmers live in Lowmoor?", "Farmer", False),              # number
    ("In which year was 1984 written?", "Nineteen_Eighty-Four", False),  # a name with a number: never judged
])
def test_loose_word_match(question, iri, stray):
    ql = query_logic(f"SELECT ?x WHERE {{ <http://dbpedia.org/resource/{iri}> <http://dbpedia.org/ontology/p> ?x }}")
    assert bool(stray_individuals(question, ql, set(), {})) is stray


def test_an_acronym_no_query_name_spells_may_name_any_of_them():
    ql = query_logic("SELECT ?x WHERE { <http://dbpedia.org/resource/Royal_Signals_Office> "
                     "<http://dbpedia.org/ontology/p> ?x }")
    assert stray_individuals("Where is the RX7 based?", ql, set(), {}) == []
    # an acronym the name's initials spell is that name
    ql = query_logic("SELECT ?x WHERE { <http://dbpedia.org/resource/United_Kingdom> <http://dbpedia.org/ontology/p> ?x }")
    assert stray_individuals("Which UK towns lie on a coast?", ql, set(), {}) == []


def test_a_stored_count_of_another_individual_is_a_deviating_entity(verifier):
    # "how many" answered by a stored number is undecided on its own (count_by_property); about an
    # individual the question never names, the query is wrong whatever the number means
    q = "How many inhabitants does Velmora have?"
    same = verifier.check(q, "SELECT ?n WHERE { <http://dbpedia.org/resource/Velmora> dbo:populationTotal ?n }")
    assert same.reasons != ("deviating_entity",), same.explanation
    other = verifier.check(q, "SELECT ?n WHERE { <http://dbpedia.org/resource/Ostrana> dbo:populationTotal ?n }")
    assert other.status == "reject" and other.reasons == ("deviating_entity",), other.explanation
    assert "dbr:Ostrana" in other.explanation
