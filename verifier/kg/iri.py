"""One naming of KG terms for the whole verifier.

The query side, the bridge and the prover must agree on how an IRI is written as a predicate or constant
name, or ``wdt:P2067`` and ``<http://www.wikidata.org/prop/direct/P2067>`` would be different symbols.
:func:`compact` is that agreement: well-known namespaces become their usual prefixes, anything else is
kept whole in angle brackets.
"""

from __future__ import annotations

import re

__all__ = ["WELL_KNOWN", "compact", "expand", "local_name", "name_words", "namespace_of"]

#: prefixes every component knows; also the ones the query parser repairs when they are undeclared
WELL_KNOWN: dict[str, str] = {
    "wd": "http://www.wikidata.org/entity/",
    "wdt": "http://www.wikidata.org/prop/direct/",
    "p": "http://www.wikidata.org/prop/",
    "ps": "http://www.wikidata.org/prop/statement/",
    "pq": "http://www.wikidata.org/prop/qualifier/",
    "dbo": "http://dbpedia.org/ontology/",
    "dbr": "http://dbpedia.org/resource/",
    "res": "http://dbpedia.org/resource/",
    "dbp": "http://dbpedia.org/property/",
    "dbc": "http://dbpedia.org/resource/Category:",
    "yago": "http://dbpedia.org/class/yago/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "foaf": "http://xmlns.com/foaf/0.1/",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "dct": "http://purl.org/dc/terms/",
    "schema": "http://schema.org/",
    "geo": "http://www.w3.org/2003/01/geo/wgs84_pos#",
}

# `res:` and `dbr:` are the same namespace; compact() always writes the first one listed.
_BY_NS = {}
for _p, _ns in WELL_KNOWN.items():
    _BY_NS.setdefault(_ns, _p)
# longest namespace first, so `dbc:` (…/resource/Category:) wins over `dbr:`
_NS_ORDER = sorted(_BY_NS, key=len, reverse=True)
_LOCAL_OK = re.compile(r"^[A-Za-z0-9_\-\.()',%:]*$")


def compact(iri: str) -> str:
    """``http://www.wikidata.org/entity/Q2270`` → ``wd:Q2270``; unknown namespaces → ``<iri>``."""
    iri = str(iri)
    if iri.startswith("<") and iri.endswith(">"):
        iri = iri[1:-1]
    for ns in _NS_ORDER:
        if iri.startswith(ns):
            local = iri[len(ns):]
            if local and _LOCAL_OK.match(local) and not local.endswith("."):
                return f"{_BY_NS[ns]}:{local}"
    return f"<{iri}>"


def expand(name: str) -> str:
    """Inverse of :func:`compact`: ``wd:Q2270`` → the full IRI (``<iri>`` → iri)."""
    if name.startswith("<") and name.endswith(">"):
        return name[1:-1]
    prefix, sep, local = name.partition(":")
    if sep and prefix in WELL_KNOWN:
        return WELL_KNOWN[prefix] + local
    return name


def namespace_of(iri: str) -> str:
    full = expand(iri)
    cut = max(full.rfind("#"), full.rfind("/"))
    return full[: cut + 1]


def local_name(iri: str) -> str:
    """The part after the last ``/``, ``#`` or ``:`` (``dbr:Angela_Merkel`` → ``Angela_Merkel``)."""
    full = expand(iri)
    cut = max(full.rfind("#"), full.rfind("/"))
    local = full[cut + 1:]
    if full.startswith("http://dbpedia.org/resource/Category:"):
        local = full[len("http://dbpedia.org/resource/Category:"):]
    return local


def name_words(local: str) -> list[str]:
    """The lower-case words of a camel-case local name: ``numberOfVisitors`` → ``["number", "of",
    "visitors"]``, ``activeYearsStartYear`` → ``["active", "years", "start", "year"]``; digits are
    words of their own."""
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", local)]
