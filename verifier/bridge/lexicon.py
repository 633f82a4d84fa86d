"""Lemon / OntoLex lexica (Turtle, read with rdflib) → :class:`LexicalEntry` values.

A lexicon says how English words are expressed in a KG's vocabulary: "mass" is a relational noun
whose prepositional ("of") argument is the subject of ``wdt:P2067``; "compound" is a class noun for
``wd:Q11173``; "heavy" is a scalar adjective bound to the mass. This module reads such lexica into
frozen values that the axiom templates (:mod:`verifier.bridge.templates`) instantiate.

Three dialects are read alike, because they share their local names:

* Lemon 1.0 (``http://lemon-model.net/lemon#``), and copies of it rebased to another namespace (the
  QALD-9 lexicon uses ``http://localhost:8000/lemon.owl#``), detected from the namespace's shape or
  its ``lemon`` prefix, or named in ``namespace_map``;
* W3C OntoLex-Lemon (``ontolex:``, ``synsem:``, ``lime:``);
* LexInfo 2.0/3.0 for parts of speech, frames and syntactic roles, and OILS for scalar adjectives.

One lexical entry with several senses or several frames becomes several :class:`LexicalEntry`
values (one per sense and frame), since each is a separate lexical choice for the bridge.
"""

from __future__ import annotations

import os
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable, Iterator, Mapping, Sequence

from ..kg.iri import compact
from ..kg.profile import type_predicates
from ._lexicon_cache import checked_key, read_checked, write_checked

__all__ = ["SynArg", "LexicalEntry", "Lexicon", "LexiconError", "FRAMES", "LEMON_NAMESPACES", "vocabulary_of"]

#: the LexInfo frames the bridge has templates for
FRAMES = (
    "NounPPFrame", "NounPredicateFrame", "TransitiveFrame", "IntransitivePPFrame",
    "AdjectiveAttributiveFrame", "AdjectivePredicateFrame", "AdjectiveSuperlativeFrame",
)

#: namespaces whose local names are Lemon / OntoLex vocabulary
LEMON_NAMESPACES = (
    "http://lemon-model.net/lemon#",
    "http://www.monnetproject.eu/lemon#",
    "http://www.w3.org/ns/lemon/ontolex#",
    "http://www.w3.org/ns/lemon/synsem#",
    "http://www.w3.org/ns/lemon/lime#",
    "http://www.w3.org/ns/lemon/decomp#",
)
_OILS_NAMESPACES = ("http://lemon-model.net/oils#", "http://www.w3.org/ns/lemon/oils#")
_OWL = "http://www.w3.org/2002/07/owl#"
#: annotation written by :func:`verifier.bridge.autolex.to_turtle`: a derived entry's confidence
AUTOLEX_CONFIDENCE = "http://example.org/sparql-verifier/autolex#confidence"
#: annotation on an entry that is only a hint (:attr:`LexicalEntry.hint`): its literal says why
AUTOLEX_HINT = "http://example.org/sparql-verifier/autolex#hint"
_RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
_RDFS = "http://www.w3.org/2000/01/rdf-schema#"

# the syntactic roles that come first in a frame: the noun/verb/adjective's own "subject" argument
_FIRST_ROLES = ("copulativeArg", "subject", "copulativeSubject", "attributiveArg")
_ENTRY_TYPES = {"LexicalEntry", "Word", "MultiwordExpression", "Phrase", "Affix"}


def _split(iri: str) -> tuple[str, str]:
    cut = max(iri.rfind("#"), iri.rfind("/"))
    return iri[: cut + 1], iri[cut + 1:]


def vocabulary_of(iri: str, namespace_map: Mapping[str, str] | None = None) -> tuple[str, str] | None:
    """``(vocab, local)`` for IRIs of the lexicon vocabularies, else None.

    ``vocab`` is ``lemon`` (Lemon 1.0, OntoLex, synsem, lime, and rebased copies), ``lexinfo``,
    ``oils``, ``owl`` or ``rdf``. ``namespace_map`` maps extra namespaces to one of these names, e.g.
    ``{"http://localhost:8000/lemon.owl#": "lemon"}``; such namespaces are also recognised by shape
    (a namespace ending in ``lemon#``/``lemon.owl#``/``oils.owl#`` …).
    """
    ns, local = _split(iri)
    if namespace_map and ns in namespace_map:
        return namespace_map[ns], local
    if ns in LEMON_NAMESPACES:
        return "lemon", local
    if "lexinfo" in ns:
        return "lexinfo", local
    if ns in _OILS_NAMESPACES or re.search(r"oils(\.owl)?[#/]$", ns):
        return "oils", local
    if re.search(r"(lemon|ontolex|synsem)(\.owl|\.ttl|\.rdf)?#$", ns):
        return "lemon", local
    if ns == _OWL:
        return "owl", local
    if ns in (_RDF, _RDFS):
        return "rdf", local
    return None


@dataclass(frozen=True)
class SynArg:
    """One syntactic argument of a frame.

    ``role``: the LexInfo role (``subject``, ``directObject``, ``copulativeArg``,
    ``prepositionalAdjunct``, ``attributiveArg`` …); ``maps_to``: ``subject`` or ``object`` of the
    sense's property, ``isA`` for the argument of a class/restriction/adjective, or ``""``;
    ``marker``: the preposition (or other marker) that introduces it, e.g. ``of``.
    """

    role: str
    maps_to: str = ""
    marker: str = ""


@dataclass(frozen=True)
class LexicalEntry:
    """One lexical choice: an entry's sense in one syntactic frame.

    * ``id``: the entry's IRI (compact) with ``#sense/frame`` indices when the entry has several.
    * ``lemma``: the canonical written form; ``forms``: every written form (lemma, plural, inflections).
    * ``pos``: LexInfo part of speech (``noun``, ``verb``, ``adjective`` …).
    * ``frame``: the LexInfo frame (see :data:`FRAMES`); inferred from ``pos`` when a lexicon leaves
      the frame untyped (the QALD-9 class nouns).
    * ``reference``: compact IRI of the property or class; for an ``owl:Restriction`` the restricted
      property (with ``value`` its ``owl:hasValue``); for an OILS scalar the bound property.
    * ``args``: the frame's syntactic arguments and what each maps to in the sense.
    * ``domain``/``range``: the sense condition's property domain and range (compact), if any.
    * ``degree``: the OILS degree (``high``/``low``) for scalar adjectives.
    * ``curated``: True for hand-written lexica, False for :mod:`verifier.bridge.autolex` candidates;
      ``confidence`` in (0, 1] becomes the axioms' weight.
    * ``repair``: why the consistency check (:mod:`verifier.bridge.lexcheck`) read the entry
      differently from its source file; also appended to ``source``.
    * ``hint``: for an entry that is only a hint (``autolex:hint "taken from the property's description"``),
      why; its readings are guesses, never evidence against a query. Empty for any other entry.
    """

    id: str
    lemma: str
    pos: str
    frame: str
    reference: str | None = None
    forms: tuple[str, ...] = ()
    args: tuple[SynArg, ...] = ()
    value: str | None = None
    domain: str | None = None
    range: str | None = None
    degree: str | None = None
    curated: bool = True
    confidence: float = 1.0
    source: str = ""
    #: why :mod:`verifier.bridge.lexcheck` changed the entry ("" when it did not)
    repair: str = ""
    hint: str = ""

    # ------------------------------------------------------------------ derived views

    @property
    def kind(self) -> str:
        """``property``, ``class``, ``restriction`` (owl:hasValue), ``scalar`` (OILS) or ``none``."""
        if self.reference is None:
            return "none"
        if self.degree is not None:
            return "scalar"
        if self.value is not None:
            return "restriction"
        if self.frame == "NounPredicateFrame":
            return "class"
        return "property"

    @property
    def typing_class(self) -> str | None:
        """The class a class noun's entry puts its thing in: a class entry's reference, or the value of a
        restriction on a typing property (``wdt:P31`` = ``wd:Q5``); None for every other entry."""
        if self.kind == "class":
            return self.reference
        if self.kind == "restriction" and self.reference in type_predicates():
            return self.value
        return None

    @property
    def typing(self) -> tuple[str, str] | None:
        """(class, the property that types by it) of a class noun's entry: ``rdf:type`` for a class entry, the
        restriction's own typing property (``wdt:P31``) for a restriction; None for every other entry."""
        cls = self.typing_class
        return None if cls is None else (cls, "rdf:type" if self.kind == "class" else self.reference)

    @property
    def bound(self) -> str | None:
        """The property an OILS scalar adjective is bound to."""
        return self.reference if self.degree is not None else None

    @property
    def restriction(self) -> tuple[str, str] | None:
        """``(property, value)`` of an ``owl:hasValue`` restriction."""
        if self.value is None or self.reference is None:
            return None
        return (self.reference, self.value)

    @property
    def markers(self) -> tuple[str, ...]:
        """The prepositions of the frame's arguments, in argument order (``("of",)``)."""
        return tuple(a.marker for a in self.args if a.marker)

    def role_of(self, maps_to: str) -> str | None:
        """The syntactic role that maps to ``maps_to`` (``subject``/``object``/``isA``)."""
        for a in self.args:
            if a.maps_to == maps_to:
                return a.role
        return None

    @property
    def direction(self) -> str:
        """``normal`` when the frame's first argument (the noun's copulative argument, the verb's
        subject) is the property's subject, ``inverse`` when it is the property's object ("the mass
        OF benzene": the value is the object, benzene the subject), ``""`` when unknown."""
        subj, obj = self.role_of("subject"), self.role_of("object")
        if subj in _FIRST_ROLES:
            return "normal"
        if obj in _FIRST_ROLES:
            return "inverse"
        if subj is not None and obj is None:
            return "inverse"
        if obj is not None and subj is None:
            return "normal"
        return ""

    @property
    def words(self) -> tuple[str, ...]:
        """Lower-cased lemma and forms, for lookups."""
        out = [self.lemma.lower()]
        out += [f.lower() for f in self.forms if f.lower() not in out]
        return tuple(out)


# ============================================================================ reading the graph


class _Index:
    """Triples of a lexicon graph grouped by subject, with vocabulary IRIs reduced to local names."""

    def __init__(self, graph, namespace_map: Mapping[str, str] | None) -> None:
        from rdflib import URIRef

        self.by_subject: dict = defaultdict(lambda: defaultdict(list))
        self._vocab_cache: dict[str, tuple[str, str] | None] = {}
        self._ns = dict(namespace_map or {})
        # prefixes bound as lemon/ontolex/oils/lexinfo in the file name rebased vocabularies too
        for prefix, ns in graph.namespaces():
            ns = str(ns)
            if prefix in ("lemon", "ontolex", "synsem", "lime") and ns not in self._ns:
                self._ns.setdefault(ns, "lemon")
            elif prefix == "oils":
                self._ns.setdefault(ns, "oils")
            elif prefix == "lexinfo":
                self._ns.setdefault(ns, "lexinfo")
        # in the order of the terms' text: rdflib's own order follows its hash tables, which Python
        # seeds afresh in each process, and the order of a word's entries decides ties between them
        # (a lexicon read by two processes must give the same verdicts); blank nodes keep their order
        for s, p, o in sorted(graph, key=_triple_key):
            key = self.vocab(str(p)) if isinstance(p, URIRef) else None
            self.by_subject[s][key or ("", str(p))].append(o)

    def vocab(self, iri: str) -> tuple[str, str] | None:
        if iri not in self._vocab_cache:
            self._vocab_cache[iri] = vocabulary_of(iri, self._ns)
        return self._vocab_cache[iri]

    def get(self, node, vocab: str, local: str) -> list:
        return self.by_subject.get(node, {}).get((vocab, local), [])

    def one(self, node, vocab: str, local: str):
        vals = self.get(node, vocab, local)
        return vals[0] if vals else None

    def types(self, node) -> set[str]:
        out = set()
        for t in self.get(node, "rdf", "type"):
            v = self.vocab(str(t))
            out.add(v[1] if v else str(t))
        return out

    def node_key(self, node) -> str:
        """A sort key for a node that is the same in every process: an IRI's text; for a blank node
        (whose label rdflib draws at random) the text of what the file says of it."""
        from rdflib import BNode

        if not isinstance(node, BNode):
            return str(node)
        said = sorted(f"{k[0]}:{k[1]} {'_' if isinstance(o, BNode) else o}"
                      for k, objs in self.by_subject.get(node, {}).items() for o in objs)
        return "~" + " ; ".join(said)

    def local(self, node) -> str:
        v = self.vocab(str(node))
        return v[1] if v else _split(str(node))[1]


def _triple_key(triple) -> tuple:
    from rdflib import BNode

    return tuple("" if isinstance(t, BNode) else f"{type(t).__name__}:{t}" for t in triple)


def _written(ix: _Index, node) -> list[str]:
    """Written representations of a form node (or of a marker given as a literal/entry)."""
    from rdflib import Literal

    if isinstance(node, Literal):
        return [str(node)]
    reps = ix.get(node, "lemon", "writtenRep") + ix.get(node, "rdfs", "label")
    if not reps:
        for form in ix.get(node, "lemon", "canonicalForm"):
            reps += ix.get(form, "lemon", "writtenRep")
    # English first; untagged literals count as English
    reps.sort(key=lambda l: 0 if getattr(l, "language", None) in (None, "en") else 1)
    return [str(r) for r in reps if getattr(r, "language", None) in (None, "en")] or [str(r) for r in reps]


def _term(node) -> str:
    return compact(str(node))


def _reference(ix: _Index, node) -> dict:
    """What a sense refers to: an IRI, an owl:Restriction (property + hasValue) or an OILS scalar."""
    from rdflib import BNode, URIRef

    types = ix.types(node)
    prop = ix.one(node, "owl", "onProperty")
    if "Restriction" in types or prop is not None:
        val = ix.one(node, "owl", "hasValue")
        return {"reference": _term(prop) if prop is not None else None,
                "value": _term(val) if isinstance(val, URIRef) else (str(val) if val is not None else None)}
    bound = ix.one(node, "oils", "boundTo")
    if bound is not None or types & {"CovariantScalar", "ContravariantScalar", "CentralScalar", "Scalar"}:
        degree = ix.one(node, "oils", "degree")
        deg = ix.local(degree).lower() if degree is not None else "high"
        if "ContravariantScalar" in types and deg == "high":
            deg = "low"
        return {"reference": _term(bound) if bound is not None else None, "degree": deg}
    if isinstance(node, BNode):
        return {"reference": None}
    return {"reference": _term(node)}


def _default_frame(pos: str, roles: set[str]) -> str:
    if pos == "noun":
        return "NounPPFrame" if "prepositionalAdjunct" in roles else "NounPredicateFrame"
    if pos == "adjective":
        return "AdjectivePredicateFrame"
    if pos == "verb":
        return "TransitiveFrame" if "directObject" in roles else "IntransitivePPFrame"
    return ""


def _entries_of_graph(graph, source: str, namespace_map, curated: bool, confidence: float
                      ) -> tuple[list[LexicalEntry], list[tuple[str, str]]]:
    ix = _Index(graph, namespace_map)
    entries: list[LexicalEntry] = []
    skipped: list[tuple[str, str]] = []
    for node, props in list(ix.by_subject.items()):
        types = ix.types(node)
        is_entry = bool(types & _ENTRY_TYPES) or (
            ("lemon", "canonicalForm") in props and (("lemon", "sense") in props or ("lemon", "synBehavior") in props))
        if not is_entry:
            continue
        name = _term(node)
        lemma_reps = sorted(r for f in ix.get(node, "lemon", "canonicalForm") for r in _written(ix, f))
        if not lemma_reps:
            skipped.append((name, "no canonical form"))
            continue
        lemma = lemma_reps[0]
        forms = []
        others = sorted(r for f in ix.get(node, "lemon", "otherForm") for r in _written(ix, f))
        for r in lemma_reps + others:
            if r not in forms:
                forms.append(r)
        pos_node = ix.one(node, "lexinfo", "partOfSpeech")
        pos = ix.local(pos_node) if pos_node is not None else ""
        senses = ix.get(node, "lemon", "sense")
        if not senses:
            if pos not in ("preposition", "determiner", "conjunction"):
                skipped.append((name, "no sense"))
            continue
        frames = ix.get(node, "lemon", "synBehavior") or [None]
        auto = ix.by_subject[node].get(("", AUTOLEX_CONFIDENCE))
        e_curated, e_conf = (False, float(auto[0])) if auto else (curated, confidence)
        hint = " ".join(str(h) for h in ix.by_subject[node].get(("", AUTOLEX_HINT), ()))
        n = 0
        for si, sense in enumerate(sorted(senses, key=ix.node_key)):
            ref_node = ix.one(sense, "lemon", "reference")
            if ref_node is None:
                skipped.append((name, "sense without reference"))
                continue
            ref = _reference(ix, ref_node)
            if ref.get("reference") is None:
                skipped.append((name, "reference is neither an IRI, a restriction nor a bound scalar"))
                continue
            sem: dict = {}
            for key, local in (("subject", "subjOfProp"), ("object", "objOfProp"), ("isA", "isA")):
                for a in ix.get(sense, "lemon", local):
                    sem[a] = _BOTH if sem.get(a) in ("subject", "object") and sem[a] != key else key
            cond = ix.one(sense, "lemon", "condition")
            holder = cond if cond is not None else sense
            dom = ix.one(holder, "lemon", "propertyDomain")
            rng = ix.one(holder, "lemon", "propertyRange")
            for fi, frame in enumerate(sorted(frames, key=lambda f: ix.node_key(f) if f is not None else "")):
                roles: list[SynArg] = []
                ftype = ""
                if frame is not None:
                    for (vocab, local), objs in ix.by_subject.get(frame, {}).items():
                        if vocab == "lexinfo" and local not in ("partOfSpeech",):
                            for a in objs:
                                marker = ""
                                m = ix.one(a, "lemon", "marker")
                                if m is not None:
                                    reps = _written(ix, m)
                                    marker = reps[0] if reps else ix.local(m)
                                roles.append(SynArg(local, sem.get(a, ""), marker))
                    ftypes = [t for t in ix.types(frame) if t.endswith("Frame")]
                    ftype = ftypes[0] if ftypes else ""
                # a sense belongs to a frame when it maps one of the frame's arguments (or the
                # frame is an untyped placeholder without arguments)
                if roles and frame is not None and not any(r.maps_to for r in roles) and len(frames) > 1:
                    continue
                roles.sort(key=lambda r: (r.role not in _FIRST_ROLES, r.role))
                ftype = ftype or _default_frame(pos, {r.role for r in roles})
                if not ftype:
                    skipped.append((name, f"no frame and no default frame for part of speech {pos!r}"))
                    continue
                suffix = "" if (len(senses) == 1 and len(frames) == 1) else f"#{si}.{fi}"
                for vi, args in enumerate(_directions(roles)):
                    entries.append(LexicalEntry(
                        id=name + suffix + ("~reversed" if vi else ""), lemma=lemma, pos=pos, frame=ftype,
                        forms=tuple(forms), args=args, reference=ref.get("reference"), value=ref.get("value"),
                        degree=ref.get("degree"),
                        domain=_term(dom) if dom is not None else None,
                        range=_term(rng) if rng is not None else None,
                        curated=e_curated, confidence=e_conf, source=source, hint=hint))
                n += 1
    return entries, skipped


#: the mapping of an argument that a sense names as both the subject and the object of its property
_BOTH = "subject+object"


def _directions(roles: list[SynArg]) -> list[tuple[SynArg, ...]]:
    """The frame's arguments as each reading of the sense maps them: one reading, unless the sense names
    one argument as both the subject and the object of its property and leaves another argument of the
    frame unmapped. Such a sense says no direction, so both are read, the named argument as the subject
    and then as the object, the unmapped one in the other place: "the work of X" by a sense that makes the
    copulative argument both ends of ``dbo:writer`` reads ``writer(work, X)`` and ``writer(X, work)``
    alike (the question and the query decide between them; neither is the lexicon's word). Without an
    unmapped argument the named one stays the object, as the last statement read.

        >>> both = [SynArg("copulativeArg", _BOTH), SynArg("prepositionalAdjunct", "", "of")]
        >>> [[a.maps_to for a in args] for args in _directions(both)]
        [['subject', 'object'], ['object', 'subject']]
        >>> [[a.maps_to for a in args] for args in _directions([SynArg("copulativeArg", _BOTH)])]
        [['object']]
    """
    if not any(r.maps_to == _BOTH for r in roles):
        return [tuple(roles)]
    free = [r for r in roles if not r.maps_to]
    if len(free) != 1:
        return [tuple(replace(r, maps_to="object") if r.maps_to == _BOTH else r for r in roles)]
    out = []
    for named, other in (("subject", "object"), ("object", "subject")):
        out.append(tuple(replace(r, maps_to=named) if r.maps_to == _BOTH else replace(r, maps_to=other)
                         if r is free[0] else r for r in roles))
    return out


def _deprecations_of_graph(graph, source: str) -> list[tuple[str, str]]:
    """``(term, reason)`` for every subject marked ``owl:deprecated true``: an overlay file withdraws
    entries (or single senses) of a lexicon loaded with it, with the reason its ``rdfs:comment`` or
    ``skos:note`` gives."""
    from rdflib import Literal
    from rdflib.namespace import OWL, RDFS, SKOS

    out = []
    for node, flag in graph.subject_objects(OWL.deprecated):
        if not (isinstance(flag, Literal) and str(flag).strip().lower() in ("true", "1")):
            continue
        notes = [str(o) for pred in (RDFS.comment, SKOS.note, SKOS.editorialNote) for o in graph.objects(node, pred)]
        out.append((_term(node), notes[0] if notes else f"deprecated in {source}"))
    return sorted(out)


def _withdrawn(entry_id: str, terms: Mapping[str, str]) -> str | None:
    """The reason ``entry_id`` (``<iri>`` or ``<iri>#sense.frame``) is deprecated, or None."""
    base = entry_id.split(">#", 1)[0] + ">" if entry_id.startswith("<") and ">#" in entry_id else entry_id
    return terms.get(entry_id) or terms.get(base)


# ============================================================================ files and cache

_CACHE_MIN_BYTES = 1_000_000


class LexiconError(ValueError):
    """A lexicon file that cannot be read as RDF (not UTF-8, not Turtle, malformed): the message names the
    file and rdflib's first line of complaint, so the caller (the CLI, the service) can say which input is
    wrong rather than fail with a parser's own exception type.

        >>> import tempfile, pathlib
        >>> p = pathlib.Path(tempfile.mkdtemp()) / "bad.ttl"; _ = p.write_text(":a :b")
        >>> try: Lexicon.load(p, cache_dir=False)
        ... except LexiconError as e: print(str(e).startswith(str(p)))
        True
    """


def _parse_file(path: Path, namespace_map, curated, confidence, format):
    from rdflib import Graph

    g = Graph()
    fmt = format or ("turtle" if path.suffix in (".ttl", ".turtle", ".n3") else None)
    try:
        g.parse(str(path), format=fmt)
    except OSError:
        raise
    except Exception as exc:  # rdflib's BadSyntax, a decoding error, a plugin's ValueError: the file's fault
        lines = str(exc).strip().splitlines()
        raise LexiconError(f"{path}: not readable as {fmt or 'RDF'}: {type(exc).__name__}: "
                           f"{lines[0][:300] if lines else ''}") from exc
    entries, skipped = _entries_of_graph(g, str(path), namespace_map, curated, confidence)
    return entries, skipped, _deprecations_of_graph(g, str(path))


def _cache_key(path: Path, namespace_map, curated, confidence, format) -> str:
    import hashlib
    import json

    st = path.stat()
    code = Path(__file__).read_bytes()
    raw = json.dumps([str(path.resolve()), st.st_size, st.st_mtime_ns, sorted((namespace_map or {}).items()),
                      curated, confidence, format, hashlib.sha256(code).hexdigest()])
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]


def _load_file(path: Path, namespace_map, curated, confidence, format, cache_dir):
    import json

    use_cache = cache_dir is not False and path.stat().st_size >= _CACHE_MIN_BYTES
    if not use_cache:
        return _parse_file(path, namespace_map, curated, confidence, format)
    if cache_dir in (None, True):
        from ..kg.endpoint import default_cache_dir

        cache_dir = default_cache_dir()
    target = Path(cache_dir) / f"lexicon-{_cache_key(path, namespace_map, curated, confidence, format)}.json"
    if target.exists():
        try:
            data = json.loads(target.read_text(encoding="utf-8"))
            return ([_entry_from_json(d) for d in data["entries"]], [tuple(x) for x in data["skipped"]],
                    [tuple(x) for x in data["deprecated"]])
        except (ValueError, KeyError, TypeError):
            pass  # a damaged cache file: parse again and overwrite it
    entries, skipped, deprecated = _parse_file(path, namespace_map, curated, confidence, format)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(".tmp")
        tmp.write_text(json.dumps({"entries": [_entry_to_json(e) for e in entries], "skipped": skipped,
                                   "deprecated": deprecated}), encoding="utf-8")
        tmp.replace(target)
    except OSError:
        pass  # a read-only cache directory only costs speed
    return entries, skipped, deprecated


def _entry_to_json(e: LexicalEntry) -> dict:
    from dataclasses import asdict

    return asdict(e)


def _entry_from_json(d: dict) -> LexicalEntry:
    d = dict(d)
    d["forms"] = tuple(d["forms"])
    d["args"] = tuple(SynArg(**a) for a in d["args"])
    return LexicalEntry(**d)


# =================================================================================== the lexicon


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())


class Lexicon:
    """A set of :class:`LexicalEntry` values with lookups by written form and part of speech."""

    def __init__(self, entries: Iterable[LexicalEntry] = (), skipped: Iterable[tuple[str, str]] = (),
                 repairs: Iterable = (), deprecated: Iterable[tuple[str, str]] = ()) -> None:
        self.entries: tuple[LexicalEntry, ...] = tuple(entries)
        #: entries an overlay withdrew (``owl:deprecated true``), as ``(entry id, reason)``
        self.deprecated: tuple[tuple[str, str], ...] = tuple(deprecated)
        #: what the consistency check changed (:class:`verifier.bridge.lexcheck.Repair` values)
        self.repairs: tuple = tuple(repairs)
        #: entries of the source files that became no :class:`LexicalEntry`, with the reason
        self.skipped: tuple[tuple[str, str], ...] = tuple(skipped)
        self._by_form: dict[str, list[LexicalEntry]] = defaultdict(list)
        self._by_ref: dict[str, list[LexicalEntry]] = defaultdict(list)
        self._by_base: dict[str, list[LexicalEntry]] | None = None
        self._ref_lemmas: dict[str, tuple[str, ...]] = {}
        for e in self.entries:
            for w in {_norm(f) for f in (e.lemma, *e.forms)}:
                self._by_form[w].append(e)
            if e.reference:
                self._by_ref[e.reference].append(e)
            if e.value:
                self._by_ref[e.value].append(e)

    @classmethod
    def load(cls, path_or_paths: str | os.PathLike | Sequence[str | os.PathLike],
             namespace_map: Mapping[str, str] | None = None, *, curated: bool = True,
             confidence: float = 1.0, format: str | None = None,
             cache_dir: str | os.PathLike | None | bool = None, check: bool = True) -> "Lexicon":
        """Read one or more Lemon/OntoLex files (Turtle unless the suffix says otherwise).

        ``namespace_map`` maps extra vocabulary namespaces to ``lemon``, ``lexinfo`` or ``oils``
        (rebased copies are mostly detected without it).

        The loaded and checked lexicon is kept as a pickle in the cache folder (``cache_dir``, default
        :func:`verifier._paths.user_cache_dir`; ``False``: no cache), keyed by the files' contents, the
        options, the reading and checking code and the WordNet the check consults: a later process with
        the same files gets it back without rdflib or the check (QALD-9's: seconds → tens of ms).

        Parsing a large lexicon with rdflib takes seconds (QALD-9's: about 5 s), so the entries read
        from files over 1 MB are kept as JSON in ``cache_dir`` (default: the verifier's cache
        directory, see :func:`verifier.kg.endpoint.default_cache_dir`; ``False``: no cache), keyed
        by the file's path, size and time, the options, and this module's source. The cache holds
        the entries as the files say; ``check`` (default True) then runs the consistency check of
        :mod:`verifier.bridge.lexcheck` on every load, so its repairs are never stale.

        A file may be an overlay: a subject it marks ``owl:deprecated true`` (an entry's IRI, or an
        entry's IRI with its ``#sense.frame`` suffix) withdraws that entry from every file loaded
        with it, with its ``rdfs:comment`` as the reason (:attr:`deprecated`). A person corrects a
        generated lexicon this way without editing it: deprecate the wrong entry, add the right one.
        """
        paths = [path_or_paths] if isinstance(path_or_paths, (str, os.PathLike)) else list(path_or_paths)
        key = None
        if cache_dir is not False:
            key = checked_key(paths, namespace_map, curated, confidence, format, check)
            hit = read_checked(key, cache_dir)
            if hit is not None:
                return hit
        entries: list[LexicalEntry] = []
        skipped: list[tuple[str, str]] = []
        withdrawn: dict[str, str] = {}
        for p in paths:
            e, s, d = _load_file(Path(p), namespace_map, curated, confidence, format, cache_dir)
            entries += e
            skipped += s
            withdrawn.update(d)
        lex = cls._assembled(entries, skipped, withdrawn, check)
        if key is not None:
            write_checked(key, lex, cache_dir)
        return lex

    @classmethod
    def _assembled(cls, entries: list[LexicalEntry], skipped, withdrawn: Mapping[str, str], check: bool) -> "Lexicon":
        kept, gone = [], []
        for e in entries:
            why = _withdrawn(e.id, withdrawn) if withdrawn else None
            (kept if why is None else gone).append(e if why is None else (e.id, why))
        lex = cls.checked(kept, skipped) if check else cls(kept, skipped)
        lex.deprecated = tuple(gone)
        return lex

    @classmethod
    def from_graph(cls, graph, namespace_map: Mapping[str, str] | None = None, *, source: str = "",
                   curated: bool = True, confidence: float = 1.0, check: bool = True) -> "Lexicon":
        e, s = _entries_of_graph(graph, source, namespace_map, curated, confidence)
        return cls._assembled(e, s, dict(_deprecations_of_graph(graph, source)), check)

    @classmethod
    def checked(cls, entries: Iterable[LexicalEntry], skipped: Iterable[tuple[str, str]] = ()) -> "Lexicon":
        """A lexicon of ``entries`` after the consistency check (:func:`verifier.bridge.lexcheck.check`)."""
        from .lexcheck import check

        fixed, repairs = check(entries)
        return cls(fixed, skipped, repairs)

    def merged(self, other: "Lexicon") -> "Lexicon":
        return Lexicon(self.entries + other.entries, self.skipped + other.skipped, self.repairs + other.repairs,
                       self.deprecated + other.deprecated)

    def __iter__(self) -> Iterator[LexicalEntry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def lookup(self, lemma: str, pos: str | None = None, frame: str | None = None) -> list[LexicalEntry]:
        """Entries with a written form equal to ``lemma`` (case, ``_`` and ``-`` ignored).

        ``pos`` accepts LexInfo names (``noun``) or ERG letters (``n``, ``v``, ``a``). Curated
        entries first, then by confidence; the order is otherwise the file order.
        """
        found = self._by_form.get(_norm(lemma), [])
        if not found:
            # an ERG lemma is a base form ("bear"), a lexicon may list only an irregular
            # inflection ("born"): WordNet's exception lists connect them
            found = self._base_index().get(_norm(lemma), [])
        if pos:
            want = _POS.get(pos, pos)
            found = [e for e in found if e.pos == want or (not e.pos and want)]
        if frame:
            found = [e for e in found if e.frame == frame]
        return sorted(found, key=lambda e: (not e.curated, -e.confidence))

    def _base_index(self) -> dict[str, list[LexicalEntry]]:
        if self._by_base is None:
            exc = _wordnet_exceptions()
            idx: dict[str, list[LexicalEntry]] = defaultdict(list)
            for e in self.entries:
                table = exc.get(_WN_POS.get(e.pos, ""), {})
                for f in {_norm(x) for x in (e.lemma, *e.forms)}:
                    head, _, last = f.rpartition(" ")
                    for base in table.get(last, ()):
                        key = f"{head} {base}".strip()
                        if e not in idx[key]:
                            idx[key].append(e)
            self._by_base = dict(idx)
        return self._by_base

    def by_reference(self, iri: str) -> list[LexicalEntry]:
        """Entries whose reference (property, class, restriction value) is ``iri`` (compact)."""
        return list(self._by_ref.get(compact(iri) if "://" in iri else iri, []))

    def reference_lemmas(self, iri: str) -> tuple[str, ...]:
        """The lemmas of :meth:`by_reference`'s entries, in their order, each once; kept per IRI (the
        entries never change once the lexicon is made). ``rdf:type`` is the reference of thousands of
        class entries, and a query that types its answer asked for all their lemmas again on every
        bridging of every reading::

            lex.reference_lemmas("dbo:birthPlace")   # ('birth place', 'born', …)
        """
        found = self._ref_lemmas.get(iri)
        if found is None:
            found = self._ref_lemmas[iri] = tuple(dict.fromkeys(e.lemma for e in self.by_reference(iri)))
        return found

    def stats(self) -> dict:
        """Counts: entries, per frame, per part of speech, per reference kind, skipped."""
        return {
            "entries": len(self.entries),
            "lemmas": len({e.lemma.lower() for e in self.entries}),
            "frames": dict(Counter(e.frame for e in self.entries).most_common()),
            "pos": dict(Counter(e.pos for e in self.entries).most_common()),
            "kinds": dict(Counter(e.kind for e in self.entries).most_common()),
            "skipped": len(self.skipped),
            "deprecated": len(self.deprecated),
            "repairs": dict(Counter(f"{r.action} ({r.rule})" for r in self.repairs).most_common()),
        }


#: LexInfo parts of speech → WordNet's
_WN_POS = {"noun": "noun", "verb": "verb", "adjective": "adj"}


def _wordnet_exceptions() -> dict[str, dict[str, tuple[str, ...]]]:
    """WordNet's irregular forms (``born`` → ``bear``, ``children`` → ``child``) per part of speech,
    read from the ``*.exc`` files of the project's WordNet when it is installed (else empty)."""
    global _EXC
    if _EXC is None:
        out: dict[str, dict[str, tuple[str, ...]]] = {}
        try:
            from .wordnet import wordnet_dir

            root = wordnet_dir()
        except Exception:
            root = None
        for pos in ("noun", "verb", "adj"):
            table: dict[str, tuple[str, ...]] = {}
            path = root / f"{pos}.exc" if root is not None else None
            if path is not None and path.is_file():
                for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                    parts = line.split()
                    if len(parts) >= 2:
                        table[parts[0].replace("_", " ")] = tuple(p.replace("_", " ") for p in parts[1:])
            out[pos] = table
        _EXC = out
    return _EXC


_EXC: dict | None = None

#: ERG part-of-speech letters → LexInfo parts of speech
_POS = {"n": "noun", "v": "verb", "a": "adjective", "p": "preposition", "q": "determiner"}
