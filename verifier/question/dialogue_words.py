"""Word classes by WordNet's forms, for the rules that read a follow-up question's phrases
(:mod:`verifier.question.dialogue` and its ``dialogue_*`` parts): the one place that loads the grammar's
compact WordNet index for them, so every part asks the same questions of it and none imports another for them.
Each is a pure function of a word; without WordNet each says what lets the rules fall back to the function
words ("states" is a plural noun, "die" a verb's base form, "edited" a verb form and no noun).
"""

from __future__ import annotations

__all__ = ["FUNCTION_WORDS", "SUPPORT", "base_verb", "plural_noun", "nominal", "noun", "verb_only", "noun_bases",
           "wordnet_index"]

#: words that end a demonstrative noun phrase (or show that "that" opens a clause)
FUNCTION_WORDS = frozenset("""a an the is are was were be been being do does did has have had can could will would
shall should may might must of in on at by for from with to into about than as and or but not no that which who
whom whose what where when why how this these those there here it its they them their he him his she her
i you we us our your my me named called located born""".split())

#: auxiliaries whose subject is followed by a verb's base form ("did that person die", "can those people vote")
SUPPORT = frozenset("do does did can could will would shall should may might must".split())


def base_verb(word: str) -> bool:
    """Is ``word`` a verb's base form in WordNet ("die", "border"; not "died", "person")? False without it."""
    index = wordnet_index()
    w = word.lower()
    return index is not None and w in (index.morphy(w, "v") or ())


def plural_noun(word: str) -> bool:
    """Is ``word`` a plural noun (WordNet's base form of it as a noun is another word: "states")?"""
    index = wordnet_index()
    w = word.lower()
    found = index.morphy(w, "n") if index is not None else None
    return bool(found) and w not in found


def nominal(word: str) -> bool:
    """Can ``word`` go on a noun phrase (a noun or an adjective in WordNet)? True without WordNet, where
    only the function words end the phrase."""
    index = wordnet_index()
    if index is None:
        return True
    w = word.lower()
    return bool(index.morphy(w, "n") or index.morphy(w, "a"))


def noun(word: str, strict: bool = False) -> bool:
    """Can ``word`` head a noun phrase (a noun in WordNet)? Without WordNet: True, False where ``strict``."""
    index = wordnet_index()
    if index is None:
        return not strict
    return bool(index.morphy(word.lower(), "n"))


def verb_only(word: str) -> bool:
    """Is ``word`` a verb form and no noun (WordNet): "edited", not "city"? False without WordNet."""
    index = wordnet_index()
    w = word.lower()
    return index is not None and bool(index.morphy(w, "v")) and not index.morphy(w, "n")


def noun_bases(word: str) -> list[str]:
    """The noun's base forms ("works" → "works", "work"); the word itself without WordNet."""
    index = wordnet_index()
    found = index.morphy(word.lower(), "n") if index is not None else None
    return list(found) if found else [word.lower()]


_INDEX: list = []


def wordnet_index():
    """The grammar's compact WordNet index, loaded once; None where WordNet is not installed."""
    if not _INDEX:
        try:
            from .grammar.wnindex import find_wordnet_dir, load_index

            wndir = find_wordnet_dir()
            _INDEX.append(load_index(wndir) if wndir is not None else None)
        except Exception:  # WordNet is optional here: without it a phrase ends at a function word
            _INDEX.append(None)
    return _INDEX[0]
