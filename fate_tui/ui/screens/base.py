"""What every campaign screen shares: the controller, running intents safely, refreshing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from fate_tui.campaign.controller import Controller
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.shell.changes import follow

if TYPE_CHECKING:
    from textual import getters

    from fate_tui.ui.app import FateApp


class CampaignScreen(StyledOnce, Screen):
    """A screen that shows the campaign. `refresh_state` redraws it from the controller's
    state when it is mounted, then after each change while the GM sees it, or once when it
    comes back into view (`follow`)."""

    if TYPE_CHECKING:
        # Every campaign screen runs in the GM's app: Textual's own typed accessor (as
        # `MessagePump` declares its `app`), for the type checker only, as the app's module
        # imports the screens.
        app = getters.app(FateApp)

    @property
    def controller(self) -> Controller:
        # The app shows a campaign screen only once a campaign is open.
        return self.app.loaded_controller

    def on_mount(self) -> None:
        follow(self, self.app.campaign_changed, self.refresh_state)
        # Table cells are drawn with Rich in the colours of the theme at the time: redraw.
        follow(self, self.app.theme_changed_signal, self.theme_changed)
        self.refresh_state()

    def theme_changed(self) -> None:
        """The theme changed: redraw whatever holds the old theme's colours."""
        self.refresh_state()

    def refresh_state(self) -> None:
        """Redraw from `self.controller.state`."""

    def run_intent(self, intent, *args, **kwargs) -> bool:
        return self.app.run_intent(intent, *args, **kwargs)

    @property
    def current_character_id(self) -> str | None:
        """The character the screen's keys act on, if any."""
        return None

    @property
    def current_file(self) -> str | None:
        """The campaign file the edit key opens (campaign-relative), if any."""
        character = self.current_character_id
        if character is not None:
            return f"characters/{character}.toml"
        scene = self.controller.state.story.current_scene
        return f"scenes/{scene}.toml" if scene else "campaign.toml"
