""""The first (last) N" asked as the N with no predecessor (successor): an order the KG stores as links,
stated by their absence, is another form of the ordinal, not disproved (``lexicalised_extremum``); the
other end, or a superlative that is no ordinal, keeps the wrong form. Names and questions are made up."""

import pytest

from verifier import Verifier

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
KINGS = "?king dbo:title dbr:King_of_Ruritania . "


@pytest.fixture(scope="module")
def verifier():
    return Verifier()


@pytest.mark.parametrize("question,link", [
    ("Who was the first king of Ruritania?", "dbo:predecessor"),
    ("Who was the last king of Ruritania?", "dbo:successor"),
])
def test_no_neighbour_on_the_ranked_side_is_not_disproved(verifier, question, link):
    v = verifier.check(question, P + "SELECT ?king WHERE { " + KINGS + "FILTER NOT EXISTS { ?king " + link + " ?p } }")
    assert v.status == "unknown" and v.reasons == ("lexicalised_extremum",), v.explanation
    assert link in v.explanation


@pytest.mark.parametrize("question,sparql", [
    # the other end of the order
    ("Who was the first king of Ruritania?", "FILTER NOT EXISTS { ?king dbo:successor ?p }"),
    # a superlative that ranks by a measure, not by an order's links
    ("Who was the oldest king of Ruritania?", "FILTER NOT EXISTS { ?king dbo:successor ?p }"),
    # a predecessor the query requires, not one it denies
    ("Who was the first king of Ruritania?", "?king dbo:predecessor ?p ."),
])
def test_other_forms_stay_wrong(verifier, question, sparql):
    v = verifier.check(question, P + "SELECT ?king WHERE { " + KINGS + sparql + " }")
    assert v.status == "reject" and v.reasons == ("wrong_query_form",), v.explanation
