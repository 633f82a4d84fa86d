"""Replies to the system's "Did you mean X?" ("Yes", "No, I meant Y. Could you tell me the answer for that?"):
what tells one apart from a question of its own. :func:`verifier.question.dialogue._resolve_clarification`
reads such a reply as the user's question before it, about the entity confirmed or named.
"""

from __future__ import annotations

import re

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
