"""A superlative that ranks no answer of the question ("How many employees does the largest company in
X have?", "Is the largest city of X Y?") stays in the reading with an existential degree; a query
property named by the superlative and its noun (``largestCompany``) reads it as that relation, so the
ranking is compared instead of being lost."""

from lemon_lexicon import LEMON

LEX = LEMON

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
COUNT = "How many employees does the largest company in Zembla have?"


def test_a_count_over_the_top_ranked_thing_keeps_the_count_and_the_ranking(verifier):
    (r, *_) = verifier.readings(COUNT)[0]
    assert r.kind == "count" and r.inner_superlative is not None
    v = verifier.check(COUNT, H + "SELECT ?n WHERE { dbr:Zembla dbo:largestCompany ?c . ?c dbo:numberOfEmployees ?n }")
    assert v.status == "accept", v.explanation
    assert any("dbo:largestCompany" in n for n in v.notes)


def test_another_ranking_noun_or_container_is_not_accepted(verifier):
    for question, triple in [
        ("How many employees does the smallest company in Zembla have?", "dbr:Zembla dbo:largestCompany ?c"),
        (COUNT, "dbr:Zembla dbo:largestCity ?c"),
        (COUNT, "dbr:Ruritania dbo:largestCompany ?c"),
        (COUNT, "?c dbo:largestCompany dbr:Zembla"),
    ]:
        v = verifier.check(question, H + f"SELECT ?n WHERE {{ {triple} . ?c dbo:numberOfEmployees ?n }}")
        assert v.status != "accept", (question, triple)


def test_a_superlative_in_a_yes_no_question(verifier):
    question = "Is the largest city of Zembla Ostrov?"
    assert verifier.check(question, H + "ASK WHERE { dbr:Zembla dbo:largestCity dbr:Ostrov }").status == "accept"
    assert verifier.check(question, H + "ASK WHERE { dbr:Zembla dbo:capital dbr:Ostrov }").status != "accept"
    assert verifier.check("Is the smallest city of Zembla Ostrov?",
                          H + "ASK WHERE { dbr:Zembla dbo:largestCity dbr:Ostrov }").status != "accept"
