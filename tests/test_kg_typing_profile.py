"""Typing predicates per KG (issue 22): each KG types its items by its own predicate, so a query checked
against Wikidata that types by ``rdf:type`` matches nothing there (``unknown_term``), while DBpedia, which
types its resources by ``rdf:type`` with its own classes and Wikidata's, keeps reading it as typing. The KG
is the one the verifier is told (``Verifier(kg_profile=…)``, ``--kg-profile``) or, when it is not, the one
whose namespaces the query's predicates and things are in. Names, properties and questions are made up."""

import pytest

from lemon_lexicon import header

PROPERTIES = [
    {"id": "P9931", "label": "fellowship", "description": "guild to which the person belongs", "alias": []},
]
RECORD = {"question": "Which guild does Tilda Marsh belong to ?",
          "context": {"entities": "{'Q990401': 'Tilda Marsh'}", "relations": "{}",
                      "types": "{'Q990501': 'guild'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n" \
     "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>\n"
GUILD = "Which guild does Tilda Marsh belong to?"


@pytest.fixture(scope="module")
def told(wikidata_files):
    """A verifier told that its queries run against Wikidata."""
    from verifier import Verifier

    with Verifier(lexicon=wikidata_files / "lex.ttl", kg=wikidata_files / "labels.ttl", timeout_ms=20000,
                  kg_profile="wikidata") as v:
        yield v


def test_wikidata_typing_by_its_own_predicate_is_read(told):
    v = told.check(GUILD, WD + "SELECT ?x WHERE { wd:Q990401 wdt:P9931 ?x . ?x wdt:P31 wd:Q990501 . }")
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("query", [
    "SELECT ?x WHERE { wd:Q990401 wdt:P9931 ?x . ?x rdf:type wd:Q990501 . }",
    "SELECT ?x WHERE { wd:Q990401 wdt:P9931 ?x . ?x a wd:Q990501 . }",
])
def test_rdf_type_asked_of_wikidata_matches_nothing(told, wikidata_verifier, query):
    for verifier in (told, wikidata_verifier):  # told, or read from the query's wdt: property
        v = verifier.check(GUILD, WD + query)
        assert (v.status, v.reasons) == ("reject", ("unknown_term",)), v.explanation
        assert "rdf:type" in v.explanation and "wdt:P31" in v.explanation


def test_a_query_that_only_types_is_judged_by_the_kg_it_is_told(told, wikidata_verifier):
    query = WD + "SELECT ?x WHERE { ?x rdf:type wd:Q990501 . }"
    assert told.check("Give me all guilds.", query).reasons == ("unknown_term",)
    # nothing in the query says which KG it is for: rdf:type may be DBpedia's typing by Wikidata's class
    assert wikidata_verifier.check("Give me all guilds.", query).reasons != ("unknown_term",)


DBO = header("dbo") + """
@prefix wd: <http://www.wikidata.org/entity/> .
:guild a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "guild"@en ] ;
    lemon:sense [ lemon:reference dbo:Guild ] .
:brotherhood a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "brotherhood"@en ] ;
    lemon:sense [ lemon:reference wd:Q990501 ] .
"""
DB = "PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbr: <http://dbpedia.org/resource/>\n" \
     "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


@pytest.fixture(scope="module")
def lexicon(tmp_path_factory):
    path = tmp_path_factory.mktemp("lex") / "lex.ttl"
    path.write_text(DBO)
    return path


@pytest.mark.parametrize("profile", ["dbpedia", ""])
@pytest.mark.parametrize("question,query", [
    ("Give me all guilds.", "SELECT ?x WHERE { ?x a dbo:Guild }"),
    # DBpedia types its resources by Wikidata's classes too, through rdf:type
    ("Give me all brotherhoods.", "SELECT ?x WHERE { ?x a wd:Q990501 }"),
])
def test_dbpedia_reads_rdf_type_as_typing(lexicon, profile, question, query):
    from verifier import Verifier

    with Verifier(lexicon=lexicon, kg_profile=profile) as v:
        out = v.check(question, DB + query)
    assert out.status == "accept", out.explanation


def test_wikidata_typing_asked_of_dbpedia_matches_nothing(lexicon):
    from verifier import Verifier

    with Verifier(lexicon=lexicon, kg_profile="dbpedia") as v:
        out = v.check("Give me all guilds.", DB + "SELECT ?x WHERE { ?x wdt:P31 dbo:Guild }")
    assert out.reasons == ("unknown_term",) and "types by rdf:type, not by wdt:P31" in out.explanation


@pytest.mark.parametrize("query,kg", [
    ("SELECT ?x WHERE { ?x a wd:Q990501 ; dbo:founder dbr:Tilda_Marsh . }", "dbpedia"),
    ("SELECT ?x WHERE { ?x a wd:Q990501 ; wdt:P112 wd:Q990401 . }", "wikidata"),
    ("SELECT ?x WHERE { ?x a wd:Q990501 }", ""),
    # a link from a DBpedia resource to a Wikidata item names both KGs: neither is read
    ("SELECT ?x WHERE { ?x a wd:Q990501 ; <http://www.w3.org/2002/07/owl#sameAs> wd:Q990401 ; "
     "dbo:founder dbr:Tilda_Marsh . }", ""),
])
def test_the_kg_is_read_from_the_predicates_and_things_not_the_classes(query, kg):
    from verifier.forms import foreign_typing
    from verifier.query import query_logic

    assert bool(foreign_typing(query_logic(DB + query))) == (kg == "wikidata")
    assert not foreign_typing(query_logic(DB + query), "dbpedia")
    assert foreign_typing(query_logic(DB + query), "wikidata")


def test_a_label_predicate_of_another_kg_matches_nothing():
    from verifier.forms import foreign_typing
    from verifier.query import query_logic

    query = DB + "PREFIX foaf: <http://xmlns.com/foaf/0.1/>\nSELECT ?x WHERE { ?x foaf:name \"Tilda Marsh\" }"
    assert foreign_typing(query_logic(query), "wikidata") and not foreign_typing(query_logic(query), "dbpedia")


def test_an_unknown_profile_fails_at_once():
    from verifier import Verifier
    from verifier._data import DataFileMissing

    with pytest.raises(DataFileMissing):
        Verifier(kg_profile="nowhere")


def test_the_cli_is_told_the_kg(lexicon, capsys):
    from verifier.cli import main

    query = DB + "SELECT ?x WHERE { ?x a wd:Q990501 }"
    args = ["check", "--question", "Give me all brotherhoods.", "--sparql", query, "--lexicon", str(lexicon)]
    assert main(args) == 0
    assert main([*args, "--kg-profile", "wikidata"]) == 1
    assert "wdt:P31" in capsys.readouterr().out


def test_the_service_and_the_audit_workers_are_told_the_kg(lexicon):
    from verifier.audit import runner
    from verifier.service.config import ServiceConfig
    from verifier.service.pool import load_verifier

    query = DB + "SELECT ?x WHERE { ?x a wd:Q990501 }"
    served = load_verifier(ServiceConfig(lexicon=(str(lexicon),), kg_profile="wikidata"))
    try:
        assert served.check("Give me all brotherhoods.", query).reasons == ("unknown_term",)
    finally:
        served.close()
    kept = runner._VERIFIER, runner._VERIFIER_CONFIG
    try:
        runner._init_worker(runner.AuditConfig(lexicon=(str(lexicon),), kg_profile="wikidata"))
        assert runner._VERIFIER.check("Give me all brotherhoods.", query).reasons == ("unknown_term",)
    finally:
        runner._VERIFIER, runner._VERIFIER_CONFIG = kept
