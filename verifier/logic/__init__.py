"""The shared formula language: immutable terms and formulas, printing, JSON codec, normal forms."""

from .formulas import (CMP_OPS, FALSE, TRUE, And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall,
                       Formula, Iff, Implies, Not, Num, Or, Term, Truth, Var, conj, disj)
from .ops import (atoms, conjuncts, constants, exists, forall, free_vars, fresh_var, linked_parts, map_atoms,
                  map_children, nnf, predicates, rename_apart, strip_exists, subformulas, substitute)
from .printing import to_text
from . import codec

__all__ = [
    "CMP_OPS", "FALSE", "TRUE", "And", "Atom", "Cmp", "Const", "Count", "Eq", "Exists", "Extremum",
    "Forall", "Formula", "Iff", "Implies", "Not", "Num", "Or", "Term", "Truth", "Var", "conj", "disj",
    "atoms", "conjuncts", "constants", "exists", "forall", "free_vars", "fresh_var", "linked_parts", "map_atoms",
    "map_children",
    "nnf", "predicates", "rename_apart", "strip_exists", "subformulas", "substitute", "to_text", "codec",
]
