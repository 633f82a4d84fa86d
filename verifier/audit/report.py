"""A self-contained HTML report of an audit: summary, reasons, and every record with its explanation."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any, Iterable

from .runner import AuditSummary

__all__ = ["write_report", "read_results", "query_body"]

_DECLARATION = re.compile(r"^\s*(?:(?:PREFIX\s+[\w.-]*:\s*<[^>]*>|BASE\s+<[^>]*>)\s*)+", re.I)


def query_body(sparql: str, limit: int = 400) -> str:
    """The query on one line without its PREFIX/BASE header, which generated logs repeat by the dozen."""
    text = sparql or ""
    m = _DECLARATION.match(text)
    declared = len(re.findall(r"\b(?:PREFIX|BASE)\b", m.group(0), re.I)) if m else 0
    body = " ".join(text[m.end():].split() if m else text.split())
    if len(body) > limit:
        body = body[:limit - 1] + "…"
    return (f"[{declared} prefix declarations] " if declared else "") + body


_COLOURS = {"accept": "#1b7f3b", "reject": "#b42318", "unknown": "#8a6d00"}


def read_results(path: str | Path) -> list[dict[str, Any]]:
    out = []
    with Path(path).open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                out.append(json.loads(line))
    return out


def _row(r: dict[str, Any]) -> str:
    status = r.get("status", "unknown")
    esc = html.escape
    proof = ""
    if r.get("proof"):
        proof = "<br>".join(esc(f"[{a['name']}] {a['formula']}") for a in r["proof"].get("axioms", []))
    elif r.get("countermodel"):
        proof = esc(r["countermodel"].get("direction", "")) + "<br>" + "<br>".join(
            esc(f) for f in r["countermodel"].get("facts", []))
    return (f"<tr class='{esc(status)}'><td>{esc(str(r.get('id', '')))}</td>"
            f"<td style='color:{_COLOURS.get(status, '#333')};font-weight:bold'>{esc(status)}</td>"
            f"<td>{esc(', '.join(r.get('reasons', [])))}</td><td>{esc(r.get('question', ''))}</td>"
            f"<td><pre>{esc(query_body(r.get('sparql', ''), 2000))}</pre></td><td>{esc(r.get('explanation', ''))}"
            f"{'<details><summary>evidence</summary>' + proof + '</details>' if proof else ''}</td></tr>")


def write_report(results: Iterable[dict[str, Any]], summary: AuditSummary | None, out: str | Path,
                 title: str = "sparql-verifier audit") -> None:
    rows = list(results)
    counts: dict[str, int] = {}
    reasons: dict[str, int] = {}
    for r in rows:
        counts[r.get("status", "unknown")] = counts.get(r.get("status", "unknown"), 0) + 1
        for c in r.get("reasons", []):
            reasons[c] = reasons.get(c, 0) + 1
    esc = html.escape
    stats = "".join(f"<li><b style='color:{_COLOURS.get(k, '#333')}'>{esc(k)}</b>: {v}</li>" for k, v in sorted(counts.items()))
    reason_list = "".join(f"<li>{esc(k)}: {v}</li>" for k, v in sorted(reasons.items(), key=lambda kv: -kv[1]))
    timing = ""
    if summary is not None:
        d = summary.to_dict()
        timing = (f"<p>{d['records']} checked in {d['seconds']} s ({d['records_per_s']} records/s); "
                  f"latency p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms.</p>")
    doc = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{esc(title)}</title>
<style>body{{font-family:system-ui,sans-serif;margin:2em}}table{{border-collapse:collapse;width:100%}}
td,th{{border:1px solid #ddd;padding:4px;vertical-align:top;font-size:13px}}pre{{margin:0;white-space:pre-wrap}}
th{{background:#f4f4f4;text-align:left}}</style></head><body>
<h1>{esc(title)}</h1><p>{len(rows)} record(s).</p>{timing}
<h2>By status</h2><ul>{stats}</ul><h2>By reason</h2><ul>{reason_list}</ul>
<h2>Records</h2><table><tr><th>id</th><th>status</th><th>reasons</th><th>question</th><th>query</th>
<th>explanation</th></tr>{''.join(_row(r) for r in rows)}</table></body></html>"""
    Path(out).write_text(doc, encoding="utf-8")
