"""The campaign as rules values: what the store loads and every screen reads."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from fate_tui.campaign.first_look import DecodedCharacters
from fate_tui.rules.character import Character
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story


@dataclass(frozen=True)
class CampaignState:
    """The campaign as rules values: campaign.toml's story and rule set, and every character and
    scene by id."""

    story: Story
    characters: Mapping[str, Character] = field(default_factory=dict)
    scenes: Mapping[str, Scene] = field(default_factory=dict)

    @property
    def ruleset(self) -> RuleSet:
        return self.story.ruleset

    @property
    def current_scene(self) -> Scene | None:
        scene_id = self.story.current_scene
        return self.scenes.get(scene_id) if scene_id else None

    @property
    def pcs(self) -> tuple[Character, ...]:
        characters = self.characters
        # While a campaign opens, only the files that may hold a PC are decoded to find them.
        ids = characters.may_be_pcs() if isinstance(characters, DecodedCharacters) else characters
        found = (characters.get(character_id) for character_id in ids)
        return tuple(c for c in found if c is not None and not c.kind.is_npc)


# Where each kind of value lives, relative to the campaign folder.
CAMPAIGN_FILE = "campaign.toml"
CHARACTERS_DIR = "characters"
SCENES_DIR = "scenes"
LOG_DIR = "log"


def character_path(character_id: str) -> str:
    return f"{CHARACTERS_DIR}/{character_id}.toml"


def scene_path(scene_id: str) -> str:
    return f"{SCENES_DIR}/{scene_id}.toml"
