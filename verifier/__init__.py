"""sparql-verifier: decide deductively whether a SPARQL query answers an English question.

    >>> from verifier import Verifier
    >>> v = Verifier(lexicon="examples/chemistry/lexicon.ttl", kg="examples/chemistry/kg.ttl")
    >>> v.check("What is the mass of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }").status
    'accept'

The stages are packages, in the order a check walks them: ``question`` (English → MRS → logic),
``query`` (SPARQL → logic), ``bridge`` (lexicon, labels, senses → axioms), ``prover`` (Z3), and the
``verdict``. ``audit`` runs checks in batch; ``sources`` generates queries; ``kg`` reaches the data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__version__ = "0.1.0"
__all__ = ["Verifier", "Verdict", "__version__"]

if TYPE_CHECKING:
    from .api import Verifier
    from .verdict import Verdict


def __getattr__(name: str):
    """``Verifier`` and ``Verdict`` are imported on first use: ``import verifier`` (or ``verifier --version``)
    stays free of z3, rdflib and the rest, which ``verifier.api`` pulls in."""
    if name == "Verifier":
        from .api import Verifier

        return Verifier
    if name == "Verdict":
        from .verdict import Verdict

        return Verdict
    raise AttributeError(f"module 'verifier' has no attribute {name!r}")
