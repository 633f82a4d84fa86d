"""The tests' shared Lemon header (tests/lemon_lexicon.py): what it declares is what the modules declared by hand."""

import pytest
from rdflib import Graph, URIRef

from lemon_lexicon import LEMON, header, ontolex_header

ENTRY = ':museum a lemon:LexicalEntry ; lemon:canonicalForm [ lemon:writtenRep "museum"@en ] .\n'


def _namespaces(text: str) -> dict[str, str]:
    return {prefix: str(iri) for prefix, iri in Graph().parse(data=text, format="turtle").namespaces()}


def test_the_plain_header_declares_lemon_lexinfo_and_the_entries_own_names():
    g = Graph().parse(data=LEMON + ENTRY, format="turtle")
    museum = URIRef("http://example.org/lex#museum")
    assert (museum, None, URIRef("http://lemon-model.net/lemon#LexicalEntry")) in g
    ns = _namespaces(LEMON)
    assert ns["lemon"] == "http://lemon-model.net/lemon#"
    assert ns["lexinfo"] == "http://www.lexinfo.net/ontology/2.0/lexinfo#"


def test_extra_prefixes_and_an_own_namespace_are_added_by_name():
    text = header("dbo", "owl", own="http://ex.org/lex#")
    assert text.startswith(LEMON.split("\n")[0]) and text.endswith("\n")
    ns = _namespaces(text)
    assert ns["dbo"] == "http://dbpedia.org/ontology/" and ns["owl"] == "http://www.w3.org/2002/07/owl#"
    g = Graph().parse(data=text + ENTRY, format="turtle")
    assert {str(s) for s in g.subjects() if isinstance(s, URIRef)} == {"http://ex.org/lex#museum"}


def test_an_unknown_prefix_name_is_an_error_not_a_silent_omission():
    with pytest.raises(KeyError):
        header("dbx")


def test_the_ontolex_header_declares_the_w3c_vocabularies():
    ns = _namespaces(ontolex_header())
    assert ns["ontolex"] == "http://www.w3.org/ns/lemon/ontolex#"
    assert ns["synsem"] == "http://www.w3.org/ns/lemon/synsem#"
    g = Graph().parse(data=ontolex_header() + ':e a ontolex:LexicalEntry .\n', format="turtle")
    assert (URIRef("http://example.org/lexicon#e"), None, None) in g
