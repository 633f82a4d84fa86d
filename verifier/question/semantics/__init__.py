"""Scoped MRS → first-order logic: question readings with answer variables and a question kind.

Every predicate is translated by the rule that :data:`RULES` (exact predicate names) or
:data:`FAMILY_RULES` (predicate-name patterns, tried in order) assigns to it; predicates found in
neither are ordinary relations. This table is the one place that says how the ERG's vocabulary
becomes logic:

=====================  ========================================================================
rule                   translation
=====================  ========================================================================
``wh``                 which_q: the variable is an answer variable and stays free: R ∧ B
``exists``             udef_q, _a_q, _the_q, def_explicit_q, number_q, …: ∃x. R ∧ B
``exists-ref``         proper_q, pronoun_q: ∃x. R ∧ B, and their scope never matters
``forall``             _every_q, _all_q, _each_q: ∀x. R → B
``no``                 _no_q: ¬∃x. R ∧ B
``most``/``fewest``    _the+most_q, _the+least_q under a wh-question: the answer ranked by
                       #{x | R ∧ B} (highest / lowest first)
``neg``                neg: ¬ (its scopal argument)
``cond``               _if_x_then: ARG2 → ARG1 (the condition is ARG2)
``copula``             _be_v_id(e, x, y): x and y are *identified* (substitution), no atom remains
``there``              _be_v_there(e, x): ⊤ (the ∃ of x already says it)
``transparent``        modals, prpstn_to_prop, …: the scopal argument itself
``coord``/``coord-or`` _and_c, _or_c, implicit_conj: over individuals φ(a) ∧ φ(b) (∨ for or); over
                       events nothing (the conjuncts' predications are already conjoined)
``carg``               named, card, yofc, mofy, dofw, ord, …: p(…, "CARG") with a literal
``degree``             abstr_deg / measure / much-many_a / superl: consumed by the count, amount
                       and superlative constructions (see :mod:`._degrees`)
``compare``            more_comp, comp, comp_equal: A(x, d1) ∧ A(y, d2) ∧ d1 > d2, or d1 > N unit;
                       "A has more N than B": #{x | N(x) ∧ have(A, x)} > n ∧ #{z | N(z) ∧ have(B, z)} = n
``card-compare``       _more+than_a_1, _at+least_x_deg … on a card: #{x | R ∧ B} > N
``relation``           everything else: p(args); an event ARG0 only when another EP refers to it
=====================  ========================================================================

Handle arguments of ordinary relations (``_want_v_1(e, x, h)``, ``_think_v_1``) are *reified*: the
argument becomes the characteristic variable (the event) of the embedded clause, whose formula is
conjoined in place, so scope stays first-order and the clause's content stays visible to the bridge.
Unexpressed arguments (``i``/``u`` variables, unquantified ``x``) and kept events are ∃-bound at the
smallest subformula holding all their occurrences (inside a negation: "did not eat" → ¬∃i. eat(x, i)).

Question kinds: ``wh`` (a wh-quantifier of the main clause, an imperative "name/list/give me X"
whose object is the answer, or a request "tell me / do you know who …"), ``yes-no``, ``count``
(how many: the counted variable is the answer and the formula is the counted body), ``amount`` (how
much N: the quantity is the answer; how + adjective: the degree is the answer and the adjective gets
it as a last argument, ``_tall_a_1(x, d)``), ``superlative`` (``Extremum`` at the top, over the
adjective's degree ``_large_a_1(x, d)``, as :mod:`verifier.query.semantics` builds it for ORDER BY …
LIMIT). Gradable adjectives have the degree argument only in these constructions.

Layout (a public front module over private parts, as pydelphin's ``delphin.mrs``): this module is the
face; ``_rules`` holds the rule table, ``_analysis`` what one MRS's constructions find and the MRS
readers they share, ``_context`` the registry of constructions and their working state, one room per
group of constructions (``_asking``: requests, imperatives, embedded questions; ``_degrees``: how
many/much, superlatives, comparatives, ordinals; ``_words``: light words, cardinals, place and time
nouns; ``_identity``: copulas, naming verbs, pronouns; ``_events``: coordinated events, kept events,
answer universals), ``_constructions`` runs them in order, ``_translate`` turns one scope tree into a
formula, ``_forms`` closes and simplifies it, ``_readings`` makes the readings.

Adding a construction: write ``f(ctx)`` in the room it belongs to, decorate it with
``@construction("name")``, and put ``"name"`` in ``_context.ORDER`` where it must run.
"""

from ._readings import interpret, readings, translate_tree
from ._rules import (COMPARISONS, FAMILY_RULES, IMPERATIVE_VERBS, ORDINAL_EXCLUDED, REQUEST_VERBS, RULES, commutes,
                     floats, rule_of)

__all__ = ["readings", "interpret", "translate_tree", "commutes", "floats", "rule_of", "RULES", "FAMILY_RULES",
           "IMPERATIVE_VERBS", "REQUEST_VERBS", "COMPARISONS", "ORDINAL_EXCLUDED"]
