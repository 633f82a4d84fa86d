"""Issue 25, item 3: text is never a path. A ``question`` string that happens to name a server-local
``.mrs``/``.json``/``.jsonl`` file used to be read as that file (its existence leaked, and a ``.mrs``
file's first line was echoed in the error). Only an ``os.PathLike`` is a file now."""

from pathlib import Path

import pytest

from verifier import Verifier
from verifier.question import mrsio


@pytest.mark.parametrize("suffix", [".mrs", ".json", ".jsonl"])
def test_a_question_string_naming_a_local_file_is_not_opened(tmp_path, monkeypatch, suffix):
    secret = tmp_path / f"secret{suffix}"
    secret.write_text("SECRET-FIRST-LINE do not echo\n", encoding="utf-8")
    opened: list = []
    monkeypatch.setattr(mrsio, "from_file", lambda p, *a, **k: opened.append(p) or [])

    class NoParse:  # the text would go to the grammar; what matters is that no file is read
        def parse(self, text):
            return []

    v = Verifier(parser=NoParse())
    verdict = v.check(str(secret), "SELECT ?x WHERE { ?x ?p ?o }")
    assert opened == []
    assert "SECRET" not in verdict.to_json()
    assert verdict.question == str(secret)  # kept as the question's text, as any other text


def test_a_path_object_is_still_read_as_stored_mrs(tmp_path, monkeypatch):
    """The library's documented way to pass a stored MRS (``verifier check --mrs``) is unchanged."""
    p = tmp_path / "q.mrs"
    p.write_text("[ LTOP: h0 ]", encoding="utf-8")
    opened: list = []
    monkeypatch.setattr(mrsio, "from_file", lambda path, *a, **k: opened.append(Path(path)) or [])
    Verifier().check(p, "SELECT ?x WHERE { ?x ?p ?o }")
    assert opened == [p]
