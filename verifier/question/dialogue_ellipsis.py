"""Where the question an elliptical follow-up asks again spells the entity it exchanges: the rules
:func:`verifier.question.dialogue._resolve_ellipsis` adds to the label's words it finds there.
"""

from __future__ import annotations

import re


def _label_span(text: str, name: str) -> str | None:
    """The run of the label's words that ``text`` spells (:func:`_label_run`) with the words of the label
    next to it on either side: a question may leave words out of the middle of a long label, and then the
    words before the gap are the entity's too ("Potassium channel K member 10" for "Potassium two pore domain
    channel K member 10"); exchanging the run alone would leave "Potassium" behind as a name of its own.
    Function words are not taken on ("than", "of" next to the run belong to the sentence).

        >>> _label_span("Which genes bind fewer sugars than Potassium channel K member 10 ?",
        ...             "Potassium two pore domain channel K member 10")
        'Potassium channel K member 10'
        >>> _label_span("Which gene encodes cobalt   synthase CbiA ?", "putative Cobalt synthase CbiA")
        'cobalt   synthase CbiA'
    """
    from .dialogue import _label_run
    from .dialogue_words import FUNCTION_WORDS as _FUNCTION_WORDS

    run = _label_run(text, name)
    if run is None:
        return None
    label = {w.lower() for w in name.split()} - _FUNCTION_WORDS
    start = text.index(run)
    end = start + len(run)
    while (m := re.search(r"(?<!\S)(\S+)\s+$", text[:start])) is not None and m.group(1).lower() in label:
        start = m.start(1)
    while (m := re.match(r"\s+(\S+)(?!\S)", text[end:])) is not None and m.group(1).lower() in label:
        end += m.end()
    return text[start:end]
