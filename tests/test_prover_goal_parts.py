"""A large existential goal of independent parts is decided part by part (``prover.goal_parts``): "did
A, B, … and H compete in the cup?" asked Z3 for one instance of seventeen variables at once and went past
its budget; part by part each instance is small."""

from verifier.logic import Atom, Const, Eq, Exists, Forall, Iff, Var, conj, constants
from verifier.prover.entail import QUERY, entails
from verifier.prover.goal_parts import MIN_PARTS, goal_parts

x, y, e = Var("x"), Var("y"), Var("e")
CUP = Const("ex:Cup")
TEAMS = [Const(f"ex:Team{i}") for i in range(8)]
# "compete in": an event of competing whose place is y, read as the cup's participating team
COMPETE_IN = Forall((x, y), Iff(Exists((e,), conj([Atom("_compete_v", (e, x)), Atom("_in_p", (e, y))])),
                                Atom("ex:team", (y, x))))


def _name(text: str) -> Const:
    return Const(text, kind="literal")


def _defines(text: str, c: Const) -> tuple[str, Forall]:
    return f"entity:{text}", Forall((x,), Iff(Atom("named", (x, _name(text))), Eq(x, c)))


AXIOMS = [("verb", COMPETE_IN), _defines("Cup", CUP)] + [_defines(f"Team {i}", t) for i, t in enumerate(TEAMS)]


def _question(n: int, with_cup_name: bool = True):
    """∃y x0 e0 … . named(y, "Cup") ∧ ⋀ named(xi, "Team i") ∧ compete(ei, xi) ∧ in(ei, y)"""
    ys, parts = [y], [Atom("named", (y, _name("Cup")))] if with_cup_name else []
    for i in range(n):
        xi, ei = Var(f"x{i}"), Var(f"e{i}")
        ys += [xi, ei]
        parts += [Atom("named", (xi, _name(f"Team {i}"))), Atom("_compete_v", (ei, xi)), Atom("_in_p", (ei, y))]
    return Exists(tuple(ys), conj(parts))


def test_a_name_defined_variable_is_its_constant_and_the_rest_falls_apart():
    parts = goal_parts(AXIOMS, _question(8))
    assert parts is not None and len(parts) == 9  # the names' ground atoms, then one part per team
    assert all(CUP in constants(p) for p in parts[1:])  # y is the cup in each


def test_a_small_goal_or_one_whose_variables_stay_linked_is_decided_whole():
    assert goal_parts(AXIOMS, _question(MIN_PARTS - 2)) is None
    # without the cup's name nothing defines y, and every team's event is linked through it
    assert goal_parts(AXIOMS, _question(8, with_cup_name=False)) is None


def test_eight_coordinated_names_are_proved_and_one_missing_fact_is_disproved():
    facts = conj([Atom("ex:team", (CUP, t)) for t in TEAMS])
    got = entails(AXIOMS, (QUERY, facts), _question(8), timeout_ms=1000)
    assert got.status == "proved"
    assert "verb" in got.core and "entity:Team 7" in got.core
    fewer = conj([Atom("ex:team", (CUP, t)) for t in TEAMS[:-1]])
    assert entails(AXIOMS, (QUERY, fewer), _question(8), timeout_ms=1000).status == "disproved"
