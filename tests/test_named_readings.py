"""Readings by name (verifier/bridge/readings/named.py): a query term whose own name says the word is read
as it, below the lexicon's readings, and never through a broader term."""

import pytest

from verifier import Verifier
from lemon_lexicon import header
from verifier.bridge.readings.named import linked_terms, name_words
from verifier.bridge.senses import SenseRanker

LEXICON = header("oils", own="http://ex.org/lex#") + """
:lexicon a lemon:Lexicon ; lemon:entry :heavy, :wrestler, :sculptor .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
:sculptor a lemon:LexicalEntry ; lemon:canonicalForm :sculptor_form ; lemon:sense :sculptor_sense ;
    lemon:synBehavior :sculptor_frame ; lexinfo:partOfSpeech lexinfo:noun .
:sculptor_form lemon:writtenRep "sculptor"@en .
:sculptor_frame a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :sculptor_arg .
:sculptor_sense a lemon:LexicalSense ; lemon:isA :sculptor_arg ; lemon:reference :sculptor_res .
:sculptor_res a owl:Restriction ; owl:onProperty <http://dbpedia.org/ontology/field> ;
    owl:hasValue <http://dbpedia.org/resource/Sculpture> .
:wrestler a lemon:LexicalEntry ; lemon:canonicalForm :wrestler_form ; lemon:sense :wrestler_sense ;
    lemon:synBehavior :wrestler_frame ; lexinfo:partOfSpeech lexinfo:noun .
:wrestler_form lemon:writtenRep "wrestler"@en .
:wrestler_frame a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :wrestler_arg .
:wrestler_sense a lemon:LexicalSense ; lemon:isA :wrestler_arg ;
    lemon:reference <http://dbpedia.org/ontology/Wrestler> .
:record_label a lemon:LexicalEntry ; lemon:canonicalForm :record_label_form ; lemon:sense :record_label_sense ;
    lemon:synBehavior :record_label_frame ; lexinfo:partOfSpeech lexinfo:noun .
:record_label_form lemon:writtenRep "record label"@en .
:record_label_frame a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :record_label_arg .
:record_label_sense a lemon:LexicalSense ; lemon:isA :record_label_arg ;
    lemon:reference <http://dbpedia.org/ontology/RecordLabel> .
:heavy a lemon:LexicalEntry ; lemon:canonicalForm :heavy_form ; lemon:sense :heavy_sense ;
    lemon:synBehavior :heavy_frame ; lexinfo:partOfSpeech lexinfo:adjective .
:heavy_form lemon:writtenRep "heavy"@en .
:heavy_frame a lexinfo:AdjectiveSuperlativeFrame ; lexinfo:copulativeSubject :heavy_arg .
:heavy_sense a lemon:LexicalSense ; lemon:isA :heavy_arg ; lemon:reference :heavy_res .
:heavy_res a oils:CovariantScalar ; oils:boundTo <http://dbpedia.org/ontology/mass> ;
    oils:degree oils:high .
"""


@pytest.fixture(scope="module")
def wordnet():
    return SenseRanker().wordnet


def test_a_local_name_splits_into_its_words():
    assert name_words("dbo:populationTotal") == ("population", "total")
    assert name_words("dbo:BandLeader") == ("band", "leader")


@pytest.mark.parametrize("lemma,pos,term,kind", [
    ("heavy", "a", "dbo:weight", "attribute"),        # what the adjective measures
    ("deep", "a", "dbo:maxDepth", "derived"),
    ("dissolve", "v", "dbo:dissolutionYear", "derived"),
    ("write", "v", "dbo:author", "derived"),           # a synonym of the derived "writer"
    ("headquarters", "n", "dbo:headquarter", "name"),  # inflection
    ("bandleader", "n", "dbo:BandLeader", "name"),     # one word, two in the name
])
def test_terms_whose_name_says_the_word_are_linked(wordnet, lemma, pos, term, kind):
    assert linked_terms(lemma, pos, {term: []}, wordnet) == {term: kind}


@pytest.mark.parametrize("lemma,pos,term", [
    ("volcano", "n", "dbo:Mountain"),   # a hypernym drops what the word says
    ("wife", "n", "dbo:spouse"),
    ("die", "v", "dbo:birthDate"),
    ("heavy", "a", "dbo:height"),
    ("born", "v", "dbo:releaseDate"),   # "date" alone says only what kind of value it is
])
def test_terms_whose_name_says_something_else_are_not(wordnet, lemma, pos, term):
    assert linked_terms(lemma, pos, {term: []}, wordnet) == {}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    path = tmp_path_factory.mktemp("lex") / "heavy.ttl"
    path.write_text(LEXICON, encoding="utf-8")
    return Verifier(lexicon=[str(path)])


def test_a_near_synonym_property_is_accepted_and_said_to_be_read_by_name(verifier):
    v = verifier.check("Who is the heaviest wrestler?", "SELECT ?w WHERE { ?w a dbo:Wrestler ; dbo:weight ?kg } "
                       "ORDER BY DESC(?kg) LIMIT 1")
    assert v.status == "accept", v.explanation
    assert "dbo:weight" in v.explanation and "by its name" in v.explanation


def test_a_property_whose_name_says_something_else_is_not_accepted(verifier):
    v = verifier.check("Who is the heaviest wrestler?", "SELECT ?w WHERE { ?w a dbo:Wrestler ; dbo:height ?m } "
                       "ORDER BY DESC(?m) LIMIT 1")
    assert v.status != "accept"


def test_a_term_with_no_account_of_its_own_is_unknown_not_wrong(verifier):
    # "wgt" is no word: nothing says the query's property means something other than "heavy"
    v = verifier.check("Who is the heaviest wrestler?", "SELECT ?w WHERE { ?w a dbo:Wrestler ; dbp:wgt ?kg } "
                       "ORDER BY DESC(?kg) LIMIT 1")
    assert v.status == "unknown" and v.reasons[0] == "unlinked_term", v.explanation
    assert "dbp:wgt" in v.explanation and "dbo:mass" in (v.repair or "")


def test_a_term_whose_name_says_another_thing_is_rejected_with_that_evidence(verifier):
    v = verifier.check("Who is the heaviest wrestler?", "SELECT ?w WHERE { ?w a dbo:Wrestler ; dbo:height ?m } "
                       "ORDER BY DESC(?m) LIMIT 1")
    assert v.status == "reject" and v.reasons[0] == "wrong_relation"
    assert any("its name says ‘height’" in n for n in v.notes)


def test_a_class_named_by_the_noun_is_read_as_the_class_beside_the_lexicon_restriction(verifier):
    # the lexicon reads "sculptor" as a value of dbo:field; the query's class is named by the noun itself:
    # a class the query types by is no individual (x = dbo:Sculptor), and its name links it to the noun
    v = verifier.check("Give me all sculptors.", "SELECT ?s WHERE { ?s a dbo:Sculptor }")
    assert v.status == "accept", v.explanation
    assert "dbo:Sculptor" in v.explanation and "by its name" in v.explanation


def test_a_broader_class_is_not_read_as_the_noun(verifier):
    v = verifier.check("Give me all sculptors.", "SELECT ?s WHERE { ?s a dbo:Artist }")
    assert v.status != "accept", v.explanation


@pytest.mark.parametrize("question,query", [
    ("Give me all Norwegian novels.", "SELECT ?b WHERE { ?b dct:subject dbc:Norwegian_novels }"),
    # a synonym of the head: "films" says "movies"
    ("Give me all Norwegian movies.", "SELECT ?f WHERE { ?f a dbo:Film ; dct:subject dbc:Norwegian_films }"),
    ("Is Tango a dance?", "ASK { dbr:Tango dct:subject dbc:Dances }"),
    # a noun compound: one witness for the modifier on the way back
    ("Give me all sleep disorders.", "SELECT ?d WHERE { ?d dct:subject dbc:Sleep_disorders }"),
    # a noun compounded with a compound the lexicon knows as one word ("jazz" on "record labels"): read
    # in the phrase of the last noun
    ("Give me all jazz record labels.", "SELECT ?l WHERE { ?l dct:subject dbc:Jazz_record_labels }"),
])
def test_a_category_whose_name_is_the_noun_phrase_reads_it(verifier, question, query):
    v = verifier.check(question, query)
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation and "dct:subject" in v.explanation


@pytest.mark.parametrize("question,query", [
    ("Give me all Norwegian novels.", "SELECT ?b WHERE { ?b dct:subject dbc:Swedish_novels }"),
    ("Give me all Norwegian novels.", "SELECT ?b WHERE { ?b dct:subject dbc:Novels }"),   # drops "Norwegian"
    ("Is Tango a dance?", "ASK { dbr:Tango dct:subject dbc:Songs }"),
    ("Give me all jazz record labels.", "SELECT ?l WHERE { ?l dct:subject dbc:Blues_record_labels }"),
    ("Give me all jazz record labels.", "SELECT ?l WHERE { ?l dct:subject dbc:Record_labels }"),  # drops "jazz"
])
def test_a_category_named_otherwise_is_not_the_phrase(verifier, question, query):
    assert verifier.check(question, query).status != "accept"


def test_a_category_is_no_individual_a_phrase_names(verifier):
    # "sleep disorders" is not the category itself (x = dbc:Sleep_disorders) but its members
    v = verifier.check("Give me all sleep disorders.", "SELECT ?d WHERE { ?d dct:subject dbc:Sleep_disorders }")
    assert not any("= dbc:Sleep_disorders" in a["formula"] for a in v.proof["axioms"])


def test_a_term_the_lexicon_reads_by_a_phrase_holding_the_word_has_no_account_against_it(tmp_path):
    # the lexicon reads dbo:opusMaker as "compose" and as "music maker": the second holds "music", so the first
    # is one more meaning of the term, not an account against "music"; a phrase without the word still is one
    from verifier.bridge import evidence_against
    lex = tmp_path / "lex.ttl"
    entries = [("compose", "verb", "dbo:opusMaker"), ("music maker", "noun", "dbo:opusMaker"),
               ("compose", "verb", "dbo:tuneSetter"), ("score setter", "noun", "dbo:tuneSetter")]
    ttl = [header("dbo", own="http://ex.org/lex#")]
    for n, (word, pos, ref) in enumerate(entries):
        ttl.append(f':e{n} a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:{pos} ; '
                   f'lemon:canonicalForm [ lemon:writtenRep "{word}"@en ] ; lemon:sense [ lemon:reference {ref} ] .')
    lex.write_text("\n".join(ttl), encoding="utf-8")
    with Verifier(lexicon=lex) as v:
        assert evidence_against(v.bridge, "dbo:opusMaker", "music") is None
        assert evidence_against(v.bridge, "dbo:tuneSetter", "music") is not None


def test_a_name_that_is_the_act_of_the_verb_is_no_evidence_against_it(verifier):
    # WordNet files "formation" and "founding" as two kinds of beginning, but one sense of "formation"
    # (with "establishment") is the act of "establish, found": a term named for it may say "founded"
    from verifier.bridge import evidence_against
    assert evidence_against(verifier.bridge, "dbo:formationYear", "founded") is None
    # the same sister test still counts where no sense of the name is the verb's act
    assert evidence_against(verifier.bridge, "dbo:abolitionYear", "founded") is not None
    assert evidence_against(verifier.bridge, "dbo:height", "heavy") is not None


def test_a_name_that_is_a_kind_of_the_verbs_act_is_no_evidence_against_it(verifier):
    # WordNet files "education" (the process of acquiring knowledge) and "study" (applying the mind to
    # learning) as two kinds of learning, and the derived "discipline" and the acquired "education" as two
    # kinds of content; but a sense of "study" is a kind of "learn", whose act is "learning": a term named
    # for an education may say what "studied" says
    from verifier.bridge import evidence_against
    assert evidence_against(verifier.bridge, "dbo:priorEducation", "studied") is None
    assert evidence_against(verifier.bridge, "dbo:priorEducation", "study") is None


def test_sister_kinds_that_no_act_joins_stay_set_against(verifier):
    # a property named by one kind of thing against a word naming a sister kind: no verb sense of the
    # word has an act the name is a kind of
    from verifier.bridge import evidence_against
    assert "relative" in (evidence_against(verifier.bridge, "dbo:spouseName", "father") or "")
    assert "science" in (evidence_against(verifier.bridge, "dbo:chemistryAward", "physics") or "")
    assert evidence_against(verifier.bridge, "dbo:abolitionYear", "founded") is not None


def test_a_verb_whose_gerund_names_the_property_reads_its_in_as_the_work(verifier):
    # no lexicon entry for "star in": WordNet glosses "star" as "be the star in a performance", so the one who
    # stars is the verb's subject and the work its "in"; the property named by the gerund ("F starring X")
    # holds from the work to the star
    v = verifier.check("Is Mara Tolvek starring in Glass Harbour?",
                       "ASK WHERE { dbr:Glass_Harbour dbo:starring dbr:Mara_Tolvek }")
    assert v.status == "accept", v.explanation
    v = verifier.check("Is Mara Tolvek starring in Glass Harbour?",
                       "ASK WHERE { dbr:Mara_Tolvek dbo:starring dbr:Glass_Harbour }")
    assert v.status != "accept", v.explanation


def test_a_verb_without_a_role_gloss_gets_no_role_reading():
    from verifier.bridge.readings.named import role_in_clones
    assert role_in_clones("dbo:running", "run", ["running"]) == []
    assert role_in_clones("dbo:starring", "play", ["starring"]) == []


def test_a_property_named_noun_and_preposition_reads_the_noun_with_that_preposition(verifier):
    # no lexicon entry for "music by": the name spells the noun and the preposition marking the value
    q = "List all the musicals with music by Odil Varnek."
    v = verifier.check(q, "SELECT ?m WHERE { ?m a dbo:Musical ; dbo:musicBy dbr:Odil_Varnek }")
    assert v.status == "accept", v.explanation
    v = verifier.check(q, "SELECT ?m WHERE { ?m a dbo:Musical . dbr:Odil_Varnek dbo:musicBy ?m }")
    assert v.status != "accept", v.explanation


def test_a_property_named_noun_and_of_has_the_noun_as_its_subject(verifier):
    # no lexicon entry for "native": the name spells "native of", so the native is the subject, as a label
    # "native of" says; the other way round is the natives of the place, another relation
    q = "Give me the native of the hometown of Odil Varnek."
    v = verifier.check(q, "SELECT ?n WHERE { dbr:Odil_Varnek dbo:hometown ?t . ?n dbo:nativeOf ?t }")
    assert v.status == "accept", v.explanation
    v = verifier.check(q, "SELECT ?n WHERE { dbr:Odil_Varnek dbo:hometown ?t . ?t dbo:nativeOf ?n }")
    assert v.status != "accept", v.explanation


def test_only_a_name_ending_in_a_preposition_after_the_noun_gives_a_marker():
    from verifier.bridge.readings.named import name_marker
    assert name_marker("dbo:musicBy", "music") == "by"
    assert name_marker("dbo:musicComposer", "music") == ""
    assert name_marker("dbo:musicBy", "score") == ""


def test_a_verb_read_by_a_name_glossed_as_the_place_where_it_happens(verifier):
    # no lexicon entry for "start in": WordNet glosses "source" as "the place where something begins", and
    # "start" is "begin" in its first sense, so the one that starts is the subject and the place the value
    q = "In which country does the Velmar start?"
    v = verifier.check(q, "SELECT ?c WHERE { dbr:Velmar dbo:sourceCountry ?c }")
    assert v.status == "accept", v.explanation
    assert "the place where something starts" in str(v.proof["axioms"]), v.proof
    assert verifier.check(q, "SELECT ?c WHERE { ?c dbo:sourceCountry dbr:Velmar }").status != "accept"
    assert verifier.check("In which country does the Velmar end?",
                          "SELECT ?c WHERE { dbr:Velmar dbo:sourceCountry ?c }").status != "accept"


def test_a_name_glossed_as_the_place_of_another_verb_reads_nothing():
    from verifier.bridge.verb_names import place_where_clones
    from verifier.bridge.resources import wordnet
    assert place_where_clones("dbo:mouthCountry", "start", wordnet()) == []
    assert place_where_clones("dbo:sourceCountry", "flow", wordnet()) == []


def test_a_verb_read_by_a_name_its_wordnet_idiom_ends_in(verifier):
    # no lexicon entry for "bury": WordNet gives "lay to rest" as a synonym of its second sense, and the
    # resting place is where one is laid to rest; the one buried is the subject, the place the value
    q = "Where is Tolvan Ardes buried?"
    v = verifier.check(q, "SELECT ?p WHERE { dbr:Tolvan_Ardes dbo:restingPlace ?p }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, "SELECT ?p WHERE { ?p dbo:restingPlace dbr:Tolvan_Ardes }").status != "accept"
    assert verifier.check("Where is Tolvan Ardes hidden?",
                          "SELECT ?p WHERE { dbr:Tolvan_Ardes dbo:restingPlace ?p }").status != "accept"


def test_an_idiom_without_to_or_a_name_with_a_word_of_its_own_reads_nothing():
    from verifier.bridge.verb_names import said_by_idiom
    from verifier.bridge.resources import wordnet
    assert not said_by_idiom("dbo:bucket", "die", wordnet())
    assert not said_by_idiom("dbo:restingStation", "bury", wordnet())


def test_a_verb_read_by_a_name_wordnet_glosses_by_its_act_what_the_object_is_called(verifier):
    # no lexicon entry for "win": a prize (whose words include "award") is glossed "something given … for
    # winning a race", and the object is called a prize, so what X won is X's award
    q = "Did Tolvan Ardes win the Velmor Prize?"
    v = verifier.check(q, "ASK WHERE { dbr:Tolvan_Ardes dbo:award dbr:Velmor_Prize }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, "ASK WHERE { dbr:Velmor_Prize dbo:award dbr:Tolvan_Ardes }").status != "accept"
    assert verifier.check("Did Tolvan Ardes win the Velmor Cup?",
                          "ASK WHERE { dbr:Tolvan_Ardes dbo:award dbr:Velmor_Cup }").status != "accept"
    assert verifier.check("Did Tolvan Ardes fund the Velmor Prize?",
                          "ASK WHERE { dbr:Tolvan_Ardes dbo:award dbr:Velmor_Prize }").status != "accept"


def test_a_verb_with_into_read_by_a_name_that_is_in_and_the_verb(verifier):
    # no lexicon entry for "flow into": the name "inflow" is "in" and the verb, glossed "the process of
    # flowing in" (WordNet), so the lake's inflow is what flows into it
    q = "Does the Velmar flow into a lake?"
    v = verifier.check(q, "ASK WHERE { ?x dbo:inflow dbr:Velmar ; a dbo:Lake }")
    assert v.status == "accept", v.explanation
    assert verifier.check(q, "ASK WHERE { dbr:Velmar dbo:inflow ?x . ?x a dbo:Lake }").status != "accept"
    assert verifier.check(q, "ASK WHERE { ?x dbo:outflow dbr:Velmar ; a dbo:Lake }").status != "accept"
    assert verifier.check("Does the Velmar run into a lake?",
                          "ASK WHERE { ?x dbo:inflow dbr:Velmar ; a dbo:Lake }").status != "accept"


def test_a_verb_read_by_a_name_its_gloss_says_the_object_is(verifier):
    # no lexicon entry for "play": play.v.03 is "play on an instrument", and a trumpet is a musical
    # instrument, so what X plays is X's instrument; another verb, or an object of another kind, reads nothing
    v = verifier.check("Does Tolvan Ardes play the trumpet?", "ASK WHERE { dbr:Tolvan_Ardes dbo:instrument dbr:Trumpet }")
    assert v.status == "accept", v.explanation
    assert verifier.check("Does Tolvan Ardes play the trumpet?",
                          "ASK WHERE { dbr:Trumpet dbo:instrument dbr:Tolvan_Ardes }").status != "accept"
    assert verifier.check("Does Tolvan Ardes sell the trumpet?",
                          "ASK WHERE { dbr:Tolvan_Ardes dbo:instrument dbr:Trumpet }").status != "accept"
    assert verifier.check("Does Tolvan Ardes play the football?",
                          "ASK WHERE { dbr:Tolvan_Ardes dbo:instrument dbr:Football }").status != "accept"


def test_a_closed_up_lower_case_name_splits_into_the_wordnet_words_it_is_written_of(wordnet):
    from verifier.bridge.namelinks import split_closed
    assert split_closed(("borderingrivers",), wordnet) == ("bordering", "rivers")
    assert split_closed(("dateofbirth",), wordnet) == ("date", "of", "birth")
    # a word WordNet knows whole stays whole; a string of no words stays as it is
    assert split_closed(("birthplace",), wordnet) == ("birthplace",)
    assert split_closed(("qwzxvb",), wordnet) == ("qwzxvb",)
    # only lower-case words are closed-up names: camel case is split already
    assert split_closed(("Rivers",), wordnet) == ("Rivers",)
    assert split_closed(("borderingrivers",), None) == ("borderingrivers",)


def test_a_closed_up_name_is_linked_as_its_words_are(wordnet):
    assert linked_terms("admit", "v", {"dbp:admittancedate": []}, wordnet) == {"dbp:admittancedate": "derived"}
    assert linked_terms("border", "v", {"dbp:borderingrivers": []}, wordnet) == {}


def test_a_name_word_restating_the_other_arguments_noun_links_nothing_alone(wordnet):
    assert linked_terms("border", "v", {"dbp:borderingrivers": []}, wordnet, frozenset({"river"})) == {
        "dbp:borderingrivers": "name"}
    assert linked_terms("border", "v", {"dbo:borderingRivers": []}, wordnet, frozenset({"river"})) == {
        "dbo:borderingRivers": "name"}
    # another noun is no restatement, and the restated noun alone says nothing of the verb
    assert linked_terms("border", "v", {"dbp:borderingrivers": []}, wordnet, frozenset({"lake"})) == {}
    assert linked_terms("border", "v", {"dbo:river": []}, wordnet, frozenset({"river"})) == {}


@pytest.mark.parametrize("query", ["SELECT ?r WHERE { dbr:Freedonia dbp:borderingrivers ?r }",
                                   "SELECT ?r WHERE { dbr:Freedonia dbo:borderingRivers ?r }"])
def test_a_verb_read_by_a_name_restating_its_subjects_noun_takes_that_noun_as_the_value(verifier, query):
    v = verifier.check("Which rivers border Freedonia?", query)
    assert v.status == "accept", v.explanation
    assert "by its name" in v.explanation


def test_a_name_restating_the_subjects_noun_is_stated_from_the_other_end(verifier):
    v = verifier.check("Which rivers border Freedonia?", "SELECT ?r WHERE { ?r dbo:borderingRivers dbr:Freedonia }")
    assert v.status == "reject" and v.reasons[0] == "wrong_direction", v.explanation


def test_a_name_restating_another_noun_reads_nothing(verifier):
    v = verifier.check("Which lakes border Freedonia?", "SELECT ?r WHERE { dbr:Freedonia dbp:borderingrivers ?r }")
    assert v.status != "accept", v.explanation
