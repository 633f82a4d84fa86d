"""Tokenising a question: words with character spans, quoted titles kept whole."""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Token", "tokenize"]


@dataclass(frozen=True)
class Token:
    """One token: its surface ``form``, character span, and ``kind``.

    ``kind`` is ``word``, ``number`` (digits, decimals, ordinals like 2nd stay words), ``date`` (an ISO
    calendar date, 1968-08-26), ``span`` (two years joined by a dash, 2007–08: a name word, as in a
    season's page title),
    ``title`` (a quoted span, quotes removed), ``abbrev`` (``U.S.``), ``clitic`` (``'s``, ``n't``) or
    ``paren`` (a bracketed span right after a capitalised word or a number, brackets kept: the
    disambiguator of a name, "Mercury (planet)", which belongs to the name as its page title has it).
    An empty ``title`` stands where a generated question left a name out after a preposition
    (:func:`_gaps`).
    ``initial`` marks the first token, whose capital letter says nothing about names.
    """

    form: str
    cfrom: int
    cto: int
    kind: str = "word"
    initial: bool = False
    #: end offset including punctuation glued to the token ("Giza?" → after the "?")
    pto: int = -1

    @property
    def lower(self) -> str:
        return self.form.lower()

    @property
    def capitalised(self) -> bool:
        return self.form[:1].isupper() or (self.kind == "word" and any(c.isupper() for c in self.form[1:]))


_TOKEN = re.compile(
    r"""
    (?P<title>"[^"]+"|“[^”]+”)                       # quoted titles
  | (?P<paren>\([^()]+\))                              # (band), (American politician, born 1879)
  | (?P<abbrev>(?:[A-Za-z]\.){2,})                     # U.S., D.C.
  | (?P<span>\d{4}[–-]\d{2}(?:\d{2})?(?![\w\-/]))         # 2007–08, 1914-1918 (a season's or a war's years)
  | (?P<date>\d{4}-\d{2}-\d{2}(?![\w\-/]))              # 1968-08-26 (ISO 8601 calendar date)
  | (?P<number>[-+]?\d[\d,]*(?:\.\d+)?(?![\w/]))       # 1836, 0.07, 1,000
  | (?P<clitic>'s\b|’s\b|n't\b|'re\b|'ve\b|'m\b|'d\b|'ll\b|'(?=\s|$))
  | (?P<word>[\w][\w\-/&.+']*[\w+]|[\w])               # words, g/kg, AC/DC, pro-European
  | (?P<punct>[^\w\s])
    """,
    re.VERBOSE,
)

_GLUED_PUNCT = set("?.!,;:\")”'")

#: prepositions whose object a generated question may leave empty ("the professional in  and …")
_GAP_PREPOSITIONS = frozenset("of in with at on as to by for from".split())
#: after such a preposition: a second space before a conjunction or a comma ("… in  and …"), or a space and
#: the closing full stop ("… of ."); a second space before a word is a typing slip ("the mayor of  Berlin"),
#: and a question mark is left out, since a stranded preposition ends many a question so ("Who is she married
#: to ?")
_GAP = re.compile(r"\s(?:\s+(?=(?:and|or|nor)\b|[,;])|(?=\.\s*$))")


def _gaps(text: str, tokens: list[Token]) -> list[Token]:
    """*tokens* with an empty ``title`` token where the question leaves a name out after a preposition.

    Questions generated from a knowledge graph name an entity whose label is empty by nothing at all:
    "Give me the writer of  and director of Zorba." (two spaces), "… the painter of ." The name is
    there, spelled as the empty string, and a query may ask for it as such (``?x dbp:writer ""@en``);
    read as words, the dangling preposition leaves no analysis. A tidy question keeps one space
    between words and none before its full stop, so nothing else is read so; a doubled space before a
    word is a slip of typing, not a gap:

        >>> [t.form for t in tokenize("Who is the mayor of  Lowmere?")]
        ['Who', 'is', 'the', 'mayor', 'of', 'Lowmere']

        >>> [t.form for t in tokenize("Give me the writer of  and director of Zorba.")]
        ['Give', 'me', 'the', 'writer', 'of', '', 'and', 'director', 'of', 'Zorba']
    """
    out: list[Token] = []
    for i, t in enumerate(tokens):
        out.append(t)
        if t.kind == "word" and t.lower in _GAP_PREPOSITIONS and t.pto == t.cto and (
                i + 1 == len(tokens) or tokens[i + 1].kind != "title") and _GAP.match(text, t.cto):
            out.append(Token("", t.cto + 1, t.cto + 1, "title"))
    return out


def _name_end(t: Token) -> bool:
    """A token a name's bracketed disambiguator may follow: a capitalised word, a number, a title."""
    return t.kind in ("title", "number", "abbrev") or (t.kind == "word" and t.form[:1].isupper())


def tokenize(text: str) -> list[Token]:
    """Split *text* into tokens; sentence punctuation and commas are dropped."""
    out: list[Token] = []
    # typographic apostrophes are apostrophes (same length, so offsets stay right)
    text = text.replace("\u2019", "'")
    matches = list(_TOKEN.finditer(text))
    k = 0
    while k < len(matches):
        m = matches[k]
        k += 1
        kind = m.lastgroup
        form = m.group()
        start, end = m.span()
        if kind == "punct":
            continue
        if kind == "paren" and not (out and start > out[-1].cto and _name_end(out[-1])):
            # brackets elsewhere are punctuation: what they hold is read as words
            matches[k:k] = list(_TOKEN.finditer(text, start + 1, end - 1))
            continue
        if kind == "title":
            form, start, end = form[1:-1].strip(), start + 1, end - 1
        if kind == "word":
            # a trailing "'s" glued by the word pattern ("Obama's") becomes a clitic
            low = form.lower()
            if low.endswith("'s") and len(form) > 2:
                out.append(Token(form[:-2], start, end - 2, "word"))
                out.append(Token(form[-2:], end - 2, end, "clitic"))
                continue
            if low.endswith("n't") and len(form) > 3:
                out.append(Token(form[:-3], start, end - 3, "word"))
                out.append(Token(form[-3:], end - 3, end, "clitic"))
                continue
            if form.endswith("."):
                form, end = form.rstrip("."), end - (len(form) - len(form.rstrip(".")))
        out.append(Token(form, start, end, kind))
    result = []
    for i, t in enumerate(out):
        pto = t.cto
        while pto < len(text) and text[pto] in _GLUED_PUNCT:
            pto += 1
        if i + 1 < len(out) and pto > out[i + 1].cfrom:
            pto = t.cto
        result.append(Token(t.form, t.cfrom, t.cto, t.kind, i == 0, pto))
    return _gaps(text, result)
