"""A wh-noun that a verb takes for the way, cause or kind of its event: "What manner did Ada die?", "What cause
did Ada die of?".

The KG keeps such an aspect of an event as one property named "<noun> of <the event's noun>" ("manner of
death", "cause of death"), and the lexicon has that phrase as one NounPPFrame entry. The question names the
event by its verb, not its noun, and the grammar reads the wh-noun as the verb's second argument:

    _manner_n_of(x, i) ∧ _die_v_1(s, x)

so neither "manner" nor "die" has an entry that fits. This reading takes the two atoms together as the entry
"manner of death" where "death" is one of the nouns WordNet derives from the verb that name its happening
(:meth:`~verifier.bridge.resources.Resources.event_nouns`: "die" → "death", "bear" → "birth"), ``s`` the
entry's possessor ("the manner of death of Ada") and ``x`` its value. The way back names the noun's unexpressed
argument by a fixed witness, as :mod:`~verifier.bridge.readings.of_lexemes` does:

    (∀x s u. _manner_n_of(x, u) ∧ _die_v_1(s, x) → wdt:P1196(s, x))
    ∧ (∀x s. wdt:P1196(s, x) → _manner_n_of(x, w) ∧ _die_v_1(s, x))

On a KG whose questions type every answer by its class (the profile's ``typed_answer_namespaces``: SPICE over
Wikidata), the entry is also read with a class the query types the value by, but a person's: the noun is the
property's own word, so, as with "what" (:mod:`~verifier.bridge.wh_classes`), the class says no more than the
question ("What manner did Ada die?" typed as a kind of death):

    (∀x s u. _manner_n_of(x, u) ∧ _die_v_1(s, x) → wdt:P1196(s, x) ∧ wdt:P31(x, wd:Q9))
    ∧ (∀x s. wdt:P1196(s, x) ∧ wdt:P31(x, wd:Q9) → _manner_n_of(x, w) ∧ _die_v_1(s, x))

Only the question's own noun and the verb's own event nouns spell the phrase looked up, so a "manner" is never
read as a "cause of death"; a verb or a noun with no such entry leaves the words unread (the lexicon lists some
properties, not all: the absence of one is no evidence against a query).

    >>> from verifier.logic import Atom, Var
    >>> x, i, s = Var("x3"), Var("i7"), Var("x11")
    >>> [(a.atoms[0].pred, a.atoms[1].pred) for a in aspects([Atom("_manner_n_of", (x, i)),
    ...     Atom("_die_v_1", (s, x))])]
    [('_manner_n_of', '_die_v_1')]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...kg.profile import person_classes
from ...logic import And, Atom, Const, Forall, Implies, Var, conj
from ..model import Axiom
from ..options import (Option, _is_unexpressed, _kg_terms, nouns_by_variable, parse_erg_predicate, relational_entries,
                       typed_answer_typings)
from ..weights import W_SYNONYM

__all__ = ["Aspect", "aspects", "event_aspect_options"]

#: the lexicon's spellings of the noun ``{0}`` of the event noun ``{1}``
SPELLINGS = ("{0} of {1}", "{1} {0}")


@dataclass(frozen=True)
class Aspect:
    """One "What N did S V?" shape: its atoms (the noun, the verb), the noun's lemma, the verb's lemma, the
    verb's subject ``subject`` and the noun's variable ``value``."""

    atoms: tuple[Atom, Atom]
    noun: str
    verb: str
    subject: Var
    value: Var


def _relational(a: Atom) -> bool:
    """Is the atom a relational noun whose "of" argument the sentence leaves unexpressed (``_manner_n_of(x,
    i7)``): the aspect of something, which the verb's event then supplies?"""
    return len(a.args) == 2 and _is_unexpressed(a.args[1])


def aspects(formula_atoms: Sequence[Atom]) -> list[Aspect]:
    """The "What N did S V?" shapes of a reading: a verb whose second argument is the variable of a
    relational noun with its "of" unexpressed, and of nothing else (one noun on it, no other link: "the
    script for X" that Ada wrote is a script, not the aspect of a writing)."""
    nouns = nouns_by_variable(formula_atoms)
    out = []
    for v in formula_atoms:
        erg = parse_erg_predicate(v.pred)
        if erg is None or erg.pos != "v" or len(v.args) not in (2, 3):
            continue
        if len(v.args) == 3 and not _is_unexpressed(v.args[2]):
            continue
        s, x = v.args[0], v.args[1]
        if not isinstance(s, Var) or not isinstance(x, Var) or s.name.startswith("e") or _is_unexpressed(x):
            continue
        on_x = nouns.get(x, [])
        if len(on_x) != 1 or not _relational(on_x[0]) \
                or any(x in a.args for a in formula_atoms if a is not v and a is not on_x[0]):
            continue
        noun = parse_erg_predicate(on_x[0].pred).lemma
        out.append(Aspect((on_x[0], v), noun, erg.lemma, s, x))
    return out


def _answer_classes(query_atoms: Sequence[Atom]) -> list[tuple[str, str]]:
    """The (typing predicate, class) pairs the query types by that "what" may read as on a KG typing every
    answer: a class of its typed namespaces, and no person's."""
    persons = person_classes()
    return [(via, cls) for via, cls in typed_answer_typings(query_atoms) if cls not in persons]


def _axiom(a: Aspect, text: str, entry, typed: tuple[str, str] | None = None) -> Axiom:
    """The forward and backward implications of one entry for ``a``, its value typed by ``typed`` (a typing
    predicate and a class) where given (see the module's docstring)."""
    x, s, u = Var("x"), Var("s"), Var("u")
    head, verb = a.atoms
    w = Const(f"?{text.replace(' ', '_')}#{entry.reference}")

    def noun(arg):
        return Atom(head.pred, (x,) if len(head.args) == 1 else (x, arg))

    rest = (Var("r"),) if len(verb.args) == 3 else ()
    prop = Atom(entry.reference, (s, x)) if entry.direction == "inverse" else Atom(entry.reference, (x, s))
    if typed is not None:
        prop = conj([prop, Atom(typed[0], (x, Const(typed[1])))])
    forward = Forall((x, s, u, *rest), Implies(conj([noun(u), Atom(verb.pred, (s, x, *rest))]), prop))
    back = Forall((x, s), Implies(prop, conj([noun(w), Atom(verb.pred, (s, x, *((w,) if rest else ())))])))
    cls = typed[1] if typed is not None else None
    return Axiom(f"aspect:{head.pred}+{verb.pred}={entry.reference}" + (f"+{cls}" if cls else ""),
                 And((forward, back)), "multiword",
                 source=f"lexicon entry {entry.id}" + (f" ({entry.source})" if entry.source else ""), word=text,
                 kg_terms=_kg_terms(entry.reference, cls), weight=entry.confidence * (W_SYNONYM if cls else 1.0))


def event_aspect_options(res, formula_atoms: Sequence[Atom], taken: set, query_atoms: Sequence[Atom] = ()
                         ) -> list[tuple[frozenset, list[Option]]]:
    """The options of each "What N did S V?" shape whose "N of D" (or "D N") is a NounPPFrame entry of the
    lexicon, for ``D`` a noun WordNet derives from the verb that names its event, with the atoms each covers;
    each also with a class of ``query_atoms`` typing the value, on a KG typing every answer."""
    out = []
    classes = _answer_classes(query_atoms)
    for a in aspects(formula_atoms):
        covered = frozenset(a.atoms)
        if covered & taken:
            continue
        options: list[Option] = []
        key = ("aspect", a.atoms[0].pred, a.value.name)
        texts = [spelling.format(a.noun, event) for event in res.event_nouns(a.verb) for spelling in SPELLINGS]
        for text, e in relational_entries(res.lexicon, texts):  # "manner of death", "death manner": one option
            for typed in (None, *classes):
                ax = _axiom(a, text, e, typed)
                options.append(Option(key, (ax,), ax.weight, covered, e))
        if options:
            options.sort(key=lambda p: -p.weight)
            out.append((covered, options))
            taken = taken | covered
    return out
