"""Candidate lexical entries derived from a KG's own vocabulary (weaker than a curated lexicon).

Where no one has written a lexicon, the labels of a KG's properties and classes (or their IRI local
names) say a good deal: ``wdt:P2067`` "mass" is a relational noun ("the mass of X"), ``dbo:author``
"author" too, ``dbo:locatedInArea`` "located in area" a verb with a preposition, "part of" a noun whose
own argument is the property's subject, "developed by" a passive. :func:`derive` turns such labels
into :class:`~verifier.bridge.lexicon.LexicalEntry` values with ``curated=False`` and a lower
``confidence``, using WordNet (when installed) for base forms and parts of speech; :func:`to_turtle`
writes them as OntoLex-Lemon that :meth:`Lexicon.load <verifier.bridge.lexicon.Lexicon.load>` reads
back (``verifier lexicon build``).

The label shapes, in the order they are tried:

==========================  ===================  =====================================================
label                       frame                direction
==========================  ===================  =====================================================
``has X`` / ``has X(s)``    NounPPFrame on X     inverse: "the parts of water" = P(water, ·)
``X of``                    NounPPFrame on X     normal: "a part of Y" = P(·, Y)
``V-ed by`` (passive)       TransitiveFrame on V inverse: "Z developed Y" = P(Y, Z)
``V-ed/V-s PREP …``         IntransitivePPFrame  normal, marker PREP ("located in", "born in")
a verb (``contains``)       TransitiveFrame      normal
anything else (a noun)      NounPPFrame          inverse: "the mass of X" = P(X, ·)
a class label               NounPredicateFrame   ``rdf:type`` (or ``wdt:P31`` on Wikidata)
==========================  ===================  =====================================================
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from ..kg.iri import compact, expand
from .labels import split_local_name
from .lexicon import AUTOLEX_CONFIDENCE, LexicalEntry, SynArg

__all__ = ["derive", "derive_from_store", "entry_for_property", "entry_for_class", "to_turtle",
           "AUTO_CONFIDENCE", "AUTOLEX_NS"]

#: confidence of derived entries (curated lexica have 1.0)
AUTO_CONFIDENCE = 0.5
#: namespace of the annotation that carries a derived entry's confidence in Turtle
AUTOLEX_NS = AUTOLEX_CONFIDENCE.rpartition("#")[0] + "#"

_PREPOSITIONS = {"in", "at", "on", "of", "by", "from", "to", "into", "for", "with", "as", "under", "over",
                 "near", "during", "about", "after", "before", "since", "through", "within", "across"}

_NOUN_PP_INVERSE = (SynArg("copulativeArg", "object"), SynArg("prepositionalAdjunct", "subject", "of"))
_NOUN_PP_NORMAL = (SynArg("copulativeArg", "subject"), SynArg("prepositionalAdjunct", "object", "of"))
_TRANSITIVE_NORMAL = (SynArg("subject", "subject"), SynArg("directObject", "object"))
_TRANSITIVE_INVERSE = (SynArg("subject", "object"), SynArg("directObject", "subject"))


# ------------------------------------------------------------------------------- morphology


def _wordnet():
    try:
        from . import wordnet as wn_mod
    except ImportError:
        return None
    try:
        if not wn_mod.wordnet_available():
            return None
        return wn_mod
    except Exception:
        return None


def _morphy(word: str, pos: str) -> str | None:
    wn = _wordnet()
    if wn is None:
        return None
    try:
        return wn.morphy(word.lower(), pos)
    except Exception:
        return None


def _verb_base(word: str) -> str | None:
    """Base form of a verb form (``developed`` → ``develop``), or None if it is not a verb."""
    base = _morphy(word, "v")
    if base:
        return base
    if _wordnet() is not None:
        return None
    # no WordNet: strip the usual endings
    w = word.lower()
    for suffix, repl in (("ied", "y"), ("ies", "y"), ("ed", ""), ("es", ""), ("s", "")):
        if w.endswith(suffix) and len(w) > len(suffix) + 2:
            return w[: -len(suffix)] + repl
    return None


def inflected_verb_base(form: str, wordnet=None) -> str | None:
    """A WordNet verb base of the inflected ``form`` other than the form itself, or None: "found" → find
    (though "found" is a verb of its own, which :func:`_verb_base` returns), "based" → base, "held" → hold;
    "walk" → None. A past participle's test starts here; without WordNet (or its morphology lookup) none.

        >>> inflected_verb_base("held") if _wordnet() is not None else "hold"
        'hold'
    """
    try:
        bases = (wordnet or _wordnet().load_wordnet())._morphy(form, "v")
    except Exception:  # no WordNet, or one without the morphology lookup: no participle is read
        return None
    return next((b for b in bases if b != form), None)


def _is_verb_form(word: str) -> bool:
    """``contains``, ``located``, ``born``: inflected verb forms (a bare noun like "mass" is not)."""
    w = word.lower()
    if not re.search(r"(ed|en|s|n)$", w):
        return False
    base = _verb_base(w)
    if base is None or base == w:
        return False
    # "gas"/"mass" are nouns; prefer the noun reading when the word itself is a noun lemma
    return not (w.endswith("s") and _morphy(w, "n") == w)


def plural(noun: str) -> str:
    """English plural of a noun phrase's last word (``boiling point`` → ``boiling points``)."""
    head, _, last = noun.rpartition(" ")
    w = last
    if re.search(r"(s|x|z|ch|sh)$", w):
        p = w + "es"
    elif re.search(r"[^aeiou]y$", w):
        p = w[:-1] + "ies"
    else:
        p = w + "s"
    return f"{head} {p}" if head else p


# ------------------------------------------------------------------------------- label shapes


def _clean(label: str) -> str:
    label = re.sub(r"\(s\)", "", label)  # "has part(s)" → "has part"
    return " ".join(label.replace("_", " ").split())


def entry_for_property(name: str, label: str, source: str = "autolex",
                       confidence: float = AUTO_CONFIDENCE) -> LexicalEntry | None:
    """One candidate entry for property ``name`` (compact) whose label is ``label``."""
    text = _clean(label)
    if not text:
        return None
    words = text.split()
    low = [w.lower() for w in words]
    ident = f"auto:{name}"

    def entry(lemma, pos, frame, args, forms=()):
        return LexicalEntry(ident, lemma, pos, frame, reference=name, forms=tuple(dict.fromkeys((lemma, *forms))),
                            args=args, curated=False, confidence=confidence, source=source)

    if low[0] in ("has", "have") and len(words) > 1:
        noun = " ".join(words[1:])
        return entry(noun, "noun", "NounPPFrame", _NOUN_PP_INVERSE, (plural(noun),))
    if len(words) >= 2 and low[-1] == "by" and _is_verb_form(low[-2]):
        verb = _verb_base(low[-2]) or low[-2]
        return entry(verb, "verb", "TransitiveFrame", _TRANSITIVE_INVERSE, (low[-2],))
    if len(words) >= 2 and _is_verb_form(low[0]) and low[1] in _PREPOSITIONS:
        verb = _verb_base(low[0]) or low[0]
        if low[1] == "by":  # a passive with what its doer is ("produced by studio"): as "produced by" above
            return entry(verb, "verb", "TransitiveFrame", _TRANSITIVE_INVERSE, (low[0],))
        args = (SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", low[1]))
        return entry(verb, "verb", "IntransitivePPFrame", args, (low[0],))
    if len(words) > 1 and low[-1] == "of":
        noun = " ".join(words[:-1])
        if low[0] == "is":
            noun = " ".join(words[1:-1])
        if noun:
            return entry(noun, "noun", "NounPPFrame", _NOUN_PP_NORMAL, (plural(noun),))
    if len(words) == 1 and _is_verb_form(low[0]):
        verb = _verb_base(low[0]) or low[0]
        return entry(verb, "verb", "TransitiveFrame", _TRANSITIVE_NORMAL, (low[0],))
    noun = text if not text.isupper() else text  # keep acronyms ("ISBN") as they are
    noun = noun if any(c.isupper() for c in noun[1:]) else noun.lower()
    return entry(noun, "noun", "NounPPFrame", _NOUN_PP_INVERSE, (plural(noun),))


def entry_for_class(name: str, label: str, type_property: str = "rdf:type", source: str = "autolex",
                    confidence: float = AUTO_CONFIDENCE) -> LexicalEntry | None:
    """A class noun for class ``name``: ``rdf:type`` membership, or a ``type_property`` restriction
    (``wdt:P31`` on Wikidata)."""
    text = _clean(label)
    if not text:
        return None
    noun = text if any(c.isupper() for c in text[1:]) else text.lower()
    forms = (noun, plural(noun))
    args = (SynArg("copulativeArg", "isA"),)
    if type_property == "rdf:type":
        return LexicalEntry(f"auto:{name}", noun, "noun", "NounPredicateFrame", reference=name, forms=forms,
                            args=args, curated=False, confidence=confidence, source=source)
    return LexicalEntry(f"auto:{name}", noun, "noun", "NounPredicateFrame", reference=type_property, value=name,
                        forms=forms, args=args, curated=False, confidence=confidence, source=source)


def derive(properties: dict[str, Sequence[str]], classes: dict[str, Sequence[str]] = {},
           type_property: str = "rdf:type", source: str = "autolex",
           confidence: float = AUTO_CONFIDENCE) -> list[LexicalEntry]:
    """Entries for the given properties and classes (compact name → labels, best first).

    Every label of a term gives an entry (so altLabels become alternative words); a term without
    labels falls back to its IRI's local name.
    """
    out: list[LexicalEntry] = []
    seen: set = set()
    for name, labels in properties.items():
        for label in (list(labels) or [split_local_name(name)]):
            e = entry_for_property(name, label, source, confidence)
            if e is not None and (e.lemma.lower(), e.frame, e.reference) not in seen:
                seen.add((e.lemma.lower(), e.frame, e.reference))
                out.append(e)
    for name, labels in classes.items():
        for label in (list(labels) or [split_local_name(name)]):
            e = entry_for_class(name, label, type_property, source, confidence)
            if e is not None and (e.lemma.lower(), e.frame, e.reference, e.value) not in seen:
                seen.add((e.lemma.lower(), e.frame, e.reference, e.value))
                out.append(e)
    return out


_SKIP_PROPERTIES = {
    "rdf:type", "rdfs:label", "rdfs:comment", "skos:altLabel", "skos:prefLabel", "rdfs:subClassOf",
    "owl:sameAs", "schema:description", "schema:name", "foaf:name",
}


def derive_from_store(store, source: str | None = None, confidence: float = AUTO_CONFIDENCE,
                      limit: int = 5000) -> list[LexicalEntry]:
    """Entries for the properties and classes a KG uses (``store``: anything with ``select``).

    Classes are the objects of ``rdf:type`` and of Wikidata's ``wdt:P31``; when the KG types its
    individuals with ``wdt:P31``, class nouns become ``wdt:P31`` restrictions.
    """
    from .labels import StoreLabels

    props = [compact(str(r["p"])) for r in store.select(
        f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?o }} LIMIT {int(limit)}") if "p" in r]
    props = [p for p in props if p not in _SKIP_PROPERTIES and "wikiba.se" not in p]
    wd_types = [compact(str(r["c"])) for r in store.select(
        "SELECT DISTINCT ?c WHERE { ?s <http://www.wikidata.org/prop/direct/P31> ?c }") if "c" in r]
    rdf_types = [compact(str(r["c"])) for r in store.select(
        "SELECT DISTINCT ?c WHERE { ?s a ?c }") if "c" in r]
    rdf_types = [c for c in rdf_types if not c.startswith(("owl:", "rdfs:", "rdf:", "<http://wikiba.se"))]
    labels = StoreLabels(store).labels(props + wd_types + rdf_types)
    src = source or "autolex"
    out = derive({p: labels.get(p, []) for p in props if p != "wdt:P31"},
                 {c: labels.get(c, []) for c in wd_types}, "wdt:P31", src, confidence)
    out += derive({}, {c: labels.get(c, []) for c in rdf_types}, "rdf:type", src, confidence)
    return out


# ------------------------------------------------------------------------------- Turtle


def _lit(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"@en'


def _iri(name: str) -> str:
    return "<" + expand(name) + ">"


def to_turtle(entries: Iterable[LexicalEntry], base: str = "http://example.org/autolex#") -> str:
    """OntoLex-Lemon Turtle for ``entries``; :meth:`Lexicon.load` reads it back with the same
    frames, directions, markers and references, and with ``curated=False`` and the confidence; an entry
    that is only a hint carries ``autolex:hint`` with why (:attr:`LexicalEntry.hint`)."""
    lines = [
        f"@prefix : <{base}> .",
        "@prefix ontolex: <http://www.w3.org/ns/lemon/ontolex#> .",
        "@prefix synsem: <http://www.w3.org/ns/lemon/synsem#> .",
        "@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .",
        "@prefix owl: <http://www.w3.org/2002/07/owl#> .",
        f"@prefix autolex: <{AUTOLEX_NS}> .",
        "",
        "# Derived automatically from KG labels by `verifier lexicon build`: review before trusting.",
        "",
    ]
    for n, e in enumerate(entries):
        ident = f"e{n}_" + re.sub(r"\W+", "_", e.lemma.lower()).strip("_")
        forms = [f for f in e.forms if f != e.lemma]
        lines.append(f":{ident} a ontolex:LexicalEntry ;")
        lines.append(f"    lexinfo:partOfSpeech lexinfo:{e.pos} ;")
        lines.append(f"    autolex:confidence {e.confidence} ;")
        if e.hint:  # an entry that is only a hint (its readings are guesses): why, as the loader reads it back
            lines.append(f"    autolex:hint {_lit(e.hint)} ;")
        lines.append(f"    ontolex:canonicalForm [ ontolex:writtenRep {_lit(e.lemma)} ] ;")
        for f in forms:
            lines.append(f"    ontolex:otherForm [ ontolex:writtenRep {_lit(f)} ] ;")
        arg_names = {a.role: f":{ident}_{a.role}" for a in e.args}
        if e.args:
            roles = " ; ".join(f"lexinfo:{a.role} {arg_names[a.role]}" for a in e.args)
            lines.append(f"    synsem:synBehavior [ a lexinfo:{e.frame} ; {roles} ] ;")
        else:
            lines.append(f"    synsem:synBehavior [ a lexinfo:{e.frame} ] ;")
        if e.value is not None:
            ref = f"[ a owl:Restriction ; owl:onProperty {_iri(e.reference)} ; owl:hasValue {_iri(e.value)} ]"
        else:
            ref = _iri(e.reference)
        sem = []
        for a in e.args:
            if a.maps_to == "subject":
                sem.append(f"synsem:subjOfProp {arg_names[a.role]}")
            elif a.maps_to == "object":
                sem.append(f"synsem:objOfProp {arg_names[a.role]}")
            elif a.maps_to == "isA":
                sem.append(f"synsem:isA {arg_names[a.role]}")
        # a sense condition: the property's domain or range (lemon:propertyDomain/propertyRange)
        sem += [f"synsem:{k} {_iri(c)}" for k, c in (("propertyDomain", e.domain), ("propertyRange", e.range)) if c]
        lines.append(f"    ontolex:sense [ ontolex:reference {ref}" + "".join(f" ; {s}" for s in sem) + " ] .")
        for a in e.args:
            if a.marker:
                lines.append(f"{arg_names[a.role]} synsem:marker [ ontolex:writtenRep {_lit(a.marker)} ] .")
        lines.append("")
    return "\n".join(lines)
