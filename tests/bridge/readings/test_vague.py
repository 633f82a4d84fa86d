"""Vague relations ("galleries in Paris", "ships with cannons"): table, axiom sets, and proofs."""

import pytest

from lemon_lexicon import header
from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.bridge.vague import parse_vague_table
from verifier.logic import And, Atom, Const, Exists, Var
from verifier.prover.compare import compare
from verifier.question.reading import Reading

x3, x9, i5 = Var("x3"), Var("x9"), Var("i5")
uri = Var("uri")


@pytest.fixture(scope="module")
def bridge():
    return Bridge(Lexicon(), None, synonyms=False)


def galleries_in_paris(prep="_in_p_loc"):
    # "Show me all galleries in Paris."
    return Reading(And((Atom("_gallery_n_1", (x3,)),
                        Exists((x9,), And((Atom(prep, (x3, x9)), Atom("named", (x9, Const("Paris", kind="literal")))))))),
                   (x3,), "wh",
                   words=(("_gallery_n_1", "gallery"),))


def vague_axioms(s):
    return [a for a in s.axioms if a.template == "vague_relation"]


def test_table_families_markers_and_continuations():
    t = parse_vague_table("@loc = ex:a ex:b\n       ex:c\n_in_p  normal @loc ex:d marker:in\n_with_p inverse @loc\n")
    (rule,) = t.for_relation("_in_p")
    assert rule.properties == {"ex:a", "ex:b", "ex:c", "ex:d"} and rule.markers == ("in",)
    assert t.relations == {"_in_p", "_with_p"}
    with pytest.raises(ValueError):
        parse_vague_table("_in_p sideways ex:a\n")
    with pytest.raises(ValueError):
        parse_vague_table("_in_p normal @nowhere\n")


def test_in_reads_as_a_location_property_of_the_query(bridge):
    sets = bridge.axiom_sets(galleries_in_paris(), ["dbo:location", "dbr:Paris", "dbo:Gallery"])
    best = sets[0]
    assert best.unbridged == ()
    (ax,) = vague_axioms(best)
    assert ax.name == "vague_relation:_gallery_n_1+_in_p_loc=dbo:location"
    assert str(ax.formula) == "∀x y. _gallery_n_1(x) → (_in_p_loc(x, y) ↔ dbo:location(x, y))"


def test_in_does_not_read_as_a_property_outside_its_family(bridge):
    # dbo:director is no location: "in" stays unbridged, so the verifier does not accept
    sets = bridge.axiom_sets(galleries_in_paris(), ["dbo:director", "dbr:Paris", "dbo:Gallery"])
    assert all(not vague_axioms(s) for s in sets)
    assert any(p == "_in_p_loc" for p, _ in sets[0].unbridged)


def test_with_is_the_inverse_of_location_and_relational_head(bridge):
    # "places with caves": _place_n_of(x3, i5) ∧ _with_p(x3, x9) ∧ _cave_n_1(x9)
    r = Reading(And((Exists((i5,), Atom("_place_n_of", (x3, i5))),
                     Exists((x9,), And((Atom("_with_p", (x3, x9)), Atom("_cave_n_1", (x9,))))))), (x3,), "wh")
    sets = bridge.axiom_sets(r, ["dbo:location", "dbo:Cave"])
    (ax,) = vague_axioms(sets[0])
    assert str(ax.formula) == "∀x y. (∃i. _place_n_of(x, i)) → (_with_p(x, y) ↔ dbo:location(y, x))"


def test_a_property_bridged_from_another_word_is_not_reused():
    from rdflib import Graph
    ttl = header(own="http://ex.org/lex#") + """
:gallery a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
  lemon:canonicalForm [ lemon:writtenRep "gallery"@en ] ;
  lemon:sense [ lemon:reference <http://dbpedia.org/ontology/location> ] ;
  lexinfo:synBehavior [ a lexinfo:NounPredicateFrame ] .
"""
    lex = Lexicon.from_graph(Graph().parse(data=ttl, format="turtle"))
    b = Bridge(lex, None, synonyms=False)
    for s in b.axiom_sets(galleries_in_paris(), ["dbo:location", "dbr:Paris"]):
        if any("gallery" in a.name and "dbo:location" in a.kg_terms for a in s.axioms):
            assert not vague_axioms(s)


def _check(bridge, reading, query, iris):
    for s in bridge.axiom_sets(reading, iris):
        cmp = compare(reading.formula, reading.answer_vars, query, (uri,), [(a.name, a.formula) for a in s.axioms])
        if cmp.status == "equivalent":
            return True
    return False


def test_proofs_right_property_accepted_wrong_direction_and_entity_not(bridge):
    paris, gallery = Const("dbr:Paris"), Const("dbo:Gallery")
    typed = Atom("rdf:type", (uri, gallery))
    right = And((typed, Atom("dbo:location", (uri, paris))))
    assert _check(bridge, galleries_in_paris(), right, ["rdf:type", "dbo:Gallery", "dbo:location", "dbr:Paris"])
    backwards = And((typed, Atom("dbo:location", (paris, uri))))
    assert not _check(bridge, galleries_in_paris(), backwards, ["rdf:type", "dbo:Gallery", "dbo:location", "dbr:Paris"])
    lyon = And((typed, Atom("dbo:location", (uri, Const("dbr:Lyon")))))
    assert not _check(bridge, galleries_in_paris(), lyon, ["rdf:type", "dbo:Gallery", "dbo:location", "dbr:Lyon"])
    director = And((typed, Atom("dbo:director", (uri, paris))))
    assert not _check(bridge, galleries_in_paris(), director, ["rdf:type", "dbo:Gallery", "dbo:director", "dbr:Paris"])


def test_a_union_of_allowed_properties_is_one_more_reading(bridge):
    paris, gallery = Const("dbr:Paris"), Const("dbo:Gallery")
    from verifier.logic import Or
    iris = ["rdf:type", "dbo:Gallery", "dbo:location", "dbo:city", "dbr:Paris"]
    sets = bridge.axiom_sets(galleries_in_paris(), iris)
    names = [a.name for s in sets for a in vague_axioms(s)]
    assert "vague_relation:_gallery_n_1+_in_p_loc=dbo:location|dbo:city" in names
    typed = Atom("rdf:type", (uri, gallery))
    either = And((typed, Or((Atom("dbo:location", (uri, paris)), Atom("dbo:city", (uri, paris))))))
    assert _check(bridge, galleries_in_paris(), either, iris)
    both = And((typed, Atom("dbo:location", (uri, paris)), Atom("dbo:city", (uri, paris))))
    assert not _check(bridge, galleries_in_paris(), both, iris)


def test_readings_that_differ_only_in_the_property_give_their_union():
    from verifier.bridge import Option
    from verifier.bridge.expand import _with_union
    from verifier.bridge.model import Axiom
    from verifier.logic import Forall, Iff, Or
    x, y = Var("x"), Var("y")

    def opt(p):
        f = Forall((x, y), Iff(Atom("_open_v_1", (x, y)), Atom(p, (x, y))))
        return Option(("_open_v_1", 2), (Axiom(f"v:{p}", f, "transitive_verb", kg_terms=(p,)),), 0.9)

    opts = [opt("ex:openingDate"), opt("ex:openingYear"), opt("ex:closingDate")]
    out = _with_union(opts, {"ex:openingDate", "ex:openingYear"})
    assert len(out) == 4 and out[1:] == opts
    assert out[0].axioms[0].formula == Forall((x, y), Iff(Atom("_open_v_1", (x, y)), Or(
        (Atom("ex:openingDate", (x, y)), Atom("ex:openingYear", (x, y))))))
    assert out[0].axioms[0].kg_terms == ("ex:openingDate", "ex:openingYear")
    # one of them in the query: nothing to unite
    assert _with_union(opts, {"ex:openingDate"}) == opts


def test_readings_of_a_property_and_its_inverse_give_their_union():
    from verifier.bridge import Option
    from verifier.bridge.expand import _with_union
    from verifier.bridge.model import Axiom
    from verifier.logic import Forall, Iff, Or
    x, y = Var("x"), Var("y")

    def opt(p, flipped=False):
        f = Forall((x, y), Iff(Atom("_inspire_v_1", (x, y)), Atom(p, (y, x) if flipped else (x, y))))
        return Option(("_inspire_v_1", 2), (Axiom(f"v:{p}", f, "transitive_verb", kg_terms=(p,)),), 0.9)

    # "A inspired B": ex:inspired(A, B), or ex:inspiredBy(B, A) read from the other end
    opts = [opt("ex:inspired"), opt("ex:inspiredBy", flipped=True)]
    out = _with_union(opts, {"ex:inspired", "ex:inspiredBy"})
    assert len(out) == 3 and out[1:] == opts
    assert out[0].axioms[0].formula == Forall((x, y), Iff(Atom("_inspire_v_1", (x, y)), Or(
        (Atom("ex:inspired", (x, y)), Atom("ex:inspiredBy", (y, x))))))
    # one property read from both ends is a conflict of directions, not two readings to unite
    assert _with_union([opt("ex:inspired"), opt("ex:inspired", flipped=True)], {"ex:inspired"})[0] == opt("ex:inspired")


def test_verb_with_a_vague_preposition_reads_as_a_property_named_after_it():
    from verifier.bridge.vague import load_vague_table, stem_matches, verb_pp_properties
    assert stem_matches("launch", "dbo:launchSite") and stem_matches("locate", "dbo:location")
    assert not stem_matches("play", "dbp:ballpark") and not stem_matches("die", "dbo:deathPlace")
    table = load_vague_table()
    props = ["dbo:openingDate", "dbo:openingYear", "dbo:architect", "dbo:location"]
    # "opened in 1990": a date-valued property named after the verb, not the architect or the place
    assert verb_pp_properties("open", [], "_in_p_temp", "date", props, table, None) == ["dbo:openingDate", "dbo:openingYear"]
    # "located in": the location family (and the verb's name)
    assert verb_pp_properties("locate", [], "_in_p_state", "", props, table, None) == ["dbo:location"]
    # a property the verb's own entry reads the other way round is not offered again as "normal"
    assert verb_pp_properties("locate", [("dbo:location", "inverse")], "_in_p_state", "", props, table, None) == []
    assert verb_pp_properties("design", [("dbo:architect", "normal")], "_in_p_state", "", props, table, None) == ["dbo:architect", "dbo:location"]


def test_an_entry_marked_with_a_place_preposition_lends_its_property_to_no_source_preposition():
    from verifier.bridge.options import _markers_agree
    # "perished in/at" is where; "perished from" is what of, so the place property is not offered
    assert _markers_agree(("in",), "_at_p_state") and _markers_agree(("at", "in"), "_in_p_loc")
    assert not _markers_agree(("in",), "_from_p_state") and not _markers_agree(("at",), "_into_p")
    # markers with no spatial role (the lexicon's odd "graduated by") say nothing either way
    assert _markers_agree(("by",), "_from_p_state") and _markers_agree(("in",), "_with_p")


def zarnok_labels():
    # "Show me all Zarnok galleries.": a compound whose modifier is a name
    return Reading(And((Atom("_gallery_n_1", (x3,)),
                        Exists((x9,), And((Atom("compound", (x3, x9)),
                                           Atom("named", (x9, Const("Zarnok", kind="literal")))))))),
                   (x3,), "wh", words=(("_gallery_n_1", "gallery"),))


def test_a_compound_with_a_name_reads_as_a_location_origin_maker_genre_or_sort(bridge):
    zarnok, gallery = Const("dbr:Zarnok"), Const("dbo:Gallery")
    typed = Atom("rdf:type", (uri, gallery))
    # the last: "Zarnok galleries" as galleries whose infobox type is the page Zarnok
    for prop in ("dbo:country", "dbo:genre", "dbo:artist", "dbp:type"):
        right = And((typed, Atom(prop, (uri, zarnok))))
        assert _check(bridge, zarnok_labels(), right, ["rdf:type", "dbo:Gallery", prop, "dbr:Zarnok"]), prop
    # a relation outside those families, or the wrong direction, is not what a compound says
    for wrong in (Atom("dbo:spouse", (uri, zarnok)), Atom("dbo:country", (zarnok, uri)),
                  Atom("dbp:type", (zarnok, uri))):
        assert not _check(bridge, zarnok_labels(), And((typed, wrong)),
                          ["rdf:type", "dbo:Gallery", wrong.pred, "dbr:Zarnok"]), wrong


def test_where_with_a_pp_reads_the_pp_on_the_place_asked_for(bridge):
    # "Where in Paris …": place_n(x3) ∧ _in_p_loc(x3, x9); the wh-word's place is the modified noun
    r = Reading(And((Atom("place_n", (x3,)),
                     Exists((x9,), And((Atom("_in_p_loc", (x3, x9)), Atom("named", (x9, Const("Paris", kind="literal")))))))),
                (x3,), "wh")
    paris = Const("dbr:Paris")
    iris = ["dbo:location", "dbr:Paris"]
    (ax,) = vague_axioms(bridge.axiom_sets(r, iris)[0])
    assert str(ax.formula) == "∀x y. place_n(x) → (_in_p_loc(x, y) ↔ dbo:location(x, y))"
    assert _check(bridge, r, Atom("dbo:location", (uri, paris)), iris)
    assert not _check(bridge, r, Atom("dbo:location", (paris, uri)), iris)


def hockey_arenas():
    # "Give me all hockey arenas.": the compound's modifier a common noun naming a query individual
    return Reading(And((Atom("_arena_n_1", (x3,)),
                        Exists((x9,), And((Atom("compound", (x3, x9)), Atom("_hockey_n_1", (x9,))))))),
                   (x3,), "wh", words=(("_arena_n_1", "arena"), ("_hockey_n_1", "hockey")))


@pytest.fixture(scope="module")
def wordnet_bridge():
    return Bridge(Lexicon(), None)


def test_a_compound_reads_as_a_property_whose_name_its_modifier_is_a_kind_of(wordnet_bridge):
    bridge = wordnet_bridge
    if bridge._wordnet() is None:
        pytest.skip("WordNet is not installed (make setup installs it)")
    # WordNet: hockey is a sport (table rule "compound … hypernym"); a league is nothing hockey is a kind of
    names = [a.name for s in bridge.axiom_sets(hockey_arenas(), ["dbo:sport", "dbr:Hockey"]) for a in vague_axioms(s)]
    assert "vague_relation:_arena_n_1+compound=dbo:sport" in names
    sources = [a.source for s in bridge.axiom_sets(hockey_arenas(), ["dbo:sport", "dbr:Hockey"])
               for a in vague_axioms(s)]
    assert any("a kind of what dbo:sport names" in s for s in sources)
    assert not [a for s in bridge.axiom_sets(hockey_arenas(), ["dbo:league", "dbr:Hockey"]) for a in vague_axioms(s)]


def test_the_hypernym_member_is_parsed():
    (rule,) = parse_vague_table("compound normal ex:a hypernym\n").for_relation("compound")
    assert rule.by_kind and rule.properties == {"ex:a"}
