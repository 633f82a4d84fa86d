"""Readings: every non-equivalent scoping of each MRS translated, closed and simplified, with its
answer variables, question kind and notes (the public functions of :mod:`verifier.question.semantics`).
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from delphin import mrs as _mrs

from ...bounds import reached
from ...logic import Extremum, Formula, Var
from ..errors import QuestionError
from ..predicates import surface_words
from ..reading import Reading
from ..scope import DEFAULT_MAX_SECONDS, ScopedTree, resolve
from ._analysis import _Analysis
from ._approximate import approximate_comparison, approximate_number
from ._constructions import analyse
from ._any_of_names import AND_LISTS, NOTE as ANY_OF_NOTE, any_of_names
from ._counted_coordination import counted_coordination
from ._counted_support import counted_support
from ._but_not import but_not
from ._number_extremum import number_extremum
from ._number_versus import number_versus
from ._of_coordination import of_coordination
from ._of_gap import of_gap
from ._numbered_coordination import numbered_coordination
from ._disjoined_clauses import clauses_disjoined, copula_disjoined, scoped_over_one_clause
from ._forms import _answer_union, _close, _distinct_variants, _distribute, _FreeVars, _simplify, _split_events, _unique_bound
from ._translate import _Translator


def _surface_words(m: _mrs.MRS, text: Optional[str], consumed: set[int]) -> tuple[tuple[str, str], ...]:
    out: dict[str, str] = {}
    for i, ep in enumerate(m.rels):
        if ep.is_quantifier() or ep.predicate in out:
            continue
        word = None
        if text and ep.cfrom is not None and ep.cto is not None and 0 <= ep.cfrom < ep.cto <= len(text):
            word = text[ep.cfrom:ep.cto].strip(" \t?!.,;:\"'")
        if not word and ep.carg:
            word = ep.carg
        if not word:
            word = surface_words(ep.predicate)
        if word:
            out[ep.predicate] = word
    return tuple(out.items())


def translate_tree(m: _mrs.MRS, tree: ScopedTree, an: Optional[_Analysis] = None, *,
                   any_of: bool = False) -> tuple[Formula, tuple[Var, ...], str, tuple[str, ...]]:
    """One scope tree → ``(formula, answer_vars, kind, notes)``; with ``any_of``, a wh-question's lists
    of names read as any of them (:mod:`._any_of_names`; the formula unchanged where it has none)."""
    an = an or analyse(m)
    tr = _Translator(an)
    f = tr.node(tree, frozenset())
    answers = tuple(Var(v) for v in an.wh_vars)
    kind = an.kind
    if an.extremum is not None:
        xv, dv, direction, rank = an.extremum
        x, d = Var(xv), Var(dv)
        predicated = x not in answers and an.uf.find(xv) in an.identified
        # "How many inhabitants does the largest city have?": the count is the question's form and the
        # superlative ranks the city, not the counted inhabitants
        counted = kind == "count" and x not in answers
        if len(answers) == 1 and not predicated and not counted:
            if x != answers[0]:
                # "the state with the highest density": the answer is ranked by its density's degree
                tr.notes.append(f"superlative on {x.name} ranks the answer {answers[0].name}")
                x = answers[0]
            fv = _FreeVars()
            f = _close(f, set(fv(f)) - {x, d}, fv)
            f = Extremum(x, _simplify(f, fv), d, direction, rank)
            kind = "superlative"
        else:
            tr.notes.append("superlative predicated of a non-answer (or several answers): its degree is "
                            "existential")
    if an.extremum is None:  # "the max number of N": a superlative over a count
        f, kind = number_extremum(f, answers, kind, tr.notes)
        f = number_versus(f, answers, kind, tr.notes)  # "relations with fewer N than X": two counts
    if kind in ("wh", "count"):
        f = _answer_union(f, answers, tr.notes)
    if any_of and kind == "wh" and (g := any_of_names(f)) is not None:
        f = g
        tr.notes.append(ANY_OF_NOTE)
    distributed = len(tr.notes)
    f = _distribute(counted_coordination(numbered_coordination(f, tr.notes), tr.notes), tr.notes)
    fv = _FreeVars()
    f = _simplify(_close(f, set(fv(f)) - set(answers), fv), fv)
    f = counted_support(f, tr.notes)  # (on the closed formula: the support verb's event is bound by now)
    f = but_not(f, tr.notes)  # (closed too: each side binds its own event)
    if len(tr.notes) > distributed:  # (the events are bound only now)
        f = _split_events(f, tr.notes)
    f = _unique_bound(f, {v.name for v in answers})
    return f, answers, kind, tuple(an.notes + tr.notes)

def interpret(m: _mrs.MRS, max_readings: int = 8, *, text: Optional[str] = None, mrs_index: int = 0,
              max_seconds: float = DEFAULT_MAX_SECONDS, more_scopes: bool = False) -> list[Reading]:
    """The readings of one MRS, one per non-equivalent scoping, most plausible first (of twice as many
    scopings with ``more_scopes``)."""
    if not isinstance(m, _mrs.MRS):
        raise QuestionError("mrs_malformed", f"expected an MRS, got {type(m).__name__}")
    res = resolve(m, 2 * max_readings if more_scopes else max_readings, max_seconds=max_seconds)
    an = analyse(m, text)
    if copula_disjoined(m, an):  # "are the A or are the B" with its "or" lost: no reading (the clausal one is)
        return []
    words = _surface_words(m, text, an.consumed)
    out: list[Reading] = []
    later: list[Reading] = []  # the lists of names read as any of them, after every collective reading
    seen: set = set()
    lists = _has_and_list(m)
    for k, tree in enumerate(res.trees):
        reached("readings")
        if scoped_over_one_clause(m, tree):
            continue
        f0, answers, kind, notes0 = translate_tree(m, tree, an)
        inner = None
        if an.extremum is not None and kind != "superlative" and Var(an.extremum[1]) not in answers:
            inner = an.extremum[1:]  # a superlative left inside the formula (its degree existential)
        variants = [(out, f, notes) for f, notes in _distinct_variants(f0, notes0, an)]
        if lists and kind == "wh":
            f1, _, _, notes1 = translate_tree(m, tree, an, any_of=True)
            variants += [(later, f, notes) for f, notes in _distinct_variants(f1, notes1, an)]
        for into, f, notes in variants:
            if (f, answers, kind) in seen:
                continue
            seen.add((f, answers, kind))
            if tree.fallback:
                notes = notes + ("scope fallback: quantifiers stacked outermost",)
            into.append(Reading(f, answers, kind, mrs_index, k, words, tuple(dict.fromkeys(res.notes + notes)),
                                top=an.top if kind == "superlative" else None, kinds=an.kinds,
                                inner_superlative=inner))
    return out + later


def _has_and_list(m: _mrs.MRS) -> bool:
    """Does the MRS coordinate with "and", and not under "both" ("both A and B" is read collectively)?"""
    preds = {ep.predicate for ep in m.rels}
    return bool(preds & AND_LISTS) and not any("both" in p for p in preds)

def readings(mrs_or_list: "_mrs.MRS | Sequence[_mrs.MRS]", max_readings: int = 8, *,
             text: Optional[str] = None) -> list[Reading]:
    """Readings of one MRS or of several (parses, best first): up to ``max_readings`` in all.

    Readings of the first MRS come first; ``Reading.mrs_index`` says which MRS a reading came from.
    Raises ``QuestionError('question_unparsed')`` for an empty list.
    """
    ms = [mrs_or_list] if isinstance(mrs_or_list, _mrs.MRS) else list(mrs_or_list)
    if not ms:
        raise QuestionError("question_unparsed", "no MRS to interpret")
    approximate = approximate_comparison(ms[0], text) if isinstance(ms[0], _mrs.MRS) else None
    if approximate is not None:  # the best analysis compares two counts with no stated tolerance
        raise QuestionError("approximate_count", f"the question compares two counts approximately (‘{approximate}’"
                            " … as …); how near counts must be is not said, so no query's comparison can be proved"
                            " to mean it or disproved by it")
    number = approximate_number(ms[0], text) if isinstance(ms[0], _mrs.MRS) else None
    if number is not None:  # the best analysis counts up to a number said with no stated tolerance
        raise QuestionError("approximate_count", f"the question gives a number approximately (‘{number}’); how "
                            "near a count must be is not said, so no query's count can be proved to mean it or "
                            "disproved by it")
    rebracketed = of_coordination(ms[0]) if isinstance(ms[0], _mrs.MRS) else None
    if rebracketed is not None:  # "N of A or B" as "(N of A) or B", after the best analysis (:mod:`._of_coordination`)
        ms = ms[:1] + [rebracketed] + ms[1:]
    completed = of_gap(ms[0]) if isinstance(ms[0], _mrs.MRS) else None
    if completed is not None:  # "a country of origin of ?" as "(country of origin) of ?" (:mod:`._of_gap`)
        ms = ms[:1] + [completed] + ms[1:]
    out: list[Reading] = []
    later: list[Reading] = []  # lists of names read as any of them: after the collective readings of every parse
    seen: set = set()
    # clauses joined by "or" drop their scopings with a clause's noun phrase over the "or"; where no analysis
    # keeps a reading of its first scopings, more are built (:func:`._disjoined_clauses.clauses_disjoined`)
    for more in (False, True):
        if out or later or (more and not any(isinstance(m, _mrs.MRS) and clauses_disjoined(m) for m in ms)):
            break
        for n, m in enumerate(ms):
            if len(out) >= max_readings:
                break
            reached("readings")
            if approximate_comparison(m) is not None:
                continue  # (a lower-ranked analysis with an approximate comparison: undecided, as above)
            for r in interpret(m, max_readings, text=text, mrs_index=n, more_scopes=more):
                key = _alpha_key(r)
                into = later if ANY_OF_NOTE in r.notes else out
                if key not in seen and len(into) < max_readings:
                    seen.add(key)
                    into.append(r)
    # the best reading's list read as any of them displaces at most the last collective reading
    n_later = min(len(later), max(1, max_readings - len(out)))
    return out[:max_readings - n_later] + later[:n_later]


_VAR_RE = re.compile(r"(?<![\w:<\"])([a-z]+\d+)(?![\w\"])")


def _alpha_key(r: Reading) -> tuple:
    """A key equal for readings that differ only in variable names (several parses, same logic)."""
    names: dict[str, str] = {}
    for v in r.answer_vars:
        names.setdefault(v.name, f"v{len(names)}")

    def ren(mt: "re.Match") -> str:
        return names.setdefault(mt.group(1), f"v{len(names)}")

    return (r.kind, len(r.answer_vars), _VAR_RE.sub(ren, str(r.formula)))
