"""The play log: appended entries read back in order, and a broken log is never overwritten."""

from datetime import datetime

import pytest

from fate_tui.campaign.playlog import (
    LogEntry,
    append_entry,
    log_path,
    read_log,
    sessions_logged,
)
from fate_tui.campaign.problems import CampaignFileError

AT = datetime(2026, 11, 20, 21, 14, 3)


def test_entries_read_back_in_order_with_their_details(tmp_path):
    first = LogEntry("roll", "Ruth attacks: Great (+4) vs Fair", AT, "chapel", {"shifts": 2})
    second = LogEntry("compel", "Ruth accepts a compel on her trouble", AT, "chapel")
    append_entry(tmp_path, 7, first)
    append_entry(tmp_path, 7, second)
    entries, problems = read_log(tmp_path, 7)
    assert problems == []
    assert entries == [first, second]
    assert sessions_logged(tmp_path) == [7]
    assert log_path(tmp_path, 7).name == "session-07.toml"


def test_appending_keeps_what_the_gm_wrote_in_the_log(tmp_path):
    append_entry(tmp_path, 1, LogEntry("scene", "The scene starts", AT))
    path = log_path(tmp_path, 1)
    path.write_text(path.read_text() + "# the players loved this bit\n")
    append_entry(tmp_path, 1, LogEntry("fate_point", "Ethan gains a fate point", AT))
    text = path.read_text()
    assert "# the players loved this bit" in text
    assert len(read_log(tmp_path, 1)[0]) == 2


def test_a_broken_log_is_reported_and_never_overwritten(tmp_path):
    append_entry(tmp_path, 2, LogEntry("scene", "The scene starts", AT))
    path = log_path(tmp_path, 2)
    path.write_text("this is [ not toml")
    entries, problems = read_log(tmp_path, 2)
    assert entries == [] and problems and problems[0].line == 1
    with pytest.raises(CampaignFileError):
        append_entry(tmp_path, 2, LogEntry("scene", "More", AT))
    assert path.read_text() == "this is [ not toml"


def test_malformed_entries_are_skipped_with_a_warning(tmp_path):
    log_path(tmp_path, 3).parent.mkdir()
    log_path(tmp_path, 3).write_text('session = 3\n[[entries]]\nkind = "roll"\n')
    entries, problems = read_log(tmp_path, 3)
    assert entries == []
    assert problems[0].severity == "warning" and problems[0].key_path == "entries[0]"


def test_unknown_kinds_are_refused(tmp_path):
    with pytest.raises(ValueError, match="unknown log entry kind"):
        append_entry(tmp_path, 1, LogEntry("dance", "?", AT))


def test_an_append_after_an_edit_made_outside_keeps_the_edit(tmp_path):
    written = append_entry(tmp_path, 4, LogEntry("scene", "The scene starts", AT))
    path = log_path(tmp_path, 4)
    path.write_text(path.read_text() + "# a note the GM added\n")
    append_entry(tmp_path, 4, LogEntry("roll", "A roll", AT), written)
    assert "# a note the GM added" in path.read_text()
    assert [e.text for e in read_log(tmp_path, 4)[0]] == ["The scene starts", "A roll"]
