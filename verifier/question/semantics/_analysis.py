"""What one MRS's constructions find (:class:`_Analysis`), and the readers of the MRS they share:
its labels, clause heads, the clause a question asks about, cardinals, names, measure nouns.

>>> from delphin.codecs import simplemrs
>>> m = simplemrs.decode('[ TOP: h0 INDEX: e2 RELS: < [ named<0:4> LBL: h1 ARG0: x3 CARG: "Rome" ] '
...                      '[ proper_q<0:4> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] > HCONS: < h5 qeq h1 > ]')
>>> _named_heads(m)
['x3']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from delphin import mrs as _mrs

from ..light import light_word, measure_scales
from ..predicates import words
from ..scales import adjective_scale
from ._rules import IMPERATIVE_VERBS, _is_handle, _vtype, rule_of

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
    # "in which year" on a verb's event: EP index → the predicate it is read as ("when": time_n, loc_nonsp)
    renamed: dict[int, str] = field(default_factory=dict)
    same_as: dict[int, tuple] = field(default_factory=dict)  # "as Y" EP → (event EPs, X, Y): say them of Y
    distinct: list[tuple[str, str, str]] = field(default_factory=list)  # (x, y, word): x ≠ y in a first reading
    top: Optional[int] = None  # "the four youngest": the number of top-ranked answers asked for
    answer_np_universals: frozenset = frozenset()  # "the capitals of all countries": ∀ read as ∃
    notes: list[str] = field(default_factory=list)
    kinds: tuple[str, ...] = ()  # nouns named by "what kind/form/type of N" (Reading.kinds)
    # conjoined nominals ("the father of X and commander in Y"): _and_c EPs read as x = y, so that each
    # noun keeps its own variable and the links on it (which "of" is whose stays visible to the bridge);
    # a predicative coordination ("is a C and a D"): _and_c(x, c, d) read as x = c ∧ x = d
    identities: frozenset = frozenset()

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
    scale_name = scale[0] if scale else words(adj.predicate)
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
