"""Matching a question's proper names against KG labels, with a little safe fuzziness.

A name in a question rarely spells its KG individual's label exactly: "Red Sox" is
``dbr:Boston_Red_Sox``, "U.S." and "USA" are ``dbr:United_States``, "Baikonur" is
``dbr:Baikonur_Cosmodrome``, "Javascript" is ``dbr:JavaScript``. :func:`match_name` says how a
name matches one label, as a :class:`NameMatch` whose ``tier`` ranks the kinds of match, best
first:

``exact``     the same words once case, punctuation, hyphens and a leading "the" are ignored
              ("U.S." = "US", "North Rhine Westphalia" = "North Rhine-Westphalia", "Javascript" =
              "JavaScript", "Heckler Koch" = "Heckler & Koch"), unless the case conflicts in a
              way that names another page (:func:`case_conflict`);
``synonym``   a WordNet synonym of the name is the label ("USA", "America" → "United States",
              "JFK" → "John F. Kennedy"); the synonyms are passed in, so this module needs no WordNet;
``acronym``   the name is the initials of the label's content words ("ESA" → "European Space Agency");
``partial``   the name's words are a contiguous part of the label's ("Red Sox" in "Boston Red Sox",
              "Bach" in "Johann Sebastian Bach", "Baikonur" in "Baikonur Cosmodrome"), with at most
              :data:`MAX_EXTRA` more words, none of which the question itself uses, and the name not
              after a preposition of the label: "Chancellor of Germany", "Beer in Ireland" and
              "Death of John Lennon" name something *related to* the name, not the name's bearer,
              and a question that says "chancellor" or "beer" has its own word for the rest.

Callers take only the best tier that matches any candidate, and only when one candidate has it
(:func:`best_matches`): a name never links to two KG individuals in one reading.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Iterable, Mapping

from ..kg.dbpedia_names import fold_accents

__all__ = ["NameMatch", "name_key", "name_tokens", "qualifier", "match_name", "best_matches", "TIERS", "MAX_EXTRA",
           "acronym", "case_conflict", "closed_up", "pertained_individuals"]

#: kinds of match, best first
TIERS = ("exact", "synonym", "acronym", "partial")
#: most words a label may have beyond the name's for a partial match
MAX_EXTRA = 3
#: words that do not count for initials or for the extra words of a partial match
FUNCTION_WORDS = frozenset({"of", "the", "and", "for", "in", "on", "at", "de", "la", "le", "du", "von", "van",
                            "der", "del", "y", "&", "a", "an"})
#: a label with one of these between its extra words and the name names something related to
#: the name ("Chancellor of Germany", "Beer in Ireland"), not the name's bearer
PREPOSITIONS = frozenset({"of", "in", "at", "on", "for", "from", "to", "by", "with", "under", "during"})


@dataclass(frozen=True)
class NameMatch:
    """How a name matched a label: the tier and a few words of explanation."""

    tier: str
    how: str

    @property
    def rank(self) -> int:
        return TIERS.index(self.tier)


_QUALIFIER = re.compile(r"\s*\(([^()]*)\)\s*$")
"""A trailing parenthesised qualifier ("Titanic (film)"): the one pattern :func:`_unqualified` removes and
:func:`qualifier` reads."""


@functools.lru_cache(maxsize=1 << 16)
def _unqualified(text: str) -> str:
    """The name without accents and without a trailing parenthesised qualifier ("Titanic (film)")."""
    return _QUALIFIER.sub("", fold_accents(text))


@functools.lru_cache(maxsize=1 << 16)
def qualifier(text: str) -> str:
    """A name's trailing parenthesised qualifier, folded ("" when it has none). DBpedia qualifies a title
    only where the bare title names another page, so a name said with a qualifier is not a label without
    it, nor one with another qualifier (a bare name still matches a qualified label: "Titanic" may be the
    page "Titanic (1997 film)").

    >>> qualifier("Mira (1998 Film)"), qualifier("Mira_(1998_film)"), qualifier("Mira")
    ('1998 film', '1998 film', '')
    """
    m = _QUALIFIER.search(fold_accents(text))
    return " ".join(m.group(1).replace("_", " ").lower().split()) if m else ""


def name_tokens(text: str) -> list[str]:
    """Lower-case word tokens of a name or label; punctuation splits words except inside
    abbreviations ("U.S." → ``us``), a parenthesised qualifier is dropped, "&" is kept as a word.
    A new list each call; the tokens are kept per text (:func:`_name_tokens`)."""
    return list(_name_tokens(text))


@functools.lru_cache(maxsize=1 << 16)
def _name_tokens(text: str) -> tuple[str, ...]:
    """:func:`name_tokens` as kept per text: a pure function of a string, asked for the same labels by
    every word of every check."""
    text = _unqualified(text).replace("_", " ")
    # abbreviations with dots: "U.S.", "U.S.A.", "F." → letters joined
    text = re.sub(r"\b((?:[A-Za-z]\.){2,})", lambda m: m.group(1).replace(".", ""), text)
    text = text.replace("&", " & ")
    return tuple(t for t in re.split(r"[^\w&]+", text.lower()) if t)


@functools.lru_cache(maxsize=1 << 16)
def name_key(text: str) -> str:
    """Comparison key: tokens without a leading "the", joined by spaces."""
    toks = name_tokens(text)
    if toks and toks[0] == "the" and len(toks) > 1:
        toks = toks[1:]
    return " ".join(toks)


def closed_up(labels: list[str]) -> list[str]:
    """The labels, and each hyphenated one also with its hyphens closed up: "Non-profit organization" is spelled
    "nonprofit organization" as often, and WordNet (hence the grammar) knows the closed form; the open form
    ("non profit") is the label's own tokens already.

    >>> closed_up(["Non-profit organization", "Charity"])
    ['Non-profit organization', 'Nonprofit organization', 'Charity']
    """
    out: list[str] = []
    for lab in labels:
        out.append(lab)
        closed = re.sub(r"(?<=\w)-(?=\w)", "", lab)
        if closed != lab:
            out.append(closed)
    return out


def _padded_bracket(text: str) -> bool:
    """Does a space (an IRI's underscore) open or close a bracket inside it ("Mira ( film)")? A title's
    brackets never are (Wikipedia's, hence DBpedia's, titles write "Mira (film)"), so a label spelled so,
    read off a query IRI's local name, is a misspelled IRI that names no page.

    >>> _padded_bracket("Mira_(_film)".replace("_", " ")), _padded_bracket("Mira (film)")
    (True, False)
    """
    return bool(re.search(r"\(\s|\s\)", text))


def _squeezed(text: str) -> str:
    return name_key(text).replace(" ", "").replace("&", "")


def acronym(label: str) -> str:
    """Initials of a label's content words: "European Space Agency" → ``esa``."""
    return "".join(t[0] for t in name_tokens(label) if t not in FUNCTION_WORDS)


def _is_acronym(text: str) -> bool:
    letters = re.sub(r"[.\s]", "", text)
    return 2 <= len(letters) <= 6 and letters.isalpha() and letters.isupper()


def _stem(word: str) -> str:
    for suffix in ("ies", "es", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)]
    return word


def _case_words(text: str) -> list[str]:
    text = _unqualified(text).replace("_", " ")
    return [w for w in re.split(r"[^\w&.]+", text) if w]


def case_conflict(text: str, label: str) -> str | None:
    """The first content word that the name capitalises and a mixed-case label writes in lower
    case ("Margaret Thatcher" against "Margaret thatcher"), or None.

    Titles in case-sensitive KGs (DBpedia's are Wikipedia's) keep the case of a proper name: a
    page whose title lower-cases a word of the name is another page, usually a redirect stub
    that carries no facts. A label all in lower case (Wikidata's "benzene") says nothing about
    case, and a name written in lower case ("french fifth republic") is the asker's spelling, so
    only this one direction counts.
    """
    names, labels = _case_words(text), _case_words(label)
    if len(names) != len(labels) or not any(w[:1].isupper() for w in labels):
        return None
    for n, l in zip(names, labels):
        if n.lower() != l.lower() or n.lower() in FUNCTION_WORDS:
            continue
        if n[:1].isupper() and l[:1].islower():
            return n
    return None


def match_name(text: str, label: str, question_words: Iterable[str] = (), synonyms: Iterable[str] = ()
               ) -> NameMatch | None:
    """How the name ``text`` matches ``label``, or None (see the module's doc for the tiers).

    ``question_words``: the question's own words (lemmas), which a partial match's extra label
    words must avoid; ``synonyms``: WordNet synonyms of the name.
    """
    key, lkey = name_key(text), name_key(label)
    if not key or not lkey:
        return None
    if (said := qualifier(text)) and qualifier(label) != said:
        return None  # "Mira (1998 film)" is not the page "Mira" nor "Mira (novel)": the asker chose another
    if _padded_bracket(label) and not _padded_bracket(text):
        return None  # "Mira_(_film)" is no title: a misspelled IRI names no page, whatever its words
    if key == lkey or (len(key) > 3 and _squeezed(text) == _squeezed(label)):
        if case_conflict(text, label) is not None:
            return None  # another page of a case-sensitive KG, not this name's bearer
        return NameMatch("exact", f'"{text}" is "{label}"')
    for s in synonyms:
        if name_key(s) == lkey:
            return NameMatch("synonym", f'"{text}" is a WordNet synonym of "{label}"')
    if _is_acronym(text) and re.sub(r"[.\s]", "", text).lower() == acronym(label) and len(name_tokens(label)) > 1:
        return NameMatch("acronym", f'"{text}" is the initials of "{label}"')
    ntoks, ltoks = key.split(), lkey.split()
    if ltoks and ltoks[0] == "the" and ntoks[0] != "the":
        ltoks = ltoks[1:]
    n, m = len(ntoks), len(ltoks)
    if n >= m or m - n > MAX_EXTRA:
        return None
    if all(len(t) < 2 or t.isdigit() for t in ntoks):
        return None  # "14", "II" alone are no names
    qwords = {_stem(w.lower()) for q in question_words for w in name_tokens(q)}
    for i in range(m - n + 1):
        if ltoks[i:i + n] != ntoks:
            continue
        before, after = ltoks[:i], ltoks[i + n:]
        if before and before[-1] in PREPOSITIONS:
            continue  # "Chancellor of Germany": something related to Germany
        if after and after[0] in PREPOSITIONS:
            continue  # "Baikonur in ..." style: a qualified other thing
        extra = [t for t in before + after if t not in FUNCTION_WORDS]
        if any(_stem(t) in qwords for t in extra):
            continue  # the question has its own word for the rest ("the Oregon wine")
        return NameMatch("partial", f'"{text}" is part of "{label}"')
    return None


def best_matches(text: str, candidates: Mapping[str, Iterable[str]], question_words: Iterable[str] = (),
                 synonyms: Iterable[str] = ()) -> dict[str, NameMatch]:
    """The candidates (name → labels) that ``text`` matches at the best tier any of them reaches.

    At the fuzzy tiers (all but ``exact``) the match must be unique: two candidates that match
    equally loosely are a guess, and a guess between two individuals is no link at all.
    """
    question_words = list(question_words)
    synonyms = list(synonyms)
    found: dict[str, NameMatch] = {}
    for name, labels in candidates.items():
        best = None
        for label in labels:
            m = match_name(text, label, question_words, synonyms)
            if m is not None and (best is None or m.rank < best.rank):
                best = m
        if best is not None:
            found[name] = best
    if not found:
        return {}
    top = min(m.rank for m in found.values())
    out = {n: m for n, m in found.items() if m.rank == top}
    if TIERS[top] != "exact" and len(out) > 1:
        return {}
    return out


def pertained_individuals(text: str, pertainyms: Iterable[str], individuals: Mapping[str, Iterable[str]]
                          ) -> dict[str, tuple[float, str]]:
    """The one individual a demonym or other relational adjective spelled as a name denotes: the
    place or thing WordNet says the adjective pertains to, where exactly one candidate is labelled
    so; name → (weight, source), or {}.

    The grammar reads "Asian rivers" and "African countries" as a compound with a *name* "Asian";
    what that name stands for in the compound is Asia, the noun WordNet's pertainym gives, and the
    compound's own relation (a river located in it) is read as any other name compound's. Only
    capitalised pertainyms count (a place or people, not "roman" → "Romanism"), and, as at the loose
    tiers of :func:`best_matches`, two candidates are a guess and no link.

    >>> pertained_individuals("Asian", ["Asia"], {"dbr:Asia": ["Asia"], "dbr:Yangtze": ["Yangtze"]})
    {'dbr:Asia': (0.8, 'query IRI dbr:Asia: "Asian" pertains to "Asia" (WordNet)')}
    >>> pertained_individuals("Asian", ["Asia"], {"dbr:Europe": ["Europe"]})
    {}
    """
    from .weights import W_NAME_MATCH

    for p in pertainyms:
        if not p[:1].isupper() or name_key(p) == name_key(text):
            continue
        hits = [n for n, labels in individuals.items() if any(name_key(l) == name_key(p) for l in labels)]
        if len(hits) == 1:
            return {hits[0]: (W_NAME_MATCH["synonym"], f'query IRI {hits[0]}: "{text}" pertains to "{p}" (WordNet)')}
        if hits:
            return {}
    return {}
