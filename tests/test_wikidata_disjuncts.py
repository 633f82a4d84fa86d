"""A Wikidata label that joins two kinds with "or" ("flag or coat of arms", "discoverer or inventor") names its
class or property by either kind (issue 22). Labels, ids (Q9003xx) and sentences are made up."""

import pytest

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.mark.wordnet
def test_a_label_of_two_nouns_joined_by_or_is_named_by_each():
    from verifier.bridge.wikidata import class_names, disjunct_names

    assert disjunct_names("flag or coat of arms") == ["flag", "coat of arms"]
    assert disjunct_names("discoverer or inventor") == ["discoverer", "inventor"]
    # an adjective sharing the head, a phrase that is no noun of WordNet, a list: not split
    assert disjunct_names("military or police rank") == []
    assert disjunct_names("drug or therapy used for treatment") == []
    assert disjunct_names("languages spoken, written or signed") == []
    assert disjunct_names("human") == []
    assert class_names("flag or coat of arms") == ["flag or coat of arms", "flag", "coat of arms"]


@pytest.mark.wordnet
def test_either_kind_of_a_disjunctive_label_reads_as_its_class_or_property(tmp_path):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import Annotations, PropertyLabels, derive_entries, labels_turtle

    props = {"P61": PropertyLabels("P61", "discoverer or inventor"),
             "P237": PropertyLabels("P237", "coat of arms"),
             "P17": PropertyLabels("P17", "country")}
    ann = Annotations({"Q900301": "Eastmarch", "Q900302": "Lowmere Lamp"}, {},
                      {"Q900310": "flag or coat of arms", "Q900311": "building", "Q502895": "common name"})
    (tmp_path / "lex.ttl").write_text(to_turtle(derive_entries(props, ann)))
    (tmp_path / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=tmp_path / "lex.ttl", kg=tmp_path / "labels.ttl", timeout_ms=20000)
    try:
        q = "Which coats of arms are located in Eastmarch ?"
        typed = "SELECT ?x WHERE { ?x wdt:P17 wd:Q900301 . ?x wdt:P31 wd:%s . }"
        ok = v.check(q, WD + typed % "Q900310")
        assert ok.status == "accept", ok.explanation
        # another class: not accepted; a one-word kind is the lexicon's noun, so it is disproved
        assert v.check(q, WD + typed % "Q900311").status != "accept"
        assert v.check("Which flags are located in Eastmarch ?", WD + typed % "Q900310").status == "accept"
        assert v.check("Which flags are located in Eastmarch ?", WD + typed % "Q900311").status == "reject"
        inventor = "SELECT ?x WHERE { wd:Q900302 wdt:%s ?x . ?x wdt:P31 wd:Q502895 . }"
        q = "Who is the inventor of Lowmere Lamp ?"
        ok = v.check(q, WD + inventor % "P61")
        assert ok.status == "accept", ok.explanation
        assert v.check(q, WD + inventor % "P17").status == "reject"      # another property
    finally:
        v.close()
