"""Names read as the query states them: a name as a string value, a multiword name as a query
property's value, and a year as a date's bounds.

* :func:`_name_literal_options` — "the band Nirvana" against a query that tests a label or name string
  (``FILTER regex(?name, "Nirvana")``);
* :func:`_name_value_options` — a name that is the value of a property of the KG profile's ``name`` role, or
  of a property whose own name says it holds names (:func:`names_a_name`);
* :func:`_year_options` — "in 1950" against a date property (``yofc`` → the year's first and last day).
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from ...kg.iri import local_name, name_words
from ...kg.profile import type_predicates
from ...logic import Atom, Const, Eq, Forall, Iff, Implies, Var, conj, substitute
from ..context import NameGroup
from ..model import Axiom
from ..names import name_key
from ..options import LITERAL_PREDS, Option, _ordinal_words

#: string tests of a query that say "its name is …" when applied to a label
_STRING_TESTS = ("fn:regex", "fn:contains", "fn:strstarts")


def _name_literal_options(key, pred: str, text: str, carg: Const, query_atoms: Sequence[Atom],
                          linked: bool) -> list[Option]:
    """A name the query treats as a string rather than an individual.

    * The query has a plain string literal that *is* the name ("What does ICRO stand for?" →
      ``dbo:abbreviation(?x, "ICRO")``): the name may denote that literal (only when no KG
      individual matched, ``linked``).
    * The query tests a label of an individual against the name ("Is the wife of X called
      Michelle?" → ``rdfs:label(?s, ?n) ∧ regex(?n, "Michelle")``): being so named is having such a
      label, ``∀x n. P(x, n) ∧ test(n, "Michelle") → named(x, "Michelle")``, and back with a fixed
      witness for the label, which keeps the check in EPR.
    """
    key_text = name_key(text)
    out: list[Option] = []
    x, n = Var("x"), Var("n")
    if not linked:
        for a in query_atoms:
            for t in a.args[1:]:  # a literal is never a triple's subject: "Neymar" there names nothing
                if isinstance(t, Const) and t.kind == "literal" and t.datatype in (None, "xsd:string") \
                        and a.pred not in _STRING_TESTS and name_key(t.name) == key_text:
                    f = Forall((x,), Iff(Atom(pred, (x, carg)), Eq(x, t)))
                    ax = Axiom(f"entity:{pred}({text})={t}", f, "entity",
                               source=f'the query names "{text}" as the string {t}', word=text, weight=0.8)
                    out.append(Option(key, (ax,), 0.8))
                    break
            if out:
                break
    tests = {a.args[0]: a for a in query_atoms if a.pred in _STRING_TESTS and len(a.args) == 2
             and isinstance(a.args[1], Const) and name_key(a.args[1].name.strip("^$")) == key_text}
    for a in query_atoms:
        if len(a.args) == 2 and a.args[1] in tests and a.pred not in _STRING_TESTS and a.pred not in type_predicates():
            test = tests[a.args[1]]
            witness = Const(f"?label#{text}")
            f = conj([
                Forall((x, n), Implies(conj([Atom(a.pred, (x, n)), Atom(test.pred, (n, test.args[1]))]),
                                       Atom(pred, (x, carg)))),
                Forall((x,), Implies(Atom(pred, (x, carg)),
                                     conj([Atom(a.pred, (x, witness)), Atom(test.pred, (witness, test.args[1]))]))),
            ])
            ax = Axiom(f"entity:{pred}({text})={a.pred}~{test.pred}", f, "entity",
                       source=f'"{text}" as a {a.pred} that {test.pred} tests', word=text, weight=0.8)
            out.append(Option(key, (ax,), 0.8))
            break
    return out


def names_a_name(pred: str, name_props: frozenset, thing_kind: Callable[[str], bool] = lambda w: False) -> str:
    """Why the values of ``pred`` are names of its subject, or "" when nothing says so: it plays the KG profile's
    ``name`` role, or its local name is the word *name* after nothing but words of a kind of thing
    (``thing_kind``, WordNet's: ``dbo:riverName``, ``dbo:shipName``). An unseen KG's name properties are found by
    their names, as its classes are: "the Nile" is the river whose ``riverName`` is "Nile". A name of one
    occasion or standing (``dbo:birthName``, ``dbo:stageName``, ``dbo:formerName``) is one of a thing's names,
    not the name it goes by, and reads as none.

    >>> kind = lambda w: w == "river"
    >>> names_a_name("dbo:riverName", frozenset(), kind), names_a_name("dbo:birthName", frozenset(), kind)
    ('its own name says it holds names', '')
    >>> names_a_name("dbo:nameDay", frozenset(), kind)
    ''
    """
    if pred in name_props:
        return "a name property of the KG profile"
    if pred.startswith("?") or ":" not in pred:
        return ""
    words = name_words(local_name(pred))
    if words and words[-1] == "name" and all(thing_kind(w) for w in words[:-1]):
        return "its own name says it holds names"
    return ""


def _name_value_options(key, group: "NameGroup", query_atoms: Sequence[Atom], name_props: frozenset,
                        thing_kind: Callable[[str], bool] = lambda w: False) -> list[Option]:
    """A proper name ("Battle Chess", one or more ``named`` atoms) the query states as the value of a
    name property (the KG profile's ``name`` role: ``rdfs:label(?g, "Battle Chess"@en)``, ``foaf:surname``; or one
    named as such, :func:`names_a_name`).

    Bearing a name is having it as one of one's names, so ``∀x. N(x) → P(x, "…")`` and back, where N
    is the name's ``named`` atoms (and the ``compound`` links of a multiword name) on x. The way back
    names the modifiers of a multiword name by fixed witnesses, as :meth:`Bridge._compound_name_options`
    does, which keeps the check in EPR. Only an exact literal counts (up to case, punctuation and a
    leading "the"); a label that merely contains the name is the ``regex`` reading of
    :func:`_name_literal_options`."""
    key_text = name_key(group.text)
    out: list[Option] = []
    for a in query_atoms:
        why = names_a_name(a.pred, name_props, thing_kind) if len(a.args) == 2 else ""
        if not why:
            continue
        lit = a.args[1]
        if not (isinstance(lit, Const) and lit.kind == "literal" and lit.datatype in (None, "xsd:string")
                and name_key(lit.name) == key_text):
            continue
        renamed = {v: Var(f"x{i}") for i, v in enumerate(group.order)}
        head = renamed[group.head]
        body = [Atom(group.preds[v], (renamed[v], group.carg[v])) for v in group.order]
        body += [Atom("compound", (renamed[h], renamed[m])) for h, m in group.edges]
        witness = {renamed[v]: Const(f"?{re.sub(r'[^A-Za-z0-9]+', '_', group.text)}#{group.carg[v].name}")
                   for v in group.order if v != group.head}
        forth = Forall(tuple(renamed[v] for v in group.order), Implies(conj(body), Atom(a.pred, (head, lit))))
        back = Forall((head,), Implies(Atom(a.pred, (head, lit)), conj([substitute(b, witness) for b in body])))
        ax = Axiom(f"entity:named({group.text})~{a.pred}", conj([forth, back]), "entity",
                   source=f'"{group.text}" as its {a.pred} ({why})', word=group.text,
                   kg_terms=(a.pred,), weight=0.8)
        out.append(Option(key, (ax,), 0.8, frozenset(group.atoms)))
        break
    return out


def _ordinal_word(word: str) -> str:
    """The word of an ordinal for explanations: ``ord``'s word is its number ("1" is "first", as the
    grammar's closed class spells it)."""
    if not word:
        return "ordinal"
    return _ordinal_words().get(word, f"{word}th" if word.isdigit() else word)


def _year_options(key, pred: str, carg: Const, query_iris: set) -> list[Option]:
    """A year in the question ("founded in 1950": ``yofc(x, "1950")``) may stand for any time in
    that year, which is how a query keeps the dates of one year (``regex(str(?d), "^1950")``,
    ``YEAR(?d) = 1950``: :data:`verifier.query.semantics.YEAR_PRED`). Offered as a second reading of
    the year beside the year itself, only when the query tests a year that way."""
    from ...query.semantics import YEAR_PRED

    if YEAR_PRED not in query_iris or pred not in LITERAL_PREDS or LITERAL_PREDS[pred] != "xsd:gYear":
        return []
    x = Var("x")
    year = Const(carg.name, kind="literal", datatype="xsd:gYear")
    f = Forall((x,), Iff(Atom(pred, (x, carg)), Atom(YEAR_PRED, (x, year))))
    ax = Axiom(f"literal:{pred}({carg.name})={YEAR_PRED}", f, "entity",
               source=f"{pred}({carg.name}): a time in the year {carg.name}", word=carg.name)
    return [Option(key, (ax,), 0.95)]


#: datatypes of the numbers a query states as values
_NUMERIC = ("xsd:integer", "xsd:int", "xsd:long", "xsd:decimal", "xsd:double", "xsd:float", "xsd:nonNegativeInteger",
            "xsd:positiveInteger")


def _number_value_options(key, occurrences: Sequence[Atom], all_atoms: Sequence[Atom],
                          query_atoms: Sequence[Atom]) -> list[Option]:
    """A bare number standing as a noun phrase ("the landmark at elevation of 100": ``card(x, "100") ∧
    generic_entity(x)``) is that number, where the query states it as a numeric value of its own
    (``dbo:elevation ?l "100"^^xsd:integer``): ``∀x. card(x, "100") ↔ x = "100"^^xsd:integer``. A number that
    counts a noun ("3 entrances") is no such phrase and keeps the counted readings."""
    example = occurrences[0]
    if len(example.args) != 2 or not isinstance(example.args[1], Const):
        return []
    bare = all(any(a.pred == "generic_entity" and a.args[:1] == o.args[:1] for a in all_atoms) for o in occurrences)
    try:
        number = float(example.args[1].name)
    except ValueError:
        return []
    if not bare:
        return []
    x = Var("x")
    for a in query_atoms:
        for t in a.args:
            if isinstance(t, Const) and t.kind == "literal" and t.datatype in _NUMERIC:
                try:
                    same = float(t.name) == number
                except ValueError:
                    same = False
                if same:
                    f = Forall((x,), Iff(Atom(example.pred, (x, example.args[1])), Eq(x, t)))
                    ax = Axiom(f"literal:{example.pred}({example.args[1].name})={t}", f, "entity",
                               source=f"the number {example.args[1].name} as the query's value {t}",
                               word=example.args[1].name)
                    return [Option(key, (ax,), 1.0)]
    return []
