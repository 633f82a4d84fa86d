"""Entailment checks with Z3: proof (unsat core), countermodel, or an honest "could not decide".

``hypotheses ⊨ goal`` is decided by asking Z3 whether ``hypotheses ∧ ¬goal`` is satisfiable:

* ``unsat`` → **proved**; the unsat core names the hypotheses (axioms) the proof used;
* ``sat`` → **disproved**; the model is read back into facts over the named individuals;
* ``unknown`` (time-out, resource limit, incompleteness) → **unknown**. This is never merged with
  "disproved": a check that did not finish says so.

The main hypothesis is Skolemised here: its leading existential variables become named constants, so
that countermodels speak of "the mass x8 of x13" rather than anonymous model elements.
"""

from __future__ import annotations

import functools
import os
import time
from dataclasses import dataclass, field, replace
from typing import Sequence

import z3
from z3.z3core import Z3_mk_bool_sort, Z3_mk_const, Z3_solver_assert_and_track

from ..bounds import cut, reached, seconds_left
from ..logic import (And, Const, Exists, Forall, Formula, Iff, Implies, atoms, constants, free_vars, strip_exists,
                     substitute)
from ..logic.ops import const_key
from .encode import (KG_KINDS, Encoder, WorkBudgetExceeded, _note_retried, _note_reused, _note_spent, _work_left,
                     countermodels, current_context, on_release)
from .goal_parts import goal_parts

__all__ = ["Entailment", "Countermodel", "DeferredEntailment", "entails", "answer_constants"]

#: hypotheses are tracked under these names in unsat cores
QUESTION, QUERY, UNIQUE = "question", "query", "unique_names"

#: Z3 resource units granted per millisecond of ``timeout_ms``. The budget of a check is counted in
#: Z3's deterministic resource units, not in wall-clock time, so that a verdict does not depend on how
#: loaded the machine is: with a wall-clock limit, batch audits on busy cores turned some rejections
#: into time-outs from run to run. 2,000 units/ms is about what Z3 5.4 does in a millisecond on an
#: unloaded core for these problems (measured on the QALD-9 golds), so ``timeout_ms`` keeps its meaning
#: on such a machine.
RLIMIT_PER_MS = 2000
#: the wall-clock limit stays as a safety net for machines much slower than that; a run that compares
#: verdicts on a heavily loaded machine may widen it (``VERIFIER_WALL_CLOCK_SLACK=20``), so that only the
#: deterministic budget decides
WALL_CLOCK_SLACK = int(os.environ.get("VERIFIER_WALL_CLOCK_SLACK", "4"))
#: Z3 resource units all comparisons of one check may spend together (:func:`~.encode.work_limit`,
#: stage "solver"), and those of the diagnosis of a rejection ("diagnosis"): one entailment's budget
#: bounds one call, these bound the many calls of a long question's readings × lexical choices × edits.
#: In units, not seconds, so a check that hits them does so on every machine (about 2,000 units a ms).
#: ``VERIFIER_CHECK_WORK`` / ``VERIFIER_DIAGNOSIS_WORK`` set them (0: no bound). The defaults are about
#: twice what the most demanding QALD-9 dev check seen needed (17.3M units for a whole check, 12.6M for a
#: diagnosis, over the 408 golds and the first 828 candidates), so they change no verdict there; a
#: service that must answer within seconds sets them lower (at 16M / 6M, 7 of those 1,236 checks end
#: otherwise: 6 rejections keep their status, their reason read from the directions; 1 is unknown).


def _units(name: str, default: int) -> int | None:
    value = int(os.environ.get(name, str(default)))
    return value if value > 0 else None


CHECK_WORK = _units("VERIFIER_CHECK_WORK", 40_000_000)
#: an entailment that ends ``unknown`` at its own budget in the check's shared context is asked once more,
#: with the same budget, in a Z3 context of its own (``VERIFIER_FRESH_RETRY=0``: not). Z3's search
#: depends on the order in which terms were made in a context, and a check's context holds the terms
#: of its earlier entailments: on the QALD-9 candidates, entailments that ran out of their 4M units
#: (3-10 s) after other axiom sets had been encoded were decided in a new context in 0.08-1.2 s. Only
#: an undecided call is asked again, so no proof or refutation changes: an ``unknown`` may become one.
#: (Every call in a context of its own was measured too: on 80 candidates it turned 2 rejections into
#: ``solver_timeout`` — a fresh context is not always the luckier order — and it cost ~9 ms a call.)
RETRY_FRESH = os.environ.get("VERIFIER_FRESH_RETRY", "1") != "0"
#: a bridging axiom ``∀x̄. L ↔ R`` is given to Z3 as its two implications (:func:`one_way_each`);
#: ``VERIFIER_SPLIT_IFF=0``: as the biconditional, as before
SPLIT_IFF = os.environ.get("VERIFIER_SPLIT_IFF", "1") != "0"
DIAGNOSIS_WORK = _units("VERIFIER_DIAGNOSIS_WORK", 20_000_000)


@dataclass(frozen=True)
class Countermodel:
    """A finite picture of a model in which the hypotheses hold and the goal fails.

    ``facts`` are the true atoms over named individuals (``wdt:P2067(wd:Q2270, answer1)``); ``same``
    lists names that denote one individual (``answer1 = x8``).
    """

    facts: tuple[str, ...]
    same: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {"facts": list(self.facts), "identities": list(self.same)}

    def __str__(self) -> str:
        return "; ".join(self.facts + self.same) or "(the empty model)"


@dataclass(frozen=True)
class Entailment:
    status: str  # "proved" | "disproved" | "unknown"
    core: tuple[str, ...] = ()
    countermodel: Countermodel | None = None
    reason_unknown: str = ""
    ms: float = 0.0

    @property
    def proved(self) -> bool:
        return self.status == "proved"

    @property
    def disproved(self) -> bool:
        return self.status == "disproved"


class DeferredEntailment:
    """An entailment decided when a caller first reads it (its ``status``, ``core``, ``proved``…).

    A comparison whose forward direction is disproved is ``different`` whatever the backward one says,
    so the backward check is asked only by the few readers that need it (the diagnosis of the outcome a
    rejection is explained by). It is decided with exactly the inputs it was made with, in the Z3
    context of the check that made it, so a reader sees what an immediate check would have said::

        bwd = DeferredEntailment(lambda: entails(axioms, (QUERY, s), q, 2000))
        bwd.proved      # runs the check now, once; later reads reuse it

    Made in a :func:`~verifier.prover.encode.fresh_context` block opened with ``release=True``, it lets
    go of the check (and its Z3 context) when the block ends; read after that, it is ``unknown``.
    """

    __slots__ = ("_thunk", "_value")

    def __init__(self, thunk):
        self._thunk = thunk
        self._value: Entailment | None = None
        on_release(self._let_go)

    def _let_go(self) -> None:
        if self._value is None:
            self._thunk = _ended

    @property
    def decided(self) -> bool:
        """Whether the check has run (reading any other attribute runs it)."""
        return self._value is not None

    def value(self) -> Entailment:
        if self._value is None:
            self._value, self._thunk = self._thunk(), None
        return self._value

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.value(), name)

    def __repr__(self) -> str:
        return repr(self._value) if self._value is not None else "DeferredEntailment(<not yet decided>)"


def _ended() -> Entailment:
    return Entailment("unknown", reason_unknown="not decided: the check that made it had ended")


def answer_constants(n: int) -> tuple[Const, ...]:
    """The shared answer individuals: both sides' answer variables are replaced by these."""
    return tuple(Const(f"answer{i + 1}" if n > 1 else "answer", "answer") for i in range(n))


def _skolemise(f: Formula, taken: set[str]) -> Formula:
    vs, matrix = strip_exists(f)
    mapping = {}
    for v in vs:
        name = v.name
        while name in taken:
            name += "'"
        taken.add(name)
        mapping[v] = Const(name, "skolem")
    return substitute(matrix, mapping)


def entails(axioms: Sequence[tuple[str, Formula]], hypothesis: tuple[str, Formula], goal: Formula,
            timeout_ms: int = 2000, model_facts: int = 60, ctx: z3.Context | None = None) -> Entailment:
    """Decide ``axioms ∧ hypothesis ⊨ goal``; both ``hypothesis`` and ``goal`` must be closed.

    ``axioms`` and the hypothesis are given with names, which are what the unsat core reports.
    ``timeout_ms`` is turned into a deterministic resource budget (:data:`RLIMIT_PER_MS`), with
    ``WALL_CLOCK_SLACK`` times as much wall-clock time as a hard limit. ``ctx``: the Z3 context to decide
    it in (the current check's by default; a deferred check passes the one it was made in).

    Within a :func:`~verifier.prover.encode.work_limit` block the call may spend no more than the
    stage has left: one that would start with none left, or that the stage's bound (not its own
    budget) stops, raises :class:`~verifier.prover.encode.WorkBudgetExceeded`. Within a
    :func:`~verifier.bounds.deadline` block, a call that would start past the check's time, or that Z3
    leaves undecided at that time (its wall-clock net is cut to what is left), raises
    :class:`~verifier.bounds.DeadlineReached` naming the stage ("solver", or the work bound's stage).
    """
    parts = goal_parts(axioms, goal)
    if parts is not None:  # a large goal of independent parts: each decided on its own (goal_parts)
        return _each_part(axioms, hypothesis, parts, timeout_ms, model_facts, ctx)
    start = time.perf_counter()
    units = int(timeout_ms) * RLIMIT_PER_MS
    left, stage, bound = _work_left(ctx)
    reached(stage or "solver")
    if left is not None and left <= 0:
        raise WorkBudgetExceeded(stage, bound)
    taken = {c.name for c in constants(goal) | _names(hypothesis[1])}
    hyp = _skolemise(hypothesis[1], taken)
    kept, key = countermodels() if ctx is None or ctx is current_context() else None, None
    if kept is not None:
        key = (hypothesis[0], hyp, tuple(axioms))
        try:
            hash(key)
        except TypeError:  # (a formula that cannot be hashed is decided by the solver, as outside the block)
            key, kept = None, None
    if kept is not None:
        found = _refuted(kept.get(key, ()), hyp, goal, model_facts)
        if found is not None:
            _note_reused()
            return replace(found, ms=(time.perf_counter() - start) * 1000)
    cut = left is not None and left < units  # the stage's bound, not this call's, stops it
    enc = Encoder(ctx)
    solver, consts = _posed(enc, min(units, left) if cut else units, timeout_ms, axioms, hypothesis[0], hyp, goal)
    result = solver.check()
    ms = (time.perf_counter() - start) * 1000
    _note_spent(enc.ctx, _counted(solver))
    if cut and result == z3.unknown:
        raise WorkBudgetExceeded(stage, bound)
    if result == z3.unknown:  # past the check's time, that (not this call's budget) stopped it
        reached(stage or "solver")
        if "timeout" in solver.reason_unknown():  # its own wall-clock net: undecided at this load only
            cut(stage or "solver")
    # ("canceled": its resource budget stopped it, deterministically; "timeout" is the wall-clock net)
    if result == z3.unknown and RETRY_FRESH and (ctx is None or ctx is current_context()) \
            and "canceled" in solver.reason_unknown():
        again = _retry_fresh(axioms, hypothesis[0], hyp, goal, units, timeout_ms, model_facts, start)
        if again is not None:
            return again
    if result == z3.unsat:
        return Entailment("proved", core=_core(solver), ms=ms)
    if result == z3.sat:
        model = solver.model()
        if key is not None and len(kept.setdefault(key, [])) < KEPT_MODELS:
            kept[key].append((model, enc, frozenset(consts - constants(goal)), frozenset(consts)))
        return Entailment("disproved", countermodel=_read_model(enc, model, hyp, goal, model_facts), ms=ms)
    return Entailment("unknown", reason_unknown=solver.reason_unknown(), ms=ms)


def _each_part(axioms: Sequence[tuple[str, Formula]], hypothesis: tuple[str, Formula], parts: Sequence[Formula],
               timeout_ms: int, model_facts: int, ctx: z3.Context | None) -> Entailment:
    """``axioms ∧ hypothesis ⊨ ⋀ parts``, one part at a time: disproved by the first part disproved (its
    countermodel is one of the whole), proved when every part is (the cores joined, in order), else
    unknown with the first part's reason."""
    core: list[str] = []
    ms, undecided = 0.0, None
    for part in parts:
        got = entails(axioms, hypothesis, part, timeout_ms, model_facts, ctx)
        ms += got.ms
        if got.status == "disproved":
            return replace(got, ms=ms)
        if got.status != "proved":
            undecided = undecided or got
        core += [name for name in got.core if name not in core]
    if undecided is not None:
        return replace(undecided, ms=ms)
    return Entailment("proved", core=tuple(core), ms=ms)


def _retry_fresh(axioms: Sequence[tuple[str, Formula]], name: str, hyp: Formula, goal: Formula, units: int,
                 timeout_ms: int, model_facts: int, start: float) -> Entailment | None:
    """The entailment decided again in a Z3 context of its own, with the same budget (:data:`RETRY_FRESH`);
    None when it is undecided there too, or when the stage has not a whole budget left for it (then
    the first ``unknown`` stands, as without the retry).

    The same assertions in the same order as the first try, in a context that holds nothing else::

        entails(axioms, ("question", q), s)   # unknown at 4M units after other sets in the context
        # → asked again in a new context: disproved in 0.1 s

    Both pose it through :func:`_posed`, which makes the terms in the same order as ever, so a retry asks
    exactly what the first try asked.
    """
    left, stage, _ = _work_left()
    if left is not None and left < units + 100_000:
        return None
    reached(stage or "solver")
    enc = Encoder(z3.Context())
    solver, _ = _posed(enc, units, timeout_ms, axioms, name, hyp, goal)
    result = solver.check()
    _note_retried(_counted(solver))
    ms = (time.perf_counter() - start) * 1000
    if result == z3.unsat:
        return Entailment("proved", core=_core(solver), ms=ms)
    if result == z3.sat:
        return Entailment("disproved", countermodel=_read_model(enc, solver.model(), hyp, goal, model_facts), ms=ms)
    return None


def _posed(enc: Encoder, units: int, timeout_ms: int, axioms: Sequence[tuple[str, Formula]], name: str,
           hyp: Formula, goal: Formula) -> tuple[z3.Solver, set[Const]]:
    """A solver of ``enc``'s context that holds ``axioms ∧ hyp ∧ ¬goal``, each hypothesis tracked under its
    name for the unsat core (a repeated name as ``name#2``…), and the unique-name axioms of every name
    they mention (tracked as ``unique_names``, numeric values as ``unique_names:numeric``); with
    ``units`` as its resource budget and ``WALL_CLOCK_SLACK × timeout_ms`` as its wall-clock net.
    Returns the solver and those names (the countermodel is read over them). The terms are made in one
    fixed order (axioms, hypothesis, goal, unique names): Z3's search follows that order, so
    :func:`entails` and its fresh-context retry pose the very same problem::

        solver, names = _posed(Encoder(), 4_000_000, 2000, [("ax", ax)], "question", q, s)
        solver.check()   # unsat: proved, core from solver.unsat_core()
    """
    solver = z3.Solver(ctx=enc.ctx)
    # (the net: WALL_CLOCK_SLACK × timeout_ms, or what the check's wall-clock bound leaves, if less)
    remaining = seconds_left()
    net = int(timeout_ms) * WALL_CLOCK_SLACK
    # (one parameter set, in the order they were set one by one: a new solver keeps them as given)
    solver.set(rlimit=units, timeout=net if remaining is None else max(1, min(net, int(remaining * 1000) + 1)),
               unsat_core=True)
    tracked: dict[str, z3.BoolRef] = {}
    ref = enc.ctx.ref()

    def track(key: str, expr: z3.BoolRef) -> None:
        i, base = 1, key
        while key in tracked:
            i += 1
            key = f"{base}#{i}"
        # (z3.Bool and Solver.assert_and_track, without their argument checks: the same calls)
        lit = z3.BoolRef(Z3_mk_const(ref, z3.to_symbol(f"track:{key}", enc.ctx), Z3_mk_bool_sort(ref)), enc.ctx)
        tracked[key] = lit
        Z3_solver_assert_and_track(ref, solver.solver, expr.ast, lit.ast)

    for ax_name, ax in axioms:
        track(ax_name, enc.hypothesis(one_way_each(ax) if SPLIT_IFF else ax))
    track(name, enc.hypothesis(hyp))
    solver.add(z3.Not(enc.formula(goal)))
    consts = set(constants(goal)) | _names(hyp)
    for _, ax in axioms:
        consts |= _names(ax)
    for i, expr in enumerate(enc.unique_names(sorted(consts, key=const_key))):
        track(UNIQUE if i == 0 else f"{UNIQUE}:numeric", expr)
    return solver, consts


@functools.lru_cache(maxsize=8192)
def _constants(f: Formula) -> frozenset[Const]:
    """:func:`~verifier.logic.constants` of a hypothesis, kept: a check asks many entailments under one
    axiom set and one question, and each call walked every axiom again for its names (about 1.5 % of a
    check's time on the QALD-9 candidates). A pure function of an immutable formula, so keeping it across
    checks changes nothing a check decides::

        _constants(Atom("ex:knows", (Const("ex:bob"), x)))   # frozenset({Const("ex:bob")})
    """
    return frozenset(constants(f))


def _names(f: Formula) -> frozenset[Const]:
    """:func:`_constants`, or the walk itself for a formula that cannot be hashed."""
    try:
        return _constants(f)
    except TypeError:
        return frozenset(constants(f))


@functools.lru_cache(maxsize=4096)
def one_way_each(ax: Formula) -> Formula:
    """A definition ``∀x̄. L ↔ R`` as the conjunction of its two implications, each universally closed
    over the variables of its own premise: ``∀x̄ ē. L₀ → R`` ∧ ``∀x̄. R → ∃ē. L₀`` where ``L = ∃ē. L₀``
    (and the mirror image when the existential is on the right). Any other formula, a biconditional with
    no existential side among them, is returned as it is.

    The two are logically the same axiom, tracked under the same name, so every proof and countermodel
    is one of the biconditional's. What differs is Z3's work: a lexical entry's axiom
    ``∀x y. (∃e. die(e, x) ∧ in(e, y)) ↔ deathPlace(x, y)`` gave its quantifier instantiation one
    biconditional with an existential inside, and countermodels of entailments under it took up to
    3.4M resource units (all 14 costliest of 1,241 entailments over 120 candidates had such an axiom);
    as two implications, with the premise's existential a plain universal, model-based instantiation
    checks each direction on its own. Replaying those 1,241 entailments each in a context of its own:
    131.9M units instead of 178.8M (the 60 costliest: 7.4M instead of 27.0M), every status and unsat core
    the same (the biconditional left 4 of them ``unknown`` at their budget there)::

        ∀x y. (∃e. die(e, x) ∧ in(e, y)) ↔ deathPlace(x, y)
        → (∀x y e. die(e, x) ∧ in(e, y) → deathPlace(x, y))
          ∧ (∀x y. deathPlace(x, y) → ∃e. die(e, x) ∧ in(e, y))

    Only such definitions: split too, a name's or a class noun's plain ``∀x. named(x, "Peru") ↔ x = dbr:Peru``
    beside a containment axiom sent one test check past its 40M-unit bound (22M units in one entailment,
    0.1M as a biconditional).
    """
    if type(ax) is not Forall or type(ax.body) is not Iff:
        return ax
    left, right = ax.body.left, ax.body.right
    outer = set(ax.vars)
    # (an existential whose variable the rest also uses, bound or free: the biconditional as it is)
    if type(left) is Exists and not set(left.vars) & (outer | free_vars(right)):
        return And((Forall(ax.vars + left.vars, Implies(left.body, right)), Forall(ax.vars, Implies(right, left))))
    if type(right) is Exists and not set(right.vars) & (outer | free_vars(left)):
        return And((Forall(ax.vars, Implies(left, right)), Forall(ax.vars + right.vars, Implies(right.body, left))))
    return ax


def _counted(solver: z3.Solver) -> int:
    """The resource units Z3 counted in the solver's context so far (0 when it reports none)."""
    try:
        return int(solver.statistics().get_key_value("rlimit count"))
    except (z3.Z3Exception, KeyError):  # (no count reported: nothing spent that Z3 knows of)
        return 0


def _core(solver: z3.Solver) -> tuple[str, ...]:
    """The names of the tracked hypotheses in the solver's unsat core, sorted."""
    return tuple(sorted(str(c)[len("track:"):] for c in solver.unsat_core()))


#: countermodels kept per (axioms, hypothesis) in a :func:`~.encode.reuse_countermodels` block
KEPT_MODELS = 4


def _refuted(kept, hyp: Formula, goal: Formula, model_facts: int) -> Entailment | None:
    """``disproved``, if a kept model of the same axioms and hypothesis falsifies ``goal``; else None.

    Such a model satisfies every hypothesis of the new call: the axioms and the hypothesis are the
    same, and its unique-name axioms are those of the old call's names, which hold the new call's
    (the goal may name no individual the old call did not). A predicate only the new goal names gets
    the model's default (the old hypotheses do not mention it, so any reading of it extends the
    model). Only a definite ``false`` counts: Z3's evaluator leaves some quantified formulas
    unevaluated, and then the solver decides as before."""
    names = constants(goal)
    for model, enc, base, known in kept:
        if not names <= known:
            continue
        try:
            value = model.eval(enc.formula(goal), model_completion=True)
        except z3.Z3Exception:  # (the evaluator cannot read it: the solver decides)
            continue
        if z3.is_false(value):
            view = _Names({c: z for c, z in enc.consts.items() if c in base or c in names})
            return Entailment("disproved", countermodel=_read_model(view, model, hyp, goal, model_facts))
    return None


@dataclass(frozen=True)
class _Names:
    """The names a countermodel is read over (an encoder's, less those of another call's goal)."""

    consts: dict


def _read_model(enc: Encoder, model: z3.ModelRef, hypothesis: Formula, goal: Formula, limit: int) -> Countermodel:
    """The counterexample as a reader needs it: the facts the hypothesis asserts, under the model's
    identities, and the goal that fails there.

    Z3 fills every predicate it is not told about arbitrarily; listing all true atoms would bury the
    few that matter, so only the hypothesis' own ground atoms are shown.
    """
    named = sorted(enc.consts.items(), key=lambda kv: (kv[0].kind != "answer", kv[0].kind != "skolem", kv[0].name))
    # the individuals of ``Ind`` are the model's universe elements, one term each, so two names denote
    # one individual exactly when their values are the same term: grouped by the term's id (asking
    # the model ``a = b`` of each pair took a quarter of a long question's diagnosis)
    values: list[z3.ExprRef] = []  # (held, so that no id is freed and reused while grouping)
    first: dict[int, str] = {}
    same: list[str] = []
    for c, z in named:
        value = model.eval(z, model_completion=True)
        values.append(value)
        key = value.get_id()
        if key in first:
            same.append(f"{first[key]} = {c}")
        else:
            first[key] = str(c)
    facts: list[str] = []
    for atom in atoms(hypothesis):
        if not all(isinstance(a, Const) for a in atom.args):
            continue
        text = f"{atom.pred}({', '.join(str(a) for a in atom.args)})"
        if text not in facts:
            facts.append(text)
        if len(facts) >= limit:
            break
    facts.append(f"not: {goal}")
    return Countermodel(tuple(facts), tuple(same))
