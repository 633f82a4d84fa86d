"""A parse set aside only for a word nothing bridges, that agrees with the query but for that word, keeps the
verdict at unknown: another parse's disproof may be of a misreading (issue 20, combining parses). "Who produced
films starring Ann Marlow?" has the parse "films [starring Ann Marlow]" and, first in the grammar's ranking of
the rest, the apposition "films starring, Ann Marlow" (the films *are* Ann Marlow). With no entry for "films",
the first agrees with ``?f dbo:starring dbr:Ann_Marlow ; dbo:producer ?p`` but for "films"; the apposition is
bridged and disproved. The verdict used to be that disproof (a reject); the lexicon's silence on "films" is no
evidence against the query. The entities and sentences are made up."""

import pytest

from lemon_lexicon import header

LEX = header("dbo") + """
:museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
    lemon:sense [ lemon:reference dbo:Museum ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
Q = "Who produced films starring Ann Marlow?"


def test_a_parse_unread_only_for_a_word_is_not_disproved_by_a_misreading(verifier):
    v = verifier.check(Q, P + "SELECT DISTINCT ?p WHERE { ?f dbo:starring dbr:Ann_Marlow ; dbo:producer ?p . }")
    assert v.status == "unknown", v.explanation
    assert v.reasons == ("no_lexical_bridge",)


@pytest.mark.parametrize("body", [
    "?f dbo:starring dbr:Bob_Other ; dbo:producer ?p .",  # another actor: disproved whatever "films" means
])
def test_a_query_wrong_beyond_the_unread_word_is_still_rejected(verifier, body):
    v = verifier.check(Q, P + f"SELECT DISTINCT ?p WHERE {{ {body} }}")
    assert v.status == "reject", v.explanation


def test_agreement_but_for_unread_words_needs_both_directions():
    from verifier.api import _Outcome
    from verifier.forms import agrees_but_for_unread
    from verifier.logic import Atom, Var
    from verifier.question.reading import Reading

    x = Var("x1")
    reading = Reading(Atom("_film_n_1", (x,)), (x,), "wh")
    # no comparison, or a reading that is not set aside: nothing to agree
    assert not agrees_but_for_unread(_Outcome(reading, 0, "unbridged"), None, 1000)
    assert not agrees_but_for_unread(_Outcome(reading, 0, "different"), None, 1000)
