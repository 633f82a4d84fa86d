"""Relational nouns the lexicon spells with "of" (or another preposition) inside them: "the place of birth
of Ada", "the location of formation of Tupolev", "the countries of citizenship of X".

A KG's property labels are often such phrases (Wikidata's "place of birth", "country of origin",
"location of formation"), and a lexicon built from them has one multiword entry for each. The grammar
does not see one word: it reads the head noun's own argument as the middle noun, and the last "of" on
the middle noun:

    _place_n_of(x, z) ∧ _birth_n_1(z) ∧ _of_p(z, y)

so neither "place" nor "birth of" has an entry that fits. This reading takes the three atoms together as
the entry "place of birth" with ``y`` its possessor, through the direction of the entry's frame; the way
back names the middle noun by a fixed witness ``w`` (as the two-word compounds of ``multiword.tmpl`` do,
which keeps the check free of ∀∃):

    (∀x y z. _place_n_of(x, z) ∧ _birth_n_1(z) ∧ _of_p(z, y) → wdt:P19(y, x))
    ∧ (∀x y. wdt:P19(y, x) → _place_n_of(x, w) ∧ _birth_n_1(w) ∧ _of_p(w, y))

The head may take the middle noun by another preposition where the lexicon spells it so ("the landmark at
elevation of 100", "the claim to fame of X": ``_landmark_n_1(x) ∧ _at_p_loc(x, z) ∧ _elevation_n_1(z) ∧
_of_p(z, y)``). Only entries whose written form is the three words (the head, its preposition, the middle
noun) are read, so the phrase is never more than the lexicon's own word for it.

    >>> from verifier.logic import Atom, Var
    >>> x, z, y = Var("x3"), Var("x13"), Var("x16")
    >>> [(t, [a.pred for a in group]) for t, group in of_phrases(
    ...     [Atom("_place_n_of", (x, z)), Atom("_birth_n_1", (z,)), Atom("_of_p", (z, y))])]
    [('place of birth', ['_place_n_of', '_birth_n_1', '_of_p'])]
"""

from __future__ import annotations

import re
from typing import Sequence

from ...logic import And, Atom, Const, Forall, Iff, Implies, Var, conj
from ..frames import _guessed_property_entries
from ..model import Axiom
from ..options import Option, _is_unexpressed, _kg_terms, _ordinal_words, nouns_by_variable, parse_erg_predicate

__all__ = ["of_phrases", "of_lexeme_options"]


def _of_links(formula_atoms: Sequence[Atom], v) -> list[Atom]:
    return [a for a in formula_atoms if a.pred == "_of_p" and len(a.args) == 2 and a.args[0] == v
            and isinstance(a.args[1], Var)]


#: a preposition's predicate (``_at_p_loc``, ``_to_p``): its word
_PREPOSITION = re.compile(r"^_([a-z]+)_p(?:_[a-z]+)?$")


def _head_links(formula_atoms: Sequence[Atom], v) -> list[tuple[Atom, str]]:
    """The links of a head noun to a middle noun: its "of" phrases, or any other preposition's ("the landmark
    at elevation of 100", "the claim to fame of X": a lexicon entry may spell the head with it)."""
    out = []
    for a in formula_atoms:
        m = _PREPOSITION.match(a.pred)
        if m and len(a.args) == 2 and a.args[0] == v and isinstance(a.args[1], Var):
            out.append((a, m.group(1)))
    return out


def _for_links(formula_atoms: Sequence[Atom], x, z) -> list[Atom]:
    """The "for Y" of a phrase that holds its own "of" (``_for_p(z, y)`` on the middle noun, or ``_for_p(x, y)``
    on the head): "the place of burial for Y", "the head of government for Y" say "… of Y" with another
    preposition, as a second "of" would read as the middle noun's own. Only a phrase the lexicon spells with
    its "of" is read so (see :func:`of_lexeme_options`); a one-word noun's "for" ("a mother for Y") is not."""
    for v in (z, x):
        found = [a for a in formula_atoms if a.pred == "_for_p" and len(a.args) == 2 and a.args[0] == v
                 and isinstance(a.args[1], Var)]
        if found:
            return found
    return []


def _possessors(formula_atoms: Sequence[Atom], v) -> list[Atom]:
    """The possessive links of the head noun ``v`` (``poss(v, y)``): the "Y" of "Y's place of birth"."""
    return [a for a in formula_atoms if a.pred == "poss" and len(a.args) == 2 and a.args[0] == v
            and isinstance(a.args[1], Var)]


def of_phrases(formula_atoms: Sequence[Atom]) -> list[tuple[str, tuple[Atom, ...]]]:
    """The "N1 of N2 of Y" shapes of a reading: (the words "n1 of n2", (head, middle noun, the head's own
    link to the middle noun where it takes it so — ``_location_n_1(x) ∧ _of_p(x, z)`` —, then the
    middle noun's links to Y, one for each Y of a distributed "of A or B"))."""
    nouns = nouns_by_variable(formula_atoms)
    out = []
    for head in formula_atoms:
        erg = parse_erg_predicate(head.pred)
        if erg is None or erg.pos != "n" or not head.args or not isinstance(head.args[0], Var):
            continue
        own: tuple[Atom, ...] = ()
        word = "of"
        if len(head.args) == 2 and isinstance(head.args[1], Var) and not _is_unexpressed(head.args[1]):
            z = head.args[1]
        elif len(head.args) == 1 or (len(head.args) == 2 and _is_unexpressed(head.args[1])):
            links = _head_links(formula_atoms, head.args[0])
            if len(links) != 1:
                continue
            (link, word), = links
            z, own = link.args[1], (link,)
        else:
            continue
        middles = nouns.get(z, [])
        # "the claim to fame, that is a work, of X": a clause set off by commas after the phrase's last word
        # lands on the middle noun, so it has two nouns, the phrase's and the clause's (:func:`_restrictions`);
        # each is tried as the phrase's
        if len(middles) != 1 and not (len(middles) == 2 and own):
            continue
        for mid in middles:
            if len(mid.args) == 2 and not _is_unexpressed(mid.args[1]):
                continue
            links = _of_links(formula_atoms, z)  # more than one where "of A or B" was distributed
            if not links:
                # "their place of birth", "X's location of death", "have Y as the location of death": the
                # possessor is the head's, not the middle noun's "of"
                links = _possessors(formula_atoms, head.args[0])
            if not links:
                links = _for_links(formula_atoms, head.args[0], z)
            if links:
                merg = parse_erg_predicate(mid.pred)
                out.append((f"{erg.lemma} {word} {merg.lemma}", (head, mid, *own, *links)))
    return out


def _restrictions(formula_atoms: Sequence[Atom], mid: Atom, equated: Sequence[tuple] = ()) -> list[Atom]:
    """The other nouns on the middle noun's variable, or on one the reading equates with it: a clause set off by
    commas after the phrase ("the claim to fame, that is a work, of X"; "…, that is a film and a work, of X",
    each conjunct on its own variable, equated) restricts the phrase, which the lexicon reads as one word, not
    its inner noun (the grammar cannot tell "claim to fame" is one word and attaches the clause to the nearest
    noun)."""
    z = mid.args[0]
    same = {z} | {b for a, b in equated if a == z} | {a for a, b in equated if b == z}
    nouns = nouns_by_variable(formula_atoms)
    return [a for v in same for a in nouns.get(v, []) if a != mid
            and (len(a.args) == 1 or (len(a.args) == 2 and _is_unexpressed(a.args[1])))]


def _head(head: Atom, x, z, rest, link: str = "_of_p") -> list[Atom]:
    """The head noun's atoms on ``x`` with its middle noun ``z``: its own argument, or its link to it."""
    if len(head.args) == 2 and not _is_unexpressed(head.args[1]):
        return [Atom(head.pred, (x, z))]
    return [Atom(head.pred, (x,) if len(head.args) == 1 else (x, rest)), Atom(link, (x, z))]


def _middle(mid: Atom, z, rest) -> Atom:
    """The middle noun's atom on ``z``, its unexpressed argument (if any) as ``rest``."""
    return Atom(mid.pred, (z,) if len(mid.args) == 1 else (z, rest))


def _ordinal_of(formula_atoms: Sequence[Atom], mid: Atom) -> tuple[str, Atom] | None:
    """The ordinal word on the middle noun and its atom ("the date of first flight": ``ord(z, "1")``), or
    None where it has none, several, or one no word spells."""
    ords = [a for a in formula_atoms if a.pred == "ord" and len(a.args) == 2 and a.args[0] == mid.args[0]
            and isinstance(a.args[1], Const)]
    word = _ordinal_words().get(ords[0].args[1].name) if len(ords) == 1 else None
    return (word, ords[0]) if word else None


def _phrase_entries(res, text: str, query_labels: dict | None) -> list:
    """The lexicon's relational entries for ``text``; with none, the query properties whose label or local
    name is the phrase (``dbp:dateOfBirth`` for "date of birth", the default frame, a guess's weight): a
    lexicon lists some words of a KG, not all, and the property's own name is the phrase."""
    entries = [e for e in res.lexicon.lookup(text, "n")
               if e.frame == "NounPPFrame" and e.reference and e.kind == "property" and e.value is None
               and e.direction]
    if entries or not query_labels:
        return entries
    return _guessed_property_entries(text, query_labels)


def of_lexeme_options(res, formula_atoms: Sequence[Atom], taken: set,
                      query_labels: dict | None = None, equated: Sequence[tuple] = ()) -> list[tuple[frozenset, Option]]:
    """The options of each "N1 of N2 of Y" phrase whose words are a NounPPFrame entry of the lexicon, or
    the label of a query property where the lexicon has none (:func:`_phrase_entries`), with the atoms
    each covers. An ordinal on the middle noun is a word of the phrase where an entry or label spells it
    so ("the date of first flight of X"). A comma clause on the middle noun (``equated``: the reading's
    pairs of variables it says are one individual) is the phrase's: its nouns hold of the middle noun
    exactly where they hold of the phrase (:func:`_restrictions`)."""
    out = []
    for text, group in of_phrases(formula_atoms):
        head, mid = group[0], group[1]
        if set(group) & taken:
            continue
        ordinal = _ordinal_of(formula_atoms, mid)
        # an ordinal's phrase first ("the date of first flight"), else the phrase without it, as before
        entries = _phrase_entries(res, text.replace(" of ", f" of {ordinal[0]} ", 1), query_labels) \
            if ordinal is not None else []
        if entries:
            text = text.replace(" of ", f" of {ordinal[0]} ", 1)
        else:
            ordinal, entries = None, _phrase_entries(res, text, query_labels)
        # the head's own link to the middle noun, where it takes it by a preposition (the second of three)
        link = group[2].pred if len(group) > 2 and group[2].args[:1] == head.args[:1] and group[2].pred != "poss" \
            else "_of_p"
        # the possessor: the middle noun's "of" (the place of birth of Y), the head's possessive (Y's), or
        # the "for" of either (the place of burial for Y)
        last = group[-1]
        owner = (lambda x, z, y: Atom("poss", (x, y))) if last.pred == "poss" \
            else (lambda x, z, y: Atom(last.pred, (x if last.args[0] == head.args[0] else z, y)))
        if not entries:
            continue
        extra = [ordinal[1]] if ordinal is not None else []
        restrictions = _restrictions(formula_atoms, mid, equated)
        key = ("of-lexeme", text, head.args[0].name)
        options = []
        for e in entries:
            x, y, z, u, r = Var("x"), Var("y"), Var("z"), Var("u"), Var("r")
            w = Const(f"?{text.replace(' ', '_')}#{e.reference}")
            prop = (lambda a, b: Atom(e.reference, (b, a))) if e.direction == "inverse" \
                else (lambda a, b: Atom(e.reference, (a, b)))
            ords = [Atom("ord", (z, a.args[1])) for a in extra]
            forward = Forall((x, y, z, u), Implies(
                conj(_head(head, x, z, u, link) + [_middle(mid, z, u), owner(x, z, y)] + ords), prop(x, y)))
            back = Forall((x, y), Implies(prop(x, y), conj(_head(head, x, w, w, link) + [
                _middle(mid, w, w), owner(x, w, y)] + [Atom("ord", (w, a.args[1])) for a in extra])))
            # a comma clause on the middle noun is the phrase's: C(z) ↔ C(x) where the phrase holds of x and z
            moved = tuple(Forall((x, z, u) + (() if len(c.args) == 1 else (r,)), Implies(
                conj(_head(head, x, z, u, link) + [_middle(mid, z, u)]), Iff(_middle(c, z, r), _middle(c, x, r))))
                for c in restrictions)
            ax = Axiom(f"{head.pred}+{mid.pred}+of={e.reference}", And((forward, back) + moved), "multiword",
                       source=(f'query IRI {e.reference} named "{text}" (no lexicon entry: read by its name)'
                               if e.id.startswith("guess:") else
                               f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else "")), word=text,
                       kg_terms=_kg_terms(e.reference, None), weight=e.confidence)
            options.append(Option(key, (ax,), ax.weight, frozenset(group) | frozenset(extra), e))
        out.append((frozenset(group) | frozenset(extra), options))
    return out
