"""Open-vocabulary readings for words an incomplete lexicon lacks (issue #20): each is one general rule
over the query's own terms, WordNet or the grammar's tables, offered below a lexicon reading and said so
in the explanation. Each faithful query is accepted beside an unfaithful twin that is not. Sentences
and names written for these tests."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

# no lexicon entries: the query's own terms, WordNet and the tables are all the bridge has
LEX = LEMON

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def check(verifier, question, body):
    return verifier.check(question, P + body)


# --- the age scale: no property stores an age, the date a thing came about measures it ---------------

@pytest.mark.parametrize("question,right,wrong", [
    # the oldest has the earliest birth date
    ("Who is the oldest child of Marta Quell?",
     "SELECT ?c WHERE { dbr:Marta_Quell dbo:child ?c . ?c dbo:birthDate ?d } ORDER BY ASC(?d) LIMIT 1",
     "SELECT ?c WHERE { dbr:Marta_Quell dbo:child ?c . ?c dbo:birthDate ?d } ORDER BY DESC(?d) LIMIT 1"),
    # "youngest" is the low pole of the age scale: the latest birth date
    ("Who is the youngest chess player?",
     "SELECT ?p WHERE { ?p a dbo:ChessPlayer ; dbo:birthDate ?d } ORDER BY DESC(?d) LIMIT 1",
     "SELECT ?p WHERE { ?p a dbo:ChessPlayer ; dbo:birthDate ?d } ORDER BY ASC(?d) LIMIT 1"),
    # a thing that is not born: the year it opened
    ("What is the oldest museum?",
     "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:openingYear ?y } ORDER BY ASC(?y) LIMIT 1",
     "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:openingYear ?y } ORDER BY DESC(?y) LIMIT 1"),
])
def test_an_age_adjective_ranks_by_the_date_its_thing_came_about(verifier, question, right, wrong):
    v = check(verifier, question, right)
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation
    assert check(verifier, question, wrong).status == "reject"


def test_a_date_of_an_ending_is_no_age(verifier):
    # the one who died first is not the oldest
    v = check(verifier, "Who is the oldest chess player?",
              "SELECT ?p WHERE { ?p a dbo:ChessPlayer ; dbo:deathDate ?d } ORDER BY ASC(?d) LIMIT 1")
    assert v.status != "accept", v.explanation


def test_the_age_rows_of_the_measure_table():
    from verifier.question.scales import property_on_scale, property_runs_inverse

    assert property_on_scale("dbo:birthDate", "age") and property_on_scale("dbo:foundingYear", "age")
    assert property_on_scale("dbo:releaseDate", "age")
    assert not property_on_scale("dbo:deathDate", "age") and not property_on_scale("dbo:completionDate", "age")
    assert not property_on_scale("dbo:populationTotal", "age")
    # the comparison orders a date on the age scale the other way
    assert property_runs_inverse("dbo:birthDate", "age")
    # the time scale still leaves a birth out ("the first king" is not the one born first)
    assert not property_on_scale("dbo:birthDate", "time")



# --- a property whose name WordNet defines as what one does with the verb -----------------------------

@pytest.mark.parametrize("question,right,reversed_,other", [
    # WordNet: an alma mater is "a school you graduated from"
    ("Which actors graduated from Tarnwick College?",
     "SELECT ?a WHERE { ?a a dbo:Actor ; dbo:almaMater dbr:Tarnwick_College }",
     "SELECT ?a WHERE { ?a a dbo:Actor . dbr:Tarnwick_College dbo:almaMater ?a }",
     "SELECT ?a WHERE { ?a a dbo:Actor ; dbo:employer dbr:Tarnwick_College }"),
    # a residence is "any address at which you dwell", and "dwell" is a synonym of "live"
    ("In which city does Oskar Venn live?",
     "SELECT ?c WHERE { ?c a dbo:City . dbr:Oskar_Venn dbo:residence ?c }",
     "SELECT ?c WHERE { ?c a dbo:City ; dbo:residence dbr:Oskar_Venn }",
     "SELECT ?c WHERE { ?c a dbo:City . dbr:Oskar_Venn dbo:birthPlace ?c }"),
])
def test_a_verb_reads_the_property_its_gloss_defines(verifier, question, right, reversed_, other):
    v = check(verifier, question, right)
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation
    # the other direction and another property are not what the gloss says (rejected or unknown)
    assert check(verifier, question, reversed_).status != "accept"
    assert check(verifier, question, other).status != "accept"


def test_a_gloss_that_names_the_doer_links_nothing():
    from verifier.bridge.readings.comparison import defined_by_verb
    from verifier.bridge.senses import SenseRanker

    wordnet = SenseRanker().wordnet
    assert defined_by_verb(wordnet, "graduate", "dbo:almaMater") == "alma mater"
    # "someone who composes music": the composer is the doer, not what one composes
    assert defined_by_verb(wordnet, "compose", "dbo:composer") is None
    # a verb the gloss does not use
    assert defined_by_verb(wordnet, "visit", "dbo:residence") is None
