"""Labels of KG terms: embedded store, local names, chains."""

from pathlib import Path

import pytest

from verifier.bridge.labels import (ChainLabels, LabelSource, LocalNameLabels, StoreLabels, as_predicate,
                                    label_subject, split_local_name)
from verifier.kg.store import EmbeddedStore

KG = Path(__file__).resolve().parents[1] / "examples" / "chemistry" / "kg.ttl"


@pytest.fixture(scope="module")
def store():
    return EmbeddedStore(KG)


class CountingStore:
    """Wraps a store and counts SPARQL requests."""

    def __init__(self, inner):
        self.inner = inner
        self.queries = []

    def select(self, q):
        self.queries.append(q)
        return self.inner.select(q)


def test_store_is_lazy_and_answers_sparql(store):
    lazy = EmbeddedStore(KG)
    assert lazy._graph is None
    rows = lazy.select("PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
                       "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
    assert [float(r["v"]) for r in rows] == [pytest.approx(78.114)]
    assert lazy.ask("PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
                    "ASK { wd:Q15779 wdt:P31 wd:Q11173 }")
    assert len(lazy) > 200


def test_labels_batched_in_one_request(store):
    counting = CountingStore(store)
    src = StoreLabels(counting)
    got = src.labels(["wd:Q2270", "wd:Q15779", "wdt:P2067", "wd:Q11173", "wd:Q424242"])
    assert len(counting.queries) == 1
    assert got["wd:Q2270"][0] == "benzene" and "benzol" in got["wd:Q2270"]
    assert got["wd:Q15779"][0] == "toluene"
    # a direct-claim predicate gets its property entity's labels
    assert got["wdt:P2067"][0] == "mass"
    assert got["wd:Q11173"][0] == "chemical compound"
    assert got["wd:Q424242"] == []
    # asked again: answered from memory
    src.labels(["wd:Q2270"])
    assert len(counting.queries) == 1


def test_batches_split_large_requests(store):
    counting = CountingStore(store)
    src = StoreLabels(counting, batch=2)
    src.labels(["wd:Q2270", "wd:Q15779", "wd:Q283", "wd:Q153", "wd:Q37129"])
    assert len(counting.queries) == 3


def test_lookup_case_insensitive_and_alt_labels(store):
    src = StoreLabels(store)
    assert src.lookup("Benzene") == ["wd:Q2270"]
    assert src.lookup("methylbenzene") == ["wd:Q15779"]
    assert src.lookup("Sodium  Chloride") == ["wd:Q2314"]
    assert src.lookup("ld50") == ["wd:P2240"]
    assert src.lookup("unobtainium") == []
    assert isinstance(src, LabelSource)


def test_local_names():
    assert split_local_name("dbo:birthPlace") == "birth place"
    assert split_local_name("dbr:Angela_Merkel") == "Angela Merkel"
    assert split_local_name("dbo:ISBN") == "ISBN"
    assert split_local_name("dbo:Person") == "Person"
    assert split_local_name("wd:Q2270") == ""
    # a local name is percent-encoded: its label is the decoded title
    assert split_local_name("dbr:Anna_%22Annie%22_Weber") == 'Anna "Annie" Weber'
    assert split_local_name("<http://dbpedia.org/resource/Lumen_%281998_film%29>") == "Lumen (1998 film)"
    src = LocalNameLabels(known=["dbo:birthPlace", "dbr:Berlin"])
    assert src.labels(["dbo:birthPlace", "wd:Q1"]) == {"dbo:birthPlace": ["birth place"], "wd:Q1": []}
    assert src.lookup("Birth Place") == ["dbo:birthPlace"]
    assert src.lookup("Paris") == []
    assert LocalNameLabels(guess="dbr").lookup("angela merkel") == ["dbr:Angela_Merkel"]


def test_chain_prefers_the_kg_and_falls_back_to_local_names(store):
    chain = ChainLabels(StoreLabels(store), LocalNameLabels(known=["dbo:meltingPoint"]))
    got = chain.labels(["wd:Q2270", "dbo:meltingPoint"])
    assert got == {"wd:Q2270": ["benzene", "benzol", "cyclohexatriene"], "dbo:meltingPoint": ["melting point"]}
    assert chain.lookup("melting point") == ["wd:P2101", "dbo:meltingPoint"]


def test_wikidata_property_naming():
    assert label_subject("wdt:P2067") == "wd:P2067"
    assert label_subject("wd:Q2270") == "wd:Q2270"
    assert as_predicate("wd:P2067") == "wdt:P2067"
    assert as_predicate("dbo:author") == "dbo:author"
