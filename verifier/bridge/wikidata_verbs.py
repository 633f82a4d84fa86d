"""Verbs a Wikidata property's names imply through WordNet's morphology, for :mod:`verifier.bridge.wikidata`'s
lexicon: the verb of an agent noun with the noun's preposition ("contestant in" → "contest in"), and a
performer's passive verb with the "for" of the work performed ("voice actor", "dubbed by" → "dub for").

Each is one rule over the property's own names and WordNet, with no list of properties or words. The
entries are hints (:attr:`~verifier.bridge.lexicon.LexicalEntry.hint`): the bridge tries them below the
entries the names give directly, says in the entry what they rest on, and a failed reading by one leaves
the word unread (unknown), never evidence against the query. Without WordNet there are none.
"""

from __future__ import annotations

import re

from .autolex import _PREPOSITIONS, SynArg, inflected_verb_base

__all__ = ["agent_verb", "agent_verb_entries", "doer_nouns", "performer_for_entries", "unlisted", "time_valued",
           "time_object_free"]

#: the endings English makes a doer's noun with from a verb ("contest" → "contestant", "compete" → "competitor")
_AGENT_SUFFIXES = ("ant", "ent", "er", "or", "ist")
#: a noun's first sense under one of these names someone who does something (a person)
_PEOPLE = frozenset({"person.n.01"})
#: a noun's first sense under one of these names someone who performs a work (an actor, a singer, a dancer)
_PERFORMERS = frozenset({"performer.n.01"})


def _below(synset, names: frozenset) -> bool:
    """Is one of ``names`` (synset names) on a hypernym path of ``synset``, itself included?"""
    return any(names & {h.name() for h in path} for path in synset.hypernym_paths())


def _wordnet():
    from .wordnet import load_wordnet, wordnet_available

    return load_wordnet() if wordnet_available() else None


def agent_verb(noun: str, wordnet=None) -> str | None:
    """The verb whose doer the one-word ``noun`` names, or None: the noun's first WordNet sense must be a
    person, and the verb is the one WordNet derives that sense's own lemma from ("competitor" → compete,
    "participant" → participate), else the noun less an agent ending (:data:`_AGENT_SUFFIXES`) where what is
    left, or it with a final "e", is a WordNet verb ("contestant" → contest, which WordNet links to no verb).

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [agent_verb(n) for n in ("contestant", "competitor", "member", "battery")] if wordnet_available(
        ...     ) else ["contest", "compete", None, None]
        ['contest', 'compete', None, None]
    """
    wn = wordnet or _wordnet()
    noun = noun.lower()
    if wn is None or " " in noun or inflected_verb_base(noun, wn) is not None:
        return None  # (a participle, "married", is no doer's noun)
    senses = wn.synsets(noun, "n")
    if not senses or not _below(senses[0], _PEOPLE):
        return None
    for lemma in senses[0].lemmas():
        if lemma.name().lower() != noun:
            continue
        verbs = sorted(r.name() for r in lemma.derivationally_related_forms()
                       if r.synset().pos() == "v" and r.name().lower() != noun)
        if verbs:
            return verbs[0]
    for suffix in _AGENT_SUFFIXES:
        stem = noun[:-len(suffix)]
        if noun.endswith(suffix) and len(stem) > 2:
            found = next((v for v in (stem, stem + "e") if wn.synsets(v, "v")), None)
            if found is not None:
                return found
    return None


def agent_verb_entries(names: dict[str, list[str]], confidence: float) -> list:
    """A property named "NOUN PREP" ("contestant in", "participant in"), whose noun names a person doing
    something (:func:`agent_verb`), is also that verb with the same preposition: "X is a contestant in Y"
    says "X contests in Y", the property's subject the verb's subject and its value the preposition's object
    ("Which teams contested in the cup?"). The preposition is any but "of" and "by" (a noun's "of" names what
    it is of, "the winner of Y", not where the doing is; "by" a doer). A hint: the verb is the noun's by
    morphology, not a name the property has.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> found = agent_verb_entries({"wdt:P9": ["contestant in", "member of"]}, 0.5)
        >>> [(e.lemma, e.frame, e.args[1].marker) for e in found] if wordnet_available() else [
        ...     ("contest", "IntransitivePPFrame", "in")]
        [('contest', 'IntransitivePPFrame', 'in')]
    """
    from .lexicon import LexicalEntry

    wn = _wordnet()
    if wn is None:
        return []
    out: list = []
    seen: set[tuple[str, str, str]] = set()
    for prop, labels in names.items():
        for label in labels:
            words = label.lower().split()
            if len(words) != 2 or words[1] not in _PREPOSITIONS or words[1] in ("of", "by"):
                continue
            verb = agent_verb(words[0], wn)
            if verb is None or (prop, verb, words[1]) in seen:
                continue
            seen.add((prop, verb, words[1]))
            args = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", words[1]))
            out.append(LexicalEntry(f"auto:{prop}#agent-verb-{verb}-{words[1]}", verb, "verb", "IntransitivePPFrame",
                                    reference=prop, forms=(verb,), args=args, curated=False, confidence=confidence,
                                    source="wikidata",
                                    hint=f"WordNet makes “{verb}” the verb of “{words[0]}”, of the name “{label}”"))
    return out


def doer_nouns(verb: str) -> list[str]:
    """The nouns English makes the doer of ``verb`` with (:data:`_AGENT_SUFFIXES`, a final "e" dropped, a last
    consonant doubled after one vowel): "dub" → "dubber", "perform" → "performer", "sing" → "singer".

        >>> "dubber" in doer_nouns("dub"), "narrator" in doer_nouns("narrate"), "singer" in doer_nouns("sing")
        (True, True, True)
    """
    stems = [verb, verb[:-1]] if verb.endswith("e") else [verb]
    if len(verb) > 2 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        stems.insert(0, verb + verb[-1])
    return [stem + suffix for stem in stems for suffix in _AGENT_SUFFIXES]


def performer_for_entries(names: dict[str, list[str]], confidence: float) -> list:
    """A property whose own label is a performer of a work ("voice actor": the head noun's first WordNet
    sense is a kind of performer), named also by a passive "VERB-ed by" ("dubbed by") and by that verb's doer
    noun (:func:`doer_nouns`: "voice dubber"), takes the verb with "for" the work, as the doer noun takes
    it: "Y dubbed for X" says what "Y is the dubber for X" says, the doer the property's value and the work its
    subject ("Which films did Y dub for?"). Only a performer's: "write for" a paper or "direct for" a studio
    is no authorship of it; and only the verb of a doer the property is named by: "played by" of a
    performer gives no "play for", which says what team one plays in. A hint, as the preposition is the
    noun's, not one the property's names give the verb.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> found = performer_for_entries({"wdt:P9": ["voice actor", "dubbed by", "played by", "voice dubber"],
        ...                                "wdt:P8": ["author", "written by", "writer"]}, 0.5)
        >>> [(e.reference, e.lemma, [(a.maps_to, a.marker) for a in e.args]) for e in found] if wordnet_available(
        ...     ) else [("wdt:P9", "dub", [("object", ""), ("subject", "for")])]
        [('wdt:P9', 'dub', [('object', ''), ('subject', 'for')])]
    """
    from .lexicon import LexicalEntry

    wn = _wordnet()
    if wn is None:
        return []
    out: list = []
    for prop, labels in names.items():
        head = labels[0].lower().split()[-1:] if labels else []
        senses = wn.synsets(head[0], "n") if head else []
        if not senses or not _below(senses[0], _PERFORMERS):
            continue
        said = {w for n in labels for w in n.lower().split()}
        for label in labels[1:]:
            words = label.lower().split()
            base = inflected_verb_base(words[0], wn) if len(words) == 2 and words[1] == "by" else None
            if base is None or not said & set(doer_nouns(base)) or any(e.reference == prop and e.lemma == base
                                                                        for e in out):
                continue
            args = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", "for"))
            out.append(LexicalEntry(f"auto:{prop}#performer-{base}-for", base, "verb", "IntransitivePPFrame",
                                    reference=prop, forms=(base, words[0]), args=args, curated=False,
                                    confidence=confidence, source="wikidata",
                                    hint=f"“{base} for” a work, as a “{labels[0]}” (a performer, in WordNet) is "
                                         f"one for it; the property is named “{label}”"))
    return out


def unlisted(found: list, entries: list) -> list:
    """The entries of ``found`` whose verb no entry of ``entries`` already gives its property (with the same
    preposition): a hint adds a reading, it never repeats a name's own at a lower weight."""
    have = {(e.reference, e.lemma, tuple(a.marker for a in e.args)) for e in entries if e.pos == "verb"}
    return [e for e in found if (e.reference, e.lemma, tuple(a.marker for a in e.args)) not in have]


#: a time word: a property's label that has one, or a description that begins with one, says its value is a
#: time ("date founded", "time when the thing began", "when the thing was founded"); a "when" later in a
#: description is a clause on something else ("country a person represents when playing")
_TIME_WORD = r"(?:date|dates|time|year|years|when)"
_TIME_LABEL = re.compile(rf"\b{_TIME_WORD}\b", re.IGNORECASE)
_TIME_DESCRIPTION = re.compile(rf"^(?:(?:the|a|an)\s+)?{_TIME_WORD}\b", re.IGNORECASE)


def time_valued(label: str, description: str = "", datatype: str = "") -> bool:
    """Is a property's value a time? Its datatype says so where the record has one ("time"); else its label
    names a date, time or year, or its description begins with one or with "when".

        >>> time_valued("coming into being", "time when the thing began", "time"), time_valued("maker", "", "")
        (True, False)
        >>> time_valued("date of birth"), time_valued("founding", "when the thing was founded")
        (True, True)
        >>> time_valued("flag nation", "country a person represents when playing")
        False
    """
    if datatype:
        return datatype == "time"
    return bool(_TIME_LABEL.search(label) or _TIME_DESCRIPTION.search(description.strip()))


def time_object_free(entries: list, times: frozenset) -> list:
    """``entries`` less the verbs of a time-valued property (``times``, compact names) whose subject or
    direct object is the property's value: a time is when something is done, never what is done or who does
    it. A date property's alias "composed" says when its subject was composed; as "X composed Y" it would read
    "Which language is the poem composed in?" or "Who composed the poem?" as asking for that date. Its verbs
    with a preposition stay ("founded in": "Was the club founded in 1990?", "When was the club founded?").

        >>> from .lexicon import LexicalEntry
        >>> done = LexicalEntry("a", "compose", "verb", "TransitiveFrame", reference="wdt:P1",
        ...                     args=(SynArg("subject", "subject"), SynArg("directObject", "object")))
        >>> when = LexicalEntry("b", "found", "verb", "IntransitivePPFrame", reference="wdt:P1",
        ...                     args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", "in")))
        >>> [e.lemma for e in time_object_free([done, when], frozenset({"wdt:P1"}))]
        ['found']
    """
    return [e for e in entries if not (e.pos == "verb" and e.reference in times and any(
        a.maps_to == "object" and a.role in ("subject", "directObject") for a in e.args))]
