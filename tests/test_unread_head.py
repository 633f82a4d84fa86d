"""Which names are headed by a noun (verifier/bridge/namelinks.py ``headed_by``): the last content word of a
label or split local name, with words before it that say which kind. The verdicts it leads to are tested in
tests/test_wikidata_unread_head.py."""

import pytest

from verifier.bridge.namelinks import headed_by
from verifier.bridge.resources import wordnet


@pytest.mark.wordnet
def test_a_name_is_headed_by_its_last_content_word():
    wn = wordnet()
    assert headed_by("component", "ex:P1", ["cell component"], wn)
    assert headed_by("component", "dbo:engineComponent", [], wn)
    assert headed_by("component", "ex:P1", ["engine components"], wn)  # a plural label
    assert not headed_by("component", "dbo:componentSupplier", [], wn)  # a supplier, not a component
    assert not headed_by("component", "ex:P1", ["component"], wn)  # the word alone: the name link's, not this one's
    assert not headed_by("population", "dbo:populationDensity", [], wn)


def test_without_wordnet_no_name_is_headed_by_the_word():
    assert not headed_by("component", "ex:P1", ["cell component"], None)
