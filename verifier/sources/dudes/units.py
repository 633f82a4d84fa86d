"""DUDES stage 2: the lexical units of an analysed MRS and their alternatives, best first (lexicon
entries, entities, degree words, an unconstrained referent), and :func:`combinations`, the walk over
their product best first.

"boiling point of water": the unit of ``_point_n_of`` covers its pre-modifier ``_boil_v_1`` when the
lexicon has the form "boiling point"; its alternatives are the lexicon's frames for that form.
"""

from __future__ import annotations

import heapq
from dataclasses import replace
from typing import Iterable, Iterator, Sequence

from .lexical import DEGREE_WORDS, degree_word, empty, from_entity, from_entry, from_literal, signature
from .structure import Iri, Var

from .analysis import (_COORDINATION, _COPULAS, _GAPS, _HAVE, _IMPERATIVE, _THERE, EP, GENERIC_LOCATION,
                       VAGUE_PENALTY, Alternative, Analysis, Lexical, _locative_default, affinity, read_mrs)


def _premods(a: Analysis, x: str, head: EP) -> list[tuple[int, frozenset[int]]]:
    """Pre-modifiers of ``head`` that may belong to a multiword name: ``(cfrom, EPs covered)``, left to right."""
    out = []
    for m_i, role in a.mentions.get(x, ()):
        m = a.eps[m_i]
        if role != "ARG1" or m.cto > head.cfrom + 1 and m.pred != "compound":
            continue
        if m.pred == "compound":
            y = m.arg("ARG2")
            # y may have pre-modifiers of its own ("John Paul II"), nothing else
            if y not in a.owner or any(j != m_i and not (a.eps[j].pred == "compound" and r == "ARG1")
                                       for j, r in a.mentions.get(y, ())):
                continue
            y_ep = a.eps[a.owner[y]]
            if y_ep.cfrom >= head.cfrom or y_ep.args and any(a.expressed(v) for _, v in y_ep.args):
                continue
            inner = _premods(a, y, y_ep)
            covers = frozenset({m_i, y_ep.i}).union(*[c for _, c in inner]) if inner else frozenset({m_i, y_ep.i})
            start = min([y_ep.cfrom] + [s for s, _ in inner])
            out.append((start, covers))
        elif m.pos == "a" and len(m.args) == 1 and not a.mentions.get(m.arg0) and m.cto <= head.cfrom + 1:
            if head.pred in ("named", "named_n") and a.surface(m.cfrom, m.cto)[:1].islower():
                # names capitalise their words ("Great Bear Lake"): a lower-case adjective before
                # a name modifies it ("both Liz Taylor", "former Dutch queen"), it is not part of it
                continue
            out.append((m.cfrom, frozenset({m_i})))
    return sorted(out, key=lambda t: t[0])


def _lemma_text(a: Analysis, covers: Iterable[int], head: EP) -> str:
    words = [a.eps[i] for i in covers if a.eps[i].pred != "compound"] + [head]
    words.sort(key=lambda e: e.cfrom)
    return " ".join((e.carg if e.carg else e.lemma.replace("+", " ")) for e in words)


def _noun_alternatives(a: Analysis, x: str, head: EP, lex: Lexical) -> list[Alternative]:
    if head.pred in _GAPS:
        cards = [a.eps[m] for m, r in a.mentions.get(x, ()) if a.eps[m].pred == "card" and r == "ARG1"]
        if cards and cards[0].carg:
            return [Alternative(from_literal(cards[0].carg), frozenset({head.i, cards[0].i}), 1.0, "number")]
        return [Alternative(empty(Var(x)), frozenset({head.i}), 1.0, head.pred)]
    premods = _premods(a, x, head)
    alts: list[Alternative] = []
    seen: set = set()
    for k in range(len(premods), -1, -1):
        used = premods[len(premods) - k:]
        covers = frozenset({head.i}).union(*[c for _, c in used]) if used else frozenset({head.i})
        start = used[0][0] if used else head.cfrom
        texts = []
        surface = a.surface(start, head.cto)
        if surface:
            texts.append(surface)
        lemma_text = _lemma_text(a, covers - {head.i}, head)
        if lemma_text.lower() not in [t.lower() for t in texts]:
            texts.append(lemma_text)
        span_penalty = 0.9 ** (len(premods) - k)
        words = surface.split()
        proper = head.pred in ("named", "named_n") or bool(words and all(w[:1].isupper() or w[:1].isdigit()
                                                                         for w in words) and start > 0)
        found_lexical = False
        for t in texts:
            for e in lex.entries(t, "noun"):
                d = from_entry(e, Var(x))
                if d is None or ("lex", signature(e)) in seen:
                    continue
                seen.add(("lex", signature(e)))
                found_lexical = True
                alts.append(Alternative(d, covers, (e.confidence or 1.0) * span_penalty * affinity(t, e) * lex.support(e),
                                        e.id))
        for t in texts[:1]:
            for m in lex.entity_matches(t, proper):
                if ("ent", m.name) in seen:
                    continue
                if m.how == "fuzzy" and found_lexical:
                    continue
                seen.add(("ent", m.name))
                # a word the lexicon knows is first of all that word ("compound" the class, not the
                # KG item labelled "compound")
                factor = (0.95 if m.how == "exact" else 1.0) * (0.6 if found_lexical else 1.0)
                if m.how == "guess" and (lex.entries(t, "adjective") or lex.entries(t, "verb")):
                    factor *= 0.5  # "Danish" the nationality, not a resource named "Danish"
                alts.append(Alternative(from_entity(m.name, m.score, m.label), covers,
                                        m.score * factor * span_penalty, m.name))
    for text, covers, proper in _postmod_names(a, x, head):
        for m in lex.entity_matches(text, proper):
            if ("ent", m.name) not in seen and m.how != "fuzzy":
                seen.add(("ent", m.name))
                alts.append(Alternative(from_entity(m.name, m.score, m.label), covers, m.score, m.name))
    if _named_after(a, x, head):
        # "the comic Captain America": the name identifies the referent, the class noun is presupposed;
        # the reading without the class triple comes first, the one with it right after
        extra = []
        for i, alt in enumerate(alts):
            d = alt.dudes
            if d is not None and isinstance(d.main, Var) and not d.pairs and d.conditions:
                extra.append(Alternative(replace(empty(Var(x)), sources=d.sources), alt.covers, alt.score,
                                         "presupposed " + alt.label))
                alts[i] = replace(alt, score=alt.score * 0.95)
        alts += extra
    if head.carg and not any(alt.dudes is not None and isinstance(alt.dudes.main, Iri) and alt.score >= 0.9
                             for alt in alts):
        # a name nothing in the KG carries may be a value: "the formula C6H6"
        alts.append(Alternative(from_literal(head.carg), frozenset({head.i}), 0.3, "literal"))
    if not alts:
        alts.append(Alternative(empty(Var(x), 0.2), frozenset({head.i}), 0.2, "unconstrained"))
    alts.sort(key=lambda alt: -alt.score)
    return alts


def _named_after(a: Analysis, x: str, head: EP) -> bool:
    """Is ``head`` followed by a name it is compounded with ("the song *Hotel California*")?"""
    for m_i, role in a.mentions.get(x, ()):
        m = a.eps[m_i]
        y = m.arg("ARG2")
        if m.pred in ("compound", "appos") and role == "ARG1" and y in a.owner:
            y_ep = a.eps[a.owner[y]]
            start = min([y_ep.cfrom] + [st for st, _ in _premods(a, y, y_ep)])
            # the name right after the noun, nothing in between ("the song Hotel California")
            if y_ep.pred in ("named", "named_n") and head.cto <= start <= head.cto + 1:
                return True
    return False


def _postmod_names(a: Analysis, x: str, head: EP) -> list[tuple[str, frozenset[int], bool]]:
    """Names that run on past the head through a PP: "Statue of Liberty", "Nobel Prize in literature"
    (``(text, EPs covered, looks proper)``); only KG names are looked up for them, not lexicon words."""
    out = []
    premods = _premods(a, x, head)
    start = min([head.cfrom] + [s for s, _ in premods])
    pre_covers = frozenset().union(*[c for _, c in premods]) if premods else frozenset()
    for m_i, role in a.mentions.get(x, ()):
        m = a.eps[m_i]
        if role != "ARG1" or m.pos != "p" or m.cfrom < head.cto - 1:
            continue
        y = m.arg("ARG2")
        if y not in a.owner or len(a.mentions.get(y, ())) != 1:
            continue
        y_ep = a.eps[a.owner[y]]
        y_pre = _premods(a, y, y_ep)
        text = a.surface(start, y_ep.cto)
        if not text:
            continue
        covers = frozenset({head.i, m_i, y_ep.i}) | pre_covers
        covers = covers.union(*[c for _, c in y_pre]) if y_pre else covers
        words = [w for w in text.split() if w.lower() not in ("of", "in", "the", "and", "for", "on", "de")]
        proper = bool(words) and words[0][:1].isupper()
        out.append((text, covers, proper))
    return out


def _predicate_alternatives(a: Analysis, ep: EP, lex: Lexical) -> list[Alternative]:
    head = Var(ep.arg0 or f"e{ep.i}")
    lemma = ep.lemma.replace("+", " ")
    alts: list[Alternative] = []
    if ep.pos == "v":
        for e in lex.entries(lemma, "verb"):
            d = from_entry(e, head)
            if d is not None:
                alts.append(Alternative(d, frozenset({ep.i}), (e.confidence or 1.0) * affinity(lemma, e) * lex.support(e),
                                        e.id))
        surface = a.surface(ep.cfrom, ep.cto)
        if not alts and surface and surface.lower() != lemma:
            for e in lex.entries(surface, "verb"):
                d = from_entry(e, head)
                if d is not None:
                    alts.append(Alternative(d, frozenset({ep.i}), (e.confidence or 1.0) * 0.9 * affinity(surface, e), e.id))
    elif ep.pos == "a":
        surface = a.surface(ep.cfrom, ep.cto)
        seen = set()
        for t in dict.fromkeys([lemma, surface.lower()]):
            for e in lex.entries(t, "adjective"):
                d = from_entry(e, head)
                if d is not None and signature(e) not in seen:
                    seen.add(signature(e))
                    alts.append(Alternative(d, frozenset({ep.i}), (e.confidence or 1.0) * affinity(t, e) * lex.support(e),
                                            e.id))
        if lemma in DEGREE_WORDS:
            alts.append(Alternative(degree_word(head, DEGREE_WORDS[lemma]), frozenset({ep.i}), 0.9, "degree"))
        if not alts:
            alts.append(Alternative(None, frozenset({ep.i}), 0.3, "left out"))
    alts.sort(key=lambda alt: -alt.score)
    return alts


def _units(a: Analysis, lex: Lexical) -> list[tuple[int, list[Alternative]]]:
    units = []
    for x, i in a.owner.items():
        if i in a.handled or a.eps[i].pred in _COORDINATION:
            continue
        units.append((i, _noun_alternatives(a, x, a.eps[i], lex)))
    for ep in a.eps.values():
        if ep.i in a.handled or ep.arg0 in a.owner and a.owner[ep.arg0] == ep.i:
            continue
        if ep.pred in _COPULAS + _THERE + _HAVE + _COORDINATION or ep.pred in _IMPERATIVE:
            continue
        if ep.pos in ("v", "a"):
            alts = _predicate_alternatives(a, ep, lex)
            units.append((ep.i, alts))
        elif ep.pos == "p" and ep.arg0 == a.index and a.expressed(ep.arg("ARG1")) and a.expressed(ep.arg("ARG2")):
            units.append((ep.i, _predicative_pp_alternatives(a, ep, lex)))
    return units


def _predicative_pp_alternatives(a: Analysis, ep: EP, lex: Lexical) -> list[Alternative]:
    """"In which country is Limerick Lake?", "What country is Mount Everest in?": a preposition that is
    the clause's predicate. Read as a property that one of its arguments' nouns names (``dbo:country``),
    else, for a locative preposition, as the generic location; the first argument is the subject."""
    from ...bridge import LexicalEntry, SynArg

    prep = ep.lemma
    nouns = [a.eps[a.owner[v]].lemma for v in (ep.arg("ARG1"), ep.arg("ARG2")) if v in a.owner]
    props = [p for n in nouns for p in lex.properties_named(n)]
    if _locative_default(prep):
        props.append(GENERIC_LOCATION)
    head = Var(ep.arg0 or f"e{ep.i}")
    alts = []
    for rank, prop in enumerate(dict.fromkeys(props)):
        e = LexicalEntry(f"vague:{prep}:{prop}", prep, "verb", "IntransitivePPFrame", prop,
                         args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", prep)),
                         curated=False, confidence=VAGUE_PENALTY * 0.9 ** rank)
        d = from_entry(e, head)
        if d is not None:
            alts.append(Alternative(d, frozenset({ep.i}), e.confidence, e.id))
    return alts


def analyse(mrs, lexical: Lexical, text: str = "") -> Analysis:
    """Read one pydelphin MRS into an :class:`Analysis` with its units' alternatives."""
    a = read_mrs(mrs, lexical, text)
    a.units = _units(a, lexical)
    return a


# ---------------------------------------------------------------------------------- enumeration


def combinations(units: Sequence[tuple[int, Sequence[Alternative]]], limit: int = 200
                 ) -> Iterator[tuple[float, dict[int, Alternative]]]:
    """The units' alternatives combined, best (highest product of scores) first, at most ``limit``.

    A heap over index vectors: each step pops the best vector and pushes its successors (one index
    advanced), so only O(k · units) vectors are ever built for the k best.
    """
    if any(not alts for _, alts in units):
        return
    n = len(units)

    def score(idx: tuple[int, ...]) -> float:
        s = 1.0
        for (_, alts), j in zip(units, idx):
            s *= alts[j].score
        return s

    start = (0,) * n
    heap = [(-score(start), start)]
    seen = {start}
    produced = 0
    while heap and produced < limit:
        neg, idx = heapq.heappop(heap)
        produced += 1
        yield -neg, {units[k][0]: units[k][1][j] for k, j in enumerate(idx)}
        for k in range(n):
            if idx[k] + 1 < len(units[k][1]):
                nxt = idx[:k] + (idx[k] + 1,) + idx[k + 1:]
                if nxt not in seen:
                    seen.add(nxt)
                    heapq.heappush(heap, (-score(nxt), nxt))
