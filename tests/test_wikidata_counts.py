"""Counting questions over Wikidata (issue 22): "Which X are the capital of exactly N Y?", "at least N",
"atleast N", and the Wikidata Query Service's tuple counts (``WITH { SELECT ?x (COUNT(*) AS ?tupcount) … GROUP
BY ?x } AS %tupcounts`` with a zero row per ?x that has none, then ``FILTER(?tupcount = N)``) read as the same
count a ``GROUP BY … HAVING`` states. Lexicon, labels and sentences are made up here (ids in the Q9003xx range)."""


import pytest

from verifier.logic import Count, Or
from verifier.query import query_logic

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [
    {"id": "P1376", "label": "capital of", "alias": ["county seat of"]},
    {"id": "P36", "label": "capital", "alias": ["seat"]},
    {"id": "P190", "label": "twinned administrative body", "alias": ["twin town", "sister city"]},
]
RECORD = {"question": "Which cities are the capital of exactly 1 state ?",
          "context": {"entities": "{'Q900301': 'Eastmoor'}", "relations": "{'P1376': 'capital of'}",
                      "types": "{'Q515': 'city', 'Q7275': 'state', 'Q6256': 'country'}", "history": []}}


def tuple_counts(prop: str, cls: str, counted: str, test: str, select: str = "?x") -> str:
    """The tuple-count form SPICE's gold queries use: counts per ?x of the ?y of class ``counted``, a zero row
    for each ?x of class ``cls`` with ``prop`` values but none of them of that class, then ``test``."""
    return WD + (
        f"SELECT {select} WITH {{ SELECT ?x (COUNT(*) AS ?tupcount) WHERE {{ ?x wdt:{prop} ?y . ?x wdt:P31 wd:{cls} . "
        f"?y wdt:P31 wd:{counted} . }} GROUP BY ?x }} AS %tupcounts "
        f"WITH {{ SELECT DISTINCT ?x (0 AS ?tupcount) WHERE {{ {{ {{ ?x wdt:{prop} ?b . ?x wdt:P31 wd:{cls} . }} }} "
        f"FILTER NOT EXISTS {{ ?x wdt:{prop} ?y . ?x wdt:P31 wd:{cls} . ?y wdt:P31 wd:{counted} . }} }} }} AS %zerotupcounts "
        f"WITH {{ SELECT ?x ?tupcount WHERE {{ {{ SELECT ?x ?tupcount WHERE {{ INCLUDE %tupcounts }} }} UNION "
        f"{{ SELECT ?x ?tupcount WHERE {{ INCLUDE %zerotupcounts }} }} }} }} AS %TuplesCounts "
        f"WHERE {{ INCLUDE %TuplesCounts . FILTER ( {test} ) }}")


def test_a_filter_on_a_grouped_count_folds_into_the_count():
    ql = query_logic(tuple_counts("P1376", "Q515", "Q7275", "?tupcount = 1"))
    counts = [p for p in ql.formula.parts if isinstance(p, Count)]
    assert len(counts) == 1 and counts[0].op == "=" and counts[0].number.value == 1
    assert [v.name for v in ql.answer_vars] == ["x"] and ql.form == "select"
    # "at most": an ?x with none of the counted things passes the filter through its zero row
    at_most = query_logic(tuple_counts("P1376", "Q515", "Q7275", "?tupcount <= 2"))
    assert isinstance(at_most.formula, Or)
    assert {c.op for c in at_most.formula.parts[0].parts if isinstance(c, Count)} == {"<="}
    # a count of the answers that pass ("How many cities are the capital of at least 2 states?")
    how_many = query_logic(tuple_counts("P1376", "Q515", "Q7275", "?tupcount >= 2", select="(COUNT(*) AS ?n)"))
    assert how_many.form == "count"


def test_a_sum_of_counts_per_class_reads_as_the_count_of_their_union_and_is_noted():
    sub = ("WITH {{ SELECT ?x (COUNT(*) AS ?tupcount) WHERE {{ ?x wdt:P1376 ?y . ?y wdt:P31 wd:{c} . }} GROUP BY ?x }} "
           "AS %t{i} ")
    text = WD + ("SELECT ?x " + sub.format(c="Q7275", i=1) + sub.format(c="Q6256", i=2)
                 + "WITH { SELECT ?x (SUM(?tupcount) AS ?fin) WHERE { { SELECT ?x ?tupcount WHERE { INCLUDE %t1 } } "
                 "UNION { SELECT ?x ?tupcount WHERE { INCLUDE %t2 } } } GROUP BY ?x } AS %all "
                 "WHERE { INCLUDE %all . FILTER (?fin >= 2) }")
    ql = query_logic(text)
    count = next(p for p in ql.formula.parts if isinstance(p, Count))
    assert count.op == ">=" and isinstance(count.body, Or) and len(count.body.parts) == 2
    assert any("SUM of per-class counts" in n for n in ql.notes)


def test_other_aggregates_in_a_grouping_sub_select_are_unsupported_not_guessed():
    from verifier.query.parse import QueryError

    text = WD + ("SELECT ?x WITH { SELECT ?x (MIN(?v) AS ?m) WHERE { ?x wdt:P1082 ?v . } GROUP BY ?x } AS %a "
                 "WHERE { INCLUDE %a . FILTER (?m > 5) }")
    with pytest.raises(QueryError) as err:
        query_logic(text)
    assert err.value.code == "unsupported_construct" and "MIN" in err.value.message


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
@pytest.mark.parametrize("text, op, n", [("Which cities are the capital of exactly 2 states ?", "=", 2),
                                         ("Which cities are the capital of atleast 3 states ?", ">=", 3),
                                         ("Which cities are the capital of atmost 4 states ?", "<=", 4)])
def test_exactly_and_run_together_at_least_and_at_most_count_the_noun(verifier, text, op, n):
    from verifier.logic.ops import subformulas

    readings, _ = verifier.readings(text)
    counts = [f for f in subformulas(readings[0].formula) if isinstance(f, Count)]
    assert [(c.op, c.number.value) for c in counts] == [(op, n)]


@pytest.mark.wordnet
def test_exactly_n_is_verified_against_the_tuple_counts_and_a_changed_count_is_not(verifier):
    q = "Which cities are the capital of exactly 1 state ?"
    ok = verifier.check(q, tuple_counts("P1376", "Q515", "Q7275", "?tupcount = 1"))
    assert ok.status == "accept", ok.explanation
    # "cities" is every P31 wd:Q515, not the class wd:Q515 as one individual
    assert "“cities” is wdt:P31, wd:Q515" in ok.explanation
    for wrong in (tuple_counts("P1376", "Q515", "Q7275", "?tupcount = 2"),
                  tuple_counts("P1376", "Q515", "Q7275", "?tupcount >= 1"),
                  tuple_counts("P1376", "Q515", "Q6256", "?tupcount = 1"),
                  tuple_counts("P36", "Q515", "Q7275", "?tupcount = 1")):
        assert verifier.check(q, wrong).status == "reject", wrong
    assert verifier.check("Which cities are the capital of exactly 2 states ?",
                          tuple_counts("P1376", "Q515", "Q7275", "?tupcount = 1")).status == "reject"


@pytest.mark.wordnet
def test_at_least_n_is_verified_against_having_and_at_most_n_under_the_relations_presupposition(verifier):
    having = WD + ("SELECT ?x WHERE { ?x wdt:P1376 ?y . ?x wdt:P31 wd:Q515 . ?y wdt:P31 wd:Q7275 } GROUP BY ?x "
                   "HAVING (COUNT(?y) >= 2)")
    assert verifier.check("Which cities are the capital of at least 2 states ?", having).status == "accept"
    assert verifier.check("Which cities are the capital of atleast 2 states ?",
                          tuple_counts("P1376", "Q515", "Q7275", "?tupcount >= 2")).status == "accept"
    # the query's "at most" has only the cities that are the capital of something: the question read with
    # that presupposition (prover/zero_rows.py), said in the notes; another number is not accepted
    at_most = verifier.check("Which cities are the capital of at most 1 state ?",
                             tuple_counts("P1376", "Q515", "Q7275", "?tupcount <= 1"))
    assert at_most.status == "accept" and any("presupposition" in n for n in at_most.notes), at_most.explanation
    assert verifier.check("Which cities are the capital of at most 1 state ?",
                          tuple_counts("P1376", "Q515", "Q7275", "?tupcount <= 2")).status != "accept"


def test_the_docstring_examples_of_the_count_folding_and_the_alias_filter_hold():
    import doctest

    import verifier.bridge.wikidata as wikidata
    import verifier.query.grouped as grouped

    for module in (grouped, wikidata):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed, module.__name__


def test_aliases_that_give_only_a_preposition_or_the_kind_of_the_value_make_no_entries():
    from verifier.bridge.wikidata import PropertyLabels, derive_entries

    props = {"P131": PropertyLabels("P131", "located in the administrative territorial entity",
                                    ("is located in", "in", "is in the town of", "is in the county of"))}
    lemmas = {e.lemma for e in derive_entries(props, None)}
    assert not lemmas & {"in", "town", "county"}
    assert any("locate" in lemma for lemma in lemmas)


@pytest.mark.wordnet
def test_a_role_in_making_a_work_takes_for_and_a_kin_noun_does_not():
    from verifier.bridge.wikidata import PropertyLabels, agent_for_entries, derive_entries

    props = {"P58": PropertyLabels("P58", "screenwriter"), "P25": PropertyLabels("P25", "mother")}
    added = agent_for_entries(derive_entries(props, None))
    assert {(e.lemma, e.reference) for e in added} == {("screenwriter", "wdt:P58")}
    assert [a.marker for a in added[0].args if a.marker] == ["for"]



@pytest.mark.wordnet
def test_approximately_n_is_undecided_with_its_own_reason(verifier):
    """"approximately N" states no tolerance (is 4 approximately 3?): neither the exact count nor SPICE's
    ``?tupcount > 0`` is proved or disproved, and the reason says so, not a missing lexicon entry."""
    q = "Which cities are the capital of approximately 3 states ?"
    for test in ("?tupcount = 3", "?tupcount > 0"):
        v = verifier.check(q, tuple_counts("P1376", "Q515", "Q7275", test))
        assert (v.status, v.reasons[0]) == ("unknown", "approximate_count"), v.explanation
        assert "approximately 3" in v.explanation
    assert verifier.check("Which cities are the capital of exactly 3 states ?",
                          tuple_counts("P1376", "Q515", "Q7275", "?tupcount = 3")).status == "accept"
