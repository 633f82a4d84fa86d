"""A list of names in a wh-question read as "any of them" beside "all of them" (issue 22): "Who is married to
A, B and C?" asks for the spouses of each (SPICE's golds: ``VALUES ?y { A B C }``) as well as for whoever is
married to all three. A query with some of the names only, or a yes/no question, gets no such reading. The
lexicon, labels and sentences are made up here (ids in the Q9004xx range)."""

import pytest

from verifier.logic import Atom, Const, Exists, Var, conj
from verifier.logic.ops import subformulas
from verifier.question.semantics._any_of_names import NOTE, any_of_names

PROPERTIES = [
    {"id": "P26", "label": "spouse", "alias": ["married to", "wife", "husband"]},
    {"id": "P19", "label": "place of birth", "alias": ["birthplace", "born in"]},
]
RECORD = {"question": "Who is married to Ada Brook ?",
          "context": {"entities": "{'Q900401': 'Ada Brook', 'Q900402': 'Lena Fold', 'Q900403': 'Mira Stone', "
                                  "'Q900404': 'Lowmere'}",
                      "relations": "{'P26': 'spouse'}",
                      "types": "{'Q502895': 'common name', 'Q56061': 'administrative territorial entity'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
SPOUSES = WD + "SELECT DISTINCT ?x WHERE { ?y wdt:P26 ?x . VALUES ?y { %s } . ?x wdt:P31 wd:Q502895 . }"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    return wikidata_verifier


def _list(members: list[str], pred: str = "_and_c", named: bool = True):
    """``∃a. named(a, "A") ∧ (∃b. … ∧ ∃x. _and_c(x, a, b) ∧ _marry_v_1(p, x))`` for two members."""
    a, b, x, p = Var("x12"), Var("x17"), Var("x10"), Var("x3")
    first = Atom("named", (a, Const(members[0], kind="literal"))) if named else Atom("_dog_n_1", (a,))
    return Exists((a,), conj([first, Exists((b,), conj([
        Atom("named", (b, Const(members[1], kind="literal"))),
        Exists((x,), conj([Atom(pred, (x, a, b)), Atom("_marry_v_1", (p, x))]))]))]))


def test_an_and_list_of_names_is_joined_by_or_and_nothing_else_is():
    out = any_of_names(_list(["Ada Brook", "Lena Fold"]))
    assert {g.pred for g in subformulas(out) if isinstance(g, Atom)} >= {"_or_c"}
    assert not [g for g in subformulas(out) if isinstance(g, Atom) and g.pred == "_and_c"]
    assert any_of_names(_list(["Ada Brook", "Lena Fold"], named=False)) is None   # "a dog and Lena Fold"
    assert any_of_names(_list(["Ada Brook", "Lena Fold"], "_but_c")) is None      # no list
    assert any_of_names(_list(["Ada Brook", "Lena Fold"], "_or_c")) is None       # already any of them


@pytest.mark.wordnet
def test_a_wh_question_on_a_list_of_names_reads_it_as_all_of_them_first_then_any_of_them(verifier):
    rs, _ = verifier.readings("Who is married to Ada Brook, Lena Fold and Mira Stone ?")
    assert NOTE not in rs[0].notes and any(NOTE in r.notes for r in rs)
    # a yes/no question asks of each name: no reading as any of them
    rs, _ = verifier.readings("Is Lowmere the birthplace of Ada Brook and Lena Fold ?")
    assert not any(NOTE in r.notes for r in rs)
    # "both" says all of them
    rs, _ = verifier.readings("Who is married to both Ada Brook and Lena Fold ?")
    assert not any(NOTE in r.notes for r in rs)


@pytest.mark.wordnet
def test_the_values_of_all_the_names_and_their_intersection_are_accepted_some_names_are_not(verifier):
    q = "Who is married to Ada Brook, Lena Fold and Mira Stone ?"
    ok = verifier.check(q, SPOUSES % "wd:Q900401 wd:Q900402 wd:Q900403")
    assert ok.status == "accept", ok.explanation
    assert any(NOTE in n for n in ok.notes), ok.notes
    every = WD + ("SELECT ?x WHERE { wd:Q900401 wdt:P26 ?x . wd:Q900402 wdt:P26 ?x . wd:Q900403 wdt:P26 ?x . "
                  "?x wdt:P31 wd:Q502895 . }")
    assert verifier.check(q, every).status == "accept"
    assert verifier.check(q, SPOUSES % "wd:Q900401 wd:Q900402").status == "reject"
    assert verifier.check(q, SPOUSES % "wd:Q900401 wd:Q900402 wd:Q900404").status == "reject"
    assert verifier.check("Who is married to both Ada Brook and Lena Fold ?",
                          SPOUSES % "wd:Q900401 wd:Q900402").status != "accept"
