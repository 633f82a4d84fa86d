"""The template format and every shipped template, with the axioms it yields written out."""

from pathlib import Path

import pytest

from verifier.bridge.templates import Template, TemplateError, fill, load_templates, parse_formula
from verifier.logic import And, Atom, Const, Eq, Exists, Forall, Iff, Implies, Not, Or, Var

x, y, e, d = Var("x"), Var("y"), Var("e"), Var("d")


@pytest.fixture(scope="module")
def templates():
    return {t.id: t for t in load_templates()}


def test_parse_unicode_and_ascii_agree():
    uni = parse_formula("∀x y. $pred(x, y) ↔ $P(y, x)")
    ascii_ = parse_formula("forall x y. $pred(x, y) <-> $P(y, x)")
    assert uni == ascii_ == Forall((x, y), Iff(Atom("$pred", (x, y)), Atom("$P", (y, x))))


def test_parse_constants_literals_and_connectives():
    f = parse_formula('∀x. p(x) ∧ ¬q(x, "Berlin"@en) → x = wd:Q1 ∨ x ≠ <http://e.org/a>')
    assert f == Forall((x,), Implies(
        And((Atom("p", (x,)), Not(Atom("q", (x, Const("Berlin", kind="literal", lang="en")))))),
        Or((Eq(x, Const("wd:Q1")), Not(Eq(x, Const("<http://e.org/a>")))))))


def test_parse_errors_name_the_problem():
    with pytest.raises(TemplateError):
        parse_formula("∀x. p(x")
    with pytest.raises(TemplateError):
        parse_formula("∀. p(x)")


def test_fill_slots_in_predicate_and_term_positions():
    f = parse_formula("∀x. $pred(x) ↔ $P(x, $v)")
    g = fill(f, {"$pred": "_aromatic_a_1", "$P": "wdt:P31", "$v": Const("wd:Q217113")})
    assert g == Forall((x,), Iff(Atom("_aromatic_a_1", (x,)), Atom("wdt:P31", (x, Const("wd:Q217113")))))


def test_bad_file_reports_file_and_line(tmp_path: Path):
    (tmp_path / "broken.tmpl").write_text("[a]\nframe: NounPPFrame\naxiom: ∀x. p(x\n")
    with pytest.raises(TemplateError, match="broken.tmpl:1"):
        load_templates(tmp_path)
    (tmp_path / "broken.tmpl").write_text("[a]\nfrobnicate: 1\n")
    with pytest.raises(TemplateError, match="broken.tmpl:2"):
        load_templates(tmp_path)


def test_custom_template_directory(tmp_path: Path):
    (tmp_path / "mine.tmpl").write_text(
        "# a comment\n[only]\nframe: NounPPFrame\narity: 2\naxiom: ∀x y. $pred(x, y) →\naxiom: $P(y, x)\n")
    (t,) = load_templates(tmp_path)
    assert t.id == "mine.only" and t.arity == 2
    assert t.formula == Forall((x, y), Implies(Atom("$pred", (x, y)), Atom("$P", (y, x))))


# --------------------------------------------------------------- each shipped template, written out

def inst(t: Template, **slots):
    return t.instantiate({"$" + k: v for k, v in slots.items()})


def test_entity_templates(templates):
    name, f = inst(templates["entity.noun"], pred="_benzene_n_1", c=Const("wd:Q2270"))
    assert name == "entity:_benzene_n_1=wd:Q2270"
    assert f == Forall((x,), Iff(Atom("_benzene_n_1", (x,)), Eq(x, Const("wd:Q2270"))))
    berlin = Const("Berlin", kind="literal")
    name, f = inst(templates["entity.named"], pred="named", name=berlin, c=Const("dbr:Berlin"))
    assert name == "entity:named(Berlin)=dbr:Berlin"
    assert f == Forall((x,), Iff(Atom("named", (x, berlin)), Eq(x, Const("dbr:Berlin"))))


def test_literal_and_apposition_templates(templates):
    year = Const("1950", kind="literal", datatype="xsd:gYear")
    name, f = inst(templates["entity.literal"], pred="yofc", name=Const("1950", kind="literal"), c=year)
    assert name == "entity:yofc(1950)=1950"
    assert str(f) == '∀x. yofc(x, "1950") ↔ x = "1950"^^xsd:gYear'
    name, f = inst(templates["core.appos"])
    assert (name, str(f)) == ("core:appos", "∀x y. appos(x, y) ↔ x = y")


def test_relational_noun_templates(templates):
    name, f = inst(templates["relational_noun.inverse"], pred="_mass_n_of", P="wdt:P2067")
    assert name == "relational_noun:_mass_n_of=wdt:P2067"
    assert str(f) == "∀x y. _mass_n_of(x, y) ↔ wdt:P2067(y, x)"
    _, f = inst(templates["relational_noun.normal"], pred="_capital_n_of", P="dbo:capitalOf")
    assert str(f) == "∀x y. _capital_n_of(x, y) ↔ dbo:capitalOf(x, y)"


def test_class_noun_templates(templates):
    name, f = inst(templates["class_noun.class"], pred="_actor_n_1", C=Const("dbo:Actor"))
    assert (name, str(f)) == ("class_noun:_actor_n_1=dbo:Actor", "∀x. _actor_n_1(x) ↔ rdf:type(x, dbo:Actor)")
    name, f = inst(templates["class_noun.restriction"], pred="_compound_n_1", P="wdt:P31", v=Const("wd:Q11173"))
    assert name == "class_noun:_compound_n_1=wdt:P31(wd:Q11173)"
    assert str(f) == "∀x. _compound_n_1(x) ↔ wdt:P31(x, wd:Q11173)"
    _, f = inst(templates["class_noun.class2"], pred="_member_n_of", C=Const("dbo:Band"))
    assert str(f) == "∀x y. _member_n_of(x, y) ↔ rdf:type(x, dbo:Band)"


def test_verb_templates(templates):
    _, f = inst(templates["transitive_verb.normal"], pred="_contain_v_1", P="wdt:P527")
    assert str(f) == "∀x y. _contain_v_1(x, y) ↔ wdt:P527(x, y)"
    _, f = inst(templates["transitive_verb.inverse"], pred="_constitute_v_1", P="wdt:P527")
    assert str(f) == "∀x y. _constitute_v_1(x, y) ↔ wdt:P527(y, x)"
    t = templates["intransitive_pp.event_normal"]
    assert t.event and t.arity == 2
    name, f = inst(t, pred="_boil_v_1", prep="_at_p", P="wdt:P2102")
    assert name == "intransitive_pp:_boil_v_1+_at_p=wdt:P2102"
    assert f == Forall((x, y), Iff(Exists((e,), And((Atom("_boil_v_1", (e, x)), Atom("_at_p", (e, y))))),
                                    Atom("wdt:P2102", (x, y))))
    _, f = inst(templates["intransitive_pp.inverse"], pred="_occur_v_in", P="wdt:P527")
    assert str(f) == "∀x y. _occur_v_in(x, y) ↔ wdt:P527(y, x)"


def test_adjective_and_superlative_templates(templates):
    name, f = inst(templates["adjective.restriction"], pred="_afghan_a_1", P="dbo:country", v=Const("dbr:Afghanistan"))
    assert name == "adjective:_afghan_a_1=dbo:country(dbr:Afghanistan)"
    assert str(f) == "∀x. _afghan_a_1(x) ↔ dbo:country(x, dbr:Afghanistan)"
    _, f = inst(templates["superlative.degree"], pred="_heavy_a_1", P="wdt:P2067")
    assert f == Forall((x, d), Iff(Atom("_heavy_a_1", (x, d)), Atom("wdt:P2067", (x, d))))


def test_core_templates(templates):
    assert {t.predicate for t in templates.values() if t.family == "core"} >= {
        "thing/1", "person/1", "place_n/1", "time_n/1"}
    name, f = inst(templates["core.thing"])
    assert (name, f) == ("core:thing", Forall((x,), Atom("thing", (x,))))
