"""A query term no question word is bridged to: a rejection by absence is no disproof where the term's
own name reads a question word the query leaves unread.

When no single edit repairs a query and it uses a KG term no axiom of the question's reading mentions,
the diagnosis names it ("the query uses dbo:B-side, which no question word is bridged to"). The failed
comparison then rests on the *absence* of an axiom relating the term to the question: the prover treats
the term as meaning nothing the question says. A lexicon lists some meanings of a word, not all, so that
absence is not evidence. The rejection stands where it rests on more than the absence:

* the query names no individual for a name of the question (the reading's entity axioms name an IRI, or
  a fresh individual, that the query never mentions): whatever the term means, the named thing is not
  asked about;
* without the unread term's triples the query still asks for something the question does not imply (the
  question does not entail what is left): the term's triples, sitting in no negation, count or ranking,
  can only narrow the query further, so no reading of the term repairs it;
* no question word the query leaves unread (whose reading's KG terms the query does not use) is linked to
  the term by the term's own name (:func:`~verifier.bridge.namelinks.linked_terms`: its label or local
  name is the word, a synonym or a derived word), nor given to such a word by another lexical choice of the
  same reading (:func:`read_in_another_choice`), nor relates the thing a noun or adjective without lexicon
  entry describes to the individual that word names (:func:`value_links`: "Zorbic metalcore bands" with
  ``dbo:genre dbr:Metalcore``). The lexicon's silence casts doubt on a rejection only
  where something says the term may be the word's: a term whose name says none of the question's unread
  words is a relation the question does not state, beside its words rather than for one of them.

Otherwise the term may be the reading of that word the lexicon does not list, and the verdict is
``unknown`` (``unlinked_term``), with the link said: "Give me all B-sides of the Zorblax." with
``?song dbo:artist dbr:Zorblax . ?song dbo:B-side ?b``, the lexicon reading “B-sides” as ``dbo:bSide``:
``dbo:B-side``'s name is the word, the query uses no ``dbo:bSide``, and it asks for nothing the question
excludes once its unread triples are set aside. With ``dbo:producer`` in place of ``dbo:B-side`` (a name
that says no word of the question), or ``dbr:Quux`` in place of ``dbr:Zorblax`` (a named thing the question
does not name), the rejection stands.
"""

from __future__ import annotations

from typing import Any, Sequence

from .kg.profile import type_predicates
from .logic import TRUE, And, Atom, Const, Exists, Formula, Or, Var, atoms, constants, free_vars, predicates
from .logic.ops import exists, map_atoms

__all__ = ["unread_verdict", "unlinked_verdict", "counted_unread_verdict", "unread_links", "value_links", "read_in_another_choice", "oriented_as_query", "positive_only", "without_unread", "by_preposition_only"]


def positive_only(f: Formula, preds: frozenset[str]) -> bool:
    """Do the atoms of ``preds`` occur in ``f`` under ∧, ∨ and ∃ only (so that dropping them can only
    widen ``f``)? Not under a negation, an implication, a count or a ranking.

    >>> from verifier.logic import Var, Not
    >>> x = Var("x")
    >>> positive_only(And((Atom("p", (x,)), Atom("q", (x,)))), frozenset({"p"}))
    True
    >>> positive_only(And((Atom("q", (x,)), Not(Atom("p", (x,))))), frozenset({"p"}))
    False
    """
    if isinstance(f, Atom):
        return True
    if isinstance(f, (And, Or)):
        return all(positive_only(p, preds) for p in f.parts)
    if isinstance(f, Exists):
        return positive_only(f.body, preds)
    return not ({p for p, _ in predicates(f)} & preds)


def without_unread(query: Formula, answers: Sequence, preds: frozenset[str],
                   parts: frozenset[Atom] = frozenset()) -> Formula | None:
    """The query with the atoms of ``preds`` (and the atoms ``parts``) dropped and what they alone bound
    closed off; None where an answer was bound by them alone (the rest says nothing of it: nothing is left
    to compare).

    >>> from verifier.logic import Var
    >>> x, y = Var("x"), Var("y")
    >>> str(without_unread(And((Atom("p", (x, y)), Atom("q", (x,)))), (x,), frozenset({"p"})))
    'q(x)'
    """
    rest = map_atoms(query, lambda a: TRUE if a.pred in preds or a in parts else a)
    if not set(answers) <= free_vars(rest):
        return None
    return exists(free_vars(rest) - set(answers), rest)


def _erg_words(reading) -> list[tuple[str, str, str]]:
    """(predicate, lemma, part of speech) of the reading's content words (nouns, verbs, adjectives)."""
    from .bridge import parse_erg_predicate

    out = []
    for a in atoms(reading.formula):
        e = parse_erg_predicate(a.pred)
        if e is not None and e.pos in ("n", "v", "a") and (a.pred, e.lemma, e.pos) not in out:
            out.append((a.pred, e.lemma, e.pos))
    return out


def _axioms_reading(pred: str, axioms) -> list:
    """The axioms that mention the question's predicate ``pred``: the readings of that word."""
    return [a for a in axioms if pred in {p for p, _ in predicates(a.formula)}]


def _unread_words(reading, axioms, query_terms: set[str]) -> list[tuple[str, str, str]]:
    """The reading's content words whose axioms give them no KG term the query uses (typing predicates
    aside): the words the query leaves unread, which an unread term of it may be the reading of."""
    typing = set(type_predicates())
    out = []
    for pred, lemma, pos in _erg_words(reading):
        # (a vague relation reads its link, "of", the compound, and only mentions the noun it hangs on)
        terms = {t for a in _axioms_reading(pred, axioms) if a.template != "vague_relation" for t in a.kg_terms} - typing
        if not terms & query_terms:
            out.append((pred, lemma, pos))
    return out


def unread_links(bridge, reading, axioms, query: Formula, unread: Sequence[str]) -> list[tuple[str, str, str]]:
    """(query term, question word, kind of link) for each unread term of the query (the classes it types
    by, where the typing predicate is the unread one) whose own name links it to a question word the
    query leaves unread (:func:`_unread_words`)."""
    from .bridge import linked_terms, query_typings

    wordnet = bridge._wordnet()
    if wordnet is None:
        return []
    typing = set(type_predicates())
    terms = [t for t in unread if t not in typing]
    terms += [cls for via, cls in query_typings(atoms(query)) if via in unread and cls not in terms]
    if not terms:
        return []
    # the unread terms themselves aside: a word read only by one of them in another role ("B-sides" read as
    # the class dbo:B-side, the query's property dbo:B-side) is a word the query's reading of it leaves unread
    query_terms = {p for p, _ in predicates(query)} | {c.name for c in constants(query) if isinstance(c, Const)}
    words = _unread_words(reading, axioms, query_terms - set(terms))
    labels = bridge._query_labels(terms, lexical=False)
    out = []
    for term in terms:
        for _pred, lemma, pos in words:
            kind = linked_terms(lemma, pos, {term: labels.get(term, [])}, wordnet).get(term)
            if kind:
                out.append((term, reading.word_of(_pred) or lemma, kind if kind in _HOW else "name"))
                break
    if not out:
        out = _by_preposition_links(bridge, reading, axioms, terms, labels, wordnet)
    return out or value_links(bridge, reading, axioms, query, terms) or _head_links(bridge, reading, terms, words)


def _head_links(bridge, reading, terms, words) -> list[tuple[str, str, str]]:
    """(query term, question noun, ``"head"``) for each unread term whose label, local name or the word of a
    lexicon entry of its own (a KG whose properties are named by number, labelled through the lexicon) is headed by
    a noun the query leaves unread (:func:`~verifier.bridge.headed_by`: "engine part" for "parts"), where
    nothing of the term's own account sets it against the noun (:func:`~verifier.bridge.evidence_against`:
    no lexicon entry reads it only as another word, no word of its name is the noun's opposite). The lexicon
    may list the noun for another term; that is no evidence against this one: "What are the parts of the
    Zorblax?" with a property labelled "engine part", the lexicon reading "part" only as "part of"."""
    from .bridge import evidence_against, headed_by

    from .kg.iri import local_name, name_words

    wordnet = bridge._wordnet()
    # a term named by a letter and a number (wdt:P681) has no name of its own but the lexicon's, built from the KG's label;
    # a term with a name of words is read by that name and the KG's labels alone: a lexicon entry may read it
    # as a phrase that restricts its value ("U.S. state" as a country of the United States), no name of it
    labels = {t: ls for t, ls in bridge._query_labels(terms, lexical=False).items()
              if any(w.isalpha() and len(w) > 1 for w in name_words(local_name(t)))}
    numbered = [t for t in terms if t not in labels]
    labels |= {t: ls for t, ls in bridge._query_labels(numbered).items() if t in numbered}
    out = []
    for term in terms:
        for _pred, lemma, pos in words:
            if pos == "n" and headed_by(lemma, term, labels.get(term, []), wordnet) \
                    and evidence_against(bridge, term, lemma) is None:
                out.append((term, reading.word_of(_pred) or lemma, "head"))
                break
    return out


def value_links(bridge, reading, axioms, query: Formula, terms: Sequence[str]) -> list[tuple[str, str, str]]:
    """(query term, question word, ``"value"``) for each unread property by which the query relates a
    variable (its subject) to an individual (its object) that a noun or adjective of the question is read
    as, where the lexicon lists no meaning of that word.

    Such a word names a value of the thing it describes, and no word of the question says the relation:
    "Show me Zorblax's memoirs." read with “memoirs” as ``dbr:Memoir`` by its name, and the query's ``?b
    dbo:literaryGenre dbr:Memoir``: a memoir is a book of that genre, a reading the lexicon would give the
    noun had it an entry ("Zorbic metalcore bands" likewise with ``dbo:genre dbr:Metalcore``; a name the
    question says of the thing asked for, :func:`_names_of_answers`, likewise). What the
    term's own name or lexicon entry says is no account against it here: it says what the relation is
    (``dbo:industry`` read as "industry" relates a company to its industry, "electronics" names one), not
    which word it reads. Not linked: a name of another thing than the one asked for (the question's other
    words relate it: a property swapped for another beside "Skype" stays rejected), a verb (it says a relation of its own), a word with a lexicon
    entry (the lexicon's reading is the evidence), and the individual as the term's subject (a value is
    what the term gives: ``dbr:Metalcore dbo:genre ?b`` has the relation the wrong way round)."""
    values: dict[str, str] = {}  # individual -> a word read as it
    linked = _otherwise_related(reading, axioms)
    for pred, lemma, pos in _erg_words(reading):
        if pos in ("n", "a") and pred not in linked and not bridge.lexicon.lookup(lemma, pos):
            for a in _axioms_reading(pred, axioms):
                for t in a.kg_terms:
                    values.setdefault(t, reading.word_of(pred) or lemma)
    for name, terms_of in _names_of_answers(reading, axioms):
        for t in terms_of:
            values.setdefault(t, name)
    out = []
    for term in terms:
        word = next((values[o.name] for a in atoms(query) if a.pred == term and len(a.args) == 2
                     for s, o in [a.args] if isinstance(s, Var) and isinstance(o, Const) and o.name in values), None)
        if word is not None:
            out.append((term, word, "value"))
    return out


def _otherwise_related(reading, axioms) -> set[str]:
    """The predicates of the reading's words whose thing another word relates, so that they name no value
    of a thing of their own (:func:`value_links`):

    * a word on the dependent of a link (a compound, a possessive, a preposition) whose head is a thing a
      noun names: "lacrosse" in "Lowmere's lacrosse team" (``compound(t, l) ∧ lacrosse(l)``); the link is
      the word that says the relation (a vague relation reads it); "married to a German" links an event,
      not a thing, to the German;
    * a word on an argument of a verb some axiom reads: "Which kingdoms adopted the florin?"
      (``_adopt_v_1(e, k, f) ∧ _florin_n_1(f)``, "adopt" read by the lexicon): the verb says how its
      arguments relate, so the florin names the thing adopted, not a value of the kingdoms that another
      property (``dbo:language``) could give; a verb no axiom reads ("Show me …", a command) says no
      relation of the query's."""
    from .bridge import parse_erg_predicate

    found = [(a, parse_erg_predicate(a.pred)) for a in atoms(reading.formula)]
    things = {a.args[0] for a, e in found if a.args and e is not None and e.pos == "n"}
    dependents = {a.args[1] for a, e in found if len(a.args) == 2 and a.args[0] in things
                  and (a.pred in ("compound", "poss") or (e is not None and e.pos == "p"))}
    verb_args = {x for a, e in found if e is not None and e.pos == "v" and _axioms_reading(a.pred, axioms)
                 for x in a.args[1:]}
    return ({a.pred for a, _ in found if a.args and a.args[0] in dependents}
            | {a.pred for a, _ in found if len(a.args) == 1 and a.args[0] in verb_args})


def _names_of_answers(reading, axioms) -> list[tuple[str, tuple[str, ...]]]:
    """(name, the IRIs its entity axioms read it as) for each name the question says of a thing it asks
    for: "Which Zorbic parties are pro-Quux?" parses “pro-Quux” as a name of the parties themselves
    (``named(x, "pro-Quux")`` on the answer), a word that describes them as an adjective would, not a
    thing the question's other words relate them to."""
    out = []
    for a in atoms(reading.formula):
        if a.pred == "named" and len(a.args) == 2 and a.args[0] in reading.answer_vars and isinstance(a.args[1], Const):
            said = a.args[1]
            terms = tuple(t for ax in axioms if ax.template == "entity" and said in constants(ax.formula)
                          for t in ax.kg_terms)
            out.append((said.name, terms))
    return out


def by_preposition_only(bridge, reading, axioms, wordnet) -> list[tuple[str, str]]:
    """(predicate, lemma) of the reading's verbs that are read by their preposition alone: the lexicon
    lists no meaning of the verb, and its axioms (``intransitive_pp``: verb and preposition as one
    property) name only query terms that neither the verb nor a noun naming its happening links to
    (:func:`linked_terms`): "trained in Lowmere" read as ``dbo:city`` by its *in*. What the verb itself says
    is then unread, though the preposition's reading covers it."""
    from .bridge import linked_terms

    out = []
    for pred, lemma, pos in _erg_words(reading):
        if pos != "v" or bridge.lexicon.lookup(lemma, "v"):
            continue
        mine = _axioms_reading(pred, axioms)
        terms = {t: [] for ax in mine for t in ax.kg_terms}
        if (mine and all(ax.template == "intransitive_pp" for ax in mine) and not linked_terms(lemma, "v", terms, wordnet)
                and not any(linked_terms(n, "n", terms, wordnet) for n in bridge.event_nouns(lemma))):
            out.append((pred, lemma))
    return out


def _by_preposition_links(bridge, reading, axioms, terms, labels, wordnet) -> list[tuple[str, str, str]]:
    """(query term, verb, ``"preposition"``) for each unread term that a verb read by its preposition alone
    (:func:`by_preposition_only`) may mean, where nothing says otherwise: no lexicon entry reads the term
    as another word and WordNet sets no word of its name against the verb
    (:func:`~verifier.bridge.evidence_against`, asked of the verb, its spelling and the nouns that name its
    happening: ``dbo:deathPlace`` is no reading of "born", whose happening is a birth)."""
    from .bridge import evidence_against

    out = []
    verbs = by_preposition_only(bridge, reading, axioms, wordnet)
    for term in terms:
        for pred, lemma in verbs:
            word = reading.word_of(pred) or lemma
            said = dict.fromkeys((lemma, word.lower(), *bridge.event_nouns(lemma)))  # "born": "bear", "birth"
            if all(evidence_against(bridge, term, w) is None for w in said):
                out.append((term, word, "preposition"))
                break
    return out


#: the words of the link atoms a vague reading takes, for explanations
_LINK_WORDS = {"compound": "the noun compound", "poss": "the possessive"}


def read_in_another_choice(bridge, reading, axioms, ql: Any, unread: Sequence[str], max_sets: int
                           ) -> list[tuple[str, str, str]]:
    """(query term, question word, ``"choice"``) for every unread term, where another axiom set of the same
    reading gives each to a word of the question that this set leaves unread (reads with no relation the
    query states); [] where one term has none. The set read that word otherwise (a relational noun's lexicon reading
    taking the compound), so it has no word left for the term; but the term is not beside the question's
    words: "Who is the coach of Lowmere's lacrosse team?" with ``?t dbo:city dbr:Lowmere ; dbo:sport
    dbr:Lacrosse ; dbo:coach ?c``: the set that reads "team" as the lexicon's team of a league, through the
    compound, leaves ``dbo:sport`` unread and the compound read as a league the query never states, while
    another set reads the compound as ``dbo:sport`` (WordNet makes lacrosse a sport).

    Not counted: guesses (an open-world reading of a preposition offers every query property), a name's
    readings (a label property reads a name in any set: the name is read, not a relation), a word this set
    reads with a relation of the query ("time zone" as ``dbo:timeZone`` here, ``dbp:timeZone`` there: one
    word for two properties; an individual a multiword name reads, "ice hockey" in "ice hockey team", is no
    relation), a class the query types by without a word of another set for it, and a term the other set
    relates the other way round at an end the query names (:func:`oriented_as_query`: "Which probes were
    launched from X?" with ``dbr:X dbo:launchSite ?p`` is reversed, whatever reads "launched")."""
    from .bridge import query_typings

    typing = set(type_predicates())
    terms = [t for t in unread if t not in typing]
    terms += [cls for via, cls in query_typings(atoms(ql.formula)) if via in unread and cls not in terms]
    if not terms:
        return []
    relations = {p for p, _ in predicates(ql.formula)} - typing
    mine = {a.name for a in axioms}

    def left_unread(pred: str) -> bool:  # this set's readings of the word use no relation of the query
        read = {t for a in _axioms_reading(pred, axioms) if a.template != "entity" for t in a.kg_terms}
        return not read & relations

    found: dict[str, str] = {}
    for other in bridge.axiom_sets(reading, ql.iris, ql.formula)[:max_sets]:
        for ax in other.axioms:
            if ax.name in mine or ax.guess or not ax.word or ax.template == "entity":
                continue
            words = {p for p, _ in predicates(ax.formula) if ":" not in p} - typing
            for t in terms:
                if t not in found and t in ax.kg_terms and any(left_unread(p) for p in words) \
                        and oriented_as_query(other.axioms, reading.formula, ql.formula, t):
                    found[t] = _LINK_WORDS.get(ax.word, reading.word_of(ax.word) or ax.word)
    if any(t not in found for t in terms):
        return []
    return [(t, w, "choice") for t, w in found.items()]



def oriented_as_query(axioms, question: Formula, query: Formula, term: str, timeout_ms: int = 500) -> bool:
    """Does the question, read by ``axioms``, relate ``term`` as the query does at each end the query names?
    For every query atom ``term(c, ?v)`` (or ``term(?v, c)``) with one IRI end ``c``, the question and the
    axioms must entail ``∃z. term(c, z)`` (``∃z. term(z, c)``): a set that reads "launched from X" as
    ``dbo:launchSite(p, X)`` gives the query's ``dbo:launchSite(X, p)`` nothing; it disproves it. True where
    the query names no end of the term (nothing to orient), False where the prover cannot tell.

    >>> from verifier.bridge import Axiom
    >>> from verifier.logic import Atom, Const, Forall, Iff, Var
    >>> x, y, p = Var("x"), Var("y"), Var("p")
    >>> site = Forall((x, y), Iff(Atom("_from_p", (x, y)), Atom("ex:site", (x, y))))
    >>> fact = Atom("_from_p", (p, Const("ex:X")))
    >>> oriented_as_query([Axiom("a", site, "t")], fact, Atom("ex:site", (p, Const("ex:X"))), "ex:site")
    True
    >>> oriented_as_query([Axiom("a", site, "t")], fact, Atom("ex:site", (Const("ex:X"), p)), "ex:site")
    False
    """
    from .bounds import DeadlineReached, StageBound
    from .logic import Var
    from .prover.entail import entails

    z = Var("z_oriented")
    goals = []
    for a in atoms(query):
        if a.pred != term or len(a.args) != 2:
            continue
        s, o = a.args
        if isinstance(s, Const) and s.kind == "iri" and not isinstance(o, Const):
            goals.append(Exists((z,), Atom(term, (s, z))))
        elif isinstance(o, Const) and o.kind == "iri" and not isinstance(s, Const):
            goals.append(Exists((z,), Atom(term, (z, o))))
    if not goals:
        return True
    premises = [(a.name, a.formula) for a in axioms]
    hypothesis = ("question", exists(tuple(sorted(free_vars(question), key=lambda v: v.name)), question))
    try:
        return all(entails(premises, hypothesis, g, timeout_ms=timeout_ms).proved for g in goals)
    except (StageBound, DeadlineReached):  # (undecided here: the rejection stands)
        return False


#: how a term's name links it to a word (namelinks.LINKS), in the explanation's words
_HOW = {"name": "its name is the word", "synonym": "its name is a WordNet synonym of the word",
        "derived": "its name is a word WordNet derives from the word",
        "attribute": "its name is what the word measures or pertains to",
        "preposition": "the lexicon lists no meaning of the word, which the question's reading takes from its "
                       "preposition alone",
        "choice": "another choice of the question's readings reads the word as it",
        "head": "its name is a noun phrase headed by the word",
        "value": "the lexicon lists no meaning of the word, and no other word says how the thing relates to it"}


def _names_kept(axioms, query: Formula) -> bool:
    """Does the query mention every individual the reading's names denote (IRIs and fresh individuals of
    its entity axioms)?"""
    mine = {c for c in constants(query)}
    named = {c for a in axioms if a.template == "entity" for c in constants(a.formula) if c.kind in ("iri", "fresh")}
    return named <= mine


def unlinked_verdict(o: Any, explanation: str, notes: list[str], timings: dict[str, float], base: dict[str, Any],
                     repair: str = ""):
    """``unknown`` (``unlinked_term``) for the outcome ``o``: a rejection that rested only on the lexicon's silence
    about a query term, said by ``explanation``, with the reading's logic and notes (every rule of this module,
    and the verifier's own for a term the lexicon gives another word for, ends so)."""
    from .api import _with_reading_notes
    from .verdict import Verdict

    return Verdict("unknown", ("unlinked_term",), explanation, repair=repair,
                   question_logic=str(o.reading.formula), question_kind=o.reading.kind,
                   notes=_with_reading_notes(notes, o.reading), timings_ms=timings, **base)


def _implied(verifier, o: Any, axioms, rest: Formula, answers: Sequence) -> bool:
    """Does the question's reading entail ``rest`` (what is left of the query), proved within the work
    bound? (A bound reached counts as not proved: the rejection the comparisons made stands.)"""
    from .bounds import StageBound
    from .prover.compare import compare
    from .prover.encode import work_limit
    try:
        with work_limit("unread term", verifier.max_work[1]):
            got = compare(o.reading.formula, o.reading.answer_vars, rest, answers,
                          [(a.name, a.formula) for a in axioms], min(verifier.timeout_ms, 1000),
                          only="forward").forward
    except StageBound:
        return False
    return got is not None and got.proved


def unread_verdict(verifier, o: Any, diag: Any, ql: Any, notes: list[str], timings: dict[str, float],
                   base: dict[str, Any]):
    """``unknown`` (``unlinked_term``) for a rejection that rests only on a query term no question word is
    bridged to, where the term's own name links it to a question word the query leaves unread (see the
    module); None where the rejection stands."""
    axioms = o.axiom_set.axioms if o.axiom_set is not None else ()
    unread = frozenset(diag.unread)
    if not unread or not _names_kept(axioms, ql.formula) or not positive_only(ql.formula, unread):
        return None
    links = unread_links(verifier.bridge, o.reading, axioms, ql.formula, diag.unread) \
        or read_in_another_choice(verifier.bridge, o.reading, axioms, ql, diag.unread, verifier.max_axiom_sets)
    if not links:
        return None
    rest = without_unread(ql.formula, ql.answer_vars, unread)
    if rest is not None and not _implied(verifier, o, axioms, rest, ql.answer_vars):
        return None  # the query asks for more than the question implies, whatever the term means
    said = "; ".join(f"{verifier._named(t)} may read “{w}”, "
                     f"{'which names its value' if kind == 'value' else 'which the query reads by no other term'} "
                     f"({_HOW[kind]})" for t, w, kind in links)
    explanation = (f"The query uses {', '.join(verifier._named(t) for t in diag.unread)}, which no question word is "
                   f"bridged to, but {said}; set aside, the rest of the query asks for nothing the question does not "
                   "imply. The lexicon lists some meanings of a word, not all: whether the term means what the word "
                   "says is not decided.")
    return unlinked_verdict(o, explanation, notes, timings, base, repair=diag.repair)


def _counted_terms(axioms, query: Formula) -> list[str]:
    """The query's properties inside a count that no word's reading mentions (a property's range or domain,
    the typing of a reading, reads no word): the terms a counted phrase's words may be the reading of."""
    from .logic import Count
    from .logic.ops import subformulas
    from .prover.diagnose import is_kg_predicate

    read = {p for a in axioms if a.word and a.template not in ("domain_range", "symmetric")
            for p, _ in predicates(a.formula)}
    counted = {p for c in subformulas(query) if isinstance(c, Count) for p, _ in predicates(c.body)}
    return sorted(p for p in counted - read - set(type_predicates()) if is_kg_predicate(p))


def _counted_link(question: Formula) -> tuple[Var, Var, Formula] | None:
    """(owner, counted thing, link) of the question's first count whose body relates the counted thing to
    something else: the link is the body's conjuncts beyond what it says of the counted thing alone.
    "more lakes than X in whose neighbourhood it is situated": ``#{s | lake(s) ∧ ∃e n. situate(e, a) ∧
    in(e, n) ∧ neighbourhood(n) ∧ of(n, s)}`` links ``a`` to ``s`` by ``situate … of``.

    >>> from verifier.logic import Count, Var
    >>> a, s, n = Var("a"), Var("s"), Var("n")
    >>> body = Exists((n,), And((Atom("lake", (s,)), Atom("near", (a, n)), Atom("of", (n, s)))))
    >>> owner, thing, link = _counted_link(Count((s,), body, ">", Var("k")))
    >>> (owner.name, thing.name, str(link))
    ('a', 's', '∃n. near(a, n) ∧ of(n, s)')
    """
    from .logic import Count
    from .logic.ops import conjuncts, strip_exists, subformulas

    for c in subformulas(question):
        if not isinstance(c, Count) or len(c.vars) != 1:
            continue
        s = c.vars[0]
        owners = free_vars(c.body) - {s}
        if len(owners) != 1:
            continue
        ex, matrix = strip_exists(c.body)
        parts = [p for p in conjuncts(matrix) if not free_vars(p) <= {s}]
        if parts:
            link = And(tuple(parts)) if len(parts) > 1 else parts[0]
            return next(iter(owners)), s, exists(free_vars(link) & set(ex), link)
    return None


def _term_orientation(query: Formula, term: str) -> bool | None:
    """Is the counted thing the object of ``term`` in the query's counts (True), its subject (False), or
    neither alone (None)?"""
    from .logic import Count
    from .logic.ops import subformulas

    sides = set()
    for c in subformulas(query):
        if isinstance(c, Count):
            for a in atoms(c.body):
                if a.pred == term and len(a.args) == 2:
                    sides.add(a.args[1] in c.vars if (a.args[0] in c.vars) != (a.args[1] in c.vars) else None)
    return sides.pop() if len(sides) == 1 else None


def counted_unread_verdict(verifier, o: Any, ql: Any, notes: list[str], timings: dict[str, float],
                           base: dict[str, Any]):
    """``unknown`` (``unlinked_term``) for a rejected count whose query counts through a term no question word
    reads, where the term's own name links it to a word of the counted phrase the query leaves unread and the
    query agrees with the question once the term is taken to mean that phrase's link; None otherwise.

    Inside a count, setting the term aside (:func:`unread_verdict`) neither widens nor narrows the query, so
    the term is tried as the reading of the link instead: "Which towns are situated in the neighbourhood of more
    lakes than X?" with ``#{l | lake(l) ∧ P(t, l)}``, where the lexicon reads "situated in" and "neighbourhood of"
    as other properties and ``P``'s name is "located next to water", is compared under ``∀t l. (∃e n.
    situate(e, t) ∧ in(e, n) ∧ neighbourhood(n) ∧ of(n, l)) ↔ P(t, l)``. Where that proves the two the same, the
    rejection rested only on the lexicon's silence about ``P``; a link with a word the query reads by another
    term, or a term whose name says no word of the link, leaves the rejection as it is."""
    from .bounds import StageBound
    from .bridge import word_said
    from .logic import Forall, Iff
    from .prover.compare import compare
    from .prover.encode import work_limit

    axioms = o.axiom_set.axioms if o.axiom_set is not None else ()
    terms = _counted_terms(axioms, ql.formula)
    named = [a for a in axioms if not a.name.endswith("#facts")]  # (a phrase's facts name witnesses, not things)
    if len(terms) != 1 or not _names_kept(named, ql.formula):
        return None
    term = terms[0]
    found, forward = _counted_link(o.reading.formula), _term_orientation(ql.formula, term)
    if found is None or forward is None:
        return None
    owner, thing, link = found
    query_terms = {p for p, _ in predicates(ql.formula)} | {c.name for c in constants(ql.formula) if isinstance(c, Const)}
    unread = {pred for pred, _, _ in _unread_words(o.reading, axioms, query_terms)}
    said = [(pred, lemma, pos) for pred, lemma, pos in _erg_words(o.reading) if pred in {p for p, _ in predicates(link)}]
    if not said or not {p for p, _, _ in said} <= unread or (wordnet := verifier.bridge._wordnet()) is None:
        return None  # a word of the link the query reads by another term
    labels = verifier.bridge._query_labels([term]).get(term, [])  # its label and the lexicon forms read as it
    lemma = word_said(term, labels, [(lemma, pos) for _, lemma, pos in said], wordnet)
    if lemma is None:
        return None  # the term's name says no word of the link: a relation beside the question's words
    word = next(o.reading.word_of(p) or w for p, w, _ in said if w == lemma)
    hypothesis = Forall((owner, thing), Iff(link, Atom(term, (owner, thing) if forward else (thing, owner))))
    premises = [(a.name, a.formula) for a in axioms] + [(f"hypothesis:{term}=link", hypothesis)]
    try:
        with work_limit("counted unread term", verifier.max_work[1]):
            got = compare(o.reading.formula, o.reading.answer_vars, ql.formula, ql.answer_vars, premises,
                          min(verifier.timeout_ms, 2000))
    except StageBound:
        return None
    if got.status != "equivalent":
        return None
    explanation = (f"The query counts through {verifier._named(term)}, which no question word is bridged to, but its name "
                   f"says “{word}”, which the query reads by no other term; read as the words "
                   "that link the counted things to what has them, the query asks what the question asks. The lexicon "
                   "lists some meanings of a word, not all: whether the term means what the words say is not decided.")
    return unlinked_verdict(o, explanation, notes, timings, base)


def _unread_nouns(reading, axioms, var: Var) -> list[str] | None:
    """The words of the question's nouns on ``var`` (ERG nouns on it), or None where it has none or the chosen
    set reads one of them as a class (an axiom with a typing mentions its predicate): only a noun no axiom
    reads as a class leaves the query's class for it unaccounted for by the lexicon's silence alone
    ("bandleaders" read as ``dbo:occupation(x, dbr:Bandleader)`` is read as no class). The ``person`` of
    "who" is no such noun: its core axiom reads it as any agent, a person, a band or a company alike, so a
    class the query adds to it narrows what the question asks (``dbo:Person`` for "Who sang …?")."""
    from .bridge import parse_erg_predicate
    read = {p for a in axioms if any(b.pred in type_predicates() for b in atoms(a.formula))
            for p, _ in predicates(a.formula)}
    words = []
    for a in atoms(reading.formula):
        if not a.args or a.args[0] != var:
            continue
        erg = parse_erg_predicate(a.pred)
        if erg is None or erg.pos != "n":
            continue
        if a.pred in read:
            return None
        words.append(erg.lemma)
    return words or None


def _class_may_name(bridge, cls: str, noun: str) -> bool:
    """Does the class's name say the noun or a kind above it (``dbo:Person`` for "people" by its name,
    ``dbo:MusicalArtist`` for "bandleader" by WordNet's hypernyms), so that every thing the noun names may
    be of the class? Nothing against a class is not enough where WordNet places both apart (``dbo:Film``
    for "bandleader"), puts the class below the noun (``dbo:Guitarist`` for "musician": the class narrows
    the noun, whatever the lexicon says) or cannot place the class at all (``dbo:Place``, too general to
    say anything): the typing then stays a constraint of its own."""
    from .bridge import class_above, classes_related, linked_terms
    if linked_terms(noun, "n", {cls: []}, bridge._wordnet()):
        return True
    return classes_related(cls, noun) is True and not class_above(noun, cls)


def unread_class_verdict(verifier, o: Any, diag: Any, ql: Any, notes: list[str], timings: dict[str, float],
                         base: dict[str, Any]):
    """``unknown`` (``unlinked_term``) for an ``extra_constraint`` that is only the query's typing of an
    answer whose question noun no axiom of the chosen set reads as a class; None where the rejection stands.

    "Which bandleaders were buried in Zorbton?" with ``?p dbo:restingPlace dbr:Zorbton ; dbo:occupation
    dbr:Bandleader ; a dbo:MusicalArtist``, under a lexicon that reads "buried in", and "bandleader" as the
    occupation alone: no word reads the class, for the noun it types has no class reading; the rejection would rest on the lexicon's silence (a lexicon lists some meanings
    of a word, not all). The rejection stands where the noun is read as a class (the query's is then an
    addition the reading excludes), where WordNet or the lexicon sets the class against the noun
    (:func:`~verifier.bridge.evidence_against`), where WordNet links the class's name to the noun by no
    kind (:func:`_class_may_name`: ``ex:Film`` for "person"), or where the query without the typing still
    asks for more than the question implies."""
    from .bridge import evidence_against
    from .forms import added_parts

    if diag.reasons[:1] != ("extra_constraint",):
        return None
    parts = added_parts(diag, ql.formula)
    if not parts or not all(a.pred in type_predicates() and len(a.args) == 2 and isinstance(a.args[1], Const)
               and a.args[0] in ql.answer_vars for a in parts):
        return None
    axioms = o.axiom_set.axioms if o.axiom_set is not None else ()
    said = []
    for a in parts:
        at = list(ql.answer_vars).index(a.args[0])
        if at >= len(o.reading.answer_vars):
            return None
        nouns = _unread_nouns(o.reading, axioms, o.reading.answer_vars[at])
        if nouns is None:
            return None
        cls = a.args[1].name
        for noun in nouns:
            if (why := evidence_against(verifier.bridge, cls, noun)) is not None:
                notes.append(f"{cls} is not a reading of “{noun}”: {why}")
                return None
        if not any(_class_may_name(verifier.bridge, cls, noun) for noun in nouns):
            return None
        said.append(f"{verifier._named(cls)} for “{'/'.join(nouns)}”")
    rest = without_unread(ql.formula, ql.answer_vars, frozenset(), frozenset(parts))
    if rest is None or not _implied(verifier, o, axioms, rest, ql.answer_vars):
        return None
    explanation = (f"The query adds the class {', '.join(said)}, a noun of the question that no lexicon entry "
                   "reads as a class; nothing sets the class against the noun, and without it the query asks for nothing the "
                   "question does not imply. The lexicon lists some meanings of a word, not all: whether the "
                   "class is what the noun says is not decided.")
    return unlinked_verdict(o, explanation, notes, timings, base, repair=diag.repair)
