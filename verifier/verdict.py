"""The verdict: accept / reject / unknown, with reason codes, an explanation, and the evidence.

A verdict is a frozen value that serialises to JSON (:meth:`Verdict.to_dict`) and renders as text a
person can read (:meth:`Verdict.render`). ``reject`` is given only on evidence (a countermodel, or a
screen such as an unsafe operation); anything the verifier could not decide is ``unknown``, with the
reason it could not.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = ["Verdict", "REASONS", "STATUSES", "EXIT_CODES", "status_for", "plain_words", "LOGIC_SYMBOLS"]

STATUSES = ("accept", "reject", "unknown")

#: every reason code, with the status it implies when it is the deciding reason
REASONS: dict[str, tuple[str, str]] = {
    # decided before any logic
    "syntax_error": ("reject", "the text is not well-formed SPARQL"),
    "not_a_query": ("reject", "the text is not a SPARQL query"),
    "undeclared_prefix": ("reject", "the query uses a prefix it does not declare"),
    "unsafe_operation": ("reject", "the query updates data or reaches other services"),
    "input_too_large": ("unknown", "the input is larger than the verifier accepts"),
    "too_complex": ("unknown", "the query nests or branches beyond the verifier's limits"),
    "unsupported_query_form": ("reject", "CONSTRUCT/DESCRIBE return graphs, not answers"),
    "unsupported_construct": ("unknown", "the query uses a construct the verifier does not model"),
    "unknown_term": ("reject", "the query names an IRI the knowledge graph does not have"),
    "irrelevant_language_filter": ("reject", "a language filter on an IRI discards every answer"),
    "truncated_query": ("reject", "the query text is cut off"),
    # decided by comparing meanings
    "deviating_entity": ("reject", "the query names another entity than the question"),
    "wrong_relation": ("reject", "the query uses another property or class than the question"),
    "wrong_direction": ("reject", "the query reverses a relation of the question"),
    "missing_constraint": ("reject", "the query drops a constraint of the question"),
    "extra_constraint": ("reject", "the query adds a constraint the question does not have"),
    "wrong_answer_variable": ("reject", "the query returns another variable than the question asks for"),
    "wrong_query_form": ("reject", "the query's form does not fit the kind of question"),
    "wrong_aggregate": ("reject", "the query aggregates or orders differently from the question"),
    "wrong_filter": ("reject", "a FILTER of the query differs from the question's condition"),
    # could not decide
    "question_unparsed": ("unknown", "the question could not be parsed"),
    "scope_unresolved": ("unknown", "no scoped reading of the question could be built"),
    "unresolved_reference": ("unknown", "the question refers to something said earlier in a dialogue it was not given"),
    "bad_context": ("unknown", "the dialogue given with the question could not be read"),
    "no_lexical_bridge": ("unknown", "a question word has no bridge to the knowledge graph"),
    "unlinked_term": ("unknown", "the query uses a term the lexicon does not give for the word, and nothing says it"
                      " means something else"),
    "solver_timeout": ("unknown", "the prover ran out of time"),
    "solver_incomplete": ("unknown", "the prover could not decide the check"),
    "budget_exceeded": ("unknown", "a stage of the check reached its bound on work (the stage is named)"),
    "inconsistent_bridge": ("unknown", "the question contradicts its bridging axioms, so no proof about it means anything"),
    "one_sided_relation": ("unknown", "the query reads a two-way relation from the end the knowledge graph may not"
                           " store it on"),
    "lexicalised_extremum": ("unknown", "the ranking is carried by a word or property name the verifier cannot compare"),
    "type_of_named": ("unknown", "the query adds a class to a thing the question names: whether the thing is of it is a"
                      " fact of the knowledge graph"),
    "place_level": ("unknown", "the question asks for a level of place (a city) of a property the query leaves untyped:"
                    " whether the knowledge graph keeps only that level is a fact of the data"),
    "count_by_property": ("unknown", "a how-many question answered by a numeric property cannot be checked"),
    "uncounted_zero": ("unknown", "the query counts the same things but keeps an answer with none of them only where"
                       " its zero rows have it (\"fewer\", \"at most\", \"min number of\"), which is not shown to be"
                       " every answer or those with the relation at all"),
    "approximate_count": ("unknown", "the question compares two counts approximately (\"around the same number of N as"
                          " X\") or gives a number approximately (\"approximately 5\"); with no tolerance stated, no"
                          " query can be proved to mean it or disproved by it"),
    "internal_error": ("unknown", "the verifier failed on this input"),
    "bad_record": ("unknown", "the audit record could not be read"),
    "worker_crashed": ("unknown", "the audit worker checking this record died, and again in a fresh worker"),
    # accepted
    "equivalent": ("accept", "the query means what the question asks"),
}

#: CLI exit codes by status (2 is reserved for usage errors)
EXIT_CODES = {"accept": 0, "reject": 1, "unknown": 3}


def status_for(code: str) -> str:
    return REASONS.get(code, ("unknown", ""))[0]


@dataclass(frozen=True)
class Verdict:
    """The answer to "does this query answer this question?".

    * ``status``: accept | reject | unknown; ``reasons``: reason codes, the deciding one first;
    * ``explanation``: sentences a person reads;
    * ``proof``: for accept, the reading, the axiom set, and the axioms each direction used;
    * ``countermodel``: for reject by logic, the failing direction and the counterexample's facts;
    * ``repair``: the edit of the query that would make it right, when one was found;
    * ``question_logic``/``query_logic``: the formulas compared (text);
    * ``timings_ms``: per stage; ``notes``: approximations and repairs made on the way.
    * ``grounding``: when a KG was given, whether it holds the data the query asks for, a second
      judgement that never changes ``status`` (:class:`verifier.kg.grounding.Grounding`, as a dict:
      ``status`` ok/empty/unknown_iri/redirect/misused_namespace/unreachable, ``count``, ``evidence``,
      ``repair`` and ``repair_count``, ``checks``: which check ran where).
    """

    status: str
    reasons: tuple[str, ...]
    explanation: str
    question: str = ""
    sparql: str = ""
    proof: dict[str, Any] | None = None
    countermodel: dict[str, Any] | None = None
    repair: str = ""
    question_logic: str = ""
    question_kind: str = ""
    query_logic: str = ""
    query_form: str = ""
    timings_ms: dict[str, float] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    id: str | None = None
    grounding: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")

    @property
    def accepted(self) -> bool:
        return self.status == "accept"

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]

    def with_timings(self, **timings: float) -> "Verdict":
        merged = {k: round(v, 2) for k, v in {**self.timings_ms, **timings}.items()}
        return replace(self, timings_ms=merged)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if self.id is not None:
            d["id"] = self.id
        d.update({
            "status": self.status,
            "reasons": list(self.reasons),
            "explanation": self.explanation,
            "question": self.question,
            "sparql": self.sparql,
            "question_logic": self.question_logic,
            "question_kind": self.question_kind,
            "query_logic": self.query_logic,
            "query_form": self.query_form,
            "proof": self.proof,
            "countermodel": self.countermodel,
            "repair": self.repair or None,
            "notes": list(self.notes),
            "timings_ms": self.timings_ms,
        })
        if self.grounding is not None:
            d["grounding"] = self.grounding
        return d

    def to_json(self, **kwargs: Any) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, **kwargs)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Verdict":
        return cls(status=d["status"], reasons=tuple(d.get("reasons", ())), explanation=d.get("explanation", ""),
                   question=d.get("question", ""), sparql=d.get("sparql", ""), proof=d.get("proof"),
                   countermodel=d.get("countermodel"), repair=d.get("repair") or "",
                   question_logic=d.get("question_logic", ""), question_kind=d.get("question_kind", ""),
                   query_logic=d.get("query_logic", ""), query_form=d.get("query_form", ""),
                   timings_ms=dict(d.get("timings_ms", {})), notes=tuple(d.get("notes", ())), id=d.get("id"),
                   grounding=d.get("grounding"))

    def render(self, verbose: bool = False) -> str:
        """A readable multi-line report in plain words.

        The text form has no logic symbols and no grammar internals: the explanation, the repair and the
        notes are in words and SPARQL triples (:func:`plain_words`); the proof and the counterexample are
        summarised. ``verbose`` adds the formulas compared, the axioms each direction used and the
        counterexample's facts, as they are (``--json`` has them too). For example::

            ACCEPT  [equivalent]
            question: What is the mass of benzene?
            The query means what the question asks: ... (“benzene” is wd:Q2270 (benzene); ...).
            proof: proved both ways with 3 bridging axioms (--verbose shows them)
        """
        mark = {"accept": "ACCEPT", "reject": "REJECT", "unknown": "UNKNOWN"}[self.status]
        lines = [f"{mark}  [{', '.join(self.reasons)}]"]
        if self.question:
            lines.append(f"question: {self.question}")
        lines.append(self.explanation if verbose else plain_words(self.explanation))
        if verbose and self.question_logic:
            lines.append(f"question logic ({self.question_kind}): {self.question_logic}")
        if verbose and self.query_logic:
            lines.append(f"query logic ({self.query_form}): {self.query_logic}")
        if self.proof:
            axioms = self.proof.get("axioms", [])
            if verbose:
                lines.append("proof, axioms used:")
                lines.extend(f"  [{ax['name']}] {ax['formula']}" for ax in axioms)
            else:
                lines.append(f"proof: proved both ways with {len(axioms)} bridging axiom"
                             f"{'' if len(axioms) == 1 else 's'} (--verbose shows them)")
        if self.countermodel:
            direction = self.countermodel.get("direction", "")
            if verbose:
                lines.append(f"counterexample ({direction}):")
                lines.extend(f"  {fact}" for fact in self.countermodel.get("facts", []))
                lines.extend(f"  {same}" for same in self.countermodel.get("identities", []))
            else:
                lines.append(f"counterexample: {direction} (--verbose shows it)")
        if self.repair:
            lines.append(f"repair: {self.repair if verbose else plain_repair(self.repair)}")
        for note in self.notes:
            lines.append(f"note: {note if verbose else plain_words(note)}")
        if self.grounding:
            g = self.grounding
            count = "" if g.get("count") is None else f", {g['count']} answer(s)"
            lines.append(f"grounding: {g.get('status')}{count}: {g.get('explanation', '')}")
            if g.get("repair"):
                lines.append(f"grounded query ({g.get('repair_count')} answer(s)):")
                lines.extend("  " + line for line in str(g["repair"]).splitlines())
            if g.get("checks") and verbose:  # where each check ran: detail for --verbose
                lines.append("grounding checks: " + ", ".join(f"{k} on {v}" for k, v in g["checks"].items()))
        if self.timings_ms:
            lines.append("time: " + ", ".join(f"{k} {v:.1f} ms" for k, v in self.timings_ms.items()))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()


# ---------------------------------------------------------------------------------------- plain words
#: the symbols no text form shows (the JSON's logic fields and ``--verbose`` keep them)
LOGIC_SYMBOLS = frozenset("∀∃∧∨¬→↔⊨⊢≠⊤⊥")

_SYMBOL_WORDS = ((" ∧ ", " and "), (" ∨ ", " or "), ("¬", "not "), (" → ", " implies "), (" ↔ ", " exactly when "),
                 (" ⊨ ", " entails "), (" ⊢ ", " proves "), (" ≠ ", " is not "), ("≤", "<="), ("≥", ">="),
                 ("⊤", "true"), ("⊥", "false"))
#: an atom: a KG predicate (``wdt:P2067``, ``<http://…>``) or a grammar predicate, then its arguments
_ATOM = re.compile(r'(<[^<>\s]+>|[A-Za-z][\w-]*:[\w.-]*|_?[A-Za-z][\w+-]*)\(((?:[^()"]|"[^"]*"|\([^()]*\))*)\)')
_QUANTIFIER = re.compile(r"[∀∃]\s*[\w ]*?\.\s*")
#: an ERG predicate name: ``_mass_n_of``, ``_famous_a_for``, ``_table+salt_n_1``
_ERG = re.compile(r"(?<![\w:])_([a-z][\w+-]*?)_(?:n|v|a|p|q|x|c|adv|r|s|u)(?:_(\w+))?(?![\w(])")
#: grammar predicates that are no word of the question, in words
_GRAMMAR = {"card": "a number", "poss": "a possessive", "compound": "a noun compound", "named": "a name",
            "named_n": "a name", "loc_nonsp": "a place or time adjunct", "appos": "an apposition",
            "ord": "an ordinal", "thing": "something", "person": "someone", "place": "somewhere",
            "generic_entity": "something", "time_n": "a time"}
_GRAMMAR_ARITY = re.compile(r"\b(" + "|".join(sorted(_GRAMMAR, key=len, reverse=True)) + r")/\d\b")
_PREPOSITION_SENSES = frozenset(
    "of for in on at to from with by about as into over under above below after before between like than".split())


def _erg_word(lemma: str, sense: str | None) -> str:
    """``_famous_a_for`` → “famous for”; ``_mass_n_of`` → “mass”; ``_of_p`` → “of”."""
    words = lemma.replace("+", " ")
    return f"“{words} {sense}”" if sense in _PREPOSITION_SENSES and not words.endswith(f" {sense}") and \
        lemma not in _PREPOSITION_SENSES and sense != "of" else f"“{words}”"


def _term(arg: str) -> str:
    arg = arg.strip()
    if not arg or arg[0] in "\"<?" or ":" in arg or re.fullmatch(r"-?[\d.]+(?:e-?\d+)?", arg):
        return arg
    return f"?{arg}"


def _split_args(text: str) -> list[str]:
    return [a for a in re.findall(r'"[^"]*"(?:@[\w-]+|\^\^\S+)?|[^,]+', text) if a.strip()]


def _atom_words(m: re.Match) -> str:
    name, args = m.group(1), _split_args(m.group(2))
    if name.startswith("<") or (":" in name and not name.startswith("fn:")):  # a KG predicate: a triple
        if len(args) == 2:
            return f"{_term(args[0])} {name} {_term(args[1])}"
        return m.group(0)  # (one argument: an IRI's local name in brackets, "dbr:Mercury_(planet)")
    if name in ("named", "named_n") and len(args) == 2:
        return "“" + args[1].strip().strip('"') + "”"
    if name == "card" and len(args) == 2:
        return args[1].strip().strip('"')
    erg = _ERG.fullmatch(name)
    if erg:
        return _erg_word(erg.group(1), erg.group(2))
    if name in _GRAMMAR:
        return _GRAMMAR[name]
    return m.group(0)  # a SPARQL function (lang(?x)) or prose in brackets: as it is


def plain_words(text: str) -> str:
    """``text`` with logic notation and grammar internals put in words, for the text form of a verdict.

    Atoms of KG predicates become SPARQL triples, grammar predicates the words they come from,
    quantifier prefixes go, and connectives are spelled out; prose passes through unchanged::

        >>> plain_words("drop wdt:P31(v, wd:Q11173)")
        'drop ?v wdt:P31 wd:Q11173'
        >>> plain_words("reading 2 set aside: no bridge for _of_p")
        'reading 2 set aside: no bridge for “of”'
        >>> plain_words("∃x8. _nitrogen_n_1(x8) ∧ _contain_v_1(x3, x8)")
        '“nitrogen” and “contain”'
    """
    if not text:
        return text
    out = _QUANTIFIER.sub("", text)
    for _ in range(3):  # atoms inside atoms' arguments are rare, but an outer one may wrap a rewritten inner
        new = _ATOM.sub(_atom_words, out)
        if new == out:
            break
        out = new
    out = _GRAMMAR_ARITY.sub(lambda m: _GRAMMAR[m.group(1)], out)
    out = _ERG.sub(lambda m: _erg_word(m.group(1), m.group(2)), out)
    for symbol, words in _SYMBOL_WORDS:
        out = out.replace(symbol, words)
    for symbol in LOGIC_SYMBOLS & set(out):  # one without spaces around it
        out = out.replace(symbol, f" {_SYMBOL_WORDS[[s.strip() for s, _ in _SYMBOL_WORDS].index(symbol)][1].strip()} ")
    return re.sub(r"(?<=\S)  +", " ", out)  # (indentation, as in a Turtle snippet, stays)


def plain_repair(repair: str) -> str:
    """A repair in words: ``wd:Q15779 → wd:Q2270`` is "replace wd:Q15779 with wd:Q2270"; each of several
    edits (``;``-separated) on its own."""
    def one(edit: str) -> str:
        edit = edit.strip()
        if " → " in edit and edit.count(" → ") == 1:
            old, new = edit.split(" → ")
            return f"replace {plain_words(old)} with {plain_words(new)}"
        return plain_words(edit)
    return "; ".join(one(e) for e in repair.split("; "))
