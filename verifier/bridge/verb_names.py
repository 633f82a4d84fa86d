"""Verbs read by a query property's name through WordNet's glosses and idioms (used by
:mod:`verifier.bridge.readings.named`, which reads a word as a query term by its name): where the lexicon
has no entry for a verb, a property whose name WordNet ties to the verb, with the direction WordNet's
words give, reads it ("buried" as ``dbo:restingPlace``: "lay to rest"; "won the X Prize" as ``dbo:award``;
"flow into" as ``dbo:inflow`` backwards; "play the trumpet" as ``dbo:instrument``). Pure functions of
their words and WordNet's read-only index.
"""

from __future__ import annotations

import re
from typing import Iterable

from ..logic import Var
from .context import WordContext
from .labels import as_predicate
from .lexicon import LexicalEntry, SynArg
from .namelinks import _VALUE_WORDS, _forms, _lemma_names, name_words
from .options import _looks_like_property, parse_erg_predicate

__all__ = ["said_by_idiom", "object_words", "named_for_the_act", "named_in_the_gloss", "in_verb_clones"]


def said_by_idiom(term: str, lemma: str, wordnet) -> bool:
    """Does the term's name say what the verb ``lemma`` says through an idiom WordNet gives as a synonym of
    one of its first two senses, "<verb> to <word>": the name's one content word is that last word (up to
    inflection), its other words only kinds of value? "bury" is "lay to rest" (bury.v.02), so
    ``dbo:restingPlace`` (the place where one is laid to rest) reads "Where is X buried?" as any name of the
    verb would; the idiom's "to" says the verb brings its object to that state, which the name then names.
    A name with a word of its own beside it, or a word of an idiom without "to" ("kick the bucket" for
    "die"), gives nothing.

    >>> from verifier.bridge.resources import wordnet
    >>> said_by_idiom("dbo:restingPlace", "bury", wordnet()) if wordnet() is not None else True
    True
    >>> said_by_idiom("dbo:restingPlace", "hide", wordnet()), said_by_idiom("dbo:restingStation", "bury", wordnet())
    (False, False)
    """
    content = [w for w in name_words(term) if w not in _VALUE_WORDS]
    if wordnet is None or len(content) != 1 or not _looks_like_property(term):
        return False
    try:
        ends = {parts[2] for s in list(wordnet.synsets(lemma, "v"))[:2] for n in s.lemma_names()
                for parts in [n.lower().split("_")] if len(parts) == 3 and parts[1] == "to"}
    except Exception:  # an odd form: none
        return False
    return bool(ends) and bool(_forms(content[0], wordnet) & ends)


def object_words(w: WordContext) -> tuple[str, ...]:
    """What the verb's object is called in the question: the nouns on it and the words of its name
    ("prize" for "won the Nobel Prize", as ``named(x, "Prize")`` or ``_prize_n_for(x)``)."""
    if len(w.example.args) < 2 or not isinstance(obj := w.example.args[-1], Var):
        return ()
    nouns = [e.lemma for a in w.ctx.atoms if a.args and a.args[0] == obj and (e := parse_erg_predicate(a.pred))
             and e.pos == "n"]
    named = [str(a.args[1].name) for v, a in w.ctx.named.items() if v == obj]
    return tuple(dict.fromkeys(n.lower() for n in nouns + named))


def named_for_the_act(term: str, lemma: str, objects: Iterable[str], wordnet) -> bool:
    """Does the term's name say the transitive verb ``lemma`` by what its object is: the name's one content
    word has a sense (of its first three) that WordNet glosses by the verb's act and that the question's
    object is called by (a word of that sense)? ``dbo:award`` for "X won the Nobel Prize": a prize (prize.n.01,
    whose words include "award") is "something given for victory … or for winning a race", and the object is
    called a prize, so what X won is X's award, the subject the property's subject. The object's word keeps
    the direction the name says: "author" is glossed "writes …" too, but "X wrote Y" calls Y no author.

    >>> from verifier.bridge.resources import wordnet
    >>> named_for_the_act("dbo:award", "win", ["prize"], wordnet()) if wordnet() is not None else True
    True
    >>> named_for_the_act("dbo:award", "win", ["race"], wordnet()), named_for_the_act("dbo:author", "write", ["book"], wordnet())
    (False, False)
    """
    content = [w for w in name_words(term) if w not in _VALUE_WORDS]
    objects = set(objects)
    if wordnet is None or len(content) != 1 or not objects or not _looks_like_property(term):
        return False
    try:
        for synset in list(wordnet.synsets(content[0], "n"))[:3]:
            if objects & set(_lemma_names(synset)) and any(
                    wordnet.morphy(t, "v") == lemma for t in re.findall(r"[a-z]+", synset.definition().lower())):
                return True
    except Exception:  # an odd form: none
        return False
    return False


def named_in_the_gloss(term: str, lemma: str, objects: Iterable[str], kinds, wordnet) -> bool:
    """Does the term's name say the transitive verb ``lemma`` with its object: the name is one noun that
    WordNet's gloss of one of the verb's first three senses names as what the verb is done on, and the
    question's object is called that noun or something WordNet makes a kind of it (``kinds``: a noun's
    hypernyms' words)? play.v.03 is "play on an instrument", and a trumpet is a (musical) instrument, so
    "X plays the trumpet" is ``dbo:instrument(X, trumpet)``: the name says which of the verb's senses, the
    object that it is that sense, the subject the property's subject.

    >>> from verifier.bridge.resources import wordnet, _hypernym_words
    >>> named_in_the_gloss("dbo:instrument", "play", ["trumpet"], lambda w: _hypernym_words(wordnet(), w), wordnet()
    ...                    ) if wordnet() is not None else True
    True
    >>> named_in_the_gloss("dbo:instrument", "play", ["football"], lambda w: _hypernym_words(wordnet(), w), wordnet())
    False
    """
    content = [w for w in name_words(term) if w not in _VALUE_WORDS]
    if wordnet is None or len(content) != 1 or not _looks_like_property(term):
        return False
    noun = content[0]
    if not any(o == noun or noun in kinds(o) for o in objects):
        return False
    try:
        return any(noun in re.findall(r"[a-z]+", s.definition().lower()) for s in list(wordnet.synsets(lemma, "v"))[:3])
    except Exception:  # an odd form: none
        return False


def in_verb_clones(term: str, lemma: str, wordnet) -> list[LexicalEntry]:
    """The intransitive verb ``lemma`` with "into" (or "in") read as ``term`` backwards, where the term's
    name is one word, "in" and the verb ("inflow" for "flow"), and WordNet glosses a sense of that noun by the
    verb (inflow.n.01 "the process of flowing in"): the holder's inflow is what flows into it, so "X flows
    into Y" is ``inflow(Y, X)``. A name that is not the verb after "in" ("influx", "outflow") gives nothing.

    >>> from verifier.bridge.resources import wordnet
    >>> [[(a.maps_to, a.marker) for a in e.args] for e in in_verb_clones("dbo:inflow", "flow", wordnet())][:1
    ...  ] if wordnet() is not None else [[("object", ""), ("subject", "into")]]
    [[('object', ''), ('subject', 'into')]]
    >>> in_verb_clones("dbo:outflow", "flow", wordnet()), in_verb_clones("dbo:inflow", "run", wordnet())
    ([], [])
    """
    words = name_words(term)
    if (wordnet is None or len(words) != 1 or not words[0].startswith("in") or words[0][2:] not in _forms(lemma, wordnet)
            or not _looks_like_property(term)):
        return []
    try:
        glossed = any(wordnet.morphy(t, "v") == lemma for s in list(wordnet.synsets(words[0], "n"))[:3]
                      for t in re.findall(r"[a-z]+", s.definition().lower()))
    except Exception:  # an odd form: none
        return []
    return [LexicalEntry(f"name:{term}:in-verb:{m}", lemma, "verb", "IntransitivePPFrame", as_predicate(term),
                         args=(SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", m)), curated=False)
            for m in ("into", "in")] if glossed else []
