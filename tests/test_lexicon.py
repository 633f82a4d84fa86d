"""Reading Lemon/OntoLex lexica into LexicalEntry values."""

from pathlib import Path

import pytest
from rdflib import Graph

from lemon_lexicon import LEMON
from verifier.bridge.lexicon import Lexicon, vocabulary_of

ROOT = Path(__file__).resolve().parents[1]
CHEM = ROOT / "examples" / "chemistry" / "lexicon.ttl"
QALD = ROOT.parent / "shared" / "data" / "qald9" / "lexicon-qald9.ttl"


@pytest.fixture(scope="module")
def chem():
    return Lexicon.load(CHEM)


def test_relational_noun_direction_and_marker(chem):
    (mass,) = chem.lookup("mass", "n")
    assert mass.frame == "NounPPFrame"
    assert mass.reference == "wdt:P2067"
    assert mass.markers == ("of",)
    # "the mass OF benzene": the of-argument is the property's subject
    assert mass.role_of("subject") == "prepositionalAdjunct"
    assert mass.direction == "inverse"
    assert mass.kind == "property"
    assert mass.domain is None and mass.range == "xsd:decimal"
    assert mass.curated and mass.confidence == 1.0


def test_lookup_by_inflected_form_and_erg_pos(chem):
    assert [e.lemma for e in chem.lookup("masses", "n")] == ["mass"]
    assert [e.lemma for e in chem.lookup("Boiling Point", "noun")] == ["boiling point"]
    assert [e.reference for e in chem.lookup("LD50")] == ["wdt:P2240"]
    assert chem.lookup("mass", "v") == []


def test_class_noun_as_restriction(chem):
    (compound,) = chem.lookup("compound", "n")
    assert compound.frame == "NounPredicateFrame"
    assert compound.kind == "restriction"
    assert compound.restriction == ("wdt:P31", "wd:Q11173")


def test_verbs_transitive_and_intransitive_pp(chem):
    (contain,) = chem.lookup("contains", "v")
    assert (contain.frame, contain.reference, contain.direction) == ("TransitiveFrame", "wdt:P527", "normal")
    (constitute,) = chem.lookup("constitute", "v")
    assert constitute.direction == "inverse"
    (boil,) = chem.lookup("boil", "v")
    assert boil.frame == "IntransitivePPFrame"
    assert boil.markers == ("at",)
    assert boil.direction == "normal"


def test_adjectives_attributive_predicative_and_superlative(chem):
    frames = sorted(e.frame for e in chem.lookup("aromatic", "a"))
    assert frames == ["AdjectiveAttributiveFrame", "AdjectivePredicateFrame"]
    (heavy,) = chem.lookup("heaviest", "a")
    assert heavy.kind == "scalar"
    assert (heavy.bound, heavy.degree) == ("wdt:P2067", "high")
    (light,) = chem.lookup("light")
    assert light.degree == "low"


def test_stats_counts_frames(chem):
    st = chem.stats()
    assert st["entries"] == len(chem)
    assert st["frames"]["NounPPFrame"] == 13
    assert st["frames"]["TransitiveFrame"] == 2
    assert st["skipped"] == 0


def test_by_reference(chem):
    assert {e.lemma for e in chem.by_reference("wdt:P2067")} >= {"mass", "weight", "heavy", "light"}
    assert {e.lemma for e in chem.by_reference("http://www.wikidata.org/prop/direct/P2102")} == {"boiling point", "boil"}


LEMON1 = LEMON + """
:author a lemon:LexicalEntry ;
    lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "author"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/author> ;
                  lemon:subjOfProp :author_arg2 ; lemon:objOfProp :author_arg1 ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ;
        lexinfo:copulativeArg :author_arg1 ; lexinfo:prepositionalAdjunct :author_arg2 ] .
:author_arg2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""


def test_lemon_1_0_and_rebased_namespaces():
    g = Graph().parse(data=LEMON1, format="turtle")
    (e,) = Lexicon.from_graph(g).lookup("author")
    assert (e.reference, e.direction, e.markers) == ("dbo:author", "inverse", ("of",))
    # the same lexicon rebased to another namespace, bound to a neutral prefix: needs the map
    rebased = LEMON1.replace("http://lemon-model.net/lemon#", "http://example.net/vocab/lm#").replace(
        "@prefix lemon:", "@prefix lm:").replace("lemon:", "lm:")
    g2 = Graph().parse(data=rebased, format="turtle")
    assert len(Lexicon.from_graph(g2)) == 0
    lex = Lexicon.from_graph(g2, namespace_map={"http://example.net/vocab/lm#": "lemon"})
    assert [x.reference for x in lex.lookup("author")] == ["dbo:author"]


def test_vocabulary_detection():
    assert vocabulary_of("http://localhost:8000/lemon.owl#sense") == ("lemon", "sense")
    assert vocabulary_of("http://www.w3.org/ns/lemon/synsem#subjOfProp") == ("lemon", "subjOfProp")
    assert vocabulary_of("http://localhost:8000/oils.owl#boundTo") == ("oils", "boundTo")
    assert vocabulary_of("http://www.lexinfo.net/ontology/3.0/lexinfo#noun") == ("lexinfo", "noun")
    assert vocabulary_of("http://dbpedia.org/ontology/author") is None


@pytest.mark.shared_data
@pytest.mark.skipif(not QALD.exists(), reason="shared QALD-9 data absent")
def test_qald9_lexicon_auto_detects_rebased_lemon():
    lex = Lexicon.load(QALD)
    st = lex.stats()
    for frame in ("NounPPFrame", "NounPredicateFrame", "TransitiveFrame", "IntransitivePPFrame",
                  "AdjectiveAttributiveFrame", "AdjectivePredicateFrame", "AdjectiveSuperlativeFrame"):
        assert st["frames"].get(frame, 0) > 0, frame
    assert st["entries"] > 2000
    actor = {(e.frame, e.reference, e.value) for e in lex.lookup("actor", "n")}
    assert ("NounPredicateFrame", "rdf:type", "dbo:Actor") in actor
    assert ("NounPPFrame", "dbo:starring", None) in actor
    tall = lex.lookup("tallest", "a")
    assert tall and all(e.bound == "dbo:height" for e in tall)
    afghan = lex.lookup("afghan", "a")
    assert ("dbo:country", "dbr:Afghanistan") in {e.restriction for e in afghan}


# ------------------------------------------------------------------ autolex and the CLI

from verifier.bridge import autolex  # noqa: E402
from verifier.cli import main as cli_main  # noqa: E402

KG = ROOT / "examples" / "chemistry" / "kg.ttl"


@pytest.mark.parametrize("label, lemma, frame, direction, markers", [
    ("mass", "mass", "NounPPFrame", "inverse", ("of",)),
    ("birth place", "birth place", "NounPPFrame", "inverse", ("of",)),
    ("has part(s)", "part", "NounPPFrame", "inverse", ("of",)),
    ("part of", "part", "NounPPFrame", "normal", ("of",)),
    ("is part of", "part", "NounPPFrame", "normal", ("of",)),
    ("developed by", "develop", "TransitiveFrame", "inverse", ()),
    ("located in area", "locate", "IntransitivePPFrame", "normal", ("in",)),
    ("consists of", "consist", "IntransitivePPFrame", "normal", ("of",)),
    ("contains", "contain", "TransitiveFrame", "normal", ()),
    ("ISBN", "ISBN", "NounPPFrame", "inverse", ("of",)),
])
def test_autolex_label_shapes(label, lemma, frame, direction, markers):
    e = autolex.entry_for_property("dbo:x", label)
    assert (e.lemma, e.frame, e.direction, e.markers) == (lemma, frame, direction, markers)
    assert e.reference == "dbo:x" and not e.curated and e.confidence == autolex.AUTO_CONFIDENCE


def test_autolex_classes_and_local_names():
    (actor,) = autolex.derive({}, {"dbo:Actor": []})
    assert (actor.lemma, actor.kind, actor.reference, actor.forms) == ("actor", "class", "dbo:Actor", ("actor", "actors"))
    (cmpd,) = autolex.derive({}, {"wd:Q11173": ["chemical compound"]}, type_property="wdt:P31")
    assert cmpd.restriction == ("wdt:P31", "wd:Q11173")
    (bp,) = autolex.derive({"dbo:birthPlace": []})
    assert (bp.lemma, bp.frame, bp.direction) == ("birth place", "NounPPFrame", "inverse")


def test_autolex_round_trips_through_turtle(tmp_path):
    from verifier.kg.store import EmbeddedStore

    entries = autolex.derive_from_store(EmbeddedStore(KG))
    by_lemma = {e.lemma: e for e in entries}
    assert by_lemma["mass"].reference == "wdt:P2067" and by_lemma["mass"].direction == "inverse"
    assert by_lemma["compound"].restriction == ("wdt:P31", "wd:Q11173")
    assert by_lemma["contain"].frame == "TransitiveFrame"
    out = tmp_path / "auto.ttl"
    out.write_text(autolex.to_turtle(entries))
    back = Lexicon.load(out)
    key = lambda e: (e.lemma, e.frame, e.reference, e.value, e.direction, e.markers, e.confidence, e.curated)
    assert {key(e) for e in back} == {key(e) for e in entries}
    assert all(not e.curated and e.confidence == 0.5 for e in back)


def test_cli_stats_reports_frames_and_uncovered(tmp_path, capsys):
    assert cli_main(["lexicon", "stats", str(CHEM)]) == 0
    out = capsys.readouterr().out
    assert "NounPPFrame" in out and "no template: 0" in out
    # an entry with a frame no template knows, and one without a reference
    odd = tmp_path / "odd.ttl"
    odd.write_text(LEMON1 + """
:shout a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "shout"@en ] ;
    lemon:synBehavior [ a lexinfo:DitransitiveFrame ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/shout> ] .
:mumble a lemon:LexicalEntry ; lemon:canonicalForm [ lemon:writtenRep "mumble"@en ] ;
    lemon:sense [ lemon:isA :nothing ] .
""")
    assert cli_main(["lexicon", "stats", str(odd), "--json"]) == 0
    import json
    st = json.loads(capsys.readouterr().out)
    assert st["entries"] == 2 and st["no_template"] == 1
    assert st["uncovered"][0]["lemma"] == "shout"
    assert "no template for frame DitransitiveFrame" in st["uncovered"][0]["reason"]
    assert st["unread"] == [{"entry": "<http://example.org/lex#mumble>", "reason": "sense without reference"}]


def test_cli_build_writes_a_loadable_lexicon(tmp_path, capsys):
    out = tmp_path / "built.ttl"
    assert cli_main(["lexicon", "build", "--kg", str(KG), "--out", str(out)]) == 0
    assert "candidate entries written" in capsys.readouterr().out
    lex = Lexicon.load(out)
    assert [e.reference for e in lex.lookup("boiling point", "n")] == ["wdt:P2102"]


def test_large_lexica_are_cached_as_json(tmp_path):
    big = tmp_path / "big.ttl"
    big.write_text(CHEM.read_text() + "\n" + ("# padding to pass the cache threshold\n" * 30000))
    cache = tmp_path / "cache"
    first = Lexicon.load(big, cache_dir=cache)
    files = list(cache.glob("lexicon-*.json"))
    assert len(files) == 1
    second = Lexicon.load(big, cache_dir=cache)
    assert second.entries == first.entries
    # an edited file is read again, under a new key
    big.write_text(big.read_text().replace('"density"@en', '"specific density"@en'))
    third = Lexicon.load(big, cache_dir=cache)
    assert third.lookup("specific density") and not third.lookup("density")
    assert len(list(cache.glob("lexicon-*.json"))) == 2
    # a small file is kept in its checked form only (tests/test_lexicon_cache.py), never as parsed JSON;
    # cache_dir=False never touches the cache
    Lexicon.load(CHEM, cache_dir=tmp_path / "small")
    assert not list((tmp_path / "small").glob("*.json"))
    before = sorted(cache.iterdir())
    Lexicon.load(big, cache_dir=False)
    assert sorted(cache.iterdir()) == before


@pytest.mark.wordnet
def test_erg_base_forms_find_irregular_inflections():
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet not installed (make setup)")
    g = Graph().parse(data=LEMON1.replace('"author"@en', '"born"@en').replace("lexinfo:noun", "lexinfo:verb"),
                      format="turtle")
    lex = Lexicon.from_graph(g)
    # the ERG says _bear_v_2; the lexicon lists only "born"
    assert [e.lemma for e in lex.lookup("bear", "v")] == ["born"]
    assert lex.lookup("bear", "n") == []


OVERLAY = """
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix : <http://example.org/lex#> .
@prefix fix: <http://example.org/fix#> .
:author owl:deprecated true ; rdfs:comment "an author is the writer, not the publisher" .
fix:writer a lemon:LexicalEntry ;
    lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "author"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/writer> ;
                  lemon:subjOfProp fix:writer_arg2 ; lemon:objOfProp fix:writer_arg1 ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ;
        lexinfo:copulativeArg fix:writer_arg1 ; lexinfo:prepositionalAdjunct fix:writer_arg2 ] .
fix:writer_arg2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""


def test_an_overlay_withdraws_entries_of_the_lexicon_loaded_with_it(tmp_path):
    base, overlay = tmp_path / "base.ttl", tmp_path / "overlay.ttl"
    base.write_text(LEMON1)
    overlay.write_text(OVERLAY)
    alone = Lexicon.load(base, cache_dir=False)
    assert [e.reference for e in alone.lookup("author")] == ["dbo:author"] and alone.deprecated == ()
    both = Lexicon.load([base, overlay], cache_dir=False)
    assert [e.reference for e in both.lookup("author")] == ["dbo:writer"]
    assert both.deprecated == (("<http://example.org/lex#author>", "an author is the writer, not the publisher"),)
    assert both.stats()["deprecated"] == 1
    # the order of the files does not matter, and a graph with both does the same
    assert [e.reference for e in Lexicon.load([overlay, base], cache_dir=False).lookup("author")] == ["dbo:writer"]
    g = Graph().parse(data=LEMON1, format="turtle").parse(data=OVERLAY, format="turtle")
    assert [e.reference for e in Lexicon.from_graph(g).lookup("author")] == ["dbo:writer"]


def test_entry_order_does_not_depend_on_the_process_hash_seed():
    # rdflib iterates its triples in the order of its hash tables, which Python seeds afresh in each
    # process; the order of a word's entries breaks ties between its readings, so two processes (two
    # audit runs) reading one lexicon must see the same order
    import os
    import subprocess
    import sys

    code = ("import sys; from verifier.bridge.lexicon import Lexicon; "
            "L = Lexicon.load(sys.argv[1], cache_dir=False); "
            "print([(e.id, e.forms, e.args) for e in L.entries])")
    outs = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        run = subprocess.run([sys.executable, "-c", code, str(CHEM)], env=env, capture_output=True, text=True,
                             cwd=ROOT, check=True)
        outs.add(run.stdout)
    assert len(outs) == 1


_NO_DIRECTION = """
@prefix : <http://example.org/lex#> .
@prefix ontolex: <http://www.w3.org/ns/lemon/ontolex#> .
@prefix synsem: <http://www.w3.org/ns/lemon/synsem#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix ex: <http://example.org/kg/> .

:opus a ontolex:LexicalEntry ;
    lexinfo:partOfSpeech lexinfo:noun ;
    ontolex:canonicalForm [ ontolex:writtenRep "opus"@en ] ;
    synsem:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :opus_arg ;
                         lexinfo:prepositionalAdjunct :opus_of ] ;
    ontolex:sense [ ontolex:reference ex:composer ; synsem:subjOfProp :opus_arg ; synsem:objOfProp :opus_arg ] .
:opus_of synsem:marker [ ontolex:canonicalForm [ ontolex:writtenRep "of"@en ] ] .

:score a ontolex:LexicalEntry ;
    lexinfo:partOfSpeech lexinfo:noun ;
    ontolex:canonicalForm [ ontolex:writtenRep "score"@en ] ;
    synsem:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :score_arg ;
                         lexinfo:prepositionalAdjunct :score_of ] ;
    ontolex:sense [ ontolex:reference ex:composer ; synsem:subjOfProp :score_arg ; synsem:objOfProp :score_of ] .
:score_of synsem:marker [ ontolex:canonicalForm [ ontolex:writtenRep "of"@en ] ] .
"""


def test_a_sense_naming_one_argument_both_ends_is_read_both_ways(tmp_path):
    """A sense that makes the noun both the subject and the object of its property says no direction:
    the frame's other argument takes the other end, either way round. A sense that says the direction
    keeps its one reading."""
    path = tmp_path / "lex.ttl"
    path.write_text(_NO_DIRECTION)
    lex = Lexicon.load(path, cache_dir=False)
    ways = sorted(tuple(a.maps_to for a in e.args) for e in lex.entries if e.lemma == "opus")
    assert ways == [("object", "subject"), ("subject", "object")]
    assert [tuple(a.maps_to for a in e.args) for e in lex.entries if e.lemma == "score"] == [("subject", "object")]
