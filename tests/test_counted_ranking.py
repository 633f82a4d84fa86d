"""A superlative ranked by a number of things ("Which poet wrote the most novels?" against ``GROUP BY ?p
ORDER BY DESC(COUNT(?n)) LIMIT 1``): the query ranks the same answers by the number of the same things,
or it asks another question. A query that counts other things (anything the poet authored, not novels)
or ranks other answers (any person, not poets) is rejected on the part that differs, as a how-many
query counting them would be; only a part Z3 decides neither way leaves the ranking unknown. The
lexicon, the names and the classes are made up for the test."""

import pytest

from lemon_lexicon import LEMON
from verifier import Verifier
from verifier.bridge.wordnet import wordnet_available
from verifier.logic import Atom, Extremum, Forall, Iff, Var
from verifier.logic.formulas import Count
from verifier.prover.compare import compare

LEX = LEMON + """
:write a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "write"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :w_s ; lexinfo:directObject :w_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/author> ; lemon:subjOfProp :w_o ; lemon:objOfProp :w_s ] .
:poet a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "poet"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Poet> ; lemon:isA :p1 ] .
:novel a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "novel"@en ] ;
    lemon:otherForm [ lemon:writtenRep "novels"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Novel> ; lemon:isA :n1 ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> "
RANK = " } GROUP BY ?p ORDER BY DESC(?n) LIMIT 1"
X, Y, B, F, N, M = Var("x"), Var("y"), Var("b"), Var("f"), Var("n"), Var("m")


def test_a_ranking_that_counts_other_things_is_different():
    ax = [("write", Forall((X, Y), Iff(Atom("_write_v_1", (X, Y)), Atom("ex:writer", (Y, X)))))]
    # "who wrote the most books", ranked by #{b | write(x, b)}; the query by #{f | writer(f, y)}
    q = Extremum(X, Count((B,), Atom("_write_v_1", (X, B)), "=", N), N, "max", 1)
    good = Extremum(Y, Count((F,), Atom("ex:writer", (F, Y)), "=", M), M, "max", 1)
    other = Extremum(Y, Count((F,), Atom("ex:editor", (F, Y)), "=", M), M, "max", 1)
    assert compare(q, [X], good, [Y], ax).status == "equivalent"
    got = compare(q, [X], other, [Y], ax)
    # the editor's works are other things: a countermodel has one, so the rankings differ, and the
    # diagnosis is pointed at the counted bodies
    assert got.status == "different" and got.part is not None
    assert got.part[0] == q.body.body and got.part[2] == other.body.body


@pytest.mark.skipif(not wordnet_available(), reason="WordNet not installed (make setup)")
def test_most_novels_against_rankings_of_other_things(tmp_path):
    path = tmp_path / "lexicon.ttl"
    path.write_text(LEX, encoding="utf-8")
    q = "Which poet wrote the most novels?"
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        good = v.check(q, H + "SELECT ?p (COUNT(?b) AS ?n) WHERE { ?b dbo:author ?p ; a dbo:Novel . ?p a dbo:Poet ."
                       + RANK)
        assert good.status == "accept", good.explanation
        # anything the poet authored, not the novels
        works = v.check(q, H + "SELECT ?p (COUNT(?b) AS ?n) WHERE { ?b dbo:author ?p . ?p a dbo:Poet ." + RANK)
        assert works.status == "reject" and works.reasons[0] == "missing_constraint", works.explanation
        assert "novels" in works.explanation and "poet" not in works.explanation.split("novels")[0]
        # any person, not poets
        people = v.check(q, H + "SELECT ?p (COUNT(?b) AS ?n) WHERE { ?b dbo:author ?p ; a dbo:Novel . ?p a dbo:Person ."
                         + RANK)
        assert people.status == "reject", people.explanation
        assert "poet" in people.explanation, people.explanation
