"""The value a question stage hands to the rest of the verifier: one scoped, translated reading."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from ..logic import Formula, Var

__all__ = ["Reading", "QUESTION_KINDS"]

#: question kinds, matched against query forms by the prover
#: ``wh``: asks for individuals (what/which/who/where/when, imperatives "give me …");
#: ``yes-no``: a truth value; ``count``: how many; ``amount``: how much / how + adjective (a value);
#: ``superlative``: the individual with the highest/lowest value (its formula holds an Extremum).
QUESTION_KINDS = ("wh", "yes-no", "count", "amount", "superlative")


@dataclass(frozen=True)
class Reading:
    """One reading of a question: a formula whose free variables are exactly ``answer_vars``.

    * ``formula``: first-order formula over ERG predicate symbols. Copulas are already resolved into
      identities/substitutions; an event argument (ARG0 of a verb, adjective or preposition) appears as
      the first argument only when another predication refers to it, otherwise it is dropped; every
      other argument position is kept (an unexpressed one becomes an existentially bound variable).
      ``named``/CARG predications are ``Atom("named", (x, Const(carg, kind="literal")))``.
    * ``answer_vars``: the variables the question asks for (empty for yes/no questions). For ``count``
      they are the counted variables and ``formula`` is the body being counted.
    * ``kind``: one of :data:`QUESTION_KINDS`.
    * ``mrs_index``/``scope_index``: which MRS (parse) and which scoping this reading came from.
    * ``words``: predicate symbol → the surface word(s) it came from (for explanations).
    * ``notes``: anything the translation approximated, in words.
    * ``top``: for a superlative with a cardinal ("the four youngest players"), how many top-ranked
      answers it asks for (a query's LIMIT); 1 for a superlative over a singular noun ("the youngest
      player"); None otherwise (a bare plural, "the youngest players", fixes no number).
    * ``kinds``: the nouns (ERG predicates) that a kind construction names ("what form of government":
      ``_government_n_of``); the answers are read as the Ns, and the bridge may read them as the
      values of a property that classifies the N of something ("government type").
    * ``inner_superlative``: a superlative that ranks no answer ("Is X's largest city its capital?",
      "How many inhabitants does the largest city in X have?"), whose degree the formula quantifies
      existentially: (the degree variable's name, direction, rank); None otherwise. A query property
      that names the superlative (``largestCity``) may still read it (verifier/prover/compare.py).
    """

    formula: Formula
    answer_vars: tuple[Var, ...]
    kind: str
    mrs_index: int = 0
    scope_index: int = 0
    words: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    top: Optional[int] = None
    kinds: tuple[str, ...] = ()
    inner_superlative: Optional[tuple[str, str, int]] = None

    def __post_init__(self) -> None:
        if self.kind not in QUESTION_KINDS:
            raise ValueError(f"unknown question kind {self.kind!r}")

    def word_of(self, pred: str) -> str | None:
        for p, w in self.words:
            if p == pred:
                return w
        return None
