"""Query equivalence and containment: are two SPARQL queries the same question to the KG?

The same logic and prover as a check: both queries are over KG symbols already, so no bridging
axioms. ``Q1 ⊑ Q2`` (contained) when every answer of Q1 is an answer of Q2 on every KG: the
entailment S1(a) ⊨ S2(a) with the answer columns aligned.

Optionally modulo an ontology: with a lexicon, the domains and ranges it states for properties
(``lemon:propertyDomain``/``propertyRange``, :file:`axiom_templates/domain_range.tmpl`) become
axioms ``∀x y. P(x, y) → rdf:type(x, C)``, so ``?x dbo:starring ?y . ?x a dbo:Film`` is equivalent to
``?x dbo:starring ?y`` when dbo:Film is starring's domain. Only the axioms for properties and
classes that the two queries name are added, and the result names the ones a proof used: the
equivalence then holds on every KG that respects those axioms, not on every KG.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable, Sequence

from ..logic import Const, Formula, atoms
from ..query import QueryError, QueryLogic, query_logic
from .compare import compare
from .encode import fresh_context
from .equiv_result import Equivalence

__all__ = ["Equivalence", "equivalence", "ontology_axioms", "_typing_facts"]

#: predicates that type an individual by a class
TYPE_PREDICATES = ("rdf:type", "wdt:P31")


@lru_cache(maxsize=1)
def _domain_range_templates() -> dict[str, Any]:
    from ..bridge import load_templates
    return {t.variant: t for t in load_templates() if t.family == "domain_range"}


def _typing_facts(lexicon: Any) -> tuple[tuple[str, str, str], ...]:
    """``(property, "domain"|"range", class)`` for the properties of ``lexicon`` whose entries agree
    on one domain (range) class. A property whose entries state several (dbo:award: domain
    dbo:Writer in one entry, dbo:Person in another) gets no axiom for that side: an axiom from
    one entry would claim more than the ontology says. ``owl:Thing`` says nothing and is left out;
    a datatype (``xsd:…``) counts as a stated range, so it blocks a conflicting class, but types
    literals, which the logic does not type, and so is never an axiom."""
    cache = getattr(lexicon, "_equiv_typing", None)
    if cache is not None:
        return cache
    stated: dict[tuple[str, str], set[str]] = {}
    for e in getattr(lexicon, "entries", ()) or ():
        if getattr(e, "kind", "") != "property" or not e.reference:
            continue
        for which, cls in (("domain", e.domain), ("range", e.range)):
            if cls and cls != "owl:Thing":
                stated.setdefault((e.reference, which), set()).add(cls)
    facts = tuple(sorted((prop, which, next(iter(classes))) for (prop, which), classes in stated.items()
                         if len(classes) == 1 and not next(iter(classes)).startswith("xsd:")))
    try:
        lexicon._equiv_typing = facts
    except Exception:  # an object that takes no attributes: recompute next time
        pass
    return facts


def ontology_axioms(lexicon: Any, formulas: Iterable[Formula]) -> list[tuple[str, Formula]]:
    """Domain/range axioms of ``lexicon`` for the properties used in ``formulas``, limited to the
    classes those formulas type something by (the axioms that can matter to an equivalence)."""
    if lexicon is None:
        return []
    props: set[str] = set()
    classes: dict[str, str] = {}
    for f in formulas:
        for a in atoms(f):
            if a.pred in TYPE_PREDICATES and len(a.args) == 2 and isinstance(a.args[1], Const):
                classes.setdefault(a.args[1].name, a.pred)
            elif len(a.args) == 2:
                props.add(a.pred)
    if not props or not classes:
        return []
    templates = _domain_range_templates()
    out: list[tuple[str, Formula]] = []
    seen: set[str] = set()
    for prop, which, cls in _typing_facts(lexicon):
        if prop not in props or cls not in classes or which not in templates:
            continue
        name, f = templates[which].instantiate({"$P": prop, "$T": classes[cls], "$C": Const(cls)})
        if name not in seen:
            seen.add(name)
            out.append((name, f))
    return out


def equivalence(q1: str | QueryLogic, q2: str | QueryLogic, timeout_ms: int = 2000, lexicon: Any = None,
                axioms: Sequence[tuple[str, Formula]] = ()) -> Equivalence:
    """Decide equivalence and both containments of two queries (text or translated).

    ``lexicon``: a :class:`~verifier.bridge.lexicon.Lexicon` whose property domains and ranges are
    taken as ontology axioms; ``axioms``: further named axioms ``(name, formula)``. The result's
    ``axioms_used`` names those the proofs needed.
    """
    try:
        a = q1 if isinstance(q1, QueryLogic) else query_logic(q1)
        b = q2 if isinstance(q2, QueryLogic) else query_logic(q2)
    except QueryError as exc:
        return Equivalence(False, False, False, f"cannot compare: {exc.code}: {exc.message}", decided=False)
    if a.form != b.form:
        return Equivalence(False, False, False, f"the forms differ: {a.form} vs {b.form}")
    if a.form == "aggregate" and a.aggregate != b.aggregate:
        return Equivalence(False, False, False, f"the aggregates differ: {a.aggregate} vs {b.aggregate}")
    ax = list(axioms) + ontology_axioms(lexicon, (a.formula, b.formula))
    with fresh_context():  # the result depends on these two queries only, not on earlier calls
        c = compare(a.formula, a.answer_vars, b.formula, b.answer_vars, ax, timeout_ms)
    if c.status == "mismatch":
        return Equivalence(False, False, False, c.detail)
    fwd = c.forward is not None and c.forward.proved   # S1 ⊨ S2: 1 contained in 2
    bwd = c.backward is not None and c.backward.proved  # S2 ⊨ S1
    undecided = any(e is not None and e.status == "unknown" for e in (c.forward, c.backward))
    names = {n for n, _ in ax}
    used = tuple(sorted({n for e in (c.forward, c.backward) if e is not None and e.proved
                         for n in e.core if n in names}))
    if fwd and bwd:
        text = "the queries return the same answers on every KG"
    elif fwd:
        text = "every answer of query 1 is an answer of query 2, not the reverse"
    elif bwd:
        text = "every answer of query 2 is an answer of query 1, not the reverse"
    else:
        text = "neither query's answers are contained in the other's"
    if used:
        text += " (modulo the ontology axioms " + ", ".join(used) + ")"
    if undecided:
        text += " (the prover could not decide one direction)"
    if c.alignment and len(c.alignment) > 1:
        text += "; columns aligned " + ", ".join(f"?{x}~?{y}" for x, y in c.alignment)
    return Equivalence(fwd and bwd, fwd, bwd, text, decided=not undecided, axioms_used=used)
