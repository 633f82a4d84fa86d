"""A word the query reads as a UNION of its readings, one of them the containment reading "a place in X":
"Peruvian museums" as museums whose location country is Peru, or whose location is a place whose country
is Peru. Each branch is a reading the bridge offers for "Peruvian" (a demonym's place properties, and the
place in the country), so the word reads as their disjunction and the query's union is equivalent. A
union with a branch that is no reading of the word, or a query that keeps only part of the union where
the word is read as all of it, is not accepted. Sentences written for these tests; no lexicon entry for
"Peruvian" (WordNet's pertainym and the KG profile's demonym properties read it)."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.expand import _one_per_branch, _sense_unions
from verifier.bridge.containment import contained_formula, contained_name
from verifier.bridge.model import Axiom
from verifier.bridge.options import Option
from verifier.logic import Atom, Const, Exists, Forall, Iff, Or, Var, conj

needs_wordnet = pytest.mark.wordnet

LEX = LEMON + """
:museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :m1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Museum> ; lemon:isA :m1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Give me all Peruvian museums."
BOTH = ("{ ?x dbo:locationCountry dbr:Peru } UNION { ?x dbo:location ?p . ?p dbo:country dbr:Peru }")


def _check(verifier, body: str):
    return verifier.check(Q, H + "SELECT DISTINCT ?x WHERE { ?x a dbo:Museum . " + body + " }")


@needs_wordnet
def test_the_union_of_a_place_property_and_a_place_in_the_country_is_the_demonym(verifier):
    v = _check(verifier, BOTH)
    assert v.status == "accept", v.explanation
    assert "containment" in v.explanation


@needs_wordnet
def test_a_branch_of_another_relation_is_no_reading_of_the_demonym(verifier):
    # the founder's country is no place of the museum: dbo:founder is no demonym property
    v = _check(verifier, "{ ?x dbo:locationCountry dbr:Peru } UNION { ?x dbo:founder ?p . ?p dbo:country dbr:Peru }")
    assert v.status != "accept", v.explanation
    v = _check(verifier, "{ ?x dbo:locationCountry dbr:Peru } UNION { ?x dbo:genre dbr:Baroque }")
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_the_union_does_not_make_the_word_of_another_question(verifier):
    v = verifier.check("Give me all museums.", H + "SELECT DISTINCT ?x WHERE { ?x a dbo:Museum . " + BOTH + " }")
    assert v.status != "accept", v.explanation


X, Z = Var("_u0"), Var("p")
WORDS = Atom("_zorbian_a_1", (X,))
ZORBIA = Const("ex:Zorbia")


def _option(name: str, f, terms) -> Option:
    return Option(("_zorbian_a_1", 1), (Axiom(name, f, "t", word="Zorbian", kg_terms=terms),), 0.6, frozenset(), None)


def _senses():
    direct = _option("z=ex:inCountry", Forall((X,), Iff(WORDS, Atom("ex:inCountry", (X, ZORBIA)))),
                     ("ex:inCountry", "ex:Zorbia"))
    loose = _option("z=ex:country", Forall((X,), Iff(WORDS, Atom("ex:country", (X, ZORBIA)))),
                    ("ex:country", "ex:Zorbia"))
    base = Forall((X,), Iff(WORDS, Atom("ex:site", (X, ZORBIA))))
    site = _option("z=ex:site", base, ("ex:site", "ex:Zorbia"))
    within = _option(contained_name("z=ex:site", "ex:country", True),
                     contained_formula(base, "ex:site", "ex:country", Const("?place#ex:site"), True),
                     ("ex:site", "ex:Zorbia", "ex:country"))
    return direct, loose, site, within


def test_a_place_in_the_value_joins_the_union_by_its_chain():
    direct, loose, site, within = _senses()
    query = Or((Atom("ex:inCountry", (Var("x"), ZORBIA)),
                conj([Atom("ex:site", (Var("x"), Z)), Atom("ex:country", (Z, ZORBIA))])))
    out = _sense_unions([direct, loose, site, within], query)
    unions = [o for o in out if o not in (direct, loose, site, within)]
    # one choice per branch: the place in Zorbia, not the loosely fitting "country is Zorbia", with the first
    wanted = [o for o in unions if o.axioms[0].name == "z=ex:inCountry|" + within.axioms[0].name]
    assert len(wanted) == 1 and wanted[0] in out[:len(unions)]
    f = wanted[0].axioms[0].formula
    # the words give a witness place (EPR); any place in Zorbia gives the words back
    witness = conj([Atom("ex:site", (X, Const("?place#ex:site"))), Atom("ex:country", (Const("?place#ex:site"), ZORBIA))])
    assert f.body.parts[0].right == Or((Atom("ex:inCountry", (X, ZORBIA)), witness))
    assumed = f.body.parts[1].left
    assert assumed.parts[0] == Atom("ex:inCountry", (X, ZORBIA)) and isinstance(assumed.parts[1], Exists)


def test_a_query_without_a_disjunction_gets_no_union():
    senses = list(_senses())
    query = conj([Atom("ex:site", (Var("x"), Z)), Atom("ex:country", (Z, ZORBIA))])
    assert _sense_unions(senses, query) == senses


def test_one_sense_per_branch_only_where_a_branch_fits_several():
    assert _one_per_branch({"a": (None, frozenset({0}), ()), "b": (None, frozenset({1}), ())}) == []
    choices = _one_per_branch({"a": (None, frozenset({0}), ()), "b": (None, frozenset({1}), ()),
                               "c": (None, frozenset({1}), ())})
    assert [sorted(c) for c in choices] == [["a", "b"], ["a", "c"]]


def test_a_sense_fits_a_branch_only_about_what_every_branch_is_about():
    from verifier.bridge.expand import _states
    x, p = Var("x"), Var("p")
    branch = conj([Atom("ex:site", (x, p)), Atom("ex:country", (p, ZORBIA))])
    other = Atom("ex:inCountry", (x, ZORBIA))
    shared = frozenset({x, ZORBIA})
    # Zorbia is the country of the place p, not of x: the loose sense is no reading of the branch
    assert not _states(Atom("ex:country", (X, ZORBIA)), branch, shared)
    assert _states(Atom("ex:country", (X, ZORBIA)), branch)
    assert _states(Atom("ex:inCountry", (X, ZORBIA)), other, shared)
    # the chain, its variables matched consistently
    z = Var("_z")
    chain = Exists((z,), conj([Atom("ex:site", (X, z)), Atom("ex:country", (z, ZORBIA))]))
    assert _states(chain, branch, shared)
    crossed = conj([Atom("ex:site", (x, p)), Atom("ex:country", (Var("q"), ZORBIA))])
    assert not _states(chain, crossed, shared)
