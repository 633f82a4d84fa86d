"""Category readings: a noun phrase read as the KG category the query puts its thing in, where the
category's name is the phrase (``dct:subject dbc:Danish_films`` for "Danish films"), from a word of the
phrase (:func:`read_category`) or from a capitalised word of it that the grammar parsed as a name
(:func:`category_of_name`: "Canadian Grunge record labels"). A name reads with its hyphenated words
whole, and as a phrase put in a place its adjective pertains to (:func:`_name_readings`:
``Non-profit_banks_based_in_Norway`` for "Norwegian nonprofit banks").
"""

from __future__ import annotations

from dataclasses import replace

from ...kg.iri import local_name, name_words as iri_name_words
from ...kg.profile import category_predicates, is_category
from ...logic import Atom, Const, Forall, Iff, Implies, Var, conj, substitute
from ..autolex import inflected_verb_base
from ..context import WordContext, noun_phrase
from ..model import Axiom
from ..options import NAME_PREDS, Option, _kg_name_rank, parse_erg_predicate
from ..namelinks import says
from ..weights import W_CATEGORY

__all__ = ["read_category", "category_of_name"]


def read_category(w: WordContext, res) -> list[Option]:
    """A noun phrase read as the KG category the query puts its thing in, where the category's name is
    the phrase: ``dct:subject dbc:Danish_films`` for "Danish films" (or "Danish movies": a synonym of the
    head), ``dbc:Beverages`` for "Is Cola a beverage?", ``dbc:Eating_disorders`` for "eating disorders".
    Every word of the category's name must say a word of the phrase, its last word the head noun; the
    phrase's other words (a "Canadian" before a category "Grunge record labels") keep their own readings.

    The reading is offered on each word of the matched phrase, so that the head keeps its own readings
    beside it ("Danish films" with both ``a dbo:Film`` and the category): the phrase's things are the
    category's members, ``∀x. film(x) ∧ danish(x) ↔ dct:subject(x, dbc:Danish_films)``."""
    if w.erg.pos not in ("n", "a"):
        return []
    cats = _categories(w.query.atoms)
    phrase = noun_phrase(w.ctx, w.example, w.erg.pos) if cats else None
    if phrase is None:
        return []
    return _category_options(res, cats, phrase, w.example, w.key, w.word,
                             _kg_name_rank(w.lex, w.query.qterms, W_CATEGORY))


def category_of_name(res, ctx, name: Atom, query_atoms, key: tuple) -> list[Option]:
    """:func:`read_category` for a name compounded with a noun phrase's noun and used nowhere else: a
    capitalised word inside the phrase ("Canadian Grunge record labels") is parsed as a name,
    ``compound(x, z) ∧ named(z, "Grunge")``, but says a word of the category's name as a noun would. The
    option is the name's (its key ``key``): the phrase's nouns keep their own readings ("record labels" as
    one class), and the name and its link are read as the category's word."""
    cats = _categories(query_atoms)
    z = name.args[0]
    links = [a for a in ctx.atoms if a.pred == "compound" and len(a.args) == 2 and a.args[1] == z]
    if not cats or len(links) != 1 or any(a not in (name, links[0]) for a in ctx.atoms if z in a.args):
        return []
    nouns = [n for n in ctx.nouns if n.args[:1] == links[0].args[:1]]
    phrase = noun_phrase(ctx, nouns[0], "n") if len(nouns) == 1 else None
    if phrase is None:
        return []
    head, adjectives, compounds = phrase
    found = _category_options(res, cats, (head, adjectives, compounds + [(name, links[0])]), name, key,
                              name.args[1].name.replace("_", " "), W_CATEGORY)
    # the option reads the name and its link; the phrase's nouns keep what reads them
    return [replace(o, covers=frozenset({links[0]})) for o in found]


def _categories(query_atoms) -> list[tuple[str, str]]:
    """The (predicate, category) pairs by which the query puts a thing in a KG category."""
    return [(a.pred, a.args[1].name) for a in query_atoms
            if a.pred in category_predicates() and len(a.args) == 2 and isinstance(a.args[1], Const)
            and is_category(a.args[1].name)]


def _category_options(res, cats, phrase, example: Atom, key: tuple, word: str, rank: float) -> list[Option]:
    """The category options of :func:`read_category` for the noun phrase ``phrase`` (head, adjectives,
    compounded words with their links), offered on ``example``, one of its words."""
    head, adjectives, compounds = phrase
    wordnet = res._wordnet()
    lemma = {a: _word_lemma(a) for a in (head, *adjectives, *(m for m, _ in compounds))}
    out: list[Option] = []
    for pred, cat in dict.fromkeys(cats):
        mods = next((m for words, place in _name_readings(local_name(cat), wordnet)
                     if (m := _matched_words(res, words, place, head, adjectives, compounds, lemma)) is not None),
                    None)
        if mods is None or example not in (head, *mods):
            continue
        links = [link for m, link in compounds if m in mods]
        x, renamed = head.args[0], {head.args[0]: Var("x0")}
        for a in (head, *mods):
            for v in a.args:
                renamed.setdefault(v, Var(f"x{len(renamed)}"))
        body = conj([substitute(a, renamed) for a in (head, *(a for a in mods if a.args[0] == x), *links,
                                                      *(a for a in mods if a.args[0] != x))])
        member = Atom(pred, (renamed[x], Const(cat)))
        inner = [v for k, v in renamed.items() if k != x]
        if inner:
            # the way back names one witness for each compounded noun (as multiword.tmpl does), so
            # that no ∃ stands under a ∀ and the check stays decidable
            witness = {v: Const(f"?{cat}#{v.name}") for v in inner}
            f = conj([Forall((renamed[x], *inner), Implies(body, member)),
                      Forall((renamed[x],), Implies(member, substitute(body, witness)))])
        else:
            f = Forall((renamed[x],), Iff(body, member))
        said = " ".join(lemma[a] for a in (*mods, head))
        ax = Axiom(f"category:{cat}@{example.pred}", f, "category", word=word or said,
                   source=f"‘{said}’ read as {cat} by its name: the category's name is the phrase, and its "
                          f"members are the phrase's things",
                   kg_terms=(pred, cat), weight=rank)
        out.append(Option(key, (ax,), rank, frozenset((*mods, *links)) - {example}))
    return out


def _name_readings(local: str, wordnet) -> list[tuple[list[str], tuple[str, ...]]]:
    """The ways a category's name reads as a noun phrase: its words, and the words of a place it puts its
    phrase in (or ``()``).

    The words are :func:`~verifier.kg.iri.name_words`'s, and again with each hyphenated word kept whole
    ("Non-profit_banks" → ``non profit banks`` and ``non-profit banks``, which says "nonprofit banks"). A
    name "<phrase> [<participle>] in|from <Place>" ("Choirs_based_in_Norway", "Fiddlers_from_Norway")
    also reads as the phrase with the place apart, the participle (a verb form WordNet knows, not a
    noun) dropped: ``(["choirs"], ("norway",))``; :func:`_matched_words` finds the place's adjective."""
    tokens = [t for t in local.split("_") if t]
    split = [w for t in tokens for w in iri_name_words(t)]
    whole = [w for t in tokens for w in ([t.lower()] if _hyphenated(t) else iri_name_words(t))]
    out: list[tuple[list[str], tuple[str, ...]]] = []
    for words in dict.fromkeys((tuple(split), tuple(whole))):
        out.append((list(words), ()))
        for i, w in enumerate(words):
            if w not in ("in", "from") or i == 0 or i == len(words) - 1:
                continue
            end = i - 1 if i > 1 and _participle(words[i - 1], wordnet) else i
            place = words[i + 1:]
            out.append((list(words[:end]), tuple(place[1:] if place[0] == "the" and len(place) > 1 else place)))
    return out


def _hyphenated(token: str) -> bool:
    parts = token.split("-")
    return len(parts) > 1 and all(p.isalpha() for p in parts)


def _participle(word: str, wordnet) -> bool:
    """"based", "located", "established": a verb's form ending in -ed (:func:`~verifier.bridge.autolex.inflected_verb_base`)
    that is no noun's."""
    if wordnet is None or not word.endswith("ed") or inflected_verb_base(word, wordnet) is None:
        return False
    try:
        return wordnet.morphy(word, "n") is None
    except Exception:  # an odd form: not a participle
        return False


def _matched_words(res, words: list[str], place: tuple[str, ...], head: Atom, adjectives, compounds,
                   lemma: dict) -> list[Atom] | None:
    """The phrase's words (besides the head) that a reading of a category's name (:func:`_name_readings`)
    says, or None where it does not say the phrase: its last word says the head, each other word one of
    the phrase's words, and its place (if any) is what one more of them pertains to ("Norwegian" →
    Norway, by WordNet's pertainym: "Norwegian choirs" is ``Choirs_based_in_Norway``)."""
    wordnet = res._wordnet()
    if not words or not says(words[-1], lemma[head], "n", wordnet):
        return None
    mods: list[Atom] = []
    others = (*adjectives, *(m for m, _ in compounds))
    for cword in words[:-1]:
        m = next((a for a in others if a not in mods and says(cword, lemma[a], _word_pos(a), wordnet)), None)
        if m is None:
            return None
        mods.append(m)
    if place:
        name = " ".join(place)
        m = next((a for a in others if a not in mods
                  and any(p.lower().replace("-", " ") == name for p in res.pertainyms(lemma[a]))), None)
        if m is None:
            return None
        mods.append(m)
    return mods


def _word_lemma(a: Atom) -> str:
    """The lemma of a word of a noun phrase: an ERG predicate's, or a name's own text."""
    if a.pred in NAME_PREDS:
        return a.args[1].name.replace("_", " ")
    return parse_erg_predicate(a.pred).lemma


def _word_pos(a: Atom) -> str:
    return "n" if a.pred in NAME_PREDS else parse_erg_predicate(a.pred).pos
