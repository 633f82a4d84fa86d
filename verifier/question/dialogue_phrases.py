"""Where a demonstrative noun phrase of a follow-up question ends, and whether "that" opens one: the rules
:func:`verifier.question.dialogue.referring_phrase` adds to the function words, each a rule over WordNet's
forms of a word ("found" is a form of "find" and a noun; "expresses" a form of "express" and a plural noun).
"""

from __future__ import annotations

import re
from typing import Sequence

from .dialogue_words import SUPPORT as _SUPPORT, base_verb as _base_verb, plural_noun as _plural_noun, \
    wordnet_index as _wordnet_index


#: forms of "be": a passive's participle may follow its subject ("is that sequence found in X")
_BE = frozenset("is are was were be been".split())


def _participle(word: str) -> bool:
    """Is ``word`` an inflected verb form that may be a past participle (WordNet gives it a verb base
    other than itself: "found" → "find", "left" → "leave"), and neither a plural noun ("states") nor an
    "-ing" form ("building")? False without WordNet.

        >>> _participle("found"), _participle("sequence"), _participle("states"), _participle("building")
        (True, False, False, False)
    """
    w = word.lower()
    return not (w.endswith("ing") or _plural_noun(w)) and _inflected_verb(w)


def _inflected_verb(word: str) -> bool:
    """Does WordNet give ``word`` (lower case) a verb base other than itself ("found" → "find", "expresses"
    → "express")? False without WordNet."""
    index = _wordnet_index()
    return index is not None and any(base != word for base in (index.morphy(word, "v") or ()))


def _closing_object(question: str, start: int, words: list[str], before: str) -> bool:
    """Is "that" + ``words`` (from ``start``) the object of the verb form ``before`` and the question's last
    words? "Which program expresses that travel ?": "expresses" is an inflected verb (WordNet's verb base of it
    is another word), and after "that" come only nouns and adjectives up to the question's end, so "that"
    determines the verb's object; read as a relative clause, "expresses" would be a plural noun and the
    question would have no verb of its own. A relative clause after a noun goes on with a verb or a
    subject ("the expresses that run daily"), or with a name ("the states that border Spain").

        >>> _closing_object("Which program expresses that travel ?", 28, ["travel"], "expresses")
        True
        >>> _closing_object("Which program expresses that travel to Rome ?", 28, ["travel"], "expresses")
        False
    """
    rest = question[start:].split()
    if not all(w.islower() for w in words) or rest[: len(words)] != words \
            or not re.fullmatch(r"\s*[?.!]*\s*", " ".join(rest[len(words):])):
        return False
    return _inflected_verb(before.lower())


def _subject_end(words: Sequence[str]) -> int | None:
    """Where the question's verb begins among the ``words`` after a demonstrative that follows an auxiliary
    ("did that national sports team take part"), or None: the first verb's base form that WordNet's tagged
    corpus uses more often as a verb than as a noun, after a word used less so ("take" after "team", which
    is a verb's base form too but a noun in use); without one, the first verb's base form after a word that
    is none ("did that person border X": "border" after "person").

        >>> _subject_end(["national", "sports", "team", "take", "part"]), _subject_end(["person", "border"])
        (3, 1)
    """
    verbs = [k for k in range(1, len(words)) if _base_verb(words[k])]
    return next((k for k in verbs if _verb_in_use(words[k]) and not _verb_in_use(words[k - 1])),
                next((k for k in verbs if not _base_verb(words[k - 1])), None))


def _verb_in_use(word: str) -> bool:
    """Is ``word`` tagged more often as a verb than as a noun in WordNet's corpus ("take", "die"; not
    "team", "border")? False without WordNet."""
    index = _wordnet_index()
    w = word.lower()
    return index is not None and index.count(w, "v") > index.count(w, "n")


def _holds_another_name(name: str, names: Sequence[str], text: str) -> bool:
    """Is another of ``names`` a run of whole words of ``name`` that ``text`` also says outside it ("Cao"
    in "Does Cao Rui have Cao as family name?")? Then ``name`` is quoted even as a run of capitalised
    words: read word by word it would be the name "Cao" beside "Rui", and the bridge cannot tell that
    name from the "Cao" said alone, though they are two individuals.

        >>> _holds_another_name("Cao Rui", ["Cao"], "Does Cao Rui have Cao as family name ?")
        True
        >>> _holds_another_name("Cao Rui", ["Cao"], "Who is Cao Rui ?")
        False
    """
    def said(n: str) -> int:
        return len(re.findall(r"(?<!\w)" + r"\s+".join(re.escape(w) for w in n.split()) + r"(?!\w)", text, re.I))

    words = f" {' '.join(name.lower().split())} "
    return any(other.strip() and other.lower() != name.lower() and f" {' '.join(other.lower().split())} " in words
               and said(other) > said(name) for other in names)


def _verb_of_support(before: str, word: str) -> bool:
    """Is ``word`` the verb a support verb wants after its subject, the span that ends ``before``'s text
    being that subject ("Which films did Ada Brook star in ?": "did" + subject + a base form)? Then the
    name ends before ``word``, though WordNet has the word as a noun too ("star", "work", "play"): after
    "did" and its subject comes the verb, not more of the name. False where no support verb ("do", "can",
    …) comes right before the span, or ``word`` is no verb's base form.

        >>> _verb_of_support("Which films did ", "star"), _verb_of_support("Which films of ", "star")
        (True, False)
    """
    last = before.split()[-1].lower() if before.split() else ""
    return last in _SUPPORT and _base_verb(word)


def _says(text: str, name: str) -> bool:
    """Does ``text`` spell ``name`` as whole words (in any case or spacing)? A label inside a longer word is
    not said: "Zion Baruch" is not what "Tzion Baruch" says, and the question's own spelling is then read by
    the label (:func:`verifier.question.dialogue.respell_mentions`).

        >>> _says("Did Tzion  Baruch act ?", "tzion baruch"), _says("Did Tzion Baruch act ?", "Zion Baruch")
        (True, False)
    """
    words = name.split()
    return bool(words) and re.search(r"(?<!\w)" + r"\s+".join(map(re.escape, words)) + r"(?!\w)", text, re.I) is not None


def entity_term(eid: str) -> str:
    """An entity id of the dialogue as an explanation writes it: a Wikidata id with its prefix, an IRI by the KG's
    one naming of terms (:func:`verifier.kg.iri.compact`), anything else as given.

        >>> entity_term("Q42"), entity_term("http://dbpedia.org/resource/Ada_Lovelace"), entity_term("dbr:Ada")
        ('wd:Q42', 'dbr:Ada_Lovelace', 'dbr:Ada')
    """
    if re.fullmatch(r"[QP]\d+", eid):
        return f"wd:{eid}"
    if eid.startswith(("http://", "https://", "<")):
        from ..kg.iri import compact

        return compact(eid)
    return eid


def linked_note(said: str, eid: str, name: str) -> str:
    """The note that the question's span ``said`` is read as the entity ``eid`` the linker found in it, whose
    label is ``name`` (:func:`verifier.question.dialogue.respell_mentions`,
    :func:`verifier.question.dialogue_aliases.read_alias`).

        >>> linked_note("Brussels", "Q239", "City of Brussels")
        '‘Brussels’ read as wd:Q239, City of Brussels, the entity linked in the question'
    """
    return f"‘{said}’ read as {entity_term(eid)}, {name}, the entity linked in the question"


def label_words_before(text: str, start: int, label: set[str], function_words: frozenset) -> int:
    """Where the span of ``text`` that starts at ``start`` begins once the words right before it that the
    label has too join it: each a content word (no function word) whose every part is a word of the label
    (``label``, lower case). A linked entity's span is found by its capitalised words, and a label may have
    lower-case words before them ("Which gene encodes serine kinase XY12 ?" for "Serine-like kinase XY12"):
    left outside, they would stay behind as words of their own beside the label. A function word ends the
    run ("the capital of Lowmere" keeps "capital of" for "Republic of Lowmere": "of" is the label's but
    also the question's), and so does any word the label lacks.

        >>> label_words_before("Which gene encodes 4-amino kinase XY12 ?", 34, {"4", "amino", "kinase", "xy12",
        ...                    "beta"}, frozenset({"of"})), label_words_before("the capital of XY12", 15,
        ...                    {"republic", "of", "xy12"}, frozenset({"of"}))
        (19, 15)
    """
    while (m := re.search(r"([\w'-]+)\s+$", text[:start])) is not None:
        word = m.group(1)
        parts = [w.lower() for w in re.findall(r"\w+", word)]
        if word.lower() in function_words or not parts or not all(w in label for w in parts):
            break
        start = m.start(1)
    return start


def put_in(text: str, phrase: str, name: str) -> str:
    """``text`` with its first ``phrase`` (a referring phrase) replaced by the antecedent's ``name``: as a name
    (:func:`verifier.question.dialogue.as_name`), except a name of one lower-case word after an indefinite
    article ("Is Ada a that gender ?", the antecedent "female"): the article makes the phrase a noun that
    classifies, and the name goes in as that common noun ("Is Ada a female ?"), which the lexicon reads; quoted,
    it would be read as one individual the subject is ("Is Ada the individual female ?").

        >>> put_in("Is Ada a that gender ?", "that gender", "female"), put_in("Was Ada born in that city ?",
        ...        "that city", "lowmere")
        ('Is Ada a female ?', 'Was Ada born in "lowmere" ?')
    """
    from .dialogue import as_name
    from .dialogue_pronouns import read_for

    at = text.find(phrase)
    common = re.fullmatch(r"[a-z]+", name) is not None and re.search(r"\ban?\s+$", text[:max(at, 0)], re.I)
    return read_for(text, phrase, name if common else as_name(name))
