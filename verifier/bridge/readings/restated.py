"""An adjective with no reading of its own that restates a word of the name the query's property has for
the noun it modifies.

A KG property is often named by an adjective and a noun ("diplomatic relation", "official language"),
and a question may say the adjective in another word of the same WordNet sense: "Does X have tactful
political relations with Y?" where ``wdt:P530`` is named "diplomatic relation" and "political relation"
(WordNet files *tactful* as a satellite of *diplomatic*: "using or marked by tact"). The noun and its
other words are read already ("political relations" as ``wdt:P530``); the adjective then says of the
relation what the property's own name says of it, nothing the query leaves out:

    ∀x. _relation_n_1(x) → _tactful_a_1(x)

for the noun the adjective modifies, only where one name of a query property holds both that noun (up to
number) and a word WordNet links to the adjective: one of its synonyms, the head adjective of one of its
senses' clusters (its "similar to"), a word derived from it or the noun it pertains to. The rule adds
nothing to the question-to-query direction (the adjective is implied by the noun, never the other way),
so a query with another property is judged by the noun's own readings as before. An adjective the lexicon
reads, or any reader before this one, is left to them; one on an event ("used originally") modifies no
noun and gets none. Below the lexicon's readings (``W_BY_NAME``), and the explanation names the property.

>>> from verifier.logic import Atom, Var
>>> str(_implied(Atom("_relation_n_1", (Var("x8"),)), Atom("_tactful_a_1", (Var("x8"),))))
'∀x. _relation_n_1(x) → _tactful_a_1(x)'
"""

from __future__ import annotations

from ...logic import Atom, Forall, Formula, Implies, Var
from ..context import WordContext, one_place
from ..model import Axiom
from ..namelinks import relatives
from ..options import Option, _is_event, _looks_like_property, _stem_token, _typing_properties, parse_erg_predicate
from ..weights import W_BY_NAME

__all__ = ["RESTATED", "read_restated_modifier"]

#: the template (family) name of the reading's axioms, which the explanations name
RESTATED = "restated_modifier"

#: how many of the adjective's WordNet senses lend their cluster heads ("similar to")
_SENSES = 3


def _implied(noun: Atom, adjective: Atom) -> Formula:
    """``∀x. noun(x) → adjective(x)``: the adjective holds of whatever the noun names."""
    x = Var("x")
    return Forall((x,), Implies(Atom(noun.pred, (x,)), Atom(adjective.pred, (x,))))


def adjective_links(wordnet, lemma: str) -> frozenset[str]:
    """The words WordNet links to the adjective ``lemma`` (lower case, stemmed): its relatives
    (:func:`~verifier.bridge.namelinks.relatives`: synonyms of its first sense, derived words, the nouns it
    pertains to) and the head adjectives of the clusters of its first :data:`_SENSES` senses
    ("tactful" → "diplomatic"); the word itself aside.

    >>> from verifier.bridge.wordnet import load_wordnet, wordnet_available
    >>> "diplomatic" in adjective_links(load_wordnet(), "tactful") if wordnet_available() else True
    True
    """
    if wordnet is None:
        return frozenset()
    words = set(relatives(wordnet, lemma, "a"))
    try:
        senses = [s for p in ("a", "s") for s in wordnet.synsets(lemma.replace(" ", "_"), p)][:_SENSES]
        words |= {n for s in senses for head in s.similar_tos() for n in head.lemma_names()}
    except Exception:  # a damaged install or an odd form: its relatives only
        pass
    own = _stem_token(lemma.lower())
    return frozenset(t for w in words for t in (_stem_token(w.lower().replace("_", " ")),) if t != own)


def read_restated_modifier(w: WordContext, res) -> list[Option]:
    """An adjective no lexicon entry and no reader before reads, on a noun, that restates a word of a name
    of a query property holding that noun too (see the module): implied by the noun."""
    erg = w.erg
    if erg.pos != "a" or w.lex or w.found or not all(one_place(o) for o in w.occurrences):
        return []
    x = w.example.args[0]
    if not isinstance(x, Var) or _is_event(x):
        return []
    nouns = [n for n in w.ctx.nouns if one_place(n) and n.args[0] == x]
    links = adjective_links(res._wordnet(), erg.lemma)
    if not nouns or not links:
        return []
    out: list[Option] = []
    for p, labels in w.query.labels.items():
        if not _looks_like_property(p) or p in _typing_properties():
            continue
        for label in labels:
            words = {_stem_token(t) for t in str(label).lower().split()}
            if not words & links:
                continue
            for noun in nouns:
                nerg = parse_erg_predicate(noun.pred)
                if nerg is None or _stem_token(nerg.lemma.lower()) not in words:
                    continue
                said = (f"“{w.word or erg.lemma}” restates the name of {p}, “{label}”: WordNet links the adjective to "
                        f"a word of that name, which holds “{nerg.lemma}” too; the lexicon does not list the word")
                ax = Axiom(f"{RESTATED}:{erg.pred}@{p}", _implied(noun, w.example), RESTATED, source=said,
                           word=w.word, weight=W_BY_NAME)
                out.append(Option(w.key, (ax,), W_BY_NAME))
                break
            if out and out[-1].axioms[0].name.endswith(f"@{p}"):
                break
    return out
