"""WordNet senses of ERG predicates and their ranking (verifier.bridge.senses)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from verifier.bridge.senses import (
    METHODS,
    SenseRanker,
    WordNetGraph,
    combine_prior,
    erg_pred_lemmas,
    erg_pred_to_lemma,
    personalized_pagerank,
)
from verifier.bridge.wordnet import wordnet_available

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)


# --------------------------------------------------------------------------- pure functions


@pytest.mark.parametrize(
    "pred, expected",
    [
        ("_mass_n_of", ("mass", "n")),
        ("_direct_v_1", ("direct", "v")),
        ("_high_a_1", ("high", "a")),
        ("_boiling_point_n_1", ("boiling_point", "n")),
        ("_boiling+point_n_1", ("boiling_point", "n")),
        ("_look_v_up", ("look_up", "v")),
        ("_very_x_deg", ("very", "r")),
        ("_benzene/NN_u_unknown", ("benzene", "n")),
        ('"_dog_n_1_rel"', ("dog", "n")),
        ("_Mass_n_of", ("mass", "n")),
    ],
)
def test_erg_pred_to_lemma(pred, expected):
    assert erg_pred_to_lemma(pred) == expected


@pytest.mark.parametrize("pred", ["compound", "named", "udef_q", "_the_q", "_of_p", "_and_c", "_"])
def test_erg_pred_to_lemma_non_content(pred):
    assert erg_pred_to_lemma(pred) is None


def test_erg_pred_lemmas_fallbacks():
    assert erg_pred_lemmas("_look_v_up") == (("look_up", "v"), ("look", "v"))
    assert erg_pred_lemmas("_quickly_a_1") == (("quickly", "a"), ("quickly", "r"))
    # "of" marks an argument of a relational noun, not a particle.
    assert erg_pred_lemmas("_mass_n_of") == (("mass", "n"),)


def _toy_graph(edges, n):
    import scipy.sparse as sp

    rows = [a for a, b in edges] + [b for a, b in edges]
    cols = [b for a, b in edges] + [a for a, b in edges]
    adjacency = sp.csr_matrix((np.ones(len(rows), dtype=np.float32), (rows, cols)), shape=(n, n))
    degree = np.asarray(adjacency.sum(axis=0)).ravel()
    inverse = np.divide(1.0, degree, out=np.zeros_like(degree), where=degree > 0)
    transition = (adjacency @ sp.diags(inverse)).tocsr().astype(np.float32)
    return WordNetGraph({("n", i): i for i in range(n)}, transition, degree == 0)


def test_personalized_pagerank_matches_networkx():
    import networkx as nx

    edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3), (1, 6)]
    graph = _toy_graph(edges, 8)  # node 7 has no edges
    restart = np.zeros(8)
    restart[0], restart[4] = 3.0, 1.0
    ours = personalized_pagerank(graph, restart, iterations=200)
    g = nx.Graph(edges)
    g.add_node(7)
    theirs = nx.pagerank(g, alpha=0.85, personalization={i: restart[i] for i in range(8)}, tol=1e-12)
    assert np.allclose(ours, [theirs[i] for i in range(8)], atol=1e-5)
    assert ours.sum() == pytest.approx(1.0, abs=1e-5)


def test_personalized_pagerank_is_linear_in_columns():
    graph = _toy_graph([(0, 1), (1, 2), (2, 3), (3, 0), (1, 3)], 4)
    a, b = np.array([1.0, 0, 0, 0]), np.array([0, 0, 1.0, 1.0])
    both = personalized_pagerank(graph, np.stack([a, b], axis=1))
    assert np.allclose(both[:, 0], personalized_pagerank(graph, a))
    combined = personalized_pagerank(graph, a / a.sum() + b / b.sum())
    assert np.allclose(combined, (both[:, 0] + both[:, 1]) / 2, atol=1e-6)


def test_combine_prior():
    # Equal PageRank: the prior decides; equal prior: PageRank decides.
    scores = combine_prior([3, 1], [1, 1], mix=0.3)
    assert scores[0] > scores[1]
    scores = combine_prior([1, 1], [0.2, 0.8], mix=0.3)
    assert scores[1] > scores[0]
    # A sense PageRank never reached still keeps the prior's order among such senses.
    scores = combine_prior([5, 2, 1], [0.0, 0.0, 1.0], mix=0.3)
    assert scores[2] > scores[0] > scores[1]


# --------------------------------------------------------------------------- WordNet


@pytest.fixture(scope="module")
def ranker():
    if not wordnet_available():
        pytest.skip("WordNet 3.0 not installed in data/nltk_data (run `make setup`)")
    return SenseRanker()


@needs_wordnet
def test_senses_of_mass(ranker):
    (lemma, pos), senses = ranker.pred_senses("_mass_n_of")
    assert (lemma, pos) == ("mass", "n")
    assert senses and all(s.synset.split(".")[1] == "n" for s in senses)
    assert senses[0].synset == "mass.n.01"
    assert senses[0].key == "mass%1:07:00::"
    assert [s.number for s in senses] == list(range(1, len(senses) + 1))


@needs_wordnet
def test_first_sense_follows_semcor_counts(ranker):
    ranked = ranker.first_sense("bank", "n")
    senses = ranker.senses("bank", "n")
    assert ranked[0][0] == "bank.n.01"  # sloping land: 25 SemCor tags
    assert ranked[1][0] == "depository_financial_institution.n.01"  # 20 tags
    counts = [s.count for s in senses]
    assert counts == sorted(counts, reverse=True)
    scores = [score for _, score in ranked]
    assert scores == sorted(scores, reverse=True)
    assert sum(scores) == pytest.approx(1.0)


@needs_wordnet
def test_pred_senses_fall_back_to_bare_verb(ranker):
    (lemma, pos), senses = ranker.pred_senses("_sleep_v_in")
    assert (lemma, pos) == ("sleep_in", "v")
    (lemma, pos), senses = ranker.pred_senses("_cook_v_in")  # no "cook_in" in WordNet
    assert (lemma, pos) == ("cook", "v") and senses
    assert ranker.pred_senses("compound") == (("", ""), ())


@needs_wordnet
def test_unknown_lemma_has_no_senses(ranker):
    assert ranker.senses("qwzxv", "n") == ()
    assert ranker.rank("qwzxv", "n", [("river", "n")]) == []


@needs_wordnet
@pytest.mark.parametrize("method", ["ppr", "ppr+prior"])
def test_ppr_prefers_the_contextual_sense_of_bank(ranker, method):
    finance = [("money", "n"), ("deposit", "n"), ("loan", "n"), ("interest", "n")]
    river = [("river", "n"), ("slope", "n"), ("shore", "n"), ("erosion", "n")]
    money_ranking = [name for name, _ in ranker.rank("bank", "n", finance, method)]
    river_ranking = [name for name, _ in ranker.rank("bank", "n", river, method)]
    financial = "depository_financial_institution.n.01"
    assert money_ranking.index(financial) < money_ranking.index("bank.n.01")
    assert river_ranking[0] == "bank.n.01"


@needs_wordnet
def test_rank_ignores_the_target_itself(ranker):
    alone = ranker.rank("bank", "n", [("bank", "n")], "ppr")
    assert alone == ranker.first_sense("bank", "n")  # no other context word: the prior


@needs_wordnet
def test_rank_methods(ranker):
    context = [("river", "n")]
    for method in METHODS:
        ranked = ranker.rank("bank", "n", context, method)
        assert {name for name, _ in ranked} == {s.synset for s in ranker.senses("bank", "n")}
    with pytest.raises(ValueError):
        ranker.rank("bank", "n", context, "lesk")


@needs_wordnet
def test_synonyms_and_related(ranker):
    assert "movie" in ranker.synonyms("film", "n")
    assert "film" in ranker.synonyms("movie", "n")
    assert "film" not in ranker.synonyms("film", "n")
    related = ranker.related("film", "n")
    assert {r.relation for r in related} >= {"synonym", "hypernym"}
    hypernyms = [r.word for r in ranker.related("dog", "n") if r.relation == "hypernym"]
    assert "canine" in hypernyms
    instance = [r.word for r in ranker.related("paris", "n") if r.relation == "instance_hypernym"]
    assert "national capital" in instance


@needs_wordnet
def test_module_shortcuts():
    from verifier.bridge.senses import related, synonyms

    assert "movie" in synonyms("film", "n")
    assert any(r.word == "movie" for r in related("film", "n"))


@needs_wordnet
def test_related_in_context_follows_the_ranked_sense(ranker):
    finance = [("money", "n"), ("deposit", "n"), ("loan", "n"), ("interest", "n")]
    assert "banking company" in ranker.synonyms("bank", "n", context=finance)
    assert "banking company" not in ranker.synonyms("bank", "n")  # first sense: sloping land


@needs_wordnet
def test_graph_links_wordnet_relations(ranker):
    wn, graph = ranker.wordnet, ranker.graph
    assert graph.size == 117659  # synsets of WordNet 3.0

    def neighbours(name):
        column = graph.transition[:, graph.node(wn.synset(name))]
        return set(column.nonzero()[0].tolist())

    bank = neighbours("bank.n.01")
    assert graph.node(wn.synset("slope.n.01")) in bank  # hypernym
    assert graph.node(wn.synset("riverbank.n.01")) in bank  # hyponym, undirected
    assert graph.node(wn.synset("bank.v.02")) in bank  # derivation (a lexical pointer)
    # Columns are stochastic: a walker leaves a node with probability 1.
    column_sums = np.asarray(graph.transition.sum(axis=0)).ravel()
    assert np.allclose(column_sums[~graph.dangling], 1.0, atol=1e-5)


# --------------------------------------------------------------------------- wordnet.py


def test_load_wordnet_reports_missing_data(tmp_path):
    from verifier.bridge.wordnet import WordNetMissing, load_wordnet

    with pytest.raises(WordNetMissing, match="make setup"):
        load_wordnet(tmp_path)
    assert not wordnet_available(tmp_path)


def test_data_dir_from_environment(tmp_path, monkeypatch):
    from verifier.bridge.wordnet import data_dir, wordnet_dir

    monkeypatch.setenv("VERIFIER_DATA", str(tmp_path))
    assert data_dir() == tmp_path
    assert wordnet_dir() == tmp_path / "nltk_data" / "corpora" / "wordnet"
    assert data_dir("/elsewhere") == Path("/elsewhere")


@needs_wordnet
def test_wordnet_helpers():
    from verifier.bridge.wordnet import lemma_from_key, load_wordnet, morphy, sense_key, synset_from_key

    wn = load_wordnet()
    assert load_wordnet() is wn  # cached
    assert morphy("films", "n") == "film"
    assert morphy("boiling point", "n") == "boiling_point"
    assert morphy("qwzxv", "n") is None
    lemma = wn.synset("mass.n.01").lemmas()[0]
    assert sense_key(lemma) == "mass%1:07:00::"
    assert lemma_from_key("mass%1:07:00::") == lemma
    assert synset_from_key("peculiar%5:00:00:specific:00") == "particular.s.01"
    assert synset_from_key("nonsense%9:99:99::") is None


@needs_wordnet
def test_rank_preds_uses_the_other_predicates_as_context(ranker):
    preds = ["_the_q", "_bank_n_of", "compound", "_money_n_1", "_deposit_n_1", "_loan_n_1"]
    ranked = ranker.rank_preds(preds)
    assert set(ranked) == {"_bank_n_of", "_money_n_1", "_deposit_n_1", "_loan_n_1"}
    assert ranked["_bank_n_of"][0][0] == "depository_financial_institution.n.01"
    # The same ranking as asking for one word with the others as context (cached vectors).
    context = [("bank", "n"), ("money", "n"), ("deposit", "n"), ("loan", "n")]
    assert ranked["_bank_n_of"] == ranker.rank("bank", "n", context)


@needs_wordnet
def test_cached_graph_equals_a_fresh_build(ranker):
    from verifier.bridge.senses import build_graph

    fresh = build_graph()
    cached = ranker.graph
    assert fresh.index == cached.index
    assert (fresh.transition != cached.transition).nnz == 0
    assert (fresh.dangling == cached.dangling).all()
