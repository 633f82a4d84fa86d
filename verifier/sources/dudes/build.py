"""Composing DUDES bottom-up over an MRS, lazily and best first.

1. :func:`analyse` reads one MRS into an :class:`Analysis`: its content EPs, which EP owns each
   referent (the noun whose ARG0 it is), which EPs mention it, which referent the question asks for
   (``which_q``) or counts (``how many``), and the lexical *units*: the EPs that get a lexical DUDES.
   A noun's unit covers its pre-modifiers when together they spell one lexicon form or KG label
   ("boiling point", "median lethal dose", "Abraham Lincoln", "sodium chloride").
2. Each unit has *alternatives* (:class:`Alternative`), best first: lexicon entries (one DUDES per
   frame, :mod:`.lexical`), entities from the label index (:mod:`.entities`), degree words, or —
   for nouns that nothing names — an unconstrained referent at a low score.
3. :func:`combinations` walks the product of the units' alternatives best first (a heap over index
   vectors, so the k-th best is found without building the others); :func:`compose_mrs` turns one
   combination into a DUDES by composing along the MRS's argument structure, starting at the EP
   whose event is the MRS's INDEX: an EP's arguments fill its selection pairs (ARG1 → ``subj``,
   ARG2 → ``dobj``, a relational noun's ARG1 or an ``of``-PP → ``of``), and the EPs that modify a
   referent (adjectives, relative clauses, PPs) take the referent's DUDES as their argument.

A combination whose DUDES leaves a content word unused, or that cannot be composed (no pair with the
needed marker, two different constants equated), yields nothing.
"""

from __future__ import annotations

import difflib
import heapq
import re
from dataclasses import dataclass, field, replace
from typing import Iterable, Iterator, Sequence

from delphin import predicate as _pred

from ...kg.profile import generic_location
from .lexical import DEGREE_WORDS, copula, degree_word, empty, from_entity, from_entry, from_literal, signature
from .structure import Dudes, Filter, Iri, Literal, Order, SelectionPair, Triple, Var, compose

__all__ = ["EP", "Alternative", "Analysis", "analyse", "combinations", "compose_mrs", "Lexical"]

_WH = ("which_q", "_which_q", "_what_q")
#: referents with no content of their own: the question's gap
#: nouns that only package what an imperative asks for ("a list of X" is X)
_CONTAINERS = ("_list_n_of",)
_GAPS = ("thing", "person", "place_n", "time_n", "generic_entity", "pron", "reason", "manner", "abstr_deg")
#: EPs that carry no content the query needs
_IGNORE = ("focus_d", "parg_d", "prpstn_to_prop", "_please_a_1", "_also_a_1", "_just_a_1", "_exactly_a_1",
           "_all_a_1", "_both_a_1", "_please_v_1", "_kindly_a_1", "_then_a_1", "_now_a_1", "_currently_a_1")
_COPULAS = ("_be_v_id",)
_THERE = ("_be_v_there",)
_HAVE = ("_have_v_1", "_have_v_prd", "_possess_v_1")
#: imperative verbs whose object is what the question asks for
_IMPERATIVE = {"_give_v_1": "ARG2", "_list_v_1": "ARG2", "_show_v_1": "ARG2", "_name_v_1": "ARG2",
               "_tell_v_1": "ARG2", "_find_v_1": "ARG2", "_return_v_1": "ARG2", "_enumerate_v_1": "ARG2"}
#: prepositions that compare a value with a number
_COMPARE_PREPS = {"above": ">", "over": ">", "below": "<", "under": "<", "beyond": ">", "after": ">",
                  "before": "<"}
_COMPARATIVES = {"comp": None, "more_comp": None, "_more_x_comp": None, "less_comp": "flip", "comp_less": "flip",
                 "_less_x_comp": "flip"}
_CARD_COMPARE = {"_more+than_a_1": ">", "_less+than_a_1": "<", "_fewer+than_a_1": "<", "_at+least_x_deg": ">=",
                 "_at+most_x_deg": "<=", "_over_x_deg": ">", "_under_x_deg": "<"}
_LOCATIVE = ("in", "at", "on", "from")
#: superlative quantifiers over a value: quantifier → the high end
_MOST = {"_the+most_q": True, "_most_q": True, "_the+least_q": False, "_least_q": False, "_the+fewest_q": False}
_COORDINATION = ("_and_c", "implicit_conj", "_as+well+as_c")
#: score factor per selection pair left open in a complete DUDES
OPEN_ARGUMENT_PENALTY = 0.6
#: score factor for a noun-noun compound read as the head's of-argument
COMPOUND_PENALTY = 0.8
#: score factor for a preposition on a noun read as a property its frame does not name
VAGUE_PENALTY = 0.8
#: the most general locative property: "breweries in Australia" when the lexicon has no "in" entry
#: for the noun's class (offered only for prepositions the verifier's vague-relation table reads as
#: locations)
GENERIC_LOCATION = generic_location()  # from the KG profile (kg/profiles/dbpedia.toml)
_TEMPORAL = ("in", "on", "at")


# -------------------------------------------------------------------------------------- analysis


@dataclass(frozen=True)
class EP:
    """One content EP: index in the MRS, predicate, intrinsic variable, other arguments, CARG, span."""

    i: int
    pred: str
    arg0: str
    args: tuple[tuple[str, str], ...]
    carg: str | None = None
    cfrom: int = -1
    cto: int = -1

    @property
    def lemma(self) -> str:
        return _pred.split(self.pred)[0] or self.pred

    @property
    def pos(self) -> str | None:
        return _pred.split(self.pred)[1] if self.pred.startswith("_") else None

    def arg(self, role: str) -> str | None:
        for r, v in self.args:
            if r == role:
                return v
        return None


@dataclass(frozen=True)
class Alternative:
    """One lexical choice for a unit: its DUDES (None: the EP is left out), the EPs it covers, a score."""

    dudes: Dudes | None
    covers: frozenset[int]
    score: float
    label: str = ""


@dataclass
class Analysis:
    """What one MRS says, in the shape the composition needs."""

    text: str
    index: str
    eps: dict[int, EP]
    quantifier: dict[str, str]
    owner: dict[str, int]
    mentions: dict[str, list[tuple[int, str]]]
    wh: frozenset[str]
    count: str | None
    handled: frozenset[int]
    units: list[tuple[int, list[Alternative]]] = field(default_factory=list)
    lexical: "Lexical | None" = None

    def surface(self, start: int, end: int) -> str:
        if self.text and 0 <= start < end <= len(self.text):
            return re.sub(r"[\s?!.,;:]+$", "", self.text[start:end]).strip()
        return ""

    def expressed(self, var: str | None) -> bool:
        """Does the referent have content (an owner or another mention)? Unexpressed args (i, u) do not."""
        if not var or var[0] not in "xe":
            return False
        return var in self.owner or len(self.mentions.get(var, ())) > 1


class Lexical:
    """Where lexical alternatives come from: a lexicon and an entity index (both optional)."""

    def __init__(self, lexicon=None, entities=None, max_entities: int = 2):
        self.lexicon = lexicon
        self.entities = entities
        self.max_entities = max_entities
        self._support: dict[str, int] = {}
        self._by_local_name: dict[str, list[str]] | None = None

    def entries(self, text: str, pos: str) -> list:
        if self.lexicon is None or not text:
            return []
        out, count = [], {}
        for e in self.lexicon.lookup(text, pos):
            sig = signature(e)
            if sig not in count:
                out.append(e)
            count[sig] = count.get(sig, 0) + 1
        self._support.update({e.id: count[signature(e)] for e in out})
        return out

    def support(self, e) -> float:
        """A prior in [0.9, 1] from how many entries of the lexicon repeat this lexical choice (lexica
        merged from several sources list a common sense more often)."""
        return 0.9 + 0.1 * min(self._support.get(e.id, 1), 3) / 3

    def vague_properties(self, prep: str, classes: Sequence[str], hint: str = "") -> list[str]:
        """Properties a preposition on a noun of one of ``classes`` may denote ("soccer clubs in the
        Premier League" → ``dbo:league``): those of the lexicon's entries whose frame marks ``prep``
        and whose domain is one of the classes; first those whose name is a word of ``hint`` (the
        object's name: "the Premier League" → ``dbo:league``), then the most often listed. The verifier
        reads the same prepositions through its table of vague relations
        (axiom_templates/vague_relations.table)."""
        if self.lexicon is None or not classes:
            return []
        count: dict[str, int] = {}
        for e in self.lexicon:
            if e.kind == "property" and e.reference and prep in e.markers and e.domain in classes:
                count[e.reference] = count.get(e.reference, 0) + 1
        from ...bridge.labels import split_local_name

        words = set(re.findall(r"[a-z]+", hint.lower()))
        named = {p: bool(words) and split_local_name(p).lower() in words for p in count}
        family = _vague_family(prep)  # "companies in Munich": a location before what is made there
        return sorted(count, key=lambda p: (not named[p], p not in family, -count[p], p))

    def properties_named(self, noun: str) -> list[str]:
        """Properties of the lexicon whose local name is ``noun`` ("country" → ``dbo:country``)."""
        if self.lexicon is None or not noun:
            return []
        if self._by_local_name is None:
            from ...bridge.labels import split_local_name

            index: dict[str, list[str]] = {}
            for e in self.lexicon:
                if e.kind == "property" and e.reference and ":" in e.reference:
                    key = split_local_name(e.reference).lower()
                    if e.reference not in index.setdefault(key, []):
                        index[key].append(e.reference)
            self._by_local_name = index
        return list(self._by_local_name.get(noun.lower(), []))

    def entity_matches(self, text: str, proper: bool):
        if self.entities is None or not text:
            return ()
        return self.entities.lookup(text, limit=self.max_entities, fuzzy=True, guess=proper)


def affinity(word: str, entry) -> float:
    """A prior in [0.85, 1] for a lexical entry given the word: how much the KG symbol's local name
    looks like the word ("develop" → ``dbo:developer`` rather than ``dbo:product``). Lexica list
    several senses per word without ranking them; this orders them when confidences tie."""
    from ...bridge.labels import split_local_name

    target = entry.value if entry.value and entry.reference in ("rdf:type",) else entry.reference
    name = split_local_name(target or "").lower()
    if not name or not word:
        return 0.95  # an opaque identifier (wd:Q11173) says nothing either way
    w = word.lower()
    sim = difflib.SequenceMatcher(None, w, name).ratio()
    if name.startswith(w[: max(4, len(w) - 2)]) or w.startswith(name):
        sim = max(sim, 0.9)
    return 0.85 + 0.15 * sim


def _is_quantifier(ep) -> bool:
    return "RSTR" in ep.args


def analyse(mrs, lexical: Lexical, text: str = "") -> Analysis:
    """Read one pydelphin MRS into an :class:`Analysis` with its units' alternatives."""
    text = text or getattr(mrs, "surface", None) or ""
    eps: dict[int, EP] = {}
    quantifier: dict[str, str] = {}
    for i, ep in enumerate(mrs.rels):
        if _is_quantifier(ep):
            quantifier[ep.args["ARG0"]] = ep.predicate
            continue
        args = tuple((r, v) for r, v in ep.args.items() if r not in ("ARG0", "CARG") and isinstance(v, str)
                     and v[:1] in "xeiu")
        eps[i] = EP(i, ep.predicate, ep.args.get("ARG0", ""), args, ep.carg, ep.cfrom, ep.cto)
    owner: dict[str, int] = {}
    mentions: dict[str, list[tuple[int, str]]] = {}
    for ep in eps.values():
        if ep.arg0.startswith("x") and ep.arg0 not in owner:
            owner[ep.arg0] = ep.i
        for r, v in ep.args:
            mentions.setdefault(v, []).append((ep.i, r))
    wh = {v for v, q in quantifier.items() if q in _WH}
    count = None
    handled: set[int] = set()
    # how many: much-many_a(e, x) ∧ measure(e', e, d) ∧ abstr_deg(d), d wh-quantified
    for ep in eps.values():
        if ep.pred == "much-many_a":
            for m_i, role in mentions.get(ep.arg0, ()):
                m = eps[m_i]
                d = m.arg("ARG2")
                if m.pred == "measure" and d in wh:
                    counted = ep.arg("ARG1")
                    handled |= {ep.i, m_i}
                    if d in owner:
                        handled.add(owner[d])
                    wh.discard(d)
                    if counted in owner and eps[owner[counted]].pred == "generic_entity":
                        wh.add(counted)  # how much (no noun): the amount itself is asked for
                    else:
                        count = counted
    a = Analysis(text, str(mrs.index), eps, quantifier, owner, mentions, frozenset(wh), count, frozenset(handled),
                 lexical=lexical)
    a.units = _units(a, lexical)
    return a


# ------------------------------------------------------------------------------------ lexical units


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
    from ...bridge.lexicon import LexicalEntry, SynArg

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


# ---------------------------------------------------------------------------------- composition


class _Fail(Exception):
    pass


class _Composer:
    """One combination's composition (mutable bookkeeping of the EPs used, nothing else)."""

    def __init__(self, a: Analysis, choice: dict[int, Alternative]):
        self.a = a
        self.choice = choice
        self.used: set[int] = set(a.handled)
        self.roles: dict[int, dict[str, str]] = {}  # EP → its argument roles' markers
        self.penalty = 1.0  # structural choices that make the reading less likely
        self.covered: dict[int, int] = {}  # EP → the unit that covers it
        for unit, alt in choice.items():
            for i in alt.covers:
                if i != unit:
                    self.covered.setdefault(i, unit)

    # ------------------------------------------------------------ referents

    def np(self, x: str, exclude: int | None = None) -> Dudes:
        a = self.a
        if x.startswith("e"):
            raise _Fail(f"event argument {x}")
        if x not in a.owner:
            base = empty(Var(x))
        else:
            o = a.owner[x]
            if o in self.used:
                raise _Fail(f"{x} used twice")
            alt = self.choice.get(o)
            if alt is None or alt.dudes is None:
                raise _Fail(f"no lexical choice for {a.eps[o].pred}")
            if o in self.covered and self.choice.get(self.covered[o]) is not None:
                raise _Fail(f"{a.eps[o].pred} is part of another unit")
            self.used |= alt.covers
            base = alt.dudes
            head = a.eps[o]
            for role, v in head.args:
                if v == x or not a.expressed(v) or any(i in alt.covers for i, _ in a.mentions.get(v, ()) if i != o):
                    continue
                arg = self.np(v, exclude=o)
                marker = next((p.marker for p in base.pairs if p.marker not in ("mod", "subj", "dobj")), None)
                if marker is None:
                    raise _Fail(f"{head.pred} takes no argument")
                base = _need(compose(base, arg, marker))
        q = a.quantifier.get(x, "")
        if q in _MOST:
            # "the most inhabitants": the highest value of a relational noun (a count of members is
            # no value the KG stores)
            if not isinstance(base.main, Var) or not any(p.marker not in ("mod", "subj", "dobj") for p in base.pairs):
                raise _Fail("most over a count")
            base = base.with_conditions(Order(base.main, _MOST[q]))
        if x in a.wh and base.main is not None:
            base = base.with_marks(("answer", base.main))
        if x == a.count and base.main is not None:
            base = base.with_marks(("count", base.main))
        for m_i, role in list(a.mentions.get(x, ())):
            if m_i == exclude or m_i in self.used:
                continue
            base = self.modify(base, x, m_i, role)
        return base

    def modify(self, base: Dudes, x: str, m_i: int, role: str) -> Dudes:
        a = self.a
        m = a.eps[m_i]
        if m.pred in _IGNORE:
            self.used.add(m_i)
            return base
        if m.pos == "p" and role == "ARG1":
            self.used.add(m_i)
            return self.preposition(base, m)
        if m.pred in ("compound", "poss", "_of_p") and role == "ARG1":
            self.used.add(m_i)
            if m.pred == "compound":
                self.penalty *= COMPOUND_PENALTY  # "Apollo 14 astronauts": an implicit relation
            arg = self.np(m.arg("ARG2"), exclude=m_i)
            marker = "of" if base.pair("of") is not None else next(
                (p.marker for p in base.pairs if p.marker not in ("mod", "subj", "dobj")), None)
            if marker is None and m.pred == "compound" and isinstance(arg.main, Iri):
                # "the comic Captain America": a class noun and the name of one of its members
                be = copula(Var(f"cmp{m_i}"))
                return _need(compose(_need(compose(be, base, "subj")), arg, "pred"))
            if marker is None:
                raise _Fail(f"{m.pred}: the head has no argument to fill")
            return _need(compose(base, arg, marker))
        if m.pred == "appos" and role == "ARG1":
            # "the formula C6H6": the apposition names the same referent
            self.used.add(m_i)
            arg = self.np(m.arg("ARG2"), exclude=m_i)
            be = copula(Var(f"appos{m_i}"))
            return _need(compose(_need(compose(be, base, "subj")), arg, "pred"))
        if m.pred == "card" and role == "ARG1":
            self.used.add(m_i)
            return base
        if m.pred in _CARD_COMPARE or m.pred in _COMPARATIVES or m.pred == "superl":
            raise _Fail(f"{m.pred} on a referent")
        # an adjective, a verb (relative clause) or any other predicate over the referent
        d = self.clause(m_i, via=x)
        if d is None:  # an adjective left out
            return base
        marker = self.roles.get(m_i, {}).get(role) or _marker_for(m, role, d)
        return _need(compose(d, base, marker, main="argument"))

    def preposition(self, base: Dudes, m: EP) -> Dudes:
        prep = m.lemma
        y = m.arg("ARG2")
        if prep in _COMPARE_PREPS and y in self.a.owner:
            arg = self.np(y, exclude=m.i)
            if isinstance(arg.main, Literal) and isinstance(base.main, Var):
                return base.with_conditions(Filter(base.main, _COMPARE_PREPS[prep], arg.main))
        if base.pair(prep) is None:
            return self.vague_preposition(base, m)
        return _need(compose(base, self.np(y, exclude=m.i), prep))

    def vague_preposition(self, base: Dudes, m: EP) -> Dudes:
        """A preposition on a noun that its frame does not take: the property the lexicon most often
        expresses with that preposition for the noun's class, the noun its subject."""
        lexical = self.a.lexical
        classes = [str(c.o.name) for c in base.conditions if isinstance(c, Triple) and c.s == base.main
                   and c.p == Iri("rdf:type") and isinstance(c.o, Iri)]
        obj = self.np(m.arg("ARG2"), exclude=m.i)
        hint = obj.main.name.split(":")[-1].replace("_", " ") if isinstance(obj.main, Iri) else ""
        props = lexical.vague_properties(m.lemma, classes, hint) if lexical is not None else []
        if not props and _locative_default(m.lemma):
            props = [GENERIC_LOCATION]
        if not props or not isinstance(base.main, Var):
            raise _Fail(f"no '{m.lemma}' argument")
        h, o = Var(f"vh{m.i}"), Var(f"vo{m.i}")
        relation = Dudes(h, frozenset({h, o}), (Triple(h, Iri(props[0]), o),),
                         (SelectionPair(o, m.lemma), SelectionPair(h, "head")),
                         sources=(f"vague '{m.lemma}' on {classes[0]}: {props[0]}",))
        self.penalty *= VAGUE_PENALTY
        with_object = _need(compose(relation, obj, m.lemma))
        return _need(compose(with_object, base, "head", main="argument"))

    # ------------------------------------------------------------ predicates

    def clause(self, i: int, via: str | None = None) -> Dudes | None:
        a = self.a
        ep = a.eps[i]
        if i in self.used:
            raise _Fail(f"{ep.pred} used twice")
        self.used.add(i)
        head = Var(ep.arg0 or f"e{i}")
        roles: dict[str, str] = {}
        if ep.pred in _COPULAS or (ep.pred == "loc_nonsp" and (ep.arg("ARG1") or "").startswith("x")):
            # "Where is the birthplace of Goethe?": a place or time asked of a noun is that noun
            d = copula(head)
            roles = {"ARG1": "subj", "ARG2": "pred"}
        elif ep.pred in _THERE:
            d = Dudes(None, frozenset({head}), (), (SelectionPair(head, "subj"),))
            roles = {"ARG1": "subj"}
        elif ep.pred in _HAVE:
            obj = ep.arg("ARG2")
            if not a.expressed(obj):
                raise _Fail("have without an object")
            o = self.np(obj, exclude=i)
            of = o.pair("of") or next((p for p in o.pairs if p.marker not in ("mod", "subj", "dobj")), None)
            if of is None:
                raise _Fail("have: the object is not relational")
            # lexical rule: "X has a Y" is "X is the of-argument of Y"
            pairs = tuple(SelectionPair(p.var, "subj") if p is of else p for p in o.pairs)
            d = replace(o, main=None, pairs=pairs)
            roles = {"ARG1": "subj"}
        elif ep.pred in _IMPERATIVE:
            obj = ep.arg(_IMPERATIVE[ep.pred])
            if not a.expressed(obj):
                raise _Fail("imperative without an object")
            own = a.owner.get(obj)
            if own is not None and a.eps[own].pred in _CONTAINERS and a.expressed(a.eps[own].arg("ARG1") or ""):
                # "Give me a list of all lakes": the list is the lakes asked for
                if any(m not in (i, own) for m, _ in a.mentions.get(obj, ())):
                    raise _Fail(f"{a.eps[own].pred} is modified")
                self.used.add(own)
                obj = a.eps[own].arg("ARG1")
            o = self.np(obj, exclude=i)
            if o.main is None or o.marked("answer") is not None or o.marked("count") is not None:
                d = o
            else:
                d = o.with_marks(("answer", o.main))
            return self.event_modifiers(replace(d, main=None), ep)
        else:
            alt = self.choice.get(i)
            if alt is None:
                raise _Fail(f"no lexical choice for {ep.pred}")
            if alt.dudes is None:
                if a.mentions.get(ep.arg0):
                    raise _Fail(f"{ep.pred} is left out but modified")
                return None
            d = alt.dudes
            if ep.pos == "a":
                roles = {"ARG1": "mod"}
            else:
                roles = {"ARG1": "subj", "ARG2": "dobj"}
                if d.pair("dobj") is None:
                    pp = next((p.marker for p in d.pairs if p.marker not in ("subj", "mod")), None)
                    if not a.expressed(ep.arg("ARG1")) and via != ep.arg("ARG1"):
                        roles = {"ARG2": "subj"}  # "X was born in Y": the passive's subject is ARG2
                    elif pp is not None:
                        roles["ARG2"] = pp
        self.roles[i] = roles
        for role, v in ep.args:
            if v == via or role not in roles or not a.expressed(v):
                continue
            if v.startswith("e"):
                raise _Fail(f"{ep.pred}: clausal argument")
            d = self.fill(d, v, roles[role], i)
        return self.event_modifiers(d, ep)

    def fill(self, d: Dudes, v: str, marker: str, exclude: int) -> Dudes:
        """``d`` with the referent ``v`` through ``marker``; a coordination of individuals ("contain
        carbon and oxygen") distributes: ``d`` is composed with each conjunct and the results merged."""
        a = self.a
        o = a.owner.get(v)
        if o is not None and a.eps[o].pred in _COORDINATION and o not in self.used:
            self.used.add(o)
            parts = [a.eps[o].arg(r) for r in ("ARG1", "ARG2", "L-INDEX", "R-INDEX")]
            parts = [p for p in parts if p and p.startswith("x")]
            if len(parts) != 2:
                raise _Fail("coordination without two conjuncts")
            if a.wh & set(parts) or v in a.wh:
                raise _Fail("coordinated wh-phrases")
            results = [_need(compose(d, self.np(p, exclude=o), marker)) for p in parts]
            return merge_conjuncts(results[0], results[1])
        return _need(compose(d, self.np(v, exclude=exclude), marker))

    def event_modifiers(self, d: Dudes, ep: EP) -> Dudes:
        a = self.a
        for m_i, role in list(a.mentions.get(ep.arg0, ())):
            if m_i in self.used or m_i == ep.i or role != "ARG1":
                continue
            m = a.eps[m_i]
            self.used.add(m_i)
            if m.pred in _IGNORE:
                continue
            if m.pred == "superl":
                if d.scale is None:
                    raise _Fail("superlative of a word with no scale")
                d = d.with_conditions(Order(d.scale.degree, d.scale.high))
            elif m.pred in _COMPARATIVES:
                d = self.comparative(d, m)
            elif m.pred == "measure" and m.arg("ARG2") in a.wh:
                # how + adjective ("How heavy is benzene?"): the value on the adjective's scale
                if d.scale is None or not isinstance(d.scale.degree, Var):
                    raise _Fail("how + a word with no scale")
                deg = m.arg("ARG2")
                if deg in a.owner:
                    self.used.add(a.owner[deg])
                d = d.with_marks(("answer", d.scale.degree))
            elif m.pred == "loc_nonsp" or m.pos == "p":
                y = m.arg("ARG2")
                markers = [m.lemma] if m.pos == "p" else list(_LOCATIVE)
                if m.pos == "p" and m.lemma in _COMPARE_PREPS and d.scale is not None:
                    d = self.comparative(d, m, _COMPARE_PREPS[m.lemma])
                    continue
                marker = next((mk for mk in markers if d.pair(mk) is not None), None)
                if marker is None:
                    raise _Fail(f"no '{m.lemma}' argument")
                d = _need(compose(d, self.np(y, exclude=m_i), marker))
            else:
                raise _Fail(f"unsupported modifier {m.pred}")
        return d

    def comparative(self, d: Dudes, m: EP, op: str | None = None) -> Dudes:
        if d.scale is None:
            raise _Fail("comparative of a word with no scale")
        sc = d.scale
        if op is None:
            high = sc.high if _COMPARATIVES.get(m.pred) != "flip" else not sc.high
            op = ">" if high else "<"
        y = m.arg("ARG2")
        if not self.a.expressed(y):
            raise _Fail("comparative without a standard")
        other = self.np(y, exclude=m.i)
        if isinstance(other.main, Literal) or sc.prop is None:
            return d.with_conditions(Filter(sc.degree, op, other.main))
        other = other.rename_apart(d.variables)
        dv = Var(f"{y}_deg")
        merged = replace(d, variables=d.variables | other.variables | {dv},
                         conditions=tuple(dict.fromkeys(d.conditions + other.conditions)),
                         pairs=d.pairs + other.pairs, marks=d.marks + other.marks)
        return merged.with_conditions(Triple(other.main, sc.prop, dv), Filter(sc.degree, op, dv))


def _vague_family(prep: str) -> frozenset:
    """The properties the verifier's table of vague relations lists by name (not through a lexicon
    marker) for ``prep`` on a noun, in the modified noun's direction (``_in_p_loc``: the locations)."""
    from ...bridge.vague import load_vague_table

    global _VAGUE_TABLE
    if _VAGUE_TABLE is None:
        _VAGUE_TABLE = load_vague_table()
    rules = _VAGUE_TABLE.for_relation(f"_{prep}_p_loc") + _VAGUE_TABLE.for_relation(f"_{prep}_p")
    return frozenset(p for r in rules if r.direction == "normal" for p in r.properties)


def _locative_default(prep: str) -> bool:
    """Does the verifier's table of vague relations read ``prep`` on a noun as :data:`GENERIC_LOCATION`?"""
    return GENERIC_LOCATION in _vague_family(prep)


_VAGUE_TABLE = None


def merge_conjuncts(d1: Dudes, d2: Dudes) -> Dudes:
    """Two DUDES built from one functor and two conjuncts, as one: their DRSs united (shared
    referents of the functor keep their names in both), their open pairs and marks merged."""
    if d1.main != d2.main:
        raise _Fail("conjuncts with different main referents")
    return Dudes(d1.main, d1.variables | d2.variables, tuple(dict.fromkeys(d1.conditions + d2.conditions)),
                 tuple(dict.fromkeys(d1.pairs + d2.pairs)), tuple(dict.fromkeys(d1.marks + d2.marks)),
                 d1.scale or d2.scale, d1.score * d2.score, tuple(dict.fromkeys(d1.sources + d2.sources)))


def _marker_for(m: EP, role: str, d: Dudes) -> str:
    if m.pos == "a" or m.pred in _COPULAS:
        return "mod" if d.pair("mod") is not None else "subj"
    if role == "ARG1":
        return "subj"
    if role == "ARG2":
        if d.pair("dobj") is not None:
            return "dobj"
        pp = next((p.marker for p in d.pairs if p.marker not in ("subj", "mod")), None)
        return pp or "dobj"
    return role.lower()


def _need(d: Dudes | None) -> Dudes:
    if d is None:
        raise _Fail("composition failed")
    return d


def compose_mrs(a: Analysis, choice: dict[int, Alternative], trace: list | None = None) -> Dudes | None:
    """The DUDES of the whole MRS under one combination of lexical choices, or None.

    ``trace``: a list that gets why the composition failed (for debugging and ``verifier ask``)."""
    tops = [ep for ep in a.eps.values() if ep.arg0 == a.index]
    if not tops:
        if trace is not None:
            trace.append(f"no predicate has the INDEX {a.index}")
        return None
    top = next((ep for ep in tops if not ep.pred.endswith("_c")), tops[0])
    c = _Composer(a, choice)
    try:
        d = c.clause(top.i)
    except _Fail as exc:
        if trace is not None:
            trace.append(str(exc))
        return None
    if d is None:
        return None
    left = [a.eps[i] for i in a.eps if i not in c.used and a.eps[i].pred not in _IGNORE
            and not (a.eps[i].pred in _GAPS
                     and all(m in c.used for m, _ in a.mentions.get(a.eps[i].arg0, ())))]
    if left:
        if trace is not None:
            trace.append("unused: " + ", ".join(ep.pred for ep in left))
        return None
    score = 1.0
    for alt in choice.values():
        score *= alt.score
    # an argument nobody filled ("movie" read as "movie of …") makes a reading less likely
    open_args = sum(1 for p in d.pairs if p.marker != "mod")
    score *= OPEN_ARGUMENT_PENALTY ** open_args * c.penalty
    return replace(d, score=score)
