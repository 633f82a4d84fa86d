"""The class a wh-word implies, where the query states it: "Who …?" as a person class, "Where …?" as a
place class of the KG profile.

The wh-words contribute ``person(x)`` ("who") and ``place_n(x)`` ("where"), which the core templates read
as true of everything: a KG need not type its individuals, so the question does not demand a type. A
query may still state the type the wh-word implies — Wikidata's conversational benchmarks type every
answer (``?x wdt:P31 wd:Q502895`` for "Who died in Pisa?", an administrative territory for "Where was
Ada born?") — and that constraint is no more than the wh-word says. So, beside the core reading, the
wh-word also reads as a class of the profile's matching list (``person_classes``, ``place_classes``)
*that the query itself types by*, with the query's own typing predicate:

    ∀x. person(x) ↔ wdt:P31(x, wd:Q502895)

A query typing its answer by another class ("Who …?" with a film class) gets no such reading, and a
query without the class keeps the core reading, so the readings only ever add what the wh-word means.

"What …?" (``thing(x)``) names no class at all. Where a KG's questions type every answer by its class (the
profile's ``typed_answer_namespaces``: CSQA and SPICE over Wikidata), a class of that KG typing the answer is
as much as "what" says — but a person's ("what" does not ask for people), and only where no noun of the
question describes the answer: "What is X a member of?" typed as a club is read so; "What is the occupation
of X?" asks for an occupation, and a query typing that answer as a party contradicts the noun, which its own
readings decide. A KG whose answers are not typed so (DBpedia) keeps such a class an added constraint.

On such a KG "who" and "where" are also read as a class beyond the profile's lists, where the head noun of
the class's label names what the wh-word asks for (WordNet, in one of the noun's first two senses): "who"
an agent — a person, an organisation or a group, and no place ("Who produced X?" typed as an organization)
— and "where" a location or a structure ("Where was X educated?" typed as a university, "Where was it
held?" as a sports venue). Like "what", only where no noun of the question describes the answer.

    >>> from verifier.logic import Atom, Const, Var
    >>> q = (Atom("wdt:P31", (Var("x"), Const("wd:Q5"))), Atom("wdt:P19", (Var("x"), Const("wd:Q84"))))
    >>> [str(o.axioms[0].formula) for o in wh_class_options(("person", 1), "person", q, {"wd:Q5"})]
    ['∀x. person(x) ↔ wdt:P31(x, wd:Q5)']
    >>> wh_class_options(("person", 1), "person", q, {"wd:Q502895"})
    []
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from ..kg.profile import person_classes, place_classes, typed_answer_namespaces
from .lexcheck import names_a_place, names_an_agent
from ..logic import Atom, Const, Forall, Iff, Var
from .model import Axiom
from .options import Option, query_typings

__all__ = ["WH_PREDICATES", "wh_class_options"]

#: the wh-word predicates of the question reading, by the profile list that names their classes
WH_PREDICATES = {"person": "person_classes", "place_n": "place_classes", "thing": ""}

#: below the core reading (1.0): the class is the second reading, tried where the first falls short
W_WH_CLASS = 0.9


def _profile_classes(pred: str) -> frozenset[str] | None:
    """The classes the profile lists for the wh-word; None for "what", which names no class of its own."""
    if pred == "thing":
        return None
    return {"person": person_classes, "place_n": place_classes}[pred]()


def _any_class_fits(cls: str, persons: frozenset[str]) -> bool:
    """May "what" read as ``cls``: a class of a KG whose questions type every answer (the profile's
    ``typed_answer_namespaces``), and no person's class."""
    return cls not in persons and cls.startswith(typed_answer_namespaces())


def _kind_fits(pred: str, cls: str, labels: Mapping[str, Sequence[str]]) -> bool:
    """May "who"/"where" read as ``cls``, beyond the profile's lists: a class of a KG whose questions type
    every answer, no class of the other wh-word's list, and one of its labels names an agent ("who") or a
    place ("where") by its head noun."""
    others = place_classes() if pred == "person" else person_classes()
    if not cls.startswith(typed_answer_namespaces()) or cls in others:
        return False
    says = names_an_agent if pred == "person" else names_a_place
    return any(says(label) for label in labels.get(cls, ()))


def wh_class_options(key: tuple, pred: str, query_atoms: Sequence[Atom],
                     classes: Iterable[str] | None = None, described: bool = False,
                     labels: Mapping[str, Sequence[str]] | None = None) -> list[Option]:
    """The options reading the wh-word ``pred`` (``person``/``place_n``/``thing``) as a class the query types
    by, of those the profile lists for it (``classes`` overrides the profile's list); for "what" any class but
    a person's, and only where no noun of the question describes the answer (``described``: "What is the
    occupation of X?" asks for an occupation, which the noun's own readings type); for "who"/"where" also a
    class whose label (``labels``: the query terms' labels) names an agent or a place, where no noun describes
    the answer either."""
    if pred not in WH_PREDICATES or (pred == "thing" and described):
        return []
    wanted = frozenset(classes) if classes is not None else _profile_classes(pred)
    beyond = labels if wanted is not None and not described and labels else None
    persons = person_classes()
    out: list[Option] = []
    for via, cls in query_typings(query_atoms):
        if (wanted is not None and cls not in wanted and not (beyond and _kind_fits(pred, cls, beyond))) \
                or (wanted is None and not _any_class_fits(cls, persons)):
            continue
        x = Var("x")
        f = Forall((x,), Iff(Atom(pred, (x,)), Atom(via, (x, Const(cls)))))
        ax = Axiom(f"wh:{pred}={cls}", f, "core", source=f"the wh-word's class in the KG profile ({cls})",
                   word={"person": "who", "place_n": "where"}.get(pred, "what"), kg_terms=(cls,), weight=W_WH_CLASS)
        out.append(Option(key, (ax,), W_WH_CLASS))
    return out
