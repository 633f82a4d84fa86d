"""Replies to the system's "Did you mean X?" ("Yes", "No, I meant Y. Could you tell me the answer for that?"):
what tells one apart from a question of its own. :func:`verifier.question.dialogue._resolve_clarification`
reads such a reply as the user's question before it, about the entity confirmed or named.
"""

from __future__ import annotations

import re
from typing import Sequence

#: the system asks which entity was meant ("Did you mean Brightwater ?")
_CLARIFY = re.compile(r"^\s*did\s+you\s+mean\b", re.I)
#: a reply that confirms what the system offered, and nothing else ("Yes", "Yes, that one.")
_YES = re.compile(r"^\s*(?:yes|yeah|yep|correct|right|exactly)\b[\s,.!]*(?:(?:I\s+did|that\s+one|please)[\s.!]*)?$",
                  re.I)
_NO_MEANT = re.compile(r"^\s*no\b[\s,.!]*(?:I\s+)?meant\s+(?P<name>.+?)\s*(?:[.?!]|$)", re.I)


def clarification_reply(question: str) -> bool:
    """Is ``question`` a reply to the system's "Did you mean X?" ("Yes", "No, I meant Y. Could you tell me the
    answer for that?")? Such a reply asks the user's question before it again, so it cannot be read without
    the dialogue: alone, "Yes" is no question, and read word by word it would disprove any query. A question
    that only begins with such a word asks something of its own.

        >>> clarification_reply("Yes"), clarification_reply("No, I meant Ashford."), clarification_reply("Right, who?")
        (True, True, False)
        >>> clarification_reply("Exactly how many towns are there?")
        False
    """
    return bool(_YES.match(question) or _NO_MEANT.match(question))


def named_in_reply(said: str, antecedents: Sequence[tuple[int, str, str]],
                   mentions: Sequence[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """The entity "No, I meant ``said``" names, as (id, name, where it was found): the most recent entity of
    the dialogue (``antecedents``: turn, id, name) whose name the reply spells (in any case or spacing), else
    the entity an entity linker found in the reply by that name, else the one entity it found there (the
    reply names one entity, so the one linked *is* it, however it is spelled). [] where none is found: the
    reply is then not read, rather than read about an entity guessed at.

        >>> named_in_reply("ashford", [(2, "Q2", "Ashford"), (1, "Q1", "Eastwick")], [])
        [('Q2', 'Ashford', 'from turn 2')]
        >>> named_in_reply("Ashford Town", [(1, "Q1", "Eastwick")], [("Q3", "Ashford")])
        [('Q3', 'Ashford', 'the entity linked in the reply')]
        >>> named_in_reply("Zedbury", [(1, "Q1", "Eastwick")], [])
        []
    """
    wanted = " ".join(said.lower().split())
    spelled = lambda name: " ".join(name.lower().split()) == wanted  # noqa: E731
    found = [(eid, name, f"from turn {turn}") for turn, eid, name in antecedents if spelled(name)]
    linked = [(eid, name, "the entity linked in the reply") for eid, name in mentions]
    return (found or [m for m in linked if spelled(m[1])] or (linked if len(linked) == 1 else []))[:1]
