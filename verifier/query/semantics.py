"""rdflib SPARQL algebra → logic over KG symbols (:class:`QueryLogic`).

The translation is compositional over the algebra tree (as rdflib's own evaluator walks it):

====================  ==================================================================
algebra node           formula
====================  ==================================================================
BGP                    ∧ of ``P(s, o)`` atoms (``rdf:type(x, C)`` for classes)
Join                   ∧
Union                  ∨
Filter                 pattern ∧ condition (comparisons become :class:`Cmp`/:class:`Eq`)
                       (``YEAR(?d) op N``: ?d against the year's bounds, in years or days)
Extend (BIND)          pattern ∧ ``x = expr`` for a term expression
values / ToMultiSet    ∨ of equalities
Minus / NOT EXISTS     pattern ∧ ¬∃(…)
LeftJoin (OPTIONAL)    the required pattern; the optional part restricts nothing and is noted,
                       except through ``bound(?v)`` of a variable only it binds: ∃ the part
Project                the answer variables stay free, every other variable is ∃-bound
AggregateJoin COUNT    form ``count``: the counted variables are the answer, the pattern the body
OrderBy + Slice        form ``superlative``: :class:`Extremum` over the ordering measure
====================  ==================================================================

Language filters (``lang(?x) = "en"``) restrict the presentation of an answer, not its meaning; they are
dropped from the formula and recorded in ``language_filters`` so the verdict can judge them.
"""

from __future__ import annotations

import datetime
import math
import re
from dataclasses import dataclass
from typing import Any

from rdflib import BNode, Literal, URIRef, Variable
from rdflib.namespace import XSD
from rdflib.paths import AlternativePath, InvPath, Path, SequencePath

from ..kg.iri import compact
from ..logic import (FALSE, TRUE, Atom, Cmp, Const, Count, Eq, Extremum, Formula, Not, Num, Term, Var,
                     conj, conjuncts, disj, exists, free_vars)
from .grouped import counted_numbers, extreme_count, fold_count, grouped
from .parse import ParsedQuery, QueryError, not_too_deep
from .years import YEAR_PRED, year_atom, year_inside, year_of, year_prefix  # noqa: F401 (YEAR_PRED, read from here too)

__all__ = ["QueryLogic", "translate", "QUERY_FORMS", "literal_term"]

#: query forms, matched against question kinds by the prover
QUERY_FORMS = ("select", "ask", "count", "superlative", "aggregate")

_NUMERIC = {str(XSD[t]) for t in ("integer", "int", "long", "short", "decimal", "double", "float",
                                  "nonNegativeInteger", "positiveInteger", "negativeInteger",
                                  "nonPositiveInteger", "unsignedInt", "unsignedLong", "gYear")}
_INTEGERS = {str(XSD[t]) for t in ("integer", "int", "long", "short", "nonNegativeInteger", "positiveInteger")}
_DATES = {str(XSD.date), str(XSD.dateTime)}
_OPS = {"<": "<", "<=": "<=", ">": ">", ">=": ">=", "=": "=", "!=": "!="}
#: the operator with its two sides swapped (``2000 <= YEAR(?d)`` is ``YEAR(?d) >= 2000``)
_FLIPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "=", "!=": "!="}
#: casts that keep a number a number and a date a date: ``xsd:double(?b) >= 8.0E7`` compares ?b's value
_VALUE_CASTS = _NUMERIC | _DATES


def _uncast(e: Any) -> Any:
    """The argument of a numeric or date cast (``xsd:double(?b)``, ``xsd:date(?d)``); a cast literal
    (``xsd:dateTime("1950-12-31T00:00:00Z")``) becomes the literal of that type. Other expressions stay."""
    if getattr(e, "name", None) != "Function" or str(getattr(e, "iri", "")) not in _VALUE_CASTS:
        return e
    args = list(getattr(e, "expr", None) or [])
    if len(args) != 1:
        return e
    arg = args[0]
    if isinstance(arg, Variable):
        return arg
    if isinstance(arg, Literal) and not arg.language:
        return Literal(str(arg), datatype=URIRef(str(e.iri)))
    return e


@dataclass(frozen=True)
class QueryLogic:
    """A query as logic.

    * ``formula``: its free variables are exactly ``answer_vars``;
    * ``form``: one of :data:`QUERY_FORMS`; ``aggregate`` names the function in ``aggregate``;
    * ``iris``: compact names of every IRI the query mentions (predicates, classes, entities);
    * ``triples``: the triple patterns as written (compact names, ``?var``), for explanations;
    * ``language_filters``: variables under a ``lang(…)`` filter, with the language tag;
    * ``limit``/``offset``: a LIMIT that truncates a non-superlative answer is recorded, not modelled;
    * ``notes``: what the translation approximated.
    """

    formula: Formula
    answer_vars: tuple[Var, ...]
    form: str
    iris: tuple[str, ...] = ()
    triples: tuple[tuple[str, str, str], ...] = ()
    aggregate: str | None = None
    language_filters: tuple[tuple[str, str], ...] = ()
    limit: int | None = None
    offset: int | None = None
    repaired_prefixes: tuple[str, ...] = ()
    subject_vars: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    #: answer variables that hold only the year of a date (``BIND(YEAR(?d) AS ?y)``, ``SELECT (YEAR(?d) AS ?y)``)
    year_answers: tuple[str, ...] = ()
    #: the ranked measure a superlative query projects beside its answer (``SELECT ?m ?mass … ORDER BY ?mass``)
    measure_shown: str | None = None
    #: why answers that are all names only Wikidata's label service binds cannot be accepted ("" when not all are)
    names_only: str = ""


# ----------------------------------------------------------------------------------------- terms


def _var(v: Variable) -> Var:
    return Var(str(v))


def literal_term(lit: Literal) -> Const:
    dt = compact(str(lit.datatype)) if lit.datatype else None
    return Const(str(lit), "literal", dt, lit.language)


def _numeric_value(lit: Literal) -> float | None:
    """The number a literal stands for, or None when it is not a number.

    ``"INF"^^xsd:double`` and ``"NaN"^^xsd:double`` (and ``1e999``, which overflows to INF) are numbers
    the verifier's arithmetic (Z3's reals) cannot hold: ``unsupported_construct``, not a crash of the
    prover. A plain string ``"NaN"`` is a string, as it was written.

        >>> _numeric_value(Literal("2.5", datatype=XSD.double)), _numeric_value(Literal("NaN"))
        (2.5, None)
    """
    dt = str(lit.datatype) if lit.datatype else None
    if dt in _NUMERIC or (dt is None and isinstance(lit.value, (int, float))):
        try:
            value = float(lit.toPython())
        except (TypeError, ValueError, OverflowError):
            return None
        if not math.isfinite(value):
            raise QueryError("unsupported_construct", f"the number {lit.n3()} is not finite (INF or NaN): "
                                                      "the verifier's arithmetic has only finite numbers")
        return value
    if dt in _DATES:
        value = lit.toPython()
        if hasattr(value, "toordinal"):
            return float(value.toordinal())
    if dt is None and lit.language is None:
        try:
            value = float(str(lit))
        except ValueError:
            return None
        return value if math.isfinite(value) else None
    return None


class _Translator:
    """Walks one query's algebra; collects IRIs, triples and notes along the way."""

    def __init__(self) -> None:
        self.iris: list[str] = []
        self.triples: list[tuple[str, str, str]] = []
        self.notes: list[str] = []
        self.lang_filters: list[tuple[str, str]] = []
        self.subject_vars: list[str] = []
        self._bnodes: dict[str, Var] = {}
        self._outer: set[Var] = set()
        #: variable bound only by an OPTIONAL part → (∃ that part, what translating it collected)
        self._optional: dict[Var, tuple[Formula, tuple]] = {}
        self._hops = 0  # the intermediate nodes of property paths made so far
        #: variables bound to YEAR(?d), by name, with ?d (see _p_Extend)
        self._year_binds: dict[str, Variable] = {}
        self.measure_shown: str | None = None  # a ranked measure projected beside the answer

    def fresh(self) -> Var:
        """A new existential variable for a node a property path passes through (``_h0``, ``_h1`` …, named
        like blank nodes' ``_b0``: not a variable the query wrote)."""
        self._hops += 1
        return Var(f"_h{self._hops - 1}")

    # -- terms
    def term(self, t: Any) -> Term:
        if isinstance(t, Variable):
            return _var(t)
        if isinstance(t, URIRef):
            name = compact(str(t))
            if name not in self.iris:
                self.iris.append(name)
            return Const(name)
        if isinstance(t, BNode):
            # blank nodes in patterns are existential variables
            return self._bnodes.setdefault(str(t), Var(f"_b{len(self._bnodes)}"))
        if isinstance(t, Literal):
            return literal_term(t)
        raise QueryError("unsupported_construct", f"unsupported term {t!r}")

    @staticmethod
    def show(t: Any) -> str:
        if isinstance(t, Variable):
            return f"?{t}"
        if isinstance(t, URIRef):
            return compact(str(t))
        if isinstance(t, Literal):
            return t.n3()
        return str(t)

    # -- patterns
    def pattern(self, node: Any) -> Formula:
        name = getattr(node, "name", None)
        method = getattr(self, f"_p_{name}", None)
        if method is None:
            raise QueryError("unsupported_construct", f"the verifier does not model {name or type(node).__name__} yet")
        return method(node)

    def _p_BGP(self, node: Any) -> Formula:
        parts = []
        for s, p, o in node.triples:
            if isinstance(p, Path):
                parts.append(self.path(self.term(s), p, self.term(o)))
                continue
            self.triples.append((self.show(s), self.show(p), self.show(o)))
            if isinstance(s, Variable) and str(s) not in self.subject_vars:
                self.subject_vars.append(str(s))
            if not isinstance(p, URIRef):
                # a variable in predicate position: keep it as a ternary atom over the predicate
                parts.append(Atom("triple", (self.term(s), self.term(p), self.term(o))))
                self.notes.append(f"predicate variable {self.show(p)} kept as triple(s, p, o)")
                continue
            parts.append(Atom(compact(str(p)), (self.term(s), self._year_value(p, o))))
            self.term(p)
        return conj(parts)

    def _year_value(self, p: URIRef, o: Any) -> Term:
        """The object of a triple, a whole number given to a property named for a year read as that year
        (``?x dbo:formationYear 1930`` as ``"1930"^^xsd:gYear``, how the KG states it and how a question's
        "in 1930" is bridged): the query means the year, whatever type it wrote it in."""
        term = self.term(o)
        if isinstance(o, Literal) and _named_for(compact(str(p)), "year"):
            dt = str(o.datatype) if o.datatype else None
            if dt in _INTEGERS and re.fullmatch(r"\d{3,4}", str(o)):
                self.notes.append(f"{o.n3()} as the value of {compact(str(p))} read as the year {o}")
                return Const(str(o), "literal", "xsd:gYear")
        return term

    def path(self, s: Term, p: Any, o: Term) -> Formula:
        """A property path between ``s`` and ``o`` as logic: a sequence is a chain through fresh
        existential nodes, an inverse swaps its ends, alternatives are a disjunction.

        ``?w dbo:education/dbo:location dbr:Istanbul`` is ``education(w, _h0) ∧ location(_h0, Istanbul)``,
        exactly the two triples a user would write by hand (``_h0`` is closed with the pattern's other
        hidden variables, as a blank node is). A path of any length (``p*``, ``p+``, ``p?``)
        or a negated one (``!p``) asks for a closure first-order logic over finitely many atoms cannot
        state: ``unsupported_construct``, not a guess.
        """
        if isinstance(p, URIRef):
            name = compact(str(p))
            self.triples.append((str(s) if isinstance(s, Const) else f"?{s}", name,
                                 str(o) if isinstance(o, Const) else f"?{o}"))
            self.term(p)
            return Atom(name, (s, o))
        if isinstance(p, InvPath):
            return self.path(o, p.arg, s)
        if isinstance(p, SequencePath):
            steps, cur = [], s
            hops = [self.fresh() for _ in p.args[1:]]
            for k, step in enumerate(p.args):
                nxt = o if k == len(p.args) - 1 else hops[k]
                steps.append(self.path(cur, step, nxt))
                cur = nxt
            return conj(steps)  # the hops are closed where the pattern's other hidden variables are
        if isinstance(p, AlternativePath):
            return disj([self.path(s, alt, o) for alt in p.args])
        raise QueryError("unsupported_construct", f"the property path {p.n3()} (a closure or a negation) is not "
                         "modelled")

    def _p_Join(self, node: Any) -> Formula:
        return conj([self.pattern(p) for p in _chain(node)])

    def _p_Union(self, node: Any) -> Formula:
        return disj([self.pattern(p) for p in _chain(node)])

    def _p_Filter(self, node: Any) -> Formula:
        if (ranked := extreme_count(self, node)) is not None:  # FILTER(?n = ?max) over a MAX of grouped counts
            return ranked
        body = self.pattern(node.p)
        # variables of the filtered pattern stay free inside (NOT) EXISTS: the test is correlated
        saved, self._outer = self._outer, self._outer | free_vars(body)
        try:
            cond = self.expr(node.expr)
        finally:
            self._outer = saved
        return folded if (folded := fold_count(body, cond)) is not None else conj([body, cond])

    def _p_LeftJoin(self, node: Any) -> Formula:
        required = self.pattern(node.p1)
        # The optional part restricts no answer, so it stays out of the formula; but ``bound(?v)`` of a
        # variable only it binds asks whether it matched: OPTIONAL { s p ?v } FILTER(!bound(?v)) is
        # SPARQL 1.0's "s has no p" (¬∃v. p(s, v)), and reading bound() as true there would turn it
        # into "false". The part is translated aside, and takes part only if such a test asks for it.
        marks = (len(self.iris), len(self.triples), len(self.notes), len(self.subject_vars))
        saved, self._outer = self._outer, self._outer | free_vars(required)
        try:
            optional = self.pattern(node.p2)
            cond = getattr(node, "expr", None)
            if cond is not None and getattr(cond, "name", "") != "TrueFilter":
                optional = conj([optional, self.expr(cond)])
        except QueryError:
            optional = None
        finally:
            self._outer = saved
        added = (self.iris[marks[0]:], self.triples[marks[1]:], self.notes[marks[2]:], self.subject_vars[marks[3]:])
        del self.iris[marks[0]:], self.triples[marks[1]:], self.notes[marks[2]:], self.subject_vars[marks[3]:]
        if optional is not None:
            own = free_vars(optional) - free_vars(required) - self._outer
            matched = exists(own, optional)
            for v in own:
                self._optional[v] = (matched, added)
        self.notes.append("OPTIONAL part restricts no answer and is left out of the logic"
                          " (unless a bound() test asks whether it matched)")
        return required

    def _p_Minus(self, node: Any) -> Formula:
        left = self.pattern(node.p1)
        right = self.pattern(node.p2)
        shared = free_vars(left) & free_vars(right)
        return conj([left, Not(exists(free_vars(right) - shared, right))])

    def _p_Extend(self, node: Any) -> Formula:
        counted = grouped(self, node)
        if counted is not None:
            return counted
        body = self.pattern(node.p)
        var = _var(node.var)
        dated = year_of(node.expr, _uncast)
        if dated is not None:
            # "In which year was X born?" answered by YEAR(?birthDate): the year of a date is the date
            # at a year's granularity, as a question's year is bridged to a date property (birthDate
            # answers it too); whether the question asks for a year is the comparison's to say
            self._year_binds[str(node.var)] = dated
            self.notes.append(f"?{node.var} = YEAR(?{dated}) read as ?{dated} at the granularity of a year")
            return conj([body, Eq(var, _var(dated))])
        value = self.value_term(node.expr)
        if value is None:
            self.notes.append(f"BIND of ?{node.var} to an expression is not modelled")
            return body
        return conj([body, Eq(var, value) if not isinstance(value, Num) else Cmp("=", var, value)])

    def _p_ToMultiSet(self, node: Any) -> Formula:
        return self.pattern(node.p)

    def _p_values(self, node: Any) -> Formula:
        rows = []
        for row in node.res:
            rows.append(conj([Eq(_var(k), self.term(v)) for k, v in row.items() if v is not None]))
        return disj(rows) if rows else FALSE

    def _p_Graph(self, node: Any) -> Formula:
        self.notes.append("GRAPH restriction left out: the verifier reasons over the default graph")
        return self.pattern(node.p)

    def _p_Distinct(self, node: Any) -> Formula:
        return self.pattern(node.p)

    _p_Reduced = _p_Distinct

    def _p_Project(self, node: Any) -> Formula:
        body = self.pattern(node.p)
        # a sub-select (the outer projection is read by translate()): the variables it does not project are
        # its own (SPARQL's scoping), and closing them keeps two sub-selects' ?y apart
        return exists(free_vars(body) - {_var(v) for v in node.PV}, body)

    # -- expressions
    def value_term(self, e: Any) -> Term | None:
        e = _uncast(e)
        if isinstance(e, Literal):
            n = _numeric_value(e)
            return Num(n) if n is not None else literal_term(e)
        if isinstance(e, (Variable, URIRef)):
            return self.term(e)
        return None

    def expr(self, e: Any) -> Formula:
        name = getattr(e, "name", None)
        if name == "ConditionalAndExpression":
            return conj([self.expr(e.expr)] + [self.expr(o) for o in (e.other or [])])
        if name == "ConditionalOrExpression":
            return disj([self.expr(e.expr)] + [self.expr(o) for o in (e.other or [])])
        if name == "UnaryNot":
            return Not(self.expr(e.expr))
        if name == "RelationalExpression":
            return self._relational(e)
        if name == "Builtin_LANGMATCHES":
            return self._lang(e.arg1, e.arg2)
        if name in ("Builtin_NOTEXISTS", "Builtin_EXISTS"):
            inner = self.pattern(e.graph)
            closed = exists(free_vars(inner) - self._outer, inner)
            return Not(closed) if name == "Builtin_NOTEXISTS" else closed
        if name == "Builtin_BOUND":
            v = _var(e.arg) if isinstance(e.arg, Variable) else None
            if v is not None and v in self._optional:
                matched, (iris, triples, notes, subject_vars) = self._optional[v]
                # the optional part now constrains the answers: its terms are the query's terms
                self.iris.extend(i for i in iris if i not in self.iris)
                self.triples.extend(t for t in triples if t not in self.triples)
                self.notes.extend(notes)
                self.subject_vars.extend(x for x in subject_vars if x not in self.subject_vars)
                self.notes.append(f"bound(?{e.arg}) asks whether the OPTIONAL part that binds it matched")
                return matched
            self.notes.append("bound(...) is true of every answer the pattern binds")
            return TRUE
        if name in ("Builtin_REGEX", "Builtin_CONTAINS", "Builtin_STRSTARTS", "Builtin_STRENDS"):
            arg = e.text if name == "Builtin_REGEX" else e.arg1
            pattern = e.pattern if name == "Builtin_REGEX" else e.arg2
            target = self._string_arg(arg)
            if target is not None and isinstance(pattern, Literal):
                year = year_prefix(name, str(pattern))
                if year is None and self._dated(arg):
                    year = year_inside(name, str(pattern))
                if year is not None:
                    return year_atom(target, year)
                return Atom(f"fn:{name[8:].lower()}", (target, literal_term(pattern)))
        if name in ("Builtin_isIRI", "Builtin_isURI", "Builtin_isLITERAL", "Builtin_isBLANK", "Builtin_isNUMERIC"):
            self.notes.append(f"{name[8:]} test is not modelled")
            return TRUE
        if isinstance(e, Variable):
            return Atom("fn:ebv", (_var(e),))
        if name == "Function":  # an extension function (Virtuoso's bif:contains, a vendor's geo: test): say which
            raise QueryError("unsupported_construct", f"the FILTER calls {compact(str(e.iri)).strip('<>')}, not modelled")
        raise QueryError("unsupported_construct", f"FILTER expression {name or e!r} is not modelled yet")

    def _dated(self, arg: Any) -> bool:
        """Is ``arg`` (a variable, or str() of one) a value that every property giving it names a date
        or a year (``dbo:birthDate``, ``dbo:foundingYear``)? None of them: no."""
        var = arg if isinstance(arg, Variable) else getattr(arg, "arg", None)
        if not isinstance(var, Variable):
            return False
        props = self._value_properties(var)
        return bool(props) and all(_named_for(p, "date", "year") for p in props)

    def _value_properties(self, var: Variable) -> set[str]:
        """The properties the query's triples give ``var`` as a value of."""
        shown = self.show(var)
        return {p for _s, p, o in self.triples if o == shown and not p.startswith("?")}

    def _string_arg(self, arg: Any) -> Term | None:
        if isinstance(arg, Variable):
            return _var(arg)
        inner = getattr(arg, "arg", None)
        if getattr(arg, "name", "") in ("Builtin_STR", "Builtin_LCASE", "Builtin_UCASE") and isinstance(inner, Variable):
            return _var(inner)
        return None

    def _lang(self, arg: Any, tag: Any) -> Formula:
        inner = getattr(arg, "arg", None)
        if isinstance(inner, Variable):
            self.lang_filters.append((str(inner), str(tag)))
            return TRUE
        raise QueryError("unsupported_construct", "language filter on an expression is not modelled")

    def _relational(self, e: Any) -> Formula:
        op = _OPS.get(str(e.op))
        left, right = e.expr, e.other
        if getattr(left, "name", None) == "Builtin_LANG" and isinstance(right, Literal):
            return self._lang(left, right)
        if getattr(right, "name", None) == "Builtin_LANG" and isinstance(left, Literal):
            return self._lang(right, left)
        if str(e.op) == "IN" or str(e.op) == "NOT IN":
            var = self.value_term(left)
            options = [self.value_term(o) for o in right]
            if var is None or any(o is None for o in options):
                raise QueryError("unsupported_construct", "IN over expressions is not modelled")
            f = disj([Eq(var, o) if not isinstance(o, Num) else Cmp("=", var, o) for o in options])  # type: ignore[arg-type]
            return Not(f) if str(e.op) == "NOT IN" else f
        if op is None:
            raise QueryError("unsupported_construct", f"operator {e.op} is not modelled")
        for a, b, o in ((left, right, op), (right, left, _FLIPPED[op])):
            # YEAR(?d), or a variable a BIND gave YEAR(?d) ("BIND(YEAR(?d) AS ?y) FILTER(?y < 1400)")
            dated = year_of(a, _uncast) or (self._year_binds.get(str(a)) if isinstance(a, Variable) else None)
            if dated is not None and isinstance(b, Literal) and re.fullmatch(r"-?\d{1,4}", str(b)):
                if op == "=":
                    return year_atom(_var(dated), str(b))
                f = self._year_comparison(dated, o, int(str(b)))
                if f is not None:
                    return f
        lt, rt = self.value_term(self._strip_str(left)), self.value_term(self._strip_str(right))
        if lt is None or rt is None:
            raise QueryError("unsupported_construct", "comparison of computed expressions is not modelled yet")
        numeric = isinstance(lt, Num) or isinstance(rt, Num) or op not in ("=", "!=")
        if numeric:
            return Cmp(op, lt, rt)
        return Eq(lt, rt) if op == "=" else Not(Eq(lt, rt))

    def _year_comparison(self, var: Variable, op: str, year: int) -> Formula | None:
        """``YEAR(?d) op year`` as a comparison of ?d itself, on the scale of the values the query's
        properties give ?d: years for a property named for a year (``dbo:eruptionYear``: a gYear is its
        year), else dates, counted in days as date literals are, so that ``YEAR(?d) >= 2000`` is
        ``?d >= 2000-01-01`` and ``YEAR(?d) > 2000`` is ``?d > 2000-12-31``. None where no triple of
        the query gives ?d a value, or its properties differ in scale."""
        shown = self.show(var)
        scales = {_named_for(p, "year") for p in self._value_properties(var)}
        if len(scales) != 1:
            return None
        d = _var(var)
        if scales == {True}:
            first = last = float(year)
        else:
            if year < 1:
                return None
            first = float(datetime.date(year, 1, 1).toordinal())
            last = float(datetime.date(year, 12, 31).toordinal())
        self.notes.append(f"YEAR({shown}) {op} {year} read as a comparison of {shown} "
                          f"({'a year' if scales == {True} else 'a date, in days'})")
        if op in (">=", "<"):
            return Cmp(op, d, Num(first))
        if op in (">", "<="):
            return Cmp(op, d, Num(last))
        # (YEAR(?d) = year is a fn:year atom, year_atom, which a question's year bridges to)
        return disj([Cmp("<", d, Num(first)), Cmp(">", d, Num(last))])

    @staticmethod
    def _strip_str(e: Any) -> Any:
        # str(?x) = "…" compares the lexical form: the verifier treats it as the term itself
        if getattr(e, "name", None) == "Builtin_STR":
            return e.arg
        return e


def _named_for(prop: str, *endings: str) -> bool:
    """Does the local name of ``prop`` (compact, or ``<iri>``) end in one of ``endings`` (``dbo:foundingYear``,
    "year")?"""
    return prop.rsplit(":", 1)[-1].strip("<>").lower().endswith(endings)


def _chain(node: Any) -> list[Any]:
    """The operands of a chain of one binary operator, left to right, found without recursion.

    rdflib builds ``{A} UNION {B} UNION {C}`` as ``Union(Union(A, B), C)``: a chain as deep as it is
    long, which a recursive walk could not follow past Python's recursion limit (a 500-branch UNION)."""
    out: list[Any] = []
    stack = [node]
    while stack:
        n = stack.pop()
        if getattr(n, "name", None) == node.name:
            stack.extend((n.p2, n.p1))
        else:
            out.append(n)
    return out


def _unwrap(node: Any, names: tuple[str, ...]) -> tuple[Any, dict[str, Any]]:
    """Peel solution modifiers off the top of the algebra, remembering them."""
    seen: dict[str, Any] = {}
    while getattr(node, "name", None) in names:
        seen.setdefault(node.name, node)
        node = node.p
    return node, seen


def translate(parsed: ParsedQuery) -> QueryLogic:
    """Translate a parsed query into :class:`QueryLogic` (raises :class:`QueryError` when it cannot;
    ``too_complex`` for a query whose formula is too deep to build, never a RecursionError)."""
    return not_too_deep(_translate, parsed, "the query's logic is nested too deeply to build")


def _translate(parsed: ParsedQuery) -> QueryLogic:
    top = parsed.algebra.algebra
    tr = _Translator()
    limit = offset = None
    if top.name == "AskQuery":
        body = tr.pattern(top.p)
        formula = exists(free_vars(body), body)
        return _result(tr, formula, (), "ask", parsed)

    node, mods = _unwrap(top.p, ("Slice", "Project", "Distinct", "Reduced"))
    if "Slice" in mods:
        limit, offset = mods["Slice"].length, mods["Slice"].start or 0
    projected = [_var(v) for v in top.PV]
    node, inner_mods = _unwrap(node, ("OrderBy", "Slice", "Project", "Distinct", "Reduced"))
    mods = {**inner_mods, **mods}
    if limit is None and "Slice" in inner_mods:
        limit, offset = inner_mods["Slice"].length, inner_mods["Slice"].start or 0
    order = mods.get("OrderBy")
    if order is not None and all(isinstance(c.expr, (URIRef, Literal)) for c in order.expr):
        # ORDER BY <iri> or "text": every row has the same key, so nothing is ranked; LIMIT keeps any rows
        tr.notes.append("ORDER BY a constant ranks nothing")
        order = None

    if _has_aggregate(node) and order is not None and limit is not None:
        ranked = _count_ranking(tr, node, projected, order, offset)
        if ranked is not None:
            if limit != 1:
                tr.notes.append(f"LIMIT {limit} after ORDER BY: the top {limit} answers are read as the extremum")
            return _result(tr, ranked[0], ranked[1], "superlative", parsed, limit=limit, offset=offset)
    if _has_aggregate(node):
        agg = _aggregate(tr, node, projected)
        if agg is not None:
            return _result(tr, agg[0], agg[1], agg[2], parsed, aggregate=agg[3])

    body = tr.pattern(node)
    answers = tuple(projected)
    hidden = free_vars(body) - set(answers)
    if order is not None and limit is not None:
        conds = order.expr
        measure_expr = _uncast(conds[0].expr)  # ORDER BY xsd:date(?d) orders as ?d does
        direction = "max" if getattr(conds[0], "order", "ASC") == "DESC" else "min"
        if not isinstance(measure_expr, Variable) or f"BIND of ?{measure_expr} to an expression is not modelled" in tr.notes:
            raise QueryError("unsupported_construct", "ORDER BY over an expression is not modelled")  # BIND's too
        measure = _var(measure_expr)
        if len(answers) > 1:
            # "SELECT ?driver ?name ?races … ?driver foaf:name ?name": a name shown beside the ranked thing
            # presents it (as for an unordered answer, :func:`_presented`), it is no second thing ranked
            body, answers = _presented(tr, body, answers)
            hidden = free_vars(body) - set(answers)
        if len(answers) == 2 and measure in answers:
            # "SELECT ?mountain ?elevation … ORDER BY DESC(?elevation) LIMIT 1": the ranked value shown
            # beside the answer is the answer's own measure, not a second thing asked for (as a projected
            # COUNT is in _count_ranking)
            answers = tuple(a for a in answers if a != measure)
            tr.notes.append(f"?{measure.name} is projected as the ranked measure of the answer, not as a second answer")
            tr.measure_shown = measure.name
        if len(answers) != 1:
            raise QueryError("unsupported_construct", "ORDER BY with several answers is not modelled")
        inner = exists(hidden - {measure}, body)
        formula = Extremum(answers[0], inner, measure, direction, rank=(offset or 0) + 1)
        if limit != 1:
            tr.notes.append(f"LIMIT {limit} after ORDER BY: the top {limit} answers are read as the extremum")
        return _result(tr, formula, answers, "superlative", parsed, limit=limit, offset=offset)
    if limit is not None:
        tr.notes.append(f"LIMIT {limit} truncates the answer set")
    body, answers = _presented(tr, body, answers)
    hidden = free_vars(body) - set(answers)
    formula = exists(hidden, body)
    form = "superlative" if isinstance(formula, Extremum) else "select"  # a MAX of grouped counts (extreme_count)
    return _result(tr, formula, answers, form, parsed, limit=limit, offset=offset)


def _presented(tr: _Translator, body: Formula, answers: tuple[Var, ...]) -> tuple[Formula, tuple[Var, ...]]:
    """Answers returned by their names: a projected ``?n`` whose only use is ``?x rdfs:label ?n`` (or another
    label predicate of the KG profiles) presents the thing ``?x``, not a value of its own.

    ``SELECT ?vpName WHERE { dbr:A vicePresident ?vp . ?vp foaf:name ?vpName }`` returns the vice
    president, written by name: its answer is ``?vp``. ``SELECT ?m ?mName … ?m rdfs:label ?mName`` returns
    each answer with its name beside it: its answer is ``?m``. A label the query also tests (``FILTER
    regex(?name, "Baldwin")``) keeps its triple, since the test is a condition on the thing; a label used
    only for display goes, as a language filter on it does (it narrows how an answer is written, not which
    answers there are). Each change is noted."""
    from ..kg.profile import label_predicates, record_properties

    labels = set(label_predicates())
    given = conjuncts(body)
    parts = list(given)
    out = list(answers)
    for v in answers:
        holders = [a for a in parts if isinstance(a, Atom) and a.pred in labels and len(a.args) == 2
                   and a.args[1] == v and isinstance(a.args[0], Var) and a.args[0] != v]
        if len(holders) != 1:
            continue
        label, thing = holders[0], holders[0].args[0]
        elsewhere = any(v in free_vars(p) for p in parts if p is not label)
        if not elsewhere:
            parts.remove(label)
        if thing in out:
            out.remove(v)
            tr.notes.append(f"?{v.name} is the {label.pred} of the answer ?{thing.name}, shown beside it")
        else:
            out[out.index(v)] = thing
            tr.notes.append(f"?{v.name} is the {label.pred} of ?{thing.name}: the query returns ?{thing.name} by "
                            f"its name")
    # a label or a record property asked of a thing and then used nowhere ("?x rdfs:label ?l" with ?l neither
    # returned nor tested): every thing the KG describes has one, so it says nothing of the thing
    for a in list(parts):
        if isinstance(a, Atom) and (a.pred in labels or a.pred in record_properties()) and len(a.args) == 2 \
                and isinstance(a.args[1], Var) and a.args[1] not in out and isinstance(a.args[0], Var) \
                and not any(a.args[1] in free_vars(p) for p in parts if p is not a):
            parts.remove(a)
            tr.notes.append(f"?{a.args[0].name} {a.pred} ?{a.args[1].name} is asked for and not used: every thing the "
                            f"KG describes has one")
    if out == list(answers) and len(parts) == len(given):
        return body, answers
    return conj(parts), tuple(out)


def _has_aggregate(node: Any) -> bool:
    while getattr(node, "name", None) in ("Extend", "Filter"):
        node = node.p
    return getattr(node, "name", None) == "AggregateJoin"


def _aggregate(tr: _Translator, node: Any, projected: list[Var]) -> tuple[Formula, tuple[Var, ...], str, str] | None:
    """COUNT / MAX / MIN / SUM / AVG in the projection; HAVING(COUNT …) as a counted constraint."""
    extends, havings = [], []
    while getattr(node, "name", None) in ("Extend", "Filter"):
        (extends if node.name == "Extend" else havings).append(node)
        node = node.p
    if getattr(node, "name", None) != "AggregateJoin":
        return None
    aggs = {str(a.res): a for a in node.A}
    group = node.p
    group_vars = [_var(v) for v in (group.expr or [])] if getattr(group, "name", None) == "Group" else []
    pattern = group.p if getattr(group, "name", None) == "Group" else group
    body = tr.pattern(pattern)
    # which aggregate does the projection return?
    result_agg = None
    for ext in extends:
        if str(ext.var) in {str(v) for v in projected} and isinstance(ext.expr, Variable) and str(ext.expr) in aggs:
            result_agg = aggs[str(ext.expr)]
    for having in havings:
        cond = _having(tr, having.expr, aggs, body, set(group_vars))
        body = conj([body, cond]) if cond is not None else body
    if result_agg is None:
        answers = tuple(group_vars) or tuple(projected)
        formula = exists(free_vars(body) - set(answers), body)
        return formula, answers, "select", None  # type: ignore[return-value]
    fn = result_agg.name.replace("Aggregate_", "").lower()
    counted = result_agg.vars
    if fn == "count":
        if counted == "*" or counted is None:
            cvars = tuple(sorted(free_vars(body) - set(group_vars) - counted_numbers(body), key=lambda v: v.name))
        else:
            cvars = (_var(counted),)
        if group_vars:
            tr.notes.append("COUNT per group: the groups are the answers, the count is read per group")
        inner = exists(free_vars(body) - set(cvars) - set(group_vars), body)
        return inner, cvars, "count", "count"
    if fn in ("max", "min"):
        if not isinstance(counted, Variable):
            raise QueryError("unsupported_construct", f"{fn.upper()} over an expression is not modelled")
        measure = _var(counted)
        inner = exists(free_vars(body) - {measure}, body)
        return inner, (measure,), "aggregate", fn
    if fn in ("sum", "avg", "sample", "group_concat"):
        measure = _var(counted) if isinstance(counted, Variable) else None
        if measure is None:
            raise QueryError("unsupported_construct", f"{fn.upper()} over an expression is not modelled")
        inner = exists(free_vars(body) - {measure}, body)
        if fn == "sample":
            return inner, (measure,), "select", None  # type: ignore[return-value]
        return inner, (measure,), "aggregate", fn
    raise QueryError("unsupported_construct", f"aggregate {fn} is not modelled")


def _count_ranking(tr: _Translator, node: Any, projected: list[Var], order: Any, offset: int | None
                   ) -> tuple[Formula, tuple[Var, ...]] | None:
    """``ORDER BY DESC(COUNT(?f)) LIMIT 1`` grouped by the answer: the answer with the most ``?f``.

    Becomes ``Extremum(answer, #{f | body} = n, n, max)``, the shape of "who produced the most films";
    a projected count (``SELECT ?uri (COUNT(?f) AS ?n)``) is the measure, not a second answer.
    """
    extends = []
    while getattr(node, "name", None) == "Extend":
        extends.append(node)
        node = node.p
    if getattr(node, "name", None) != "AggregateJoin":
        return None
    aggs = {str(a.res): a for a in node.A}
    alias = {str(e.var): str(e.expr) for e in extends if isinstance(e.expr, Variable)}
    cond = order.expr[0]
    if not isinstance(cond.expr, Variable):
        return None
    name = str(cond.expr)
    agg = aggs.get(name) or aggs.get(alias.get(name, ""))
    if agg is None or agg.name != "Aggregate_Count" or not isinstance(agg.vars, Variable):
        return None
    agg_name = str(agg.res)
    answers = [v for v in projected if alias.get(v.name) != agg_name]
    if len(answers) != 1:
        return None
    group = node.p
    pattern = group.p if getattr(group, "name", None) == "Group" else group
    body = tr.pattern(pattern)
    answer, cvar = answers[0], _var(agg.vars)
    if answer not in free_vars(body) or cvar not in free_vars(body):
        return None
    measure = Var("n_" + cvar.name)
    inner = exists(free_vars(body) - {cvar, answer}, body)
    direction = "max" if getattr(cond, "order", "ASC") == "DESC" else "min"
    return Extremum(answer, Count((cvar,), inner, "=", measure), measure, direction, rank=(offset or 0) + 1), (answer,)


def _having(tr: _Translator, expr: Any, aggs: dict[str, Any], body: Formula, group: set[Var]) -> Formula | None:
    left, right, op = getattr(expr, "expr", None), getattr(expr, "other", None), _OPS.get(str(getattr(expr, "op", "")))
    if getattr(expr, "name", None) == "RelationalExpression" and isinstance(left, Variable) and str(left) in aggs \
            and isinstance(right, Literal) and op:
        agg = aggs[str(left)]
        n = _numeric_value(right) if agg.name == "Aggregate_Count" and isinstance(agg.vars, Variable) else None
        if n is not None:
            cvar = _var(agg.vars)
            return Count((cvar,), exists(free_vars(body) - {cvar} - group, body), op, Num(n))
    tr.notes.append("HAVING condition is not modelled")
    return None


def _result(tr: _Translator, formula: Formula, answers: tuple[Var, ...], form: str, parsed: ParsedQuery,
            aggregate: str | None = None, limit: int | None = None, offset: int | None = None) -> QueryLogic:
    return QueryLogic(
        formula=formula, answer_vars=tuple(answers), form=form, iris=tuple(tr.iris), triples=tuple(tr.triples),
        aggregate=aggregate, language_filters=tuple(tr.lang_filters), limit=limit, offset=offset,
        repaired_prefixes=parsed.repaired_prefixes, subject_vars=tuple(tr.subject_vars), notes=tuple(parsed.repairs) + tuple(tr.notes),
        year_answers=tuple(v.name for v in answers if v.name in tr._year_binds),
        measure_shown=tr.measure_shown, names_only=parsed.names_only)
