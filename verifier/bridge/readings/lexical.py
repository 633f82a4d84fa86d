"""Lexical readings: a lexicon entry through the template of its frame, a verb with its object, an
adjective with its noun, a where/when adjunct on a noun, and the multiword verbs of the lexicon.

Each function takes the bridge's resources ``res`` (:class:`~verifier.bridge.resources.Resources`) first;
a word's own entries through their templates are :func:`verifier.bridge.entries._lexicon_options`, which
the other readings that build entries share.
"""

from __future__ import annotations

import itertools
from typing import Sequence

from ...kg.iri import local_name, name_words
from ...logic import Atom, Var
from ...question.reading import Reading
from ..context import ReadingContext as _Context, WordContext
from ..frames import (_POSSESSIVES, _guessed_property_entries, _link_fits, _marker_fits, _noun_end, _object_words, _pad_unexpressed,
                      _prep_fits, _value_kind)
from ..lexicon import LexicalEntry
from ..model import Axiom
from ..expand import _holds_places
from ..vague import is_date_property, load_vague_table
from ..weights import W_GUESSED
from ..options import ErgPredicate, Option, _is_event, _is_unexpressed, _kg_terms, parse_erg_predicate


def _verb_object_options(res, key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str
                         ) -> tuple[list[Option], frozenset]:
    """"When did X end his active career?": a verb entry whose lemma is the verb with its object
    ("end his active career", IntransitivePPFrame, the date its prepositional argument) reads the
    verb, its object's words and the preposition on its event together (``intransitive_pp.tmpl``,
    arity ``verb_object``/``verb_own_object``). The object must be described by exactly the
    lemma's words after the verb (its noun and adjectives), with a possessive of the verb's own
    subject exactly when the lemma has one; the option covers the object's words and the
    preposition. Also the object's atoms, which get no options of their own where this reading is
    found."""
    described = _object_words(occurrences, ctx)
    preps: dict[str, list[Atom]] = {}
    for occ in occurrences:
        for a in ctx.on_event.get(occ.args[0], ()):
            if len(a.args) == 2:
                preps.setdefault(a.pred, []).append(a)
    if described is None or not preps:
        return [], frozenset()
    own, words, atoms_of_o = described
    out: list[Option] = []
    for e in _multiword_verbs(res).get(erg.lemma.lower(), ()):
        rest = e.lemma.lower().split()[1:]
        has_own = bool(rest) and rest[0] in _POSSESSIVES
        if has_own:
            rest = rest[1:]
        if has_own != own or sorted(rest) != sorted(w for w, _ in words):
            continue
        shape = "verb_own_object" if own else "verb_object"
        for t in res._templates_for(e, 3, True, shape):
            for pname, patoms in preps.items():
                if not _prep_fits(pname, patoms, e, ctx):
                    continue
                mods = tuple(p for _, p in words)
                f_name, f = t.instantiate({"$pred": erg.pred, "$P": e.reference, "$mod": mods, "$prep": pname})
                ax = Axiom(f_name, f, t.family,
                           source=f"lexicon entry {e.id}: the verb with its object “{e.lemma}”"
                                  + (f" ({e.source})" if e.source else ""),
                           word=word, kg_terms=_kg_terms(e.reference), weight=e.confidence * t.weight)
                out.append(Option(key, (ax,), ax.weight, frozenset(patoms), e))
    return out, atoms_of_o


def _multiword_verbs(res) -> dict[str, tuple[LexicalEntry, ...]]:
    """The lexicon's IntransitivePPFrame verb entries whose lemma has more than one word, by its
    first word (the verb)."""
    if not hasattr(res, "_multiword_verb_index"):
        index: dict[str, list[LexicalEntry]] = {}
        for e in res.lexicon:
            words = e.lemma.lower().split()
            if e.pos == "verb" and e.frame == "IntransitivePPFrame" and e.kind == "property" and len(words) > 1:
                index.setdefault(words[0], []).append(e)
        res._multiword_verb_index = {k: tuple(v) for k, v in index.items()}
    return res._multiword_verb_index


def _named_kind(res, lemma: str, wants: str, query_atoms: Sequence[Atom]) -> str | None:
    """A query property named by the noun and a word of the kind of value asked for ("death" and
    ``dbo:deathDate`` for "when", "birth" and ``dbo:birthPlace`` for "where"): the name says the noun's value
    is a date (a place) as a lexicon entry's range would. None where no query property is so named."""
    for p in dict.fromkeys(a.pred for a in query_atoms if len(a.args) == 2):
        words = name_words(local_name(p)) if ":" in p else []
        if len(words) < 2 or "".join(words[:-1]) != lemma.lower().replace(" ", ""):
            continue
        dated = is_date_property(p, None, res._table(load_vague_table))
        if (wants == "date" and dated) or (wants == "place" and not dated and _holds_places(res, p, ())):
            return p
    return None


def _copula_adjunct_options(res, key, occurrences: list[Atom], ctx: "_Context",
                            query_atoms: Sequence[Atom] = ()) -> list[Option]:
    """"Where is the residence of X?", "When was the death of Y?": ``loc_nonsp(x, y)`` on a noun
    (no event) whose lexicon entries make it a place (a date) is that noun itself
    (``adjunct.tmpl``); with no such entry, a query property named by the noun and that kind
    (:func:`_named_kind`: ``dbo:deathDate``) says it by its name. Every occurrence must ask "where" of
    a place-valued noun or "when" of a date-valued one; otherwise the adjunct stays unbridged (unknown,
    not a guess)."""
    tmpl = next((t for t in res.templates if t.family == "adjunct" and t.variant == "identity"), None)
    if tmpl is None:
        return []
    nouns_of: dict = {}
    for n in ctx.nouns:
        nouns_of.setdefault(n.args[0], []).append(n)
    used: list[LexicalEntry] = []
    words: list[str] = []
    kinds: list[str] = []
    for occ in occurrences:
        if len(occ.args) != 2 or _is_event(occ.args[0]):
            return []
        x, y = occ.args
        wants = "date" if ("time_n", y) in ctx.unary else "place" if ("place_n", y) in ctx.unary else ""
        if not wants:
            return []
        fits = []
        for n in nouns_of.get(x, []):
            erg = parse_erg_predicate(n.pred)
            if erg is None:
                continue
            fits += [e for e in res.lexicon.lookup(erg.lemma, "n")
                     if e.kind == "property" and e.direction == "inverse" and _value_kind(e.range) == wants]
        if not fits:
            named = _named_kind(res, parse_erg_predicate(nouns_of[x][0].pred).lemma, wants, query_atoms) \
                if nouns_of.get(x) else None
            if named is None:
                return []
            fits = [LexicalEntry(f"its name: {named}", named, "noun", "NounPPFrame", named, curated=False,
                                 confidence=W_GUESSED)]
        used.append(fits[0])
        kinds.append(wants)
        words.append(parse_erg_predicate(nouns_of[x][0].pred).lemma)
    name, f = tmpl.instantiate({"$prep": "loc_nonsp", "$pred": "+".join(dict.fromkeys(words))})
    how = used[0].id if used[0].curated else f"{used[0].reference}, by its name"
    ax = Axiom(name, f, tmpl.family, source=f"the noun's value is a {kinds[0]} ({'lexicon entry ' * used[0].curated}{how}): "
               f"its {'time' if kinds[0] == 'date' else 'place'} is itself", word="when" if kinds[0] == "date" else "where",
               weight=used[0].confidence * tmpl.weight)
    return [Option(key, (ax,), ax.weight)]


def _adjective_noun_options(res, noun: Atom, adjectives: list[Atom], ctx: "_Context", reading: Reading,
                            query_labels: dict | None = None) -> tuple[list[Option], tuple[Atom, ...]]:
    """A noun with adjectives that together form one lexicon entry ("chemical formula",
    "median lethal dose"): options through the ``adjective``-shaped templates, and the adjective
    atoms used (the longest match wins). Where the lexicon has no entry for the phrase, a query property
    whose name the phrase spells (``query_labels``: "official languages" and ``dbo:officialLanguage``) is
    read as its relational noun (:func:`~verifier.bridge.frames._guessed_property_entries`), by its name.
    The phrase's argument comes through a link the template names, the entry's own preposition included
    ("marker"), also for a relational noun whose argument is unexpressed: "the ruling party in X" is
    _ruling_a_1(x) ∧ _party_n_of(x, i) ∧ _in_p_loc(x, X), and the entry "ruling party" marked "in" reads
    ``∀x y. _ruling_a_1(x) ∧ (∃i. _party_n_of(x, i)) ∧ _in_p_loc(x, y) ↔ dbp:leaderParty(y, x)``."""
    nerg = parse_erg_predicate(noun.pred)
    nword = reading.word_of(noun.pred) or nerg.lemma
    words = {a: reading.word_of(a.pred) or parse_erg_predicate(a.pred).lemma for a in adjectives}
    arity = len(noun.args)
    links: dict[str, list[Atom]] = {}
    # a relational noun whose own argument is unexpressed ("the ruling party in X": _party_n_of(x, i)) takes
    # it through a link as a one-place noun does, its unexpressed argument padded back in (as compounds do)
    padded = arity == 2 and _is_unexpressed(noun.args[1])
    if arity == 1 or padded:
        # the noun first ("the official languages of X") or its possessor first ("X has two
        # official languages"); each template's axiom says which end of its link is the noun
        for a in ctx.on_noun.get(noun.args[0], []) + ctx.had_by.get(noun.args[0], []):
            links.setdefault(a.pred, []).append(a)
    for size in range(min(3, len(adjectives)), 0, -1):
        for combo in itertools.permutations(adjectives, size):
            text = " ".join(words[a] for a in combo) + " " + nword
            entries = res.lexicon.lookup(text, "n") or (_guessed_property_entries(text, query_labels)
                                                          if query_labels else [])
            if not entries:
                continue
            out: list[Option] = []
            # keyed by the noun's predicate too (as compounds are, :func:`~verifier.bridge.options.compound_key`):
            # copies with one predicate share a key and one ∀-axiom, but the reading that gives each occurrence
            # its own predicate (``_artist_n_1-occ1``, ``-occ2`` in "the associated musical artist of A and …
            # the associated musical artist of B") needs one option per occurrence, or the second's options
            # replace the first's and leave its atoms unread
            key = ("adjective", text, noun.pred)
            for e in entries:
                tmpls = [(t, False) for t in res._templates_for(e, arity, False, linked=bool(links) and arity == 1,
                                                                 shape="adjective")]
                tmpls += [(t, True) for t in (res._templates_for(e, 1, False, linked=True, shape="adjective")
                                              if padded and links else ()) if t.links]
                for t, pad in tmpls:
                    variants = [({}, frozenset())]
                    if t.links:
                        variants = []
                        for ln, la in links.items():
                            # the entry's own preposition too ("marker": "the ruling party in X")
                            fits = _link_fits(ln, t.links, e.markers)
                            end = _noun_end(t, ln) if fits else None
                            la = [a for a in la if end is None or a.args[end] == noun.args[0]]
                            if fits and la:
                                variants.append(({"$link": ln}, frozenset(la)))
                    for extra, covers in variants:
                        slots = dict(res._slots(e), **{"$pred": noun.pred, "$mod": tuple(a.pred for a in combo)},
                                     **extra)
                        name, f = t.instantiate(slots)
                        if pad:
                            if not covers:
                                continue
                            f = _pad_unexpressed(f, noun.pred, 1, 1)
                        said = (f"‘{text}’ read as {e.reference} by its name: the phrase spells it; the lexicon does not "
                                f"list it" if e.id.startswith("guess:") else f"lexicon entry {e.id}"
                                + (f" ({e.source})" if e.source else ""))
                        ax = Axiom(name, f, "multiword", source=said,
                                   word=text, kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                                   weight=e.confidence * t.weight)
                        out.append(Option(key, (ax,), ax.weight, covers | frozenset(combo) | {noun}, e))
            if out and any(o.covers - frozenset(combo) - {noun} for o in out if o.entry and padded):
                # the unexpressed argument supplied through a link: the plain relational reading, with it as
                # the property's other end, says less (as for compounds)
                out = [o for o in out if o.covers - frozenset(combo) - {noun} or o.entry.frame != "NounPPFrame"]
            if out:
                return out, combo
    return [], ()


def _participle_noun_options(res, noun: Atom, ctx: "_Context",
                             reading: Reading) -> tuple[list[Option], frozenset]:
    """A noun with a passive participle after it that together form one lexicon entry with a
    preposition ("the person born as X", "the figure known as Y": NounPPFrame entries "person born" and
    "figure known" marked "as"), read through the ``participle``-shaped templates; also the atoms used.
    The ERG gives the participle its own event and unexpressed agent, _bear_v_2(e, i, x), and the
    preposition is on that event: the axiom reads noun, verb and preposition together, so that neither
    "person" nor "born" is left to a reading of its own that the lexeme does not mean."""
    if len(noun.args) != 1 or not isinstance(noun.args[0], Var):
        return [], frozenset()
    x = noun.args[0]
    nerg = parse_erg_predicate(noun.pred)
    nwords = list(dict.fromkeys([reading.word_of(noun.pred) or nerg.lemma, nerg.lemma]))
    out: list[Option] = []
    used: set = set()
    for v in ctx.atoms:
        verg = parse_erg_predicate(v.pred)
        if (verg is None or verg.pos != "v" or len(v.args) != 3 or v.args[2] != x or not _is_event(v.args[0])
                or not _is_unexpressed(v.args[1])):
            continue
        vword = reading.word_of(v.pred) or ""
        if not vword or vword.lower() == verg.lemma.lower():
            continue  # not a participle distinct from the base form ("the person born", not "bear")
        entries: list[LexicalEntry] = []
        for nw in nwords:
            entries += [e for e in res.lexicon.lookup(f"{nw} {vword}", "n")
                        if e.frame == "NounPPFrame" and e.kind == "property" and e not in entries]
        for pp in ctx.on_event.get(v.args[0], []):
            if len(pp.args) != 2:
                continue
            for e in entries:
                if not _marker_fits(pp.pred, e.markers):
                    continue
                for t in res._templates_for(e, 1, False, shape="participle"):
                    slots = dict(res._slots(e), **{"$pred": noun.pred, "$mod": v.pred, "$prep": pp.pred})
                    name, f = t.instantiate(slots)
                    ax = Axiom(name, f, "multiword",
                               source=f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else ""),
                               word=f"{nwords[0]} {vword} {parse_erg_predicate(pp.pred).lemma if parse_erg_predicate(pp.pred) else ''}".strip(),
                               kg_terms=_kg_terms(e.reference), weight=e.confidence * t.weight)
                    out.append(Option(("participle", noun.pred, v.pred, pp.pred), (ax,), ax.weight,
                                      frozenset({noun, v, pp}), e))
                    used |= {noun, v, pp}
        if out:
            return out, frozenset(used)
    return [], frozenset()


# ------------------------------------------------------------------ the word reader (readings/__init__.py)

def read_lexicon(w: WordContext, res) -> list[Option]:
    """A word's own lexicon entries through the templates of their frames ("capital" with its
    NounPPFrame entry → ``∀x y. _capital_n_of(x, y) ↔ dbo:capital(y, x)``). The orchestration reads
    them once, before any reader (:func:`verifier.bridge.entries._lexicon_options`), because the other
    readers rank against them; this reader offers them first."""
    return list(w.lex)
