"""The campaign folder's watch (`fate_tui.campaign.folder_events`): the file events name the
campaign files that were edited, created, deleted or replaced by a rename; a folder replaced
by a file is watched anew and every file looked at; polling takes over where events cannot be
used. Each test waits for the report it expects with a bound, never for a set time."""

import os
import queue
import shutil
import sys
from pathlib import Path

import pytest

from fate_tui.campaign import folder_events
from fate_tui.campaign.folder_events import (
    PLAYERS_FOLDERS,
    FolderWatch,
    Method,
    filesystem_type,
    method_for,
)

BOUND = 20.0  # seconds: only a broken watch ever waits this long


@pytest.fixture
def folder(tmp_path) -> Path:
    root = tmp_path / "campaign"
    (root / "characters").mkdir(parents=True)
    (root / "scenes").mkdir()
    (root / "campaign.toml").write_text('name = "Test"\n', encoding="utf-8")
    (root / "characters" / "ruth.toml").write_text('name = "Ruth"\n', encoding="utf-8")
    return root


class Reports:
    """What a watch reported, taken in order."""

    def __init__(self) -> None:
        self.queue: queue.Queue = queue.Queue()

    def __call__(self, relpaths) -> None:
        self.queue.put(relpaths)

    def next(self):
        return self.queue.get(timeout=BOUND)

    def until(self, wanted) -> list:
        """Every report up to the first one `wanted` accepts (a watch may report a file
        twice, or an earlier step's events late)."""
        seen = []
        while True:
            report = self.next()
            seen.append(report)
            if wanted(report):
                return seen


def names(*relpaths):
    return lambda report: report is not None and set(relpaths) <= report


# Linux's events are read directly; watchfiles serves macOS and Windows (and works on Linux).
BACKENDS = ["inotify", "watchfiles"] if sys.platform.startswith("linux") else ["watchfiles"]


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def watched(folder, backend):
    reports = Reports()
    watch = FolderWatch(folder, reports, method=Method(True, "file events"), backend=backend)
    watch.start()
    assert reports.next() is None  # the first look, at every file
    yield folder, reports, watch
    watch.stop()


def test_an_edit_a_new_file_and_a_deleted_file_are_each_named(watched):
    folder, reports, watch = watched
    (folder / "characters" / "ruth.toml").write_text('name = "Ruth K"\n', encoding="utf-8")
    reports.until(names("characters/ruth.toml"))
    (folder / "scenes" / "docks.toml").write_text('name = "Docks"\n', encoding="utf-8")
    reports.until(names("scenes/docks.toml"))
    (folder / "scenes" / "docks.toml").unlink()
    reports.until(names("scenes/docks.toml"))
    (folder / "campaign.toml").write_text('name = "Renamed"\n', encoding="utf-8")
    reports.until(names("campaign.toml"))
    assert watch.events


def test_a_save_by_rename_names_the_file_and_never_the_temp_file(watched):
    folder, reports, _ = watched
    temp = folder / "characters" / ".ruth.toml.k3j9x_2a.tmp"
    temp.write_text('name = "Ruth Kincaid"\n', encoding="utf-8")
    os.replace(temp, folder / "characters" / "ruth.toml")
    seen = reports.until(names("characters/ruth.toml"))
    assert all(".tmp" not in path for report in seen if report for path in report)
    # An editor's backup by rename: the file is gone, then written anew.
    os.replace(folder / "characters" / "ruth.toml", folder / "characters" / "ruth.toml~")
    (folder / "characters" / "ruth.toml").write_text('name = "Ruth"\n', encoding="utf-8")
    seen = reports.until(names("characters/ruth.toml"))
    assert all("~" not in path for report in seen if report for path in report)


def test_files_outside_the_campaign_folders_are_not_named(watched):
    folder, reports, _ = watched
    (folder / "notes.txt").write_text("not a campaign file\n", encoding="utf-8")
    (folder / "characters" / "ruth.md").write_text("nor this\n", encoding="utf-8")
    (folder / "characters" / "ruth.toml").write_text('name = "R"\n', encoding="utf-8")
    seen = reports.until(names("characters/ruth.toml"))
    assert all(path == "characters/ruth.toml" for report in seen if report for path in report)


def test_a_folder_replaced_by_a_file_is_looked_at_whole_and_watched_anew(watched):
    folder, reports, _ = watched
    shutil.rmtree(folder / "characters")
    (folder / "characters").write_text("a file where the folder was\n", encoding="utf-8")
    reports.until(lambda report: report is None)
    # The folder comes back: watched again, so an edit in it is named.
    (folder / "characters").unlink()
    (folder / "characters").mkdir()
    reports.until(lambda report: report is None)
    (folder / "characters" / "maren.toml").write_text('name = "Maren"\n', encoding="utf-8")
    reports.until(names("characters/maren.toml"))


def test_a_file_linked_from_elsewhere_in_the_campaign_is_looked_at(folder, backend):
    (folder / "shared").mkdir()
    (folder / "shared" / "maren.toml").write_text('name = "Maren"\n', encoding="utf-8")
    (folder / "characters" / "maren.toml").symlink_to("../shared/maren.toml")
    reports = Reports()
    watch = FolderWatch(
        folder, reports, poll_every=0.05, method=Method(True, "events"), backend=backend
    )
    watch.start()
    try:
        assert reports.next() is None
        # No watched folder sees this edit: the link is looked at on its own.
        (folder / "shared" / "maren.toml").write_text('name = "Maren V"\n', encoding="utf-8")
        reports.until(names("characters/maren.toml"))
        # A link made while watching joins them.
        (folder / "shared" / "ruth.toml").write_text('name = "R"\n', encoding="utf-8")
        (folder / "characters" / "ruth.toml").unlink()
        (folder / "characters" / "ruth.toml").symlink_to("../shared/ruth.toml")
        reports.until(names("characters/ruth.toml", "characters/maren.toml"))
        assert watch.events
    finally:
        watch.stop()


def test_a_folder_created_after_the_start_is_watched(tmp_path, backend):
    root = tmp_path / "campaign"
    root.mkdir()
    (root / "campaign.toml").write_text('name = "Test"\n', encoding="utf-8")
    reports = Reports()
    watch = FolderWatch(
        root, reports, folders=PLAYERS_FOLDERS, method=Method(True, "events"), backend=backend
    )
    watch.start()
    try:
        assert reports.next() is None
        (root / "log").mkdir()
        reports.until(lambda report: report is None)
        (root / "log" / "session-01.toml").write_text("[[entries]]\n", encoding="utf-8")
        reports.until(names("log/session-01.toml"))
    finally:
        watch.stop()


def test_polling_reports_every_file_at_each_interval(folder):
    reports = Reports()
    watch = FolderWatch(folder, reports, poll_every=0.01, method=Method(False, "forced"))
    watch.start()
    try:
        assert [reports.next() for _ in range(3)] == [None, None, None]
        assert not watch.events
    finally:
        watch.stop()
    assert not watch._thread.is_alive()


def test_events_that_cannot_start_give_way_to_polling(folder, monkeypatch, backend):
    import watchfiles._rust_notify

    from fate_tui.campaign import inotify

    def refuse(*args, **kwargs):
        raise OSError(28, "OS file watch limit reached")

    monkeypatch.setattr(watchfiles._rust_notify, "RustNotify", refuse)
    monkeypatch.setattr(inotify, "FolderEvents", refuse)
    reports = Reports()
    watch = FolderWatch(
        folder, reports, poll_every=0.01, method=Method(True, "file events"), backend=backend
    )
    watch.start()
    try:
        assert [reports.next() for _ in range(2)] == [None, None]
        assert not watch.events
        assert "watch limit" in watch.method.reason
    finally:
        watch.stop()


def test_stopping_ends_the_thread_waiting_for_events(watched):
    _, _, watch = watched
    watch.stop(wait=BOUND)
    assert not watch._thread.is_alive()


def test_the_environment_variable_forces_polling(folder, monkeypatch):
    monkeypatch.setattr(folder_events, "filesystem_type", lambda path: "ext4")
    assert method_for(folder, environ={"FATE_TUI_WATCH": "poll"}) == Method(
        False, "FATE_TUI_WATCH=poll"
    )
    assert method_for(folder, environ={}).events


def test_without_watchfiles_the_folder_is_polled_but_on_linux(folder, monkeypatch):
    monkeypatch.setitem(sys.modules, "watchfiles", None)  # the import fails
    monkeypatch.setattr(folder_events, "filesystem_type", lambda path: "ext4")
    monkeypatch.setattr(sys, "platform", "darwin")
    assert method_for(folder, environ={}) == Method(False, "watchfiles is not installed")
    monkeypatch.setattr(sys, "platform", "linux")  # inotify needs no library
    assert method_for(folder, environ={}).events


@pytest.mark.parametrize("kind", ["nfs4", "cifs", "9p", "fuse.sshfs", "vboxsf"])
def test_a_network_or_shared_filesystem_is_polled(folder, monkeypatch, kind):
    monkeypatch.setattr(folder_events, "filesystem_type", lambda path: kind)
    method = method_for(folder, environ={})
    assert not method.events and kind in method.reason


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the mount table is Linux's")
def test_the_filesystem_is_the_longest_mount_point_holding_the_folder(tmp_path):
    table = tmp_path / "mounts"
    table.write_text(
        "/dev/sda1 / ext4 rw 0 0\n"
        "server:/export /mnt/camp nfs4 rw 0 0\n"
        "server:/other /mnt/camp\\040aign fuse.sshfs rw 0 0\n",
        encoding="utf-8",
    )
    assert filesystem_type(Path("/mnt/camp/ashen"), str(table)) == "nfs4"
    assert filesystem_type(Path("/mnt/camp aign/x"), str(table)) == "fuse.sshfs"
    assert filesystem_type(Path("/mnt/campaign"), str(table)) == "ext4"
    assert filesystem_type(Path("/home/gm"), str(tmp_path / "none")) is None
