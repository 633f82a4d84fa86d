"""The lexicon, the KG and the question parser that a :class:`verifier.api.Verifier` or a DUDES pipeline
is given, loaded on first use (nothing heavy at import or construction time), by one piece of code for both.

>>> class Holder(LazyParts):
...     def __init__(self, lexicon=None, kg=None):
...         self._lexicon_arg, self._kg_arg = lexicon, kg
>>> Holder().lexicon is None and Holder().store is None
True
"""

from __future__ import annotations

import logging
from typing import Any

__all__ = ["LazyParts", "is_rdflib_graph"]

_log = logging.getLogger("verifier")


def is_rdflib_graph(value: Any) -> bool:
    """An rdflib ``Graph`` (or ``ConjunctiveGraph``/``Dataset``), told without importing rdflib for a path."""
    return type(value).__module__.startswith("rdflib") and hasattr(value, "triples") and hasattr(value, "parse")


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
            from .bridge import Lexicon
            arg = self._lexicon_arg
            if isinstance(arg, Lexicon):
                self._lexicon = arg
            elif is_rdflib_graph(arg):  # a lexicon the caller built or loaded with rdflib
                self._lexicon = Lexicon.from_graph(arg, source="graph")
            else:
                self._lexicon = Lexicon.load(arg)
            _log.debug("lexicon %s: %d entries", arg, len(self._lexicon.entries))
        return self._lexicon

    @property
    def store(self):
        if self._store is None and self._kg_arg is not None:
            from .kg import open_kg
            if is_rdflib_graph(self._kg_arg):  # the caller's rdflib Graph, queried in memory as it is
                from .kg.store import EmbeddedStore
                self._store = EmbeddedStore(graph=self._kg_arg)
            else:
                self._store = open_kg(self._kg_arg)
            _log.debug("knowledge graph %s opened", self._kg_arg)
        return self._store

    @property
    def parser(self):
        if self._parser is None:
            from .question.parsers import GrammarParser
            self._parser = GrammarParser()
        return self._parser

    def load(self) -> None:
        """Load now, once, what the first check would load on first use: the lexicon, the KG, the labels,
        the bridge, the parser and its grammar, WordNet. A check's wall-clock bound (:mod:`verifier.bounds`)
        counts the check, not the loading: without this, the first check of a process spent its seconds
        reading the grammar and the lexicon, and on a busy machine reached its bound in the parse."""
        if getattr(self, "_loaded", False):
            return
        for part in ("lexicon", "store", "labels", "bridge", "parser"):
            getattr(self, part, None)
        getattr(self.parser, "grammar", None)  # (a grammar parser's grammar is read on first use)
        try:
            from .bridge import load_wordnet
            load_wordnet()
        except Exception:  # no WordNet installed: the checks say so themselves
            pass
        from .query import QueryError, query_logic
        try:
            query_logic("SELECT ?x WHERE { ?x ?p ?o }")  # (rdflib builds its SPARQL grammar on first use)
        except QueryError:
            pass
        self._loaded = True
