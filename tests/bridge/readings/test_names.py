"""Proper names, appositions and years: loose name matching and what keeps it safe."""

from lemon_lexicon import LEMON
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.names import acronym, best_matches, match_name, name_key
from verifier.logic import And, Atom, Const, Exists, Var
from verifier.question.reading import Reading

x3, x5, x7, x8, x9 = Var("x3"), Var("x5"), Var("x7"), Var("x8"), Var("x9")


def lit(s):
    return Const(s, kind="literal")


def reading(*parts, answer=(x3,), words=()):
    return Reading(And(tuple(parts)) if len(parts) > 1 else parts[0], answer, "wh", words=words)


def bridge(synonyms=False):
    return Bridge(Lexicon(), None, synonyms=synonyms)


# ---------------------------------------------------------------- names.py, the matching itself

def test_exact_ignores_case_punctuation_hyphens_and_the():
    for name, label in (("U.S.", "US"), ("Javascript", "JavaScript"), ("Rhine Westphalia", "Rhine-Westphalia"),
                        ("Smith Wesson", "Smith & Wesson"), ("Kinks", "The Kinks"), ("John F Smith", "John F. Smith")):
        m = match_name(name, label)
        assert m is not None and m.tier == "exact", (name, label)
    assert name_key("The  Kinks (band)") == "kinks"


def test_acronyms_and_synonyms():
    assert acronym("Royal Air Force of the North") == "rafn"
    assert match_name("RAF", "Royal Air Force").tier == "acronym"
    assert match_name("raf", "Royal Air Force") is None  # a lower-case word is no acronym
    assert match_name("Blighty", "United Kingdom", synonyms=["United Kingdom", "Britain"]).tier == "synonym"


def test_partial_matches_and_what_blocks_them():
    assert match_name("Red Caps", "Springfield Red Caps").tier == "partial"
    assert match_name("Mozart", "Wolfgang Amadeus Mozart").tier == "partial"
    # a label that names something related to the name
    assert match_name("Ruritania", "President of Ruritania") is None
    assert match_name("Ruritania", "Cheese in Ruritania") is None
    # the question has its own word for the rest of the label
    assert match_name("Ruritania", "Ruritania wine", ["wine", "grow"]) is None
    assert match_name("Ruritania", "Ruritania wine", ["grow"]).tier == "partial"
    # too many extra words, or only a number
    assert match_name("Bob", "Sir Robert Bob Arthur Smith") is None
    assert match_name("14", "Apollo 14") is None


def test_a_qualified_name_needs_the_same_qualifier():
    # DBpedia qualifies a title where the bare title is another page: the asker's qualifier picks the page
    assert match_name("Lumen (1998 film)", "Lumen") is None
    assert match_name("Lumen (1998 film)", "Lumen (novel)") is None
    assert match_name("Lumen (1998 film)", "Lumen Gallery") is None
    assert match_name("Lumen (1998 film)", "Lumen_(1998_film)").tier == "exact"
    assert match_name("Lumén (1998 Film)", "Lumen (1998 film)").tier == "exact"
    # a bare name still matches a qualified label (the asker did not choose)
    assert match_name("Lumen", "Lumen (1998 film)").tier == "exact"
    cands = {"dbr:Lumen": ["Lumen"], "dbr:Lumen_(1998_film)": ["Lumen (1998 film)"]}
    assert list(best_matches("Lumen (1998 film)", cands)) == ["dbr:Lumen_(1998_film)"]
    assert best_matches("Lumen (1998 film)", {"dbr:Lumen": ["Lumen"]}) == {}


def test_best_matches_is_unique_at_loose_tiers():
    cands = {"dbr:Springfield_Red_Caps": ["Springfield Red Caps"], "dbr:Shelbyville_Red_Caps": ["Shelbyville Red Caps"]}
    assert best_matches("Red Caps", cands) == {}
    cands = {"dbr:Red_Caps": ["Red Caps"], "dbr:Springfield_Red_Caps": ["Springfield Red Caps"]}
    assert list(best_matches("Red Caps", cands)) == ["dbr:Red_Caps"]


# ---------------------------------------------------------------- in the bridge

def test_multiword_name_links_to_a_longer_query_label():
    # "Where do the Red Caps play?": named(Red) + named(Caps) + compound
    r = reading(Atom("named", (x5, lit("Red"))), Atom("named", (x7, lit("Caps"))), Atom("compound", (x7, x5)),
                Atom("_play_v_1", (x7, x3)))
    (s, *_) = bridge().axiom_sets(r, ["dbr:Springfield_Red_Caps", "dbo:ground"])
    assert any(a.kg_terms == ("dbr:Springfield_Red_Caps",) for a in s.axioms)


def test_name_with_no_match_stays_fresh_and_wrong_entity_is_not_linked():
    r = reading(Atom("named", (x5, lit("Ruritania"))), Atom("_president_n_of", (x3, x5)))
    (s, *_) = bridge().axiom_sets(r, ["dbr:President_of_Ruritania", "dbo:leader"])
    named = [a for a in s.axioms if a.name.startswith("entity:named")]
    assert [str(a.formula) for a in named] == ['∀x. named(x, "Ruritania") ↔ x = ?Ruritania']


def test_two_names_never_link_to_one_individual():
    # "Did Mozart teach Wolfgang?": both names partially match one label, no set may equate them
    r = Reading(Exists((x3, x8), And((Atom("named", (x3, lit("Mozart"))), Atom("named", (x8, lit("Wolfgang"))),
                                      Atom("_teach_v_1", (x3, x8))))), (), "yes-no")
    sets = bridge().axiom_sets(r, ["dbr:Wolfgang_Amadeus_Mozart", "dbo:teacher"])
    for s in sets:
        linked = [a for a in s.axioms if "dbr:Wolfgang_Amadeus_Mozart" in a.kg_terms]
        assert len({a.word for a in linked}) <= 1


def test_name_synonyms_from_a_callable():
    b = Bridge(Lexicon(), None, synonyms=lambda text, pos: ["Ruritanian Republic"] if pos == "name" else [])
    r = reading(Atom("named", (x5, lit("Ruritania"))), Atom("_capital_n_of", (x3, x5)))
    (s, *_) = b.axiom_sets(r, ["dbr:Ruritanian_Republic", "dbo:capital"])
    assert any(a.kg_terms == ("dbr:Ruritanian_Republic",) for a in s.axioms)


def test_class_noun_in_apposition_to_a_name_is_presupposed():
    # "Who drew the cartoon Blinky?": _cartoon_n_1(x8) ∧ appos(x8, x9) ∧ named(x9, "Blinky")
    r = reading(Atom("person", (x3,)), Atom("_cartoon_n_1", (x8,)), Atom("appos", (x8, x9)),
                Atom("named", (x9, lit("Blinky"))), Atom("_draw_v_1", (x3, x8)))
    (s, *_) = bridge().axiom_sets(r, ["dbr:Blinky", "dbo:creator"])
    by = {a.name: a for a in s.axioms}
    assert str(by["apposition:_cartoon_n_1"].formula) == "∀x y. appos(x, y) → _cartoon_n_1(x)"
    # a cartoon that is not in apposition to a name is not presupposed
    r2 = reading(Atom("_cartoon_n_1", (x3,)), Atom("_draw_v_1", (x8, x3)), Atom("named", (x8, lit("Blinky"))))
    sets = bridge().axiom_sets(r2, ["dbr:Blinky", "dbo:creator"])
    assert not any(a.template == "apposition" for s in sets for a in s.axioms)


def test_a_name_compounded_with_an_apposition_noun_is_presupposed_too():
    # "Who drew the Zarnok cartoon Blinky?": compound(x8, x7) ∧ named(x7, "Zarnok") on the cartoon
    x6 = Var("x6")
    r = reading(Atom("person", (x3,)), Atom("_cartoon_n_1", (x8,)), Atom("compound", (x8, x7)),
                Atom("named", (x7, lit("Zarnok"))), Atom("appos", (x8, x9)),
                Atom("named", (x9, lit("Blinky"))), Atom("_draw_v_1", (x3, x8)))
    sets = bridge().axiom_sets(r, ["dbr:Blinky", "dbo:creator"])
    assert sets and all(p != "compound" for p, _ in sets[0].unbridged)  # "draw" has no entry here
    by = {a.name: a for a in sets[0].axioms}
    assert str(by["apposition:_cartoon_n_1"].formula) == (
        '(∀x y. appos(x, y) → _cartoon_n_1(x)) ∧ (∀x y w. appos(x, y) ∧ named(w, "Zarnok") → compound(x, w))')
    # a compound between two common nouns in apposition is presupposed as a whole, the modifier
    # with a witness of its own (no name fixes its individual): see the tests below
    r2 = reading(Atom("person", (x3,)), Atom("_cartoon_n_1", (x8,)), Atom("compound", (x8, x6)),
                 Atom("_zarnok_n_1", (x6,)), Atom("appos", (x8, x9)),
                 Atom("named", (x9, lit("Blinky"))), Atom("_draw_v_1", (x3, x8)))
    for s in bridge().axiom_sets(r2, ["dbr:Blinky", "dbo:creator"]):
        assert all("named(w" not in str(a.formula) for a in s.axioms if a.template == "apposition")


def test_a_noun_compound_in_apposition_is_presupposed_as_a_whole():
    # "Who drew the comic strip Blinky?": _strip_n_1(x8) ∧ compound(x8, x6) ∧ _comic_n_1(x6) ∧ appos(x8, x9)
    x6 = Var("x6")
    r = reading(Atom("person", (x3,)), Atom("_strip_n_1", (x8,)), Atom("compound", (x8, x6)),
                Atom("_comic_n_1", (x6,)), Atom("appos", (x8, x9)),
                Atom("named", (x9, lit("Blinky"))), Atom("_draw_v_1", (x3, x8)),
                words=(("_strip_n_1", "strip"), ("_comic_n_1", "comic")))
    sets = bridge().axiom_sets(r, ["dbr:Blinky", "dbo:creator"])
    assert sets and all(p not in ("compound", "_comic_n_1", "_strip_n_1") for p, _ in sets[0].unbridged)
    by = {a.name: a for a in sets[0].axioms}
    assert str(by["apposition:_comic_n_1+_strip_n_1"].formula) == (
        "∀x y. appos(x, y) → _strip_n_1(x) ∧ _comic_n_1(?comic#appos) ∧ compound(x, ?comic#appos)")
    # with a name compounded with the modifier ("the Zarnok comic strip Blinky"), that name's
    # individual is related universally, as for a single noun
    r2 = reading(Atom("person", (x3,)), Atom("_strip_n_1", (x8,)), Atom("compound", (x8, x6)),
                 Atom("_comic_n_1", (x6,)), Atom("compound", (x6, x7)), Atom("named", (x7, lit("Zarnok"))),
                 Atom("appos", (x8, x9)), Atom("named", (x9, lit("Blinky"))), Atom("_draw_v_1", (x3, x8)),
                 words=(("_strip_n_1", "strip"), ("_comic_n_1", "comic")))
    sets = bridge().axiom_sets(r2, ["dbr:Blinky", "dbo:creator"])
    assert sets and all(p != "compound" for p, _ in sets[0].unbridged)
    by = {a.name: a for a in sets[0].axioms}
    assert str(by["apposition:_comic_n_1+_strip_n_1"].formula) == (
        '∀x y w0. appos(x, y) ∧ named(w0, "Zarnok") → _strip_n_1(x) ∧ _comic_n_1(?comic#appos) '
        '∧ compound(x, ?comic#appos) ∧ compound(?comic#appos, w0)')
    # a relational noun whose complement is a name ("the regent of Zarnok Blinky"): that name too
    r4 = reading(Atom("person", (x3,)), Atom("_regent_n_of", (x8, x7)), Atom("named", (x7, lit("Zarnok"))),
                 Atom("appos", (x8, x9)), Atom("named", (x9, lit("Blinky"))), Atom("_draw_v_1", (x3, x8)))
    by = {a.name: a for s in bridge().axiom_sets(r4, ["dbr:Blinky", "dbo:creator"]) for a in s.axioms}
    assert str(by["apposition:_regent_n_of"].formula) == (
        '∀x y w. appos(x, y) ∧ named(w, "Zarnok") → _regent_n_of(x, w)')
    # the same compound not in apposition to a name is not presupposed
    r3 = reading(Atom("_strip_n_1", (x3,)), Atom("compound", (x3, x6)), Atom("_comic_n_1", (x6,)),
                 Atom("_draw_v_1", (x8, x3)), Atom("named", (x8, lit("Blinky"))))
    assert not any(a.template == "apposition" for s in bridge().axiom_sets(r3, ["dbr:Blinky", "dbo:creator"])
                   for a in s.axioms)


def test_a_noun_in_apposition_to_a_name_the_query_gives_as_a_label_is_presupposed():
    # "Who drew the cartoon Blinky Bill?" against ?c rdfs:label "Blinky Bill"@en: the name is a KG
    # constraint (the label), so a query about another cartoon fails on it, and the class noun in
    # apposition is presupposed as it is for a name read as a KG individual
    x6 = Var("x6")
    r = reading(Atom("person", (x3,)), Atom("_cartoon_n_1", (x8,)), Atom("appos", (x8, x9)),
                Atom("named", (x6, lit("Blinky"))), Atom("named", (x9, lit("Bill"))), Atom("compound", (x9, x6)),
                Atom("_draw_v_1", (x3, x8)))
    c = Var("c")
    f = And((Atom("rdfs:label", (c, Const("Blinky Bill", kind="literal", lang="en"))),
             Atom("dbo:creator", (c, x3))))
    sets = bridge().axiom_sets(r, ["rdfs:label", "dbo:creator"], f)
    labelled = [s for s in sets if any(a.name == "entity:named(Blinky Bill)~rdfs:label" for a in s.axioms)]
    assert labelled and all(any(a.name == "apposition:_cartoon_n_1" for a in s.axioms) for s in labelled)
    label = next(a for a in labelled[0].axioms if a.name == "entity:named(Blinky Bill)~rdfs:label")
    assert label.kg_terms == ("rdfs:label",)


def test_year_bridges_to_a_date_filter():
    from verifier.query.parse import parse_query
    from verifier.query.semantics import translate

    q = translate(parse_query('PREFIX dbo: <http://dbpedia.org/ontology/> SELECT ?x WHERE { ?x dbo:opened ?d . '
                              'FILTER regex(str(?d), "^1961") }'))
    assert 'fn:year(d, "1961"^^xsd:gYear)' in str(q.formula)
    q2 = translate(parse_query('PREFIX dbo: <http://dbpedia.org/ontology/> SELECT ?x WHERE { ?x dbo:opened ?d . '
                               'FILTER (YEAR(?d) = 1961) }'))
    assert 'fn:year(d, "1961"^^xsd:gYear)' in str(q2.formula)
    r = reading(Atom("yofc", (x5, lit("1961"))), Atom("_open_v_1", (x3, x5)))
    opts, _, _ = bridge().options(r, list(q.iris), q.formula)
    year = opts[("literal", "1961", "yofc")]
    assert [str(o.axioms[0].formula) for o in year] == ['∀x. yofc(x, "1961") ↔ x = "1961"^^xsd:gYear',
                                                       '∀x. yofc(x, "1961") ↔ fn:year(x, "1961"^^xsd:gYear)']
    # without such a filter, the year is only itself
    opts, _, _ = bridge().options(r, ["dbo:opened"])
    assert len(opts[("literal", "1961", "yofc")]) == 1


# ---------------------------------------------------------------- class nouns by the query's class names

def test_noun_compound_bridges_to_a_query_class_by_its_local_name():
    # "Which chess players …": _chess_n_1(x7) ∧ compound(x3, x7) ∧ _player_n_of(x3, i9)
    i9 = Var("i9")
    r = reading(Atom("_chess_n_1", (x7,)), Atom("compound", (x3, x7)), Exists((i9,), Atom("_player_n_of", (x3, i9))))
    (s, *_) = bridge().axiom_sets(r, ["dbo:ChessPlayer"])
    assert s.unbridged == ()
    (ax,) = s.axioms
    assert ax.kg_terms == ("dbo:ChessPlayer",)
    assert str(ax.formula).startswith("(∀x y z. _chess_n_1(z) ∧ compound(x, z) ∧ _player_n_of(x, y) → rdf:type(x, dbo:ChessPlayer))")
    # another class is no match
    (s2, *_) = bridge().axiom_sets(r, ["dbo:GoPlayer"])
    assert s2.unbridged


def test_unknown_word_bridges_by_its_surface_form():
    r = reading(Atom("_cardgames/NNS_u_unknown", (x3,)))
    (s, *_) = bridge().axiom_sets(r, ["dbo:CardGame"])
    assert [str(a.formula) for a in s.axioms] == ["∀x. _cardgames/NNS_u_unknown(x) ↔ rdf:type(x, dbo:CardGame)"]


# ---------------------------------------------------------------- names the query treats as strings

def test_name_as_a_string_literal_of_the_query():
    from verifier.query.parse import parse_query
    from verifier.query.semantics import translate

    q = translate(parse_query('PREFIX dbo: <http://dbpedia.org/ontology/> SELECT ?x WHERE { ?x dbo:abbreviation "NATO" }'))
    r = reading(Atom("named", (x8, lit("NATO"))), Atom("_mean_v_1", (x8, x3)))
    opts, _, _ = bridge().options(r, list(q.iris), q.formula)
    assert [str(o.axioms[0].formula) for o in opts[("named", "NATO", "named")]] == ['∀x. named(x, "NATO") ↔ x = "NATO"']


def test_name_tested_on_a_label():
    from verifier.query.parse import parse_query
    from verifier.query.semantics import translate

    q = translate(parse_query(
        'PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
        'ASK WHERE { <http://dbpedia.org/resource/Bob> dbo:spouse ?s . ?s rdfs:label ?n . FILTER regex(?n, "Alice") }'))
    r = Reading(Exists((x3, x8), And((Atom("named", (x3, lit("Alice"))), Atom("named", (x8, lit("Bob"))),
                                      Atom("_wife_n_of", (x3, x8))))), (), "yes-no")
    opts, _, _ = bridge().options(r, list(q.iris), q.formula)
    alice = [str(o.axioms[0].formula) for o in opts[("named", "Alice", "named")]]
    assert ('(∀x n. rdfs:label(x, n) ∧ fn:regex(n, "Alice") → named(x, "Alice")) ∧ '
            '(∀x. named(x, "Alice") → rdfs:label(x, ?label#Alice) ∧ fn:regex(?label#Alice, "Alice"))') in alice


# ---------------------------------------------------------------- phrases that spell an individual's label

def test_of_phrase_spells_a_query_individual():
    # "Who carved the Lion of Lucerne?": _lion_n_1(x8) ∧ _of_p(x8, x9) ∧ named(x9, "Lucerne")
    r = reading(Atom("person", (x3,)), Atom("_lion_n_1", (x8,)), Atom("_of_p", (x8, x9)),
                Atom("named", (x9, lit("Lucerne"))), Atom("_carve_v_1", (x3, x8)),
                words=(("_lion_n_1", "Lion"), ("_carve_v_1", "carved")))
    opts, unbridged, dependent = bridge().options(r, ["dbr:Lion_of_Lucerne", "dbr:Lucerne", "dbo:sculptor"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbr:Lion_of_Lucerne",)
    assert str(ph.axioms[0].formula).endswith("→ x0 = dbr:Lion_of_Lucerne")
    # the name inside the phrase gets no option of its own, nor does the preposition
    assert ("named", "Lucerne", "named") not in opts and ("_lion_n_1", 1) not in opts
    assert all(a.pred != "_of_p" for a in dependent)


def test_phrase_joined_by_a_preposition_spells_a_query_individual():
    # "Did Ada win the Grand Prize in Chemistry?": _prize_n_1(x8) ∧ compound(x8, x7) ∧ named(x7, "Grand")
    # ∧ _in_p_loc(x8, x9) ∧ _chemistry_n_1(x9)
    r = reading(Atom("named", (x3, lit("Ada"))), Atom("_prize_n_1", (x8,)), Atom("compound", (x8, x7)),
                Atom("named", (x7, lit("Grand"))), Atom("_in_p_loc", (x8, x9)), Atom("_chemistry_n_1", (x9,)),
                Atom("_win_v_1", (x3, x8)))
    opts, _, dependent = bridge().options(r, ["dbr:Grand_Prize_in_Chemistry", "dbr:Ada", "dbo:award"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbr:Grand_Prize_in_Chemistry",)
    assert ("_chemistry_n_1", 1) not in opts and all(a.pred != "_in_p_loc" for a in dependent)
    # the preposition on a noun joins a phrase only when the whole phrase is the label
    opts, _, _ = bridge().options(r, ["dbr:Grand_Prize", "dbr:Ada", "dbo:award"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbr:Grand_Prize",)
    assert not any(a.pred in ("_in_p_loc", "_chemistry_n_1") for a in ph.covers)


def test_a_phrase_may_spell_a_labels_qualifier_as_its_noun():
    # "Who governs Zembla province?": _province_n_1(x8) ∧ compound(x8, x9) ∧ named(x9, "Zembla"), the
    # individual labelled "Zembla (province)"
    r = reading(Atom("person", (x3,)), Atom("_province_n_1", (x8,)), Atom("compound", (x8, x9)),
                Atom("named", (x9, lit("Zembla"))), Atom("_govern_v_1", (x3, x8)))
    opts, _, _ = bridge().options(r, ["dbr:Zembla_(province)", "dbo:governor"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbr:Zembla_(province)",)
    # another qualifier is no spelling of the phrase
    opts, _, _ = bridge().options(r, ["dbr:Zembla_(river)", "dbo:governor"])
    assert not [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]


def test_an_ordinal_is_a_word_of_a_phrase():
    # "Who carved the gate of the zarnok fifth lodge?": ord(x8, "5") ∧ _lodge_n_1(x8) ∧ compound(x8, x9)
    r = reading(Atom("person", (x3,)), Atom("_lodge_n_1", (x8,)), Atom("ord", (x8, lit("5"))),
                Atom("compound", (x8, x9)), Atom("named", (x9, lit("Zarnok"))), Atom("_carve_v_1", (x3, x8)),
                words=(("_lodge_n_1", "lodge"), ("_carve_v_1", "carved")))
    opts, _, _ = bridge().options(r, ["dbr:Zarnok_Fifth_Lodge", "dbr:Zarnok", "dbo:sculptor"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbr:Zarnok_Fifth_Lodge",)
    assert any(a.pred == "ord" for a in ph.covers)
    assert "fifth" in ph.axioms[0].word and "Zarnok" in ph.axioms[0].word
    # another ordinal spells another label
    opts, _, _ = bridge().options(r, ["dbr:Zarnok_Third_Lodge", "dbr:Zarnok", "dbo:sculptor"])
    assert not any(k[0] == "phrase" for k in opts)
    # "the eighth president of Zarnok" is a person, not the office, ordinal or not
    r = reading(Atom("person", (x3,)), Atom("_president_n_of", (x3, x9)), Atom("ord", (x3, lit("8"))),
                Atom("named", (x9, lit("Zarnok"))))
    opts, _, _ = bridge().options(r, ["dbr:Eighth_President_of_Zarnok", "dbr:Zarnok"])
    assert not any(k[0] == "phrase" for k in opts)


def test_a_phrase_on_a_copula_subject_leaves_out_the_predicate_noun():
    # "Is dog sledding a pastime?": the copula puts _pastime_n_1 on the phrase's head as well
    r = Reading(Exists((x3,), And((Atom("_dog_n_1", (x3,)), Exists((x5,), And((
        Atom("_sledding_n_1", (x5,)), Atom("compound", (x5, x3)), Atom("_pastime_n_1", (x5,)))))))), (), "yes-no",
        words=(("_dog_n_1", "dog"), ("_sledding_n_1", "sledding"), ("_pastime_n_1", "pastime")))
    opts, _, _ = bridge().options(r, ["dbr:Dog_sledding", "dbo:Pastime", "rdf:type"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbr:Dog_sledding",)
    # the predicate noun is not part of the phrase: it is bridged on its own (here: to the class)
    assert not any(a.pred == "_pastime_n_1" for a in ph.covers)
    # a label that needs both nouns is still found with both
    opts, _, _ = bridge().options(r, ["dbr:Dog_sledding_pastime", "rdf:type"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert any(a.pred == "_pastime_n_1" for a in ph.covers)
    # a capitalised word is matched as written elsewhere: "Is Dog sledding a pastime?" drops nothing
    r = Reading(r.formula, (), "yes-no", words=(("_dog_n_1", "Dog"), ("_sledding_n_1", "sledding")))
    opts, _, _ = bridge().options(r, ["dbr:Dog_sledding", "dbo:Pastime", "rdf:type"])
    assert not any(k[0] == "phrase" for k in opts)


def test_phrase_whose_inner_word_is_used_elsewhere_is_not_one_name():
    # "the lion of Lucerne and Lucerne's mayor": x9 occurs outside the phrase
    r = reading(Atom("_lion_n_1", (x8,)), Atom("_of_p", (x8, x9)), Atom("named", (x9, lit("Lucerne"))),
                Atom("_mayor_n_of", (x3, x9)))
    opts, _, _ = bridge().options(r, ["dbr:Lion_of_Lucerne", "dbo:mayor"])
    assert not any(k[0] == "phrase" for k in opts)


def test_phrase_that_is_the_answer_is_not_an_individual():
    r = reading(Atom("_president_n_of", (x3, x5)), Atom("named", (x5, lit("Ruritania"))))
    opts, _, _ = bridge().options(r, ["dbr:President_of_Ruritania", "dbo:title"])
    assert not any(k[0] == "phrase" for k in opts)


def test_with_wordnet_role_nouns_and_name_synonyms():
    import pytest
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed")
    b = bridge(synonyms=True)
    assert b.denotes_person("president") and not b.denotes_person("university")
    # "the president of Ruritania", not the answer, still is no office
    r = reading(Atom("_president_n_of", (x8, x5)), Atom("named", (x5, lit("Ruritania"))), Atom("_die_v_1", (x8,)),
                Atom("_place_n_of", (x3, x8)))
    opts, _, _ = b.options(r, ["dbr:President_of_Ruritania", "dbo:deathPlace"])
    assert not any(k[0] == "phrase" for k in opts)
    # "USA" is a WordNet synonym of "United States"
    r2 = reading(Atom("named", (x5, lit("USA"))), Atom("_capital_n_of", (x3, x5)))
    (s, *_) = b.axiom_sets(r2, ["dbr:United_States", "dbo:capital"])
    assert any(a.kg_terms == ("dbr:United_States",) for a in s.axioms)


def test_phrase_with_a_name_spells_a_query_class_through_name_synonyms():
    # "Which Ruritanian provinces …" parsed as "R.R. provinces": _province_n_of(x3, i) ∧ compound(x3, x7) ∧ named_n(x7, "RR")
    i9 = Var("i9")
    b = Bridge(Lexicon(), None, synonyms=lambda text, pos: ["Republic of Ruritania"] if text == "RR" else [])
    r = reading(Exists((i9,), Atom("_province_n_of", (x3, i9))), Atom("compound", (x3, x7)),
                Atom("named_n", (x7, lit("RR"))))
    opts, _, _ = b.options(r, ["yago:WikicatProvincesOfTheRepublicOfRuritania"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    rule, back = ph.axioms
    assert str(rule.formula).endswith("→ rdf:type(x0, yago:WikicatProvincesOfTheRepublicOfRuritania)")
    assert str(back.formula).startswith("∀x. rdf:type(x, yago:WikicatProvincesOfTheRepublicOfRuritania) →")


def test_only_words_next_to_a_name_block_a_loose_match():
    # "Which pope succeeded Leo?": "pope" is the answer's word, not the name's: Leo is Pope Leo
    r = reading(Atom("_pope_n_1", (x3,)), Atom("named", (x8, lit("Leo"))), Atom("_succeed_v_1", (x3, x8)))
    (s, *_) = bridge().axiom_sets(r, ["dbr:Pope_Leo", "dbp:successor"])
    assert any(a.kg_terms == ("dbr:Pope_Leo",) for a in s.axioms)
    # "the Ruritania wines": "wine" is joined to the name, so "Ruritania wine" is something else
    r2 = reading(Atom("_wine_n_1", (x3,)), Atom("compound", (x3, x8)), Atom("named", (x8, lit("Ruritania"))),
                 Atom("_grow_v_1", (x3, x5)), Atom("named", (x5, lit("Hills"))))
    opts, _, _ = bridge().options(r2, ["dbr:Ruritania_wine_region", "dbo:origin"])
    assert all("dbr:Ruritania_wine_region" not in a.kg_terms for o in opts.get(("named", "Ruritania", "named"), [])
               for a in o.axioms)


def test_a_label_that_lowercases_a_capitalised_word_is_another_page():
    from verifier.bridge.names import case_conflict
    # a case-sensitive KG's title that lower-cases a word of the name names another page
    assert case_conflict("Ada Lovelace", "Ada lovelace") == "Lovelace"
    assert match_name("Ada Lovelace", "Ada lovelace") is None
    assert match_name("Ada Lovelace", "Ada Lovelace").tier == "exact"
    # the asker's lower case, a label all in lower case, and function words are no conflict
    assert match_name("ada lovelace", "Ada Lovelace").tier == "exact"
    assert match_name("Toluene", "toluene").tier == "exact"
    assert match_name("Tale Of Two Towns", "Tale of Two Towns").tier == "exact"
    assert case_conflict("Queen Of Hearts", "Queen of Hearts") is None


#: "found" as dbo:foundedBy, "trading guild" as dbo:TradingGuild: the lexicon of the ``verifier`` fixture (conftest) for the checks below
LEX = LEMON + """
:trading_guild a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "trading guild"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :tg1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/TradingGuild> ; lemon:isA :tg1 ] .
:found a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "found"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/foundedBy> ;
                  lemon:subjOfProp :found_obj ; lemon:objOfProp :found_subj ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :found_subj ; lexinfo:directObject :found_obj ] .
"""


def test_a_case_conflict_is_explained_as_another_page(verifier):
    q = "Who founded Zarnok Quillfeather?"
    right = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Zarnok_Quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    other = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Zarnok_quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    assert right.status == "accept", right.explanation
    assert other.status == "reject" and other.reasons == ("deviating_entity",), other.explanation
    assert "lower case" in other.explanation and "quillfeather" in other.explanation


def test_an_unquoted_title_with_of_links_to_its_one_iri(verifier):
    # "Zarnok Lodge of Quillfeather" is one name (the query's IRI), not two names joined by "of"
    q = "Who founded the Zarnok Lodge of Quillfeather?"
    right = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Zarnok_Lodge_of_Quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    other = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    assert right.status == "accept", right.explanation
    assert other.status != "accept", other.explanation


def test_a_noun_compound_in_apposition_needs_no_restating_but_still_the_name(verifier):
    # "the trading guild Quillfeather" is Quillfeather whatever the query says of its kind; a query
    # about another guild or about anyone's founder is no answer
    q = "Who founded the trading guild Quillfeather?"
    right = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    other = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Zarnok> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    anyone = verifier.check(q, "SELECT ?x WHERE { ?y <http://dbpedia.org/ontology/foundedBy> ?x }")
    # a query that does restate the compound's class still gets the lexicon's reading
    typed = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Quillfeather> a "
                              "<http://dbpedia.org/ontology/TradingGuild> ; <http://dbpedia.org/ontology/foundedBy> ?x }")
    assert right.status == "accept", right.explanation
    assert typed.status == "accept" and "dbo:TradingGuild" in typed.explanation, typed.explanation
    assert other.status == "reject", other.explanation
    assert anyone.status == "reject", anyone.explanation


def test_a_name_the_apposition_noun_takes_with_of_is_presupposed_too(verifier):
    # "the abbey of Zarnok Quillfeather" can be the abbey Quillfeather of Zarnok: Zarnok belongs
    # to the description, Quillfeather still picks out the individual
    q = "Who founded the abbey of Zarnok Quillfeather?"
    right = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    other = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Zarnok> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    anyone = verifier.check(q, "SELECT ?x WHERE { ?y <http://dbpedia.org/ontology/foundedBy> ?x }")
    assert right.status == "accept", right.explanation
    # the formula is in the proof (the JSON form); the text says it in words
    assert any('named(w, "Zarnok") → _of_p(x, w)' in a["formula"] for a in right.proof["axioms"]), right.proof
    assert "“abbey” describes the name beside it" in right.explanation, right.explanation
    # with no KG term for Quillfeather, the abbey is not presupposed of it: no proof either way
    assert other.status != "accept", other.explanation
    assert anyone.status != "accept", anyone.explanation


def test_a_name_compounded_with_an_apposition_noun_leaves_the_question_satisfiable(verifier):
    # "the Zarnok lodge Quillfeather" is Quillfeather; a query about anything else is no proof by
    # contradiction (a witness for "Zarnok" distinct from Zarnok's own individual would be one)
    q = "Who founded the Zarnok lodge Quillfeather?"
    right = verifier.check(q, "SELECT ?x WHERE { <http://dbpedia.org/resource/Quillfeather> "
                              "<http://dbpedia.org/ontology/foundedBy> ?x }")
    anyone = verifier.check(q, "SELECT ?x WHERE { ?y <http://dbpedia.org/ontology/foundedBy> ?x }")
    assert right.status == "accept", right.explanation
    assert anyone.status == "reject", anyone.explanation


def test_a_class_label_may_be_spelled_with_its_heads_first_sense_synonym_and_a_number_in_digits():
    import pytest
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed")
    # "Which Class 2 automobile has the most wheels?": _automobile_n_1(x3) ∧ compound(x3, x7) ∧
    # named(x7, "2") ∧ compound(x3, x8) ∧ _class_n_1(x8), and "wheels" said of another thing
    b = bridge(synonyms=True)
    r = reading(Atom("_automobile_n_1", (x3,)), Atom("compound", (x3, x7)), Atom("named", (x7, lit("2"))),
                Atom("compound", (x3, x8)), Atom("_class_n_1", (x8,)), Atom("_wheel_n_1", (x9,)),
                Atom("_with_p", (x3, x9)), words=(("_automobile_n_1", "automobile"), ("_class_n_1", "class")))
    opts, _, _ = b.options(r, ["dbo:ClassTwoCar"])
    (ph,) = [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    assert ph.axioms[0].kg_terms == ("dbo:ClassTwoCar",) and "rdf:type(x0, dbo:ClassTwoCar)" in str(ph.axioms[0].formula)
    # a class's own word said again elsewhere ("the automobile with the most automobiles") keeps the class
    r2 = reading(*r.formula.parts, Atom("_automobile_n_1", (x5,)), Atom("_of_p", (x5, x3)),
                 words=(("_automobile_n_1", "automobile"), ("_class_n_1", "class")))
    opts, _, _ = b.options(r2, ["dbo:ClassTwoCar"])
    assert [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_]
    # another number, or a head whose first sense has no such synonym ("machine"), spells no label
    for cls in ("dbo:ClassThreeCar", "dbo:ClassTwoMachine"):
        opts, _, _ = b.options(r, [cls])
        assert not [o for k, os_ in opts.items() if k[0] == "phrase" for o in os_], cls
