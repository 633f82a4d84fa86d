"""Query equivalence modulo the lexicon's property domains and ranges, and the sources benchmark's
breakdown of accepted candidates that differ from gold."""

import json
import sys
from pathlib import Path

from lemon_lexicon import LEMON
from verifier.bridge.lexicon import LexicalEntry, Lexicon
from verifier.cli import main
from verifier.prover.equiv import equivalence, ontology_axioms
from verifier.query import query_logic

ROOT = Path(__file__).resolve().parents[1]

LEX = Lexicon([
    LexicalEntry("ldbo:star", "star", "verb", "TransitiveFrame", reference="dbo:starring",
                 domain="dbo:Movie", range="dbo:Actor"),
    LexicalEntry("ldbo:age", "age", "noun", "NounPossessiveFrame", reference="dbo:age",
                 domain="dbo:Person", range="xsd:integer"),
])

TYPED = "SELECT ?m WHERE { ?m dbo:starring dbr:Bob . ?m a dbo:Movie }"
BARE = "SELECT ?x WHERE { ?x dbo:starring dbr:Bob }"


def test_domain_axiom_makes_the_type_redundant_and_is_named():
    plain = equivalence(TYPED, BARE)
    assert not plain.equivalent and plain.contained_1_in_2 and plain.axioms_used == ()
    r = equivalence(TYPED, BARE, lexicon=LEX)
    assert r.equivalent and r.axioms_used == ("domain_range:dbo:starring=dbo:Movie",)
    assert "dbo:starring=dbo:Movie" in r.explanation and r.to_dict()["axioms_used"] == list(r.axioms_used)


def test_range_axiom_and_no_axiom_for_another_class():
    assert equivalence("SELECT ?a WHERE { dbr:M dbo:starring ?a . ?a a dbo:Actor }",
                       "SELECT ?a WHERE { dbr:M dbo:starring ?a }", lexicon=LEX).equivalent
    # the subject is typed by the property's range, not its domain: no axiom applies
    r = equivalence("SELECT ?a WHERE { ?a dbo:starring dbr:Bob . ?a a dbo:Actor }", BARE, lexicon=LEX)
    assert not r.equivalent and r.axioms_used == ()


def test_axioms_only_for_what_the_queries_name():
    assert ontology_axioms(LEX, [query_logic(BARE).formula]) == []  # no class in play
    assert ontology_axioms(None, [query_logic(TYPED).formula]) == []
    # a datatype range types literals, which the logic does not type: never an axiom
    names = [n for n, _ in ontology_axioms(LEX, [query_logic("SELECT ?p WHERE { ?p dbo:age ?v . ?p a dbo:Person }").formula])]
    assert names == ["domain_range:dbo:age=dbo:Person"]


def test_equiv_cli_lexicon(tmp_path, capsys):
    lex = tmp_path / "lex.ttl"
    lex.write_text(LEMON + """
:star a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:verb ;
    lemon:canonicalForm [ lemon:writtenRep "star"@en ] ;
    lemon:synBehavior [ a lexinfo:TransitiveFrame ; lexinfo:subject :s ; lexinfo:directObject :o ] ;
    lemon:sense [ lemon:reference <http://example.org/onto/starring> ; lemon:subjOfProp :s ; lemon:objOfProp :o ;
                  lemon:condition [ lemon:propertyDomain <http://example.org/onto/Movie> ] ] .
""")
    q1 = "PREFIX o: <http://example.org/onto/> SELECT ?m WHERE { ?m o:starring o:Bob . ?m a o:Movie }"
    q2 = "PREFIX o: <http://example.org/onto/> SELECT ?x WHERE { ?x o:starring o:Bob }"
    assert main(["equiv", q1, q2, "--json"]) == 1
    capsys.readouterr()
    assert main(["equiv", q1, q2, "--lexicon", str(lex), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["equivalent"] is True and len(out["axioms_used"]) == 1


def test_benchmark_mismatch_reasons():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from sources import mismatch_reason

    def reason(a, b):
        return mismatch_reason(a, b, equivalence(a, b))
    assert reason(BARE, "SELECT ?x WHERE { { ?x dbo:starring dbr:Bob } UNION { ?x dbo:cast dbr:Bob } }") == "gold_more_general"
    assert reason(BARE, TYPED) == "gold_more_specific"
    assert reason(TYPED, BARE) == "gold_omits_class"
    assert reason("SELECT ?x WHERE { ?x dbo:starring dbr:Bob . ?x dbo:director dbr:Ann }",
                  "SELECT ?x WHERE { ?x dbo:starring dbr:Bob }") == "gold_more_general"
    assert reason("SELECT ?x WHERE { ?x dbo:starring dbr:Bob }",
                  "SELECT ?x WHERE { ?x dbo:starring dbr:Bob_Smith }") == "entity_differs"
    assert reason("SELECT ?x WHERE { ?x dbo:starring dbr:Bob }",
                  "SELECT ?x WHERE { ?x dbo:director dbr:Bob }") == "vocabulary_differs"
    assert reason("SELECT ?x WHERE { ?x dbo:starring dbr:Bob }",
                  "SELECT ?x WHERE { dbr:Bob dbo:starring ?x }") == "same_terms_other_shape"
    assert reason("ASK { dbr:Bob dbo:starring ?x }", "SELECT ?x WHERE { dbr:Bob dbo:starring ?x }") == "form_differs"


def test_conflicting_domains_give_no_axiom():
    lex = Lexicon([
        LexicalEntry("lex:win1", "win", "verb", "TransitiveFrame", reference="dbo:award", domain="dbo:Writer"),
        LexicalEntry("lex:win2", "win", "verb", "TransitiveFrame", reference="dbo:award", domain="dbo:Person",
                     range="dbo:Award"),
    ])
    q = "SELECT ?p WHERE { ?p dbo:award ?a . ?p a dbo:Writer . ?a a dbo:Award }"
    assert [n for n, _ in ontology_axioms(lex, [query_logic(q).formula])] == ["domain_range:dbo:award=dbo:Award"]
