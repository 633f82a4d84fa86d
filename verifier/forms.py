"""The question's kind against the query's form, before any proof: what a SELECT, ASK, COUNT or ranking
query can answer at all, and the shapes of a reading that decide it (a superlative's rank, a symmetric
relation read from one end, the names a formula holds).

A how-many question answered by ``SELECT ?x`` is a wrong query form whatever the bridge says, so
:func:`form_mismatch` decides it without the prover:

>>> from verifier.query import query_logic
>>> form_mismatch("count", query_logic("SELECT ?x WHERE { ?x a <http://example.org/C> }"))[0]
'wrong_query_form'
"""

from __future__ import annotations

import re
from dataclasses import replace

from .bridge import (STORED, counted_stored_values, inner_lexicalised_reading, lexicalised_reading, named_things,
                     stored_position_reading)
from .kg.iri import local_name, name_words
from .kg.profile import is_category, kept_both_ways, type_predicates
from .logic import (TRUE, Atom, Const, Exists, Extremum, Formula, Not, Var, atoms,
                    exists, free_vars, map_atoms, map_children, subformulas)
from .prover.compare import compare, lexicalised_extremum, ordering_word, stored_order
from .query import QueryLogic
from .question.reading import Reading

__all__ = ["decided_outcomes", "form_mismatch", "form_of_unmodelled", "listed_things", "one_sided_account", "one_sided_symmetric", "stray_individuals",
           "stray_reason", "redirected_from", "typed_named_thing"]


#: words of a property name that link a thing to the one before it in an order (a reign, a series): the
#: first has none
_BEFORE_WORDS = frozenset({"predecessor", "previous", "preceded", "preceding", "prior"})
#: … and to the one after it: the last has none
_AFTER_WORDS = frozenset({"successor", "next", "succeeded", "subsequent", "following"})


def negated_sequence(query_body: Formula, direction: str) -> str:
    """A property linking a thing to its neighbour in an order that the query says is missing, on the side
    ``direction`` ranks from ("min": the first has no predecessor; "max": the last has no successor), or "".
    "The first king" asked as ``FILTER NOT EXISTS { ?king dbp:predecessor [] }``: a KG that stores an order
    by such links has its first member as the one without a predecessor, so the query may state the
    question's ordinal another way than by ranking; it is not thereby disproved. Without a predecessor for
    "the last king" it states the other end, and the form stays wrong.

    >>> from verifier.logic import Not, Var
    >>> k, p = Var("k"), Var("p")
    >>> negated_sequence(Not(Exists((p,), Atom("dbp:predecessor", (k, p)))), "min")
    'dbp:predecessor'
    >>> negated_sequence(Not(Exists((p,), Atom("dbp:predecessor", (k, p)))), "max")
    ''
    >>> negated_sequence(Exists((p,), Atom("dbp:predecessor", (k, p))), "min")
    ''
    """
    side = _BEFORE_WORDS if direction == "min" else _AFTER_WORDS if direction == "max" else frozenset()
    for g in subformulas(query_body):
        if isinstance(g, Not):
            for a in atoms(g.body):
                if side & set(name_words(local_name(a.pred))):
                    return a.pred
    return ""


def _asks_when(question: Formula) -> bool:
    """Does the question ask for a time ("When …?", "In which year …?": ``time_n`` on what it asks for)?"""
    return any(a.pred == "time_n" for a in atoms(question))


def form_mismatch(kind: str, query: QueryLogic, question: Formula | None = None) -> tuple[str, str] | None:
    """Does the query's form fit the question's kind? ``(reason, detail)`` when it does not.

    A how-many question answered by a numeric property ("How many people live in Paris?" →
    ``dbo:populationTotal``) is a legitimate pattern the logic cannot compare: that one is ``unknown``.
    """
    form = query.form
    if query.year_answers and question is not None and not _asks_when(question):
        # "What is X's birth date?" answered by YEAR(?d): a year answers only a question for a time
        return ("wrong_answer_variable", f"the query returns only the year of a date (?{query.year_answers[0]}); "
                "the question does not ask when")
    if kind == "yes-no":
        return None if form == "ask" else ("wrong_query_form", f"a yes/no question needs ASK, the query is {form.upper()}")
    if form == "ask":
        return ("wrong_query_form", f"the question asks for {_kind_words(kind)}, the query only asks whether a match exists")
    if kind == "count":
        if form == "count":
            stored = counted_stored_values(query.formula, query.answer_vars)
            if stored:
                return ("wrong_aggregate", f"the query counts the values of {stored}, which already stores the number:"
                        " it counts one number, not the things")
            return None
        if form == "select" and len(query.answer_vars) == 1 and query.answer_vars[0].name not in query.subject_vars:
            # only a value (an object, never a subject) can be a number the KG stores for the count
            return ("count_by_property", "a how-many question answered by a value, not by counting")
        if summed := _summed_counts(query):
            return summed
        return ("wrong_query_form", f"a how-many question needs COUNT, the query is {form}")
    if form == "count":
        return ("wrong_query_form", f"the question asks for {_kind_words(kind)}, the query counts them")
    if kind == "superlative":
        if form == "superlative":
            return None
        carrier = lexicalised_extremum(query.formula)
        names = _proper_names(question) if question is not None else []
        if carrier and names and not _query_entities(query.formula):
            # a stored ranking still has to be the ranking of what the question names (whether or not
            # the property's name spells the question's superlative)
            return ("missing_constraint", f"the question names {', '.join(names)}; the query's {carrier} is"
                    " not tied to any entity")
        if carrier and isinstance(question, Extremum) and lexicalised_reading(question, query.formula) is not None:
            return None  # "the largest city in X" as dbo:largestCity(X, ?c): compared as that relation
        if carrier:  # "the largest city" as dbo:largestCity: a ranking stored in the KG, not disproved
            return ("lexicalised_extremum", f"the query's {carrier} carries the superlative; it is not compared")
        word = ordering_word(question) if question is not None else ""
        store = stored_order(query.formula)
        if word and store and isinstance(question, Extremum) and stored_position_reading(question, query.formula):
            return None  # "the first season" as seasonNumber 1: compared as that position
        if word and store:  # "the first season" as seasonNumber 1: an order stored as a value
            return ("lexicalised_extremum", f"the question's {word} may be the order the query's {store} stores;"
                    " it is not compared")
        link = negated_sequence(query.formula, question.direction) \
            if word and isinstance(question, Extremum) and question.rank == 1 else ""
        if link:  # "the first king" as the king with no predecessor: an order stored as links
            return ("lexicalised_extremum", f"{word} in the question may be the end of the order the query's {link}"
                    " links, which the query says is missing; it is not compared")
        return ("wrong_query_form", "a superlative question needs ORDER BY … LIMIT (or a MAX/MIN subquery)")
    if form == "superlative":
        word = ordering_word(question) if question is not None else ""
        if word:  # "the last episode" read without a ranking: the question was not fully understood
            return ("lexicalised_extremum", f"the question's {word} orders its noun, which the reading does not rank")
        return ("wrong_query_form", f"the question asks for {_kind_words(kind)}, the query keeps only the top-ranked one")
    if form == "aggregate" and kind != "amount":
        return ("wrong_query_form", f"the question asks for {_kind_words(kind)}, the query aggregates with {query.aggregate}")
    return None


def _summed_counts(query: QueryLogic) -> tuple[str, str] | None:
    """A how-many question answered by the SUM of a number the KG stores of each of the things tied to a thing
    the query names: "How many people live in Ruritania?" as the sum of ``dbo:populationTotal`` over the
    countries whose continent is Ruritania. A legitimate way to count (the people of the parts are the people
    of the whole) that the logic cannot compare, as a stored count is not (``count_by_property``, unknown),
    not a wrong form. A sum over every thing of a class, tied to no named thing, is over things the question's
    owner is nowhere among, and a sum of what stores no count (a height) counts nothing: None for both, and
    the form stays wrong.

    >>> from verifier.query import query_logic
    >>> pop = "<http://dbpedia.org/ontology/populationTotal>"
    >>> _summed_counts(query_logic("SELECT (SUM(?p) AS ?t) WHERE { ?c <http://example.org/in> "
    ...                            "<http://example.org/Ruritania> ; " + pop + " ?p }"))[0]
    'count_by_property'
    >>> _summed_counts(query_logic("SELECT (SUM(?p) AS ?t) WHERE { ?c a <http://example.org/Shop> ; " + pop + " ?p }"))
    >>> _summed_counts(query_logic("SELECT (SUM(?p) AS ?t) WHERE { ?c <http://example.org/in> "
    ...                            "<http://example.org/Ruritania> ; <http://example.org/height> ?p }"))
    """
    if query.form != "aggregate" or query.aggregate != "sum" or not _query_entities(query.formula) \
            or not counted_stored_values(query.formula, query.answer_vars):
        return None
    return ("count_by_property", "a how-many question answered by the sum of a number the KG stores for each of "
            "several things, not by counting")


def decided_outcomes(outcomes: list) -> list:
    """The outcomes that decide a verdict: every one but the readings set aside unbridged, or none where
    the only evidence left against the query is its form and a reading ranked before every reading of
    another form has the query's form but was set aside for a word nothing bridges.

    The form is a property of a reading, not of the question: "What is the total amount of Ns and Ms
    serving in X?" is a count on the grammar's first parse ("the amount of [Ns and Ms]") and an
    identity on a later one ("what is [the amount of Ns] and [Ms …]"). Where the count reading, which
    fits a COUNT query, cannot be bridged (a coordination nothing reads), the later reading's "the
    question asks for individuals, the query counts them" disproves nothing: the verdict is the first
    reading's ``unknown``, as when no reading is decided at all. Where the first reading is the one
    of another form ("What is the number of Ns?" as a count against ``SELECT ?n``), a later literal
    reading left unbridged ("number" as a thing) does not save the query: the form stands. (A reading
    set aside has passed the form check, which comes before the bridge.) A yes/no question is one by its
    syntax, the auxiliary before the subject, not by a choice among readings: where the readings that show
    the mismatch are yes/no ones ("Is X found in Y?" against a SELECT), an earlier parse of another kind is
    a misparse and saves nothing.
    """
    decided = [o for o in outcomes if o.status != "unbridged"]
    by_form = all(o.status == "mismatch" and o.comparison is None and o.reasons[:1] == ("wrong_query_form",)
                  and o.reading.kind != "yes-no" for o in decided)
    first_set_aside = min((o.reading_index for o in outcomes if o.status == "unbridged"), default=None)
    if decided and by_form and first_set_aside is not None \
            and first_set_aside < min(o.reading_index for o in decided):
        return []
    return decided


def agrees_but_for_unread(o, ql: QueryLogic, timeout_ms: int) -> bool:
    """Does a reading set aside for words nothing bridges agree with the query up to those words? The
    question's answers are the query's (proved with the unread words left open, so whatever they mean),
    and the query's answers are the question's once the unread words' atoms are dropped: what the query
    says beyond the bridged words is at most what those words may say.

    Such a reading is a parse the query may well mean, and no lexicon entry is there to tell: "Who produced
    films starring Ann Marlow?" with no entry for "films" agrees with ``?f dbo:starring … ; dbo:producer ?p``
    but for "films" (a class the relation may imply). Another parse disproved ("films starring, Ann
    Marlow": the films *are* Ann Marlow, an apposition) is then a misreading, and a verdict that rests on
    it would turn "could not read a word" into "disproved": the verdict is unknown (the caller asks this
    only of a reading ranked before every decided one: a later parse that leaves "ESA" in "ESA astronauts"
    an unknown adjective does not save a query that drops what the first parse read as a name). An unread word under a
    negation, or one that is no content word (a name, a grammatical relation), is not dropped: False."""
    cmp, axset = o.comparison, o.axiom_set
    if o.status != "unbridged" or cmp is None or axset is None or cmp.forward is None or not cmp.forward.proved:
        return False
    preds = {p for p, _ in axset.unbridged}
    if not preds or any(not p.startswith("_") for p in preds):
        return False
    f = o.reading.formula
    if any(isinstance(s, Not) and any(a.pred in preds for a in atoms(s)) for s in subformulas(f)):
        return False
    if not all(_says_of_one_thing(a, f) for a in atoms(f) if a.pred in preds):
        return False
    weakened = map_atoms(f, lambda a: TRUE if a.pred in preds else a)
    if not set(o.reading.answer_vars) <= free_vars(weakened):
        return False
    back = compare(weakened, o.reading.answer_vars, ql.formula, ql.answer_vars,
                   [(a.name, a.formula) for a in axset.axioms], timeout_ms, only="backward", rereadings=STORED).backward
    return back is not None and back.proved


def _says_of_one_thing(a: Atom, f: Formula) -> bool:
    """Does the atom speak of one thing only: at most one of its arguments occurs elsewhere in ``f``
    (``_film_n_1(x)``, ``_movie_n_of(x, i)`` with ``i`` unexpressed)? Dropping such an unread word leaves
    the rest of the question as it was; dropping one that relates two things ("actors *called*
    Baldwin") would cut the other off, and a query that never names Baldwin is disproved whatever the
    word means.

    >>> from verifier.logic import conj
    >>> x, y, i = Var("x1"), Var("x2"), Var("i3")
    >>> f = conj([Atom("_actor_n_1", (x,)), Atom("_call_v_1", (x, y)), Atom("named", (y, Const("Baldwin", "literal"))),
    ...           Atom("_movie_n_of", (x, i))])
    >>> [_says_of_one_thing(a, f) for a in atoms(f) if a.pred.startswith("_")]
    [True, False, True]
    """
    others = [b for b in atoms(f) if b is not a]
    shared = [t for t in a.args if isinstance(t, Var) and any(t in b.args for b in others)]
    return len(set(shared)) <= 1


def _inner_superlative(reading: Reading, ql: QueryLogic) -> Reading:
    """The reading with a superlative that ranks no answer ("Is X's largest city its capital?") read as
    the query property that names it (``largestCity``), when there is one; the reading unchanged
    otherwise. Without that property the superlative stays an existential degree, as before."""
    inner = reading.inner_superlative
    if inner is None:
        return reading
    named = inner_lexicalised_reading(reading.formula, *inner, ql.formula)
    if named is None:
        return reading
    prop = next(a.pred for a in atoms(named) if a not in atoms(reading.formula))
    note = f"the superlative inside the question is read as the query's {prop}, whose name says it"
    return replace(reading, formula=named, inner_superlative=None, notes=reading.notes + (note,))


def degree_shown(reading: Reading, ql: QueryLogic) -> Reading:
    """The reading of a question that asks for an extreme degree, read as asking for the thing that has it, where
    the query ranks that thing and shows its measure beside it: "How heavy is Jupiter's lightest moon?" asks
    argmin_d, ``SELECT ?moon ?mass … ORDER BY ASC(?mass) LIMIT 1`` answers with the moon *and its mass*, which is
    the degree asked for. The reading unchanged otherwise (a query that returns the moon alone is still not an
    answer to "how heavy")."""
    f = reading.formula
    if ql.measure_shown is None or not isinstance(f, Extremum) or f.var != f.measure or reading.answer_vars != (f.var,):
        return reading
    # the thing the degree is of: the first argument of the degree's own atom ("_heavy_a_1(x3, d)")
    thing = next((a.args[0] for a in atoms(f.body) if len(a.args) == 2 and a.args[1] == f.measure
                  and isinstance(a.args[0], Var) and a.args[0] != f.measure), None)
    if thing is None:
        return reading

    def unbind(g):
        g = map_children(g, unbind)
        return exists([v for v in g.vars if v != thing], g.body) if isinstance(g, Exists) else g

    note = f"the query shows ?{ql.measure_shown} beside the thing it ranks: the degree asked for is the one it shows"
    return replace(reading, formula=Extremum(thing, unbind(f.body), f.measure, f.direction, f.rank),
                   answer_vars=(thing,), notes=reading.notes + (note,))


def one_sided_symmetric(query: Formula, symmetric: frozenset[str] | set[str]) -> list[tuple[Atom, Atom]]:
    """Triples of a two-way relation that the query reads from the far end only: ``?x dbo:spouse dbr:A``
    with no ``dbr:A dbo:spouse ?x`` beside it (in a UNION), each with its turned-round triple.

    The relation holds both ways in the world (``symmetric.tmpl`` proves the query equivalent), but a KG
    stores it on the record of the entity it describes (an infobox lists A's spouses, the states
    bordering A): ``dbr:A P ?x`` reads A's own record; ``?x P dbr:A`` finds only those whose records
    happen to name A back, so it may miss answers the question asks for. Only a triple between a
    variable and an IRI counts: with two IRIs or two variables neither end is the one the question names.
    Nor does a property a KG keeps on both ends' records (the profile's ``kept_both_ways``: Wikidata's
    properties with a symmetric constraint).
    """
    out: list[tuple[Atom, Atom]] = []
    found = atoms(query)
    both = kept_both_ways()
    for a in found:
        if a.pred not in symmetric or a.pred in both or len(a.args) != 2:
            continue
        subj, obj = a.args
        if not (isinstance(subj, Var) and isinstance(obj, Const) and obj.kind == "iri"):
            continue
        turned = Atom(a.pred, (obj, subj))
        if turned not in found and (a, turned) not in out:
            out.append((a, turned))
    return out


def one_sided_account(one_sided: list[tuple[Atom, Atom]], named) -> tuple[str, str]:
    """The explanation and the repair of a query that reads a symmetric relation from the far end
    (:func:`one_sided_symmetric`); ``named`` shows a term with its label."""
    def triple(a: Atom) -> str:
        s, o = (t.name if isinstance(t, Const) else f"?{t.name}" for t in a.args)
        return f"{s} {a.pred} {o}"

    far, near = one_sided[0]
    explanation = (f"The query reads {far.pred} from the far end: {triple(far)} finds only what names "
                   f"{named(far.args[1].name)} on its own record. The relation holds both ways, but the "
                   f"knowledge graph stores it on the record of the entity it describes, so {triple(near)} "
                   f"(or both directions in a UNION) is what finds every answer; as written the query may miss some.")
    return explanation, "; ".join(f"{triple(a)} → {triple(b)}" for a, b in one_sided)


def _top_mismatch(reading: Reading, query: QueryLogic) -> tuple[str, str] | None:
    """"The four youngest players" asks for four top-ranked answers, "the youngest player" for one: a
    ranking query must keep that many."""
    top = getattr(reading, "top", None)
    if top is None or query.form != "superlative" or query.limit is None or query.limit == top:
        return None
    asked = "the single top-ranked answer" if top == 1 else f"the top {top}"
    return ("wrong_aggregate", f"the question asks for {asked}, the query keeps {query.limit}")


def _proper_names(f: Formula) -> list[str]:
    """The proper names a question reading mentions (``named(x, "Urals")``)."""
    return [str(a.args[1].name) for a in atoms(f) if a.pred == "named" and len(a.args) == 2
            and isinstance(a.args[1], Const)]


def _query_entities(f: Formula) -> list[Const]:
    """IRI constants of a query other than the classes it types with."""
    out = []
    for a in atoms(f):
        for k, t in enumerate(a.args):
            if isinstance(t, Const) and not (k == 1 and a.pred in type_predicates()):
                out.append(t)
    return out


def _kind_words(kind: str) -> str:
    return {"wh": "individuals", "count": "a number of things", "amount": "an amount",
            "superlative": "the top-ranked individual", "yes-no": "yes or no"}.get(kind, kind)


def form_of_unmodelled(verifier, exc, question: str, sparql: str) -> tuple[str, str] | None:
    """``(wrong_query_form, why)`` for a query whose pattern the verifier does not model
    (``unsupported_construct``) but whose form already answers another kind of question; None otherwise.

    The form is the parse's (``SELECT`` or ``ASK``), known before the pattern is translated, so a yes/no
    question answered by a SELECT is the wrong form whatever the pattern says: "Is there a game called
    Quuxle?" against ``SELECT ?g WHERE { ?g a dbo:VideoGame ; rdfs:label ?l FILTER (lcase(str(?l)) =
    "quuxle") }`` lists games, it does not say yes or no, though the comparison of a computed string is
    not modelled. So does an ASK for a question that asks for things. Every reading of the question must
    agree on the kind; a question without a reading, or a query of another form, leaves the verdict to
    the unmodelled pattern (``unknown``)."""
    from .query import parse_query

    if getattr(exc, "code", "") != "unsupported_construct":
        return None
    try:
        form = {"SelectQuery": "select", "AskQuery": "ask"}.get(parse_query(sparql).algebra.algebra.name)
        kinds = {r.kind for r in verifier.readings(question)[0]}
    except Exception:  # (no parse of either side: the pattern's unknown stands)
        return None
    if form == "select" and kinds == {"yes-no"}:
        return ("wrong_query_form", "A yes/no question needs ASK, the query is SELECT (its pattern is not modelled: "
                f"{exc.message}; its form alone lists things instead of saying yes or no).")
    if form == "ask" and kinds and "yes-no" not in kinds:
        kind = next(iter(kinds)) if len(kinds) == 1 else "individuals"
        return ("wrong_query_form", f"The question asks for {_kind_words(kind)}, the query only asks whether a match "
                f"exists (its pattern is not modelled: {exc.message}).")
    return None


def misplaced_terms(ql: QueryLogic) -> list[str]:
    """The query's IRIs that stand where a KG never puts a term of their namespace (KG profiles): an
    individual named in the ontology's namespace (``dbo:Poland`` for the country, whose page is
    ``dbr:Poland``), or a property or class named in the individuals' one. Each as a sentence."""
    from .kg.iri import expand
    from .kg.profile import label_predicates, misplaced_term, subclass_predicates

    typing = set(type_predicates())
    vocabulary_only = typing | set(subclass_predicates()) | set(label_predicates())
    out: list[str] = []

    def check(name: str, as_individual: bool) -> None:
        ns = misplaced_term(expand(name), as_individual)
        said = f"{name} names {'an individual' if as_individual else 'a class or property'} in {ns}, whose terms are " \
               f"{'classes and properties' if as_individual else 'individuals'}"
        if ns and said not in out:
            out.append(said)

    for a in atoms(ql.formula):
        if ":" not in a.pred or a.pred.startswith("?"):
            continue
        check(a.pred, as_individual=False)
        consts = [(k, t) for k, t in enumerate(a.args) if isinstance(t, Const) and t.kind == "iri"]
        for k, t in consts:
            if a.pred in typing:
                if k == 0:  # a class in the individuals' namespace may be a lexicon's own typing
                    check(t.name, as_individual=True)
            elif a.pred not in vocabulary_only:
                check(t.name, as_individual=True)
    return out


def foreign_typing(ql: QueryLogic, kg: str = "") -> list[str]:
    """The query's triples that type, subclass or label by another KG's vocabulary than that of ``kg`` (a
    profile's name; "" reads it from the namespaces of the query's predicates and things), so that they
    match nothing there (KG profiles, ``foreign_vocabulary``). Each as a sentence.

    A question "Which rivers are in Peru?" asked of Wikidata, with ``?x rdf:type wd:Q4022 . ?x wdt:P17 wd:Q419``:
    Wikidata types its items by ``wdt:P31``, so the first triple finds nothing and neither does the query,
    while the same typing in a DBpedia query (``?x rdf:type wd:Q4022 . ?x dbo:country dbr:Peru``) finds
    DBpedia's rivers, which it types by Wikidata's classes too.
    """
    from .kg.iri import expand
    from .kg.profile import foreign_vocabulary, kg_of_terms, subclass_predicates

    parts = [a for a in atoms(ql.formula) if ":" in a.pred and not a.pred.startswith("?") and len(a.args) == 2]
    if not kg:
        classing = set(type_predicates()) | set(subclass_predicates())
        kg = kg_of_terms([expand(a.pred) for a in parts]
                         + [expand(t.name) for a in parts for k, t in enumerate(a.args)
                            if isinstance(t, Const) and t.kind == "iri" and not (k == 1 and a.pred in classing)])
    out: list[str] = []
    for a in parts if kg else ():
        value = a.args[1]
        iri = expand(value.name) if isinstance(value, Const) and value.kind == "iri" else None
        why = foreign_vocabulary(kg, a.pred, iri)
        s, o = (f"?{t}" if isinstance(t, Var) else str(t) for t in a.args)
        said = f"“{s} {a.pred} {o}”: {why}, so the triple matches nothing there"
        if why and said not in out:
            out.append(said)
    return out


#: words too common to tie a KG name to a question
_STOP = frozenset({"the", "and", "for", "with", "from", "into", "over", "under", "what", "which", "who", "whom",
                   "where", "when", "how", "does", "did", "was", "were", "are", "has", "have", "had", "give",
                   "list", "show", "all", "many", "much", "that", "this", "those", "these", "its", "their"})


_NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                           "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                           "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
                           "ninety", "hundred", "thousand", "million", "first", "second", "third"})


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) >= 3 and w not in _STOP]


def _alike(a: str, b: str) -> bool:
    """Loosely the same word: equal, or sharing a first four letters with one a prefix-like variant of
    the other ("himalayan" / "himalayas", "farmers" / "farmer"); loose on purpose, so that only a name
    with nothing at all in common with the question counts as stray."""
    n = min(len(a), len(b), 5)
    return a == b or (n >= 4 and a[:n] == b[:n])


def _acronyms(question: str) -> set[str]:
    """The question's words written as acronyms ("UK", "ESA", "MI6"), lower case."""
    return {w.lower() for w in re.findall(r"\b[A-Z][A-Z0-9]{1,5}\b", question)}


def listed_things(mismatch: tuple[str, str] | None, query: QueryLogic, lexicon) -> tuple[str, str] | None:
    """``mismatch`` (from :func:`form_mismatch`), with a how-many question answered by a value
    (``count_by_property``) made ``wrong_query_form`` where the value is a list instead: the query's answer
    is the value of a property whose values are things by the lexicon's own account (its entries give
    ranges, none of them a datatype), so the query lists what it should count: "How many languages are
    spoken in X?" as ``SELECT ?l { X dbo:language ?l }``. Unchanged where no entry says so
    (``dbp:children``, which DBpedia fills with a number, has none): the stored count stays undecided."""
    if mismatch is None or mismatch[0] != "count_by_property" or lexicon is None or len(query.answer_vars) != 1:
        return mismatch
    v = query.answer_vars[0]
    for p in dict.fromkeys(a.pred for a in atoms(query.formula) if len(a.args) == 2 and a.args[1] == v):
        ranges = {e.range for e in lexicon.by_reference(p) if e.kind == "property" and e.range}
        if ranges and not any(r.startswith("xsd:") for r in ranges):
            return ("wrong_query_form", f"a how-many question needs COUNT; the query lists the values of {p}, which "
                    f"are things (the lexicon's ranges: {', '.join(sorted(ranges))}), not a number it stores")
    return mismatch


def stray_individuals(question: str, ql: QueryLogic, read: set[str], labels: dict[str, list[str]],
                      known_as=None) -> list[str]:
    """The query's individuals that nothing of the question names: no reading of the question's words
    reads them (``read``: the KG terms of every axiom set tried), and no word of their label or local
    name is loosely a word of the question (:func:`_alike`). A query about ``dbr:Advertising`` for "To
    which countries does the Himalayan mountain system extend?" names a thing the question never
    mentions, whatever the question's unread words mean; a query about ``dbr:Himalayas`` does not.

    Individuals only (not classes, properties, categories or literals), and only those whose name has
    words (a ``wd:Q42`` without a label says nothing either way). An acronym of the question spelled by
    the name's initials ("UK", ``dbr:United_Kingdom``) names it, and so does another name of it that
    ``known_as(name)`` finds in the question (DBpedia's redirects: "Liz Taylor" for ``dbr:Elizabeth_Taylor``);
    an acronym of the question that no query name spells ("MI6") may stand for any of them, and then none
    is judged.

    >>> from verifier.query import query_logic
    >>> ql = query_logic("SELECT ?c WHERE { <http://dbpedia.org/resource/Advertising> "
    ...                  "<http://dbpedia.org/ontology/country> ?c }")
    >>> stray_individuals("To which countries does the Himalayan mountain system extend?", ql, set(), {})
    ['dbr:Advertising']
    >>> ql = query_logic("SELECT ?c WHERE { <http://dbpedia.org/resource/Himalayas> "
    ...                  "<http://dbpedia.org/ontology/country> ?c }")
    >>> stray_individuals("To which countries does the Himalayan mountain system extend?", ql, set(), {})
    []
    """
    asked = _words(question)
    acronyms = _acronyms(question)
    out: list[str] = []
    for c in _query_entities(ql.formula):
        name = c.name
        if c.kind != "iri" or name in read or name in out or is_category(name) or ":" not in name:
            continue
        if any(a.pred == name for a in atoms(ql.formula)):
            continue
        said = [w for l in labels.get(name, []) for w in _words(str(l))] + [
            w for w in name_words(local_name(name)) if len(w) >= 3 and w not in _STOP]
        if not said or any(w.isdigit() or w in _NUMBER_WORDS for w in said):
            continue  # a name that holds a number may be written in digits ("Nineteen Eighty-Four", "1984")
        if any(_alike(w, q) for w in said for q in asked):
            continue
        if _initials(name) in acronyms or (known_as is not None and known_as(name)):
            continue
        out.append(name)
    if out and acronyms - {_initials(c.name) for c in _query_entities(ql.formula)}:
        return []  # an acronym no query name spells may stand for any of them ("MI6")
    return out


def _initials(name: str) -> str:
    return "".join(w[0] for w in name_words(local_name(name)) if w not in ("of", "the", "and"))


def stray_reason(question: str, ql: QueryLogic, axiom_sets, labels: dict[str, list[str]], named,
                 known_as=None) -> str:
    """Why the query names an individual nothing of the question names (:func:`stray_individuals`, with
    the KG terms of the ``axiom_sets`` tried as what the question's words read), in words (``named``
    shows a term with its label); "" when it names none."""
    read = {t for s in axiom_sets if s is not None for a in s.axioms for t in a.kg_terms}
    stray = stray_individuals(question, ql, read, labels, known_as)
    if not stray:
        return ""
    return (f"The query names {', '.join(named(n) for n in stray)}, which nothing in the question names: no word "
            f"of the question reads as it, and its name shares no word with the question.")


def redirected_from(bridge, question: str, name: str) -> bool:
    """Does a run of one to four words of ``question`` name ``name`` by another name of it, one of DBpedia's
    redirects ("MI6" for ``dbr:Secret_Intelligence_Service``)? False without the redirects."""
    words = re.findall(r"[\w'’.-]+", question)
    runs = {" ".join(words[i:i + n]) for n in range(1, 5) for i in range(len(words) - n + 1)}
    return any(name in bridge._redirect_candidates(r, {name: []}) for r in runs)


def added_parts(diag, query: Formula) -> list[Atom]:
    """The query's atoms the diagnosis names as extra, or the one its repair drops (``drop rdf:type(e, C)``,
    whose ``old`` is the atom and ``new`` empty)."""
    return [a for p in diag.extra for a in atoms(p)] or [a for a in atoms(query) if diag.old and not diag.new
                                                         and str(a) == diag.old]


def typed_named_thing(diag, query: Formula, named) -> str | None:
    """Why an added class is no evidence against the query, or None: every conjunct the question does not
    ask for types a thing the query *names* (a KG individual, a variable equal to one, or one it finds by
    a name or label), so it only says what that thing is.

    "When did Operation Overlord commence?" with ``?e a dbo:Event ; rdfs:label "Operation Overlord"@en``
    adds ``dbo:Event(?e)``: the question names the thing, and whether it is an event is a fact of the KG,
    not a constraint the question could have asked for or not. The verdict is then ``unknown``
    (``type_of_named``), not ``extra_constraint``: the query is right exactly when the named thing is of
    the class, which only the KG can say.

    >>> from verifier.query import query_logic
    >>> ql = query_logic('SELECT ?d WHERE { ?e a <http://example.org/Event> ; '
    ...                  '<http://www.w3.org/2000/01/rdf-schema#label> "Overlord"@en ; <http://example.org/date> ?d }')
    >>> from verifier.prover.diagnose import Diagnosis
    >>> part = next(a for a in atoms(ql.formula) if a.pred in type_predicates())
    >>> typed_named_thing(Diagnosis(("extra_constraint",), extra=(part,)), ql.formula, str) is not None
    True
    """
    from .kg.profile import label_predicates, role

    parts = added_parts(diag, query)
    if not parts or not all(a.pred in type_predicates() and len(a.args) == 2 for a in parts):
        return None
    # the variables the query finds by a name or label literal, or equates with an individual
    things = named_things(query, tuple(label_predicates()) + tuple(role("name")))
    named_vars = {v: f'the thing named "{text}"' if isinstance(found, Atom) else named(found.name)
                  for v, (text, found) in things.items() if isinstance(v, Var)}
    said = []
    for a in parts:
        thing, cls = a.args
        if isinstance(thing, Const) and thing.kind != "literal":
            said.append(f"{named(thing.name)} is a {named(cls.name) if isinstance(cls, Const) else cls}")
        elif isinstance(thing, Var) and thing in named_vars:
            said.append(f"{named_vars[thing]} is a {named(cls.name) if isinstance(cls, Const) else cls}")
        else:
            return None
    return ("The query adds that " + " and that ".join(said) + ". The question names that thing, so this says only "
            "what it is: whether it holds is a fact of the knowledge graph, not a constraint the question leaves out.")
