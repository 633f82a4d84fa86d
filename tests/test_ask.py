"""``verifier ask``: DUDES candidates, verified selection, execution on the KG; and the chemistry
question set answered from examples/chemistry/kg.ttl."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verifier.sources.ask import ask, answers_match, build_parser, execute, run

CHEMISTRY = Path(__file__).resolve().parents[1] / "examples" / "chemistry"
ARGS = ["--kg", str(CHEMISTRY / "kg.ttl"), "--lexicon", str(CHEMISTRY / "lexicon.ttl")]


@pytest.fixture(scope="module")
def pipeline(chemistry_verifier):
    from verifier.sources.dudes import DudesPipeline

    return DudesPipeline(chemistry_verifier.lexicon, chemistry_verifier.store, parser=chemistry_verifier.parser)


def test_run_prints_query_proof_and_answers(capsys):
    code = run(build_parser().parse_args(["What is the melting point of caffeine?", *ARGS]))
    out = capsys.readouterr().out
    assert code == 0
    assert "Query (verified):" in out and "wd:Q60235 wdt:P2101 ?x" in out
    assert "Proof:" in out and "“melting point” is wdt:P2101" in out
    assert "235.0" in out


def test_run_json(capsys):
    code = run(build_parser().parse_args(["Is benzene aromatic?", *ARGS, "--json"]))
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["accepted"] and data["status"] == "accept"
    assert data["form"] == "ask" and data["answers"] == [True]
    assert data["proof"]["axioms"] and data["tried"][0]["status"] == "accept"


def test_unanswerable_question_exits_1(capsys):
    code = run(build_parser().parse_args(["Colourless green ideas sleep furiously.", *ARGS, "--json"]))
    data = json.loads(capsys.readouterr().out)
    assert code == 1 and not data["accepted"] and data["sparql"] is None


def test_the_cli_registers_ask():
    from verifier.cli import build_parser as main_parser

    args = main_parser().parse_args(["ask", "What is the mass of benzene?", *ARGS])
    assert args.func is run


def test_execute_select_count_and_ask(chemistry_verifier):
    store = chemistry_verifier.store
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    assert execute(store, p + "SELECT ?x WHERE { wd:Q2270 wdt:P2067 ?x }", "select") == ("78.114",)
    assert execute(store, p + "SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE { ?x wdt:P31 wd:Q11344 }", "count") == (6,)
    assert execute(store, p + "ASK { wd:Q283 wdt:P527 wd:Q623 }", "ask") == (False,)


def test_answers_match():
    assert answers_match(("78.114",), ["78.114"]) and answers_match((12,), [12]) and answers_match((True,), [True])
    assert answers_match(("wd:Q1", "wd:Q2"), ["wd:Q2", "wd:Q1"])
    assert not answers_match(("wd:Q1",), ["wd:Q1", "wd:Q2"]) and not answers_match(("-95",), ["95"])


def test_question_set_is_answered_from_the_kg(pipeline, chemistry_verifier):
    """At least 90% of examples/chemistry/questions.jsonl get a verified query whose answers on
    kg.ttl are exactly the expected ones."""
    rows = [json.loads(line) for line in (CHEMISTRY / "questions.jsonl").read_text().splitlines() if line.strip()]
    assert len(rows) >= 20
    wrong = []
    for row in rows:
        result = ask(row["question"], pipeline, chemistry_verifier, chemistry_verifier.store)
        if not (result.accepted and answers_match(result.answers, row["answers"])):
            wrong.append((row["id"], row["question"], result.answers, [t["reasons"] for t in result.tried]))
    share = 1 - len(wrong) / len(rows)
    assert share >= 0.9, f"{share:.3f} answered correctly; wrong: {wrong}"


def test_without_a_kg_the_verified_query_is_shown_but_not_run(chemistry_verifier, pipeline):
    result = ask("What is the density of ethanol?", pipeline, chemistry_verifier, store=None)
    assert result.accepted and result.answers == () and "not run" in result.error
    assert "Answers: none" in result.render()
