"""The KG profiles (verifier/kg/profiles/*.toml): the one place KG vocabulary is named."""

import pytest

from verifier.kg import profile


def test_the_shipped_profiles_give_the_type_and_place_vocabulary_of_both_kgs():
    assert profile.type_predicates()[0] == "rdf:type"  # the predicate a bridging axiom writes
    assert "wdt:P31" in profile.type_predicates()
    assert {"dbo:City", "wd:Q515"} <= profile.place_classes()
    assert profile.generic_location() == profile.load_profile("dbpedia").generic_location != ""
    assert profile.load_profile("wikidata").generic_location == ""


def test_a_missing_profile_fails_loudly():
    from verifier._data import DataFileMissing
    with pytest.raises(DataFileMissing, match="nowhere"):
        profile.load_profile("nowhere")


def test_the_bridge_reads_a_where_value_from_the_profiles_place_classes():
    from verifier.bridge.frames import _value_kind
    assert _value_kind("dbo:Settlement") == "place" and _value_kind("wd:Q6256") == "place"
    assert _value_kind("xsd:date") == "date" and _value_kind("dbo:Person") == ""
