"""Conversational Wikidata questions as users type them (issue 22): a verb said of a list of subjects ("Which
guild do A and B belong to?", and "And also B" after "Which guild does A belong to?"), a noun glued to its
"of" ("the craftsof A"), a noun WordNet has only with its -s said without it ("the headquarter of A"), and a
WordNet synonym of a property's "N of" name read in that name's direction ("a portion of" as "part of").
The properties, entities and sentences are made up here (ids in the Q9911xx range)."""

import pytest

PROPERTIES = [
    {"id": "P9911", "label": "guild", "alias": ["trade guild"]},
    {"id": "P9912", "label": "craft", "alias": []},
    {"id": "P9913", "label": "part of", "alias": []},
    {"id": "P9914", "label": "headquarters location", "alias": ["headquarters"]},
]
RECORD = {"question": "Which guild does Tilda Marsh belong to ?",
          "context": {"entities": "{'Q991101': 'Tilda Marsh', 'Q991102': 'Orin Vale', 'Q991103': 'Brackwater Fair'}",
                      "relations": "{'P9911': 'guild'}", "types": "{'Q991201': 'guild'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
BOTH = WD + "SELECT ?x WHERE { wd:Q991101 wdt:P9911 ?x . ?x wdt:P31 wd:Q991201 . wd:Q991102 wdt:P9911 ?x . }"
FIRST = WD + "SELECT ?x WHERE { wd:Q991101 wdt:P9911 ?x . ?x wdt:P31 wd:Q991201 . }"
SECOND = WD + "SELECT ?x WHERE { wd:Q991102 wdt:P9911 ?x . ?x wdt:P31 wd:Q991201 . }"

pytestmark = pytest.mark.wordnet


def test_a_relation_verb_with_its_noun_reads_each_subject_of_a_list(wikidata_verifier):
    v = wikidata_verifier
    assert v.check("Which guild does Tilda Marsh belong to ?", FIRST).status == "accept"
    both = v.check("Which guild do Tilda Marsh and Orin Vale belong to ?", BOTH)
    assert both.status == "accept", both.explanation
    # the question says both: a query about one of them drops the other
    assert v.check("Which guild do Tilda Marsh and Orin Vale belong to ?", FIRST).status != "accept"
    reversed_ = WD + "SELECT ?x WHERE { ?x wdt:P9911 wd:Q991101 . ?x wdt:P31 wd:Q991201 . ?x wdt:P9911 wd:Q991102 . }"
    assert v.check("Which guild do Tilda Marsh and Orin Vale belong to ?", reversed_).status != "accept"


def test_and_also_asks_the_question_before_of_both(wikidata_verifier):
    history = [{"speaker": "USER", "utterance": "Which guild does Tilda Marsh belong to ?",
                "entities": {"Q991101": "Tilda Marsh"}},
               {"speaker": "SYSTEM", "utterance": "Weavers", "entities": {}}]
    context = {"history": history, "entities": {"Q991102": "Orin Vale", "Q991101": "Tilda Marsh"}}
    v = wikidata_verifier
    r = v.check("And also Orin Vale", BOTH, context=context)
    assert r.status == "accept", r.explanation
    # "also" may ask about Orin Vale alone, the question before asked again: that reading stays
    assert v.check("And also Orin Vale", SECOND, context=context).status == "accept"


def test_a_noun_glued_to_its_of_is_the_noun_and_the_of():
    from verifier.question.grammar import default_grammar

    g = default_grammar()
    text = "What are the craftsof Tilda Marsh thereof ?"
    words = [(t.form, text[t.cfrom:t.cto]) for t in g.tokens(text)]
    assert ("crafts", "crafts") in words and ("of", "of") in words
    assert ("thereof", "thereof") in words  # a word WordNet knows stays whole
    assert [t.form for t in g.tokens("Who is Ivan Romanof ?")][-1] == "Romanof"  # and so does a name


def test_a_glued_of_is_read_as_the_relational_noun(wikidata_verifier):
    craft = WD + "SELECT ?x WHERE { wd:Q991101 wdt:P9912 ?x . }"
    r = wikidata_verifier.check("What is the craftof Tilda Marsh ?", craft)
    assert r.status == "accept", r.explanation
    assert wikidata_verifier.check("What is the craftof Tilda Marsh ?",
                                   WD + "SELECT ?x WHERE { ?x wdt:P9912 wd:Q991101 . }").status != "accept"


def test_a_plural_only_noun_said_without_its_s():
    from verifier.question.grammar import default_grammar

    preds = {ep.predicate for m in default_grammar().parse("Where is the headquarter of Brackwater Fair located ?")
             for ep in m.rels}
    assert "_headquarters_n_1" in preds
    # a form that is a noun of its own keeps it ("premise" is no "premises")
    preds = {ep.predicate for m in default_grammar().parse("What is the premise of Brackwater Fair ?") for ep in m.rels}
    assert "_premises_n_1" not in preds


def test_a_synonym_of_an_n_of_name_keeps_its_direction(wikidata_verifier):
    whole = WD + "SELECT ?x WHERE { wd:Q991103 wdt:P9913 ?x . }"
    parts = WD + "SELECT ?x WHERE { ?x wdt:P9913 wd:Q991103 . }"
    v = wikidata_verifier
    assert v.check("What is Brackwater Fair a part of ?", whole).status == "accept"
    r = v.check("What is Brackwater Fair a portion of ?", whole)
    assert r.status == "accept", r.explanation
    # "X is a portion of Y" is "X is part of Y": the parts of X are no answer
    assert v.check("What is Brackwater Fair a portion of ?", parts).status != "accept"


OR_QUESTION = "What are the crafts of Tilda Marsh or are the crafts of Orin Vale ?"


def test_two_copulas_joined_by_or_keep_their_or(wikidata_verifier):
    """ "are the A or are the B": a copula identifies, so an "or" over the two copulas' events would keep
    nothing to join (both nouns would hold of the answer); the clauses' own scopes read it."""
    v = wikidata_verifier
    either = WD + "SELECT ?x WHERE { { wd:Q991101 wdt:P9912 ?x . } UNION { wd:Q991102 wdt:P9912 ?x . } }"
    both = WD + "SELECT ?x WHERE { wd:Q991101 wdt:P9912 ?x . wd:Q991102 wdt:P9912 ?x . }"
    r = v.check(OR_QUESTION, either)
    assert r.status == "accept", r.explanation
    assert v.check(OR_QUESTION, both).status != "accept"
    assert "∨" in r.question_logic


def test_the_copulas_of_an_or_over_events_give_no_reading():
    from verifier.question.grammar import default_grammar
    from verifier.question.semantics import readings
    from verifier.question.semantics._constructions import analyse
    from verifier.question.semantics._disjoined_clauses import copula_disjoined

    text = "Which cities are the towns of Hanover or are the capitals of France ?"
    ms = default_grammar().parse(text)
    assert any(copula_disjoined(m, analyse(m, text)) for m in ms)  # the grammar's "or" over the events
    rs = readings(ms, max_readings=4, text=text)
    assert rs and all("∨" in str(r.formula) for r in rs)
    # "and" over two copulas says both of the answer, as before
    rs = readings(default_grammar().parse(text.replace(" or ", " and ")), max_readings=4, text=text)
    assert rs and all("∨" not in str(r.formula) for r in rs)


def test_the_modules_examples_hold():
    import doctest
    import importlib

    for name in ("verifier.bridge.readings.named", "verifier.bridge.readings.guessed",
                 "verifier.question.semantics._disjoined_clauses"):
        assert doctest.testmod(importlib.import_module(name)).failed == 0, name
