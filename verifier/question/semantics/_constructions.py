"""The analysis of one MRS: every registered construction (see :mod:`._context`), run in order.

>>> from delphin.codecs import simplemrs
>>> m = simplemrs.decode('[ TOP: h0 INDEX: e2 [ e SF: ques ] RELS: < '
...     '[ which_q<0:5> LBL: h4 ARG0: x3 RSTR: h5 BODY: h6 ] [ _river_n_1<6:12> LBL: h7 ARG0: x3 ] '
...     '[ _flow_v_1<13:18> LBL: h1 ARG0: e2 ARG1: x3 ] > HCONS: < h0 qeq h1 h5 qeq h7 > ]')
>>> an = analyse(m)
>>> an.kind, an.wh_vars
('wh', ['x3'])
"""

from __future__ import annotations

from typing import Optional

from delphin import mrs as _mrs

# the rooms register their constructions when imported
from . import _asking, _degrees, _events, _identity, _number_of, _words  # noqa: F401
from ._analysis import _Analysis
from ._context import CONSTRUCTIONS, ORDER, _Context

_MISSING = [name for name in ORDER if name not in CONSTRUCTIONS]
if _MISSING:
    raise ImportError(f"question semantics: constructions without a function: {', '.join(_MISSING)}")


def analyse(m: _mrs.MRS, text: Optional[str] = None) -> _Analysis:
    """Find the question kind, answer variables, copula identities and consumed EPs of ``m``."""
    c = _Context.of(m, text)
    for name in ORDER:
        CONSTRUCTIONS[name](c)
    return _Analysis(m, c.kind, c.wh, c.consumed, c.free_quant, c.uf, c.keep, c.degree_of, extremum=c.extremum,
                     count_of=c.count_of, count_cmp=c.count_cmp, count_noun=c.count_noun, count_mods=c.count_mods,
                     count_vs=c.count_vs, compare=c.compare, temporal=c.temporal,
                     renamed=c.renamed,
                     identified={c.uf.find(v) for v in c.identified}, plain_degree=c.plain_degree,
                     event_or=c.event_or, same_as=c.same_as, distinct=c.distinct, top=c.top,
                     answer_np_universals=frozenset(c.answer_np_universals), notes=c.notes,
                     kinds=tuple(dict.fromkeys(c.kinds)), identities=frozenset(c.identities))
