"""What a user can add when a question word has no bridge: the word in user terms, and a lexicon entry.

A check that ends ``no_lexical_bridge`` knows the grammar predicates nothing bridged (``_colour_n_1``,
``_of_p``, ``card``); a person knows words. :func:`missing_words` groups the predicates into the
phrases the question wrote ("colour of", "famous for", the number "150") and :func:`turtle_entry`
writes, for a content word, a Lemon/OntoLex entry in the shape of ``examples/chemistry/lexicon.ttl``
that the bridge's templates read (LexInfo NounPPFrame, NounPredicateFrame, TransitiveFrame,
IntransitivePPFrame, AdjectivePredicateFrame)::

    >>> print(turtle_entry(MissingWord("colour", "noun", "of"), "http://www.wikidata.org/prop/direct/P462"))
    @prefix : <http://example.org/lexicon#> .
    ...
    :colour a ontolex:LexicalEntry ;
        lexinfo:partOfSpeech lexinfo:noun ;
    ...

The entry's KG term is the caller's guess (a query term no question word is read as) or a placeholder
IRI; the explanation says which, since only the user knows what the word means.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from .logic import Atom, Cmp, Const, Formula, atoms, subformulas

__all__ = ["MissingWord", "missing_words", "turtle_entry", "unread_query_terms", "PLACEHOLDER_PROPERTY",
           "PLACEHOLDER_CLASS", "PLACEHOLDER_VALUE"]

PLACEHOLDER_PROPERTY = "http://example.org/kg/REPLACE-with-the-property"
PLACEHOLDER_CLASS = "http://example.org/kg/REPLACE-with-the-class"
PLACEHOLDER_VALUE = "http://example.org/kg/REPLACE-with-the-value"

_ERG = re.compile(r"^_([a-z][\w+-]*?)_(n|v|a|p)(?:_(\w+))?$")
_POS = {"n": "noun", "v": "verb", "a": "adjective", "p": "preposition"}
#: grammar predicates a lexicon entry cannot take alone, in words (the bridge's own words for them
#: name the predicates; these name what the question wrote)
_GRAMMAR = {"poss": "the possessive (’s, their, its)", "compound": "the noun compound",
            "loc_nonsp": "the place or time phrase", "card": "the number", "ord": "the ordinal"}
#: words that take a relational noun's owner (the bridge's relational_noun links)
_LINKS = {"_have_v_1": "“have”", "poss": "the possessive"}


@dataclass(frozen=True)
class MissingWord:
    """A question word with no reading: its text, part of speech (noun, verb, adjective, preposition,
    comparison, name, number or grammar) and the preposition that goes with it, when the question has one
    on it ("colour of")."""

    word: str
    pos: str
    preposition: str = ""
    #: the dictionary form ("gas" for "gases"), the entry's canonical form
    lemma: str = ""
    #: what needs the noun as a relation ("have", "the possessive"): its entry then takes "of"
    linked: str = ""

    @property
    def phrase(self) -> str:
        return f"{self.word} {self.preposition}" if self.preposition and not self.linked else self.word

    @property
    def takes_entry(self) -> bool:
        return self.pos in ("noun", "verb", "adjective")


def _lemma(pred: str) -> tuple[str, str, str] | None:
    m = _ERG.match(pred)
    return (m.group(1).replace("+", " "), _POS[m.group(2)], m.group(3) or "") if m else None


def missing_words(formula: Formula, unbridged: Iterable[tuple[str, str]], word_of=lambda pred: None
                  ) -> list[MissingWord]:
    """The phrases of the question behind ``unbridged`` predicates (``(predicate, why)`` pairs of an
    axiom set), each once, in the question's order of predicates: a preposition that shares an
    argument with an unbridged noun, verb or adjective goes with it ("colour" + "of")."""
    preds = list(dict.fromkeys(p for p, _ in unbridged))
    found = list(dict.fromkeys(atoms(formula)))
    by_pred: dict[str, list[Atom]] = {}
    for a in found:
        by_pred.setdefault(a.pred, []).append(a)
    preps = {p: _lemma(p) for p in preds if (_lemma(p) or ("", "", ""))[1] == "preposition"}
    # a degree the formula compares ("greater than 0.7": _great_a_for(x, d) ∧ d > 0.7) is a comparison,
    # which no single lexicon entry of these shapes reads
    compared = {t for g in subformulas(formula) if isinstance(g, Cmp) for t in (g.left, g.right)}
    taken: set[str] = set()
    # "X has a smell", "its smell": "have" and the possessive take a relational noun ("the smell of X");
    # with the noun missing, the noun's entry is what is needed, and the link is no word of its own
    links: dict[str, str] = {}
    for p in preds:
        lemma = _lemma(p)
        if lemma is not None and lemma[1] == "noun":
            args = {t for a in by_pred.get(p, ()) for t in a.args}
            link = next((q for q in preds if q in _LINKS and q not in taken
                         and any(set(b.args) & args for b in by_pred.get(q, ()))), None)
            if link is not None:
                taken.add(link)
                links[p] = _LINKS[link]
    out: list[MissingWord] = []
    for p in preds:
        lemma = _lemma(p)
        if lemma is None or lemma[1] == "preposition" or p in taken:
            continue
        word = word_of(p) or lemma[0]
        args = {t for a in by_pred.get(p, ()) for t in a.args}
        if p in links:
            out.append(MissingWord(word, "noun", "of", lemma[0], links[p]))
            continue
        prep = next((q for q in preps if q not in taken and any(set(b.args) & args for b in by_pred.get(q, ()))),
                    None)
        if lemma[1] == "adjective" and args & compared:
            out.append(MissingWord(word, "comparison", "", lemma[0]))
            continue
        if prep is not None:
            taken.add(prep)
        out.append(MissingWord(word, lemma[1], preps[prep][0] if prep else "", lemma[0]))
    for p in preds:
        lemma = _lemma(p)
        if p in taken:
            continue
        if lemma is not None and lemma[1] == "preposition":
            out.append(MissingWord(word_of(p) or lemma[0], "preposition"))
        elif lemma is None:
            m = re.match(r'^(?:named|named_n)\("(.*)"\)$', p)
            if m:
                out.append(MissingWord(m.group(1), "name"))
            elif p == "card":
                numbers = [str(a.args[1].name) for a in by_pred.get(p, ()) if len(a.args) > 1
                           and isinstance(a.args[1], Const)]
                out.append(MissingWord(", ".join(numbers) or "a number", "number"))
            else:
                out.append(MissingWord(_GRAMMAR.get(p, "a grammatical construction"), "grammar"))
    return list(dict.fromkeys(out))


def _ident(word: str) -> str:
    return re.sub(r"\W+", "_", word.strip().lower()).strip("_") or "entry"


def turtle_entry(missing: MissingWord, term: str | None = None, value: str | None = None) -> str:
    """A Lemon/OntoLex entry for ``missing`` reading it as the KG ``term`` (a full IRI; a placeholder IRI
    when None): a relational noun (NounPPFrame, "the colour OF x") or class noun, a transitive verb or
    one with a preposition (IntransitivePPFrame, also for an adjective with one: "rich in"), or an
    adjective as a property's value (an owl:hasValue restriction). Self-contained Turtle: it parses alone and may be appended to a lexicon
    (Turtle allows a prefix to be declared again)."""
    w, pos, prep = missing.lemma or missing.word, missing.pos, missing.preposition
    ident = _ident(f"{w} {prep}")
    lines = ["@prefix : <http://example.org/lexicon#> .",
             "@prefix ontolex: <http://www.w3.org/ns/lemon/ontolex#> .",
             "@prefix synsem: <http://www.w3.org/ns/lemon/synsem#> .",
             "@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .",
             "@prefix owl: <http://www.w3.org/2002/07/owl#> .", ""]
    form = f'    ontolex:canonicalForm [ ontolex:writtenRep "{_escape(w)}"@en ] ;'
    marker = f':{ident}_obj synsem:marker [ ontolex:writtenRep "{_escape(prep)}"@en ] .'
    if pos == "noun" and prep:
        prop = f"<{term or PLACEHOLDER_PROPERTY}>"
        lines += [f":{ident} a ontolex:LexicalEntry ;", "    lexinfo:partOfSpeech lexinfo:noun ;", form,
                  "    synsem:synBehavior [ a lexinfo:NounPPFrame ;",
                  f"        lexinfo:copulativeArg :{ident}_subj ;",
                  f"        lexinfo:prepositionalAdjunct :{ident}_obj ] ;",
                  "    ontolex:sense [ a synsem:OntoMap ;", f"        ontolex:reference {prop} ;",
                  f"        synsem:subjOfProp :{ident}_obj ;", f"        synsem:objOfProp :{ident}_subj ] .", marker]
    elif pos == "noun":
        # a class, or (with ``value``) the things whose ``term`` is ``value`` (instance-of in Wikidata)
        ref = (f"[ a owl:Restriction ; owl:onProperty <{term}> ; owl:hasValue <{value}> ]" if term and value
               else f"<{term or PLACEHOLDER_CLASS}>")
        lines += [f":{ident} a ontolex:LexicalEntry ;", "    lexinfo:partOfSpeech lexinfo:noun ;", form,
                  f"    synsem:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :{ident}_arg ] ;",
                  f"    ontolex:sense [ ontolex:reference {ref} ;", f"        synsem:isA :{ident}_arg ] ."]
    elif pos == "verb" or (pos == "adjective" and prep):  # "dissolve in", "rich in": a relation
        prop = f"<{term or PLACEHOLDER_PROPERTY}>"
        frame = ("IntransitivePPFrame", "prepositionalAdjunct") if prep else ("TransitiveFrame", "directObject")
        lines += [f":{ident} a ontolex:LexicalEntry ;", f"    lexinfo:partOfSpeech lexinfo:{pos} ;", form,
                  f"    synsem:synBehavior [ a lexinfo:{frame[0]} ;", f"        lexinfo:subject :{ident}_subj ;",
                  f"        lexinfo:{frame[1]} :{ident}_obj ] ;",
                  "    ontolex:sense [ a synsem:OntoMap ;", f"        ontolex:reference {prop} ;",
                  f"        synsem:subjOfProp :{ident}_subj ;", f"        synsem:objOfProp :{ident}_obj ] ."]
        if prep:
            lines.append(marker)
    elif pos == "adjective":
        prop = f"<{term or PLACEHOLDER_PROPERTY}>"
        lines += [f":{ident} a ontolex:LexicalEntry ;", "    lexinfo:partOfSpeech lexinfo:adjective ;", form,
                  f"    synsem:synBehavior [ a lexinfo:AdjectivePredicateFrame ; lexinfo:copulativeSubject :{ident}_arg ] ,",
                  f"        [ a lexinfo:AdjectiveAttributiveFrame ; lexinfo:attributiveArg :{ident}_arg ] ;",
                  f"    ontolex:sense [ ontolex:reference [ a owl:Restriction ; owl:onProperty {prop} ;",
                  f"            owl:hasValue <{value or PLACEHOLDER_VALUE}> ] ;",
                  f"        synsem:isA :{ident}_arg ] ."]
    else:
        raise ValueError(f"no lexicon entry shape for a {pos}: {missing.phrase!r}")
    return "\n".join(lines) + "\n"


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def unread_query_terms(query: Formula, read: Sequence[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """The query's properties, and its classes with the typing property (``rdf:type``/``wdt:P31``), that
    no bridged question word is read as: the candidates for what a missing word means."""
    props: list[str] = []
    classes: list[tuple[str, str]] = []
    for a in atoms(query):
        if a.pred in ("rdf:type", "wdt:P31") and len(a.args) == 2 and isinstance(a.args[1], Const):
            if a.args[1].name not in read:
                classes.append((a.pred, str(a.args[1].name)))
        elif (":" in a.pred or a.pred.startswith("<")) and a.pred not in read and not a.pred.startswith(
                ("rdf:", "rdfs:", "owl:", "xsd:", "skos:")):
            props.append(a.pred)
    return list(dict.fromkeys(props)), list(dict.fromkeys(classes))
