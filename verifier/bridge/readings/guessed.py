"""Guessed readings: a word with no lexicon entry (or beside its entries) read through the query's own
properties and classes by their labels — the default frame of a word that labels a query property, a
noun WordNet derives from a verb, a WordNet synonym, a kind of thing ("what kind of music"), and a
noun that names a query property ("belong to an artistic movement").
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Sequence

from ...kg.iri import local_name, name_words
from ...logic import Atom, Const, Exists, Forall, Formula, Iff, Var, conj
from ...question.light import kind_words, relation_verbs
from ...question.reading import Reading
from ..context import HAVE, ReadingContext as _Context, WordContext, one_place
from ..entries import _lexicon_options, stated_references
from ..autolex import _NOUN_PP_INVERSE, _TRANSITIVE_NORMAL
from ..frames import _TRANSITIVE_AGENT, _pad_options, _passive_name
from ..labels import as_predicate, normalise
from ..lexicon import LexicalEntry
from ..model import Axiom
from ..options import (ErgPredicate, Option, _is_event, _is_unexpressed, _kg_name_rank, _kg_terms, _looks_like_class,
                       _looks_like_property, _scaled, _typing_properties, most_general_noun, parse_erg_predicate,
                       word_key)
from ..vague import stem_matches
from ..weights import W_DERIVED, W_GUESSED, W_GUESSED_LEXICAL, W_SYNONYM


def _kind_value_options(res, key, erg: ErgPredicate, word: str, query_atoms: Sequence[Atom],
                        query_labels: dict[str, list[str]], lexical: Sequence[Option]) -> list[Option]:
    """A common noun whose label names a query individual that the query gives as the value of a
    property saying what its subject is (the KG profile's ``kind_value`` role: "musician" and
    ``?x dbo:occupation dbr:Musician``): the noun's instances are the things with that value, as a
    lexicon's owl:hasValue restriction would say (``class_noun.tmpl`` ``[restriction]``). The
    reading of the noun as the individual itself stays one more choice, and so do the lexicon's
    own entries for the noun (weighted above this one, as they are above the individual).

    A property that the noun's own lexicon entries (``lexical``) refer to counts as such a property
    too: a generated entry "autobiography of" → ``dbo:literaryGenre`` ties the word to the property
    whose value the word names (the genre ``dbr:Autobiography``), and the word's things are those of
    that genre. The table stays the only source for a noun the lexicon does not tie to the property
    (a genre or a type names a topic or a form that a noun names only sometimes).

    Two more values say the same (:func:`_kind_values`): a trade given as its field ("oceanographers"
    and ``dbo:occupation dbr:Oceanography``), and a page named by the noun itself as the value of a
    property of the profile's ``kind_individual`` role ("beer" and ``dbp:type dbr:Beer``)."""
    trades = res.kind_value_properties() | {o.entry.reference for o in lexical if o.entry is not None
                                             and o.entry.kind == "property" and o.entry.reference}
    kinds = res.individual_kind_properties() | _kind_named_properties(query_atoms)
    fielded = _field_named_properties(res, erg.lemma, query_atoms) - trades - kinds
    # the subject a variable ("Which politicians …?") or an individual ("Was X a chemist?": the question's
    # chemist(X) is X's profession)
    uses = [(a.pred, a.args[1].name) for a in query_atoms if a.pred in trades | kinds | fielded
            and len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].kind == "iri"]
    if not uses:
        return []
    values = _kind_values(res, erg.lemma, query_labels, bool(lexical))
    out: list[Option] = []
    for prop, value in dict.fromkeys(uses):
        # a field is no kind of thing (a page dbr:Chemistry as a dbp:type is no chemist), and a property named
        # by what a field is holds fields only
        if value not in values or (prop not in trades | fielded and values[value][2]) \
                or (prop in fielded and not values[value][2]):
            continue
        w, source, _ = values[value]
        entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "noun", "NounPredicateFrame", prop, value=value,
                             curated=False, confidence=w)
        for t in res._templates_for(entry, 1, False):
            if t.family != "class_noun":
                continue
            name, f = t.instantiate(dict(res._slots(entry), **{"$pred": erg.pred}))
            why = ("the KG profile's kind_value role" if prop in res.kind_value_properties()
                   else "its name, what WordNet makes the field a kind of" if prop in fielded
                   else "the KG profile's kind_individual role" if prop in res.individual_kind_properties()
                   else "its name, a kind of thing's “type”" if prop in kinds
                   else f"a lexicon entry for “{erg.lemma}” refers to {prop}")
            ax = Axiom(name, f, t.family, source=f"{source}, the value of {prop}, which says what its subject "
                       f"is ({why})", word=word, kg_terms=(prop, value),
                       weight=w * t.weight)
            out.append(Option(key, (ax,), ax.weight))
    return out


def _commonest_word(synset) -> str:
    """The word that usually says ``synset``, closed up and in lower case: the lemma with the highest count in
    WordNet's tagged texts, the first listed among equals (``max`` keeps the first)."""
    best = max(synset.lemmas(), key=lambda lem: lem.count())
    return best.name().lower().replace("_", "")


def _field_named_properties(res, lemma: str, query_atoms: Sequence[Atom]) -> frozenset[str]:
    """The query's properties whose whole name is a word WordNet puts above the first sense of a field the
    person noun ``lemma`` names the practitioner of (:meth:`~verifier.bridge.resources.Resources.trade_fields`):
    ``dbo:field`` for "oceanographer", oceanography being an earth science, a science, a *field* of study. Such a
    property holds its subject's field, so "oceanographers" are the things whose field is oceanography, as they
    are those whose occupation is (the profile's ``kind_value``). A name with another word ("research field",
    "former field") says more, and a field whose first sense is no discipline ("botany": "all the plant life in a
    region") none; the value must still be labelled by the field (:func:`_kind_values`).

    Of each sense above, only its commonest word counts (the one WordNet's tagged texts use most for it; the
    first of its words where none is counted): a sense is named by the word that usually says it, and a rarer
    synonym most often says another thing of its own. "Field" is the usual word for a discipline, "subject"
    (the same synset) the usual word for the topic of a work, so ``dbo:subject`` holds no chemist's field."""
    above: set[str] = set()
    for field in res.trade_fields(lemma):
        for sense in res._synsets(field.replace(" ", "_"), "n")[:1]:
            above |= {_commonest_word(h) for h in sense.closure(lambda t: t.hypernyms())}
    if not above:
        return frozenset()
    return frozenset(a.pred for a in query_atoms if len(a.args) == 2 and ":" in a.pred and not a.pred.startswith("<")
                     and "".join(name_words(local_name(a.pred))).lower() in above)


def _kind_named_properties(query_atoms: Sequence[Atom]) -> frozenset[str]:
    """The query's properties whose name is "<noun> type" (``dbo:automobileType``): like the profile's
    ``kind_individual`` properties (``dbo:type``), they give the kind of their subject as a page, which their
    name says, so "Which companies produce hovercrafts?" asks for products whose automobile type is the page
    named by the noun. The noun must still label the value (:func:`_kind_values`).

    >>> sorted(_kind_named_properties([Atom("dbo:automobileType", (Var("p"), Const("dbr:Ekranoplan"))),
    ...                                Atom("dbo:type", (Var("p"), Const("dbr:X"))), Atom("dbo:typeface", (Var("p"), Var("f")))]))
    ['dbo:automobileType']
    """
    out = set()
    for a in query_atoms:
        if len(a.args) == 2 and not a.pred.startswith("<") and ":" in a.pred:
            words = name_words(local_name(a.pred))
            if len(words) > 1 and words[-1] == "type":
                out.add(a.pred)
    return frozenset(out)


def _kind_values(res, lemma: str, query_labels: dict[str, list[str]], lexical: bool
                 ) -> dict[str, tuple[float, str, bool]]:
    """The query individuals that may be the kind a noun names: name → (weight, source, by its field).
    Those labelled by the noun, then those labelled by a field WordNet makes the noun's practitioner
    work in (:meth:`~verifier.bridge.resources.Resources.trade_fields`: "oceanographer" →
    "oceanography"), which say the noun's trade only (the field is no kind of thing: a page
    ``dbr:Chemistry`` as a ``dbp:type`` is no chemist)."""
    out = {n: (w, s, False) for n, (w, s) in res._entity_candidates(lemma, query_labels, lexical).items()}
    for field in res.trade_fields(lemma):
        for n, (w, s) in res._entity_candidates(field, query_labels, lexical).items():
            out.setdefault(n, (w * W_DERIVED, f"{s} (“{lemma}” works in {field}: WordNet derives the one "
                                              f"from the other)", True))
    return out


def _synonym_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                     query_labels) -> list[Option]:
    """Options for a WordNet synonym of the word ("film" → the lexicon's "movie")."""
    out: list[Option] = []
    for syn in res.synonyms_of(erg.lemma, erg.pos)[:8]:
        alias = ErgPredicate(erg.pred, syn, erg.pos, erg.sense)
        lex, _ = _lexicon_options(res, key, alias, occurrences, ctx, word)
        found = lex or _guessed_options(res, key, alias, occurrences[0], syn, query_labels)
        for o in found:
            axs = tuple(Axiom(a.name, a.formula, a.template, f'WordNet synonym "{syn}" of "{erg.lemma}": {a.source}',
                              a.word, a.kg_terms, a.weight * W_SYNONYM) for a in o.axioms)
            out.append(Option(o.key, axs, o.weight * W_SYNONYM, o.covers, o.entry))
    return out


def _synonym_class_options(res, key, erg: ErgPredicate, example: Atom, word: str,
                           query_labels: dict[str, list[str]], rank: float) -> list[Option]:
    """"Which parties ...": a query class labelled by a multiword WordNet synonym of the noun's first
    sense ("political party", dbo:PoliticalParty) reads the noun even where the lexicon has entries
    for it (only as a relation: "party" as dbo:party), below them as the KG's own name is. A
    one-word synonym is not taken: it is another word, which the lexicon would list itself."""
    classes = {n: labs for n, labs in query_labels.items() if _looks_like_class(n)}
    if not classes:
        return []
    out: list[Option] = []
    for syn in res.synonyms_of(erg.lemma, erg.pos)[:8]:
        if " " not in syn.replace("_", " ").strip():
            continue
        alias = ErgPredicate(erg.pred, syn.replace("_", " "), erg.pos, erg.sense)
        for o in _guessed_options(res, key, alias, example, alias.lemma, classes):
            o = _scaled(o, rank * W_SYNONYM / o.weight, "(no lexicon entry; ",
                        f'(WordNet synonym "{alias.lemma}" of "{erg.lemma}"; the lexicon\'s entries come first; ')
            out.append(replace(o, axioms=tuple(replace(a, word=word) for a in o.axioms)))
    return out


def _derived_noun_options(res, key, erg: ErgPredicate, example: Atom, word: str,
                          kg_property_labels: dict[str, list[str]], rank: float) -> list[Option]:
    """"Which companies produce hovercrafts?" with the query's dbo:product: a query property whose
    KG label is a noun WordNet derives from the verb (what it brings about, not its agent), read
    transitively, "X Vs Y" = N(X, Y), at weight ``rank`` (below the word's own readings)."""
    out: list[Option] = []
    for noun in res.derived_nouns(erg.lemma):
        alias = ErgPredicate(erg.pred, noun, erg.pos, erg.sense)
        for o in _guessed_options(res, key, alias, example, noun, kg_property_labels):
            axs = tuple(replace(a, source=f'WordNet derives the noun "{noun}" from "{erg.lemma}": '
                                          + a.source.replace("(no lexicon entry; ", "("),
                                word=word, weight=rank) for a in o.axioms)
            out.append(Option(o.key, axs, rank, o.covers, o.entry))
    return out


def _guessed_relational_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context",
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
               for name in _label_matches(erg, word, query_labels, properties=True)]
    if not entries:
        return []
    found, _ = _lexicon_options(res, key, erg, occurrences, ctx, word, entries=entries)
    out = []
    for o in found:
        axs = tuple(Axiom(a.name, a.formula, a.template, f'query IRI {o.entry.reference} labelled '
                          f'"{word or erg.lemma}" (no lexicon entry; default NounPPFrame, its argument '
                          f'through a link)', a.word, a.kg_terms, a.weight) for a in o.axioms)
        out.append(Option(o.key, axs, o.weight, o.covers, o.entry))
    return [o for o in out if o.covers]  # the plain reading is _guessed_options' own


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


def _guessed_options(res, key, erg: ErgPredicate, example: Atom, word: str,
                     query_labels: dict[str, list[str]]) -> list[Option]:
    """No lexicon entry: a query property/class whose label is the word, in the default frame
    (nouns with two arguments: relational, "the X of Y" = X(Y, ·); verbs: transitive; one-place
    nouns and adjectives: a class)."""
    arity = len(example.args)
    if arity >= 1 and _is_event(example.args[0]):
        return []
    target = {normalise(erg.lemma), normalise(word)} - {""}
    keys = {word_key(t) for t in target} - {""}
    stated = stated_references(res, erg, word)
    out = []
    for name, labs in query_labels.items():
        if not any(normalise(l) in target for l in labs) and not (
                (_looks_like_class(name) or erg.sense == "unknown") and any(word_key(l) in keys for l in labs)):
            continue
        if as_predicate(name) in stated and not any(
                normalise(l) in target for l in res._query_labels([name], lexical=False).get(name, ())):
            # the word labels the term only by the lexicon's own entry for it, whose frame did not fit;
            # the KG's own name for the term is evidence of its own and stands
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
                # a name that is the verb's passive ("foundedBy" labelled "founded") runs the other way
                entry = LexicalEntry(f"guess:{erg.lemma}", erg.lemma, "verb", "TransitiveFrame", prop,
                                     args=_TRANSITIVE_AGENT if _passive_name(name) else _TRANSITIVE_NORMAL,
                                     curated=False, confidence=W_GUESSED)
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
        for t in res._templates_for(entry, arity, False):
            if t.family == "adjective":
                continue
            slots = dict(res._slots(entry), **{"$pred": erg.pred})
            ax_name, f = t.instantiate(slots)
            passive = ", its name the verb's passive: the doer is its value" if entry.args == _TRANSITIVE_AGENT else ""
            ax = Axiom(ax_name, f, t.family, source=f'query IRI {name} labelled "{word or erg.lemma}" '
                       f'(no lexicon entry; default {entry.frame}{passive})', word=word,
                       kg_terms=_kg_terms(entry.reference, entry.value), weight=entry.confidence * t.weight)
            out.append(Option(key, (ax,), ax.weight))
    return out


def _kind_options(res, key, noun: Atom, reading: Reading, ctx: "_Context",
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
             and any(_kind_label_fits(res, normalise(l), erg.lemma) for l in labs)]
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


def _relation_noun_options(res, key, noun: Atom, ctx: "_Context", query_labels: dict[str, list[str]],
                           word: str) -> tuple[list[Option], set]:
    """A verb whose object noun names the query property itself rather than a class of its values:

    * "X belongs to the N" (a verb of ``grammars/relation_verbs.tsv``): the N is X's N, a query
      property labelled N. An adjective on the noun stays only when the two are one WordNet noun
      that is a kind of the label's noun ("artistic movement" is a kind of movement);
    * "who Vs the N for/of X" (or "X's N"): the V-er of X's N, a query property labelled "N V-er"
      (the label's last word built on the verb, :func:`stem_matches`), or named "N by" and V with the doer
      as its value (:func:`made_by_subject`: "Who wrote the music for X?"), relating X to the subject.

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
    holders = relation_verbs()
    for vkey, occs in ctx.keyed.items():
        listed = _subjects_listed(occs, y) and set(holders.get(vkey[0], ())) == {"subject"}  # "do A and B belong to"
        if len(vkey) == 2 and isinstance(vkey[1], int) and (_one_verb(occs) or listed):
            v_erg = parse_erg_predicate(vkey[0])
            # (a relational noun of the table, "X is a part of the N", is read as its verbs are)
            if v_erg is not None and (v_erg.pos == "v" or (v_erg.pos == "n" and vkey[0] in holders)):
                verbs.append((vkey, occs[0], occs))
    for (vpred, n), a, occs in verbs:
        kinds = holders.get(vpred, ())
        if "object" in kinds:  # "X is affiliated with the N": X's N
            found = _object_holder_options(res, key, noun, noun_f, a, ctx, props, lemma, word)
            out += found
            used |= {a, *adjs} if found else set()
        holder = next((h for h in kinds if h not in ("subject", "object")), "subject" if "subject" in kinds else None)
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
                if not _labels_name(res, labs, lemma, texts, adjs):
                    continue
                p = as_predicate(prop)
                body = conj([noun_f] + [Atom(j.pred, (y,)) for j in adjs] + [verb_f(x, y)])
                f = Forall((x, y), Iff(body, Atom(p, (x, y))))
                ax = Axiom(f"relation_noun:{vpred}+{noun.pred}={p}", f, "relation_noun",
                           source=f'query IRI {prop} labelled "{lemma}": {vpred} says that its object "{texts[0]}" '
                           f'is a value of that relation (relation_verbs.tsv)', word=word, kg_terms=_kg_terms(prop), weight=W_GUESSED)
                out.append(Option(key, (ax,), W_GUESSED))
                used |= {*occs, *adjs}
            continue
        if adjs:
            continue
        links = [l for l in ctx.on_noun.get(y, []) if l.pred in ("poss", "_of_p", "_for_p")
                 and isinstance(l.args[1], Var) and l.args[1] != y]
        if len(links) != 1 or len(ctx.on_noun.get(y, [])) != 1:
            continue
        link = links[0]
        if found := _done_noun_options(res, key, noun_f, y, verb.lemma, verb_f, link, props, lemma, word):
            out, used = out + found, used | {a}
        for prop, labs in props.items():
            said = _doer_source(res, prop, labs, lemma, verb.lemma)
            if not said:
                continue
            p, xv, sv = as_predicate(prop), Var("x"), Var("s")
            f = Forall((sv, xv), Iff(Exists((y,), conj([noun_f, Atom(link.pred, (y, xv)), verb_f(sv, y)])), Atom(p, (xv, sv))))
            ax = Axiom(f"relation_noun:{vpred}+{noun.pred}+{link.pred}={p}", f, "relation_noun", source=said,
                       word=word, kg_terms=_kg_terms(prop), weight=W_GUESSED)
            out.append(Option(key, (ax,), W_GUESSED, frozenset({link})))
            used.add(a)
    return out, used


def _doer_source(res, prop: str, labs: Sequence[str], lemma: str, verb: str) -> str:
    """Why "who Vs the N for/of X" reads ``prop(X, who)``: a label "N V-er" (its last word built on the verb,
    :func:`stem_matches`), or the lexicon's "N by" and V, each with the doer as its value (:func:`made_by_subject`);
    "" where neither holds."""
    if any(l.startswith(lemma + " ") and len(l.split()) == len(lemma.split()) + 1 and stem_matches(verb, l.split()[-1])
           for l in labs):
        return f'query IRI {prop} labelled "{lemma} {verb}…": who {verb}s the {lemma} of X is X\'s {lemma} {verb}r'
    if made_by_subject(res.lexicon, prop, lemma, verb):
        return (f'query IRI {prop} named "{lemma} by" and "{verb}" in the lexicon, each with the doer as its value: '
                f'who {verb}s the {lemma} for X is whom X has its {lemma} by')
    return ""


def made_by_subject(lexicon, prop: str, noun: str, verb: str) -> bool:
    """Does the lexicon name ``prop`` both "NOUN by" (a noun whose value is the doer: "music by" Z, of a work X) and
    by ``verb`` with its subject as the property's value ("Z writes X")? Then "Z Vs the NOUN for X" says ``prop(X,
    Z)``: the two entries agree on who did it, and the noun only says which part of X the doer made.

    >>> from verifier.bridge.lexicon import LexicalEntry, Lexicon, SynArg
    >>> by = LexicalEntry("e1", "music by", "noun", "NounPPFrame", "ex:composer", args=(SynArg("copulativeArg",
    ...     "object"), SynArg("prepositionalAdjunct", "subject")))
    >>> write = LexicalEntry("e2", "write", "verb", "TransitiveFrame", "ex:composer", args=(SynArg("subject",
    ...     "object"), SynArg("directObject", "subject")))
    >>> lex = Lexicon([by, write])
    >>> made_by_subject(lex, "ex:composer", "music", "write"), made_by_subject(lex, "ex:composer", "lyrics", "write")
    (True, False)
    """
    def names(entry: LexicalEntry) -> bool:
        return as_predicate(entry.reference or "") == as_predicate(prop) and entry.direction == "inverse"

    return any(map(names, lexicon.lookup(f"{noun} by", "n"))) and any(map(names, lexicon.lookup(verb, "v")))


def _done_noun_options(res, key, noun_f: Formula, y: Var, verb: str, verb_f, link: Atom,
                       props: dict[str, list[str]], lemma: str, word: str) -> list[Option]:
    """"X Vs the N of Y" where a query property is labelled "N V-ed" (the noun and the verb's participle:
    "position held", "award received"): the label says that X Vs an N, and "the N of Y" is Y itself, an
    N by name (the "of" of "the city of Rome"), so the three words read ``P(X, Y)``:

        ∀s x. (∃y. _position_n_1(y) ∧ _of_p(y, x) ∧ _hold_v_1(s, y)) ↔ wdt:P39(s, x)

    "Who held the position of Minister of Defence?" Only "of", and only a label that is the noun and one
    form of the verb (WordNet's base form of the label's last word is the verb). [] without WordNet."""
    if link.pred != "_of_p":
        return []
    try:
        wn = res._wordnet()
    except Exception:  # no WordNet: no reading of the participle
        wn = None
    if wn is None:
        return []
    out = []
    for prop, labs in props.items():
        if not any(l.startswith(lemma + " ") and len(l.split()) == len(lemma.split()) + 1
                   and l.split()[-1] != verb and wn.morphy(l.split()[-1], "v") == verb for l in labs):
            continue
        p = as_predicate(prop)
        xv, sv = Var("x"), Var("s")
        f = Forall((sv, xv), Iff(Exists((y,), conj([noun_f, Atom(link.pred, (y, xv)), verb_f(sv, y)])),
                                 Atom(p, (sv, xv))))
        ax = Axiom(f"relation_noun:{verb}+{lemma}+{link.pred}={p}", f, "relation_noun",
                   source=f'query IRI {prop} labelled "{lemma} …" with a form of "{verb}": who {verb}s '
                   f'the {lemma} of X {verb}s X, an {lemma} by name', word=word, kg_terms=_kg_terms(prop),
                   weight=W_GUESSED)
        out.append(Option(key, (ax,), W_GUESSED, frozenset({link})))
    return out


def _labels_name(res, labs: Sequence[str], lemma: str, texts: Sequence[str], adjs: Sequence[Atom]) -> bool:
    """Does a property label say the noun (with its one adjective, ``texts``), or the noun alone where the
    adjective and noun are one WordNet noun that is a kind of it ("artistic movement": movement)?"""
    return any(t in labs or (adjs and lemma in labs and _names_kind_of(res, t, lemma)) for t in texts)


def _one_verb(occs: Sequence[Atom]) -> bool:
    """Are ``occs`` one verb: one occurrence, or several on one event, which a list distributed over its
    members makes ("Which party are X or Y affiliated with?": ``_affiliate_v_1(e, i, X) ∧ _with_p(e, y) ∨
    _affiliate_v_1(e, i, Y) ∧ _with_p(e, y)``)? A reading of the verb is a rule over any subject and
    object, so it reads each member's occurrence as it reads one.

        >>> from verifier.logic import Var
        >>> e, i = Var("e1"), Var("i2")
        >>> _one_verb([Atom("_v", (e, i, Var("x"))), Atom("_v", (e, i, Var("y")))])
        True
        >>> _one_verb([Atom("_v", (e, i, Var("x"))), Atom("_v", (Var("e9"), i, Var("y")))])
        False
    """
    if len(occs) == 1:
        return True
    first = occs[0].args[0] if occs[0].args else None
    return isinstance(first, Var) and _is_event(first) and all(o.args and o.args[0] == first for o in occs)


def _subjects_listed(occs: Sequence[Atom], obj=None) -> bool:
    """Are ``occs`` one verb said of a list of subjects with one object, each on its own ("Which sex do A
    and B belong to?": ``_belong_v_to(A, y) ∧ _belong_v_to(B, y)``), with ``obj`` as that object where
    given? A reading of the verb with its object noun is a rule over any subject, so it reads each
    subject's occurrence as it reads one; several objects are other relations, never read so.

        >>> from verifier.logic import Var
        >>> a, b, y = Var("x1"), Var("x2"), Var("x3")
        >>> _subjects_listed([Atom("_v_to", (a, y)), Atom("_v_to", (b, y))])
        True
        >>> _subjects_listed([Atom("_v_to", (a, y)), Atom("_v_to", (a, Var("x4")))])
        False
    """
    if len(occs) < 2 or any(len(o.args) != 2 or _is_event(o.args[0]) for o in occs):
        return False
    objects = {o.args[1] for o in occs}
    subjects = [o.args[0] for o in occs]
    return len(objects) == 1 and len(set(subjects)) == len(subjects) and (obj is None or objects == {obj})


def _object_holder_options(res, key, noun: Atom, noun_f: Formula, verb: Atom, ctx: "_Context",
                           props: dict[str, list[str]], lemma: str, word: str) -> list[Option]:
    """A relation verb whose *object* holds the relation and whose one preposition carries the noun
    (``grammars/relation_verbs.tsv``, holder ``object``): "Which party is X affiliated with?" is
    ``_affiliate_v_1(e, i, X) ∧ _with_p(e, y) ∧ _party_n_1(y)``, X's party; the verb says only that the two
    are connected, and the noun names how. A query property labelled by the noun (with its one adjective,
    as for a subject holder: "military branch") reads the three together:

        ∀x y. _party_n_1(y) ∧ ∃e s. _affiliate_v_1(e, s, x) ∧ _with_p(e, y) ↔ P(x, y)

    Nothing else may hang on the verb's event (a second preposition, a time). The same link said again is
    one: a list distributed over its members ("Which party are X or Y affiliated with?") repeats
    ``_with_p(e, y)`` in each disjunct, on the one event."""
    y = noun.args[0]
    if len(verb.args) != 3 or not _is_event(verb.args[0]) or not isinstance(verb.args[2], Var) \
            or verb.args[2] == y or _is_event(verb.args[2]):
        return []
    on = list(dict.fromkeys(ctx.on_event.get(verb.args[0], [])))
    if len(on) != 1 or len(on[0].args) != 2 or on[0].args[1] != y:
        return []
    adjs = ctx.adjectives.get(y, [])
    if len(adjs) > 1:
        return []
    texts = [f"{normalise(parse_erg_predicate(adjs[0].pred).lemma)} {lemma}"] if adjs else [lemma]
    x, e, sv = Var("x"), Var("e"), Var("s")
    out = []
    for prop, labs in props.items():
        if not _labels_name(res, labs, lemma, texts, adjs):
            continue
        p = as_predicate(prop)
        body = conj([noun_f] + [Atom(j.pred, (y,)) for j in adjs]
                    + [Exists((e, sv), conj([Atom(verb.pred, (e, sv, x)), Atom(on[0].pred, (e, y))]))])
        ax = Axiom(f"relation_noun:{verb.pred}+{on[0].pred}+{noun.pred}={p}", Forall((x, y), Iff(body, Atom(p, (x, y)))),
                   "relation_noun", source=f'query IRI {prop} labelled "{texts[0]}": {verb.pred} {on[0].pred} says that '
                   f'the preposition\'s object is a value of that relation of the verb\'s object (relation_verbs.tsv)',
                   word=word, kg_terms=_kg_terms(prop), weight=W_GUESSED)
        out.append(Option(key, (ax,), W_GUESSED, frozenset({on[0]})))
    return out


def _wordnet_kind_of(res, word: str, noun: str, itself: bool) -> bool:
    """Is a WordNet noun sense of ``word`` a kind of (a direct hyponym of) a sense of ``noun``, or,
    with ``itself``, that sense? False without WordNet."""
    try:
        wn = res._wordnet()
        if wn is None:
            return False
        ns = set(wn.synsets(noun.replace(" ", "_"), "n"))
        return bool(ns) and any((itself and s in ns) or set(s.hypernyms()) & ns
                                for s in wn.synsets(word.replace(" ", "_"), "n"))
    except Exception:  # a damaged install or an odd form: no kinds
        return False


@functools.lru_cache(maxsize=4096)
def _names_kind_of(res, phrase: str, noun: str) -> bool:
    """An adjective and its noun that WordNet knows as one noun which is a sense of the noun itself
    ("political party") or a kind of (a direct hyponym of) one ("artistic movement")."""
    return _wordnet_kind_of(res, phrase, noun, itself=True)


@functools.lru_cache(maxsize=4096)
def _kind_label_fits(res, label: str, lemma: str) -> bool:
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
    return _wordnet_kind_of(res, label, noun, itself=False)


# ------------------------------------------------------------------ the word readers (readings/__init__.py)

def read_kind_value(w: WordContext, res) -> list[Option]:
    """A one-place noun (or a relational one used bare, "writers") as the value of a property that says
    what its subject is ("musician" as ``occupation = dbr:Musician``, :func:`_kind_value_options`)."""
    if w.erg.pos != "n" or not one_place(w.example):
        return []
    found = _kind_value_options(res, w.key, w.erg, w.word, w.query.atoms, w.query.labels, lexical=w.lex)
    if len(w.example.args) == 2:  # a relational noun used bare ("writers": _writer_n_of(x, i)), its argument unexpressed
        found = _pad_options(found, w.erg.pred)
    return found


def read_guessed(w: WordContext, res) -> list[Option]:
    """A word read through a query property (or class) whose label it is, in the default frame
    (:func:`_guessed_options`, :func:`_guessed_relational_options`). With no lexicon entry, by the
    query's labels; beside the word's entries, by the KG's own names of the query's properties and
    ranked by :func:`~verifier.bridge.options._kg_name_rank`: a generated lexicon may map the word
    wrongly, and the KG's own name for the property is evidence of its own."""
    occurrences = list(w.occurrences)
    if w.erg.pos == "n" and most_general_noun(w.erg.lemma, res._wordnet()):
        # "the entity of X": a noun that says only that there is a thing names no property by its label
        labels = {t: labs for t, labs in w.query.labels.items() if not _looks_like_property(t)}
        return [] if w.lex else _guessed_options(res, w.key, w.erg, w.example, w.word, labels)
    if not w.lex:
        return (_bare_noun_class(w, _guessed_options(res, w.key, w.erg, w.example, w.word, w.query.labels))
                + _guessed_relational_options(res, w.key, w.erg, occurrences, w.ctx, w.word, w.query.labels))
    kg_property_labels = w.query.kg_labels()
    rank = _kg_name_rank(w.lex, w.query.qterms, W_GUESSED * W_GUESSED_LEXICAL)
    return [_scaled(o, rank / o.weight, "(no lexicon entry; ", "(the KG's own name; the lexicon's "
                                                               "entries for the word come first; ")
            for o in _guessed_options(res, w.key, w.erg, w.example, w.word, kg_property_labels)
            + _guessed_relational_options(res, w.key, w.erg, occurrences, w.ctx, w.word, kg_property_labels)]


def _bare_noun_class(w: WordContext, found: list[Option]) -> list[Option]:
    """A relational noun used bare ("Which countries …?", ``_country_n_of(x, i)``) that a query class is
    labelled by is that class, not the value of the property its label also names (``dbo:country``): as for
    the lexicon's own entries (:func:`~verifier.bridge.entries._lexicon_options`), the relational sense needs
    its complement, and without one the noun would mean whatever is some thing's value of the property."""
    bare = w.erg.pos == "n" and len(w.example.args) == 2 and all(_is_unexpressed(o.args[1]) for o in w.occurrences)
    if not bare or not any(a.template == "class_noun" for o in found for a in o.axioms):
        return found
    return [o for o in found if not any(a.template == "relational_noun" for a in o.axioms)]


def read_synonym_class(w: WordContext, res) -> list[Option]:
    """A noun with lexicon entries read as the query class a WordNet synonym labels
    (:func:`_synonym_class_options`), at the rank of a guess beside the entries."""
    if not w.lex or w.erg.pos != "n":
        return []
    rank = _kg_name_rank(w.lex, w.query.qterms, W_GUESSED * W_GUESSED_LEXICAL)
    return _synonym_class_options(res, w.key, w.erg, w.example, w.word, w.query.labels, rank)


def read_derived_noun(w: WordContext, res) -> list[Option]:
    """"X produces Y" as "Y is X's product": a transitive verb read through a query property labelled
    by a noun WordNet derives from it (:func:`_derived_noun_options`)."""
    if w.erg.pos != "v" or len(w.example.args) != 2:
        return []
    kg_property_labels = w.query.kg_labels()
    return _derived_noun_options(res, w.key, w.erg, w.example, w.word, kg_property_labels,
                                 _kg_name_rank(w.lex, w.query.qterms, W_GUESSED * W_DERIVED))


def read_synonyms(w: WordContext, res) -> list[Option]:
    """The last resort: where no reader before found anything, the lexicon entries or query labels of
    the word's WordNet synonyms (:func:`_synonym_options`)."""
    if w.found:
        return []
    return _synonym_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word, w.query.labels)
