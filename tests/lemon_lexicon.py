"""The prefixes that the tests' hand-written Lemon lexicons start with, stated once.

Many test modules write a small lexicon of their own in Turtle (a ``LEX`` string handed to the ``verifier``
fixture of ``tests/conftest.py``, or written to a tmp file for ``Verifier(lexicon=...)``). Every such lexicon
opens with the same prefix lines, the Lemon and LexInfo vocabularies and ``:`` for the entries' own names,
and some add one or two more (``dbo:`` for the references, ``owl:``, ``xsd:`` …). They stand here, so that a
module writes only its entries, and what is shared is visibly the same in all of them::

    from lemon_lexicon import header

    LEX = header("dbo") + '''
    :museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
        lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
        lemon:sense [ lemon:reference dbo:Museum ] .
    '''

gives the Turtle text ``@prefix lemon: <http://lemon-model.net/lemon#> .``, ``@prefix lexinfo: <…lexinfo#> .``,
``@prefix : <http://example.org/lex#> .``, ``@prefix dbo: <http://dbpedia.org/ontology/> .`` (a line each)
followed by the entry; ``LEMON`` is ``header()``, and :func:`ontolex_header` does the same for the lexicons
written in the W3C OntoLex-Lemon vocabularies. A prefix a lexicon declares and does not use changes nothing in its graph, so a module
that needs only ``lemon:`` may take the whole header too. (``tests/`` is on ``sys.path`` for every test module,
``tests/conftest.py`` being there, as ``service_helpers`` is imported.)
"""

from __future__ import annotations

#: the namespaces every test lexicon declares: Lemon, LexInfo and the entries' own ``:``
LEMON_PREFIXES: tuple[tuple[str, str], ...] = (
    ("lemon", "http://lemon-model.net/lemon#"),
    ("lexinfo", "http://www.lexinfo.net/ontology/2.0/lexinfo#"),
    ("", "http://example.org/lex#"),
)

#: the further namespaces some test lexicons use, by the prefix :func:`header` is asked for
EXTRA_PREFIXES: dict[str, str] = {
    "dbo": "http://dbpedia.org/ontology/",
    "dbp": "http://dbpedia.org/property/",
    "dbr": "http://dbpedia.org/resource/",
    "owl": "http://www.w3.org/2002/07/owl#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "oils": "http://lemon-model.net/oils#",
}


def header(*extra: str, own: str = "http://example.org/lex#") -> str:
    """The prefix lines of a test lexicon: :data:`LEMON_PREFIXES` then the ``extra`` ones named, in that order,
    a line each, ending in a newline; ``header("dbo", "owl")`` adds the ``dbo:`` and ``owl:`` lines, and
    ``header(own="http://ex.org/lex#")`` lets ``:`` stand for another namespace of the module's own. An unknown
    name is a KeyError (a typo should not silently leave a prefix undeclared)."""
    base = tuple((name, own if name == "" else iri) for name, iri in LEMON_PREFIXES)
    pairs = base + tuple((name, EXTRA_PREFIXES[name]) for name in extra)
    return "".join(f"@prefix {name}: <{iri}> .\n" for name, iri in pairs)


#: the plain header, for the lexicons that need no further prefix
LEMON = header()

#: the W3C OntoLex-Lemon vocabularies that the lexicons written in it declare (the QALD lexicons' own)
ONTOLEX_PREFIXES: tuple[tuple[str, str], ...] = (
    ("ontolex", "http://www.w3.org/ns/lemon/ontolex#"),
    ("synsem", "http://www.w3.org/ns/lemon/synsem#"),
    ("lexinfo", "http://www.lexinfo.net/ontology/2.0/lexinfo#"),
)


def ontolex_header(own: str = "http://example.org/lexicon#") -> str:
    """The prefix lines of a test lexicon written in OntoLex-Lemon (``ontolex:``, ``synsem:``, ``lexinfo:``)
    rather than the older Lemon, ``:`` standing for ``own``: ``ontolex_header() + ':play_for a
    ontolex:LexicalEntry ; …'``."""
    pairs = (("", own),) + ONTOLEX_PREFIXES
    return "".join(f"@prefix {name}: <{iri}> .\n" for name, iri in pairs)
