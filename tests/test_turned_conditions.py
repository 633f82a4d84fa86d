"""A word the lexicon reads as one property both ways round (turned.py): the class a sense condition gives
an argument of the word stays with that argument in the other direction's reading too.

The made-up lexicon lists "play" for ``dbo:instrument`` twice, as generated lexica do: once with the player
mapped to the property's object (its condition: the object is a ``dbo:MusicalArtist``), once to its
subject (with another condition). A query in the KG's direction that types the player as a musical
artist was disproved as ``wrong_direction``: only the other direction's reading knew the class."""

from lemon_lexicon import LEMON
from verifier.bridge.lexicon import LexicalEntry
from verifier.bridge.options import Option
from verifier.bridge.turned import turned_condition, with_turned_conditions

DBO, DBR = "http://dbpedia.org/ontology/", "http://dbpedia.org/resource/"


def _play(name: str, subj: str, obj: str, domain: str, rng: str) -> str:
    return f"""
:{name} a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "play"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :{name}_s ; lexinfo:directObject :{name}_o ] ;
    lemon:sense [ lemon:reference <{DBO}instrument> ; lemon:subjOfProp :{name}_{subj} ; lemon:objOfProp :{name}_{obj} ;
                  lemon:condition [ lemon:propertyDomain <{DBO}{domain}> ; lemon:propertyRange <{DBO}{rng}> ] ] .
"""


LEX = LEMON + _play("play_a", "o", "s", "Person", "MusicalArtist") + _play("play_b", "s", "o", "Person", "Company")

QUESTION = "Who plays the quillhorn?"
HORN = f"<{DBR}Quillhorn>"


def test_the_kgs_direction_typed_by_the_class_the_other_entry_gives_the_player_is_accepted(verifier):
    v = verifier.check(QUESTION, f"SELECT ?p WHERE {{ ?p a <{DBO}MusicalArtist> ; <{DBO}instrument> {HORN} }}")
    assert v.status == "accept", v.explanation


def test_a_class_no_entry_gives_the_player_is_still_extra(verifier):
    v = verifier.check(QUESTION, f"SELECT ?p WHERE {{ ?p a <{DBO}Band> ; <{DBO}instrument> {HORN} }}")
    assert v.status == "reject", v.explanation


def test_only_entries_read_the_other_way_round_lend_their_turned_condition():
    def entry(i, args_dir, dom, rng, frame="TransitiveFrame"):
        from verifier.bridge.lexicon import SynArg
        first = "subject" if args_dir == "normal" else "object"
        other = "object" if args_dir == "normal" else "subject"
        return LexicalEntry(i, "play", "verb", frame, "dbo:instrument",
                            args=(SynArg("subject", first), SynArg("directObject", other)), domain=dom, range=rng)
    a = entry("a", "inverse", "dbo:Person", "dbo:MusicalArtist")
    b = entry("b", "normal", "dbo:Person", "dbo:Company")
    c = entry("c", "normal", "dbo:Person", "xsd:date")
    opts = [Option(("k",), (), 1.0, entry=a), Option(("k",), (), 1.0, entry=b), Option(("k",), (), 1.0, entry=c)]
    out = with_turned_conditions(opts)
    # b (normal) gets a's condition turned round where it narrows b's: the player a musical artist, not a
    # person only; b's object (a company) is no person, so that end is not lent
    assert [(t.id, t.domain, t.range) for t in out[1].alternatives] == [("a#turned", "dbo:MusicalArtist", None)]
    # a (inverse): b's turned condition (a company as the player) narrows nothing of a's; c's date is not turned
    assert out[0].alternatives == ()
    assert [(t.id, t.domain, t.range) for t in out[2].alternatives] == [("a#turned", "dbo:MusicalArtist", None)]


def test_one_condition_mapped_both_ways_lends_nothing():
    from verifier.bridge.lexicon import SynArg
    n = LexicalEntry("n", "serve", "verb", "TransitiveFrame", "dbo:targetAirport",
                     args=(SynArg("subject", "subject"), SynArg("directObject", "object")),
                     domain="dbo:Airline", range="dbo:Airport")
    i = LexicalEntry("i", "serve", "verb", "TransitiveFrame", "dbo:targetAirport",
                     args=(SynArg("subject", "object"), SynArg("directObject", "subject")),
                     domain="dbo:Airline", range="dbo:Airport")
    out = with_turned_conditions([Option(("k",), (), 1.0, entry=n), Option(("k",), (), 1.0, entry=i)])
    assert [o.alternatives for o in out] == [(), ()]
