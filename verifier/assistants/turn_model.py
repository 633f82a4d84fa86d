"""One turn of a dialogue as a pydantic model: the single declaration that the HTTP service
(``CheckRequest.context``) and the MCP server (its tools' ``context``) share, so that both refuse the same
malformed turn, naming the field at fault, before a worker sees it. Imported only by those two extras
(pydantic comes with them); the JSON schema that the other adapters hand to a model (``tools._CONTEXT``,
core, without pydantic) states the same fields and limits, and a test holds the two together.

    >>> DialogueTurn(speaker="user", utterance="Who built it?").speaker
    'USER'
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, field_validator

from .tools import MAX_ENTITY_CHARS, MAX_QUESTION_CHARS, MAX_TURN_ENTITIES, MAX_TURNS

__all__ = ["DialogueTurn", "MAX_TURNS"]



def _plain_text(value: str) -> str:
    """Text a worker can log and a solver can hold: no lone surrogate (half of a UTF-16 pair, which a JSON
    escape can carry) and no NUL, as the service asks of a question."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("holds a lone surrogate, which is not text") from None
    if "\x00" in value:
        raise ValueError("holds a NUL character")
    return value


_Text = Annotated[str, StringConstraints(max_length=MAX_QUESTION_CHARS), AfterValidator(_plain_text)]
_Name = Annotated[str, StringConstraints(max_length=MAX_ENTITY_CHARS), AfterValidator(_plain_text)]


class DialogueTurn(BaseModel):
    """One turn of the conversation before a follow-up question: who spoke (USER or SYSTEM, in any case),
    what was said, and the KG entities the turn mentions (id → name)."""

    model_config = ConfigDict(extra="forbid")
    speaker: Literal["USER", "SYSTEM"] = "USER"
    utterance: _Text
    entities: dict[_Name, _Name] = Field(default_factory=dict, max_length=MAX_TURN_ENTITIES,
                                         description="KG id (Q42, or a full IRI) → the entity's name")

    @field_validator("speaker", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        """"user" is USER, as the core tools read it."""
        return value.upper() if isinstance(value, str) else value
