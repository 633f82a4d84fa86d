"""Wikidata's label service (``SERVICE wikibase:label { bd:serviceParam wikibase:language "en" }``), which
nearly every query a language model writes for Wikidata ends with: not a federated query (before, it was
rejected as ``unsafe_operation``) but the Wikidata Query Service's way of binding ``?xLabel`` to the label of
``?x``. Read as those labels: shown beside the answers they are presentation; as the only answers they are
names only that service gives, so a query that fits the question is ``unknown``, saying what to return.
Made-up names and sentences over a Wikidata lexicon built from property records of our own."""

import pytest

from verifier.bridge.wordnet import wordnet_available
from verifier.query import QueryError, parse_query, query_logic

PROPERTIES = [
    {"id": "P1082", "label": "population", "alias": ["number of inhabitants"]},
    {"id": "P36", "label": "capital", "alias": ["seat of government"]},
    {"id": "P6", "label": "head of government", "alias": ["mayor"]},
]
RECORD = {"question": "What is the capital of Velmora ?",
          "context": {"entities": "{'Q900201': 'Velmora', 'Q900202': 'Ostbrück'}",
                      "relations": "{'P36': 'capital'}", "types": "{}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
LABELS = ' SERVICE wikibase:label { bd:serviceParam wikibase:language "[AUTO_LANGUAGE],en". } '


def test_the_label_service_is_no_federated_query_and_binds_the_labels():
    parsed = parse_query(WD + "SELECT ?c ?cLabel WHERE { wd:Q900201 wdt:P36 ?c ." + LABELS + "}")
    assert "<http://www.w3.org/2000/01/rdf-schema#label> ?cLabel" in parsed.parsed_text
    assert "SERVICE" not in parsed.parsed_text and not parsed.names_only
    assert any(n.startswith("read SERVICE wikibase:label") and "?cLabel as the label of ?c" in n for n in parsed.repairs)


def test_the_services_own_triples_are_kept_and_other_services_still_refused():
    manual = parse_query(WD + "SELECT ?c ?name WHERE { wd:Q900201 wdt:P36 ?c . SERVICE wikibase:label { "
                              "bd:serviceParam wikibase:language 'en' . ?c rdfs:label ?name . } }")
    assert "?c rdfs:label ?name" in manual.parsed_text
    for text in ("SELECT ?c WHERE { SERVICE <http://example.org/sparql> { ?c ?p ?o } }",
                 "SELECT ?c WHERE { ?c ?p ?o . SERVICE wikibase:label { SERVICE <http://example.org/s> { ?c ?q ?o } } }"):
        with pytest.raises(QueryError) as e:
            parse_query(text)
        assert e.value.code == "unsafe_operation"


def test_only_names_as_answers_is_said_with_what_to_return():
    ql = query_logic(WD + "SELECT ?cLabel WHERE { wd:Q900201 wdt:P36 ?c ." + LABELS + "}")
    assert "returns only ?cLabel" in ql.names_only and "label service" in ql.names_only


@pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")
@pytest.mark.parametrize("projection, status, reason", [
    ("?c ?cLabel", "accept", "equivalent"),
    ("?cLabel", "unknown", "unsupported_construct"),
])
def test_verdicts_over_the_label_service(wikidata_verifier, projection, status, reason):
    verdict = wikidata_verifier.check("What is the capital of Velmora ?",
                                      WD + f"SELECT {projection} WHERE {{ wd:Q900201 wdt:P36 ?c ." + LABELS + "}")
    assert (verdict.status, verdict.reasons[0]) == (status, reason)


@pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")
def test_a_wrong_query_with_the_label_service_is_still_rejected(wikidata_verifier):
    verdict = wikidata_verifier.check("What is the capital of Velmora ?",
                                      WD + "SELECT ?cLabel WHERE { wd:Q900201 wdt:P6 ?c ." + LABELS + "}")
    assert verdict.status == "reject" and verdict.reasons[0] == "wrong_relation"


def test_the_label_service_asked_of_another_kg_stays_a_refused_federated_query():
    """DBpedia's endpoint runs no label service: there the clause would reach out to an endpoint that is
    not there (reviewers call such queries invalid on DBpedia)."""
    with pytest.raises(QueryError) as e:
        parse_query("SELECT ?p ?pLabel WHERE { ?p dbo:birthPlace dbr:Lisbon ." + LABELS + "}")
    assert e.value.code == "unsafe_operation"
