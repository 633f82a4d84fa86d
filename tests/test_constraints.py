"""Constraints a query drops or adds: the typing that a property's lexicon entries imply, and the
explanation that names the constraint. Small hand-written lexicon; the grammar parses the questions and
the prover decides."""

from lemon_lexicon import header

LEX = header("owl") + """
:produce_film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pf_s ; lexinfo:directObject :pf_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ; lemon:subjOfProp :pf_o ; lemon:objOfProp :pf_s ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Film> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
:produce_album a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :pa_s ; lexinfo:directObject :pa_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ; lemon:subjOfProp :pa_o ; lemon:objOfProp :pa_s ;
                  lemon:condition [ lemon:propertyDomain <http://dbpedia.org/ontology/Album> ;
                                    lemon:propertyRange <http://dbpedia.org/ontology/Person> ] ] .
:film a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "film"@en ] ;
    lemon:otherForm [ lemon:writtenRep "films"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Film> ] .
:flow_through a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "flow"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :fl_s ; lexinfo:prepositionalAdjunct :fl_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/location> ; lemon:subjOfProp :fl_s ; lemon:objOfProp :fl_o ] .
:fl_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "through"@en ] ] .
:river a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "river"@en ] ;
    lemon:otherForm [ lemon:writtenRep "rivers"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/River> ] .
:known_for a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "known"@en ] ;
    lemon:synBehavior [ a lexinfo:IntransitivePPFrame ; lexinfo:subject :kf_s ; lexinfo:prepositionalAdjunct :kf_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/knownFor> ; lemon:subjOfProp :kf_s ; lemon:objOfProp :kf_o ] .
:kf_o lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "for"@en ] ] .
:painter a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "painter"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Painter> ] .
:buddhist a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "buddhist"@en ] ;
    lemon:sense [ lemon:reference [ a owl:Restriction ;
        owl:onProperty <http://dbpedia.org/property/religion> ;
        owl:hasValue <http://dbpedia.org/resource/Buddhism> ] ] .
:album a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "album"@en ] ;
    lemon:otherForm [ lemon:writtenRep "albums"@en ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/Album> ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def test_the_entry_whose_domain_the_question_names_types_the_property(verifier):
    # the two "produce" entries give one axiom; each question's noun picks its own entry's domain,
    # whichever entry the bridge happened to keep
    for noun, cls in (("films", "dbo:Film"), ("albums", "dbo:Album")):
        v = verifier.check(f"Which {noun} did Nora Lind produce?", H + "SELECT ?x WHERE { ?x dbo:producer dbr:Nora_Lind }")
        assert v.status == "accept", (noun, v.explanation)
        assert f"domain_range:dbo:producer={cls}" in {a["name"] for a in v.proof["axioms"]}


def test_one_domain_per_reading(verifier):
    # both domains at once would make every production a film and an album, and prove this query
    v = verifier.check("Which albums did Nora Lind produce?",
                       H + "SELECT ?x WHERE { ?x dbo:producer dbr:Nora_Lind . ?x a dbo:Film }")
    assert v.status == "reject", v.explanation


def test_a_missing_constraint_is_named_with_its_word_and_kg_reading(verifier):
    v = verifier.check("Which rivers flow through Ruritania?", H + "SELECT ?x WHERE { ?x dbo:location dbr:Ruritania }")
    assert v.status == "reject" and v.reasons == ("missing_constraint",), v.explanation
    assert "does not enforce the question's “rivers”, read as dbo:River" in v.explanation
    assert "admits answers the question excludes" in v.explanation


def test_missing_and_extra_constraints_are_both_named(verifier):
    # the query forgets the rivers and asks for a second country the question never mentions
    v = verifier.check("Which rivers flow through Ruritania?",
                       H + "SELECT ?x WHERE { ?x dbo:location dbr:Ruritania . ?x dbo:location dbr:Freedonia }")
    assert v.status == "reject" and set(v.reasons) == {"missing_constraint", "extra_constraint"}, v.explanation
    assert "“rivers”, read as dbo:River" in v.explanation
    assert "it adds ?x dbo:location dbr:Freedonia, which the question does not ask for" in v.explanation


def test_coordinated_objects_of_one_preposition_are_facts_of_their_own(verifier):
    # "known for A and B": known for A, and known for B (two triples), not one event with both
    q = "Which painter is known for the Blue Lake and the Red Hill?"
    both = H + "SELECT ?x WHERE { ?x dbo:knownFor dbr:Blue_Lake ; dbo:knownFor dbr:Red_Hill ; a dbo:Painter }"
    v = verifier.check(q, both)
    assert v.status == "accept", v.explanation
    assert any("events of their own" in n for n in v.notes)
    one = H + "SELECT ?x WHERE { ?x dbo:knownFor dbr:Blue_Lake ; a dbo:Painter }"
    v = verifier.check(q, one)
    assert v.status == "reject" and v.reasons == ("missing_constraint",), v.explanation
    # the missing constraint is the second "for", with the name it is about
    assert "does not enforce the question's “for”, read as dbo:knownFor" in v.explanation
    assert "(about “Red Hill”)" in v.explanation


def test_a_restriction_value_stated_by_its_label(verifier):
    q = "Is Nora Lind a buddhist?"
    H2 = H + "PREFIX dbp: <http://dbpedia.org/property/> "
    assert verifier.check(q, H2 + "ASK { dbr:Nora_Lind dbp:religion dbr:Buddhism }").status == "accept"
    # an infobox property keeps the value's name: the literal that is the value's label says the same
    v = verifier.check(q, H2 + 'ASK { dbr:Nora_Lind dbp:religion "Buddhism"@en }')
    assert v.status == "accept", v.explanation
    # another name is another value
    assert verifier.check(q, H2 + 'ASK { dbr:Nora_Lind dbp:religion "Jainism"@en }').status == "reject"


def test_a_triple_on_a_property_no_word_reads_is_extra_not_a_wrong_relation(verifier):
    # renaming the odd property into one the query already states would also "repair" the query, but it
    # says nothing new: what the query has too many is the triple itself
    q = "Which rivers flow through Ruritania?"
    for extra in ("?x dbo:mouthCountry ?m", "?x dbo:knownFor ?m"):
        v = verifier.check(q, H + f"SELECT ?x WHERE {{ ?x dbo:location dbr:Ruritania ; a dbo:River . {extra} }}")
        assert v.status == "reject" and v.reasons == ("extra_constraint",), (extra, v.reasons, v.explanation)
        assert "which the question does not ask for" in v.explanation, v.explanation
