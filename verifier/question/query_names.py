"""The labels of the entities a query names, read as one name where the question spells them.

A question may spell an entity's label verbatim while the grammar would read its words one by one: a name with
lower-case words inside ("West Borland CFA franc"), digits ("Gate 17 Tower"), or a title of common words after
a capitalised one ("Lowmere treaty of trade"). Read word by word, its words become nouns, compounds and
appositions that no lexicon reads. Where the query names that entity, the question's span is the entity's name
as the KG writes it: the span goes into the question in double quotes (a quoted title the grammar reads as one
name), as the dialogue's entities do (:func:`verifier.question.dialogue.quote_names`), spelled as the question spells it.

Which labels, and where, is one rule stated once (:func:`_spelled_as_name`), kept narrow because the reading is
taken from the query: a label of two words or more, of an entity (not a class the query types by, not a
property), that the question spells as whole words (in any case, with any spacing between them), whose
spelling there begins as a name does (a digit, or a capital where the label has one too, and not the
question's first word) and which the grammar would not read as a name anyway. A common phrase the question
says in lower case ("the prime minister of Ruritania" for the entity "Prime Minister of Ruritania") stays
words: it begins with no capital. Longer labels first; a span inside quotes or inside a longer label's span
is left as it is.
"""

from __future__ import annotations

import re
from typing import Iterable, Mapping, Sequence

__all__ = ["entity_iris", "quote_query_names"]

#: conjunctions: a span they join may be the question's coordination of two names, not one name
_JOINERS = frozenset({"and", "or", "nor", "&"})


def entity_iris(iris: Sequence[str], triples: Iterable[tuple[str, str, str]], typing: Iterable[str]) -> list[str]:
    """The IRIs of ``iris`` that the query uses as entities: not a triple's predicate, nor the class of a
    typing triple (a predicate of ``typing``). A class's label is a common noun ("nucleic acid sequence"), the
    question's own words for the kind of thing it asks about, never a name.

        >>> entity_iris(["wd:Q1", "wdt:P31", "wd:Q5", "wdt:P69", "wd:Q2"],
        ...             [("?x", "wdt:P31", "wd:Q5"), ("?x", "wdt:P69", "wd:Q1")], ["wdt:P31"])
        ['wd:Q1', 'wd:Q2']
    """
    triples = list(triples)
    typing = set(typing)
    skip = {p for _, p, _ in triples} | {o for _, p, o in triples if p in typing}
    return [i for i in iris if i not in skip]


def _odd(name: str) -> bool:
    from .dialogue import _odd_name

    return _odd_name(name)


def _spelled_as_name(label: str, said: str, start: int) -> bool:
    """Does the question's span ``said`` (at ``start``) spell the label ``label`` as a name the grammar would
    break apart? It begins with a digit, or with a capital where the label begins with one too, not as the
    question's first word (where every word has a capital); it does not end in a lower-case plural noun (a
    label of many things is a kind's or a category's, "Gloomcore record labels", whose words the question
    says as a noun phrase); it joins no words by a conjunction (the question's own coordination may join two
    names there: "the children of Ada and Brook" asks about two people, whatever a duo "Ada and Brook" is);
    and the span is no run of capitalised words (which
    the grammar reads as a name anyway, and which a label in another case must not be read for: "Ada
    Lovelace" is not the page "Ada lovelace", which a case-sensitive KG holds apart).

        >>> _spelled_as_name("West Borland CFA franc", "West Borland CFA franc", 8)
        True
        >>> _spelled_as_name("Prime Minister of Ruritania", "prime minister of Ruritania", 8)
        False
        >>> _spelled_as_name("Ada lovelace", "Ada Lovelace", 8), _spelled_as_name("Lowmere treaty", "Lowmere treaty", 0)
        (False, False)
        >>> _spelled_as_name("Gloomcore record labels", "Gloomcore record labels", 18)
        False
        >>> _spelled_as_name("Ada and Brook", "Ada and Brook", 8)
        False
    """
    from .dialogue_words import plural_noun as _plural_noun

    first, last = said[:1], said.split()[-1]
    begins = first.isdigit() or (first.isupper() and start > 0 and not label[:1].islower())
    joined = any(w.lower() in _JOINERS for w in said.split())
    return begins and _odd(said) and not joined and not (last.islower() and _plural_noun(last))


def quote_query_names(text: str, labels: Mapping[str, Sequence[str]]) -> tuple[str, str]:
    """``text`` with each label of ``labels`` (entity IRI → its labels) that it spells as a name the grammar
    would break apart (:func:`_spelled_as_name`) in double quotes, as the question writes it (one space between
    its words: the case is the question's, so a label in another case is still told apart from the name the
    question says); and a note of what was read so ("" when nothing was).

        >>> quote_query_names("Where can you pay with the West Borland CFA franc ?",
        ...                   {"ex:WBF": ["West Borland CFA franc"], "ex:Money": ["franc"]})
        ('Where can you pay with the "West Borland CFA franc" ?', '‘West Borland CFA franc’ read as one name, the label of ex:WBF, which the query names')
        >>> quote_query_names("Who was the prime minister of Ruritania ?", {"ex:PM": ["Prime Minister of Ruritania"]})
        ('Who was the prime minister of Ruritania ?', '')
    """
    taken: list[tuple[int, int]] = [(m.start(), m.end()) for m in re.finditer(r'"[^"]*"|“[^”]*”', text)]
    spans: list[tuple[int, int, str, str]] = []
    named = sorted({(label, iri) for iri, ls in labels.items() for label in ls if len(label.split()) > 1
                    and '"' not in label}, key=lambda p: (-len(p[0]), p))
    for label, iri in named:
        pattern = r"\s+".join(re.escape(w) for w in label.split())
        for m in re.finditer(r"(?<![\w\"“])" + pattern + r"(?![\w\"”])", text, re.I):
            if not _spelled_as_name(label, m.group(0), m.start()):
                continue
            if any(a < m.end() and m.start() < b for a, b in taken + [(a, b) for a, b, _, _ in spans]):
                continue
            spans.append((m.start(), m.end(), label, iri))
    notes = []
    for a, b, label, iri in sorted(spans, reverse=True):
        notes.append(f"‘{text[a:b]}’ read as one name, the label of {iri}, which the query names")
        text = text[:a] + '"' + " ".join(text[a:b].split()) + '"' + text[b:]
    return text, "; ".join(reversed(notes))
