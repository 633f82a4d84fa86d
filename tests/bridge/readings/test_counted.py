"""How-many questions answered by a stored count: the reduction to the owner, on small formulas."""

from lemon_lexicon import LEMON
from verifier.logic import Atom, Const, Eq, Exists, Var, conj
from verifier.bridge.readings.counted import counts_noun, reduce_count

C, O, N, I = Var("c"), Var("o"), Var("n"), Var("i")
lit = lambda s: Const(s, kind="literal")  # noqa: E731
iri = lambda s: Const(s, kind="iri")  # noqa: E731


def _question(noun="_lamp_n_1", link="_have_v_1", extra=()):
    # "How many lamps does Tarn have?" — the count body, free in the counted variable c
    return Exists((O,), conj([Atom("named", (O, lit("Tarn"))), Atom(noun, (C,)), Atom(link, (O, C)), *extra]))


def test_count_property_names():
    assert counts_noun("ex:numberOfLamps", "lamp") and counts_noun("ex:lampCount", "lamp")
    assert counts_noun("ex:populationTotal", "inhabitant")
    assert not counts_noun("ex:lampColour", "lamp") and not counts_noun("ex:numberOfDoors", "lamp")
    assert not counts_noun("ex:populationDensity", "people")
    # a seating capacity is the number of seats (count_properties.tsv): "How many seats does X have?"
    assert counts_noun("ex:seatingCapacity", "seat") and counts_noun("ex:capacity", "spectator")
    assert not counts_noun("ex:seatingCapacity", "employee")


def test_a_count_property_names_its_noun_in_an_irregular_plural():
    # "How many children does Tarn have?" against ex:numberOfChildren: WordNet's morphology reads "children"
    assert counts_noun("ex:numberOfChildren", "child") and counts_noun("ex:numberOfMice", "mouse")
    assert not counts_noun("ex:numberOfChildren", "parent") and not counts_noun("ex:childName", "child")
    red = reduce_count(_question(noun="_child_n_1"), (C,), Atom("ex:numberOfChildren", (iri("ex:Tarn"), N)), (N,))
    assert red is not None and red.noun == "child"


def test_reduction_to_the_owner():
    red = reduce_count(_question(), (C,), Atom("ex:numberOfLamps", (iri("ex:Tarn"), N)), (N,))
    assert red is not None and red.question == Atom("named", (O, lit("Tarn")))
    assert red.query == Eq(red.query_answer, iri("ex:Tarn")) and red.noun == "lamp"


def test_no_reduction_when_the_property_counts_something_else_or_the_noun_is_restricted():
    store = Atom("ex:numberOfDoors", (iri("ex:Tarn"), N))
    assert reduce_count(_question(), (C,), store, (N,)) is None
    red_lamps = Atom("ex:numberOfLamps", (iri("ex:Tarn"), N))
    assert reduce_count(_question(extra=(Atom("_red_a_1", (C,)),)), (C,), red_lamps, (N,)) is None
    assert reduce_count(_question(link="_repair_v_1"), (C,), red_lamps, (N,)) is None


def test_how_many_answered_by_a_value_is_count_by_property():
    from verifier.api import form_mismatch
    from verifier.query import query_logic
    ql = query_logic("PREFIX ex: <http://example.org/> SELECT ?n WHERE { ex:Tarn ex:numberOfLamps ?n }")
    assert form_mismatch("count", ql)[0] == "count_by_property"


def test_compared_count_is_read_from_a_stored_number():
    from verifier.logic import Cmp, Num
    from verifier.logic.formulas import Count
    from verifier.bridge.readings.counted import stored_counts
    # "Which halls have more than 3 doors?" against ex:doorCount(h, n) ∧ n > 3
    q = conj([Atom("_hall_n_1", (O,)),
              Count((C,), conj([Atom("generic_entity", (C,)), Atom("_have_v_1", (O, C)), Atom("_door_n_1", (C,))]),
                    ">", Num(3.0))])
    s = Exists((N,), conj([Atom("ex:doorCount", (O, N)), Cmp(">", N, Num(3.0))]))
    out = stored_counts(q, s)
    assert out is not None and "ex:doorCount(o, c_number)" in str(out) and "c_number > 3" in str(out)
    assert stored_counts(q, Exists((N,), Atom("ex:windowCount", (O, N)))) is None


def test_conditions_on_the_owner_inside_a_compared_count_stay_conditions():
    from verifier.logic import Cmp, Num
    from verifier.logic.formulas import Count
    from verifier.bridge.readings.counted import stored_counts
    # "Show halls by Aalto with more than 3 doors" scoped with the owner's own words inside the count:
    # #{c | hall(o) ∧ by(o, a) ∧ with(o, c) ∧ door(c)} > 3 is hall(o) ∧ by(o, a) ∧ doorCount(o, n) ∧ n > 3
    A = Var("a")
    own = [Atom("_hall_n_1", (O,)), Atom("_by_p", (O, A))]
    link = [Atom("generic_entity", (C,)), Atom("_with_p", (O, C)), Atom("_door_n_1", (C,))]
    s = Exists((N,), conj([Atom("ex:doorCount", (O, N)), Cmp(">", N, Num(3.0))]))
    out = stored_counts(Count((C,), conj(own + link), ">", Num(3.0)), s)
    assert out is not None and "_hall_n_1(o)" in str(out) and "_by_p(o, a)" in str(out)
    assert "ex:doorCount(o, c_number)" in str(out) and "#" not in str(out)
    # "fewer than 3 doors": a hall not by Aalto has no such doors at all, which is fewer than 3, so
    # the conditions cannot leave the count
    assert stored_counts(Count((C,), conj(own + link), "<", Num(3.0)), s) is None


def test_a_count_linked_through_an_event_inside_it_has_no_owner():
    from verifier.logic import Cmp, Num
    from verifier.logic.formulas import Count
    from verifier.bridge.readings.counted import stored_counts
    E = Var("e1")
    # "halls with more than 3 doors" where "with" is an event bound inside the count
    q = conj([Atom("_hall_n_1", (O,)),
              Count((C,), Exists((E,), conj([Atom("_with_p", (E, C)), Atom("_door_n_1", (C,))])), ">", Num(3.0))])
    s = Exists((N,), conj([Atom("ex:doorCount", (O, N)), Cmp(">", N, Num(3.0))]))
    assert stored_counts(q, s) is None


def test_a_stored_count_of_another_owner_is_disproved_and_its_values_are_not_counted():
    from verifier.api import Verifier, form_mismatch
    from verifier.query import query_logic
    from verifier.question.reading import Reading

    head = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
    reading = Reading(_question(), (C,), "count")
    v = Verifier()
    # "How many lamps does Tarn have?" answered by the number of lamps of Mora: the owners differ
    other = v._count_by_property(reading, 0, query_logic(head + "SELECT ?n WHERE { dbr:Mora dbo:numberOfLamps ?n }"),
                                 [], {}, {})
    assert other.status == "mismatch" and other.reasons[0] == "deviating_entity" and "another owner" in other.detail
    same = v._count_by_property(reading, 0, query_logic(head + "SELECT ?n WHERE { dbr:Tarn dbo:numberOfLamps ?n }"),
                                [], {}, {"question": "", "sparql": ""})
    assert same.status == "accept"
    # COUNT over the stored number counts one value, not the lamps
    counted = query_logic(head + "SELECT (COUNT(?n) AS ?c) WHERE { dbr:Tarn dbo:numberOfLamps ?n }")
    assert form_mismatch("count", counted)[0] == "wrong_aggregate"
    assert form_mismatch("count", query_logic(head + "SELECT (COUNT(?l) AS ?c) WHERE { dbr:Tarn dbo:lamp ?l }")) is None


def test_a_number_kept_in_two_properties_is_read_from_either():
    from verifier.logic import Cmp, Num, Or
    from verifier.logic.formulas import Count
    from verifier.bridge.readings.counted import stored_count_readings
    # "Which halls have more than 3 doors?" against (ex:doorCount ∨ ex:numDoors)(h, n) ∧ n > 3
    q = conj([Atom("_hall_n_1", (O,)),
              Count((C,), conj([Atom("generic_entity", (C,)), Atom("_have_v_1", (O, C)), Atom("_door_n_1", (C,))]),
                    ">", Num(3.0))])
    s = Exists((N,), conj([Or((Atom("ex:doorCount", (O, N)), Atom("ex:numDoors", (O, N)))), Cmp(">", N, Num(3.0))]))
    out = [str(f) for f in stored_count_readings(q, s)]
    # each property alone first (a query may use just one), then either of them
    assert len(out) == 3 and "ex:doorCount(o, c_number)" in out[0] and "ex:numDoors(o, c_number)" in out[1]
    assert "ex:doorCount(o, c_number) ∨ ex:numDoors(o, c_number)" in out[2]
    # a property that counts other things is never read as the number of doors
    s2 = Exists((N,), conj([Or((Atom("ex:doorCount", (O, N)), Atom("ex:numWindows", (O, N)))), Cmp(">", N, Num(3.0))]))
    assert [str(f) for f in stored_count_readings(q, s2)] == out[:1]


#: a lexicon with one class noun, "museum"
MUSEUM_LEX = LEMON + """
:museum a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "museum"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :m1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Museum> ; lemon:isA :m1 ] .
"""


def test_a_count_kept_in_two_properties_is_accepted_against_their_union(tmp_path):
    from verifier import Verifier
    lex = tmp_path / "lexicon.ttl"
    lex.write_text(MUSEUM_LEX, encoding="utf-8")
    h = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> "
    union = h + ("SELECT ?m WHERE { ?m a dbo:Museum { ?m dbo:numberOfVisitors ?n } UNION { ?m dbp:visitorCount ?n }"
                 " FILTER(?n > 5000) }")
    with Verifier(lexicon=lex, timeout_ms=20000) as v:
        q = "Which museums have more than 5000 visitors?"
        ok = v.check(q, union)
        assert ok.status == "accept"
        assert any("dbo:numberOfVisitors or dbp:visitorCount" in n for n in ok.notes)
        assert v.check(q, union.replace("?n > 5000", "?n > 6000")).status != "accept"
        assert v.check(q, h + "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:numberOfVisitors ?n FILTER(?n > 5000) }"
                       ).status == "accept"


def test_more_nouns_than_another_owner_compares_two_stored_counts(tmp_path):
    # "Does A have more N than B?": than-B is elliptical for "than B has N", so the two numbers are compared
    from verifier import Verifier
    from verifier.logic.formulas import Count
    from verifier.logic.ops import atoms, subformulas
    lex = tmp_path / "lexicon.ttl"
    lex.write_text(LEMON, encoding="utf-8")
    h = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
    q = "Does Oslo have more bridges than Bergen?"
    with Verifier(lexicon=lex, timeout_ms=20000) as v:
        (r, *_), _ = v.readings(q)
        counts = [f for f in subformulas(r.formula) if isinstance(f, Count)]
        assert len(counts) == 2 and {c.op for c in counts} == {">", "="}
        assert not any(a.pred == "much-many_a" for a in atoms(r.formula))
        right = h + ("ASK { dbr:Oslo dbo:numberOfBridges ?a . dbr:Bergen dbo:numberOfBridges ?b FILTER(?a > ?b) }")
        assert v.check(q, right).status == "accept"
        # the reduction to stored numbers only ever proves; the other direction is never accepted
        assert v.check(q, right.replace("?a > ?b", "?b > ?a")).status != "accept"
        assert v.check(q, right.replace("numberOfBridges", "numberOfTunnels")).status != "accept"


def test_a_stored_count_with_another_bound_or_a_triple_more_is_explained_as_such(tmp_path):
    # the stored-count reading proves only; where it fails by one FILTER bound or one triple, that edit
    # is the explanation (the reading that counts values would only say the two constrain different things)
    from verifier import Verifier
    lex = tmp_path / "lexicon.ttl"
    lex.write_text(MUSEUM_LEX, encoding="utf-8")
    h = "PREFIX dbo: <http://dbpedia.org/ontology/> "
    q = "Which museums have more than 5000 visitors?"
    with Verifier(lexicon=lex, timeout_ms=20000) as v:
        other = v.check(q, h + "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:numberOfVisitors ?n FILTER(?n > 7000) }")
        assert (other.status, other.reasons) == ("reject", ("wrong_filter",)), other.explanation
        assert "7000" in other.explanation and "5000" in other.explanation
        more = v.check(q, h + "SELECT ?m WHERE { ?m a dbo:Museum ; dbo:numberOfVisitors ?n ; dbo:architect ?a "
                              "FILTER(?n > 5000) }")
        assert (more.status, more.reasons) == ("reject", ("extra_constraint",)), more.explanation
        assert "dbo:architect" in more.explanation


def test_a_list_of_things_is_no_stored_count():
    # the lexicon's account of the property says its values are things (a class range, no datatype):
    # a query that selects them lists what a how-many question counts; a property the lexicon types
    # by a datatype, or one it says nothing of, may store the number
    from verifier.bridge.lexicon import LexicalEntry
    from verifier.forms import listed_things
    from verifier.query import query_logic

    class Lexicon:
        entries = {"<http://example.org/lamp>": [LexicalEntry("l", "lamp", "noun", "NounPPFrame", "ex:lamp",
                                                              range="ex:Lamp")],
                   "<http://example.org/numberOfLamps>": [LexicalEntry("n", "lamp", "noun", "NounPPFrame",
                                                                       "ex:numberOfLamps", range="xsd:integer")]}

        def by_reference(self, p):
            return self.entries.get(p, [])

    def q(prop):
        return query_logic(f"PREFIX ex: <http://example.org/> SELECT ?n WHERE {{ ex:Tarn <http://example.org/{prop}> ?n }}")

    stored = ("count_by_property", "a how-many question answered by a value, not by counting")
    form, why = listed_things(stored, q("lamp"), Lexicon())
    assert form == "wrong_query_form" and "lists the values of" in why
    assert listed_things(stored, q("numberOfLamps"), Lexicon()) == stored
    assert listed_things(stored, q("lampCount"), Lexicon()) == stored
    assert listed_things(None, q("lamp"), Lexicon()) is None
