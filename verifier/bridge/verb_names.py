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

from .._memo import kept
from ..logic import Var
from .context import WordContext
from .labels import as_predicate
from .lexicon import LexicalEntry, SynArg
from .namelinks import _VALUE_WORDS, _forms, _lemma_names, name_words
from .options import _looks_like_property, parse_erg_predicate

__all__ = ["said_by_idiom", "object_words", "named_for_the_act", "named_in_the_gloss", "in_verb_clones", "place_where_clones",
           "glossed_clones"]


def _glossed_by(synset, lemma: str, wordnet) -> bool:
    """Does the synset's gloss say the verb ``lemma``, in some inflection ("given … for winning" says "win")?"""
    return any(wordnet.morphy(t, "v") == lemma for t in re.findall(r"[a-z]+", synset.definition().lower()))


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
            if objects & set(_lemma_names(synset)) and _glossed_by(synset, lemma, wordnet):
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
        glossed = any(_glossed_by(s, lemma, wordnet) for s in list(wordnet.synsets(words[0], "n"))[:3])
    except Exception:  # an odd form: none
        return []
    return [LexicalEntry(f"name:{term}:in-verb:{m}", lemma, "verb", "IntransitivePPFrame", as_predicate(term),
                         args=(SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", m)), curated=False)
            for m in ("into", "in")] if glossed else []


#: a WordNet gloss that defines a noun as the place where something does what a verb says ("the place where
#: something begins", "the point where a stream issues into a larger body of water"): the verb
_PLACE_WHERE_GLOSS = re.compile(r"^the (?:place|point) where (?:something|someone|it|an? [a-z]+) ([a-z]+)\b")


@kept
def _place_where_verbs(wordnet, noun: str) -> frozenset[str]:
    """The verbs (base forms) WordNet glosses one of the noun's first senses as the place of: "source" (the
    place where something begins) gives "begin". Empty without WordNet. Kept: WordNet is read only."""
    if wordnet is None:
        return frozenset()
    out = set()
    try:
        for synset in list(wordnet.synsets(noun, "n"))[:3]:
            if (m := _PLACE_WHERE_GLOSS.match(synset.definition().lower())) and (base := wordnet.morphy(m.group(1), "v")):
                out.add(base)
    except Exception:  # an odd form: none
        return frozenset()
    return frozenset(out)


def place_where_clones(term: str, lemma: str, wordnet) -> list[LexicalEntry]:
    """The intransitive verb ``lemma`` with "in" read as ``term`` forwards, where the first word of the
    term's name is a noun WordNet glosses as the place where something does what the verb, or a synonym
    of one of its first two senses, says, and each other word names a kind of place or a kind of value:
    ``dbo:sourceCountry`` ("source": the place where something begins; "start" is "begin" in its first
    sense) reads "In which country does the X start?" as ``dbo:sourceCountry(X, ?c)``, the one that starts
    the property's subject and the place its value, as the gloss says. A name that says another verb
    ("mouth": where a stream issues) or adds a word of another kind gives nothing.

    >>> from verifier.bridge.resources import wordnet
    >>> [[(a.maps_to, a.marker) for a in e.args] for e in place_where_clones("dbo:sourceCountry", "start", wordnet())
    ...  ] if wordnet() is not None else [[("subject", ""), ("object", "in")]]
    [[('subject', ''), ('object', 'in')]]
    >>> place_where_clones("dbo:sourceCountry", "end", wordnet()), place_where_clones("dbo:sourceDischarge", "start", wordnet())
    ([], [])
    """
    from .lexcheck import names_a_place

    words = name_words(term)
    if not words or not _looks_like_property(term) or not all(w in _VALUE_WORDS or names_a_place(w) for w in words[1:]):
        return []
    verbs = _place_where_verbs(wordnet, words[0])
    if not verbs:
        return []
    try:
        said = {lemma.lower()} | {n.lower() for s in list(wordnet.synsets(lemma, "v"))[:2] for n in s.lemma_names()}
    except Exception:  # an odd form: none
        return []
    if not verbs & said:
        return []
    return [LexicalEntry(f"name:{term}:place-where", lemma, "verb", "IntransitivePPFrame", as_predicate(term),
                         args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", "in")), curated=False)]


def glossed_clones(term: str, lemma: str, wordnet) -> tuple[list[LexicalEntry], str]:
    """The intransitive frames the verb ``lemma`` takes as ``term`` by what WordNet's glosses say of the term's
    name (:func:`place_where_clones`, else :func:`in_verb_clones`), with how, for the reading's account;
    ``([], "")`` where neither gives one.

    >>> from verifier.bridge.resources import wordnet
    >>> glossed_clones("dbo:sourceCountry", "start", wordnet())[1] if wordnet() is not None else (
    ...     "WordNet glosses “source” as the place where something starts")
    'WordNet glosses “source” as the place where something starts'
    >>> glossed_clones("dbo:sourceCountry", "end", wordnet())
    ([], '')
    """
    if clones := place_where_clones(term, lemma, wordnet):
        return clones, f"WordNet glosses “{name_words(term)[0]}” as the place where something {lemma}s"
    if clones := in_verb_clones(term, lemma, wordnet):
        return clones, (f"“{name_words(term)[0]}” is “in” and the verb, what {lemma}s into the holder (WordNet's gloss "
                        "says the verb)")
    return [], ""
