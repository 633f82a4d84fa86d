"""A question that keeps the answers with more than N things ("Which states have more than three official
languages?") against a query's GROUP BY … HAVING (COUNT(…) > N): the same answers when what is said of
the answers agrees and the counted things agree."""

from lemon_lexicon import LEMON
from verifier.logic import atoms
from verifier.logic.formulas import Count
from verifier.logic.ops import subformulas

LEX = LEMON + """
:state a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "state"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :s1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Country> ; lemon:isA :s1 ] .
:official_language_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "official language"@en ] ;
    lemon:otherForm [ lemon:writtenRep "official languages"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ol1 ; lexinfo:prepositionalAdjunct :ol2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/officialLanguage> ; lemon:subjOfProp :ol2 ; lemon:objOfProp :ol1 ] .
:ol2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> "
QUESTION = "Which states have more than three official languages?"


def _query(pattern: str, bound: int = 3) -> str:
    return H + f"SELECT ?s WHERE {{ {pattern} }} GROUP BY ?s HAVING (COUNT(?l) > {bound})"


def test_the_counted_nouns_adjective_is_counted_with_it(verifier):
    readings, _ = verifier.readings(QUESTION)
    counts = [g for r in readings for g in subformulas(r.formula) if isinstance(g, Count)]
    assert counts
    # "official" says which languages are counted, not that some other official thing exists
    assert any({a.pred for a in atoms(c.body) if a.args == c.vars} >= {"_official_a_1", "_language_n_1"}
               for c in counts)


def test_the_same_bound_on_the_same_things_is_accepted(verifier):
    v = verifier.check(QUESTION, _query("?s a dbo:Country ; dbo:officialLanguage ?l"))
    assert v.status == "accept", v.explanation


def test_another_bound_or_other_things_are_not_accepted(verifier):
    for sparql in (_query("?s a dbo:Country ; dbo:officialLanguage ?l", 2),
                   _query("?s a dbo:Country ; dbo:language ?l"),
                   _query("?l dbo:officialLanguage ?s . ?s a dbo:Country")):
        v = verifier.check(QUESTION, sparql)
        assert v.status != "accept", (sparql, v.explanation)
