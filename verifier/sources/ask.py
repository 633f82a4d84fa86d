"""``verifier ask QUESTION --kg … --lexicon …``: answer a question with a verified query.

The DUDES pipeline (:mod:`verifier.sources.dudes`) proposes SPARQL candidates best first, the
verifier checks them, and the first accepted one is run on the KG (an embedded store's or an
endpoint's ``select``/``ask``). Printed: the query, the proof (the bridging axioms that made it
equivalent to the question) and the answers; ``--json`` prints one JSON object instead.

Exit code: 0 when a verified query was found and run, 1 when no candidate was accepted, 2 on usage
errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any

from ..verdict import plain_words

__all__ = ["register", "run", "build_parser", "ask", "AskResult", "execute", "answers_match"]


@dataclass(frozen=True)
class AskResult:
    """What ``verifier ask`` found: the verified query (``sparql`` empty if none), its verdict, the
    answers (compact IRIs, literal lexical forms, a boolean for ASK, a number for COUNT), and every
    candidate that was checked with its verdict's status and reasons."""

    question: str
    accepted: bool
    sparql: str = ""
    form: str = ""
    answers: tuple = ()
    verdict: Any = None
    tried: tuple[dict, ...] = ()
    seconds: float = 0.0
    error: str = ""

    def to_dict(self) -> dict[str, Any]:
        v = self.verdict
        return {
            "question": self.question, "accepted": self.accepted, "sparql": self.sparql or None,
            "form": self.form or None, "answers": list(self.answers),
            "status": v.status if v is not None else None,
            "reasons": list(v.reasons) if v is not None else [],
            "explanation": v.explanation if v is not None else None,
            "proof": v.proof if v is not None and self.accepted else None,
            "tried": list(self.tried), "seconds": round(self.seconds, 3), "error": self.error or None,
        }

    def render(self, verbose: bool = False) -> str:
        """The answer in words; ``verbose`` adds the proof's axioms as formulas."""
        lines = [f"Question: {self.question}"]
        if not self.accepted:
            lines.append("No verified query: " + (self.error or f"none of {len(self.tried)} candidate(s) was accepted."))
            for t in self.tried:
                lines.append(f"  {t['status']:8s} [{', '.join(t['reasons'])}] {t['sparql'].splitlines()[-1] if t['sparql'] else ''}")
                if t.get("explanation"):
                    lines.append(f"           {t['explanation'] if verbose else plain_words(t['explanation'])}")
            return "\n".join(lines)
        lines.append("Query (verified):")
        lines += ["  " + l for l in self.sparql.splitlines()]
        lines.append("Proof: " + (self.verdict.explanation if verbose else plain_words(self.verdict.explanation)))
        for ax in (self.verdict.proof or {}).get("axioms", []) if verbose else ():
            lines.append(f"  {ax.get('name')}: {ax.get('formula')}" + (f"  ({ax['word']})" if ax.get("word") else ""))
        if self.error:
            lines.append(f"Answers: none ({self.error})")
        elif self.form == "ask":
            lines.append(f"Answer: {'yes' if self.answers and self.answers[0] else 'no'}")
        else:
            lines.append(f"Answers ({len(self.answers)}):")
            lines += [f"  {a}" for a in self.answers]
        return "\n".join(lines)


def _cell(node) -> Any:
    from rdflib import Literal as RdfLiteral
    from rdflib import URIRef

    from ..kg.iri import compact

    if isinstance(node, URIRef):
        return compact(str(node))
    if isinstance(node, RdfLiteral):
        value = node.toPython()
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            return value
        return str(node)
    return None if node is None else str(node)


def execute(store: Any, sparql: str, form: str) -> tuple:
    """Run a query on a store: ``(True,)``/``(False,)`` for ASK, the count for COUNT, else the values
    of the first projected variable (distinct, in result order)."""
    if form == "ask":
        return (bool(store.ask(sparql)),)
    rows = store.select(sparql)
    out: list[Any] = []
    for row in rows:
        if not row:
            continue
        value = next(iter(row.values())) if len(row) == 1 else row.get("x", next(iter(row.values())))
        cell = _cell(value)
        if form == "count" and isinstance(cell, str):
            try:
                cell = int(float(cell))
            except ValueError:
                pass
        if cell not in out:
            out.append(cell)
    return tuple(out)


def _norm_answer(a: Any) -> Any:
    if isinstance(a, bool):
        return a
    if isinstance(a, (int, float)):
        return float(a)
    try:
        return float(a)
    except (TypeError, ValueError):
        return str(a)


def answers_match(got: Any, expected: Any) -> bool:
    """Do two answer lists agree as sets? Numbers compare by value ("78.114" = 78.114, 12 = "12"),
    booleans as booleans, IRIs and strings by their text."""
    return {_norm_answer(a) for a in got} == {_norm_answer(a) for a in expected}


def ask(question: str, pipeline: Any, verifier: Any, store: Any = None, max_checks: int = 8) -> AskResult:
    """Generate, verify and run: the library side of ``verifier ask``."""
    sel = pipeline.answer(question, verifier, max_checks=max_checks)
    tried = tuple({"sparql": c.sparql, "status": v.status, "reasons": list(v.reasons),
                   "explanation": v.explanation, "score": c.score} for c, v in sel.tried)
    if not sel.accepted:
        error = "" if sel.tried else "the DUDES pipeline found no query for this question"
        return AskResult(question, False, verdict=sel.verdict, tried=tried, seconds=sel.seconds, error=error)
    cand = sel.candidate
    form = cand.meta.get("form", "select")
    answers: tuple = ()
    error = ""
    if store is None:
        error = "no KG was given: the verified query was not run"
    else:
        try:
            answers = execute(store, cand.sparql, form)
        except Exception as exc:  # an endpoint may fail; the verified query is still the answer
            error = f"the query could not be run: {type(exc).__name__}: {exc}"
    return AskResult(question, True, cand.sparql, form, answers, sel.verdict, tried, sel.seconds, error)


def _add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("question", help="the question in English")
    p.add_argument("--kg", action="append", help="Turtle file(s) of the KG, or a SPARQL endpoint URL")
    p.add_argument("--lexicon", action="append", help="Lemon/OntoLex lexicon in Turtle (repeatable)")
    p.add_argument("--max-checks", type=int, default=8, help="candidates verified at most (default 8)")
    p.add_argument("--timeout-ms", type=int, default=2000, help="Z3 time limit per entailment")
    p.add_argument("--json", action="store_true", help="print the result as JSON")


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``verifier ask`` to the ``verifier`` command's subparsers."""
    p = sub.add_parser("ask", help="answer a question with a verified query (DUDES candidates, verified, run on the KG)",
                       description="Generate SPARQL candidates compositionally (DUDES), verify them, run the first "
                                   "accepted one on the KG. Exit code: 0 answered, 1 no verified query, 2 usage error.")
    _add_arguments(p)
    p.set_defaults(func=run)


def build_parser() -> argparse.ArgumentParser:
    """A stand-alone parser for ``ask`` (the same arguments as ``verifier ask``)."""
    p = argparse.ArgumentParser(prog="verifier ask", description="answer a question with a verified query")
    _add_arguments(p)
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    """Run ``verifier ask`` for parsed arguments; returns the exit code."""
    from ..api import Verifier
    from .dudes import DudesPipeline

    if not args.lexicon:
        print("verifier ask: --lexicon is required", file=sys.stderr)
        return 2
    kg: Any = args.kg
    if kg and len(kg) == 1 and kg[0].startswith(("http://", "https://")):
        kg = kg[0]
    lexicon = args.lexicon if len(args.lexicon) > 1 else args.lexicon[0]
    with Verifier(lexicon=lexicon, kg=kg, timeout_ms=args.timeout_ms) as verifier:
        pipeline = DudesPipeline(verifier.lexicon, verifier.store, parser=verifier.parser)
        result = ask(args.question, pipeline, verifier, verifier.store, max_checks=args.max_checks)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, default=str))
    else:
        print(result.render(verbose=getattr(args, "verbose", False)))
    return 0 if result.accepted else 1
