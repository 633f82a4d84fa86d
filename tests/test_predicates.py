"""ERG predicate strings read through one owner (verifier.question.predicates, over delphin.predicate),
and the tables that look words up by them (predicates written for these tests)."""

from verifier.question import predicates
from verifier.question.light import kind_words, measure_scales, place_time_kind
from verifier.question.scales import adjective_scale, lemma


def test_parts_of_surface_and_abstract_predicates():
    assert predicates.parts("_area_n_of") == ("area", "n", "of")
    assert predicates.parts("_the+most_q") == ("the+most", "q", None)
    assert predicates.parts("udef_q") is None  # abstract: no word
    assert predicates.split("udef_q") == ("udef", "q", None)  # delphin's robust split still reads it


def test_lemma_drops_an_unknown_words_tag_and_checks_the_part_of_speech():
    assert predicates.lemma("_Vaughan/NNP_u_unknown") == "Vaughan"
    assert predicates.lemma("_large_a_1", "a") == "large"
    assert predicates.lemma("_look_v_at", "a") is None  # "_a" in the sense is no adjective
    assert predicates.lemma("much-many_a") is None


def test_words_reads_plus_as_a_space_and_leaves_abstract_predicates():
    assert predicates.words("_the+most_q") == "the most"
    assert predicates.words("_list_n_of") == "list"
    assert predicates.words("named") == "named"


def test_surface_words_reads_quoted_and_rel_forms_only_when_well_formed():
    assert predicates.surface_words('"_dog_n_1_rel"') == "dog"
    assert predicates.surface_words("_in+front+of_p") == "in front of"
    assert predicates.surface_words("udef_q") is None
    assert predicates.surface_words("_dog_noun_1") is None


def test_tables_look_up_by_the_owners_lemma():
    assert lemma("_small_a_1") == "small"
    assert lemma("_area_n_of") == "_area_n_of"  # not an adjective: unchanged, so no scale
    assert adjective_scale("_area_n_of") is None
    assert adjective_scale("_large_a_1") is not None
    assert "size" in measure_scales("_area_n_of")
    assert measure_scales("_large_a_1") == frozenset()
    assert place_time_kind("_birthplace_n_1") == "place"
    assert place_time_kind("_look_v_at") is None
    assert "kind" in kind_words() and "type" in kind_words()
