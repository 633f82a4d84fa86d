"""The parser back ends behind one interface."""

import json
import os
from pathlib import Path

import pytest
from delphin.codecs import mrsjson, simplemrs

from verifier.question.parsers import (
    QUESTION_UNPARSED, AceParser, GrammarParser, MrsSource, ParseError, WebParser, decode_mrs,
)

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT.parent / "shared" / "data" / "seed" / "benzene.mrs"
WORDNET = ROOT / "data" / "nltk_data" / "corpora" / "wordnet"

SMALL = """[ TOP: h0 INDEX: e2 [ e SF: ques ]
  RELS: < [ _rain_v_1<0:4> LBL: h1 ARG0: e2 ] > HCONS: < h0 qeq h1 > ]"""


def test_parse_error_carries_code():
    err = ParseError(QUESTION_UNPARSED, "nothing")
    assert err.code == "question_unparsed" and "nothing" in str(err)


def test_mrs_source_simplemrs_text_and_mapping():
    src = MrsSource({"Does  it rain?": SMALL})
    (m,) = src.parse("Does it rain?")
    assert m.rels[0].predicate == "_rain_v_1"
    with pytest.raises(ParseError) as info:
        src.parse("Something else?")
    assert info.value.code == QUESTION_UNPARSED


def test_mrs_source_json_roundtrip():
    m = simplemrs.decode(SMALL)
    text = json.dumps(mrsjson.to_dict(m))
    (back,) = MrsSource(text=text).parse("anything")
    assert [e.predicate for e in back.rels] == ["_rain_v_1"]
    assert len(decode_mrs(SMALL + "\n" + SMALL)) == 2


@pytest.mark.shared_data
@pytest.mark.skipif(not SEED.exists(), reason="shared seed data absent")
def test_mrs_source_file():
    (m,) = MrsSource(path=SEED).parse("What is the mass of benzene?")
    assert "_mass_n_of" in [e.predicate for e in m.rels]


@pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")
def test_grammar_parser_benzene_matches_seed_predicates():
    m = GrammarParser().parse("What is the mass of benzene?")[0]
    preds = sorted(e.predicate for e in m.rels)
    assert preds == sorted(["thing", "which_q", "_be_v_id", "_the_q", "_mass_n_of", "udef_q", "_benzene_n_1"])


@pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")
def test_grammar_parser_raises_when_nothing_parses():
    with pytest.raises(ParseError) as info:
        GrammarParser().parse("of of of the the")
    assert info.value.code == QUESTION_UNPARSED


@pytest.mark.skipif(not (os.environ.get("VERIFIER_ACE_BIN") and os.environ.get("VERIFIER_ERG_IMAGE")),
                    reason="ACE not configured: set VERIFIER_ACE_BIN and VERIFIER_ERG_IMAGE")
def test_ace_parser():
    readings = AceParser().parse("What is the mass of benzene?")
    assert any(e.predicate == "_mass_n_of" for e in readings[0].rels)


def test_ace_parser_without_image_reports_unparsed(monkeypatch):
    monkeypatch.delenv("VERIFIER_ERG_IMAGE", raising=False)
    with pytest.raises(ParseError) as info:
        AceParser(grammar_image="/nonexistent/erg.dat").parse("Who?")
    assert info.value.code == QUESTION_UNPARSED


@pytest.mark.skipif(not os.environ.get("VERIFIER_DELPHIN_WEB"),
                    reason="no DELPH-IN web API configured: set VERIFIER_DELPHIN_WEB")
def test_web_parser():
    readings = WebParser().parse("What is the mass of benzene?")
    assert readings


def test_web_parser_without_url_reports_unparsed(monkeypatch):
    monkeypatch.delenv("VERIFIER_DELPHIN_WEB", raising=False)
    with pytest.raises(ParseError) as info:
        WebParser().parse("Who?")
    assert info.value.code == QUESTION_UNPARSED


@pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")
def test_grammar_parser_reading_cap():
    q = "Which books by the authors of the school in the town were read by the boys in Paris?"
    assert len(GrammarParser(max_readings=1).parse(q)) == 1
    assert 1 < len(GrammarParser(max_readings=8).parse(q)) <= 8
