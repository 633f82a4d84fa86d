"""Property-based tests (hypothesis) of the five places untrusted input enters (issue 25, "fuzzing as part of
the project"): the SPARQL screen and translation, the question path, the lexicon loader, the audit's record
readers and the service's request parsing. Each runs the same target as ``benchmarks/fuzz.py`` (the long
campaign) on a few dozen generated inputs, plus the properties the campaign's findings were fixed for.

A property broken by an input raises :class:`fuzz.PropertyFailed` (or lets the escaping exception through),
and hypothesis shrinks the input to a small one before reporting it."""

import json
import os
import sys
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis (the 'test' extra) is not installed")
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import fuzz  # noqa: E402

from verifier.query import QueryError, query_logic  # noqa: E402


def fast(n: int):
    """A small, deterministic run: the suite's time stays bounded, and a failure is the same next time.
    No shrinking: a failing question can take hypothesis minutes to shrink, and the input it reports as
    generated is enough to reproduce (``benchmarks/fuzz.py --replay`` takes the same shape)."""
    return settings(max_examples=n, deadline=None, database=None, derandomize=True,
                    suppress_health_check=list(HealthCheck), phases=(Phase.explicit, Phase.generate))


# ------------------------------------------------------------------------------------------- SPARQL

@fast(150)
@given(fuzz.SPARQL_INPUTS)
def test_any_text_is_a_formula_or_a_query_error_with_a_reason_code(text):
    fuzz.check_sparql(None, text)


@fast(60)
@given(st.sampled_from(("groups", "optional", "union", "paren")), st.integers(0, 2500))
def test_deep_valid_queries_are_too_complex_never_a_syntax_error(kind, extra):
    """Past each limit (30 nested groups, 100 OPTIONALs, 200 UNIONs) a valid query is ``too_complex``."""
    n = {"groups": 31, "optional": 101, "union": 201, "paren": 31}[kind] + extra
    with pytest.raises(QueryError) as e:
        query_logic(fuzz.deep_query(kind, n))
    assert e.value.code == "too_complex", e.value.message


@fast(40)
@given(st.sampled_from(("groups", "optional", "union", "paren")), st.integers(0, 20))
def test_nested_valid_queries_within_the_limits_translate(kind, n):
    ql = query_logic(fuzz.deep_query(kind, n))
    assert ql.form == "select" and "x" in {v.name for v in ql.answer_vars}


def test_a_long_run_of_selects_is_refused_without_a_hang():
    """Found by the campaign: ``SELECT`` repeated 5,000 times (35 KB) held one check for over 10 s: the
    Virtuoso projection repair searched a lazy ``SELECT (.*?)\\s*(WHERE|{)`` from every SELECT, quadratic
    in the text. The alarm is the campaign's hang bound (10 s), far above the 0.02 s it takes now: it
    catches a hang, not a slowdown."""
    import signal

    def hang(*_):
        raise TimeoutError("no verdict in 10 s")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(10)
    try:
        with pytest.raises(QueryError) as e:
            query_logic("SELECT " * 5000)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert e.value.code == "syntax_error"


def test_a_disjunction_drops_repeats_by_hash_not_by_pairwise_comparison(monkeypatch):
    """Found by the campaign: a VALUES block of 3,000 IRIs took 5 s to translate (2,000: 8 s under load),
    all of it in ``disj`` comparing every disjunct with every earlier one (n² ``==``). Counted here:
    comparisons between atoms stay linear in the number of disjuncts."""
    from verifier.logic import Atom, Const, Var, disj

    calls = []
    eq = Atom.__eq__
    monkeypatch.setattr(Atom, "__eq__", lambda a, b: (calls.append(1) if isinstance(b, Atom) else None) or eq(a, b))
    parts = [Atom("eq", (Var("x"), Const(f"http://e/{i}"))) for i in range(2000)]
    joined = disj(parts + parts[:10])
    assert joined.parts == tuple(parts)  # in order, the repeats gone
    assert len(calls) < 20 * len(parts)


def test_values_with_many_iris_translate():
    ql = query_logic("SELECT ?x WHERE { VALUES ?x { " + " ".join(f"<http://e/{i}>" for i in range(3000)) + " } ?x ?p ?o }")
    assert ql.form == "select"


# ------------------------------------------------------------------------------------------- question

@pytest.fixture(scope="module")
def question_state():
    return fuzz.setup_question()


@fast(20)
@given(fuzz.QUESTION_INPUTS)
def test_any_question_gets_a_verdict_with_a_reason_code(question_state, x):
    fuzz.check_question(question_state, x)


@fast(25)
@given(st.text(fuzz.ANY_CHAR, min_size=1, max_size=3).map(lambda s: s + "\udcff"), st.integers(0, 3))
def test_lone_surrogates_in_a_question_give_a_verdict(question_state, question, qi):
    fuzz.check_question(question_state, (question, qi))


def test_wordnet_lookups_of_a_word_with_a_lone_surrogate_find_nothing():
    """Found by the campaign (in the full suite, as an ``internal_error`` verdict: "'utf-8' codec can't encode
    character '\\ud800'"): both WordNet indexes are sqlite files, and sqlite cannot take a lone surrogate as
    a parameter. No WordNet word holds one: the lookups find nothing."""
    from verifier.bridge.wordnet import wordnet_available

    if not wordnet_available():
        pytest.skip("no WordNet (see `verifier data`)")
    from verifier.bridge.resources import wordnet
    from verifier.question.grammar.lexicon import wordnet_index
    from verifier.question.parsers import _known_word

    assert wordnet_index().morphy("ab\ud800", "n") == []
    assert wordnet().synsets("ab\ud800") == [] and wordnet().synsets("dog")
    assert _known_word("ab\udcff") is False


@pytest.mark.parametrize("question", ["What is the mass of benz\ud800ene?", "benzene m\udcffss", "\ud800" * 40])
def test_a_lone_surrogate_is_read_as_a_replacement_character_and_echoed_as_given(question_state, question):
    """The same finding at the API's entrance: a lone surrogate is not text, so no stage after the first
    sees one (it reads as U+FFFD); the verdict echoes the question as it was given."""
    verifier, queries = question_state
    verdict = verifier.check(question, queries[0] + " # \udfff", id="s")
    assert verdict.reasons and "internal_error" not in verdict.reasons, verdict.explanation
    assert verdict.question in ("", question) and verdict.sparql.endswith("\udfff") and verdict.id == "s"


@pytest.mark.parametrize("question", ["NaN", "Infinity", "What is the mass of NaN?"])
def test_a_question_naming_nan_or_infinity_gets_a_verdict_not_a_prover_crash(question_state, question):
    """Found by the campaign: the question "NaN" made the prover fail (``internal_error``: Z3's "parser
    error"): the literal "NaN" was given the numeric value float("NaN"), which Z3's reals cannot hold."""
    verifier, queries = question_state
    verdict = verifier.check(question, queries[0])
    assert verdict.reasons and "internal_error" not in verdict.reasons, verdict.explanation


@pytest.mark.parametrize("number", ['"INF"^^xsd:double', '"NaN"^^xsd:double', '"-INF"^^xsd:float', "1e999"])
def test_a_non_finite_number_in_a_query_is_unsupported_not_a_crash(question_state, number):
    verifier, _queries = question_state
    filtered = f"ASK WHERE {{ wd:Q2270 wdt:P2067 ?v FILTER(?v > {number}) }}"
    with pytest.raises(QueryError) as e:
        query_logic(filtered)
    assert e.value.code == "unsupported_construct" and "not finite" in e.value.message
    as_object = verifier.check("Is the mass of benzene 70?", f"ASK WHERE {{ wd:Q2270 wdt:P2067 {number} }}")
    assert as_object.reasons and "internal_error" not in as_object.reasons, as_object.explanation


def test_a_plain_string_nan_stays_a_string():
    ql = query_logic('SELECT ?x WHERE { ?x <http://e/name> ?n FILTER(?n = "NaN") }')
    assert "NaN" in str(ql.formula)


@pytest.mark.parametrize("unit", ["What is the mass of benzene? ", "of the ", "a b ", "\udcff"])
def test_a_huge_question_is_input_too_large_before_the_grammar_reads_it(question_state, unit):
    """Found by the campaign: a 30,000-character question (the words repeated) held a check for over 10 s
    (a 5 MB one took 350 s). Past VERIFIER_MAX_QUESTION_CHARS it is refused, not parsed."""
    verifier, queries = question_state
    verdict = verifier.check(unit * (60_000 // len(unit)), queries[0])
    assert verdict.status == "unknown" and verdict.reasons == ("input_too_large",)
    assert "VERIFIER_MAX_QUESTION_CHARS" in verdict.explanation


def test_the_question_limit_is_configurable(question_state, monkeypatch):
    verifier, queries = question_state
    monkeypatch.setenv("VERIFIER_MAX_QUESTION_CHARS", "10")
    assert verifier.check("What is the mass of benzene?", queries[0]).reasons == ("input_too_large",)
    monkeypatch.setenv("VERIFIER_MAX_QUESTION_CHARS", "100")
    assert verifier.check("What is the mass of benzene?", queries[0]).status == "accept"


# ------------------------------------------------------------------------------------------- lexicon

@fast(120)
@given(fuzz.LEXICON_INPUTS)
def test_any_lexicon_file_loads_or_raises_lexicon_error(tmp_path_factory, x):
    fuzz.check_lexicon(str(tmp_path_factory.mktemp("lex", numbered=True)), x)


def test_a_malformed_lexicon_is_a_lexicon_error_naming_the_file(tmp_path):
    from verifier.bridge.lexicon import Lexicon, LexiconError

    for name, data in (("bad.ttl", b":a :b"), ("binary.ttl", b"\xff\xfe\x00garbage"), ("deep.ttl", b"[" * 5000)):
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(LexiconError, match=str(path)):
            Lexicon.load(path, cache_dir=False)


# ------------------------------------------------------------------------------------------- records

@fast(200)
@given(fuzz.RECORD_INPUTS)
def test_the_readers_give_one_well_typed_record_per_line_or_entry(tmp_path_factory, x):
    fuzz.check_records(str(tmp_path_factory.mktemp("rec", numbered=True)), x)


def test_a_blank_or_duplicated_id_cell_falls_back_to_the_records_place(tmp_path):
    """Found by the campaign: a CSV whose header names ``id`` twice (the later cell empty) gave records
    with the empty id ``""``; QALD entries and JSONL lines with a blank id did the same."""
    from verifier.audit.records import read_records

    csv = tmp_path / "log.csv"
    csv.write_text("id,question,sparql,id\n7,Who?,ASK {},\n", encoding="utf-8")
    assert [r.id for r in read_records(csv)] == ["line:2"]
    jsonl = tmp_path / "log.jsonl"
    jsonl.write_text('{"id": " ", "question": "Who?", "sparql": "ASK {}"}\n{"id": 0, "question": "Q", "sparql": "S"}\n')
    assert [r.id for r in read_records(jsonl)] == ["line:1", "0"]
    qald = tmp_path / "qald.json"
    qald.write_text(json.dumps({"questions": [{"id": "", "question": "Who?", "query": {"sparql": "ASK {}"}}]}))
    assert [r.id for r in read_records(qald, "qald")] == ["q:1"]


@pytest.mark.parametrize("data", [b"\xef", b"\xef\xbb", b"\xef\xbb\xbf"])
def test_a_file_that_is_part_of_a_byte_order_mark_is_not_lost(tmp_path, data):
    """Found by the campaign: a JSONL file holding only ``b"\\xef"`` (the first byte of a BOM) read as no
    record at all: the utf-8-sig decoder drops a partial BOM at the end of the input. It is one broken
    line; a whole BOM alone is no line."""
    from verifier.audit.records import read_records

    path = tmp_path / "log.jsonl"
    path.write_bytes(data)
    records = list(read_records(path))
    assert len(records) == (0 if data == b"\xef\xbb\xbf" else 1)
    assert all(r.error for r in records)


# ------------------------------------------------------------------------------------------- service

@pytest.fixture(scope="module")
def service_state():
    pytest.importorskip("fastapi", reason="the 'serve' extra (fastapi) is not installed")
    return fuzz.setup_service()


@fast(150)
@given(fuzz.SERVICE_INPUTS)
def test_any_request_gets_one_json_response_under_500(service_state, request_):
    fuzz.check_service(service_state, request_)


@fast(30)
@given(st.text(fuzz.ANY_CHAR, max_size=40), st.sampled_from(fuzz.QUESTION_QUERIES))
def test_a_well_formed_check_gets_a_verdict_or_a_typed_refusal(service_state, question, sparql):
    body = json.dumps({"question": question, "sparql": sparql}).encode("ascii")
    status, _headers, out = fuzz.call_asgi(*service_state, {"method": "POST", "path": "/check", "body": body,
                                                            "headers": [(b"content-type", b"application/json")]})
    doc = json.loads(out)
    if status == 200:
        assert doc["status"] in ("accept", "reject", "unknown") and doc["reasons"]
    else:  # a lone surrogate or a NUL is refused as text, never a crash
        assert status == 422 and doc["code"] == "invalid_text"
        assert any(0xD800 <= ord(c) <= 0xDFFF or c == "\x00" for c in question)


def test_a_path_with_a_trailing_slash_is_a_json_404_not_a_redirect(service_state):
    """Found by the campaign: ``/check/`` was answered with an empty 307 whose Location was built from the
    client's own Host header; now it is a JSON 404 like any unknown path."""
    status, headers, body = fuzz.call_asgi(*service_state, {"method": "POST", "path": "/check/", "body": b"{}",
                                                            "headers": [(b"host", b"evil.example")]})
    assert status == 404 and "location" not in headers and json.loads(body)["code"] == "not_found"


# ------------------------------------------------------------------------------------------- the campaign

def _sleepy(_state, x):
    import time
    if x == "hang":
        time.sleep(30)
    if x == "spin":  # a hang that burns CPU: caught by the CPU bound, before the wall-clock one
        while True:
            pass
    if x == "crash":
        raise KeyError("boom")
    return "ok"


def test_the_campaign_records_crashes_and_hangs_as_replayable_cases(tmp_path, monkeypatch, capsys):
    """A target that hangs on one input and raises on another: both are counted, each written as a case
    file, and ``--replay`` runs the case again (the crash still fails)."""
    monkeypatch.setitem(fuzz.TARGETS, "sleepy", fuzz.Target("sleepy", st.sampled_from(("ok", "hang", "crash")),
                                                            lambda: None, _sleepy))
    monkeypatch.setattr(fuzz, "_warmup", lambda name: "ok")
    rc = fuzz.main(["--targets", "sleepy", "--per-target", "10", "--hang-s", "1", "--wall-s", "2", "--cases",
                    str(tmp_path), "--json"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 1 and set(summary) >= {"inputs", "crashes", "hangs", "targets"}
    assert summary["targets"]["sleepy"]["hangs"] >= 1 and summary["targets"]["sleepy"]["crashes"] >= 1
    cases = sorted(tmp_path.glob("sleepy-*.json"))
    kinds = {json.loads(p.read_text())["kind"]: p for p in cases}
    assert set(kinds) == {"crash", "hang"}
    assert "wall-clock" in json.loads(kinds["hang"].read_text())["error"]
    assert fuzz.read_case(kinds["crash"]) == ("sleepy", "crash")
    assert fuzz.replay(kinds["crash"]) == 1


def test_an_input_that_burns_cpu_is_a_hang_by_its_cpu_time(tmp_path, monkeypatch, capsys):
    """The first bound is the worker's CPU time on the input (a busy machine does not make an input a
    hang); the wall-clock bound (here 120 s) is only the backstop for waits that burn no CPU."""
    if fuzz._cpu_seconds(os.getpid()) is None:
        pytest.skip("no /proc: the campaign falls back to wall-clock time")
    monkeypatch.setitem(fuzz.TARGETS, "spinny", fuzz.Target("spinny", st.sampled_from(("ok", "spin")), lambda: None,
                                                            _sleepy))
    monkeypatch.setattr(fuzz, "_warmup", lambda name: "ok")
    fuzz.main(["--targets", "spinny", "--per-target", "4", "--hang-s", "0.3", "--wall-s", "120", "--cases",
               str(tmp_path), "--json"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["hangs"] >= 1
    (case,) = tmp_path.glob("spinny-*.json")
    assert "of CPU" in json.loads(case.read_text())["error"]


def test_a_case_keeps_bytes_and_lone_surrogates(tmp_path):
    request_ = {"method": "POST", "path": "/check", "headers": [(b"content-length", b"-1")], "body": b"\xff{",
                "chunks": 2}
    path = fuzz.write_case(tmp_path, "service", "crash", request_, "boom", 0.1)
    assert fuzz.read_case(path) == ("service", request_)
    path = fuzz.write_case(tmp_path, "question", "hang", ("\udcff?", 2), "slow", 11.0)
    assert fuzz.read_case(path) == ("question", ("\udcff?", 2))
