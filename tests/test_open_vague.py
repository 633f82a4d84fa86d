"""A preposition no row of ``vague_relations.table`` reads, read as any relation the query states (the open
world, ``vague._open_choices``): "the films with Ada Lind" may be the query's ``dbp:starring``. Three things
keep the guess honest, each tested here: the property's sort must not contradict what the preposition attaches
(a director is a person, Paris a place), a guess that fails is no evidence against the query (unknown, not
reject), and without WordNet there is no guess. Names and the lexicon are our own."""

import pytest
from rdflib import Graph

from lemon_lexicon import LEMON
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.logic import And, Atom, Const, Exists, Var
from verifier.question.reading import Reading

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Film> ] .
:gallery a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "gallery"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Gallery> ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> PREFIX dbr: <http://dbpedia.org/resource/> "


@pytest.fixture(scope="module")
def verifier():
    from verifier.api import Verifier
    return Verifier(lexicon=Lexicon.from_graph(Graph().parse(data=LEX, format="turtle")))


@needs_wordnet
def test_with_reads_as_the_relation_the_query_states(verifier):
    v = verifier.check("Give me the films with Ada Lind.", P + "SELECT ?f WHERE { ?f a dbo:Film ; dbp:starring dbr:Ada_Lind }")
    assert v.status == "accept", v.explanation
    assert "the preposition leaves it open" in str(v.to_dict()["proof"])


@needs_wordnet
@pytest.mark.parametrize("prop", ["dbo:director", "dbo:postalCode"])
def test_a_property_not_of_the_attached_things_sort_is_no_reading(verifier, prop):
    # Paris is a place: "at" is neither a director (a person) nor a postal code (of no sort WordNet keeps apart)
    v = verifier.check("Give me the galleries at Paris.", P + f"SELECT ?g WHERE {{ ?g a dbo:Gallery ; {prop} dbr:Paris }}")
    assert v.status != "accept", v.explanation
    # a property named for a place is one
    v = verifier.check("Give me the galleries at Paris.", P + "SELECT ?g WHERE { ?g a dbo:Gallery ; dbo:locationCity dbr:Paris }")
    assert v.status == "accept", v.explanation


@needs_wordnet
def test_a_failed_guess_is_no_evidence_against_the_query(verifier):
    # the open reading says the films are the subjects of dbp:starring; the query has them as its values: the
    # guess fails, and the preposition may still mean a relation the table does not list
    v = verifier.check("Give me the films with Ada Lind.", P + "SELECT ?f WHERE { ?f a dbo:Film . dbr:Ada_Lind dbp:starring ?f }")
    assert v.status == "unknown" and v.reasons[0] == "no_lexical_bridge", v.explanation


def test_without_wordnet_there_is_no_guess():
    bridge = Bridge(Lexicon.from_graph(Graph().parse(data=LEX, format="turtle")), None, synonyms=False)
    x3, x9 = Var("x3"), Var("x9")
    r = Reading(And((Atom("_film_n_1", (x3,)), Exists((x9,), And((Atom("_with_p", (x3, x9)),
                                                                  Atom("named", (x9, Const("Ada Lind", kind="literal")))))))),
                (x3,), "wh")
    sets = bridge.axiom_sets(r, ["dbp:starring", "dbr:Ada_Lind", "dbo:Film"])
    assert all(not a.name.startswith("open:") for s in sets for a in s.axioms)
    assert any(p == "_with_p" for p, _ in sets[0].unbridged)


@needs_wordnet
def test_in_reads_as_the_property_named_by_the_kind_of_the_named_thing(verifier):
    # no lexicon entry marks "in" for dbo:league: the Velmor League is called a league by its name, and the
    # property is named "league" (vague_relations.table: _in_p_loc … hypernym)
    q = "Give me all films in the Velmor League."
    v = verifier.check(q, P + "SELECT ?f WHERE { ?f a dbo:Film ; dbo:league dbr:Velmor_League }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, P + "SELECT ?f WHERE { ?f a dbo:Film . dbr:Velmor_League dbo:league ?f }").status != "accept"
    assert verifier.check(q, P + "SELECT ?f WHERE { ?f a dbo:Film ; dbo:sponsor dbr:Velmor_League }").status != "accept"


@needs_wordnet
def test_a_noun_compound_with_a_name_reads_as_the_relation_the_query_states(verifier):
    # no family of the table lists dbo:series: the compound says only that some relation holds between the
    # films and the name, as "with" does
    q = "Give me all Velmor Saga films."
    v = verifier.check(q, P + "SELECT ?f WHERE { ?f a dbo:Film ; dbo:series dbr:Velmor_Saga }")
    assert v.status == "accept", v.explanation
    assert "the preposition leaves it open" in str(v.to_dict()["proof"])
    # the guess keeps the compound's direction: the head is the subject; turned round it fails, as unknown
    v = verifier.check(q, P + "SELECT ?f WHERE { ?f a dbo:Film . dbr:Velmor_Saga dbo:series ?f }")
    assert v.status == "unknown", v.explanation
    # a property named for a happening says more than the compound does
    v = verifier.check("Give me all Velmor people.", P + "SELECT ?p WHERE { ?p dbo:deathPlace dbr:Velmor }")
    assert v.status != "accept", v.explanation
