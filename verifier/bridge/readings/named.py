"""Readings by name: a query term whose own name says what the question's word says.

A lexicon lists some meanings of a word, not all. When the query uses a term the lexicon does not give
for the word, the term's own name is evidence of its own: ``dbo:carbohydrate`` for "carbs",
``dbo:weight`` for "the heaviest", ``dbo:headquarter`` for "headquarters", ``dbo:BandLeader`` for
"bandleaders". This room finds such links, for the query's own terms only (a query cannot bridge itself
into agreement with a word its names do not say), and states how each was found, so that the reading can
be offered below the lexicon's own and explained ("‘heaviest’ read as dbo:weight by its name: WordNet's
‘weight’ is the attribute ‘heavy’ measures").

A link is one of (strongest first):

* ``name``: a word of the term's name (its label, or its local name split at case changes) is the word
  itself, up to inflection and spacing ("headquarter" / "headquarters", "band leader" / "bandleader");
* ``synonym``: it is a synonym of the word in its first sense ("movie" / "film"; "height" is a synonym
  of "elevation" only in its second, the summit of something);
* ``derived``: it is derived from the word, or a synonym of such a derived word ("dissolution" from
  "dissolve"; "author", a synonym of "writer", derived from "write");
* ``attribute``: it names the attribute an adjective measures ("weight" for "heavy", "depth" for
  "deep"), or the noun an adjective pertains to ("Denmark" for "Danish").

A hypernym is never a link: "mountain" does not say "volcano", and "spouse" does not say "wife" (the
broader term drops what the word says). The words of a term's name that only say what kind of value it
holds ("date", "year", "name", "number", "total" …) link nothing by themselves.

>>> name_words("dbo:populationTotal")
('population', 'total')
>>> name_words("dbo:B-side")
('b', 'side')
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable

from ...logic import Forall, Iff, Var, atoms
from ..._memo import kept
from ...question.light import measure_scales, scale_nouns
from ...question.scales import adjective_scale
from ..context import WordContext
from ..namelinks import LINKS, _forms, _lemma_names, linked_terms, name_words, relatives, split_closed
from ..entries import _lexicon_options, stated_references
from ..expand import _holds_places, _with_type
from ..autolex import _NOUN_PP_INVERSE, _NOUN_PP_NORMAL, _TRANSITIVE_NORMAL
from ..frames import (NOT_THE_THING as _NOT_THE_THING, _TRANSITIVE_AGENT, _agent_noun, _passive_name, adjunct_entries,
                      agentless)
from ..labels import as_predicate
from ..lexicon import LexicalEntry, SynArg
from ..measures import measure_pole
from ..options import (Option, _is_event, _is_unexpressed, _kg_name_rank, _looks_like_class, _looks_like_property,
                       _typing_properties, most_general_noun, parse_erg_predicate)
from ..vague import _DATE_RANGES, is_date_property, load_vague_table
from ..verb_names import glossed_clones, named_for_the_act, named_in_the_gloss, object_words, said_by_idiom
from ..weights import W_BY_NAME
from ..wikidata_names import role_in_entries

__all__ = ["LINKS", "name_words", "relatives", "linked_terms", "say_link", "read_named",
           "read_class_beside_relation", "agent_nouns", "read_agent_noun", "measure_pole", "read_measure_by_name",
           "declared_classes", "restated_nouns"]

def say_link(word: str, term: str, kind: str) -> str:
    """The explanation of a reading by name: ``‘heaviest’ read as dbo:weight by its name (attribute)``."""
    how = {"name": "its name is the word", "synonym": "its name is a WordNet synonym of the word",
           "derived": "its name is a word WordNet derives from the word",
           "attribute": "its name is what the word measures or pertains to (WordNet)"}[kind]
    return f"‘{word}’ read as {term} by its name: {how}; the lexicon does not list it for the word"


def _only_a_name(lemma: str, wordnet) -> bool:
    """A noun WordNet knows only as a name (every sense an instance: "born" is Max Born) names no query term by
    its name. A parse of "Was X born in Y?" with "X born" as one noun read P19's alias "born in" as that noun's
    relation, a relational noun's way round (the born in Y is X: ``P19(Y, X)``), and accepted the reversed
    triple."""
    if wordnet is None or not lemma:
        return False
    synsets = wordnet.synsets(lemma.replace("+", "_"), "n")
    return bool(synsets) and all(s.instance_hypernyms() for s in synsets)


def _class_beside_property(ax, term: str) -> bool:
    """Is ``term`` a class that ``ax`` reads only beside a property, as the typing of a relational reading?
    The lexicon's "X's autobiography" as ``dbo:literaryGenre`` ∧ ``rdf:type(x, dbo:Autobiography)`` reads
    the relation, not the noun as the class alone: a query that types its thing by the class the noun names
    (``?a a dbo:Autobiography ; dbo:author X``) is read by name as well (the class is not taken), and the
    possessive then by what else reads it."""
    return _looks_like_class(term) and any(_looks_like_property(t) and t not in _typing_properties()
                                           for t in ax.kg_terms)


def _named_terms(w: WordContext, res, taken: set) -> dict[str, list[str]]:
    """The query terms :func:`read_named` may link to the word by name, with their labels: its classes and
    properties, not the typing ones, nor one a reading before took (``taken``). For a verb, a term's own names
    only: its local name and the KG's labels, not the lemmas of the lexicon's entries for it (the lexicon's
    readings of the verb, each in its own frame: its transitive "speak" as dbo:officialLanguage does not make
    "spoken in" an official language by name); a noun the lexicon lists for a term names its values ("name of
    the university" for dbo:almaMater), which a noun may be read as, and so does a class the KG declares. A noun
    that says only that there is a thing ("entity": :func:`~verifier.bridge.options.most_general_noun`) names no
    property: "the entity of X" is no ``ex:entity``."""
    erg = w.erg
    general = erg.pos == "n" and most_general_noun(erg.lemma, res._wordnet())
    terms = {t: (_own_labels(t, labs, res) if erg.pos == "v" else labs) for t, labs in w.query.labels.items()
             if t not in taken and t not in _typing_properties()
             and (_looks_like_class(t) or (_looks_like_property(t) and not general))}
    if erg.pos == "n":
        terms.update((t, labs) for t, labs in declared_classes(w.query, res).items() if t not in taken and t not in terms)
    return terms


def read_named(w: WordContext, res) -> list[Option]:
    """The options that read the word as a query term linked to it by name (:func:`linked_terms`), below
    the lexicon's own readings that the query's terms fit (``W_BY_NAME``), level with those it does not
    use (which then cannot prove it, and must not crowd it out of the bound on tried axiom sets).

    Where the lexicon has entries for the word, a linked query *property* is read through those entries'
    frames with the linked property in place of theirs (the frame says how the word's arguments map, the
    name says which property): "the heaviest player" with the lexicon's ``heavy`` → ``dbo:mass`` and the
    query's ``dbo:weight`` gives the superlative over ``dbo:weight``. Otherwise, and for a linked *class*
    (a noun only, linked by its name or a synonym), the word's default frame is used, as for a query
    term labelled by the word (a relational noun's NounPPFrame, a verb's TransitiveFrame, a noun's class)."""
    erg, word, lexical = w.erg, w.word, w.lex
    if erg.pos == "n" and _only_a_name(erg.lemma, res._wordnet()):
        return []
    # only what no reader before offered: a term the word's entries or an earlier guess already read keeps
    # that reading (and its account); a class the query types by is not taken by a reading of the noun as
    # that class itself, an individual (x = dbo:Cosmonaut): the noun's things are the class's members
    classes = w.query.classes
    taken = {t for o in tuple(lexical) + tuple(w.found) for a in o.axioms for t in a.kg_terms
             if not (a.template == "entity" and t in classes) and not _class_beside_property(a, t)}
    # ... and a term the word's own entries name in a frame the sentence does not fit (entries.stated_references)
    taken |= stated_references(res, erg, word)
    terms = _named_terms(w, res, taken)
    wordnet = res._wordnet()
    # a verb's terms whose names WordNet's glosses give an intransitive frame of their own (verb_names)
    glossed_frames = {t: found for t in terms if (found := glossed_clones(t, erg.lemma, wordnet))[0]} if erg.pos == "v" else {}
    if not terms or (w.example.args and _is_event(w.example.args[0]) and not lexical and not agentless(w.occurrences)
                     and not (erg.pos == "v" and any(role_in_clones(t, erg.lemma, l) for t, l in terms.items()))
                     and not glossed_frames):
        return []
    links = linked_terms(erg.lemma, erg.pos, terms, wordnet)
    if word and word.lower() != erg.lemma.lower():
        for t, kind in linked_terms(word, erg.pos, terms, wordnet).items():
            links.setdefault(t, kind)
    restating = _restating_terms(w, terms, links, wordnet)
    glossed = _glossed_terms(w, res, [t for t in terms if t not in links]) if erg.pos == "v" else {}
    links.update((t, "synonym") for t in glossed)
    entries = [o.entry for o in lexical if o.entry is not None and o.entry.kind in ("property", "scalar")
               and o.entry.reference and not _looks_like_class(o.entry.reference)]
    rank = _kg_name_rank(lexical, w.query.qterms, W_BY_NAME)
    arity = len(w.example.args)
    out: list[Option] = []
    for term, kind in links.items():
        if kind == "derived" and erg.pos == "v":
            # a noun derived from a verb names its agent or its object ("producer", "product"): which end
            # of the relation it names is the derived-noun reading's to decide, not a name match's
            continue
        if term in restating:
            # "Which states border X?" with borderingStates: the name's values are the restated argument's
            clones = [LexicalEntry(f"name:{term}:restated", erg.lemma, "verb", "TransitiveFrame", as_predicate(term),
                                   args=restating[term][0], curated=False)]
        elif _looks_like_class(term):
            # a class says nothing of a relational noun's expressed argument ("the players of X" are not
            # all players): only a noun whose other argument the sentence leaves unexpressed reads as one
            if erg.pos != "n" or kind not in ("name", "synonym") or not (arity == 1 or (
                    arity == 2 and all(_is_unexpressed(o.args[1]) for o in w.occurrences))):
                continue
            clones = [LexicalEntry(f"name:{term}", erg.lemma, "noun", "NounPredicateFrame", term, curated=False)]
        elif erg.pos == "v" and arity == 2 and _passive_name(term):
            # "foundedBy", "influencedBy": the name is the verb's passive, "X foundedBy Y" is "Y founded X"
            clones = [LexicalEntry(f"name:{term}", erg.lemma, "verb", "TransitiveFrame", as_predicate(term),
                                   args=_TRANSITIVE_AGENT, curated=False)]
        elif erg.pos == "v" and not entries and agentless(w.occurrences):
            # "When was X founded?" with dbp:founded: the adjunct is the value (frames.adjunct_entries)
            clones = adjunct_entries(term, erg.lemma, w.occurrences, w.ctx, True if is_date_property(
                term, res.lexicon, res._table(load_vague_table)) else False if _holds_places(res, term, ()) else None)
        elif erg.pos == "n" and arity in (1, 2) and (marker := name_marker(term, erg.lemma)):
            # "music by X" with dbo:musicBy: the default NounPPFrame with the name's preposition for its "of", as the
            # lexicon writes such entries; "N of" has the noun as subject, as a label (said_with_of): nativeOf(x, Y)
            frame = _NOUN_PP_NORMAL if marker == "of" else _NOUN_PP_INVERSE
            clones = [LexicalEntry(f"name:{term}:{marker}", erg.lemma, "noun", "NounPPFrame", as_predicate(term),
                                   args=(frame[0], replace(frame[1], marker=marker)), curated=False)]
        elif erg.pos == "v" and arity == 3 and (roles := role_in_clones(term, erg.lemma, terms[term])):
            # "X stars in F" with dbo:starring: WordNet glosses the verb as having a role in something
            clones = roles
        elif entries:
            # the entry's frame carries over only to a property with values of the same kind: "born" as
            # dbo:birthDate (a date) says nothing of dbo:birthPlace ("When was X born?")
            dated = is_date_property(term, res.lexicon, res._table(load_vague_table))
            fitting = [e for e in entries if _dated(e, res) == dated]
            clones = list(dict.fromkeys(replace(e, id=f"name:{term}:{e.id}", reference=term, value=None,
                                                domain=None, range=None, curated=False) for e in fitting))
        elif erg.pos == "n" and arity in (1, 2) and (doers := _doer_entries(res, erg.lemma, term)):
            # "the player of X" with the lexicon's "play for X" as the term: the doer's frame (below)
            clones = doers
        elif erg.pos == "n" and (arity == 2 or (arity == 1 and not set(name_words(term)) & _NOT_THE_THING)):
            # a one-place noun ("population" in "the population of Berlin": ``_population_n_1(x) ∧
            # _of_p(x, y)``) is read as relational only through such a link (kept below: it covers one)
            frame = _NOUN_PP_NORMAL if said_with_of(res, erg.lemma, term, terms[term], wordnet) else _NOUN_PP_INVERSE
            clones = [LexicalEntry(f"name:{term}", erg.lemma, "noun", "NounPPFrame", as_predicate(term),
                                   args=frame, curated=False)]
        elif erg.pos == "v" and arity == 2:
            clones = [LexicalEntry(f"name:{term}", erg.lemma, "verb", "TransitiveFrame", as_predicate(term),
                                   args=_TRANSITIVE_NORMAL, curated=False)]
        else:
            continue
        found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, word, entries=clones)
        if erg.pos == "n" and arity == 1 and not entries and not _looks_like_class(term):
            found = [o for o in found if o.covers]
        said = say_link(word or erg.lemma, term, kind) + (f" (the rest of its name restates what the question calls "
                                                          f"its values: “{restating[term][1]}”)" if term in restating else "")
        if term in glossed:
            said = f"‘{word or erg.lemma}’ read as {term} by its name: {glossed[term]}; the lexicon does not list it for the word"
        if clones and all(c.id.startswith("doer:") for c in clones):
            verb = clones[0].id.split(":")[-1]
            said = (f"‘{word or erg.lemma}’ read as {term} by its name: “{erg.lemma}” is the one who {verb}s, and "
                    f"the lexicon reads “{verb}” as {term}; the lexicon does not list it for the word")
        out += _ranked(found, rank, said)
    if not entries:
        for term, (clones, how) in glossed_frames.items():
            if term not in links:
                found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, word, entries=clones)
                out += _ranked(found, rank, f"‘{word or erg.lemma}’ read as {term} by its name: {how}; the lexicon "
                               "does not list it for the word")
    return out


def restated_nouns(w: WordContext) -> dict[str, int]:
    """The lemmas of the nouns the question says of a two-place verb's subject (0) or object (1), each with
    its place ("Which states border Ohio?": {"state": 0}); a noun said of both is left out, as is the verb's
    own lemma. A query property whose name holds one of them beside a word linked to the verb
    (``borderingStates``) restates the kind of its values there, as ``birthDate`` says its value is a date
    (:func:`~verifier.bridge.namelinks.linked_terms`), and names them as the values: the bordering states
    of Ohio are its values, the states that border it (:func:`_restating_terms`). {} for any other word.

    >>> from verifier.logic import Atom, Var, conj
    >>> from verifier.question.reading import Reading
    >>> from verifier.bridge.context import QueryContext, ReadingContext
    >>> x, y = Var("x3"), Var("x9")
    >>> verb, noun = Atom("_border_v_1", (x, y)), Atom("_state_n_of", (x, Var("i4")))
    >>> f = conj([verb, noun])
    >>> w = WordContext(("_border_v_1", 2), parse_erg_predicate("_border_v_1"), (verb,), Reading(f, (x,), "wh"),
    ...                 ReadingContext(f), "border", QueryContext((), {}, (), frozenset(), dict))
    >>> restated_nouns(w)
    {'state': 0}
    """
    if w.erg.pos != "v" or len(w.example.args) != 2:
        return {}
    places: dict[str, set[int]] = {}
    for o in w.occurrences:
        for i, arg in enumerate(o.args[:2]):
            if not isinstance(arg, Var) or _is_event(arg) or _is_unexpressed(arg):
                continue
            for n in w.ctx.nouns:
                erg = parse_erg_predicate(n.pred)
                if n.args[0] == arg and erg is not None and erg.lemma.lower() != w.erg.lemma.lower():
                    places.setdefault(erg.lemma.lower().replace("+", " "), set()).add(i)
    return {lemma: at.pop() for lemma, at in places.items() if len(at) == 1}


def _restating_terms(w: WordContext, terms: dict, links: dict[str, str], wordnet) -> dict[str, tuple[tuple, str]]:
    """The terms not yet linked to the verb that a name restating one of its arguments' nouns links
    (:func:`restated_nouns`), each with its frame and the noun; each is added to ``links`` with its kind."""
    restated = restated_nouns(w)
    if not restated:
        return {}
    out = {}
    for t, kind in linked_terms(w.erg.lemma, w.erg.pos, terms, wordnet, frozenset(restated)).items():
        noun = restated_word(t, terms[t], restated, wordnet)
        if t not in links and noun is not None:
            out[t] = (_TRANSITIVE_AGENT if restated[noun] == 0 else _TRANSITIVE_NORMAL, noun)
            links[t] = kind
    return out


def restated_word(term: str, labels: Iterable[str], restated: dict[str, int], wordnet) -> str | None:
    """The one noun of ``restated`` (:func:`restated_nouns`) that a word of the term's name (its local name,
    a closed-up one split, or a label) is, up to inflection; None where none or several are."""
    names = [split_closed(name_words(term), wordnet)] + [tuple(str(l).lower().split()) for l in labels]
    said = {noun for noun in restated for words in names for word in words
            if _forms(word, wordnet) & _forms(noun, wordnet)}
    return said.pop() if len(said) == 1 else None


def _glossed_terms(w: WordContext, res, terms: Iterable[str]) -> dict[str, str]:
    """The verb's query terms that WordNet's idioms or glosses tie to it (:mod:`verifier.bridge.verb_names`),
    each with how, for the reading's account: read then as any term linked to the verb by its name."""
    lemma, wordnet, out = w.erg.lemma, res._wordnet(), {}
    for t in terms:
        if said_by_idiom(t, lemma, wordnet):
            out[t] = f"an idiom WordNet gives for “{lemma}” (“… to …”) ends in the word its name says"
        elif named_for_the_act(t, lemma, object_words(w), wordnet):
            out[t] = f"WordNet glosses what its name says by “{lemma}”, and the object is called so"
        elif named_in_the_gloss(t, lemma, object_words(w), res.hypernym_words, wordnet):
            out[t] = f"WordNet's gloss of “{lemma}” names what its name says, and the object is one"
        elif (scale := measured_alike(t, w.query.labels.get(t, ()), lemma, wordnet)) is not None:
            out[t] = (f"“{lemma}” says a thing's {scale}, and what its name says is a measure of {scale} "
                      "(grammars/measure_nouns.tsv)")
    return out


def measured_alike(term: str, labels: Iterable[str], verb: str, wordnet) -> str | None:
    """The scale of ``grammars/measure_nouns.tsv`` on which both the verb's own noun and a noun the term's
    name is (by name only) measure, or None: a verb that is a measure noun's own word says its subject's
    value on that scale ("How much did X cost?": X's cost), which a property named by another measure of
    that scale holds ("budget", beside "cost" and "price"): "cost" read as ``dbo:budget`` with no lexicon
    entry for it. The table, not a guess, says that the two measure alike.

    >>> from verifier.bridge.resources import wordnet
    >>> measured_alike("dbo:budget", ["budget"], "cost", wordnet())
    'cost'
    >>> measured_alike("dbo:budget", ["budget"], "weigh", wordnet()) is None
    True
    """
    labels = tuple(str(l) for l in labels)
    for scale in sorted(measure_scales(f"_{verb}_n_1")):
        if any(kind == "name" for noun in scale_nouns(scale)
               for kind in linked_terms(noun, "n", {term: labels}, wordnet).values()):
            return scale
    return None


def declared_classes(query, res) -> dict[str, list[str]]:
    """The classes the KG's ontology declares as the domain or range of a query property (the KG profiles'
    ``declared_domains``, ``declared_ranges``) that the query does not type anything by, with their labels
    (the KG's, else the local name): what a noun may still be read as by its name, the query saying it
    through the property. "Which films did X direct?" asked as ``?f dbo:director X`` (declared domain
    ``dbo:Film``) reads "films" as ``dbo:Film`` by its name with no lexicon entry for "film"; the
    ontology's domain axiom (:func:`verifier.bridge.ontology._typing_axioms`, added for a class a chosen
    reading uses) then types the query's answers. The class is the property's own, so a noun that names
    another ("Which books did X direct?") finds no class here, and a noun the class is only a synonym or
    the name of links to it (never a hypernym, :data:`LINKS`).

    >>> from verifier.bridge.context import QueryContext
    >>> from verifier.logic import Atom, Const, Var
    >>> class R:
    ...     def property_domains(self): return {"dbo:director": "dbo:Film"}
    ...     def property_ranges(self): return {"dbo:director": "dbo:Person"}
    ...     def _query_labels(self, iris, lexical=True): return {i: [i.split(":")[1].lower()] for i in iris}
    >>> q = QueryContext((), {}, (Atom("dbo:director", (Var("f"), Const("dbr:Kubrick"))),), frozenset(), dict)
    >>> declared_classes(q, R())
    {'dbo:Film': ['film'], 'dbo:Person': ['person']}
    """
    props = [a.pred for a in query.atoms if _looks_like_property(a.pred) and a.pred not in _typing_properties()]
    typed = query.classes
    found = [c for which in (res.property_domains(), res.property_ranges()) for p in props
             if (c := which.get(p)) and c not in typed]
    found = list(dict.fromkeys(found))
    return {c: list(labs) for c, labs in res._query_labels(found, lexical=False).items()} if found else {}


def said_with_of(res, lemma: str, term: str, labels: Iterable[str], wordnet) -> bool:
    """Does the term name the noun's own referent by "N of", N linked to the noun by name? Either a label
    says "N of" ("part of"), or the lexicon's "N of" entries for the term whose lemma is linked to the noun
    all read the noun's referent as the term's subject ("X is a part of Y" as ``P361(X, Y)``). Then "X is a
    portion of Y" (WordNet's synonym of "part") is ``term(X, Y)`` too, not the value of "the population
    of Y" (``term(Y, X)``), which stays the reading of every other noun.

        >>> from verifier.bridge.lexicon import Lexicon
        >>> from verifier.bridge.wordnet import wordnet_available, load_wordnet
        >>> class R: lexicon = Lexicon([])
        >>> wn = load_wordnet() if wordnet_available() else None
        >>> [said_with_of(R, "part", "ex:p", [label], wn) for label in ("part of", "has part")] if wn else [True, False]
        [True, False]
    """
    if any(str(l).lower().endswith(" of") and linked_terms(lemma, "n", {term: [str(l)[:-3].strip()]}, wordnet)
           for l in labels):
        return True
    said = {e.direction for e in res.lexicon.by_reference(term) if e.pos == "noun" and "of" in e.markers
            and linked_terms(lemma, "n", {term: [e.lemma]}, wordnet)}
    return said == {"normal"}


def name_marker(term: str, noun: str) -> str:
    """The preposition that ends the term's local name after the noun itself ("" when it does not): the name
    spells the relational noun with the preposition that marks its other argument, ``dbo:musicBy`` "music
    by", so "the musicals with music by X" reads ``dbo:musicBy(·, X)`` without a lexicon entry for "music
    by", read through the default NounPPFrame with that preposition for its "of" (as the lexicon writes
    its own "music by"). Only the noun's own word before it (not a synonym: the name says which noun and
    which preposition), and only a preposition (``dbo:musicComposer`` is no such name).

    >>> name_marker("dbo:musicBy", "music"), name_marker("dbo:partOf", "part"), name_marker("dbo:musicComposer", "music")
    ('by', 'of', '')
    >>> name_marker("dbo:musicBy", "song")
    ''
    """
    from ..autolex import _PREPOSITIONS

    words = name_words(term)
    return words[-1] if len(words) >= 2 and words[-1] in _PREPOSITIONS and " ".join(words[:-1]) == noun.lower() else ""


def role_in_clones(term: str, lemma: str, labels: Iterable[str]) -> list[LexicalEntry]:
    """The verb ``lemma`` with "in" read as ``term`` backwards, where the term's own name (its local name or
    a KG label) is the verb's one-word gerund and WordNet glosses a sense of the verb as being a role in
    something (:func:`verifier.bridge.wikidata_names.role_in_entries`, star.v.02 "be the star in a
    performance"): the one with the role is the verb's subject, the work its "in", and the property, named
    by the gerund ("F starring X"), holds from the work to the one with the role. "Is X starring in F?" with
    ``ex:starring(F, X)`` and no lexicon entry for "star in". The direction is WordNet's gloss, not a guess:
    a gerund whose verb has no such gloss ("running" of "run") gives nothing.

    >>> from verifier.bridge.wordnet import wordnet_available
    >>> [[(a.maps_to, a.marker) for a in e.args] for e in role_in_clones("ex:starring", "star", ["starring"])
    ...  ] if wordnet_available() else [[("object", ""), ("subject", "in")]]
    [[('object', ''), ('subject', 'in')]]
    >>> role_in_clones("ex:starring", "play", ["starring"])
    []
    """
    names = list(dict.fromkeys([" ".join(name_words(term)), *(str(l) for l in labels)]))
    return list(dict.fromkeys(replace(e, id=f"name:{term}:role-in", reference=as_predicate(term), source="")
                              for e in role_in_entries({term: names}, 1.0) if e.lemma == lemma))


def _doer_entries(res, noun: str, term: str) -> list[LexicalEntry]:
    """Relational-noun entries that read an agent noun ("player", by its form built on "play") as the doer
    of a lexicon verb entry for ``term`` ("play for" → ``dbo:team``, the player its subject): "the N of Y"
    is the one who Vs Y, ``∀x y. N(x, y) ↔ P(x, y)``, the verb's subject the noun's referent, whichever end
    of the property the verb's frame puts it at. The default frame ("the N of Y" as P(Y, ·), a noun naming
    the property's value) reads an agent noun backwards: the player of a team is not the team's team."""
    if res.lexicon is None:
        return []
    out = []
    for e in res.lexicon.by_reference(term):
        subject = [a.maps_to for a in e.args if a.role == "subject"]
        other = [a.maps_to for a in e.args if a.role != "subject"]
        if e.pos != "verb" or e.value or not _agent_noun(noun, e.lemma) or len(subject) != 1 or len(other) != 1 \
                or {subject[0], other[0]} != {"subject", "object"}:
            continue
        out.append(LexicalEntry(f"doer:{term}:{e.lemma}", noun, "noun", "NounPPFrame", as_predicate(term), curated=False,
                                args=(SynArg("copulativeArg", subject[0]), SynArg("prepositionalAdjunct", other[0], "of"))))
    return list(dict.fromkeys(out))


def _own_labels(term: str, labels: Iterable[str], res) -> list[str]:
    """``labels`` without the lemmas of the lexicon entries that refer to ``term`` (unless the lemma is the
    term's own name, words apart): what the term's name says, not what the lexicon reads as it.

    ``dbo:officialLanguage`` with the labels ("official language", "speak") keeps "official language"."""
    own = {"".join(name_words(term))}
    lemmas = {e.lemma.lower() for e in res.lexicon.by_reference(term)} if res.lexicon is not None else set()
    return [l for l in labels if str(l).lower() not in lemmas
            or re.sub(r"[\s_\-]+", "", str(l).lower()) in own]


def _ranked(found: list[Option], rank: float, said: str) -> list[Option]:
    """The options of a reading by name at the weight ``rank`` (below the lexicon's own readings), each
    axiom saying how the name was linked (``said``)."""
    out = []
    for o in found:
        factor = rank / o.weight if o.weight else rank
        axs = tuple(replace(a, source=said, weight=a.weight * factor) for a in o.axioms)
        out.append(Option(o.key, axs, o.weight * factor, o.covers, o.entry, o.alternatives))
    return out


def _free_properties(w: WordContext) -> dict[str, list[str]]:
    """The query's properties (with their labels) that no reading of the word before this one takes and
    that are no typing or labelling property: what a reading by name may still read the word as."""
    taken = {t for o in tuple(w.lex) + tuple(w.found) for a in o.axioms for t in a.kg_terms}
    return {t: labs for t, labs in w.query.labels.items()
            if t not in taken and _looks_like_property(t) and t not in _typing_properties()}


#: a WordNet gloss that defines a person noun as the one who does something ("a person who follows next in order")
_DOER_GLOSS = re.compile(r"\b(?:person|someone|somebody|one)\s+who\s+([a-z]+)")

#: how many of a verb's senses (WordNet's order) are searched for its agent noun: the sense a film's
#: director is named from is not among the first few of "direct"
_AGENT_SENSES = 12


def agent_nouns(res, lemma: str) -> tuple[str, ...]:
    """The nouns that name the doer of the verb: nouns WordNet derives from it that are its agent by their
    form ("direct" → "director", "write" → "writer"; not "creature" from "create", not "trainee" from
    "train"), or person nouns its gloss defines as one who does the verb or a synonym of it in one of its
    senses ("successor": "a person who follows next in order", and "follow" is a sense of "succeed"; not
    "trainee": "someone who is being trained"); () without WordNet."""
    ranker = res._senses()
    if ranker is None:
        return ()
    try:
        related = ranker.derived_nouns(lemma, "v", top=_AGENT_SENSES)
        verbs = {lemma} | {n for s in ranker.wordnet.synsets(lemma, "v")[:_AGENT_SENSES] for n in s.lemma_names()}
        glossed = {r.word for r in related if r.relation == "agent" and (m := _DOER_GLOSS.search(
            ranker.wordnet.synset(r.synset).definition().lower())) and ranker.wordnet.morphy(m.group(1), "v") in verbs}
    except Exception:  # a lemma WordNet does not know
        return ()
    return tuple(dict.fromkeys(r.word for r in related if _agent_noun(r.word, lemma) or r.word in glossed))


@kept
def _doer_synonyms(wordnet, verb: str, noun: str) -> tuple[str, ...]:
    """The synonyms of the agent noun in the senses WordNet derives it from the verb: "designer" comes
    from "design" in the sense of *architect, designer* (and of *couturier, fashion designer*), though its
    first sense is an interior designer's; the derivation, not the noun's sense order, says which doer the
    verb names. () without WordNet. A pure function of WordNet's read-only index, kept per arguments: every
    query of a question asks it again for the same verb.

    >>> from verifier.bridge.resources import wordnet
    >>> "architect" in _doer_synonyms(wordnet(), "design", "designer")
    True
    """
    if wordnet is None:
        return ()
    own, doer = verb.lower().replace(" ", "_"), noun.lower().replace(" ", "_")
    out: dict[str, None] = {}
    try:
        for synset in list(wordnet.synsets(own, "v"))[:_AGENT_SENSES]:
            for lemma in synset.lemmas():
                if lemma.name().lower() != own:
                    continue
                for d in lemma.derivationally_related_forms():
                    if d.name().lower() == doer and d.synset().pos() == "n":
                        out.update((n, None) for n in _lemma_names(d.synset()) if n != noun.lower())
    except Exception:  # a damaged install or an odd form: none
        return ()
    return tuple(out)


def read_agent_noun(w: WordContext, res) -> list[Option]:
    """A transitive verb read through a query property named by the verb's agent noun, the other way
    round: "Which films did Kubrick direct?" with ``?film dbo:director dbr:Stanley_Kubrick``, "Who
    wrote Hamlet?" with ``dbr:Hamlet dbo:author ?a`` ("author" is a WordNet synonym of "writer", the
    agent noun of "write"). The doer of the verb is the property's value, the thing done its subject:
    ``∀x y. V(x, y) ↔ P(y, x)``, whatever the lexicon lists for the verb (a term it already reads the
    word as keeps that reading). Below the lexicon's own readings (``W_BY_NAME``); a query that states
    the property from the doer's end ("dbr:Stanley_Kubrick dbo:director ?film") is still reversed."""
    erg = w.erg
    if erg.pos != "v":
        return []
    terms = _free_properties(w)
    if not terms:
        return []
    wordnet = res._wordnet()
    linked: dict[str, tuple[str, str]] = {}
    for noun in agent_nouns(res, erg.lemma):
        for term, kind in linked_terms(noun, "n", terms, wordnet).items():
            if kind in ("name", "synonym"):
                linked.setdefault(term, (noun, kind))
        for synonym in _doer_synonyms(wordnet, erg.lemma, noun):
            for term, kind in linked_terms(synonym, "n", terms, None).items():
                linked.setdefault(term, (noun, "synonym"))
    rank = _kg_name_rank(w.lex, w.query.qterms, W_BY_NAME)
    out: list[Option] = []
    for term, (noun, kind) in linked.items():
        entry = LexicalEntry(f"agent:{term}", erg.lemma, "verb", "TransitiveFrame", as_predicate(term),
                             args=_TRANSITIVE_AGENT, curated=False)
        found, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, w.word, entries=[entry])
        how = "its name is" if kind == "name" else "its name is a WordNet synonym of"
        said = (f"‘{w.word or erg.lemma}’ read as {term} by its name: {how} “{noun}”, the one who "
                f"{erg.lemma}s (WordNet), so the doer is its value; the lexicon does not list it for the word")
        out += _ranked(found, rank, said)
    return out


def read_measure_by_name(w: WordContext, res) -> list[Option]:
    """A scalar adjective with no lexicon entry ("the highest mountain", "How deep is X?", "longer
    than") read through the query property named by what it measures, the way the lexicon's OILS
    scalars are read: "highest" with ``dbo:elevation`` (WordNet: "high" measures height, and
    "elevation" is a sense of "height"), ranked by :func:`measure_pole`'s direction. Only where WordNet
    says the direction; below the lexicon's readings (``W_BY_NAME``)."""
    erg = w.erg
    if erg.pos != "a" or any(o.entry is not None and o.entry.kind == "scalar" for o in w.lex):
        return []
    wordnet = res._wordnet()
    found = measure_pole(wordnet, erg.lemma)
    if found is None:
        return []
    pole, nouns = found
    end = "high" if pole == "high" else "low"
    terms = _free_properties(w)
    linked: dict[str, str] = {}
    for noun in nouns:
        for term, kind in linked_terms(noun, "n", terms, wordnet).items():
            if kind == "name":
                linked.setdefault(term, f"WordNet's “{erg.lemma}” measures “{noun}”, at its {end} end")
    for noun, scale in _scale_measures(erg.pred, pole):
        for term, kind in linked_terms(noun, "n", terms, wordnet).items():
            if kind == "name":
                linked.setdefault(term, f"“{erg.lemma}” is the {end} end of the {scale} scale (grammars/scales.tsv), "
                                        f"and “{noun}” measures {scale} (grammars/measure_nouns.tsv)")
    rank = _kg_name_rank(w.lex, w.query.qterms, W_BY_NAME)
    out: list[Option] = []
    for term, how in linked.items():
        entry = LexicalEntry(f"measure:{term}", erg.lemma, "adjective", "AdjectiveSuperlativeFrame", term,
                             args=(SynArg("copulativeSubject", "isA"),), degree=pole, curated=False)
        found_opts, _ = _lexicon_options(res, w.key, erg, list(w.occurrences), w.ctx, w.word, entries=[entry])
        said = f"‘{w.word or erg.lemma}’ read as {term} by its name: {how}; the lexicon does not list it"
        out += _ranked(found_opts, rank, said)
    return out


def _scale_measures(pred: str, pole: str) -> tuple[tuple[str, str], ...]:
    """The measure nouns (``grammars/measure_nouns.tsv``) of the scale the grammar gives the adjective
    (``grammars/scales.tsv``), each with that scale, where the grammar puts the adjective at the end of the
    scale WordNet does (:func:`measure_pole`); () for an adjective the grammar lacks. WordNet's attribute of
    "large" is "size" alone, while an area, a surface and a population are what size is measured as: "the
    largest country" with ``dbo:areaTotal``, "the lightest moon" with ``dbo:mass`` (WordNet's "light"
    measures "weight", and a mass is the measure of weight the grammar lists beside it).

    >>> _scale_measures("_large_a_1", "high")[:2]
    (('area', 'size'), ('size', 'size'))
    >>> _scale_measures("_large_a_1", "low")
    ()
    """
    found = adjective_scale(pred)
    if found is None or found[1] != pole:
        return ()
    return tuple((noun, found[0]) for noun in scale_nouns(found[0]))


def _dated(entry: LexicalEntry, res) -> bool:
    """Does the lexicon entry's property hold dates or years (by its range, or as the vague table and its
    name say)?"""
    return entry.range in _DATE_RANGES or is_date_property(entry.reference, res.lexicon, res._table(load_vague_table))


def read_class_beside_relation(w: WordContext, res) -> list[Option]:
    """A relational noun read through a property, with the class the query types its things by where
    that class is named by the noun itself: "Apollo 14 astronauts" as ``dbo:mission`` *and*
    ``dbo:Astronaut``. The noun says both: its things are what it names (the class reading) and they
    stand in the relation to the other thing (the relational reading), so a query that states the class
    beside the property adds nothing the question does not say. Offered beside the plain relational
    reading (which a query without the class still fits), below it (``W_BY_NAME``), and only for a class
    the noun's own name or a synonym of its first sense names (:func:`linked_terms`): never a class
    above it ("astronauts" is not ``dbo:Person``)."""
    erg = w.erg
    if erg.pos != "n":
        return []
    classes = {c: [] for c in w.query.classes if _looks_like_class(c)}
    if not classes:
        return []
    wordnet = res._wordnet()
    named = {c for c, kind in linked_terms(erg.lemma, "n", classes, wordnet).items() if kind in ("name", "synonym")}
    if not named:
        return []
    out: list[Option] = []
    for o in tuple(w.lex) + tuple(w.found):
        if len(o.axioms) != 1 or o.axioms[0].template != "relational_noun":
            continue
        ax = o.axioms[0]
        f = ax.formula
        if not isinstance(f, Forall) or not isinstance(f.body, Iff):
            continue
        noun = next((a for a in atoms(f.body.left) if a.pred == erg.pred and a.args), None)
        if noun is None or not isinstance(noun.args[0], Var):
            continue
        for cls in sorted(named - set(ax.kg_terms)):
            typed = _with_type(f, noun.args[0], cls)
            said = f"{ax.source}; the noun names the query's class {cls} too (by its name)"
            new = replace(ax, name=f"{ax.name}+{cls}", formula=typed, source=said, kg_terms=ax.kg_terms + (cls,),
                          weight=ax.weight * W_BY_NAME)
            out.append(Option(o.key, (new,), o.weight * W_BY_NAME, o.covers, o.entry, o.alternatives))
    return out
