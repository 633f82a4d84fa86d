"""The bridge's readings, one room per kind, and the registry that orders them.

A *reading* interprets part of a question in the KG's terms. Each room (module) of this package holds
one kind and imports only the bridge's shared parts (``context``, ``resources``, ``options``,
``tables``, ``templates``) and the logic, never another room, so a new kind of reading is one new
module registered here (see ``axiom_templates/README.md``, "Adding a reading").

The rooms so far:

* :mod:`~verifier.bridge.readings.stored` — a ranking or ordinal the query stores in one property
  ("the largest city in X" as ``largestCity``, "the first season" as ``seasonNumber 1``);
* :mod:`~verifier.bridge.readings.counted` — a count the query stores ("how many employees" as
  ``numberOfEmployees``).

The prover compares formulas and reads no names; it receives these readings through
:data:`STORED`, a :class:`~verifier.prover.compare.Rereadings`:

>>> from verifier.prover.compare import Rereadings
>>> isinstance(STORED, Rereadings) and STORED.counts_noun("dbo:numberOfEmployees", "employee")
True
>>> [r.name for r in registered()]
['superlative', 'position', 'counted']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...prover.compare import Rereadings
from . import counted, stored

__all__ = ["Reader", "STORED", "register", "registered"]


@dataclass(frozen=True)
class Reader:
    """One registered reading: its ``name``, its place in the ``order`` the readings are tried, the
    ``weight`` of what it offers against a direct reading (1.0: as sure), and the function."""

    name: str
    order: int
    weight: float
    read: Callable


_REGISTRY: dict[str, Reader] = {}


def register(name: str, order: int, weight: float, read: Callable) -> Reader:
    """Register ``read`` as the reading ``name``; a second registration of one name is an error."""
    if name in _REGISTRY:
        raise ValueError(f"the reading {name!r} is registered twice")
    _REGISTRY[name] = Reader(name, order, weight, read)
    return _REGISTRY[name]


def registered() -> tuple[Reader, ...]:
    """The registered readings in the order they are tried."""
    return tuple(sorted(_REGISTRY.values(), key=lambda r: r.order))


# the ranking re-readings are tried in this order by the comparison (a stored winner before a stored
# position); each is only ever accepted on a proof, so each is as sure as the direct reading
register("superlative", 10, 1.0, stored.lexicalised_reading)
register("position", 20, 1.0, stored.stored_position_reading)
register("counted", 30, 1.0, counted.counts_noun)

#: the re-readings the verifier hands the prover's comparison
STORED = Rereadings(superlative=_REGISTRY["superlative"].read, position=_REGISTRY["position"].read,
                    counts_noun=_REGISTRY["counted"].read)
