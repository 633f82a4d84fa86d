"""DUDES: structures and composition, lexical DUDES per frame, the label index, SPARQL, the lazy
best-first composition over our parses, and selection by verification."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from verifier.bridge.lexicon import LexicalEntry, Lexicon, SynArg
from verifier.query import query_logic
from verifier.sources.dudes.build import Alternative, combinations
from verifier.sources.dudes.entities import EntityIndex, guess_name
from verifier.sources.dudes.lexical import copula, degree_word, empty, from_entity, from_entry, from_literal
from verifier.sources.dudes.sparql import QueryShapeError, query_form, to_sparql
from verifier.sources.dudes.structure import (Dudes, Filter, Iri, Literal, Order, SelectionPair, Triple, Var,
                                              compose)

CHEMISTRY = Path(__file__).resolve().parents[1] / "examples" / "chemistry"
P2067 = Iri("wdt:P2067")


# ------------------------------------------------------------------------------- structure


def mass_of(head="m") -> Dudes:
    x, y = Var(head), Var("y")
    return Dudes(x, frozenset({x, y}), (Triple(y, P2067, x),), (SelectionPair(y, "of"),))


def test_compose_substitutes_through_the_selection_pair_and_keeps_the_functors_main():
    d = compose(mass_of(), from_entity("wd:Q2270"), "of")
    assert d.main == Var("m")
    assert d.conditions == (Triple(Iri("wd:Q2270"), P2067, Var("m")),)
    assert d.pairs == ()  # the pair is used up
    assert Var("y") not in d.variables


def test_compose_fails_without_a_pair_with_that_marker():
    assert compose(mass_of(), from_entity("wd:Q2270"), "in") is None
    assert compose(from_entity("wd:Q2270"), mass_of(), "of") is None


def test_main_variable_follows_the_selected_side():
    contain = Dudes(None, frozenset({Var("s"), Var("o")}), (Triple(Var("s"), Iri("wdt:P527"), Var("o")),),
                    (SelectionPair(Var("s"), "subj"), SelectionPair(Var("o"), "dobj")))
    cls = Dudes(Var("c"), frozenset({Var("c")}), (Triple(Var("c"), Iri("wdt:P31"), Iri("wd:Q11173")),))
    # a verb has no main variable: the result takes its argument's
    d = compose(contain, cls, "subj")
    assert d.main == Var("c")
    assert d.pair("dobj") is not None
    # a functor that has one keeps it unless the argument is selected
    adj = Dudes(Var("a"), frozenset({Var("a")}), (Triple(Var("a"), Iri("wdt:P31"), Iri("wd:Q217113")),),
                (SelectionPair(Var("a"), "mod"),))
    noun = Dudes(Var("n"), frozenset({Var("n")}), (Triple(Var("n"), Iri("wdt:P31"), Iri("wd:Q11173")),))
    assert compose(adj, noun, "mod").main == Var("n")
    rel = compose(mass_of("v"), noun, "of", main="argument")
    assert rel.main == Var("n")


def test_referents_are_renamed_apart_before_composition():
    f = mass_of("m")
    arg = Dudes(Var("m"), frozenset({Var("m")}), (Triple(Var("m"), Iri("wdt:P31"), Iri("wd:Q11173")),))
    d = compose(f, arg, "of")
    subjects = {c.s for c in d.conditions}
    assert Var("m") not in subjects  # the argument's m was renamed, not captured
    assert len(d.variables) == 2


def test_two_constants_do_not_unify():
    be = copula(Var("v"))
    d = compose(be, from_entity("wd:Q2270"), "subj")
    assert compose(d, from_entity("wd:Q15779"), "pred") is None
    assert compose(d, from_entity("wd:Q2270"), "pred").main == Iri("wd:Q2270")


def test_dudes_are_immutable():
    d = mass_of()
    with pytest.raises(Exception):
        d.main = Var("z")  # type: ignore[misc]


# ------------------------------------------------------------------------------- lexical DUDES


@pytest.fixture(scope="module")
def chem_lexicon() -> Lexicon:
    return Lexicon.load(CHEMISTRY / "lexicon.ttl")


def test_noun_pp_frame_follows_the_lexicon_direction(chem_lexicon):
    (mass,) = chem_lexicon.lookup("mass", "noun")
    d = from_entry(mass, Var("x"))
    assert d.main == Var("x") and d.markers == ("of",)
    (t,) = d.conditions
    assert t.p == P2067 and t.o == Var("x")  # the value is the object; "of Y" is the subject


def test_class_noun_is_a_restriction(chem_lexicon):
    (compound,) = chem_lexicon.lookup("compound", "noun")
    d = from_entry(compound, Var("x"))
    assert d.conditions == (Triple(Var("x"), Iri("wdt:P31"), Iri("wd:Q11173")),) and d.pairs == ()


def test_superlative_adjective_has_a_scale(chem_lexicon):
    (light,) = chem_lexicon.lookup("lightest", "adjective")
    d = from_entry(light, Var("x"))
    assert d.scale is not None and d.scale.prop == P2067 and d.scale.high is False
    assert d.markers == ("mod",)


def test_verb_frames_have_subject_and_object_or_preposition_pairs(chem_lexicon):
    (contain,) = chem_lexicon.lookup("contain", "verb")
    d = from_entry(contain, Var("e"))
    assert d.main is None and d.markers == ("subj", "dobj")
    (occur,) = chem_lexicon.lookup("occur", "verb")
    d = from_entry(occur, Var("e"))
    assert d.markers == ("subj", "in")
    (t,) = d.conditions
    assert t.s == d.pair("in").var  # "X occurs in Y": Y has part X


def test_prepositional_transitive_frame_uses_its_marker():
    e = LexicalEntry("ex:marry", "marry", "verb", "TransitiveFrame", "dbo:spouse",
                     args=(SynArg("subject", "object"), SynArg("directObject", "subject", "to")))
    assert from_entry(e, Var("e")).markers == ("subj", "to")
    by = LexicalEntry("ex:develop", "develop", "verb", "TransitiveFrame", "dbo:developer",
                      args=(SynArg("subject", "object"), SynArg("directObject", "subject", "by")))
    assert from_entry(by, Var("e")).markers == ("subj", "dobj")


def test_entities_literals_and_degree_words():
    assert from_entity("wd:Q2270").main == Iri("wd:Q2270")
    assert from_literal("0.7").main == Literal("0.7")
    d = degree_word(Var("v"), high=False)
    assert d.scale.degree == Var("v") and d.scale.prop is None and not d.scale.high


# ------------------------------------------------------------------------------- entities


@pytest.fixture(scope="module")
def chem_index() -> EntityIndex:
    from verifier.kg.store import EmbeddedStore

    return EntityIndex(EmbeddedStore(CHEMISTRY / "kg.ttl"))


def test_label_index_exact_alt_and_fuzzy(chem_index):
    assert chem_index.lookup("benzene")[0].name == "wd:Q2270"
    assert chem_index.lookup("Table salt")[0].name == "wd:Q2314"  # skos:altLabel, case ignored
    fuzzy = chem_index.lookup("benzen")
    assert fuzzy[0].name == "wd:Q2270" and fuzzy[0].how == "fuzzy" and fuzzy[0].score < 0.8
    assert chem_index.lookup("boiling point") == ()  # properties are not entities


def test_guessing_dbpedia_names_without_a_kg():
    idx = EntityIndex(None, guess="dbr")
    (m,) = idx.lookup("Angela Merkel")
    assert m.name == "dbr:Angela_Merkel" and m.how == "guess"
    assert idx.lookup("Angela Merkel", guess=False) == ()
    assert guess_name("new York city?") == "dbr:New_York_city"


# ------------------------------------------------------------------------------- SPARQL


def _parse(q: str):
    return query_logic(q)


def test_select_ask_count_superlative_and_filter():
    mass = compose(mass_of(), from_entity("wd:Q2270"), "of")
    q = to_sparql(mass.with_marks(("answer", Var("m"))))
    assert "SELECT DISTINCT ?x" in q and "wd:Q2270 wdt:P2067 ?x" in q and "PREFIX wdt:" in q
    assert _parse(q).form == "select"

    cls = Dudes(Var("c"), frozenset({Var("c")}), (Triple(Var("c"), Iri("wdt:P31"), Iri("wd:Q11173")),))
    counted = cls.with_marks(("count", Var("c")))
    assert query_form(counted) == "count" and _parse(to_sparql(counted)).form == "count"

    ask = Dudes(None, conditions=(Triple(Iri("wd:Q2270"), Iri("wdt:P31"), Iri("wd:Q217113")),))
    assert "\nASK WHERE {" in to_sparql(ask) and _parse(to_sparql(ask)).form == "ask"

    top = cls.with_conditions(Triple(Var("c"), P2067, Var("d")), Order(Var("d"), True),
                              variables=[Var("d")]).with_marks(("answer", Var("c")))
    q = to_sparql(top)
    assert q.endswith("ORDER BY DESC(?v1)\nLIMIT 1") and _parse(q).form == "superlative"

    cmp_ = cls.with_conditions(Triple(Var("c"), P2067, Var("d")), Filter(Var("d"), ">", Literal("150")),
                               variables=[Var("d")]).with_marks(("answer", Var("c")))
    assert "FILTER(?v1 > 150)" in to_sparql(cmp_)


def test_no_query_for_a_constant_answer_or_no_triple():
    with pytest.raises(QueryShapeError):
        to_sparql(from_entity("wd:Q2270").with_marks(("answer", Iri("wd:Q2270"))))
    with pytest.raises(QueryShapeError):
        to_sparql(empty(Var("x")).with_marks(("answer", Var("x"))))


# ------------------------------------------------------------------------------- enumeration


def test_combinations_are_best_first_and_lazy():
    d = empty(Var("x"))
    units = [(1, [Alternative(d, frozenset({1}), s) for s in (0.9, 0.5, 0.1)]),
             (2, [Alternative(d, frozenset({2}), s) for s in (1.0, 0.8)]),
             (3, [Alternative(d, frozenset({3}), s) for s in [1.0] * 50])]
    gen = combinations(units, limit=10)
    assert isinstance(gen, types.GeneratorType)
    scores = [s for s, _ in gen]
    assert len(scores) == 10 and scores == sorted(scores, reverse=True)
    assert scores[0] == pytest.approx(0.9)


# ------------------------------------------------------------------------------- the pipeline


@pytest.fixture(scope="module")
def chem_pipeline(chemistry_verifier):
    from verifier.sources.dudes import DudesPipeline

    return DudesPipeline(chemistry_verifier.lexicon, chemistry_verifier.store, parser=chemistry_verifier.parser)


def test_candidates_come_from_a_generator_best_first(chem_pipeline):
    gen = chem_pipeline.candidates("What is the mass of benzene?")
    assert isinstance(gen, types.GeneratorType)
    first = next(gen)
    assert "wd:Q2270 wdt:P2067 ?x" in first.sparql and first.meta["form"] == "select"
    rest = list(gen)
    assert all(c.score <= first.score for c in rest)


@pytest.mark.parametrize("question, fragment", [
    ("Which compounds contain nitrogen?", "?x wdt:P527 wd:Q627"),
    ("How many chemical elements are there?", "COUNT(DISTINCT ?x)"),
    ("What is the heaviest compound?", "ORDER BY DESC(?v1)"),
    ("Is benzene heavier than toluene?", "FILTER(?v1 > ?v2)"),
    ("Which elements occur in water?", "wd:Q283 wdt:P527 ?x"),
    ("What is the boiling point of sodium chloride?", "wd:Q2314 wdt:P2102 ?x"),
    ("Which compounds contain carbon and oxygen?", "?x wdt:P527 wd:Q629"),
])
def test_compositions_over_the_parse(chem_pipeline, question, fragment):
    first = next(chem_pipeline.candidates(question))
    assert fragment in first.sparql


def test_selection_by_verification_returns_an_accepted_candidate_with_its_proof(chem_pipeline,
                                                                                  chemistry_verifier):
    sel = chem_pipeline.answer("Which compounds are aromatic?", chemistry_verifier)
    assert sel.accepted and sel.verdict.status == "accept"
    assert sel.verdict.proof["axioms"]
    assert "wdt:P31 wd:Q217113" in sel.candidate.sparql


def test_a_question_without_candidates_selects_nothing(chem_pipeline, chemistry_verifier):
    sel = chem_pipeline.answer("Colourless green ideas sleep furiously.", chemistry_verifier)
    assert not sel.accepted and sel.candidate is None


def test_the_pipeline_is_a_guardrail_generator(chem_pipeline, chemistry_verifier):
    from verifier.sources.guardrail import Guardrail

    result = Guardrail(chem_pipeline, chemistry_verifier, attempts=3).answer("What is the density of ethanol?")
    assert result.accepted and "wd:Q153 wdt:P2054 ?x" in result.sparql
    with pytest.raises(Exception):
        chem_pipeline.generate("Colourless green ideas sleep furiously.")


def test_an_endpoint_is_asked_for_exact_labels():
    from rdflib import URIRef

    class Endpoint:
        def __init__(self):
            self.queries = []

        def select(self, q):
            self.queries.append(q)
            return [{"s": URIRef("http://www.wikidata.org/entity/Q2270")}] if '"benzene"' in q else []

    ep = Endpoint()
    idx = EntityIndex(ep)
    assert idx.lookup("benzene")[0].name == "wd:Q2270"
    assert idx.lookup("toluene") == ()
    assert len(ep.queries) == 2  # one request per text, no scan of the KG


def test_how_adjective_asks_for_the_value(chem_pipeline):
    first = next(chem_pipeline.candidates("How heavy is benzene?"))
    assert "SELECT DISTINCT ?x" in first.sparql and "wd:Q2270 wdt:P2067 ?x" in first.sparql


def test_answer_unpacks_to_candidate_and_verdict(chem_pipeline, chemistry_verifier):
    candidate, verdict = chem_pipeline.answer("What is the boiling point of water?", chemistry_verifier)
    assert verdict.status == "accept" and "wd:Q283 wdt:P2102 ?x" in candidate.sparql


def test_how_much_asks_for_the_amount_not_a_count():
    from verifier.sources.dudes import DudesPipeline
    from verifier.bridge.lexicon import LexicalEntry, Lexicon, SynArg

    lex = Lexicon([LexicalEntry("ex:population", "population", "noun", "NounPPFrame", "dbo:populationTotal",
                                args=(SynArg("copulativeArg", "object"),
                                      SynArg("prepositionalAdjunct", "subject", "of")))])
    p = DudesPipeline(lex, None)
    first = next(p.candidates("How much is the population of Paris?"))
    assert "COUNT" not in first.sparql and "dbr:Paris dbo:populationTotal ?x" in first.sparql


def test_names_sparql_cannot_spell_as_prefixed_names_are_written_whole():
    d = Dudes(Var("x"), frozenset({Var("x")}), (Triple(Var("x"), Iri("dbo:developer"), Iri("dbr:Heckler_&_Koch")),
                                                Triple(Iri("dbr:Lake_Placid_(Texas)"), Iri("dbo:x"), Var("x"))))
    q = to_sparql(d.with_marks(("answer", Var("x"))))
    assert "<http://dbpedia.org/resource/Heckler_&_Koch>" in q and "<http://dbpedia.org/resource/Lake_Placid_(Texas)>" in q
    assert _parse(q).form == "select"


def test_how_many_over_a_numeric_property_asks_for_its_value():
    from verifier.sources.dudes import DudesPipeline
    from verifier.sources.dudes.pipeline import Typing

    staff = LexicalEntry("lex:staff", "worker", "noun", "NounPPFrame", "dbo:staffCount", range="xsd:nonNegativeInteger",
                         args=(SynArg("copulativeArg", "object"), SynArg("prepositionalAdjunct", "subject", "of")))
    child = LexicalEntry("lex:child", "child", "noun", "NounPPFrame", "dbo:child", range="dbo:Person",
                         args=(SynArg("copulativeArg", "object"), SynArg("prepositionalAdjunct", "subject", "of")))
    typing = Typing.from_lexicon(Lexicon([staff, child]))
    x = Var("x")
    counted = Dudes(x, frozenset({x}), (Triple(Iri("dbr:Acme"), Iri("dbo:staffCount"), x),), marks=(("count", x),))
    assert typing.count_as_value(counted).marks == (("answer", x),)
    people = Dudes(x, frozenset({x}), (Triple(Iri("dbr:Ann"), Iri("dbo:child"), x),), marks=(("count", x),))
    assert typing.count_as_value(people) is people
    first = next(DudesPipeline(Lexicon([staff, child]), None).candidates("How many workers does Acme have?"))
    assert "COUNT" not in first.sparql and "dbr:Acme dbo:staffCount ?x" in first.sparql


def test_a_list_of_things_is_the_things():
    from verifier.sources.dudes import DudesPipeline

    lex = Lexicon([LexicalEntry("lex:lake", "lake", "noun", "NounPredicateFrame", "dbo:Lake"),
                   LexicalEntry("lex:in", "flow", "verb", "IntransitivePPFrame", "dbo:inflow",
                                args=(SynArg("subject", "object"), SynArg("prepositionalAdjunct", "subject", "into")))])
    p = DudesPipeline(lex, None)
    plain = next(p.candidates("Give me all lakes."))
    listed = next(p.candidates("Give me a list of all lakes."))
    assert listed.sparql == plain.sparql and "?x rdf:type dbo:Lake" in listed.sparql


def test_a_fuzzy_label_keeps_the_surface_guess_as_an_alternative():
    idx = EntityIndex(None, [("dbo:Surname", "surname")], guess="dbr")
    fuzzy, guessed = idx.lookup("Suriname")
    assert (fuzzy.name, fuzzy.how) == ("dbo:Surname", "fuzzy")
    assert (guessed.name, guessed.how) == ("dbr:Suriname", "guess") and guessed.score < fuzzy.score
    # an exact label needs no guess
    assert [m.name for m in idx.lookup("surname")] == ["dbo:Surname"]


def test_a_literal_is_never_a_subject():
    d = Dudes(Var("x"), frozenset({Var("x")}), (Triple(Literal("Paris"), Iri("dbo:mayor"), Var("x")),))
    with pytest.raises(QueryShapeError):
        to_sparql(d.with_marks(("answer", Var("x"))))


def test_a_lower_case_adjective_before_a_name_is_not_part_of_the_name():
    from verifier.sources.dudes import DudesPipeline

    lexicon = Lexicon([
        LexicalEntry("ex:star", "star", "verb", "TransitiveFrame", "dbo:starring",
                     args=(SynArg("subject", "subject"), SynArg("directObject", "object"))),
        LexicalEntry("ex:film", "film", "noun", "NounPredicateFrame", "dbo:Film"),
    ])
    pipeline = DudesPipeline(lexicon, None)
    texts = [c.sparql for _, c in zip(range(6), pipeline.candidates("Which films star both Nora Lind and Ada Berg?"))]
    assert texts and any("dbr:Nora_Lind" in t and "dbr:Ada_Berg" in t for t in texts)
    assert not any("Both_Nora_Lind" in t for t in texts)
    # a capitalised adjective still belongs to the name
    first = next(pipeline.candidates("Which films star Great Nora?"))
    assert "dbr:Great_Nora" in first.sparql


def test_a_preposition_on_a_noun_reads_as_a_property_the_lexicon_marks_with_it_for_the_class():
    from verifier.sources.dudes import DudesPipeline

    lexicon = Lexicon([
        LexicalEntry("ex:club", "club", "noun", "NounPredicateFrame", "dbo:SoccerClub"),
        LexicalEntry("ex:playin", "play", "verb", "IntransitivePPFrame", "dbo:league", domain="dbo:SoccerClub",
                     args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", "in"))),
        LexicalEntry("ex:groundin", "ground", "verb", "IntransitivePPFrame", "dbo:ground", domain="dbo:SoccerClub",
                     args=(SynArg("subject", "subject"), SynArg("prepositionalAdjunct", "object", "in"))),
        LexicalEntry("ex:lake", "lake", "noun", "NounPredicateFrame", "dbo:Lake"),
    ])
    pipeline = DudesPipeline(lexicon, None)
    # two properties fit the class; the one the object's name names comes first
    first = next(pipeline.candidates("Give me all clubs in the Kappa League."))
    assert "?x dbo:league dbr:Kappa_League" in first.sparql and "?x rdf:type dbo:SoccerClub" in first.sparql
    # no entry for the class: "in" is read as the generic location
    lake = next(pipeline.candidates("Give me all lakes in Norway."))
    assert "?x dbo:location dbr:Norway" in lake.sparql
    # a preposition the vague-relation table does not read as a location gets no default
    assert next(pipeline.candidates("Give me all lakes for Norway."), None) is None


def test_a_predicative_preposition_reads_as_the_property_its_argument_noun_names():
    from verifier.sources.dudes import DudesPipeline

    lexicon = Lexicon([
        LexicalEntry("ex:country", "country", "noun", "NounPredicateFrame", "dbo:Country"),
        LexicalEntry("ex:countryof", "country", "noun", "NounPPFrame", "dbo:country",
                     args=(SynArg("copulativeArg", "object"), SynArg("prepositionalAdjunct", "subject", "of"))),
    ])
    pipeline = DudesPipeline(lexicon, None)
    texts = [c.sparql for c in pipeline.candidates("In which country is Kappa Lake?")]
    assert any("dbr:Kappa_Lake dbo:country ?x" in t and "?x rdf:type dbo:Country" in t for t in texts)
    # a locative preposition also reads as the generic location
    assert any("dbr:Kappa_Lake dbo:location ?x" in t for t in texts)
