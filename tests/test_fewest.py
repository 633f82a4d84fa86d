""""The fewest Ns" ranks by the lowest count, as "the least Ns" does (``_the+fewest_q`` in the grammar's closed
lexicon), not by a degree of the adjective "few": a query ordering a count or a stored count upwards is
right, one ordering it downwards a wrong direction. Made-up words and names."""

import pytest

from lemon_lexicon import LEMON

LEX = LEMON + """
:realm a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "realm"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Realm> ] .
"""

DBO = "http://dbpedia.org/ontology/"
HEAD = f"PREFIX dbo: <{DBO}> PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> "


@pytest.mark.wordnet
def test_the_fewest_is_the_lowest_count(verifier):
    up = HEAD + "SELECT ?r WHERE { ?r rdf:type dbo:Realm ; dbo:populationTotal ?n } ORDER BY ASC(?n) LIMIT 1"
    down = HEAD + "SELECT ?r WHERE { ?r rdf:type dbo:Realm ; dbo:populationTotal ?n } ORDER BY DESC(?n) LIMIT 1"
    v = verifier.check("Which realm has the fewest inhabitants?", up)
    assert v.status == "accept", v.explanation
    v = verifier.check("Which realm has the fewest inhabitants?", down)
    assert v.status == "reject" and v.reasons[0] == "wrong_aggregate", v.explanation
