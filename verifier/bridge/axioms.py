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

import functools
import itertools
import re
from dataclasses import replace
from typing import Sequence

from ..bounds import reached
from ..kg.profile import type_predicates
from ..logic import Atom, Const, Eq, Forall, Formula, Iff, Or, Var, atoms, subformulas
from ..question.reading import Reading
from .choose import axiom_sets
from .context import NameContext, NameGroup, QueryContext, ReadingContext as _Context, WordContext, branch_only_atoms
from .entries import _lexicon_options
from .expand import (_containment_options, _individual_kind_options, _literal_value_options, _located_options,
                     _redirected_options,
                     _maker_options, _query_containers, _restriction_unions, _sense_unions, _variant_options,
                     _with_type, _with_union)
from .frames import why_no_template
from .labels import as_predicate
from .model import Axiom, AxiomSet
from .options import LITERAL_PREDS, ErgPredicate, Option, _looks_like_property, parse_erg_predicate
from .readings import registered
from .readings.comparison import _comparison_options, _order_options
from .readings.compounds import (_adjective_name_options, _collective_name_options, _name_modifier_options,
                                 _noun_compound_options, _office_options, _redundant_modifier_options, _titled_names,
                                 _kind_modifier_options, _three_word_options, three_word_compounds)
from .readings.entities import _compound_name_options, _entity_options, _group_literal_options
from .readings.guessed import _kind_options, _relation_noun_options
from .readings.lexical import (_adjective_noun_options, _copula_adjunct_options, _participle_noun_options,
                               _verb_object_options)
from .readings.names import (_name_literal_options, _name_value_options, _number_value_options, _ordinal_word,
                             _year_options)
from .readings.classes import typed_class_phrases
from .name_evidence import _measures
from .readings.objects import object_named_options, relation_name_options, subject_named_options
from .readings.of_lexemes import of_lexeme_options
from .readings.occurred import occurrence_options
from .readings.event_aspects import event_aspect_options
from .readings.headed import head_class_options
from .readings.supported import have_as_options, verb_idiom_options
from .readings.categories import category_of_name
from .readings.phrases import _phrase_entities, _redirected_compounds
from .readings.roles import _appositive_compound_options
from .readings.tabled import _literal_subject_options
from .turned import with_turned_conditions
from .repeated import prune_split_options
from .resources import Resources
from .readings.coarse_classes import coarse_class_options
from .wh_classes import WH_PREDICATES, wh_class_options
from .weights import QUERY_AFFINITY, W_FRESH

__all__ = ["Bridge", "Option", "parse_erg_predicate", "ErgPredicate", "why_no_template"]


#: the most (reading, word) lexicon readings a bridge keeps (:meth:`Bridge._word_lexicon_options`)
_LEXICON_OPTION_MEMO = 8192


class Bridge(Resources):
    """Instantiate ``axiom_templates/`` for readings: the resources (:class:`Resources`: lexicon, labels,
    templates, tables, WordNet) and the orchestration that walks the readings over a question.
    The constructor's arguments are :class:`Resources`'.
    """

    def axiom_sets(self, reading: Reading, query_iris: Sequence[str] = (), query_formula: Formula | None = None,
                   bound: int | None = None) -> list[AxiomSet]:
        """Alternative axiom sets for ``reading``, best first, at most ``bound`` (else ``max_sets``)
        (:func:`verifier.bridge.choose.axiom_sets`)."""
        return axiom_sets(self, reading, query_iris, query_formula, bound)

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

        opts: dict[tuple, list[Option]] = {}
        unbridged: dict[tuple, str] = {}
        in_names = self._name_group_options(ctx, names, query_labels, query_atoms, opts)
        taken: set = set()
        appositive: list[tuple[Option, list]] = []  # apposition options with their noun variables
        # a class phrase first: "aircraft power class" is one class, not the compound "aircraft class"
        self._typed_class_options(reading, ctx, query_labels, query_atoms, opts, taken)
        # "the place of birth of Ada": a relational noun the lexicon spells with "of" inside it
        for covered, found in of_lexeme_options(self, ctx.atoms, taken, query_labels, _equated(reading.formula)):
            opts[found[0].key] = found
            taken |= covered
        # "Where did the death of Ada occur?": the lexicon's place (or time) of the event noun
        for covered, found in occurrence_options(self, ctx.atoms, taken, self._wordnet()):
            opts[found[0].key] = found
            taken |= covered
        # "What manner did Ada die?": the lexicon's "manner of death" for the wh-noun of the verb's event
        for covered, found in event_aspect_options(self, ctx.atoms, taken, query_atoms):
            opts[found[0].key] = found
            taken |= covered
        # "Does Ada have jazz as genre?": the support verb with its relational noun
        for covered, found in have_as_options(self, ctx.atoms, taken, self._wordnet()):
            opts[found[0].key] = found
            taken |= covered
        # "Did Ada take part in X?": a verb and its word that WordNet lists as one verb ("participate")
        for covered, found in verb_idiom_options(self, ctx.atoms, taken, self._wordnet()):
            opts[found[0].key] = found
            taken |= covered
        self._compound_options(reading, ctx, query_labels, opts, taken, appositive, query_atoms)
        self._noun_phrase_options(reading, ctx, query_labels, query_atoms, opts, taken)
        participles = self._participle_options(reading, ctx, taken)
        dependent = [a for a in ctx.dependent if a not in taken]
        self._word_options(reading, ctx, names, query_iris, query_labels, query_atoms, opts, unbridged, taken,
                           in_names, appositive, branch_only_atoms(query_formula))
        for key, extra in participles.items():
            # the words' own readings ("born in" → dbo:birthPlace) stay, the lexeme's after them
            own = opts.get(key, [])
            opts[key] = own + [o for o in extra if o.axioms not in {e.axioms for e in own}]
            unbridged.pop(key, None)
        if appositive:
            self._drop_unnamed_appositions(ctx, opts, unbridged, appositive)

        # a year compared on a verb's event ("born after 1950"): the verb's date property against the
        # year's bounds (comparison.tmpl); each such preposition is a choice of its own
        compared, explained = _comparison_options(self, reading, ctx, query_iris)
        opts.update(compared)
        for key in explained:
            # "Which films were released before 1990?": the comparison's axiom says all the question
            # says of the verb, so a verb with no reading of its own is no gap
            unbridged.pop(key, None)

        _literal_subject_options(opts, ctx, query_atoms)
        self._own_class_options(opts, query_iris, ctx, reading.answer_vars)
        # "Which cities are the sister cities of X?": the phrase's head noun on the answer, as its class too
        opts.update(head_class_options(self, opts, query_iris, reading.answer_vars))
        coarse_class_options(opts, ctx.keyed, query_atoms, query_labels)  # "party": a political organization

        self._expanded_options(opts, query_iris, query_atoms, query_labels, query_formula)
        prune_split_options(opts, query_atoms, ctx)
        return opts, unbridged, dependent

    def _name_group_options(self, ctx: "_Context", names: NameContext, query_labels: dict[str, list[str]],
                            query_atoms: Sequence[Atom], opts: dict) -> set:
        """The options of each multiword name (into ``opts``); the words of those names."""
        in_names = set()
        for group in ctx.name_groups:
            key = ("named", group.text, group.head.name)
            opts[key] = _compound_name_options(self, key, group, query_labels, names.near(group.order)) \
                + _name_value_options(key, group, query_atoms, self.name_properties(), self.thing_kind) \
                + _group_literal_options(key, group, query_atoms)
            in_names |= {c.name for c in group.carg.values()}
        return in_names

    def _compound_options(self, reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]], opts: dict,
                          taken: set, appositive: list, query_atoms: Sequence[Atom] = ()) -> None:
        """Options that read several atoms at once as one word or one individual (into ``opts``; the atoms
        they take into ``taken``): two-word noun compounds the lexicon or the KG knows as one word (their
        parts get no options of their own: a part bridged alone would contradict the whole), groups named
        by their members' plural name, titles with a place before a name, and phrases that spell a query
        individual's label. The apposition options found go into ``appositive``."""
        # "the head office location of X": a noun two nouns modify, one lexeme of the three words
        for head, ncs in three_word_compounds(ctx):
            phrase = {head} | {a for nc in ncs for a in (nc.mod, nc.link)}
            found = [] if phrase & taken else _three_word_options(self, head, ncs, reading, ctx, query_labels)
            if found:
                opts[found[0].key] = found
                taken |= phrase
        for nc in ctx.noun_compounds:
            parts = {nc.head, nc.mod}
            if parts & taken:
                continue
            # every occurrence of the parts' predicates must be inside this compound, or inside the same
            # compound elsewhere ("the band member of X and band member of Y"): the lexeme's ∀-axiom
            # reads each of them, and its options cover them all
            twins = [t for t in ctx.noun_compounds if t is not nc and (t.head.pred, t.mod.pred, len(t.head.args))
                     == (nc.head.pred, nc.mod.pred, len(nc.head.args))]
            inside = parts | {a for t in twins for a in (t.head, t.mod)}
            # … or inside another compound on another individual ("a sports club and a soccer club"):
            # the lexeme's axiom needs its own modifier, so it says nothing of the other one
            compounded = {a for t in ctx.noun_compounds if t.head.args[:1] != nc.head.args[:1]
                          for a in (t.head, t.mod)}
            # … or the noun said again of the compound's own individual, as a relation ("the manager, that
            # is a sports manager, of X"): the compound says what the individual is, the word keeps the relation
            if any(a not in inside and a not in compounded and a.args[:1] != nc.head.args[:1]
                   for a in ctx.keyed.get((nc.head.pred, len(nc.head.args)), [])
                   + ctx.keyed.get((nc.mod.pred, len(nc.mod.args)), [])):
                continue
            if twins:
                if inside & taken:
                    continue
                found = _noun_compound_options(self, nc, reading, query_labels, ctx)
                if found:
                    every = inside | {t.link for t in twins} | {nc.link}
                    opts[found[0].key] = [replace(o, covers=o.covers | every) for o in found]
                    taken |= every
                continue
            if sum(1 for n in ctx.nouns if n.args[:1] == nc.head.args[:1]) > 1:
                # a head among other nouns of its individual ("the birth place, that is a country"): one
                # candidate compound of several (context.py); only a lexicon entry for the two words
                # makes it the compound (a hand-written one, or one a lexicon file derives from a KG's
                # own labels: "sister town", an alias of Wikidata's P190, in "Which territories are
                # sister towns of X?"), not one guessed from the query's labels; the other readings of
                # compounds need the one head, but for a head WordNet makes the modifier a kind of, which reads
                # the head's own noun only ("Which business enterprise is the producer of X?": a business is
                # an enterprise; the producer is no kind of business, so that head reads nothing)
                found = [o for o in _noun_compound_options(self, nc, reading, query_labels, ctx)
                         if o.entry is not None and (o.entry.curated or not o.entry.id.startswith("guess:"))]
                if found:
                    opts[found[0].key] = found
                    taken |= parts | {nc.link}
                elif found := _kind_modifier_options(self, nc, reading):
                    opts[found[0].key] = found
                    taken |= {nc.head, nc.link}
                continue
            found = _noun_compound_options(self, nc, reading, query_labels, ctx)
            found += _name_modifier_options(self, nc, ctx, reading, query_labels)
            presupposed = _appositive_compound_options(nc, ctx, reading)
            appositive += [(o, [nc.head.args[0]]) for o in presupposed]
            found += presupposed
            if found:
                opts[found[0].key] = found
                taken |= parts | {nc.link}
                continue
            # a modifier that only restates the head ("music albums"): the head keeps its readings
            found = _redundant_modifier_options(self, nc, reading)
            if found:
                opts[found[0].key] = found
                taken |= {nc.mod, nc.link}
                continue
            # a head that only says what kind of thing the modifier is ("business enterprise")
            found = _kind_modifier_options(self, nc, reading)
            if found:
                opts[found[0].key] = found
                taken |= {nc.head, nc.link}
        # "the Ruritanian mountain system": a group named by its members' plural name
        for nc in ctx.noun_compounds:
            if {nc.head, nc.mod, nc.link} & taken:
                continue
            for ph in _collective_name_options(self, nc, ctx, reading, query_labels):
                if not ph.atoms & taken:
                    opts[ph.option.key] = [ph.option]
                    taken |= ph.atoms
        # "the chancellor of Ruritania Anna Weber": a title with a place before a name, parsed as one
        # name "Ruritania Anna Weber"; the title's bearer is the individual the name's end spells
        for ph in _titled_names(self, reading, ctx, query_labels):
            if ph.atoms & taken:
                continue
            for g in ctx.name_groups:
                if set(g.atoms) & ph.atoms:
                    opts.pop(("named", g.text, g.head.name), None)
            opts[ph.option.key] = [ph.option]
            taken |= ph.atoms
        # phrases that spell a query individual's label ("the Statue of Liberty", "the
        # interpretation of dreams", "Carolina reaper"): one individual, their parts get no options
        # … or whose words DBpedia redirects to a query individual ("the SkyTeam alliance")
        redirected = functools.partial(self._redirect_candidates, query_labels=query_labels)
        # … or the page the query gives as its thing's kind ("non-profit organizations" and ``dbo:type``)
        kinds = {a.args[1].name: a.pred for a in query_atoms if a.pred in self.individual_kind_properties()
                 and len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].kind == "iri"}
        for ph in _phrase_entities(reading, ctx, query_labels, self.denotes_person, self.name_synonyms,
                                   self.head_synonyms, kinds) + _redirected_compounds(reading, ctx, redirected):
            if ph.atoms & taken:
                continue
            groups = [g for g in ctx.name_groups if set(g.atoms) & ph.atoms]
            if any(not set(g.atoms) <= ph.atoms for g in groups):
                continue
            for g in groups:
                opts.pop(("named", g.text, g.head.name), None)
            opts[ph.option.key] = [ph.option]
            taken |= ph.atoms

    def _typed_class_options(self, reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]],
                             query_atoms: Sequence[Atom], opts: dict, taken: set) -> None:
        """Noun phrases read as a class the query types by, against its label ("administrative territory"
        as wd:Q56061 "administrative territorial entity"; :mod:`.readings.classes`)."""
        known = lambda lemma, pos: bool(self.lexicon.lookup(lemma, pos))  # noqa: E731
        for ph in typed_class_phrases(reading, ctx.atoms, query_atoms, query_labels, self.pertainyms, known):
            if ph.atoms & taken:
                continue
            opts[ph.option.key] = [ph.option]
            taken |= ph.atoms

    def _noun_phrase_options(self, reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]],
                             query_atoms: Sequence[Atom], opts: dict, taken: set) -> None:
        """Options that read a noun with what modifies it as one query term (into ``opts``; the atoms they
        take into ``taken``): offices, adjectives that spell a name, a verb with its object, adjective +
        noun lexemes, kinds, and nouns that name a query property."""
        # "the kings of Ruritania" as the holders of the office dbr:King_of_Ruritania, the page whose
        # name is the phrase, through the noun's own lexicon property
        for noun in ctx.nouns:
            nkey = (noun.pred, len(noun.args))
            if noun in taken or ctx.keyed.get(nkey) != [noun]:
                continue
            found = _office_options(self, nkey, noun, ctx, reading, query_atoms, query_labels)
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
            found = _adjective_name_options(self, var, adjs, reading, query_atoms, query_labels)
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
            found, used = _verb_object_options(self, vkey, erg, occs, ctx, reading.word_of(vkey[0]) or erg.lemma)
            if not found:
                # "Which awards did X win?": no entry reads the verb, and its object's words name the property
                found, used = object_named_options(self, vkey, erg, occs, ctx.atoms,
                                                   reading.word_of(vkey[0]) or erg.lemma, query_labels)
            if not found:  # "Which languages are spoken in X?": the subject's words name it
                found, used = subject_named_options(self, vkey, erg, occs, ctx.atoms,
                                                    reading.word_of(vkey[0]) or erg.lemma, query_labels)
            if found and not (used & taken):
                opts[vkey] = found
                taken |= set(occs) | used
        # nouns with adjectives that belong to one lexeme ("chemical formula"); an adjective may belong to
        # two lexemes of one individual ("the military leader, that is a military person": one
        # _military_a_1(x) with _leader_n_of(x, y) and _person_n_1(x)), each read intersectively
        shared: set = set()
        for noun in ctx.nouns:
            adjs = [a for a in ctx.adjectives.get(noun.args[0], []) if a not in taken or a in shared]
            if not adjs or noun in taken:
                continue
            found, used = _adjective_noun_options(self, noun, adjs, ctx, reading, query_labels)
            group = {noun, *used}
            if not found or any(a not in group and not _intersective_elsewhere(a, group, ctx)
                                for p in group for a in ctx.keyed.get((p.pred, len(p.args)), [])):
                continue
            if found[0].key in opts:
                # the same lexeme twice ("a societal event … and a societal event"): one ∀-axiom reads
                # both, and the option covers the atoms of each
                before = {o.axioms: o for o in opts[found[0].key]}
                found = [replace(o, covers=o.covers | before[o.axioms].covers) if o.axioms in before else o
                         for o in found]
            opts[found[0].key] = found
            taken |= group | {a for o in found for a in o.covers}
            shared |= set(used)
        # "what form of government does X have", "what kind of music did X play": a property that
        # classifies the N of its subject; the relation between X and the kind is then light (the
        # noun and that verb get no other options: the query's property is what the kind asks for)
        for noun in ctx.nouns:
            nkey = (noun.pred, len(noun.args))
            if noun.pred not in reading.kinds or noun in taken or ctx.keyed.get(nkey) != [noun]:
                continue
            found, used = _kind_options(self, nkey, noun, reading, ctx, query_labels)
            if found:
                opts[nkey] = found
                taken |= {noun} | used
        # "belong to an artistic movement", "compose the music for X": the verb's object noun names a
        # query property (not a class of its values); verb and noun are read together as it
        for noun in ctx.nouns:
            nkey = (noun.pred, len(noun.args))
            if noun in taken or ctx.keyed.get(nkey) != [noun]:
                continue
            found, used = _relation_noun_options(self, nkey, noun, ctx, query_labels,
                                                      reading.word_of(noun.pred) or noun.pred)
            if found and not (used & taken):
                opts[nkey] = found
                taken |= {noun} | used | {a for o in found for a in o.covers}
        # "islands that belong to Lowmere", "members of the Coral Alliance": a relation word whose object is a
        # named thing, read as the query property named for what the thing is (readings/objects.py)
        for vkey, occs in ctx.keyed.items():
            if any(a in taken for a in occs):
                continue
            found = relation_name_options(self, vkey, occs, ctx, reading.word_of(vkey[0]) or vkey[0], query_labels)
            if found:
                opts[vkey] = found
                taken |= set(occs)

    def _own_class_options(self, opts: dict, query_iris: Sequence[str], ctx: "_Context",
                           answer_vars: Sequence = ()) -> None:
        """A relational noun that the question restates as a class names what it relates as a member of
        that class: "the band, that is an organisation and a band, of X" is a band (the ERG gives both
        uses one predicate, so the key has two occurrences and one reading). So does the noun of a
        wh-phrase that a relation verb reads as the relation itself (``relation_noun``): "Which sex does
        X belong to?" asks for X's sex and for a sex (the answer is one). Where the lexicon also lists
        the noun as a class the query uses, each relational option gets a sibling with the typing atom
        (``rdf:type(x, C)``, or the class's own typing property: ``wdt:P31(x, wd:Q290)``) on the
        property's side, of the same weight; the plain option stays for queries that leave the class to
        the property. A noun said once and not asked for ("the band of X") keeps its options as they are."""
        wanted = set(query_iris)
        typing = set(type_predicates())
        asked = set(answer_vars)
        for key, options in opts.items():
            said = ctx.keyed.get(key, [])
            if not said or not isinstance(key[0], str):
                continue
            wh_noun = said[0].args[:1] in [(v,) for v in asked]
            extra: list[Option] = []
            for o in options:
                lemma = _own_class_lemma(o)
                if lemma is None or (len(said) < 2 and not (wh_noun and o.axioms[0].template == "relation_noun")):
                    continue
                f = o.axioms[0].formula
                if not isinstance(f, Forall) or not isinstance(f.body, Iff):
                    continue
                noun = next((a for a in atoms(f.body.left) if a.pred == key[0] and a.args), None)
                if noun is None or any(a.pred in typing or a.pred == "rdf:type" for a in atoms(f.body.right)):
                    continue
                # (class, typing property) pairs: a class entry types by rdf:type, a restriction by its property
                classes = [c.typing for c in self.lexicon.lookup(lemma, "n") if c.typing]
                for c, via in dict.fromkeys(cv for cv in classes if cv[0] in wanted):
                    ax = o.axioms[0]
                    typed = replace(ax, name=f"{ax.name}+{c}", formula=_with_type(f, noun.args[0], c, via),
                                    source=f"{ax.source}; the noun names its own class {c} (lexicon)",
                                    kg_terms=ax.kg_terms + (c,), weight=ax.weight)
                    extra.append(Option(key, (typed,), o.weight, o.covers, o.entry, o.alternatives))
            if extra:
                opts[key] = options + extra

    def _participle_options(self, reading: Reading, ctx: "_Context", taken: set) -> dict[tuple, list[Option]]:
        """"The person born as X", "the figure known as Y": a noun and a participle that are one lexicon
        entry with the participle's preposition (:func:`_participle_noun_options`). The lexeme's options go
        to the noun's key and to the verb's, beside their own readings ("person" as dbo:Person, "born in" as
        dbo:birthPlace): a choice reads both words through the lexeme, or each through its own entries (a
        choice that mixes the two says more than either and fails on its own). A second "person born as"
        reads through the same ∀-axiom, which then covers its atoms too."""
        # per key, per preposition: the lexeme's options, covering every occurrence they read
        groups: dict[tuple, dict[str, list[Option]]] = {}
        for noun in ctx.nouns:
            if noun in taken:
                continue
            found, used = _participle_noun_options(self, noun, ctx, reading)
            if not found or used & taken:
                continue
            verb = next(a for a in used if a is not noun and len(a.args) == 3)
            for atom in (noun, verb):
                key = (atom.pred, len(atom.args))
                for o in found:
                    group = groups.setdefault(key, {}).setdefault(o.key[-1], [])
                    same = next((g for g in group if g.axioms == o.axioms), None)
                    if same is None:
                        group.append(Option(key, o.axioms, o.weight, o.covers, o.entry))
                    else:
                        group[group.index(same)] = replace(same, covers=same.covers | o.covers)
        out: dict[tuple, list[Option]] = {}
        for key, by_prep in groups.items():
            out[key] = [o for g in by_prep.values() for o in g]
            if len(by_prep) > 1:
                # "the person born as X … the person born on D": one choice reads both lexemes, whose
                # axioms (one per preposition) hold together
                combined = []
                for combo in itertools.islice(itertools.product(*(g[:3] for g in by_prep.values())), 9):
                    w = 1.0
                    for o in combo:
                        w *= o.weight
                    combined.append(Option(key, tuple(a for o in combo for a in o.axioms), w,
                                           frozenset().union(*(o.covers for o in combo)), combo[0].entry))
                out[key] = combined + out[key]
        return out

    def _word_options(self, reading: Reading, ctx: "_Context", names: NameContext, query_iris: list[str],
                      query_labels: dict[str, list[str]], query_atoms: Sequence[Atom], opts: dict, unbridged: dict,
                      taken: set, in_names: set, appositive: list, branched: frozenset = frozenset()) -> None:
        """The options of each predicate key no phrase took (into ``opts``), or why it has none (into
        ``unbridged``). The query properties' own labels are looked up once, on the first word that
        needs them."""
        query_iris_preds = set(query_iris) | {a.pred for a in query_atoms}
        qterms = set(query_iris) | {as_predicate(n) for n in query_iris} | {a.pred for a in query_atoms}
        kg_labels = functools.lru_cache(maxsize=1)(lambda: self._kg_property_labels(query_iris))
        query = QueryContext(tuple(query_iris), query_labels, tuple(query_atoms), frozenset(qterms), kg_labels, branched)
        for key, occurrences in ctx.keyed.items():
            if all(a in taken for a in occurrences):
                continue
            reached("axiom sets")  # (a word's options: WordNet and the KG's labels, per word)
            self._key_options(key, occurrences, reading, ctx, names, query_iris, query_iris_preds, query_labels,
                              query_atoms, query, opts, unbridged, in_names, appositive)
            # a link a phrase already reads ("the movie, that is a television show, with X": the
            # compound of "television show") is no argument of another word: its options through
            # that link go, where the word has others
            own = set(occurrences)
            kept = [o for o in opts.get(key, []) if not ((o.covers - own) & taken)]
            if kept and len(kept) < len(opts.get(key, [])):
                opts[key] = kept

    def _key_options(self, key, occurrences: list[Atom], reading: Reading, ctx: "_Context", names: NameContext,
                     query_iris: list[str], query_iris_preds: set, query_labels: dict[str, list[str]],
                     query_atoms: Sequence[Atom], query: QueryContext, opts: dict, unbridged: dict,
                     in_names: set, appositive: list) -> None:
        """The options of one predicate key: a name, a literal, a core predicate, or an ERG word
        (:meth:`_erg_options`)."""
        example = occurrences[0]
        pred = example.pred
        word = reading.word_of(pred) or ""
        if key[0] == "named" and key[1] in in_names:
            # the same name alone and inside a multiword name: bridging both would equate two
            # distinct individuals (and make the axioms inconsistent)
            unbridged[key] = f'"{key[1]}" occurs alone and inside a multiword name'
            return
        if key[0] == "literal":
            tmpl = self._entity_template("literal")
            if tmpl is not None:
                value = Const(key[1], kind="literal", datatype=LITERAL_PREDS[pred])
                name, f = tmpl.instantiate({"$pred": pred, "$name": example.args[1], "$c": value})
                opts[key] = [Option(key, (Axiom(name, f, tmpl.family, source=f"{pred} is a {value.datatype} value",
                                                word=word or key[1]),), 1.0)]
                opts[key] += _year_options(key, pred, example.args[1], query_iris_preds)
                return
        if key[0] == "named":
            text = key[1].replace("_", " ")
            found = _entity_options(self, key, pred, text, text, "named",
                                         {"$name": example.args[1]}, query_labels, lexical=False,
                                         names=names.near([a.args[0] for a in occurrences]))
            found += _name_literal_options(key, pred, text, example.args[1], query_atoms,
                                           bool(found))
            found += _name_value_options(key, NameGroup.single(example.args[0], pred, example.args[1]),
                                         query_atoms, self.name_properties(), self.thing_kind)
            if not found:
                tmpl = self._entity_template("named")
                if tmpl is not None:
                    fresh = Const("?" + re.sub(r"\s+", "_", text.strip()))
                    name, f = tmpl.instantiate({"$pred": pred, "$name": example.args[1], "$c": fresh})
                    found = [Option(key, (Axiom(name, f, tmpl.family, source=f'no KG term is labelled "{text}": '
                                                f'a fresh individual', word=word or text, weight=W_FRESH),), W_FRESH)]
            # a capitalised word of a noun phrase, parsed as a name, may be a word of a category's name
            found += category_of_name(self, ctx, example, query_atoms, key) if len(occurrences) == 1 else []
            if found:
                opts[key] = found
            else:
                unbridged[key] = f'no KG term is labelled "{text}"'
            return
        if pred == "loc_nonsp":
            found = _copula_adjunct_options(self, key, occurrences, ctx, query_atoms)
            if found:
                opts[key] = found
                return
        if pred == "card":  # a bare number as a noun phrase ("the landmark at elevation of 100")
            found = _number_value_options(key, occurrences, ctx.atoms, query_atoms)
            if found:
                opts[key] = found
                return
        if pred == "ord":  # "the first X" ranked by a stored order (a literal "8th" stays unbridged)
            found = _order_options(self, key, occurrences, query_atoms, _ordinal_word(word))
            if found:
                opts[key] = found
                return
        core = self._core.get(f"{pred}/{len(example.args)}")
        if core is not None:
            name, f = core.instantiate({})
            opts[key] = [Option(key, (Axiom(name, f, "core", source=f"core template {core.id}",
                                            word=word),), 1.0)] + wh_class_options(
                key, pred, query.atoms, described=pred in WH_PREDICATES and any(  # a noun describing the answer
                    n.args[:1] == o.args[:1] and self._names_a_class(n) for n in ctx.nouns for o in occurrences),
                labels=query_labels)
            return
        erg = parse_erg_predicate(pred)
        if erg is None:
            if ":" in pred:  # a KG predicate already (a reading that quotes the KG)
                return
            unbridged[key] = f"no template interprets the grammatical predicate {pred}/{len(example.args)}"
            return
        self._erg_options(key, erg, occurrences, reading, ctx, word, query, opts, unbridged, appositive)

    def _erg_options(self, key, erg: ErgPredicate, occurrences: list[Atom], reading: Reading, ctx: "_Context",
                     word: str, query: QueryContext, opts: dict, unbridged: dict, appositive: list) -> None:
        """The options of an ERG word: the walk of the registered word readers (``readings/__init__.py``)
        in their order, each handed the word's :class:`~verifier.bridge.context.WordContext` with what
        the readers before it found; or why the word has none. The word's lexicon readings come first
        and are part of the context, since the other readers rank against them."""
        word = word or erg.lemma
        lex, misfits = self._word_lexicon_options(key, erg, occurrences, reading, ctx, word)
        w = WordContext(key, erg, tuple(occurrences), reading, ctx, word, query, tuple(lex))
        found: list[Option] = []
        view = w  # (the context with what the readers so far found: made again only when that grows)
        for reader in registered("word"):
            got = reader.read(view, self)
            if reader.presupposed:
                # kept only where the name is read as a KG term (_drop_unnamed_appositions)
                appositive += [(o, [a.args[0] for a in occurrences]) for o in got]
            if got:
                found = got + found if reader.front else found + got
                view = replace(w, found=tuple(found))
        if found:
            opts[key] = found
        else:
            why = "; ".join(misfits[:3]) + (f"; … ({len(misfits)} entries)" if len(misfits) > 3 else "") \
                if misfits else f'no lexicon entry, KG label or query IRI for "{erg.lemma}"'
            unbridged[key] = why

    def _names_a_class(self, noun: Atom) -> bool:
        """Does ``noun`` say what kind of thing its individual is: does the lexicon read it as a class ("the
        occupation of X", an occupation), or is it a measure whose values are quantities no class types ("the
        mass of X", in WordNet's first sense)? "the work location of X" names only a relation (the lexicon's
        "work location" of X): what kind of place it is, the noun does not say."""
        erg = parse_erg_predicate(noun.pred)
        if erg is None:
            return False
        return any(e.typing_class for e in self.lexicon.lookup(erg.lemma, "n")) \
            or _measures(self._wordnet(), erg.lemma, 1)

    def _word_lexicon_options(self, key, erg: ErgPredicate, occurrences: list[Atom], reading: Reading,
                              ctx: "_Context", word: str) -> tuple[list[Option], list[str]]:
        """The word's own lexicon readings and misfits (:func:`~verifier.bridge.entries._lexicon_options`),
        kept per reading and word: they depend on the reading (its formula, of which ``ctx`` is made), the
        word and the lexicon, never on the query, so each candidate query of a question asked for the same
        options again (about 2 % of a check). New lists each call; the options are immutable::

            self._word_lexicon_options(("_capital_n_of", 2), erg, [atom], reading, ctx, "capital")
            # → ([Option(… dbo:capital …)], []), computed on the first call for this reading
        """
        memo = self.__dict__.setdefault("_lexicon_option_memo", {})
        mkey = (reading.formula, key, erg, tuple(occurrences), word)
        try:
            hit = memo.get(mkey)
        except TypeError:  # (an unhashable part: computed each time)
            return _lexicon_options(self, key, erg, occurrences, ctx, word)
        if hit is None:
            if len(memo) >= _LEXICON_OPTION_MEMO:
                memo.clear()
            lex, misfits = _lexicon_options(self, key, erg, occurrences, ctx, word)
            hit = memo[mkey] = (tuple(lex), tuple(misfits))
        return list(hit[0]), list(hit[1])

    def _drop_unnamed_appositions(self, ctx: "_Context", opts: dict, unbridged: dict, appositive: list) -> None:
        """A noun is presupposed of what it stands in apposition to only where the name is read as a KG
        term: a fresh individual for the name would leave the presupposed description constraining
        nothing, and no query would then fail on the name."""
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

    def _expanded_options(self, opts: dict, query_iris: list[str], query_atoms: Sequence[Atom],
                          query_labels: dict[str, list[str]], query_formula: Formula | None) -> None:
        """Grow and order every key's options in place: restriction unions, variants, literal values,
        individual kinds, makers, containment; then dedupe, prefer the query's own terms, order best
        first, and add the unions of senses and the located readings."""
        # a lexicon reading whose property has a variant the query uses ("born" as dbo:birthYear, the
        # query's dbo:birthDate): one more choice with the property renamed (property_variants.table)
        query_props = {a.pred for a in query_atoms} | {n for n in query_iris if _looks_like_property(n)}
        for key in list(opts):
            opts[key] = _restriction_unions(opts[key])
        containers = _query_containers(self, query_atoms, query_labels)
        for key, lst in opts.items():
            lst.extend(_variant_options(self, lst, query_props))
            lst.extend(_literal_value_options(self, lst, query_atoms))
            lst.extend(_redirected_options(self, lst, query_atoms))
            lst.extend(_individual_kind_options(self, lst, query_atoms))
            lst.extend(_maker_options(self, lst, query_atoms))
            lst.extend(_containment_options(self, lst, query_props, containers))

        # dedupe (entries that differ only in their domain give the same axiom), prefer the query's
        # own terms, then order best first
        qset = set(query_iris) | {as_predicate(n) for n in query_iris}
        disjunctive = query_formula is not None and any(isinstance(g, Or) for g in subformulas(query_formula))
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
            # a word read as one property both ways round: each way types the word's arguments by the
            # classes the other's condition gives them (turned.py)
            turned = with_turned_conditions(sorted(seen.values(), key=lambda o: -o.weight))
            opts[key] = _with_union(turned, qset, disjunctive)
            opts[key] = _sense_unions(opts[key], query_formula)
            # after the unions: "studied in X" as education ∪ almaMater, then at a school located in X
            located = _located_options(self, opts[key], query_atoms)
            if located:
                opts[key] = sorted(opts[key] + located, key=lambda o: -o.weight)


def _equated(formula: Formula) -> tuple[tuple[Var, Var], ...]:
    """The pairs of variables a reading says are one individual (``x = y``: conjoined nominals, a comma clause's
    conjuncts, a restated noun)."""
    return tuple((f.left, f.right) for f in subformulas(formula)
                 if isinstance(f, Eq) and isinstance(f.left, Var) and isinstance(f.right, Var))


def _intersective_elsewhere(atom: Atom, group: set, ctx: "_Context") -> bool:
    """Is ``atom``, an occurrence of a predicate of an adjective + noun lexeme outside that lexeme, on
    another individual? The ERG reads "military conflict" intersectively (_military_a_1(x) ∧
    _conflict_n_1(x)), so the lexeme's axiom, ∀x. _military_a_1(x) ∧ _conflict_n_1(x) ↔ rdf:type(x,
    dbo:MilitaryConflict), says nothing false of "the military force" or "an event" elsewhere in the
    question: those are read on their own (as another lexeme or as their own word), e.g. "the military
    force of X, that is a military conflict and a societal event"."""
    own = {a.args[0] for a in group if a.args}
    return bool(atom.args) and atom.args[0] not in own


def _own_class_lemma(o: Option) -> str | None:
    """The noun whose class an option's one relational axiom may also state (:meth:`Bridge._own_class_options`):
    a lexicon noun of a property (``relational_noun``) or the noun a relation verb's object names
    (``relation_noun``: "belong to the N")."""
    if len(o.axioms) != 1:
        return None
    e, template = o.entry, o.axioms[0].template
    if template == "relational_noun" and e is not None and e.kind == "property" and e.frame == "NounPPFrame":
        return e.lemma
    if template == "relation_noun" and e is None:
        erg = parse_erg_predicate(o.key[0]) if isinstance(o.key[0], str) else None
        return erg.lemma.replace("+", " ") if erg is not None and erg.pos == "n" else None
    return None
