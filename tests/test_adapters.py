"""The framework adapters (verifier/assistants/): OpenAI function calling, LangChain tools and the guard
around a text-to-SPARQL chain, LlamaIndex function tools; each on the chemistry example."""

import json

import pytest

from verifier.assistants.openai_tool import handle_tool_call, tool_definitions
from verifier.assistants.tools import TOOL_SCHEMAS, VerifierTools

P = "PREFIX wd: <http://www.wikidata.org/entity/> PREFIX wdt: <http://www.wikidata.org/prop/direct/> "
MASS = "What is the mass of benzene?"
RIGHT = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"
WRONG = P + "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"  # another compound's mass


@pytest.fixture(scope="module")
def tools(chemistry_verifier):
    return VerifierTools(verifier=chemistry_verifier)


def test_openai_definitions_and_handler(tools):
    defs = json.loads(json.dumps(tool_definitions()))  # plain JSON, no SDK objects
    assert [d["function"]["name"] for d in defs] == list(TOOL_SCHEMAS)
    assert all(d["type"] == "function" and d["function"]["parameters"]["type"] == "object" for d in defs)
    call = {"id": "call_1", "type": "function",
            "function": {"name": "check_sparql", "arguments": json.dumps({"question": MASS, "sparql": RIGHT})}}
    message = handle_tool_call(call, tools)
    assert message["role"] == "tool" and message["tool_call_id"] == "call_1"
    assert json.loads(message["content"])["status"] == "accept"
    bad = handle_tool_call({"id": "c2", "function": {"name": "check_sparql", "arguments": "{not json"}}, tools)
    assert "not JSON" in json.loads(bad["content"])["error"]
    unknown = handle_tool_call({"id": "c3", "function": {"name": "rm_rf", "arguments": "{}"}}, tools)
    assert "no tool named" in json.loads(unknown["content"])["error"]
    missing = handle_tool_call({"id": "c4", "function": {"name": "check_sparql", "arguments": '{"question": "q"}'}},
                               tools)
    assert "sparql" in json.loads(missing["content"])["error"]


def test_langchain_tools(tools):
    pytest.importorskip("langchain_core", reason="the 'langchain' extra (langchain-core) is not installed")
    from verifier.assistants.langchain_tool import langchain_tools

    lc = {t.name: t for t in langchain_tools(tools)}
    assert set(lc) == set(TOOL_SCHEMAS)
    assert lc["check_sparql"].invoke({"question": MASS, "sparql": WRONG})["status"] == "reject"


def test_langchain_guard_repairs_a_wrong_query_through_the_verifiers_explanation(chemistry_verifier):
    pytest.importorskip("langchain_core", reason="the 'langchain' extra (langchain-core) is not installed")
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langchain_core.prompts import ChatPromptTemplate

    from verifier.assistants.langchain_tool import sparql_guard

    class Prompts(BaseCallbackHandler):  # what the model was shown, call by call
        def __init__(self):
            self.seen = []

        def on_chat_model_start(self, serialized, messages, **kwargs):
            self.seen.append("\n".join(m.content for m in messages[0]))

        def on_llm_start(self, serialized, prompts, **kwargs):
            self.seen.append("\n".join(prompts))

    prompt = ChatPromptTemplate.from_messages([("system", "Write one SPARQL query. {feedback}"), ("human", "{question}")])
    model = FakeListChatModel(responses=[f"```sparql\n{WRONG}\n```", f"Fixed:\n```sparql\n{RIGHT}\n```"])
    ran = []
    guard = sparql_guard(prompt | model, chemistry_verifier, run=lambda q: ran.append(q) or ["78.114"])
    seen = Prompts()
    out = guard.invoke({"question": MASS}, config={"callbacks": [seen]})
    assert out["accepted"] is True and out["sparql"] == RIGHT and out["result"] == ["78.114"]
    assert [a["status"] for a in out["attempts"]] == ["reject", "accept"]
    assert ran == [RIGHT]  # only the verified query is run
    first = out["attempts"][0]
    assert len(seen.seen) == 2 and first["explanation"] in seen.seen[1] and "deviating_entity" in seen.seen[1]
    assert "deviating_entity" not in seen.seen[0]


def test_llamaindex_function_tools(tools):
    pytest.importorskip("llama_index.core", reason="the 'llamaindex' extra (llama-index-core) is not installed")
    from verifier.assistants.llamaindex_tool import llamaindex_tools

    li = {t.metadata.name: t for t in llamaindex_tools(tools)}
    assert set(li) == set(TOOL_SCHEMAS)
    assert '"sparql"' in li["check_sparql"].metadata.fn_schema_str
    assert li["check_sparql"].call(question=MASS, sparql=RIGHT).raw_output["status"] == "accept"


BENZENE_TURNS = [{"speaker": "USER", "utterance": MASS, "entities": {"Q2270": "benzene"}},
                 {"speaker": "SYSTEM", "utterance": "78.11 dalton"}]
ITS_BOILING = "What is its boiling point?"
BOILING = P + "SELECT ?v WHERE { wd:Q2270 wdt:P2102 ?v }"


def test_a_follow_up_question_is_checked_with_the_conversation_it_came_from(tools):
    assert "context" in TOOL_SCHEMAS["check_sparql"][1]["properties"]
    assert tools.check_sparql(ITS_BOILING, BOILING, context=BENZENE_TURNS)["status"] == "accept"
    alone = tools.check_sparql(ITS_BOILING, BOILING)
    assert alone["status"] == "unknown" and alone["reasons"] == ["unresolved_reference"]
    assert tools.explain_verdict(ITS_BOILING, BOILING, BENZENE_TURNS).startswith("Yes:")
    call = {"id": "c5", "function": {"name": "check_sparql", "arguments": json.dumps(
        {"question": ITS_BOILING, "sparql": BOILING, "context": BENZENE_TURNS})}}
    assert json.loads(handle_tool_call(call, tools)["content"])["status"] == "accept"


@pytest.mark.parametrize("context, said", [
    ("benzene", "must be a list of turns"),
    ([{"speaker": "USER", "utterance": "Hi", "file": "/etc/passwd"}], "unknown keys ['file']"),
    ([{"speaker": "BOT", "utterance": "Hi"}], "USER or SYSTEM"),
    ([{"speaker": "USER"}], "context[0].utterance' must be a string"),
    ([{"utterance": "Hi", "entities": ["Q2270"]}], "context[0].entities"),
    ([{"utterance": "Hi"}] * 65, "the limit is 64"),
])
def test_a_malformed_conversation_is_refused_with_what_is_wrong(tools, context, said):
    call = {"id": "c6", "function": {"name": "check_sparql", "arguments": json.dumps(
        {"question": ITS_BOILING, "sparql": BOILING, "context": context})}}
    assert said in json.loads(handle_tool_call(call, tools)["content"])["error"]
