"""A word with no reading read as the class the query types its answer by, where WordNet says the class's
label names the word's kind.

Conversational benchmarks over Wikidata (CSQA, SPICE) type each answer by one class of an older, coarser
typing: "Which gene encodes X?" as ``wd:X wdt:P702 ?x . ?x wdt:P31 wd:Q863908`` ("nucleic acid sequence"),
"Which metabolic process is X involved in?" typed as ``wd:Q1057`` ("metabolism"). The lexicon names the class
by its label only, so the question's word has no reading at all and the check stays ``unknown``. Four rules,
each over WordNet and the label of a class *the query itself types by*, on a KG whose profile says its
questions type every answer (``typed_answer_namespaces``; never DBpedia, where a class is a real filter):

* **a noun one step below the label's head** (:func:`noun_below_label`): the first WordNet sense of the noun
  has as its direct hypernym a sense of the label's last word, no top-level node ("gene" is a kind of
  "sequence", the head of "nucleic acid sequence"). The noun then reads as the class:
  ``∀x. _gene_n_1(x) ↔ wdt:P31(x, wd:Q863908)``. It is looser than a label (the class is the noun's kind, a
  little wider than the noun), so it is below a guessed reading (:data:`W_KIND_BELOW`).
* **a noun the label defines by its kind and its adjective** (:func:`label_defines_noun`): the label is
  "ADJECTIVE HEAD", a sense of the noun is what WordNet derives the adjective from (or what it pertains to), and a
  sense of the head is a hypernym of that sense, at most two steps up and no top-level node: "religion" (the
  institution) is a kind of kind of "organization" and is what "religious" is said of, so "religious
  organization" says what a religion is. The noun reads as the class: ``∀x. _religion_n_1(x) ↔ wdt:P31(x,
  wd:Q1530022)``, as loosely as a noun below the label (:data:`W_KIND_BELOW`).
* **an adjective whose compound with its noun is a WordNet synonym of the label**
  (:func:`compound_names_label`): "metabolic process" is a lemma of the sense whose other lemma is
  "metabolism", the class's label; the adjective and the noun together read as the class:
  ``∀x. (_metabolic_a_1(x) ∧ ∃y. _process_n_of(x, y)) ↔ wdt:P31(x, wd:Q1057)``.

* **a noun that heads the label** (:func:`noun_heads_label`): the label is the noun with words before it and
  nothing after ("professional qualification" for "qualification", "musical release" for "release"): an English
  compound names a kind of its last word, so the class is a *hyponym* of the noun, the one direction the
  class rule of the issue allows beside the noun's own name and its synonyms ("a class named by the noun, a
  WordNet synonym, or a hyponym class, never a hypernym"). On a KG that types every answer by one class of its
  typing, the question's noun is the typing's name of the answer, shortened: "Which qualification does X
  hold?" typed as a professional qualification asks for no qualification the typing would type otherwise (a
  KG whose answers are not typed so, DBpedia, never gets the reading: there the class is a real filter). A
  label with a function word ("work of art", "designation for …", "flag or coat of arms"), a privative
  modifier (:data:`_PRIVATIVE`: a "fictional location" is no location) or a top-level head ("physical
  object") is none. The noun reads as the class: ``∀x. _qualification_n_1(x) ↔ wdt:P31(x, wd:Q3412758)``
  (:data:`W_KIND_BELOW`).

Each is offered only for a word no lexicon entry and no reader before reads, and as guesses
(:attr:`~verifier.bridge.model.Axiom.guess`): where the set fails, the word is unread, not evidence against
the query (a query typing by another class keeps the word unread, as before).

>>> from verifier.logic import Atom, Var
>>> str(_as_class((Atom("_gene_n_1", (Var("x3"),)),), "wdt:P31", "wd:Q863908"))
'∀x. _gene_n_1(x) ↔ wdt:P31(x, wd:Q863908)'
"""

from __future__ import annotations

import re

from ...logic import And, Atom, Const, Exists, Forall, Formula, Iff, Var
from ..context import WordContext, one_place
from ..model import Axiom
from ..names import FUNCTION_WORDS, PREPOSITIONS
from ..options import Option, _is_event, parse_erg_predicate, typed_answer_typings
from ..weights import W_BY_NAME, W_GUESSED

__all__ = ["KIND_CLASS", "W_KIND_BELOW", "compound_names_label", "label_defines_noun", "noun_below_label",
           "noun_heads_label", "read_kind_class"]

#: the template (family) name of the reading's axioms, which the explanations name
KIND_CLASS = "kind_class"

#: a noun read as the class its kind labels: below a guessed reading by a label (W_GUESSED)
W_KIND_BELOW = W_GUESSED * 0.8


def _as_class(atoms: tuple[Atom, ...], via: str, cls: str) -> Formula:
    """``∀x. (a1(x) ∧ ∃y. a2(x, y) …) ↔ via(x, cls)``: the word's atoms (one place, or a second place the
    question leaves unexpressed) on one thing, together, as the class."""
    x, y = Var("x"), Var("y")
    parts: list[Formula] = [Atom(a.pred, (x,)) if len(a.args) == 1 else Exists((y,), Atom(a.pred, (x, y)))
                            for a in atoms]
    left = parts[0] if len(parts) == 1 else And(tuple(parts))
    return Forall((x,), Iff(left, Atom(via, (x, Const(cls)))))


def _head(label: str) -> str:
    words = str(label).lower().replace("_", " ").split()
    return words[-1] if words else ""


def noun_below_label(wordnet, noun: str, label: str) -> bool:
    """Is a sense of the last word of ``label`` a direct hypernym of the first WordNet sense of ``noun``, and
    no top-level node? False without WordNet.

    >>> from verifier.bridge.wordnet import load_wordnet, wordnet_available
    >>> wn = load_wordnet() if wordnet_available() else None
    >>> [noun_below_label(wn, "gene", "nucleic acid sequence"), noun_below_label(wn, "city", "entity")] if wn else [
    ...     True, False]
    [True, False]
    """
    if wordnet is None or not _head(label):
        return False
    senses = wordnet.synsets(noun.lower().replace(" ", "_"), "n")
    heads = set(wordnet.synsets(_head(label), "n"))
    if not senses or not heads:
        return False
    above = senses[0].hypernyms() + senses[0].instance_hypernyms()
    return any(h in heads and h.lexname() != "noun.Tops" for h in above)


#: modifiers that deny their head what it names (privative adjectives): a "former capital" is no capital, a
#: "fictional location" no location, so a label they modify names no kind of its head
_PRIVATIVE = frozenset({"fictional", "fictitious", "former", "imaginary", "mythical", "mythological", "legendary",
                        "hypothetical", "fake", "false", "mock", "pseudo", "alleged", "would-be", "virtual",
                        "counterfeit", "proposed", "planned", "defunct", "extinct", "abandoned"})
#: the words of a premodified noun: letters, with hyphens inside ("second-level")
_PLAIN_WORD = re.compile(r"^[a-z]+(?:-[a-z]+)*$")


def noun_heads_label(wordnet, noun: str, label: str) -> bool:
    """Is ``label`` the noun with modifiers before it and nothing else: two words or more, the last one the noun
    (up to number), none a function word or a privative modifier (:data:`_PRIVATIVE`), and the noun a WordNet
    noun whose first sense is no top-level node? The label then names a kind of the noun. False without WordNet.

    >>> from verifier.bridge.wordnet import load_wordnet, wordnet_available
    >>> wn = load_wordnet() if wordnet_available() else None
    >>> [noun_heads_label(wn, "qualification", "professional qualification"),
    ...  noun_heads_label(wn, "location", "fictional location"), noun_heads_label(wn, "art", "work of art"),
    ...  noun_heads_label(wn, "qualification", "qualification")] if wn else [True, False, False, False]
    [True, False, False, False]
    """
    words = str(label).lower().replace("_", " ").split()
    if wordnet is None or len(words) < 2 or not all(_PLAIN_WORD.match(w) for w in words):
        return False
    if set(words) & (FUNCTION_WORDS | PREPOSITIONS | {"or", "nor"}) or set(words[:-1]) & _PRIVATIVE:
        return False
    lemma = noun.lower().replace("_", " ")
    if words[-1] != lemma and (wordnet.morphy(words[-1], "n") or "") != lemma:
        return False
    senses = wordnet.synsets(lemma.replace(" ", "_"), "n")
    return bool(senses) and senses[0].lexname() != "noun.Tops"


def label_defines_noun(wordnet, noun: str, label: str) -> bool:
    """Is ``label`` "ADJECTIVE HEAD" where a sense of ``noun`` is what a sense of the adjective is derived from (or
    pertains to) and has a sense of the head among its hypernyms, at most two steps up and no top-level node? The
    adjective picks the noun's sense (the institution "religion", not the belief); False without WordNet.

    >>> from verifier.bridge.wordnet import load_wordnet, wordnet_available
    >>> wn = load_wordnet() if wordnet_available() else None
    >>> [label_defines_noun(wn, "religion", "religious organization"),
    ...  label_defines_noun(wn, "religion", "spiritual organization"),
    ...  label_defines_noun(wn, "church", "religious organization")] if wn else [True, False, False]
    [True, False, False]
    """
    words = str(label).lower().replace("_", " ").split()
    if wordnet is None or len(words) != 2:
        return False
    adjective, head = words
    heads = {h for h in wordnet.synsets(head, "n") if h.lexname() != "noun.Tops"}
    senses = set(wordnet.synsets(noun.lower().replace(" ", "_"), "n"))
    if not heads or not senses:
        return False
    said_of = {other.synset() for s in wordnet.synsets(adjective, "a") for lemma in s.lemmas()
               if lemma.name().lower() == adjective
               for other in lemma.derivationally_related_forms() + lemma.pertainyms()}
    return any(heads & set(s.closure(lambda n: n.hypernyms() + n.instance_hypernyms(), 2))
               for s in senses & said_of)


def compound_names_label(wordnet, adjective: str, noun: str, label: str) -> bool:
    """Is "ADJECTIVE NOUN" a WordNet noun whose sense has ``label`` among its lemmas ("metabolic process" and
    "metabolism")? False without WordNet.

    >>> from verifier.bridge.wordnet import load_wordnet, wordnet_available
    >>> wn = load_wordnet() if wordnet_available() else None
    >>> [compound_names_label(wn, "metabolic", "process", "metabolism"),
    ...  compound_names_label(wn, "metabolic", "process", "process")] if wn else [True, False]
    [True, False]
    """
    if wordnet is None:
        return False
    wanted = " ".join(str(label).lower().split())
    return any(wanted == lemma.lower().replace("_", " ") and lemma.lower() != f"{adjective}_{noun}".lower()
               for s in wordnet.synsets(f"{adjective}_{noun}".lower(), "n") for lemma in s.lemma_names())


def _option(w: WordContext, atoms: tuple[Atom, ...], via: str, cls: str, label: str, why: str, weight: float) -> Option:
    said = f"“{w.word or w.erg.lemma}” read as {cls} ({label}), the class the query types by: {why}; the lexicon does not list the word"
    ax = Axiom(f"{KIND_CLASS}:{'+'.join(a.pred for a in atoms)}={cls}", _as_class(atoms, via, cls), KIND_CLASS,
               source=said, word=w.word, kg_terms=(cls,), weight=weight,
               guess=(w.erg.pred, "read only as a guess: the class the query types by, which WordNet relates to the word"))
    return Option(w.key, (ax,), weight)


def read_kind_class(w: WordContext, res) -> list[Option]:
    """A noun or an adjective no lexicon entry and no reader before reads, read as a class the query types by
    where WordNet relates the class's label to it (see the module)."""
    if w.lex or w.found or w.erg.pos not in ("n", "a") or not all(one_place(o) for o in w.occurrences):
        return []
    x = w.example.args[0]
    classes = typed_answer_typings(w.query.atoms) if isinstance(x, Var) and not _is_event(x) else []
    wordnet = res._wordnet() if classes else None
    if wordnet is None:
        return []
    out: list[Option] = []
    for via, cls in classes:
        for label in w.query.labels.get(cls, ()):
            if w.erg.pos == "n" and noun_heads_label(wordnet, w.erg.lemma, label):
                out.append(_option(w, (w.example,), via, cls, label,
                                   f"its label names a kind of “{w.erg.lemma}” (the noun with words before it)",
                                   W_KIND_BELOW))
                break
            if w.erg.pos == "n" and noun_below_label(wordnet, w.erg.lemma, label):
                out.append(_option(w, (w.example,), via, cls, label,
                                   f"WordNet makes a “{w.erg.lemma}” a kind of “{_head(label)}”, the head of the class's "
                                   f"label", W_KIND_BELOW))
                break
            if w.erg.pos == "n" and label_defines_noun(wordnet, w.erg.lemma, label):
                out.append(_option(w, (w.example,), via, cls, label,
                                   f"WordNet makes a “{w.erg.lemma}” a kind of “{_head(label)}” that the label's "
                                   f"adjective is said of", W_KIND_BELOW))
                break
            if w.erg.pos == "a":
                found = _compound_option(w, wordnet, via, cls, label)
                if found is not None:
                    out.append(found)
                    break
    return out


def _compound_option(w: WordContext, wordnet, via: str, cls: str, label: str) -> Option | None:
    """The option reading the adjective with its noun as the class whose label their compound is a WordNet
    synonym of (:func:`compound_names_label`); None where no noun on the adjective's thing makes one."""
    x = w.example.args[0]
    for noun in w.ctx.nouns:
        nerg = parse_erg_predicate(noun.pred)
        if nerg is None or not one_place(noun) or noun.args[0] != x:
            continue
        if compound_names_label(wordnet, w.erg.lemma, nerg.lemma, label):
            return _option(w, (w.example, noun), via, cls, label,
                           f"WordNet has “{w.erg.lemma} {nerg.lemma}” as a name of “{label}”", W_BY_NAME)
    return None
