"""The rule table (which translation each ERG predicate gets) and the small readers of EPs and
variables that every part of the question semantics shares.

>>> rule_of("_every_q"), rule_of("_the_q"), rule_of("_can_v_modal"), rule_of("_dog_n_1")
('forall', 'exists', 'transparent', 'relation')
"""

from __future__ import annotations

import functools
import re
from typing import Iterable

from delphin import mrs as _mrs
from delphin import variable as _variable

from ..light import naming_predicates
from ...logic import FALSE, TRUE, And, Atom, Formula

#: the temporal preposition that compares an event's time with a year, by the comparison's operator on
#: the time scale ("later than" is after, "earlier than" before)
_TIME_PREPOSITIONS = {">": "_after_p", "<": "_before_p"}


@functools.lru_cache(maxsize=4096)
def noun_senses(noun: str) -> tuple | None:
    """The noun's WordNet senses, in WordNet's order (a multiword noun joined by ``_``); None without WordNet,
    which the question semantics does not need: a construction that asks WordNet reads nothing without it.
    Kept per noun: WordNet is read only."""
    try:
        from ...bridge import load_wordnet

        return tuple(load_wordnet().synsets(noun.replace(" ", "_"), "n"))
    except Exception:  # WordNet is optional here (not installed, or a damaged install)
        return None


def _naming_use(ep) -> bool:
    """A naming verb with its name (``_call_v_name`` with an ARG3 individual): "called X", not the
    imperative "name the rivers"."""
    return ep.predicate in naming_predicates() and _vtype(ep.args.get("ARG3", "u")) == "x"


def _conj(parts: Iterable[Formula]) -> Formula:
    """``conj`` for translation: flattens ∧, drops ⊤, folds ⊥, and removes repeated *atoms* only.

    The shared ``conj`` compares every part with every other structurally; on formulas of 90
    predications that dominates the translation time, while only atoms ever repeat here.
    """
    out: list[Formula] = []
    atoms_seen: set = set()
    for p in parts:
        for q in (p.parts if isinstance(p, And) else (p,)):
            if q is TRUE or q == TRUE:
                continue
            if q == FALSE:
                return FALSE
            if isinstance(q, Atom):
                if q in atoms_seen:
                    continue
                atoms_seen.add(q)
            out.append(q)
    if not out:
        return TRUE
    return out[0] if len(out) == 1 else And(tuple(out))


# ------------------------------------------------------------------------------------ the rule table

#: exact predicate → rule name
RULES: dict[str, str] = {
    # quantifiers
    "which_q": "wh", "_which_q": "wh", "_what_q": "wh",
    "_every_q": "forall", "_all_q": "forall", "_each_q": "forall", "_each+and+every_q": "forall",
    "_both_q": "forall", "_either_q": "exists",
    "_no_q": "no", "_neither_q": "no",
    "_the+most_q": "most", "_most_q": "most",
    "_the+least_q": "fewest", "_least_q": "fewest", "_the+fewest_q": "fewest", "_fewest_q": "fewest",
    "proper_q": "exists-ref", "pronoun_q": "exists-ref",
    # scopal operators
    "neg": "neg",
    "_if_x_then": "cond", "_then_a_1": "relation",
    # copulas
    "_be_v_id": "copula", "_be_v_there": "there",
    # transparent handle-takers: truth-conditionally inert for KG questions
    "prpstn_to_prop": "transparent", "focus_d": "transparent", "parg_d": "transparent",
    "_please_a_1": "relation", "generic_verb": "transparent", "_how+about_x": "transparent",
    "_maybe_a_1": "transparent", "_perhaps_a_1": "transparent",
    # coordination: of individuals distributes (φ(a) ∧ φ(b)), of events is the conjunction itself
    "_and_c": "coord", "implicit_conj": "coord", "_but_c": "coord", "_as+well+as_c": "coord",
    "_or_c": "coord-or", "_and+or_c": "coord-or",
    # CARG-bearing predications
    "named": "carg", "named_n": "carg", "card": "carg", "ord": "carg", "yofc": "carg", "mofy": "carg",
    "calendar_date": "carg",
    "dofw": "carg", "dofm": "carg", "basic_numbered_hour": "carg", "numbered_hour": "carg",
    "season": "carg", "holiday": "carg", "excl": "carg", "fraction": "carg", "timezone_p": "carg",
    "polite": "carg", "_pm_x": "relation", "meas_np": "relation",
    # degree machinery (consumed by constructions when they apply, relations otherwise)
    "abstr_deg": "degree", "measure": "degree", "much-many_a": "degree", "superl": "degree",
    # comparatives of degrees: A(x, d1) ∧ d1 op d2 (see COMPARISONS)
    "more_comp": "compare", "comp": "compare", "less_comp": "compare", "comp_less": "compare",
    "comp_equal": "compare", "_more_x_comp": "compare", "_less_x_comp": "compare",
    # numeric degree specifiers on cardinals: "more than 5 N" → #{x | N(x) ∧ …} > 5
    "_more+than_a_1": "card-compare", "_less+than_a_1": "card-compare", "_fewer+than_a_1": "card-compare",
    "_at+least_x_deg": "card-compare", "_at+most_x_deg": "card-compare", "_over_x_deg": "card-compare",
    "_under_x_deg": "card-compare", "_up+to_x_deg": "card-compare", "_exactly_x_deg": "card-compare",
}

#: the comparison each comparative or degree specifier makes
COMPARISONS: dict[str, str] = {
    "more_comp": ">", "comp": ">", "_more_x_comp": ">", "less_comp": "<", "comp_less": "<",
    "_less_x_comp": "<", "comp_equal": ">=",
    "_more+than_a_1": ">", "_less+than_a_1": "<", "_fewer+than_a_1": "<", "_at+least_x_deg": ">=",
    "_at+most_x_deg": "<=", "_over_x_deg": ">", "_under_x_deg": "<", "_up+to_x_deg": "<=", "_exactly_x_deg": "=",
}

#: (regular expression over the predicate name, rule), tried in order when RULES has no entry
FAMILY_RULES: tuple[tuple[str, str], ...] = (
    (r"_v_(modal|qmodal)", "transparent"),  # _can_v_modal, _have_v_qmodal-2, _going+to_v_qmodal
    (r"_q(_|$)", "exists"),  # every other quantifier: def_explicit_q, _some_q, number_q, _that_q_dem …
)

#: quantifier rules (a quantifier EP with an unknown rule is existential)
_QUANT_RULES = ("wh", "exists", "exists-ref", "forall", "no", "most", "fewest")
#: rules whose EPs commute with ∃ (their relative scope never changes the meaning)
_COMMUTING = ("wh", "exists", "exists-ref", "copula", "there", "transparent", "carg", "degree", "relation", "compare",
              "card-compare", "coord", "coord-or")

#: imperative verbs whose object is what the question asks for: verb → role of the object
IMPERATIVE_VERBS: dict[str, str] = {
    "_name_v_1": "ARG2", "_list_v_1": "ARG2", "_give_v_1": "ARG2", "_show_v_1": "ARG2",
    "_tell_v_1": "ARG3", "_identify_v_1": "ARG2", "_find_v_1": "ARG2", "_mention_v_1": "ARG2",
    "_enumerate_v_1": "ARG2", "_state_v_1": "ARG2", "_provide_v_1": "ARG2",
}

#: quantifiers of definite noun phrases ("the first king", "his first album")
_DEFINITES = frozenset({"_the_q", "def_explicit_q", "def_implicit_q"})
#: nouns whose ordinal is part of a name, not an ordering ("first name", "first course")
ORDINAL_EXCLUDED = frozenset({"_name_n_of", "_name_n_1", "_course_n_1", "_aid_n_1", "_lady_n_1",
                              "_person_n_1", "_sight_n_1"})

#: verbs of yes/no questions that are requests for their clause argument ("do you know who …?")
REQUEST_VERBS: dict[str, str] = {"_know_v_1": "ARG2", "_tell_v_1": "ARG3", "_advise_v_1": "ARG3"}

_RULE_CACHE: dict[str, str] = {}


def rule_of(pred: str) -> str:
    """The translation rule of a predicate name (see the module table)."""
    got = _RULE_CACHE.get(pred)
    if got is None:
        got = RULES.get(pred)
        if got is None:
            got = next((r for pat, r in FAMILY_RULES if re.search(pat, pred)), "relation")
        _RULE_CACHE[pred] = got
    return got


def floats(ep: _mrs.EP) -> bool:
    """Whether a quantifier is referential (a proper name, a pronoun): its scope never matters."""
    return rule_of(ep.predicate) == "exists-ref"


def commutes(ep: _mrs.EP) -> bool:
    """Whether the EP's scope relative to ∃-quantifiers is immaterial (used to collapse scopings). A
    disjunction of scopes (``_or_c`` with L-HNDL, R-HNDL) is not: ∃x. A(x) ∧ (B(x) ∨ C) says more than
    (∃x. A(x) ∧ B(x)) ∨ C."""
    return rule_of(ep.predicate) in _COMMUTING and "L-HNDL" not in ep.args


# ------------------------------------------------------------------------------------------ analysis

_ROLE_ORDER = {"ARG0": 0, "ARG1": 1, "ARG2": 2, "ARG3": 3, "ARG4": 4, "ARG": 5, "L-INDEX": 6,
               "R-INDEX": 7, "L-HNDL": 8, "R-HNDL": 9}


def _roles(ep: _mrs.EP) -> list[str]:
    return sorted((r for r in ep.args if r != "CARG"), key=lambda r: (_ROLE_ORDER.get(r, 50), r))


def _vtype(v: str) -> str:
    try:
        return _variable.type(v)
    except Exception:
        return "u"


def _is_handle(role: str, v: object) -> bool:
    return role != "CARG" and isinstance(v, str) and _vtype(v) == "h"

