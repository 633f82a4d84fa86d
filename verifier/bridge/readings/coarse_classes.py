"""A noun read with the coarser class a KG that types every answer types its things by.

Conversational benchmarks over Wikidata (CSQA, SPICE) type each answer by one class, often coarser than
the question's noun: "Which party does X belong to?" as ``wd:X wdt:P102 ?x . ?x wdt:P31 wd:Q7210356``
(political organization). The noun is read already (here as the relation, "member of political party");
the class is no constraint of the question's own, but every party *is* a political organization, so the
class says nothing the noun does not:

    ∀x y. _party_n_of-to(x, y) → wdt:P31(x, wd:Q7210356)

added to each of the noun's readings, whichever phase of the orchestration found them (a pass after the
others, :func:`coarse_class_options`). Only a class of a KG whose profile says its questions type every answer
(``typed_answer_namespaces``: not DBpedia, where such a class is an added constraint), only where the head
noun of the class's label is a WordNet hypernym of the noun's first sense at most three links up and no top-level node
(:func:`~verifier.bridge.lexcheck.labels_a_kind_above`: "political organization" above "party", never
"entity" above "city"), never beside a reading that types the noun by a class of its own, and below the
reading it extends (``W_COARSE``: tried right after it). A noun no reading reads stays unread: the class
alone would be a guess.

>>> from verifier.logic import Atom, Var
>>> str(_implied(Atom("_party_n_of-to", (Var("x3"), Var("i7"))), "wdt:P31", "wd:Q7210356").formula)
'∀x y. _party_n_of-to(x, y) → wdt:P31(x, wd:Q7210356)'
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ...logic import Atom, Const, Forall, Implies, Var
from ...logic.ops import atoms
from ..lexcheck import labels_a_kind_above
from ..model import Axiom
from ..options import Option, parse_erg_predicate, typed_answer_typings

__all__ = ["COARSE_CLASS", "W_COARSE", "coarse_class_options"]

#: the template (family) name of the reading's axioms
COARSE_CLASS = "coarse_class"

#: below the reading it extends, as the wh-word's class is below the core reading (wh_classes.W_WH_CLASS)
W_COARSE = 0.9

_VARS = ("x", "y", "z", "w")


def _implied(noun: Atom, via: str, cls: str, word: str = "") -> Axiom:
    """``∀x y. noun(x, y) → via(x, cls)``: the noun's things are of the class."""
    vs = tuple(Var(n) for n in _VARS[:len(noun.args)])
    f = Forall(vs, Implies(Atom(noun.pred, vs), Atom(via, (vs[0], Const(cls)))))
    return Axiom(f"{COARSE_CLASS}:{noun.pred}={cls}", f, COARSE_CLASS,
                 source=f"the KG types every answer; {cls} is named by a kind above the noun (WordNet)",
                 word=word, kg_terms=(cls,), weight=W_COARSE)


def coarse_class_options(opts: dict, keyed: dict, query_atoms: Sequence[Atom], labels: Mapping) -> None:
    """Beside each reading of a noun in ``opts`` (its key's options, whichever phase found them: a word's
    own reading or a phrase's, "Which party is X affiliated with?" read as the relation), the same reading
    with a query class above the noun (see the module), right after it. ``keyed``: the reading's atoms by
    key; ``labels``: the query terms' labels."""
    classes = sorted(typed_answer_typings(query_atoms))
    if not classes:
        return
    for key, options in list(opts.items()):
        erg = parse_erg_predicate(key[0]) if isinstance(key[0], str) else None
        said = keyed.get(key, [])
        if erg is None or erg.pos != "n" or not said:
            continue
        above = [(via, cls) for via, cls in classes
                 if any(labels_a_kind_above(erg.lemma, lab) for lab in labels.get(cls, ()))]
        if not above:
            continue
        out: list[Option] = []
        for o in options:
            out.append(o)
            if any(a.template in ("class_noun", COARSE_CLASS) for a in o.axioms) or not any(
                    p.pred == key[0] for a in o.axioms for p in atoms(a.formula)):
                continue  # (the noun's own class decides its type; an option not reading the noun)
            out += [Option(o.key, o.axioms + (_implied(said[0], via, cls, o.axioms[0].word),), o.weight * W_COARSE,
                           o.covers, o.entry, o.alternatives) for via, cls in above]
        opts[key] = out
