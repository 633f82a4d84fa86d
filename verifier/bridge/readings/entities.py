"""Entity readings: a name or a noun read as a KG individual or class by its label — among the query's
own IRIs, in the KG's labels, through DBpedia's redirects, or loosely (acronyms, synonyms, partial
names) — and the fresh constant of a name nothing labels.
"""

from __future__ import annotations

import re
from typing import Sequence
from urllib.parse import unquote

from ...kg.iri import expand
from ...kg.profile import redirect_namespace
from ...logic import Atom, Const, Eq, Forall, Implies, Var, conj, substitute
from ..context import NameContext, NameGroup
from ..labels import ChainLabels, LocalNameLabels, normalise
from ..model import Axiom
from ..names import best_matches, case_conflict
from ..options import _PAREN, Option, _looks_like_class, _looks_like_property, _typing_properties
from ..templates import Template
from ..weights import (W_FRESH, W_KG_LABEL, W_KG_LABEL_LEXICAL, W_NAME_MATCH, W_QUERY_LABEL, W_QUERY_LABEL_QUALIFIED,
                       W_REDIRECT)


class _EntityReadings:
    """The entity readings of :class:`~verifier.bridge.axioms.Bridge` (a mixin: labels, redirects and name synonyms
    through ``self``)."""

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
            from ...kg.dbpedia_names import default_names
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
        pages = {}
        namespace = redirect_namespace()  # the KG profile's page-title namespace (DBpedia's resources)
        for name in query_labels:
            full = expand(name)
            if namespace and full.startswith(namespace) and not _looks_like_property(name):
                pages[name] = unquote(full[len(namespace):])
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
                if _looks_like_property(name):
                    continue
                # "Columbia University" is not the page titled "Columbia university" (names.case_conflict)
                labs = [l for l in labs if case_conflict(t, _PAREN.sub("", l).strip()) is None]
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
                    if _looks_like_property(name):
                        continue
                    # a class the lexicon already interprets is not also an individual for that word
                    if lexical and self.lexicon.by_reference(name):
                        continue
                    found.setdefault(name, (w, f'KG label "{t}" of {name}'))
        return found

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
        return out

    def _entity_options(self, key, pred: str, text: str, word: str, template_variant: str,
                        extra_slots: dict, query_labels: dict[str, list[str]], lexical: bool,
                        names: "NameContext | None" = None) -> list[Option]:
        """Options that make the predicate denote one KG individual whose label is ``text``."""
        tmpl = self._entity_template(template_variant)
        if tmpl is None:
            return []
        out = []
        for name, (w, source) in self._entity_candidates(text, query_labels, lexical, names).items():
            slots = dict(extra_slots, **{"$pred": pred, "$c": Const(name)})
            ax_name, f = tmpl.instantiate(slots)
            ax = Axiom(ax_name, f, tmpl.family, source=source, word=word, kg_terms=(name,), weight=w)
            out.append(Option(key, (ax,), w))
        return out

    def _entity_template(self, variant: str) -> Template | None:
        return next((t for t in self.templates if t.family == "entity" and t.variant == variant), None)

    def _compound_name_options(self, key, group: "NameGroup", query_labels,
                               names: "NameContext | None" = None) -> list[Option]:
        """A multiword name ("Golden Gate Bridge": named atoms joined by compound) as one individual.

        Two axioms keep this in the decidable fragment: a universal one that identifies any
        individual so named with the KG term, and ground facts that name the KG term so (with fresh
        witnesses for the modifiers), which the query-to-question direction needs.
        """
        found = self._entity_candidates(group.text, query_labels, lexical=False, names=names)
        fresh = not found
        if fresh:
            found = {"?" + re.sub(r"\s+", "_", group.text.strip()):
                     (W_FRESH, f'no KG term is labelled "{group.text}": a fresh individual')}
        out = []
        for name, (w, source) in found.items():
            c = Const(name)
            body = []
            facts = []
            witness = {group.head: c}
            for v in group.order:
                if v != group.head:
                    witness[v] = Const(f"?{name.lstrip('?')}#{group.carg[v].name}")
            for v in group.order:
                body.append(Atom(group.preds[v], (v, group.carg[v])))
                facts.append(Atom(group.preds[v], (witness[v], group.carg[v])))
            for h, m in group.edges:
                body.append(Atom("compound", (h, m)))
                facts.append(Atom("compound", (witness[h], witness[m])))
            renamed = {v: Var(f"x{i}") for i, v in enumerate(group.order)}
            rule = Forall(tuple(renamed[v] for v in group.order),
                          Implies(conj([substitute(b, renamed) for b in body]), Eq(renamed[group.head], c)))
            label = f"named({group.text})={name}"
            axs = (Axiom(f"entity:{label}", rule, "entity", source=source, word=group.text,
                         kg_terms=() if fresh else (name,), weight=w),
                   Axiom(f"entity:{label}#facts", conj(facts), "entity", source=source, word=group.text,
                         kg_terms=() if fresh else (name,), weight=w))
            out.append(Option(key, axs, w, frozenset(group.atoms)))
        return out

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
            for name in query_iris:
                for e in self.lexicon.by_reference(name):
                    query_labels[name] = list(dict.fromkeys(query_labels[name] + [e.lemma]))
        return query_labels
