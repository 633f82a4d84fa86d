"""DUDES stage 1: one MRS read into an :class:`Analysis` (content EPs, who owns and mentions each
referent, what the question asks for or counts, the lexical units), and the lexicon and entity
look-ups (:class:`Lexical`) that the later stages share.

"Which rivers flow through Spain?": the analysis finds the content EPs ``_river_n_1``, ``_flow_v_1``,
``_through_p`` and ``named(Spain)``, the question's referent (the rivers, bound by ``which_q``) and one
lexical unit per content word.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Sequence

from .lexical import signature
from .structure import Dudes

from ...kg.profile import generic_location
from ...question import predicates


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
        return predicates.split(self.pred)[0] or self.pred

    @property
    def pos(self) -> str | None:
        return predicates.split(self.pred)[1] if self.pred.startswith("_") else None

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
        from ...bridge import split_local_name

        words = set(re.findall(r"[a-z]+", hint.lower()))
        named = {p: bool(words) and split_local_name(p).lower() in words for p in count}
        family = _vague_family(prep)  # "companies in Munich": a location before what is made there
        return sorted(count, key=lambda p: (not named[p], p not in family, -count[p], p))

    def properties_named(self, noun: str) -> list[str]:
        """Properties of the lexicon whose local name is ``noun`` ("country" → ``dbo:country``)."""
        if self.lexicon is None or not noun:
            return []
        if self._by_local_name is None:
            from ...bridge import split_local_name

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
    from ...bridge import split_local_name

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


def read_mrs(mrs, lexical: Lexical, text: str = "") -> Analysis:
    """Read one pydelphin MRS into an :class:`Analysis`, its units still empty (see
    :func:`verifier.sources.dudes.units.analyse`)."""
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
    return a


def _vague_family(prep: str) -> frozenset:
    """The properties the verifier's table of vague relations lists by name (not through a lexicon
    marker) for ``prep`` on a noun, in the modified noun's direction (``_in_p_loc``: the locations)."""
    from ...bridge import load_vague_table

    global _VAGUE_TABLE
    if _VAGUE_TABLE is None:
        _VAGUE_TABLE = load_vague_table()
    rules = _VAGUE_TABLE.for_relation(f"_{prep}_p_loc") + _VAGUE_TABLE.for_relation(f"_{prep}_p")
    return frozenset(p for r in rules if r.direction == "normal" for p in r.properties)


def _locative_default(prep: str) -> bool:
    """Does the verifier's table of vague relations read ``prep`` on a noun as :data:`GENERIC_LOCATION`?"""
    return GENERIC_LOCATION in _vague_family(prep)


_VAGUE_TABLE = None
