"""The KG vocabulary the grounding stage reads, in one place.

Which predicate says a page is a redirect, which says it is a disambiguation page, which namespaces hold
properties, classes or individuals: DBpedia and Wikidata spell these differently, and the grounding checks
(:mod:`verifier.kg.grounding`) must not scatter the spellings. Everything here is a compact name
(:func:`verifier.kg.iri.compact`).

Worked example: ``role_of_namespace("dbr:Berlin_Wall")`` is ``"individual"``; ``role_of_namespace("dbo:City")``
is ``"class"`` (an ontology term with a capital), ``role_of_namespace("dbo:mayor")`` is ``"property"``;
``role_of_namespace("foaf:nick")`` is ``""``: FOAF, like any vocabulary not listed, is not judged by its name.
"""

from __future__ import annotations

__all__ = ["W3C_VOCABULARY", "REDIRECT", "DISAMBIGUATES", "NAMED_AFTER", "TYPE_PREDICATES", "SUBCLASS", "PROPERTY_NAMESPACES",
           "CLASS_NAMESPACES", "INDIVIDUAL_NAMESPACES", "role_of_namespace", "same_local_in"]

#: prefixes of the W3C vocabularies every KG knows, whether or not its data states their terms
W3C_VOCABULARY = ("rdf:", "rdfs:", "owl:", "xsd:")
#: a page that only forwards to another (its ``?t`` is the page meant)
REDIRECT = ("dbo:wikiPageRedirects",)
#: a page that lists the pages a name may mean
DISAMBIGUATES = ("dbo:wikiPageDisambiguates",)
#: what a namesake is named after ("a line named after the street")
NAMED_AFTER = ("dbo:namedAfter", "wdt:P138")
#: "x is an instance of class C"
TYPE_PREDICATES = ("rdf:type", "wdt:P31")
SUBCLASS = ("rdfs:subClassOf", "wdt:P279")

#: prefixes whose terms are properties; ``dbo:`` holds properties (lower case) and classes (capitalised)
PROPERTY_NAMESPACES = ("dbo", "dbp", "wdt", "p", "ps", "pq")
CLASS_NAMESPACES = ("dbo",)
#: prefixes whose terms are individuals (pages, items)
INDIVIDUAL_NAMESPACES = ("dbr", "res", "wd")

#: for a term used in the wrong role, the namespaces where the same local name plays the right one
_OTHER_ROLE = {
    "individual": {"dbo": ("dbr",), "dbp": ("dbr",), "wdt": ("wd",), "p": ("wd",), "ps": ("wd",), "pq": ("wd",)},
    "property": {"dbr": ("dbo", "dbp"), "res": ("dbo", "dbp"), "wd": ("wdt",)},
    "class": {"dbr": ("dbo",), "res": ("dbo",)},
}


def role_of_namespace(name: str) -> str:
    """``property``, ``class`` or ``individual``: what a term of this namespace is; ``""`` when its name
    does not say (an unlisted vocabulary, a full IRI, a Wikidata item used as a class)."""
    prefix, sep, local = name.partition(":")
    if not sep or name.startswith("<") or not local:
        return ""
    if prefix in INDIVIDUAL_NAMESPACES:
        return "individual"
    if prefix in CLASS_NAMESPACES and local[:1].isupper():
        return "class"
    if prefix in PROPERTY_NAMESPACES:
        return "property"
    return ""


def same_local_in(name: str, role: str) -> tuple[str, ...]:
    """The same local name in the namespaces where it would play ``role`` (``dbr:birthPlace`` as a
    property → ``dbo:birthPlace``, ``dbp:birthPlace``)."""
    prefix, _, local = name.partition(":")
    out = []
    for p in _OTHER_ROLE.get(role, {}).get(prefix, ()):
        cased = local[:1].upper() + local[1:] if role in ("class", "individual") else local[:1].lower() + local[1:]
        out.append(f"{p}:{cased}")
    return tuple(out)
