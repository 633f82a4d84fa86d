"""Compositional noun phrases: nested relational nouns, conjoined nominals under one determiner, relative
clauses set off by commas before a noun's complement, predicative coordination, and names that carry commas,
bracketed disambiguators and ordinals. Our own sentences; the grammar and the question's logic only."""

from pathlib import Path

import pytest
from delphin.mrs import is_well_formed

from lemon_lexicon import LEMON
from verifier.logic import Eq
from verifier.logic.ops import atoms, subformulas
from verifier.question.grammar import default_grammar
from verifier.question.grammar.formalism import GrammarFileError, load_grammar
from verifier.question.grammar.tokens import tokenize
from verifier.question.semantics import readings

WORDNET = Path(__file__).resolve().parents[1] / "data" / "nltk_data" / "corpora" / "wordnet"
needs_wordnet = pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")


def first(text):
    mrss = default_grammar().parse(text)
    assert mrss, f"no parse for {text!r}"
    assert is_well_formed(mrss[0])
    rs = readings(mrss, 4, text=text)
    assert rs, f"no reading for {text!r}"
    return mrss[0], rs[0]


def args_of(reading, pred):
    return [a.args for a in atoms(reading.formula) if a.pred == pred]


def equalities(reading):
    return [f for f in subformulas(reading.formula) if isinstance(f, Eq)]


# ---- the formalism and the tokenizer (no WordNet needed) ----------------------------------------
def test_comma_op_must_name_a_daughter(tmp_path):
    from verifier.question.grammar import GRAMMAR_DIR

    for f in Path(GRAMMAR_DIR).iterdir():
        if f.is_file():
            (tmp_path / f.name).write_bytes(f.read_bytes())
    with open(tmp_path / "rules.grm", "a", encoding="utf-8") as out:
        out.write("\nrule bad_comma : N -> N N\n  comma 2\n  head 0\n")
    with pytest.raises(GrammarFileError, match="comma"):
        load_grammar(tmp_path)


def test_bracketed_disambiguator_after_a_name_is_one_token():
    toks = tokenize("Where is Mercury (planet) in the sky?")
    assert [(t.form, t.kind) for t in toks][2:4] == [("Mercury", "word"), ("(planet)", "paren")]
    # brackets after a lower-case word are punctuation: their words stay words
    toks = tokenize("What is the size (in metres) of the hall?")
    assert "(in metres)" not in [t.form for t in toks] and "metres" in [t.form for t in toks]


# ---- conjoined nominals ----------------------------------------------------------------------------
@needs_wordnet
def test_conjoined_nominals_under_one_determiner_are_one_individual():
    m, r = first("Give me the mayor of Springfield and founder of Acme.")
    # the two nouns keep their own variables (each with its own "of"), identified by x = y
    (mayor,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_mayor_n")]
    (founder,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_founder_n")]
    assert mayor != founder
    assert any({e.left, e.right} == {mayor, founder} for e in equalities(r))
    assert mayor in r.answer_vars or founder in r.answer_vars
    assert not args_of(r, "_and_c")


@needs_wordnet
def test_conjunction_takes_the_widest_first_conjunct():
    # "the spouse of the founder of Acme and mayor of Springfield": the answer is spouse and mayor, not
    # the spouse of someone who founded Acme and is mayor
    _, r = first("Give me the spouse of the founder of Acme and mayor of Springfield.")
    (spouse,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_spouse_n")]
    (mayor,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_mayor_n")]
    assert spouse in r.answer_vars
    assert any({e.left, e.right} == {spouse, mayor} for e in equalities(r))


@needs_wordnet
def test_two_determiners_still_coordinate_two_noun_phrases():
    m, _ = first("Give me the mayor of Springfield and the founder of Acme.")
    conj = [e for e in m.rels if e.predicate == "_and_c"]
    assert conj and conj[0].iv.startswith("x")  # a group of two, not one individual


# ---- relative clauses between commas --------------------------------------------------------------
@needs_wordnet
def test_comma_relative_restricts_the_noun_before_its_complement():
    _, r = first("Give me the capital, that is a city, of Ruritania.")
    (capital,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_capital_n")]
    assert [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_city_n")] == [capital]
    assert [a.args[0] for a in atoms(r.formula) if a.pred == "_of_p"] == [capital]


@needs_wordnet
def test_without_commas_the_relative_clause_keeps_the_complement():
    _, r = first("Give me the capital that is a city of Ruritania.")
    (city,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_city_n")]
    assert [a.args[0] for a in atoms(r.formula) if a.pred == "_of_p"] == [city]


@needs_wordnet
@pytest.mark.parametrize("inner", ["residence", "home"])
def test_comma_relative_on_the_inner_noun_whose_class_noun_is_relational(inner):
    # "a country" is a relational noun (_country_n_of), but the comma after it says "of Anna Weber" is
    # not its complement: it is the inner noun's (its ARG1 or _of_p), and "native of" takes the inner noun
    _, r = first(f"Give me the native of the {inner}, that is a country, of Anna Weber.")
    (weber,) = [a.args[0] for a in atoms(r.formula) if a.pred == "named" and a.args[1].name == "Weber"]
    (place,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith(f"_{inner}_n")]
    (native,) = [a.args for a in atoms(r.formula) if a.pred.startswith("_native_n")]
    assert native[1] == place
    assert [a.args for a in atoms(r.formula) if a.pred == "_of_p" or a.pred.startswith(f"_{inner}_n")
            if len(a.args) == 2] == [(place, weber)]
    (country,) = [a.args for a in atoms(r.formula) if a.pred.startswith("_country_n")]
    assert country[0] == place and weber not in country


@needs_wordnet
def test_a_comma_parts_a_noun_from_its_complement():
    # no reading of "a city, of Ruritania" as one phrase: the comma relative is on the capital
    for m in default_grammar().parse("Give me the capital, that is a city, of Ruritania."):
        for ep in m.rels:
            if ep.predicate == "_of_p" or ep.predicate.endswith("_n_of"):
                assert not ep.predicate.startswith("_city_n") or ep.args.get("ARG1", "i").startswith("i")


def test_nocomma_op_must_name_a_daughter(tmp_path):
    from verifier.question.grammar import GRAMMAR_DIR

    for f in Path(GRAMMAR_DIR).iterdir():
        if f.is_file():
            (tmp_path / f.name).write_bytes(f.read_bytes())
    with open(tmp_path / "rules.grm", "a", encoding="utf-8") as out:
        out.write("\nrule bad_nocomma : N -> N N\n  nocomma 3\n  head 0\n")
    with pytest.raises(GrammarFileError, match="nocomma"):
        load_grammar(tmp_path)


@needs_wordnet
def test_copula_with_coordinated_indefinites_predicates_each():
    # "X is a C and a D": X is each conjunct; each keeps its own variable (and modifiers: "a court poet")
    _, r = first("Give me the ruler, that is a king and a court poet, of Ruritania.")
    (ruler,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_ruler_n")]
    pairs = [{e.left, e.right} for e in equalities(r)]
    for noun in ("_king_n", "_poet_n"):
        (v,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith(noun)]
        assert {ruler, v} in pairs
    (poet,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_poet_n")]
    assert [a.args[0] for a in atoms(r.formula) if a.pred == "compound"] == [poet]
    assert not args_of(r, "_and_c")
    assert [a.args[0] for a in atoms(r.formula) if a.pred == "_of_p"] == [ruler]


@needs_wordnet
@pytest.mark.parametrize("text,head_noun,nouns,adjective", [
    ("Give me the birthplace, that is a town and Danish, of Anna Weber.", "_birthplace_n", ("_town_n",), "_danish_a"),
    ("Give me the founder, that is Danish and a painter, of Anna Weber.", "_founder_n", ("_painter_n",), "_danish_a"),
    ("Give me the founder, that is a painter and Danish and a poet, of Anna Weber.", "_founder_n",
     ("_painter_n", "_poet_n"), "_danish_a"),
])
def test_copula_with_conjoined_noun_phrases_and_adjectives_predicates_each(text, head_noun, nouns, adjective):
    # "X is a C and ADJ": the adjective holds of X itself, not of a second individual under "a" ("a Dane"),
    # and X's "of" complement after the comma stays X's ("Danish, of Anna Weber" is no title)
    _, r = first(text)
    (head,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith(head_noun)]
    assert not any(" of " in str(a.args[1]) for a in atoms(r.formula) if a.pred == "named")
    assert [a.args[0] for a in atoms(r.formula) if a.pred.startswith(adjective)] == [head]
    pairs = [{e.left, e.right} for e in equalities(r)]
    for noun in nouns:
        (v,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith(noun)]
        assert v == head or {head, v} in pairs
    assert not args_of(r, "_and_c")


@needs_wordnet
def test_nested_relational_nouns_with_two_appositives():
    _, r = first("Give me the child of the parent, that is a king, of the commander, that is a poet, in "
                 "Siege of Ruritania.")
    (commander,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_commander_n")]
    (parent,) = [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_parent_n")]
    assert [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_poet_n")] == [commander]
    assert [a.args[0] for a in atoms(r.formula) if a.pred.startswith("_king_n")] == [parent]
    assert [a.args for a in atoms(r.formula) if a.pred.startswith("_parent_n")][0][1] == commander


# ---- names ---------------------------------------------------------------------------------------
@needs_wordnet
def test_name_with_a_disambiguator_and_a_name_with_an_ordinal():
    _, r = first("Give me the spouse of Anna Weber (painter).")
    assert {a.args[1].name for a in atoms(r.formula) if a.pred == "named"} >= {"Anna", "Weber", "(painter)"}
    _, r = first("Give me the child of Edward Smith, 12th Earl of Wessex.")
    assert "12th" in {a.args[1].name for a in atoms(r.formula) if a.pred == "named"}
    assert r.kind == "wh"  # not a superlative over an ordinal


@needs_wordnet
@pytest.mark.parametrize("text,word", [
    ("Give me the commander in the war of 3rd (Northshire) Regiment of Foot.", "3rd"),
    ("Give me the player in 2015 Riverside United FC season.", "2015"),
])
def test_a_number_or_ordinal_that_begins_a_run_of_name_words_is_a_name_word(text, word):
    _, r = first(text)
    assert word in {a.args[1].name for a in atoms(r.formula) if a.pred == "named"}
    assert r.kind == "wh" and not args_of(r, "card") and not args_of(r, "ord")


@needs_wordnet
def test_ordinal_before_a_common_noun_stays_an_ordinal():
    _, r = first("Who was the 12th mayor of Springfield?")
    assert r.kind == "superlative"


@needs_wordnet
def test_participle_before_a_noun_and_multiword_class_noun():
    _, r = first("Give me the member of the associated orchestra of Ruritania.")
    assert args_of(r, "_associated_a_1")
    m, _ = first("Give me the alter ego of Anna Weber.")
    assert any(e.predicate.startswith("_alter+ego_n") for e in m.rels)


# ---- end to end, with a small lexicon of our own --------------------------------------------------
LEX = LEMON + """
:commander_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "commander"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :c1 ; lexinfo:prepositionalAdjunct :c2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/commander> ; lemon:subjOfProp :c2 ; lemon:objOfProp :c1 ] .
:c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:spouse_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "spouse"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :s1 ; lexinfo:prepositionalAdjunct :s2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/spouse> ; lemon:subjOfProp :s2 ; lemon:objOfProp :s1 ] .
:s2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:ruling_party_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "ruling party"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :r1 ; lexinfo:prepositionalAdjunct :r2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/leaderParty> ; lemon:subjOfProp :r2 ; lemon:objOfProp :r1 ] .
:r2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:party_member_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "party member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/party> ; lemon:subjOfProp :m1 ; lemon:objOfProp :m2 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
DBO = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
BOTH = "Give me the commander in Siege of Varna and spouse of Anna Weber."


@needs_wordnet
def test_relational_noun_takes_the_preposition_its_frame_marks(verifier):
    q = "Give me the commander in Siege of Varna."
    assert verifier.check(q, DBO + "SELECT ?c WHERE { dbr:Siege_of_Varna dbo:commander ?c }").status == "accept"
    assert verifier.check(q, DBO + "SELECT ?c WHERE { ?c dbo:commander dbr:Siege_of_Varna }").status != "accept"


@needs_wordnet
def test_adjective_and_relational_noun_take_the_preposition_their_entry_marks(verifier):
    # "the ruling party in X" read as an adjective on a noun whose own argument is unexpressed
    # (_ruling_a_1(x) ∧ _party_n_of(x, i)) is one lexicon entry marked "in": the "in" phrase is its argument
    q = "Give me the spouse of Anna Weber and party member of the ruling party in Northshire."
    body = DBO + "PREFIX dbp: <http://dbpedia.org/property/> SELECT ?x WHERE { dbr:Anna_Weber dbo:spouse ?x . %s . ?x dbo:party ?p }"
    good = verifier.check(q, body % "dbr:Northshire dbp:leaderParty ?p")
    assert good.status == "accept", good.explanation
    assert verifier.check(q, body % "?p dbp:leaderParty dbr:Northshire").status != "accept"


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Siege_of_Varna dbo:commander ?x . dbr:Anna_Weber dbo:spouse ?x", True),
    # one conjunct only, or the two relations on two answers, is not what the question asks
    ("dbr:Siege_of_Varna dbo:commander ?x", False),
    ("{ dbr:Siege_of_Varna dbo:commander ?x } UNION { dbr:Anna_Weber dbo:spouse ?x }", False),
])
def test_conjoined_nominals_end_to_end(verifier, body, accepted):
    verdict = verifier.check(BOTH, DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation
