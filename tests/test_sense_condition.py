"""A sense's lemon:condition says when it applies: a question that names its noun's class reads a word in
the senses conditioned on that class, not in those conditioned on unrelated classes."""

import pytest
from lemon_lexicon import header

LEX = header("dbo") + """
:design_building a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "design"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :b_s ; lexinfo:directObject :b_o ] ;
    lemon:sense [ lemon:reference dbo:architect ; lemon:subjOfProp :b_o ; lemon:objOfProp :b_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Building ; lemon:propertyRange dbo:Architect ] ] .
:design_car a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "design"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :c_s ; lexinfo:directObject :c_o ] ;
    lemon:sense [ lemon:reference dbo:designer ; lemon:subjOfProp :c_o ; lemon:objOfProp :c_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Automobile ; lemon:propertyRange dbo:Person ] ] .
:building a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "building"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n1 ] ;
    lemon:sense [ lemon:reference dbo:Building ; lemon:isA :n1 ] .
:structure a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "structure"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n2 ] ;
    lemon:sense [ lemon:reference dbo:ArchitecturalStructure ; lemon:isA :n2 ] .
:a_produce_work a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pw_s ; lexinfo:directObject :pw_o ] ;
    lemon:sense [ lemon:reference dbo:producer ; lemon:subjOfProp :pw_o ; lemon:objOfProp :pw_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Work ; lemon:propertyRange dbo:Person ] ] .
:b_produce_film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pf_s ; lexinfo:directObject :pf_o ] ;
    lemon:sense [ lemon:reference dbo:producer ; lemon:subjOfProp :pf_o ; lemon:objOfProp :pf_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Person ] ] .
:c_produce_director a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pd_s ; lexinfo:directObject :pd_o ] ;
    lemon:sense [ lemon:reference dbo:director ; lemon:subjOfProp :pd_o ; lemon:objOfProp :pd_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Film ; lemon:propertyRange dbo:Person ] ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n3 ] ;
    lemon:sense [ lemon:reference dbo:Film ; lemon:isA :n3 ] .
"""

PREFIX = "PREFIX dbo: <http://dbpedia.org/ontology/>\nPREFIX dbr: <http://dbpedia.org/resource/>\n"


def _query(prop: str, cls: str | None = None) -> str:
    typed = f" ?b a dbo:{cls} ." if cls else ""
    return PREFIX + f"SELECT ?b WHERE {{ ?b dbo:{prop} dbr:Ilse_Brandt .{typed} }}"


def test_the_sense_conditioned_on_the_questions_class_is_read(verifier):
    question = "Which buildings did Ilse Brandt design?"
    assert verifier.check(question, _query("architect", "Building")).status == "accept"
    # dbo:designer is "design" said of cars: not what "design" means of buildings
    v = verifier.check(question, _query("designer", "Building"))
    assert (v.status, v.reasons[0]) == ("reject", "wrong_relation"), v.explanation


@pytest.mark.parametrize("prop", ["architect", "designer"])
def test_without_a_class_in_the_question_every_sense_stays(verifier, prop):
    assert verifier.check("What did Ilse Brandt design?", _query(prop)).status == "accept"


def test_a_class_no_sense_names_excludes_nothing(verifier):
    # no sense of "design" is conditioned on dbo:ArchitecturalStructure itself: a sense on a related class
    # (a building is a structure) is not enough to set the other senses aside
    question = "Which structures did Ilse Brandt design?"
    for prop in ("architect", "designer"):
        v = verifier.check(question, _query(prop, "ArchitecturalStructure"))
        assert v.status == "accept", (prop, v.explanation)


def test_a_property_given_by_several_senses_fits_when_any_of_them_does(verifier):
    # dbo:producer is "produce" said of works (WordNet puts no film under "work") and, in a second
    # entry, of films; the two entries give the same axioms and stand behind one option, whose first
    # entry is the one on works: the entry on films must still keep the reading
    question = "Which films did Ilse Brandt produce?"
    v = verifier.check(question, _query("producer", "Film"))
    assert v.status == "accept", v.explanation
    v = verifier.check(question, _query("director", "Film"))
    assert v.status == "accept", v.explanation  # the lexicon's own (odd) sense: it says so


def test_classes_are_related_by_wordnet_hypernyms():
    from verifier.bridge.lexcheck import classes_related
    from verifier.bridge.wordnet import wordnet_available
    if not wordnet_available():
        pytest.skip("WordNet is not installed")
    assert classes_related("dbo:Politician", "dbo:Person") is True
    assert classes_related("dbo:Mountain", "dbo:Lighthouse") is False
    assert classes_related("dbo:Agent", "dbo:Person") is None  # too general to say anything
