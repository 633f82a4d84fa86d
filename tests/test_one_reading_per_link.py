"""A choice of readings reads each link of the question once: one preposition (possessive, compound) is taken
by one word's reading, not by two words each reading it as a relation of its own. Our own sentences and a small
lexicon of our own, shaped like the compositional questions' lexicon (a noun that marks "in", a relational noun
that is also a class)."""

from pathlib import Path

import pytest

from lemon_lexicon import header

WORDNET = Path(__file__).resolve().parents[1] / "data" / "nltk_data" / "corpora" / "wordnet"
needs_wordnet = pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")

LEX = header("dbo") + """
:thing_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "thing"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ti1 ; lexinfo:prepositionalAdjunct :ti2 ] ;
    lemon:sense [ lemon:reference dbo:place ; lemon:subjOfProp :ti1 ; lemon:objOfProp :ti2 ] .
:ti2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:country_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :co1 ; lexinfo:prepositionalAdjunct :co2 ] ;
    lemon:sense [ lemon:reference dbo:country ; lemon:subjOfProp :co2 ; lemon:objOfProp :co1 ;
                  lemon:condition [ lemon:propertyDomain dbo:Place ; lemon:propertyRange dbo:Country ] ] .
:co2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:country a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :ct1 ] ;
    lemon:sense [ lemon:reference dbo:Country ; lemon:isA :ct1 ] .
:home_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "home"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ho1 ; lexinfo:prepositionalAdjunct :ho2 ] ;
    lemon:sense [ lemon:reference dbo:residence ; lemon:subjOfProp :ho2 ; lemon:objOfProp :ho1 ] .
:ho2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Give me the thing in the home, that is a country, of Anna Weber."


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    # "in" is the thing's: its place is the home, which is a country
    ("?x dbo:place ?h . dbr:Anna_Weber dbo:residence ?h . ?h a dbo:Country", True),
    # "country" does not take the same "in" as a second relation of the thing
    ("?x dbo:place ?h . ?x dbo:country ?h . dbr:Anna_Weber dbo:residence ?h . ?h a dbo:Country", False),
    ("?x dbo:country ?h . dbr:Anna_Weber dbo:residence ?h . ?h a dbo:Country", False),
    ("?x dbo:place ?h . dbr:Anna_Weber dbo:residence ?h", False),
])
def test_one_preposition_is_read_by_one_word(verifier, body, accepted):
    v = verifier.check(QUESTION, P + "SELECT ?x WHERE { " + body + " }")
    assert (v.status == "accept") is accepted, v.explanation


def test_keys_that_can_only_read_a_link_twice_keep_their_choices():
    """Where every combination of two competing keys reads one link as two relations, the joint list keeps
    the combinations (best first) instead of none: a set to try, not a choice left empty."""
    from verifier.bridge.choose import _flatten, _joint_lists
    from verifier.bridge.model import Axiom
    from verifier.bridge.options import Option
    from verifier.logic import Atom, Const

    link = Atom("_in_p_loc", (Const("x"), Const("y")))
    a = Option(("_a_n_1",), (Axiom("a", Atom("ex:p", (Const("x"), Const("y"))), "lexicon", "", "a"),), 1.0,
               frozenset({link}))
    b = Option(("_b_n_1",), (Axiom("b", Atom("ex:q", (Const("x"), Const("y"))), "lexicon", "", "b"),), 0.5,
               frozenset({link}))
    lone = Option(("_c_n_1",), (), 1.0)
    joint, slots = _joint_lists([[a], [lone], [b]], frozenset({link}), 4)
    assert slots == [None, 1]
    assert len(joint[0]) == 1
    assert _flatten((joint[0][0], lone), slots) == (a, lone, b)


@needs_wordnet
@pytest.mark.parametrize("body,status", [
    ("?x dbo:place ?c . dbr:Anna_Weber dbo:country ?c", {"accept"}),
    # the query never names Anna Weber: "country … of" read as the class dbo:Country alone (its "of Anna
    # Weber" unread) is equivalent to it, but that reading proves nothing; the one that reads "of" disproves it
    ("?x dbo:place ?c . ?c a dbo:Country", {"reject", "unknown"}),
])
def test_a_reading_that_leaves_the_name_unread_proves_nothing(verifier, body, status):
    v = verifier.check("Give me the thing in the country, that is a country, of Anna Weber.",
                       P + "SELECT ?x WHERE { " + body + " }")
    assert v.status in status, v.explanation


def test_an_equivalence_through_a_partly_read_word_is_no_proof():
    from types import SimpleNamespace as NS

    from verifier.bridge import Axiom, AxiomSet, proves
    from verifier.logic import Atom, Var

    x, y = Var("x"), Var("y")
    cls = Axiom("class_noun:_country_n_of", Atom("_country_n_of", (x, y)), "class_noun")
    proved = NS(status="equivalent", forward=NS(core=(cls.name,)), backward=NS(core=()))
    dropped = (("_country_n_of", "a complement left unread"),)
    assert proves(proved, AxiomSet((cls,)))
    assert not proves(proved, AxiomSet((cls,), unbridged=dropped, partly_read=("_country_n_of",)))
    # a word with no axiom at all, read by the comparison's rereading, does not stop the proof
    assert proves(proved, AxiomSet((cls,), unbridged=(("_rank_n_1", "no lexicon entry"),)))
    # nor does a word without a lexicon entry that an axiom of the proof reads (a category name spells it)
    assert proves(proved, AxiomSet((cls,), unbridged=(("_country_n_of", "no lexicon entry"),)))
    assert not proves(NS(status="different", forward=NS(core=()), backward=NS(core=())), AxiomSet((cls,)))
