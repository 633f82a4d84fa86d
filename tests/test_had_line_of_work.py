""""X has a specialty in Y" says that X's specialty is Y: a noun WordNet makes a special line of work
(specialization.n.02: "specialisation", "specialty", "specialism") had "in Y" is Y, as "X has Y as its
specialty" says; a noun that is no line of work ("degree", "role") keeps its preposition (issue 22, SPICE
relation phrases). The properties, classes, entities and sentences are made up (ids Q9982xx, P9985)."""

import json

import pytest

from verifier.bridge.wikidata import derive_entries

WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
PROPERTIES = [{"id": "P9985", "label": "area of expertise", "alias": ["specialty", "specialism"]},
              {"id": "P9986", "label": "occupation", "alias": ["job"]}]
RECORD = {"question": "Which scholars have a specialty in glassblowing ?",
          "context": {"entities": "{'Q998201': 'glassblowing', 'Q998202': 'Quillby'}",
                      "relations": "{'P9985': 'area of expertise', 'P9986': 'occupation'}",
                      "types": "{'Q998211': 'scholar'}", "history": []}}
SPECIALTY = WD + "SELECT ?x WHERE { ?x wdt:P9985 wd:Q998201 . ?x wdt:P31 wd:Q998211 . }"
REVERSED = WD + "SELECT ?x WHERE { wd:Q998201 wdt:P9985 ?x . ?x wdt:P31 wd:Q998211 . }"
OTHER = WD + "SELECT ?x WHERE { ?x wdt:P9986 wd:Q998201 . ?x wdt:P31 wd:Q998211 . }"
COUNT = WD + "SELECT (COUNT(DISTINCT ?x) AS ?c) WHERE { ?x wdt:P9985 wd:Q998201 . ?x wdt:P31 wd:Q998211 . }"


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    from verifier import Verifier
    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import labels_turtle, read_annotations, read_properties

    d = tmp_path_factory.mktemp("wikidata_had_line")
    (d / "p.json").write_text(json.dumps(PROPERTIES))
    (d / "d.jsonl").write_text(json.dumps(RECORD) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    entries = derive_entries(read_properties(d / "p.json"), ann, keep={"P9985", "P9986"})
    (d / "lex.ttl").write_text(to_turtle(entries))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    v = Verifier(lexicon=d / "lex.ttl", kg=d / "labels.ttl")
    yield v
    v.close()


def _readings(text):
    from verifier.question.grammar import default_grammar
    from verifier.question.semantics import readings

    return readings(default_grammar().parse(text), text=text)


@pytest.mark.wordnet
def test_the_line_of_work_had_in_y_is_y():
    r = _readings("Which scholars have a specialisation in glassblowing ?")[0]
    assert "_in_p" not in str(r.formula), r.formula
    assert any("line of work" in n for n in r.notes), r.notes


@pytest.mark.wordnet
@pytest.mark.parametrize("q", ["Which scholars have a degree in glassblowing ?",
                               "Which scholars have a role in glassblowing ?"])
def test_a_noun_that_is_no_line_of_work_keeps_its_preposition(q):
    r = _readings(q)[0]
    assert not any("line of work" in n for n in r.notes), r.notes


@pytest.mark.wordnet
@pytest.mark.parametrize("q, query", [("Which scholars have a specialty in glassblowing ?", SPECIALTY),
                                      ("Which scholars have specialisation in glassblowing ?", SPECIALTY),
                                      ("How many scholars have specialism in glassblowing ?", COUNT)])
def test_the_specialty_had_is_accepted_and_the_reversed_or_other_relation_is_not(verifier, q, query):
    faithful = verifier.check(q, query, context=[])
    assert faithful.status == "accept", faithful.explanation
    if query is SPECIALTY:
        assert verifier.check(q, REVERSED, context=[]).status == "reject"
        assert verifier.check(q, OTHER, context=[]).status != "accept"
