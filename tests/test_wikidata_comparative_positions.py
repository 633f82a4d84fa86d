"""Count comparisons in the other places a noun phrase takes (issue 22): the counted phrase as the subject
of a stranded "a part of" ("Which leagues were more clubs or teams a part of than X?"), as the object of
"have … as" ("Which states have more parties or movements as their government than X?"), a coordination
with a plural that is spelled as its singular ("book series"), and "around the same number of N as X",
which states no tolerance and is left undecided with its own reason. Lexicon, labels and sentences are
made up here (ids in the Q9004xx range)."""


import pytest

from test_wikidata_comparatives import WD, versus

PROPERTIES = [
    {"id": "P361", "label": "part of", "alias": ["member of"]},
    {"id": "P527", "label": "has part", "alias": ["contains"]},
    {"id": "P122", "label": "basic form of government", "alias": ["government"]},
    {"id": "P725", "label": "voice actor", "alias": ["dubbed by"]},
]
RECORD = {"question": "Which leagues were more clubs or teams a part of than Eastmere ?",
          "context": {"entities": "{'Q900401': 'Eastmere', 'Q900402': 'Westholm'}",
                      "relations": "{'P361': 'part of', 'P122': 'basic form of government'}",
                      "types": "{'Q900411': 'league', 'Q900412': 'club', 'Q900413': 'team', 'Q7275': 'state',"
                               " 'Q900414': 'party', 'Q900415': 'movement', 'Q11424': 'film', 'Q5': 'person'}",
                      "history": []}}


def _inverse_class(i: str, prop: str, cls: str, counted: str) -> str:
    return (f"WITH {{ SELECT ?y (COUNT(*) AS ?tupcount) WHERE {{ ?x wdt:{prop} ?y . ?y wdt:P31 wd:{cls} . "
            f"?x wdt:P31 wd:{counted} . }} GROUP BY ?y }} AS %tupcounts{i} "
            f"WITH {{ SELECT DISTINCT ?y (0 AS ?tupcount) WHERE {{ {{ {{ ?b wdt:{prop} ?y . ?y wdt:P31 wd:{cls} . }} }} "
            f"FILTER NOT EXISTS {{ ?x wdt:{prop} ?y . ?y wdt:P31 wd:{cls} . ?x wdt:P31 wd:{counted} . }} }} }} "
            f"AS %zerotupcounts{i} ")


def versus_of(prop: str, cls: str, counted: tuple[str, str], op: str, than: str) -> str:
    """SPICE's comparative with the answer as the property's object ("Which Ys were more Ns a part of than
    X?": ``?n prop ?y``), one tuple count per counted class, summed, against the Ns that are ``prop`` of X."""
    subs = "".join(_inverse_class(str(i + 1), prop, cls, c) for i, c in enumerate(counted))
    union = " UNION ".join(f"{{ SELECT ?y ?tupcount WHERE {{ INCLUDE %{k}{i + 1} }} }}"
                           for i in range(len(counted)) for k in ("tupcounts", "zerotupcounts"))
    classes = " UNION ".join(f"{{ ?w wdt:P31 wd:{c} . }}" for c in counted)
    return WD + (f"SELECT ?y {subs}WITH {{ SELECT ?y (SUM( ?tupcount) AS ?tupcountfin) WHERE {{ {union} }} GROUP BY ?y }}"
                 f" AS %TuplesCounts WHERE {{ INCLUDE %TuplesCounts . FILTER ( ?tupcountfin {op} ?count)"
                 f"{{SELECT (COUNT(*) AS ?count) WHERE {{ ?w wdt:{prop} wd:{than} . {{ {classes} }} }} }} }}")


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
@pytest.mark.parametrize("text", ["Which leagues were more clubs or teams a part of than Eastmere ?",
                                  "Which leagues were greater number of clubs or teams a part of than Eastmere ?"])
def test_a_counted_subject_of_a_stranded_part_of_is_counted_per_answer(verifier, text):
    # "Which Ys were more Ns a part of than X?": the Ns that are part of each Y against those part of X
    readings, _ = verifier.readings(text)
    first = str(readings[0].formula)
    assert "} > n" in first and "_or_c" not in first and "much-many_a" not in first, first
    ok = verifier.check(text, versus_of("P361", "Q900411", ("Q900412", "Q900413"), ">", "Q900401"))
    assert ok.status == "accept", ok.explanation
    for wrong in (versus_of("P361", "Q900411", ("Q900412", "Q900413"), "<", "Q900401"),  # the other direction
                  versus_of("P361", "Q900411", ("Q900412", "Q900412"), ">", "Q900401"),  # clubs only
                  versus_of("P361", "Q900411", ("Q900412", "Q900413"), ">", "Q900402"),  # another X
                  versus_of("P527", "Q900411", ("Q900412", "Q900413"), ">", "Q900401")):  # another relation
        assert verifier.check(text, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_the_counted_things_of_a_copula_are_not_counted_as_its_participants(verifier):
    # the copula identifies the counted clubs with "a part of"; the count is of the clubs part of each
    # league, not of leagues with the than-phrase put in for the clubs
    readings, _ = verifier.readings("Which leagues were more clubs a part of than Eastmere ?")
    first = str(readings[0].formula)
    assert "_part_n_of(x" in first.split("} >")[0] and "_club_n_1" in first.split("} >")[0], first


@pytest.mark.wordnet
def test_have_n_as_z_with_a_than_phrase_compares_the_counts(verifier):
    # "Which states have fewer parties or movements as their government than X?": the parties or movements
    # each state has as its government; a fewer-count against tuple counts whose zero rows are the states with
    # some government is the question read with that presupposition (the government noun is the relation's,
    # the parties or movements the counted class), another counted class is not, a reversed comparison is rejected
    text = "Which states have fewer parties or movements as their government than Eastmere ?"
    readings, _ = verifier.readings(text)
    first = str(readings[0].formula)
    assert "} < n" in first and "_or_c" not in first, first
    same = verifier.check(text, versus("P122", "Q7275", ("Q900414", "Q900415"), "<", "Q900401"))
    assert same.status == "accept", same.explanation
    assert verifier.check(text, versus("P122", "Q7275", ("Q900414", "Q7275"), "<", "Q900401")).status != "accept"
    assert verifier.check(text, versus("P122", "Q7275", ("Q900414", "Q900415"), ">", "Q900401")).status == "reject"


@pytest.mark.wordnet
def test_a_coordination_with_an_unmarked_plural_is_counted(verifier):
    # "series" is plural as it is: "more books or book series than X" is a count comparison too
    readings, _ = verifier.readings("Which people appear in more books or book series than Eastmere ?")
    assert any("_series_n_of" in str(r.formula) and "} > n" in str(r.formula) for r in readings)


@pytest.mark.wordnet
@pytest.mark.parametrize("text", ["Which films were dubbed by around the same number of people as Eastmere ?",
                                  "Which films did approximately the same number of people dub for as Eastmere ?",
                                  "Which leagues were about the same number of clubs or teams a part of as Eastmere ?"])
def test_around_the_same_number_is_undecided_with_its_own_reason(verifier, text):
    # no tolerance is stated: neither a query with no comparison nor one with an exact one is decided
    none = ("SELECT ?x WHERE { ?x wdt:P725 ?y . ?x wdt:P31 wd:Q11424 . }")
    exact = versus("P725", "Q11424", ("Q5",), "=", "Q900401")
    for sparql in (WD + none, exact):
        v = verifier.check(text, sparql)
        assert (v.status, v.reasons[0]) == ("unknown", "approximate_count"), v.explanation
        assert "same number" in v.explanation and "not decided" in v.explanation


def test_the_approximate_comparison_docstring_example_holds():
    import doctest

    import verifier.question.semantics._approximate as approximate

    result = doctest.testmod(approximate)
    assert result.attempted and not result.failed
