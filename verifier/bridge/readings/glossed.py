"""A verb with its preposition read through a query property named for what the verb's gloss says it does.

A KG property is often named "VALUE PREP ACTIVITY": ``wdt:P1532`` "country for sport" is the country a
person or team plays sport for. A question says the activity with its verb: "Which country did X play
for?". WordNet's first sense of the verb is glossed by that activity: *play* is "participate in games or
sport". The verb with the property's preposition then says what the name says: the doer is the
property's subject, the thing after the preposition its value (the name's head, "country"):

    ∀x y. (∃e. _play_v_1(e, x, …) ∧ _for_p(e, y)) ↔ wdt:P1532(x, y)

Only the verb's first sense is read (its usual meaning), only a noun of its gloss counts, and only a
query property whose name is exactly "NOUN PREP NOUN" with that noun last and the question's preposition
in the middle; the property is one of the query's own that no reading before this one takes. Below the
lexicon's readings (``W_BY_NAME``): a word the lexicon reads as another property ("plays for" is also
``wdt:P54``, a member of a team) keeps that reading first, and a query with the other property is judged
by it.

>>> sorted(_gloss_nouns_of("participate in games or sport", lambda w: w.rstrip("s") if w in ("games", "sport") else None))
['game', 'sport']
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from ..context import WordContext
from ..entries import _lexicon_options
from ..lexicon import LexicalEntry, SynArg
from ..options import Option, _looks_like_property, _stem_token, _typing_properties
from ..weights import W_BY_NAME

__all__ = ["read_glossed_activity"]

#: the prepositions a name "VALUE PREP ACTIVITY" may join its two nouns with
_JOINING = frozenset({"for", "in", "at", "with", "on"})


def _gloss_nouns_of(gloss: str, noun_base: Callable[[str], str | None]) -> frozenset[str]:
    """The nouns of a gloss (base forms, by ``noun_base``, a WordNet noun lookup): "participate in games or
    sport" → {"game", "sport"}."""
    return frozenset(b for t in re.findall(r"[a-z]+", gloss.lower()) if len(t) > 2 and (b := noun_base(t)))


def _first_gloss_nouns(wordnet, verb: str) -> frozenset[str]:
    """The nouns of the gloss of the verb's first WordNet sense (stemmed), or none."""
    if wordnet is None:
        return frozenset()
    try:
        senses = wordnet.synsets(verb.replace(" ", "_"), "v")
        if not senses:
            return frozenset()
        nouns = _gloss_nouns_of(senses[0].definition(), lambda t: wordnet.morphy(t, "n"))
    except Exception:  # a damaged install or an odd form: none
        return frozenset()
    return frozenset(_stem_token(n) for n in nouns)


def _glossed_names(terms: dict[str, list[str]], nouns: frozenset[str]) -> list[tuple[str, str, str]]:
    """(term, its name, the preposition) for each query property named "NOUN PREP NOUN" whose last noun is one
    of ``nouns``."""
    out = []
    for term, labels in terms.items():
        for label in labels:
            words = str(label).lower().split()
            if len(words) == 3 and words[1] in _JOINING and _stem_token(words[2]) in nouns:
                out.append((term, str(label), words[1]))
                break
    return out


def read_glossed_activity(w: WordContext, res) -> list[Option]:
    """A verb read through a query property named "VALUE PREP ACTIVITY" whose activity the gloss of the
    verb's first sense names, with the question's preposition (see the module)."""
    erg = w.erg
    if erg.pos != "v":
        return []
    taken = {t for o in tuple(w.lex) + tuple(w.found) for a in o.axioms for t in a.kg_terms}
    terms = {t: labs for t, labs in w.query.labels.items()
             if t not in taken and _looks_like_property(t) and t not in _typing_properties()}
    if not terms:
        return []
    nouns = _first_gloss_nouns(res._wordnet(), erg.lemma)
    out: list[Option] = []
    for term, name, prep in _glossed_names(terms, nouns) if nouns else ():
        entry = LexicalEntry(f"glossed:{term}", erg.lemma, "verb", "IntransitivePPFrame", term,
                             args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", prep)),
                             curated=False)
        found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, w.word, entries=[entry])
        said = (f"‘{w.word or erg.lemma} {prep}’ read as {term} by its name “{name}”: WordNet glosses "
                f"“{erg.lemma}” by the {name.split()[-1]} it names; the lexicon does not list it for the word")
        for o in found:
            axioms = tuple(replace(a, source=said, weight=a.weight * W_BY_NAME) for a in o.axioms)
            out.append(Option(o.key, axioms, o.weight * W_BY_NAME, o.covers, o.entry, o.alternatives))
    return out
