"""A lexicon's loaded and checked form is cached on disk by content: a later load skips rdflib and the check."""

from pathlib import Path

from verifier.bridge import lexcheck
from verifier.bridge.lexicon import Lexicon

CHEM = Path(__file__).resolve().parents[1] / "examples" / "chemistry" / "lexicon.ttl"


def test_a_second_load_reads_the_cache_without_checking_again(tmp_path, monkeypatch):
    lex = tmp_path / "lexicon.ttl"
    lex.write_bytes(CHEM.read_bytes())
    first = Lexicon.load(lex, cache_dir=tmp_path / "cache")
    assert len(list((tmp_path / "cache").glob("lexicon-checked-*.pickle"))) == 1

    def no_check(entries):
        raise AssertionError("the check ran again on a cached lexicon")

    monkeypatch.setattr(lexcheck, "check", no_check)
    again = Lexicon.load(lex, cache_dir=tmp_path / "cache")
    assert again.entries == first.entries and again.repairs == first.repairs and again.skipped == first.skipped


def test_a_changed_file_or_another_path_is_loaded_afresh(tmp_path):
    lex = tmp_path / "a.ttl"
    lex.write_bytes(CHEM.read_bytes())
    a = Lexicon.load(lex, cache_dir=tmp_path / "cache")
    copy = tmp_path / "b.ttl"
    copy.write_bytes(CHEM.read_bytes())
    b = Lexicon.load(copy, cache_dir=tmp_path / "cache")
    assert {e.source for e in a.entries} != {e.source for e in b.entries}  # each names its own file
    lex.write_text(CHEM.read_text(encoding="utf-8").replace('"mass"@en', '"heft"@en'), encoding="utf-8")
    changed = Lexicon.load(lex, cache_dir=tmp_path / "cache")
    assert changed.lookup("heft") and not a.lookup("heft")
    assert len(list((tmp_path / "cache").glob("lexicon-checked-*.pickle"))) == 3


def test_no_cache_when_asked(tmp_path, monkeypatch):
    monkeypatch.setenv("VERIFIER_CACHE", str(tmp_path))
    Lexicon.load(CHEM, cache_dir=False)
    assert not list(tmp_path.glob("lexicon-*"))
    Lexicon.load(CHEM)
    assert len(list(tmp_path.glob("lexicon-checked-*.pickle"))) == 1
