"""The wall-clock bound of one check, asked by every stage (parse, readings, axiom sets, solver, diagnosis).

Each stage has a bound of its own on its work, counted deterministically: the parse chart its edges, the
scope solver its steps, the prover its Z3 resource units (:func:`~verifier.prover.encode.work_limit`).
Those bound a stage's loops, not the check: a long compositional question (CompoST's "the manager of the
team, that is …, of the person born, that is …, on …") passes each bound a little below it, in many
readings × lexical choices × entailments × diagnosis edits, and one check took 150 s. This is the net
over the whole check: it has ``seconds`` of wall-clock time, and each stage asks :func:`reached` at the
head of its loops; past the time, the stage raises :class:`DeadlineReached` naming itself, and the
check is ``unknown`` (``budget_exceeded``, "solver: the check reached its wall-clock bound of 4 s")::

    with deadline(4.0):
        for tree in trees:
            reached("readings")     # raises DeadlineReached("readings", 4.0) once 4 s have passed
            ...

**It depends on the load.** Unlike the deterministic bounds, the same record may be decided on an idle
machine and reach this bound on a busy one: it is a safety net for a guardrail that must answer within
seconds, not a part of the decision. Its default is ``CHECK_SECONDS_PER_SLACK × $VERIFIER_WALL_CLOCK_SLACK``
(4 s at the default slack of 4; 30 s at ``=30``, which runs comparing verdicts on a loaded machine use,
so that there only the deterministic bounds decide); ``$VERIFIER_CHECK_SECONDS`` sets it outright (0: no
bound). A verdict reached at the bound is never remembered by the verifier's caches (a later check of the
same record starts afresh), so a verdict still does not depend on what the process checked before.
"""

from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from typing import Iterator

__all__ = ["CHECK_SECONDS", "DeadlineReached", "StageBound", "cut", "deadline", "deadline_hit", "reached",
           "seconds_left"]

#: seconds of wall-clock time per unit of ``$VERIFIER_WALL_CLOCK_SLACK`` (the Z3 calls' net widens with
#: the same slack): the default bound of a check is this times the slack
CHECK_SECONDS_PER_SLACK = 1.0


def _default_seconds() -> float | None:
    given = os.environ.get("VERIFIER_CHECK_SECONDS")
    if given is not None:
        value = float(given)
    else:
        value = CHECK_SECONDS_PER_SLACK * float(os.environ.get("VERIFIER_WALL_CLOCK_SLACK", "4"))
    return value if value > 0 else None


#: a check's wall-clock bound in seconds (None: no bound); see the module's docstring
CHECK_SECONDS = _default_seconds()

_LOCAL = threading.local()


class StageBound(Exception):
    """A stage of a check reached a bound (``stage`` names it; code ``budget_exceeded``): its Z3 work
    (:class:`~verifier.prover.encode.WorkBudgetExceeded`) or the check's time (:class:`DeadlineReached`).
    Whatever handles one handles both: the check is ``unknown``, a diagnosis names a rejection from the
    failed comparison's directions."""

    code = "budget_exceeded"

    def __init__(self, stage: str, message: str):
        super().__init__(f"{stage}: {message}")
        self.stage = stage


class DeadlineReached(StageBound):
    """A stage asked :func:`reached` after the check's wall-clock bound had passed."""

    def __init__(self, stage: str, seconds: float):
        super().__init__(stage, f"the check reached its wall-clock bound of {seconds:g} s")
        self.seconds = seconds


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Within the block, :func:`reached` raises once ``seconds`` have passed (None: no bound). Blocks
    nest; an inner block cannot extend the outer one's time."""
    outer, outer_hit = getattr(_LOCAL, "at", None), getattr(_LOCAL, "hit", False)
    if seconds is not None:
        at = (time.monotonic() + seconds, seconds)
        _LOCAL.at = at if outer is None or at[0] < outer[0] else outer
    _LOCAL.hit = False
    try:
        yield
    finally:
        _LOCAL.at, _LOCAL.hit = outer, outer_hit or getattr(_LOCAL, "hit", False)


def _past(stage: str) -> bool:
    """Whether the current block's time is spent (``stage``: the stage asking; tests force one stage
    past its bound by replacing this)."""
    at = getattr(_LOCAL, "at", None)
    return at is not None and time.monotonic() > at[0]


def reached(stage: str) -> None:
    """Raise :class:`DeadlineReached` naming ``stage`` when the current block's time is spent."""
    if _past(stage):
        at = getattr(_LOCAL, "at", None)
        _LOCAL.hit = True
        raise DeadlineReached(stage, at[1] if at is not None else 0.0)


def seconds_left() -> float | None:
    """Seconds the current block has left (None: no bound; never below 0): a Z3 call's wall-clock net
    is cut to it, so one call cannot run far past the check's bound."""
    at = getattr(_LOCAL, "at", None)
    return None if at is None else max(0.0, at[0] - time.monotonic())


def cut(stage: str) -> None:
    """Note that a wall-clock net, not a counted bound, stopped a part of ``stage`` that then went on with
    less (the scope solver's net keeping the first scoping, a Z3 call's net leaving it undecided): what the
    check decides from there depends on the load as much as a :class:`DeadlineReached` does, so
    :func:`deadline_hit` says so and no cache keeps it. Without it, the cut readings of a question were
    kept by the verifier for every later check of that question in the process::

        with deadline(4.0):
            cut("readings")       # the scope solver's net stopped it; it kept one scoping
            deadline_hit()        # True: neither the readings nor the verdict are remembered
    """
    _LOCAL.hit = True


def deadline_hit() -> bool:
    """Whether a stage of the current block has reached its time (what was decided after it, a rejection
    whose diagnosis was cut, depends on the load: a cache must not keep it)."""
    return bool(getattr(_LOCAL, "hit", False))
