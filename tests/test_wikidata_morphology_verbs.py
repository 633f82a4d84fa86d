"""Verbs a Wikidata property's names imply through WordNet's morphology (issue 22), over made-up properties and
sentences:

* an agent noun with its preposition ("contestant in") gives its verb with the same preposition ("contest in"):
  WordNet's derivation of the noun, else the noun less an agent ending ("contestant" → "contest");
* a performer's property ("voice performer") named by a passive ("narrated by") takes the verb with "for" the
  work ("narrate for");
* a description's clause with no "that" ("country a person or a club represents when playing") names the property
  by its verb ("represents"), as the clause with "that" does, but only as a hint;

each verb entry a hint: it may prove a query that states the property, never one that states another, and a
failed reading by it is no evidence against the query.
"""

import pytest

PROPERTIES = [
    {"id": "P9971", "label": "entered tournament", "description": "tournament the subject took part in",
     "alias": ["contestant in"]},
    {"id": "P9972", "label": "voice performer", "description": "person who speaks a role in this work",
     "alias": ["narrated by", "narrator", "played by"]},
    {"id": "P9973", "label": "flag nation", "description": "country a person or a club represents when playing",
     "alias": []},
    {"id": "P9974", "label": "sponsor", "description": "organization that pays for the subject", "alias": []},
    {"id": "P9975", "label": "director", "description": "person who directed this work", "alias": ["directed by"]},
    {"id": "P9976", "label": "public domain date", "description": "date the item enters the public domain",
     "alias": []},
]
RECORD = {"question": "Which tournament did Ada Brook contest in ?",
          "context": {"entities": "{'Q990701': 'Ada Brook', 'Q990702': 'Copper Cup', 'Q990703': 'Night Harbour'}",
                      "relations": "{}",
                      "types": "{'Q990711': 'film', 'Q990712': 'country', 'Q990713': 'tournament', 'Q5': 'human'}",
                      "history": []}}
WD = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"


def test_agent_nouns_give_their_verbs():
    from verifier.bridge.wikidata_verbs import agent_verb

    assert agent_verb("contestant") == "contest"     # by the agent ending: WordNet links the noun to no verb
    assert agent_verb("competitor") == "compete"     # by WordNet's derivation
    assert agent_verb("member") is None              # no verb
    assert agent_verb("married") is None             # a participle is no doer's noun
    assert agent_verb("computer") is None            # a machine, not a person


def test_the_builder_writes_the_verbs_as_hints(wikidata_files):
    from verifier.bridge.lexicon import Lexicon

    lex = Lexicon.load([wikidata_files / "lex.ttl"], cache_dir=False)
    hinted = {(e.lemma, e.reference, tuple(a.marker for a in e.args)) for e in lex.entries if e.hint}
    assert ("contest", "wdt:P9971", ("", "in")) in hinted
    assert ("narrate", "wdt:P9972", ("", "for")) in hinted
    # a director's passive takes no "for": "direct for" a studio is no direction of it; nor does a passive
    # whose doer noun the property is not named by ("play for" says what team one plays in)
    assert not any(lemma in ("direct", "play") and "for" in markers for lemma, _, markers in hinted)
    assert ("represent", "wdt:P9973", ("", "")) in hinted
    # a date's clause says when the item enters, not what it enters
    assert not any(e.reference == "wdt:P9976" and e.lemma == "enter" for e in lex.entries)


@pytest.mark.parametrize("question,query", [
    ("Which tournament did Ada Brook contest in?",
     "SELECT ?x WHERE { wd:Q990701 wdt:P9971 ?x . ?x wdt:P31 wd:Q990713 . }"),
    ("Which films did Ada Brook narrate for?",
     "SELECT ?x WHERE { ?x wdt:P9972 wd:Q990701 . ?x wdt:P31 wd:Q990711 . }"),
    ("Which country does Ada Brook represent?",
     "SELECT ?x WHERE { wd:Q990701 wdt:P9973 ?x . ?x wdt:P31 wd:Q990712 . }"),
])
def test_the_verbs_prove_the_property_they_name(wikidata_verifier, question, query):
    v = wikidata_verifier.check(question, WD + query)
    assert v.status == "accept", v.explanation


def test_the_account_says_what_a_hint_rests_on(wikidata_verifier):
    v = wikidata_verifier.check("Which tournament did Ada Brook contest in?",
                                WD + "SELECT ?x WHERE { wd:Q990701 wdt:P9971 ?x . ?x wdt:P31 wd:Q990713 . }")
    assert "WordNet" in v.explanation and "contestant" in v.explanation, v.explanation


@pytest.mark.parametrize("question,query", [
    # another property than the one the verb's noun names
    ("Which tournament did Ada Brook contest in?",
     "SELECT ?x WHERE { wd:Q990701 wdt:P9974 ?x . ?x wdt:P31 wd:Q990713 . }"),
    ("Which films did Ada Brook narrate for?",
     "SELECT ?x WHERE { ?x wdt:P9975 wd:Q990701 . ?x wdt:P31 wd:Q990711 . }"),
    # the property the wrong way round
    ("Which films did Ada Brook narrate for?",
     "SELECT ?x WHERE { wd:Q990701 wdt:P9972 ?x . ?x wdt:P31 wd:Q990711 . }"),
])
def test_the_verbs_accept_no_other_property(wikidata_verifier, question, query):
    v = wikidata_verifier.check(question, WD + query)
    assert v.status != "accept", v.explanation
