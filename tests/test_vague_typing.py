"""A vague relation read as a property ("the works of X" as dbo:author) types the noun it modifies with
the class the lexicon gives that end of the property, as a lexical reading of the property would; the
far end (the phrase attached) is not typed by it."""

from lemon_lexicon import header

LEX = header("dbo") + """
:write a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "write"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :w_s ; lexinfo:directObject :w_o ] ;
    lemon:sense [ lemon:reference dbo:author ; lemon:subjOfProp :w_o ; lemon:objOfProp :w_s ;
                  lemon:condition [ lemon:propertyDomain dbo:Work ; lemon:propertyRange dbo:Writer ] ] .
:work a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "work"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPredicateFrame ; lexinfo:copulativeArg :n1 ] ;
    lemon:sense [ lemon:reference dbo:Work ; lemon:isA :n1 ] .
"""

H = ("PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
     "PREFIX dbp: <http://dbpedia.org/property/> ")
QUESTION = "What is the last work of Anna Ostrova?"


def test_the_modified_noun_is_typed_by_the_propertys_domain(verifier):
    v = verifier.check(QUESTION, H + "SELECT ?w WHERE { ?w dbo:author dbr:Anna_Ostrova ; dbo:releaseDate ?d }"
                                     " ORDER BY DESC(?d) LIMIT 1")
    assert v.status == "accept", v.explanation
    assert any(a["name"] == "domain_range:dbo:author=dbo:Work" for a in v.proof["axioms"])


def test_the_wrong_direction_or_order_is_not_accepted(verifier):
    for q in ("SELECT ?w WHERE { ?w dbo:author dbr:Anna_Ostrova ; dbo:releaseDate ?d } ORDER BY ?d LIMIT 1",
              "SELECT ?w WHERE { dbr:Anna_Ostrova dbo:author ?w . ?w dbo:releaseDate ?d } ORDER BY DESC(?d) LIMIT 1",
              "SELECT ?w WHERE { ?w dbo:author dbr:Anna_Ostrova }"):
        assert verifier.check(QUESTION, H + q).status != "accept", q


def test_the_far_end_is_not_typed(verifier):
    # the lexicon's range (dbo:Writer) is what "write" says of its subject; "the works of X" says
    # nothing of X's class, so no set types X by it
    from verifier.query import query_logic
    ql = query_logic(H + "SELECT ?w WHERE { ?w dbo:author ?p . ?p a dbo:Writer }")
    (reading, *_), _ = verifier.readings("What are the works of a writer?")
    names = {a.name for s in verifier.bridge.axiom_sets(reading, ql.iris, ql.formula) for a in s.axioms}
    assert "domain_range:dbo:author=dbo:Work" in names
    assert "domain_range:dbo:author=dbo:Writer" not in names
