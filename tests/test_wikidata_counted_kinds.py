"""Counting questions over two kinds of answer (issue 22): "How many cities and towns are twin towns of X?"
counts the things of either kind, as a query's UNION of two ``P31`` typings does. Lexicon, labels and
sentences are made up here (entity ids in the Q9004xx range)."""

import pytest

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [
    {"id": "P190", "label": "twinned administrative body", "alias": ["twin town", "sister city"]},
    {"id": "P463", "label": "member of", "alias": ["member"]},
    {"id": "P138", "label": "named after", "alias": ["toponym", "eponym"]},
]
RECORD = {"question": "How many cities and harbours are twin towns of Eastmoor ?",
          "context": {"entities": "{'Q900401': 'Eastmoor', 'Q900421': 'walnut', 'Q900422': 'thistle'}", "relations": "{'P190': 'twinned administrative body'}",
                      "types": "{'Q515': 'city', 'Q44782': 'harbour', 'Q3957': 'town', 'Q900410': 'trade bloc', "
                               "'Q900411': 'coastal harbour', 'Q900412': 'river harbour', 'Q900420': 'musical ensemble'}", "history": []}}


def union_count(*classes: str) -> str:
    """SPICE's count over several kinds: one UNION branch per ``P31`` class."""
    branches = " UNION ".join(f"{{ wd:Q900401 wdt:P190 ?x . ?x wdt:P31 wd:{c} . }}" for c in classes)
    return WD + f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {branches} }}"


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
def test_a_counted_coordination_before_a_copula_is_the_subject_not_a_predicate(verifier):
    # "are twin towns": the coordination with "how many" on it is what is counted, each a city or a harbour
    # that is a twin town; not "twin towns are cities and harbours" (one thing of both kinds)
    readings, _ = verifier.readings("How many cities and harbours are twin towns of Eastmoor ?")
    text = str(readings[0].formula)
    assert "(_city_n_1(x4) ∨ _harbour_n_1(x4))" in text, text
    # the predicate noun keeps its own variable and modifier: "twin" is not read beside "cities"
    assert "_twin_a_1(x4)" not in text and "_town_n_1(x4)" not in text, text


@pytest.mark.wordnet
def test_a_count_of_two_kinds_is_verified_against_the_union_and_one_kind_is_not(verifier):
    q = "How many cities and harbours are twin towns of Eastmoor ?"
    ok = verifier.check(q, union_count("Q515", "Q44782"))
    assert ok.status == "accept", ok.explanation
    assert verifier.check(q, union_count("Q515")).status == "reject"
    assert verifier.check(q, union_count("Q515", "Q3957")).status != "accept"


@pytest.mark.wordnet
def test_max_number_of_one_noun_or_another_counts_either_kind(verifier):
    # the grammar's best analysis joins "[max number of cities]" and "towns"; the number is of both kinds
    from verifier.logic import Count, Extremum, Or
    from verifier.logic.ops import subformulas

    readings, _ = verifier.readings("Which harbours are the twin town of max number of cities or towns ?")
    f = readings[0].formula
    assert isinstance(f, Extremum) and f.direction == "max", f
    count = next(g for g in subformulas(f) if isinstance(g, Count))
    either = next(g for g in subformulas(count.body) if isinstance(g, Or))
    assert {str(p) for p in either.parts} == {f"_city_n_1({count.vars[0]})", f"_town_n_1({count.vars[0]})"}, f


def test_the_docstring_examples_of_the_number_extremum_and_the_answer_union_hold():
    import doctest

    import verifier.question.semantics._forms as forms
    import verifier.question.semantics._number_extremum as number_extremum

    for module in (number_extremum, forms):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed, module.__name__


@pytest.mark.wordnet
def test_a_second_kind_with_a_modifier_of_its_own_is_one_of_the_counted_kinds(verifier):
    # "trade blocs": the noun with its compound (linked through a variable nothing else uses) is the kind
    q = "How many cities or trade blocs are twin towns of Eastmoor ?"
    ok = verifier.check(q, union_count("Q515", "Q900410"))
    assert ok.status == "accept", ok.explanation
    assert verifier.check(q, union_count("Q515")).status == "reject"


@pytest.mark.wordnet
def test_two_kinds_spelled_with_one_noun_keep_their_modifiers_apart(verifier):
    # "coastal harbours and river harbours": one noun twice, each with its own modifier; said of one variable
    # the two would be one atom with both modifiers on it, and one of them left unread
    q = "How many coastal harbours and river harbours are twin towns of Eastmoor ?"
    ok = verifier.check(q, union_count("Q900411", "Q900412"))
    assert ok.status == "accept", ok.explanation
    assert verifier.check(q, union_count("Q900411")).status != "accept"


@pytest.mark.wordnet
def test_have_one_value_or_another_as_their_z_counts_the_things_with_either(verifier):
    # "walnut or thistle" as common nouns: the coordination's quantifier (the toponym's) is scoped above its
    # conjuncts; it is moved below them, where the coordination is distributed ("walnut" or "thistle" each)
    q = "How many musical ensembles have walnut or thistle as their toponym ?"
    readings, _ = verifier.readings(q)
    assert "_or_c" not in str(readings[0].formula), readings[0].formula
    branches = " UNION ".join(f"{{ ?x wdt:P138 wd:{v} . ?x wdt:P31 wd:Q900420 . }}" for v in ("Q900421", "Q900422"))
    ok = verifier.check(q, WD + f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {branches} }}")
    assert ok.status == "accept", ok.explanation
    one = WD + "SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE { ?x wdt:P138 wd:Q900421 . ?x wdt:P31 wd:Q900420 . }"
    assert verifier.check(q, one).status != "accept"


@pytest.mark.wordnet
def test_the_first_kinds_own_modifier_stays_with_its_noun(verifier):
    # "trade blocs or cities": "trade" is the blocs' compound, not said of the cities too
    q = "How many trade blocs or cities are twin towns of Eastmoor ?"
    readings, _ = verifier.readings(q)
    assert "_city_n_1(x4)" in str(readings[0].formula)
    ok = verifier.check(q, union_count("Q900410", "Q515"))
    assert ok.status == "accept", ok.explanation


@pytest.mark.wordnet
def test_a_conjunction_said_of_one_thing_is_not_read_over_its_conjuncts(verifier):
    # "the founder, that is Danish and a painter, of Eastmoor": one founder who is both; read over the
    # conjuncts it would make "Danish" a founder of Eastmoor beside a painter
    q = "Give me the river in the region, that is a country, of the founder, that is Danish and a painter, of Eastmoor."
    readings, _ = verifier.readings(q)
    assert readings, "the question parses"
    for r in readings:
        founders = [a for a in str(r.formula).split(" ∧ ") if a.lstrip("(∃x0123456789. ").startswith("_founder_n")]
        assert len(founders) <= 1, r.formula
