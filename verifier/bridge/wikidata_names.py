"""Names of a Wikidata property that its label, aliases and description imply without saying them, for
:mod:`verifier.bridge.wikidata`'s lexicon: membership ("belongs to", "native of"), a place's "at" beside
"in", a property read backwards through the inverse its description names, and an adjective with its
preposition ("adjacent to"), a gerund's verb with "in" for the role WordNet glosses it by ("X stars in
F"), a membership's "affiliated to", a group's "belongs to", a description's "involved in", a verb of giving's
"awarded to" and a group member's "cast in". Each is one rule over the property's own words and WordNet, with
no list of properties; WordNet is read lazily, and without it only the rules over the words apply.
"""

from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["membership_names", "place_at_names", "inverse_entries", "adjective_pp_entries", "role_in_entries",
           "description_names", "subject_verb_names", "joined_names", "group_names", "given_to_entries",
           "group_member_entries", "value_noun", "participle_list"]

#: "X belongs to Y" says that X is a part or a member of Y: WordNet's belong_to.v.01 "be a part or adjunct",
#: belong.v.05 "be a member, adherent, inhabitant, etc. (of a group, organization, or place)"
_BELONGING = "belongs to"
#: a name that says the subject is a part or a member of the value ("part of", "member of sports team")
_PART_OR_MEMBER = re.compile(r"^(?:is )?(?:a )?(?:part|member) of\b", re.I)
#: a description that says the subject belongs to the value ("branch to which this … person belongs",
#: "alliance the airline belongs to"); not one that says the value belongs to the subject
_SUBJECT_BELONGS = re.compile(r"\bbelongs\b", re.I)
_VALUE_BELONGS = re.compile(r"\b(?:object|value)\s+belongs\b", re.I)
#: a WordNet gloss that defines a person as a kind of member: "a native or naturalized member of a state"
_MEMBER_GLOSS = re.compile(r"^(?:an? )?(?P<kinds>[a-z]+(?: or [a-z]+)*) member of\b")


def membership_names(names: list[str], description: str = "") -> list[str]:
    """The names a property has as a membership: "belongs to" for a property whose subject is a part or a
    member of its value, and the kinds of member WordNet defines its person noun by.

    A property is one of membership when one of its names says so ("part of", "member of political
    party"), when its description says the subject belongs to the value ("branch to which this … person
    belongs"), or when a name "M of" has a person noun M that WordNet defines as a member ("citizen of":
    citizen.n.01 "a native or naturalized member of a state or other political community"). Such a
    property is also named "belongs to" (``_BELONGING``): "Which party does X belong to?" asks for the
    party X is a member of, as "Does X belong to Y?" asks whether X is a part of Y. The kinds of member
    in M's gloss that are persons in WordNet ("native": native.n.02 "a person born in a particular place
    or country") are names "W of" too, and "W N" for each one-word noun N the property is named by
    ("native country"): a native of a state is, by the gloss, one of its citizens. Without WordNet only
    the names and the description count.

        >>> membership_names(["member of political party", "party"])
        ['belongs to']
        >>> membership_names(["military branch"], "branch to which this military unit or person belongs")
        ['belongs to']
        >>> membership_names(["has part"], "part of this subject"), membership_names(["owned by"], "the value belongs to")
        ([], [])
        >>> from verifier.bridge.wordnet import wordnet_available
        >>> membership_names(["citizen of", "country"]) if wordnet_available() else [
        ...     "belongs to", "native of", "native country"]
        ['belongs to', 'native of', 'native country']
    """
    out: list[str] = []
    member = any(_PART_OR_MEMBER.match(n.strip()) for n in names) or (
        bool(_SUBJECT_BELONGS.search(description)) and not _VALUE_BELONGS.search(description))
    kinds = _member_kinds(names)
    if member or kinds:
        out.append(_BELONGING)
    nouns = [n for n in names if " " not in n.strip() and _is_noun(n.strip().lower())]
    for kind in kinds:
        out += [f"{kind} of"] + [f"{kind} {n.strip().lower()}" for n in nouns]
    return list(dict.fromkeys(out))


def place_at_names(label: str, names: list[str]) -> list[str]:
    """"Died at", "formed at" beside "died in", "formed in", for a property whose value is a place: its
    label's head noun ("place of death", "location of formation", "residence": the noun before "of", else
    the last word) is, in its first WordNet sense, a kind of location (location.n.01). A place is where
    something happened "in" or "at" alike ("Did X die at Y?"); the names a verb's participle with "in"
    ("died in", "formed in", "lived in") are the ones so doubled. ``[]`` without WordNet, and for a value
    that is no place ("country of citizenship": state.n.04 is a political unit; "member of": no place).

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> place_at_names("place of death", ["died in", "death place"]) if wordnet_available() else ["died at"]
        ['died at']
        >>> place_at_names("member of", ["member of", "joined in"])
        []
    """
    from .autolex import _is_verb_form, _verb_base
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    words = label.strip().lower().split()
    head = words[words.index("of") - 1] if "of" in words[1:] else words[-1] if words else ""
    senses = load_wordnet().synsets(head, "n")
    location = load_wordnet().synset("location.n.01")
    if not senses or not any(location in path for path in senses[0].hypernym_paths()):
        return []
    out = []
    for name in names:
        w = name.strip().lower().split()
        if len(w) == 2 and w[1] == "in" and _is_verb_form(w[0]) and _verb_base(w[0]) not in ("be", "have", "do"):
            out.append(f"{w[0]} at")
    return out


def _is_noun(word: str) -> bool:
    from .wordnet import load_wordnet, wordnet_available

    return wordnet_available() and bool(load_wordnet().synsets(word, "n"))


def _member_kinds(names: list[str]) -> list[str]:
    """The kinds of member a name "M of" is defined by, where M's first WordNet sense is glossed "a K or K'
    member of …" (citizen: "a native or naturalized member of a state"): those K that are persons in
    WordNet ("native"; "naturalized" is no noun). ``[]`` when no name is so defined or without WordNet."""
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    person = wn.synset("person.n.01")
    found: list[str] = []
    for name in names:
        words = name.strip().lower().split()
        if len(words) != 2 or words[1] != "of":
            continue
        senses = wn.synsets(words[0], "n")
        m = _MEMBER_GLOSS.match(senses[0].definition()) if senses else None
        if m is None:
            continue
        for kind in m.group("kinds").split(" or "):
            if any(person in {h for path in s.hypernym_paths() for h in path} for s in wn.synsets(kind, "n")):
                found.append(kind)
    return list(dict.fromkeys(found))


#: a description that names the property's inverse: "inverse of P710 or P1923", "inverse property of "has
#: part" (P527 …)", "opposite of parent org./unit (P749)": the ids after it (before a "see also")
_INVERSE_OF = re.compile(r"\b(?:inverse|opposite)(?: property)? of\b(?P<rest>[^;]*)", re.I)


def inverse_entries(entries: list, descriptions: dict[str, str]) -> list:
    """Each property's entries read backwards for the properties its description names as its inverse, and
    the other way round: ``wdt:P1344`` "participant in" says it is the "inverse of P710 or P1923", so "X
    participated in Y" (P1344's alias) is ``wdt:P710(Y, X)`` as much as ``wdt:P1344(X, Y)``, and the query
    that asks for the events whose participant X is says what the question says. Only the properties in
    ``descriptions`` (compact ``wdt:`` ids → description) count; the copies swap what the subject and the
    object of each argument map to and keep no domain or range (those of the inverse are the other way).

        >>> from verifier.bridge.autolex import entry_for_property
        >>> e = entry_for_property("wdt:P1344", "participated in", "wikidata", 0.5)
        >>> [(c.reference, [a.maps_to for a in c.args]) for c in inverse_entries(
        ...     [e], {"wdt:P1344": "inverse of P710", "wdt:P710": "participant of the event"})]
        [('wdt:P710', ['object', 'subject'])]
    """
    pairs: set[tuple[str, str]] = set()
    for prop, text in descriptions.items():
        m = _INVERSE_OF.search(text or "")
        for other in re.findall(r"\bP\d+\b", re.split(r"\bsee also\b", m.group("rest"))[0]) if m else ():
            if f"wdt:{other}" in descriptions and f"wdt:{other}" != prop:
                pairs |= {(prop, f"wdt:{other}"), (f"wdt:{other}", prop)}
    swap = {"subject": "object", "object": "subject"}
    out = []
    for e in entries:
        if e.value is not None or not any(a.maps_to in swap for a in e.args):
            continue
        for prop, other in sorted(pairs):
            if e.reference == prop:
                out.append(replace(e, id=f"{e.id}#inverse-{other.split(':')[1]}", reference=other, domain=None,
                                   range=None, args=tuple(replace(a, maps_to=swap.get(a.maps_to, a.maps_to))
                                                          for a in e.args)))
    return out


def adjective_pp_entries(names: dict[str, list[str]], confidence: float) -> list:
    """A property named "ADJECTIVE PREP" ("adjacent to", "similar to") is that adjective with its
    preposition, said of the subject: "X is adjacent to Y" is ``wdt:P47(X, Y)``. The question reads the
    adjective on an event with the preposition on it, as it reads a verb with its preposition ("located
    in"), so the entry has the verb's frame (``IntransitivePPFrame``) with the adjective's part of speech;
    autolex, which knows no adjectives, reads the name as a noun "adjacent to" no question says. The
    word must be an adjective of WordNet and neither a noun nor a verb ("border with" is no adjective).

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [(e.lemma, e.pos, e.frame, e.args[-1].marker) for e in adjective_pp_entries(
        ...     {"wdt:P47": ["adjacent to", "border with"]}, 0.5)] if wordnet_available() else [
        ...     ("adjacent", "adjective", "IntransitivePPFrame", "to")]
        [('adjacent', 'adjective', 'IntransitivePPFrame', 'to')]
    """
    from .autolex import _PREPOSITIONS, SynArg, _morphy
    from .lexicon import LexicalEntry
    from .wordnet import wordnet_available

    if not wordnet_available():
        return []
    out: list = []
    for name, labels in names.items():
        for label in labels:
            words = label.lower().split()
            if len(words) != 2 or words[1] not in _PREPOSITIONS or not _morphy(words[0], "a") \
                    or _morphy(words[0], "n") or _morphy(words[0], "v"):
                continue
            args = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", words[1]))
            out.append(LexicalEntry(f"auto:{name}#adjective-{words[0]}-{words[1]}", words[0], "adjective",
                                    "IntransitivePPFrame", reference=name, forms=(words[0],), args=args, curated=False,
                                    confidence=confidence, source="wikidata"))
    return out


#: a verb sense WordNet glosses as being a role in something: star.v.02 "be the star in a performance"
_ROLE_IN_GLOSS = re.compile(r"^be (?:the|a|an) (?P<role>[a-z]+) in\b")


def role_in_entries(names: dict[str, list[str]], confidence: float) -> list:
    """"X stars in F" for a property named by the gerund "starring" ("F starring X", ``wdt:P161(F, X)``):
    where a sense of the gerund's verb is glossed by WordNet as being a role in something (star.v.02 "be
    the star in a performance"), the one who has the role is the verb's subject and the work its "in", so
    the verb with "in" reads the property backwards (the property's value is the verb's subject). Only a
    one-word "-ing" name counts (the gerund that names the property's value by its role); ``[]`` without
    WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [(e.lemma, e.frame, [(a.maps_to, a.marker) for a in e.args]) for e in role_in_entries(
        ...     {"wdt:P161": ["cast member", "starring"]}, 0.5)] if wordnet_available() else [
        ...     ("star", "IntransitivePPFrame", [("object", ""), ("subject", "in")])]
        [('star', 'IntransitivePPFrame', [('object', ''), ('subject', 'in')])]
    """
    from .autolex import SynArg, _morphy
    from .lexicon import LexicalEntry
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    out: list = []
    for name, labels in names.items():
        for label in labels:
            words = label.strip().lower().split()
            if len(words) != 1 or not words[0].endswith("ing"):
                continue
            base = _morphy(words[0], "v")
            if not base or base == words[0] or not any(_ROLE_IN_GLOSS.match(s.definition()) for s in wn.synsets(base, "v")):
                continue
            args = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", "in"))
            out.append(LexicalEntry(f"auto:{name}#role-in-{base}", base, "verb", "IntransitivePPFrame", reference=name,
                                    forms=(base,), args=args, curated=False, confidence=confidence, source="wikidata"))
    return out


#: a description that says what the subject is, as a participle with its preposition: "is involved in the
#: biological process" (the subject is involved in the value)
_IS_PARTICIPLE = re.compile(r"^is (?P<verb>[a-z]+) (?P<prep>[a-z]+)\b")


def description_names(description: str) -> list[str]:
    """The name a property's description gives it where its label does not: the description of ``wdt:P682``
    "biological process" is "is involved in the biological process", a participle with its preposition
    said of the subject, so the property is also named "involved in" ("Which process is X involved in?",
    ``wdt:P682(X, ?x)``). The participle must be a verb form WordNet knows ("is located in", not "is part
    of") and the preposition one autolex reads; ``[]`` for other descriptions and without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> description_names("is involved in the biological process") if wordnet_available() else ["involved in"]
        ['involved in']
        >>> description_names("is part of the series"), description_names("the gene that encodes some gene product")
        ([], [])
    """
    from .autolex import _PREPOSITIONS, _is_verb_form

    m = _IS_PARTICIPLE.match(" ".join(description.strip().lower().split()))
    if m is None or m.group("prep") not in _PREPOSITIONS or not _is_verb_form(m.group("verb")):
        return []
    return [f"{m.group('verb')} {m.group('prep')}"]


#: a description that says what its subject does to or with the value: "sport that the subject participates or
#: participated in", "teams that the subject represents or represented" (a verb in the present, a tense of it
#: after "or", then a preposition or none). Descriptions name the subject by a general noun as often as by
#: "the subject" ("academic degree that the person holds", "pet that a person owns", "countries that this item
#: borders"): the noun stands for whatever the property is said of, as "the subject" does
_SUBJECT_DOES = re.compile(r"(?:\b(?P<front>[a-z]+) )?\b(?:that|which) (?:the|this|a) (?:subject|person|item|work) "
                           r"(?P<verb>[a-z]+s)(?: or [a-z]+)?(?: (?P<prep>[a-z]+))?\b")
#: the same clause with no "that"/"which", right after the head noun that opens the description ("country a person
#: or a team represents when playing a sport"); its subject may be two nouns ("a person or a team")
_SUBJECT_DOES_BARE = re.compile(r"^(?P<head>[a-z]+(?: [a-z]+){0,2}) (?P<front>)(?:the|this|a) (?:subject|person|item|work)"
                                r"(?: or (?:an? |the )?[a-z]+)? (?P<verb>[a-z]+s)(?: or [a-z]+)?(?: (?P<prep>[a-z]+))?\b")
#: heads a bare clause's gap may stand for an adverb of ("date the item enters …" is *when* it does): times,
#: quantities and places (a first WordNet sense under one of these), whose clause names no relation to the value
_ADVERBIAL_HEADS = frozenset({"measure.n.02", "time_period.n.01", "time.n.05", "location.n.01"})
#: the verbs that say nothing of their own in such a clause ("of which the subject is a part", "on which the subject
#: was born"): the noun after them names the relation, as the label does
_AUXILIARIES = frozenset({"is", "was", "has", "does"})
#: what may follow the clause's verb when the value is the verb's own object: nothing, a preposition, or another
#: clause; a determiner starts the verb's own object ("audio which this work uses a raw excerpt of": what is
#: used is the excerpt, the value only what it is an excerpt of), and then the verb names no relation to the value
_OWN_OBJECT = frozenset({"a", "an", "the", "its", "their", "his", "her"})
#: a description whose value is a count of things ("the number of parts that a work comprises"): the verb relates
#: the subject to the things counted, not to the number
_COUNT_HEAD = re.compile(r"^(?:the )?(?:number|count|amount|quantity) of\b")


def subject_verb_names(description: str, bare: bool = False) -> list[str]:
    """The name a property's description gives it by saying what the subject does with the value: "sport that
    the subject participates or participated in or is associated with" (``wdt:P641``) names the property
    "participates in" ("What did X participate in?", ``wdt:P641(X, ?x)``), "sports teams that the subject
    represents" names it "represents". The description is the KG's account of the relation, as a label is: the
    verb said of the subject, with its preposition where autolex reads one (none before an infinitive: "the
    subject uses to move" is "uses"). The verb must be a verb form WordNet knows; ``[]`` for other
    descriptions and without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> subject_verb_names("sport that the subject participates or participated in") if wordnet_available(
        ...     ) else ["participates in"]
        ['participates in']
        >>> subject_verb_names("teams that the subject represents or represented") if wordnet_available(
        ...     ) else ["represents"]
        ['represents']
        >>> subject_verb_names("club to which the subject belongs") if wordnet_available() else ["belongs to"]
        ['belongs to']
        >>> subject_verb_names("country a person or a team represents when playing", bare=True) if wordnet_available(
        ...     ) else ["represents"]
        ['represents']
        >>> subject_verb_names("date the item enters the domain", True), subject_verb_names("sum of gifts a person gets", True)
        ([], [])
        >>> subject_verb_names("object of which the subject is a part"), subject_verb_names("the gene that encodes it")
        ([], [])

    With ``bare``, the clause without "that" or "which" right after the head noun that opens the description
    (:data:`_SUBJECT_DOES_BARE`: "country a person or a team represents when playing a sport"), and only it: a
    reading English allows but does not mark, which the builder offers as a hint (``wikidata.hint_entries``).

    The subject may be named by a general noun instead ("academic degree that the person holds" is "holds",
    "pet that a person owns" is "owns", "countries that this item borders" is "borders"), never where the
    verb has an object of its own ("audio which this work uses a raw excerpt of") or the value is a count
    ("the number of parts that a work comprises"): there the verb does not relate the subject to the value.
    """
    from .autolex import _PREPOSITIONS, _is_verb_form

    first = re.split(r"(?<=[.;])\s", " ".join(description.strip().lower().split()), maxsplit=1)[0]
    m = _bare_clause(first) if bare else _SUBJECT_DOES.search(first)
    if m is None or m.group("verb") in _AUXILIARIES or not _is_verb_form(m.group("verb")):
        return []
    if m.group("prep") in _OWN_OBJECT or _COUNT_HEAD.match(first):
        return []
    prep = m.group("prep") if m.group("prep") in _PREPOSITIONS and m.group("prep") != "to" else ""
    if not prep and m.group("front") in _PREPOSITIONS:  # the preposition before the relative ("to which … belongs")
        prep = m.group("front")
    return [f"{m.group('verb')} {prep}".strip()]


def _bare_clause(first: str):
    """:data:`_SUBJECT_DOES_BARE`'s match in a description's first sentence, where the head before the clause is
    a noun phrase (no preposition in it: "sum of donations an organization receives" is a count of what is
    received) whose last noun's first WordNet sense is no time, quantity or place (:data:`_ADVERBIAL_HEADS`);
    else None, and None without WordNet."""
    from .autolex import _PREPOSITIONS
    from .wordnet import load_wordnet, wordnet_available

    m = _SUBJECT_DOES_BARE.match(first)
    if m is None or not wordnet_available() or set(m.group("head").split()) & _PREPOSITIONS:
        return None
    senses = load_wordnet().synsets(m.group("head").split()[-1], "n")
    if not senses or any(_ADVERBIAL_HEADS & {h.name() for h in path} for path in senses[0].hypernym_paths()):
        return None
    return m


#: the state that joining a group leaves one in, as WordNet glosses the participle's adjective: affiliated.s.01
#: "being joined in close association", organized.s.01 (unionized) "being a member of or formed into a labor union"
_JOINED_GLOSS = re.compile(r"^being (?:joined|a member)\b")


def joined_names(description: str, names: list[str] = ()) -> list[str]:
    """"Affiliated to", "affiliated with" for a property whose description says its subject belongs to its
    value ("branch to which this military unit or person belongs"): WordNet's verbs of joining a group (the
    hyponyms of join.v.01 "become a member of a group or organization": affiliate.v.02 "join in an
    affiliation") say, in their participle, that the subject has joined the value and so belongs to it,
    where WordNet has the participle as an adjective of that state (affiliated.s.01 "being joined in close
    association"). "Which branch is X affiliated to?" asks for the branch X belongs to. A property named a
    membership ("member of", "member of political party": :data:`_PART_OR_MEMBER`) is not so named: those
    are the KG's general memberships, and "affiliated" read as each of them beside the property only its
    description makes one would take a query asking the general one ("member of", typed as branches) for
    the branch the KG keeps apart. One-word verbs only; ``[]`` without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> joined_names("branch to which this military unit or person belongs") if wordnet_available() else [
        ...     "affiliated to", "affiliated with", "unionized to", "unionized with"]
        ['affiliated to', 'affiliated with', 'unionized to', 'unionized with']
        >>> joined_names("club to which the subject belongs", ["member of"]), joined_names("the value belongs to")
        ([], [])
    """
    from .wordnet import load_wordnet, wordnet_available

    if not _SUBJECT_BELONGS.search(description) or _VALUE_BELONGS.search(description) or not wordnet_available() \
            or any(_PART_OR_MEMBER.match(n.strip()) for n in names):
        return []
    wn = load_wordnet()
    out: list[str] = []
    for verb in sorted(wn.synset("join.v.01").hyponyms(), key=lambda s: s.name()):
        word = verb.lemmas()[0].name()  # the verb the sense is filed under ("unionize", not "organize")
        if "_" in word:
            continue
        part = word + "d" if word.endswith("e") else word + "ed"
        if any(_JOINED_GLOSS.match(s.definition()) for s in wn.synsets(part, "a")):
            out += [f"{part} to", f"{part} with"]
    return list(dict.fromkeys(out))


def group_names(names: list[str]) -> list[str]:
    """"Belongs to" for a property named "V-ed in N" where N is a group in WordNet (its first sense below
    group.n.01): ``wdt:P703`` "found in taxon" (taxonomic_group.n.01 "animal or plant group having natural
    relations") says its subject is found in a group, and a thing in a group belongs to it (belong.v.05 "be
    a member, adherent, inhabitant, etc. (of a group, organization, or place)"): "Which taxon does X belong
    to?". The participle must be a verb's past one ("found"), the name three words; ``[]`` without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> group_names(["found in taxon", "found in species"]) if wordnet_available() else ["belongs to"]
        ['belongs to']
        >>> group_names(["located in time zone", "found in"])
        []
    """
    from .wikidata import _participle_phrase
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    group = wn.synset("group.n.01")
    for name in names:
        words = name.strip().lower().split()
        if len(words) != 3 or words[1] != "in" or not _participle_phrase(words[:2]):
            continue
        senses = wn.synsets(words[2], "n")
        if senses and any(group in path for path in senses[0].hypernym_paths()):
            return [_BELONGING]
    return []


def given_to_entries(names: dict[str, list[str]], confidence: float) -> list:
    """"Y was awarded to X" for a property named "N received" whose noun N is also a verb of giving:
    ``wdt:P166`` "award received" is what its subject received, and WordNet's award.v.01 ("give,
    especially as an honor or reward") is below give.v.03 "transfer possession of something concrete or
    abstract to somebody", so what X received as an award was awarded to X: the verb N with "to", the
    property's value the verb's subject (the thing given, the subject of the passive) and its subject the
    one it is given to. The participle must be of a verb of getting (its first sense below get.v.01 "come
    into the possession of something": receive.v.01); ``[]`` without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [(e.lemma, e.frame, [(a.maps_to, a.marker) for a in e.args]) for e in given_to_entries(
        ...     {"wdt:P166": ["award received", "prize received"]}, 0.5)] if wordnet_available() else [
        ...     ("award", "IntransitivePPFrame", [("object", ""), ("subject", "to")])]
        [('award', 'IntransitivePPFrame', [('object', ''), ('subject', 'to')])]
    """
    from .autolex import SynArg, _morphy
    from .lexicon import LexicalEntry
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    get, give = wn.synset("get.v.01"), wn.synset("give.v.03")
    out: list = []
    for name, labels in names.items():
        for label in labels:
            words = label.strip().lower().split()
            if len(words) != 2 or _morphy(words[0], "v") != words[0]:
                continue
            base = _morphy(words[1], "v")
            senses = wn.synsets(base, "v") if base and base != words[1] else []
            if not senses or not any(get in path for path in senses[0].hypernym_paths()):
                continue
            if not any(give in path for s in wn.synsets(words[0], "v") for path in s.hypernym_paths()):
                continue
            args = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", "to"))
            out.append(LexicalEntry(f"auto:{name}#given-to-{words[0]}", words[0], "verb", "IntransitivePPFrame",
                                    reference=name, forms=(words[0],), args=args, curated=False,
                                    confidence=confidence, source="wikidata"))
    return list({e.id: e for e in out}.values())


#: WordNet's verb frame "Somebody ----s somebody": the verb acts on a person
_ON_SOMEBODY = 9


def group_member_entries(names: dict[str, list[str]], confidence: float) -> list:
    """"X was cast in F" for a property named "N member" whose N is a group that a verb of the same word
    puts people in: ``wdt:P161`` "cast member" (cast.n.01 "the actors in a play", a group in WordNet) has
    the verb cast.v.03 "select to play, sing, or dance a part in a play, movie, …", derivationally related
    to the noun and acting on somebody (its frame "Somebody ----s somebody"), so a member of F's cast is
    one cast in F: the verb with "in", the property's value (the member) the verb's subject (the passive's
    subject) and its subject the whole. A verb whose frame has no person as its object ("crew": crew.v.01
    "serve as a crew member on", "Somebody ----s something") says the member does it and is not read.
    (WordNet's morphology takes the regular "casted" that questions write to "cast" as well.) ``[]``
    without WordNet.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> [(e.lemma, e.forms, [(a.maps_to, a.marker) for a in e.args]) for e in group_member_entries(
        ...     {"wdt:P161": ["cast member"], "wdt:P1029": ["crew member"]}, 0.5)] if wordnet_available() else [
        ...     ("cast", ("cast",), [("object", ""), ("subject", "in")])]
        [('cast', ('cast',), [('object', ''), ('subject', 'in')])]
    """
    from .autolex import SynArg
    from .lexicon import LexicalEntry
    from .wordnet import load_wordnet, wordnet_available

    if not wordnet_available():
        return []
    wn = load_wordnet()
    group = wn.synset("group.n.01")
    out: dict[str, LexicalEntry] = {}
    for name, labels in names.items():
        for label in labels:
            words = label.strip().lower().split()
            if len(words) != 2 or words[1] != "member":
                continue
            senses = wn.synsets(words[0], "n")
            if not senses or not any(group in path for path in senses[0].hypernym_paths()):
                continue
            verbs = [d.synset() for lemma in senses[0].lemmas() if lemma.name() == words[0]
                     for d in lemma.derivationally_related_forms() if d.synset().pos() == "v"]
            if not any(_ON_SOMEBODY in v.frame_ids() for v in verbs):
                continue
            args = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", "in"))
            e = LexicalEntry(f"auto:{name}#member-{words[0]}-in", words[0], "verb", "IntransitivePPFrame",
                             reference=name, forms=(words[0],), args=args, curated=False, confidence=confidence,
                             source="wikidata")
            out[e.id] = e
    return list(out.values())


def value_noun(label: str) -> str | None:
    """The head noun of a property label that is a bare noun phrase, naming the property's values: the
    last word before an "of" ("original language of film" → "language") or of the whole label ("work
    location" → "location", "genre"); None for a label with another preposition or a verb's form ("found in
    taxon", "present in work", "published in"), which names a relation rather than its value.

        >>> value_noun("work location"), value_noun("language of work"), value_noun("found in taxon")
        ('location', 'language', None)
    """
    from .autolex import _PREPOSITIONS, _is_verb_form

    words = label.strip().lower().split()
    if not words or words[0] in ("has", "have") or any(_is_verb_form(w) for w in words):
        return None
    head = words[:words.index("of")] if "of" in words else words
    if not head or any(w in _PREPOSITIONS for w in words if w != "of"):
        return None
    return head[-1]


#: "NOUN V-ed, V-ed or V-ed": a noun and the participles that list what is done with it
_PARTICIPLE_LIST = re.compile(r"^(?P<noun>[a-z]+) (?P<parts>[a-z]+(?:, [a-z]+)*,? (?:or|and) [a-z]+)$")


def participle_list(label: str) -> list[str]:
    """The names "NOUN PARTICIPLE" a label listing participles of one noun joins: "languages spoken, written
    or signed" is "languages spoken", "languages written" and "languages signed" (what the subject speaks,
    writes or signs); [] for any other label. Only past participles (a verb's form other than its base, no
    "-ing" or "-s"): "works cited and quoted" lists two, "colour red or blue" none.

        >>> from verifier.bridge.wordnet import wordnet_available
        >>> participle_list("songs sung, played or recorded") if wordnet_available() else [
        ...     "songs sung", "songs played", "songs recorded"]
        ['songs sung', 'songs played', 'songs recorded']
        >>> participle_list("place of birth")
        []
    """
    from .autolex import inflected_verb_base as _inflected

    m = _PARTICIPLE_LIST.match(label.strip().lower())
    if m is None:
        return []
    parts = [p for p in re.split(r",? (?:or|and) |, ", m.group("parts")) if p]
    if len(parts) < 2 or any(p.endswith(("s", "ing")) or _inflected(p) is None for p in parts):
        return []
    return [f"{m.group('noun')} {p}" for p in parts]
