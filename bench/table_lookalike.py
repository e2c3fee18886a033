"""A look-alike of the bundled campaign's Table made of Textual's own widgets alone: what
Textual spends drawing what the Table shows, with none of fate-tui's code and no file read.

bench/bench_startup.py starts it like the bare app and measures its first frame beside the
app's Table, so the report can say how much of the Table's time is Textual drawing a screen
this full, and how much is left for fate-tui itself. The text is the Ashen Coast's opening
Table at 120x40, written out here: a status line, the scene's aspects and its zones side by
side, the cast in a DataTable, the countdowns and the log side by side, and the footer, in the
same bordered boxes.

Given a campaign folder, it first does what the app does before drawing its Table: imports
the Table's code (the campaign layer, the rules core the campaign's state is made of, the
Table's widgets) and reads the campaign's first look. Then it draws the look-alike: that
process's time is fate-tui's own import and read plus Textual's drawing, the least the Table
could take as it is built (nothing of the Table's own work, nor its loading screen, counted).

    .venv/bin/python bench/table_lookalike.py [CAMPAIGN]   (FATE_TUI_BENCH_OUT: the moment's file)
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import DataTable, Footer, OptionList, Static

STATUS = (
    "The Ashen Coast (Fate Condensed) · Arc: Salt and Smoke · Session 7 · "
    "Scene: The Drowned Chapel   GM pool ●●● 3"
)
ASPECTS = (
    "▌Tide Rising Through the Floor Stones",
    "▌Hymn Rising From Under the Altar  ◆◆ (Maren)",
    "▌Tangled in Weed and Rope  on Ansel  ◆ (Faithful)",
    "▌Deacon Off Balance  boost  ◇ (Corvin)",
    "▌?? The Deacon Is the Chapel's Heart  GM only",
    "▌Knee-Deep Grey Water  [Nave]",
    "▌Pews Rotted to Splinters  [Nave]",
    "▌Guttering Tallow Candles  [Altar]  ◆ (up for grabs)",
    "▌Collapsing Dais  [Altar]",
    "▌Rotten Stairs  [Bell Tower]",
    "▌The Great Bell Hangs by a Thread  [Bell Tower]",
    "▌?? Salt-Brides in Their Reliquaries  [Undercroft]  GM only",
    "▌Pitch Dark and Flooded  [Undercroft]",
)
ZONES = """[Nave] ─ Altar, Bell Tower
  Corvin Ashgrave, Ansel Wick, Drowned Faithful
  ▪ Knee-Deep Grey Water
  ▪ Pews Rotted to Splinters
[Altar] ─ Undercroft, Nave
  Maren Holloway, The Drowned Deacon
  ▪ Guttering Tallow Candles
  ▪ Collapsing Dais
[Bell Tower] ─ Nave
  Tamsin Reed, Sister Ilse
  ▪ Rotten Stairs
  ▪ The Great Bell Hangs by a Thread
[Undercroft] ─ Altar
  ▪ Salt-Brides in Their Reliquaries
  ▪ Pitch Dark and Flooded"""
CAST_COLUMNS = ("Kind", "Name", "Fate", "Stress", "Zone", "Consequences")
CAST = (
    ("PC", "Ansel Wick", "●●●", "Phys □□□□  Ment □□□□□□", "Nave", ""),
    ("PC", "Corvin Ashgrave", "●●", "Phys ■■□□  Ment □□□□", "Nave", ""),
    ("PC", "Maren Holloway", "●●●", "Phys □□□□  Ment □□□□□□", "Altar", ""),
    (
        "PC",
        "Tamsin Reed",
        "●",
        "Phys □□□  Ment □□□",
        "Bell Tower",
        "Mild: Strapped-Up Ankle (recovering)",
    ),
    ("mooks×4", "Drowned Faithful", "", "□", "Nave", ""),
    ("minor", "Sister Ilse", "", "□□", "Bell Tower", ""),
    ("minor", "The Drowned Deacon", "", "□□□", "Altar", ""),
)
COUNTDOWNS = (
    "The Causeway Floods ■■□□□□ (shown)",
    "The Tithe Fleet Returns ■■■□□□ (shown)",
    "The Sleeper Turns Over ■□□□ (hidden)",
)
LOG = "No rolls or changes yet this session (r rolls; l: the whole log)"
KEYS = (
    ("question_mark", "Help"),
    ("a", "Aspect"),
    ("i", "Free invoke"),
    ("plus", "+FP"),
    ("minus", "-FP"),
    ("c", "Compel"),
    ("m", "Move"),
    ("r", "Roll"),
    ("u", "Undo"),
    ("s", "Sheet"),
    ("n", "Scenes"),
    ("f", "Fate points"),
)


class TableLookalike(App):
    CSS = """
    #status { height: 1; }
    #top { height: 17; }
    #top > * { width: 1fr; }
    #aspects, #zones, #cast, #countdowns, #log { border: round $primary; }
    #cast { height: 1fr; }
    #bottom { height: 10; }
    #countdowns { width: 2fr; }
    #log { width: 3fr; }
    """
    BINDINGS = [Binding(key, "bell", label) for key, label in KEYS]

    def compose(self) -> ComposeResult:
        yield Static(STATUS, id="status")
        with Horizontal(id="top"):
            yield OptionList(*ASPECTS, id="aspects")
            with VerticalScroll(id="zones"):
                yield Static(ZONES)
        yield DataTable(id="cast")
        with Horizontal(id="bottom"):
            yield OptionList(*COUNTDOWNS, id="countdowns")
            with VerticalScroll(id="log"):
                yield Static(LOG)
        yield Footer()

    def on_mount(self) -> None:
        for box, title in (
            ("#aspects", "Scene aspects"),
            ("#zones", "Zones"),
            ("#cast", "Cast"),
            ("#countdowns", "Countdowns"),
            ("#log", "Log"),
        ):
            self.query_one(box).border_title = title
        cast = self.query_one(DataTable)
        for column in CAST_COLUMNS:
            cast.add_column(Text(column))
        for row in CAST:
            cast.add_row(*map(Text, row))
        cast.focus()
        self.call_after_refresh(self.drawn)

    def drawn(self) -> None:
        out = os.environ.get("FATE_TUI_BENCH_OUT")
        if out:
            Path(out).write_text(f"{time.monotonic()} {time.process_time()}\n", encoding="utf-8")
        self.exit()


def first_look(folder: str) -> None:
    """What the app does before its Table is drawn: import its code, read the first look."""
    import fate_tui.ui.app
    import fate_tui.ui.screens.table  # noqa: F401
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.store import CampaignStore
    from fate_tui.campaign.undo_history import keep_history

    store = CampaignStore.load(Path(folder), complete=False)
    keep_history(store)
    Controller(store)


if __name__ == "__main__":
    if len(sys.argv) > 1:
        first_look(sys.argv[1])
    TableLookalike().run()
