"""What a reading of a question looks like to the bridge, computed once: :class:`ReadingContext`.

Every reading looks at the same facts about the question's atoms — which variables a name names, the
multiword names (``named`` atoms joined by ``compound``), the two-word noun compounds, the nouns and
their adjectives, the prepositions on events and on nouns, and the atoms keyed by predicate. They are
computed once per reading and not changed after (the context refuses new attributes), so the readings
can share it without one seeing another's traces.

>>> from verifier.logic import Atom, Const, Var
>>> x, e = Var("x3"), Var("e2")
>>> ctx = ReadingContext(Atom("_city_n_1", (x,)))
>>> [a.pred for a in ctx.nouns], list(ctx.keyed)
(['_city_n_1'], [('_city_n_1', 1)])
>>> ctx.nouns = []
Traceback (most recent call last):
...
AttributeError: a ReadingContext is not changed after it is made
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from ..logic import Atom, Const, Count, Exists, Formula, Or, Var, atoms, subformulas
from ..question.reading import Reading
from .options import LITERAL_PREDS, NAME_PREDS, _is_event, _is_unexpressed, parse_erg_predicate, query_typings

__all__ = ["HAVE", "LINKS", "WITH", "NameContext", "NameGroup", "NounCompound", "QueryContext", "ReadingContext",
           "WordContext", "noun_phrase", "one_place"]


#: predicates that attach a phrase to a noun (relational_noun link templates)
LINKS = ("poss", "_of_p", "compound")


#: possessive verbs whose object is a relational noun ("X has children": the children of X)
HAVE = ("_have_v_1",)


#: prepositions that may give a relational noun its possessor as "have" does, the noun second ("the
#: bridge with the longest span": the span of the bridge; "Rome is in the time zone Z": the time zone of
#: Rome); relational_noun.tmpl's link lists say which template takes which
WITH = ("_with_p", "_in_p_loc", "_from_p")


@dataclass
class NameGroup:
    """A multiword proper name: ``named`` atoms joined by ``compound``, head last in ``order``."""

    head: Var
    order: list
    carg: dict
    edges: list
    atoms: list
    preds: dict

    @property
    def text(self) -> str:
        return " ".join(self.carg[v].name.replace("_", " ") for v in self.order)

    @staticmethod
    def single(var: Var, pred: str, carg: Const) -> "NameGroup":
        """A one-word name as a group of one."""
        return NameGroup(var, [var], {var: carg}, [], [Atom(pred, (var, carg))], {var: pred})


@dataclass(frozen=True)
class NameContext:
    """What proper-name matching needs to know about the rest of the question: its words (ERG
    lemmas and the names' own words), which a loosely matched label's extra words must avoid."""

    words: tuple[str, ...]
    #: variable → the words on it; and the variables each is joined to by a noun-phrase link
    by_var: tuple = ()
    links: tuple = ()

    @staticmethod
    def of(reading: Reading) -> "NameContext":
        words: list[str] = []
        by_var: dict = {}
        links: dict = {}
        for a in atoms(reading.formula):
            if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
                words.append(a.args[1].name.replace("_", " "))
                by_var.setdefault(a.args[0], []).append(words[-1])
                continue
            if a.pred in LINKS + ("appos",) and len(a.args) == 2:
                links.setdefault(a.args[0], set()).add(a.args[1])
                links.setdefault(a.args[1], set()).add(a.args[0])
                continue
            erg = parse_erg_predicate(a.pred)
            if erg is not None:
                here = [erg.lemma] + ([reading.word_of(a.pred)] if reading.word_of(a.pred) else [])
                words.extend(here)
                if a.args and isinstance(a.args[0], Var):
                    by_var.setdefault(a.args[0], []).extend(here)
                if erg.pos == "n" and len(a.args) == 2 and isinstance(a.args[1], Var):
                    links.setdefault(a.args[0], set()).add(a.args[1])
                    links.setdefault(a.args[1], set()).add(a.args[0])
        return NameContext(tuple(dict.fromkeys(words)),
                            tuple((v, tuple(ws)) for v, ws in by_var.items()),
                            tuple((v, frozenset(ls)) for v, ls in links.items()))

    def near(self, variables) -> "NameContext":
        """The words on the variables a name's variables are joined to ("the chancellor of
        Germany": "chancellor" for "Germany"): the words that say the name's label is about
        something else when a loose match's extra words are among them. "Which pope succeeded
        John Paul II?" does not make "Pope John Paul II" another individual."""
        own = set(variables)
        links = dict(self.links)
        by_var = dict(self.by_var)
        near = {u for v in own for u in links.get(v, ())} - own
        return NameContext(tuple(w for u in near for w in by_var.get(u, ())), self.by_var, self.links)


@dataclass(frozen=True)
class NounCompound:
    """``head(x …) ∧ compound(x, z) ∧ mod(z)``: a two-word noun."""

    head: Atom
    mod: Atom
    link: Atom


def _var_index(v: Var) -> tuple:
    m = re.search(r"\d+$", v.name)
    return (int(m.group(0)) if m else 0, v.name)


def _restated(head: Atom, heads: list) -> bool:
    """Is ``head`` a relational noun with its complement whose noun the same individual's other
    ``heads`` say again without one (``_manager_n_of(x, y)`` beside ``_manager_n_of(x, i)``)? In "the
    manager, that is a sports manager, of X" the noun is said twice of one individual, as the relation
    and restated; a compound on the individual is the restatement's, and the relation stays the word's
    own (not a candidate head of the compound)."""
    return len(head.args) == 2 and not _is_unexpressed(head.args[1]) and any(
        h is not head and h.pred == head.pred and len(h.args) == 2 and _is_unexpressed(h.args[1]) for h in heads)


def _scoped_with(link: Atom, heads: list, formula: Formula) -> list:
    """The candidate ``heads`` of a compound, those inside the scope of its modifier's quantifier first.
    The grammar scopes a compound's modifier over the noun it modifies, while a noun a copula gives the
    same individual may stand outside: in "Which cities are partner towns of X?" the reading is
    ``city(x) ∧ ∃z. partner(z) ∧ town(x) ∧ compound(x, z) ∧ of(x, X)``, and a count restates the noun
    phrase it counts inside its set ("sister town of at least 6 territories": ``#{y | ∃z. sister(z) ∧
    town(x) ∧ compound(x, z) ∧ of(x, y)}`` beside ``city(x)``). The compound is "partner towns", the words
    the question puts together, not "partner cities", whose noun is not where the modifier is. A
    modifier no quantifier binds, or heads all in its scope, leave the order as it was.

    >>> from verifier.logic import Count, Exists, Num, conj
    >>> x, y, z = Var("x"), Var("y"), Var("z")
    >>> city, town, link = Atom("_city_n_1", (x,)), Atom("_town_n_1", (x,)), Atom("compound", (x, z))
    >>> body = Exists((z,), conj([Atom("_sister_n_of", (z,)), town, link, Atom("_of_p", (x, y))]))
    >>> [h.pred for h in _scoped_with(link, [city, town], conj([city, Count((y,), body, "<", Num(3))]))]
    ['_town_n_1', '_city_n_1']
    """
    scopes = [atoms(q.body) for q in subformulas(formula)
              if isinstance(q, (Exists, Count)) and link.args[1] in q.vars and link in atoms(q.body)]
    if not scopes:
        return heads
    scope = min(scopes, key=len)
    return sorted(heads, key=lambda h: h not in scope)


class ReadingContext:
    """What the bridge needs to know about a reading's atoms, computed once (see the module)."""

    def __init__(self, formula: Formula) -> None:
        all_atoms = list(dict.fromkeys(atoms(formula)))
        self.atoms: tuple = tuple(all_atoms)
        self.unary = {(a.pred, a.args[0]) for a in all_atoms if len(a.args) == 1}
        named: dict = {}
        for a in all_atoms:
            if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const) and isinstance(a.args[0], Var):
                named.setdefault(a.args[0], a)
        #: variables a name names (named(x, "Alberta")), with their name atom
        self.named = named
        # multiword names: compound(h, m) between two named variables
        edges = [a for a in all_atoms if a.pred == "compound" and len(a.args) == 2
                 and a.args[0] in named and a.args[1] in named]
        mods: dict = {}
        for a in edges:
            mods.setdefault(a.args[0], []).append(a.args[1])
        modifiers = {a.args[1] for a in edges}
        self.name_groups: list[NameGroup] = []
        in_group: set = set()
        for head in sorted(mods, key=_var_index):
            if head in modifiers:
                continue
            order: list = []
            seen: set = set()

            def walk(v):
                if v in seen:
                    return
                seen.add(v)
                for m in sorted(mods.get(v, ()), key=_var_index):
                    walk(m)
                order.append(v)

            walk(head)
            group_edges = [(a.args[0], a.args[1]) for a in edges if a.args[0] in seen]
            group_atoms = [a for a in edges if a.args[0] in seen] + [named[v] for v in order]
            self.name_groups.append(NameGroup(head, order, {v: named[v].args[1] for v in order},
                                               group_edges, group_atoms, {v: named[v].pred for v in order}))
            in_group |= seen
        grouped_atoms = {a for g in self.name_groups for a in g.atoms}

        # two-word noun compounds: compound(x, z) with one noun (or nominal verb) predication on each
        self.noun_compounds: list[NounCompound] = []
        nominal: dict = {}
        for a in all_atoms:
            erg = parse_erg_predicate(a.pred)
            if erg and erg.pos in ("n", "v") and a.args and isinstance(a.args[0], Var) and not _is_event(a.args[0]):
                nominal.setdefault(a.args[0], []).append(a)
        for a in all_atoms:
            if a.pred == "compound" and len(a.args) == 2 and a not in grouped_atoms:
                hs, ms = nominal.get(a.args[0], []), nominal.get(a.args[1], [])
                heads = [h for h in hs if parse_erg_predicate(h.pred).pos == "n"]
                # a modifier whose own argument is unexpressed counts too (_time_n_of(z, i) in "time zone")
                mods = [m for m in ms if len(m.args) == 1 or (len(m.args) == 2 and _is_unexpressed(m.args[1]))]
                if len(heads) == 1 and len(mods) == 1:
                    self.noun_compounds.append(NounCompound(heads[0], mods[0], a))
                elif len(heads) > 1 and len(mods) == 1:
                    heads = [h for h in heads if not _restated(h, heads)]  # "the manager, that is a sports manager"
                    heads = _scoped_with(a, heads, formula)
                    # "the birth place, that is a country, of X": the clause's noun shares the head's
                    # variable (_place_n_of(x, y) ∧ _country_n_of(x, i)); each is a candidate head, and
                    # the first whose compound some reading knows takes the modifier
                    self.noun_compounds.extend(NounCompound(h, mods[0], a) for h in heads)

        # nouns and the one-place adjectives on their variable
        self.nouns: list[Atom] = []
        self.adjectives: dict = {}
        for a in all_atoms:
            erg = parse_erg_predicate(a.pred)
            if not erg or not a.args or not isinstance(a.args[0], Var) or _is_event(a.args[0]):
                continue
            if erg.pos == "n" and len(a.args) in (1, 2):
                self.nouns.append(a)
            elif erg.pos == "a" and len(a.args) == 1:
                self.adjectives.setdefault(a.args[0], []).append(a)

        # variables that hold a year ("in 1950")
        self.year_vars = {a.args[0] for a in all_atoms
                          if LITERAL_PREDS.get(a.pred) == "xsd:gYear" and len(a.args) == 2}
        # nouns in apposition to a name ("the comic Captain America"): noun variable → name variables
        self.appos_name: dict = {}
        for a in all_atoms:
            if a.pred == "appos" and len(a.args) == 2 and a.args[1] in named:
                self.appos_name.setdefault(a.args[0], []).append(a.args[1])

        self.keyed: dict[tuple, list[Atom]] = {}
        self.on_event: dict = {}
        self.on_noun: dict = {}
        self.had_by: dict = {}
        self.dependent: list[Atom] = []
        for a in all_atoms:
            if a in grouped_atoms:
                continue
            erg = parse_erg_predicate(a.pred)
            if len(a.args) in (2, 3) and _is_event(a.args[0]) and (a.pred == "loc_nonsp" or (erg and erg.pos == "p")):
                self.on_event.setdefault(a.args[0], []).append(a)
                self.dependent.append(a)
                continue
            if a.pred in HAVE and len(a.args) == 2 and isinstance(a.args[1], Var):
                # "How many children does X have?": the possessive verb, its object the noun
                self.had_by.setdefault(a.args[1], []).append(a)
                self.dependent.append(a)
                continue
            if len(a.args) == 2 and isinstance(a.args[0], Var) and (
                    a.pred in LINKS or (erg and erg.pos == "p" and not _is_event(a.args[0]))):
                # poss/_of_p/compound, or a preposition on a noun ("boardgames by GMT"), which a
                # relational noun whose frame marks that preposition takes as its argument
                self.on_noun.setdefault(a.args[0], []).append(a)
                if a.pred in WITH and isinstance(a.args[1], Var):
                    # ... and a relational noun it attaches may take it as its possessor
                    self.had_by.setdefault(a.args[1], []).append(a)
                self.dependent.append(a)
                continue
            if a.pred in NAME_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
                self.keyed.setdefault(("named", a.args[1].name, a.pred), []).append(a)
            elif a.pred in LITERAL_PREDS and len(a.args) == 2 and isinstance(a.args[1], Const):
                self.keyed.setdefault(("literal", a.args[1].name, a.pred), []).append(a)
            else:
                self.keyed.setdefault((a.pred, len(a.args)), []).append(a)
        object.__setattr__(self, "_sealed", True)

    def __setattr__(self, name, value) -> None:
        if getattr(self, "_sealed", False):
            raise AttributeError("a ReadingContext is not changed after it is made")
        object.__setattr__(self, name, value)


@dataclass(frozen=True)
class QueryContext:
    """What the orchestration knows of the query a reading is bridged to, computed once per call of
    :meth:`~verifier.bridge.axioms.Bridge.options`: its compact IRIs (``iris``, in order, each once), the
    labels of those IRIs (``labels``: IRI → labels), its atoms, the terms a reading through the query's
    own vocabulary may use (``qterms``: the IRIs, their predicate forms and the atoms' predicates), and
    ``kg_labels()``, the KG's own labels of the query's properties, looked up on the first word that
    asks (a cached function).
    """

    iris: tuple
    labels: dict
    atoms: tuple
    qterms: frozenset
    kg_labels: Callable[[], dict]
    #: the atoms that hold in some branches of a disjunction of the query only (:func:`branch_only_atoms`)
    branched: frozenset = frozenset()

    @property
    def classes(self) -> frozenset[str]:
        """The constants the query states as the class of a thing (the object of a typing predicate).

        >>> from verifier.logic import Atom, Const, Var
        >>> q = QueryContext((), {}, (Atom("rdf:type", (Var("x"), Const("dbo:Volcano"))),), frozenset(), dict)
        >>> sorted(q.classes)
        ['dbo:Volcano']
        """
        return frozenset(cls for _, cls in query_typings(self.atoms))


def branch_only_atoms(f: Formula | None) -> frozenset:
    """The atoms of the query ``f`` whose property some branch of a disjunction in it does not state: an
    answer of the query may come from a branch without that property. "Which towns are twinned with Ada or
    were the homes of Bo?" asked as ``(twin(A, x) ∧ town(x)) ∨ (home(B, x) ∧ town(x))``: ``twin(A, x)`` and
    ``home(B, x)`` hold in one branch each, ``town(x)`` in both. A property each branch states of another
    subject ("twinned with Ada or with Bo") is in every branch: its atoms are not branch-only. Empty for None.

        >>> from verifier.logic import And, Or
        >>> x = Var("x")
        >>> t, a, b = Atom("town", (x,)), Atom("twin", (Const("A"), x)), Atom("home", (Const("B"), x))
        >>> sorted(str(a) for a in branch_only_atoms(Or((And((a, t)), And((b, t))))))
        ['home(B, x)', 'twin(A, x)']
        >>> branch_only_atoms(Or((And((a, t)), And((Atom("twin", (Const("B"), x)), t)))))
        frozenset()
    """
    out: set = set()
    for sub in subformulas(f) if f is not None else ():
        if isinstance(sub, Or):
            each = [atoms(p) for p in sub.parts]
            everywhere = set.intersection(*({a.pred for a in part} for part in each))
            out |= {a for part in each for a in part if a.pred not in everywhere}
    return frozenset(out)


@dataclass(frozen=True)
class WordContext:
    """One ERG word of a reading as the word readers see it (``readings/__init__.py``, phase "word"):
    its predicate key and parsed predicate (``erg``), its occurrences, the reading and its
    :class:`ReadingContext` (``ctx``), the word as the question spells it, the query
    (:class:`QueryContext`), the word's own lexicon readings (``lex``: a word with entries is read by
    them first, and the guesses beside them rank below), and the options the readers before this one
    found (``found``: a fallback reads only where nothing did).

    >>> from verifier.logic import Atom, Var
    >>> from verifier.question.reading import Reading
    >>> x = Var("x")
    >>> a = Atom("_city_n_1", (x,))
    >>> w = WordContext(("_city_n_1", 1), parse_erg_predicate("_city_n_1"), (a,), Reading(a, (x,), "wh"),
    ...                 ReadingContext(a), "city", QueryContext((), {}, (), frozenset(), dict))
    >>> (w.erg.pos, w.example.pred, w.found)
    ('n', '_city_n_1', ())
    """

    key: tuple
    erg: Any
    occurrences: tuple
    reading: Reading
    ctx: ReadingContext
    word: str
    query: QueryContext
    lex: tuple = ()
    found: tuple = ()

    @property
    def example(self) -> Atom:
        """The word's first occurrence (its arity and arguments stand for all)."""
        return self.occurrences[0]


def noun_phrase(ctx: "ReadingContext", ex: Atom, pos: str) -> tuple[Atom, list[Atom], list[tuple[Atom, Atom]]] | None:
    """The noun phrase the word ``ex`` (ERG part of speech ``pos``) belongs to: its head noun (one place),
    the one-place adjectives on the head's variable, and the nouns compounded with it at any depth (each
    with its ``compound`` link); None where the word heads no such phrase and modifies none. A noun that
    modifies another is read in the phrase of the noun it modifies, up to the last ("grunge" in "grunge
    record labels", as ``compound(label, grunge)`` or ``compound(record, grunge)``)."""
    if not one_place(ex) or not isinstance(ex.args[0], Var):
        return None
    heads = [n for n in ctx.nouns if one_place(n) and n.args[0] == ex.args[0]]
    head, seen = (heads[0] if len(heads) == 1 else None), {ex}
    up = [nc.head for nc in ctx.noun_compounds if pos == "n" and nc.mod == ex and one_place(nc.head)]
    while len(up) == 1 and up[0] not in seen:
        head = up[0]
        seen.add(head)
        up = [nc.head for nc in ctx.noun_compounds if nc.mod == head and one_place(nc.head)]
    if head is None:
        return None
    inside, compounds = {head}, []
    while found := [(nc.mod, nc.link) for nc in ctx.noun_compounds
                    if nc.head in inside and nc.mod not in inside and one_place(nc.mod)]:
        compounds += found
        inside |= {m for m, _ in found}
    return head, list(ctx.adjectives.get(head.args[0], [])), compounds


def one_place(a: Atom) -> bool:
    """One argument, or a second one the question leaves unexpressed ("novels": ``_novel_n_of(x, i)``)."""
    return len(a.args) == 1 or (len(a.args) == 2 and _is_unexpressed(a.args[1]))
