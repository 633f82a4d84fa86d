"""Values of the bridge stage: bridging axioms and the alternative sets they come in."""

from __future__ import annotations

from dataclasses import dataclass

from ..logic import Formula, atoms

__all__ = ["Axiom", "AxiomSet", "guesses", "proves"]


@dataclass(frozen=True)
class Axiom:
    """One bridging or core axiom.

    * ``name``: a short stable id used in proofs (unsat cores), e.g. ``entity:_benzene_n_1=wd:Q2270``.
    * ``formula``: a closed formula (usually ∀… ↔ …).
    * ``template``: the id of the template file it came from (``entity``, ``relational_noun``, ``core``…).
    * ``source``: where the filler came from, in words (``lexicon entry mass_n``, ``KG label "benzene"``).
    * ``word``: the question word(s) it interprets, for explanations (may be empty for core axioms).
    * ``kg_terms``: the compact KG names it introduces (``wdt:P2067``).
    * ``weight``: confidence in (0, 1]; curated lexicon 1.0, automatic entries lower.
    * ``guess``: for a reading offered only as a guess, the ERG predicate it reads and why it is a guess
      (``("_with_p", "read only as a guess: …")``); empty for any other. A set that fails with a guess
      leaves that predicate unread instead of disproving the query (:func:`guesses`): nothing but the
      guess related the word to the KG.
    """

    name: str
    formula: Formula
    template: str
    source: str = ""
    word: str = ""
    kg_terms: tuple[str, ...] = ()
    weight: float = 1.0
    guess: tuple[str, str] = ()

    def __str__(self) -> str:
        return f"[{self.name}] {self.formula}"


@dataclass(frozen=True)
class AxiomSet:
    """One consistent lexical choice for a (reading, query) pair: each ERG predicate bridged one way.

    Alternatives (a word with two lexicon entries) come as separate sets, never merged, so that two
    properties are never made extensionally equal. ``unbridged`` lists predicates no template could
    interpret (with the reason), which the verdict reports as ``no_lexical_bridge``.
    """

    axioms: tuple[Axiom, ...]
    score: float = 1.0
    unbridged: tuple[tuple[str, str], ...] = ()
    #: the predicates the set reads only in part (also in ``unbridged``): a relational noun read as a class
    #: alone while its complement is said ("the country … of X" as ``dbo:Country``), which :func:`proves` heeds
    partly_read: tuple[str, ...] = ()
    #: tried past the bound on sets, because every set within it leaves a link of the question unread
    #: (:func:`~verifier.bridge.choose.axiom_sets`): a proof under it holds, but a disproof is no evidence
    #: against the query, the lighter reading having been tried only for want of a whole one
    late: bool = False


def guesses(axioms) -> tuple[tuple[str, str], ...]:
    """The predicates ``axioms`` read only by a guess (:attr:`Axiom.guess`), as ``unbridged`` entries: a
    guess may find a proof, but a failed one is no evidence against the query (a preposition may mean a
    relation the query does not state; a noun no reading relates to the KG may describe other things than the
    query's), so a set that fails with one counts as a set that leaves the predicate unread."""
    return tuple(dict.fromkeys(ax.guess for ax in axioms if ax.guess))


def proves(cmp, axset: AxiomSet) -> bool:
    """Whether the comparison ``cmp`` (a :class:`~verifier.prover.compare.Comparison`) under ``axset`` proves
    the query: an equivalence, unless its proof goes through an axiom that reads a word the set reads only in
    part (:attr:`AxiomSet.partly_read`). "The entity in the country, that is a country, of Anna Weber" with
    "country … of" read as the class ``dbo:Country`` alone (its complement "of Anna Weber" left unread) says
    nothing of Anna Weber and is equivalent to a query that never names her: such a proof is no evidence for
    the query, as a disproof under the set is none against it, and the outcome counts as unbridged (at best
    ``unknown``; another set may still prove the query). A word listed unbridged for want of a lexicon entry
    takes no part in this: where an axiom of the proof reads it all the same (a category name that spells
    "record labels"), or the comparison's rereading does ("rank" in "the lowest rank in the ranking" read
    with its superlative as a stored property), the proof holds."""
    if cmp.status != "equivalent":
        return False
    if not axset.partly_read:
        return True
    partly = set(axset.partly_read)
    used = set(getattr(cmp.forward, "core", ())) | set(getattr(cmp.backward, "core", ()))
    return not any(a.pred in partly for ax in axset.axioms if ax.name in used for a in atoms(ax.formula))
