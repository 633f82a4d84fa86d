"""The verifier's bounded memos: what a check computes from its inputs alone, kept for the next record.

Audit logs repeat questions (many candidate queries per question), queries, and, more often than one
would think, the same query under another spelling: generated candidates differ in their PREFIX
tables, their variable layout on the line, or in ``<IRI>`` against ``dbo:name``, and parse to the same
logic. Everything a check decides after the parse is a function of the question and the query's
logic (each check has a Z3 context of its own, so nothing of an earlier check steers the prover), so
a verdict reached for one spelling is the verdict of the others::

    key = logic_key("Who developed Skype?", ql)   # (question, logic, its printed form) or None
    memo = {}
    remember(memo, key, verdict)                  # the oldest entry goes when the memo is full
"""

from __future__ import annotations

import functools
from typing import Any, Callable

#: entries a memo holds before it lets go of its oldest
CACHE_SIZE = 2048


def remember(cache: dict, key: Any, value: Any) -> Any:
    """Keep ``value`` under ``key`` (none kept under None) and return it. A bounded memo: the oldest
    entry goes when the cache is full (dicts keep insertion order)."""
    if key is None:
        return value
    if len(cache) >= CACHE_SIZE:
        cache.pop(next(iter(cache)))
    cache[key] = value
    return value


def kept(compute: Callable) -> Callable:
    """``compute`` kept per arguments (a bounded LRU memo), for a pure function of immutable inputs, such as
    a word's links in WordNet's read-only index: the bridge asks the same words again for every query of a
    question. Arguments that cannot be hashed (a stand-in WordNet) are computed every time, as before::

        relatives = kept(walk)   # relatives(wn, "heavy", "a"): walked once, then the kept value
    """
    memo = functools.lru_cache(maxsize=1 << 15)(compute)

    @functools.wraps(compute)
    def ask(*args):
        try:
            return memo(*args)
        except TypeError:  # (unhashable arguments: computed, not kept)
            return compute(*args)
    ask.cache_clear = memo.cache_clear  # type: ignore[attr-defined]
    return ask


def logic_key(question: str, ql: Any) -> tuple | None:
    """What a check's verdict depends on once its query is parsed: the question's text and the query's
    logic; None where that cannot be a key (no question text, or a logic that does not hash).

    The printed form (``repr``) is part of the key, beside equality: a verdict quotes the logic, and two
    values that compare equal may print otherwise (``1`` and ``1.0``)."""
    if not question:
        return None
    key = (question, ql, repr(ql))
    try:
        hash(key)
    except TypeError:
        return None
    return key
