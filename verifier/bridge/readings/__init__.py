"""The bridge's readings, one room per kind, and the registry that orders them.

A *reading* interprets part of a question in the KG's terms. Each room (module) of this package holds
one kind and imports only the bridge's shared parts (``context``, ``resources``, ``options``,
``tables``, ``templates``, ``entries``, ``frames`` …) and the logic, never another room, so a new kind
of reading is one new module registered here (see ``axiom_templates/README.md``, "Adding a reading").

Each reader is registered with its ``name``, its ``order`` and its ``phase``, the walk of the
orchestration (:meth:`verifier.bridge.axioms.Bridge.options`) that calls it:

* ``"word"`` — ``read(w, res) -> list[Option]``, called for each ERG word no phrase took, in ``order``:
  ``w`` is the word's :class:`~verifier.bridge.context.WordContext` (the word, its occurrences, the
  reading's :class:`~verifier.bridge.context.ReadingContext`, the query's
  :class:`~verifier.bridge.context.QueryContext`, the word's lexicon readings and what the readers
  before found) and ``res`` the bridge's :class:`~verifier.bridge.resources.Resources`. What a reader
  returns is added after what the readers before found, or before it (``front``); a ``presupposed``
  reader's options hold only where the name they presuppose is read as a KG term (the orchestration
  drops the others). Each reader checks itself whether the word is one it reads (its part of speech,
  its arity, whether it has lexicon entries).
* ``"rereading"`` — the prover's re-readings of a ranking or a count the query stores in one property
  (:data:`STORED`).

The rooms:

* :mod:`~verifier.bridge.readings.lexical` — lexicon entries through their templates, a verb with its
  object, an adjective with its noun, a where/when adjunct;
* :mod:`~verifier.bridge.readings.entities` — a name or noun as the KG term its label names;
* :mod:`~verifier.bridge.readings.guessed` — words read through the query's own properties and classes
  by their labels, derived nouns, WordNet synonyms, kinds and relation nouns;
* :mod:`~verifier.bridge.readings.related` — a word read as a WordNet relative (a synonym of one of its first
  senses, or a hypernym) whose lexicon readings use only the query's own terms; and a relational noun with no
  lexicon reading as the query property its first sense's hypernym labels ("the wife of X" as a ``spouse``),
  and a verb as the symmetric query property naming the members of the group its noun names ("marry");
* :mod:`~verifier.bridge.readings.restated` — an adjective with no reading that restates a word of the name of
  the query property holding the noun it modifies ("tactful relations" beside "diplomatic relation");
* :mod:`~verifier.bridge.readings.named` — a query term whose own name says the word (itself, a synonym,
  a derived word, what an adjective measures) though the lexicon does not list it, below the lexicon's
  readings; and the evidence a term's own name or entries give against a word;
* :mod:`~verifier.bridge.readings.kind_classes` — on a KG whose questions type every answer, a word with no
  reading as the query's class where WordNet relates the class's label to it (a "gene" is a kind of
  "sequence"; "metabolic process" names "metabolism"; "religious organization" defines "religion");
* :mod:`~verifier.bridge.readings.glossed` — a verb with its preposition read through a query property named
  "VALUE PREP ACTIVITY" whose activity WordNet's gloss of the verb names ("play for" as "country for sport");
* :mod:`~verifier.bridge.readings.copular` — a two-place verb WordNet files with "be" as being one thing with
  another ("represent", "constitute", "equal") read as the copula;
* :mod:`~verifier.bridge.readings.reciprocal` — a verb the lexicon reads only as two-way relations, read as a query
  property another reading gives it turned round as well ("border" as ``dbo:border`` from either end);
* :mod:`~verifier.bridge.readings.categories` — a noun phrase read as the KG category whose name it is
  (from one of its words, or from a capitalised word the grammar parsed as a name);
* :mod:`~verifier.bridge.readings.tabled` — readings a table gives (pertainyms, members, doctrines,
  states, kinship);
* :mod:`~verifier.bridge.readings.roles` — appositions, role nouns and verbs done in a role ("appear as");
* :mod:`~verifier.bridge.readings.comparison` — measures, orders, comparisons and vague verbs;
* :mod:`~verifier.bridge.readings.compounds`, :mod:`~verifier.bridge.readings.phrases`,
  :mod:`~verifier.bridge.readings.names` — several atoms read as one word or individual (the phrase
  phases of the orchestration call these by name: each has its own rule for what it takes);
* :mod:`~verifier.bridge.readings.stored` — a ranking or ordinal the query stores in one property
  ("the largest city in X" as ``largestCity``, "the first season" as ``seasonNumber 1``);
* :mod:`~verifier.bridge.readings.counted` — a count the query stores ("how many employees" as
  ``numberOfEmployees``);
* :mod:`~verifier.bridge.readings.presupposed` — a wh-phrase's class noun presupposed of the values of a named
  thing's attribute ("Which university did X attend?" with X's alma mater untyped);
* :mod:`~verifier.bridge.readings.coarse_classes` — on a KG whose questions type every answer, a noun's
  readings with the query's class above the noun (WordNet) that the KG types its things by ("Which party
  …?" typed as a political organization): a pass over every key's options, which the orchestration calls
  after the others;
* :mod:`~verifier.bridge.readings.ranged` — a class noun with no entry read as the range of a query property
  whose name ends in it ("Which cities does X flow through?" with ``dbo:city``);
* :mod:`~verifier.bridge.readings.headed` — a phrase's head noun on the answer as its class too ("Which
  cities are the sister cities of X?"), after the phrases and the words;
* :mod:`~verifier.bridge.readings.occurred` — an event noun's place or time asked through a verb of happening
  ("Where did the death of X occur?" as the lexicon's "place of death"), a phrase phase the orchestration calls
  by name;
* :mod:`~verifier.bridge.readings.supported` — a relational noun carried by the support verb "have" ("X has
  Y as N", "X has the N as Y", "X has N with Y") or another light verb with "with" ("X shares a border with
  Y"), and a verb idiom WordNet lists as one verb ("take part in" as "participate in"), phrase phases the
  orchestration calls by name.

The prover compares formulas and reads no names; it receives the stored readings through
:data:`STORED`, a :class:`~verifier.prover.compare.Rereadings`:

>>> from verifier.prover.compare import Rereadings
>>> isinstance(STORED, Rereadings) and STORED.counts_noun("dbo:numberOfEmployees", "employee")
True
>>> [r.name for r in registered("rereading")]
['superlative', 'position', 'counted']
>>> [r.name for r in registered("word")][:3]
['lexicon', 'entity', 'kind-value']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...prover.compare import Rereadings
from ..weights import W_APPOSITION, W_BY_NAME, W_PRESUPPOSED, W_PRESUPPOSED_IN, W_CATEGORY, W_DERIVED, W_GUESSED, W_GUESSED_LEXICAL, W_KG_LABEL, W_SYNONYM, W_VAGUE
from . import (categories, comparison, copular, counted, entities, glossed, guessed, kind_classes, lexical, named, presupposed,
               ranged, reciprocal, related, restated, roles, stored, tabled)

__all__ = ["PHASES", "Reader", "STORED", "register", "registered"]

#: the walks of the orchestration a reader may be registered for
PHASES = ("word", "rereading")


@dataclass(frozen=True)
class Reader:
    """One registered reading: its ``name``, its place in the ``order`` the readings of its ``phase`` are
    tried, the ``weight`` of what it offers against the direct reading of a lexicon entry (1.0: as
    sure; the options carry their own weights, this is the kind's, from :mod:`~verifier.bridge.weights`),
    the function, and how the orchestration places what it returns (``front``: before what the
    readers before found; ``presupposed``: kept only where the name it presupposes is a KG term)."""

    name: str
    order: int
    weight: float
    read: Callable
    phase: str = "word"
    front: bool = False
    presupposed: bool = False


_REGISTRY: dict[str, Reader] = {}


def register(name: str, order: int, weight: float, read: Callable, phase: str = "word", *, front: bool = False,
             presupposed: bool = False) -> Reader:
    """Register ``read`` as the reading ``name``; a second registration of one name is an error."""
    if name in _REGISTRY:
        raise ValueError(f"the reading {name!r} is registered twice")
    if phase not in PHASES:
        raise ValueError(f"the reading {name!r}: unknown phase {phase!r} (one of {', '.join(PHASES)})")
    _REGISTRY[name] = Reader(name, order, weight, read, phase, front, presupposed)
    return _REGISTRY[name]


def registered(phase: str | None = None) -> tuple[Reader, ...]:
    """The registered readings (of ``phase``, or all) in the order they are tried."""
    return tuple(sorted((r for r in _REGISTRY.values() if phase is None or r.phase == phase),
                        key=lambda r: (PHASES.index(r.phase), r.order)))


# the readings of one ERG word, in the order their options are offered (an option's place among equal
# weights decides which the bound on tried axiom sets keeps)
register("lexicon", 10, 1.0, lexical.read_lexicon)
register("entity", 20, W_KG_LABEL, entities.read_entity)
register("kind-value", 30, W_GUESSED, guessed.read_kind_value)
register("guessed", 40, W_GUESSED, guessed.read_guessed)
register("synonym-class", 50, W_GUESSED * W_GUESSED_LEXICAL, guessed.read_synonym_class)
register("named", 55, W_BY_NAME, named.read_named)  # a query term whose own name says the word
register("category", 57, W_CATEGORY, categories.read_category)  # a KG category whose name is the noun phrase
register("class-beside-relation", 58, W_BY_NAME, named.read_class_beside_relation)  # "Apollo 14 astronauts"
register("derived-noun", 60, W_GUESSED * W_DERIVED, guessed.read_derived_noun)
register("agent-noun", 62, W_BY_NAME, named.read_agent_noun)  # "X directs Y" as dbo:director(Y, X)
register("measure-by-name", 63, W_BY_NAME, named.read_measure_by_name)  # "highest" as dbo:elevation
register("glossed-activity", 64, W_BY_NAME, glossed.read_glossed_activity)  # "play for" as "country for sport"
register("copular-verb", 65, W_BY_NAME, copular.read_copular_verb)  # "Which bonds represent the function of X?"
register("reciprocal", 66, W_BY_NAME, reciprocal.read_reciprocal)  # "border" (two-way) as dbo:border turned round
register("member", 70, W_GUESSED, tabled.read_member)
register("kinship", 80, 1.0, tabled.read_kinship)
register("state", 90, 1.0, tabled.read_state)
register("doctrine", 100, W_GUESSED, tabled.read_doctrine)
register("pertainym", 110, W_GUESSED, tabled.read_pertainym)
register("synonyms", 120, W_SYNONYM, guessed.read_synonyms)  # only where nothing before found any
register("related", 124, W_SYNONYM, related.read_related)  # WordNet relatives, the query's terms only
register("hypernym-relation", 125, W_GUESSED, related.read_hypernym_relation)  # "the consort of X" as its spouse
register("member-of-group", 126, W_BY_NAME, related.read_member_of_group)  # "members of X" as ?m dbo:alliance X
register("restated-modifier", 127, W_BY_NAME, restated.read_restated_modifier)  # "tactful" in "diplomatic relation"
register("kind-class", 128, kind_classes.W_KIND_BELOW, kind_classes.read_kind_class)  # "gene" typed as a sequence
register("pair-member", 129, W_GUESSED * W_DERIVED, related.read_pair_member)  # "marry" as the symmetric spouse
register("apposition", 130, W_APPOSITION, roles.read_apposition, presupposed=True)
register("role", 140, 1.0, roles.read_role)
register("role-verb", 141, W_BY_NAME, roles.read_role_verb)  # "X appears as a character in Y"
register("measure", 150, 1.0, comparison.read_measure, front=True)
register("order", 160, 1.0, comparison.read_order)
register("vague-verb", 170, W_VAGUE, comparison.read_vague_verb)
# a noun's range by a property's name before its presupposition (a class noun's readings come first either way)
register("named-range", 175, W_BY_NAME, ranged.read_named_range)  # "Which cities does X flow through?" (dbo:city)
register("presupposed-class", 180, W_PRESUPPOSED, presupposed.read_presupposed_class)  # "Which university did X attend?"
# its place level reached by "in" ("In which city are X's headquarters?"), before the readings of equal weight
register("contained-level", 185, W_PRESUPPOSED_IN, presupposed.read_contained_level, front=True)

# the ranking re-readings are tried in this order by the comparison (a stored winner before a stored
# position); each is only ever accepted on a proof, so each is as sure as the direct reading
register("superlative", 10, 1.0, stored.lexicalised_reading, "rereading")
register("position", 20, 1.0, stored.stored_position_reading, "rereading")
register("counted", 30, 1.0, counted.counts_noun, "rereading")

#: the re-readings the verifier hands the prover's comparison
STORED = Rereadings(superlative=_REGISTRY["superlative"].read, position=_REGISTRY["position"].read,
                    counts_noun=_REGISTRY["counted"].read)
