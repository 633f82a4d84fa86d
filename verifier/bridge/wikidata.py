"""A Wikidata lexicon from public data: property labels and aliases, and the labels a dialogue annotates.

Wikidata names every property in English with a label and aliases (``wdt:P138`` "named after", alias
"eponym", "named for"), and a conversational benchmark annotates each turn with the entities, relations and
classes it mentions (``{'Q5': 'human'}``). Both are enough for a lexicon of the shape the bridge already
reads: :mod:`verifier.bridge.autolex` turns each property label into a frame ("named after" → a verb with
the preposition "after", "place of birth" → a relational noun) and each class label into a ``wdt:P31``
restriction ("human" → ``P31 wd:Q5``). Entity labels are not lexicon entries: they go to a small labels
graph (``rdfs:label``) that the verifier reads as its KG, as it reads any KG's names.

Sources read:

* the npm package ``wikidata-properties`` (CC0 data, 13,865 properties): its directory, its ``.tgz``, the
  ``lib/index.mjs``/``index.cjs`` module that holds the data as a JSON array, or a JSON file of the same
  records (``id``, ``label``, ``alias``);
* dialogue records (JSONL) whose ``context`` holds ``entities``, ``relations`` and ``types`` maps (JSON or
  Python literals, as SPICE writes them), also on each turn of ``context.history``.

    >>> props = {"P138": PropertyLabels("P138", "named after", ("eponym",))}
    >>> [(e.lemma, e.frame, e.reference) for e in derive_entries(props, {})][:1]
    [('name', 'IntransitivePPFrame', 'wdt:P138')]
"""

from __future__ import annotations

import io
import json
import re
import tarfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable, Iterator

from ..kg.profile import person_classes
from ..question.dialogue import annotation
from .autolex import SynArg, derive, entry_for_property, inflected_verb_base
from .wikidata_names import (adjective_pp_entries, description_names, given_to_entries, group_member_entries,
                             group_names, inverse_entries, joined_names, membership_names, place_at_names,
                             participle_list, role_in_entries, subject_verb_names, value_noun)
from .wikidata_verbs import (_below, agent_verb_entries, performer_for_entries, time_object_free, time_valued,
                             unlisted)

__all__ = ["PropertyLabels", "Annotations", "read_properties", "read_annotations", "derive_entries",
           "labels_turtle", "properties_in_queries", "phrasal_entries", "agent_for_entries", "class_names",
           "participle_entries", "adverb_free_entries", "value_class_names", "disjunct_names",
           "association_names", "hint_entries", "singular_modifiers", "DESCRIBED"]

WD = "http://www.wikidata.org/entity/"


@dataclass(frozen=True)
class PropertyLabels:
    """A Wikidata property's English label and aliases (and its datatype, "time", "wikibase-item", where known)."""

    id: str
    label: str
    aliases: tuple[str, ...] = ()
    description: str = ""
    datatype: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(n for n in (self.label, *self.aliases) if n))


@dataclass(frozen=True)
class Annotations:
    """What dialogue records annotate: entity, relation and class labels (Wikidata id → English label)."""

    entities: dict[str, str]
    relations: dict[str, str]
    types: dict[str, str]


# ------------------------------------------------------------------------------ properties


def _module_array(text: str) -> list:
    """The JSON array a bundled JS module assigns to its first ``var … = [``."""
    m = re.search(r"^var \w+ = \[", text, re.M)
    if m is None:
        raise ValueError("no data array in the module (expected `var NAME = [` as wikidata-properties bundles it)")
    start = m.end() - 1
    end = text.find("\n];", start)
    if end < 0:
        raise ValueError("the module's data array does not end")
    return json.loads(_JS_ESCAPE.sub(_json_escape, text[start:end + 2]))


#: one backslash escape of a JS string literal (pairs ``\\\\`` consumed first, so ``\\\\x41`` stays text)
_JS_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{2}|.)", re.S)


def _json_escape(m: re.Match) -> str:
    """JS escapes JSON lacks: ``\\xA0`` → ``\\u00A0``, ``\\'`` → ``'``; JSON's own are kept."""
    esc = m.group(1)
    if esc[0] == "x" and len(esc) == 3:
        return "\\u00" + esc[1:]
    return m.group(0) if esc in '"\\/bfnrtu' else esc


def _records(path: Path) -> list:
    if path.is_dir():
        for name in ("lib/index.cjs", "lib/index.mjs", "package/lib/index.cjs"):
            if (path / name).is_file():
                return _records(path / name)
        raise ValueError(f"{path}: not the wikidata-properties package (no lib/index.cjs)")
    if path.name.endswith((".tgz", ".tar.gz")):
        with tarfile.open(path) as tar:
            for member in tar.getmembers():
                if member.name.endswith("lib/index.cjs"):
                    fh = tar.extractfile(member)
                    assert fh is not None
                    return _module_array(io.TextIOWrapper(fh, encoding="utf-8").read())
        raise ValueError(f"{path}: no lib/index.cjs in the archive")
    text = path.read_text(encoding="utf-8")
    if path.suffix in (".js", ".cjs", ".mjs"):
        return _module_array(text)
    data = json.loads(text)
    return list(data.values()) if isinstance(data, dict) else data


def read_properties(path: str | Path) -> dict[str, PropertyLabels]:
    """Property id → its English label and aliases; properties without an English label are left out.

    Raises ``ValueError`` (naming the file) when the file holds no property records."""
    path = Path(path)
    out: dict[str, PropertyLabels] = {}
    for rec in _records(path):
        if not isinstance(rec, dict) or not re.fullmatch(r"P\d+", str(rec.get("id", ""))):
            continue
        label = rec.get("label")
        if not isinstance(label, str) or not label.strip():
            continue
        aliases = tuple(a for a in (rec.get("alias") or ()) if isinstance(a, str) and a.strip())
        description = rec.get("description") if isinstance(rec.get("description"), str) else ""
        datatype = rec.get("datatype") if isinstance(rec.get("datatype"), str) else ""
        out[rec["id"]] = PropertyLabels(rec["id"], label.strip(), aliases, description.strip(), datatype)
    if not out:
        raise ValueError(f"{path}: no Wikidata property records with an English label")
    return out


# ------------------------------------------------------------------------------ annotations


def _id_map(value) -> dict[str, str]:
    """``{'Q5': 'human'}`` as SPICE writes it (a Python literal in a string), as JSON, or as a dict: the
    Wikidata ids with a label."""
    value = annotation(value)
    if not isinstance(value, dict):
        return {}
    return {str(k): str(v) for k, v in value.items() if isinstance(v, str) and re.fullmatch(r"[PQ]\d+", str(k))}


def _contexts(rows: Iterable[dict]) -> Iterator[dict]:
    for row in rows:
        ctx = row.get("context") if isinstance(row, dict) else None
        if not isinstance(ctx, dict):
            continue
        yield ctx
        for turn in ctx.get("history") or ():
            if isinstance(turn, dict):
                yield turn


def read_annotations(paths: Iterable[str | Path]) -> Annotations:
    """The entity, relation and class labels annotated anywhere in the dialogue records of ``paths``."""
    entities: dict[str, str] = {}
    relations: dict[str, str] = {}
    types: dict[str, str] = {}
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            rows = (json.loads(line) for line in fh if line.strip())
            for ctx in _contexts(rows):
                entities.update(_id_map(ctx.get("entities")))
                relations.update(_id_map(ctx.get("relations")))
                types.update(_id_map(ctx.get("types")))
    return Annotations(entities, relations, types)


def properties_in_queries(queries: Iterable[str]) -> set[str]:
    """The property ids a set of queries names (``wdt:P31``, ``p:P31``, full IRIs)."""
    found: set[str] = set()
    for q in queries:
        found.update(re.findall(r"(?:wdt:|prop/direct/|p:|ps:|pq:)(P\d+)\b", q or ""))
    return found


# ------------------------------------------------------------------------------ output


#: a property's description that says its subject is in its value ("sovereign state that this subject item
#: is in"): the value is a place that holds the subject, so "X is located in V" says what the property says
_CONTAINS_SUBJECT = re.compile(r"\b(?:that|which) (?:this|the) (?:subject )?item is in\b", re.I)
#: the words a question says a thing is in a place with ("Which territory is X situated in?"); a thing in a
#: place is a part of it too ("Which territory is X a part of?"), as a place is of the place it lies in
_BEING_IN = ("located in", "situated in", "part of")


def derive_entries(properties: dict[str, PropertyLabels], annotations: Annotations | None,
                   keep: set[str] | None = None, confidence: float = 0.5):
    """Lexical entries: each kept property under its label and aliases (an annotation's label of a
    property first), each annotated class as a ``wdt:P31`` noun. ``keep`` limits the properties (ids).
    A property whose description says its subject is in its value (``_CONTAINS_SUBJECT``) is also named
    "located in", "situated in" and "part of"; the names :mod:`.wikidata_names` infers are added too (a
    membership's "belongs to", a place's "died at" beside "died in", an adjective with its preposition, and
    the entries of a property read backwards for the inverse its description names), and the verbs WordNet's
    morphology gives its names (:mod:`.wikidata_verbs`: "contestant in" → "contest in", as hints). The names a
    description gives only in passing ("associated with") are entries marked as hints (:func:`hint_entries`).
    A time-valued property has no verb whose subject or object is its value (:func:`.time_object_free`)."""
    ann = annotations or Annotations({}, {}, {})
    names: dict[str, list[str]] = {}
    for pid in sorted(set(properties) | set(ann.relations), key=lambda p: int(p[1:])):
        if keep is not None and pid not in keep and pid not in ann.relations:
            continue
        labels = [ann.relations[pid]] if pid in ann.relations else []
        if pid in properties:
            labels += [n for n in map(without_gloss, properties[pid].names)
                       if n not in labels and _names_the_relation(n)]
        labels += [d for n in list(labels) for d in disjunct_names(n) if d not in labels]
        if pid in properties and _CONTAINS_SUBJECT.search(properties[pid].description):
            labels += [n for n in _BEING_IN if n not in labels]
        if pid in properties:
            labels += [n for n in membership_names(labels, properties[pid].description) if n not in labels]
            said = properties[pid].description
            labels += [n for n in joined_names(said, labels) + description_names(said) + subject_verb_names(said)
                       + group_names(labels) if n not in labels]
        names[f"wdt:{pid}"] = labels
    names.pop("wdt:P31", None)  # typing is read by the class nouns, not as a relation word
    classes = {f"wd:{q}": class_names(label) for q, label in sorted(ann.types.items(), key=lambda kv: int(kv[0][1:]))}
    verbs = []
    for prop, extra in value_class_names(names, [n for ns in classes.values() for n in ns]).items():
        # a participle's name ("found in") is a verb with its preposition, which autolex would read as a noun
        verbs += [e for n in extra if (e := _participle_verb(prop, n, confidence)) is not None]
        names[prop] = names[prop] + [n for n in extra if n not in names[prop] and not _participle_phrase(n.split())]
    # the KG profile's classes of people are named "person" whatever their label says: those the data types
    # by (SPICE's snapshot of Wikidata types people by "common name", not by "human"), else all of them
    people = [c for c in sorted(person_classes()) if c.startswith("wd:")]
    for c in [c for c in people if c[3:] in ann.types] or people:
        classes[c] = list(dict.fromkeys(["person", "people"] + classes.get(c, [])))
    entries = derive(names, classes, "wdt:P31", "wikidata", confidence) + verbs
    entries += phrasal_entries(names, confidence)
    entries += participle_entries(names, confidence)
    entries += adverb_free_entries(names, confidence)
    entries += adjective_pp_entries(names, confidence)
    entries += role_in_entries(names, confidence)
    entries += given_to_entries(names, confidence) + group_member_entries(names, confidence)
    # (autolex keeps one entry per lemma and frame: "died at" beside "died in" is built here)
    entries += [replace(e, id=f"{e.id}#at") for prop, labels in names.items() if prop[4:] in properties
                for n in place_at_names(properties[prop[4:]].label, labels)
                if (e := entry_for_property(prop, n, "wikidata", confidence)) is not None]
    entries += agent_for_entries(entries)
    entries += unlisted(agent_verb_entries(names, confidence) + performer_for_entries(names, confidence), entries)
    entries += inverse_entries(entries, {f"wdt:{pid}": properties[pid].description for pid in properties
                                         if f"wdt:{pid}" in names})
    entries += hint_entries(properties, names, confidence)
    entries = time_object_free(entries, frozenset(f"wdt:{p.id}" for p in properties.values()
                                                  if time_valued(p.label, p.description, p.datatype)))
    ranges = _ranges_by_name(names, ann.types)
    return [replace(e, range=ranges[e.reference]) if e.reference in ranges and e.value is None and e.range is None
            else e for e in entries]


#: why an entry taken from a property's description is only a hint (written as ``autolex:hint``, read back as
#: :attr:`~verifier.bridge.lexicon.LexicalEntry.hint`: the bridge reads it as a guess)
DESCRIBED = "named so only in passing by the property's description"
#: a past participle with its preposition ("associated with", "related to")
_PARTICIPLE_PREP = re.compile(r"\b(?P<part>[a-z]+ed) (?P<prep>with|to)\b")


def association_names(description: str) -> list[str]:
    """The names the first sentence of a property's description gives it by saying that its value and its
    subject go together: a past participle whose verb's first WordNet sense is one that only associates or
    connects two things (:data:`_ASSOCIATIONS`: associate, relate, link, connect), with its preposition
    ("movement associated with this person or work", "sport that the subject … is associated with"). Such a
    verb names no relation of its own, so the name is a hint that the property is what a question means, not
    a name of it: :func:`hint_entries` marks its entries. ``[]`` without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> association_names("style of music associated with this work. See also P1.") if wordnet_available(
        ...     ) else ["associated with"]
        ['associated with']
        >>> association_names("person who founded this organization"), association_names("")
        ([], [])
    """
    from .wordnet import load_wordnet, wordnet_available

    first = re.split(r"(?<=[.;])\s", " ".join(description.lower().split()), maxsplit=1)[0]
    if not first or not wordnet_available():
        return []
    wn = load_wordnet()
    out = []
    for m in _PARTICIPLE_PREP.finditer(first):
        base = inflected_verb_base(m.group("part"))
        senses = wn.synsets(base, "v") if base else []
        if senses and senses[0].name() in _ASSOCIATIONS:
            out.append(f"{m.group('part')} {m.group('prep')}")
    return list(dict.fromkeys(out))


def hint_entries(properties: dict[str, PropertyLabels], names: dict[str, list[str]], confidence: float) -> list:
    """The entries of the names each property's description gives it in passing (:func:`association_names`, and
    the verb of a clause with no "that", :func:`~verifier.bridge.wikidata_names.subject_verb_names` ``bare``),
    beside those of the names it has (``names``: compact id → names), marked as hints (:data:`DESCRIBED`): a
    failed reading by one leaves the word unread, as no lexicon entry would.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> props = {"P9": PropertyLabels("P9", "style", (), "style associated with this work")}
        >>> [(e.lemma, e.hint) for e in hint_entries(props, {"wdt:P9": ["style"]}, 0.5)] if wordnet_available(
        ...     ) else [("associate", DESCRIBED)]
        [('associate', "named so only in passing by the property's description")]
    """
    out = []
    for prop, labels in names.items():
        said = properties[prop[4:]].description if prop[4:] in properties else ""
        for n in association_names(said) + subject_verb_names(said, bare=True):
            e = entry_for_property(prop, n, "wikidata", confidence) if n not in labels else None
            if e is not None:
                out.append(replace(e, id=f"{e.id}#hint-{n.replace(' ', '-')}", hint=DESCRIBED))
    return out


#: a class label that names a kind of designation or type of something else ("designation for an
#: administrative territorial entity", "type of French administrative division"): the thing it is for
_KIND_OF = re.compile(r"^(?:designation|type|kind|class|category)\s+(?:of|for)\s+(?:(?:an?|the)\s+)?(?P<rest>.+)$", re.I)
#: the general head nouns an adjective of the kind comes before ("territorial entity", "administrative unit")
_GENERAL_HEADS = frozenset({"entity", "unit"})


def class_names(label: str) -> list[str]:
    """A class's label and the shorter names questions use for it, best first.

    Wikidata's older typing classes (those the CSQA and SPICE snapshot types its items by) carry
    labels no question says: questions name ``wd:Q56061`` "administrative territorial entity" as an
    "administrative territory", and ``wd:Q20667921`` "type of French administrative division" as a
    "French administrative division". Two rules over the label's words, no list of classes:

    * "designation for (a) X", "type of X", "kind of X": the class is named by X as well (a question
      asks for the things, not for their designations);
    * "W ADJ entity" / "W ADJ unit" (a word or more before), where WordNet relates the adjective to a
      noun (its pertainym: "territorial" → "territory"): that noun in the place of both words. The word
      before stays, so the short name keeps two words ("legal entity" is not named "law").

    Each name then stands beside the label as another reading of the class, so a query typing by either
    of two classes that share a short name ("administrative territory") is read both ways.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> class_names("designation for an administrative territorial entity") if wordnet_available() else [
        ...     "designation for an administrative territorial entity", "administrative territorial entity",
        ...     "administrative territory"]
        ['designation for an administrative territorial entity', 'administrative territorial entity', 'administrative territory']
        >>> class_names("type of French administrative division"), class_names("human")
        (['type of French administrative division', 'French administrative division'], ['human'])
    """
    out = [label]
    m = _KIND_OF.match(label.strip())
    if m is not None and len(m.group("rest").split()) >= 1:
        out.append(m.group("rest"))
    out += [d for d in disjunct_names(label) if d not in out]
    for name in list(out):
        words = name.split()
        if len(words) >= 3 and words[-1].lower() in _GENERAL_HEADS and not _KIND_OF.match(name):
            for noun in _pertainyms(words[-2]):
                out.append(" ".join(words[:-2] + [noun]))
    out += [s for name in list(out) if (s := singular_modifiers(name))]
    return list(dict.fromkeys(out))


def singular_modifiers(name: str) -> str:
    """The name with each plural noun before its head in the singular, "" where it has none: English puts a
    noun that modifies another in the singular as often as not, and a question says "sport competitions" of
    the class Wikidata labels "sports competition" (the same words up to number: a name of the class, not a
    kind above or below it). Only a premodified name (no function word); a modifier is plural where WordNet's
    base form of it as a noun is another word. "" without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> singular_modifiers("sports competition") if wordnet_available() else "sport competition"
        'sport competition'
        >>> singular_modifiers("sports"), singular_modifiers("coat of arms"), singular_modifiers("news agency")
        ('', '', '')
    """
    from .autolex import _morphy

    words = name.split()
    if len(words) < 2 or any(w.lower() in ("of", "for", "or", "and", "in", "the", "a", "an") for w in words):
        return ""
    bases = [(_morphy(w, "n") or w) if w.islower() and w.endswith("s") else w for w in words[:-1]]
    return " ".join(bases + words[-1:]) if bases != words[:-1] else ""


def disjunct_names(label: str) -> list[str]:
    """The two names a label "A or B" joins, where each is a noun of WordNet (one word or a WordNet
    compound) with no adjective sense; [] otherwise, and without WordNet.

    Wikidata names some classes and properties by two kinds at once ("flag or coat of arms",
    "discoverer or inventor", "sex or gender"), and a question names the thing by one of them ("Which
    coats of arms …", "the inventors of …"). Each disjunct is then a name of the class or property beside
    the label, as a short name is (:func:`class_names`). Only whole nouns are split off: in "military or
    police rank" the first disjunct is an adjective that shares the head "rank", and in "drug or therapy
    used for treatment" the second is no noun of WordNet, so neither label is split.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> disjunct_names("flag or coat of arms") if wordnet_available() else ["flag", "coat of arms"]
        ['flag', 'coat of arms']
        >>> disjunct_names("military or police rank"), disjunct_names("human")
        ([], [])
    """
    parts = label.strip().split(" or ")
    if len(parts) != 2 or "," in label or not all(p.strip() for p in parts):
        return []
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    names = [p.strip() for p in parts]
    if all(wn.synsets(n.replace(" ", "_"), "n") and not wn.synsets(n.replace(" ", "_"), "a") for n in names):
        return names
    return []


def _pertainyms(adjective: str) -> list[str]:
    """The nouns WordNet says an adjective pertains to ("territorial" → "territory"), one-word ones, sorted;
    [] without WordNet."""
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    found = {p.name() for s in wn.synsets(adjective.lower(), "a") for lemma in s.lemmas()
             for p in lemma.pertainyms() if "_" not in p.name()}
    return sorted(found)


#: WordNet's people who make or perform a work: a role in a work named by one of their kinds takes "for"
_MAKERS = frozenset({"creator.n.02", "writer.n.01", "artist.n.01", "performer.n.01", "skilled_worker.n.01"})


def agent_for_entries(entries: list) -> list:
    """A property named by a person's role in making a work also takes "for": "the screenwriter for X" is
    "the screenwriter of X", as a one-word noun entry with "of" whose noun WordNet makes a kind of creator,
    writer, artist, performer or skilled worker in one of its first three senses ("screenwriter",
    "composer", "producer", "editor", "actor"; not "mother", "citizen" or "mayor", whose "for" is another
    relation if any).

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> from verifier.bridge.autolex import entry_for_property
        >>> e = entry_for_property("wdt:P58", "screenwriter", "wikidata", 0.5)
        >>> [a.marker for a in agent_for_entries([e])[0].args] if wordnet_available() else ["", "for"]
        ['', 'for']
    """
    from .autolex import _morphy
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    out = []
    for e in entries:
        if e.pos != "noun" or e.frame != "NounPPFrame" or " " in e.lemma or not e.reference:
            continue
        if [a.marker for a in e.args if a.marker] != ["of"]:
            continue
        base = _morphy(e.lemma, "n") or e.lemma
        if not any(_below(sense, _MAKERS) for sense in wn.synsets(base, "n")[:3]):
            continue
        out.append(replace(e, id=f"{e.id}#for", args=tuple(replace(a, marker="for") if a.marker == "of" else a
                                                           for a in e.args)))
    return out


#: a gloss in parentheses after a name: "end point (journey)", "producer (company)"
_GLOSS = re.compile(r"\s*\([^()]*\)\s*$")


def without_gloss(name: str) -> str:
    """A property's name without the gloss in parentheses after it that says what it is said of: Wikidata's
    alias "end point (journey)" of ``wdt:P1444`` is the name "end point" ("the end points of a race"), "writer
    (of screenplays)" the name "writer"; read whole, the gloss made a word no question says ("end point
    (journey)s"). A gloss before the name modifies it ("(cultural) nationality" is no nationality one holds by
    law) and stays, as does a name that is a gloss and nothing more.

        >>> without_gloss("end point (journey)"), without_gloss("(legal) nationality"), without_gloss("end point")
        ('end point', '(legal) nationality', 'end point')
    """
    bare = " ".join(_GLOSS.sub("", name).split())
    return bare or name


def _names_the_relation(name: str) -> bool:
    """Whether a property's alias names the relation, rather than only a preposition or the kind of its value.

    Wikidata's aliases of ``wdt:P131`` include "in", "is in" and "is in the town of", "is in the county of"
    and a score more: the last say what kind of place the value is ("X is in the town of Y": Y is a town),
    so read as a relational noun ("the town of Y") they would make every town, county and state a
    ``P131`` relation; a bare preposition ("in", "of", "within", an alias of ``P361`` too) names no
    relation of its own. Both are left out; the label and the other aliases ("located in the
    administrative territorial entity", "is located in") stay.

        >>> [n for n in ("is in the town of", "in", "is in", "is located in", "part of", "in honor of")
        ...  if _names_the_relation(n)]
        ['is located in', 'part of', 'in honor of']
    """
    from .autolex import _PREPOSITIONS

    words = name.lower().split()
    light = _PREPOSITIONS | {"is", "are", "was", "be", "the", "a", "an"}
    if not words or all(w in light for w in words):
        return False
    start = 1 if words[0] in ("is", "are", "was", "be") else 0
    if start < len(words) and words[start] == "located":
        start += 1
    # "is in the town of": a preposition, the kind of the value with its article, a preposition
    return not (len(words) - start >= 4 and words[start] in _PREPOSITIONS and words[start + 1] in ("the", "a", "an")
                and words[-1] in _PREPOSITIONS)


def phrasal_entries(names: dict[str, list[str]], confidence: float) -> list:
    """Verbs with their object noun: a property named "VERB NOUN PREP" ("shares border with", "takes
    place in", "attended school at") is that verb phrase with the preposition, "X shares (the) border
    with Y"; the frame reader of :mod:`.autolex` sees no such shape and leaves the whole label as a noun.
    The verb is any but the copula and the auxiliaries (whose labels autolex reads already: "is part
    of", "has parts from"); the noun is no adverb ("constructed out of").

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [(e.lemma, e.args[-1].marker) for e in phrasal_entries({"wdt:P47": ["shares border with"]}, 0.5)
        ...  ] if wordnet_available() else [("share border", "with")]
        [('share border', 'with')]
    """
    from .autolex import _PREPOSITIONS, _is_verb_form, _morphy, _verb_base, entry_for_property

    out: list = []
    seen: set[tuple[str, str, str]] = set()
    for name, labels in names.items():
        for label in labels:
            words = label.lower().split()
            if len(words) != 3 or words[2] not in _PREPOSITIONS or words[1] in _PREPOSITIONS:
                continue
            verb, noun, prep = words
            base = _verb_base(verb) if _is_verb_form(verb) else None
            if base in (None, "be", "have", "do") or not _morphy(noun, "n") or _morphy(noun, "r"):
                continue
            e = entry_for_property(name, f"{verb} {prep}", "wikidata", confidence)
            if e is None or e.frame != "IntransitivePPFrame":
                continue
            lemma = f"{base} {_morphy(noun, 'n')}"
            if (lemma, name, prep) in seen:
                continue
            seen.add((lemma, name, prep))
            out.append(replace(e, id=f"{e.id}#phrase-{lemma.replace(' ', '-')}", lemma=lemma,
                               forms=tuple(dict.fromkeys((lemma, f"{verb} {noun}")))))
    return out


#: WordNet's times and quantities (any noun under them in its first sense) and the place nouns themselves
#: (a first sense that is one of these): "date founded", "year written", "location born" name when or where
#: something was done to the subject, not a thing the subject does it to; "position held" (whose first sense
#: is a point in space, below "location") is what the subject holds
_CIRCUMSTANCES = frozenset({"measure.n.02", "time_period.n.01", "time.n.05"})
_PLACES = frozenset({"location.n.01", "topographic_point.n.01"})
#: verbs that only say two things are associated or connected ("jurisdiction linked"): no relation of their own,
#: and read through WordNet they would take every "relate to", "associated with"
_ASSOCIATIONS = frozenset({"associate.v.01", "connect.v.01"})


def participle_entries(names: dict[str, list[str]], confidence: float) -> list:
    """Verbs from a property named "NOUN PARTICIPLE": "award won", "instrument played", "school attended" name
    what the subject wins, plays or attends, so the property's subject is the verb's subject and its value the
    verb's object ("Which instruments did X play?", "What was won by X?"). The noun must be no adjective or
    adverb (not "first described") and no time, place or quantity ("date founded" is when the subject was
    founded, not what it founded); the participle a past one of a verb
    other than the auxiliaries ("sequel is", "content describes" are not read) and those that only associate or
    connect ("jurisdiction linked"); a verb one of whose first three WordNet senses is "have" ("position
    held", "award received") only from the property's own label (its first name), not from an alias
    ("nomination received" of "nominated for" names no value the subject received, and WordNet's relatives
    read a "have" as such a verb). A label that lists participles of one noun ("songs sung, played or
    recorded", :func:`~verifier.bridge.wikidata_names.participle_list`) names each. A language (the noun below WordNet's language.n.01) is
    what one speaks or writes *in* as well: the verb comes with "in" too ("Which language does X write in?").

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> names = {"wdt:P1303": ["instrument played"], "wdt:P571": ["date founded"]}
        >>> found = participle_entries(names, 0.5) if wordnet_available() else None
        >>> [(e.lemma, e.frame) for e in found] if found is not None else [("play", "TransitiveFrame")]
        [('play', 'TransitiveFrame')]
    """
    from .autolex import _TRANSITIVE_NORMAL, _morphy
    from .lexicon import LexicalEntry
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    out: list = []
    seen: set[tuple[str, str]] = set()
    language = wn.synset("language.n.01")
    for name, labels in names.items():
        for label in [(n, lab) for lab in labels for n in participle_list(lab) or [lab]]:
            words = label[0].lower().split()
            if len(words) != 2 or words[1].endswith(("s", "ing")):
                continue
            noun, part = words
            label = label[1]
            base = _morphy(part, "v")
            if base in (None, part, "be", "have", "do"):
                continue
            verb_senses = wn.synsets(base, "v")
            if verb_senses and _below(verb_senses[0], _ASSOCIATIONS):
                continue
            if label != labels[0] and any("have" in {lemma.name() for lemma in sense.lemmas()}
                                          for sense in verb_senses[:3]):
                continue  # "hold", "receive" ("have" among their first senses): from the property's own label only
            if not _morphy(noun, "n") or _morphy(noun, "a") or _morphy(noun, "r"):
                continue
            senses = wn.synsets(_morphy(noun, "n"), "n")
            if not senses or senses[0].name() in _PLACES or _below(senses[0], _CIRCUMSTANCES):
                continue
            if (name, base) in seen:
                continue
            seen.add((name, base))
            out.append(LexicalEntry(f"auto:{name}#participle-{base}", base, "verb", "TransitiveFrame", reference=name,
                                    forms=(base, part), args=_TRANSITIVE_NORMAL, curated=False, confidence=confidence,
                                    source="wikidata"))
            if any(language in path for path in senses[0].hypernym_paths()):
                out.append(replace(out[-1], id=f"{out[-1].id}-in", frame="IntransitivePPFrame", args=_MEDIUM_IN))
    return out


#: "X writes in L": the language a verb is done in is its object with "in"
_MEDIUM_IN = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", "in"))


def adverb_free_entries(names: dict[str, list[str]], confidence: float) -> list:
    """A property named "ADVERB VERB PREP" ("physically interacts with", "mortally wounded by") is also the verb
    with its preposition: questions leave the manner out ("Which proteins interact with X?").

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [(e.lemma, e.frame) for e in adverb_free_entries({"wdt:P129": ["physically interacts with"]}, 0.5)
        ...  ] if wordnet_available() else [("interact", "IntransitivePPFrame")]
        [('interact', 'IntransitivePPFrame')]
    """
    from .autolex import _PREPOSITIONS, _is_verb_form, _morphy, entry_for_property

    out: list = []
    for name, labels in names.items():
        for label in labels:
            words = label.lower().split()
            if len(words) != 3 or not words[0].endswith("ly") or not _morphy(words[0], "r") \
                    or words[2] not in _PREPOSITIONS or not _is_verb_form(words[1]):
                continue
            e = entry_for_property(name, f"{words[1]} {words[2]}", "wikidata", confidence)
            if e is not None and e.pos == "verb":
                out.append(replace(e, id=f"{e.id}#without-{words[0]}"))
    return out


#: the articles a value's class may carry in a property's name ("is in the state of", "member of a club")
_ARTICLES = ("the ", "a ", "an ")


def value_class_names(names: dict[str, list[str]], class_labels: Iterable[str]) -> dict[str, list[str]]:
    """Relation names that a property's name restricts to a class of its values: "member of sports team"
    (``wdt:P54``) is "member of" said of sports teams, as "member of political party" (``wdt:P102``) is of
    parties, so "Which sports team is X a member of?" asks for it as much as for ``wdt:P463`` "member of".

    A name "R C" gives R when both halves are names of their own: R, ending in a preposition, is the whole
    name of *another* property here (so the words are a relation's name, with that relation's direction:
    "head of state" gives nothing, since no property is named "head of"), or a verb's participle with its
    preposition ("found in taxon": "found in", :func:`_participle_phrase`), and C, with an article or in the
    plural, is the label or short name of a class (:func:`class_names`). The question's class noun then
    says the rest ("Which taxon is X found in?"), and the reading is offered beside the other property's,
    never instead of it.

    A property labelled by a bare noun (:func:`~verifier.bridge.wikidata_names.value_noun`: "genre", "work location") names its values by
    that noun, and an alias "R C" of it is one more name of the value, not R said of C's things: "type of
    film" of "genre" is the type a film is of (the value, drama, is a type of film, not a film), "location of
    work" where one's work is; read as "type of" with the other property's direction, the value would be
    the film, backwards. Such an alias gives R only when C is that noun itself ("participant in conflict"
    of "conflict": the value is a conflict).

        >>> names = {"wdt:P463": ["member of"], "wdt:P54": ["member of sports team"], "wdt:P35": ["head of state"]}
        >>> value_class_names(names, ["sports team", "state"])
        {'wdt:P54': ['member of']}
        >>> value_class_names({"wdt:P279": ["type of"], "wdt:P9": ["style", "type of song"]}, ["song"])
        {}
    """
    from .autolex import _PREPOSITIONS

    classes = {c.strip().lower() for c in class_labels if c and c.strip()}
    owners: dict[str, set[str]] = {}
    for prop, labels in names.items():
        for n in labels:
            owners.setdefault(n.strip().lower(), set()).add(prop)
    out: dict[str, list[str]] = {}
    for prop, labels in names.items():
        head_noun = value_noun(labels[0]) if labels else None
        for n in labels:
            words = n.strip().lower().split()
            for i in range(1, len(words) - 1):
                if words[i] not in _PREPOSITIONS:
                    continue
                head, rest = " ".join(words[:i + 1]), " ".join(words[i + 1:])
                for art in _ARTICLES:
                    rest = rest[len(art):] if rest.startswith(art) else rest
                if not (owners.get(head, set()) - {prop}) and not _participle_phrase(words[:i + 1]):
                    continue
                if head_noun is not None and n != labels[0] and head_noun not in (rest, rest[:-1]):
                    continue  # another name of a noun's value ("type of film" of "genre"), whole
                if rest in classes or (rest.endswith("s") and rest[:-1] in classes):
                    out.setdefault(prop, [])
                    if head not in out[prop]:
                        out[prop].append(head)
    return out


def _participle_phrase(words: list[str]) -> bool:
    """Two words, a past participle (WordNet gives it a verb base other than itself: "found" → find,
    "held" → hold; no "-ing" or "-s" form) and a preposition: a relation's name by itself ("found in", "held by"), as "head of" or
    "member of", nouns, are not. False without WordNet."""
    from .autolex import _PREPOSITIONS
    from .wordnet import wordnet_available

    if len(words) != 2 or words[1] not in _PREPOSITIONS or words[0].endswith(("ing", "s")) or not wordnet_available():
        return False  # ("setting of work" is the work's setting, a noun)
    return inflected_verb_base(words[0]) is not None


def _participle_verb(prop: str, name: str, confidence: float):
    """The verb entry of a participle's name "V-ed PREP" of ``prop`` ("found in": find, marker "in"), the
    property's subject the verb's subject; None for any other name. A passive's "V-ed by" ("produced by")
    names the verb from its object: the property's subject is what the verb's object is, its value the doer
    ("Who produced X?" asks for the value of X's property), as :func:`~verifier.bridge.autolex.entry_for_property`
    reads such a label.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> e = _participle_verb("wdt:P9", "produced by", 0.5)
        >>> (e.frame, [(a.role, a.maps_to) for a in e.args]) if wordnet_available() else (
        ...     "TransitiveFrame", [("subject", "object"), ("directObject", "subject")])
        ('TransitiveFrame', [('subject', 'object'), ('directObject', 'subject')])
    """
    from .autolex import SynArg
    from .lexicon import LexicalEntry

    words = name.split()
    if not _participle_phrase(words):
        return None
    if words[1] == "by":
        e = entry_for_property(prop, name, "wikidata", confidence)
        return replace(e, id=f"auto:{prop}#value-class-{e.lemma}-by") if e is not None else None
    base = inflected_verb_base(words[0])
    args = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", words[1]))
    return LexicalEntry(f"auto:{prop}#value-class-{base}-{words[1]}", base, "verb", "IntransitivePPFrame", reference=prop,
                        forms=(base, words[0]), args=args, curated=False, confidence=confidence, source="wikidata")


def _ranges_by_name(names: dict[str, list[str]], types: dict[str, str]) -> dict[str, str]:
    """A property whose name is a class's label has that class as its range: the values of ``wdt:P106``
    "occupation" are occupations (``wd:Q12737077`` "occupation"), of ``wdt:P641`` "sport" sports. The
    property's names are tried in order (its label first, then its aliases): the first that is the label of
    exactly one annotated class gives the range ("profession", an alias of P106, is a class of its own too).

        >>> _ranges_by_name({"wdt:P106": ["occupation", "profession"]}, {"Q12737077": "occupation"})
        {'wdt:P106': 'wd:Q12737077'}
    """
    by_label: dict[str, list[str]] = {}
    for q, label in types.items():
        by_label.setdefault(label.strip().lower(), []).append(q)
    out: dict[str, str] = {}
    for prop, labels in names.items():
        for n in labels:
            found = by_label.get(n.strip().lower(), [])
            if len(found) == 1:
                out[prop] = f"wd:{found[0]}"
                break
    return out


def _lit(text: str) -> str:
    return json.dumps(text, ensure_ascii=False) + "@en"


def labels_turtle(annotations: Annotations) -> str:
    """A labels graph: each annotated entity and class with its ``rdfs:label``."""
    lines = ["@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
             f"@prefix wd: <{WD}> .", "",
             "# Labels of the Wikidata entities and classes a dialogue set annotates (verifier lexicon build).", ""]
    for qid, label in sorted({**annotations.types, **annotations.entities}.items(), key=lambda kv: int(kv[0][1:])):
        lines.append(f"wd:{qid} rdfs:label {_lit(label)} .")
    return "\n".join(lines) + "\n"
