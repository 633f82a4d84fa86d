"""Values kept because they are pure functions of immutable inputs (issue 23): each kept path gives what the
computation it stands for gives, and hands out nothing a caller could change for the next one."""

import pickle

from lemon_lexicon import header
from verifier.bridge.context import ReadingContext
from verifier.bridge.entries import _lexicon_options
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.names import name_key, name_tokens
from verifier.bridge.options import parse_erg_predicate
from verifier.bridge import namelinks
from verifier.bridge.readings.named import linked_terms, relatives
from verifier.bridge.senses import SenseRanker
from verifier.logic import And, Atom, Const, Exists, Var

LEX = header(own="http://ex.org/lex#") + """
:lexicon a lemon:Lexicon ; lemon:entry :capital, :river .
:capital a lemon:LexicalEntry ; lemon:canonicalForm :capital_form ; lemon:sense :capital_sense ;
    lemon:synBehavior :capital_frame ; lexinfo:partOfSpeech lexinfo:noun .
:capital_form lemon:writtenRep "capital"@en .
:capital_frame a lexinfo:NounPPFrame ; lexinfo:copulativeArg :capital_arg ; lexinfo:prepositionalAdjunct :capital_of .
:capital_of lemon:marker :of .
:of lemon:canonicalForm [ lemon:writtenRep "of"@en ] .
:capital_sense a lemon:LexicalSense ; lemon:reference <http://ex.org/capital> ;
    lemon:subjOfProp :capital_of ; lemon:objOfProp :capital_arg .
:river a lemon:LexicalEntry ; lemon:canonicalForm :river_form ; lemon:sense :river_sense ;
    lemon:synBehavior :river_frame ; lexinfo:partOfSpeech lexinfo:noun .
:river_form lemon:writtenRep "river"@en .
:river_frame a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :river_arg .
:river_sense a lemon:LexicalSense ; lemon:isA :river_arg ; lemon:reference <http://ex.org/River> .
"""

x, y = Var("x"), Var("y")


def test_a_formula_keeps_the_hash_the_dataclass_computes_and_does_not_pickle_it():
    f = Exists((y,), And((Atom("ex:knows", (x, y)), Atom("ex:likes", (y, Const("ex:bob"))))))
    first = hash(f)
    assert first == hash((f.vars, f.body)) == hash(f)  # the dataclass's own value, kept
    again = Exists((y,), And((Atom("ex:knows", (x, y)), Atom("ex:likes", (y, Const("ex:bob"))))))
    assert again == f and hash(again) == first and len({f, again}) == 1
    # another process hashes strings with another seed: the kept value must not travel
    data = pickle.dumps(f)
    assert b"_hash" not in data
    back = pickle.loads(data)
    assert back == f and "_hash" not in back.__dict__ and hash(back) == first


def test_the_links_of_a_word_by_name_are_those_the_walk_finds():
    wn = SenseRanker().wordnet
    terms = {"ex:populationTotal": ["population total"], "ex:populationDensity": [],
             "ex:birthPlace": ["birth place", "born in"], "ex:weight": []}
    kept = linked_terms("population", "n", terms, wn)
    for cached in (namelinks._term_link, namelinks._bases, namelinks._kinds_above, namelinks._relatives,
                   namelinks._forms):
        cached.cache_clear()
    assert linked_terms("population", "n", terms, wn) == kept == {"ex:populationTotal": "name"}
    # a WordNet stand-in that cannot be hashed is asked every time, with the same answers
    assert linked_terms("population", "n", terms, None) == linked_terms("population", "n", terms, [])


def test_kept_answers_hand_out_new_containers():
    wn = SenseRanker().wordnet
    rel = relatives(wn, "heavy", "a")
    rel["nonsense"] = "name"
    assert "nonsense" not in relatives(wn, "heavy", "a")
    toks = name_tokens("The U.S. Army (band)")
    assert toks == ["the", "us", "army"]
    toks.append("x")
    assert name_tokens("The U.S. Army (band)") == ["the", "us", "army"] and name_key("The U.S. Army") == "us army"


def test_a_lexicon_keeps_the_lemmas_of_its_entries_per_reference(tmp_path):
    path = tmp_path / "lex.ttl"
    path.write_text(LEX, encoding="utf-8")
    lex = Lexicon.load(path)
    capital = next(e.reference for e in lex.entries if e.lemma == "capital")
    for iri in [e.reference for e in lex.entries] + ["ex:nothing"]:
        expected = tuple(dict.fromkeys(e.lemma for e in lex.by_reference(iri)))
        assert lex.reference_lemmas(iri) == expected == lex.reference_lemmas(iri)
    assert lex.reference_lemmas(capital) == ("capital",) and lex.reference_lemmas("ex:nothing") == ()


def test_kept_templates_and_lexicon_readings_are_those_computed_anew(verifier):
    bridge = verifier.bridge
    for e in bridge.lexicon.entries:
        for arity, event, shape in ((1, False, ""), (2, False, ""), (3, True, "transitive"), (2, True, "passive")):
            for linked in (False, True):
                expected = bridge._scan_templates(e, arity, event, shape, linked, "")
                assert bridge._templates_for(e, arity, event, shape, linked=linked) == expected
                assert bridge._templates_for(e, arity, event, shape, linked=linked) == expected  # (kept)
    readings, _ = verifier.readings("What is the capital of the river?")
    compared = 0
    for reading in readings:
        ctx = ReadingContext(reading.formula)
        for key, occurrences in ctx.keyed.items():
            erg = parse_erg_predicate(occurrences[0].pred)
            if erg is None:
                continue
            word = reading.word_of(occurrences[0].pred) or erg.lemma
            fresh = _lexicon_options(bridge, key, erg, occurrences, ctx, word)
            for _ in range(2):  # computed, then kept
                got = bridge._word_lexicon_options(key, erg, occurrences, reading, ctx, word)
                assert got == fresh
                got[0].clear()  # a caller's list: the kept value stays
            compared += bool(fresh[0])
    assert compared  # "capital" and "river" have lexicon readings


def test_a_words_wordnet_relatives_are_kept_as_the_walk_finds_them():
    ranker = SenseRanker()
    walked = ranker._related_words("film", "n", 2, ())
    got = ranker.related("film", "n", top=2)
    assert got == walked and any(r.word == "movie" for r in got)
    got.clear()  # a caller's list: the kept words stay
    assert ranker.related("film", "n", top=2) == walked
    assert ranker.synonyms("film", "n") == [r.word for r in ranker._related_words("film", "n", 1, ())
                                            if r.relation == "synonym"]
