"""The check's wall-clock bound (:mod:`verifier.bounds`) reaches every stage: a stage that asks past it
makes the check ``unknown`` (``budget_exceeded``) with the stage named. Each stage is forced past its
bound by making :func:`verifier.bounds._past` answer yes for that stage alone: no test measures time."""

import pytest

from conftest import CHEMISTRY
from verifier import bounds
from verifier.bounds import DeadlineReached, StageBound, deadline, deadline_hit, reached, seconds_left
from verifier.prover.encode import WorkBudgetExceeded

P = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
MASS = "What is the mass of benzene?"
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
WRONG_RELATION = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2054 ?v }"


@pytest.fixture
def make():
    from verifier import Verifier

    return lambda **kw: Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl", **{"max_seconds": 4.0, **kw})


@pytest.fixture
def past(monkeypatch):
    """``past("solver")``: from now on only that stage finds the check's time spent."""
    def force(stage):
        monkeypatch.setattr(bounds, "_past", lambda asking: asking == stage)
    return force


def test_a_block_raises_past_its_time_naming_the_stage_and_not_without_one():
    with deadline(-1.0):
        with pytest.raises(DeadlineReached) as exc:
            reached("axiom sets")
        assert deadline_hit() and seconds_left() == 0.0
    assert exc.value.stage == "axiom sets" and exc.value.code == "budget_exceeded"
    assert str(exc.value).startswith("axiom sets: ")
    assert isinstance(exc.value, StageBound) and issubclass(WorkBudgetExceeded, StageBound)
    with deadline(None):
        reached("solver")  # no bound: nothing raised
        assert seconds_left() is None and not deadline_hit()
    with deadline(-1.0):
        with deadline(3600.0):  # an inner block cannot extend the outer one's time
            with pytest.raises(DeadlineReached):
                reached("parse")


def test_the_default_bound_widens_with_the_wall_clock_slack_and_can_be_set_or_switched_off(monkeypatch):
    monkeypatch.delenv("VERIFIER_CHECK_SECONDS", raising=False)
    monkeypatch.setenv("VERIFIER_WALL_CLOCK_SLACK", "4")
    assert bounds._default_seconds() == 4 * bounds.CHECK_SECONDS_PER_SLACK
    monkeypatch.setenv("VERIFIER_WALL_CLOCK_SLACK", "30")
    assert bounds._default_seconds() == 30 * bounds.CHECK_SECONDS_PER_SLACK
    monkeypatch.setenv("VERIFIER_CHECK_SECONDS", "2.5")
    assert bounds._default_seconds() == 2.5
    monkeypatch.setenv("VERIFIER_CHECK_SECONDS", "0")
    assert bounds._default_seconds() is None


@pytest.mark.parametrize("stage", ["parse", "readings", "axiom sets", "solver"])
def test_a_stage_past_the_checks_time_makes_it_unknown_with_the_stage_named(make, past, stage):
    v = make()
    past(stage)
    got = v.check(MASS, RIGHT)
    assert got.status == "unknown" and got.reasons == ("budget_exceeded",)
    assert f"{stage}: the check reached its wall-clock bound" in got.explanation


def test_a_check_with_no_time_at_all_is_unknown_and_one_without_a_bound_is_decided(make):
    got = make(max_seconds=-1.0).check(MASS, RIGHT)
    assert got.status == "unknown" and got.reasons == ("budget_exceeded",)
    assert "wall-clock bound" in got.explanation
    assert make(max_seconds=None).check(MASS, RIGHT).status == "accept"


def test_a_diagnosis_past_the_checks_time_keeps_the_proved_rejection_and_says_it_stopped(make, past):
    full = make().check(MASS, WRONG_RELATION)
    assert full.status == "reject" and full.reasons[0] == "wrong_relation"
    past("diagnosis")
    cut = make().check(MASS, WRONG_RELATION)
    assert cut.status == "reject"  # the comparison disproved it; only naming the edit was cut short
    assert set(cut.reasons) <= {"missing_constraint", "extra_constraint"}
    assert any("diagnosis stopped at the check's wall-clock bound" in n for n in cut.notes)


@pytest.mark.parametrize("stage", ["parse", "solver", "diagnosis"])
def test_a_verdict_cut_by_the_time_is_not_remembered_for_the_next_check(make, past, monkeypatch, stage):
    v = make()
    past(stage)
    first = v.check(MASS, WRONG_RELATION)
    monkeypatch.setattr(bounds, "_past", lambda asking: False)
    again = v.check(MASS, WRONG_RELATION)
    assert first.reasons != again.reasons or first.notes != again.notes
    assert again.to_dict() | {"timings_ms": {}} == make().check(MASS, WRONG_RELATION).to_dict() | {"timings_ms": {}}


def test_what_every_check_uses_is_loaded_before_the_checks_time_starts(make, monkeypatch):
    from verifier import Verifier

    v = make()
    asked = []
    loading = Verifier.load
    monkeypatch.setattr(Verifier, "load", lambda self: (asked.append(seconds_left()), loading(self)))
    assert v.check(MASS, RIGHT).status == "accept"
    assert asked == [None]  # (no check's clock was running while it loaded)
    assert v._lexicon is not None and v._bridge is not None and v._parser is not None
