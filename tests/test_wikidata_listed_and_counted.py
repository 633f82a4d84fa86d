"""Readings a count or a list of names lost that the simple question keeps (issue 22), over Wikidata: a
compound whose head the count holds in its set while a copula's noun sits outside ("Which cities are
sister town of atleast 2 territories?", and "Which cities are sister towns of X?" alike); a wh-noun
presupposed of the values of a property for each name of a list ("Which occupations were a position held
by X or Y?"); and "have the N of Y" with Y the value in apposition ("Does X have the profession of Y?", as
"X has Y as profession"). Lexicon, labels and sentences are made up here (ids in the Q9004xx range)."""

import pytest

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [
    {"id": "P190", "label": "twinned administrative body", "alias": ["twin town", "sister city", "sister town"]},
    {"id": "P39", "label": "position held", "alias": ["office held", "held position"]},
    {"id": "P106", "label": "occupation", "alias": ["profession"]},
]
RECORD = {"question": "Which occupations were a position held by Anselm Korvath or Brigida Tullen ?",
          "context": {"entities": "{'Q900401': 'Anselm Korvath', 'Q900402': 'Brigida Tullen', 'Q900403': 'Eastmoor', 'Q900404': 'Royal Cartographer'}",
                      "relations": "{'P39': 'position held', 'P190': 'twinned administrative body'}",
                      "types": "{'Q515': 'city', 'Q56061': 'administrative territory', "
                               "'Q12737077': 'occupation'}", "history": []}}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


def at_least(prop: str, n: int) -> str:
    """SPICE's tuple-count form of "the cities that are <prop> of at least n administrative territories"."""
    return WD + (
        f"SELECT ?x WITH {{ SELECT ?x (COUNT(*) AS ?tupcount) WHERE {{ ?x wdt:{prop} ?y . ?x wdt:P31 wd:Q515 . "
        f"?y wdt:P31 wd:Q56061 . }} GROUP BY ?x }} AS %tupcounts "
        f"WITH {{ SELECT DISTINCT ?x (0 AS ?tupcount) WHERE {{ {{ {{ ?x wdt:{prop} ?b . ?x wdt:P31 wd:Q515 . }} }} "
        f"FILTER NOT EXISTS {{ ?x wdt:{prop} ?y . ?x wdt:P31 wd:Q515 . ?y wdt:P31 wd:Q56061 . }} }} }} AS %zerotupcounts "
        f"WITH {{ SELECT ?x ?tupcount WHERE {{ {{ SELECT ?x ?tupcount WHERE {{ INCLUDE %tupcounts }} }} UNION "
        f"{{ SELECT ?x ?tupcount WHERE {{ INCLUDE %zerotupcounts }} }} }} }} AS %TuplesCounts "
        f"WHERE {{ INCLUDE %TuplesCounts . FILTER ( ?tupcount >= {n} ) }}")


@pytest.mark.wordnet
def test_a_counted_compound_takes_the_head_the_count_holds(verifier):
    # "cities" (the copula's noun, outside the set) and "town" (inside it) are both on the answer; "sister
    # city" and "sister town" are both aliases: the compound is the words the question puts together
    q = "Which cities are sister town of atleast 2 administrative territories ?"
    ok = verifier.check(q, at_least("P190", 2))
    assert ok.status == "accept", ok.explanation
    assert "“sister town” is wdt:P190" in ok.explanation
    for wrong in (at_least("P190", 3), at_least("P39", 2)):
        assert verifier.check(q, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_a_compound_takes_the_head_in_its_modifiers_scope_not_the_copulas_noun(verifier):
    q = "Which cities are sister towns of Eastmoor ?"
    ok = verifier.check(q, WD + "SELECT ?x WHERE { wd:Q900403 wdt:P190 ?x . ?x wdt:P31 wd:Q515 . }")
    assert ok.status == "accept", ok.explanation
    assert "“sister towns” is wdt:P190" in ok.explanation


def held(*subjects: str, prop: str = "P39") -> str:
    union = " UNION ".join(f"{{ wd:{s} wdt:{prop} ?x . ?x wdt:P31 wd:Q12737077 . }}" for s in subjects)
    return WD + f"SELECT ?x WHERE {{ {union} }}"


@pytest.mark.wordnet
def test_a_wh_noun_is_presupposed_of_the_values_of_each_name_of_a_list(verifier):
    q = RECORD["question"]
    ok = verifier.check(q, held("Q900401", "Q900402"))
    assert ok.status == "accept", ok.explanation
    assert "“position” is presupposed of the values of wdt:P39" in ok.explanation
    # one member of the list, or another property, is not what the question asks
    for wrong in (held("Q900401"), held("Q900401", "Q900402", prop="P106")):
        assert verifier.check(q, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_have_the_noun_of_a_value_is_the_value_in_apposition(verifier):
    # "the profession of Royal Cartographer" names the profession as "the city of Rome" names the city
    q = "Does Anselm Korvath have the profession of Royal Cartographer ?"
    ok = verifier.check(q, WD + "ASK { wd:Q900401 wdt:P106 wd:Q900404 . }")
    assert ok.status == "accept", ok.explanation
    for wrong in ("ASK { wd:Q900404 wdt:P106 wd:Q900401 . }", "ASK { wd:Q900401 wdt:P39 wd:Q900404 . }"):
        assert verifier.check(q, WD + wrong).status == "reject", wrong
    # after another support verb the noun keeps the reading its property's label gives with the verb
    held = verifier.check("Who held the position of Royal Cartographer ?",
                          WD + "SELECT ?x WHERE { ?x wdt:P39 wd:Q900404 . }")
    assert held.status == "accept", held.explanation


def test_have_the_noun_of_reads_the_of_phrase_as_the_value_only_for_a_name():
    from verifier.bridge.readings.supported import have_as_phrases
    from verifier.logic import Atom, Const, Var

    x, n, y = Var("x5"), Var("x14"), Var("x20")
    had = [Atom("_have_v_1", (x, n)), Atom("_profession_n_1", (n,)), Atom("_of_p", (n, y))]
    named = have_as_phrases(had + [Atom("named", (y, Const("cartographer", "literal")))])
    assert [(p.texts, p.prep) for p in named] == [(("profession",), "_of_p")]
    # "What form of government does X have?": the of-phrase is a noun of its own, no value in apposition
    assert have_as_phrases(had + [Atom("_government_n_of", (y, Var("i9")))]) == []
