"""A query whose pattern the verifier does not model (``unsupported_construct``) still has a form, read
from its parse: a yes/no question answered by a SELECT, or a question for things answered by an ASK, is
the wrong form whatever the pattern says. The names and questions are made up for the test."""

import pytest

from verifier import Verifier

P = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> ")
# a comparison of computed strings: not modelled
GAMES = "?g a dbo:VideoGame ; rdfs:label ?l . FILTER (lcase(str(?l)) = \"quuxle\"@en)"


@pytest.fixture(scope="module")
def verifier():
    return Verifier()


@pytest.mark.parametrize("question,sparql", [
    ("Is there a video game called Quuxle?", P + "SELECT ?g WHERE { " + GAMES + " }"),
    ("Which video games are called Quuxle?", P + "ASK { " + GAMES + " }"),
])
def test_the_form_decides_where_the_pattern_is_not_modelled(verifier, question, sparql):
    v = verifier.check(question, sparql)
    assert v.status == "reject" and v.reasons == ("wrong_query_form",), v.explanation
    assert "not modelled" in v.explanation


@pytest.mark.parametrize("question,sparql", [
    ("Is there a video game called Quuxle?", P + "ASK { " + GAMES + " }"),
    ("Which video games are called Quuxle?", P + "SELECT ?g WHERE { " + GAMES + " }"),
])
def test_a_fitting_form_leaves_the_unmodelled_pattern_unknown(verifier, question, sparql):
    v = verifier.check(question, sparql)
    assert v.status == "unknown" and v.reasons == ("unsupported_construct",), v.explanation
