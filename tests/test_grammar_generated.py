"""Constructions of generated (template-made) questions: "Which is the N of X?", two clauses joined by "and"
that each miss the noun phrase the wh-phrase fills, and a possessive determiner followed by "'s"."""

from pathlib import Path

import pytest

from lemon_lexicon import LEMON
from verifier.logic.ops import atoms
from verifier.question.dialogue import single_possessive
from verifier.question.grammar import default_grammar
from verifier.question.semantics import readings

WORDNET = Path(__file__).resolve().parents[1] / "data" / "nltk_data" / "corpora" / "wordnet"
needs_wordnet = pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")


def preds(text):
    mrss = default_grammar().parse(text)
    assert mrss, f"no parse for {text!r}"
    rs = readings(mrss, 4, text=text)
    assert rs, f"no reading for {text!r}"
    return {a.pred for a in atoms(rs[0].formula)}


def test_an_s_after_a_possessive_determiner_is_left_out():
    assert single_possessive("Which jobs have Ada as their 's career ?") == "Which jobs have Ada as their career ?"
    assert single_possessive("Is Bo HIS 's tutor ?") == "Is Bo HIS tutor ?"
    # an 's after a name is the possessive itself
    assert single_possessive("Who is Ada's tutor ?") == "Who is Ada's tutor ?"


@needs_wordnet
def test_which_without_a_noun_asks_for_a_thing():
    assert "thing" in preds("Which is the capital of Ruritania ?")
    # "which N" stays a determiner
    assert "thing" not in preds("Which river crosses Ruritania ?")


@needs_wordnet
def test_two_clauses_with_one_gap_each_joined_by_and():
    p = preds("Which cities is Anna Weber a citizen of and is Bo Lind a resident of ?")
    assert any(x.startswith("_citizen") for x in p) and any(x.startswith("_resident") for x in p)
    p = preds("Which rivers does Ada swim in and flow through Ruritania ?")
    assert any(x.startswith("_swim") for x in p) and any(x.startswith("_flow") for x in p)


@needs_wordnet
def test_two_clauses_joined_by_or_are_each_a_disjunct():
    from verifier.logic import Or
    from verifier.logic.ops import subformulas

    text = "Which cities is Anna Weber a citizen of or is Bo Lind a resident of ?"
    rs = readings(default_grammar().parse(text), 8, text=text)
    assert rs
    for r in rs:  # in every reading, each clause (its noun phrase too) is one side of the disjunction
        ors = [f for f in subformulas(r.formula) if isinstance(f, Or)]
        assert ors, r.formula
        sides = [{a.pred for a in atoms(d)} for d in ors[0].parts]
        assert any(any(p.startswith("_citizen") for p in s) for s in sides), r.formula
        assert not any(any(p.startswith("_citizen") for p in s) and any(p.startswith("_resident") for p in s)
                       for s in sides), r.formula


@needs_wordnet
def test_a_relative_clause_with_a_copula_and_a_stranded_of():
    p = preds("Which sport is the game that Anna Weber was a part of ?")
    assert any(x.startswith("_part_n_of") for x in p) and "_game_n_1" in p


@needs_wordnet
def test_do_before_a_modal_is_the_modal_question():
    p = preds("Does Anna Weber can swim ?")
    assert any(x.startswith("_swim_v") for x in p)


@needs_wordnet
@pytest.mark.parametrize("text,conj", [
    ('Which rivers flow through "Anna Lake", "Bo Hills" and "Cy Fields" ?', "and"),
    ("Which rivers flow through Anna, Bo, Cy or Di ?", "or"),
])
def test_a_list_parted_by_commas_is_each_of_its_members(text, conj):
    from verifier.logic import And, Or
    from verifier.logic.ops import subformulas

    mrss = default_grammar().parse(text)
    r = readings(mrss, 4, text=text)[0]
    names = {a.args[1].name for a in atoms(r.formula) if a.pred == "named"}
    assert len(names) == (3 if conj == "and" else 4), r.formula  # no two names compounded across a comma
    through = {a.args[1] for a in atoms(r.formula) if a.pred.startswith("_through_p")}
    assert len(through) == len(names), r.formula  # each name is gone through, none stands for the group
    assert not any(a.pred.startswith(("_and_c", "_or_c")) for a in atoms(r.formula)), r.formula
    if conj == "or":
        assert any(isinstance(f, Or) and len(f.parts) == 4 for f in subformulas(r.formula)), r.formula


@needs_wordnet
def test_a_long_list_says_each_member_once():
    # a dialogue's "those teams" can name thirty: level by level distribution copied each level 2^n times
    names = ", ".join(f'"Team {i}"' for i in range(1, 16)) + ' and "Team 16"'
    text = f'Did {names} compete in "Cup 2014" ?'
    r = readings(default_grammar().parse(text), 4, text=text)[0]
    competing = [a.args[1] for a in atoms(r.formula) if a.pred.startswith("_compete_v")]
    assert len(competing) == len(set(competing)) == 16, r.formula


# ---- end to end, with a small lexicon of our own --------------------------------------------------
LEX = LEMON + """
:citizen_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "citizen"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :c1 ; lexinfo:prepositionalAdjunct :c2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/citizenship> ; lemon:subjOfProp :c1 ; lemon:objOfProp :c2 ] .
:c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:resident_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "resident"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :r1 ; lexinfo:prepositionalAdjunct :r2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/residence> ; lemon:subjOfProp :r1 ; lemon:objOfProp :r2 ] .
:r2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
DBO = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
BOTH = "What is Anna Weber a citizen of and is Bo Lind a resident of ?"
EITHER = "What is Anna Weber a citizen of or is Bo Lind a resident of ?"


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Anna_Weber dbo:citizenship ?x . dbr:Bo_Lind dbo:residence ?x", True),
    # one clause only, the clauses as alternatives, or a clause turned round is not what the question asks
    ("dbr:Anna_Weber dbo:citizenship ?x", False),
    ("{ dbr:Anna_Weber dbo:citizenship ?x } UNION { dbr:Bo_Lind dbo:residence ?x }", False),
    ("dbr:Anna_Weber dbo:citizenship ?x . ?x dbo:residence dbr:Bo_Lind", False),
])
def test_two_gapped_clauses_end_to_end(verifier, body, accepted):
    verdict = verifier.check(BOTH, DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("{ dbr:Anna_Weber dbo:citizenship ?x } UNION { dbr:Bo_Lind dbo:residence ?x }", True),
    ("dbr:Anna_Weber dbo:citizenship ?x", False),
    ("dbr:Anna_Weber dbo:citizenship ?x . dbr:Bo_Lind dbo:residence ?x", False),
    ("{ dbr:Anna_Weber dbo:citizenship ?x } UNION { ?x dbo:residence dbr:Bo_Lind }", False),
])
def test_two_gapped_clauses_joined_by_or_end_to_end(verifier, body, accepted):
    verdict = verifier.check(EITHER, DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation
