"""A word read as a WordNet relative — a synonym of one of its first senses or a word one of them is a
kind of — whose lexicon entries give a property *the query uses*.

Lexicons built from a KG's property labels list the words the labels and aliases use ("citizen",
"die in", "have"), and questions say the same thing with other words: "Which country is Ada a
*civilian* of?" (a civilian is a kind of citizen in WordNet), "Did Ada *expire* in Lowmere?" (one sense
of "expire" is "die"), "Which sex does Ada *possess*?" ("possess" is "have"). The ``synonyms`` reader
takes the synonyms of the word's first sense only, which keeps it from wandering; this reader goes a
little further — the synonyms of the first three senses, then their hypernyms — and pays for it by
keeping only readings whose KG terms are all the query's own: it never brings a term into the check,
it only tells which of the query's terms a loosely worded question word may stand for. It runs where
no reader before it found anything, below the synonyms.

    >>> sorted(_relatives_kept([("citizen", "hypernym"), ("citizen", "synonym"), ("go", "synonym")]))
    [('citizen', 'synonym'), ('go', 'synonym')]
"""

from __future__ import annotations

from ...logic import Const, atoms
from ..context import WordContext
from ..model import Axiom
from ..options import ErgPredicate, Option
from ..weights import W_RELATED

__all__ = ["read_related"]

#: the word's senses looked at, and the most relatives tried
TOP_SENSES = 3
MAX_RELATIVES = 24


def _relatives_kept(related: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each relative once, as its closest relation (a synonym before a hypernym); never the class of an
    instance (WordNet's instance hypernyms)."""
    best: dict[str, str] = {}
    for word, relation in related:
        if relation == "instance_hypernym":
            # an individual is not its class: "the Philippines" is one country, not every country
            continue
        relation = "hypernym" if relation.endswith("hypernym") else relation
        if relation not in W_RELATED:
            continue
        if word not in best or (best[word] == "hypernym" and relation == "synonym"):
            best[word] = relation
    return list(best.items())


def _terms(ax: Axiom) -> set[str]:
    """The KG terms an axiom uses: those it declares and the constants and predicates of its formula
    that are compact IRIs (not the witnesses a template names, ``?word#wdt:P19``)."""
    out = set(ax.kg_terms)
    for a in atoms(ax.formula):
        if ":" in a.pred:
            out.add(a.pred)
        out.update(t.name for t in a.args if isinstance(t, Const) and t.kind == "iri"
                   and ":" in t.name and not t.name.startswith("?"))
    return out


def read_related(w: WordContext, res) -> list[Option]:
    """Where no reader before found anything: the lexicon readings of the word's WordNet relatives whose
    KG terms are all terms of the query."""
    if w.found or w.erg.pos not in ("n", "v", "a"):
        return []
    ranker = res._senses()
    if ranker is None:
        return []
    try:
        related = ranker.related(w.erg.lemma, w.erg.pos, top=TOP_SENSES)
    except Exception:  # a lemma WordNet does not know: no relatives
        return []
    query_terms = set(w.query.iris) | set(w.query.qterms)
    out: list[Option] = []
    for word, relation in _relatives_kept([(r.word, r.relation) for r in related])[:MAX_RELATIVES]:
        alias = ErgPredicate(w.erg.pred, word, w.erg.pos, w.erg.sense)
        found, _ = res._word_lexicon_options(w.key, alias, list(w.occurrences), w.reading, w.ctx, w.word)
        scale = W_RELATED[relation]
        for o in found:
            if not o.axioms or not all(_terms(a) <= query_terms for a in o.axioms):
                continue
            axs = tuple(Axiom(a.name, a.formula, a.template,
                              f'WordNet {relation} "{word}" of "{w.erg.lemma}", a term of the query: {a.source}',
                              a.word, a.kg_terms, a.weight * scale) for a in o.axioms)
            out.append(Option(o.key, axs, o.weight * scale, o.covers, o.entry))
    return out
