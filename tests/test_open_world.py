"""A query term no question word is read as rejects the query only on evidence (verifier/open_world.py):
a question name the query never names, a term the lexicon or WordNet reads as another word, a class
wider than the noun's. Without such evidence the verdict is ``unknown`` (``unlinked_term``), not a
reject: the lexicon lists some meanings of a word, not all. Sentences and names written for these
tests."""

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

# "mayor of X" and "capital of X" as the lexicon reads them; nothing else
LEX = """
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix dbo: <http://dbpedia.org/ontology/> .
@prefix : <http://example.org/lex#> .
:mayor_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "mayor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference dbo:mayor ; lemon:subjOfProp :m2 ; lemon:objOfProp :m1 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:capital_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "capital"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :c1 ; lexinfo:prepositionalAdjunct :c2 ] ;
    lemon:sense [ lemon:reference dbo:capital ; lemon:subjOfProp :c2 ; lemon:objOfProp :c1 ] .
:c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def check(verifier, question, body):
    return verifier.check(question, P + body)


class Ax:
    """An axiom as the bridge gives it: the word it reads, its KG terms and its template family."""

    def __init__(self, word, kg_terms, template):
        self.word, self.kg_terms, self.template, self.source = word, kg_terms, template, ""


def _type(cls):
    from verifier.logic import Atom, Const, Var

    return Atom("rdf:type", (Var("x"), Const(cls, "iri")))


def test_a_term_beside_a_word_it_may_mean_is_no_evidence(verifier):
    from verifier.logic import And, Atom, Const, Var
    from verifier.open_world import evidence

    # "serve" read only as dbo:hubAirport; the query's dbo:destination is read as no word, and nothing
    # says it means something other than "serve": no evidence (the verdict is unknown)
    query = And((Atom("dbo:destination", (Const("dbr:Skyvia", "iri"), Var("c"))),))
    assert evidence(verifier.bridge, query, [Ax("serve", ("dbo:hubAirport",), "transitive_verb")],
                    ["dbo:destination"], ("rdf:type",)) is None
    # the lexicon reads dbo:capital as "capital": evidence against it meaning "mayor"
    query = And((Atom("dbo:capital", (Const("dbr:Velmora", "iri"), Var("m"))),))
    why = evidence(verifier.bridge, query, [Ax("mayor", ("dbo:mayor",), "relational_noun")], ["dbo:capital"],
                   ("rdf:type",))
    assert why and "capital" in why
    # every word's reading is in the query and it says more: the rejection stands
    assert evidence(verifier.bridge, query, [Ax("capital", ("dbo:capital",), "relational_noun")],
                    ["dbo:leader"], ("rdf:type",)) is not None


def test_a_term_beside_a_word_it_may_mean_gets_unknown(verifier):
    # the lexicon reads "mayor" as dbo:mayor; dbo:leaderName has no entry and its name is not set
    # against "mayor" (WordNet's mayor is a kind of leader): unknown, not a reject
    v = check(verifier, "Who is the mayor of Velmora?", "SELECT ?m WHERE { dbr:Velmora dbo:leaderName ?m }")
    assert v.status == "unknown", v.explanation
    assert v.reasons == ("unlinked_term",)


def test_a_term_the_lexicon_reads_as_another_word_is_evidence(verifier):
    # the lexicon reads dbo:capital as "capital": it is not what "mayor" means
    v = check(verifier, "Who is the mayor of Velmora?", "SELECT ?m WHERE { dbr:Velmora dbo:capital ?m }")
    assert v.status == "reject", v.explanation
    assert v.reasons[0] == "wrong_relation"
    assert check(verifier, "Who is the mayor of Velmora?",
                 "SELECT ?m WHERE { dbr:Velmora dbo:mayor ?m }").status == "accept"


def test_a_question_name_the_query_never_names_is_evidence(verifier):
    from verifier.open_world import evidence

    # "Orvand" names something the query leaves out (no query term or string is given for it):
    # whatever the query's unread class means, a named constraint is lost
    why = evidence(verifier.bridge, _type("dbo:Engineer"), [Ax("Orvand", (), "entity")], ["rdf:type"], ("rdf:type",))
    assert why and "Orvand" in why
    # a bare number is no name: it may be a value the query states another way
    assert evidence(verifier.bridge, _type("dbo:Engineer"), [Ax("1950", (), "entity")], ["rdf:type"],
                    ("rdf:type",)) is not None  # (the rejection stands on the extra term, not the number)
    assert "1950" not in evidence(verifier.bridge, _type("dbo:Engineer"), [Ax("1950", (), "entity")], ["rdf:type"],
                                  ("rdf:type",))


def test_a_name_no_question_name_is_read_as_is_evidence(verifier):
    from verifier.logic import And, Atom, Const, Var
    from verifier.open_world import evidence

    # the query picks its painter out by a string ("?p foaf:name …") that no name of the question is
    # read as: it identifies something the question does not name that way
    query = And((Atom("foaf:name", (Var("p"), Const("Bright Harbour", "literal"))),
                 Atom("dbo:movement", (Var("p"), Var("m")))))
    why = evidence(verifier.bridge, query, [Ax("painter", ("dbo:artist",), "relational_noun")], ["foaf:name"],
                   ("rdf:type",))
    assert why and "foaf:name" in why


def test_a_class_wider_than_the_noun_is_evidence(verifier):
    from verifier.open_world import evidence

    # WordNet's "volcano" is a kind of "mountain": the wider class drops the noun's constraint
    volcano = [Ax("volcanoes", ("dbo:Volcano",), "class_noun")]
    why = evidence(verifier.bridge, _type("dbo:Mountain"), volcano, ["rdf:type"], ("rdf:type",))
    assert why and "wider" in why
    # a narrower class (a hyponym) says more than the noun but nothing against it
    assert evidence(verifier.bridge, _type("dbo:Stratovolcano"), volcano, ["rdf:type"], ("rdf:type",)) is None
    # the class hierarchy table puts an actor under a person
    actor = [Ax("actors", ("dbo:Actor",), "class_noun")]
    why = evidence(verifier.bridge, _type("dbo:Person"), actor, ["rdf:type"], ("rdf:type",))
    assert why and "class hierarchy" in why


def test_the_module_judges_only_what_no_word_is_read_as():
    from verifier.open_world import unread_terms, unmatched_words

    f = _type("dbo:Place")
    # a typing predicate stands for the classes it gives that no word is read as
    assert unread_terms(f, ["rdf:type"], ("rdf:type",), read=set()) == ("dbo:Place",)
    assert unread_terms(f, ["rdf:type"], ("rdf:type",), read={"dbo:Place"}) == ()
    words = unmatched_words([Ax("state", ("dbo:State",), "class_noun"), Ax("place", ("dbo:Place",), "class_noun"),
                             Ax("", ("dbo:Thing",), "domain_range")], f)
    assert words == {"state": ("class_noun", ("dbo:State",))}


def test_a_step_between_things_the_question_links_is_no_evidence(verifier):
    # every word's reading is in the query; dbo:municipality, read as no word, is a step before the
    # mayor: read as the identity of its ends, the query is the question, so nothing disproves it
    v = check(verifier, "Who is the mayor of Velmora?",
              "SELECT ?m WHERE { dbr:Velmora dbo:municipality ?t . ?t dbo:mayor ?m }")
    assert v.status == "unknown", v.explanation
    assert v.reasons == ("unlinked_term",) and "step" in v.explanation
    # the same step with the mayor's relation turned round is no step to the question: rejected
    v = check(verifier, "Who is the mayor of Velmora?",
              "SELECT ?m WHERE { dbr:Velmora dbo:municipality ?t . ?m dbo:mayor ?t }")
    assert v.status == "reject", v.explanation
