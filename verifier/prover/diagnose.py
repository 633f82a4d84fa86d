"""Reasons from repairs: which smallest edit of the query would make it equivalent to the question?

A failed proof says little by itself. We try the smallest edits of the query's logic, cheapest and most
specific first, and the first edit that makes the comparison succeed names the reason:

=====================  ========================================================================
edit                   reason
=====================  ========================================================================
swap an edge           ``wrong_direction``  (``?v P c`` should be ``c P ?v``)
substitute an entity   ``deviating_entity`` (the query names another individual)
substitute a property  ``wrong_relation``   (another KG property or class)
change a FILTER bound  ``wrong_filter``       (the bound a question's comparison puts on the value)
drop a conjunct        ``extra_constraint`` (the query asks for more than the question)
other answer variable  ``wrong_answer_variable``
=====================  ========================================================================

When no single edit succeeds, the directions speak: a query that keeps every answer but adds some misses
a constraint (``missing_constraint``); one that adds none but loses some has an extra one.
The substitutes come from the axiom set: the KG terms the question's words are bridged to.

Which constraint is missing or extra is found the same way, one part at a time: a conjunct of the
question without which the query would answer it (the query does not enforce that conjunct), and a
conjunct of the query without which the question would entail it (the question does not ask for it).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Iterator, Sequence

from ..logic import (And, Atom, Cmp, Const, Eq, Exists, Extremum, Formula, Num, Or, Var, conj, conjuncts, constants,
                     exists, free_vars, map_atoms, predicates, strip_exists, subformulas)
from ..logic.ops import substitute
from ..logic.ops import const_key
from .compare import NO_REREADINGS, Comparison, Rereadings, compare as _compare
from ..bounds import DeadlineReached, StageBound
from .encode import WorkBudgetExceeded, reuse_countermodels, work_limit

__all__ = ["Diagnosis", "diagnose", "is_kg_predicate", "proved_one_way"]


@dataclass(frozen=True)
class Diagnosis:
    """Reason codes, best first, and what the repair was, in words."""

    reasons: tuple[str, ...]
    repair: str = ""
    repaired_query: Formula | None = None
    old: str = ""
    new: str = ""
    #: conjuncts of the question the query does not enforce (each alone would make the query exact
    #: in that direction)
    missing: tuple[Formula, ...] = ()
    #: conjuncts of the query the question does not ask for
    extra: tuple[Formula, ...] = ()
    #: why the search for the repair stopped short (its work bound), or "" when it ran to its end
    bounded: str = ""
    #: the query's KG predicates no axiom of the set mentions (a ``wrong_relation`` named by absence)
    unread: tuple[str, ...] = ()


def is_kg_predicate(name: str) -> bool:
    """KG predicates are compact IRIs (``wdt:P2067``, ``<http://…>``); ERG predicates are not."""
    return name.startswith("<") or (":" in name and not name.startswith("fn:"))


def _replace_const(f: Formula, old: Const, new: Const) -> Formula:
    def fix(t):
        return new if t == old else t

    def on_atom(a: Atom) -> Formula:
        return Atom(a.pred, tuple(fix(t) for t in a.args))

    g = map_atoms(f, on_atom)
    # equalities and comparisons also mention constants (VALUES, FILTER(?x = c))
    return _map_terms_eq(g, fix)


def _map_terms_eq(f: Formula, fix) -> Formula:
    from ..logic import And as _And, Exists, Forall, Iff, Implies, Not, Or, conj, disj
    if isinstance(f, Eq):
        return Eq(fix(f.left), fix(f.right))
    if isinstance(f, Cmp):
        return Cmp(f.op, fix(f.left), fix(f.right))
    if isinstance(f, Not):
        return Not(_map_terms_eq(f.body, fix))
    if isinstance(f, _And):
        return conj(_map_terms_eq(p, fix) for p in f.parts)
    if isinstance(f, Or):
        return disj(_map_terms_eq(p, fix) for p in f.parts)
    if isinstance(f, (Implies, Iff)):
        return type(f)(_map_terms_eq(f.left, fix), _map_terms_eq(f.right, fix))
    if isinstance(f, (Exists, Forall)):
        return type(f)(f.vars, _map_terms_eq(f.body, fix))
    return f


def _rename_pred(f: Formula, old: str, new: str, arity: int) -> Formula:
    return map_atoms(f, lambda a: Atom(new, a.args) if a.pred == old and len(a.args) == arity else a)


def _swap(f: Formula, target: Atom) -> Formula:
    return map_atoms(f, lambda a: Atom(a.pred, (a.args[1], a.args[0])) if a == target else a)


def _kg_atoms(f: Formula) -> list[Atom]:
    return [a for a in dict.fromkeys(g for g in subformulas(f) if isinstance(g, Atom)) if is_kg_predicate(a.pred)]


def _edits(query: Formula, answers: tuple[Var, ...], axioms: Sequence[tuple[str, Formula]],
           question: Formula | None = None) -> Iterator[tuple[str, str, Formula, tuple[Var, ...], str, str]]:
    """Candidate single edits: (reason, description, edited formula, answer vars, old part, new part)."""
    ax_consts: list[Const] = []
    ax_preds: list[tuple[str, int]] = []
    for name, ax in axioms:
        ax_consts += [c for c in sorted(constants(ax), key=const_key) if c.kind in ("iri", "fresh") and c not in ax_consts]
        if name.startswith("inverse:"):
            continue  # a pair's other property is no substitute: read the same way round it means the converse
        ax_preds += [p for p in sorted(predicates(ax)) if is_kg_predicate(p[0]) and p not in ax_preds
                     and p[0] != "rdf:type"]
    q_consts = [c for c in sorted(constants(query), key=const_key) if c.kind == "iri"]
    q_atoms = _kg_atoms(query)
    # 1. reversed edges
    for a in q_atoms:
        if len(a.args) == 2 and a.pred != "rdf:type" and a.args[0] != a.args[1]:
            yield ("wrong_direction", f"reverse {a}", _swap(query, a), answers, str(a),
                   str(Atom(a.pred, (a.args[1], a.args[0]))))
    #    and every edge of one property at once: "Was X born in A and B?" asked as ``A P19 X ∧ B P19 X`` has each
    #    triple the wrong way round, and no one swap repairs it
    for name in sorted({a.pred for a in q_atoms}):
        edges = [a for a in q_atoms if a.pred == name and len(a.args) == 2 and a.args[0] != a.args[1]]
        if len(edges) > 1 and name != "rdf:type":
            swapped = map_atoms(query, lambda a: Atom(a.pred, (a.args[1], a.args[0])) if a in edges else a)
            yield ("wrong_direction", f"reverse every {name}", swapped, answers, " ∧ ".join(map(str, edges)),
                   " ∧ ".join(str(Atom(a.pred, (a.args[1], a.args[0]))) for a in edges))
    # 2. another entity
    for c in q_consts:
        for d in ax_consts:
            if d != c and d not in q_consts:
                yield ("deviating_entity", f"{c} → {d}", _replace_const(query, c, d), answers, c.name, d.name)
    # 3. another property (or class, through rdf:type's object)
    for name, arity in sorted({(a.pred, len(a.args)) for a in q_atoms}):
        if name == "rdf:type":
            continue
        for other, oarity in ax_preds:
            if oarity == arity and other != name:
                yield ("wrong_relation", f"{name} → {other}", _rename_pred(query, name, other, arity), answers,
                       name, other)
    # 4. another bound: the query's comparisons of a value replaced by those an axiom makes of it
    #    ("born after 1950": d > 1950-12-31, where the query keeps d ≥ 1950-01-01)
    vs, matrix = strip_exists(query)
    parts = conjuncts(matrix)
    bounds = [b for _, ax in axioms for b in _axiom_bounds(ax)]
    # and those the question puts on a value it names ("more than 3 entrances" read as a stored count:
    # ∃n. entranceCount(x, n) ∧ n > 3)
    bounds += [b for b in (_axiom_bounds(question) if question is not None else []) if b not in bounds]
    for v in sorted({t for c in parts if _is_bound(c) for t in (c.left, c.right) if isinstance(t, Var)},
                    key=lambda v: v.name):
        mine = [c for c in parts if _is_bound(c) and v in (c.left, c.right)]
        rest = [c for c in parts if c not in mine]
        for d, theirs in bounds:
            new = [substitute(c, {d: v}) for c in theirs]
            if set(new) == set(mine):
                continue
            edited = exists(free_vars(And(tuple(rest + new))) - set(answers), And(tuple(rest + new)))
            yield ("wrong_filter", f"FILTER {' ∧ '.join(map(str, mine))} → {' ∧ '.join(map(str, new))}", edited,
                   answers, " ∧ ".join(map(str, mine)), " ∧ ".join(map(str, new)))
    # 5. a conjunct too many
    for part, rest in _drop_each(parts, answers):
        yield ("extra_constraint", f"drop {part}", rest, answers, str(part), "")
    # 6. another answer variable (same number of answers)
    if len(answers) == 1:
        for v in sorted(free_vars(matrix) - set(answers), key=lambda v: v.name):
            if v.sort != answers[0].sort or not _binds(matrix, v):
                continue
            yield ("wrong_answer_variable", f"answer ?{v.name} instead of ?{answers[0].name}",
                   exists(free_vars(matrix) - {v}, matrix), (v,), answers[0].name, v.name)


def _drop_each(parts: Sequence[Formula], answers: Sequence[Var]) -> Iterator[tuple[Formula, Formula]]:
    """``(part, the rest ∃-closed but for the answers)`` for each of two or more conjuncts whose removal
    leaves every answer variable in the rest."""
    if len(parts) < 2:
        return
    for i, part in enumerate(parts):
        rest = And(tuple(parts[:i] + parts[i + 1:])) if len(parts) > 2 else parts[1 - i]
        if set(answers) <= free_vars(rest):
            yield part, exists(free_vars(rest) - set(answers), rest)


def _is_bound(f: Formula) -> bool:
    """A comparison of a variable with a number (a FILTER's bound, dates as ordinal days)."""
    return isinstance(f, Cmp) and any(isinstance(t, Var) for t in (f.left, f.right)) \
        and any(isinstance(t, Num) for t in (f.left, f.right))


def _axiom_bounds(ax: Formula) -> list[tuple[Var, list[Formula]]]:
    """The bounds an axiom puts on a value it introduces: ``∃d. P(x, d) ∧ d > N`` gives ``(d, [d > N])``."""
    out = []
    for g in subformulas(ax):
        if isinstance(g, Exists):
            for d in g.vars:
                cmps = [c for c in conjuncts(g.body) if _is_bound(c) and d in (c.left, c.right)]
                if cmps and (d, cmps) not in out:
                    out.append((d, cmps))
    return out


def _binds(f: Formula, v: Var) -> bool:
    """Whether every solution of ``f`` binds ``v``: a variable of one branch of a union only ("born in
    Germany or in a ?place in Germany") is unbound in the others, so it is no answer the query could
    have meant."""
    if isinstance(f, Or):
        return all(_binds(p, v) for p in f.parts)
    if isinstance(f, And):
        return any(_binds(p, v) for p in f.parts)
    if isinstance(f, Exists):
        return v not in f.vars and _binds(f.body, v)
    return v in free_vars(f)


def diagnose(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: Sequence[Var],
             axioms: Sequence[tuple[str, Formula]], failed: Comparison, timeout_ms: int = 1000,
             max_edits: int = 40, rereadings: Rereadings = NO_REREADINGS, work_units: int | None = None
             ) -> Diagnosis:
    """Name the reason a comparison failed, by the first single edit of the query that repairs it.
    ``rereadings``: the lexical re-readings every comparison of the diagnosis may try (as the failed one).

    ``work_units``: the Z3 resource units all its comparisons may spend together (None: no bound). A
    search that reaches it names the reason from the failed comparison's directions alone (the query
    admits more, or fewer, answers), without the constraint, and says so in ``bounded``: the
    rejection stands on the comparison that disproved it; only its naming is cut short."""
    if failed.part is not None:
        # a comparison that failed in one part (of a ranking by a count, what is said of the answer or the
        # counted things; of a query with a column more, its kept columns): the edits and the culprits are
        # sought in that part, whose comparison the failed one carries
        question, q_answers, query, s_answers = failed.part
        failed = replace(failed, part=None)
    try:
        # (its edits are compared with one question under one axiom set: a countermodel found for one
        # edit often disproves the next, without a solver)
        with work_limit("diagnosis", work_units), reuse_countermodels():
            return _diagnose(question, q_answers, query, s_answers, axioms, failed, timeout_ms, max_edits, rereadings)
    except DeadlineReached as exc:  # (the check's time: the same cut, said so)
        return _by_directions(failed, f"the diagnosis stopped at the check's wall-clock bound ({exc.seconds:g} s) "
                                      "before an edit of the query repaired it")
    except WorkBudgetExceeded as exc:
        return _by_directions(failed, f"the diagnosis stopped at its bound ({exc.units:,} Z3 resource units) "
                                      "before an edit of the query repaired it")


def proved_one_way(failed: Comparison) -> bool:
    """Whether a direction of a failed comparison is proved (it keeps every answer, or adds none), for
    choosing which failed comparison explains a rejection. Reading a direction not yet decided decides it;
    one the check's work bound stops counts as not proved, so choosing an explanation never turns a
    rejection the comparisons proved into ``budget_exceeded``."""
    try:
        return any(e is not None and e.proved for e in (failed.forward, failed.backward))
    except StageBound:
        return False


def _by_directions(failed: Comparison, why: str) -> Diagnosis:
    """The reason from the directions of the failed comparison alone (a direction not yet decided
    counts as unknown: deciding it would be more work)."""
    fwd, bwd = (e if e is not None and getattr(e, "decided", True) else None
                for e in (failed.forward, failed.backward))
    if fwd is not None and bwd is not None and fwd.proved and bwd.disproved:
        return Diagnosis(("missing_constraint",), "the query admits answers the question excludes", bounded=why)
    if fwd is not None and bwd is not None and bwd.proved and fwd.disproved:
        return Diagnosis(("extra_constraint",), "the query excludes answers the question admits", bounded=why)
    return Diagnosis(("missing_constraint", "extra_constraint"),
                     "the query and the question constrain different things", bounded=why)


def _diagnose(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: Sequence[Var],
              axioms: Sequence[tuple[str, Formula]], failed: Comparison, timeout_ms: int,
              max_edits: int, rereadings: Rereadings) -> Diagnosis:
    compare = functools.partial(_compare, rereadings=rereadings)
    near: Diagnosis | None = None
    for n, (reason, what, edited, answers, old, new) in enumerate(_edits(query, tuple(s_answers), axioms, question)):
        if n >= max_edits:
            break
        result = compare(question, q_answers, edited, answers, axioms, timeout_ms)
        if result.status == "equivalent":
            if reason == "wrong_relation":
                # a property renamed into one the query already states ("?x P ?v" → "?x birthPlace ?v"
                # beside "?x birthPlace c") repairs only by saying nothing new: the triple is extra
                dropped = _drop_mentioning(question, q_answers, query, tuple(s_answers), axioms, old, timeout_ms,
                                           rereadings)
                if dropped is not None:
                    return dropped
            return Diagnosis((reason,), what, edited, old, new)
        if reason == "wrong_answer_variable" and near is None and result.forward is not None \
                and result.forward.proved:
            # the right answer variable, but still too general: a constraint is missing as well
            near = Diagnosis(("wrong_answer_variable", "missing_constraint"), what, edited, old, new)
    if near is not None:
        return near
    fwd, bwd = failed.forward, failed.backward
    # naming the constraint is worth a few quick checks, not a slow verdict
    part_ms = max(1, timeout_ms // 2)

    def missing() -> tuple[Formula, ...]:
        return _culprits(question, tuple(q_answers), lambda edited: compare(
            edited, q_answers, query, s_answers, axioms, part_ms, only="backward").backward)

    def extra() -> tuple[Formula, ...]:
        return _culprits(query, tuple(s_answers), lambda edited: compare(
            question, q_answers, edited, s_answers, axioms, part_ms, only="forward").forward)

    if fwd is not None and bwd is not None:
        if fwd.proved and bwd.disproved:
            return Diagnosis(("missing_constraint",), "the query admits answers the question excludes",
                             missing=missing())
        if bwd.proved and fwd.disproved:
            return Diagnosis(("extra_constraint",), "the query excludes answers the question admits", extra=extra())
    q_preds = {p for p, _ in predicates(query) if is_kg_predicate(p)}
    ax_preds = {p for name, ax in axioms if not name.startswith("inverse:")
                for p, _ in predicates(ax) if is_kg_predicate(p)}
    # an inverse pair (inverse.tmpl) joins every axiom set the query uses one of: its other property
    # is bridged only where a question word is bridged to the first
    for name, ax in axioms:
        pair = {p for p, _ in predicates(ax)} if name.startswith("inverse:") else set()
        if pair & ax_preds:
            ax_preds |= pair
    for pred in sorted(q_preds - ax_preds):
        # a triple on a property no word is bridged to, which the query would be right without
        dropped = _drop_mentioning(question, q_answers, query, tuple(s_answers), axioms, pred, timeout_ms, rereadings)
        if dropped is not None:
            return dropped
    if q_preds - ax_preds:
        return Diagnosis(("wrong_relation",), "the query uses " + ", ".join(sorted(q_preds - ax_preds))
                         + ", which no question word is bridged to", unread=tuple(sorted(q_preds - ax_preds)))
    return Diagnosis(("missing_constraint", "extra_constraint"), "the query and the question constrain different things",
                     missing=missing(), extra=extra())


def _drop_mentioning(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: tuple[Var, ...],
                     axioms: Sequence[tuple[str, Formula]], pred: str, timeout_ms: int,
                     rereadings: Rereadings = NO_REREADINGS) -> Diagnosis | None:
    """``extra_constraint`` when dropping a conjunct of the query that uses ``pred`` (with what hangs on it
    alone) makes the query equivalent; None otherwise."""
    for part, rest in _without_each(query, s_answers):
        if part is None or rest is None or pred not in {p for p, _ in predicates(part)}:
            continue
        if _compare(question, q_answers, rest, s_answers, axioms, timeout_ms,
                    rereadings=rereadings).status == "equivalent":
            return Diagnosis(("extra_constraint",), f"drop {part}", rest, str(part), "", extra=(part,))
    return None


def _without_each(f: Formula, answers: tuple[Var, ...]) -> Iterator[tuple[Formula, Formula]]:
    """``(part, f without part)`` for each conjunct of ``f``'s matrix (inside a superlative, of its body)
    whose removal leaves every answer variable (and the ranked measure) in the rest."""
    if isinstance(f, Extremum):
        keep = tuple(answers) + ((f.measure,) if isinstance(f.measure, Var) else ())
        for part, rest in _without_each(f.body, keep):
            yield part, (replace(f, body=rest) if rest is not None else None)
        return
    _, matrix = strip_exists(f)
    parts = conjuncts(matrix)
    if len(parts) < 2:
        return
    yield from _drop_each(parts, answers)
    yield None, None  # the single conjuncts end here
    # a conjunct with what hangs on it alone ("known for A and B" without "for B": the name B is left
    # over, and would still have to hold of something)
    for i, part in enumerate(parts):
        kept = _connected([p for k, p in enumerate(parts) if k != i], set(answers))
        dropped = [p for k, p in enumerate(parts) if k != i and p not in kept]
        if dropped and kept and set(answers) <= set().union(*(free_vars(p) for p in kept)):
            rest = conj(kept)
            yield conj([part] + dropped), exists(free_vars(rest) - set(answers), rest)


def _connected(parts: list[Formula], answers: set) -> list[Formula]:
    """The conjuncts linked to the answer variables through shared variables (ground ones stay)."""
    reached = set(answers)
    kept = [p for p in parts if not free_vars(p)]
    todo = [p for p in parts if free_vars(p)]
    grew = True
    while grew:
        grew = False
        for p in list(todo):
            if free_vars(p) & reached:
                reached |= free_vars(p)
                kept.append(p)
                todo.remove(p)
                grew = True
    return [p for p in parts if p in kept]


def _culprits(f: Formula, answers: tuple[Var, ...], holds_without, limit: int = 16, undecided: int = 4
              ) -> tuple[Formula, ...]:
    """The conjuncts of ``f`` without which the one-way entailment ``holds_without`` tests is proved;
    only where no single conjunct is, a conjunct with what hangs on it alone. At most ``limit`` tries,
    and none after ``undecided`` that time out (the rest would likely too)."""
    out: list[Formula] = []
    for n, (part, rest) in enumerate(_without_each(f, answers)):
        if part is None:
            if out:
                break
            continue
        if n >= limit or undecided <= 0:
            break
        got = holds_without(rest)
        if got is None:
            continue
        if got.proved:
            out.append(part)
        elif not got.disproved:
            undecided -= 1
    return tuple(out)
