"""A query term no question word is read as: evidence against it, or ``unknown``.

A lexicon lists some meanings of a word, not all, and WordNet and the KG's names link only some words to
the terms a KG stores them under. So when a rejection rests on a query term that no word of the
question is bridged to ("the query uses ``dbo:occupation``, which no question word is bridged to"), the
term's mere absence from the bridge is no evidence that the query is wrong. This module says whether
there is evidence of another kind, and otherwise words the ``unknown`` verdict:

- a question **individual** the query never names ("ESA" in "ESA astronauts", the query types only
  astronauts): the query has lost a named constraint, whatever its other terms mean;
- a **term with an account of its own** against each question word the query leaves without a
  counterpart (:func:`~verifier.bridge.evidence_against`: a lexicon entry that reads the term as another
  word, a word of its name that WordNet sets against the word): ``dbo:capital`` where "mayor" is read as
  ``dbo:mayor``;
- a **name property** no question name is read as (``?p foaf:name "…"`` for a thing the question
  identifies otherwise): the query picks out its thing by a string the question does not give it;
- a **class wider than the noun's** (``dbo:Place`` where "state" is read as ``dbo:State``): by the
  class hierarchy table or by WordNet, whose "state" is a kind of "place". A wider class drops the
  noun's constraint; a narrower one (a hyponym) says more than the noun but not against it.

Without such evidence the verdict is ``unlinked_term`` (unknown). Worked example: "Which cities does
Skyvia serve?" with ``dbr:Skyvia dbo:destination ?c . ?c a dbo:City``, where the bridge reads "serve"
only as ``dbo:hubAirport``: ``dbo:destination`` has no word, and nothing says a destination is not what
an airline serves (no lexicon entry reads it as another word, and WordNet sets no word of its name
against "serve"), so the query is not disproved. Where every question word's reading is in the query, the unread term says more than the question:
a constraint it does not ask for, and the rejection stands, unless the query *is* the question with
the term read as the identity of its two ends (:func:`~verifier.prover.diagnose._as_step`): a step the
KG takes between things the question links (``?tower dbo:location ?l . ?l dbo:country ?c`` for "In
which country is the tower located?"), ``unknown``. (Measured: ``unknown`` for every such term turned
24 of the 1,998 perturbations of the QALD-9 golds from rejects into unknowns; ``unknown`` for a term
beside an unread word, 3.) Pure
functions over the bridge's tables and WordNet; the verdict itself is made in :mod:`verifier.api`.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from .logic import Atom, Const, Formula, atoms

#: templates whose axioms say nothing of what a question word means (the KG's own rules)
_NOT_WORDS = frozenset({"domain_range", "symmetric", "core", "inverse"})


def _query_terms(formula: Formula) -> set[str]:
    """The predicates and IRI constants of ``formula``."""
    found = list(atoms(formula))
    return {a.pred for a in found} | {t.name for a in found for t in a.args if isinstance(t, Const) and t.kind == "iri"}


def unread_terms(formula: Formula, unbridged: Iterable[str], type_preds: Sequence[str],
                 read: set[str]) -> tuple[str, ...]:
    """The terms behind the unbridged predicates: the predicate itself, or for a typing predicate the
    classes it gives that no word is read as (``rdf:type`` stands for ``dbo:Place``)."""
    out: list[str] = []
    for pred in unbridged:
        if pred in type_preds:
            out += [a.args[1].name for a in atoms(formula) if isinstance(a, Atom) and a.pred == pred
                    and len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].name not in read]
        else:
            out.append(pred)
    return tuple(dict.fromkeys(out))


def unmatched_words(axioms: Iterable[Any], formula: Formula) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The question words whose reading the query never uses: word → (template family, its KG terms)."""
    terms = _query_terms(formula)
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for a in axioms:
        if a.word and a.kg_terms and a.template not in _NOT_WORDS and not set(a.kg_terms) & terms:
            out.setdefault(a.word, (a.template, tuple(a.kg_terms)))
    return out


def word_read_as(axioms: Iterable[Any], kg: str) -> str:
    """The question word an axiom set reads as the KG term ``kg`` ("" when none does)."""
    return next((a.word for a in axioms if kg in a.kg_terms and a.word), "")


def unnamed_names(axioms: Iterable[Any]) -> list[str]:
    """The question's names (with a letter: not a bare number) that no query term or string is given
    for: the bridge found nothing in the query that the name names (``entity.tmpl`` with no KG term)."""
    return [a.word for a in axioms if a.template == "entity" and a.word and not a.kg_terms
            and any(c.isalpha() for c in a.word) and " as the string " not in a.source
            and " as the query's value " not in a.source]


def _wider_class(bridge, term: str, classes: Iterable[str], word: str) -> str | None:
    """Why class ``term`` is wider than the word's classes, or None."""
    table = bridge.superclasses() if hasattr(bridge, "superclasses") else {}
    for cls in classes:
        seen, todo = set(), [cls]
        while todo:
            c = todo.pop()
            for wider in table.get(c, ()):
                if wider == term:
                    return f"{term} is wider than {cls} (the class hierarchy)"
                if wider not in seen:
                    seen.add(wider)
                    todo.append(wider)
    wordnet = bridge._wordnet()
    if wordnet is None:
        return None
    from .kg.iri import local_name, name_words

    head = "_".join(name_words(local_name(term) if ":" in term else term))
    base = wordnet.morphy(word.lower().replace(" ", "_"), "n") or word.lower().replace(" ", "_")
    for sense in list(wordnet.synsets(base, "n"))[:2]:
        above = sense.closure(lambda s: s.hypernyms() + s.instance_hypernyms())
        if any(head in s.lemma_names() for s in above) and head not in sense.lemma_names():
            return f"WordNet's “{word}” is a kind of {head.replace('_', ' ')}, so {term} is wider"
    return None


def evidence(bridge, formula: Formula, axioms: Sequence[Any], unbridged: Iterable[str],
             type_preds: Sequence[str], step: bool = False) -> str | None:
    """Evidence that the query's unbridged terms do not say what the question says, or None.

    ``axioms``: the axiom set of the reading the rejection rests on; ``unbridged``: the query's
    predicates no word is bridged to (:class:`~verifier.prover.diagnose.Diagnosis` ``unbridged``);
    ``step``: the query is the question with each of them read as the identity of its two ends
    (``Diagnosis.step``)."""
    from .bridge import evidence_against

    words = unmatched_words(axioms, formula)
    named = [w for w, (family, _) in words.items() if family == "entity"] + unnamed_names(axioms)
    if named:
        return f"the query never names what the question's “{named[0]}” names"
    read = {t for a in axioms for t in (a.kg_terms or ())}
    terms = unread_terms(formula, unbridged, type_preds, read)
    if not terms:
        return None
    names = [t for t in terms if t in (bridge.name_properties() if hasattr(bridge, "name_properties") else ())]
    if names:
        # a string the query names a thing by, which no name of the question is read as: the query
        # identifies something the question does not name (or names another thing by it)
        return f"the query names a thing by {names[0]}, a string no name of the question is read as"
    if not words:
        # every word's reading is in the query and the query says more: a step the KG takes between the
        # things the question links (the query is the question with the term read as identity), or a
        # constraint the question does not ask for
        return None if step else ("every question word's reading is in the query, and the query says more "
                                  "through " + ", ".join(terms))
    for term in terms:
        against = []
        for word, (family, kg) in words.items():
            why = (_wider_class(bridge, term, [t for t in kg if t[:1] != "?"], word)
                   if family in ("class_noun", "member_class") else None)
            why = why or evidence_against(bridge, term, word, instead=kg[0] if kg and ":" in kg[0] else "")
            if why is None:
                break
            against.append(f"{term} for “{word}”: {why}")
        else:
            return "; ".join(against)
    return None


def unlinked_explanation(formula: Formula, axioms: Sequence[Any], unbridged: Iterable[str],
                         type_preds: Sequence[str], named: Callable[[str], str], step: bool = False) -> str:
    """The ``unlinked_term`` explanation: which terms no word is read as, and which words the query
    leaves without a counterpart (or that the terms are a step between things the question links)."""
    read = {t for a in axioms for t in (a.kg_terms or ())}
    terms = ", ".join(named(t) for t in unread_terms(formula, unbridged, type_preds, read))
    if step and not unmatched_words(axioms, formula):
        return (f"The query uses {terms}, which no question word is read as, as a step between things the question "
                f"links: read as the identity of its two ends, the query is the question. Whether the KG records the "
                f"question's relation at the far end of that step, nothing here says.")
    where = ", ".join(f"“{w}” as {', '.join(kg)}" for w, (_, kg) in unmatched_words(axioms, formula).items())
    return (f"The query uses {terms}, which no question word is read as, where the question's words are read "
            f"{where}. Nothing says {terms} means something other than those words (no lexicon entry reads it "
            f"as another word, WordNet sets no word of its name against them, no class it names is wider): it "
            f"may be how the KG states the same thing.")


def unlinked(bridge, axioms: Sequence[Any], diag: Any, formula: Formula, type_preds: Sequence[str],
             named: Callable[[str], str]) -> tuple[str | None, str]:
    """``(explanation, "")`` for an ``unlinked_term`` verdict, or ``(None, note)`` where the rejection
    stands (the note says on what evidence; "" where the rejection is not this module's to judge).

    Two rejections are judged: a repair that renames the query's ``diag.old`` into the ``diag.new`` the
    lexicon gives the question's word, and a query whose ``diag.unbridged`` predicates no word is read as."""
    from .bridge import evidence_against

    if diag.old and diag.new:
        word = word_read_as(axioms, diag.new)
        if not word:
            return None, ""
        why = evidence_against(bridge, diag.old, word, instead=diag.new if ":" in diag.new else "")
        if why is not None:
            return None, f"{diag.old} is not a reading of “{word}”: {why}"
        return (f"The query uses {named(diag.old)} where the lexicon reads “{word}” as {named(diag.new)}. Nothing "
                f"says {diag.old} means something other than “{word}”: no lexicon entry reads it as another word, and "
                f"WordNet sets no word of its name against the word (its opposite or another of its kind): it may "
                f"name the same relation."), ""
    why = evidence(bridge, formula, axioms, diag.unbridged, type_preds, diag.step)
    if why is not None:
        return None, f"the rejection rests on evidence: {why}"
    return unlinked_explanation(formula, axioms, diag.unbridged, type_preds, named, diag.step), ""
