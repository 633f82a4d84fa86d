"""A noun said more than once may be meant in a different sense each time: one predicate per occurrence.

An axiom set reads each predicate one way (two ↔-axioms for one predicate would make two KG properties
extensionally equal), so a noun the question uses twice is read the same way twice. A lexicon often lists
several senses of one relational noun, and a query may take a different one at each place: in "the child of
A and child of the child of B" the lexicon gives "child of" as ``dbo:parent``, as ``dbp:father`` and,
inverted, as ``dbo:child``, and each occurrence may be any of them. :func:`split_reading` gives a reading in
which every occurrence of such a noun (each individual it describes) has a predicate of its own
(``_child_n_1-occ1``, ``_child_n_1-occ2``): the same lemma, part of speech and sense for the bridge, so each
occurrence gets its own options and an axiom set picks one per occurrence. The prover still decides;
nothing is equated that the lexicon does not say of the word at that place.

The choices multiply with the occurrences, so :func:`prune_split_options` keeps, for an occurrence whose
option links a named individual, only the options whose KG property the query states of that
individual's IRI: the rest cannot take part in a proof that the query means the question there.

>>> from verifier.logic import Atom, And, Var
>>> x, y = Var("x1"), Var("x2")
>>> r = Reading(And((Atom("_child_n_1", (x,)), Atom("_child_n_1", (y,)))), (x,), "wh",
...             words=(("_child_n_1", "child"),))
>>> s = split_reading(r)
>>> sorted(a.pred for a in atoms(s.formula))
['_child_n_1-occ1', '_child_n_1-occ2']
>>> s.word_of("_child_n_1-occ2")
'child'
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..kg.profile import type_predicates
from ..logic import Atom, Const, Var, atoms, map_atoms
from ..question.reading import Reading
from .model import proves
from .options import Option, parse_erg_predicate

__all__ = ["split_reading", "split_proof", "prune_split_options", "is_split"]

_SPLIT = re.compile(r"-occ\d+$")


def is_split(pred: str) -> bool:
    """Is ``pred`` one occurrence's own predicate (:func:`split_reading`)?"""
    return bool(_SPLIT.search(pred))


def split_reading(reading: Reading) -> Reading | None:
    """The reading with one predicate per described individual for each noun that describes two or more
    (in order of first appearance); None when no noun does."""
    found = list(dict.fromkeys(atoms(reading.formula)))
    by_pred: dict[str, list] = {}
    for a in found:
        if not a.args or not isinstance(a.args[0], Var) or is_split(a.pred):
            continue
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos != "n" or erg.sense == "unknown":
            continue
        own = by_pred.setdefault(a.pred, [])
        if a.args[0] not in own:
            own.append(a.args[0])
    repeated = {p: vs for p, vs in by_pred.items() if len(vs) > 1}
    if not repeated:
        return None

    def rename(a: Atom) -> Atom:
        vs = repeated.get(a.pred)
        if vs is None or not a.args or a.args[0] not in vs:
            return a
        return Atom(f"{a.pred}-occ{vs.index(a.args[0]) + 1}", a.args)

    words = list(reading.words)
    for p, vs in repeated.items():
        w = reading.word_of(p)
        if w is not None:
            words += [(f"{p}-occ{i + 1}", w) for i in range(len(vs))]
    return replace(reading, formula=map_atoms(reading.formula, rename), words=tuple(words))


#: the split reading is tried with up to this many times the bound on a reading's axiom sets, those as heavy as
#: the bound's own: its choices multiply with the occurrences (three senses of "child" said three times are 27,
#: all of one weight), and only a proof counts here
_SPLIT_BOUND = 3


def split_proof(bridge, reading: Reading, ri: int, ql, max_sets: int, timeout_ms: int):
    """After the first reading's own axiom sets failed: ``(split, ri, axiom set, its index, comparison)`` for
    the first axiom set of :func:`split_reading`'s reading that proves the query equivalent, else None. Only
    a proof counts; a failure here says nothing the reading's own sets did not (the verdict stays theirs),
    so more of its sets are tried than of a reading's own (``_SPLIT_BOUND``)."""
    split = split_reading(reading) if ri == 0 else None
    if split is None:
        return None
    from ..prover.compare import compare
    from .readings import STORED

    usual = bridge.axiom_sets(split, ql.iris, ql.formula)[:max_sets]

    def tried():
        yield from usual
        # then, past the usual bound, only the choices as heavy as those it keeps: other senses of the repeated
        # noun, not the lighter readings (a word by its name) that the bound leaves out of every other check;
        # built only where the usual sets prove nothing
        floor = min((round(s.score, 6) for s in usual if not s.late), default=0.0)
        more = bridge.axiom_sets(split, ql.iris, ql.formula, bound=max_sets * _SPLIT_BOUND)[:max_sets * _SPLIT_BOUND]
        yield from (s for s in more if s not in usual and not s.late and round(s.score, 6) >= floor)

    for si, axset in enumerate(tried()):
        cmp = compare(split.formula, split.answer_vars, ql.formula, ql.answer_vars,
                      [(a.name, a.formula) for a in axset.axioms], timeout_ms, rereadings=STORED)
        if proves(cmp, axset):
            return split, ri, axset, si, cmp
    return None


def prune_split_options(opts: dict, query_atoms, ctx) -> None:
    """For each split occurrence's key, keep the options whose KG properties the query states the way the
    occurrence relates its individuals: of a named individual's IRI (a name option reads the name as that
    IRI) when the occurrence links one, else between two variables. An option of a property the query
    does not use is kept (the prover decides); an occurrence left with none keeps all its options."""
    by_text: dict[str, set[Var]] = {}
    for g in ctx.name_groups:
        by_text.setdefault(g.text, set()).add(g.head)
    for a in ctx.atoms:
        if a.pred == "named" and len(a.args) == 2 and isinstance(a.args[0], Var) and isinstance(a.args[1], Const):
            by_text.setdefault(a.args[1].name, set()).add(a.args[0])
    iris: dict[Var, set[str]] = {}
    for key, options in opts.items():
        if key and key[0] == "named" and len(key) > 1:
            terms = {t for o in options for a in o.axioms for t in a.kg_terms}
            for v in by_text.get(str(key[1]), ()):
                iris.setdefault(v, set()).update(terms)
    uses: dict[str, list[set[str]]] = {}
    for a in query_atoms:
        uses.setdefault(a.pred, []).append({t.name for t in a.args if isinstance(t, Const) and t.kind == "iri"})
    for key, options in list(opts.items()):
        if not key or not isinstance(key[0], str) or not is_split(key[0]):
            continue
        # the occurrence's own atom links its individuals too ("the member of GS9": _member_n_of-occ1(x, y)
        # with y named), beside the links an option covers ("the child of X": _child_n_1-occ1(x), _of_p(x, y))
        own = frozenset(a for a in ctx.atoms if a.pred == key[0])
        kept = [o for o in options if _fits(o, iris, uses, own)]
        if kept and len(kept) < len(options):
            opts[key] = kept


def _fits(o: Option, iris: dict, uses: dict, own: frozenset = frozenset()) -> bool:
    named: set[str] = set()
    for a in o.covers | own:
        for t in a.args:
            if isinstance(t, Var) and t in iris:
                named |= iris[t]
    # typing is no relation between individuals: a class noun said twice ("the band member of the reference,
    # that is a band") keeps its class reading whatever the query types
    props = {t for a in o.axioms for t in a.kg_terms if t in uses and t not in type_predicates()}
    if named:
        return all(any(u & named for u in uses[p]) for p in props)
    return all(any(not u for u in uses[p]) for p in props)
