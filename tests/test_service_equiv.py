"""Query equivalence (``verifier equiv``) and the HTTP service, over real HTTP on localhost."""

import json
import threading
import urllib.request

import pytest

from conftest import CHEMISTRY
from verifier.cli import main
from verifier.prover.equiv import equivalence


def test_equivalence_up_to_variable_names_and_triple_order():
    r = equivalence("SELECT ?x WHERE { ?x dbo:a ?y . ?y dbo:b dbr:C }", "SELECT DISTINCT ?u WHERE { ?w dbo:b dbr:C . ?u dbo:a ?w }")
    assert r.equivalent and r.contained_1_in_2 and r.contained_2_in_1


def test_containment_one_way():
    r = equivalence("SELECT ?x WHERE { ?x dbo:a ?y . ?y dbo:b dbr:C }", "SELECT ?x WHERE { ?x dbo:a ?y }")
    assert not r.equivalent and r.contained_1_in_2 and not r.contained_2_in_1


def test_union_and_filter_equivalence():
    a = "SELECT ?x WHERE { { ?x dbo:p dbr:A } UNION { ?x dbo:p dbr:B } }"
    b = "SELECT ?x WHERE { VALUES ?y { dbr:B dbr:A } ?x dbo:p ?y }"
    assert equivalence(a, b).equivalent
    assert not equivalence("SELECT ?x WHERE { ?x dbo:h ?v FILTER(?v > 3) }",
                           "SELECT ?x WHERE { ?x dbo:h ?v FILTER(?v > 4) }").equivalent
    assert equivalence("SELECT ?x WHERE { ?x dbo:h ?v FILTER(?v > 4) }",
                       "SELECT ?x WHERE { ?x dbo:h ?v FILTER(?v > 3) }").contained_1_in_2


def test_different_forms_and_bad_queries():
    assert not equivalence("ASK { ?x dbo:a ?y }", "SELECT ?x WHERE { ?x dbo:a ?y }").equivalent
    r = equivalence("SELECT ?x WHERE {", "SELECT ?x WHERE { ?x dbo:a ?y }")
    assert not r.decided and "truncated_query" in r.explanation


def test_equiv_cli_json(capsys):
    assert main(["equiv", "SELECT ?x WHERE { ?x dbo:a dbr:B }", "SELECT ?z WHERE { ?z dbo:a dbr:B }", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["equivalent"] is True
    assert main(["equiv", "SELECT ?x WHERE { ?x dbo:a dbr:B }", "SELECT ?z WHERE { ?z dbo:a dbr:C }"]) == 1


@pytest.fixture()
def server(chemistry_verifier):
    from verifier.service import make_server

    srv = make_server(chemistry_verifier, port=0)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


def post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_service_check_and_errors(server, seed_mrs):
    status, body = post(server + "/check", {"question": seed_mrs.read_text(), "id": "q1",
                                            "sparql": "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"})
    assert status == 200 and body["status"] == "reject" and body["id"] == "q1"
    assert body["reasons"] == ["deviating_entity"]
    status, body = post(server + "/check", {"question": "x"})
    assert status == 400 and "sparql" in body["error"]
    status, body = post(server + "/equiv", {"query1": "ASK { ?a dbo:b ?c }", "query2": "ASK { ?x dbo:b ?y }"})
    assert status == 200 and body["equivalent"] is True
    with urllib.request.urlopen(server + "/health", timeout=10) as resp:
        assert json.loads(resp.read()) == {"status": "ok"}
