"""The foundation's acceptance checks: the benzene question (the ERG's own MRS) against a right query
and against each kind of wrong one, through the library API and through the CLI."""

import json
import subprocess
import sys

import pytest

from conftest import CHEMISTRY, SEED_RQ
from verifier.cli import main

P = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_right_query_is_accepted_with_a_proof(chemistry_verifier, seed_mrs):
    v = chemistry_verifier.check(seed_mrs, SEED_RQ.read_text())
    assert v.status == "accept" and v.reasons == ("equivalent",)
    names = {a["name"] for a in v.proof["axioms"]}
    assert any("_mass_n_of" in n and "wdt:P2067" in n for n in names)
    assert any("_benzene_n_1" in n and "wd:Q2270" in n for n in names)
    assert v.countermodel is None


@pytest.mark.parametrize("sparql,reasons", [
    ("SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }", {"deviating_entity"}),
    ("SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }", {"wrong_relation"}),
    ("SELECT ?v WHERE { ?v wdt:P2067 wd:Q2270 }", {"wrong_direction"}),
    ("SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v . ?v wdt:P31 wd:Q11173 }", {"extra_constraint"}),
    ("SELECT ?x WHERE { ?x wdt:P2067 ?v }", {"missing_constraint", "wrong_answer_variable"}),
    ("ASK { wd:Q2270 wdt:P2067 ?v }", {"wrong_query_form"}),
])
def test_wrong_queries_are_rejected_with_the_reason(chemistry_verifier, seed_mrs, sparql, reasons):
    v = chemistry_verifier.check(seed_mrs, P + sparql)
    assert v.status == "reject"
    assert v.reasons[0] in reasons
    assert v.explanation


def test_wrong_entity_explanation_names_both_entities_by_label(chemistry_verifier, seed_mrs):
    v = chemistry_verifier.check(seed_mrs, P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }")
    assert "wd:Q15779 (toluene)" in v.explanation and "wd:Q2270 (benzene)" in v.explanation
    assert v.countermodel and v.countermodel["facts"]
    assert v.repair == "wd:Q15779 → wd:Q2270"


@pytest.mark.parametrize("sparql,code", [
    ("this is not a query at all", "not_a_query"),
    ("SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v ", "truncated_query"),
    ("SELECT ?v WHER { wd:Q2270 wdt:P2067 ?v }", "syntax_error"),
    ("DELETE WHERE { wd:Q2270 wdt:P2067 ?v }", "unsafe_operation"),
    ("SELECT ?v WHERE { wd:Q99999999 wdt:P2067 ?v }", "unknown_term"),
])
def test_bad_input_gets_its_own_reason(chemistry_verifier, seed_mrs, sparql, code):
    v = chemistry_verifier.check(seed_mrs, sparql)
    assert v.reasons == (code,)
    assert v.status in ("reject", "unknown")


def test_garbage_text_is_a_syntax_error(chemistry_verifier, seed_mrs):
    v = chemistry_verifier.check(seed_mrs, "SELECT { ?? ] garbage")
    assert v.reasons[0] in ("syntax_error", "truncated_query") and v.status == "reject"


def test_unparseable_question_is_unknown_not_reject(chemistry_verifier):
    v = chemistry_verifier.check("[ this is not an MRS LTOP ]", P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
    assert v.status == "unknown" and v.reasons[0] in ("question_unparsed", "mrs_malformed", "scope_unresolved")


def test_verdict_json_round_trip(chemistry_verifier, seed_mrs):
    from verifier import Verdict

    v = chemistry_verifier.check(seed_mrs, P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }")
    d = json.loads(v.to_json())
    assert {"status", "reasons", "explanation", "proof", "countermodel", "timings_ms"} <= set(d)
    assert Verdict.from_dict(d) == v


def test_cli_check_json_and_exit_codes(seed_mrs, capsys):
    args = ["check", "--mrs", str(seed_mrs), "--lexicon", str(CHEMISTRY / "lexicon.ttl"), "--kg", str(CHEMISTRY / "kg.ttl")]
    assert main(args + ["--sparql", str(SEED_RQ), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "accept"
    assert main(args + ["--sparql", P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"]) == 1
    text = capsys.readouterr().out
    assert text.startswith("REJECT") and "deviating_entity" in text
    assert main(["check", "--mrs", "/no/such/file.mrs", "--sparql", "ASK {}"]) == 2


def test_console_script_is_installed(seed_mrs):
    exe = [sys.executable, "-m", "verifier.cli"]
    r = subprocess.run(exe + ["check", "--mrs", str(seed_mrs), "--sparql", str(SEED_RQ), "--lexicon",
                              str(CHEMISTRY / "lexicon.ttl"), "--kg", str(CHEMISTRY / "kg.ttl"), "--json"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["status"] == "accept"
