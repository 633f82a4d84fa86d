"""False accepts: queries whose body means the question except for a class, a name or a cut the question
states, each beside a faithful twin that stays accepted. Sentences, names and the small lexicon are our own.

* a sense's condition (``lemon:propertyDomain``) types the noun's things only where no two other words'
  senses of the property give another class: "star in" a film, but "the actor of" a work and "the guest
  star of" an episode (``bridge/ontology.py``);
* a bare relational noun whose lexicon also names its class is that class ("movies", not "the movies with
  someone": ``bridge/entries.py``);
* a reading by name uses the query term's own name, not the lemmas the lexicon gives for it
  (``bridge/readings/named.py``; with the QALD-9 lexicon from ``../shared/data``, skipped when absent);
* a birth name identifies no one (the DBpedia profile's ``name`` role);
* an unordered ``LIMIT`` the question does not state keeps only some answers (``query/truncation.py``).
"""

import pytest

from lemon_lexicon import header
from verifier.query import QueryError, query_logic
from verifier.query.truncation import stated_numbers, truncates

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

LEX = header("dbo") + """
:star_in a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "star"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :st_s ; lexinfo:prepositionalAdjunct :st_o ] ;
    lemon:sense [ lemon:reference dbo:starring ; lemon:subjOfProp :st_o ; lemon:objOfProp :st_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Actor ] ] .
:st_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "in"@en ] ] .
:actor_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "actor"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :ac_1 ; lexinfo:prepositionalAdjunct :ac_2 ] ;
    lemon:sense [ lemon:reference dbo:starring ; lemon:subjOfProp :ac_2 ; lemon:objOfProp :ac_1 ;
                  lemon:condition [ lemon:propertyDomain dbo:Work ; lemon:propertyRange dbo:Person ] ] .
:ac_2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:guest_star_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "guest star"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :gs_1 ; lexinfo:prepositionalAdjunct :gs_2 ] ;
    lemon:sense [ lemon:reference dbo:starring ; lemon:subjOfProp :gs_2 ; lemon:objOfProp :gs_1 ;
                  lemon:condition [ lemon:propertyDomain dbo:TelevisionEpisode ; lemon:propertyRange dbo:Person ] ] .
:gs_2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:direct a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "direct"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :di_s ; lexinfo:directObject :di_o ] ;
    lemon:sense [ lemon:reference dbo:director ; lemon:subjOfProp :di_o ; lemon:objOfProp :di_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Person ] ] .
:director_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "director"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :dr_1 ; lexinfo:prepositionalAdjunct :dr_2 ] ;
    lemon:sense [ lemon:reference dbo:director ; lemon:subjOfProp :dr_2 ; lemon:objOfProp :dr_1 ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Person ] ] .
:dr_2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :fi ] ;
    lemon:sense [ lemon:reference dbo:Film ; lemon:isA :fi ] .
:show a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "show"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :sh ] ;
    lemon:sense [ lemon:reference dbo:TelevisionShow ; lemon:isA :sh ] .
:show_with a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "show"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :sw_1 ; lexinfo:prepositionalAdjunct :sw_2 ] ;
    lemon:sense [ lemon:reference dbo:presenter ; lemon:subjOfProp :sw_1 ; lemon:objOfProp :sw_2 ] .
:sw_2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "with"@en ] ] .
:present a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "present"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pr_s ; lexinfo:directObject :pr_o ] ;
    lemon:sense [ lemon:reference dbo:presenter ; lemon:subjOfProp :pr_o ; lemon:objOfProp :pr_s ] .
:language a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "language"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :la ] ;
    lemon:sense [ lemon:reference dbo:Language ; lemon:isA :la ] .
"""

P = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> " \
    "PREFIX foaf: <http://xmlns.com/foaf/0.1/> "


def check(verifier, question, body):
    return verifier.check(question, P + body)


# ---- a sense's condition stands in for the noun's class only where the property's words agree -----------
@needs_wordnet
def test_a_class_that_another_words_sense_does_not_give_the_property_must_be_typed(verifier):
    q = "Which films did Ilse Brandt star in?"
    v = check(verifier, q, "SELECT ?f WHERE { ?f a dbo:Film ; dbo:starring dbr:Ilse_Brandt }")
    assert v.status == "accept", v.explanation
    # "the actor of" a work, "the guest star of" an episode: a thing someone stars in need not be a film
    v = check(verifier, q, "SELECT ?f WHERE { ?f dbo:starring dbr:Ilse_Brandt }")
    assert (v.status, v.reasons[0]) == ("reject", "missing_constraint"), v.explanation


@needs_wordnet
def test_a_class_every_words_sense_gives_the_property_may_be_omitted(verifier):
    # every sense of dbo:director ("direct", "the director of") is said of films: the relation implies it
    q = "Which films did Ilse Brandt direct?"
    for body in ("SELECT ?f WHERE { ?f a dbo:Film ; dbo:director dbr:Ilse_Brandt }",
                 "SELECT ?f WHERE { ?f dbo:director dbr:Ilse_Brandt }"):
        v = check(verifier, q, body)
        assert v.status == "accept", v.explanation


# ---- a bare relational noun whose class the lexicon names is that class ----------------------------------
@needs_wordnet
def test_a_bare_noun_with_a_class_is_not_whatever_has_a_value_of_its_relational_sense(verifier):
    q = "Which shows does Ilse Brandt present?"
    v = check(verifier, q, "SELECT ?s WHERE { ?s a dbo:TelevisionShow ; dbo:presenter dbr:Ilse_Brandt }")
    assert v.status == "accept", v.explanation
    # "show with X" is dbo:presenter, but "shows" alone are television shows, not whatever has a presenter
    v = check(verifier, q, "SELECT ?s WHERE { ?s dbo:presenter dbr:Ilse_Brandt }")
    assert v.status != "accept", v.explanation


# ---- a reading by name is by the term's own name (with the QALD-9 lexicon, read from ../shared/data) ----
@needs_wordnet
@pytest.mark.parametrize("question,faithful,unfaithful", [
    # that lexicon reads "speak" as dbo:language and as dbo:officialLanguage in a transitive frame: those
    # lemmas are no name of dbo:officialLanguage, whose own name says "official", which "spoken" does not
    ("How many languages are spoken in Dralmoor?",
     "SELECT (COUNT(?l) AS ?n) WHERE { dbr:Dralmoor dbo:language ?l }",
     "SELECT (COUNT(?l) AS ?n) WHERE { dbr:Dralmoor dbo:officialLanguage ?l }"),
    # "movie with X" is its dbo:starring: bare "movies" are films, not whatever stars someone
    ("Which movies did Marta Quell star in?",
     "SELECT ?m WHERE { ?m a dbo:Film ; dbo:starring dbr:Marta_Quell }",
     "SELECT ?m WHERE { ?m dbo:starring dbr:Marta_Quell }"),
])
def test_the_lexicons_words_for_a_term_are_not_its_name(qald_verifier, question, faithful, unfaithful):
    v = check(qald_verifier, question, faithful)
    assert v.status == "accept", v.explanation
    v = check(qald_verifier, question, unfaithful)
    assert v.status != "accept", v.explanation


# ---- a birth name identifies no one -------------------------------------------------------------------
@needs_wordnet
def test_a_birth_name_does_not_name_the_thing_the_question_names(verifier):
    q = "Which films did Ilse Brandt direct?"
    v = check(verifier, q, 'SELECT ?f WHERE { ?p foaf:name "Ilse Brandt"@en . ?f a dbo:Film ; dbo:director ?p }')
    assert v.status == "accept", v.explanation
    v = check(verifier, q, 'SELECT ?f WHERE { ?p dbo:birthName "Ilse Brandt"@en . ?f a dbo:Film ; dbo:director ?p }')
    assert v.status != "accept", v.explanation


# ---- an unordered LIMIT ---------------------------------------------------------------------------------
@needs_wordnet
def test_an_unordered_limit_the_question_does_not_state_is_an_extra_constraint(verifier):
    q = "Which films did Ilse Brandt direct?"
    v = check(verifier, q, "SELECT ?f WHERE { ?f a dbo:Film ; dbo:director dbr:Ilse_Brandt } LIMIT 50")
    assert (v.status, v.reasons[0]) == ("reject", "extra_constraint"), v.explanation
    assert "LIMIT" in v.explanation
    v = check(verifier, q, "SELECT ?f WHERE { ?f a dbo:Film ; dbo:director dbr:Ilse_Brandt }")
    assert v.status == "accept", v.explanation


@needs_wordnet
def test_a_limit_on_a_question_about_one_thing_cuts_nothing_it_asks_for(verifier):
    # "the director of X" (a singular noun): any LIMIT keeps the one answer the question asks for
    v = check(verifier, "Who is the director of Frost Harbour?",
              "SELECT ?d WHERE { dbr:Frost_Harbour dbo:director ?d } LIMIT 5")
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question,query,cut", [
    ("Which rivers cross Dralmoor?", "SELECT ?r WHERE { ?r <http://ex.org/crosses> <http://ex.org/D> } LIMIT 100", 100),
    # the question states the number: "the five boroughs" with LIMIT 5
    ("What are the five boroughs of Dralmoor?", "SELECT ?b WHERE { ?b <http://ex.org/in> <http://ex.org/D> } LIMIT 5",
     None),
    ("Give me 12 rivers of Dralmoor.", "SELECT ?b WHERE { ?b <http://ex.org/in> <http://ex.org/D> } LIMIT 12", None),
    # LIMIT 1 on a question about one thing cuts nothing it asks for
    ("In which country is Dralmoor?", "SELECT ?c WHERE { <http://ex.org/D> <http://ex.org/country> ?c } LIMIT 1",
     None),
    # an OFFSET skips answers
    ("Which rivers cross Dralmoor?", "SELECT ?r WHERE { ?r <http://ex.org/crosses> <http://ex.org/D> } OFFSET 3", 0),
    # ordered: a superlative, not a cut
    ("Which is the longest river?", "SELECT ?r WHERE { ?r <http://ex.org/length> ?l } ORDER BY DESC(?l) LIMIT 1",
     None),
    ("How many rivers cross Dralmoor?",
     "SELECT (COUNT(?r) AS ?n) WHERE { ?r <http://ex.org/crosses> <http://ex.org/D> } LIMIT 10", None),
])
def test_truncation(question, query, cut):
    assert truncates(query_logic(query), question) == cut


def test_no_question_text_no_judgement_of_a_limit():
    ql = query_logic("SELECT ?r WHERE { ?r <http://ex.org/crosses> <http://ex.org/D> } LIMIT 100")
    assert truncates(ql, "") is None


def test_stated_numbers_in_digits_and_words():
    assert stated_numbers("the five boroughs and 1,000 lakes, a dozen towns") == {5, 1000, 12}
    assert stated_numbers("Which rivers cross it?") == frozenset()


# ---- a name shown beside a ranked answer ----------------------------------------------------------------
def test_a_name_shown_beside_the_ranked_answer_is_no_second_answer():
    # the name presents the ranked thing (as it does an unordered answer); the measure is shown beside it
    ql = query_logic("SELECT ?r ?name ?len WHERE { ?r a <http://ex.org/River> ; "
                     "<http://www.w3.org/2000/01/rdf-schema#label> ?name ; <http://ex.org/length> ?len } "
                     "ORDER BY DESC(?len) LIMIT 1")
    assert ql.form == "superlative" and [v.name for v in ql.answer_vars] == ["r"]
    # a second thing that is no name of the first is still two answers
    with pytest.raises(QueryError):
        query_logic("SELECT ?r ?s ?len WHERE { ?r <http://ex.org/flowsInto> ?s ; <http://ex.org/length> ?len } "
                    "ORDER BY DESC(?len) LIMIT 1")



@needs_wordnet
def test_a_noun_whose_argument_a_compound_supplies_keeps_its_relational_sense(qald_verifier):
    # that lexicon reads "company in" as dbo:industry: in "toy companies" the compound supplies the
    # argument, so the noun is no bare class noun and keeps that sense beside its class
    q = "Which toy companies were founded in Dralmoor?"
    v = check(qald_verifier, q, "SELECT ?c WHERE { ?c a dbo:Company ; dbo:industry dbr:Toy ; "
                                "dbo:foundationPlace dbr:Dralmoor }")
    assert v.status == "accept", v.explanation


# ---- a capitalised word that names no kind is part of the name, not a description of it ---------------
@needs_wordnet
def test_a_name_word_is_not_read_as_an_apposition_that_drops_it(qald_verifier):
    # parsed as "the Dover, Bridge" (an apposition): read as a description, "Dover" (a town) constrained
    # nothing and "Bridge" matched any bridge; a word WordNet knows only as a name is a word of the name
    q = "Which river does the Dover Bridge cross?"
    v = check(qald_verifier, q, "SELECT ?r WHERE { dbr:Dover_Bridge dbo:crosses ?r }")
    assert v.status == "accept", v.explanation
    v = check(qald_verifier, q, "SELECT ?r WHERE { dbr:Kelvin_Bridge dbo:crosses ?r }")
    assert v.status != "accept", v.explanation
