"""Reading the declarative grammar files in ``grammars/``.

The grammar is a context-free backbone over categories with atomic features, plus semantic
composition instructions after Copestake, Lascarides & Flickinger (2001): every sign has a *hook*
(``ltop``, ``index``, ``xarg``), named *slots* (the hooks of arguments it still expects), a bag of
elementary predications and a set of ``qeq`` constraints. A rule names its semantic head; the
mother's hook is the head's hook and the mother inherits the head's unfilled slots. ``fill``
equates a slot with another daughter's hook. Constructional content (``ep``/``qeq`` in a rule)
is the algebra's C-CONT.

File syntax (``#`` starts a comment; a block starts at column 0, its body lines are indented)::

    rule NAME : MOTHER -> DTR1 DTR2 ...        type NAME : CATEGORY
      OP ...                                      OP ...
    default CATEGORY                            (values for features an edge would lack)

    CATEGORY := Name[feat=value, feat=?var, feat=a|b, feat=?var:a|b]

Semantic operations (terms: ``N.ltop``/``N.index``/``N.xarg`` for daughter N's hook,
``N.SLOT.ltop`` … for one of its slots, or a local variable such as ``h1``/``x2``/``e1``/``i1``
whose first letter is its sort; ``?var`` and ``{name}`` are replaced by feature values / item
attributes)::

    head N                       the semantic head daughter
    hook ltop=T index=T xarg=T   set (part of) the mother's hook
    slot NAME ltop=T index=T     declare a slot on the mother
    slot NAME = N.SLOT           pass a daughter's slot up under NAME
    fill N.SLOT M                equate daughter N's slot with daughter M's hook (slot consumed)
    ep PRED LBL ARG0 ROLE=T ... CARG="…"
    ep@N …                       the same, with daughter N's character span (default: the node's)
    qeq HI LO                    eq T T                    props T FEAT=VALUE ...
    weight W                     (rules/types) a score added to every derivation using it
    locality W                   (rules) a score per word of daughter 0 (prefer near attachment)
    comma N                      (rules) daughter N must be followed by a comma in the text and hold
                                 none ("the capital, that is a city, of …"): the tokenizer drops
                                 commas, the chart keeps where they were
    nocomma N                    (rules) daughter N is not followed by a comma: a comma parts a head
                                 from what follows ("a country, of X" is no phrase); a rule for a
                                 phrase the comma closes says so by a feature of its own

Lexicon files: ``form words := type attr=value ...`` one entry per line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "Spec", "Pattern", "Rule", "LexType", "LexEntry", "Grammar", "load_grammar", "parse_category",
    "GrammarFileError",
]


class GrammarFileError(ValueError):
    """A grammar file is malformed; the message names the file and line."""


@dataclass(frozen=True)
class Spec:
    """A feature constraint: an optional variable name and an optional set of allowed values."""

    var: str | None = None
    values: frozenset[str] | None = None


@dataclass(frozen=True)
class Pattern:
    """A category with feature constraints (rule daughters and mothers)."""

    cat: str
    feats: tuple[tuple[str, Spec], ...] = ()


@dataclass(frozen=True)
class Rule:
    name: str
    mother: Pattern
    daughters: tuple[Pattern, ...]
    ops: tuple[tuple[str, ...], ...]
    weight: float = 0.0
    #: score per word of daughter 0 (``locality -0.01``: modifiers prefer the nearest head)
    locality: float = 0.0
    #: daughters (by position) that a comma must follow (``comma 0``)
    commas: frozenset[int] = frozenset()
    #: daughters (by position) that no comma may follow (``nocomma 0``)
    nocommas: frozenset[int] = frozenset()


@dataclass(frozen=True)
class LexType:
    name: str
    cat: Pattern
    ops: tuple[tuple[str, ...], ...]
    weight: float = 0.0


@dataclass(frozen=True)
class LexEntry:
    """A closed-class entry: the word sequence, its type and attributes (``pred``, ``carg`` …)."""

    words: tuple[str, ...]
    type: str
    attrs: tuple[tuple[str, str], ...] = ()


@dataclass
class Grammar:
    rules: list[Rule] = field(default_factory=list)
    types: dict[str, LexType] = field(default_factory=dict)
    lexicon: dict[tuple[str, ...], list[LexEntry]] = field(default_factory=dict)
    #: open-class mapping: ``noun.sg`` → (type name, attrs)
    open_class: dict[str, list[tuple[str, tuple[tuple[str, str], ...]]]] = field(default_factory=dict)
    start: tuple[str, ...] = ("ROOT",)
    #: feature values an edge of a category gets when nothing set them (``default NP[kind=other]``)
    defaults: dict[str, dict[str, str]] = field(default_factory=dict)

    @property
    def max_entry_length(self) -> int:
        return max((len(k) for k in self.lexicon), default=1)


_CAT = re.compile(r"^([A-Za-z_][\w-]*)(?:\[(.*)\])?$")


def parse_category(text: str) -> Pattern:
    """``NP[num=?n, wh=-]`` → :class:`Pattern`."""
    m = _CAT.match(text.strip())
    if not m:
        raise GrammarFileError(f"bad category {text!r}")
    feats: list[tuple[str, Spec]] = []
    if m.group(2):
        for part in m.group(2).split(","):
            part = part.strip()
            if not part:
                continue
            if "=" not in part:
                raise GrammarFileError(f"bad feature {part!r} in {text!r}")
            name, val = (s.strip() for s in part.split("=", 1))
            var = None
            values = None
            if val.startswith("?"):
                if ":" in val:
                    var, vals = val[1:].split(":", 1)
                    values = frozenset(vals.split("|"))
                else:
                    var = val[1:]
            else:
                values = frozenset(val.split("|"))
            feats.append((name, Spec(var, values)))
    return Pattern(m.group(1), tuple(feats))


def _split_categories(text: str) -> list[str]:
    """Split ``A[x=1, y=2] B C[z=3]`` on spaces outside brackets."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch.isspace() and depth == 0:
            if cur:
                out.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        out.append("".join(cur))
    return out


def _tokenize_op(line: str) -> tuple[str, ...]:
    # quoted strings stay one token (CARG values may hold spaces)
    return tuple(t[0] or t[1] for t in re.findall(r'("(?:[^"\\]|\\.)*")|(\S+)', line))


def _blocks(path: Path):
    head, body, head_no = None, [], 0
    for no, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = _strip_comment(raw)
        if not line.strip():
            continue
        if not line[0].isspace():
            if head is not None:
                yield head, body, head_no
            head, body, head_no = line.strip(), [], no
        else:
            if head is None:
                raise GrammarFileError(f"{path}:{no}: indented line outside a block")
            body.append((no, line.strip()))
    if head is not None:
        yield head, body, head_no


def _strip_comment(raw: str) -> str:
    # a '#' inside a quoted CARG is not a comment
    out, quoted = [], False
    for ch in raw:
        if ch == '"':
            quoted = not quoted
        if ch == "#" and not quoted:
            break
        out.append(ch)
    return "".join(out).rstrip()


def _ops(path: Path, body) -> tuple[tuple[tuple[str, ...], ...], float]:
    ops, weight = [], 0.0
    for no, line in body:
        op = _tokenize_op(line)
        if op[0] == "weight":
            weight = float(op[1])
        elif op[0] in ("locality", "comma", "nocomma"):
            ops.append(op)
        elif op[0] in {"head", "hook", "slot", "fill", "ep", "qeq", "eq", "props"} or re.fullmatch(r"ep@\d+", op[0]):
            ops.append(op)
        else:
            raise GrammarFileError(f"{path}:{no}: unknown operation {op[0]!r}")
    return tuple(ops), weight


def _read_rules_or_types(path: Path, grammar: Grammar) -> None:
    for head, body, no in _blocks(path):
        kind, _, rest = head.partition(" ")
        if kind == "default":
            cat = parse_category(rest)
            values = {}
            for fname, fspec in cat.feats:
                if fspec.var is not None or fspec.values is None or len(fspec.values) != 1:
                    raise GrammarFileError(f"{path}:{no}: a default needs one value per feature")
                values[fname] = next(iter(fspec.values))
            grammar.defaults.setdefault(cat.cat, {}).update(values)
            continue
        name, sep, spec = rest.partition(":")
        if not sep:
            raise GrammarFileError(f"{path}:{no}: expected 'NAME : …'")
        name = name.strip()
        ops, weight = _ops(path, body)
        if kind == "rule":
            lhs, arrow, rhs = spec.partition("->")
            if not arrow:
                raise GrammarFileError(f"{path}:{no}: rule without '->'")
            dtrs = tuple(parse_category(c) for c in _split_categories(rhs))
            if not dtrs:
                raise GrammarFileError(f"{path}:{no}: rule without daughters")
            locality = sum(float(op[1]) for op in ops if op[0] == "locality")
            commas = frozenset(int(op[1]) for op in ops if op[0] == "comma")
            nocommas = frozenset(int(op[1]) for op in ops if op[0] == "nocomma")
            if any(not 0 <= c < len(dtrs) for c in commas | nocommas):
                raise GrammarFileError(f"{path}:{no}: 'comma N' / 'nocomma N' names no daughter of the rule")
            ops = tuple(op for op in ops if op[0] not in ("locality", "comma", "nocomma"))
            grammar.rules.append(Rule(name, parse_category(lhs), dtrs, ops, weight, locality, commas, nocommas))
        elif kind == "type":
            grammar.types[name] = LexType(name, parse_category(spec), ops, weight)
        elif kind == "start":
            grammar.start = tuple(s.strip() for s in rest.split())
        else:
            raise GrammarFileError(f"{path}:{no}: unknown block {kind!r}")


def _attrs(parts: list[str]) -> tuple[tuple[str, str], ...]:
    out = []
    for p in parts:
        k, sep, v = p.partition("=")
        if not sep:
            raise GrammarFileError(f"bad attribute {p!r}")
        out.append((k, v.strip('"')))
    return tuple(out)


def _read_lexicon(path: Path, grammar: Grammar) -> None:
    for no, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = _strip_comment(raw).strip()
        if not line:
            continue
        words, sep, rest = line.partition(":=")
        if not sep:
            raise GrammarFileError(f"{path}:{no}: expected 'words := type attrs'")
        parts = _tokenize_op(rest)
        key = tuple(words.split())
        if path.name.startswith("open"):
            grammar.open_class.setdefault(key[0], []).append((parts[0], _attrs(list(parts[1:]))))
        else:
            entry = LexEntry(tuple(w.lower() for w in key), parts[0], _attrs(list(parts[1:])))
            grammar.lexicon.setdefault(entry.words, []).append(entry)


def load_grammar(directory: str | Path) -> Grammar:
    """Read every ``*.grm`` (rules, types) and ``*.lex`` (lexicon) file in *directory*."""
    directory = Path(directory)
    grammar = Grammar()
    for path in sorted(directory.glob("*.grm")):
        _read_rules_or_types(path, grammar)
    for path in sorted(directory.glob("*.lex")):
        _read_lexicon(path, grammar)
    for rule in grammar.rules:
        for op in rule.ops:
            if op[0] == "head" and not (0 <= int(op[1]) < len(rule.daughters)):
                raise GrammarFileError(f"rule {rule.name}: head {op[1]} out of range")
    for entries in grammar.lexicon.values():
        for e in entries:
            if e.type not in grammar.types:
                raise GrammarFileError(f"lexical entry {' '.join(e.words)}: unknown type {e.type}")
    return grammar
