"""Follow-up questions: what "that person", "it" and "Or X?" mean, read from the dialogue before them.

A chat assistant's user asks "Which city is the Old Bridge situated in?", then "What is that building named
after?", then "Or the New Bridge?". The second question is about an entity of the first turn, the third
asks the second again about another entity. The dialogue's turns name the entities they mention (an entity
linker's output, or the system's own answers), so both are resolved here, on the question's words and
before the grammar sees them: the referring phrase is replaced by the antecedent's name, and an elliptical
question becomes the previous question with one entity exchanged ("And how about X?") or joined by "or"
("Or X?": about either). A reply to "Did you mean X?" ("Yes", "No, I meant Y") is the user's question before it
with its referring phrase read as X (or Y). The grammar and the bridge then read it as any other question.

Each candidate antecedent gives one :class:`Resolution` (a reading of the dialogue, not a guess): the verifier
reads them all and accepts a query that answers one of them, saying which (‘that person’ read as wd:Q5738,
Adolphe Thiers, from turn 3). A question with a referring phrase and no dialogue has no resolution:
:func:`unresolved` names the phrase, and the verdict is ``unknown`` with ``unresolved_reference``.

    >>> ctx = Dialogue.from_turns([{"speaker": "USER", "utterance": "Where was Ada Lovelace born?",
    ...                             "entities": {"Q7259": "Ada Lovelace"}},
    ...                            {"speaker": "SYSTEM", "utterance": "London", "entities": {"Q84": "London"}}])
    >>> [r.text for r in resolve("Who was the father of that person?", ctx)]
    ['Who was the father of London?', 'Who was the father of Ada Lovelace?']
    >>> [r.text for r in resolve("And how about Charles Babbage?", ctx)]
    ['Where was Charles Babbage born?']
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, replace
from typing import Any, Iterable, Mapping, Sequence

from .dialogue_clarify import _CLARIFY, _NO_MEANT, _YES, clarification_reply, named_in_reply
from .dialogue_ellipsis import _label_span
from .dialogue_words import (FUNCTION_WORDS as _FUNCTION_WORDS, SUPPORT as _SUPPORT, nominal as _nominal, noun as _noun,
                             noun_bases as _bases, plural_noun as _plural_noun, verb_only as _verb_only)
from .dialogue_pronouns import (PRONOUN as _PRONOUN, anchorless_pronoun, one_pronoun, pronouns as _pronouns, read_for,
                                refers_inside, single_possessive)
from .dialogue_phrases import (_BE, _closing_object, _holds_another_name, _participle, _says, _subject_end,
                               _verb_of_support, entity_term, label_words_before, linked_note, put_in)

__all__ = ["Turn", "Dialogue", "Resolution", "annotation", "resolve", "unresolved", "referring_phrase", "ellipsis_target",
           "quote_names", "clarification_reply"]

#: at most this many antecedents are read for one phrase (the most recent first)
MAX_ANTECEDENTS = 4


@dataclass(frozen=True)
class Turn:
    """One turn of the dialogue: who spoke, what was said, and the entities it mentions (id → name)."""

    speaker: str
    utterance: str
    entities: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Dialogue:
    """The turns before the current question, oldest first, and the entities an entity linker found in
    the current question itself (``mentions``, id → name): names, not antecedents."""

    turns: tuple[Turn, ...] = ()
    mentions: tuple[tuple[str, str], ...] = ()
    ignored: tuple[str, ...] = ()  # what of the given turns could not be read, in words, for the verdict's notes

    @classmethod
    def from_turns(cls, turns: Iterable[Mapping[str, Any]]) -> "Dialogue":
        """Turns as dicts: ``speaker`` (USER/SYSTEM), ``utterance``, ``entities`` (a dict id → name, its
        JSON or Python-literal text as SPICE writes it, or a list of ``{"id", "label"}``). A turn that is
        not such a dict, or whose entities are none of these, is left out and said in ``ignored``:
        ``[{"utterance": "Who built it?"}, "Lyon"]`` reads one turn and ignores "turn 2 (not an object
        with a text utterance)"."""
        out, ignored = [], []
        for i, t in enumerate(turns, 1):
            if not isinstance(t, Mapping) or not isinstance(t.get("utterance", ""), str):
                ignored.append(f"turn {i} (not an object with a text utterance)")
                continue
            given = annotation(t.get("entities"))
            if given and not isinstance(given, (Mapping, list)):
                ignored.append(f"the entities of turn {i} (neither id → name nor a list of {{id, label}})")
            out.append(Turn(str(t.get("speaker", "")).upper(), t.get("utterance", ""), tuple(_entities(given).items())))
        return cls(tuple(out), ignored=tuple(ignored))

    @classmethod
    def coerce(cls, context: Any) -> "Dialogue | None":
        """A dialogue from what a caller passes: a Dialogue, a list of turns, a dict with ``history`` (or
        ``turns``), or JSON text of either; None for None."""
        if context is None or isinstance(context, Dialogue):
            return context
        if isinstance(context, str):
            try:
                context = json.loads(context)
            except ValueError as exc:
                raise ValueError(f"a dialogue context given as text must be JSON ({exc})") from None
        mentions: tuple[tuple[str, str], ...] = ()
        if isinstance(context, Mapping):
            mentions = tuple(_entities(context.get("entities")).items())
            context = context.get("history", context.get("turns", []))
        if not isinstance(context, Sequence):
            raise ValueError("a dialogue context is a list of turns or an object with `history`")
        dialogue = cls.from_turns(context)
        return replace(dialogue, mentions=mentions) if mentions else dialogue

    def names(self) -> list[str]:
        """The names of every entity of the dialogue and of the current question's mentions."""
        out = [name for t in self.turns for _, name in t.entities] + [name for _, name in self.mentions]
        return list(dict.fromkeys(n for n in out if n.strip()))


def annotation(value: Any) -> Any:
    """An annotation as dialogue data writes it: a JSON text, a Python literal's text (SPICE writes
    ``"{'Q5': 'human'}"``) or the value itself; None for text that is neither.

    >>> annotation("{'Q5': 'human'}"), annotation('{"Q5": "human"}'), annotation("{not")
    ({'Q5': 'human'}, {'Q5': 'human'}, None)
    """
    if not isinstance(value, str):
        return value
    text = value.strip()
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        try:
            return ast.literal_eval(text)
        except (ValueError, SyntaxError):
            return None


def _entities(value: Any) -> dict[str, str]:
    value = annotation(value)
    if isinstance(value, list):
        value = {str(e.get("id")): str(e.get("label", "")) for e in value if isinstance(e, Mapping) and e.get("id")}
    if not isinstance(value, Mapping):
        return {}
    return {str(k): str(v) for k, v in value.items() if isinstance(v, str) and v.strip()}


@dataclass(frozen=True)
class Resolution:
    """The question as the dialogue resolves it, and what was resolved (for the explanation)."""

    text: str
    note: str
    entities: tuple[tuple[str, str], ...] = ()


# ----------------------------------------------------------------------------- referring phrases

#: demonstrative noun phrases ("that person", "those ones"): the determiner and up to four words, looked ahead
#: at, not taken, so a relative "that" does not hide a demonstrative after it ("the species that has that one")
_DEMONSTRATIVE = re.compile(r"\b(?:that|those|these|this)\b(?=((?:\s+[A-Za-z-]+){1,4}))", re.I)
#: elliptical follow-ups: the previous question again, about another entity
_ELLIPSIS = re.compile(r"^\s*(?:and|or|but)?\s*(?:(?:how|what)\s+about|also\s+tell\s+me\s+about|tell\s+me\s+about|"
                       r"also\s+for|the\s+same\s+for|also)?\s*(?P<target>.+?)\s*\??\s*$", re.I)
_ELLIPSIS_CUE = re.compile(r"^\s*(?:and|or)\b|^\s*(?:how|what)\s+about\b|\btell\s+me\s+about\b", re.I)


def referring_phrase(question: str, pronouns: bool = True) -> str | None:
    """The first phrase of ``question`` that refers back to the dialogue ("that person", "it"), or None;
    with ``pronouns=False`` only a demonstrative noun phrase (a pronoun may find its antecedent in the
    question itself: "the capital of Canada and its population").

    A demonstrative is referring unless it is a relative "that" ("the city that …" is followed by a verb
    or a pronoun, not by a noun that the phrase would end in); a pronoun refers unless it is the dummy
    "it" of "is it true that"."""
    for m in _DEMONSTRATIVE.finditer(question):
        words = []
        if m.group(1).split()[0][:1].isupper():
            continue  # a title or a name ("This Side of Heaven")
        following = m.group(1).split()
        verb_after = False  # the phrase ended at a word that is no noun: the question's verb comes after it
        for k, w in enumerate(following):
            if w.lower() == "of" and words and k + 1 < len(following) and any(
                    _noun(f"{base}_of_{following[k + 1]}", strict=True) for base in _bases(words[-1])):
                words.append(w)  # a noun WordNet spells with "of": "that work of art", "those coats of arms"
                continue
            if w.lower() in _FUNCTION_WORDS or (words and not _nominal(w)):
                verb_after = w.lower() not in _FUNCTION_WORDS
                break
            words.append(w)
            if w.lower() in ("one", "ones"):
                break  # "that one", "those ones": the pronoun ends the phrase
        while len(words) > 1 and words[-1].lower() not in ("one", "ones") and not _noun(words[-1]):
            words.pop()  # a participle after the head ("that sports team situated in X") is not the phrase's
        if not words:
            continue
        before = question[: m.start()].rstrip().split()
        if before and before[-1].lower() in _SUPPORT and not verb_after:
            # "did that person die", "did those teams take part": the subject ends where the question's verb
            # begins, a verb's base form after a word that is none ("person", "teams"; "rock band" stays);
            # not where the verb is already past the phrase ("does that sports team represent X")
            cut = _subject_end(words)
            if cut is not None:
                words = words[:cut]
        if before and before[-1].lower() in _BE and not verb_after and len(words) > 1 and _participle(words[-1]):
            words.pop()  # "is that nucleic acid sequence found in": the passive's participle, a noun too
        if (m.group(0).lower().startswith("that") and before and before[-1].lower() not in _DETERMINER_CONTEXT
                and not _verb_only(before[-1]) and not _closing_one(question[m.start():])
                and not _closing_object(question, m.start(1), words, before[-1])):
            continue  # "the city that …" opens a relative clause; "edited that work" names the object
        return question[m.start(): m.start(1)] + " " + " ".join(words)
    if not pronouns:
        return None
    return next((m.group(0) for m in _pronouns(question)), None)


def _closing_one(text: str) -> bool:
    """Does ``text`` begin with "that one" that ends its clause (the question's end, a comma, "and"/"or")?
    Then it is a demonstrative pronoun after a noun it names again ("found in the taxon that one ?": that
    taxon), not a relative clause with "one" as its subject ("the book that one reads").

        >>> _closing_one("that one ?"), _closing_one("that one reads ?")
        (True, False)
    """
    return bool(re.match(r"that\s+one\s*(?:[?.!,]|$|(?:and|or)\b)", text, re.I))


#: words after which "that …" opens a noun phrase (a preposition or a verb's object), not a relative clause
_DETERMINER_CONTEXT = {"of", "in", "on", "at", "by", "for", "from", "with", "to", "into", "about", "than", "as",
                       "a", "an", "is", "are", "was", "were", "does", "do", "did", "has", "have", "had", "and", "or",
                       "be", "after", "before", "since", "under", "over", "near", "like", "through", "within", "during",
                       "between", "against", "toward", "towards", "without", "via", "upon", "across", "behind",
                       # a wh-word or an article: a relative "that" follows a noun, never one of these ("the
                       # location where that person worked"; "a that sex": a doubled determiner)
                       "where", "when", "why", "how", "which", "what", "who", "whom", "whose"}


def ellipsis_target(question: str) -> str | None:
    """The new entity of an elliptical follow-up ("And how about X?", "Or X?", "What about X?"), or None."""
    if not _ELLIPSIS_CUE.search(question):
        return None
    m = _ELLIPSIS.match(question)
    target = m.group("target").strip() if m else ""
    if not target or len(target.split()) > 8 or _PRONOUN.fullmatch(target):
        return None
    return target


def unresolved(question: str) -> str | None:
    """What in ``question`` cannot be read without the dialogue (a demonstrative noun phrase, an ellipsis, a
    reply to "Did you mean X?", a pronoun with no noun before it), or None. A pronoun after a noun is not
    counted: it may refer inside the question (:func:`~.dialogue_pronouns.anchorless_pronoun`)."""
    if ellipsis_target(question) or clarification_reply(question):
        return question.strip()
    return referring_phrase(question, pronouns=False) or anchorless_pronoun(question)


def _user_turns_with_entities(dialogue: Dialogue) -> list[tuple[int, Turn]]:
    return [(i, t) for i, t in enumerate(dialogue.turns) if t.speaker != "SYSTEM" and t.entities]


def _antecedents(dialogue: Dialogue) -> list[tuple[int, str, str]]:
    """Entities of the dialogue, most recent turn first: (turn number from 1, id, name)."""
    out: list[tuple[int, str, str]] = []
    seen: set[str] = set()
    for i in range(len(dialogue.turns) - 1, -1, -1):
        for eid, name in dialogue.turns[i].entities:
            if eid not in seen:
                seen.add(eid)
                out.append((i + 1, eid, name))
    return out


def _linked(question: str, dialogue: Dialogue, antecedents: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """The antecedents that an entity linker already found in the question (its ``mentions``) although the
    question does not spell them: what its referring phrase names. In "Is that administrative territory a
    part of Germany?" annotated with Spreng and Germany, "Germany" is spelled and Spreng is the territory;
    an older antecedent is then no reading of the phrase.

        >>> d = Dialogue.coerce({"entities": {"Q2": "Lowmere", "Q9": "Ruritania"}, "history": [
        ...     {"speaker": "SYSTEM", "utterance": "Brightwater", "entities": {"Q1": "Brightwater"}},
        ...     {"speaker": "SYSTEM", "utterance": "Lowmere", "entities": {"Q2": "Lowmere"}}]})
        >>> _linked("Is that town a part of Ruritania ?", d, _antecedents(d))
        [(2, 'Q2', 'Lowmere')]
    """
    said = {w.lower() for w in re.findall(r"\w+", question)}
    unspelled = {eid for eid, name in dialogue.mentions
                 if not {w.lower() for w in re.findall(r"\w{4,}", name)} & said}
    return [a for a in antecedents if a[1] in unspelled]


def resolve(question: str, dialogue: Dialogue | None) -> list[Resolution]:
    """The readings of ``question`` in ``dialogue``; [] when it needs the dialogue and none resolves it; the
    question itself when it needs nothing. The dialogue's names that a grammar would not read as one
    name are quoted in each (:func:`quote_names`), after the question's own linked entities that it spells
    otherwise are put in by their labels (:func:`respell_mentions`, :func:`~.dialogue_aliases.read_alias`)."""
    out = _resolve(single_possessive(one_pronoun(question)), dialogue)
    # an ellipsis asks an earlier question again: its text is read as the question's own would be
    out = [replace(r, text=single_possessive(one_pronoun(r.text))) for r in out]
    if not dialogue:
        return out
    from .dialogue_aliases import read_alias  # (it reads this module's rules)
    names = dialogue.names()
    return [quoted(read_alias(respell_mentions(r, dialogue.mentions), dialogue.mentions), names) for r in out]


def quoted(r: Resolution, names: Sequence[str]) -> Resolution:
    return replace(r, text=quote_names(r.text, names))


def respell_mentions(r: Resolution, mentions: Sequence[tuple[str, str]]) -> Resolution:
    """``r`` with each entity an entity linker found in the question (``mentions``) that the question spells
    otherwise than its label read by its label: the one capitalised span of the question that shares a
    word of four letters or more with the label and no other mention's label (:func:`_spelled`). The
    linker says the question names the entity; its label is how the KG names it ("Brussels" for
    "City of Brussels", "Republic of Macedonia" for "North Macedonia"). The note says which span was read
    so; a label the question spells already, or one it has no such span for, leaves the question as it is.

        >>> r = respell_mentions(Resolution("Is Brussels the capital of Belgium ?", ""),
        ...                      [("Q239", "City of Brussels"), ("Q31", "Belgium")])
        >>> r.text, r.note
        ('Is "City of Brussels" the capital of Belgium ?', '‘Brussels’ read as wd:Q239, City of Brussels, the entity linked in the question')
    """
    text, notes = r.text, [r.note] if r.note else []
    for eid, name in mentions:
        if _says(text, name):
            continue
        said = _spelled(text, name)
        if said and text.startswith(said) and said.split()[0].lower() in _FUNCTION_WORDS:
            said = said.split(None, 1)[1] if len(said.split()) > 1 else None  # "Is Brussels": the question's verb
        if not said or any(other != name and _spelled(said, other) == said for _, other in mentions):
            continue
        said = _extended(text, said, name)
        if said is None:
            continue
        if any(name.lower() in other.lower() and other != name for _, other in mentions):
            continue
        text = text.replace(said, as_name(name), 1)
        notes.append(linked_note(said, eid, name))
    return r if text == r.text else replace(r, text=text, note="; ".join(notes))


def _resolve(question: str, dialogue: Dialogue | None) -> list[Resolution]:
    if not dialogue and clarification_reply(question):
        return []
    if dialogue:
        answered = _resolve_clarification(question, dialogue)
        if answered is not None:
            return answered
    target = ellipsis_target(question)
    if target is not None:
        return _resolve_ellipsis(question, target, dialogue) if dialogue else []
    phrase = referring_phrase(question)
    if phrase is None or refers_inside(question, phrase):
        return [Resolution(question, "")]
    if not dialogue:
        return [] if unresolved(question) else [Resolution(question, "")]
    out = []
    if unresolved(question) is None:
        out.append(Resolution(question, ""))  # a pronoun may refer inside the question itself
    groups = _plural_readings(question, phrase, dialogue) if _PLURAL.match(phrase) else []
    out += groups[0] if groups else []
    antecedents = _antecedents(dialogue)
    if not _PLURAL.match(phrase):
        antecedents = _linked(question, dialogue, antecedents) or antecedents
    for turn, eid, name in antecedents[:MAX_ANTECEDENTS]:
        text = put_in(question, phrase, name)
        note = f"‘{phrase}’ read as {entity_term(eid)}, {name}, from turn {turn}"
        out.append(Resolution(text, note, ((eid, name),)))
    return out + [r for later in groups[1:] for r in later]


def _plural_readings(question: str, phrase: str, dialogue: Dialogue) -> list[list[Resolution]]:
    """A plural ``phrase`` ("those awards", "they") read as the entities of one earlier turn (a system's
    answer list), one list per turn, most recent first: in a wh-question each of them first ("Who were the
    screenwriters for those films?" asks for the screenwriters of one or another: "A or B"), the distributive
    reading a wh-question most often has and the cheaper one to prove, then all of them together ("A and B").
    A turn's two readings stay together: the verifier reads only the first few resolutions, so
    :func:`_resolve` puts the most recent list's both before the entities alone and the older lists after
    them (before, "A or B" came after all the others and was cut by that bound).

        >>> d = Dialogue.from_turns([{"speaker": "SYSTEM", "utterance": "Ada, Bo",
        ...                            "entities": {"Q1": "Ada", "Q2": "Bo"}}])
        >>> [[r.text for r in turn] for turn in _plural_readings("Who taught those people ?", "those people", d)]
        [['Who taught Ada or Bo ?', 'Who taught Ada and Bo ?']]
        >>> [[r.text for r in turn] for turn in _plural_readings("Did those people meet ?", "those people", d)]
        [['Did Ada and Bo meet ?']]
    """
    both = _group_readings(question, phrase, dialogue, "and", "")
    each = _group_readings(question, phrase, dialogue, "or", "each of ") if _WH_QUESTION.match(question) else []
    return [each[k: k + 1] + [together] for k, together in enumerate(both)]


def _group_readings(question: str, phrase: str, dialogue: Dialogue, joiner: str, how: str) -> list[Resolution]:
    """The plural ``phrase`` read as the entities of one earlier turn, joined by ``joiner`` ("and": all
    of them together; "or": each of them), most recent turn first."""
    out = []
    for turn, group in _groups(dialogue)[:MAX_ANTECEDENTS]:
        names = [as_name(name) for _, name in group]
        said = ", ".join(names[:-1]) + f" {joiner} " + names[-1]
        out.append(Resolution(read_for(question, phrase, said, every_form=False),
                              f"‘{phrase}’ read as {how}{', '.join(entity_term(e) for e, _ in group)}, {said}, "
                              f"from turn {turn}", tuple(group)))
    return out


#: a question that asks for things (a wh-word first): a plural antecedent is then also read one by one
_WH_QUESTION = re.compile(r"^\s*(?:which|what|who|whom|whose|where|when|how)\b", re.I)


#: a referring phrase that refers to several entities
_PLURAL = re.compile(r"(?:those|these)\b|(?:they|them)$", re.I)


def _groups(dialogue: Dialogue) -> list[tuple[int, list[tuple[str, str]]]]:
    """The turns that name two entities or more, most recent first: (turn number from 1, the entities)."""
    return [(i + 1, list(t.entities)) for i, t in reversed(list(enumerate(dialogue.turns))) if len(t.entities) > 1]


#: an elliptical follow-up that asks the last question for another kind of answer ("And which party?")
_WH_TARGET = re.compile(r"^(?:which|what)\s+(?P<kind>[^?]+?)\s*$", re.I)
#: the wh-phrase a question opens with: "Who", "What", or "Which"/"What" and the nouns after it
_WH_OPENING = re.compile(r"^\s*(?:(?P<det>which|what)(?P<nouns>(?:\s+[\w-]+)+?)(?=\s+(?:is|are|was|were|do|does|"
                         r"did|has|have|had|can|could|will|would)\b)|(?P<pron>who|what)\b)", re.I)


def _resolve_kind_ellipsis(kind: str, dialogue: Dialogue) -> list[Resolution]:
    """"And which political territory?": the last user question that opens with a wh-phrase and names an
    entity, asked again with its wh-phrase ("Which states", "Who") exchanged for "Which KIND"."""
    for i, turn in reversed(_user_turns_with_entities(dialogue)):
        base = turn.utterance
        if ellipsis_target(base) is not None:
            continue
        m = _WH_OPENING.match(base)
        if m is None or (m.group("nouns") and not all(_nominal(w) for w in m.group("nouns").split())):
            continue
        asked = kind
        if m.group("nouns") and _plural_noun(m.group("nouns").split()[-1]) and not _plural_noun(kind.split()[-1]):
            from ..bridge import plural

            asked = plural(kind)  # "Which states have X as their seat?" → "Which political territories have …"
        text = f"Which {asked}" + base[m.end():]
        return [Resolution(text, f"‘which {kind}’ read as turn {i + 1}’s question asking for {kind} instead")]
    return []


def _resolve_ellipsis(question: str, target: str, dialogue: Dialogue) -> list[Resolution]:
    """The previous user question that names an entity, with that entity exchanged for ``target`` ("And
    also X": exchanged, and joined by "and" too); for a wh-phrase ("And which party?"), that question asking
    for another kind (:func:`_resolve_kind_ellipsis`). No older question is read where the previous one's
    entities are not found in it."""
    from .dialogue_aliases import alias_span  # (it reads this module's rules)

    kind = _WH_TARGET.match(target)
    if kind is not None and all(w.lower() not in _FUNCTION_WORDS and _nominal(w) for w in kind.group("kind").split()):
        return _resolve_kind_ellipsis(kind.group("kind"), dialogue)
    for i, turn in reversed(_user_turns_with_entities(dialogue)):
        base = turn.utterance
        if ellipsis_target(base) is not None:
            continue  # an ellipsis of an ellipsis: its own base question is further back
        out = []
        either = bool(re.match(r"\s*or\b", question, re.I))
        also = _ALSO_BOTH.match(question) is not None
        linked = _linked_target(target, dialogue.mentions)
        alias = alias_span(base, turn.entities)
        for eid, name in turn.entities:
            # where the question names the entity, or refers to it ("that person"), or spells it otherwise
            # than its label ("Hôpital Européen Georges-Pompidou" for "Georges Pompidou European Hospital"),
            # or by another name that shares no word with it (the turn's one name span no label covers)
            said = (name if name and name in base else _label_span(base, name) or referring_phrase(base)
                    or _spelled(base, name) or (base[alias[0]:alias[1]] if alias and alias[2] == eid else None))
            if not said or said not in base:
                continue
            start = base.index(said)
            head_text, named = base[:start], _target_name(target)
            if linked is not None:
                named = as_name(linked[1])
                if head_text.lower().endswith("the ") and not target.lower().startswith("the "):
                    head_text = head_text[:-4]  # the target's own determiner, or none
            # "the Old Bridge" → "the New Bridge", not "the the New Bridge"
            the_twice = linked is None and head_text.lower().endswith("the ") and target.lower().startswith("the ")
            new = target[4:] if the_twice else named
            head = f"‘{question.strip()}’ read as turn {i + 1}’s question about {target}"
            if linked is not None:
                head += f" ({entity_term(linked[0])}, {linked[1]}, the entity linked in the question)"
            if either:
                # "Or X?" coordinates X with the entity asked about: the question again about either
                # ("… of A or X?"); "And how about X?" asks about X instead
                out.append(Resolution(head_text + name + " or " + named + base[start + len(said):],
                                      f"{head} or {name} ({entity_term(eid)})"))
            else:
                out.append(Resolution(head_text + new + base[start + len(said):],
                                      f"{head} instead of {name} ({entity_term(eid)})"))
                if also:
                    # "And also X": X besides the entity asked about, the question again about both
                    out.append(Resolution(head_text + name + " and " + named + base[start + len(said):],
                                          f"{head} and {name} ({entity_term(eid)})"))
        # the last question that names an entity is the one the ellipsis asks again: where it spells none of
        # its entities findably, an older question is no reading of it (it asks about other things)
        return out[:MAX_ANTECEDENTS]
    return []


#: "And also X" (not "And also tell me about X"): X as well as the entity asked about, or X instead
_ALSO_BOTH = re.compile(r"^\s*and\s+also\s+(?!tell\b|for\b)", re.I)


def _linked_target(target: str, mentions: Sequence[tuple[str, str]]) -> tuple[str, str] | None:
    """The entity an entity linker found in an elliptical follow-up whose new entity (``target``) it
    spells otherwise than the label: the one linked entity, where the linker found exactly one and the
    question does not spell its label (in any case or spacing). The follow-up names one new entity and
    nothing else, so the one mention the linker found there *is* that entity, however the question spells
    it (a transliteration, "Aleksandr" for "Aliaksandr"; a nickname; another name that shares a word with
    the label, "Lowmere Stone Bridge" for "Old Bridge of Lowmere", which :func:`respell_mentions` cannot
    read: it puts a label in for a capitalised span, and the target's words the label lacks would stay
    behind). None where the target spells the label, or the linker found none or several.

        >>> _linked_target("Ivan Petrovsky", [("Q1", "Iwan Pietrowski")])
        ('Q1', 'Iwan Pietrowski')
        >>> _linked_target("Lowmere Stone Bridge", [("Q1", "Old Bridge of Lowmere")])
        ('Q1', 'Old Bridge of Lowmere')
        >>> _linked_target("Ivan Petrovsky", [("Q1", "Ivan Petrovsky")]) is None
        True
        >>> _linked_target("Ivan Petrovsky", [("Q1", "Iwan Pietrowski"), ("Q2", "Lodz")]) is None
        True
    """
    if len(mentions) != 1:
        return None
    eid, name = mentions[0]
    if not name.strip() or " ".join(name.lower().split()) in " ".join(target.lower().split()):
        return None
    return eid, name


def _target_name(target: str) -> str:
    """An elliptical follow-up's new entity as it goes into the earlier question: quoted where it is a name
    the grammar would not read as one (a capital or a digit in it, and no determiner first: "AN1-type zinc
    finger protein 1"), as it is otherwise ("the New Bridge", "association football").

        >>> _target_name("AN1-type zinc finger protein 1"), _target_name("the New Bridge")
        ('"AN1-type zinc finger protein 1"', 'the New Bridge')
    """
    plain = target.split()[0].lower() in ("the", "a", "an") or not re.search(r"[A-Z0-9]", target)
    return target if plain else as_name(target)


#: a capitalised span of words (a name as a question writes it), with the small words names carry inside
_NAME_SPAN = re.compile(r"[A-ZÀ-Ý][\w.'-]*(?:\s+(?:(?:of|de|la|le|du|von|van|der|del|the|and|&)\s+)*[A-ZÀ-Ý][\w.'-]*)*")


def _label_run(text: str, name: str) -> str | None:
    """The longest run of two or more consecutive words of the label ``name`` that ``text`` spells (in any
    case, with any spacing between them), beginning and ending with a word that is no function word; None without one.
    A question may leave words of a long label out ("4-aminobutyrate aminotransferase ECUMN_2986" for
    "PLP-dependent 4-aminobutyrate aminotransferase ECUMN_2986"), and generated ones space it otherwise.

        >>> _label_run("Which gene encodes cobalt   synthase CbiA ?", "putative Cobalt synthase CbiA")
        'cobalt   synthase CbiA'
        >>> _label_run("Which city is Lowmere in ?", "Lowmere of Ruritania") is None
        True
    """
    words = (name or "").split()
    for k in range(len(words), 1, -1):
        for i in range(len(words) - k + 1):
            run = words[i: i + k]
            if run[0].lower() in _FUNCTION_WORDS or run[-1].lower() in _FUNCTION_WORDS:
                continue
            m = re.search(r"(?<!\S)" + r"\s+".join(map(re.escape, run)) + r"(?!\S)", text, re.I)
            if m is not None:
                return m.group(0)
    return None


def _long_words(text: str) -> set[str]:
    """The words of four letters or more of ``text``, lower-cased: those that tell one name from another."""
    return {w.lower() for w in re.findall(r"\w{4,}", text)}


def _spelled(text: str, name: str) -> str | None:
    """The one capitalised span of ``text`` (not its first word alone) that shares a word of four letters or
    more with ``name``: the entity as the question spells it. None when no span or several do."""
    words = _long_words(name)
    spans = [m.group(0) for m in _NAME_SPAN.finditer(text) if m.start() > 0 or " " in m.group(0)]
    hits = [sp for sp in spans if words & _long_words(sp)]
    return hits[0] if len(hits) == 1 else None


def _extended(text: str, said: str, name: str) -> str | None:
    """``said`` (a span of ``text``) with the lower-case words after it that ``name`` has too ("Germany" →
    "Germany national football team" for "Germany national association football team"), and those right before
    it (:func:`~verifier.question.dialogue_phrases.label_words_before`); None when the
    span then goes on with a word the name lacks that is neither a function word nor a verb ("Baculoviral
    IAP" and "protein"), or the verb a support verb before the span wants (:func:`_verb_of_support`): the
    question spells another name there, and putting the label in would leave half of it behind."""
    label = {w.lower() for w in re.findall(r"\w+", name)}
    end = text.index(said) + len(said)
    start = label_words_before(text, text.index(said), label, _FUNCTION_WORDS)
    while (m := re.match(r"\s+([\w'-]+)", text[end:])) is not None:
        word = m.group(1)
        parts = [w.lower() for w in re.findall(r"\w+", word)]
        if parts and all(w in label for w in parts):
            end += m.end()
            continue
        if word.lower() not in _FUNCTION_WORDS and not _verb_only(word) and not _verb_of_support(text[:start], word):
            return None
        break
    return text[start:end]


def _resolve_clarification(question: str, dialogue: Dialogue) -> list[Resolution] | None:
    """A reply to the system's "Did you mean X?": "Yes" asks the user's question before it about X, "No, I
    meant Y" about Y (an entity of the dialogue by that name). None when the question is no such reply;
    [] when it is one and nothing resolves it: no "Did you mean" turn right before it with a user's question
    before that, no entity offered, none of the dialogue named Y, or no referring phrase in that question.
    The note says which entity the reply confirms (or names), for which phrase of which turn.
    """
    yes, no = _YES.match(question), _NO_MEANT.match(question)
    if not (yes or no):
        return None
    if len(dialogue.turns) < 2:
        return []
    asked, before = dialogue.turns[-1], dialogue.turns[-2]
    if asked.speaker != "SYSTEM" or not _CLARIFY.match(asked.utterance) or before.speaker == "SYSTEM":
        return []
    offered, base = len(dialogue.turns), len(dialogue.turns) - 1
    if yes:
        meant = [(eid, name, f"‘{question.strip()}’ confirms", f"offered in turn {offered}") for eid, name in asked.entities]
    else:
        meant = [(eid, name, f"‘{no.group(0).strip()}’ names", where) for eid, name, where
                 in named_in_reply(no.group("name"), _antecedents(dialogue), dialogue.mentions)]
    said = referring_phrase(before.utterance)
    if said is None or said not in before.utterance:
        return []
    return [Resolution(put_in(before.utterance, said, name),
                       f"{reply} {entity_term(eid)}, {name}, {where}, for ‘{said}’ of turn {base}", ((eid, name),))
            for eid, name, reply, where in meant[:MAX_ANTECEDENTS]]


#: a word that a name's capitalised words do not make: a lower-case word, or one with a character
#: that is neither a letter nor a mark names carry inside (a colon, an ampersand, digits first)
_ODD_NAME_WORD = re.compile(r"^(?:[a-zß-ÿ]|\d)|[^\w.'’-]", re.UNICODE)


#: a possessive clitic inside a name, with a word of the name after it ("The Jeweller's Shop")
_CLITIC_INSIDE = re.compile(r"\w['’]s\s+\S")


def _odd_name(name: str) -> bool:
    """Is ``name`` something other than a run of capitalised words (which the grammar reads as a name)?
    A name with a possessive clitic inside is one too: read word by word, "The Jeweller's Shop" is the
    shop of a jeweller, a relation the lexicon would have to read, not one name; so is one of several words
    with a digit in a word ("Tupolev Tu-114 Rossiya": the grammar reads "Tu-114 Rossiya" as a second name).

        >>> _odd_name("Ada Lovelace"), _odd_name("The Jeweller's Shop"), _odd_name("Ada's"), _odd_name("Tu Tu-1 Ro")
        (False, True, False, True)
    """
    return ((any(_ODD_NAME_WORD.search(w) for w in name.split()) and bool(re.search(r"[^\W\d_]", name)))
            or bool(_CLITIC_INSIDE.search(name)) or (" " in name.strip() and bool(re.search(r"\d", name))))


def as_name(name: str) -> str:
    """An antecedent's name as it replaces a referring phrase: quoted where the grammar would not read it
    as a name ("that occupation" → "association football player" in quotes), as it is otherwise.

        >>> as_name("association football player"), as_name("Ada Lovelace")
        ('"association football player"', 'Ada Lovelace')
    """
    return f'"{name}"' if _odd_name(name) and '"' not in name else name


def quote_names(text: str, names: Iterable[str]) -> str:
    """``text`` with each of ``names`` that it spells and that is not a run of capitalised words put in
    double quotes, so the grammar reads it as one name (a quoted title) and not as words of the
    sentence: "Manuel Bretón de los Herreros", "10 to Midnight", "Blackadder: Back & Forth". Longer
    names first; a name already inside quotes, or inside a longer name, is left as it is. A name the
    question spells in another case or with more spaces between its words ("serine kinase    XY12" for
    the entity "Serine kinase XY12", as generated questions write it) is put in as the entity's label.

        >>> quote_names("Which building is named after Anna de la Cruz ?", ["Anna de la Cruz", "Lowmere"])
        'Which building is named after "Anna de la Cruz" ?'
        >>> quote_names("Was Lowmere founded before 10 to Midnight ?", ["Lowmere", "10 to Midnight"])
        'Was Lowmere founded before "10 to Midnight" ?'
        >>> quote_names("Which taxon has serine kinase    XY12 ?", ["Serine kinase XY12"])
        'Which taxon has "Serine kinase XY12" ?'
    """
    names = list(names)
    taken: list[tuple[int, int]] = [(m.start(), m.end()) for m in re.finditer(r'"[^"]*"|“[^”]*”', text)]
    spans: list[tuple[int, int, str]] = []
    for name in sorted(set(names), key=len, reverse=True):
        if len(name.split()) < 2:
            continue  # one word may be the sentence's own noun ("a painter"), not the entity
        # the name as the question may spell it: another case, more spaces between its words
        pattern = r"\s+".join(re.escape(w) for w in name.split())
        for m in re.finditer(r"(?<![\w\"“])" + pattern + r"(?![\w\"”])", text, re.I):
            if not (_odd_name(name) or _odd_name(m.group(0)) or _holds_another_name(name, names, text)):
                continue  # a run of capitalised words, which the grammar reads as a name anyway
            if any(a < m.end() and m.start() < b for a, b in taken + [(a, b) for a, b, _ in spans]):
                continue
            spans.append((m.start(), m.end(), name))
    for a, b, name in sorted(spans, reverse=True):
        text = text[:a] + '"' + name + '"' + text[b:]
    return text
