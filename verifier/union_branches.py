"""An unread branch of a union: a rejection by absence is no disproof where a sibling branch reads the word.

A query may spell one relation several ways, one union branch for each property a KG states it by: "Which
guilds were set up in 1890?" with ``?g a ex:Guild { ?g ex:setupYear ?y } UNION { ?g ex:establishment ?y }
FILTER(year(?y) = 1890)``. Where the lexicon reads "set up" as ``ex:setupYear`` alone, the prover takes
``ex:establishment`` for a relation the question does not state: the query seems to return answers the
question excludes, and the check fails. That rests on the *absence* of an axiom for the other branch's
property, and a lexicon lists some meanings of a word, not all. The verdict is ``unknown``
(``unlinked_term``) where:

* the query has a union (anywhere: under a count too) of which some branch uses only terms the chosen axioms read
  and the word those axioms interpret, and every other branch is unread only by properties (not by a class,
  a typing or a label predicate: a union that widens a class, ``dbo:Company`` or ``dbo:Organisation`` for
  "companies", widens what the question asks);
* nothing sets any unread property against the word the read branch says
  (:func:`~verifier.bridge.evidence_against`: a lexicon entry reading it as another word, or a word of its
  name WordNet sets against the word); with such evidence, the rejection stands: ``ex:dissolutionYear``
  beside ``ex:setupYear``, where the lexicon reads it as "dissolved", is a wrong branch;
* the query without its unread branches means what the question asks (both directions proved): the unread
  branches are then all that stands between the query and an acceptance, whether they widen it (a union
  of what is asked) or narrow it (one under a negation, or counted against a bound).
"""

from __future__ import annotations

from typing import Any

from .kg.profile import label_predicates, subclass_predicates, type_predicates
from .logic import FALSE, Atom, Const, Formula, Or, atoms, disj, predicates
from .logic.ops import map_children, subformulas

__all__ = ["unread_branch_verdict", "read_and_unread_branches", "without_branches"]


def _terms(branch: Formula, typing: frozenset[str]) -> set[str]:
    """The KG terms a branch says: its properties, and the classes of its typings (not the typing
    predicate itself)."""
    from .prover.diagnose import is_kg_predicate

    out: set[str] = set()
    for a in atoms(branch):
        if a.pred in typing and len(a.args) == 2 and isinstance(a.args[1], Const):
            out.add(a.args[1].name)
        elif is_kg_predicate(a.pred):
            out.add(a.pred)
    return out


def read_and_unread_branches(query: Formula, read: frozenset[str]) -> list[tuple[Or, list[Formula], list[Formula]]]:
    """The unions of ``query`` with at least one branch every term of which is in ``read`` and one with
    a term outside it: (union, read branches, unread branches).

    >>> from verifier.logic import Atom, Var, conj
    >>> x, y = Var("x"), Var("y")
    >>> q = conj([Atom("rdf:type", (x, Const("ex:Guild", "iri"))),
    ...           disj([Atom("ex:setupYear", (x, y)), Atom("ex:establishment", (x, y))])])
    >>> [(len(r), [str(b) for b in u]) for _, r, u in read_and_unread_branches(q, frozenset({"ex:setupYear"}))]
    [(1, ['ex:establishment(x, y)'])]
    """
    typing = frozenset(type_predicates())
    out = []
    for f in subformulas(query):
        if not isinstance(f, Or):
            continue
        parts = [(p, _terms(p, typing)) for p in f.parts]
        done = [p for p, t in parts if t and t <= read]
        left = [p for p, t in parts if t - read]
        if done and left:
            out.append((f, done, left))
    return out


def without_branches(query: Formula, dropped: frozenset[Formula]) -> Formula:
    """``query`` with the union branches ``dropped`` taken out (a union left with one branch is that branch).

    >>> from verifier.logic import Atom, Var
    >>> x = Var("x")
    >>> a, b = Atom("p", (x,)), Atom("q", (x,))
    >>> str(without_branches(disj([a, b]), frozenset({b})))
    'p(x)'
    """
    def go(f: Formula) -> Formula:
        if isinstance(f, Or):
            return disj([go(p) for p in f.parts if p not in dropped])
        return map_children(f, go)
    return go(query)


def unread_branch_verdict(verifier, o: Any, diag: Any, ql: Any, notes: list[str], timings: dict[str, float],
                          base: dict[str, Any]):
    """``unknown`` (``unlinked_term``) for a rejection that rests only on union branches whose properties no
    question word is bridged to, beside a branch that reads the word (see the module); None where the
    rejection stands."""
    from .bounds import StageBound
    from .bridge import evidence_against
    from .prover.compare import compare
    from .prover.encode import work_limit
    from .prover.diagnose import is_kg_predicate
    from .unread import unlinked_verdict

    axioms = o.axiom_set.axioms if o.axiom_set is not None else ()
    read = frozenset(t for a in axioms for t in {p for p, _ in predicates(a.formula)} | set(a.kg_terms))
    vocabulary = frozenset(type_predicates() + subclass_predicates() + label_predicates())
    typing = frozenset(type_predicates())
    preds = {a.pred for a in atoms(ql.formula)}
    dropped: set[Formula] = set()
    said: list[str] = []
    for union, done, left in read_and_unread_branches(ql.formula, read):
        done_terms = set().union(*(_terms(p, typing) for p in done))
        words = sorted({a.word for a in axioms if a.word and (set(a.kg_terms) | {p for p, _ in predicates(
            a.formula)}) & done_terms})
        unread = sorted({t for p in left for t in _terms(p, typing) - read})
        shapes = {p.args for p in done if isinstance(p, Atom)}
        if not all(isinstance(p, Atom) and p.args in shapes for p in left):
            return None  # another spelling is one triple between the same two things, not a chain or more
        if any(t not in preds for t in done_terms):
            return None  # the word read as a class: a property beside it is another reading, not a spelling
        if not words or any(t in vocabulary or not is_kg_predicate(t) or t not in preds for t in unread):
            return None  # a class, a typing or a label in an unread branch, or no word read by its siblings
        for t in unread:
            for w in words:
                if (why := evidence_against(verifier.bridge, t, w)) is not None:
                    notes.append(f"{t} is not a reading of “{w}”: {why}")
                    return None
        dropped.update(left)
        said.append(f"reads “{'/'.join(words)}” as {', '.join(verifier._named(t) for t in sorted(done_terms))} in one "
                    f"branch and uses {', '.join(verifier._named(t) for t in unread)} in "
                    f"{'another' if len(left) == 1 else 'others'}")
    said = list(dict.fromkeys(said))  # (a union the query repeats, inside a count and outside it, is said once)
    if not dropped:
        return None
    rest = without_branches(ql.formula, frozenset(dropped))
    if rest == FALSE:
        return None
    try:
        with work_limit("unread branch", verifier.max_work[1]):
            got = compare(o.reading.formula, o.reading.answer_vars, rest, ql.answer_vars,
                          [(a.name, a.formula) for a in axioms], min(verifier.timeout_ms, 1000))
    except StageBound:
        return None  # (a bound reached counts as not proved: the rejection stands)
    if not (got.forward is not None and got.forward.proved and got.backward is not None and got.backward.proved):
        return None
    explanation = (f"The query's union {'; '.join(said)}, which no question word is bridged to and nothing sets "
                   "against the word; without those branches the query means what the question asks. The lexicon "
                   "lists some meanings of a word, not all: whether the other branches say the same is not decided.")
    return unlinked_verdict(o, explanation, notes, timings, base, repair=diag.repair)
