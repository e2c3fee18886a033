"""The campaign folder's watch brought onto an app's thread: the watch's thread posts a
message (never blocking on the app), and the app looks at the files it names in a worker."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.message import Message

from fate_tui.campaign.folder_events import GM_FOLDERS, Changed, FolderWatch


class FolderChanged(Message):
    """Campaign files may have changed on disk: `relpaths` names them (None: any file)."""

    def __init__(self, relpaths: Changed) -> None:
        super().__init__()
        self.relpaths = relpaths


def watch_folder(
    app: App, root: Path, *, poll_every: float, folders: tuple[str, ...] = GM_FOLDERS
) -> FolderWatch:
    """Start watching the campaign at `root` for `app`, which gets a FolderChanged each time;
    stop it when the app closes or opens another campaign."""

    def report(relpaths: Changed) -> None:
        app.post_message(FolderChanged(relpaths))

    return FolderWatch(root, report, folders=folders, poll_every=poll_every).start()
