"""Query sources backed by language models: any OpenAI-compatible chat-completions endpoint, or any
Python callable ``question -> str``.

A source returns :class:`Candidate` values: the SPARQL extracted from the model's output (fenced
block, ``SPARQL:`` line, or the first query-shaped span of prose) together with the raw output, so an
audit can show what the model really said. A repair request carries the verifier's explanation of why
the previous query was rejected.
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

__all__ = ["Candidate", "extract_sparql", "ChatCompletionsSource", "CallableSource", "build_prompt",
           "SourceError"]


class SourceError(RuntimeError):
    """The generator could not be reached or answered with something unusable.

    ``kind``: ``unreachable`` (no connection, a timeout), ``http_error`` (it answered with an HTTP
    error) or ``unusable`` (not JSON, not the chat-completions shape, no configuration): the guard
    loop tells these from a refusal (a model that answered, with no query the verifier accepts)."""

    def __init__(self, message: str, kind: str = "unusable") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Candidate:
    """One generated query: ``sparql`` ("" when none could be extracted) and the model's ``raw`` text."""

    sparql: str
    raw: str
    source: str = ""
    score: float = 1.0
    meta: dict[str, Any] = field(default_factory=dict)


_FENCE = re.compile(r"```[ \t]*(?:sparql|SPARQL|sql|rq)?[ \t]*\n(.*?)```", re.S)
# solution modifiers after the WHERE block, matched exactly so trailing prose stays out
_MODIFIERS = re.compile(r"""(?:\s*(?:
      (?:GROUP|ORDER)\s+BY(?:\s+(?:(?:ASC|DESC)\s*)?\(?\s*\?\w+\s*\)?)+
    | LIMIT\s+\d+ | OFFSET\s+\d+
    | HAVING\s*\((?:[^()]|\([^()]*\))*\)
))*""", re.I | re.X)
_START = re.compile(r"(?:PREFIX\s+\w*:\s*<[^>]*>\s*)*(?:SELECT|ASK|CONSTRUCT|DESCRIBE)\b", re.I)


def extract_sparql(text: str) -> str:
    """The SPARQL in a model's output: a fenced block first, else the span from the first PREFIX or
    query keyword to its balanced closing brace (and any solution modifiers after it)."""
    if not text:
        return ""
    for block in _FENCE.findall(text):
        if _START.search(block):
            return block.strip()
    m = _START.search(text)
    if not m:
        return ""
    start = m.start()
    depth, i, seen = 0, start, False
    in_str: str | None = None
    while i < len(text):
        ch = text[i]
        if in_str:
            if ch == "\\":
                i += 2
                continue
            if ch == in_str:
                in_str = None
        elif ch in "\"'":
            in_str = ch
        elif ch == "<" and re.match(r"<[^\s<>\"{}|^`]*>", text[i:]):
            i += re.match(r"<[^\s<>\"{}|^`]*>", text[i:]).end()  # type: ignore[union-attr]
            continue
        elif ch == "{":
            depth += 1
            seen = True
        elif ch == "}":
            depth -= 1
            if seen and depth == 0:
                end = i + 1
                tail = _MODIFIERS.match(text[end:])
                return text[start:end + (tail.end() if tail else 0)].strip()
        i += 1
    return text[start:].strip()  # unbalanced: the verifier will call it truncated


def build_prompt(question: str, lexicon_hints: Sequence[str] = (), repair: str = "", previous: str = "",
                 context: Any = None) -> list[dict]:
    """Chat messages asking for one SPARQL query; a repair adds the rejected query and the reason.
    ``context``: the dialogue before a follow-up question (turns as :mod:`verifier.question.dialogue` reads
    them), given as the chat's earlier turns, each with the entities it mentions ("that person" is one)."""
    system = ("You translate English questions into one SPARQL 1.1 query over the knowledge graph. "
              "Answer with the query in a ```sparql fenced block.")
    user = f"Question: {question}"
    if lexicon_hints:
        user += "\nVocabulary you may use:\n" + "\n".join(f"- {h}" for h in lexicon_hints)
    messages = [{"role": "system", "content": system}]
    messages += _history_messages(context)
    messages.append({"role": "user", "content": user})
    if repair:
        messages.append({"role": "assistant", "content": f"```sparql\n{previous}\n```"})
        messages.append({"role": "user", "content": "A verifier rejected that query: " + repair
                         + "\nWrite a corrected query."})
    return messages


def _history_messages(context: Any) -> list[dict]:
    """The dialogue's turns as chat messages: the user's as ``user``, the system's answers as ``assistant``,
    each with the entities it mentions (``wd:Q84 London``)."""
    if context is None:
        return []
    from ..question.dialogue import Dialogue
    from ..question.dialogue_phrases import entity_term

    dialogue = Dialogue.coerce(context)
    out = []
    for t in dialogue.turns if dialogue else ():
        said = t.utterance + ("" if not t.entities else
                              "\n[entities: " + "; ".join(f"{entity_term(e)} {n}" for e, n in t.entities) + "]")
        out.append({"role": "assistant" if t.speaker == "SYSTEM" else "user", "content": said})
    return out


class ChatCompletionsSource:
    """An OpenAI-compatible ``/chat/completions`` endpoint.

    ``url`` is the API base (``http://host:port/v1``) or the full completions URL; ``model`` and
    ``api_key`` default to the environment (``VERIFIER_LLM_MODEL``, ``OPENAI_API_KEY``). No connection
    is made until :meth:`generate` is called.
    """

    def __init__(self, url: str | None = None, model: str | None = None, api_key: str | None = None,
                 temperature: float = 0.0, timeout: float = 60.0, lexicon_hints: Callable[[str], Sequence[str]] | None = None):
        url = url or os.environ.get("VERIFIER_LLM_URL") or os.environ.get("OPENAI_BASE_URL")
        if not url:
            raise SourceError("no endpoint URL: pass url= or set VERIFIER_LLM_URL")
        self.url = url.rstrip("/") if url.rstrip("/").endswith("/chat/completions") else url.rstrip("/") + "/chat/completions"
        self.model = model or os.environ.get("VERIFIER_LLM_MODEL", "default")
        self.api_key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY", "")
        self.temperature = temperature
        self.timeout = timeout
        self.lexicon_hints = lexicon_hints
        self.name = f"llm:{self.model}"

    def _post(self, messages: list[dict]) -> str:
        body = json.dumps({"model": self.model, "messages": messages, "temperature": self.temperature}).encode()
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        req = urllib.request.Request(self.url, data=body, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                data = json.loads(resp.read())
        except urllib.error.HTTPError as exc:
            raise SourceError(f"the endpoint answered {exc.code}: {exc.read()[:200]!r}", "http_error") from None
        except (urllib.error.URLError, TimeoutError, OSError) as exc:
            raise SourceError(f"cannot reach {self.url}: {exc}", "unreachable") from None
        except ValueError:
            raise SourceError("the endpoint did not answer JSON") from None
        try:
            return data["choices"][0]["message"]["content"] or ""
        except (KeyError, IndexError, TypeError):
            raise SourceError(f"unexpected response shape: {str(data)[:200]}") from None

    def generate(self, question: str, repair: str = "", previous: str = "", context: Any = None) -> Candidate:
        hints = self.lexicon_hints(question) if self.lexicon_hints else ()
        raw = self._post(build_prompt(question, hints, repair, previous, context))
        return Candidate(extract_sparql(raw), raw, self.name)


class CallableSource:
    """Any Python callable as a source: ``fn(question) -> str`` or ``fn(question, repair, previous) -> str``."""

    def __init__(self, fn: Callable[..., str], name: str = "callable"):
        self.fn = fn
        self.name = name

    def generate(self, question: str, repair: str = "", previous: str = "") -> Candidate:
        try:
            raw = self.fn(question, repair, previous) if repair else self.fn(question)
        except TypeError:
            raw = self.fn(question)
        raw = raw if isinstance(raw, str) else str(raw)
        return Candidate(extract_sparql(raw) or raw.strip(), raw, self.name)
