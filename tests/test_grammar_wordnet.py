"""The compact WordNet view agrees with nltk's reader on what the lexicon asks."""

from pathlib import Path

import pytest

from verifier.question.grammar.wnindex import build_index, find_wordnet_dir, load_index

WNDIR = find_wordnet_dir()
pytestmark = pytest.mark.skipif(WNDIR is None, reason="WordNet not installed (make setup)")

WORDS = [("bridges", "n"), ("children", "n"), ("geese", "n"), ("born", "v"), ("flew", "v"),
         ("running", "v"), ("studies", "v"), ("higher", "a"), ("best", "a"), ("american", "a"),
         ("bolivia", "n"), ("prime_minister", "n"), ("guinea_pigs", "n"), ("quickly", "r"),
         ("glorbix", "n"), ("axes", "n")]


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    return load_index(WNDIR, tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="module")
def nltk_wn():
    from verifier.question.grammar.lexicon import wordnet

    return wordnet()


def test_morphy_matches_nltk(index, nltk_wn):
    for form, pos in WORDS:
        assert index.morphy(form, pos) == nltk_wn._morphy(form, pos), form


def test_counts_and_first_sense_flags_match_nltk(index, nltk_wn):
    for form, pos in WORDS:
        for lemma in index.morphy(form, pos):
            synsets = nltk_wn.synsets(lemma, pos)
            expected = sum(l.count() for s in synsets for l in s.lemmas() if l.name().lower() == lemma)
            assert index.count(lemma, pos) == expected, lemma
            first = synsets[0]
            assert index.first_lowercase(lemma, pos) == any(l.name() == lemma for l in first.lemmas())
            assert index.first_instance(lemma, pos) == bool(first.instance_hypernyms())


def test_cache_is_reused(tmp_path):
    a = load_index(WNDIR, tmp_path)
    assert len(list(tmp_path.glob("wordnet-lexicon-*.sqlite"))) == 1
    b = load_index(WNDIR, tmp_path)
    assert len(list(tmp_path.glob("wordnet-lexicon-*.sqlite"))) == 1  # read, not built again
    assert a.lemmas["n"]["bridge"] == b.lemmas["n"]["bridge"]
    assert build_index(WNDIR).exceptions["v"]["born"] == ("bear",)
