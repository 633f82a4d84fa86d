#!/usr/bin/env python3
"""All-words WSD benchmark of :mod:`verifier.bridge.senses` on Raganato et al.'s unified framework.

    python benchmarks/wsd.py --data ../shared/data/wsd --json [--method first --method ppr+prior]

Reads ``<set>/<set>.data.xml`` and ``<set>/<set>.gold.key.txt`` for each set present (ALL,
senseval2, senseval3, semeval2007, semeval2013, semeval2015), disambiguates every ``instance``
with each method, and scores like the framework's Scorer: an instance is correct when the
predicted sense key is one of its gold keys; P = correct / answered, R = correct / instances,
F1 their harmonic mean. Prints a table, and with ``--json`` a JSON object as the LAST line:
``{"methods": {method: {set: F1}}, "details": {...}, ...}``.

Lemma and part of speech come from the XML as given (NOUN/VERB/ADJ/ADV → n/v/a/r); a predicted
synset is turned into a key with the key of the synset's lemma whose name is that lemma.

Context for the PPR methods: the instances of the target's sentence that WordNet knows (or, with
``--context content``, all its NOUN, VERB, ADJ and ADV words), widened with the neighbouring
sentences of the same document until it holds ``--min-context`` words (default 10, chosen on the development set; UKB's experiments use
windows of at least 20 words). All words
except the target's own lemma restart the walk (``ppr_w2w``). One PageRank per distinct word is
run and the sums are read off by linearity (see :func:`verifier.bridge.senses.word_ppr_matrix`).
``--tune`` grid-searches the prior mixture on SemEval-2007 (the framework's development set).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Optional, Sequence

SETS = ("ALL", "senseval2", "senseval3", "semeval2007", "semeval2013", "semeval2015")
POS = {"NOUN": "n", "VERB": "v", "ADJ": "a", "ADV": "r"}
DEV_SET = "semeval2007"


@dataclass(frozen=True)
class Token:
    """One word of a sentence: ``id`` is the instance id (None for plain words)."""

    lemma: str
    pos: str  # WordNet pos (n v a r) for content words, "" otherwise
    id: Optional[str] = None


@dataclass(frozen=True)
class Sentence:
    id: str
    document: str
    tokens: tuple[Token, ...]


@dataclass(frozen=True)
class Score:
    correct: int
    answered: int
    total: int

    @property
    def precision(self) -> float:
        return self.correct / self.answered if self.answered else 0.0

    @property
    def recall(self) -> float:
        return self.correct / self.total if self.total else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        return {
            "P": round(100 * self.precision, 2),
            "R": round(100 * self.recall, 2),
            "F1": round(100 * self.f1, 2),
            "correct": self.correct,
            "answered": self.answered,
            "total": self.total,
        }


def read_corpus(path: Path) -> list[Sentence]:
    """Read a framework ``*.data.xml`` file into sentences, in document order."""
    sentences = []
    for text in ET.parse(path).getroot().iter("text"):
        for sentence in text.iter("sentence"):
            tokens = tuple(
                Token(
                    node.get("lemma", node.text or "").lower(),
                    POS.get(node.get("pos", ""), ""),
                    node.get("id") if node.tag == "instance" else None,
                )
                for node in sentence
                if node.tag in ("wf", "instance")
            )
            sentences.append(Sentence(sentence.get("id"), text.get("id"), tokens))
    return sentences


def read_gold(path: Path) -> dict[str, frozenset[str]]:
    """Read a ``*.gold.key.txt`` file: instance id → its gold sense keys."""
    gold = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        fields = line.split()
        if fields:
            gold[fields[0]] = frozenset(fields[1:])
    return gold


def score(predictions: Mapping[str, str | Iterable[str]], gold: Mapping[str, frozenset[str]]) -> Score:
    """Score predictions like the framework's Scorer.

    An instance is answered when it has a prediction and correct when (one of) its predicted
    key(s) is among its gold keys. Predictions for ids that are not in *gold* are ignored;
    instances without a prediction lower recall only.
    """
    correct = answered = 0
    for instance, keys in gold.items():
        predicted = predictions.get(instance)
        if not predicted:
            continue
        answered += 1
        predicted = {predicted} if isinstance(predicted, str) else set(predicted)
        if predicted & keys:
            correct += 1
    return Score(correct, answered, len(gold))


def contexts(
    sentences: Sequence[Sentence], ranker, min_context: int, instances_only: bool = True
) -> list[tuple[tuple[str, str], ...]]:
    """The context words of each sentence, widened with its neighbours to *min_context* words.

    A sentence's own words are its instances (*instances_only*, as in UKB's context files for
    these sets) or all its content words; only words WordNet knows count.
    """
    own = [
        tuple(
            dict.fromkeys(
                (t.lemma, t.pos)
                for t in s.tokens
                if t.pos and (t.id or not instances_only) and ranker.senses(t.lemma, t.pos)
            )
        )
        for s in sentences
    ]
    out = []
    for i, sentence in enumerate(sentences):
        words = list(own[i])
        before, after = i - 1, i + 1
        while len(words) < min_context:
            grew = False
            for j in (before, after):
                if 0 <= j < len(sentences) and sentences[j].document == sentence.document:
                    words.extend(own[j])
                    grew = True
            before, after = before - 1, after + 1
            if not grew:
                break
        out.append(tuple(dict.fromkeys(words)))
    return out


def key_of(ranker, lemma: str, pos: str, synset: str) -> Optional[str]:
    for sense in ranker.senses(lemma, pos):
        if sense.synset == synset:
            return sense.key
    return None


def disambiguate(
    sentences: Sequence[Sentence],
    ranker,
    methods: Sequence[str],
    min_context: int,
    mixes: Sequence[float] = (),
    instances_only: bool = True,
) -> dict[str, dict[str, str]]:
    """Predict a sense key for every instance with each method (``ppr+prior@0.3`` for *mixes*)."""
    import numpy as np

    from verifier.bridge.senses import PRIOR_MIX, combine_prior, word_ppr_matrix

    instances = [(t, i) for i, s in enumerate(sentences) for t in s.tokens if t.id is not None]
    out: dict[str, dict[str, str]] = {}
    if "first" in methods:
        out["first"] = {}
        for token, _ in instances:
            found = ranker.first_sense(token.lemma, token.pos)
            if found:
                out["first"][token.id] = key_of(ranker, token.lemma, token.pos, found[0][0])
    ppr_methods = [m for m in methods if m.startswith("ppr")]
    if not ppr_methods:
        return out
    context = contexts(sentences, ranker, min_context, instances_only)
    words = sorted({w for c in context for w in c})
    row = {w: i for i, w in enumerate(words)}
    graph, wn = ranker.graph, ranker.wordnet
    candidates = {}
    for token, _ in instances:
        word = (token.lemma, token.pos)
        if word not in candidates:
            senses = ranker.senses(*word)
            candidates[word] = [(s, graph.node(wn.synset(s.synset))) for s in senses]
    nodes = sorted({n for c in candidates.values() for _, n in c if n is not None})
    column = {n: j for j, n in enumerate(nodes)}
    for weighted, names in ((False, ["ppr"]), (True, ["ppr+prior"] + [f"ppr+prior@{m}" for m in mixes])):
        wanted = [n for n in names if n in ppr_methods or (n.startswith("ppr+prior@") and mixes)]
        if not wanted:
            continue
        started = time.perf_counter()
        matrix = word_ppr_matrix(ranker, words, nodes, weighted)
        print(f"  PPR ({'prior-weighted' if weighted else 'uniform'} restart): {len(words)} words "
              f"in {time.perf_counter() - started:.1f}s", file=sys.stderr)
        for name in wanted:
            out[name] = {}
        for token, i in instances:
            word = (token.lemma, token.pos)
            cands = candidates[word]
            if not cands:
                continue
            rows = [row[w] for w in context[i] if w != word]
            cols = [column.get(n) for _, n in cands]
            mass = matrix[np.ix_(rows, [c if c is not None else 0 for c in cols])].sum(axis=0) if rows else None
            ppr = [float(mass[k]) if mass is not None and c is not None else 0.0 for k, c in enumerate(cols)]
            prior = [s.count + 1 for s, _ in cands]
            for name in wanted:
                if mass is None:
                    scores = prior  # no context: fall back to the first sense
                elif name == "ppr":
                    scores = ppr
                else:
                    mix = float(name.split("@")[1]) if "@" in name else PRIOR_MIX
                    scores = combine_prior(prior, ppr, mix)
                best = max(range(len(cands)), key=lambda k: (scores[k], -k))
                out[name][token.id] = cands[best][0].key
    return out


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[2] / "shared/data/wsd")
    parser.add_argument("--method", action="append", choices=("first", "ppr", "ppr+prior"),
                        help="method(s) to run (default: all)")
    parser.add_argument("--sets", nargs="*", default=list(SETS))
    parser.add_argument("--min-context", type=int, default=10,
                        help="widen each context to at least this many words (chosen on %s)" % DEV_SET)
    parser.add_argument("--context", choices=("instances", "content"), default="instances",
                        help="context words: the annotated instances (default) or all content words")
    parser.add_argument("--tune", action="store_true",
                        help=f"also grid-search the prior mixture (report it on {DEV_SET})")
    parser.add_argument("--json", action="store_true", help="print a JSON summary as the last line")
    args = parser.parse_args(argv)

    from verifier.bridge.senses import SenseRanker

    methods = args.method or ["first", "ppr", "ppr+prior"]
    available = [s for s in args.sets if (args.data / s / f"{s}.data.xml").is_file()]
    if not available:
        print(f"no WSD data under {args.data}", file=sys.stderr)
        return 2
    ranker = SenseRanker()
    mixes = (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 0.7) if args.tune else ()
    started = time.perf_counter()
    corpora = {s: read_corpus(args.data / s / f"{s}.data.xml") for s in available}
    golds = {s: read_gold(args.data / s / f"{s}.gold.key.txt") for s in available}
    # One pass over all sentences (each set separately tagged by a prefix) shares the PPR runs.
    merged, owner = [], []
    for s in available:
        for sentence in corpora[s]:
            merged.append(Sentence(f"{s}/{sentence.id}", f"{s}/{sentence.document}",
                                   tuple(Token(t.lemma, t.pos, f"{s}/{t.id}" if t.id else None)
                                         for t in sentence.tokens)))
            owner.append(s)
    predictions = disambiguate(merged, ranker, methods, args.min_context, mixes,
                               args.context == "instances")
    results: dict[str, dict[str, Score]] = {}
    for name, predicted in predictions.items():
        results[name] = {}
        for s in available:
            prefix = f"{s}/"
            mine = {k[len(prefix):]: v for k, v in predicted.items() if k.startswith(prefix)}
            results[name][s] = score(mine, golds[s])
    elapsed = time.perf_counter() - started

    print(f"{'method':<18}" + "".join(f"{s:>13}" for s in available))
    for name, per_set in results.items():
        print(f"{name:<18}" + "".join(f"{100 * per_set[s].f1:>13.1f}" for s in available))
    print(f"({sum(len(g) for g in golds.values())} instances, {elapsed:.0f}s)")
    if args.json:
        print(json.dumps({
            "methods": {n: {s: round(100 * sc.f1, 2) for s, sc in r.items()} for n, r in results.items()},
            "details": {n: {s: sc.as_dict() for s, sc in r.items()} for n, r in results.items()},
            "min_context": args.min_context,
            "context": args.context,
            "seconds": round(elapsed, 1),
        }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
