"""The bridge: lexicon, labels, WordNet and templates → bridging axioms for a (reading, query) pair.

This module is the bridge's public face: code outside ``verifier/bridge/`` imports from here, never
from the modules behind it, so the rooms behind it can move without breaking their callers. The
names are resolved on first use (PEP 562), so importing the package loads nothing heavy:

>>> import verifier.bridge as bridge
>>> "Bridge" in bridge.__all__ and bridge.Lexicon.__name__
'Lexicon'

The layout behind the face (see the README's layout section):

* ``axioms.py`` — :class:`Bridge`, a :class:`~verifier.bridge.resources.Resources` with the orchestration:
  per question predicate its options (a walk of phases; each word through the registered readers);
* ``readings/`` — the readings, one room per kind (lexical, entities, compounds, guessed, tabled,
  comparison, names, roles, phrases, stored, counted), plain functions of an immutable context and the
  resources, and the registry (:func:`registered`) that orders them;
* ``expand.py``, ``ontology.py``, ``choose.py`` — readings grown from readings, ontology axioms, and the
  enumeration of axiom sets;
* ``options.py``, ``context.py``, ``entries.py``, ``frames.py``, ``phrasing.py``, ``weights.py`` — what the
  readings share;
* ``tables.py`` — the one reader of the tables; ``resources.py`` — the lexicon, labels, templates, tables
  and WordNet a reading reads, one policy for what is unavailable;
* ``lexicon.py``, ``labels.py``, ``templates.py``, ``senses.py``/``wordnet.py``, ``names.py``,
  ``containment.py``, ``located.py``, ``variants.py``, ``vague.py``, ``lexcheck.py``, ``autolex.py``.
"""

from __future__ import annotations

import importlib
from typing import Any

#: public name → the module behind the face that defines it
_HOMES = {
    "Bridge": "axioms", "Option": "options", "ErgPredicate": "options", "parse_erg_predicate": "options",
    "query_typings": "options",
    "why_no_template": "frames", "load_symmetric_properties": "tables",
    "load_superclasses": "tables", "load_inverse_properties": "tables",
    "load_work_makers": "tables", "load_state_adjectives": "tables",
    "load_passive_prepositions": "tables", "load_property_set": "tables",
    "Axiom": "model", "AxiomSet": "model", "proves": "model",
    "Lexicon": "lexicon", "LexicalEntry": "lexicon", "SynArg": "lexicon",
    "LabelSource": "labels", "ChainLabels": "labels", "LocalNameLabels": "labels", "StoreLabels": "labels",
    "LABEL_PREDICATES": "labels", "label_subject": "labels", "normalise": "labels", "split_local_name": "labels",
    "Template": "templates", "load_templates": "templates",
    "case_conflict": "names",
    "containment_of": "containment", "load_containment_table": "containment",
    "load_organisation_locations": "located",
    "variants_of": "variants", "load_variant_rules": "variants",
    "load_vague_table": "vague", "guesses": "model", "named_things": "ontology",
    "SenseRanker": "senses",
    "find_wordnet": "wordnet", "missing_message": "wordnet", "WordNetSource": "wordnet",
    "install_wordnet": "wordnet", "wordnet_dir": "wordnet", "WordNetMissing": "wordnet", "index_path": "wordnet",
    "wordnet_available": "wordnet", "load_wordnet": "wordnet",
    "TableError": "tables",
    "STORED": "readings", "Reader": "readings", "registered": "readings", "register": "readings",
    "Resources": "resources", "ReadingContext": "context", "QueryContext": "context", "WordContext": "context",
    "lexicalised_reading": "readings.stored", "inner_lexicalised_reading": "readings.stored",
    "stored_position_reading": "readings.stored", "superlatives": "readings.stored",
    "counts_noun": "readings.counted", "counted_stored_values": "readings.counted",
    "reduce_count": "readings.counted", "stored_count_readings": "readings.counted",
    "stored_counts": "readings.counted", "CountReduction": "readings.counted",
    "evidence_against": "name_evidence", "classes_related": "lexcheck", "class_above": "lexcheck", "linked_terms": "namelinks", "headed_by": "namelinks", "word_said": "namelinks", "presupposes": "readings.presupposed", "place_level": "readings.presupposed",
    "split_reading": "repeated", "split_proof": "repeated",
    "plural": "autolex",
    "SUPPORT_VERBS": "readings.supported",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # resolved once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
