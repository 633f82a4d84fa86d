"""The audit's HTML report: self-contained, escaped, and usable in a real browser (charts drawn, the table
filtered by status, reason and text, sorted), with the diff of two audits of the same log.

The browser test runs Playwright with Debian's Chromium (``apt-get install chromium``; ``playwright
install`` cannot download browsers everywhere); it is skipped, with the reason, where either is absent."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from verifier.audit.report import diff_results, read_results, render_report, write_report
from verifier.verdict import Verdict

P = "PREFIX wd: <http://www.wikidata.org/entity/>\nPREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
HOSTILE_QUESTION = "<script>alert('q')</script> What is the mass of benzene?"
HOSTILE_QUERY = "SELECT ?v WHERE { ?v ?p \"</pre><img src=x onerror=alert('s')>\" }"
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="module")
def audit(chemistry_verifier):
    """Real verdicts of the chemistry example, and two records whose text is an attack."""
    checks = [("a1", "What is the mass of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }"),
              ("r1", "What is the mass of benzene?", "SELECT ?v WHERE { wd:Q15779 wdt:P2067 ?v }"),
              ("r2", "What is the mass of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v . ?v wdt:P31 wd:Q11173 }"),
              ("r3", "What is the boiling point of water?", "SELECT ?v WHERE { wd:Q283 wdt:P2101 ?v }"),
              ("u1", "What is the colour of benzene?", "SELECT ?v WHERE { wd:Q2270 wdt:P2067 ?v }")]
    rows = [chemistry_verifier.check(q, P + s, id=i).to_dict() for i, q, s in checks]
    rows.append(Verdict("reject", ("syntax_error",), "the text is not well-formed SPARQL", question=HOSTILE_QUESTION,
                        sparql=HOSTILE_QUERY, id="x1<b>", timings_ms={"total": 3.0}).to_dict())
    rows.append(Verdict("unknown", ("question_unparsed",), "\"><svg onload=alert('e')>", question="'\"><iframe>",
                        sparql="ASK {}", id="x2", timings_ms={"total": 5.0}).to_dict())
    return rows


def _baseline(rows):
    """The same log audited by an earlier model: one verdict differs in status, one in reasons only,
    one record is missing and one is extra."""
    before = [dict(r) for r in rows if r["id"] != "x2"]
    before[0] = dict(before[0], status="reject", reasons=["wrong_relation"])  # a1: status
    before[2] = dict(before[2], reasons=["missing_constraint"])  # r2: reasons only
    before.append(dict(before[1], id="gone"))
    return before


def test_report_escapes_record_text_and_fetches_nothing(audit, tmp_path):
    doc = render_report(audit, baseline=_baseline(audit))
    assert "<script>alert" not in doc and "<img src=x" not in doc and "<svg onload" not in doc
    assert "<iframe" not in doc and "x1<b>" not in doc
    assert "&lt;script&gt;alert(&#x27;q&#x27;)&lt;/script&gt;" in doc
    assert doc.count("<script>") == 1  # the report's own
    # self-contained: no URL to fetch anything from (the namespaces in the records' own text are escaped text)
    assert "src=" not in doc.replace("src=x", "") and "href=" not in doc and "@import" not in doc
    assert "default-src 'none'" in doc


def test_diff_names_status_and_reason_changes_and_records_in_one_audit_only(audit):
    changes = {c.key: c.change for c in diff_results(_baseline(audit), audit)}
    assert changes == {"a1": "status", "r2": "reasons", "x2": "added", "gone": "removed"}
    # without ids, records are matched by question and query
    no_ids = [{k: v for k, v in r.items() if k != "id"} for r in audit]
    assert diff_results(no_ids, no_ids) == []


def test_read_results_fails_loudly_on_a_bad_line(tmp_path):
    path = tmp_path / "out.jsonl"
    path.write_text('{"id": "a", "status": "accept"}\n[1, 2]\n')
    with pytest.raises(ValueError, match=r"out.jsonl:2: not a JSON object"):
        read_results(path)
    path.write_text('{"id": "a"\n')
    with pytest.raises(ValueError, match=r"out.jsonl:1: not JSON"):
        read_results(path)


def test_report_command_writes_the_diff(audit, tmp_path):
    new, old, out = tmp_path / "new.jsonl", tmp_path / "old.jsonl", tmp_path / "report.html"
    new.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in audit))
    old.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in _baseline(audit)))
    r = subprocess.run([sys.executable, "-m", "verifier.cli", "report", str(new), "--html", str(out),
                        "--baseline", str(old)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert f"({len(audit)} records, 4 changed since" in r.stdout
    doc = out.read_text()
    assert doc.count("<tr class='change'") == 4 and "old.jsonl → new.jsonl" in doc
    bad = subprocess.run([sys.executable, "-m", "verifier.cli", "report", str(tmp_path / "none.jsonl"), "--html",
                          str(out)], capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "verifier report:" in bad.stderr


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install playwright)")
    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (apt-get install -y chromium)")
    with sync_api.sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        except Exception as exc:  # a Chromium that cannot start here (missing libraries, no sandbox support)
            pytest.skip(f"Chromium at {CHROMIUM} does not start: {exc}")
        yield b
        b.close()


def test_report_in_a_browser(audit, browser, tmp_path):
    path = tmp_path / "report.html"
    write_report(audit, None, path, baseline=_baseline(audit))
    page = browser.new_page()
    requests, dialogs, errors = [], [], []
    page.on("request", lambda r: requests.append(r.url))
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    assert requests == [path.as_uri()] and dialogs == [] and errors == []
    # the attacks stayed text
    assert page.locator("#records img, #records iframe, #records svg, #changes img").count() == 0
    assert page.locator("script").count() == 1
    assert page.locator("#records td", has_text="<script>alert('q')</script>").count() == 1

    # the charts are drawn: one bar per status and per reason, sized by count; the histogram counts every record
    statuses = {r["status"] for r in audit}
    reasons = {c for r in audit for c in r["reasons"]}
    bars = page.locator("#chart-status rect.bar")
    assert bars.count() == len(statuses)
    assert all(bars.nth(i).bounding_box()["width"] > 0 for i in range(bars.count()))
    assert page.locator("#chart-reasons rect.bar").count() == len(reasons)
    heights = page.locator("#chart-latency rect.bar").evaluate_all("bs => bs.map(b => b.getBoundingClientRect().height)")
    counts = page.locator("#chart-latency rect.bar").evaluate_all("bs => bs.map(b => +b.dataset.count)")
    assert sum(counts) == len(audit) and max(heights) > 50

    rows = page.locator("#records tbody tr.rec")
    visible = page.locator("#records tbody tr.rec:visible")
    assert visible.count() == len(audit)
    # filtering by reason changes the visible rows, to exactly the records with that reason
    page.select_option("#filter-reason", "deviating_entity")
    assert visible.count() == sum("deviating_entity" in r["reasons"] for r in audit) == 1
    assert visible.first.locator("td").first.inner_text() == "r1"
    assert page.locator("#shown").inner_text() == "1"
    page.select_option("#filter-reason", "")
    # by status, and by text; then a click on a reason's bar filters as the menu does
    page.select_option("#filter-status", "reject")
    assert visible.count() == sum(r["status"] == "reject" for r in audit)
    page.fill("#filter-text", "boiling")
    assert visible.count() == 1 and "r3" in visible.first.inner_text()
    page.select_option("#filter-status", "")
    page.fill("#filter-text", "")
    page.locator("#chart-reasons rect.bar[data-value='equivalent']").click()
    assert page.locator("#filter-reason").input_value() == "equivalent"
    assert visible.count() == sum(r["status"] == "accept" for r in audit)
    page.select_option("#filter-reason", "")

    # sorting by latency: ascending numbers on the first click, descending on the second
    header = page.locator("#records thead th", has_text="ms")
    header.click()
    ms = [float(x) for x in rows.evaluate_all("rs => rs.map(r => r.cells[6].dataset.sort)")]
    assert ms == sorted(ms) and len(ms) == len(audit)
    header.click()
    ms = [float(x) for x in rows.evaluate_all("rs => rs.map(r => r.cells[6].dataset.sort)")]
    assert ms == sorted(ms, reverse=True)

    # each record's evidence: the proof of an accept, the counterexample and the repair of a reject
    a1 = page.locator("#records tr.rec", has=page.locator("td:first-child", has_text="a1"))
    a1.locator("summary").click()
    assert a1.locator(".proof li").count() == len(next(r for r in audit if r["id"] == "a1")["proof"]["axioms"])
    r1 = page.locator("#records tr.rec", has=page.locator("td:first-child", has_text="r1"))
    assert "replace wd:Q15779 with wd:Q2270" in r1.locator(".repair").first.inner_text()
    r1.locator("summary").click()
    assert r1.locator(".counterexample li").count() > 0

    # the diff of the two audits
    changes = page.locator("#changes tr.change")
    assert changes.count() == 4
    assert sorted(changes.evaluate_all("rs => rs.map(r => r.dataset.change)")) == ["added", "reasons", "removed",
                                                                                    "status"]
