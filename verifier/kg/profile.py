"""The KG vocabulary the verifier relies on, one profile per KG (``kg/profiles/*.toml``).

The code reasons about a few kinds of KG terms — the predicate that types an individual, those that
label it, the classes of places, a generic location property — and each KG spells them its own way.
They are data, so they live in one TOML file per KG and this module is their only reader; the code
asks for a kind (``type_predicates()``), never names a DBpedia or Wikidata term itself.

The bridge reads queries of either KG alike, so the accessors answer for all shipped profiles together,
in a fixed order (DBpedia first); where one KG's vocabulary finds nothing in another (``rdf:type`` with a
Wikidata class, asked of Wikidata), the query is screened first by the profile of its own KG, told or read
from its namespaces (:func:`kg_of_terms`, :func:`foreign_vocabulary`):

>>> type_predicates()
('rdf:type', 'wdt:P31')
>>> "dbo:City" in place_classes() and "wd:Q515" in place_classes()
True
>>> load_profile("dbpedia").generic_location
'dbo:location'
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources

from .._data import DataFileMissing

__all__ = ["KgProfile", "PROFILES", "load_profile", "profiles", "type_predicates", "subclass_predicates",
           "label_predicates", "place_classes", "person_classes", "generic_location", "redirect_namespace",
           "page_title", "endpoint_prefixes", "misplaced_term", "record_properties", "category_predicates",
           "is_category", "ROLES", "role", "declared_ranges", "declared_domains", "kept_both_ways",
           "typed_answer_namespaces", "kg_of_terms", "foreign_vocabulary", "service_kg"]

#: the shipped profiles, in the order their terms are listed
PROFILES = ("dbpedia", "wikidata")

_FIELDS = {"name": str, "type_predicates": list, "subclass_predicates": list, "label_predicates": list,
           "place_classes": list, "generic_location": str, "redirect_namespace": str, "endpoint_prefixes": dict,
           "vocabulary_namespaces": list, "individual_namespaces": list, "record_properties": list,
           "category_predicates": list, "category_namespaces": list, "roles": dict, "declared_ranges": dict}

#: the roles a profile names properties for (``[roles]``): what the code asks the KG's vocabulary for
ROLES = {
    "member": "properties that make their subject a member of the group their value names (a party, a church)",
    "doctrine": "properties that tie a thing to a doctrine it holds (an ideology)",
    "kind_value": "properties whose value says what their subject is by trade (an occupation, a profession)",
    "kind_individual": "properties whose value is a page naming the kind of thing their subject is",
    "pertains": "properties that tie a thing to the country or place a demonym names (never a birthplace)",
    "name": "properties whose every value is a name their subject is called by",
    "end_of_life": "properties whose presence says their subject's life has ended (a date of death)",
}

#: fields a profile may leave out
_OPTIONAL = {"person_classes": list, "kept_both_ways": list, "typed_answer_namespaces": list,
             "declared_domains": dict, "own_namespaces": list, "services": list}


@dataclass(frozen=True)
class KgProfile:
    """One KG's vocabulary (compact IRIs)."""

    name: str
    type_predicates: tuple[str, ...]
    subclass_predicates: tuple[str, ...]
    label_predicates: tuple[str, ...]
    place_classes: tuple[str, ...]
    generic_location: str
    redirect_namespace: str
    #: prefix → namespace that the KG's public endpoint declares for every query (a query written for it
    #: may use them undeclared)
    endpoint_prefixes: tuple[tuple[str, str], ...] = ()
    #: namespaces whose terms are classes and properties, never individuals (DBpedia's ontology)
    vocabulary_namespaces: tuple[str, ...] = ()
    #: namespaces whose terms are individuals, never classes or properties (DBpedia's resources)
    individual_namespaces: tuple[str, ...] = ()
    #: properties of the record the KG keeps on every thing it describes (a page id, an abstract)
    record_properties: tuple[str, ...] = ()
    #: properties that put a thing in a category of the KG's pages (``dct:subject``), and the namespaces
    #: of those categories
    category_predicates: tuple[str, ...] = ()
    category_namespaces: tuple[str, ...] = ()
    #: role (:data:`ROLES`) → the properties that play it
    roles: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: property → the class the KG's ontology declares as its range, where its values are things of that
    #: class by what the property means (not where the data often break the declaration)
    declared_ranges: tuple[tuple[str, str], ...] = ()
    #: classes whose members are people, named "person" whatever their label says (optional field)
    person_classes: tuple[str, ...] = ()
    #: two-way properties whose every statement the KG keeps on the records of both ends (optional field):
    #: a query may read them from either end
    kept_both_ways: tuple[str, ...] = ()
    #: namespaces of classes by which the KG's questions type every answer, so that a class of theirs typing
    #: the answer of "What …?" says no more than "what" (optional field)
    typed_answer_namespaces: tuple[str, ...] = ()
    #: property → the class the KG's ontology declares as its domain, where its subjects are things of that
    #: class by what the property means (optional field; as ``declared_ranges``, for the other end)
    declared_domains: tuple[tuple[str, str], ...] = ()
    #: namespaces (full IRIs) of the KG's own items, classes and properties, which no other KG's data use as
    #: predicates or subjects: a query that uses them is written for this KG (optional field)
    own_namespaces: tuple[str, ...] = ()
    #: services (full IRIs) that the KG's own endpoint runs for a query's ``SERVICE`` clause, which reach no
    #: other endpoint (optional field: Wikidata's label service)
    services: tuple[str, ...] = ()


@functools.lru_cache(maxsize=None)
def load_profile(name: str) -> KgProfile:
    """The profile ``kg/profiles/NAME.toml``; :class:`DataFileMissing` when there is none, ValueError
    naming the file when a field is missing or of another type."""
    path = resources.files("verifier") / "kg" / "profiles" / f"{name}.toml"
    if not path.is_file():
        raise DataFileMissing(f"{path}: no KG profile {name!r}")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    for field, kind in _FIELDS.items():
        if not isinstance(data.get(field), kind):
            raise ValueError(f"{path}: expected {field} ({kind.__name__})")
    for field, kind in _OPTIONAL.items():
        if field in data and not isinstance(data[field], kind):
            raise ValueError(f"{path}: expected {field} ({kind.__name__})")
    unknown = set(data) - set(_FIELDS) - set(_OPTIONAL)
    if unknown:
        raise ValueError(f"{path}: unknown field(s) {', '.join(sorted(unknown))}")
    prefixes = data["endpoint_prefixes"]
    if not all(isinstance(k, str) and isinstance(v, str) and v.startswith("http") for k, v in prefixes.items()):
        raise ValueError(f"{path}: endpoint_prefixes maps a prefix to a namespace IRI")
    return KgProfile(data["name"], *(tuple(data[f]) for f in list(_FIELDS)[1:5]), data["generic_location"],
                     data["redirect_namespace"], tuple(prefixes.items()), tuple(data["vocabulary_namespaces"]),
                     tuple(data["individual_namespaces"]), tuple(data["record_properties"]),
                     tuple(data["category_predicates"]), tuple(data["category_namespaces"]),
                     _roles(path, data["roles"]), _ranges(path, data["declared_ranges"]),
                     tuple(data.get("person_classes", ())), tuple(data.get("kept_both_ways", ())),
                     tuple(data.get("typed_answer_namespaces", ())),
                     _ranges(path, data.get("declared_domains", {}), "declared_domains"),
                     tuple(data.get("own_namespaces", ())), tuple(data.get("services", ())))


def _roles(path, table: dict) -> tuple[tuple[str, tuple[str, ...]], ...]:
    unknown = set(table) - set(ROLES)
    if unknown:
        raise ValueError(f"{path}: unknown role(s) {', '.join(sorted(unknown))} (known: {', '.join(ROLES)})")
    if not all(isinstance(v, list) and all(isinstance(t, str) and ":" in t for t in v) for v in table.values()):
        raise ValueError(f"{path}: a role lists compact IRIs")
    return tuple((k, tuple(v)) for k, v in table.items())


def _ranges(path, table: dict, field: str = "declared_ranges") -> tuple[tuple[str, str], ...]:
    if not all(isinstance(v, str) and ":" in k and ":" in v for k, v in table.items()):
        raise ValueError(f"{path}: {field} maps a property to a class (compact IRIs)")
    return tuple(table.items())


def profiles() -> tuple[KgProfile, ...]:
    return tuple(load_profile(n) for n in PROFILES)


def _union(field: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(t for p in profiles() for t in getattr(p, field)))


@functools.lru_cache(maxsize=1)
def type_predicates() -> tuple[str, ...]:
    """Predicates that type an individual by a class, the first the one a bridging axiom writes."""
    return _union("type_predicates")


@functools.lru_cache(maxsize=1)
def subclass_predicates() -> tuple[str, ...]:
    return _union("subclass_predicates")


@functools.lru_cache(maxsize=1)
def label_predicates() -> tuple[str, ...]:
    return _union("label_predicates")


@functools.lru_cache(maxsize=1)
def place_classes() -> frozenset[str]:
    """Classes whose members are places."""
    return frozenset(_union("place_classes"))


@functools.lru_cache(maxsize=1)
def kept_both_ways() -> frozenset[str]:
    """Two-way properties each statement of which the KG keeps on both ends' records (Wikidata's
    properties with a symmetric constraint), so that ``?x P A`` finds what ``A P ?x`` does; DBpedia keeps
    an infobox's facts on one page only, and lists none.

    >>> "wdt:P47" in kept_both_ways(), "dbo:spouse" in kept_both_ways()
    (True, False)
    """
    return frozenset(_union("kept_both_ways"))


@functools.lru_cache(maxsize=1)
def person_classes() -> frozenset[str]:
    """Classes whose members are people (a lexicon built from a KG's labels names them "person")."""
    return frozenset(_union("person_classes"))


@functools.lru_cache(maxsize=1)
def typed_answer_namespaces() -> tuple[str, ...]:
    """Namespaces (compact prefixes, ``wd:``) of the classes by which a KG's questions type every answer."""
    return _union("typed_answer_namespaces")


def generic_location() -> str:
    """The most general location property of the first profile that has one ("" when none has)."""
    return next((p.generic_location for p in profiles() if p.generic_location), "")


def redirect_namespace() -> str:
    """The namespace whose local names are page titles with redirects, of the first profile that has
    one ("" when none has)."""
    return next((p.redirect_namespace for p in profiles() if p.redirect_namespace), "")


def page_title(name: str) -> str:
    """The page title a KG term names in :func:`redirect_namespace` (``dbr:Non-profit_organization`` →
    ``Non-profit_organization``, percent escapes decoded), or "" for a term outside it."""
    from urllib.parse import unquote

    from .iri import expand

    namespace, full = redirect_namespace(), expand(name)
    return unquote(full[len(namespace):]) if namespace and full.startswith(namespace) else ""


@functools.lru_cache(maxsize=1)
def endpoint_prefixes() -> dict[str, str]:
    """Prefix → namespace that some KG's public endpoint declares for every query, of all profiles (the
    first profile's where two name one prefix). Logs of real queries use them undeclared: DBpedia's
    Virtuoso knows ``dbpedia-owl:`` and ``dbpprop:``, Wikidata's query service ``wikibase:`` and ``bd:``.

    >>> endpoint_prefixes()["dbpedia-owl"]
    'http://dbpedia.org/ontology/'
    """
    out: dict[str, str] = {}
    for p in profiles():
        for prefix, ns in p.endpoint_prefixes:
            out.setdefault(prefix, ns)
    return out


def misplaced_term(iri: str, as_individual: bool) -> str:
    """The namespace that makes ``iri`` (a full IRI) the wrong kind of term where a query uses it: one
    whose terms are classes and properties where it stands for an individual (``as_individual``), one
    whose terms are individuals where it stands for a class or a property; "" when it may stand there.

    >>> misplaced_term("http://dbpedia.org/ontology/Poland", as_individual=True)
    'http://dbpedia.org/ontology/'
    >>> misplaced_term("http://dbpedia.org/resource/Poland", as_individual=True)
    ''
    """
    field = "vocabulary_namespaces" if as_individual else "individual_namespaces"
    for p in profiles():
        for ns in getattr(p, field):
            if iri.startswith(ns) and len(iri) > len(ns):
                return ns
    return ""


@functools.lru_cache(maxsize=1)
def record_properties() -> frozenset[str]:
    """Properties of the record a KG keeps on every thing it describes (DBpedia's page id and abstract):
    asking that a thing has one says nothing of the thing."""
    return frozenset(_union("record_properties"))


@functools.lru_cache(maxsize=1)
def category_predicates() -> frozenset[str]:
    """Properties that put a thing in a category of the KG's pages (DBpedia's ``dct:subject``)."""
    return frozenset(_union("category_predicates"))


def is_category(name: str) -> bool:
    """Is the compact IRI ``name`` a category of some KG's pages?

    >>> is_category("dbc:Danish_films"), is_category("dbr:Denmark")
    (True, False)
    """
    from .iri import expand

    full = expand(name)
    return any(full.startswith(ns) and len(full) > len(ns) for ns in _union("category_namespaces"))


@functools.lru_cache(maxsize=None)
def role(name: str) -> frozenset[str]:
    """The properties that play the role ``name`` (:data:`ROLES`) in any shipped KG.

    >>> "dbo:party" in role("member") and "wdt:P102" in role("member")
    True
    """
    if name not in ROLES:
        raise KeyError(f"no role {name!r} (known: {', '.join(ROLES)})")
    return frozenset(t for p in profiles() for r, terms in p.roles if r == name for t in terms)


@functools.lru_cache(maxsize=1)
def declared_ranges() -> dict[str, str]:
    """Property → the range class its KG's ontology declares (the first profile's where two do)."""
    return _declared("declared_ranges")


@functools.lru_cache(maxsize=1)
def declared_domains() -> dict[str, str]:
    """Property → the domain class its KG's ontology declares (the first profile's where two do)."""
    return _declared("declared_domains")


def _declared(field: str) -> dict[str, str]:
    """Property → class from the profiles' ``field`` (``declared_ranges`` or ``declared_domains``), the first
    profile's where two declare one property."""
    out: dict[str, str] = {}
    for p in profiles():
        for prop, cls in getattr(p, field):
            out.setdefault(prop, cls)
    return out


#: the profile fields that name a KG's own vocabulary of typing, subclassing and labelling
_VOCABULARY_FIELDS = ("type_predicates", "subclass_predicates", "label_predicates")


def _owner(iri: str) -> str:
    """The name of the shipped profile whose own namespaces hold the full IRI ``iri`` ("" when none does)."""
    return next((p.name for p in profiles() for ns in p.own_namespaces if iri.startswith(ns) and len(iri) > len(ns)),
                "")


def kg_of_terms(iris: Iterable[str]) -> str:
    """The shipped KG a query is written for, by the namespaces of the terms it uses as predicates and
    things (full IRIs, not the classes it types by: DBpedia types its resources by Wikidata's classes too):
    the one profile that owns some of them while no other does; "" when none or several do.

    >>> kg_of_terms(["http://www.wikidata.org/prop/direct/P27", "http://www.w3.org/2000/01/rdf-schema#label"])
    'wikidata'
    >>> kg_of_terms(["http://dbpedia.org/ontology/author", "http://www.wikidata.org/entity/Q42"])
    ''
    """
    owners = {o for o in map(_owner, iris) if o}
    return next(iter(owners)) if len(owners) == 1 else ""


def service_kg(iri: str) -> str:
    """The shipped KG whose own endpoint runs the service ``iri`` (a full IRI) for a ``SERVICE`` clause; ""
    when none does (a federated query, then).

    >>> service_kg("http://wikiba.se/ontology#label"), service_kg("http://example.org/sparql")
    ('wikidata', '')
    """
    return next((p.name for p in profiles() if iri in p.services), "")


def foreign_vocabulary(kg: str, predicate: str, value: str | None) -> str:
    """Why the triple ``s predicate value`` (compact ``predicate``; ``value`` the full IRI of its object,
    None for a variable or a literal) matches nothing in the KG ``kg``: ``predicate`` types, subclasses or
    labels in another shipped KG's vocabulary and not in ``kg``'s, and (for typing and subclassing) the class
    is a shipped KG's own, which ``kg`` types only by its own predicate. "" when the triple may match.

    Wikidata types an item by ``wdt:P31``; ``?x rdf:type wd:Q5`` finds nothing there (DBpedia's ``rdf:type``
    with the same class finds its people), while ``?p rdf:type wikibase:Property`` (a class of no KG's
    own namespace) is left to the KG:

    >>> foreign_vocabulary("wikidata", "rdf:type", "http://www.wikidata.org/entity/Q5")
    'the wikidata KG types by wdt:P31, not by rdf:type'
    >>> foreign_vocabulary("dbpedia", "rdf:type", "http://www.wikidata.org/entity/Q5")
    ''
    >>> foreign_vocabulary("wikidata", "rdf:type", "http://wikiba.se/ontology#Property")
    ''
    """
    own = load_profile(kg)
    for field in _VOCABULARY_FIELDS:
        mine = getattr(own, field)
        if predicate in mine or not any(predicate in getattr(p, field) for p in profiles() if p.name != kg):
            continue
        if field != "label_predicates" and not (value and _owner(value)):
            continue
        verb = {"type_predicates": "types", "subclass_predicates": "relates classes",
                "label_predicates": "names things"}[field]
        return f"the {kg} KG {verb} by {' or '.join(mine) or 'no predicate'}, not by {predicate}"
    return ""
