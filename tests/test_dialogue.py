"""Follow-up questions read against the dialogue before them (verifier/question/dialogue.py), and a Wikidata
lexicon built from property labels (verifier/bridge/wikidata.py). Sentences and data are made up here."""

import json
import subprocess
import sys

from dataclasses import replace

import pytest

from verifier.question.dialogue import Dialogue, ellipsis_target, quote_names, referring_phrase, resolve, unresolved

TURNS = [
    {"speaker": "USER", "utterance": "Which city is the Old Bridge situated in?", "entities": {"Q900001": "Old Bridge"}},
    {"speaker": "SYSTEM", "utterance": "Brightwater", "entities": "{'Q900002': 'Brightwater'}"},
    {"speaker": "USER", "utterance": "Who designed the Old Bridge?", "entities": [{"id": "Q900001", "label": "Old Bridge"}]},
    {"speaker": "SYSTEM", "utterance": "Anna Weber", "entities": {"Q900003": "Anna Weber"}},
]


def test_referring_phrases_are_demonstratives_and_pronouns_not_relatives_or_titles():
    assert referring_phrase("How many streets are named after that person?") == "that person"
    assert referring_phrase("Is Lake Ode a part of that administrative territory ?") == "that administrative territory"
    assert referring_phrase("Which rivers do those ones cross?") == "those ones"
    assert referring_phrase("What is the river that crosses Brightwater?") is None      # a relative clause
    assert referring_phrase("Give me the author of This Side of Paradise.") is None     # a title
    assert referring_phrase("Where was it built?") == "it"
    assert referring_phrase("Is it true that the bridge is old?") is None              # the dummy "it"
    # a pronoun alone does not make a question need the dialogue: it may refer inside the question
    assert unresolved("What is the capital of Norway and its population?") is None
    assert unresolved("Where was that person born?") == "that person"


def test_a_relative_that_does_not_hide_a_demonstrative_after_it():
    # before, the relative "that" took the words after it, the demonstrative among them, and it was not seen
    assert referring_phrase("What is the river that flows through that city ?") == "that city"
    assert unresolved("What is the name of the species that has that one as its orthologous gene ?") == "that one"
    assert referring_phrase("What is the name of the city that has that one as its mayor ?") == "that one"


def test_a_subject_phrase_ends_at_the_verb_after_it():
    # after "does"/"did" the subject ends where the question's verb begins: inside the phrase ("did that
    # person die") or past it, a word no noun ("represent"); a noun that is also a verb ("team") inside the
    # phrase is no verb then (before, "that national sports team represent" lost "team")
    assert referring_phrase("Which country does that national sports team represent ?") == "that national sports team"
    assert referring_phrase("Which cup did that national sports team participate in ?") == "that national sports team"
    assert referring_phrase("When did that person die?") == "that person"
    assert referring_phrase("Did those teams take part in the cup?") == "those teams"


def test_ellipsis_takes_the_new_entity():
    assert ellipsis_target("Or Anna Weber?") == "Anna Weber"
    assert ellipsis_target("And how about the New Bridge?") == "the New Bridge"
    assert ellipsis_target("What about Brightwater ?") == "Brightwater"
    assert ellipsis_target("Who built the Old Bridge?") is None


def test_each_antecedent_is_a_resolution_most_recent_first():
    d = Dialogue.coerce({"history": TURNS})
    rs = resolve("How many streets are named after that person?", d)
    assert [r.text for r in rs][:3] == ["How many streets are named after Anna Weber?",
                                        "How many streets are named after Old Bridge?",
                                        "How many streets are named after Brightwater?"]
    assert rs[0].note == "‘that person’ read as wd:Q900003, Anna Weber, from turn 4"


def test_ellipsis_repeats_the_last_question_that_names_an_entity():
    d = Dialogue.from_turns(TURNS)
    rs = resolve("And how about the New Bridge?", d)
    assert [r.text for r in rs] == ["Who designed the New Bridge?"]
    assert "instead of Old Bridge (wd:Q900001)" in rs[0].note
    # "Or X?" coordinates X with the entity asked about
    assert [r.text for r in resolve("Or the New Bridge?", d)] == ["Who designed the Old Bridge or the New Bridge?"]


def test_an_ellipsis_whose_one_linked_entity_it_spells_otherwise_is_read_as_that_entity():
    # the follow-up's one new name is the one entity the linker found in it, however it is spelled
    d = replace(Dialogue.from_turns(TURNS), mentions=(("Q900009", "Iwan Pietrowski"),))
    rs = resolve("And how about Ivan Petrovsky?", d)
    assert [r.text for r in rs] == ["Who designed Iwan Pietrowski?"]
    assert "wd:Q900009, Iwan Pietrowski, the entity linked in the question" in rs[0].note
    # two linked entities, or none: the target is kept as it is
    two = replace(d, mentions=(("Q900009", "Iwan Pietrowski"), ("Q900010", "Lodz")))
    for other in (two, Dialogue.from_turns(TURNS)):
        assert [r.text.endswith("Ivan Petrovsky?") for r in resolve("And how about Ivan Petrovsky?", other)] == [True]


def test_an_ellipsis_whose_one_linked_entity_shares_a_word_with_its_target_is_read_as_that_entity():
    # "Lowmere stone bridge" shares "Lowmere" with the label, and a word the label lacks ("stone"): the
    # label cannot be put in for a span of it, so before the target stayed and its mention deviated
    d = replace(Dialogue.from_turns(TURNS), mentions=(("Q900011", "Lowmere Old Bridge"),))
    rs = resolve("And how about Lowmere stone bridge?", d)
    assert [r.text for r in rs] == ["Who designed Lowmere Old Bridge?"]
    assert "wd:Q900011, Lowmere Old Bridge, the entity linked in the question" in rs[0].note
    # a target that spells the label is itself
    same = replace(d, mentions=(("Q900012", "Lowmere Bridge"),))
    assert [r.text for r in resolve("And how about the Lowmere Bridge?", same)] == ["Who designed the Lowmere Bridge?"]


def test_an_ellipsis_exchanges_the_whole_label_spelled_with_a_gap():
    # the earlier question leaves words out of the middle of the label: the words before the gap are the
    # entity's too (before, "Potassium" stayed behind as a name of its own: "than Potassium Lowmere …")
    ctx = Dialogue.from_turns([{"speaker": "USER", "entities": {"Q900120": "Potassium two pore domain channel K member 10"},
                                "utterance": "Which proteins bind fewer sugars than Potassium channel K member 10 ?"}])
    [r] = resolve("And how about Lowmere receptor 5?", ctx)
    assert r.text == 'Which proteins bind fewer sugars than "Lowmere receptor 5" ?'


def test_an_ellipsis_asks_the_last_question_naming_an_entity_or_none():
    # the last question names its entity otherwise than the label: it is still the question the ellipsis
    # asks again, so an older question is no reading (before: "Which city is the New Bridge situated in?")
    turns = TURNS[:2] + [{"speaker": "USER", "utterance": "Who designed the Stone Arch?",
                          "entities": {"Q900004": "Lowmere Viaduct"}}]
    assert resolve("And how about the New Bridge?", Dialogue.from_turns(turns)) == []


def test_and_also_x_reads_x_instead_and_besides_the_entity_asked_about():
    # "And also X": the question again about X, or about X as well as the entity asked about (both hold)
    d = Dialogue.from_turns([{"speaker": "USER", "utterance": "Which award did Anna Weber receive ?",
                              "entities": {"Q900003": "Anna Weber"}}])
    rs = resolve("And also Ivan Brook", d)
    assert [r.text for r in rs] == ["Which award did Ivan Brook receive ?", "Which award did Anna Weber and Ivan Brook receive ?"]
    assert "about Ivan Brook and Anna Weber (wd:Q900003)" in rs[1].note
    # "And also tell me about X": X instead, as "And how about X?"
    assert [r.text for r in resolve("And also tell me about Ivan Brook?", d)] == ["Which award did Ivan Brook receive ?"]


def test_without_a_dialogue_nothing_is_guessed():
    assert resolve("How many streets are named after that person?", None) == []
    assert resolve("Or Anna Weber?", Dialogue()) == []
    assert [r.text for r in resolve("Who designed the Old Bridge?", None)] == ["Who designed the Old Bridge?"]


def test_a_follow_up_without_its_dialogue_is_unknown_unresolved_reference(chemistry_verifier):
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    v = chemistry_verifier.check("What is the mass of that compound?", p + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")
    assert v.status == "unknown" and v.reasons == ("unresolved_reference",)
    assert "that compound" in v.explanation


def test_a_reply_to_did_you_mean_without_the_question_it_answers_is_unknown_unresolved_reference(chemistry_verifier):
    # read word by word, "Yes" asks nothing, and a query would be disproved against it
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    q = p + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
    answered = [{"speaker": "USER", "utterance": "What is the mass of benzene?", "entities": {"Q2270": "benzene"}},
                {"speaker": "SYSTEM", "utterance": "78.11", "entities": {}}]
    for context in (None, answered):
        v = chemistry_verifier.check("Yes", q, context=context)
        assert v.status == "unknown" and v.reasons == ("unresolved_reference",)


@pytest.mark.wordnet
def test_a_confirmed_question_with_a_word_nothing_bridges_says_how_the_reply_was_read(chemistry_verifier):
    # "Yes" is unknown for a word of the question it confirms: the notes say which question that is
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    context = [{"speaker": "USER", "utterance": "What is the flavour of that compound?", "entities": {"Q2270": "benzene"}},
               {"speaker": "SYSTEM", "utterance": "Did you mean benzene?", "entities": {"Q2270": "benzene"}}]
    v = chemistry_verifier.check("Yes", p + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", context=context)
    assert v.status == "unknown" and v.reasons == ("no_lexical_bridge",)
    assert "question: ‘Yes’ confirms wd:Q2270, benzene, offered in turn 2, for ‘that compound’ of turn 1" in v.notes


@pytest.mark.wordnet
def test_a_follow_up_is_verified_against_its_dialogue(chemistry_verifier):
    p = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
    context = [{"speaker": "USER", "utterance": "What is the boiling point of benzene?", "entities": {"Q2270": "benzene"}},
               {"speaker": "SYSTEM", "utterance": "80.1", "entities": {}}]
    right = chemistry_verifier.check("What is the mass of that compound?",
                                     p + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }", context=context)
    assert right.status == "accept"
    assert any("‘that compound’ read as wd:Q2270, benzene, from turn 1" in n for n in right.notes)
    wrong = chemistry_verifier.check("What is the mass of that compound?",
                                     p + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }", context=context)
    assert wrong.status == "reject"
    elliptic = chemistry_verifier.check("And how about toluene?", p + "SELECT ?v WHERE { wd:Q15779 wdt:P2102 ?v }",
                                        context=context)
    assert elliptic.status == "accept"


PROPERTIES = [
    {"id": "P138", "label": "named after", "alias": ["eponym", "named for"], "datatype": "wikibase-item"},
    {"id": "P19", "label": "place of birth", "alias": ["birthplace"], "datatype": "wikibase-item"},
    {"id": "P9999", "label": None, "alias": []},
    {"id": "P17", "label": "country", "alias": None},
]


def test_wikidata_properties_from_a_json_file_and_a_bundled_module(tmp_path):
    from verifier.bridge.wikidata import read_properties

    (tmp_path / "p.json").write_text(json.dumps(PROPERTIES))
    props = read_properties(tmp_path / "p.json")
    assert set(props) == {"P138", "P19", "P17"}                       # no English label: left out
    assert props["P138"].names == ("named after", "eponym", "named for")
    lib = tmp_path / "pkg" / "lib"
    lib.mkdir(parents=True)
    (lib / "index.cjs").write_text("//#region data\nvar properties_default = "
                                   + json.dumps(PROPERTIES, indent="\t").replace("birthplace", "birth\\x20place")
                                   + ";\n\n//#endregion\n")
    assert read_properties(tmp_path / "pkg")["P19"].names == ("place of birth", "birth place")
    (tmp_path / "empty.json").write_text("[]")
    with pytest.raises(ValueError, match="empty.json"):
        read_properties(tmp_path / "empty.json")


def test_lexicon_build_wikidata_writes_a_lexicon_the_verifier_reads(tmp_path):
    from verifier.bridge.lexicon import Lexicon

    (tmp_path / "p.json").write_text(json.dumps(PROPERTIES))
    rec = {"question": "Which city is that bridge named after?", "gold_sparql": "ASK { wd:Q1 wdt:P17 wd:Q2 }",
           "context": {"entities": "{'Q900001': 'Old Bridge'}", "relations": "{'P138': 'named after'}",
                       "types": "{'Q515': 'city'}", "history": [{"entities": "{'Q900002': 'Brightwater'}"}]}}
    (tmp_path / "d.jsonl").write_text(json.dumps(rec) + "\n")
    out, labels = tmp_path / "lex.ttl", tmp_path / "labels.ttl"
    run = subprocess.run([sys.executable, "-m", "verifier.cli", "lexicon", "build", "--wikidata", str(tmp_path / "p.json"),
                          "--annotations", str(tmp_path / "d.jsonl"), "--out", str(out), "--labels-out", str(labels)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    lex = Lexicon.load(str(out))
    refs = {(e.lemma, e.reference, e.value) for e in lex}
    assert ("name", "wdt:P138", None) in refs                       # "named after": a verb with "after"
    assert ("country", "wdt:P17", None) in refs                      # named by an annotated record's query
    assert not any(r == "wdt:P19" for _, r, _ in refs)              # neither annotated nor queried
    assert ("city", "wdt:P31", "wd:Q515") in refs                    # a class noun as a P31 restriction
    text = labels.read_text()
    assert 'wd:Q900001 rdfs:label "Old Bridge"@en' in text and 'wd:Q900002 rdfs:label "Brightwater"@en' in text
    bad = subprocess.run([sys.executable, "-m", "verifier.cli", "lexicon", "build", "--wikidata",
                          str(tmp_path / "missing.json"), "--out", str(out)], capture_output=True, text=True)
    assert bad.returncode == 2 and "missing.json" in bad.stderr


def test_check_takes_the_dialogue_from_a_file(tmp_path):
    ctx = tmp_path / "ctx.json"
    ctx.write_text(json.dumps({"history": [{"speaker": "USER", "utterance": "What is the mass of benzene?",
                                            "entities": {"Q2270": "benzene"}}]}))
    args = [sys.executable, "-m", "verifier.cli", "check", "--question", "And how about toluene?",
            "--sparql", "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
                        "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }",
            "--lexicon", "examples/chemistry/lexicon.ttl", "--kg", "examples/chemistry/kg.ttl", "--json"]
    without = subprocess.run(args, capture_output=True, text=True)
    assert without.returncode == 3 and json.loads(without.stdout)["reasons"] == ["unresolved_reference"]
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert subprocess.run(args + ["--context", str(bad)], capture_output=True, text=True).returncode == 2
    with_ctx = subprocess.run(args + ["--context", str(ctx)], capture_output=True, text=True)
    assert json.loads(with_ctx.stdout)["status"] == "accept", with_ctx.stdout


@pytest.mark.wordnet
def test_a_demonstrative_phrase_spans_a_noun_spelled_with_of_and_ends_at_its_last_noun():
    from verifier.question.dialogue import referring_phrase

    assert referring_phrase("Which person edited that work of art ?") == "that work of art"
    assert referring_phrase("Who were the screenwriters for those works of art ?") == "those works of art"
    assert referring_phrase("What is the capital of that city of Spain ?") == "that city"
    # a participle after the head noun is the sentence's, not the phrase's
    assert referring_phrase("Which region is that sports team situated in ?") == "that sports team"
    # after a verb that is no noun, "that" determines its object; after a noun it opens a relative clause
    assert referring_phrase("Which person edited that film ?") == "that film"
    assert referring_phrase("Which country has the city that hosted Expo ?") is None


@pytest.mark.wordnet
def test_after_do_support_the_demonstrative_phrase_ends_before_the_questions_verb():
    # "die", "border" and "take" are nouns too; after "did"/"does" they are the question's verb
    assert referring_phrase("What manner did that person die ?") == "that person"
    assert referring_phrase("Does that city border Spain ?") == "that city"
    assert referring_phrase("Did those sports teams take part in the cup ?") == "those sports teams"
    # a singular head that is a verb's base form too ("team") but a noun in use: the verb is the word after it
    assert referring_phrase("Did that national sports team take part in the cup ?") == "that national sports team"
    assert referring_phrase("Did that rock band play in the cup ?") == "that rock band"
    # a noun that is also a verb's base form stays inside the phrase ("rock band")
    assert referring_phrase("What did that rock band release ?").startswith("that rock band")
    assert referring_phrase("Is that person alive ?") == "that person"
    d = Dialogue.from_turns([{"speaker": "USER", "utterance": "Who founded Eastwick ?",
                              "entities": {"Q900201": "Eastwick"}},
                             {"speaker": "SYSTEM", "utterance": "Ada Brook", "entities": {"Q900101": "Ada Brook"}}])
    assert resolve("What manner did that person die ?", d)[0].text == "What manner did Ada Brook die ?"


def test_an_antecedent_the_question_is_annotated_with_is_the_one_read():
    # the entity linker annotated the question with Lowmere, which it does not spell: "that town" is Lowmere,
    # and the older Brightwater is no reading of it (before, each of the last four entities was one, and a
    # query about Brightwater was accepted)
    d = Dialogue.coerce({"entities": "{'Q2': 'Lowmere', 'Q9': 'Ruritania'}", "history": [
        {"speaker": "USER", "utterance": "Which town is the seat of Ruritania ?", "entities": "{'Q9': 'Ruritania'}"},
        {"speaker": "SYSTEM", "utterance": "Brightwater", "entities": "{'Q1': 'Brightwater'}"},
        {"speaker": "USER", "utterance": "Which town borders that town ?", "entities": "{'Q1': 'Brightwater'}"},
        {"speaker": "SYSTEM", "utterance": "Lowmere", "entities": "{'Q2': 'Lowmere'}"}]})
    assert [r.text for r in resolve("Is that town a part of Ruritania ?", d)] == ["Is Lowmere a part of Ruritania ?"]
    # without the annotation every recent entity is still a reading
    plain = Dialogue(d.turns)
    assert len(resolve("Is that town a part of Ruritania ?", plain)) == 3


def test_that_after_a_wh_word_is_a_determiner_not_a_relative():
    """A relative "that" follows a noun, never a wh-word: in "the place where that scholar taught" the phrase
    "that scholar" refers back to the dialogue."""
    from verifier.question.dialogue import referring_phrase

    assert referring_phrase("What is the place where that scholar taught ?") == "that scholar"
    assert referring_phrase("Name the year when that ship sank .") == "that ship"
    assert referring_phrase("Which town is the one that Ada founded ?") is None


def test_a_name_with_a_possessive_clitic_inside_is_quoted_as_one_name():
    """Read word by word, "The Weaver's Lantern" is the lantern of a weaver (a relation the lexicon would
    have to read); the dialogue names it as one entity, so it goes in quoted, as a title does."""
    from verifier.question.dialogue import as_name, quote_names

    assert quote_names("Where was The Weaver's Lantern filmed ?", ["The Weaver's Lantern"]) == \
        'Where was "The Weaver\'s Lantern" filmed ?'
    assert as_name("Old Tom’s Mill") == '"Old Tom’s Mill"'
    # a name that ends with the clitic, and a run of capitalised words, stay as they are
    assert as_name("Brook's") == "Brook's" and as_name("Ada Brook") == "Ada Brook"


def test_a_name_of_several_words_with_a_digit_in_one_is_quoted_as_one_name():
    """Read word by word, "Lowmere Lw-220 Star" is two names, the second in apposition ("Lowmere, Lw-220
    Star"), and the first is then linked alone; the dialogue names it as one entity."""
    from verifier.question.dialogue import as_name

    assert as_name("Lowmere Lw-220 Star") == '"Lowmere Lw-220 Star"'
    # one word with a digit, or several words without one, stay as they are
    assert as_name("Lw220") == "Lw220" and as_name("Lowmere Star") == "Lowmere Star"


@pytest.mark.wordnet
def test_after_a_form_of_be_the_phrase_ends_before_a_passive_participle_that_is_a_noun_too():
    # "found" is a noun in WordNet (board and lodging); after "is" it is the passive's participle, not the
    # phrase's last word (before, the phrase took it and the resolved question lost its verb)
    assert referring_phrase("Which taxon is that nucleic acid sequence found in ?") == "that nucleic acid sequence"
    assert referring_phrase("Which genus was that protein found in ?") == "that protein"
    # a noun ending in "-ing" and a plural noun are no participles
    assert referring_phrase("Is that office building located in Spain ?") == "that office building"
    d = Dialogue.from_turns([{"speaker": "SYSTEM", "utterance": "kinase XY12", "entities": {"Q900301": "kinase XY12"}}])
    assert resolve("Which taxon is that nucleic acid sequence found in ?", d)[0].text == \
        'Which taxon is "kinase XY12" found in ?'


@pytest.mark.wordnet
def test_that_with_a_closing_noun_phrase_after_an_inflected_verb_is_a_determiner():
    # "expresses" is a verb form and a plural noun; with only a noun phrase after "that" up to the question's
    # end, "that" determines the verb's object (before, it was read as a relative clause and left alone)
    assert referring_phrase("Which film features that journey ?") == "that journey"
    # a relative clause goes on with a verb, a preposition or a name; after a noun, "that" opens one as before
    assert referring_phrase("Which rivers flow through the states that border Spain ?") is None
    assert referring_phrase("Which towns have the features that journey to Lowmere ?") is None
    assert referring_phrase("What is the river that crosses Brightwater?") is None


def test_a_name_that_holds_the_antecedent_put_in_is_quoted_as_one_name():
    # "Does Ada Lowe have that one as family name?" after "Lowe": read word by word, "Ada Lowe" would be
    # the name "Lowe" beside "Ada", and "Lowe" said alone the same individual
    d = Dialogue.coerce({"entities": {"Q900301": "Ada Lowe"}, "history": [
        {"speaker": "USER", "utterance": "What is the family name of Ben Lowe ?", "entities": {"Q900302": "Ben Lowe"}},
        {"speaker": "SYSTEM", "utterance": "Lowe", "entities": {"Q900303": "Lowe"}}]})
    texts = [r.text for r in resolve("Does Ada Lowe have that one as family name ?", d)]
    assert 'Does "Ada Lowe" have Lowe as family name ?' in texts
    # a run of capitalised words that holds no other name stays as it is
    assert quote_names("Was Ada Lowe born in Lowmere ?", ["Ada Lowe", "Lowmere"]) == "Was Ada Lowe born in Lowmere ?"
