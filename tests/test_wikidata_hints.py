"""Names a Wikidata property's description gives it only in passing are hints, read as guesses (issue 22), over
made-up properties and sentences:

* the first sentence of a description saying that the value is "associated with" / "related to" / "linked to"
  the subject (a participle whose verb's first WordNet sense only associates or connects: associate.v.01,
  connect.v.01) names the property so, but the builder marks the entry ``autolex:hint`` and the loader keeps
  the mark (:attr:`LexicalEntry.hint`);
* such an entry may prove a query (it is tried, as a guess), but where the set it is in fails, the word is
  unread: never ``wrong_relation`` / ``missing_constraint`` evidence against a query that says another property,
  nor against one that says a property with a hint of its own.
"""

import pytest

PROPERTIES = [
    {"id": "P9961", "label": "musical style", "description": "style of music associated with this person or work. "
     "For genres use P9.", "alias": []},
    {"id": "P9962", "label": "patron", "description": "person who sponsors the subject", "alias": []},
    {"id": "P9963", "label": "tongue of work", "description": "language related to this creative work", "alias": []},
]
RECORD = {"question": "Which style is Tilda Marsh associated with ?",
          "context": {"entities": "{'Q990601': 'Tilda Marsh'}", "relations": "{}",
                      "types": "{'Q990611': 'style', 'Q990612': 'language', 'Q5': 'human'}", "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_association_names_from_the_first_sentence():
    from verifier.bridge.wikidata import association_names

    assert association_names("style of music associated with this person or work. For genres use P9.") == [
        "associated with"]
    assert association_names("language related to this creative work") == ["related to"]
    assert association_names("sport that the subject plays or is linked to") == ["linked to"]
    # a participle of a verb with a relation of its own, and one only a later sentence says, name nothing here
    assert association_names("person who founded or sponsored the subject") == []
    assert association_names("person who sponsors the subject. Often associated with saints.") == []


def test_the_builder_marks_hints_and_the_loader_keeps_the_mark(wikidata_files):
    from verifier.bridge.lexicon import Lexicon
    from verifier.bridge.wikidata import DESCRIBED

    text = (wikidata_files / "lex.ttl").read_text()
    assert "autolex:hint" in text
    lex = Lexicon.load([wikidata_files / "lex.ttl"], cache_dir=False)
    hinted = {(e.lemma, e.reference) for e in lex.entries if e.hint == DESCRIBED}
    assert ("associate", "wdt:P9961") in hinted and ("relate", "wdt:P9963") in hinted
    # the property's own names are no hints
    assert all(not e.hint for e in lex.entries if e.reference == "wdt:P9962")


def test_a_hint_may_prove(wikidata_verifier):
    v = wikidata_verifier.check("Which style is Tilda Marsh associated with?",
                                WD + "SELECT ?x WHERE { wd:Q990601 wdt:P9961 ?x . ?x wdt:P31 wd:Q990611 . }")
    assert v.status == "accept", v.explanation


@pytest.mark.parametrize("question,query", [
    # another property than the one the hint names
    ("Which style is Tilda Marsh associated with?",
     "SELECT ?x WHERE { wd:Q990601 wdt:P9962 ?x . ?x wdt:P31 wd:Q990611 . }"),
    # another property with a hint of its own
    ("Which style is Tilda Marsh associated with?",
     "SELECT ?x WHERE { wd:Q990601 wdt:P9963 ?x . ?x wdt:P31 wd:Q990611 . }"),
    ("Who is associated with Tilda Marsh?", "SELECT ?x WHERE { ?x wdt:P9962 wd:Q990601 . }"),
    ("Which language is Tilda Marsh related to?",
     "SELECT ?x WHERE { wd:Q990601 wdt:P9961 ?x . ?x wdt:P31 wd:Q990612 . }"),
])
def test_a_hint_never_rejects(wikidata_verifier, question, query):
    v = wikidata_verifier.check(question, WD + query)
    assert v.status != "reject", v.explanation
