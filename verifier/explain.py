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

from typing import Any, Callable, Iterable, Sequence

from .bridge import containment_of
from .logic import Const, Formula, atoms

__all__ = ["proof_words", "question_part", "reads_as", "rejection_text", "unbridged_text", "unmatched_parts", "word_read_as"]


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
        if getattr(a, "guess", ()) and a.source.startswith("lexicon entry "):
            how += f" ({a.guess[1]})"  # a lexicon entry that is only a hint: what it rests on
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


def word_read_as(axioms: Iterable[Any], kg: str) -> str:
    """The question word an axiom set reads as the KG term ``kg`` ("" when none does).

    >>> from verifier.bridge import Axiom
    >>> from verifier.logic import TRUE
    >>> word_read_as([Axiom("a", TRUE, "class_noun", word="river", kg_terms=("rdf:type", "dbo:River"))], "dbo:River")
    'river'
    """
    return next((a.word for a in axioms if kg in a.kg_terms and a.word), "")


def rejection_text(diag: Any, reading: Any, axioms: Sequence[Any], query: Formula, named: Callable[[str], str],
                   label: Callable[[str], str]) -> str:
    """A rejection in user terms: what the diagnosis (:class:`~verifier.prover.diagnose.Diagnosis`) found,
    with the question's words (``reading``, read by ``axioms``) and the KG's terms as ``named`` gives them
    (``label`` gives a term's bare label, for a name the KG spells in another case).

    >>> from types import SimpleNamespace as NS
    >>> from verifier.logic import TRUE
    >>> d = NS(reasons=("wrong_direction",), old="dbr:A dbo:p ?x", new="?x dbo:p dbr:A")
    >>> rejection_text(d, None, (), TRUE, str, str)
    'The query has the relation the wrong way round: dbr:A dbo:p ?x should be ?x dbo:p dbr:A.'
    """
    from .bridge import case_conflict
    from .verdict import REASONS, plain_repair, plain_words

    reason = diag.reasons[0]

    def word_for(kg: str) -> str:
        word = word_read_as(axioms, kg)
        return f"“{word}”" if word else ""

    if reason == "deviating_entity":
        w = word_for(diag.new)
        if diag.new.startswith("?"):  # a fresh individual: no query IRI has the question's name
            name = diag.new[1:].replace("_", " ")
            word = case_conflict(name, label(diag.old) or diag.old)
            why = (f": its title writes “{word.lower()}” in lower case, which in a case-sensitive KG is another page"
                   if word else ", and no IRI of the query is labelled so")
            return f"The query names {named(diag.old)} where the question names “{name}”{why}."
        return f"The query names {named(diag.old)} where the question's {w or 'entity'} is {named(diag.new)}."
    if reason == "wrong_relation" and diag.new:
        w = word_for(diag.new)
        return f"The query uses {named(diag.old)} where the question's {w or 'word'} means {named(diag.new)}."
    if reason == "wrong_direction":
        return (f"The query has the relation the wrong way round: {plain_words(diag.old)} should be "
                f"{plain_words(diag.new)}.")
    if reason == "extra_constraint" and diag.old:
        return f"The query adds the constraint {plain_words(diag.old)}, which the question does not ask for."
    if reason == "wrong_answer_variable":
        more = " and even then it leaves out a constraint of the question" if "missing_constraint" in diag.reasons else ""
        return f"The query returns ?{diag.old} but the question asks for what ?{diag.new} holds{more}."
    if diag.missing or diag.extra:
        said = []
        if diag.missing:
            said.append("the query does not enforce the question's "
                        + " or ".join(question_part(p, reading, axioms, named) for p in diag.missing[:2])
                        + (", so it admits answers the question excludes" if not diag.extra else ""))
        if diag.extra:
            said.append(("the query adds " if not diag.missing else "it adds ")
                        + " or ".join(plain_words(str(p)) for p in diag.extra[:2])
                        + ", which the question does not ask for"
                        + (", so it excludes answers the question admits" if not diag.missing else ""))
        text = ", and ".join(said)
        return text[:1].upper() + text[1:] + "."
    unmatched = unmatched_parts(axioms, query, named) if reason in ("missing_constraint", "extra_constraint") else ""
    said = REASONS.get(reason, ("", reason))[1]
    return (said[:1].upper() + said[1:] + (f": {plain_repair(diag.repair)}" if diag.repair else "")
            + (f" ({unmatched})." if unmatched else "."))


def unbridged_text(reading: Any, axiom_set: Any, query: Formula, detail: str, named: Callable[[str], str]) -> str:
    """A ``no_lexical_bridge`` unknown in user terms: the phrases of the question nothing reads
    ("no reading of “colour of” in the lexicon"), and a lexicon entry the user can add for the first
    content word, in Turtle, reading it as the query's one unread term where there is one (said so:
    only the user knows whether the word means it) or a placeholder IRI. The grammar predicates
    behind it stay in the verdict's question_logic; ``detail`` is said where no word is found."""
    from .kg.iri import expand
    from .suggest import missing_words, turtle_entry, unread_query_terms

    pairs = list(axiom_set.unbridged) if axiom_set is not None else []
    found = missing_words(reading.formula, pairs, reading.word_of)
    if not found:
        return f"The verifier cannot connect every question word to the knowledge graph ({detail})."
    said = []
    for m in found:
        if m.linked:
            said.append(f"no reading of “{m.word}” as a relation in the lexicon (the {m.lemma or m.word} of"
                        f" something, which {m.linked} needs)")
        elif m.takes_entry or m.pos in ("preposition", "comparison"):
            said.append(f"no reading of “{m.phrase}” in the lexicon")
        elif m.pos == "name":
            said.append(f"no knowledge-graph term is labelled “{m.word}”")
        elif m.pos == "number":
            said.append(f"no reading of the number {m.word} here")
        else:
            said.append(f"no reading of {m.word} here")
    text = "The verifier cannot connect every question word to the knowledge graph: " + "; ".join(said) + "."
    entry = next((m for m in found if m.takes_entry), None)
    if entry is None:
        return text
    read = [t for a in (axiom_set.axioms if axiom_set is not None else ()) if a.word
            and a.template not in ("domain_range", "symmetric") for t in a.kg_terms]
    props, classes = unread_query_terms(query, read)
    term = value = None
    guess = ""
    if entry.pos in ("noun", "adjective") and not entry.preposition and len(classes) == 1:
        typing, cls = classes[0]
        term, value, guess = expand(typing), expand(cls), cls
        if entry.pos == "noun" and typing == "rdf:type":
            term, value = expand(cls), None  # a class noun names the class itself
    elif (entry.pos == "verb" or entry.preposition) and len(props) == 1:
        term, guess = expand(props[0]), props[0]
    how = (f"reading it as {named(guess)}, as the query does; keep that only if “{entry.phrase}” "
           "means it" if guess else "replacing the example.org IRIs with the knowledge graph's terms")
    return (f"{text} To add one, put a lexicon entry for “{entry.phrase}” in a --lexicon file ({how}):\n"
            + turtle_entry(entry, term, value).rstrip("\n"))


def question_part(part: Formula, reading: Any, axioms: Sequence[Any], named: Callable[[str], str]) -> str:
    """A conjunct of the question in words: the words it comes from, their KG reading in the axiom
    set, the conjunct itself and the names of the individuals it is about (“for”, read as
    dbo:knownFor (known for) (_for_p(e1, x23), x23 being “Red Hill”))."""
    from .kg.profile import type_predicates
    from .logic import And, Atom, predicates

    def name_of(a: Any) -> str:
        # the whole name the bridge read the atom in ("Red Hill", not "Hill")
        return next((ax.word for ax in axioms if ax.template == "entity" and ax.word and any(
            b.pred == a.pred and b.args[1:] == a.args[1:] for b in atoms(ax.formula))), a.args[1].name)

    def is_name(a: Any) -> bool:
        return a.pred in ("named", "named_n") and len(a.args) > 1 and isinstance(a.args[1], Const)

    names = {a.args[0]: name_of(a) for a in atoms(reading.formula) if is_name(a)}
    words = []
    for a in atoms(part):
        if is_name(a):
            words.append(name_of(a))
        elif a.pred != "compound" or isinstance(part, Atom):  # (a name's compounds are in its name)
            words.append(reading.word_of(a.pred) or "")
    if not isinstance(part, Atom):
        # a constraint the reading added for a word it has no predicate for ("other": x ≠ y)
        words += [n.split("”", 1)[0].lstrip("“") for n in reading.notes
                  if n.startswith("“") and n.endswith(f": {part}")]
    words = [w for w in dict.fromkeys(words) if w]
    # "Juliana" is said by "former Dutch queen Juliana"
    words = [w for w in words if not any(w != u and f" {w} " in f" {u} " for u in words)]
    if not words:
        from .verdict import plain_words
        return plain_words(str(part))
    content = {a.pred for a in atoms(part)} - {"named", "named_n", "compound"}
    terms = [t for ax in axioms if ax.template != "entity" and content & {p for p, _ in predicates(ax.formula)}
             for t in ax.kg_terms if t not in type_predicates()]
    read = (", read as " + ", ".join(named(t) for t in dict.fromkeys(terms))) if terms else ""
    about = dict.fromkeys(f"“{names[v]}”" for a in atoms(part) if not is_name(a)
                          for v in a.args if v in names and not any(names[v] in w for w in words))
    # (the conjunct itself is in the verdict's question_logic; the text says it in words)
    more = " with what hangs on it" if isinstance(part, And) else ""
    return f"{' '.join(f'“{w}”' for w in words)}{read}{more}" + (f" (about {', '.join(about)})" if about else "")
