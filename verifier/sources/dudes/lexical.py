"""Lexical DUDES: one per lexicon frame kind, with the frame's argument markers, and one per entity.

============================  ===============================================================
frame                         DUDES (main variable; conditions; selection pairs)
============================  ===============================================================
NounPPFrame ("mass of Y")     x; ``y P x`` (inverse) or ``x P y``; ``(y, of)``
NounPredicateFrame (class)    x; ``x rdf:type C`` or ``x P v`` (owl:hasValue); —
Adjective…Frame (hasValue)    x; ``x P v``; ``(x, mod)``
AdjectiveSuperlativeFrame     x; ``x P d``; ``(x, mod)``; scale (d, P, OILS degree)
TransitiveFrame               —; ``s P o`` by the sense's subjOfProp/objOfProp; ``(s, subj)``, ``(o, dobj)``
IntransitivePPFrame           —; likewise; ``(s, subj)``, ``(o, <preposition>)``
entity                        the IRI itself; —; —
============================  ===============================================================

The markers ``subj``/``dobj`` stand for the verb's first and second ERG arguments (the ERG already
undoes passives: "developed by X" has X as ARG1), ``mod`` for the noun an adjective modifies, and a
preposition for a prepositional argument.
"""

from __future__ import annotations

from ...bridge import LexicalEntry
from .structure import Dudes, Iri, Literal, Scale, SelectionPair, Triple, Var

__all__ = ["from_entry", "from_entity", "from_literal", "empty", "degree_word", "copula", "signature",
           "DEGREE_WORDS"]

#: degree words that order or compare a value directly ("the highest boiling point", "greater than 0.7"):
#: lemma → True for the high end of the scale
DEGREE_WORDS = {"high": True, "great": True, "large": True, "big": True, "much": True, "many": True,
                "low": False, "small": False, "little": False, "few": False}

_VALUE_TYPES = ("xsd:", "rdf:langString")


def _term(name: str | None) -> Iri | Literal | None:
    if name is None:
        return None
    if name.startswith(("<", "http")) or (":" in name and " " not in name and not name[0].isdigit()):
        return Iri(name)
    return Literal(name)


def signature(e: LexicalEntry) -> tuple:
    """What makes two entries the same lexical choice for DUDES (lexica repeat entries)."""
    return (e.frame, e.reference, e.value, e.direction, e.markers, e.degree)


def _marker(e: LexicalEntry, default: str) -> str:
    for a in e.args:
        if a.marker and a.role not in ("subject", "copulativeArg", "copulativeSubject", "attributiveArg"):
            return a.marker.lower()
    return default


def from_entry(e: LexicalEntry, head: Var) -> Dudes | None:
    """The DUDES of one lexical entry, its main (or first) referent named ``head``; None when the frame
    has no DUDES here."""
    src = (e.id,)
    score = e.confidence if e.confidence else 1.0
    if e.reference is None:
        return None
    prop = Iri(e.reference)
    if e.frame == "NounPPFrame" and e.kind == "property":
        y = Var(head.name + "_arg")
        t = Triple(head, prop, y) if e.direction == "normal" else Triple(y, prop, head)
        return Dudes(head, frozenset({head, y}), (t,), (SelectionPair(y, _marker(e, "of")),), score=score,
                     sources=src)
    if e.frame in ("NounPredicateFrame", "NounPPFrame") and e.kind in ("class", "restriction"):
        if e.kind == "restriction":
            t = Triple(head, prop, _term(e.value))
        else:
            t = Triple(head, Iri("rdf:type"), prop)
        return Dudes(head, frozenset({head}), (t,), score=score, sources=src)
    if e.frame in ("AdjectiveAttributiveFrame", "AdjectivePredicateFrame") and e.kind == "restriction":
        t = Triple(head, prop, _term(e.value))
        return Dudes(head, frozenset({head}), (t,), (SelectionPair(head, "mod"),), score=score, sources=src)
    if e.frame in ("AdjectiveSuperlativeFrame", "AdjectiveAttributiveFrame", "AdjectivePredicateFrame") \
            and e.kind == "scalar":
        d = Var(head.name + "_deg")
        return Dudes(head, frozenset({head, d}), (Triple(head, prop, d),), (SelectionPair(head, "mod"),),
                     scale=Scale(d, prop, e.degree != "low"), score=score, sources=src)
    if e.frame in ("TransitiveFrame", "IntransitivePPFrame") and e.kind == "property":
        s, o = Var(head.name + "_s"), Var(head.name + "_o")
        roles = {a.role: a.maps_to for a in e.args}
        subj_maps = roles.get("subject", "subject")
        t = Triple(s, prop, o) if subj_maps != "object" else Triple(o, prop, s)
        if e.frame == "TransitiveFrame":
            # a directObject marked with a preposition other than "by" is the prepositional use
            # ("married *to* Y"); "by" marks the passive agent, which the ERG already makes ARG1
            m = _marker(e, "dobj")
            second = m if m not in ("by", "dobj") else "dobj"
        else:
            second = _marker(e, "in")
        return Dudes(None, frozenset({s, o}), (t,), (SelectionPair(s, "subj"), SelectionPair(o, second)),
                     score=score, sources=src)
    return None


def from_entity(name: str, score: float = 1.0, label: str = "") -> Dudes:
    """An entity's DUDES: the IRI is its main "variable"; no conditions."""
    return Dudes(Iri(name), score=score, sources=(f"entity:{name}" + (f"={label}" if label else ""),))


def from_literal(value: str, datatype: str | None = None) -> Dudes:
    """A number or string in the question ("above 100")."""
    return Dudes(Literal(value, datatype), sources=(f"literal:{value}",))


def empty(head: Var, score: float = 1.0) -> Dudes:
    """A referent with no condition: "what", "who", "thing" (the question's gap)."""
    return Dudes(head, frozenset({head}), score=score)


def degree_word(head: Var, high: bool, score: float = 0.9) -> Dudes:
    """A degree word applied to a value ("the *highest* boiling point"): its scale is the value itself."""
    return Dudes(head, frozenset({head}), (), (SelectionPair(head, "mod"),), scale=Scale(head, None, high),
                 score=score, sources=("degree:" + ("high" if high else "low"),))


def copula(head: Var) -> Dudes:
    """``be`` as identity: both arguments become one referent (``(v, subj)``, ``(v, pred)``)."""
    return Dudes(head, frozenset({head}), (), (SelectionPair(head, "subj"), SelectionPair(head, "pred")))
