"""A word read as a WordNet relative — a synonym of one of its first senses or a word one of them is a
kind of — whose lexicon entries give a property *the query uses*.

Lexicons built from a KG's property labels list the words the labels and aliases use ("citizen",
"die in", "have"), and questions say the same thing with other words: "Which country is Ada a
*civilian* of?" (a civilian is a kind of citizen in WordNet), "Did Ada *expire* in Lowmere?" (one sense
of "expire" is "die"), "Which sex does Ada *possess*?" ("possess" is "have"). The ``synonyms`` reader
takes the synonyms of the word's first sense only, which keeps it from wandering; this reader goes a
little further — the synonyms of the first three senses, then their hypernyms — and pays for it by
keeping only readings whose KG terms are all the query's own: it never brings a term into the check,
it only tells which of the query's terms a loosely worded question word may stand for. It runs where
no reader before it found anything, below the synonyms.

Without a lexicon entry to go through, a relational noun may still be read as the query property that its
first sense's hypernym labels (:func:`read_hypernym_relation`: "the wife of X" as X's ``spouse``), the
open-vocabulary counterpart of the same step, for properties only; and a verb whose WordNet noun names a
group with two ends alike as the symmetric query property that names its members (:func:`read_pair_member`:
"X married Y" as ``spouse``, a spouse being a member of a marriage).

    >>> sorted(_relatives_kept([("citizen", "hypernym"), ("citizen", "synonym"), ("go", "synonym")]))
    [('citizen', 'synonym'), ('go', 'synonym')]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...logic import Const, atoms
from ..context import WordContext
from ..entries import _lexicon_options
from ..autolex import _NOUN_PP_NORMAL, _TRANSITIVE_NORMAL
from ..frames import _guessed_property_entries, _labelled
from ..labels import as_predicate, normalise
from ..lexicon import LexicalEntry, SynArg
from ..model import Axiom
from ..options import ErgPredicate, Option, _is_event, _is_unexpressed, _looks_like_property, relational_entries
from ..weights import W_BY_NAME, W_DERIVED, W_GUESSED, W_RELATED

__all__ = ["read_related", "read_hypernym_relation", "read_pair_member", "read_member_of_group"]

#: the word's senses looked at, and the most relatives tried
TOP_SENSES = 3
MAX_RELATIVES = 24


def _relatives_kept(related: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each relative once, as its closest relation (a synonym before a hypernym); never the class of an
    instance (WordNet's instance hypernyms)."""
    best: dict[str, str] = {}
    for word, relation in related:
        if relation == "instance_hypernym":
            # an individual is not its class: "the Philippines" is one country, not every country
            continue
        relation = "hypernym" if relation.endswith("hypernym") else relation
        if relation not in W_RELATED:
            continue
        if word not in best or (best[word] == "hypernym" and relation == "synonym"):
            best[word] = relation
    return list(best.items())


def _terms(ax: Axiom) -> set[str]:
    """The KG terms an axiom uses: those it declares and the constants and predicates of its formula
    that are compact IRIs (not the witnesses a template names, ``?word#wdt:P19``)."""
    out = set(ax.kg_terms)
    for a in atoms(ax.formula):
        if ":" in a.pred:
            out.add(a.pred)
        out.update(t.name for t in a.args if isinstance(t, Const) and t.kind == "iri"
                   and ":" in t.name and not t.name.startswith("?"))
    return out


def read_related(w: WordContext, res) -> list[Option]:
    """Where no reader before found anything: the lexicon readings of the word's WordNet relatives whose
    KG terms are all terms of the query."""
    if w.found or w.erg.pos not in ("n", "v", "a"):
        return []
    ranker = res._senses()
    if ranker is None:
        return []
    try:
        related = ranker.related(w.erg.lemma, w.erg.pos, top=TOP_SENSES)
    except Exception:  # a lemma WordNet does not know: no relatives
        return []
    query_terms = set(w.query.iris) | set(w.query.qterms)
    out: list[Option] = []
    for word, relation in _relatives_kept([(r.word, r.relation) for r in related])[:MAX_RELATIVES]:
        alias = ErgPredicate(w.erg.pred, word, w.erg.pos, w.erg.sense)
        found, _ = res._word_lexicon_options(w.key, alias, list(w.occurrences), w.reading, w.ctx, w.word)
        scale = W_RELATED[relation]
        for o in found:
            if not o.axioms or not all(_terms(a) <= query_terms for a in o.axioms):
                continue
            axs = tuple(Axiom(a.name, a.formula, a.template,
                              f'WordNet {relation} "{word}" of "{w.erg.lemma}", a term of the query: {a.source}',
                              a.word, a.kg_terms, a.weight * scale) for a in o.axioms)
            out.append(Option(o.key, axs, o.weight * scale, o.covers, o.entry))
    return out


def read_hypernym_relation(w: WordContext, res) -> list[Option]:
    """A relational noun with no lexicon reading at all ("the consort of X", ``_consort_n_of``) read as the
    query property labelled by what WordNet makes the noun's first sense a kind of, one step up: a consort is
    a kind of spouse, so "the consort of X" is read as X's ``spouse``, in the default NounPPFrame ("the N of
    Y" = N(Y, ·)), as a query property labelled by the word itself would be.

    The hypernym is broader than the word (a consort is one spouse among others), so the reading is offered
    only where nothing else reads the word, for a relation the query itself uses, below a synonym's reading
    (``W_RELATED["hypernym"]``), and never for a class ("volcano" is not read as "mountain": a query typing
    its answers by the broader class drops what the noun says about them). A noun used bare ("Which
    consorts …?", its argument unexpressed and no link supplying it) is not read: the relation needs its
    other end.

    Where one step reaches no query label, two steps may (:func:`_second_hypernyms`: a mayor is a
    politician, a politician a leader, so "the mayor of X" is X's ``leaderName``), one hypernym's weight
    lower again, unless a word one step up already names a relation of its own: the lexicon or the KG reads it
    as one (:func:`_names_a_relation`), or WordNet makes it a member of a group, which makes the relation (a
    spouse is one of a marriage). So "the wife of X" is never read two steps up as X's ``relative``: a spouse
    is one kind of relative, and a KG that keeps spouses apart lists them as spouses only."""
    erg, ex = w.erg, w.example
    if w.found or w.lex or erg.pos != "n" or len(ex.args) != 2 or _is_event(ex.args[0]):
        return []
    ranker = res._senses()
    if ranker is None:
        return []
    try:
        related = ranker.related(erg.lemma, "n", top=1)
    except Exception:  # a lemma WordNet does not know: no hypernyms
        return []
    first = [(r.word, r.word) for r in related if r.relation == "hypernym"]
    out = _hypernym_options(w, res, first, W_RELATED["hypernym"])
    synsets = [ranker.wordnet.synset(r.synset) for r in related if r.relation == "hypernym"]
    if out or any(_names_a_relation(res, word) for word, _ in first) or any(s.member_holonyms() for s in synsets):
        return out
    second = _second_hypernyms(synsets, {erg.lemma, *(word for word, _ in first)})
    return _hypernym_options(w, res, second, W_RELATED["hypernym"] ** 2)


def _hypernym_options(w: WordContext, res, hypernyms: list[tuple[str, str]], scale: float) -> list[Option]:
    """:func:`read_hypernym_relation`'s readings of the noun through each (hypernym, the way to it) whose
    word labels a query property, at ``scale``."""
    erg = w.erg
    bare = all(_is_unexpressed(o.args[1]) for o in w.occurrences)
    out: list[Option] = []
    for word, way in hypernyms:
        # the entries a property labelled by the hypernym would get, for the noun itself
        guessed = _guessed_property_entries(word, w.query.labels) or \
            _guessed_property_entries(word, _names_of_values(w.query.labels))
        entries = [replace(e, id=f"guess:{erg.lemma}", lemma=erg.lemma) for e in guessed]
        if not entries:
            continue
        found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, w.word, entries=entries)
        for o in found:
            if bare and not o.covers:
                continue
            axs = tuple(Axiom(a.name, a.formula, a.template,
                              f'WordNet: a “{erg.lemma}” is a kind of “{way}”, the label of query property '
                              f'{o.entry.reference} (no lexicon entry; default NounPPFrame)',
                              a.word, a.kg_terms, a.weight * scale) for a in o.axioms)
            out.append(Option(o.key, axs, o.weight * scale, o.covers, o.entry))
    return out


def _second_hypernyms(synsets: list, seen: set[str]) -> list[tuple[str, str]]:
    """(word, "first → word") for each lemma of a hypernym of ``synsets`` not in ``seen``, and not of a
    member of a group: the words two steps above a noun whose hypernyms are ``synsets`` ("politician" →
    "leader" for "mayor"). A group's member (WordNet's member holonyms: a relative is one of a kin, a spouse
    one of a marriage) names the relation that the group makes; a wider word from below it names a wider
    relation that a KG keeps apart from the narrower ones, not the same one seen from further away.

    >>> from verifier.bridge import load_wordnet
    >>> _second_hypernyms([load_wordnet().synset("politician.n.01")], {"mayor", "politician"})
    [('leader', 'politician → leader')]
    >>> _second_hypernyms([load_wordnet().synset("spouse.n.01")], {"wife", "spouse"})
    [('domestic partner', 'spouse → domestic partner'), ('significant other', 'spouse → significant other'), \
('spousal equivalent', 'spouse → spousal equivalent'), ('spouse equivalent', 'spouse → spouse equivalent')]
    """
    out: list[tuple[str, str]] = []
    for synset in synsets:
        for hyper in synset.hypernyms():
            if hyper.member_holonyms():
                continue
            for lemma in hyper.lemma_names():
                word = lemma.replace("_", " ")
                if word.lower() not in seen:
                    seen.add(word.lower())
                    out.append((word, f"{synset.lemma_names()[0].replace('_', ' ')} → {word}"))
    return out


def _names_of_values(labels: dict[str, list[str]]) -> dict[str, list[str]]:
    """The labels that end in "name", without it: a property labelled "leader name" holds its subject's
    leaders, given by name, so a noun that is a kind of leader is read by it as by a label "leader".

    >>> _names_of_values({"dbo:leaderName": ["leader name"], "dbo:birthName": ["birth name"], "dbo:area": ["area"]})
    {'dbo:leaderName': ['leader'], 'dbo:birthName': ['birth']}
    """
    out = {n: [" ".join(normalise(l).split()[:-1]) for l in labs if normalise(l).split()[-1:] == ["name"]
               and len(normalise(l).split()) > 1] for n, labs in labels.items()}
    return {n: labs for n, labs in out.items() if labs}


def _names_a_relation(res, word: str) -> bool:
    """Does the lexicon read ``word`` as a relation (a relational-noun entry of a property), or the KG label a
    property with it? Then a noun that is a kind of it has that relation, narrowed, and a wider word above
    it names another relation."""
    if relational_entries(res.lexicon, [word]):
        return True
    try:
        named = res.labels.lookup(word) if res.labels is not None else []
    except Exception:  # a label source that cannot look a text up: nothing known
        return False
    return any(_looks_like_property(n) for n in named)


#: the senses of each noun WordNet derives from a verb whose groups count
_GROUP_SENSES = 4
#: the prepositions that mark the other end of a two-sided relation ("married to", "twinned with")
_PARTNER_MARKERS = ("to", "with")


def _group_member_words(res, lemma: str) -> frozenset[str]:
    """The words for the members of the groups that the nouns WordNet derives from the verb ``lemma``
    (:meth:`~verifier.bridge.resources.Resources.derived_nouns`: what it brings about, not its agent) name
    in one of their first senses (member meronyms: "marry" → "marriage", in its sense "two people who are
    married to each other", whose members are each a "spouse", "partner", "married person", "mate",
    "better half"); {} without WordNet or for a word it lacks."""
    out: set[str] = set()
    for noun in res.derived_nouns(lemma):
        for group in res._synsets(noun.replace(" ", "_"), "n")[:_GROUP_SENSES]:
            for member in group.member_meronyms():
                out.update(normalise(n) for n in member.lemma_names())
    return frozenset(out)


def read_pair_member(w: WordContext, res) -> list[Option]:
    """A verb with no lexicon reading at all read transitively as a *symmetric* query property
    (``symmetric_properties.table``) labelled by a word for the members of the group that a noun WordNet
    derives from the verb names: "marry" gives "marriage", which WordNet also files as "two people who are
    married to each other", whose members are spouses; so "X married Y" (and "X is married", "X married",
    the other end unexpressed) is read as ``spouse(X, Y)``. The property being symmetric, the two members'
    places do not matter, which is why no other property is read so (which end of "author" the writer is,
    a group says nothing of). Only where nothing else reads the verb, at a derived word's weight below a
    guess (``W_GUESSED * W_DERIVED``); in the transitive frame, or with the other member marked by a
    preposition that marks a partner (:data:`_PARTNER_MARKERS`: "X was married to Y"), so that another
    preposition on the verb ("married in Paris") is never read as the relation."""
    erg = w.erg
    if w.found or w.lex or erg.pos != "v":
        return []
    symmetric = res.symmetric_properties()
    props = {t: labs for t, labs in w.query.labels.items() if t in symmetric}
    if not props:
        return []
    members = _group_member_words(res, erg.lemma)
    names = [t for t in props if any(_labelled(m, {t: props[t]}, _looks_like_property) for m in members)]
    if not names:
        return []
    weight = W_GUESSED * W_DERIVED
    entries = [LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "verb", "TransitiveFrame", as_predicate(name),
                            args=_TRANSITIVE_NORMAL, curated=False, confidence=weight) for name in names]
    entries += [LexicalEntry(f"guess:{erg.lemma}:{m}", erg.lemma, "verb", "IntransitivePPFrame", as_predicate(name),
                             args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", m)),
                             curated=False, confidence=weight) for name in names for m in _PARTNER_MARKERS]
    found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, w.word, entries=entries)
    return [Option(o.key, tuple(Axiom(a.name, a.formula, a.template,
                                      f'WordNet: “{erg.lemma}” makes a group whose members are each what symmetric '
                                      f'query property {o.entry.reference} names (no lexicon entry; default '
                                      f'{o.entry.frame})', a.word, a.kg_terms, a.weight) for a in o.axioms),
                   o.weight, o.covers, o.entry) for o in found]


#: a gloss that *defines* a noun as one of a group's members, from its start: "one of the persons who compose a
#: social group" ("member"), "a member of a senate"; the group's noun phrase, its last word the head. A gloss that
#: only mentions membership further on ("a fellow member of a team": a teammate is related to another member, not
#: to the team) defines no such relation
_MEMBER_GLOSSES = (re.compile(r"^one of (?:the |those )?(?:[a-z]+ )?(?:who|that|which) (?:compose|make up|constitute) "
                              r"(?:a |an |the )?((?:[a-z]+ ){0,2}[a-z]+)"),
                   re.compile(r"^(?:an? )?member of (?:a |an |the )?((?:[a-z]+ ){0,2}[a-z]+)"))


#: what a property's name must name a kind of to name a group: WordNet also files a country's states as the members
#: of the territory it occupies, but a thing whose ``dbo:country`` is X is in X, not one of X's states
_GROUP = "group.n.01"
#: the senses of a property's name looked at as a group (an alliance is first "the state of being allied", and
#: third "an organization of people (or countries) involved in a pact"), as :func:`namelinks.names_its_whole` does
_GROUP_NAME_SENSES = 3


def _first_senses(res, noun: str, n: int = 1) -> list:
    """The first ``n`` WordNet senses of ``noun`` that are kinds, not individuals (an instance of a country
    names which group, not what kind of group)."""
    return [s for s in res._synsets(noun.replace(" ", "_"), "n")[:n] if not s.instance_hypernyms()]


def _groups_of(res, lemma: str) -> frozenset:
    """The groups the first WordNet sense of the noun ``lemma`` is defined as a member of: its member holonyms
    ("senator" → *senate*), and the head of a gloss that defines it as one of the members of something, from its
    start ("member": "one of the persons who compose a social group" → the first senses of *group*)."""
    senses = _first_senses(res, lemma)
    if not senses:
        return frozenset()
    sense = senses[0]
    out = set(sense.member_holonyms())
    gloss = sense.definition().lower()
    for m in filter(None, (g.match(gloss) for g in _MEMBER_GLOSSES)):
        head = res._wordnet().morphy(m.group(1).split()[-1], "n")
        out |= set(res._synsets(head, "n")[:3]) if head else set()
    return frozenset(out)


def names_group_of(res, name: str, lemma: str) -> bool:
    """Does the whole ``name`` of a property (a WordNet noun, its first sense a kind) name a group whose members
    the noun ``lemma`` names? Either the noun is defined as a member of such a group (:func:`_groups_of`: the
    name's sense is one of them or a kind of one, "alliance" for "member", an alliance being an organization and
    so a social group), or WordNet lists as the group's members what the noun's first sense is or is above
    ("team" for "player": a team's members are each a *stringer*, "a player on a team", a kind of player). The
    name's sense must be a group (:data:`_GROUP`): a territory is none, though WordNet lists a country's states as
    members of it ("country" for "state": a city in X also has X as its country).

    >>> from verifier.bridge.resources import Resources
    >>> res = Resources()
    >>> res._wordnet() is None or [names_group_of(res, n, "member") for n in ("alliance", "party", "height", "birth place")]
    [True, True, False, False]
    >>> res._wordnet() is None or (names_group_of(res, "team", "player"), names_group_of(res, "former team", "player"))
    (True, False)
    >>> res._wordnet() is None or names_group_of(res, "country", "state")
    False
    """
    wn = res._wordnet()
    if wn is None:
        return False
    try:
        form = wn.morphy(name.replace(" ", "_"), "n")
    except Exception:  # an odd form: not a noun WordNet knows
        return False
    senses = _first_senses(res, form, _GROUP_NAME_SENSES) if form else []
    nouns = _first_senses(res, lemma)
    if not senses or not nouns:
        return False
    groups = _groups_of(res, lemma)
    try:
        kind = wn.synset(_GROUP)
    except Exception:  # a damaged install: no group known
        return False
    for group in senses:
        above = set(group.closure(lambda t: t.hypernyms()))
        if group != kind and kind not in above:
            continue  # a territory's "members" (a country's states) are its parts: "country" says where, not whose
        if group in groups or groups & above:
            return True
        if any(nouns[0] == m or nouns[0] in set(m.closure(lambda t: t.hypernyms())) for m in group.member_meronyms()):
            return True
    return False


def read_member_of_group(w: WordContext, res) -> list[Option]:
    """A relational noun with no lexicon reading at all, "the N of X", read as a query property ``P(n, X)`` whose
    whole name is a noun for the kind of group the noun's thing is a member of: X is then n's group, so n is one of
    its members. "Which airlines are members of the Coral Alliance?" as ``?a dbo:alliance :Coral_Alliance`` (WordNet:
    a member is "one of the persons who compose a social group", an alliance is an organization and so a social
    group), and "the players of the Lowtown Larks" as ``?p dbo:team :Lowtown_Larks`` (WordNet lists a team's members
    as each a stringer, "a player on a team", a kind of player).

    The property runs from the member to the group (``_NOUN_PP_NORMAL``: "n is the N of X" as ``P(n, X)``), the other
    way from a property named by the member ("band member", which :mod:`~verifier.bridge.namelinks` links); the
    reversed query (``X dbo:alliance ?a``) is not read. Only the property's whole name counts: a name with another
    word ("former team") says more than the noun, and is no reading. The noun's first sense and the name's first
    three senses only; never a noun used bare, with no possessive or compound to give its group ("the Larks'
    players" has one, "Give me all players" none). Below the lexicon's readings
    (``W_BY_NAME``), where nothing else reads the noun, and said in the explanation."""
    erg, ex = w.erg, w.example
    if w.found or w.lex or erg.pos != "n" or len(ex.args) != 2 or _is_event(ex.args[0]):
        return []
    if res._wordnet() is None:
        return []
    bare = all(_is_unexpressed(o.args[1]) for o in w.occurrences)
    names = [t for t, labs in w.query.labels.items() if _looks_like_property(t)
             and any(names_group_of(res, normalise(l), erg.lemma) for l in labs[:2] if normalise(l))]
    entries = [LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPPFrame", as_predicate(name),
                            args=_NOUN_PP_NORMAL, curated=False, confidence=W_BY_NAME) for name in names]
    if not entries:
        return []
    found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, w.word, entries=entries)
    return [Option(o.key, tuple(Axiom(a.name, a.formula, a.template,
                                      f'‘{erg.lemma}’ read as {o.entry.reference} by its name: its name is a kind '
                                      f'of group whose members WordNet calls “{erg.lemma}”, so “the {erg.lemma} of X” '
                                      f'has X as its value; the lexicon does not list it for the word',
                                      a.word, a.kg_terms, a.weight) for a in o.axioms),
                   o.weight, o.covers, o.entry) for o in found if not bare or o.covers]
