"""A vague preposition beside a count that a stored number answers: "Which hall in Tarn has the most lamps?"
with the hall's location and a stored lamp count. "in" reads as the location; "have", the count's link, would
take the same property, so no reading reads both, and before, neither was read. The vague atoms outside the
count are read and the count's link left unbridged (``vague.vague_alternatives``, ``spare``): "have" is read by
the count's stored-number rereading. Not where the atom left over is no count's link. Made-up words and
names."""

import pytest

from lemon_lexicon import LEMON

LEX = LEMON + """
:hall a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "hall"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Hall> ] .
"""

HEAD = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> " \
       "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> "
QUESTION = "Which hall in Tarn has the most lamps?"


def _query(where: str, order: str = "DESC") -> str:
    return HEAD + f"SELECT ?h WHERE {{ ?h rdf:type dbo:Hall ; {where} }} ORDER BY {order}(?n) LIMIT 1"


@pytest.mark.wordnet
def test_in_is_read_beside_the_stored_count(verifier):
    v = verifier.check(QUESTION, _query("dbo:location dbr:Tarn ; dbo:numberOfLamps ?n"))
    assert v.status == "accept", v.explanation


@pytest.mark.wordnet
def test_the_place_or_the_count_left_out_or_changed_is_not_accepted(verifier):
    for where in ("dbo:numberOfLamps ?n", "dbo:location dbr:Tarn ; dbo:numberOfDoors ?n",
                  "dbo:location dbr:Zenda ; dbo:numberOfLamps ?n"):
        assert verifier.check(QUESTION, _query(where)).status != "accept", where
    v = verifier.check(QUESTION, _query("dbo:location dbr:Tarn ; dbo:numberOfLamps ?n", "ASC"))
    assert v.status == "reject", v.explanation
