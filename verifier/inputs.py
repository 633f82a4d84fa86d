"""What the library takes as a question or a query before any stage reads it: size limits and text.

Every entry point (the library's :meth:`verifier.api.Verifier.check`, and through it the CLI, the audit
and the service's workers) goes through these, so a limit or a repair here holds everywhere.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from typing import Any

from .question.mrsio import looks_like_mrs as _looks_like_mrs

__all__ = ["MAX_QUESTION_CHARS", "MAX_MRS_CHARS", "question_too_large", "as_text", "as_given"]

#: an English question longer than this is ``unknown: input_too_large`` before the grammar sees it
#: (VERIFIER_MAX_QUESTION_CHARS; the service's --max-question-chars and the MCP tools use the same 2,000):
#: the chart parser's time grows faster than linearly with the words, and a 5 MB question took 350 s
MAX_QUESTION_CHARS = 2_000
#: a question given as MRS text (SimpleMRS or MRS JSON) is longer than its English; past this it is refused
MAX_MRS_CHARS = 200_000


def as_text(value: Any) -> Any:
    """``value`` with each lone surrogate (``"\\udcff"``: half of a UTF-16 pair, not a character) written as
    U+FFFD, the replacement character, as a decoder with ``errors="replace"`` would: every stage after this
    one may hand the text to an encoder (sqlite's WordNet indexes, an endpoint's request, a log file), and
    none of them can take a lone surrogate. Anything that is not a string is returned as it is.

        >>> as_text("caf\\udce9?")
        'caf\ufffd?'
    """
    if not isinstance(value, str):
        return value
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", value)
    return value


_SURROGATE = re.compile("[\ud800-\udfff]")


def question_too_large(question: Any) -> str | None:
    """Why ``question`` is too large to read, in words; None when it is not.

        >>> question_too_large("Who wrote Dune?") is None
        True
        >>> question_too_large("x" * 2_001)
        'the question has 2,001 characters; the limit is 2,000 (VERIFIER_MAX_QUESTION_CHARS)'
    """
    if not isinstance(question, str):
        return None
    if len(question) > MAX_MRS_CHARS:
        return f"the question has {len(question):,} characters; the limit is {MAX_MRS_CHARS:,}"
    try:
        limit = max(1, int(os.environ.get("VERIFIER_MAX_QUESTION_CHARS", MAX_QUESTION_CHARS)))
    except ValueError:
        limit = MAX_QUESTION_CHARS
    if len(question) > limit and not _looks_like_mrs(question):
        return f"the question has {len(question):,} characters; the limit is {limit:,} (VERIFIER_MAX_QUESTION_CHARS)"
    return None


def as_given(verdict: Any, given: tuple[Any, Any], used: tuple[Any, Any]) -> Any:
    """``verdict`` echoing the question and query as they were ``given``, where :func:`as_text` changed
    them into the ``used`` text (a lone surrogate kept in the echo, so an audit's line reads back the same)."""
    if used == given:
        return verdict
    return replace(verdict, **{k: g for k, g, u in zip(("question", "sparql"), given, used)
                               if u != g and getattr(verdict, k) == u})
