"""A noun said twice may take another of its lexicon senses at each place (verifier/bridge/repeated.py)."""

import pytest

from lemon_lexicon import LEMON
from verifier.bridge.options import Option, parse_erg_predicate
from verifier.bridge.repeated import is_split, prune_split_options, split_reading
from verifier.logic import And, Atom, Const, Var, atoms
from verifier.question.reading import Reading

needs_wordnet = pytest.mark.wordnet  # skipped without WordNet, with how to get it (tests/conftest.py)

# "heir of Y" in two senses: Y's dbo:heir (inverse), or the heir's own dbo:predecessor (normal)
LEX = LEMON + """
:heir_of a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "heir"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :h1 ; lexinfo:prepositionalAdjunct :h2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/heir> ; lemon:subjOfProp :h2 ; lemon:objOfProp :h1 ] .
:h2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
:heir_pred a lemon:LexicalEntry ; lexinfo:partOfSpeech lexinfo:noun ;
    lemon:canonicalForm [ lemon:writtenRep "heir"@en ] ;
    lemon:synBehavior [ a lexinfo:NounPPFrame ; lexinfo:copulativeArg :p1 ; lexinfo:prepositionalAdjunct :p2 ] ;
    lemon:sense [ lemon:reference <http://dbpedia.org/ontology/predecessor> ; lemon:subjOfProp :p1 ;
                  lemon:objOfProp :p2 ] .
:p2 lemon:marker [ lemon:canonicalForm [ lemon:writtenRep "of"@en ] ] .
"""
DBO = "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX dbr: <http://dbpedia.org/resource/> "
QUESTION = "Give me the heir of Anna Weber and heir of Otto Brandt."


def test_split_reading_gives_each_described_individual_its_own_predicate():
    x, y, z = Var("x1"), Var("x2"), Var("x3")
    # the same individual described twice keeps one predicate; another individual gets its own
    f = And((Atom("_heir_n_1", (x,)), Atom("_heir_n_1", (x,)), Atom("_heir_n_1", (y,)), Atom("_city_n_1", (z,))))
    s = split_reading(Reading(f, (x,), "wh", words=(("_heir_n_1", "heir"),)))
    preds = sorted({a.pred for a in atoms(s.formula)})
    assert preds == ["_city_n_1", "_heir_n_1-occ1", "_heir_n_1-occ2"]
    assert all(parse_erg_predicate(p).lemma == "heir" for p in preds if is_split(p))
    assert s.word_of("_heir_n_1-occ2") == "heir"
    # nothing said twice: no split reading
    assert split_reading(Reading(Atom("_heir_n_1", (x,)), (x,), "wh")) is None


def test_pruning_keeps_the_options_the_query_states_of_the_named_individual():
    class Ctx:
        name_groups = ()
        atoms = (Atom("named", (Var("x9"), Const("Anna", kind="literal"))),)

    from verifier.bridge.model import Axiom

    link = Atom("_of_p", (Var("x1"), Var("x9")))
    name_opt = Option(("named", "Anna", "named"), (Axiom("n", Atom("t", ()), "entity", kg_terms=("dbr:Anna",)),), 1.0)
    heir = Option(("_heir_n_1-occ1", 1), (Axiom("a", Atom("t", ()), "relational_noun", kg_terms=("dbo:heir",)),),
                  1.0, frozenset({link}))
    pred = Option(("_heir_n_1-occ1", 1), (Axiom("b", Atom("t", ()), "relational_noun",
                                                kg_terms=("dbo:predecessor",)),), 1.0, frozenset({link}))
    query = [Atom("dbo:heir", (Const("dbr:Anna"), Var("r"))), Atom("dbo:predecessor", (Var("r"), Var("s")))]
    opts = {name_opt.key: [name_opt], heir.key: [heir, pred]}
    prune_split_options(opts, query, Ctx())
    assert opts[heir.key] == [heir]
    # an unsplit key is left alone
    opts = {name_opt.key: [name_opt], ("_heir_n_1", 1): [heir, pred]}
    prune_split_options(opts, query, Ctx())
    assert len(opts[("_heir_n_1", 1)]) == 2


def test_pruning_reads_the_occurrences_own_atom_and_keeps_class_readings():
    # "the member of Anna": the named individual is an argument of the noun's own atom (no link covered);
    # a class noun said twice keeps its typing whatever individual the query types
    class Ctx:
        name_groups = ()
        atoms = (Atom("named", (Var("x9"), Const("Anna", kind="literal"))),
                 Atom("_member_n_of-occ1", (Var("x1"), Var("x9"))))

    from verifier.bridge.model import Axiom

    name_opt = Option(("named", "Anna", "named"), (Axiom("n", Atom("t", ()), "entity", kg_terms=("dbr:Anna",)),), 1.0)
    heir = Option(("_member_n_of-occ1", 2), (Axiom("a", Atom("t", ()), "relational_noun", kg_terms=("dbo:heir",)),), 1.0)
    pred = Option(("_member_n_of-occ1", 2), (Axiom("b", Atom("t", ()), "relational_noun",
                                                   kg_terms=("dbo:predecessor",)),), 1.0)
    band = Option(("_band_n_1-occ1", 1), (Axiom("c", Atom("t", ()), "class_noun", kg_terms=("rdf:type", "dbo:Band")),), 1.0)
    query = [Atom("dbo:heir", (Const("dbr:Anna"), Var("r"))), Atom("dbo:predecessor", (Var("r"), Var("s"))),
             Atom("rdf:type", (Var("s"), Const("dbo:Band")))]
    opts = {name_opt.key: [name_opt], heir.key: [pred, heir], band.key: [band]}
    prune_split_options(opts, query, Ctx())
    assert opts[heir.key] == [heir]
    assert opts[band.key] == [band]


@needs_wordnet
@pytest.mark.parametrize("body,accepted", [
    # one sense at each place: accepted through one predicate per occurrence
    ("dbr:Anna_Weber dbo:heir ?x . ?x dbo:predecessor dbr:Otto_Brandt", True),
    # the same sense twice, as before
    ("dbr:Anna_Weber dbo:heir ?x . dbr:Otto_Brandt dbo:heir ?x", True),
    # a sense turned round is no sense of "heir of"
    ("dbr:Anna_Weber dbo:heir ?x . dbr:Otto_Brandt dbo:predecessor ?x", False),
    # one conjunct left out
    ("dbr:Anna_Weber dbo:heir ?x", False),
])
def test_two_senses_of_one_noun_end_to_end(verifier, body, accepted):
    verdict = verifier.check(QUESTION, DBO + "SELECT ?x WHERE { " + body + " }")
    assert (verdict.status == "accept") is accepted, verdict.explanation


def test_worked_example_in_the_docstring_holds():
    import doctest

    import verifier.bridge.repeated as repeated

    result = doctest.testmod(repeated)
    assert result.attempted > 0 and result.failed == 0
