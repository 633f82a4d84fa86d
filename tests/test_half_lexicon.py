"""``benchmarks/half_lexicon.py``: the two halves drop complementary lemmas and keep everything else."""

import importlib.util
from pathlib import Path

from lemon_lexicon import LEMON
from verifier.bridge.lexicon import Lexicon

LEX = LEMON + "".join(f"""
:w{i} a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "{w}"@en ] ;
    lemon:sense [ lemon:reference <http://example.org/kg/C{i}> ] .
""" for i, w in enumerate(["falcon", "harbour", "lantern", "meadow", "orchard", "quarry", "saddle", "tundra"]))


def _module():
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "half_lexicon.py"
    spec = importlib.util.spec_from_file_location("half_lexicon", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_halves_drop_complementary_lemmas(tmp_path):
    src = tmp_path / "lex.ttl"
    src.write_text(LEX)
    assert _module().main(["--lexicon", str(src), "--out", str(tmp_path / "out")]) == 0
    kept = [{e.lemma for e in Lexicon.load(str(tmp_path / "out" / f"half{k}.ttl")).entries} for k in (0, 1)]
    everything = {e.lemma for e in Lexicon.load(str(src)).entries}
    assert kept[0] and kept[1] and not kept[0] & kept[1] and kept[0] | kept[1] == everything
    # each half keeps the lemmas whose md5 falls in the other half
    half_of = _module().half_of
    assert all(half_of(w) == 1 for w in kept[0]) and all(half_of(w) == 0 for w in kept[1])
    assert not Lexicon.load(str(tmp_path / "out" / "empty.ttl")).entries
