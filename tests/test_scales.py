"""Low poles of scales ("smallest", "shorter than"), ranks and dates that run against a scale, and
superlatives carried by a property name: direction and form checks on small examples written here."""

import pytest

from verifier.bridge import STORED
from verifier.logic import Atom, Cmp, Const, Extremum, Var
from verifier.logic.ops import atoms, subformulas
from verifier.prover.compare import compare, lexicalised_extremum, ordering_word
from verifier.question import mrsio
from verifier.question.scales import (adjective_scale, flip_op, is_low_pole, property_runs_inverse,
                                      scale_predicate)
from verifier.question.semantics import interpret

from test_question_semantics import COMPARATIVE, SUPERL


def one(text):
    rs = interpret(mrsio.from_simplemrs(text))
    assert len(rs) == 1
    return rs[0]


def test_scale_table():
    assert adjective_scale("_small_a_1") == ("size", "low") and is_low_pole("_low_a_on")
    assert not is_low_pole("_high_a_1") and adjective_scale("_purple_a_1") is None
    assert scale_predicate("_small_a_1") == "_large_a_1" and scale_predicate("_short_a_of") == "_long_a_1"
    assert scale_predicate("_tall_a_1") == "_tall_a_1"
    assert flip_op("<") == ">" and flip_op(">=") == "<="


def test_property_direction_table():
    assert property_runs_inverse("dbp:densityrank", None) and property_runs_inverse("ex:worldRank", "size")
    assert property_runs_inverse("dbo:birthDate", "age") and not property_runs_inverse("dbo:birthDate", "time")
    assert not property_runs_inverse("dbo:areaTotal", "size")


def test_lowest_is_the_minimum_of_the_height_scale():
    r = one(SUPERL.replace("_high_a_1", "_low_a_1"))  # "What is the lowest mountain?"
    f = r.formula
    assert isinstance(f, Extremum) and f.direction == "min"
    assert "_high_a_1" in {a.pred for a in atoms(f.body)}  # the degree is a height


def test_shorter_than_compares_lengths_downwards():
    r = one(COMPARATIVE.replace("_long_a_1", "_short_a_1"))  # "Which rivers are shorter than the Rhine?"
    cmps = [g for g in subformulas(r.formula) if isinstance(g, Cmp)]
    assert [c.op for c in cmps] == ["<"]
    assert {a.pred for a in atoms(r.formula)} >= {"_long_a_1"}


X, D, Y, E = Var("x"), Var("d"), Var("y"), Var("e")


def _ext(pred, direction, var=X, measure=D, extra=()):
    from verifier.logic import conj
    return Extremum(var, conj([Atom(pred, (var, measure)), *extra]), measure, direction, 1)




def test_oldest_matches_ascending_birth_dates_and_not_descending():
    from verifier.logic import Forall, Iff
    ax = [("old", Forall((X, D), Iff(Atom("_old_a_1", (X, D)), Atom("ex:birthDate", (X, D)))))]
    q = _ext("_old_a_1", "max")
    asc, desc = _ext("ex:birthDate", "min", Y, E), _ext("ex:birthDate", "max", Y, E)
    assert compare(q, [X], asc, [Y], ax).status == "equivalent"
    assert compare(q, [X], desc, [Y], ax).mismatch == "wrong_aggregate"


def test_highest_value_matches_the_lowest_rank_number():
    from verifier.logic import Forall, Iff
    ax = [("high", Forall((X, D), Iff(Atom("_high_a_1", (X, D)), Atom("ex:scoreRank", (X, D)))))]
    q = _ext("_high_a_1", "max")
    assert compare(q, [X], _ext("ex:scoreRank", "min", Y, E), [Y], ax).status == "equivalent"
    assert compare(q, [X], _ext("ex:scoreRank", "max", Y, E), [Y], ax).mismatch == "wrong_aggregate"


def test_superlative_in_a_property_name_is_unknown_not_wrong():
    q = _ext("_large_a_1", "max")
    s = Atom("ex:largestTown", (Const("ex:Ruritania", kind="iri"), Y))
    assert lexicalised_extremum(s) == "ex:largestTown"
    assert lexicalised_extremum(Atom("ex:primeMinister", (Y, Y))) == ""
    cmp = compare(q, [X], s, [Y], [])
    assert cmp.status == "unknown"


def test_ordering_word_the_reading_missed():
    assert ordering_word(Atom("_last_n_1", (X,))) == "“last”"
    assert ordering_word(Atom("_top-5/JJ_u_unknown", (X,)))
    assert ordering_word(Atom("_lake_n_1", (X,))) == ""


@pytest.mark.parametrize("sparql,status,reason", [
    ("SELECT ?c WHERE { ex:Ruritania ex:largestTown ?c }", "unknown", "lexicalised_extremum"),
    ("SELECT ?c WHERE { ?c ex:population ?p }", "reject", "wrong_query_form"),
])
def test_form_check_for_superlatives(sparql, status, reason):
    from verifier.api import form_mismatch
    from verifier.query import query_logic
    from verifier.verdict import status_for
    ql = query_logic("PREFIX ex: <http://example.org/> " + sparql)
    code, _ = form_mismatch("superlative", ql)
    assert code == reason and status_for(code) == status


def test_order_by_a_count_is_a_ranking_by_the_number():
    from verifier.logic.formulas import Count
    from verifier.query import query_logic
    P = "PREFIX ex: <http://example.org/> "
    for q in ["SELECT ?w WHERE { ?b ex:writer ?w } ORDER BY DESC(COUNT(?b)) LIMIT 1",
              "SELECT ?w (COUNT(?b) AS ?n) WHERE { ?b ex:writer ?w } GROUP BY ?w ORDER BY DESC(?n) LIMIT 1"]:
        ql = query_logic(P + q)
        f = ql.formula
        assert ql.form == "superlative" and [v.name for v in ql.answer_vars] == ["w"]
        assert isinstance(f, Extremum) and f.direction == "max" and isinstance(f.body, Count)
        assert f.body.number == f.measure and [v.name for v in f.body.vars] == ["b"]


def test_most_books_against_a_count_ranking():
    from verifier.logic import Forall, Iff, conj
    from verifier.logic.formulas import Count
    B, N, M, F = Var("b"), Var("n"), Var("m"), Var("f")
    ax = [("write", Forall((X, Y), Iff(Atom("_write_v_1", (X, Y)), Atom("ex:writer", (Y, X)))))]
    # "who wrote the most books", ranked by #{b | write(x, b)}; the query by #{f | writer(f, y)}
    q = Extremum(X, Count((B,), Atom("_write_v_1", (X, B)), "=", N), N, "max", 1)
    good = Extremum(Y, Count((F,), Atom("ex:writer", (F, Y)), "=", M), M, "max", 1)
    other = Extremum(Y, Count((F,), Atom("ex:editor", (F, Y)), "=", M), M, "max", 1)
    assert compare(q, [X], good, [Y], ax).status == "equivalent"
    # the editor's works are other things than the writer's: another ranking (tests/test_counted_ranking.py)
    assert compare(q, [X], other, [Y], ax).status == "different"


def test_most_inhabitants_against_a_stored_population():
    from verifier.logic import Forall, Iff, conj
    from verifier.logic.formulas import Count
    C, N, M = Var("c"), Var("n"), Var("m")
    ax = [("town", Forall((X,), Iff(Atom("_town_n_1", (X,)), Atom("rdf:type", (X, Const("ex:Town", kind="iri"))))))]
    # "which town has the most inhabitants": ranked by #{c | inhabitant(c) ∧ have(x, c)}
    q = Extremum(X, conj([Atom("_town_n_1", (X,)),
                          Count((C,), conj([Atom("_inhabitant_n_1", (C,)), Atom("_have_v_1", (X, C))]), "=", N)]),
                 N, "max", 1)
    town = Atom("rdf:type", (Y, Const("ex:Town", kind="iri")))
    by_population = Extremum(Y, conj([town, Atom("ex:populationTotal", (Y, M))]), M, "max", 1)
    by_area = Extremum(Y, conj([town, Atom("ex:areaTotal", (Y, M))]), M, "max", 1)
    # that populationTotal stores the number of inhabitants is the bridge's reading of its name
    assert compare(q, [X], by_population, [Y], ax, rereadings=STORED).status == "equivalent"
    assert compare(q, [X], by_area, [Y], ax, rereadings=STORED).status != "equivalent"
    # the prover alone reads no property name
    assert compare(q, [X], by_population, [Y], ax).status != "equivalent"


def test_stored_ranking_must_be_tied_to_the_named_entity():
    from verifier.api import form_mismatch
    from verifier.logic import conj
    from verifier.query import query_logic
    # "What is the largest town in Ruritania?"
    q = _ext("_large_a_1", "max", extra=(Atom("named", (Y, Const("Ruritania", kind="literal"))),
                                         Atom("_in_p_loc", (X, Y))))
    P = "PREFIX ex: <http://example.org/> "
    loose = query_logic(P + "SELECT ?c WHERE { ?x ex:largestTown ?c }")
    tied = query_logic(P + "SELECT ?c WHERE { ex:Ruritania ex:largestTown ?c }")
    assert form_mismatch("superlative", loose, q)[0] == "missing_constraint"
    assert form_mismatch("superlative", tied, q)[0] == "lexicalised_extremum"


def test_order_by_a_constant_ranks_nothing():
    from verifier.query import query_logic
    ql = query_logic('PREFIX ex: <http://example.org/> SELECT ?c WHERE { ?c a ex:Town } ORDER BY DESC(ex:Big) LIMIT 1')
    assert ql.form == "select" and not isinstance(ql.formula, Extremum)


def test_an_ordinal_stored_as_a_number_is_not_disproved():
    from verifier.api import form_mismatch
    from verifier.query import query_logic
    # "List the episodes of the first season of Tarn" (ordinal on the season) against seasonNumber 1
    q = Extremum(X, conj_([Atom("ord", (Y, Const("1", kind="literal"))), Atom("_season_n_1", (Y,)),
                            Atom("_episode_n_1", (X,))]), D, "min", 1)
    P = "PREFIX ex: <http://example.org/> "
    stored = query_logic(P + 'SELECT ?e WHERE { ?e ex:seasonNumber 1 ; ex:series ex:Tarn }')
    plain = query_logic(P + 'SELECT ?e WHERE { ?e ex:series ex:Tarn }')
    assert form_mismatch("superlative", stored, q)[0] == "lexicalised_extremum"
    assert form_mismatch("superlative", plain, q)[0] == "wrong_query_form"


def conj_(parts):
    from verifier.logic import conj
    return conj(parts)


def test_a_missing_grammar_table_fails_loudly_instead_of_reading_as_empty():
    # a broken install must not silently lose every scale or light word
    from verifier._data import DataFileMissing
    from verifier.question import light, scales
    for reader in (scales._rows, light._rows):
        with pytest.raises(DataFileMissing, match="no_such_table.tsv"):
            reader("no_such_table.tsv")
    assert scales._rows("scales.tsv") and light._rows("light_words.tsv")
