"""A relational noun carried by a support verb, and a verb idiom WordNet lists as one verb.

A relational noun carried by the support verb "have" with "as": "X has Y as (the) N" says that Y is
the N of X, whatever N is ("Does Ada have jazz as genre?", "Does Ada have Paris as the location of
death?"); "X has the N as Y" ("Does Ada have the gender as female?") says the same with the two noun
phrases swapped. With "with", the had noun names the relation itself and "with" its other end: "X has
diplomatic relations with Y" is the diplomatic relation of X being Y, as "X has Y as N" is; "over" names the
other end of a power the same way ("X has jurisdiction over Y", :data:`OTHER_END`).

The grammar reads the verb with its event and "as" on that event, the noun apart:

    _have_v_1(e, x, y) ∧ _as_p(e, n) ∧ _genre_n_1(n)

so neither "have" nor "as" has a reading of its own, and the noun's relational templates find no link
("of", the possessive) to its possessor. This reading takes the verb, the preposition and the noun phrase
on ``n`` together as the lexicon's relational noun (a NounPPFrame property entry) with ``x`` its possessor
and ``y`` its value, in the direction of the entry's frame, as "the N of X is Y" reads. The noun phrase is
the noun itself, or the noun with an adjective, a compound's modifier or an "of" phrase when the lexicon
spells the entry so ("molecular function", "family name", "location of death"); the longest such entry
is read, and nothing is read where the lexicon has no relational entry for the phrase (the words then
stay unread: absence of an entry is no evidence). The way back names the event and the noun by fixed
witnesses, as :mod:`.of_lexemes` does, which keeps the check free of ∀∃:

    (∀e x y n. _have_v_1(e, x, y) ∧ _as_p(e, n) ∧ _genre_n_1(n) → wdt:P136(x, y))
    ∧ (∀x y. wdt:P136(x, y) → _have_v_1(w, x, y) ∧ _as_p(w, v) ∧ _genre_n_1(v))

    >>> from verifier.logic import Atom, Var
    >>> e, x, y, n = Var("e1"), Var("x5"), Var("x14"), Var("x20")
    >>> found = have_as_phrases([Atom("_have_v_1", (e, x, y)), Atom("_as_p", (e, n)), Atom("_genre_n_1", (n,))])
    >>> [(p.texts, [a.pred for a in p.links], p.shape) for p in found]
    [(('genre',), ['_have_v_1', '_as_p'], 'as')]

Other light verbs carry a relational noun with "with" as "have" does (:data:`SUPPORT_VERBS`): "X shares a
border with Y" and "X has a shared border with Y" are "X has a border with Y", whether the grammar puts "with"
on the noun or on the verb's event. And a verb whose event carries a word that WordNet lists with it as one
verb is read by the entries of that verb's one-word synonyms: "X takes part in Y" (``_take_v_1(e, x, i) ∧
_part_a_1(e) ∧ _in_p_state(e, y)``; WordNet's "take_part" is "participate") as the lexicon's "participate in"
(:func:`verb_idioms`). In both, no entry means no reading.

A noun phrase of two or more words that no entry spells is looked up once more with its head noun put as a
WordNet hypernym of it: a relationship, a connection and (in one sense) an association are kinds of
relation, so "X holds a diplomatic relationship with Y" and "X has diplomatic associations with Y" read
by the entry "diplomatic relation", at a hypernym's weight (:func:`hypernym_texts`). The phrase's other
words must still be the entry's: a head noun alone is never widened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...logic import And, Atom, Const, Forall, Implies, Var, conj, substitute
from ..frames import _marker_fits
from ..model import Axiom
from ..options import NAME_PREDS, Option, _is_event, _is_unexpressed, _kg_terms, parse_erg_predicate
from ..weights import W_RELATED

__all__ = ["HavePhrase", "have_as_phrases", "have_as_options", "hypernym_texts", "SUPPORT_VERBS", "VerbIdiom", "verb_idioms", "verb_idiom_options"]

#: the support verb and the prepositions that carry its second noun phrase
_HAVE, _AS, _WITH = "_have_v_1", "_as_p", "_with_p"
_X, _Y = Var("x"), Var("y")

#: The light (support) verbs whose object noun names a relation and "with" its other end, as "have" does in
#: "X has relations with Y": the verb adds nothing but the holding of the relation ("X shares a border with
#: Y" is "X has a border with Y"). One row a verb: its ERG predicate and its past participle, which as an
#: adjective on the noun says the same again ("X has a shared border with Y").
#:
#: ==================  ============
#: ERG predicate       participle
#: ==================  ============
#: ``_have_v_1``       had
#: ``_share_v_1``      shared
#: ``_hold_v_1``       held
#: ``_maintain_v_1``   maintained
#: ``_keep_v_1``       kept
#: ``_enjoy_v_1``      enjoyed
#: ==================  ============
SUPPORT_VERBS = {"_have_v_1": "had", "_share_v_1": "shared", "_hold_v_1": "held", "_maintain_v_1": "maintained",
                 "_keep_v_1": "kept", "_enjoy_v_1": "enjoyed"}
#: the shapes' atoms for the verb ``v`` on an event ``e`` and the noun ``n`` (the haver ``x``, the value ``y``)
#: (the preposition ``w`` that names the other end in the "with" shapes: "with" or one of :data:`OTHER_END`)
_SHAPES = {"as": lambda v, e, n, w: [Atom(v, (e, _X, _Y)), Atom(_AS, (e, n))],
           "as_object": lambda v, e, n, w: [Atom(v, (e, _X, n)), Atom(_AS, (e, _Y))],
           "with": lambda v, e, n, w: [Atom(v, (_X, n)), Atom(w, (n, _Y))],
           # the event's verb with its object noun, "with" on the noun or on the event
           "with_noun": lambda v, e, n, w: [Atom(v, (e, _X, n)), Atom(w, (n, _Y))],
           "with_event": lambda v, e, n, w: [Atom(v, (e, _X, n)), Atom(w, (e, _Y))]}
#: The prepositions that name a had relation's other end as "with" does: "over", the domain of a power ("X has
#: jurisdiction over Y" is the jurisdiction of X being Y, as "X has relations with Y" is; so are "control",
#: "authority", "sovereignty over"). Not the locative ones: "X has children in Y" is no child of X being Y.
#: And "of" after "have" where it names the value in apposition, as "the city of Rome" names the city: "X has
#: the profession of teacher" (``_have_v_1(x, n) ∧ _profession_n_1(n) ∧ _of_p(n, y)``: the grammar gives the
#: noun no complement of its own) is the profession of X being the teacher, as "X has teacher as profession"
#: is. Only after "have" (:data:`_OF_VERBS`): "X held the position of mayor" is read by the property labelled
#: with the noun and the verb ("position held", :mod:`.guessed`), which a lexicon's other senses of the noun
#: alone ("position" as a location) would take from it. And only of a name: "the form of government" that
#: Russia has is no form whose value is a government.
OTHER_END = {"_with_p": "with", "_over_p": "over", "_of_p": "of"}
_OF_VERBS = frozenset({_HAVE})


@dataclass(frozen=True)
class HavePhrase:
    """The "have … as …" phrases on the noun ``noun``: the texts its noun phrase may be looked up by, longest
    first, each with the atoms of the phrase it takes (``parts``, in the order of ``texts``), and the verb's
    and the preposition's atoms of every occurrence ("Does X have A and B as N?" is distributed into two
    events on one noun: one axiom reads both)."""

    noun: Var
    texts: tuple[str, ...]
    parts: tuple[tuple[Atom, ...], ...]
    links: tuple[Atom, ...]
    #: ``as``: "X has Y as N"; ``as_object``: "X has the N as Y" (the noun the verb's object, the value the
    #: preposition's); ``with``: "X has N with Y" (the noun the relation itself: "diplomatic relations");
    #: ``with_noun``/``with_event``: the same with the verb's event, "with" on the noun or on the event
    shape: str
    #: the support verb's ERG predicate (a row of :data:`SUPPORT_VERBS` for the "with" shapes)
    verb: str = _HAVE
    #: the preposition that names the other end in the "with" shapes (a key of :data:`OTHER_END`)
    prep: str = _WITH


def _one_place(a: Atom) -> bool:
    return len(a.args) == 1 or (len(a.args) == 2 and _is_unexpressed(a.args[1]))


def _nouns(formula_atoms: Sequence[Atom]) -> dict:
    """Noun variable → its one-place noun atoms (a relational noun with its argument unexpressed counts)."""
    out: dict = {}
    for a in formula_atoms:
        erg = parse_erg_predicate(a.pred)
        if erg is not None and erg.pos == "n" and a.args and isinstance(a.args[0], Var) and _one_place(a):
            out.setdefault(a.args[0], []).append(a)
    return out


def _noun_phrase(formula_atoms: Sequence[Atom], nouns: dict, n: Var, owners: set) -> list[tuple[str, tuple[Atom, ...]]]:
    """The texts the noun phrase on ``n`` may be an entry by, longest first, each with its atoms: the head
    with one adjective ("molecular function"), one compound modifier ("family name") or one "of" noun
    ("location of death"), then the head alone; [] unless ``n`` has exactly one head noun. A possessive whose
    possessor is the haver ("X has Y as her genre") goes with every text."""
    heads = nouns.get(n, [])
    if len(heads) != 1:
        return []
    head = heads[0]
    lemma = parse_erg_predicate(head.pred).lemma
    out: list[tuple[str, tuple[Atom, ...]]] = []
    own = tuple(a for a in formula_atoms if a.pred == "poss" and len(a.args) == 2 and a.args[0] == n and a.args[1] in owners)
    for a in formula_atoms:
        if len(a.args) == 1 and a.args[0] == n and a is not head:
            erg = parse_erg_predicate(a.pred)
            if erg is not None and erg.pos == "a":
                out.append((f"{erg.lemma} {lemma}", (head, a)))
        elif a.pred in ("compound", "_of_p") and len(a.args) == 2 and a.args[0] == n and len(nouns.get(a.args[1], [])) == 1:
            mod = nouns[a.args[1]][0]
            m = parse_erg_predicate(mod.pred).lemma
            out.append((f"{m} {lemma}" if a.pred == "compound" else f"{lemma} of {m}", (head, a, mod)))
    return [(t, part + own) for t, part in out + [(lemma, (head,))]]


def have_as_phrases(formula_atoms: Sequence[Atom]) -> list[HavePhrase]:
    """Each noun that "have … as …" or "have … with …" relates two other noun phrases by (see the module),
    with its phrase's texts: the noun on "as" ("X has Y as N"), the verb's object noun ("X has the N as Y"),
    or the had noun that "with" names the other end of ("X has N with Y")."""
    atoms = list(dict.fromkeys(formula_atoms))
    nouns = _nouns(atoms)
    have = {a.args[0]: a for a in atoms if a.pred == _HAVE and len(a.args) == 3 and _is_event(a.args[0])}
    groups: dict = {}
    owners: dict = {}
    for a in atoms:
        if a.pred != _AS or len(a.args) != 2 or a.args[0] not in have or not isinstance(a.args[1], Var):
            continue
        verb = have[a.args[0]]
        _, x, obj = verb.args
        for n, value, shape in ((a.args[1], obj, "as"), (obj, a.args[1], "as_object")):
            # both may be nouns ("have the gender as female"): the lexicon's entries decide which is relational
            if n in nouns and isinstance(value, Var) and n != value and x not in (n, value):
                groups.setdefault((n, shape), []).extend((verb, a))
                owners.setdefault(n, set()).add(x)
    for verb, a, n, shape in _with_links(atoms, nouns):
        groups.setdefault((n, shape, verb.pred, a.pred), []).extend((verb, a))
        owners.setdefault(n, set()).add(verb.args[-2])
    out = []
    for (n, shape, *verb), links in groups.items():
        phrase = _noun_phrase(atoms, nouns, n, owners[n])
        if shape.startswith("with"):
            phrase = _with_participles(atoms, n, phrase)
        if phrase:
            out.append(HavePhrase(n, tuple(t for t, _ in phrase), tuple(p for _, p in phrase),
                                  tuple(dict.fromkeys(links)), shape, *verb))
    return out


def _with_links(atoms: Sequence[Atom], nouns: dict) -> list[tuple[Atom, Atom, Var, str]]:
    """Each support verb (:data:`SUPPORT_VERBS`) whose object is a noun and the "with" that names the
    relation's other end, with the noun and the shape: "X has (holds) N with Y" (``with``: the verb without its
    event), "X shares a border with Y" with "with" on the noun (``with_noun``) or on the verb's event
    (``with_event``), as the grammar attaches it. The haver is neither the noun nor the other end.

    >>> e, x, y, n = Var("e1"), Var("x3"), Var("x14"), Var("x8")
    >>> found = _with_links([Atom("_share_v_1", (e, x, n)), Atom("_with_p", (e, y))], {n: []})
    >>> [(v.pred, s) for v, _, _, s in found]
    [('_share_v_1', 'with_event')]
    """
    out = []
    verbs = [a for a in atoms if a.pred in SUPPORT_VERBS and len(a.args) in (2, 3) and a.args[-1] in nouns
             and (len(a.args) == 2 or _is_event(a.args[0]))]
    named = {a.args[0] for a in atoms if a.pred in NAME_PREDS and a.args}
    for w in atoms:
        if w.pred not in OTHER_END or len(w.args) != 2 or not isinstance(w.args[1], Var):
            continue
        for verb in verbs:
            n, x = verb.args[-1], verb.args[-2]
            if w.pred == "_of_p" and (verb.pred not in _OF_VERBS or w.args[1] not in named):
                continue
            if len(verb.args) == 2:
                shape = "with" if w.args[0] == n else ""
            else:
                shape = "with_noun" if w.args[0] == n else "with_event" if w.args[0] == verb.args[0] else ""
            if shape and x not in (n, w.args[1]):
                out.append((verb, w, n, shape))
    return out


def _with_participles(atoms: Sequence[Atom], n: Var, phrase: list) -> list:
    """The noun phrase's texts with the support verbs' participles on the noun taken out of the texts and
    into every text's atoms: "X has a shared border with Y" is "X has a border with Y" ("shared" says the
    having again), so the entry looked up is "border" and the option covers "shared"."""
    said = set(SUPPORT_VERBS.values())
    extra = tuple(a for a in atoms if len(a.args) == 1 and a.args[0] == n
                  and (erg := parse_erg_predicate(a.pred)) is not None and erg.pos == "a" and erg.lemma in said)
    return [(t, part + extra) for t, part in phrase if not set(part) & set(extra)]


def _axiom(p: HavePhrase, text: str, part: tuple[Atom, ...], e, scale: float = 1.0, via: str = "") -> Axiom:
    """The two-way reading of phrase ``p`` (noun phrase ``text``, its atoms ``part``) as entry ``e`` (its
    weight times ``scale``; ``via``: how the text came to the entry, for the source)."""
    x, y, ev, n = _X, _Y, Var("e"), Var("n")
    words = [a for a in part if a.pred != "poss"]  # a possessive is the haver's ("as her genre"): poss(n, x)
    own = sorted({t for a in words for t in a.args if isinstance(t, Var) and t != p.noun}, key=lambda v: v.name)
    fresh = {v: Var(f"z{i}") for i, v in enumerate(own)}
    w = Const(f"?have_as#{text.replace(' ', '_')}#{e.reference}")
    mine = [Atom("poss", (n, x))] if len(words) < len(part) else []

    def noun_atoms(at, wit):
        return [substitute(a, {p.noun: at, **(wit or fresh)}) for a in words] + [substitute(a, {n: at}) for a in mine]

    def on(at_event, at_noun):
        return _SHAPES[p.shape](p.verb, at_event, at_noun, p.prep)

    # the N of x is y: the value is the property's subject where the frame is normal ("the capital of X")
    prop = Atom(e.reference, (x, y)) if e.direction == "inverse" else Atom(e.reference, (y, x))
    event = (ev,) if p.shape != "with" else ()
    forward = Forall((*event, x, y, n, *fresh.values()), Implies(conj(on(ev, n) + noun_atoms(n, None)), prop))
    back = Forall((x, y), Implies(prop, conj(on(w, w) + noun_atoms(w, {v: w for v in own}))))
    verb = parse_erg_predicate(p.verb).lemma
    said = f"{verb} {text} {OTHER_END[p.prep]} …" if p.shape.startswith("with") else f"have … as {text}"
    shape = p.shape.replace("with", OTHER_END[p.prep], 1) if p.shape.startswith("with") else p.shape
    return Axiom(f"have_{shape}:{'+'.join(a.pred for a in part)}={e.reference}", And((forward, back)), "multiword",
                 source=f"{via}lexicon entry {e.id}" + (f" ({e.source})" if e.source else "") + f": “{said}”",
                 word=text, kg_terms=_kg_terms(e.reference, None), weight=e.confidence * scale)


def _relational_entries(res, text: str) -> list:
    """The lexicon's relational property entries (NounPPFrame, a direction, no value) spelled ``text``."""
    return [e for e in res.lexicon.lookup(text, "n")
            if e.frame == "NounPPFrame" and e.reference and e.kind == "property" and e.value is None and e.direction]


def hypernym_texts(text: str, head: str, wn) -> list[tuple[str, str]]:
    """``text`` with its head noun ``head`` put as each lemma of a direct WordNet hypernym of one of its
    senses, with that lemma: a relationship is a kind of relation, so "diplomatic relationship" is also
    spelled "diplomatic relation" (the modifiers stay: a lexicon entry must still spell them all).

    >>> from verifier.bridge.resources import wordnet
    >>> ("diplomatic relation", "relation") in hypernym_texts("diplomatic relationship", "relationship", wordnet())
    True
    """
    if wn is None or not head or len(text.split()) < 2:
        return []
    words = text.split()
    at = words.index(head) if head in words else -1
    if at < 0:
        return []
    out: dict[str, str] = {}
    for s in wn.synsets(head, "n"):
        for h in s.hypernyms():
            for name in h.lemma_names():
                lemma = name.replace("_", " ").lower()
                if lemma != head:
                    out.setdefault(" ".join(words[:at] + [lemma] + words[at + 1:]), lemma)
    return list(out.items())


def have_as_options(res, formula_atoms: Sequence[Atom], taken: set, wn=None) -> list[tuple[frozenset, list[Option]]]:
    """The options of each "have … as N" phrase whose noun phrase is a relational property entry of the
    lexicon (the longest text that is one), with the atoms each covers.

    A phrase of two or more words that no entry spells is also looked up with its head noun put as a
    WordNet hypernym of it (:func:`hypernym_texts`, given ``wn``): "X holds a diplomatic relationship with
    Y" by the entry "diplomatic relation", at a hypernym's lower weight (:data:`~verifier.bridge.weights.W_RELATED`). The
    modifiers keep it from wandering: the entry must spell every word of the phrase but the head."""
    out = []
    claimed = set(taken)
    for p in have_as_phrases(formula_atoms):
        for text, part in zip(p.texts, p.parts):
            covered = frozenset(part) | frozenset(p.links)
            if covered & claimed:
                continue
            found = [(e, 1.0, "") for e in _relational_entries(res, text)]
            if not found:
                head = parse_erg_predicate(part[0].pred).lemma.lower()
                found = [(e, W_RELATED["hypernym"], f"WordNet: a “{head}” is a kind of “{lemma}”; ")
                         for alt, lemma in hypernym_texts(text, head, wn) for e in _relational_entries(res, alt)]
            if not found:
                continue
            key = ("have-as", text, p.noun.name)
            claimed |= covered
            out.append((covered, [Option(key, (ax,), ax.weight, covered, e)
                                  for e, scale, via in found for ax in (_axiom(p, text, part, e, scale, via),)]))
            break
    return out


# ------------------------------------------------- a verb and its particle word that WordNet lists as one verb

@dataclass(frozen=True)
class VerbIdiom:
    """A verb whose event (or object) carries a word that WordNet lists with the verb as one verb lemma: "X takes
    part in Y" is parsed ``_take_v_1(e, x, i) ∧ _part_a_1(e) ∧ _in_p_state(e, y)``, and WordNet's verb
    "take_part" is a synonym of "participate". ``synonyms`` are that lemma's one-word synonyms (whose lexicon
    entries read the idiom), ``atoms`` the verb and its word, ``preps`` the prepositions on the event."""

    text: str
    synonyms: tuple[str, ...]
    atoms: tuple[Atom, ...]
    preps: tuple[Atom, ...]


def verb_idioms(formula_atoms: Sequence[Atom], wn) -> list[VerbIdiom]:
    """Each verb with one word on its event or one noun as its object such that WordNet has "verb_word" as a
    verb lemma with a one-word synonym, and a preposition on its event that may carry the synonym's argument.

    >>> from verifier.bridge.resources import wordnet
    >>> e, x, y, i = Var("e1"), Var("x3"), Var("x11"), Var("i8")
    >>> found = verb_idioms([Atom("_take_v_1", (e, x, i)), Atom("_part_a_1", (e,)), Atom("_in_p_state", (e, y))], wordnet())
    >>> [(v.text, v.synonyms) for v in found]
    [('take part', ('participate',))]
    """
    if wn is None:
        return []
    atoms = list(dict.fromkeys(formula_atoms))
    out = []
    for v in atoms:
        erg = parse_erg_predicate(v.pred)
        if erg is None or erg.pos != "v" or len(v.args) != 3 or not _is_event(v.args[0]):
            continue
        e, x, o = v.args
        preps = tuple(a for a in atoms if len(a.args) == 2 and a.args[0] == e and isinstance(a.args[1], Var)
                      and a.args[1] not in (x, o) and (p := parse_erg_predicate(a.pred)) is not None and p.pos == "p")
        words = [a for a in atoms if len(a.args) == 1 and a.args[0] in (e, o) and a is not v
                 and (w := parse_erg_predicate(a.pred)) is not None and w.pos in ("a", "n")]
        if not preps or len(words) != 1:
            continue
        text = f"{erg.lemma} {parse_erg_predicate(words[0].pred).lemma}".lower()
        synonyms = tuple(dict.fromkeys(n.lower() for s in wn.synsets(text.replace(" ", "_"), "v")
                                       for n in s.lemma_names() if "_" not in n))
        if synonyms:
            out.append(VerbIdiom(text, synonyms, (v, words[0]), preps))
    return out


def _idiom_axiom(p: VerbIdiom, syn: str, prep: Atom, e) -> Axiom:
    """``∀e x o y. V(e, x, o) ∧ W(e|o) ∧ P(e, y) → prop(x, y)`` and back, the verb's subject the property's subject
    where the synonym's entry is normal ("X participates in Y": wdt:P1344(X, Y))."""
    verb, word = p.atoms
    ev, o = Var("e"), Var("o")
    on = {verb.args[0]: ev, verb.args[2]: o}
    forward_atoms = [Atom(verb.pred, (ev, _X, o)), substitute(word, on), Atom(prep.pred, (ev, _Y))]
    w = Const(f"?idiom#{p.text.replace(' ', '_')}#{e.reference}")
    back_atoms = [Atom(verb.pred, (w, _X, w)), substitute(word, {verb.args[0]: w, verb.args[2]: w}), Atom(prep.pred, (w, _Y))]
    prop = Atom(e.reference, (_Y, _X)) if e.direction == "inverse" else Atom(e.reference, (_X, _Y))
    f = And((Forall((ev, _X, o, _Y), Implies(conj(forward_atoms), prop)), Forall((_X, _Y), Implies(prop, conj(back_atoms)))))
    return Axiom(f"verb_idiom:{verb.pred}+{word.pred}+{prep.pred}={e.reference}", f, "multiword",
                 source=f"WordNet: “{p.text}” is the verb “{syn}”; lexicon entry {e.id}" + (f" ({e.source})" if e.source else ""),
                 word=p.text, kg_terms=_kg_terms(e.reference, None), weight=e.confidence)


def verb_idiom_options(res, formula_atoms: Sequence[Atom], taken: set, wn) -> list[tuple[frozenset, list[Option]]]:
    """The options of each verb idiom (:func:`verb_idioms`) whose one-word synonym has a verb entry of the
    lexicon with a preposition its event carries (IntransitivePPFrame, the marker the preposition's); nothing
    where no synonym has one (the words stay unread: absence of an entry is no evidence)."""
    out = []
    claimed = set(taken)
    for p in verb_idioms(formula_atoms, wn):
        for prep in p.preps:
            covered = frozenset(p.atoms) | {prep}
            if covered & claimed:
                continue
            found = [(syn, e) for syn in p.synonyms for e in res.lexicon.lookup(syn, "v")
                     if e.frame == "IntransitivePPFrame" and e.kind == "property" and e.reference and e.value is None
                     and e.direction and _marker_fits(prep.pred, e.markers)]
            if not found:
                continue
            claimed |= covered
            key = ("verb-idiom", p.text, prep.pred, p.atoms[0].args[0].name)
            out.append((covered, [Option(key, (ax,), ax.weight, covered, e)
                                  for syn, e in found for ax in (_idiom_axiom(p, syn, prep, e),)]))
            break
    return out
