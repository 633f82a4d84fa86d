"""A word that names a two-way relation, read as a query property either way round.

Where every property the lexicon reads a verb as is a two-way one (``symmetric_properties.table``: "border"
as ``dbp:borders``, ``dbo:borderingstates`` …), the word itself names a relation that holds both ways: what
borders A is bordered by A. A query property the word is read as by another reading (its label or name,
``dbo:border`` for "border") is then read turned round as well, no higher than that reading and ranked as a
reading by name (``W_BY_NAME``; level with lexicon readings whose terms the query does not use): "Which
provinces border Quellmark?" with ``dbr:Quellmark dbo:border ?p`` (Quellmark's own record) asks what the
question asks. The property itself is not declared two-way: a query that reads it the question's way round
(``?p dbo:border dbr:Quellmark``) is read as before, not as one that misses the far end's records
(``one_sided_relation``, which a listed property's far end is).

A word with a one-way reading in the lexicon ("play" as ``dbo:instrument``), or with none, is read one way
only: nothing says its relation holds both ways.

>>> from verifier.logic import Atom, Var, Forall, Iff
>>> x, y = Var("x"), Var("y")
>>> str(_turned(Forall((x, y), Iff(Atom("_border_v_1", (x, y)), Atom("dbo:border", (x, y)))), "dbo:border"))
'∀x y. _border_v_1(x, y) ↔ dbo:border(y, x)'
"""

from __future__ import annotations

from dataclasses import replace

from ...logic import Atom
from ...logic.ops import map_atoms
from ..context import WordContext
from ..options import Option, _kg_name_rank, _looks_like_property, _typing_properties
from ..weights import W_BY_NAME

__all__ = ["read_reciprocal"]


def _turned(formula, prop: str):
    """``formula`` with each two-place atom of ``prop`` turned round."""
    return map_atoms(formula, lambda a: Atom(a.pred, a.args[::-1]) if a.pred == prop and len(a.args) == 2 else a)


def _two_way_word(w: WordContext, symmetric: frozenset[str]) -> tuple[str, ...]:
    """The properties the lexicon reads the verb as, where there are some and every one is two-way; ()
    otherwise."""
    refs = [o.entry.reference for o in w.lex if o.entry is not None]
    props = tuple(dict.fromkeys(r for r in refs if r))
    if not props or len(props) != len(refs) or not all(p in symmetric for p in props):
        return ()
    return props


def read_reciprocal(w: WordContext, res) -> list[Option]:
    """The turned-round readings of a verb that names a two-way relation (see the module): for each option
    found before that reads the verb as one query property the table does not list, the same option with
    the property's arguments swapped, ranked below it."""
    if w.erg.pos != "v" or len(w.example.args) < 2:
        return []
    symmetric = res.symmetric_properties()
    props = _two_way_word(w, symmetric)
    if not props:
        return []
    rank = _kg_name_rank(w.lex, w.query.qterms, W_BY_NAME)
    out: list[Option] = []
    for o in w.found:
        if len(o.axioms) != 1:
            continue
        ax = o.axioms[0]
        terms = [t for t in ax.kg_terms if _looks_like_property(t) and t not in _typing_properties()]
        if len(terms) != 1 or terms[0] in symmetric or terms[0] not in w.query.qterms:
            continue
        prop = terms[0]
        said = (f"{ax.source}; read both ways round: the lexicon reads “{w.word or w.erg.lemma}” only as two-way "
                f"relations ({', '.join(props)}), so the word names a relation that holds both ways")
        weight = min(rank, o.weight)
        new = replace(ax, name=f"{ax.name}^turned", formula=_turned(ax.formula, prop), source=said,
                      weight=ax.weight * weight / o.weight if o.weight else weight)
        out.append(Option(o.key, (new,), weight, o.covers, o.entry, o.alternatives))
    return out
