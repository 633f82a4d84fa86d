"""Readings grown from other readings: unions, restrictions and rewritings of an option's axioms.

After every predicate has its options, some options give rise to more: the union of two senses the
query takes both of ("studied at" as ``education ∪ almaMater``), a restriction read as the union of its
classes, a lexicon property restated through another (variants, containment, an organisation's
location, a work's maker; the rewriting helpers :func:`_restated`, :func:`_extended`, :func:`_guarded`).
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import replace
from typing import Sequence
from urllib.parse import unquote

from ..kg.iri import name_words
from ..kg.profile import page_title, type_predicates
from ..logic import (Atom, Const, Eq, Exists, Forall, Formula, Iff, Implies, Or, Var, atoms, conj, constants, disj, free_vars,
                     map_atoms, subformulas, substitute)
from .containment import contained_formula, contained_name, containment_of
from .context import ReadingContext as _Context
from .frames import _name_ends_in, _subject_is_the_noun, _value_kind
from .labels import normalise
from .lexcheck import names_no_agent
from .lexicon import LexicalEntry
from .located import load_organisation_locations, located_formula
from .model import Axiom
from .options import Option, _const, _looks_like_class, _looks_like_property
from .variants import guarded_variants_among, load_variant_rules, variants_among
from .weights import W_CONTAIN, W_LOCATED, W_REDIRECT, W_VARIANT, W_WITHIN


def _restated(ax: Axiom, old: str, new: str, rename, why: str, factor: float = 1.0) -> Axiom:
    """``ax`` with the KG property ``old`` stated as ``new``: its atoms mapped by ``rename``, ``old``
    replaced in its name and terms, ``why`` added to its source, its weight times ``factor``."""
    return Axiom(ax.name.replace(old, new), map_atoms(ax.formula, rename), ax.template,
                 source=f"{ax.source}, {why}", word=ax.word,
                 kg_terms=tuple(new if t == old else t for t in ax.kg_terms), weight=ax.weight * factor)


def _extended(ax: Axiom, name: str, f: Formula, why: str, terms: Sequence[str], factor: float) -> Axiom:
    """``ax`` rewritten as ``f`` through more KG ``terms`` (a place, an organisation or a work in
    between): named ``name``, ``why`` added to its source, its weight times ``factor``."""
    return Axiom(name, f, ax.template, source=f"{ax.source}, {why}", word=ax.word,
                 kg_terms=tuple(dict.fromkeys(ax.kg_terms + tuple(terms))), weight=ax.weight * factor)


def _guarded(ax: Axiom, old: str, new: str, cls: str) -> Axiom | None:
    """``∀v. L ↔ old(s, o)`` as ``∀v. rdf:type(s, cls) → (L ↔ new(s, o))``: ``new`` names ``old``'s
    relation only of a subject of class ``cls`` (a ``same P Q C`` row of property_variants.table), so the
    words mean ``new`` only of such a subject, and a question that does not say the subject is one is
    not proved by it. None for an axiom of another shape."""
    f = ax.formula
    if not (isinstance(f, Forall) and isinstance(f.body, Iff) and isinstance(f.body.right, Atom)
            and f.body.right.pred == old and len(f.body.right.args) == 2 and f.body.right.args[0] in f.vars):
        return None
    right = f.body.right
    guard = Atom(type_predicates()[0], (right.args[0], _const(cls)))
    return Axiom(ax.name.replace(old, new) + f"@{cls}",
                 Forall(f.vars, Implies(guard, Iff(f.body.left, Atom(new, right.args)))), ax.template,
                 source=f"{ax.source}, read as {new}, which names {old}'s relation of a {cls} "
                        f"(property_variants.table)", word=ax.word,
                 kg_terms=tuple(new if t == old else t for t in ax.kg_terms), weight=ax.weight * W_VARIANT)


def _with_union(options: list[Option], query_terms: set, first: bool = True) -> list[Option]:
    """A word whose readings differ only in the property, two or more of which the query uses
    ("founded in" as dbo:foundingYear or dbo:formationYear; "X influenced Y" as dbo:influenced(X, Y)
    or dbo:influencedBy(Y, X), a property read from the other end): one more reading, in which the word
    denotes the union of those properties. It proves only a query that unions them too, so it comes first
    where the query has a disjunction (``first``) and last where it has none: there a query using the
    properties for several words ("the father of the child of the parent of X", each a sense of its own)
    needs each word's single sense, and the bound on tried choices must not fall on unions first."""
    single = [o for o in options if len(o.axioms) == 1 and len(o.axioms[0].kg_terms) == 1
              and o.axioms[0].kg_terms[0] in query_terms]
    if len(single) < 2:
        return options
    first_option = single[0]
    p0 = first_option.axioms[0].kg_terms[0]
    members = [(first_option, False)]
    for o in single[1:]:
        p = o.axioms[0].kg_terms[0]
        if p == p0 or p in (m.axioms[0].kg_terms[0] for m, _ in members) or o.covers != first_option.covers:
            continue
        # the same axiom with one property renamed, read from the same end or from the other: the two
        # readings differ in nothing else
        for flipped in (False, True):
            renamed = map_atoms(first_option.axioms[0].formula,
                                lambda at, p=p, f=flipped: _renamed(at, p, f) if at.pred == p0 else at)
            if renamed == o.axioms[0].formula:
                members.append((o, flipped))
                break
    if len(members) < 2:
        return options
    props = [m.axioms[0].kg_terms[0] for m, _ in members]
    f = map_atoms(first_option.axioms[0].formula, lambda at: disj(_renamed(at, m.axioms[0].kg_terms[0], fl)
                                                           for m, fl in members) if at.pred == p0 else at)
    a0 = first_option.axioms[0]
    name = a0.name.replace(p0, "|".join(props))
    w = max(m.weight for m, _ in members)
    ax = Axiom(name, f, a0.template, source="any of: " + "; ".join(m.axioms[0].source for m, _ in members),
               word=a0.word, kg_terms=tuple(props), weight=w)
    union = Option(first_option.key, (ax,), w, first_option.covers, None)
    return [union] + options if first else options + [union]


def _sense_unions(options: list[Option], query_formula: Formula | None) -> list[Option]:
    """A word the query reads as a UNION of its senses ("actors" as ``?x a dbo:Actor`` or ``?x
    dbo:occupation dbr:Actor``; "founded in" as a year of one property or of another; "Zorbian" as a
    place property with the value Zorbia or as being somewhere in Zorbia): for each of the
    query's disjunctions, the word's readings ``∀v. L ↔ Rᵢ`` whose KG terms all lie in one branch each
    make one more reading ``∀v. L ↔ R₁ ∨ … ∨ Rₙ``, first. Unlike :func:`_with_union` the senses may differ in
    shape (a class and a property value, a place value and the containment reading "a place in it",
    :func:`_within_senses`), not only in the property. The reading proves only a query
    that unions those very senses; a branch no sense of the word covers still goes unbridged, and the
    verdict names its term. A sense fits a branch only about the things every branch is about
    (:func:`_states`): "Zorbian" as ``country(x, Zorbia)`` is no reading of the branch ``location(x, p) ∧
    country(p, Zorbia)``. Where a branch still fits several senses of the word (it states two of them
    together), each choice of one sense per branch is a reading of its own too (:func:`_one_per_branch`)."""
    if query_formula is None:
        return options
    branches_of = [g.parts for g in subformulas(query_formula) if isinstance(g, Or)]
    if not branches_of:
        return options
    groups: dict[tuple, list[tuple[Option, Formula, tuple]]] = {}
    known = set()  # the readings there are already, a union's senses in any order
    for o, f, within in _iff_senses(options):
        groups.setdefault((f.vars, f.body.left, o.covers), []).append((o, f.body.right, within))
        right = f.body.right
        if not within:
            known.add((f.vars, f.body.left, frozenset(right.parts if isinstance(right, Or) else (right,))))
    out: list[Option] = []
    for (vs, left, covers), group in groups.items():
        for branches in branches_of:
            # what the union is about: the terms every branch has ("?x" of ``{?x a C} UNION {?x p v}``)
            shared = frozenset.intersection(*(frozenset(t for a in atoms(b) for t in a.args) for b in branches))
            fits = {}  # each sense with the branches its KG terms lie in, best sense first
            for o, right, within in group:
                at = frozenset(i for i, b in enumerate(branches) if _states(right, b, shared))
                if at and right not in fits:
                    fits[right] = (o, at, within)
            # senses in two branches at least: two senses inside one branch are a conjunction, no union
            if len(fits) < 2 or len(frozenset().union(*(at for _, at, _ in fits.values()))) < 2:
                continue
            for picked in [fits] + _one_per_branch(fits):
                if (vs, left, frozenset(picked)) in known:
                    continue
                known.add((vs, left, frozenset(picked)))
                option = _union_option(vs, left, covers, picked)
                if option is not None:
                    out.append(option)
    return out + options


def _iff_senses(options: list[Option]) -> list[tuple[Option, Forall, tuple]]:
    """The options read as one ``∀v. L ↔ R`` (variables renamed ``_u0``, ``_u1``…: templates name their
    variables as they like), each with ``()``, and the containment readings "a place in the value" of such
    an option (:func:`_within_senses`), each with ``(base R, property, via)``."""
    out = []
    for o in options:
        f = o.axioms[0].formula if len(o.axioms) == 1 else None
        if isinstance(f, Forall) and isinstance(f.body, Iff) and o.axioms[0].kg_terms:
            out.append((o, _renamed_vars(f), ()))
    return out + _within_senses(options, {o.axioms[0].name: f for o, f, _ in out})


def _renamed_vars(f: Forall) -> Forall:
    return Forall(tuple(Var(f"_u{i}", v.sort) for i, v in enumerate(f.vars)),
                  substitute(f.body, {v: Var(f"_u{i}", v.sort) for i, v in enumerate(f.vars)}))


def _within_senses(options: list[Option], bases: dict) -> list[tuple[Option, Forall, tuple]]:
    """The containment readings "the value lies in X" (:func:`_containment_options`, ``within``) of the
    ``∀v. L ↔ R`` options ``bases`` (by axiom name): each as ``∀v. L ↔ R'``, ``R`` with its ``P(s, o)`` read
    ``∃z. P(s, z) ∧ via(z, o)``, the form a query branch states it in ("in Zorbia" as ``?x dbo:location ?p .
    ?p dbo:country dbr:Zorbia``); the union keeps the containment's own polarity reading
    (:func:`_union_option`)."""
    out = []
    for o in options:
        ax = o.axioms[0] if len(o.axioms) == 1 else None
        how = containment_of(ax.name) if ax is not None else None
        base = bases.get(ax.name.rpartition("/")[0]) if how is not None and how[1] else None
        prop = next((c.name.split("#", 1)[1] for c in constants(ax.formula) if c.name.startswith("?place#")), None) \
            if base is not None else None
        if prop is None:
            continue
        via = how[0]
        z = Var("_z")

        def chain(at: Atom, prop=prop, via=via, z=z) -> Formula:
            if at.pred != prop or len(at.args) != 2:
                return at
            return Exists((z,), conj([Atom(prop, (at.args[0], z)), Atom(via, (z, at.args[1]))]))
        right = map_atoms(base.body.right, chain)
        out.append((o, Forall(base.vars, Iff(base.body.left, right)), (base.body.right, prop, via)))
    return out


def _one_per_branch(fits: dict) -> list[dict]:
    """Where some branch fits more than one sense: each choice of one sense per branch (at most 8),
    best senses first; [] where each branch fits one sense (the union of all is that choice)."""
    branches = sorted(frozenset().union(*(at for _, at, _ in fits.values())))
    per = [[r for r, (_, at, _) in fits.items() if i in at] for i in branches]
    if all(len(p) == 1 for p in per):
        return []
    out = []
    for combo in itertools.islice(itertools.product(*per), 8):
        rights = list(dict.fromkeys(combo))
        if len(rights) >= 2:
            out.append({r: fits[r] for r in rights})
    return out


def _union_option(vs: tuple, left: Formula, covers, fits: dict) -> Option | None:
    """The reading ``∀v. L ↔ R₁ ∨ … ∨ Rₙ`` of the senses ``fits``; a containment sense enters as its base
    ``P(s, o)``, then read "a place in ``o``" by the containment's polarity rewriting (a witness place where
    the words are assumed, ``∃z`` where the KG facts are), as the sense alone is. None where a sense's
    property also occurs in another sense, whose atoms the rewriting would change too."""
    rights = [w[0] if w else r for r, (_, _, w) in fits.items()]
    f: Formula | None = Forall(vs, Iff(left, disj(rights)))
    for r, (_, _, w) in fits.items():
        if not w:
            continue
        _, prop, via = w
        if sum(1 for x in rights if any(a.pred == prop for a in atoms(x))) > 1:
            return None
        f = contained_formula(f, prop, via, Const(f"?place#{prop}"), True)
        if f is None:
            return None
    picked = [o for o, _, _ in fits.values()]
    a0 = picked[0].axioms[0]
    w = max(o.weight for o in picked)
    terms = tuple(dict.fromkeys(t for o in picked for t in o.axioms[0].kg_terms))
    ax = Axiom("|".join(o.axioms[0].name for o in picked), f, a0.template,
               source="any of: " + "; ".join(o.axioms[0].source for o in picked),
               word=a0.word, kg_terms=terms, weight=w)
    return Option(picked[0].key, (ax,), w, covers, None)


def _states(sense: Formula, branch: Formula, shared: frozenset | None = None) -> bool:
    """Whether a query branch states what a sense says: each of the sense's atoms is in the branch with
    the same predicate and the same KG constants, its variables matched consistently (one term each),
    each individual it equates something with is equated there too. A sense whose terms merely occur in
    the branch in another role ("actor" as the individual dbr:Actor, the branch ``?x dbo:occupation
    dbr:Actor``) does not. With ``shared`` (the terms every branch of the union has), the sense's free
    variables, the word's own things, must match shared terms: "Zorbian" as ``country(u, Zorbia)`` is no
    reading of the branch ``location(x, p) ∧ country(p, Zorbia)``, which says Zorbia is the country of
    the place ``p``, not of ``x``."""
    have = atoms(branch)
    equated = {t for g in subformulas(branch) if isinstance(g, Eq) for t in (g.left, g.right) if isinstance(t, Const)}
    mine = atoms(sense)
    eqs = [t for g in subformulas(sense) if isinstance(g, Eq) for t in (g.left, g.right) if isinstance(t, Const)]
    if not (mine or eqs) or not all(c in equated for c in eqs):
        return False
    own = free_vars(sense) if shared is not None else frozenset()

    def match(todo: list, bound: dict) -> bool:
        if not todo:
            return True
        a, rest = todo[0], todo[1:]
        for b in have:
            if b.pred != a.pred or len(b.args) != len(a.args):
                continue
            new = dict(bound)
            for x, y in zip(a.args, b.args):
                if isinstance(x, Const):
                    ok = x == y
                elif x in new:
                    ok = new[x] == y
                else:
                    ok = x not in own or y in shared
                    new[x] = y
                if not ok:
                    break
            else:
                if match(rest, new):
                    return True
        return False
    return match(sorted(mine, key=str), {})


def _renamed(at: Atom, prop: str, flipped: bool) -> Atom:
    """``at`` with the property ``prop``, its two arguments swapped when ``flipped``."""
    return Atom(prop, tuple(reversed(at.args)) if flipped and len(at.args) == 2 else at.args)


def _noun_named_class(f: Formula, noun_pred: str, entry: LexicalEntry) -> tuple[Var, str] | None:
    """A relational-noun axiom whose noun names the class its sense's condition gives the noun's own
    end of the property ("lake in" as ``dbo:country`` with domain ``dbo:Lake``: "a German lake" is a
    lake whose country is Germany). The reading must keep that class: without it "German lake" says
    no more than "something in Germany". Returns the noun's variable and the class, or None where the
    condition's class on the noun's end is not the noun's own name ("the capital of X": a city)."""
    if not isinstance(f, Forall) or not isinstance(f.body, Iff) or not entry.reference:
        return None
    noun = next((a for a in atoms(f.body.left) if a.pred == noun_pred and a.args), None)
    prop = next((a for a in atoms(f.body.right) if a.pred == entry.reference and len(a.args) == 2), None)
    if noun is None or prop is None or noun.args[0] not in prop.args:
        return None
    cls = entry.domain if prop.args.index(noun.args[0]) == 0 else entry.range
    if not cls or not _looks_like_class(cls):
        return None
    local = re.sub(r"[\s\-_]+", "", unquote(cls.split(":", 1)[-1].rstrip(">").rsplit("/", 1)[-1]).lower())
    forms = {re.sub(r"[\s\-_]+", "", w.lower()) for w in (entry.lemma, *entry.forms)} - {""}
    return (noun.args[0], cls) if local in forms else None


def _who_gets_a_non_agent(f: Formula, noun_pred: str, entry: LexicalEntry, occurrences: list[Atom],
                          ctx: "_Context") -> bool:
    """"Who is the president of X?" read through a property whose values its name says are no person or
    agent (``dbp:title``, ``dbo:leaderTitle``: titles; WordNet's first senses of the name's last word):
    a title is not who holds it. Only the value end counts (``?x dbp:title <President_of_X>`` has the
    person as subject), and a property named after a name (``dbo:leaderName``) holds the named thing."""
    if not occurrences or not all(o.args and ("person", o.args[0]) in ctx.unary for o in occurrences):
        return False
    if not isinstance(f, Forall) or not isinstance(f.body, Iff) or not entry.reference:
        return False
    noun = next((a for a in atoms(f.body.left) if a.pred == noun_pred and a.args), None)
    prop = next((a for a in atoms(f.body.right) if a.pred == entry.reference and len(a.args) == 2), None)
    if noun is None or prop is None or prop.args[1] != noun.args[0] or prop.args[0] == noun.args[0]:
        return False
    words = name_words(entry.reference.split(":", 1)[-1])
    return bool(words) and words[-1] != "name" and names_no_agent(words[-1])


def _restriction_unions(options: list[Option]) -> list[Option]:
    """A noun the lexicon restricts by one property to several values ("cosmonaut": nationality Soviet
    Union, nationality Russia) means any of them: one reading with their disjunction in place of a
    choice between them, so a query that keeps only one value answers part of the question."""
    groups: dict[tuple, list[Option]] = {}
    for o in options:
        e = o.entry
        if (e is not None and e.kind == "restriction" and e.value and e.reference not in type_predicates()
                and len(o.axioms) == 1 and o.axioms[0].template == "class_noun"
                and isinstance(o.axioms[0].formula, Forall) and isinstance(o.axioms[0].formula.body, Iff)):
            groups.setdefault((e.reference, o.axioms[0].formula.vars, o.axioms[0].formula.body.left), []).append(o)
    out = list(options)
    for (prop, vs, left), group in groups.items():
        values = list(dict.fromkeys(o.entry.value for o in group))
        if len(values) < 2:
            continue
        first = group[0].axioms[0]
        f = Forall(vs, Iff(left, disj([o.axioms[0].formula.body.right for o in group])))
        ax = Axiom("|".join(dict.fromkeys(o.axioms[0].name for o in group)), f, first.template,
                   source="; ".join(dict.fromkeys(o.axioms[0].source for o in group)) + ": one word, any of its values",
                   word=first.word, kg_terms=tuple(dict.fromkeys(t for o in group for t in o.axioms[0].kg_terms)),
                   weight=max(o.axioms[0].weight for o in group))
        out = [o for o in out if o not in group]
        out.append(Option(group[0].key, (ax,), max(o.weight for o in group), group[0].covers, group[0].entry,
                          tuple(o.entry for o in group[1:])))
    return out


def _with_type(f: Forall, var: Var, cls: str, via: str = "rdf:type") -> Forall:
    """The axiom with ``rdf:type(var, cls)`` (or another typing property ``via``) added to the property's
    side of its biconditional."""
    return Forall(f.vars, Iff(f.body.left, conj([f.body.right, Atom(via, (var, Const(cls)))])))


def _variant_options(res, options: list[Option], query_props: set) -> list[Option]:
    """Siblings of lexicon options whose property the query states in another shape (see
    :mod:`verifier.bridge.variants`): the same axioms with the property renamed, weighted lower."""
    rules = res._table(load_variant_rules)
    if not rules or not query_props:
        return []
    out: list[Option] = []
    lexical = {o.entry.reference for o in options if o.entry is not None}
    for o in options:
        e = o.entry
        if e is None or e.kind not in ("property", "scalar") or not e.reference:
            continue
        p0 = e.reference
        for p in variants_among(p0, sorted(query_props), rules):
            # where the lexicon itself reads the word as the variant, it says how (in which
            # direction, with which frame): the variant only fills a gap in the lexicon
            if p in lexical:
                continue
            axioms = []
            for ax in o.axioms:
                if p0 not in ax.kg_terms:
                    axioms.append(ax)
                    continue
                axioms.append(_restated(ax, p0, p, lambda at, p=p: Atom(p, at.args) if at.pred == p0 else at,
                                        f"read as {p}, which states {p0}'s fact in another shape "
                                        f"(property_variants.table)", W_VARIANT))
            out.append(Option(o.key, tuple(axioms), o.weight * W_VARIANT, o.covers, replace(e, reference=p)))
        if p0 in query_props:
            out += _both_names_options(o, p0, query_props, rules, options)
        for p, cls in guarded_variants_among(p0, sorted(query_props), rules):
            if p in lexical:
                continue
            axioms = [_guarded(ax, p0, p, cls) if p0 in ax.kg_terms else ax for ax in o.axioms]
            if all(axioms):
                out.append(Option(o.key, tuple(axioms), o.weight * W_VARIANT, o.covers, replace(e, reference=p)))
    return out


def _both_names_options(o: Option, p0: str, query_props: set, rules, options: list[Option]) -> list[Option]:
    """Where the query states a word's property under both of its names (``prefix``/``same`` rows of
    property_variants.table: one relation in two vocabularies), the option with the two names made one
    relation: "the actor of F and the actor of G" said as ``dbo:starring`` of F and ``dbp:starring`` of G.
    A question that says the word twice reads each use through one axiom, so neither name alone proves
    both uses; one name for one relation is what the table's rows say (the ``suffix`` rows, a year and a
    date, are two facts, and stay one name at a time). Not where the word's own entries map the two names
    differently (the lexicon reads "X feeds Y" as ``dbo:inflow(Y, X)`` but ``dbp:inflow(X, Y)``)."""
    out = []
    for p in dict.fromkeys(v for r in rules if r.kind in ("prefix", "same") for v in r.variants(p0)):
        if p not in query_props or any(e.reference == p and e.direction != o.entry.direction
                                       for other in options for e in other.entries()):
            continue
        x, y = Var("x"), Var("y")
        same = Axiom(f"same_relation:{p0}={p}", Forall((x, y), Iff(Atom(p, (x, y)), Atom(p0, (x, y)))), "variant",
                     source=f"{p} and {p0} name one relation (property_variants.table), and the query uses both",
                     word=o.axioms[0].word if o.axioms else "", kg_terms=(p, p0), weight=W_VARIANT)
        out.append(Option(o.key, o.axioms + (same,), o.weight * W_VARIANT, o.covers, o.entry, o.alternatives))
    return out


def _query_containers(res, query_atoms: Sequence[Atom], query_labels: dict[str, list[str]]) -> tuple[str, ...]:
    """The ``via`` properties of ``containment.table`` by which the query reaches a place that can
    contain others: an individual whose name WordNet knows as a country, state or continent (not a
    city: "born in Berlin" read through ``?p dbo:country dbr:Berlin`` would be a different question),
    or a variable the query types by one of the table's classes."""
    table = res.containment_table()
    if not table.via:
        return ()
    typed = {a.args[0] for a in query_atoms if a.pred in type_predicates() and len(a.args) == 2
             and isinstance(a.args[1], Const) and a.args[1].name in table.classes}
    out = []
    for a in query_atoms:
        if a.pred not in table.via or len(a.args) != 2 or a.pred in out:
            continue
        o = a.args[1]
        if isinstance(o, Var) and o in typed:
            out.append(a.pred)
        elif isinstance(o, Const) and o.kind == "iri" and any(
                _names_container(res, t) for t in query_labels.get(o.name)
                or [unquote(re.split(r"[:/#]", o.name.strip("<>"))[-1]).replace("_", " ")]):
            out.append(a.pred)
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _names_container(res, name: str) -> bool:
    """Is ``name`` (a place's label) an instance or a kind of a ``kind`` synset of
    ``containment.table`` in one of its WordNet senses? False without WordNet."""
    kinds = set(res.containment_table().kind)
    try:
        wn = res._wordnet()
        if wn is None or not kinds:
            return False
        for s in wn.synsets(name.strip().replace(" ", "_"), "n"):
            for path in s.hypernym_paths():
                if any(h.name() in kinds for h in path):
                    return True
    except Exception:  # a damaged install or an odd form: no containers
        return False
    return False


def _containment_options(res, options: list[Option], query_props: set, vias: Sequence[str]) -> list[Option]:
    """Siblings of options whose property holds places, for each ``via`` property the query uses to
    reach a container (:mod:`verifier.bridge.containment`): "born in X" as "born in X or in a place
    in X", and as "born in a place in X", weighted below the direct reading."""
    return [Option(o.key, axioms, o.weight * w, o.covers, o.entry, o.alternatives)
            for o in options for axioms, w in _contained(res, o.axioms, o.entries(), query_props, vias)]


def _contained(res, axioms: Sequence[Axiom], entries: Sequence[LexicalEntry], query_props: set,
               vias: Sequence[str]) -> list[tuple[tuple[Axiom, ...], float]]:
    """The containment readings of ``axioms`` (one lexical choice): for each of their properties that
    holds places and that the query uses, and each ``via``, the union and the within reading, with
    their weight factors."""
    out: list[tuple[tuple[Axiom, ...], float]] = []
    props = [p for p in dict.fromkeys(t for ax in axioms for t in ax.kg_terms)
             if p in query_props and p not in vias and _holds_places(res, p, entries)]
    for p in props:
        for via in vias:
            for within, w in ((False, W_CONTAIN), (True, W_WITHIN)):
                read = []
                for ax in axioms:
                    f = contained_formula(ax.formula, p, via, Const(f"?place#{p}"), within) \
                        if p in ax.kg_terms else None
                    if f is None:
                        read.append(ax)
                        continue
                    how = "a place in the value" if within else "the value or a place in it"
                    read.append(_extended(ax, contained_name(ax.name, via, within), f,
                                          f"read as {how}, by {via} (containment.table)", (via,), w))
                if read != list(axioms):
                    out.append((tuple(read), w))
    return out


def _located_options(res, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
    """Siblings of options whose properties hold organisations (:mod:`verifier.bridge.located`),
    when the query states where the value is by ``located`` properties of
    ``organisation_locations.table``: "studied in X" as "studied at an organisation located in X",
    by each such property and by the union of all the query uses, weighted below the direct reading."""
    table = res._table(load_organisation_locations)
    used = [p for p in dict.fromkeys(a.pred for a in query_atoms) if p in table.located]
    if not used or not table.classes:
        return []
    query_props = {a.pred for a in query_atoms}
    ranges = res.property_ranges()
    ways = [tuple(used)] + ([(p,) for p in used] if len(used) > 1 else [])
    out: list[Option] = []
    for o in options:
        terms = list(dict.fromkeys(t for ax in o.axioms for t in ax.kg_terms))
        props = [p for p in terms if p in query_props and p not in table.located
                 and _holds_organisations(res, p, o.entries(), ranges, table.classes)]
        # every property of the reading holds organisations: a reading that mixes in another
        # relation (a union with a place-valued one) is not one of a school given a place
        if not props or any(p not in props for p in terms if _looks_like_property(p)):
            continue
        for locs in ways:
            axioms = []
            for ax in o.axioms:
                f = located_formula(ax.formula, [p for p in props if p in ax.kg_terms], locs) \
                    if any(p in ax.kg_terms for p in props) else ax.formula
                if f is None:
                    break
                if f == ax.formula:
                    axioms.append(ax)
                    continue
                axioms.append(_extended(ax, f"{ax.name}/located:{'|'.join(locs)}", f,
                                        f"its value an organisation located in the place, by "
                                        f"{' or '.join(locs)} (organisation_locations.table)", locs, W_LOCATED))
            else:
                if axioms != list(o.axioms):
                    out.append(Option(o.key, tuple(axioms), o.weight * W_LOCATED, o.covers, o.entry,
                                      o.alternatives))
    return out


def _holds_organisations(res, prop: str, entries: Sequence[LexicalEntry], ranges: dict, classes) -> bool:
    """Does ``prop`` hold organisations: a lexicon entry of it (behind the reading or any other)
    gives it a range of ``organisation_locations.table``, or the KG's ontology declares (``declared_ranges``)?"""
    if ranges.get(prop) in classes:
        return True
    known = list(entries) + (res.lexicon.by_reference(prop) if res.lexicon is not None else [])
    return any(e.reference == prop and e.range in classes for e in known)


def _holds_places(res, prop: str, entries: Sequence[LexicalEntry]) -> bool:
    """Does ``prop`` hold places: a lexicon entry behind the reading with that property gives it a
    place range, or its name ends in a ``place`` word of ``containment.table``?"""
    if any(e.reference == prop and _value_kind(e.range) == "place" for e in entries):
        return True
    return _name_ends_in(prop, set(res.containment_table().place))


def _literal_value_options(res, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
    """Siblings of restriction readings whose value the query states as a literal with the
    value's label ("jew" as ``dbp:ethnicity dbr:Jewish``, the query's ``dbp:ethnicity "Jewish"@en``):
    infobox properties keep the value's name, not its page. Only the same property, and only a
    literal that is exactly a label of the value."""
    literals: dict[str, list[Const]] = {}
    for a in query_atoms:
        if len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].kind == "literal":
            literals.setdefault(a.pred, []).append(a.args[1])
    out: list[Option] = []
    for o in options:
        e = o.entry
        if e is None or e.kind != "restriction" or not e.value or e.reference not in literals \
                or ":" not in e.value or e.reference in type_predicates():
            continue
        value = _const(e.value)
        try:
            labels = {normalise(t) for t in res.labels.labels([e.value]).get(e.value) or []} if res.labels else set()
        except Exception:
            labels = set()
        for lit in dict.fromkeys(literals[e.reference]):
            if normalise(lit.name) not in labels:
                continue
            axioms = tuple(Axiom(ax.name.replace(e.value, str(lit)), map_atoms(ax.formula, lambda at: Atom(
                at.pred, tuple(lit if t == value else t for t in at.args))), ax.template,
                source=f"{ax.source}, its value {e.value} stated by its label {lit}", word=ax.word,
                kg_terms=tuple(t for t in ax.kg_terms if t != e.value), weight=ax.weight * W_VARIANT)
                for ax in o.axioms)
            out.append(Option(o.key, axioms, o.weight * W_VARIANT, o.covers, o.entry))
    return out


def _redirected_options(res, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
    """Siblings of options that name a page the query names by another title, one a redirect of the other:
    a redirect is the KG's record that two titles are one page, so the lexicon's ``dbr:Nonprofit_organization``
    is the query's ``dbr:Non-profit_organization``. The sibling names the query's page, weighted as a redirect
    (``W_REDIRECT``) and said in its source; pages that merely look alike stay apart."""
    redirects = getattr(res, "redirects", None)
    titled = {c.name: page_title(c.name) for a in query_atoms for c in a.args if isinstance(c, Const) and c.kind == "iri"}
    queried = {name: title for name, title in titled.items() if title}
    if redirects is None or not queried:
        return []
    out: list[Option] = []
    for o in options:
        titles = {t: page_title(t) for ax in o.axioms for t in ax.kg_terms if t not in queried}
        terms = {t: title for t, title in titles.items() if title}
        same = {t: q for t, title in terms.items() for q, qtitle in queried.items()
                if redirects.is_redirect(title, qtitle) or redirects.is_redirect(qtitle, title)}
        if not same:
            continue
        rename = {_const(t): _const(q) for t, q in same.items()}
        why = "; ".join(f"DBpedia redirects {a} and {b} to one page" for a, b in same.items())
        axioms = tuple(Axiom(functools.reduce(lambda n, tq: n.replace(*tq), same.items(), ax.name),
                             map_atoms(ax.formula, lambda at: Atom(at.pred, tuple(rename.get(t, t) for t in at.args))),
                             ax.template, source=f"{ax.source} ({why})", word=ax.word,
                             kg_terms=tuple(same.get(t, t) for t in ax.kg_terms), weight=ax.weight * W_REDIRECT)
                       for ax in o.axioms)
        entry = o.entry if o.entry is None or o.entry.value not in same else replace(o.entry, value=same[o.entry.value])
        out.append(Option(o.key, axioms, o.weight * W_REDIRECT, o.covers, entry))
    return out


def _individual_kind_options(res, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
    """Siblings of restriction readings that type by an individual, not a class ("metro" as
    ``rdf:type dbr:Rapid_transit``): rdf:type takes classes, and the KG states such a kind with a
    property of the KG profile's ``kind_individual`` role (``dbo:type dbr:Rapid_transit``). Only where the
    query states that very value with that property. Weighted as the lexicon's own reading: typing
    by an individual is the lexicon's shorthand for this, not a guess beside it."""
    kinds = res.individual_kind_properties()
    stated: dict[str, set[str]] = {}
    for a in query_atoms:
        if a.pred in kinds and len(a.args) == 2 and isinstance(a.args[1], Const) and a.args[1].kind != "literal":
            stated.setdefault(a.args[1].name, set()).add(a.pred)
    out: list[Option] = []
    for o in options:
        e = o.entry
        if e is None or e.kind != "restriction" or e.reference not in type_predicates() or not e.value \
                or _looks_like_class(e.value) or e.value not in stated:
            continue
        value = _const(e.value)
        for p in sorted(stated[e.value]):
            def rename(at, p=p):
                return Atom(p, at.args) if at.pred == e.reference and at.args[1:] == (value,) else at
            axioms = tuple(_restated(ax, e.reference, p, rename, f"its kind {e.value} an individual, which {p} "
                                                                f"states (the KG profile's kind_individual role)")
                           for ax in o.axioms)
            out.append(Option(o.key, axioms, o.weight, o.covers, replace(e, reference=p)))
    return out


def _maker_options(res, options: list[Option], query_atoms: Sequence[Atom]) -> list[Option]:
    """Siblings of relational-noun readings whose property relates a work to its value (the sense's
    domain is a work class of ``work_makers.table``: ``dbo:bSide``) with the noun's argument read as
    the work's maker: "the B-sides of the Kinks", ``∃z. dbo:bSide(z, x) ∧ dbo:musicalArtist(z,
    Kinks)``, for each maker property of the table that the query uses. The work in between is a
    fixed witness where the words are derived and a universal ``z`` where they are assumed (as
    containment's place in between), so the check stays in EPR. Only where the noun itself is the
    value (the argument is the property's subject, the work), and weighted below the lexicon's own
    reading, as a place within a place is."""
    works, makers = res.work_makers()
    query_props = {a.pred for a in query_atoms}
    used = [m for m in makers if m in query_props]
    out: list[Option] = []
    for o in options:
        e = o.entry
        # a noun's argument only: a verb's ("X starred in Y") relates the work itself
        if not used or e is None or e.kind != "property" or e.frame != "NounPPFrame" or e.domain not in works \
                or e.reference not in query_props or not any(e.reference in ax.kg_terms for ax in o.axioms):
            continue
        prop = e.reference
        for maker in used:
            if maker == prop:
                continue
            read = []
            for ax in o.axioms:
                f = None
                if prop in ax.kg_terms and not _subject_is_the_noun(ax.formula, prop, o.key[0]):
                    f = contained_formula(ax.formula, prop, maker, Const(f"?work#{prop}"), within=True,
                                          places=False, at_subject=True)
                if f is None:
                    read.append(ax)
                    continue
                read.append(_extended(ax, f"{ax.name}/by-maker:{maker}", f,
                                      f"its argument the maker ({maker}) of a {e.domain} (work_makers.table)",
                                      (maker,), W_WITHIN))
            if read != list(o.axioms):
                out.append(Option(o.key, tuple(read), o.weight * W_WITHIN, o.covers, o.entry, o.alternatives))
    return out
