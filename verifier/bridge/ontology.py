"""Ontology axioms: facts of the KG's vocabulary added to an axiom set because the chosen readings or
the query use them — symmetric and inverse properties, vocabulary facts, the domains and ranges of the
chosen properties (from the lexicon, from a property's name, from the KG profile's ``declared_ranges``; a
sense's class also implies a question noun's class above it), and the class hierarchy of ``class_hierarchy.table``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from ..kg.iri import local_name, name_words
from ..kg.profile import label_predicates, type_predicates
from ..logic import Atom, Const, Eq, Forall, Formula, Implies, Var, atoms, subformulas
from .frames import NOT_THE_THING, _name_ends_in
from .lexcheck import _class_synsets, class_above, label_above
from .model import Axiom
from .options import Option, _looks_like_property, _typing_properties


def _symmetry_axioms(res, query_props: set) -> list[Axiom]:
    """``∀x y. P(x, y) → P(y, x)`` (``symmetric.tmpl``) for each query property that
    ``symmetric_properties.table`` lists: "whom did A marry" asks dbo:spouse from either end."""
    symmetric = res.symmetric_properties()
    tmpl = next((t for t in res.templates if t.family == "symmetric"), None)
    out = []
    for p in sorted(query_props):
        if p in symmetric and tmpl is not None:
            name, f = tmpl.instantiate({"$P": p})
            out.append(Axiom(name, f, "symmetric", source=f"{p} is symmetric (symmetric_properties.table)",
                             kg_terms=(p,)))
    return out


def _inverse_axioms(res, query_props: set) -> list[Axiom]:
    """``∀x y. P(x, y) ↔ Q(y, x)`` (``inverse.tmpl``) for each pair of ``inverse_properties.table``
    of which the query uses one: "the son of A" that the lexicon reads as dbo:child(A, x) is asked
    as dbo:parent(x, A) just as well. A fact about the two relations, not a lexical choice, so it
    joins every axiom set (it can equate nothing the pair does not already mean)."""
    tmpl = next((t for t in res.templates if t.family == "inverse"), None)
    if tmpl is None:
        return []
    out = []
    for p, q in res.inverse_properties():
        if p in query_props or q in query_props:
            name, f = tmpl.instantiate({"$P": p, "$Q": q})
            out.append(Axiom(name, f, "inverse", source=f"{p} and {q} are inverses (inverse_properties.table)",
                             kg_terms=(p, q)))
    return out


def _vocabulary_axioms(res, query_iris: Sequence[str]) -> list[Axiom]:
    """The facts of ``vocabulary.tmpl`` about the KG vocabulary the query uses (``∀x. rdf:type(x,
    owl:Thing)``): true of the KG whatever the question says, so they join every axiom set."""
    iris = set(query_iris)
    out = []
    for t in res.templates:
        if t.family == "vocabulary" and t.name in iris:
            name, f = t.instantiate({})
            out.append(Axiom(name, f, "vocabulary", source=f"a fact of the KG vocabulary ({t.id})",
                             kg_terms=(t.name,)))
    return out


def named_things(query_formula: Formula, name_preds: Sequence[str] | None = None) -> dict:
    """The query's terms that name one thing, each with the name a reader says it by and what finds it: a page
    constant (its local name; None), a variable equal to one (the constant), a variable found by a literal of a
    name predicate (``name_preds``, the profile's label predicates by default: ``?e rdfs:label "Overlord"@en``, the
    label atom). The label atoms come first, as a variable both labelled and equated is found by its label."""
    names = set(label_predicates() if name_preds is None else name_preds)
    out: dict = {}
    for a in atoms(query_formula):
        for t in a.args:
            if isinstance(t, Const) and t.kind == "iri" and ":" in t.name:
                out.setdefault(t, (local_name(t.name).replace("_", " "), None))
        if a.pred in names and len(a.args) == 2 and isinstance(a.args[0], Var) \
                and isinstance(a.args[1], Const) and a.args[1].kind == "literal":
            out.setdefault(a.args[0], (a.args[1].name, a))
    for e in subformulas(query_formula):
        if isinstance(e, Eq):
            for v, c in ((e.left, e.right), (e.right, e.left)):
                if isinstance(v, Var) and isinstance(c, Const) and c.kind != "literal":
                    out.setdefault(v, (local_name(c.name).replace("_", " "), c))
    return out


def _instance_axioms(res, query_formula: Formula | None, query_labels: dict[str, list[str]]) -> list[Axiom]:
    """What WordNet knows a thing the query names to be, for each class the query types it by: the query's
    ``dbr:Australia a dbo:Country`` says of Australia what WordNet says too (an instance of *country*), so the
    typing is a fact, not a constraint the question leaves out. The class is said by its name (``PoliticalParty``
    as *political party*) or its labels; the fact is ``rdf:type(c, C)`` for a page, and for a thing found by its
    label ``∀x. rdfs:label(x, "…") → rdf:type(x, C)``. Facts of the world, so they join every axiom set; a class
    WordNet does not list the thing under is left to the KG (the ``type_of_named`` verdict)."""
    if query_formula is None:
        return []
    typing = set(type_predicates())
    typed = [a for a in atoms(query_formula) if a.pred in typing and len(a.args) == 2
             and isinstance(a.args[1], Const) and a.args[1].kind == "iri"]
    if not typed:
        return []
    named = named_things(query_formula)
    out: list[Axiom] = []
    for a in typed:
        thing, cls = a.args
        if thing not in named:
            continue
        text, finder = named[thing]
        kinds = ["_".join(name_words(local_name(cls.name)))] + [
            "_".join(lab.lower().split()) for lab in query_labels.get(cls.name, ())]
        kind = res.instance_kind(text, [k for k in kinds if k])
        if not kind:
            continue
        if finder is None or isinstance(finder, Const):
            f: Formula = Atom(a.pred, (finder or thing, cls))
        else:
            x = Var("x")
            f = Forall((x,), Implies(Atom(finder.pred, (x, finder.args[1])), Atom(a.pred, (x, cls))))
        out.append(Axiom(f"instance:{text}~{cls.name}", f, "instance",
                         source=f'WordNet lists "{text}" as an instance of {kind.replace("_", " ")}',
                         kg_terms=(cls.name,)))
    return out


def _named_range_axioms(res, choice: Sequence[Option], query_props: Sequence[str], seen: set) -> list[Axiom]:
    """Range axioms (``domain_range.tmpl``) for query properties whose name ends in a chosen class
    noun ("country" and ``dbo:sourceCountry``, "award" and ``dbo:award``, "states" and
    ``dbp:borderingstates``): the property's name says what its values are, so "In which country
    does the Nile start?" needs no ``?x a dbo:Country`` beside ``dbo:sourceCountry``. Only the
    value side: a name says nothing about its subjects ("films" and ``dbo:director``)."""
    tmpl = next((t for t in res.templates if t.family == "domain_range" and t.variant == "range"), None)
    if tmpl is None or not query_props:
        return []
    out: list[Axiom] = []
    for o in choice:
        e = o.entry
        if e is None:
            continue
        if e.kind == "class" and e.reference:
            typer, cls = "rdf:type", e.reference
        elif e.kind == "restriction" and e.reference in type_predicates() and e.value:
            typer, cls = e.reference, e.value
        else:
            continue
        forms = {re.sub(r"[\s\-]+", "", f.lower()) for f in (e.lemma, *e.forms)} - {""}
        for p in query_props:
            if p in _typing_properties() or not _looks_like_property(p) or not _name_ends_in(p, forms):
                continue
            out += _class_axiom(tmpl, seen, p, typer, cls, f"the name of {p} ends in “{e.lemma}” (lexicon entry "
                                f"{e.id}): its values are {cls}", word=o.axioms[0].word if o.axioms else e.lemma,
                                weight=e.confidence)
    return out


def _typing_axioms(res, choice: Sequence[Option], query_classes: dict[str, str],
                   query_props: Sequence[str] = ()) -> list[Axiom]:
    """Domain and range axioms (``domain_range.tmpl``) of the chosen properties, for the classes in
    play: those the chosen class nouns use and those the query names. "Which airports does Air
    China serve?" is then answered by a query without ``?x a dbo:Airport`` when the property's
    range is ``dbo:Airport``.

    An option may stand for several entries that differ only in their domain or range ("direct"
    a film, "direct" software): per role, the one whose class the question's nouns use is taken,
    else one the query names, and never two (two domains would make every director's work both a
    film and software, and "Which software did X direct?" would accept a query typed by film)."""
    noun_classes: dict[str, str] = {}
    for o in choice:
        e = o.entry
        if e is None:
            continue
        if e.kind == "class":
            noun_classes.setdefault(e.reference, "rdf:type")
        elif e.kind == "restriction" and e.reference in type_predicates() and e.value:
            noun_classes.setdefault(e.value, e.reference)
        # a relational noun that names its sense's class ("the currency of X") keeps that class
        # (_noun_named_class): the class is the question's own
        for ax in o.axioms:
            if ax.template == "relational_noun":
                for a in atoms(ax.formula):
                    if a.pred == "rdf:type" and len(a.args) == 2 and isinstance(a.args[1], Const):
                        noun_classes.setdefault(a.args[1].name, "rdf:type")
    classes = dict(query_classes)
    for cls, typer in noun_classes.items():
        classes.setdefault(cls, typer)
    out: list[Axiom] = []
    seen: set = set()
    out += _named_range_axioms(res, choice, query_props, seen)
    out += _declared_range_axioms(res, query_props, classes, seen)
    out += _labelled_range_axioms(res, query_props, classes, seen)
    for o in choice:
        entries = [e for e in o.entries() if e.kind == "property" and e.reference]
        if not entries:
            continue
        for which in ("domain", "range"):
            found = [(e, getattr(e, which)) for e in entries if getattr(e, which) in classes]
            if not found:
                # a condition's class below one the query names (an actor is a person:
                # class_hierarchy.table) types that end by the query's class
                found = [(e, wider) for e in entries for wider in res.superclasses().get(getattr(e, which), ())
                         if wider in query_classes]
            if not found:
                found = _labelled_class_above(res, entries, which, query_classes)
            if not found:
                found = _noun_class_above(res, entries, which, noun_classes)
            if not found:
                continue
            e, cls = min(found, key=lambda ec: (ec[1] not in noun_classes, entries.index(ec[0])))
            if cls not in query_classes and _condition_narrows(res, e.reference, which, cls, e.lemma):
                # the question's noun names the class and the query does not: a sense's condition
                # narrower than the property's other senses cannot stand in for the type triple
                # (where the query names the class itself, it asks for values of that sense)
                continue
            tmpl = next((t for t in res.templates if t.family == "domain_range" and t.variant == which), None)
            if tmpl is None:
                continue
            out += _class_axiom(tmpl, seen, e.reference, classes[cls], cls, f"property{which} of lexicon entry {e.id}",
                                word=o.axioms[0].word if o.axioms else "", weight=e.confidence)
    return out


def _class_axiom(tmpl, seen: set, prop: str, typer: str, cls: str, source: str, **kw) -> list[Axiom]:
    """``[axiom]`` of a ``domain_range.tmpl`` variant saying that ``prop``'s end is of ``cls`` (typed by
    ``typer``), or ``[]`` where an axiom of that name was made before (``seen``, which it joins): each rule of
    this module that finds a class for a property's end states it through here, once."""
    name, f = tmpl.instantiate({"$P": prop, "$T": typer, "$C": Const(cls)})
    if name in seen:
        return []
    seen.add(name)
    return [Axiom(name, f, "domain_range", source=source, kg_terms=(prop, cls), **kw)]


def _labelled_class_above(res, entries: Sequence, which: str, query_classes: dict[str, str]) -> list[tuple]:
    """(entry, class) for a class the query names that is above the class a chosen sense gives that end of its
    property, by the classes' labels (:func:`~verifier.bridge.lexcheck.label_above`), where the classes' names
    say nothing (Wikidata's ``Q7278``; a name WordNet reads goes by ``class_hierarchy.table``): "Which party does X
    belong to?" typed as a political organization needs no other word when the sense's range is "political
    party", for every political party is a political organization."""
    ends = [getattr(e, which) for e in entries if getattr(e, which) and not _class_synsets(getattr(e, which))]
    wanted = [c for c in query_classes if not _class_synsets(c)]
    if not ends or not wanted:
        return []
    labels = res._query_labels(list(dict.fromkeys([*ends, *wanted])), lexical=False)
    return [(e, cls) for e in entries if getattr(e, which) in ends for cls in wanted if cls != getattr(e, which)
            and any(label_above(w, n) for w in labels.get(cls, [])[:3] for n in labels.get(getattr(e, which), [])[:3])]


def _noun_class_above(res, entries: Sequence, which: str, noun_classes: dict[str, str]) -> list[tuple]:
    """(entry, class) for a class the question's nouns use that is above the class a chosen sense gives
    that end of its property (``class_hierarchy.table``, else WordNet: :func:`class_above`): "Which
    software did organizations founded in X develop?" needs no ``?o a dbo:Organisation`` when the sense
    of "found in" is a company's foundation place, for every company is an organisation. The narrower
    class is the sense's own, so what holds of its values holds of the noun's (the sense's condition is
    weighed as the same class's is: :func:`_condition_narrows`)."""
    wider = res.superclasses()
    return [(e, cls) for e in entries if getattr(e, which) for cls in noun_classes
            if cls in wider.get(getattr(e, which), ()) or class_above(cls, getattr(e, which))]


def _declared_range_axioms(res, query_props: Sequence[str], classes: dict[str, str], seen: set) -> list[Axiom]:
    """Range (and domain) axioms (``domain_range.tmpl``) of query properties whose range (domain) the KG's
    ontology declares (the KG profile's ``declared_ranges``, ``declared_domains``), for a class in play: "In
    which wars did X fight?" needs no ``?x a dbo:MilitaryConflict`` beside ``dbo:battle``, and "Which films did
    X direct?" no lexicon sense of "direct" to say that what ``dbo:director`` relates to a director is a film
    (its declared domain). The class is the property's own, not one lexicon sense's condition, so another
    sense's wider class ("involved in" events) does not take it back as it does a sense's condition
    (:meth:`_condition_narrows`)."""
    out: list[Axiom] = []
    for which, declared in (("range", res.property_ranges()), ("domain", res.property_domains())):
        tmpl = next((t for t in res.templates if t.family == "domain_range" and t.variant == which), None)
        if tmpl is None:
            continue
        for p in query_props:
            cls = declared.get(p)
            if cls is None or cls not in classes:
                continue
            out += _class_axiom(tmpl, seen, p, classes[cls], cls, f"the {which} of {p} is {cls} (declared by the "
                                "KG's ontology)")
    return out


def _labelled_range_axioms(res, query_props: Sequence[str], classes: dict[str, str], seen: set) -> list[Axiom]:
    """Range axioms (``domain_range.tmpl``) of query properties whose IRI says no word (Wikidata's
    ``wdt:P703``), for a class in play whose name ends one of the property's names after a preposition.
    Such a property is named by its labels and the lexicon's forms for it, and a name that relates its
    subject to a thing of the class says what its values are, as a local name does
    (:func:`_named_range_axioms`): "found in taxon" holds taxa, so "Where is X found?" asked with ``?x
    wdt:P31 wd:Q16521`` (taxon) beside ``wdt:P703`` adds nothing the property does not say, and "Is X found
    in the taxon Y?" needs no typing beside it. Only after a preposition: a Wikidata alias that is a noun
    compound on the class's name ("sister city" for twinned bodies, which are towns too) or the class's name
    alone ("city" as an alias of a location) names the relation by the kind of some of its values, not what
    every value is. Only the value side, as for a local name; the names compared as written, lower case."""
    tmpl = next((t for t in res.templates if t.family == "domain_range" and t.variant == "range"), None)
    props = [p for p in query_props if p not in _typing_properties() and _looks_like_property(p)
             and not any(len(w) > 2 and w.isalpha() for w in name_words(local_name(p)))]
    if tmpl is None or not props or not classes:
        return []
    labels = res._query_labels([*props, *classes])
    out: list[Axiom] = []
    for p in props:
        names = {" ".join(n.lower().split()) for n in labels.get(p, ())}
        for cls, typer in classes.items():
            ends = {" ".join(n.lower().split()) for n in labels.get(cls, ())} - NOT_THE_THING - {""}
            said = next((n for n in sorted(names) for e in ends if _ends_after_preposition(n, e)), None)
            if said is None:
                continue
            out += _class_axiom(tmpl, seen, p, typer, cls, f"{p} is named “{said}”, which ends in the name of {cls}: "
                                f"its values are {cls}")
    return out


def _ends_after_preposition(name: str, cls_name: str) -> bool:
    """Does ``name`` end in ``cls_name`` after a preposition (and an article): "found in taxon", "located in the
    administrative territorial entity", not "sister city"?

    >>> _ends_after_preposition("found in taxon", "taxon"), _ends_after_preposition("sister city", "city")
    (True, False)
    """
    from .autolex import _PREPOSITIONS

    words, tail = name.split(), cls_name.split()
    if not tail or words[-len(tail):] != tail:
        return False
    head = [w for w in words[:len(words) - len(tail)] if w not in ("the", "a", "an")]
    return bool(head) and head[-1] in _PREPOSITIONS


def _vague_typing(res, choice: Sequence[Option], v_axioms: Sequence[Axiom], query_classes: dict[str, str],
                  query_props: Sequence[str]) -> list[Axiom]:
    """The typing axioms of ``choice`` together with those of the properties a vague relation is
    read as ("the works of X" as ``dbo:author``), at the end of the noun the relation modifies: the
    noun guards the vague axiom, so the lexicon's class for that end of the property (the domain of
    ``dbo:author``: dbo:Work) is what the noun names when the relation is that property, and a class
    noun of the question is implied by it as by a lexical reading. The other end is a phrase the
    noun does not type ("Where is X from?" read as a foundation place is not thereby a country, as
    one word's sense of that property would have it). Empty when no vague axiom reads a property the
    lexicon has an entry for."""
    extra: list[Option] = []
    for ax in v_axioms:
        if ax.template != "vague_relation" or len(ax.kg_terms) != 1:
            continue
        # the noun's end: the subject of $P(x, y), the object of $P(y, x) (vague_relation.tmpl)
        inverse = ax.name.endswith("^-1")
        entries = tuple(replace(e, domain=None) if inverse else replace(e, range=None)
                        for e in res.lexicon.by_reference(ax.kg_terms[0]) if e.kind == "property")
        if entries:
            extra.append(Option((), (ax,), ax.weight, alternatives=entries))
    if not extra:
        return []
    return _typing_axioms(res, list(choice) + extra, query_classes, query_props)


def _condition_narrows(res, prop: str, which: str, cls: str, lemma: str = "") -> bool:
    """Is ``cls`` only the condition of one sense, not the property's own domain (range)? It is when
    another lexicon sense of the same property gives that end a class above it: "die in" as
    ``dbo:deathPlace`` is conditioned on cities in one entry and on places in others, so a death
    place is not always a city, and "In which city did X die?" still needs the query to say so.
    A class beside it given by the same word ("direct" films, "direct" software) narrows nothing: each
    is that word's sense, chosen by the noun.

    It is so too when the senses of two other *words* at least give that end classes beside it (neither
    below it nor the same): the property then holds of other things than the one word's sense says.
    ``dbo:starring`` is "star in" a film, but "the actor of" a work and "the show of" a company: a
    thing something stars in is not always a film, so "What films does X star in?" needs the query to
    type the film, while ``dbo:director``, which every other word's sense conditions on films, keeps it.
    Another word's narrower class (a company's "founding year" beside an organisation's "found")
    narrows nothing, and one other word alone is too little evidence against a generated lexicon's
    conditions (one stray entry would untype a property)."""
    entries = [e for e in res.lexicon.by_reference(prop) if e.kind == "property" and getattr(e, which)]
    if any(class_above(getattr(e, which), cls) for e in entries):
        return True
    if not lemma:
        return False
    word = lemma.lower()
    others = {e.lemma.lower() for e in entries
              if e.lemma.lower() != word and getattr(e, which) != cls and _looks_like_class_name(getattr(e, which))
              and not class_above(cls, getattr(e, which))}
    # two other words at least: one stray entry of a generated lexicon is no evidence about the property
    return len(others) >= 2


def _looks_like_class_name(cls: str) -> bool:
    """A class, not a datatype (``xsd:gYear``): a literal's type beside a class says nothing of it."""
    return not cls.startswith(("xsd:", "rdf:", "rdfs:"))
