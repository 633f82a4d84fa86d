"""Question parsers: English text → ranked ``delphin.mrs.MRS`` readings, behind one interface.

* :class:`GrammarParser` (the default): our own grammar in ``grammars/``, no external tools.
* :class:`AceParser`: ACE with an ERG grammar image, through ``delphin.ace`` (binary and image by
  path or the ``VERIFIER_ACE_BIN`` / ``VERIFIER_ERG_IMAGE`` environment variables).
* :class:`WebParser`: a DELPH-IN web API server through ``delphin.web.client`` (URL or
  ``VERIFIER_DELPHIN_WEB``).
* :class:`MrsSource`: stored MRSs (SimpleMRS or MRS JSON text, files, or a mapping from question
  to such text) for questions analysed elsewhere.

Every parser has ``parse(text) -> list[MRS]``, best reading first, and raises :class:`ParseError`
with code ``question_unparsed`` when there is no reading.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Protocol

from delphin.mrs import MRS

__all__ = [
    "ParseError", "QuestionParser", "GrammarParser", "AceParser", "WebParser", "MrsSource",
    "decode_mrs", "QUESTION_UNPARSED", "chat_input",
]

QUESTION_UNPARSED = "question_unparsed"


class ParseError(Exception):
    """A question could not be analysed. ``code`` is a verdict reason code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class QuestionParser(Protocol):
    def parse(self, text: str) -> list[MRS]: ...


class GrammarParser:
    """Our declarative grammar (``grammars/``): fast, no external binary.

    ``max_readings`` caps the readings returned; ``grammar_dir`` selects another grammar.
    """

    def __init__(self, grammar_dir: str | Path | None = None, max_readings: int = 5):
        self.grammar_dir = grammar_dir
        self.max_readings = max_readings
        self._grammar = None

    @property
    def grammar(self):
        if self._grammar is None:
            from .grammar import GRAMMAR_DIR, QuestionGrammar, default_grammar

            if self.grammar_dir is None or Path(self.grammar_dir) == GRAMMAR_DIR:
                self._grammar = default_grammar()
            else:
                self._grammar = QuestionGrammar(self.grammar_dir)
        return self._grammar

    def analyses(self, text: str):
        """Readings with their derivation trees and scores (see :class:`grammar.Analysis`)."""
        return self.grammar.analyses(text, self.max_readings)

    def parse(self, text: str) -> list[MRS]:
        asked = chat_input(text, _known_word)
        readings = [a.mrs for a in self.analyses(asked)]
        if not readings:
            raise ParseError(QUESTION_UNPARSED, f"the question grammar found no analysis of {text!r}")
        return readings


# ----------------------------------------------------------------------------- chat input

_WH = frozenset("what which who whom whose where when how why".split())
#: words that open a yes/no question ("Is …", "Did …") or a request ("Give me …", "List …")
_OPENERS = frozenset("is are was were am be do does did can could has have had will would should may might must "
                     "shall give list show name tell find count return enumerate".split())
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def chat_input(text: str, known: "Callable[[str], bool] | None" = None) -> str:
    """The question a chat-style input asks, for the grammar to parse.

    People type keywords into a chat box ("benzene boiling point") as often as questions. Such input is
    neither a wh-question nor a yes/no question, so the grammar must not read it as a statement to be
    affirmed (a confident ``wrong_query_form`` for every SELECT); it is a request for the value it names and
    is parsed as "What is the …?". An input none of whose words is known (*known*: WordNet or a
    capitalised name) is gibberish and raises ``question_unparsed``. Questions, requests and anything
    ending in "?" pass unchanged.

    >>> chat_input("benzene boiling point")
    'What is the benzene boiling point?'
    >>> chat_input("Is water heavier than benzene")
    'Is water heavier than benzene'
    >>> chat_input("asdf qwer", known=lambda w: False)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ParseError: question_unparsed: 'asdf qwer' is not a question and has no word that WordNet or the grammar knows
    """
    stripped = text.strip()
    words = _WORD.findall(stripped)
    lowered = [w.lower() for w in words]
    if not words or stripped.endswith("?") or lowered[0] in _OPENERS or any(w in _WH for w in lowered):
        return text
    if known is not None and not any(w[:1].isupper() or known(w.lower()) for w in words):
        raise ParseError(QUESTION_UNPARSED,
                         f"{stripped!r} is not a question and has no word that WordNet or the grammar knows")
    phrase = stripped.rstrip(".!")
    first = phrase.split(None, 1)[0]
    if first.lower() in ("the", "a", "an"):
        phrase = phrase.split(None, 1)[1] if " " in phrase else phrase
    return f"What is the {phrase}?"


def _known_word(word: str) -> bool:
    """Does WordNet know *word* in any part of speech? True when WordNet is absent (nothing to tell by)."""
    try:
        from .grammar.lexicon import wordnet_index

        index = wordnet_index()
    except (FileNotFoundError, OSError):
        return True
    return any(index.morphy(word, pos) for pos in ("n", "v", "a", "r"))


class AceParser:
    """ACE with a compiled ERG image. Both paths default to the environment variables."""

    def __init__(self, ace_bin: str | None = None, grammar_image: str | None = None,
                 max_readings: int = 5, cmdargs: list[str] | None = None):
        self.ace_bin = ace_bin or os.environ.get("VERIFIER_ACE_BIN") or "ace"
        self.grammar_image = grammar_image or os.environ.get("VERIFIER_ERG_IMAGE")
        self.max_readings = max_readings
        self.cmdargs = cmdargs or []

    def parse(self, text: str) -> list[MRS]:
        from delphin import ace
        from delphin.codecs import simplemrs

        if not self.grammar_image or not Path(self.grammar_image).exists():
            raise ParseError(QUESTION_UNPARSED, "no ERG grammar image configured (VERIFIER_ERG_IMAGE)")
        args = ["-n", str(self.max_readings), *self.cmdargs]
        try:
            with open(os.devnull, "w") as devnull:
                response = ace.parse(self.grammar_image, text, cmdargs=args, executable=self.ace_bin,
                                     stderr=devnull)
        except Exception as exc:  # ACE missing or crashed
            raise ParseError(QUESTION_UNPARSED, f"ACE failed: {exc}") from exc
        readings = [simplemrs.decode(r["mrs"]) if isinstance(r["mrs"], str) else r.mrs()
                    for r in response.results()]
        if not readings:
            raise ParseError(QUESTION_UNPARSED, f"ACE found no analysis of {text!r}")
        return readings[: self.max_readings]


class WebParser:
    """A DELPH-IN web API (``/parse``) by URL, e.g. a local delphin.web server."""

    def __init__(self, url: str | None = None, max_readings: int = 5):
        self.url = url or os.environ.get("VERIFIER_DELPHIN_WEB")
        self.max_readings = max_readings

    def parse(self, text: str) -> list[MRS]:
        if not self.url:
            raise ParseError(QUESTION_UNPARSED, "no DELPH-IN web API configured (VERIFIER_DELPHIN_WEB)")
        try:
            from delphin.web import client  # needs httpx (pydelphin[web])

            response = client.parse(text, server=self.url, params={"mrs": "json", "results": self.max_readings})
        except Exception as exc:
            raise ParseError(QUESTION_UNPARSED, f"web parser failed: {exc}") from exc
        readings = [r.mrs() for r in response.results()]
        if not readings:
            raise ParseError(QUESTION_UNPARSED, f"the web parser found no analysis of {text!r}")
        return readings[: self.max_readings]


def decode_mrs(text: str) -> list[MRS]:
    """Decode SimpleMRS (one or more) or MRS JSON (an object or a list of objects)."""
    from delphin.codecs import mrsjson, simplemrs

    stripped = text.lstrip()
    if stripped.startswith(("{", "[{")) or stripped.startswith("[\n{"):
        data = json.loads(stripped)
        if isinstance(data, dict):
            data = [data]
        return [mrsjson.from_dict(d) for d in data]
    return list(simplemrs.loads(text))


class MrsSource:
    """Stored analyses: a mapping question → MRS text, or one MRS text/file for every question.

    ``MrsSource({"What is …?": "[ TOP: h0 … ]"})``, ``MrsSource(path="benzene.mrs")`` or
    ``MrsSource(text="[ … ]")``. Questions are matched after whitespace normalisation.
    """

    def __init__(self, mapping: Mapping[str, str] | None = None, *, path: str | Path | None = None,
                 text: str | None = None):
        self._mapping = {_norm(k): v for k, v in (mapping or {}).items()}
        self._fixed: str | None = None
        if path is not None:
            self._fixed = Path(path).read_text(encoding="utf-8")
        elif text is not None:
            self._fixed = text

    def parse(self, text: str) -> list[MRS]:
        source = self._mapping.get(_norm(text), self._fixed)
        if source is None:
            raise ParseError(QUESTION_UNPARSED, f"no stored MRS for {text!r}")
        try:
            readings = decode_mrs(source)
        except Exception as exc:
            raise ParseError(QUESTION_UNPARSED, f"stored MRS could not be decoded: {exc}") from exc
        if not readings:
            raise ParseError(QUESTION_UNPARSED, f"no stored MRS for {text!r}")
        return readings


def _norm(text: str) -> str:
    return " ".join(text.split())
