"""The DUDES query source: question → parses → DUDES candidates → SPARQL, and selection by verification.

``DudesPipeline(lexicon, kg).candidates(question)`` yields :class:`~verifier.sources.llm.Candidate`
values best first (by the product of the lexical choices' confidences, the parse's rank and the
entity matches' scores), lazily and at most ``max_candidates`` of them. ``answer(question, verifier)``
runs them through a :class:`~verifier.api.Verifier` and returns the first accepted one with its
verdict (among accepted candidates of equal score, the one whose lexical entries are the most
confident); ``generate`` makes the pipeline a generator for :class:`~verifier.sources.guardrail.Guardrail`.
"""

from __future__ import annotations

import heapq
import itertools
import time
from dataclasses import dataclass, field, replace
from typing import Any, Iterator

from ..._resources import LazyParts
from ..llm import Candidate, SourceError
from .build import Lexical, analyse, combinations, compose_mrs
from .entities import EntityIndex
from .sparql import QueryShapeError, query_form, to_sparql

__all__ = ["DudesPipeline", "Selection"]


@dataclass(frozen=True)
class Selection:
    """The outcome of :meth:`DudesPipeline.answer`: the chosen candidate (None if none was accepted),
    its verdict, and every (candidate, verdict) pair that was checked, in order."""

    candidate: Candidate | None
    verdict: Any
    tried: tuple[tuple[Candidate, Any], ...] = ()
    seconds: float = 0.0

    @property
    def accepted(self) -> bool:
        return self.candidate is not None

    def __iter__(self):
        """``candidate, verdict = pipeline.answer(question, verifier)``."""
        return iter((self.candidate, self.verdict))


class DudesPipeline(LazyParts):
    """Compositional query generation (DUDES) over our grammar's parses.

    :param lexicon: a :class:`~verifier.bridge.lexicon.Lexicon` or path(s) to Lemon/OntoLex Turtle.
    :param kg: path(s) to Turtle files, an endpoint URL or a store (its labels name the entities);
        None: entities are spelled from the surface with ``guess`` (``dbr``: DBpedia's naming).
    :param parser: a parser with ``parse(text) -> list[MRS]`` (our grammar by default).
    :param max_parses: parses composed, best first; ``max_combinations``: lexical combinations tried
        per parse; ``max_candidates``: distinct queries yielded per question.
    """

    name = "dudes"

    def __init__(self, lexicon: Any = None, kg: Any = None, parser: Any = None, guess: str | None = None,
                 max_parses: int = 3, max_combinations: int = 60, max_candidates: int = 12,
                 entities: EntityIndex | None = None):
        self._lexicon_arg = lexicon
        self._kg_arg = kg
        self._parser = parser
        self._entities = entities
        self.guess = guess if guess is not None else (None if kg is not None else "dbr")
        self.max_parses = max_parses
        self.max_combinations = max_combinations
        self.max_candidates = max_candidates
        self._lexicon = None
        self._store = None
        self._pending: dict[str, Iterator[Candidate]] = {}

    # ------------------------------------------------ lazy parts (lexicon, store, parser: LazyParts)

    @property
    def entities(self) -> EntityIndex:
        if self._entities is None:
            pairs = []
            if self.lexicon is not None:
                from ...bridge import split_local_name
                for e in self.lexicon.entries:
                    if e.value and ":" in e.value:
                        label = split_local_name(e.value)
                        if label:
                            pairs.append((e.value, label))
            self._entities = EntityIndex(self.store, pairs, guess=self.guess)
        return self._entities

    @property
    def typing(self) -> "Typing":
        if getattr(self, "_typing", None) is None:
            self._typing = Typing.from_lexicon(self.lexicon)
        return self._typing

    # ------------------------------------------------------------------ candidates

    def parses(self, question: Any) -> list:
        """MRSs of ``question`` (text, an MRS, or a list of MRSs), best first, at most ``max_parses``."""
        if isinstance(question, str):
            try:
                mrss = self.parser.parse(question)
            except Exception:
                mrss = []
        elif isinstance(question, (list, tuple)):
            mrss = list(question)
        else:
            mrss = [question]
        return list(mrss)[: self.max_parses]

    def dudes(self, question: Any) -> Iterator[tuple[float, Any, int]]:
        """Complete DUDES of ``question``, best first: ``(score, dudes, parse rank)``."""
        text = question if isinstance(question, str) else ""
        lexical = Lexical(self.lexicon, self.entities)
        typing = self.typing

        def per_parse(rank: int, mrs) -> Iterator[tuple[float, int, Any]]:
            try:
                a = analyse(mrs, lexical, text)
            except Exception:
                return
            penalty = 0.85 ** rank
            # a composed DUDES scores at most its combination's bound (penalties only lower it), so
            # one is final once the next combination's bound is below it: best first, lazily
            ready: list = []
            seq = itertools.count()
            for bound, choice in combinations(a.units, self.max_combinations):
                while ready and -ready[0][0] >= bound * penalty:
                    neg, _, d = heapq.heappop(ready)
                    yield (neg, rank, d)
                try:
                    d = compose_mrs(a, choice)
                except Exception:  # an MRS shape the composition does not foresee yields nothing
                    d = None
                if d is not None:
                    d = replace(typing.count_as_value(d), score=d.score * typing.penalty(d))
                    heapq.heappush(ready, (-d.score * penalty, next(seq), d))
            while ready:
                neg, _, d = heapq.heappop(ready)
                yield (neg, rank, d)

        # each parse's stream is best first; merge them (ties: the better parse first)
        streams = [per_parse(r, m) for r, m in enumerate(self.parses(question))]
        for neg, rank, d in heapq.merge(*streams, key=lambda t: (t[0], t[1])):
            yield -neg, d, rank

    def candidates(self, question: Any) -> Iterator[Candidate]:
        """Distinct SPARQL candidates, best first, at most ``max_candidates``."""
        seen: set[str] = set()
        for score, d, rank in self.dudes(question):
            try:
                sparql = to_sparql(d)
            except QueryShapeError:
                continue
            if sparql in seen:
                continue
            seen.add(sparql)
            yield Candidate(sparql, sparql, self.name, round(score, 6),
                            {"form": query_form(d), "parse": rank, "sources": list(d.sources),
                             "confidence": self._confidence(d)})
            if len(seen) >= self.max_candidates:
                return

    def generate(self, question: str, repair: str = "", previous: str = "") -> Candidate:
        """The next candidate for ``question`` (the first on a fresh question, the next one after a
        repair request): the :class:`~verifier.sources.guardrail.Guardrail` generator protocol."""
        if not repair or question not in self._pending:
            if len(self._pending) >= 64:  # a long-lived source keeps only recent questions' streams
                self._pending.pop(next(iter(self._pending)))
            self._pending[question] = self.candidates(question)
        for cand in self._pending[question]:
            if cand.sparql != previous:
                return cand
        raise SourceError("the DUDES pipeline has no further candidate for this question")

    # ------------------------------------------------------------------ selection by verification

    def answer(self, question: Any, verifier: Any, max_checks: int = 8) -> Selection:
        """Verify candidates best first; return the first accepted one with its verdict.

        When several accepted candidates have the same score, the one built from the most confident
        lexical entries wins. At most ``max_checks`` candidates are verified.
        """
        t0 = time.perf_counter()
        tried: list[tuple[Candidate, Any]] = []
        best: tuple[Candidate, Any] | None = None
        for cand in self.candidates(question):
            if len(tried) >= max_checks:
                break
            if best is not None and cand.score < best[0].score:
                break  # only ties with the first accepted candidate compete with it
            verdict = verifier.check(question, cand.sparql)
            tried.append((cand, verdict))
            if verdict.status == "accept":
                if best is None or cand.meta.get("confidence", 1.0) > best[0].meta.get("confidence", 1.0):
                    best = (cand, verdict)
            elif verdict.reasons and verdict.reasons[0] in ("question_unparsed", "scope_unresolved"):
                break
        seconds = time.perf_counter() - t0
        if best is not None:
            return Selection(best[0], best[1], tuple(tried), seconds)
        return Selection(None, tried[-1][1] if tried else None, tuple(tried), seconds)

    def _confidence(self, d) -> float:
        """The product of the confidences of the lexicon entries a DUDES was built from."""
        if self.lexicon is None:
            return 1.0
        if getattr(self, "_confidences", None) is None:
            self._confidences = {e.id: e.confidence for e in self.lexicon.entries}
        c = 1.0
        for s in d.sources:
            c *= self._confidences.get(s, 1.0) or 1.0
        return c

    def close(self) -> None:
        store, self._store = self._store, None
        if store is not None and hasattr(store, "close"):
            store.close()


@dataclass(frozen=True)
class Typing:
    """Domains and ranges the lexicon states for its properties, used as a soft check on a DUDES:
    an IRI where a property's range is a datatype (``born in Heraklion`` read as ``dbo:birthYear``),
    a number where it is a class, or a referent whose class noun differs from the property's
    domain/range lowers the score (never to zero: the verifier has the last word)."""

    domains: dict = field(default_factory=dict)
    ranges: dict = field(default_factory=dict)

    #: datatypes whose values are numbers a how-many question can ask for
    NUMERIC = ("xsd:integer", "xsd:nonNegativeInteger", "xsd:positiveInteger", "xsd:int", "xsd:long",
               "xsd:decimal", "xsd:double", "xsd:float")

    @classmethod
    def from_lexicon(cls, lexicon) -> "Typing":
        domains: dict = {}
        ranges: dict = {}
        for e in getattr(lexicon, "entries", ()) or ():
            if e.reference and e.kind == "property":
                if e.domain:
                    domains.setdefault(e.reference, set()).add(e.domain)
                if e.range:
                    ranges.setdefault(e.reference, set()).add(e.range)
        return cls(domains, ranges)

    def count_as_value(self, d):
        """A how-many question whose counted referent is the value of a property with a numeric range
        ("How many employees does Acme have?" → ``dbo:numberOfEmployees``) asks for that value: the
        KG stores the number, and counting the distinct numbers stored would answer 1. The count
        mark becomes an answer mark."""
        from .structure import Triple

        v = d.marked("count")
        if v is None:
            return d
        for c in d.conditions:
            if isinstance(c, Triple) and c.o == v and self.ranges.get(c.p.name, set()) & set(self.NUMERIC):
                return replace(d, marks=tuple(("answer", t) if k == "count" else (k, t) for k, t in d.marks))
        return d

    def penalty(self, d) -> float:
        from ...kg.profile import type_predicates
        from .structure import Iri, Literal, Triple

        types: dict = {}
        for c in d.conditions:
            if isinstance(c, Triple) and c.p.name in type_predicates() and isinstance(c.o, Iri):
                types.setdefault(c.s, set()).add(c.o.name)
        factor = 1.0
        for c in d.conditions:
            if not isinstance(c, Triple):
                continue
            rng = self.ranges.get(c.p.name, set())
            dom = self.domains.get(c.p.name, set())
            literal_range = bool(rng) and all(r.startswith("xsd:") for r in rng)
            if literal_range and isinstance(c.o, Iri):
                factor *= 0.3
            elif rng and not any(r.startswith("xsd:") for r in rng) and isinstance(c.o, Literal):
                factor *= 0.3
            if rng and c.o in types and not (types[c.o] & rng):
                factor *= 0.8
            if dom and c.s in types and not (types[c.s] & dom):
                factor *= 0.8
        return factor
