"""English question → MRS → scoped first-order readings (parsers, scope, semantics)."""

from .reading import QUESTION_KINDS, Reading

__all__ = ["Reading", "QUESTION_KINDS"]
