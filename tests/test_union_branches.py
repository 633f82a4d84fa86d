"""A union branch no question word reads, beside one that reads the word (issue 20): a rejection that
rests only on the lexicon's silence about the other branches' properties is ``unknown``
(``unlinked_term``); one with evidence against a branch's property, a union that widens a class, or a
query that still asks for more than the question without those branches stays rejected. The lexicon is
near-empty, so "founded" is read by the query's property names; questions and properties are made up."""

import pytest

from lemon_lexicon import header

LEX = header("dbo") + """
:dissolve a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "dissolve"@en ] ;
    lemon:sense [ lemon:reference dbo:dissolutionYear ] .
"""
P = "PREFIX dbo: <http://dbpedia.org/ontology/>\n"
Q = "Which guilds were founded in 1890?"


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier

    path = tmp_path_factory.mktemp("lex") / "lex.ttl"
    path.write_text(LEX)
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        yield v


def _query(union: str, typed: str = "?g a dbo:Guild .", year: str = 'FILTER regex(str(?d), "^1890")') -> str:
    return P + f"SELECT ?g WHERE {{ {typed} {union} {year} }}"


def test_unread_branches_beside_the_read_one_leave_the_verdict_open(verifier):
    v = verifier.check(Q, _query("{ ?g dbo:foundingYear ?d } UNION { ?g dbo:establishmentYear ?d } "
                                 "UNION { ?g dbo:creationYear ?d }"))
    assert (v.status, v.reasons) == ("unknown", ("unlinked_term",)), v.explanation
    assert "dbo:establishmentYear" in v.explanation and "dbo:creationYear" in v.explanation
    assert "in others" in v.explanation


@pytest.mark.parametrize("sparql", [
    # a branch the lexicon reads as another word ("dissolve"): evidence against it
    _query("{ ?g dbo:foundingYear ?d } UNION { ?g dbo:establishmentYear ?d } UNION { ?g dbo:dissolutionYear ?d }"),
    # the union widens the class: no property in the unread branch
    _query("{ ?g dbo:foundingYear ?d } UNION { ?g dbo:establishmentYear ?d } UNION { ?g dbo:creationYear ?d }",
           typed="{ ?g a dbo:Guild } UNION { ?g a dbo:Organisation }"),
    # without its unread branches the query still drops the year
    _query("{ ?g dbo:foundingYear ?d } UNION { ?g dbo:establishmentYear ?d } UNION { ?g dbo:creationYear ?d }",
           year=""),
])
def test_the_rejection_stands_on_evidence_or_on_the_rest(verifier, sparql):
    v = verifier.check(Q, sparql)
    assert v.status == "reject", v.explanation


def test_evidence_against_a_branch_is_noted(verifier):
    v = verifier.check(Q, _query("{ ?g dbo:foundingYear ?d } UNION { ?g dbo:establishmentYear ?d } "
                                 "UNION { ?g dbo:dissolutionYear ?d }"))
    assert any("dbo:dissolutionYear is not a reading of “founded”" in n for n in v.notes)


def test_the_read_branch_alone_is_accepted(verifier):
    assert verifier.check(Q, _query("{ ?g dbo:foundingYear ?d }")).status == "accept"


def test_branches_are_split_by_the_terms_the_axioms_read():
    from verifier.logic import Atom, Const, Var, conj, disj
    from verifier.union_branches import read_and_unread_branches, without_branches

    g, d = Var("g"), Var("d")
    a, b, c = (Atom(p, (g, d)) for p in ("dbo:foundingYear", "dbo:establishmentYear", "dbo:creationYear"))
    q = conj([Atom("rdf:type", (g, Const("dbo:Guild", "iri"))), disj([a, b, c])])
    [(union, done, left)] = read_and_unread_branches(q, frozenset({"dbo:foundingYear", "dbo:Guild"}))
    assert done == [a] and left == [b, c]
    assert without_branches(q, frozenset(left)) == conj([q.parts[0], a])
    assert read_and_unread_branches(q, frozenset({"dbo:Guild"})) == []  # no branch read: nothing to set beside
