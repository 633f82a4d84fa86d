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

import functools
import itertools
import re
from dataclasses import dataclass, replace
from typing import Sequence

from ..kg.iri import name_words
from ..logic import (FALSE, TRUE, And, Atom, Const, Exists, Extremum, Formula, Var, atoms, conj, free_vars, map_atoms,
                     substitute)
from ..logic.formulas import Count, Num
from ..question.scales import adjective_scale, low_poles, name_clippings, property_on_scale, property_runs_inverse
from .countprop import counts_noun
from .entail import QUERY, QUESTION, Entailment, answer_constants, entails

__all__ = ["Comparison", "compare", "inner_lexicalised_reading", "lexicalised_extremum", "lexicalised_reading",
           "ordering_word", "stored_order", "stored_position_reading", "superlatives"]


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
    backward: Entailment | None = None
    mismatch: str = ""
    detail: str = ""
    alignment: tuple[tuple[str, str], ...] = ()

    @property
    def ms(self) -> float:
        return sum(e.ms for e in (self.forward, self.backward) if e is not None)


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
                              "oldest", "initial"})


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


#: superlatives that are not the adjective + "est"
_IRREGULAR_SUPERLATIVES = {"good": "best", "bad": "worst", "far": "farthest", "many": "most", "much": "most",
                           "little": "least"}
#: relation words that put the ranked thing inside its container ("the largest city IN Ruritania")
_CONTAINER_LINKS = frozenset({"_in_p_loc", "_in_p", "_in_p_state", "_of_p", "poss", "_on_p_loc"})
#: nouns that name no kind of their own ("the highest point of ...", "the lowest rank in ...")
_GENERIC_RANKED = frozenset({"place", "point", "one", "thing", "part", "peak", "rank", "ranking", "position"})


def superlatives(lemma: str) -> set[str]:
    """The superlative spellings of an adjective lemma: large → largest, big → biggest, heavy → heaviest."""
    lemma = lemma.lower()
    if lemma in _IRREGULAR_SUPERLATIVES:
        return {_IRREGULAR_SUPERLATIVES[lemma]}
    out = {lemma + "est"}
    if lemma.endswith("e"):
        out.add(lemma + "st")
    if lemma.endswith("y"):
        out.add(lemma[:-1] + "iest")
    if len(lemma) > 2 and lemma[-1] not in "aeiouwxy" and lemma[-2] in "aeiou" and lemma[-3] not in "aeiou":
        out.add(lemma + lemma[-1] + "est")
    return out


def _lemma(pred: str) -> str:
    return pred.lstrip("_").split("_", 1)[0].split("/", 1)[0].lower()


#: words that may close a property name after its event noun: the event's agent ("firstAscentPerson")
_EVENT_AGENT_WORDS = frozenset({"person"})


@functools.lru_cache(maxsize=256)
def _event_nouns(verb: str) -> frozenset[str]:
    """The verb and the nouns WordNet derives from its first sense, with their synonyms ("climb" →
    "climb", "ascent", "climber"); only the verb itself without WordNet."""
    out = {verb}
    try:
        from ..bridge.wordnet import load_wordnet, wordnet_available
        if not wordnet_available():
            return frozenset(out)
        senses = load_wordnet().synsets(verb, "v")
    except Exception:  # WordNet is optional: without it a name must spell the verb itself
        return frozenset(out)
    for lemma in senses[0].lemmas() if senses else ():
        if lemma.name().lower() == verb:
            # the derived noun and its synonyms: "climb" (verb) → "climb" (noun) in the synset of "ascent"
            out |= {n.lower() for d in lemma.derivationally_related_forms() if d.synset().pos() == "n"
                    for n in d.synset().lemma_names()}
    return frozenset(out)


def _first_event_reading(qext: Extremum, query_body: Formula) -> Formula | None:
    """"Who was the first to climb X?" read as a query property named ``first`` + the verb's event noun
    (+ "person"), whose subject is the verb's object and whose value the first agent:
    ``dbo:firstAscentPerson(X, ?p)``. The event noun must be the verb or a noun WordNet derives from
    the verb's first sense ("ascent" from "climb"), so "the first to climb" never reads as
    ``firstDescentPerson``."""
    if qext.direction != "min" or qext.rank != 1 or not isinstance(qext.measure, Var):
        return None
    parts = atoms(qext.body)
    degree = [a for a in parts if a.pred == "ord" and a.args == (qext.var, qext.measure)]
    verbs = [a for a in parts if a.pred.startswith("_") and "_v_" in a.pred and len(a.args) == 2
             and a.args[0] == qext.var and isinstance(a.args[1], Var) and a.args[1] != qext.var]
    if len(degree) != 1 or len(verbs) != 1:
        return None
    verb = verbs[0]
    for prop in dict.fromkeys(a.pred for a in atoms(query_body) if len(a.args) == 2):
        words = name_words(re.split(r"[:/#]", prop)[-1])
        if len(words) > 2 and words[-1] in _EVENT_AGENT_WORDS:
            words = words[:-1]
        if len(words) != 2 or words[0] != "first" or words[1] not in _event_nouns(_lemma(verb.pred)):
            continue
        return map_atoms(qext.body, lambda a: Atom(prop, (verb.args[1], qext.var)) if a == verb
                         else (TRUE if a == degree[0] else a))
    return None


def lexicalised_reading(qext: Extremum, query_body: Formula) -> Formula | None:
    """The question's superlative read as the query property that names it, or None.

    "the largest city in Ruritania" ranks cities in Ruritania by size; a KG property named
    ``largestCity`` (its subject the container) states exactly that ranking's winner. When the property's
    name is the question's superlative followed by its ranked noun (or by nothing, for a noun such as
    "point" or "place"), and one container phrase (in, of, the possessive, or the noun's own argument)
    gives the container, the ranking, the noun and the container phrase become one atom
    ``P(container, x)``; the rest of the question is still compared both ways. The name must match word
    for word, so "the smallest city" never reads as ``largestCity``. "The first to V X" reads a
    property named after the first V event (:func:`_first_event_reading`).
    """
    if qext.direction == "min":
        first = _first_event_reading(qext, query_body)
        if first is not None:
            return first
    if not isinstance(qext.measure, Var) or qext.rank != 1:
        return None
    degree = [a for a in atoms(qext.body) if len(a.args) == 2 and a.args == (qext.var, qext.measure)
              and "_a_" in a.pred]
    if len(degree) != 1:
        return None
    return _named_superlative(qext.body, degree[0], qext.direction, query_body)


def inner_lexicalised_reading(question: Formula, degree: str, direction: str, rank: int,
                              query_body: Formula) -> Formula | None:
    """A superlative inside the question that ranks no answer ("Is X's largest city its capital?",
    "How many inhabitants does the largest city in X have?"), read as the query property that names it
    (see :func:`lexicalised_reading`), or None. ``degree`` is the name of the superlative's degree
    variable, which the reading quantifies existentially: the degree atom, the ranked noun and the
    container phrase become ``P(container, x)``, and the ranking is no longer lost."""
    if rank != 1:
        return None
    found = [a for a in atoms(question) if len(a.args) == 2 and isinstance(a.args[1], Var)
             and a.args[1].name == degree and isinstance(a.args[0], Var) and "_a_" in a.pred]
    if len(found) != 1:
        return None
    return _named_superlative(question, found[0], direction, query_body)


#: the superlatives of any scale, top and bottom, and the property-name clippings of them
#: (grammars/name_clippings.tsv: "max" for "maximum")
_SCALE_FREE_SUPERLATIVES = {"max": "maximum", "min": "minimum"}


def _spellings(degree: Atom, direction: str) -> set[str]:
    """The superlatives that name the ranking: the adjective's own ("largest") for the top of its scale;
    for the bottom, those of the scale's low poles ("lowest" for the minimum of _high_a_1, which is how
    the reading writes "the lowest"). "maximum" and "minimum" name the ends of every scale, and so do
    their clippings ("fifaMin": the lowest rank in the FIFA ranking)."""
    extreme = _SCALE_FREE_SUPERLATIVES[direction]
    out = {extreme} | {clip for clip, phrase in name_clippings() if phrase == (extreme,)}
    if direction == "max":
        return out | superlatives(_lemma(degree.pred))
    scale = adjective_scale(degree.pred)
    if scale is None:
        return set()
    return out | {w for lem in low_poles(scale[0]) for w in superlatives(lem)}


def _name_of(var: Var, parts: Sequence[Atom]) -> tuple[tuple[str, ...], tuple[Atom, ...]]:
    """The words of the proper name ``var`` bears, modifiers first ("FIFA World Ranking": the name of the
    head and, through ``compound``, those of its modifiers), with the atoms that say it; ``((), ())``
    when ``var`` bears no name."""
    names = [a for a in parts if a.pred == "named" and a.args[0] == var and isinstance(a.args[1], Const)]
    if len(names) != 1:
        return (), ()
    mods = [a for a in parts if a.pred == "compound" and len(a.args) == 2 and a.args[0] == var
            and isinstance(a.args[1], Var)]
    if len(mods) > 1:
        return (), ()
    own = (str(names[0].args[1].name).lower(),)
    if not mods:
        return own, (names[0],)
    words, said = _name_of(mods[0].args[1], parts)
    if not words:
        return (), ()
    return words + own, said + (mods[0], names[0])


def _phrases(noun: Atom, mods: list[Atom]) -> list[tuple[str, tuple[Atom, ...]]]:
    """The spellings a property name may give the ranked noun, each with the atoms it covers: the noun
    alone ("city"), the noun with all its adjectives ("metropolitanarea"), or a clipping of either
    (grammars/name_clippings.tsv: "metro" for "metropolitan area")."""
    lemma = _lemma(noun.pred)
    out: list[tuple[str, tuple[Atom, ...]]] = [(lemma, (noun,))]
    if mods:
        words = [_lemma(m.pred) for m in mods] + [lemma]
        out.append(("".join(words), (noun, *mods)))
        out += [(clip, (noun, *mods)) for clip, phrase in name_clippings() if phrase == tuple(words)]
    out += [(clip, (noun,)) for clip, phrase in name_clippings() if phrase == (lemma,)]
    return out


def _named_superlative(body: Formula, degree: Atom, direction: str, query_body: Formula) -> Formula | None:
    """``body`` with the superlative whose degree atom is ``degree`` read as a query property named by the
    superlative and the ranked noun (with its adjectives), or None."""
    ranked = degree.args[0]
    sups = _spellings(degree, direction)
    parts = atoms(body)
    nouns = [a for a in parts if a.args and a.args[0] == ranked and "_n_" in a.pred and a.pred.startswith("_")]
    mods = [a for a in parts if len(a.args) == 1 and a.args[0] == ranked and "_a_" in a.pred
            and a.pred.startswith("_")]
    all_links = [a for a in parts if a.pred in _CONTAINER_LINKS and len(a.args) == 2 and a.args[0] == ranked
                 and isinstance(a.args[1], Var) and a.args[1] != degree.args[1]]
    # a name of what a link phrase names may open the property's name: the ranking the ranked thing is
    # in ("the lowest rank in the FIFA World Ranking": fifaMin), spelled by its leading words
    named_links = [(link, said, "".join(words[:k])) for link in all_links
                   for words, said in [_name_of(link.args[1], parts)] for k in range(1, len(words) + 1)]
    for prop in dict.fromkeys(a.pred for a in atoms(query_body) if len(a.args) == 2):
        local = re.split(r"[:/#]", prop)[-1].lower()
        shapes = [(sup, local[len(sup):], None, ()) for sup in sups if local.startswith(sup)]
        shapes += [(sup, local[len(opening) + len(sup):], link, said) for link, said, opening in named_links
                   for sup in sups if local.startswith(opening + sup)]
        for sup, rest, spelled_link, spelled_name in shapes:
            if rest:
                covers = [c for n in nouns for spelled, c in _phrases(n, mods) if spelled == rest]
            else:
                covers = [(n,) for n in nouns if _lemma(n.pred) in _GENERIC_RANKED]
            if len(covers) != 1:
                continue
            noun = covers[0][0]
            links = [a for a in all_links if a != spelled_link]
            if len(noun.args) == 2 and isinstance(noun.args[1], Var) and not noun.args[1].name.startswith("i"):
                links.append(noun)  # the noun's own argument: "the highest point of the range"
            if len(links) != 1:
                continue
            link = links[0]
            container = link.args[1]
            gone = {degree, link, *covers[0], *((spelled_link, *spelled_name) if spelled_link else ())}
            return map_atoms(body, lambda a: Atom(prop, (container, ranked)) if a == link
                             else (TRUE if a in gone else a))
    return None


def stored_position_reading(qext: Extremum, query_body: Formula) -> Formula | None:
    """The question's ordinal read as a position the query stores, or None.

    "the first season" ranks seasons by their place in the series; a KG property named after the noun
    and a position word (``seasonNumber``, grammars/measure_properties.tsv) states that place, so the
    season of rank k is the one whose number is k: ``ord`` becomes ``seasonNumber(x, k)``. Where the
    answer is a member of the ranked thing ("the episodes of the first season") and the query states the
    number on the members, the member stands in for its season: the link between them goes and what
    is said of the season is said of the member (a season of the series: an episode of the series).
    Only the lowest ranks ("first", "second") are positions from the start; "the last" is not.
    """
    if not isinstance(qext.measure, Var) or qext.direction != "min":
        return None
    parts = atoms(qext.body)
    ords = [a for a in parts if a.pred == "ord" and len(a.args) == 2 and a.args[1] == qext.measure
            and isinstance(a.args[0], Var)]
    if len(ords) != 1:
        return None
    ranked = ords[0].args[0]
    nouns = [a for a in parts if a.args and a.args[0] == ranked and "_n_" in a.pred and a.pred.startswith("_")]
    if len(nouns) != 1:
        return None
    noun = _lemma(nouns[0].pred)
    for a in atoms(query_body):
        if len(a.args) != 2 or not isinstance(a.args[1], Const) or a.args[1].kind != "literal":
            continue
        try:
            value = float(a.args[1].name)
        except ValueError:
            continue
        words = name_words(re.split(r"[:/#]", a.pred)[-1])
        if value != qext.rank or len(words) != 2 or words[0] != noun or not property_on_scale(a.pred, "order"):
            continue
        if ranked == qext.var:
            return map_atoms(qext.body, lambda b: Atom(a.pred, (ranked, a.args[1])) if b == ords[0] else b)
        links = [b for b in parts if b.pred in _CONTAINER_LINKS and b.args == (qext.var, ranked)]
        if len(links) != 1:
            return None
        gone = {links[0], nouns[0]}
        return map_atoms(qext.body, lambda b: Atom(a.pred, (qext.var, a.args[1])) if b == ords[0]
                         else TRUE if b in gone
                         else Atom(b.pred, tuple(qext.var if t == ranked else t for t in b.args)))
    return None


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


def _stored_count(q: tuple[Formula, Count], qext: Extremum, sext: Extremum) -> Formula | None:
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
                     axioms: Sequence[tuple[str, Formula]], timeout_ms: int) -> Comparison:
    """"Who produced the most films" against ``ORDER BY DESC(COUNT(?film))``: the same answers are ranked
    by the same number when what is said of the answer agrees and the counted bodies agree with the
    answer and the counted thing aligned (sufficient, not necessary: a failure is only unknown)."""
    rest = compare(q[0], [qext.var], s[0], [sext.var], axioms, timeout_ms, permute=False)
    if rest.status != "equivalent":
        return Comparison("unknown", rest.forward, rest.backward, detail="ranked by a count: the answers differ")
    counted = compare(q[1].body, [qext.var, q[1].vars[0]], s[1].body, [sext.var, s[1].vars[0]], axioms,
                      timeout_ms, permute=False)
    if counted.status == "equivalent":
        fwd = replace(counted.forward, core=tuple(dict.fromkeys(counted.forward.core + rest.forward.core)))
        bwd = replace(counted.backward, core=tuple(dict.fromkeys(counted.backward.core + rest.backward.core)))
        return Comparison("equivalent", fwd, bwd, alignment=((qext.var.name, sext.var.name),))
    return Comparison("unknown", counted.forward, counted.backward, detail="ranked by a count: the counted things differ")


def _filter_split(f: Formula, answers: tuple[Var, ...]) -> tuple[Formula, Count] | None:
    """A formula that keeps the answers with a number of things (``country(x) ∧ #{l | B(x, l)} > 2``,
    a query's ``GROUP BY … HAVING COUNT``): (the rest, the count), with what the count body says of the
    answers alone moved to the rest where that changes no verdict of the comparison (more than N ≥ 0
    things, or at least N ≥ 1: an answer the moved part excludes has none and fails it anyway). The
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
    positive = (count.op == ">" and count.number.value >= 0) or (count.op == ">=" and count.number.value >= 1)
    if positive:
        inner = list(count.body.parts) if isinstance(count.body, And) else [count.body]
        own = [p for p in inner if free_vars(p) <= set(answers)]
        if own and len(own) < len(inner):
            rest += own
            count = Count(count.vars, conj(p for p in inner if not any(p is o for o in own)), count.op, count.number)
        rest.append(Exists(count.vars, count.body))
    return Exists(ex, conj(rest)) if ex else conj(rest), count


def _compare_filtered(q: tuple[Formula, Count], s: tuple[Formula, Count], qa: tuple[Var, ...],
                      sa: tuple[Var, ...], axioms: Sequence[tuple[str, Formula]], timeout_ms: int) -> Comparison | None:
    """"Which countries have more than two official languages?" against ``HAVING (COUNT(?l) > 2)``:
    the same answers pass the same bound when what is said of them agrees and the counted bodies agree
    with the answers and the counted things aligned. Sufficient, not necessary: None when it does not
    prove them equal (the caller's comparison of the whole decides then)."""
    (qrest, qc), (srest, sc) = q, s
    if qc.op != sc.op or qc.number.value != sc.number.value or len(qa) != 1 or len(sa) != 1:
        return None
    rest = compare(qrest, qa, srest, sa, axioms, timeout_ms, permute=False)
    if rest.status != "equivalent":
        return None
    counted = compare(qc.body, [qa[0], qc.vars[0]], sc.body, [sa[0], sc.vars[0]], axioms, timeout_ms, permute=False)
    if counted.status != "equivalent":
        return None
    fwd = replace(counted.forward, core=tuple(dict.fromkeys(counted.forward.core + rest.forward.core)))
    bwd = replace(counted.backward, core=tuple(dict.fromkeys(counted.backward.core + rest.backward.core)))
    return Comparison("equivalent", fwd, bwd, alignment=((qa[0].name, sa[0].name),))


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


def compare(question: Formula, q_answers: Sequence[Var], query: Formula, s_answers: Sequence[Var],
            axioms: Sequence[tuple[str, Formula]], timeout_ms: int = 2000,
            permute: bool = True, only: str = "") -> Comparison:
    """Compare ``question`` (free in ``q_answers``) with ``query`` (free in ``s_answers``) under ``axioms``.

    With several answer variables and ``permute``, every alignment is tried (at most 4! of them) and the
    first equivalent one wins: "who married whom" has no fixed column order in SPARQL.

    ``only`` ("forward" or "backward") decides that direction alone (the other stays ``None``), for a
    diagnosis that asks which direction a part of one side is needed for; the status is then
    ``equivalent`` when that direction is proved.
    """
    qb, qa, qext = _body(question, tuple(q_answers))
    sb, sa, sext = _body(query, tuple(s_answers))
    if (qext is None) != (sext is None):
        if qext is not None:
            named = lexicalised_reading(qext, sb)
            if named is not None:  # "the largest city in X" as dbo:largestCity(X, ?city)
                got = compare(named, q_answers, query, s_answers, axioms, timeout_ms, permute, only)
                if got.status != "equivalent":
                    return got
                stored = next((a.pred for a in atoms(named) if a not in atoms(qext.body)), "property")
                ordinal = any(a.pred == "ord" for a in atoms(qext.body))  # "the first to climb X"
                return replace(got, detail=f"the {'ordinal' if ordinal else 'superlative'} is read "
                                          f"as the query's {stored}, whose name says it")
            position = stored_position_reading(qext, sb)
            if position is not None:  # "the first season" as seasonNumber(?s, 1)
                got = compare(position, q_answers, query, s_answers, axioms, timeout_ms, permute, only)
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
            return _compare_counted(split_q, split_s, qext, sext, axioms, timeout_ms)
        if split_q is not None and split_s is None:
            stored = _stored_count(split_q, qext, sext)
            if stored is not None:  # "the most inhabitants" ranked by dbo:populationTotal
                return compare(split_q[0], [qext.var], stored, [sext.var], axioms, timeout_ms, permute=False, only=only)
    if qext is None and sext is None and not only:
        split_q, split_s = _filter_split(qb, qa), _filter_split(sb, sa)
        if split_q is not None and split_s is not None:
            filtered = _compare_filtered(split_q, split_s, qa, sa, axioms, timeout_ms)
            if filtered is not None:
                return filtered
    if len(qa) != len(sa):
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
