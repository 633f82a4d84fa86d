"""WordNet senses of ERG predicates, and ranking them in context.

An ERG surface predicate names a lemma, a coarse part of speech and a sense field
(``_mass_n_of``, ``_direct_v_1``, ``_look_v_up``, ``_boiling+point_n_1``). This module maps it to a
WordNet 3.0 lemma and part of speech (:func:`erg_pred_to_lemma`) and ranks that lemma's synsets:

* **first sense** (:meth:`SenseRanker.first_sense`): WordNet's own sense order, which the WordNet
  editors derived from the SemCor tag counts in ``cntlist`` (nltk's ``Lemma.count()``). The score
  is the add-one smoothed relative frequency of the sense among the lemma's senses.
* **personalized PageRank** (:meth:`SenseRanker.rank` with ``method="ppr"``): the ``ppr_w2w``
  method of UKB (Agirre & Soroa 2009; Agirre, López de Lacalle & Soroa 2014). The WordNet graph
  has one node per synset and an undirected edge for every pointer of WordNet 3.0 (hypernymy,
  hyponymy, instances, meronymy and holonymy, entailment, cause, similar-to, also-see, attribute,
  verb groups, domains, derivation, pertainyms, antonyms, participles; lexical pointers are lifted
  to their synsets). For a target word the random walk restarts on the senses of the *other*
  context words, never on the target's own senses, and the target's senses are ranked by the
  PageRank mass they get (damping 0.85, 30 power iterations on a scipy sparse matrix).
* **ppr+prior** (the rule used by the benchmark and recommended for the bridge): like UKB's
  ``ppr_w2w`` with dictionary weights. Each context word spreads its restart mass over its senses
  in proportion to the smoothed SemCor prior instead of uniformly, and the target's final score
  is ``prior(s) ** (1 - PRIOR_MIX) * ppr(s) ** PRIOR_MIX`` with both factors normalised over the
  target's senses (a log-linear mixture). :data:`PRIOR_MIX` = 0.15 and the benchmark's context
  (the sentence's annotated words, widened with neighbouring sentences to at least 10 words)
  were chosen on SemEval-2007, the development set of Raganato et al.'s framework, never on the
  test sets, from the grid mix ∈ {0.05 … 0.3} × window ∈ {sentence, 10, 20, 30, 50} × context
  ∈ {annotated words, all content words} (best: 57.6 F1 on the development set).

Measured on the ALL set (7,253 instances, F1): first sense 65.2 (the published MFS baseline),
``ppr`` 54.7 (UKB's ``ppr_w2w`` without gloss relations is of this order: the WordNet pointer
graph alone is sparse), ``ppr+prior`` 66.9 (senseval2 68.4, senseval3 66.2, semeval2007 57.6,
semeval2013 66.2, semeval2015 69.8; first sense: 66.8, 66.2, 55.2, 63.0, 67.8). The whole
benchmark takes about 2.5 minutes on two shared cores. Gloss relations were tried and dropped: linking each
synset to the monosemous words of its definition gave +0.1 F1 for 1.6 times the edges; linking
to the first senses of all definition words lifted ``ppr`` to 61.5 but lowered ``ppr+prior``
(it restates the prior) and made PageRank 6 times slower. UKB's gloss relations come from the
hand-disambiguated Princeton Gloss Corpus, which Debian does not ship.

PageRank is linear in its personalization vector, so the ranking for a target given a context is
the sum of the PageRank vectors of the single context words. :func:`word_ppr_matrix` exploits
this to rank a whole corpus with one PageRank per distinct word (the WSD benchmark uses it).

Everything heavy (WordNet, the graph) loads lazily on first use and is cached; the graph is also
cached on disk under ``<data>/cache/`` because building it reads all of WordNet's data files.
"""

from __future__ import annotations

import functools
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Optional, Sequence

from .wordnet import data_dir, load_wordnet, wordnet_dir

if TYPE_CHECKING:
    import numpy as np
    import scipy.sparse as sp
    from nltk.corpus.reader.wordnet import Lemma, WordNetCorpusReader

__all__ = [
    "plural_members",
    "DAMPING",
    "ITERATIONS",
    "PRIOR_MIX",
    "METHODS",
    "Sense",
    "RelatedWord",
    "WordNetGraph",
    "SenseRanker",
    "erg_pred_to_lemma",
    "erg_pred_lemmas",
    "build_graph",
    "load_graph",
    "personalized_pagerank",
    "word_ppr_matrix",
    "combine_prior",
    "synonyms",
    "related",
]

#: PageRank damping factor (UKB's default).
DAMPING = 0.85
#: Power iterations (UKB's default is 30).
ITERATIONS = 30
#: Exponent of the PageRank factor in ``ppr+prior`` (the prior gets ``1 - PRIOR_MIX``).
PRIOR_MIX = 0.15
#: The ranking methods :meth:`SenseRanker.rank` accepts.
METHODS = ("first", "ppr", "ppr+prior")

# WordNet's parts of speech for ERG's coarse tags. ERG adjectives and adverbs share ``a``
# (``_quickly_a_1``), and degree specifiers (``_very_x_deg``) are adverbs in WordNet.
_ERG_POS = {"n": ("n",), "v": ("v",), "a": ("a", "r"), "x": ("r",)}
# Penn tags of ERG's unknown-word predicates (``_benzene/NN_u_unknown``).
_PTB_POS = {"N": ("n",), "V": ("v",), "J": ("a",), "R": ("r",)}
# A verb's sense field that is a particle forms a phrasal verb in WordNet (``look_up``, ``give_up``).
_PARTICLES = frozenset(
    "up down out off on in over away back through around about along across aside apart "
    "forth together by for into onto upon after at to with from".split()
)
# Data files and the WordNet part of speech each holds (satellites live in data.adj).
_DATA_FILES = (("n", "data.noun"), ("v", "data.verb"), ("a", "data.adj"), ("r", "data.adv"))
_GRAPH_FORMAT = 1  # bump when the on-disk graph changes shape


# --------------------------------------------------------------------------- ERG predicates


def erg_pred_lemmas(pred: str) -> tuple[tuple[str, str], ...]:
    """Return the WordNet (lemma, pos) readings of an ERG predicate, best first.

    Only surface predicates (leading ``_``) of content parts of speech have readings; abstract
    predicates (``compound``, ``named``) and quantifiers, prepositions and conjunctions give ``()``.
    ``+`` in ERG lemmas becomes WordNet's ``_``. A verb whose sense field is a particle reads first
    as the phrasal verb, then as the bare verb: ``_look_v_up`` gives ``(("look_up", "v"),
    ("look", "v"))``. ERG adjectives read as WordNet adjectives, then adverbs.

    >>> erg_pred_lemmas("_boiling+point_n_1")
    (('boiling_point', 'n'),)
    """
    text = pred.strip().strip('"')
    if text.endswith("_rel"):
        text = text[: -len("_rel")]
    if not text.startswith("_"):
        return ()
    parts = text[1:].rsplit("_", 2)
    if len(parts) == 3:
        lemma, pos, sense = parts
    elif len(parts) == 2:
        (lemma, pos), sense = parts, ""
    else:
        return ()
    # The ERG writes some multiwords with "_" inside the lemma slot (``_boiling_point_n_1``
    # cannot be told apart from lemma + sense by splitting alone, so rsplit keeps it whole).
    if "/" in lemma:  # unknown word: lemma/PennTag
        lemma, tag = lemma.split("/", 1)
        wn_pos = _PTB_POS.get(tag[:1].upper(), ())
    else:
        wn_pos = _ERG_POS.get(pos, ())
    lemma = lemma.lower().replace("+", "_")
    if not lemma or not wn_pos:
        return ()
    readings: list[tuple[str, str]] = []
    if wn_pos == ("v",) and sense in _PARTICLES:
        readings.append((f"{lemma}_{sense}", "v"))
    readings.extend((lemma, p) for p in wn_pos)
    return tuple(readings)


def erg_pred_to_lemma(pred: str) -> Optional[tuple[str, str]]:
    """Return the first WordNet (lemma, pos) reading of an ERG predicate, or None.

    ``_mass_n_of`` → ``("mass", "n")``; ``_direct_v_1`` → ``("direct", "v")``;
    ``_high_a_1`` → ``("high", "a")``; ``_boiling_point_n_1`` → ``("boiling_point", "n")``;
    ``_look_v_up`` → ``("look_up", "v")``; ``compound`` → None. See :func:`erg_pred_lemmas`
    for all readings (the bridge should fall back to them when the first has no synsets).
    """
    readings = erg_pred_lemmas(pred)
    return readings[0] if readings else None


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Sense:
    """One sense of a lemma: ``synset`` (``mass.n.01``), ``key`` (``mass%1:07:00::``), the
    lemma's ``number`` in WordNet's order (1 = first sense) and its SemCor ``count``."""

    synset: str
    key: str
    lemma: str
    pos: str
    number: int
    count: int


@dataclass(frozen=True)
class RelatedWord:
    """A word related to a lemma through one of its top senses.

    ``relation`` is ``synonym``, ``hypernym``, ``instance_hypernym`` (:meth:`SenseRanker.related`), or ``agent``
    or ``derived`` (:meth:`SenseRanker.derived_nouns`); ``word`` uses spaces
    (``motion picture``); ``synset`` is the synset it came from.
    """

    word: str
    relation: str
    synset: str


# --------------------------------------------------------------------------- the graph


@dataclass(frozen=True)
class WordNetGraph:
    """The undirected synset graph of WordNet 3.0 as a column-stochastic sparse matrix.

    ``index`` maps ``(pos, offset)`` (satellites under ``a``) to a node number; ``transition``
    is ``A D^-1`` for the symmetric 0/1 adjacency ``A``; ``dangling`` marks nodes without edges.
    """

    index: Mapping[tuple[str, int], int]
    transition: "sp.csr_matrix"
    dangling: "np.ndarray"

    @property
    def size(self) -> int:
        return self.transition.shape[0]

    def node(self, synset) -> Optional[int]:
        """Return the node number of an nltk synset, or None."""
        pos = "a" if synset.pos() == "s" else synset.pos()
        return self.index.get((pos, synset.offset()))


def _pointer_edges(root: Path) -> tuple[dict[tuple[str, int], int], list[int], list[int]]:
    """Read every synset and every pointer from WordNet's data files."""
    index: dict[tuple[str, int], int] = {}
    pointers: list[tuple[str, int, str, int]] = []
    for pos, name in _DATA_FILES:
        with open(root / name, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith(" "):  # licence header
                    continue
                fields = line.split(" | ", 1)[0].split()
                offset = int(fields[0])
                index[(pos, offset)] = len(index)
                n_words = int(fields[3], 16)
                at = 4 + 2 * n_words
                n_pointers = int(fields[at])
                at += 1
                for _ in range(n_pointers):
                    # fields[at] is the pointer symbol: every relation counts alike, as in UKB.
                    target, target_pos = int(fields[at + 1]), fields[at + 2]
                    pointers.append((pos, offset, "a" if target_pos == "s" else target_pos, target))
                    at += 4
    rows, cols = [], []
    for pos, offset, tpos, target in pointers:
        j = index.get((tpos, target))
        if j is not None:
            rows.append(index[(pos, offset)])
            cols.append(j)
    return index, rows, cols


def build_graph(root: Optional[os.PathLike | str] = None) -> WordNetGraph:
    """Build the synset graph from the WordNet data files in *root* (default: the project's)."""
    import numpy as np
    import scipy.sparse as sp

    root = Path(root) if root is not None else wordnet_dir()
    index, rows, cols = _pointer_edges(root)
    n = len(index)
    adjacency = sp.coo_matrix(
        (np.ones(len(rows), dtype=np.float32), (np.asarray(rows), np.asarray(cols))), shape=(n, n)
    ).tocsr()
    adjacency = adjacency + adjacency.T  # undirected, as in UKB
    adjacency.setdiag(0)
    adjacency.eliminate_zeros()
    adjacency.data[:] = 1.0  # several relations between two synsets count once
    return _from_adjacency(index, adjacency)


def _from_adjacency(index: Mapping[tuple[str, int], int], adjacency: "sp.spmatrix") -> WordNetGraph:
    import numpy as np
    import scipy.sparse as sp

    degree = np.asarray(adjacency.sum(axis=0)).ravel()
    inverse = np.divide(1.0, degree, out=np.zeros_like(degree, dtype=np.float64), where=degree > 0)
    transition = (sp.csr_matrix(adjacency) @ sp.diags(inverse)).tocsr().astype(np.float32)
    return WordNetGraph(dict(index), transition, degree == 0)


def load_graph(data_dir_: Optional[os.PathLike | str] = None) -> WordNetGraph:
    """Return the WordNet graph, from ``<data>/cache/`` when built before (cached in memory too)."""
    return _load_graph(str(data_dir(data_dir_).resolve()))


@functools.lru_cache(maxsize=2)
def _load_graph(root: str) -> WordNetGraph:
    import numpy as np
    import scipy.sparse as sp

    cache = Path(root) / "cache" / f"wn30-graph-v{_GRAPH_FORMAT}.npz"
    if cache.is_file():
        stored = np.load(cache)
        keys = [(chr(p), int(o)) for p, o in zip(stored["pos"], stored["offset"])]
        adjacency = sp.csr_matrix(
            (np.ones(len(stored["indices"]), dtype=np.float32), stored["indices"], stored["indptr"]),
            shape=(len(keys), len(keys)),
        )
        return _from_adjacency({key: i for i, key in enumerate(keys)}, adjacency)
    graph = build_graph(wordnet_dir(root))
    adjacency = (graph.transition != 0).tocsr()
    keys = sorted(graph.index, key=graph.index.__getitem__)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(".tmp.npz")
        np.savez_compressed(
            tmp,
            pos=np.array([ord(p) for p, _ in keys], dtype=np.uint8),
            offset=np.array([o for _, o in keys], dtype=np.int64),
            indices=adjacency.indices,
            indptr=adjacency.indptr,
        )
        os.replace(tmp, cache)
    except OSError:  # a read-only data directory only costs a rebuild next time
        pass
    return graph


def personalized_pagerank(
    graph: WordNetGraph,
    restart: "np.ndarray",
    damping: float = DAMPING,
    iterations: int = ITERATIONS,
) -> "np.ndarray":
    """Run PageRank with restart distribution(s) *restart* by power iteration.

    *restart* is a vector of length ``graph.size`` or a matrix with one restart distribution per
    column (each column is normalised to sum 1; an all-zero column stays zero). Mass that reaches
    a node without edges goes back to the restart distribution. Returns the same shape.
    """
    import numpy as np

    v = np.asarray(restart, dtype=np.float32)
    single = v.ndim == 1
    if single:
        v = v[:, None]
    totals = v.sum(axis=0)
    v = np.divide(v, totals, out=np.zeros_like(v), where=totals > 0)
    rank = v.copy()
    restart_mass = (1.0 - damping) * v
    dangling = np.flatnonzero(graph.dangling)
    for _ in range(iterations):
        step = graph.transition @ rank  # the one allocation per iteration; the rest is in place
        if len(dangling):
            step += rank[dangling].sum(axis=0) * v
        step *= damping
        step += restart_mass
        rank = step
    return rank[:, 0] if single else rank


def combine_prior(prior: Sequence[float], ppr: Sequence[float], mix: float = PRIOR_MIX) -> list[float]:
    """Log-linear mixture ``prior ** (1 - mix) * ppr ** mix``, each normalised to sum 1 first.

    A sense with zero PageRank mass (the context never reached it) keeps a tiny floor so that
    the prior still orders such senses.
    """
    p_total = sum(prior) or 1.0
    r_total = sum(ppr) or 1.0
    floor = 1e-12
    return [
        math.exp((1 - mix) * math.log(max(p / p_total, floor)) + mix * math.log(max(r / r_total, floor)))
        for p, r in zip(prior, ppr)
    ]


# --------------------------------------------------------------------------- the ranker


class SenseRanker:
    """Senses of lemmas and their ranking (first sense, PPR in context, PPR with the prior).

    ``wordnet`` is an nltk WordNet reader (default: :func:`~verifier.bridge.wordnet.load_wordnet`);
    ``graph`` a :class:`WordNetGraph` (default: :func:`load_graph`). Both load on first use.
    """

    #: How many single-word PageRank vectors :meth:`rank` keeps for reuse.
    VECTOR_CACHE = 64

    def __init__(
        self,
        wordnet: Optional["WordNetCorpusReader"] = None,
        graph: Optional[WordNetGraph] = None,
        data_dir: Optional[os.PathLike | str] = None,
    ) -> None:
        self._wordnet = wordnet
        self._graph = graph
        self._data_dir = data_dir
        self._senses: dict[tuple[str, str], tuple[Sense, ...]] = {}
        self._related: dict[tuple, tuple[RelatedWord, ...]] = {}
        self._vectors: dict[tuple[tuple[str, str], bool], "np.ndarray"] = {}

    @property
    def wordnet(self) -> "WordNetCorpusReader":
        if self._wordnet is None:
            self._wordnet = load_wordnet(self._data_dir)
        return self._wordnet

    @property
    def graph(self) -> WordNetGraph:
        if self._graph is None:
            self._graph = load_graph(self._data_dir)
        return self._graph

    # -- senses -------------------------------------------------------------------------------

    def senses(self, lemma: str, pos: str) -> tuple[Sense, ...]:
        """Return the senses of *lemma* as *pos* (``n v a r``; ``a`` includes satellites).

        The lemma is used as given when WordNet has it (so a benchmark's gold lemma is not
        re-analysed); otherwise its base forms by WordNet's morphology are used. Spaces and
        hyphens may stand for WordNet's underscores.
        """
        key = (lemma, pos)
        if key not in self._senses:
            self._senses[key] = self._lookup(lemma, pos)
        return self._senses[key]

    def _lookup(self, lemma: str, pos: str) -> tuple[Sense, ...]:
        wn = self.wordnet
        form = lemma.strip().lower().replace(" ", "_")
        for candidate in dict.fromkeys((form, form.replace("-", "_"))):
            lemmas = [l for l in wn.lemmas(candidate, pos) if l.name().lower() == candidate]
            if lemmas:
                return tuple(_sense(l, i + 1) for i, l in enumerate(lemmas))
        base = wn.morphy(form, pos)
        if base is None or base == form:
            return ()
        lemmas = [l for l in wn.lemmas(base, pos) if l.name().lower() == base]
        return tuple(_sense(l, i + 1) for i, l in enumerate(lemmas))

    def pred_senses(self, pred: str) -> tuple[tuple[str, str], tuple[Sense, ...]]:
        """Return the first reading of an ERG predicate that WordNet knows, with its senses.

        Falls back through :func:`erg_pred_lemmas` (``_look_v_up``: ``look_up``, then ``look``).
        Returns ``(reading, ())`` with the first reading when none has senses, and
        ``(("", ""), ())`` for predicates without a WordNet reading.
        """
        readings = erg_pred_lemmas(pred)
        for lemma, pos in readings:
            found = self.senses(lemma, pos)
            if found:
                return (lemma, pos), found
        return (readings[0] if readings else ("", "")), ()

    # -- ranking ------------------------------------------------------------------------------

    def prior(self, lemma: str, pos: str) -> list[tuple[str, float]]:
        """Smoothed SemCor prior ``(count + 1) / (total + n)`` of each sense, in WordNet order."""
        found = self.senses(lemma, pos)
        total = sum(s.count for s in found) + len(found)
        return [(s.synset, (s.count + 1) / total) for s in found]

    def first_sense(self, lemma: str, pos: str) -> list[tuple[str, float]]:
        """Return the senses in WordNet's order (most frequent in SemCor first) with their prior.

        WordNet numbers a lemma's senses by decreasing SemCor count (ties and untagged senses in
        the editors' order), so the first entry is the classic most-frequent-sense baseline.
        """
        return self.prior(lemma, pos)

    def rank(
        self,
        lemma: str,
        pos: str,
        context: Sequence[tuple[str, str]] = (),
        method: str = "ppr+prior",
    ) -> list[tuple[str, float]]:
        """Rank the senses of (*lemma*, *pos*) given *context* words (lemma, pos), best first.

        ``first``: WordNet order with the prior as score. ``ppr``: PageRank mass, restarting
        uniformly on the senses of each context word (UKB's ``ppr_w2w``). ``ppr+prior``: restart
        weighted by each context word's prior, combined with the target's prior by
        :func:`combine_prior`. Context words equal to the target (same lemma and pos) and words
        WordNet does not know are ignored; with no usable context PPR methods fall back to
        ``first``. Scores of the PPR methods are normalised to sum 1 over the target's senses.
        """
        if method not in METHODS:
            raise ValueError(f"unknown method {method!r}; expected one of {METHODS}")
        prior = self.prior(lemma, pos)
        if method == "first" or len(prior) < 2:
            return prior
        words = [w for w in dict.fromkeys(context) if w != (lemma, pos) and self.senses(*w)]
        if not words:
            return prior
        weighted = method == "ppr+prior"
        nodes = [self.graph.node(self.wordnet.synset(name)) for name, _ in prior]
        vectors = self._word_vectors(words, weighted)
        ppr = [float(sum(v[n] for v in vectors)) if n is not None else 0.0 for n in nodes]
        if weighted:
            scores = combine_prior([p for _, p in prior], ppr)
        else:
            total = sum(ppr) or 1.0
            scores = [r / total for r in ppr]
        order = sorted(range(len(prior)), key=lambda i: (-scores[i], i))  # ties: WordNet order
        return [(prior[i][0], scores[i]) for i in order]

    def rank_preds(
        self, preds: Sequence[str], method: str = "ppr+prior"
    ) -> dict[str, list[tuple[str, float]]]:
        """Rank the senses of each ERG predicate of one question, the others being its context.

        Predicates without a WordNet reading (``compound``, ``_the_q``) are left out of the result
        and of the context. Each predicate's reading is the first of :func:`erg_pred_lemmas` that
        WordNet knows (:meth:`pred_senses`).
        """
        readings = {}
        for pred in dict.fromkeys(preds):
            reading, found = self.pred_senses(pred)
            if found:
                readings[pred] = reading
        context = list(dict.fromkeys(readings.values()))
        return {pred: self.rank(*reading, context, method) for pred, reading in readings.items()}

    def _word_vectors(self, words: Sequence[tuple[str, str]], weighted: bool) -> list["np.ndarray"]:
        """Full PageRank vectors of single context words, computed in one batch and cached.

        The bridge ranks every predicate of a question against the same context, so the vectors
        are reused; the cache keeps the last :attr:`VECTOR_CACHE` words (0.5 MB each).
        """
        import numpy as np

        cache = self._vectors
        missing = [w for w in dict.fromkeys(words) if (w, weighted) not in cache]
        if missing:
            graph = self.graph
            restart = np.zeros((graph.size, len(missing)), dtype=np.float32)
            for j, (lemma, pos) in enumerate(missing):
                for node, weight in self.restart_vector(lemma, pos, weighted).items():
                    restart[node, j] = weight
            rank = personalized_pagerank(graph, restart)
            for j, word in enumerate(missing):
                cache[(word, weighted)] = np.ascontiguousarray(rank[:, j])
        out = []
        for word in words:
            vector = cache.pop((word, weighted))
            cache[(word, weighted)] = vector  # most recently used last
            out.append(vector)
        while len(cache) > self.VECTOR_CACHE:
            cache.pop(next(iter(cache)))
        return out

    def restart_vector(self, lemma: str, pos: str, weighted: bool) -> dict[int, float]:
        """The restart distribution of one context word: uniform over its senses, or by prior."""
        out: dict[int, float] = {}
        for name, p in self.prior(lemma, pos):
            node = self.graph.node(self.wordnet.synset(name))
            if node is not None:
                out[node] = out.get(node, 0.0) + (p if weighted else 1.0)
        return out

    # -- related words ------------------------------------------------------------------------

    def synonyms(
        self, lemma: str, pos: str, top: int = 1, context: Sequence[tuple[str, str]] = ()
    ) -> list[str]:
        """Synonyms of *lemma* in its *top* best senses, best sense first, without the lemma.

        ``synonyms("film", "n")`` includes ``"movie"``. Multiwords use spaces. Senses are taken
        in WordNet's order, or ranked by ``ppr+prior`` in *context* when one is given.
        """
        return [r.word for r in self.related(lemma, pos, top, context) if r.relation == "synonym"]

    def related(
        self, lemma: str, pos: str, top: int = 1, context: Sequence[tuple[str, str]] = ()
    ) -> list[RelatedWord]:
        """Synonyms, then hypernyms (and instance hypernyms) of the *top* best senses.

        Senses are taken in WordNet's order, or ranked by ``ppr+prior`` in *context*. A new list each
        call; the words are kept per arguments (WordNet is read only, so they never change): the bridge
        asks for a word's relatives again for every query of its question.
        """
        try:
            key = (lemma, pos, top, tuple(tuple(c) for c in context))
            found = self._related.get(key)
        except TypeError:  # (an unhashable context: not kept)
            return self._related_words(lemma, pos, top, context)
        if found is None:
            found = self._related[key] = tuple(self._related_words(lemma, pos, top, context))
        return list(found)

    def _related_words(self, lemma: str, pos: str, top: int, context: Sequence[tuple[str, str]]
                       ) -> list[RelatedWord]:
        """:meth:`related`'s walk of WordNet."""
        own = lemma.strip().lower().replace("_", " ")
        seen = {own}
        out: list[RelatedWord] = []
        ranked = self.rank(lemma, pos, context) if context else self.first_sense(lemma, pos)
        synsets = [self.wordnet.synset(name) for name, _ in ranked[:top]]

        def add(synset, relation: str) -> None:
            for word in synset.lemma_names():
                text = word.replace("_", " ")
                if text.lower() not in seen:
                    seen.add(text.lower())
                    out.append(RelatedWord(text, relation, synset.name()))

        for synset in synsets:
            add(synset, "synonym")
        for synset in synsets:
            for hyper in synset.hypernyms():
                add(hyper, "hypernym")
            for hyper in synset.instance_hypernyms():
                add(hyper, "instance_hypernym")
        return out


    def derived_nouns(self, lemma: str, pos: str, top: int = 2) -> list[RelatedWord]:
        """Nouns derivationally related to *lemma* in its *top* first senses, WordNet's order: relation
        ``agent`` for a noun of a person ("produce" → "producer"), ``derived`` for any other ("produce"
        → "product"). Only the lemma's own forms (not its synonyms') are followed."""
        own = lemma.strip().lower().replace(" ", "_")
        out: list[RelatedWord] = []
        seen = set()
        for name, _ in self.first_sense(lemma, pos)[:top]:
            for lem in self.wordnet.synset(name).lemmas():
                if lem.name().lower() != own:
                    continue
                for rel in lem.derivationally_related_forms():
                    synset = rel.synset()
                    text = rel.name().replace("_", " ")
                    if synset.pos() != "n" or text.lower() in seen:
                        continue
                    seen.add(text.lower())
                    kind = "agent" if synset.lexname() == "noun.person" else "derived"
                    out.append(RelatedWord(text, kind, synset.name()))
        return out

    def pertainyms(self, lemma: str) -> list[str]:
        """The nouns an adjective pertains to, in WordNet's order ("Swiss" → "Switzerland")."""
        own = lemma.strip().replace(" ", "_")
        out: list[str] = []
        for synset in self.wordnet.synsets(own, "a"):
            for lem in synset.lemmas():
                if lem.name().lower() != own.lower():
                    continue
                for p in lem.pertainyms():
                    text = p.name().replace("_", " ")
                    if text not in out:
                        out.append(text)
        return out


def _sense(lemma: "Lemma", number: int) -> Sense:
    synset = lemma.synset()
    return Sense(synset.name(), lemma.key(), lemma.name(), synset.pos(), number, lemma.count())


def word_ppr_matrix(
    ranker: SenseRanker,
    words: Sequence[tuple[str, str]],
    nodes: Sequence[int],
    weighted: bool,
    batch: int = 128,
) -> "np.ndarray":
    """PageRank of each word's restart distribution, read at *nodes*: shape (len(words), len(nodes)).

    Row ``i`` is the PageRank vector for restarting on ``words[i]``'s senses (uniform, or by prior
    when *weighted*), restricted to *nodes*. By linearity, summing the rows of a context gives the
    ``ppr_w2w`` scores for that context (up to a constant factor). Words run *batch* at a time as
    the columns of one sparse-times-dense power iteration.
    """
    import numpy as np

    graph = ranker.graph
    node_index = np.asarray(nodes, dtype=np.int64)
    out = np.zeros((len(words), len(node_index)), dtype=np.float32)
    for start in range(0, len(words), batch):
        chunk = words[start : start + batch]
        restart = np.zeros((graph.size, len(chunk)), dtype=np.float32)
        for j, (lemma, pos) in enumerate(chunk):
            for node, weight in ranker.restart_vector(lemma, pos, weighted).items():
                restart[node, j] = weight
        rank = personalized_pagerank(graph, restart)
        out[start : start + len(chunk)] = rank[node_index].T
    return out


# --------------------------------------------------------------------------- module shortcuts


@functools.lru_cache(maxsize=1)
def _default_ranker() -> SenseRanker:
    return SenseRanker()


def synonyms(lemma: str, pos: str, top: int = 1, context: Sequence[tuple[str, str]] = ()) -> list[str]:
    """:meth:`SenseRanker.synonyms` on the project's WordNet."""
    return _default_ranker().synonyms(lemma, pos, top, context)


def related(
    lemma: str, pos: str, top: int = 1, context: Sequence[tuple[str, str]] = ()
) -> list[RelatedWord]:
    """:meth:`SenseRanker.related` on the project's WordNet."""
    return _default_ranker().related(lemma, pos, top, context)


def plural_members(word: str, wordnet) -> set[str]:
    """The nouns a collective noun used as a plural stands for: where WordNet files the word's first sense
    under the usage domain *plural* and names its members (member meronyms), each member's head word.
    "people" is such a plural ("(plural) any group of human beings"), its members each a "person", so
    "Which people …" says what dbo:Person's name says, as "Which persons …" would. A collective that is not
    a plural ("crew", "clergy") keeps its own meaning: a crew is not a crewman.

    >>> from verifier.bridge import load_wordnet
    >>> sorted(plural_members("people", load_wordnet())), plural_members("crew", load_wordnet())
    (['person'], set())
    """
    try:
        senses = list(wordnet.synsets(word.replace(" ", "_"), "n"))[:1]
        out = set()
        for sense in senses:
            if any(d.lemma_names()[:1] == ["plural"] for d in sense.usage_domains()):
                out |= {l.lower().replace("_", "") for m in sense.member_meronyms() for l in m.lemma_names()[:1]}
        return out
    except Exception:  # a damaged install or an odd form
        return set()
