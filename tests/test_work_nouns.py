"""Relational nouns about works: a word the lexicon ties to a property whose value the word itself names
("memoir" → dbo:literaryGenre, dbr:Memoir: the works of that genre), and a noun relating a work to its
value said of the work's maker (work_makers.table: "the producers of Nirvana" as the producers of
Nirvana's records)."""

from lemon_lexicon import LEMON
from verifier.bridge import Bridge, load_work_makers

LEX = LEMON + """
:memoir_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "memoir"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :m1 ; lexinfo:prepositionalAdjunct :m2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/literaryGenre> ;
                  lemon:objOfProp :m1 ; lemon:subjOfProp :m2 ] .
:m2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:producer_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "producer"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :p1 ; lexinfo:prepositionalAdjunct :p2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ;
                  lemon:objOfProp :p1 ; lemon:subjOfProp :p2 ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/MusicalWork> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
:p2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:star_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "star"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :s1 ; lexinfo:prepositionalAdjunct :s2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/starring> ;
                  lemon:objOfProp :s1 ; lemon:subjOfProp :s2 ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Film> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Actor> ] ] .
:s2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
MEMOIR = "Show me Tolstoy's memoir."
PRODUCERS = "Who were the producers of Nirvana?"


def test_the_noun_is_the_works_of_the_genre_it_names_and_the_possessor_their_author(verifier):
    v = verifier.check(MEMOIR, H + "SELECT ?m WHERE { ?m dbo:author dbr:Leo_Tolstoy ; dbo:literaryGenre dbr:Memoir }")
    assert v.status == "accept", v.explanation
    assert any("refers to dbo:literaryGenre" in a["source"] for a in v.proof["axioms"])


def test_another_genre_author_or_a_dropped_triple_is_not_accepted(verifier):
    for pattern in ("?m dbo:author dbr:Leo_Tolstoy ; dbo:literaryGenre dbr:Novel",
                    "?m dbo:author dbr:Anton_Chekhov ; dbo:literaryGenre dbr:Memoir",
                    "dbr:Leo_Tolstoy dbo:author ?m ; dbo:literaryGenre dbr:Memoir",
                    "?m dbo:author dbr:Leo_Tolstoy", "?m dbo:author dbr:Leo_Tolstoy ; dbo:genre dbr:Memoir"):
        v = verifier.check(MEMOIR, H + f"SELECT ?m WHERE {{ {pattern} }}")
        assert v.status != "accept", (pattern, v.explanation)


def test_the_table_has_work_classes_and_maker_properties():
    works, makers = load_work_makers()
    assert "dbo:MusicalWork" in works and "dbo:musicalArtist" in makers and "dbo:Person" not in works


def test_a_work_noun_said_of_the_maker_reads_through_the_makers_works(verifier):
    v = verifier.check(PRODUCERS, H + "SELECT ?p WHERE { ?r dbo:musicalArtist dbr:Nirvana ; dbo:producer ?p }")
    assert v.status == "accept", v.explanation
    assert any("work_makers.table" in a["source"] for a in v.proof["axioms"])
    # the lexicon's own reading, the argument the work itself, stays
    assert verifier.check(PRODUCERS, H + "SELECT ?p WHERE { dbr:Nirvana dbo:producer ?p }").status == "accept"


def test_the_chain_needs_the_maker_the_same_work_and_the_right_answer(verifier):
    for body in ("?r dbo:musicalArtist dbr:Soundgarden ; dbo:producer ?p",   # another maker
                 "?r dbo:musicalArtist dbr:Nirvana . ?s dbo:producer ?p",      # another work
                 "?r dbo:recordLabel dbr:Nirvana ; dbo:producer ?p",           # no maker property
                 "dbr:Nirvana dbo:musicalArtist ?r . ?r dbo:producer ?p",     # maker reversed
                 "?r dbo:producer dbr:Nirvana ; dbo:musicalArtist ?p"):        # roles swapped
        v = verifier.check(PRODUCERS, H + f"SELECT ?p WHERE {{ {body} }}")
        assert v.status != "accept", (body, v.explanation)
    v = verifier.check(PRODUCERS, H + "SELECT ?r WHERE { ?r dbo:musicalArtist dbr:Nirvana ; dbo:producer ?p }")
    assert v.status != "accept", v.explanation


def test_a_noun_naming_the_work_gets_no_maker_chain():
    # "the producers of Nirvana" read the other way round (the noun the work) would make the maker a
    # producer's maker: the chain is offered only where the noun is the property's value
    from verifier.bridge.frames import _subject_is_the_noun
    from verifier.bridge.templates import parse_formula
    f = parse_formula("∀x y. _single_n_1(x) ∧ _of_p(x, y) ↔ dbo:producer(x, y)")
    assert _subject_is_the_noun(f, "dbo:producer", "_single_n_1")
    g = parse_formula("∀x y. _producer_n_of(x) ∧ _of_p(x, y) ↔ dbo:producer(y, x)")
    assert not _subject_is_the_noun(g, "dbo:producer", "_producer_n_of")


def test_a_verb_about_a_work_gets_no_maker_chain(verifier):
    # "X starred in Y" relates the work itself: no reading of it makes Y the maker of a work X starred in
    from verifier.query import query_logic
    q = "Which films did Ann Quill star in?"
    ql = query_logic(H + "SELECT ?f WHERE { ?f dbo:starring dbr:Ann_Quill . ?d dbo:director ?f }")
    readings, _ = verifier.readings(q)
    assert readings
    for r in readings:
        for s in verifier.bridge.axiom_sets(r, ql.iris, ql.formula):
            assert not any("by-maker" in a.name for a in s.axioms), [a.name for a in s.axioms]
