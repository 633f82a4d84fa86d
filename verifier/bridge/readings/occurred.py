"""An event noun's place or time asked through a verb of happening: "Where did the death of Ada occur?", "When
did Ada's birth happen?", "In which city did the demise of Ada happen?".

The question names the event (``the death of Ada``) and asks where or when it happened; the KG keeps the place
or date of that kind of event as one property, which the lexicon names "place of death", "date of birth",
"location of burial". The grammar reads the verb's event, its location and the noun apart:

    _death_n_1(n) ∧ _of_p(n, y) ∧ _occur_v_to(e, n) ∧ loc_nonsp(e, x)

and no one word of it has an entry. This reading takes the four atoms together as the lexicon's entry for
the place (or the time) of the event noun, with ``y`` its possessor (the "of" or the possessive) and ``x``
the place: ``x`` is the place of ``n``, the death of ``y``, so it is ``y``'s place of death. The way back names
the event and its happening by fixed witnesses, as :mod:`~verifier.bridge.readings.of_lexemes` does:

    (∀n y e x. _death_n_1(n) ∧ _of_p(n, y) ∧ _occur_v_to(e, n) ∧ loc_nonsp(e, x) → wdt:P20(y, x))
    ∧ (∀y x. wdt:P20(y, x) → _death_n_1(w) ∧ _of_p(w, y) ∧ _occur_v_to(v, w) ∧ loc_nonsp(v, x))

A verb of happening is one WordNet puts in one sense with "happen" (occur, happen, go on, come about …).
The event noun is read as itself, a WordNet synonym in one of its first senses ("demise": *death, dying,
demise*) or a direct hypernym of one (an "expiration" in the sense *passing, loss, departure* is a kind of
death), below the noun's own word (``W_SYNONYM``). Where the location is a place (``place_n`` of "where",
or a noun WordNet makes a location: "city", "territory") the entries are the place's ("place of N",
"location of N", "site of N", "N place", "N location"); where it is a time (``time_n`` of "when", or a
noun WordNet makes a time period: "year") the time's ("date of N", "time of N", "year of N", "N date").
A location that is neither reads nothing, and an event noun with no such entry leaves the words unread:
the lexicon lists some properties, not all, so the absence of one is no evidence against a query.

    >>> from verifier.logic import Atom, Var
    >>> n, y, e, x = Var("x10"), Var("x15"), Var("e1"), Var("x4")
    >>> [(o.kind, o.nouns[:1]) for o in occurrences([Atom("place_n", (x,)), Atom("_death_n_1", (n,)),
    ...     Atom("_of_p", (n, y)), Atom("_happen_v_1", (e, n)), Atom("loc_nonsp", (e, x))], None)]
    [('place', ('death',))]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from ...logic import And, Atom, Const, Forall, Implies, Var, conj, free_vars, substitute
from ..model import Axiom
from ..options import Option, _is_unexpressed, _kg_terms, parse_erg_predicate, relational_entries
from ..weights import W_SYNONYM

__all__ = ["Occurrence", "occurrences", "occurrence_options"]

#: the lexicon's words for the place and for the time of an event noun ``{}``
HEADS = {"place": ("place of {}", "location of {}", "site of {}", "{} place", "{} location", "{} site"),
         "time": ("date of {}", "time of {}", "year of {}", "{} date", "{} time")}

#: the wh-words' own predicates, and the WordNet senses a location noun's first sense descends from
_WH_KIND = {"place_n": "place", "time_n": "time"}
_KIND_ROOTS = {"place": ("location.n.01",), "time": ("time_period.n.01",)}

#: a preposition that places an event (``_in_p_state``, ``_at_p``, ``_on_p_temp``) or the grammar's own link
_LOCATING = re.compile(r"^(?:loc_nonsp|_(?:in|at|on|during)_p(?:_[a-z]+)?)$")


@dataclass(frozen=True)
class Occurrence:
    """One "the N of Y happened at X" shape: its atoms (noun, possessor link, verb, location link), the
    possessor ``owner``, the location ``at``, the location's kind and the words the noun may be read as
    (its own first)."""

    atoms: tuple[Atom, ...]
    owner: Var
    at: Var
    kind: str
    nouns: tuple[str, ...]


def _senses(wn, lemma: str, pos: str, top: int) -> list:
    """The first ``top`` WordNet senses of ``lemma``; [] without WordNet or for a form it cannot read."""
    try:
        return list(wn.synsets(lemma, pos))[:top] if wn is not None else []
    except Exception:  # an odd form: no senses
        return []


def _happening(wn, lemma: str) -> bool:
    """Is the verb ``lemma`` one of happening: in one of its first three senses with "happen"?"""
    return any("happen" in s.lemma_names() for s in _senses(wn, lemma, "v", 3))


def _nouns(wn, lemma: str) -> tuple[str, ...]:
    """``lemma``, then its synonyms in its first three noun senses and their direct hypernyms' words (one
    word each)."""
    out = [lemma]
    for s in _senses(wn, lemma, "n", 3):
        out += [n for n in s.lemma_names() if "_" not in n]
        out += [n for h in s.hypernyms() for n in h.lemma_names() if "_" not in n]
    return tuple(dict.fromkeys(n.lower() for n in out))


def _kind(wn, formula_atoms: Sequence[Atom], x: Var) -> str | None:
    """Is ``x`` a place or a time: by the wh-word's predicate on it, else by its noun's first WordNet sense."""
    for a in formula_atoms:
        if a.args[:1] != (x,):
            continue
        if a.pred in _WH_KIND:
            return _WH_KIND[a.pred]
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos != "n":
            continue
        above = {h.name() for s in _senses(wn, erg.lemma, "n", 1) for path in s.hypernym_paths() for h in path}
        for kind, roots in _KIND_ROOTS.items():
            if above & set(roots):
                return kind
    return None


def occurrences(formula_atoms: Sequence[Atom], wn) -> list[Occurrence]:
    """The "the N of Y happened at X" shapes of a reading (``wn`` None: only "happen" itself is a verb of
    happening, and the noun is read as its own word)."""
    out = []
    for v in formula_atoms:
        erg = parse_erg_predicate(v.pred)
        if erg is None or erg.pos != "v" or len(v.args) not in (2, 3) or not isinstance(v.args[1], Var):
            continue
        if not (erg.lemma == "happen" or _happening(wn, erg.lemma)):
            continue
        e, n = v.args[0], v.args[1]
        if not e.name.startswith("e") or (len(v.args) == 3 and not _is_unexpressed(v.args[2])):
            continue
        nouns = [a for a in formula_atoms if a.args[:1] == (n,) and (ne := parse_erg_predicate(a.pred)) is not None
                 and ne.pos == "n" and (len(a.args) == 1 or _is_unexpressed(a.args[1]))]
        owners = [a for a in formula_atoms if a.pred in ("_of_p", "poss") and len(a.args) == 2 and a.args[0] == n
                  and isinstance(a.args[1], Var)]
        places = [a for a in formula_atoms if _LOCATING.match(a.pred) and len(a.args) == 2 and a.args[0] == e
                  and isinstance(a.args[1], Var)]
        if len(nouns) != 1 or len(owners) != 1 or len(places) != 1:
            continue
        x = places[0].args[1]
        kind = _kind(wn, formula_atoms, x)
        if kind is None:
            continue
        lemma = parse_erg_predicate(nouns[0].pred).lemma
        out.append(Occurrence((nouns[0], owners[0], v, places[0]), owners[0].args[1], x, kind, _nouns(wn, lemma)))
    return out


def _axiom(o: Occurrence, text: str, entry, weight: float) -> Axiom:
    """The forward and backward implications of one entry for ``o`` (see the module's docstring)."""
    y, x = Var("y"), Var("x")
    group = [substitute(a, {o.owner: y, o.at: x}) for a in o.atoms]
    inner = sorted(set().union(*(free_vars(a) for a in group)) - {x, y}, key=lambda t: t.name)
    prop = Atom(entry.reference, (y, x)) if entry.direction == "inverse" else Atom(entry.reference, (x, y))
    forward = Forall(tuple([*inner, y, x]), Implies(conj(group), prop))
    stem = text.replace(" ", "_")
    witnesses = {t: Const(f"?{stem}#{entry.reference}#{t.name[:1]}{k}") for k, t in enumerate(inner)}
    back = Forall((y, x), Implies(prop, conj([substitute(a, witnesses) for a in group])))
    return Axiom(f"occurred:{o.atoms[0].pred}+{o.atoms[2].pred}={entry.reference}", And((forward, back)),
                 "multiword", source=f"lexicon entry {entry.id}" + (f" ({entry.source})" if entry.source else ""),
                 word=text, kg_terms=_kg_terms(entry.reference, None), weight=weight)


def occurrence_options(res, formula_atoms: Sequence[Atom], taken: set, wn) -> list[tuple[frozenset, list[Option]]]:
    """The options of each "the N of Y happened at X" shape whose place (or time) of N, or of a synonym or a
    direct hypernym of N, is a NounPPFrame entry of the lexicon, with the atoms each covers."""
    out = []
    for o in occurrences(formula_atoms, wn):
        covered = frozenset(o.atoms)
        if covered & taken:
            continue
        options: list[Option] = []
        nth: dict[str, int] = {}  # each spelling's noun: 0 the question's own, then its synonyms and hypernyms
        for k, noun in enumerate(o.nouns):
            for head in HEADS[o.kind]:
                nth.setdefault(head.format(noun), k)
        for text, e in relational_entries(res.lexicon, nth):
            weight = e.confidence * (1.0 if nth[text] == 0 else W_SYNONYM)
            ax = _axiom(o, text, e, weight)
            options.append(Option(("occurred", o.atoms[0].pred, o.at.name), (ax,), weight, covered, e))
        if options:
            options.sort(key=lambda p: -p.weight)
            out.append((covered, options))
            taken = taken | covered
    return out
