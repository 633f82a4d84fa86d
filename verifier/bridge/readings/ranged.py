"""A class noun with no lexicon entry read by the name of the query property whose values it describes.

A lexicon lists some nouns, not all. Where a question's noun has no entry and no other reading, the
query's own property may still say what the noun says: ``dbo:city`` holds cities, ``dbo:targetAirport``
airports, ``dbo:birthPlace`` places. "Which cities does the Weser flow through?" asked as ``SELECT ?c {
dbr:Weser dbo:city ?c }`` needs no ``?c a dbo:City``: the property's name is the evidence, as
:func:`verifier.bridge.ontology._named_range_axioms` reads it for a noun the lexicon gives a class. The
reading is the range the name states,

    ∀x v. dbo:city(x, v) → _city_n_1(v)

— only the value side: a name says nothing of its subjects, so a query that asks for the subjects (``?c
dbo:city dbr:Weser``) gains nothing, and a property whose name makes its value a number, code or name of
the thing (``numberOfEmployees`` holds no employees; :data:`~verifier.bridge.frames.NOT_THE_THING`) gives
no range. It stands below the lexicon's readings (``W_BY_NAME``), and the explanation says how it was
found ("“cities” is read by the name of dbo:city").

>>> from verifier.bridge.frames import _name_ends_in
>>> _name_ends_in("dbo:targetAirport", {"airport"}), _name_ends_in("dbo:targetAirport", {"target"})
(True, False)
"""

from __future__ import annotations

from ...kg.iri import local_name, name_words
from ...logic import Atom, Const, Forall, Implies, Var
from ..context import WordContext, one_place
from ..frames import NOT_THE_THING, _name_ends_in
from ..model import Axiom
from ..options import Option, _looks_like_property, _typing_properties
from ..weights import W_BY_NAME

__all__ = ["NAMED_RANGE", "noun_forms", "read_named_range"]

#: the template (family) name of the reading's axioms, which the explanations name
NAMED_RANGE = "named_range"


def noun_forms(word: str, lemma: str, wordnet) -> set[str]:
    """The forms of a noun a property's name may end in: its lemma and its spelling, lower case without
    spaces or hyphens, and the spelling's WordNet base form ("cities" → "city").

    >>> sorted(noun_forms("airports", "airport", None))
    ['airport', 'airports']
    """
    out = {s.lower().replace(" ", "").replace("-", "") for s in (word, lemma) if s}
    if wordnet is not None and word:
        try:
            base = wordnet.morphy(word.lower().replace(" ", "_"), "n")
        except Exception:  # an odd form: its spelling alone
            base = None
        if base:
            out.add(base.replace("_", "").replace("-", ""))
    return {f for f in out if len(f) >= 3 and f not in NOT_THE_THING}


def read_named_range(w: WordContext, res) -> list[Option]:
    """A class noun (one place, or a relational noun without its complement) that no lexicon entry and no
    reader before gives a reading, read as the range of each query property whose name ends in it (see
    the module)."""
    erg = w.erg
    if erg.pos != "n" or w.lex or w.found or not all(one_place(o) for o in w.occurrences):
        return []
    forms = noun_forms(w.word or erg.lemma, erg.lemma, res._wordnet())
    if not forms:
        return []
    unexpressed = erg.lemma if len(w.example.args) == 2 else ""
    out: list[Option] = []
    for p in w.query.labels:
        if not _looks_like_property(p) or p in _typing_properties() or not _name_ends_in(p, forms) \
                or set(name_words(local_name(p))) & NOT_THE_THING:
            continue
        x, v = Var("x"), Var("v")
        args = (v, Const(f"?{unexpressed}#arg")) if unexpressed else (v,)
        f = Forall((x, v), Implies(Atom(p, (x, v)), Atom(erg.pred, args)))
        ax = Axiom(f"{NAMED_RANGE}:{erg.pred}@{p}", f, NAMED_RANGE,
                   source=f"the name of {p} — it ends in “{erg.lemma}”, so its values are such things; the "
                          f"lexicon does not list the word", word=w.word, weight=W_BY_NAME)
        out.append(Option(w.key, (ax,), W_BY_NAME))
    return out
