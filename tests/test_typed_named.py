"""A class the query adds to a thing the question names (verifier/forms.py, typed_named_thing): the query
then says only what the named thing is, a fact of the KG, so the verdict is ``unknown`` (``type_of_named``),
never ``extra_constraint``; a class added to the answer stays an extra constraint."""

P = ("PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
     "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> ")


def test_a_class_on_a_named_individual_is_a_fact_of_the_kg_not_an_extra_constraint(chemistry_verifier):
    v = chemistry_verifier.check("What is the mass of benzene?",
                                 P + "SELECT ?m WHERE { wd:Q2270 wdt:P31 wd:Q11173 ; wdt:P2067 ?m }")
    assert (v.status, v.reasons[0]) == ("unknown", "type_of_named"), v.explanation
    assert "wd:Q2270" in v.explanation and "wd:Q11173" in v.explanation


def test_a_class_on_a_variable_equal_to_a_named_individual_is_a_fact_of_the_kg(chemistry_verifier):
    v = chemistry_verifier.check("What is the mass of benzene?", P + "SELECT ?m WHERE { ?c wdt:P31 wd:Q11173 ; "
                                 "wdt:P2067 ?m . FILTER(?c = wd:Q2270) }")
    assert (v.status, v.reasons[0]) == ("unknown", "type_of_named"), v.explanation


def test_a_class_on_the_answer_is_still_an_extra_constraint(chemistry_verifier):
    v = chemistry_verifier.check("What is the mass of benzene?",
                                 P + "SELECT ?m WHERE { wd:Q2270 wdt:P2067 ?m . ?m wdt:P31 wd:Q11173 }")
    assert v.status == "reject" and v.reasons[0] == "extra_constraint", v.explanation
