"""The campaign picker: `fate-tui` with no argument. Lists the GM's campaigns and the bundled
examples, opens one, or creates a new one in the GM's campaign folder.

A bundled example is copied into the GM's folder before it opens, so play never changes the
files shipped with fate-tui.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from fate_tui.campaign.library import (
    CampaignEntry,
    all_campaigns,
    copy_example,
    copy_target,
    data_dir,
)
from fate_tui.campaign.slugs import slugify
from fate_tui.rules.errors import FateError
from fate_tui.rules.rulesets import RULESETS, get_ruleset
from fate_tui.ui.dialogs import asking
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.widgets.key_footer import KeyFooter

if TYPE_CHECKING:
    from textual import getters

    from fate_tui.ui.app import FateApp


class PickerScreen(StyledOnce, Screen):
    if TYPE_CHECKING:
        # The GM's app, typed for the type checker only (the app's module imports this one):
        # Textual's own accessor, as `MessagePump` declares its `app`.
        app = getters.app(FateApp)

    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    PickerScreen #picker-title {
        width: 100%;
        padding: 0 1;
        background: $panel;
        color: $text;
        text-style: bold;
    }

    PickerScreen #picker-list {
        height: 1fr;
        border: round $primary-muted;
    }

    PickerScreen #picker-list:focus {
        border: round $accent;
    }

    PickerScreen #picker-hint {
        padding: 0 1;
        color: $text-muted;
    }
    """
    BINDINGS = [
        # A priority binding, so the footer shows it over the list's own Enter.
        Binding("enter", "open", "Open", id="picker.open", priority=True),
        Binding("n", "new", "New campaign", id="picker.new"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._entries: list[CampaignEntry] = []

    def compose(self) -> ComposeResult:
        yield Label("Choose a campaign", id="picker-title")
        yield OptionList(markup=False, id="picker-list")
        yield Label(id="picker-hint")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.app.sub_title = "Choose a campaign"
        self.show_campaigns()

    def show_campaigns(self) -> None:
        folder = data_dir()
        self._entries = all_campaigns()
        listing = self.query_one(OptionList)
        listing.clear_options()
        listing.add_option(_heading(f"Your campaigns, in {folder}"))
        mine = [(i, e) for i, e in enumerate(self._entries) if not e.bundled]
        if not mine:
            listing.add_option(Option(Text("  none yet: press n to create one"), disabled=True))
        listing.add_options(_row(i, e) for i, e in mine)
        examples = [(i, e) for i, e in enumerate(self._entries) if e.bundled]
        if examples:
            listing.add_option(_heading("Bundled examples (copied into your folder to play)"))
            listing.add_options(_row(i, e) for i, e in examples)
        self.query_one("#picker-hint", Label).update(
            "Enter opens the highlighted campaign · n creates a new one · q quits"
        )
        first = next((i for i, o in enumerate(listing.options) if not o.disabled), None)
        listing.highlighted = first
        listing.focus()

    @property
    def highlighted(self) -> CampaignEntry | None:
        listing = self.query_one(OptionList)
        if listing.highlighted is None:
            return None
        option = listing.get_option_at_index(listing.highlighted)
        return None if option.disabled or option.id is None else self._entries[int(option.id)]

    # Opening --------------------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()  # a mouse click on a campaign
        self.action_open()

    @asking.asks
    async def action_open(self) -> None:
        entry = self.highlighted
        if entry is None:
            return
        if not entry.bundled:
            self.app.open_campaign(entry.path)
            return
        folder = data_dir()
        question = (
            f"“{entry.name}” is a bundled example: play it on a copy in your folder, "
            f"{copy_target(entry.path, folder)}? The bundled files never change."
        )
        if not await asking.confirm(self.app, question, yes="Copy and open", no="Cancel"):
            return
        try:
            target = copy_example(entry.path, folder)
        except OSError as error:
            self.notify(f"Could not copy the example: {error}", severity="error")
            return
        self.app.open_campaign(target)

    # Creating -------------------------------------------------------------------------

    @asking.asks
    async def action_new(self) -> None:
        name = await asking.text(
            self.app, "Name of the new campaign", placeholder="The Ashen Coast"
        )
        if not name:
            return
        options = [(rules.name, rules.title) for rules in RULESETS.values()]
        rules = await asking.choose(self.app, f"Rule set for “{name}”", options)
        if not rules:
            return
        target = copy_target(Path(slugify(name)), data_dir())
        try:
            from fate_tui.campaign.create import create_campaign

            create_campaign(target, rules, name)
        except (FateError, OSError) as error:
            self.notify(f"Could not create the campaign: {error}", severity="error")
            return
        self.notify(f"Created {name} in {target}")
        self.app.open_campaign(target)


def _heading(text: str) -> Option:
    return Option(Text(text, style="bold"), disabled=True)


def _row(index: int, entry: CampaignEntry) -> Option:
    try:
        rules = get_ruleset(entry.rules).title
    except FateError:
        rules = entry.rules
    line = Text.assemble("  ", (f"{entry.name:<34}", "bold"), f" {rules:<22} ", entry.path.name)
    return Option(line, id=str(index))
