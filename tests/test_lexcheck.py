"""The lexicon consistency check: entries read the wrong way round are reversed, with the reason kept."""

import json
import subprocess
import sys

import pytest

from verifier.bridge.lexcheck import check
from verifier.bridge.lexicon import LexicalEntry, Lexicon, SynArg

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)


def noun(lemma, ref, domain, rng, first="object", marker="of", ident=None):
    other = "subject" if first == "object" else "object"
    return LexicalEntry(ident or f"ex:{lemma}_{marker}", lemma, "noun", "NounPPFrame", ref,
                        args=(SynArg("copulativeArg", first), SynArg("prepositionalAdjunct", other, marker)),
                        domain=domain, range=rng, source="test.ttl")


def verb(lemma, ref, domain, rng, first="object", frame="TransitiveFrame", marker="", ident=None):
    other = "subject" if first == "object" else "object"
    second = SynArg("directObject", other) if frame == "TransitiveFrame" else SynArg("prepositionalAdjunct", other, marker)
    return LexicalEntry(ident or f"ex:to_{lemma}_{ref}", lemma, "verb", frame, ref,
                        args=(SynArg("subject", first), second), domain=domain, range=rng, source="test.ttl")


def by_id(entries):
    return {e.id: e for e in entries}


@needs_wordnet
def test_noun_naming_the_domain_class_is_the_subject():
    # "the novels by X": a novel is the ex:Novel, the subject of ex:writer, not the ex:Writer
    e = noun("novel", "ex:writer", "ex:Novel", "ex:Writer", first="object", marker="by")
    assert e.direction == "inverse"
    fixed, repairs = check([e])
    (f,) = fixed
    assert f.direction == "normal" and f.id == e.id
    assert "noun_class" in f.repair and "read the other way round" in f.source
    assert [(r.entry, r.action, r.rule) for r in repairs] == [(e.id, "reversed", "noun_class")]


@needs_wordnet
def test_noun_naming_the_property_keeps_its_reading():
    # "the painter of X" for ex:painter: the noun names the property's value
    e = noun("painter", "ex:painter", "ex:Painting", "ex:Person")
    fixed, repairs = check([e])
    assert fixed == (e,) and repairs == ()


@needs_wordnet
def test_person_noun_against_a_group_range_is_the_subject():
    # "a member of X" for ex:league (range a ex:Company): a member is no company; the domain says nothing
    e = noun("member", "ex:league", "dbo:Agent", "ex:Company")
    (f,), _ = check([e])
    assert f.direction == "normal"


@needs_wordnet
def test_by_named_property_and_its_partner():
    inspired = verb("inspire", "ex:inspired", "ex:Person", "ex:Person", first="object")
    inspired_by = verb("inspire", "ex:inspiredBy", "ex:Person", "ex:Person", first="object")
    fixed, repairs = check([inspired, inspired_by])
    got = by_id(fixed)
    # "A inspires B": ex:inspired(A, B) but ex:inspiredBy(B, A)
    assert got[inspired.id].direction == "normal"
    assert got[inspired_by.id].direction == "inverse"
    assert [r.rule for r in repairs] == ["inverse_pair"]


@needs_wordnet
def test_agent_noun_of_a_by_partner():
    e = noun("inspirer", "ex:inspired", "ex:Person", "ex:Person", first="object")
    partner = verb("inspire", "ex:inspiredBy", "ex:Person", "ex:Person")
    got = by_id(check([e, partner])[0])
    assert got[e.id].direction == "normal"


@needs_wordnet
def test_stative_verb_subject_is_not_the_value():
    # "The concert lasts two hours": the concert is the subject of ex:duration, the number its object
    e = verb("last", "ex:duration", "ex:Concert", "xsd:double", first="object")
    (f,), (r,) = check([e])
    assert f.direction == "normal" and r.rule == "stative_literal"


@needs_wordnet
def test_agentive_verb_with_a_number_is_left_alone():
    # "shoot" has an agent; its frame here stands for a passive, which the rule does not judge
    e = verb("shoot", "ex:deathDate", "ex:Person", "xsd:date", first="object")
    assert check([e]) == ((e,), ())


@needs_wordnet
def test_agentive_verb_subject_is_the_person():
    # "X wins the prize": the person, not the award, is the verb's subject
    e = verb("win", "ex:prize", "ex:Person", "ex:Award", first="object")
    (f,), (r,) = check([e])
    assert f.direction == "normal" and r.rule == "agent_subject"


@needs_wordnet
def test_intransitive_star_in_is_reversed_and_the_transitive_use_kept():
    e = verb("star", "ex:cast", "ex:Film", "ex:Actor", first="subject", frame="IntransitivePPFrame", marker="in")
    fixed, repairs = check([e])
    got = by_id(fixed)
    assert got[e.id].direction == "inverse"           # "X stars in Y": X is the actor, the object
    kept = got[e.id + "#transitive"]                    # "Y stars X": the film is the subject
    assert kept.frame == "TransitiveFrame" and kept.direction == "normal"
    assert {r.action for r in repairs} == {"reversed", "added"}


@needs_wordnet
def test_a_class_of_persons_named_by_its_head_noun_is_an_agent():
    # "X competes in Y" mapped with the tournament as the verb's subject: ex:ChessPerson is a kind of
    # person (WordNet files "person" itself under noun.Tops), so the person is the agent and the subject
    e = verb("compete", "ex:tournament", "ex:ChessPerson", "ex:Tournament", first="object",
             frame="IntransitivePPFrame", marker="in")
    (f,), (r,) = check([e])
    assert f.direction == "normal" and r.rule == "agent_subject"

@needs_wordnet
def test_passive_only_verb_keeps_its_subject():
    # "name" has no intransitive use: "X is named after Y" keeps the named thing as subject
    e = verb("name", "ex:namesake", "ex:Town", "ex:Person", first="subject", frame="IntransitivePPFrame", marker="after")
    assert check([e]) == ((e,), ())


@needs_wordnet
def test_a_property_named_by_what_the_verb_makes_has_it_as_object():
    # ex:cheeseManufactured(region, cheese): "cheese is manufactured in X" (passive: the verb has no
    # intransitive use) has the cheese as its subject, the property's object; "X manufactures cheese"
    # has the region as its subject
    passive = verb("manufacture", "ex:cheeseManufactured", "ex:Company", "ex:Place", first="subject",
                   frame="IntransitivePPFrame", marker="in")
    active = verb("manufacture", "ex:cheeseManufactured", "ex:Place", "ex:Cheese", first="object", ident="ex:to_make")
    fixed, repairs = check([passive, active])
    got = by_id(fixed)
    assert got[passive.id].direction == "inverse" and got[active.id].direction == "normal"
    assert sorted((r.entry, r.rule) for r in repairs) == sorted([(passive.id, "patient_name"), ("ex:to_make", "patient_name")])
    # a noun for a time or place names when or where it happened, not what underwent it
    built = verb("build", "ex:yearBuilt", "ex:Bridge", "xsd:gYear", first="subject",
                 frame="IntransitivePPFrame", marker="in")
    place = verb("manufacture", "ex:placeManufactured", "ex:Car", "ex:City", first="subject",
                 frame="IntransitivePPFrame", marker="in")
    assert check([built, place]) == ((built, place), ())
    # a name that is not "<noun> <participle of the verb>" says nothing
    other = verb("manufacture", "ex:manufacturer", "ex:Company", "ex:Place", first="subject",
                 frame="IntransitivePPFrame", marker="in")
    assert check([other]) == ((other,), ())


@needs_wordnet
def test_the_subject_of_a_verb_of_signifying_is_the_sign():
    # "XYZ signifies the X Y Zeta club" for ex:acronym(club, "XYZ"): the acronym, the property's
    # object, is the verb's subject; "stand for" is found with its particle
    signify = verb("signify", "ex:acronym", "owl:Thing", "xsd:string", first="subject")
    stand = verb("stand", "ex:acronym", "owl:Thing", "xsd:string", first="subject",
                 frame="IntransitivePPFrame", marker="for")
    fixed, repairs = check([signify, stand])
    assert all(f.direction == "inverse" for f in fixed)
    assert [r.rule for r in repairs] == ["signifier_subject", "signifier_subject"]
    # a property that names no sign (a founder is a person) says nothing of the verb's subject
    other = verb("signify", "ex:founder", "ex:Club", "ex:Person", first="subject")
    assert check([other]) == ((other,), ())


@needs_wordnet
def test_a_reversal_that_repeats_another_entry_drops_it():
    good = verb("develop", "ex:product", "ex:Company", "ex:Software", first="subject", ident="ex:a")
    bad = verb("develop", "ex:product", "ex:Company", "ex:Software", first="object", ident="ex:b")
    fixed, repairs = check([good, bad])
    assert fixed == (good,)
    assert [(r.entry, r.action) for r in repairs] == [("ex:b", "dropped")]


def test_odd_entries_pass_unchanged():
    odd = (LexicalEntry("ex:x", "x", "noun", "NounPredicateFrame", "ex:X"),
           LexicalEntry("ex:y", "y", "verb", "TransitiveFrame", "ex:y", args=(SynArg("subject", ""),)),
           LexicalEntry("ex:z", "", "noun", "NounPPFrame", None))
    fixed, repairs = check(odd)
    assert fixed == odd and repairs == ()


TTL = """
@prefix lemon: <http://lemon-model.net/lemon#> .
@prefix lexinfo: <http://www.lexinfo.net/ontology/2.0/lexinfo#> .
@prefix ex: <http://example.org/> .
ex:novel_by a lemon:LexicalEntry ;
    lemon:canonicalForm [ lemon:writtenRep "novel"@en ] ;
    lexinfo:partOfSpeech lexinfo:noun ;
    lemon:synBehavior ex:novel_by_frame ;
    lemon:sense ex:novel_by_sense .
ex:novel_by_frame a lexinfo:NounPPFrame ;
    lexinfo:copulativeArg ex:arg1 ;
    lexinfo:prepositionalAdjunct ex:arg2 .
ex:arg2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "by"@en ] ] .
ex:novel_by_sense lemon:reference ex:writer ;
    lemon:objOfProp ex:arg1 ;
    lemon:subjOfProp ex:arg2 ;
    lemon:condition [ lemon:propertyDomain ex:Novel ; lemon:propertyRange ex:Writer ] .
"""


@needs_wordnet
def test_load_repairs_and_records(tmp_path):
    path = tmp_path / "lex.ttl"
    path.write_text(TTL, encoding="utf-8")
    lex = Lexicon.load(path, cache_dir=False)
    (e,) = lex.lookup("novel", "n")
    assert e.direction == "normal" and e.repair
    assert lex.stats()["repairs"] == {"reversed (noun_class)": 1}
    raw = Lexicon.load(path, cache_dir=False, check=False)
    (r,) = raw.lookup("novel", "n")
    assert r.direction == "inverse" and not r.repair and raw.repairs == ()
    out = subprocess.run([sys.executable, "-m", "verifier.cli", "lexicon", "stats", str(path), "--json"],
                         capture_output=True, text=True, check=True).stdout
    stats = json.loads(out)
    assert stats["repaired"][0]["entry"] == e.id and stats["repaired"][0]["rule"] == "noun_class"


@needs_wordnet
def test_agentive_intransitive_verb_subject_is_not_a_place():
    # "The club plays in X" for ex:league (domain dbo:Agent, range dbo:Place): the place is not the player
    e = verb("play", "ex:league", "dbo:Agent", "dbo:Place", first="object", frame="IntransitivePPFrame", marker="in")
    (f, *_), (r, *_) = check([e])
    assert f.direction == "normal" and r.rule == "agent_subject"


@needs_wordnet
def test_reversed_transitive_verb_keeps_by_on_the_agent():
    e = LexicalEntry("ex:w", "win", "verb", "TransitiveFrame", "ex:prize",
                     args=(SynArg("subject", "object"), SynArg("directObject", "subject", "by")),
                     domain="ex:Person", range="ex:Award")
    (f,), _ = check([e])
    assert f.direction == "normal"
    assert [(a.role, a.maps_to, a.marker) for a in f.args] == [("subject", "subject", "by"), ("directObject", "object", "")]


@needs_wordnet
def test_a_chosen_mapping_whose_own_side_holds_the_other_stays():
    # "the player in X" for ex:team from a dbo:Person to a dbo:Agent, the player as the property's object (the
    # team X played for, as a hand-written lexicon may choose): an agent may be a player as well as a person
    # may, so the condition says nothing against it where the lexicon chooses its mappings (it maps another
    # noun with its copulative argument as the subject); in a generated lexicon the weak sign still turns it
    player = noun("player", "ex:team", "dbo:Person", "dbo:Agent", marker="in")
    chosen = noun("predecessor", "ex:successor", "ex:Person", "ex:Person", first="subject")
    fixed, repairs = check([player, chosen])
    assert by_id(fixed)[player.id] == player and repairs == ()
    (alone,), _ = check([player])
    assert alone.direction == "normal" and "noun_class" in alone.repair
