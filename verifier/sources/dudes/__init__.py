"""The DUDES query source (compositional question answering after Cimiano's DUDES and the NeoDUDES
pipeline): lexical DUDES from a Lemon lexicon and a KG label index, composed over our grammar's MRS,
written as SPARQL, and selected by verification.

``DudesPipeline(lexicon, kg).candidates(question)`` → SPARQL candidates best first;
``.answer(question, verifier)`` → the first verified one. Submodules: :mod:`.structure` (DUDES and
composition), :mod:`.lexical` (DUDES per frame kind), :mod:`.entities` (label index),
:mod:`.build` (composition over an MRS: :mod:`.analysis`, :mod:`.units`, :mod:`.composer`), :mod:`.sparql` (DUDES → SPARQL), :mod:`.pipeline`.
"""

from __future__ import annotations

__all__ = ["DudesPipeline", "Selection", "Dudes", "compose", "to_sparql", "EntityIndex"]


def __getattr__(name: str):
    # nothing heavy at import time: the submodules load on first use
    if name in ("DudesPipeline", "Selection"):
        from . import pipeline
        return getattr(pipeline, name)
    if name in ("Dudes", "compose"):
        from . import structure
        return getattr(structure, name)
    if name == "to_sparql":
        from .sparql import to_sparql
        return to_sparql
    if name == "EntityIndex":
        from .entities import EntityIndex
        return EntityIndex
    raise AttributeError(name)
