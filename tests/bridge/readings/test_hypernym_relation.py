"""A relational noun no lexicon entry reads, read as the query property labelled by the noun's WordNet
hypernym one step up ("the wife of X" as X's ``spouse``: a wife is a kind of spouse), only where nothing
else reads it (readings/related.py, ``read_hypernym_relation``); and a verb as the symmetric query property
naming the members of the group its WordNet noun names ("marry", "marriage", spouses: ``read_pair_member``).
The lexicon lists no word of the questions; the grammar parses them (sentences and names written for these
tests)."""

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


def test_a_relational_noun_reads_as_the_property_its_hypernym_labels(verifier):
    v = verifier.check("Who is the wife of Oren Dask?", H + "SELECT ?w WHERE { dbr:Oren_Dask dbo:spouse ?w }")
    assert v.status == "accept", v.explanation
    assert any("is a kind of “spouse”" in a["source"] for a in v.proof["axioms"])
    v = verifier.check("Is Mara Vell the wife of Oren Dask?", H + "ASK WHERE { dbr:Oren_Dask dbo:spouse dbr:Mara_Vell }")
    assert v.status == "accept", v.explanation


def test_the_hypernym_reading_keeps_the_relation_and_its_direction(verifier):
    q = "Who is the wife of Oren Dask?"
    # a property the hypernym does not label, or another person's spouse: not the question's relation
    assert verifier.check(q, H + "SELECT ?w WHERE { dbr:Oren_Dask dbo:child ?w }").status != "accept"
    assert verifier.check(q, H + "SELECT ?w WHERE { dbr:Lina_Marr dbo:spouse ?w }").status != "accept"


def test_a_noun_whose_hypernym_labels_no_query_property_stays_unread(verifier):
    # a widow is a kind of woman, not of spouse: nothing reads "widow" as dbo:spouse
    v = verifier.check("Who is the widow of Oren Dask?", H + "SELECT ?w WHERE { dbr:Oren_Dask dbo:spouse ?w }")
    assert v.status != "accept", v.explanation


# two steps up, where one step reaches no label: a mayor is a politician, a politician a leader (and a
# property labelled "leader name" holds leaders, given by name)

def test_a_relational_noun_reads_as_the_property_its_hypernym_two_steps_up_labels(verifier):
    v = verifier.check("Who is the mayor of Lowmere?", H + "SELECT ?m WHERE { dbr:Lowmere dbo:leaderName ?m }")
    assert v.status == "accept", v.explanation
    assert any("“politician → leader”" in a["source"] for a in v.proof["axioms"])
    assert verifier.check("Who is the mayor of Lowmere?", H + "SELECT ?m WHERE { ?m dbo:leaderName dbr:Lowmere }"
                          ).status != "accept"


def test_no_second_step_above_a_word_that_names_a_relation_of_its_own(verifier):
    # a wife is a spouse, one of a marriage (WordNet's member holonym): a relative, above it, is another
    # relation, and the spouse's own relation is not the query's
    v = verifier.check("Who is the wife of Oren Dask?", H + "SELECT ?w WHERE { dbr:Oren_Dask dbo:relative ?w }")
    assert v.status != "accept", v.explanation


# "marry": WordNet derives "marriage" from it, a group ("two people who are married to each other") whose
# members are spouses (readings/related.py, ``read_pair_member``)

def test_a_verb_reads_as_the_symmetric_property_naming_the_members_of_its_group(verifier):
    for q, sparql in (("Was Oren Dask married?", "ASK WHERE { dbr:Oren_Dask dbo:spouse ?w }"),
                      ("Whom did Oren Dask marry?", "SELECT ?w WHERE { dbr:Oren_Dask dbo:spouse ?w }"),
                      ("Who was married to Oren Dask?", "SELECT ?w WHERE { dbr:Oren_Dask dbo:spouse ?w }")):
        v = verifier.check(q, H + sparql)
        assert v.status == "accept", (q, v.explanation)
    assert any("makes a group whose members" in a["source"] for a in v.proof["axioms"])


def test_the_pair_reading_takes_no_other_property_nor_another_preposition(verifier):
    q = "Whom did Oren Dask marry?"
    # a symmetric property that names no member of a marriage, another person's spouse
    assert verifier.check(q, H + "SELECT ?w WHERE { dbr:Oren_Dask dbo:relative ?w }").status != "accept"
    assert verifier.check(q, H + "SELECT ?w WHERE { dbr:Lina_Marr dbo:spouse ?w }").status != "accept"
    # "in" does not mark the other member: the place is not a spouse
    v = verifier.check("Who was married in Lowmere?", H + "SELECT ?w WHERE { dbr:Lowmere dbo:spouse ?w }")
    assert v.status != "accept", v.explanation
