"""The stored re-readings of a ranking (verifier.bridge.readings.stored): a superlative or ordinal the
query stores in one property, and the prover's comparison when the bridge hands it these readings."""

import functools

from verifier.bridge import STORED, inner_lexicalised_reading, lexicalised_reading, superlatives
from verifier.logic import And, Atom, Const, Eq, Exists, Extremum, Forall, Iff, Var, atoms
from verifier.prover.compare import NO_REREADINGS, compare as _compare

#: the comparison as the verifier runs it: with the bridge's stored re-readings
compare = functools.partial(_compare, rereadings=STORED)


def _largest_town_of_ruritania(direction="max", adjective="_large_a_1", noun="_town_n_1"):
    x, y, d = Var("x3"), Var("x15"), Var("de12")
    body = And((Atom(noun, (x,)),
                Exists((y,), And((Atom("named", (y, Const("Ruritania", kind="literal"))),
                                  Atom(adjective, (x, d)), Atom("_in_p_loc", (x, y)))))))
    return Extremum(x, body, d, direction)


def test_superlative_spellings():
    assert "largest" in superlatives("large") and "biggest" in superlatives("big")
    assert "heaviest" in superlatives("heavy") and superlatives("good") == {"best"}
    assert "tallest" in superlatives("tall") and "talllest" not in superlatives("tall")


def test_a_property_named_by_the_superlative_and_its_noun_is_that_ranking():
    ruri = Const("ex:Ruritania")
    named_ax = ("entity", Forall((Var("x"),), Iff(Atom("named", (Var("x"), Const("Ruritania", kind="literal"))),
                                                  Eq(Var("x"), ruri))))
    q = _largest_town_of_ruritania()
    uri = Var("uri")
    right = Atom("ex:largestTown", (ruri, uri))
    assert lexicalised_reading(q, right) is not None
    assert compare(q, [q.var], right, [uri], [named_ax]).status == "equivalent"
    # the container on the wrong side, or another container: disproved, not accepted
    assert compare(q, [q.var], Atom("ex:largestTown", (uri, ruri)), [uri], [named_ax]).status == "different"
    # another superlative, another noun, the other end of the scale, or no container: not this reading
    assert lexicalised_reading(q, Atom("ex:oldestTown", (ruri, uri))) is None
    assert lexicalised_reading(q, Atom("ex:largestLake", (ruri, uri))) is None
    assert lexicalised_reading(_largest_town_of_ruritania("min"), right) is None


def test_a_property_name_may_spell_the_noun_with_its_adjectives_or_a_clipping_of_them():
    ruri = Const("ex:Ruritania")
    named_ax = ("entity", Forall((Var("x"),), Iff(Atom("named", (Var("x"), Const("Ruritania", kind="literal"))),
                                                  Eq(Var("x"), ruri))))
    q = _largest_town_of_ruritania(noun="_area_n_1")
    x = q.var
    # "the largest metropolitan area in Ruritania": the adjective belongs to the ranked noun
    q = Extremum(x, And((Atom("_metropolitan_a_1", (x,)), q.body)), q.measure, q.direction)
    uri = Var("uri")
    for prop in ("ex:largestmetro", "ex:largestMetropolitanArea"):
        assert compare(q, [x], Atom(prop, (ruri, uri)), [uri], [named_ax]).status == "equivalent"
    # the noun alone leaves the adjective to be compared, and nothing of the query says it
    assert compare(q, [x], Atom("ex:largestArea", (ruri, uri)), [uri], [named_ax]).status != "equivalent"
    assert lexicalised_reading(q, Atom("ex:largestmetropolitan", (ruri, uri))) is None


def test_the_low_end_of_a_scale_is_named_by_its_low_pole():
    # "the smallest town": the reading ranks the size of _large_a_1 from the bottom
    q = _largest_town_of_ruritania("min")
    ruri, uri = Const("ex:Ruritania"), Var("uri")
    assert lexicalised_reading(q, Atom("ex:smallestTown", (ruri, uri))) is not None
    assert lexicalised_reading(q, Atom("ex:largestTown", (ruri, uri))) is None
    assert lexicalised_reading(_largest_town_of_ruritania(), Atom("ex:smallestTown", (ruri, uri))) is None


def _lowest_rank_in_the_acme_ranking(direction="min", adjective="_high_a_1"):
    """ "Zembla's lowest rank in the Acme Ranking" (the reading writes "lowest" as the minimum of high)."""
    x, z, a, r, d = Var("x3"), Var("x8"), Var("x20"), Var("x17"), Var("de13")
    lit = lambda s: Const(s, kind="literal")
    body = And((Atom("_rank_n_1", (x,)), Atom(adjective, (x, d)),
                Exists((z, a, r), And((Atom("named", (z, lit("Zembla"))), Atom("named", (a, lit("Acme"))),
                                       Atom("named", (r, lit("Ranking"))), Atom("compound", (r, a)),
                                       Atom("_in_p_loc", (x, r)), Atom("poss", (x, z)))))))
    return Extremum(x, body, d, direction)


def test_a_property_named_by_the_ranking_and_minimum_or_maximum_is_that_extreme():
    zembla, uri = Const("ex:Zembla"), Var("n")
    named_ax = ("entity", Forall((Var("x"),), Iff(Atom("named", (Var("x"), Const("Zembla", kind="literal"))),
                                                  Eq(Var("x"), zembla))))
    q = _lowest_rank_in_the_acme_ranking()
    # the ranking's name opens the property's name, the clipped "minimum" closes it
    for prop in ("ex:acmeMin", "ex:acmeRankingMinimum", "ex:acmeLowest"):
        assert compare(q, [q.var], Atom(prop, (zembla, uri)), [uri], [named_ax]).status == "equivalent", prop
    # the owner on the wrong side: disproved
    assert compare(q, [q.var], Atom("ex:acmeMin", (uri, zembla)), [uri], [named_ax]).status == "different"
    # the other end, another ranking's name, a name that is not the ranking's opening, or the highest rank
    for prop in ("ex:acmeMax", "ex:otherMin", "ex:rankingMin", "ex:acmeHighest"):
        assert lexicalised_reading(q, Atom(prop, (zembla, uri))) is None, prop
    assert lexicalised_reading(_lowest_rank_in_the_acme_ranking("max"), Atom("ex:acmeMin", (zembla, uri))) is None
    assert lexicalised_reading(_lowest_rank_in_the_acme_ranking("max"), Atom("ex:acmeMax", (zembla, uri))) is not None
    # "the largest town" is named by the maximum too ("maxTown"), "the smallest" by the minimum
    ruri = Const("ex:Ruritania")
    assert lexicalised_reading(_largest_town_of_ruritania(), Atom("ex:maxTown", (ruri, uri))) is not None
    assert lexicalised_reading(_largest_town_of_ruritania("min"), Atom("ex:minimumTown", (ruri, uri))) is not None
    assert lexicalised_reading(_largest_town_of_ruritania("min"), Atom("ex:maxTown", (ruri, uri))) is None


def test_a_superlative_inside_the_question_is_read_as_the_property_that_names_it():
    # "Is the largest town of Ruritania its capital?": the degree is existential, no answer is ranked
    x, y, d = Var("x3"), Var("x15"), Var("de12")
    ruri, town = Const("ex:Ruritania"), Var("t")
    q = Exists((x, y), And((Atom("named", (y, Const("Ruritania", kind="literal"))), Atom("_town_n_1", (x,)),
                            Exists((d,), Atom("_large_a_1", (x, d))), Atom("_of_p", (x, y)),
                            Atom("_capital_n_1", (x,)))))
    named = inner_lexicalised_reading(q, "de12", "max", 1, And((Atom("ex:largestTown", (ruri, town)),
                                                               Atom("ex:capital", (ruri, town)))))
    assert named is not None
    assert Atom("ex:largestTown", (y, x)) in atoms(named)
    assert not {"_large_a_1", "_town_n_1", "_of_p"} & {a.pred for a in atoms(named)}
    # another degree variable, a rank below the top, or a property naming another noun: no reading
    assert inner_lexicalised_reading(q, "de99", "max", 1, Atom("ex:largestTown", (ruri, town))) is None
    assert inner_lexicalised_reading(q, "de12", "max", 2, Atom("ex:largestTown", (ruri, town))) is None
    assert inner_lexicalised_reading(q, "de12", "max", 1, Atom("ex:largestCity", (ruri, town))) is None


def test_without_the_bridges_readings_the_prover_reads_no_property_name():
    # the prover alone compares shapes: a superlative against one triple is a mismatch of forms
    ruri, uri = Const("ex:Ruritania"), Var("uri")
    q = _largest_town_of_ruritania()
    named_ax = ("entity", Forall((Var("x"),), Iff(Atom("named", (Var("x"), Const("Ruritania", kind="literal"))),
                                                  Eq(Var("x"), ruri))))
    plain = _compare(q, [q.var], Atom("ex:largestTown", (ruri, uri)), [uri], [named_ax], rereadings=NO_REREADINGS)
    assert plain.status != "equivalent"
    assert compare(q, [q.var], Atom("ex:largestTown", (ruri, uri)), [uri], [named_ax]).status == "equivalent"
