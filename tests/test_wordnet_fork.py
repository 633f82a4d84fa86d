"""WordNet read by forked audit workers: each child reads the index through a connection of its own."""

import multiprocessing as mp
import sys

import pytest

from verifier.bridge import wordnet

pytestmark = [
    pytest.mark.skipif(not wordnet.wordnet_available(), reason="WordNet data absent (run make setup)"),
    pytest.mark.skipif(sys.platform == "win32", reason="fork start method only"),
]

def _names(chunk):
    wn = wordnet.load_wordnet()
    return [wn.synset_from_pos_and_offset(pos, off).name() for pos, off in chunk]


def test_forked_workers_read_wordnet_through_files_of_their_own():
    # the parent opens WordNet and reads from it first, as an audit's parent does before it forks;
    # children sharing the parent's open files would move each other's read position
    wn = wordnet.load_wordnet()
    wn.synset_from_pos_and_offset("n", 2084071)  # opens data.noun in the parent
    # the expected names come from a reader of their own, so the shared reader's synset cache stays
    # nearly empty and the children really read the index
    other = wordnet.CompactWordNet(wordnet.find_wordnet())
    synsets = list(other.all_synsets("n"))
    # far-apart offsets, so that nearly every read leaves the file buffer and goes to the shared offset
    picked = [synsets[(i * 7919) % len(synsets)] for i in range(6000)]
    pairs = [(s.pos(), s.offset()) for s in picked]
    expected = [s.name() for s in picked]
    with mp.get_context("fork").Pool(2) as pool:
        got = pool.map(_names, [pairs] * 4)
    assert all(names == expected for names in got)
