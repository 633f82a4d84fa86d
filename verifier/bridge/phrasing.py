"""What a reading that takes several atoms as one individual builds: a :class:`_Phrase` (an option with
the atoms it covers) and its rule (:func:`_phrase_option`: the words imply the individual, and ground
facts give the individual those words). Shared by the phrase, compound and title readings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..logic import Atom, Const, Eq, Forall, Formula, Implies, Var, conj, substitute
from ..question.reading import Reading
from .context import _var_index
from .model import Axiom
from .options import NAME_PREDS, Option, _is_event, _ordinal_words
from .weights import W_QUERY_LABEL


@dataclass(frozen=True)
class _Phrase:
    option: Option
    atoms: frozenset


def _phrase_option(head: Var, covered: set, name: str, reading: Reading, is_class: bool = False,
                   context: set = frozenset(), weight: float = W_QUERY_LABEL, text: str | None = None,
                   type_pred: str = "rdf:type", source: str | None = None) -> _Phrase:
    """The option for a phrase: ``∀… words(…) → head = c`` and ground facts giving ``c`` those words.
    ``context``: the verb predications whose event carries a preposition of the phrase ("won the
    Nobel Prize in Physics"); the rule then names the verb with the head as its object, and the
    fact for that preposition holds of every such event of the verb with ``c`` as its object
    (``∀e a. _win_v_1(e, a, c) → _in_p(e, w)``), which keeps the check free of ∀∃. ``type_pred``: the
    predicate a class rule types by (the query's: ``wdt:P31`` on Wikidata). ``source``: how the phrase
    was found to name ``name``, for the explanation (default: its label is the phrase)."""
    on_event = {a for a in covered if a.args and _is_event(a.args[0])}
    ordered = sorted(covered, key=str)
    in_rule = ordered + sorted(context, key=str)
    variables = sorted({t for a in in_rule for t in a.args if isinstance(t, Var)}, key=_var_index)
    renamed = {v: Var(f"x{i}") for i, v in enumerate(variables)}
    c = Const(name)
    witness = {v: (c if v == head else Const(f"?{name}#{i}")) for i, v in enumerate(variables)}
    if is_class:
        x = Var("x")
        rule = Forall(tuple(renamed[v] for v in variables),
                      Implies(conj([substitute(a, renamed) for a in ordered]), Atom(type_pred, (renamed[head], c))))
        facts = Forall((x,), Implies(Atom(type_pred, (x, c)),
                                     conj([substitute(a, {**witness, head: x}) for a in ordered])))
    else:
        rule = Forall(tuple(renamed[v] for v in variables),
                      Implies(conj([substitute(a, renamed) for a in in_rule]), Eq(renamed[head], c)))
        facts = conj([substitute(a, witness) for a in ordered if a not in on_event]
                     + [_event_fact(a, verb, head, witness)
                        for a in sorted(on_event, key=str) for verb in context if verb.args[0] == a.args[0]])
    if text is None:
        text = " ".join(_phrase_word(a, reading) for a in ordered if not _is_phrase_edge(a.pred))
    key = ("phrase", name, head.name)
    source = source or f'query IRI {name}: its label is the phrase "{text}"'
    axs = (Axiom(f"entity:phrase({text})={name}", rule, "entity", source=source, word=text, kg_terms=(name,),
                 weight=weight),
           Axiom(f"entity:phrase({text})={name}#facts", facts, "entity", source=source, word=text,
                 kg_terms=(name,), weight=weight))
    return _Phrase(Option(key, axs, weight, frozenset(covered)), frozenset(covered))


def _event_fact(prep: Atom, verb: Atom, head: Var, witness: dict) -> Formula:
    """``∀e a. verb(e, a, c) → prep(e, w)``: the preposition of a phrase attached to the event of the
    verb whose object the phrase is, for every such event (see :func:`_phrase_option`)."""
    e, agent = Var("e"), Var("a")
    args = tuple(e if t == verb.args[0] else witness[head] if t == head else agent for t in verb.args)
    body = Implies(Atom(verb.pred, args), Atom(prep.pred, (e, witness[prep.args[1]])))
    return Forall(tuple(v for v in (e, agent) if v in args), body)


#: predicates that join the words of a phrase naming one individual: head first
PHRASE_EDGES = ("compound", "_of_p", "poss")


def _is_phrase_edge(pred: str) -> bool:
    return pred in PHRASE_EDGES or bool(_NOUN_PREPOSITION.match(pred))


def _phrase_word(a: Atom, reading: Reading) -> str:
    """The word of one atom of a phrase, for the explanation: a name's own text (every name atom
    has the predicate ``named``, so the reading's word of the predicate is only the first name's),
    an ordinal's word, else the reading's word for the predicate."""
    if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
        return a.args[1].name.replace("_", " ")
    if a.pred == "ord" and len(a.args) == 2 and isinstance(a.args[1], Const):
        return _ordinal_words().get(a.args[1].name, a.args[1].name)
    return reading.word_of(a.pred) or a.pred


#: ... and any preposition on a noun ("the Nobel Prize in Physics", "Ministry for Culture")
_NOUN_PREPOSITION = re.compile(r"^_[a-z]+_p(?:_[a-z]+)?$")
