"""Category readings: a noun phrase read as the KG category the query puts its thing in, where the
category's name is the phrase (``dct:subject dbc:Danish_films`` for "Danish films"), from a word of the
phrase (:func:`read_category`) or from a capitalised word of it that the grammar parsed as a name
(:func:`category_of_name`: "Canadian Grunge record labels").
"""

from __future__ import annotations

from dataclasses import replace

from ...kg.iri import local_name, name_words as iri_name_words
from ...kg.profile import category_predicates, is_category
from ...logic import Atom, Const, Forall, Iff, Implies, Var, conj, substitute
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
        words = list(iri_name_words(local_name(cat)))
        if not words or not says(words[-1], lemma[head], "n", wordnet):
            continue
        mods: list[Atom] = []
        for cword in words[:-1]:
            m = next((a for a in (*adjectives, *(m for m, _ in compounds)) if a not in mods
                      and says(cword, lemma[a], _word_pos(a), wordnet)), None)
            if m is None:
                break
            mods.append(m)
        else:
            if example not in (head, *mods):
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


def _word_lemma(a: Atom) -> str:
    """The lemma of a word of a noun phrase: an ERG predicate's, or a name's own text."""
    if a.pred in NAME_PREDS:
        return a.args[1].name.replace("_", " ")
    return parse_erg_predicate(a.pred).lemma


def _word_pos(a: Atom) -> str:
    return "n" if a.pred in NAME_PREDS else parse_erg_predicate(a.pred).pos
