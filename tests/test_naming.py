"""Naming verbs ("a game called X", "Was the sister of Y named Z?") and names the query states as the
value of a name property (rdfs:label, foaf:surname), on our own sentences."""

from pathlib import Path

import pytest

from lemon_lexicon import LEMON
from verifier.logic import And, Atom, Const, Exists, Var
from verifier.question.reading import Reading

WORDNET = Path(__file__).resolve().parents[1] / "data" / "nltk_data" / "corpora" / "wordnet"
needs_wordnet = pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")

LEX = LEMON + """
:sister_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "sister"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :s1 ; lexinfo:prepositionalAdjunct :s2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/sibling> ; lemon:subjOfProp :s2 ; lemon:objOfProp :s1 ] .
:s2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:game a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "game"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :g1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Game> ; lemon:isA :g1 ] .
:painter a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "painter"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Painter> ; lemon:isA :p1 ] .
"""

PFX = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
       "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX foaf: <http://xmlns.com/foaf/0.1/> ")


def top(text):
    from verifier.question.grammar import default_grammar

    readings = default_grammar().parse(text)
    assert readings, f"no parse for {text!r}"
    return readings[0]


def ep(m, pred):
    found = [e for e in m.rels if e.predicate == pred]
    assert found, f"{pred} not in {[e.predicate for e in m.rels]}"
    return found[0]


# ---------------------------------------------------------------- the grammar

@needs_wordnet
def test_postnominal_called_takes_the_name_as_third_argument():
    m = top("Is there a card game called Royal Siege?")
    call = ep(m, "_call_v_name")
    assert call.args["ARG2"] == ep(m, "_game_n_1").iv
    named = {e.iv: e.carg for e in m.rels if e.predicate == "named"}
    assert named[call.args["ARG3"]] == "Siege"  # the head of the two-word name
    assert "_call_v_1" not in [e.predicate for e in m.rels]


@needs_wordnet
def test_predicative_passive_names_the_subject_not_the_nearest_noun():
    m = top("Was the sister of the poet named Ada?")
    name = ep(m, "_name_v_1")
    assert name.args["ARG2"] == ep(m, "_sister_n_of").iv
    assert ep(m, "named").iv == name.args["ARG3"] and ep(m, "named").carg == "Ada"


@needs_wordnet
def test_imperative_name_keeps_its_plain_reading():
    m = top("Name the lakes of Ruritania.")
    name = ep(m, "_name_v_1")
    assert "ARG3" not in name.args or not name.args["ARG3"].startswith("x")


# ---------------------------------------------------------------- the question's logic

@needs_wordnet
def test_the_thing_called_a_name_bears_the_name(verifier):
    (r, *_), _ = verifier.readings("Was the sister of the poet called Ada?")
    text = str(r.formula)
    assert "_call_v" not in text
    sister = next(a for a in _atoms(r.formula) if a.pred == "_sister_n_of")
    assert Atom("named", (sister.args[0], Const("Ada", kind="literal"))) in _atoms(r.formula)


def _atoms(f):
    from verifier.logic.ops import atoms
    return list(atoms(f))


# ---------------------------------------------------------------- the bridge and the verdicts

@needs_wordnet
def test_called_with_a_label_that_contains_the_name(verifier):
    q = "Was the sister of Bob Quill called Ada?"
    contains = PFX + 'ASK WHERE { dbr:Bob_Quill dbo:sibling ?s . ?s rdfs:label ?n FILTER regex(?n, "Ada") }'
    assert verifier.check(q, contains).status == "accept"
    other = PFX + 'ASK WHERE { dbr:Bob_Quill dbo:sibling ?s . ?s rdfs:label ?n FILTER regex(?n, "Eve") }'
    assert verifier.check(q, other).status == "reject"


@needs_wordnet
def test_called_with_a_multiword_name_as_a_label_literal(verifier):
    q = "Is there a game called Royal Siege?"
    assert verifier.check(q, PFX + 'ASK WHERE { ?g a dbo:Game ; rdfs:label "Royal Siege"@en }').status == "accept"
    # another name, or the name as a value of a property that is no name of its subject
    assert verifier.check(q, PFX + 'ASK WHERE { ?g a dbo:Game ; rdfs:label "Royal Siege II"@en }').status == "reject"
    assert verifier.check(q, PFX + 'ASK WHERE { ?g a dbo:Game ; dbo:series "Royal Siege"@en }').status != "accept"


@needs_wordnet
def test_called_with_a_surname(verifier):
    q = "Give me all painters called Quill."
    assert verifier.check(q, PFX + "SELECT ?p WHERE { ?p a dbo:Painter ; foaf:surname 'Quill'@en }").status == "accept"
    assert verifier.check(q, PFX + "SELECT ?p WHERE { ?p a dbo:Painter ; foaf:surname 'Quince'@en }").status == "reject"


def test_name_value_option_needs_an_exact_literal_of_a_name_property():
    from verifier.bridge import Bridge
    from verifier.bridge.lexicon import Lexicon
    from verifier.query.parse import parse_query
    from verifier.query.semantics import translate

    x3 = Var("x3")
    r = Reading(Exists((x3,), Atom("named", (x3, Const("Quill", kind="literal")))), (), "yes-no")
    for sparql, expected in (("ASK { ?p foaf:surname 'Quill'@en }", True),
                             ("ASK { ?p foaf:surname 'Quillson'@en }", False),
                             ("ASK { ?p dbo:series 'Quill'@en }", False)):
        q = translate(parse_query(PFX + sparql))
        opts, _, _ = Bridge(Lexicon(), None, synonyms=False).options(r, list(q.iris), q.formula)
        names = [a.name for o in opts.get(("named", "Quill", "named"), []) for a in o.axioms]
        assert any("~" in n and "surname" in n for n in names) == expected, (sparql, names)
