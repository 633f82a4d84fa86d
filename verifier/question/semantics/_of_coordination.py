"""Coordinated nouns after "N of M": "works of art or film genres" as "(works of art) or (film genres)".

"How many works of art or film genres …" brackets two ways: the coordination under "of" ("works of (art
or film genres)") or the coordination of two nouns, the first with its of-phrase ("(works of art) or (film
genres)"). The grammar ranks the first and, with several other ambiguities in the sentence, may leave the
second out of the analyses it returns; yet it is the one a list of kinds of things means, and the count of
such a list is what the question asks. :func:`of_coordination` builds the second analysis from the first:
the head noun with its of-phrase becomes a conjunct, and the coordination takes the head's place (the
verb's argument, the count, the comparison). Both are analyses of the same words; the reading that the
knowledge graph's words connect decides, as for any two parses (the new one is tried after the grammar's
best analysis, before its others).

Only the plain shape is rebuilt: a bare plural head noun (no adjective or compound of its own, which
either bracketing could claim) whose of-phrase is a coordination of two bare nouns, the second plural too.
"""

from __future__ import annotations

import re

from delphin import mrs as _mrs

__all__ = ["of_coordination"]

_COORDINATIONS = frozenset({"_or_c", "_and_c"})
_NOUN = re.compile(r"^_[^_]+_n_")


def _noun_of(m: _mrs.MRS, var: str) -> _mrs.EP | None:
    found = [ep for ep in m.rels
             if not ep.is_quantifier() and ep.args.get("ARG0") == var and _NOUN.match(ep.predicate)]
    return found[0] if len(found) == 1 else None


def _quantifier_of(m: _mrs.MRS, var: str) -> _mrs.EP | None:
    found = [ep for ep in m.rels if ep.is_quantifier() and ep.args.get("ARG0") == var]
    return found[0] if len(found) == 1 else None


def _bare(m: _mrs.MRS, var: str) -> bool:
    """A noun phrase of a noun alone: quantified by ``udef_q`` and with a noun of its own."""
    q = _quantifier_of(m, var)
    return q is not None and q.predicate == "udef_q" and _noun_of(m, var) is not None


def _plural(m: _mrs.MRS, *vs: str) -> bool:
    """Are the head and the second conjunct plural, as the kinds a list names are ("works of art or film
    genres")? "The amount of men and women" measures one amount of both: no list of kinds."""
    return all(str(m.variables.get(v, {}).get("NUM", "")).lower() == "pl" for v in vs)


def of_coordination(m: _mrs.MRS) -> _mrs.MRS | None:
    """The analysis of ``N of (A or B)`` as ``(N of A) or B``; None where ``m`` has no such phrase.

        >>> from delphin.mrs import MRS, EP, HCons
        >>> m = MRS(top="h0", index="e1", rels=[
        ...     EP("udef_q", "h3", {"ARG0": "x4", "RSTR": "h5", "BODY": "h6"}),
        ...     EP("_work_n_1", "h7", {"ARG0": "x4"}), EP("_of_p", "h7", {"ARG0": "e8", "ARG1": "x4", "ARG2": "x9"}),
        ...     EP("udef_q", "h10", {"ARG0": "x9", "RSTR": "h11", "BODY": "h12"}),
        ...     EP("_or_c", "h13", {"ARG0": "x9", "ARG1": "x14", "ARG2": "x15"}),
        ...     EP("udef_q", "h16", {"ARG0": "x14", "RSTR": "h17", "BODY": "h18"}),
        ...     EP("_art_n_1", "h19", {"ARG0": "x14"}),
        ...     EP("udef_q", "h20", {"ARG0": "x15", "RSTR": "h21", "BODY": "h22"}),
        ...     EP("_genre_n_1", "h23", {"ARG0": "x15"})],
        ...     hcons=[HCons.qeq("h5", "h7"), HCons.qeq("h11", "h13"), HCons.qeq("h17", "h19"),
        ...            HCons.qeq("h21", "h23")],
        ...     variables={"x4": {"NUM": "pl"}, "x15": {"NUM": "pl"}})
        >>> out = of_coordination(m)
        >>> [(ep.predicate, ep.args.get("ARG1"), ep.args.get("ARG2")) for ep in out.rels
        ...  if ep.predicate in ("_of_p", "_or_c")]
        [('_of_p', 'x4', 'x14'), ('_or_c', 'x15', 'x4')]
    """
    for of in m.rels:
        if of.predicate != "_of_p":
            continue
        head, coord_var = of.args.get("ARG1"), of.args.get("ARG2")
        coord = [ep for ep in m.rels if ep.predicate in _COORDINATIONS and ep.args.get("ARG0") == coord_var]
        noun = _noun_of(m, head) if head else None
        if len(coord) != 1 or noun is None or noun.label != of.label or _quantifier_of(m, coord_var) is None:
            continue
        left, right = coord[0].args.get("ARG1"), coord[0].args.get("ARG2")
        if any(coord_var in ep.args.values() for ep in m.rels if ep is not of and ep is not coord[0]
               and not (ep.is_quantifier() and ep.args.get("ARG0") == coord_var)):
            continue  # the coordination is said of something else too
        if not (left and right and _bare(m, left) and _bare(m, right)) or not _plural(m, head, right):
            continue
        # the head's own modifiers would belong to one bracketing or the other: only a bare head is rebuilt
        if any(ep is not noun and ep is not of and ep.label == of.label and ep.args.get("ARG1") == head
               and (_NOUN.match(ep.predicate) or "_a_" in ep.predicate or ep.predicate == "compound")
               for ep in m.rels):
            continue
        return _rebuilt(m, of, coord[0])
    return None


def _rebuilt(m: _mrs.MRS, of: _mrs.EP, coord: _mrs.EP) -> _mrs.MRS:
    """The grammar's own shape of "B or N of A" (its analysis of that word order, the same coordination):
    the head noun with its of-phrase is the second conjunct; what the head's label says besides (the
    degree a count asks for, "how many") goes to the first conjunct's label, said of it, as the grammar puts
    it on a coordination's first conjunct; the coordination's variable takes the head's place everywhere
    else (the verb's argument, a possessive)."""
    head, coord_var, left, right = of.args["ARG1"], coord.args["ARG0"], coord.args["ARG1"], coord.args["ARG2"]
    right_label = _noun_of(m, right).label
    noun = _noun_of(m, head)

    def moved(ep: _mrs.EP) -> _mrs.EP:
        label = ep.label
        if ep is of:
            args = {**of.args, "ARG2": left}
        elif ep is coord:
            args = {**coord.args, "ARG1": right, "ARG2": head}
        elif ep.label == of.label and ep is not noun:  # the count's degree: said of the first conjunct
            label, args = right_label, {k: right if v == head else v for k, v in ep.args.items()}
        elif ep.label != of.label and not (ep.is_quantifier() and ep.args.get("ARG0") == head):
            args = {k: coord_var if v == head else v for k, v in ep.args.items()}
        else:
            return ep
        return _mrs.EP(ep.predicate, label, args, lnk=ep.lnk, surface=ep.surface, base=ep.base)

    return _mrs.MRS(top=m.top, index=m.index, rels=[moved(ep) for ep in m.rels], hcons=m.hcons, icons=m.icons,
                    variables=m.variables, lnk=m.lnk, surface=m.surface, identifier=m.identifier)
