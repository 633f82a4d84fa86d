"""The compact WordNet reader (an sqlite index built once) answers exactly as nltk's reader, and the
data is found without root wherever the user has it."""

import random
from pathlib import Path

import pytest

from verifier.bridge import wordnet

SOURCE = wordnet.find_wordnet()


def needs_wordnet(test):
    return pytest.mark.wordnet(pytest.mark.skipif(SOURCE is None, reason="WordNet not installed (make setup)")(test))



@pytest.fixture(scope="module")
def readers(tmp_path_factory):
    from verifier.question.grammar.lexicon import wordnet as nltk_wordnet

    ours = wordnet.CompactWordNet(SOURCE, tmp_path_factory.mktemp("wncache"))
    return ours, nltk_wordnet()


def _signature(s):
    """Everything the verifier reads of a synset, its lemmas and its neighbours."""
    return (s.name(), s.pos(), s.offset(), s.lexname(), s.definition(), tuple(s.examples()), tuple(s.frame_ids()),
            sorted(x.name() for x in s.hypernyms()), sorted(x.name() for x in s.instance_hypernyms()),
            sorted(x.name() for x in s.member_holonyms()), sorted(x.name() for x in s.similar_tos()),
            [(l.name(), l.key(), l.count(), tuple(l.frame_ids()),
              sorted(repr(d) for d in l.derivationally_related_forms()), sorted(repr(d) for d in l.pertainyms()))
             for l in s.lemmas()],
            frozenset(x.name() for x in s.closure(lambda x: x.hypernyms() + x.instance_hypernyms())),
            sorted(tuple(p.name() for p in path) for path in s.hypernym_paths()))


@needs_wordnet
def test_the_index_reads_as_nltk_does(readers):
    ours, theirs = readers
    rng = random.Random(7)
    words = [("dogs", "n"), ("children", "n"), ("born", "v"), ("higher", "a"), ("good", "a"), ("geese", "n"),
             ("running", "v"), ("american", "a"), ("quickly", "r"), ("boiling_points", "n"), ("glorbix", "n")]
    for pos, name in (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")):
        lemmas = [line.split()[0] for line in (SOURCE.path / f"index.{name}").open(encoding="utf-8")
                  if not line.startswith(" ")]
        words += [(w, pos) for w in rng.sample(lemmas, 60)]
    for form, pos in words:
        for p in (pos, None):
            assert [_signature(s) for s in ours.synsets(form, p)] == [_signature(s) for s in theirs.synsets(form, p)], form
        assert ours.morphy(form + "s", pos) == theirs.morphy(form + "s", pos), form
        assert [repr(l) for l in ours.lemmas(form, pos)] == [repr(l) for l in theirs.lemmas(form, pos)], form
        for s in theirs.synsets(form, pos)[:2]:
            assert ours.synset(s.name()).name() == s.name()
            for lemma in s.lemmas():
                assert ours.lemma_from_key(lemma.key()).key() == lemma.key()


@needs_wordnet
def test_unknown_names_and_keys_raise_lookup_errors(readers):
    ours, _ = readers
    with pytest.raises(wordnet.WordNetError):
        ours.synset("glorbix.n.01")
    with pytest.raises(wordnet.WordNetError):
        ours.lemma_from_key("glorbix%1:07:00::")
    assert wordnet.lemma_from_key("glorbix%1:07:00::") is None


@needs_wordnet
def test_the_index_is_built_once_per_data(tmp_path):
    wordnet.CompactWordNet(SOURCE, tmp_path)
    built = list(tmp_path.glob("wordnet-*.sqlite"))
    assert [p.name for p in built] == [wordnet.index_path(SOURCE, tmp_path).name]
    stamp = built[0].stat().st_mtime_ns
    wordnet.CompactWordNet(SOURCE, tmp_path)
    assert built[0].stat().st_mtime_ns == stamp


@needs_wordnet
def test_data_install_copies_a_debian_style_folder_and_adds_lexnames(tmp_path, monkeypatch):
    # Debian's folder has no lexnames file: copy the database files alone, as /usr/share/wordnet has them
    debian = tmp_path / "debian"
    debian.mkdir()
    for name in wordnet._REQUIRED + ("noun.exc", "verb.exc", "cntlist.rev"):
        (debian / name).write_bytes((SOURCE.path / name).read_bytes())
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("VERIFIER_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("VERIFIER_DATA", raising=False)
    dest = wordnet.install_wordnet(debian)
    assert dest == tmp_path / "share" / "sparql-verifier" / "nltk_data" / "corpora" / "wordnet"
    assert (dest / "lexnames").read_text().splitlines()[18] == "18\tnoun.person\t1"
    assert (dest / "adj.exc").exists()  # written empty where the source had none
    wn = wordnet.CompactWordNet(wordnet.WordNetSource(dest, "installed"), tmp_path / "cache")
    assert wn.synset("dog.n.01").lexname() == "noun.animal"


def test_verifier_data_points_at_one_folder_and_says_what_to_run_without_it(tmp_path, monkeypatch):
    monkeypatch.setenv("VERIFIER_DATA", str(tmp_path))
    assert wordnet.find_wordnet() is None
    assert not wordnet.wordnet_available()
    with pytest.raises(wordnet.WordNetMissing) as err:
        wordnet.load_wordnet()
    message = str(err.value)
    assert str(tmp_path) in message and "verifier data install" in message and "nltk.downloader wordnet" in message


@needs_wordnet
def test_an_nltk_zip_download_is_found(tmp_path, monkeypatch):
    import zipfile

    nltk_data = tmp_path / "nltk_data"
    (nltk_data / "corpora").mkdir(parents=True)
    with zipfile.ZipFile(nltk_data / "corpora" / "wordnet.zip", "w") as z:
        for name in wordnet._REQUIRED + ("lexnames", "noun.exc"):
            z.write(SOURCE.path / name, f"wordnet/{name}")
    monkeypatch.delenv("VERIFIER_DATA", raising=False)
    monkeypatch.setenv("NLTK_DATA", str(nltk_data))
    monkeypatch.setattr(wordnet, "checkout_root", lambda: None)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    found = wordnet.find_wordnet()
    assert found is not None and found.origin == "NLTK" and found.path.suffix == ".zip"
    wn = wordnet.CompactWordNet(found, tmp_path / "cache")
    assert [s.name() for s in wn.synsets("geese", "n")][:1] == ["goose.n.01"]


@needs_wordnet
def test_a_zip_source_is_unpacked_once_for_the_readers_of_raw_files(tmp_path, monkeypatch):
    import zipfile

    nltk_data = tmp_path / "nltk_data"
    (nltk_data / "corpora").mkdir(parents=True)
    with zipfile.ZipFile(nltk_data / "corpora" / "wordnet.zip", "w") as z:
        for name in wordnet._REQUIRED + ("lexnames", "noun.exc"):
            z.write(SOURCE.path / name, f"wordnet/{name}")
    monkeypatch.delenv("VERIFIER_DATA", raising=False)
    monkeypatch.setenv("NLTK_DATA", str(nltk_data))
    monkeypatch.setattr(wordnet, "checkout_root", lambda: None)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("VERIFIER_CACHE", str(tmp_path / "cache"))
    folder = wordnet.wordnet_dir()
    assert folder == tmp_path / "share" / "sparql-verifier" / "nltk_data" / "corpora" / "wordnet"
    assert (folder / "data.noun").read_bytes() == (SOURCE.path / "data.noun").read_bytes()
    assert wordnet.find_wordnet().origin == "installed"  # found there from now on


def test_verifier_data_reports_the_source_or_the_one_message(tmp_path, monkeypatch, capsys):
    from verifier.cli import main

    monkeypatch.setenv("VERIFIER_DATA", str(tmp_path))
    assert main(["data"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "verifier data install" in err
    if SOURCE is not None:
        monkeypatch.setenv("VERIFIER_DATA", str(SOURCE.path))
        monkeypatch.setenv("VERIFIER_CACHE", str(tmp_path / "cache"))
        assert main(["data", "status"]) == 0
        assert str(SOURCE.path) in capsys.readouterr().out


@needs_wordnet
def test_the_grammar_reads_wordnet_from_an_nltk_zip_too(tmp_path, monkeypatch):
    import zipfile

    from verifier.question.grammar.wnindex import find_wordnet_dir, load_index

    nltk_data = tmp_path / "nltk_data"
    (nltk_data / "corpora").mkdir(parents=True)
    with zipfile.ZipFile(nltk_data / "corpora" / "wordnet.zip", "w") as z:
        for name in wordnet._REQUIRED + _OPTIONAL_PRESENT():
            z.write(SOURCE.path / name, f"wordnet/{name}")
    monkeypatch.delenv("VERIFIER_DATA", raising=False)
    monkeypatch.setenv("NLTK_DATA", str(nltk_data))
    monkeypatch.setattr(wordnet, "checkout_root", lambda: None)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("VERIFIER_CACHE", str(tmp_path / "cache"))
    folder = find_wordnet_dir()
    assert folder is not None and folder.is_relative_to(tmp_path / "share")
    assert load_index(folder, tmp_path / "cache").morphy("geese", "n") == ["goose"]


def _OPTIONAL_PRESENT():
    return tuple(n for n in wordnet._OPTIONAL if (SOURCE.path / n).is_file())
