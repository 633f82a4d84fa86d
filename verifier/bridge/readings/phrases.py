"""Phrases that spell a query individual's label: "the Statue of Liberty", "the interpretation of
dreams", "Carolina reaper" — several atoms (nouns, names, ``compound``/``_of_p``/``poss`` links, a verb
with its preposition) read together as one individual, whose parts get no options of their own; and a
name compounded with a noun whose words DBpedia redirects to a query individual ("the SkyTeam alliance").
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Callable

from ...logic import Const, Var, atoms
from ...question.reading import Reading
from ..context import ReadingContext as _Context
from ..names import FUNCTION_WORDS, closed_up, name_tokens
from ..options import (NAME_PREDS, _PAREN, _cardinal_words, _is_event, _is_unexpressed, _looks_like_class,
                       _looks_like_property, _ordinal_words, _stem_token, parse_erg_predicate)
from ..phrasing import _NOUN_PREPOSITION, _Phrase, _is_phrase_edge, _phrase_option, _phrase_word
from ..weights import W_BY_NAME, W_QUERY_LABEL, W_QUERY_LABEL_QUALIFIED

#: most variables in such a phrase
MAX_PHRASE_VARS = 5


def _phrase_targets(query_labels: dict[str, list[str]], toks, head_synonyms,
                    kinds: dict[str, str] | None = None) -> tuple[dict, dict]:
    """The labels a phrase may spell, by their sorted tokens: query individual or class → (name, is a
    class, the property it is a kind by: None for a class or an individual); and the individuals whose
    label has a qualifier, by the words before it. An individual of ``kinds`` (one the query gives as the
    value of a property saying what its subject is: individual → that property) is spelled as a class is,
    its property typing by it (:func:`_phrase_entities`)."""
    kinds = kinds or {}
    targets: dict[tuple, tuple[str, bool, str | None]] = {}
    # individuals whose label has a qualifier, by the words before it: "Grand Prix (Cannes Film
    # Festival)" → (grand, prix) with {cannes, film, festival}; a preposition on a verb's event whose
    # words are among the qualifier's ("won the Grand Prix at Cannes") picks that page
    qualified: dict[tuple, list[tuple[str, frozenset]]] = {}
    for name, labs in query_labels.items():
        if _looks_like_property(name) or ":" not in name:
            continue
        kind = kinds.get(name)
        is_class = _looks_like_class(name) or kind is not None
        for lab in closed_up(labs):
            spelled = toks(re.sub(r"^Wikicat\s*", "", lab) if is_class else lab)
            t = tuple(sorted(spelled))
            # a hyphenated word also closed up, as the grammar's lemma writes it ("non-profit", nonprofit)
            for u in dict.fromkeys((t, tuple(sorted(toks(lab.replace("-", "")))) if "-" in lab else t)):
                if len(u) < 2:
                    continue
                # the page as its subject's kind before the page itself, where the query states it so
                if kind is not None:
                    targets[u] = (name, True, kind)
                targets.setdefault(u, (name, is_class, None))
            if is_class and len(spelled) >= 2:
                for syn in head_synonyms(name_tokens(lab)[-1])[:8]:
                    targets.setdefault(tuple(sorted(spelled[:-1] + toks(syn))), (name, is_class, kind))
            m = _PAREN.search(lab)
            if m and t and not is_class:
                qualifier = toks(m.group(0).strip(" ()"))
                qualified.setdefault(t, []).append((name, frozenset(qualifier)))
                # the qualifier spelled as the phrase's own noun: "Washington state" for "Washington (state)"
                targets.setdefault(tuple(sorted(t + tuple(qualifier))), (name, False, None))
    return targets, qualified


def _phrase_graph(reading: Reading, all_atoms: list, toks, name_synonyms) -> tuple[dict, dict, dict, dict, dict]:
    """The question's words by variable (with their tokens), the synonyms' tokens of its names, its
    phrase links by variable, the prepositions on a verb's event that may join the verb's object, and
    the atoms that use each variable."""
    words: dict = {}   # var → [(atom, tokens)]
    alt_names: dict = {}  # a name atom → the tokens of its synonyms (for classes only)
    edges: dict = {}   # var → [(atom, child var)]
    for a in all_atoms:
        if not a.args or not isinstance(a.args[0], Var) or _is_event(a.args[0]):
            continue
        v = a.args[0]
        if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
            text = a.args[1].name.replace("_", " ")
            words.setdefault(v, []).append((a, toks(text)))
            for syn in name_synonyms(text)[:8]:
                alt_names.setdefault(a, []).append(toks(syn))
            continue
        if _is_phrase_edge(a.pred) and len(a.args) == 2 and isinstance(a.args[1], Var):
            edges.setdefault(v, []).append((a, a.args[1]))
            continue
        if a.pred == "ord" and len(a.args) == 2 and isinstance(a.args[1], Const) \
                and a.args[1].name in _ordinal_words():
            # an ordinal is a word of a title too: "the French Fifth Republic", "the Third Crusade"
            words.setdefault(v, []).append((a, [_ordinal_words()[a.args[1].name]]))
            continue
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos not in ("n", "a"):
            continue
        if len(a.args) == 1 or (len(a.args) == 2 and erg.pos == "n"):
            word = reading.word_of(a.pred) or erg.lemma
            # a hyphenated word the grammar closes up ("non-profit" as _nonprofit_a_1) is spelled as its lemma
            word = erg.lemma if "-" in word and "-" not in erg.lemma and word.replace("-", "").lower() == erg.lemma \
                else word
            words.setdefault(v, []).append((a, toks(word) or toks(erg.lemma)))
            if len(a.args) == 2 and isinstance(a.args[1], Var) and not _is_unexpressed(a.args[1]):
                edges.setdefault(v, []).append((a, a.args[1]))
    # a preposition on a verb's event may belong to the verb's object instead (PP attachment is
    # ambiguous): "won [the Nobel Prize] [in Physics]" read as "won [the Nobel Prize in Physics]";
    # the verb stays in the phrase's rule as context, so only the object of that verb is the phrase
    reattached: dict = {}  # the preposition → the verb predication whose object it joins
    verbs_of: dict = {}
    for a in all_atoms:
        erg = parse_erg_predicate(a.pred)
        if (erg is not None and erg.pos == "v" and len(a.args) == 3 and _is_event(a.args[0])
                and isinstance(a.args[2], Var) and not _is_unexpressed(a.args[2])):
            verbs_of.setdefault(a.args[0], []).append(a)
    for a in all_atoms:
        if (len(a.args) == 2 and _is_event(a.args[0]) and _NOUN_PREPOSITION.match(a.pred)
                and isinstance(a.args[1], Var) and len(verbs_of.get(a.args[0], ())) == 1):
            verb = verbs_of[a.args[0]][0]
            reattached[a] = verb
            edges.setdefault(verb.args[2], []).append((a, a.args[1]))
    uses: dict = {}
    for a in all_atoms:
        for t in a.args:
            if isinstance(t, Var):
                uses.setdefault(t, set()).add(a)
    return words, alt_names, edges, reattached, uses


@dataclass
class _PhraseSearch:
    """The search of :func:`_phrase_entities`: the question's words and links by variable, the labels to
    spell, and the phrases found (``out``)."""

    reading: Reading
    all_atoms: list
    words: dict
    alt_names: dict
    edges: dict
    reattached: dict
    uses: dict
    targets: dict
    qualified: dict
    out: list = field(default_factory=list)
    seen: set = field(default_factory=set)

    def grow(self, head, members: frozenset) -> None:
        """Try the phrase of ``head`` over ``members``; when it spells no label, grow it by one linked
        variable at a time."""
        reading, all_atoms, words, alt_names = self.reading, self.all_atoms, self.words, self.alt_names
        edges, reattached, uses, targets, qualified = self.edges, self.reattached, self.uses, self.targets, self.qualified
        out, seen = self.out, self.seen
        if members in seen or len(members) > MAX_PHRASE_VARS:
            return
        seen.add(members)
        found = None
        # "Is horse racing a sport?": the resolved copula puts the predicate noun on the phrase's head
        # too; the phrase may be spelt without one of the head's nouns, which is then bridged alone.
        # Only for phrases of common words written in lower case: a capitalised word or a name is
        # matched case-sensitively elsewhere ("Thatcher" is not the page "Margaret thatcher")
        head_nouns = [a for a, _ in words.get(head, ()) if len(a.args) == 1
                      and getattr(parse_erg_predicate(a.pred), "pos", None) == "n"]
        plain = all(a.pred not in NAME_PREDS and (reading.word_of(a.pred) or "").islower()
                    for v in members for a, _ in words.get(v, ()))
        dropped_options = [None] + (head_nouns if plain and len(members) > 1 and len(head_nouns) > 1 else [])
        # a kind may be spelt without one adjective of its head, which is then bridged alone ("Swiss
        # non-profit organizations": "Swiss" says where they are, "non-profit organizations" what they are)
        head_adjectives = [a for a, _ in words.get(head, ()) if len(a.args) == 1
                           and getattr(parse_erg_predicate(a.pred), "pos", None) == "a"]
        dropped_options += head_adjectives
        for dropped in dropped_options:
            covered = {a for v in members for a, _ in words.get(v, ()) if a is not dropped}
            covered |= {a for v in members for a, c in edges.get(v, ()) if c in members}
            if all(uses.get(v, set()) <= covered for v in members if v != head):
                own = [(a, ts) for v in members for a, ts in words.get(v, ()) if a is not dropped]
                t = tuple(sorted(tok for _, ts in own for tok in ts))
                # one variable's words ("non-profit organizations", an adjective on its noun) only for a
                # kind the query states: a class or an individual so spelled is the adjective-noun lexemes'
                kind_only = len(members) == 1 or dropped in head_adjectives
                if t in targets and (head not in reading.answer_vars or targets[t][1]) \
                        and (not kind_only or (targets[t][2] is not None and len(own) > 1)):
                    found = targets[t]
                    break
        if found is None:
            covered = {a for v in members for a, _ in words.get(v, ())}
            covered |= {a for v in members for a, c in edges.get(v, ()) if c in members}
            own = [(a, ts) for v in members for a, ts in words.get(v, ())]
        if found is None and len(members) > 1 and all(uses.get(v, set()) <= covered for v in members if v != head):
            if any(a in alt_names for a, _ in own):
                # a name by one of its synonyms, for a class ("US" in "States of the United States")
                choices = [[ts] + alt_names.get(a, []) for a, ts in own]
                for combo in itertools.islice(itertools.product(*choices), 64):
                    t = tuple(sorted(tok for ts in combo for tok in ts))
                    if t in targets and targets[t][1]:
                        found = targets[t]
                        break
        weight = W_QUERY_LABEL
        pps = [a for a in covered if a in reattached]
        if (found is None and pps and head not in reading.answer_vars and len(members) > 1
                and all(uses.get(v, set()) <= covered for v in members if v != head)):
            # the words the event's prepositions bring (their objects and what hangs on those) are
            # the qualifier's, the rest spell the label before it
            sub, todo = set(), [a.args[1] for a in pps]
            while todo:
                v = todo.pop()
                if v in members and v not in sub and v != head:
                    sub.add(v)
                    todo += [c for _, c in edges.get(v, ())]
            pp_toks = {tok for v in sub for _, ts in words.get(v, ()) for tok in ts}
            rest = tuple(sorted(tok for v in members - sub for _, ts in words.get(v, ()) for tok in ts))
            for name, extra in qualified.get(rest, ()):
                if pp_toks and pp_toks <= extra:
                    found, weight = (name, False, None), W_QUERY_LABEL_QUALIFIED
                    break
        if found is not None:
            unary_preds = {a.pred for a in covered if not _is_phrase_edge(a.pred)}
            context = {reattached[a] for a in pps}
            # names alone are multiword names (_compound_name_options), not phrases; but those do
            # not take a preposition on a verb's event
            if unary_preds <= set(NAME_PREDS) and not context:
                return
            # a class's words may be said again elsewhere ("the race driver with the most races"): its
            # rule is a type for the head only; an individual's words must be its phrase's alone
            if found[1] or all(a in covered for a in all_atoms if a.pred in unary_preds and a.pred not in NAME_PREDS):
                if context and found[1]:
                    return  # a class is read without its verb: the attached preposition stays the verb's
                if found[2] is not None:
                    # a kind is named in common words: a name in it ("the states in Ruritania" for the
                    # page "States of Ruritania") says where, which the page's name says only of itself
                    if any(a.pred in NAME_PREDS or not (reading.word_of(a.pred) or "x").islower()
                           for a in covered if not _is_phrase_edge(a.pred)):
                        return
                    out.append(_kind_phrase(head, covered, found[0], found[2], reading))
                else:
                    out.append(_phrase_option(head, covered, found[0], reading, found[1], context, weight))
                return
        for v in members:
            for _, c in edges.get(v, ()):
                if c not in members and isinstance(c, Var):
                    self.grow(head, members | {c})


def _kind_phrase(head: Var, covered: set, name: str, prop: str, reading: Reading) -> _Phrase:
    """The phrase read as the things whose ``prop`` is the page it spells: "non-profit organizations" with
    ``?x dbo:type dbr:Nonprofit_organization`` (``∀x y. _nonprofit_n_1(y) ∧ _organization_n_1(x) ∧
    compound(x, y) → dbo:type(x, dbr:Nonprofit_organization)`` and back), as a class phrase types by its
    class: a property of the KG profile's ``kind_individual`` role says what its subject is by a page,
    which the question's words name. Below the lexicon's readings (``W_BY_NAME``), as any reading of words
    the lexicon does not list, and said so."""
    text = " ".join(_phrase_word(a, reading) for a in sorted(covered, key=str) if not _is_phrase_edge(a.pred))
    source = (f"‘{text}’ read as {prop} {name} by its name: the phrase spells the page the query gives as what its "
              f"thing is (the KG profile's kind_individual role); the lexicon does not list it")
    return _phrase_option(head, covered, name, reading, True, weight=W_BY_NAME, type_pred=prop, source=source)


def _phrase_entities(reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]],
                     is_person=lambda lemma: False, name_synonyms=lambda text: [],
                     head_synonyms=lambda lemma: [], kinds: dict[str, str] | None = None) -> list[_Phrase]:
    """Noun phrases whose words are, up to order, number and function words, the label of a query
    individual: "the Statue of Liberty" (``_statue_n_1(x) ∧ _of_p(x, y) ∧ named(y, "Liberty")``) is
    ``dbr:Statue_of_Liberty``, "the University of Oxford" (``_university_n_of(x, y) ∧ named(y,
    "Oxford")``) is ``dbr:University_of_Oxford``, "chocolate chip cookie" is
    ``dbr:Chocolate_chip_cookie``. Titles parse as common nouns, so names alone miss them.

    The phrase is a head variable and the variables it reaches by ``compound``/``_of_p``/``poss``
    or a relational noun's argument; all the words on those variables must spell the label
    exactly, and the variables other than the head may occur nowhere else (else the phrase says
    more than a name). Its option: ``∀… words(…) → head = c``, and ground facts that give ``c``
    those words (fresh witnesses for the other variables), as for multiword names.

    A query *class* whose label a phrase with a name spells is read the same way, as the class:
    "U.S. states" (``_state_n_of(x, i) ∧ compound(x, y) ∧ named_n(y, "US")``) is
    ``yago:WikicatStatesOfTheUnitedStates`` ("States of the United States"), the name matching
    through its WordNet synonyms ("US" → "United States"): ``∀… words(…) → rdf:type(head, C)``
    and back ``∀x. rdf:type(x, C) → words(x, witnesses)``. A class label's head noun may be spelled
    by a word of its first WordNet sense ("Formula One racer" as "Formula One race driver"), and a
    number by its digits or its word ("Formula 1"). A query individual the query gives as its thing's kind
    (``kinds``: "non-profit organizations" and ``dbo:type dbr:Nonprofit_organization``) is read so, as a
    class is (:func:`_kind_phrase`)."""
    def toks(text: str) -> list[str]:
        return [_stem_token(_cardinal_words().get(t, t)) for t in name_tokens(text) if t not in FUNCTION_WORDS]

    targets, qualified = _phrase_targets(query_labels, toks, head_synonyms, kinds)
    if not targets and not qualified:
        return []
    all_atoms = list(dict.fromkeys(atoms(reading.formula)))
    words, alt_names, edges, reattached, uses = _phrase_graph(reading, all_atoms, toks, name_synonyms)
    search = _PhraseSearch(reading, all_atoms, words, alt_names, edges, reattached, uses, targets, qualified)
    for head in list(words):
        # "Who was president of Ruritania?" asks for a person, not for the office
        # dbr:President_of_Ruritania: a phrase that is the answer names no individual (a class it may)
        if any(e.pred != "compound" for e, _ in edges.get(head, ())) and any(
                is_person(parse_erg_predicate(a.pred).lemma) for a, _ in words[head]
                if parse_erg_predicate(a.pred) is not None and parse_erg_predicate(a.pred).pos == "n"):
            continue  # "the president of Ruritania" is a person, not the office of that name
        search.grow(head, frozenset({head}))
    # the longest phrases first; one phrase per head
    search.out.sort(key=lambda p: -len(p.atoms))
    return search.out



def _redirected_compounds(reading: Reading, ctx: "_Context",
                          redirected: Callable[[str], dict[str, tuple[float, str]]]) -> list[_Phrase]:
    """A name compounded with a common noun that says what the named thing is ("the SkyTeam alliance":
    ``_alliance_n_1(x) ∧ compound(x, z) ∧ named(z, "SkyTeam")``), where DBpedia redirects the two words
    to the page of a query individual ("SkyTeam alliance" → ``dbr:SkyTeam``): the redirect is DBpedia's
    record that the compound is another name of that page, so the noun's individual *is* it, as a phrase
    spelling its label is (:func:`_phrase_entities`). The name alone may still name something else: a
    compound whose words redirect elsewhere ("the Obama administration" is not the page of Obama) or
    nowhere gives no option, and the noun is then bridged as before.

    Only a compound of one lower-case noun and one name that occurs nowhere else, on a noun that is not
    the answer (an answer phrase names no individual); ``redirected(text)`` gives the query individuals
    the text redirects to (:meth:`Resources._redirect_candidates`), and exactly one must answer."""
    out: list[_Phrase] = []
    for link in ctx.atoms:
        if link.pred != "compound" or len(link.args) != 2 or link.args[1] not in ctx.named:
            continue
        x, z = link.args
        if not isinstance(x, Var) or x in reading.answer_vars or x in ctx.named:
            continue
        name = ctx.named[z]
        nouns = [a for a in ctx.atoms if a.args[:1] == (x,) and getattr(parse_erg_predicate(a.pred), "pos", None) == "n"]
        if len(nouns) != 1 or len(nouns[0].args) not in (1, 2) or (
                len(nouns[0].args) == 2 and not _is_unexpressed(nouns[0].args[1])):
            continue
        noun = nouns[0]
        word = reading.word_of(noun.pred) or ""
        if not word.islower() or any(z in a.args for a in ctx.atoms if a not in (link, name)):
            continue
        text = name.args[1].name.replace("_", " ")
        lemma = parse_erg_predicate(noun.pred).lemma.replace("+", " ")
        found: dict[str, tuple[float, str]] = {}
        for t in dict.fromkeys((f"{text} {word}", f"{text} {lemma}")):
            found = redirected(t)
            if found:
                break
        if len(found) != 1:
            continue
        (iri, (weight, why)), = found.items()
        out.append(_phrase_option(x, {noun, link, name}, iri, reading, weight=weight, text=f"{text} {word}",
                                  source=f"{why}: the compound names that page"))
    return out
