"""Choosing among options: which combinations make an axiom set, and in which order they are tried.

An axiom set takes one option per predicate; sets are enumerated best first by the product of their
options' weights (:func:`_best_products`), and some combinations are never a set (two names read as
one individual, a sense used off its condition, a vague reading that reuses a property another word
already takes).
"""

from __future__ import annotations

import heapq
from dataclasses import replace
from typing import NamedTuple, Sequence

from ..bounds import reached
from ..kg.profile import type_predicates
from ..logic import Atom, Formula, atoms, predicates
from ..question.reading import Reading
from .expand import _query_containers
from .frames import _query_classes
from .labels import as_predicate
from .lexcheck import classes_related
from .lexicon import LexicalEntry
from .model import Axiom, AxiomSet
from .ontology import (_instance_axioms, _inverse_axioms, _symmetry_axioms, _typing_axioms, _vague_typing,
                       _vocabulary_axioms)
from .options import Option, _is_unexpressed, _looks_like_class, parse_erg_predicate
from .readings.comparison import _vague_context, _vague_readings
from .readings.tabled import _member_class_axioms


def _names_collide(choice: Sequence[Option]) -> bool:
    """Two different names of the question that the choice links to one KG individual: the
    question names two individuals ("Did Socrates influence Aristotle?"), so no reading may make
    them one; a loose match is the usual cause."""
    seen: dict[str, str] = {}
    for o in choice:
        if not o.key or o.key[0] != "named":
            continue
        for t in {t for a in o.axioms for t in a.kg_terms}:
            if t in seen and seen[t] != o.key[1]:
                return True
            seen[t] = o.key[1]


def _condition_classes(entry: LexicalEntry | None) -> frozenset[str]:
    """The classes a sense's ``lemon:condition`` names (its property domain and range), datatypes aside."""
    if entry is None or entry.kind not in ("property", "scalar"):
        return frozenset()
    return frozenset(c for c in (entry.domain, entry.range) if c and _looks_like_class(c))


def _chosen_classes(choice) -> set[str]:
    """The classes the question's own nouns are read as in this choice ("mountain" → dbo:Mountain,
    "television show" → dbo:TelevisionShow)."""
    out: set[str] = set()
    for o in choice:
        e = o.entry
        if e is not None and e.kind == "class" and e.reference:
            out.add(e.reference)
        elif e is not None and e.kind == "restriction" and e.reference in type_predicates() and e.value:
            out.add(e.value)
        elif e is None:
            out.update(t for a in o.axioms if a.template in ("class_noun", "multiword") for t in a.kg_terms
                       if _looks_like_class(t))
    return out


def _sense_off_condition(choice, opts: dict) -> bool:
    """Does the choice read a word in a sense whose ``lemon:condition`` fits none of the classes the
    question's nouns are read as, while another sense of the same word names one? A condition says when a
    sense applies: "high" as ``dbo:elevation`` (of mountains) or ``dbo:height`` (of buildings, players),
    "create" as ``dbo:creator`` (of TV shows) or ``dbo:author`` (of books); "the highest mountain" names
    its class, so the senses conditioned on unrelated classes do not apply. Classes are related when one
    is a kind of the other by WordNet (``dbo:Politician`` fits "people"); where WordNet cannot tell, the
    sense is kept, and where no sense of the word names the class, nothing is excluded. A property is excluded only
    when none of the word's senses with that property fits."""
    classes = _chosen_classes(choice)
    if not classes:
        return False

    def fit(entry, sure: bool) -> bool:
        # sure: the condition names the question's class itself (a related class is not enough to set
        # another sense aside: the lexicon's conditions are often a class above or beside the one meant)
        if sure:
            return bool(classes & _condition_classes(entry))
        return any(classes_related(c, d) is not False for c in classes for d in _condition_classes(entry))

    for o in choice:
        if not any(_condition_classes(e) for e in o.entries()):
            continue
        senses = [e for other in opts.get(o.key, ()) for e in other.entries()]
        # the property's other senses count too: "die in" as dbo:deathPlace is conditioned on
        # politicians in one entry and on writers in another; either may fit where the other does not
        # (entries that give the same axioms stand behind one option: each of them counts)
        mine = {e.reference for e in o.entries()}
        if any(fit(e, sure=False) for e in senses + list(o.entries()) if e.reference in mine):
            continue
        if any(fit(e, sure=True) for e in senses):
            return True
    return False


def _vague_reuses_a_property(choice, value_nouns: frozenset = frozenset()) -> bool:
    """A verb + vague preposition read as a property that another word of the question is bridged to:
    one property would stand for two words. Except a relational noun with no complement
    (``value_nouns``: "In which country is X located?", ``∃i. _country_n_of(y, i)``), read as the
    property: it names the property's values ("a country of something"), the type of the answer, not a
    second relation, and the verb with its preposition is the relation itself."""
    vague = [o for o in choice if o.key and str(o.axioms[0].source if o.axioms else "").endswith("(vague_relations.table)")]
    if not vague:
        return False
    for v in vague:
        mine = set(v.axioms[0].kg_terms)
        if any(mine & set(t for a in o.axioms for t in a.kg_terms) for o in choice
               if o is not v and not (o.key and o.key[0] in value_nouns
                                      and all(a.template == "relational_noun" for a in o.axioms))):
            return True
    return False


def _value_nouns(reading: Reading) -> frozenset:
    """The relational nouns of the reading whose every occurrence leaves its complement unexpressed."""
    seen: dict[str, bool] = {}
    for a in atoms(reading.formula):
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos != "n" or len(a.args) != 2:
            continue
        seen[a.pred] = seen.get(a.pred, True) and _is_unexpressed(a.args[1])
    return frozenset(p for p, bare in seen.items() if bare)


def _complemented_nouns(reading: Reading, value_nouns: frozenset) -> frozenset:
    """The relational nouns of the reading with an occurrence whose complement is said ("the country of X":
    ``_country_n_of(x, y)``, y being X's): those not among ``value_nouns`` (:func:`_value_nouns`)."""
    return frozenset(a.pred for a in atoms(reading.formula) if len(a.args) == 2 and a.pred not in value_nouns
                     and (erg := parse_erg_predicate(a.pred)) is not None and erg.pos == "n")


def _dropped_complements(choice: Sequence[Option], complemented: frozenset) -> tuple:
    """The relational nouns the choice reads as a class alone although a complement is said of them, where
    no other option's axiom reads the noun: "the country, that is a country, of X" (``_country_n_of(y, i)``
    and ``_country_n_of(y, x)``, one key) read as ``rdf:type(y, dbo:Country)`` alone says nothing of X, so
    the set leaves "of X" unread. A proof through it would ignore X, and a disproof (the query "adds" X's
    country) is no evidence against the query: the pair joins the set's unbridged words, as a word with no
    reading does. "Which countries … are not the countries of origin of Y?" with "country of origin" read
    by a lexeme of its own drops nothing."""
    out = []
    for o in choice:
        if o.key and o.axioms and all(a.template == "class_noun" for a in o.axioms) \
                and o.key[0] in complemented \
                and not any(o.key[0] in {p for p, _ in predicates(a.formula)}
                            for other in choice if other is not o for a in other.axioms):
            out.append((o.key[0], "a complement (“of …”) that the noun's reading as a class leaves unread"))
    return tuple(out)


_DEPENDENT_REASON = {
    "compound": "a noun compound that no multiword name or lexicon entry covers",
    "poss": "a possessive that no relational noun takes",
    "loc_nonsp": "a place or time adjunct that no verb frame takes",
}


def _best_products(lists: list[list[Option]], limit: int):
    """The ``limit`` best combinations (one option per list), by product of weights, best first."""
    if not lists:
        yield (), 1.0
        return
    if any(not l for l in lists):
        return

    def score(idx: tuple[int, ...]) -> float:
        s = 1.0
        for l, i in zip(lists, idx):
            s *= l[i].weight
        return s

    start = tuple(0 for _ in lists)
    heap = [(-score(start), start)]
    seen = {start}
    n = 0
    while heap and n < limit:
        neg, idx = heapq.heappop(heap)
        yield tuple(l[i] for l, i in zip(lists, idx)), -neg
        n += 1
        for j in range(len(lists)):
            if idx[j] + 1 < len(lists[j]):
                nxt = idx[:j] + (idx[j] + 1,) + idx[j + 1:]
                if nxt not in seen:
                    seen.add(nxt)
                    heapq.heappush(heap, (-score(nxt), nxt))


def axiom_sets(bridge, reading: Reading, query_iris: Sequence[str] = (), query_formula: Formula | None = None,
               bound: int | None = None) -> list[AxiomSet]:
    """Alternative axiom sets for ``reading``, best first, at most ``bound`` (the bridge's ``max_sets`` unless
    given).

    ``query_iris``: the compact IRIs of the query being checked (candidates for bridging when
    their labels match the question's words); ``query_formula``: its logic, whose predicates
    select a few readings (a year as any time in it). Always returns at least one set, which
    may be empty with everything in ``unbridged``.
    """
    opts, unbridged, dependent = bridge.options(reading, query_iris, query_formula)
    keys = sorted(opts, key=lambda k: (str(k[0]), str(k[1])))
    lists = [opts[k] for k in keys]
    base_unbridged = tuple((k[0] if k[0] not in ("named", "literal") else f'{k[2]}("{k[1]}")', why)
                           for k, why in sorted(unbridged.items(), key=lambda kv: str(kv[0])))
    out: list[AxiomSet] = []
    query_classes = _query_classes(query_iris)
    query_props = list(dict.fromkeys(a.pred for a in atoms(query_formula))) if query_formula is not None else []
    vague = _vague_context(bridge, reading, query_iris)
    # places inside places for the vague readings too ("breweries in X" as a location in X); the
    # labels are looked up only when the query uses a containment property at all
    vias: tuple = ()
    if vague is not None and set(query_props) & set(bridge.containment_table().via):
        vias = _query_containers(bridge, tuple(atoms(query_formula)), bridge._query_labels(query_iris))
    # among choices of equal weight, those whose words are all read with KG terms the query uses
    # come first: a word read as a term the query never states cannot take part in a proof of
    # equivalence, so the bound on tried choices should not fall on the fitting ones by chance
    qterms = set(query_iris) | {as_predicate(n) for n in query_iris} | set(query_props)
    misses: list[tuple[int, int, int]] = []
    # facts of the query's relations and vocabulary, whatever the choice: in every set
    relations = tuple(_symmetry_axioms(bridge, query_props) + _inverse_axioms(bridge, query_props)
                      + _vocabulary_axioms(bridge, query_iris)
                      + _member_class_axioms(bridge, reading, query_iris, query_classes)
                      + _instance_axioms(bridge, query_formula, bridge._query_labels(query_iris)))
    # … and the bound keeps those that leave fewer of the query's properties unread by any word: a property
    # no axiom of the set names cannot take part in a proof ("the child of the child of X" with the query's
    # dbo:child and dbp:father: each occurrence a sense of its own, not both the same one)
    unread = _unread_properties(query_props, relations)
    unstated = _unstated_triples(atoms(query_formula) if query_formula is not None else [], relations)
    value_nouns = _value_nouns(reading)
    complemented = _complemented_nouns(reading, value_nouns)
    links = frozenset(dependent)
    bound = bridge.max_sets if bound is None else bound
    limit = bound * 4
    joint, slots = _joint_lists(lists, links, limit)
    # a set that leaves a link of the question (a preposition, a compound) unread proves nothing, however heavy
    # its choice: where every set within the bound does so, and every word has some reading, the bound is passed
    # for a few sets that read them all ("the movie with X" by the noun's own "with" frame, lighter than its class
    # "movie", which leaves "with" unread), tried to prove the query only (AxiomSet.late)
    whole: list[bool] = []
    late: list[AxiomSet] = []
    for picked, score in _best_products(joint, limit):
        reached("axiom sets")
        choice = _flatten(picked, slots)
        past = len(out) >= bound and round(score, 6) < round(min(s.score for s in out), 6)
        if past and (base_unbridged or len(late) + sum(whole) >= _LATE_SETS):
            break
        if _names_collide(choice) or _vague_reuses_a_property(choice, value_nouns) or _sense_off_condition(choice, opts) \
                or _role_taken(choice):
            continue
        axioms: list[Axiom] = []
        covered: set = set()
        for o in choice:
            axioms.extend(o.axioms)
            covered |= o.covers
        miss = sum(1 for o in choice if any(t not in qterms for a in o.axioms for t in a.kg_terms))
        typing = _typing_axioms(bridge, choice, query_classes, query_props)
        dropped = _dropped_complements(choice, complemented)
        unbridged = base_unbridged + dropped
        for v_axioms, v_weight, v_covers in _vague_readings(bridge, choice, dependent, covered, vague,
                                                                 set(query_props), vias):
            v_typing = _vague_typing(bridge, choice, v_axioms, query_classes, query_props) or typing
            found = _dependent_set(tuple(axioms) + tuple(v_typing) + relations + v_axioms, score * v_weight,
                                   unbridged, dependent, covered | v_covers, tuple(p for p, _ in dropped))
            if past:
                if not found.unbridged:
                    late.append(found)
                continue
            whole.append(not found.unbridged)
            out.append(found)
            misses.append((unread(axioms + list(v_axioms)), unstated(axioms + list(v_axioms)), miss))
    if not out:
        out.append(AxiomSet((), 0.0, base_unbridged + (
            ("named", "two different names of the question link to one KG individual"),)))
        misses.append((0, 0, 0))
        whole.append(False)
    # stable: vague readings of one choice keep their order
    # the bound keeps the choices that read more of the query's properties and triples; those kept are tried in
    # the order of weight and misses alone (the solver's work depends on the order it sees sets in)
    kept = set(sorted(range(len(out)), key=lambda i: (-round(out[i].score, 6), misses[i]))[: bound])
    order = sorted(sorted(kept), key=lambda i: (-round(out[i].score, 6), misses[i][2]))
    if any(whole[i] for i in kept):
        return [out[i] for i in order]
    # the late sets (whole ones the bound left out, best first, then those past it) take the last places of
    # the bound: the first sets still say which words are unread
    late = [replace(s, late=True) for s in sorted((out[i] for i in range(len(out)) if whole[i] and i not in kept),
                                                  key=lambda s: -round(s.score, 6)) + late][:_LATE_SETS]
    return [out[i] for i in order][: bound - len(late)] + late


#: at most this many sets past the bound that read every link of the question (axiom_sets)
_LATE_SETS = 2


def _unread_properties(query_props: Sequence[str], relations: Sequence[Axiom]):
    """A count of the query's properties (not its typing) that a set's own axioms leave unnamed, where a
    property the relations tie to a named one (an inverse, a symmetric pair) counts as named."""
    typing = set(type_predicates())
    props = [p for p in query_props if p not in typing]
    ties = [set(a.kg_terms) for a in relations if len(a.kg_terms) > 1]

    def unread(axioms: Sequence[Axiom]) -> int:
        named = {t for a in axioms for t in a.kg_terms}
        for tied in ties:
            if tied & named:
                named |= tied
        return sum(1 for p in props if p not in named)
    return unread


def _unstated_triples(query_atoms: Sequence[Atom], relations: Sequence[Axiom]):
    """A count of the query's triples (not its typing) that a set's own axioms cannot each account for: per
    property (with those the relations tie to it, an inverse or a symmetric pair, as one), the query's
    triples of it beyond the axioms that name it. Where choices of equal weight all name every property,
    the bound keeps those that name each as often as the query states it: in "the child of the child of
    Ann, and the child of Bob", with the query's `ex:father` twice and `ex:child` once, a choice reading
    two of the three occurrences as `ex:child` leaves a `ex:father` triple that no word reads, and
    cannot prove the query equivalent; one reading two as `ex:father` can. Only an order for the bound:
    the prover still decides each set."""
    typing = set(type_predicates())
    ties = [frozenset(a.kg_terms) for a in relations if len(a.kg_terms) > 1]

    def group(p: str) -> frozenset:
        g = {p}
        for tied in ties:
            if tied & g:
                g |= tied
        return frozenset(g)

    stated: dict[frozenset, int] = {}
    for a in dict.fromkeys(query_atoms):
        if a.pred not in typing and len(a.args) == 2:
            stated[group(a.pred)] = stated.get(group(a.pred), 0) + 1

    def unstated(axioms: Sequence[Axiom]) -> int:
        named = dict.fromkeys(stated, 0)
        for ax in axioms:
            for g in {g for g in stated if g & set(ax.kg_terms)}:
                named[g] += 1
        return sum(max(0, n - named[g]) for g, n in stated.items())
    return unstated


def _dependent_set(axioms: tuple, score: float, base_unbridged: tuple, dependent, covered,
                   partly_read: tuple = ()) -> AxiomSet:
    extra = []
    for a in dependent:
        if a in covered or any(p == a.pred for p, _ in base_unbridged + tuple(extra)):
            continue
        extra.append((a.pred, _DEPENDENT_REASON.get(a.pred, "a preposition that no lexicon frame takes here")))
    return AxiomSet(axioms, score, base_unbridged + tuple(extra), partly_read)


#: options that take a link atom for themselves: no other option of a choice may read it
_OWN_LINK_OPTIONS = ("role:", "modifier:")


def _role_taken(choice: Sequence[Option]) -> bool:
    """Does another option of the choice read the preposition a presupposed role takes (:func:`_role_options`)?
    A verb frame that marks "as" makes its object an argument of the relation, not a role. Likewise the
    compound of a modifier that restates its head (:meth:`Bridge._redundant_modifier_options`): a head
    read relationally through that compound ("the Beatles album") would make the modifier its argument."""
    roles = [o for o in choice if o.axioms and o.axioms[0].name.startswith(_OWN_LINK_OPTIONS)]
    return any(o is not r and o.covers & r.covers for r in roles for o in choice)


class _Together(NamedTuple):
    """Options of several keys chosen as one (:func:`_joint_lists`): each with its key's place in the
    choice, and the product of their weights."""

    options: tuple[tuple[int, Option], ...]
    weight: float


def _link_read_twice(choice: Sequence[Option], links: frozenset) -> bool:
    """Do two options of the choice read one link atom of the question (a preposition, a possessive, a
    compound: ``links``, the atoms that need a word to take them) each as a relation of its own? A link
    says one thing: in "the thing in the home, that is a country, of X" (``_thing_n_1(x)``,
    ``_in_p_loc(x, y)``, ``_country_n_of(y, i)``, ``_home_n_1(y)``) the one "in" is taken either by
    "thing in" (a place of x) or by "country" read with "in" (the country of x), not by both: the two
    together say that y is x's place and x's country, which the question never says. Options that give
    the very same formulas are one reading of it (a lexeme or a category name keyed on both its words, a
    ∀-axiom that reads two copies of one phrase), so they may share it."""
    seen: dict = {}
    for o in choice:
        for a in o.covers & links:
            if seen.setdefault(a, _said(o)) != _said(o):
                return True
    return False


def _said(o: Option) -> tuple:
    """What an option says: its axioms' formulas (one phrase read under each of its words' keys names its
    axiom after the key, "category:…@_sleep_n_1" beside "…@_disorder_n_1", and says the same)."""
    return tuple(a.formula for a in o.axioms)


def _joint_lists(lists: list[list[Option]], links: frozenset, limit: int) -> tuple[list[list], list[int | None]]:
    """``lists`` with the keys that compete for a link atom (:func:`_link_read_twice`) chosen together:
    their lists become one list of the combinations that read each link once, best first, at most
    ``limit`` (the most sets the caller takes, so no index past it is ever reached). Filtering the
    combined choices afterwards would not do: where the best option of one word and every option of
    another take the same "in" (``_country_n_of`` with "in" at 1.0, "thing in" in all its senses), every
    choice within the bound reads the link twice, and the fitting ones (the country as a class, the
    thing's place through "in") lie past it. Keys with no such competitor keep their own list, in place;
    beside the lists, each one's key place (None for a joint list: :func:`_flatten`)."""
    parent = list(range(len(lists)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    takers: dict = {}
    for i, options in enumerate(lists):
        for o in options:
            for a in o.covers & links:
                for j, said in takers.get(a, ()):
                    if j != i and said != _said(o):
                        parent[root(i)] = root(j)
                takers.setdefault(a, []).append((i, _said(o)))
    groups: dict[int, list[int]] = {}
    for i in range(len(lists)):
        groups.setdefault(root(i), []).append(i)
    out: list[list] = []
    slots: list[int | None] = []
    for i, options in enumerate(lists):
        members = groups[root(i)]
        if len(members) == 1:
            out.append(options)
            slots.append(i)
        elif i == members[0]:
            combos, once = [], []
            for c, w in _best_products([lists[j] for j in members], limit * limit):
                if len(combos) < limit:
                    combos.append((c, w))
                if not _link_read_twice(c, links):
                    once.append((c, w))
                    if len(once) >= limit:
                        break
            # where no combination reads each link once, the keys keep every combination: the choice then
            # fails or proves on its own merits, not for want of a set to try
            joint = [_Together(tuple(zip(members, c)), w) for c, w in (once or combos[:limit])]
            out.append(joint)
            slots.append(None)
    return out, slots


def _flatten(picked: Sequence, slots: Sequence[int | None]) -> tuple[Option, ...]:
    """A choice among :func:`_joint_lists`'s lists as one option per key, in the keys' own order
    (``slots``: each list's key place, None for a joint list, whose options carry theirs)."""
    if None not in slots:
        return tuple(picked)
    placed = []
    for item, slot in zip(picked, slots):
        placed.extend(item.options if slot is None else ((slot, item),))
    return tuple(o for _, o in sorted(placed, key=lambda p: p[0]))
