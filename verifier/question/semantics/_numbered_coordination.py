"""A number on a coordination's first noun counts the coordination: "at least 3 books or films" is
at least 3 things that are books or films.

The ERG attaches a numeral (``card``) and a comparison of it ("at least", "exactly", "at most") to the
first conjunct of a coordinated noun phrase, ``[3 books] or [films]``, so the translation counts the
first conjunct's variable, with the coordination inside the count: ``#{a | book(a) ∧ ∃b. film(b) ∧ ∃x.
_or_c(x, a, b) ∧ φ(x)} ≥ 3``. Read so, the count says nothing of the films, and distributing ``x``
afterwards gives ``#{a | book(a) ∧ ∃b. film(b) ∧ (φ(a) ∨ φ(b))}``, which counts books whenever some film
has φ. A bare second conjunct (no number, no determiner of its own) shares the first one's number, as
in "the 12 apostles and prophets": the things counted are those either noun says, ``#{x | (book(x) ∨
film(x)) ∧ φ(x)} ≥ 3``. :func:`numbered_coordination` moves the count onto the coordination so; where
the conjuncts' nouns say more than what they are (a name, the answer, an event), it leaves the count
alone.
"""

from __future__ import annotations

from ...logic import Atom, Exists, Formula, Var, disj, free_vars
from ...logic.formulas import Count
from ...logic.ops import conjuncts, linked_parts, map_children, strip_exists, subformulas, substitute
from ._rules import _conj, rule_of


def _restriction(v: Var, x: Var, mine: list[Formula], bound: set[Var]) -> Formula | None:
    """What ``mine`` says of ``v`` as a class of ``x``: ``R(v)`` with ``v := x`` and its other variables
    ∃-bound; None when it is no noun phrase's restriction (it mentions something not ``bound`` here, or is
    no plain predication). ``bound`` includes a noun's unexpressed argument ("state" is ``_state_n_of(a,
    i)``), free until the reading is closed."""
    if not mine or not all(isinstance(p, Atom) for p in mine):
        return None
    vs = set().union(*(free_vars(p) for p in mine))
    if vs - bound - {v}:
        return None
    others = tuple(sorted(vs - {v}, key=lambda w: w.name))
    r = substitute(_conj(mine), {v: x})
    return Exists(others, r) if others else r


def _loose(f: Formula) -> set[Var]:
    """Free variables of ``f`` used by one atom only (a noun's unexpressed argument before the reading is
    closed)."""
    uses: dict[Var, int] = {}
    for g in subformulas(f):
        if isinstance(g, Atom):
            for w in free_vars(g):
                uses[w] = uses.get(w, 0) + 1
    return {w for w in free_vars(f) if uses.get(w) == 1}


def _recounted(g: Count, loose: set[Var]) -> tuple[Count, str] | None:
    if len(g.vars) != 1:
        return None
    v = g.vars[0]
    ex, matrix = strip_exists(g.body)
    bound = set(ex)
    parts = conjuncts(matrix)
    for p in parts:
        if not (isinstance(p, Atom) and len(p.args) == 3 and rule_of(p.pred).startswith("coord")
                and v in p.args[1:] and p.args[0] in bound):
            continue
        x = p.args[0]
        b = p.args[2] if p.args[1] == v else p.args[1]
        if not isinstance(b, Var) or b not in bound or not isinstance(x, Var):
            continue
        rest = [q for q in parts if q is not p]
        links = bound - {x, b}
        mine_v, mine_b = linked_parts(rest, {v}, links), linked_parts(rest, {b}, links)
        if any(any(q is m for m in mine_b) for q in mine_v):
            continue
        inner = bound | {v} | loose
        rv, rb = _restriction(v, x, mine_v, inner - {x}), _restriction(b, x, mine_b, inner - {x})
        if rv is None or rb is None:
            continue
        used = set().union(*(free_vars(q) for q in mine_v + mine_b))
        left = [q for q in rest if not any(q is m for m in mine_v + mine_b)]
        body = _conj([disj([rv, rb])] + left)
        keep = tuple(w for w in ex if w not in used and w not in {x, b})
        return Count((x,), Exists(keep, body) if keep else body, g.op, g.number), p.pred
    return None


def numbered_coordination(f: Formula, notes: list[str]) -> Formula:
    """Every count over a coordination's first noun moved onto the coordination.

        >>> from verifier.logic import Num
        >>> a, b, x, y = Var("a"), Var("b"), Var("x"), Var("y")
        >>> f = Count((a,), _conj([Atom("_book_n_1", (a,)), Exists((b,), _conj([Atom("_film_n_1", (b,)),
        ...     Exists((x,), _conj([Atom("_or_c", (x, a, b)), Atom("_write_v_1", (y, x))]))]))]), ">=", Num(3))
        >>> print(numbered_coordination(f, []))
        #{x | (_book_n_1(x) ∨ _film_n_1(x)) ∧ _write_v_1(y, x)} ≥ 3
    """
    def visit(g: Formula) -> Formula:
        if isinstance(g, Count):
            found = _recounted(g, loose)
            if found is not None:
                notes.append(f"a number on the first of the nouns joined by {found[1]}: the things either "
                             "noun says are counted")
                return found[0]
        return map_children(g, visit, _conj)

    loose = _loose(f)
    return visit(f)
