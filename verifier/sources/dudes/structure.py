"""DUDES: Dependency-based Underspecified Discourse REpresentation Structures (Cimiano 2009).

A DUDES is a main variable, a DRS (discourse referents and conditions over KG symbols) and a set of
*selection pairs* ``(variable, marker)``: the arguments the structure still expects, each with the
syntactic marker that introduces it (``subj``, ``dobj``, ``of``, ``in``, ``mod`` …). Meaning is built
by one operation, :func:`compose`: an argument DUDES is plugged into a functor through the functor's
selection pair with a given marker, which *substitutes* the argument's main variable for the pair's
variable (or, when the pair's variable is already a constant, the other way round). The selection
pair is used up, the remaining pairs of both sides are kept, and the main variable of the result is
chosen by which side was selected: the functor's by default (a relational noun stays what it is
after its ``of``-argument is filled), the argument's when the functor has none (a verb) or when the
caller selects the argument (a modifier such as "have" in "compounds that have a boiling point").

Besides triples, a DRS here holds the two conditions SPARQL needs beyond basic graph patterns:
:class:`Filter` (a comparison, from comparatives) and :class:`Order` (ORDER BY … LIMIT 1, from
superlatives); and *marks* (``answer``, ``count``) that record which discourse referent the question
asks for, so that they follow the referent through substitutions.

Every value is a frozen dataclass; every operation returns a new value.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Mapping, Union

__all__ = ["Var", "Iri", "Literal", "Term", "Triple", "Filter", "Order", "Condition", "SelectionPair",
           "Scale", "Dudes", "compose", "substitute_term", "fresh"]


# ------------------------------------------------------------------------------------------ terms


@dataclass(frozen=True, order=True)
class Var:
    """A discourse referent; written ``?name`` in SPARQL."""

    name: str

    def __str__(self) -> str:
        return "?" + self.name


@dataclass(frozen=True, order=True)
class Iri:
    """A KG resource by its compact name (``wd:Q2270``, ``dbo:birthPlace``, ``<http://…>``)."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, order=True)
class Literal:
    """A literal: its lexical form and an optional compact datatype (``xsd:decimal``)."""

    lexical: str
    datatype: str | None = None

    @property
    def is_number(self) -> bool:
        try:
            float(self.lexical)
        except ValueError:
            return False
        return True

    def __str__(self) -> str:
        if self.is_number and self.datatype in (None, "xsd:decimal", "xsd:integer", "xsd:double"):
            return self.lexical
        text = '"' + self.lexical.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return text + (f"^^{self.datatype}" if self.datatype else "")


Term = Union[Var, Iri, Literal]


def substitute_term(term: Term, mapping: Mapping[Var, Term]) -> Term:
    """``term`` with ``mapping`` applied (followed transitively, so chains of renamings resolve)."""
    seen = 0
    while isinstance(term, Var) and term in mapping and seen < 64:
        term = mapping[term]
        seen += 1
    return term


# ------------------------------------------------------------------------------------- conditions


@dataclass(frozen=True)
class Triple:
    """A triple pattern ``s p o``."""

    s: Term
    p: Iri
    o: Term

    def substitute(self, m: Mapping[Var, Term]) -> "Triple":
        return Triple(substitute_term(self.s, m), self.p, substitute_term(self.o, m))

    def terms(self) -> tuple[Term, ...]:
        return (self.s, self.p, self.o)


@dataclass(frozen=True)
class Filter:
    """A comparison ``left op right`` (``op`` in ``< <= > >= = !=``)."""

    left: Term
    op: str
    right: Term

    def substitute(self, m: Mapping[Var, Term]) -> "Filter":
        return Filter(substitute_term(self.left, m), self.op, substitute_term(self.right, m))

    def terms(self) -> tuple[Term, ...]:
        return (self.left, self.right)


@dataclass(frozen=True)
class Order:
    """Keep the solution with the highest (``descending``) or lowest value of ``key``: ORDER BY … LIMIT 1."""

    key: Term
    descending: bool = True

    def substitute(self, m: Mapping[Var, Term]) -> "Order":
        return Order(substitute_term(self.key, m), self.descending)

    def terms(self) -> tuple[Term, ...]:
        return (self.key,)


Condition = Union[Triple, Filter, Order]


@dataclass(frozen=True)
class SelectionPair:
    """An argument slot: the referent ``var`` that the argument introduced by ``marker`` will fill."""

    var: Term
    marker: str

    def substitute(self, m: Mapping[Var, Term]) -> "SelectionPair":
        return SelectionPair(substitute_term(self.var, m), self.marker)


@dataclass(frozen=True)
class Scale:
    """A gradable property of a DUDES's referent, for comparatives and superlatives.

    ``degree`` is the referent's value on the scale: the object of ``prop`` (an OILS scalar
    adjective: "heavy" → ``wdt:P2067``), or the referent itself when ``prop`` is None (a degree word
    applied to a value: "the *highest* boiling point"). ``high`` is the OILS degree (``heavier`` means
    a higher value, ``lighter`` a lower one).
    """

    degree: Term
    prop: Iri | None = None
    high: bool = True

    def substitute(self, m: Mapping[Var, Term]) -> "Scale":
        return Scale(substitute_term(self.degree, m), self.prop, self.high)


# ------------------------------------------------------------------------------------------ DUDES


@dataclass(frozen=True)
class Dudes:
    """One DUDES.

    * ``main``: the main variable (a term, since an entity's DUDES has a constant as its main
      "variable"), or None (a clause);
    * ``variables``: the DRS's discourse referents;
    * ``conditions``: triples, filters and orderings over KG symbols;
    * ``pairs``: selection pairs still open;
    * ``marks``: ``(kind, term)`` — ``answer`` (a wh-referent), ``count`` (the referent counted);
    * ``scale``: the gradable property comparatives/superlatives apply to, if any;
    * ``score``: the product of the lexical choices' confidences; ``sources``: the lexical entries
      and entity matches it was built from.
    """

    main: Term | None
    variables: frozenset[Var] = frozenset()
    conditions: tuple[Condition, ...] = ()
    pairs: tuple[SelectionPair, ...] = ()
    marks: tuple[tuple[str, Term], ...] = ()
    scale: Scale | None = None
    score: float = 1.0
    sources: tuple[str, ...] = ()

    # ------------------------------------------------------------------ views

    def pair(self, marker: str) -> SelectionPair | None:
        """The first open selection pair with ``marker``."""
        for p in self.pairs:
            if p.marker == marker:
                return p
        return None

    @property
    def markers(self) -> tuple[str, ...]:
        return tuple(p.marker for p in self.pairs)

    def marked(self, kind: str) -> Term | None:
        for k, t in self.marks:
            if k == kind:
                return t
        return None

    # ------------------------------------------------------------------ operations

    def substitute(self, mapping: Mapping[Var, Term]) -> "Dudes":
        """Apply a substitution everywhere; substituted referents leave ``variables``."""
        if not mapping:
            return self
        variables = frozenset(v for v in (substitute_term(v, mapping) for v in self.variables) if isinstance(v, Var))
        conds = tuple(dict.fromkeys(c.substitute(mapping) for c in self.conditions))
        return replace(
            self,
            main=substitute_term(self.main, mapping) if self.main is not None else None,
            variables=variables,
            conditions=conds,
            pairs=tuple(p.substitute(mapping) for p in self.pairs),
            marks=tuple((k, substitute_term(t, mapping)) for k, t in self.marks),
            scale=self.scale.substitute(mapping) if self.scale is not None else None,
        )

    def rename_apart(self, taken: Iterable[Var]) -> "Dudes":
        """Rename the referents that also occur in ``taken`` to fresh names."""
        taken = set(taken)
        clash = [v for v in self.variables if v in taken]
        if not clash:
            return self
        used = {v.name for v in taken} | {v.name for v in self.variables}
        mapping: dict[Var, Term] = {}
        for v in sorted(clash):
            new = fresh(v.name, used)
            used.add(new.name)
            mapping[v] = new
        return self.substitute(mapping)

    def with_conditions(self, *conditions: Condition, variables: Iterable[Var] = ()) -> "Dudes":
        return replace(self, conditions=tuple(dict.fromkeys(self.conditions + conditions)),
                       variables=self.variables | frozenset(variables))

    def with_marks(self, *marks: tuple[str, Term]) -> "Dudes":
        return replace(self, marks=self.marks + marks)


def fresh(base: str, used: Iterable[str]) -> Var:
    """A variable named after ``base`` that is not in ``used``."""
    used = set(used)
    stem = base.split("_")[0] or "v"
    i = 1
    while f"{stem}_{i}" in used:
        i += 1
    return Var(f"{stem}_{i}")


def _unify(a: Term, b: Term) -> dict[Var, Term] | None:
    """The substitution that makes ``a`` and ``b`` one term: ``a`` is replaced when it is a variable."""
    if a == b:
        return {}
    if isinstance(a, Var):
        return {a: b}
    if isinstance(b, Var):
        return {b: a}
    return None  # two different constants


def compose(functor: Dudes, argument: Dudes, marker: str, main: str = "functor") -> Dudes | None:
    """Plug ``argument`` into ``functor``'s selection pair with ``marker``.

    The argument's referents are renamed apart from the functor's, the pair's variable and the
    argument's main variable are unified (the pair's variable is replaced; if it is a constant, the
    argument's main variable is), the pair is removed, and the DRSs are merged. The result's main
    variable is the functor's (``main="functor"``; the argument's when the functor has none) or the
    argument's (``main="argument"``). None when the functor has no such pair, the argument has no
    main variable, or two different constants would have to be equal.
    """
    sel = functor.pair(marker)
    if sel is None or argument.main is None:
        return None
    argument = argument.rename_apart(functor.variables)
    mapping = _unify(sel.var, argument.main)
    if mapping is None:
        return None
    pairs = tuple(p for p in functor.pairs if p is not sel)
    f = replace(functor, pairs=pairs)
    if main == "argument" or functor.main is None:
        new_main = argument.main
    else:
        new_main = functor.main
    merged = Dudes(
        main=new_main,
        variables=f.variables | argument.variables,
        conditions=tuple(dict.fromkeys(f.conditions + argument.conditions)),
        pairs=f.pairs + argument.pairs,
        marks=f.marks + argument.marks,
        scale=f.scale if f.scale is not None else argument.scale,
        score=functor.score * argument.score,
        sources=functor.sources + tuple(s for s in argument.sources if s not in functor.sources),
    )
    return merged.substitute(mapping)
