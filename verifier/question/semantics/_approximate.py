""""Around the same number of N as X": a comparison of two counts with no stated tolerance.

The grammar reads "around (approximately, about, roughly, nearly) the same number of N as X" as the
count comparison "more N than X" is read, with ``comp_approx`` for ``comp``: ``much-many_a(s, d) ∧
comp_approx(d, X)``. How near "around the same" is, the question does not say: 10 against 12 may be
around the same number or not, so no query's comparison (``=``, ``ABS(?a - ?b) <= k``, or none at all)
can be proved to mean it, nor disproved by it. A question whose best analysis is such a comparison is
left undecided with its own reason (``approximate_count``), not as a question that was not understood;
an analysis of another kind ranked below it keeps its readings.
"""

from __future__ import annotations

from delphin import mrs as _mrs

__all__ = ["APPROXIMATE", "APPROXIMATORS", "approximate_comparison", "approximate_number"]

#: the comparison the grammar gives "around the same number of N as X"
APPROXIMATE = "comp_approx"

#: degree words that make a number approximate ("approximately 5 stadia", "nearly 30 drugs")
APPROXIMATORS = frozenset({"_approximately_x_deg", "_about_x_deg", "_roughly_x_deg", "_around_x_deg",
                           "_nearly_x_deg", "_almost_x_deg"})


def approximate_comparison(m: _mrs.MRS, text: str | None = None) -> str | None:
    """The words of an approximate count comparison in ``m`` ("around the same number of"), or None.

        >>> from delphin.lnk import Lnk
        >>> from delphin.mrs import MRS, EP
        >>> m = MRS(top="h0", index="e1", rels=[EP("much-many_a", "h1", {"ARG0": "e2", "ARG1": "x3"}),
        ...     EP("comp_approx", "h1", {"ARG0": "e4", "ARG1": "e2", "ARG2": "x5"}, lnk=Lnk.charspan(0, 25))])
        >>> approximate_comparison(m, "around the same number of people as X")
        'around the same number of'
        >>> approximate_comparison(MRS(top="h0", index="e1", rels=[]), "") is None
        True
    """
    for ep in m.rels:
        if ep.predicate == APPROXIMATE:
            span = text[ep.cfrom:ep.cto].strip() if text and ep.cfrom is not None and ep.cto and ep.cfrom >= 0 else ""
            return span or "the same number of"
    return None


def approximate_number(m: _mrs.MRS, text: str | None = None) -> str | None:
    """The words of a number said approximately in ``m`` ("approximately 5"), or None: a degree word of
    :data:`APPROXIMATORS` on a ``card``. As with "around the same number of", the question does not say how
    near the count must be (is 4 approximately 5? is 7?), so no query's count (``= 5``, ``> 0``, a range) can
    be proved to mean it or disproved by it: undecided (``approximate_count``), not a question misread.

        >>> from delphin.lnk import Lnk
        >>> from delphin.mrs import MRS, EP
        >>> m = MRS(top="h0", index="e1", rels=[EP("_approximately_x_deg", "h2", {"ARG0": "e3", "ARG1": "e4"},
        ...     lnk=Lnk.charspan(10, 23)), EP("card", "h2", {"ARG0": "e4", "ARG1": "x5", "CARG": "5"})])
        >>> approximate_number(m, "played by approximately 5 people")
        'approximately 5'
        >>> m = MRS(top="h0", index="e1", rels=[EP("_exactly_x_deg", "h2", {"ARG0": "e3", "ARG1": "e4"}),
        ...     EP("card", "h2", {"ARG0": "e4", "ARG1": "x5", "CARG": "5"})])
        >>> approximate_number(m) is None
        True
    """
    cards = {ep.args.get("ARG0"): ep for ep in m.rels if ep.predicate == "card"}
    for ep in m.rels:
        card = cards.get(ep.args.get("ARG1")) if ep.predicate in APPROXIMATORS else None
        if card is not None:
            said = text[ep.cfrom:ep.cto].strip() if text and ep.cfrom is not None and ep.cto and ep.cfrom >= 0 else ""
            return f"{said or ep.predicate.split('_')[1]} {card.carg}"
    return None
