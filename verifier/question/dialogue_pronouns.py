"""Personal pronouns of a follow-up question ("it", "its", "they", "their", "he", "his", "she", "her") read as an
entity of the dialogue, and whether the question itself offers them anything to refer to.

A pronoun is replaced where it stands, as a whole word ("it" in "Which city is it in?", not the "it" of "city"),
and a possessive determiner by the name's possessive: with the Old Bridge as antecedent, "What is its height?"
reads 'What is Old Bridge's height?', not 'What is Old Bridge height?'. One antecedent is read for every form of
the same pronoun in the question ("When was it built and what is its height?" asks twice about one thing).

A pronoun with no noun before it in the question ("What is its height?", "Who founded it?") can only refer to
the dialogue; without one the question is ``unresolved_reference``, as a demonstrative phrase is. One after a
noun may refer inside the question ("the capital of Canada and its population") and is left as it is; a possessive
"its" or "their" after an opening wh-phrase whose noun has its number does refer inside ("Which bridges had their
tolls lifted?"), and is not read from the dialogue at all (:func:`refers_inside`).

Generated questions spell some pronouns oddly, and are read as they mean: a gendered pair "his/her" as one pronoun
of a person (:func:`one_pronoun`), a determiner with a clitic "their 's" as the determiner (:func:`single_possessive`).
"""

from __future__ import annotations

import re
from typing import Iterator

from .dialogue_words import FUNCTION_WORDS as _FUNCTION_WORDS, nominal as _nominal, noun as _noun, \
    wordnet_index as _wordnet_index

__all__ = ["PRONOUN", "anchorless_pronoun", "one_pronoun", "pronouns", "read_for", "refers_inside", "single_possessive"]

#: the third-person pronouns a follow-up refers back with
PRONOUN = re.compile(r"\b(?:it|its|they|them|their|he|him|his|she|her)\b", re.I)
#: the forms of one pronoun (any of them names the same antecedent)
_FAMILIES = (frozenset({"it", "its"}), frozenset({"they", "them", "their"}), frozenset({"he", "him", "his"}),
             frozenset({"she", "her"}))
#: possessive determiners ("her" is one only before a word that can go on a noun phrase: "her height")
_POSSESSIVE = frozenset({"its", "their", "his"})
#: "it" that is no pronoun: "is it true that", "is it the case that"
_DUMMY_IT = re.compile(r"\s+(?:true|the case)\b", re.I)


def pronouns(question: str) -> Iterator[re.Match]:
    """The pronouns of ``question`` that refer, in order: each of :data:`PRONOUN` but the dummy "it" of "is it
    true that" (it stands for the clause after it, not for a thing).

        >>> [m.group(0) for m in pronouns("Is it true that it spans a river ?")]
        ['it']
    """
    return (m for m in PRONOUN.finditer(question)
            if not (m.group(0).lower() == "it" and _DUMMY_IT.match(question[m.end():])))


def _family(pronoun: str) -> frozenset[str]:
    return next((f for f in _FAMILIES if pronoun.lower() in f), frozenset({pronoun.lower()}))


def _possessive(word: str, after: str) -> bool:
    w = word.lower()
    if w in _POSSESSIVE:
        return True
    following = re.match(r"\s+([A-Za-z][\w-]*)", after)
    return w == "her" and following is not None and following.group(1).lower() not in _FUNCTION_WORDS \
        and _nominal(following.group(1))


def read_for(question: str, phrase: str, name: str, every_form: bool = True) -> str:
    """``question`` with its referring ``phrase`` read as ``name``: a demonstrative phrase ("that person") at
    its first use; a pronoun as a whole word, at each use of any of its forms (``every_form``), a possessive
    determiner as ``name``'s possessive.

        >>> read_for("Which city is it in ?", "it", "Old Bridge")
        'Which city is Old Bridge in ?'
        >>> read_for("When was it built and what is its height ?", "it", "Old Bridge")
        "When was Old Bridge built and what is Old Bridge's height ?"
        >>> read_for("Who married her ?", "her", "Ada"), read_for("What is her height ?", "her", "Ada")
        ('Who married Ada ?', "What is Ada's height ?")
    """
    if not PRONOUN.fullmatch(phrase):
        return question.replace(phrase, name, 1)
    forms = _family(phrase) if every_form else frozenset({phrase.lower()})

    chosen = [m for m in pronouns(question) if m.group(0).lower() in forms][: None if every_form else 1]
    for m in reversed(chosen):  # (from the end, so the earlier matches' offsets hold)
        said = f"{name}'s" if _possessive(m.group(0), question[m.end():]) else name
        question = question[: m.start()] + said + question[m.end():]
    return question


def anchorless_pronoun(question: str) -> str | None:
    """The first pronoun of ``question`` that has no noun before it in the question, so it can only refer to
    the dialogue; None when there is none.

        >>> anchorless_pronoun("What is its height ?"), anchorless_pronoun("Who founded it ?")
        ('its', 'it')
        >>> anchorless_pronoun("What is the capital of Canada and its population ?") is None
        True
        >>> anchorless_pronoun("Is it true that Ada founded Brightwater ?") is None
        True
    """
    for m in pronouns(question):
        before = re.findall(r"[A-Za-z][\w-]*", question[: m.start()])
        if any(w[:1].isupper() for w in before[1:]) or any(
                w.lower() not in _FUNCTION_WORDS and _noun(w, strict=True) for w in before):
            return None  # a name or a noun the pronoun may refer to, inside the question
        return m.group(0)
    return None


def refers_inside(question: str, phrase: str) -> bool:
    """Is ``phrase`` a possessive "its" or "their" after a question's opening wh-phrase whose noun has its number
    (a singular noun for "its", a plural one for "their")? Then that noun is its antecedent: "Which towns have
    their mayors elected?" asks of each town about its own mayor, and reading "their" as an entity of the
    dialogue would ask another question, one a query could be wrongly rejected against. A noun later in the
    question is no such antecedent ("What is the population of its capital?" asks about the dialogue's thing).

        >>> refers_inside("Which towns have their mayors elected ?", "their")
        True
        >>> refers_inside("Which book has its cover in red ?", "its"), refers_inside("What is their height ?", "their")
        (True, False)
        >>> refers_inside("Which towns have its mayor as a member ?", "its")
        False
        >>> refers_inside("What is the population of its capital ?", "its")
        False
    """
    word, index = phrase.lower(), _wordnet_index()
    if word not in ("its", "their") or index is None:
        return False
    opening = re.match(r"\s*(?:which|what|how\s+many)\s+((?:[A-Za-z][\w-]*\s+)+)", question, re.I)
    said = opening.group(1).split() if opening else []
    said = said[: next((k for k, w in enumerate(said) if w.lower() in _FUNCTION_WORDS), len(said))]
    for w in (w.lower() for w in said):  # the nouns of the opening wh-phrase ("Which bridges", "How many towns")
        bases = index.morphy(w, "n")
        # a plural has a base form other than itself ("bridges" → "bridge"), a singular is its own
        if bases and (any(b != w for b in bases) if word == "their" else w in bases):
            return True
    return False


#: a pronoun of each gender joined by a slash ("his/her", "him/her", "she/he"): one pronoun of either
_PRONOUN_PAIR = re.compile(r"\b(his|her|he|she|him)\s*/\s*(his|her|hers|he|she|him)\b", re.I)
#: each case's pronoun that English uses for a person of either gender ("everyone did his best")
_PAIR_AS = {"his": "his", "he": "he", "she": "he", "him": "him"}


def one_pronoun(question: str) -> str:
    """``question`` with each slash-joined pair of gendered pronouns ("his/her", "him/her") as one singular
    pronoun of a person, in the form English uses for either gender ("his", "him", "he"): the pair refers
    to one antecedent, and read word by word its halves would be two referring phrases with the slash a
    word between them. Kept singular and personal (not "their", which may stand for things and for many),
    it still says that its antecedent is one person: in "Which jobs have Ada as his/her career?" that is
    Ada, not the jobs (see :func:`verifier.question.semantics._identity.person_have_as`). "her" is read by
    the other half's case ("his/her" → "his", "him/her" → "him"); a pair of one gender ("his/his") is left
    as it is.

        >>> one_pronoun("Who have Dover as his/her burial place ?"), one_pronoun("Did Ada meet him/her?")
        ('Who have Dover as his burial place ?', 'Did Ada meet him?')
    """
    def one(m: re.Match) -> str:
        a, b = m.group(1).lower(), m.group(2).lower()
        if {a, b} <= {"his", "he", "him"} or {a, b} <= {"her", "hers", "she"}:
            return m.group(0)
        known = a if a != "her" else b
        word = _PAIR_AS.get(known, "his")
        return word.capitalize() if m.group(0)[0].isupper() else word

    return _PRONOUN_PAIR.sub(one, question)


#: a possessive determiner followed by the clitic "'s" ("their 's career"): possession said twice
_POSSESSIVE_TWICE = re.compile(r"\b(my|your|his|her|its|our|their)\s+'s\b", re.I)


def single_possessive(question: str) -> str:
    """``question`` with the clitic "'s" after a possessive determiner left out: a possessive determiner
    already says whose the noun is, so "their 's career" is "their career" (generated questions put the
    template's "'s" after the pronoun that stands for a name). Read word by word, "'s" would want a
    possessor before it, and a determiner is none. An "'s" after anything else is left as it is.

        >>> single_possessive("Who has Ada as their 's tutor ?"), single_possessive("Is it Ada's tutor ?")
        ('Who has Ada as their tutor ?', "Is it Ada's tutor ?")
    """
    return _POSSESSIVE_TWICE.sub(lambda m: m.group(1), question)
