"""Lexemes of compositional questions: a noun and a participle that are one lexicon entry ("the person born
as X"), calendar dates and two-year spans in names, multiword names the query gives as strings, the same
lexeme twice in one question, an adjective shared by two lexemes, and a lexicon that maps a property's
nouns by choice (lexcheck keeps its mapping). Our own sentences and a small lexicon of our own."""

from pathlib import Path

import pytest

from lemon_lexicon import header
from verifier.bridge.lexcheck import check
from verifier.bridge.lexicon import LexicalEntry, SynArg
from verifier.question.grammar.tokens import tokenize

WORDNET = Path(__file__).resolve().parents[1] / "data" / "nltk_data" / "corpora" / "wordnet"
needs_wordnet = pytest.mark.skipif(not WORDNET.exists(), reason="WordNet not installed (make setup)")


# ---- the tokenizer (no WordNet needed) --------------------------------------------------------------
def test_a_calendar_date_is_one_token():
    toks = tokenize("Who was born on 1901-02-03 in Springfield?")
    assert ("1901-02-03", "date") in [(t.form, t.kind) for t in toks]
    # a year alone stays a number
    assert ("1901", "number") in [(t.form, t.kind) for t in tokenize("Who was born in 1901?")]


def test_two_years_joined_by_a_dash_are_one_name_word():
    toks = tokenize("Who managed the 2011–12 Ruritania City season?")
    assert ("2011–12", "span") in [(t.form, t.kind) for t in toks]
    assert ("1914-1918", "span") in [(t.form, t.kind) for t in tokenize("Who fought in 1914-1918?")]


# ---- lexcheck: a property mapped by choice ------------------------------------------------------------
def _noun(id_, lemma, ref, first, domain, range_):
    """A NounPPFrame entry "<lemma> of X" whose copulative argument maps to ``first`` (subject/object)."""
    other = "object" if first == "subject" else "subject"
    return LexicalEntry(id_, lemma, "noun", "NounPPFrame", ref, (lemma,),
                        (SynArg("copulativeArg", first), SynArg("prepositionalAdjunct", other, "of")),
                        domain=domain, range=range_)


@needs_wordnet
def test_a_weak_condition_does_not_turn_a_property_the_lexicon_maps_by_choice():
    # "the troupe of X" names the property's object; the condition's domain (dbo:Band) would make the
    # troupe its subject, but the lexicon also has "troupe member" naming the subject, so it chose
    troupe = _noun(":troupe", "band", "dbo:associatedMusicalArtist", "object", "dbo:Band", "dbo:Place")
    member = _noun(":member", "band member", "dbo:associatedMusicalArtist", "subject", "dbo:Band", "dbo:Place")
    fixed, repairs = check([troupe, member])
    assert not repairs
    assert fixed == (troupe, member)
    # alone, the generated-lexicon habit (copulative → object) is read as no choice: the condition turns it
    fixed, repairs = check([troupe])
    assert [r.rule for r in repairs] == ["noun_class"] and fixed[0].direction == "normal"


@needs_wordnet
def test_a_conflict_still_turns_an_entry_of_a_property_mapped_by_choice():
    # "book" cannot be the writer: even where the lexicon maps dbo:author by choice elsewhere, the entry
    # whose noun contradicts its own side's class and is a kind of the other side's is turned
    book = _noun(":book", "book", "dbo:author", "object", "dbo:Book", "dbo:Writer")
    writer = _noun(":writer", "writer", "dbo:author", "object", "dbo:Book", "dbo:Writer")
    chosen = _noun(":tome", "tome", "dbo:author", "subject", "dbo:Book", "dbo:Writer")
    _, repairs = check([book, writer, chosen])
    assert [r.entry for r in repairs if r.action == "reversed"] == [":book"]


# ---- end to end, with a small lexicon of our own --------------------------------------------------
LEX = header("xsd") + """
:person_born_as a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "person born"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :pa1 ; lexinfo:prepositionalAdjunct :pa2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/birthName> ; lemon:subjOfProp :pa1 ; lemon:objOfProp :pa2 ] .
:pa2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "as"@en ] ] .
:person_born_on a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "person born"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :po1 ; lexinfo:prepositionalAdjunct :po2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthDate> ; lemon:subjOfProp :po1 ; lemon:objOfProp :po2 ;
                  lemon:condition [ lemon:propertyRange xsd:date ] ] .
:po2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "on"@en ] ] .
:figure_known_as a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "figure known"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :fk1 ; lexinfo:prepositionalAdjunct :fk2 ] ;
    lemon:sense [ lemon:reference <http://xmlns.com/foaf/0.1/nick> ; lemon:subjOfProp :fk1 ; lemon:objOfProp :fk2 ] .
:fk2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "as"@en ] ] .
:born_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "born"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :bi_s ; lexinfo:prepositionalAdjunct :bi_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthPlace> ; lemon:subjOfProp :bi_s ; lemon:objOfProp :bi_o ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Person> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Place> ] ] .
:bi_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:person a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "person"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :p1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Person> ; lemon:isA :p1 ] .
:band_member a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "band member"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :bm1 ; lexinfo:prepositionalAdjunct :bm2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/bandMember> ; lemon:subjOfProp :bm2 ; lemon:objOfProp :bm1 ] .
:bm2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:manager_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "manager"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :mg1 ; lexinfo:prepositionalAdjunct :mg2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/manager> ; lemon:subjOfProp :mg2 ; lemon:objOfProp :mg1 ] .
:mg2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:club_manager a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "club manager"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :sm1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/ClubManager> ; lemon:isA :sm1 ] .
:club a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "club"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :cb1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Club> ; lemon:isA :cb1 ] .
:military_leader a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "military leader"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ml1 ; lexinfo:prepositionalAdjunct :ml2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/commander> ; lemon:subjOfProp :ml2 ; lemon:objOfProp :ml1 ] .
:ml2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:military_person a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "military person"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :mp1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/MilitaryPerson> ; lemon:isA :mp1 ] .
:singer a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "singer"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :sg1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/MusicalArtist> ; lemon:isA :sg1 ] .
:country a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "country"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :ct1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Country> ; lemon:isA :ct1 ] .
:birth_place a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "birth place"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :bp1 ; lexinfo:prepositionalAdjunct :bp2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/birthPlace> ; lemon:subjOfProp :bp2 ; lemon:objOfProp :bp1 ] .
:bp2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:troupe_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "troupe"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :tr1 ; lexinfo:prepositionalAdjunct :tr2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/associatedMusicalArtist> ; lemon:subjOfProp :tr2 ;
                  lemon:objOfProp :tr1 ] .
:tr2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:ensemble a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "ensemble"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :en1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Ensemble> ; lemon:isA :en1 ] .
:work_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "work"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :wk1 ; lexinfo:prepositionalAdjunct :wk2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/property/writer> ; lemon:subjOfProp :wk1 ; lemon:objOfProp :wk2 ] .
:wk2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:work a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "work"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :wc1 ] ;
    lemon:sense [ lemon:isA :wc1 ; lemon:reference [ a <http://www.w3.org/2002/07/owl#Restriction> ;
        <http://www.w3.org/2002/07/owl#onProperty> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> ;
        <http://www.w3.org/2002/07/owl#hasValue> <http://dbpedia.org/ontology/Work> ] ] .
:troupe a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "troupe"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :tc1 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Troupe> ; lemon:isA :tc1 ] .
"""
P = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbp: <http://dbpedia.org/property/> "
     "PREFIX dbr: <http://dbpedia.org/resource/> PREFIX foaf: <http://xmlns.com/foaf/0.1/> "
     "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> ")


def status(verifier, question, body):
    v = verifier.check(question, P + "SELECT ?x WHERE { " + body + " }")
    return v.status, v.explanation


@needs_wordnet
@pytest.mark.parametrize("question,body,accepted", [
    # the noun and the participle read together, with the preposition the lexeme marks
    ("Give me the figure known as Blue Fox.", '?x foaf:nick "Blue Fox"@en', True),
    ("Give me the figure known as Blue Fox.", '?x foaf:nick "Red Fox"@en', False),
    ("Give me the figure known as Blue Fox.", '?x foaf:name "Blue Fox"@en', False),
    ("Give me the person born as Anna Maria Weber.", '?x dbp:birthName "Anna Maria Weber"@en', True),
    ("Give me the person born as Anna Maria Weber.", '"Anna Maria Weber"@en dbp:birthName ?x', False),
    # a calendar date is an xsd:date literal
    ("Give me the person born on 1901-02-03.", '?x dbo:birthDate "1901-02-03"^^xsd:date', True),
    ("Give me the person born on 1901-02-03.", '?x dbo:birthDate "1901-02-04"^^xsd:date', False),
    # two lexemes of one noun and participle, each with its own preposition, in one question
    ("Give me the person born as Anna Maria Weber and person born on 1901-02-03.",
     '?x dbp:birthName "Anna Maria Weber"@en ; dbo:birthDate "1901-02-03"^^xsd:date', True),
    ("Give me the person born as Anna Maria Weber and person born on 1901-02-03.",
     '?x dbp:birthName "Anna Maria Weber"@en', False),
    # the participle's own entry stays: "born in" is the birth place, "person" its class
    ("Give me the person born in Springfield.", "?x dbo:birthPlace dbr:Springfield", True),
])
def test_noun_and_participle_lexemes(verifier, question, body, accepted):
    got, why = status(verifier, question, body)
    assert (got == "accept") is accepted, why


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Acme_Quartet dbo:bandMember ?x . dbr:Zeta_Trio dbo:bandMember ?x", True),
    ("dbr:Acme_Quartet dbo:bandMember ?x . ?x dbo:bandMember dbr:Zeta_Trio", False),
    ("dbr:Acme_Quartet dbo:bandMember ?x", False),
])
def test_the_same_compound_lexeme_twice(verifier, body, accepted):
    got, why = status(verifier, "Give me the band member of Acme Quartet and band member of Zeta Trio.", body)
    assert (got == "accept") is accepted, why


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Ruritania dbo:commander ?x . ?x a dbo:MilitaryPerson", True),
    ("dbr:Ruritania dbo:commander ?x", False),
])
def test_an_adjective_shared_by_two_lexemes(verifier, body, accepted):
    # "military" modifies "leader" and "person": each adjective + noun is its own lexeme
    got, why = status(verifier, "Give me the military leader, that is a military person, of Ruritania.", body)
    assert (got == "accept") is accepted, why


@needs_wordnet
@pytest.mark.parametrize("iri,accepted", [
    ("<http://dbpedia.org/resource/2011–12_Ruritania_City_season>", True),
    ("<http://dbpedia.org/resource/2012–13_Ruritania_City_season>", False),
])
def test_a_name_that_begins_with_two_years(verifier, iri, accepted):
    got, why = status(verifier, "Give me the manager of 2011–12 Ruritania City season.", f"{iri} dbo:manager ?x")
    assert (got == "accept") is accepted, why


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ('?x a dbo:MusicalArtist ; dbp:birthName "Anna Maria Weber"@en', True),
    ('?x dbp:birthName "Anna Maria Weber"@en', False),
])
def test_a_comma_clause_between_a_participle_and_its_preposition(verifier, body, accepted):
    # the clause restricts the person; "as" still belongs to "born"
    got, why = status(verifier, "Give me the person born, that is a singer, as Anna Maria Weber.", body)
    assert (got == "accept") is accepted, why


@needs_wordnet
def test_a_comma_clause_in_a_participle_after_a_conjunction(verifier):
    # the participle and its "as" belong to the noun they enclose the clause with ("person"), not to the
    # nominals conjoined before it ("the club in Ruritania and manager of the person")
    from verifier.logic import atoms

    readings = verifier.readings("Give me the club in Ruritania and manager of the person born, that is a singer, "
                                 "as Anna Maria Weber and manager of the father of Otto Brandt.")
    first = readings[0][0] if isinstance(readings[0], list) else readings[0]
    found = list(atoms(first.formula))
    person = next(a.args[0] for a in found if a.pred == "_person_n_1")
    assert [a.args[2] for a in found if a.pred == "_bear_v_2"] == [person]
    assert [a.args[0] for a in found if a.pred == "_singer_n_1"] == [person]


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Anna_Weber dbo:birthPlace ?x . ?x a dbo:Country", True),
    ("dbr:Anna_Weber dbo:birthPlace ?x", False),
])
def test_a_compound_whose_head_a_comma_clause_restates(verifier, body, accepted):
    # "birth place" keeps its modifier although "country" shares the head's variable
    got, why = status(verifier, "Give me the birth place, that is a country, of Anna Weber.", body)
    assert (got == "accept") is accepted, why


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Anna_Weber dbo:associatedMusicalArtist ?x . ?x a dbo:Troupe, dbo:Ensemble", True),
    ("dbr:Anna_Weber dbo:associatedMusicalArtist ?x . ?x a dbo:Ensemble", True),
    ("?x dbo:associatedMusicalArtist dbr:Anna_Weber . ?x a dbo:Troupe, dbo:Ensemble", False),
])
def test_a_relational_noun_restated_as_its_own_class(verifier, body, accepted):
    # "the troupe, that is an ensemble and a troupe, of X": the class the lexicon gives the noun may stand
    # beside the property
    got, why = status(verifier, "Give me the troupe, that is an ensemble and a troupe, of Anna Weber.", body)
    assert (got == "accept") is accepted, why


@needs_wordnet
def test_a_comma_clause_that_restates_the_noun_keeps_its_own_variable(verifier):
    from verifier.logic import Eq, atoms, subformulas

    readings = verifier.readings("Give me the writer of the work, that is a work, of Anna Weber.")
    first = readings[0][0] if isinstance(readings[0], list) else readings[0]
    works = {a.args[0] for a in atoms(first.formula) if a.pred == "_work_n_1"}
    assert len(works) == 2
    assert any(isinstance(f, Eq) and {f.left, f.right} == works for f in subformulas(first.formula))
    # a clause with another noun is still unified with its noun ("the work, that is a book": one individual)
    readings = verifier.readings("Give me the writer of the work, that is a book, of Anna Weber.")
    first = readings[0][0] if isinstance(readings[0], list) else readings[0]
    found = list(atoms(first.formula))
    assert {a.args[0] for a in found if a.pred == "_work_n_1"} == {a.args[0] for a in found if a.pred == "_book_n_of"}


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("?w dbp:writer dbr:Anna_Weber . ?w a dbo:Work . ?w dbp:writer ?x", True),
    ("dbr:Anna_Weber dbp:writer ?w . ?w a dbo:Work . ?w dbp:writer ?x", False),
    ("?w dbp:writer dbr:Anna_Weber . ?w a dbo:Ensemble . ?w dbp:writer ?x", False),
])
def test_a_comma_clause_that_restates_the_noun(verifier, body, accepted):
    # "the work, that is a work, of X": the clause's noun is kept apart from the relational noun it restates
    # (unified, the two were one atom, read either as the relation or as the class, not both)
    got, why = status(verifier, "Give me the writer of the work, that is a work, of Anna Weber.", body)
    assert (got == "accept") is accepted, why


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    ("dbr:Ruritania_Opera dbo:manager ?x . ?x a dbo:ClubManager", True),
    # the compound is said of the answer: a query that drops its class admits others
    ("dbr:Ruritania_Opera dbo:manager ?x", False),
    ("?x dbo:manager dbr:Ruritania_Opera . ?x a dbo:ClubManager", False),
])
def test_a_relational_noun_restated_in_a_compound(verifier, body, accepted):
    # "the manager, that is a club manager, of X": "manager" said twice of the answer, as the relation
    # (the manager of X) and in the compound that restates it; the compound is the class, the word keeps
    # the relation (before, the compound took both uses and dbo:manager was left unread: wrong_relation)
    got, why = status(verifier, "Give me the manager, that is a club manager, of Ruritania Opera.", body)
    assert (got == "accept") is accepted, why
