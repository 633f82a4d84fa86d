"""A word's lexicon entries through the templates of their frames: the options every reading that reads a
word *as a lexicon entry* shares.

The lexical reading offers these for the word itself; the table-driven and guessed readings build entries
of their own (a property and value read as an ``owl:hasValue`` restriction, a synonym's entries) and read
them through the same function, :func:`_lexicon_options`, so a reading never calls another reading. Each
function takes the bridge's resources ``res`` (:class:`~verifier.bridge.resources.Resources`) first.
"""

from __future__ import annotations

import functools
import re
from typing import Sequence

from ..logic import Atom
from .context import ReadingContext as _Context
from .expand import _noun_named_class, _who_gets_a_non_agent, _with_type
from .frames import (_arg_shapes, _attached, _carries_marker, _date_view, _fixed_prepositions, _generic_agent,
                     _link_fits, _marker_fits, _named_object, _noun_end, _pad_unexpressed, _pp_view, _prep_fits,
                     _wh_kind)
from .labels import normalise
from .lexicon import LexicalEntry
from .model import Axiom
from .options import _SPATIAL_ROLES, ErgPredicate, Option, _is_unexpressed, _kg_terms, _looks_like_property, parse_erg_predicate
from .tables import load_passive_prepositions
from .templates import Template
from .weights import W_HINT, W_UNEXPRESSED_ARG

def _lexicon_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context",
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
    agent = _generic_agent(occurrences, ctx, res) if event_shape == "transitive" else None
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
    own_entries = entries is None  # the word's own entries, not a reading by name's stand-ins
    if entries is None:
        entries = res.lexicon.lookup(erg.lemma, erg.pos) if erg.pos in ("n", "v", "a") else []
        if not entries and word and normalise(word) != normalise(erg.lemma):
            entries = res.lexicon.lookup(word, erg.pos)
    # ... and where the lexicon also names the noun's class ("movie" is a dbo:Film), the bare noun (no
    # preposition, no compound supplying the argument: "electronics companies" keeps "company in") is that
    # class, not "the movie with someone" (dbo:starring) nor "the film of someone" (dbo:director): the
    # relational sense needs its complement, and without it would make the noun mean whatever has a value
    # of the property (anything that stars someone, a TV series too, would be a movie)
    named_class = own_entries and unexpressed_arg and not links and not preps \
        and any(c.typing_class for c in res.lexicon.lookup(erg.lemma, "n"))
    if own_entries:  # an entry whose own condition the question's subject contradicts, read the other way too
        entries = list(entries) + [r for e in entries if (r := _subject_class_view(res, e, occurrences, ctx, event))]
    for e in entries:
        if named_class and e.frame == "NounPPFrame" and e.kind == "property":
            continue
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
            own = res._table(load_passive_prepositions).get(erg.lemma.lower()) if event_shape == "passive" else None
            if own and own not in e.markers and any(_marker_fits(p, (own,)) for p in preps):
                views = [_pp_view(e, own)] + views
        for view in views:
            for s_arity, s_event, s_shape, s_pad in shapes:
                fitting = [t for t in res._templates_for(view, s_arity, s_event, s_shape, linked=bool(links))
                           if _carries_marker(t, erg, view.markers)]
                if fitting:
                    pad = s_pad
                    break
            if fitting:
                break
        e = view
        base = dict(res._slots(e), **{"$pred": erg.pred})
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
            variants = _template_variants(res, t, base, e, erg, preps, links, nouns, ctx, misfits)
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
                           weight=e.confidence * t.weight * (W_UNEXPRESSED_ARG if unexpressed_arg and e.frame == "NounPPFrame" and not t.links else 1.0)
                           * (W_HINT if e.hint else 1.0), guess=_hinted(erg, e))
                options.append(Option(key, (ax,), ax.weight, covers, e))
    if event_shape == "transitive":
        options += _named_object_options(res, key, erg, occurrences, ctx, word, entries, preps)
    return options, misfits


def stated_references(res, erg: ErgPredicate, word: str) -> frozenset:
    """The terms the lexicon's own entries for the word refer to. The lexicon's forms of an entry are
    labels of its term (:meth:`~verifier.bridge.resources.Resources._query_labels`), so the word is
    always "labelled" by the terms its entries name; where none of those entries fits the sentence, a
    guess in the default frame would read the word as the same term in the frame the lexicon did not
    give it: an entry for "written on" (a date) must not make "Ann wrote the letter" mean the letter is
    that date. The entry's frame is the lexicon's word on how the word expresses its term (a term whose own
    KG name is the word keeps its guess: that name is evidence of its own)."""
    if erg.pos not in ("n", "v", "a"):
        return frozenset()
    found = {e.reference for lemma in dict.fromkeys((erg.lemma, word)) if lemma
             for e in res.lexicon.lookup(lemma, erg.pos) if e.reference}
    return frozenset(found)


def _hinted(erg: ErgPredicate, e: LexicalEntry) -> tuple[str, str]:
    """The guess an entry that is only a hint makes of the predicate (:attr:`LexicalEntry.hint`), else ``()``.

    A Wikidata property whose description says its value is "associated with this person" is named
    "associated with" by a hint: "Which movement is X associated with?" may ask for it, but as well for any
    other property, so a set reading the word by the hint that fails leaves the word unread (unknown), never
    evidence that the query states the wrong relation or lacks one.

        >>> _hinted(parse_erg_predicate("_associate_v_with"), LexicalEntry("e", "associate", "verb", "IntransitivePPFrame",
        ...         "wdt:P9", hint="taken from the property's description"))
        ('_associate_v_with', "read only as a guess: taken from the property's description")
    """
    return (erg.pred, f"read only as a guess: {e.hint}") if e.hint else ()


def _subject_class_view(res, e: LexicalEntry, occurrences: list[Atom], ctx: "_Context", event: bool
                        ) -> LexicalEntry | None:
    """A transitive verb's entry read the other way round where the question's subject is of the class the
    entry's own condition puts at the other end of the property, and not of the class at its own end: the
    lexicon maps the subject of "adopt" to ``dbo:currency``'s object, but says the property goes from a
    ``dbo:Country`` to a ``dbo:Currency``, so in "Which countries adopted the Euro?" the countries are its
    subject (``?c dbo:currency dbr:Euro``). The question's class noun is read by the lexicon's class
    entries for it; the entry is kept, and the reversed one is offered beside it, saying why. None where
    the verb is not transitive, the condition does not give two classes, or nothing contradicts it."""
    if e.pos != "verb" or e.frame != "TransitiveFrame" or e.kind != "property" or e.direction not in ("normal", "inverse") \
            or not e.domain or not e.range or e.domain == e.range:
        return None
    own, other = (e.domain, e.range) if e.direction == "normal" else (e.range, e.domain)
    for occ in occurrences:
        subject = occ.args[1] if event and len(occ.args) > 2 else occ.args[0]
        for noun in (n for n in ctx.nouns if n.args[:1] == (subject,)):
            lemma = parse_erg_predicate(noun.pred).lemma
            classes = {c.typing_class for c in res.lexicon.lookup(lemma, "n")} - {None}
            if other in classes and own not in classes:
                from .lexcheck import reversed_entry
                return reversed_entry(e, "subject_class", f"the question's subject, “{lemma}”, is a {other}, "
                                      f"which the entry's condition puts at the property's other end")
    return None


def _template_variants(res, t: Template, base: dict, e: LexicalEntry, erg: ErgPredicate, preps: dict,
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
                              extent=_extent_fits(res, erg, pname, e.markers)):
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
def _is_stative(res, lemma: str) -> bool:
    """Are the verb's WordNet senses mostly states: is verb.stative the lexicographer file with the
    most tagged uses of the verb ("the range runs to the coast", "the empire extended to the
    sea"), rather than motion or change? False without WordNet."""
    senses = res._synsets(lemma, "v")
    if not senses:
        return False
    uses: dict[str, int] = {}
    for sense in senses:
        n = sum(l.count() for l in sense.lemmas() if l.name().lower() == lemma)
        uses[sense.lexname()] = uses.get(sense.lexname(), 0) + n
    return max(uses.items(), key=lambda kv: kv[1])[0] == "verb.stative" and uses["verb.stative"] > 0


def _extent_fits(res, erg: ErgPredicate, prep_pred: str, markers: Sequence[str]) -> bool:
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
    return _is_stative(res, erg.lemma)


def _named_object_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
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
        if view is None or not _spells_name(res, e.reference, name.name):
            continue
        for t in res._templates_for(view, 3, True, "named_object"):
            for pname, patoms in times.items():
                f_name, f = t.instantiate({"$pred": erg.pred, "$P": e.reference, "$name": name, "$prep": pname})
                ax = Axiom(f_name, f, t.family,
                           source=f"lexicon entry {e.id}, its date read as the time of the event: the "
                                  f"name of {e.reference} spells “{name.name}”" + (f" ({e.source})" if e.source else ""),
                           word=word, kg_terms=_kg_terms(e.reference), weight=e.confidence * t.weight)
                out.append(Option(key, (ax,), ax.weight, frozenset(patoms), e))
    return out


def _spells_name(res, prop: str | None, name: str) -> bool:
    """Does the property's local name spell the name as one of its words, the rest of it being
    English words (``accessioneudate``: "accession", "EU", "date")? The name itself or a WordNet
    synonym of it ("European Union"), without spaces and dots; an all-lower-case infobox key has no
    word boundaries, so the remainder must split into WordNet words of three letters or more."""
    if not prop or not _looks_like_property(prop):
        return False
    local = re.sub(r"[^a-z0-9]", "", re.split(r"[:/#]", prop.strip("<>"))[-1].lower())
    forms = {re.sub(r"[\s.\-]", "", f.lower()) for f in (name, *res.name_synonyms(name))}
    wn = res._wordnet()
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
