"""A query term no question word is bridged to (verifier/unread.py): a rejection that rests only on the
absence of a lexicon entry is ``unknown`` where the term's own name reads a question word the query leaves
unread; it stands where the query is wrong whatever the term means."""

import pytest

from lemon_lexicon import ontolex_header
from verifier.logic import And, Atom, Exists, Not, Var
from verifier.unread import positive_only, without_unread

x, y, z = Var("x"), Var("y"), Var("z")

#: a lexicon that lists no word at all (the conftest's ``verifier``): every verb is read by its preposition or
#: its name
LEX = ontolex_header()


def test_dropping_an_unread_triple_is_sound_only_where_it_sits_positively():
    f = And((Atom("p", (x, y)), Atom("q", (x,))))
    assert positive_only(f, frozenset({"p"}))
    assert not positive_only(And((Atom("q", (x,)), Not(Atom("p", (x, y))))), frozenset({"p"}))
    assert str(without_unread(f, (x,), frozenset({"p"}))) == "q(x)"


def test_an_answer_bound_only_by_the_unread_triples_leaves_nothing_to_compare():
    f = Exists((z,), And((Atom("p", (z, y)), Atom("q", (z,)))))
    assert without_unread(f, (y,), frozenset({"p"})) is None


def test_a_term_whose_name_is_an_unread_word_is_unknown_not_wrong(qald_verifier):
    # the lexicon reads "B-sides" as another property; the query's own term is named by the word
    v = qald_verifier.check("Give me all B-sides of the Zorblax.",
                            "SELECT ?b WHERE { ?song dbo:artist dbr:Zorblax . ?song dbo:B-side ?b . }")
    assert v.status == "unknown" and v.reasons == ("unlinked_term",), v.explanation
    assert "dbo:B-side" in v.explanation and "“B-sides”" in v.explanation


def test_a_value_named_by_the_word_the_reading_leaves_without_a_term_is_unknown(qald_verifier):
    v = qald_verifier.check("how much is the population  Zorbania?", "SELECT ?p WHERE { dbr:Zorbania dbo:populationTotal ?p }")
    assert v.status == "unknown" and v.reasons == ("unlinked_term",), v.explanation


def test_a_term_linked_to_no_question_word_keeps_the_rejection(qald_verifier):
    v = qald_verifier.check("how much is the population  Zorbania?", "SELECT ?p WHERE { dbr:Zorbania dbo:areaTotal ?p }")
    assert v.status == "reject" and v.reasons[0] == "wrong_relation", v.explanation
    v = qald_verifier.check("Give me all B-sides of the Zorblax.",
                            "SELECT ?b WHERE { ?song dbo:artist dbr:Zorblax . ?song dbo:producer ?b . }")
    assert v.status == "reject" and v.reasons[0] == "wrong_relation", v.explanation


def test_a_query_about_another_named_thing_keeps_the_rejection(qald_verifier):
    # whatever dbo:B-side means, the question names the Zorblax and the query never does
    v = qald_verifier.check("Give me all B-sides of the Zorblax.",
                            "SELECT ?b WHERE { ?song dbo:artist dbr:Quux . ?song dbo:B-side ?b . }")
    assert v.status == "reject", v.explanation


def test_a_term_the_verb_read_by_its_preposition_alone_may_mean_is_unknown(verifier):
    # "in" reads as dbo:city; what "trained" means (the query's dbo:almaMater) the lexicon does not say
    v = verifier.check("Which poets trained in Zorbton?",
                       "SELECT DISTINCT ?x WHERE { ?x a dbo:Poet ; dbo:almaMater ?s . ?s dbo:city dbr:Zorbton }")
    assert v.status == "unknown" and v.reasons == ("unlinked_term",), v.explanation
    assert "“trained”" in v.explanation and "preposition alone" in v.explanation
    # the preposition's reading still proves what it reads: "lived in" as the poet's own city
    ok = verifier.check("Which poets lived in Zorbton?", "SELECT DISTINCT ?x WHERE { ?x a dbo:Poet ; dbo:city dbr:Zorbton }")
    assert ok.status == "accept", ok.explanation


def test_a_verb_naming_its_property_or_set_against_the_term_keeps_the_rejection(verifier):
    # "died in" names dbo:deathPlace (its happening is a death): the extra dbo:almaMater is a wrong relation
    v = verifier.check("Which poets died in Zorbton?",
                       "SELECT DISTINCT ?x WHERE { ?x a dbo:Poet ; dbo:almaMater ?s . ?s dbo:deathPlace dbr:Zorbton }")
    assert v.status == "reject" and v.reasons[0] == "wrong_relation", v.explanation
    # "born on" is no longer read by its "on" alone (dbo:country would drop the birth, a happening:
    # tests/test_open_soundness.py), so no reading of "born" is there for the opposite to be set against: not
    # accepted, and unknown rather than rejected (a death is still the opposite of a birth, but no reject rests
    # on a reading that drops the verb)
    v = verifier.check("Which painters were born on Zorbland?",
                       "SELECT ?p WHERE { ?p a dbo:Painter ; dbo:deathPlace/dbo:country dbr:Zorbland }")
    assert v.status == "unknown", v.explanation
