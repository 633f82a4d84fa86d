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
  a query about some other entity is then refuted instead of left unknown;
* when nothing else fits, the lexicon entries of a WordNet synonym of the word (lower weight).

Some options interpret several atoms at once, and the atoms they take get no options of their own:
a multiword name (``named`` atoms joined by ``compound``), a two-word noun compound read as one
lexicon entry or KG individual ("boiling point", "sodium chloride"), a noun with the adjectives of a
multiword lexeme ("median lethal dose"), a verb with the preposition on its event ("boil at",
``loc_nonsp`` for "where"/"when", whose wh-word also selects place- or date-valued properties), and a
relational noun with the ``poss``/``_of_p``/``compound`` atom that supplies its argument. Such atoms
that no chosen option takes are reported in ``unbridged``.

An :class:`~verifier.bridge.model.AxiomSet` takes one option per predicate. A word with two options
gives two sets, never one set with both (two ↔-axioms for one predicate would make two KG
properties extensionally equal). Sets are enumerated best first (product of the options' weights,
options that use the query's own IRIs preferred; among equal weights, choices that read every word with
the query's own terms first) and at most ``max_sets`` are returned.
"""

from __future__ import annotations

import datetime
import functools
import heapq
import itertools
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence
from urllib.parse import unquote

from .._data import grammar_file
from ..kg.iri import expand, name_words
from ..kg.profile import place_classes, type_predicates
from ..logic import (Atom, Const, Eq, Exists, Forall, Formula, Iff, Implies, Num, Or, Var, atoms, conj, disj, map_atoms,
                     subformulas, substitute)
from ..question.light import kind_words, measure_scales, relation_verbs
from ..question.reading import Reading
from ..question.scales import adjective_scale, lemma as scale_lemma, property_on_scale
from .labels import ChainLabels, LabelSource, LocalNameLabels, as_predicate, normalise
from .lexcheck import class_above, classes_related, names_no_agent
from .lexicon import LexicalEntry, Lexicon, SynArg
from .model import Axiom, AxiomSet
from .context import HAVE, NameContext, NameGroup, NounCompound, ReadingContext as _Context, _var_index
from .options import (_DBR, _PAREN, _SPATIAL_ROLES, LITERAL_PREDS, NAME_PREDS, ErgPredicate, Option, _const, _is_event,
                      _is_unexpressed, _kg_terms, _looks_like_class, _looks_like_property, _markers_agree, _scaled,
                      _stem_token, _typing_properties, parse_erg_predicate, word_key)
from .weights import (QUERY_AFFINITY, W_APPOSITION, W_DERIVED, W_FRESH, W_GUESSED, W_GUESSED_LEXICAL, W_KG_LABEL,
                      W_KG_LABEL_LEXICAL, W_NAME_MATCH, W_QUERY_LABEL, W_QUERY_LABEL_QUALIFIED, W_REDIRECT, W_SYNONYM,
                      W_UNEXPRESSED_ARG)
from .names import FUNCTION_WORDS, best_matches, case_conflict, name_key, name_tokens
from . import tables
from .templates import Template, load_templates
from .autolex import plural
from .containment import W_CONTAIN, W_WITHIN, contained_formula, contained_name, load_containment_table
from .located import W_LOCATED, load_organisation_locations, located_formula
from .variants import W_VARIANT, guarded_variants_among, load_variant_rules, variants_among
from .vague import (W_VAGUE, W_VAGUE_UNION, load_vague_table, stem_matches, union_formula, vague_alternatives,
                    verb_pp_properties)

__all__ = ["Bridge", "Option", "parse_erg_predicate", "ErgPredicate", "why_no_template"]


def load_property_set(name: str, directory: str | Path | None = None) -> frozenset[str]:
    """Every word of the table ``name`` (compact IRIs, any number a line)."""
    return tables.words(tables.read_table(name, directory))


def load_symmetric_properties(directory: str | Path | None = None) -> frozenset[str]:
    """The properties ``symmetric_properties.table`` lists (compact IRIs)."""
    return load_property_set("symmetric_properties.table", directory)


def load_name_properties(directory: str | Path | None = None) -> frozenset[str]:
    """The properties ``name_properties.table`` lists: their values are names of their subject."""
    return load_property_set("name_properties.table", directory)


def _pair_rows(name: str, what: str, directory: str | Path | None = None) -> list[tuple[str, str]]:
    """The rows of the two-column table ``name``; ``what`` says what a line holds, for the error on a
    line of another length."""
    return tables.pairs(tables.read_table(name, directory), what)


def load_property_ranges(directory: str | Path | None = None) -> dict[str, str]:
    """The declared ranges of ``property_ranges.table``: property → class (compact IRIs)."""
    return dict(_pair_rows("property_ranges.table", "a property and its range class", directory))


def load_kinship_steps(directory: str | Path | None = None) -> dict[str, str]:
    """The rows of ``kinship_steps.table``: a kinship word and the one-step word it takes twice."""
    return dict(_pair_rows("kinship_steps.table", "a word and its step word", directory))


def load_superclasses(directory: str | Path | None = None) -> dict[str, tuple[str, ...]]:
    """The wider classes ``class_hierarchy.table`` gives each class: class → its wider classes (compact
    IRIs)."""
    out: dict[str, tuple[str, ...]] = {}
    for cls, wider in _pair_rows("class_hierarchy.table", "a class and its wider class", directory):
        out[cls] = out.get(cls, ()) + (wider,)
    return out


def load_state_adjectives(directory: str | Path | None = None) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The rows of ``state_adjectives.table``: adjective → (``has`` or ``lacks``, its properties)."""
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for row in tables.read_table("state_adjectives.table", directory):
        f = row.fields
        if len(f) < 3 or f[1] not in ("has", "lacks"):
            raise row.error("an adjective, has or lacks, and properties")
        out[f[0].lower()] = (f[1], tuple(f[2:]))
    return out


def load_work_makers(directory: str | Path | None = None) -> tuple[frozenset[str], tuple[str, ...]]:
    """The rows of ``work_makers.table``: the classes of works and the properties from a work to its
    maker (compact IRIs)."""
    rows = tables.keyed(tables.read_table("work_makers.table", directory), ("work", "maker"))
    return frozenset(rows["work"]), tuple(dict.fromkeys(rows["maker"]))


def load_passive_prepositions(directory: str | Path | None = None) -> dict[str, str]:
    """The rows of ``passive_prepositions.table``: a verb and the preposition of its own that carries
    its third participant in the passive ("cast" → "in")."""
    return dict(_pair_rows("passive_prepositions.table", "a verb and its preposition", directory))


def load_inverse_properties(directory: str | Path | None = None) -> tuple[tuple[str, str], ...]:
    """The pairs ``inverse_properties.table`` lists (compact IRIs)."""
    return tuple(_pair_rows("inverse_properties.table", "two properties", directory))


class Bridge:
    """Instantiate ``axiom_templates/`` for readings.

    * ``lexicon``: a :class:`~verifier.bridge.lexicon.Lexicon` (or None);
    * ``labels``: a :class:`~verifier.bridge.labels.LabelSource` for the KG (or None: then only the
      query IRIs' local names are consulted);
    * ``templates_dir``: directory of ``*.tmpl`` files (default: the project's ``axiom_templates/``);
    * ``max_sets``: the most alternative sets :meth:`axiom_sets` returns;
    * ``synonyms``: when a word has no entry, no label and no query IRI, try the synonyms of its
      first WordNet sense (:mod:`verifier.bridge.senses`; WordNet loads on the first such word,
      and this step is skipped when WordNet is not installed). Or a callable ``(lemma, pos) → words``.
    """

    def __init__(self, lexicon: Lexicon | None = None, labels: LabelSource | None = None,
                 templates_dir: str | Path | None = None, max_sets: int = 8, synonyms=True,
                 redirects="auto") -> None:
        self.lexicon = lexicon if lexicon is not None else Lexicon()
        self.labels = labels
        # DBpedia's redirects (anything with ``is_redirect(name, title)``, e.g.
        # :class:`verifier.kg.dbpedia_names.DbpediaNames`); "auto": the installed index, if any,
        # looked for when a query first names a DBpedia resource
        self._redirects = redirects
        self.templates: list[Template] = load_templates(templates_dir)
        self._templates_dir = templates_dir
        self.max_sets = max_sets
        self._core = {t.predicate: t for t in self.templates if t.family == "core" and t.predicate}
        self._synonyms = synonyms
        self._ranker = None
        self._name_synonyms: dict[str, list[str]] = {}
        self._tables: dict = {}  # the tables of the templates directory, each read on first use (_table)

    def _table(self, load, *args: str):
        """``load(*args, templates_dir)``, one of the readers of the templates directory's tables, read
        once per bridge."""
        key = (load, args)
        if key not in self._tables:
            self._tables[key] = load(*args, self._templates_dir)
        return self._tables[key]

    def synonyms_of(self, lemma: str, pos: str) -> list[str]:
        """WordNet synonyms of ``lemma`` (ERG pos letter) in its first sense; [] when unavailable."""
        if not self._synonyms or pos not in ("n", "v", "a"):
            return []
        if callable(self._synonyms):
            return list(self._synonyms(lemma, pos))
        ranker = self._senses()
        if ranker is None:
            return []
        try:
            return ranker.synonyms(lemma, pos, top=1)
        except Exception:  # a lemma WordNet does not know, or a damaged install: no synonyms
            return []

    def _senses(self):
        """The WordNet sense ranker, loaded on first use; None when WordNet is off or not installed."""
        if self._ranker is None:
            if not self._synonyms or callable(self._synonyms):
                return None
            try:
                from .wordnet import wordnet_available
                from .senses import SenseRanker
            except ImportError:
                self._synonyms = False
                return None
            if not wordnet_available():
                self._synonyms = False
                return None
            self._ranker = SenseRanker()
        return self._ranker

    def derived_nouns(self, lemma: str) -> list[str]:
        """The nouns WordNet derives from the verb ``lemma`` that name what it brings about or involves,
        not its agent ("produce" → "product", not "producer"): "X Vs Y" is then "Y is X's N"."""
        ranker = self._senses()
        if ranker is None:
            return []
        try:
            related = ranker.derived_nouns(lemma, "v")
        except Exception:  # a lemma WordNet does not know
            return []
        # WordNet files some agent nouns under artifacts ("producer": something that produces): an
        # -er/-or noun grown from the verb names its agent, whose property runs the other way
        return [r.word for r in related if r.relation == "derived" and not _agent_noun(r.word, lemma)]

    # ------------------------------------------------------------------ templates for an entry

    def _templates_for(self, entry: LexicalEntry, arity: int, event: bool, event_shape: str = "",
                       linked: bool = False, shape: str = "") -> list[Template]:
        out = []
        for t in self.templates:
            if t.shape != shape:
                continue
            if entry.frame not in t.frames:
                continue
            if t.kind and t.kind != entry.kind:
                continue
            if t.direction and t.direction != entry.direction:
                continue
            if t.event and not (event and t.event_shape == event_shape):
                continue
            if not t.event and event:
                continue
            if t.links and not linked:
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

    def _lexicon_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context",
                         word: str, entries: Sequence[LexicalEntry] | None = None) -> tuple[list[Option], list[str]]:
        """Options from lexicon entries for the predicate's lemma (or the ``entries`` given); also why
        entries did not fit."""
        options: list[Option] = []
        misfits: list[str] = []
        example = occurrences[0]
        # the predicate's shape, then the shapes it has when its trailing unexpressed arguments
        # do not count (_write_v_to(x, y, i) reads as _write_v_to(x, y)); each entry takes the
        # first shape that some template fits
        shapes = _arg_shapes([o.args for o in occurrences])
        arity, event, event_shape, _ = shapes[0]
        agent = _generic_agent(occurrences, ctx) if event_shape == "transitive" else None
        if agent is not None:
            # "people speak X in Y": an agent that is only a generic noun reads as the passive's
            # unexpressed one, the noun kept in the axiom (arity: generic)
            shapes = shapes + [(3, True, "generic", 0)]
        # the predicates attached to this one: prepositions on its event, links on its noun variable
        preps: dict[str, list[Atom]] = {}
        links: dict[str, list[Atom]] = {}
        nouns = set()  # the noun's own variables, to tell which end of a link it is
        for occ in occurrences:
            if event_shape == "scopal":
                for a in ctx.on_event.get(occ.args[2], ()):
                    if len(a.args) == 3 and a.args[1] == occ.args[1]:
                        preps.setdefault(a.pred, []).append(a)
            elif event:
                for a in ctx.on_event.get(occ.args[0], ()):
                    if len(a.args) == 2:
                        preps.setdefault(a.pred, []).append(a)
            elif occ.args and (arity == 1 or (arity == 2 and _is_unexpressed(occ.args[1]))):
                nouns.add(occ.args[0])
                for a in ctx.on_noun.get(occ.args[0], []) + ctx.had_by.get(occ.args[0], []):
                    links.setdefault(a.pred, []).append(a)
        # a relational noun whose argument the sentence leaves unexpressed ("books": _book_n_of(x, i)):
        # reading it through its NounPPFrame only says that x is the value of the property for
        # something, which is seldom what the bare noun means; its class readings come first
        unexpressed_arg = (erg.pos == "n" and arity == 2 and not event
                           and all(_is_unexpressed(o.args[1]) for o in occurrences))
        if entries is None:
            entries = self.lexicon.lookup(erg.lemma, erg.pos) if erg.pos in ("n", "v", "a") else []
            if not entries and word and normalise(word) != normalise(erg.lemma):
                entries = self.lexicon.lookup(word, erg.pos)
        for e in entries:
            fitting, pad = [], 0
            # a transitive verb whose frame marks one argument with a preposition ("married to",
            # "served by", "spoken in") takes that argument as a PP when its event is kept; but where no
            # preposition on the event is the marker and the verb's own arguments express both of the
            # frame's ("won the prize in 1990"), the event is kept only for a modifier and the entry
            # reads as transitive (the marker, often the passive's "by", is then not in play)
            views = [e]
            if event and e.frame == "TransitiveFrame" and e.markers:
                views = ([_pp_view(e), e] if any(_marker_fits(p, e.markers) for p in preps)
                         else [e, _pp_view(e)])
                # "X was cast in Y": the passive of a verb with a preposition of its own
                # (passive_prepositions.table) carries the frame's marked argument with that
                # preposition, whatever marker the lexicon gave it
                own = self._table(load_passive_prepositions).get(erg.lemma.lower()) if event_shape == "passive" else None
                if own and own not in e.markers and any(_marker_fits(p, (own,)) for p in preps):
                    views = [_pp_view(e, own)] + views
            for view in views:
                for s_arity, s_event, s_shape, s_pad in shapes:
                    fitting = self._templates_for(view, s_arity, s_event, s_shape, linked=bool(links))
                    if fitting:
                        pad = s_pad
                        break
                if fitting:
                    break
            e = view
            base = dict(self._slots(e), **{"$pred": erg.pred})
            if agent is not None:
                base["$agent"] = agent
            if any(t.links for t in fitting):
                # an unexpressed argument supplied through a link: the plain reading says less
                fitting = [t for t in fitting if t.links] if arity == 2 else fitting
            if not fitting:
                misfits.append(f"{e.id} ({e.frame}, {e.kind}, {e.direction or 'no direction'}) has no "
                               f"template for {erg.pred}/{arity}")
                continue
            for t in fitting:
                variants: list[tuple[dict, frozenset]] = [(base, frozenset())]
                if t.event and "$prep" not in t.slots():
                    # the transitive reading of a verb with a modified event: the modifiers are not
                    # the frame's, so this option covers none of them (each needs its own bridge)
                    variants = [(base, frozenset())]
                elif t.event:
                    variants = []
                    for pname, patoms in preps.items():
                        if not _prep_fits(pname, patoms, e, ctx,
                                          extent=self._extent_fits(erg, pname, e.markers)):
                            # "where"/"when" reads as the frame's prepositional argument when its
                            # marker is locative, or when the lexicon gives that argument a place
                            # (date) class: "When was Alberta admitted?" with "admitted as" → a date
                            continue
                        variants.append((dict(base, **{"$prep": pname}), frozenset(patoms)))
                    if not variants:
                        misfits.append(f"{e.id}: no '{'/'.join(e.markers) or 'prepositional'}' "
                                       f"phrase of a fitting kind on the event of {erg.pred}")
                        continue
                elif t.links:
                    # a link atom fits when the noun stands where the template puts it: "X has N" and
                    # "X with N" have the noun second, "N of X" and "N with X" (a frame marking
                    # "with") first
                    variants = []
                    fixed = _fixed_prepositions(t)
                    for lname, latoms in links.items():
                        if not _link_fits(lname, t.links, e.markers):
                            continue
                        end = _noun_end(t, lname)
                        latoms = [a for a in latoms if end is None or a.args[end] in nouns]
                        if latoms and fixed:
                            # a preposition the template names itself ("music by X" after "with"):
                            # the noun must carry it, and the option covers it too
                            on = {a.args[end] for a in latoms} if end is not None else nouns
                            extra = [a for a in ctx.dependent if a.pred in fixed and a.args[0] in on]
                            if {a.pred for a in extra} != fixed:
                                continue
                            latoms = latoms + extra
                        if latoms:
                            variants.append((dict(base, **{"$link": lname}), frozenset(latoms)))
                    if not variants:
                        continue
                for slots, covers in variants:
                    try:
                        name, f = t.instantiate(slots)
                    except KeyError as exc:
                        misfits.append(f"{e.id}: template {t.id} needs {exc.args[0]}")
                        continue
                    if pad:
                        f = _pad_unexpressed(f, erg.pred, len(example.args) - pad, pad)
                    if t.family == "relational_noun" and _who_gets_a_non_agent(f, erg.pred, e, occurrences, ctx):
                        misfits.append(f"{e.id}: “who” asks for a person, and the values of {e.reference} are "
                                       f"named as no person or agent")
                        continue
                    named = _noun_named_class(f, erg.pred, e) if t.family == "relational_noun" else None
                    if named is not None:
                        f = _with_type(f, *named)
                    ax = Axiom(name, f, t.family,
                               source=f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else "")
                               + (f"; the noun names its sense's class {named[1]}" if named else ""),
                               word=word, kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None,
                                                             named[1] if named else None),
                               weight=e.confidence * t.weight * (W_UNEXPRESSED_ARG if unexpressed_arg and e.frame == "NounPPFrame" and not t.links else 1.0))
                    options.append(Option(key, (ax,), ax.weight, covers, e))
        if event_shape == "transitive":
            options += self._named_object_options(key, erg, occurrences, ctx, word, entries, preps)
        return options, misfits

    @functools.lru_cache(maxsize=1024)
    def _is_stative(self, lemma: str) -> bool:
        """Are the verb's WordNet senses mostly states: is verb.stative the lexicographer file with the
        most tagged uses of the verb ("the range runs to the coast", "the empire extended to the
        sea"), rather than motion or change? False without WordNet."""
        senses = self._synsets(lemma, "v")
        if not senses:
            return False
        uses: dict[str, int] = {}
        for sense in senses:
            n = sum(l.count() for l in sense.lemmas() if l.name().lower() == lemma)
            uses[sense.lexname()] = uses.get(sense.lexname(), 0) + n
        return max(uses.items(), key=lambda kv: kv[1])[0] == "verb.stative" and uses["verb.stative"] > 0

    def _extent_fits(self, erg: ErgPredicate, prep_pred: str, markers: Sequence[str]) -> bool:
        """A goal preposition ("to", "into") on a stative verb where the frame marks a place ("in"):
        a state moves nothing to a goal, so "X extends to Y" says where X reaches, a place it
        occupies, which is what "X extends in Y" says. Only where every marker is a place's and the
        verb's senses are mostly states (:meth:`_is_stative`)."""
        if erg.pos != "v" or not markers:
            return False
        word = prep_pred.split("_")[1] if prep_pred.startswith("_") else prep_pred
        if _SPATIAL_ROLES.get(word) != "goal":
            return False
        if any(_SPATIAL_ROLES.get(m.lower()) != "place" for m in markers):
            return False
        return self._is_stative(erg.lemma)

    def _verb_object_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str
                             ) -> tuple[list[Option], frozenset]:
        """"When did X end his active career?": a verb entry whose lemma is the verb with its object
        ("end his active career", IntransitivePPFrame, the date its prepositional argument) reads the
        verb, its object's words and the preposition on its event together (``intransitive_pp.tmpl``,
        arity ``verb_object``/``verb_own_object``). The object must be described by exactly the
        lemma's words after the verb (its noun and adjectives), with a possessive of the verb's own
        subject exactly when the lemma has one; the option covers the object's words and the
        preposition. Also the object's atoms, which get no options of their own where this reading is
        found."""
        described = _object_words(occurrences, ctx)
        preps: dict[str, list[Atom]] = {}
        for occ in occurrences:
            for a in ctx.on_event.get(occ.args[0], ()):
                if len(a.args) == 2:
                    preps.setdefault(a.pred, []).append(a)
        if described is None or not preps:
            return [], frozenset()
        own, words, atoms_of_o = described
        out: list[Option] = []
        for e in self._multiword_verbs().get(erg.lemma.lower(), ()):
            rest = e.lemma.lower().split()[1:]
            has_own = bool(rest) and rest[0] in _POSSESSIVES
            if has_own:
                rest = rest[1:]
            if has_own != own or sorted(rest) != sorted(w for w, _ in words):
                continue
            shape = "verb_own_object" if own else "verb_object"
            for t in self._templates_for(e, 3, True, shape):
                for pname, patoms in preps.items():
                    if not _prep_fits(pname, patoms, e, ctx):
                        continue
                    mods = tuple(p for _, p in words)
                    f_name, f = t.instantiate({"$pred": erg.pred, "$P": e.reference, "$mod": mods, "$prep": pname})
                    ax = Axiom(f_name, f, t.family,
                               source=f"lexicon entry {e.id}: the verb with its object “{e.lemma}”"
                                      + (f" ({e.source})" if e.source else ""),
                               word=word, kg_terms=_kg_terms(e.reference), weight=e.confidence * t.weight)
                    out.append(Option(key, (ax,), ax.weight, frozenset(patoms), e))
        return out, atoms_of_o

    def _multiword_verbs(self) -> dict[str, tuple[LexicalEntry, ...]]:
        """The lexicon's IntransitivePPFrame verb entries whose lemma has more than one word, by its
        first word (the verb)."""
        if not hasattr(self, "_multiword_verb_index"):
            index: dict[str, list[LexicalEntry]] = {}
            for e in self.lexicon:
                words = e.lemma.lower().split()
                if e.pos == "verb" and e.frame == "IntransitivePPFrame" and e.kind == "property" and len(words) > 1:
                    index.setdefault(words[0], []).append(e)
            self._multiword_verb_index = {k: tuple(v) for k, v in index.items()}
        return self._multiword_verb_index

    def _named_object_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                              entries: Sequence[LexicalEntry], preps: dict[str, list[Atom]]) -> list[Option]:
        """"When did X join the EU?": a transitive verb whose object is only a name that the entry's
        date-valued property spells in its own name (``dbp:accessioneudate``), asked for the time of
        its event, reads as that property of the subject (``intransitive_pp.tmpl``, arity
        ``named_object``). A generated lexicon maps such a property's date to one of the verb's
        arguments, which no sentence fills with a date; the date is the event's time, and the
        property's name is what says which object is joined, so the name stays in the axiom."""
        name = _named_object(occurrences, ctx)
        times = {p: ats for p, ats in preps.items() if all(_wh_kind(ctx, a.args[-1]) == "date" for a in ats)}
        if name is None or not times:
            return []
        out: list[Option] = []
        for e in entries:
            view = _date_view(e)
            if view is None or not self._spells_name(e.reference, name.name):
                continue
            for t in self._templates_for(view, 3, True, "named_object"):
                for pname, patoms in times.items():
                    f_name, f = t.instantiate({"$pred": erg.pred, "$P": e.reference, "$name": name, "$prep": pname})
                    ax = Axiom(f_name, f, t.family,
                               source=f"lexicon entry {e.id}, its date read as the time of the event: the "
                                      f"name of {e.reference} spells “{name.name}”" + (f" ({e.source})" if e.source else ""),
                               word=word, kg_terms=_kg_terms(e.reference), weight=e.confidence * t.weight)
                    out.append(Option(key, (ax,), ax.weight, frozenset(patoms), e))
        return out

    def _spells_name(self, prop: str | None, name: str) -> bool:
        """Does the property's local name spell the name as one of its words, the rest of it being
        English words (``accessioneudate``: "accession", "EU", "date")? The name itself or a WordNet
        synonym of it ("European Union"), without spaces and dots; an all-lower-case infobox key has no
        word boundaries, so the remainder must split into WordNet words of three letters or more."""
        if not prop or not _looks_like_property(prop):
            return False
        local = re.sub(r"[^a-z0-9]", "", re.split(r"[:/#]", prop.strip("<>"))[-1].lower())
        forms = {re.sub(r"[\s.\-]", "", f.lower()) for f in (name, *self.name_synonyms(name))}
        wn = self._wordnet()
        if wn is None:
            return False

        @functools.lru_cache(maxsize=None)
        def words(rest: str) -> bool:
            return rest == "" or any(len(rest[:k]) >= 3 and wn.synsets(rest[:k]) and words(rest[k:])
                                     for k in range(len(rest), 2, -1))

        for form in forms:
            if len(form) < 2:
                continue
            start = local.find(form)
            while start >= 0:
                if words(local[:start]) and words(local[start + len(form):]):
                    return True
                start = local.find(form, start + 1)
        return False

    def _copula_adjunct_options(self, key, occurrences: list[Atom], ctx: "_Context") -> list[Option]:
        """"Where is the residence of X?", "When was the death of Y?": ``loc_nonsp(x, y)`` on a noun
        (no event) whose lexicon entries make it a place (a date) is that noun itself
        (``adjunct.tmpl``). Every occurrence must ask "where" of a place-valued noun or "when" of a
        date-valued one; otherwise the adjunct stays unbridged (unknown, not a guess)."""
        tmpl = next((t for t in self.templates if t.family == "adjunct" and t.variant == "identity"), None)
        if tmpl is None:
            return []
        nouns_of: dict = {}
        for n in ctx.nouns:
            nouns_of.setdefault(n.args[0], []).append(n)
        used: list[LexicalEntry] = []
        words: list[str] = []
        kinds: list[str] = []
        for occ in occurrences:
            if len(occ.args) != 2 or _is_event(occ.args[0]):
                return []
            x, y = occ.args
            wants = "date" if ("time_n", y) in ctx.unary else "place" if ("place_n", y) in ctx.unary else ""
            if not wants:
                return []
            fits = []
            for n in nouns_of.get(x, []):
                erg = parse_erg_predicate(n.pred)
                if erg is None:
                    continue
                fits += [e for e in self.lexicon.lookup(erg.lemma, "n")
                         if e.kind == "property" and e.direction == "inverse" and _value_kind(e.range) == wants]
            if not fits:
                return []
            used.append(fits[0])
            kinds.append(wants)
            words.append(parse_erg_predicate(nouns_of[x][0].pred).lemma)
        name, f = tmpl.instantiate({"$prep": "loc_nonsp", "$pred": "+".join(dict.fromkeys(words))})
        ax = Axiom(name, f, tmpl.family, source=f"the noun's value is a {kinds[0]} (lexicon entry {used[0].id}): "
                   f"its {'time' if kinds[0] == 'date' else 'place'} is itself", word="when" if kinds[0] == "date" else "where",
                   weight=used[0].confidence * tmpl.weight)
        return [Option(key, (ax,), ax.weight)]

    def _entity_candidates(self, text: str, query_labels: dict[str, list[str]], lexical: bool,
                           names: "NameContext | None" = None) -> dict[str, tuple[float, str]]:
        """KG individuals whose label is ``text``: name → (weight, source).

        ``names``: given for proper names, which may then also match loosely
        (:func:`_fuzzy_name_candidates`) when no label is the name itself."""
        found = self._exact_entity_candidates(text, query_labels, lexical)
        if names is not None and not any(w >= W_QUERY_LABEL_QUALIFIED for w, _ in found.values()):
            # DBpedia's own alternative names come before guessing at loose matches
            redirected = self._redirect_candidates(text, query_labels)
            if redirected:
                return redirected
            fuzzy = self._fuzzy_name_candidates(text, query_labels, names)
            if fuzzy:
                return fuzzy
        return found

    @property
    def redirects(self):
        """DBpedia's redirects, or None (see ``redirects`` of the constructor)."""
        if self._redirects == "auto":
            from ..kg.dbpedia_names import default_names
            self._redirects = default_names()
        return self._redirects

    def _redirect_candidates(self, text: str, query_labels: dict[str, list[str]]
                             ) -> dict[str, tuple[float, str]]:
        """Query resources of DBpedia that the name redirects to: a redirect is DBpedia's record that
        the name ("Liz Taylor", "Red Sox") is another name of the page (``dbr:Elizabeth_Taylor``,
        ``dbr:Boston_Red_Sox``), so it counts as a label of the page's resource.

        A name redirected to a page the query does not name still matches loosely as before: the
        package's redirects are older than some DBpedia releases ("Lego Movie" → Brickfilm,
        "Prince William" → Prince_William_of_Wales), so they say what a name is, not what it is not."""
        pages = {}
        for name in query_labels:
            full = expand(name)
            if full.startswith(_DBR) and not _looks_like_property(name):
                pages[name] = unquote(full[len(_DBR):])
        if not pages or self.redirects is None:
            return {}
        found: dict[str, tuple[float, str]] = {}
        texts = list(dict.fromkeys([text, re.sub(r"^(the|a|an)\s+", "", text, flags=re.I)]))
        for name, title in pages.items():
            t = next((t for t in texts if self.redirects.is_redirect(t, title)), None)
            if t is not None:
                found[name] = (W_REDIRECT, f'DBpedia redirect "{t}" → {name}')
        return found

    def _exact_entity_candidates(self, text: str, query_labels: dict[str, list[str]], lexical: bool
                                 ) -> dict[str, tuple[float, str]]:
        found: dict[str, tuple[float, str]] = {}
        texts = [text]
        bare = re.sub(r"^(the|a|an)\s+", "", text, flags=re.I)
        if bare != text:
            texts.append(bare)  # "the_Philippines" → also "Philippines"
        for t in texts:
            target = normalise(t)
            for name, labs in query_labels.items():
                if _looks_like_property(name):
                    continue
                # "Columbia University" is not the page titled "Columbia university" (names.case_conflict)
                labs = [l for l in labs if case_conflict(t, _PAREN.sub("", l).strip()) is None]
                if any(normalise(l) == target for l in labs):
                    found.setdefault(name, (W_QUERY_LABEL, f'query IRI {name} labelled "{t}"'))
                elif any(normalise(_PAREN.sub("", l)) == target for l in labs):
                    # DBpedia's disambiguated names: "Titanic (1997 film)" for "Titanic"
                    lab = next(l for l in labs if normalise(_PAREN.sub("", l)) == target)
                    found.setdefault(name, (W_QUERY_LABEL_QUALIFIED, f'query IRI {name} labelled "{lab}"'))
        if self.labels is not None:
            w = W_KG_LABEL_LEXICAL if lexical else W_KG_LABEL
            for t in texts:
                for name in self.labels.lookup(t):
                    if _looks_like_property(name):
                        continue
                    # a class the lexicon already interprets is not also an individual for that word
                    if lexical and self.lexicon.by_reference(name):
                        continue
                    found.setdefault(name, (w, f'KG label "{t}" of {name}'))
        return found

    def _wordnet(self):
        """The WordNet reader behind :meth:`synonyms_of`, or None: no synonyms wanted, a stand-in
        function instead of WordNet, or WordNet not installed."""
        ranker = self._senses()
        return ranker.wordnet if ranker is not None else None

    def _synsets(self, form: str, pos: str) -> list:
        """WordNet's synsets of ``form`` (its spelling as WordNet keys it) for ``pos``; [] without WordNet
        (off, a stand-in function, not installed) or for a form it cannot read (a damaged install)."""
        try:
            wn = self._wordnet()
            return list(wn.synsets(form, pos)) if wn is not None else []
        except Exception:  # a damaged install or an odd form: no senses
            return []

    def denotes_person(self, lemma: str) -> bool:
        """Is the first WordNet sense of the noun a kind of person ("president", "king")? False
        without WordNet."""
        try:
            wn = self._wordnet()
            senses = wn.synsets(lemma.replace(" ", "_"), "n") if wn is not None else []
            if not senses:
                return False
            person = wn.synset("person.n.01")
            return any(person in path for path in senses[0].hypernym_paths())
        except Exception:
            return False

    def head_synonyms(self, lemma: str) -> list[str]:
        """The other words of the first WordNet noun sense of ``lemma`` ("racer" → "race driver",
        "automobile driver"); [] without WordNet. Only the first sense: a class label's head noun is
        read in its ordinary meaning."""
        senses = self._synsets(lemma.replace(" ", "_"), "n")
        if not senses:
            return []
        return [w.replace("_", " ") for w in senses[0].lemma_names() if w.lower() != lemma.lower()]

    def name_synonyms(self, text: str) -> list[str]:
        """WordNet synonyms of a proper name in all its noun senses ("USA" → "United States",
        "JFK" → "John Fitzgerald Kennedy"); [] without WordNet."""
        if not self._synonyms or callable(self._synonyms):
            return list(self._synonyms(text, "name")) if callable(self._synonyms) else []
        if text in self._name_synonyms:
            return self._name_synonyms[text]
        out: list[str] = []
        try:
            wn = self._wordnet()
            if wn is not None:
                for form in dict.fromkeys((text, text.replace(".", ""))):
                    for syn in wn.synsets(form.replace(" ", "_"), "n"):
                        for lemma in syn.lemma_names():
                            w = lemma.replace("_", " ")
                            if w not in out and w.lower() != text.lower():
                                out.append(w)
        except Exception:  # a damaged install or an odd form: no synonyms
            out = []
        self._name_synonyms[text] = out
        return out

    def _fuzzy_name_candidates(self, text: str, query_labels: dict[str, list[str]],
                               names: "NameContext") -> dict[str, tuple[float, str]]:
        """Query individuals a proper name matches loosely (:mod:`verifier.bridge.names`): the best
        tier only, and at the loose tiers only when one individual matches. Then KG labels of the
        name's WordNet synonyms."""
        synonyms = self.name_synonyms(text)
        individuals = {n: labs for n, labs in query_labels.items()
                       if not _looks_like_property(n) and not _looks_like_class(n)}
        others = [w for w in names.words if normalise(w) not in normalise(text).split()]
        found = best_matches(text, individuals, others, synonyms)
        out = {n: (W_NAME_MATCH[m.tier], f"query IRI {n}: {m.how}") for n, m in found.items()}
        if not out and self.labels is not None:
            for syn in synonyms:
                hits = [h for h in self.labels.lookup(syn) if not _looks_like_property(h)]
                if len(hits) == 1:
                    out[hits[0]] = (W_NAME_MATCH["synonym"] * W_KG_LABEL,
                                    f'KG label "{syn}" (a WordNet synonym of "{text}") of {hits[0]}')
                    break
        return out

    def _entity_options(self, key, pred: str, text: str, word: str, template_variant: str,
                        extra_slots: dict, query_labels: dict[str, list[str]], lexical: bool,
                        names: "NameContext | None" = None) -> list[Option]:
        """Options that make the predicate denote one KG individual whose label is ``text``."""
        tmpl = self._entity_template(template_variant)
        if tmpl is None:
            return []
        out = []
        for name, (w, source) in self._entity_candidates(text, query_labels, lexical, names).items():
            slots = dict(extra_slots, **{"$pred": pred, "$c": Const(name)})
            ax_name, f = tmpl.instantiate(slots)
            ax = Axiom(ax_name, f, tmpl.family, source=source, word=word, kg_terms=(name,), weight=w)
            out.append(Option(key, (ax,), w))
        return out

    def kind_value_properties(self) -> frozenset[str]:
        """The properties of ``kind_value_properties.table`` in this bridge's templates directory."""
        return self._table(load_property_set, "kind_value_properties.table")

    def _kind_value_options(self, key, erg: ErgPredicate, word: str, query_atoms: Sequence[Atom],
                            query_labels: dict[str, list[str]], lexical: Sequence[Option]) -> list[Option]:
        """A common noun whose label names a query individual that the query gives as the value of a
        property saying what its subject is (``kind_value_properties.table``: "musician" and
        ``?x dbo:occupation dbr:Musician``): the noun's instances are the things with that value, as a
        lexicon's owl:hasValue restriction would say (``class_noun.tmpl`` ``[restriction]``). The
        reading of the noun as the individual itself stays one more choice, and so do the lexicon's
        own entries for the noun (weighted above this one, as they are above the individual).

        A property that the noun's own lexicon entries (``lexical``) refer to counts as such a property
        too: a generated entry "autobiography of" → ``dbo:literaryGenre`` ties the word to the property
        whose value the word names (the genre ``dbr:Autobiography``), and the word's things are those of
        that genre. The table stays the only source for a noun the lexicon does not tie to the property
        (a genre or a type names a topic or a form that a noun names only sometimes)."""
        props = self.kind_value_properties() | {o.entry.reference for o in lexical if o.entry is not None
                                                and o.entry.kind == "property" and o.entry.reference}
        uses = [(a.pred, a.args[1].name) for a in query_atoms if a.pred in props and len(a.args) == 2
                and isinstance(a.args[0], Var) and isinstance(a.args[1], Const) and a.args[1].kind == "iri"]
        if not uses:
            return []
        candidates = self._entity_candidates(erg.lemma, query_labels, bool(lexical))
        out: list[Option] = []
        for prop, value in dict.fromkeys(uses):
            if value not in candidates:
                continue
            w, source = candidates[value]
            entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPredicateFrame", prop, value=value,
                                 curated=False, confidence=w)
            for t in self._templates_for(entry, 1, False):
                if t.family != "class_noun":
                    continue
                name, f = t.instantiate(dict(self._slots(entry), **{"$pred": erg.pred}))
                why = "kind_value_properties.table" if prop in self.kind_value_properties() \
                    else f"a lexicon entry for “{erg.lemma}” refers to {prop}"
                ax = Axiom(name, f, t.family, source=f"{source}, the value of {prop}, which says what its subject "
                           f"is ({why})", word=word, kg_terms=(prop, value),
                           weight=w * t.weight)
                out.append(Option(key, (ax,), ax.weight))
        return out

    def _measure_options(self, key, occurrences: list[Atom], ctx: "_Context", word: str) -> list[Option]:
        """A gradable adjective predicated of a measure noun of its scale ("the longest span", "a larger
        population"): its degree is the noun's value (``superlative.tmpl``, ``[measure]``), whatever
        property the noun itself is bridged to."""
        example = occurrences[0]
        if len(example.args) != 2 or not isinstance(example.args[0], Var) or _is_event(example.args[0]):
            return []
        scale = adjective_scale(example.pred)
        scale_name = scale[0] if scale else scale_lemma(example.pred)
        nouns = [n for n in ctx.nouns if n.args[0] == example.args[0] and scale_name in measure_scales(n.pred)
                 and (len(n.args) == 1 or _is_unexpressed(n.args[1]))]
        if len(nouns) != 1 or any(o.args[0] != example.args[0] for o in occurrences):
            return []
        noun = nouns[0]
        tmpl = next((t for t in self.templates if t.family == "superlative"
                     and t.variant == ("measure" if len(noun.args) == 1 else "measure2")), None)
        if tmpl is None:
            return []
        name, f = tmpl.instantiate({"$pred": example.pred, "$mod": noun.pred})
        ax = Axiom(name, f, tmpl.family, source=f"the degree of the measure noun {noun.pred} on the "
                   f"{scale_name} scale is its value (grammars/measure_nouns.tsv)", word=word)
        return [Option(key, (ax,), 1.0)]

    def _order_options(self, key, occurrences: list[Atom], query_atoms: Sequence[Atom], word: str) -> list[Option]:
        """An ordinal ("the first album": ``ord(x, d)``) or a time adjective ("earlier than",
        "the last") whose degree ranks or compares its thing: the degree is a query property whose value
        is the thing's place in that order, a date on the time scale, a date or a position number on an
        ordinal's order (``superlative.tmpl``, ``[order]``). The order has no measure of its own, so no
        other property stands for it; a literal ordinal ("the 8th") is a position, never a date."""
        example = occurrences[0]
        scale = "order" if example.pred == "ord" else (adjective_scale(example.pred) or ("", ""))[0]
        if scale not in ("order", "time"):
            return []
        if not all(len(o.args) == 2 and isinstance(o.args[0], Var) and not _is_event(o.args[0])
                   and isinstance(o.args[1], Var) for o in occurrences):
            return []
        tmpl = next((t for t in self.templates if t.family == "superlative" and t.variant == "order"), None)
        if tmpl is None:
            return []
        what = "a place in time" if scale == "time" else "a place in time or a position in a series"
        out = []
        for prop in dict.fromkeys(a.pred for a in query_atoms if len(a.args) == 2 and ":" in a.pred):
            if not property_on_scale(prop, scale):
                continue
            name, f = tmpl.instantiate({"$pred": example.pred, "$P": prop})
            ax = Axiom(name, f, tmpl.family, source=f"“{word}” orders by {prop}, assumed to be the order the "
                       f"question names: its value is {what} (grammars/measure_properties.tsv)",
                       word=word, kg_terms=(prop,))
            out.append(Option(key, (ax,), 1.0))
        return out

    def _entity_template(self, variant: str) -> Template | None:
        return next((t for t in self.templates if t.family == "entity" and t.variant == variant), None)

    def _compound_name_options(self, key, group: "NameGroup", query_labels,
                               names: "NameContext | None" = None) -> list[Option]:
        """A multiword name ("Golden Gate Bridge": named atoms joined by compound) as one individual.

        Two axioms keep this in the decidable fragment: a universal one that identifies any
        individual so named with the KG term, and ground facts that name the KG term so (with fresh
        witnesses for the modifiers), which the query-to-question direction needs.
        """
        found = self._entity_candidates(group.text, query_labels, lexical=False, names=names)
        fresh = not found
        if fresh:
            found = {"?" + re.sub(r"\s+", "_", group.text.strip()):
                     (W_FRESH, f'no KG term is labelled "{group.text}": a fresh individual')}
        out = []
        for name, (w, source) in found.items():
            c = Const(name)
            body = []
            facts = []
            witness = {group.head: c}
            for v in group.order:
                if v != group.head:
                    witness[v] = Const(f"?{name.lstrip('?')}#{group.carg[v].name}")
            for v in group.order:
                body.append(Atom(group.preds[v], (v, group.carg[v])))
                facts.append(Atom(group.preds[v], (witness[v], group.carg[v])))
            for h, m in group.edges:
                body.append(Atom("compound", (h, m)))
                facts.append(Atom("compound", (witness[h], witness[m])))
            renamed = {v: Var(f"x{i}") for i, v in enumerate(group.order)}
            rule = Forall(tuple(renamed[v] for v in group.order),
                          Implies(conj([substitute(b, renamed) for b in body]), Eq(renamed[group.head], c)))
            label = f"named({group.text})={name}"
            axs = (Axiom(f"entity:{label}", rule, "entity", source=source, word=group.text,
                         kg_terms=() if fresh else (name,), weight=w),
                   Axiom(f"entity:{label}#facts", conj(facts), "entity", source=source, word=group.text,
                         kg_terms=() if fresh else (name,), weight=w))
            out.append(Option(key, axs, w, frozenset(group.atoms)))
        return out

    def _noun_compound_options(self, nc: "NounCompound", reading: Reading, query_labels,
                               ctx: "_Context | None" = None) -> list[Option]:
        """A two-word noun compound read as one lexicon entry ("boiling point") or one KG individual
        ("sodium chloride"), through the ``multiword`` templates; a relational one also with the link
        that supplies its argument ("Lincoln's death place", "the time zone in Lima")."""
        out = self._noun_compound_options_plain(nc, reading, query_labels, ctx)
        if len(nc.mod.args) == 2:
            # the modifier's own argument is unexpressed (_time_n_of(z, i) in "time zone")
            out = [Option(o.key, tuple(replace(a, formula=_pad_unexpressed(a.formula, nc.mod.pred, 1, 1))
                                       for a in o.axioms), o.weight, o.covers, o.entry) for o in out]
        return out

    def _noun_compound_options_plain(self, nc: "NounCompound", reading: Reading, query_labels,
                                     ctx: "_Context | None") -> list[Option]:
        head, mod = nc.head, nc.mod
        herg, merg = parse_erg_predicate(head.pred), parse_erg_predicate(mod.pred)
        hword = reading.word_of(head.pred) or herg.lemma
        mword = reading.word_of(mod.pred) or merg.lemma
        texts = [f"{mword} {hword}", f"{merg.lemma} {herg.lemma}"]
        if merg.pos == "v":  # a verb modifier is a gerund: _boil_v_1 in "boiling point"
            texts.append(f"{_gerund(merg.lemma)} {herg.lemma}")
        texts = list(dict.fromkeys(texts))
        key = ("compound", texts[0])
        covers = frozenset({head, mod, nc.link})
        arity = len(head.args)
        out: list[Option] = []
        entries = []
        for t in texts:
            entries += [e for e in self.lexicon.lookup(t, "n") if e not in entries]
        for e in entries:
            for t in self._templates_for(e, arity, False, shape="multiword"):
                ref = e.reference or ""
                slots = dict(self._slots(e), **{"$pred": head.pred, "$mod": mod.pred,
                                                "$w": Const(f"?{mword}#{ref}")})
                name, f = t.instantiate(slots)
                ax = Axiom(name, f, "multiword", source=f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else ""),
                           word=texts[0], kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                           weight=e.confidence * t.weight)
                out.append(Option(key, (ax,), ax.weight, covers, e))
        # a relational compound whose own argument is not expressed takes it through a link
        links: dict[str, list[Atom]] = {}
        if ctx is not None and (arity == 1 or (arity == 2 and _is_unexpressed(head.args[1]))):
            for a in ctx.on_noun.get(head.args[0], []) + ctx.had_by.get(head.args[0], []):
                if a != nc.link:
                    links.setdefault(a.pred, []).append(a)
        plain = len(out)
        for e in entries if links else ():
            for t in self._templates_for(e, 1, False, linked=True, shape="multiword"):
                if not t.links:
                    continue
                for lname, latoms in links.items():
                    if not _link_fits(lname, t.links, e.markers):
                        continue
                    end = _noun_end(t, lname)
                    latoms = [a for a in latoms if end is None or a.args[end] == head.args[0]]
                    if not latoms:
                        continue
                    ref = e.reference or ""
                    slots = dict(self._slots(e), **{"$pred": head.pred, "$mod": mod.pred, "$link": lname,
                                                    "$w": Const(f"?{mword}#{ref}")})
                    name, f = t.instantiate(slots)
                    if arity == 2:
                        f = _pad_unexpressed(f, head.pred, 1, 1)
                    ax = Axiom(name, f, "multiword", source=f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else ""),
                               word=texts[0], kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                               weight=e.confidence * t.weight)
                    out.append(Option(key, (ax,), ax.weight, covers | frozenset(latoms), e))
        if arity == 2 and len(out) > plain:
            # an unexpressed argument supplied through a link: the plain relational reading, with the
            # unexpressed argument as the property's other end, says less (as for one-word nouns)
            out = [o for o in out[:plain] if o.entry is None or o.entry.frame != "NounPPFrame"] + out[plain:]
        if not entries:
            # no lexicon entry: a query class whose label or local name is the compound
            # ("basketball players" → dbo:BasketballPlayer)
            entries = [e for t in texts for e in _guessed_class_entries(t, query_labels)]
            entries = list({e.reference: e for e in entries}.values())
            for e in entries:
                for t in self._templates_for(e, arity, False, shape="multiword"):
                    slots = dict(self._slots(e), **{"$pred": head.pred, "$mod": mod.pred,
                                                    "$w": Const(f"?{mword}#{e.reference}")})
                    name, f = t.instantiate(slots)
                    ax = Axiom(name, f, "multiword", source=f'query class {e.reference} named "{texts[0]}" '
                               f'(no lexicon entry)', word=texts[0], kg_terms=(e.reference,),
                               weight=e.confidence * t.weight)
                    out.append(Option(key, (ax,), ax.weight, covers, e))
        tmpl = next((t for t in self.templates if t.shape == "multiword" and "entity" in t.frames
                     and t.arity in (None, arity)), None)
        if tmpl is not None and not entries:
            for t in texts:
                for name, (w, source) in self._entity_candidates(t, query_labels, lexical=False).items():
                    slots = {"$pred": head.pred, "$mod": mod.pred, "$c": Const(name),
                             "$w": Const(f"?{name}#{mword}")}
                    ax_name, f = tmpl.instantiate(slots)
                    ax = Axiom(ax_name, f, "multiword", source=source, word=t, kg_terms=(name,), weight=w)
                    out.append(Option(key, (ax,), w, covers))
                if out:
                    break
        return out

    def _name_modifier_options(self, nc: "NounCompound", ctx: "_Context", reading: Reading,
                               query_labels: dict[str, list[str]]) -> list[Option]:
        """A compound whose modifier is a common noun written with a capital inside the question
        ("the Wall album", "the Ring cycle"): the grammar read a name as the noun it also is. The
        compound is then the name in apposition to the head noun ("the album The Wall"): the query
        individual whose label is the name (up to a leading "the", and only one) is the head, and
        the head noun is presupposed of it, as a noun in apposition to a name is (``_phrase_option``).
        A name the head takes with "of" ("the Wall album of Pink Floyd") belongs to the presupposed
        description too, related universally to what that name names (as in
        :func:`_apposition_options`): the name still gets its own individual."""
        head, mod = nc.head, nc.mod
        mword = reading.word_of(mod.pred) or ""
        hword = reading.word_of(head.pred) or ""
        # a capital says "name" only inside the sentence and on a word of lower-case letters after it
        if not (mword[:1].isupper() and mword[1:].islower() and hword.islower()):
            return []
        if reading.words and reading.words[0][1].split()[:1] == [mword]:
            return []
        for a in (head, mod):
            if len(a.args) not in (1, 2) or (len(a.args) == 2 and not _is_unexpressed(a.args[1])):
                return []
        x = head.args[0]
        if x in reading.answer_vars or parse_erg_predicate(head.pred).pos != "n":
            return []
        if any(a not in (mod, nc.link) for a in ctx.atoms if mod.args[0] in a.args):
            return []
        key = name_key(mword)
        herg = parse_erg_predicate(head.pred)

        def fits(label: str) -> bool:
            # a page titled with the bare noun is that noun's page ("Wall" is about walls): the name
            # is "The Wall", or "Wall (album)" with the head noun as its qualifier
            bare = _PAREN.sub("", label).strip()
            if name_key(bare) != key or case_conflict(mword, bare) is not None:
                return False
            qualifier = _PAREN.search(label)
            if qualifier:
                return _stem_token(herg.lemma) in {_stem_token(t) for t in name_tokens(qualifier.group(0).strip(" ()"))}
            return bare.lower().startswith("the ")

        found = [n for n, labs in query_labels.items()
                 if not _looks_like_property(n) and not _looks_like_class(n) and any(fits(l) for l in labs)]
        if len(found) != 1:
            return []
        name = found[0]
        phrase = _phrase_option(x, {head, mod, nc.link}, name, reading, text=f"{mword} {hword}").option
        # "of" + a name on the head: presupposed of the individual, for whatever the name names
        named_by = ctx.named
        groups = {g.head: g for g in ctx.name_groups}
        described, covers = [], []
        for a in ctx.atoms:
            if a.pred != "_of_p" or len(a.args) != 2 or a.args[0] != x:
                continue
            y = a.args[1]
            if y in groups:
                g = groups[y]
                ws = {v: Var(f"w{i}") for i, v in enumerate(g.order)}
                guard = [substitute(b, ws) for b in g.atoms]
                described.append(Forall(tuple(ws[v] for v in g.order),
                                        Implies(conj(guard), Atom("_of_p", (Const(name), ws[y])))))
            elif y in named_by:
                w = Var("w")
                described.append(Forall((w,), Implies(Atom(named_by[y].pred, (w, named_by[y].args[1])),
                                                      Atom("_of_p", (Const(name), w)))))
            else:
                continue
            covers.append(a)
        axioms = phrase.axioms
        if described:
            ax = Axiom(f"apposition:{mword} {hword}#of", conj(described), "apposition",
                       source=f'"of" a name on "{mword} {hword}", in apposition to {name}: presupposed',
                       word=f"{mword} {hword}", weight=W_APPOSITION)
            axioms = axioms + (ax,)
        return [Option(("compound", f"{mword} {hword}"), axioms, W_QUERY_LABEL * W_APPOSITION,
                       phrase.covers | frozenset(covers))]

    def _redundant_modifier_options(self, nc: "NounCompound", reading: Reading) -> list[Option]:
        """A compound whose modifier only restates what the head noun is ("music album"): DBpedia
        redirects the compound to the page titled by the head noun alone ("Music album" → "Album"),
        its record that the two words name what the one names. The head keeps its own readings; the
        modifier and the compound are then implied by it: ``∀x. head(x) → compound(x, w) ∧ mod(w)``
        (``w`` a fixed witness, as in multiword.tmpl, which keeps the check free of ∀∃). The
        question-to-query direction needs nothing from them, so the rule adds no reading to any
        other word. A redirect to another page ("World Ranking"), or none, gives no option."""
        if self.redirects is None:
            return []
        head, mod = nc.head, nc.mod
        herg, merg = parse_erg_predicate(head.pred), parse_erg_predicate(mod.pred)
        if herg.pos != "n" or merg.pos != "n":
            return []
        for a in (head, mod):
            if len(a.args) not in (1, 2) or (len(a.args) == 2 and not _is_unexpressed(a.args[1])):
                return []
        # lower-case words only: a capitalised modifier is a name ("the Wall album")
        mword = reading.word_of(mod.pred) or merg.lemma
        hword = reading.word_of(head.pred) or herg.lemma
        if not (mword.islower() and hword.islower()):
            return []
        hlemma, mlemma = herg.lemma.replace("+", " "), merg.lemma.replace("+", " ")
        text = f"{mlemma} {hlemma}"
        if not self.redirects.is_redirect(text, hlemma):
            return []
        x = Var("x")
        w = Const(f"?{mlemma}#{hlemma}")

        def noun(a: Atom, v) -> Atom:
            lemma = parse_erg_predicate(a.pred).lemma
            return Atom(a.pred, (v,) + ((Const(f"?{lemma}#arg"),) if len(a.args) == 2 else ()))

        hx = Atom(head.pred, (x,) + ((Var("y"),) if len(head.args) == 2 else ()))
        f = Forall(tuple(t for t in hx.args if isinstance(t, Var)),
                   Implies(hx, conj([Atom("compound", (x, w)), noun(mod, w)])))
        word = f"{mword} {hword}"
        ax = Axiom(f"modifier:{mod.pred}+{head.pred}", f, "multiword",
                   source=f'DBpedia redirect "{text}" → "{hlemma}": the modifier restates the head noun',
                   word=word, weight=W_REDIRECT)
        return [Option(("compound", word), (ax,), W_REDIRECT, frozenset({nc.link}))]

    def _is_collective(self, lemma: str) -> bool:
        """Has the noun a WordNet sense for a group of things ("system", "chain": noun.group)?"""
        return any(s.lexname() == "noun.group" for s in self._synsets(lemma, "n"))

    def _collective_name_options(self, nc: "NounCompound", ctx: "_Context", reading: Reading,
                                 query_labels: dict[str, list[str]]) -> list["_Phrase"]:
        """A collective noun over a plural name ("the Ruritanian mountain system"): the adjectives on
        the collective head and the modifier noun in the plural spell the name of a query individual
        c, its label or a DBpedia redirect to it ("Ruritanian mountains"), and the head noun has a
        WordNet sense for a group of things. The phrase then names the group the plural name names,
        c: ``∀… words(…) → head = c`` and ground facts that give c those words, as for a phrase that
        spells a label (:func:`_phrase_option`).

        The plural is what makes the group the name's: "the German football team" is no team that
        "German football" names, while "the Ruritanian mountains" name the mountains the system
        gathers. The head may not be the answer, and the modifier may say nothing else."""
        head, mod = nc.head, nc.mod
        x = head.args[0]
        herg, merg = parse_erg_predicate(head.pred), parse_erg_predicate(mod.pred)
        if x in reading.answer_vars or herg.pos != "n" or merg.pos != "n":
            return []
        for a in (head, mod):
            if len(a.args) not in (1, 2) or (len(a.args) == 2 and not _is_unexpressed(a.args[1])):
                return []
        adjs = ctx.adjectives.get(x, [])
        if not adjs or len(adjs) > 2:
            return []
        if any(a not in (mod, nc.link) for a in ctx.atoms if mod.args[0] in a.args):
            return []
        mword = reading.word_of(mod.pred) or merg.lemma
        hword = reading.word_of(head.pred) or herg.lemma
        if not (mword.islower() and hword.islower()) or not self._is_collective(herg.lemma):
            return []
        individuals = {n: labs for n, labs in query_labels.items()
                       if not _looks_like_property(n) and not _looks_like_class(n)}
        if not individuals:
            return []
        words = {a: reading.word_of(a.pred) or parse_erg_predicate(a.pred).lemma for a in adjs}
        for combo in itertools.permutations(adjs):
            name_text = " ".join(words[a] for a in combo) + " " + plural(merg.lemma)
            found = {n: v for n, v in self._exact_entity_candidates(name_text, individuals, lexical=False).items()
                     if n in individuals and v[0] >= W_QUERY_LABEL}
            found = found or self._redirect_candidates(name_text, individuals)
            if len(found) != 1:
                continue
            (name, (w, source)), = found.items()
            text = " ".join(words[a] for a in combo) + f" {mword} {hword}"
            ph = _phrase_option(x, {head, mod, nc.link, *adjs}, name, reading, weight=w, text=text)
            why = (f'{source}: the "{hword}" (a group, WordNet) of the {name_text}, which the plural name '
                   f'names')
            option = Option(ph.option.key, tuple(replace(a, source=why) for a in ph.option.axioms), w,
                            ph.option.covers)
            return [_Phrase(option, ph.atoms)]
        return []

    def _adjective_noun_options(self, noun: Atom, adjectives: list[Atom], ctx: "_Context",
                                reading: Reading) -> tuple[list[Option], tuple[Atom, ...]]:
        """A noun with adjectives that together form one lexicon entry ("chemical formula",
        "median lethal dose"): options through the ``adjective``-shaped templates, and the adjective
        atoms used (the longest match wins)."""
        nerg = parse_erg_predicate(noun.pred)
        nword = reading.word_of(noun.pred) or nerg.lemma
        words = {a: reading.word_of(a.pred) or parse_erg_predicate(a.pred).lemma for a in adjectives}
        arity = len(noun.args)
        links: dict[str, list[Atom]] = {}
        if arity == 1:
            # the noun first ("the official languages of X") or its possessor first ("X has two
            # official languages"); each template's axiom says which end of its link is the noun
            for a in ctx.on_noun.get(noun.args[0], []) + ctx.had_by.get(noun.args[0], []):
                links.setdefault(a.pred, []).append(a)
        for size in range(min(3, len(adjectives)), 0, -1):
            for combo in itertools.permutations(adjectives, size):
                text = " ".join(words[a] for a in combo) + " " + nword
                entries = self.lexicon.lookup(text, "n")
                if not entries:
                    continue
                out: list[Option] = []
                key = ("adjective", text)
                for e in entries:
                    for t in self._templates_for(e, arity, False, linked=bool(links), shape="adjective"):
                        variants = [({}, frozenset())]
                        if t.links:
                            variants = []
                            for ln, la in links.items():
                                end = _noun_end(t, ln) if ln in t.links else None
                                la = [a for a in la if end is None or a.args[end] == noun.args[0]]
                                if ln in t.links and la:
                                    variants.append(({"$link": ln}, frozenset(la)))
                        for extra, covers in variants:
                            slots = dict(self._slots(e), **{"$pred": noun.pred, "$mod": tuple(a.pred for a in combo)},
                                         **extra)
                            name, f = t.instantiate(slots)
                            ax = Axiom(name, f, "multiword",
                                       source=f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else ""),
                                       word=text, kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                                       weight=e.confidence * t.weight)
                            out.append(Option(key, (ax,), ax.weight, covers | frozenset(combo) | {noun}, e))
                if out:
                    return out, combo
        return [], ()

    def _titled_names(self, reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]]) -> list["_Phrase"]:
        """A person's title with its place, in apposition before the name, that the grammar read as
        the title "of" one multiword name: "the chancellor of Ruritania Anna Weber" gives
        ``_chancellor_n_1(x) ∧ _of_p(x, y)`` with ``y`` named "Ruritania Anna Weber". When no label
        is that whole name, but its last words are a query individual's name (its label, or a DBpedia
        redirect to it) and the words before them name something of their own (a DBpedia page or a
        WordNet noun: "Ruritania"), the title's bearer is that individual, and the title with the
        place is presupposed of it, as a noun in apposition to a name is (``_phrase_option``: the
        words identify the individual, and ground facts give it those words).

        Only for a title that denotes a person (:meth:`denotes_person`), and only when the name and
        the title's link occur nowhere else."""
        out: list[_Phrase] = []
        individuals = {n: labs for n, labs in query_labels.items()
                       if not _looks_like_property(n) and not _looks_like_class(n)}
        if not individuals:
            return out
        for group in ctx.name_groups:
            if len(group.order) < 2 or self._entity_candidates(group.text, individuals, lexical=False):
                continue
            links = [a for a in ctx.atoms if a.pred in ("_of_p", "compound") and len(a.args) == 2
                     and a.args[1] == group.head and isinstance(a.args[0], Var)]
            if len(links) != 1:
                continue
            link = links[0]
            titles = [a for a in ctx.nouns if a.args[0] == link.args[0] and len(a.args) == 1]
            if len(titles) != 1:
                continue
            title = titles[0]
            erg = parse_erg_predicate(title.pred)
            if erg is None or not self.denotes_person(erg.lemma):
                continue
            covered = {title, link, *group.atoms}
            # the name's variables and the title's predicate say nothing beyond the phrase
            name_vars = set(group.order)
            if any(a not in covered for a in ctx.atoms for t in a.args if t in name_vars):
                continue
            if any(a not in covered for a in ctx.keyed.get((title.pred, 1), [])):
                continue
            for k in range(1, len(group.order)):
                before = " ".join(group.carg[v].name.replace("_", " ") for v in group.order[:k])
                rest = " ".join(group.carg[v].name.replace("_", " ") for v in group.order[k:])
                found = {n: v for n, v in self._exact_entity_candidates(rest, individuals, lexical=False).items()
                         if v[0] >= W_QUERY_LABEL}
                found = found or self._redirect_candidates(rest, individuals)
                if len(found) != 1 or not self._names_something(before):
                    continue
                (name, _), = found.items()
                words = f"{reading.word_of(title.pred) or erg.lemma} of {before} {rest}"
                out.append(_phrase_option(title.args[0], covered, name, reading, text=words))
                break
        return out

    def _names_something(self, text: str) -> bool:
        """Is ``text`` a name of its own: a DBpedia page or redirect, or else a WordNet noun?"""
        if self.redirects is not None:
            return self.redirects.canonical(text) is not None
        try:
            wn = self._wordnet()
            return wn is not None and bool(wn.synsets(text.replace(" ", "_"), "n"))
        except Exception:
            return False

    def _office_options(self, key, noun: Atom, ctx: "_Context", reading: Reading, query_atoms: Sequence[Atom],
                        query_labels: dict[str, list[str]]) -> list[Option]:
        """A relational noun for a person with a name as its argument ("the kings of Ruritania",
        ``_king_n_of(x, y) ∧ named(y, "Ruritania")``) whose words, with the name's, spell the label of
        a query individual ``c`` ("King of Ruritania"): ``c`` is the office, and the noun's
        instances are its holders, related to ``c`` by a property that a lexicon entry of the noun
        gives and that the query states with ``c`` as its object:
        ``∀x y. N(x, y) ∧ named(y, T) → P(x, c)`` and back ``∀x. P(x, c) → N(x, w) ∧ named(w, T)``
        (``w`` a fresh witness, which keeps the check free of ∀∃).

        The lexicon's entry says "king of Y" is that property with Y as its value; DBpedia gives the
        office its own page, so the value is the office, not Y. Only persons hold offices
        (:meth:`denotes_person`); the phrase read as the office itself is :func:`_phrase_entities`."""
        if len(noun.args) != 2 or not isinstance(noun.args[1], Var) or _is_unexpressed(noun.args[1]):
            return []
        erg = parse_erg_predicate(noun.pred)
        if erg is None or not self.denotes_person(erg.lemma):
            return []
        y = noun.args[1]
        group = next((g for g in ctx.name_groups if g.head == y), None)
        if group is not None:
            name_atoms, text = list(group.atoms), group.text
        else:
            singles = [a for a in ctx.atoms if a.pred in NAME_PREDS and len(a.args) == 2 and a.args[0] == y
                       and isinstance(a.args[1], Const)]
            if len(singles) != 1:
                return []
            name_atoms, text = singles, singles[0].args[1].name.replace("_", " ")
        # the name's variables may say nothing else, and the name occurs nowhere else: the phrase is
        # then all there is to them (the name gets no individual of its own)
        name_vars = {t for a in name_atoms for t in a.args if isinstance(t, Var)}
        if any(a not in name_atoms and a != noun for a in ctx.atoms for t in a.args if t in name_vars):
            return []
        if any(a not in name_atoms for n in name_atoms if n.pred in NAME_PREDS
               for a in ctx.keyed.get(("named", n.args[1].name, n.pred), [])):
            return []

        def toks(words: str) -> tuple:
            return tuple(sorted(_stem_token(t) for t in name_tokens(words) if t not in FUNCTION_WORDS))

        phrase = toks(f"{erg.lemma} {text}")
        ordered = sorted(name_vars, key=_var_index)
        props = {e.reference for e in self.lexicon.lookup(erg.lemma, "n") if e.kind == "property" and e.reference}
        out: list[Option] = []
        for a in dict.fromkeys(query_atoms):
            if not (a.pred in props and len(a.args) == 2 and isinstance(a.args[0], Var)
                    and isinstance(a.args[1], Const) and a.args[1].kind == "iri"):
                continue
            c = a.args[1]
            if _looks_like_class(c.name) or not any(toks(l) == phrase for l in query_labels.get(c.name, ())):
                continue
            x = Var("x")
            renamed = {noun.args[0]: x, **{v: Var(f"y{i}") for i, v in enumerate(ordered)}}
            witness = {noun.args[0]: x, **{v: Const(f"?{c.name}#{i}") for i, v in enumerate(ordered)}}
            body = [noun] + name_atoms
            rule = Forall(tuple(renamed[v] for v in [noun.args[0], *ordered]),
                          Implies(conj([substitute(b, renamed) for b in body]), Atom(a.pred, (x, c))))
            back = Forall((x,), Implies(Atom(a.pred, (x, c)), conj([substitute(b, witness) for b in body])))
            words = f"{reading.word_of(noun.pred) or erg.lemma} of {text}"
            source = (f'query IRI {c.name} is the office "{words}" (its label), held through {a.pred}, '
                      f'which the lexicon gives "{erg.lemma}"')
            axs = (Axiom(f"office({words})={a.pred}:{c.name}", rule, "relational_noun", source=source, word=words,
                         kg_terms=(a.pred, c.name), weight=W_QUERY_LABEL),
                   Axiom(f"office({words})={a.pred}:{c.name}#back", back, "relational_noun", source=source,
                         word=words, kg_terms=(a.pred, c.name), weight=W_QUERY_LABEL))
            out.append(Option(key, axs, W_QUERY_LABEL, frozenset([noun, *name_atoms])))
        return out

    def _adjective_name_options(self, var: Var, adjectives: list[Atom], reading: Reading,
                                query_atoms: Sequence[Atom], query_labels: dict[str, list[str]]) -> list[Option]:
        """Two or more adjectives on one variable that together spell the name of a query individual
        (its label, or a DBpedia redirect to it: "English Gothic" → dbr:English_Gothic_architecture)
        which the query gives as the value of a property of that variable's kind of thing:
        ``∀x. a1(x) ∧ a2(x) ↔ P(x, c)``, one option per such property of the query.

        The grammar reads a multiword name used as a modifier ("Art Nouveau buildings") as adjectives;
        only a name of two words or more counts, since a single adjective that names a page is mostly
        a demonym or a quality ("French", "Baroque") whose relation to its noun is the lexicon's to
        say. The name must be spelt by all the adjectives tried, in some order, and the longest
        spelling wins."""
        words = {a: reading.word_of(a.pred) or parse_erg_predicate(a.pred).lemma for a in adjectives}
        values: dict[str, list[str]] = {}
        for a in query_atoms:
            if (len(a.args) == 2 and isinstance(a.args[0], Var) and isinstance(a.args[1], Const)
                    and a.args[1].kind == "iri" and a.pred != "rdf:type" and a.pred not in self.name_properties()
                    and not _looks_like_class(a.args[1].name)):
                values.setdefault(a.args[1].name, []).append(a.pred)
        if not values:
            return []
        labels = {n: query_labels.get(n, []) for n in values}
        for size in range(min(3, len(adjectives)), 1, -1):
            for combo in itertools.permutations(adjectives, size):
                text = " ".join(words[a] for a in combo)
                found = {n: v for n, v in self._exact_entity_candidates(text, labels, lexical=False).items()
                         if n in values and v[0] >= W_QUERY_LABEL}
                found = found or self._redirect_candidates(text, labels)
                if len(found) != 1:
                    continue  # no name, or two individuals: no link
                (name, (w, source)), = found.items()
                x, c = Var("x"), Const(name)
                key = ("adjective-name", text)
                out = []
                for prop in dict.fromkeys(values[name]):
                    f = Forall((x,), Iff(conj([Atom(a.pred, (x,)) for a in combo]), Atom(prop, (x, c))))
                    ax = Axiom(f"adjective-name({text})={prop}:{name}", f, "entity",
                               source=f"{source}; the adjectives spell the name, the query gives it as {prop}",
                               word=text, kg_terms=(prop, name), weight=w)
                    out.append(Option(key, (ax,), w, frozenset(combo)))
                return out
        return []

    def _synonym_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                         query_labels) -> list[Option]:
        """Options for a WordNet synonym of the word ("film" → the lexicon's "movie")."""
        out: list[Option] = []
        for syn in self.synonyms_of(erg.lemma, erg.pos)[:8]:
            alias = ErgPredicate(erg.pred, syn, erg.pos, erg.sense)
            lex, _ = self._lexicon_options(key, alias, occurrences, ctx, word)
            found = lex or self._guessed_options(key, alias, occurrences[0], syn, query_labels)
            for o in found:
                axs = tuple(Axiom(a.name, a.formula, a.template, f'WordNet synonym "{syn}" of "{erg.lemma}": {a.source}',
                                  a.word, a.kg_terms, a.weight * W_SYNONYM) for a in o.axioms)
                out.append(Option(o.key, axs, o.weight * W_SYNONYM, o.covers, o.entry))
        return out

    def _synonym_class_options(self, key, erg: ErgPredicate, example: Atom, word: str,
                               query_labels: dict[str, list[str]], rank: float) -> list[Option]:
        """"Which parties ...": a query class labelled by a multiword WordNet synonym of the noun's first
        sense ("political party", dbo:PoliticalParty) reads the noun even where the lexicon has entries
        for it (only as a relation: "party" as dbo:party), below them as the KG's own name is. A
        one-word synonym is not taken: it is another word, which the lexicon would list itself."""
        classes = {n: labs for n, labs in query_labels.items() if _looks_like_class(n)}
        if not classes:
            return []
        out: list[Option] = []
        for syn in self.synonyms_of(erg.lemma, erg.pos)[:8]:
            if " " not in syn.replace("_", " ").strip():
                continue
            alias = ErgPredicate(erg.pred, syn.replace("_", " "), erg.pos, erg.sense)
            for o in self._guessed_options(key, alias, example, alias.lemma, classes):
                o = _scaled(o, rank * W_SYNONYM / o.weight, "(no lexicon entry; ",
                            f'(WordNet synonym "{alias.lemma}" of "{erg.lemma}"; the lexicon\'s entries come first; ')
                out.append(replace(o, axioms=tuple(replace(a, word=word) for a in o.axioms)))
        return out

    def _kg_property_labels(self, query_iris: Sequence[str]) -> dict[str, list[str]]:
        """The KG's own labels (or local names) of the query's properties, not the typing ones, without
        the lexicon's forms for them."""
        return {n: labs for n, labs in self._query_labels(query_iris, lexical=False).items()
                if _looks_like_property(n) and n not in _typing_properties()}

    @staticmethod
    def _kg_name_rank(lex: Sequence[Option], qterms: set, low: float) -> float:
        """The weight of a reading through a query property's KG name: ``low`` where the lexicon has no
        reading of the word or one that the query's terms fit; else level with the lexicon's readings,
        whose terms the query does not use (after QUERY_AFFINITY) and which cannot prove the query."""
        if not lex or any(all(t in qterms for a in o.axioms for t in a.kg_terms) for o in lex):
            return low
        return max(o.weight for o in lex) * QUERY_AFFINITY

    def _derived_noun_options(self, key, erg: ErgPredicate, example: Atom, word: str,
                              kg_property_labels: dict[str, list[str]], rank: float) -> list[Option]:
        """"Which companies produce hovercrafts?" with the query's dbo:product: a query property whose
        KG label is a noun WordNet derives from the verb (what it brings about, not its agent), read
        transitively, "X Vs Y" = N(X, Y), at weight ``rank`` (below the word's own readings)."""
        out: list[Option] = []
        for noun in self.derived_nouns(erg.lemma):
            alias = ErgPredicate(erg.pred, noun, erg.pos, erg.sense)
            for o in self._guessed_options(key, alias, example, noun, kg_property_labels):
                axs = tuple(replace(a, source=f'WordNet derives the noun "{noun}" from "{erg.lemma}": '
                                              + a.source.replace("(no lexicon entry; ", "("),
                                    word=word, weight=rank) for a in o.axioms)
                out.append(Option(o.key, axs, rank, o.covers, o.entry))
        return out

    def _guessed_relational_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context",
                                    word: str, query_labels: dict[str, list[str]]) -> list[Option]:
        """No lexicon entry: a noun whose word a query property's label (or local name) spells, read as a
        relational noun in the default frame ("the X of Y" = X(Y, ·)) whose argument comes through a
        link ("Rome's timezone", "the timezone of Rome", "the timezone in Rome"): the link templates of
        ``relational_noun.tmpl``, which the lexicon's own NounPPFrame entries get."""
        example = occurrences[0]
        if erg.pos != "n" or not example.args or _is_event(example.args[0]):
            return []
        entries = [LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPPFrame", as_predicate(name),
                                args=_NOUN_PP_INVERSE, curated=False, confidence=W_GUESSED)
                   for name in self._label_matches(erg, word, query_labels, properties=True)]
        if not entries:
            return []
        found, _ = self._lexicon_options(key, erg, occurrences, ctx, word, entries=entries)
        out = []
        for o in found:
            axs = tuple(Axiom(a.name, a.formula, a.template, f'query IRI {o.entry.reference} labelled '
                              f'"{word or erg.lemma}" (no lexicon entry; default NounPPFrame, its argument '
                              f'through a link)', a.word, a.kg_terms, a.weight) for a in o.axioms)
            out.append(Option(o.key, axs, o.weight, o.covers, o.entry))
        return [o for o in out if o.covers]  # the plain reading is _guessed_options' own

    @staticmethod
    def _label_matches(erg: ErgPredicate, word: str, query_labels: dict[str, list[str]],
                       properties: bool = False) -> list[str]:
        """The query IRIs one of whose labels is the word (a word the ERG does not know, or a class,
        also by its comparison key: "timezone" = "time zone"); ``properties``: only properties that are
        not the typing or labelling ones."""
        target = {normalise(erg.lemma), normalise(word)} - {""}
        keys = {word_key(t) for t in target} - {""}
        out = []
        for name, labs in query_labels.items():
            if properties and not (_looks_like_property(name) and name not in _typing_properties()):
                continue
            if any(normalise(l) in target for l in labs) or (
                    (_looks_like_class(name) or erg.sense == "unknown") and any(word_key(l) in keys for l in labs)):
                out.append(name)
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
        keys = {word_key(t) for t in target} - {""}
        out = []
        for name, labs in query_labels.items():
            if not any(normalise(l) in target for l in labs) and not (
                    (_looks_like_class(name) or erg.sense == "unknown") and any(word_key(l) in keys for l in labs)):
                continue
            entry = None
            if _looks_like_property(name) and name not in _typing_properties():
                # a content word never means the typing or labelling property itself: "horse racing"
                # is no rdf:type, whatever a label of rdf:type says
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

    def _kind_options(self, key, noun: Atom, reading: Reading, ctx: "_Context",
                      query_labels: dict[str, list[str]]) -> tuple[list[Option], set]:
        """"What kind of N does X have/play", "what form of N is found in X": the answers are kinds
        of N (:attr:`Reading.kinds`), and a query property whose values classify the N of their
        subject (:meth:`_kind_label_fits`: "government type", "genre" for music) relates X to them.
        The verb or preposition between X and the kind only says that the kind is X's (have, play,
        found in), so it is read with the noun as that property. Returns the options and the verb
        atoms they take (which then get no options of their own)."""
        erg = parse_erg_predicate(noun.pred)
        y = noun.args[0]
        if erg is None or not isinstance(y, Var):
            return [], set()
        props = [name for name, labs in query_labels.items()
                 if _looks_like_property(name) and name not in _typing_properties()
                 and any(self._kind_label_fits(normalise(l), erg.lemma) for l in labs)]
        if not props:
            return [], set()
        x = Var("x")
        if len(noun.args) == 1:
            kind_f: Formula = Atom(noun.pred, (y,))
        else:
            kind_f = Exists((Var("i"),), Atom(noun.pred, (y, Var("i"))))
        links: list[tuple[Formula, frozenset, set, str]] = []  # (X-to-kind formula, covers, takes, word)
        for a in ctx.had_by.get(y, []):
            if a.pred in HAVE and a.args[1] == y and isinstance(a.args[0], Var):
                links.append((Atom(a.pred, (x, y)), frozenset({a}), set(), a.pred))
        for vkey, occs in ctx.keyed.items():
            if len(vkey) != 2 or not isinstance(vkey[1], int):
                continue  # names and literals
            pred, n = vkey
            verb = parse_erg_predicate(pred)
            if verb is None or verb.pos != "v" or len(occs) != 1:
                continue
            a = occs[0]
            if n == 2 and a.args[1] == y and isinstance(a.args[0], Var) and a.args[0] != y \
                    and not _is_event(a.args[0]) and not _is_unexpressed(a.args[0]):
                links.append((Atom(pred, (x, y)), frozenset(), {a}, pred))  # "X played that kind"
            elif n >= 3 and _is_event(a.args[0]) and _is_unexpressed(a.args[1]) and a.args[2] == y \
                    and all(_is_unexpressed(t) for t in a.args[3:]):
                # the passive "is found in X": the preposition on the verb's event names X
                preps = [p for p in ctx.on_event.get(a.args[0], []) if len(p.args) == 2
                         and isinstance(p.args[1], Var) and p.args[1] != y]
                if len(preps) != 1 or sum(1 for o in ctx.on_event.get(a.args[0], [])) != 1:
                    continue
                e, rest = Var("e"), tuple(Var(f"i{k}") for k in range(1, n - 1))
                args = (e, rest[0], y) + rest[1:]
                f = Exists((e,) + rest, conj([Atom(pred, args), Atom(preps[0].pred, (e, x))]))
                links.append((f, frozenset(preps), {a}, f"{pred}+{preps[0].pred}"))
        out: list[Option] = []
        used: set = set()
        word = reading.word_of(noun.pred) or erg.lemma
        for link_f, covers, takes, link_name in links:
            for prop in props:
                p = as_predicate(prop)
                f = Forall((x, y), Iff(conj([kind_f, link_f]), Atom(p, (x, y))))
                ax = Axiom(f"kind_of:{noun.pred}+{link_name}={p}", f, "kind_of",
                           source=f'query IRI {prop} labelled as a kind of "{erg.lemma}" (what kind of N X has)',
                           word=word, kg_terms=_kg_terms(prop), weight=W_GUESSED)
                out.append(Option(key, (ax,), W_GUESSED, covers))
                used |= takes
        return out, used

    def _relation_noun_options(self, key, noun: Atom, ctx: "_Context", query_labels: dict[str, list[str]],
                               word: str) -> tuple[list[Option], set]:
        """A verb whose object noun names the query property itself rather than a class of its values:

        * "X belongs to the N" (a verb of ``grammars/relation_verbs.tsv``): the N is X's N, a query
          property labelled N. An adjective on the noun stays only when the two are one WordNet noun
          that is a kind of the label's noun ("artistic movement" is a kind of movement);
        * "who Vs the N for/of X" (or "X's N"): the V-er of X's N, a query property labelled "N V-er"
          (the label's last word built on the verb, :func:`stem_matches`), relating X to the subject.

        The noun, the verb (and the adjective, the preposition) are then read together as that
        property, as :meth:`_kind_options` reads "what kind of N does X have". Returns the options and
        the atoms they take (which then get no options of their own)."""
        erg = parse_erg_predicate(noun.pred)
        y = noun.args[0]
        if erg is None or not isinstance(y, Var) or (len(noun.args) == 2 and not _is_unexpressed(noun.args[1])):
            return [], set()
        lemma = normalise(erg.lemma.replace("+", " "))
        props = {name: [normalise(l) for l in labs] for name, labs in query_labels.items()
                 if _looks_like_property(name) and name not in _typing_properties()}
        if not props:
            return [], set()
        if len(noun.args) == 1:
            noun_f: Formula = Atom(noun.pred, (y,))
        else:
            noun_f = Exists((Var("i"),), Atom(noun.pred, (y, Var("i"))))
        adjs = ctx.adjectives.get(y, [])
        x = Var("x")
        out: list[Option] = []
        used: set = set()
        verbs = []
        for vkey, occs in ctx.keyed.items():
            if len(vkey) == 2 and isinstance(vkey[1], int) and len(occs) == 1:
                v_erg = parse_erg_predicate(vkey[0])
                if v_erg is not None and v_erg.pos == "v":
                    verbs.append((vkey, occs[0]))
        holders = relation_verbs()
        for (vpred, n), a in verbs:
            holder = holders.get(vpred)
            if holder and holder != "subject":
                # "which N do you need for X": the N of X, X the object of the one preposition on the
                # verb's event; whoever needs it (a generic "you", "I") says nothing of X
                on = ctx.on_event.get(a.args[0], []) if n == 3 and _is_event(a.args[0]) else []
                if a.args[2:] != (y,) or len(on) != 1 or on[0].pred != holder or len(on[0].args) != 2 \
                        or not isinstance(on[0].args[1], Var) or on[0].args[1] == y or adjs:
                    continue
                prep = on[0]
                for prop, labs in props.items():
                    if lemma not in labs:
                        continue
                    p = as_predicate(prop)
                    e, sv = Var("e"), Var("s")
                    body = conj([noun_f, Exists((e, sv), conj([Atom(vpred, (e, sv, y)), Atom(prep.pred, (e, x))]))])
                    f = Forall((x, y), Iff(body, Atom(p, (x, y))))
                    ax = Axiom(f"relation_noun:{vpred}+{noun.pred}+{prep.pred}={p}", f, "relation_noun",
                               source=f'query IRI {prop} labelled "{lemma}": {vpred} {prep.pred} says that its object '
                               f'is a value of that relation of the preposition\'s object (relation_verbs.tsv)',
                               word=word, kg_terms=_kg_terms(prop), weight=W_GUESSED)
                    out.append(Option(key, (ax,), W_GUESSED, frozenset({prep})))
                    used.add(a)
                continue
            # the verb's subject and object: V(s, y), or V(e, s, y) with nothing else on its event
            if n == 2 and not _is_event(a.args[0]):
                subj, obj, event = a.args[0], a.args[1], None
            elif n == 3 and _is_event(a.args[0]) and not ctx.on_event.get(a.args[0]):
                subj, obj, event = a.args[1], a.args[2], a.args[0]
            else:
                continue
            if obj != y or not isinstance(subj, Var) or subj == y or _is_unexpressed(subj) or _is_event(subj):
                continue
            verb = parse_erg_predicate(vpred)

            def verb_f(s, o):
                return Atom(vpred, (s, o)) if event is None else Exists((Var("e"),), Atom(vpred, (Var("e"), s, o)))

            if holder == "subject":
                texts = [lemma] if not adjs else []
                if len(adjs) == 1:
                    adj = normalise(parse_erg_predicate(adjs[0].pred).lemma)
                    texts = [f"{adj} {lemma}"]
                for prop, labs in props.items():
                    if not any(t in labs or (adjs and lemma in labs and self._names_kind_of(t, lemma))
                               for t in texts):
                        continue
                    p = as_predicate(prop)
                    body = conj([noun_f] + [Atom(j.pred, (y,)) for j in adjs] + [verb_f(x, y)])
                    f = Forall((x, y), Iff(body, Atom(p, (x, y))))
                    ax = Axiom(f"relation_noun:{vpred}+{noun.pred}={p}", f, "relation_noun",
                               source=f'query IRI {prop} labelled "{lemma}": {vpred} says that its object "{texts[0]}" '
                               f'is a value of that relation (relation_verbs.tsv)', word=word, kg_terms=_kg_terms(prop), weight=W_GUESSED)
                    out.append(Option(key, (ax,), W_GUESSED))
                    used |= {a, *adjs}
                continue
            if adjs:
                continue
            links = [l for l in ctx.on_noun.get(y, []) if l.pred in ("poss", "_of_p", "_for_p")
                     and isinstance(l.args[1], Var) and l.args[1] != y]
            if len(links) != 1 or len(ctx.on_noun.get(y, [])) != 1:
                continue
            link = links[0]
            for prop, labs in props.items():
                if not any(l.startswith(lemma + " ") and len(l.split()) == len(lemma.split()) + 1
                           and stem_matches(verb.lemma, l.split()[-1]) for l in labs):
                    continue
                p = as_predicate(prop)
                xv, sv = Var("x"), Var("s")
                inner = conj([noun_f, Atom(link.pred, (y, xv)), verb_f(sv, y)])
                f = Forall((sv, xv), Iff(Exists((y,), inner), Atom(p, (xv, sv))))
                ax = Axiom(f"relation_noun:{vpred}+{noun.pred}+{link.pred}={p}", f, "relation_noun",
                           source=f'query IRI {prop} labelled "{lemma} {verb.lemma}…": who {verb.lemma}s '
                           f'the {lemma} of X is X\'s {lemma} {verb.lemma}r', word=word,
                           kg_terms=_kg_terms(prop), weight=W_GUESSED)
                out.append(Option(key, (ax,), W_GUESSED, frozenset({link})))
                used.add(a)
        return out, used

    def _wordnet_kind_of(self, word: str, noun: str, itself: bool) -> bool:
        """Is a WordNet noun sense of ``word`` a kind of (a direct hyponym of) a sense of ``noun``, or,
        with ``itself``, that sense? False without WordNet."""
        try:
            wn = self._wordnet()
            if wn is None:
                return False
            ns = set(wn.synsets(noun.replace(" ", "_"), "n"))
            return bool(ns) and any((itself and s in ns) or set(s.hypernyms()) & ns
                                    for s in wn.synsets(word.replace(" ", "_"), "n"))
        except Exception:  # a damaged install or an odd form: no kinds
            return False

    @functools.lru_cache(maxsize=4096)
    def _names_kind_of(self, phrase: str, noun: str) -> bool:
        """An adjective and its noun that WordNet knows as one noun which is a sense of the noun itself
        ("political party") or a kind of (a direct hyponym of) one ("artistic movement")."""
        return self._wordnet_kind_of(phrase, noun, itself=True)

    @functools.lru_cache(maxsize=4096)
    def _kind_label_fits(self, label: str, lemma: str) -> bool:
        """A property label that names a kind of N: N followed by a kind word of light_words.tsv
        ("government type", "music genre"), or a noun one of whose WordNet senses is a kind of (a
        direct hyponym of) a sense of N ("genre" for music)."""
        noun = normalise(lemma.replace("+", " "))
        words = label.split()
        kinds = kind_words()
        if len(words) >= 2 and " ".join(words[:-1]) == noun and words[-1] in kinds:
            return True
        if len(words) >= 3 and words[0] in kinds and words[1] == "of" and " ".join(words[2:]) == noun:
            return True
        return self._wordnet_kind_of(label, noun, itself=False)

    # ------------------------------------------------------------------ the public entry point

    def _query_labels(self, query_iris: Sequence[str], lexical: bool = True) -> dict[str, list[str]]:
        """The labels of the query IRIs: the KG's (or their local names) and, with ``lexical``, the
        forms of the lexicon entries that refer to them."""
        query_labels: dict[str, list[str]] = {}
        if query_iris:
            src = ChainLabels(self.labels, LocalNameLabels()) if self.labels is not None else LocalNameLabels()
            query_labels = src.labels(query_iris)  # one batched request
            if not lexical:
                return query_labels
            # lexicon forms of the entries that refer to a query IRI count as its labels too
            for name in query_iris:
                for e in self.lexicon.by_reference(name):
                    query_labels[name] = list(dict.fromkeys(query_labels[name] + [e.lemma]))
        return query_labels

    def options(self, reading: Reading, query_iris: Sequence[str] = (), query_formula: Formula | None = None
                ) -> tuple[dict[tuple, list[Option]], dict[tuple, str], list[Atom]]:
        """Per predicate key, its options best first; the keys nothing bridges, with the reason;
        and the atoms that only another predicate's option can cover (prepositions on events,
        ``poss``/``compound``/``_of_p`` links, the parts of multiword names)."""
        query_iris = list(dict.fromkeys(query_iris))
        query_labels = self._query_labels(query_iris)
        ctx = _Context(reading.formula)
        names = NameContext.of(reading)
        query_atoms = tuple(dict.fromkeys(atoms(query_formula))) if query_formula is not None else ()
        query_iris_preds = set(query_iris) | {a.pred for a in query_atoms}

        opts: dict[tuple, list[Option]] = {}
        unbridged: dict[tuple, str] = {}
        in_names = set()
        for group in ctx.name_groups:
            key = ("named", group.text, group.head.name)
            opts[key] = self._compound_name_options(key, group, query_labels, names.near(group.order)) \
                + _name_value_options(key, group, query_atoms, self.name_properties())
            in_names |= {c.name for c in group.carg.values()}
        # two-word noun compounds that the lexicon or the KG knows as one word: their parts get
        # no options of their own (a part bridged alone would contradict the whole)
        taken: set = set()
        appositive: list[tuple[Option, list]] = []  # apposition options with their noun variables
        for nc in ctx.noun_compounds:
            parts = {nc.head, nc.mod}
            if parts & taken:
                continue
            # every occurrence of the parts' predicates must be inside this compound
            if any(a not in parts for a in ctx.keyed.get((nc.head.pred, len(nc.head.args)), [])
                   + ctx.keyed.get((nc.mod.pred, len(nc.mod.args)), [])):
                continue
            found = self._noun_compound_options(nc, reading, query_labels, ctx)
            found += self._name_modifier_options(nc, ctx, reading, query_labels)
            presupposed = _appositive_compound_options(nc, ctx, reading)
            appositive += [(o, [nc.head.args[0]]) for o in presupposed]
            found += presupposed
            if found:
                opts[found[0].key] = found
                taken |= parts | {nc.link}
                continue
            # a modifier that only restates the head ("music albums"): the head keeps its readings
            found = self._redundant_modifier_options(nc, reading)
            if found:
                opts[found[0].key] = found
                taken |= {nc.mod, nc.link}
        # "the Ruritanian mountain system": a group named by its members' plural name
        for nc in ctx.noun_compounds:
            if {nc.head, nc.mod, nc.link} & taken:
                continue
            for ph in self._collective_name_options(nc, ctx, reading, query_labels):
                if not ph.atoms & taken:
                    opts[ph.option.key] = [ph.option]
                    taken |= ph.atoms
        # "the chancellor of Ruritania Anna Weber": a title with a place before a name, parsed as one
        # name "Ruritania Anna Weber"; the title's bearer is the individual the name's end spells
        for ph in self._titled_names(reading, ctx, query_labels):
            if ph.atoms & taken:
                continue
            for g in ctx.name_groups:
                if set(g.atoms) & ph.atoms:
                    opts.pop(("named", g.text, g.head.name), None)
            opts[ph.option.key] = [ph.option]
            taken |= ph.atoms
        # phrases that spell a query individual's label ("the Statue of Liberty", "the
        # interpretation of dreams", "Carolina reaper"): one individual, their parts get no options
        for ph in _phrase_entities(reading, ctx, query_labels, self.denotes_person, self.name_synonyms,
                                   self.head_synonyms):
            if ph.atoms & taken:
                continue
            groups = [g for g in ctx.name_groups if set(g.atoms) & ph.atoms]
            if any(not set(g.atoms) <= ph.atoms for g in groups):
                continue
            for g in groups:
                opts.pop(("named", g.text, g.head.name), None)
            opts[ph.option.key] = [ph.option]
            taken |= ph.atoms
        # "the kings of Ruritania" as the holders of the office dbr:King_of_Ruritania, the page whose
        # name is the phrase, through the noun's own lexicon property
        for noun in ctx.nouns:
            nkey = (noun.pred, len(noun.args))
            if noun in taken or ctx.keyed.get(nkey) != [noun]:
                continue
            found = self._office_options(nkey, noun, ctx, reading, query_atoms, query_labels)
            if found:
                # the name is a word of the office's name, not an individual of its own
                for g in ctx.name_groups:
                    if set(g.atoms) & found[0].covers:
                        opts.pop(("named", g.text, g.head.name), None)
                opts[nkey] = found
                taken |= found[0].covers
        # adjectives that together spell the name of a query individual the query gives as a value of
        # the thing they modify ("Art Nouveau buildings": ?x dbo:architecturalStyle dbr:Art_Nouveau)
        for var, adjs in ctx.adjectives.items():
            adjs = [a for a in adjs if a not in taken]
            if len(adjs) < 2:
                continue
            found = self._adjective_name_options(var, adjs, reading, query_atoms, query_labels)
            if found and not any(a not in found[0].covers for p in found[0].covers
                                 for a in ctx.keyed.get((p.pred, len(p.args)), [])):
                opts[found[0].key] = found
                taken |= found[0].covers
        # "end his active career": a verb entry whose lemma holds the verb's object reads the verb and
        # its object together; the object's words get no options of their own (read alone through
        # another entry, "active career" as the property's value, the two would chain without end)
        for vkey, occs in ctx.keyed.items():
            erg = parse_erg_predicate(vkey[0])
            if erg is None or erg.pos != "v" or any(a in taken for a in occs):
                continue
            found, used = self._verb_object_options(vkey, erg, occs, ctx, reading.word_of(vkey[0]) or erg.lemma)
            if found and not (used & taken):
                opts[vkey] = found
                taken |= set(occs) | used
        # nouns with adjectives that belong to one lexeme ("chemical formula")
        for noun in ctx.nouns:
            adjs = [a for a in ctx.adjectives.get(noun.args[0], []) if a not in taken]
            if not adjs or noun in taken:
                continue
            found, used = self._adjective_noun_options(noun, adjs, ctx, reading)
            group = {noun, *used}
            if not found or any(a not in group for p in group for a in ctx.keyed.get((p.pred, len(p.args)), [])):
                continue
            opts[found[0].key] = found
            taken |= group | {a for o in found for a in o.covers}
        # "what form of government does X have", "what kind of music did X play": a property that
        # classifies the N of its subject; the relation between X and the kind is then light (the
        # noun and that verb get no other options: the query's property is what the kind asks for)
        for noun in ctx.nouns:
            nkey = (noun.pred, len(noun.args))
            if noun.pred not in reading.kinds or noun in taken or ctx.keyed.get(nkey) != [noun]:
                continue
            found, used = self._kind_options(nkey, noun, reading, ctx, query_labels)
            if found:
                opts[nkey] = found
                taken |= {noun} | used
        # "belong to an artistic movement", "compose the music for X": the verb's object noun names a
        # query property (not a class of its values); verb and noun are read together as it
        for noun in ctx.nouns:
            nkey = (noun.pred, len(noun.args))
            if noun in taken or ctx.keyed.get(nkey) != [noun]:
                continue
            found, used = self._relation_noun_options(nkey, noun, ctx, query_labels,
                                                      reading.word_of(noun.pred) or noun.pred)
            if found and not (used & taken):
                opts[nkey] = found
                taken |= {noun} | used | {a for o in found for a in o.covers}
        dependent = [a for a in ctx.dependent if a not in taken]
        kg_property_labels = None  # the query properties' own labels, on the first word that needs them
        qterms = set(query_iris) | {as_predicate(n) for n in query_iris} | {a.pred for a in query_atoms}
        for key, occurrences in ctx.keyed.items():
            if all(a in taken for a in occurrences):
                continue
            example = occurrences[0]
            pred = example.pred
            word = reading.word_of(pred) or ""
            if key[0] == "named" and key[1] in in_names:
                # the same name alone and inside a multiword name: bridging both would equate two
                # distinct individuals (and make the axioms inconsistent)
                unbridged[key] = f'"{key[1]}" occurs alone and inside a multiword name'
                continue
            if key[0] == "literal":
                tmpl = self._entity_template("literal")
                if tmpl is not None:
                    value = Const(key[1], kind="literal", datatype=LITERAL_PREDS[pred])
                    name, f = tmpl.instantiate({"$pred": pred, "$name": example.args[1], "$c": value})
                    opts[key] = [Option(key, (Axiom(name, f, tmpl.family, source=f"{pred} is a {value.datatype} value",
                                                    word=word or key[1]),), 1.0)]
                    opts[key] += _year_options(key, pred, example.args[1], query_iris_preds)
                    continue
            if key[0] == "named":
                text = key[1].replace("_", " ")
                found = self._entity_options(key, pred, text, text, "named",
                                             {"$name": example.args[1]}, query_labels, lexical=False,
                                             names=names.near([a.args[0] for a in occurrences]))
                found += _name_literal_options(key, pred, text, example.args[1], query_atoms,
                                               bool(found))
                found += _name_value_options(key, NameGroup.single(example.args[0], pred, example.args[1]),
                                             query_atoms, self.name_properties())
                if not found:
                    tmpl = self._entity_template("named")
                    if tmpl is not None:
                        fresh = Const("?" + re.sub(r"\s+", "_", text.strip()))
                        name, f = tmpl.instantiate({"$pred": pred, "$name": example.args[1], "$c": fresh})
                        found = [Option(key, (Axiom(name, f, tmpl.family, source=f'no KG term is labelled "{text}": '
                                                    f'a fresh individual', word=word or text, weight=W_FRESH),), W_FRESH)]
                if found:
                    opts[key] = found
                else:
                    unbridged[key] = f'no KG term is labelled "{text}"'
                continue
            if pred == "loc_nonsp":
                found = self._copula_adjunct_options(key, occurrences, ctx)
                if found:
                    opts[key] = found
                    continue
            if pred == "ord":  # "the first X" ranked by a stored order (a literal "8th" stays unbridged)
                found = self._order_options(key, occurrences, query_atoms, _ordinal_word(word))
                if found:
                    opts[key] = found
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
            word = word or erg.lemma
            lex, misfits = self._lexicon_options(key, erg, occurrences, ctx, word)
            found = list(lex)
            if erg.pos == "n" and len(example.args) == 1:
                found += self._entity_options(key, pred, erg.lemma, word, "noun", {}, query_labels,
                                              lexical=bool(lex))
                found += self._kind_value_options(key, erg, word, query_atoms, query_labels, lexical=lex)
            if not lex:
                found += self._guessed_options(key, erg, example, word, query_labels)
                found += self._guessed_relational_options(key, erg, occurrences, ctx, word, query_labels)
            else:
                # a query property whose KG name IS the word competes with the lexicon's entries: a
                # generated lexicon may map the word wrongly, and the KG's own name for the property is
                # evidence of its own. Below the lexicon's entries that the query's terms fit; level with
                # those it does not use (which then cannot prove it), so that the bound on tried choices
                # does not fall on the one reading that can
                if kg_property_labels is None:
                    kg_property_labels = self._kg_property_labels(query_iris)
                rank = self._kg_name_rank(lex, qterms, W_GUESSED * W_GUESSED_LEXICAL)
                found += [_scaled(o, rank / o.weight, "(no lexicon entry; ", "(the KG's own name; the lexicon's "
                                                                               "entries for the word come first; ")
                          for o in self._guessed_options(key, erg, example, word, kg_property_labels)
                          + self._guessed_relational_options(key, erg, occurrences, ctx, word, kg_property_labels)]
                if erg.pos == "n":
                    found += self._synonym_class_options(key, erg, example, word, query_labels, rank)
            if erg.pos == "v" and len(example.args) == 2:
                if kg_property_labels is None:
                    kg_property_labels = self._kg_property_labels(query_iris)
                found += self._derived_noun_options(key, erg, example, word, kg_property_labels,
                                                    self._kg_name_rank(lex, qterms, W_GUESSED * W_DERIVED))
            if erg.pos == "n":
                found += self._member_options(key, erg, occurrences, ctx, word, query_atoms, qterms, lex)
            if not lex and erg.pos == "n":
                found += self._kinship_options(key, erg, occurrences, ctx, word)
            if erg.pos == "a" and len(example.args) == 1:
                found += self._state_options(key, erg, word)
                found += self._doctrine_options(key, erg, occurrences, ctx, word, query_atoms, qterms, lex)
                found += self._pertainym_options(key, erg, occurrences, ctx, word, query_atoms, qterms, lex)
            if not found:
                found = self._synonym_options(key, erg, occurrences, ctx, word, query_labels)
            if erg.pos == "n":
                presupposed = _apposition_options(key, erg, occurrences, ctx, word)
                appositive += [(o, [a.args[0] for a in occurrences]) for o in presupposed]
                found += presupposed
                # unlike an apposition, the role's axiom says nothing of the name: a query about
                # another entity fails on the name whether or not a KG term is labelled so
                found += _role_options(key, erg, occurrences, ctx, word)
            if erg.pos == "a":
                found = self._measure_options(key, occurrences, ctx, word) + found \
                    + self._order_options(key, occurrences, query_atoms, word)
            if erg.pos == "v":
                found += self._vague_verb_options(key, erg, occurrences, ctx, word, query_iris, found)
            if found:
                opts[key] = found
            else:
                why = "; ".join(misfits[:3]) + (f"; … ({len(misfits)} entries)" if len(misfits) > 3 else "") \
                    if misfits else f'no lexicon entry, KG label or query IRI for "{erg.lemma}"'
                unbridged[key] = why

        # a noun is presupposed of what it stands in apposition to only where the name is read as a KG
        # term: a fresh individual for the name would leave the presupposed description constraining
        # nothing, and no query would then fail on the name
        if appositive:
            kg_named = set()
            for key, occurrences in ctx.keyed.items():
                if key[0] == "named" and any(a.kg_terms for o in opts.get(key, ()) for a in o.axioms):
                    kg_named |= {a.args[0] for a in occurrences}
            for group in ctx.name_groups:
                if any(a.kg_terms for o in opts.get(("named", group.text, group.head.name), ()) for a in o.axioms):
                    kg_named |= set(group.order)
            for o, nouns in appositive:
                if all(n in kg_named for v in nouns for n in ctx.appos_name.get(v, ())):
                    continue
                opts[o.key] = [p for p in opts.get(o.key, []) if p is not o]
                if not opts[o.key]:
                    del opts[o.key]
                    unbridged[o.key] = f'"{o.axioms[0].word}" is in apposition to a name no KG term is labelled so'

        # a year compared on a verb's event ("born after 1950"): the verb's date property against the
        # year's bounds (comparison.tmpl); each such preposition is a choice of its own
        compared, explained = self._comparison_options(reading, ctx, query_iris)
        opts.update(compared)
        for key in explained:
            # "Which films were released before 1990?": the comparison's axiom says all the question
            # says of the verb, so a verb with no reading of its own is no gap
            unbridged.pop(key, None)

        self._literal_subject_options(opts, ctx, query_atoms)

        # a lexicon reading whose property has a variant the query uses ("born" as dbo:birthYear, the
        # query's dbo:birthDate): one more choice with the property renamed (property_variants.table)
        query_props = {a.pred for a in query_atoms} | {n for n in query_iris if _looks_like_property(n)}
        for key in list(opts):
            opts[key] = _restriction_unions(opts[key])
        containers = self._query_containers(query_atoms, query_labels)
        for key, lst in opts.items():
            lst.extend(self._variant_options(lst, query_props))
            lst.extend(self._literal_value_options(lst, query_atoms))
            lst.extend(self._individual_kind_options(lst, query_atoms))
            lst.extend(self._maker_options(lst, query_atoms))
            lst.extend(self._containment_options(lst, query_props, containers))

        # dedupe (entries that differ only in their domain give the same axiom), prefer the query's
        # own terms, then order best first
        qset = set(query_iris) | {as_predicate(n) for n in query_iris}
        for key, lst in opts.items():
            seen: dict = {}
            for o in lst:
                sig = tuple(a.formula for a in o.axioms)
                terms = {t for a in o.axioms for t in a.kg_terms}
                w = o.weight * (1.0 if not qset or terms <= qset else QUERY_AFFINITY)
                kept = seen.get(sig)
                if kept is None:
                    seen[sig] = Option(o.key, o.axioms, w, o.covers, o.entry, o.alternatives)
                    continue
                # the entries behind both stay: "direct" for films and for software is one axiom,
                # and which domain applies depends on the classes in play (_typing_axioms)
                best, other = (o, kept) if kept.weight < w else (kept, o)
                extra = tuple(e for e in other.entries() if e not in best.entries())
                seen[sig] = Option(o.key, best.axioms, max(w, kept.weight), best.covers, best.entry,
                                   best.alternatives + extra)
            opts[key] = _with_union(sorted(seen.values(), key=lambda o: -o.weight), qset)
            opts[key] = _sense_unions(opts[key], query_formula)
            # after the unions: "studied in X" as education ∪ almaMater, then at a school located in X
            located = self._located_options(opts[key], query_atoms)
            if located:
                opts[key] = sorted(opts[key] + located, key=lambda o: -o.weight)
        return opts, unbridged, dependent

    def pertainyms(self, lemma: str) -> list[str]:
        """The nouns WordNet says the adjective pertains to ("Swiss" → "Switzerland"); [] without WordNet."""
        ranker = self._senses()
        if ranker is None:
            return []
        try:
            return ranker.pertainyms(lemma)
        except Exception:  # a lemma WordNet does not know
            return []

    def _pertainym_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                           query_atoms: Sequence[Atom], qterms: set, lex: Sequence[Option]) -> list[Option]:
        """"Which Swiss banks ...": an adjective that WordNet says pertains to a noun naming a query
        individual c (its KG label), which the query gives as the value of a property of
        ``demonym_properties.table``: the adjective's things are those the property ties to c. Even where
        the lexicon reads the adjective with another such property, at the weight of :meth:`_kg_name_rank`."""
        demonym_props = self._table(load_property_set, "demonym_properties.table")
        uses = _iri_values(query_atoms, demonym_props)
        if not uses:
            return []
        nouns = {normalise(n) for n in self.pertainyms(word or erg.lemma) or self.pertainyms(erg.lemma)} - {""}
        if not nouns:
            return []
        values = {c for _, c in uses}
        labels = self._query_labels(sorted(values), lexical=False)
        rank = self._kg_name_rank(lex, qterms, W_GUESSED)
        found = [(prop, value) for prop, value in dict.fromkeys(uses)
                 if any(normalise(l) in nouns for l in labels.get(value, []))]
        return self._has_value_options(
            key, erg, occurrences, ctx, word, found, rank, "pertainym", "adjective", _ADJECTIVE_VALUE_FRAMES,
            lambda e: f'WordNet: "{erg.lemma}" pertains to {e.value} ({e.reference}, demonym_properties.table)')

    def _has_value_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                           uses: Sequence[tuple[str, str]], rank: float, kind: str, pos: str,
                           frames: Sequence[tuple[str, str]], source: Callable[[LexicalEntry], str]) -> list[Option]:
        """The word read as each (property, value) of ``uses`` like a lexicon's ``owl:hasValue``
        restriction, in each (frame, argument role) of ``frames``, at weight ``rank``; ``source`` says
        where each reading comes from (the pertainym, doctrine and member readings differ only in why
        a pair is offered)."""
        entries = [LexicalEntry(f"{kind}:{erg.lemma}:{prop}", erg.lemma, pos, frame, prop,
                                args=(SynArg(role, "isA", ""),), value=value, curated=False, confidence=rank)
                   for prop, value in uses for frame, role in frames]
        if not entries:
            return []
        found, _ = self._lexicon_options(key, erg, occurrences, ctx, word, entries=entries)
        return [Option(o.key, tuple(replace(a, source=source(o.entry)) for a in o.axioms), o.weight, o.covers,
                       o.entry) for o in found]

    def member_groups(self, lemma: str) -> list[str]:
        """The groups the first WordNet sense of the noun is a member of, by their names (its member
        holonyms: "democrat" → "Democratic Party", "king" → "royalty"); [] without WordNet. The first
        sense only: "queen" is first the insect of a colony, and no further sense is guessed at."""
        senses = self._synsets(lemma.replace(" ", "_"), "n")
        if not senses:
            return []
        return list(dict.fromkeys(n.replace("_", " ") for h in senses[0].member_holonyms() for n in h.lemma_names()))

    def _member_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                        query_atoms: Sequence[Atom], qterms: set, lex: Sequence[Option]) -> list[Option]:
        """"Is X a democrat?": a noun whose first WordNet sense is a member of a group (a member holonym,
        :meth:`member_groups`) that names a query individual c (its label, a qualifier aside: "Democratic
        Party (United States)"), which the query gives as the value of a property of
        ``member_properties.table``: the noun's things are those the property ties to c, read as a
        lexicon's ``owl:hasValue`` restriction would be, at the weight of :meth:`_kg_name_rank`."""
        member_props = self._table(load_property_set, "member_properties.table")
        uses = _iri_values(query_atoms, member_props)
        if not uses:
            return []
        groups = {normalise(g) for g in self.member_groups(erg.lemma)} - {""}
        if not groups:
            return []
        labels = self._query_labels(sorted({c for _, c in uses}), lexical=False)
        rank = self._kg_name_rank(lex, qterms, W_GUESSED)
        found = [(prop, value) for prop, value in dict.fromkeys(uses)
                 if any(normalise(_PAREN.sub("", l)) in groups for l in labels.get(value, []))]
        return self._has_value_options(
            key, erg, occurrences, ctx, word, found, rank, "member", "noun", _NOUN_VALUE_FRAMES,
            lambda e: f'WordNet: a "{erg.lemma}" is a member of {e.value} ({e.reference}, member_properties.table)')

    def _member_class_axioms(self, reading: Reading, query_iris: Sequence[str],
                             query_classes: dict[str, str]) -> list[Axiom]:
        """``member_class.tmpl`` for the question's nouns whose first WordNet sense is a member of a group
        that labels a class the query names ("king" and dbo:Royalty): the noun's things are of that class
        whatever the noun is read as, so the query's type triple restates the noun. Typed by
        ``rdf:type`` only (a Wikidata item is no class label).

        A class named like a group may hold the groups themselves (dbo:Band and "musical group", of
        which a musician is a member) or the group's members (dbo:Royalty: royal persons). Only the
        latter says what the noun's things are: the class must be one of persons
        (``class_hierarchy.table`` puts it under a class labelled "person"), and the noun's first
        sense a kind of person."""
        wider = self.superclasses()
        classes = [c for c, typer in query_classes.items() if typer == "rdf:type" and wider.get(c)]
        if not classes:
            return []
        labels = self._query_labels(classes + [w for c in classes for w in wider[c]], lexical=False)
        classes = [c for c in classes if any(normalise(l) == "person" for w in wider[c] for l in labels.get(w, []))]
        if not classes:
            return []
        out: list[Axiom] = []
        seen: set = set()
        for a in atoms(reading.formula):
            erg = parse_erg_predicate(a.pred)
            if erg is None or erg.pos != "n" or not a.args or (a.pred, len(a.args)) in seen:
                continue
            seen.add((a.pred, len(a.args)))
            tmpl = next((t for t in self.templates if t.family == "member_class" and t.arity == len(a.args)), None)
            if tmpl is None:
                continue
            groups = {normalise(g) for g in self.member_groups(erg.lemma)} - {""}
            if groups and not self.denotes_person(erg.lemma):
                continue
            for cls in classes:
                if not groups or not any(normalise(l) in groups for l in labels.get(cls, [])):
                    continue
                name, f = tmpl.instantiate({"$pred": a.pred, "$C": Const(cls)})
                out.append(Axiom(name, f, tmpl.family, source=f'WordNet: a "{erg.lemma}" is a member of '
                                 f'{cls} (member holonym)', word=reading.word_of(a.pred) or erg.lemma,
                                 kg_terms=(cls,)))
        return out

    def _doctrine_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                          query_atoms: Sequence[Atom], qterms: set, lex: Sequence[Option]) -> list[Option]:
        """"Which parties are pro-European?": an adjective of stance or adherence names the doctrine its
        things hold by the word and "-ism" ("pro-European" → Pro-Europeanism, "socialist" → socialism);
        where that labels a query individual which the query gives as the value of a property of
        ``doctrine_properties.table``, the adjective's things are those the property ties to it, read as
        a lexicon's ``owl:hasValue`` restriction, at the weight of :meth:`_kg_name_rank`."""
        props = self._table(load_property_set, "doctrine_properties.table")
        uses = _iri_values(query_atoms, props)
        if not uses:
            return []
        lemma = erg.lemma.lower()
        doctrines = {normalise(lemma + "ism")} | ({normalise(lemma[:-3] + "ism")} if lemma.endswith("ist") else set())
        labels = self._query_labels(sorted({c for _, c in uses}), lexical=False)
        rank = self._kg_name_rank(lex, qterms, W_GUESSED)
        found = [(prop, value) for prop, value in dict.fromkeys(uses)
                 if any(normalise(_PAREN.sub("", l)) in doctrines for l in labels.get(value, []))]
        return self._has_value_options(
            key, erg, occurrences, ctx, word, found, rank, "doctrine", "adjective", _ADJECTIVE_VALUE_FRAMES,
            lambda e: f'"{erg.lemma}" holds the doctrine {e.value} ({e.reference}, doctrine_properties.table)')

    def _state_options(self, key, erg: ErgPredicate, word: str) -> list[Option]:
        """"Is X still alive?": an adjective of ``state_adjectives.table`` is the presence or the absence
        of any value of a property (``state_adjective.tmpl``: ``∀x. _alive_a_1(x) ↔ ¬∃v. dbo:deathDate(x,
        v)``), one reading per property. The entry behind each lets a year or date variant the query
        uses be read as for lexicon entries (property_variants.table)."""
        row = self._table(load_state_adjectives).get(erg.lemma.lower())
        if row is None:
            return []
        which, props = row
        tmpl = next((t for t in self.templates if t.family == "state_adjective" and t.variant == which), None)
        if tmpl is None:
            return []
        out = []
        for prop in props:
            name, f = tmpl.instantiate({"$pred": erg.pred, "$P": prop})
            entry = LexicalEntry(f"state:{erg.lemma}:{prop}", erg.lemma, "adjective", "AdjectivePredicateFrame", prop,
                                 curated=True, source="state_adjectives.table")
            what = "has" if which == "has" else "has no"
            out.append(Option(key, (Axiom(name, f, tmpl.family, source=f'"{erg.lemma}": {what} {prop} value '
                                          f'(state_adjectives.table)', word=word or erg.lemma, kg_terms=(prop,)),),
                              tmpl.weight, entry=entry))
        return out

    def _kinship_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context",
                         word: str) -> list[Option]:
        """"the grandchildren of X": the lexicon's readings of the step word ("child", kinship_steps.table)
        with their property P taken twice, P(X, z) ∧ P(z, Y). Where the words are derived, z is a fixed
        witness (as containment.table's intermediate place), where they are assumed, ``∃z`` turns
        universal: the check stays in EPR."""
        step = self._table(load_kinship_steps).get(erg.lemma.lower())
        if step is None:
            return []
        lex, _ = self._lexicon_options(key, ErgPredicate(erg.pred, step, erg.pos, erg.sense), occurrences, ctx, word)
        out: list[Option] = []
        for o in lex:
            prop = o.entry.reference if o.entry is not None else None
            if not prop or not all(prop in a.kg_terms for a in o.axioms):
                continue
            axs = []
            for a in o.axioms:
                f = contained_formula(a.formula, prop, prop, Const(f"?{step}#{prop}"), within=True, places=False)
                if f is None:
                    break
                axs.append(replace(a, name=f"{a.name}/twice", formula=f,
                                   source=f'"{erg.lemma}" is a {step} of a {step} (kinship_steps.table): {a.source}'))
            else:
                out.append(Option(o.key, tuple(axs), o.weight, o.covers, o.entry, o.alternatives))
        return out

    @staticmethod
    def _literal_subject_options(opts: dict, ctx: "_Context", query_atoms: Sequence[Atom]) -> None:
        """A string literal is never the subject of a KG triple. Where a name is read as the query's
        string ("What does QX stand for?" with ``?x P "QX"``) and a lexicon reading ``words(x, y) ↔
        P(x, y)`` would put that name in P's subject, the reading cannot hold of the string at all: the
        entry's other direction, ``P(y, x)``, is the one consistent with it, added as a choice of its
        own (the entry's direction stays first, for the name read as an individual)."""
        strings: dict = {}  # question variable -> the query string its name is read as
        for key, lst in opts.items():
            if key[0] != "named":
                continue
            for o in lst:
                f = o.axioms[0].formula if len(o.axioms) == 1 else None
                if isinstance(f, Forall) and isinstance(f.body, Iff) and isinstance(f.body.right, Eq) \
                        and isinstance(f.body.right.right, Const) and f.body.right.right.kind == "literal":
                    for occ in ctx.keyed.get(key, []):
                        strings[occ.args[0]] = f.body.right.right
        if not strings:
            return
        objects = {(a.pred, a.args[1]) for a in query_atoms if len(a.args) == 2 and isinstance(a.args[1], Const)}
        for key, lst in opts.items():
            if key[0] == "named":
                continue
            extra = []
            for o in lst:
                f = o.axioms[0].formula if len(o.axioms) == 1 else None
                if o.entry is None or not isinstance(f, Forall) or not isinstance(f.body, Iff):
                    continue
                left, right = f.body.left, f.body.right
                if not (isinstance(left, Atom) and isinstance(right, Atom) and len(right.args) == 2
                        and all(isinstance(t, Var) for t in left.args) and right.args[0] in left.args):
                    continue
                at = left.args.index(right.args[0])
                for occ in ctx.keyed.get(key, []):
                    if occ.pred != left.pred or len(occ.args) != len(left.args):
                        continue
                    value = strings.get(occ.args[at])
                    if value is None or (right.pred, value) not in objects:
                        continue
                    flipped = Forall(f.vars, Iff(left, _renamed(right, right.pred, True)))
                    ax = o.axioms[0]
                    extra.append(Option(o.key, (replace(ax, name=f"{ax.name}/reversed", formula=flipped,
                                                        source=f"{ax.source}, the other way round: the question's "
                                                               f"name is the string {value}, and a string is never "
                                                               f"a triple's subject"),),
                                        o.weight, o.covers, o.entry))
                    break
            lst.extend(extra)

    def _variant_options(self, options: list[Option], query_props: set) -> list[Option]:
        """Siblings of lexicon options whose property the query states in another shape (see
        :mod:`verifier.bridge.variants`): the same axioms with the property renamed, weighted lower."""
        rules = self._table(load_variant_rules)
        if not rules or not query_props:
            return []
        out: list[Option] = []
        lexical = {o.entry.reference for o in options if o.entry is not None}
        for o in options:
            e = o.entry
            if e is None or e.kind not in ("property", "scalar") or not e.reference:
                continue
            p0 = e.reference
            for p in variants_among(p0, sorted(query_props), rules):
                # where the lexicon itself reads the word as the variant, it says how (in which
                # direction, with which frame): the variant only fills a gap in the lexicon
                if p in lexical:
                    continue
                axioms = []
                for ax in o.axioms:
                    if p0 not in ax.kg_terms:
                        axioms.append(ax)
                        continue
                    axioms.append(_restated(ax, p0, p, lambda at, p=p: Atom(p, at.args) if at.pred == p0 else at,
                                            f"read as {p}, which states {p0}'s fact in another shape "
                                            f"(property_variants.table)", W_VARIANT))
                out.append(Option(o.key, tuple(axioms), o.weight * W_VARIANT, o.covers, replace(e, reference=p)))
            for p, cls in guarded_variants_among(p0, sorted(query_props), rules):
                if p in lexical:
                    continue
                axioms = [_guarded(ax, p0, p, cls) if p0 in ax.kg_terms else ax for ax in o.axioms]
                if all(axioms):
                    out.append(Option(o.key, tuple(axioms), o.weight * W_VARIANT, o.covers, replace(e, reference=p)))
        return out

    def containment_table(self):
        """The rows of ``containment.table`` in this bridge's templates directory."""
        return self._table(load_containment_table)

    def _query_containers(self, query_atoms: Sequence[Atom], query_labels: dict[str, list[str]]) -> tuple[str, ...]:
        """The ``via`` properties of ``containment.table`` by which the query reaches a place that can
        contain others: an individual whose name WordNet knows as a country, state or continent (not a
        city: "born in Berlin" read through ``?p dbo:country dbr:Berlin`` would be a different question),
        or a variable the query types by one of the table's classes."""
        table = self.containment_table()
        if not table.via:
            return ()
        typed = {a.args[0] for a in query_atoms if a.pred in type_predicates() and len(a.args) == 2
                 and isinstance(a.args[1], Const) and a.args[1].name in table.classes}
        out = []
        for a in query_atoms:
            if a.pred not in table.via or len(a.args) != 2 or a.pred in out:
                continue
            o = a.args[1]
            if isinstance(o, Var) and o in typed:
                out.append(a.pred)
            elif isinstance(o, Const) and o.kind == "iri" and any(
                    self._names_container(t) for t in query_labels.get(o.name)
                    or [unquote(re.split(r"[:/#]", o.name.strip("<>"))[-1]).replace("_", " ")]):
                out.append(a.pred)
        return tuple(out)

    @functools.lru_cache(maxsize=1024)
    def _names_container(self, name: str) -> bool:
        """Is ``name`` (a place's label) an instance or a kind of a ``kind`` synset of
        ``containment.table`` in one of its WordNet senses? False without WordNet."""
        kinds = set(self.containment_table().kind)
        try:
            wn = self._wordnet()
            if wn is None or not kinds:
                return False
            for s in wn.synsets(name.strip().replace(" ", "_"), "n"):
                for path in s.hypernym_paths():
                    if any(h.name() in kinds for h in path):
                        return True
        except Exception:  # a damaged install or an odd form: no containers
            return False
        return False

    def _containment_options(self, options: list[Option], query_props: set, vias: Sequence[str]) -> list[Option]:
        """Siblings of options whose property holds places, for each ``via`` property the query uses to
        reach a container (:mod:`verifier.bridge.containment`): "born in X" as "born in X or in a place
        in X", and as "born in a place in X", weighted below the direct reading."""
        return [Option(o.key, axioms, o.weight * w, o.covers, o.entry, o.alternatives)
                for o in options for axioms, w in self._contained(o.axioms, o.entries(), query_props, vias)]

    def _contained(self, axioms: Sequence[Axiom], entries: Sequence[LexicalEntry], query_props: set,
                   vias: Sequence[str]) -> list[tuple[tuple[Axiom, ...], float]]:
        """The containment readings of ``axioms`` (one lexical choice): for each of their properties that
        holds places and that the query uses, and each ``via``, the union and the within reading, with
        their weight factors."""
        out: list[tuple[tuple[Axiom, ...], float]] = []
        props = [p for p in dict.fromkeys(t for ax in axioms for t in ax.kg_terms)
                 if p in query_props and p not in vias and self._holds_places(p, entries)]
        for p in props:
            for via in vias:
                for within, w in ((False, W_CONTAIN), (True, W_WITHIN)):
                    read = []
                    for ax in axioms:
                        f = contained_formula(ax.formula, p, via, Const(f"?place#{p}"), within) \
                            if p in ax.kg_terms else None
                        if f is None:
                            read.append(ax)
                            continue
                        how = "a place in the value" if within else "the value or a place in it"
                        read.append(_extended(ax, contained_name(ax.name, via, within), f,
                                              f"read as {how}, by {via} (containment.table)", (via,), w))
                    if read != list(axioms):
                        out.append((tuple(read), w))
        return out

    def _located_options(self, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
        """Siblings of options whose properties hold organisations (:mod:`verifier.bridge.located`),
        when the query states where the value is by ``located`` properties of
        ``organisation_locations.table``: "studied in X" as "studied at an organisation located in X",
        by each such property and by the union of all the query uses, weighted below the direct reading."""
        table = self._table(load_organisation_locations)
        used = [p for p in dict.fromkeys(a.pred for a in query_atoms) if p in table.located]
        if not used or not table.classes:
            return []
        query_props = {a.pred for a in query_atoms}
        ranges = self.property_ranges()
        ways = [tuple(used)] + ([(p,) for p in used] if len(used) > 1 else [])
        out: list[Option] = []
        for o in options:
            terms = list(dict.fromkeys(t for ax in o.axioms for t in ax.kg_terms))
            props = [p for p in terms if p in query_props and p not in table.located and self._holds_organisations(
                p, o.entries(), ranges, table.classes)]
            # every property of the reading holds organisations: a reading that mixes in another
            # relation (a union with a place-valued one) is not one of a school given a place
            if not props or any(p not in props for p in terms if _looks_like_property(p)):
                continue
            for locs in ways:
                axioms = []
                for ax in o.axioms:
                    f = located_formula(ax.formula, [p for p in props if p in ax.kg_terms], locs) \
                        if any(p in ax.kg_terms for p in props) else ax.formula
                    if f is None:
                        break
                    if f == ax.formula:
                        axioms.append(ax)
                        continue
                    axioms.append(_extended(ax, f"{ax.name}/located:{'|'.join(locs)}", f,
                                            f"its value an organisation located in the place, by "
                                            f"{' or '.join(locs)} (organisation_locations.table)", locs, W_LOCATED))
                else:
                    if axioms != list(o.axioms):
                        out.append(Option(o.key, tuple(axioms), o.weight * W_LOCATED, o.covers, o.entry,
                                          o.alternatives))
        return out

    def _holds_organisations(self, prop: str, entries: Sequence[LexicalEntry], ranges: dict, classes) -> bool:
        """Does ``prop`` hold organisations: a lexicon entry of it (behind the reading or any other)
        gives it a range of ``organisation_locations.table``, or ``property_ranges.table`` does?"""
        if ranges.get(prop) in classes:
            return True
        known = list(entries) + (self.lexicon.by_reference(prop) if self.lexicon is not None else [])
        return any(e.reference == prop and e.range in classes for e in known)

    def _holds_places(self, prop: str, entries: Sequence[LexicalEntry]) -> bool:
        """Does ``prop`` hold places: a lexicon entry behind the reading with that property gives it a
        place range, or its name ends in a ``place`` word of ``containment.table``?"""
        if any(e.reference == prop and _value_kind(e.range) == "place" for e in entries):
            return True
        return _name_ends_in(prop, set(self.containment_table().place))

    def _literal_value_options(self, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
        """Siblings of restriction readings whose value the query states as a literal with the
        value's label ("jew" as ``dbp:ethnicity dbr:Jewish``, the query's ``dbp:ethnicity "Jewish"@en``):
        infobox properties keep the value's name, not its page. Only the same property, and only a
        literal that is exactly a label of the value."""
        literals: dict[str, list[Const]] = {}
        for a in query_atoms:
            if len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].kind == "literal":
                literals.setdefault(a.pred, []).append(a.args[1])
        out: list[Option] = []
        for o in options:
            e = o.entry
            if e is None or e.kind != "restriction" or not e.value or e.reference not in literals \
                    or ":" not in e.value or e.reference in type_predicates():
                continue
            value = _const(e.value)
            try:
                labels = {normalise(t) for t in self.labels.labels([e.value]).get(e.value) or []} if self.labels else set()
            except Exception:
                labels = set()
            for lit in dict.fromkeys(literals[e.reference]):
                if normalise(lit.name) not in labels:
                    continue
                axioms = tuple(Axiom(ax.name.replace(e.value, str(lit)), map_atoms(ax.formula, lambda at: Atom(
                    at.pred, tuple(lit if t == value else t for t in at.args))), ax.template,
                    source=f"{ax.source}, its value {e.value} stated by its label {lit}", word=ax.word,
                    kg_terms=tuple(t for t in ax.kg_terms if t != e.value), weight=ax.weight * W_VARIANT)
                    for ax in o.axioms)
                out.append(Option(o.key, axioms, o.weight * W_VARIANT, o.covers, o.entry))
        return out

    def individual_kind_properties(self) -> frozenset[str]:
        """The properties of ``individual_kind_properties.table`` in this bridge's templates directory."""
        return self._table(load_property_set, "individual_kind_properties.table")

    def _individual_kind_options(self, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
        """Siblings of restriction readings that type by an individual, not a class ("metro" as
        ``rdf:type dbr:Rapid_transit``): rdf:type takes classes, and the KG states such a kind with a
        property of ``individual_kind_properties.table`` (``dbo:type dbr:Rapid_transit``). Only where the
        query states that very value with that property. Weighted as the lexicon's own reading: typing
        by an individual is the lexicon's shorthand for this, not a guess beside it."""
        kinds = self.individual_kind_properties()
        stated: dict[str, set[str]] = {}
        for a in query_atoms:
            if a.pred in kinds and len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].kind != "literal":
                stated.setdefault(a.args[1].name, set()).add(a.pred)
        out: list[Option] = []
        for o in options:
            e = o.entry
            if e is None or e.kind != "restriction" or e.reference not in type_predicates() or not e.value \
                    or _looks_like_class(e.value) or e.value not in stated:
                continue
            value = _const(e.value)
            for p in sorted(stated[e.value]):
                def rename(at, p=p):
                    return Atom(p, at.args) if at.pred == e.reference and at.args[1:] == (value,) else at
                axioms = tuple(_restated(ax, e.reference, p, rename, f"its kind {e.value} an individual, which {p} "
                                                                    f"states (individual_kind_properties.table)")
                               for ax in o.axioms)
                out.append(Option(o.key, axioms, o.weight, o.covers, replace(e, reference=p)))
        return out

    def work_makers(self) -> tuple[frozenset[str], tuple[str, ...]]:
        """The work classes and maker properties of ``work_makers.table`` in this bridge's templates directory."""
        return self._table(load_work_makers)

    def _maker_options(self, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
        """Siblings of relational-noun readings whose property relates a work to its value (the sense's
        domain is a work class of ``work_makers.table``: ``dbo:bSide``) with the noun's argument read as
        the work's maker: "the B-sides of the Kinks", ``∃z. dbo:bSide(z, x) ∧ dbo:musicalArtist(z,
        Kinks)``, for each maker property of the table that the query uses. The work in between is a
        fixed witness where the words are derived and a universal ``z`` where they are assumed (as
        containment's place in between), so the check stays in EPR. Only where the noun itself is the
        value (the argument is the property's subject, the work), and weighted below the lexicon's own
        reading, as a place within a place is."""
        works, makers = self.work_makers()
        query_props = {a.pred for a in query_atoms}
        used = [m for m in makers if m in query_props]
        out: list[Option] = []
        for o in options:
            e = o.entry
            # a noun's argument only: a verb's ("X starred in Y") relates the work itself
            if not used or e is None or e.kind != "property" or e.frame != "NounPPFrame" or e.domain not in works \
                    or e.reference not in query_props or not any(e.reference in ax.kg_terms for ax in o.axioms):
                continue
            prop = e.reference
            for maker in used:
                if maker == prop:
                    continue
                read = []
                for ax in o.axioms:
                    f = None
                    if prop in ax.kg_terms and not _subject_is_the_noun(ax.formula, prop, o.key[0]):
                        f = contained_formula(ax.formula, prop, maker, Const(f"?work#{prop}"), within=True,
                                              places=False, at_subject=True)
                    if f is None:
                        read.append(ax)
                        continue
                    read.append(_extended(ax, f"{ax.name}/by-maker:{maker}", f,
                                          f"its argument the maker ({maker}) of a {e.domain} (work_makers.table)",
                                          (maker,), W_WITHIN))
                if read != list(o.axioms):
                    out.append(Option(o.key, tuple(read), o.weight * W_WITHIN, o.covers, o.entry, o.alternatives))
        return out

    def name_properties(self) -> frozenset[str]:
        """The properties of ``name_properties.table`` in this bridge's templates directory."""
        return self._table(load_name_properties)

    def symmetric_properties(self) -> frozenset[str]:
        """The properties of ``symmetric_properties.table`` in this bridge's templates directory."""
        return self._table(load_symmetric_properties)

    def _symmetry_axioms(self, query_props: set) -> list[Axiom]:
        """``∀x y. P(x, y) → P(y, x)`` (``symmetric.tmpl``) for each query property that
        ``symmetric_properties.table`` lists: "whom did A marry" asks dbo:spouse from either end."""
        symmetric = self.symmetric_properties()
        tmpl = next((t for t in self.templates if t.family == "symmetric"), None)
        out = []
        for p in sorted(query_props):
            if p in symmetric and tmpl is not None:
                name, f = tmpl.instantiate({"$P": p})
                out.append(Axiom(name, f, "symmetric", source=f"{p} is symmetric (symmetric_properties.table)",
                                 kg_terms=(p,)))
        return out

    def inverse_properties(self) -> tuple[tuple[str, str], ...]:
        """The pairs of ``inverse_properties.table`` in this bridge's templates directory."""
        return self._table(load_inverse_properties)

    def _inverse_axioms(self, query_props: set) -> list[Axiom]:
        """``∀x y. P(x, y) ↔ Q(y, x)`` (``inverse.tmpl``) for each pair of ``inverse_properties.table``
        of which the query uses one: "the son of A" that the lexicon reads as dbo:child(A, x) is asked
        as dbo:parent(x, A) just as well. A fact about the two relations, not a lexical choice, so it
        joins every axiom set (it can equate nothing the pair does not already mean)."""
        tmpl = next((t for t in self.templates if t.family == "inverse"), None)
        if tmpl is None:
            return []
        out = []
        for p, q in self.inverse_properties():
            if p in query_props or q in query_props:
                name, f = tmpl.instantiate({"$P": p, "$Q": q})
                out.append(Axiom(name, f, "inverse", source=f"{p} and {q} are inverses (inverse_properties.table)",
                                 kg_terms=(p, q)))
        return out

    def _vocabulary_axioms(self, query_iris: Sequence[str]) -> list[Axiom]:
        """The facts of ``vocabulary.tmpl`` about the KG vocabulary the query uses (``∀x. rdf:type(x,
        owl:Thing)``): true of the KG whatever the question says, so they join every axiom set."""
        iris = set(query_iris)
        out = []
        for t in self.templates:
            if t.family == "vocabulary" and t.name in iris:
                name, f = t.instantiate({})
                out.append(Axiom(name, f, "vocabulary", source=f"a fact of the KG vocabulary ({t.id})",
                                 kg_terms=(t.name,)))
        return out

    def _named_range_axioms(self, choice: Sequence[Option], query_props: Sequence[str], seen: set) -> list[Axiom]:
        """Range axioms (``domain_range.tmpl``) for query properties whose name ends in a chosen class
        noun ("country" and ``dbo:sourceCountry``, "award" and ``dbo:award``, "states" and
        ``dbp:borderingstates``): the property's name says what its values are, so "In which country
        does the Nile start?" needs no ``?x a dbo:Country`` beside ``dbo:sourceCountry``. Only the
        value side: a name says nothing about its subjects ("films" and ``dbo:director``)."""
        tmpl = next((t for t in self.templates if t.family == "domain_range" and t.variant == "range"), None)
        if tmpl is None or not query_props:
            return []
        out: list[Axiom] = []
        for o in choice:
            e = o.entry
            if e is None:
                continue
            if e.kind == "class" and e.reference:
                typer, cls = "rdf:type", e.reference
            elif e.kind == "restriction" and e.reference in type_predicates() and e.value:
                typer, cls = e.reference, e.value
            else:
                continue
            forms = {re.sub(r"[\s\-]+", "", f.lower()) for f in (e.lemma, *e.forms)} - {""}
            for p in query_props:
                if p in _typing_properties() or not _looks_like_property(p) or not _name_ends_in(p, forms):
                    continue
                name, f = tmpl.instantiate({"$P": p, "$T": typer, "$C": Const(cls)})
                if name in seen:
                    continue
                seen.add(name)
                out.append(Axiom(name, f, "domain_range", source=f"the name of {p} ends in “{e.lemma}” "
                                 f"(lexicon entry {e.id}): its values are {cls}",
                                 word=o.axioms[0].word if o.axioms else e.lemma, kg_terms=(p, cls),
                                 weight=e.confidence))
        return out

    def _typing_axioms(self, choice: Sequence[Option], query_classes: dict[str, str],
                       query_props: Sequence[str] = ()) -> list[Axiom]:
        """Domain and range axioms (``domain_range.tmpl``) of the chosen properties, for the classes in
        play: those the chosen class nouns use and those the query names. "Which airports does Air
        China serve?" is then answered by a query without ``?x a dbo:Airport`` when the property's
        range is ``dbo:Airport``.

        An option may stand for several entries that differ only in their domain or range ("direct"
        a film, "direct" software): per role, the one whose class the question's nouns use is taken,
        else one the query names, and never two (two domains would make every director's work both a
        film and software, and "Which software did X direct?" would accept a query typed by film)."""
        noun_classes: dict[str, str] = {}
        for o in choice:
            e = o.entry
            if e is None:
                continue
            if e.kind == "class":
                noun_classes.setdefault(e.reference, "rdf:type")
            elif e.kind == "restriction" and e.reference in type_predicates() and e.value:
                noun_classes.setdefault(e.value, e.reference)
            # a relational noun that names its sense's class ("the currency of X") keeps that class
            # (_noun_named_class): the class is the question's own
            for ax in o.axioms:
                if ax.template == "relational_noun":
                    for a in atoms(ax.formula):
                        if a.pred == "rdf:type" and len(a.args) == 2 and isinstance(a.args[1], Const):
                            noun_classes.setdefault(a.args[1].name, "rdf:type")
        classes = dict(query_classes)
        for cls, typer in noun_classes.items():
            classes.setdefault(cls, typer)
        out: list[Axiom] = []
        seen: set = set()
        out += self._named_range_axioms(choice, query_props, seen)
        out += self._declared_range_axioms(query_props, classes, seen)
        for o in choice:
            entries = [e for e in o.entries() if e.kind == "property" and e.reference]
            if not entries:
                continue
            for which in ("domain", "range"):
                found = [(e, getattr(e, which)) for e in entries if getattr(e, which) in classes]
                if not found:
                    # a condition's class below one the query names (an actor is a person:
                    # class_hierarchy.table) types that end by the query's class
                    found = [(e, wider) for e in entries for wider in self.superclasses().get(getattr(e, which), ())
                             if wider in query_classes]
                if not found:
                    continue
                e, cls = min(found, key=lambda ec: (ec[1] not in noun_classes, entries.index(ec[0])))
                if cls not in query_classes and self._condition_narrows(e.reference, which, cls):
                    # the question's noun names the class and the query does not: a sense's condition
                    # narrower than the property's other senses cannot stand in for the type triple
                    # (where the query names the class itself, it asks for values of that sense)
                    continue
                tmpl = next((t for t in self.templates if t.family == "domain_range" and t.variant == which), None)
                if tmpl is None:
                    continue
                name, f = tmpl.instantiate({"$P": e.reference, "$T": classes[cls], "$C": Const(cls)})
                if name in seen:
                    continue
                seen.add(name)
                out.append(Axiom(name, f, "domain_range", source=f"property{which} of lexicon entry {e.id}",
                                 word=o.axioms[0].word if o.axioms else "", kg_terms=(e.reference, cls),
                                 weight=e.confidence))
        return out

    def superclasses(self) -> dict[str, tuple[str, ...]]:
        """The wider classes of ``class_hierarchy.table`` in this bridge's templates directory."""
        return self._table(load_superclasses)

    def property_ranges(self) -> dict[str, str]:
        """The declared ranges of ``property_ranges.table`` in this bridge's templates directory."""
        return self._table(load_property_ranges)

    def _declared_range_axioms(self, query_props: Sequence[str], classes: dict[str, str], seen: set) -> list[Axiom]:
        """Range axioms (``domain_range.tmpl``) of query properties whose range the KG's ontology
        declares (``property_ranges.table``), for a class in play: "In which wars did X fight?" needs
        no ``?x a dbo:MilitaryConflict`` beside ``dbo:battle``. The range is the property's own, not
        one lexicon sense's condition, so another sense's wider class ("involved in" events) does
        not take it back as it does a sense's condition (:meth:`_condition_narrows`)."""
        tmpl = next((t for t in self.templates if t.family == "domain_range" and t.variant == "range"), None)
        if tmpl is None:
            return []
        out: list[Axiom] = []
        ranges = self.property_ranges()
        for p in query_props:
            cls = ranges.get(p)
            if cls is None or cls not in classes:
                continue
            name, f = tmpl.instantiate({"$P": p, "$T": classes[cls], "$C": Const(cls)})
            if name in seen:
                continue
            seen.add(name)
            out.append(Axiom(name, f, "domain_range", source=f"the range of {p} is {cls} (property_ranges.table)",
                             kg_terms=(p, cls)))
        return out

    def _vague_typing(self, choice: Sequence[Option], v_axioms: Sequence[Axiom], query_classes: dict[str, str],
                      query_props: Sequence[str]) -> list[Axiom]:
        """The typing axioms of ``choice`` together with those of the properties a vague relation is
        read as ("the works of X" as ``dbo:author``), at the end of the noun the relation modifies: the
        noun guards the vague axiom, so the lexicon's class for that end of the property (the domain of
        ``dbo:author``: dbo:Work) is what the noun names when the relation is that property, and a class
        noun of the question is implied by it as by a lexical reading. The other end is a phrase the
        noun does not type ("Where is X from?" read as a foundation place is not thereby a country, as
        one word's sense of that property would have it). Empty when no vague axiom reads a property the
        lexicon has an entry for."""
        extra: list[Option] = []
        for ax in v_axioms:
            if ax.template != "vague_relation" or len(ax.kg_terms) != 1:
                continue
            # the noun's end: the subject of $P(x, y), the object of $P(y, x) (vague_relation.tmpl)
            inverse = ax.name.endswith("^-1")
            entries = tuple(replace(e, domain=None) if inverse else replace(e, range=None)
                            for e in self.lexicon.by_reference(ax.kg_terms[0]) if e.kind == "property")
            if entries:
                extra.append(Option((), (ax,), ax.weight, alternatives=entries))
        if not extra:
            return []
        return self._typing_axioms(list(choice) + extra, query_classes, query_props)

    def _condition_narrows(self, prop: str, which: str, cls: str) -> bool:
        """Is ``cls`` only the condition of one sense, not the property's own domain (range)? It is when
        another lexicon sense of the same property gives that end a class above it: "die in" as
        ``dbo:deathPlace`` is conditioned on cities in one entry and on places in others, so a death
        place is not always a city, and "In which city did X die?" still needs the query to say so.
        A class beside it ("direct" films, "direct" software) narrows nothing: each is that sense's."""
        others = {getattr(e, which) for e in self.lexicon.by_reference(prop)
                  if e.kind == "property" and getattr(e, which)}
        return any(class_above(d, cls) for d in others)

    def axiom_sets(self, reading: Reading, query_iris: Sequence[str] = (), query_formula: Formula | None = None
                   ) -> list[AxiomSet]:
        """Alternative axiom sets for ``reading``, best first, at most ``max_sets``.

        ``query_iris``: the compact IRIs of the query being checked (candidates for bridging when
        their labels match the question's words); ``query_formula``: its logic, whose predicates
        select a few readings (a year as any time in it). Always returns at least one set, which
        may be empty with everything in ``unbridged``.
        """
        opts, unbridged, dependent = self.options(reading, query_iris, query_formula)
        keys = sorted(opts, key=lambda k: (str(k[0]), str(k[1])))
        lists = [opts[k] for k in keys]
        base_unbridged = tuple((k[0] if k[0] not in ("named", "literal") else f'{k[2]}("{k[1]}")', why)
                               for k, why in sorted(unbridged.items(), key=lambda kv: str(kv[0])))
        out: list[AxiomSet] = []
        query_classes = _query_classes(query_iris)
        query_props = list(dict.fromkeys(a.pred for a in atoms(query_formula))) if query_formula is not None else []
        vague = self._vague_context(reading, query_iris)
        # places inside places for the vague readings too ("breweries in X" as a location in X); the
        # labels are looked up only when the query uses a containment property at all
        vias: tuple = ()
        if vague is not None and set(query_props) & set(self.containment_table().via):
            vias = self._query_containers(tuple(atoms(query_formula)), self._query_labels(query_iris))
        # among choices of equal weight, those whose words are all read with KG terms the query uses
        # come first: a word read as a term the query never states cannot take part in a proof of
        # equivalence, so the bound on tried choices should not fall on the fitting ones by chance
        qterms = set(query_iris) | {as_predicate(n) for n in query_iris} | set(query_props)
        misses: list[int] = []
        # facts of the query's relations and vocabulary, whatever the choice: in every set
        relations = tuple(self._symmetry_axioms(query_props) + self._inverse_axioms(query_props)
                          + self._vocabulary_axioms(query_iris)
                          + self._member_class_axioms(reading, query_iris, query_classes))
        for choice, score in _best_products(lists, self.max_sets * 4):
            if len(out) >= self.max_sets and round(score, 6) < round(min(s.score for s in out), 6):
                break
            if _names_collide(choice) or _vague_reuses_a_property(choice) or _sense_off_condition(choice, opts) \
                    or _role_taken(choice):
                continue
            axioms: list[Axiom] = []
            covered: set = set()
            for o in choice:
                axioms.extend(o.axioms)
                covered |= o.covers
            miss = sum(1 for o in choice if any(t not in qterms for a in o.axioms for t in a.kg_terms))
            typing = self._typing_axioms(choice, query_classes, query_props)
            for v_axioms, v_weight, v_covers in self._vague_readings(choice, dependent, covered, vague,
                                                                     set(query_props), vias):
                v_typing = self._vague_typing(choice, v_axioms, query_classes, query_props) or typing
                out.append(self._dependent_set(tuple(axioms) + tuple(v_typing) + relations + v_axioms,
                                               score * v_weight, base_unbridged, dependent, covered | v_covers))
                misses.append(miss)
        if not out:
            out.append(AxiomSet((), 0.0, base_unbridged + (
                ("named", "two different names of the question link to one KG individual"),)))
            misses.append(0)
        # stable: vague readings of one choice keep their order
        order = sorted(range(len(out)), key=lambda i: (-round(out[i].score, 6), misses[i]))
        return [out[i] for i in order][: self.max_sets]

    @staticmethod
    def _dependent_set(axioms: tuple, score: float, base_unbridged: tuple, dependent, covered) -> AxiomSet:
        extra = []
        for a in dependent:
            if a in covered or any(p == a.pred for p, _ in base_unbridged + tuple(extra)):
                continue
            extra.append((a.pred, _DEPENDENT_REASON.get(a.pred, "a preposition that no lexicon frame takes here")))
        return AxiomSet(axioms, score, base_unbridged + tuple(extra))

    # ------------------------------------------------------------------ vague relations (vague.py)

    def _vague_verb_options(self, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                            query_iris: Sequence[str], found: list[Option]) -> list[Option]:
        """A verb with a vague preposition on its event that no lexical option takes ("founded in
        1950", "launched from Baikonur", "Where do the Red Sox play?"): verb and preposition together
        denote one query property (:func:`verb_pp_properties`), through the event templates of
        ``intransitive_pp.tmpl``; several allowed properties also give their union as one reading."""
        table = self._table(load_vague_table)
        example = occurrences[0]
        arity = len(example.args)
        if not (arity >= 2 and _is_event(example.args[0])):
            return []
        shape = ("event" if arity == 2 else
                 "passive" if arity == 3 and _is_unexpressed(example.args[1]) else
                 "event_object" if arity == 3 and _is_unexpressed(example.args[2]) else "")
        if not shape:
            return []
        taken = {a for o in found for a in o.covers}
        preps: dict[str, list[Atom]] = {}
        lexical: set = set()
        for occ in occurrences:
            for a in ctx.on_event.get(occ.args[0], ()):
                if len(a.args) == 2 and (a.pred in table.relations):
                    preps.setdefault(a.pred, []).append(a)
                    if a in taken:
                        lexical.add(a.pred)
        if not preps:
            return []
        props = [n for n in dict.fromkeys(query_iris) if _looks_like_property(n)]
        entries = [e for e in self.lexicon.lookup(erg.lemma, "v") if e.reference]
        out: list[Option] = []
        for pname, patoms in preps.items():
            # an entry that marks its argument with a preposition says which relation that preposition
            # has with the verb: "die in/at" is the place of death, so "die from" is not
            verb_refs = [(e.reference, e.direction) for e in entries
                         if not e.markers or _markers_agree(e.markers, pname)]
            values = {a.args[-1] for a in patoms}
            wants = ("date" if pname.endswith("_temp") or any(("time_n", v) in ctx.unary for v in values) else
                     "place" if any(("place_n", v) in ctx.unary for v in values) else "")
            allowed = verb_pp_properties(erg.lemma, verb_refs, pname, wants, props, table, self.lexicon)
            if pname in lexical:
                # a lexicon frame takes the preposition already ("launched from" as dbp:launchPad): one
                # more choice only for a query property named after the verb itself (dbo:launchSite),
                # never a mere member of the preposition's family
                refs = {r for r, _ in verb_refs}
                allowed = [p for p in allowed if stem_matches(erg.lemma, p) and p not in refs]
            readings = [(p, (p,), W_VAGUE) for p in allowed]
            if len(allowed) > 1:
                readings.append(("|".join(allowed), tuple(allowed), W_VAGUE_UNION))
            for label, members, w in readings:
                entry = LexicalEntry(f"vague:{erg.lemma}+{pname}", erg.lemma, "verb", "IntransitivePPFrame",
                                     members[0], args=(SynArg("subject", "subject"),
                                                       SynArg("prepositionalAdjunct", "object")),
                                     curated=False, confidence=w)
                for t in self._templates_for(entry, arity, True, shape):
                    slots = {"$pred": erg.pred, "$prep": pname}
                    if len(members) == 1:
                        name, f = t.instantiate(dict(slots, **{"$P": members[0]}))
                    else:
                        name, f = union_formula(t, slots, members)
                        name = name.replace("__vague_union__", label)
                    ax = Axiom(name, f, t.family, source=f"{erg.lemma} + {pname}: a vague preposition read as "
                               f"{label} (vague_relations.table)", word=word, kg_terms=members, weight=w)
                    out.append(Option(key, (ax,), w, frozenset(patoms)))
        return out

    def _comparison_options(self, reading: Reading, ctx: "_Context", query_iris: Sequence[str]
                            ) -> tuple[dict[tuple, list[Option]], set]:
        """"born after 1950", "released before 1990": a comparative preposition (a template of
        ``comparison.tmpl`` marks it) whose object is a year, on the event of a verb. The verb denotes
        one of the query's date or year properties, as a vague preposition on it would
        (:func:`verb_pp_properties`: one its lexicon entries refer to, or one named after it), and
        the year bounds that property's value. One key per comparison, so that the verb keeps its own
        options (its place, its object) beside it. Also the keys of the verbs whose every modifier a
        comparison reads: their axioms interpret the verb too."""
        tmpls = [t for t in self.templates if t.family == "comparison"]
        if not tmpls:
            return {}, set()
        vague_table, variant_rules = self._table(load_vague_table), self._table(load_variant_rules)
        years = {a.args[0]: a.args[1] for a in ctx.atoms if LITERAL_PREDS.get(a.pred) == "xsd:gYear"
                 and len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].name.isdigit()}
        if not years:
            return {}, set()
        props = [n for n in dict.fromkeys(query_iris) if _looks_like_property(n)]
        out: dict[tuple, list[Option]] = {}
        explained: set = set()
        for ckey, occurrences in ctx.keyed.items():
            pred = ckey[0]
            erg = parse_erg_predicate(pred) if len(ckey) == 2 else None
            if erg is None or erg.pos != "v":
                continue
            read: set = set()
            for occ in occurrences:
                shape = ("event" if len(occ.args) == 2 else
                         "passive" if len(occ.args) == 3 and _is_unexpressed(occ.args[1]) else "")
                if not shape or not _is_event(occ.args[0]):
                    continue
                on_years: dict[str, list[Atom]] = {}
                for a in ctx.on_event.get(occ.args[0], ()):
                    if len(a.args) == 2 and a.args[1] in years and parse_erg_predicate(a.pred) is not None:
                        on_years.setdefault(a.pred, []).append(a)
                for ppred, patoms in on_years.items():
                    perg = parse_erg_predicate(ppred)
                    fitting = [t for t in tmpls if t.marker == perg.lemma and t.event_shape == shape]
                    if not fitting:
                        continue
                    refs = [(e.reference, e.direction) for e in self.lexicon.lookup(erg.lemma, "v") if e.reference]
                    # "born" is dbo:birthYear in the lexicon, dbo:birthDate in the query: the same fact
                    # (property_variants.table)
                    refs += [(v, d) for r, d in refs for v in variants_among(r, props, variant_rules)]
                    allowed = verb_pp_properties(erg.lemma, refs, ppred, "date", props, vague_table,
                                                 self.lexicon)
                    # one comparison per year, or one for a pair ("between 1980 and 1990": $c, $c2)
                    pair = len(patoms) == 2 and years[patoms[0].args[1]] != years[patoms[1].args[1]]
                    groups = ([tuple(sorted(patoms, key=lambda a: int(years[a.args[1]].name)))] if pair
                              else [(a,) for a in patoms])
                    for group in groups:
                        ys = [years[a.args[1]].name for a in group]
                        key = ("comparison", ppred, group[0].args[0].name, *ys)
                        word = f"{reading.word_of(ppred) or perg.lemma} {' '.join(ys)}"
                        found: list[Option] = []
                        for p in allowed:
                            in_years = self._is_year_property(p)
                            lo, hi = _year_bounds(int(ys[0]), in_years), _year_bounds(int(ys[-1]), in_years)
                            slots = {"$pred": pred, "$prep": ppred, "$P": p,
                                     "$c": Const(ys[0], kind="literal", datatype="xsd:gYear"),
                                     "$c2": Const(ys[-1], kind="literal", datatype="xsd:gYear"),
                                     "$first": lo["$first"], "$prev": lo["$prev"],
                                     "$last": hi["$last"], "$next": hi["$next"]}
                            for t in fitting:
                                if ("$c2" in t.slots()) != (len(group) == 2):
                                    continue
                                name, f = t.instantiate(slots)
                                ax = Axiom(name, f, t.family, source=f"{erg.lemma} {perg.lemma} {' and '.join(ys)}: {p} "
                                           f"compared with the year (comparison.tmpl)", word=word, kg_terms=(p,),
                                           weight=W_VAGUE * t.weight)
                                found.append(Option(key, (ax,), ax.weight, frozenset(group)))
                        if found:
                            out[key] = found
                            read |= set(group)
            if all(a in read for occ in occurrences for a in ctx.on_event.get(occ.args[0], ())) and read:
                explained.add(ckey)
        return out, explained

    def _is_year_property(self, prop: str) -> bool:
        """Whether a property's values are years (``xsd:gYear``, or a name ending in "year") rather
        than dates, which the verifier counts in days."""
        if any(e.range == "xsd:gYear" for e in self.lexicon.by_reference(prop)):
            return True
        return prop.rsplit(":", 1)[-1].strip("<>").lower().endswith("year")

    def _vague_context(self, reading: Reading, query_iris: Sequence[str]):
        """What vague-relation bridging needs once per reading: the nouns and the query's properties."""
        if not self._table(load_vague_table).rules:
            return None
        props = [n for n in dict.fromkeys(query_iris) if _looks_like_property(n)]
        ctx = _Context(reading.formula)
        # the wh-word's own noun ("What is in X?": thing(x) ∧ _in_p_loc(x, y)) heads a preposition too,
        # after the real nouns; so does the place "Where in France …" asks for (place_n)
        wh = [a for a in ctx.atoms if (a.pred in WH_NOUNS or a.pred == "place_n") and len(a.args) == 1
              and isinstance(a.args[0], Var)]
        return ctx.nouns + list(dict.fromkeys(wh)), props

    def _vague_readings(self, choice, dependent, covered, vague, query_props: set = frozenset(), vias=()):
        """The ways to read the vague atoms this choice leaves uncovered; the choice alone when there
        are none (or none can be read). With ``vias``, each reading's containment readings follow it."""
        if vague is not None:
            uncovered = [a for a in dependent if a not in covered]
            if uncovered:
                used = {t for o in choice for ax in o.axioms for t in ax.kg_terms}
                used |= {as_predicate(t) for t in used}
                found = vague_alternatives(uncovered, vague[0], vague[1], used, self._table(load_vague_table),
                                           self.templates, self.lexicon)
                if found and vias:
                    found = [alt for axioms, w, covers in found for alt in [(axioms, w, covers)] + [
                        (read, w * cw, covers) for read, cw in self._contained(axioms, (), query_props, vias)]]
                if found:
                    return found
        return [((), 1.0, frozenset())]


def _restated(ax: Axiom, old: str, new: str, rename, why: str, factor: float = 1.0) -> Axiom:
    """``ax`` with the KG property ``old`` stated as ``new``: its atoms mapped by ``rename``, ``old``
    replaced in its name and terms, ``why`` added to its source, its weight times ``factor``."""
    return Axiom(ax.name.replace(old, new), map_atoms(ax.formula, rename), ax.template,
                 source=f"{ax.source}, {why}", word=ax.word,
                 kg_terms=tuple(new if t == old else t for t in ax.kg_terms), weight=ax.weight * factor)


def _extended(ax: Axiom, name: str, f: Formula, why: str, terms: Sequence[str], factor: float) -> Axiom:
    """``ax`` rewritten as ``f`` through more KG ``terms`` (a place, an organisation or a work in
    between): named ``name``, ``why`` added to its source, its weight times ``factor``."""
    return Axiom(name, f, ax.template, source=f"{ax.source}, {why}", word=ax.word,
                 kg_terms=tuple(dict.fromkeys(ax.kg_terms + tuple(terms))), weight=ax.weight * factor)


def _guarded(ax: Axiom, old: str, new: str, cls: str) -> Axiom | None:
    """``∀v. L ↔ old(s, o)`` as ``∀v. rdf:type(s, cls) → (L ↔ new(s, o))``: ``new`` names ``old``'s
    relation only of a subject of class ``cls`` (a ``same P Q C`` row of property_variants.table), so the
    words mean ``new`` only of such a subject, and a question that does not say the subject is one is
    not proved by it. None for an axiom of another shape."""
    f = ax.formula
    if not (isinstance(f, Forall) and isinstance(f.body, Iff) and isinstance(f.body.right, Atom)
            and f.body.right.pred == old and len(f.body.right.args) == 2 and f.body.right.args[0] in f.vars):
        return None
    right = f.body.right
    guard = Atom(type_predicates()[0], (right.args[0], _const(cls)))
    return Axiom(ax.name.replace(old, new) + f"@{cls}",
                 Forall(f.vars, Implies(guard, Iff(f.body.left, Atom(new, right.args)))), ax.template,
                 source=f"{ax.source}, read as {new}, which names {old}'s relation of a {cls} "
                        f"(property_variants.table)", word=ax.word,
                 kg_terms=tuple(new if t == old else t for t in ax.kg_terms), weight=ax.weight * W_VARIANT)


#: the frames a word read as a hasValue restriction takes (Bridge._has_value_options), with its argument's role
_ADJECTIVE_VALUE_FRAMES = (("AdjectiveAttributiveFrame", "attributiveArg"), ("AdjectivePredicateFrame", "copulativeSubject"))
_NOUN_VALUE_FRAMES = (("NounPredicateFrame", "copulativeArg"),)


def _iri_values(query_atoms: Sequence[Atom], props) -> list[tuple[str, str]]:
    """``(property, value)`` of each query triple of one of ``props`` whose object is an IRI."""
    return [(a.pred, a.args[1].name) for a in query_atoms if a.pred in props and len(a.args) == 2
            and isinstance(a.args[1], Const) and a.args[1].kind == "iri"]


def _agent_noun(noun: str, verb: str) -> bool:
    """Is ``noun`` the verb's agent noun by its form ("producer", "creator", "writer")?"""
    n, v = noun.lower(), verb.lower()
    stems = {v, v[:-1], v[:-1] + "i"} if v.endswith(("e", "y")) else {v, v + v[-1:]}
    return any(n == st + suffix for st in stems for suffix in ("er", "or", "r", "ar"))


def _guessed_class_entries(text: str, query_labels: dict[str, list[str]]) -> list[LexicalEntry]:
    """Class entries for the query's classes whose label (or local name) is ``text`` up to case,
    spacing and number: the default NounPredicateFrame reading of a noun with no lexicon entry."""
    key = word_key(text)
    out = []
    for name, labs in query_labels.items():
        if _looks_like_class(name) and key and any(word_key(l) == key for l in labs):
            out.append(LexicalEntry(f"guess:{text}", text, "noun", "NounPredicateFrame", name,
                                    curated=False, confidence=W_GUESSED))
    return out


#: string tests of a query that say "its name is …" when applied to a label
_STRING_TESTS = ("fn:regex", "fn:contains", "fn:strstarts")


def _name_literal_options(key, pred: str, text: str, carg: Const, query_atoms: Sequence[Atom],
                          linked: bool) -> list[Option]:
    """A name the query treats as a string rather than an individual.

    * The query has a plain string literal that *is* the name ("What does ICRO stand for?" →
      ``dbo:abbreviation(?x, "ICRO")``): the name may denote that literal (only when no KG
      individual matched, ``linked``).
    * The query tests a label of an individual against the name ("Is the wife of X called
      Michelle?" → ``rdfs:label(?s, ?n) ∧ regex(?n, "Michelle")``): being so named is having such a
      label, ``∀x n. P(x, n) ∧ test(n, "Michelle") → named(x, "Michelle")``, and back with a fixed
      witness for the label, which keeps the check in EPR.
    """
    key_text = name_key(text)
    out: list[Option] = []
    x, n = Var("x"), Var("n")
    if not linked:
        for a in query_atoms:
            for t in a.args:
                if isinstance(t, Const) and t.kind == "literal" and t.datatype in (None, "xsd:string") \
                        and a.pred not in _STRING_TESTS and name_key(t.name) == key_text:
                    f = Forall((x,), Iff(Atom(pred, (x, carg)), Eq(x, t)))
                    ax = Axiom(f"entity:{pred}({text})={t}", f, "entity",
                               source=f'the query names "{text}" as the string {t}', word=text, weight=0.8)
                    out.append(Option(key, (ax,), 0.8))
                    break
            if out:
                break
    tests = {a.args[0]: a for a in query_atoms if a.pred in _STRING_TESTS and len(a.args) == 2
             and isinstance(a.args[1], Const) and name_key(a.args[1].name.strip("^$")) == key_text}
    for a in query_atoms:
        if len(a.args) == 2 and a.args[1] in tests and a.pred not in _STRING_TESTS and a.pred not in type_predicates():
            test = tests[a.args[1]]
            witness = Const(f"?label#{text}")
            f = conj([
                Forall((x, n), Implies(conj([Atom(a.pred, (x, n)), Atom(test.pred, (n, test.args[1]))]),
                                       Atom(pred, (x, carg)))),
                Forall((x,), Implies(Atom(pred, (x, carg)),
                                     conj([Atom(a.pred, (x, witness)), Atom(test.pred, (witness, test.args[1]))]))),
            ])
            ax = Axiom(f"entity:{pred}({text})={a.pred}~{test.pred}", f, "entity",
                       source=f'"{text}" as a {a.pred} that {test.pred} tests', word=text, weight=0.8)
            out.append(Option(key, (ax,), 0.8))
            break
    return out


def _name_value_options(key, group: "NameGroup", query_atoms: Sequence[Atom], name_props: frozenset
                        ) -> list[Option]:
    """A proper name ("Battle Chess", one or more ``named`` atoms) the query states as the value of a
    name property (``name_properties.table``: ``rdfs:label(?g, "Battle Chess"@en)``, ``foaf:surname``).

    Bearing a name is having it as one of one's names, so ``∀x. N(x) → P(x, "…")`` and back, where N
    is the name's ``named`` atoms (and the ``compound`` links of a multiword name) on x. The way back
    names the modifiers of a multiword name by fixed witnesses, as :meth:`Bridge._compound_name_options`
    does, which keeps the check in EPR. Only an exact literal counts (up to case, punctuation and a
    leading "the"); a label that merely contains the name is the ``regex`` reading of
    :func:`_name_literal_options`."""
    key_text = name_key(group.text)
    out: list[Option] = []
    for a in query_atoms:
        if a.pred not in name_props or len(a.args) != 2:
            continue
        lit = a.args[1]
        if not (isinstance(lit, Const) and lit.kind == "literal" and lit.datatype in (None, "xsd:string")
                and name_key(lit.name) == key_text):
            continue
        renamed = {v: Var(f"x{i}") for i, v in enumerate(group.order)}
        head = renamed[group.head]
        body = [Atom(group.preds[v], (renamed[v], group.carg[v])) for v in group.order]
        body += [Atom("compound", (renamed[h], renamed[m])) for h, m in group.edges]
        witness = {renamed[v]: Const(f"?{re.sub(r'[^A-Za-z0-9]+', '_', group.text)}#{group.carg[v].name}")
                   for v in group.order if v != group.head}
        forth = Forall(tuple(renamed[v] for v in group.order), Implies(conj(body), Atom(a.pred, (head, lit))))
        back = Forall((head,), Implies(Atom(a.pred, (head, lit)), conj([substitute(b, witness) for b in body])))
        ax = Axiom(f"entity:named({group.text})~{a.pred}", conj([forth, back]), "entity",
                   source=f'"{group.text}" as its {a.pred} (name_properties.table)', word=group.text,
                   kg_terms=(a.pred,), weight=0.8)
        out.append(Option(key, (ax,), 0.8, frozenset(group.atoms)))
        break
    return out


def _year_bounds(year: int, in_years: bool) -> dict:
    """The numbers a comparison with ``year`` needs (``$first``, ``$last``, ``$prev``, ``$next``): years
    themselves for a year-valued property, else ordinal days, as the query side counts dates."""
    if in_years:
        return {"$first": Num(year), "$last": Num(year), "$prev": Num(year - 1), "$next": Num(year + 1)}
    first = datetime.date(year, 1, 1).toordinal()
    last = datetime.date(year, 12, 31).toordinal()
    return {"$first": Num(first), "$last": Num(last), "$prev": Num(first - 1), "$next": Num(last + 1)}


def _ordinal_word(word: str) -> str:
    """The word of an ordinal for explanations: ``ord``'s word is its number ("1" is "first", as the
    grammar's closed class spells it)."""
    if not word:
        return "ordinal"
    return _ordinal_words().get(word, f"{word}th" if word.isdigit() else word)


def _year_options(key, pred: str, carg: Const, query_iris: set) -> list[Option]:
    """A year in the question ("founded in 1950": ``yofc(x, "1950")``) may stand for any time in
    that year, which is how a query keeps the dates of one year (``regex(str(?d), "^1950")``,
    ``YEAR(?d) = 1950``: :data:`verifier.query.semantics.YEAR_PRED`). Offered as a second reading of
    the year beside the year itself, only when the query tests a year that way."""
    from ..query.semantics import YEAR_PRED

    if YEAR_PRED not in query_iris or pred not in LITERAL_PREDS or LITERAL_PREDS[pred] != "xsd:gYear":
        return []
    x = Var("x")
    year = Const(carg.name, kind="literal", datatype="xsd:gYear")
    f = Forall((x,), Iff(Atom(pred, (x, carg)), Atom(YEAR_PRED, (x, year))))
    ax = Axiom(f"literal:{pred}({carg.name})={YEAR_PRED}", f, "entity",
               source=f"{pred}({carg.name}): a time in the year {carg.name}", word=carg.name)
    return [Option(key, (ax,), 0.95)]


#: options that take a link atom for themselves: no other option of a choice may read it
_OWN_LINK_OPTIONS = ("role:", "modifier:")


def _role_taken(choice: Sequence[Option]) -> bool:
    """Does another option of the choice read the preposition a presupposed role takes (:func:`_role_options`)?
    A verb frame that marks "as" makes its object an argument of the relation, not a role. Likewise the
    compound of a modifier that restates its head (:meth:`Bridge._redundant_modifier_options`): a head
    read relationally through that compound ("the Beatles album") would make the modifier its argument."""
    roles = [o for o in choice if o.axioms and o.axioms[0].name.startswith(_OWN_LINK_OPTIONS)]
    return any(o is not r and o.covers & r.covers for r in roles for o in choice)


def _role_options(key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str
                  ) -> list[Option]:
    """A class noun as the role of a named thing ("X was admitted as a province", ``_as_p(e, y) ∧
    N(y)`` on the event of a verb with a name among its arguments) is presupposed, as a noun in
    apposition to a name is (:func:`_apposition_options`): the name fixes the thing, and the role
    only says what it was taken as, so a query need not restate the class. Every event of that verb
    then has such a role, a fresh individual of the noun: ``∀e …. V(e, …) → _as_p(e, c) ∧ N(c)``, which
    says nothing of the verb's arguments, so a query about another entity or relation still fails.
    Offered for a one-place noun that nothing but the preposition speaks of, on a verb event with
    one verb."""
    if len(occurrences) != 1 or len(occurrences[0].args) != 1 or not isinstance(occurrences[0].args[0], Var):
        return []
    y = occurrences[0].args[0]
    about = [a for a in ctx.atoms if y in a.args]
    roles = [a for a in about if a.pred == "_as_p" and len(a.args) == 2 and a.args[1] == y and _is_event(a.args[0])]
    if len(roles) != 1 or len(about) != 2:
        return []
    role = roles[0]
    e = role.args[0]
    verbs = [a for a in ctx.atoms
             if a.args and a.args[0] == e and getattr(parse_erg_predicate(a.pred), "pos", "") == "v"]
    if len(verbs) != 1:
        return []
    verb = verbs[0]
    if not any(v in ctx.named for v in verb.args[1:]):
        return []
    vs = tuple(Var(f"v{i}") for i in range(len(verb.args)))
    c = Const(f"?{erg.lemma}#role")
    f = Forall(vs, Implies(Atom(verb.pred, vs), conj([Atom(role.pred, (vs[0], c)), Atom(erg.pred, (c,))])))
    ax = Axiom(f"role:{verb.pred}+{role.pred}+{erg.pred}", f, "apposition",
               source=f'"as {word}": the role of a named thing, presupposed', word=word, weight=W_APPOSITION)
    return [Option(key, (ax,), W_APPOSITION, frozenset({occurrences[0], role}))]


def _apposition_options(key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str
                        ) -> list[Option]:
    """A class noun in apposition to a name ("the comic Captain America", "president Chirac") is
    presupposed, not asserted: the name already picks out one individual, and the noun only says
    what kind of thing it is, so a query need not restate it (DBpedia's gold queries do not). The
    noun is then true of whatever it stands in apposition to: ``∀x y. appos(x, y) → N(x)``, a rule
    that holds nothing of other individuals, so a query about another entity still fails on the
    name. Offered only when every occurrence of the noun is in apposition to a name; a query that
    does restate the class still gets the lexicon's reading, which ranks higher then."""
    if not all(o.args and ctx.appos_name.get(o.args[0]) for o in occurrences):
        return []
    arity = len(occurrences[0].args)
    x, y, w = Var("x"), Var("y"), Var("w")
    named_by = {a.args[0]: a for a in ctx.atoms if a.pred in NAME_PREDS and len(a.args) == 2
                and isinstance(a.args[1], Const)}
    if arity == 1:
        f = Forall((x, y), Implies(Atom("appos", (x, y)), Atom(erg.pred, (x,))))
    elif arity == 2 and all(_is_unexpressed(o.args[1]) for o in occurrences):
        f = Forall((x, y), Implies(Atom("appos", (x, y)), Atom(erg.pred, (x, Const(f"?{erg.lemma}#arg")))))
    elif arity == 2 and len(occurrences) == 1 and occurrences[0].args[1] in named_by:
        # a relational noun's complement that is a name ("the chancellor of Ruritania Jane Doe"):
        # related universally to what the name names, as a compounded name below
        name = named_by[occurrences[0].args[1]]
        f = Forall((x, y, w), Implies(conj([Atom("appos", (x, y)), Atom(name.pred, (w, name.args[1]))]),
                                      Atom(erg.pred, (x, w))))
    else:
        return []
    # a name compounded with the noun belongs to the presupposed description too ("U.S. president
    # Lincoln"), and so does a name the noun takes with "of" ("the chancellor of Ruritania Jane
    # Doe"): the name in apposition still picks out the individual. The rule relates it to
    # whatever the name names, universally: a fresh witness for it could differ from the
    # name's own individual and make the question contradictory
    described = []
    covers = []
    if len(occurrences) == 1:
        for a in ctx.atoms:
            if a.pred in ("compound", "_of_p") and len(a.args) == 2 and a.args[0] == occurrences[0].args[0] \
                    and a.args[1] in named_by:
                name = named_by[a.args[1]]
                described.append(Forall((x, y, w), Implies(conj([Atom("appos", (x, y)), Atom(name.pred, (w, name.args[1]))]),
                                                            Atom(a.pred, (x, w)))))
                covers.append(a)
    f = conj([f] + described)
    ax = Axiom(f"apposition:{erg.pred}", f, "apposition",
               source=f'"{word}" in apposition to a name: presupposed', word=word, weight=W_APPOSITION)
    return [Option(key, (ax,), W_APPOSITION, frozenset(covers))]


def _appositive_compound_options(nc: "NounCompound", ctx: "_Context", reading: Reading) -> list[Option]:
    """A noun compound in apposition to a name ("the radio station WXYZ", "the BBC radio drama
    Foo") is a presupposed description as a whole, as a single noun is (:func:`_apposition_options`):
    ``∀x y. appos(x, y) → head(x) ∧ ∃z. compound(x, z) ∧ mod(z)``, with a name compounded with
    either noun related universally to what the name names. Offered beside the lexicon's reading of
    the compound, which ranks higher where the query restates its class.

    The modifier gets a fresh witness ``z``, unlike a name: the question only says that some z of
    the kind exists (``∃z. mod(z) ∧ compound(x, z)``), and nothing else of the question or the
    query mentions z, so any witness makes it true (the rule is then a consistent definition of the
    otherwise uninterpreted ``mod`` and ``compound``); a name's individual, by contrast, is fixed by
    the name's own axiom, and a second, fresh one could differ from it. The rule still holds nothing
    of other individuals than those in apposition to a name."""
    head, mod = nc.head, nc.mod
    if not (head.args and ctx.appos_name.get(head.args[0])):
        return []
    for a in (head, mod):
        if len(a.args) == 2 and not _is_unexpressed(a.args[1]):
            return []
        if len(a.args) not in (1, 2):
            return []
    x, y = Var("x"), Var("y")
    # one witness constant for the modifier, as for an unexpressed argument: a skolem constant
    # rather than a nested ∃ keeps the rule a plain universal implication for the prover
    z = Const(f"?{parse_erg_predicate(mod.pred).lemma}#appos")

    def noun(a: Atom, v: Var) -> Atom:
        erg = parse_erg_predicate(a.pred)
        return Atom(a.pred, (v,) + ((Const(f"?{erg.lemma}#arg"),) if len(a.args) == 2 else ()))

    named_by = {a.args[0]: a for a in ctx.atoms if a.pred in NAME_PREDS and len(a.args) == 2
                and isinstance(a.args[1], Const)}
    ws: list[Var] = []
    guards: list[Formula] = []
    inner: list[Formula] = [noun(mod, z), Atom("compound", (x, z))]
    outer: list[Formula] = [noun(head, x)]
    covers = [nc.link]
    for a in ctx.atoms:
        if a.pred != "compound" or len(a.args) != 2 or a.args[1] not in named_by:
            continue
        if a.args[0] not in (head.args[0], mod.args[0]):
            continue
        w = Var(f"w{len(ws)}")
        name = named_by[a.args[1]]
        ws.append(w)
        guards.append(Atom(name.pred, (w, name.args[1])))
        (outer if a.args[0] == head.args[0] else inner).append(Atom("compound", (x if a.args[0] == head.args[0] else z, w)))
        covers.append(a)
    f = Forall((x, y, *ws), Implies(conj([Atom("appos", (x, y))] + guards),
                                   conj(outer + inner)))
    hword = reading.word_of(head.pred) or parse_erg_predicate(head.pred).lemma
    mword = reading.word_of(mod.pred) or parse_erg_predicate(mod.pred).lemma
    word = f"{mword} {hword}"
    ax = Axiom(f"apposition:{mod.pred}+{head.pred}", f, "apposition",
               source=f'"{word}" in apposition to a name: presupposed', word=word, weight=W_APPOSITION)
    return [Option(("compound", word), (ax,), W_APPOSITION, frozenset(covers))]


@dataclass(frozen=True)
class _Phrase:
    option: Option
    atoms: frozenset


#: predicates that join the words of a phrase naming one individual: head first
PHRASE_EDGES = ("compound", "_of_p", "poss")
#: ... and any preposition on a noun ("the Nobel Prize in Physics", "Ministry for Culture")
_NOUN_PREPOSITION = re.compile(r"^_[a-z]+_p(?:_[a-z]+)?$")


def _is_phrase_edge(pred: str) -> bool:
    return pred in PHRASE_EDGES or bool(_NOUN_PREPOSITION.match(pred))
#: most variables in such a phrase
MAX_PHRASE_VARS = 5


def _phrase_entities(reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]],
                     is_person=lambda lemma: False, name_synonyms=lambda text: [],
                     head_synonyms=lambda lemma: []) -> list[_Phrase]:
    """Noun phrases whose words are, up to order, number and function words, the label of a query
    individual: "the Statue of Liberty" (``_statue_n_1(x) ∧ _of_p(x, y) ∧ named(y, "Liberty")``) is
    ``dbr:Statue_of_Liberty``, "the University of Oxford" (``_university_n_of(x, y) ∧ named(y,
    "Oxford")``) is ``dbr:University_of_Oxford``, "chocolate chip cookie" is
    ``dbr:Chocolate_chip_cookie``. Titles parse as common nouns, so names alone miss them.

    The phrase is a head variable and the variables it reaches by ``compound``/``_of_p``/``poss``
    or a relational noun's argument; all the words on those variables must spell the label
    exactly, and the variables other than the head may occur nowhere else (else the phrase says
    more than a name). Its option: ``∀… words(…) → head = c``, and ground facts that give ``c``
    those words (fresh witnesses for the other variables), as for multiword names.

    A query *class* whose label a phrase with a name spells is read the same way, as the class:
    "U.S. states" (``_state_n_of(x, i) ∧ compound(x, y) ∧ named_n(y, "US")``) is
    ``yago:WikicatStatesOfTheUnitedStates`` ("States of the United States"), the name matching
    through its WordNet synonyms ("US" → "United States"): ``∀… words(…) → rdf:type(head, C)``
    and back ``∀x. rdf:type(x, C) → words(x, witnesses)``. A class label's head noun may be spelled
    by a word of its first WordNet sense ("Formula One racer" as "Formula One race driver"), and a
    number by its digits or its word ("Formula 1")."""
    def toks(text: str) -> list[str]:
        return [_stem_token(_cardinal_words().get(t, t)) for t in name_tokens(text) if t not in FUNCTION_WORDS]

    targets: dict[tuple, tuple[str, bool]] = {}
    # individuals whose label has a qualifier, by the words before it: "Grand Prix (Cannes Film
    # Festival)" → (grand, prix) with {cannes, film, festival}; a preposition on a verb's event whose
    # words are among the qualifier's ("won the Grand Prix at Cannes") picks that page
    qualified: dict[tuple, list[tuple[str, frozenset]]] = {}
    for name, labs in query_labels.items():
        if _looks_like_property(name) or ":" not in name:
            continue
        is_class = _looks_like_class(name)
        for lab in labs:
            spelled = toks(re.sub(r"^Wikicat\s*", "", lab) if is_class else lab)
            t = tuple(sorted(spelled))
            if len(t) >= 2:
                targets.setdefault(t, (name, is_class))
            if is_class and len(spelled) >= 2:
                for syn in head_synonyms(name_tokens(lab)[-1])[:8]:
                    targets.setdefault(tuple(sorted(spelled[:-1] + toks(syn))), (name, is_class))
            m = _PAREN.search(lab)
            if m and t and not is_class:
                qualifier = toks(m.group(0).strip(" ()"))
                qualified.setdefault(t, []).append((name, frozenset(qualifier)))
                # the qualifier spelled as the phrase's own noun: "Washington state" for "Washington (state)"
                targets.setdefault(tuple(sorted(t + tuple(qualifier))), (name, False))
    if not targets and not qualified:
        return []
    all_atoms = list(dict.fromkeys(atoms(reading.formula)))
    words: dict = {}   # var → [(atom, tokens)]
    alt_names: dict = {}  # a name atom → the tokens of its synonyms (for classes only)
    edges: dict = {}   # var → [(atom, child var)]
    for a in all_atoms:
        if not a.args or not isinstance(a.args[0], Var) or _is_event(a.args[0]):
            continue
        v = a.args[0]
        if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
            text = a.args[1].name.replace("_", " ")
            words.setdefault(v, []).append((a, toks(text)))
            for syn in name_synonyms(text)[:8]:
                alt_names.setdefault(a, []).append(toks(syn))
            continue
        if _is_phrase_edge(a.pred) and len(a.args) == 2 and isinstance(a.args[1], Var):
            edges.setdefault(v, []).append((a, a.args[1]))
            continue
        if a.pred == "ord" and len(a.args) == 2 and isinstance(a.args[1], Const) \
                and a.args[1].name in _ordinal_words():
            # an ordinal is a word of a title too: "the French Fifth Republic", "the Third Crusade"
            words.setdefault(v, []).append((a, [_ordinal_words()[a.args[1].name]]))
            continue
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos not in ("n", "a"):
            continue
        if len(a.args) == 1 or (len(a.args) == 2 and erg.pos == "n"):
            words.setdefault(v, []).append((a, toks(reading.word_of(a.pred) or erg.lemma) or toks(erg.lemma)))
            if len(a.args) == 2 and isinstance(a.args[1], Var) and not _is_unexpressed(a.args[1]):
                edges.setdefault(v, []).append((a, a.args[1]))
    # a preposition on a verb's event may belong to the verb's object instead (PP attachment is
    # ambiguous): "won [the Nobel Prize] [in Physics]" read as "won [the Nobel Prize in Physics]";
    # the verb stays in the phrase's rule as context, so only the object of that verb is the phrase
    reattached: dict = {}  # the preposition → the verb predication whose object it joins
    verbs_of: dict = {}
    for a in all_atoms:
        erg = parse_erg_predicate(a.pred)
        if (erg is not None and erg.pos == "v" and len(a.args) == 3 and _is_event(a.args[0])
                and isinstance(a.args[2], Var) and not _is_unexpressed(a.args[2])):
            verbs_of.setdefault(a.args[0], []).append(a)
    for a in all_atoms:
        if (len(a.args) == 2 and _is_event(a.args[0]) and _NOUN_PREPOSITION.match(a.pred)
                and isinstance(a.args[1], Var) and len(verbs_of.get(a.args[0], ())) == 1):
            verb = verbs_of[a.args[0]][0]
            reattached[a] = verb
            edges.setdefault(verb.args[2], []).append((a, a.args[1]))
    uses: dict = {}
    for a in all_atoms:
        for t in a.args:
            if isinstance(t, Var):
                uses.setdefault(t, set()).add(a)

    out: list[_Phrase] = []
    seen: set = set()

    def grow(head, members: frozenset):
        if members in seen or len(members) > MAX_PHRASE_VARS:
            return
        seen.add(members)
        found = None
        # "Is horse racing a sport?": the resolved copula puts the predicate noun on the phrase's head
        # too; the phrase may be spelt without one of the head's nouns, which is then bridged alone.
        # Only for phrases of common words written in lower case: a capitalised word or a name is
        # matched case-sensitively elsewhere ("Thatcher" is not the page "Margaret thatcher")
        head_nouns = [a for a, _ in words.get(head, ()) if len(a.args) == 1
                      and getattr(parse_erg_predicate(a.pred), "pos", None) == "n"]
        plain = all(a.pred not in NAME_PREDS and (reading.word_of(a.pred) or "").islower()
                    for v in members for a, _ in words.get(v, ()))
        dropped_options = [None] + (head_nouns if plain and len(members) > 1 and len(head_nouns) > 1 else [])
        for dropped in dropped_options:
            covered = {a for v in members for a, _ in words.get(v, ()) if a is not dropped}
            covered |= {a for v in members for a, c in edges.get(v, ()) if c in members}
            if len(members) > 1 and all(uses.get(v, set()) <= covered for v in members if v != head):
                own = [(a, ts) for v in members for a, ts in words.get(v, ()) if a is not dropped]
                t = tuple(sorted(tok for _, ts in own for tok in ts))
                if t in targets and (head not in reading.answer_vars or targets[t][1]):
                    found = targets[t]
                    break
        if found is None:
            covered = {a for v in members for a, _ in words.get(v, ())}
            covered |= {a for v in members for a, c in edges.get(v, ()) if c in members}
            own = [(a, ts) for v in members for a, ts in words.get(v, ())]
        if found is None and len(members) > 1 and all(uses.get(v, set()) <= covered for v in members if v != head):
            if any(a in alt_names for a, _ in own):
                # a name by one of its synonyms, for a class ("US" in "States of the United States")
                choices = [[ts] + alt_names.get(a, []) for a, ts in own]
                for combo in itertools.islice(itertools.product(*choices), 64):
                    t = tuple(sorted(tok for ts in combo for tok in ts))
                    if t in targets and targets[t][1]:
                        found = targets[t]
                        break
        weight = W_QUERY_LABEL
        pps = [a for a in covered if a in reattached]
        if (found is None and pps and head not in reading.answer_vars and len(members) > 1
                and all(uses.get(v, set()) <= covered for v in members if v != head)):
            # the words the event's prepositions bring (their objects and what hangs on those) are
            # the qualifier's, the rest spell the label before it
            sub, todo = set(), [a.args[1] for a in pps]
            while todo:
                v = todo.pop()
                if v in members and v not in sub and v != head:
                    sub.add(v)
                    todo += [c for _, c in edges.get(v, ())]
            pp_toks = {tok for v in sub for _, ts in words.get(v, ()) for tok in ts}
            rest = tuple(sorted(tok for v in members - sub for _, ts in words.get(v, ()) for tok in ts))
            for name, extra in qualified.get(rest, ()):
                if pp_toks and pp_toks <= extra:
                    found, weight = (name, False), W_QUERY_LABEL_QUALIFIED
                    break
        if found is not None:
            unary_preds = {a.pred for a in covered if not _is_phrase_edge(a.pred)}
            context = {reattached[a] for a in pps}
            # names alone are multiword names (_compound_name_options), not phrases; but those do
            # not take a preposition on a verb's event
            if unary_preds <= set(NAME_PREDS) and not context:
                return
            # a class's words may be said again elsewhere ("the race driver with the most races"): its
            # rule is a type for the head only; an individual's words must be its phrase's alone
            if found[1] or all(a in covered for a in all_atoms if a.pred in unary_preds and a.pred not in NAME_PREDS):
                if context and found[1]:
                    return  # a class is read without its verb: the attached preposition stays the verb's
                out.append(_phrase_option(head, covered, found[0], reading, found[1], context, weight))
                return
        for v in members:
            for _, c in edges.get(v, ()):
                if c not in members and isinstance(c, Var):
                    grow(head, members | {c})

    for head in list(words):
        # "Who was president of Ruritania?" asks for a person, not for the office
        # dbr:President_of_Ruritania: a phrase that is the answer names no individual (a class it may)
        if any(e.pred != "compound" for e, _ in edges.get(head, ())) and any(
                is_person(parse_erg_predicate(a.pred).lemma) for a, _ in words[head]
                if parse_erg_predicate(a.pred) is not None and parse_erg_predicate(a.pred).pos == "n"):
            continue  # "the president of Ruritania" is a person, not the office of that name
        grow(head, frozenset({head}))
    # the longest phrases first; one phrase per head
    out.sort(key=lambda p: -len(p.atoms))
    return out


def _phrase_word(a: Atom, reading: Reading) -> str:
    """The word of one atom of a phrase, for the explanation: a name's own text (every name atom
    has the predicate ``named``, so the reading's word of the predicate is only the first name's),
    an ordinal's word, else the reading's word for the predicate."""
    if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
        return a.args[1].name.replace("_", " ")
    if a.pred == "ord" and len(a.args) == 2 and isinstance(a.args[1], Const):
        return _ordinal_words().get(a.args[1].name, a.args[1].name)
    return reading.word_of(a.pred) or a.pred


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


def _phrase_option(head: Var, covered: set, name: str, reading: Reading, is_class: bool = False,
                   context: set = frozenset(), weight: float = W_QUERY_LABEL, text: str | None = None) -> _Phrase:
    """The option for a phrase: ``∀… words(…) → head = c`` and ground facts giving ``c`` those words.
    ``context``: the verb predications whose event carries a preposition of the phrase ("won the
    Nobel Prize in Physics"); the rule then names the verb with the head as its object, and the
    fact for that preposition holds of every such event of the verb with ``c`` as its object
    (``∀e a. _win_v_1(e, a, c) → _in_p(e, w)``), which keeps the check free of ∀∃."""
    on_event = {a for a in covered if a.args and _is_event(a.args[0])}
    ordered = sorted(covered, key=str)
    in_rule = ordered + sorted(context, key=str)
    variables = sorted({t for a in in_rule for t in a.args if isinstance(t, Var)}, key=_var_index)
    renamed = {v: Var(f"x{i}") for i, v in enumerate(variables)}
    c = Const(name)
    witness = {v: (c if v == head else Const(f"?{name}#{i}")) for i, v in enumerate(variables)}
    if is_class:
        x = Var("x")
        rule = Forall(tuple(renamed[v] for v in variables),
                      Implies(conj([substitute(a, renamed) for a in ordered]), Atom("rdf:type", (renamed[head], c))))
        facts = Forall((x,), Implies(Atom("rdf:type", (x, c)),
                                     conj([substitute(a, {**witness, head: x}) for a in ordered])))
    else:
        rule = Forall(tuple(renamed[v] for v in variables),
                      Implies(conj([substitute(a, renamed) for a in in_rule]), Eq(renamed[head], c)))
        facts = conj([substitute(a, witness) for a in ordered if a not in on_event]
                     + [_event_fact(a, verb, head, witness)
                        for a in sorted(on_event, key=str) for verb in context if verb.args[0] == a.args[0]])
    if text is None:
        text = " ".join(_phrase_word(a, reading) for a in ordered if not _is_phrase_edge(a.pred))
    key = ("phrase", name, head.name)
    source = f'query IRI {name}: its label is the phrase "{text}"'
    axs = (Axiom(f"entity:phrase({text})={name}", rule, "entity", source=source, word=text, kg_terms=(name,),
                 weight=weight),
           Axiom(f"entity:phrase({text})={name}#facts", facts, "entity", source=source, word=text,
                 kg_terms=(name,), weight=weight))
    return _Phrase(Option(key, axs, weight, frozenset(covered)), frozenset(covered))


def _event_fact(prep: Atom, verb: Atom, head: Var, witness: dict) -> Formula:
    """``∀e a. verb(e, a, c) → prep(e, w)``: the preposition of a phrase attached to the event of the
    verb whose object the phrase is, for every such event (see :func:`_phrase_option`)."""
    e, agent = Var("e"), Var("a")
    args = tuple(e if t == verb.args[0] else witness[head] if t == head else agent for t in verb.args)
    body = Implies(Atom(verb.pred, args), Atom(prep.pred, (e, witness[prep.args[1]])))
    return Forall(tuple(v for v in (e, agent) if v in args), body)


def _names_collide(choice: Sequence[Option]) -> bool:
    """Two different names of the question that the choice links to one KG individual: the
    question names two individuals ("Did Socrates influence Aristotle?"), so no reading may make
    them one; a loose match is the usual cause."""
    seen: dict[str, str] = {}
    for o in choice:
        if not o.key or o.key[0] != "named":
            continue
        for t in {t for a in o.axioms for t in a.kg_terms}:
            if t in seen and seen[t] != o.key[1]:
                return True
            seen[t] = o.key[1]


def _with_union(options: list[Option], query_terms: set) -> list[Option]:
    """A word whose readings differ only in the property, two or more of which the query uses
    ("founded in" as dbo:foundingYear or dbo:formationYear; "X influenced Y" as dbo:influenced(X, Y)
    or dbo:influencedBy(Y, X), a property read from the other end): one more reading, first, in which
    the word denotes the union of those properties. It proves only a query that unions them too."""
    single = [o for o in options if len(o.axioms) == 1 and len(o.axioms[0].kg_terms) == 1
              and o.axioms[0].kg_terms[0] in query_terms]
    if len(single) < 2:
        return options
    first = single[0]
    p0 = first.axioms[0].kg_terms[0]
    members = [(first, False)]
    for o in single[1:]:
        p = o.axioms[0].kg_terms[0]
        if p == p0 or p in (m.axioms[0].kg_terms[0] for m, _ in members) or o.covers != first.covers:
            continue
        # the same axiom with one property renamed, read from the same end or from the other: the two
        # readings differ in nothing else
        for flipped in (False, True):
            renamed = map_atoms(first.axioms[0].formula,
                                lambda at, p=p, f=flipped: _renamed(at, p, f) if at.pred == p0 else at)
            if renamed == o.axioms[0].formula:
                members.append((o, flipped))
                break
    if len(members) < 2:
        return options
    props = [m.axioms[0].kg_terms[0] for m, _ in members]
    f = map_atoms(first.axioms[0].formula, lambda at: disj(_renamed(at, m.axioms[0].kg_terms[0], fl)
                                                           for m, fl in members) if at.pred == p0 else at)
    a0 = first.axioms[0]
    name = a0.name.replace(p0, "|".join(props))
    w = max(m.weight for m, _ in members)
    ax = Axiom(name, f, a0.template, source="any of: " + "; ".join(m.axioms[0].source for m, _ in members),
               word=a0.word, kg_terms=tuple(props), weight=w)
    return [Option(first.key, (ax,), w, first.covers, None)] + options


def _sense_unions(options: list[Option], query_formula: Formula | None) -> list[Option]:
    """A word the query reads as a UNION of its senses ("actors" as ``?x a dbo:Actor`` or ``?x
    dbo:occupation dbr:Actor``; "founded in" as a year of one property or of another): for each of the
    query's disjunctions, the word's readings ``∀v. L ↔ Rᵢ`` whose KG terms all lie in one branch each
    make one more reading ``∀v. L ↔ R₁ ∨ … ∨ Rₙ``, first. Unlike :func:`_with_union` the senses may differ in
    shape (a class and a property value), not only in the property. The reading proves only a query
    that unions those very senses; a branch no sense of the word covers still goes unbridged, and the
    verdict names its term."""
    if query_formula is None:
        return options
    branches_of = [g.parts for g in subformulas(query_formula) if isinstance(g, Or)]
    if not branches_of:
        return options
    groups: dict[tuple, list[tuple[Option, Forall]]] = {}
    known = set()  # the readings there are already, a union's senses in any order
    for o in options:
        f = o.axioms[0].formula if len(o.axioms) == 1 else None
        if isinstance(f, Forall) and isinstance(f.body, Iff) and o.axioms[0].kg_terms:
            # templates name their variables as they like: compare the readings up to renaming
            f = Forall(tuple(Var(f"_u{i}", v.sort) for i, v in enumerate(f.vars)),
                       substitute(f.body, {v: Var(f"_u{i}", v.sort) for i, v in enumerate(f.vars)}))
            groups.setdefault((f.vars, f.body.left, o.covers), []).append((o, f))
            right = f.body.right
            known.add((f.vars, f.body.left, frozenset(right.parts if isinstance(right, Or) else (right,))))
    out: list[Option] = []
    for (vs, left, covers), group in groups.items():
        for branches in branches_of:
            fits = {}  # each sense with the branches its KG terms lie in, best sense first
            for o, f in group:
                at = frozenset(i for i, b in enumerate(branches) if _states(f.body.right, b))
                if at and f.body.right not in fits:
                    fits[f.body.right] = (o, at)
            # senses in two branches at least: two senses inside one branch are a conjunction, no union
            if len(fits) < 2 or len(frozenset().union(*(at for _, at in fits.values()))) < 2:
                continue
            if (vs, left, frozenset(fits)) in known:
                continue
            known.add((vs, left, frozenset(fits)))
            f = Forall(vs, Iff(left, disj(fits)))
            picked = [o for o, _ in fits.values()]
            a0 = picked[0].axioms[0]
            w = max(o.weight for o in picked)
            terms = tuple(dict.fromkeys(t for o in picked for t in o.axioms[0].kg_terms))
            ax = Axiom("|".join(o.axioms[0].name for o in picked), f, a0.template,
                       source="any of: " + "; ".join(o.axioms[0].source for o in picked),
                       word=a0.word, kg_terms=terms, weight=w)
            out.append(Option(picked[0].key, (ax,), w, covers, None))
    return out + options


def _states(sense: Formula, branch: Formula) -> bool:
    """Whether a query branch states what a sense says: each of the sense's atoms is in the branch with
    the same predicate and the same KG constants (its variables match any term), each individual it
    equates something with is equated there too. A sense whose terms merely occur in the branch in
    another role ("actor" as the individual dbr:Actor, the branch ``?x dbo:occupation dbr:Actor``)
    does not."""
    have = atoms(branch)
    equated = {t for g in subformulas(branch) if isinstance(g, Eq) for t in (g.left, g.right) if isinstance(t, Const)}

    def found(a: Atom) -> bool:
        return any(b.pred == a.pred and len(b.args) == len(a.args)
                   and all(not isinstance(x, Const) or x == y for x, y in zip(a.args, b.args)) for b in have)

    mine = atoms(sense)
    eqs = [t for g in subformulas(sense) if isinstance(g, Eq) for t in (g.left, g.right) if isinstance(t, Const)]
    return bool(mine or eqs) and all(found(a) for a in mine) and all(c in equated for c in eqs)


def _renamed(at: Atom, prop: str, flipped: bool) -> Atom:
    """``at`` with the property ``prop``, its two arguments swapped when ``flipped``."""
    return Atom(prop, tuple(reversed(at.args)) if flipped and len(at.args) == 2 else at.args)


def _noun_named_class(f: Formula, noun_pred: str, entry: LexicalEntry) -> tuple[Var, str] | None:
    """A relational-noun axiom whose noun names the class its sense's condition gives the noun's own
    end of the property ("lake in" as ``dbo:country`` with domain ``dbo:Lake``: "a German lake" is a
    lake whose country is Germany). The reading must keep that class: without it "German lake" says
    no more than "something in Germany". Returns the noun's variable and the class, or None where the
    condition's class on the noun's end is not the noun's own name ("the capital of X": a city)."""
    if not isinstance(f, Forall) or not isinstance(f.body, Iff) or not entry.reference:
        return None
    noun = next((a for a in atoms(f.body.left) if a.pred == noun_pred and a.args), None)
    prop = next((a for a in atoms(f.body.right) if a.pred == entry.reference and len(a.args) == 2), None)
    if noun is None or prop is None or noun.args[0] not in prop.args:
        return None
    cls = entry.domain if prop.args.index(noun.args[0]) == 0 else entry.range
    if not cls or not _looks_like_class(cls):
        return None
    local = re.sub(r"[\s\-_]+", "", unquote(cls.split(":", 1)[-1].rstrip(">").rsplit("/", 1)[-1]).lower())
    forms = {re.sub(r"[\s\-_]+", "", w.lower()) for w in (entry.lemma, *entry.forms)} - {""}
    return (noun.args[0], cls) if local in forms else None


def _who_gets_a_non_agent(f: Formula, noun_pred: str, entry: LexicalEntry, occurrences: list[Atom],
                          ctx: "_Context") -> bool:
    """"Who is the president of X?" read through a property whose values its name says are no person or
    agent (``dbp:title``, ``dbo:leaderTitle``: titles; WordNet's first senses of the name's last word):
    a title is not who holds it. Only the value end counts (``?x dbp:title <President_of_X>`` has the
    person as subject), and a property named after a name (``dbo:leaderName``) holds the named thing."""
    if not occurrences or not all(o.args and ("person", o.args[0]) in ctx.unary for o in occurrences):
        return False
    if not isinstance(f, Forall) or not isinstance(f.body, Iff) or not entry.reference:
        return False
    noun = next((a for a in atoms(f.body.left) if a.pred == noun_pred and a.args), None)
    prop = next((a for a in atoms(f.body.right) if a.pred == entry.reference and len(a.args) == 2), None)
    if noun is None or prop is None or prop.args[1] != noun.args[0] or prop.args[0] == noun.args[0]:
        return False
    words = name_words(entry.reference.split(":", 1)[-1])
    return bool(words) and words[-1] != "name" and names_no_agent(words[-1])


def _restriction_unions(options: list[Option]) -> list[Option]:
    """A noun the lexicon restricts by one property to several values ("cosmonaut": nationality Soviet
    Union, nationality Russia) means any of them: one reading with their disjunction in place of a
    choice between them, so a query that keeps only one value answers part of the question."""
    groups: dict[tuple, list[Option]] = {}
    for o in options:
        e = o.entry
        if (e is not None and e.kind == "restriction" and e.value and e.reference not in type_predicates()
                and len(o.axioms) == 1 and o.axioms[0].template == "class_noun"
                and isinstance(o.axioms[0].formula, Forall) and isinstance(o.axioms[0].formula.body, Iff)):
            groups.setdefault((e.reference, o.axioms[0].formula.vars, o.axioms[0].formula.body.left), []).append(o)
    out = list(options)
    for (prop, vs, left), group in groups.items():
        values = list(dict.fromkeys(o.entry.value for o in group))
        if len(values) < 2:
            continue
        first = group[0].axioms[0]
        f = Forall(vs, Iff(left, disj([o.axioms[0].formula.body.right for o in group])))
        ax = Axiom("|".join(dict.fromkeys(o.axioms[0].name for o in group)), f, first.template,
                   source="; ".join(dict.fromkeys(o.axioms[0].source for o in group)) + ": one word, any of its values",
                   word=first.word, kg_terms=tuple(dict.fromkeys(t for o in group for t in o.axioms[0].kg_terms)),
                   weight=max(o.axioms[0].weight for o in group))
        out = [o for o in out if o not in group]
        out.append(Option(group[0].key, (ax,), max(o.weight for o in group), group[0].covers, group[0].entry,
                          tuple(o.entry for o in group[1:])))
    return out


def _with_type(f: Forall, var: Var, cls: str) -> Forall:
    """The axiom with ``rdf:type(var, cls)`` added to the property's side of its biconditional."""
    return Forall(f.vars, Iff(f.body.left, conj([f.body.right, Atom("rdf:type", (var, Const(cls)))])))


def _condition_classes(entry: LexicalEntry | None) -> frozenset[str]:
    """The classes a sense's ``lemon:condition`` names (its property domain and range), datatypes aside."""
    if entry is None or entry.kind not in ("property", "scalar"):
        return frozenset()
    return frozenset(c for c in (entry.domain, entry.range) if c and _looks_like_class(c))


def _chosen_classes(choice) -> set[str]:
    """The classes the question's own nouns are read as in this choice ("mountain" → dbo:Mountain,
    "television show" → dbo:TelevisionShow)."""
    out: set[str] = set()
    for o in choice:
        e = o.entry
        if e is not None and e.kind == "class" and e.reference:
            out.add(e.reference)
        elif e is not None and e.kind == "restriction" and e.reference in type_predicates() and e.value:
            out.add(e.value)
        elif e is None:
            out.update(t for a in o.axioms if a.template in ("class_noun", "multiword") for t in a.kg_terms
                       if _looks_like_class(t))
    return out


def _sense_off_condition(choice, opts: dict) -> bool:
    """Does the choice read a word in a sense whose ``lemon:condition`` fits none of the classes the
    question's nouns are read as, while another sense of the same word names one? A condition says when a
    sense applies: "high" as ``dbo:elevation`` (of mountains) or ``dbo:height`` (of buildings, players),
    "create" as ``dbo:creator`` (of TV shows) or ``dbo:author`` (of books); "the highest mountain" names
    its class, so the senses conditioned on unrelated classes do not apply. Classes are related when one
    is a kind of the other by WordNet (``dbo:Politician`` fits "people"); where WordNet cannot tell, the
    sense is kept, and where no sense of the word names the class, nothing is excluded. A property is excluded only
    when none of the word's senses with that property fits."""
    classes = _chosen_classes(choice)
    if not classes:
        return False

    def fit(entry, sure: bool) -> bool:
        # sure: the condition names the question's class itself (a related class is not enough to set
        # another sense aside: the lexicon's conditions are often a class above or beside the one meant)
        if sure:
            return bool(classes & _condition_classes(entry))
        return any(classes_related(c, d) is not False for c in classes for d in _condition_classes(entry))

    for o in choice:
        if not any(_condition_classes(e) for e in o.entries()):
            continue
        senses = [e for other in opts.get(o.key, ()) for e in other.entries()]
        # the property's other senses count too: "die in" as dbo:deathPlace is conditioned on
        # politicians in one entry and on writers in another; either may fit where the other does not
        # (entries that give the same axioms stand behind one option: each of them counts)
        mine = {e.reference for e in o.entries()}
        if any(fit(e, sure=False) for e in senses + list(o.entries()) if e.reference in mine):
            continue
        if any(fit(e, sure=True) for e in senses):
            return True
    return False


def _vague_reuses_a_property(choice) -> bool:
    """A verb + vague preposition read as a property that another word of the question is bridged to:
    one property would stand for two words."""
    vague = [o for o in choice if o.key and str(o.axioms[0].source if o.axioms else "").endswith("(vague_relations.table)")]
    if not vague:
        return False
    for v in vague:
        mine = set(v.axioms[0].kg_terms)
        if any(mine & set(t for a in o.axioms for t in a.kg_terms) for o in choice if o is not v):
            return True
    return False


_DEPENDENT_REASON = {
    "compound": "a noun compound that no multiword name or lexicon entry covers",
    "poss": "a possessive that no relational noun takes",
    "loc_nonsp": "a place or time adjunct that no verb frame takes",
}
#: the nouns of wh-words ("what", "who"), which a vague preposition may modify
WH_NOUNS = ("thing", "person")
#: prepositions a bare locative/temporal adjunct (loc_nonsp: "where", "when") may stand for
LOCATIVE_MARKERS = ("in", "at", "on", "from", "during")
_DATE_RANGES = ("xsd:date", "xsd:dateTime", "xsd:gYear", "xsd:gYearMonth", "xsd:time")


def _subject_is_the_noun(f: Formula, prop: str, noun_pred: str) -> bool:
    """Does ``prop``'s subject end stand for the thing the noun ``noun_pred`` describes in ``f`` (the
    noun names the work, not the work's value)? Then its argument is no maker of it."""
    nouns = {a.args[0] for a in atoms(f) if a.pred == noun_pred and a.args}
    return any(a.pred == prop and len(a.args) == 2 and a.args[0] in nouns for a in atoms(f))


def _name_ends_in(prop: str, forms: set) -> bool:
    """Does the property's local name end in one of ``forms`` (lower case, no spaces)? At a camelCase
    word boundary (``sourceCountry``: "country", "sourcecountry"), or anywhere in an all-lower-case
    name of the infobox kind (``borderingstates``: "states") when the form is not a short word."""
    local = re.split(r"[:/#]", prop.strip("<>"))[-1]
    words = [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", local)]
    if not words:
        return False
    tails = {"".join(words[i:]) for i in range(len(words))}
    if tails & forms:
        return True
    return len(words) == 1 and any(len(f) >= 5 and words[0].endswith(f) for f in forms)


def _value_kind(rng: str | None) -> str:
    """``date``, ``place`` or ``""`` (unknown or anything else) for a property's range."""
    if rng in _DATE_RANGES:
        return "date"
    if rng in place_classes():
        return "place"
    return ""


def _query_classes(query_iris: Sequence[str]) -> dict[str, str]:
    """Classes a query names, with the predicate that types by them: DBpedia-style classes by
    ``rdf:type``; Wikidata items by ``wdt:P31`` when the query uses it."""
    out = {}
    uses_p31 = "wdt:P31" in query_iris
    for name in query_iris:
        if _looks_like_class(name):
            out[name] = "rdf:type"
        elif uses_p31 and name.startswith("wd:Q"):
            out[name] = "wdt:P31"
    return out


def _gerund(verb: str) -> str:
    """``boil`` → ``boiling``, ``melt`` → ``melting``, ``freeze`` → ``freezing``, ``run`` → ``running``."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if re.search(r"[^aeiou][aeiou][bdgmnprt]$", verb) and len(verb) <= 4:
        return verb + verb[-1] + "ing"
    return verb + "ing"


#: possessive determiners a verb entry's lemma may hold before its object ("end his active career")
_POSSESSIVES = frozenset({"his", "her", "its", "their", "one's"})


def _object_words(occurrences: Sequence[Atom], ctx: "_Context") -> tuple[bool, tuple, frozenset] | None:
    """How a verb's object is described when it is described by words alone: ``(own, words, atoms)``
    where ``own`` says the object is possessed by the verb's own subject (``poss(o, x)``, "his"),
    ``words`` the ``(lemma, predicate)`` of each noun and adjective on it, ``atoms`` those atoms with
    the possessive. None when an occurrence's object is unexpressed, named, or in any other atom, or
    when the occurrences differ."""
    found = set()
    for occ in occurrences:
        if len(occ.args) != 3 or not _is_event(occ.args[0]) or _is_unexpressed(occ.args[1]):
            return None
        x, o = occ.args[1], occ.args[2]
        if not isinstance(o, Var) or _is_unexpressed(o):
            return None
        own, words, used = False, [], []
        for a in ctx.atoms:
            if a == occ or o not in a.args:
                continue
            if a.pred == "poss" and a.args == (o, x) and not own:
                own = True
            elif len(a.args) == 1:
                erg = parse_erg_predicate(a.pred)
                if erg is None or erg.pos not in ("n", "a"):
                    return None
                words.append((erg.lemma.lower(), a.pred))
            else:
                return None
            used.append(a)
        if not any(parse_erg_predicate(p).pos == "n" for _, p in words):
            return None
        found.add((own, tuple(sorted(words)), frozenset(used)))
    if len({(own, words) for own, words, _ in found}) != 1:
        return None
    own, words, _ = next(iter(found))
    return own, words, frozenset(a for _, _, used in found for a in used)


def _prep_fits(pname: str, patoms: Sequence[Atom], entry: LexicalEntry, ctx: "_Context",
               extent: bool = False) -> bool:
    """Does a preposition on a verb's event carry the entry's prepositional argument? Its marker, or
    "where"/"when" (loc_nonsp) when the lexicon gives that argument a place (date) class, or
    ``extent``: a goal preposition that says where a stative verb's subject reaches
    (:meth:`Bridge._extent_fits`); and a "when" or a year only for a date-valued argument, a "where"
    only for another."""
    if not (extent or _marker_fits(pname, entry.markers) or (pname == "loc_nonsp" and all(
            _wh_kind(ctx, a.args[-1]) and _wh_kind(ctx, a.args[-1]) == _value_kind(_pp_class(entry))
            for a in patoms))):
        return False
    return all(_range_fits(entry, ctx, a.args[-1]) for a in patoms)


def _date_view(entry: LexicalEntry) -> LexicalEntry | None:
    """A TransitiveFrame entry of a date-valued property seen as an IntransitivePPFrame whose
    prepositional argument is the date: the other side of the property is the verb's subject, whatever
    frame roles the lexicon gave the two (a date is no participant of joining). None for any other entry."""
    if entry.frame != "TransitiveFrame" or entry.kind != "property":
        return None
    if entry.range in _DATE_RANGES and entry.domain not in _DATE_RANGES:
        args = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object"))
    elif entry.domain in _DATE_RANGES and entry.range not in _DATE_RANGES:
        args = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject"))
    else:
        return None
    return replace(entry, frame="IntransitivePPFrame", args=args)


def _named_object(occurrences: Sequence[Atom], ctx: "_Context") -> Const | None:
    """The name of a verb's object when, in every occurrence ``$pred(e, x, o)``, the object ``o`` is
    described by nothing but one one-word name (``named(o, "EU")``), the same in all; else None."""
    found: set = set()
    for occ in occurrences:
        if len(occ.args) != 3 or not _is_event(occ.args[0]) or _is_unexpressed(occ.args[1]):
            return None
        o = occ.args[2]
        if not isinstance(o, Var) or _is_unexpressed(o):
            return None
        others = [a for a in ctx.atoms if a != occ and o in a.args]
        if len(others) != 1 or others[0] != ctx.named.get(o):
            return None
        found.add(others[0].args[1])
    return found.pop() if len(found) == 1 else None


def _pp_view(entry: LexicalEntry, marker: str = "") -> LexicalEntry:
    """A TransitiveFrame entry with a marked argument seen as an IntransitivePPFrame: the unmarked
    argument is the subject, the marked one the prepositional adjunct, introduced by its own marker or
    by ``marker`` when given (the verb's own preposition, passive_prepositions.table)."""
    marked = next(a for a in entry.args if a.marker)
    rest = [a for a in entry.args if a is not marked]
    subj = rest[0].maps_to if rest else ""
    return replace(entry, frame="IntransitivePPFrame",
                   args=(SynArg("subject", subj), SynArg("prepositionalAdjunct", marked.maps_to, marker or marked.marker)))


def _arg_shape(args: tuple) -> tuple[int, bool, str]:
    """``(arity, keeps its event, event shape)`` of an ERG predication's arguments (the event shapes
    are those of ``arity:`` in the templates)."""
    arity = len(args)
    if arity >= 2 and _is_event(args[0]):
        return arity, True, ("event" if arity == 2 else
                             "passive" if arity == 3 and _is_unexpressed(args[1]) else
                             "event_object" if arity == 3 and _is_unexpressed(args[2]) else
                             "transitive" if arity == 3 else "other")
    if arity == 3 and _is_unexpressed(args[0]) and _is_event(args[2]):
        # "Where is Belize located?": _locate_v_1(i, x, e) whose scopal argument is the
        # locative clause loc_nonsp(e, x, y)
        return arity, True, "scopal"
    return arity, False, ""


def _arg_shapes(arg_lists: Sequence[tuple]) -> list[tuple[int, bool, str, int]]:
    """The shapes a predicate may be read in, ``(arity, event, event shape, dropped)``: its own, then
    with its trailing unexpressed arguments dropped one by one (``dropped`` of them), as long as every
    occurrence leaves them unexpressed. An argument the sentence leaves unexpressed (the recipient of
    _write_v_to(x, y, i), the object of _play_v_1(e, x, i)) adds nothing a lexicon frame must
    map, so a template for the shorter predicate reads it, the dropped arguments existentially
    closed. At least two arguments stay (a noun's _n_of(x, i) has its own templates)."""
    first = arg_lists[0]
    out = [(*_arg_shape(first), 0)]
    n = len(first)
    while n > 2 and all(len(a) == len(first) and _is_unexpressed(a[n - 1]) for a in arg_lists):
        n -= 1
        out.append((*_arg_shape(first[:n]), len(first) - n))
    return out


def _pad_unexpressed(f: Formula, pred: str, arity: int, extra: int) -> Formula:
    """``f`` with each ``pred`` atom of ``arity`` arguments given ``extra`` more, existentially
    closed: ``_write_v_to(x, y)`` → ``∃u1. _write_v_to(x, y, u1)``."""
    def pad(a: Atom) -> Formula:
        if a.pred != pred or len(a.args) != arity:
            return a
        fresh = tuple(Var(f"i_u{k + 1}") for k in range(extra))
        return Exists(fresh, Atom(a.pred, a.args + fresh))
    return map_atoms(f, pad)


@functools.lru_cache(maxsize=1)
def _generic_agent_nouns() -> frozenset:
    return frozenset(r.fields[0] for r in tables.read_tsv("generic_agents.tsv"))


def _generic_agent(occurrences: Sequence[Atom], ctx: "_Context") -> str | None:
    """The noun predicate of a verb's agent when, in every occurrence ``$pred(e, x, y)``, the agent
    ``x`` is described by nothing but one generic noun of ``grammars/generic_agents.tsv`` whose own
    argument is unexpressed (``_people_n_of(x, i)``); else None. Such an agent adds nothing to the
    clause, so "people speak X in Y" reads as "X is spoken in Y" would."""
    nouns = _generic_agent_nouns()
    found: set = set()
    for occ in occurrences:
        if len(occ.args) != 3 or not _is_event(occ.args[0]):
            return None
        x = occ.args[1]
        if not isinstance(x, Var) or _is_unexpressed(x) or not isinstance(occ.args[2], Var) or _is_unexpressed(occ.args[2]):
            return None
        others = [a for a in ctx.atoms if a != occ and x in a.args]
        if len(others) != 1:
            return None
        a = others[0]
        if a.pred not in nouns or len(a.args) != 2 or a.args[0] != x or not _is_unexpressed(a.args[1]):
            return None
        found.add(a.pred)
    return found.pop() if len(found) == 1 else None


def _noun_end(t: Template, link_pred: str) -> int | None:
    """Which argument of ``$link`` a link template gives its noun (0: "N of X", 1: "X has N"), read
    from the template's own axiom; None when the axiom does not say."""
    try:
        _, f = t.instantiate({"$pred": "__noun__", "$link": link_pred, "$P": "__p__", "$prep": "__prep__",
                              "$mod": "__mod__", "$w": Const("__w__")})
    except KeyError:
        return None
    found = list(dict.fromkeys(atoms(f)))
    noun_vars = {a.args[0] for a in found if a.pred == "__noun__" and a.args}
    for a in found:
        if a.pred == link_pred and len(a.args) == 2:
            for i, arg in enumerate(a.args):
                if arg in noun_vars:
                    return i
    return None


def _fixed_prepositions(t: Template) -> frozenset:
    """The ERG prepositions a template's axiom names itself (``_by_p`` in "with music by X"), which
    the question must attach to the noun besides the template's ``$link``."""
    return _fixed_prepositions_of(t.formula)


@functools.lru_cache(maxsize=None)
def _fixed_prepositions_of(f: Formula) -> frozenset:
    out = set()
    for a in atoms(f):
        erg = parse_erg_predicate(a.pred)
        if erg is not None and erg.pos == "p":
            out.add(a.pred)
    return frozenset(out)


def _link_fits(link_pred: str, links: tuple[str, ...], markers: tuple[str, ...]) -> bool:
    """A template's ``link:`` list names predicates, and ``marker`` for the preposition of the
    entry's own frame (``_by_p`` for "boardgame by")."""
    if link_pred in links:
        return True
    if "marker" in links:
        erg = parse_erg_predicate(link_pred)
        return erg is not None and erg.pos == "p" and erg.lemma.lower() in {m.lower() for m in markers}
    return False


def _marker_fits(prep_pred: str, markers: tuple[str, ...]) -> bool:
    if prep_pred == "loc_nonsp":
        return not markers or any(m.lower() in LOCATIVE_MARKERS for m in markers)
    erg = parse_erg_predicate(prep_pred)
    return erg is not None and erg.lemma.lower() in {m.lower() for m in markers}


def _pp_class(entry: LexicalEntry) -> str | None:
    """The class the lexicon gives the frame's prepositional argument: the property's range when that
    argument is the property's object (direction normal), its domain when it is the subject."""
    return entry.domain if entry.direction == "inverse" else entry.range


def _wh_kind(ctx: "_Context", value) -> str:
    """``date`` for a "when" value (time_n, a year), ``place`` for a "where" value (place_n), else ``""``."""
    if ("time_n", value) in ctx.unary or value in ctx.year_vars:
        return "date"
    if ("place_n", value) in ctx.unary:
        return "place"
    return ""


def _range_fits(entry: LexicalEntry, ctx: "_Context", value) -> bool:
    """"When …?" (time_n) wants a date-valued argument, "Where …?" (place_n) anything but a date; the
    argument the preposition carries is the property's object (range) or, inverse, its subject (domain)."""
    rng = _pp_class(entry)
    if rng is None:
        return True
    is_date = rng in _DATE_RANGES
    if ("time_n", value) in ctx.unary or value in ctx.year_vars:
        return is_date  # "When …?", "in 1950": a date-valued property
    if ("place_n", value) in ctx.unary:
        return not is_date
    return True


def why_no_template(entry: LexicalEntry, templates: Sequence[Template]) -> str | None:
    """None when some template can instantiate ``entry`` (for some ERG predicate shape), else why not."""
    by_frame = [t for t in templates if entry.frame in t.frames]
    if not by_frame:
        return f"no template for frame {entry.frame or '(none)'}"
    by_kind = [t for t in by_frame if not t.kind or t.kind == entry.kind]
    if not by_kind:
        return f"no {entry.frame} template for a reference of kind {entry.kind}"
    by_dir = [t for t in by_kind if not t.direction or t.direction == entry.direction]
    if not by_dir:
        if not entry.direction:
            return ("no direction: the sense's subjOfProp/objOfProp are not arguments of the frame "
                    f"({', '.join(a.role for a in entry.args) or 'no arguments'})")
        return f"no {entry.frame} template for direction {entry.direction}"
    by_marker = [t for t in by_dir if not t.marker or t.marker in entry.markers]
    if not by_marker:
        return f"no {entry.frame} template for the markers {entry.markers}"
    return None


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
