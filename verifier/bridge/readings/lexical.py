"""Lexical readings: a lexicon entry through the template of its frame, a verb with its object, an
adjective with its noun, a where/when adjunct on a noun, and the multiword verbs of the lexicon.

A method of :class:`_LexicalReadings` reaches the other readings and the bridge's resources through
``self`` (the :class:`~verifier.bridge.axioms.Bridge` it is mixed into), never by importing them.
"""

from __future__ import annotations

import functools
import itertools
import re
from typing import Sequence

from ...logic import Atom, Const
from ...question.reading import Reading
from ..context import ReadingContext as _Context
from ..expand import _noun_named_class, _who_gets_a_non_agent, _with_type
from ..frames import (_POSSESSIVES, _arg_shapes, _attached, _date_view, _fixed_prepositions, _generic_agent, _link_fits,
                      _marker_fits, _named_object, _noun_end, _object_words, _pad_unexpressed, _pp_view, _prep_fits,
                      _value_kind, _wh_kind)
from ..labels import normalise
from ..lexicon import LexicalEntry
from ..model import Axiom
from ..options import (_SPATIAL_ROLES, ErgPredicate, Option, _const, _is_event, _is_unexpressed, _kg_terms,
                       _looks_like_property, parse_erg_predicate)
from ..tables import load_passive_prepositions
from ..templates import Template
from ..weights import W_UNEXPRESSED_ARG


class _LexicalReadings:
    """The lexical readings of :class:`~verifier.bridge.axioms.Bridge` (a mixin: other readings and the bridge's
    resources through ``self``)."""

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
        preps, links, nouns = _attached(occurrences, ctx, arity, event, event_shape)
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
                variants = self._template_variants(t, base, e, erg, preps, links, nouns, ctx, misfits)
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

    def _template_variants(self, t: Template, base: dict, e: LexicalEntry, erg: ErgPredicate, preps: dict,
                           links: dict, nouns: set, ctx: "_Context", misfits: list[str]) -> list[tuple[dict, frozenset]]:
        """The slot fillings of template ``t`` for entry ``e``, each with the attached atoms it covers: one
        per preposition on the event that fits the frame's marker, one per link atom that puts the noun
        where the template does, or the entry's own slots alone; [] when none fits (and why, into
        ``misfits``, for a missing preposition)."""
        if t.event and "$prep" not in t.slots():
            # the transitive reading of a verb with a modified event: the modifiers are not
            # the frame's, so this option covers none of them (each needs its own bridge)
            return [(base, frozenset())]
        if t.event:
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
            return variants
        if t.links:
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
            return variants
        return [(base, frozenset())]

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
