"""A self-contained HTML report of an audit: charts, a table to sort and filter, every record's evidence,
and what changed since another audit of the same log.

One file, nothing fetched: the charts are inline SVG drawn here (verdicts, reasons, a latency
histogram), the table's sorting and filtering is a few lines of inline JavaScript, and a
Content-Security-Policy forbids any other source. Every text of a record (question, query, explanation,
formulas) is hostile input and is HTML-escaped; the script reads only ``data-`` attributes, never
markup built from record text.

``verifier report OUT.jsonl --html report.html [--baseline OLD.jsonl]`` writes it from audit output;
``verifier audit … --report report.html`` writes it after an audit. With a baseline (the audit of the
same log by another model version, or before a lexicon change), the report adds the records whose
status or reasons changed, matched by id (by question and query where ids are missing)::

    >>> from verifier.audit.report import diff_results
    >>> old = [{"id": "q1", "status": "reject", "reasons": ["wrong_relation"]}]
    >>> new = [{"id": "q1", "status": "accept", "reasons": ["equivalent"]}]
    >>> [(c.key, c.change) for c in diff_results(old, new)]
    [('q1', 'status')]
"""

from __future__ import annotations

import argparse
import html
import json
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Sequence

from ..verdict import plain_repair, plain_words
from .runner import AuditSummary

__all__ = ["write_report", "render_report", "read_results", "query_body", "diff_results", "Change", "register"]

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
_STATUS_ORDER = ("accept", "reject", "unknown")


def read_results(path: str | Path) -> list[dict[str, Any]]:
    """The verdicts of an audit's output, one JSON object a line; a line that is not one fails loudly,
    with its number."""
    out = []
    with Path(path).open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}:{n}: not JSON ({exc.msg})") from None
            if not isinstance(row, dict):
                raise ValueError(f"{path}:{n}: not a JSON object")
            out.append(row)
    return out


# ---------------------------------------------------------------------------------------------- diff
@dataclass(frozen=True)
class Change:
    """One record whose verdict differs between two audits of the same log: ``change`` is ``status``
    (the status differs), ``reasons`` (same status, other reasons), ``added`` or ``removed``."""

    key: str
    change: str
    before: dict[str, Any] | None
    after: dict[str, Any] | None


def _key(r: dict[str, Any]) -> str:
    rid = r.get("id")
    return str(rid) if rid not in (None, "") else f"{r.get('question', '')}\u241e{r.get('sparql', '')}"


def diff_results(before: Iterable[dict[str, Any]], after: Iterable[dict[str, Any]]) -> list[Change]:
    """The records whose status or reasons differ between two audits, in the order of ``after`` (then
    the records only ``before`` has)."""
    old = {_key(r): r for r in before}
    new = {_key(r): r for r in after}
    out: list[Change] = []
    for k, r in new.items():
        o = old.get(k)
        if o is None:
            out.append(Change(k, "added", None, r))
        elif o.get("status") != r.get("status"):
            out.append(Change(k, "status", o, r))
        elif list(o.get("reasons") or []) != list(r.get("reasons") or []):
            out.append(Change(k, "reasons", o, r))
    out += [Change(k, "removed", o, None) for k, o in old.items() if k not in new]
    return out


# -------------------------------------------------------------------------------------------- charts
def _esc(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def _bar_chart(chart_id: str, title: str, items: Sequence[tuple[str, int]], colours: dict[str, str] | None = None,
               filter_kind: str = "") -> str:
    """Horizontal bars, one a label, longest first as given; a bar with ``filter_kind`` filters the
    table by its label when clicked."""
    if not items:
        return f"<figure class='chart' id='{chart_id}'><figcaption>{_esc(title)}</figcaption><p>none</p></figure>"
    width, label_w, bar_h, gap = 520, 190, 18, 6
    top = max(n for _, n in items) or 1
    height = len(items) * (bar_h + gap) + gap
    parts = [f"<svg viewBox='0 0 {width} {height}' width='{width}' height='{height}' role='img' "
             f"aria-label='{_esc(title)}'>"]
    for i, (label, n) in enumerate(items):
        y = gap + i * (bar_h + gap)
        w = max(2.0, (width - label_w - 60) * n / top)
        colour = (colours or {}).get(label, "#3b6ea8")
        click = f" data-filter='{filter_kind}' data-value='{_esc(label)}'" if filter_kind else ""
        parts.append(f"<text x='{label_w - 6}' y='{y + bar_h - 5}' text-anchor='end'>{_esc(label)}</text>"
                     f"<rect class='bar' x='{label_w}' y='{y}' width='{w:.1f}' height='{bar_h}' fill='{colour}'"
                     f" data-label='{_esc(label)}' data-count='{n}'{click}><title>{_esc(label)}: {n}</title></rect>"
                     f"<text x='{label_w + w + 5:.1f}' y='{y + bar_h - 5}'>{n}</text>")
    parts.append("</svg>")
    return f"<figure class='chart' id='{chart_id}'><figcaption>{_esc(title)}</figcaption>{''.join(parts)}</figure>"


def _latency_bins(values: Sequence[float], bins: int = 12) -> list[tuple[float, float, int]]:
    """Log-spaced bins (latencies have a long tail): ``(low, high, count)``."""
    positive = [max(v, 0.1) for v in values]
    if not positive:
        return []
    lo, hi = math.log10(min(positive)), math.log10(max(positive))
    if hi - lo < 1e-9:
        return [(10 ** lo, 10 ** hi, len(positive))]
    step = (hi - lo) / bins
    counts = [0] * bins
    for v in positive:
        counts[min(bins - 1, int((math.log10(v) - lo) / step))] += 1
    return [(10 ** (lo + i * step), 10 ** (lo + (i + 1) * step), c) for i, c in enumerate(counts)]


def _fmt_ms(ms: float) -> str:
    return f"{ms / 1000:.3g} s" if ms >= 1000 else f"{ms:.3g} ms"


def _histogram(chart_id: str, title: str, values: Sequence[float]) -> str:
    bins = _latency_bins(values)
    if not bins:
        return f"<figure class='chart' id='{chart_id}'><figcaption>{_esc(title)}</figcaption><p>no timings</p></figure>"
    width, height, left, bottom = 520, 200, 40, 36
    top = max(c for _, _, c in bins) or 1
    bw = (width - left - 10) / len(bins)
    parts = [f"<svg viewBox='0 0 {width} {height}' width='{width}' height='{height}' role='img' "
             f"aria-label='{_esc(title)}'>",
             f"<line x1='{left}' y1='{height - bottom}' x2='{width - 10}' y2='{height - bottom}' stroke='#999'/>",
             f"<text x='4' y='14'>{top}</text>"]
    for i, (lo, hi, c) in enumerate(bins):
        h = (height - bottom - 20) * c / top
        x = left + i * bw
        parts.append(f"<rect class='bar' x='{x + 1:.1f}' y='{height - bottom - h:.1f}' width='{bw - 2:.1f}' "
                     f"height='{h:.1f}' fill='#6b5bb5' data-count='{c}' data-low='{lo:.2f}' data-high='{hi:.2f}'>"
                     f"<title>{_fmt_ms(lo)} – {_fmt_ms(hi)}: {c}</title></rect>")
        if i % 3 == 0:
            parts.append(f"<text x='{x:.1f}' y='{height - bottom + 14}' font-size='10'>{_fmt_ms(lo)}</text>")
    parts.append(f"<text x='{width - 10}' y='{height - 4}' text-anchor='end' font-size='10'>"
                 f"latency per record (log scale), up to {_fmt_ms(bins[-1][1])}</text></svg>")
    return f"<figure class='chart' id='{chart_id}'><figcaption>{_esc(title)}</figcaption>{''.join(parts)}</figure>"


# ------------------------------------------------------------------------------------------- records
def _evidence(r: dict[str, Any]) -> str:
    """A record's proof (the axioms used) or counterexample (the failing direction and its facts), its
    repair and notes, as a collapsed block."""
    blocks = []
    proof = r.get("proof") or {}
    if proof.get("axioms"):
        items = "".join(f"<li><code>{_esc(a.get('name'))}</code> {_esc(a.get('formula'))}</li>"
                        for a in proof["axioms"])
        blocks.append(f"<div class='proof'><b>Proof</b>: proved both ways with these axioms<ul>{items}</ul></div>")
    cm = r.get("countermodel") or {}
    if cm:
        facts = "".join(f"<li>{_esc(f)}</li>" for f in list(cm.get("facts") or []) + list(cm.get("identities") or []))
        blocks.append(f"<div class='counterexample'><b>Counterexample</b>: {_esc(cm.get('direction', ''))}"
                      f"<ul>{facts}</ul></div>")
    if r.get("repair"):
        blocks.append(f"<div class='repair'><b>Repair</b>: <code>{_esc(r['repair'])}</code></div>")
    if r.get("question_logic") or r.get("query_logic"):
        blocks.append(f"<div class='logic'><b>Question logic</b> ({_esc(r.get('question_kind', ''))}): "
                      f"<code>{_esc(r.get('question_logic', ''))}</code><br><b>Query logic</b> "
                      f"({_esc(r.get('query_form', ''))}): <code>{_esc(r.get('query_logic', ''))}</code></div>")
    if r.get("notes"):
        blocks.append("<div class='notes'><b>Notes</b><ul>" + "".join(f"<li>{_esc(n)}</li>" for n in r["notes"])
                      + "</ul></div>")
    if r.get("sparql"):
        blocks.append(f"<div class='query'><b>Query</b><pre>{_esc(r['sparql'])}</pre></div>")
    if not blocks:
        return ""
    return "<details><summary>evidence</summary>" + "".join(blocks) + "</details>"


def _latency(r: dict[str, Any]) -> float | None:
    t = (r.get("timings_ms") or {}).get("total")
    return float(t) if isinstance(t, (int, float)) else None


def _row(r: dict[str, Any]) -> str:
    status = str(r.get("status", "unknown"))
    reasons = [str(c) for c in r.get("reasons") or []]
    ms = _latency(r)
    search = " ".join(str(r.get(k) or "") for k in ("id", "question", "sparql", "explanation")).lower()
    repair = f"<div class='repair'>repair: {_esc(plain_repair(str(r['repair'])))}</div>" if r.get("repair") else ""
    return (f"<tr class='rec' data-status='{_esc(status)}' data-reasons='{_esc(' '.join(reasons))}' "
            f"data-search='{_esc(search)}'>"
            f"<td>{_esc(r.get('id', ''))}</td>"
            f"<td class='status' style='color:{_COLOURS.get(status, '#333')}'>{_esc(status)}</td>"
            f"<td>{_esc(', '.join(reasons))}</td><td>{_esc(r.get('question', ''))}</td>"
            f"<td><pre>{_esc(query_body(r.get('sparql', ''), 2000))}</pre></td>"
            f"<td>{_esc(plain_words(str(r.get('explanation') or '')))}{repair}{_evidence(r)}</td>"
            f"<td class='num' data-sort='{ms if ms is not None else -1}'>{'' if ms is None else f'{ms:.0f}'}</td></tr>")


def _diff_section(changes: list[Change], before_label: str, after_label: str, total_before: int,
                  total_after: int) -> str:
    def verdict(r: dict[str, Any] | None) -> str:
        if r is None:
            return "<i>absent</i>"
        s = str(r.get("status", ""))
        return (f"<span style='color:{_COLOURS.get(s, '#333')}'>{_esc(s)}</span> "
                f"[{_esc(', '.join(map(str, r.get('reasons') or [])))}]")

    moves: dict[tuple[str, str], int] = {}
    for c in changes:
        if c.change == "status":
            k = (str(c.before.get("status")), str(c.after.get("status")))  # type: ignore[union-attr]
            moves[k] = moves.get(k, 0) + 1
    kinds = {k: sum(1 for c in changes if c.change == k) for k in ("status", "reasons", "added", "removed")}
    move_list = "".join(f"<li>{_esc(a)} → {_esc(b)}: {n}</li>" for (a, b), n in sorted(moves.items(), key=lambda kv: -kv[1]))
    rows = []
    for c in changes:
        r = c.after or c.before or {}
        rows.append(f"<tr class='change' data-change='{_esc(c.change)}'><td>{_esc(r.get('id', ''))}</td>"
                    f"<td>{_esc(c.change)}</td><td>{_esc(r.get('question', ''))}</td>"
                    f"<td><pre>{_esc(query_body(r.get('sparql', ''), 600))}</pre></td>"
                    f"<td>{verdict(c.before)}</td><td>{verdict(c.after)}</td>"
                    f"<td>{_esc(plain_words(str((c.after or {}).get('explanation') or '')))}</td></tr>")
    return (f"<section id='diff'><h2>Changes: {_esc(before_label)} → {_esc(after_label)}</h2>"
            f"<p>{total_before} record(s) before, {total_after} after; {len(changes)} changed: "
            f"{kinds['status']} changed status, {kinds['reasons']} changed reasons only, {kinds['added']} new, "
            f"{kinds['removed']} gone.</p><ul class='moves'>{move_list}</ul>"
            "<table id='changes'><thead><tr><th>id</th><th>change</th><th>question</th><th>query</th>"
            f"<th>{_esc(before_label)}</th><th>{_esc(after_label)}</th><th>explanation now</th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table></section>")


_CSS = """body{font-family:system-ui,sans-serif;margin:2em;color:#222}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ddd;padding:4px;vertical-align:top;font-size:13px}pre{margin:0;white-space:pre-wrap;
word-break:break-word}th{background:#f4f4f4;text-align:left}#records th{cursor:pointer}th.asc:after{content:" ▲"}
th.desc:after{content:" ▼"}.charts{display:flex;flex-wrap:wrap;gap:2em}figure.chart{margin:0}
figcaption{font-weight:bold;margin-bottom:4px}svg text{font-size:12px;fill:#333}rect[data-filter]{cursor:pointer}
.controls{margin:1em 0;display:flex;gap:1em;flex-wrap:wrap;align-items:center}td.status{font-weight:bold}
td.num{text-align:right}details ul{margin:2px 0 4px 1em;padding:0}code{font-size:12px}"""

# Sorting and filtering read only data- attributes and text content; no record text is ever parsed as markup.
_JS = """(function(){
const rows=Array.from(document.querySelectorAll('#records tbody tr.rec'));
const st=document.getElementById('filter-status'),rs=document.getElementById('filter-reason'),
q=document.getElementById('filter-text'),shown=document.getElementById('shown');
function apply(){const s=st.value,r=rs.value,t=q.value.trim().toLowerCase();let n=0;
for(const row of rows){const ok=(!s||row.dataset.status===s)&&(!r||row.dataset.reasons.split(' ').includes(r))
&&(!t||row.dataset.search.includes(t));row.hidden=!ok;if(ok)n++;}shown.textContent=n;}
st.addEventListener('change',apply);rs.addEventListener('change',apply);q.addEventListener('input',apply);
for(const bar of document.querySelectorAll('rect[data-filter]')){bar.addEventListener('click',()=>{
const sel=bar.dataset.filter==='status'?st:rs;sel.value=sel.value===bar.dataset.value?'':bar.dataset.value;apply();});}
const body=document.querySelector('#records tbody');
document.querySelectorAll('#records thead th').forEach((th,i)=>th.addEventListener('click',()=>{
const asc=!th.classList.contains('asc');document.querySelectorAll('#records thead th').forEach(h=>h.classList.remove('asc','desc'));
th.classList.add(asc?'asc':'desc');const num=th.dataset.type==='num';
const key=row=>{const c=row.cells[i];return num?parseFloat(c.dataset.sort):c.textContent.toLowerCase();};
rows.sort((a,b)=>{const x=key(a),y=key(b);return (x<y?-1:x>y?1:0)*(asc?1:-1);});
for(const row of rows)body.appendChild(row);}));
apply();})();"""


def render_report(results: Iterable[dict[str, Any]], summary: AuditSummary | None = None,
                  title: str = "sparql-verifier audit", baseline: Iterable[dict[str, Any]] | None = None,
                  baseline_label: str = "baseline", label: str = "this audit") -> str:
    """The report as one HTML document (see the module's docstring)."""
    rows = list(results)
    counts: dict[str, int] = {}
    reasons: dict[str, int] = {}
    for r in rows:
        s = str(r.get("status", "unknown"))
        counts[s] = counts.get(s, 0) + 1
        for c in r.get("reasons") or []:
            reasons[str(c)] = reasons.get(str(c), 0) + 1
    statuses = sorted(counts, key=lambda s: (_STATUS_ORDER.index(s) if s in _STATUS_ORDER else 9, s))
    by_reason = sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))
    latencies = [t for t in (_latency(r) for r in rows) if t is not None]
    timing = ""
    if summary is not None:
        d = summary.to_dict()
        timing = (f"<p>{d['records']} checked in {d['seconds']} s ({d['records_per_s']} records/s); "
                  f"latency p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms.</p>")
    charts = ("<div class='charts'>"
              + _bar_chart("chart-status", "Verdicts", [(s, counts[s]) for s in statuses], _COLOURS, "status")
              + _bar_chart("chart-reasons", "Reasons", by_reason, filter_kind="reason")
              + _histogram("chart-latency", "Latency", latencies) + "</div>")
    status_opts = "".join(f"<option value='{_esc(s)}'>{_esc(s)} ({counts[s]})</option>" for s in statuses)
    reason_opts = "".join(f"<option value='{_esc(k)}'>{_esc(k)} ({n})</option>" for k, n in by_reason)
    controls = ("<div class='controls'><label>status <select id='filter-status'><option value=''>all</option>"
                f"{status_opts}</select></label><label>reason <select id='filter-reason'><option value=''>all"
                f"</option>{reason_opts}</select></label><label>search <input id='filter-text' type='search' "
                "placeholder='id, question, query, explanation'></label>"
                f"<span><span id='shown'>{len(rows)}</span> of {len(rows)} shown</span></div>")
    table = ("<table id='records'><thead><tr><th>id</th><th>status</th><th>reasons</th><th>question</th>"
             "<th>query</th><th>explanation and evidence</th><th data-type='num'>ms</th></tr></thead>"
             f"<tbody>{''.join(_row(r) for r in rows)}</tbody></table>")
    diff = ""
    if baseline is not None:
        before = list(baseline)
        diff = _diff_section(diff_results(before, rows), baseline_label, label, len(before), len(rows))
    csp = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            f"<meta http-equiv='Content-Security-Policy' content=\"{csp}\"><title>{_esc(title)}</title>"
            f"<style>{_CSS}</style></head><body><h1>{_esc(title)}</h1><p>{len(rows)} record(s).</p>{timing}"
            f"{charts}{diff}<h2>Records</h2>{controls}{table}<script>{_JS}</script></body></html>")


def write_report(results: Iterable[dict[str, Any]], summary: AuditSummary | None, out: str | Path,
                 title: str = "sparql-verifier audit", baseline: Iterable[dict[str, Any]] | None = None,
                 baseline_label: str = "baseline", label: str = "this audit") -> None:
    """Write :func:`render_report` to ``out``."""
    Path(out).write_text(render_report(results, summary, title, baseline, baseline_label, label), encoding="utf-8")


# ------------------------------------------------------------------------------------------- command
def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="an HTML report of an audit's output, optionally against another audit",
                       description="Write a self-contained HTML report (charts, a sortable and filterable table, "
                                   "each record's evidence) of `verifier audit` output; with --baseline, also the "
                                   "records whose status or reasons changed between the two audits.")
    p.add_argument("results", help="the output JSONL of `verifier audit`")
    p.add_argument("--html", required=True, help="where to write the report")
    p.add_argument("--baseline", help="the output JSONL of another audit of the same log (e.g. the previous model)")
    p.add_argument("--title", default="sparql-verifier audit")
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    try:
        results = read_results(args.results)
        baseline = read_results(args.baseline) if args.baseline else None
    except (OSError, ValueError) as exc:
        print(f"verifier report: {exc}", file=sys.stderr)
        return 2
    write_report(results, None, args.html, args.title, baseline,
                 baseline_label=Path(args.baseline).name if args.baseline else "baseline",
                 label=Path(args.results).name)
    changed = f", {len(diff_results(baseline, results))} changed since {args.baseline}" if baseline is not None else ""
    print(f"report: {args.html} ({len(results)} records{changed})")
    return 0
