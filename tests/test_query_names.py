"""A label of an entity the query names, which the question spells as a name the grammar would break apart
(lower-case words or digits inside), is read as one name (issue 22, also #20); a common phrase the question
says in lower case, a class's label and a label that is no whole-word span stay words. Labels, ids (Q9004xx)
and sentences are made up."""

import pytest

from verifier.question.query_names import entity_iris, quote_query_names

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_a_label_with_lower_case_words_or_digits_inside_is_quoted_as_the_label_writes_it():
    labels = {"wd:Q900401": ["Marrow kinase repeat-binding protein 7"], "wd:Q900402": ["Eastmarch"]}
    text, note = quote_query_names("Which gene encodes marrow kinase   repeat-binding protein 7 ?", labels)
    # spelled in lower case from its first word: no name's beginning, left as words
    assert text == "Which gene encodes marrow kinase   repeat-binding protein 7 ?" and note == ""
    text, note = quote_query_names("Which gene encodes Marrow kinase   repeat-binding protein 7 ?", labels)
    assert text == 'Which gene encodes "Marrow kinase repeat-binding protein 7" ?'
    # in another case: the question's own spelling, so that a label in another case stays another name
    text, _ = quote_query_names("Which gene encodes Marrow KINASE repeat-binding protein 7 ?", labels)
    assert text == 'Which gene encodes "Marrow KINASE repeat-binding protein 7" ?'
    assert "wd:Q900401" in note and "Marrow kinase   repeat-binding protein 7" in note
    # a name that begins with a digit
    text, _ = quote_query_names("Who found 5521 Lowmere ?", {"wd:Q900403": ["5521 Lowmere"]})
    assert text == 'Who found "5521 Lowmere" ?'


def test_a_common_phrase_a_run_of_capitalised_words_and_a_part_of_a_word_stay_as_they_are():
    labels = {"wd:Q900404": ["Chief Warden of Eastmarch"], "wd:Q900405": ["Tilda Marsh"], "wd:Q900409": ["Tilda marsh"],
              "wd:Q900406": ["Lowmere lamp"], "wd:Q900412": ["Tilda and Brook"]}
    for q in ("Who was the chief warden of Eastmarch in 1901 ?",      # the question's own words
              "Whom did Tilda Marsh marry ?",                          # the grammar reads it as a name anyway
              "Who is the son of Tilda and Brook ?",                   # the question's coordination of two names
              "Which town is Lowmere lampworks in ?",                  # not whole words
              'Which town is "Lowmere lamp" in ?'):                    # already quoted
        assert quote_query_names(q, labels) == (q, "")
    # the question's first word is capitalised whatever it is: no name's beginning there
    assert quote_query_names("Lowmere lamp shines where ?", labels)[1] == ""


@pytest.mark.wordnet
def test_a_label_of_many_things_is_the_questions_noun_phrase():
    # a kind's or a category's label ends in a plural noun: its words are the question's own
    q = "Give me all Canadian Gloomcore record labels ."
    assert quote_query_names(q, {"dbc:Gloomcore_record_labels": ["Gloomcore record labels"]}) == (q, "")


def test_the_longer_label_is_read_and_a_label_inside_it_is_not():
    labels = {"wd:Q900407": ["Upper Lowmere weir 3"], "wd:Q900408": ["Lowmere weir 3"]}
    text, note = quote_query_names("Which river has Upper Lowmere weir 3 ?", labels)
    assert text == 'Which river has "Upper Lowmere weir 3" ?' and "wd:Q900408" not in note


def test_only_entities_give_names_not_classes_or_properties():
    triples = [("?x", "wdt:P31", "wd:Q900410"), ("wd:Q900401", "wdt:P702", "?x")]
    assert entity_iris(["wd:Q900401", "wdt:P702", "wd:Q900410", "wdt:P31", "wd:Q900411"], triples,
                       ["wdt:P31"]) == ["wd:Q900401", "wd:Q900411"]


@pytest.mark.wordnet
def test_a_name_the_query_names_is_read_as_one_name_end_to_end(tmp_path):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import Annotations, PropertyLabels, derive_entries, labels_turtle

    props = {"P17": PropertyLabels("P17", "country")}
    ann = Annotations({"Q900421": "Eastmarch", "Q900422": "Eastmarch tower 7"}, {},
                      {"Q900430": "building"})
    (tmp_path / "lex.ttl").write_text(to_turtle(derive_entries(props, ann)))
    (tmp_path / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=tmp_path / "lex.ttl", kg=tmp_path / "labels.ttl", timeout_ms=20000)
    try:
        q = "Which buildings are located in Eastmarch tower 7 ?"
        query = "SELECT ?x WHERE { ?x wdt:P17 wd:%s . ?x wdt:P31 wd:Q900430 . }"
        ok = v.check(q, WD + query % "Q900422")
        assert ok.status == "accept", ok.explanation
        assert any("one name" in n for n in ok.notes) or "Eastmarch tower 7" in ok.explanation
        # the query's other entity is no label the question spells: its words are not one name, no accept
        assert v.check(q, WD + query % "Q900421").status != "accept"
    finally:
        v.close()
