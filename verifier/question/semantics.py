"""Scoped MRS → first-order logic: question readings with answer variables and a question kind.

Every predicate is translated by the rule that :data:`RULES` (exact predicate names) or
:data:`FAMILY_RULES` (predicate-name patterns, tried in order) assigns to it; predicates found in
neither are ordinary relations. This table is the one place that says how the ERG's vocabulary
becomes logic:

=====================  ========================================================================
rule                   translation
=====================  ========================================================================
``wh``                 which_q: the variable is an answer variable and stays free: R ∧ B
``exists``             udef_q, _a_q, _the_q, def_explicit_q, number_q, …: ∃x. R ∧ B
``exists-ref``         proper_q, pronoun_q: ∃x. R ∧ B, and their scope never matters
``forall``             _every_q, _all_q, _each_q: ∀x. R → B
``no``                 _no_q: ¬∃x. R ∧ B
``most``/``fewest``    _the+most_q, _the+least_q under a wh-question: the answer ranked by
                       #{x | R ∧ B} (highest / lowest first)
``neg``                neg: ¬ (its scopal argument)
``cond``               _if_x_then: ARG2 → ARG1 (the condition is ARG2)
``copula``             _be_v_id(e, x, y): x and y are *identified* (substitution), no atom remains
``there``              _be_v_there(e, x): ⊤ (the ∃ of x already says it)
``transparent``        modals, prpstn_to_prop, …: the scopal argument itself
``coord``/``coord-or`` _and_c, _or_c, implicit_conj: over individuals φ(a) ∧ φ(b) (∨ for or); over
                       events nothing (the conjuncts' predications are already conjoined)
``carg``               named, card, yofc, mofy, dofw, ord, …: p(…, "CARG") with a literal
``degree``             abstr_deg / measure / much-many_a / superl: consumed by the count, amount
                       and superlative constructions (see :func:`_constructions`)
``compare``            more_comp, comp, comp_equal: A(x, d1) ∧ A(y, d2) ∧ d1 > d2, or d1 > N unit;
                       "A has more N than B": #{x | N(x) ∧ have(A, x)} > n ∧ #{z | N(z) ∧ have(B, z)} = n
``card-compare``       _more+than_a_1, _at+least_x_deg … on a card: #{x | R ∧ B} > N
``relation``           everything else: p(args); an event ARG0 only when another EP refers to it
=====================  ========================================================================

Handle arguments of ordinary relations (``_want_v_1(e, x, h)``, ``_think_v_1``) are *reified*: the
argument becomes the characteristic variable (the event) of the embedded clause, whose formula is
conjoined in place, so scope stays first-order and the clause's content stays visible to the bridge.
Unexpressed arguments (``i``/``u`` variables, unquantified ``x``) and kept events are ∃-bound at the
smallest subformula holding all their occurrences (inside a negation: "did not eat" → ¬∃i. eat(x, i)).

Question kinds: ``wh`` (a wh-quantifier of the main clause, an imperative "name/list/give me X"
whose object is the answer, or a request "tell me / do you know who …"), ``yes-no``, ``count``
(how many: the counted variable is the answer and the formula is the counted body), ``amount`` (how
much N: the quantity is the answer; how + adjective: the degree is the answer and the adjective gets
it as a last argument, ``_tall_a_1(x, d)``), ``superlative`` (``Extremum`` at the top, over the
adjective's degree ``_large_a_1(x, d)``, as :mod:`verifier.query.semantics` builds it for ORDER BY …
LIMIT). Gradable adjectives have the degree argument only in these constructions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional, Sequence

from delphin import mrs as _mrs
from delphin import predicate as _pred
from delphin import variable as _variable

from .light import light_word, measure_scales, naming_predicates, place_time_kind
from .scales import adjective_scale, flip_direction, flip_op, is_low_pole, scale_predicate
from ..logic import (FALSE, TRUE, And, Atom, Cmp, Const, Eq, Exists, Extremum, Forall, Formula, Iff,
                     Implies, Not, Num, Or, Var, disj, free_vars, map_children, rename_apart, strip_exists,
                     subformulas, substitute)
from ..logic.formulas import Count
from .errors import QuestionError
from .reading import Reading
from .scope import ScopedTree, resolve

__all__ = ["readings", "interpret", "translate_tree", "commutes", "floats", "rule_of", "RULES", "FAMILY_RULES",
           "IMPERATIVE_VERBS", "REQUEST_VERBS", "COMPARISONS", "ORDINAL_EXCLUDED"]


#: the temporal preposition that compares an event's time with a year, by the comparison's operator on
#: the time scale ("later than" is after, "earlier than" before)
_TIME_PREPOSITIONS = {">": "_after_p", "<": "_before_p"}


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
    "_under_x_deg": "card-compare", "_up+to_x_deg": "card-compare",
}

#: the comparison each comparative or degree specifier makes
COMPARISONS: dict[str, str] = {
    "more_comp": ">", "comp": ">", "_more_x_comp": ">", "less_comp": "<", "comp_less": "<",
    "_less_x_comp": "<", "comp_equal": ">=",
    "_more+than_a_1": ">", "_less+than_a_1": "<", "_fewer+than_a_1": "<", "_at+least_x_deg": ">=",
    "_at+most_x_deg": "<=", "_over_x_deg": ">", "_under_x_deg": "<", "_up+to_x_deg": "<=",
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
    """Whether the EP's scope relative to ∃-quantifiers is immaterial (used to collapse scopings)."""
    return rule_of(ep.predicate) in _COMMUTING


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


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, v: str) -> str:
        p = self.parent.get(v, v)
        if p == v:
            return v
        r = self.find(p)
        self.parent[v] = r
        return r

    def union(self, a: str, b: str, prefer: Callable[[str], int]) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        if prefer(rb) < prefer(ra):
            ra, rb = rb, ra
        self.parent[rb] = ra


@dataclass
class _Analysis:
    """What the translation of every scoping of one MRS shares."""

    m: _mrs.MRS
    kind: str
    wh_vars: list[str]  # MRS variables asked for, in surface order
    consumed: set[int]  # EP indices that constructions replace
    free_quant: set[str]  # variables whose quantifier must not bind (answers)
    uf: _UnionFind
    keep_arg0: set[str]  # ARG0 variables another EP refers to
    degree_of: dict[int, str]  # adjective EP index → degree variable name appended as last argument
    extremum: Optional[tuple[str, str, str, int]] = None  # (var, degree var, direction, rank)
    count_of: dict[str, str] = field(default_factory=dict)  # "the most N": N's variable → its count
    count_cmp: dict[str, tuple[str, float]] = field(default_factory=dict)  # "more than 5 N": x → (op, 5)
    count_noun: dict[str, _mrs.EP] = field(default_factory=dict)  # x → the noun its count is of
    count_mods: dict[str, tuple[_mrs.EP, ...]] = field(default_factory=dict)  # x → that noun's adjectives
    # "A has more N than B": x → (op, A, B, comparative EP, much-many_a EP): the number of Ns A has
    # against the number B has; the degree comparison of the two EPs stays the reading where it does not apply
    count_vs: dict[str, tuple[str, str, str, int, int]] = field(default_factory=dict)
    identified: set[str] = field(default_factory=set)  # variables a copula identified with another
    plain_degree: set[int] = field(default_factory=set)  # ordinals read as degrees: ord(x, d)
    event_or: set[int] = field(default_factory=set)  # _or_c EPs over events: their label splits
    compare: dict[int, tuple] = field(default_factory=dict)  # comparative EP → (op, d1, than-term, adj EP)
    # "earlier than 1400" on a verb's event: comparative EP → (temporal preposition, event, year)
    temporal: dict[int, tuple[str, str, str]] = field(default_factory=dict)
    same_as: dict[int, tuple] = field(default_factory=dict)  # "as Y" EP → (event EPs, X, Y): say them of Y
    distinct: list[tuple[str, str, str]] = field(default_factory=list)  # (x, y, word): x ≠ y in a first reading
    top: Optional[int] = None  # "the four youngest": the number of top-ranked answers asked for
    answer_np_universals: frozenset = frozenset()  # "the capitals of all countries": ∀ read as ∃
    notes: list[str] = field(default_factory=list)
    kinds: tuple[str, ...] = ()  # nouns named by "what kind/form/type of N" (Reading.kinds)

    def rep(self, v: str) -> str:
        return self.uf.find(v)


def _number(text: Optional[str]) -> Optional[float]:
    try:
        return float(str(text).replace(",", ""))
    except (TypeError, ValueError):
        return None


def _ep_index(m: _mrs.MRS) -> dict[str, list[int]]:
    by_label: dict[str, list[int]] = {}
    for i, ep in enumerate(m.rels):
        by_label.setdefault(ep.label, []).append(i)
    return by_label


def _head_var(m: _mrs.MRS, label: str, by_label: dict[str, list[int]]) -> Optional[str]:
    """The characteristic variable of the clause labelled ``label``: the ARG0 no sibling refers to."""
    eps = [m.rels[i] for i in by_label.get(label, [])]
    cands = [ep for ep in eps if not ep.is_quantifier() and ep.iv]
    inner = {v for ep in cands for r, v in ep.args.items() if r not in ("ARG0", "CARG")}
    heads = [ep for ep in cands if ep.iv not in inner]
    for group in (heads, cands):
        for ep in group:
            if _vtype(ep.iv) == "e":
                return ep.iv
        if group:
            return group[0].iv
    return None


def _main_labels(m: _mrs.MRS, by_label: dict[str, list[int]], qeq: dict[str, str],
                 opened: "set[int]" = frozenset()) -> set[str]:
    """Labels of the clause a question asks about: reached from the top through operators and
    through clause arguments that are not themselves questions (SF ques marks embedded questions)."""
    start = qeq.get(m.top, m.top)
    users: dict[str, set[str]] = {}
    pending: dict[str, str] = {}
    for ep in m.rels:
        if ep.is_quantifier():
            rstr = qeq.get(ep.args.get("RSTR", ""), ep.args.get("RSTR"))
            if rstr in by_label:
                pending[ep.iv] = rstr
        else:
            for r, v in ep.args.items():
                if r != "CARG":
                    users.setdefault(v, set()).add(ep.label)
    seen = {start}
    todo = [start]
    while todo:
        label = todo.pop()
        for i in by_label.get(label, []):
            ep = m.rels[i]
            if ep.is_quantifier():
                continue
            for r, v in ep.args.items():
                if not _is_handle(r, v):
                    continue
                tgt = qeq.get(v, v)
                if tgt in seen or tgt not in by_label:
                    continue
                if (i not in opened and rule_of(ep.predicate) == "relation" and ep.predicate not in IMPERATIVE_VERBS
                        and ("_v_" in ep.predicate or "_n_" in ep.predicate)):
                    # a verb's or noun's clause argument marked as a question is an embedded question
                    head = _head_var(m, tgt, by_label)
                    if head and head != m.index and (m.variables.get(head) or {}).get("SF") == "ques":
                        continue
                seen.add(tgt)
                todo.append(tgt)
        if not todo:
            # the restriction of a quantifier over a variable of the clause is part of the clause
            for v, rstr in list(pending.items()):
                if rstr in seen:
                    del pending[v]
                elif users.get(v, set()) & seen:
                    del pending[v]
                    seen.add(rstr)
                    todo.append(rstr)
    return seen


def _lemma_of(pred: str) -> str:
    """``_list_n_of`` → ``list``, ``_the+most_q`` → ``the most``; other predicates unchanged."""
    if pred.startswith("_"):
        return pred[1:].split("_", 1)[0].split("/", 1)[0].replace("+", " ")
    return pred


def _frequency(rels: Sequence[_mrs.EP], deg_eps: Sequence[int],
               by_arg0: dict[str, list[int]]) -> Optional[tuple[int, str]]:
    """"how often did X V": (the frequency adverb's EP, the verb's unexpressed participant to count), or None.

    The events are told apart by the participant the question leaves open ("marry" → whom); a verb
    with every participant expressed ("how often did X win Y") gives no count and stays a degree.
    """
    for j in deg_eps:
        lw = light_word(rels[j].predicate)
        if lw is None or lw.treatment != "frequency":
            continue
        ev = rels[j].args.get("ARG1", "")
        verbs = [k for k in by_arg0.get(ev, []) if "_v_" in rels[k].predicate]
        if not verbs:
            return None
        verb = rels[verbs[0]]
        open_args = [verb.args[r] for r in ("ARG2", "ARG3") if r in verb.args and _vtype(verb.args[r]) in ("i", "u")]
        return (j, open_args[0]) if open_args else None
    return None


def _measure_noun(rels: Sequence[_mrs.EP], graded: Sequence[int], by_arg0: dict[str, list[int]]) -> Optional[str]:
    """The variable of a measure noun that a gradable adjective of its scale is predicated of
    ("how big is the area": the area), or None."""
    adj = rels[graded[0]]
    target = adj.args.get("ARG1", "")
    scale = adjective_scale(adj.predicate)
    scale_name = scale[0] if scale else _lemma_of(adj.predicate)
    if _vtype(target) != "x":
        return None
    for k in by_arg0.get(target, []):
        if scale_name in measure_scales(rels[k].predicate):
            return target
    return None


def _named_heads(m: _mrs.MRS) -> list[str]:
    """Variables of the question's named individuals: a ``named`` EP's variable, unless it is the
    modifier of a compound with another name ("Clint" in "Clint Eastwood"), in surface order."""
    named = {ep.iv for ep in m.rels if ep.predicate in ("named", "named_n") and ep.iv}
    modifiers = {ep.args.get("ARG2") for ep in m.rels if ep.predicate == "compound" and ep.args.get("ARG1") in named}
    eps = sorted((ep for ep in m.rels if ep.predicate in ("named", "named_n") and ep.iv and ep.iv not in modifiers),
                 key=lambda ep: ep.cfrom if ep.cfrom is not None else 0)
    return list(dict.fromkeys(ep.iv for ep in eps))


def _same_as(rels: Sequence[_mrs.EP], i_same: int, by_arg0: dict[str, list[int]],
             consumed: set[int]) -> Optional[tuple[int, tuple[int, ...], str, str]]:
    """"X is in the same N as Y": the ``_as_p`` on the event that relates X to the same-N, as
    (the _as_p EP, the event's EPs, X, Y); or None when the question has no such "as" phrase."""
    s = rels[i_same].args.get("ARG1", "")
    for i_as, ep in enumerate(rels):
        if ep.predicate != "_as_p" or i_as in consumed:
            continue
        e, y = ep.args.get("ARG1", ""), ep.args.get("ARG2", "")
        if _vtype(e) != "e" or _vtype(y) != "x":
            continue
        heads = [k for k in by_arg0.get(e, []) if k != i_as and not rels[k].is_quantifier()]
        mods = [k for k, o in enumerate(rels) if k != i_as and k not in consumed and not o.is_quantifier()
                and o.args.get("ARG1") == e]
        cluster = tuple(dict.fromkeys(heads + mods))
        if not heads or not any(s in rels[k].args.values() for k in cluster):
            continue
        head = rels[heads[0]]
        subj = next((head.args[r] for r in ("ARG1", "ARG2", "ARG3")
                     if _vtype(head.args.get(r, "")) == "x" and head.args[r] not in (s, y)), None)
        if subj is not None:
            return i_as, cluster, subj, y
    return None


def _card_groups(rels: Sequence[_mrs.EP]) -> dict[str, tuple[tuple[int, ...], Optional[float]]]:
    """Cardinals by the variable they count: (their EPs, the number). The cards of one numeral in one
    label multiply ("1 million": card 1 and card 1000000 → 1000000, "2.5 million" → 2500000); the number
    is None when a card is not numeric."""
    groups: dict[tuple[str, str], list[int]] = {}
    for j, ep in enumerate(rels):
        if ep.predicate == "card" and ep.carg and ep.args.get("ARG1"):
            groups.setdefault((ep.args["ARG1"], ep.label), []).append(j)
    out: dict[str, tuple[tuple[int, ...], Optional[float]]] = {}
    for (x, _label), idxs in groups.items():
        value: Optional[float] = 1.0
        for j in idxs:
            n = _number(rels[j].carg)
            value = None if n is None or value is None else value * n
        if x in out:  # cards of one variable in two labels: not one numeral
            out[x] = (out[x][0] + tuple(idxs), None)
        else:
            out[x] = (tuple(idxs), value)
    return out


def _in_title(ep: _mrs.EP, text: Optional[str]) -> bool:
    """Is the EP's word capitalised inside the sentence ("the song Last Christmas", "the Fifth Republic")?
    Such a word belongs to a name, whatever the grammar made of it."""
    if not text or ep.cfrom is None or ep.cto is None or not 0 < ep.cfrom < ep.cto <= len(text):
        return False
    word = text[ep.cfrom:ep.cto]
    before = text[:ep.cfrom].rstrip()
    return word[:1].isupper() and not word.isupper() and before[-1:] not in ("", ".", "!", "?", ":", "\"", "“")


def _constructions(m: _mrs.MRS, text: Optional[str] = None) -> _Analysis:
    """Find the question kind, answer variables, copula identities and consumed EPs of ``m``."""
    rels = m.rels
    by_label = _ep_index(m)
    qeq = {hc.hi: hc.lo for hc in m.hcons}
    binder = {ep.iv: i for i, ep in enumerate(rels) if ep.is_quantifier()}
    by_arg0: dict[str, list[int]] = {}
    for i, ep in enumerate(rels):
        if not ep.is_quantifier() and ep.iv:
            by_arg0.setdefault(ep.iv, []).append(i)
    consumed: set[int] = set()
    notes: list[str] = []
    free_quant: set[str] = set()
    count_cmp: dict[str, tuple[str, float]] = {}
    count_noun: dict[str, _mrs.EP] = {}
    count_mods: dict[str, tuple[_mrs.EP, ...]] = {}
    count_vs: dict[str, tuple[str, str, str, int, int]] = {}
    plain_degree: set[int] = set()
    event_or: set[int] = set()
    degree_of: dict[int, str] = {}
    extremum = None

    wh = [ep.iv for ep in sorted((e for e in rels if e.is_quantifier() and rule_of(e.predicate) == "wh"),
                                 key=lambda e: e.cfrom if e.cfrom is not None else 0)]
    # imperatives and requests: "name/list/give me X" → X is the answer; "tell me who …", "do you know
    # who …" → the embedded question is the question
    main = _main_labels(m, by_label, qeq)
    sf = (m.variables.get(m.index) or {}).get("SF") if m.index else None
    request = None
    top_label = qeq.get(m.top, m.top)
    for i in sorted(range(len(rels)), key=lambda i: rels[i].label != top_label):
        ep = rels[i]
        role = IMPERATIVE_VERBS.get(ep.predicate) or (REQUEST_VERBS.get(ep.predicate) if sf == "ques" else None)
        if not role or ep.label not in main or _naming_use(ep):
            continue
        subj = ep.args.get("ARG1", "")
        addressee = subj[:1] in ("i", "u") or (m.variables.get(subj) or {}).get("PERS") == "2"
        # the object: a clause if there is one, else the first argument that is not "me"
        roles = [r for r in ("ARG2", "ARG3") if _vtype(ep.args.get(r, "u")) == "h"] or \
                [r for r in (role, "ARG2", "ARG3") if _vtype(ep.args.get(r, "u")) == "x"
                 and (m.variables.get(ep.args[r]) or {}).get("PERS") != "1"]
        if ep.predicate not in IMPERATIVE_VERBS:
            roles = [r for r in roles if _vtype(ep.args[r]) == "h"]  # "do you know X?" is a real yes/no
        if (sf == "comm" or addressee) and roles:
            request = (i, ep, roles[0], ep.args[roles[0]])
            break
    if request and _vtype(request[3]) == "h":
        i, ep, role, obj = request
        consumed.add(i)
        main = _main_labels(m, by_label, qeq, opened={i})
        notes.append(f"request {ep.predicate}: the embedded clause is the question")

    # an embedded question ("did you see how big it was?") does not ask for its wh-variable
    embedded = [v for v in wh if not any(ep.label in main for ep in rels
                                         if not ep.is_quantifier() and v in ep.args.values())]
    if embedded:
        notes.append("embedded question: " + ", ".join(embedded) + " not asked for")
        wh = [v for v in wh if v not in embedded]
    kind = "wh" if wh else "yes-no"
    if request and _vtype(request[3]) == "x" and not wh:
        i, ep, role, obj = request
        consumed.add(i)
        wh = [obj]
        free_quant.add(obj)
        kind = "wh"
        notes.append(f"imperative {ep.predicate}: its {role} is the answer")
    if request and request[0] in consumed:
        # "you" and "me" of the command say nothing about the answer
        ep, obj = request[1], request[3]
        for j, o in enumerate(rels):
            if o.predicate == "pron" and o.iv in ep.args.values() and o.iv != obj:
                used = [k for k, p in enumerate(rels) if k not in consumed and k != j and not p.is_quantifier()
                        and o.iv in p.args.values()]
                if not used:
                    consumed.add(j)
                    free_quant.add(o.iv)
        # "give me a list of X": a container noun as the object holds the answers, which are the Xs
        for j, o in enumerate(rels):
            lw = light_word(o.predicate)
            member = o.args.get("ARG1", "")
            if lw is None or lw.treatment != "member" or o.iv not in wh or _vtype(member) != "x":
                continue
            consumed.add(j)
            if o.iv in binder:
                consumed.add(binder[o.iv])
            wh = [member if v == o.iv else v for v in wh]
            free_quant.add(member)
            notes.append(f"“{_lemma_of(o.predicate)}” read as its members: {lw.reason}")

    # how many / how much / how + adjective: measure(e, e_deg, d) with d a wh-bound abstr_deg
    for i, ep in enumerate(rels):
        if ep.predicate != "measure":
            continue
        d, e_deg = ep.args.get("ARG2"), ep.args.get("ARG1")
        if d not in wh:
            continue
        deg_eps = [j for j in by_arg0.get(e_deg, []) if j != i]
        consumed.add(i)
        consumed.update(j for j in by_arg0.get(d, []) if rels[j].predicate == "abstr_deg")
        mm = [j for j in deg_eps if rels[j].predicate == "much-many_a"]
        compared = any(o.predicate.endswith("comp") and o.args.get("ARG1") == e_deg for o in rels)
        if mm and rels[mm[0]].args.get("ARG1", "")[:1] == "x" and not compared:
            # how many N: count the N; how much N (a mass noun, not plural): the quantity itself
            counted = rels[mm[0]].args["ARG1"]
            consumed.add(mm[0])
            if d in binder:
                consumed.add(binder[d])
            wh = [counted if v == d else v for v in wh]
            free_quant.add(counted)
            singular = (m.variables.get(counted) or {}).get("NUM") == "sg"
            # "much" takes a mass noun, so "how much N" asks a quantity even where the noun's number is
            # plural or unknown to the parser ("how much carbs", an unknown word without NUM)
            mm_ep = rels[mm[0]]
            much = bool(text and mm_ep.cfrom is not None and mm_ep.cto is not None
                        and text[mm_ep.cfrom:mm_ep.cto].strip().lower() == "much")
            kind = "amount" if singular or much else "count"
        elif deg_eps and _frequency(rels, deg_eps, by_arg0) is not None:
            # "how often did X marry": the number of marriages, one per (unexpressed) participant
            j, counted = _frequency(rels, deg_eps, by_arg0)
            consumed.add(j)
            if d in binder:
                consumed.add(binder[d])
            wh = [counted if v == d else v for v in wh]
            free_quant.add(counted)
            kind = "count"
            notes.append(f"“{_lemma_of(rels[j].predicate)}” read as a count: {light_word(rels[j].predicate).reason}")
        elif deg_eps:
            # a coordinated degree ("how big and heavy") is the degree of each conjunct
            for j in list(deg_eps):
                if rule_of(rels[j].predicate).startswith("coord"):
                    deg_eps += [k for r in ("ARG1", "ARG2") for k in by_arg0.get(rels[j].args.get(r), [])]
            adjs = [j for j in deg_eps if not rule_of(rels[j].predicate).startswith("coord")] or deg_eps
            graded = [j for j in adjs if "_a_" in rels[j].predicate or rels[j].predicate.endswith("_a")]
            measured = _measure_noun(rels, graded, by_arg0) if len(graded) == 1 else None
            if measured is not None:
                # "how big is the area of X": the degree of the area on the size scale is the area itself
                adj, noun = graded[0], measured
                consumed.add(adj)
                if d in binder:
                    consumed.add(binder[d])
                wh = [noun if v == d else v for v in wh]
                free_quant.add(noun)
                kind = "amount" if kind != "count" else kind
                notes.append(f"how {_lemma_of(rels[adj].predicate)}: the degree of a measure noun is its value,"
                             f" so the answer is the {_lemma_of(next(rels[k].predicate for k in by_arg0[noun] if '_n_' in rels[k].predicate))} itself")
                continue
            for adj in graded or adjs[:1]:
                degree_of[adj] = d
            if rels[adj].predicate == "much-many_a":
                notes.append("how much: the amount is the degree of much-many_a")
            kind = "amount" if kind != "count" else kind
        else:
            notes.append("measure without a gradable predicate")

    # superlatives: superl(e, e_adj) on a gradable adjective; _most/_least degree specifiers
    for i, ep in enumerate(rels):
        if ep.predicate != "superl":
            continue
        e_adj = ep.args.get("ARG1")
        adjs = [j for j in by_arg0.get(e_adj, []) if j != i]
        if not adjs:
            continue
        adj = adjs[0]
        target = rels[adj].args.get("ARG1")
        if not target or _vtype(target) != "x":
            notes.append(f"superlative of {rels[adj].predicate} over a non-individual")
            continue
        consumed.add(i)
        direction = "max"
        for j, other in enumerate(rels):
            if other.predicate.startswith("_least") and other.args.get("ARG1") == e_adj:
                direction = "min"
                consumed.add(j)
            if other.predicate.startswith("_most") and other.args.get("ARG1") == e_adj:
                consumed.add(j)
        if is_low_pole(rels[adj].predicate):  # "the smallest": the minimum on the size scale
            direction = flip_direction(direction)
        rank = 1
        for j, other in enumerate(rels):
            if other.predicate == "ord" and other.args.get("ARG1") == target and other.carg:
                try:
                    rank = int(other.carg)
                    consumed.add(j)
                except ValueError:
                    pass
        dvar = "d" + e_adj
        asked = [d for j, d in degree_of.items() if d in wh and rels[j].args.get("ARG1") == target
                 and scale_predicate(rels[j].predicate) == scale_predicate(rels[adj].predicate)]
        if asked:
            # "how heavy is Jupiter's lightest moon": the degree asked for is the one ranked, so the
            # answer is the lowest mass itself (as ORDER BY ?mass LIMIT 1 selecting ?mass)
            dvar = asked[0]
            notes.append("how + superlative on one scale: the answer is the extreme degree itself")
        degree_of[adj] = dvar
        if extremum is None:
            extremum = (target, dvar, direction, rank)
        else:
            notes.append("several superlatives: only the first is an Extremum")

    # comparatives: more_comp(e, e_adj, than) → A(x, d1) ∧ d1 op (than's degree or number)
    compare: dict[int, tuple] = {}
    temporal: dict[int, tuple[str, str, str]] = {}  # comparative EP → (preposition, event, year)
    cards = _card_groups(rels)
    for i, ep in enumerate(rels):
        rule = rule_of(ep.predicate)
        if rule == "compare":
            e_adj, than = ep.args.get("ARG1"), ep.args.get("ARG2")
            adjs = [j for j in by_arg0.get(e_adj, []) if j != i and j not in consumed]
            if not adjs or not than or _vtype(than) not in ("x", "e"):
                continue
            adj = adjs[0]
            d1 = degree_of.setdefault(adj, "d" + e_adj)
            target: object = None
            if than in cards and cards[than][1] is not None:
                idxs, value = cards[than]
                unit = next((_pred.split(o.predicate)[0] for o in rels if o.iv == than and not o.is_quantifier()
                             and o.predicate.startswith("_") and "_n_" in o.predicate), None)
                target = Num(value, unit)
                consumed.update(idxs)
                consumed.update(k for k, o in enumerate(rels) if o.iv == than and not o.is_quantifier()
                                and "_n_" in o.predicate)
            counted = rels[adj].args.get("ARG1", "")
            if (isinstance(target, Num) and rels[adj].predicate == "much-many_a" and counted in binder
                    and target.unit is not None):
                # "more than two caves": the number of caves is compared, so count them
                count_cmp[counted] = (COMPARISONS.get(ep.predicate, ">"), target.value)
                noun = next(o for o in rels if o.iv == than and not o.is_quantifier() and "_n_" in o.predicate)
                count_noun[counted] = noun
                # "more than two official languages": the noun's own adjectives go with it, or the
                # counted things would be any languages beside some official thing
                mods = [k for k, o in enumerate(rels) if k not in consumed and o.args.get("ARG1") == than
                        and "_a_" in o.predicate and set(o.args) <= {"ARG0", "ARG1"}]
                count_mods[counted] = tuple(rels[k] for k in mods)
                consumed.update(mods)
                degree_of.pop(adj, None)
                consumed.update((i, adj))
                continue
            if target is None and rels[adj].predicate == "much-many_a" and counted in binder and _vtype(than) == "x":
                # "Does A have more episodes than B?": than-B is elliptical for "than B has episodes", so
                # the number of episodes A has is compared with the number B has (not a degree of B)
                owner = next((o.args["ARG1"] for o in rels if o.args.get("ARG2") == counted and "_v_" in o.predicate
                              and _vtype(o.args.get("ARG1", "")) == "x" and o.args["ARG1"] != than), None)
                if owner is not None:
                    count_vs[counted] = (COMPARISONS.get(ep.predicate, ">"), owner, than, i, adj)
            op = COMPARISONS.get(ep.predicate, ">")
            if is_low_pole(rels[adj].predicate):  # "lower than": a lower value on the height scale
                op = flip_op(op)
            ev = rels[adj].args.get("ARG1", "")
            if (target is None and op in _TIME_PREPOSITIONS and (adjective_scale(rels[adj].predicate) or ("",))[0] == "time"
                    and _vtype(ev) == "e" and any("_v_" in rels[k].predicate for k in by_arg0.get(ev, []))
                    and any(o.predicate == "yofc" and o.iv == than for o in rels)):
                # "founded earlier than 1400" is "founded before 1400": the event's time against a
                # year is what a temporal preposition on the event says, and reads as one
                degree_of.pop(adj, None)
                consumed.add(adj)
                temporal[i] = (_TIME_PREPOSITIONS[op], ev, than)
                notes.append(f"“{_lemma_of(rels[adj].predicate)}” + comparative on an event with a year: "
                             f"read as {_TIME_PREPOSITIONS[op]}")
                continue
            compare[i] = (op, d1, target if target is not None else than, adj)
        elif rule == "card-compare":
            e_card = ep.args.get("ARG1")
            card = next(((j, o) for j, o in enumerate(rels) if o.predicate == "card" and o.iv == e_card), None)
            if card is None or _number(card[1].carg) is None:
                continue
            x = card[1].args.get("ARG1")
            idxs, value = cards.get(x, ((card[0],), _number(card[1].carg)))
            if x in binder and value is not None:
                count_cmp[x] = (COMPARISONS.get(ep.predicate, ">"), value)
                consumed.update((i,) + tuple(idxs))

    # "the first/second X", "the last X": an order of X (in time, usually) ranks it
    if extremum is None:
        definite = {ep.iv for ep in rels if ep.is_quantifier() and ep.predicate in _DEFINITES}
        for j, ep in enumerate(rels):
            x = ep.args.get("ARG1", "")
            if x not in definite or any(o.iv == x and o.predicate in ORDINAL_EXCLUDED for o in rels):
                continue
            if _in_title(ep, text):
                notes.append(f"{ep.predicate}: a capitalised word inside a title (“{text[ep.cfrom:ep.cto]}”),"
                             " not an ordering")
                continue
            if ep.predicate == "ord" and ep.carg and ep.carg.isdigit():
                direction, rank = "min", int(ep.carg)
            elif ep.predicate in ("_last_a_1", "_latest_a_1"):
                direction, rank = "max", 1
            else:
                continue
            degree_of[j] = "d" + (ep.iv or x)
            plain_degree.add(j)
            extremum = (x, degree_of[j], direction, rank)
            notes.append(f"{ep.predicate}: an ordering (usually in time) ranks {x}")
            break

    # "which X has the most Y": X ranked by the number of its Ys
    count_of: dict[str, str] = {}
    for ep in rels:
        if ep.is_quantifier() and rule_of(ep.predicate) in ("most", "fewest") and wh and extremum is None:
            count_of[ep.iv] = "n" + ep.iv
            extremum = (wh[0], "n" + ep.iv, "max" if rule_of(ep.predicate) == "most" else "min", 1)

    # light words (grammars/light_words.tsv): dropped, or read by their construction, always with a note
    same_referent: list[tuple[str, str]] = []  # variables that denote one individual (unified below)

    def o_is_linker(o: _mrs.EP, v: str) -> bool:  # a locative preposition or a possessive taking v as object
        return o.args.get("ARG2") == v and (o.predicate == "poss" or re.match(
            r"_(in|on|around|across|throughout|over|all\+over)_p(_|$)", o.predicate) is not None)

    same_as: dict[int, tuple[tuple[int, ...], str, str]] = {}
    distinct: list[tuple[str, str, str]] = []
    kinds: list[str] = []
    heads = _named_heads(m)
    for i, ep in enumerate(rels):
        lw = light_word(ep.predicate, ep.carg if ep.predicate == "named" else None)
        if lw is None or i in consumed or lw.treatment not in ("vacuous", "distinct", "same", "kind", "everywhere"):
            continue
        word = ep.carg if ep.predicate == "named" and ep.carg else _lemma_of(ep.predicate)
        if lw.treatment == "kind":
            of = ep.args.get("ARG1", "")
            if _vtype(of) == "x" and ep.iv:
                consumed.add(i)
                same_referent.append((ep.iv, of))
                notes.append(f"“{word} of” read as the kind itself: {lw.reason}")
                kinds.extend(o.predicate for o in rels if o.iv == of and not o.is_quantifier()
                             and "_n_" in o.predicate)
            continue
        if lw.treatment == "everywhere":
            users = [k for k, o in enumerate(rels) if k != i and not o.is_quantifier() and ep.iv in o.args.values()]
            takers = [k for k in users if o_is_linker(rels[k], ep.iv)]
            if ep.iv and ep.iv not in wh and users and takers == users:
                consumed.update([i] + takers)
                notes.append(f"“{word}” read as vacuous: {lw.reason}")
            continue
        consumed.add(i)
        target = ep.args.get("ARG1", "")
        if lw.treatment == "vacuous":
            notes.append(f"“{word}” read as vacuous: {lw.reason}")
        elif lw.treatment == "distinct":
            others = [h for h in heads if h != target]
            if _vtype(target) == "x" and len(others) == 1:
                distinct.append((target, others[0], word))
            notes.append(f"“{word}” read as vacuous or as distinct from the named individual: {lw.reason}")
        else:
            found = _same_as(rels, i, by_arg0, consumed)
            if found is not None:
                i_as, cluster, subj, y = found
                same_as[i_as] = (cluster, subj, y)
                distinct.append((subj, y, word))
            notes.append(f"“{word}” read as vacuous (the shared variable says it): {lw.reason}")

    # cardinals not consumed by a comparison: "the four youngest N" asks for the top four (the query's
    # LIMIT), "the seven kings of Rome" presupposes how many there are; neither restricts the answers
    definite_vars = {ep.iv for ep in rels if ep.is_quantifier() and ep.predicate in _DEFINITES}
    top: Optional[int] = None
    for xc, (idxs, value) in cards.items():
        if value is None or any(k in consumed for k in idxs):
            continue
        shown = f"{value:g}"
        if extremum is not None and xc == extremum[0]:
            consumed.update(idxs)
            top = int(value) if value == int(value) and value >= 1 else None
            notes.append(f"“{shown}” with a superlative: the top {shown} (the order, not the number, is compared)")
        elif xc in definite_vars and (m.variables.get(xc) or {}).get("NUM") == "pl":
            consumed.update(idxs)
            notes.append(f"“the {shown} …”: the number presupposes how many there are and restricts no answer")
    # a superlative over a singular noun ("the tallest player") asks for the one top-ranked answer, so
    # a query keeping the top three does not answer it; a bare plural fixes no number
    if top is None and extremum is not None and (m.variables.get(extremum[0]) or {}).get("NUM") == "sg":
        top = 1

    # "where is the birthplace of X", "when is the founding date of X": the noun phrase is a place (a
    # time) itself, so it is the answer, not something located at it (grammars/place_time_nouns.tsv)
    wh_kind = {ep.iv: {"place_n": "place", "time_n": "time"}.get(ep.predicate) for ep in rels
               if ep.predicate in ("place_n", "time_n")}
    for i, ep in enumerate(rels):
        a, w = ep.args.get("ARG1", ""), ep.args.get("ARG2", "")
        if ep.predicate != "loc_nonsp" or i in consumed or w not in wh or not wh_kind.get(w):
            continue
        nouns = [rels[k].predicate for k in by_arg0.get(a, []) if "_n_" in rels[k].predicate]
        if nouns and place_time_kind(nouns[0]) == wh_kind[w]:
            consumed.add(i)
            same_referent.append((w, a))
            notes.append(f"“{'where' if wh_kind[w] == 'place' else 'when'}” of a {wh_kind[w]} noun"
                         f" (“{_lemma_of(nouns[0])}”): the noun phrase is the answer")

    # copulas: identify the two arguments unless the copula sits under a negation
    negated = {qeq.get(ep.args.get("ARG1"), ep.args.get("ARG1")) for ep in rels if rule_of(ep.predicate) == "neg"}
    uf = _UnionFind()
    identified: set[str] = set()
    wh_set = set(wh)

    def prefer(v: str) -> int:
        return (0 if v in wh_set else 1 if v in free_quant else 2 if v in binder else 3, int(re.sub(r"\D", "", v) or 0))

    for i, ep in enumerate(rels):
        if rule_of(ep.predicate) != "copula":
            continue
        a, b = ep.args.get("ARG1"), ep.args.get("ARG2")
        if not a or not b or _vtype(a) not in ("x", "i", "u") or _vtype(b) not in ("x", "i", "u"):
            continue
        if ep.label in negated:
            continue
        uf.union(a, b, prefer)
        consumed.add(i)
        identified.update((a, b))
    # naming verbs with a proper name ("a game called X", "Was the wife of Y called Mary?"): the thing
    # named is the bearer of the name, as a name in apposition is ("the game X"), so ARG2 and ARG3 are
    # one individual and the name's own named(x, "Mary") says what "called Mary" says; the bridge then
    # reads it as that individual or as a label that is (or contains) the name. A name asked for ("What
    # is the river called?") keeps the verb, which the lexicon bridges to a naming property.
    for i, ep in enumerate(rels):
        if i in consumed or not _naming_use(ep):
            continue
        a, b = ep.args.get("ARG2"), ep.args.get("ARG3")
        if ep.label in negated or _vtype(a or "") != "x" or b in wh_set \
                or not any(rels[k].predicate in ("named", "named_n") for k in by_arg0.get(b, [])):
            continue
        if any(b in o.args.values() for k, o in enumerate(rels) if k != i and not o.is_quantifier()
               and o.predicate not in ("named", "named_n", "compound")):
            continue  # the name is also something else's argument: not only a name
        uf.union(a, b, prefer)
        consumed.add(i)
        identified.update((a, b))
        notes.append(f"“{_lemma_of(ep.predicate)}” + a name: the thing named is the name's bearer")
    for a, b in same_referent:
        uf.union(a, b, prefer)
        identified.update((a, b))

    # pronouns: a third-person pronoun corefers with the question's one named individual of its number,
    # else with its one answer of that number ("which films did he direct", "his first album"); "you"
    # and "I" as the agent of a verb ("where can you pay with …") are anyone: a generic agent
    for i, ep in enumerate(rels):
        if ep.predicate != "pron" or i in consumed or not ep.iv:
            continue
        p = ep.iv
        props = m.variables.get(p) or {}
        pers, num = props.get("PERS"), props.get("NUM")

        def agrees(v: str) -> bool:
            n = (m.variables.get(v) or {}).get("NUM")
            return n is None or num is None or n == num

        if pers == "3":
            cands = [h for h in heads if h != p and agrees(h)] if num != "pl" else []
            if not cands:  # a bound pronoun: "which players died where they were born", "who … his …"
                persons = {o.iv for o in rels if o.predicate == "person"}
                cands = [v for v in wh if _vtype(v) == "x" and v != p and agrees(v) and (num == "pl" or v in persons)]
            if len(cands) != 1:
                notes.append("a third-person pronoun without one antecedent is left unresolved")
                continue
            consumed.add(i)
            if p in binder:
                consumed.add(binder[p])
            free_quant.update((p, cands[0]))
            uf.union(cands[0], p, prefer)
            notes.append(f"a third-person pronoun read as coreferent with {cands[0]}, the question's one "
                         f"{'answer' if cands[0] in wh else 'named individual'} of its number")
        elif pers in ("1", "2") and any(k != i and k not in consumed and "_v_" in o.predicate
                                        and o.args.get("ARG1") == p for k, o in enumerate(rels)):
            consumed.add(i)
            notes.append(f"“{'you' if pers == '2' else 'I/we'}” as a verb's agent read as anyone (a generic agent)")
    wh = list(dict.fromkeys(uf.find(v) for v in wh))
    if extremum is not None:
        extremum = (uf.find(extremum[0]),) + extremum[1:]

    # coordination of events is already the conjunction of its conjuncts' predications; a
    # disjunction of events splits the predications of its label in two (see _Translator.node)
    for i, ep in enumerate(rels):
        rule = rule_of(ep.predicate)
        if rule.startswith("coord") and _vtype(ep.iv or "") == "e" and i not in consumed:
            others = [o for k, o in enumerate(rels) if k != i and k not in consumed and ep.iv in o.args.values()]
            if others:
                continue
            if rule == "coord":
                consumed.add(i)
            elif all(by_arg0.get(ep.args.get(r, "")) for r in ("ARG1", "ARG2")):
                consumed.add(i)
                event_or.add(i)

    # event ARG0s that another (kept) EP refers to, or that a reified handle stands for
    refs: dict[str, int] = {}
    for i, ep in enumerate(rels):
        if i in consumed or i in same_as:  # "as Y" is rewritten into a copy of the event's predications
            continue
        for r, v in ep.args.items():
            if r == "CARG":
                continue
            if r == "ARG0" and not ep.is_quantifier():
                refs[v] = refs.get(v, 0)  # introduced here, not a reference
                continue
            if r == "ARG1" and i in compare:
                continue  # the comparison speaks of the degree, not of the event
            if r == "ARG1" and i in temporal:
                v = temporal[i][1]  # the preposition speaks of the verb's event
            if _is_handle(r, v) and not ep.is_quantifier() and rule_of(ep.predicate) == "relation":
                hv = _head_var(m, qeq.get(v, v), by_label)
                if hv:
                    refs[hv] = refs.get(hv, 0) + 1
                continue
            refs[v] = refs.get(v, 0) + 1
    keep = {v for v, n in refs.items() if n > 0}
    # an ARG0 shared by two kept EPs is a reference too
    for v, eps in by_arg0.items():
        if len([i for i in eps if i not in consumed]) > 1:
            keep.add(v)
    free_quant.update(wh)
    # "give me the capitals of all countries …": a universal over an argument of the answer's own noun
    # phrase (a relational noun's argument, a preposition or possessive on the answer) distributes: the
    # answers are those of each country. A verb's argument ("rivers that cross all countries") stays ∀.
    answer_class = {v for v in m.variables if uf.find(v) in wh} | set(wh)
    universals = {ep.iv for ep in rels if ep.is_quantifier() and rule_of(ep.predicate) == "forall"}
    answer_np_universals = set()
    if kind in ("wh", "count", "superlative"):
        for o in rels:
            if o.is_quantifier():
                continue
            if o.iv in answer_class and "_n_" in o.predicate:
                linked = {v for r, v in o.args.items() if r not in ("ARG0", "CARG")}
            elif o.args.get("ARG1") in answer_class and (o.predicate in ("poss", "compound")
                                                         or re.search(r"_p(_|$)", o.predicate)):
                linked = {o.args.get("ARG2")}
            else:
                continue
            answer_np_universals |= linked & universals
    return _Analysis(m, kind, wh, consumed, free_quant, uf, keep, degree_of, extremum=extremum,
                     count_of=count_of, count_cmp=count_cmp, count_noun=count_noun, count_mods=count_mods, count_vs=count_vs, compare=compare, temporal=temporal,
                     identified={uf.find(v) for v in identified}, plain_degree=plain_degree, event_or=event_or,
                     same_as=same_as, distinct=distinct, top=top,
                     answer_np_universals=frozenset(answer_np_universals), notes=notes,
                     kinds=tuple(dict.fromkeys(kinds)))


# -------------------------------------------------------------------------------------- translation


class _Translator:
    def __init__(self, an: _Analysis) -> None:
        self.an = an
        self.m = an.m
        self.notes: list[str] = []
        self.by_label = _ep_index(an.m)
        self.qeq = {hc.hi: hc.lo for hc in an.m.hcons}
        self._suppressed: set[int] = set()  # EPs a construction reads itself (see _count_vs)

    # terms
    def var(self, v: str) -> Var:
        return Var(self.an.rep(v))

    def term_args(self, i: int, ep: _mrs.EP, kids: dict[str, Formula], extra: list[Formula]) -> list:
        out = []
        for r in _roles(ep):
            v = ep.args[r]
            if r == "ARG0":
                if _vtype(v) in ("e", "i", "u") and v not in self.an.keep_arg0:
                    continue
                out.append(self.var(v))
            elif _is_handle(r, v):
                hv = _head_var(self.m, self.qeq.get(v, v), self.by_label)
                sub = kids.get(v)
                if sub is not None:
                    extra.append(sub)
                if hv is None:
                    self.notes.append(f"{ep.predicate}: the clause in {r} has no characteristic variable")
                    out.append(Var("p" + v[1:]))
                else:
                    out.append(self.var(hv))
            else:
                out.append(self.var(v))
        return out

    def ep_formula(self, i: int, kids: dict[str, Formula]) -> Formula:
        if i in self._suppressed:
            return TRUE
        an, ep = self.an, self.m.rels[i]
        rule = rule_of(ep.predicate)
        handles = [v for r, v in ep.args.items() if _is_handle(r, v)]
        if i in an.same_as:
            # "X is in the same N as Y": what the event says of X, said of Y (with an event of its own)
            cluster, subj, y = an.same_as[i]
            copy = _conj(self.ep_formula(k, {}) for k in cluster)
            ren = {self.var(subj): self.var(y)}
            for k in cluster:
                ev = self.m.rels[k].iv
                if ev and _vtype(ev) == "e":
                    ren.setdefault(self.var(ev), Var(self.an.rep(ev) + "_as"))
            return substitute(copy, ren)
        if i in an.consumed:  # replaced by a construction; an embedded clause still counts
            return _conj(kids.get(h, TRUE) for h in handles)
        if rule == "neg":
            return Not(_conj(kids.get(h, TRUE) for h in handles))
        if rule == "transparent":
            return _conj(kids.get(h, TRUE) for h in handles)
        if rule == "cond":
            then, cond = kids.get(ep.args.get("ARG1"), TRUE), kids.get(ep.args.get("ARG2"), TRUE)
            return Implies(cond, then)
        if rule == "there":
            return TRUE
        if i in an.temporal:
            prep, ev, year = an.temporal[i]
            return Atom(prep, (self.var(ev), self.var(year)))
        if i in an.compare:
            op, d1, than, adj = an.compare[i]
            if isinstance(than, Num):
                return Cmp(op, Var(d1), than)
            a = self.m.rels[adj]
            if (adjective_scale(a.predicate) or ("",))[0] == "time" and any(
                    o.predicate == "yofc" and o.iv == than for o in self.m.rels):
                # "earlier than 1400": a year's place in time is the year itself
                return Cmp(op, Var(d1), self.var(than))
            d2 = Var(d1 + "_" + than)
            args = [self.var(v) for r, v in ((r, a.args[r]) for r in _roles(a)) if r != "ARG0" and r != "ARG1"
                    and not _is_handle(r, v)]
            return _conj([Atom(scale_predicate(a.predicate), tuple([self.var(than)] + args + [d2])),
                          Cmp(op, Var(d1), d2)])
        if rule == "copula":  # a copula that was not resolved (negated): an identity
            a, b = ep.args.get("ARG1"), ep.args.get("ARG2")
            if a and b:
                return Eq(self.var(a), self.var(b))
        extra: list[Formula] = []
        args = self.term_args(i, ep, kids, extra)
        if ep.carg is not None and i not in an.plain_degree:
            args.append(Const(ep.carg, kind="literal"))
        pred = ep.predicate
        if i in an.degree_of:
            args.append(Var(an.degree_of[i]))
            if i not in an.plain_degree:  # a degree is a value on the scale its high pole names
                pred = scale_predicate(pred)
        return _conj([Atom(pred, tuple(args))] + extra)

    def node(self, t: Optional[ScopedTree], bound: frozenset) -> Formula:
        if t is None:
            self.notes.append("an open hole was read as true")
            return TRUE
        an = self.an
        quant = [i for i in t.eps if self.m.rels[i].is_quantifier()]
        if quant:
            q = self.m.rels[quant[0]]
            rule = rule_of(q.predicate)
            if rule not in _QUANT_RULES:
                rule = "exists"
            v = self.var(q.iv)
            inner = bound | {v}
            if q.iv in an.count_vs and quant[0] not in an.consumed and self._count_vs_applies(q.iv, bound):
                others = _conj(self.ep_formula(i, {}) for i in t.eps if i not in quant[:1])
                return _conj([self._count_vs(q.iv, v, t, inner), others])
            r = self.node(t.child(q.args.get("RSTR", "")), inner) if "RSTR" in q.args else TRUE
            b = self.node(t.child(q.args.get("BODY", "")), inner) if "BODY" in q.args else TRUE
            others = _conj(self.ep_formula(i, {}) for i in t.eps if i not in quant[:1])
            if quant[0] in an.consumed or v.name in an.free_quant or v in bound or rule == "wh":
                f = _conj([r, b])
            elif rule == "forall" and q.iv in an.answer_np_universals:
                # "give me the capitals of all countries that …": the answers are the capitals of each
                # such country, not one capital of all of them (a listing question distributes)
                self.notes.append(f"“{_lemma_of(q.predicate)}” over what the answers depend on: the answers"
                                  " for each of them (read as ∃)")
                f = Exists((v,), _conj([r, b]))
            elif rule == "forall":
                f = Forall((v,), Implies(r, b))
            elif q.iv in an.count_cmp:
                op, number = an.count_cmp[q.iv]
                extra = []
                noun = an.count_noun.get(q.iv)
                if noun is not None:
                    args = [v] + [self.var(noun.args[r]) for r in _roles(noun) if r != "ARG0"
                                  and not _is_handle(r, noun.args[r])]
                    extra.append(Atom(noun.predicate, tuple(args)))
                extra += [Atom(a.predicate, (v,)) for a in an.count_mods.get(q.iv, ())]
                f = Count((v,), _conj([r, b] + extra), op, Num(number))
            elif rule in ("most", "fewest") and q.iv in an.count_of:
                # the number of witnesses is the measure of the superlative
                f = Count((v,), _conj([r, b]), "=", Var(an.count_of[q.iv]))
            elif rule in ("most", "fewest"):
                self.notes.append(f"{q.predicate}: read as ∃ (a proportion is not modelled)")
                f = Exists((v,), _conj([r, b]))
            elif rule == "no":
                f = Not(Exists((v,), _conj([r, b])))
            else:
                f = Exists((v,), _conj([r, b]))
            return _conj([f, others])
        kids = {h: self.node(c, bound) for h, c in t.plugs}
        ors = [i for i in t.eps if i in an.event_or]
        if ors:
            return self._event_or(t.eps, ors[0], kids)
        return _conj(self.ep_formula(i, kids) for i in t.eps)

    def _count_vs_applies(self, name: str, bound: frozenset) -> bool:
        """The count reading of "A has more N than B" needs A and B bound outside the counted phrase
        (or A an answer), so that what the count says of A it can say of B; in the other scopings the
        comparison stays one of degrees."""
        _, owner, than, _, _ = self.an.count_vs[name]
        o, t = self.var(owner), self.var(than)
        return o != t and t in bound and (o in bound or owner in self.an.free_quant)

    def _count_vs(self, name: str, v: Var, t: ScopedTree, inner: frozenset) -> Formula:
        """``#{v | body} op n ∧ #{z | body[A := B]} = n``: the number of Ns A has against the number
        of Ns B has, the comparative's degree EPs left out of the body."""
        op, owner, than, i_comp, i_adj = self.an.count_vs[name]
        q = next(k for k in t.eps if self.m.rels[k].is_quantifier())
        self._suppressed |= {i_comp, i_adj}
        try:
            qep = self.m.rels[q]
            r = self.node(t.child(qep.args.get("RSTR", "")), inner) if "RSTR" in qep.args else TRUE
            b = self.node(t.child(qep.args.get("BODY", "")), inner) if "BODY" in qep.args else TRUE
        finally:
            self._suppressed -= {i_comp, i_adj}
        body = _conj([r, b])
        n, z = Var("n" + name), Var(name + "_than")
        than_body = substitute(body, {v: z, self.var(owner): self.var(than)})
        self.notes.append("“more N than B”: the number of Ns the subject has is compared with the number B has"
                          " (the than-phrase is elliptical for “than B has”)")
        return Exists((n,), _conj([Count((v,), body, op, n), Count((z,), than_body, "=", n)]))

    def _event_or(self, eps: Sequence[int], i_or: int, kids: dict[str, Formula]) -> Formula:
        """``e1 or e2`` in one label: the predications about each event (and their modifiers) form
        the two disjuncts; the rest of the label is conjoined outside."""
        rels = self.m.rels
        sides: list[set[int]] = []
        for role in ("ARG1", "ARG2"):
            ev = {rels[i_or].args.get(role)}
            side: set[int] = set()
            grew = True
            while grew:  # the event's own EPs, then EPs about those, transitively
                grew = False
                for i in eps:
                    if i in side or i == i_or:
                        continue
                    ep = rels[i]
                    if ep.iv in ev or (ep.args.get("ARG1") in ev and _vtype(ep.iv or "") in ("e", "i")):
                        side.add(i)
                        ev.add(ep.iv)
                        grew = True
            sides.append(side)
        rest = [i for i in eps if i != i_or and i not in sides[0] and i not in sides[1]]
        left = _conj(self.ep_formula(i, kids) for i in eps if i in sides[0])
        right = _conj(self.ep_formula(i, kids) for i in eps if i in sides[1] and i not in sides[0])
        self.notes.append(f"{rels[i_or].predicate} over events: a disjunction")
        return _conj([disj([left, right])] + [self.ep_formula(i, kids) for i in rest])


class _FreeVars:
    """free_vars with a cache keyed by object identity (formulas are immutable; one translation)."""

    def __init__(self) -> None:
        self.memo: dict[int, tuple[Formula, frozenset]] = {}

    def __call__(self, f: Formula) -> frozenset:
        got = self.memo.get(id(f))
        if got is not None and got[0] is f:
            return got[1]
        if isinstance(f, (And, Or)):
            fv = frozenset().union(*(self(p) for p in f.parts))
        elif isinstance(f, Not):
            fv = self(f.body)
        elif isinstance(f, (Implies, Iff)):
            fv = self(f.left) | self(f.right)
        elif isinstance(f, (Exists, Forall)):
            fv = self(f.body) - set(f.vars)
        elif isinstance(f, Count):
            fv = (self(f.body) - set(f.vars)) | frozenset(free_vars(Eq(f.number, f.number)))
        else:
            fv = frozenset(free_vars(f))
        self.memo[id(f)] = (f, fv)
        return fv


def _close(f: Formula, vs: "set[Var]", fv: Optional[_FreeVars] = None) -> Formula:
    """∃-bind each of ``vs`` at the smallest subformula holding all its free occurrences."""
    fv = fv or _FreeVars()
    here = set(vs) & fv(f)
    if not here:
        return f
    if isinstance(f, And):
        per_part: dict[Var, list[int]] = {}
        for i, p in enumerate(f.parts):
            for v in here & fv(p):
                per_part.setdefault(v, []).append(i)
        push: dict[int, set[Var]] = {}
        stay = []
        for v in sorted(here, key=lambda v: v.name):
            hit = per_part.get(v, [])
            if len(hit) == 1:
                push.setdefault(hit[0], set()).add(v)
            else:
                stay.append(v)
        parts = tuple(_close(p, push[i], fv) if i in push else p for i, p in enumerate(f.parts))
        g = And(parts)
        return _exists_n(stay, g)
    if isinstance(f, Not):
        return Not(_close(f.body, here, fv))
    if isinstance(f, (Implies, Iff)):
        lv, rv = here & fv(f.left), here & fv(f.right)
        both = lv & rv
        g = type(f)(_close(f.left, lv - both, fv), _close(f.right, rv - both, fv))
        return _exists_n(sorted(both, key=lambda v: v.name), g)
    if isinstance(f, Or):
        per = [here & fv(p) for p in f.parts]
        shared = {v for v in here if sum(v in s for s in per) > 1}
        g = Or(tuple(_close(p, s - shared, fv) for p, s in zip(f.parts, per)))
        return _exists_n(sorted(shared, key=lambda v: v.name), g)
    if isinstance(f, (Exists, Forall)):
        return type(f)(f.vars, _close(f.body, here - set(f.vars), fv))
    if isinstance(f, Extremum):
        return Extremum(f.var, _close(f.body, here - {f.var}, fv), f.measure, f.direction, f.rank)
    if isinstance(f, Count):
        return Count(f.vars, _close(f.body, here - set(f.vars), fv), f.op, f.number)
    return _exists_n(sorted(here, key=lambda v: v.name), f)


def _exists_n(vs: "Sequence[Var]", f: Formula) -> Formula:
    if not vs:
        return f
    if isinstance(f, Exists):
        return Exists(tuple(vs) + tuple(x for x in f.vars if x not in vs), f.body)
    return Exists(tuple(vs), f)


def _simplify(f: Formula, fv: Optional[_FreeVars] = None) -> Formula:
    """Flatten ∧/∨, drop ⊤, drop vacuous quantified variables, merge nested ∃ (housekeeping)."""
    fv = fv or _FreeVars()
    if isinstance(f, And):
        return _conj(_simplify(p, fv) for p in f.parts)
    if isinstance(f, Or):
        return disj(_simplify(p, fv) for p in f.parts)
    if isinstance(f, Not):
        b = _simplify(f.body, fv)
        return FALSE if b == TRUE else TRUE if b == FALSE else Not(b)
    if isinstance(f, Implies):
        left, right = _simplify(f.left, fv), _simplify(f.right, fv)
        return right if left == TRUE else Implies(left, right)
    if isinstance(f, (Exists, Forall)):
        body = _simplify(f.body, fv)
        free = fv(body)
        keep = tuple(dict.fromkeys(v for v in f.vars if v in free))
        if isinstance(body, type(f)):
            keep, body = tuple(dict.fromkeys(keep + body.vars)), body.body
        return type(f)(keep, body) if keep else body
    if isinstance(f, Extremum):
        return Extremum(f.var, _simplify(f.body, fv), f.measure, f.direction, f.rank)
    if isinstance(f, Count):
        return Count(f.vars, _simplify(f.body, fv), f.op, f.number)
    return f


def _surface_words(m: _mrs.MRS, text: Optional[str], consumed: set[int]) -> tuple[tuple[str, str], ...]:
    out: dict[str, str] = {}
    for i, ep in enumerate(m.rels):
        if ep.is_quantifier() or ep.predicate in out:
            continue
        word = None
        if text and ep.cfrom is not None and ep.cto is not None and 0 <= ep.cfrom < ep.cto <= len(text):
            word = text[ep.cfrom:ep.cto].strip(" \t?!.,;:\"'")
        if not word and ep.carg:
            word = ep.carg
        if not word and _pred.is_surface(ep.predicate):
            try:
                lemma = _pred.split(ep.predicate)[0]
                word = lemma.split("/")[0].replace("+", " ")
            except Exception:
                word = None
        if word:
            out[ep.predicate] = word
    return tuple(out.items())


def translate_tree(m: _mrs.MRS, tree: ScopedTree, an: Optional[_Analysis] = None) -> tuple[Formula, tuple[Var, ...], str, tuple[str, ...]]:
    """One scope tree → ``(formula, answer_vars, kind, notes)``."""
    an = an or _constructions(m)
    tr = _Translator(an)
    f = tr.node(tree, frozenset())
    answers = tuple(Var(v) for v in an.wh_vars)
    kind = an.kind
    if an.extremum is not None:
        xv, dv, direction, rank = an.extremum
        x, d = Var(xv), Var(dv)
        predicated = x not in answers and an.uf.find(xv) in an.identified
        # "How many inhabitants does the largest city have?": the count is the question's form and the
        # superlative ranks the city, not the counted inhabitants
        counted = kind == "count" and x not in answers
        if len(answers) == 1 and not predicated and not counted:
            if x != answers[0]:
                # "the state with the highest density": the answer is ranked by its density's degree
                tr.notes.append(f"superlative on {x.name} ranks the answer {answers[0].name}")
                x = answers[0]
            fv = _FreeVars()
            f = _close(f, set(fv(f)) - {x, d}, fv)
            f = Extremum(x, _simplify(f, fv), d, direction, rank)
            kind = "superlative"
        else:
            tr.notes.append("superlative predicated of a non-answer (or several answers): its degree is "
                            "existential")
    distributed = len(tr.notes)
    f = _distribute(f, tr.notes)
    fv = _FreeVars()
    f = _simplify(_close(f, set(fv(f)) - set(answers), fv), fv)
    if len(tr.notes) > distributed:  # (the events are bound only now)
        f = _split_events(f, tr.notes)
    f = _unique_bound(f, {v.name for v in answers})
    return f, answers, kind, tuple(an.notes + tr.notes)


def _unique_bound(f: Formula, taken: set[str]) -> Formula:
    """Rename quantified variables bound more than once (possible in fallback trees) apart.

    Consumers pull ∃ prefixes through conjunctions, which is sound only when every bound variable
    is bound once and differs from the free ones.
    """
    def walk(g: Formula) -> Formula:
        if isinstance(g, (Exists, Forall, Count)):
            ren: dict[Var, Var] = {}
            for v in g.vars:
                if v.name in taken:
                    k = 1
                    while f"{v.name}_{k}" in taken:
                        k += 1
                    ren[v] = Var(f"{v.name}_{k}", v.sort)
                taken.add(ren.get(v, v).name)
            body = walk(substitute(g.body, ren) if ren else g.body)
            vs = tuple(ren.get(v, v) for v in g.vars)
            return Count(vs, body, g.op, g.number) if isinstance(g, Count) else type(g)(vs, body)
        if isinstance(g, Not):
            return Not(walk(g.body))
        if isinstance(g, (And, Or)):
            return type(g)(tuple(walk(p) for p in g.parts))
        if isinstance(g, (Implies, Iff)):
            return type(g)(walk(g.left), walk(g.right))
        if isinstance(g, Extremum):
            taken.update(v.name for v in (g.var, g.measure) if isinstance(v, Var))
            return Extremum(g.var, walk(g.body), g.measure, g.direction, g.rank)
        return g

    return walk(f)


def _distribute(f: Formula, notes: list[str]) -> Formula:
    """``∃x. _and_c(x, a, b) ∧ φ(x)`` → ``φ(a) ∧ φ(b)`` (``∨`` for _or_c), conjuncts bound outside."""
    if isinstance(f, Exists) and len(f.vars) == 1:
        x = f.vars[0]
        parts = list(f.body.parts) if isinstance(f.body, And) else [f.body]
        for k, p in enumerate(parts):
            if (isinstance(p, Atom) and len(p.args) == 3 and p.args[0] == x and rule_of(p.pred).startswith("coord")
                    and all(isinstance(a, Var) and a != x for a in p.args[1:])):
                rest = _conj(parts[:k] + parts[k + 1:])
                if x not in free_vars(rest):
                    break
                left = substitute(rest, {x: p.args[1]})
                right = substitute(rest, {x: p.args[2]})
                right = rename_apart(right, {v.name for g in subformulas(right)
                                             if isinstance(g, (Exists, Forall)) for v in g.vars})
                notes.append(f"{p.pred} distributed over its conjuncts")
                return _distribute(disj([left, right]) if rule_of(p.pred) == "coord-or" else _conj([left, right]),
                                   notes)
    return map_children(f, lambda g: _distribute(g, notes), _conj)


#: relations a coordination fills together, not each on its own ("between 1980 and 1990" is one range)
_COLLECTIVE = frozenset({"_between_p", "_among_p"})


def _split_events(f: Formula, notes: list[str]) -> Formula:
    """After a coordination is distributed, one event holds both copies of the coordinated atom:
    "known for A and B" gives ``_know_v_1(e, i, x) ∧ _for_p(e, a) ∧ _for_p(e, b)``, "A as well as B
    played in it" ``_play_v_1(e, a, i) ∧ _play_v_1(e, b, i)``. The distributive reading says each of
    them on its own ("known for A" and "known for B"), so the second copy gets an event of its own,
    with the event's other atoms repeated on it and the variables only they use renamed apart. A
    KG stores each fact as its own triple; one shared event would need both in one fact."""
    if isinstance(f, Exists):
        inner, matrix = strip_exists(f.body)
        vs = tuple(f.vars) + inner
        parts = list(matrix.parts) if isinstance(matrix, And) else [matrix]
        for e in f.vars:  # events bound here (an outer ∃ is left as it is)
            if not e.name.startswith("e"):
                continue
            on_e = [k for k, p in enumerate(parts) if isinstance(p, Atom) and e in p.args]
            if any(e in free_vars(p) for k, p in enumerate(parts) if k not in on_e):
                continue  # the event is also used under a connective: leave it whole
            pair = next(((i, j) for n, i in enumerate(on_e) for j in on_e[n + 1:]
                         if parts[i].pred == parts[j].pred and parts[i].pred not in _COLLECTIVE and len(parts[i].args) == len(parts[j].args)
                         and parts[i].args.index(e) == parts[j].args.index(e)
                         and sum(a != b for a, b in zip(parts[i].args, parts[j].args)) == 1), None)
            if pair is None:
                continue
            i, j = pair
            elsewhere = set().union(*(free_vars(p) for k, p in enumerate(parts) if k not in on_e))
            copied = [parts[k] for k in on_e if k != i]
            taken = {v.name for v in vs} | {v.name for v in free_vars(f)}
            ren: dict[Var, Var] = {}
            for v in [e] + sorted({v for p in copied for v in free_vars(p)} - elsewhere - {e}, key=lambda v: v.name):
                if v in vs:
                    k = 1
                    while f"{v.name}_{k}" in taken:
                        k += 1
                    ren[v] = Var(f"{v.name}_{k}", v.sort)
                    taken.add(ren[v].name)
            kept = [p for k, p in enumerate(parts) if k != j]
            notes.append(f"{parts[i].pred} and {parts[j].pred} of one coordination read on events of their own")
            return _split_events(Exists(vs + tuple(ren.values()),
                                        _conj(kept + [substitute(p, ren) for p in copied])), notes)
        return Exists(f.vars, _split_events(f.body, notes))
    return map_children(f, lambda g: _split_events(g, notes), _conj)


def interpret(m: _mrs.MRS, max_readings: int = 8, *, text: Optional[str] = None, mrs_index: int = 0,
              max_seconds: float = 1.0) -> list[Reading]:
    """The readings of one MRS, one per non-equivalent scoping, most plausible first."""
    if not isinstance(m, _mrs.MRS):
        raise QuestionError("mrs_malformed", f"expected an MRS, got {type(m).__name__}")
    res = resolve(m, max_readings, max_seconds=max_seconds)
    an = _constructions(m, text)
    words = _surface_words(m, text, an.consumed)
    out: list[Reading] = []
    seen: set = set()
    for k, tree in enumerate(res.trees):
        f0, answers, kind, notes0 = translate_tree(m, tree, an)
        inner = None
        if an.extremum is not None and kind != "superlative" and Var(an.extremum[1]) not in answers:
            inner = an.extremum[1:]  # a superlative left inside the formula (its degree existential)
        for f, notes in _distinct_variants(f0, notes0, an):
            if (f, answers, kind) in seen:
                continue
            seen.add((f, answers, kind))
            if tree.fallback:
                notes = notes + ("scope fallback: quantifiers stacked outermost",)
            out.append(Reading(f, answers, kind, mrs_index, k, words, tuple(dict.fromkeys(res.notes + notes)),
                               top=an.top if kind == "superlative" else None, kinds=an.kinds,
                               inner_superlative=inner))
    return out


def _distinct_variants(f: Formula, notes: tuple[str, ...], an: _Analysis) -> list[tuple[Formula, tuple[str, ...]]]:
    """"which other N …", "the same N as Y": first the reading that says the answer is not the named
    individual (x ≠ y, conjoined where y is bound), then the reading without it."""
    if not an.distinct:
        return [(f, notes)]
    g, said = f, []
    for xv, yv, word in an.distinct:
        x, y = Var(an.rep(xv)), Var(an.rep(yv))
        if x == y:
            continue
        h = _conjoin_at(g, y, Not(Eq(x, y)))
        if h is not None and free_vars(h) == free_vars(g):
            g = h
            said.append(f"“{word}”: {x.name} ≠ {y.name}")
    if g == f:
        return [(f, notes)]
    return [(g, notes + tuple(said)),
            (f, notes + tuple(f"“{w}”: not read as excluding the named individual" for _, _, w in an.distinct))]


def _conjoin_at(f: Formula, y: Var, g: Formula) -> Optional[Formula]:
    """``f`` with ``g`` conjoined inside the ∃ that binds ``y`` (at the top when ``y`` is free), along
    conjunctions, ∃, and the bodies of counts and extrema only (a positive context); None if not found."""
    if y in free_vars(f):
        return _conj([f, g]) if not isinstance(f, (Extremum, Count)) else _inside(f, _conj([f.body, g]))
    if isinstance(f, Exists):
        if y in f.vars:
            return Exists(f.vars, _conj([f.body, g]))
        inner = _conjoin_at(f.body, y, g)
        return None if inner is None else Exists(f.vars, inner)
    if isinstance(f, And):
        for k, p in enumerate(f.parts):
            inner = _conjoin_at(p, y, g)
            if inner is not None:
                return And(f.parts[:k] + (inner,) + f.parts[k + 1:])
        return None
    if isinstance(f, (Extremum, Count)):
        inner = _conjoin_at(f.body, y, g)
        return None if inner is None else _inside(f, inner)
    return None


def _inside(f: "Extremum | Count", body: Formula) -> Formula:
    if isinstance(f, Extremum):
        return Extremum(f.var, body, f.measure, f.direction, f.rank)
    return Count(f.vars, body, f.op, f.number)


def readings(mrs_or_list: "_mrs.MRS | Sequence[_mrs.MRS]", max_readings: int = 8, *,
             text: Optional[str] = None) -> list[Reading]:
    """Readings of one MRS or of several (parses, best first): up to ``max_readings`` in all.

    Readings of the first MRS come first; ``Reading.mrs_index`` says which MRS a reading came from.
    Raises ``QuestionError('question_unparsed')`` for an empty list.
    """
    ms = [mrs_or_list] if isinstance(mrs_or_list, _mrs.MRS) else list(mrs_or_list)
    if not ms:
        raise QuestionError("question_unparsed", "no MRS to interpret")
    out: list[Reading] = []
    seen: set = set()
    for n, m in enumerate(ms):
        if len(out) >= max_readings:
            break
        for r in interpret(m, max_readings, text=text, mrs_index=n):
            key = _alpha_key(r)
            if key not in seen and len(out) < max_readings:
                seen.add(key)
                out.append(r)
    return out


_VAR_RE = re.compile(r"(?<![\w:<\"])([a-z]+\d+)(?![\w\"])")


def _alpha_key(r: Reading) -> tuple:
    """A key equal for readings that differ only in variable names (several parses, same logic)."""
    names: dict[str, str] = {}
    for v in r.answer_vars:
        names.setdefault(v.name, f"v{len(names)}")

    def ren(mt: "re.Match") -> str:
        return names.setdefault(mt.group(1), f"v{len(names)}")

    return (r.kind, len(r.answer_vars), _VAR_RE.sub(ren, str(r.formula)))
