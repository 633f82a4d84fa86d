"""A query that returns a date's year (``BIND(YEAR(?d) AS ?y)``, ``SELECT (YEAR(?d) AS ?y)``): for a
question that asks when ("When was Ada Lind born?", "In which year …?") the year is the date at a year's
granularity, as the date itself answers it; for a question that asks for the date as a thing ("What is the
birth date of Ada Lind?") a bare year is the wrong answer. Names and the lexicon are our own.
"""

import pytest
from lemon_lexicon import LEMON


needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = LEMON + """
:born_on a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "born"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :bo_s ; lexinfo:prepositionalAdjunct :bo_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthDate> ; lemon:subjOfProp :bo_s ; lemon:objOfProp :bo_o ;
                  lemon:condition [ lemon:propertyRange <http://www.w3.org/2001/XMLSchema#date> ] ] .
:bo_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "on"@en ] ] .
:birth_date a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "birth date"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :bd1 ; lexinfo:prepositionalAdjunct :bd2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthDate> ; lemon:subjOfProp :bd2 ; lemon:objOfProp :bd1 ] .
:bd2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
YEAR_BOUND = P + "SELECT ?y WHERE { dbr:Ada_Lind dbo:birthDate ?d . BIND(YEAR(?d) AS ?y) }"
YEAR_SELECTED = P + "SELECT (YEAR(?d) AS ?y) WHERE { dbr:Ada_Lind dbo:birthDate ?d }"


@needs_wordnet
@pytest.mark.parametrize("question", ["When was Ada Lind born?", "In which year was Ada Lind born?"])
@pytest.mark.parametrize("sparql", [YEAR_BOUND, YEAR_SELECTED])
def test_the_year_of_the_date_answers_when(verifier, question, sparql):
    verdict = verifier.check(question, sparql)
    assert verdict.status == "accept", verdict.explanation
    assert any("YEAR(?d)" in n for n in verdict.notes), verdict.notes


@needs_wordnet
@pytest.mark.parametrize("sparql", [YEAR_BOUND, YEAR_SELECTED])
def test_a_bare_year_is_no_birth_date(verifier, sparql):
    verdict = verifier.check("What is the birth date of Ada Lind?", sparql)
    assert verdict.status == "reject" and verdict.reasons[0] == "wrong_answer_variable", verdict.explanation
    assert "year" in verdict.explanation
    # the date itself answers it
    assert verifier.check("What is the birth date of Ada Lind?",
                          P + "SELECT ?d WHERE { dbr:Ada_Lind dbo:birthDate ?d }").status == "accept"
