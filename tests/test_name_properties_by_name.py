"""A name the query gives as the value of a property whose own name says it holds names (``dbo:riverName``,
``dbo:officialName``), beside the KG profile's ``name`` role (``foaf:name``, ``rdfs:label``): an unseen KG's
name properties are found by their names (``readings/names.names_a_name``). A property whose name merely
contains the word elsewhere (``dbo:nameDay``) holds no names, and a different string is a different name.
Names and the lexicon are our own.
"""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.readings.names import names_a_name

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:length a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "length"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :l1 ; lexinfo:prepositionalAdjunct :l2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/length> ; lemon:subjOfProp :l2 ; lemon:objOfProp :l1 ] .
:l2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> "
Q = "What is the length of the Morrow?"


def test_a_property_named_as_a_name_holds_names():
    kind = {"river", "ship"}.__contains__
    assert names_a_name("dbo:riverName", frozenset(), kind)
    assert names_a_name("dbo:shipName", frozenset(), kind)
    assert names_a_name("dbp:name", frozenset(), kind)
    assert names_a_name("foaf:name", frozenset({"foaf:name"}), kind)
    # a name of one occasion is one of a thing's names, not the one it goes by
    assert not names_a_name("dbo:birthName", frozenset(), kind)
    assert not names_a_name("dbo:nameDay", frozenset(), kind)
    assert not names_a_name("dbo:length", frozenset(), kind)


@needs_wordnet
def test_the_name_as_the_value_of_a_name_property_by_its_name(verifier):
    v = verifier.check(Q, P + 'SELECT ?l WHERE { ?r dbo:riverName "Morrow"@en ; dbo:length ?l }')
    assert v.status == "accept", v.explanation
    assert "riverName" in v.explanation


@needs_wordnet
@pytest.mark.parametrize("sparql", [
    P + 'SELECT ?l WHERE { ?r dbo:riverName "Marrow"@en ; dbo:length ?l }',   # another name
    P + 'SELECT ?l WHERE { ?r dbo:nameDay "Morrow"@en ; dbo:length ?l }',     # not a name property
    P + 'SELECT ?l WHERE { ?r dbo:birthName "Morrow"@en ; dbo:length ?l }',   # a name it had, not goes by
])
def test_other_strings_and_other_properties_are_no_name(verifier, sparql):
    v = verifier.check(Q, sparql)
    assert v.status != "accept", v.explanation
