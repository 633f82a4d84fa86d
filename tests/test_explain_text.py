"""The verdict's wording (verifier/explain.py) as pure functions: a rejection said from its diagnosis, the
word an axiom set reads as a KG term; and the module's examples run."""

import doctest
from types import SimpleNamespace

from verifier import explain
from verifier.bridge import Axiom
from verifier.logic import TRUE


def _diag(reason, old="", new="", missing=(), extra=(), repair=None):
    return SimpleNamespace(reasons=(reason,), old=old, new=new, missing=missing, extra=extra, repair=repair)


RIVER = Axiom("a", TRUE, "class_noun", word="brook", kg_terms=("rdf:type", "ex:Stream"))


def test_a_wrong_relation_names_the_word_read_as_the_lexicons_term():
    text = explain.rejection_text(_diag("wrong_relation", "ex:length", "ex:Stream"), None, (RIVER,), TRUE,
                                  lambda t: f"{t} (named)", str)
    assert text == "The query uses ex:length (named) where the question's “brook” means ex:Stream (named)."


def test_a_deviating_entity_without_a_query_iri_says_the_questions_name():
    text = explain.rejection_text(_diag("deviating_entity", "ex:Oldtown", "?New_Harbour"), None, (), TRUE, str,
                                  lambda t: "Oldtown")
    assert text == "The query names ex:Oldtown where the question names “New Harbour”, and no IRI of the query is labelled so."


def test_the_word_read_as_a_term_is_empty_where_none_is():
    assert explain.word_read_as((RIVER,), "ex:Stream") == "brook"
    assert explain.word_read_as((RIVER,), "ex:Lake") == ""


def test_the_modules_examples_run():
    result = doctest.testmod(explain)
    assert result.attempted >= 3 and result.failed == 0
