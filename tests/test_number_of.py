""""What is the number of Ns?" asks the count of the Ns, as "How many Ns …?" does (question/semantics/_number_of.py)."""

from verifier.logic import Var, free_vars
from verifier.logic.ops import atoms
from verifier.question import mrsio
from verifier.question.semantics import interpret

# "What is the total number of moons of Mars?" (the ERG's first reading, made up)
NUMBER_OF = """[ LTOP: h0 INDEX: e1 [ e SF: ques ] RELS: <
 [ thing<0:4> LBL: h2 ARG0: x3 [ x NUM: sg ] ] [ which_q<0:4> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ]
 [ _the_q<8:11> LBL: h7 ARG0: x8 [ x NUM: sg ] RSTR: h9 BODY: h10 ]
 [ _total_a_1<12:17> LBL: h11 ARG0: e20 ARG1: x8 ]
 [ _number_n_of<18:24> LBL: h11 ARG0: x8 ARG1: x12 [ x NUM: pl ] ]
 [ _moon_n_1<28:33> LBL: h13 ARG0: x12 ] [ _of_p<34:36> LBL: h13 ARG0: e15 ARG1: x12 ARG2: x16 ]
 [ named<37:41> LBL: h17 ARG0: x16 CARG: "Mars" ] [ proper_q<37:41> LBL: h18 ARG0: x16 RSTR: h19 BODY: h20 ]
 [ udef_q<28:41> LBL: h21 ARG0: x12 RSTR: h22 BODY: h23 ] [ _be_v_id<5:7> LBL: h24 ARG0: e1 ARG1: x8 ARG2: x3 ] >
 HCONS: < h0 qeq h24 h5 qeq h2 h9 qeq h11 h19 qeq h17 h22 qeq h13 > ]"""


def _reading(mrs: str):
    rs = interpret(mrsio.from_simplemrs(mrs))
    assert rs
    return rs[0]


def test_the_number_of_plural_nouns_is_their_count():
    r = _reading(NUMBER_OF)
    assert r.kind == "count" and r.answer_vars == (Var("x12"),)
    assert sorted(a.pred for a in atoms(r.formula)) == ["_moon_n_1", "_of_p", "named"]
    assert free_vars(r.formula) == {Var("x12")}


def test_the_amount_of_a_mass_noun_is_not_a_count():
    # "What is the total amount of water of Mars?": a quantity, read literally
    r = _reading(NUMBER_OF.replace("_moon_n_1", "_water_n_1").replace("x12 [ x NUM: pl ]", "x12 [ x NUM: sg ]"))
    assert r.kind == "wh" and r.answer_vars != (Var("x12"),)


def test_a_number_that_something_else_is_said_of_keeps_its_reading():
    # "What is the number of moons in the list?" with the PP on the number: not only a count of moons
    mrs = NUMBER_OF.replace("[ _of_p<34:36> LBL: h13 ARG0: e15 ARG1: x12 ARG2: x16 ]",
                            "[ _in_p<34:36> LBL: h11 ARG0: e15 ARG1: x8 ARG2: x16 ]")
    assert _reading(mrs).kind == "wh"
