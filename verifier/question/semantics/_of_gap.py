"""A relational noun named with a bare "of"-noun, its owner asked for: "Which films is Ada a country of origin of?".

"Country of origin", "place of birth" name one relation by a noun and a bare noun after "of". With the
owner moved out of the phrase (a wh-question, "… of ?"), the grammar can only give the gap to the head
noun's own "of" and hangs the bare noun on it by the second one: ``_country_n_of(c, film) ∧ _of_p(c,
origin)``, "the country of the film, of origin". Said with the owner in place ("the country of origin of
Ada") its analyses include the other bracketing, ``_country_n_of(c, origin) ∧ _of_p(c, Ada)``: the bare
noun completes the head's name, the determined phrase (here the gap) is whose it is. :func:`of_gap` builds
that analysis from the first, as :mod:`._of_coordination` rebrackets "N of A or B"; both are analyses of
the same words, tried after the grammar's best one, and the reading the knowledge graph's words connect
decides.

Only the plain shape is rebuilt: the noun after the second "of" is bare and singular (no determiner, no
modifier of its own: "origin", "birth"), and the head noun's own argument is not (a wh-phrase, a name).
"""

from __future__ import annotations

import re

from delphin import mrs as _mrs

__all__ = ["of_gap"]

_RELATIONAL = re.compile(r"^_[^_]+_n_of$")


def _bare_singular(m: _mrs.MRS, var: str, of: _mrs.EP) -> bool:
    """Is ``var`` a bare singular noun ("origin"), said of nothing but by ``of``?"""
    quantifiers = [ep for ep in m.rels if ep.is_quantifier() and ep.args.get("ARG0") == var]
    others = [ep for ep in m.rels if not ep.is_quantifier() and ep is not of and var in ep.args.values()]
    return (len(quantifiers) == 1 and quantifiers[0].predicate == "udef_q" and len(others) == 1
            and others[0].args.get("ARG0") == var and "_n_" in others[0].predicate
            and set(others[0].args) == {"ARG0"}
            and str(m.variables.get(var, {}).get("NUM", "")).lower() == "sg")


def of_gap(m: _mrs.MRS) -> _mrs.MRS | None:
    """The analysis of ``N of G, of B`` as ``N of (B of G)``, B a bare singular noun; None where there is none.

        >>> from delphin.mrs import MRS, EP, HCons
        >>> m = MRS(top="h0", index="e1", rels=[
        ...     EP("_which_q", "h2", {"ARG0": "x3", "RSTR": "h4", "BODY": "h5"}), EP("_film_n_1", "h6", {"ARG0": "x3"}),
        ...     EP("_a_q", "h12", {"ARG0": "x13", "RSTR": "h14", "BODY": "h15"}),
        ...     EP("_country_n_of", "h16", {"ARG0": "x13", "ARG1": "x3"}),
        ...     EP("_of_p", "h16", {"ARG0": "e17", "ARG1": "x13", "ARG2": "x18"}),
        ...     EP("_origin_n_1", "h19", {"ARG0": "x18"}), EP("udef_q", "h20", {"ARG0": "x18", "RSTR": "h21", "BODY": "h22"})],
        ...     hcons=[HCons.qeq("h4", "h6"), HCons.qeq("h14", "h16"), HCons.qeq("h21", "h19")],
        ...     variables={"x18": {"NUM": "sg"}})
        >>> [(ep.predicate, ep.args.get("ARG1"), ep.args.get("ARG2")) for ep in of_gap(m).rels
        ...  if ep.predicate in ("_country_n_of", "_of_p")]
        [('_country_n_of', 'x18', None), ('_of_p', 'x18', 'x3')]
    """
    for noun in m.rels:
        owner = noun.args.get("ARG1", "")
        if not _RELATIONAL.match(noun.predicate) or not owner.startswith("x"):
            continue
        for of in m.rels:
            bare = of.args.get("ARG2", "")
            if (of.predicate != "_of_p" or of.label != noun.label or of.args.get("ARG1") != noun.args.get("ARG0")
                    or not bare.startswith("x") or not _bare_singular(m, bare, of)):
                continue
            owner_q = [ep for ep in m.rels if ep.is_quantifier() and ep.args.get("ARG0") == owner]
            if any(q.predicate == "udef_q" for q in owner_q):
                continue  # both bare: nothing says which completes the name
            return _swapped(m, noun, of)
    return None


def _swapped(m: _mrs.MRS, noun: _mrs.EP, of: _mrs.EP) -> _mrs.MRS:
    """The grammar's own shape of "the N of B of G" (``_country_n_of(c, o) ∧ _origin_n_1(o) ∧ _of_p(o, G)``,
    "country of (origin of G)"): the head's argument is the bare noun, and the "of" with the owner is on
    the bare noun, in its label, as the lexicon's "N of B" phrases are read."""
    owner, bare = noun.args["ARG1"], of.args["ARG2"]
    bare_label = next(ep.label for ep in m.rels if not ep.is_quantifier() and ep.args.get("ARG0") == bare)

    def moved(ep: _mrs.EP) -> _mrs.EP:
        label = ep.label
        if ep is noun:
            args = {**ep.args, "ARG1": bare}
        elif ep is of:
            label, args = bare_label, {**ep.args, "ARG1": bare, "ARG2": owner}
        else:
            return ep
        return _mrs.EP(ep.predicate, label, args, lnk=ep.lnk, surface=ep.surface, base=ep.base)

    return _mrs.MRS(top=m.top, index=m.index, rels=[moved(ep) for ep in m.rels], hcons=m.hcons, icons=m.icons,
                    variables=m.variables, lnk=m.lnk, surface=m.surface, identifier=m.identifier)
