"""Vague relations: prepositions, noun compounds and possessives whose relation the words leave open.

"museums in London" is ``_museum_n_1(x) ∧ _in_p_loc(x, y)``: *in* says only that some relation holds,
and which KG property it is (``dbo:location``, ``dbo:city`` …) depends on the nouns. Such an atom is
bridged when nothing else covers it (no relational noun or verb frame takes it): it may denote one of
the query's own properties, but only one that

* ``axiom_templates/vague_relations.table`` allows for that predicate (a property family such as
  *location* for ``_in_p_loc``, or ``marker:in`` = a property some lexicon entry reaches through a
  frame that marks *in*), in the direction the table gives, and
* no other word of the question is already bridged to (a property cannot stand for two words).

Each allowed property gives its own alternative (one axiom per vague atom), instantiated from
``axiom_templates/vague_relation.tmpl``; the prover still has to show equivalence both ways, so a
query with the wrong entity, direction or an extra constraint is rejected as before.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Mapping, Sequence

from ..kg.iri import local_name, name_words
from ..logic import Atom, Const, Var, disj, map_atoms
from .lexicon import Lexicon
from .model import Axiom
from .variants import variants_of
from .options import parse_erg_predicate
from . import tables
from .weights import W_VAGUE, W_VAGUE_OPEN, W_VAGUE_UNION
from .templates import Template

__all__ = ["VagueRule", "VagueTable", "load_vague_table", "vague_alternatives", "verb_pp_properties", "named_by_verb",
           "union_formula", "W_VAGUE", "W_VAGUE_UNION"]

#: most alternatives returned for one axiom set
MAX_ALTERNATIVES = 4
#: properties that are never the denotation of a vague relation
_UNION = "__vague_union__"
_NEVER = {"rdf:type", "wdt:P31", "rdfs:label", "foaf:name", "skos:prefLabel", "dct:subject", "owl:sameAs"}


@dataclass(frozen=True)
class VagueRule:
    """``relation direction members``: ``members`` are compact IRIs and ``marker:<prep>`` items, and
    ``hypernym`` (``by_kind``): any query property whose name is what WordNet makes the attached noun a
    kind of ("ice hockey team" and ``dbo:sport``: ice hockey is a sport)."""

    relation: str
    direction: str
    properties: frozenset
    markers: tuple[str, ...] = ()
    by_kind: bool = False
    #: ``any``: any query property no other word reads, where no other rule of the relation offers one
    open_world: bool = False

    def allows(self, prop: str, lexicon: Lexicon | None) -> bool:
        if prop in self.properties or "*" in self.properties:
            return True
        if self.markers and lexicon is not None:
            return any(m in (x.lower() for x in e.markers)
                       for e in lexicon.by_reference(prop) for m in self.markers)
        return False


@dataclass(frozen=True)
class VagueTable:
    rules: tuple[VagueRule, ...] = ()

    def for_relation(self, relation: str) -> tuple[VagueRule, ...]:
        return tuple(r for r in self.rules if r.relation == relation)

    @property
    def relations(self) -> frozenset:
        return frozenset(r.relation for r in self.rules)


def parse_vague_table(text: str, source: str = "<table>") -> VagueTable:
    """Parse the table format of ``vague_relations.table`` (families, then rules)."""
    families: dict[str, list[str]] = {}
    logical: list[list] = []
    for no, line in tables.logical_lines(text):
        if line[:1].isspace() and logical:
            logical[-1][1] += " " + line.strip()  # a continuation line
        else:
            logical.append([no, line.strip()])
    rules = []
    for no, line in logical:
        where = f"{source}:{no}"
        if line.startswith("@"):
            name, _, rest = line.partition("=")
            families[name.strip()] = rest.split()
            continue
        parts = line.split()
        if len(parts) < 3 or parts[1] not in ("normal", "inverse"):
            raise tables.TableError(f"{where}: expected 'relation normal|inverse members…', got {line!r}")
        props: set[str] = set()
        markers: list[str] = []
        by_kind = open_world = False
        for m in parts[2:]:
            if m == "any":
                open_world = True
            elif m.startswith("@"):
                if m not in families:
                    raise tables.TableError(f"{where}: unknown family {m}")
                props.update(families[m])
            elif m.startswith("marker:"):
                markers.append(m[len("marker:"):].lower())
            elif m == "hypernym":
                by_kind = True
            else:
                props.add(m)
        rules.append(VagueRule(parts[0], parts[1], frozenset(props), tuple(markers), by_kind, open_world))
    return VagueTable(tuple(rules))


def load_vague_table(directory: str | Path | None = None) -> VagueTable:
    path = tables.table_path("vague_relations.table", directory)
    return parse_vague_table(path.read_text(encoding="utf-8"), str(path))


def union_formula(tmpl: Template, slots: dict, props: Sequence[str]):
    """``tmpl`` with ``$P`` read as the disjunction of ``props``: (axiom name, formula)."""
    name, f = tmpl.instantiate(dict(slots, **{"$P": _UNION}))
    f = map_atoms(f, lambda at: disj(Atom(q, at.args) for q in props) if at.pred == _UNION else at)
    return name, f


def _head_noun(var, nouns: Iterable[Atom]) -> Atom | None:
    """The noun predication on ``var`` (the noun a vague relation modifies): a one-place noun, or a
    relational one whose own argument is unexpressed (``_museum_n_of(x, i)``); else the name that names
    ``var`` (``named(x, "Wendry")`` in "Is Lake Wendry in Lowmere?": the relation is read for that name)."""
    nouns = list(nouns)
    for arity in (1, 2):
        for a in nouns:
            if len(a.args) == arity and a.args[0] == var and (
                    arity == 1 or (isinstance(a.args[1], Var) and a.args[1].name[:1] in ("i", "u"))):
                return a
    return next((a for a in nouns if a.pred == "named" and len(a.args) == 2 and a.args[0] == var
                 and isinstance(a.args[1], Const)), None)


def _head_shape(head: Atom) -> tuple[int, str]:
    """The (arity, shape) of the vague template that a head takes: a named thing's name is its own shape."""
    return (2, "named") if head.pred == "named" else (len(head.args), "")


def _head_slots(head: Atom, link: str) -> dict:
    """The template slots of a vague atom's head and link (the name's text as ``$name``)."""
    slots = {"$pred": head.pred, "$link": link}
    if head.pred == "named":
        slots["$name"] = head.args[1]
    return slots


def _kind_of(prop: str, lemmas: Sequence[str], kinds: Callable[[str], frozenset[str]] | None) -> str | None:
    """The attached noun of ``lemmas`` that WordNet makes a kind of what ``prop``'s name says (its name
    words joined: ``dbo:sport`` and "hockey"), or None."""
    if kinds is None:
        return None
    name = " ".join(name_words(local_name(prop)))
    return next((l for l in lemmas if name and (name == l.lower() or name in kinds(l))), None)


#: the name prefix of an open-world vague axiom (:func:`_open_choices`), and why it is a guess
_OPEN = "open:"
_GUESSED = "read only as a guess: any relation the query states"


def _open_choices(a: Atom, head: Atom, tmpl: Template, query_properties: Sequence[str], used: set[str],
                  attached: Sequence[str], group: Callable[[str], str] | None,
                  happening: Callable[[str], bool] | None = None) -> list[tuple[Axiom, str]]:
    """The open-world reading of a vague atom that no rule of its relation reads: each query property that no
    other word reads (never a typing or naming one), one alternative each, below the table's (``W_VAGUE_OPEN``).
    "the film with Ada Lind" may be the query's ``dbp:starring``: *with* says that some relation holds, and a
    table of families lists some of them, not all; the prover still needs both directions of the whole.

    The property's value must fit what the preposition attaches (``attached``: the nouns on it, the words a named
    thing is called by): where WordNet sorts the attached thing (``group``: a person, a place, a time, a group),
    the property's head word must be of that sort ("the films with Ada Lind" may be ``dbp:starring``, Ada Lind
    being unknown to WordNet; "the person who died at Lowmere" ``dbo:deathPlace``, both places; "the galleries at
    Paris" no ``dbo:director``, a person, nor ``dbo:postalCode``, of no sort)."""
    out: list[tuple[Axiom, str]] = []
    if group is None:  # nothing to tell a fitting property from another: no guess
        return out
    sorts = {g for w in attached for g in [group(w)] if g}
    for p in query_properties:
        if p in used or p in _NEVER or p.startswith("fn:") or ":" not in p:
            continue
        words = name_words(local_name(p))
        if sorts and not (words and group(words[-1]) in sorts):
            continue  # the attached thing has a sort: the property must be named for the same one
        if happening is not None and any(happening(w) for w in words[:-1]):
            # a name that says which happening its value belongs to ("deathPlace": the place of a death) says
            # more than the preposition does: "Is Ada Lind from Lowmere?" is no place she died in
            continue
        name, f = tmpl.instantiate(dict(_head_slots(head, a.pred), **{"$P": p}))
        if any(ax.formula == f for ax, _ in out):
            continue
        why = f"{a.pred} may denote {p} (any relation the query states: the preposition leaves it open)"
        out.append((Axiom(f"{_OPEN}{a.pred}:{name}", f, "vague_relation", source=why, word=_said(a.pred), kg_terms=(p,),
                          weight=W_VAGUE * W_VAGUE_OPEN, guess=(a.pred, _GUESSED)), p))
    return out


def vague_alternatives(uncovered: Sequence[Atom], nouns: Sequence[Atom], query_properties: Sequence[str],
                       used: set[str], table: VagueTable, templates: Sequence[Template],
                       lexicon: Lexicon | None, kinds: Callable[[str], frozenset[str]] | None = None,
                       names: Mapping | None = None, group: Callable[[str], str] | None = None,
                       spare: frozenset = frozenset(), happening: Callable[[str], bool] | None = None
                       ) -> list[tuple[tuple[Axiom, ...], float, frozenset]]:
    """Ways to read the ``uncovered`` vague atoms as query properties: ``(axioms, weight, atoms
    covered)``, best first, at most :data:`MAX_ALTERNATIVES`; [] when some vague atom has no reading (then the
    set keeps it unbridged), unless it is one of ``spare``: the links of a count, which a stored count may read
    instead (then the others are read, it stays unbridged). ``kinds``: a noun's WordNet hypernyms' words, for the rules that
    take any property the attached noun is a kind of (``hypernym``); ``names``: for a named thing's
    variable, the words it is called by (its name, the head word of the page it is read as), which count
    as attached nouns for those rules ("ESA astronauts" and ``dbo:agency``: the European Space Agency is
    an agency); ``group``: the sort WordNet gives a word, which an open-world reading's property must not contradict
    for the attached thing (:func:`_open_choices`; without it, no open-world reading); ``happening``: whether a word
    names a happening, whose property an open-world reading never is ("deathPlace" for "from")."""
    by_shape = {(t.direction, t.arity, t.shape): t for t in templates if t.family == "vague_relation"}
    per_atom: list[list[tuple[Axiom, str]]] = []
    atoms_done: list[Atom] = []
    for a in uncovered:
        if a.pred not in table.relations or len(a.args) != 2 or not isinstance(a.args[0], Var):
            continue
        head = _head_noun(a.args[0], nouns)
        if head is None:
            continue
        choices: list[tuple[Axiom, str]] = []
        # the nouns on the attached thing, and the words it is called by if it is named
        on_it = [e.lemma for n in nouns if n.args and n.args[0] == a.args[1]
                 and (e := parse_erg_predicate(n.pred)) is not None]
        called = list((names or {}).get(a.args[1], ()))
        for rule in table.for_relation(a.pred):
            tmpl = by_shape.get((rule.direction, *_head_shape(head)))
            if tmpl is None or (rule.open_world and choices):
                continue
            if rule.open_world and a.pred == "compound" and not called:
                continue  # a common noun's compound is read by what WordNet makes it (hypernym): no guess
            if rule.open_world:
                # the whole name only, not a page's head word: "Lind" of dbr:Ada_Lind says nothing of what Ada Lind is
                choices += _open_choices(a, head, tmpl, query_properties, used, on_it + called[:1], group, happening)
                continue
            rule_props: list[str] = []
            attached = on_it + called if rule.by_kind else []
            for p in query_properties:
                if p in used or p in _NEVER:
                    continue
                allowed = rule.allows(p, lexicon)
                kind_of = None if allowed else _kind_of(p, attached, kinds)
                if not allowed and kind_of is None:
                    continue
                name, f = tmpl.instantiate(dict(_head_slots(head, a.pred), **{"$P": p}))
                if any(ax.formula == f for ax, _ in choices):
                    continue
                why = (f"WordNet makes “{kind_of}” a kind of what {p} names" if kind_of
                       else f"vague_relations.table, {rule.direction}")
                choices.append((Axiom(name, f, "vague_relation",
                                      source=f"{a.pred} may denote {p} ({why})",
                                      word=_said(a.pred), kg_terms=(p,), weight=W_VAGUE), p))
                rule_props.append(p)
            if len(rule_props) > 1:
                # "companies in Munich": in may mean any of the location properties the query
                # unions; as one reading it is their disjunction (the query must union them too)
                name, f = union_formula(tmpl, _head_slots(head, a.pred), rule_props)
                union = "|".join(rule_props)
                choices.append((Axiom(name.replace(_UNION, union), f, "vague_relation",
                                      source=f"{a.pred} may denote any of {union} (vague_relations.table)",
                                      word=_said(a.pred), kg_terms=tuple(rule_props), weight=W_VAGUE_UNION), union))
        per_atom.append(choices)
        atoms_done.append(a)
    out = _combined(per_atom, atoms_done)
    spared = [i for i, a in enumerate(atoms_done) if a in spare]
    if out or not spared or len(spared) == len(atoms_done):
        return out
    # no reading of every vague atom at once: the others without a count's links, which stay unbridged.
    # "Which hall in Tarn has the most lamps?" with the hall's location and a stored lamp count: "in" is the
    # location, and "have", the count's link, would take the same property; the stored count reads it, and
    # left unread it is a word no proof can go without otherwise
    keep = [i for i in range(len(atoms_done)) if i not in spared]
    return _combined([per_atom[i] for i in keep], [atoms_done[i] for i in keep])


def _combined(per_atom: Sequence[list], atoms_done: Sequence[Atom]) -> list[tuple[tuple[Axiom, ...], float, frozenset]]:
    """The readings of all of ``atoms_done`` together, one choice each (``per_atom``), no property read twice;
    [] where an atom has no choice."""
    if not per_atom or any(not choices for choices in per_atom):
        return []
    out = []
    for combo in itertools.product(*per_atom):
        props = [q for _, p in combo for q in p.split("|")]
        if len(set(props)) < len(props):
            continue  # two vague words, one property: as with other words, a property serves one
        weight = 1.0
        for ax, _ in combo:
            weight *= ax.weight
        out.append((tuple(ax for ax, _ in combo), weight, frozenset(atoms_done)))
        if len(out) >= MAX_ALTERNATIVES:
            break
    return out


# ---------------------------------------------------------------------------------- verb + vague PP

_DATEISH = re.compile(r"(date|year|time|day)$", re.I)


def _local_words(prop: str) -> list[str]:
    local = prop.rsplit(":", 1)[-1].rsplit("/", 1)[-1].strip("<>")
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", local)]


def stem_matches(verb: str, prop: str) -> bool:
    """The property's name contains a word built on the verb ("launch" → dbo:launchSite, "found" →
    dbo:foundingYear, "locate" → dbo:location): a common prefix of at least 4 letters that covers
    the verb (less a final e)."""
    stem = verb.lower()
    stem = stem[:-1] if stem.endswith("e") and len(stem) > 4 else stem
    if len(stem) < 4:
        return False
    return any(w.startswith(stem) for w in _local_words(prop))


#: the links on a verb's event that say where or when it happened: only with these does a property named
#: after the verb's happening ("deathPlace", "deathDate") read the verb ("die from" is no place of death)
PLACE_TIME_LINKS = frozenset({"loc_nonsp", "_in_p", "_in_p_state", "_in_p_loc", "_in_p_temp", "_at_p",
                               "_at_p_state", "_on_p", "_on_p_state", "_on_p_temp", "_during_p"})


def names_doer(verb: str, prop: str) -> bool:
    """The property is named by the verb's agent noun ("direct" → ``dbo:director``, "develop" →
    ``dbo:developer``): it runs from the thing done to the doer, so it is no reading of the verb with a
    preposition on its event ("directed in 1968" says nothing of a director of 1968).

    >>> names_doer("direct", "dbo:director"), names_doer("found", "dbo:foundingYear")
    (True, False)
    """
    from .frames import _agent_noun

    return any(_agent_noun(w, verb) for w in _local_words(prop))


def names_participle(verb: str, prop: str) -> bool:
    """The property's name ends in the verb's present participle ("star" → ``dbo:starring``): "A starring
    B" has A as the doer of the verb in a sense that takes an object ("the film stars B"), so the name
    does not say which end a preposition on the verb reaches ("X stars in Y" is the other sense, with
    the performer as its subject). Such a property is no reading of the verb with a preposition: with no
    entry for the verb, the verdict is unknown, not a reversed relation.

    >>> names_participle("star", "dbo:starring"), names_participle("found", "dbo:foundingYear")
    (True, False)
    """
    last = _local_words(prop)[-1:]
    return bool(last) and last[0].endswith("ing") and stem_matches(verb, last[0])


def is_date_property(prop: str, lexicon: Lexicon | None, table: VagueTable) -> bool:
    """A property whose values are dates or years: by the lexicon's range, the table's time
    family, or its name (…Date, …Year)."""
    if lexicon is not None and any(e.range in _DATE_RANGES for e in lexicon.by_reference(prop)):
        return True
    if any(prop in r.properties for r in table.for_relation("_in_p_temp")):
        return True
    words = _local_words(prop)
    return bool(words) and bool(_DATEISH.search(words[-1]))


_DATE_RANGES = ("xsd:date", "xsd:dateTime", "xsd:gYear", "xsd:gYearMonth", "xsd:time")


def verb_pp_properties(verb: str, verb_refs, prep: str, wants: str,
                       query_properties: Sequence[str], table: VagueTable, lexicon: Lexicon | None,
                       event_nouns: Sequence[str] = (), variant_rules: Sequence = ()) -> list[str]:
    """Query properties that a verb with a vague preposition on its event ("founded in", "launched
    from", "Where … play?") may denote: one the verb's own lexicon entries refer to (in another
    frame), one named after the verb, or one of the preposition's family in the table; ``wants``
    ("date", "place" or "") keeps the properties whose values fit the wh-word or the year.
    ``verb_refs``: the properties of the verb's own lexicon entries, with their direction; a property
    they refer to only in the inverse direction is not offered (the lexicon's reading of the verb
    stands). ``event_nouns``: the nouns that name the verb's happening (``Resources.event_nouns``,
    "die" → "death"): a property named after one of them ("deathPlace") is named after the verb.
    ``variant_rules`` (``property_variants.table``): a family of the table that lists a property lists its
    twins too (``dbp:causeOfDeath`` for ``dbo:causeOfDeath``). The table's ``marker:`` items are not used
    here: the verb's own entries say which prepositions it takes."""
    out = []
    rules = table.for_relation(prep)
    for p in query_properties:
        if p in _NEVER:
            continue
        dirs = {d for q, d in verb_refs if q == p}
        if dirs and "normal" not in dirs:
            continue
        if not (named_by_verb(verb, verb_refs, prep, p, event_nouns)
                or any(r.direction == "normal" and r.allows(q, None) for r in rules
                       for q in (p, *variants_of(p, tuple(variant_rules))))):
            continue
        is_date = is_date_property(p, lexicon, table)
        if (wants == "date" and not is_date) or (wants == "place" and is_date):
            continue
        out.append(p)
    return out


def named_by_verb(verb: str, verb_refs, prep: str, prop: str, event_nouns: Sequence[str] = ()) -> bool:
    """Is ``prop`` one of the verb's own properties, not a mere member of the preposition's family: one
    the verb's lexicon entries refer to in their direction, one named after the verb (not after its
    doer: :func:`names_doer`), or, with a place or time link, one named after a noun of its happening
    ("born in" → ``dbo:birthPlace`` by "birth")? "born on Malta" may be ``dbo:country`` only as a member
    of the family of "on"; ``dbo:birthPlace`` the verb itself names."""
    if any(q == prop and d == "normal" for q, d in verb_refs):
        return True
    if names_participle(verb, prop):  # "starring in" as spelled, too
        return False
    return ((stem_matches(verb, prop) and not names_doer(verb, prop))
            or (prep in PLACE_TIME_LINKS and any(stem_matches(n, prop) for n in event_nouns)))


def _said(pred: str) -> str:
    """The word a link predicate was said as (``_in_p_loc`` → "in"), for explanations."""
    erg = parse_erg_predicate(pred)
    return erg.lemma if erg is not None else pred
