"""Table-driven readings: words whose reading a table of ``axiom_templates/`` gives — pertainyms
("Swiss" → Switzerland through the KG profile's ``pertains`` role), members of a group, doctrines, state
adjectives ("alive": no death date), kinship steps ("grandchild": a child's child) — and a literal
subject read as the value of a query property.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Sequence

from ...kg.profile import role
from ...logic import Atom, Const, Eq, Forall, Iff, Var, atoms, map_atoms
from ...question.reading import Reading
from ..containment import contained_formula
from ..context import ReadingContext as _Context, WordContext
from ..entries import _lexicon_options
from ..expand import _renamed
from ..autolex import _NOUN_PP_INVERSE
from ..frames import _ADJECTIVE_VALUE_FRAMES, _NOUN_VALUE_FRAMES, _iri_values
from ..labels import as_predicate, normalise
from ..lexicon import LexicalEntry, SynArg
from ..model import Axiom
from ..namelinks import linked_terms
from ..options import (_PAREN, ErgPredicate, Option, _kg_name_rank, _looks_like_property, _typing_properties,
                       parse_erg_predicate)
from ..tables import load_state_adjectives
from ..weights import W_GUESSED


def _pertainym_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                       query_atoms: Sequence[Atom], qterms: set, lex: Sequence[Option]) -> list[Option]:
    """"Which Swiss banks ...": an adjective that WordNet says pertains to a noun naming a query
    individual c (its KG label), which the query gives as the value of a property of
    the KG profile's ``pertains`` role: the adjective's things are those the property ties to c. Even where
    the lexicon reads the adjective with another such property, at the weight of :meth:`_kg_name_rank`."""
    demonym_props = role("pertains")
    uses = _iri_values(query_atoms, demonym_props) + _chained_values(res, query_atoms, demonym_props)
    literals = [(a.pred, a.args[1]) for a in query_atoms if a.pred in demonym_props and len(a.args) == 2
                and isinstance(a.args[1], Const) and a.args[1].kind == "literal"]
    if not uses and not literals:
        return []
    nouns = {normalise(n) for n in res.pertainyms(word or erg.lemma) or res.pertainyms(erg.lemma)} - {""}
    if not nouns:
        return []
    values = {c for _, c in uses}
    labels = res._query_labels(sorted(values), lexical=False)
    rank = _kg_name_rank(lex, qterms, W_GUESSED)
    found = [(prop, value) for prop, value in dict.fromkeys(uses)
             if any(normalise(l) in nouns for l in labels.get(value, []))]
    out = _has_value_options(
        res, key, erg, occurrences, ctx, word, found, rank, "pertainym", "adjective", _ADJECTIVE_VALUE_FRAMES,
        lambda e: f'WordNet: "{erg.lemma}" pertains to {e.value} ({e.reference}: the pertains role of the KG profile)')
    # the place given by its name, as infobox properties hold it ("Danish films": dbp:country "Denmark"@en)
    named = {c.name: c for _, c in literals if normalise(c.name) in nouns}
    for o in _has_value_options(
            res, key, erg, occurrences, ctx, word, [(p, c.name) for p, c in literals if c.name in named],
            rank, "pertainym", "adjective", _ADJECTIVE_VALUE_FRAMES,
            lambda e: f'WordNet: "{erg.lemma}" pertains to {e.value}, the name the query gives as the value of '
                      f'{e.reference} (the pertains role of the KG profile)'):
        out.append(replace(o, axioms=tuple(replace(a, formula=map_atoms(a.formula, lambda at: _as_query_literal(at, named)))
                                           for a in o.axioms)))
    return out


def _chained_values(res, query_atoms: Sequence[Atom], props) -> list[tuple[str, str]]:
    """``(P, c)`` for each query chain ``P(s, z) ∧ via(z, c)``, ``P`` one of ``props``, ``via`` a property by
    which ``containment.table`` reaches a place containing others, ``c`` an IRI: "Zorbian clubs" asked as
    clubs whose ``dbo:location`` is a place whose ``dbo:country`` is Zorbia. The word is offered as ``P``
    with the value ``c``, as for a direct ``P(s, c)``; the containment reading "a place in ``c``" of that
    sense is what meets the chain (``expand._containment_options``), and the direct one proves nothing of
    it."""
    vias = set(res.containment_table().via)
    reached: dict = {}
    for a in query_atoms:
        if a.pred in vias and len(a.args) == 2 and isinstance(a.args[0], Var) \
                and isinstance(a.args[1], Const) and a.args[1].kind == "iri":
            reached.setdefault(a.args[0], []).append(a.args[1].name)
    return [(a.pred, c) for a in query_atoms if a.pred in props and a.pred not in vias and len(a.args) == 2
            for c in reached.get(a.args[1], ())]


def _as_query_literal(at: Atom, named: dict) -> Atom:
    """``at`` with each plain literal that names one of ``named`` replaced by the query's own literal
    (its language tag or datatype kept), so the reading states what the query states."""
    return Atom(at.pred, tuple(named.get(x.name, x) if isinstance(x, Const) and x.kind == "literal" else x
                               for x in at.args))


def _has_value_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                       uses: Sequence[tuple[str, str]], rank: float, kind: str, pos: str,
                       frames: Sequence[tuple[str, str]], source: Callable[[LexicalEntry], str]) -> list[Option]:
    """The word read as each (property, value) of ``uses`` like a lexicon's ``owl:hasValue``
    restriction, in each (frame, argument role) of ``frames``, at weight ``rank``; ``source`` says
    where each reading comes from (the pertainym, doctrine and member readings differ only in why
    a pair is offered)."""
    entries = [LexicalEntry(f"{kind}:{erg.lemma}:{prop}", erg.lemma, pos, frame, prop,
                            args=(SynArg(role, "isA", ""),), value=value, curated=False, confidence=rank)
               for prop, value in uses for frame, role in frames]
    if not entries:
        return []
    found, _ = _lexicon_options(res, key, erg, occurrences, ctx, word, entries=entries)
    return [Option(o.key, tuple(replace(a, source=source(o.entry)) for a in o.axioms), o.weight, o.covers,
                   o.entry) for o in found]


def _named_values(res, uses: Sequence[tuple[str, str]], names: set) -> list[tuple[str, str]]:
    """The (property, value) pairs of ``uses`` whose value one of ``names`` labels, a parenthesised
    qualifier aside ("Democratic Party (United States)" for "democratic party"): the member and the
    doctrine readings differ only in the names they look for."""
    labels = res._query_labels(sorted({c for _, c in uses}), lexical=False)
    return [(prop, value) for prop, value in dict.fromkeys(uses)
            if any(normalise(_PAREN.sub("", l)) in names for l in labels.get(value, []))]


def _member_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                    query_atoms: Sequence[Atom], qterms: set, lex: Sequence[Option]) -> list[Option]:
    """"Is X a democrat?": a noun whose first WordNet sense is a member of a group (a member holonym,
    :meth:`member_groups`) that names a query individual c (its label, a qualifier aside: "Democratic
    Party (United States)"), which the query gives as the value of a property of
    the KG profile's ``member`` role: the noun's things are those the property ties to c, read as a
    lexicon's ``owl:hasValue`` restriction would be, at the weight of :meth:`_kg_name_rank`."""
    member_props = role("member")
    uses = _iri_values(query_atoms, member_props)
    if not uses:
        return []
    groups = {normalise(g) for g in res.member_groups(erg.lemma)} - {""}
    if not groups:
        return []
    rank = _kg_name_rank(lex, qterms, W_GUESSED)
    found = _named_values(res, uses, groups)
    return _has_value_options(
        res, key, erg, occurrences, ctx, word, found, rank, "member", "noun", _NOUN_VALUE_FRAMES,
        lambda e: f'WordNet: a "{erg.lemma}" is a member of {e.value} ({e.reference}: the member role of the KG profile)')


def _member_class_axioms(res, reading: Reading, query_iris: Sequence[str],
                         query_classes: dict[str, str]) -> list[Axiom]:
    """``member_class.tmpl`` for the question's nouns whose first WordNet sense is a member of a group
    that labels a class the query names ("king" and dbo:Royalty): the noun's things are of that class
    whatever the noun is read as, so the query's type triple restates the noun. Typed by
    ``rdf:type`` only (a Wikidata item is no class label).

    A class named like a group may hold the groups themselves (dbo:Band and "musical group", of
    which a musician is a member) or the group's members (dbo:Royalty: royal persons). Only the
    latter says what the noun's things are: the class must be one of persons
    (``class_hierarchy.table`` puts it under a class labelled "person"), and the noun's first
    sense a kind of person."""
    wider = res.superclasses()
    classes = [c for c, typer in query_classes.items() if typer == "rdf:type" and wider.get(c)]
    if not classes:
        return []
    labels = res._query_labels(classes + [w for c in classes for w in wider[c]], lexical=False)
    classes = [c for c in classes if any(normalise(l) == "person" for w in wider[c] for l in labels.get(w, []))]
    if not classes:
        return []
    out: list[Axiom] = []
    seen: set = set()
    for a in atoms(reading.formula):
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos != "n" or not a.args or (a.pred, len(a.args)) in seen:
            continue
        seen.add((a.pred, len(a.args)))
        tmpl = next((t for t in res.templates if t.family == "member_class" and t.arity == len(a.args)), None)
        if tmpl is None:
            continue
        groups = {normalise(g) for g in res.member_groups(erg.lemma)} - {""}
        if groups and not res.denotes_person(erg.lemma):
            continue
        for cls in classes:
            if not groups or not any(normalise(l) in groups for l in labels.get(cls, [])):
                continue
            name, f = tmpl.instantiate({"$pred": a.pred, "$C": Const(cls)})
            out.append(Axiom(name, f, tmpl.family, source=f'WordNet: a "{erg.lemma}" is a member of '
                             f'{cls} (member holonym)', word=reading.word_of(a.pred) or erg.lemma,
                             kg_terms=(cls,)))
    return out


def _doctrine_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str,
                      query_atoms: Sequence[Atom], qterms: set, lex: Sequence[Option]) -> list[Option]:
    """"Which parties are pro-European?": an adjective of stance or adherence names the doctrine its
    things hold by the word and "-ism" ("pro-European" → Pro-Europeanism, "socialist" → socialism);
    where that labels a query individual which the query gives as the value of a property of
    the KG profile's ``doctrine`` role, the adjective's things are those the property ties to it, read as
    a lexicon's ``owl:hasValue`` restriction, at the weight of :meth:`_kg_name_rank`."""
    props = role("doctrine")
    uses = _iri_values(query_atoms, props)
    if not uses:
        return []
    lemma = erg.lemma.lower()
    doctrines = {normalise(lemma + "ism")} | ({normalise(lemma[:-3] + "ism")} if lemma.endswith("ist") else set())
    rank = _kg_name_rank(lex, qterms, W_GUESSED)
    found = _named_values(res, uses, doctrines)
    return _has_value_options(
        res, key, erg, occurrences, ctx, word, found, rank, "doctrine", "adjective", _ADJECTIVE_VALUE_FRAMES,
        lambda e: f'"{erg.lemma}" holds the doctrine {e.value} ({e.reference}: the doctrine role of the KG profile)')


def _state_options(res, key, erg: ErgPredicate, word: str) -> list[Option]:
    """"Is X still alive?": an adjective of ``state_adjectives.table`` is the presence or the absence
    of any value of a property (``state_adjective.tmpl``: ``∀x. _alive_a_1(x) ↔ ¬∃v. dbo:deathDate(x,
    v)``), one reading per property. The entry behind each lets a year or date variant the query
    uses be read as for lexicon entries (property_variants.table)."""
    row = res._table(load_state_adjectives).get(erg.lemma.lower())
    if row is None:
        return []
    which, props = row
    tmpl = next((t for t in res.templates if t.family == "state_adjective" and t.variant == which), None)
    if tmpl is None:
        return []
    out = []
    for prop in props:
        name, f = tmpl.instantiate({"$pred": erg.pred, "$P": prop})
        entry = LexicalEntry(f"state:{erg.lemma}:{prop}", erg.lemma, "adjective", "AdjectivePredicateFrame", prop,
                             curated=True, source="state_adjectives.table")
        what = "has" if which == "has" else "has no"
        out.append(Option(key, (Axiom(name, f, tmpl.family, source=f'"{erg.lemma}": {what} {prop} value '
                                      f'(state_adjectives.table)', word=word or erg.lemma, kg_terms=(prop,)),),
                          tmpl.weight, entry=entry))
    return out


def _kinship_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context",
                     word: str, entries: "list[LexicalEntry] | None" = None) -> list[Option]:
    """"the grandchildren of X": the lexicon's readings of the step word ("child", :func:`kinship_step`)
    with their property P taken twice, P(X, z) ∧ P(z, Y). Where the words are derived, z is a fixed
    witness (as containment.table's intermediate place), where they are assumed, ``∃z`` turns
    universal: the check stays in EPR. With ``entries`` (the step read by the names of the query's
    properties, :func:`_named_steps`), each step is any of them: two properties the step word names alike
    (``ex:child``, ``ex:children``) are each the step, so a chain through both is the step taken twice."""
    step = kinship_step(res._wordnet(), erg.lemma)
    if step is None or entries == []:
        return []
    lex, _ = _lexicon_options(res, key, ErgPredicate(erg.pred, step, erg.pos, erg.sense), occurrences, ctx, word,
                              entries=entries)
    out: list[Option] = []
    for o in lex:
        prop = o.entry.reference if o.entry is not None else None
        if not prop or not all(prop in a.kg_terms for a in o.axioms):
            continue
        for via in dict.fromkeys([prop] + [e.reference for e in entries or ()]):
            axs = []
            for a in o.axioms:
                f = contained_formula(a.formula, prop, via, Const(f"?{step}#{prop}"), within=True, places=False)
                if f is None:
                    break
                e = _entry_of(entries, via) if via != prop else None
                then = f"; the second {step} is {via}, {e.source}" if e is not None else ""
                axs.append(replace(a, name=f"{a.name}/twice" + (f"/{via}" if via != prop else ""), formula=f,
                                   kg_terms=tuple(dict.fromkeys(a.kg_terms + (via,))),
                                   source=f'"{erg.lemma}" is a {step} of a {step} (WordNet: "{erg.lemma}" is '
                                          f'"a {step} of your …", each a kind of {step}): {a.source}{then}'))
            else:
                out.append(Option(o.key, tuple(axs), o.weight, o.covers, o.entry, o.alternatives))
    return out


def _entry_of(entries: "list[LexicalEntry] | None", reference: str) -> "LexicalEntry | None":
    """The one of ``entries`` that reads its word as ``reference``, or None."""
    return next((e for e in entries or () if e.reference == reference), None)


#: WordNet's gloss of a kinship noun that one relation taken twice defines: "a child of your son or daughter"
_TWICE = re.compile(r"an? (\w+) of your (\w+)(?: or (\w+))?")


def kinship_step(wordnet, lemma: str) -> str | None:
    """The one relation a kinship noun takes twice, read from WordNet: the gloss of its first sense is
    "a S of your A or B" where A and B are each a kind of S (WordNet's hypernyms), so the noun's things
    are the S of an S. "grandchild" is "a child of your son or daughter" (a son and a daughter are
    children) and "grandparent" "a parent of your father or mother"; "grandson" ("a male grandchild")
    and "grandmother" ("the mother of your father or mother": a father is no mother) take two different
    steps, and are left to the lexicon. None without WordNet or for any other word."""
    if wordnet is None:
        return None
    try:
        senses = wordnet.synsets(lemma.replace(" ", "_"), "n")
    except Exception:
        return None
    if not senses:
        return None
    m = _TWICE.fullmatch(senses[0].definition().strip())
    if m is None:
        return None
    step, kinds = m.group(1), [k for k in m.group(2, 3) if k]
    try:
        steps = set(wordnet.synsets(step, "n"))
        for kind in kinds:
            first = wordnet.synsets(kind, "n")
            if not first or not steps & set(first[0].closure(lambda s: s.hypernyms())):
                return None
    except Exception:
        return None
    return step


def _literal_subject_options(opts: dict, ctx: "_Context", query_atoms: Sequence[Atom]) -> None:
    """A string literal is never the subject of a KG triple. Where a name is read as the query's
    string ("What does QX stand for?" with ``?x P "QX"``) and a lexicon reading ``words(x, y) ↔
    P(x, y)`` would put that name in P's subject, the reading cannot hold of the string at all: the
    entry's other direction, ``P(y, x)``, is the one consistent with it, added as a choice of its
    own (the entry's direction stays first, for the name read as an individual)."""
    strings: dict = {}  # question variable -> the query string its name is read as
    for key, lst in opts.items():
        if key[0] != "named":
            continue
        for o in lst:
            f = o.axioms[0].formula if len(o.axioms) == 1 else None
            if isinstance(f, Forall) and isinstance(f.body, Iff) and isinstance(f.body.right, Eq) \
                    and isinstance(f.body.right.right, Const) and f.body.right.right.kind == "literal":
                for occ in ctx.keyed.get(key, []):
                    strings[occ.args[0]] = f.body.right.right
    if not strings:
        return
    objects = {(a.pred, a.args[1]) for a in query_atoms if len(a.args) == 2 and isinstance(a.args[1], Const)}
    for key, lst in opts.items():
        if key[0] == "named":
            continue
        extra = []
        for o in lst:
            f = o.axioms[0].formula if len(o.axioms) == 1 else None
            if o.entry is None or not isinstance(f, Forall) or not isinstance(f.body, Iff):
                continue
            left, right = f.body.left, f.body.right
            if not (isinstance(left, Atom) and isinstance(right, Atom) and len(right.args) == 2
                    and all(isinstance(t, Var) for t in left.args) and right.args[0] in left.args):
                continue
            at = left.args.index(right.args[0])
            for occ in ctx.keyed.get(key, []):
                if occ.pred != left.pred or len(occ.args) != len(left.args):
                    continue
                value = strings.get(occ.args[at])
                if value is None or (right.pred, value) not in objects:
                    continue
                flipped = Forall(f.vars, Iff(left, _renamed(right, right.pred, True)))
                ax = o.axioms[0]
                extra.append(Option(o.key, (replace(ax, name=f"{ax.name}/reversed", formula=flipped,
                                                    source=f"{ax.source}, the other way round: the question's "
                                                           f"name is the string {value}, and a string is never "
                                                           f"a triple's subject"),),
                                    o.weight, o.covers, o.entry))
                break
        lst.extend(extra)


# ------------------------------------------------------------------ the word readers (readings/__init__.py)

def read_member(w: WordContext, res) -> list[Option]:
    """"Is X a democrat?": a noun as membership of the group its WordNet sense belongs to
    (:func:`_member_options`)."""
    if w.erg.pos != "n":
        return []
    return _member_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word, w.query.atoms,
                           w.query.qterms, w.lex)


def read_kinship(w: WordContext, res) -> list[Option]:
    """"grandchild" as a child's child: a kinship noun with no lexicon entry read through the one relation
    WordNet's gloss takes twice (:func:`kinship_step`, :func:`_kinship_options`)."""
    if w.lex or w.erg.pos != "n":
        return []
    found = _kinship_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word)
    return found or _kinship_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word, _named_steps(w, res))


def _named_steps(w: WordContext, res) -> list[LexicalEntry]:
    """The step of a kinship noun (:func:`kinship_step`) read, where the lexicon's entries give it no reading
    here, as a query property its own name calls so (:func:`~verifier.bridge.namelinks.linked_terms`, by name only),
    in the relational noun's default frame ("the child of X" as ``P(X, ·)``): "the grandchildren of X" with
    ``ex:child(X, c) ∧ ex:child(c, y)`` and no lexicon entry for "child" or "grandchild"."""
    step = kinship_step(res._wordnet(), w.erg.lemma)
    if step is None:
        return []
    terms = {t: labs for t, labs in w.query.labels.items() if _looks_like_property(t) and t not in _typing_properties()}
    return [LexicalEntry(f"name:{t}", step, "noun", "NounPPFrame", as_predicate(t), args=_NOUN_PP_INVERSE,
                         curated=False, source=f"“{step}” read as {t} by its name: its name is the word")
            for t, kind in linked_terms(step, "n", terms, res._wordnet()).items() if kind == "name"]


def read_state(w: WordContext, res) -> list[Option]:
    """"alive" as having no death date: a state adjective of ``state_adjectives.table``
    (:func:`_state_options`)."""
    if w.erg.pos != "a" or len(w.example.args) != 1:
        return []
    return _state_options(res, w.key, w.erg, w.word)


def read_doctrine(w: WordContext, res) -> list[Option]:
    """"pro-European" as holding Pro-Europeanism (:func:`_doctrine_options`)."""
    if w.erg.pos != "a" or len(w.example.args) != 1:
        return []
    return _doctrine_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word, w.query.atoms,
                             w.query.qterms, w.lex)


def read_pertainym(w: WordContext, res) -> list[Option]:
    """"Swiss" as tied to Switzerland by a demonym property (:func:`_pertainym_options`)."""
    if w.erg.pos != "a" or len(w.example.args) != 1:
        return []
    return _pertainym_options(res, w.key, w.erg, list(w.occurrences), w.ctx, w.word, w.query.atoms,
                              w.query.qterms, w.lex)
