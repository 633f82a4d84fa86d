"""Links by name between a question's word and a term's name, through WordNet (the kinds of link are
described in :mod:`verifier.bridge.readings.named`, the room that reads a word by them): the word's
relatives (its synonyms, derived words and attributes), the forms a name's words are compared in, and the
link of each term. Each is a pure function of its words and WordNet's read-only index, kept per
arguments (:func:`verifier._memo.kept`): a question's word meets the same terms again in every candidate
query of the question.

>>> name_words("dbo:populationTotal")
('population', 'total')
"""

from __future__ import annotations

import re
from typing import Iterable, Mapping

from .._memo import kept
from ..kg.iri import local_name, name_words as iri_name_words
from .senses import plural_members

__all__ = ["LINKS", "name_words", "relatives", "linked_terms", "headed_by", "names_its_whole", "says", "split_closed"]


#: the kinds of link, strongest first
LINKS = ("name", "synonym", "derived", "attribute")

#: words of a term's name that say only what kind of value it holds: they link nothing alone
_VALUE_WORDS = frozenset({"date", "year", "name", "names", "number", "total", "count", "value", "place", "time",
                          "of", "in", "by", "has", "is", "the", "a", "an", "and", "to", "for", "at", "on", "as",
                          "max", "min", "maximum", "minimum", "id", "code", "type", "label"})
#: the most senses of the word whose derived words and attributes count (its first ones, WordNet's order)
_SENSES = 3


def name_words(term: str) -> tuple[str, ...]:
    """The lower-case words of a compact IRI's local name (:func:`verifier.kg.iri.name_words`)."""
    return tuple(iri_name_words(local_name(term) if ":" in term else term))


#: the short words a closed-up name may hold between its content words ("dateofbirth")
_JOINING = frozenset({"of", "in", "by", "on", "to", "at"})
#: the most pieces a closed-up word is split into
_PIECES = 4


def split_closed(words: tuple[str, ...], wordnet) -> tuple[str, ...]:
    """A name's words with each all-lower-case word that WordNet does not know split into the WordNet words
    it is written of (``dbp:borderingstates`` → "bordering", "states"): a KG that names its properties
    closed up, as DBpedia's infobox keys are, says the same words as ``borderingStates`` does. A word is
    split only where every piece is a word WordNet knows (at least three letters, or a joining preposition
    such as "of"), into at most four pieces; where it splits more than one way, the split with the longest
    first piece is taken ("timezone" is "time zone", never "tim ezone"). A word WordNet knows whole stays
    whole ("birthplace"), as does any word without WordNet. Kept per arguments.

    >>> from verifier.bridge.resources import wordnet
    >>> wn = wordnet()
    >>> split_closed(("borderingstates",), wn) if wn is not None else ("bordering", "states")
    ('bordering', 'states')
    >>> split_closed(("birthplace",), wn), split_closed(("xqzt",), wn)
    (('birthplace',), ('xqzt',))
    """
    if wordnet is None:
        return words
    out: list[str] = []
    for word in words:
        pieces = _closed_pieces(word, wordnet) if word.isalpha() and word.islower() and len(word) >= 6 else None
        out += pieces or [word]
    return tuple(out)


@kept
def _closed_pieces(word: str, wordnet) -> tuple[str, ...] | None:
    """The pieces of one closed-up word (:func:`split_closed`), or None where it stays whole."""
    def known(piece: str) -> bool:
        if piece in _JOINING:
            return True
        try:
            return len(piece) >= 3 and bool(wordnet.synsets(piece))
        except Exception:  # an odd form: not a word
            return False

    if known(word):
        return None

    def splits(rest: str, room: int) -> tuple[str, ...] | None:
        # longest first piece first: the first complete split found is the one taken
        if not rest:
            return ()
        if room == 0:
            return None
        for cut in range(len(rest), 1, -1):
            if known(rest[:cut]) and (tail := splits(rest[cut:], room - 1)) is not None:
                return (rest[:cut],) + tail
        return None

    found = splits(word, _PIECES)
    return found if found and len(found) > 1 else None


def _stronger(kind: str, than: str | None) -> bool:
    """Is link ``kind`` stronger than ``than`` (None: no link yet)?"""
    return than is None or LINKS.index(kind) < LINKS.index(than)


def _lemma_names(synset) -> list[str]:
    return [n.lower().replace("_", " ") for n in synset.lemma_names()]


def relatives(wordnet, lemma: str, pos: str) -> dict[str, str]:
    """The words linked to ``lemma`` (ERG part of speech ``n``/``v``/``a``), each with its link kind
    (:data:`LINKS`; the strongest where several apply); {} without WordNet or for a word it lacks.
    A new dict each call (the caller may add to it); the walk is kept (:func:`_relatives`)."""
    return dict(_relatives(wordnet, lemma, pos))


@kept
def _relatives(wordnet, lemma: str, pos: str) -> tuple[tuple[str, str], ...]:
    """:func:`relatives` as kept: its (word, kind) pairs in the order the walk found them."""
    if wordnet is None or pos not in ("n", "v", "a"):
        return ()
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
        return tuple(out.items())
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
    return tuple(out.items())


@kept
def _forms(word: str, wordnet) -> frozenset[str]:
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
    return frozenset(out)


def linked_terms(lemma: str, pos: str, terms: Mapping[str, Iterable[str]], wordnet,
                 restated: frozenset[str] = frozenset()) -> dict[str, str]:
    """The terms (compact IRI → their labels) whose name links them to the word, each with the kind of
    its strongest link (:data:`LINKS`).

    A term links when one of its labels, or its local name, read as words (a closed-up lower-case name split
    as :func:`split_closed` splits it), is linked to the word: written without spaces (a compound written as
    one word: "bandleader" and ``BandLeader``), or word by word, every word that is not only a kind of value
    ("date", "total" …) linked to it (``dbo:populationTotal`` for "population", not
    ``dbp:populationDensity``). ``restated``: nouns the question itself says of the word's other arguments
    ("states" in "Which states border X?"); a word of the name that is one of them only restates the kind of
    the value, as "date" does, and links nothing alone: ``borderingStates`` for "border" there, where
    the rest of the name says the word."""
    out: dict[str, str] = {}
    for term, labels in terms.items():
        best = _term_link(lemma, pos, term, tuple(str(l) for l in labels), wordnet, frozenset(restated))
        if best is not None:
            out[term] = best
    return out


@kept
def _bases(lemma: str, pos: str, wordnet) -> dict[str, str]:
    """The forms (:func:`_forms`) of the words linked to ``lemma`` (:func:`relatives`, and the lemma
    itself by name), each with the kind of its strongest link. Kept: read only."""
    rel = relatives(wordnet, lemma, pos)
    rel.setdefault(lemma.lower().replace("_", " "), "name")
    bases: dict[str, str] = {}
    for word, kind in rel.items():
        for b in _forms(word, wordnet):
            if b and _stronger(kind, bases.get(b)):
                bases[b] = kind
    return bases


@kept
def _kinds_above(lemma: str, wordnet) -> frozenset[str]:
    """The names of the kinds above ``lemma``'s first senses, written without spaces. Kept."""
    return frozenset(n.lower().replace("_", "") for s in _senses(wordnet, lemma) for a in _above(s)
                     for n in a.lemma_names())


@kept
def _term_link(lemma: str, pos: str, term: str, labels: tuple[str, ...], wordnet,
               restated: frozenset[str] = frozenset()) -> str | None:
    """The kind of the strongest link of one term (its compact IRI and labels) to the word, or None
    (:func:`linked_terms`). A pure function of its arguments and WordNet, kept: a question's word meets
    the same query terms again in each candidate query."""
    bases = _bases(lemma, pos, wordnet)
    phrases = [name_words(term), split_closed(name_words(term), wordnet)] + [
        tuple(w for w in re.split(r"[\s_\-]+", l.lower()) if w) for l in labels]
    kinds_said = {f for noun in restated for f in _forms(noun, wordnet)} - _forms(lemma, wordnet)
    best = None
    for words in dict.fromkeys(phrases):
        content = [w for w in words if w not in _VALUE_WORDS]
        if kinds_said and len(content) > 1:
            content = [w for w in content if not _forms(w, wordnet) & kinds_said] or content
        if not content:
            continue
        # the whole name, or its content words joined ("band leader" / "bandleader"), is a linked word;
        # or each content word is: a name with a word the question's word does not say ("population
        # density" for "population", "source country" for "country") names something else
        kinds = [k for c in ("".join(words), "".join(content)) for f in _forms(c, wordnet)
                 if (k := bases.get(f)) is not None]
        each = [min((bases[f] for f in _forms(c, wordnet) if f in bases), key=LINKS.index, default=None)
                for c in content]
        if None in each and any(k is not None for k in each):
            # a word of the name above the word's own senses says what kind of thing it is, not
            # something else ("founding person" for "founder": a founder is a person)
            above = _kinds_above(lemma, wordnet) if wordnet is not None else frozenset()
            each = [k for k, c in zip(each, content) if k is not None or not _forms(c, wordnet) & above]
        if None in each and any(k is not None for k in each) and pos == "n" and len(content) == 2:
            # a word of the name that names the whole the noun is a member or part of says what kind of
            # thing the relation's other end is ("band member" for "member": a band is an organization,
            # and a member is one of an organization), not something else
            each = [k for k, c in zip(each, content) if k is not None or not names_its_whole(c, lemma, wordnet)]
        if each and None not in each:
            kinds.append(max(each, key=LINKS.index))
        for kind in kinds:
            if _stronger(kind, best):
                best = kind
    return best


#: a gloss that defines a noun as a member or part of a whole: the whole's noun phrase (its last word the head)
_WHOLE_GLOSS = re.compile(r"\b(?:(?:member|part) of|(?:who|that|which) (?:compose|make up)) (?:a |an |the |another )?"
                          r"((?:[a-z]+ ){0,2}[a-z]+)")


@kept
def _wholes(lemma: str, wordnet) -> frozenset:
    """The synsets of what one of the noun's first senses is a member or part of: WordNet's member and part
    holonyms, and the head noun (its first senses) of a gloss that defines the sense as "a member of", "a
    part of" or one of those "who compose" something ("member": "one of the persons who compose a social
    group").
    Kept: WordNet is read only."""
    out = set()
    try:
        for synset in list(wordnet.synsets(lemma.replace(" ", "_"), "n"))[:_SENSES]:
            out |= set(synset.member_holonyms()) | set(synset.part_holonyms())
            for m in _WHOLE_GLOSS.finditer(synset.definition().lower()):
                head = wordnet.morphy(m.group(1).split()[-1], "n")
                out |= set(list(wordnet.synsets(head, "n"))[:_SENSES]) if head else set()
    except Exception:  # a damaged install or an odd form: none
        return frozenset()
    return frozenset(out)


def names_its_whole(word: str, lemma: str, wordnet) -> bool:
    """Is ``word`` (a noun of a term's name) the whole the noun ``lemma`` is a member or part of, or a kind
    of it (one of its first senses at or below one of :func:`_wholes`)? A band is a musical organization,
    and WordNet defines a member as a member of an organization: "band" in ``dbo:bandMember`` says which
    whole the member is one of.

    >>> from verifier.bridge.resources import wordnet
    >>> names_its_whole("band", "member", wordnet()) if wordnet() is not None else True
    True
    >>> names_its_whole("height", "member", wordnet()), names_its_whole("band", "leader", wordnet())
    (False, False)
    >>> names_its_whole("country", "state", wordnet()), names_its_whole("US", "state", wordnet())
    (True, False)
    """
    if wordnet is None:
        return False
    wholes = _wholes(lemma, wordnet)
    if not wholes:
        return False
    try:
        # a kind, never an individual: "US" (an instance of a country) in "US state" names which whole, not
        # what kind of whole, and the name then says more than the noun
        senses = [s for s in list(wordnet.synsets(word, "n"))[:_SENSES] if not s.instance_hypernyms()]
    except Exception:  # an odd form: none
        return False
    return any(s in wholes or wholes & set(s.closure(lambda t: t.hypernyms())) for s in senses)


def _senses(wordnet, word: str) -> list:
    """The first senses of ``word`` as a noun, verb and adjective, each through its WordNet base form."""
    out = []
    for pos in ("n", "v", "a"):
        try:
            base = wordnet.morphy(word.replace(" ", "_"), pos) or word.replace(" ", "_")
            out += list(wordnet.synsets(base, pos))[:_SENSES]
        except Exception:  # an odd form: no senses
            continue
    return out


def _above(synset, steps: int = -1) -> set:
    """The hypernyms of ``synset`` (instance hypernyms too), up to ``steps`` steps up (all: -1)."""
    return set(synset.closure(lambda s: s.hypernyms() + s.instance_hypernyms(), steps))


def says(cword: str, lemma: str, pos: str, wordnet) -> bool:
    """Does a word of a category's name (``films``) say the question's word (``movie``): itself up to
    inflection, or a synonym of its first sense?"""
    forms = _forms(cword, wordnet)
    return any(f in forms for word, kind in relatives(wordnet, lemma, pos).items() if kind in ("name", "synonym")
               for f in _forms(word, wordnet)) or lemma.replace(" ", "").lower() in forms


def word_said(term: str, labels: Iterable[str], words: Iterable[tuple[str, str]], wordnet) -> str | None:
    """The first of ``words`` (lemma, part of speech) that a content word of the term's name says
    (:func:`says`), or None. Weaker than :func:`linked_terms`, which wants every word of the name linked:
    a property named by a phrase may say one word of a phrase the question puts otherwise ("located in or
    next to water" for "situated in the neighbourhood of"). Where a question's phrase, not one word, is
    what the term may read, that one word is the link.
    """
    names = [name_words(term)] + [tuple(w for w in re.split(r"[\s_\-]+", str(l).lower()) if w) for l in labels]
    content = {w for words_ in names for w in words_ if w not in _VALUE_WORDS}
    for lemma, pos in words:
        if any(says(c, lemma, pos, wordnet) for c in content):
            return lemma
    return None


def headed_by(lemma: str, term: str, labels: Iterable[str], wordnet) -> bool:
    """Is one of the term's labels, or its local name read as words (split as :func:`split_closed` splits a
    closed-up name), a noun phrase headed by the noun ``lemma`` (its last content word is the noun, up to
    inflection, or a synonym of its first sense), with words before it that say which kind?

    Weaker than :func:`linked_terms`, which wants every word of the name linked to the word: a property
    labelled "engine part" may be what "the parts of the Zorblax" asks for, or a narrower relation than the
    noun says; "source country" for "country" may name another country than the one asked about. So the link
    proves nothing; it only says the term may be a reading of the noun that the lexicon does not list, which
    is enough to keep a rejection that rests on the lexicon's silence from standing (the verdict is then
    ``unknown``). A name whose head is another noun ("population density" for "population") is no link.

    >>> from verifier.bridge.resources import wordnet
    >>> wn = wordnet()
    >>> headed_by("part", "ex:P9", ["engine part"], wn) if wn is not None else True
    True
    >>> headed_by("population", "dbo:populationDensity", [], wn), headed_by("part", "ex:P9", ["part"], wn)
    (False, False)
    """
    if wordnet is None:
        return False
    said = _forms(lemma, wordnet)
    phrases = [name_words(term), split_closed(name_words(term), wordnet)] + [
        tuple(w for w in re.split(r"[\s_\-]+", str(l).lower()) if w) for l in labels]
    for words in phrases:
        content = [w for w in words if w not in _VALUE_WORDS]
        if len(content) > 1 and _forms(content[-1], wordnet) & said:
            return True
    return False
