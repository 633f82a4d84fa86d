"""What the readings read besides the question and the query: WordNet, tables, templates.

One policy for what is unavailable: WordNet is optional, so :func:`wordnet` answers None when it is not
installed (or fails to open) and each reading then does without it; a table or template the package
ships is not optional, so a missing one raises (:mod:`verifier.bridge.tables`). Everything is loaded on
first use, never at import time.

>>> wn = wordnet()
>>> wn is None or bool(wn.synsets("climb", "v"))
True
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any, Sequence

from ..kg.profile import declared_domains, declared_ranges, is_category, page_title, role
from ..logic import Const
from . import tables
from .containment import load_containment_table
from .context import NameContext
from .frames import _agent_noun
from .labels import ChainLabels, LabelSource, LocalNameLabels, normalise
from .lexicon import LexicalEntry, Lexicon
from .names import best_matches, case_conflict, pertained_individuals
from .options import _PAREN, _const, _looks_like_class, _looks_like_property, _typing_properties
from .tables import load_inverse_properties, load_superclasses, load_symmetric_properties, load_work_makers
from .templates import Template, load_templates
from .weights import W_KG_LABEL, W_KG_LABEL_LEXICAL, W_NAME_MATCH, W_QUERY_LABEL, W_QUERY_LABEL_QUALIFIED, W_REDIRECT

#: the senses of a verb whose derived nouns may name its happening (WordNet's order), and the lexicographer
#: files of such nouns (not the agent, noun.person; not a quality, noun.attribute)
_EVENT_SENSES = 4
_EVENT_LEXNAMES = frozenset({"noun.event", "noun.act", "noun.process", "noun.time"})
#: WordNet's files of the nouns that name a happening itself (not its time)
_HAPPENING_FILES = frozenset({"noun.event", "noun.act", "noun.process"})
#: WordNet's files of the nouns that name a field of work: a branch of knowledge, an activity
_FIELD_LEXNAMES = frozenset({"noun.cognition", "noun.act"})
#: WordNet's files that sort a noun into a kind no other of them overlaps (a person is no place, no time)
_GROUP_FILES = {"noun.person": "person", "noun.location": "place", "noun.time": "time", "noun.group": "group"}
#: WordNet's files of the nouns that name a kind of thing (not an event, a time, a state or an attribute)
_THING_LEXNAMES = frozenset({"noun.object", "noun.artifact", "noun.location", "noun.group", "noun.person",
                             "noun.animal", "noun.plant", "noun.substance", "noun.food", "noun.body"})

__all__ = ["Resources", "wordnet", "templates", "tables"]


def wordnet() -> Any | None:
    """The WordNet corpus reader, or None when WordNet is not installed or cannot be opened."""
    try:
        from .wordnet import load_wordnet, wordnet_available
        if not wordnet_available():
            return None
        return load_wordnet()
    except Exception:  # WordNet is optional: a missing or damaged install reads as no WordNet
        return None


def templates(directory=None) -> list[Template]:
    """The bridging templates of ``axiom_templates/`` (or ``directory``)."""
    return load_templates(directory)


class Resources:
    """What every reading reads besides the question and the query, held once per bridge: the lexicon, the
    KG's labels (and DBpedia's redirects), the templates, the tables of the templates directory (each read
    on first use, :meth:`_table`), and WordNet (its sense ranker loaded on the first word that needs it;
    without WordNet each helper answers empty). A reading is a function ``(…, res)`` that reaches these
    through ``res``; :class:`~verifier.bridge.axioms.Bridge` is a ``Resources`` with the orchestration.

    * ``lexicon``: a :class:`~verifier.bridge.lexicon.Lexicon` (or None);
    * ``labels``: a :class:`~verifier.bridge.labels.LabelSource` for the KG (or None: then only the
      query IRIs' local names are consulted);
    * ``templates_dir``: directory of ``*.tmpl`` files (default: the project's ``axiom_templates/``);
    * ``max_sets``: the most alternative sets :meth:`~verifier.bridge.axioms.Bridge.axiom_sets` returns;
    * ``synonyms``: when a word has no entry, no label and no query IRI, try the synonyms of its
      first WordNet sense (:mod:`verifier.bridge.senses`; WordNet loads on the first such word,
      and this step is skipped when WordNet is not installed). Or a callable ``(lemma, pos) → words``.
    """

    def __init__(self, lexicon: Lexicon | None = None, labels: LabelSource | None = None,
                 templates_dir: str | Path | None = None, max_sets: int = 8, synonyms=True,
                 redirects="auto") -> None:
        self.lexicon = lexicon if lexicon is not None else Lexicon()
        self.labels = labels
        # DBpedia's redirects (anything with ``is_redirect(name, title)``, e.g.
        # :class:`verifier.kg.dbpedia_names.DbpediaNames`); "auto": the installed index, if any,
        # looked for when a query first names a DBpedia resource
        self._redirects = redirects
        self.templates: list[Template] = load_templates(templates_dir)
        self._templates_dir = templates_dir
        self.max_sets = max_sets
        self._core = {t.predicate: t for t in self.templates if t.family == "core" and t.predicate}
        self._synonyms = synonyms
        self._ranker = None
        self._name_synonyms: dict[str, list[str]] = {}
        self._event_nouns: dict[str, tuple[str, ...]] = {}
        self._happening_nouns: dict[str, tuple[str, ...]] = {}
        self._tables: dict = {}  # the tables of the templates directory, each read on first use (_table)

    def _table(self, load, *args: str):
        """``load(*args, templates_dir)``, one of the readers of the templates directory's tables, read
        once per bridge."""
        key = (load, args)
        if key not in self._tables:
            self._tables[key] = load(*args, self._templates_dir)
        return self._tables[key]

    def synonyms_of(self, lemma: str, pos: str) -> list[str]:
        """WordNet synonyms of ``lemma`` (ERG pos letter) in its first sense; [] when unavailable."""
        if not self._synonyms or pos not in ("n", "v", "a"):
            return []
        if callable(self._synonyms):
            return list(self._synonyms(lemma, pos))
        ranker = self._senses()
        if ranker is None:
            return []
        try:
            return ranker.synonyms(lemma, pos, top=1)
        except Exception:  # a lemma WordNet does not know, or a damaged install: no synonyms
            return []

    def _senses(self):
        """The WordNet sense ranker, loaded on first use; None when WordNet is off or not installed."""
        if self._ranker is None:
            if not self._synonyms or callable(self._synonyms):
                return None
            try:
                from .senses import SenseRanker
                from .wordnet import wordnet_available
            except ImportError:
                self._synonyms = False
                return None
            if not wordnet_available():
                self._synonyms = False
                return None
            self._ranker = SenseRanker()
        return self._ranker

    def derived_nouns(self, lemma: str) -> list[str]:
        """The nouns WordNet derives from the verb ``lemma`` that name what it brings about or involves,
        not its agent ("produce" → "product", not "producer"): "X Vs Y" is then "Y is X's N"."""
        ranker = self._senses()
        if ranker is None:
            return []
        try:
            related = ranker.derived_nouns(lemma, "v")
        except Exception:  # a lemma WordNet does not know
            return []
        # WordNet files some agent nouns under artifacts ("producer": something that produces): an
        # -er/-or noun grown from the verb names its agent, whose property runs the other way
        return [r.word for r in related if r.relation == "derived" and not _agent_noun(r.word, lemma)]

    def event_nouns(self, lemma: str) -> tuple[str, ...]:
        """The nouns WordNet derives from the verb, or from a synonym of it in one of its first senses,
        that name the happening itself (WordNet files them under events, acts, processes and times):
        "die" → "death", "bury" → "burial", "bear" → "birth" (from "birth", a synonym in the sense of
        giving birth). A property named after one of them ("deathPlace", "burialPlace", "birthDate") is
        named after the verb as much as "launchSite" is after "launch"; () without WordNet."""
        if lemma in self._event_nouns:
            return self._event_nouns[lemma]
        out: list[str] = []
        try:
            for _, rel in self._sense_derivations(lemma):
                if rel.synset().lexname() in _EVENT_LEXNAMES and rel.name().lower() not in out:
                    out.append(rel.name().lower())
        except Exception:  # a damaged install or an odd form: none
            out = []
        self._event_nouns[lemma] = tuple(out)
        return self._event_nouns[lemma]

    def _sense_derivations(self, lemma: str):
        """(verb sense, derived lemma) for each form WordNet derives from a lemma of one of the verb's first
        senses (:data:`_EVENT_SENSES`): what :meth:`event_nouns` and :meth:`happening_nouns` choose from."""
        for synset in self._synsets(lemma.replace(" ", "_"), "v")[:_EVENT_SENSES]:
            for lem in synset.lemmas():
                for rel in lem.derivationally_related_forms():
                    yield synset, rel

    def happening_nouns(self, lemma: str) -> tuple[str, ...]:
        """The nouns WordNet files as events (``noun.event``) that it derives from one of the verb's first senses,
        where that sense is neither a motion nor a state (``verb.motion``, ``verb.stative``): the verb then says
        that something happens to its subject ("die" → "death", "be born" → "birth", "bury" → "burial"), and a
        place or time on the verb is that happening's, not where its subject is. A verb of motion or of state
        is where its subject is ("live in", "flow through": () though "flow" derives "flux"); a verb that says
        only that its subject takes place ("happen", "occur": its noun sits right below WordNet's top, the
        happening in general) has the subject as the happening itself, so () too.

        >>> from verifier.bridge import Bridge
        >>> b = Bridge(lexicon=None)
        >>> b.happening_nouns("die")[:1], b.happening_nouns("live"), b.happening_nouns("flow"), b.happening_nouns("occur")
        (('death',), (), (), ())
        """
        if lemma in self._happening_nouns:
            return self._happening_nouns[lemma]
        out: list[str] = []
        whole = False
        form = lemma.replace(" ", "_").lower()
        try:
            for synset, rel in self._sense_derivations(lemma):
                noun = rel.synset()
                if (synset.lexname() in ("verb.motion", "verb.stative") or noun.lexname() != "noun.event"
                        or form not in (n.lower() for n in synset.lemma_names())):
                    continue
                if any(h.lexname() == "noun.Tops" for h in noun.hypernyms()):
                    whole = True
                elif rel.name().lower() not in out:
                    out.append(rel.name().lower())
        except Exception:  # a damaged install or an odd form: none
            out = []
        self._happening_nouns[lemma] = () if whole else tuple(out)
        return self._happening_nouns[lemma]

    def trade_fields(self, lemma: str) -> tuple[str, ...]:
        """The fields a person noun names the practitioner of: the nouns WordNet derives from the noun's
        first sense, where that sense is a person and the derived noun a branch of knowledge or an
        activity ("oceanographer" → "oceanography", "chemist" → "chemistry", "journalist" →
        "journalism"); () for a noun that is no person's trade ("writer" derives no noun) or without
        WordNet. A KG may state a person's occupation as the field (``dbo:occupation dbr:Chemistry``)."""
        out: list[str] = []
        for synset in self._synsets(lemma.replace(" ", "_"), "n")[:1]:
            if synset.lexname() != "noun.person":
                continue
            for lem in synset.lemmas():
                if lem.name().lower() != lemma.lower().replace(" ", "_"):
                    continue
                for rel in lem.derivationally_related_forms():
                    word = rel.name().lower().replace("_", " ")
                    if rel.synset().lexname() in _FIELD_LEXNAMES and word not in out:
                        out.append(word)
        return tuple(out)

    def _first_noun_file(self, word: str) -> str:
        """WordNet's file (lexname) of the noun or name's first sense ("noun.person"); "" for none."""
        return next((s.lexname() for s in self._synsets(word.strip().replace(" ", "_"), "n")[:1]), "")

    def happening_noun(self, word: str) -> bool:
        """Does the noun's first WordNet sense name a happening (an event, an act, a process: "death", "burial",
        not "location", whose second sense is the act of locating)? A property named with one ("deathPlace") says
        which happening its value belongs to. False without WordNet or for a word it lacks."""
        return any(s.lexname() in _HAPPENING_FILES for s in self._synsets(word.strip().replace(" ", "_"), "n")[:1])

    def noun_group(self, word: str) -> str:
        """The sort of thing the noun or name's first WordNet sense is, where WordNet's files keep sorts apart:
        "person", "place", "time" or "group" ("director" a person, "Paris" a place, "league" a group); "" for any
        other or an unknown word. Two different sorts cannot be one thing."""
        return _GROUP_FILES.get(self._first_noun_file(word), "")

    def people_in_general(self, word: str) -> bool:
        """Does the noun's first WordNet sense stand for human beings in general: the synset of *person*
        ("persons", "someone", "individuals") or its collective, the synset of *people*?
        A noun below them says who ("cooks", "natives", "citizens"); these say only that someone does it.
        False without WordNet."""
        first = self._synsets(word.strip().replace(" ", "_"), "n")[:1]
        if not first:
            return False
        return bool({"person", "people"} & set(first[0].lemma_names()))

    def thing_kind(self, word: str) -> bool:
        """Does the noun's first WordNet sense name a kind of thing: an object, an artifact, a place, a group, a
        person, a living thing or a stuff ("river", "ship", "band"), not a happening, a time or a quality
        ("birth", "stage")? False without WordNet."""
        return self._first_noun_file(word) in _THING_LEXNAMES

    def instance_kind(self, name: str, kinds: Sequence[str]) -> str:
        """The first of ``kinds`` (nouns, ``_`` between words) that WordNet lists a named thing as an instance
        of, directly or through the kinds above that one ("Australia": an instance of *country*; "Danube": of
        *river*, hence of *stream*), or "" when it lists none or has no such name. Any sense of the name counts:
        the KG's thing is one of them, and these facts only ever say what a named thing already is."""
        wanted = {k.lower() for k in kinds}
        for synset in self._synsets(name.strip().replace(" ", "_"), "n"):
            for top in synset.instance_hypernyms():
                for path in top.hypernym_paths():
                    for h in path:
                        found = next((n.lower() for n in h.lemma_names() if n.lower() in wanted), None)
                        if found:
                            return found
        return ""

    def _wordnet(self):
        """The WordNet reader behind :meth:`synonyms_of`, or None: no synonyms wanted, a stand-in
        function instead of WordNet, or WordNet not installed."""
        ranker = self._senses()
        return ranker.wordnet if ranker is not None else None

    def _synsets(self, form: str, pos: str) -> list:
        """WordNet's synsets of ``form`` (its spelling as WordNet keys it) for ``pos``; [] without WordNet
        (off, a stand-in function, not installed) or for a form it cannot read (a damaged install)."""
        try:
            wn = self._wordnet()
            return list(wn.synsets(form, pos)) if wn is not None else []
        except Exception:  # a damaged install or an odd form: no senses
            return []

    def denotes_person(self, lemma: str) -> bool:
        """Is the first WordNet sense of the noun a kind of person ("president", "king")? False
        without WordNet."""
        try:
            wn = self._wordnet()
            senses = wn.synsets(lemma.replace(" ", "_"), "n") if wn is not None else []
            if not senses:
                return False
            person = wn.synset("person.n.01")
            return any(person in path for path in senses[0].hypernym_paths())
        except Exception:
            return False

    def hypernym_words(self, lemma: str) -> frozenset[str]:
        """The words of what WordNet makes a noun a kind of, within a few steps, in its first two senses
        ("hockey": "sport", "athletic game", …; "jazz": "music genre", "genre", …); {} without WordNet.
        The most general nodes ("entity", "act") are too far to count."""
        return _hypernym_words(self._wordnet(), lemma)

    def head_synonyms(self, lemma: str) -> list[str]:
        """The other words of the first WordNet noun sense of ``lemma`` ("racer" → "race driver",
        "automobile driver"); [] without WordNet. Only the first sense: a class label's head noun is
        read in its ordinary meaning."""
        senses = self._synsets(lemma.replace(" ", "_"), "n")
        if not senses:
            return []
        return [w.replace("_", " ") for w in senses[0].lemma_names() if w.lower() != lemma.lower()]

    def containment_table(self):
        """The rows of ``containment.table`` in this bridge's templates directory."""
        return self._table(load_containment_table)

    def individual_kind_properties(self) -> frozenset[str]:
        """The properties whose value is a page naming the kind of their subject (the KG profiles'
        ``kind_individual`` role: DBpedia's ``dbo:type``)."""
        return role("kind_individual")

    def work_makers(self) -> tuple[frozenset[str], tuple[str, ...]]:
        """The work classes and maker properties of ``work_makers.table`` in this bridge's templates directory."""
        return self._table(load_work_makers)

    def name_properties(self) -> frozenset[str]:
        """The properties whose values are names of their subject (the KG profiles' ``name`` role)."""
        return role("name")

    def symmetric_properties(self) -> frozenset[str]:
        """The properties of ``symmetric_properties.table`` in this bridge's templates directory."""
        return self._table(load_symmetric_properties)

    def inverse_properties(self) -> tuple[tuple[str, str], ...]:
        """The pairs of ``inverse_properties.table`` in this bridge's templates directory."""
        return self._table(load_inverse_properties)

    def superclasses(self) -> dict[str, tuple[str, ...]]:
        """The wider classes of ``class_hierarchy.table`` in this bridge's templates directory."""
        return self._table(load_superclasses)

    def property_ranges(self) -> dict[str, str]:
        """The ranges the KG's ontology declares for its properties (the KG profiles' ``declared_ranges``)."""
        return declared_ranges()

    def property_domains(self) -> dict[str, str]:
        """The domains the KG's ontology declares for its properties (the KG profiles' ``declared_domains``)."""
        return declared_domains()

    def _entity_candidates(self, text: str, query_labels: dict[str, list[str]], lexical: bool,
                           names: "NameContext | None" = None) -> dict[str, tuple[float, str]]:
        """KG individuals whose label is ``text``: name → (weight, source).

        ``names``: given for proper names, which may then also match loosely
        (:func:`_fuzzy_name_candidates`) when no label is the name itself."""
        found = self._exact_entity_candidates(text, query_labels, lexical)
        if names is not None and not any(w >= W_QUERY_LABEL_QUALIFIED for w, _ in found.values()):
            # DBpedia's own alternative names come before guessing at loose matches
            redirected = self._redirect_candidates(text, query_labels)
            if redirected:
                return redirected
            fuzzy = self._fuzzy_name_candidates(text, query_labels, names)
            if fuzzy:
                return fuzzy
        return found

    @property
    def redirects(self):
        """DBpedia's redirects, or None (see ``redirects`` of the constructor)."""
        if self._redirects == "auto":
            from ..kg.dbpedia_names import default_names
            self._redirects = default_names()
        return self._redirects

    def _redirect_candidates(self, text: str, query_labels: dict[str, list[str]]
                             ) -> dict[str, tuple[float, str]]:
        """Query resources of DBpedia that the name redirects to: a redirect is DBpedia's record that
        the name ("Liz Taylor", "Red Sox") is another name of the page (``dbr:Elizabeth_Taylor``,
        ``dbr:Boston_Red_Sox``), so it counts as a label of the page's resource.

        A name redirected to a page the query does not name still matches loosely as before: the
        package's redirects are older than some DBpedia releases ("Lego Movie" → Brickfilm,
        "Prince William" → Prince_William_of_Wales), so they say what a name is, not what it is not."""
        # the query's terms in the KG profile's page-title namespace (DBpedia's resources), by their titles
        pages = {name: title for name in query_labels if not _looks_like_property(name) and (title := page_title(name))}
        if not pages or self.redirects is None:
            return {}
        found: dict[str, tuple[float, str]] = {}
        texts = list(dict.fromkeys([text, re.sub(r"^(the|a|an)\s+", "", text, flags=re.I)]))
        for name, title in pages.items():
            t = next((t for t in texts if self.redirects.is_redirect(t, title)), None)
            if t is not None:
                found[name] = (W_REDIRECT, f'DBpedia redirect "{t}" → {name}')
        return found

    def _exact_entity_candidates(self, text: str, query_labels: dict[str, list[str]], lexical: bool
                                 ) -> dict[str, tuple[float, str]]:
        found: dict[str, tuple[float, str]] = {}
        texts = [text]
        bare = re.sub(r"^(the|a|an)\s+", "", text, flags=re.I)
        if bare != text:
            texts.append(bare)  # "the_Philippines" → also "Philippines"
        for t in texts:
            target = normalise(t)
            for name, labs in query_labels.items():
                if _looks_like_property(name) or is_category(name):
                    # a category of pages ("Eating disorders") is no individual a phrase names: the
                    # phrase is read as its members (readings/named.py, read_category)
                    continue
                # "Columbia University" is not the page titled "Columbia university" (names.case_conflict)
                labs = [l for l in labs if case_conflict(t, _PAREN.sub("", l).strip()) is None]
                if lexical and self._names_class(name, target):
                    continue
                if any(normalise(l) == target for l in labs):
                    found.setdefault(name, (W_QUERY_LABEL, f'query IRI {name} labelled "{t}"'))
                elif any(normalise(_PAREN.sub("", l)) == target for l in labs):
                    # DBpedia's disambiguated names: "Titanic (1997 film)" for "Titanic"
                    lab = next(l for l in labs if normalise(_PAREN.sub("", l)) == target)
                    found.setdefault(name, (W_QUERY_LABEL_QUALIFIED, f'query IRI {name} labelled "{lab}"'))
        if self.labels is not None:
            w = W_KG_LABEL_LEXICAL if lexical else W_KG_LABEL
            for t in texts:
                for name in self.labels.lookup(t):
                    if _looks_like_property(name) or is_category(name):
                        continue
                    # a class the lexicon already interprets is not also an individual for that word
                    if lexical and self.lexicon.by_reference(name):
                        continue
                    found.setdefault(name, (w, f'KG label "{t}" of {name}'))
        return found

    def _names_class(self, name: str, target: str) -> bool:
        """Whether a lexicon entry of the word (normalised ``target``) reads it as the class ``name``
        (``wdt:P31`` with that value): the word is then that class, not the class as an individual
        ("cities" is every ``P31 wd:Q515``, not ``wd:Q515`` itself, though the query names ``wd:Q515``
        "city")."""
        return any(e.value == name and any(normalise(f) == target for f in (e.lemma, *e.forms))
                   for e in self.lexicon.by_reference(name))

    def name_synonyms(self, text: str) -> list[str]:
        """WordNet synonyms of a proper name in all its noun senses ("USA" → "United States",
        "JFK" → "John Fitzgerald Kennedy"); [] without WordNet."""
        if not self._synonyms or callable(self._synonyms):
            return list(self._synonyms(text, "name")) if callable(self._synonyms) else []
        if text in self._name_synonyms:
            return self._name_synonyms[text]
        out: list[str] = []
        try:
            wn = self._wordnet()
            if wn is not None:
                for form in dict.fromkeys((text, text.replace(".", ""))):
                    for syn in wn.synsets(form.replace(" ", "_"), "n"):
                        for lemma in syn.lemma_names():
                            w = lemma.replace("_", " ")
                            if w not in out and w.lower() != text.lower():
                                out.append(w)
        except Exception:  # a damaged install or an odd form: no synonyms
            out = []
        self._name_synonyms[text] = out
        return out

    def _fuzzy_name_candidates(self, text: str, query_labels: dict[str, list[str]],
                               names: "NameContext") -> dict[str, tuple[float, str]]:
        """Query individuals a proper name matches loosely (:mod:`verifier.bridge.names`): the best
        tier only, and at the loose tiers only when one individual matches. Then KG labels of the
        name's WordNet synonyms."""
        synonyms = self.name_synonyms(text)
        individuals = {n: labs for n, labs in query_labels.items()
                       if not _looks_like_property(n) and not _looks_like_class(n)}
        others = [w for w in names.words if normalise(w) not in normalise(text).split()]
        found = best_matches(text, individuals, others, synonyms)
        out = {n: (W_NAME_MATCH[m.tier], f"query IRI {n}: {m.how}") for n, m in found.items()}
        if not out and self.labels is not None:
            for syn in synonyms:
                hits = [h for h in self.labels.lookup(syn) if not _looks_like_property(h)]
                if len(hits) == 1:
                    out[hits[0]] = (W_NAME_MATCH["synonym"] * W_KG_LABEL,
                                    f'KG label "{syn}" (a WordNet synonym of "{text}") of {hits[0]}')
                    break
        return out or pertained_individuals(text, self.pertainyms(text), individuals)

    def _entity_template(self, variant: str) -> Template | None:
        return next((t for t in self.templates if t.family == "entity" and t.variant == variant), None)

    def _kg_property_labels(self, query_iris: Sequence[str]) -> dict[str, list[str]]:
        """The KG's own labels (or local names) of the query's properties, not the typing ones, without
        the lexicon's forms for them."""
        return {n: labs for n, labs in self._query_labels(query_iris, lexical=False).items()
                if _looks_like_property(n) and n not in _typing_properties()}

    def _query_labels(self, query_iris: Sequence[str], lexical: bool = True) -> dict[str, list[str]]:
        """The labels of the query IRIs: the KG's (or their local names) and, with ``lexical``, the
        forms of the lexicon entries that refer to them."""
        query_labels: dict[str, list[str]] = {}
        if query_iris:
            src = ChainLabels(self.labels, LocalNameLabels()) if self.labels is not None else LocalNameLabels()
            query_labels = src.labels(query_iris)  # one batched request
            if not lexical:
                return query_labels
            # lexicon forms of the entries that refer to a query IRI count as its labels too
            # (each IRI's labels then its entries' lemmas, each once: one pass, not one copy per entry —
            # rdf:type is the reference of thousands of class entries)
            for name in query_iris:
                lemmas = self.lexicon.reference_lemmas(name)
                if lemmas:
                    query_labels[name] = list(dict.fromkeys([*query_labels[name], *lemmas]))
        return query_labels

    def kind_value_properties(self) -> frozenset[str]:
        """The properties whose value says what their subject is by trade (the KG profiles'
        ``kind_value`` role: an occupation, a profession)."""
        return role("kind_value")

    def _templates_for(self, entry: LexicalEntry, arity: int, event: bool, event_shape: str = "",
                       linked: bool = False, shape: str = "") -> list[Template]:
        """The templates that fit ``entry`` (its frame, kind, direction and markers) in a predicate of
        this shape, in the templates' order. Kept per those values (a new list each call): the scan of
        every template was asked again for each entry of each word of each check."""
        memo = self.__dict__.setdefault("_templates_memo", {})
        key = (entry.frame, entry.kind, entry.direction, tuple(entry.markers), arity, event, event_shape, linked,
               shape)
        found = memo.get(key)
        if found is None:
            found = memo[key] = tuple(self._scan_templates(entry, arity, event, event_shape, linked, shape))
        return list(found)

    def _scan_templates(self, entry: LexicalEntry, arity: int, event: bool, event_shape: str, linked: bool,
                        shape: str) -> list[Template]:
        """:meth:`_templates_for`'s scan of every template."""
        out = []
        for t in self.templates:
            if t.shape != shape:
                continue
            if entry.frame not in t.frames:
                continue
            if t.kind and t.kind != entry.kind:
                continue
            if t.direction and t.direction != entry.direction:
                continue
            if t.event and not (event and t.event_shape == event_shape):
                continue
            if not t.event and event:
                continue
            if t.links and not linked:
                continue
            if t.arity is not None and t.arity != arity:
                continue
            if t.marker and t.marker not in entry.markers:
                continue
            out.append(t)
        return out

    @staticmethod
    def _slots(entry: LexicalEntry) -> dict:
        slots: dict = {}
        if entry.reference:
            slots["$P"] = entry.reference
            slots["$C"] = Const(entry.reference)
        if entry.value:
            slots["$v"] = _const(entry.value)
        return slots

    def pertainyms(self, lemma: str) -> list[str]:
        """The nouns WordNet says the adjective pertains to ("Swiss" → "Switzerland"); [] without WordNet."""
        ranker = self._senses()
        if ranker is None:
            return []
        try:
            return ranker.pertainyms(lemma)
        except Exception:  # a lemma WordNet does not know
            return []

    def member_groups(self, lemma: str) -> list[str]:
        """The groups the first WordNet sense of the noun is a member of, by their names (its member
        holonyms: "democrat" → "Democratic Party", "king" → "royalty"); [] without WordNet. The first
        sense only: "queen" is first the insect of a colony, and no further sense is guessed at."""
        senses = self._synsets(lemma.replace(" ", "_"), "n")
        if not senses:
            return []
        return list(dict.fromkeys(n.replace("_", " ") for h in senses[0].member_holonyms() for n in h.lemma_names()))


@functools.lru_cache(maxsize=4096)
def _hypernym_words(wordnet, lemma: str, senses: int = 2, depth: int = 5) -> frozenset[str]:
    if wordnet is None:
        return frozenset()
    try:
        synsets = wordnet.synsets(lemma.replace(" ", "_"), "n")[:senses]
    except Exception:
        return frozenset()
    out: set[str] = set()
    frontier = list(synsets)
    for _ in range(depth):
        frontier = [h for s in frontier for h in s.hypernyms() + s.instance_hypernyms()]
        out |= {n.lower().replace("_", " ") for s in frontier for n in s.lemma_names()}
    return frozenset(out)
