""""More N than X" inside a noun phrase over Wikidata (issue 22): "Which countries have diplomatic relations
with more states than Eastmoor?" compares the number of states each country has diplomatic relations with
against the number Eastmoor has, as the Wikidata Query Service's tuple counts filtered by X's count do; the
ERG reads the comparative there as one of degrees of the states. A changed comparison, counted class or
property is not accepted. Lexicon, labels and sentences are made up here (ids in the Q9003xx range)."""


import pytest

from test_wikidata_comparatives import versus

PROPERTIES = [
    {"id": "P530", "label": "diplomatic relation", "alias": ["diplomatic relations"]},
    {"id": "P47", "label": "shares border with", "alias": ["border"]},
]
RECORD = {"question": "Which countries have diplomatic relations with more states than Eastmoor ?",
          "context": {"entities": "{'Q900301': 'Eastmoor'}", "relations": "{'P530': 'diplomatic relation'}",
                      "types": "{'Q6256': 'country', 'Q7275': 'state', 'Q515': 'city'}", "history": []}}


@pytest.fixture(scope="module")
def verifier(wikidata_verifier):
    """The conftest's Wikidata verifier over this module's PROPERTIES and RECORD."""
    return wikidata_verifier


@pytest.mark.wordnet
def test_more_n_than_x_inside_a_noun_phrase_compares_two_counts(verifier):
    q = "Which countries have diplomatic relations with more states than Eastmoor ?"
    readings, _ = verifier.readings(q)
    assert any("much-many_a" not in str(r.formula) and "#{" in str(r.formula) for r in readings)
    ok = verifier.check(q, versus("P530", "Q6256", ("Q7275",), ">", "Q900301"))
    assert ok.status == "accept", ok.explanation
    for wrong in (versus("P530", "Q6256", ("Q7275",), "<", "Q900301"),
                  versus("P530", "Q6256", ("Q515",), ">", "Q900301"),
                  versus("P47", "Q6256", ("Q7275",), ">", "Q900301")):
        assert verifier.check(q, wrong).status != "accept", wrong


@pytest.mark.wordnet
def test_fewer_n_than_x_inside_a_noun_phrase_is_verified_under_the_relations_presupposition(verifier):
    # the zero rows are the countries with some diplomatic relation: "have diplomatic relations" read over them
    q = "Which countries have diplomatic relations with fewer states than Eastmoor ?"
    same = verifier.check(q, versus("P530", "Q6256", ("Q7275",), "<", "Q900301"))
    assert same.status == "accept", same.explanation
    assert verifier.check(q, versus("P530", "Q6256", ("Q7275",), ">", "Q900301")).status != "accept"


def test_the_number_versus_docstring_example_holds():
    import doctest

    import verifier.question.semantics._number_versus as number_versus

    result = doctest.testmod(number_versus)
    assert result.attempted and not result.failed


def test_the_count_reaches_the_answer_through_the_verbs_unbound_event():
    # "Which people appear as a character in more novels than Zorbin?": the novels are linked to the answer
    # through the character and the verb's event, which is not bound yet when the comparison is read
    from verifier.logic import Atom, Cmp, Exists, Var
    from verifier.logic.formulas import Count
    from verifier.logic.ops import subformulas
    from verifier.question.semantics._number_versus import number_versus
    from verifier.question.semantics._rules import _conj

    a, e, c, s, x, d, d2 = (Var(n) for n in ("a", "e1", "c", "s", "x", "d", "d2"))
    f = _conj([Atom("_person_n_1", (a,)), Exists((x, c, s, d, d2), _conj([
        Atom("named", (x,)), Atom("_novel_n_1", (s,)), Atom("much-many_a", (s, d)), Atom("much-many_a", (x, d2)),
        Cmp(">", d, d2), Atom("_character_n_1", (c,)), Atom("_in_p_loc", (c, s)),
        Atom("_appear_v_1", (e, a)), Atom("_as_p", (e, c))]))])
    g = number_versus(f, (a,), "wh", [])
    counts = [h for h in subformulas(g) if isinstance(h, Count)]
    assert [k.op for k in counts] == [">", "="], g
    assert "much-many_a" not in str(g)
    assert all("_appear_v_1(e1" in str(k.body) and "∃" in str(k.body) for k in counts), g
    assert "_appear_v_1(e1, x)" in str(counts[1].body)  # X's count: X appears as the character


@pytest.mark.wordnet
def test_more_n_than_x_in_a_prepositional_phrase_on_the_verbs_noun_is_counted(verifier):
    # "situated in the neighbourhood of more lakes": the lakes hang on the noun the verb's "in" carries
    q = "How many towns are situated in the neighbourhood of more lakes than Eastmoor ?"
    readings, _ = verifier.readings(q)
    assert readings
    assert any("much-many_a" not in str(r.formula) and "#{" in str(r.formula) and "_situate_v_1" in str(r.formula)
               for r in readings), [str(r.formula) for r in readings]
