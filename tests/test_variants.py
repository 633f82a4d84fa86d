"""Property variants (axiom_templates/property_variants.table): one fact stated by two KG properties, a
year and a date, or an infobox and an ontology property of one name. Small hand-written lexicon; the
grammar parses the questions and the prover decides."""

import pytest

from lemon_lexicon import LEMON
from verifier import Verifier
from verifier.bridge.variants import (guarded_variants_among, load_variant_rules, parse_variant_rules, variants_among,
                                      variants_of)

LEX = LEMON + """
:die_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "die"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :di_s ; lexinfo:prepositionalAdjunct :di_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/deathYear> ; lemon:subjOfProp :di_s ; lemon:objOfProp :di_o ;
                  lemon:condition [ lemon:propertyRange <http://www.w3.org/2001/XMLSchema#gYear> ] ] .
:di_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:actor_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "actor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ac1 ; lexinfo:prepositionalAdjunct :ac2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/starring> ; lemon:subjOfProp :ac2 ; lemon:objOfProp :ac1 ] .
:ac2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:painter a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "painter"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Painter> ; lemon:isA :p1 ] .
:river a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "river"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :r1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/River> ; lemon:isA :r1 ] .
:length_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "length"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :l1 ; lexinfo:prepositionalAdjunct :l2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/length> ; lemon:subjOfProp :l2 ; lemon:objOfProp :l1 ] .
:l2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:feed_1 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "feed"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :f1_s ; lexinfo:directObject :f1_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/inflow> ; lemon:subjOfProp :f1_o ; lemon:objOfProp :f1_s ] .
:feed_2 a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "feed"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :f2_s ; lexinfo:directObject :f2_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/inflow> ; lemon:subjOfProp :f2_s ; lemon:objOfProp :f2_o ] .
"""

H = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> "
     "PREFIX dbr: <http://dbpedia.org/resource/> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> ")


def test_rules_pair_years_with_dates_and_vocabularies():
    rules = parse_variant_rules("suffix Year Date  # one fact, two granularities\nprefix dbo dbp\n")
    assert variants_of("dbo:deathYear", rules) == ("dbo:deathDate", "dbp:deathYear")
    assert variants_of("dbp:openingDate", rules) == ("dbp:openingYear", "dbo:openingDate")
    # a bare "year" has no stem of its own: no date is its variant
    assert variants_of("dbo:year", rules) == ("dbp:year",)
    with pytest.raises(ValueError):
        parse_variant_rules("infix Year Date\n")
    assert variants_of("dbo:birthYear", load_variant_rules()) == ("dbo:birthDate", "dbp:birthYear", "dbo:birth")


def test_a_date_field_named_by_its_stem_alone_is_a_variant_one_way_only():
    rules = parse_variant_rules("suffix Year Date\nprefix dbo dbp\nsuffix Year -\n")
    assert variants_of("dbo:launchYear", rules) == ("dbo:launchDate", "dbp:launchYear", "dbo:launch")
    # a bare property is no year of itself
    assert variants_of("dbo:launch", rules) == ("dbp:launch",)
    # a suffix and a vocabulary in a row: the ontology's year and the infobox field it is mapped from
    query = ["dbp:launch", "dbp:launchDate", "dbo:launchSite", "dbp:relaunch"]
    assert variants_among("dbo:launchYear", query, rules) == ("dbp:launch", "dbp:launchDate")
    assert variants_among("dbo:launch", ["dbo:launchYear", "dbp:launchYear"], rules) == ()


def test_a_year_verb_reads_as_the_date_whose_year_the_query_filters(verifier):
    q = "Which painters died in 1890?"
    by_date = H + 'SELECT ?x WHERE { ?x a dbo:Painter ; dbo:deathDate ?d . FILTER(YEAR(?d) = 1890) }'
    v = verifier.check(q, by_date)
    assert v.status == "accept", v.explanation
    assert any("dbo:deathDate" in a["name"] and "property_variants" in a["source"] for a in v.proof["axioms"])
    # the lexicon's own property still proves its query
    assert verifier.check(q, H + 'SELECT ?x WHERE { ?x a dbo:Painter ; dbo:deathYear "1890"^^xsd:gYear }').status == "accept"


@pytest.mark.parametrize("sparql", [
    # another year
    'SELECT ?x WHERE { ?x a dbo:Painter ; dbo:deathDate ?d . FILTER(YEAR(?d) = 1891) }',
    # the date of another fact: a variant renames only the lexicon's own property
    'SELECT ?x WHERE { ?x a dbo:Painter ; dbo:birthDate ?d . FILTER(YEAR(?d) = 1890) }',
    # the year filter dropped
    'SELECT ?x WHERE { ?x a dbo:Painter ; dbo:deathDate ?d }',
])
def test_the_date_reading_still_rejects_wrong_queries(verifier, sparql):
    v = verifier.check("Which painters died in 1890?", H + sparql)
    assert v.status == "reject", v.explanation


def test_an_infobox_property_of_the_same_name_and_their_union(verifier):
    q = "What is the length of the Elbe?"
    for sparql in ('SELECT ?l WHERE { dbr:Elbe dbp:length ?l }',
                   'SELECT ?l WHERE { { dbr:Elbe dbo:length ?l } UNION { dbr:Elbe dbp:length ?l } }'):
        v = verifier.check(q, H + sparql)
        assert v.status == "accept", (sparql, v.explanation)
    # of another name: still the wrong relation
    assert verifier.check(q, H + 'SELECT ?l WHERE { dbr:Elbe dbp:width ?l }').status == "reject"


def test_the_lexicons_own_entry_for_the_variant_stands(verifier):
    # the lexicon reads "X feeds Y" as dbo:inflow(Y, X) but as dbp:inflow(X, Y): the dbo entry's direction
    # is not carried over to dbp:inflow, whose own entry says how the word maps to it
    q = "Which rivers feed Lake Tarn?"
    assert verifier.check(q, H + "SELECT ?r WHERE { ?r a dbo:River ; dbp:inflow dbr:Lake_Tarn }").status == "accept"
    assert verifier.check(q, H + "SELECT ?r WHERE { ?r a dbo:River . dbr:Lake_Tarn dbo:inflow ?r }").status == "accept"
    v = verifier.check(q, H + "SELECT ?r WHERE { ?r a dbo:River . dbr:Lake_Tarn dbp:inflow ?r }")
    assert v.status == "reject", v.explanation


LAUNCH = LEMON + """
:launch_from a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "launch"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :lf_s ; lexinfo:prepositionalAdjunct :lf_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/launchPad> ; lemon:subjOfProp :lf_s ; lemon:objOfProp :lf_o ] .
:lf_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "from"@en ] ] .
:probe a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "probe"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :pr1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/SpaceProbe> ; lemon:isA :pr1 ] .
"""


def test_a_verb_whose_frame_takes_the_preposition_may_still_read_as_a_property_named_after_it(tmp_path):
    path = tmp_path / "lexicon.ttl"
    path.write_text(LAUNCH, encoding="utf-8")
    q = "Which probes were launched from Kourou?"
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        for prop in ("dbp:launchPad", "dbo:launchSite"):
            sparql = H + f"SELECT ?p WHERE {{ ?p a dbo:SpaceProbe ; {prop} dbr:Kourou }}"
            assert v.check(q, sparql).status == "accept", prop
        # a property of the preposition's family that the verb does not name stays unbridged
        assert v.check(q, H + "SELECT ?p WHERE { ?p a dbo:SpaceProbe ; dbo:location dbr:Kourou }").status != "accept"
        # the named property in the other direction is still wrong
        assert v.check(q, H + "SELECT ?p WHERE { ?p a dbo:SpaceProbe . dbr:Kourou dbo:launchSite ?p }").status == "reject"


def test_an_infobox_key_matches_regardless_of_case_and_separators():
    rules = load_variant_rules()
    query = ["dbp:timezone", "dbp:time_zone", "dbo:timezone", "dbp:timeZones", "dbp:timeZoned", "dbo:timeZone"]
    # the infobox keys an editor may have typed for the field dbo:timeZone is mapped from, also in the
    # plural; not the ontology's own namespace (no rule pairs dbo: with dbo:) and not another word
    assert variants_among("dbo:timeZone", query, rules) == ("dbp:timezone", "dbp:time_zone", "dbp:timeZones")
    assert variants_among("dbp:population_total", ["dbo:populationTotal"], rules) == ("dbo:populationTotal",)


POP = LEMON + """
:population_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "population"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :po1 ; lexinfo:prepositionalAdjunct :po2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/populationTotal> ; lemon:subjOfProp :po2 ; lemon:objOfProp :po1 ] .
:po2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""


def test_an_infobox_key_written_with_underscores_is_the_ontology_propertys_variant(tmp_path):
    path = tmp_path / "lexicon.ttl"
    path.write_text(POP, encoding="utf-8")
    q = "What is the population of Lyon?"
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        verdict = v.check(q, H + "SELECT ?p WHERE { dbr:Lyon dbp:population_total ?p }")
        assert verdict.status == "accept", verdict.explanation
        # a key that only begins like it is another field
        verdict = v.check(q, H + "SELECT ?p WHERE { dbr:Lyon dbp:populationDensity ?p }")
        assert verdict.status == "reject", verdict.explanation


OFFICIAL = LEMON + """
:state a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "state"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :s1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Country> ; lemon:isA :s1 ] .
:official_language_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "official language"@en ] ;
    lemon:otherForm [ lemon:writtenRep "official languages"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ol1 ; lexinfo:prepositionalAdjunct :ol2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/officialLanguage> ; lemon:subjOfProp :ol2 ; lemon:objOfProp :ol1 ] .
:ol2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""


def test_an_adjective_noun_entry_had_by_its_possessor_and_counted(tmp_path):
    # "has the most official languages": the adjective, the noun and "have" are one relational entry
    # read from the possessor's end; the infobox key is the plural of the ontology property's name
    path = tmp_path / "lexicon.ttl"
    path.write_text(OFFICIAL, encoding="utf-8")
    q = "Which state has the most official languages?"
    rank = "} GROUP BY ?s ORDER BY DESC(COUNT(?l)) LIMIT 1"
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        for prop in ("dbo:officialLanguage", "dbp:officialLanguages"):
            verdict = v.check(q, H + f"SELECT ?s WHERE {{ ?s a dbo:Country ; {prop} ?l " + rank)
            assert verdict.status == "accept", (prop, verdict.explanation)
        # the languages' own states are not the states' languages
        verdict = v.check(q, H + "SELECT ?s WHERE { ?s a dbo:Country . ?l dbo:officialLanguage ?s " + rank)
        assert verdict.status != "accept", verdict.explanation
        # a key that only begins like it is another field
        verdict = v.check(q, H + "SELECT ?s WHERE { ?s a dbo:Country ; dbp:officialLanguageCode ?l " + rank)
        assert verdict.status != "accept", verdict.explanation


def test_two_named_properties_of_one_relation():
    rules = parse_variant_rules("same dbo:education dbo:almaMater\nprefix dbo dbp\n")
    assert variants_of("dbo:education", rules) == ("dbo:almaMater", "dbp:education")
    assert variants_of("dbo:almaMater", rules) == ("dbo:education", "dbp:almaMater")
    # the row's name and the infobox field of the other one, two rules in a row
    assert variants_among("dbo:education", ["dbp:almaMater", "dbp:alma_mater", "dbo:employer"], rules) == (
        "dbp:almaMater", "dbp:alma_mater")
    with pytest.raises(ValueError):
        parse_variant_rules("same education almaMater\n")


STUDY = LEMON + """
:study_at a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "study"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :sa_s ; lexinfo:prepositionalAdjunct :sa_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/education> ; lemon:subjOfProp :sa_s ; lemon:objOfProp :sa_o ] .
:sa_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "at"@en ] ] .
"""


def test_a_verb_reads_as_the_other_name_of_its_relation(tmp_path):
    path = tmp_path / "lexicon.ttl"
    path.write_text(STUDY, encoding="utf-8")
    q = "Where did Ada Lovelace study?"
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        for prop in ("dbo:education", "dbo:almaMater", "dbp:almaMater"):
            verdict = v.check(q, H + f"SELECT ?s WHERE {{ dbr:Ada_Lovelace {prop} ?s }}")
            assert verdict.status == "accept", (prop, verdict.explanation)
        for sparql in ("SELECT ?s WHERE { ?s dbp:almaMater dbr:Ada_Lovelace }",   # the other way round
                       "SELECT ?s WHERE { dbr:Alan_Turing dbp:almaMater ?s }"):   # another person
            verdict = v.check(q, H + sparql)
            assert verdict.status == "reject", (sparql, verdict.explanation)
        # another relation, which this lexicon has no entry for and whose name WordNet does not set against
        # "study": not accepted, and by the open lexicon not disproved either
        verdict = v.check(q, H + "SELECT ?s WHERE { dbr:Ada_Lovelace dbo:employer ?s }")
        assert verdict.status == "unknown" and verdict.reasons == ("unlinked_term",), verdict.explanation


def test_a_relation_named_otherwise_only_of_one_class():
    rules = parse_variant_rules("same dbo:developer dbp:designer dbo:Weapon\nprefix dbo dbp\n")
    # no variant of its own: the class must be checked on the subject, which only an axiom can do
    assert variants_of("dbo:developer", rules) == ("dbp:developer",)
    assert guarded_variants_among("dbo:developer", ["dbp:designer", "dbo:designer", "dbo:owner"], rules) == (
        ("dbp:designer", "dbo:Weapon"), ("dbo:designer", "dbo:Weapon"))
    assert guarded_variants_among("dbp:designer", ["dbo:developer"], rules) == (("dbo:developer", "dbo:Weapon"),)
    with pytest.raises(ValueError):
        parse_variant_rules("suffix Year Date dbo:Weapon\n")


DEVELOP = LEMON + """
:develop a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "develop"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :d_s ; lexinfo:directObject :d_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/developer> ; lemon:subjOfProp :d_o ; lemon:objOfProp :d_s ] .
:weapon a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "weapon"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :w1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Weapon> ; lemon:isA :w1 ] .
:game a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "game"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :g1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/VideoGame> ; lemon:isA :g1 ] .
"""


def test_a_weapons_developer_is_its_designer_and_a_games_is_not(tmp_path):
    path = tmp_path / "lexicon.ttl"
    path.write_text(DEVELOP, encoding="utf-8")
    with Verifier(lexicon=path, timeout_ms=20000) as v:
        q = "Which weapons did Walther develop?"
        for prop in ("dbo:developer", "dbp:designer"):
            verdict = v.check(q, H + f"SELECT ?w WHERE {{ ?w a dbo:Weapon ; {prop} dbr:Walther }}")
            assert verdict.status == "accept", (prop, verdict.explanation)
        for sparql in ("SELECT ?w WHERE { ?w a dbo:Weapon . dbr:Walther dbp:designer ?w }",    # reversed
                       "SELECT ?w WHERE { ?w a dbo:Weapon ; dbp:designer dbr:Mauser }",         # another maker
                       "SELECT ?w WHERE { ?w a dbo:Weapon ; dbo:manufacturer dbr:Walther }"):   # another relation
            verdict = v.check(q, H + sparql)
            assert verdict.status == "reject", (sparql, verdict.explanation)
        # of a game, the designer is not the developer
        verdict = v.check("Which games did Ubisoft develop?",
                          H + "SELECT ?g WHERE { ?g a dbo:VideoGame ; dbp:designer dbr:Ubisoft }")
        assert verdict.status != "accept", verdict.explanation


def test_one_word_twice_under_both_names_of_its_relation(verifier):
    # "the actor of A and actor of B" said as dbo:starring of one and dbp:starring of the other: the two
    # names are one relation (the prefix row), so the query says what the question says; before, one
    # axiom read both uses through one name and the other was wrong_relation
    q = "Give me the birth place of the actor of Blue Harbour and actor of Red Valley."
    both = ("SELECT ?p WHERE { dbr:Blue_Harbour dbo:starring ?a . dbr:Red_Valley dbp:starring ?a . "
            "?a dbo:birthPlace ?p }")
    v = verifier.check(q, H + both)
    assert v.status == "accept", v.explanation
    # another relation under the second use, or the second use reversed, is still wrong
    for wrong in ("dbr:Red_Valley dbp:director ?a", "?a dbp:starring dbr:Red_Valley"):
        v = verifier.check(q, H + both.replace("dbr:Red_Valley dbp:starring ?a", wrong))
        assert v.status == "reject", (wrong, v.explanation)


def test_two_names_the_lexicon_maps_apart_are_not_made_one(verifier):
    # dbo:inflow and dbp:inflow run opposite ways in the lexicon: a query stating both of one pair is
    # not read as one relation
    q = "Which rivers feed Lake Tarn?"
    v = verifier.check(q, H + "SELECT ?r WHERE { ?r a dbo:River . dbr:Lake_Tarn dbp:inflow ?r . dbr:Lake_Tarn dbo:inflow ?r }")
    assert v.status != "accept", v.explanation
