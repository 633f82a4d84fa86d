"""Labels-only graphs read as names, not as the KG (``AuditConfig.names``): a term they lack is not screened as
missing from the KG. Made-up names and a lexicon built from property records of our own (conftest.wikidata_files)."""

import json

import pytest

from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

PROPERTIES = [{"id": "P19", "label": "place of birth", "alias": ["birthplace", "born in"]}]
RECORD = {"question": "Which administrative territory was Ada Brook born in ?",
          "context": {"entities": "{'Q900101': 'Ada Brook'}", "relations": "{'P19': 'place of birth'}",
                      "types": "{'Q56061': 'administrative territorial entity'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
Q = "Which administrative territory was Ada Brook born in ?"


def test_a_class_the_names_lack_is_not_missing_from_the_kg(wikidata_files):
    from verifier import Verifier

    lex, labels = str(wikidata_files / "lex.ttl"), str(wikidata_files / "labels.ttl")
    unannotated = WD + "SELECT ?x WHERE { wd:Q900101 wdt:P19 ?x . ?x wdt:P31 wd:Q900999 . }"
    with Verifier(lexicon=lex, names=(labels,)) as v:
        verdict = v.check(Q, unannotated)
        assert "unknown_term" not in verdict.reasons and verdict.status != "accept", verdict.explanation
        # the names still read the question: the annotated class and entity are bridged
        ok = v.check(Q, WD + "SELECT ?x WHERE { wd:Q900101 wdt:P19 ?x . ?x wdt:P31 wd:Q56061 . }")
        assert ok.status == "accept", ok.explanation
    # read as a KG, the same graph screens the class out: the KG is taken to hold every term
    with Verifier(lexicon=lex, kg=labels) as v:
        assert v.check(Q, unannotated).reasons[:1] == ("unknown_term",)


def test_names_come_before_the_kgs_labels_and_local_names_last(wikidata_files):
    from verifier.kg import labels_of, open_kg

    labels = labels_of(open_kg(str(wikidata_files / "labels.ttl")), (str(wikidata_files / "labels.ttl"),))
    assert [type(s).__name__ for s in labels.sources] == ["StoreLabels", "TolerantLabels", "LocalNameLabels"]
    assert [type(s).__name__ for s in labels_of(None).sources] == ["LocalNameLabels"]


def test_the_check_command_reads_names_and_says_no_unknown_term(wikidata_files, tmp_path):
    import subprocess
    import sys

    lex, labels = str(wikidata_files / "lex.ttl"), str(wikidata_files / "labels.ttl")
    q = WD + "SELECT ?x WHERE { wd:Q900101 wdt:P19 ?x . ?x wdt:P31 wd:Q900999 . }"
    run = [sys.executable, "-m", "verifier.cli", "check", "--question", Q, "--sparql", q, "--lexicon", lex, "--json"]
    named = json.loads(subprocess.run(run + ["--names", labels], capture_output=True, text=True).stdout)
    as_kg = json.loads(subprocess.run(run + ["--kg", labels], capture_output=True, text=True).stdout)
    assert "unknown_term" not in named["reasons"] and as_kg["reasons"][:1] == ["unknown_term"]


def test_the_service_workers_and_the_assistants_tools_read_names(wikidata_files):
    """``verifier serve --names`` and ``verifier mcp --names`` load the same labels-only graphs the check
    command reads: the annotated class is bridged by its name, and without the names it is not."""
    from verifier.assistants.tools import VerifierTools
    from verifier.service.config import ServiceConfig
    from verifier.service.pool import load_verifier

    lex, labels = str(wikidata_files / "lex.ttl"), str(wikidata_files / "labels.ttl")
    typed = WD + "SELECT ?x WHERE { wd:Q900101 wdt:P19 ?x . ?x wdt:P31 wd:Q56061 . }"
    named = load_verifier(ServiceConfig(lexicon=(lex,), names=(labels,)))
    bare = load_verifier(ServiceConfig(lexicon=(lex,)))
    try:
        assert named.check(Q, typed).status == "accept"
        assert bare.check(Q, typed).status != "accept"
    finally:
        named.close(), bare.close()
    tools = VerifierTools(lexicon=lex, names=(labels,))
    assert tools.check_sparql(Q, typed)["status"] == "accept"
    assert VerifierTools(lexicon=lex).check_sparql(Q, typed)["status"] != "accept"


def test_serve_refuses_a_names_file_that_is_not_there(tmp_path):
    import subprocess
    import sys

    pytest.importorskip("fastapi", reason="the 'serve' extra (fastapi, uvicorn) is not installed")
    missing = str(tmp_path / "no-labels.ttl")
    run = subprocess.run([sys.executable, "-m", "verifier.cli", "serve", "--names", missing, "--port", "0"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "no such file" in run.stderr and missing in run.stderr
