"""A verb read through the query property its object's words name.

"Which awards did Ada Quill win?" asked of a KG that keeps prizes under ``dbo:award``: the verb "win"
has no lexicon entry, and no name links "win" to "award". The object does: its noun *is* the
property's name, so the verb reports that its subject stands in that relation to the object. The
reading takes the verb and its object's words together (``transitive_verb.tmpl``, shape
``object_named``)::

    _award_n_1(y) ∧ _win_v_1(x, y)        ∀x y. _win_v_1(x, y) ∧ _award_n_1(y) ↔ dbo:award(x, y)

The object's words stay in the axiom, so the reading says nothing of a verb with another object
("Which films did Ada win?"), and the direction is the verb's own: the subject is the property's
subject, so ``?y dbo:award dbr:Ada_Quill`` is still reversed. A relational noun with no complement
("instruments": ``_instrument_n_of(y, i)``) is read with a fixed witness for its missing argument, as
the two-word compounds are, which keeps both directions decidable.

Built only where neither the verb nor the object's words have a lexicon entry (the lexicon's
readings stand where it has some), where the object is described by words alone (no name, no
preposition, no other relation on it), and where the query types nothing by a class the noun names
(the class reading reads the noun then).

    >>> from verifier.logic import Atom, Var
    >>> x, y = Var("x3"), Var("x9")
    >>> described = object_description([Atom("_win_v_1", (x, y))],
    ...     [Atom("_win_v_1", (x, y)), Atom("_major_a_1", (y,)), Atom("_award_n_1", (y,))])
    >>> described.event, described.words, described.relational
    (False, (('major', '_major_a_1'), ('award', '_award_n_1')), None)
    >>> object_texts(described)
    ('award', 'major award')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...kg.iri import local_name, name_words
from ...logic import Atom, Const, Exists, Forall, Iff, Implies, Var
from ...question.light import relation_verbs
from ..autolex import _TRANSITIVE_NORMAL
from ..frames import _labelled
from ..labels import as_predicate
from ..lexicon import LexicalEntry, SynArg
from ..model import Axiom
from ..options import (ErgPredicate, Option, _is_event, _is_unexpressed, _looks_like_class, _looks_like_property,
                       _typing_properties, parse_erg_predicate)
from ..weights import W_GUESSED

__all__ = ["ObjectWords", "object_description", "object_texts", "object_named_options", "subject_named_options",
           "relation_name_options"]

#: the links on a verb's event that place it: the subject reading needs one ("spoken in Estonia")
_PLACE_LINKS = frozenset({"_in_p", "_in_p_state", "_in_p_loc", "_at_p", "_at_p_state", "_on_p", "_on_p_state",
                          "_on_p_loc"})


#: an IntransitivePPFrame whose prepositional argument is the property's subject
_PP_INVERSE = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject"))


@dataclass(frozen=True)
class ObjectWords:
    """How a verb's object is described: whether the verb keeps its event, the ``(lemma, predicate)``
    of each one-place noun and adjective on the object (in the question's order), the relational noun
    with no complement that is its only word (or None), and the atoms that describe it."""
    event: bool
    words: tuple[tuple[str, str], ...]
    relational: str | None
    atoms: frozenset


def _describing_words(v: Var, skip: Atom, all_atoms: Sequence[Atom]
                      ) -> tuple[tuple[tuple[str, str], ...], str | None, frozenset] | None:
    """What describes ``v`` besides the atom ``skip``: the ``(lemma, predicate)`` of each one-place noun and
    adjective on it (in the question's order), the one relational noun on it whose complement the sentence
    leaves unexpressed (or None), and their atoms; None when anything else mentions ``v`` (a name, a
    preposition, a second relation). The callers decide how many nouns a description may have."""
    words, relational, used = [], None, []
    for a in all_atoms:
        if a == skip or v not in a.args:
            continue
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos not in ("n", "a") or a.args[0] != v:
            return None
        if len(a.args) == 1:
            words.append((erg.lemma.lower(), a.pred))
        elif len(a.args) == 2 and erg.pos == "n" and _is_unexpressed(a.args[1]) and relational is None:
            relational = a.pred
        else:
            return None
        used.append(a)
    return tuple(words), relational, frozenset(used)


def object_description(occurrences: Sequence[Atom], all_atoms: Sequence[Atom]) -> ObjectWords | None:
    """The description of the verb's object when words alone describe it and every occurrence agrees;
    None when the subject or the object is unexpressed, the object is no variable, another atom (a
    name, a preposition, a second relation) mentions it, or something modifies the verb's event."""
    found: set = set()
    for occ in occurrences:
        event = len(occ.args) == 3 and _is_event(occ.args[0])
        if len(occ.args) != (3 if event else 2):
            return None
        x, o = occ.args[-2], occ.args[-1]
        if _is_unexpressed(x) or not isinstance(o, Var) or _is_unexpressed(o):
            return None
        if event and any(a != occ and occ.args[0] in a.args for a in all_atoms):
            # a modifier of the verb's event ("Which ingredients do I need for a cake?"): the verb says
            # more than that its subject has the object
            return None
        described = _describing_words(o, occ, all_atoms)
        if described is None:
            return None
        words, relational, used = described
        nouns = [p for _, p in words if parse_erg_predicate(p).pos == "n"]
        if relational is not None and words:
            return None  # a relational noun with adjectives: no shape reads the two together
        if relational is None and len(nouns) != 1:
            return None
        found.add(ObjectWords(event, words, relational, used))
    if len({(f.event, f.words, f.relational) for f in found}) != 1:
        return None
    first = next(iter(found))
    return ObjectWords(first.event, first.words, first.relational, frozenset(a for f in found for a in f.atoms))


def object_texts(described: ObjectWords) -> tuple[str, ...]:
    """The phrases that may spell the property: the noun alone, then with its adjectives before it."""
    if described.relational is not None:
        return (parse_erg_predicate(described.relational).lemma.lower(),)
    noun = next(w for w, p in described.words if parse_erg_predicate(p).pos == "n")
    adjectives = [w for w, p in described.words if parse_erg_predicate(p).pos == "a"]
    return tuple(dict.fromkeys([noun] + ([" ".join(adjectives + [noun])] if adjectives else [])))


def _spelled_properties(res, preds: Sequence[str], texts: Sequence[str], query_labels: dict[str, list[str]],
                        beside_class: bool = False) -> tuple[str, list[str]]:
    """The phrase of all the words and the query properties it spells, for words of which none has a
    lexicon entry that the query uses and none names a query class (the class reading reads them then;
    ``beside_class``: the caller leaves the words to it and reads only the verb); ``("", [])`` otherwise.
    An entry the query does not use ("language" as dbo:Language, a query with only
    dbo:language) cannot be what the query says, so it does not stop the reading by the property's name.
    Every word must be in the name: with one the name lacks ("major awards" and dbo:award, "artistic
    movement" and dbo:movement) the phrase is left to the readings of its own words (a WordNet noun, a
    relation verb's noun)."""
    for p in preds:
        perg = parse_erg_predicate(p)
        if any(e.reference in query_labels or e.value in query_labels for e in res.lexicon.lookup(perg.lemma, perg.pos)):
            return "", []
    if not beside_class and _names_a_class(texts, query_labels):
        return "", []
    text = texts[-1]
    return text, _labelled(text, query_labels, lambda n: _looks_like_property(n) and n not in _typing_properties())


def _names_a_class(texts: Sequence[str], query_labels: dict[str, list[str]]) -> bool:
    """Does one of the phrases name a class of the query's (by its label or local name)?"""
    return any(_labelled(t, query_labels, _looks_like_class) for t in texts)


def object_named_options(res, key, erg: ErgPredicate, occurrences: Sequence[Atom], all_atoms: Sequence[Atom],
                         word: str, query_labels: dict[str, list[str]]) -> tuple[list[Option], frozenset]:
    """The options reading the verb with its object as a query property the object's words name
    (``transitive_verb.tmpl``, shapes ``object_named`` and ``object_named_relational``), and the
    object's atoms, which they read too; ``([], frozenset())`` where the reading does not apply."""
    if erg.pos != "v" or res.lexicon.lookup(erg.lemma, "v"):
        return [], frozenset()
    described = object_description(occurrences, all_atoms)
    if described is None:
        return [], frozenset()
    preds = [described.relational] if described.relational else [p for _, p in described.words]
    text, props = _spelled_properties(res, preds, object_texts(described), query_labels)
    if not props:
        return [], frozenset()
    shape = "object_named_relational" if described.relational else "object_named"
    out: list[Option] = []
    for prop in props:
        entry = LexicalEntry(f"object:{prop}", erg.lemma, "verb", "TransitiveFrame", prop,
                             args=_TRANSITIVE_NORMAL, curated=False, confidence=W_GUESSED)
        arity = 3 if described.event else 2
        for t in res._templates_for(entry, arity, described.event, "transitive" if described.event else "",
                                    shape=shape):
            slots = {"$pred": erg.pred, "$P": prop}
            if described.relational:
                slots.update({"$noun": described.relational, "$w": Const(f"?{described.relational}#{prop}")})
            else:
                slots["$mod"] = tuple(p for _, p in described.words)
            name, f = t.instantiate(slots)
            said = (f"‘{word}’ with its object “{text}” read as {prop}: the object's words are the "
                    f"property's name; the lexicon has no entry for the verb")
            ax = Axiom(name, f, t.family, source=said, word=word, kg_terms=(prop,), weight=W_GUESSED * t.weight)
            out.append(Option(key, (ax,), ax.weight, frozenset()))
    return out, (described.atoms if out else frozenset())


def _words_on(v: Var, skip: Atom, all_atoms: Sequence[Atom]
              ) -> tuple[tuple[tuple[str, str], ...], str | None, frozenset] | None:
    """The one-place nouns and adjectives on ``v`` (besides ``skip``), exactly one noun among them, and
    their atoms; or, for a relational noun whose complement the sentence leaves unexpressed ("ethnic
    groups": ``_ethnic_a_1(x) ∧ _group_n_of(x, i)``), the adjectives, that noun's predicate and their
    atoms. None when anything else mentions ``v``."""
    described = _describing_words(v, skip, all_atoms)
    if described is None:
        return None
    nouns = sum(1 for _, p in described[0] if parse_erg_predicate(p).pos == "n")
    return described if nouns == (0 if described[1] else 1) else None


def subject_named_options(res, key, erg: ErgPredicate, occurrences: Sequence[Atom], all_atoms: Sequence[Atom],
                          word: str, query_labels: dict[str, list[str]]) -> tuple[list[Option], frozenset]:
    """"Which languages are spoken in Estonia?": a verb with no entry whose subject (the passive's, or an
    intransitive verb's) is described by words that spell a query property, and whose event a place
    preposition links to the property's subject (``intransitive_pp.tmpl``, shape ``subject_named``):
    ``∀x y. (∃e i. _speak_v_to(e, i, x) ∧ _in_p(e, y)) ∧ _language_n_1(x) ↔ dbo:language(y, x)``. The
    options cover the preposition; the subject's atoms are returned for the caller to take."""
    if erg.pos != "v" or res.lexicon.lookup(erg.lemma, "v") or len(occurrences) != 1:
        return [], frozenset()
    occ = occurrences[0]
    if not occ.args or not _is_event(occ.args[0]):
        return [], frozenset()
    if len(occ.args) == 2:
        shape, x = "event", occ.args[1]
    elif len(occ.args) == 3 and _is_unexpressed(occ.args[1]):
        shape, x = "passive", occ.args[2]
    else:
        return [], frozenset()
    if not isinstance(x, Var) or _is_unexpressed(x):
        return [], frozenset()
    on_event = [a for a in all_atoms if a != occ and occ.args[0] in a.args]
    if len(on_event) != 1 or on_event[0].pred not in _PLACE_LINKS or len(on_event[0].args) != 2:
        return [], frozenset()
    prep = on_event[0]
    described = _words_on(x, occ, all_atoms)
    if described is None:
        return [], frozenset()
    words, relational, used = described
    preds = [p for _, p in words] + ([relational] if relational else [])
    texts = object_texts(ObjectWords(False, words + (((parse_erg_predicate(relational).lemma.lower(), relational),)
                                                      if relational else ()), None, used))
    # "How many languages are spoken in X?" with ?l a dbo:Language: the class reading reads the noun, this
    # one the verb with its place, the noun kept in the axiom as its condition
    typed = _names_a_class(texts, query_labels)
    text, props = _spelled_properties(res, preds, texts, query_labels, beside_class=True)
    if not props:
        return [], frozenset()
    out: list[Option] = []
    form = "subject_named_relational" if relational else "subject_named"
    for prop in props:
        entry = LexicalEntry(f"subject:{prop}", erg.lemma, "verb", "IntransitivePPFrame", prop,
                             args=_PP_INVERSE, curated=False, confidence=W_GUESSED)
        for t in res._templates_for(entry, len(occ.args), True, shape, shape=form):
            slots = {"$pred": erg.pred, "$P": prop, "$prep": prep.pred, "$mod": tuple(p for _, p in words)}
            if relational:
                slots.update({"$noun": relational, "$w": Const(f"?{relational}#{prop}")})
            name, f = t.instantiate(slots)
            said = (f"‘{word}’ with its subject “{text}” read as {prop} by its name: the subject's words are the "
                    f"property's name, the place its subject; the lexicon has no entry for the verb")
            ax = Axiom(name, f, t.family, source=said, word=word, kg_terms=(prop,), weight=W_GUESSED * t.weight)
            out.append(Option(key, (ax,), ax.weight, frozenset({prep})))
    return out, (used if out and not typed else frozenset())


def _called_by(y: Var, ctx, kinds) -> tuple[Atom, tuple[str, ...], int, bool] | None:
    """How the question calls the thing ``y`` a relation word takes: ``(guard, words, own, by_name)``, the atom
    that names it, the words that say what it is, how many of them the question itself says (the rest are
    WordNet's), and whether a name (not a noun) says them. A name says it by its last word and, where WordNet knows the
    name, by what WordNet makes it an instance or a kind of (``kinds``: "France" is a country; "the Coral
    Alliance" is an alliance); a noun the name is compounded with says it by itself ("the Ada alliance" is
    an alliance). None where neither describes ``y``, or something else (an adjective, a second noun) does."""
    if y in ctx.named:
        group = next((g for g in ctx.name_groups if g.head == y), None)
        text = group.text if group is not None else str(ctx.named[y].args[1].name)
        own = tuple(dict.fromkeys(w.lower() for w in (text, text.split()[-1]) if w))
        return ctx.named[y], tuple(dict.fromkeys(own + tuple(sorted(kinds(own[0]))))), len(own), True
    on_y = [a for a in ctx.atoms if y in a.args]
    nouns = [a for a in on_y if len(a.args) == 1 and a.args[0] == y and (e := parse_erg_predicate(a.pred)) is not None
             and e.pos == "n"]
    named_mod = [a for a in on_y if a.pred in ("compound", "appos") and a.args[0] == y and a.args[1] in ctx.named]
    others = [a for a in on_y if a not in nouns and a not in named_mod]
    if len(nouns) != 1 or len(named_mod) != 1 or any(parse_erg_predicate(a.pred) is not None
                                                    and parse_erg_predicate(a.pred).pos == "a" for a in others):
        return None
    return nouns[0], (parse_erg_predicate(nouns[0].pred).lemma.lower(),), 1, False


def relation_name_options(res, key, occurrences: Sequence[Atom], ctx, word: str,
                          query_labels: dict[str, list[str]]) -> list[Option]:
    """A relation word (``grammars/relation_verbs.tsv``, holder ``subject``: "belong to", "participate in",
    "part of", "member of") whose object is a *named* thing, read as the query property named for what the
    thing is: "Which islands belong to Lowmere?" with ``?i dbo:country dbr:Lowmere`` where WordNet makes
    Lowmere a country; "Which firms are members of the Coral Alliance?" with ``dbo:alliance`` (the name's last
    word). "X belongs to N" says that N is X's N (as the noun reading of the table says), and the thing's
    name says which N it is. The axiom holds only of a thing so named (a guard on the name), and runs the
    verb's way (its subject is the property's subject), so a reversed query is still wrong; below the
    lexicon (``W_GUESSED``), only where the lexicon has no entry for the word::

        ∀x y. named(y, "Lowmere") → (_belong_v_to(x, y) ↔ dbo:country(x, y))

    A property named for a kind the thing is not ("Lowmere" and ``dbo:location``) is never read so."""
    pred = key[0]
    erg = parse_erg_predicate(pred)
    if erg is None or "subject" not in relation_verbs().get(pred, ()) or res.lexicon.lookup(erg.lemma, erg.pos):
        return []
    objects = set()
    for occ in occurrences:
        event = len(occ.args) == 3 and _is_event(occ.args[0])
        if len(occ.args) != (3 if event else 2) or (event and any(a != occ and occ.args[0] in a.args for a in ctx.atoms)):
            return []
        s, y = occ.args[-2], occ.args[-1]
        if not isinstance(s, Var) or _is_unexpressed(s) or not isinstance(y, Var) or _is_unexpressed(y) or s == y:
            return []
        objects.add((event, y))
    if len(objects) != 1:
        return []
    (event, y), = objects
    called = _called_by(y, ctx, res.hypernym_words)
    if called is None:
        return []
    guard, words, own, by_name = called
    out: list[Option] = []
    x, v, e = Var("x"), Var("y"), Var("e")
    for prop in query_labels:
        if not _looks_like_property(prop) or prop in _typing_properties():
            continue
        name = " ".join(name_words(local_name(prop)))
        said = next((w for w in words if name and name == w), None)
        if said is None:
            continue
        p = as_predicate(prop)
        verb_f = Exists((e,), Atom(pred, (e, x, v))) if event else Atom(pred, (x, v))
        g = Atom(guard.pred, tuple(v if a == y else a for a in guard.args))
        f = Forall((x, v), Implies(g, Iff(verb_f, Atom(p, (x, v)))))
        a_n = f"a{'n' if said[:1] in 'aeiou' else ''} {said}"
        how = (f"the object is called {a_n} (its noun)" if not by_name else
               f"the name “{words[0]}” says it is {a_n}" if said in words[:own] else
               f"WordNet makes “{words[0]}” {a_n}")
        ax = Axiom(f"relation_name:{pred}+{g.pred}={p}", f, "relation_noun",
                   source=(f"‘{word}’ read as {prop} by its name: {pred} says its object is a value of a relation of its "
                           f"subject's (relation_verbs.tsv), and {how}, which the property is named for; the lexicon "
                           "has no entry for the word"),
                   word=word, kg_terms=(prop,), weight=W_GUESSED)
        out.append(Option(key, (ax,), W_GUESSED))
    return out
