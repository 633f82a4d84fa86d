"""Which variables denote one individual: copulas ("X is Y"), naming verbs with a name ("a game
called X"), the same referents other constructions found, and pronouns with one antecedent.

"Who is the mayor of Paris?": ``_be_v_id(e, x, y)`` unifies the answer ``x`` with the mayor ``y``,
so no identity atom remains and the answer is the mayor.
"""

from __future__ import annotations

import functools

from ..predicates import parts, words
from ._context import _Context, construction
from ._rules import _naming_use, _vtype, noun_senses, rule_of


#: quantifiers of predicative noun phrases ("is a city", "is royalty"): what a coordination of them says
#: of one individual
_INDEFINITES = frozenset({"_a_q", "udef_q", "_an_q"})


@construction("conjoined-nominals")
def conjoined_nominals(c: _Context) -> None:
    """Nominals coordinated under one determiner ("the father of X and commander in Y"): the grammar's
    ``_and_c`` with an *event* ARG0 over two individuals in one label is one individual that is both. It
    is read as the identity x = y rather than by substitution, so each noun keeps its own variable and
    the links on it: "the child of X and successor of Y" stays child(x) ∧ of(x, X) ∧ x = y ∧ successor(y)
    ∧ of(y, Y), and the bridge still sees which "of" is whose.

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e1 RELS: < [ _the_q LBL: h2 ARG0: x3 RSTR: h4 BODY: h5 ] '
    ...     '[ _father_n_of LBL: h6 ARG0: x3 ARG1: i7 ] [ _and_c LBL: h6 ARG0: e8 ARG1: x3 ARG2: x9 ] '
    ...     '[ _commander_n_of LBL: h6 ARG0: x9 ARG1: i10 ] > HCONS: < h4 qeq h6 > ]')
    >>> c = _Context.of(m, None); conjoined_nominals(c); sorted(c.identities)
    [2]
    """
    for i, ep in enumerate(c.rels):
        if rule_of(ep.predicate) != "coord" or _vtype(ep.iv or "") != "e":
            continue
        a, b = ep.args.get("ARG1"), ep.args.get("ARG2")
        if not a or not b or _vtype(a) != "x" or _vtype(b) != "x":
            continue
        if not all(any(c.rels[k].label == ep.label for k in c.by_arg0.get(v, ())) for v in (a, b)):
            continue  # not two nominals in the conjunction's own label
        c.identities.add(i)


def _predicative_conjunction(c: _Context, v: str) -> list[int]:
    """The ``_and_c`` EPs of an individual coordination of indefinites that ``v`` is ("a king and a
    poet"), nested ones included; [] when ``v`` is not one. A conjunct that is the question's answer
    ("How many cities and towns are ports?": ``how many`` is on "cities") makes the coordination the
    subject asked about, not a predicate: each answer is a city or a town that is a port."""
    for k in c.by_arg0.get(v, ()):
        ep = c.rels[k]
        if ep.predicate != "_and_c":
            continue
        out = [k]
        for r in ("ARG1", "ARG2"):
            w = ep.args.get(r, "")
            q = c.binder.get(w)
            if _vtype(w) != "x" or q is None or c.rels[q].predicate not in _INDEFINITES or w in c.wh:
                return []
            out.extend(_predicative_conjunction(c, w))
        return out
    return []


#: the pronouns that stand for a person: "his/her" is read as "his" (:func:`..dialogue_pronouns.one_pronoun`)
_PERSON_PRONOUNS = frozenset({"he", "him", "his", "she", "her", "hers"})


@construction("have-as-person")
def person_have_as(c: _Context) -> None:
    """"N has Y as his Z" where a person pronoun ("his", "her": one person) is on Z, the haver N cannot be
    a person and Y can: the pronoun is Y, and the clause says that N is Y's Z. "Which hobby has Ada as
    his/her pastime?" asks for Ada's pastime. The grammar's reading of the construction
    (``vp_have_as``: ``_be_v_id(e, Y, Z) ∧ poss(Z, N)``) makes Y N's Z; with the pronoun Y's own, Y
    would be its own pastime, and with the pronoun N (a hobby), "his" would stand for a thing. So the
    copula identifies N, not Y, with Z, and the haver's ``poss`` is read no more. "Can be a person" is
    WordNet's: a name, or a noun with a sense in noun.person; "cannot" needs a noun and no such sense
    ("hobby"), so without WordNet, or for "Who has Y as his Z?", the grammar's reading stands.
    """
    c.wh_set = set(c.wh)
    for i, cop in enumerate(c.rels):
        y, z = cop.args.get("ARG1"), cop.args.get("ARG2")
        if rule_of(cop.predicate) != "copula" or i in c.consumed or _vtype(y or "") != "x" or _vtype(z or "") != "x":
            continue
        haver = [k for k, ep in enumerate(c.rels) if ep.predicate == "poss" and ep.label == cop.label
                 and ep.args.get("ARG1") == z and k not in c.consumed]
        pron = [p for p in _person_pronouns(c) if any(ep.predicate == "poss" and ep.args.get("ARG1") == z
                                                       and ep.args.get("ARG2") == p[1] for ep in c.rels)]
        if len(haver) != 1 or len(pron) != 1:
            continue
        n, (k, p) = c.rels[haver[0]].args.get("ARG2"), pron[0]
        if _vtype(n or "") != "x" or _person(c, n) is not False or _person(c, y) is not True:
            continue
        c.consumed.update((i, haver[0], k))
        if p in c.binder:
            c.consumed.add(c.binder[p])
        c.uf.union(n, z, c.prefer)
        c.identified.update((n, z))
        c.free_quant.update((p, y))
        c.uf.union(y, p, c.prefer)
        c.notes.append(f"“has … as his/her …” with {n} no person: the pronoun is {y}, and {n} is {y}'s "
                       f"{words(c.rels[c.by_arg0[z][0]].predicate) if c.by_arg0.get(z) else z}")


def _person_pronouns(c: _Context) -> list[tuple[int, str]]:
    """(EP index, variable) of each singular third-person pronoun that its word says is a person's
    ("his", "her"; not "its", "they")."""
    out = []
    for i, ep in enumerate(c.rels):
        if ep.predicate != "pron" or i in c.consumed or not ep.iv or not c.text or ep.cfrom is None:
            continue
        props = c.m.variables.get(ep.iv) or {}
        if props.get("PERS") == "3" and props.get("NUM") != "pl" \
                and c.text[ep.cfrom:ep.cto].strip().lower() in _PERSON_PRONOUNS:
            out.append((i, ep.iv))
    return out


def _person(c: _Context, v: str) -> bool | None:
    """Can ``v`` denote a person: True for a name, "person" or a noun with a WordNet sense in noun.person
    ("pilot"), False for nouns without one ("hobby", "city"), None when nothing says (no noun, no WordNet).

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 RELS: < [ _hobby_n_1 LBL: h1 ARG0: x3 ] [ named LBL: h2 ARG0: x4 '
    ...     'CARG: "Ada" ] [ _pilot_n_1 LBL: h5 ARG0: x6 ] > ]')
    >>> c = _Context.of(m, None); _person(c, "x3"), _person(c, "x4"), _person(c, "x6")
    (False, True, True)
    """
    eps = [c.rels[k] for k in c.by_arg0.get(v, ())]
    if v in c.heads or any(ep.predicate in ("person", "named", "named_n") for ep in eps):
        return True
    nouns = [words(ep.predicate) for ep in eps if (parts(ep.predicate) or ("", ""))[1] == "n"]
    found = [_person_noun(n) for n in nouns]
    return True if True in found else None if not found or None in found else False


@functools.lru_cache(maxsize=4096)
def _person_noun(noun: str) -> bool | None:
    """Has the noun a WordNet sense in noun.person? None without WordNet or for a noun it does not know."""
    senses = noun_senses(noun)  # (None without WordNet: then nothing is said of the noun)
    return any(s.lexname() == "noun.person" for s in senses) if senses else None


@construction("copula")
def copula(c: _Context) -> None:
    """Copulas: identify the two arguments unless the copula sits under a negation. A coordination of
    indefinites after the copula ("X is a city and a port") is predicated of the subject one by one: the
    subject is each conjunct."""
    rels = c.rels
    c.negated = {c.qeq.get(ep.args.get("ARG1"), ep.args.get("ARG1")) for ep in rels if rule_of(ep.predicate) == "neg"}
    c.wh_set = set(c.wh)
    for i, ep in enumerate(rels):
        if rule_of(ep.predicate) != "copula":
            continue
        a, b = ep.args.get("ARG1"), ep.args.get("ARG2")
        if not a or not b or _vtype(a) not in ("x", "i", "u") or _vtype(b) not in ("x", "i", "u"):
            continue
        if ep.label in c.negated or i in c.consumed:  # (consumed: read by "have-as-person")
            continue
        if _restates(c, ep.label, a, b):  # left as the identity a = b (translated as a copula not resolved)
            continue
        # "is a C and a D": the coordination is each conjunct (x = c ∧ x = d), and each keeps its own
        # variable with its own modifiers ("an office holder") for the bridge
        c.identities.update(_predicative_conjunction(c, b))
        c.uf.union(a, b, c.prefer)
        c.consumed.add(i)
        c.identified.update((a, b))
    for i, ep in enumerate(rels):
        if ep.predicate in SUPPORT_VERBS and i not in c.consumed and ep.label not in c.negated \
                and (b := _relation_object(c, ep)):
            c.uf.union(ep.args["ARG1"], b, c.prefer)
            c.consumed.add(i)
            c.identified.update((ep.args["ARG1"], b))
            noun = words(c.rels[c.by_arg0[b][0]].predicate)
            c.notes.append(f"“{words(ep.predicate)} the {noun} of …”: a support verb, its subject is what its"
                           " object names (“is the … of …”)")


def _restates(c: _Context, label: str, a: str, b: str) -> bool:
    """Is the copula a relative clause on a noun (its label the noun's) whose object restates that noun ("the
    work, that is a work, of X")? Unified, the two would be one atom, and the bridge could read the noun
    only once: as the relation "work of X" or as the class the clause names, not both, as the question says.
    Kept apart (x = y), each is a noun of its own (verifier/bridge/repeated.py gives each occurrence its own
    predicate); the prover reads x = y as the unification. A main clause's copula ("Which cities are the
    sister cities of X?") is unified as before.

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e1 RELS: < [ _work_n_1 LBL: h2 ARG0: x3 ] '
    ...     '[ _be_v_id LBL: h2 ARG0: e4 ARG1: x3 ARG2: x5 ] [ _work_n_1 LBL: h6 ARG0: x5 ] > ]')
    >>> _restates(_Context.of(m, None), "h2", "x3", "x5"), _restates(_Context.of(m, None), "h7", "x3", "x5")
    (True, False)
    """
    def nouns(v: str) -> set[str]:
        return {c.rels[k].predicate for k in c.by_arg0.get(v, ()) if "_n_" in c.rels[k].predicate}

    on_noun = any(c.rels[k].label == label for k in c.by_arg0.get(a, ()) if "_n_" in c.rels[k].predicate)
    return on_noun and bool(nouns(a) & nouns(b))


#: support verbs: "X does the voice of Y" says what "X is the voice of Y" says; the object's noun, with its
#: "of", names the relation (grammars/closed.lex gives "do" as a main verb)
SUPPORT_VERBS = frozenset({"_do_v_1"})


def _relation_object(c: _Context, ep) -> str | None:
    """The object of a support verb when it is a definite noun phrase with an "of" on it ("the voice of
    Y"), else None: only then does the noun say whose value the subject is.

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e1 RELS: < [ _the_q LBL: h2 ARG0: x3 RSTR: h4 BODY: h5 ] '
    ...     '[ _voice_n_1 LBL: h6 ARG0: x3 ] [ _of_p LBL: h6 ARG0: e7 ARG1: x3 ARG2: x8 ] '
    ...     '[ _do_v_1 LBL: h9 ARG0: e1 ARG1: x10 ARG2: x3 ] > HCONS: < h4 qeq h6 > ]')
    >>> c = _Context.of(m, None); _relation_object(c, c.rels[3])
    'x3'
    """
    a, b = ep.args.get("ARG1", ""), ep.args.get("ARG2", "")
    if _vtype(a) != "x" or _vtype(b) != "x" or b not in c.definites:
        return None
    nouns = [c.rels[k] for k in c.by_arg0.get(b, ()) if "_n_" in c.rels[k].predicate]
    of = any(o.predicate == "_of_p" and o.args.get("ARG1") == b for o in c.rels)
    return b if nouns and of else None


@construction("naming")
def naming(c: _Context) -> None:
    """Naming verbs with a proper name ("a game called X", "Was the wife of Y called Mary?"): the
    thing named is the bearer of the name, as a name in apposition is ("the game X"), so ARG2 and ARG3
    are one individual and the name's own named(x, "Mary") says what "called Mary" says; the bridge then
    reads it as that individual or as a label that is (or contains) the name. A name asked for ("What
    is the river called?") keeps the verb, which the lexicon bridges to a naming property."""
    rels = c.rels
    for i, ep in enumerate(rels):
        if i in c.consumed or not _naming_use(ep):
            continue
        a, b = ep.args.get("ARG2"), ep.args.get("ARG3")
        if ep.label in c.negated or _vtype(a or "") != "x" or b in c.wh_set \
                or not any(rels[k].predicate in ("named", "named_n") for k in c.by_arg0.get(b, [])):
            continue
        if any(b in o.args.values() for k, o in enumerate(rels) if k != i and not o.is_quantifier()
               and o.predicate not in ("named", "named_n", "compound")):
            continue  # the name is also something else's argument: not only a name
        c.uf.union(a, b, c.prefer)
        c.consumed.add(i)
        c.identified.update((a, b))
        c.notes.append(f"“{words(ep.predicate)}” + a name: the thing named is the name's bearer")


@construction("same-referent")
def same_referent(c: _Context) -> None:
    """The variables earlier constructions found to denote one individual ("what kind of N", "where"
    of a place noun) are unified."""
    for a, b in c.same_referent:
        c.uf.union(a, b, c.prefer)
        c.identified.update((a, b))


def _have_as_owner(c: _Context, p: str) -> list[str]:
    """The haver of "x has Y as its Z" when ``p`` is the possessive pronoun on Z, or on Y in "x has its Z
    as Y" ([] otherwise): the grammar's reading of the construction (``vp_have_as``) already makes the
    noun after "as" x's (``poss(Z, x)``) and says the other one is it, so the pronoun says x's again; read
    as the question's named Y it would make Y its own Z. "Which state has Lowmere as its county seat?"
    asks for the state whose county seat Lowmere is.

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e2 RELS: < [ _be_v_id LBL: h1 ARG0: e2 ARG1: x4 ARG2: x6 ] '
    ...     '[ poss LBL: h1 ARG0: e5 ARG1: x6 ARG2: x3 ] [ _seat_n_1 LBL: h7 ARG0: x6 ] '
    ...     '[ poss LBL: h7 ARG0: e8 ARG1: x6 ARG2: x9 ] [ pron LBL: h10 ARG0: x9 ] > ]')
    >>> _have_as_owner(_Context.of(m, None), "x9")
    ['x3']
    """
    owned = {ep.args.get("ARG1") for ep in c.rels if ep.predicate == "poss" and ep.args.get("ARG2") == p}
    # Z and what the copula says it is: "x has its location as Lowmere" puts the pronoun on the copula's
    # other side ("its location" is Lowmere, Lowmere is x's)
    same = {a for ep in c.rels if ep.predicate == "_be_v_id" and owned & {ep.args.get("ARG1"), ep.args.get("ARG2")}
            for a in (ep.args.get("ARG1"), ep.args.get("ARG2"))}
    havers = {ep.args.get("ARG2") for ep in c.rels if ep.predicate == "poss" and ep.args.get("ARG1") in same
              and ep.args.get("ARG2") != p}
    out = [v for v in havers if v and _vtype(v) == "x"]
    return out if len(out) == 1 else []


def _have_own_owner(c: _Context, p: str) -> list[str]:
    """The haver of "x has its Z …" when ``p`` is the possessive pronoun on the object Z of "have" itself
    ([] otherwise): what one has as one's own Z is one's own, as a possessive on the object of "have" is
    its subject's ("Ada has her office in Rome"). "Which book has its setting in Lowmere?" asks for the
    book whose setting is Lowmere, not for Lowmere's setting, which the question's one named individual
    would make it.

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e2 RELS: < [ _have_v_1 LBL: h1 ARG0: e2 ARG1: x3 ARG2: x4 ] '
    ...     '[ _setting_n_1 LBL: h7 ARG0: x4 ] [ poss LBL: h7 ARG0: e8 ARG1: x4 ARG2: x9 ] '
    ...     '[ pron LBL: h10 ARG0: x9 ] > ]')
    >>> _have_own_owner(_Context.of(m, None), "x9")
    ['x3']
    """
    owned = {ep.args.get("ARG1") for ep in c.rels if ep.predicate == "poss" and ep.args.get("ARG2") == p}
    havers = {ep.args.get("ARG1") for ep in c.rels if ep.predicate == "_have_v_1" and ep.args.get("ARG2") in owned}
    out = [v for v in havers if v and _vtype(v) == "x" and v != p]
    return out if len(out) == 1 else []


def _clause_subject(c: _Context, p: str) -> list[str]:
    """The subject of the clause a possessive pronoun ``p`` is said in, as a singular "they" ([] when
    there is none, or it is the pronoun's own noun): "Which person had X as their partner?" with
    ``poss(y, p)`` on the partner ``y``, which ``_as_p`` puts on ``_have_v_1(e, x, X)``: the pronoun is the
    person ``x``, as a possessive in a clause is its subject's ("Ada sold her car") where no other
    antecedent of its number is in the question.

    >>> from delphin.codecs import simplemrs
    >>> m = simplemrs.decode('[ TOP: h0 INDEX: e2 RELS: < [ _have_v_1 LBL: h1 ARG0: e2 ARG1: x3 ARG2: x4 ] '
    ...     '[ _as_p LBL: h1 ARG0: e5 ARG1: e2 ARG2: x6 ] [ _partner_n_1 LBL: h7 ARG0: x6 ] '
    ...     '[ poss LBL: h7 ARG0: e8 ARG1: x6 ARG2: x9 ] [ pron LBL: h10 ARG0: x9 ] > ]')
    >>> _clause_subject(_Context.of(m, None), "x9")
    ['x3']
    """
    owned = [ep.args.get("ARG1") for ep in c.rels if ep.predicate == "poss" and ep.args.get("ARG2") == p]
    # the grammar's own reading of "x has X as Y" (Y is x's, and X is Y): the haver is Y's other possessor
    havers = {ep.args.get("ARG2") for ep in c.rels if ep.predicate == "poss" and ep.args.get("ARG1") in owned
              and ep.args.get("ARG2") != p}
    if havers:
        out = [v for v in havers if v and _vtype(v) == "x"]
        return out if len(out) == 1 else []
    events = {ep.args.get("ARG1") for ep in c.rels if _vtype(ep.args.get("ARG1") or "") == "e"
              and any(o in ep.args.values() for o in owned) and ep.predicate.endswith("_p")}
    events |= {ep.iv for ep in c.rels if "_v_" in ep.predicate and any(o in ep.args.values() for o in owned)}
    # not a copula's subject: "Who is their father?" asks for no one's own father
    subjects = {ep.args.get("ARG1") for ep in c.rels if "_v_" in ep.predicate and ep.iv in events
                and not ep.predicate.startswith("_be_v")}
    out = [v for v in subjects if v and _vtype(v) == "x" and v != p and v not in owned]
    return out if len(out) == 1 else []


@construction("pronoun")
def pronoun(c: _Context) -> None:
    """A third-person pronoun corefers with the question's one named individual of its number, else
    with its one answer of that number ("which films did he direct", "his first album"); "you" and "I"
    as the agent of a verb ("where can you pay with …") are anyone: a generic agent. The answers and
    the superlative's variable are then named by their representatives."""
    m, rels = c.m, c.rels
    for i, ep in enumerate(rels):
        if ep.predicate != "pron" or i in c.consumed or not ep.iv:
            continue
        p = ep.iv
        props = m.variables.get(p) or {}
        pers, num = props.get("PERS"), props.get("NUM")

        def agrees(v: str) -> bool:
            n = (m.variables.get(v) or {}).get("NUM")
            return n is None or num is None or n == num

        if pers == "3":
            cands = [h for h in c.heads if h != p and agrees(h)] if num != "pl" else []
            if num != "pl" and (owner := [v for v in _have_as_owner(c, p) if agrees(v)]):
                cands = owner  # "Which state has X as its capital?": the state's capital, not X's
            elif num != "pl" and (owner := [v for v in _have_own_owner(c, p) if agrees(v)]):
                cands = owner  # "Which book has its setting in X?": the book's setting, not X's
            if not cands:  # a bound pronoun: "which players died where they were born", "who … his …"
                persons = {o.iv for o in rels if o.predicate == "person"}
                cands = [v for v in c.wh if _vtype(v) == "x" and v != p and agrees(v) and (num == "pl" or v in persons)]
                if not cands and num == "pl":
                    # singular "they": "Who has X as their Z?" (the answer "who" asks for is one person)
                    cands = [v for v in c.wh if _vtype(v) == "x" and v != p and v in persons]
                if not cands and num == "pl":
                    # … or the subject of the possessive's own clause: "Which person had X as their partner?"
                    cands = _clause_subject(c, p)
            if len(cands) != 1:
                c.notes.append("a third-person pronoun without one antecedent is left unresolved")
                continue
            c.consumed.add(i)
            if p in c.binder:
                c.consumed.add(c.binder[p])
            c.free_quant.update((p, cands[0]))
            c.uf.union(cands[0], p, c.prefer)
            c.notes.append(f"a third-person pronoun read as coreferent with {cands[0]}, the question's one "
                           f"{'answer' if cands[0] in c.wh else 'named individual'} of its number")
        elif pers in ("1", "2") and any(k != i and k not in c.consumed and "_v_" in o.predicate
                                        and o.args.get("ARG1") == p for k, o in enumerate(rels)):
            c.consumed.add(i)
            c.notes.append(f"“{'you' if pers == '2' else 'I/we'}” as a verb's agent read as anyone (a generic agent)")
    c.wh = list(dict.fromkeys(c.uf.find(v) for v in c.wh))
    if c.extremum is not None:
        c.extremum = (c.uf.find(c.extremum[0]),) + c.extremum[1:]
