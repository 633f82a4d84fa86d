"""A transitive verb WordNet files under a sense of "be" that says two things are one, read as the copula.

WordNet groups some verbs with "be" in one synset: *equal, be* "be identical or equivalent to", and
*constitute, represent, make up, comprise, be* "form or compose". A question may use such a verb where
it could have said "is": "Which chemical bonds represent the molecular function of X?" asks which
chemical bonds *are* X's molecular function. Read so, the verb identifies its subject with its object:

    ∀x y. _represent_v_1(x, y) ↔ x = y

and the rest of the question (the noun phrase "the molecular function of X", the class "chemical
bonds") is read as it would be after "are". Only a verb with two arguments (no event the question
says more about, no unexpressed argument), only where one of its WordNet senses is one of the synsets
:data:`_BEING_ONE` names, and below the lexicon's readings (``W_BY_NAME``): the verb's own readings
("represent" as ``depicts``) come first, and a query that uses one of them is judged by it.

>>> str(_identity("_represent_v_1"))
'∀x y. _represent_v_1(x, y) ↔ x = y'
"""

from __future__ import annotations

from ...logic import Atom, Eq, Forall, Formula, Iff, Var
from ..context import WordContext
from ..model import Axiom
from ..options import Option, _is_event, _is_unexpressed
from ..weights import W_BY_NAME

__all__ = ["COPULAR", "read_copular_verb", "names_being_one"]

#: the family name of the reading's axioms, which the explanations name
COPULAR = "copular_verb"

#: WordNet's senses of "be" that say two things are one (their lemmas beside "be"): "be identical or
#: equivalent to" (equal), "form or compose" (constitute, represent, make up, comprise)
_BEING_ONE = frozenset({"equal.v.01", "constitute.v.01"})


def _identity(pred: str) -> Formula:
    """``∀x y. pred(x, y) ↔ x = y``."""
    x, y = Var("x"), Var("y")
    return Forall((x, y), Iff(Atom(pred, (x, y)), Eq(x, y)))


def names_being_one(wordnet, verb: str) -> str | None:
    """The WordNet sense of ``verb`` (its name) that files it with "be" as being one thing with another
    (:data:`_BEING_ONE`), or None; the verb "be" itself has none (the grammar reads the copula).

    >>> from verifier.bridge.wordnet import load_wordnet, wordnet_available
    >>> names_being_one(load_wordnet(), "represent") if wordnet_available() else "constitute.v.01"
    'constitute.v.01'
    >>> names_being_one(load_wordnet(), "paint") if wordnet_available() else None
    """
    if wordnet is None or verb.lower() == "be":
        return None
    try:
        return next((s.name() for s in wordnet.synsets(verb.lower().replace(" ", "_"), "v") if s.name() in _BEING_ONE),
                    None)
    except Exception:  # a damaged install or an odd form: none
        return None


def read_copular_verb(w: WordContext, res) -> list[Option]:
    """A two-place verb WordNet files with "be" as being one thing with another, read as the copula (see
    the module)."""
    erg = w.erg
    if erg.pos != "v" or any(len(o.args) != 2 for o in w.occurrences):
        return []
    if any(not isinstance(a, Var) or _is_event(a) or _is_unexpressed(a) for o in w.occurrences for a in o.args):
        return []
    sense = names_being_one(res._wordnet(), erg.lemma)
    if sense is None:
        return []
    said = (f"“{w.word or erg.lemma}” read as “is”: WordNet files the verb with “be” in {sense} "
            f"(“{res._wordnet().synset(sense).definition()}”); the lexicon does not list it so")
    ax = Axiom(f"{COPULAR}:{erg.pred}", _identity(erg.pred), COPULAR, source=said, word=w.word, weight=W_BY_NAME)
    return [Option(w.key, (ax,), W_BY_NAME)]
