"""Declarative axiom templates: the files under ``axiom_templates/`` and their instantiation.

A template file holds one or more templates, each a ``[section]`` followed by ``key: value`` lines
(see ``axiom_templates/README.md`` for the full format)::

    # "the mass of benzene": the of-argument is the property's subject
    [inverse]
    frame: NounPPFrame
    direction: inverse
    arity: 2
    axiom: ∀x y. $pred(x, y) ↔ $P(y, x)

The file's stem (``relational_noun``) is the template's family; axioms are named
``family:<name>`` where ``name`` defaults to ``$pred=$P`` with the slots filled in. Formulas are
written in the notation :func:`verifier.logic.to_text` prints (ASCII spellings are accepted too:
``forall``, ``exists``, ``<->``, ``->``, ``&``, ``|``, ``~``, ``!=``). ``$``-slots stand for what
the bridge fills in:

``$pred``  the ERG predicate (``_mass_n_of``)      ``$P``  a KG property (``wdt:P2067``)
``$C``     a KG class                               ``$c``  a KG individual
``$v``     a restriction's value                    ``$name`` the literal of ``named``
``$prep``  the ERG predicate of a frame's preposition (``_at_p``)
``$link``  the predicate that attaches a noun's argument (``poss``, ``_of_p``, ``compound``)
``$mod``   the modifier of a two-word compound (``_boiling_n_1``)   ``$w`` a fresh witness constant
``$T``     the predicate that types individuals (``rdf:type``, ``wdt:P31``)
``$first`` ``$last`` ``$prev`` ``$next``  numbers: the first and last day (or year) of a year a comparison
           names, the one before and the one after (``comparison.tmpl``); ``$c2`` a second year

Identifiers bound by a quantifier are variables; any other identifier in a term position is a KG
constant (``wd:Q11173``), and ``"…"`` is a literal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from .._data import templates_dir
from ..logic import (FALSE, TRUE, And, Atom, Cmp, Const, Eq, Exists, Forall, Formula,
                     Iff, Implies, Not, Num, Or, Truth, Var, conj, disj)

__all__ = ["Template", "TemplateError", "parse_formula", "load_templates", "default_templates_dir",
           "fill", "SLOTS"]

#: the slots a template may use
SLOTS = ("$pred", "$prep", "$link", "$mod", "$w", "$P", "$C", "$T", "$c", "$v", "$name",
         "$c2", "$first", "$last", "$prev", "$next")

_KEYS = {"frame", "kind", "direction", "arity", "pos", "predicate", "axiom", "name", "weight", "doc",
         "marker", "link", "shape"}


class TemplateError(ValueError):
    """A template file that does not parse; the message names the file and line."""


@dataclass(frozen=True)
class Template:
    """One axiom template.

    * ``family``: the file stem (``entity``, ``relational_noun`` …); ``variant``: the section name.
    * ``frames``: the LexInfo frames (or ``entity``, ``named``, ``core``) whose fillers it accepts.
    * ``kind``/``direction``: conditions on the lexical entry (empty = any).
    * ``arity``: arity of the ERG predicate it interprets (None = any); ``pos``: ERG part-of-speech
      letters it accepts (``n``, ``v``, ``a``; empty = any).
    * ``predicate``: for ``core`` templates, the predicate (``thing/1``) whose presence triggers it.
    * ``formula``: the axiom with ``$``-slots; ``name``: the axiom name pattern.
    * ``weight``: multiplied into the filler's confidence.
    * ``marker``: a preposition the entry's frame must carry (IntransitivePP frames).
    * ``event``: ``arity: event`` in the file: the verb keeps its event, ``$pred(e, x)``, and a
      preposition predicate ``$prep(e, y)`` on that event carries the second argument;
      ``passive``: ``arity: passive``, the same with an unexpressed first argument, ``$pred(e, i, x)``
      ("Where was Poe born?"); ``event_shape`` names the shape (``event``, ``passive``, or
      ``event_object``: ``$pred(e, x, i)`` with an unexpressed object, or ``scopal``:
      ``$pred(i, x, e)`` whose last argument is a clause ``$prep(e, x, y)``, "Where is Belize located?";
      ``generic``: ``$pred(e, i, x)`` whose agent ``i`` is only a generic noun ``$agent(i, j)``, "people";
      ``transitive``: ``$pred(e, x, y)`` with both arguments expressed, its event kept only for a
      modifier that the template leaves to other options, "won the prize in 1990");
      ``named_object``: ``$pred(e, x, o)`` whose object ``o`` is only a name ``named(o, $name)`` that
      the property's own name spells, the property's date carried by ``$prep`` on the event ("When
      did X join the EU?" and ``dbp:accessioneudate``); ``verb_object`` / ``verb_own_object``:
      ``$pred(e, x, o)`` whose object's words ``$mod(o)`` (with ``poss(o, x)``: "his") are part of
      the entry's own lemma ("end his active career").
    * ``links``: ``link: poss, _of_p, compound``: the template interprets a noun together with one of
      these predicates, ``$link(x, y)``, that attaches another noun phrase to it ("California's
      capital", "the language of the Philippines").
    * ``shape``: ``multiword``: the template interprets a two-word noun compound, the head
      ``$pred(x …)``, ``compound(x, z)`` and the modifier ``$mod(z)`` together ("boiling point",
      "sodium chloride"); ``$w`` is then a fresh witness constant for the modifier.
      ``adjective``: a noun with the adjectives of a multiword lexeme on the same variable
      ("chemical formula", "median lethal dose"): ``$mod(x)`` stands for all of them.
    """

    family: str
    variant: str
    formula: Formula
    frames: tuple[str, ...] = ()
    kind: str = ""
    direction: str = ""
    arity: int | None = None
    pos: tuple[str, ...] = ()
    predicate: str = ""
    name: str = "$pred=$P"
    weight: float = 1.0
    doc: str = ""
    marker: str = ""
    event: bool = False
    passive: bool = False
    event_shape: str = ""
    links: tuple[str, ...] = ()
    shape: str = ""
    source: str = ""

    @property
    def id(self) -> str:
        return f"{self.family}.{self.variant}"

    def slots(self) -> set[str]:
        out = set()
        for m in re.finditer(r"\$\w+", _formula_text(self.formula)):
            out.add(m.group(0))
        return out

    def instantiate(self, slots: Mapping[str, str | Const]) -> tuple[str, Formula]:
        """``(axiom name, formula)`` with every slot filled; raises KeyError for a missing slot."""
        formula = fill(self.formula, slots)
        name = self.name
        for key in sorted(slots, key=len, reverse=True):
            val = slots[key]
            text = (val.name if isinstance(val, Const) else
                    "+".join(val) if isinstance(val, tuple) else str(val))
            name = name.replace(key, text)
        return f"{self.family}:{name}", formula


def _formula_text(f: Formula) -> str:
    from ..logic import to_text

    return to_text(f)


# ============================================================================ formula parser

_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<str>"(?:[^"\\]|\\.)*"(?:@[A-Za-z\-]+|\^\^[^\s(),]+)?)
  | (?P<num>-?\d+(?:\.\d+)?(?![\w:]))
  | (?P<arrow><->|->)
  | (?P<iri><[^<>\s]+>)
  | (?P<op>↔|<->|→|->|∧|&|∨|\||¬|~|≠|!=|≤|<=|≥|>=|=|<|>|\(|\)|,|\.|∀|∃|⊤|⊥)
  | (?P<id>\$?[A-Za-z_?][\w:\-+?]*)
""", re.VERBOSE)

_ALIASES = {"<->": "↔", "->": "→", "&": "∧", "|": "∨", "~": "¬", "!=": "≠", "<=": "≤", ">=": "≥",
            "forall": "∀", "exists": "∃", "true": "⊤", "false": "⊥"}
_CMP = {"<": "<", "≤": "<=", ">": ">", "≥": ">="}


def _tokens(text: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise TemplateError(f"cannot read {text[pos:pos + 20]!r} in formula {text!r}")
        pos = m.end()
        kind = m.lastgroup
        if kind == "ws":
            continue
        val = m.group(kind)
        if kind == "id" and val in _ALIASES:
            kind, val = "op", _ALIASES[val]
        elif kind in ("op", "arrow"):
            kind, val = "op", _ALIASES.get(val, val)
        out.append((kind, val))
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = _tokens(text)
        self.i = 0
        self.scope: list[set[str]] = []

    def peek(self) -> tuple[str, str] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, val: str | None = None) -> tuple[str, str]:
        tok = self.peek()
        if tok is None or (val is not None and tok[1] != val):
            raise TemplateError(f"expected {val or 'more'} at token {self.i} of {self.text!r}")
        self.i += 1
        return tok

    def at(self, *vals: str) -> bool:
        tok = self.peek()
        return tok is not None and tok[0] == "op" and tok[1] in vals

    def parse(self) -> Formula:
        f = self.formula()
        if self.peek() is not None:
            raise TemplateError(f"unexpected {self.peek()[1]!r} in {self.text!r}")
        return f

    def formula(self) -> Formula:
        left = self.implication()
        if self.at("↔"):
            self.take()
            return Iff(left, self.implication())
        return left

    def implication(self) -> Formula:
        left = self.disjunction()
        if self.at("→"):
            self.take()
            return Implies(left, self.implication())
        return left

    def disjunction(self) -> Formula:
        parts = [self.conjunction()]
        while self.at("∨"):
            self.take()
            parts.append(self.conjunction())
        return parts[0] if len(parts) == 1 else Or(tuple(parts))

    def conjunction(self) -> Formula:
        parts = [self.unary()]
        while self.at("∧"):
            self.take()
            parts.append(self.unary())
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def unary(self) -> Formula:
        if self.at("¬"):
            self.take()
            return Not(self.unary())
        if self.at("∀", "∃"):
            q = self.take()[1]
            names = []
            while self.peek() is not None and self.peek()[0] == "id":
                names.append(self.take()[1])
            if not names:
                raise TemplateError(f"quantifier without variables in {self.text!r}")
            self.take(".")
            self.scope.append(set(names))
            body = self.formula()  # a quantifier extends as far right as possible
            self.scope.pop()
            vs = tuple(Var(n) for n in names)
            return Forall(vs, body) if q == "∀" else Exists(vs, body)
        if self.at("("):
            self.take()
            f = self.formula()
            self.take(")")
            return f
        if self.at("⊤"):
            self.take()
            return TRUE
        if self.at("⊥"):
            self.take()
            return FALSE
        return self.atomic()

    def bound(self, name: str) -> bool:
        return any(name in s for s in self.scope)

    def term(self):
        kind, val = self.take()
        if kind == "id":
            if self.bound(val):
                return Var(val)
            return Const(val)  # slots ($c) and KG names (wd:Q11173) alike
        if kind == "iri":
            return Const(val)
        if kind == "num":
            return Num(float(val))
        if kind == "str":
            m = re.match(r'"((?:[^"\\]|\\.)*)"(?:@([A-Za-z\-]+)|\^\^(\S+))?$', val)
            text = m.group(1).replace('\\"', '"')
            return Const(text, kind="literal", lang=m.group(2), datatype=m.group(3))
        raise TemplateError(f"expected a term, got {val!r} in {self.text!r}")

    def atomic(self) -> Formula:
        tok = self.peek()
        if tok is None:
            raise TemplateError(f"formula ends early: {self.text!r}")
        nxt = self.toks[self.i + 1] if self.i + 1 < len(self.toks) else None
        if tok[0] in ("id", "iri") and nxt == ("op", "(") and not self.bound(tok[1]):
            pred = self.take()[1]
            self.take("(")
            args = []
            if not self.at(")"):
                args.append(self.term())
                while self.at(","):
                    self.take()
                    args.append(self.term())
            self.take(")")
            return Atom(pred, tuple(args))
        left = self.term()
        op = self.take()[1]
        right = self.term()
        if op == "=":
            return Eq(left, right)
        if op == "≠":
            return Not(Eq(left, right))
        if op in _CMP:
            return Cmp(_CMP[op], left, right)
        raise TemplateError(f"unknown relation {op!r} in {self.text!r}")


def parse_formula(text: str) -> Formula:
    """Read a formula in the printed notation (Unicode or ASCII); see the module docstring."""
    return _Parser(text).parse()


# ============================================================================ filling slots


def _fill_term(t, slots: Mapping[str, str | Const]):
    if isinstance(t, Const) and t.kind == "iri" and t.name.startswith("$"):
        val = slots[t.name]
        return val if isinstance(val, (Const, Num)) else Const(str(val))
    return t


def fill(f: Formula, slots: Mapping[str, str | Const | tuple]) -> Formula:
    """Replace ``$``-slots: in predicate position by a name, in term position by a constant.

    A predicate slot filled with a tuple of names stands for their conjunction over the same
    arguments (``$mod(x)`` with ``("_median_a_1", "_lethal_a_1")`` → ``_median_a_1(x) ∧ _lethal_a_1(x)``).
    """
    if isinstance(f, Truth):
        return f
    if isinstance(f, Atom):
        pred = f.pred
        args = tuple(_fill_term(a, slots) for a in f.args)
        if pred.startswith("$"):
            val = slots[pred]
            if isinstance(val, tuple):
                return conj([Atom(p, args) for p in val])
            pred = val.name if isinstance(val, Const) else str(val)
        return Atom(pred, args)
    if isinstance(f, Eq):
        return Eq(_fill_term(f.left, slots), _fill_term(f.right, slots))
    if isinstance(f, Cmp):
        return Cmp(f.op, _fill_term(f.left, slots), _fill_term(f.right, slots))
    if isinstance(f, Not):
        return Not(fill(f.body, slots))
    if isinstance(f, And):
        return conj([fill(p, slots) for p in f.parts])
    if isinstance(f, Or):
        return disj([fill(p, slots) for p in f.parts])
    if isinstance(f, Implies):
        return Implies(fill(f.left, slots), fill(f.right, slots))
    if isinstance(f, Iff):
        return Iff(fill(f.left, slots), fill(f.right, slots))
    if isinstance(f, Forall):
        return Forall(f.vars, fill(f.body, slots))
    if isinstance(f, Exists):
        return Exists(f.vars, fill(f.body, slots))
    raise TypeError(f"templates do not hold {type(f).__name__}")


# ============================================================================ template files


def default_templates_dir() -> Path:
    """``verifier/axiom_templates/``, the templates shipped with the package."""
    return templates_dir()


#: ``arity:`` values for verbs that keep their event: the ERG predicate's arity for each
_EVENT_ARITY = {"event": 2, "passive": 3, "event_object": 3, "scopal": 3, "generic": 3, "transitive": 3,
                "named_object": 3, "verb_object": 3, "verb_own_object": 3}


def _parse_file(path: Path) -> list[Template]:
    family = path.stem
    out: list[Template] = []
    current: dict | None = None
    start = 0

    def finish() -> None:
        if current is None:
            return
        where = f"{path.name}:{start}"
        if "axiom" not in current:
            raise TemplateError(f"{where}: template [{current['__variant']}] has no axiom")
        try:
            formula = parse_formula(current["axiom"])
        except TemplateError as exc:
            raise TemplateError(f"{where}: {exc}") from None
        arity = current.get("arity")
        out.append(Template(
            family=family, variant=current["__variant"], formula=formula,
            frames=tuple(x.strip() for x in current.get("frame", "").split(",") if x.strip()),
            kind=current.get("kind", "").strip(), direction=current.get("direction", "").strip(),
            arity=_EVENT_ARITY.get(arity) or (int(arity) if arity else None),
            event=arity in _EVENT_ARITY, passive=arity == "passive",
            event_shape=arity if arity in _EVENT_ARITY else "",
            links=tuple(x.strip() for x in current.get("link", "").split(",") if x.strip()),
            shape=current.get("shape", "").strip(),
            pos=tuple(x.strip() for x in current.get("pos", "").split(",") if x.strip()),
            predicate=current.get("predicate", "").strip(),
            name=current.get("name", "$pred=$P" if family != "core" else current["__variant"]).strip(),
            weight=float(current.get("weight", 1.0)), doc=current.get("doc", "").strip(),
            marker=current.get("marker", "").strip(), source=where))

    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = re.fullmatch(r"\[([\w.\-]+)\]", line)
        if m:
            finish()
            current, start = {"__variant": m.group(1)}, lineno
            continue
        if current is None:
            raise TemplateError(f"{path.name}:{lineno}: a key outside a [template] section")
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key not in _KEYS:
            raise TemplateError(f"{path.name}:{lineno}: expected one of {sorted(_KEYS)} followed by ':'")
        if key in current:  # a repeated key continues the value (long axioms over several lines)
            current[key] += " " + value.strip()
        else:
            current[key] = value.strip()
    finish()
    return out


def load_templates(directory: str | Path | None = None) -> list[Template]:
    """Every template in ``*.tmpl`` files of ``directory`` (default: the project's ``axiom_templates/``)."""
    d = Path(directory) if directory is not None else default_templates_dir()
    out: list[Template] = []
    for path in sorted(d.glob("*.tmpl")):
        out += _parse_file(path)
    return out
