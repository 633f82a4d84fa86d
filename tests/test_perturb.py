"""Perturbations of a right query: each kind applies where it should and yields a parseable query."""

import random

from verifier.audit.perturb import KINDS, Pools, perturbations, tokenize
from verifier.query import QueryError, query_logic

QUERY = ("PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
         "SELECT ?c WHERE { ?c wdt:P31 wd:Q11173 . ?c wdt:P2101 ?m . FILTER(?m > 100) }")
POOLS = Pools(classes={"wd:Q11173": ["wd:Q11173"]}, members={}, domains={"wdt:P2101": "wd:Q11173", "wdt:P2102": "wd:Q11173"},
              properties=["wdt:P2101", "wdt:P2102", "wdt:P2067"], entities=["wd:Q11173", "wd:Q5"])


def by_kind(sparql, pools=POOLS):
    return {p.kind: p for p in perturbations(sparql, pools)}


def test_tokenizer_keeps_offsets():
    toks = tokenize('SELECT ?x WHERE { ?x rdfs:label "a b"@en }')
    assert [t.kind for t in toks] == ["word", "var", "word", "punct", "var", "pname", "string", "punct"]
    assert all(QUERY[t.start:t.end] == t.text for t in tokenize(QUERY))


def test_every_kind_that_applies_gives_a_query_that_parses():
    got = by_kind(QUERY)
    expected = {"sibling_entity", "same_domain_property", "dropped_triple", "added_triple", "changed_answer_variable",
                "select_to_ask", "select_to_count", "changed_filter_constant", "added_language_filter", "truncated_text"}
    assert expected <= set(got)
    for kind, p in got.items():
        if kind == "truncated_text":
            try:
                query_logic(p.sparql)
                raise AssertionError("a truncated query parsed")
            except QueryError as e:
                assert e.code == "truncated_query"
        else:
            query_logic(p.sparql)  # raises if the edit broke the syntax
        assert p.expected == KINDS[kind]


def test_same_domain_property_stays_in_the_domain():
    p = by_kind(QUERY)["same_domain_property"]
    assert "P2102" in p.sparql and "P2101" not in p.sparql


def test_reversed_direction_swaps_subject_and_object():
    q = "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v . }"
    p = by_kind(q)["reversed_direction"]
    assert " ".join(p.sparql.split()) == "SELECT ?v WHERE { ?v wdt:P2067 wd:Q2270 . }"


def test_filter_constant_and_answer_variable_change():
    got = by_kind(QUERY)
    assert "FILTER(?m > 201)" in got["changed_filter_constant"].sparql
    assert got["changed_answer_variable"].sparql.count("SELECT ?m") == 1


def test_ask_and_count_swaps():
    ask = "ASK WHERE { wd:Q2270 wdt:P2067 ?v }"
    assert "SELECT DISTINCT ?v" in by_kind(ask)["ask_to_select"].sparql
    count = "SELECT (COUNT(?c) AS ?n) WHERE { ?c wdt:P31 wd:Q11173 }"
    assert query_logic(by_kind(count)["count_to_select"].sparql).form == "select"


def test_siblings_come_from_the_same_class():
    pools = Pools(classes={"wd:Q2270": ["wd:Q11173"]}, members={"wd:Q11173": ["wd:Q2270", "wd:Q15779"]},
                  entities=["wd:Q5"])
    assert pools.sibling("wd:Q2270", random.Random(0)) == "wd:Q15779"
    assert pools.sibling("wd:Q99", random.Random(0)) == "wd:Q5"


def test_stable_seed_is_the_same_in_every_process():
    import subprocess
    import sys

    from verifier.audit.perturb import stable_seed

    code = "from verifier.audit.perturb import stable_seed; print(stable_seed('q17'))"
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env={"PYTHONHASHSEED": str(n), "PATH": ""}).stdout.strip() for n in (1, 2)}
    assert runs == {str(stable_seed("q17"))}


def test_build_pools_collects_entities_properties_and_typed_members():
    from verifier.audit.perturb import build_pools

    head = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
    queries = [head + "SELECT ?x WHERE { dbr:Oslo dbo:mayor ?x . dbr:Oslo a dbo:City }",
               head + "SELECT ?x WHERE { dbr:Bergen dbo:twinCity ?x . dbr:Bergen a dbo:City }",
               "this is not SPARQL"]
    pools = build_pools(queries)
    assert pools.entities == ["dbr:Bergen", "dbr:Oslo"]
    assert pools.properties == ["dbo:mayor", "dbo:twinCity"]
    assert pools.members == {"dbo:City": ["dbr:Bergen", "dbr:Oslo"]}
    assert pools.sibling("dbr:Oslo", random.Random(0)) == "dbr:Bergen"


def test_score_suite_counts_rejections_and_right_reasons_per_kind():
    from verifier.audit.perturb import score_suite

    expected = {"1/a": "reversed_direction", "2/a": "reversed_direction", "1/b": "dropped_triple"}
    verdicts = {"1/a": {"status": "reject", "reasons": ["wrong_direction"]},
                "2/a": {"status": "reject", "reasons": ["wrong_relation"]},
                "1/b": {"status": "accept", "reasons": ["equivalent"]}}
    s = score_suite(expected, verdicts)
    assert s.per_kind["reversed_direction"] == {"n": 2, "rejected": 2, "right_reason": 1}
    assert s.per_kind["dropped_triple"] == {"n": 1, "rejected": 0, "right_reason": 0}
    assert (s.n, round(s.rejected, 3), round(s.right_reason, 3)) == (3, 0.667, 0.333)


def test_a_variant_of_the_same_fact_is_no_wrong_property():
    from verifier.audit.perturb import build_pools, perturbations
    base = "SELECT ?d WHERE { <http://dbpedia.org/resource/Ann_Example> <http://dbpedia.org/ontology/birthDate> ?d }"
    others = ["SELECT ?d WHERE { <http://dbpedia.org/resource/Bo_Example> <http://dbpedia.org/property/birthDate> ?d }",
              "SELECT ?d WHERE { <http://dbpedia.org/resource/Cy_Example> <http://dbpedia.org/ontology/birthYear> ?d }"]
    pools = build_pools([base] + others)
    for seed in range(20):
        kinds = [p.kind for p in perturbations(base, pools, seed=seed)]
        assert "same_domain_property" not in kinds
    pools = build_pools([base] + others + [
        "SELECT ?d WHERE { <http://dbpedia.org/resource/Di_Example> <http://dbpedia.org/ontology/deathDate> ?d }"])
    subs = {p.sparql for s in range(20) for p in perturbations(base, pools, seed=s) if p.kind == "same_domain_property"}
    assert subs and all("deathDate" in s for s in subs)


def test_a_symmetric_relation_is_not_reversed():
    from verifier.audit.perturb import build_pools, perturbations
    q = "SELECT ?s WHERE { <http://dbpedia.org/resource/Ann_Example> <http://dbpedia.org/ontology/spouse> ?s }"
    pools = build_pools([q])
    assert all(p.kind != "reversed_direction" for s in range(10) for p in perturbations(q, pools, seed=s))
