"""The registry of readings and the orchestration's walk over it: a new kind of reading is one function
registered with its name and order, and :meth:`Bridge.options` offers what it reads, in its place."""

import pytest

from verifier.bridge import Bridge, Lexicon, Option, Reader, registered
from verifier.bridge import readings
from verifier.bridge.model import Axiom
from verifier.logic import Atom, Const, Forall, Iff, Var
from verifier.question.reading import Reading

X = Var("x")
# "Which things are zorbly?": an adjective no lexicon, label or table knows
ZORBLY = Atom("_zorbly_a_1", (X,))
QUERY = Atom("ex:zorbness", (X, Const("ex:High")))


def _zorbly_as(prop_value: str, name: str):
    """A reader that reads the adjective "zorbly" as having ``ex:zorbness`` ``prop_value``."""

    def read(w, res):
        if w.erg.lemma != "zorbly":
            return []
        f = Forall((X,), Iff(Atom(w.key[0], (X,)), Atom("ex:zorbness", (X, Const(prop_value)))))
        return [Option(w.key, (Axiom(name, f, "test", source="a test reader", word=w.word, kg_terms=("ex:zorbness",)),),
                       1.0)]

    return read


@pytest.fixture
def bridge():
    return Bridge(Lexicon(), None, synonyms=False)


@pytest.fixture
def extra_readers(monkeypatch):
    """Register readers for one test only (the registry is the module's; the test leaves it as it was)."""

    def add(name, order, read, **kw):
        monkeypatch.setitem(readings._REGISTRY, name, Reader(name, order, 1.0, read, "word", **kw))

    return add


def _options(bridge):
    reading = Reading(ZORBLY, (X,), "wh")
    opts, unbridged, _ = bridge.options(reading, ["ex:zorbness", "ex:High"], QUERY)
    return opts, unbridged


def test_the_word_readers_are_walked_in_their_order_the_lexicon_first():
    names = [r.name for r in registered("word")]
    assert names[0] == "lexicon" and names.index("guessed") < names.index("synonyms") < names.index("vague-verb")
    assert all(r.read.__module__.startswith("verifier.bridge.readings.") for r in registered("word"))
    front = [r.name for r in registered("word") if r.front]
    presupposed = [r.name for r in registered("word") if r.presupposed]
    assert front == ["measure", "contained-level"] and presupposed == ["apposition"]


def test_a_registered_reader_is_offered_for_a_word_nothing_else_reads(bridge, extra_readers):
    opts, unbridged = _options(bridge)
    assert ("_zorbly_a_1", 1) in unbridged and ("_zorbly_a_1", 1) not in opts
    extra_readers("zorbly", 900, _zorbly_as("ex:High", "zorbly:high"))
    opts, unbridged = _options(bridge)
    assert [a.name for o in opts[("_zorbly_a_1", 1)] for a in o.axioms] == ["zorbly:high"]
    assert ("_zorbly_a_1", 1) not in unbridged


def test_a_front_reader_goes_before_the_readers_before_it(bridge, extra_readers):
    extra_readers("zorbly-late", 900, _zorbly_as("ex:High", "late"))
    extra_readers("zorbly-front", 910, _zorbly_as("ex:Low", "front"), front=True)
    opts, _ = _options(bridge)
    # equal weights: the order the walk placed them in decides
    assert [o.axioms[0].name for o in opts[("_zorbly_a_1", 1)]] == ["front", "late"]


def test_a_reader_sees_what_the_readers_before_it_found(bridge, extra_readers):
    seen = []

    def fallback(w, res):
        seen.append(tuple(o.axioms[0].name for o in w.found))
        return []

    extra_readers("zorbly", 900, _zorbly_as("ex:High", "zorbly:high"))
    extra_readers("fallback", 950, fallback)
    _options(bridge)
    assert seen == [("zorbly:high",)]


def test_a_reading_is_registered_once_and_in_a_known_phase():
    with pytest.raises(ValueError, match="registered twice"):
        readings.register("lexicon", 1, 1.0, lambda w, res: [])
    with pytest.raises(ValueError, match="unknown phase"):
        readings.register("never-registered", 1, 1.0, lambda w, res: [], "sentence")
    assert "never-registered" not in {r.name for r in registered()}
