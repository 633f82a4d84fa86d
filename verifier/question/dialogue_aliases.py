"""An entity the linker found in the question, spelled by another of its names: the question's one unread name
read as that entity's label.

A dialogue's annotations say which entities the current question mentions (``Dialogue.mentions``). Where the
question spells one by a name that shares no word with the label ("Harbour kinase homolog 5" for the entity
labelled "Marrow binding cassette member 5"), or with words the label lacks ("Lowmere repeat-binding protein 7"
for "Lowmere repeat binding 7"), neither the label nor its words are in the question
(:func:`verifier.question.dialogue.respell_mentions` reads only a capitalised span that shares a word with the
label and goes on with none it lacks), and the grammar breaks the name apart into nouns, compounds and
appositions. The linker says the entity is there; the one span of the question that is such a name is where.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from .dialogue import Resolution, _odd_name, as_name
from .dialogue_words import FUNCTION_WORDS as _FUNCTION_WORDS, verb_only as _verb_only
from .dialogue_phrases import _says, _verb_of_support, linked_note

__all__ = ["alias_span", "name_runs", "read_alias"]

#: a word of the question: a run of characters other than spaces and the marks that end a phrase, with any
#: bracketed part it holds between them ("D(2)", "Ca(2+)-binding": a bracket inside a word does not end it)
_WORD = re.compile(r"[^\s?!,;\"“”()]+(?:\([^\s()]*\)[^\s?!,;\"“”()]*)*")


def name_runs(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that are names the grammar would break apart: a word that begins with a capital or
    a digit (not the question's first word) and the words after it up to a function word, a verb that is no
    noun or the verb a support verb before the span wants ("does … bind"), a mark that ends a phrase or the end; of two words or more, not a run of capitalised words (which
    the grammar reads as a name), and not inside quotes.

        >>> t = "Which gene encodes Harbour kinase homolog 5 or Tilda Marsh ?"
        >>> [t[a:b] for a, b in name_runs(t)]
        ['Harbour kinase homolog 5']
    """
    quoted = [(m.start(), m.end()) for m in re.finditer(r'"[^"]*"|“[^”]*”', text)]
    words = [m for m in _WORD.finditer(text) if not any(a <= m.start() < b for a, b in quoted)]
    runs, i = [], 1  # (the first word is capitalised whatever it is)
    while i < len(words):
        first = words[i].group(0)
        if not (first[0].isupper() or first[0].isdigit()) or first.lower() in _FUNCTION_WORDS:
            i += 1
            continue
        j = i + 1
        while (j < len(words) and text[words[j - 1].end():words[j].start()].isspace()
               and words[j].group(0).lower() not in _FUNCTION_WORDS and not _verb_only(words[j].group(0))
               and not _verb_of_support(text[:words[i].start()], words[j].group(0))):
            j += 1
        span = (words[i].start(), words[j - 1].end())
        if j - i > 1 and _odd_name(text[span[0]:span[1]]):
            runs.append(span)
        i = j
    return runs


def alias_span(text: str, mentions: Sequence[tuple[str, str]]) -> tuple[int, int, str, str] | None:
    """Where ``text`` names the one entity of ``mentions`` whose label it does not spell: (start, end, id,
    label) of the one name span (:func:`name_runs`) that no other mention's label covers; None where there is
    not exactly one of each. The annotations say the entity is there, and that span is the only place left.

        >>> t = "Which genes bind fewer sugars than Harbour kinase homolog 5 ?"
        >>> a, b, eid, name = alias_span(t, [("Q1", "Marrow binding cassette member 5")]); t[a:b], eid
        ('Harbour kinase homolog 5', 'Q1')
    """
    unsaid = [(eid, name) for eid, name in mentions if name.strip() and not _says(text, name)]
    if len(unsaid) != 1 or len({eid for eid, _ in mentions}) != len(mentions):
        return None
    said = [m.span() for _, name in mentions if name not in (unsaid[0][1],) and name.split()
            for m in re.finditer(r"(?<!\w)" + r"\s+".join(map(re.escape, name.split())) + r"(?!\w)", text, re.I)]
    runs = [(a, b) for a, b in name_runs(text) if not any(x < b and a < y for x, y in said)]
    if len(runs) != 1:
        return None
    return runs[0][0], runs[0][1], unsaid[0][0], unsaid[0][1]


def read_alias(r: Resolution, mentions: Sequence[tuple[str, str]]) -> Resolution:
    """``r`` with the one entity of ``mentions`` whose label its text does not spell read in for the one name
    span (:func:`name_runs`) that no other mention's label covers; ``r`` itself where there is not exactly one
    of each (:func:`alias_span`). The note says which span was read so.

        >>> m = [("Q1", "Marrow binding cassette member 5"), ("Q2", "Tilda Marsh")]
        >>> read_alias(Resolution("Does Harbour kinase homolog 5 bind with Tilda Marsh ?", ""), m).text
        'Does "Marrow binding cassette member 5" bind with Tilda Marsh ?'
        >>> read_alias(Resolution("Does Harbour kinase homolog 5 bind with Lowmere ?", ""), m).text
        'Does Harbour kinase homolog 5 bind with Lowmere ?'
    """
    text = r.text
    found = alias_span(text, mentions)
    if found is None:
        return r
    a, b, eid, name = found
    note = linked_note(text[a:b], eid, name)
    return replace(r, text=text[:a] + as_name(name) + text[b:], note="; ".join(filter(None, (r.note, note))))
