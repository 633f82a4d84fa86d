"""The dialogue turn is declared twice: as a JSON schema in the core tools (``tools._CONTEXT``, which the
OpenAI, LangChain and LlamaIndex adapters hand to a model, and which needs no pydantic) and as the pydantic
model the HTTP service and the MCP server validate with (``turn_model.DialogueTurn``). These tests hold the
two declarations to one meaning, and check that each refuses what the other refuses."""

import pytest

pytest.importorskip("pydantic", reason="pydantic (the 'serve' and 'mcp' extras) is not installed")

from pydantic import ValidationError  # noqa: E402

from verifier.assistants.tools import _CONTEXT, ToolInputError, _context  # noqa: E402
from verifier.assistants.turn_model import DialogueTurn  # noqa: E402

_WORDS = ("type", "enum", "default", "maxLength", "maxProperties", "additionalProperties", "propertyNames")


def _shape(schema):
    """A schema without the words that only describe (titles, descriptions)."""
    if not isinstance(schema, dict):
        return schema
    out = {k: _shape(v) for k, v in schema.items() if k in _WORDS}
    if "properties" in schema:
        out["properties"] = {name: _shape(p) for name, p in schema["properties"].items()}
    if "required" in schema:
        out["required"] = sorted(schema["required"])
    return out


def test_the_pydantic_turn_states_the_tools_schema():
    assert _shape(DialogueTurn.model_json_schema()) == _shape(_CONTEXT["items"])


@pytest.mark.parametrize("turn", [
    {"speaker": "BOT", "utterance": "hi"},
    {"utterance": 7},
    {"entities": {"Q1": "one"}},
    {"utterance": "hi", "entities": {"Q1": 5}},
    {"utterance": "hi", "entities": {"Q1": "n" * 501}},
    {"utterance": "hi", "entities": {"Q%d" % i: "x" for i in range(65)}},
    {"utterance": "hi", "mood": "curious"},
    {"utterance": "\udcff"},
])
def test_both_declarations_refuse_the_same_turns(turn):
    with pytest.raises(ValidationError):
        DialogueTurn.model_validate(turn)
    with pytest.raises(ToolInputError):
        _context([turn])


def test_both_read_a_good_turn_the_same_way():
    turn = {"speaker": "system", "utterance": "Lyon.", "entities": {"Q456": "Lyon"}}
    assert DialogueTurn.model_validate(turn).model_dump() == _context([turn])[0] == {
        "speaker": "SYSTEM", "utterance": "Lyon.", "entities": {"Q456": "Lyon"}}
