"""MRS → logic: one small MRS per construction, written for these tests (ERG conventions)."""

import json
from pathlib import Path

import pytest

from verifier.logic import (And, Atom, Const, Exists, Extremum, Forall, Implies, Not, Or, Var, free_vars,
                            strip_exists)
from verifier.logic.ops import atoms
from verifier.question import mrsio
from verifier.question.errors import QuestionError
from verifier.question.semantics import interpret, readings, rule_of

FIX = Path(__file__).parent / "fixtures" / "mrs"
SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def M(text: str):
    return mrsio.from_simplemrs(text)


def one(text: str, **kw):
    rs = interpret(M(text), **kw)
    assert len(rs) == 1, [str(r.formula) for r in rs]
    return rs[0]


def preds(f):
    return sorted(a.pred for a in atoms(f))


x = lambda n: Var(f"x{n}")  # noqa: E731


@pytest.mark.skipif(not (SHARED / "seed" / "benzene.mrs").exists(), reason="shared data absent")
def test_benzene_reference():
    r = interpret(mrsio.from_file(SHARED / "seed" / "benzene.mrs")[0], text="What is the mass of benzene?")
    assert len(r) == 1
    r = r[0]
    assert r.kind == "wh" and r.answer_vars == (x(3),)
    assert free_vars(r.formula) == {x(3)}
    vs, matrix = strip_exists(r.formula)
    assert vs == (x(13),)
    assert isinstance(matrix, And) and set(matrix.parts) == {
        Atom("thing", (x(3),)), Atom("_mass_n_of", (x(3), x(13))), Atom("_benzene_n_1", (x(13),))}
    assert "x8" not in str(r.formula) and "_be_v_id" not in str(r.formula)
    assert r.word_of("_mass_n_of") == "mass"


def test_copula_identifies_from_mrs_json():
    r = interpret(mrsio.from_file(FIX / "capital_of_france.json")[0])[0]
    assert r.kind == "wh" and r.answer_vars == (x(3),)
    assert preds(r.formula) == ["_capital_n_of", "named", "thing"]
    assert Atom("named", (x(13), Const("France", kind="literal"))) in atoms(r.formula)


def test_every_and_a_give_two_readings():
    rs = interpret(mrsio.from_file(FIX / "every_dog_chased_a_cat.mrs")[0])
    assert [r.kind for r in rs] == ["yes-no", "yes-no"]
    assert isinstance(rs[0].formula, Forall) and isinstance(rs[0].formula.body, Implies)
    assert isinstance(rs[1].formula, Exists)
    # the unmodified event of "chase" is dropped: chase(x, y)
    assert all(len(a.args) == 2 for a in atoms(rs[0].formula) if a.pred == "_chase_v_1")
    assert [r.scope_index for r in rs] == [0, 1]


NEG = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ _which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _dog_n_1<6:9> LBL: h7 ARG0: x3 ]
 [ neg<14:17> LBL: h1 ARG0: e8 ARG1: h9 ] [ _bark_v_1<18:22> LBL: h10 ARG0: e2 ARG1: x3 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h9 qeq h10 > ]"""


def test_negation_and_wh_outside_it():
    r = one(NEG)  # "Which dog did not bark?"
    assert r.kind == "wh" and r.answer_vars == (x(3),)
    assert r.formula == And((Atom("_dog_n_1", (x(3),)), Not(Atom("_bark_v_1", (x(3),)))))


NO = """[ LTOP: h0 INDEX: e2 [ e SF: prop ] RELS: <
 [ _no_q<0:2> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _planet_n_1<3:9> LBL: h7 ARG0: x3 ]
 [ _orbit_v_1<10:16> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ]
 [ proper_q<17:22> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ] [ named<17:22> LBL: h12 ARG0: x8 CARG: "Vulcan" ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h10 qeq h12 > ]"""


def test_no_is_negated_existential():
    rs = interpret(M(NO))  # "No planet orbits Vulcan."
    assert rs[0].kind == "yes-no" and rs[0].answer_vars == ()
    assert free_vars(rs[0].formula) == set()
    assert "¬" in str(rs[0].formula) and "Vulcan" in str(rs[0].formula)
    # the proper name outscopes "no" in the first reading
    assert isinstance(rs[0].formula, Exists)


HOW_MANY = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ udef_q<0:15> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ abstr_deg<0:3> LBL: h7 ARG0: x8 ]
 [ which_q<0:3> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ]
 [ measure<0:3> LBL: h12 ARG0: e13 ARG1: e14 ARG2: x8 ] [ much-many_a<4:8> LBL: h12 ARG0: e14 ARG1: x3 ]
 [ _moon_n_1<9:14> LBL: h12 ARG0: x3 ] [ _have_v_1<20:24> LBL: h1 ARG0: e2 ARG1: x15 ARG2: x3 ]
 [ proper_q<15:19> LBL: h16 ARG0: x15 RSTR: h17 BODY: h18 ] [ named<15:19> LBL: h19 ARG0: x15 CARG: "Mars" ] >
 HCONS: < h0 qeq h1 h5 qeq h12 h10 qeq h7 h17 qeq h19 > ]"""


def test_how_many_counts_the_noun():
    r = one(HOW_MANY)  # "How many moons does Mars have?"
    assert r.kind == "count" and r.answer_vars == (x(3),)
    assert preds(r.formula) == ["_have_v_1", "_moon_n_1", "named"]
    assert free_vars(r.formula) == {x(3)}



def test_how_much_asks_a_quantity_whatever_the_nouns_number():
    # the same MRS as "How many moons …", its noun's number unmarked (as for a word the parser does not
    # know): "much" takes a mass noun, so the words, not the noun's NUM, make it an amount
    mrs = HOW_MANY.replace("_moon_n_1<9:14>", "_dust_n_1<9:14>")
    assert interpret(M(mrs), text="How many dusts does Mars have?")[0].kind == "count"
    r = interpret(M(mrs), text="How much dusts does Mars have?")[0]
    assert r.kind == "amount" and r.answer_vars == (x(3),)


HOW_TALL = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ abstr_deg<0:3> LBL: h4 ARG0: x5 ] [ which_q<0:3> LBL: h6 ARG0: x5 RSTR: h7 BODY: h8 ]
 [ measure<0:3> LBL: h1 ARG0: e9 ARG1: e2 ARG2: x5 ] [ _tall_a_1<4:8> LBL: h1 ARG0: e2 ARG1: x3 ]
 [ proper_q<12:19> LBL: h10 ARG0: x3 RSTR: h11 BODY: h12 ] [ named<12:19> LBL: h13 ARG0: x3 CARG: "Everest" ] >
 HCONS: < h0 qeq h1 h7 qeq h4 h11 qeq h13 > ]"""


def test_how_tall_asks_for_the_degree():
    r = one(HOW_TALL)  # "How tall is Everest?"
    assert r.kind == "amount" and r.answer_vars == (x(5),)
    assert Atom("_tall_a_1", (x(3), x(5))) in atoms(r.formula)
    assert "measure" not in preds(r.formula) and "abstr_deg" not in preds(r.formula)


SUPERL = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ thing<0:4> LBL: h4 ARG0: x5 ] [ which_q<0:4> LBL: h6 ARG0: x5 RSTR: h7 BODY: h8 ]
 [ _be_v_id<5:7> LBL: h1 ARG0: e2 ARG1: x5 ARG2: x3 ]
 [ _the_q<8:11> LBL: h9 ARG0: x3 RSTR: h10 BODY: h11 ]
 [ _high_a_1<12:19> LBL: h12 ARG0: e13 ARG1: x3 ] [ superl<12:19> LBL: h12 ARG0: e14 ARG1: e13 ]
 [ _mountain_n_1<20:28> LBL: h12 ARG0: x3 ] >
 HCONS: < h0 qeq h1 h7 qeq h4 h10 qeq h12 > ]"""


def test_superlative_is_an_extremum():
    r = one(SUPERL)  # "What is the highest mountain?"
    assert r.kind == "superlative" and r.answer_vars == (x(5),)
    f = r.formula
    assert isinstance(f, Extremum) and f.var == x(5) and f.direction == "max" and f.rank == 1
    assert Atom("_high_a_1", (x(5), f.measure)) in atoms(f.body)
    assert "superl" not in preds(f)


IMPERATIVE = """[ LTOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
 [ pronoun_q<0:0> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ pron<0:0> LBL: h7 ARG0: x3 [ x PERS: 2 ] ]
 [ _list_v_1<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ]
 [ udef_q<5:11> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ] [ _river_n_1<5:11> LBL: h12 ARG0: x8 ]
 [ _in_p_loc<12:14> LBL: h12 ARG0: e13 ARG1: x8 ARG2: x14 ]
 [ proper_q<15:22> LBL: h15 ARG0: x14 RSTR: h16 BODY: h17 ] [ named<15:22> LBL: h18 ARG0: x14 CARG: "Germany" ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h10 qeq h12 h16 qeq h18 > ]"""


def test_imperative_object_is_the_answer():
    r = one(IMPERATIVE)  # "List rivers in Germany."
    assert r.kind == "wh" and r.answer_vars == (x(8),)
    assert "_list_v_1" not in preds(r.formula)
    assert Atom("_in_p_loc", (x(8), x(14))) in atoms(r.formula)


PASSIVE_FIND = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ proper_q<3:9> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ named<3:9> LBL: h7 ARG0: x3 CARG: "Berlin" ]
 [ _find_v_1<10:15> LBL: h1 ARG0: e2 ARG1: i8 ARG2: x3 ]
 [ _in_p_state<16:18> LBL: h1 ARG0: e9 ARG1: e2 ARG2: x10 ]
 [ proper_q<19:25> LBL: h11 ARG0: x10 RSTR: h12 BODY: h13 ] [ named<19:25> LBL: h14 ARG0: x10 CARG: "Europe" ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h12 qeq h14 > ]"""


def test_a_passive_of_an_imperative_verb_in_a_question_is_no_command():
    # "Is Berlin found in Europe?": find's unexpressed agent is nobody addressed; the verb stays
    r = one(PASSIVE_FIND)
    assert r.kind == "yes-no" and r.answer_vars == ()
    assert "_find_v_1" in preds(r.formula)


YES_NO = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ proper_q<3:9> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ named<3:9> LBL: h7 ARG0: x3 CARG: "Berlin" ]
 [ _be_v_id<0:2> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ]
 [ _a_q<10:11> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ] [ _city_n_1<12:16> LBL: h12 ARG0: x8 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h10 qeq h12 > ]"""


def test_yes_no_question_is_closed():
    r = one(YES_NO)  # "Is Berlin a city?"
    assert r.kind == "yes-no" and r.answer_vars == ()
    assert r.formula == Exists((x(3),), And((Atom("named", (x(3), Const("Berlin", kind="literal"))),
                                             Atom("_city_n_1", (x(3),)))))


WHERE_BORN = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ loc_nonsp<0:5> LBL: h1 ARG0: e4 ARG1: e2 ARG2: x5 ] [ place_n<0:5> LBL: h6 ARG0: x5 ]
 [ which_q<0:5> LBL: h7 ARG0: x5 RSTR: h8 BODY: h9 ]
 [ proper_q<10:15> LBL: h10 ARG0: x3 RSTR: h11 BODY: h12 ] [ named<10:15> LBL: h13 ARG0: x3 CARG: "Curie" ]
 [ _bear_v_2<16:20> LBL: h1 ARG0: e2 ARG1: i14 ARG2: x3 ] >
 HCONS: < h0 qeq h1 h8 qeq h6 h11 qeq h13 > ]"""


def test_modified_event_is_kept_and_unexpressed_argument_bound():
    r = one(WHERE_BORN)  # "Where was Curie born?"
    assert r.answer_vars == (x(5),)
    bear = next(a for a in atoms(r.formula) if a.pred == "_bear_v_2")
    loc = next(a for a in atoms(r.formula) if a.pred == "loc_nonsp")
    assert len(bear.args) == 3 and bear.args[0] == Var("e2") and loc.args == (Var("e2"), x(5))
    assert free_vars(r.formula) == {x(5)}  # e2 and the unexpressed agent i14 are ∃-bound
    assert "i14" in str(r.formula)


WANT = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ person<0:3> LBL: h4 ARG0: x3 ] [ which_q<0:3> LBL: h5 ARG0: x3 RSTR: h6 BODY: h7 ]
 [ _want_v_1<4:9> LBL: h1 ARG0: e2 ARG1: x3 ARG2: h8 ] [ _win_v_1<13:16> LBL: h9 ARG0: e10 ARG1: x3 ] >
 HCONS: < h0 qeq h1 h6 qeq h4 h8 qeq h9 > ]"""


def test_handle_argument_is_reified_by_the_embedded_event():
    r = one(WANT)  # "Who wants to win?"
    assert Atom("_want_v_1", (x(3), Var("e10"))) in atoms(r.formula)
    assert Atom("_win_v_1", (Var("e10"), x(3))) in atoms(r.formula)


IF_THEN = """[ LTOP: h0 INDEX: e2 [ e SF: prop ] RELS: <
 [ _if_x_then<0:2> LBL: h1 ARG0: e2 ARG1: h3 ARG2: h4 ]
 [ pron<3:5> LBL: h5 ARG0: x6 ] [ pronoun_q<3:5> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
 [ _rain_v_1<6:11> LBL: h10 ARG0: e11 ] [ _stay_v_1<15:19> LBL: h12 ARG0: e13 ARG1: x6 ] >
 HCONS: < h0 qeq h1 h3 qeq h12 h4 qeq h10 h8 qeq h5 > ]"""


def test_conditional_is_an_implication():
    rs = interpret(M(IF_THEN))  # "If it rains, we stay."
    assert any(isinstance(r.formula, Implies) or "→" in str(r.formula) for r in rs)
    r = rs[0]
    assert "_rain_v_1" in str(r.formula) and "→" in str(r.formula)


def test_modal_is_transparent():
    text = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
     [ _can_v_modal<0:3> LBL: h1 ARG0: e2 ARG1: h3 ] [ pron<4:7> LBL: h4 ARG0: x5 ]
     [ pronoun_q<4:7> LBL: h6 ARG0: x5 RSTR: h7 BODY: h8 ] [ _swim_v_1<8:12> LBL: h9 ARG0: e10 ARG1: x5 ] >
     HCONS: < h0 qeq h1 h3 qeq h9 h7 qeq h4 > ]"""
    r = one(text)  # "Can you swim?"
    assert preds(r.formula) == ["_swim_v_1", "pron"]


def test_rule_table_families():
    assert rule_of("_every_q") == "forall" and rule_of("def_explicit_q") == "exists"
    assert rule_of("_would_v_modal") == "transparent" and rule_of("_have_v_qmodal-2") == "transparent"
    assert rule_of("_mass_n_of") == "relation" and rule_of("named") == "carg"


def test_readings_over_several_parses_and_errors():
    m1, m2 = M(NEG), M(YES_NO)
    rs = readings([m1, m2])
    assert [r.mrs_index for r in rs] == [0, 1]
    assert len(readings([m1, M(NEG)])) == 1  # the same logic from two parses counts once
    with pytest.raises(QuestionError) as exc:
        readings([])
    assert exc.value.code == "question_unparsed"


@pytest.mark.parametrize("bad", ["", "[ LTOP: h0 RELS: < [ _x LBL", "{\"relations\": 3}", "hello"])
def test_malformed_inputs_raise_question_error(bad):
    with pytest.raises(QuestionError) as exc:
        mrsio.from_text(bad)
    assert exc.value.code == "mrs_malformed"


def test_jsonl_record_and_files(tmp_path):
    rec = {"profile": "mine", "i_id": 7, "text": "Which dog did not bark?", "mrs": NEG}
    got = mrsio.from_jsonl_line(json.dumps(rec))
    assert got.i_id == "7" and got.mrs.rels[0].predicate == "_which_q"
    p = tmp_path / "q.jsonl"
    p.write_text(json.dumps(rec) + "\n" + json.dumps(rec) + "\n")
    assert len(mrsio.from_file(p)) == 2
    with pytest.raises(QuestionError):
        mrsio.from_file(tmp_path / "missing.mrs")
    r = interpret(got.mrs, text=got.text)[0]
    assert r.word_of("_bark_v_1") == "bark"


def test_cli_parse_mrs_file(capsys):
    from verifier.cli import main

    assert main(["parse", "--mrs", str(FIX / "every_dog_chased_a_cat.mrs"), "--all", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["n_readings"] == 2 and out["readings"][0]["kind"] == "yes-no"
    assert main(["parse"]) == 2


# ----------------------------------------------------------------------- agreement with annotation

ERG_DEV = SHARED / "erg" / "erg-questions-dev.jsonl"


def _lemma(pred: str) -> str:
    from delphin import predicate

    try:
        return predicate.split(pred)[0] or pred
    except Exception:
        return pred


def _agrees(reading, kind: str, answer: str) -> bool:
    if reading.kind != kind:
        return False
    if answer == "-":
        return True
    words = set(answer.split("|"))
    return any(_lemma(a.pred) in words and any(v in a.args for v in reading.answer_vars)
               for a in atoms(reading.formula))


@pytest.mark.shared_data
@pytest.mark.skipif(not ERG_DEV.exists(), reason="shared data absent")
def test_trec_kinds_and_answers_agree_with_hand_annotation():
    gold = {}
    for line in (Path(__file__).parent / "fixtures" / "trec_kinds.tsv").read_text().splitlines():
        if line.startswith("#") or line.startswith("i_id") or not line.strip():
            continue
        i_id, kind, answer = line.split("\t")
        gold[i_id] = (kind, answer)
    assert len(gold) >= 100
    hits, misses = 0, []
    with open(ERG_DEV, encoding="utf-8") as fh:
        for line in fh:
            if '"trec"' not in line:
                continue
            rec = mrsio.from_jsonl_line(line)
            if rec.profile != "trec" or rec.i_id not in gold:
                continue
            r = interpret(rec.mrs, text=rec.text)[0]
            if _agrees(r, *gold[rec.i_id]):
                hits += 1
            else:
                misses.append((rec.i_id, r.kind, str(r.formula)))
    assert hits + len(misses) == len(gold)
    assert hits / len(gold) >= 0.95, misses


COMPARATIVE = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ _which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _river_n_1<6:12> LBL: h7 ARG0: x3 ]
 [ _long_a_1<17:23> LBL: h1 ARG0: e2 ARG1: x3 ] [ more_comp<17:23> LBL: h1 ARG0: e8 ARG1: e2 ARG2: x9 ]
 [ proper_q<29:34> LBL: h10 ARG0: x9 RSTR: h11 BODY: h12 ] [ named<29:34> LBL: h13 ARG0: x9 CARG: "Rhine" ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h11 qeq h13 > ]"""


def test_comparative_compares_degrees():
    r = one(COMPARATIVE)  # "Which rivers are longer than the Rhine?"
    assert r.kind == "wh" and r.answer_vars == (x(3),)
    longs = [a for a in atoms(r.formula) if a.pred == "_long_a_1"]
    assert len(longs) == 2 and {a.args[0] for a in longs} == {x(3), x(9)}
    assert "more_comp" not in str(r.formula) and ">" in str(r.formula)


MORE_THAN_N = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ _which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _band_n_1<6:11> LBL: h7 ARG0: x3 ]
 [ _have_v_1<12:16> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ]
 [ udef_q<17:40> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ]
 [ _more+than_a_1<17:26> LBL: h12 ARG0: e13 ARG1: e14 ] [ card<27:28> LBL: h12 ARG0: e14 ARG1: x8 CARG: "4" ]
 [ _member_n_of<29:36> LBL: h12 ARG0: x8 ARG1: i15 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h10 qeq h12 > ]"""


def test_more_than_n_is_a_count():
    from verifier.logic import Count, Num
    from verifier.logic.ops import subformulas

    r = one(MORE_THAN_N)  # "Which bands have more than 4 members?"
    counts = [g for g in subformulas(r.formula) if isinstance(g, Count)]
    assert len(counts) == 1
    c = counts[0]
    assert c.vars == (x(8),) and c.op == ">" and c.number == Num(4)
    assert {"_member_n_of", "_have_v_1"} <= set(preds(c.body)) and "card" not in preds(r.formula)


COORD = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ _which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _river_n_1<6:12> LBL: h7 ARG0: x3 ]
 [ _flow_v_1<13:17> LBL: h1 ARG0: e2 ARG1: x3 ] [ _through_p<18:25> LBL: h1 ARG0: e8 ARG1: e2 ARG2: x9 ]
 [ udef_q<26:44> LBL: h10 ARG0: x9 RSTR: h11 BODY: h12 ]
 [ proper_q<26:33> LBL: h13 ARG0: x14 RSTR: h15 BODY: h16 ] [ named<26:33> LBL: h17 ARG0: x14 CARG: "Chad" ]
 [ _and_c<34:37> LBL: h18 ARG0: x9 ARG1: x14 ARG2: x19 ]
 [ proper_q<38:44> LBL: h20 ARG0: x19 RSTR: h21 BODY: h22 ] [ named<38:44> LBL: h23 ARG0: x19 CARG: "Niger" ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h11 qeq h18 h15 qeq h17 h21 qeq h23 > ]"""


def test_coordinated_individuals_distribute():
    r, anyof = interpret(M(COORD))  # "Which rivers flow through Chad and Niger?"
    through = sorted(str(a) for a in atoms(r.formula) if a.pred == "_through_p")
    # each conjunct on a flowing of its own (flows through Chad, and flows through Niger)
    assert through == ["_through_p(e2, x14)", "_through_p(e2_1, x19)"]
    assert sorted(str(a) for a in atoms(r.formula) if a.pred == "_flow_v_1") == ["_flow_v_1(e2, x3)", "_flow_v_1(e2_1, x3)"]
    assert "_and_c" not in str(r.formula) and free_vars(r.formula) == {x(3)}
    # then the list of names read as any of them: the rivers of either (verifier/question/semantics/_any_of_names.py)
    from verifier.logic.ops import subformulas
    from verifier.question.semantics._any_of_names import NOTE
    assert NOTE in anyof.notes and any(isinstance(g, Or) for g in subformulas(anyof.formula)), str(anyof.formula)
    assert "_and_c" not in str(anyof.formula) and free_vars(anyof.formula) == {x(3)}


def test_event_coordination_is_conjunction():
    text = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
     [ person<0:3> LBL: h4 ARG0: x3 ] [ which_q<0:3> LBL: h5 ARG0: x3 RSTR: h6 BODY: h7 ]
     [ _sing_v_1<4:9> LBL: h1 ARG0: e8 ARG1: x3 ] [ _and_c<10:13> LBL: h1 ARG0: e2 ARG1: e8 ARG2: e9 ]
     [ _dance_v_1<14:20> LBL: h1 ARG0: e9 ARG1: x3 ] > HCONS: < h0 qeq h1 h6 qeq h4 > ]"""
    r = one(text)  # "Who sings and dances?"
    assert preds(r.formula) == ["_dance_v_1", "_sing_v_1", "person"]
    assert all(len(a.args) == 1 for a in atoms(r.formula))


def test_proper_names_do_not_multiply_readings_under_negation():
    text = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
     [ proper_q<5:8> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ named<5:8> LBL: h7 ARG0: x3 CARG: "Kim" ]
     [ neg<9:12> LBL: h1 ARG0: e8 ARG1: h9 ] [ _like_v_1<13:17> LBL: h10 ARG0: e2 ARG1: x3 ARG2: x11 ]
     [ proper_q<18:23> LBL: h12 ARG0: x11 RSTR: h13 BODY: h14 ] [ named<18:23> LBL: h15 ARG0: x11 CARG: "Sandy" ] >
     HCONS: < h0 qeq h1 h9 qeq h10 h5 qeq h7 h13 qeq h15 > ]"""
    r = one(text)  # "Does Kim not like Sandy?"
    assert r.kind == "yes-no"
    assert isinstance(r.formula, Exists) and "¬_like_v_1(x3, x11)" in str(r.formula)


DENSEST = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ _which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _city_n_1<6:10> LBL: h7 ARG0: x3 ]
 [ _have_v_1<11:14> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ]
 [ _the_q<15:18> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ]
 [ _high_a_1<19:26> LBL: h12 ARG0: e13 ARG1: x8 ] [ superl<19:26> LBL: h12 ARG0: e14 ARG1: e13 ]
 [ _density_n_1<27:34> LBL: h12 ARG0: x8 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h10 qeq h12 > ]"""


def test_superlative_of_an_attribute_ranks_the_answer():
    r = one(DENSEST)  # "Which city has the highest density?"
    assert r.kind == "superlative" and isinstance(r.formula, Extremum) and r.formula.var == x(3)
    assert Atom("_high_a_1", (x(8), r.formula.measure)) in atoms(r.formula.body)


MORE_CAVES = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
 [ _which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _hill_n_1<6:11> LBL: h7 ARG0: x3 ]
 [ _have_v_1<12:16> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ]
 [ udef_q<17:36> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ] [ generic_entity<17:36> LBL: h12 ARG0: x8 ]
 [ much-many_a<17:21> LBL: h12 ARG0: e13 ARG1: x8 ] [ more_comp<17:21> LBL: h12 ARG0: e14 ARG1: e13 ARG2: x15 ]
 [ udef_q<27:36> LBL: h16 ARG0: x15 RSTR: h17 BODY: h18 ]
 [ card<27:30> LBL: h19 ARG0: e20 ARG1: x15 CARG: "3" ] [ _cave_n_1<31:36> LBL: h19 ARG0: x15 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h10 qeq h12 h17 qeq h19 > ]"""


def test_more_than_n_nouns_via_much_many_is_a_count():
    from verifier.logic import Count, Num
    from verifier.logic.ops import subformulas

    r = one(MORE_CAVES)  # "Which hills have more than three caves?"
    c = next(g for g in subformulas(r.formula) if isinstance(g, Count))
    assert c.vars == (x(8),) and c.op == ">" and c.number == Num(3)
    assert Atom("_cave_n_1", (x(8),)) in atoms(c.body) and Atom("_have_v_1", (x(3), x(8))) in atoms(c.body)


@pytest.mark.parametrize("quant,direction", [("_the+most_q", "max"), ("_the+least_q", "min")])
def test_the_most_ranks_the_answer_by_a_count(quant, direction):
    from verifier.logic import Count

    text = f"""[ LTOP: h0 INDEX: e1 [ e SF: ques ] RELS: <
     [ _which_q<0:5> LBL: h2 ARG0: x3 RSTR: h4 BODY: h5 ] [ _poet_n_1<6:10> LBL: h6 ARG0: x3 ]
     [ _write_v_to<11:16> LBL: h7 ARG0: e1 ARG1: x3 ARG2: x8 ]
     [ {quant}<17:25> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ] [ _poem_n_1<26:31> LBL: h12 ARG0: x8 ] >
     HCONS: < h0 qeq h7 h4 qeq h6 h10 qeq h12 > ]"""
    r = one(text)  # "Which poet wrote the most/least poems?"
    f = r.formula
    assert r.kind == "superlative" and isinstance(f, Extremum) and f.var == x(3) and f.direction == direction
    c = next(g for g in f.body.parts if isinstance(g, Count))
    assert c.vars == (x(8),) and c.number == f.measure


def _first(noun: str) -> str:
    return f"""[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
     [ thing<0:4> LBL: h4 ARG0: x3 ] [ which_q<0:4> LBL: h5 ARG0: x3 RSTR: h6 BODY: h7 ]
     [ _be_v_id<5:7> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 ] [ _the_q<8:11> LBL: h9 ARG0: x8 RSTR: h10 BODY: h11 ]
     [ ord<12:17> LBL: h12 ARG0: e13 ARG1: x8 CARG: "1" ] [ {noun}<18:23> LBL: h12 ARG0: x8 ARG1: i14 ] >
     HCONS: < h0 qeq h1 h6 qeq h4 h10 qeq h12 > ]"""


def test_definite_ordinal_is_a_superlative_but_first_name_is_not():
    r = one(_first("_novel_n_of"))  # "What is the first novel?"
    assert r.kind == "superlative" and r.formula.direction == "min" and r.formula.rank == 1
    assert Atom("ord", (x(3), r.formula.measure)) in atoms(r.formula.body)
    r = one(_first("_name_n_of"))  # "What is the first name?"
    assert r.kind == "wh" and Atom("ord", (x(3), Const("1", kind="literal"))) in atoms(r.formula)


def test_cli_parse_question_text(capsys):
    pytest.importorskip("verifier.question.parsers")
    from verifier.cli import main

    code = main(["parse", "What is the mass of benzene?", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    if code == 1:  # the grammar found no analysis: reported, not crashed
        pytest.skip("question grammar did not parse the question")
    obj = json.loads(out[-1])
    assert code == 0 and obj["readings"][0]["kind"] == "wh" and obj["mrs"]
    assert "_mass_n_of" in obj["readings"][0]["formula"]


def test_event_disjunction_splits_the_label():
    from verifier.logic import Or
    from verifier.logic.ops import subformulas

    text = """[ LTOP: h0 INDEX: e2 [ e SF: ques ] RELS: <
     [ person<0:3> LBL: h4 ARG0: x3 ] [ which_q<0:3> LBL: h5 ARG0: x3 RSTR: h6 BODY: h7 ]
     [ _write_v_1<4:9> LBL: h1 ARG0: e8 ARG1: x3 ARG2: x10 ] [ _or_c<10:12> LBL: h1 ARG0: e2 ARG1: e8 ARG2: e9 ]
     [ _direct_v_1<13:21> LBL: h1 ARG0: e9 ARG1: x3 ARG2: x10 ]
     [ proper_q<22:28> LBL: h11 ARG0: x10 RSTR: h12 BODY: h13 ] [ named<22:28> LBL: h14 ARG0: x10 CARG: "Ran" ] >
     HCONS: < h0 qeq h1 h6 qeq h4 h12 qeq h14 > ]"""
    r = one(text)  # "Who wrote or directed Ran?"
    ors = [g for g in subformulas(r.formula) if isinstance(g, Or)]
    assert len(ors) == 1 and {str(p) for p in ors[0].parts} == {"_write_v_1(x3, x10)", "_direct_v_1(x3, x10)"}
    assert "_or_c" not in str(r.formula)
