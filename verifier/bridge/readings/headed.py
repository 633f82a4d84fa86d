"""The head noun of a phrase reading, on the answer, as the class it names: "Which cities are the sister cities of
Munich?" asks for cities that are Munich's sister cities.

A phrase reading (a two-word lexicon entry read across a noun compound: "sister city" as ``wdt:P190``) takes the
compound's head noun with it, ``_city_n_1(x)``; where the question's wh-phrase restates the same noun ("Which
cities …"), the grammar gives the two one atom, which the phrase has already taken, and a query that types its
answer as a city (``?x wdt:P31 wd:Q515``) then states a class no word is read as. A compound's head says what the
thing is (a sister city is a city, a birth place a place), so the head noun on the answer also reads as the class
the lexicon lists for it, where the query types by that class:

    ∀x. _city_n_1(x) ↔ wdt:P31(x, wd:Q515)

beside the phrase's own axiom. Nothing is added where the noun is not on the answer, where the lexicon lists no
class for it, or where the query does not use that class (the phrase alone then reads the noun, as before).

    >>> from verifier.logic import Atom, Var
    >>> [a.pred for a in heads_on_answer([Atom("_city_n_1", (Var("x3"),)), Atom("_sister_n_of", (Var("x12"),
    ...     Var("i13")))], (Var("x3"),))]
    ['_city_n_1']
"""

from __future__ import annotations

from typing import Sequence

from ...logic import Atom, Const, Forall, Iff, Var
from ..model import Axiom
from ..options import Option, parse_erg_predicate

__all__ = ["heads_on_answer", "head_class_options"]

#: the phrase keys whose options take a compound's head noun (``("compound", "sister cities")``)
_PHRASE_KEYS = ("compound",)


def heads_on_answer(covered: Sequence[Atom], answers: Sequence[Var]) -> list[Atom]:
    """The one-place noun atoms of ``covered`` on an answer variable."""
    out = []
    for a in covered:
        erg = parse_erg_predicate(a.pred)
        if erg is not None and erg.pos == "n" and len(a.args) == 1 and a.args[0] in answers:
            out.append(a)
    return out


def head_class_options(res, opts: dict, query_iris: Sequence[str], answers: Sequence[Var]) -> dict[tuple, list[Option]]:
    """The class options of the head nouns on the answer that phrase options took, per noun key not already read
    (see the module's docstring)."""
    wanted = set(query_iris)
    out: dict[tuple, list[Option]] = {}
    for key, options in opts.items():
        if not key or key[0] not in _PHRASE_KEYS:
            continue
        for head in heads_on_answer(sorted({a for o in options for a in o.covers}, key=str), answers):
            nkey = (head.pred, 1)
            if nkey in opts or nkey in out:
                continue
            lemma = parse_erg_predicate(head.pred).lemma
            found = []
            for e in res.lexicon.lookup(lemma, "n"):
                if not e.typing:
                    continue
                cls, via = e.typing
                if cls not in wanted or any(o.axioms[0].kg_terms == (cls,) for o in found):
                    continue
                x = Var("x")
                ax = Axiom(f"headed:{head.pred}={cls}", Forall((x,), Iff(Atom(head.pred, (x,)), Atom(via, (x, Const(cls))))),
                           "class_noun", source=f"the head noun of a phrase, on the answer, as its class (lexicon entry {e.id})",
                           word=lemma, kg_terms=(cls,), weight=e.confidence)
                found.append(Option(nkey, (ax,), ax.weight, frozenset({head}), e))
            if found:
                out[nkey] = found
    return out
