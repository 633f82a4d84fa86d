"""A relational noun no lexicon entry reads, "the N of X", read as the query property ``P(n, X)`` whose whole name
is a noun for the kind of group WordNet makes the noun's thing a member of (readings/related.py,
``read_member_of_group``): "the members of X" as ``?m dbo:party X`` (a member is "one of the persons who compose a
social group", a party an organization), "the players of X" as ``?p dbo:team X`` (a team's members are each "a
player on a team"). The lexicon lists no word of the questions; the grammar parses them (sentences and names
written for these tests)."""

import pytest

from lemon_lexicon import header
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

# one unrelated entry: the questions' words are all unknown to the lexicon
LEX = header("dbo") + """
:museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :mu1 ] ;
    lemon:sense [ lemon:reference dbo:Museum ; lemon:isA :mu1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_the_members_of_a_group_are_what_has_it_as_the_group_the_property_names(verifier):
    v = verifier.check("Who are the members of the Velvet Union?", H + "SELECT ?m WHERE { ?m dbo:party dbr:Velvet_Union }")
    assert v.status == "accept", v.explanation
    assert any("kind of group whose members" in a["source"] for a in v.proof["axioms"])
    assert "by its name" in v.explanation
    # an alliance is first "the state of being allied", and an organization in a later sense: still a group
    v = verifier.check("Which airlines are members of the Coral Alliance?",
                       H + "SELECT ?a WHERE { ?a dbo:alliance dbr:Coral_Alliance . ?a a dbo:Airline }")
    assert v.status == "accept", v.explanation


def test_the_players_of_a_team_are_what_has_it_as_their_team(verifier):
    v = verifier.check("Who are the players of the Lowtown Larks?", H + "SELECT ?p WHERE { ?p dbo:team dbr:Lowtown_Larks }")
    assert v.status == "accept", v.explanation
    v = verifier.check("Who is the tallest player of the Lowtown Larks?",
                       H + "SELECT ?p WHERE { ?p dbo:team dbr:Lowtown_Larks ; dbo:height ?h } ORDER BY DESC(?h) LIMIT 1")
    assert v.status == "accept", v.explanation


def test_a_possessive_or_a_compound_gives_the_group_too(verifier):
    for q in ("Who are the Lowtown Larks' players?", "Who are the Lowtown Larks players?"):
        v = verifier.check(q, H + "SELECT ?p WHERE { ?p dbo:team dbr:Lowtown_Larks }")
        assert v.status == "accept", (q, v.explanation)


def test_the_group_reading_keeps_its_direction_and_the_whole_name(verifier):
    q = "Who are the players of the Lowtown Larks?"
    # the team's own team, a name with a word the noun does not say ("former team"), a property that is no group
    for sparql in ("SELECT ?p WHERE { dbr:Lowtown_Larks dbo:team ?p }",
                   "SELECT ?p WHERE { ?p dbo:formerTeam dbr:Lowtown_Larks }",
                   "SELECT ?p WHERE { ?p dbo:birthPlace dbr:Lowtown_Larks }"):
        v = verifier.check(q, H + sparql)
        assert v.status != "accept", (sparql, v.explanation)


def test_a_noun_that_is_no_member_of_the_group_stays_unread(verifier):
    # a coach is no member WordNet gives a team; a teammate is "a fellow member of a team": related to another
    # member, not to the team, so "the teammates of X" is no team of X's
    for q in ("Who are the coaches of the Lowtown Larks?", "Who are the teammates of the Lowtown Larks?"):
        v = verifier.check(q, H + "SELECT ?p WHERE { ?p dbo:team dbr:Lowtown_Larks }")
        assert v.status != "accept", (q, v.explanation)


def test_a_territory_is_no_group_whose_members_a_property_of_it_names(verifier):
    # WordNet lists a state as a member of a country's territory, but what has Ruritania as its country is in
    # Ruritania (a city too), not one of its states
    for q in ("Which states of Ruritania border the sea?", "Which Ruritania states border the sea?"):
        v = verifier.check(q, H + "SELECT ?s WHERE { ?s dbo:country dbr:Ruritania ; dbo:border dbr:Sea }")
        assert v.status != "accept", (q, v.explanation)


def test_a_bare_noun_has_no_group_to_read(verifier):
    # "Which players are tall?": no "of", nothing the property's value could be
    v = verifier.check("Give me all players.", H + "SELECT ?p WHERE { ?p dbo:team ?t }")
    assert v.status != "accept", v.explanation
