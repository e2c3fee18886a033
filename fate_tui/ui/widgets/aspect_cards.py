"""The scene's situation aspects and boosts as cards: free invokes as pips, who holds them,
hidden ones marked for the GM's eyes."""

from __future__ import annotations

from contextlib import suppress

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option, OptionDoesNotExist

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect
from fate_tui.ui.text import holders, invoke_pips


class AspectCards(OptionList):
    """One option per aspect; the highlighted one is what aspect keys act on."""

    BORDER_TITLE = "Scene aspects"

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        highlighted = self.highlighted_option.id if self.highlighted_option else None
        self.clear_options()
        if scene is None:
            self.add_option(
                Option(Text("No scene in play: press n to pick one", "dim"), disabled=True)
            )
            return
        aspects = list(scene.aspects) + [a for z in scene.zones for a in z.aspects]
        if not aspects:
            self.add_option(
                Option(Text("No aspects yet: press a to add one", "dim"), disabled=True)
            )
        for aspect in aspects:
            self.add_option(Option(card(aspect, state), id=aspect_key(aspect)))
        if highlighted is not None:
            # When the aspect is gone the cursor simply stays where it is.
            with suppress(OptionDoesNotExist):
                self.highlighted = self.get_option_index(highlighted)

    @property
    def selected(self) -> str | None:
        """The highlighted aspect's name."""
        option = self.highlighted_option
        return option.id.split(":", 2)[-1] if option and option.id else None


def aspect_key(aspect: Aspect) -> str:
    zone = aspect.owner if aspect.kind.value == "zone" else ""
    return f"{aspect.kind.value}:{zone}:{aspect.name}"


def card(aspect: Aspect, state: CampaignState) -> Text:
    def name_of(cid: str) -> str:
        found = state.characters.get(cid)
        return found.name.split()[0] if found else cid

    text = Text("▌", style="yellow" if aspect.is_boost else "cyan")
    if aspect.hidden:
        text.append("?? ", style="magenta")
    text.append(aspect.name, style="italic" if aspect.is_boost else "bold")
    if aspect.is_boost:
        text.append("  boost", style="yellow")
    if aspect.kind.value == "zone":
        text.append(f"  [{aspect.owner}]", style="dim")
    elif aspect.owner:
        text.append(f"  on {name_of(aspect.owner)}", style="dim")
    if aspect.free_invokes:
        text.append(f"  {invoke_pips(aspect)}", style="green")
        text.append(f" ({holders(aspect, name_of)})", style="dim")
    if aspect.hidden:
        text.append("  GM only", style="magenta dim")
    return text
