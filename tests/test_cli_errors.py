"""Exit codes and error messages of the command line: the user's bad input is a usage error (exit 2) with one
line that names it, never a traceback and never a verdict about the user's files."""

import subprocess
import sys
from pathlib import Path

import pytest

from verifier.cli import main

ROOT = Path(__file__).resolve().parents[1]
CHEM = ROOT / "examples" / "chemistry"
Q = "What is the mass of benzene?"
S = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n" \
    "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"


def _run(argv, capsys):
    rc = main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return rc, err


def test_version_is_printed(capsys):
    with pytest.raises(SystemExit) as done:
        from verifier.cli import build_parser

        build_parser().parse_args(["--version"])
    assert done.value.code == 0
    from verifier import __version__

    assert capsys.readouterr().out.strip() == f"verifier {__version__}"


@pytest.mark.parametrize("content", [b"\xff\xfe\x00\x01binary", b"SELECT ?x WHERE { ?x ?p \xe9 }"])
def test_a_query_file_that_is_not_utf8_text_is_a_usage_error(tmp_path, capsys, content):
    path = tmp_path / "q.rq"
    path.write_bytes(content)
    rc, err = _run(["check", "--question", Q, "--sparql", str(path)], capsys)
    assert rc == 2 and str(path) in err and "UTF-8" in err


def test_a_binary_query_file_with_nul_bytes_is_a_usage_error(tmp_path, capsys):
    path = tmp_path / "q.bin"
    path.write_bytes(b"SELECT\x00\x00")
    rc, err = _run(["check", "--question", Q, "--sparql", str(path)], capsys)
    assert rc == 2 and "binary" in err


def test_a_missing_lexicon_is_a_usage_error_not_a_verdict(tmp_path, capsys):
    missing = tmp_path / "nope.ttl"
    rc, err = _run(["check", "--question", Q, "--sparql", S, "--lexicon", str(missing)], capsys)
    assert rc == 2 and "--lexicon" in err and str(missing) in err


def test_a_malformed_lexicon_or_kg_is_a_usage_error_naming_it(tmp_path, capsys):
    bad = tmp_path / "bad.ttl"
    bad.write_text("this is @@ not turtle", encoding="utf-8")
    rc, err = _run(["check", "--question", Q, "--sparql", S, "--lexicon", str(bad)], capsys)
    assert rc == 2 and "lexicon" in err and str(bad) in err and "internal_error" not in err
    rc, err = _run(["check", "--question", Q, "--sparql", S, "--lexicon", str(CHEM / "lexicon.ttl"),
                    "--kg", str(bad)], capsys)
    assert rc == 2 and "KG" in err and str(bad) in err


def test_audit_with_a_malformed_lexicon_stops_with_a_usage_error(tmp_path, capsys):
    bad = tmp_path / "bad.ttl"
    bad.write_text("@prefix : <x> . :a :b", encoding="utf-8")
    log = tmp_path / "log.jsonl"
    log.write_text('{"id": "1", "question": "%s", "sparql": "ASK {}"}\n' % Q, encoding="utf-8")
    rc, err = _run(["audit", str(log), "--out", str(tmp_path / "out.jsonl"), "--lexicon", str(bad)], capsys)
    assert rc == 2 and str(bad) in err
    assert not (tmp_path / "out.jsonl").exists()


@pytest.mark.parametrize("command", [["check", "--question", Q, "--sparql", S], ["audit", "in.jsonl", "--out", "o"],
                                     ["serve"], ["mcp"], ["guard", Q, "--llm", "http://127.0.0.1:9/v1"]])
def test_a_negative_timeout_is_refused(capsys, command):
    rc, err = _run(command + ["--timeout-ms", "-5"], capsys)
    assert rc == 2 and "-5" in err


@pytest.mark.parametrize("command", [["check", "--question", Q, "--sparql", S], ["audit", "in.jsonl", "--out", "o"],
                                     ["serve"], ["mcp"], ["guard", Q, "--llm", "http://127.0.0.1:9/v1"]])
def test_every_command_that_builds_a_verifier_takes_the_same_kg_options(capsys, command):
    from verifier.cli import build_parser

    args = build_parser().parse_args(command + ["--kg", "https://kg.example/sparql", "--kg-profile", "wikidata",
                                                "--names", "labels.ttl", "--lexicon", "lex.ttl"])
    assert (args.kg, args.kg_profile, args.names, args.lexicon) == (
        ["https://kg.example/sparql"], "wikidata", ["labels.ttl"], ["lex.ttl"])
    rc, err = _run(command + ["--kg-profile", "freebase"], capsys)
    assert rc == 2 and "freebase" in err


def test_an_unwritable_out_or_report_is_a_usage_error(tmp_path, capsys):
    log = tmp_path / "log.jsonl"
    log.write_text('{"id": "1", "question": "%s", "sparql": "ASK {}"}\n' % Q, encoding="utf-8")
    rc, err = _run(["audit", str(log), "--out", str(tmp_path / "no" / "such" / "out.jsonl")], capsys)
    assert rc == 2 and "--out" in err
    rc, err = _run(["audit", str(log), "--out", str(tmp_path)], capsys)
    assert rc == 2 and "folder" in err
    rc, err = _run(["audit", str(log), "--out", str(tmp_path / "o.jsonl"),
                    "--report", str(tmp_path / "missing" / "r.html")], capsys)
    assert rc == 2 and "--report" in err


def test_an_output_the_system_refuses_is_one_line_not_a_traceback(tmp_path):
    # /proc refuses new files even to root: the OSError surfaces from deep inside the writer
    if not Path("/proc/self").is_dir():
        pytest.skip("no /proc on this system")
    log = tmp_path / "log.jsonl"
    log.write_text('{"id": "1", "question": "x", "sparql": "ASK {}"}\n', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "verifier.cli", "audit", str(log), "--out", "/proc/self/verdicts.jsonl"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "verdicts.jsonl" in done.stderr


def test_guard_tells_an_unreachable_llm_from_a_refusal(capsys):
    # nothing listens on port 9 of this machine: the LLM cannot be reached, which is no judgement of a query
    rc = main(["guard", Q, "--llm", "http://127.0.0.1:9/v1", "--model", "m", "--lexicon", str(CHEM / "lexicon.ttl")])
    out = capsys.readouterr().out
    assert rc == 4 and "LLM FAILED: the generator could not be reached" in out


@pytest.mark.wordnet
def test_audit_fail_on_reject_for_pipelines(tmp_path, capsys):
    from verifier.bridge.wordnet import wordnet_available

    if not wordnet_available():
        pytest.skip("WordNet not installed (make setup)")
    log = tmp_path / "log.jsonl"
    wrong = S.replace("wd:Q2270", "wd:Q15779")
    log.write_text('{"id": "1", "question": "%s", "sparql": %s}\n' % (Q, __import__("json").dumps(wrong)),
                   encoding="utf-8")
    args = ["audit", str(log), "--lexicon", str(CHEM / "lexicon.ttl"), "--kg", str(CHEM / "kg.ttl")]
    assert main(args + ["--out", str(tmp_path / "a.jsonl")]) == 0
    assert main(args + ["--out", str(tmp_path / "b.jsonl"), "--fail-on", "reject"]) == 1
    assert "--fail-on reject: 1 record" in capsys.readouterr().err
