"""The prover's lexical re-readings: a ranking or an ordinal the query stores in one property.

A question's superlative or ordinal is a ranking; a KG may store the ranking's winner (``largestCity``)
or a position (``seasonNumber``) in one property whose *name* says so. Reading the name is lexical work,
so it lives here, in the bridge, and the prover receives the readings as plain functions
(:class:`verifier.prover.compare.Rereadings`, bundled as :data:`verifier.bridge.STORED`):

* :func:`lexicalised_reading` — "the largest city in Ruritania" as ``ex:largestCity(ruritania, x)``;
  "the first to climb X" as ``firstAscentPerson(X, p)`` (the event noun from WordNet);
* :func:`inner_lexicalised_reading` — the same for a superlative that ranks no answer;
* :func:`stored_position_reading` — "the first season" as ``seasonNumber(x, 1)``.

>>> "biggest" in superlatives("big") and "heaviest" in superlatives("heavy")
True
"""

from __future__ import annotations

import functools
import re
from typing import Sequence

from .. import resources
from ...kg.iri import name_words
from ...logic import TRUE, Atom, Const, Extremum, Formula, Var, atoms, map_atoms
from ...question.scales import adjective_scale, low_poles, name_clippings, property_on_scale

__all__ = ["inner_lexicalised_reading", "lexicalised_reading", "stored_position_reading", "superlatives"]


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
    wn = resources.wordnet()
    if wn is None:  # WordNet is optional: without it a name must spell the verb itself
        return frozenset(out)
    try:
        senses = wn.synsets(verb, "v")
    except Exception:  # a form WordNet cannot read
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
