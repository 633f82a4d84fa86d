"""Do a question reading and a query mean the same thing under the bridging axioms?

Both entailments are checked with the answer variables of both sides replaced by the same constants:

* **forward**  Δ ∧ Q(a) ⊨ S(a): every answer to the question is an answer of the query (it loses none);
* **backward** Δ ∧ S(a) ⊨ Q(a): every answer of the query answers the question (it adds none).

Checking only the forward direction (as in the seed paper) would let a query that drops a constraint
through; checking only the backward one would let a query that adds one through.

Superlatives (:class:`Extremum` at the top of both formulas) are compared on their bodies with the
ranked variable *and* the measure aligned, plus direction and rank; counting forms are compared on the
counted bodies (the caller passes the bodies and the counted variables as answers).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from typing import Callable, Optional, Sequence

from ..kg.iri import name_words
from ..logic import (FALSE, TRUE, And, Atom, Exists, Extremum, Formula, Var, atoms, conj, exists, free_vars,
                     substitute)
from ..logic.formulas import Count, Num
from ..question.scales import adjective_scale, property_runs_inverse
from .encode import shared_context
from .versus import compare_versus, versus_split
from .zero_rows import (READING_NOTE, counted_rows, matching_reading, passes_zero, ranked_domains, ranks_zero_rows,
                        rows_domain)
from .entail import QUERY, QUESTION, DeferredEntailment, Entailment, answer_constants, entails

__all__ = ["Comparison", "NO_REREADINGS", "Rereadings", "compare", "lexicalised_extremum", "ordering_word",
           "stored_order"]


def _no_reading(qext: Extremum, query_body: Formula) -> Optional[Formula]:
    return None


def _counts_nothing(prop: str, noun: str) -> bool:
    return False


@dataclass(frozen=True)
class Rereadings:
    """The lexical re-readings a comparison may try, supplied by the bridge (the prover reads no names).

    * ``superlative(qext, query_body)``: the question's ranking read as a query property that names it
      ("the largest city in X" as ``largestCity(X, ?c)``), or None;
    * ``position(qext, query_body)``: its ordinal read as a position the query stores ("the first
      season" as ``seasonNumber(?s, 1)``), or None;
    * ``counts_noun(prop, noun)``: does ``prop`` store the number of ``noun`` s ("the most inhabitants"
      ranked by ``populationTotal``)?

    :data:`NO_REREADINGS` (the default) tries none: a query compared with a query needs none, since
    both sides already speak the KG's vocabulary. The verifier passes :data:`verifier.bridge.STORED`.
    """

    superlative: Callable[[Extremum, Formula], Optional[Formula]] = _no_reading
    position: Callable[[Extremum, Formula], Optional[Formula]] = _no_reading
    counts_noun: Callable[[str, str], bool] = _counts_nothing


NO_REREADINGS = Rereadings()


@dataclass(frozen=True)
class Comparison:
    """The outcome of comparing one reading with one query under one axiom set.

    ``status``: ``equivalent`` (both directions proved), ``different`` (a direction disproved),
    ``unknown`` (a direction undecided and none disproved), or ``mismatch`` (the shapes cannot be
    compared: different numbers of answers, or superlatives that differ in direction; ``mismatch``
    names the reason code).
    """

    status: str
    forward: Entailment | None = None
    #: deferred (decided on first read) when the forward direction is disproved
    backward: Entailment | DeferredEntailment | None = None
    mismatch: str = ""
    detail: str = ""
    alignment: tuple[tuple[str, str], ...] = ()
    #: the part of the comparison that failed, as (question part, its answers, query part, its answers):
    #: of a ranking by a count (:func:`_counted_failure`), or the kept columns of a query that returns more
    #: (:func:`_extra_columns`); the diagnosis names the reason on it, not on the whole
    part: tuple[Formula, tuple[Var, ...], Formula, tuple[Var, ...]] | None = None

    @property
    def ms(self) -> float:
        # (a deferred direction not yet decided took no time)
        return sum(e.ms for e in (self.forward, self.backward)
                   if e is not None and getattr(e, "decided", True))


def _body(f: Formula, answers: tuple[Var, ...]) -> tuple[Formula, tuple[Var, ...], Extremum | None]:
    if isinstance(f, Extremum):
        measure = f.measure if isinstance(f.measure, Var) else None
        extra = (measure,) if measure is not None else ()
        return f.body, tuple(answers) + extra, f
    return f, tuple(answers), None


def _measure_pred(ext: Extremum) -> str | None:
    """The predicate that relates the ranked variable to the measure: ``_old_a_1`` or ``dbo:birthDate``."""
    if not isinstance(ext.measure, Var):
        return None
    for a in atoms(ext.body):
        if a.args and a.args[-1] == ext.measure and ext.var in a.args[:-1]:
            return a.pred
    return next((a.pred for a in atoms(ext.body) if a.args and a.args[-1] == ext.measure), None)


def _query_direction(qext: Extremum, sext: Extremum) -> str:
    """The query's direction on the question's scale: ordering by a rank, or by a date on the age scale,
    runs the other way (the top has rank 1; the oldest has the earliest birth date)."""
    qpred, spred = _measure_pred(qext), _measure_pred(sext)
    scale = adjective_scale(qpred)[0] if qpred and adjective_scale(qpred) else None
    if spred and property_runs_inverse(spred, scale):
        return "min" if sext.direction == "max" else "max"
    return sext.direction


#: words of a property name that carry a ranking (dbo:largestCity, dbp:fifaMin): prefixes of a word
_EXTREME_PREFIXES = ("largest", "highest", "lowest", "smallest", "biggest", "longest", "shortest", "oldest",
                     "youngest", "deepest", "tallest", "maximum", "minimum", "most", "least", "best", "worst",
                     "first", "last", "latest", "earliest")
_EXTREME_WORDS = frozenset({"max", "min", "top"})
#: question words that order their noun ("the last episode", "the final result", "top-10")
_ORDERING_LEMMAS = frozenset({"last", "final", "first", "latest", "earliest", "top", "recent", "newest",
                              "oldest", "initial", "max", "maximum", "min", "minimum"})


#: words of a property name that store a position in an order ("seasonNumber", "completionDate")
_ORDER_STORE_WORDS = frozenset({"number", "position", "order", "ordinal", "completion", "debut", "premiere",
                                "final", "finale", "opening", "inauguration"})


def stored_order(query_body: Formula) -> str:
    """A query property that stores where something stands in an order (the first season: seasonNumber 1)."""
    for a in atoms(query_body):
        local = re.split(r"[:/#]", a.pred)[-1]
        if any(w in _ORDER_STORE_WORDS for w in name_words(local)):
            return a.pred
    return ""


def lexicalised_extremum(query_body: Formula) -> str:
    for a in atoms(query_body):
        local = re.split(r"[:/#]", a.pred)[-1]
        for w in name_words(local):
            if w in _EXTREME_WORDS or any(w.startswith(p) for p in _EXTREME_PREFIXES):
                return a.pred
    return ""


def _lemma(pred: str) -> str:
    return pred.lstrip("_").split("_", 1)[0].split("/", 1)[0].lower()





def ordering_word(question_body: Formula) -> str:
    for a in atoms(question_body):
        if a.pred == "ord":
            return "an ordinal"
        head = _lemma(a.pred)
        if head in _ORDERING_LEMMAS or head.startswith("top-"):
            return f"“{head}”"
    return ""


def _count_split(ext: Extremum) -> tuple[Formula, Count] | None:
    """A ranking by a number of things (``#{f | B(x, f)} = n`` with ``n`` the measure): (the rest, the count)."""
    # the count may sit under the existentials of the answer's own restrictions ("the Ruritanian town
    # with the most parks": ∃y. named(y, …) ∧ compound(x, y) ∧ #{p | …} = n); the variables are distinct,
    # so the conjunction is flattened through them and they are put back around the rest
    bound: list[Var] = []
    parts: list[Formula] = []
    todo = [ext.body]
    while todo:
        f = todo.pop(0)
        if isinstance(f, Exists):
            bound += f.vars
            todo.insert(0, f.body)
        elif isinstance(f, And):
            todo[:0] = list(f.parts)
        else:
            parts.append(f)
    counts = [p for p in parts if isinstance(p, Count) and p.number == ext.measure and len(p.vars) == 1]
    if len(counts) != 1:
        return None
    count = counts[0]
    rest_parts = [p for p in parts if p is not count]
    # what the count body says of the ranked answer alone ("a poet" in #{x | poet(uri) ∧ book(x, uri)}),
    # or of anything but the counted thing, is said of the answer: it changes no count of an answer
    # that has any
    inner = list(count.body.parts) if isinstance(count.body, And) else [count.body]
    own = [p for p in inner if not free_vars(p) & set(count.vars)]
    if own and len(own) < len(inner):
        rest_parts += own
        count = Count(count.vars, conj(p for p in inner if not any(p is o for o in own)), count.op, count.number)
    if set(bound) & free_vars(count):
        return None
    rest = conj(rest_parts)
    used = [v for v in dict.fromkeys(bound) if v in free_vars(rest)]
    rest = Exists(tuple(used), rest) if used else rest
    if ext.measure in free_vars(rest):
        return None
    return rest, count


def _stored_count(q: tuple[Formula, Count], qext: Extremum, sext: Extremum,
                  counts_noun: Callable[[str, str], bool]) -> Formula | None:
    """The query's ranking without its measure triple, when that triple stores the number of the things
    the question counts (``#{c | inhabitant(c) ∧ have(x, c)}`` against ``populationTotal(x, n)``)."""
    body = q[1].body
    body = body.body if isinstance(body, Exists) else body
    parts = list(body.parts) if isinstance(body, And) else [body]
    c = q[1].vars[0]
    nouns = [a for a in atoms(body) if a.args and a.args[0] == c and "_n_" in a.pred and a.pred.startswith("_")]
    links = [a for a in atoms(body) if a not in nouns]
    if len(nouns) != 1 or len(links) != 1 or set(links[0].args) != {qext.var, c} or len(parts) > 2:
        return None
    noun = nouns[0].pred[1:].split("_n_", 1)[0]
    sparts = list(sext.body.parts) if isinstance(sext.body, And) else [sext.body]
    stores = [p for p in sparts if isinstance(p, Atom) and p.args == (sext.var, sext.measure)]
    if len(stores) != 1 or not counts_noun(stores[0].pred, noun):
        return None
    rest = conj(p for p in sparts if p is not stores[0])
    return rest if sext.measure not in free_vars(rest) else None


def _compare_counted(q: tuple[Formula, Count], s: tuple[Formula, Count], qext: Extremum, sext: Extremum,
                     axioms: Sequence[tuple[str, Formula]], timeout_ms: int, rereadings: Rereadings) -> Comparison:
    """"Who produced the most films" against ``ORDER BY DESC(COUNT(?film))``: the same answers are ranked
    by the same number when what is said of the answer agrees and the counted bodies agree with the
    answer and the counted thing aligned. A part disproved (:func:`_counted_failure`) makes the rankings
    different; a part undecided leaves them unknown."""
    if sext.direction == "min" and ranks_zero_rows(s[0]):  # SPICE's MIN: the zero rows rank, with 0
        return _compare_ranked_zero_rows(q, s, qext, sext, axioms, timeout_ms, rereadings)
    rest = compare(q[0], [qext.var], s[0], [sext.var], axioms, timeout_ms, permute=False, rereadings=rereadings)
    if rest.status != "equivalent" and TRUE not in (q[0], s[0]):
        # a word of the rest read only with the counted body ("capital" of "the capital of the most states"):
        # the answers that have some counted thing (the top-ranked one has, unless none has any). Only where
        # both sides say what the answers are: a query without it ranks everything, which the counted body
        # with a property's domain must not stand in for
        some_q, some_s = conj([q[0], Exists(q[1].vars, q[1].body)]), conj([s[0], Exists(s[1].vars, s[1].body)])
        rest = compare(some_q, [qext.var], some_s, [sext.var], axioms, timeout_ms, permute=False, rereadings=rereadings)
    if rest.status != "equivalent":
        return _counted_failure(rest, "ranked by a count: the answers differ", (q[0], (qext.var,), s[0], (sext.var,)))
    counted_part = (q[1].body, (qext.var, q[1].vars[0]), s[1].body, (sext.var, s[1].vars[0]))
    counted = compare(counted_part[0], list(counted_part[1]), counted_part[2], list(counted_part[3]), axioms,
                      timeout_ms, permute=False, rereadings=rereadings)
    if counted.status != "equivalent":  # a word of the rest read only with the counted body (_compare_filtered)
        counted = compare(conj([q[0], q[1].body]), [qext.var, q[1].vars[0]], conj([s[0], s[1].body]),
                          [sext.var, s[1].vars[0]], axioms, timeout_ms, permute=False, rereadings=rereadings)
    if counted.status == "equivalent":
        fwd = replace(counted.forward, core=tuple(dict.fromkeys(counted.forward.core + rest.forward.core)))
        bwd = replace(counted.backward, core=tuple(dict.fromkeys(counted.backward.core + rest.backward.core)))
        return Comparison("equivalent", fwd, bwd, alignment=((qext.var.name, sext.var.name),))
    return _counted_failure(counted, "ranked by a count: the counted things differ", counted_part)


def _compare_ranked_zero_rows(q: tuple[Formula, Count], s: tuple[Formula, Count], qext: Extremum, sext: Extremum,
                              axioms: Sequence[tuple[str, Formula]], timeout_ms: int,
                              rereadings: Rereadings) -> Comparison:
    """"Which cities are the capital of min number of states?" against a MIN over tuple counts whose zero rows
    are the cities that are the capital of something: the counted bodies compared as for any ranking by a
    count, and the ranked answers against each reading of the question (:func:`.zero_rows.ranked_domains`:
    every city, or those the relation speaks of). ``uncounted_zero`` when the counted things agree and no
    reading's answers are the query's (an undecided presupposition is no evidence against the query)."""
    counted_part = (q[1].body, (qext.var, q[1].vars[0]), s[1].body, (sext.var, s[1].vars[0]))
    counted = compare(conj([q[0], q[1].body]), [qext.var, q[1].vars[0]], conj([s[0], s[1].body]),
                      [sext.var, s[1].vars[0]], axioms, timeout_ms, permute=False, rereadings=rereadings)
    if counted.status != "equivalent":
        return _counted_failure(counted, "ranked by a count: the counted things differ", counted_part)
    for name, domain in ranked_domains(q[0], q[1]):
        rest = compare(domain, [qext.var], s[0], [sext.var], axioms, timeout_ms, permute=False, rereadings=rereadings)
        if rest.status == "equivalent":
            return _with_zero_rows(counted, rest, f"ranked by the same count, and {READING_NOTE[name]}")
    return replace(counted, status="mismatch", mismatch="uncounted_zero",
                   detail="the two sides rank the answers by the same count, but the query ranks an answer with none"
                          " of them only where it has a zero row, which is neither every answer nor those with the"
                          " relation at all")


def _counted_failure(part: Comparison, detail: str,
                     formulas: tuple[Formula, tuple[Var, ...], Formula, tuple[Var, ...]]) -> Comparison:
    """A ranking by a count whose part (the ranked answers, or the counted things) is not proved the same:
    ``different`` where a direction of that part is disproved, else ``unknown``.

    "Which poet wrote the most books?" ranks poets by #{b | book(b) ∧ write(x, b)}; a query ranking them by
    ``COUNT(?w)`` over every ``dbo:author(?w, ?poet)`` counts other things (anything authored: a
    countermodel has a poem that is no book), so it asks another question, as a how-many query counting
    them would; so does one ranking anyone (``dbo:Person``) instead of poets. The top answers may still
    coincide in some KG, but that is the data's accident, not the query's meaning. Where Z3 decides neither
    direction of the part, nothing is shown either way and the comparison stays ``unknown``."""
    directions = (part.forward, part.backward)
    if any(e is not None and e.disproved for e in directions):
        return Comparison("different", part.forward, part.backward, detail=detail, part=formulas)
    return Comparison("unknown", part.forward, part.backward, detail=detail)


def _filter_split(f: Formula, answers: tuple[Var, ...]) -> tuple[Formula, Count] | None:
    """A formula that keeps the answers with a number of things (``country(x) ∧ #{l | B(x, l)} > 2``,
    a query's ``GROUP BY … HAVING COUNT``): (the rest, the count), with what the count body says of the
    answers alone moved to the rest where that changes no verdict of the comparison (more than N ≥ 0
    things, at least or exactly N ≥ 1: an answer the moved part excludes has none and fails it anyway). The
    count's things exist then, so the rest says so too (the query's GROUP BY pattern is that)."""
    ex: tuple[Var, ...] = ()
    if isinstance(f, Exists):
        ex, f = f.vars, f.body
    parts = list(f.parts) if isinstance(f, And) else [f]
    counts = [p for p in parts if isinstance(p, Count)]
    if len(counts) != 1 or len(counts[0].vars) != 1 or not isinstance(counts[0].number, Num):
        return None
    count = counts[0]
    if set(ex) & free_vars(count):
        return None
    rest = [p for p in parts if p is not count]
    positive = (count.op == ">" and count.number.value >= 0) or (count.op in (">=", "=") and count.number.value >= 1)
    if positive:
        inner = list(count.body.parts) if isinstance(count.body, And) else [count.body]
        own = [p for p in inner if free_vars(p) <= set(answers)]
        if own and len(own) < len(inner):
            rest += own
            count = Count(count.vars, conj(p for p in inner if not any(p is o for o in own)), count.op, count.number)
        rest.append(Exists(count.vars, count.body))
    return Exists(ex, conj(rest)) if ex else conj(rest), count


def _compare_filtered(q: tuple[Formula, Count], s: tuple[Formula, Count], qa: tuple[Var, ...],
                      sa: tuple[Var, ...], axioms: Sequence[tuple[str, Formula]], timeout_ms: int,
                      rereadings: Rereadings) -> Comparison | None:
    """"Which countries have more than two official languages?" against ``HAVING (COUNT(?l) > 2)``:
    the same answers pass the same bound when what is said of them agrees and the counted bodies agree
    with the answers and the counted things aligned. Sufficient, not necessary: None when it does not
    prove them equal (the caller's comparison of the whole decides then)."""
    (qrest, qc), (srest, sc) = q, s
    if qc.op != sc.op or qc.number.value != sc.number.value or len(qa) != 1 or len(sa) != 1:
        return None
    rest = compare(qrest, qa, srest, sa, axioms, timeout_ms, permute=False, rereadings=rereadings)
    if rest.status != "equivalent":
        return None
    counted = compare(qc.body, [qa[0], qc.vars[0]], sc.body, [sa[0], sc.vars[0]], axioms, timeout_ms, permute=False,
                      rereadings=rereadings)
    if counted.status != "equivalent":
        # the counted things of an answer the rest admits: a word of the rest may read only together with the
        # count's body ("the capital of at least two states": _capital_n_1(x) is the answer's own, its "of"
        # link to the states is counted), and for such answers the two sets are the same whenever the
        # pairs (answer, thing) agree under the rest (an answer the rest excludes is no answer either way)
        counted = compare(conj([qrest, qc.body]), [qa[0], qc.vars[0]], conj([srest, sc.body]), [sa[0], sc.vars[0]],
                          axioms, timeout_ms, permute=False, rereadings=rereadings)
    if counted.status != "equivalent":
        return None
    fwd = replace(counted.forward, core=tuple(dict.fromkeys(counted.forward.core + rest.forward.core)))
    bwd = replace(counted.backward, core=tuple(dict.fromkeys(counted.backward.core + rest.backward.core)))
    return Comparison("equivalent", fwd, bwd, alignment=((qa[0].name, sa[0].name),))


def _zero_rows_left_out(q: tuple[Formula, Count], sb: Formula, qa: tuple[Var, ...], sa: tuple[Var, ...],
                        axioms: Sequence[tuple[str, Formula]], timeout_ms: int,
                        rereadings: Rereadings) -> Comparison | None:
    """"At most 2 states" against tuple counts whose zero rows keep only the answers with the relation at
    all (:mod:`.zero_rows`): ``uncounted_zero`` when the answers with some counted things agree, else None."""
    rows = counted_rows(sb)
    split_s = _filter_split(rows, sa) if rows is not None else None
    if split_s is None:
        return None
    qrest, qc = q
    some = _compare_filtered((conj([qrest, Exists(qc.vars, qc.body)]), qc), split_s, qa, sa, axioms, timeout_ms,
                             rereadings)
    if some is None:
        return None
    domain = rows_domain(sb)
    reading = matching_reading(qrest, qc, domain, qa, sa, compare, axioms=axioms, timeout_ms=timeout_ms,
                               rereadings=rereadings) if domain is not None else None
    if reading is not None:  # the answers with none of the counted things: those of one reading
        return _with_zero_rows(some, reading[1], "the two sides count the same things of each answer and compare"
                                                 f" them with the same number, and {READING_NOTE[reading[0]]}")
    return replace(some, status="mismatch", mismatch="uncounted_zero",
                   detail="the two sides count the same things of each answer and compare them with the same"
                          " number, but the query keeps an answer with none of them only where it has the relation"
                          " at all; whether the question presupposes that is not decided")


def _with_zero_rows(some: Comparison, domain: Comparison, detail: str) -> Comparison:
    """``some`` (the answers with some counted things compared) with the zero rows' comparison's cores added."""
    fwd = replace(some.forward, core=tuple(dict.fromkeys(some.forward.core + domain.forward.core)))
    bwd = replace(some.backward, core=tuple(dict.fromkeys(some.backward.core + domain.backward.core)))
    return replace(some, status="equivalent", forward=fwd, backward=bwd, detail=detail)


def _contradiction(axioms: Sequence[tuple[str, Formula]], question: Formula, timeout_ms: int) -> str | None:
    """Why the question cannot hold at all under ``axioms``, or None when it can (or Z3 cannot tell).

    A question that contradicts its bridging axioms entails every query, so both directions of an
    equivalence "prove" without saying anything: a bridge that invents an individual the unique-names
    axioms keep apart from the one a name denotes is enough. Equivalence needs a question that can be
    true; one check suffices, since a query equivalent to a contradictory question is contradictory too.
    """
    found = entails(axioms, (QUESTION, question), FALSE, timeout_ms)
    if not found.proved:
        return None
    used = [c for c in found.core if c != QUESTION]
    return ("the question contradicts its bridging axioms" + (f" ({', '.join(used)})" if used else "")
            + ", so any query would be proved equivalent")


def _extra_columns(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: Sequence[Var],
                   axioms: Sequence[tuple[str, Formula]], timeout_ms: int, permute: bool, only: str,
                   rereadings: "Rereadings") -> Comparison | None:
    """The query returns more columns than the question asks for: the equivalent comparison that keeps as
    many of its columns as the question has answers and reads the rest as shown beside each answer
    (∃-bound), or None when no choice of columns is equivalent.

    "Which actors were born in Germany?" with ``SELECT ?actor ?place WHERE { ?actor birthPlace ?place .
    ?place country Germany }`` returns every such actor, each with the place: the place column changes
    which rows come back, not which actors. The comparison proves that, both ways, for the kept columns;
    a column that restricts the answers (a value the question does not require) still fails the
    backward direction, as a constraint the question does not have.

    Where no choice is equivalent, the first choice disproved one way and proved the other is returned,
    with that comparison as the part the diagnosis names the reason on (``Comparison.part``): a column shown
    beside each answer is no defect of its own, so the reason is what the kept columns' query says
    otherwise ("Give me the runtime of Zorbo." with ``SELECT ?film ?runtime`` that finds the film by its
    name and types it: the class it adds to the named thing, ``type_of_named``). None where no choice is
    so (the caller's ``wrong_answer_variable`` mismatch stands: no column is the question's answer)."""
    failed: Comparison | None = None
    for keep in itertools.combinations(range(len(s_answers)), len(q_answers)):
        extra = [s_answers[i] for i in range(len(s_answers)) if i not in keep]
        kept = [s_answers[i] for i in keep]
        shown = exists(set(extra), query)
        got = compare(question, q_answers, shown, kept, axioms, timeout_ms, permute, only, rereadings)
        cols = ", ".join(f"?{v.name}" for v in extra)
        if got.status == "equivalent":
            note = (f"the query also returns {cols} for each answer: a column the question does not ask for, "
                    f"which does not change the answers")
            return replace(got, detail="; ".join(d for d in (got.detail, note) if d))
        if failed is None and got.status == "different" and any(
                e is not None and e.proved for e in (got.forward, got.backward)):
            note = f"judged without {cols}, which the query also returns for each answer"
            failed = replace(got, detail="; ".join(d for d in (got.detail, note) if d),
                             part=got.part or (question, tuple(q_answers), shown, tuple(kept)))
    return failed


def shown_columns(cmp: "Comparison", q_answers: Sequence[Var], s_answers: Sequence[Var]) -> bool:
    """Is ``cmp`` a ``wrong_answer_variable`` mismatch of a query that returns more columns than the
    question asks for? Such columns may be shown beside each answer (:func:`_extra_columns`), which only
    a proof under the bridge can show: with a word of the question unbridged, the mismatch is no
    evidence against the query ("How much did X cost?" with ``SELECT ?film ?budget``)."""
    return cmp.mismatch == "wrong_answer_variable" and 0 < len(q_answers) < len(s_answers)


def _deferred(axioms: Sequence[tuple[str, Formula]], query: Formula, question: Formula,
              timeout_ms: int) -> DeferredEntailment:
    ctx = shared_context()
    axioms = tuple(axioms)
    return DeferredEntailment(lambda: entails(axioms, (QUERY, query), question, timeout_ms, ctx=ctx))


def compare(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: Sequence[Var],
            axioms: Sequence[tuple[str, Formula]], timeout_ms: int = 2000,
            permute: bool = True, only: str = "", rereadings: Rereadings = NO_REREADINGS) -> Comparison:
    """Compare ``question`` (free in ``q_answers``) with ``query`` (free in ``s_answers``) under ``axioms``.

    With several answer variables and ``permute``, every alignment is tried (at most 4! of them) and the
    first equivalent one wins: "who married whom" has no fixed column order in SPARQL.

    ``only`` ("forward" or "backward") decides that direction alone (the other stays ``None``), for a
    diagnosis that asks which direction a part of one side is needed for; the status is then
    ``equivalent`` when that direction is proved.

    ``rereadings``: the lexical re-readings of a ranking to try when only the question ranks
    (:class:`Rereadings`; none by default).
    """
    qb, qa, qext = _body(question, tuple(q_answers))
    sb, sa, sext = _body(query, tuple(s_answers))
    if (qext is None) != (sext is None):
        if qext is not None:
            named = rereadings.superlative(qext, sb)
            if named is not None:  # "the largest city in X" as dbo:largestCity(X, ?city)
                got = compare(named, q_answers, query, s_answers, axioms, timeout_ms, permute, only, rereadings)
                if got.status != "equivalent":
                    return got
                stored = next((a.pred for a in atoms(named) if a not in atoms(qext.body)), "property")
                ordinal = any(a.pred == "ord" for a in atoms(qext.body))  # "the first to climb X"
                return replace(got, detail=f"the {'ordinal' if ordinal else 'superlative'} is read "
                                          f"as the query's {stored}, whose name says it")
            position = rereadings.position(qext, sb)
            if position is not None:  # "the first season" as seasonNumber(?s, 1)
                got = compare(position, q_answers, query, s_answers, axioms, timeout_ms, permute, only, rereadings)
                if got.status != "equivalent":  # keep the comparison's own account of a failure
                    return got
                stored = next(a for a in atoms(position) if a not in atoms(qext.body))
                return replace(got, detail=f"the ordinal {qext.rank} is read as the position the query's "
                                          f"{stored.pred} stores (its name says it numbers that noun)")
        lexicalised = (lexicalised_extremum(sb) if qext is not None else ordering_word(qb))
        if lexicalised:
            # "the largest city" as dbo:largestCity, or "the last episode" the parser did not rank:
            # the ranking is in a word the comparison cannot see through, so it is not disproved
            return Comparison("unknown", detail=f"the ranking is carried by {lexicalised}, which is not compared")
        which = "question asks for a superlative" if qext is not None else "query ranks its answers"
        return Comparison("mismatch", mismatch="wrong_query_form", detail=f"the {which}, the other side does not")
    if qext is not None and sext is not None:
        if qext.direction != _query_direction(qext, sext):
            return Comparison("mismatch", mismatch="wrong_aggregate",
                              detail=f"the question asks for the {'highest' if qext.direction == 'max' else 'lowest'}"
                                     f" value, the query orders the other way")
        if qext.rank != sext.rank:
            return Comparison("mismatch", mismatch="wrong_aggregate",
                              detail=f"the question asks for rank {qext.rank}, the query returns rank {sext.rank}")
    if qext is not None and sext is not None:
        split_q, split_s = _count_split(qext), _count_split(sext)
        if split_q is not None and split_s is not None:
            return _compare_counted(split_q, split_s, qext, sext, axioms, timeout_ms, rereadings)
        if split_q is not None and split_s is None:
            stored = _stored_count(split_q, qext, sext, rereadings.counts_noun)
            if stored is not None:  # "the most inhabitants" ranked by dbo:populationTotal
                return compare(split_q[0], [qext.var], stored, [sext.var], axioms, timeout_ms, permute=False, only=only,
                               rereadings=rereadings)
    if qext is None and sext is None and not only:
        split_q, split_s = _filter_split(qb, qa), _filter_split(sb, sa)
        if split_q is not None and split_s is not None:
            filtered = _compare_filtered(split_q, split_s, qa, sa, axioms, timeout_ms, rereadings)
            if filtered is not None:
                return filtered
        if split_q is not None and split_s is None and passes_zero(split_q[1]):
            zero = _zero_rows_left_out(split_q, sb, qa, sa, axioms, timeout_ms, rereadings)
            if zero is not None:
                return zero
        versus_q, versus_s = versus_split(qb, qa), versus_split(sb, sa)
        if versus_q is not None and versus_s is not None:
            versus = compare_versus(versus_q, versus_s, qa, sa, compare, axioms=axioms, timeout_ms=timeout_ms,
                                    rereadings=rereadings)
            if versus is not None:
                return versus
    if len(qa) != len(sa):
        shown = _extra_columns(question, q_answers, query, s_answers, axioms, timeout_ms, permute, only, rereadings) \
            if qext is None and sext is None and 0 < len(qa) < len(sa) <= 4 else None
        if shown is not None:
            return shown
        return Comparison("mismatch", mismatch="wrong_answer_variable",
                          detail=f"the question asks for {len(qa)} value(s) per answer, the query returns {len(sa)}")
    consts = answer_constants(len(qa))
    orders = list(itertools.permutations(range(len(sa)))) if permute and 1 < len(sa) <= 4 else [tuple(range(len(sa)))]
    best: Comparison | None = None
    for order in orders:
        qsub = dict(zip(qa, consts))
        ssub = {sa[i]: consts[k] for k, i in enumerate(order)}
        qf, sf = substitute(qb, qsub), substitute(sb, ssub)
        alignment = tuple((qa[k].name, sa[i].name) for k, i in enumerate(order))
        if only:
            one = (entails(axioms, (QUESTION, qf), sf, timeout_ms) if only == "forward"
                   else entails(axioms, (QUERY, sf), qf, timeout_ms))
            status = "equivalent" if one.proved else "different" if one.disproved else "unknown"
            cmp = Comparison(status, *((one, None) if only == "forward" else (None, one)), alignment=alignment)
            if one.proved:
                return cmp
            if best is None or (best.status == "different" and status == "unknown"):
                best = cmp
            continue
        fwd = entails(axioms, (QUESTION, qf), sf, timeout_ms)
        if fwd.disproved:
            # "different" whatever the backward direction says: it is decided when a reader needs it
            # (the diagnosis of the outcome a rejection is explained by), in this check's context
            bwd = _deferred(axioms, sf, qf, timeout_ms)
        else:
            bwd = entails(axioms, (QUERY, sf), qf, timeout_ms)
        if fwd.proved and bwd.proved:
            vacuous = _contradiction(axioms, qf, timeout_ms)
            if vacuous is not None:
                return Comparison("mismatch", fwd, bwd, mismatch="inconsistent_bridge", detail=vacuous,
                                  alignment=alignment)
            return Comparison("equivalent", fwd, bwd, alignment=alignment)
        status = "different" if (fwd.disproved or bwd.disproved) else "unknown"
        cmp = Comparison(status, fwd, bwd, alignment=alignment)
        if best is None or (best.status == "different" and status == "unknown"):
            best = cmp
    assert best is not None
    return best
