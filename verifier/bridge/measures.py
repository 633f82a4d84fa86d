"""What WordNet says a measuring adjective measures, and which end of the measure it is.

"How tall is X?" asks for a height, and "the shallowest lake" for the least depth: WordNet gives an adjective
the attribute it measures ("deep": *depth*) but not which way. :func:`measure_pole` reads the direction from
the measure's noun built on the adjective ("deep" / "depth") or from a word of degree in the adjective's gloss
("tall": "great in vertical dimension"). Pure functions of a WordNet reader, shared by the readings by name
(:mod:`~verifier.bridge.readings.named`).

>>> _gloss_pole("great in vertical dimension; high in stature"), _gloss_pole("not moving quickly")
('high', None)
"""

from __future__ import annotations

import re

from .namelinks import _SENSES, _lemma_names

__all__ = ["measure_pole"]

#: the senses of a measure's noun whose synonyms name the measure too (WordNet's order)
_MEASURE_SENSES = 4


def _skeleton(word: str) -> str:
    """The consonants of a word, in order ("height" → "hght")."""
    return re.sub(r"[aeiouy]", "", word.lower())


#: words of degree by which WordNet's gloss of a measuring adjective says which end of its measure the
#: adjective is ("tall": "great in vertical dimension"; "light": "of comparatively little physical
#: weight"): a closed class of English, read only where the measure's noun is not built on the adjective
_GLOSS_HIGH = frozenset({"great", "greater", "high", "higher", "large", "larger", "above", "much", "more"})
_GLOSS_LOW = frozenset({"little", "low", "lower", "small", "smaller", "below", "less", "limited", "few"})


def _gloss_pole(definition: str) -> str | None:
    """The end of its measure an adjective's gloss names by its first word of degree in its first clause
    (before ";"): ``"high"`` for "great in vertical dimension", ``"low"`` for "limited or below average in
    number", None where the clause has no such word ("having lived for a relatively long time").

    >>> _gloss_pole("great in vertical dimension; high in stature"), _gloss_pole("not moving quickly")
    ('high', None)
    """
    for word in re.findall(r"[a-z]+", definition.split(";")[0].lower()):
        if word in _GLOSS_HIGH:
            return "high"
        if word in _GLOSS_LOW:
            return "low"
    return None


def measure_pole(wordnet, adjective: str) -> tuple[str, tuple[str, ...]] | None:
    """Which end of a measure the adjective is, and the measure's nouns: ``("high", nouns)`` when the
    adjective names the measure's own direction, ``("low", nouns)`` for its opposite, None when WordNet
    does not say.

    WordNet gives an adjective the attribute it measures ("high" and "low": height; "deep" and
    "shallow": depth) but not which way. The measure's noun is built on the adjective of its own
    direction: its consonants begin with that adjective's ("high" / "height", "long" / "length",
    "deep" / "depth", "wide" / "width"), so that adjective is ``high`` and its antonyms are ``low``.
    Where no sense's adjective or antonym is so built ("tall" / "stature, height", "heavy" / "weight"),
    the gloss of the adjective's first sense with an attribute says it by a word of degree
    (:func:`_gloss_pole`: "tall" is "great in vertical dimension", "light" "of comparatively little
    physical weight"); where it has none ("old": "having lived for a relatively long time"), the direction
    is not guessed. The nouns are the attribute's lemmas and the synonyms of their first senses
    ("height" → "altitude", "elevation")."""
    if wordnet is None:
        return None
    try:
        synsets = list(wordnet.synsets(adjective.replace(" ", "_"), "a"))[:_SENSES]
    except Exception:  # a damaged install or an odd form
        return None
    measured = []
    for synset in synsets:
        nouns = [l.name().replace("_", " ") for a in synset.attributes() for l in a.lemmas()]
        if not nouns:
            continue
        measured.append((synset, nouns))
        own = [l for l in synset.lemmas() if l.name().lower() == adjective.lower()]
        opposites = [a.name() for l in own for a in l.antonyms()]

        def built_on(word: str) -> bool:
            stem = _skeleton(word)
            return len(stem) >= 2 and any(_skeleton(n).startswith(stem) for n in nouns)

        pole = "high" if built_on(adjective) else "low" if any(built_on(o) for o in opposites) else None
        if pole is not None:
            return pole, _measure_nouns(wordnet, nouns)
    if measured:  # no noun is built on the adjective: its first measuring sense's gloss may say the end
        synset, nouns = measured[0]
        pole = _gloss_pole(synset.definition())
        if pole is not None:
            return pole, _measure_nouns(wordnet, nouns)
    return None


def _measure_nouns(wordnet, nouns: list[str]) -> tuple[str, ...]:
    """A measure's nouns and the synonyms of their first senses ("height" → "altitude", "elevation")."""
    words = list(dict.fromkeys(nouns))
    for n in nouns:
        for sense in list(wordnet.synsets(n.replace(" ", "_"), "n"))[:_MEASURE_SENSES]:
            words += [w for w in _lemma_names(sense) if w not in words]
    return tuple(words)
