"""Nouns that say what a named individual is: an apposition ("the comic Captain America"), a role
("the drummer X"), and a compound whose modifier is the name ("the Ruritania team"); and a verb done in a
role, whose subject is the role noun after "as" ("X appears as a character in Y").

The noun is *presupposed* of the name (its axiom holds of the individual the name denotes) rather than
matched against the query: a query about another entity then fails on the name, not on the noun.
"""

from __future__ import annotations

import re

from ...logic import Atom, Const, Eq, Forall, Formula, Implies, Var, conj
from ...question.reading import Reading
from ..context import NounCompound, ReadingContext as _Context, WordContext
from ..model import Axiom
from ..options import NAME_PREDS, ErgPredicate, Option, _is_event, _is_unexpressed, compound_key, parse_erg_predicate
from ..weights import W_APPOSITION, W_BY_NAME


def _role_options(key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str
                  ) -> list[Option]:
    """A class noun as the role of a named thing ("X was admitted as a province", ``_as_p(e, y) ∧
    N(y)`` on the event of a verb with a name among its arguments) is presupposed, as a noun in
    apposition to a name is (:func:`_apposition_options`): the name fixes the thing, and the role
    only says what it was taken as, so a query need not restate the class. Every event of that verb
    then has such a role, a fresh individual of the noun: ``∀e …. V(e, …) → _as_p(e, c) ∧ N(c)``, which
    says nothing of the verb's arguments, so a query about another entity or relation still fails.
    Offered for a one-place noun that nothing but the preposition speaks of, on a verb event with
    one verb."""
    if len(occurrences) != 1 or len(occurrences[0].args) != 1 or not isinstance(occurrences[0].args[0], Var):
        return []
    y = occurrences[0].args[0]
    about = [a for a in ctx.atoms if y in a.args]
    roles = [a for a in about if a.pred == "_as_p" and len(a.args) == 2 and a.args[1] == y and _is_event(a.args[0])]
    if len(roles) != 1 or len(about) != 2:
        return []
    role = roles[0]
    e = role.args[0]
    verbs = [a for a in ctx.atoms
             if a.args and a.args[0] == e and getattr(parse_erg_predicate(a.pred), "pos", "") == "v"]
    if len(verbs) != 1:
        return []
    verb = verbs[0]
    if not any(v in ctx.named for v in verb.args[1:]):
        return []
    vs = tuple(Var(f"v{i}") for i in range(len(verb.args)))
    c = Const(f"?{erg.lemma}#role")
    f = Forall(vs, Implies(Atom(verb.pred, vs), conj([Atom(role.pred, (vs[0], c)), Atom(erg.pred, (c,))])))
    ax = Axiom(f"role:{verb.pred}+{role.pred}+{erg.pred}", f, "apposition",
               source=f'"as {word}": the role of a named thing, presupposed', word=word, weight=W_APPOSITION)
    return [Option(key, (ax,), W_APPOSITION, frozenset({occurrences[0], role}))]


def _apposition_options(key, erg: ErgPredicate, occurrences: list[Atom], ctx: "_Context", word: str
                        ) -> list[Option]:
    """A class noun in apposition to a name ("the comic Captain America", "president Chirac") is
    presupposed, not asserted: the name already picks out one individual, and the noun only says
    what kind of thing it is, so a query need not restate it (DBpedia's gold queries do not). The
    noun is then true of whatever it stands in apposition to: ``∀x y. appos(x, y) → N(x)``, a rule
    that holds nothing of other individuals, so a query about another entity still fails on the
    name. Offered only when every occurrence of the noun is in apposition to a name; a query that
    does restate the class still gets the lexicon's reading, which ranks higher then."""
    if not all(o.args and ctx.appos_name.get(o.args[0]) for o in occurrences):
        return []
    arity = len(occurrences[0].args)
    x, y, w = Var("x"), Var("y"), Var("w")
    named_by = {a.args[0]: a for a in ctx.atoms if a.pred in NAME_PREDS and len(a.args) == 2
                and isinstance(a.args[1], Const)}
    if arity == 1:
        f = Forall((x, y), Implies(Atom("appos", (x, y)), Atom(erg.pred, (x,))))
    elif arity == 2 and all(_is_unexpressed(o.args[1]) for o in occurrences):
        f = Forall((x, y), Implies(Atom("appos", (x, y)), Atom(erg.pred, (x, Const(f"?{erg.lemma}#arg")))))
    elif arity == 2 and len(occurrences) == 1 and occurrences[0].args[1] in named_by:
        # a relational noun's complement that is a name ("the chancellor of Ruritania Jane Doe"):
        # related universally to what the name names, as a compounded name below
        name = named_by[occurrences[0].args[1]]
        f = Forall((x, y, w), Implies(conj([Atom("appos", (x, y)), Atom(name.pred, (w, name.args[1]))]),
                                      Atom(erg.pred, (x, w))))
    else:
        return []
    # a name compounded with the noun belongs to the presupposed description too ("U.S. president
    # Lincoln"), and so does a name the noun takes with "of" ("the chancellor of Ruritania Jane
    # Doe"): the name in apposition still picks out the individual. The rule relates it to
    # whatever the name names, universally: a fresh witness for it could differ from the
    # name's own individual and make the question contradictory
    described = []
    covers = []
    if len(occurrences) == 1:
        for a in ctx.atoms:
            if a.pred in ("compound", "_of_p") and len(a.args) == 2 and a.args[0] == occurrences[0].args[0] \
                    and a.args[1] in named_by:
                name = named_by[a.args[1]]
                described.append(Forall((x, y, w), Implies(conj([Atom("appos", (x, y)), Atom(name.pred, (w, name.args[1]))]),
                                                            Atom(a.pred, (x, w)))))
                covers.append(a)
    f = conj([f] + described)
    ax = Axiom(f"apposition:{erg.pred}", f, "apposition",
               source=f'"{word}" in apposition to a name: presupposed', word=word, weight=W_APPOSITION)
    return [Option(key, (ax,), W_APPOSITION, frozenset(covers))]


def _appositive_compound_options(nc: "NounCompound", ctx: "_Context", reading: Reading) -> list[Option]:
    """A noun compound in apposition to a name ("the radio station WXYZ", "the BBC radio drama
    Foo") is a presupposed description as a whole, as a single noun is (:func:`_apposition_options`):
    ``∀x y. appos(x, y) → head(x) ∧ ∃z. compound(x, z) ∧ mod(z)``, with a name compounded with
    either noun related universally to what the name names. Offered beside the lexicon's reading of
    the compound, which ranks higher where the query restates its class.

    The modifier gets a fresh witness ``z``, unlike a name: the question only says that some z of
    the kind exists (``∃z. mod(z) ∧ compound(x, z)``), and nothing else of the question or the
    query mentions z, so any witness makes it true (the rule is then a consistent definition of the
    otherwise uninterpreted ``mod`` and ``compound``); a name's individual, by contrast, is fixed by
    the name's own axiom, and a second, fresh one could differ from it. The rule still holds nothing
    of other individuals than those in apposition to a name."""
    head, mod = nc.head, nc.mod
    if not (head.args and ctx.appos_name.get(head.args[0])):
        return []
    for a in (head, mod):
        if len(a.args) == 2 and not _is_unexpressed(a.args[1]):
            return []
        if len(a.args) not in (1, 2):
            return []
    x, y = Var("x"), Var("y")
    # one witness constant for the modifier, as for an unexpressed argument: a skolem constant
    # rather than a nested ∃ keeps the rule a plain universal implication for the prover
    z = Const(f"?{parse_erg_predicate(mod.pred).lemma}#appos")

    def noun(a: Atom, v: Var) -> Atom:
        erg = parse_erg_predicate(a.pred)
        return Atom(a.pred, (v,) + ((Const(f"?{erg.lemma}#arg"),) if len(a.args) == 2 else ()))

    named_by = {a.args[0]: a for a in ctx.atoms if a.pred in NAME_PREDS and len(a.args) == 2
                and isinstance(a.args[1], Const)}
    ws: list[Var] = []
    guards: list[Formula] = []
    inner: list[Formula] = [noun(mod, z), Atom("compound", (x, z))]
    outer: list[Formula] = [noun(head, x)]
    covers = [nc.link]
    for a in ctx.atoms:
        if a.pred != "compound" or len(a.args) != 2 or a.args[1] not in named_by:
            continue
        if a.args[0] not in (head.args[0], mod.args[0]):
            continue
        w = Var(f"w{len(ws)}")
        name = named_by[a.args[1]]
        ws.append(w)
        guards.append(Atom(name.pred, (w, name.args[1])))
        (outer if a.args[0] == head.args[0] else inner).append(Atom("compound", (x if a.args[0] == head.args[0] else z, w)))
        covers.append(a)
    f = Forall((x, y, *ws), Implies(conj([Atom("appos", (x, y))] + guards),
                                   conj(outer + inner)))
    hword = reading.word_of(head.pred) or parse_erg_predicate(head.pred).lemma
    mword = reading.word_of(mod.pred) or parse_erg_predicate(mod.pred).lemma
    word = f"{mword} {hword}"
    ax = Axiom(f"apposition:{mod.pred}+{head.pred}", f, "apposition",
               source=f'"{word}" in apposition to a name: presupposed', word=word, weight=W_APPOSITION)
    return [Option(compound_key(nc, word), (ax,), W_APPOSITION, frozenset(covers))]


# ------------------------------------------------------------------ the word readers (readings/__init__.py)

def read_apposition(w: WordContext, res) -> list[Option]:
    """"the comic Captain America": a noun in apposition to a name, presupposed of the named individual
    (:func:`_apposition_options`). Registered as presupposing: the orchestration keeps these only
    where the name is read as a KG term."""
    if w.erg.pos != "n" or (w.word[:1].isupper() and not _names_a_kind(res, w.erg.lemma)):
        return []
    return _apposition_options(w.key, w.erg, list(w.occurrences), w.ctx, w.word)


def _names_a_kind(res, lemma: str) -> bool:
    """Is the noun a common noun, one WordNet sense of it a kind ("President Chirac": a president)? A
    capitalised word whose every sense is an instance ("Brooklyn") or that WordNet does not know is a word
    of the name beside it ("the Brooklyn Bridge" parsed as "Brooklyn, Bridge"), and reading it as a
    description of that name would drop it, leaving "Bridge" free to match any bridge. True without
    WordNet (nothing to tell by)."""
    if res._wordnet() is None:
        return True
    return any(not s.instance_hypernyms() for s in res._synsets(lemma.replace(" ", "_"), "n"))


def read_role(w: WordContext, res) -> list[Option]:
    """"X as Y": a role noun on a verb's event with a name among its arguments (:func:`_role_options`).
    Unlike an apposition, the role's axiom says nothing of the name: a query about another entity
    fails on the name whether or not a KG term is labelled so."""
    if w.erg.pos != "n":
        return []
    return _role_options(w.key, w.erg, list(w.occurrences), w.ctx, w.word)


#: the ERG preposition that names the role a verb's subject takes ("appear as a character")
_AS = "_as_p"


def _role_sense(res, verb: str, role: str) -> str | None:
    """The WordNet sense of ``verb`` whose definition says it is done in a role: it names the role noun
    after "as" (appear.v.06 "appear as a character on stage") or a role itself (act.v.03 "play a role or
    part", serve.v.01 "serve a purpose, role, or function"); None when no sense does."""
    said = re.compile(rf"\bas (?:a|an|the) {re.escape(role)}\b|\brole\b")
    for s in res._synsets(verb.replace(" ", "_"), "v"):
        if said.search(s.definition()):
            return s.name()
    return None


def read_role_verb(w: WordContext, res) -> list[Option]:
    """"X appears as a character in Y": a verb whose WordNet sense is being something in a role, with the
    role noun after "as" on its event, says nothing of its own: its subject is the role's bearer, and the
    role noun (with what it takes, "in Y") names the relation, as a support verb's noun does
    (:mod:`.supported`). Read so, the subject is the individual after "as", of the role noun:

        (∀e x n. _appear_v_1(e, x) ∧ _as_p(e, n) ∧ _character_n_1(n) → x = n)
        ∧ (∀x. _character_n_1(x) → _appear_v_1(x, x) ∧ _as_p(x, x))

    and the role noun keeps its own readings ("character in" as the work's characters). The way back
    names the event by the bearer itself (a fixed witness, as :mod:`.supported` does, keeps the check free
    of ∀∃; one shared constant would make every two bearers one). Only a verb whose every occurrence has
    no object and one "as" on its event, with one noun there, and only where WordNet's definition says so
    (:func:`_role_sense`); below the lexicon's readings (``W_BY_NAME``): "appear" as being present in a
    work comes first, and a query that uses it is judged by it."""
    erg = w.erg
    if erg.pos != "v" or any(len(o.args) != 2 or not _is_event(o.args[0]) for o in w.occurrences):
        return []
    roles, covers = set(), set()
    for o in w.occurrences:
        ases = [a for a in w.ctx.on_event.get(o.args[0], []) if a.pred == _AS and len(a.args) == 2]
        if len(ases) != 1 or not isinstance(ases[0].args[1], Var):
            return []
        nouns = [a for a in w.ctx.nouns if a.args[:1] == (ases[0].args[1],)]
        if len(nouns) != 1:
            return []
        roles.add((nouns[0].pred, len(nouns[0].args)))
        covers.add(ases[0])
    if len(roles) != 1:
        return []
    (role, arity), = roles
    lemma = parse_erg_predicate(role).lemma.replace("+", " ")
    sense = _role_sense(res, erg.lemma, lemma)
    if sense is None:
        return []
    e, x, n = Var("e"), Var("x"), Var("n")
    rest = (Var("i"),) if arity == 2 else ()
    forward = Forall((e, x, n) + rest, Implies(conj([Atom(erg.pred, (e, x)), Atom(_AS, (e, n)), Atom(role, (n,) + rest)]),
                                               Eq(x, n)))
    back = Forall((x,) + rest, Implies(Atom(role, (x,) + rest), conj([Atom(erg.pred, (x, x)), Atom(_AS, (x, x))])))
    said = (f"“{w.word or erg.lemma} as” a “{lemma}” read as being one: WordNet's {sense} "
            f"(“{res._wordnet().synset(sense).definition()}”) is done in a role, which the noun names")
    ax = Axiom(f"role_verb:{erg.pred}+{role}", conj([forward, back]), "role_verb", source=said, word=w.word,
               weight=W_BY_NAME)
    return [Option(w.key, (ax,), W_BY_NAME, frozenset(covers))]
