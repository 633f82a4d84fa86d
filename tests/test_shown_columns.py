"""A query that returns a column the question does not ask for, beside the answer (``SELECT ?film
?runtime`` for "the runtime of X"), is judged by what its kept columns say: the extra column is shown
beside each answer and changes no answer. Where the kept columns' query is right but for a class it adds
to the thing the question names, the verdict is that one (``type_of_named``, unknown), not a wrong
answer variable. The film and its name are made up for the test."""

import pytest

from verifier import Verifier

P = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX foaf: <http://xmlns.com/foaf/0.1/> ")
Q = "Give me the runtime of Zorbo Quest."


@pytest.fixture(scope="module")
def verifier():
    return Verifier(lexicon=None)


def test_a_shown_column_is_judged_by_the_kept_ones(verifier):
    v = verifier.check(Q, P + 'SELECT ?film ?runtime WHERE { ?film a dbo:Film ; foaf:name "Zorbo Quest"@en ; '
                              'dbo:runtime ?runtime }')
    assert v.status == "unknown" and v.reasons == ("type_of_named",), v.explanation
    # the same query without the column says the same
    one = verifier.check(Q, P + 'SELECT ?runtime WHERE { ?film a dbo:Film ; foaf:name "Zorbo Quest"@en ; '
                                'dbo:runtime ?runtime }')
    assert one.reasons == v.reasons


def test_a_shown_column_does_not_excuse_another_property(verifier):
    v = verifier.check(Q, P + 'SELECT ?film ?runtime WHERE { ?film foaf:name "Zorbo Quest"@en ; dbo:budget ?runtime }')
    assert v.status != "accept" and "type_of_named" not in v.reasons, v.explanation
