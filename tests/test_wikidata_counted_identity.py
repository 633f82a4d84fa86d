"""Counts on a noun that a copula identifies with a definite ("Which states are at most 1 language the
official language of?"), numbers said with "around", and "N of B" relational nouns whose owner is asked for
("Which films is X a country of origin of?") (issue 22). Lexicon, labels and sentences are made up here
(entity ids in the Q9004xx range)."""

import pytest

from verifier.logic import Count
from verifier.logic.ops import subformulas

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [
    {"id": "P37", "label": "official language", "alias": ["language of government"]},
    {"id": "P1376", "label": "capital of", "alias": ["county seat of"]},
    {"id": "P495", "label": "country of origin", "alias": ["origin"]},
]
RECORD = {"question": "Which states are atmost 1 language the official language of ?",
          "context": {"entities": "{'Q900401': 'Westmarch', 'Q900402': 'Ostland'}", "relations": "{'P37': 'official language'}",
                      "types": "{'Q7275': 'state', 'Q34770': 'language', 'Q515': 'city', 'Q11424': 'film'}", "history": []}}


def tuple_counts(prop: str, cls: str, counted: str, test: str) -> str:
    """SPICE's per-?x tuple counts with their zero rows (as tests/test_wikidata_counts.py builds them)."""
    return WD + (
        f"SELECT ?x WITH {{ SELECT ?x (COUNT(*) AS ?tupcount) WHERE {{ ?x wdt:{prop} ?y . ?x wdt:P31 wd:{cls} . "
        f"?y wdt:P31 wd:{counted} . }} GROUP BY ?x }} AS %tupcounts "
        f"WITH {{ SELECT DISTINCT ?x (0 AS ?tupcount) WHERE {{ {{ {{ ?x wdt:{prop} ?b . ?x wdt:P31 wd:{cls} . }} }} "
        f"FILTER NOT EXISTS {{ ?x wdt:{prop} ?y . ?x wdt:P31 wd:{cls} . ?y wdt:P31 wd:{counted} . }} }} }} AS %zerotupcounts "
        f"WITH {{ SELECT ?x ?tupcount WHERE {{ {{ SELECT ?x ?tupcount WHERE {{ INCLUDE %tupcounts }} }} UNION "
        f"{{ SELECT ?x ?tupcount WHERE {{ INCLUDE %zerotupcounts }} }} }} }} AS %TuplesCounts "
        f"WHERE {{ INCLUDE %TuplesCounts . FILTER ( {test} ) }}")


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    return wikidata_verifier


@pytest.mark.wordnet
@pytest.mark.parametrize("text, op, n", [("Which states are atmost 1 language the official language of ?", "<=", 1),
                                         ("Which states are exactly 2 languages the official languages of ?", "=", 2)])
def test_a_count_identified_with_a_definite_by_the_copula_is_kept(verifier, text, op, n):
    """The counted languages are the state's official languages (``_be_v_id``); the definite outscopes the
    count's own quantifier, and the count must still be read (it was lost: "some official language")."""
    readings, _ = verifier.readings(text)
    assert readings
    for r in readings:
        counts = [f for f in subformulas(r.formula) if isinstance(f, Count)]
        assert [(c.op, c.number.value) for c in counts] == [(op, n)], r.formula


@pytest.mark.wordnet
def test_a_query_without_the_identified_count_is_not_accepted(verifier):
    q = "Which states are atmost 1 language the official language of ?"
    for uncounted in (WD + "SELECT ?x WHERE { ?x wdt:P37 ?y . ?x wdt:P31 wd:Q7275 . }",
                      WD + "SELECT ?x WHERE { ?x wdt:P37 ?y . ?x wdt:P31 wd:Q7275 . ?y wdt:P31 wd:Q34770 . }"):
        v = verifier.check(q, uncounted)
        assert v.status != "accept", v.explanation


@pytest.mark.wordnet
def test_around_n_is_a_number_said_approximately_and_around_a_place_is_not(verifier):
    q = "Which cities are the capital of around 3 states ?"
    for test in ("?tupcount = 3", "?tupcount > 0"):
        v = verifier.check(q, tuple_counts("P1376", "Q515", "Q7275", test))
        assert (v.status, v.reasons[0]) == ("unknown", "approximate_count"), v.explanation
        assert "around 3" in v.explanation
    # no number: "around" stays a preposition
    readings, _ = verifier.readings("How many moons are there around Westmarch ?")
    assert readings and any(a.pred == "_around_p" for r in readings[:1] for a in _atoms(r.formula))


def _atoms(f):
    from verifier.logic import Atom

    return [a for a in subformulas(f) if isinstance(a, Atom)]


@pytest.mark.wordnet
def test_a_relational_noun_named_with_a_bare_of_noun_takes_the_asked_owner_by_its_last_of(verifier):
    """"Which films is Ostland a country of origin of?": the grammar gives the gap to "country"'s own "of"
    ("the country of the film, of origin"); read as "country of (origin of the film)", as "the country of
    origin of F" is read, the lexicon's "country of origin" connects it, the right way round only."""
    q = "Which films is Ostland a country of origin of ?"
    films = "SELECT ?x WHERE { ?x wdt:P31 wd:Q11424 . %s }"
    ok = verifier.check(q, WD + films % "?x wdt:P495 wd:Q900402 .")
    assert ok.status == "accept", ok.explanation
    for wrong in ("wd:Q900402 wdt:P495 ?x .", "?x wdt:P1376 wd:Q900402 .", ""):
        assert verifier.check(q, WD + films % wrong).status == "reject", wrong
