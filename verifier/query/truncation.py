"""A LIMIT that cuts a list short: the query keeps at most N of the answers the question asks for.

A query without ORDER BY that ends in ``LIMIT 100`` returns some 100 of its answers, chosen by the
store; the question "Which actors were born in Germany?" asks for all of them. The body of such a query
may mean exactly what the question means, yet the query answers less: the LIMIT is a constraint the
question does not state. It is one only where the question does not itself ask for that many ("What
are the five boroughs of X?" with ``LIMIT 5``), and not for ``LIMIT 1``, which a question about one
thing ("In which country is X?") is often written with and which loses nothing there.

An ordered LIMIT is a superlative and is read as one by :mod:`verifier.query.semantics`; this module
only looks at the ``select`` form, where the LIMIT is recorded and not modelled.

    >>> from verifier.query import query_logic
    >>> ql = query_logic("SELECT ?a WHERE { ?a <http://ex.org/p> <http://ex.org/o> } LIMIT 100")
    >>> truncates(ql, "Which actors were born there?")
    100
    >>> truncates(ql, "Name the hundred actors born there.") is None
    True
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

from ..logic import Formula, Var, atoms
from .semantics import QueryLogic

__all__ = ["asks_for_many", "cut_short", "truncates", "stated_numbers"]

_WORDS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
          "sixteen seventeen eighteen nineteen twenty").split()
_TENS = {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
         "hundred": 100, "thousand": 1000, "dozen": 12}


def stated_numbers(question: str) -> frozenset[int]:
    """The whole numbers a question states, in digits or in words ("the five boroughs", "top 10").

        >>> sorted(stated_numbers("Give me the ten largest cities and 3 rivers."))
        [3, 10]
    """
    out: set[int] = set()
    for tok in re.findall(r"[A-Za-z]+|\d[\d,]*", question.lower()):
        if tok[0].isdigit():
            digits = tok.replace(",", "")
            if digits.isdigit():
                out.add(int(digits))
        elif tok in _WORDS:
            out.add(_WORDS.index(tok))
        elif tok in _TENS:
            out.add(_TENS[tok])
    return frozenset(out)


def asks_for_many(formula: Formula, answer_vars: Sequence[Var], words: Mapping[str, str]) -> bool:
    """Does the question name its answers with a plural noun ("Which actors …", "all movies", "the members
    of X")? A LIMIT cuts only such a list: "What is the mass of X?" asks for the one mass, which any LIMIT
    keeps. ``words`` maps a predicate to the words it came from (:attr:`Reading.words`); a noun is plural
    where its word is not its lemma ("actors" for ``_actor_n_1``).

        >>> from verifier.logic import Atom, Var
        >>> x = Var("x")
        >>> asks_for_many(Atom("_actor_n_1", (x,)), (x,), {"_actor_n_1": "actors"})
        True
        >>> asks_for_many(Atom("_mass_n_of", (x, Var("y"))), (x,), {"_mass_n_of": "mass"})
        False
    """
    answers = set(answer_vars)
    for a in atoms(formula):
        parts = a.pred.split("_")
        if len(parts) < 3 or parts[0] != "" or parts[2] != "n" or not a.args or a.args[0] not in answers:
            continue
        said = str(words.get(a.pred, "")).lower().split()
        if said and said[-1] != parts[1].lower().split("+")[-1]:
            return True
    return False


def truncates(ql: QueryLogic, question: str, many: bool = True) -> int | None:
    """The LIMIT (or, with an OFFSET, the LIMIT's length, 0 for a bare OFFSET) that cuts the answers of
    an unordered ``select`` query short of what ``question`` asks for, or None where it cuts nothing the
    question does not: no LIMIT/OFFSET, an ordered one (a superlative), a count or yes/no form,
    ``LIMIT 1`` without OFFSET, a LIMIT of a number the question states, no question text to tell, or a
    question that asks for no list (``many`` false: :func:`asks_for_many`)."""
    if ql.form != "select" or (ql.limit is None and not ql.offset) or not question.strip() or not many:
        # (a question given as an MRS alone: without its words, the numbers it states are not known)
        return None
    if ql.offset:
        return ql.limit if ql.limit is not None else 0
    if ql.limit is None or ql.limit <= 1 or ql.limit in stated_numbers(question):
        return None
    return ql.limit


def cut_short(ql: QueryLogic, question: str, formula: Formula, answer_vars: Sequence[Var],
              words: Mapping[str, str]) -> str | None:
    """Why the query's unordered LIMIT/OFFSET cuts the list the question (read as ``formula`` over
    ``answer_vars``, its words ``words``) asks for, in words; None where it cuts nothing it asks for."""
    cut = truncates(ql, question, asks_for_many(formula, answer_vars, words))
    if cut is None:
        return None
    kept = f"keeps at most {cut} of its answers" if ql.limit is not None else f"skips the first {ql.offset}"
    return (f"The query's pattern means what the question asks, but its unordered "
            f"{'LIMIT' if not ql.offset else 'LIMIT/OFFSET'} {kept}, a cut the question does not state.")
