"""How a lexicon entry's frame fits the atoms of a question: argument shapes, prepositions, the kind of
value a wh-word asks for, and the tables of the grammar words these tests use.

A reading of a word through a lexicon entry (``axiom_templates/*.tmpl``) must agree with how the
question uses the word: the number of arguments and whether one is an event, which prepositions mark
its arguments ("born in" vs "born on"), whether the value is a place or a date ("where", "when"). The
tests here answer those questions for every reading that uses an entry.

>>> _gerund("run"), _gerund("freeze")
('running', 'freezing')
"""

from __future__ import annotations

import datetime
import functools
import re
from dataclasses import replace
from typing import Sequence

from ..kg.iri import local_name, name_words as iri_name_words
from ..kg.profile import place_classes
from ..logic import Atom, Const, Exists, Formula, Num, Var, atoms, map_atoms
from . import tables
from .context import ReadingContext as _Context
from .autolex import _NOUN_PP_INVERSE, _TRANSITIVE_INVERSE
from .lexicon import LexicalEntry, SynArg
from .options import Option, _is_event, _is_unexpressed, _looks_like_class, parse_erg_predicate, word_key
from .templates import Template
from .weights import W_GUESSED

#: the frames a word read as a hasValue restriction takes (Bridge._has_value_options), with its argument's role
_ADJECTIVE_VALUE_FRAMES = (("AdjectiveAttributiveFrame", "attributiveArg"), ("AdjectivePredicateFrame", "copulativeSubject"))


_NOUN_VALUE_FRAMES = (("NounPredicateFrame", "copulativeArg"),)


def _iri_values(query_atoms: Sequence[Atom], props) -> list[tuple[str, str]]:
    """``(property, value)`` of each query triple of one of ``props`` whose object is an IRI."""
    return [(a.pred, a.args[1].name) for a in query_atoms if a.pred in props and len(a.args) == 2
            and isinstance(a.args[1], Const) and a.args[1].kind == "iri"]


#: words of a property's name that make its value something other than the thing the noun names (a
#: classification, an identifier, a name, a count of them): "currency type" is no currency, so a one-place
#: noun is not read as such a property through a link ("Which currency does X have?")
NOT_THE_THING = frozenset({"type", "kind", "code", "id", "label", "name", "names", "number", "count"})


def _agent_noun(noun: str, verb: str) -> bool:
    """Is ``noun`` the verb's agent noun by its form ("producer", "creator", "writer")?"""
    n, v = noun.lower(), verb.lower()
    stems = {v, v[:-1], v[:-1] + "i"} if v.endswith(("e", "y")) else {v, v + v[-1:]}
    return any(n == st + suffix for st in stems for suffix in ("er", "or", "r", "ar"))


def _labelled(text: str, query_labels: dict[str, list[str]], keep) -> list[str]:
    """The query terms ``keep`` admits whose label (or local name) is ``text`` up to case, spacing and
    number."""
    key = word_key(text)
    return [name for name, labs in query_labels.items() if key and keep(name) and any(word_key(l) == key for l in labs)]


def _guessed_property_entries(text: str, query_labels: dict[str, list[str]]) -> list[LexicalEntry]:
    """Relational-noun entries (the default NounPPFrame) for the query's properties whose label (or local
    name) is ``text`` up to case, spacing and number: a noun compound with no lexicon entry that spells
    a property's name ("birth place" → ``dbo:birthPlace``, "vice president" → ``dbo:vicePresident``)."""
    from .labels import as_predicate
    from .options import _looks_like_property, _typing_properties

    return [LexicalEntry(f"guess:{text}", text, "noun", "NounPPFrame", as_predicate(name), args=_NOUN_PP_INVERSE,
                         curated=False, confidence=W_GUESSED)
            for name in _labelled(text, query_labels,
                                  lambda n: _looks_like_property(n) and n not in _typing_properties())]


def _guessed_class_entries(text: str, query_labels: dict[str, list[str]]) -> list[LexicalEntry]:
    """Class entries for the query's classes whose label (or local name) is ``text`` up to case,
    spacing and number: the default NounPredicateFrame reading of a noun with no lexicon entry."""
    return [LexicalEntry(f"guess:{text}", text, "noun", "NounPredicateFrame", name, curated=False,
                         confidence=W_GUESSED)
            for name in _labelled(text, query_labels, _looks_like_class)]


#: the nouns of wh-words ("what", "who"), which a vague preposition may modify
WH_NOUNS = ("thing", "person")


#: prepositions a bare locative/temporal adjunct (loc_nonsp: "where", "when") may stand for
LOCATIVE_MARKERS = ("in", "at", "on", "from", "during")


_DATE_RANGES = ("xsd:date", "xsd:dateTime", "xsd:gYear", "xsd:gYearMonth", "xsd:time")


def _subject_is_the_noun(f: Formula, prop: str, noun_pred: str) -> bool:
    """Does ``prop``'s subject end stand for the thing the noun ``noun_pred`` describes in ``f`` (the
    noun names the work, not the work's value)? Then its argument is no maker of it."""
    nouns = {a.args[0] for a in atoms(f) if a.pred == noun_pred and a.args}
    return any(a.pred == prop and len(a.args) == 2 and a.args[0] in nouns for a in atoms(f))


def _name_ends_in(prop: str, forms: set) -> bool:
    """Does the property's local name end in one of ``forms`` (lower case, no spaces)? At a camelCase
    word boundary (``sourceCountry``: "country", "sourcecountry"), or anywhere in an all-lower-case
    name of the infobox kind (``borderingstates``: "states") when the form is not a short word."""
    local = re.split(r"[:/#]", prop.strip("<>"))[-1]
    words = [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", local)]
    if not words:
        return False
    tails = {"".join(words[i:]) for i in range(len(words))}
    if tails & forms:
        return True
    return len(words) == 1 and any(len(f) >= 5 and words[0].endswith(f) for f in forms)


def _value_kind(rng: str | None) -> str:
    """``date``, ``place`` or ``""`` (unknown or anything else) for a property's range."""
    if rng in _DATE_RANGES:
        return "date"
    if rng in place_classes():
        return "place"
    return ""


def _query_classes(query_iris: Sequence[str]) -> dict[str, str]:
    """Classes a query names, with the predicate that types by them: DBpedia-style classes by
    ``rdf:type``; Wikidata items by ``wdt:P31`` when the query uses it."""
    out = {}
    uses_p31 = "wdt:P31" in query_iris
    for name in query_iris:
        if _looks_like_class(name):
            out[name] = "rdf:type"
        elif uses_p31 and name.startswith("wd:Q"):
            out[name] = "wdt:P31"
    return out


def _gerund(verb: str) -> str:
    """``boil`` → ``boiling``, ``melt`` → ``melting``, ``freeze`` → ``freezing``, ``run`` → ``running``."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if re.search(r"[^aeiou][aeiou][bdgmnprt]$", verb) and len(verb) <= 4:
        return verb + verb[-1] + "ing"
    return verb + "ing"


#: possessive determiners a verb entry's lemma may hold before its object ("end his active career")
_POSSESSIVES = frozenset({"his", "her", "its", "their", "one's"})


def _object_words(occurrences: Sequence[Atom], ctx: "_Context") -> tuple[bool, tuple, frozenset] | None:
    """How a verb's object is described when it is described by words alone: ``(own, words, atoms)``
    where ``own`` says the object is possessed by the verb's own subject (``poss(o, x)``, "his"),
    ``words`` the ``(lemma, predicate)`` of each noun and adjective on it, ``atoms`` those atoms with
    the possessive. None when an occurrence's object is unexpressed, named, or in any other atom, or
    when the occurrences differ."""
    found = set()
    for occ in occurrences:
        if len(occ.args) != 3 or not _is_event(occ.args[0]) or _is_unexpressed(occ.args[1]):
            return None
        x, o = occ.args[1], occ.args[2]
        if not isinstance(o, Var) or _is_unexpressed(o):
            return None
        own, words, used = False, [], []
        for a in ctx.atoms:
            if a == occ or o not in a.args:
                continue
            if a.pred == "poss" and a.args == (o, x) and not own:
                own = True
            elif len(a.args) == 1:
                erg = parse_erg_predicate(a.pred)
                if erg is None or erg.pos not in ("n", "a"):
                    return None
                words.append((erg.lemma.lower(), a.pred))
            else:
                return None
            used.append(a)
        if not any(parse_erg_predicate(p).pos == "n" for _, p in words):
            return None
        found.add((own, tuple(sorted(words)), frozenset(used)))
    if len({(own, words) for own, words, _ in found}) != 1:
        return None
    own, words, _ = next(iter(found))
    return own, words, frozenset(a for _, _, used in found for a in used)


def _prep_fits(pname: str, patoms: Sequence[Atom], entry: LexicalEntry, ctx: "_Context",
               extent: bool = False) -> bool:
    """Does a preposition on a verb's event carry the entry's prepositional argument? Its marker, or
    "where"/"when" (loc_nonsp) when the lexicon gives that argument a place (date) class, or
    ``extent``: a goal preposition that says where a stative verb's subject reaches
    (:meth:`Bridge._extent_fits`); and a "when" or a year only for a date-valued argument, a "where"
    only for another."""
    if pname == "loc_nonsp" and any(_bare_what(ctx, a.args[-1]) for a in patoms):
        return False
    if not (extent or _marker_fits(pname, entry.markers) or (pname == "loc_nonsp" and all(
            _wh_kind(ctx, a.args[-1]) and _wh_kind(ctx, a.args[-1]) == _value_kind(_pp_class(entry))
            for a in patoms))):
        return False
    return all(_range_fits(entry, ctx, a.args[-1]) for a in patoms)


def _bare_what(ctx: "_Context", value) -> bool:
    """Is ``value`` a bare "what" (``thing(x)`` and no noun of its own)? As a bare adjunct of a verb's
    event (``loc_nonsp``: the ERG's reading of "What did Ann write?" with "what" as an adjunct) it says
    neither where nor when, so it carries no frame's "in"/"on" argument: "What did Ann write?" does not
    ask on which date she wrote.

    >>> from verifier.bridge.context import ReadingContext
    >>> from verifier.logic import conj
    >>> e, x, y = Var("e1"), Var("x3"), Var("x4")
    >>> ctx = ReadingContext(conj([Atom("thing", (x,)), Atom("loc_nonsp", (e, x)), Atom("_year_n_1", (y,)),
    ...                            Atom("thing", (y,))]))
    >>> _bare_what(ctx, x), _bare_what(ctx, y)
    (True, False)
    """
    return ("thing", value) in ctx.unary and not any(n.args[:1] == (value,) for n in ctx.nouns)


def _date_view(entry: LexicalEntry) -> LexicalEntry | None:
    """A TransitiveFrame entry of a date-valued property seen as an IntransitivePPFrame whose
    prepositional argument is the date: the other side of the property is the verb's subject, whatever
    frame roles the lexicon gave the two (a date is no participant of joining). None for any other entry."""
    if entry.frame != "TransitiveFrame" or entry.kind != "property":
        return None
    if entry.range in _DATE_RANGES and entry.domain not in _DATE_RANGES:
        args = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object"))
    elif entry.domain in _DATE_RANGES and entry.range not in _DATE_RANGES:
        args = (SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject"))
    else:
        return None
    return replace(entry, frame="IntransitivePPFrame", args=args)


def _named_object(occurrences: Sequence[Atom], ctx: "_Context") -> Const | None:
    """The name of a verb's object when, in every occurrence ``$pred(e, x, o)``, the object ``o`` is
    described by nothing but one one-word name (``named(o, "EU")``), the same in all; else None."""
    found: set = set()
    for occ in occurrences:
        if len(occ.args) != 3 or not _is_event(occ.args[0]) or _is_unexpressed(occ.args[1]):
            return None
        o = occ.args[2]
        if not isinstance(o, Var) or _is_unexpressed(o):
            return None
        others = [a for a in ctx.atoms if a != occ and o in a.args]
        if len(others) != 1 or others[0] != ctx.named.get(o):
            return None
        found.add(others[0].args[1])
    return found.pop() if len(found) == 1 else None


def _pp_view(entry: LexicalEntry, marker: str = "") -> LexicalEntry:
    """A TransitiveFrame entry with a marked argument seen as an IntransitivePPFrame: the unmarked
    argument is the subject, the marked one the prepositional adjunct, introduced by its own marker or
    by ``marker`` when given (the verb's own preposition, passive_prepositions.table)."""
    marked = next(a for a in entry.args if a.marker)
    rest = [a for a in entry.args if a is not marked]
    subj = rest[0].maps_to if rest else ""
    return replace(entry, frame="IntransitivePPFrame",
                   args=(SynArg("subject", subj), SynArg("prepositionalAdjunct", marked.maps_to, marker or marked.marker)))


def _arg_shape(args: tuple) -> tuple[int, bool, str]:
    """``(arity, keeps its event, event shape)`` of an ERG predication's arguments (the event shapes
    are those of ``arity:`` in the templates)."""
    arity = len(args)
    if arity >= 2 and _is_event(args[0]):
        return arity, True, ("event" if arity == 2 else
                             "passive" if arity == 3 and _is_unexpressed(args[1]) else
                             "event_object" if arity == 3 and _is_unexpressed(args[2]) else
                             "transitive" if arity == 3 else "other")
    if arity == 3 and _is_unexpressed(args[0]) and _is_event(args[2]):
        # "Where is Belize located?": _locate_v_1(i, x, e) whose scopal argument is the
        # locative clause loc_nonsp(e, x, y)
        return arity, True, "scopal"
    return arity, False, ""


def _arg_shapes(arg_lists: Sequence[tuple]) -> list[tuple[int, bool, str, int]]:
    """The shapes a predicate may be read in, ``(arity, event, event shape, dropped)``: its own, then
    with its trailing unexpressed arguments dropped one by one (``dropped`` of them), as long as every
    occurrence leaves them unexpressed. An argument the sentence leaves unexpressed (the recipient of
    _write_v_to(x, y, i), the object of _play_v_1(e, x, i)) adds nothing a lexicon frame must
    map, so a template for the shorter predicate reads it, the dropped arguments existentially
    closed. At least two arguments stay (a noun's _n_of(x, i) has its own templates)."""
    first = arg_lists[0]
    out = [(*_arg_shape(first), 0)]
    n = len(first)
    while n > 2 and all(len(a) == len(first) and _is_unexpressed(a[n - 1]) for a in arg_lists):
        n -= 1
        out.append((*_arg_shape(first[:n]), len(first) - n))
    return out


def _pad_unexpressed(f: Formula, pred: str, arity: int, extra: int) -> Formula:
    """``f`` with each ``pred`` atom of ``arity`` arguments given ``extra`` more, existentially
    closed: ``_write_v_to(x, y)`` → ``∃u1. _write_v_to(x, y, u1)``."""
    def pad(a: Atom) -> Formula:
        if a.pred != pred or len(a.args) != arity:
            return a
        fresh = tuple(Var(f"i_u{k + 1}") for k in range(extra))
        return Exists(fresh, Atom(a.pred, a.args + fresh))
    return map_atoms(f, pad)


def _pad_options(options: Sequence[Option], pred: str) -> list[Option]:
    """``options`` read for a one-place use of the relational noun ``pred``, each axiom's ``pred`` atoms given
    their unexpressed argument (:func:`_pad_unexpressed`): the options were made for ``_writer_n(x)``, the
    reading has ``_writer_n_of(x, i)``, and an axiom over the wrong arity would bridge nothing."""
    return [Option(o.key, tuple(replace(a, formula=_pad_unexpressed(a.formula, pred, 1, 1))
                                for a in o.axioms), o.weight, o.covers, o.entry) for o in options]


def _generic_agent(occurrences: Sequence[Atom], ctx: "_Context", res) -> str | None:
    """The noun predicate of a verb's agent when, in every occurrence ``$pred(e, x, y)``, the agent
    ``x`` is described by nothing but one noun for human beings in general (:meth:`Resources.people_in_general`:
    "people") whose own argument is unexpressed (``_people_n_of(x, i)``: the template keeps the noun,
    ``$agent(i, j)``); else None. Such an agent adds nothing to the clause, so "people speak X in Y"
    reads as "X is spoken in Y" would, while "cooks eat X in Y" says more than the passive."""
    found: set = set()
    for occ in occurrences:
        if len(occ.args) != 3 or not _is_event(occ.args[0]):
            return None
        x = occ.args[1]
        if not isinstance(x, Var) or _is_unexpressed(x) or not isinstance(occ.args[2], Var) or _is_unexpressed(occ.args[2]):
            return None
        others = [a for a in ctx.atoms if a != occ and x in a.args]
        if len(others) != 1:
            return None
        a = others[0]
        if len(a.args) != 2 or a.args[0] != x or not _is_unexpressed(a.args[1]):
            return None
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos != "n" or res is None or not res.people_in_general(erg.lemma):
            return None
        found.add(a.pred)
    return found.pop() if len(found) == 1 else None


def _noun_end(t: Template, link_pred: str) -> int | None:
    """Which argument of ``$link`` a link template gives its noun (0: "N of X", 1: "X has N"), read
    from the template's own axiom; None when the axiom does not say."""
    try:
        _, f = t.instantiate({"$pred": "__noun__", "$link": link_pred, "$P": "__p__", "$prep": "__prep__",
                              "$mod": "__mod__", "$w": Const("__w__")})
    except KeyError:
        return None
    found = list(dict.fromkeys(atoms(f)))
    noun_vars = {a.args[0] for a in found if a.pred == "__noun__" and a.args}
    for a in found:
        if a.pred == link_pred and len(a.args) == 2:
            for i, arg in enumerate(a.args):
                if arg in noun_vars:
                    return i
    return None


def _fixed_prepositions(t: Template) -> frozenset:
    """The ERG prepositions a template's axiom names itself (``_by_p`` in "with music by X"), which
    the question must attach to the noun besides the template's ``$link``."""
    return _fixed_prepositions_of(t.formula)


@functools.lru_cache(maxsize=None)
def _fixed_prepositions_of(f: Formula) -> frozenset:
    out = set()
    for a in atoms(f):
        erg = parse_erg_predicate(a.pred)
        if erg is not None and erg.pos == "p":
            out.add(a.pred)
    return frozenset(out)


def _link_fits(link_pred: str, links: tuple[str, ...], markers: tuple[str, ...]) -> bool:
    """A template's ``link:`` list names predicates, and ``marker`` for the preposition of the
    entry's own frame (``_by_p`` for "boardgame by")."""
    if link_pred in links:
        return True
    if "marker" in links:
        erg = parse_erg_predicate(link_pred)
        return erg is not None and erg.pos == "p" and erg.lemma.lower() in {m.lower() for m in markers}
    return False


def _marker_fits(prep_pred: str, markers: tuple[str, ...]) -> bool:
    if prep_pred == "loc_nonsp":
        return not markers or any(m.lower() in LOCATIVE_MARKERS for m in markers)
    erg = parse_erg_predicate(prep_pred)
    return erg is not None and erg.lemma.lower() in {m.lower() for m in markers}


def _carries_marker(t: Template, erg, markers: tuple[str, ...]) -> bool:
    """May template ``t`` read the predicate ``erg`` of an entry whose frame marks its argument with
    ``markers``? Always, except for a prepositional frame's plain two-place variant (``$pred(x, y)``, no
    event, no preposition atom): that one stands for a verb that carries the frame's preposition in its
    own predicate (``_participate_v_in(x, y)``: "participate in"), so the predicate's sense must be the
    marker. A plain transitive use ("Did Ann write the letter?", ``_write_v_to(x, y)`` once its event is
    dropped) says nothing of the preposition, and an entry written for "written on" (a date) must not
    read it. An entry with no marker takes a predicate whose sense is some preposition, never a numbered
    sense.

    >>> from .options import parse_erg_predicate as p
    >>> plain = Template("intransitive_pp", "normal", None, frames=("IntransitivePPFrame",), arity=2)
    >>> _carries_marker(plain, p("_participate_v_in"), ("in",)), _carries_marker(plain, p("_write_v_to"), ("on",))
    (True, False)
    >>> _carries_marker(plain, p("_write_v_1"), ()), _carries_marker(plain, p("_look_v_up-to"), ("to",))
    (False, True)
    """
    if t.event or t.arity != 2 or t.shape or t.links or "IntransitivePPFrame" not in t.frames or erg is None:
        return True
    sense = (erg.sense or "").lower()
    if not sense or sense == "unknown" or sense[0].isdigit():
        return False
    if not markers:
        return True
    parts = sense.replace("+", " ").split("-")
    return any(" ".join(parts) == m.lower() or parts[-1] == m.lower().split()[-1] for m in markers if m.strip())


def _pp_class(entry: LexicalEntry) -> str | None:
    """The class the lexicon gives the frame's prepositional argument: the property's range when that
    argument is the property's object (direction normal), its domain when it is the subject."""
    return entry.domain if entry.direction == "inverse" else entry.range


def _wh_kind(ctx: "_Context", value) -> str:
    """``date`` for a "when" value (time_n, a year), ``place`` for a "where" value (place_n), else ``""``."""
    if ("time_n", value) in ctx.unary or value in ctx.year_vars:
        return "date"
    if ("place_n", value) in ctx.unary:
        return "place"
    return ""


def _range_fits(entry: LexicalEntry, ctx: "_Context", value) -> bool:
    """"When …?" (time_n) wants a date-valued argument, "Where …?" (place_n) anything but a date; the
    argument the preposition carries is the property's object (range) or, inverse, its subject (domain)."""
    rng = _pp_class(entry)
    if rng is None:
        return True
    is_date = rng in _DATE_RANGES
    if ("time_n", value) in ctx.unary or value in ctx.year_vars:
        return is_date  # "When …?", "in 1950": a date-valued property
    if ("place_n", value) in ctx.unary:
        return not is_date
    return True


def why_no_template(entry: LexicalEntry, templates: Sequence[Template]) -> str | None:
    """None when some template can instantiate ``entry`` (for some ERG predicate shape), else why not."""
    by_frame = [t for t in templates if entry.frame in t.frames]
    if not by_frame:
        return f"no template for frame {entry.frame or '(none)'}"
    by_kind = [t for t in by_frame if not t.kind or t.kind == entry.kind]
    if not by_kind:
        return f"no {entry.frame} template for a reference of kind {entry.kind}"
    by_dir = [t for t in by_kind if not t.direction or t.direction == entry.direction]
    if not by_dir:
        if not entry.direction:
            return ("no direction: the sense's subjOfProp/objOfProp are not arguments of the frame "
                    f"({', '.join(a.role for a in entry.args) or 'no arguments'})")
        return f"no {entry.frame} template for direction {entry.direction}"
    by_marker = [t for t in by_dir if not t.marker or t.marker in entry.markers]
    if not by_marker:
        return f"no {entry.frame} template for the markers {entry.markers}"
    return None


# the argument shapes of the default frames used for guessed entries (a relational noun's _NOUN_PP_INVERSE,
# "X is the N of Y" as N(Y, X); _NOUN_PP_NORMAL, N(X, Y), as the lexicon writes entries for a property whose
# label is "N of", "part of"; a verb's _TRANSITIVE_NORMAL) are those the lexicon derivation writes: autolex owns them

#: "X directs Y" is "Y's director is X", "X founded Y" is "Y foundedBy X": a property named by the verb's
#: agent noun or by its passive runs from the verb's object to its subject
_TRANSITIVE_AGENT = _TRANSITIVE_INVERSE


def agentless(occurrences: Sequence[Atom]) -> bool:
    """Is every occurrence a verb's event with its doer unexpressed and its undergoer a variable
    (``_found_v_1(e, i, x)``: "X was founded …"), the shape whose adjuncts say the undergoer's property?"""
    return bool(occurrences) and all(len(o.args) == 3 and _is_event(o.args[0]) and _is_unexpressed(o.args[1])
                                     and isinstance(o.args[2], Var) for o in occurrences)


def adjunct_entries(term: str, lemma: str, occurrences: Sequence[Atom], ctx: "_Context", dated: bool | None
                    ) -> list[LexicalEntry]:
    """IntransitivePPFrame entries reading an agentless verb ("When was X founded?", "X was founded in Y") as
    ``term`` from its undergoer to the object of an adjunct on its event: one per adjunct, its marker the
    preposition ("" for "where"/"when"), one that says where or when (:data:`LOCATIVE_MARKERS`: "in", "on" …),
    never the passive's "by" (its object is the doer) nor one that bounds ("before 1400"). A "when" or a year
    only for a date-valued ``term`` (``dated``), anything else only for another; where nothing says which
    (``dated`` None: ``dbp:founded``), either.

    >>> from verifier.bridge.context import ReadingContext
    >>> from verifier.logic import conj
    >>> e, i, x, y = Var("e1"), Var("i2"), Var("x3"), Var("x4")
    >>> found = Atom("_found_v_1", (e, i, x))
    >>> ctx = ReadingContext(conj([found, Atom("loc_nonsp", (e, y)), Atom("time_n", (y,))]))
    >>> [(a.role, a.maps_to) for a in adjunct_entries("dbp:founded", "found", [found], ctx, True)[0].args]
    [('subject', 'subject'), ('prepositionalAdjunct', 'object')]
    >>> adjunct_entries("dbp:founded", "found", [found], ctx, False)
    []
    """
    from .labels import as_predicate

    if not agentless(occurrences):
        return []
    out = []
    for p in (p for o in occurrences for p in ctx.on_event.get(o.args[0], []) if len(p.args) == 2):
        perg = parse_erg_predicate(p.pred)
        marker = "" if p.pred == "loc_nonsp" else perg.lemma if perg is not None else "by"
        if (marker and marker not in LOCATIVE_MARKERS) or (dated is not None and (_wh_kind(ctx, p.args[1]) == "date") != dated):
            continue
        out.append(LexicalEntry(f"name:{term}:{marker}", lemma, "verb", "IntransitivePPFrame", as_predicate(term),
                                args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", marker)),
                                curated=False))
    return list(dict.fromkeys(out))


def _passive_name(term: str) -> bool:
    """Does the property's name end in "by" after a verb's form ("foundedBy", "influencedBy",
    "ownedBy")? Then it names the verb's passive: its subject is what the verb's object is.

    >>> _passive_name("dbo:foundedBy"), _passive_name("dbo:founder"), _passive_name("dbo:by")
    (True, False, False)
    """
    words = iri_name_words(local_name(term) if ":" in term else term)
    return len(words) > 1 and words[-1] == "by"


def _attached(occurrences, ctx: "_Context", arity: int, event: bool, event_shape: str) -> tuple[dict, dict, set]:
    """The predicates attached to a word's occurrences: the prepositions on its event, the links on its
    noun variable, and the noun's own variables (to tell which end of a link it is)."""
    preps: dict[str, list[Atom]] = {}
    links: dict[str, list[Atom]] = {}
    nouns = set()
    for occ in occurrences:
        if event_shape == "scopal":
            for a in ctx.on_event.get(occ.args[2], ()):
                if len(a.args) == 3 and a.args[1] == occ.args[1]:
                    preps.setdefault(a.pred, []).append(a)
        elif event:
            for a in ctx.on_event.get(occ.args[0], ()):
                if len(a.args) == 2:
                    preps.setdefault(a.pred, []).append(a)
        elif occ.args and (arity == 1 or (arity == 2 and _is_unexpressed(occ.args[1]))):
            nouns.add(occ.args[0])
            for a in ctx.on_noun.get(occ.args[0], []) + ctx.had_by.get(occ.args[0], []):
                links.setdefault(a.pred, []).append(a)
    return preps, links, nouns


def _year_bounds(year: int, in_years: bool) -> dict:
    """The numbers a comparison with ``year`` needs (``$first``, ``$last``, ``$prev``, ``$next``): years
    themselves for a year-valued property, else ordinal days, as the query side counts dates."""
    if in_years:
        return {"$first": Num(year), "$last": Num(year), "$prev": Num(year - 1), "$next": Num(year + 1)}
    first = datetime.date(year, 1, 1).toordinal()
    last = datetime.date(year, 12, 31).toordinal()
    return {"$first": Num(first), "$last": Num(last), "$prev": Num(first - 1), "$next": Num(last + 1)}
