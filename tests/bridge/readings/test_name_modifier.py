"""A compound whose modifier is a common noun written with a capital inside the question ("the Storm
album"): a name the grammar read as the noun it also is, in apposition to the head noun ("the album
The Storm"). The query individual so named is the head, the head noun (and a name taken with "of")
presupposed of it."""

from lemon_lexicon import LEMON

LEX = LEMON + """
:produce a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "produce"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :p_s ; lexinfo:directObject :p_o ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/producer> ; lemon:subjOfProp :p_o ; lemon:objOfProp :p_s ] .
"""

H = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "


def query(album: str) -> str:
    return H + f"SELECT ?p WHERE {{ {album} dbo:producer ?p }}"


def test_the_capitalised_modifier_names_the_album(verifier):
    for question in ("Who produced the Storm album?", "Who produced the Storm album of Jane Doe?"):
        v = verifier.check(question, query("dbr:The_Storm"))
        assert v.status == "accept", (question, v.explanation)
        assert "“Storm album” is dbr:The_Storm" in v.explanation
    # the head noun may be the page's qualifier instead of its article
    v = verifier.check("Who produced the Storm album?", query("<http://dbpedia.org/resource/Storm_(album)>"))
    assert v.status == "accept", v.explanation


def test_the_noun_page_another_qualifier_or_another_album_is_not_accepted(verifier):
    for album in ("dbr:Storm", "<http://dbpedia.org/resource/Storm_(film)>", "dbr:The_Calm"):
        v = verifier.check("Who produced the Storm album?", query(album))
        assert v.status != "accept", (album, v.explanation)
    v = verifier.check("Who produced the Storm album?", H + "SELECT ?p WHERE { ?p dbo:producer dbr:The_Storm }")
    assert v.status != "accept", v.explanation


def test_a_lower_case_modifier_is_no_name(verifier):
    v = verifier.check("Who produced the storm album?", query("dbr:The_Storm"))
    assert v.status != "accept", v.explanation
