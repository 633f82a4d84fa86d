"""Class nouns read against the labels of the classes a query types by (``?x wdt:P31 wd:Q56061``).

A KG whose classes are opaque ids (Wikidata's ``wd:Q56061``) says what a class is only by its label,
"administrative territorial entity", and questions name it more loosely: "Which administrative territory
was Ada born in?". The lexicon's entry for the label is one multiword noun the question never spells,
so the noun phrase is read against the label by one rule:

    a noun phrase (its head noun, the adjectives and nouns on it, and the nouns that ``compound``/
    ``of`` join to it and nothing else uses) reads as a class the query types its variable by when
    every content word of the phrase links to its own content word of the class's label — the same
    word up to number, or an adjective and the noun it pertains to (WordNet: "territorial" →
    "territory") — the phrase's head noun among them, and the linked words are at least half of the
    label's content words and at least two (one-word class nouns are the lexicon's).

So "administrative territory" reads as "administrative territorial entity" (2 of 3) and as "designation
for an administrative territorial entity" (2 of 4), "works of art" as "work of art", "aircraft power
class" as "aircraft power class"; "territory" alone reads as neither (1 of 3), nor does "business
enterprise" read as "business" ("enterprise" links to nothing). Only classes the KG profile's own
shapes do not already recognise (``_looks_like_class``: DBpedia's ``dbo:City``) are read so, with the
query's own type predicate. A class the profile recognises is read so only by a phrase of three words or
more that spells its whole name (:func:`_spelled`: "ice hockey players" as ``dbo:IceHockeyPlayer``): its
one- and two-word nouns are the lexicon's and the compound readings', and a class named by fewer of the
phrase's words ("ice hockey" as ``dbo:Hockey``, "players" as ``dbo:Athlete``) is none.

The option is the phrase rule of :func:`~verifier.bridge.phrasing._phrase_option` with the query's type
predicate: ``∀x. administrative(x) ∧ territory(x) → wdt:P31(x, wd:Q56061)`` and back.

    >>> _links("territorial", "territory", lambda w: {"territorial": ["territory"]}.get(w, []))
    True
    >>> _match(["administrative", "territory"], ["administrative", "territorial", "entity"],
    ...        lambda w: {"territorial": ["territory"]}.get(w, []))
    True
    >>> _match(["territory"], ["administrative", "territorial", "entity"], lambda w: [])
    False
"""

from __future__ import annotations

from typing import Callable, Sequence

from ...kg.profile import type_predicates
from ...logic import Atom, Const, Formula, Or, Var, atoms, subformulas
from ...question.reading import Reading
from ..names import FUNCTION_WORDS, closed_up, name_tokens
from ..options import _is_event, _is_unexpressed, _looks_like_class, _stem_token, parse_erg_predicate
from ..phrasing import _Phrase, _phrase_option

__all__ = ["typed_class_phrases"]

#: edges that join a noun of the phrase to the head ("aircraft power class", "work of art")
_EDGES = ("compound", "_of_p")
#: most nouns one phrase joins
_MAX_VARS = 3
#: fewest words a phrase needs to be read as a class the profile recognises by spelling its name
_MIN_SPELLED = 2


def _links(q: str, label_word: str, pertainyms: Callable[[str], Sequence[str]]) -> bool:
    """Does the question's word ``q`` say the label's word: the same word up to number, or an adjective
    and the noun it pertains to (either way round)?"""
    if _stem_token(q) == _stem_token(label_word):
        return True
    return any(_stem_token(p.lower()) == _stem_token(label_word) for p in pertainyms(q)) or any(
        _stem_token(p.lower()) == _stem_token(q) for p in pertainyms(label_word))


def _match(phrase: Sequence[str], label: Sequence[str], pertainyms: Callable[[str], Sequence[str]],
           head: str | None = None) -> bool:
    """The rule of the module docstring over content words: each phrase word linked to its own label
    word (the head among them when given), at least two linked and at least half the label's words."""
    if len(phrase) < 2 or len(phrase) > len(label) or 2 * len(phrase) < len(label):
        return False
    free = list(label)

    def assign(i: int) -> bool:  # a matching of phrase words to distinct label words (tiny: ≤ 5 words)
        if i == len(phrase):
            return True
        for j, w in enumerate(free):
            if w is not None and _links(phrase[i], w, pertainyms):
                free[j] = None
                if assign(i + 1):
                    return True
                free[j] = w
        return False

    return assign(0) and (head is None or head in phrase)


def _content(text: str) -> list[str]:
    return [t for t in name_tokens(text) if t not in FUNCTION_WORDS]


def _query_classes(query_atoms: Sequence[Atom]) -> tuple[dict[str, str], frozenset[str]]:
    """The classes the query types a variable by, each with its type predicate, and which of them the
    profile's shapes recognise as classes already (DBpedia's ``dbo:IceHockeyPlayer``)."""
    out: dict[str, str] = {}
    for a in query_atoms:
        if a.pred in type_predicates() and len(a.args) == 2 and isinstance(a.args[1], Const):
            out.setdefault(a.args[1].name, a.pred)
    return out, frozenset(c for c in out if _looks_like_class(c))


def _spelled(toks: Sequence[str], label: Sequence[str]) -> bool:
    """Does a phrase of at least :data:`_MIN_SPELLED` words spell the whole label, word for word up to
    number ("ice hockey players" and "Ice Hockey Player")? The rule for a class whose name the profile
    recognises: the lexicon and the two-word compounds read the shorter phrases, and a longer phrase
    must say every word of the class's name, not half of them."""
    return len(toks) >= _MIN_SPELLED and sorted(map(_stem_token, toks)) == sorted(map(_stem_token, label))


def _phrase_words(reading: Reading, all_atoms: Sequence[Atom]) -> tuple[dict, dict, dict]:
    """Per variable: its word atoms (nouns and adjectives on it, with their lemmas), the edges to the
    nouns joined to it, and the atoms that use it."""
    words: dict = {}
    edges: dict = {}
    uses: dict = {}
    for a in all_atoms:
        for t in a.args:
            if isinstance(t, Var):
                uses.setdefault(t, set()).add(a)
        if not a.args or not isinstance(a.args[0], Var) or _is_event(a.args[0]):
            continue
        if a.pred in _EDGES and len(a.args) == 2 and isinstance(a.args[1], Var):
            edges.setdefault(a.args[0], []).append(a)
            continue
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos not in ("n", "a"):
            continue
        if len(a.args) == 1 or (erg.pos == "n" and len(a.args) == 2 and _is_unexpressed(a.args[1])):
            lemma = (reading.word_of(a.pred) or erg.lemma).lower()
            words.setdefault(a.args[0], []).append((a, erg.pos, [t for t in _content(lemma)]))
        elif _of_noun(a, erg):
            # a noun that takes its "of" itself ("coat of arms": _coat_n_of(x, y) ∧ _arm_n_1(y)) is a word
            # of the phrase and the edge to the noun it is of, as "_of_p" is for "work of art"
            lemma = (reading.word_of(a.pred) or erg.lemma).lower()
            words.setdefault(a.args[0], []).append((a, erg.pos, [t for t in _content(lemma)]))
            edges.setdefault(a.args[0], []).append(a)
    # such a noun is a word of the phrase only where what it is of has words of its own ("arms"); "members
    # of the Gravel Pit Club" says what the thing is a member of, not what kind of thing it is
    for var in list(edges):
        bare = {e for e in edges[var] if e.pred not in _EDGES and not words.get(e.args[1])}
        if bare:
            edges[var] = [e for e in edges[var] if e not in bare]
            words[var] = [w for w in words[var] if w[0] not in bare]
    return words, edges, uses


def _of_noun(a: Atom, erg) -> bool:
    """Is ``a`` a relational noun whose "of" argument is expressed by a noun variable (``_coat_n_of(x, y)``)?"""
    return (erg.pos == "n" and erg.sense == "of" and len(a.args) == 2 and isinstance(a.args[1], Var)
            and not _is_event(a.args[1]) and not _is_unexpressed(a.args[1]))


def _joined(e: Atom, words: dict, edges: dict, uses: dict) -> list[tuple[Var, Atom]]:
    """The nouns the edge ``e`` joins to a phrase's head: its own noun and the nouns compounded on that
    one, each with the edge that joins it, when every one of them is a word nothing else uses; else []."""
    part = [(e.args[1], e)]
    for child, edge in part:
        inner = [g for g in edges.get(child, ()) if g.pred == "compound"]
        own = {a for a, _, _ in words.get(child, ())}
        if not own or not uses.get(child, set()) <= own | {edge} | set(inner) or len(part) > _MAX_VARS:
            return []
        part += [(g.args[1], g) for g in inner]
    return part


def typed_class_phrases(reading: Reading, all_atoms: Sequence[Atom], query_atoms: Sequence[Atom],
                        query_labels: dict[str, list[str]], pertainyms: Callable[[str], Sequence[str]],
                        known: Callable[[str, str], bool] = lambda lemma, pos: False) -> list[_Phrase]:
    """The noun phrases of ``reading`` that read as a class the query types by (module docstring), the
    longest first; at most one per head variable. A phrase whose every word the lexicon reads on its own
    (``known(lemma, pos)``) is left to the lexicon: "aromatic compounds" is the lexicon's "aromatic" and
    "compound", each its own reading, even where a class is labelled "aromatic compound"."""
    classes, recognised = _query_classes(query_atoms)
    if not classes:
        return []
    labels = {c: [_content(lab) for lab in closed_up(list(query_labels.get(c, ()))) if lab] for c in classes}
    words, edges, uses = _phrase_words(reading, all_atoms)
    out = _head_phrases(reading, words, edges, uses, labels, classes, recognised, pertainyms, known)
    done = {p.option.key[-1] for p in out}
    out += [p for head, own in words.items()
            for p in _one_of_two_nouns(head, own, labels, classes, recognised, reading, pertainyms, known,
                                       (words, edges, uses))
            if p.option.key[-1] not in done]
    out += _disjunct_phrases(reading, uses, {p.option.key for p in out}, labels, classes, recognised, pertainyms,
                             known)
    out.sort(key=lambda p: -len(p.atoms))
    return out


def _disjunct_phrases(reading: Reading, uses: dict, keys: set, labels: dict, classes: dict, recognised: frozenset,
                      pertainyms: Callable[[str], Sequence[str]], known: Callable[[str, str], bool]) -> list[_Phrase]:
    """The phrases each disjunct of a coordination spells on the variable the disjuncts share: "How many works
    of art or literary works …" is ``#{x | (∃y. _work_n_1(x) ∧ _of_p(x, y) ∧ _art_n_1(y)) ∨ _literary_a_1(x) ∧
    _work_n_1(x)}``, whose first disjunct spells "work of art" though "literary" is on ``x`` too. The words of a
    disjunct are read against the labels as a whole phrase's are (what else uses a joined noun is counted over
    the whole question); a word the sibling disjuncts say too (the shared "works") is left to their own readings
    (the phrase's rule still says it), so "literary works" keeps its own."""
    out: list[_Phrase] = []
    for branch, others in _disjuncts(reading.formula):
        words, edges, _ = _phrase_words(reading, branch)
        for p in _head_phrases(reading, words, edges, uses, labels, classes, recognised, pertainyms, known):
            if p.option.key not in keys and p.atoms - others:
                keys.add(p.option.key)
                out.append(_Phrase(p.option, p.atoms - others))
    return out


def _disjuncts(formula: Formula) -> list[tuple[list[Atom], frozenset]]:
    """Each disjunct of every disjunction in ``formula``, as its atoms, with the atoms of its siblings."""
    out = []
    for f in subformulas(formula):
        if isinstance(f, Or):
            parts = [list(dict.fromkeys(atoms(p))) for p in f.parts]
            out += [(part, frozenset(a for j, other in enumerate(parts) if j != i for a in other))
                    for i, part in enumerate(parts)]
    return out


def _head_phrases(reading: Reading, words: dict, edges: dict, uses: dict, labels: dict, classes: dict,
                  recognised: frozenset, pertainyms: Callable[[str], Sequence[str]],
                  known: Callable[[str, str], bool], heads: frozenset | None = None) -> list[_Phrase]:
    """The phrase of each head variable of ``words`` (of ``heads`` only, where given) that reads as a class
    (the module docstring's rule)."""
    out: list[_Phrase] = []
    for head, own in words.items():
        nouns = [a for a, pos, _ in own if pos == "n"]
        if not nouns or (heads is not None and head not in heads):
            continue
        # the phrase: the head's words, and the nouns joined to it that nothing else uses
        members, covered = [head], {a for a, _, _ in own}
        before, after = [], []  # the joined nouns' words, as the question says them around the head
        for e in edges.get(head, ()):
            # the joined noun, with the nouns compounded on it in turn ("ice" on "hockey" in one reading of
            # "ice hockey players"), each used by nothing else
            part = _joined(e, words, edges, uses)
            if part and len(members) + len(part) <= _MAX_VARS:
                for child, edge in part:
                    members.append(child)
                    covered |= {a for a, _, _ in words.get(child, ())} | {edge}
                said = " ".join(t for child, _ in reversed(part) for _, _, ts in words.get(child, ()) for t in ts)
                (before.insert(0, said) if e.pred == "compound" else after.append("of " + said))
        if all(known(parse_erg_predicate(a.pred).lemma, pos) for v in members for a, pos, _ in words.get(v, ())):
            continue
        toks = [t for v in members for _, _, ts in words.get(v, ()) for t in ts]
        head_word = next((ts[-1] for a, _, ts in own if a is nouns[0] and ts), None)
        for c, labs in labels.items():
            if any(_spelled(toks, lab) if c in recognised else _match(toks, lab, pertainyms, head_word)
                   for lab in labs):
                text = " ".join([t for a, pos, ts in own if pos == "a" for t in ts] + before
                                + [t for a, pos, ts in own if pos == "n" for t in ts] + after)
                phrase = _phrase_option(head, covered, c, reading, True, text=text, type_pred=classes[c])
                out.append(phrase)
                break
    return out


def _one_of_two_nouns(head: Var, own: list, labels: dict, classes: dict, recognised: frozenset, reading: Reading,
                      pertainyms: Callable[[str], Sequence[str]], known: Callable[[str, str], bool],
                      phrase: tuple[dict, dict, dict] | None = None) -> list[_Phrase]:
    """A thing the question describes by two nouns at once, the copula joining them ("Which French
    administrative division is the birthplace of X?": ``_division_n_of(x) ∧ _birthplace_n_1(x)``, with the
    adjectives on the same variable): the adjectives and *one* of the nouns read as a class the query types by
    (the rule of :func:`_match`, as for any phrase), the other noun left to its own readings (here the relation
    "birthplace of"). The first noun that matches gives the phrase; a thing with one noun, or none that
    matches, gives none. Where no noun matches with the adjectives alone and the thing has nouns compounded on
    it (``phrase``: the words, edges and uses of :func:`_phrase_words`), each noun is tried again with them, as
    :func:`_head_phrases` joins them to a phrase of one noun: "Which nucleic acid sequence is the gene that
    encodes X?" is ``_sequence_n_of(x) ∧ _gene_n_1(x) ∧ compound(x, y) ∧ _nucleic+acid_n_1(y)``, and
    "nucleic acid sequence" reads as the class so labelled, "gene" left to its own readings.

        >>> from verifier.logic import Atom, Var
        >>> x = Var("x3")
        >>> own = [(Atom("_french_a_1", (x,)), "a", ["french"]), (Atom("_administrative_a_1", (x,)), "a",
        ...        ["administrative"]), (Atom("_division_n_1", (x,)), "n", ["division"]),
        ...        (Atom("_birthplace_n_1", (x,)), "n", ["birthplace"])]
        >>> from verifier.question.reading import Reading
        >>> ph = _one_of_two_nouns(x, own, {"wd:Q1": [["french", "administrative", "division"]]},
        ...                        {"wd:Q1": "wdt:P31"}, frozenset(), Reading(own[0][0], (x,), "wh"), lambda w: [],
        ...                        lambda lemma, pos: False)
        >>> sorted(a.pred for a in ph[0].atoms)
        ['_administrative_a_1', '_division_n_1', '_french_a_1']
    """
    nouns = [w for w in own if w[1] == "n"]
    if len({a.pred for a, _, _ in nouns}) != len(nouns) or len(nouns) < 2:
        return []  # (one noun said twice, as a coordination copies it, is one noun)
    adjectives = [w for w in own if w[1] == "a"]
    for noun in nouns:
        sub = adjectives + [noun]
        if all(known(parse_erg_predicate(a.pred).lemma, pos) for a, pos, _ in sub):
            continue
        toks = [t for _, _, ts in sub for t in ts]
        head_word = noun[2][-1] if noun[2] else None
        for c, labs in labels.items():
            if c in recognised or not any(_match(toks, lab, pertainyms, head_word) for lab in labs):
                continue
            text = " ".join(toks)
            return [_phrase_option(head, {a for a, _, _ in sub}, c, reading, True, text=text, type_pred=classes[c])]
    if phrase is None or not phrase[1].get(head):
        return []
    words, edges, uses = phrase
    opaque = {c: labs for c, labs in labels.items() if c not in recognised}
    for noun in nouns:
        found = _head_phrases(reading, {**words, head: adjectives + [noun]}, edges, uses, opaque, classes, recognised,
                              pertainyms, known, frozenset({head}))
        if found:
            return found[:1]
    return []
