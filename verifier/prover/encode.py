"""Formulas → Z3 terms.

One uninterpreted sort ``Ind`` holds every individual (entities, literals, events, answers). Constants,
variables and predicates get Z3 names from disjoint namespaces (``c:``, ``v:``, ``p:``), so a variable
can never be mistaken for a constant of the same spelling. Numbers are Z3 reals reached through one
function ``num : Ind → Real``; a numeric literal constant is tied to its value by an axiom.

:class:`Encoder` is created per check: it remembers the symbols it made, which the caller needs for
unique-name axioms and for reading countermodels back.
"""

from __future__ import annotations

import math
import os
import threading
from contextlib import contextmanager
from typing import Iterable, Iterator

import z3
from z3.z3core import (Z3_mk_and, Z3_mk_app, Z3_mk_const, Z3_mk_eq, Z3_mk_implies, Z3_mk_not, Z3_mk_or,
                        Z3_mk_quantifier_const_ex)

from ..bounds import StageBound
from ..logic import (And, Atom, Cmp, Const, Count, Eq, Exists, Extremum, Forall, Formula, Iff, Implies,
                     Not, Num, Or, Term, Truth, Var)
from ..logic.ops import free_vars, subformulas

__all__ = ["Encoder", "KG_KINDS", "WorkBudgetExceeded", "countermodels", "fresh_context", "on_release",
           "reuse_countermodels", "shared_context", "work_limit", "work_spent"]

_LOCAL = threading.local()

#: the Z3 terms of an entailment's hypotheses (the bridging axioms, the question) are made once in a
#: check's context and reused by the check's later entailments (:meth:`Encoder.hypothesis`);
#: ``VERIFIER_TERM_CACHE=0``: made anew for every entailment, as before
TERM_CACHE = os.environ.get("VERIFIER_TERM_CACHE", "1") != "0"
#: (the key of the sort and the ``num`` function in a block's term cache)
_SORTS = ("sorts",)


def shared_context() -> z3.Context:
    """One Z3 context per thread, reused by every check: making a context costs ~25 ms, a check a few.

    Declarations are idempotent within a context (same name and signature, same symbol), and each
    check gets its own solver, so checks do not see each other's assertions.
    """
    ctx = getattr(_LOCAL, "ctx", None)
    if ctx is None:
        ctx = _LOCAL.ctx = z3.Context()
    return ctx


@contextmanager
def fresh_context(lazy: bool = False, release: bool = False) -> Iterator[z3.Context | None]:
    """Within the block, :func:`shared_context` is a new context, dropped at its end.

    Z3's search depends on the order in which terms were created in a context (their ids steer
    case splits and quantifier instantiation), so a context reused across checks makes one check's
    verdict depend on the checks a process ran before it: the same record could be proved in one
    audit and time out in another. A context per check (~8 ms to make) makes a verdict a function
    of its record alone. Blocks nest; the outer context is restored on exit.

    ``lazy=True`` makes the context when the block first asks for one (and yields None): a check that
    is decided before the prover (a syntax error, an unknown IRI, a form mismatch) does not pay for a
    context it never uses, and one that does still gets a new one::

        with fresh_context(lazy=True):
            Encoder()   # makes this block's context here

    ``release=True``: what the block made that could still reach its context (a comparison's backward
    direction left to be decided on first read, :class:`~verifier.prover.entail.DeferredEntailment`)
    lets go of it when the block ends, so the context and the memory Z3 holds in it are freed then.
    For a caller whose comparisons do not outlive the block (the verifier's check: a verdict holds
    none). Without it, a context lives as long as such a comparison, and a comparison can live on
    unseen: pyparsing's exceptions keep the frames of a query's parse, and the check's frame above
    them, in reference cycles until the garbage collector's next full pass. An audit worker held a
    few dead checks' contexts at a time that way (peak RSS 158 MB against 115 MB after 60 checks).
    """
    outer = (getattr(_LOCAL, "ctx", None), getattr(_LOCAL, "spent", 0), getattr(_LOCAL, "calls", 0),
             getattr(_LOCAL, "limit", None), getattr(_LOCAL, "depth", 0), getattr(_LOCAL, "releases", None),
             getattr(_LOCAL, "reused", 0), getattr(_LOCAL, "models", None), getattr(_LOCAL, "retried", 0),
             getattr(_LOCAL, "terms", None))
    ctx = _LOCAL.ctx = None if lazy else z3.Context()
    _LOCAL.spent, _LOCAL.calls, _LOCAL.limit, _LOCAL.depth = 0, 0, None, outer[4] + 1
    _LOCAL.releases = [] if release else None
    _LOCAL.reused, _LOCAL.models, _LOCAL.retried = 0, None, 0
    _LOCAL.terms = {} if TERM_CACHE else None
    try:
        yield ctx
    finally:
        _LOCAL.last_spent = _work()
        for let_go in _LOCAL.releases or ():
            let_go()
        if _LOCAL.terms is not None:
            _LOCAL.terms.clear()  # (the block's terms go before its context: nothing outlives the check)
        (_LOCAL.ctx, _LOCAL.spent, _LOCAL.calls, _LOCAL.limit, _LOCAL.depth, _LOCAL.releases,
         _LOCAL.reused, _LOCAL.models, _LOCAL.retried, _LOCAL.terms) = outer


def on_release(let_go) -> None:
    """Call ``let_go()`` when the current :func:`fresh_context` block ends, if it was opened with
    ``release=True`` (otherwise never)."""
    releases = getattr(_LOCAL, "releases", None)
    if releases is not None:
        releases.append(let_go)


class WorkBudgetExceeded(StageBound):
    """A stage of a check used up the Z3 work it may spend (:func:`work_limit`); ``stage`` names it."""

    def __init__(self, stage: str, units: int):
        super().__init__(stage, f"the prover's work reached the stage's bound of {units:,} resource units")
        self.units = units


#: the work charged for each entailment besides Z3's own count: encoding the formulas, making the
#: solver and dropping it cost about as much as 50 ms of search on these problems, and Z3 counts none
#: of it (a long question's many small checks are slow for that, not for their search)
CALL_UNITS = 100_000


#: the work charged for an entailment decided by a countermodel already found (:func:`reuse_countermodels`):
#: encoding the goal and evaluating it in the model, no solver
REUSE_UNITS = 20_000


def _work() -> int:
    return (getattr(_LOCAL, "spent", 0) + CALL_UNITS * getattr(_LOCAL, "calls", 0)
            + REUSE_UNITS * getattr(_LOCAL, "reused", 0) + getattr(_LOCAL, "retried", 0))


def work_spent() -> int:
    """The work of the current :func:`fresh_context` block so far, in Z3 resource units: what Z3 counted
    in its context (deterministically: the same check spends the same units on any machine, at any
    load) plus :data:`CALL_UNITS` per entailment; outside a block, what the last block spent."""
    if not getattr(_LOCAL, "depth", 0):
        return getattr(_LOCAL, "last_spent", 0)
    return _work()


def _note_spent(ctx: z3.Context, units: int) -> None:
    """Record one entailment and its context's cumulative count (only for the current block's context)."""
    if getattr(_LOCAL, "ctx", None) is ctx:
        _LOCAL.spent = max(getattr(_LOCAL, "spent", 0), units)
        _LOCAL.calls = getattr(_LOCAL, "calls", 0) + 1


def _note_retried(units: int) -> None:
    """Record an entailment asked again in a context of its own (:data:`~.entail.RETRY_FRESH`): the
    units Z3 counted there, and :data:`CALL_UNITS`, join the current block's work."""
    if getattr(_LOCAL, "depth", 0):
        _LOCAL.retried = getattr(_LOCAL, "retried", 0) + units + CALL_UNITS


def _work_left(ctx: z3.Context | None = None) -> tuple[int | None, str, int]:
    """(units the current stage may still spend or None, the stage's name, its bound), for a call in
    ``ctx`` (None: the current block's; a context of another block has no bound here)."""
    limit = getattr(_LOCAL, "limit", None)
    if limit is None or (ctx is not None and ctx is not getattr(_LOCAL, "ctx", None)):
        return None, "", 0
    at, stage, units = limit
    return at - _work(), stage, units


def _note_reused() -> None:
    _LOCAL.reused = getattr(_LOCAL, "reused", 0) + 1


@contextmanager
def reuse_countermodels() -> Iterator[None]:
    """Within the block, an entailment may be decided by a countermodel an earlier one of the block found.

    The diagnosis of a rejection compares dozens of edits of the query with the question, under the
    same axioms and the same question: each forward check asks ``Δ ∧ Q(a) ⊨ S'(a)`` for another
    ``S'``. A model Z3 found for ``Δ ∧ Q(a) ∧ ¬S₁(a)`` is a model of ``Δ ∧ Q(a)``; where it also
    falsifies ``S'(a)``, the entailment is disproved without a solver (on a long CompoST question
    most edits fail that way, at ~200k resource units each). The outcome is the one Z3 reaches when it
    finds a model within its budget; the models live until the block ends::

        with reuse_countermodels():
            entails(ax, ("question", q), s1)   # disproved by Z3: its model is kept
            entails(ax, ("question", q), s2)   # disproved by that model, if it falsifies s2
    """
    outer = getattr(_LOCAL, "models", None)
    _LOCAL.models = {}
    try:
        yield
    finally:
        _LOCAL.models = outer


def current_context() -> z3.Context | None:
    """The current block's context, if it has made one (None: not yet, or no block)."""
    return getattr(_LOCAL, "ctx", None)


def countermodels() -> dict | None:
    """The countermodels of the current :func:`reuse_countermodels` block, by (axioms, hypothesis); or None."""
    return getattr(_LOCAL, "models", None)


@contextmanager
def work_limit(stage: str, units: int | None) -> Iterator[None]:
    """Within the block, the entailments of the current check may spend ``units`` more Z3 resource units
    in all (None: no bound); past that an entailment raises :class:`WorkBudgetExceeded` naming ``stage``.

    The per-entailment budget (``timeout_ms``) bounds one Z3 call; this bounds a stage's many calls (a
    reading's lexical choices, the edits a diagnosis tries), in units Z3 counts deterministically, so a
    check that hits it does so on every machine::

        with fresh_context(lazy=True), work_limit("solver", 40_000_000):
            compare(...)   # raises WorkBudgetExceeded("solver", …) once 40M units are spent
    """
    outer = getattr(_LOCAL, "limit", None)
    if units is not None:
        _LOCAL.limit = (_work() + units, stage, units)
    try:
        yield
    finally:
        _LOCAL.limit = outer

#: constant kinds that denote distinct KG individuals (unique-name assumption applies to them)
KG_KINDS = ("iri", "literal", "fresh")


class Encoder:
    """Translate formulas of :mod:`verifier.logic` into Z3 expressions within one context."""

    def __init__(self, ctx: z3.Context | None = None):
        self.ctx = ctx or shared_context()
        self._ref = self.ctx.ref()
        self._terms = _block_terms(self.ctx)
        base = self._terms.get(_SORTS) if self._terms is not None else None
        if base is None:
            base = (z3.DeclareSort("Ind", self.ctx), None)
            base = (base[0], z3.Function("num", base[0], z3.RealSort(self.ctx)))
            if self._terms is not None:
                self._terms[_SORTS] = base
        self.Ind, self.num = base
        self.consts: dict[Const, z3.ExprRef] = {}
        self.preds: dict[tuple[str, int], z3.FuncDeclRef] = {}
        self._abstractions: dict[Formula, z3.FuncDeclRef] = {}
        self._no_name = z3.to_symbol("", self.ctx)
        self._no_patterns = (z3.Pattern * 0)()
        self._no_asts = (z3.Ast * 0)()

    # -- z3's C API, called directly
    # z3's Python layer checks and coerces every argument of every term it makes (a third of a
    # check's own time went there); the formulas here are well-sorted by construction, so these
    # make the very same terms, in the same order, through the C calls that layer ends in. The
    # order matters: Z3's search depends on the order terms are created in a context (see
    # :func:`fresh_context`), so a faster encoding that made them otherwise could move a verdict.
    def _bool(self, ast) -> z3.BoolRef:
        return z3.BoolRef(ast, self.ctx)

    def _array(self, exprs):
        arr = (z3.Ast * len(exprs))()
        for i, e in enumerate(exprs):
            arr[i] = e.ast
        return arr

    def hypothesis(self, f: Formula) -> z3.BoolRef:
        """``f``'s term, made once per check: in a :func:`fresh_context` block (the verifier's check), a
        formula encoded before in the block's context is not walked again, and its constants join this
        encoder's names (:attr:`consts`, which a countermodel is read over) in the order the walk meets
        them, as if it had been encoded here.

        A check asks many entailments under one axiom set (a reading's lexical choices, both directions,
        a diagnosis's edits of the query): on 80 QALD-9 candidates the walks that made the same axioms'
        terms again took a fifth of the prover's own Python time. The term is the one the walk makes
        (Z3 shares equal terms within a context), and the cache is the block's, emptied when it ends,
        so what a check decides still depends on nothing an earlier check did::

            with fresh_context():
                Encoder().hypothesis(ax)   # walked: the term is kept
                Encoder().hypothesis(ax)   # the same term, and the same names, without the walk

        A formula with a count or a ranking is walked every time: its predicates are numbered per encoder.
        """
        terms = self._terms
        if terms is None:
            return self.formula(f)
        try:
            hit = terms.get(f)
        except TypeError:  # (a formula that cannot be hashed is walked, as outside a block)
            return self.formula(f)
        if hit is None:
            if any(type(g) is Count or type(g) is Extremum for g in subformulas(f)):
                return self.formula(f)
            own, self.consts = self.consts, {}
            try:
                expr = self.formula(f)
            finally:
                made, self.consts = self.consts, own
            hit = terms[f] = (expr, tuple(made.items()))
        expr, made = hit
        for c, z in made:
            self.consts.setdefault(c, z)
        return expr

    # -- symbols
    def const(self, c: Const) -> z3.ExprRef:
        z = self.consts.get(c)
        if z is None:
            tag = f"{c.kind}:{c.name}"
            if c.datatype:
                tag += f"^^{c.datatype}"
            if c.lang:
                tag += f"@{c.lang}"
            z = z3.ExprRef(Z3_mk_const(self._ref, z3.to_symbol(f"c:{tag}", self.ctx), self.Ind.ast), self.ctx)
            self.consts[c] = z
        return z

    def pred(self, name: str, arity: int) -> z3.FuncDeclRef:
        key = (name, arity)
        f = self.preds.get(key)
        if f is None:
            f = z3.Function(f"p:{name}/{arity}", *([self.Ind] * arity), z3.BoolSort(self.ctx))
            self.preds[key] = f
        return f

    def var(self, v: Var) -> z3.ExprRef:
        if v.sort == "n":
            return z3.Const(f"v:{v.name}", z3.RealSort(self.ctx))
        return z3.ExprRef(Z3_mk_const(self._ref, z3.to_symbol(f"v:{v.name}", self.ctx), self.Ind.ast), self.ctx)

    # -- terms
    def term(self, t: Term, env: dict[Var, z3.ExprRef]) -> z3.ExprRef:
        if isinstance(t, Var):
            if t not in env:
                raise ValueError(f"free variable {t.name} in a formula given to the prover")
            return env[t]
        if isinstance(t, Const):
            return self.const(t)
        if isinstance(t, Num):
            raise TypeError("a number can only occur in comparisons")
        raise TypeError(f"not a term: {t!r}")

    def numeric(self, t: Term, env: dict[Var, z3.ExprRef]) -> z3.ArithRef:
        if isinstance(t, Num):
            return z3.RealVal(repr(float(t.value)), self.ctx) if not float(t.value).is_integer() \
                else z3.RealVal(int(t.value), self.ctx)
        z = self.term(t, env)
        if z.sort() == z3.RealSort(self.ctx):
            return z  # type: ignore[return-value]
        return self.num(z)

    # -- formulas
    def formula(self, f: Formula, env: dict[Var, z3.ExprRef] | None = None) -> z3.BoolRef:
        env = env or {}
        cls = type(f)
        # the common shapes first, straight to the C API; numbers, empty conjunctions and the rare
        # connectives take z3's own path below, as before
        if cls is Atom and f.args and _individuals(f.args):
            p = self.pred(f.pred, len(f.args))
            args = [self.term(a, env) for a in f.args]
            return self._bool(Z3_mk_app(self._ref, p.ast, len(args), self._array(args)))
        if (cls is And or cls is Or) and f.parts:
            parts = [self.formula(p, env) for p in f.parts]
            return self._bool((Z3_mk_and if cls is And else Z3_mk_or)(self._ref, len(parts), self._array(parts)))
        if cls is Eq and _individuals((f.left, f.right)):
            l, r = self.term(f.left, env), self.term(f.right, env)
            return self._bool(Z3_mk_eq(self._ref, l.ast, r.ast))
        if cls is Not:
            # (held in a local: the C call borrows the pointer. Not named ``body``: the order of the
            # locals is the order a frame lets go of its terms, and the quantifier's must stay as it was)
            inside = self.formula(f.body, env)
            return self._bool(Z3_mk_not(self._ref, inside.ast))
        if isinstance(f, Truth):
            return z3.BoolVal(f.value, self.ctx)
        if isinstance(f, Atom):
            p = self.pred(f.pred, len(f.args))
            return p(*[self.term(a, env) for a in f.args]) if f.args else p()
        if isinstance(f, Eq):
            if isinstance(f.left, Num) or isinstance(f.right, Num):
                return self.numeric(f.left, env) == self.numeric(f.right, env)
            return self.term(f.left, env) == self.term(f.right, env)
        if isinstance(f, Cmp):
            l, r = self.numeric(f.left, env), self.numeric(f.right, env)
            return {"<": l < r, "<=": l <= r, ">": l > r, ">=": l >= r, "=": l == r, "!=": l != r}[f.op]
        if isinstance(f, Not):
            return z3.Not(self.formula(f.body, env))
        if isinstance(f, And):
            return z3.And([self.formula(p, env) for p in f.parts])
        if isinstance(f, Or):
            return z3.Or([self.formula(p, env) for p in f.parts])
        if isinstance(f, Implies):
            l, r = self.formula(f.left, env), self.formula(f.right, env)
            return self._bool(Z3_mk_implies(self._ref, l.ast, r.ast))
        if isinstance(f, Iff):
            return self.formula(f.left, env) == self.formula(f.right, env)
        if isinstance(f, (Forall, Exists)):
            inner = dict(env)
            bound = []
            for v in f.vars:
                z = self.var(v)
                inner[v] = z
                bound.append(z)
            body = self.formula(f.body, inner)
            if not bound:
                return body
            return z3.QuantifierRef(Z3_mk_quantifier_const_ex(
                self._ref, isinstance(f, Forall), 1, self._no_name, self._no_name, len(bound), self._array(bound),
                0, self._no_patterns, 0, self._no_asts, body.ast), self.ctx)
        if isinstance(f, (Count, Extremum)):
            return self._abstract(f, env)
        raise TypeError(f"not a formula: {f!r}")

    def _abstract(self, f: Formula, env: dict[Var, z3.ExprRef]) -> z3.BoolRef:
        """Counting and ranking are not first-order: each distinct one becomes its own predicate.

        Two occurrences of the same Count/Extremum (same body, up to the free variables given as
        arguments) share the predicate, which is what lets equal counts on both sides be matched.
        """
        fv = sorted(free_vars(f), key=lambda v: v.name)
        key = f
        p = self._abstractions.get(key)
        if p is None:
            p = z3.Function(f"abs:{len(self._abstractions)}", *([self.Ind] * len(fv)), z3.BoolSort(self.ctx))
            self._abstractions[key] = p
        return p(*[env[v] for v in fv]) if fv else p()

    # -- background
    def unique_names(self, consts: Iterable[Const]) -> list[z3.BoolRef]:
        """Distinctness of KG individuals, and the values of numeric literals (made once per check for
        the same names, like :meth:`hypothesis`)."""
        kg = [c for c in dict.fromkeys(consts) if c.kind in KG_KINDS]
        key = ("unique_names", tuple(kg))
        if self._terms is not None:
            hit = self._terms.get(key)
            if hit is None:
                hit = self._terms[key] = self._unique_names(kg)
            for c in kg:  # (the names, as the walk below would have made them)
                self.const(c)
            return list(hit)
        return self._unique_names(kg)

    def _unique_names(self, kg: list[Const]) -> list[z3.BoolRef]:
        out: list[z3.BoolRef] = []
        if len(kg) > 1:
            out.append(z3.Distinct(*[self.const(c) for c in kg]))
        for c in kg:
            if c.kind == "literal":
                value = numeric_value(c)
                if value is not None:
                    out.append(self.num(self.const(c)) == z3.RealVal(repr(value), self.ctx))
        return out


def _block_terms(ctx: z3.Context) -> dict | None:
    """The term cache of the current :func:`fresh_context` block, when ``ctx`` is that block's context
    (None otherwise: a context of its own, as a fresh retry's, caches nothing)."""
    terms = getattr(_LOCAL, "terms", None)
    return terms if terms is not None and ctx is getattr(_LOCAL, "ctx", None) else None


def _individuals(terms) -> bool:
    """Whether every term encodes to an ``Ind`` (a constant, or a variable that is no number)."""
    for t in terms:
        cls = type(t)
        if not (cls is Const or (cls is Var and t.sort != "n")):
            return False
    return True


def numeric_value(c: Const) -> float | None:
    """The number a literal constant stands for, when its datatype (or its plain form) is numeric."""
    if c.kind != "literal" or c.lang:
        return None
    dt = (c.datatype or "").split(":")[-1].split("#")[-1]
    if dt and dt not in ("integer", "int", "long", "short", "decimal", "double", "float", "nonNegativeInteger",
                         "positiveInteger", "negativeInteger", "nonPositiveInteger", "unsignedInt", "gYear"):
        return None
    try:
        value = float(c.name)
    except ValueError:
        return None
    # "NaN", "INF", "Infinity", 1e999: float() reads them, Z3's reals hold none of them; such a literal
    # is an individual like any other, with no numeric value asserted
    return value if math.isfinite(value) else None
