"""A goal preposition on a stative verb read through a frame that marks a place ("the range extends
to X" with a lexicon entry for "extends in X"), and a collective noun over a plural name ("the
Ruritanian mountain system" as the page "Ruritanian mountains" redirects to). Both need WordNet."""

import pytest
from rdflib import Graph

from lemon_lexicon import LEMON
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.wordnet import wordnet_available
from verifier.logic import And, Atom, Const, Exists, Var
from verifier.prover.compare import compare
from verifier.query import query_logic
from verifier.question.reading import Reading

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet is not installed (make setup)")

LEX = LEMON + """
:extend_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "extend"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :e_s ; lexinfo:prepositionalAdjunct :e_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/country> ; lemon:subjOfProp :e_s ; lemon:objOfProp :e_o ] .
:e_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:travel_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "travel"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :t_s ; lexinfo:prepositionalAdjunct :t_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/country> ; lemon:subjOfProp :t_s ; lemon:objOfProp :t_o ] .
:t_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:nation a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "nation"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Country> ; lemon:isA :n1 ] .
"""
EX = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "

x3, x8, x9, x11, x17, e1 = Var("x3"), Var("x8"), Var("x9"), Var("x11"), Var("x17"), Var("e1")
i18, i23 = Var("i18"), Var("i23")


class Redirects:
    """DBpedia's redirects, as far as these tests need them."""

    pages = {"ruritanian mountains": "Ruritanian_Alps"}

    def is_redirect(self, name: str, title: str) -> bool:
        return self.pages.get(name.lower()) == title


@pytest.fixture(scope="module")
def bridge():
    return Bridge(Lexicon.from_graph(Graph().parse(data=LEX, format="turtle")), None, redirects=Redirects())


def verdict(bridge, r, sparql):
    q = query_logic(EX + sparql)
    best = None
    for s in bridge.axiom_sets(r, q.iris, q.formula):
        if s.unbridged:
            continue
        c = compare(r.formula, r.answer_vars, q.formula, q.answer_vars, [(a.name, a.formula) for a in s.axioms])
        if c.status == "equivalent":
            return "equivalent"
        best = best or c.status
    return best or "unbridged"


def _to_which_nations(verb, subject_atoms, subject):
    # "To which nations does <subject> <verb>?": _to_p on the verb's event
    body = tuple(subject_atoms) + (Atom("_to_p", (e1, x3)), Atom(verb, (e1, subject, i23)))
    bound = tuple(dict.fromkeys(t for a in body for t in a.args if isinstance(t, Var) and t != x3))
    return Reading(And((Atom("_nation_n_1", (x3,)), Exists(bound, And(body)))), (x3,), "wh",
                   words=(("_nation_n_1", "nations"), (verb, verb.split("_")[1])))


def _named(v, name):
    return Atom("named", (v, Const(name, kind="literal")))


def test_a_stative_verb_takes_to_where_its_frame_marks_in(bridge):
    # "To which nations does Zarnok extend?" with the lexicon's "extend in": a state reaches a place
    r = _to_which_nations("_extend_v_1", [_named(x8, "Zarnok")], x8)
    assert verdict(bridge, r, "SELECT ?n WHERE { dbr:Zarnok dbo:country ?n . ?n a dbo:Country }") == "equivalent"
    assert verdict(bridge, r, "SELECT ?n WHERE { ?n dbo:country dbr:Zarnok . ?n a dbo:Country }") != "equivalent"
    # a verb of motion moves to a goal: "travel to" is not "travel in"
    r = _to_which_nations("_travel_v_1", [_named(x8, "Zarnok")], x8)
    assert verdict(bridge, r, "SELECT ?n WHERE { dbr:Zarnok dbo:country ?n . ?n a dbo:Country }") == "unbridged"


def _system():
    # "the Ruritanian mountain system": the adjective on the head, the modifier noun compounded with it
    return [Atom("_ruritanian_a_1", (x11,)), Atom("_system_n_of", (x11, i18)), Atom("compound", (x11, x17)),
            Atom("_mountain_n_1", (x17,))]


def test_a_collective_noun_over_a_plural_name_is_what_the_name_names(bridge):
    r = _to_which_nations("_extend_v_1", _system(), x11)
    r = Reading(r.formula, r.answer_vars, r.kind, words=r.words + (("_ruritanian_a_1", "Ruritanian"),
                                                                 ("_system_n_of", "system"),
                                                                 ("_mountain_n_1", "mountain")))
    q = "SELECT ?n WHERE { dbr:Ruritanian_Alps dbo:country ?n . ?n a dbo:Country }"
    assert verdict(bridge, r, q) == "equivalent"
    sources = [a.source for s in bridge.axiom_sets(r, query_logic(EX + q).iris, query_logic(EX + q).formula)
               for a in s.axioms if a.name.startswith("entity:phrase")]
    assert sources and 'DBpedia redirect "Ruritanian mountains"' in sources[0]
    # another range is not the one the name names
    assert verdict(bridge, r, "SELECT ?n WHERE { dbr:Zarnok_Alps dbo:country ?n . ?n a dbo:Country }") != "equivalent"
    # a head noun that is no group ("the Ruritanian mountain goat") is not the range
    r2 = _to_which_nations("_extend_v_1", [Atom("_ruritanian_a_1", (x11,)), Atom("_goat_n_1", (x11,)),
                                           Atom("compound", (x11, x17)), Atom("_mountain_n_1", (x17,))], x11)
    r2 = Reading(r2.formula, r2.answer_vars, r2.kind, words=r2.words + (("_ruritanian_a_1", "Ruritanian"),
                                                                     ("_goat_n_1", "goat"),
                                                                     ("_mountain_n_1", "mountain")))
    assert verdict(bridge, r2, q) != "equivalent"
    # without the redirect the adjective and the modifier name nothing
    plain = Bridge(bridge.lexicon, None, redirects=None)
    assert verdict(plain, r, q) != "equivalent"
