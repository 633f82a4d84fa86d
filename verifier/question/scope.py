"""Scope resolution for MRS: the well-formed pluggings of holes to labels under the qeq constraints.

pydelphin represents underspecified MRS but does not resolve scope, so this module does. A *fragment*
is the set of EPs sharing one label; its *holes* are the handle-valued arguments of those EPs (RSTR,
BODY, ARGn of scopal predicates). A *scoping* plugs every hole with exactly one fragment so that

* the result is a tree rooted at the MRS's top handle (every fragment is used exactly once),
* ``h qeq l``: ``l`` lies below ``h`` with only quantifiers in between, entered through their BODY,
* a handle argument that *is* a label (no qeq) is plugged by that label directly,
* every EP using a variable lies below (in the RSTR or BODY of) the quantifier binding it.

The solver is chart-style: a subproblem is ``(hole, set of fragments, pending qeq target)``. For each
subproblem it picks a *free* root fragment (no binder of its variables still unplaced, not the target
of an unplaced hole), splits the rest into connected components (edges: qeqs and variable binding),
and sends each component to one of the root's holes. Subproblems are memoised, enumeration is lazy
and depth-first, and a step budget bounds the work, so even a 30-quantifier MRS answers in
milliseconds.

Logically equivalent pluggings are collapsed, at every subproblem (equivalent subtrees make
equivalent trees, so nothing is lost): fragments whose relative order never matters (∃-like quantifiers
and transparent operators, decided by the ``commutes`` callback) form *regions* whose internal order
is ignored, and a set made only of such fragments is resolved once. Referential quantifiers (proper
names, pronouns: the ``floats`` callback) are placed as soon as they are free and their position is
ignored. The wh-quantifier is kept above every fragment whose scope matters (negation, ∀), since its
variable is the answer. Without collapsing (``collapse=False``, :func:`count_scopings`) every
plugging counts.

Order is most plausible first: at every hole the wh-quantifier is tried first, then proper names and
pronouns, then definites, then the remaining quantifiers and scopal operators in surface order (so
"every dog chased a cat" gives ∀∃ before ∃∀ and "didn't see a dog" gives ¬∃).
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, Optional

from delphin import mrs as _mrs

from ..bounds import cut, reached
from .errors import QuestionError

__all__ = ["ScopedTree", "ScopeResult", "scopings", "resolve", "count_scopings", "DEFAULT_MAX_SCOPINGS",
           "DEFAULT_MAX_STEPS"]

DEFAULT_MAX_SCOPINGS = 8
#: splits tried before enumeration stops (a split is one root choice with one hole assignment)
DEFAULT_MAX_STEPS = 4000
#: wall-clock limit per MRS, in seconds, checked with the step counter: a safety net only, the step count
#: is the bound. It widens with ``VERIFIER_WALL_CLOCK_SLACK`` (1 s at its default of 4) as the prover's
#: net does, so that a run comparing verdicts on a loaded machine (``=30``: 7.5 s) is decided by the
#: steps alone and a question's readings do not depend on the load
DEFAULT_MAX_SECONDS = 0.25 * float(os.environ.get("VERIFIER_WALL_CLOCK_SLACK", "4"))

#: quantifiers preferred with wide scope (after the wh-quantifier), in the ERG's naming
_WIDE = frozenset({"proper_q", "pronoun_q", "_the_q", "def_explicit_q", "def_implicit_q", "_this_q_dem",
                   "_that_q_dem", "_these_q_dem", "_those_q_dem", "idiom_q_i"})
_WH = frozenset({"which_q", "_which_q", "_what_q"})


@dataclass(frozen=True)
class ScopedTree:
    """A node of a resolved scope tree: the EPs of one label and the subtrees plugging its holes.

    ``eps`` are indices into the MRS's ``rels``; ``plugs`` maps each hole (handle variable) to the
    subtree plugging it, ``None`` for a hole left open by the robust fallback. ``fallback`` is set on
    the root when the tree came from the fallback, not from a well-formed plugging.
    """

    label: str
    eps: tuple[int, ...]
    plugs: tuple[tuple[str, Optional["ScopedTree"]], ...] = ()
    fallback: bool = False

    def child(self, hole: str) -> Optional["ScopedTree"]:
        for h, t in self.plugs:
            if h == hole:
                return t
        return None

    def nodes(self) -> Iterator["ScopedTree"]:
        yield self
        for _, t in self.plugs:
            if t is not None:
                yield from t.nodes()

    def plugging(self) -> dict[str, str]:
        """The hole → label map of this tree (the MRS notion of a plugging)."""
        out: dict[str, str] = {}
        for n in self.nodes():
            for h, t in n.plugs:
                if t is not None:
                    out[h] = t.label
        return out

    def render(self, m: _mrs.MRS, indent: int = 0) -> str:
        """An indented outline: one line per node with its predicates, then its holes."""
        preds = ", ".join(m.rels[i].predicate for i in self.eps)
        lines = [" " * indent + f"{self.label}: {preds}"]
        for h, t in self.plugs:
            lines.append(" " * (indent + 2) + f"{h} =")
            lines.append(t.render(m, indent + 4) if t is not None else " " * (indent + 4) + "(open)")
        return "\n".join(lines)


@dataclass(frozen=True)
class ScopeResult:
    """What :func:`resolve` found: the trees, whether it stopped early, and why it fell back."""

    trees: tuple[ScopedTree, ...]
    exhausted: bool  # True when every plugging was visited (the list is complete)
    steps: int
    notes: tuple[str, ...] = ()


# ------------------------------------------------------------------------------------------ the net


class _Budget(Exception):
    pass


@dataclass
class _Net:
    """The MRS as fragments, holes and constraints, with fragment sets as integer bitmasks."""

    m: _mrs.MRS
    labels: list[str]
    frag_eps: list[tuple[int, ...]]
    holes: list[tuple[str, ...]]  # per fragment, its holes in role order
    hole_kind: dict[str, tuple[str, int]]  # hole → ("qeq"|"eq"|"open", target fragment or -1)
    body_hole: list[Optional[str]]  # per fragment, the BODY hole of its quantifier
    is_quant: list[bool]
    needs: list[int]  # per fragment, mask of binder fragments of the variables it uses
    adj: list[int]  # per fragment, mask of fragments it is connected to
    src: list[int]  # per fragment, the fragment owning the hole that targets it (-1: top or none)
    rank: list[tuple]  # per fragment, its plausibility key
    noncomm: int  # mask of fragments whose scope matters
    wh: int  # mask of wh-quantifier fragments (kept above every fragment whose scope matters)
    top: str
    notes: list[str] = field(default_factory=list)
    floating: int = 0  # mask of referential quantifiers (proper names, pronouns): position irrelevant


def _is_handle_role(role: str, value: str) -> bool:
    return role != "CARG" and isinstance(value, str) and value[:1] == "h" and value[1:].isdigit()


def _build(m: _mrs.MRS, commutes: Callable[[_mrs.EP], bool],
           floats: Callable[[_mrs.EP], bool] = lambda ep: False) -> _Net:
    labels: list[str] = []
    index: dict[str, int] = {}
    members: list[list[int]] = []
    for i, ep in enumerate(m.rels):
        if ep.label not in index:
            index[ep.label] = len(labels)
            labels.append(ep.label)
            members.append([])
        members[index[ep.label]].append(i)
    n = len(labels)
    qeq = {hc.hi: hc.lo for hc in m.hcons if hc.relation == "qeq"}
    notes: list[str] = []

    binder: dict[str, int] = {}
    for f, eps in enumerate(members):
        for i in eps:
            ep = m.rels[i]
            if ep.is_quantifier() and ep.iv not in binder:
                binder[ep.iv] = f

    holes: list[tuple[str, ...]] = []
    hole_kind: dict[str, tuple[str, int]] = {}
    body_hole: list[Optional[str]] = [None] * n
    is_quant = [False] * n
    needs = [0] * n
    src = [-1] * n
    for f, eps in enumerate(members):
        hs: list[str] = []
        for i in eps:
            ep = m.rels[i]
            if ep.is_quantifier():
                is_quant[f] = True
            for role, v in ep.args.items():
                if _is_handle_role(role, v):
                    if v in qeq:
                        tgt = index.get(qeq[v], -1)
                        if tgt < 0:
                            notes.append(f"{v} qeq {qeq[v]}, which labels no EP")
                            kind = "open"
                        else:
                            kind = "qeq"
                    elif v in index:
                        kind, tgt = "eq", index[v]
                    elif ep.is_quantifier() and role in ("RSTR", "BODY"):
                        kind, tgt = "open", -1
                    else:
                        # a dangling handle argument of an ordinary predicate: not a hole to fill
                        continue
                    if v in hole_kind:
                        continue
                    hole_kind[v] = (kind, tgt)
                    hs.append(v)
                    if tgt >= 0 and tgt != f:
                        src[tgt] = f
                    if role == "BODY" and ep.is_quantifier():
                        body_hole[f] = v
                elif role != "CARG" and role != "ARG0" or (role == "ARG0" and not ep.is_quantifier()):
                    b = binder.get(v)
                    if b is not None and b != f:
                        needs[f] |= 1 << b
        holes.append(tuple(hs))

    adj = [0] * n
    for f in range(n):
        adj[f] |= needs[f]
        for b in range(n):
            if needs[f] >> b & 1:
                adj[b] |= 1 << f
        for h in holes[f]:
            tgt = hole_kind[h][1]
            if tgt >= 0 and tgt != f:
                adj[f] |= 1 << tgt
                adj[tgt] |= 1 << f

    rank: list[tuple] = []
    noncomm = 0
    wh = 0
    floating = 0
    # a coordinated group ("x = a and b") is best scoped below its conjuncts, so it can distribute
    groups = {ep.iv for ep in m.rels if ep.predicate.endswith("_c") and not ep.is_quantifier()
              and ep.iv and ep.iv[:1] == "x" and str(ep.args.get("ARG1", ""))[:1] == "x"}
    for f, eps in enumerate(members):
        preds = [m.rels[i].predicate for i in eps]
        cfrom = min((m.rels[i].cfrom for i in eps if m.rels[i].cfrom is not None and m.rels[i].cfrom >= 0),
                    default=10**6)
        if any(p in _WH for p in preds):
            cls = 0
            wh |= 1 << f
        elif is_quant[f] and all(floats(m.rels[i]) for i in eps):
            cls = 1
        elif any(p in _WIDE for p in preds):
            cls = 1.5
        elif is_quant[f] and any(m.rels[i].iv in groups for i in eps):
            cls, cfrom = 2, cfrom + 10**5
        elif is_quant[f] or holes[f]:
            cls = 2
        else:
            cls = 3
        rank.append((cls, cfrom, f))
        if not all(commutes(m.rels[i]) for i in eps):
            noncomm |= 1 << f
        elif is_quant[f] and all(floats(m.rels[i]) for i in eps):
            floating |= 1 << f

    top = m.top
    if top in qeq:
        t = index.get(qeq[top], -1)
        hole_kind[top] = ("qeq", t) if t >= 0 else ("open", -1)
    elif top in index:
        hole_kind[top] = ("eq", index[top])
    else:
        hole_kind[top] = ("open", -1)
    if hole_kind[top][1] >= 0:
        src[hole_kind[top][1]] = -1
    return _Net(m, labels, [tuple(x) for x in members], holes, hole_kind, body_hole, is_quant, needs,
                adj, src, rank, noncomm, wh, top, notes, floating)


# ---------------------------------------------------------------------------------------- the solver


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _components(net: _Net, mask: int) -> list[int]:
    comps = []
    rest = mask
    while rest:
        seed = rest & -rest
        comp = seed
        frontier = seed
        while frontier:
            grow = 0
            for f in _bits(frontier):
                grow |= net.adj[f]
            grow &= rest & ~comp
            comp |= grow
            frontier = grow
        comps.append(comp)
        rest &= ~comp
    return comps


# a subproblem: (hole, fragment mask, pending target fragment or -1, pending mode "qeq"|"eq"|"")
_Key = tuple


class _Solver:
    def __init__(self, net: _Net, max_steps: int, max_seconds: float) -> None:
        self.net = net
        self.max_steps = max_steps
        self.deadline = time.monotonic() + max_seconds
        self.steps = 0
        self._splits: dict[_Key, list] = {}
        self._feasible: dict[_Key, bool] = {}
        self._count: dict[_Key, int] = {}
        self._trees: dict[_Key, list] = {}
        self._order = sorted(range(len(net.labels)), key=lambda f: net.rank[f])

    def _tick(self) -> None:
        self.steps += 1
        if self.steps > self.max_steps:
            raise _Budget()
        if self.steps % 256 == 0 and time.monotonic() > self.deadline:
            cut("readings")  # (the load, not the steps, stopped it: what is kept of it must not be remembered)
            raise _Budget()
        if self.steps % 256 == 0:
            reached("readings")  # (the check's bound: the scopings of one MRS are a part of its readings)

    def top_key(self) -> _Key:
        kind, tgt = self.net.hole_kind[self.net.top]
        full = (1 << len(self.net.labels)) - 1
        return (self.net.top, full, tgt, kind if tgt >= 0 else "")

    def splits(self, key: _Key) -> list:
        """Every (root fragment, ((hole, child key), …)) that fills ``key`` one level deep."""
        got = self._splits.get(key)
        if got is None:
            got = self._splits[key] = list(self._gen_splits(key))
        return got

    def lazy_splits(self, key: _Key) -> Iterator:
        """The splits of ``key`` in order, computed only as far as they are consumed."""
        got = self._splits.get(key)
        return iter(got) if got is not None else self._gen_splits(key)

    def _gen_splits(self, key: _Key) -> Iterator:
        net = self.net
        hole, mask, pend, mode = key
        if pend >= 0 and not mask >> pend & 1:
            return
        for f in self._order:
            if not mask >> f & 1:
                continue
            if net.needs[f] & mask:
                continue  # a binder of one of its variables is still unplaced
            s = net.src[f]
            if s >= 0 and mask >> s & 1:
                continue  # the hole that targets it is below, not above
            if pend >= 0 and f != pend:
                if mode == "eq" or not net.is_quant[f]:
                    continue
            rest = mask & ~(1 << f)
            if rest & net.wh and net.noncomm >> f & 1:
                continue  # the answer variable's quantifier stays outside negation and ∀
            hs = net.holes[f]
            if not hs:
                if rest == 0:
                    self._tick()
                    yield (f, ())
                continue
            if rest == 0:
                continue  # holes would stay empty
            carry = pend if (pend >= 0 and f != pend) else -1
            fixed: dict[int, str] = {}
            free: list[int] = []
            ok = True
            for comp in _components(net, rest):
                want = None
                for h in hs:
                    tgt = net.hole_kind[h][1]
                    if tgt >= 0 and comp >> tgt & 1:
                        if want is not None and want != h:
                            ok = False
                        want = h
                if carry >= 0 and comp >> carry & 1:
                    bh = net.body_hole[f]
                    if bh is None or (want is not None and want != bh):
                        ok = False
                    want = bh
                if not ok:
                    break
                if want is None:
                    free.append(comp)
                else:
                    fixed[comp] = want
            if not ok:
                continue
            # free components go to any hole; BODY first, as it is the usual home of the rest
            order = sorted(hs, key=lambda h: 0 if h == net.body_hole[f] else 1)
            for choice in itertools.product(order, repeat=len(free)):
                self._tick()
                per_hole = {h: 0 for h in hs}
                for comp, h in fixed.items():
                    per_hole[h] |= comp
                for comp, h in zip(free, choice):
                    per_hole[h] |= comp
                if any(v == 0 for v in per_hole.values()):
                    continue
                kids = []
                for h in hs:
                    kind, tgt = net.hole_kind[h]
                    if h == net.body_hole[f] and carry >= 0:
                        kids.append((h, (h, per_hole[h], carry, "qeq")))
                    elif tgt >= 0:
                        if not per_hole[h] >> tgt & 1:
                            break
                        kids.append((h, (h, per_hole[h], tgt, kind)))
                    else:
                        kids.append((h, (h, per_hole[h], -1, "")))
                else:
                    yield (f, tuple(kids))

    def feasible(self, key: _Key) -> bool:
        got = self._feasible.get(key)
        if got is None:
            got = any(all(self.feasible(k) for _, k in kids) for _, kids in self.lazy_splits(key))
            self._feasible[key] = got
        return got

    def count(self, key: _Key) -> int:
        got = self._count.get(key)
        if got is None:
            total = 0
            for _, kids in self.splits(key):
                prod = 1
                for _, k in kids:
                    prod *= self.count(k)
                    if not prod:
                        break
                total += prod
            self._count[key] = got = total
        return got

    def trees(self, key: _Key, cap: int, collapse: bool = True) -> list[tuple[ScopedTree, tuple]]:
        """Up to ``cap`` pairwise non-equivalent ``(tree, canonical key)`` for ``key``, best first.

        Memoised per subproblem. Equivalent children make equivalent parents, so deduplicating at
        every level loses no reading; an all-commuting fragment set has a single tree.
        """
        memo = self._trees.get(key)
        if memo is not None:
            return memo
        net = self.net
        if collapse and not (key[1] & net.noncomm):
            cap = 1
        out: list[tuple[ScopedTree, tuple]] = []
        seen: set = set()
        for f, kids in self.lazy_splits(key):
            if not all(self.feasible(k) for _, k in kids):
                continue
            options = [self.trees(k, cap, collapse) for _, k in kids]
            for combo in itertools.product(*options):
                self._tick()
                plugs = tuple((h, t) for (h, _), (t, _) in zip(kids, combo))
                tree = ScopedTree(net.labels[f], net.frag_eps[f], plugs)
                ck = self._ckey(f, kids, combo) if collapse else tree
                if ck in seen:
                    continue
                seen.add(ck)
                out.append((tree, ck))
                if len(out) >= cap:
                    break
            if len(out) >= cap or (collapse and net.floating >> f & 1):
                # a referential quantifier is as good here as anywhere: no need to try other roots
                break
        self._trees[key] = out
        return out

    def _ckey(self, f: int, kids, combo) -> tuple:
        net = self.net
        label = net.labels[f]
        if net.floating >> f & 1:
            # a proper name or pronoun denotes one individual: where it is scoped changes nothing
            for (h, _), (_, ck) in zip(kids, combo):
                if h == net.body_hole[f]:
                    return ck
        if net.noncomm >> f & 1:
            return ("N", label, tuple((h, ck) for (h, _), (_, ck) in zip(kids, combo)))
        region = {label}
        hanging = set()
        for _, ck in combo:
            if ck[0] == "R":
                region |= ck[1]
                hanging |= ck[2]
            else:
                hanging.add(ck)
        return ("R", frozenset(region), frozenset(hanging))


# ---------------------------------------------------------------------------------------- fallback


def _fallback(net: _Net) -> ScopedTree:
    """A tree that exists for every MRS: quantifiers stacked on top, qeqs plugged directly.

    Quantifiers come in an order where a binder precedes the quantifiers whose restriction uses its
    variable (ties and cycles broken by plausibility); every other hole is plugged by its target;
    fragments nothing reaches are conjoined into the innermost node, so no predication is lost.
    """
    n = len(net.labels)
    used: set[int] = set()

    def direct(f: int, guard: frozenset) -> ScopedTree:
        used.add(f)
        plugs = []
        for h in net.holes[f]:
            if h == net.body_hole[f]:
                continue
            tgt = net.hole_kind[h][1]
            if tgt >= 0 and tgt not in guard and tgt not in used and not net.is_quant[tgt]:
                plugs.append((h, direct(tgt, guard | {tgt})))
            else:
                plugs.append((h, None))
        return ScopedTree(net.labels[f], net.frag_eps[f], tuple(plugs))

    quants = [f for f in range(n) if net.is_quant[f]]
    qmask = sum(1 << q for q in quants)

    def deps(q: int) -> int:
        d = net.needs[q]
        for h in net.holes[q]:
            tgt = net.hole_kind[h][1]
            if h != net.body_hole[q] and tgt >= 0:
                d |= net.needs[tgt]
        return d & qmask & ~(1 << q)

    placed: list[int] = []
    done = 0
    left = sorted(quants, key=lambda f: net.rank[f])
    while left:
        pick = next((f for f in left if deps(f) & ~done == 0), left[0])
        placed.append(pick)
        done |= 1 << pick
        left.remove(pick)
    used.update(placed)
    main_t = net.hole_kind[net.top][1]
    core = direct(main_t, frozenset({main_t})) if main_t >= 0 and not net.is_quant[main_t] else None
    rstrs = {}
    for q in placed:
        for h in net.holes[q]:
            if h != net.body_hole[q]:
                tgt = net.hole_kind[h][1]
                rstrs[(q, h)] = (direct(tgt, frozenset({tgt}))
                                 if tgt >= 0 and tgt not in used and not net.is_quant[tgt] else None)
    extra = [f for f in range(n) if f not in used]
    extra_eps = tuple(i for f in extra for i in net.frag_eps[f])
    used.update(extra)
    extra_plugs = [(h, None) for f in extra for h in net.holes[f]]
    if core is None:
        core = ScopedTree(";".join(net.labels[f] for f in extra) or "h-empty", extra_eps, tuple(extra_plugs))
    elif extra:
        core = ScopedTree(core.label, core.eps + extra_eps, core.plugs + tuple(extra_plugs))
    tree = core
    for q in reversed(placed):
        plugs = []
        for h in net.holes[q]:
            plugs.append((h, tree) if h == net.body_hole[q] else (h, rstrs.get((q, h))))
        tree = ScopedTree(net.labels[q], net.frag_eps[q], tuple(plugs))
    return ScopedTree(tree.label, tree.eps, tree.plugs, fallback=True)


# --------------------------------------------------------------------------------------------- API


def _default_commutes(ep: _mrs.EP) -> bool:
    from .semantics import commutes

    return commutes(ep)


def _default_floats(ep: _mrs.EP) -> bool:
    from .semantics import floats

    return floats(ep)


def resolve(m: _mrs.MRS, max_scopings: int = DEFAULT_MAX_SCOPINGS, *,
            commutes: Optional[Callable[[_mrs.EP], bool]] = None, max_steps: int = DEFAULT_MAX_STEPS,
            max_seconds: float = DEFAULT_MAX_SECONDS, collapse: bool = True,
            fallback: bool = True) -> ScopeResult:
    """Resolve the scope of ``m``: up to ``max_scopings`` pairwise non-equivalent trees, best first.

    ``commutes(ep)`` says whether an EP's scope is irrelevant among ∃-like neighbours (default: the
    semantics' rule table); ``collapse=False`` keeps equivalent pluggings apart. When no plugging is
    well-formed (or none is found within the budget) and ``fallback`` is set, a single fallback tree is
    returned (its ``fallback`` flag set); without ``fallback`` a ``scope_unresolved`` error is raised.
    """
    if not isinstance(m, _mrs.MRS) or not m.rels:
        raise QuestionError("mrs_malformed", "not an MRS with relations")
    comm = commutes or _default_commutes
    flo = _default_floats if commutes is None else (lambda ep: False)
    if not collapse:
        comm = flo = lambda ep: False  # noqa: E731
    net = _build(m, comm, flo)
    if not collapse:
        net = dataclasses.replace(net, wh=0)
    solver = _Solver(net, max_steps, max_seconds)
    notes = list(net.notes)
    found: list[ScopedTree] = []
    exhausted = False
    try:
        got = solver.trees(solver.top_key(), max_scopings, collapse)
        found = [t for t, _ in got]
        exhausted = len(found) < max_scopings
    except _Budget:
        notes.append(f"scope enumeration stopped after {solver.steps} steps; kept the first scoping")
        # one well-formed scoping is cheap to find even when enumerating them all is not
        first = _Solver(dataclasses.replace(net, noncomm=0, wh=0), max_steps, max_seconds)
        try:
            found = [t for t, _ in first.trees(first.top_key(), 1, True)]
        except _Budget:
            found = []
    except RecursionError:
        notes.append("scope enumeration too deep")
    if not found:
        reason = "no well-formed scoping" if exhausted else "no scoping found within the budget"
        if not fallback:
            raise QuestionError("scope_unresolved", reason)
        notes.append(reason + "; quantifiers stacked outermost (fallback)")
        try:
            found = [_fallback(net)]
        except RecursionError:
            raise QuestionError("scope_unresolved", reason + "; fallback failed") from None
    return ScopeResult(tuple(found), exhausted, solver.steps, tuple(notes))


def scopings(m: _mrs.MRS, max_scopings: int = DEFAULT_MAX_SCOPINGS, **kw) -> list[ScopedTree]:
    """The scope trees of ``m``, pairwise non-equivalent, most plausible first (see :func:`resolve`)."""
    return list(resolve(m, max_scopings, **kw).trees)


def count_scopings(m: _mrs.MRS, *, max_steps: int = 100_000) -> int:
    """The number of well-formed pluggings of ``m`` (no collapsing of equivalent ones).

    Raises ``QuestionError('scope_unresolved')`` when the count needs more than ``max_steps`` steps.
    """
    net = dataclasses.replace(_build(m, lambda ep: False), wh=0)
    solver = _Solver(net, max_steps, 60.0)
    try:
        return solver.count(solver.top_key())
    except _Budget:
        raise QuestionError("scope_unresolved", f"counting needs more than {max_steps} steps") from None
