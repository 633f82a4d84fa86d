"""Composing DUDES bottom-up over an MRS, lazily and best first.

1. :func:`analyse` reads one MRS into an :class:`Analysis`: its content EPs, which EP owns each
   referent (the noun whose ARG0 it is), which EPs mention it, which referent the question asks for
   (``which_q``) or counts (``how many``), and the lexical *units*: the EPs that get a lexical DUDES.
   A noun's unit covers its pre-modifiers when together they spell one lexicon form or KG label
   ("boiling point", "median lethal dose", "Abraham Lincoln", "sodium chloride").
2. Each unit has *alternatives* (:class:`Alternative`), best first: lexicon entries (one DUDES per
   frame, :mod:`.lexical`), entities from the label index (:mod:`.entities`), degree words, or —
   for nouns that nothing names — an unconstrained referent at a low score.
3. :func:`combinations` walks the product of the units' alternatives best first (a heap over index
   vectors, so the k-th best is found without building the others); :func:`compose_mrs` turns one
   combination into a DUDES by composing along the MRS's argument structure, starting at the EP
   whose event is the MRS's INDEX: an EP's arguments fill its selection pairs (ARG1 → ``subj``,
   ARG2 → ``dobj``, a relational noun's ARG1 or an ``of``-PP → ``of``), and the EPs that modify a
   referent (adjectives, relative clauses, PPs) take the referent's DUDES as their argument.

A combination whose DUDES leaves a content word unused, or that cannot be composed (no pair with the
needed marker, two different constants equated), yields nothing.

The stages live in their own modules behind this front: :mod:`.analysis` (stage 1 and the look-ups
it shares), :mod:`.units` (stage 2 and :func:`combinations`), :mod:`.composer` (stage 3).
"""

from __future__ import annotations

from .analysis import EP, Alternative, Analysis, Lexical
from .composer import compose_mrs
from .units import analyse, combinations

__all__ = ["EP", "Alternative", "Analysis", "analyse", "combinations", "compose_mrs", "Lexical"]
