"""WordNet relatives of a word, as the readings by name take them (:mod:`.readings.named`,
:mod:`.readings.categories`): the word itself, the synonyms of its first sense, the words derived from it,
and the attributes and pertainyms it names, each with its kind of link (:data:`LINKS`, strongest first);
and a word's plain forms (:func:`_forms`), by which two spellings of one word meet.

>>> _forms("headquarters", None) == {"headquarters", "headquarter"}
True
"""

from __future__ import annotations

from .senses import plural_members

__all__ = ["LINKS", "relatives", "says"]

#: the kinds of link, strongest first
LINKS = ("name", "synonym", "derived", "attribute")
#: the most senses of the word whose derived words and attributes count (its first ones, WordNet's order)
_SENSES = 3


def _stronger(kind: str, than: str | None) -> bool:
    """Is link ``kind`` stronger than ``than`` (None: no link yet)?"""
    return than is None or LINKS.index(kind) < LINKS.index(than)


def _lemma_names(synset) -> list[str]:
    return [n.lower().replace("_", " ") for n in synset.lemma_names()]


def relatives(wordnet, lemma: str, pos: str) -> dict[str, str]:
    """The words linked to ``lemma`` (ERG part of speech ``n``/``v``/``a``), each with its link kind
    (:data:`LINKS`; the strongest where several apply); {} without WordNet or for a word it lacks."""
    if wordnet is None or pos not in ("n", "v", "a"):
        return {}
    own = lemma.lower().replace("_", " ")
    out: dict[str, str] = {own: "name"}

    def add(word: str, kind: str) -> None:
        word = word.lower().replace("_", " ")
        if _stronger(kind, out.get(word)):
            out[word] = kind

    key = own.replace(" ", "_")
    try:
        synsets = []
        for p in (("a", "s") if pos == "a" else (pos,)):
            synsets += list(wordnet.synsets(key, p))
        # the word as WordNet keys it: "produced" is the lemma "produce" of its synsets
        keys = {key.lower()} | {b.lower() for b in (wordnet.morphy(key, pos),) if b}
    except Exception:  # a damaged install or an odd form: no relatives
        return out
    for n, synset in enumerate(synsets[:_SENSES]):
        if n == 0:  # synonyms of the first sense only, as the bridge's other synonym readings take them
            for word in _lemma_names(synset):
                add(word, "synonym")
        for lemma_ in synset.lemmas():
            if lemma_.name().lower() not in keys:
                continue
            for d in lemma_.derivationally_related_forms():
                add(d.name(), "derived")
                for word in _lemma_names(d.synset()):
                    add(word, "derived")
            for p in lemma_.pertainyms():
                add(p.name(), "attribute")
        for a in synset.attributes():
            for word in _lemma_names(a):
                add(word, "attribute")
    return out


def _forms(word: str, wordnet) -> set[str]:
    """``word`` without spaces or hyphens, with its WordNet base forms as a noun and as a verb and without
    a plural ``s`` ("headquarters" / "headquarter", "starring" → "star"), and the singular a plural-only
    collective stands for (:func:`~verifier.bridge.senses.plural_members`: "people" / "person")."""
    flat = word.replace(" ", "").replace("-", "")
    out = {flat}
    if flat.endswith("s") and len(flat) > 3:
        out.add(flat[:-1])
    if wordnet is not None:
        for pos in ("n", "v"):
            try:
                base = wordnet.morphy(word.replace(" ", "_"), pos)
            except Exception:
                base = None
            if base:
                out.add(base.replace("_", "").replace("-", ""))
        out |= plural_members(word, wordnet)
    return out


def says(cword: str, lemma: str, pos: str, wordnet) -> bool:
    """Does a word of a category's name (``films``) say the question's word (``movie``): itself up to
    inflection, or a synonym of its first sense?"""
    forms = _forms(cword, wordnet)
    return any(f in forms for word, kind in relatives(wordnet, lemma, pos).items() if kind in ("name", "synonym")
               for f in _forms(word, wordnet)) or lemma.replace(" ", "").lower() in forms
