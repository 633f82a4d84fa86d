"""Entity readings: a name or a noun read as a KG individual or class by its label — among the query's
own IRIs, in the KG's labels, through DBpedia's redirects, or loosely (acronyms, synonyms, partial
names) — and the fresh constant of a name nothing labels.
"""

from __future__ import annotations

import re

from ...logic import Atom, Const, Eq, Forall, Implies, Var, conj, substitute
from ...kg.profile import type_predicates
from ..context import NameContext, NameGroup, WordContext
from ..model import Axiom
from ..options import Option
from ..weights import W_FRESH


def _entity_options(res, key, pred: str, text: str, word: str, template_variant: str,
                    extra_slots: dict, query_labels: dict[str, list[str]], lexical: bool,
                    names: "NameContext | None" = None) -> list[Option]:
    """Options that make the predicate denote one KG individual whose label is ``text``."""
    tmpl = res._entity_template(template_variant)
    if tmpl is None:
        return []
    out = []
    for name, (w, source) in res._entity_candidates(text, query_labels, lexical, names).items():
        slots = dict(extra_slots, **{"$pred": pred, "$c": Const(name)})
        ax_name, f = tmpl.instantiate(slots)
        ax = Axiom(ax_name, f, tmpl.family, source=source, word=word, kg_terms=(name,), weight=w)
        out.append(Option(key, (ax,), w))
    return out


def _compound_name_options(res, key, group: "NameGroup", query_labels,
                           names: "NameContext | None" = None) -> list[Option]:
    """A multiword name ("Golden Gate Bridge": named atoms joined by compound) as one individual.

    Two axioms keep this in the decidable fragment: a universal one that identifies any
    individual so named with the KG term, and ground facts that name the KG term so (with fresh
    witnesses for the modifiers), which the query-to-question direction needs.
    """
    found = res._entity_candidates(group.text, query_labels, lexical=False, names=names)
    fresh = not found
    if fresh:
        found = {"?" + re.sub(r"\s+", "_", group.text.strip()):
                 (W_FRESH, f'no KG term is labelled "{group.text}": a fresh individual')}
    return [_group_option(key, group, Const(name), w, source, () if fresh else (name,))
            for name, (w, source) in found.items()]


def _group_option(key, group: "NameGroup", c: Const, w: float, source: str, kg_terms: tuple) -> Option:
    """The option that reads the multiword name ``group`` as the term ``c``: a universal rule and ground facts."""
    name = c.name
    body = []
    facts = []
    witness = {group.head: c}
    for v in group.order:
        if v != group.head:
            witness[v] = Const(f"?{name.lstrip('?')}#{group.carg[v].name}")
    for v in group.order:
        body.append(Atom(group.preds[v], (v, group.carg[v])))
        facts.append(Atom(group.preds[v], (witness[v], group.carg[v])))
    for h, m in group.edges:
        body.append(Atom("compound", (h, m)))
        facts.append(Atom("compound", (witness[h], witness[m])))
    renamed = {v: Var(f"x{i}") for i, v in enumerate(group.order)}
    rule = Forall(tuple(renamed[v] for v in group.order),
                  Implies(conj([substitute(b, renamed) for b in body]), Eq(renamed[group.head], c)))
    label = f"named({group.text})={name}"
    axs = (Axiom(f"entity:{label}", rule, "entity", source=source, word=group.text, kg_terms=kg_terms, weight=w),
           Axiom(f"entity:{label}#facts", conj(facts), "entity", source=source, word=group.text,
                 kg_terms=kg_terms, weight=w))
    return Option(key, axs, w, frozenset(group.atoms))


def _group_literal_options(key, group: "NameGroup", query_atoms) -> list[Option]:
    """A multiword name the query gives as a plain string ("the person born as Anna Maria Weber" →
    ``?x dbp:birthName "Anna Maria Weber"@en``): the name may denote that string, as a one-word name
    may (:func:`verifier.bridge.readings.names._name_literal_options`). The string must spell the name
    (case, spaces and punctuation aside); a string literal the query only tests is not such a value."""
    from ..names import name_key

    want = name_key(group.text)
    out: list[Option] = []
    seen = set()
    for a in query_atoms:
        for t in a.args[1:]:
            if (isinstance(t, Const) and t.kind == "literal" and t.datatype in (None, "xsd:string")
                    and t not in seen and name_key(t.name) == want):
                seen.add(t)
                out.append(_group_option(key, group, t, 0.8, f'the query names "{group.text}" as the string {t}', ()))
    return out


# ------------------------------------------------------------------ the word reader (readings/__init__.py)

def read_entity(w: WordContext, res) -> list[Option]:
    """A one-place noun as the KG individual or class its label names ("benzene" → ``x = wd:Q2270``),
    below the word's lexicon entries where it has some."""
    if w.erg.pos != "n" or len(w.example.args) != 1:
        return []
    found = _entity_options(res, w.key, w.example.pred, w.erg.lemma, w.word, "noun", {}, w.query.labels,
                            lexical=bool(w.lex))
    if not found and w.word.lower() != w.erg.lemma.lower() and " " not in w.word:
        # a mass noun in -s that the grammar lemmatises to a singular no page has ("telecommunications"
        # → telecommunication, "electronics"): the label may spell the word as the question does
        found = _entity_options(res, w.key, w.example.pred, w.word, w.word, "noun", {}, w.query.labels,
                                lexical=bool(w.lex))
    # a constant the query uses only as the class of its things ("?p a dbo:Painter") is no individual a
    # noun's things equal: "painters" is read as its members (the class readings), not as x = dbo:Painter.
    # Dropped only for a noun the lexicon does not read: with entries, their class reading ranks first
    # anyway, and the order of the axiom sets tried (which this reading is one of) is kept as it was
    if w.lex:
        return found
    typing = set(type_predicates())
    used = {t.name for a in w.query.atoms if a.pred not in typing for t in a.args if isinstance(t, Const)}
    only_typed = w.query.classes - used
    return [o for o in found if not set(o.axioms[0].kg_terms) & only_typed]
