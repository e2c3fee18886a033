"""Who is in a scene and where each one stands."""

from __future__ import annotations

from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.scene import Scene
from fate_tui.ui.character_order import ordered
from fate_tui.ui.text import MUTED, PEOPLE, muted
from fate_tui.ui.widgets.keyed_options import KeyedOptionList

# Kinds as the campaign files write them.
KIND = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "major",
    CharacterKind.MINOR_NPC: "minor",
    CharacterKind.MOOK_GROUP: "mooks",
}


class SceneCastList(KeyedOptionList):
    """One option per character in the scene, id = the character's id."""

    BORDER_TITLE = "Cast"

    def show(self, state: CampaignState, scene: Scene | None) -> None:
        options: list[Option] = []
        if scene is not None:
            cast = [c.id for c in ordered(state, among=scene.cast)]
            cast += [cid for cid in scene.cast if cid not in state.characters]
            width = max((len(_name(cid, state)) for cid in cast), default=0)
            options = [Option(line(cid, scene, state, width), id=cid) for cid in cast]
        if not options:
            options = [Option(muted("Nobody yet: press b to bring someone in"), disabled=True)]
        self.show_options(options)


def _name(character_id: str, state: CampaignState) -> str:
    character = state.characters.get(character_id)
    return character.name if character else f"{character_id} (no such character)"


def _kind(character: Character, state: CampaignState) -> str:
    """The character's kind, a group in the rule set's word ("minions" in SotC)."""
    if character.kind is CharacterKind.MOOK_GROUP:
        return state.ruleset.wording.group
    return KIND[character.kind]


def _kind_width(state: CampaignState) -> int:
    return max(6, len(state.ruleset.wording.group) + 1)


def line(character_id: str, scene: Scene, state: CampaignState, width: int = 0) -> Content:
    """Kind, name (padded to `width` so the zones line up), zone."""
    character = state.characters.get(character_id)
    zone = scene.positions.get(character_id)
    return Content.assemble(
        # Wide enough for the longest kind and a space: "minor ", "minions ".
        (f"{_kind(character, state) if character else '?'} ".ljust(_kind_width(state)), MUTED),
        f"{_name(character_id, state):<{width}}",
        (f"  {zone}", PEOPLE) if zone else ("  (no zone)", MUTED),
    )
