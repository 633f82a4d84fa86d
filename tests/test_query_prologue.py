"""The SPARQL parse skips the PREFIX declarations a query never uses (generated queries open with dozens,
and the parser spent most of its time on them), without changing what the query means or what a
malformed one is told."""

import pytest

from verifier.query import QueryError, query_logic
from verifier.query.parse import _without_unused_prefixes, parse_query

#: a generator's namespace table, most of it unused by the queries below
TABLE = "".join(f"PREFIX ns{i}: <http://example.org/ns{i}/>\n" for i in range(30)) + \
    "PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbr: <http://dbpedia.org/resource/>\n"
BODY = "SELECT ?p WHERE { ?p dbo:birthPlace dbr:Lyon . ?p a ns7:Poet }"


def test_unused_declarations_are_dropped_and_used_ones_kept():
    lean = _without_unused_prefixes(TABLE + BODY)
    assert "PREFIX ns7:" in lean and "PREFIX dbo:" in lean and "PREFIX dbr:" in lean
    assert "ns8:" not in lean and "ns1:" not in lean and "ns17:" not in lean
    assert lean.strip().endswith(BODY)
    # nothing unused: the very same string comes back
    assert _without_unused_prefixes("PREFIX dbo: <http://dbpedia.org/ontology/> " + BODY.replace("ns7:Poet", "dbo:Poet")) \
        == "PREFIX dbo: <http://dbpedia.org/ontology/> " + BODY.replace("ns7:Poet", "dbo:Poet")


def test_a_name_spelled_anywhere_after_the_prologue_keeps_its_declaration():
    text = 'PREFIX a: <http://a/> PREFIX b: <http://b/> SELECT ?s WHERE { ?s ?p "b:x" }'
    assert "PREFIX b:" in _without_unused_prefixes(text) and "PREFIX a:" not in _without_unused_prefixes(text)


def test_only_the_prologue_is_touched():
    # a declaration after the query form is a syntax error, and stays one
    text = "PREFIX a: <http://a/> SELECT ?s WHERE { ?s ?p ?o } PREFIX b: <http://b/>"
    assert _without_unused_prefixes(text).rstrip().endswith("PREFIX b: <http://b/>")
    with pytest.raises(QueryError) as info:
        query_logic(text)
    assert info.value.code == "syntax_error"


def test_the_logic_is_the_same_with_or_without_the_unused_declarations():
    full, lean = query_logic(TABLE + BODY), query_logic(
        "PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbr: <http://dbpedia.org/resource/>\n"
        "PREFIX ns7: <http://example.org/ns7/>\n" + BODY)
    assert full.formula == lean.formula and full.answer_vars == lean.answer_vars
    assert set(full.iris) == set(lean.iris)
    # the text as given is what the parsed query keeps (its key for equivalence checks)
    assert parse_query(TABLE + BODY).parsed_text == TABLE + BODY


def test_a_malformed_query_is_told_what_its_own_text_says():
    broken = TABLE + "SELECT ?p WHERE { ?p dbo:birthPlace dbr:Lyon "
    with pytest.raises(QueryError) as info:
        query_logic(broken)
    with pytest.raises(QueryError) as plain:
        from verifier.query.parse import _parse_as_written
        from rdflib.plugins.sparql.algebra import translateQuery
        from rdflib.plugins.sparql.parser import parseQuery
        _parse_as_written(broken, broken, (), parseQuery, translateQuery)
    assert info.value.code == plain.value.code == "truncated_query"
    assert info.value.message == plain.value.message  # (the positions are those of the text as written)
    # an unused declaration of an undeclared-looking name changes nothing either: an unknown prefix
    # in the body is still refused
    assert pytest.raises(QueryError, query_logic, TABLE + "SELECT ?p WHERE { ?p zz:q ?o }").value.code \
        == "undeclared_prefix"
