"""An IRI in a namespace whose terms are never what the query uses it as (KG profiles): ``dbo:Poland`` as a
country, ``dbr:mouth`` as a property. Such a query names nothing the KG describes: ``unknown_term``."""

import pytest

from verifier import Verifier


@pytest.fixture(scope="module")
def verifier():
    return Verifier()


@pytest.mark.parametrize("sparql,named", [
    ("SELECT ?p WHERE { dbo:Ruritania dbo:populationTotal ?p }", "dbo:Ruritania names an individual"),
    ("SELECT ?t WHERE { ?t dbo:country dbo:Ruritania }", "dbo:Ruritania names an individual"),
    ("ASK { dbo:Ruritania a dbo:Country }", "dbo:Ruritania names an individual"),
    ("SELECT ?r WHERE { ?r dbr:mouth dbr:Blue_River }", "dbr:mouth names a class or property"),
    # the infobox keys' namespace holds properties only: a currency named there is no page of the KG
    ("SELECT ?c WHERE { ?c dbo:currency dbp:Ruritanian_crown }", "dbp:Ruritanian_crown names an individual"),
])
def test_a_term_in_the_wrong_namespace_is_an_unknown_term(verifier, sparql, named):
    v = verifier.check("What is the population of Ruritania?", sparql)
    assert v.status == "reject" and v.reasons == ("unknown_term",)
    assert named in v.explanation


@pytest.mark.parametrize("sparql", [
    "SELECT ?p WHERE { dbr:Ruritania dbo:populationTotal ?p }",
    "SELECT ?c WHERE { ?c a dbo:Country ; rdfs:label ?l }",
    "SELECT ?c WHERE { dbo:Country rdfs:subClassOf ?c }",
    # a lexicon may type things by a page ("ferry" as dbr:Ferry_service): not screened
    "SELECT ?f WHERE { ?f a dbr:Ferry_service }",
    # an infobox key as a property, and as the property a query asks about
    "SELECT ?p WHERE { dbr:Ruritania dbp:populationCensus ?p }",
    "SELECT ?v WHERE { dbr:Ruritania ?k ?v FILTER (?k = dbp:populationCensus) }",
])
def test_terms_where_their_namespace_puts_them_pass_the_screen(verifier, sparql):
    assert "unknown_term" not in verifier.check("What is the population of Ruritania?", sparql).reasons
