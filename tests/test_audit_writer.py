"""The audit's output writer: a verdict shared by duplicate records is encoded once, and every line is the
very text ``dumps_line`` gives (the resume logic and readers of the output depend on it)."""

import io
import json

from verifier.audit.records import Record
from verifier.audit.runner import LineWriter, dumps_line, finish_line

VERDICT = {"id": "r1", "status": "reject", "reasons": ["wrong_relation"], "explanation": "Die Frage fragt nach „Masse“",
           "countermodel": {"facts": ["wdt:P2067(wd:Q2270, answer)"], "identities": []}, "notes": [],
           "timings_ms": {"total": 12.5}}


def _lines(writer_lines):
    buf = io.StringIO()
    w = LineWriter(buf)
    for line in writer_lines:
        w.write(line)
    return buf.getvalue()


def test_a_duplicate_line_is_the_text_dumps_line_gives_with_its_own_id_and_fields():
    first = Record("r1", "q", "s", extra={"source": "llm"})
    dup = Record("r7", "q", "s", extra={"status": "from the log", "rank": 3})  # "status" clashes: input_status
    lines = [finish_line(first, VERDICT), finish_line(dup, VERDICT, duplicate_of="r1"),
             finish_line(Record("r8", "q", "s"), VERDICT, duplicate_of="r1")]
    got = _lines(lines)
    assert got == "".join(dumps_line(dict(line)) for line in lines)
    rows = [json.loads(x) for x in got.splitlines()]
    assert [r["id"] for r in rows] == ["r1", "r7", "r8"]
    assert rows[1]["duplicate_of"] == "r1" and rows[1]["input_status"] == "from the log" and rows[1]["rank"] == 3
    assert rows[1]["status"] == "reject" and rows[1]["explanation"] == VERDICT["explanation"]


def test_a_verdict_with_a_lone_surrogate_falls_back_to_ascii_escapes_as_dumps_line_does():
    odd = dict(VERDICT, explanation="bad \udcff text")
    lines = [finish_line(Record("a", "q", "s"), odd), finish_line(Record("b\udcff", "q", "s"), VERDICT, duplicate_of="a")]
    got = _lines(lines)
    assert got == "".join(dumps_line(dict(line)) for line in lines)
    assert json.loads(got.splitlines()[0])["explanation"] == "bad \udcff text"
    assert json.loads(got.splitlines()[1])["id"] == "b\udcff"


def test_a_plain_dict_and_a_verdict_not_led_by_its_id_are_written_as_dumps_line_writes_them():
    lines = [{"id": "x", "status": "unknown"}, finish_line(Record("y", "q", "s"), {"status": "accept", "id": "y0"})]
    assert _lines(lines) == "".join(dumps_line(dict(line)) for line in lines)


def test_everything_written_is_in_the_file_once_it_is_closed(tmp_path):
    out = tmp_path / "out.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        w = LineWriter(fh)
        for i in range(500):
            w.write(finish_line(Record(f"r{i}", "q", "s"), VERDICT, duplicate_of=None if i == 0 else "r0"))
    rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 500 and rows[-1]["id"] == "r499" and rows[-1]["duplicate_of"] == "r0"
