"""ERG predicate strings (``_lemma_pos_sense``): the one reader of their parts, through ``delphin.predicate``.

A surface predicate spells a word: ``_area_n_of`` is the noun "area" (lemma ``area``, part of speech ``n``,
sense ``of``); an unknown word keeps its tag in the lemma (``_Vaughan/NNP_u_unknown``); a multi-word
lemma joins its words with ``+`` (``_the+most_q``). Abstract predicates (``udef_q``, ``named``,
``much-many_a``) spell no word. The question semantics, the scale and light-word tables and the DUDES
builder all ask the questions below instead of cutting strings by hand, so that one parser
(:func:`delphin.predicate.split`) decides what the parts are:

>>> split("_area_n_of")
('area', 'n', 'of')
>>> lemma("_Vaughan/NNP_u_unknown")
'Vaughan'
>>> lemma("_large_a_1", "a"), lemma("_area_n_of", "a")
('large', None)
>>> words("_the+most_q"), words("udef_q")
('the most', 'udef_q')
"""

from __future__ import annotations

import functools
from typing import Optional

from delphin import predicate as _pred

__all__ = ["split", "parts", "lemma", "words", "surface_words", "is_surface"]


@functools.lru_cache(maxsize=8192)
def split(pred: str) -> tuple[str, Optional[str], Optional[str]]:
    """``delphin.predicate.split`` (lemma, pos, sense) of any predicate, abstract ones included
    (``udef_q`` → ``('udef', 'q', None)``); raises ``delphin.predicate.PredicateError`` when it cannot
    read the string."""
    return _pred.split(pred)


def parts(pred: str) -> Optional[tuple[str, Optional[str], Optional[str]]]:
    """(lemma, pos, sense) of a surface predicate (one starting with ``_``); None for an abstract
    predicate or a string delphin cannot read."""
    if not pred.startswith("_"):
        return None
    try:
        return split(pred)
    except _pred.PredicateError:
        return None


def lemma(pred: str, pos: Optional[str] = None) -> Optional[str]:
    """The word of a surface predicate without an unknown word's tag (``_Vaughan/NNP_u_unknown`` →
    ``Vaughan``), ``+`` kept; None for an abstract predicate, or when ``pos`` is given and the
    predicate has another part of speech (``lemma("_look_v_at", "a")`` is None)."""
    got = parts(pred)
    if got is None or (pos is not None and got[1] != pos):
        return None
    return got[0].split("/", 1)[0]


def words(pred: str) -> str:
    """The words a surface predicate spells, ``+`` read as a space (``_the+most_q`` → ``the most``);
    any other predicate comes back unchanged."""
    got = lemma(pred)
    return pred if got is None else got.replace("+", " ")


def is_surface(pred: str) -> bool:
    """Whether ``pred`` is a well-formed surface predicate (``delphin.predicate.is_surface``)."""
    return _pred.is_surface(pred)


def surface_words(pred: str) -> Optional[str]:
    """The words of a well-formed surface predicate as :func:`words` reads them, quoted and ``_rel``
    forms included (``'"_dog_n_1_rel"'`` → ``dog``); None for any other string."""
    if not _pred.is_surface(pred):
        return None
    return split(pred)[0].split("/", 1)[0].replace("+", " ")
