"""Query equivalence (``verifier equiv``); the HTTP service's own tests are tests/test_service*.py."""

import json

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
