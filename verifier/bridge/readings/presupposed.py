"""The class a wh-phrase presupposes of the values of a named thing's attribute.

"Which university did Ada Lovelace attend?" asks for the school she attended and presupposes that it is a
university; the query ``SELECT ?u { dbr:Ada_Lovelace dbo:almaMater ?u }`` returns that school without
typing it, and its answer is the question's answer whenever the question has one. The noun on the answer
describes a value the named thing's property already fixes: like a noun in apposition to a name
(:mod:`~verifier.bridge.readings.roles`), it is presupposed rather than asserted. The reading is

    ∀v. dbo:almaMater(dbr:Ada_Lovelace, v) → _university_n_1(v)

for each query atom ``P(c, v)`` whose subject is an individual and whose object the query leaves
untyped. It says nothing of other individuals or other properties, so a query about another entity, a
reversed relation or another property still fails, and the other direction (every answer of the
question is an answer of the query) is untouched.

A thing the query finds by its label (``?p rdfs:label "Ada Lovelace"@en ; dbo:almaMater ?u``) is a named thing as
much as an IRI is: the reading is then ``∀s v. rdfs:label(s, "Ada Lovelace"@en) ∧ dbo:almaMater(s, v) →
_university_n_1(v)``, of the things so labelled only (:func:`_labelled_subjects`).

Where the answer is the *subject* of such an atom ("Which beers come from Ireland?", ``?b dbo:origin
dbr:Ireland``), the noun is a real filter — many things come from Ireland — and no reading is offered.
Neither is one where the query types the variable itself: a query that states a class is judged by the
class it states (a class more general than the noun stays a wrong class).

Where the property holds places (``containment.table``'s place words, a lexicon range that is a place), the
reading is offered as a *place level* (:func:`place_level`): a KG keeps the places a thing is in at several
levels at once (DBpedia's death places list the city, its state and its country), so the untyped query to
"In which city did X die?" may return more than the city, or exactly the city where the KG stores only it.
Neither is shown offline: a proof that needs the place level is ``unknown`` (``place_level``), not an
acceptance (by answers the untyped query often returns the country too) and not a rejection (it asks for
the place the question asks about, and the KG may store no other). Where the property's own name says the
level (:func:`_named_levels`: ``dbo:locationCity``, ``dbp:country``), it decides: the noun's own level is
presupposed as of any other attribute (an acceptance), another level is no reading (a rejection). Where "in"
reaches the wh-place from the value ("In which city are the headquarters of X?", :func:`read_contained_level`),
the value is in the place at the level asked exactly where it is that place: the same place level.

>>> from verifier.logic import Atom, Const, Var
>>> from verifier.bridge.context import QueryContext
>>> q = QueryContext((), {}, (Atom("dbo:almaMater", (Const("dbr:Ada_Lovelace"), Var("u"))),), frozenset(), dict)
>>> [str(f) for f in presupposing_atoms_formulas("_university_n_1", q)]
['∀v. dbo:almaMater(dbr:Ada_Lovelace, v) → _university_n_1(v)']
"""

from __future__ import annotations

from ...kg.iri import local_name, name_words
from ...kg.profile import label_predicates, type_predicates
from ...kg.vocabulary import role_of_namespace
from ...logic import And, Atom, Const, Eq, Forall, Iff, Implies, Var
from ..context import QueryContext, WordContext
from ..expand import _holds_places
from ..model import Axiom
from ..namelinks import _above
from ..options import Option, _is_unexpressed, parse_erg_predicate
from ..weights import W_PRESUPPOSED, W_PRESUPPOSED_IN

__all__ = ["place_level", "presupposes", "read_contained_level", "read_presupposed_class", "presupposing_atoms_formulas"]

#: the template (family) name of the reading's axioms, which the explanations name
FAMILY = "presupposed_class"
#: the family of the same reading over a property that holds places (see the module): proves only ``unknown``
PLACE_FAMILY = "presupposed_place"
#: why the presupposition of a noun no other reading relates to the KG is only a guess (Axiom.guess)
_GUESSED = "read only as a guess: presupposed of the values the query asks for, the lexicon giving the noun no reading"


def _presupposing_atoms(query: QueryContext, typed_too: frozenset = frozenset()) -> list[Atom]:
    """The query's atoms ``P(c, v)`` from an individual ``c`` to a variable ``v`` no typing atom of the
    query classifies: the values of a named thing's attribute (also a typed ``v`` where ``P`` is one of
    ``typed_too`` and every branch of the query states ``P``: where a branch of a disjunction lacks it,
    the answers of that branch are no values of it, and the class the query types them by is what the
    noun is read by, "Which towns are twin towns of A or homes of B?" with each branch typing ``x`` as a
    town: the noun presupposed of A's twin towns only would crowd that reading out)."""
    typing = set(type_predicates())
    typed = {a.args[0] for a in query.atoms if a.pred in typing and a.args}
    labelled = _labelled_subjects(query)
    out = []
    for a in query.atoms:
        if a.pred in typing or len(a.args) != 2:
            continue
        s, o = a.args
        named = (isinstance(s, Const) and role_of_namespace(s.name) == "individual") or s in labelled
        if named and isinstance(o, Var) and o != s and o not in labelled \
                and (o not in typed or (a.pred in typed_too and a not in query.branched)) and a not in out:
            out.append(a)
    return out


def _labelled_subjects(query: QueryContext) -> dict:
    """The query's variables it names by a label (``?f rdfs:label "Lowtown Story"@en``, a profile's
    ``label_predicates``), each with the first atom that names it: a thing the query finds by its name is a named
    thing as much as an IRI is, so the values of its attributes are presupposed of a noun as an IRI's are
    (:func:`_presupposition`, with the label atom kept in the axiom: ``∀s v. rdfs:label(s, "Lowtown Story"@en) ∧
    dbo:starring(s, v) → _actor_n_1(v)``). Only outside a disjunction's branch, where the label holds of every
    answer."""
    labels = set(label_predicates())
    out: dict = {}
    for a in query.atoms:
        if a.pred in labels and len(a.args) == 2 and isinstance(a.args[0], Var) and isinstance(a.args[1], Const) \
                and a.args[1].kind == "literal" and a not in query.branched:
            out.setdefault(a.args[0], a)
    return out


def _turned_symmetric_atoms(query: QueryContext, symmetric: frozenset) -> list[Atom]:
    """The query's atoms ``P(v, c)`` of a two-way property (``symmetric_properties.table``) from an untyped
    variable ``v`` to an individual ``c``, each turned round as ``P(c, v)``: a relation that holds both
    ways makes ``v`` a value of ``c``'s attribute as much as the other order does, so a noun on the answer
    is presupposed of it as of any value (the bridge's ``symmetric`` axiom turns the query's triple round).
    "Which person had Ann as their girlfriend?" with ``?x wdt:P451 wd:Ann`` (unmarried partner): ``x`` is
    one of Ann's partners, ``wdt:P451(wd:Ann, x)``. A property that holds one way only ("Which beers come
    from Ireland?", ``?b dbo:origin dbr:Ireland``) gives none: there the noun is a real filter.

    >>> from verifier.logic import Atom, Const, Var
    >>> q = QueryContext((), {}, (Atom("wdt:P451", (Var("x"), Const("wd:Q1"))),), frozenset(), dict)
    >>> [str(a) for a in _turned_symmetric_atoms(q, frozenset({"wdt:P451"}))], _turned_symmetric_atoms(q, frozenset())
    (['wdt:P451(wd:Q1, x)'], [])
    """
    typing = set(type_predicates())
    typed = {a.args[0] for a in query.atoms if a.pred in typing and a.args}
    out = []
    for a in query.atoms:
        if a.pred not in symmetric or len(a.args) != 2:
            continue
        v, c = a.args
        turned = Atom(a.pred, (c, v))
        if isinstance(c, Const) and role_of_namespace(c.name) == "individual" and isinstance(v, Var) \
                and v not in typed and turned not in query.atoms and turned not in out:
            out.append(turned)
    return out


def _naming_properties(noun: str, query: QueryContext) -> frozenset:
    """The query's properties whose own name ends in ``noun`` (a label or the local name: "work location"
    for "location"): a property so named calls its values by the noun, which then says of them only what
    the property already says ("the location where X worked" and ``wdt:P937`` "work location").

    >>> from verifier.logic import Atom, Const, Var
    >>> q = QueryContext((), {"wdt:P937": ["work location"]}, (Atom("wdt:P937", (Const("wd:Q1"), Var("x"))),),
    ...                  frozenset(), dict)
    >>> sorted(_naming_properties("location", q)), sorted(_naming_properties("work", q))
    (['wdt:P937'], [])
    """
    out = set()
    for a in query.atoms:
        if len(a.args) != 2 or a.pred in out:
            continue
        names = [name_words(local_name(a.pred))] + [str(l).lower().split() for l in query.labels.get(a.pred, ())]
        if any(len(ws) > 1 and ws[-1] in (noun, noun + "s") for ws in names):
            out.add(a.pred)
    return frozenset(out)


def _presupposition(noun: str, a: Atom, unexpressed: str = "", label: Atom | None = None):
    """``∀v. P(c, v) → noun(v)`` for the presupposing atom ``P(c, v)``; for a relational noun whose
    complement the question leaves unexpressed ("Which states border X?", ``_state_n_of(x, i)``),
    ``∀v. P(c, v) → noun(v, ?unexpressed)``, the complement a fresh individual as the apposition's. Where the
    query names its subject by a ``label`` atom ``L(s, "name")`` (:func:`_labelled_subjects`), ``∀s v. L(s,
    "name") ∧ P(s, v) → noun(v)``: of the things so named only."""
    v = Var("v")
    args = (v, Const(f"?{unexpressed}#arg")) if unexpressed else (v,)
    if label is not None:
        s = Var("s")
        return Forall((s, v), Implies(And((Atom(label.pred, (s, label.args[1])), Atom(a.pred, (s, v)))), Atom(noun, args)))
    return Forall((v,), Implies(Atom(a.pred, (a.args[0], v)), Atom(noun, args)))


def presupposing_atoms_formulas(noun: str, query: QueryContext, unexpressed: str = "") -> list:
    """The formulas :func:`_presupposition` makes, one per presupposing atom of the query."""
    labelled = _labelled_subjects(query)
    return [_presupposition(noun, a, unexpressed, labelled.get(a.args[0])) for a in _presupposing_atoms(query)]


def _is_class_noun(w: WordContext, readings: tuple, res) -> bool:
    """Some reading before this one reads the noun as a class (a lexicon class entry, a class by its
    label): only a class noun can be presupposed of a value; a relational noun is the relation. A noun
    nothing reads at all (no lexicon entry, no reading by name) is a class noun where WordNet files its
    first sense as a kind of thing (:meth:`Resources.thing_kind`: "pope" a person, "ship" an artifact):
    the lexicon lists some nouns, not all, and a noun no reading relates to anything describes its
    thing. ``readings``: the options the readers before this one found for the word."""
    if not readings:
        return res.thing_kind(w.erg.lemma)
    return any(a.template == "class_noun" or any(role_of_namespace(t) == "class" for t in a.kg_terms)
               for o in readings for a in o.axioms)


#: the WordNet kind whose kinds are levels of places that contain others (a city, a town, a state, a province)
_LEVEL_KIND = "administrative_district.n.01"


def _named_levels(res, prop: str) -> set[str]:
    """The words of ``prop``'s own name that say a level of place: a class of places that contain others
    (``containment.table``'s ``class`` rows: country, state, continent), or a noun one of whose WordNet senses
    is a kind of administrative district (city, town, province). ``dbp:country`` holds countries,
    ``dbo:locationCity`` cities; ``dbo:deathPlace`` and ``dbo:headquarter`` name no level.

    >>> from types import SimpleNamespace
    >>> from ..containment import ContainmentTable
    >>> res = SimpleNamespace(containment_table=lambda: ContainmentTable(classes=frozenset({"dbo:Country"})),
    ...                       _wordnet=lambda: None)
    >>> _named_levels(res, "dbp:country"), _named_levels(res, "dbo:deathPlace")
    ({'country'}, set())
    """
    return {w for w in name_words(local_name(prop)) if _says_level(res, w)}


def _says_level(res, word: str) -> bool:
    """Does ``word`` say a level of place (:func:`_named_levels`): "country", "city", not "year"?"""
    levels = {name_words(local_name(c))[-1] for c in res.containment_table().classes if name_words(local_name(c))}
    wordnet = res._wordnet()
    return word in levels or (wordnet is not None and _is_level(wordnet, word))


def _is_level(wordnet, word: str) -> bool:
    """Is some WordNet noun sense of ``word`` a kind of administrative district (:data:`_LEVEL_KIND`)?"""
    return any(s.name() == _LEVEL_KIND or any(h.name() == _LEVEL_KIND for h in _above(s))
               for s in wordnet.synsets(word, "n"))


def read_presupposed_class(w: WordContext, res) -> list[Option]:
    """A class noun (one place, or a relational noun without its complement) on the answer of a
    wh-question, presupposed of the values of each named thing's attribute the query asks for untyped (see
    the module). Offered beside the noun's class readings, below them: a query that types its answer is
    read by those, except where the attribute's own name ends in the noun (:func:`_naming_properties`):
    "Which occupation was a position held by X?" with ``wdt:P39`` ("held position") typed as occupations
    presupposes "position" of its values, as the property's name calls them."""
    if w.erg.pos != "n" or w.reading.kind != "wh" or not all(
            len(o.args) == 1 or (len(o.args) == 2 and _is_unexpressed(o.args[1])) for o in w.occurrences):
        return []
    answers = set(w.reading.answer_vars)
    readings = tuple(w.lex) + tuple(w.found)
    if not answers or not all(o.args[0] in answers for o in w.occurrences):
        return []
    if not _is_class_noun(w, readings, res):
        return _named_by_property(w)
    # a noun nothing else reads is presupposed only as a guess: where the set fails, the noun is unread
    guess = () if readings else (w.erg.pred, _GUESSED)
    out, listed = [], {}
    symmetric = getattr(res, "symmetric_properties", frozenset)()
    labelled = _labelled_subjects(w.query)
    for a in (_presupposing_atoms(w.query, typed_too=_naming_properties(w.erg.lemma.lower(), w.query))
              + _turned_symmetric_atoms(w.query, symmetric)):
        entries = res.lexicon.by_reference(a.pred) if res.lexicon is not None else ()
        subject = a.args[0].name
        levels = _named_levels(res, a.pred) if _holds_places(res, a.pred, entries) else None
        if isinstance(a.args[0], Var) and levels is not None:
            continue  # a place level is read of an IRI's attribute only (its axiom's shape, read_contained_level)
        if isinstance(a.args[0], Var):
            label = labelled[a.args[0]]
            subject = f"the thing labelled {label.args[1]}"
        if levels and w.erg.lemma.lower() not in levels:  # "cities" of dbp:country: its name says another level
            continue
        if levels is not None and not levels:  # the noun picks the level of place among the values
            out.append(_option(w, a, PLACE_FAMILY, f"the places {a.pred} gives for {subject} — the question asks for "
                               f"the one that is a {w.erg.lemma}, which the query does not say", guess))
            continue
        said = f"its name says they are {w.erg.lemma} places" if levels else "the query need not type it"
        out.append(_option(w, a, FAMILY, f"the values of {a.pred} for {subject} — the question asks which of them, "
                                         f"and {said}", guess))
        listed.setdefault(a.pred, []).append(out[-1])
    return _listed_subjects(w, listed) + out


def _listed_subjects(w: WordContext, listed: dict) -> list[Option]:
    """One option presupposing the noun of the values of one property for each of several named things at
    once, where the query asks for the values of a list of them ("Which occupations were a position held by
    X or Y?", ``wdt:P39(X, v) ∨ wdt:P39(Y, v)``): the question says the noun of the answers of each, and a
    proof takes one option per word, so the options of :func:`read_presupposed_class`, one subject each,
    would read only one member of the list. ``listed``: property → those options; the option made has
    their axioms, so it says no more than they say together.

    >>> from verifier.logic import Const
    >>> ax = lambda c: Axiom(f"presupposed:_position_n_1@wdt:P39({c})", Atom("wdt:P39", (Const(c), Var("v"))),
    ...                      FAMILY)
    >>> w = type("W", (), {"key": ("_position_n_1", 1)})()
    >>> listed = {"wdt:P39": [Option(w.key, (ax(c),), W_PRESUPPOSED) for c in ("wd:Q1", "wd:Q2")]}
    >>> [a.name for o in _listed_subjects(w, listed) for a in o.axioms]
    ['presupposed:_position_n_1@wdt:P39(wd:Q1)', 'presupposed:_position_n_1@wdt:P39(wd:Q2)']
    """
    return [Option(w.key, tuple(a for o in opts for a in o.axioms), W_PRESUPPOSED)
            for opts in listed.values() if len(opts) > 1]


def _option(w: WordContext, a: Atom, family: str, source: str, guess: tuple = ()) -> Option:
    """The option presupposing the word's noun of the values of the query atom ``a`` (:func:`_presupposition`),
    its axiom of ``family`` with ``source`` as the explanation's reason."""
    unexpressed = w.erg.lemma if len(w.example.args) == 2 else ""
    label = _labelled_subjects(w.query).get(a.args[0]) if isinstance(a.args[0], Var) else None
    ax = Axiom(f"presupposed:{w.erg.pred}@{a.pred}({a.args[0].name})",
               _presupposition(w.erg.pred, a, unexpressed, label), family, source=source, word=w.word,
               weight=W_PRESUPPOSED, guess=guess)
    return Option(w.key, (ax,), W_PRESUPPOSED)


#: the prepositions that put a thing in a place ("the headquarters of X are in which city")
_IN_LINKS = frozenset({"_in_p", "_in_p_loc", "_in_p_state"})


def _contained_level(noun: str, a: Atom, link: Atom, unexpressed: str = ""):
    """The place level read through containment: ``link`` (``_in_p_loc(x, y)``) puts a thing in the
    wh-place ``y``. Where the thing is a value ``v`` of the query atom ``a`` = ``P(c, v)`` ("the headquarters
    of X are in which city", ``dbo:headquarter(X, v)``), it is in the place at the level asked exactly where
    it is that place, ``∀x y. P(c, x) ∧ noun(y) → (in(x, y) ↔ x = y)``; where the thing is ``c`` itself
    ("X is in which city"), the places it is in at that level are its values,
    ``∀y. noun(y) → (in(c, y) ↔ P(c, y))``. Either way the level is the data's (:func:`place_level`).

    >>> a = Atom("dbo:headquarter", (Const("dbr:Acme"), Var("v")))
    >>> str(_contained_level("_city_n_1", a, Atom("_in_p_loc", (Var("x3"), Var("x4")))))
    '∀x y. dbo:headquarter(dbr:Acme, x) ∧ _city_n_1(y) → (_in_p_loc(x, y) ↔ x = y)'
    """
    x, y = Var("x"), Var("y")
    level = Atom(noun, (y, Const(f"?{unexpressed}#arg")) if unexpressed else (y,))
    if isinstance(link.args[0], Const) and link.args[0] == a.args[0]:
        return Forall((y,), Implies(level, Iff(Atom(link.pred, (a.args[0], y)), Atom(a.pred, (a.args[0], y)))))
    return Forall((x, y), Implies(And((Atom(a.pred, (a.args[0], x)), level)),
                                  Iff(Atom(link.pred, (x, y)), Eq(x, y))))


def read_contained_level(w: WordContext, res) -> list[Option]:
    """Each place-level option the readers before found for the word (:data:`PLACE_FAMILY`, the values of a
    query atom ``P(c, v)``) again where the wh-place is reached by "in" from another thing, with the axiom of
    :func:`_contained_level`, covering its "in" atom: "In which city are the headquarters of Acme?" with
    ``dbr:Acme dbo:headquarter ?c`` asks for the place of the headquarters at the city level, which the
    untyped query leaves to the data, as "In which city did X die?" does. A query that returns another
    thing's place still fails: the axiom speaks of ``P``'s values (or ``c`` itself) only. Placed before the
    word's other readings of equal weight (the registry's ``front``): the bound on tried axiom sets breaks
    ties by position, and a set that reads the noun with its "in" through the query's own property is one
    the comparison must see. Only for a noun that says a level of place (:func:`_says_level`)."""
    if not _says_level(res, w.erg.lemma.lower()):
        return []  # "In which year was X born?" misread as "the born in which year": no place is asked for
    place = w.example.args[0]
    links = [l for l in w.ctx.atoms if l.pred in _IN_LINKS and len(l.args) == 2 and l.args[1] == place
             and l.args[0] != place and not (isinstance(l.args[0], Var) and l.args[0].name[:1] in "ei")]
    levels = [o for o in w.found if len(o.axioms) == 1 and o.axioms[0].template == PLACE_FAMILY and not o.covers]
    unexpressed = w.erg.lemma if len(w.example.args) == 2 else ""
    out = []
    for o in levels:
        level = o.axioms[0]
        a = level.formula.body.left  # ∀v. P(c, v) → noun(v): the query atom P(c, v)
        for link in links:
            ax = Axiom(f"presupposed_in:{w.erg.pred}+{link.pred}@{a.pred}({a.args[0].name})",
                       _contained_level(w.erg.pred, a, link, unexpressed), PLACE_FAMILY,
                       source=f"the places {a.pred} gives for {a.args[0].name} — the question asks for the "
                              f"{w.erg.lemma} its thing is in, which the query does not say",
                       word=w.word, weight=W_PRESUPPOSED_IN, guess=level.guess)
            out.append(Option(w.key, (level, ax), W_PRESUPPOSED_IN, frozenset({link})))
    return out


def _named_by_property(w: WordContext) -> list[Option]:
    """A noun no reading makes a class (the lexicon reads it only as a relation, "the location of X"), on
    the answer, whose word ends the name of the query property that gives the answer
    (:func:`_naming_properties`): presupposed of that property's values, typed or not, as the property's
    own name calls them, where no preposition gives the noun a complement. "What is the location where Ada
    worked?" with ``wd:Ada wdt:P937 ?x`` ("work location"): ``∀v. wdt:P937(wd:Ada, v) → _location_n_1(v)``.
    Another property, a reversed relation or another named thing gets no such reading."""
    links = w.ctx.on_noun.get(w.example.args[0], ())
    if any((e := parse_erg_predicate(a.pred)) is not None and e.pos == "p" for a in links):
        return []  # "the origin of X": the noun with its complement is the relation, read as such
    named = _naming_properties(w.erg.lemma.lower(), w.query)
    return [_option(w, a, FAMILY, f"the values of {a.pred} for {a.args[0].name} — its own name calls them "
                                  f"{w.erg.lemma}s")
            for a in _presupposing_atoms(w.query, typed_too=named) if a.pred in named]


def presupposes(axiom_set) -> bool:
    """Does the axiom set read a noun as presupposed (this module)? Such a set is tried to *accept* a query
    that leaves a named thing's attribute untyped; where it proves nothing, the sets that give the noun
    its KG term explain the rejection (a wrong entity, property or direction is said of them, not turned into
    a constraint the presupposition cannot meet)."""
    return axiom_set is not None and any(a.template in (FAMILY, PLACE_FAMILY) for a in axiom_set.axioms)


def place_level(axioms, used) -> str:
    """Why a proof that uses a place level (an axiom of :data:`PLACE_FAMILY` among ``used``, the names of
    the axioms the proof needs) is only ``unknown``: "‘city’ is the level of place …"; empty where it uses
    none. The query asks for the right place of the right thing; whether the KG keeps it at that level alone
    (a death place stored as the city only, or as city, state and country) is a fact of the data.

    >>> from verifier.logic import Atom, Const
    >>> ax = Axiom("presupposed:_city_n_1@dbo:deathPlace(dbr:Ada)", Atom("p", (Const("a"),)), PLACE_FAMILY,
    ...            word="city")
    >>> place_level([ax], {ax.name}).split(": ")[0]
    'The question asks for the level of place “city” of dbo:deathPlace'
    >>> place_level([ax], set())
    ''
    """
    levels = [a for a in axioms if a.template == PLACE_FAMILY and a.name in used]
    if not levels:
        return ""
    prop = levels[0].name.split("@", 1)[1].split("(", 1)[0]
    return (f"The question asks for the level of place “{levels[0].word}” of {prop}: the query returns the places "
            f"{prop} holds, untyped. It is right exactly where the knowledge graph keeps that place at that level "
            f"only (a KG may list the city, its region and its country together), which the verifier cannot check.")
