"""Our English question grammar engine: tokens → lexical items → packed chart → ranked MRSs.

The grammar itself lives in ``grammars/`` (declarative files); this package reads it
(:mod:`.formalism`), looks words up (:mod:`.lexicon`), parses (:mod:`.chart`) and composes MRSs
(:mod:`.compose`). Nothing is loaded at import time.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from delphin.mrs import MRS, is_well_formed

from ...bounds import reached
from ..errors import QuestionError
from .chart import Derivation, parse_chart
from .compose import CompositionError, compose
from .formalism import Grammar, load_grammar
from .lexicon import Lexicon, SenseTable, load_naming_verbs
from .tokens import Token, tokenize
from ..._data import grammar_dir

__all__ = ["GRAMMAR_DIR", "Analysis", "QuestionGrammar", "default_grammar", "tokenize"]

#: the grammar shipped with the project
GRAMMAR_DIR = grammar_dir()

# properties the ERG gives every event and that a rule did not set
_EVENT_DEFAULTS = (("SF", "prop"), ("TENSE", "untensed"), ("MOOD", "indicative"), ("PROG", "-"), ("PERF", "-"))


@dataclass(frozen=True)
class Analysis:
    """One reading: its MRS, derivation (for explanations) and score."""

    mrs: MRS
    derivation: Derivation
    score: float


class QuestionGrammar:
    """A loaded grammar with its lexicon. ``parse(text)`` gives ranked analyses, best first.

    * ``max_readings``: how many distinct MRSs to return at most.
    * ``k``: derivations kept per chart edge (the beam of the k-best extraction).
    * ``max_edges``: the chart gives up (no analysis) beyond this many edges.
    * ``titles``: known page names for titles the grammar would split (see
      :meth:`Lexicon._known_title_items`); "auto": the DBpedia name index if installed.
    """

    def __init__(self, directory: str | Path = GRAMMAR_DIR, max_readings: int = 5, k: int = 8,
                 max_edges: int = 30000, titles: Any = "auto"):
        directory = Path(directory)
        self.grammar: Grammar = load_grammar(directory)
        self.lexicon = Lexicon(self.grammar, SenseTable.load(directory / "senses.tsv"), titles,
                              load_naming_verbs(directory / "naming_verbs.tsv"))
        self.max_readings = max_readings
        self.k = k
        self.max_edges = max_edges

    def tokens(self, text: str) -> list[Token]:
        return self.lexicon.unglued(tokenize(text))

    def analyses(self, text: str, max_readings: int | None = None) -> list[Analysis]:
        """Distinct well-formed readings of *text*, best first (at most *max_readings*)."""
        limit = self.max_readings if max_readings is None else max_readings
        tokens = self.tokens(text)
        if not tokens:
            return []
        items = self.lexicon.items(tokens)
        # the tokenizer drops commas; rules that need one ("the capital, that is a city, of …") see where
        commas = frozenset(i + 1 for i, t in enumerate(tokens) if "," in text[t.cto:t.pto])
        chart = parse_chart(self.grammar, items, len(tokens), self.max_edges, commas)
        spans = [(t.cfrom, t.cto, t.pto) for t in tokens]
        out: list[Analysis] = []
        seen: set[str] = set()
        for d in chart.derivations(max(self.k, limit) * 2):
            reached("parse")
            try:
                m = compose(self.grammar, d, spans)
            except CompositionError:
                continue
            _fill_event_defaults(m)
            if not is_well_formed(m):
                continue
            sig = _signature(m)
            if sig in seen:
                continue
            seen.add(sig)
            out.append(Analysis(m, d, d.score))
            if len(out) >= limit:
                break
        if not out and chart.truncated:  # a stage bound, not a question the grammar has no analysis of
            raise QuestionError("budget_exceeded", f"parse: the chart reached its bound of {self.max_edges:,} edges"
                                                   " before an analysis of the whole question was found")
        return out

    def parse(self, text: str, max_readings: int | None = None) -> list[MRS]:
        return [a.mrs for a in self.analyses(text, max_readings)]


def _fill_event_defaults(m: MRS) -> None:
    for var, props in m.variables.items():
        if var.startswith("e"):
            for k, v in _EVENT_DEFAULTS:
                props.setdefault(k, v)


def _signature(m: MRS) -> str:
    from delphin.codecs import simplemrs

    return simplemrs.encode(m)


@functools.lru_cache(maxsize=4)
def default_grammar(directory: str | None = None) -> QuestionGrammar:
    """The shipped grammar, loaded once per process."""
    return QuestionGrammar(directory or GRAMMAR_DIR)
