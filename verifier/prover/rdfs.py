"""An RDFS schema (``rdfs:subClassOf``, ``rdfs:subPropertyOf``, ``rdfs:domain``, ``rdfs:range``) as Horn rules.

The four kinds of axiom are the ones the classical containment solvers (AFMU, TreeSolver, JSAG) take,
and each is a function-free Horn rule, so reasoning with them stays decidable (a chase that ends):

=====================  ==============================================
``C subClassOf D``     ``?x a C → ?x a D``
``p subPropertyOf q``  ``?x p ?y → ?x q ?y``
``p domain C``         ``?x p ?y → ?x a C``
``p range C``          ``?x p ?y → ?y a C``
=====================  ==============================================

:func:`load_schema` reads them from a Turtle file (everything else in the file is ignored);
:class:`Schema` gives them as rules over full IRIs for ``equiv`` (:mod:`verifier.prover.equiv` chases a
query's pattern with them) and as first-order axioms for ``check`` (:meth:`Schema.axioms`, added to
every bridging axiom set by :class:`SchemaBridge`).

Example: with ``:Film rdfs:subClassOf :Work``, ``SELECT ?x { ?x a :Film }`` is contained in
``SELECT ?x { ?x a :Work }``, and a check's proof may use ``rdfs:subClassOf:dbo:Film<dbo:Work``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable

from ..kg.iri import compact

__all__ = ["Rule", "Schema", "load_schema", "SchemaBridge", "RDF_TYPE"]

RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
_RDFS = "http://www.w3.org/2000/01/rdf-schema#"
_KINDS = {_RDFS + "subClassOf": "subClassOf", _RDFS + "subPropertyOf": "subPropertyOf",
          _RDFS + "domain": "domain", _RDFS + "range": "range"}


@dataclass(frozen=True)
class Rule:
    """One schema axiom: ``kind`` (subClassOf | subPropertyOf | domain | range) between two IRIs."""

    kind: str
    subject: str
    object: str
    #: where it came from, for explanations (the file, or a lexicon entry)
    source: str = ""

    @property
    def name(self) -> str:
        if self.kind in ("domain", "range") and self.source.startswith("lexicon"):
            return f"domain_range:{compact(self.subject)}={compact(self.object)}"
        sep = "<" if self.kind.startswith("sub") else "="
        return f"rdfs:{self.kind}:{compact(self.subject)}{sep}{compact(self.object)}"


@dataclass(frozen=True)
class Schema:
    """A set of RDFS rules, in a stable order."""

    rules: tuple[Rule, ...] = ()
    source: str = ""

    def __bool__(self) -> bool:
        return bool(self.rules)

    def __add__(self, other: "Schema") -> "Schema":
        return Schema(tuple(dict.fromkeys(self.rules + other.rules)), self.source or other.source)

    def axioms(self, predicates: Iterable[str] = (), classes: Iterable[str] = ()) -> list[Any]:
        """The rules as :class:`~verifier.bridge.model.Axiom` s over compact names (the logic's
        predicates), limited to those whose premise or conclusion names one of ``predicates`` or
        ``classes`` (all of them when both are empty)."""
        from ..bridge import Axiom
        from ..logic import Atom, Const, Forall, Implies, Var

        preds, cls = set(predicates), set(classes)
        x, y = Var("x"), Var("y")
        out = []
        for r in self.rules:
            s, o = compact(r.subject), compact(r.object)
            if preds or cls:
                mentioned = {s, o}
                if not (mentioned & preds or mentioned & cls):
                    continue
            if r.kind == "subClassOf":
                f = Forall((x,), Implies(Atom("rdf:type", (x, Const(s))), Atom("rdf:type", (x, Const(o)))))
            elif r.kind == "subPropertyOf":
                f = Forall((x, y), Implies(Atom(s, (x, y)), Atom(o, (x, y))))
            elif r.kind == "domain":
                f = Forall((x, y), Implies(Atom(s, (x, y)), Atom("rdf:type", (x, Const(o)))))
            else:
                f = Forall((x, y), Implies(Atom(s, (x, y)), Atom("rdf:type", (y, Const(o)))))
            out.append(Axiom(r.name, f, "rdfs", source=r.source or "schema", kg_terms=(s, o)))
        return out


def load_schema(source: Any) -> Schema:
    """A :class:`Schema` from a Turtle file (a path), an rdflib Graph, or a Schema (returned as is).

    Raises ``ValueError`` for a file that does not exist or does not parse: a schema that silently
    loads as empty would make every answer "not contained"."""
    if source is None:
        return Schema()
    if isinstance(source, Schema):
        return source
    from rdflib import Graph, URIRef

    if isinstance(source, Graph):
        g, name = source, "graph"
    else:
        path = Path(source)
        if not path.is_file():
            raise ValueError(f"no such schema file: {source}")
        g, name = Graph(), path.name
        try:
            g.parse(str(path), format="turtle")
        except Exception as exc:
            raise ValueError(f"the schema {path.name} is not valid Turtle: {str(exc).splitlines()[0][:200]}") from None
    rules = []
    for pred, kind in _KINDS.items():
        for s, o in g.subject_objects(URIRef(pred)):
            if isinstance(s, URIRef) and isinstance(o, URIRef):
                rules.append(Rule(kind, str(s), str(o), name))
    return Schema(tuple(sorted(set(rules), key=lambda r: (r.kind, r.subject, r.object))), name)


class SchemaBridge:
    """A bridge whose every axiom set also holds the schema's axioms for the query's terms.

    Wraps :class:`verifier.bridge.axioms.Bridge` without changing it: ``Verifier(schema=…)`` uses it so
    that a check may prove, say, that ``?x a dbo:Film`` answers "which works…" when Film ⊑ Work."""

    def __init__(self, inner: Any, schema: Schema):
        self._inner = inner
        self._schema = schema

    def axiom_sets(self, reading: Any, query_iris: Any = (), query_formula: Any = None, **bound: Any) -> list[Any]:
        sets = self._inner.axiom_sets(reading, query_iris, query_formula, **bound)
        terms = set(query_iris or ())
        extra = self._schema.axioms(terms, terms)
        if not extra:
            return sets
        return [replace(s, axioms=tuple(s.axioms) + tuple(a for a in extra if a not in s.axioms)) for s in sets]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)
