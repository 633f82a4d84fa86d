"""The one exception the question side raises for bad input, with a machine-readable code."""

from __future__ import annotations

__all__ = ["QuestionError", "ERROR_CODES", "UNDECIDED_QUESTIONS"]

#: ``question_unparsed``: no MRS could be obtained for the question (no parser, no parse, empty input);
#: ``mrs_malformed``: the text given as an MRS is not SimpleMRS / MRS-JSON, or lacks a top or relations;
#: ``scope_unresolved``: the MRS admits no well-formed scoping and no fallback applied;
#: ``budget_exceeded``: a stage reached its bound (the parse chart its edges) before it found anything.
#: ``approximate_count``: the question compares two counts approximately ("around the same number of N as X"),
#: or gives a number approximately ("approximately 5 stadia").
ERROR_CODES = ("question_unparsed", "mrs_malformed", "scope_unresolved", "unresolved_reference", "budget_exceeded",
               "approximate_count")
#: codes of questions that were understood but say something no query can be proved or disproved against
UNDECIDED_QUESTIONS = frozenset({"approximate_count"})


class QuestionError(Exception):
    """A failure of the question side; ``code`` is one of :data:`ERROR_CODES` (it becomes a verdict reason)."""

    def __init__(self, code: str, message: str) -> None:
        if code not in ERROR_CODES:
            raise ValueError(f"unknown question error code {code!r}")
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        #: the verdict's explanation where it is not "could not be interpreted" (a question understood but undecided)
        self.explanation = f"the question is not decided: {message}" if code in UNDECIDED_QUESTIONS else ""
