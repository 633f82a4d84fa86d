"""Compound readings: several atoms read as one word or one individual — a two-word noun compound the
lexicon or the KG knows as one word, a name that modifies a noun, a modifier that restates its head,
a group named by its members' plural, a title with a place before a name, an office named by a noun
and its place, adjectives that spell a name.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Sequence

from ...logic import Atom, Const, Exists, Forall, Formula, Iff, Implies, Var, conj, substitute
from ...question.reading import Reading
from ..autolex import plural
from ..context import NounCompound, ReadingContext as _Context, _var_index
from ..frames import _gerund, _guessed_class_entries, _guessed_property_entries, _link_fits, _noun_end, _pad_options, _pad_unexpressed
from ..model import Axiom
from ..names import FUNCTION_WORDS, case_conflict, name_key, name_tokens
from ..options import (NAME_PREDS, _PAREN, Option, _is_unexpressed, _kg_terms, _looks_like_class, _looks_like_property,
                       _stem_token, compound_key, parse_erg_predicate)
from ..phrasing import _Phrase, _phrase_option
from ..variants import load_variant_rules, variants_among
from ..weights import W_APPOSITION, W_QUERY_LABEL, W_REDIRECT


def _noun_compound_options(res, nc: "NounCompound", reading: Reading, query_labels,
                           ctx: "_Context | None" = None) -> list[Option]:
    """A two-word noun compound read as one lexicon entry ("boiling point") or one KG individual
    ("sodium chloride"), through the ``multiword`` templates; a relational one also with the link
    that supplies its argument ("Lincoln's death place", "the time zone in Lima")."""
    out = _noun_compound_options_plain(res, nc, reading, query_labels, ctx)
    if len(nc.mod.args) == 2:
        # the modifier's own argument is unexpressed (_time_n_of(z, i) in "time zone")
        out = _pad_options(out, nc.mod.pred)
    return out


def _noun_compound_options_plain(res, nc: "NounCompound", reading: Reading, query_labels,
                                 ctx: "_Context | None") -> list[Option]:
    head, mod = nc.head, nc.mod
    herg, merg = parse_erg_predicate(head.pred), parse_erg_predicate(mod.pred)
    hword = reading.word_of(head.pred) or herg.lemma
    mword = reading.word_of(mod.pred) or merg.lemma
    texts = [f"{mword} {hword}", f"{merg.lemma} {herg.lemma}"]
    if merg.pos == "v":  # a verb modifier is a gerund: _boil_v_1 in "boiling point"
        texts.append(f"{_gerund(merg.lemma)} {herg.lemma}")
    texts = list(dict.fromkeys(texts))
    key = compound_key(nc, texts[0])
    covers = frozenset({head, mod, nc.link})
    arity = len(head.args)
    out: list[Option] = []
    entries = []
    for t in texts:
        entries += [e for e in res.lexicon.lookup(t, "n") if e not in entries]
    lexical = bool(entries)
    # a query property whose label or local name is the compound, read as a relational noun ("the birth
    # place of X" → dbo:birthPlace, "JFK's vice president"), below the lexicon's entries (a lexicon lists
    # some meanings of a compound, not all: "ruling party" may be dbp:leaderParty and dbp:rulingParty)
    refs = {e.reference for e in entries}
    entries += list({e.reference: e for t in texts for e in _guessed_property_entries(t, query_labels)
                     if e.reference not in refs}.values())
    for e in entries:
        for t in res._templates_for(e, arity, False, shape="multiword"):
            ref = e.reference or ""
            slots = dict(res._slots(e), **{"$pred": head.pred, "$mod": mod.pred,
                                            "$w": Const(f"?{mword}#{ref}")})
            name, f = t.instantiate(slots)
            ax = Axiom(name, f, "multiword", source=_compound_source(e, texts[0]), word=texts[0],
                       kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                       weight=e.confidence * t.weight)
            out.append(Option(key, (ax,), ax.weight, covers, e))
    # a relational compound whose own argument is not expressed takes it through a link
    links: dict[str, list[Atom]] = {}
    if ctx is not None and (arity == 1 or (arity == 2 and _is_unexpressed(head.args[1]))):
        for a in ctx.on_noun.get(head.args[0], []) + ctx.had_by.get(head.args[0], []):
            if a != nc.link:
                links.setdefault(a.pred, []).append(a)
    plain = len(out)
    for e in entries if links else ():
        for t in res._templates_for(e, 1, False, linked=True, shape="multiword"):
            if not t.links:
                continue
            for lname, latoms in links.items():
                if not _link_fits(lname, t.links, e.markers):
                    continue
                end = _noun_end(t, lname)
                latoms = [a for a in latoms if end is None or a.args[end] == head.args[0]]
                if not latoms:
                    continue
                ref = e.reference or ""
                slots = dict(res._slots(e), **{"$pred": head.pred, "$mod": mod.pred, "$link": lname,
                                                "$w": Const(f"?{mword}#{ref}")})
                name, f = t.instantiate(slots)
                if arity == 2:
                    f = _pad_unexpressed(f, head.pred, 1, 1)
                ax = Axiom(name, f, "multiword", source=_compound_source(e, texts[0]), word=texts[0],
                           kg_terms=_kg_terms(e.reference, e.value if e.value and ":" in e.value else None),
                           weight=e.confidence * t.weight)
                out.append(Option(key, (ax,), ax.weight, covers | frozenset(latoms), e))
    if arity == 2 and len(out) > plain:
        # an unexpressed argument supplied through a link: the plain relational reading, with the
        # unexpressed argument as the property's other end, says less (as for one-word nouns)
        out = [o for o in out[:plain] if o.entry is None or o.entry.frame != "NounPPFrame"] + out[plain:]
    if not lexical:
        # no lexicon entry: a query class whose label or local name is the compound
        # ("basketball players" → dbo:BasketballPlayer)
        entries = [e for t in texts for e in _guessed_class_entries(t, query_labels)]
        entries = list({e.reference: e for e in entries}.values())
        for e in entries:
            for t in res._templates_for(e, arity, False, shape="multiword"):
                slots = dict(res._slots(e), **{"$pred": head.pred, "$mod": mod.pred,
                                                "$w": Const(f"?{mword}#{e.reference}")})
                name, f = t.instantiate(slots)
                ax = Axiom(name, f, "multiword", source=f'query class {e.reference} named "{texts[0]}" '
                           f'(no lexicon entry)', word=texts[0], kg_terms=(e.reference,),
                           weight=e.confidence * t.weight)
                out.append(Option(key, (ax,), ax.weight, covers, e))
    tmpl = next((t for t in res.templates if t.shape == "multiword" and "entity" in t.frames
                 and t.arity in (None, arity)), None)
    if tmpl is not None and not lexical and not out:
        for t in texts:
            for name, (w, source) in res._entity_candidates(t, query_labels, lexical=False).items():
                slots = {"$pred": head.pred, "$mod": mod.pred, "$c": Const(name),
                         "$w": Const(f"?{name}#{mword}")}
                ax_name, f = tmpl.instantiate(slots)
                ax = Axiom(ax_name, f, "multiword", source=source, word=t, kg_terms=(name,), weight=w)
                out.append(Option(key, (ax,), w, covers))
            if out:
                break
    return out


def _compound_source(e, text: str) -> str:
    """Where a compound's entry comes from: the lexicon, or the query property it spells (a guess)."""
    if e.id.startswith("guess:"):
        return f'query IRI {e.reference} named "{text}" (no lexicon entry; default NounPPFrame)'
    return f"lexicon entry {e.id}" + (f" ({e.source})" if e.source else "")


def _name_modifier_options(res, nc: "NounCompound", ctx: "_Context", reading: Reading,
                           query_labels: dict[str, list[str]]) -> list[Option]:
    """A compound whose modifier is a common noun written with a capital inside the question
    ("the Wall album", "the Ring cycle"): the grammar read a name as the noun it also is. The
    compound is then the name in apposition to the head noun ("the album The Wall"): the query
    individual whose label is the name (up to a leading "the", and only one) is the head, and
    the head noun is presupposed of it, as a noun in apposition to a name is (``_phrase_option``).
    A name the head takes with "of" ("the Wall album of Pink Floyd") belongs to the presupposed
    description too, related universally to what that name names (as in
    :func:`_apposition_options`): the name still gets its own individual."""
    head, mod = nc.head, nc.mod
    mword = reading.word_of(mod.pred) or ""
    hword = reading.word_of(head.pred) or ""
    # a capital says "name" only inside the sentence and on a word of lower-case letters after it
    if not (mword[:1].isupper() and mword[1:].islower() and hword.islower()):
        return []
    if reading.words and reading.words[0][1].split()[:1] == [mword]:
        return []
    for a in (head, mod):
        if len(a.args) not in (1, 2) or (len(a.args) == 2 and not _is_unexpressed(a.args[1])):
            return []
    x = head.args[0]
    if x in reading.answer_vars or parse_erg_predicate(head.pred).pos != "n":
        return []
    if any(a not in (mod, nc.link) for a in ctx.atoms if mod.args[0] in a.args):
        return []
    key = name_key(mword)
    herg = parse_erg_predicate(head.pred)

    def fits(label: str) -> bool:
        # a page titled with the bare noun is that noun's page ("Wall" is about walls): the name
        # is "The Wall", or "Wall (album)" with the head noun as its qualifier
        bare = _PAREN.sub("", label).strip()
        if name_key(bare) != key or case_conflict(mword, bare) is not None:
            return False
        qualifier = _PAREN.search(label)
        if qualifier:
            return _stem_token(herg.lemma) in {_stem_token(t) for t in name_tokens(qualifier.group(0).strip(" ()"))}
        return bare.lower().startswith("the ")

    found = [n for n, labs in query_labels.items()
             if not _looks_like_property(n) and not _looks_like_class(n) and any(fits(l) for l in labs)]
    if len(found) != 1:
        return []
    name = found[0]
    phrase = _phrase_option(x, {head, mod, nc.link}, name, reading, text=f"{mword} {hword}").option
    # "of" + a name on the head: presupposed of the individual, for whatever the name names
    named_by = ctx.named
    groups = {g.head: g for g in ctx.name_groups}
    described, covers = [], []
    for a in ctx.atoms:
        if a.pred != "_of_p" or len(a.args) != 2 or a.args[0] != x:
            continue
        y = a.args[1]
        if y in groups:
            g = groups[y]
            ws = {v: Var(f"w{i}") for i, v in enumerate(g.order)}
            guard = [substitute(b, ws) for b in g.atoms]
            described.append(Forall(tuple(ws[v] for v in g.order),
                                    Implies(conj(guard), Atom("_of_p", (Const(name), ws[y])))))
        elif y in named_by:
            w = Var("w")
            described.append(Forall((w,), Implies(Atom(named_by[y].pred, (w, named_by[y].args[1])),
                                                  Atom("_of_p", (Const(name), w)))))
        else:
            continue
        covers.append(a)
    axioms = phrase.axioms
    if described:
        ax = Axiom(f"apposition:{mword} {hword}#of", conj(described), "apposition",
                   source=f'"of" a name on "{mword} {hword}", in apposition to {name}: presupposed',
                   word=f"{mword} {hword}", weight=W_APPOSITION)
        axioms = axioms + (ax,)
    return [Option(compound_key(nc, f"{mword} {hword}"), axioms, W_QUERY_LABEL * W_APPOSITION,
                   phrase.covers | frozenset(covers))]


def _common_nouns(nc: "NounCompound", reading: Reading) -> tuple[str, str, str, str] | None:
    """(modifier word, head word, modifier lemma, head lemma) of a compound of two common nouns, the words as
    the question writes them; None where either is no noun or is capitalised (a capitalised modifier is a
    name: "the Wall album"). The compound rules that read one noun as restating the other start here."""
    herg, merg = parse_erg_predicate(nc.head.pred), parse_erg_predicate(nc.mod.pred)
    if herg.pos != "n" or merg.pos != "n":
        return None
    mword = reading.word_of(nc.mod.pred) or merg.lemma
    hword = reading.word_of(nc.head.pred) or herg.lemma
    if not (mword.islower() and hword.islower()):
        return None
    return mword, hword, merg.lemma.replace("+", " "), herg.lemma.replace("+", " ")


def _redundant_modifier_options(res, nc: "NounCompound", reading: Reading) -> list[Option]:
    """A compound whose modifier only restates what the head noun is ("music album"): DBpedia
    redirects the compound to the page titled by the head noun alone ("Music album" → "Album"),
    its record that the two words name what the one names. The head keeps its own readings; the
    modifier and the compound are then implied by it: ``∀x. head(x) → compound(x, w) ∧ mod(w)``
    (``w`` a fixed witness, as in multiword.tmpl, which keeps the check free of ∀∃). The
    question-to-query direction needs nothing from them, so the rule adds no reading to any
    other word. A redirect to another page ("World Ranking"), or none, gives no option."""
    if res.redirects is None:
        return []
    head, mod = nc.head, nc.mod
    if any(len(a.args) not in (1, 2) or (len(a.args) == 2 and not _is_unexpressed(a.args[1])) for a in (head, mod)):
        return []
    words = _common_nouns(nc, reading)
    if words is None:
        return []
    mword, hword, mlemma, hlemma = words
    text = f"{mlemma} {hlemma}"
    if not res.redirects.is_redirect(text, hlemma):
        return []
    x = Var("x")
    w = Const(f"?{mlemma}#{hlemma}")

    def noun(a: Atom, v) -> Atom:
        lemma = parse_erg_predicate(a.pred).lemma
        return Atom(a.pred, (v,) + ((Const(f"?{lemma}#arg"),) if len(a.args) == 2 else ()))

    hx = Atom(head.pred, (x,) + ((Var("y"),) if len(head.args) == 2 else ()))
    f = Forall(tuple(t for t in hx.args if isinstance(t, Var)),
               Implies(hx, conj([Atom("compound", (x, w)), noun(mod, w)])))
    word = f"{mword} {hword}"
    ax = Axiom(f"modifier:{mod.pred}+{head.pred}", f, "multiword",
               source=f'DBpedia redirect "{text}" → "{hlemma}": the modifier restates the head noun',
               word=word, weight=W_REDIRECT)
    return [Option(compound_key(nc, word), (ax,), W_REDIRECT, frozenset({nc.link}))]


#: the modifier's first WordNet senses whose direct hypernyms may name the head noun
_KIND_SENSES = 2


def _kind_of_head(res, modifier: str, head: str) -> bool:
    """Is the noun ``modifier``, in one of its first senses, a kind of ``head`` by a direct WordNet hypernym
    ("business": *a commercial or industrial enterprise*, under enterprise)?"""
    head = head.replace(" ", "_")
    return any(head in h.lemma_names() for s in res._synsets(modifier.replace(" ", "_"), "n")[:_KIND_SENSES]
               for h in s.hypernyms())


def _kind_modifier_options(res, nc: "NounCompound", reading: Reading) -> list[Option]:
    """A compound whose head only says what kind of thing its modifier is ("business enterprise": a business
    is an enterprise, WordNet's direct hypernym of one of the modifier's first senses): the two words name
    what the modifier names, so the modifier's readings hold of the head's variable, and the head and the
    link follow from it — the converse of :func:`_redundant_modifier_options`:

        (∀x z. _enterprise_n_1(x) ∧ compound(x, z) ∧ _business_n_1(z) → _business_n_1(x))
        ∧ (∀x. _business_n_1(x) → _enterprise_n_1(x) ∧ compound(x, w) ∧ _business_n_1(w))

    (``w`` a fixed witness, as in multiword.tmpl). The modifier keeps its own readings (a class, a lexicon
    entry), so a query typing the answer by another class still fails. A modifier WordNet does not put
    under the head ("city council", "music album") gives no option."""
    head, mod = nc.head, nc.mod
    words = _common_nouns(nc, reading) if len(head.args) == 1 and len(mod.args) == 1 else None
    if words is None:
        return []
    mword, hword, mlemma, hlemma = words
    if hlemma == mlemma or not _kind_of_head(res, mlemma, hlemma):
        return []
    x, z = Var("x"), Var("z")
    w = Const(f"?{mlemma}#{hlemma}")
    forward = Forall((x, z), Implies(conj([Atom(head.pred, (x,)), Atom("compound", (x, z)), Atom(mod.pred, (z,))]),
                                     Atom(mod.pred, (x,))))
    back = Forall((x,), Implies(Atom(mod.pred, (x,)), conj([Atom(head.pred, (x,)), Atom("compound", (x, w)),
                                                            Atom(mod.pred, (w,))])))
    word = f"{mword} {hword}"
    ax = Axiom(f"kind-modifier:{mod.pred}+{head.pred}", conj([forward, back]), "multiword",
               source=f'WordNet: a "{mlemma}" is a kind of "{hlemma}", which the head restates', word=word,
               weight=W_REDIRECT)
    return [Option(compound_key(nc, word), (ax,), W_REDIRECT, frozenset({head, nc.link}))]


def _is_collective(res, lemma: str) -> bool:
    """Has the noun a WordNet sense for a group of things ("system", "chain": noun.group)?"""
    return any(s.lexname() == "noun.group" for s in res._synsets(lemma, "n"))


def _collective_name_options(res, nc: "NounCompound", ctx: "_Context", reading: Reading,
                             query_labels: dict[str, list[str]]) -> list["_Phrase"]:
    """A collective noun over a plural name ("the Ruritanian mountain system"): the adjectives on
    the collective head and the modifier noun in the plural spell the name of a query individual
    c, its label or a DBpedia redirect to it ("Ruritanian mountains"), and the head noun has a
    WordNet sense for a group of things. The phrase then names the group the plural name names,
    c: ``∀… words(…) → head = c`` and ground facts that give c those words, as for a phrase that
    spells a label (:func:`_phrase_option`).

    The plural is what makes the group the name's: "the German football team" is no team that
    "German football" names, while "the Ruritanian mountains" name the mountains the system
    gathers. The head may not be the answer, and the modifier may say nothing else."""
    head, mod = nc.head, nc.mod
    x = head.args[0]
    herg, merg = parse_erg_predicate(head.pred), parse_erg_predicate(mod.pred)
    if x in reading.answer_vars or herg.pos != "n" or merg.pos != "n":
        return []
    for a in (head, mod):
        if len(a.args) not in (1, 2) or (len(a.args) == 2 and not _is_unexpressed(a.args[1])):
            return []
    adjs = ctx.adjectives.get(x, [])
    if not adjs or len(adjs) > 2:
        return []
    if any(a not in (mod, nc.link) for a in ctx.atoms if mod.args[0] in a.args):
        return []
    mword = reading.word_of(mod.pred) or merg.lemma
    hword = reading.word_of(head.pred) or herg.lemma
    if not (mword.islower() and hword.islower()) or not _is_collective(res, herg.lemma):
        return []
    individuals = {n: labs for n, labs in query_labels.items()
                   if not _looks_like_property(n) and not _looks_like_class(n)}
    if not individuals:
        return []
    words = {a: reading.word_of(a.pred) or parse_erg_predicate(a.pred).lemma for a in adjs}
    for combo in itertools.permutations(adjs):
        name_text = " ".join(words[a] for a in combo) + " " + plural(merg.lemma)
        found = {n: v for n, v in res._exact_entity_candidates(name_text, individuals, lexical=False).items()
                 if n in individuals and v[0] >= W_QUERY_LABEL}
        found = found or res._redirect_candidates(name_text, individuals)
        if len(found) != 1:
            continue
        (name, (w, source)), = found.items()
        text = " ".join(words[a] for a in combo) + f" {mword} {hword}"
        ph = _phrase_option(x, {head, mod, nc.link, *adjs}, name, reading, weight=w, text=text)
        why = (f'{source}: the "{hword}" (a group, WordNet) of the {name_text}, which the plural name '
               f'names')
        option = Option(ph.option.key, tuple(replace(a, source=why) for a in ph.option.axioms), w,
                        ph.option.covers)
        return [_Phrase(option, ph.atoms)]
    return []


def _titled_names(res, reading: Reading, ctx: "_Context", query_labels: dict[str, list[str]]) -> list["_Phrase"]:
    """A person's title with its place, in apposition before the name, that the grammar read as
    the title "of" one multiword name: "the chancellor of Ruritania Anna Weber" gives
    ``_chancellor_n_1(x) ∧ _of_p(x, y)`` with ``y`` named "Ruritania Anna Weber". When no label
    is that whole name, but its last words are a query individual's name (its label, or a DBpedia
    redirect to it) and the words before them name something of their own (a DBpedia page or a
    WordNet noun: "Ruritania"), the title's bearer is that individual, and the title with the
    place is presupposed of it, as a noun in apposition to a name is (``_phrase_option``: the
    words identify the individual, and ground facts give it those words).

    Only for a title that denotes a person (:meth:`denotes_person`), and only when the name and
    the title's link occur nowhere else."""
    out: list[_Phrase] = []
    individuals = {n: labs for n, labs in query_labels.items()
                   if not _looks_like_property(n) and not _looks_like_class(n)}
    if not individuals:
        return out
    for group in ctx.name_groups:
        if len(group.order) < 2 or res._entity_candidates(group.text, individuals, lexical=False):
            continue
        links = [a for a in ctx.atoms if a.pred in ("_of_p", "compound") and len(a.args) == 2
                 and a.args[1] == group.head and isinstance(a.args[0], Var)]
        if len(links) != 1:
            continue
        link = links[0]
        titles = [a for a in ctx.nouns if a.args[0] == link.args[0] and len(a.args) == 1]
        if len(titles) != 1:
            continue
        title = titles[0]
        erg = parse_erg_predicate(title.pred)
        if erg is None or not res.denotes_person(erg.lemma):
            continue
        covered = {title, link, *group.atoms}
        # the name's variables and the title's predicate say nothing beyond the phrase
        name_vars = set(group.order)
        if any(a not in covered for a in ctx.atoms for t in a.args if t in name_vars):
            continue
        if any(a not in covered for a in ctx.keyed.get((title.pred, 1), [])):
            continue
        for k in range(1, len(group.order)):
            before = " ".join(group.carg[v].name.replace("_", " ") for v in group.order[:k])
            rest = " ".join(group.carg[v].name.replace("_", " ") for v in group.order[k:])
            found = {n: v for n, v in res._exact_entity_candidates(rest, individuals, lexical=False).items()
                     if v[0] >= W_QUERY_LABEL}
            found = found or res._redirect_candidates(rest, individuals)
            if len(found) != 1 or not _names_something(res, before):
                continue
            (name, _), = found.items()
            words = f"{reading.word_of(title.pred) or erg.lemma} of {before} {rest}"
            out.append(_phrase_option(title.args[0], covered, name, reading, text=words))
            break
    return out


def _names_something(res, text: str) -> bool:
    """Is ``text`` a name of its own: a DBpedia page or redirect, or else a WordNet noun?"""
    if res.redirects is not None:
        return res.redirects.canonical(text) is not None
    try:
        wn = res._wordnet()
        return wn is not None and bool(wn.synsets(text.replace(" ", "_"), "n"))
    except Exception:
        return False


def _office_options(res, key, noun: Atom, ctx: "_Context", reading: Reading, query_atoms: Sequence[Atom],
                    query_labels: dict[str, list[str]]) -> list[Option]:
    """A relational noun for a person with a name as its argument ("the kings of Ruritania",
    ``_king_n_of(x, y) ∧ named(y, "Ruritania")``) whose words, with the name's, spell the label of
    a query individual ``c`` ("King of Ruritania"), or the text of a query literal (the office stored
    by its name, ``dbp:office "King of Ruritania"@en``): ``c`` is the office, and the noun's
    instances are its holders, related to ``c`` by a property that a lexicon entry of the noun
    gives, or its variant (:func:`_office_properties`), and that the query states with ``c`` as its object:
    ``∀x y. N(x, y) ∧ named(y, T) → P(x, c)`` and back ``∀x. P(x, c) → N(x, w) ∧ named(w, T)``
    (``w`` a fresh witness, which keeps the check free of ∀∃).

    The lexicon's entry says "king of Y" is that property with Y as its value; DBpedia gives the
    office its own page, so the value is the office, not Y. Only persons hold offices
    (:meth:`denotes_person`); the phrase read as the office itself is :func:`_phrase_entities`."""
    if len(noun.args) != 2 or not isinstance(noun.args[1], Var) or _is_unexpressed(noun.args[1]):
        return []
    erg = parse_erg_predicate(noun.pred)
    if erg is None or not res.denotes_person(erg.lemma):
        return []
    y = noun.args[1]
    group = next((g for g in ctx.name_groups if g.head == y), None)
    if group is not None:
        name_atoms, text = list(group.atoms), group.text
    else:
        singles = [a for a in ctx.atoms if a.pred in NAME_PREDS and len(a.args) == 2 and a.args[0] == y
                   and isinstance(a.args[1], Const)]
        if len(singles) != 1:
            return []
        name_atoms, text = singles, singles[0].args[1].name.replace("_", " ")
    # the name's variables may say nothing else, and the name occurs nowhere else: the phrase is
    # then all there is to them (the name gets no individual of its own)
    name_vars = {t for a in name_atoms for t in a.args if isinstance(t, Var)}
    if any(a not in name_atoms and a != noun for a in ctx.atoms for t in a.args if t in name_vars):
        return []
    if any(a not in name_atoms for n in name_atoms if n.pred in NAME_PREDS
           for a in ctx.keyed.get(("named", n.args[1].name, n.pred), [])):
        return []

    def toks(words: str) -> tuple:
        return tuple(sorted(_stem_token(t) for t in name_tokens(words) if t not in FUNCTION_WORDS))

    phrase = toks(f"{erg.lemma} {text}")
    ordered = sorted(name_vars, key=_var_index)
    props = _office_properties(res, erg.lemma, query_atoms)
    out: list[Option] = []
    for a in dict.fromkeys(query_atoms):
        if not (a.pred in props and len(a.args) == 2 and isinstance(a.args[0], Var)
                and isinstance(a.args[1], Const) and a.args[1].kind in ("iri", "literal")):
            continue
        c = a.args[1]
        spellings = [c.name] if c.kind == "literal" else [] if _looks_like_class(c.name) else query_labels.get(c.name, ())
        if not any(toks(l) == phrase for l in spellings):
            continue
        x = Var("x")
        renamed = {noun.args[0]: x, **{v: Var(f"y{i}") for i, v in enumerate(ordered)}}
        witness = {noun.args[0]: x, **{v: Const(f"?{c.name}#{i}") for i, v in enumerate(ordered)}}
        body = [noun] + name_atoms
        rule = Forall(tuple(renamed[v] for v in [noun.args[0], *ordered]),
                      Implies(conj([substitute(b, renamed) for b in body]), Atom(a.pred, (x, c))))
        back = Forall((x,), Implies(Atom(a.pred, (x, c)), conj([substitute(b, witness) for b in body])))
        words = f"{reading.word_of(noun.pred) or erg.lemma} of {text}"
        source = (f'query {"IRI " + c.name if c.kind == "iri" else "literal"} is the office "{words}" '
                  f'({"its label" if c.kind == "iri" else "its text"}), held through {a.pred}, which the lexicon '
                  f'gives "{erg.lemma}"' + ("" if props[a.pred] == a.pred else f" (as {props[a.pred]}, its variant)"))
        axs = (Axiom(f"office({words})={a.pred}:{c.name}", rule, "relational_noun", source=source, word=words,
                     kg_terms=(a.pred, c.name), weight=W_QUERY_LABEL),
               Axiom(f"office({words})={a.pred}:{c.name}#back", back, "relational_noun", source=source,
                     word=words, kg_terms=(a.pred, c.name), weight=W_QUERY_LABEL))
        out.append(Option(key, axs, W_QUERY_LABEL, frozenset([noun, *name_atoms])))
    return out


def _office_properties(res, lemma: str, query_atoms: Sequence[Atom]) -> dict[str, str]:
    """The properties that hold an office "<lemma> of Y", each with the lexicon's property it stands for: those
    a lexicon entry of the noun gives, and the query's variants of them (:mod:`~verifier.bridge.variants`:
    ``dbp:office``, the infobox field that ``dbo:office`` is mapped from, states the same holding)."""
    own = [e.reference for e in res.lexicon.lookup(lemma, "n") if e.kind == "property" and e.reference]
    out = {p: p for p in own}
    rules = res._table(load_variant_rules)
    preds = sorted({a.pred for a in query_atoms})
    for p in own:
        for v in (variants_among(p, preds, rules) if rules else ()):
            out.setdefault(v, p)
    return out


def _adjective_name_options(res, var: Var, adjectives: list[Atom], reading: Reading,
                            query_atoms: Sequence[Atom], query_labels: dict[str, list[str]]) -> list[Option]:
    """Two or more adjectives on one variable that together spell the name of a query individual
    (its label, or a DBpedia redirect to it: "English Gothic" → dbr:English_Gothic_architecture)
    which the query gives as the value of a property of that variable's kind of thing:
    ``∀x. a1(x) ∧ a2(x) ↔ P(x, c)``, one option per such property of the query.

    The grammar reads a multiword name used as a modifier ("Art Nouveau buildings") as adjectives;
    only a name of two words or more counts, since a single adjective that names a page is mostly
    a demonym or a quality ("French", "Baroque") whose relation to its noun is the lexicon's to
    say. The name must be spelt by all the adjectives tried, in some order, and the longest
    spelling wins."""
    words = {a: reading.word_of(a.pred) or parse_erg_predicate(a.pred).lemma for a in adjectives}
    values: dict[str, list[str]] = {}
    for a in query_atoms:
        if (len(a.args) == 2 and isinstance(a.args[0], Var) and isinstance(a.args[1], Const)
                and a.args[1].kind == "iri" and a.pred != "rdf:type" and a.pred not in res.name_properties()
                and not _looks_like_class(a.args[1].name)):
            values.setdefault(a.args[1].name, []).append(a.pred)
    if not values:
        return []
    labels = {n: query_labels.get(n, []) for n in values}
    for size in range(min(3, len(adjectives)), 1, -1):
        for combo in itertools.permutations(adjectives, size):
            text = " ".join(words[a] for a in combo)
            found = {n: v for n, v in res._exact_entity_candidates(text, labels, lexical=False).items()
                     if n in values and v[0] >= W_QUERY_LABEL}
            found = found or res._redirect_candidates(text, labels)
            if len(found) != 1:
                continue  # no name, or two individuals: no link
            (name, (w, source)), = found.items()
            x, c = Var("x"), Const(name)
            key = ("adjective-name", text)
            out = []
            for prop in dict.fromkeys(values[name]):
                f = Forall((x,), Iff(conj([Atom(a.pred, (x,)) for a in combo]), Atom(prop, (x, c))))
                ax = Axiom(f"adjective-name({text})={prop}:{name}", f, "entity",
                           source=f"{source}; the adjectives spell the name, the query gives it as {prop}",
                           word=text, kg_terms=(prop, name), weight=w)
                out.append(Option(key, (ax,), w, frozenset(combo)))
            return out
    return []


#: the links that give a relational noun read from a compound its argument, the noun first ("the head office
#: location of X", "X's head office location", "the head office location in X"), as multiword.tmpl's
#: ``relational_link_*`` templates take them; ``marker`` is the entry's own preposition
_NOUN_FIRST_LINKS = ("poss", "_of_p", "marker", "_in_p_loc")


def three_word_compounds(ctx: "_Context") -> list[tuple[Atom, tuple[NounCompound, NounCompound]]]:
    """The head nouns that two one-place nouns modify, each by a ``compound`` of its own, with the two in the
    question's order: the grammar reads "head office location" as ``_location_n_1(x) ∧ compound(x, z1) ∧
    _head_n_of(z1, i) ∧ compound(x, z2) ∧ _office_n_of(z2, j)``, both modifiers on the head, where the
    two-word readings see only "head location" and "office location". A head with more modifiers, or a
    modifier that is itself modified, is no such phrase.

    >>> from verifier.logic import Var
    >>> x, z1, z2, i = Var("x3"), Var("x5"), Var("x7"), Var("i6")
    >>> f = conj([Atom("_location_n_1", (x,)), Atom("compound", (x, z1)), Atom("_head_n_of", (z1, i)),
    ...           Atom("compound", (x, z2)), Atom("_office_n_1", (z2,))])
    >>> [(h.pred, [nc.mod.pred for nc in ncs]) for h, ncs in three_word_compounds(_Context(f))]
    [('_location_n_1', ['_head_n_of', '_office_n_1'])]
    """
    by_head: dict = {}
    for nc in ctx.noun_compounds:
        if len(nc.mod.args) == 1 or (len(nc.mod.args) == 2 and _is_unexpressed(nc.mod.args[1])):
            by_head.setdefault(nc.head, []).append(nc)
    modified = {nc.head.args[0] for nc in ctx.noun_compounds}
    out = []
    for head, ncs in by_head.items():
        if len(ncs) != 2 or len({nc.mod.args[0] for nc in ncs}) != 2 or any(nc.mod.args[0] in modified for nc in ncs):
            continue
        first, second = sorted(ncs, key=lambda nc: _var_index(nc.mod.args[0]))
        out.append((head, (first, second)))
    return out


def _three_word_options(res, head: Atom, ncs: tuple[NounCompound, NounCompound], reading: Reading,
                        ctx: "_Context", query_labels: dict[str, list[str]]) -> list[Option]:
    """A noun with two nouns before it read as the one relational lexeme the three words spell ("head office
    location", a name Wikidata gives ``wdt:P159``), as :func:`_noun_compound_options` reads two words: the
    lexicon's entry for the three words (a relational noun, ``NounPPFrame``), its argument the head's own
    ("the head office location of X") or one a link gives it (:data:`_NOUN_FIRST_LINKS`). Both directions
    stay decidable as in multiword.tmpl, a fixed witness for each modifier on the way back::

        (∀x y z u. _head_n_of(z, _) ∧ compound(x, z) ∧ _office_n_1(u) ∧ compound(x, u) ∧ _location_n_1(x)
                   ∧ poss(x, y) → wdt:P159(y, x))
        ∧ (∀x y. wdt:P159(y, x) → _location_n_1(x) ∧ compound(x, w1) ∧ _head_n_of(w1, _) ∧ compound(x, w2)
                   ∧ _office_n_1(w2) ∧ poss(x, y))

    A lexicon entry for the whole phrase reads it, and only a relational one (a class of three words is read
    by its label, :mod:`.classes`); where the lexicon has none, a query property whose label or local name
    spells the three words (``dbo:headOfficeLocation``) reads it by its name, at the guessed weight, never one
    that spells part of the phrase. Neither reads a phrase with a word the grammar does not know: a misspelt
    word is only guessed to be the entry's or the label's."""
    (m1, l1), (m2, l2) = [(nc.mod, nc.link) for nc in ncs]
    lemmas = [parse_erg_predicate(a.pred) for a in (m1, m2, head)]
    if any(e is None or e.pos != "n" or e.sense == "unknown" for e in lemmas):
        return []  # a word the grammar does not know is only guessed to be the entry's word ("densty")
    words = [reading.word_of(a.pred) or e.lemma.replace("+", " ") for a, e in zip((m1, m2, head), lemmas)]
    texts = list(dict.fromkeys([" ".join(words), " ".join(e.lemma.replace("+", " ") for e in lemmas)]))
    entries = [e for t in texts for e in res.lexicon.lookup(t, "n") if e.frame == "NounPPFrame" and e.reference
               and e.direction in ("normal", "inverse")]
    if not entries:
        entries = [e for t in texts for e in _guessed_property_entries(t, query_labels)]
    entries = list({(e.reference, e.direction, e.markers): e for e in entries}.values())
    if not entries:
        return []
    x, y, z, u = Var("x"), Var("y"), Var("z"), Var("u")

    def noun(a: Atom, v, fixed: bool) -> Formula:
        """``a``'s predicate said of ``v``, its unexpressed argument a witness (back) or any (forth)."""
        if len(a.args) == 1:
            return Atom(a.pred, (v,))
        if fixed:
            return Atom(a.pred, (v, Const(f"?{parse_erg_predicate(a.pred).lemma}#arg")))
        i = Var(f"i_{v.name}")
        return Exists((i,), Atom(a.pred, (v, i)))

    w1, w2 = Const(f"?{words[0]}#{words[2]}"), Const(f"?{words[1]}#{words[2]}")
    mods_forth = [noun(m1, z, False), Atom("compound", (x, z)), noun(m2, u, False), Atom("compound", (x, u))]
    mods_back = [Atom("compound", (x, w1)), noun(m1, w1, True), Atom("compound", (x, w2)), noun(m2, w2, True)]
    expressed = len(head.args) == 2 and not _is_unexpressed(head.args[1])
    # the phrase's argument: the head's own ("_location_n_of(x, y)"), or each link on the head's variable
    arguments: list[tuple[Formula, Formula, frozenset]] = []
    if expressed:
        arguments.append((Atom(head.pred, (x, y)), Atom(head.pred, (x, y)), frozenset()))
    else:
        here, back = noun(head, x, False), noun(head, x, True)
        for a in ctx.on_noun.get(head.args[0], []):
            if a in (l1, l2) or a.args[0] != head.args[0]:
                continue
            arguments.append((conj([here, Atom(a.pred, (x, y))]), conj([back, Atom(a.pred, (x, y))]), frozenset({a})))
    word = " ".join(words)
    key = ("compound", word, head.pred, f"{m1.pred}+{m2.pred}")
    covers = frozenset({head, m1, m2, l1, l2})
    out = []
    for e in entries:
        for forth, back, linked in arguments:
            link = next((a.pred for a in linked), "")
            if linked and not _link_fits(link, _NOUN_FIRST_LINKS, e.markers):
                continue
            rel = Atom(e.reference, (x, y) if e.direction == "normal" else (y, x))
            f = conj([Forall((x, y, z, u), Implies(conj(mods_forth + [forth]), rel)),
                      Forall((x, y), Implies(rel, conj([back] + mods_back)))])
            ax = Axiom(f"multiword3:{m1.pred}+{m2.pred}+{head.pred}{'+' + link if link else ''}={e.reference}", f,
                       "multiword", source=_compound_source(e, word), word=word,
                       kg_terms=_kg_terms(e.reference, None), weight=e.confidence)
            out.append(Option(key, (ax,), ax.weight, covers | linked, e))
    return out
