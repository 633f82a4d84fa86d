"""The phases of an event: its start and its end, which say *when in* something happened, not what did.

"When was the Lowmere Tower built?" asks for the time of a building, which lasts: the lexicon may read
"built" as ``dbo:buildingStartDate`` (the building's start), and a query may ask ``dbo:completionDate``
(its end). The question's word names the event and no phase of it, and the lexicon's own reading picks
one phase; another phase of an event is then another reading of the same word, not a wrong relation.
:func:`another_phase` says when a query term is such a reading, so that the absence of a lexicon entry
giving it for the word is not taken as evidence against it (:func:`~verifier.bridge.evidence_against`):

* the lexicon's reading of the word (``instead``) is named by a word linked to the question's word (the
  event: "building" for "built") and a phase word ("start");
* the query term is named by a phase word and, beside it, words linked to the question's word alone
  ("completion", "building end"; value words such as "date" aside), and every lexicon entry that reads the
  term does so by such words alone ("complete", "completion date"): nothing in its own account names
  another event;
* the question's word is no phase word itself: "When did the works start?" against ``dbo:completionDate``
  keeps its rejection, as does a term that names an event of its own (``dbo:demolitionDate``, whose
  "demolition" is a destruction, or ``dbo:birthDate`` for "built").

A phase word is one whose first senses (WordNet) are, or lie one step below, the beginning or the end of
something (:data:`_PHASE_ROOTS`): "start", "completion", "finish", "end", "complete".
"""

from __future__ import annotations

from ..kg.iri import local_name
from .namelinks import _VALUE_WORDS, _senses, linked_terms, name_words

__all__ = ["another_phase", "is_phase_word"]

#: WordNet senses that are the beginning or the end of something: as an event, a point in time, an act
#: (not ``ending.n.04``, an event that ends something, which holds destruction and death)
_PHASE_ROOTS = frozenset({"beginning.n.01", "beginning.n.02", "beginning.n.05", "termination.n.05", "end.n.02",
                          "begin.v.01", "begin.v.02", "begin.v.03", "end.v.01", "end.v.02"})
#: how many of a word's first senses (per part of speech) decide whether it is a phase word
_PHASE_SENSES = 2


def is_phase_word(wordnet, word: str) -> bool:
    """Is ``word`` a phase word: one of its first senses as a noun or a verb is a beginning or an end
    (:data:`_PHASE_ROOTS`), or a kind of one directly below it?

    >>> from verifier.bridge.wordnet import load_wordnet
    >>> wn = load_wordnet()
    >>> [w for w in ("start", "completion", "complete", "build", "demolition", "date") if is_phase_word(wn, w)]
    ['start', 'completion', 'complete']
    """
    if wordnet is None or not word:
        return False
    by_pos: dict[str, int] = {}
    for s in _senses(wordnet, word):
        n = by_pos[s.pos()] = by_pos.get(s.pos(), 0) + 1
        if s.pos() not in ("n", "v") or n > _PHASE_SENSES:
            continue
        if s.name() in _PHASE_ROOTS or any(h.name() in _PHASE_ROOTS for h in s.hypernyms()):
            return True
    return False


def _content(text: str) -> list[str]:
    """The words of a name or a lexicon word that are not only a kind of value ("date", "year")."""
    return [w for w in text.lower().replace("_", " ").split() if w not in _VALUE_WORDS]


def another_phase(bridge, wordnet, term: str, lemma: str, instead: str) -> bool:
    """Is the query's ``term`` another phase of the event the question's word ``lemma`` names, where the
    lexicon reads the word as the phase ``instead`` (see the module)? "built" read as
    ``dbo:buildingStartDate``: ``dbo:completionDate`` is, ``dbo:demolitionDate`` is not."""
    if wordnet is None or not instead or is_phase_word(wordnet, lemma):
        return False
    def said(words: list[str]) -> bool:  # each word a phase word or the question's word
        return all(is_phase_word(wordnet, w) or linked_terms(lemma, "v", {w: []}, wordnet) for w in words)

    theirs = [w for w in name_words(local_name(instead)) if w not in _VALUE_WORDS]
    if not any(is_phase_word(wordnet, w) for w in theirs) or all(is_phase_word(wordnet, w) for w in theirs) \
            or not said(theirs):
        return False  # the lexicon's reading names no phase, or no event, or another event than the word's
    mine = [w for w in name_words(local_name(term)) if w not in _VALUE_WORDS]
    if not any(is_phase_word(wordnet, w) for w in mine) or not said(mine):
        return False
    return all(said(_content(e.lemma)) for e in bridge.lexicon.by_reference(term))
