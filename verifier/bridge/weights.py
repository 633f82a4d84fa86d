"""The weights of the bridge's readings, in one table.

An option's weight orders the axiom sets the bridge tries (their product, best first) and so decides which
readings are tried within the bound on sets; it never decides a verdict by itself. Each weight says how
sure a kind of reading is against the direct reading of a lexicon entry (1.0, times the entry's own
confidence). They are named here together so that their order can be read and changed in one place:

>>> W_QUERY_LABEL > W_KG_LABEL > W_GUESSED > W_FRESH
True
"""

from __future__ import annotations

__all__ = ["QUERY_AFFINITY", "W_APPOSITION", "W_BY_NAME", "W_CATEGORY", "W_CONTAIN", "W_DERIVED", "W_FRESH", "W_GUESSED",
           "W_GUESSED_LEXICAL", "W_HINT", "W_KG_LABEL", "W_KG_LABEL_LEXICAL", "W_LOCATED", "W_NAME_MATCH", "W_PRESUPPOSED",
           "W_PRESUPPOSED_IN", "W_QUERY_LABEL", "W_QUERY_LABEL_QUALIFIED", "W_REDIRECT", "W_RELATED", "W_SYNONYM",
           "W_UNEXPRESSED_ARG", "W_VAGUE", "W_VAGUE_FAMILY", "W_VAGUE_OPEN", "W_VAGUE_UNION", "W_VARIANT", "W_WITHIN"]

# ---------------------------------------------------------------- word readings (bridge/axioms.py, readings/)
#: weights of the ways a predicate gets bridged (a lexicon entry's own confidence multiplies in)
W_QUERY_LABEL = 0.95    # a query IRI whose label is the word
W_KG_LABEL = 0.85       # a KG term found by its label
W_KG_LABEL_LEXICAL = 0.5  # ... when the lexicon also has an entry for the word
W_GUESSED = 0.6         # a query property whose label is the word, no lexicon entry: default frame
W_GUESSED_LEXICAL = 0.8  # ... times this where the lexicon has entries for the word (they come first)
#: factor of a lexicon entry that is only a hint (LexicalEntry.hint: a name a property's description gives in
#: passing): tried after the entries its labels give, as the guess it is
W_HINT = 0.7
W_FRESH = 0.3           # a name with no KG match: a fresh constant
W_QUERY_LABEL_QUALIFIED = 0.8  # ... whose label is the word plus a parenthesised qualifier
W_REDIRECT = 0.9        # a DBpedia resource the name redirects to ("Liz Taylor" → dbr:Elizabeth_Taylor)
#: a relational noun read through its frame with the argument unexpressed ("books": _book_n_of(x, i))
W_UNEXPRESSED_ARG = 0.8
W_SYNONYM = 0.7         # a lexicon entry or query label for a WordNet synonym of the word
#: a WordNet relative's entry (readings/related.py, a support verb's hypernym-spelled phrase in
#: readings/supported.py): a relative ranks below a first-sense synonym, a hypernym below a synonym
W_RELATED = {"synonym": W_SYNONYM * 0.9, "hypernym": W_SYNONYM * 0.8}
W_DERIVED = 0.7         # a query property labelled by a noun WordNet derives from the verb
#: a query term whose name says the word (itself, a synonym, a derived word, what it measures) but which the
#: lexicon does not list for it (readings/named.py): below every reading the lexicon or a label gives
W_BY_NAME = 0.45
#: a noun phrase read as the KG category whose name is the phrase (readings/named.py, read_category): the
#: whole phrase, not one word, is the evidence, so it stands above a single word's reading by name
W_CATEGORY = 0.7
#: a proper name matched loosely against a query IRI's label, by tier (verifier/bridge/names.py)
W_NAME_MATCH = {"exact": 0.95, "synonym": 0.8, "acronym": 0.75, "partial": 0.7}
#: preference for options whose KG terms all occur in the query
QUERY_AFFINITY = 0.9

#: weight of reading a class noun in apposition to a name as presupposed: below a lexicon class the
#: query restates (1.0), above one it does not (its weight times QUERY_AFFINITY)
W_APPOSITION = 0.95
#: weight of a wh-phrase's class noun read as presupposed of the values of a named thing's attribute
#: ("Which university did X attend?" with X's alma mater untyped; readings/presupposed.py): below every reading
#: that gives the noun a KG term, since it matches nothing of the query
W_PRESUPPOSED = 0.85
#: ... of the same place level reached by "in" from the value ("the headquarters of X are in which city"): it reads
#: the noun with its preposition, as a relational noun's reading does (0.9), so it ranks with those, and the bound
#: on tried sets, which among equal weights keeps the sets that use the query's own terms, does not drop it
W_PRESUPPOSED_IN = 0.9

# ---------------------------------------------------------------- expansions of a reading (bridge/expand.py & co.)
#: weight factor of "the value is X or lies in X" against the direct reading. Offered only when the
#: query reaches X through a ``via`` property, so just below the direct reading: the bound on tried
#: axiom sets should not fall on it before readings that use terms the query lacks
W_CONTAIN = 0.95
#: ... of "the value lies in X", the chain alone
W_WITHIN = 0.92
#: weight factor of "an organisation located in the place" against the direct reading: offered only
#: when the query states the value's location, so just below it (as containment's W_WITHIN)
W_LOCATED = 0.92
#: weight factor of a variant reading against the lexicon's own property
W_VARIANT = 0.9
#: weight of a vague reading (below a lexical one: it is a guess constrained by the table)
W_VAGUE = 0.8
#: ... when the relation is read as the union of several allowed properties the query uses
W_VAGUE_UNION = 0.75
#: weight factor of the open-world reading of a vague relation no table rule reads (any query property no
#: other word reads): below every reading the table allows
W_VAGUE_OPEN = 0.85
#: weight factor of a verb + vague preposition read as a mere member of the preposition's family, where
#: the query also has a property the verb itself names: below that property's containment readings
#: ("born on Malta" as dbo:country, beside dbo:birthPlace and "born in a place in Malta")
W_VAGUE_FAMILY = 0.85
