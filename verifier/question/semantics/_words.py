"""Words a KG query does not express, each read by its construction and always with a note: light
words (``grammars/light_words.tsv``: "both", "other", "the same … as", "what kind of"), cardinals that
rank or presuppose ("the four youngest", "the seven kings"), and "where"/"when" of a place or time noun.

"Which other rivers …": "other" is vacuous, or says the answer is not the one named individual.
"""

from __future__ import annotations

import functools
import re
from typing import Optional

from delphin import mrs as _mrs

from ..light import light_word, place_time_kind
from ..predicates import words
from ._analysis import _same_as
from ._context import _Context, construction
from ._rules import _vtype, noun_senses


def _is_linker(o: _mrs.EP, v: str) -> bool:
    """A locative preposition or a possessive taking ``v`` as its object."""
    return o.args.get("ARG2") == v and (o.predicate == "poss" or re.match(
        r"_(in|on|around|across|throughout|over|all\+over)_p(_|$)", o.predicate) is not None)


def _nouns_of(c: _Context, v: str) -> list[str]:
    """The noun predicates of the variable ``v`` (its nouns' own EPs, in the MRS's order): "the place of
    burial" on z gives ``['_place_n_of']``."""
    return [c.rels[k].predicate for k in c.by_arg0.get(v, []) if "_n_" in c.rels[k].predicate]


@construction("light-words")
def light_words(c: _Context) -> None:
    """Light words: dropped, or read by their construction (kind, everywhere, distinct, same)."""
    rels = c.rels
    for i, ep in enumerate(rels):
        lw = light_word(ep.predicate, ep.carg if ep.predicate == "named" else None)
        if lw is None or i in c.consumed or lw.treatment not in ("vacuous", "distinct", "same", "kind", "everywhere"):
            continue
        word = ep.carg if ep.predicate == "named" and ep.carg else words(ep.predicate)
        if lw.treatment == "kind":
            of = ep.args.get("ARG1", "")
            if _vtype(of) == "x" and ep.iv:
                c.consumed.add(i)
                c.same_referent.append((ep.iv, of))
                c.notes.append(f"“{word} of” read as the kind itself: {lw.reason}")
                c.kinds.extend(o.predicate for o in rels if o.iv == of and not o.is_quantifier()
                               and "_n_" in o.predicate)
            continue
        if lw.treatment == "everywhere":
            users = [k for k, o in enumerate(rels) if k != i and not o.is_quantifier() and ep.iv in o.args.values()]
            takers = [k for k in users if _is_linker(rels[k], ep.iv)]
            if ep.iv and ep.iv not in c.wh and users and takers == users:
                c.consumed.update([i] + takers)
                c.notes.append(f"“{word}” read as vacuous: {lw.reason}")
            continue
        c.consumed.add(i)
        target = ep.args.get("ARG1", "")
        if lw.treatment == "vacuous":
            c.notes.append(f"“{word}” read as vacuous: {lw.reason}")
            _state_to_thing(c, i, ep)
        elif lw.treatment == "distinct":
            others = [h for h in c.heads if h != target]
            if _vtype(target) == "x" and len(others) == 1:
                c.distinct.append((target, others[0], word))
            c.notes.append(f"“{word}” read as vacuous or as distinct from the named individual: {lw.reason}")
        else:
            found = _same_as(rels, i, c.by_arg0, c.consumed)
            if found is not None:
                i_as, cluster, subj, y = found
                c.same_as[i_as] = (cluster, subj, y)
                c.distinct.append((subj, y, word))
            c.notes.append(f"“{word}” read as vacuous (the shared variable says it): {lw.reason}")


@construction("regarded-as")
def regarded_as(c: _Context) -> None:
    """"Which city is known as the capital of Y?", "What can be considered as the genre of Y?": the
    agentless passive of a verb of regarding (``regarded`` rows of ``grammars/light_words.tsv``) with
    "as" and a common noun phrase, ``_know_v_1(e, i, x) ∧ _as_p(e, y)``, says what "Which city is the
    capital of Y?" says: x is y. Verb and preposition are read so (one referent, with a note); with a
    name after "as" ("known as Lowtown") the verb names x, and stays for the bridge to read; so does an
    attributive one, "the figure known as the nickname of Y", where what x is known as may be a name (the
    nickname), which a lexicon reads with its noun ("figure known as"). The small clause without "as" ("Which
    poets were considered the founder of Y?", "… considered to be the founder of Y?": the passive whose subject
    is ARG3 and whose noun phrase is ARG2) says the same (:func:`_regarded_small_clause`)."""
    rels = c.rels
    for i, ep in enumerate(rels):
        lw = light_word(ep.predicate)
        x = ep.args.get("ARG2", "")
        if lw is None or lw.treatment != "regarded" or i in c.consumed or _vtype(ep.args.get("ARG1", "x")) == "x" \
                or _vtype(x) != "x":
            continue
        if ep.args.get("ARG3"):
            _regarded_small_clause(c, i, ep, lw.reason)
            continue
        if any(o.label == ep.label and o.iv == x and "_n_" in o.predicate for o in rels):
            continue  # attributive, "the figure known as the nickname of Y": a description, read by the lexicon
        takers = [k for k, o in enumerate(rels) if k not in c.consumed and o.predicate == "_as_p"
                  and o.args.get("ARG1") == ep.iv and _vtype(o.args.get("ARG2", "")) == "x"]
        if len(takers) != 1:
            continue
        y = rels[takers[0]].args["ARG2"]
        nouns = _nouns_of(c, y)
        if not nouns or any(o.predicate in ("named", "named_n") and o.iv == y for o in rels):
            continue
        c.consumed.update((i, takers[0]))
        c.same_referent.append((x, y))
        c.notes.append(f"“{words(ep.predicate)} as” read as the copula: {lw.reason}")


def _regarded_small_clause(c: _Context, i: int, ep: _mrs.EP, reason: str) -> None:
    """"Which poets were considered the founder of Y?": the agentless passive of a verb of regarding with a
    second object, ``_consider_v_1(e, i, y, x)`` (x the subject, y "the founder of Y"), says x is y, as "Which
    poets were the founder of Y?" does. Only a common noun phrase: with a name ("considered Lowtown") the verb
    may name x, and stays for the bridge."""
    x, y = ep.args.get("ARG3", ""), ep.args.get("ARG2", "")
    if _vtype(x) != "x" or not _nouns_of(c, y) or any(o.predicate in ("named", "named_n") and o.iv == y
                                                       for o in c.rels):
        return
    if any(o.label == ep.label and o.iv == y and "_n_" in o.predicate for o in c.rels):
        return  # attributive: a description, read by the lexicon
    c.consumed.add(i)
    c.same_referent.append((x, y))
    c.notes.append(f"“{words(ep.predicate)}” read as the copula: {reason}")


def _state_to_thing(c: _Context, i: int, ep: _mrs.EP) -> None:
    """A vacuous adjective predicated of a thing hands what modifies its state to the thing: "Which firms are
    present in Ruritania?" is ``_present_a_1(e, x) ∧ _in_p_state(e, y)``, and with "present" dropped the
    place would modify nothing; the state's variable is the thing's, so the firms are in Ruritania, as
    "Which firms are in Ruritania?" says."""
    e, x = ep.iv, ep.args.get("ARG1", "")
    if "_a_" not in ep.predicate or _vtype(e) != "e" or _vtype(x) != "x":
        return
    if any(k != i and not o.is_quantifier() and o.args.get("ARG1") == e for k, o in enumerate(c.rels)):
        c.same_referent.append((x, e))


@construction("cardinals")
def cardinals(c: _Context) -> None:
    """Cardinals not consumed by a comparison: "the four youngest N" asks for the top four (the
    query's LIMIT), "the seven kings of Rome" presupposes how many there are; neither restricts the
    answers. A superlative over a singular noun ("the tallest player") asks for the one top-ranked
    answer, so a query keeping the top three does not answer it; a bare plural fixes no number."""
    m, extremum = c.m, c.extremum
    top: Optional[int] = None
    for xc, (idxs, value) in c.cards.items():
        if value is None or any(k in c.consumed for k in idxs):
            continue
        shown = f"{value:g}"
        if extremum is not None and xc == extremum[0]:
            c.consumed.update(idxs)
            top = int(value) if value == int(value) and value >= 1 else None
            c.notes.append(f"“{shown}” with a superlative: the top {shown} (the order, not the number, is compared)")
        elif xc in c.definites and (m.variables.get(xc) or {}).get("NUM") == "pl":
            c.consumed.update(idxs)
            c.notes.append(f"“the {shown} …”: the number presupposes how many there are and restricts no answer")
    if top is None and extremum is not None and (m.variables.get(extremum[0]) or {}).get("NUM") == "sg":
        top = 1
    c.top = top


#: the wh-word predicates a place or time noun asked with a preposition reads as, by the noun's kind
_WH_OF_KIND = {"place": "place_n", "time": "time_n"}


@construction("place-time")
def place_time(c: _Context) -> None:
    """"Where is the birthplace of X", "when is the founding date of X": the noun phrase is a place
    (a time) itself, so it is the answer, not something located at it (grammars/place_time_nouns.tsv).
    And the other way round, "In which year was X founded?", "On what day did X die?": a wh-phrase over a
    time (place) noun as the object of a preposition on a verb's event asks what "when" ("where") asks,
    so it is read so, ``time_n(x) ∧ loc_nonsp(e, x)``, and the bridge reads the verb with "when" (the
    year of a date is asked at the grain the KG stores)."""
    rels = c.rels
    _asked_place_time(c)
    wh_kind = {ep.iv: {"place_n": "place", "time_n": "time"}.get(ep.predicate) for ep in rels
               if ep.predicate in ("place_n", "time_n")}
    for i, ep in enumerate(rels):
        a, w = ep.args.get("ARG1", ""), ep.args.get("ARG2", "")
        if ep.predicate != "loc_nonsp" or i in c.consumed or w not in c.wh or not wh_kind.get(w):
            continue
        nouns = _nouns_of(c, a)
        if nouns and place_time_kind(nouns[0]) == wh_kind[w]:
            c.consumed.add(i)
            c.same_referent.append((w, a))
            c.notes.append(f"“{'where' if wh_kind[w] == 'place' else 'when'}” of a {wh_kind[w]} noun"
                           f" (“{words(nouns[0])}”): the noun phrase is the answer")


@construction("where-located")
def where_located(c: _Context) -> None:
    """"Where is the place of burial of X located?", "Where is the headquarters of X located?": "where" of the
    agentless "located" of a place noun (``grammars/place_time_nouns.tsv``) asks for that place itself, as
    "Where is the birthplace of X?" does (:func:`place_time`). ``loc_nonsp(e, w) ∧ _locate_v_1(e, i, z) ∧
    _place_n_of(z, …)`` → w = z, with "located" and the "where" link read so (a note says it)."""
    rels = c.rels
    wheres = {ep.iv for ep in rels if ep.predicate == "place_n"}
    for i, ep in enumerate(rels):
        e, w = ep.args.get("ARG1", ""), ep.args.get("ARG2", "")
        if ep.predicate != "loc_nonsp" or i in c.consumed or w not in c.wh or w not in wheres:
            continue
        located = [k for k in c.by_arg0.get(e, []) if rels[k].predicate == "_locate_v_1" and k not in c.consumed
                   and _vtype(rels[k].args.get("ARG1", "x")) != "x"]
        z = rels[located[0]].args.get("ARG2", "") if len(located) == 1 else ""
        nouns = _nouns_of(c, z)
        if not nouns or place_time_kind(nouns[0]) != "place":
            continue
        c.consumed.update((i, located[0]))
        c.same_referent.append((w, z))
        c.notes.append(f"“where … located” of a place noun (“{words(nouns[0])}”): the noun phrase is the answer")


#: a preposition that puts a thing at a place: "in Y", "at Y"
_AT_PLACE = re.compile(r"_(in|at)_p(_loc|_state)?")
#: WordNet's special line of work one has adopted ("specialization", "specialty", "specialism"): "in Y" on it
#: names the line itself, as "specialize in Y" does
_LINE_OF_WORK = "specialization.n.02"


@functools.lru_cache(maxsize=4096)
def line_of_work(noun: str) -> bool:
    """Is one of the noun's first three WordNet senses a special line of work, or a kind of one? "X has a
    specialty in surgery" says that X's specialty is surgery. False without WordNet.

        >>> from verifier.bridge import wordnet_available
        >>> [line_of_work(n) for n in ("specialisation", "degree", "role")] if wordnet_available() else [True, False, False]
        [True, False, False]
    """
    senses = (noun_senses(noun) or ())[:3]  # (none without WordNet: then no noun is read so)
    return any(_LINE_OF_WORK in {h.name() for h in path} for s in senses for path in s.hypernym_paths())


@construction("place-had-at")
def place_had_at(c: _Context) -> None:
    """"Which firm has its headquarters in Y?", "Which book has its setting (located) at Y?": what is had
    is a place noun (``grammars/place_time_nouns.tsv``), and "in/at Y" on it, on the having or on its
    being located says where that place is: at the grain a KG states places, it is Y, as "Which book has
    Y as its setting?" says. The preposition (and "located") is read so: the noun phrase and Y are one
    referent, with a note. ``_have_v_1(e, x, z) ∧ _setting_n_1(z) ∧ _in_p_loc(z, y)`` → z = y. A special line
    of work had "in Y" (:func:`line_of_work`: "Who has a specialty in surgery?") is Y the same way, with
    "in" only and nothing "located"."""
    rels = c.rels
    for h, have in enumerate(rels):
        z = have.args.get("ARG2", "")
        if have.predicate != "_have_v_1" or h in c.consumed or _vtype(z) != "x":
            continue
        nouns = _nouns_of(c, z)
        kind = (place_time_kind(nouns[0]) or ("line" if line_of_work(words(nouns[0])) else None)) if nouns else None
        if kind not in ("place", "line"):
            continue
        located = [k for k, o in enumerate(rels) if o.predicate == "_locate_v_1" and o.args.get("ARG2") == z
                   and _vtype(o.args.get("ARG1", "x")) != "x" and k not in c.consumed]
        holders = {z, have.iv} | {rels[k].iv for k in located}
        at = [k for k, o in enumerate(rels) if k not in c.consumed and _AT_PLACE.fullmatch(o.predicate)
              and o.args.get("ARG1") in holders and _vtype(o.args.get("ARG2", "")) == "x"]
        y = rels[at[0]].args["ARG2"] if len(at) == 1 else None
        if y is None or y in (z, have.args.get("ARG1")) or len(located) > 1:
            continue
        if kind == "line" and (located or not rels[at[0]].predicate.startswith("_in_")):
            continue
        c.consumed.update(at + located)
        # "has its N": the possessive pronoun already says whose N it is (the haver's, see
        # _identity._have_own_owner), so "has" says nothing more, as in "has Y as its N"
        pronouns = {o.iv for o in rels if o.predicate == "pron"}
        if any(o.predicate == "poss" and o.args.get("ARG1") == z and o.args.get("ARG2") in pronouns for o in rels):
            c.consumed.add(h)
        c.same_referent.append((z, y))
        c.notes.append(f"“has its {words(nouns[0])} {'located ' if located else ''}in/at …”: the place had is"
                       f" the place named (place_time_nouns.tsv)" if kind == "place" else
                       f"“has a {words(nouns[0])} in …”: the line of work had is the one named (WordNet"
                       f" {_LINE_OF_WORK})")


def _asked_place_time(c: _Context) -> None:
    """``_year_n_1(x) ∧ _in_p_state(e, x)`` with ``x`` a wh-variable ("in which year") read as "when":
    the noun as ``time_n``, the preposition as ``loc_nonsp`` (see :func:`place_time`). Only a noun of
    ``place_time_nouns.tsv`` with nothing else on it, and only a preposition of place or time."""
    rels = c.rels
    for i, ep in enumerate(rels):
        e, x = ep.args.get("ARG1", ""), ep.args.get("ARG2", "")
        erg = re.fullmatch(r"_(in|on|at|during)_p(_\w+)?", ep.predicate)
        if erg is None or i in c.consumed or _vtype(e) != "e" or x not in c.wh:
            continue
        nouns = [k for k in c.by_arg0.get(x, []) if "_n_" in rels[k].predicate]
        # a one-place noun only ("year"; "day" is _day_n_of, its own argument left open)
        kind = place_time_kind(rels[nouns[0]].predicate) if len(nouns) == 1 and set(
            rels[nouns[0]].args) == {"ARG0"} else None
        others = [o for k, o in enumerate(rels) if k not in nouns and k != i and not o.is_quantifier()
                  and x in o.args.values()]
        if kind is None or others or (erg.group(1) == "during" and kind != "time"):
            continue
        c.renamed[nouns[0]] = _WH_OF_KIND[kind]
        c.renamed[i] = "loc_nonsp"
        c.notes.append(f"“{erg.group(1)} which {words(rels[nouns[0]].predicate)}” on a verb asks "
                       f"{'when' if kind == 'time' else 'where'}")
