"""A wh-noun is presupposed of the values of a property whose name calls them by the noun only where every
branch of the query states that property: "Which cities are partner cities of A or the locations where B
worked?" asked by a union that types each branch's answer as a city is read by the class, since the answers
of the second branch are no partner cities of A (issue 22). Labels, ids (Q9006xx) and sentences are made up."""

import pytest

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_the_atoms_one_branch_of_a_disjunction_states_alone_are_branch_only():
    from verifier.bridge.context import branch_only_atoms
    from verifier.logic import And, Atom, Const, Or, Var

    x = Var("x")
    city = Atom("wdt:P31", (x, Const("wd:Q515")))
    twin, work = Atom("wdt:P190", (Const("wd:Q1"), x)), Atom("wdt:P937", (Const("wd:Q2"), x))
    assert branch_only_atoms(Or((And((twin, city)), And((work, city))))) == {twin, work}
    assert branch_only_atoms(And((twin, city))) == frozenset()
    # the same property of another subject in each branch ("partner cities of A or of B"): in every branch
    other = Atom("wdt:P190", (Const("wd:Q3"), x))
    assert branch_only_atoms(Or((And((twin, city)), And((other, city))))) == frozenset()
    assert branch_only_atoms(None) == frozenset()


def test_a_typed_answer_is_presupposed_of_a_naming_property_only_where_every_branch_states_it():
    from verifier.bridge.context import QueryContext
    from verifier.bridge.readings.presupposed import _presupposing_atoms
    from verifier.logic import Atom, Const, Var

    x = Var("x")
    city = Atom("wdt:P31", (x, Const("wd:Q515")))
    twin, work = Atom("wdt:P190", (Const("wd:Q1"), x)), Atom("wdt:P937", (Const("wd:Q2"), x))
    naming = frozenset({"wdt:P190"})  # "partner city" calls its values cities
    one = QueryContext((), {}, (twin, city), frozenset(), dict)
    assert _presupposing_atoms(one, typed_too=naming) == [twin]
    either = QueryContext((), {}, (twin, city, work, city), frozenset(), dict, frozenset({twin, work}))
    assert _presupposing_atoms(either, typed_too=naming) == []


@pytest.mark.wordnet
def test_a_noun_over_a_disjunction_is_read_by_the_class_each_branch_types_its_answer_by(tmp_path):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import Annotations, PropertyLabels, derive_entries, labels_turtle

    props = {"P190": PropertyLabels("P190", "twinned administrative body", ("partner city", "partner town")),
             "P937": PropertyLabels("P937", "work location", ("location of work", "working at", "place of work")),
             "P131": PropertyLabels("P131", "located in the administrative territorial entity", ("city of",))}
    ann = Annotations({"Q900601": "Lowmere", "Q900602": "Ada Brook"}, {}, {"Q515": "city", "Q532": "village"})
    (tmp_path / "lex.ttl").write_text(to_turtle(derive_entries(props, ann)))
    (tmp_path / "labels.ttl").write_text(labels_turtle(ann))
    q = "Which cities are partner towns of Lowmere or are places of work of Ada Brook ?"
    union = ("SELECT ?x WHERE { { wd:Q900601 wdt:P190 ?x . ?x wdt:P31 wd:%s . } "
             "UNION { wd:Q900602 wdt:P937 ?x . ?x wdt:P31 wd:%s . } }")
    with Verifier(lexicon=tmp_path / "lex.ttl", kg=tmp_path / "labels.ttl", timeout_ms=20000) as v:
        ok = v.check(q, WD + union % ("Q515", "Q515"))
        assert ok.status == "accept", ok.explanation
        assert "wd:Q515" in ok.explanation
        # a branch that types its answers by another class is no answer to the question
        assert v.check(q, WD + union % ("Q515", "Q532")).status != "accept"
