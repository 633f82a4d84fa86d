"""A phrase with no lexicon entry that spells the page a query gives as what its thing is (a property of the
KG profile's kind_individual role, DBpedia's dbo:type): "public universities" with
?u dbo:type dbr:Public_university. The phrase reads as the things of that kind, below the lexicon's readings and
said so; an adjective of the head outside the page's name is bridged alone ("Swiss public universities")."""

from lemon_lexicon import LEMON

LEX = LEMON  # no entries: every reading here comes from the query's own names

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def _check(verifier, question: str, pattern: str):
    return verifier.check(question, H + f"SELECT DISTINCT ?u WHERE {{ {pattern} }}")


def test_the_phrase_is_the_things_of_the_kind_its_page_names(verifier):
    v = _check(verifier, "List all public universities.", "?u dbo:type dbr:Public_university .")
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation


def test_a_hyphenated_word_is_spelled_as_the_grammar_closes_it_up(verifier):
    v = _check(verifier, "Give me all non-profit hospitals.", "?u dbo:type dbr:Nonprofit_hospital .")
    assert v.status == "accept", v.explanation


def test_an_adjective_outside_the_name_is_bridged_alone(verifier):
    v = _check(verifier, "List all Swiss public universities.",
               "?u dbo:type dbr:Public_university ; dbo:country dbr:Switzerland .")
    assert v.status == "accept", v.explanation
    # without the adjective's constraint the query asks for more than the question
    v = _check(verifier, "List all Swiss public universities.", "?u dbo:type dbr:Public_university .")
    assert v.status != "accept", v.explanation


def test_another_kind_another_direction_or_no_phrase_is_not_accepted(verifier):
    for question, pattern in (("List all public universities.", "?u dbo:type dbr:Private_university ."),
                              ("List all public universities.", "dbr:Public_university dbo:type ?u ."),
                              ("List all public universities.", "?u dbo:genre dbr:Public_university ."),
                              ("List all universities.", "?u dbo:type dbr:Public_university .")):
        v = _check(verifier, question, pattern)
        assert v.status != "accept", (question, pattern, v.explanation)


def test_a_phrase_with_a_name_is_no_kind(verifier):
    # "provinces in Ruritania" spells the page "Provinces of Ruritania" only up to its preposition, and the
    # name says where they are, which a kind's page says only of itself: not read as the kind
    v = verifier.check("How many provinces are in Ruritania?",
                       H + "SELECT (COUNT(DISTINCT ?u) AS ?c) WHERE { ?u dbo:type dbr:Provinces_of_Ruritania }")
    assert v.status != "accept", v.explanation
