"""A coordination of class nouns on one counted variable ("exactly 3 works of art and literary works", read as
``#{x | (∃y. _work_n_1(x) ∧ _of_p(x, y) ∧ _art_n_1(y)) ∨ _literary_a_1(x) ∧ _work_n_1(x)} = 3``): each
disjunct's words are read against the labels of the classes the query types by on their own, so "works of
art" is the class labelled "work of art" though "literary" is on the same variable in the other disjunct, and
"literary works" keeps its own class (issue 22). Dropping one class, or typing by another, is still not
accepted. The classes, entities and sentences are made up (ids in the Q9905xx range)."""

import pytest

from verifier.bridge.readings.classes import _disjuncts
from verifier.logic import Atom, Exists, Or, Var, conj

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [{"id": "P495", "label": "country of origin", "description": "country of origin of this item",
               "alias": ["origin"]}]
RECORD = {"question": "How many realms are the origin of exactly 3 works of art and literary works ?",
          "context": {"entities": "{}", "relations": "{'P495': 'country of origin'}",
                      "types": "{'Q990501': 'work of art', 'Q990502': 'literary work', 'Q990503': 'realm', "
                               "'Q990504': 'painting'}", "history": []}}
Q = "How many realms are the origin of exactly 3 works of art and literary works?"


def counted(*classes: str) -> str:
    """SPICE's form: per realm ?y, the count of the things of each class it is the origin of, summed."""
    subs, parts = "", []
    for i, c in enumerate(classes, 1):
        subs += (f"WITH {{ SELECT ?y (COUNT(*) AS ?tupcount) WHERE {{ ?x wdt:P495 ?y . ?y wdt:P31 wd:Q990503 . "
                 f"?x wdt:P31 wd:{c} . }} GROUP BY ?y }} AS %t{i} ")
        parts.append(f"{{ SELECT ?y ?tupcount WHERE {{ INCLUDE %t{i} }} }}")
    return WD + ("SELECT (COUNT(*) AS ?result) " + subs + "WITH { SELECT ?y (SUM(?tupcount) AS ?fin) WHERE { "
                 + " UNION ".join(parts) + " } GROUP BY ?y } AS %all WHERE { INCLUDE %all . FILTER (?fin = 3) }")


def test_each_disjunct_is_one_with_its_siblings_atoms():
    x, y = Var("x"), Var("y")
    work, art, of, literary = Atom("_work_n_1", (x,)), Atom("_art_n_1", (y,)), Atom("_of_p", (x, y)), \
        Atom("_literary_a_1", (x,))
    f = Or((Exists((y,), conj([work, of, art])), conj([literary, work])))
    (first, others1), (second, others2) = _disjuncts(f)
    assert set(first) == {work, of, art} and others1 == {literary, work}
    assert set(second) == {literary, work} and others2 == {work, of, art}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def test_each_coordinated_class_phrase_reads_as_its_class(verifier):
    v = verifier.check(Q, counted("Q990501", "Q990502"))
    assert v.status == "accept", v.explanation


def test_a_dropped_or_another_class_is_not_accepted(verifier):
    dropped = verifier.check(Q, counted("Q990501"))
    assert dropped.status != "accept", dropped.explanation
    other = verifier.check(Q, counted("Q990504", "Q990502"))
    assert other.status != "accept", other.explanation
