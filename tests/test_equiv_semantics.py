"""``verifier equiv`` under SPARQL's answer semantics (issue 26, items 1–7), the query limits
(``too_complex``) and the Virtuoso dialect of real query logs."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lemon_lexicon import header
from verifier.cli import main
from verifier.prover.equiv import equivalence
from verifier.prover.rdfs import Schema, SchemaBridge, load_schema
from verifier.query import QueryError, parse_query, query_logic

P = "PREFIX : <http://example.org/> "
SCHEMA = """@prefix : <http://example.org/> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
:Film rdfs:subClassOf :Work . :directedBy rdfs:subPropertyOf :madeBy .
:directedBy rdfs:domain :Film . :directedBy rdfs:range :Person ."""


def eq(a, b, **kw):
    return equivalence(P + a, P + b, **kw)


def test_item1_limit_on_the_containing_side_is_not_ignored():
    r = eq("SELECT ?x WHERE { ?x :p ?y }", "SELECT ?x WHERE { ?x :p ?y } LIMIT 1")
    assert r.forward.contained is False and r.backward.contained is True
    assert len(r.forward.witness["kg"]) >= 2  # two answers, of which LIMIT 1 keeps one
    # OFFSET: unknown or disproved, never contained
    assert eq("SELECT ?x WHERE { ?x :p ?y }", "SELECT ?x WHERE { ?x :p ?y } OFFSET 1").forward.contained is not True


def test_item2_swapped_columns_are_not_equivalent():
    for sel in ("?x ?y", "*"):
        r = eq(f"SELECT {sel} WHERE {{ ?x :p ?y }}", f"SELECT {sel} WHERE {{ ?y :p ?x }}")
        assert not r.equivalent and r.forward.contained is False and r.backward.contained is False
        assert r.forward.witness["kg"] == [["<http://example.org/counterexample/x>", "<http://example.org/p>",
                                            "<http://example.org/counterexample/y>"]]


def test_item3_from_graph_is_not_the_default_graph():
    r = eq("SELECT ?x FROM <http://example.org/g> WHERE { ?x :p ?y }", "SELECT ?x WHERE { ?x :p ?y }")
    assert not r.equivalent and r.forward.contained is False and r.backward.contained is False
    assert r.forward.witness["kg"][0][3] == "<http://example.org/g>"  # the counter-example puts it in graph g
    assert eq("SELECT ?x FROM NAMED <http://example.org/g> WHERE { GRAPH ?g { ?x :p ?y } }",
              "SELECT ?x WHERE { GRAPH ?g { ?x :p ?y } }").forward.contained is True


def test_item4_deterministic_under_any_hash_seed(tmp_path):
    code = ("import json; from verifier.prover.equiv import equivalence; "
            "r = equivalence('PREFIX : <http://example.org/> SELECT * WHERE { ?a :p ?b . ?b :q ?c }', "
            "'PREFIX : <http://example.org/> SELECT * WHERE { ?a :p ?b . ?b :q ?c . ?c :r ?a }'); "
            "print(json.dumps(r.to_dict(), sort_keys=True))")
    outs = set()
    for seed in ("0", "1", "7", "123", "random"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                check=True).stdout)
    assert len(outs) == 1
    d = json.loads(outs.pop())
    assert d["directions"]["1_in_2"]["contained"] is False and d["directions"]["2_in_1"]["contained"] is True
    assert d["directions"]["1_in_2"]["witness"]["kg"]


def test_item5_predicate_variables_filter_bindings_and_order_limit():
    r = eq("SELECT ?x WHERE { ?x :name ?y }", "SELECT ?x WHERE { ?x ?q ?y }")
    assert r.forward.contained is True and r.backward.contained is False
    assert r.forward.witness["mappings"][0]["variables"]["?q"] == "<http://example.org/name>"
    assert eq("SELECT ?x WHERE { ?x :p ?y FILTER(?y = :c) }", "SELECT ?x WHERE { ?x :p :c }").equivalent
    # ORDER BY + LIMIT against a plain query: not a superlative "form" mismatch, but decided or unknown
    r = eq("SELECT ?x WHERE { ?x :p ?v } ORDER BY DESC(?v) LIMIT 1", "SELECT ?x WHERE { ?x :p ?v }")
    assert r.forward.contained is True and r.backward.contained is False
    r = eq("SELECT ?x WHERE { ?x :p ?y } ORDER BY ?y LIMIT 2", "SELECT ?x WHERE { ?x :p ?y } ORDER BY ?y LIMIT 2")
    assert r.equivalent


def test_item5_optional_negation_and_aggregates():
    opt = "SELECT ?x ?n WHERE { ?x :p ?y OPTIONAL { ?x :name ?n } }"
    r = eq(opt, "SELECT ?x ?n WHERE { ?x :p ?y . ?x :name ?n }")
    assert r.forward.contained is False and r.backward.contained is True
    assert eq(opt, "SELECT ?x ?n WHERE { ?x :p ?z OPTIONAL { ?x :name ?n } }").equivalent
    assert eq("SELECT ?x WHERE { ?x :p ?y FILTER NOT EXISTS { ?x :q ?z } }",
              "SELECT ?x WHERE { ?x :p ?y MINUS { ?x :q ?w } }").equivalent
    r = eq("SELECT ?x WHERE { ?x :p ?y FILTER NOT EXISTS { ?x :q ?z } }", "SELECT ?x WHERE { ?x :p ?y }")
    assert r.forward.contained is True and r.backward.contained is False
    assert eq("SELECT (COUNT(DISTINCT ?x) AS ?c) WHERE { ?x :p ?y }",
              "SELECT (COUNT(DISTINCT ?z) AS ?c) WHERE { ?z :p ?w }").equivalent
    r = eq("SELECT (SUM(?v) AS ?s) WHERE { ?x :p ?v }", "SELECT (SUM(?v) AS ?s) WHERE { ?x :p ?v . ?x a :T }")
    assert r.forward.contained is not True
    u = eq("SELECT ?x WHERE { ?x :p ?y FILTER(regex(?y, 'a')) }", "SELECT ?x WHERE { ?x :p ?y FILTER(regex(?y, 'b')) }")
    assert u.forward.contained is None and u.forward.constructs


def test_item6_two_prefixes_for_one_namespace():
    q = ("PREFIX res: <http://dbpedia.org/resource/> PREFIX dbr: <http://dbpedia.org/resource/> "
         "PREFIX dbo: <http://dbpedia.org/ontology/> SELECT ?x WHERE { res:Berlin dbo:mayor ?x . ?x dbo:party dbr:SPD }")
    ql = query_logic(q)
    assert "dbr:Berlin" in ql.iris and "dbr:SPD" in ql.iris
    r = equivalence(q, "SELECT ?x WHERE { dbr:Berlin dbo:mayor ?x . ?x dbo:party dbr:SPD }")
    assert r.equivalent


def test_item7_rdfs_schema(tmp_path):
    path = tmp_path / "schema.ttl"
    path.write_text(SCHEMA)
    r = eq("SELECT ?x WHERE { ?x a :Film }", "SELECT ?x WHERE { ?x a :Work }", schema=str(path))
    assert r.forward.contained is True and r.backward.contained is False
    assert r.axioms_used == ("rdfs:subClassOf:<http://example.org/Film><<http://example.org/Work>",)
    assert eq("SELECT ?x WHERE { ?x a :Film }", "SELECT ?x WHERE { ?x a :Work }").forward.contained is False
    r = eq("SELECT ?x ?y WHERE { ?x :directedBy ?y }", "SELECT ?x ?y WHERE { ?x :madeBy ?y . ?x a :Film }",
           schema=str(path))
    assert r.forward.contained is True and r.backward.contained is False
    # the range types every object: a KG with a literal object of directedBy satisfies no such schema
    r = eq("SELECT ?y WHERE { ?x :directedBy ?y }", "SELECT ?y WHERE { ?x :directedBy ?y . ?y a :Person }",
           schema=str(path))
    assert r.equivalent and "rdfs:range:<http://example.org/directedBy>=<http://example.org/Person>" in r.axioms_used
    assert eq("SELECT ?y WHERE { ?x :directedBy ?y . ?y :name ?n }",
              "SELECT ?y WHERE { ?x :directedBy ?y . ?y :name ?n . ?y a :Person }", schema=str(path)).equivalent
    # the CLI: --schema and --json with both directions and their witnesses
    q1, q2 = P + "SELECT ?x WHERE { ?x a :Film }", P + "SELECT ?x WHERE { ?x a :Work }"
    assert main(["equiv", q1, q2, "--schema", str(path), "--json"]) == 1
    # check: the schema's axioms join every axiom set for the query's terms
    sch = load_schema(str(path))
    names = [a.name for a in sch.axioms(["<http://example.org/Film>"])]
    assert names == ["rdfs:domain:<http://example.org/directedBy>=<http://example.org/Film>",
                     "rdfs:subClassOf:<http://example.org/Film><<http://example.org/Work>"]

    class Inner:
        def axiom_sets(self, reading, iris, formula):
            from verifier.bridge.model import AxiomSet
            return [AxiomSet(())]
    sets = SchemaBridge(Inner(), sch).axiom_sets(None, ["<http://example.org/Film>"], None)
    assert len(sets[0].axioms) == 2
    with pytest.raises(ValueError):
        load_schema(str(tmp_path / "missing.ttl"))


def test_equiv_json_witnesses(capsys):
    assert main(["equiv", P + "SELECT ?x WHERE { ?x :p ?y . ?y :q ?z }", P + "SELECT ?x WHERE { ?x :p ?w }",
                 "--json"]) == 1
    d = json.loads(capsys.readouterr().out)["directions"]
    assert d["1_in_2"]["contained"] is True and d["1_in_2"]["witness"]["mappings"][0]["variables"]["?w"] == "?y"
    assert d["2_in_1"]["contained"] is False and d["2_in_1"]["witness"]["kg"]


# ------------------------------------------------------------------------------ limits (issue 25)


@pytest.mark.parametrize("query", [
    "SELECT ?x WHERE " + "{" * 37 + " ?x <http://e/p> ?y " + "}" * 37,
    "SELECT ?x WHERE { " + " UNION ".join("{ ?x <http://e/p> <http://e/o%d> }" % i for i in range(2001)) + " }",
    "SELECT ?x WHERE { ?x <http://e/p> ?y " + " ".join("OPTIONAL { ?x <http://e/q%d> ?z%d }" % (i, i)
                                                      for i in range(500)) + " }",
    "SELECT ?x WHERE { ?x <http://e/p> ?y FILTER(" + "(" * 28 + "?y > 3" + ")" * 28 + ") }",
])
def test_deep_valid_queries_are_too_complex_not_syntax_errors(query):
    with pytest.raises(QueryError) as e:
        query_logic(query)
    assert e.value.code == "too_complex"


def test_limits_are_configurable_and_long_unions_translate(monkeypatch):
    union = "SELECT ?x WHERE { " + " UNION ".join("{ ?x <http://e/p> <http://e/o%d> }" % i for i in range(150)) + " }"
    assert query_logic(union).form == "select"  # 150 branches: past the recursive translation's depth before
    monkeypatch.setenv("VERIFIER_MAX_UNIONS", "10")
    with pytest.raises(QueryError) as e:
        parse_query(union)
    assert e.value.code == "too_complex" and "VERIFIER_MAX_UNIONS" in e.value.message
    r = equivalence(union, "SELECT ?x WHERE { ?x <http://e/p> ?o }")
    assert r.decided is False and "too_complex" in r.explanation


# ------------------------------------------------------------------------------ dialects (issue 20)


def test_virtuoso_dialect_forms_parse():
    q = query_logic("SELECT xsd:date(?d) WHERE { dbr:Berlin dbo:foundingDate ?d }")
    assert q.answer_vars and q.form == "select"
    c = query_logic("SELECT COUNT(?x) AS ?c WHERE { ?x dbo:city dbr:Berlin }")
    assert c.form == "count"
    w = query_logic("SELECT ?p WHERE { ?p dbo:city dbr:Hamilton,_Ontario }")
    assert any(i.endswith("Hamilton,_Ontario>") or i == "dbr:Hamilton,_Ontario" for i in w.iris), w.iris
    # an object list stays an object list
    two = query_logic("SELECT ?x WHERE { ?x dbo:p dbr:A,dbr:B }")
    assert "dbr:A" in two.iris and "dbr:B" in two.iris


def test_virtuoso_parentheses_in_a_prefixed_name_parse_as_the_iri():
    """``dbr:Name_(qualifier)`` (Virtuoso takes bare parentheses in a prefixed name) is the IRI with them,
    after the name, in a FILTER and with a comma inside; a function call keeps its parentheses."""
    one = query_logic("SELECT ?x WHERE { dbr:Quix_(software) dbo:developer ?x . }")
    assert any(i.endswith("/Quix_(software)>") or i == "dbr:Quix_(software)" for i in one.iris), one.iris
    cut = query_logic("SELECT ?x WHERE { ?x dbo:p ?y FILTER(?y = dbr:Blue_Party_(Nowhere_Land)) }")
    assert any("Blue_Party_(Nowhere_Land)" in i for i in cut.iris), cut.iris
    both = parse_query("SELECT ?x WHERE { ?x dbo:p dbr:Quix,_Ontario_(town). ?x dbo:q dbr:Zed_(b)_c }")
    assert "<http://dbpedia.org/resource/Quix,_Ontario_(town)>" in both.parsed_text
    assert "<http://dbpedia.org/resource/Zed_(b)_c>" in both.parsed_text
    call = parse_query("SELECT ?x WHERE { ?x dbo:p ?d FILTER(xsd:integer(?d) > xsd:double(1e5)) }")
    assert call.repairs == () and "xsd:integer(?d)" in call.parsed_text


@pytest.mark.shared_data
def test_every_qald9_train_gold_query_parses():
    path = Path(__file__).resolve().parents[2] / "shared" / "data" / "qald9" / "qald-9-train-multilingual.json"
    if not path.is_file():
        path = Path("/work/shared/data/qald9/qald-9-train-multilingual.json")
    if not path.is_file():
        pytest.skip("QALD-9 train not found under ../shared/data")
    bad = []
    for q in json.loads(path.read_text())["questions"]:
        text = q["query"].get("sparql")
        if text:
            try:
                parse_query(text)
            except QueryError as exc:
                bad.append((q["id"], exc.code))
    assert bad == []


LEX_STAR = header("dbo") + """
:appear_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "appear"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :a_s ; lexinfo:prepositionalAdjunct :a_o ] ;
    lemon:sense [ lemon:reference dbo:starring ; lemon:subjOfProp :a_o ; lemon:objOfProp :a_s ] .
:a_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""


def test_check_uses_the_schema(tmp_path):
    """A class the query adds is an extra constraint, unless the schema's range axiom implies it."""
    from verifier import Verifier

    (tmp_path / "lex.ttl").write_text(LEX_STAR)
    (tmp_path / "schema.ttl").write_text("@prefix dbo: <http://dbpedia.org/ontology/> . "
                                         "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> . "
                                         "dbo:starring rdfs:range dbo:Politician .")
    q = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
         "SELECT ?x WHERE { dbr:Vertigo dbo:starring ?x . ?x a dbo:Politician }")
    with Verifier(lexicon=tmp_path / "lex.ttl", timeout_ms=20000) as v:
        assert v.check("Who appeared in Vertigo?", q).reasons == ("extra_constraint",)
    with Verifier(lexicon=tmp_path / "lex.ttl", timeout_ms=20000, schema=tmp_path / "schema.ttl") as v:
        assert v.check("Who appeared in Vertigo?", q).status == "accept"


def test_benchmark_prints_a_table_and_json(capsys):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from equiv import CASES, main as bench

    assert len(CASES) * 4 >= 200
    assert bench(["--json", "--limit", "30"]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert last["pairs"] == 30 and last["wrong_contained"] == 0 and last["directions"] == 60
