"""Lexical look-up: tokens → chart items.

Closed-class words come from the grammar's ``*.lex`` files. Open-class words come from WordNet 3.0
(:mod:`.wnindex`, a compact cached view that answers like nltk's ``morphy`` and sense counts;
nltk's reader itself is only loaded by :func:`wordnet`), their inflection from the surface form, and
their ERG sense suffix from ``grammars/senses.tsv`` (a table mined from gold ERG analyses by
``grammars/mine_erg.py``), defaulting to the ERG's ``_1``. Which lexical types an open-class word
gets is declared in ``grammars/open.lex`` under keys such as ``noun``, ``verb.past`` or ``name``.
Words WordNet lacks get ERG-style unknown-word predicates (``_glarp/NN_u_unknown``); capitalised
words, numbers and quoted titles become proper names.
"""

from __future__ import annotations

import functools
import os
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .chart import Item
from .formalism import Grammar
from .tokens import Token

__all__ = ["Lexicon", "SenseTable", "load_naming_verbs", "wordnet", "wordnet_index", "DEFAULT_NLTK_DATA"]

#: the project's WordNet copy (made by scripts/setup_wordnet.sh)
DEFAULT_NLTK_DATA = Path(__file__).resolve().parents[3] / "data" / "nltk_data"

#: the weight of a particle verb that WordNet lists and the ERG's sense table does not attest, against the verb's own
#: (:meth:`Lexicon._particle_verb_entries`)
UNATTESTED_PARTICLE_W = -1.5

#: senses that name a particle the verb needs in the sentence ("end up", "come back")
_PARTICLES = frozenset("up down out off back away about ahead along on in through over around together apart forward".split())

_PREPOSITIONAL_SENSES = {
    "for", "of", "to", "in", "on", "with", "at", "from", "about", "into", "by", "as", "up", "out",
    "off", "down", "over", "after", "through", "against", "upon", "around", "away", "back",
}


@functools.lru_cache(maxsize=1)
def wordnet():
    """nltk's own WordNet reader over the WordNet that :func:`verifier.bridge.wordnet.find_wordnet` finds
    (slow to open: the verifier reads :func:`verifier.bridge.wordnet.load_wordnet`; tests compare the two)."""
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    from ...bridge import find_wordnet, missing_message

    found = find_wordnet()
    if found is None:
        raise FileNotFoundError(missing_message())
    if found.path.suffix == ".zip" or not (found.path / "lexnames").is_file():
        # nltk needs a folder with lexnames (Debian ships none): the user's installed copy has both
        from ...bridge import WordNetSource, install_wordnet

        found = WordNetSource(install_wordnet(found.path), "installed")
    nltk_data = str(found.path.parent.parent)
    if nltk_data not in nltk.data.path:
        nltk.data.path.insert(0, nltk_data)  # nltk 3.10 opens files only under its data path
    import warnings

    with warnings.catch_warnings():  # without the Open Multilingual Wordnet nltk warns on every open
        warnings.filterwarnings("ignore", message="The multilingual functions")
        return WordNetCorpusReader(str(found.path), None)


@functools.lru_cache(maxsize=1)
def wordnet_index():
    """The lexicon's compact WordNet view (:mod:`.wnindex`), cached on disk after the first build."""
    from .wnindex import find_wordnet_dir, load_index

    wndir = find_wordnet_dir()
    if wndir is None:
        from ...bridge import missing_message

        raise FileNotFoundError(missing_message())
    return load_index(wndir)


@dataclass(frozen=True)
class SenseTable:
    """ERG sense statistics: (pos, lemma) → Counter of (sense, context)."""

    counts: dict

    @classmethod
    def load(cls, path: str | Path) -> "SenseTable":
        counts: dict = defaultdict(Counter)
        path = Path(path)
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.startswith("#") or not line.strip():
                    continue
                pos, lemma, sense, ctx, n = line.split("\t")
                counts[(pos, lemma)][(sense, ctx)] += int(n)
        return cls(dict(counts))

    def sense(self, pos: str, lemma: str, context: str | None = None, default: str = "1") -> str:
        """The most frequent sense of ``_lemma_pos_*`` (in *context* when it was seen there)."""
        c = self.counts.get((pos, lemma))
        if not c:
            return default
        if context is not None:
            sub = Counter({s: n for (s, ctx), n in c.items() if ctx == context})
            if sub:
                return sub.most_common(1)[0][0]
        total = Counter()
        for (s, _), n in c.items():
            total[s] += n
        return total.most_common(1)[0][0]

    def senses(self, pos: str, lemma: str) -> set[str]:
        return {s for (s, _) in self.counts.get((pos, lemma), {})}

    def relational(self, lemma: str) -> bool:
        """A noun the ERG analyses with an ARG1 (``_n_of``…)."""
        c = self.counts.get(("n", lemma))
        if not c:
            return False
        rel = sum(n for (s, ctx), n in c.items() if s.startswith("of") or ctx == "rel")
        return rel * 2 >= sum(c.values())


def load_naming_verbs(path: str | Path) -> dict[str, str]:
    """``grammars/naming_verbs.tsv``: lemma → the ERG predicate of its naming sense."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return {}
    rows = [line.split("\t") for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    return {r[0].strip(): r[1].strip() for r in rows if len(r) >= 2 and r[1].strip().startswith("_")}


def _pred(lemma: str, pos: str, sense: str) -> str:
    lemma = lemma.replace(" ", "+").replace("_", "+")
    return f"_{lemma}_{pos}_{sense}" if sense else f"_{lemma}_{pos}"


class Lexicon:
    """Turns tokens into chart items for one grammar. Look-ups are cached per word form."""

    def __init__(self, grammar: Grammar, senses: SenseTable, titles: Any = "auto",
                 naming: dict[str, str] | None = None):
        self.grammar = grammar
        self.senses = senses
        # naming verbs (grammars/naming_verbs.tsv): lemma → the ERG predicate of the naming sense
        self.naming = dict(naming or {})
        self._open_cache: dict[tuple[str, str], list] = {}
        # known page names (an object with ``is_title(name)``, e.g. the DBpedia name index), for
        # titles the grammar would otherwise split ("War and Peace"); "auto": the installed index,
        # if any; None: none
        self._titles = titles

    @property
    def titles(self) -> Any:
        if self._titles == "auto":
            from ...kg.dbpedia_names import default_names
            self._titles = default_names(build=False)
        return self._titles

    # -- WordNet -----------------------------------------------------------------------------
    @functools.lru_cache(maxsize=50000)
    def _morph(self, form: str, pos: str) -> tuple[str, ...]:
        """Lemmas of *form* for WordNet *pos* (n, v, a, r), most frequent first.

        All of morphy's candidates are ranked by WordNet's tagged-sense counts, so that
        "bridges" is the plural of *bridge* before it is the poet Bridges; ties favour the
        shorter (inflected-away) lemma."""
        wn = wordnet_index()
        cands = list(wn.exceptions[pos].get(form, ()))
        for c in wn.morphy(form, pos):
            if c not in cands:
                cands.append(c)
        cands = [c for c in cands if wn.exists(c, pos)]
        cands.sort(key=lambda c: (-wn.count(c, pos), len(c)))
        return tuple(cands)

    def _freq(self, lemma: str, pos: str) -> int:
        return wordnet_index().count(lemma, pos)

    def _open_entries(self, form: str) -> list[tuple[str, dict]]:
        """(open-class key, attrs) for a lower-case word form, by WordNet.

        A hyphenated form WordNet lacks is looked up as WordNet writes the compound, open or closed:
        "great-grandchildren" as ``great_grandchild`` (``_great+grandchild_n_1``), "non-profit" as
        ``nonprofit``; a form WordNet knows hyphenated ("x-ray", "self-portrait") stays as it is."""
        low = form.lower()
        out: list[tuple[str, dict]] = []
        noun = self._morph(low, "n")
        verb = self._morph(low, "v")
        adj = self._morph(low, "a")
        adv = self._morph(low, "r")
        if "-" in low.strip("-") and not (noun or verb or adj or adv):
            for joined in (low.replace("-", "_"), low.replace("-", "")):
                if any(self._morph(joined, p) for p in ("n", "v", "a", "r")):
                    return self._open_entries(joined)
            # WordNet's irregular plurals are listed for the last word alone ("grandchildren")
            *first, last = low.split("-")
            for lemma in self._morph(last, "n"):
                whole = "_".join(first + [lemma])
                if lemma != last and wordnet_index().exists(whole, "n"):
                    return [(k, dict(a, num="pl") if k.startswith("noun") else a)
                            for k, a in self._open_entries(whole)]
        freqs = {}
        for pos, lem in (("n", noun), ("v", verb), ("a", adj), ("r", adv)):
            if lem:
                freqs[pos] = max(self._freq(l, pos) for l in lem)
        best = max(freqs.values(), default=0)

        def penalty(pos):
            # rarer parts of speech of the same form are dispreferred, never excluded
            f = freqs.get(pos, 0)
            return 0.0 if f >= best or best == 0 else (-0.1 if f * 4 >= best else -0.4)

        for lemma in noun[:1]:
            num = "pl" if (lemma != low and not low.endswith("ss")) or low in ("people", "children") else "sg"
            table_lemma = lemma.replace("_", "+")
            sense = self.senses.sense("n", table_lemma, default="1")
            key = "noun_rel" if self.senses.relational(table_lemma) else "noun"
            if key == "noun_rel" and not sense.startswith("of"):
                sense = "of"
            out.append((key, {"pred": _pred(lemma, "n", sense), "num": num, "lemma": lemma,
                              "w": penalty("n")}))
        if not noun and not adj and not adv and low.isalpha() and wordnet_index().exists(low + "s", "n") \
                and low + "s" in self._morph(low + "s", "n") and not wordnet_index().first_instance(low + "s", "n"):
            # a noun WordNet has only with its -s ("headquarters"), said without it, as users type
            # it: "the headquarter of X" is that noun, below the form's own readings (not a name:
            # "ever" is no "Evers")
            out.append(("noun", {"pred": _pred(low + "s", "n", self.senses.sense("n", low + "s", default="1")),
                                 "num": "sg", "lemma": low + "s", "w": -0.5}))
        for lemma in verb[:1]:
            forms = _verb_forms(low, lemma)
            sense = self._plain_verb_sense(lemma)
            valences = [ctx for (sn, ctx) in self.senses.counts.get(("v", lemma), {}) if sn == sense]
            ditransitive = any("ARG3" in ctx for (_, ctx) in self.senses.counts.get(("v", lemma), {}))
            # the ERG's intransitive verbs (_die_v_1, _live_v_1) have no ARG2 at all
            intransitive = bool(valences) and not any("ARG2" in ctx for ctx in valences)
            for vf in forms:
                if intransitive:
                    # the valence the ERG data shows first; a transitive use stays possible
                    out.append((f"verb_intr.{vf}", {"pred": _pred(lemma, "v", sense), "lemma": lemma,
                                                    "w": penalty("v")}))
                    out.append((f"verb.{vf}", {"pred": _pred(lemma, "v", sense), "lemma": lemma,
                                               "w": penalty("v") - 0.3}))
                    continue
                if ditransitive:
                    out.append((f"verb3.{vf}", {"pred": _pred(lemma, "v", sense), "lemma": lemma,
                                                "w": penalty("v")}))
                out.append((f"verb.{vf}", {"pred": _pred(lemma, "v", sense), "lemma": lemma, "w": penalty("v")}))
            if lemma in self.naming:
                # "called X", "named X": the naming sense beside the plain one, which "call a
                # meeting" or "name the capitals" need
                for vf in forms:
                    out.append((f"verb_name.{vf}", {"pred": self.naming[lemma], "lemma": lemma,
                                                    "w": penalty("v")}))
            for s in self.senses.senses("v", lemma):
                if s in _PREPOSITIONAL_SENSES:
                    for vf in forms:
                        out.append((f"verb_pp.{vf}", {"pred": _pred(lemma, "v", s), "lemma": lemma,
                                                      "pform": s, "w": penalty("v")}))
        for lemma in adj[:1]:
            degree = "pos"
            if lemma != low:
                degree = "sup" if low.endswith("est") else "comp" if low.endswith(("er", "r")) else "pos"
            sense = self.senses.sense("a", lemma, default="1")
            w = penalty("a")
            if verb and (low.endswith("ed") or "psp" in _verb_forms(low, verb[0])) and lemma == low:
                # participles ("assassinated", "born") are verbs first, as in the ERG
                w -= 0.5
            out.append((f"adj.{degree}", {"pred": _pred(lemma, "a", sense), "lemma": lemma, "w": w}))
        for lemma in adv[:1]:
            lemma = self._adverb_base(lemma)
            sense = self.senses.sense("a", lemma, default="1")
            out.append(("adv", {"pred": _pred(lemma, "a", sense), "lemma": lemma, "w": penalty("r")}))
        if not out and _stance_base(low) and self._morph(_stance_base(low), "a"):
            # "pro-European", "anti-communist": a stance prefix on an adjective WordNet knows is an
            # adjective of its own, which the ERG also lexicalises whole (_pro-european_a_1)
            out.append(("adj.pos", {"pred": _pred(low, "a", "1"), "lemma": low, "w": 0.0}))
        return out

    def _adverb_base(self, lemma: str) -> str:
        """The ERG predicates an -ly adverb by the adjective it is formed from ("currently" →
        ``_current_a_1``, "happily" → ``_happy_a_1``, "probably" → ``_probable_a_1``), so that the
        adverb and the adjective are one predicate for the light-word table and the bridge. An
        adverb the ERG data knows under its own lemma ("only", "likely", "early") keeps it."""
        if not lemma.endswith("ly") or ("a", lemma) in self.senses.counts:
            return lemma
        wn = wordnet_index()
        stem = lemma[:-2]
        bases = [stem]                                  # current-ly, final-ly
        if stem.endswith("i"):
            bases.append(stem[:-1] + "y")               # happi-ly
        if stem.endswith(("b", "p", "t")):
            bases.append(lemma[:-1] + "e")              # probab-ly, simp-ly, gent-ly
        if stem.endswith("ical"):
            bases.append(stem[:-2])                     # basic-al-ly
        if stem.endswith("l"):
            bases.append(lemma[:-1])                    # ful-ly
        return next((b for b in bases if len(b) > 2 and wn.exists(b, "a")), lemma)

    # -- items -------------------------------------------------------------------------------
    def _particle_verb_entries(self, entries, tokens: list[Token], i: int) -> list[tuple[str, dict]]:
        """A verb followed by a particle that WordNet lists with it ("grow up" → ``grow_up``) gets
        the particle verb's entries (``_grow_v_up``), unless the sense table already gave them.

        Such an entry ranks :data:`UNATTESTED_PARTICLE_W` below the verb's own: the ERG's corpus never
        read the word so, and in a question the word after the verb is far more often a preposition
        whose object is elsewhere. "Which regions are works of art set in?" asks where the works are
        set (``_set_v_1`` with a stranded "in", the wh-phrase its object); read as WordNet's "set in"
        (as in "winter set in"), the phrase "art set in" outranked that reading by the copula's bonus
        and pushed it past the readings the verifier reads."""
        if i + 1 >= len(tokens) or tokens[i + 1].lower not in _PARTICLES:
            return []
        particle = tokens[i + 1].lower
        have = {(a.get("lemma"), a.get("pform")) for k, a in entries if k.startswith("verb_pp.")}
        out = []
        for key, attrs in entries:
            if not key.startswith("verb."):
                continue
            lemma = attrs["lemma"]
            if (lemma, particle) in have or not wordnet_index().exists(f"{lemma}_{particle}", "v"):
                continue
            out.append((f"verb_pp.{key[5:]}", {"pred": _pred(lemma, "v", particle), "lemma": lemma,
                                                "pform": particle, "w": attrs.get("w", 0.0) + UNATTESTED_PARTICLE_W}))
        return out

    def _plain_verb_sense(self, lemma: str) -> str:
        """The ERG sense of a verb used without a particle: the most frequent sense that is not a
        particle verb (``_end_v_up`` needs "up"; ``_write_v_to`` is plain "write" in the ERG)."""
        counts = Counter()
        for (sense, _), n in self.senses.counts.get(("v", lemma), {}).items():
            if sense not in _PARTICLES:
                counts[sense] += n
        return counts.most_common(1)[0][0] if counts else "1"

    def _make(self, key: str, attrs: dict, tok_from: int, tok_to: int, tokens: list[Token], extra_w=0.0) -> list[Item]:
        items = []
        form = " ".join(t.form for t in tokens[tok_from:tok_to])
        for type_name, fixed in self.grammar.open_class.get(key, ()):
            a = dict(attrs)
            a.update(dict(fixed))
            items.append(self._item(type_name, a, tok_from, tok_to, tokens, form, extra_w))
        return items

    def _item(self, type_name, attrs, i, j, tokens, form, extra_w=0.0) -> Item:
        lextype = self.grammar.types[type_name]
        feats = {}
        for name, spec in lextype.cat.feats:
            if spec.var is not None and spec.var in attrs:
                feats[name] = attrs[spec.var]
            elif spec.values is not None and len(spec.values) == 1:
                feats[name] = next(iter(spec.values))
        weight = float(attrs.pop("w", 0.0)) + float(attrs.pop("weight", 0.0)) + lextype.weight + extra_w
        return Item(i, j, lextype.cat.cat, tuple(sorted(feats.items())), type_name,
                    tuple(sorted((k, str(v)) for k, v in attrs.items())), weight,
                    tokens[i].cfrom, tokens[j - 1].cto, form)

    def _number_items(self, tokens: list[Token], i: int) -> list[Item]:
        """A number: a year or a cardinal, and a name word where it belongs to a name."""
        carg = tokens[i].form.replace(",", "").lstrip("+")
        key = "year" if re.fullmatch(r"1\d{3}|20\d{2}", carg) else "number"
        out = self._make(key, {"carg": carg}, i, i + 1, tokens)
        if _capitalised_word(tokens, i - 1) and not tokens[i - 1].initial:
            # "Apollo 14", "Windows 95": the number belongs to the name
            out.extend(self._make("name", {"carg": carg}, i, i + 1, tokens, 1.2))
        elif _starts_name_run(tokens, i):
            # "the player in 2015 Riverside FC season": a page title that begins with a number
            out.extend(self._make("name", {"carg": carg}, i, i + 1, tokens))
        return out

    def _ordinal_items(self, tokens: list[Token], i: int, number: str) -> list[Item]:
        """An ordinal ("12th"), and a name word inside or at the start of a run of name words."""
        out = self._make("ordinal", {"carg": number}, i, i + 1, tokens)
        if _title_word(tokens, i + 1) and _capitalised_word(tokens, i - 1) and not tokens[i - 1].initial:
            # inside a run of name words ("Edward Smith, 12th Earl of Wessex"): part of the name
            out.extend(self._make("name", {"carg": tokens[i].form}, i, i + 1, tokens, 0.5))
        elif _starts_name_run(tokens, i):
            # … or at its start ("the war of 3rd (Northshire) Regiment of Foot"; "the 12th mayor" keeps its
            # ordinal: a determiner before it, a common noun after it)
            out.extend(self._make("name", {"carg": tokens[i].form}, i, i + 1, tokens, 0.5))
        return out

    def unglued(self, tokens: list[Token]) -> list[Token]:
        """The tokens with a noun and the "of" after it told apart where a user typed them as one word: a
        lower-case word WordNet and the closed-class lexicon do not know, ending in a glued "of" after a
        form WordNet knows as a noun ("Which rivers are the tributariesof X?" as "tributaries of"). A word
        known as it is stays whole ("thereof"), and so does a capitalised one (a name: "Romanof")."""
        out: list[Token] = []
        for t in tokens:
            low = t.lower
            head = low[:-2]
            if t.kind != "word" or not low.endswith("of") or len(head) < 3 or not head.isalpha() \
                    or (t.capitalised and not t.initial) or (low,) in self.grammar.lexicon \
                    or self._open_cached(low) or not self._morph(head, "n"):
                out.append(t)
                continue
            cut = t.cfrom + len(head)
            out.append(Token(t.form[:len(head)], t.cfrom, cut, "word", t.initial, cut))
            out.append(Token(t.form[len(head):], cut, t.cto, "word", False, t.pto))
        return out

    def items(self, tokens: list[Token]) -> list[Item]:
        """Every lexical item for *tokens* (closed class, open class, names, numbers)."""
        out: list[Item] = []
        n = len(tokens)
        lex = self.grammar.lexicon
        maxlen = self.grammar.max_entry_length
        closed_at: set[int] = set()
        for i in range(n):
            for L in range(1, maxlen + 1):
                if i + L > n:
                    break
                key = tuple(t.lower for t in tokens[i:i + L])
                for entry in lex.get(key, ()):
                    form = " ".join(t.form for t in tokens[i:i + L])
                    out.append(self._item(entry.type, dict(entry.attrs), i, i + L, tokens, form))
                    if L == 1:
                        closed_at.add(i)
        out.extend(self._multiword_items(tokens))
        out.extend(self._title_items(tokens))
        out.extend(self._known_title_items(tokens))
        for i, tok in enumerate(tokens):
            if tok.kind == "number":
                out.extend(self._number_items(tokens, i))
                continue
            if tok.kind == "span":
                # "the 2007–08 VfL Bochum season": two years joined by a dash name a season or a
                # period, as a word of a name (a page title), not as two numbers
                out.extend(self._make("name", {"carg": tok.form}, i, i + 1, tokens))
                continue
            if tok.kind == "date":
                # "born on 1968-08-26": one calendar date, read like a year (an NP, or after a
                # temporal preposition) with its own CARG predicate, an xsd:date literal for the bridge
                out.extend(self._make("date", {"carg": tok.form}, i, i + 1, tokens))
                continue
            if tok.kind == "paren":
                # a name's disambiguator ("Luke Lea (politician)"): a name word, compounded with the
                # name before it like any other word of a multiword name
                out.extend(self._make("name", {"carg": tok.form}, i, i + 1, tokens))
                continue
            if tok.kind in ("title", "abbrev"):
                carg = tok.form.replace(".", "") if tok.kind == "abbrev" else tok.form
                out.extend(self._make(tok.kind, {"carg": carg}, i, i + 1, tokens))
                continue
            m = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", tok.lower)
            if m:
                out.extend(self._ordinal_items(tokens, i, m.group(1)))
                continue
            if tok.kind == "clitic":
                continue
            if _name_particle(tokens, i):
                out.extend(self._make("name", {"carg": tok.form}, i, i + 1, tokens, 0.5))
            if i in closed_at:
                if tok.capitalised and not tok.initial:
                    # "The" inside "series The Sopranos" starts a title
                    out.extend(self._make("name", {"carg": tok.form}, i, i + 1, tokens, -1.0))
                continue
            entries = self._open_cached(tok.form)
            known = bool(entries)
            name_w = 0.0
            common_w = 0.0
            if tok.capitalised:
                if tok.initial:
                    # sentence-initial capitals are orthography, not evidence for a name,
                    # unless a capitalised word follows ("Ray Charles plays …")
                    name_w = (-0.3 if _inside_name_run(tokens, i) else -1.5) if known else 0.0
                elif self._proper_adjective(tok.lower):
                    # "American", "Dutch", "Islamic": adjectives first
                    name_w = -0.6
                elif (self._common_word(tok.lower) and not tok.form.isupper()
                      and not _inside_name_run(tokens, i) and not _ends_name_run(tokens, i)):
                    # a lone capitalised common word ("Hurricane", "the Orange") keeps its
                    # common-noun analysis first, as in the ERG; acronyms, WordNet's proper
                    # nouns ("Paris") and every word of a run of capitalised words ("John
                    # Lennon", "Eiffel Tower") are names first, so that a multiword name stays one
                    # chain of named/compound for the bridge to the KG's labels (this costs
                    # 0.002 EDM against the ERG, which keeps some heads common: "Horse Park")
                    name_w = -0.6
                else:
                    common_w = -1.0
                out.extend(self._make("name", {"carg": tok.form}, i, i + 1, tokens, name_w))
            entries = entries + self._particle_verb_entries(entries, tokens, i)
            if (not tok.capitalised and tok.kind == "word" and any(k.startswith("noun") for k, _ in entries)
                    and not self._common_word(tok.lower)):
                # a proper noun typed in lower case ("population of germany"): WordNet's first
                # sense is capitalised, so it is a name first
                out.extend(self._make("name", {"carg": tok.form[:1].upper() + tok.form[1:]}, i, i + 1,
                                      tokens, 0.3))
            if (not tok.capitalised and tok.lower.endswith(("ed", "ing")) and i + 1 < len(tokens)
                    and tokens[i + 1].kind == "word" and not tokens[i + 1].capitalised
                    and not any(k.startswith(("adj", "noun")) for k, _ in entries)
                    and any(k.startswith("verb") and attrs.get("lemma") != tok.lower for k, attrs in entries)):
                # a participle before a noun that WordNet has no adjective or noun for ("the associated
                # musical artist", "the resting place"; "a manufacturing plant" stays a compound): an
                # adjective of its own, as the ERG lexicalises such participles; its verb readings stay first
                out.extend(self._make("adj.pos", {"pred": _pred(tok.lower, "a", "1"), "lemma": tok.lower},
                                      i, i + 1, tokens, -0.5))
            for key, attrs in entries:
                w = common_w
                if tok.capitalised and not (tok.initial and not _inside_name_run(tokens, i)) \
                        and not key.startswith(("noun", "adj")):
                    w -= 1.5  # a capitalised word inside a question is rarely a verb or adverb
                out.extend(self._make(key, dict(attrs), i, i + 1, tokens, w))
            if not known:
                # unknown words: ERG-style unknown-word predicates; for a capitalised word inside
                # the question only as a fallback behind its name reading ("B-sides")
                plural = tok.lower.endswith("s") and not tok.lower.endswith("ss") and len(tok.lower) > 3
                tag = "NNS" if plural else "NN"
                fallback = -1.5 if tok.capitalised and not tok.initial else 0.0
                out.extend(self._make("unknown", {"form": f"{tok.lower}/{tag}", "base": tok.lower,
                                                 "num": "pl" if plural else "sg"},
                                      i, i + 1, tokens, fallback))
        return out

    @functools.lru_cache(maxsize=50000)
    def _common_word(self, low: str) -> bool:
        """WordNet's most frequent sense of *low* (noun or adjective) is a lower-case lemma:
        "bridge" is a common noun, "Bolivia" and "Japan" are proper nouns first."""
        wn = wordnet_index()
        return any(wn.first_lowercase(lemma, pos) for pos in ("n", "a") for lemma in self._morph(low, pos)[:1])

    @functools.lru_cache(maxsize=50000)
    def _proper_adjective(self, low: str) -> bool:
        """WordNet's first adjective sense of *low* is a capitalised lemma (nationalities …)."""
        wn = wordnet_index()
        lemmas = wn.morphy(_stance_base(low) or low, "a")
        return bool(lemmas) and wn.first_capitalised(lemmas[0], "a")

    def _multiword_items(self, tokens: list[Token]) -> list[Item]:
        """Multiword common nouns ("guinea pig", "prime minister") that WordNet and the ERG
        both lexicalise, as one item named like the ERG's (``_guinea+pig_n_1``)."""
        out: list[Item] = []
        for i in range(len(tokens)):
            for length in (3, 2):
                span = tokens[i:i + length]
                if len(span) < length or any(t.kind != "word" for t in span):
                    continue
                if any(t.capitalised and not t.initial for t in span) and not all(
                        t.capitalised for t in span):
                    continue
                joined = "_".join(t.lower for t in span)
                if not self._common_multiword(joined) and not (
                        self._class_multiword(joined) and not all(self._nominal(t.lower) for t in span)
                        and not any((t.lower,) in self.grammar.lexicon for t in span)):
                    # a class noun WordNet lexicalises whole whose content words cannot form a compound
                    # ("alter ego": "alter" is only a verb) is one item too, though the ERG's table lacks
                    # it ("cause of death" stays a noun with its "of" phrase)
                    continue
                for key, attrs in self._open_cached(joined):
                    if key.startswith("noun"):
                        out.extend(self._make(key, dict(attrs), i, i + length, tokens, 0.4))
        return out

    def _title_items(self, tokens: list[Token]) -> list[Item]:
        """Unquoted titles with function words inside ("The Pillars of the Earth", "World of
        Warcraft", "Great Pyramid of Giza") as one name, beside the compositional analysis.

        A KG names such a work, band or building by one IRI whose label is the whole span; split
        into a name, "of" and another name, no part of it links to that IRI. The span is a run of
        capitalised words with :data:`TITLE_CONNECTORS` inside (each followed by a capitalised
        word; after a capitalised "The" any lower-case words), the whole run (no capitalised word
        just before or after it), not starting with the question's first word; the chart chooses
        between this item and the parts.
        """
        out: list[Item] = []
        n = len(tokens)
        for i in range(n):
            if not _title_word(tokens, i) or tokens[i].initial or tokens[i].lower in TITLE_CONNECTORS:
                if not (i > 0 and tokens[i].form == "The" and i + 1 < n and tokens[i + 1].kind == "word"):
                    continue  # "the book The Pillars of …": a capitalised article starts the title
            if _title_word(tokens, i - 1) and not tokens[i - 1].initial:
                continue  # a title is a whole run of capitalised words, "Great" included
            j, connectors = i + 1, 0
            # a title begun by a capitalised article may write its other words in lower case
            # ("the novel The name of the Rose"): the article says where it starts
            article = tokens[i].form == "The"
            while j < n and j - i < MAX_TITLE_WORDS:
                if tokens[j].kind == "word" and not tokens[j].capitalised and (
                        tokens[j].lower in TITLE_CONNECTORS or article):
                    if _punctuated(tokens[j - 1]) and not article:
                        break  # "that is American, of X": a comma before the connector parts the name
                    k = j
                    while k < n and tokens[k].kind == "word" and not tokens[k].capitalised and (
                            tokens[k].lower in TITLE_CONNECTORS or article):
                        k += 1
                    if not _title_word(tokens, k):
                        break
                    connectors += 1
                    j = k
                    continue
                if not _title_word(tokens, j):
                    break
                j += 1
                if connectors and not _title_word(tokens, j):
                    carg = " ".join(t.form for t in tokens[i:j])
                    out.extend(self._make("title", {"carg": carg}, i, j, tokens, TITLE_WEIGHT))
        return out

    def _known_title_items(self, tokens: list[Token]) -> list[Item]:
        """Titles that the compositional analysis splits into two names or a number and a name
        ("War and Peace", "The Three Dancers", "Nobel Prize in Physics"), as one name when the whole run
        is a known page name.

        Unlike "of" and "the", "and" between names usually coordinates two individuals ("films
        with Tom Hanks and Meg Ryan"), a preposition relates them ("Berlin in Germany"), and a
        capitalised number word is usually a cardinal, so such
        a run is one name only when :attr:`titles` lists the whole run as a page of its own (not
        a redirect); the coordinated or counted parts stay readings. The run is a whole run of
        capitalised words with lower-case :data:`KNOWN_TITLE_CONNECTORS` between them, holding one
        that is not a :data:`TITLE_CONNECTORS` word or a capitalised closed-class word after its first;
        a run begun by the question's first word is also tried without it ("Did Harold and …")."""
        titles = self.titles
        if titles is None:
            return []
        out: list[Item] = []
        n = len(tokens)
        closed = self.grammar.lexicon
        i = 0
        while i < n:
            if not _title_word(tokens, i):
                i += 1
                continue
            j, split = i + 1, False
            while j < n and j - i < MAX_TITLE_WORDS:
                # one connector, or two ("Gone with the Wind", "Burnt by the Sun"), before a title word
                k = j
                while (k < n and k - j < 2 and tokens[k].kind == "word" and not tokens[k].capitalised
                       and tokens[k].lower in KNOWN_TITLE_CONNECTORS):
                    k += 1
                if k > j and _title_word(tokens, k):
                    split = split or any(t.lower not in TITLE_CONNECTORS for t in tokens[j:k])
                    j = k + 1
                elif _title_word(tokens, j):
                    j += 1
                else:
                    break
                # a capitalised number word or article inside ("The Three Dancers") is not a name
                split = split or (tokens[j - 1].lower, ) in closed
            if split and not _title_word(tokens, j):
                starts = (i, i + 1) if tokens[i].initial else (i,)
                for start in starts:
                    if j - start < 3:
                        continue  # "the Three": a cardinal and a name, never asked for as a page
                    carg = " ".join(t.form for t in tokens[start:j])
                    if titles.is_title(carg):
                        out.extend(self._make("title", {"carg": carg}, start, j, tokens, KNOWN_TITLE_WEIGHT))
                        break
            i = j
        return out

    @functools.lru_cache(maxsize=50000)
    def _common_multiword(self, joined: str) -> bool:
        # a class, not an individual ("Prime Minister" yes, "New York" no), and one the ERG
        # lexicalises too (its sense table has it); others stay compounds, as in the ERG
        lemmas = self._morph(joined, "n")
        return (bool(lemmas) and not wordnet_index().first_instance(lemmas[0], "n")
                and ("n", lemmas[0].replace("_", "+")) in self.senses.counts)

    @functools.lru_cache(maxsize=50000)
    def _class_multiword(self, joined: str) -> bool:
        lemmas = self._morph(joined, "n")
        return bool(lemmas) and not wordnet_index().first_instance(lemmas[0], "n")

    @functools.lru_cache(maxsize=50000)
    def _nominal(self, low: str) -> bool:
        """*low* can be a noun or an adjective (a part of a noun compound or an adjective + noun)."""
        return bool(self._morph(low, "n") or self._morph(low, "a"))

    def _open_cached(self, form: str) -> list[tuple[str, dict]]:
        got = self._open_cache.get(("o", form))
        if got is None:
            got = self._open_entries(form)
            self._open_cache[("o", form)] = got
        return [(k, dict(a)) for k, a in got]


def _stance_base(low: str) -> str:
    """The adjective a stance prefix is put on ("pro-european" → "european"), or ""."""
    m = re.fullmatch(r"(?:pro|anti)-([a-z]+)", low)
    return m.group(1) if m else ""


#: lower-case particles inside personal and place names ("Vincent van Gogh", "Vasco da Gama")
NAME_PARTICLES = frozenset("van von de da del della di du der den ten ter la le dos das bin ibn al el y".split())


#: lower-case function words inside an unquoted title ("Lawrence of Arabia", "Queens of the Stone
#: Age"); "and" and other prepositions are left out, since they join or relate two names more often
TITLE_CONNECTORS = frozenset({"of", "the"})
#: lower-case words inside a title that is one only when it is a known page name ("War and Peace", "Nobel
#: Prize in Physics", "All for Free"): between names they more often coordinate or relate two individuals
KNOWN_TITLE_CONNECTORS = TITLE_CONNECTORS | {"and", "in", "to", "for", "with", "on", "at", "from", "by"}
#: a known page name is ranked above the coordination or count it would otherwise be read as
KNOWN_TITLE_WEIGHT = 1.0
#: an unquoted title costs a little against its parts, which a following question word may need
TITLE_WEIGHT = 1.0
#: longest unquoted title, in words
MAX_TITLE_WORDS = 8


def _capitalised_word(tokens: list[Token], i: int) -> bool:
    return 0 <= i < len(tokens) and tokens[i].kind in ("word", "abbrev") and tokens[i].capitalised


def _punctuated(t: Token) -> bool:
    """*t* has a punctuation mark glued after it ("American," in "a settlement and American, of X"): inside a
    question that is a comma, semicolon or colon, a boundary no unquoted title has before its "of"
    ("Lawrence of Arabia"), though one may after its head ("Star Wars: Episode I")."""
    return t.pto > t.cto


def _title_word(tokens: list[Token], i: int) -> bool:
    """Token *i* is capitalised as a title word: every hyphenated part starts with a capital or a
    digit ("Spider-Man", "Apollo-11"), unlike a common noun spelled with a letter ("B-sides")."""
    return _capitalised_word(tokens, i) and all(
        not p or p[:1].isupper() or p[:1].isdigit() for p in tokens[i].form.split("-"))


#: words before a number or an ordinal that make it the noun phrase's own ("the 12th", "its 3rd")
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "my",
                          "our", "your", "whose", "which", "what"})


def _starts_name_run(tokens: list[Token], i: int) -> bool:
    """Token *i* (a number or an ordinal) begins a run of name words: a title word follows, directly or
    after a bracketed disambiguator, and no determiner or capitalised word comes before it."""
    nxt = _title_word(tokens, i + 1) or (i + 1 < len(tokens) and tokens[i + 1].kind == "paren"
                                          and _title_word(tokens, i + 2))
    before = tokens[i - 1] if i > 0 else None
    return nxt and before is not None and before.lower not in _DETERMINERS and not _capitalised_word(tokens, i - 1)


def _name_particle(tokens: list[Token], i: int) -> bool:
    """Token *i* is a name particle between two capitalised words."""
    return (0 < i < len(tokens) - 1 and tokens[i].kind == "word" and tokens[i].form in NAME_PARTICLES
            and _capitalised_word(tokens, i - 1) and _capitalised_word(tokens, i + 1))


def _ends_name_run(tokens: list[Token], i: int) -> bool:
    """Token *i* follows a capitalised word that is not the question's first word."""
    return _capitalised_word(tokens, i - 1) and not tokens[i - 1].initial


def _inside_name_run(tokens: list[Token], i: int) -> bool:
    """Token *i* is followed by another capitalised word (possibly across a name particle)."""
    return _capitalised_word(tokens, i + 1) or (_name_particle(tokens, i + 1) and _capitalised_word(tokens, i + 2))


def _verb_forms(form: str, lemma: str) -> list[str]:
    """Inflectional readings of a verb form: bse, pres (non-3sg), pres3 (3sg), past, psp, prp."""
    if form == lemma:
        out = ["bse", "pres"]
        if form.endswith("ed") or form in {"put", "set", "cut", "hit", "let", "read", "spread", "cast", "hurt", "shut", "cost", "run", "come", "become"}:
            out += ["past", "psp"] if form not in {"run", "come", "become"} else ["psp"]
        return out
    if form.endswith("ing"):
        return ["prp"]
    if form.endswith("s") and not form.endswith("ss") and (form[:-1] == lemma or form[:-2] == lemma or form[:-3] + "y" == lemma):
        return ["pres3"]
    if form.endswith("en") or form.endswith("wn") or form.endswith("ne"):
        return ["psp"]
    return ["past", "psp"]
