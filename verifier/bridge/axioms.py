"""Bridging axioms for one (question reading, query) pair: templates × lexicon × labels.

For every ERG predicate of a reading the bridge collects *options*, each a small tuple of axioms that
interprets the predicate one way:

* a lexicon entry whose written form is the predicate's lemma, through the template of its frame
  (``_mass_n_of`` + the NounPPFrame entry for "mass" → ``∀x y. _mass_n_of(x, y) ↔ wdt:P2067(y, x)``);
* a KG term whose label is the word (``_benzene_n_1`` → ``∀x. _benzene_n_1(x) ↔ x = wd:Q2270``), found
  by label lookup in the KG or among the query's own IRIs; a query IRI is used only when one of its
  labels (or a form of a lexicon entry that refers to it) is the word, so a query cannot bridge
  itself into agreement;
* a core axiom for ``thing``, ``person`` … (:file:`axiom_templates/core.tmpl`);
* for a name (``named(x, "Berlin")``) that matches nothing in the KG, a fresh constant ``?Berlin``:
  a query about some other entity is then refuted instead of left unknown.

An :class:`~verifier.bridge.model.AxiomSet` takes one option per predicate. A word with two options
gives two sets, never one set with both (two ↔-axioms for one predicate would make two KG
properties extensionally equal). Sets are enumerated best first (product of the options' weights,
options that use the query's own IRIs preferred) and at most ``max_sets`` are returned.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from ..logic import Atom, Const, Formula, Var, atoms
from ..question.reading import Reading
from .labels import ChainLabels, LabelSource, LocalNameLabels, as_predicate, normalise
from .lexicon import LexicalEntry, Lexicon, SynArg
from .model import Axiom, AxiomSet
from .templates import Template, load_templates

__all__ = ["Bridge", "Option", "parse_erg_predicate", "ErgPredicate"]

#: weights of the ways a predicate gets bridged (a lexicon entry's own confidence multiplies in)
W_QUERY_LABEL = 0.95    # a query IRI whose label is the word
W_KG_LABEL = 0.85       # a KG term found by its label
W_KG_LABEL_LEXICAL = 0.5  # ... when the lexicon also has an entry for the word
W_GUESSED = 0.6         # a query property whose label is the word, no lexicon entry: default frame
W_FRESH = 0.3           # a name with no KG match: a fresh constant
#: preference for options whose KG terms all occur in the query
QUERY_AFFINITY = 0.9

_ERG = re.compile(r"^_(?P<lemma>.+?)_(?P<pos>[nvajprcqx])(?:_(?P<sense>[^_]+))?(?:_(?:rel))?$")


@dataclass(frozen=True)
class ErgPredicate:
    """The parts of an ERG surface predicate: ``_mass_n_of`` → lemma ``mass``, pos ``n``, sense ``of``."""

    pred: str
    lemma: str
    pos: str
    sense: str = ""


def parse_erg_predicate(pred: str) -> ErgPredicate | None:
    """Split a surface predicate; None for abstract ones (``named``, ``compound``, ``thing``)."""
    m = _ERG.match(pred)
    if not m:
        return None
    lemma = m.group("lemma").replace("+", " ")
    lemma = re.sub(r"/\w+$", "", lemma)  # unknown-word predicates: _benzol/nn_u_unknown
    return ErgPredicate(pred, lemma, m.group("pos"), m.group("sense") or "")


@dataclass(frozen=True)
class Option:
    """One way to interpret one predicate (or a predicate with the preposition it takes)."""

    key: tuple
    axioms: tuple[Axiom, ...]
    weight: float
    covers: frozenset = frozenset()


def _is_event(t) -> bool:
    return isinstance(t, Var) and t.name[:1] == "e"


def _kg_terms(*names: str | None) -> tuple[str, ...]:
    return tuple(n for n in dict.fromkeys(names) if n)


def _const(name: str) -> Const:
    """A restriction value: an IRI (compact or bracketed) or a literal."""
    if name.startswith("<") or re.match(r"^[A-Za-z][\w\-]*:", name):
        return Const(name)
    return Const(name, kind="literal")


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


class Bridge:
    """Instantiate ``axiom_templates/`` for readings.

    * ``lexicon``: a :class:`~verifier.bridge.lexicon.Lexicon` (or None);
    * ``labels``: a :class:`~verifier.bridge.labels.LabelSource` for the KG (or None: then only the
      query IRIs' local names are consulted);
    * ``templates_dir``: directory of ``*.tmpl`` files (default: the project's ``axiom_templates/``);
    * ``max_sets``: the most alternative sets :meth:`axiom_sets` returns.
    """

    def __init__(self, lexicon: Lexicon | None = None, labels: LabelSource | None = None,
                 templates_dir: str | Path | None = None, max_sets: int = 8) -> None:
        self.lexicon = lexicon if lexicon is not None else Lexicon()
        self.labels = labels
        self.templates: list[Template] = load_templates(templates_dir)
        self.max_sets = max_sets
        self._core = {t.predicate: t for t in self.templates if t.family == "core" and t.predicate}

    # ------------------------------------------------------------------ templates for an entry

    def _templates_for(self, entry: LexicalEntry, arity: int, event: bool) -> list[Template]:
        out = []
        for t in self.templates:
            if entry.frame not in t.frames:
                continue
            if t.kind and t.kind != entry.kind:
                continue
            if t.direction and t.direction != entry.direction:
                continue
            if t.event != event:
                continue
            if t.arity is not None and t.arity != arity:
                continue
            if t.marker and t.marker not in entry.markers:
                continue
            out.append(t)
        return out

    @staticmethod
    def _slots(entry: LexicalEntry) -> dict:
        slots: dict = {}
        if entry.reference:
            slots["$P"] = entry.reference
            slots["$C"] = Const(entry.reference)
        if entry.value:
            slots["$v"] = _const(entry.value)
        return slots

    # ------------------------------------------------------------------ options per predicate

    def _lexicon_options(self, key, erg: ErgPredicate, example: Atom, formula: Formula, word: str,
                         prep_atoms: dict) -> tuple[list[Option], list[str]]:
        """Options from lexicon entries for the predicate's lemma; also why entries did not fit."""
        options: list[Option] = []
        misfits: list[str] = []
        arity = len(example.args)
        event = arity >= 1 and _is_event(example.args[0])
        entries = self.lexicon.lookup(erg.lemma, erg.pos) if erg.pos in ("n", "v", "a") else []
        if not entries and word and normalise(word) != normalise(erg.lemma):
            entries = self.lexicon.lookup(word, erg.pos)
        for e in entries:
            slots = dict(self._slots(e), **{"$pred": erg.pred})
            fitting = self._templates_for(e, arity, event)
            if not fitting:
                misfits.append(f"{e.id} ({e.frame}, {e.kind}, {e.direction or 'no direction'}) has no "
                               f"template for {erg.pred}/{arity}")
                continue
            for t in fitting:
                covers = frozenset()
                if t.event:
                    preps = [p for m in e.markers for p in prep_atoms.get((m, example.args[0]), ())]
                    if not preps:
                        misfits.append(f"{e.id}: no '{'/'.join(e.markers) or 'prepositional'}' "
                                       f"phrase on the event of {erg.pred}")
                        continue
                    slots["$prep"] = preps[0]
                    covers = frozenset({(preps[0], 2)})
                try:
                    name, f = t.instantiate(slots)
                except KeyError as exc:
                    misfits.append(f"{e.id}: template {t.id} needs {exc.args[0]}")
                    continue
                ax = Axiom(name, f, t.family, source=f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else ""),
                           word=word, kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                           weight=e.confidence * t.weight)
                options.append(Option(key, (ax,), ax.weight, covers))
        return options, misfits

    def _entity_options(self, key, pred: str, text: str, word: str, template_variant: str,
                        extra_slots: dict, query_labels: dict[str, list[str]], lexical: bool) -> list[Option]:
        """Options that make the predicate denote one KG individual whose label is ``text``."""
        tmpl = next((t for t in self.templates if t.family == "entity" and t.variant == template_variant), None)
        if tmpl is None:
            return []
        found: dict[str, tuple[float, str]] = {}
        target = normalise(text)
        for name, labs in query_labels.items():
            if _looks_like_property(name):
                continue
            if any(normalise(l) == target for l in labs):
                found.setdefault(name, (W_QUERY_LABEL, f'query IRI {name} labelled "{text}"'))
        if self.labels is not None:
            w = W_KG_LABEL_LEXICAL if lexical else W_KG_LABEL
            for name in self.labels.lookup(text):
                if _looks_like_property(name):
                    continue
                # a class the lexicon already interprets is not also an individual for that word
                if lexical and self.lexicon.by_reference(name):
                    continue
                found.setdefault(name, (w, f'KG label "{text}" of {name}'))
        out = []
        for name, (w, source) in found.items():
            slots = dict(extra_slots, **{"$pred": pred, "$c": Const(name)})
            ax_name, f = tmpl.instantiate(slots)
            ax = Axiom(ax_name, f, tmpl.family, source=source, word=word, kg_terms=(name,), weight=w)
            out.append(Option(key, (ax,), w))
        return out

    def _guessed_options(self, key, erg: ErgPredicate, example: Atom, word: str,
                         query_labels: dict[str, list[str]]) -> list[Option]:
        """No lexicon entry: a query property/class whose label is the word, in the default frame
        (nouns with two arguments: relational, "the X of Y" = X(Y, ·); verbs: transitive; one-place
        nouns and adjectives: a class)."""
        arity = len(example.args)
        if arity >= 1 and _is_event(example.args[0]):
            return []
        target = {normalise(erg.lemma), normalise(word)} - {""}
        out = []
        for name, labs in query_labels.items():
            if not any(normalise(l) in target for l in labs):
                continue
            entry = None
            if _looks_like_property(name):
                prop = as_predicate(name)
                if erg.pos == "n" and arity == 2:
                    entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPPFrame", prop,
                                         args=_NOUN_PP_INVERSE, curated=False, confidence=W_GUESSED)
                elif erg.pos == "v" and arity == 2:
                    entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "verb", "TransitiveFrame", prop,
                                         args=_TRANSITIVE_NORMAL, curated=False, confidence=W_GUESSED)
            elif _looks_like_class(name) or "wdt:P31" in query_labels or "rdf:type" in query_labels:
                if erg.pos in ("n", "a") and arity in (1, 2):
                    if _looks_like_class(name) or "rdf:type" in query_labels:
                        entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPredicateFrame",
                                             name, curated=False, confidence=W_GUESSED)
                    else:
                        entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPredicateFrame",
                                             "wdt:P31", value=name, curated=False, confidence=W_GUESSED)
            if entry is None:
                continue
            for t in self._templates_for(entry, arity, False):
                if t.family == "adjective":
                    continue
                slots = dict(self._slots(entry), **{"$pred": erg.pred})
                ax_name, f = t.instantiate(slots)
                ax = Axiom(ax_name, f, t.family, source=f'query IRI {name} labelled "{word or erg.lemma}" '
                           f'(no lexicon entry; default {entry.frame})', word=word,
                           kg_terms=_kg_terms(entry.reference, entry.value), weight=entry.confidence * t.weight)
                out.append(Option(key, (ax,), ax.weight))
        return out

    # ------------------------------------------------------------------ the public entry point

    def options(self, reading: Reading, query_iris: Sequence[str] = ()
                ) -> tuple[dict[tuple, list[Option]], dict[tuple, str], set[tuple]]:
        """Per predicate key, its options best first; the keys nothing bridges, with the reason;
        and the keys that only another predicate's option can cover (prepositions)."""
        formula = reading.formula
        query_iris = list(dict.fromkeys(query_iris))
        query_labels: dict[str, list[str]] = {}
        if query_iris:
            src = ChainLabels(self.labels, LocalNameLabels()) if self.labels is not None else LocalNameLabels()
            query_labels = src.labels(query_iris)
            # lexicon forms of the entries that refer to a query IRI count as its labels too
            for name in query_iris:
                for e in self.lexicon.by_reference(name):
                    query_labels[name] = list(dict.fromkeys(query_labels[name] + [e.lemma]))

        keyed: dict[tuple, Atom] = {}
        for a in atoms(formula):
            if a.pred == "named" and len(a.args) == 2 and isinstance(a.args[1], Const):
                keyed.setdefault(("named", a.args[1].name), a)
            else:
                keyed.setdefault((a.pred, len(a.args)), a)

        # prepositions on events, for IntransitivePP frames: (marker, event var) → [pred]
        prep_atoms: dict = {}
        for a in atoms(formula):
            erg = parse_erg_predicate(a.pred)
            if erg and erg.pos == "p" and len(a.args) == 2 and _is_event(a.args[0]):
                prep_atoms.setdefault((erg.lemma, a.args[0]), []).append(a.pred)

        opts: dict[tuple, list[Option]] = {}
        unbridged: dict[tuple, str] = {}
        dependent: set[tuple] = set()
        for key, example in keyed.items():
            pred = example.pred
            word = reading.word_of(pred) or ""
            if key[0] == "named":
                text = key[1]
                found = self._entity_options(key, pred, text, word or text, "named",
                                             {"$name": example.args[1]}, query_labels, lexical=False)
                if not found:
                    tmpl = next((t for t in self.templates if t.family == "entity" and t.variant == "named"), None)
                    if tmpl is not None:
                        fresh = Const("?" + re.sub(r"\s+", "_", text.strip()))
                        name, f = tmpl.instantiate({"$name": example.args[1], "$c": fresh})
                        found = [Option(key, (Axiom(name, f, tmpl.family, source=f'no KG term is labelled "{text}": '
                                                    f'a fresh individual', word=word or text, weight=W_FRESH),), W_FRESH)]
                if found:
                    opts[key] = found
                else:
                    unbridged[key] = f'no KG term is labelled "{text}"'
                continue
            core = self._core.get(f"{pred}/{len(example.args)}")
            if core is not None:
                name, f = core.instantiate({})
                opts[key] = [Option(key, (Axiom(name, f, "core", source=f"core template {core.id}",
                                                word=word),), 1.0)]
                continue
            erg = parse_erg_predicate(pred)
            if erg is None:
                if ":" in pred:  # a KG predicate already (a reading that quotes the KG)
                    continue
                unbridged[key] = f"no template interprets the grammatical predicate {pred}/{len(example.args)}"
                continue
            if erg.pos == "p" and len(example.args) == 2 and _is_event(example.args[0]):
                dependent.add(key)
                continue
            word = word or erg.lemma
            lex, misfits = self._lexicon_options(key, erg, example, formula, word, prep_atoms)
            found = list(lex)
            if erg.pos == "n" and len(example.args) == 1:
                found += self._entity_options(key, pred, erg.lemma, word, "noun", {}, query_labels,
                                              lexical=bool(lex))
            if not lex:
                found += self._guessed_options(key, erg, example, word, query_labels)
            if found:
                opts[key] = found
            else:
                why = "; ".join(misfits) if misfits else (
                    f'no lexicon entry, KG label or query IRI for "{erg.lemma}"')
                unbridged[key] = why

        # dedupe (entries that differ only in their domain give the same axiom), prefer the query's
        # own terms, then order best first
        qset = set(query_iris) | {as_predicate(n) for n in query_iris}
        for key, lst in opts.items():
            seen: dict = {}
            for o in lst:
                sig = tuple(a.formula for a in o.axioms)
                terms = {t for a in o.axioms for t in a.kg_terms}
                w = o.weight * (1.0 if not qset or terms <= qset else QUERY_AFFINITY)
                if sig not in seen or seen[sig].weight < w:
                    seen[sig] = Option(o.key, o.axioms, w, o.covers)
            opts[key] = sorted(seen.values(), key=lambda o: -o.weight)
        return opts, unbridged, dependent

    def axiom_sets(self, reading: Reading, query_iris: Sequence[str] = ()) -> list[AxiomSet]:
        """Alternative axiom sets for ``reading``, best first, at most ``max_sets``.

        ``query_iris``: the compact IRIs of the query being checked (candidates for bridging when
        their labels match the question's words). Always returns at least one set, which may be
        empty with everything in ``unbridged``.
        """
        opts, unbridged, dependent = self.options(reading, query_iris)
        keys = sorted(opts, key=lambda k: (str(k[0]), str(k[1])))
        lists = [opts[k] for k in keys]
        base_unbridged = tuple((k[0] if k[0] != "named" else f'named("{k[1]}")', why)
                               for k, why in sorted(unbridged.items(), key=lambda kv: str(kv[0])))
        out: list[AxiomSet] = []
        for choice, score in _best_products(lists, self.max_sets):
            axioms: list[Axiom] = []
            covered: set = set()
            for o in choice:
                axioms.extend(o.axioms)
                covered |= o.covers
            extra = tuple((k[0], "a preposition on an event that no verb frame takes")
                          for k in sorted(dependent, key=str) if k not in covered)
            out.append(AxiomSet(tuple(axioms), score, base_unbridged + extra))
        return out


#: argument shapes of the default frames used for guessed entries
_NOUN_PP_INVERSE = (SynArg("copulativeArg", "object"), SynArg("prepositionalAdjunct", "subject", "of"))
_TRANSITIVE_NORMAL = (SynArg("subject", "subject"), SynArg("directObject", "object"))


def _best_products(lists: list[list[Option]], limit: int):
    """The ``limit`` best combinations (one option per list), by product of weights, best first."""
    if not lists:
        yield (), 1.0
        return
    if any(not l for l in lists):
        return

    def score(idx: tuple[int, ...]) -> float:
        s = 1.0
        for l, i in zip(lists, idx):
            s *= l[i].weight
        return s

    start = tuple(0 for _ in lists)
    heap = [(-score(start), start)]
    seen = {start}
    n = 0
    while heap and n < limit:
        neg, idx = heapq.heappop(heap)
        yield tuple(l[i] for l, i in zip(lists, idx)), -neg
        n += 1
        for j in range(len(lists)):
            if idx[j] + 1 < len(lists[j]):
                nxt = idx[:j] + (idx[j] + 1,) + idx[j + 1:]
                if nxt not in seen:
                    seen.add(nxt)
                    heapq.heappush(heap, (-score(nxt), nxt))
