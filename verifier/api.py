"""The library entry point: ``Verifier(lexicon=..., kg=...).check(question, sparql) -> Verdict``.

One check walks the stages in order, cheapest first, and stops at the first that decides:

1. the query: screen, parse, translate (:mod:`verifier.query`) — syntax, safety and prefix problems;
2. grounding: every IRI of the query is known to the KG or the lexicon (``unknown_term``);
3. the question: parse (or read stored MRS), scope, translate (:mod:`verifier.question`);
4. for each reading, best first: the question kind against the query form; then for each lexical
   choice (axiom set, :mod:`verifier.bridge`), both entailments (:mod:`verifier.prover`).

Accept as soon as one reading under one lexical choice is proved equivalent, and say which. Reject only
when every reading is disproved. Otherwise the verdict is unknown, with the reason it is.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, replace
from typing import Any

from .bridge import (STORED, guesses, place_level, presupposes, proves, reduce_count, split_proof,
                     stored_count_readings)
from .logic import Atom, Const, atoms, free_vars
from .prover.compare import Comparison, compare, shown_columns
from .prover.diagnose import Diagnosis, diagnose, proved_one_way
from .bounds import CHECK_SECONDS, DeadlineReached, StageBound, deadline, deadline_hit
from .prover.encode import fresh_context, work_limit
from .prover.entail import CHECK_WORK, DIAGNOSIS_WORK
from .query import QueryError, QueryLogic, cut_short, query_logic
from .question.mrsio import looks_like_mrs as _looks_like_mrs, looks_like_path as _looks_like_path
from .question.reading import Reading
from .explain import _is_vocabulary, proof_words, rejection_text, unbridged_text, word_read_as
from .inputs import as_given, as_text as _as_text, question_too_large
from .forms import (agrees_but_for_unread, decided_outcomes, degree_shown, form_mismatch, form_of_unmodelled,
                    _inner_superlative, misplaced_terms, one_sided_account, foreign_typing, one_sided_symmetric,
                    redirected_from, stray_reason, _top_mismatch, listed_things, typed_named_thing)
from ._memo import logic_key, remember as _remember
from ._resources import LazyParts
from .verdict import REASONS, Verdict, status_for

__all__ = ["Verifier", "form_mismatch", "one_sided_symmetric"]

_log = logging.getLogger(__name__)


@dataclass
class _Outcome:
    reading: Reading
    reading_index: int
    status: str  # equivalent | different | unknown | mismatch | unbridged
    comparison: Comparison | None = None
    axiom_set: Any = None
    set_index: int = 0
    reasons: tuple[str, ...] = ()
    detail: str = ""
    #: the diagnosis of a "different" outcome, once made (a stored-count reading is diagnosed to decide
    #: whether it is kept, and then need not be diagnosed again to explain the rejection)
    diagnosis: Diagnosis | None = None


def _with_reading_notes(notes: list[str], reading: Reading) -> tuple[str, ...]:
    """The verdict's notes and those of the reading it rests on (e.g. a word read as vacuous), each once."""
    return tuple(dict.fromkeys(list(notes) + [f"question: {n}" for n in reading.notes]))

class Verifier(LazyParts):
    """Decide whether SPARQL queries answer English questions.

    :param lexicon: a :class:`verifier.bridge.lexicon.Lexicon`, an rdflib ``Graph`` of Lemon/OntoLex
        triples, or path(s) to Lemon/OntoLex Turtle.
    :param kg: path(s) to Turtle files (an embedded store), an rdflib ``Graph``, a SPARQL endpoint URL, or a
        store object.
    :param parser: a question parser with ``parse(text) -> list[MRS]``; the grammar parser by default.
    :param timeout_ms: Z3's time limit per entailment.
    :param max_readings: readings of the question tried, best first.
    :param max_axiom_sets: lexical choices tried per reading, best first.
    :param max_work: Z3 resource units all comparisons of a check may spend, and those of its diagnosis
        (None: no bound); a check past it is ``unknown`` (``budget_exceeded``, the stage named).
    :param max_seconds: a check's wall-clock bound, asked by every stage (None: none); load dependent, see
        :mod:`verifier.bounds`. Nothing is loaded until the first check needs it.
    :param kg_profile: the name of the KG profile (``verifier/kg/profiles``: "dbpedia", "wikidata") the queries
        are run against; "" reads it from the namespaces of each query's predicates and things. A query that
        types by another KG's predicate (``rdf:type`` with a Wikidata class, asked of Wikidata) matches nothing.
    """

    def __init__(self, lexicon: Any = None, kg: Any = None, parser: Any = None, timeout_ms: int = 2000,
                 max_readings: int = 4, max_axiom_sets: int = 4, labels: Any = None, bridge: Any = None,
                 grounding: Any = None, schema: Any = None, max_work: tuple[int | None, int | None] = (
                     CHECK_WORK, DIAGNOSIS_WORK), max_seconds: float | None = CHECK_SECONDS, names: Any = (),
                 kg_profile: str = ""):
        #: the grounding stage (verifier.kg.grounding): None runs it when a KG is given (unless
        #: $VERIFIER_GROUNDING is off), False never, "offline" on the dbpedia extra's names without a KG
        self._grounding_arg = grounding
        self._grounder: Any = None
        self._schema_arg = schema  # an RDFS schema (Turtle path): its axioms join every axiom set
        self._lexicon_arg = lexicon
        self._kg_arg = kg
        if kg_profile:
            from .kg.profile import load_profile
            load_profile(kg_profile)  # (an unknown name fails here, not at the first check)
        self.kg_profile = kg_profile
        self._parser = parser
        self._labels, self._names = labels, names  # names: labels-only graphs, never the KG (kg.labels_of)
        self._bridge = bridge
        self.timeout_ms, self.max_readings, self.max_axiom_sets = timeout_ms, max_readings, max_axiom_sets
        self.max_work, self.max_seconds = max_work, max_seconds
        self._lexicon = None
        self._store = None
        # audit logs repeat questions (many candidate queries per question) and queries: parse once
        self._reading_cache: dict[str, Any] = {}
        self._query_cache: dict[str, Any] = {}
        self._known_cache: dict[str, bool] = {}
        self._logic_cache: dict[tuple, Verdict] = {}  # (question, query logic): one verdict for every spelling

    # ------------------------------------------------------------ lazy parts (lexicon, store, parser: LazyParts)
    @property
    def labels(self):
        if self._labels is None:
            from .kg import labels_of
            self._labels = labels_of(self.store, self._names)
        return self._labels

    @property
    def bridge(self):
        if self._bridge is None:
            from .bridge import Bridge
            self._bridge = Bridge(lexicon=self.lexicon, labels=self.labels, max_sets=self.max_axiom_sets)
            if self._schema_arg is not None:
                from .prover.rdfs import SchemaBridge, load_schema
                self._bridge = SchemaBridge(self._bridge, load_schema(self._schema_arg))
        return self._bridge

    def close(self) -> None:
        """Release the KG connection (if any)."""
        store, self._store = self._store, None
        if store is not None and hasattr(store, "close"):
            store.close()

    def __enter__(self) -> "Verifier":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ------------------------------------------------------------------------------ readings
    def readings(self, question: Any) -> tuple[list[Reading], str]:
        """Readings of ``question``: text, SimpleMRS/MRS-JSON text, an MRS, a list of MRS, or readings.

        Returns the readings and the question's text (for the verdict). Raises an exception with a
        ``code`` attribute (``question_unparsed``, ``scope_unresolved``…) when there is none.
        """
        if isinstance(question, Reading):
            return [question], ""
        if isinstance(question, (list, tuple)) and question and all(isinstance(r, Reading) for r in question):
            return list(question)[: self.max_readings], ""
        if isinstance(question, str) and question in self._reading_cache:
            cached = self._reading_cache[question]
            if isinstance(cached, Exception):
                raise cached
            return cached
        try:
            result = self._readings_uncached(question)
        except Exception as exc:
            if isinstance(question, str) and not isinstance(exc, DeadlineReached) and not deadline_hit():
                _remember(self._reading_cache, question, exc)  # an unparseable question stays so (not a late one)
            raise
        if isinstance(question, str) and not deadline_hit():  # (readings a wall-clock net cut are the load's)
            _remember(self._reading_cache, question, result)
        return result

    def _readings_uncached(self, question: Any) -> tuple[list[Reading], str]:
        from .question import semantics
        from .question.errors import QuestionError

        text = ""
        if isinstance(question, (str, os.PathLike)) and _looks_like_path(question):
            from .question.mrsio import from_file
            mrss = from_file(question)
        elif isinstance(question, str) and _looks_like_mrs(question):
            from .question.mrsio import from_text
            mrss = [from_text(question)]
        elif isinstance(question, str):
            text = question
            mrss = self.parser.parse(question)
        elif isinstance(question, (list, tuple)):
            mrss = list(question)
        else:
            mrss = [question]
        if not mrss:
            raise QuestionError("question_unparsed", "the grammar found no analysis of the question")
        text = text or next((getattr(m, "surface", None) for m in mrss if getattr(m, "surface", None)), "") or ""
        # the text lets the readings see what the MRS alone does not: a capitalised word inside a title
        # ("the song Last Christmas" orders nothing) and the words as the question writes them
        rs = semantics.readings(mrss, max_readings=self.max_readings, text=text or None)
        if not rs:
            raise QuestionError("scope_unresolved", "no reading of the question could be translated")
        return rs[: self.max_readings], text

    def _query_names(self, ql: QueryLogic) -> dict[str, list[str]]:
        """The labels of the entities ``ql`` names (not its classes or properties), which the question may
        spell as one name (:mod:`verifier.question.query_names`); none where the labels are unavailable."""
        from .kg.profile import type_predicates
        from .question.query_names import entity_iris

        typing = type_predicates()
        iris = entity_iris(ql.iris, ql.triples, typing)
        # a string the query states as a value is a name as the KG writes it too ("the alumni of the reference
        # to Collegio degli Studi di Verona" with foaf:name "Collegio degli Studi di Verona"@en)
        strings = {f'"{t.name}"': [t.name] for a in atoms(ql.formula) if a.pred not in typing
                   for t in a.args if isinstance(t, Const) and t.kind == "literal" and t.datatype in (None, "xsd:string")}
        try:
            named = {i: list(ls) for i, ls in self.labels.labels(iris).items() if ls} if iris else {}
        except Exception:  # (labels are a help to reading the question, never a reason to fail it)
            _log.debug("no labels for %r", iris, exc_info=True)
            named = {}
        return {**named, **{k: v for k, v in strings.items() if k not in named}}

    def _dialogue_readings(self, question: str, context: Any,
                           names: dict[str, list[str]] | None = None) -> tuple[list[Reading], str]:
        """Readings of a question that may refer to a dialogue: one set per resolution of its references,
        each reading noting what was resolved (``unresolved_reference`` when nothing resolves them). The
        labels of the query's entities (``names``) that the question spells as names are read as one name
        in each (:func:`verifier.question.query_names.quote_query_names`)."""
        from .question.dialogue import Dialogue, resolve, unresolved
        from .question.errors import QuestionError
        from .question.query_names import quote_query_names

        dialogue = Dialogue.coerce(context)
        resolutions = resolve(question, dialogue)
        if names:
            resolutions = [replace(r, text=t, note="; ".join(filter(None, (r.note, why))))
                           for r in resolutions for t, why in [quote_query_names(r.text, names)]]
        if not resolutions:
            what = unresolved(question) or question
            raise QuestionError("unresolved_reference",
                                f"‘{what}’ refers to an earlier turn of a dialogue" + (
                                    ", and no entity of the dialogue given resolves it" if dialogue else
                                    ", and no dialogue was given"))
        if len(resolutions) == 1 and resolutions[0].text == question:
            return self.readings(question)
        per: list[list[Reading]] = []
        failure: Exception | None = None
        bound = 2 * self.max_readings
        for r in resolutions:
            if len(per) >= bound:
                break  # the bound below keeps the best reading of the first resolutions that parse: no more
            try:
                rs, _ = self.readings(r.text)
            except Exception as exc:
                failure = failure or exc
                continue
            per.append([replace(x, notes=x.notes + (r.note,)) if r.note else x for x in rs])
        if not per:
            raise failure if failure is not None else QuestionError("question_unparsed", "no resolution parsed")
        # the best reading of each resolution first, so the bound keeps every resolution
        out = [rs[i] for i in range(max(map(len, per))) for rs in per if i < len(rs)]
        return out[:bound], question

    # ------------------------------------------------------------------------------ the check
    def check(self, question: Any, sparql: str, id: str | None = None, context: Any = None) -> Verdict:
        """Does ``sparql`` answer ``question``? Never raises on bad input: every failure is a verdict.

        ``context``: the dialogue before a follow-up question (a list of turns with ``speaker``,
        ``utterance`` and the ``entities`` each mentions, or an object with ``history``; see
        :mod:`verifier.question.dialogue`): "that person", "it" and "Or X?" are read from it."""
        t0 = time.perf_counter()
        given = (question, sparql)
        question, sparql = _as_text(question), _as_text(sparql)
        try:
            self.load()  # (once: the wall-clock bound counts the check, not loading what every check uses)
            # (the context is made when the prover first needs it; the bound counts its work)
            with deadline(self.max_seconds), fresh_context(lazy=True, release=True), work_limit("solver", self.max_work[0]):
                verdict = self._check(question, sparql, context)
        except StageBound as exc:  # Z3's units are counted the same at any load; the wall clock is not
            verdict = Verdict("unknown", ("budget_exceeded",), f"The check stopped at a bound: {exc}.",
                              question=question if isinstance(question, str) else "", sparql=sparql)
        except Exception as exc:  # a batch audit must lose no record: an internal failure is a verdict too
            _log.debug("internal error checking %r", sparql, exc_info=True)
            verdict = Verdict("unknown", ("internal_error",), f"the verifier failed: {type(exc).__name__}: {exc}",
                              sparql=sparql if isinstance(sparql, str) else "")
        verdict = self._ground(verdict)
        verdict = as_given(verdict, given, (question, sparql))
        verdict = verdict.with_timings(total=(time.perf_counter() - t0) * 1000)
        _log.debug("%s %s in %.0f ms (%s)", verdict.status, ",".join(verdict.reasons), verdict.timings_ms["total"],
                   ", ".join(f"{k} {v:.0f}" for k, v in verdict.timings_ms.items() if k != "total"))
        return replace(verdict, id=id) if id is not None else verdict

    def _check(self, question: Any, sparql: str, context: Any = None) -> Verdict:
        timings: dict[str, float] = {}
        too_large = question_too_large(question)
        if too_large:
            return Verdict("unknown", ("input_too_large",), too_large,
                           sparql=sparql if isinstance(sparql, str) else "")
        qtext = question if isinstance(question, str) and not _looks_like_mrs(question) \
            and not _looks_like_path(question) else ""
        # 1. the query
        t = time.perf_counter()
        if not isinstance(sparql, str):
            return Verdict("reject", ("not_a_query",), "the query is not text", question=qtext)
        try:
            ql = self._query_cache.get(sparql)
            if ql is None:
                ql = query_logic(sparql)
                _remember(self._query_cache, sparql, ql)
        except QueryError as exc:  # (a form answering another kind of question is wrong whatever its pattern)
            code, why = (context is None and qtext and form_of_unmodelled(self, exc, qtext, sparql)) or (exc.code, exc.message)
            return Verdict(status_for(code), (code,), why, question=qtext, sparql=sparql, timings_ms={"query": _ms(t)})
        timings["query"] = _ms(t)
        notes = list(ql.notes)
        if ql.repaired_prefixes:
            notes.append("added the undeclared prefix(es) " + ", ".join(f"{p}:" for p in ql.repaired_prefixes))
        base = dict(question=qtext, sparql=sparql, query_logic=str(ql.formula), query_form=ql.form)
        key = logic_key(qtext, ql) if context is None else None
        if (seen := self._logic_cache.get(key)) is not None:  # this question, this logic, another spelling
            return replace(seen, sparql=sparql, timings_ms=timings)
        verdict = self._check_logic(question, ql, context, notes, timings, base)
        # (a verdict a stage cut at the wall-clock bound is not remembered: it depends on the load)
        return verdict if deadline_hit() else _remember(self._logic_cache, key, verdict)

    def _check_logic(self, question: Any, ql: QueryLogic, context: Any, notes: list[str], timings: dict[str, float],
                     base: dict[str, Any]) -> Verdict:
        qtext = base["question"]  # (from here on, the verdict depends on the question and the logic alone)
        # 2. grounding and presentation screens
        screened = self._screen(ql)
        if screened is not None:
            code, message = screened
            return Verdict(status_for(code), (code,), message, notes=tuple(notes), timings_ms=timings, **base)
        # 3. the question (and the dialogue it may refer to)
        t = time.perf_counter()
        if context is not None:
            from .question.dialogue import Dialogue
            try:
                context = Dialogue.coerce(context)
            except ValueError as exc:
                return Verdict("unknown", ("bad_context",), f"The dialogue given with the question could not be "
                               f"read: {exc}.", notes=tuple(notes), timings_ms=timings, **base)
            notes = notes + [f"ignored in the dialogue: {what}" for what in context.ignored]
        try:
            readings, text = self._dialogue_readings(question, context, self._query_names(ql)) if qtext \
                else self.readings(question)
        except Exception as exc:
            if isinstance(exc, DeadlineReached):
                raise
            code = getattr(exc, "code", "question_unparsed")
            code = code if code in REASONS else "question_unparsed"
            why = getattr(exc, "explanation", "") or f"the question could not be interpreted: {exc}"
            return Verdict("unknown", (code,), why,
                           notes=tuple(notes), timings_ms={**timings, "question": _ms(t)}, **base)
        timings["question"] = _ms(t)
        base["question"] = base["question"] or text
        # 4. readings × lexical choices
        outcomes: list[_Outcome] = []
        t_bridge = t_prover = 0.0
        for ri, reading in enumerate(readings):
            reading = degree_shown(_inner_superlative(reading, ql), ql)
            mismatch = listed_things(form_mismatch(reading.kind, ql, reading.formula) or _top_mismatch(reading, ql), ql,
                                     self.bridge.lexicon)  # a "stored count" that lists things is the wrong form
            if mismatch is not None:
                if mismatch[0] == "count_by_property":
                    t = time.perf_counter()
                    decided = self._count_by_property(reading, ri, ql, notes, timings, base)
                    t_prover += _ms(t)
                    if isinstance(decided, Verdict):
                        return decided
                    if decided is not None:  # the stored count was understood and disproved
                        outcomes.append(decided)
                        continue
                outcomes.append(_Outcome(reading, ri, "mismatch", reasons=(mismatch[0],), detail=mismatch[1]))
                continue
            t_prover = self._stored_counts(reading, ri, ql, notes, timings, base, outcomes, t_bridge, t_prover)
            if isinstance(t_prover, Verdict):  # a stored count proved it
                return t_prover
            t = time.perf_counter()
            sets = sorted(self.bridge.axiom_sets(reading, ql.iris, ql.formula)[: self.max_axiom_sets], key=presupposes)
            t_bridge += _ms(t)
            for si, axset in enumerate(sets):
                axioms = [(a.name, a.formula) for a in axset.axioms]
                t = time.perf_counter()
                cmp = compare(reading.formula, reading.answer_vars, ql.formula, ql.answer_vars, axioms,
                              self.timeout_ms, rereadings=STORED)
                t_prover += _ms(t)
                if proves(cmp, axset):
                    timings.update(bridge=t_bridge, prover=t_prover)
                    return self._accept(reading, ri, axset, si, cmp, ql, notes, timings, base)
                status = cmp.status
                if status == "mismatch" and not axset.late and not (
                        axset.unbridged and shown_columns(cmp, reading.answer_vars, ql.answer_vars)):
                    outcomes.append(_Outcome(reading, ri, "mismatch", cmp, axset, si, (cmp.mismatch,), cmp.detail))
                    continue
                guessed = guesses(axset.axioms)  # a failed guess is no evidence against the query, nor a late set
                if axset.unbridged or guessed or axset.late:
                    axset, status = replace(axset, unbridged=axset.unbridged + guessed), "unbridged"
                outcomes.append(_Outcome(reading, ri, status, cmp, axset, si))
            if not sets:
                outcomes.append(_Outcome(reading, ri, "unbridged", detail="no axiom set"))
            if (found := split_proof(self.bridge, reading, ri, ql, self.max_axiom_sets, self.timeout_ms)) is not None:
                return self._accept(*found, ql, notes, {**timings, "bridge": t_bridge, "prover": t_prover}, base)
        timings.update(bridge=t_bridge, prover=t_prover)
        return self._decide(outcomes, ql, notes, timings, base)

    def _stored_counts(self, reading: Reading, ri: int, ql: QueryLogic, notes: list[str], timings: dict[str, float],
                       base: dict[str, Any], outcomes: list, t_bridge: float, t_prover: float) -> "Verdict | float":
        """The stage before a reading's own sets: its count read from a property that stores it ("more than 3
        entrances" as ``entranceCount > 3``). Only a proof counts (the acceptance is returned); a disproof
        diagnosed as a wrong FILTER or an extra constraint joins ``outcomes``. Else the prover's time (ms)."""
        for stored in stored_count_readings(reading.formula, ql.formula):
            if free_vars(stored) != free_vars(reading.formula):
                continue
            t = time.perf_counter()
            alt = replace(reading, formula=stored)
            for si, axset in enumerate(self.bridge.axiom_sets(alt, ql.iris, ql.formula)[: self.max_axiom_sets]):
                cmp = compare(alt.formula, alt.answer_vars, ql.formula, ql.answer_vars,
                              [(a.name, a.formula) for a in axset.axioms], self.timeout_ms, rereadings=STORED)
                if proves(cmp, axset):
                    t_prover += _ms(t)
                    timings.update(bridge=t_bridge, prover=t_prover)
                    read = sorted({a.pred for a in atoms(stored)} - {a.pred for a in atoms(reading.formula)})
                    note = (f"a count of the question is read from {' or '.join(read)}, which stores it"
                            " (its name says so)")
                    return self._accept(alt, ri, axset, si, cmp, ql, notes + [note], timings, base)
                if cmp.status == "different" and si == 0:
                    # the stored count read right but bounded otherwise ("more than 3" against
                    # entranceCount > 7) is a wrong FILTER, and with a triple more an extra constraint;
                    # any other failure of this reading says little (the count may be meant otherwise),
                    # so only those are kept to explain a rejection
                    o = _Outcome(alt, ri, "different", cmp, axset, si)
                    if self._diagnose(o, ql).reasons[:1] in (("wrong_filter",), ("extra_constraint",)):
                        outcomes.append(o)
            t_prover += _ms(t)
        return t_prover

    def _count_by_property(self, reading: Reading, ri: int, ql: QueryLogic, notes: list[str],
                           timings: dict[str, float], base: dict[str, Any]) -> "Verdict | _Outcome | None":
        """"How many N does o have" answered by a property that stores the number of Ns of o: what the
        question says of o and what the query says of its subject are compared (see
        :mod:`verifier.bridge.readings.counted`). Equivalent: an acceptance. Disproved under every lexical
        choice, each fully bridged (the query reads the count of another owner, "How many employees does
        IBM have?" → ``numberOfEmployees(dbr:Mecca, n)``): a rejecting outcome with the diagnosis of the
        owners. Anything else (a word not bridged, the prover undecided, no reduction): None, and the
        verdict stays ``count_by_property`` (unknown). A SUM of stored counts is not compared: its subjects are
        the parts of the question's owner, not the owner (:func:`~verifier.forms._summed_counts`)."""
        red = None if ql.form == "aggregate" else reduce_count(reading.formula, reading.answer_vars, ql.formula,
                                                                ql.answer_vars)
        if red is None:
            return None
        owner_reading = replace(reading, formula=red.question, answer_vars=(red.question_answer,), kind="wh")
        owner_ql = replace(ql, formula=red.query, answer_vars=(red.query_answer,), form="select",
                           iris=tuple(i for i in ql.iris if i != red.prop))
        disproved: list[_Outcome] = []
        sets = self.bridge.axiom_sets(owner_reading, owner_ql.iris, owner_ql.formula)[: self.max_axiom_sets]
        for si, axset in enumerate(sets):
            axioms = [(a.name, a.formula) for a in axset.axioms]
            cmp = compare(owner_reading.formula, owner_reading.answer_vars, owner_ql.formula,
                          owner_ql.answer_vars, axioms, self.timeout_ms, rereadings=STORED)
            if proves(cmp, axset):
                note = (f"how many “{red.noun}”: the query reads the number from {red.prop}, which stores it;"
                        f" the owner was compared")
                return self._accept(reading, ri, axset, si, cmp, ql, notes + [note], timings, base)
            if cmp.status == "different" and not axset.unbridged:
                disproved.append(_Outcome(owner_reading, ri, "different", cmp, axset, si))
        if not sets or len(disproved) < len(sets):
            return None
        o = disproved[0]
        diag = self._diagnose(o, owner_ql)
        detail = (f"how many “{red.noun}”: the query reads the number from {red.prop}, but of another owner. "
                  + rejection_text(diag, o.reading, _axioms(o), owner_ql.formula, self._named, self._label).rstrip("."))
        return _Outcome(reading, ri, "mismatch", o.comparison, o.axiom_set, o.set_index, diag.reasons, detail)

    def _screen(self, ql: QueryLogic) -> tuple[str, str] | None:
        for var, tag in ql.language_filters:
            if var in ql.subject_vars:
                return ("irrelevant_language_filter",
                        f"FILTER(lang(?{var}) = \"{tag}\") on ?{var}, which is the subject of a triple and so an IRI:"
                        f" lang() of an IRI is empty and the filter discards every answer")
        misplaced = misplaced_terms(ql) + foreign_typing(ql, self.kg_profile)
        if misplaced:
            return ("unknown_term", "; ".join(misplaced) + ": the query cannot return answers about it")
        store = self.store
        if store is not None and ql.iris:
            from .kg import known_terms
            from .kg.endpoint import EndpointError
            candidates = [i for i in ql.iris if not _is_vocabulary(i)]
            todo = [i for i in candidates if i not in self._known_cache]
            if todo:
                try:
                    found = known_terms(store, todo)
                except EndpointError:
                    return None  # the KG cannot say: no screen (the grounding section says unreachable)
                for i in todo:
                    _remember(self._known_cache, i, i in found)
            known = {i for i in candidates if self._known_cache.get(i)}
            lexicon_iris = self._lexicon_iris()
            unknown = [i for i in candidates if i not in known and i not in lexicon_iris]
            if unknown:
                return ("unknown_term", "the knowledge graph has no " + ", ".join(unknown)
                        + ": the query cannot return answers about it")
        return None

    def _lexicon_iris(self) -> set[str]:
        lex = self.lexicon
        if lex is None:
            return set()
        out: set[str] = set()
        for e in lex.entries:
            out.update(t for t in (e.reference, e.value, e.domain, e.range) if t)
        return out

    # ------------------------------------------------------------------------------ grounding
    @property
    def grounder(self):
        """The grounding stage's :class:`verifier.kg.grounding.Grounder`, or None when it does not run."""
        if self._grounder is None:
            from .kg.grounding import make_grounder
            self._grounder = make_grounder(self.store, self._grounding_arg, self.lexicon) or False
        return self._grounder or None

    def _ground(self, verdict: Verdict) -> Verdict:
        """The semantic verdict with its grounding section (:mod:`verifier.kg.grounding`): whether the KG
        holds what the query asks for. The status is never changed; a failure here is a note."""
        if not verdict.query_logic or not verdict.sparql:
            return verdict  # the query was not read: nothing to ground
        t = time.perf_counter()
        try:
            grounder = self.grounder
            if grounder is None:
                return verdict
            g = grounder.ground(verdict.sparql)
        except Exception as exc:
            return replace(verdict, notes=verdict.notes + (f"grounding failed: {type(exc).__name__}: {exc}",))
        if g is None:
            return verdict
        return replace(verdict, grounding=g.to_dict()).with_timings(grounding=_ms(t))

    # ------------------------------------------------------------------------------ verdicts
    def _label(self, name: str) -> str:
        try:
            found = self.labels.labels([name]).get(name) or []
        except Exception:
            found = []
        return found[0] if found else ""

    def _named(self, name: str) -> str:
        label = self._label(name)
        return f"{name} ({label})" if label else name

    def _accept(self, reading: Reading, ri: int, axset: Any, si: int, cmp: Comparison, ql: QueryLogic,
                notes: list[str], timings: dict[str, float], base: dict[str, Any]) -> Verdict:
        if one_sided := one_sided_symmetric(ql.formula, getattr(self.bridge, "symmetric_properties", frozenset)()):
            return self._one_sided(reading, axset, cmp, one_sided, notes, timings, base)
        if cut := cut_short(ql, base.get("question") or "", reading.formula, reading.answer_vars, dict(reading.words)):
            return Verdict("reject", ("extra_constraint",), cut, repair="drop the LIMIT/OFFSET", timings_ms=timings, question_logic=str(
                reading.formula), question_kind=reading.kind, notes=_with_reading_notes(notes, reading), **base)
        if cmp.detail:  # what a reading assumed beyond its axioms ("first" as a stored position)
            notes = list(notes) + [cmp.detail]
        used = set(cmp.forward.core) | set(cmp.backward.core)  # type: ignore[union-attr]
        if level := place_level(axset.axioms, used):  # a level of place the query leaves to the data
            return Verdict("unknown", ("place_level",), level, question_logic=str(reading.formula), question_kind=reading.kind,
                           notes=_with_reading_notes(notes, reading), timings_ms=timings, **base)
        if ql.names_only:  # the logic fits, but the answers are names only Wikidata's label service binds
            return Verdict("unknown", ("unsupported_construct",), ql.names_only, question_logic=str(reading.formula),
                           question_kind=reading.kind, notes=_with_reading_notes(notes, reading), timings_ms=timings,
                           **base)
        axioms = [a for a in axset.axioms if a.name in used]
        proof = {
            "reading": ri, "mrs_index": reading.mrs_index, "scope_index": reading.scope_index,
            "axiom_set": si, "alignment": [list(p) for p in cmp.alignment],
            "axioms": [{"name": a.name, "formula": str(a.formula), "template": a.template, "source": a.source,
                        "word": a.word} for a in axioms],
            "forward_core": list(cmp.forward.core), "backward_core": list(cmp.backward.core),  # type: ignore[union-attr]
        }
        words = proof_words(axioms, self._named)
        explanation = ("The query means what the question asks: every answer to the question is an answer of the "
                       "query, and every answer of the query answers the question")
        explanation += (" (" + "; ".join(words) + ")." if words else ".")
        return Verdict("accept", ("equivalent",), explanation, proof=proof, question_logic=str(reading.formula),
                       question_kind=reading.kind, notes=_with_reading_notes(notes, reading), timings_ms=timings,
                       **base)

    def _one_sided(self, reading: Reading, axset: Any, cmp: Comparison, one_sided: list[tuple[Atom, Atom]],
                   notes: list[str], timings: dict[str, float], base: dict[str, Any]) -> Verdict:
        """The query is equivalent to the question read in the world, where the relation holds both ways,
        but it reads the KG's records from the far end (:func:`one_sided_symmetric`). Not disproved (the
        far end's records may name every answer), not proved either: unknown, with the turned-round
        triple as the repair."""
        explanation, repair = one_sided_account(one_sided, self._named)
        used = set(cmp.forward.core) | set(cmp.backward.core)  # type: ignore[union-attr]
        proved = ", ".join(a.name for a in axset.axioms if a.name in used)
        notes = list(notes) + [f"equivalent to the question when {one_sided[0][0].pred} is read both ways ({proved})"]
        return Verdict("unknown", ("one_sided_relation",), explanation, repair=repair, question_logic=str(reading.formula),
                       question_kind=reading.kind, notes=_with_reading_notes(notes, reading), timings_ms=timings, **base)

    def _decide(self, outcomes: list[_Outcome], ql: QueryLogic, notes: list[str], timings: dict[str, float],
                base: dict[str, Any]) -> Verdict:
        if not outcomes:
            return Verdict("unknown", ("scope_unresolved",), "no reading to compare", notes=tuple(notes),
                           timings_ms=timings, **base)
        first = outcomes[0]
        qlogic = dict(question_logic=str(first.reading.formula), question_kind=first.reading.kind)
        # A reading (or lexical choice) with a word nothing bridges can be proved by no query; it does
        # not block a decision that the bridged readings reach, but it is named in the notes.
        unbridged = [o for o in outcomes if o.status == "unbridged"]
        decided = decided_outcomes(outcomes)  # (none where only the form of one reading is against the query)
        stray = lambda: stray_reason(base["question"] or "", ql, [o.axiom_set for o in outcomes],  # noqa: E731
                                     self.bridge._query_labels(list(ql.iris)), self._named,
                                     lambda name: redirected_from(self.bridge, base["question"] or "", name))
        # ... unless a reading set aside, ranked before every decided one, agrees with the query but for its
        # unread words: then the later readings' disproof may be of a misreading, and the verdict is its unknown
        first = min((o.reading_index for o in decided), default=-1)
        agreeing = next((o for o in unbridged if o.reading_index < first
                         and agrees_but_for_unread(o, ql, self.timeout_ms)), None)
        if not decided or agreeing is not None:
            o = agreeing or unbridged[0]
            if why := stray():  # whatever the unread words mean, the query is about something the question never names
                return Verdict("reject", ("deviating_entity",), why, notes=tuple(notes), timings_ms=timings, **base, **qlogic)
            # the reading's notes too: how a follow-up was read from its dialogue ("‘Yes’ confirms wd:Q1 …")
            return Verdict("unknown", ("no_lexical_bridge",), unbridged_text(o.reading, o.axiom_set, ql.formula, o.detail, self._named),
                           notes=_with_reading_notes(notes, o.reading), timings_ms=timings, **base, **qlogic)
        for o in unbridged:
            missing = ", ".join(p for p, _ in (o.axiom_set.unbridged if o.axiom_set is not None else ()))
            notes.append(f"reading {o.reading_index + 1} set aside: no bridge for {missing or 'its words'}")
        undecided = [o for o in decided if o.status == "unknown" or
                     (o.status == "mismatch" and status_for(o.reasons[0]) == "unknown")]
        if undecided:
            o = undecided[0]
            if why := stray():  # undecided as the rest may be (a stored count, a solver limit), its thing is another
                return Verdict("reject", ("deviating_entity",), why, notes=tuple(notes), timings_ms=timings, **base, **qlogic)
            if o.status == "mismatch":
                return Verdict("unknown", o.reasons, o.detail[:1].upper() + o.detail[1:] + ".", notes=tuple(notes),
                               timings_ms=timings, question_logic=str(o.reading.formula),
                               question_kind=o.reading.kind, **base)
            cmp = o.comparison
            reason = "solver_timeout" if cmp and any(
                e is not None and ("timeout" in e.reason_unknown.lower() or "cancel" in e.reason_unknown.lower())
                for e in (cmp.forward, cmp.backward)) else "solver_incomplete"
            return Verdict("unknown", (reason,), "the prover could not decide whether the query and the question agree"
                           f" (within {self.timeout_ms} ms)", notes=tuple(notes), timings_ms=timings, **base, **qlogic)
        outcomes = decided
        # every reading and lexical choice failed on evidence: reject, explained by the best one
        mismatches = [o for o in outcomes if o.status == "mismatch"]
        different = sorted((o for o in outcomes if o.status == "different"), key=lambda o: presupposes(o.axiom_set))
        if different:
            t = time.perf_counter()
            o = different[0]
            diag = self._diagnose(o, ql)
            if diag.repaired_query is None and not (diag.missing or diag.extra):
                # no edit repairs the best-ranked choice and no constraint of it is named (a reading the
                # query never meant is wrong both ways): the best-ranked choice that is right one way (the
                # query keeps every answer, or returns only answers) says what the query adds or drops
                near = next((d for d in different[1:] if d.comparison is not None and proved_one_way(
                    d.comparison)), None)  # (a direction past the work bound counts as not proved)
                if near is not None:
                    near_diag = self._diagnose(near, ql)
                    if near_diag.repaired_query is not None or near_diag.missing or near_diag.extra:
                        o, diag = near, near_diag
            timings["diagnosis"] = _ms(t)
            if diag.reasons[0] == "wrong_relation" and (diag.old and diag.new or diag.unread):
                unlinked = self._unlinked(o, diag, ql, notes, timings, base)
                if unlinked is not None:
                    return unlinked
            from .unread import counted_unread_verdict  # a count through a term no question word is bridged to
            if (counted := counted_unread_verdict(self, o, ql, notes, timings, base)) is not None:
                return counted
            from .unread import unread_class_verdict  # a class for a question noun no lexicon entry reads
            if (typed := unread_class_verdict(self, o, diag, ql, notes, timings, base)) is not None:
                return typed
            from .union_branches import unread_branch_verdict  # a union branch no word reads beside one that does
            if (branch := unread_branch_verdict(self, o, diag, ql, notes, timings, base)) is not None:
                return branch
            return self._reject(o, diag, ql, notes, timings, base)
        o = mismatches[0]
        return Verdict("reject", o.reasons, o.detail[:1].upper() + o.detail[1:] + ".", notes=tuple(notes),
                       timings_ms=timings, question_logic=str(o.reading.formula), question_kind=o.reading.kind, **base)

    def _diagnose(self, o: _Outcome, ql: QueryLogic) -> Diagnosis:
        if o.diagnosis is None:
            axioms = [(a.name, a.formula) for a in o.axiom_set.axioms]
            o.diagnosis = diagnose(o.reading.formula, o.reading.answer_vars, ql.formula, ql.answer_vars, axioms,
                                   o.comparison, timeout_ms=min(self.timeout_ms, 1000), rereadings=STORED,
                                   work_units=self.max_work[1])
        return o.diagnosis

    def _unlinked(self, o: _Outcome, diag: Diagnosis, ql: QueryLogic, notes: list[str], timings: dict[str, float],
                  base: dict[str, Any]) -> Verdict | None:
        """A query term where the lexicon gives another for the question's word is wrong only on evidence
        of its own (:func:`~verifier.bridge.evidence_against`): with it, the reject stands (None, and the
        evidence noted); without it, ``unknown``: the lexicon lists some meanings of a word, not all."""
        from .bridge import evidence_against
        from .unread import unlinked_verdict, unread_verdict  # a term no question word is bridged to (diag.unread)
        word = word_read_as(_axioms(o), diag.new) if diag.new else ""
        if not word:
            return unread_verdict(self, o, diag, ql, notes, timings, base) if not diag.new else None
        evidence = evidence_against(self.bridge, diag.old, word, instead=diag.new if ":" in diag.new else "")
        if evidence is not None:
            notes.append(f"{diag.old} is not a reading of “{word}”: {evidence}")
            return None
        explanation = (f"The query uses {self._named(diag.old)} where the lexicon reads “{word}” as {self._named(diag.new)}. Nothing "
                       f"says {diag.old} means something other than “{word}”: no lexicon entry reads it only as another word, and WordNet "
                       f"sets no word of its name against the word (its opposite or another of its kind): it may name the same relation.")
        return unlinked_verdict(o, explanation, notes, timings, base, repair=diag.repair)

    def _reject(self, o: _Outcome, diag: Diagnosis, ql: QueryLogic, notes: list[str], timings: dict[str, float],
                base: dict[str, Any]) -> Verdict:
        cmp = o.comparison
        failing = cmp.forward if cmp.forward is not None and cmp.forward.disproved else cmp.backward
        direction = ("the query loses answers of the question" if failing is cmp.forward
                     else "the query returns answers the question excludes")
        countermodel = None
        if failing is not None and failing.countermodel is not None:
            countermodel = {"direction": direction, **failing.countermodel.to_dict()}
        explanation = rejection_text(diag, o.reading, _axioms(o), ql.formula, self._named, self._label)
        notes = notes + [diag.bounded] if diag.bounded else notes
        if diag.reasons[0] == "extra_constraint" and (typed := typed_named_thing(diag, ql.formula, self._named)):
            countermodel, explanation, diag = None, typed, replace(diag, reasons=("type_of_named",))
        return Verdict(status_for(diag.reasons[0]), diag.reasons, explanation, countermodel=countermodel, repair=diag.repair,
                       question_logic=str(o.reading.formula), question_kind=o.reading.kind,
                       notes=_with_reading_notes(notes, o.reading), timings_ms=timings, **base)


def _ms(t: float) -> float:
    return round((time.perf_counter() - t) * 1000, 2)


def _axioms(o: _Outcome) -> tuple:
    """The axioms of the outcome's lexical choice (none where the reading had none)."""
    return o.axiom_set.axioms if o.axiom_set is not None else ()
