"""The lexicon, the KG and the question parser that a :class:`verifier.api.Verifier` or a DUDES pipeline
is given, loaded on first use (nothing heavy at import or construction time), by one piece of code for both.

>>> class Holder(LazyParts):
...     def __init__(self, lexicon=None, kg=None):
...         self._lexicon_arg, self._kg_arg = lexicon, kg
>>> Holder().lexicon is None and Holder().store is None
True
"""

from __future__ import annotations

from typing import Any

__all__ = ["LazyParts"]


class LazyParts:
    """A mixin: ``lexicon`` from ``self._lexicon_arg`` (a loaded ``Lexicon`` or what ``Lexicon.load``
    reads) and ``store`` from ``self._kg_arg`` (what :func:`verifier.kg.open_kg` opens), each None when
    its argument is; ``parser`` is ``self._parser``, else the grammar's own parser."""

    _lexicon_arg: Any = None
    _kg_arg: Any = None
    _lexicon: Any = None
    _store: Any = None
    _parser: Any = None

    @property
    def lexicon(self):
        if self._lexicon is None and self._lexicon_arg is not None:
            from .bridge.lexicon import Lexicon
            arg = self._lexicon_arg
            self._lexicon = arg if isinstance(arg, Lexicon) else Lexicon.load(arg)
        return self._lexicon

    @property
    def store(self):
        if self._store is None and self._kg_arg is not None:
            from .kg import open_kg
            self._store = open_kg(self._kg_arg)
        return self._store

    @property
    def parser(self):
        if self._parser is None:
            from .question.parsers import GrammarParser
            self._parser = GrammarParser()
        return self._parser
