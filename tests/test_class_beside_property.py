"""A class the lexicon reads only as the typing of a relational reading ("X's autobiography" as
dbo:literaryGenre with rdf:type dbo:Autobiography) is still the class the noun names by itself: a query
that types its thing by that class and relates it to X by another property is read by name
(bridge/readings/named.py). Names and questions are made up."""

import pytest


P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_the_noun_reads_the_class_it_names_beside_a_vague_possessive(qald_verifier):
    v = qald_verifier.check("Show me Kerouac's autobiography.",
                            P + "SELECT ?a WHERE { ?a a dbo:Autobiography ; dbo:author dbr:Jack_Kerouac . }")
    assert v.status == "accept", v.explanation
    assert "dbo:Autobiography" in v.explanation and "by its name" in v.explanation


@pytest.mark.parametrize("sparql", [
    # a possessive no reading gives a publisher
    "SELECT ?a WHERE { ?a a dbo:Autobiography ; dbo:publisher dbr:Jack_Kerouac . }",
    # a class the noun does not name
    "SELECT ?a WHERE { ?a a dbo:Book ; dbo:author dbr:Jack_Kerouac . }",
])
def test_other_terms_stay_rejected(qald_verifier, sparql):
    assert qald_verifier.check("Show me Kerouac's autobiography.", P + sparql).status == "reject"
