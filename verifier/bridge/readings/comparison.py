"""Comparison readings: a year compared on a verb's event ("born after 1950", ``comparison.tmpl``), a
measure or order adjective on a query property's value, and the vague verbs and prepositions read as
the union of the properties ``vague_relations.table`` allows.
"""

from __future__ import annotations

import re
from typing import Sequence

from ...logic import Atom, Const, Var
from ...logic.formulas import Count
from ...logic.ops import atoms, subformulas
from ...kg.iri import local_name, name_words
from ...question.light import measure_scales
from ...question.reading import Reading
from ...question.scales import adjective_scale, lemma as scale_lemma, property_on_scale
from ..context import ReadingContext as _Context, WordContext
from ..expand import _contained
from ..frames import WH_NOUNS, _bare_what, _year_bounds
from ..labels import as_predicate
from ..lexicon import LexicalEntry, SynArg
from ..model import Axiom
from ..resources import _EVENT_LEXNAMES, _HAPPENING_FILES
from ..options import (_SPATIAL_ROLES, LITERAL_PREDS, ErgPredicate, Option, _is_event, _is_unexpressed, _looks_like_property,
                       _markers_agree, parse_erg_predicate)
from ..vague import (PLACE_TIME_LINKS, is_date_property, load_vague_table, named_by_verb, stem_matches, union_formula,
                     vague_alternatives, verb_pp_properties)
from ..variants import load_variant_rules, variants_among
from ..weights import W_BY_NAME, W_SYNONYM, W_VAGUE, W_VAGUE_FAMILY, W_VAGUE_UNION


def _measure_options(res, key, occurrences: list[Atom], ctx: "_Context", word: str) -> list[Option]:
    """A gradable adjective predicated of a measure noun of its scale ("the longest span", "a larger
    population"): its degree is the noun's value (``superlative.tmpl``, ``[measure]``), whatever
    property the noun itself is bridged to."""
    example = occurrences[0]
    if len(example.args) != 2 or not isinstance(example.args[0], Var) or _is_event(example.args[0]):
        return []
    scale = adjective_scale(example.pred)
    scale_name = scale[0] if scale else scale_lemma(example.pred)
    nouns = [n for n in ctx.nouns if n.args[0] == example.args[0] and _on_scale(scale_name, measure_scales(n.pred))
             and (len(n.args) == 1 or _is_unexpressed(n.args[1]))]
    if len(nouns) != 1 or any(o.args[0] != example.args[0] for o in occurrences):
        return []
    noun = nouns[0]
    tmpl = next((t for t in res.templates if t.family == "superlative"
                 and t.variant == ("measure" if len(noun.args) == 1 else "measure2")), None)
    if tmpl is None:
        return []
    name, f = tmpl.instantiate({"$pred": example.pred, "$mod": noun.pred})
    ax = Axiom(name, f, tmpl.family, source=f"the degree of the measure noun {noun.pred} on the "
               f"{scale_name} scale is its value (grammars/measure_nouns.tsv)", word=word)
    return [Option(key, (ax,), 1.0)]


#: the scales whose adjectives rank the value of a measure noun of any scale: "high" and "large" say a
#: great amount ("the highest budget", "a larger price", "the highest density"), as WordNet's "high" in
#: its sense of greater than normal in degree or amount; "long" or "heavy" say only their own scale
_MAGNITUDE_SCALES = frozenset({"height", "size"})


def _on_scale(scale: str, noun_scales: frozenset[str]) -> bool:
    """Does an adjective of ``scale`` measure a noun whose value lies on ``noun_scales``?"""
    return scale in noun_scales or (scale in _MAGNITUDE_SCALES and bool(noun_scales))


def _order_options(res, key, occurrences: list[Atom], query_atoms: Sequence[Atom], word: str,
                   scalar_entries: bool = False) -> list[Option]:
    """An ordinal ("the first album": ``ord(x, d)``) or a time adjective ("earlier than",
    "the last") whose degree ranks or compares its thing: the degree is a query property whose value
    is the thing's place in that order, a date on the time scale, a date or a position number on an
    ordinal's order (``superlative.tmpl``, ``[order]``). The order has no measure of its own, so no
    other property stands for it; a literal ordinal ("the 8th") is a position, never a date."""
    example = occurrences[0]
    scale = "order" if example.pred == "ord" else (adjective_scale(example.pred) or ("", ""))[0]
    if scale == "age":
        return _age_options(res, key, occurrences, query_atoms, word, scalar_entries)
    if scale not in ("order", "time"):
        return []
    tmpl = _order_template(res, occurrences)
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


def _order_template(res, occurrences: Sequence[Atom]):
    """The ``superlative.tmpl`` ``[order]`` template, where every occurrence relates a thing to its degree
    (two variables, no event); None otherwise or where the templates lack it."""
    if not all(len(o.args) == 2 and isinstance(o.args[0], Var) and not _is_event(o.args[0])
               and isinstance(o.args[1], Var) for o in occurrences):
        return None
    return next((t for t in res.templates if t.family == "superlative" and t.variant == "order"), None)


def _age_options(res, key, occurrences: list[Atom], query_atoms: Sequence[Atom], word: str,
                 scalar_entries: bool) -> list[Option]:
    """"the oldest child", "the youngest darts player", "the oldest metro" with no lexicon entry for the
    adjective: no KG property stores an age, the date its thing came about measures it (a birth, a
    founding, an opening, a release: ``grammars/measure_properties.tsv``, scale ``age``, relation
    ``value``; a death, an end or a completion date is no age). The degree is that query property's
    value (``superlative.tmpl`` ``[order]``) and the comparison orders it the other way (the oldest has
    the earliest date, relation ``inverse``). Below the lexicon's readings (``W_BY_NAME``), and only where
    the lexicon has no scalar entry for the adjective: its own entries say which date it means.

    >>> from verifier.question.scales import property_on_scale
    >>> [property_on_scale(p, "age") for p in ("dbo:birthDate", "dbo:openingYear", "dbo:deathDate")]
    [True, True, False]
    """
    if scalar_entries:
        return []
    tmpl = _order_template(res, occurrences)
    if tmpl is None:
        return []
    example = occurrences[0]
    out = []
    for prop in dict.fromkeys(a.pred for a in query_atoms if len(a.args) == 2 and ":" in a.pred):
        if not property_on_scale(prop, "age"):
            continue
        name, f = tmpl.instantiate({"$pred": example.pred, "$P": prop})
        ax = Axiom(name, f, tmpl.family, source=f"‘{word}’ read as {prop} by its name: no property stores an "
                   f"age, the date its thing came about measures it, the earliest the oldest "
                   f"(grammars/measure_properties.tsv); the lexicon does not list it", word=word,
                   kg_terms=(prop,), weight=W_BY_NAME)
        out.append(Option(key, (ax,), W_BY_NAME))
    return out


#: properties no gloss makes a verb's reading (typing, labels)
_NEVER_GLOSSED = frozenset({"rdf:type", "rdfs:label", "foaf:name", "owl:sameAs", "dct:subject"})

#: words of a property's name that say what kind of value it holds, not what happened
_KIND_WORDS = frozenset({"date", "year", "time", "day", "place", "location", "site", "city", "country", "period"})
#: the words of those that say the value is a place
_PLACE_WORDS = frozenset({"place", "location", "site", "city", "country"})


def names_other_happening(res, verb: str, prop: str, verb_refs: Sequence = (), spelled: Sequence[str] = ()) -> bool:
    """Is ``prop`` the date of the happening of another verb than ``verb``, so that no member of a
    preposition's family may stand for ``verb`` with it? It holds dates or years and a word of its name is
    a noun WordNet files as the event of a verb it derives from (:meth:`event_nouns`: "birth" of "bear",
    "completion" of "complete") and is none of ``verb``'s own happenings: "When did X die?" is no
    ``dbo:birthDate``, though both are dates of a person's life. The time of one happening is not the
    time of another; a place is looser ("Which players come from X?" as ``dbo:birthPlace``), and is left
    to the families. A property the verb's lexicon entries give (``verb_refs``) or one named after the
    verb itself is the verb's own. With no WordNet, nothing is set apart.

    >>> from verifier.bridge import Bridge
    >>> b = Bridge(lexicon=None)
    >>> names_other_happening(b, "die", "dbo:birthDate"), names_other_happening(b, "die", "dbo:deathDate")
    (True, False)
    >>> names_other_happening(b, "begin", "dbo:startDate"), names_other_happening(b, "happen", "dbo:date")
    (False, False)
    """
    wn = res._wordnet()
    if wn is None or any(q == prop for q, _ in verb_refs) or stem_matches(verb, prop):
        return False
    if not is_date_property(prop, res.lexicon, res._table(load_vague_table)):
        return False
    own = set(res.event_nouns(verb)) | {w.lower() for w in spelled}
    for word in name_words(prop):
        if word in _KIND_WORDS or word in own:
            continue
        try:
            verbs = {r.name() for s in wn.synsets(word, "n") for lem in s.lemmas() if lem.name().lower() == word
                     for r in lem.derivationally_related_forms() if r.synset().pos() == "v"}
        except Exception:  # an odd form: nothing known of it
            continue
        if any(word in res.event_nouns(v) for v in verbs if v != verb):
            return True
    return False


#: a WordNet gloss that defines a noun as what someone does something to, at or from: "a school you
#: graduated from", "any address at which you dwell", "the place where someone was born" (a generic
#: subject, then the verb, an auxiliary or "not" between); "someone who composes" names the doer instead
_GLOSS_CLAUSE = re.compile(r"\b(?:you|someone|somebody|one)\s+(?:(?:was|were|is|are|have|has|had|do|did|does|"
                           r"will|would|can|could|usually|often|first)\s+)*([a-z]+)")
#: the glossed noun's senses and the verb's synonym senses that count (WordNet's order: the first)
_GLOSS_SENSES = 1


def defined_by_verb(wordnet, verb: str, prop: str) -> str | None:
    """The noun of ``prop``'s name (its whole name, "alma mater", or one of its words) that WordNet's gloss
    defines as what someone ``verb``s (or a synonym of its first sense: "dwell" for "live"), its subject
    the verb's: ``dbo:almaMater`` for "graduate" ("a school you graduated from"), ``dbo:residence`` for
    "live" ("any address at which you dwell"). Then "X graduated from Y" is ``almaMater(X, Y)``: the
    verb's subject is the property's subject, the noun its value. None where no gloss says so.

    >>> from verifier.bridge import load_wordnet
    >>> wn = load_wordnet()
    >>> defined_by_verb(wn, "graduate", "dbo:almaMater"), defined_by_verb(wn, "live", "dbo:residence")
    ('alma mater', 'residence')
    >>> defined_by_verb(wn, "compose", "dbo:composer") is None  # "someone who composes": the doer
    True
    """
    if wordnet is None:
        return None
    words = [w for w in name_words(local_name(prop)) if w not in _KIND_WORDS]
    if not words:
        return None
    verbs = {verb.lower()}
    try:
        for synset in list(wordnet.synsets(verb, "v"))[:_GLOSS_SENSES]:
            verbs |= {n.lower() for n in synset.lemma_names()}
    except Exception:  # an odd form: the verb alone
        pass
    for noun in dict.fromkeys(["_".join(words)] + words):
        try:
            glosses = [g.definition() for g in list(wordnet.synsets(noun, "n"))[:_GLOSS_SENSES]]
        except Exception:
            continue
        for gloss in glosses:
            for m in _GLOSS_CLAUSE.finditer(gloss.lower()):
                try:
                    base = wordnet.morphy(m.group(1), "v") or m.group(1)
                except Exception:
                    base = m.group(1)
                if base in verbs:
                    return noun.replace("_", " ")
    return None




def caused_happening(wordnet, verb: str, prop: str) -> tuple[str, str] | None:
    """``(noun, caused verb)`` where ``prop``'s name is one noun of a happening (with only kinds of value
    beside it: "place", "date" …) that WordNet derives from a verb the verb's first sense causes, or that
    its direct hypernym causes (a troponym does what its hypernym does, so causes what it causes): to
    *assassinate* is to *kill* (assassinate.v.01 → murder … kill.v.01), which causes to *die*, whose
    happening is *death*; so the one assassinated is the one who died, and "Where was X assassinated?"
    asks X's ``deathPlace``. Read only for a passive (its subject is the verb's object, the one the
    caused verb is said of). None where no cause links them.

    >>> from verifier.bridge import load_wordnet
    >>> wn = load_wordnet()
    >>> caused_happening(wn, "assassinate", "dbo:deathPlace"), caused_happening(wn, "kill", "dbo:deathDate")
    (('death', 'die'), ('death', 'die'))
    >>> caused_happening(wn, "assassinate", "dbo:birthPlace"), caused_happening(wn, "die", "dbo:deathPlace")
    (None, None)
    """
    words = [w for w in name_words(local_name(prop)) if w not in _KIND_WORDS]
    if wordnet is None or len(words) != 1:
        return None
    try:
        for first in list(wordnet.synsets(verb, "v"))[:1]:
            for cause in [c for s in [first, *first.hypernyms()] for c in s.causes()]:
                for lem in cause.lemmas():
                    for rel in lem.derivationally_related_forms():
                        if rel.synset().lexname() in _EVENT_LEXNAMES and rel.name().lower() == words[0]:
                            return words[0], cause.lemma_names()[0].replace("_", " ")
    except Exception:  # an odd form: none
        return None
    return None


#: how many of a name word's WordNet senses (its commonest first) may be the act a verb's noun names
#: (:func:`act_synonym`): "formation" says the act of forming in its third sense, *constitution, establishment,
#: formation*, and a rarer sense is no sense a property's name is read in ("release" is death only in its sixth)
_ACT_SENSES = 3


def act_synonym(wordnet, verb: str, prop: str) -> tuple[str, str] | None:
    """``(noun, derived)`` where ``prop``'s name is one noun with a kind of value beside it (:data:`_KIND_WORDS`:
    "date", "year", "place" …) and the noun, in one of its first :data:`_ACT_SENSES` senses, is a synonym of
    ``derived``, a noun of a happening (an act, event or process) that WordNet derives from a lemma of the
    verb's first sense: that sense of the noun *is* the verb's act, under another name. To *found* (first
    sense *establish, set up, found, launch*) derives *establishment*, whose sense *constitution,
    establishment, formation* is "the act of forming or establishing something": "When was X founded?" is
    X's ``dbo:formationYear``. A noun only related to the act (a hypernym, a sister) is none; a name with no
    kind of value ("dbo:organisation") or with two nouns is none. None where WordNet gives no such synonym.

    >>> from verifier.bridge import load_wordnet
    >>> wn = load_wordnet()
    >>> act_synonym(wn, "found", "dbo:formationYear"), act_synonym(wn, "found", "dbo:organisation")
    (('formation', 'establishment'), None)
    >>> act_synonym(wn, "found", "dbo:abolitionYear"), act_synonym(wn, "die", "dbo:releaseDate")
    (None, None)
    """
    words = name_words(local_name(prop))
    nouns = [w for w in words if w not in _KIND_WORDS]
    if wordnet is None or len(nouns) != 1 or len(words) < 2:
        return None
    noun = nouns[0]
    try:
        senses = list(wordnet.synsets(noun, "n"))[:_ACT_SENSES]
        for first in list(wordnet.synsets(verb, "v"))[:1]:
            for lem in first.lemmas():
                for rel in lem.derivationally_related_forms():
                    act = rel.synset()
                    if act.lexname() in _HAPPENING_FILES and act in senses and rel.name().lower() != noun:
                        return noun, rel.name().lower().replace("_", " ")
    except Exception:  # an odd form: none
        return None
    return None


def _glossed_properties(res, verb: str, word: str, props: Sequence[str], allowed: Sequence[str], wants: str,
                        shape: str, place_time: bool) -> dict[str, str]:
    """The query properties a verb with no lexicon entry of its own and a vague preposition reads by what WordNet
    says of a word of their names, each with the explanation's words (below the lexicon's readings, W_BY_NAME):
    a noun its gloss defines as what one does with the verb (:func:`defined_by_verb`, "a school you graduated
    from"); for a passive, the happening of what the verb causes (:func:`caused_happening`, "assassinated" as
    ``dbo:deathPlace``); with a place or time, a synonym of the verb's act (:func:`act_synonym`, "founded in
    1930" as ``dbo:formationYear``). ``wants`` ("date", "place" or ""): the kind of value the preposition's object
    is, which the property's values must be."""
    wn = res._wordnet()
    table = res._table(load_vague_table)
    said = word or verb
    out: dict[str, str] = {}
    for p in props:
        if p in allowed or p in _NEVER_GLOSSED:
            continue
        noun = defined_by_verb(wn, verb, p)
        dated = is_date_property(p, res.lexicon, table)
        fits = (wants == "date") == dated
        if noun and not ((wants == "date" and not dated) or (wants == "place" and dated)):
            out[p] = (f"‘{said}’ read as {p} by its name: WordNet defines “{noun}” as what one {verb}s; the lexicon "
                      f"does not list it")
        elif shape == "passive" and wants and (caused := caused_happening(wn, verb, p)) and fits:
            # "Where was X assassinated?": the one the verb is done to undergoes what it causes
            out[p] = (f"‘{said}’ read as {p} by its name: WordNet says to {verb} causes to {caused[1]}, whose "
                      f"happening is “{caused[0]}”; the lexicon does not list it")
        elif place_time and wants and (act := act_synonym(wn, verb, p)) and fits:
            out[p] = (f"‘{said}’ read as {p} by its name: WordNet's “{act[0]}” is, in one of its senses, “{act[1]}”, "
                      f"the act WordNet derives from “{verb}”; the lexicon does not list it")
    return out


def synonym_verb_entries(res, verb: str) -> tuple[str, list[LexicalEntry]]:
    """The first of the verb's WordNet synonyms (in its first sense) that the lexicon lists as a transitive
    verb of a property, with those entries; ``("", [])`` when none does. A verb the lexicon does not list
    may say what its synonym says: *express* is "express, show, evince", and a Wikidata lexicon reads "show"
    (an alias of "depicts") as the property, so "X is expressed in Y" is read as "X is shown in Y"
    (:func:`_vague_verb_options`). Only the transitive entries count: the synonym's own relation between
    its doer and its object, not a noun or a phrase the lexicon spells the same.

        >>> class R:
        ...     lexicon = type("L", (), {"lookup": staticmethod(lambda w, pos: [LexicalEntry(
        ...         "e1", w, "verb", "TransitiveFrame", "ex:shows")] if w == "show" else [])})()
        ...     synonyms_of = staticmethod(lambda w, pos: ["evince", "show"] if w == "express" else [])
        >>> [(s, [e.reference for e in es]) for s, es in [synonym_verb_entries(R, "express")]]
        [('show', ['ex:shows'])]
        >>> synonym_verb_entries(R, "sing")
        ('', [])
    """
    for syn in res.synonyms_of(verb, "v")[:8]:
        found = [e for e in res.lexicon.lookup(syn, "v") if e.reference and e.frame == "TransitiveFrame"]
        if found:
            return syn, found
    return "", []


def _turned_in_passive(entries: Sequence[LexicalEntry], shape: str, prep: str) -> set[str]:
    """The properties a verb's own transitive entries relate its doer to its object with (no marked
    argument), where the verb is passive with its doer unexpressed and the preposition one of place: "X is
    shown in Y" says of X what the verb's object is, and the place it is shown in is the work that shows it
    (Y shows X), so the property runs from the preposition's object to the passive's subject, not the way
    an intransitive verb's "X lies in Y" does. Another preposition names no doer: in "X was awarded with Y"
    the thing given is Y, and X is who has it, as the property's subject.

        >>> e = LexicalEntry("e1", "show", "verb", "TransitiveFrame", "ex:shows", args=(
        ...     SynArg("subject", "subject"), SynArg("directObject", "object")))
        >>> _turned_in_passive([e], "passive", "_in_p_state"), _turned_in_passive([e], "event", "_in_p_state")
        ({'ex:shows'}, set())
        >>> _turned_in_passive([e], "passive", "_with_p")
        set()
    """
    word = prep.split("_")[1] if prep.startswith("_") else prep
    if shape != "passive" or _SPATIAL_ROLES.get(word) != "place":
        return set()
    return {e.reference for e in entries if e.frame == "TransitiveFrame" and e.direction == "normal"
            and not e.markers}


def _vague_verb_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                        query_iris: Sequence[str], found: list[Option]) -> list[Option]:
    """A verb with a vague preposition on its event that no lexical option takes ("founded in
    1950", "launched from Baikonur", "Where do the Red Sox play?"): verb and preposition together
    denote one query property (:func:`verb_pp_properties`), through the event templates of
    ``intransitive_pp.tmpl``; several allowed properties also give their union as one reading. A verb
    the lexicon does not list reads so through its WordNet synonym's transitive entries
    (:func:`synonym_verb_entries`, below a verb's own); a passive's place preposition names the doer of the
    verb's own transitive property (:func:`_turned_in_passive`), which then has its own reading, no union."""
    table = res._table(load_vague_table)
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
            if len(a.args) == 2 and (a.pred in table.relations) and not (
                    a.pred == "loc_nonsp" and _bare_what(ctx, a.args[1])):
                # a bare "what" as the event's adjunct says neither where nor when (frames._bare_what)
                preps.setdefault(a.pred, []).append(a)
                if a in taken:
                    lexical.add(a.pred)
    if not preps:
        return []
    props = [n for n in dict.fromkeys(query_iris) if _looks_like_property(n)]
    entries = [e for e in res.lexicon.lookup(erg.lemma, "v") if e.reference]
    own_entries = bool(entries)
    # a verb the lexicon does not list, that no reading before took: its synonym's entries stand in for its own
    synonym, entries = (synonym_verb_entries(res, erg.lemma) if not entries and not found else ("", entries))
    out: list[Option] = []
    for pname, patoms in preps.items():
        turned = _turned_in_passive(entries, shape, pname)
        # an entry that marks its argument with a preposition says which relation that preposition
        # has with the verb: "die in/at" is the place of death, so "die from" is not
        verb_refs = [(e.reference, e.direction) for e in entries
                     if not e.markers or _markers_agree(e.markers, pname)]
        values = {a.args[-1] for a in patoms}
        # a year or a date ("in 1930", parsed as a state's "in" too) is no place: a property named for one
        # ("foundationPlace") is no reading of it, though one named for no kind of value may hold years
        dated = any(a.pred in LITERAL_PREDS and a.args and a.args[0] in values for a in ctx.atoms)
        wants = ("date" if pname.endswith("_temp") or any(("time_n", v) in ctx.unary for v in values) else
                 "place" if any(("place_n", v) in ctx.unary for v in values) else "")
        # the verb as the question spells it names a property too ("spoken in" → dbo:spokenIn)
        spelled = tuple(w for w in (word or "").split()[:1] if w.lower() != erg.lemma.lower())
        nouns = res.event_nouns(erg.lemma) + spelled
        allowed = verb_pp_properties(erg.lemma, verb_refs, pname, wants, props, table, res.lexicon,
                                     nouns, res._table(load_variant_rules))
        allowed = [p for p in allowed if not names_other_happening(res, erg.lemma, p, verb_refs, spelled)
                   and not (dated and _PLACE_WORDS & set(name_words(p)[-1:]))]
        if not wants and any(v in ctx.named for v in values):
            # a name is no date: "born in Norway" is no birth date, though the verb names both
            allowed = [p for p in allowed if not is_date_property(p, res.lexicon, table)]
        if pname in PLACE_TIME_LINKS and res.happening_nouns(erg.lemma):
            # "X died in Oslo" says where the death happened, not where X is: a verb that names a happening
            # is read by a place property that names it (its entries', its own name, "deathPlace"), never by a
            # mere member of the preposition's family ("city"), which would drop the verb. A time is the
            # happening's alone (a person has no date of its own): "When did the siege commence?" as its date
            allowed = [p for p in allowed if named_by_verb(erg.lemma, verb_refs, pname, p, nouns)
                       or is_date_property(p, res.lexicon, table)]
        # a query property whose name WordNet defines as what one does with the verb ("a school you
        # graduated from"), where the verb has no lexicon entry of its own: below the lexicon's readings
        glossed = {} if own_entries else _glossed_properties(res, erg.lemma, word, props, allowed, wants, shape,
                                                              pname in PLACE_TIME_LINKS)
        if pname in lexical:
            # a lexicon frame takes the preposition already ("launched from" as dbp:launchPad): one
            # more choice only for a query property named after the verb itself (dbo:launchSite),
            # never a mere member of the preposition's family
            refs = {r for r, _ in verb_refs}
            allowed = [p for p in allowed if stem_matches(erg.lemma, p) and p not in refs]
        # a property the verb itself names outranks the preposition's other family members
        own = {p for p in allowed if named_by_verb(erg.lemma, verb_refs, pname, p, nouns)}
        family = W_VAGUE_FAMILY if own else 1.0
        by_synonym = W_SYNONYM if synonym else 1.0
        readings = [(p, (p,), W_VAGUE * by_synonym * (1.0 if p in own else family)) for p in allowed]
        readings += [(p, (p,), W_BY_NAME) for p in glossed]
        joined = [p for p in allowed if p not in turned]  # a turned property has its own direction
        if len(joined) > 1:
            readings.append(("|".join(joined), tuple(joined), W_VAGUE_UNION * by_synonym
                             * (1.0 if own >= set(joined) else family)))
        for label, members, w in readings:
            doer = members == (members[0],) and members[0] in turned
            entry = LexicalEntry(f"vague:{erg.lemma}+{pname}", erg.lemma, "verb", "IntransitivePPFrame",
                                 members[0], args=(SynArg("subject", "object" if doer else "subject"),
                                                   SynArg("prepositionalAdjunct", "subject" if doer else "object")),
                                 curated=False, confidence=w)
            for t in res._templates_for(entry, arity, True, shape):
                slots = {"$pred": erg.pred, "$prep": pname}
                if len(members) == 1:
                    name, f = t.instantiate(dict(slots, **{"$P": members[0]}))
                else:
                    name, f = union_formula(t, slots, members)
                    name = name.replace("__vague_union__", label)
                said = (glossed[label] if label in glossed else
                        f"{erg.lemma} + {pname}: a vague preposition read as {label} (vague_relations.table)"
                        + (f", as for its WordNet synonym “{synonym}”" if synonym else "")
                        + (", the preposition's object its doer (a passive)" if doer else ""))
                ax = Axiom(name, f, t.family, source=said, word=word, kg_terms=members, weight=w)
                out.append(Option(key, (ax,), w, frozenset(patoms)))
    return out


def _comparison_options(res, reading: Reading, ctx: "_Context", query_iris: Sequence[str]
                        ) -> tuple[dict[tuple, list[Option]], set]:
    """"born after 1950", "released before 1990": a comparative preposition (a template of
    ``comparison.tmpl`` marks it) whose object is a year, on the event of a verb. The verb denotes
    one of the query's date or year properties, as a vague preposition on it would
    (:func:`verb_pp_properties`: one its lexicon entries refer to, or one named after it), and
    the year bounds that property's value. One key per comparison, so that the verb keeps its own
    options (its place, its object) beside it. Also the keys of the verbs whose every modifier a
    comparison reads: their axioms interpret the verb too."""
    tmpls = [t for t in res.templates if t.family == "comparison"]
    if not tmpls:
        return {}, set()
    vague_table, variant_rules = res._table(load_vague_table), res._table(load_variant_rules)
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
                refs = [(e.reference, e.direction) for e in res.lexicon.lookup(erg.lemma, "v") if e.reference]
                # "born" is dbo:birthYear in the lexicon, dbo:birthDate in the query: the same fact
                # (property_variants.table)
                refs += [(v, d) for r, d in refs for v in variants_among(r, props, variant_rules)]
                allowed = verb_pp_properties(erg.lemma, refs, ppred, "date", props, vague_table,
                                             res.lexicon, res.event_nouns(erg.lemma), variant_rules)
                allowed = [p for p in allowed if not names_other_happening(res, erg.lemma, p, refs)]
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
                        in_years = _is_year_property(res, p)
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


def _is_year_property(res, prop: str) -> bool:
    """Whether a property's values are years (``xsd:gYear``, or a name ending in "year") rather
    than dates, which the verifier counts in days."""
    if any(e.range == "xsd:gYear" for e in res.lexicon.by_reference(prop)):
        return True
    return prop.rsplit(":", 1)[-1].strip("<>").lower().endswith("year")


def _vague_context(res, reading: Reading, query_iris: Sequence[str]):
    """What vague-relation bridging needs once per reading: the nouns and the query's properties."""
    if not res._table(load_vague_table).rules:
        return None
    props = [n for n in dict.fromkeys(query_iris) if _looks_like_property(n)]
    ctx = _Context(reading.formula)
    # the wh-word's own noun ("What is in X?": thing(x) ∧ _in_p_loc(x, y)) heads a preposition too,
    # after the real nouns; so does the place "Where in France …" asks for (place_n)
    wh = [a for a in ctx.atoms if (a.pred in WH_NOUNS or a.pred == "place_n") and len(a.args) == 1
          and isinstance(a.args[0], Var)]
    # a multiword name by its whole text ("Ada Lind", not the head's "Lind")
    whole = {g.head: g.text for g in ctx.name_groups}
    named = {v: whole.get(v, a.args[1].name) for v, a in ctx.named.items() if a.pred == "named"}
    # the links inside a count ("have" in "the most lamps"): a stored count may read them instead
    counted = frozenset(a for f in subformulas(reading.formula) if isinstance(f, Count) for a in atoms(f.body))
    # a named thing heads a preposition too ("Is Lake Wendry in X?"), after the nouns (vague._head_noun)
    names = [a for a in ctx.named.values() if a.pred == "named"]
    return ctx.nouns + list(dict.fromkeys(wh)) + names, props, named, counted


def _named_kinds(choice, named: dict) -> dict:
    """What each named thing of the reading is called, for the vague readings that take a property named
    for the kind of thing a noun is attached to (``hypernym`` in ``vague_relations.table``): the name
    itself ("Denmark", which WordNet makes a country; a multiword name whole, then its last word) and the head
    word of the page the choice reads it as ("agency" for ``dbr:European_Space_Agency``, the reading of "ESA")."""
    pages: dict[str, list[str]] = {}
    for o in choice:
        if o.key and o.key[0] == "named" and len(o.key) > 1:
            pages.setdefault(str(o.key[1]), []).extend(t for a in o.axioms for t in a.kg_terms)
    out: dict = {}
    for var, name in named.items():
        words = [name.lower(), name.split()[-1].lower()] if name.split() else [name.lower()]
        for page in dict.fromkeys(pages.get(name, ())):
            head = name_words(local_name(page))
            if head:
                words.append(head[-1])
        out[var] = tuple(dict.fromkeys(words))
    return out


def _vague_readings(res, choice, dependent, covered, vague, query_props: set = frozenset(), vias=()):
    """The ways to read the vague atoms this choice leaves uncovered; the choice alone when there
    are none (or none can be read). With ``vias``, each reading's containment readings follow it."""
    if vague is not None:
        uncovered = [a for a in dependent if a not in covered]
        if uncovered:
            used = {t for o in choice for ax in o.axioms for t in ax.kg_terms}
            used |= {as_predicate(t) for t in used}
            found = vague_alternatives(uncovered, vague[0], vague[1], used, res._table(load_vague_table),
                                       res.templates, res.lexicon, res.hypernym_words,
                                       names=_named_kinds(choice, vague[2]),
                                       group=res.noun_group if res._wordnet() is not None else None,
                                       happening=res.happening_noun if res._wordnet() is not None else None,
                                       spare=vague[3])
            if found and vias:
                found = [alt for axioms, w, covers in found for alt in [(axioms, w, covers)] + [
                    (read, w * cw, covers) for read, cw in _contained(res, axioms, (), query_props, vias)]]
            if found:
                return found
    return [((), 1.0, frozenset())]


# ------------------------------------------------------------------ the word readers (readings/__init__.py)

def read_measure(w: WordContext, res) -> list[Option]:
    """A measure adjective whose degree is the noun's value ("the population of X": how populous),
    :func:`_measure_options`. Registered in front: its options come before the other readers'."""
    if w.erg.pos != "a":
        return []
    return _measure_options(res, w.key, list(w.occurrences), w.ctx, w.word)


def read_order(w: WordContext, res) -> list[Option]:
    """An order adjective ("first", "last") ranked by a query property (:func:`_order_options`)."""
    if w.erg.pos != "a":
        return []
    scalar = any(o.entry is not None and o.entry.kind == "scalar" for o in w.lex)
    return _order_options(res, w.key, list(w.occurrences), w.query.atoms, w.word, scalar)


def read_vague_verb(w: WordContext, res) -> list[Option]:
    """A vague verb read as the union of the properties ``vague_relations.table`` allows, beside what
    the readers before found for it (:func:`_vague_verb_options`)."""
    if w.erg.pos != "v":
        return []
    return _vague_verb_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word, list(w.query.iris),
                               list(w.found))
