"""Scope resolution: plugging counts, order, equivalence collapsing, robustness and budgets."""

from pathlib import Path

import pytest

from verifier.question import mrsio
from verifier.question.errors import QuestionError
from verifier.question.scope import count_scopings, resolve, scopings

FIX = Path(__file__).parent / "fixtures" / "mrs"
BENZENE = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "seed" / "benzene.mrs"


def M(text: str):
    return mrsio.from_simplemrs(text)


EVERY = (FIX / "every_dog_chased_a_cat.mrs").read_text()

# "A dog near a cat saw a bird." (three existentials, the second inside the first's restriction)
THREE_EXISTS = """[ LTOP: h0 INDEX: e2 RELS: <
 [ _a_q<0:1> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _dog_n_1<2:5> LBL: h7 ARG0: x3 ]
 [ _near_p<6:10> LBL: h7 ARG0: e8 ARG1: x3 ARG2: x9 ]
 [ _a_q<11:12> LBL: h10 ARG0: x9 RSTR: h11 BODY: h12 ] [ _cat_n_1<13:16> LBL: h13 ARG0: x9 ]
 [ _see_v_1<17:20> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x14 ]
 [ _a_q<21:22> LBL: h15 ARG0: x14 RSTR: h16 BODY: h17 ] [ _bird_n_1<23:27> LBL: h18 ARG0: x14 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h11 qeq h13 h16 qeq h18 > ]"""

# "Every student read no book." (two scope-bearing quantifiers: two different readings)
EVERY_NO = """[ LTOP: h0 INDEX: e2 RELS: <
 [ _every_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _student_n_of<6:13> LBL: h7 ARG0: x3 ARG1: i8 ]
 [ _read_v_1<14:18> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x9 ]
 [ _no_q<19:21> LBL: h10 ARG0: x9 RSTR: h11 BODY: h12 ] [ _book_n_of<22:26> LBL: h13 ARG0: x9 ARG1: i14 ] >
 HCONS: < h0 qeq h1 h5 qeq h7 h11 qeq h13 > ]"""


def test_two_quantifiers_have_two_scopings():
    m = M(EVERY)
    assert count_scopings(m) == 2
    trees = scopings(m)
    assert len(trees) == 2
    # surface order first: "every" outscopes "a"
    assert m.rels[trees[0].eps[0]].predicate == "_every_q"
    assert m.rels[trees[1].eps[0]].predicate == "_a_q"


def test_pluggings_respect_qeq_and_binding():
    m = M(EVERY)
    for t in scopings(m):
        plug = t.plugging()
        assert plug["h5"] == "h7" and plug["h10"] == "h12"  # restrictions plugged by their qeq targets
        assert set(plug.values()) | {t.label} == {"h1", "h4", "h7", "h9", "h12"}  # a tree over all labels


def test_equivalent_existential_orders_collapse():
    m = M(THREE_EXISTS)
    assert count_scopings(m) > 1
    assert len(scopings(m)) == 1
    # without collapsing, every plugging is returned
    assert len(scopings(m, max_scopings=50, collapse=False)) == count_scopings(m)


def test_non_commuting_quantifiers_stay_apart():
    m = M(EVERY_NO)
    assert count_scopings(m) == 2
    assert len(scopings(m)) == 2


@pytest.mark.skipif(not BENZENE.exists(), reason="shared data absent")
def test_benzene_has_one_reading_among_its_pluggings():
    m = mrsio.from_file(BENZENE)[0]
    assert count_scopings(m) == 5
    assert len(scopings(m)) == 1


def test_max_scopings_caps_the_list():
    assert len(scopings(M(EVERY), max_scopings=1)) == 1


def test_ill_formed_mrs_falls_back_or_raises():
    # two holes qeq the same label: no plugging is a tree
    bad = """[ LTOP: h0 INDEX: e2 RELS: < [ udef_q<0:3> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ]
      [ _the_q<0:3> LBL: h7 ARG0: x3 RSTR: h8 BODY: h9 ] [ _cat_n_1<4:7> LBL: h10 ARG0: x3 ]
      [ _sleep_v_1<8:14> LBL: h1 ARG0: e2 ARG1: x3 ] > HCONS: < h0 qeq h1 h5 qeq h10 h8 qeq h10 > ]"""
    m = M(bad)
    assert count_scopings(m) == 0
    res = resolve(m)
    assert len(res.trees) == 1 and res.trees[0].fallback
    assert any("fallback" in n for n in res.notes)
    # every EP is still in the fallback tree
    assert sorted(i for n in res.trees[0].nodes() for i in n.eps) == list(range(len(m.rels)))
    with pytest.raises(QuestionError) as exc:
        resolve(m, fallback=False)
    assert exc.value.code == "scope_unresolved"


def test_dangling_qeq_and_unbound_variable_do_not_crash():
    m = M("""[ LTOP: h0 INDEX: e2 RELS: < [ _sleep_v_1<0:5> LBL: h1 ARG0: e2 ARG1: x3 ]
      [ _the_q<6:9> LBL: h4 ARG0: x5 RSTR: h6 BODY: h7 ] [ _cat_n_1<10:13> LBL: h8 ARG0: x5 ] >
      HCONS: < h0 qeq h1 h6 qeq h99 > ]""")
    trees = scopings(m)
    assert len(trees) == 1


def _many_quantifiers(n: int) -> str:
    """A chain "a dog near a dog near … slept" with one negation: many pluggings."""
    rels = ["[ neg<0:3> LBL: h1 ARG0: e90 ARG1: h91 ]", "[ _sleep_v_1<4:9> LBL: h92 ARG0: e2 ARG1: x10 ]"]
    hcons = ["h0 qeq h1", "h91 qeq h92"]
    for k in range(n):
        x, lbl, q = f"x{10 + k}", f"h{100 + 4 * k}", f"h{101 + 4 * k}"
        rels.append(f"[ _a_q<{10 + k}:{11 + k}> LBL: {q} ARG0: {x} RSTR: h{102 + 4 * k} BODY: h{103 + 4 * k} ]")
        rels.append(f"[ _dog_n_1 LBL: {lbl} ARG0: {x} ]")
        if k + 1 < n:
            rels.append(f"[ _near_p LBL: {lbl} ARG0: e{300 + k} ARG1: {x} ARG2: x{11 + k} ]")
        hcons.append(f"h{102 + 4 * k} qeq {lbl}")
    return f"[ LTOP: h0 INDEX: e2 RELS: < {' '.join(rels)} > HCONS: < {' '.join(hcons)} > ]"


def test_budget_bounds_large_mrs():
    m = M(_many_quantifiers(14))
    res = resolve(m, max_steps=300)
    assert 1 <= len(res.trees) <= 8
    with pytest.raises(QuestionError):
        count_scopings(m, max_steps=50)


def test_not_an_mrs_is_rejected():
    with pytest.raises(QuestionError) as exc:
        resolve("not an mrs")  # type: ignore[arg-type]
    assert exc.value.code == "mrs_malformed"


@pytest.mark.parametrize("drop", range(8))
def test_damaged_mrs_never_crash(drop):
    from delphin import mrs as _mrs

    from verifier.question.semantics import interpret

    m = M(THREE_EXISTS)
    rels = [ep for k, ep in enumerate(m.rels) if k != drop]
    hcons = [hc for k, hc in enumerate(m.hcons) if k != drop % len(m.hcons)]
    damaged = _mrs.MRS(m.top, m.index, rels, hcons, variables=m.variables)
    assert 1 <= len(scopings(damaged)) <= 8
    assert interpret(damaged)
