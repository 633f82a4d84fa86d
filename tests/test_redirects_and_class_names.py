"""Three ways a query may name what the question says in other letters (names and the lexicon are our own):

* a page the lexicon names by one title and the query by another, one a redirect of the other, is one page
  (``expand._redirected_options``): the lexicon's "stoic" as ``dbp:school dbr:Stoicism``, the query's
  ``dbr:Stoic_philosophy``;
* a hyphenated label is also read closed up (``names.closed_up``): "non-profit" as the grammar's "nonprofit";
* a two-word noun phrase that spells a query class's whole name reads as that class
  (``readings/classes.typed_class_phrases``): "nonprofit organizations" as ``dbo:NonprofitOrganization``.
"""

import pytest
from rdflib import Graph

from lemon_lexicon import header
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.names import closed_up

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("owl") + """
:stoic a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "stoic"@en ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ;
        owl:onProperty <http://dbpedia.org/property/school> ;
        owl:hasValue <http://dbpedia.org/resource/Stoicism> ] ] .
:member_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/club> ; lemon:subjOfProp :m1 ; lemon:objOfProp :m2 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:gravel a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "Gravel Pit Club"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/resource/Gravel_Pit_Club> ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> PREFIX dbr: <http://dbpedia.org/resource/> "


class Redirects:
    """A KG's redirects, as far as these tests need them: "Stoic philosophy" leads to "Stoicism"."""

    pages = {"stoic_philosophy": "stoicism"}

    def is_redirect(self, name: str, title: str) -> bool:
        return self.pages.get(name.lower()) == title.lower()


@pytest.fixture(scope="module")
def verifier():
    from verifier.api import Verifier
    lexicon = Lexicon.from_graph(Graph().parse(data=LEX, format="turtle"))
    return Verifier(lexicon=lexicon, bridge=Bridge(lexicon, None, redirects=Redirects()))


def test_closed_up_adds_the_closed_form_of_a_hyphenated_label():
    assert closed_up(["Non-profit organization", "Charity"]) == [
        "Non-profit organization", "Nonprofit organization", "Charity"]
    assert closed_up(["Anglo-Saxon", "-x"]) == ["Anglo-Saxon", "AngloSaxon", "-x"]


@needs_wordnet
def test_a_page_the_query_names_by_its_redirect_is_the_lexicon_page(verifier):
    q = "Which stoics are members of the Gravel Pit Club?"
    v = verifier.check(q, P + "SELECT ?m WHERE { ?m dbp:school dbr:Stoic_philosophy ; dbo:club dbr:Gravel_Pit_Club }")
    assert v.status == "accept", v.explanation
    assert "redirect" in v.explanation or any("redirect" in a["source"] for a in v.to_dict()["proof"]["axioms"])
    # a page that merely looks alike is another page
    v = verifier.check(q, P + "SELECT ?m WHERE { ?m dbp:school dbr:Stoic_poetry ; dbo:club dbr:Gravel_Pit_Club }")
    assert v.status != "accept", v.explanation


@needs_wordnet
@pytest.mark.parametrize("cls", ["dbo:NonprofitOrganization", "dbo:Non-ProfitOrganization"])
def test_two_words_that_spell_a_query_class_read_as_it(verifier, cls):
    v = verifier.check("Which nonprofit organizations are members of the Gravel Pit Club?",
                       P + f"SELECT ?o WHERE {{ ?o a {cls} ; dbo:club dbr:Gravel_Pit_Club }}")
    assert v.status == "accept", v.explanation
    # a class that the phrase does not spell is no reading of it
    v = verifier.check("Which nonprofit organizations are members of the Gravel Pit Club?",
                       P + "SELECT ?o WHERE { ?o a dbo:NonprofitSociety ; dbo:club dbr:Gravel_Pit_Club }")
    assert v.status != "accept", v.explanation
