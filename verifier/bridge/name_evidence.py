"""Evidence against a query term: what a term means by its own account, set against the question's word.

A lexicon lists some meanings of a word, not all, so that it does not give a term for a word is no evidence
against the term. What is: a lexicon entry that reads the term as another, unlinked word, or a word of the
term's name that WordNet sets against the question's word (its opposite, or a sister term of the same kind).
The readers by name (:mod:`.readings.named`) offer readings; this module only says why a reading is
wrong, and the verdict's diagnosis (``verifier.api``, ``verifier.unread``) asks it through the bridge's face
before it calls a difference a ``wrong_relation``:

    >>> evidence_against(bridge, "dbo:deathPlace", "born")            # doctest: +SKIP
    "its name says ‘death’, the opposite of ‘birth’"
"""

from __future__ import annotations

from typing import Iterable

from .namelinks import _VALUE_WORDS, _above, _forms, _senses, linked_terms, name_words, relatives
from .phases import another_phase
from .variants import load_variant_rules


def evidence_against(bridge, term: str, word: str, instead: str = "") -> str | None:
    """Why the query's ``term`` does not mean the question's ``word``, or None when nothing says so.

    A lexicon lists some meanings of a word, not all: that it does not give ``term`` for the word is no
    evidence. Evidence is what ``term`` means by its own account: a lexicon entry that reads it as
    another word not linked to this one ("the lexicon reads dbo:birthPlace as ‘birthplace’"), or a
    word of its name that WordNet sets against the word (:func:`_set_against`): its opposite
    (``dbo:deathPlace`` for "born") or a thing of the same kind beside it (``dbo:height`` for "heavy",
    whose attribute is weight: both are properties; ``dbo:spouse`` for "mother"). A name that says
    something merely *other* is no account against the word: ``dbo:destination`` for "serve",
    ``dbp:establishedDate`` for "admitted" may be other names for the same relation, and a name word
    above the word ("monarch" for "king", "person" for "founder") says what kind of thing it is.
    With ``instead``, the term the question's word is read as, a word of ``term``'s name that WordNet
    sets against a word of that term's name is evidence too: "alive" read through ``dbo:deathDate``, and
    ``dbo:birthDate`` in the query (a birth is the opposite of a death).
    A term whose name WordNet cannot read (``dbp:admittancedate``, ``wdt:P1082`` without a label) and that
    no lexicon entry reads has no account of its own, nor has any term beside a word WordNet does not
    know ("carbs"): None, and the verdict is ``unknown``."""
    wordnet = bridge._wordnet()
    if wordnet is None or not word:
        return "no WordNet to say otherwise"  # without WordNet every difference counts, as before
    lemma = word.lower()
    for pos in ("n", "v", "a"):
        if linked_terms(lemma, pos, {term: []}, wordnet):
            return None
    if instead and another_phase(bridge, wordnet, term, lemma, instead):
        return None  # the start or the end of the event the word names, as the lexicon's reading is (phases.py)
    linked_words = set()
    for pos in ("n", "v", "a"):
        linked_words |= set(relatives(wordnet, lemma, pos))
    # the lexicon's entries for the term, or for the same property under the KG's other namespace
    # (property_variants.table's prefix rows: dbp:birthDate is dbo:birthDate, so a lexicon written for one
    # reads the other)
    twins = [v for r in bridge._table(load_variant_rules) if r.kind == "prefix" for v in r.variants(term)]
    for ref in (term, *twins):
        own = set(name_words(ref))
        # quoted: an entry whose word the term's own name has ("birth date"), before the others ("young")
        entries = sorted(bridge.lexicon.by_reference(ref), key=lambda e: not own & set(e.lemma.lower().split()))
        if any(set(e.lemma.lower().split()) & linked_words for e in entries if " " in e.lemma):
            return None  # the lexicon reads the term by a phrase that holds the word ("music composer"): no account against it
        for entry in entries:
            other = entry.lemma.lower()
            if other == lemma or other in linked_words:
                continue  # the entry's word is the word or one linked to it (a phrase holding one returned above)
            return f"the lexicon reads {ref} as ‘{entry.lemma}’"
    if len(linked_words) <= 1:
        return None  # a word WordNet does not know ("carbs"): its name cannot be compared with it
    bases = {f for w in linked_words for f in _forms(w, wordnet)}
    content = _content_words(term)
    said = [bool(_forms(w, wordnet) & bases) for w in content]
    if len(content) > 1 and any(said[:-1]) and not said[-1] and _measures(wordnet, content[-1]):
        # the word is only a modifier of the name's head, and the head is a measure: the term is
        # the measure of what the word says, not that thing ("population density" for "population")
        return f"its name says ‘{' '.join(content)}’, a {content[-1]}, not the {lemma} itself"
    for w, linked in zip(content, said):
        if linked:
            continue
        why = _set_against(wordnet, w, lemma, linked_words)
        if why:
            return f"its name says ‘{w}’, {why}"
    return _names_set_against(wordnet, term, instead) if instead else None


def _content_words(term: str) -> list[str]:
    """The words of a term's name that say what it is about: not a kind of value ("date", "total"), not
    shorter than three letters."""
    return [w for w in name_words(term) if w not in _VALUE_WORDS and len(w) >= 3]


def _names_set_against(wordnet, term: str, other: str) -> str | None:
    """How WordNet sets a word of ``term``'s name against a word of ``other``'s name (words the two
    names share, and words of value kinds, aside), or None: ``dbo:birthDate`` against ``dbo:deathDate``."""
    mine = _content_words(term)
    theirs = [w for w in _content_words(other) if w not in mine]
    for w in mine:
        if w in theirs:
            continue
        for t in theirs:
            why = _set_against(wordnet, w, t, ())
            if why:
                return f"its name says ‘{w}’, {why}, which {other} is named for"
    return None


def _names_the_act(mine: list, own: list) -> bool:
    """Does a sense of a name word (``mine``) name the act of one of the word's own verb senses (``own``),
    through a lemma WordNet derives from that verb sense? Then the name may say what the word says, and
    its being a sister of the word's own noun is no evidence: ``dbo:formationYear`` for "founded", whose
    sense *constitution, establishment, formation* is the act of *establish, found* ("establishment" is
    derived from it), though WordNet files "formation" and "founding" as two kinds of beginning."""
    verbs = {s for s in own if s.pos() == "v"}
    return any(d.synset() in verbs for m in mine if m.pos() == "n" for lem in m.lemmas()
               for d in lem.derivationally_related_forms())


#: the WordNet files of nouns that name a happening, as a verb's act does (not its doer or its product:
#: "architect" and "builder" are two kinds of creator, the doer WordNet derives from "create")
_HAPPENINGS = frozenset({"noun.act", "noun.event", "noun.process", "noun.cognition"})


def _a_kind_of_its_act(wordnet, mine: list, lemma: str) -> bool:
    """Does a sense of a name word (``mine``) lie at most :data:`_SISTER_STEPS` steps below the act of a verb
    sense of the word, or of a verb at most that far above one (a noun WordNet derives from it that names a
    happening, :data:`_HAPPENINGS`, itself at least :data:`_SISTER_DEPTH` deep)? Then the name says a kind
    of what the word does, and its sisterhood with the word's own nouns is no contrast: it may say the same
    thing, more or less closely. Any verb sense of the word counts, a rare one too: a relation that joins
    the two words undoes the contrast, and absence of evidence is not evidence. ``dbo:education`` for "studied": one sense of "study" (*learn by reading
    books*) is a kind of *learn*, whose act is *learning*, and *education* is *the gradual process of
    acquiring knowledge*, a kind of learning; WordNet files *study* (*applying the mind to learning*) as a
    kind of learning too, and the derived *discipline* (*bailiwick*) and the acquired *education* as two
    kinds of content, but studying is no other thing than getting an education. ``dbo:abolitionYear`` for
    "founded" keeps its contrast: *abolition* is no kind of the act of *establish* nor of a verb above it."""
    try:
        verbs = set(wordnet.synsets(wordnet.morphy(lemma, "v") or lemma, "v"))
    except Exception:  # an odd form: no verb
        return False
    verbs |= {h for v in verbs for h in _above(v, _SISTER_STEPS)}
    acts = {d.synset() for v in verbs for lem in v.lemmas() for d in lem.derivationally_related_forms()}
    acts = {a for a in acts
            if a.lexname() in _HAPPENINGS and min(len(p) for p in a.hypernym_paths()) - 1 >= _SISTER_DEPTH}
    return any(a == m or a in _above(m, _SISTER_STEPS) for m in mine if m.pos() == "n" for a in acts)


#: the kinds of WordNet noun that measure something else (their first sense is below one of them)
_MEASURES = frozenset({"attribute.n.02", "measure.n.02"})


def _measures(wordnet, noun: str, senses: int = 1) -> bool:
    """Is ``noun``, in one of its first ``senses`` senses, a measure or attribute of something
    ("density", "height", "budget"), not a thing ("country", "team")?"""
    first = [s for s in _senses(wordnet, noun) if s.pos() == "n"][:senses]
    return any(a.name() in _MEASURES for s in first for a in _above(s))


#: how many hypernym steps up from each of two senses their common kind may lie (co-hyponyms)
_SISTER_STEPS = 2
#: the least depth of that common kind: ``group``, ``object`` and the like join unrelated things
_SISTER_DEPTH = 3


def _set_against(wordnet, name_word: str, lemma: str, linked: Iterable[str]) -> str | None:
    """How WordNet sets a word of a term's name against the question's word (or a word linked to it:
    its synonyms, derived words, the attribute it measures), or None.

    * an antonym: "death" against "born";
    * another measure: both are nouns that measure something, in one of their first two senses
      ("prominence" and "elevation" of a mountain);
    * a co-hyponym: the two share a kind at most :data:`_SISTER_STEPS` steps above each, itself at least
      :data:`_SISTER_DEPTH` deep and not one of WordNet's unique beginners (``noun.Tops``: "person",
      "group", "event" hold things that are not exclusive, as a king is a leader too), and neither is
      above the other ("height" and "weight", both a property; "spouse" and "father", both a relative),
      and the name is no kind of the act of a verb sense of the word (:func:`_a_kind_of_its_act`:
      "education" and "study" are two kinds of learning, but studying is learning).

    A name word above the word ("person" for "founder") is no evidence: it says what kind of thing the
    word's thing is."""
    mine = _senses(wordnet, name_word)
    if not mine:
        return None
    own = _senses(wordnet, lemma)
    if any(m in _above(o) for m in mine for o in own) or _names_the_act(mine, own):
        return None
    mine_lemmas = {l for m in mine for l in m.lemmas()}
    for word in sorted(set(linked) | {lemma}):
        theirs = _senses(wordnet, word)
        if any(a in mine_lemmas for t in theirs for l in t.lemmas() for a in l.antonyms()):
            return f"the opposite of ‘{word}’ (WordNet)"
        if any(t.pos() == "n" for t in theirs) and _measures(wordnet, name_word, 2) and _measures(wordnet, word, 2):
            return f"another measure than ‘{word}’ (WordNet)"
        for m in mine:
            up_m, all_m = _above(m, _SISTER_STEPS), None
            for t in theirs:
                if t == m:
                    continue
                common = [c for c in _above(t, _SISTER_STEPS) if c in up_m and c.lexname() != "noun.Tops"
                          and min(len(p) for p in c.hypernym_paths()) - 1 >= _SISTER_DEPTH]
                if not common:
                    continue
                all_m = all_m if all_m is not None else _above(m)
                if t in all_m or m in _above(t):
                    continue
                if _a_kind_of_its_act(wordnet, mine, lemma):
                    return None  # the name says a kind of what the word does: no contrast (nor for its linked words)
                kind = min(common, key=lambda c: c.name()).lemma_names()[0].replace("_", " ")
                return f"another kind of {kind} than ‘{word}’ (WordNet)"
    return None
