"""Relations with no lexicon entry, read through WordNet and the query's own names (issue 20, unseen
questions): a verb through what WordNet says it causes, a verb with a time through a synonym of its act, a verb's subject phrase with a relational noun, the
same beside a class the query types by, and a relational noun through a property named by the whole it is a
member of. Each reading keeps its direction and reads only what it names: the reversed query or another
property is never accepted. Sentences and names made up for these tests."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.wordnet import wordnet_available

pytestmark = pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")

# no lexicon entries at all: WordNet and the query's own names are all the bridge has
LEX = LEMON

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def check(verifier, question, body):
    return verifier.check(question, P + body)


def test_a_passive_verb_reads_the_happening_of_the_verb_it_causes(verifier):
    # WordNet: to assassinate is to kill (one step up), and killing causes dying, whose happening is death:
    # the one assassinated died, where and when it happened
    where, when = "Where was Oskar Venn assassinated?", "When was Oskar Venn assassinated?"
    v = check(verifier, where, "SELECT ?p WHERE { dbr:Oskar_Venn dbo:deathPlace ?p }")
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation
    assert check(verifier, when, "SELECT ?d WHERE { dbr:Oskar_Venn dbo:deathDate ?d }").status == "accept"
    # the place is no date, another happening is no reading, the reversed relation is none either
    assert check(verifier, when, "SELECT ?d WHERE { dbr:Oskar_Venn dbo:deathPlace ?d }").status != "accept"
    assert check(verifier, where, "SELECT ?p WHERE { dbr:Oskar_Venn dbo:birthPlace ?p }").status != "accept"
    assert check(verifier, where, "SELECT ?p WHERE { ?p dbo:deathPlace dbr:Oskar_Venn }").status != "accept"


def test_the_caused_happening_is_said_of_the_one_the_verb_is_done_to_only(verifier):
    # with its doer said, the verb's subject is the killer, who did not die
    v = check(verifier, "Where did Ada Quill assassinate Oskar Venn?",
              "SELECT ?p WHERE { dbr:Ada_Quill dbo:deathPlace ?p }")
    assert v.status != "accept", v.explanation


def test_a_verb_with_a_time_reads_a_property_named_by_a_synonym_of_its_act(verifier):
    # WordNet: to found (establish, set up, found) derives "establishment", whose sense is "constitution,
    # establishment, formation": the formation year of a club is the year it was founded
    q = "Which clubs were founded in 1921?"
    v = check(verifier, q, "SELECT ?c WHERE { ?c a dbo:Club ; dbo:formationYear 1921 }")
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation and "formation" in v.explanation
    v = check(verifier, "When was Quillon Rowing Club founded?",
              "SELECT ?d WHERE { dbr:Quillon_Rowing_Club dbo:formationDate ?d }")
    assert v.status == "accept", v.explanation
    # another act is no reading, nor is a name with no kind of value, nor a date for a place
    assert check(verifier, q, "SELECT ?c WHERE { ?c a dbo:Club ; dbo:dissolutionYear 1921 }").status != "accept"
    assert check(verifier, q, "SELECT ?c WHERE { ?c a dbo:Club ; dbo:organisation ?o }").status != "accept"
    assert check(verifier, "Where was Quillon Rowing Club founded?",
                 "SELECT ?d WHERE { dbr:Quillon_Rowing_Club dbo:formationDate ?d }").status != "accept"


def test_a_verb_reads_the_property_its_subject_phrase_with_a_relational_noun_names(verifier):
    # "ethnic groups": _ethnic_a_1(x) ∧ _group_n_of(x, i), its "of" unexpressed; together they spell
    # dbo:ethnicGroup, and the place is the property's subject
    q = "Which ethnic groups live in Tessaly?"
    v = check(verifier, q, "SELECT ?g WHERE { dbr:Tessaly dbo:ethnicGroup ?g }")
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation  # a reading below the lexicon's, and said so
    assert check(verifier, q, "SELECT ?g WHERE { ?g dbo:ethnicGroup dbr:Tessaly }").status != "accept"
    # a property the phrase spells only in part is no reading of it
    assert check(verifier, q, "SELECT ?g WHERE { dbr:Tessaly dbo:group ?g }").status != "accept"
    assert check(verifier, "Which groups live in Tessaly?",
                 "SELECT ?g WHERE { dbr:Tessaly dbo:ethnicGroup ?g }").status != "accept"


def test_the_subject_phrase_reads_the_verb_beside_the_class_the_query_types_it_by(verifier):
    # the class reading reads "languages" (dbo:Language), the subject reading the verb with its place
    q = "Which languages are spoken in Dralmoor?"
    v = check(verifier, q, "SELECT ?l WHERE { ?l a dbo:Language . dbr:Dralmoor dbo:language ?l }")
    assert v.status == "accept", v.explanation
    assert check(verifier, q, "SELECT ?l WHERE { ?l a dbo:Language . ?l dbo:language dbr:Dralmoor }").status != "accept"
    assert check(verifier, q, "SELECT ?l WHERE { ?l a dbo:Language . dbr:Dralmoor dbo:currency ?l }"
                 ).status != "accept"


def test_a_relational_noun_reads_a_property_named_by_its_whole_and_itself(verifier):
    # WordNet: a member is one of those who compose a group, and a band is a (musical) organization: the
    # "band member" of X is a member of X
    q = "Who are the members of the Velvet Drift?"
    v = check(verifier, q, "SELECT ?m WHERE { dbr:The_Velvet_Drift dbo:bandMember ?m }")
    assert v.status == "accept", v.explanation
    assert check(verifier, q, "SELECT ?m WHERE { ?m dbo:bandMember dbr:The_Velvet_Drift }").status == "reject"
    # a word of the name that is no whole of a member, or a word besides the whole, says something else
    assert check(verifier, q, "SELECT ?m WHERE { dbr:The_Velvet_Drift dbo:bandLeader ?m }").status != "accept"
    assert check(verifier, q, "SELECT ?m WHERE { dbr:The_Velvet_Drift dbo:formerBandMember ?m }").status != "accept"
    assert check(verifier, q, "SELECT ?m WHERE { dbr:The_Velvet_Drift dbo:heightMember ?m }").status != "accept"


def test_the_whole_of_a_noun_comes_from_wordnet_only():
    from verifier.bridge.namelinks import names_its_whole
    from verifier.bridge.resources import wordnet

    wn = wordnet()
    assert names_its_whole("band", "member", wn) and names_its_whole("team", "member", wn)
    # an episode is part of a serial (WordNet's part holonym)
    assert names_its_whole("serial", "episode", wn)
    assert not names_its_whole("height", "member", wn) and not names_its_whole("band", "episode", wn)


def test_a_year_on_a_verb_is_a_time_however_its_preposition_is_parsed(verifier):
    # "in 1921" may be parsed as a state's "in" (_in_p_state): the year still asks for a time, so a place the
    # verb names ("foundation place") is no reading of it, alone or in a union beside the founding year
    q = "Which clubs were founded in 1921?"
    v = check(verifier, q, 'SELECT ?c WHERE { ?c a dbo:Club { ?c dbo:foundationPlace ?d } UNION '
                           '{ ?c dbo:foundingYear ?d } FILTER regex(?d, "^1921") }')
    assert v.status != "accept", v.explanation
    v = check(verifier, q, 'SELECT ?c WHERE { ?c a dbo:Club ; dbo:foundingYear ?d FILTER regex(?d, "^1921") }')
    assert v.status == "accept", v.explanation
