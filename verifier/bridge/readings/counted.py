"""How-many questions answered by a stored count ("How many employees does X have?" → dbo:numberOfEmployees).

(Moved from ``verifier/prover/countprop.py``: reading a property's name as "stores the number of Ns"
is lexical work, so it is a reading of the bridge; the prover only compares what it produces.)

A count the KG stores is compared by reduction: the question counts the Ns that one owner has
(``N(c) ∧ have(o, c)``), the query reads a number off that owner (``P(s, n)``). When P counts Ns (by its
name, or ``grammars/count_properties.tsv``) and the counted variable is constrained by nothing but its
noun and its link to the owner, both sides reduce to the owner: the question to what it says of ``o``, the
query to what it says of ``s``. Those are compared like any other pair. The reduction only ever
supports an acceptance; when it does not prove the pair, the verdict stays ``count_by_property``
(unknown), since the reduction is not the question's whole meaning.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Optional

from .. import resources, tables
from ...logic import TRUE, And, Atom, Cmp, Const, Eq, Exists, Formula, Var
from ...logic.formulas import Count, Num, conj, disj
from ...logic.ops import atoms, free_vars, map_atoms

__all__ = ["CountReduction", "counts_noun", "stores_a_count", "counted_stored_values", "reduce_count",
           "stored_count_readings", "stored_counts"]

#: relations that tie the counted things to their owner ("does X have", "in X", "X's", "of X")
_LINKS = re.compile(r"^(_have_v_1|_live_v_in|_in_p(_loc|_state)?|_of_p|poss|compound|_with_p|_at_p|_on_p)$")
_COUNT_WORDS = frozenset({"number", "count", "num", "total", "no"})


@functools.lru_cache(maxsize=1)
def _table() -> tuple[tuple[re.Pattern, frozenset[str]], ...]:
    """The rows of ``grammars/count_properties.tsv``: a pattern on a property's local name and the noun
    lemmas whose number the property stores."""
    out = []
    for row in tables.read_tsv("count_properties.tsv"):
        if len(row.fields) != 2:
            raise row.error("a pattern and its nouns, tab-separated")
        out.append((re.compile(row.fields[0], re.I), frozenset(w.strip() for w in row.fields[1].split(","))))
    return tuple(out)


def _words(local: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", local)]


def _noun_lemma(pred: str) -> str:
    return pred[1:].split("_n_", 1)[0] if pred.startswith("_") and "_n_" in pred else ""


def stores_a_count(prop: str) -> bool:
    """Is ``prop``'s value the number of some things (``dbo:populationTotal``, ``dbo:numberOfEmployees``)?"""
    local = re.split(r"[:/#]", prop)[-1]
    if any(p.fullmatch(local) for p, _ in _table()):
        return True
    return bool(_COUNT_WORDS.intersection(_words(local))) and len(_words(local)) > 1


def counted_stored_values(formula: Formula, counted: tuple) -> str | None:
    """The property whose values a COUNT query counts when those values are themselves counts
    (``COUNT(?n)`` over ``dbr:Maribor dbo:populationTotal ?n`` counts one number, not the people), or None."""
    for a in atoms(formula):
        if len(a.args) == 2 and a.args[1] in counted and stores_a_count(a.pred):
            return a.pred
    return None


def counts_noun(prop: str, noun: str) -> bool:
    """Does the property ``prop`` (compact or full IRI) store the number of ``noun``s? A word of its name
    is the noun in any inflection, an irregular plural by WordNet's morphology (``numberOfChildren``
    counts children, "child"; ``numberOfGeese`` geese)."""
    local = re.split(r"[:/#]", prop)[-1]
    if any(p.fullmatch(local) and noun in nouns for p, nouns in _table()):
        return True
    words = _words(local)
    if not _COUNT_WORDS.intersection(words):
        return False
    return any(w == noun or w.rstrip("s") == noun or w == noun + "s" or w == noun + "es" for w in words) \
        or any(_noun_base(w) == noun for w in words if w not in _COUNT_WORDS)


@functools.lru_cache(maxsize=4096)
def _noun_base(word: str) -> str:
    """The noun lemma WordNet's morphology gives ``word`` ("children" → "child"); "" without WordNet or
    where it knows no such noun."""
    wn = resources.wordnet()
    return (wn.morphy(word, "n") or "") if wn is not None and len(word) > 2 else ""


@dataclass(frozen=True)
class CountReduction:
    question: Formula
    question_answer: Var
    query: Formula
    query_answer: Var
    noun: str
    prop: str


def _simp(f: Formula) -> Formula:
    """Drop the TRUEs the removal leaves, and quantifiers over variables no longer used."""
    if isinstance(f, And):
        return conj(_simp(p) for p in f.parts)
    if isinstance(f, Exists):
        body = _simp(f.body)
        used = tuple(v for v in f.vars if v in free_vars(body))
        return Exists(used, body) if used else body
    return f


def _drop(f: Formula, c: Var) -> Formula:
    return _simp(map_atoms(f, lambda a: TRUE if c in a.args else a))


def _unbind(f: Formula, v: Var) -> Formula:
    """``f`` with the quantifier over ``v`` removed (``v`` becomes free)."""
    if isinstance(f, Exists):
        body = _unbind(f.body, v)
        rest = tuple(x for x in f.vars if x != v)
        return Exists(rest, body) if rest else body
    if isinstance(f, And):
        return conj(_unbind(p, v) for p in f.parts)
    return f


def reduce_count(question: Formula, counted: tuple[Var, ...], query: Formula,
                 answers: tuple[Var, ...]) -> Optional[CountReduction]:
    """Reduce "how many N does o have" / "P(s, n)" to o / s, or None when the pair does not fit."""
    if len(counted) != 1 or len(answers) != 1:
        return None
    c, n = counted[0], answers[0]
    about_c = [a for a in atoms(question) if c in a.args]
    nouns = [a for a in about_c if len(a.args) >= 1 and a.args[0] == c and _noun_lemma(a.pred)]
    links = [a for a in about_c if a not in nouns]
    if len(nouns) != 1 or len(links) != 1 or not _LINKS.match(links[0].pred):
        return None
    owners = [t for t in links[0].args if isinstance(t, Var) and t != c]
    if len(owners) != 1:
        return None
    owner = owners[0]
    stores = [a for a in atoms(query) if len(a.args) == 2 and a.args[1] == n]
    if len(stores) != 1 or sum(1 for a in atoms(query) if n in a.args) != 1:
        return None
    store = stores[0]
    noun = _noun_lemma(nouns[0].pred)
    if not counts_noun(store.pred, noun):
        return None
    q = _unbind(_drop(question, c), owner)
    subject = store.args[0]
    rest = _drop(query, n)
    if isinstance(subject, Var):
        s, sv = _unbind(rest, subject), subject
    elif isinstance(subject, Const):
        sv = Var(owner.name + "_owner" if owner.name != n.name else "owner")
        s = conj([rest, Eq(sv, subject)])
    else:
        return None
    if free_vars(q) != {owner} or free_vars(s) != {sv}:
        return None
    return CountReduction(q, owner, s, sv, noun, store.pred)


#: predicates of a counted thing that add nothing to its noun ("more than 3 entrances": generic_entity)
_INERT = frozenset({"generic_entity", "card"})


def _counted_noun(count: Count) -> tuple[str, Var] | None:
    """(noun lemma, owner) when a count is "the Ns of o": one noun, one link, nothing else said of them."""
    c = count.vars[0]
    about = [a for a in atoms(count.body) if a.pred not in _INERT]
    nouns = [a for a in about if a.args and a.args[0] == c and _noun_lemma(a.pred)]
    links = [a for a in about if a not in nouns]
    if len(count.vars) != 1 or len(nouns) != 1 or len(links) != 1 or not _LINKS.match(links[0].pred):
        return None
    owners = [t for t in links[0].args if isinstance(t, Var) and t != c]
    if len(owners) != 1 or any(c in a.args for a in about if a is not nouns[0] and a is not links[0]):
        return None
    if owners[0] not in free_vars(count):  # "with" over an event bound inside the count: no owner
        return None
    return _noun_lemma(nouns[0].pred), owners[0]


def _conditions_apart(count: Count) -> tuple[Count, list[Formula]]:
    """``#{c | A ∧ B(c)} op k`` as ``#{c | B(c)} op k`` and the conditions ``[A]`` that do not mention the
    counted variable ("books by X with more than 300 pages": that the owner is a book by X). Equivalent
    to ``A ∧ #{c | B(c)} op k`` only when a count of 0 fails the comparison (without A the set is
    empty): ``> k`` with k ≥ 0, ``≥ k`` and ``= k`` with k ≥ 1; otherwise nothing is moved."""
    k = count.number.value if isinstance(count.number, Num) else None
    if k is None and isinstance(count.number, Const) and count.number.kind == "literal":
        try:
            k = float(count.number.name)
        except ValueError:
            k = None
    if k is None or not ((count.op == ">" and k >= 0) or (count.op in (">=", "=") and k >= 1)):
        return count, []
    parts = list(count.body.parts) if isinstance(count.body, And) else [count.body]
    inside = [p for p in parts if set(count.vars) & free_vars(p)]
    outside = [p for p in parts if not set(count.vars) & free_vars(p)]
    if not outside or not inside:
        return count, []
    return Count(count.vars, conj(inside), count.op, count.number), outside


def stored_counts(question: Formula, query: Formula) -> Formula | None:
    """The question with each compared count of "the Ns of o" ("more than 3 entrances") replaced by the
    value of a query property that stores the number of Ns (``entranceCount(o, n) ∧ n > 3``); None when
    nothing was replaced. Sound exactly when the property stores that number, which its name says."""
    found = stored_count_readings(question, query)
    return found[0] if found else None


def stored_count_readings(question: Formula, query: Formula) -> list[Formula]:
    """Every reading of :func:`stored_counts`: one per query property that stores the number (first
    the first by name), then, where the query has several, the number as either one stores it
    (``(numberOfEmployees(o, n) ∨ numEmployees(o, n)) ∧ n > 10``): a KG that keeps one number in two
    properties answers from either, as a query's UNION of both does. Each is sound by the same
    argument; a caller tries them in turn and takes only a proof."""
    props = {a.pred for a in atoms(query) if len(a.args) == 2}

    def walk(f: Formula, pick, changed: list) -> Formula:
        if isinstance(f, Count) and f.op in (">", "<", ">=", "<=", "="):
            count, outside = _conditions_apart(f)
            found = _counted_noun(count)
            if found is not None:
                noun, owner = found
                chosen = pick([p for p in sorted(props) if counts_noun(p, noun)])
                if chosen:
                    changed.append(True)
                    n = Var(f"{f.vars[0].name}_number")
                    store = disj([Atom(p, (owner, n)) for p in chosen])
                    return Exists((n,), conj(outside + [store, Cmp(f.op, n, f.number)]))
            return f
        if isinstance(f, And):
            return conj(walk(p, pick, changed) for p in f.parts)
        if isinstance(f, Exists):
            return Exists(f.vars, walk(f.body, pick, changed))
        return f

    picks = [lambda c, i=i: c[i:i + 1] for i in range(len(props))] + [lambda c: c if len(c) > 1 else []]
    out: list[Formula] = []
    for pick in picks:
        changed: list = []
        f = walk(question, pick, changed)
        if changed and f not in out:
            out.append(f)
    return out
