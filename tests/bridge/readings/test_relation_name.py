"""A relation word ("belong to", "member of", "part of": grammars/relation_verbs.tsv) whose object is a named
thing, read as the query property named for what the thing is (readings/objects.py, relation_name_options);
and a vague preposition whose subject is a name ("Is Lake Mirrow in Norway?": vague_relation.tmpl,
``named_normal``). Sentences written for these tests; no lexicon entries, so only the query's own names and
WordNet bridge the words."""

import pytest
from lemon_lexicon import LEMON

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON

DBO = "http://dbpedia.org/ontology/"
DBR = "http://dbpedia.org/resource/"


def members(prop: str, thing: str, reverse: bool = False, cls: str = "Island") -> str:
    edge = f"<{DBR}{thing}> <{DBO}{prop}> ?x" if reverse else f"?x <{DBO}{prop}> <{DBR}{thing}>"
    return f"SELECT DISTINCT ?x WHERE {{ ?x a <{DBO}{cls}> . {edge} }}"


@needs_wordnet
def test_belong_to_a_country_name_is_the_country_property(verifier):
    # WordNet makes Norway a country: what belongs to Norway has Norway as its country
    question = "Which islands belong to Norway?"
    v = verifier.check(question, members("country", "Norway"))
    assert v.status == "accept", v.explanation
    assert any(a["name"].startswith("relation_name:") for a in v.proof["axioms"]), v.proof["axioms"]
    # the other way round is another relation
    assert verifier.check(question, members("country", "Norway", reverse=True)).status != "accept"
    # a property named for what Norway is not (a location is no kind of Norway's)
    assert verifier.check(question, members("owner", "Norway")).status != "accept"


@needs_wordnet
def test_member_of_a_name_is_read_by_the_names_last_word(verifier):
    # "the Blue Wing Alliance" says by its name that it is an alliance
    question = "Which airlines are members of the Blue Wing Alliance?"
    query = members("alliance", "Blue_Wing_Alliance", cls="Airline")
    v = verifier.check(question, query)
    assert v.status == "accept", v.explanation
    assert verifier.check(question, members("alliance", "Blue_Wing_Alliance", reverse=True, cls="Airline")
                          ).status != "accept"
    # the name says nothing of a location (a league is read too, as a group its members belong to:
    # related.read_member_of_group)
    assert verifier.check(question, members("location", "Blue_Wing_Alliance", cls="Airline")).status != "accept"


@needs_wordnet
def test_a_name_with_no_kind_reads_nothing(verifier):
    # "Quorvex" is no word WordNet knows, and its name says no kind: no property is its name's
    v = verifier.check("Which islands belong to Quorvex?", members("country", "Quorvex"))
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_a_preposition_on_a_name_reads_as_the_family_property(verifier):
    question = "Is Lake Mirrow in Norway?"
    ask = f"ASK WHERE {{ <{DBR}Lake_Mirrow> <{DBO}country> <{DBR}Norway> }}"
    v = verifier.check(question, ask)
    assert v.status == "accept", v.explanation
    # the relation turned round, and a property no reading of "in" has, are not what "in" says
    assert verifier.check(question, f"ASK WHERE {{ <{DBR}Norway> <{DBO}country> <{DBR}Lake_Mirrow> }}"
                          ).status != "accept"
    assert verifier.check(question, f"ASK WHERE {{ <{DBR}Lake_Mirrow> <{DBO}owner> <{DBR}Norway> }}"
                          ).status != "accept"


@needs_wordnet
def test_a_path_preposition_reads_as_where_the_thing_is(verifier):
    # "flows through": what a river passes is where it is (vague_relations.table, _through_p)
    question = "Which cities does the Ulla River flow through?"
    query = f"SELECT ?c WHERE {{ ?c a <{DBO}City> . <{DBR}Ulla_River> <{DBO}city> ?c }}"
    v = verifier.check(question, query)
    assert v.status == "accept", v.explanation
    turned = f"SELECT ?c WHERE {{ ?c a <{DBO}City> . ?c <{DBO}city> <{DBR}Ulla_River> }}"
    assert verifier.check(question, turned).status != "accept"


def test_relation_verbs_table_lists_member_of():
    from verifier.question.light import relation_verbs

    assert relation_verbs()["_member_n_of"] == ("subject",)


@needs_wordnet
def test_an_open_reading_of_from_is_no_place_of_a_happening(verifier):
    # "from" says where someone comes from; a death place is the place of a happening the word does not say
    question = "Is Ada Quillon from Norway?"
    died = f"ASK WHERE {{ <{DBR}Ada_Quillon> <{DBO}deathPlace> <{DBR}Norway> }}"
    assert verifier.check(question, died).status != "accept"
    born = f"ASK WHERE {{ <{DBR}Ada_Quillon> <{DBO}birthPlace> <{DBR}Norway> }}"
    assert verifier.check(question, born).status == "accept"
    # an open reading whose name says no happening stands ("From which region is X?" as its wine region)
    region = f"SELECT ?r WHERE {{ <{DBR}Ada_Wine> <{DBO}wineRegion> ?r }}"
    v = verifier.check("From which region is Ada Wine?", region)
    assert v.status == "accept", v.explanation
