"""Light words, measure nouns, cardinals and pronouns in the question semantics (questions written for
these tests, parsed by the grammar in grammars/)."""

import pytest

from verifier.logic import Count, Eq, Extremum, Not, Num, Var, free_vars
from verifier.logic.ops import atoms, subformulas
from verifier.question import light
from verifier.question.parsers import GrammarParser
from verifier.question.semantics import readings

_PARSER = GrammarParser()


def rs(text: str):
    return readings(_PARSER.parse(text), text=text)


def preds(r) -> set[str]:
    return {a.pred for a in atoms(r.formula)}


def notes(r) -> str:
    return " | ".join(r.notes)


def test_table_rows_are_well_formed():
    rows = light.light_words()
    assert rows["_both_a_1"].treatment == "vacuous" and rows["_list_n_of"].treatment == "member"
    assert all(w.treatment in light.TREATMENTS and w.reason for w in rows.values())
    assert light.measure_scales("_area_n_of") == {"size"} and light.measure_scales("_city_n_1") == frozenset()


def test_list_of_x_asks_for_the_xs():
    r = rs("Give me a list of all rivers in Spain.")[0]
    assert r.kind == "wh" and "_list_n_of" not in preds(r)
    (ans,) = r.answer_vars
    assert any(a.pred.startswith("_river_n") and a.args[0] == ans for a in atoms(r.formula))
    assert "“list” read as its members" in notes(r)


@pytest.mark.parametrize("text,word", [
    ("Which films star both Tom Hanks and Meg Ryan?", "both"),
    ("What is the total area of Spain?", "total"),
    ("Who was the former mayor of Rome?", "former"),
    ("Did Mozart ever visit Prague?", "ever"),
])
def test_vacuous_words_are_dropped_with_a_note(text, word):
    r = rs(text)[0]
    assert not any(a.pred.startswith(f"_{word}_") for a in atoms(r.formula))
    assert f"“{word}” read as vacuous" in notes(r)


def _distinct_atoms(r):
    return [g for g in subformulas(r.formula) if isinstance(g, Not) and isinstance(g.body, Eq)]


def test_other_gives_a_distinct_reading_first_then_a_plain_one():
    first, second = rs("Which other rivers did the explorer of the Nile find?")[:2]
    (ans,) = first.answer_vars
    (neq,) = _distinct_atoms(first)
    assert ans in (neq.body.left, neq.body.right)
    named = next(a for a in atoms(first.formula) if a.pred == "named")
    assert named.args[0] in (neq.body.left, neq.body.right) and free_vars(first.formula) == {ans}
    assert not _distinct_atoms(second) and "_other_a_1" not in preds(second)
    assert "not read as excluding" in notes(second)


def test_same_as_says_the_predication_of_the_standard_too():
    first, second = rs("Which countries are in the same continent as Peru?")[:2]
    (ans,) = first.answer_vars
    ins = [a for a in atoms(second.formula) if a.pred.startswith("_in_p")]
    peru = next(a.args[0] for a in atoms(second.formula) if a.pred == "named")
    assert {a.args[0] for a in ins} == {ans, peru} and len({a.args[-1] for a in ins}) == 1
    assert "_as_p" not in preds(second) and "_same_a_as" not in preds(second)
    assert len(_distinct_atoms(first)) == 1 and not _distinct_atoms(second)


def test_how_often_counts_the_open_participant():
    r = rs("How often did Elizabeth Taylor marry?")[0]
    assert r.kind == "count" and "_often_a_1" not in preds(r)
    (ans,) = r.answer_vars
    marry = next(a for a in atoms(r.formula) if a.pred.startswith("_marry_v"))
    assert marry.args[-1] == ans


def test_how_adjective_of_a_measure_noun_asks_for_the_measure():
    r = rs("How high is the elevation of Mount Everest?")[0]
    assert r.kind == "amount" and "_high_a_1" not in preds(r)
    (ans,) = r.answer_vars
    assert any(a.pred.startswith("_elevation_n") and a.args[0] == ans for a in atoms(r.formula))
    # not a measure noun: the degree stays the answer
    r = rs("How high is Mount Everest?")[0]
    assert any(a.pred == "_high_a_1" and a.args[-1] == r.answer_vars[0] for a in atoms(r.formula))


def test_a_numeral_of_two_cards_is_their_product():
    r = rs("Which cities have more than 2 million inhabitants?")[0]
    (c,) = [g for g in subformulas(r.formula) if isinstance(g, Count)]
    assert c.number == Num(2000000) and "card" not in preds(r)


def test_cardinal_with_superlative_or_definite_restricts_nothing():
    r = rs("Who are the three oldest painters?")[0]
    assert isinstance(r.formula, Extremum) and "card" not in preds(r) and "top 3" in notes(r)
    r = rs("Name the twelve apostles.")[0]
    assert "card" not in preds(r) and "presupposes" in notes(r)
    # an indefinite cardinal is a condition and stays
    assert any("card" in preds(r) for r in rs("Which bands have two drummers?"))


def test_pronoun_corefers_with_the_one_named_individual():
    r = rs("When did Tolkien publish his first novel?")[0]
    assert "pron" not in preds(r)
    named = next(a.args[0] for a in atoms(r.formula) if a.pred == "named")
    poss = next(a for a in atoms(r.formula) if a.pred == "poss")
    assert poss.args[1] == named
    assert "coreferent" in notes(r)


def test_pronoun_without_an_antecedent_stays_and_emphatic_reflexive_is_vacuous():
    r = rs("Which films did he direct himself?")[0]
    assert "pron" in preds(r) and "_self_x_emph" not in preds(r)
    assert "unresolved" in notes(r)


def test_generic_you_is_anyone():
    r = rs("Where can you buy tea?")[0]
    assert "pron" not in preds(r) and "generic agent" in notes(r)
    buy = next(a for a in atoms(r.formula) if a.pred.startswith("_buy_v"))
    assert isinstance(buy.args[0], Var) and buy.args[0] not in r.answer_vars


def test_verdict_names_the_word_read_as_vacuous(chemistry_verifier):
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    v = chemistry_verifier.check("What is the total mass of benzene?", p + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
    assert v.status == "accept" and any("“total” read as vacuous" in n for n in v.notes)
    v = chemistry_verifier.check("How heavy is the mass of benzene?", p + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
    assert v.status == "accept" and any("the answer is the mass itself" in n for n in v.notes)
    # the wrong property is still rejected
    v = chemistry_verifier.check("What is the total mass of benzene?", p + "SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }")
    assert v.status == "reject"


def test_top_k_superlative_must_keep_k_answers(chemistry_verifier):
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    q = "SELECT ?c WHERE { ?c wdt:P31 wd:Q11173 ; wdt:P2067 ?m } ORDER BY DESC(?m) LIMIT %d"
    assert rs("What are the three heaviest compounds?")[0].top == 3
    v = chemistry_verifier.check("What are the three heaviest compounds?", p + q % 3)
    assert v.status == "accept"
    v = chemistry_verifier.check("What are the three heaviest compounds?", p + q % 1)
    assert v.status == "reject" and v.reasons == ("wrong_aggregate",)


def test_where_is_a_place_noun_asks_for_the_noun_phrase():
    r = rs("Where is the birthplace of Goethe?")[0]
    (ans,) = r.answer_vars
    assert "loc_nonsp" not in preds(r)
    assert any(a.pred == "_birthplace_n_1" and a.args == (ans,) for a in atoms(r.formula))
    assert light.place_time_kind("_date_n_of") == "time" and light.place_time_kind("_tower_n_1") is None
    # an ordinary noun is located somewhere: loc_nonsp stays
    assert "loc_nonsp" in preds(rs("Where is the tower of Pisa?")[0])


def test_all_in_the_answers_noun_phrase_distributes_but_a_verbs_object_stays_universal():
    from verifier.logic import Forall
    r = rs("Give me the capitals of all countries that the Alps cross.")[0]
    assert not any(isinstance(g, Forall) for g in subformulas(r.formula)) and "read as ∃" in notes(r)
    r = rs("Which rivers flow through all countries of Europe?")[0]
    assert any(isinstance(g, Forall) for g in subformulas(r.formula))


def test_kind_of_n_is_read_as_the_ns():
    r = rs("What kind of music did Miles Davis play?")[0]
    (ans,) = r.answer_vars
    assert "_kind_n_of-n" not in preds(r)
    assert any(a.pred == "_music_n_1" and a.args == (ans,) for a in atoms(r.formula))
    assert "read as the kind itself" in notes(r)
    # the reading says which noun the kind construction named, for the bridge's "N type" properties
    assert r.kinds == ("_music_n_1",)
    assert rs("Which music did Miles Davis play?")[0].kinds == ()
    assert {"kind", "type", "form", "sort"} <= light.kind_words()


def test_in_the_world_restricts_nothing_but_the_world_as_an_answer_stays():
    r = rs("What is the longest river in the world?")[0]
    assert "_world_n_of" not in preds(r) and not any(a.pred.startswith("_in_p") for a in atoms(r.formula))
    assert "“world” read as vacuous" in notes(r)
    r = rs("What is the population of the world?")[0]  # "of the world" is not a location
    assert "_world_n_of" in preds(r)


def test_on_earth_restricts_nothing_but_earth_as_a_subject_and_other_names_stay():
    r = rs("What is the deepest lake on Earth?")[0]
    assert "named" not in preds(r) and not any(a.pred.startswith("_on_p") for a in atoms(r.formula))
    assert "“Earth” read as vacuous" in notes(r)
    assert "named" in preds(rs("What is the mass of Earth?")[0])  # Earth itself is asked about
    assert "named" in preds(rs("What is the deepest lake on Sumatra?")[0])  # only Earth is everywhere


def test_a_capitalised_ordering_word_inside_a_title_is_not_an_ordering():
    assert not any(isinstance(r.formula, Extremum) for r in rs("Which albums contain the song Last Dance?")[:1])
    assert isinstance(rs("What was the last album of Queen?")[0].formula, Extremum)


def test_how_adjective_of_a_superlative_asks_for_the_extreme_degree():
    r = rs("How tall is the tallest tower?")[0]
    f = r.formula
    assert r.kind == "superlative" and isinstance(f, Extremum) and f.direction == "max"
    assert r.answer_vars == (f.var,) and f.measure == f.var
    assert any(a.pred == "_tall_a_1" and a.args[-1] == f.var for a in atoms(f.body))


def test_time_adverbs_on_adjectives_are_vacuous():
    # "still alive", "currently active": the adverb is on the adjective's event and the KG states what
    # holds now, so the adjective alone is left, predicated of the subject
    r = rs("Is the composer still alive?")[0]
    assert preds(r) == {"_composer_n_1", "_alive_a_1"} and "“still” read as vacuous" in notes(r)
    r = rs("Which volcanoes are currently active?")[0]
    assert "_active_a_1" in preds(r) and not any(p.startswith("_current") for p in preds(r))
    # a degree specifier is not vacuous: "very old" says more than "old"
    assert "_very_x_deg" in preds(rs("Is the castle very old?")[0])


@pytest.mark.parametrize("text", ["Which firms are present in Ruritania?",
                                  "Which bridges span the Vell and are present in Ruritania?"])
def test_a_vacuous_adjective_hands_its_states_modifiers_to_its_thing(text):
    # "present" is dropped; "in Ruritania" modified its state, so it now says where the answers are
    adjectival = [r for r in rs(text) if "“present” read as vacuous" in notes(r) and "_present_n_1" not in preds(r)]
    assert adjectival
    rd = adjectival[0]
    (ans,) = rd.answer_vars
    (place,) = [a for a in atoms(rd.formula) if a.pred.startswith("_in_p")]
    assert place.args[0] == ans, rd.formula
