"""The text form of a verdict is in plain words: no logic symbols, no grammar predicates. The formulas
stay in the JSON (question_logic, query_logic, proof) and under ``render(verbose=True)``; an unknown for
a word the lexicon lacks says which word, and gives an entry to add that really bridges it."""

import re

import pytest
import rdflib

from conftest import CHEMISTRY
from verifier.bridge.lexicon import Lexicon
from verifier.suggest import MissingWord, turtle_entry
from verifier.verdict import LOGIC_SYMBOLS, Verdict, plain_repair, plain_words

P = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
#: what the text form must never show: logic symbols, and grammar predicates (``_mass_n_of``,
#: ``_of_p``, ``card/2``)
FORBIDDEN = LOGIC_SYMBOLS | set("∀∃∧∨¬→↔⊨")
GRAMMAR = re.compile(r"(?<![\w:])_[a-z]+_(?:n|v|a|p|q)(?:_\w+)?\b|\b(?:card|poss|compound|named)/\d|\bthing\(")

ACCEPT = """\
ACCEPT  [equivalent]
question: What is the mass of benzene?
The query means what the question asks: every answer to the question is an answer of the query, and every \
answer of the query answers the question (“benzene” is wd:Q2270 (benzene); “mass” is wdt:P2067 (mass)).
proof: proved both ways with 3 bridging axioms (--verbose shows them)
grounding: ok, 1 answer(s): The KG answers the query: 1 answer(s); every triple pattern has a match."""

REJECT = """\
REJECT  [deviating_entity]
question: What is the mass of benzene?
The query names wd:Q15779 (toluene) where the question's “benzene” is wd:Q2270 (benzene).
counterexample: the query loses answers of the question (--verbose shows it)
repair: replace wd:Q15779 with wd:Q2270
note: reading 2 set aside: no bridge for “of”
grounding: ok, 1 answer(s): The KG answers the query: 1 answer(s); every triple pattern has a match."""

UNKNOWN = """\
UNKNOWN  [no_lexical_bridge]
question: What is the colour of benzene?
The verifier cannot connect every question word to the knowledge graph: no reading of “colour of” in the \
lexicon. To add one, put a lexicon entry for “colour of” in a --lexicon file (reading it as wdt:P2067 (mass), \
as the query does; keep that only if “colour of” means it):
@prefix : <http://example.org/lexicon#> .
@prefix ontolex: <http://www.w3.org/ns/lemon/ontolex#> .
@prefix synsem: <http://www.w3.org/ns/lemon/synsem#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .

:colour_of a ontolex:LexicalEntry ;
    lexinfo:partOfSpeech lexinfo:noun ;
    ontolex:canonicalForm [ ontolex:writtenRep "colour"@en ] ;
    synsem:synBehavior [ a lexinfo:NounPPFrame ;
        lexinfo:copulativeArg :colour_of_subj ;
        lexinfo:prepositionalAdjunct :colour_of_obj ] ;
    ontolex:sense [ a synsem:OntoMap ;
        ontolex:reference <http://www.wikidata.org/prop/direct/P2067> ;
        synsem:subjOfProp :colour_of_obj ;
        synsem:objOfProp :colour_of_subj ] .
:colour_of_obj synsem:marker [ ontolex:writtenRep "of"@en ] .
grounding: ok, 1 answer(s): The KG answers the query: 1 answer(s); every triple pattern has a match."""

CASES = [
    ("What is the mass of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", ACCEPT),
    ("What is the mass of benzene?", "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }", REJECT),
    ("What is the colour of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", UNKNOWN),
]


def _text(verdict: Verdict) -> str:
    """The text form without its timing line (the one part that changes from run to run)."""
    return "\n".join(line for line in verdict.render().splitlines() if not line.startswith("time: "))


@pytest.mark.parametrize("question,sparql,expected", CASES, ids=["accept", "reject", "unknown"])
def test_the_text_explanation_of_the_chemistry_example_is_in_plain_words(chemistry_verifier, question, sparql,
                                                                        expected):
    v = chemistry_verifier.check(question, P + sparql)
    text = _text(v)
    assert text == expected
    assert not FORBIDDEN & set(text), FORBIDDEN & set(text)
    assert not GRAMMAR.search(text), GRAMMAR.search(text)
    # the logic is still there for machines and for --verbose
    assert FORBIDDEN & set(v.question_logic)
    verbose = v.render(verbose=True)
    assert f"question logic ({v.question_kind}): {v.question_logic}" in verbose
    assert v.to_dict()["question_logic"] == v.question_logic


def test_the_suggested_lexicon_entry_bridges_the_word(chemistry_verifier, tmp_path):
    question, sparql = "What is the colour of benzene?", P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
    v = chemistry_verifier.check(question, sparql)
    snippet = v.explanation[v.explanation.index("@prefix"):]
    lexicon = tmp_path / "lexicon.ttl"
    lexicon.write_text((CHEMISTRY / "lexicon.ttl").read_text() + "\n" + snippet + "\n")
    from verifier import Verifier
    with Verifier(lexicon=lexicon, kg=CHEMISTRY / "kg.ttl") as extended:
        after = extended.check(question, sparql)
    assert (after.status, after.reasons) == ("accept", ("equivalent",)), after.explanation
    assert "“colour” is wdt:P2067" in after.explanation


@pytest.mark.parametrize("missing,frame", [
    (MissingWord("colour", "noun", "of", "colour"), "NounPPFrame"),
    (MissingWord("gases", "noun", "", "gas"), "NounPredicateFrame"),
    (MissingWord("contains", "verb", "", "contain"), "TransitiveFrame"),
    (MissingWord("dissolve", "verb", "in", "dissolve"), "IntransitivePPFrame"),
    (MissingWord("rich", "adjective", "in", "rich"), "IntransitivePPFrame"),
    (MissingWord("toxic", "adjective", "", "toxic"), "AdjectivePredicateFrame"),
])
def test_each_entry_shape_is_turtle_the_lexicon_reads(tmp_path, missing, frame):
    text = turtle_entry(missing)
    rdflib.Graph().parse(data=text, format="turtle")  # fails loudly on a syntax error
    path = tmp_path / "entry.ttl"
    path.write_text(text)
    entries = Lexicon.load(path).entries
    assert entries and {e.frame for e in entries} >= {frame}, [(e.lemma, e.frame) for e in entries]
    assert all(e.lemma == missing.lemma for e in entries)


def test_an_entry_for_a_word_with_quotes_stays_well_formed():
    text = turtle_entry(MissingWord('say "hi"', "noun", "", 'say "hi"'))
    rdflib.Graph().parse(data=text, format="turtle")


@pytest.mark.parametrize("logic,words", [
    ("drop wdt:P31(v, wd:Q11173)", "drop ?v wdt:P31 wd:Q11173"),
    ("reading 2 set aside: no bridge for _of_p, card/2", "reading 2 set aside: no bridge for “of”, a number"),
    ("∃x8. _nitrogen_n_1(x8) ∧ _contain_v_1(x3, x8)", "“nitrogen” and “contain”"),
    ('¬named(x, "Red Hill") ∨ x ≠ y', "not “Red Hill” or x is not y"),
    ("_famous_a_for(e1, x3)", "“famous for”"),
    # prose, SPARQL functions and IRIs with brackets pass through
    ('FILTER(lang(?x) = "en") on ?x', 'FILTER(lang(?x) = "en") on ?x'),
    ("the KG has no dbr:Mercury_(planet)", "the KG has no dbr:Mercury_(planet)"),
    ("wdt:P527 (has part(s))", "wdt:P527 (has part(s))"),
])
def test_plain_words(logic, words):
    assert plain_words(logic) == words


def test_a_repair_in_words():
    assert plain_repair("wd:Q15779 → wd:Q2270") == "replace wd:Q15779 with wd:Q2270"
    assert plain_repair("reverse wdt:P2067(v, wd:Q2270)") == "reverse ?v wdt:P2067 wd:Q2270"
    assert plain_repair("?x dbo:spouse dbr:A → dbr:A dbo:spouse ?x; ?y dbo:spouse dbr:B → dbr:B dbo:spouse ?y") == (
        "replace ?x dbo:spouse dbr:A with dbr:A dbo:spouse ?x; replace ?y dbo:spouse dbr:B with dbr:B dbo:spouse ?y")


def test_render_keeps_the_logic_only_when_verbose():
    v = Verdict("reject", ("extra_constraint",), "The query adds the constraint ?v wdt:P31 wd:Q1.",
                question="Q?", question_logic="∀x. thing(x)", query_logic="wdt:P31(v, wd:Q1)", query_form="select",
                countermodel={"direction": "the query loses answers of the question", "facts": ["thing(answer)"]},
                repair="drop wdt:P31(v, wd:Q1)", notes=("no bridge for _of_p",))
    text = v.render()
    assert not FORBIDDEN & set(text) and "thing(" not in text and "_of_p" not in text
    assert "repair: drop ?v wdt:P31 wd:Q1" in text and "note: no bridge for “of”" in text
    verbose = v.render(verbose=True)
    assert "∀x. thing(x)" in verbose and "  thing(answer)" in verbose and "repair: drop wdt:P31(v, wd:Q1)" in verbose


def test_the_command_shows_the_logic_and_logs_only_with_verbose(capsys):
    from verifier.cli import main

    argv = ["check", "--question", "What is the mass of benzene?", "--sparql",
            P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", "--lexicon", str(CHEMISTRY / "lexicon.ttl"),
            "--kg", str(CHEMISTRY / "kg.ttl")]
    assert main(argv) == 0
    plain = capsys.readouterr()
    assert plain.out.startswith("ACCEPT") and not FORBIDDEN & set(plain.out) and "question logic" not in plain.out
    assert "DEBUG" not in plain.err
    assert main(["-v", *argv]) == 0
    verbose = capsys.readouterr()
    assert "question logic (wh): thing(x3) ∧" in verbose.out and "proof, axioms used:" in verbose.out
    assert "DEBUG verifier.api: accept equivalent in" in verbose.err


def test_have_is_a_verb_that_needs_a_relational_noun(chemistry_verifier, tmp_path):
    # "have" takes a relational noun ("the smell of X"); the entry to add is the noun's, and "have" is no
    # preposition
    question = "Which compounds have a smell?"
    sparql = P + "SELECT ?c WHERE { ?c wdt:P31 wd:Q11173 . ?c wdt:P2067 ?v }"
    v = chemistry_verifier.check(question, sparql)
    assert (v.status, v.reasons) == ("unknown", ("no_lexical_bridge",))
    assert ("no reading of “smell” as a relation in the lexicon (the smell of something, which “have” needs)"
            in v.explanation), v.explanation
    words, entry = v.explanation.split("@prefix", 1)
    assert "preposition" not in words and "lexinfo:NounPPFrame" in entry
    lexicon = tmp_path / "lexicon.ttl"
    lexicon.write_text((CHEMISTRY / "lexicon.ttl").read_text() + "\n" + v.explanation[v.explanation.index("@prefix"):])
    from verifier import Verifier
    with Verifier(lexicon=lexicon, kg=CHEMISTRY / "kg.ttl") as extended:
        assert extended.check(question, sparql).status == "accept"
