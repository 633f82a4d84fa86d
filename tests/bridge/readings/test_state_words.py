"""Words that stand for a KG fact rather than a class or a relation of their own: an adjective that is
the presence or absence of any value of a property ("alive": no death date); a noun whose WordNet sense is
a member of a group the query names ("a democrat": a member of the Democratic Party; "king": one of the
royalty, a class of persons); a stance adjective that holds the doctrine its word names with "-ism"
("pro-European": Pro-Europeanism). Small hand-written
lexicon; the grammar parses the questions (sentences written for these tests) and the prover decides."""

import pytest
from lemon_lexicon import LEMON

LEX = LEMON + """
:poet a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "poet"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Poet> ; lemon:isA :p1 ] .
# "king of": dbo:leader(country, person), no class of its own
:king_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "king"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :k1 ; lexinfo:prepositionalAdjunct :k2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/leader> ; lemon:subjOfProp :k2 ; lemon:objOfProp :k1 ] .
:k2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""

H = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> "
     "PREFIX dbr: <http://dbpedia.org/resource/> ")


def test_the_state_table_reads_alive_as_lacking_a_death_date():
    from verifier.bridge import load_state_adjectives
    table = load_state_adjectives()
    assert table["alive"] == ("lacks", ("dbo:deathDate", "wdt:P570"))  # @end_of_life of both profiles
    assert table["dead"] == ("has", ("dbo:deathDate", "wdt:P570"))


def test_alive_is_having_no_death_date(verifier):
    q = "Is Orla Vantreck still alive?"
    for sparql in ("ASK { OPTIONAL { dbr:Orla_Vantreck dbo:deathDate ?d } FILTER (!bound(?d)) }",
                   "ASK { FILTER NOT EXISTS { dbr:Orla_Vantreck dbo:deathDate ?d } }",
                   # the year of the death date states the same fact (property_variants.table)
                   "ASK { FILTER NOT EXISTS { dbr:Orla_Vantreck dbo:deathYear ?d } }"):
        v = verifier.check(q, H + sparql)
        assert v.status == "accept", (sparql, v.explanation)
    assert "having no dbo:deathDate" in verifier.check(
        q, H + "ASK { FILTER NOT EXISTS { dbr:Orla_Vantreck dbo:deathDate ?d } }").explanation
    for sparql in (
            # a death date asked for, not its absence; another property; another person; nothing asked
            "ASK { dbr:Orla_Vantreck dbo:deathDate ?d }",
            "ASK { FILTER NOT EXISTS { dbr:Orla_Vantreck dbo:birthDate ?d } }",
            "ASK { FILTER NOT EXISTS { dbr:Ivo_Vantreck dbo:deathDate ?d } }",
            "ASK { dbr:Orla_Vantreck dbo:birthDate ?d }"):
        assert verifier.check(q, H + sparql).status == "reject", sparql


def test_dead_is_having_a_death_date(verifier):
    q = "Is Orla Vantreck dead?"
    assert verifier.check(q, H + "ASK { dbr:Orla_Vantreck dbo:deathDate ?d }").status == "accept"
    v = verifier.check(q, H + "ASK { FILTER NOT EXISTS { dbr:Orla_Vantreck dbo:deathDate ?d } }")
    assert v.status == "reject", v.explanation


def test_living_poets_keep_the_class_and_the_absent_death_date(verifier):
    q = "Which poets are alive?"
    ok = "SELECT ?p WHERE { ?p a dbo:Poet . FILTER NOT EXISTS { ?p dbo:deathDate ?d } }"
    assert verifier.check(q, H + ok).status == "accept"
    for sparql in ("SELECT ?p WHERE { ?p a dbo:Poet }",
                   "SELECT ?p WHERE { ?p a dbo:Poet ; dbo:deathDate ?d }",
                   "SELECT ?p WHERE { FILTER NOT EXISTS { ?p dbo:deathDate ?d } ?p dbo:birthPlace ?b }"):
        assert verifier.check(q, H + sparql).status == "reject", sparql


needs_wordnet = pytest.mark.skipif(not __import__("verifier.bridge.wordnet", fromlist=["x"]).wordnet_available(),
                                   reason="WordNet not installed (make setup)")
DEM = "<http://dbpedia.org/resource/Democratic_Party_(United_States)>"


@needs_wordnet
def test_wordnet_names_the_group_a_noun_is_a_member_of():
    from verifier.bridge import Bridge
    b = Bridge()
    assert "Democratic Party" in b.member_groups("democrat")
    assert "royalty" in b.member_groups("king")
    # the first sense only: a queen is first the insect of a colony
    assert b.member_groups("queen") == []


@needs_wordnet
def test_a_democrat_is_a_member_of_the_democratic_party(verifier):
    q = "Is Tamsin Orlowe a democrat?"
    v = verifier.check(q, H + f"ASK {{ dbr:Tamsin_Orlowe dbo:party {DEM} }}")
    assert v.status == "accept", v.explanation
    assert any("member role" in a["source"] for a in v.proof["axioms"])
    for sparql in (
            # another party, another person, a property that is no membership, the tie turned round
            "ASK { dbr:Tamsin_Orlowe dbo:party <http://dbpedia.org/resource/Republican_Party_(United_States)> }",
            f"ASK {{ dbr:Ivo_Orlowe dbo:party {DEM} }}",
            f"ASK {{ dbr:Tamsin_Orlowe dbo:birthPlace {DEM} }}",
            f"ASK {{ {DEM} dbo:party dbr:Tamsin_Orlowe }}"):
        assert verifier.check(q, H + sparql).status == "reject", sparql
    # a republican is no member of the Democratic Party (with no query individual for the Republican
    # Party, the word has no reading: unknown, not proved)
    v = verifier.check("Is Tamsin Orlowe a republican?", H + f"ASK {{ dbr:Tamsin_Orlowe dbo:party {DEM} }}")
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_a_king_is_of_the_royalty_class_the_query_names(verifier):
    q = "Who is the king of Ostravia?"
    v = verifier.check(q, H + "SELECT ?k WHERE { dbr:Ostravia dbo:leader ?k . ?k a dbo:Royalty }")
    assert v.status == "accept", v.explanation
    assert any(a["template"] == "member_class" for a in v.proof["axioms"])
    # the type alone, or with the leader of another country, or the leader turned round: still wrong
    for sparql in ("SELECT ?k WHERE { ?k a dbo:Royalty }",
                   "SELECT ?k WHERE { dbr:Zembla dbo:leader ?k . ?k a dbo:Royalty }",
                   "SELECT ?k WHERE { ?k dbo:leader dbr:Ostravia . ?k a dbo:Royalty }"):
        assert verifier.check(q, H + sparql).status == "reject", sparql
    # a class the noun's group does not name stays an extra constraint
    v = verifier.check(q, H + "SELECT ?k WHERE { dbr:Ostravia dbo:leader ?k . ?k a dbo:Politician }")
    assert v.status == "reject" and "extra_constraint" in v.reasons, v.explanation
    # the class does not make its members kings: the president is not thereby of the royalty
    v = verifier.check("Who is the president of Ostravia?",
                       H + "SELECT ?k WHERE { dbr:Ostravia dbo:leader ?k . ?k a dbo:Royalty }")
    assert v.status != "accept", v.explanation


@needs_wordnet
def test_a_stance_prefix_on_a_known_adjective_is_an_adjective():
    from verifier.question.grammar import default_grammar
    def preds(text):
        return {ep.predicate for m in default_grammar().parse(text) for ep in m.rels}
    # "pro-Asian": an adjective of its own (beside the name reading a capital gives it)
    assert "_pro-asian_a_1" in preds("Which parties are pro-Asian?")
    assert "_anti-asian_a_1" in preds("Which parties are anti-Asian?")
    # the prefix on a word WordNet knows as no adjective makes no adjective
    assert "_pro-zorbl_a_1" not in preds("Which parties are pro-Zorbl?")


@needs_wordnet
def test_a_pro_adjective_holds_the_doctrine_named_with_ism(verifier):
    q = "Which Greek parties are pro-European?"
    ok = ("SELECT ?p WHERE { ?p a dbo:PoliticalParty ; dbo:country dbr:Greece ; "
          "dbo:ideology dbr:Pro-Europeanism }")
    v = verifier.check(q, H + ok)
    assert v.status == "accept", v.explanation
    sources = " ".join(a["source"] for a in v.proof["axioms"])
    # the class is the WordNet synonym "political party" of "party", read by the synonym-class reading
    # or, the same axiom, by the query class's own name (readings/named.py)
    assert "doctrine role" in sources
    assert 'WordNet synonym "political party"' in sources or "dbo:PoliticalParty by its name" in sources
    for sparql in (
            # the opposite doctrine, the doctrine dropped, another country, the class dropped
            "SELECT ?p WHERE { ?p a dbo:PoliticalParty ; dbo:country dbr:Greece ; dbo:ideology dbr:Euroscepticism }",
            "SELECT ?p WHERE { ?p a dbo:PoliticalParty ; dbo:country dbr:Greece }",
            "SELECT ?p WHERE { ?p a dbo:PoliticalParty ; dbo:country dbr:Cyprus ; dbo:ideology dbr:Pro-Europeanism }",
            "SELECT ?p WHERE { ?p dbo:country dbr:Greece ; dbo:ideology dbr:Pro-Europeanism }"):
        assert verifier.check(q, H + sparql).status != "accept", sparql
