"""Bridging axiom sets for readings, against the chemistry lexicon and KG."""

from pathlib import Path

import pytest

from lemon_lexicon import LEMON
from verifier.bridge import Bridge, parse_erg_predicate
from verifier.bridge.labels import StoreLabels
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.model import AxiomSet
from verifier.kg.store import EmbeddedStore
from verifier.logic import And, Atom, Const, Eq, Exists, Forall, Iff, Var
from verifier.question.reading import Reading

CHEM = Path(__file__).resolve().parents[1] / "examples" / "chemistry"
x, y = Var("x"), Var("y")
x3, x5, x13, e2 = Var("x3"), Var("x5"), Var("x13"), Var("e2")


@pytest.fixture(scope="module")
def bridge():
    # synonyms off: WordNet takes seconds to load; test_wordnet_* turn it on
    return Bridge(Lexicon.load(CHEM / "lexicon.ttl"), StoreLabels(EmbeddedStore(CHEM / "kg.ttl")), synonyms=False)


def reading(*parts, answer=(x3,), kind="wh", words=()):
    return Reading(And(tuple(parts)) if len(parts) > 1 else parts[0], answer, kind, words=words)


def mass_of_benzene():
    # "What is the mass of benzene?"
    return reading(Atom("thing", (x3,)),
                   Exists((x13,), And((Atom("_mass_n_of", (x3, x13)), Atom("_benzene_n_1", (x13,))))),
                   words=(("_mass_n_of", "mass"), ("_benzene_n_1", "benzene")))


def formulas(s: AxiomSet):
    return {a.formula for a in s.axioms}


def test_reference_case_mass_of_benzene(bridge):
    sets = bridge.axiom_sets(mass_of_benzene(), ["wd:Q2270", "wdt:P2067"])
    best = sets[0]
    assert formulas(best) == {
        Forall((x,), Iff(Atom("_benzene_n_1", (x,)), Eq(x, Const("wd:Q2270")))),
        Forall((x, y), Iff(Atom("_mass_n_of", (x, y)), Atom("wdt:P2067", (y, x)))),
        Forall((x,), Atom("thing", (x,))),
    }
    assert {a.name for a in best.axioms} == {
        "entity:_benzene_n_1=wd:Q2270", "relational_noun:_mass_n_of=wdt:P2067", "core:thing"}
    assert best.unbridged == ()
    assert all(0 < a.weight <= 1 for a in best.axioms)
    mass = next(a for a in best.axioms if a.template == "relational_noun")
    assert mass.kg_terms == ("wdt:P2067",) and mass.word == "mass"


def test_same_sets_without_query_and_with_a_wrong_query(bridge):
    # the bridge interprets the question, not the query: a query about toluene changes nothing
    for iris in ((), ("wd:Q15779", "wdt:P2067"), ("wd:Q2270", "wdt:P2102")):
        sets = bridge.axiom_sets(mass_of_benzene(), iris)
        assert len(sets) == 1
        assert {a.name for a in sets[0].axioms} == {
            "entity:_benzene_n_1=wd:Q2270", "relational_noun:_mass_n_of=wdt:P2067", "core:thing"}


def test_two_entries_give_two_sets_never_one(tmp_path, bridge):
    # a second lexicon that also reads "mass" as the density property
    extra = (CHEM / "lexicon.ttl").read_text().replace("wdt:P2067", "wdt:P2054")
    (tmp_path / "other.ttl").write_text(extra)
    lex = Lexicon.load([CHEM / "lexicon.ttl", tmp_path / "other.ttl"])
    b = Bridge(lex, bridge.labels, synonyms=False)
    sets = b.axiom_sets(mass_of_benzene(), ["wd:Q2270", "wdt:P2054"])
    masses = [[a for a in s.axioms if a.template == "relational_noun"] for s in sets]
    assert len(masses) == 2 and all(len(m) == 1 for m in masses)
    # the set that uses the query's own property comes first
    assert masses[0][0].kg_terms == ("wdt:P2054",)
    assert masses[1][0].kg_terms == ("wdt:P2067",)


def test_named_entity_bridged_by_label_and_fresh_constant(bridge):
    berlin = Const("Berlin", kind="literal")
    water = Const("Water", kind="literal")
    r = reading(Atom("named", (x3, water)), Atom("named", (x5, berlin)), answer=())
    (s,) = bridge.axiom_sets(r, ["wd:Q283"])
    by = {a.name: a for a in s.axioms}
    assert by["entity:named(Water)=wd:Q283"].formula == Forall(
        (x,), Iff(Atom("named", (x, water)), Eq(x, Const("wd:Q283"))))
    fresh = by["entity:named(Berlin)=?Berlin"]
    assert fresh.formula == Forall((x,), Iff(Atom("named", (x, berlin)), Eq(x, Const("?Berlin"))))
    assert fresh.weight < 0.5 and fresh.kg_terms == ()


def test_query_iri_used_only_when_its_label_is_the_word(bridge):
    # "What is the mass of benzol?" (altLabel): the KG finds it; a query IRI with another label does not bridge
    r = reading(Atom("thing", (x3,)), Exists((x13,), And((Atom("_mass_n_of", (x3, x13)), Atom("_benzol_n_1", (x13,))))))
    (s,) = bridge.axiom_sets(r, ["wd:Q15779"])
    assert "entity:_benzol_n_1=wd:Q2270" in {a.name for a in s.axioms}
    # without a KG, only the query IRI can help, and its label (local name) must match
    bare = Bridge(bridge.lexicon, None, synonyms=False)
    (s,) = bare.axiom_sets(r, ["dbr:Benzol", "dbr:Toluene"])
    assert "entity:_benzol_n_1=dbr:Benzol" in {a.name for a in s.axioms}
    assert not any("Toluene" in a.name for a in s.axioms)


def test_unbridged_predicates_have_reasons(bridge):
    r = reading(Atom("_unobtainium_n_1", (x3,)), Atom("compound", (x3, x5)), Atom("_compound_n_1", (x5,)))
    (s,) = bridge.axiom_sets(r)
    reasons = dict(s.unbridged)
    assert "no lexicon entry" in reasons["_unobtainium_n_1"]
    assert "noun compound" in reasons["compound"]
    assert {a.name for a in s.axioms} == {"class_noun:_compound_n_1=wdt:P31(wd:Q11173)"}


def test_transitive_verb_class_noun_and_adjective(bridge):
    # "Which aromatic compounds contain nitrogen?"
    r = reading(Atom("_aromatic_a_1", (x3,)), Atom("_compound_n_1", (x3,)), Atom("_contain_v_1", (x3, x5)),
                Atom("_nitrogen_n_1", (x5,)))
    best = bridge.axiom_sets(r, ["wdt:P31", "wd:Q217113", "wdt:P527", "wd:Q627"])[0]
    assert {str(a.formula) for a in best.axioms} == {
        "∀x. _aromatic_a_1(x) ↔ wdt:P31(x, wd:Q217113)",
        "∀x. _compound_n_1(x) ↔ wdt:P31(x, wd:Q11173)",
        "∀x y. _contain_v_1(x, y) ↔ wdt:P527(x, y)",
        "∀x. _nitrogen_n_1(x) ↔ x = wd:Q627",
    }


def test_intransitive_pp_verb_takes_its_preposition(bridge):
    # "At what temperature does benzene boil?": _boil_v_1(e2, x5) ∧ _at_p(e2, x3)
    r = reading(Atom("_temperature_n_1", (x3,)), Atom("_boil_v_1", (e2, x5)), Atom("_at_p", (e2, x3)),
                Atom("_benzene_n_1", (x5,)))
    sets = bridge.axiom_sets(r)
    names = {a.name for a in sets[0].axioms}
    assert "intransitive_pp:_boil_v_1+_at_p=wdt:P2102" in names
    assert not any(p == "_at_p" for p, _ in sets[0].unbridged)
    # "what temperature" only names the kind of value: a core axiom, like thing(x)
    assert "core:temperature1" in names
    assert sets[0].unbridged == ()


def test_superlative_degree(bridge):
    d = Var("x9")
    r = reading(Atom("_compound_n_1", (x3,)), Atom("_heavy_a_1", (x3, d)))
    best = bridge.axiom_sets(r)[0]
    assert "∀x d. _heavy_a_1(x, d) ↔ wdt:P2067(x, d)" in {str(a.formula) for a in best.axioms}


def test_guessed_relational_noun_from_query_property():
    # no lexicon: "the melting point of benzene" against dbo:meltingPoint, found by local name
    b = Bridge(Lexicon(), None, synonyms=False)
    r = reading(Atom("_melting point_n_of".replace(" ", "+"), (x3, x13)), Atom("_benzene_n_1", (x13,)))
    (s,) = b.axiom_sets(r, ["dbo:meltingPoint", "dbr:Benzene"])
    names = {a.name: a for a in s.axioms}
    guessed = names["relational_noun:_melting+point_n_of=dbo:meltingPoint"]
    assert str(guessed.formula) == "∀x y. _melting+point_n_of(x, y) ↔ dbo:meltingPoint(y, x)"
    assert guessed.weight < 1.0
    assert "entity:_benzene_n_1=dbr:Benzene" in names


def test_sets_are_bounded_and_best_first(tmp_path):
    # every property read two ways: mass × contain gives 4 combinations
    other = (CHEM / "lexicon.ttl").read_text().replace("wdt:P2067", "wdt:P2054").replace("wdt:P527", "wdt:P2101")
    (tmp_path / "other.ttl").write_text(other)
    lex = Lexicon.load([CHEM / "lexicon.ttl", tmp_path / "other.ttl"])
    r = reading(Atom("_mass_n_of", (x3, x13)), Atom("_contain_v_1", (x13, x5)))
    all_sets = Bridge(lex, None, max_sets=8, synonyms=False).axiom_sets(r, ["wdt:P2067", "wdt:P527"])
    assert len(all_sets) == 4
    assert [s.score for s in all_sets] == sorted((s.score for s in all_sets), reverse=True)
    assert {t for a in all_sets[0].axioms for t in a.kg_terms} == {"wdt:P2067", "wdt:P527"}
    assert len(Bridge(lex, None, max_sets=3, synonyms=False).axiom_sets(r)) == 3


def test_parse_erg_predicate():
    p = parse_erg_predicate("_mass_n_of")
    assert (p.lemma, p.pos, p.sense) == ("mass", "n", "of")
    assert parse_erg_predicate("_new+york_n_1").lemma == "new york"
    assert parse_erg_predicate("named") is None
    assert parse_erg_predicate("compound") is None


def test_multiword_name_is_one_individual(bridge):
    # "What is the boiling point of sodium chloride?" with the name parsed as named + compound
    x6, x7 = Var("x6"), Var("x7")
    sodium, chloride = Const("Sodium", kind="literal"), Const("Chloride", kind="literal")
    r = reading(Atom("thing", (x3,)), Atom("named", (x6, chloride)), Atom("compound", (x6, x7)),
                Atom("named", (x7, sodium)), Atom("_density_n_of", (x3, x6)))
    (s,) = bridge.axiom_sets(r, ["wd:Q2314", "wdt:P2054"])
    by = {a.name: a for a in s.axioms}
    rule = by["entity:named(Sodium Chloride)=wd:Q2314"]
    assert str(rule.formula) == ('∀x0 x1. named(x0, "Sodium") ∧ named(x1, "Chloride") ∧ compound(x1, x0) '
                                 '→ x1 = wd:Q2314')
    facts = by["entity:named(Sodium Chloride)=wd:Q2314#facts"]
    assert str(facts.formula) == ('named(?wd:Q2314#Sodium, "Sodium") ∧ named(wd:Q2314, "Chloride") ∧ '
                                  'compound(wd:Q2314, ?wd:Q2314#Sodium)')
    # no separate axioms for the parts, and the compound is covered
    assert not any(n.startswith("entity:named(Sodium)") or n.startswith("entity:named(Chloride)") for n in by)
    assert s.unbridged == ()


def test_unknown_multiword_name_gets_a_fresh_individual(bridge):
    x6, x7 = Var("x6"), Var("x7")
    r = reading(Atom("named", (x6, Const("Gehrig", kind="literal"))), Atom("compound", (x6, x7)),
                Atom("named", (x7, Const("Lou", kind="literal"))), answer=())
    (s,) = bridge.axiom_sets(r)
    assert {a.name for a in s.axioms} == {"entity:named(Lou Gehrig)=?Lou_Gehrig",
                                          "entity:named(Lou Gehrig)=?Lou_Gehrig#facts"}


BORN = LEMON + """
:born_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "born"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :bi_s ; lexinfo:prepositionalAdjunct :bi_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthPlace> ; lemon:subjOfProp :bi_s ; lemon:objOfProp :bi_o ;
                  lemon:condition [ lemon:propertyRange <http://dbpedia.org/ontology/Place> ] ] .
:bi_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:born_on a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "born"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :bo_s ; lexinfo:prepositionalAdjunct :bo_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthDate> ; lemon:subjOfProp :bo_s ; lemon:objOfProp :bo_o ;
                  lemon:condition [ lemon:propertyRange <http://www.w3.org/2001/XMLSchema#date> ] ] .
:bo_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "on"@en ] ] .
:capital_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "capital"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :c1 ; lexinfo:prepositionalAdjunct :c2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/capital> ; lemon:subjOfProp :c2 ; lemon:objOfProp :c1 ] .
:c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""


@pytest.fixture(scope="module")
def dbpedia_bridge():
    from rdflib import Graph
    return Bridge(Lexicon.from_graph(Graph().parse(data=BORN, format="turtle")), None, synonyms=False)


def test_passive_verb_with_where_and_when(dbpedia_bridge):
    # "Where was Poe born?": place_n(x5) ∧ ∃x3 e2. named(x3, "Poe") ∧ loc_nonsp(e2, x5) ∧ ∃i15. _bear_v_2(e2, i15, x3)
    i15 = Var("i15")
    for wh, prop in (("place_n", "dbo:birthPlace"), ("time_n", "dbo:birthDate")):
        r = reading(Atom(wh, (x5,)), Atom("named", (x3, Const("Poe", kind="literal"))), Atom("loc_nonsp", (e2, x5)),
                    Exists((i15,), Atom("_bear_v_2", (e2, i15, x3))), answer=(x5,),
                    words=(("_bear_v_2", "born"),))
        sets = dbpedia_bridge.axiom_sets(r, ["dbr:Edgar_Allan_Poe", prop])
        verbs = [a for s in sets for a in s.axioms if a.template == "intransitive_pp"]
        # the wh-word picks the property: a place for "where", a date for "when"
        assert {a.name for a in verbs} == {f"intransitive_pp:_bear_v_2+loc_nonsp={prop}"}
        assert str(verbs[0].formula) == f"∀x y. (∃e i. _bear_v_2(e, i, x) ∧ loc_nonsp(e, y)) ↔ {prop}(x, y)"
        assert sets[0].unbridged == ()


def test_possessive_and_of_links(dbpedia_bridge):
    # "What is France's capital?" / "the capital of France" with the PP kept apart
    for link in ("poss", "_of_p"):
        r = reading(Atom("_capital_n_1", (x3,)), Atom(link, (x3, x5)), Atom("named", (x5, Const("France", kind="literal"))))
        (s, *_) = dbpedia_bridge.axiom_sets(r, ["dbr:France", "dbo:capital"])
        caps = [a for a in s.axioms if a.template == "relational_noun"]
        assert [str(a.formula) for a in caps] == [f"∀x y. _capital_n_1(x) ∧ {link}(x, y) ↔ dbo:capital(y, x)"]
        assert s.unbridged == ()
        assert "entity:named(France)=dbr:France" in {a.name for a in s.axioms}


def test_event_verb_with_unexpressed_object(bridge):
    # the ERG's _boil_v_1 has an optional object: _boil_v_1(e1, x11, i15) ∧ _at_p_state(e1, x4)
    e1, x4, x11, i9, i15 = Var("e1"), Var("x4"), Var("x11"), Var("i9"), Var("i15")
    r = reading(Exists((i9,), Atom("_temperature_n_of", (x4, i9))), Atom("_benzene_n_1", (x11,)),
                Atom("_at_p_state", (e1, x4)), Exists((i15,), Atom("_boil_v_1", (e1, x11, i15))), answer=(x4,))
    (s,) = bridge.axiom_sets(r, ["wd:Q2270", "wdt:P2102"])
    assert "∀x y. (∃e i. _boil_v_1(e, x, i) ∧ _at_p_state(e, y)) ↔ wdt:P2102(x, y)" in {str(a.formula) for a in s.axioms}
    assert s.unbridged == ()


def test_noun_compound_as_multiword_property(bridge):
    # "the boiling point of benzene": _boiling_n_1(x12) ∧ compound(x3, x12) ∧ _point_n_of(x3, x14)
    x12, x14 = Var("x12"), Var("x14")
    r = reading(Atom("thing", (x3,)), Atom("_boiling_n_1", (x12,)), Atom("_benzene_n_1", (x14,)),
                Atom("_point_n_of", (x3, x14)), Atom("compound", (x3, x12)))
    (s,) = bridge.axiom_sets(r, ["wd:Q2270", "wdt:P2102"])
    by = {a.name: a for a in s.axioms}
    ax = by["multiword:_boiling_n_1+_point_n_of=wdt:P2102"]
    assert str(ax.formula) == (
        "(∀x y z. _boiling_n_1(z) ∧ compound(x, z) ∧ _point_n_of(x, y) → wdt:P2102(y, x)) ∧ "
        "(∀x y. wdt:P2102(y, x) → _point_n_of(x, y) ∧ compound(x, ?boiling#wdt:P2102) ∧ _boiling_n_1(?boiling#wdt:P2102))")
    assert s.unbridged == ()
    assert not any(n.startswith("entity:_boiling") for n in by)


def test_two_copies_of_a_compound_split_apart_each_get_their_readings(bridge):
    # "more boiling points than …" copies the compound into each count; the reading that gives each occurrence
    # its own predicate (repeated.py) has two compounds with one text: each needs options of its own, else the
    # second's replace the first's and the first is left unread
    from verifier.bridge.repeated import split_reading

    x12, x14, x5, x16 = Var("x12"), Var("x14"), Var("x5"), Var("x16")
    r = split_reading(reading(Atom("_boiling_n_1", (x12,)), Atom("_point_n_of", (x3, x14)), Atom("compound", (x3, x12)),
                              Atom("_boiling_n_1", (x16,)), Atom("_point_n_of", (x5, x14)), Atom("compound", (x5, x16)),
                              Atom("_benzene_n_1", (x14,)), answer=(x3, x5)))
    opts, unbridged, _ = bridge.options(r, ["wd:Q2270", "wdt:P2102"])
    compounds = [k for k in opts if k[0] == "compound"]
    assert len(compounds) == 2 and {k[2] for k in compounds} == {"_point_n_of-occ1", "_point_n_of-occ2"}
    assert not unbridged
    (s, *_) = bridge.axiom_sets(r, ["wd:Q2270", "wdt:P2102"])
    assert {a.name for a in s.axioms} >= {"multiword:_boiling_n_1-occ1+_point_n_of-occ1=wdt:P2102",
                                          "multiword:_boiling_n_1-occ2+_point_n_of-occ2=wdt:P2102"}


def test_noun_compound_as_one_individual(bridge):
    # "sodium chloride" as two common nouns
    x13, x15 = Var("x13"), Var("x15")
    r = reading(Atom("_density_n_1", (x3,)), Atom("_of_p", (x3, x13)), Atom("_chloride_n_1", (x13,)),
                Atom("compound", (x13, x15)), Atom("_sodium_n_1", (x15,)))
    (s,) = bridge.axiom_sets(r, ["wd:Q2314", "wdt:P2054"])
    assert {str(a.formula) for a in s.axioms} == {
        "∀x y. _density_n_1(x) ∧ _of_p(x, y) ↔ wdt:P2054(y, x)",
        "(∀x z. _sodium_n_1(z) ∧ compound(x, z) ∧ _chloride_n_1(x) → x = wd:Q2314) ∧ _chloride_n_1(wd:Q2314) ∧ "
        "compound(wd:Q2314, ?wd:Q2314#sodium) ∧ _sodium_n_1(?wd:Q2314#sodium)",
    }
    assert s.unbridged == ()


def test_adjectives_of_a_multiword_lexeme(bridge):
    # "the median lethal dose of aspirin": _median_a_1(x) ∧ _lethal_a_1(x) ∧ _dose_n_1(x) ∧ _of_p(x, y)
    r = reading(Atom("_aspirin_n_1", (x13,)), Atom("_median_a_1", (x3,)), Atom("_lethal_a_1", (x3,)),
                Atom("_dose_n_1", (x3,)), Atom("_of_p", (x3, x13)))
    (s,) = bridge.axiom_sets(r, ["wd:Q18216", "wdt:P2240"])
    assert "∀x y. _median_a_1(x) ∧ _lethal_a_1(x) ∧ _dose_n_1(x) ∧ _of_p(x, y) ↔ wdt:P2240(y, x)" in {
        str(a.formula) for a in s.axioms}
    assert s.unbridged == ()


def test_scopal_locative_verb(dbpedia_bridge):
    # "Where is Belize located?": _locate_v_1(i16, x3, e5) ∧ loc_nonsp(e5, x3, x6)
    from rdflib import Graph
    located = BORN.replace(":born_in a", ":located_in a").replace('"born"@en', '"locate"@en').replace(
        "dbo:birthPlace", "dbo:location").replace("<http://dbpedia.org/ontology/birthPlace>",
                                                  "<http://dbpedia.org/ontology/location>")
    b = Bridge(Lexicon.from_graph(Graph().parse(data=located, format="turtle")), None, synonyms=False)
    i16, e5, x6 = Var("i16"), Var("e5"), Var("x6")
    r = reading(Atom("place_n", (x6,)), Atom("named", (x3, Const("Belize", kind="literal"))),
                Exists((i16,), Atom("_locate_v_1", (i16, x3, e5))), Atom("loc_nonsp", (e5, x3, x6)), answer=(x6,))
    (s, *_) = b.axiom_sets(r, ["dbr:Belize", "dbo:location"])
    assert "∀x y. (∃i e. _locate_v_1(i, x, e) ∧ loc_nonsp(e, x, y)) ↔ dbo:location(x, y)" in {
        str(a.formula) for a in s.axioms}
    assert s.unbridged == ()


def test_name_alone_and_inside_a_multiword_name_is_not_bridged_twice(bridge):
    # "Is Chloride related to Sodium Chloride?": bridging named(·, "Chloride") twice would equate two individuals
    x6, x7, x8 = Var("x6"), Var("x7"), Var("x8")
    chloride = Const("Chloride", kind="literal")
    r = reading(Atom("named", (x6, chloride)), Atom("compound", (x6, x7)),
                Atom("named", (x7, Const("Sodium", kind="literal"))), Atom("named", (x8, chloride)), answer=())
    (s,) = bridge.axiom_sets(r)
    assert {a.name for a in s.axioms} == {"entity:named(Sodium Chloride)=wd:Q2314",
                                          "entity:named(Sodium Chloride)=wd:Q2314#facts"}
    assert dict(s.unbridged) == {'named("Chloride")': '"Chloride" occurs alone and inside a multiword name'}


def test_wordnet_synonym_fallback(bridge):
    # "What is the weight of benzene?" has its own entry; a word without one borrows a synonym's
    syn = {"heft": ["weight", "mass"]}
    b = Bridge(bridge.lexicon, bridge.labels, synonyms=lambda lemma, pos: syn.get(lemma, []))
    r = reading(Atom("_heft_n_of", (x3, x13)), Atom("_benzene_n_1", (x13,)))
    best = b.axiom_sets(r)[0]
    ax = next(a for a in best.axioms if a.template == "relational_noun")
    assert str(ax.formula) == "∀x y. _heft_n_of(x, y) ↔ wdt:P2067(y, x)"
    assert 'WordNet synonym "weight"' in ax.source and ax.weight < 1.0
    off = Bridge(bridge.lexicon, bridge.labels, synonyms=False)
    assert dict(off.axiom_sets(r)[0].unbridged).keys() == {"_heft_n_of"}


@pytest.mark.wordnet
def test_wordnet_synonyms_from_wordnet(bridge):
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet not installed (make setup)")
    assert "movie" in Bridge(bridge.lexicon, bridge.labels).synonyms_of("film", "n")


def test_disambiguated_dbpedia_names_match_with_lower_weight():
    b = Bridge(Lexicon(), None, synonyms=False)
    r = reading(Atom("named", (x3, Const("Titanic", kind="literal"))), answer=())
    (s,) = b.axiom_sets(r, ["dbr:Titanic_(1997_film)", "dbo:director"])
    (ax,) = s.axioms
    assert ax.name == "entity:named(Titanic)=dbr:Titanic_(1997_film)"
    assert 0.5 < ax.weight < 0.95
    # an exact label wins over a qualified one
    sets = b.axiom_sets(r, ["dbr:Titanic_(1997_film)", "dbr:Titanic"])
    assert [s.axioms[0].kg_terms for s in sets] == [("dbr:Titanic",), ("dbr:Titanic_(1997_film)",)]


def test_named_n_year_literals_and_unknown_words(bridge):
    # "Which organizations were founded in 1950 in the U.S.?" pieces, and a word the ERG did not know
    r = reading(Atom("named_n", (x3, Const("US", kind="literal"))), Atom("yofc", (x5, Const("1950", kind="literal"))),
                Atom("_benzol/NN_u_unknown", (x13,)), answer=())
    (s,) = bridge.axiom_sets(r, ["dbr:US"])
    assert {str(a.formula) for a in s.axioms} == {
        '∀x. named_n(x, "US") ↔ x = dbr:US',
        '∀x. yofc(x, "1950") ↔ x = "1950"^^xsd:gYear',
        "∀x. _benzol/NN_u_unknown(x) ↔ x = wd:Q2270",
    }
    p = parse_erg_predicate("_timezone/NN_u_unknown")
    assert (p.lemma, p.pos) == ("timezone", "n")


MARRY = LEMON + """
:to_marry a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "marry"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :m_s ; lexinfo:directObject :m_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/spouse> ; lemon:subjOfProp :m_s ; lemon:objOfProp :m_o ] .
:m_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "to"@en ] ] .
"""


def test_transitive_verb_with_a_marked_argument_as_pp():
    # "Which monarchs were married to a German?": _marry_v_1(e1, i8, x3) ∧ _to_p(e1, x10)
    from rdflib import Graph
    b = Bridge(Lexicon.from_graph(Graph().parse(data=MARRY, format="turtle")), None, synonyms=False)
    e1, i8, x10 = Var("e1"), Var("i8"), Var("x10")
    r = reading(Exists((i8,), Atom("_marry_v_1", (e1, i8, x3))), Atom("_to_p", (e1, x10)))
    (s,) = b.axiom_sets(r)
    assert [str(a.formula) for a in s.axioms] == [
        "∀x y. (∃e i. _marry_v_1(e, i, x) ∧ _to_p(e, y)) ↔ dbo:spouse(x, y)"]
    # the active use keeps the transitive template
    (s,) = b.axiom_sets(reading(Atom("_marry_v_1", (x3, x10))))
    assert [str(a.formula) for a in s.axioms] == ["∀x y. _marry_v_1(x, y) ↔ dbo:spouse(x, y)"]


SERVE = LEMON + """
:serve a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "serve"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :s_s ; lexinfo:directObject :s_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/targetAirport> ; lemon:subjOfProp :s_s ; lemon:objOfProp :s_o ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Airline> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Airport> ] ] .
:airport a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "airport"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Airport> ] .
"""


def test_domain_and_range_axioms_for_classes_in_play():
    # "Which airports does Air China serve?"
    from rdflib import Graph
    b = Bridge(Lexicon.from_graph(Graph().parse(data=SERVE, format="turtle")), None, synonyms=False)
    r = reading(Atom("_airport_n_1", (x3,)), Atom("named", (x5, Const("Air China", kind="literal"))),
                Atom("_serve_v_1", (x5, x3)))
    (s,) = b.axiom_sets(r, ["dbr:Air_China", "dbo:targetAirport"])
    by = {a.name: str(a.formula) for a in s.axioms}
    # the question's class noun puts dbo:Airport in play: the range axiom comes along
    assert by["domain_range:dbo:targetAirport=dbo:Airport"] == "∀x y. dbo:targetAirport(x, y) → rdf:type(y, dbo:Airport)"
    assert "domain_range:dbo:targetAirport=dbo:Airline" not in by
    # a class the query names is in play too
    (s,) = b.axiom_sets(r, ["dbr:Air_China", "dbo:targetAirport", "dbo:Airline"])
    assert "domain_range:dbo:targetAirport=dbo:Airline" in {a.name for a in s.axioms}
    # no class in play, no typing axiom
    (s,) = b.axiom_sets(reading(Atom("_serve_v_1", (x5, x3))))
    assert [a.template for a in s.axioms] == ["transitive_verb"]


def test_noun_takes_the_preposition_its_frame_marks():
    # "List all boardgames by GMT.": _boardgames/NNS_u_unknown(x4) ∧ _by_p(x4, x10)
    from rdflib import Graph
    lex = BORN.replace('"capital"@en', '"boardgames"@en').replace("dbpedia.org/ontology/capital", "dbpedia.org/ontology/publisher") \
        .replace('"of"@en ] ] .\n"""', '"by"@en ] ] .\n"""')
    lex = lex.replace(':c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .', ':c2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "by"@en ] ] .')
    b = Bridge(Lexicon.from_graph(Graph().parse(data=lex, format="turtle")), None, synonyms=False)
    x4, x10 = Var("x4"), Var("x10")
    r = reading(Atom("named", (x10, Const("GMT", kind="literal"))), Atom("_boardgames/NNS_u_unknown", (x4,)),
                Atom("_by_p", (x4, x10)), answer=(x4,))
    (s, *_) = b.axiom_sets(r, ["dbo:publisher", "dbr:GMT_Games"])
    assert "∀x y. _boardgames/NNS_u_unknown(x) ∧ _by_p(x, y) ↔ dbo:publisher(y, x)" in {str(a.formula) for a in s.axioms}
    assert not any(p == "_by_p" for p, _ in s.unbridged)


def test_possessive_have(dbpedia_bridge):
    # "Which capital does France have?": _have_v_1(x5, x3) ∧ _capital_n_1(x3)
    r = reading(Atom("named", (x5, Const("France", kind="literal"))), Atom("_have_v_1", (x5, x3)),
                Atom("_capital_n_1", (x3,)))
    (s, *_) = dbpedia_bridge.axiom_sets(r, ["dbr:France", "dbo:capital"])
    assert "∀x y. _capital_n_1(y) ∧ _have_v_1(x, y) ↔ dbo:capital(x, y)" in {str(a.formula) for a in s.axioms}
    assert s.unbridged == ()
    # with the ERG's unexpressed argument: _capital_n_of(x3, i9)
    i9 = Var("i9")
    r = reading(Atom("named", (x5, Const("France", kind="literal"))), Atom("_have_v_1", (x5, x3)),
                Exists((i9,), Atom("_capital_n_of", (x3, i9))))
    (s, *_) = dbpedia_bridge.axiom_sets(r, ["dbr:France", "dbo:capital"])
    assert "∀x y. (∃i. _capital_n_of(y, i)) ∧ _have_v_1(x, y) ↔ dbo:capital(x, y)" in {str(a.formula) for a in s.axioms}


def test_verbal_modifier_of_a_compound_is_a_gerund(bridge):
    # "the melting point of water" with the modifier as the verb: _melt_v_1(x12) ∧ compound(x3, x12)
    x12, x14 = Var("x12"), Var("x14")
    r = reading(Atom("_melt_v_1", (x12,)), Atom("_water_n_1", (x14,)), Atom("_point_n_of", (x3, x14)),
                Atom("compound", (x3, x12)))
    (s,) = bridge.axiom_sets(r, ["wd:Q283", "wdt:P2101"])
    assert "multiword:_melt_v_1+_point_n_of=wdt:P2101" in {a.name for a in s.axioms}
    assert s.unbridged == ()


def test_a_verb_is_never_guessed_as_the_typing_property():
    # no lexicon: "What does the lamp type?"; rdf:type's local name is "type", but the guess would make
    # typing a verb's meaning, which a query with rdf:type then "proves"
    b = Bridge(Lexicon(), None, synonyms=False)
    r = reading(Atom("_type_v_1", (x3, x13)), Atom("_lamp_n_1", (x13,)))
    sets = b.axiom_sets(r, ["rdf:type", "dbo:Lamp"])
    assert not any("rdf:type" in a.kg_terms and a.name.startswith("transitive_verb")
                   for s in sets for a in s.axioms)


def test_with_gives_a_relational_noun_its_possessor(dbpedia_bridge):
    # "Name a country with a capital": _country_n_1(x3) ∧ _with_p(x3, x5) ∧ _capital_n_1(x5): the
    # country has the capital, as with "have"
    r = reading(Atom("_country_n_1", (x3,)), Atom("_with_p", (x3, x5)), Atom("_capital_n_1", (x5,)))
    sets = dbpedia_bridge.axiom_sets(r, ["dbo:capital"])
    caps = {str(a.formula) for s in sets for a in s.axioms if a.template == "relational_noun"}
    assert "∀x y. _capital_n_1(y) ∧ _with_p(x, y) ↔ dbo:capital(x, y)" in caps
    assert any(s.unbridged == (("_country_n_1", s.unbridged[0][1]),) for s in sets if s.unbridged)
    # "a capital with a harbour": the noun is the one "with" attaches to, not the one it has; the
    # possessor reading does not turn round
    r = reading(Atom("_capital_n_1", (x3,)), Atom("_with_p", (x3, x5)), Atom("_harbour_n_1", (x5,)))
    for s in dbpedia_bridge.axiom_sets(r, ["dbo:capital"]):
        assert not any("_with_p" in a.name for a in s.axioms if a.template == "relational_noun")
        assert "_with_p" in {p for p, _ in s.unbridged}


def test_degree_of_a_measure_noun_is_its_value(dbpedia_bridge):
    # "the tower with the highest elevation": _high_a_1(x5, d) ∧ _elevation_n_1(x5): the degree on the
    # height scale of an elevation is the elevation itself, whatever the adjective's own entries say
    d = Var("d")
    r = reading(Atom("_tower_n_1", (x3,)), Atom("_with_p", (x3, x5)), Atom("_elevation_n_1", (x5,)),
                Atom("_high_a_1", (x5, d)))
    (s, *_) = dbpedia_bridge.axiom_sets(r, [])
    assert "∀x d. _elevation_n_1(x) → (_high_a_1(x, d) ↔ d = x)" in {str(a.formula) for a in s.axioms}
    # an adjective of another scale says something else of it: no such reading
    r = reading(Atom("_elevation_n_1", (x5,)), Atom("_old_a_1", (x5, d)))
    assert not any(a.template == "superlative" for s in dbpedia_bridge.axiom_sets(r, []) for a in s.axioms)
    # nor an adjective of the scale on a noun that is no measure
    r = reading(Atom("_tower_n_1", (x5,)), Atom("_high_a_1", (x5, d)))
    assert not any(a.template == "superlative" for s in dbpedia_bridge.axiom_sets(r, []) for a in s.axioms)


TOWERS = LEMON + """
:elevation_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "elevation"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :e1 ; lexinfo:prepositionalAdjunct :e2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/elevation> ; lemon:subjOfProp :e2 ; lemon:objOfProp :e1 ] .
:e2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:tower a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "tower"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :t1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Tower> ; lemon:isA :t1 ] .
"""


@pytest.mark.parametrize("question", ["Which tower has the highest elevation?",
                                      "What is the tower with the highest elevation?"])
def test_superlative_of_a_had_measure_noun_end_to_end(question):
    from rdflib import Graph
    from verifier import Verifier
    p = "PREFIX dbo: <http://dbpedia.org/ontology/>\nSELECT ?t WHERE { ?t a dbo:Tower ; "
    with Verifier(lexicon=Lexicon.from_graph(Graph().parse(data=TOWERS, format="turtle"))) as v:
        assert v.check(question, p + "dbo:elevation ?e } ORDER BY DESC(?e) LIMIT 1").status == "accept"
        assert v.check(question, p + "dbo:elevation ?e } ORDER BY ?e LIMIT 1").reasons == ("wrong_aggregate",)
        assert v.check(question, p + "dbo:height ?e } ORDER BY DESC(?e) LIMIT 1").reasons == ("wrong_relation",)


def test_a_singular_superlative_asks_for_one_answer_a_bare_plural_for_no_number():
    from rdflib import Graph
    from verifier import Verifier
    p = "PREFIX dbo: <http://dbpedia.org/ontology/>\nSELECT ?t WHERE { ?t a dbo:Tower ; "
    with Verifier(lexicon=Lexicon.from_graph(Graph().parse(data=TOWERS, format="turtle"))) as v:
        three = v.check("Which tower has the highest elevation?", p + "dbo:elevation ?e } ORDER BY DESC(?e) LIMIT 3")
        assert three.status == "reject" and three.reasons == ("wrong_aggregate",)
        assert "single top-ranked" in three.explanation
        # "the highest towers" fixes no number: the top three are one fair answer
        plural = v.check("Which towers have the highest elevations?",
                         p + "dbo:elevation ?e } ORDER BY DESC(?e) LIMIT 3")
        assert plural.reasons != ("wrong_aggregate",)


def test_noun_without_entry_is_the_query_property_it_spells_through_a_link(dbpedia_bridge):
    # "What is the anthem in Peru?": no lexicon entry for "anthem", but the query's dbo:anthem spells it:
    # read as a relational noun whose argument "in" supplies (the anthem of Peru)
    peru = Atom("named", (x5, Const("Peru", kind="literal")))
    r = reading(Atom("_anthem_n_1", (x3,)), Atom("_in_p_loc", (x3, x5)), peru)
    sets = dbpedia_bridge.axiom_sets(r, ["dbr:Peru", "dbo:anthem"])
    assert "∀x y. _anthem_n_1(x) ∧ _in_p_loc(x, y) ↔ dbo:anthem(y, x)" in {str(a.formula) for a in sets[0].axioms}
    assert sets[0].unbridged == ()
    # "Which towns are in the timezone Z?" the other way round: the town has the time zone; an unknown
    # word matches the local name without its spaces (dbo:timeZone)
    tz = "_timezone/NN_u_unknown"
    r = reading(Atom("_town_n_1", (x3,)), Atom("_in_p_loc", (x3, x5)), Atom(tz, (x5,)))
    forms = {str(a.formula) for s in dbpedia_bridge.axiom_sets(r, ["dbo:timeZone"]) for a in s.axioms}
    assert f"∀x y. {tz}(y) ∧ _in_p_loc(x, y) ↔ dbo:timeZone(x, y)" in forms
    assert f"∀x y. {tz}(x) ∧ _in_p_loc(x, y) ↔ dbo:timeZone(y, x)" not in forms
    # a property the word does not spell is no reading of it
    r = reading(Atom("_anthem_n_1", (x3,)), Atom("_in_p_loc", (x3, x5)), peru)
    assert not any("dbo:motto" in a.name for s in dbpedia_bridge.axiom_sets(r, ["dbr:Peru", "dbo:motto"])
                   for a in s.axioms if a.template == "relational_noun")


def test_a_symmetric_property_holds_from_either_end():
    from verifier.bridge import Bridge
    from verifier.bridge.lexicon import Lexicon
    from verifier.bridge.ontology import _symmetry_axioms
    from verifier.logic import Atom, Const, Var
    from verifier.prover.compare import compare
    b = Bridge(Lexicon(), None, synonyms=False)
    axs = _symmetry_axioms(b, {"dbo:spouse", "dbo:developer"})
    assert len(axs) == 1 and axs[0].kg_terms == ("dbo:spouse",)
    u, ann = Var("u"), Const("dbr:Ann_Example")
    pairs = [(a.name, a.formula) for a in axs]
    one_way, other_way = Atom("dbo:spouse", (ann, u)), Atom("dbo:spouse", (u, ann))
    assert compare(one_way, [u], other_way, [u], pairs).status == "equivalent"
    # a relation that is not listed keeps its direction
    dev = [(a.name, a.formula) for a in _symmetry_axioms(b, {"dbo:developer"})]
    assert compare(Atom("dbo:developer", (ann, u)), [u], Atom("dbo:developer", (u, ann)), [u], dev).status == "different"


MULTIWORD = LEMON + """
:birth_place_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "birth place"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :b1 ; lexinfo:prepositionalAdjunct :b2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthPlace> ; lemon:subjOfProp :b2 ; lemon:objOfProp :b1 ] .
:b2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:time_zone_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "time zone"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :t1 ; lexinfo:prepositionalAdjunct :t2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/timeZone> ; lemon:subjOfProp :t2 ; lemon:objOfProp :t1 ] .
:t2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""


def test_two_word_relational_noun_takes_its_argument_through_a_link():
    from rdflib import Graph
    b = Bridge(Lexicon.from_graph(Graph().parse(data=MULTIWORD, format="turtle")), None, synonyms=False)
    z, i1, i2 = Var("x14"), Var("i17"), Var("i9")
    ada = Atom("named", (x5, Const("Ada", kind="literal")))
    # "Ada's birth place": the head's own argument unexpressed, the possessive supplies it
    r = reading(ada, Atom("_birth_n_1", (z,)), Exists((i1,), Atom("_place_n_of", (x3, i1))),
                Atom("compound", (x3, z)), Atom("poss", (x3, x5)))
    (s, *_) = b.axiom_sets(r, ["dbo:birthPlace"])
    mw = [a for a in s.axioms if a.template == "multiword"]
    assert [a.name for a in mw] == ["multiword:_birth_n_1+_place_n_of+poss=dbo:birthPlace"]
    assert "(∃i_u1. _place_n_of(x, i_u1)) ∧ poss(x, y) → dbo:birthPlace(y, x)" in str(mw[0].formula)
    assert s.unbridged == ()
    # "Lima is in which time zone?": the modifier's own argument unexpressed too, and "in" has the
    # noun second: the time zone of Lima
    lima = Atom("named", (x5, Const("Lima", kind="literal")))
    r = reading(lima, Exists((i2,), Atom("_time_n_of", (z, i2))), Atom("_zone_n_1", (x3,)),
                Atom("compound", (x3, z)), Atom("_in_p_loc", (x5, x3)))
    (s, *_) = b.axiom_sets(r, ["dbo:timeZone"])
    mw = [a for a in s.axioms if a.template == "multiword"]
    assert [a.name for a in mw] == ["multiword:_time_n_of+_zone_n_1+_in_p_loc=dbo:timeZone"]
    assert "_in_p_loc(x, y) → dbo:timeZone(x, y)" in str(mw[0].formula)
    assert "∃i_u1. _time_n_of(z, i_u1)" in str(mw[0].formula)
    assert s.unbridged == ()
