"""A name compounded with a common noun ("the Zorvath league") names the page DBpedia redirects the two
words to (``readings/phrases._redirected_compounds``): the noun's individual is that page, as a phrase that
spells its label is. Names, redirects and lexicon are made up; the grammar parses the questions and the
prover decides."""

import pytest
from rdflib import Graph

from lemon_lexicon import LEMON
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

LEX = LEMON + """
:member_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/league> ; lemon:subjOfProp :m1 ; lemon:objOfProp :m2 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


class Redirects:
    """A KG's redirects, as far as these tests need them: "Zorvath league" leads to "Zorvath", and
    "Quellan administration" to "Presidency of Quellan"."""

    pages = {"zorvath_league": "zorvath", "quellan_administration": "presidency_of_quellan"}

    def is_redirect(self, name: str, title: str) -> bool:
        key = lambda s: s.strip().lower().replace(" ", "_")  # noqa: E731
        return self.pages.get(key(name)) == key(title)


@pytest.fixture(scope="module")
def verifier():
    from verifier.api import Verifier
    lexicon = Lexicon.from_graph(Graph().parse(data=LEX, format="turtle"))
    return Verifier(lexicon=lexicon, bridge=Bridge(lexicon, None, redirects=Redirects()))


def test_a_compound_redirected_to_a_page_is_that_page(verifier):
    v = verifier.check("Give me all members of the Zorvath league.",
                       P + "SELECT ?c WHERE { ?c dbo:league dbr:Zorvath }")
    assert v.status == "accept", v.explanation
    assert any('redirect "Zorvath league"' in a["source"] for a in v.to_dict()["proof"]["axioms"])


def test_another_page_is_still_another_page(verifier):
    v = verifier.check("Give me all members of the Zorvath league.",
                       P + "SELECT ?c WHERE { ?c dbo:league dbr:Zorvath_Cup }")
    assert v.status != "accept", v.explanation


def test_no_redirect_no_reading(verifier):
    # "Quellan administration" leads to another page than Quellan's; "Brannock league" nowhere
    for q, name in (("Give me all members of the Quellan administration.", "Quellan"),
                    ("Give me all members of the Brannock league.", "Brannock")):
        v = verifier.check(q, P + f"SELECT ?c WHERE {{ ?c dbo:league dbr:{name} }}")
        assert v.status != "accept", (q, v.explanation)
