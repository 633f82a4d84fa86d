"""What the question asks for: requests and imperatives ("name the rivers", "do you know who …"),
embedded questions that ask nothing, and the words of the command itself ("me", "a list of").

"Give me a list of rivers": ``_give_v_1`` is an imperative whose ARG2 is the answer, "me" says
nothing about it, and the container noun "list" is read as its members, so the answer is the rivers.
"""

from __future__ import annotations

from ..light import light_word
from ..predicates import words
from ._analysis import _main_labels
from ._context import _Context, construction
from ._rules import IMPERATIVE_VERBS, REQUEST_VERBS, _naming_use, _vtype


@construction("request")
def request(c: _Context) -> None:
    """Imperatives and requests: "name/list/give me X" → X is the answer; "tell me who …", "do you
    know who …" → the embedded question is the question."""
    m, rels = c.m, c.rels
    c.main = _main_labels(m, c.by_label, c.qeq)
    sf = (m.variables.get(m.index) or {}).get("SF") if m.index else None
    found = None
    top_label = c.qeq.get(m.top, m.top)
    for i in sorted(range(len(rels)), key=lambda i: rels[i].label != top_label):
        ep = rels[i]
        role = IMPERATIVE_VERBS.get(ep.predicate) or (REQUEST_VERBS.get(ep.predicate) if sf == "ques" else None)
        if not role or ep.label not in c.main or _naming_use(ep):
            continue
        subj = ep.args.get("ARG1", "")
        # an unexpressed subject is the addressee of a command, not of a question, where it is a passive's
        # agent ("Is X found in Y?": nobody is told to find X)
        addressee = (subj[:1] in ("i", "u") and sf != "ques") or (m.variables.get(subj) or {}).get("PERS") == "2"
        # the object: a clause if there is one, else the first argument that is not "me"
        roles = [r for r in ("ARG2", "ARG3") if _vtype(ep.args.get(r, "u")) == "h"] or \
                [r for r in (role, "ARG2", "ARG3") if _vtype(ep.args.get(r, "u")) == "x"
                 and (m.variables.get(ep.args[r]) or {}).get("PERS") != "1"]
        if ep.predicate not in IMPERATIVE_VERBS:
            roles = [r for r in roles if _vtype(ep.args[r]) == "h"]  # "do you know X?" is a real yes/no
        if (sf == "comm" or addressee) and roles:
            found = (i, ep, roles[0], ep.args[roles[0]])
            break
    if found and _vtype(found[3]) == "h":
        i, ep, role, obj = found
        c.consumed.add(i)
        c.main = _main_labels(m, c.by_label, c.qeq, opened={i})
        c.notes.append(f"request {ep.predicate}: the embedded clause is the question")
    c.request = found


@construction("embedded-question")
def embedded_question(c: _Context) -> None:
    """An embedded question ("did you see how big it was?") does not ask for its wh-variable."""
    embedded = [v for v in c.wh if not any(ep.label in c.main for ep in c.rels
                                           if not ep.is_quantifier() and v in ep.args.values())]
    if embedded:
        c.notes.append("embedded question: " + ", ".join(embedded) + " not asked for")
        c.wh = [v for v in c.wh if v not in embedded]
    c.kind = "wh" if c.wh else "yes-no"


@construction("imperative-object")
def imperative_object(c: _Context) -> None:
    """"Name the rivers …": the imperative's object is the answer."""
    if c.request and _vtype(c.request[3]) == "x" and not c.wh:
        i, ep, role, obj = c.request
        c.consumed.add(i)
        c.wh = [obj]
        c.free_quant.add(obj)
        c.kind = "wh"
        c.notes.append(f"imperative {ep.predicate}: its {role} is the answer")


@construction("command-words")
def command_words(c: _Context) -> None:
    """"You" and "me" of the command say nothing about the answer; "give me a list of X": a container
    noun as the object holds the answers, which are the Xs."""
    if not (c.request and c.request[0] in c.consumed):
        return
    rels, consumed = c.rels, c.consumed
    ep, obj = c.request[1], c.request[3]
    for j, o in enumerate(rels):
        if o.predicate == "pron" and o.iv in ep.args.values() and o.iv != obj:
            used = [k for k, p in enumerate(rels) if k not in consumed and k != j and not p.is_quantifier()
                    and o.iv in p.args.values()]
            if not used:
                consumed.add(j)
                c.free_quant.add(o.iv)
    for j, o in enumerate(rels):
        lw = light_word(o.predicate)
        member = o.args.get("ARG1", "")
        if lw is None or lw.treatment != "member" or o.iv not in c.wh or _vtype(member) != "x":
            continue
        consumed.add(j)
        if o.iv in c.binder:
            consumed.add(c.binder[o.iv])
        c.wh = [member if v == o.iv else v for v in c.wh]
        c.free_quant.add(member)
        c.notes.append(f"“{words(o.predicate)}” read as its members: {lw.reason}")
