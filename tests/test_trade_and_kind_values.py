"""A noun read as the value of a property that says what its subject is
(``verifier/bridge/readings/guessed.read_kind_value``), where no lexicon entry gives that reading:

* a relational noun used bare: "writers" is ``_writer_n_of(x, i)`` in the grammar, and a query that asks
  for things whose occupation is ``dbr:Writer`` says the same;
* a person noun's field by WordNet's derivation: an oceanographer's occupation may be given as
  ``dbr:Oceanography``, and so may the value of a property named by what WordNet makes the field a kind of
  (``dbo:field``); a field is a trade, not a kind, so as a ``dbp:type`` it says nothing of the noun;
* a page named by the noun as the value of a property of the profile's ``kind_individual`` role
  (``dbp:type dbr:Beer`` for "beers").

Beside each accepted query, a twin with another value that must not be accepted. The lexicon is our own
and holds nothing for these nouns.
"""

import pytest
from lemon_lexicon import header


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo") + """
:brew_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "brew"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :br_s ; lexinfo:prepositionalAdjunct :br_o ] ;
    lemon:sense [ lemon:reference dbo:location ; lemon:subjOfProp :br_s ; lemon:objOfProp :br_o ] .
:br_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""


P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> " \
    "PREFIX dbr: <http://dbpedia.org/resource/> "


def _status(verifier, question, where):
    verdict = verifier.check(question, P + "SELECT ?x WHERE { " + where + " }")
    return verdict.status, verdict


@needs_wordnet
def test_a_bare_relational_noun_is_its_occupation(verifier):
    status, verdict = _status(verifier, "Give me all writers.", "?x dbo:occupation dbr:Writer .")
    assert status == "accept", verdict.explanation
    assert "dbr:Writer" in verdict.explanation
    status, verdict = _status(verifier, "Give me all writers.", "?x dbo:occupation dbr:Painter .")
    assert status != "accept", verdict.explanation


@needs_wordnet
def test_a_person_noun_is_its_field_as_an_occupation(verifier):
    status, verdict = _status(verifier, "Give me all geologists.", "?x dbo:occupation dbr:Geology .")
    assert status == "accept", verdict.explanation
    assert "geology" in verdict.explanation.lower()
    # another field is another trade
    status, verdict = _status(verifier, "Give me all geologists.", "?x dbo:occupation dbr:Astronomy .")
    assert status != "accept", verdict.explanation


@needs_wordnet
def test_a_person_noun_is_its_field_as_the_value_of_a_property_named_by_what_a_field_is(verifier):
    """Geology is an earth science, a science, a *field* of study (WordNet): a property whose whole name is that
    word holds its subject's field, so geologists are the things whose field is geology."""
    status, verdict = _status(verifier, "Give me all geologists.", "?x dbo:field dbr:Geology .")
    assert status == "accept", verdict.explanation
    assert any("what WordNet makes the field a kind of" in a["source"] for a in verdict.proof["axioms"])
    # another field; a property whose name says more than "field"; one that names no kind of field
    for where in ("?x dbo:field dbr:Astronomy .", "?x dbo:researchField dbr:Geology .", "?x dbo:genre dbr:Geology ."):
        status, verdict = _status(verifier, "Give me all geologists.", where)
        assert status != "accept", (where, verdict.explanation)


@needs_wordnet
def test_a_field_is_no_kind_of_thing(verifier):
    """A page about the field as the thing's type says what the thing is about, not that it is a geologist."""
    status, verdict = _status(verifier, "Give me all geologists.", "?x dbp:type dbr:Geology .")
    assert status != "accept", verdict.explanation


@needs_wordnet
def test_a_page_named_by_the_noun_is_its_kind(verifier):
    status, verdict = _status(verifier, "Which beers are brewed in Ostmark?",
                              "?x dbp:type dbr:Beer ; dbo:location dbr:Ostmark .")
    assert status == "accept", verdict.explanation
    status, verdict = _status(verifier, "Which beers are brewed in Ostmark?",
                              "?x dbp:type dbr:Cider ; dbo:location dbr:Ostmark .")
    assert status != "accept", verdict.explanation
    # the kind must be stated: a query without it admits anything brewed there
    status, verdict = _status(verifier, "Which beers are brewed in Ostmark?", "?x dbo:location dbr:Ostmark .")
    assert status != "accept", verdict.explanation


@needs_wordnet
def test_a_page_named_by_the_noun_is_its_kind_through_a_property_named_a_type(verifier):
    # dbo:beverageType is no role of the profile; its name, "<noun> type", says it gives its subject's kind
    status, verdict = _status(verifier, "Which beers are brewed in Ostmark?",
                              "?x dbo:beverageType dbr:Beer ; dbo:location dbr:Ostmark .")
    assert status == "accept", verdict.explanation
    for where in ("?x dbo:beverageType dbr:Cider ; dbo:location dbr:Ostmark .",
                  "?x dbo:beverageStyle dbr:Beer ; dbo:location dbr:Ostmark ."):
        status, verdict = _status(verifier, "Which beers are brewed in Ostmark?", where)
        assert status != "accept", (where, verdict.explanation)
