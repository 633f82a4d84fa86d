"""What every reading builds and reads: an :class:`Option`, the ERG predicate it interprets, and the
small tests on KG names that readings share.

An *option* is one way to interpret one question predicate (or several atoms at once): a tuple of
bridging axioms and a weight. The bridge gathers, per predicate, its options best first, and an axiom
set takes one option per predicate (:mod:`verifier.bridge.choose`).

>>> parse_erg_predicate("_mass_n_of")
ErgPredicate(pred='_mass_n_of', lemma='mass', pos='n', sense='of')
>>> _looks_like_property("dbo:birthPlace"), _looks_like_class("dbo:City")
(True, True)
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from typing import Any, Sequence

from .._data import grammar_file
from ..kg.profile import label_predicates, subclass_predicates, type_predicates, typed_answer_namespaces
from ..logic import Const, Var
from ..question.predicates import parts as erg_parts
from .lexicon import LexicalEntry
from .model import Axiom
from .names import name_key
from .weights import QUERY_AFFINITY

__all__ = ["ErgPredicate", "LITERAL_PREDS", "NAME_PREDS", "Option", "compound_key", "parse_erg_predicate", "query_typings", "relational_entries", "typed_answer_typings", "word_key"]


#: predicates whose CARG names an individual
NAME_PREDS = ("named", "named_n")


#: CARG predicates whose value is a typed literal: predicate → datatype
LITERAL_PREDS = {"yofc": "xsd:gYear", "calendar_date": "xsd:date"}


_PAREN = re.compile(r"\s*\([^()]*\)\s*$")


_DBR = "http://dbpedia.org/resource/"


_UNKNOWN = re.compile(r"^_(?P<lemma>[^/]+)/(?P<tag>[A-Za-z]+)_u_unknown$")


_TAG_POS = {"NN": "n", "VB": "v", "JJ": "a", "RB": "a"}


#: the parts of speech of the ERG's surface predicates the bridge reads
_ERG_POS = frozenset("nvajprcqx")


@dataclass(frozen=True)
class ErgPredicate:
    """The parts of an ERG surface predicate: ``_mass_n_of`` → lemma ``mass``, pos ``n``, sense ``of``."""

    pred: str
    lemma: str
    pos: str
    sense: str = ""


@functools.lru_cache(maxsize=1 << 16)
def parse_erg_predicate(pred: str) -> ErgPredicate | None:
    """Split a surface predicate; None for abstract ones (``named``, ``compound``, ``thing``).

    Unknown-word predicates (``_timezone/NN_u_unknown``) get the part of speech of their tag. The parts
    are ``delphin.predicate``'s (:mod:`verifier.question.predicates`, the one reader of the notation),
    so an old-style ``_rel`` suffix is no sense (``_dog_n_rel`` is the noun "dog" with no sense).
    """
    u = _UNKNOWN.match(pred)
    if u:
        pos = _TAG_POS.get(u.group("tag")[:2].upper(), "n")
        return ErgPredicate(pred, u.group("lemma").replace("+", " "), pos, "unknown")
    got = erg_parts(pred)
    if got is None or got[1] not in _ERG_POS:
        return None
    lemma = got[0].replace("+", " ")
    lemma = re.sub(r"/\w+$", "", lemma)  # unknown-word predicates: _benzol/nn_u_unknown
    return ErgPredicate(pred, lemma, got[1], got[2] or "")


def nouns_by_variable(formula_atoms) -> dict:
    """Variable → the reading's noun atoms on it (an ERG noun whose first argument is that variable), in order:
    the index the "N of Y" and "What N did S V?" shapes look their nouns up in."""
    nouns: dict = {}
    for a in formula_atoms:
        erg = parse_erg_predicate(a.pred)
        if erg is not None and erg.pos == "n" and a.args and isinstance(a.args[0], Var):
            nouns.setdefault(a.args[0], []).append(a)
    return nouns


@dataclass(frozen=True)
class Option:
    """One way to interpret one predicate (or a predicate with the preposition it takes)."""

    key: tuple
    axioms: tuple[Axiom, ...]
    weight: float
    covers: frozenset = frozenset()
    #: the lexicon entry it came from (its domain and range give typing axioms)
    entry: LexicalEntry | None = None
    #: further entries that give the very same axioms (they differ only in their domain or range):
    #: the typing picks among all of them the one whose class is in play
    alternatives: tuple[LexicalEntry, ...] = ()

    def entries(self) -> tuple[LexicalEntry, ...]:
        return ((self.entry,) if self.entry is not None else ()) + self.alternatives


def compound_key(nc, text: str) -> tuple:
    """The options key of a compound's readings: its words and its two predicates. The words alone would
    not tell apart two copies of one compound that a reading keeps apart: in "more sports teams and
    tournaments than X" each count holds its own "sports teams", and the reading that gives each occurrence
    its own predicate (:mod:`.repeated`) has ``_team_n_of-occ1`` with ``_sport_n_1-occ2`` in one count and
    ``_team_n_of-occ2`` with ``_sport_n_1-occ3`` in the other; keyed by ``("compound", "sports teams")``
    the second's options replaced the first's, whose atoms were left with no reading. Copies with the same
    predicates (twins, "the band member of X and band member of Y") still share one key and one ∀-axiom. Every reader of a compound keys its options so (the compound readers
    and the presupposed apposition of :mod:`.readings.roles`): the orchestration lists them under one key,
    and drops an apposition's option by its own key."""
    return ("compound", text, nc.head.pred, nc.mod.pred)


def _is_event(t) -> bool:
    return isinstance(t, Var) and t.name[:1] == "e"


def _kg_terms(*names: str | None) -> tuple[str, ...]:
    return tuple(n for n in dict.fromkeys(names) if n)


def _const(name: str) -> Const:
    """A restriction value: an IRI (compact or bracketed) or a literal."""
    if name.startswith("<") or re.match(r"^[A-Za-z][\w\-]*:", name):
        return Const(name)
    return Const(name, kind="literal")


@functools.lru_cache(maxsize=1)
def _typing_properties() -> frozenset[str]:
    """Vocabulary properties that type or label things (classes and names bridge to them, words do
    not): the KG profiles' type, subclass and label predicates."""
    return frozenset(type_predicates() + subclass_predicates() + label_predicates())


def query_typings(query_atoms) -> tuple[tuple[str, str], ...]:
    """The (typing predicate, class) pairs the query's atoms state of a named class, each once, in the
    query's order: ``?x wdt:P31 wd:Q515`` gives ``("wdt:P31", "wd:Q515")``. A class the query leaves open
    (``?x a ?c``) is none.

    >>> from verifier.logic import Atom, Const, Var
    >>> query_typings([Atom("rdf:type", (Var("x"), Const("dbo:Volcano"))), Atom("dbo:elevation", (Var("x"), Var("e")))])
    (('rdf:type', 'dbo:Volcano'),)
    """
    typing = set(type_predicates())
    return tuple(dict.fromkeys((a.pred, a.args[1].name) for a in query_atoms
                               if a.pred in typing and len(a.args) == 2 and isinstance(a.args[1], Const)))



def typed_answer_typings(query_atoms) -> tuple[tuple[str, str], ...]:
    """:func:`query_typings` with a class of a KG whose questions type every answer (the profile's
    ``typed_answer_namespaces``: Wikidata's ``wd:``); none on any other KG, where a class is a real filter."""
    spaces = typed_answer_namespaces()
    return tuple(p for p in query_typings(query_atoms) if spaces and p[1].startswith(spaces))

def _looks_like_property(name: str) -> bool:
    prefix, _, local = name.partition(":")
    if prefix in ("wdt", "p", "ps", "pq", "dbp"):
        return True
    if prefix == "wd" and local.startswith("P"):
        return True
    if prefix in ("dbo", "foaf", "schema", "dct", "skos", "rdfs", "rdf") and local[:1].islower():
        return True
    return False


def _looks_like_class(name: str) -> bool:
    prefix, _, local = name.partition(":")
    return prefix in ("dbo", "yago", "schema", "foaf") and local[:1].isupper()


#: spatial roles of prepositions: where something is, where it comes from, where it goes
_SPATIAL_ROLES = {"in": "place", "at": "place", "on": "place", "inside": "place", "within": "place",
                  "from": "source", "into": "goal", "to": "goal", "onto": "goal"}


def most_general_noun(lemma: str, wordnet) -> bool:
    """Is the noun's first WordNet sense within two steps of the root of WordNet's nouns ("entity"; "object",
    "group", "relation")? Everything is an entity: such a noun says only that there is a thing, and a KG
    property named by it ("the entity of X" as ``ex:entity``) is no reading of it, though the name is the word.
    False without WordNet or for a word it does not know.

    >>> from verifier.bridge.wordnet import load_wordnet
    >>> wn = load_wordnet()
    >>> most_general_noun("entity", wn), most_general_noun("object", wn), most_general_noun("location", wn)
    (True, True, False)
    """
    if wordnet is None or not lemma:
        return False
    try:
        synsets = wordnet.synsets(lemma.replace("+", "_").replace(" ", "_"), "n")
        return bool(synsets) and min(len(p) for p in synsets[0].hypernym_paths()) <= 3
    except Exception:  # a damaged install or an odd form: nothing known of it
        return False


def _markers_agree(markers: Sequence[str], prep_pred: str) -> bool:
    """Whether an entry marked with ``markers`` may lend its property to a verb with the preposition
    predicate ``prep_pred`` (``_from_p_state``): unless every marker has a spatial role and the
    preposition has another ("died in/at" is the place of death, so "died from" is not)."""
    word = prep_pred.split("_")[1] if prep_pred.startswith("_") else prep_pred
    role = _SPATIAL_ROLES.get(word)
    roles = {_SPATIAL_ROLES.get(m.lower()) for m in markers}
    return role is None or None in roles or role in roles


def _scaled(o: Option, factor: float, old: str, new: str) -> Option:
    """The option with its weight and its axioms' weights times ``factor``, ``old`` in their source
    said as ``new``."""
    axs = tuple(replace(a, source=a.source.replace(old, new), weight=a.weight * factor) for a in o.axioms)
    return Option(o.key, axs, o.weight * factor, o.covers, o.entry, o.alternatives)


@functools.lru_cache(maxsize=1 << 16)
def word_key(text: str) -> str:
    """A noun's comparison key with a class label: no spaces, no case, the last word singular
    ("board games", "boardgames", "Board Game" → ``boardgame``); Wikicat's prefix is dropped."""
    toks = name_key(re.sub(r"^Wikicat\s*", "", text)).split()
    if not toks:
        return ""
    return "".join(toks[:-1] + [_stem_token(toks[-1])])


def _is_unexpressed(t) -> bool:
    """ERG ``i`` variables (and ``u``/``h``): arguments the sentence leaves unexpressed."""
    return isinstance(t, Var) and t.name[:1] in ("i", "u")


def _stem_token(word: str) -> str:
    """A plural's singular, roughly and consistently: "states"/"state" → ``state``, "cities" →
    ``city``, "churches" → ``church``, "glass" stays; and British "-isation" spelt as American
    "-ization" (DBpedia's ``dbo:Non-ProfitOrganisation`` beside a question's "nonprofit organizations":
    one word in two spellings)."""
    if word.endswith("ss") or len(word) <= 3:
        return word
    for suffix, repl in (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("xes", "x"), ("s", "")):
        if word.endswith(suffix):
            word = word[: -len(suffix)] + repl
            break
    if word.endswith("isation"):
        return word[: -len("isation")] + "ization"
    return word


@functools.lru_cache(maxsize=2)
def _number_words(kind: str) -> dict[str, str]:
    """The number words of one kind (``card``, ``ord``) of the question grammar's closed class
    (``one := card carg=1``, ``fifth := ord carg=5``): digits → word."""
    found = re.findall(rf"^(\w+) := {kind} carg=(\d+)\s*$", grammar_file("closed.lex").read_text(encoding="utf-8"), re.M)
    return {n: w for w, n in found}


def _cardinal_words() -> dict[str, str]:
    """Digits → number word, so that a label and a question may spell a number either way ("Formula
    1", "Formula One")."""
    return _number_words("card")


def _ordinal_words() -> dict[str, str]:
    """Number → ordinal word, as a KG label spells it ("5" → "fifth")."""
    return _number_words("ord")


def _kg_name_rank(lex: Sequence[Option], qterms: set, low: float) -> float:
    """The weight of a reading through a query property's KG name: ``low`` where the lexicon has no
    reading of the word or one that the query's terms fit; else level with the lexicon's readings,
    whose terms the query does not use (after QUERY_AFFINITY) and which cannot prove the query."""
    if not lex or any(all(t in qterms for a in o.axioms for t in a.kg_terms) for o in lex):
        return low
    return max(o.weight for o in lex) * QUERY_AFFINITY


def relational_entries(lexicon, texts) -> list[tuple[str, Any]]:
    """(text, entry) for each relational-noun entry of ``lexicon`` spelled by one of ``texts``, in their order: a
    NounPPFrame entry of a property, with a direction and no fixed value; the first entry of each (property,
    direction) only, so that "place of death" and "death place" give one reading of ``dbo:deathPlace``. The readings
    that look an event's aspect up by its spellings (``readings/occurred.py``, ``readings/event_aspects.py``)
    start here."""
    seen: set[tuple[str, str]] = set()
    out = []
    for text in texts:
        for e in lexicon.lookup(text, "n"):
            if e.frame != "NounPPFrame" or e.kind != "property" or not e.reference or e.value is not None \
                    or not e.direction or (e.reference, e.direction) in seen:
                continue
            seen.add((e.reference, e.direction))
            out.append((text, e))
    return out
