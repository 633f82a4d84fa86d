"""How a verdict says what the bridge read: each axiom's word as the KG terms it is read as, and, where no
single part explains a difference, the parts the two sides do not share. Pure functions over axioms
(:class:`~verifier.bridge.Axiom`) and a naming function for KG terms (``dbo:weight`` → ``dbo:weight
(weight)``), so the text can be tested without a verifier.

>>> from verifier.bridge import Axiom
>>> from verifier.logic import TRUE
>>> reads_as(Axiom("a", TRUE, "class_noun", word="river", kg_terms=("rdf:type", "dbo:River")), str)
'“river” is rdf:type, dbo:River'
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from .bridge import containment_of
from .logic import Const, Formula, atoms

__all__ = ["proof_words", "reads_as", "unmatched_parts"]


_VOCAB = ("rdf:", "rdfs:", "owl:", "xsd:", "skos:")


def _is_vocabulary(name: str) -> bool:
    """W3C vocabulary terms are known to every KG, whether or not its file states them."""
    return name.startswith(_VOCAB)


def proof_words(axioms, named) -> list[str]:
    """What an accepted check's proof read, as its explanation says it: each word's reading
    (:func:`reads_as`), a relation read through the other property of an inverse pair (else the words would name
    a property the query never uses), and a class WordNet knows a named thing to be of
    (``bridge/ontology._instance_axioms``); a reading made of two axioms (a rule and its facts) is said once."""
    words = [w for w in (reads_as(a, named) for a in axioms if a.word) if w]
    words += [f"{a.kg_terms[0]} is the inverse of {a.kg_terms[1]}" if a.template == "inverse" else
              f"{a.source}, so it is a {named(a.kg_terms[0])}" for a in axioms if a.template in ("inverse", "instance")]
    return list(dict.fromkeys(words))


def reads_as(a: Any, named: Callable[[str], str]) -> str:
    """“word” is the KG terms of axiom ``a``; for a place read through containment
    (containment.table), how the place lies in the one the question names."""
    if a.template == "state_adjective":  # the word is whether there is a value, not the value
        has = "having no" if "=¬∃" in a.name else "having a"
        return f"“{a.word}” is {has} {' or '.join(named(t) for t in a.kg_terms)}"
    contained = containment_of(a.name)
    if contained is None and not a.kg_terms:
        # a word read through the grammar alone: a question word ("What") restricts nothing; any other
        # (an apposition's noun, a name's own description) is said by its template, not its formula
        if a.template == "core":
            return ""
        if a.template == "entity" and " as the string " in a.source:
            # a name the query gives as a plain string (bridge/readings/names.py, entities.py)
            return f"“{a.word}” is the string {a.source.rsplit(' as the string ', 1)[1]}"
        if a.template == "entity" and " as the query's value " in a.source:
            # a bare number the query gives as a value (bridge/readings/names.py)
            return f"“{a.word}” is the value {a.source.rsplit(' as the query' + chr(39) + 's value ', 1)[1]}"
        return {"apposition": f"“{a.word}” describes the name beside it",
                "presupposed_class": f"“{a.word}” is presupposed of {a.source.split(' — ', 1)[0]}",
                "named_range": f"“{a.word}” is read by {a.source.split(' — ', 1)[0]}",
                "restated_modifier": f"“{a.word}” {a.source.split(': ', 1)[0].split('” ', 1)[-1]}",
                "entity": f"“{a.word}” names an individual no KG term is given for"}.get(
            a.template, f"“{a.word}” is read without a KG term ({a.template})")
    if contained is None:
        # a reading the lexicon does not give, found by the term's own name (bridge/readings/named.py)
        how = ", read so by its name" if " by its name: " in a.source else ""
        if a.template == "kind_class":  # a looser reading (bridge/readings/kind_classes.py): say what read it
            how = ", the query's class, which WordNet relates to the word"
        return f"“{a.word}” is {', '.join(named(t) for t in a.kg_terms)}{how}"
    via, within = contained
    props = ", ".join(named(t) for t in a.kg_terms if t != via)
    how = "a place" if within else "the place named or a place"
    return f"“{a.word}” is {props}, read as {how} whose {named(via)} is the one named (containment)"


def unmatched_parts(axioms: Iterable[Any], formula: Formula, named: Callable[[str], str]) -> str:
    """Where no single part explains the difference, what the two sides do not share: the question
    words whose KG reading the query never uses, and the query's terms no question word is read as.
    A description of the bridge, not a proof: the parts together are what differ."""
    axioms = [a for a in axioms if a.word and a.kg_terms and a.template not in ("domain_range", "symmetric")]
    query_terms = {a.pred for a in atoms(formula)} | {
        t.name for a in atoms(formula) for t in a.args if isinstance(t, Const) and t.kind == "iri"}
    words = dict.fromkeys(f"“{a.word}” ({', '.join(a.kg_terms)})" for a in axioms
                          if not set(a.kg_terms) & query_terms)
    read = {t for a in axioms for t in a.kg_terms}
    terms = [named(t) for t in sorted(query_terms - read) if not _is_vocabulary(t)]
    said = []
    if words:
        said.append("the question's " + ", ".join(words) + " ha" + ("s" if len(words) == 1 else "ve")
                    + " no counterpart in the query")
    if terms:
        said.append("no question word is read as " + " or ".join(terms))
    return "; ".join(said)
