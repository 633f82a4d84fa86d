"""The one reader of the bridge's tables: missing files and malformed rows fail loudly."""

import pytest

from verifier._data import DataFileMissing
from verifier.bridge import tables
from verifier.bridge import load_inverse_properties, load_state_adjectives, load_work_makers
from verifier.bridge.containment import load_containment_table


def test_rows_keep_their_line_numbers_and_drop_comments():
    rows = tables.text_rows("# header\nprefix dbo dbp  # two vocabularies\n\nsuffix Year Date\n", "t.table")
    assert [(r.line, r.fields) for r in rows] == [(2, ("prefix", "dbo", "dbp")), (4, ("suffix", "Year", "Date"))]


def test_tab_separated_rows_keep_a_hash_inside_a_field():
    rows = tables.text_rows("# comment\nnum#ber\tcount, total\n", "t.tsv", sep="\t", comments_anywhere=False)
    assert rows[0].fields == ("num#ber", "count, total") and rows[0].line == 2


def test_a_missing_table_raises_naming_the_path(tmp_path):
    with pytest.raises(DataFileMissing, match="inverse_properties.table"):
        load_inverse_properties(tmp_path)
    with pytest.raises(DataFileMissing, match="containment.table"):
        load_containment_table(tmp_path)


def test_a_malformed_row_names_the_file_and_line(tmp_path):
    (tmp_path / "inverse_properties.table").write_text("# pairs\nex:parent ex:child\nex:lonely\n")
    with pytest.raises(tables.TableError, match=r"inverse_properties.table:3: expected two properties"):
        load_inverse_properties(tmp_path)
    (tmp_path / "state_adjectives.table").write_text("married maybe ex:spouse\n")
    with pytest.raises(tables.TableError, match=r"state_adjectives.table:1:"):
        load_state_adjectives(tmp_path)
    (tmp_path / "work_makers.table").write_text("work ex:Film\nauthor ex:writer\n")
    with pytest.raises(tables.TableError, match=r"work_makers.table:2: expected 'work\|maker VALUE'"):
        load_work_makers(tmp_path)


def test_a_table_of_another_directory_is_read_like_the_shipped_one(tmp_path):
    (tmp_path / "inverse_properties.table").write_text("ex:parent ex:child  # one pair\n")
    assert load_inverse_properties(tmp_path) == (("ex:parent", "ex:child"),)
