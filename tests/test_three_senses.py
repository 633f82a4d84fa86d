"""Compost stop 50: a noun said three times in three senses, an IRI whose brackets are padded, and a string of the query that the question spells as a name (verifier/bridge/choose.py,
repeated.py, namelinks.py, names.py; verifier/api.py with verifier/question/query_names.py)."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.choose import _unstated_triples
from verifier.bridge.model import Axiom
from verifier.bridge.names import match_name
from verifier.logic import Atom, Const, Var

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

O, P = "http://dbpedia.org/ontology/", "http://dbpedia.org/property/"


def noun(name: str, word: str, prop: str, inverse: bool, marker: str = "of") -> str:
    """A NounPPFrame entry "WORD of Y" (or another ``marker``): the word's thing x is ``x PROP Y``, or ``Y PROP x``
    when ``inverse``."""
    subj, obj = (f":{name}2", f":{name}1") if inverse else (f":{name}1", f":{name}2")
    return f"""
:{name} a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "{word}"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :{name}1 ; lexinfo:prepositionalAdjunct :{name}2 ] ;
    lemon:sense [ lemon:reference <{prop}> ; lemon:subjOfProp {subj} ; lemon:objOfProp {obj} ] .
:{name}2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "{marker}"@en ] ] .
"""


# "child of Y" three ways (Y's dbo:child, the child's dbo:parent, the child's dbp:father), "parent of Y" two,
# "predecessor of Y" one
LEX = (LEMON + noun("c1", "child", O + "child", True) + noun("c2", "child", O + "parent", False)
       + noun("c3", "child", P + "father", False) + noun("p1", "parent", O + "parent", True)
       + noun("p2", "parent", O + "child", False) + noun("s1", "predecessor", O + "successor", False)
       + noun("a1", "alumnus", O + "almaMater", False)
       + noun("r1", "reference", "http://xmlns.com/foaf/0.1/name", False, marker="to"))
PREFIXES = ("PREFIX dbp: <http://dbpedia.org/property/> PREFIX dbo: <http://dbpedia.org/ontology/> "
            "PREFIX dbr: <http://dbpedia.org/resource/> ")


def _axiom(*terms: str) -> Axiom:
    return Axiom("a", Atom("t", ()), "relational_noun", kg_terms=terms)


def test_a_set_that_names_a_property_fewer_times_than_the_query_states_it_leaves_triples_unread():
    x, y, z, w = Var("x"), Var("y"), Var("z"), Var("w")
    query = [Atom("dbp:father", (x, y)), Atom("dbp:father", (z, w)), Atom("dbo:child", (y, x)),
             Atom("rdf:type", (x, Const("dbo:Person")))]
    unstated = _unstated_triples(query, [])
    # two occurrences read as dbo:child and one as dbp:father: one dbp:father triple no word reads
    assert unstated([_axiom("dbo:child"), _axiom("dbp:father"), _axiom("dbo:child")]) == 1
    assert unstated([_axiom("dbp:father"), _axiom("dbp:father"), _axiom("dbo:child")]) == 0
    # the typing is no triple a word must read; an inverse the relations state counts as the property
    inverse = Axiom("inverse", Atom("t", ()), "inverse", kg_terms=("dbo:parent", "dbo:child"))
    unstated = _unstated_triples(query, [inverse])
    assert unstated([_axiom("dbp:father"), _axiom("dbp:father"), _axiom("dbo:parent")]) == 0


@needs_wordnet
@pytest.mark.parametrize("senses", ["FCF", "FFC", "CFF", "PCF"])
def test_three_occurrences_of_one_noun_each_in_its_own_sense(verifier, senses):
    # the query takes another sense of "child" at each of its three places, as the question allows
    def triple(sense: str, c: str, x: str) -> str:
        return {"C": f"{x} dbo:child {c}", "P": f"{c} dbo:parent {x}", "F": f"{c} dbp:father {x}"}[sense]

    body = " . ".join(["dbr:Ann_Vale dbo:parent ?p", triple(senses[0], "?c", "?p"), triple(senses[1], "?x", "?c"),
                       triple(senses[2], "?d", "dbr:Otto_Rand"), "?x dbo:successor ?d"])
    verdict = verifier.check("Give me the child of the child of the parent of Ann Vale and predecessor of the child "
                             "of Otto Rand.", PREFIXES + "SELECT ?x WHERE { " + body + " }")
    assert verdict.status == "accept", verdict.explanation


@needs_wordnet
@pytest.mark.parametrize("body", [
    # one conjunct left out
    "dbr:Ann_Vale dbo:parent ?p . ?c dbp:father ?p . ?c dbo:child ?x",
    # the middle child turned round: the grandparent, not the grandchild
    "dbr:Ann_Vale dbo:parent ?p . ?c dbp:father ?p . ?x dbo:child ?c . ?d dbp:father dbr:Otto_Rand . "
    "?x dbo:successor ?d",
])
def test_three_occurrences_do_not_accept_a_query_that_differs(verifier, body):
    verdict = verifier.check("Give me the child of the child of the parent of Ann Vale and predecessor of the child "
                             "of Otto Rand.", PREFIXES + "SELECT ?x WHERE { " + body + " }")
    assert verdict.status != "accept", verdict.explanation


def test_an_iri_with_a_padded_bracket_names_no_page():
    # "Ann_Vale_(_painter)" is read as the label "Ann Vale ( painter)": a misspelled title, not "Ann Vale (painter)"
    assert match_name("Ann Vale (painter)", "Ann Vale ( painter)") is None
    assert match_name("Ann Vale (painter)", "Ann Vale (painter )") is None
    assert match_name("Ann Vale (painter)", "Ann Vale (painter)") is not None


@needs_wordnet
@pytest.mark.parametrize("name,accepted", [
    # the query's string, spelled by the question with lower-case words inside: read as one name
    ("Collegio degli Studi di Verona", True),
    # another string than the question's is still another name
    ("Collegio degli Studi di Padova", False),
])
def test_a_string_of_the_query_the_question_spells_is_read_as_one_name(verifier, name, accepted):
    sparql = (PREFIXES + "PREFIX foaf: <http://xmlns.com/foaf/0.1/> SELECT ?x WHERE { ?u foaf:name \"" + name
              + "\"@en . ?x dbo:almaMater ?u }")
    verdict = verifier.check("Give me the alumnus of the reference to Collegio degli Studi di Verona.", sparql)
    assert (verdict.status == "accept") is accepted, verdict.explanation
