"""Immutable terms and formulas of the shared first-order language.

Both sides of a check (the question's logic and the query's logic) and the bridging axioms are written
in this language, so that the prover sees one vocabulary:

* **terms** are :class:`Var` (a typed variable), :class:`Const` (a KG individual: an IRI or a plain
  literal) and :class:`Num` (a number, date or other ordered value used in comparisons);
* **formulas** are :class:`Atom`, :class:`Eq`, :class:`Cmp` (arithmetic comparison), the connectives
  :class:`Not`, :class:`And`, :class:`Or`, :class:`Implies`, :class:`Iff`, the quantifiers
  :class:`Forall`, :class:`Exists`, and the constants :data:`TRUE` and :data:`FALSE`;
* two special formulas carry the non-first-order parts of questions and queries: :class:`Count` (the
  number of witnesses of a formula compared with a number) and :class:`Extremum` (the witness with the
  highest or lowest value of a measure).

Every value is a frozen dataclass, so formulas are hashable, comparable and safe to share. Variables
and constants live in different classes, so the prover can never confuse a variable named ``c`` with a
constant named ``c`` (a lesson learned the hard way by earlier systems).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator, Union

__all__ = [
    "Term", "Var", "Const", "Num", "Formula", "Atom", "Eq", "Cmp", "Not", "And", "Or", "Implies",
    "Iff", "Forall", "Exists", "Count", "Extremum", "Truth", "TRUE", "FALSE", "conj", "disj",
    "CMP_OPS",
]

#: the arithmetic comparison operators of :class:`Cmp`
CMP_OPS = ("<", "<=", ">", ">=", "=", "!=")

#: sorts of variables: ``i`` for individuals (entities, events, literals), ``n`` for numbers
SORTS = ("i", "n")


# --------------------------------------------------------------------------------------------- terms


@dataclass(frozen=True, order=True)
class Var:
    """A variable with a sort (``i`` individuals, ``n`` numbers)."""

    name: str
    sort: str = "i"

    def __post_init__(self) -> None:
        if self.sort not in SORTS:
            raise ValueError(f"unknown sort {self.sort!r} for variable {self.name!r}")

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, order=True)
class Const:
    """A KG individual: an IRI (``kind='iri'``) or a literal (``kind='literal'``).

    ``name`` is the IRI's compact or full form (``wd:Q2270``) or the literal's lexical form; ``datatype``
    and ``lang`` keep what RDF says about a literal. Two constants with different names denote different
    individuals (the prover asserts unique names).
    """

    name: str
    kind: str = "iri"
    datatype: str | None = None
    lang: str | None = None

    def __str__(self) -> str:
        if self.kind == "literal":
            text = '"' + self.name.replace('"', '\\"') + '"'
            if self.lang:
                return f"{text}@{self.lang}"
            if self.datatype:
                return f"{text}^^{self.datatype}"
            return text
        return self.name


@dataclass(frozen=True, order=True)
class Num:
    """A numeric value (ints, decimals, and dates as ordinal days) for comparisons and counts."""

    value: float
    unit: str | None = None

    def __str__(self) -> str:
        v = int(self.value) if float(self.value).is_integer() else self.value
        return f"{v}" if not self.unit else f"{v} {self.unit}"


Term = Union[Var, Const, Num]


# ------------------------------------------------------------------------------------------ formulas


class _Formula:
    """Mix-in with the operations every formula shares."""

    __slots__ = ()

    def __and__(self, other: "Formula") -> "Formula":
        return conj([self, other])  # type: ignore[list-item]

    def __or__(self, other: "Formula") -> "Formula":
        return disj([self, other])  # type: ignore[list-item]

    def __invert__(self) -> "Formula":
        return Not(self)  # type: ignore[arg-type]

    def __str__(self) -> str:
        from .printing import to_text

        return to_text(self)  # type: ignore[arg-type]

    def __getstate__(self) -> dict:
        """The fields, without the kept hash (:func:`_keeps_hash`): another process hashes strings with
        another seed, so a hash kept here would be wrong there."""
        state = dict(self.__dict__)  # type: ignore[attr-defined]
        state.pop(_HASH, None)
        return state


@dataclass(frozen=True, repr=False, eq=True)
class Truth(_Formula):
    """The constant formulas ⊤ and ⊥."""

    value: bool

    def __repr__(self) -> str:
        return "TRUE" if self.value else "FALSE"


TRUE = Truth(True)
FALSE = Truth(False)


@dataclass(frozen=True, eq=True)
class Atom(_Formula):
    """A predicate applied to terms: ``_mass_n_of(x8, x13)`` or ``wdt:P2067(wd:Q2270, v)``.

    The arity is part of the predicate's identity: the prover keeps ``p/1`` and ``p/2`` apart.
    """

    pred: str
    args: tuple[Term, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "args", tuple(self.args))


@dataclass(frozen=True, eq=True)
class Eq(_Formula):
    """Identity of two terms."""

    left: Term
    right: Term


@dataclass(frozen=True, eq=True)
class Cmp(_Formula):
    """An arithmetic comparison ``left op right`` over the numeric values of terms."""

    op: str
    left: Term
    right: Term

    def __post_init__(self) -> None:
        if self.op not in CMP_OPS:
            raise ValueError(f"unknown comparison {self.op!r}")


@dataclass(frozen=True, eq=True)
class Not(_Formula):
    body: "Formula"


@dataclass(frozen=True, eq=True)
class And(_Formula):
    parts: tuple["Formula", ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "parts", tuple(self.parts))


@dataclass(frozen=True, eq=True)
class Or(_Formula):
    parts: tuple["Formula", ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "parts", tuple(self.parts))


@dataclass(frozen=True, eq=True)
class Implies(_Formula):
    left: "Formula"
    right: "Formula"


@dataclass(frozen=True, eq=True)
class Iff(_Formula):
    left: "Formula"
    right: "Formula"


@dataclass(frozen=True, eq=True)
class Forall(_Formula):
    vars: tuple[Var, ...]
    body: "Formula"

    def __post_init__(self) -> None:
        object.__setattr__(self, "vars", tuple(self.vars))


@dataclass(frozen=True, eq=True)
class Exists(_Formula):
    vars: tuple[Var, ...]
    body: "Formula"

    def __post_init__(self) -> None:
        object.__setattr__(self, "vars", tuple(self.vars))


@dataclass(frozen=True, eq=True)
class Count(_Formula):
    """``#{vars | body} op number``: the number of distinct witnesses of ``body`` compared with ``number``.

    A how-many question and a ``SELECT (COUNT(?x) AS ?n)`` query both become ``Count(...)`` with the
    answer term as ``number``; the prover compares the two ``body`` formulas, which is exactly what
    decides whether the two counts agree on every KG.
    """

    vars: tuple[Var, ...]
    body: "Formula"
    op: str
    number: Term

    def __post_init__(self) -> None:
        object.__setattr__(self, "vars", tuple(self.vars))


@dataclass(frozen=True, eq=True)
class Extremum(_Formula):
    """``var`` is the witness of ``body`` whose ``measure`` is highest (``max``) or lowest (``min``).

    ``measure`` is the term (bound in ``body``) whose value orders the witnesses; ``rank`` is 1 for "the"
    highest, k for "the k-th". Superlative questions and ``ORDER BY … LIMIT`` queries meet here.
    """

    var: Var
    body: "Formula"
    measure: Term
    direction: str  # "max" | "min"
    rank: int = 1


Formula = Union[Truth, Atom, Eq, Cmp, Not, And, Or, Implies, Iff, Forall, Exists, Count, Extremum]

#: where a formula keeps its hash once computed (in its ``__dict__``, beside the fields)
_HASH = "_hash"


def _keeps_hash(cls: type) -> None:
    """Give ``cls`` a ``__hash__`` that computes the dataclass's own hash once per value and keeps it.

    A formula is immutable, so its hash never changes; but the dataclass's hash walks the whole tree
    (the hash of an ``And`` hashes its parts, theirs their atoms …) each time it is asked, and a check
    asks often: the memo keys of the prover (an axiom set, a hypothesis), the encoder's term cache,
    ``conj``'s repeats. On the QALD-9 candidates those walks were about 2.5 % of a typical check's time.
    The value is the one the dataclass computes, so every set and dict orders and finds formulas exactly
    as before::

        f = And((Atom("p", (x,)), Atom("q", (x,))))
        hash(f)   # walks f once
        hash(f)   # the kept value
    """
    computed = cls.__hash__

    def __hash__(self) -> int:
        d = self.__dict__
        h = d.get(_HASH)
        if h is None:
            h = d[_HASH] = computed(self)
        return h

    __hash__.__doc__ = computed.__doc__
    cls.__hash__ = __hash__  # type: ignore[method-assign]


for _cls in (Truth, Atom, Eq, Cmp, Not, And, Or, Implies, Iff, Forall, Exists, Count, Extremum):
    _keeps_hash(_cls)


# ------------------------------------------------------------------------------------- constructors


def _flatten(kind: type, parts: Iterable[Formula]) -> Iterator[Formula]:
    for p in parts:
        if isinstance(p, kind):
            yield from p.parts  # type: ignore[attr-defined]
        else:
            yield p


def _joined(op: "type[And] | type[Or]", parts: Iterable[Formula], unit: Formula, zero: Formula) -> Formula:
    """``op`` over ``parts``, flattened, in order, without repeats or the ``unit``; ``zero`` if a part is."""
    seen: list[Formula] = []
    # membership by hash: a list scan made a VALUES block of 2,000 IRIs (one disjunct each) take 8 s
    known: set[Formula] = set()
    for p in _flatten(op, parts):
        if p == unit:
            continue
        if p == zero:
            return zero
        try:
            if p in known:
                continue
            known.add(p)
        except TypeError:  # a part holding something unhashable: compared one by one
            if p in seen:
                continue
        seen.append(p)
    if not seen:
        return unit
    if len(seen) == 1:
        return seen[0]
    return op(tuple(seen))


def conj(parts: Iterable[Formula]) -> Formula:
    """Conjunction that flattens nested ∧, drops ⊤, keeps order, removes duplicates, and folds ⊥."""
    return _joined(And, parts, TRUE, FALSE)


def disj(parts: Iterable[Formula]) -> Formula:
    """Disjunction that flattens nested ∨, drops ⊥, removes duplicates, and folds ⊤."""
    return _joined(Or, parts, FALSE, TRUE)
